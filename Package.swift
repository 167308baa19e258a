// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "sheetgen",
    products: [
        .executable(name: "sheetgen", targets: ["sheetgen"])
    ],
    // Each pinned to the minor version the tests run with.
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", .upToNextMinor(from: "1.8.2")),
        .package(url: "https://github.com/jpsim/Yams", .upToNextMinor(from: "6.2.2")),
        .package(url: "https://github.com/groue/GRDB.swift", .upToNextMinor(from: "7.10.0")),
    ],
    targets: [
        // The system libcmark-gfm (Debian: libcmark-gfm-dev and libcmark-gfm-extensions-dev).
        .systemLibrary(
            name: "CCmarkGFM",
            pkgConfig: "libcmark-gfm",
            providers: [.apt(["libcmark-gfm-dev", "libcmark-gfm-extensions-dev"])]
        ),
        // Seeded randomness and dice: the only source of chance for every game model.
        .target(name: "GameKit"),
        // Old-School Essentials first-level characters.
        .target(name: "OSR", dependencies: ["GameKit"]),
        // Decorated loot, the player, enemies and battles of RandomlyDecoratedItems.
        .target(name: "Loot", dependencies: ["GameKit"]),
        // Ghost, the word game: word lists, rounds, games, bots and standings.
        .target(name: "Ghost", dependencies: ["GameKit"]),
        // The BullsEye family: classic, RGB and reverse on one generic game.
        .target(name: "BullsEye", dependencies: ["GameKit"]),
        // Games played at a terminal: sessions driven by lines read and written, and how they look.
        .target(name: "Play", dependencies: ["Ghost", "BullsEye", "OSR", "GameKit"]),
        // The players' vault: one SQLite file (GRDB) with players, their games and saved characters.
        .target(
            name: "Vault",
            dependencies: ["Ghost", "BullsEye", "OSR", "GameKit", .product(name: "GRDB", package: "GRDB.swift")]),
        // Documents, Markdown, templates and output: knows nothing of games.
        .target(
            name: "Site",
            dependencies: ["CCmarkGFM", .product(name: "Yams", package: "Yams")]
        ),
        // HTML printed to PDF by headless Chromium.
        .target(name: "Printing"),
        // Serves a built site on 127.0.0.1 and reloads open pages after each build.
        .target(name: "Preview"),
        // Game models turned into documents.
        .target(
            name: "Reports",
            dependencies: [
                "OSR", "Loot", "Ghost", "BullsEye", "GameKit", "Site", .product(name: "Yams", package: "Yams"),
            ]
        ),
        // The files of Templates/, compiled into the binary as the defaults.
        .target(name: "DefaultTemplates", plugins: ["EmbedTemplates"]),
        .executableTarget(name: "TemplateEmbedder"),
        .plugin(name: "EmbedTemplates", capability: .buildTool(), dependencies: ["TemplateEmbedder"]),
        .executableTarget(
            name: "sheetgen",
            dependencies: [
                "Reports", "Site", "Preview", "Printing", "OSR", "Loot", "Ghost", "BullsEye", "Play", "Vault",
                "GameKit", "DefaultTemplates",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // In-process timings for the benchmark script (`make bench`); not part of the tool.
        .executableTarget(
            name: "sheetgen-bench", dependencies: ["OSR", "Ghost", "GameKit", "Reports", "Site", "DefaultTemplates"]),
        .testTarget(name: "GameKitTests", dependencies: ["GameKit"]),
        .testTarget(name: "OSRTests", dependencies: ["OSR", "GameKit"]),
        .testTarget(name: "LootTests", dependencies: ["Loot", "GameKit"]),
        .testTarget(name: "GhostTests", dependencies: ["Ghost", "GameKit", "TestSupport"]),
        .testTarget(name: "BullsEyeTests", dependencies: ["BullsEye", "GameKit"]),
        .testTarget(name: "PlayTests", dependencies: ["Play", "Ghost", "BullsEye", "OSR", "GameKit"]),
        .testTarget(name: "VaultTests", dependencies: ["Vault", "Ghost", "BullsEye", "OSR", "GameKit"]),
        // Helpers the tests share: reading PDFs with pdfinfo, the tools some tests need.
        .target(
            name: "TestSupport",
            dependencies: ["Ghost", "Printing", "Site"],
            path: "Tests/TestSupport"),
        .testTarget(name: "PrintingTests", dependencies: ["Printing", "TestSupport"]),
        .testTarget(name: "PreviewTests", dependencies: ["Preview"]),
        // Conformance/ holds the GFM conformance fixtures the tests read at run time (see its README).
        .testTarget(
            name: "SiteTests",
            dependencies: [
                "Site", "GameKit", "TestSupport", "DefaultTemplates", .product(name: "Yams", package: "Yams"),
            ],
            exclude: ["Conformance"]),
        .testTarget(
            name: "ReportsTests",
            dependencies: [
                "Reports", "OSR", "Ghost", "BullsEye", "GameKit", "Site", "DefaultTemplates", "TestSupport",
            ],
            exclude: ["Golden"]),
        .testTarget(name: "SheetgenTests", dependencies: ["sheetgen", "TestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
