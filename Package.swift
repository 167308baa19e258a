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
        .package(url: "https://github.com/LebJe/TOMLKit", .upToNextMinor(from: "0.6.0")),
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
        // A problem the user can fix, told in one line: the error every module reports mistakes with.
        .target(name: "Mistakes"),
        // Files and bytes under the site: the folder walk, one reader and writer, path names, work on every core.
        .target(name: "SiteFiles", dependencies: ["Mistakes"]),
        // What a site is made of: documents, front matter, the config, generated sections, text for HTML and XML.
        .target(
            name: "SiteModel",
            dependencies: [
                "Mistakes", "SiteFiles", .product(name: "Yams", package: "Yams"),
                .product(name: "TOMLKit", package: "TOMLKit"),
            ]),
        // sheetgen's Mustache: the parser, the renderer, and a site's library of templates.
        .target(name: "TemplateEngine", dependencies: ["Mistakes", "SiteFiles", "SiteModel"]),
        // Markdown through the system libcmark-gfm: the tree walk, heading anchors, fenced blocks.
        .target(name: "Markdown", dependencies: ["CCmarkGFM", "Mistakes", "SiteFiles", "SiteModel", "TemplateEngine"]),
        // The site builder and its engine (cache, receipt, output, links): knows nothing of games.
        .target(
            name: "Site",
            dependencies: ["CCmarkGFM", "Mistakes", "SiteFiles", "SiteModel", "TemplateEngine", "Markdown"]),
        // The site `serve` keeps in memory between builds, updated page by page.
        .target(
            name: "LiveUpdates",
            dependencies: ["Mistakes", "SiteFiles", "SiteModel", "TemplateEngine", "Markdown", "Site"]),
        // HTML printed to PDF by headless Chromium.
        .target(name: "Printing"),
        // Serves a built site on 127.0.0.1 and reloads open pages after each build.
        .target(name: "Preview"),
        // libcurl, loaded when `check --external` first asks another site (see its header), not linked.
        .target(name: "CLibcurl"),
        // Links to other sites asked about over HTTP, and the answers remembered for a day (`check --external`).
        .target(name: "ExternalLinks", dependencies: ["CLibcurl", "Mistakes", "SiteFiles"]),
        // Game models turned into documents.
        .target(
            name: "Reports",
            dependencies: [
                "OSR", "Loot", "Ghost", "BullsEye", "GameKit", "Mistakes", "SiteModel", "TemplateEngine", "Markdown",
                "Site", "SiteFiles", .product(name: "Yams", package: "Yams"),
            ]
        ),
        // The files of Templates/, compiled into the binary as the defaults.
        .target(name: "DefaultTemplates", plugins: ["EmbedTemplates"]),
        .executableTarget(name: "TemplateEmbedder"),
        .plugin(name: "EmbedTemplates", capability: .buildTool(), dependencies: ["TemplateEmbedder"]),
        .executableTarget(
            name: "sheetgen",
            dependencies: [
                "Reports", "Mistakes", "SiteFiles", "SiteModel", "TemplateEngine", "Markdown", "Site", "LiveUpdates",
                "Preview", "Printing", "ExternalLinks", "OSR", "Loot", "Ghost", "BullsEye", "Play", "Vault",
                "GameKit", "DefaultTemplates",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // In-process timings for the benchmark script (`make bench`); not part of the tool.
        .executableTarget(
            name: "sheetgen-bench",
            dependencies: [
                "OSR", "Ghost", "GameKit", "Reports", "SiteModel", "TemplateEngine", "Markdown", "Site",
                "DefaultTemplates",
            ]),
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
            dependencies: ["Ghost", "Printing", "TemplateEngine", "Site"],
            path: "Tests/TestSupport"),
        .testTarget(name: "PrintingTests", dependencies: ["Printing", "TestSupport"]),
        .testTarget(name: "PreviewTests", dependencies: ["Preview"]),
        .testTarget(name: "ExternalLinksTests", dependencies: ["ExternalLinks", "TestSupport"]),
        .testTarget(name: "SiteFilesTests", dependencies: ["SiteFiles", "Mistakes", "GameKit"]),
        // Fixtures/ holds the configs of real sites, read at run time (see its NOTICE).
        .testTarget(
            name: "SiteModelTests",
            dependencies: ["SiteModel", "SiteFiles", "Mistakes", "GameKit", .product(name: "Yams", package: "Yams")],
            exclude: ["Fixtures"]),
        // Conformance/ holds the Mustache specification's tests, read at run time (see its README).
        .testTarget(
            name: "TemplateEngineTests",
            dependencies: ["TemplateEngine", "SiteModel", "Mistakes", "GameKit", "TestSupport", "DefaultTemplates"],
            exclude: ["Conformance"]),
        // Conformance/ holds the GFM conformance fixtures the tests read at run time (see its README);
        // Fixtures/ pages of a real Obsidian vault (see its NOTICE).
        .testTarget(
            name: "MarkdownTests",
            dependencies: ["Markdown", "SiteModel", "TemplateEngine", "Mistakes", "GameKit"],
            exclude: ["Conformance", "Fixtures"]),
        // Fixtures/ holds pages of real sites the tests build, read at run time (see the NOTICE of each folder).
        .testTarget(
            name: "SiteTests",
            dependencies: [
                "Mistakes", "SiteFiles", "SiteModel", "TemplateEngine", "Markdown", "Site", "LiveUpdates", "GameKit",
                "TestSupport", "DefaultTemplates", .product(name: "Yams", package: "Yams"),
            ],
            exclude: ["Fixtures"]),
        // Statblocks/ holds statblocks of a real vault and of our own, Foundry/ the data template of
        // Foundry VTT's Old-School Essentials system; both read at run time (see their NOTICEs).
        .testTarget(
            name: "ReportsTests",
            dependencies: [
                "Reports", "OSR", "Ghost", "BullsEye", "GameKit", "Mistakes", "SiteModel", "TemplateEngine", "Markdown",
                "Site", "DefaultTemplates", "TestSupport",
            ],
            exclude: ["Golden", "Statblocks", "Foundry"]),
        .testTarget(name: "SheetgenTests", dependencies: ["sheetgen", "TestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
