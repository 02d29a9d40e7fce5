// The libFuzzer entry point shared by every target: each file in Fuzz/Targets defines `fuzz(_:)` for one target.
// Scripts/fuzz compiles this file, one target file and the project's objects into one fuzzer binary.

@_cdecl("LLVMFuzzerTestOneInput")
public func LLVMFuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    fuzz(FuzzInput(bytes))
    return 0
}
