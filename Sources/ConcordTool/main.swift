import ConcordFrontEnds

ConcordCommand.main()
