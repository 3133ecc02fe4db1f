// swift-tools-version:6.0
// auditbook's benchmark, a package of its own so that building auditbook never builds it.
// Run it with ./Benchmarks/run (or `make bench`), which builds the release binary it measures.
import PackageDescription

let package = Package(
    name: "auditbook-benchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [.package(name: "auditbook", path: "..")],
    targets: [
        .executableTarget(
            name: "auditbook-bench",
            dependencies: [
                .product(name: "AuditbookKit", package: "auditbook"),
                .product(name: "AuditbookCLI", package: "auditbook"),
            ]
        ),
    ]
)
