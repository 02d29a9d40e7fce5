// fuzz: full rendering in every locale with arbitrary arguments, concepts and user term; output is deterministic.
import Concord

let engine = ConcordEngine()

func fuzz(_ input: FuzzInput) {
    var input = input
    let locale = input.pick(FuzzInput.locales)
    let argumentCount = input.pick([0, 1, 2, 3, 4])
    let user: UserTermSetting = input.pick([.notGiven, .noPreference, .term(.feminine), .term(.masculine), .term(.neutral)])
    let conceptTerm: TermOfAddress = input.pick([.feminine, .masculine, .neutral])
    let markup = input.field()
    let arguments = (0..<argumentCount).map { _ in input.argument() }
    let concepts: [InflectionConcept] = [.termsOfAddress([conceptTerm]), .localizedPhrase(input.field())]
    let request = RenderRequest(markup: markup, locale: InflectionLocale(locale), arguments: arguments,
                                concepts: concepts, userTermOfAddress: user)
    let first = engine.render(request)
    require(engine.render(request) == first, "two renderings of one request differ: \(markup)")
}
