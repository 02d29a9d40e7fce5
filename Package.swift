// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Concord",
    products: [
        .library(name: "Concord", targets: ["Concord"]),
        .executable(name: "concord", targets: ["ConcordTool"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // `swift package generate-documentation --target Concord`; a command plugin, built only when used.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        // libedit, found with pkg-config; `apt-get install libedit-dev` provides it.
        .systemLibrary(
            name: "CLibEdit",
            pkgConfig: "libedit",
            providers: [.apt(["libedit-dev"])]
        ),
        // The engine: parse → bind → agree → render, the language plug-ins and the lexicon loader.
        .target(name: "Concord"),
        // Front ends shared by the executable and the tests: `render`, JSON lines, the REPL, scripts.
        .target(
            name: "ConcordFrontEnds",
            dependencies: [
                "Concord",
                "CLibEdit",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(name: "ConcordTool", dependencies: ["ConcordFrontEnds"]),
        .testTarget(name: "ConcordTests", dependencies: ["Concord"]),
        .testTarget(name: "ConcordFrontEndsTests", dependencies: ["ConcordFrontEnds", "Concord"]),
    ],
    swiftLanguageModes: [.v5]
)
