// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "auditbook",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "auditbook", targets: ["auditbook"]),
        .library(name: "AuditbookKit", targets: ["AuditbookKit", "AuditbookStore", "AuditbookUseCases"]),
        // The command line as a library, for the benchmark package (Benchmarks/).
        .library(name: "AuditbookCLI", targets: ["AuditbookCLI"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        .package(url: "https://github.com/apple/swift-crypto", from: "3.12.3"),
        .package(url: "https://github.com/yaslab/CSV.swift", from: "2.5.2"),
        .package(url: "https://github.com/hummingbird-project/swift-mustache", from: "2.1.1"),
        .package(url: "https://github.com/LebJe/TOMLKit", from: "0.6.0"),
    ],
    targets: [
        .systemLibrary(
            name: "CCmarkGFM",
            pkgConfig: "libcmark-gfm",
            providers: [
                .apt(["libcmark-gfm-dev", "libcmark-gfm-extensions-dev"]),
                .brew(["cmark-gfm"]),
            ]
        ),
        // Writes the Swift source that embeds Checklists/ and Templates/ (run by the plugin below).
        .executableTarget(name: "auditbook-embed"),
        .plugin(name: "BundledData", capability: .buildTool(), dependencies: ["auditbook-embed"]),
        .target(
            name: "AuditbookKit",
            dependencies: [
                "CCmarkGFM",
                .product(name: "Yams", package: "Yams"),
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "CSV", package: "CSV.swift"),
                .product(name: "Mustache", package: "swift-mustache"),
                // Hugo's and Zola's front matter ("+++" … "+++").
                .product(name: "TOMLKit", package: "TOMLKit"),
            ],
            plugins: ["BundledData"]
        ),
        // SQLite's process-wide settings, made before GRDB opens the first connection.
        .target(name: "CSQLiteSetup", linkerSettings: [.linkedLibrary("sqlite3")]),
        // The workbook: the only code that imports GRDB.
        .target(
            name: "AuditbookStore",
            dependencies: [
                "AuditbookKit",
                "CSQLiteSetup",
                .product(name: "GRDB", package: "GRDB.swift"),
                // The SQLite C API GRDB is built on, for the one bulk insert that binds values
                // itself (`BulkInsert`).
                .product(name: "GRDBSQLite", package: "GRDB.swift"),
            ]
        ),
        // What ties the domain and the store together: compile-and-store, report export, the demo.
        .target(name: "AuditbookUseCases", dependencies: ["AuditbookKit", "AuditbookStore"]),
        .target(
            name: "AuditbookCLI",
            dependencies: [
                "AuditbookKit",
                "AuditbookStore",
                "AuditbookUseCases",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(name: "auditbook", dependencies: ["AuditbookCLI"]),
        .testTarget(
            name: "AuditbookTests",
            dependencies: ["AuditbookKit", "AuditbookStore", "AuditbookUseCases", "AuditbookCLI", "auditbook", .product(name: "GRDB", package: "GRDB.swift")]
        ),
    ]
)
