// swift-tools-version:6.1
import PackageDescription
import Foundation

// A path dependency is named after its folder, which is the checkout's name (wt-speed, main, a CI clone…).
let concordPackage = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().lastPathComponent

// In-process benchmarks of Concord (ordo-one/package-benchmark): its own package, so the main build does not
// depend on the benchmark library. Run with `Scripts/benchmark`, or here: `swift package benchmark`.
let package = Package(
    name: "ConcordBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(path: ".."),
        .package(url: "https://github.com/ordo-one/package-benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        .executableTarget(
            name: "ConcordBenchmarks",
            dependencies: [
                .product(name: "Concord", package: concordPackage),
                .product(name: "Benchmark", package: "package-benchmark"),
            ],
            path: "Benchmarks/ConcordBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "package-benchmark")]
        ),
    ]
)
