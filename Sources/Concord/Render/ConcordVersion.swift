/// The version of Concord: the one place `concord --version`, the REPL's banner and `:help` read it from.
public enum ConcordVersion {
    /// Semantic version of this build.
    public static let current = "0.1.0"
}
