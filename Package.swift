// swift-tools-version:6.0
// ButtonGroup: a headless Swift core for button groups, exported as a C shared library.
import PackageDescription

/// Linker flags of the shared library: the SONAME carries the major version, and the
/// version script keeps every symbol but the `bg_*` C API local.
let sharedLibraryLinkerFlags = [
    "-use-ld=lld",
    "-Xlinker", "-soname=libbuttongroup.so.0",
    "-Xlinker", "--version-script=\(Context.packageDirectory)/Sources/ButtonGroup/exports.map",
]

let package = Package(
    name: "ButtonGroup",
    products: [
        .library(name: "buttongroup", type: .dynamic, targets: ["ButtonGroup"]),
        .library(name: "ButtonGroupCore", targets: ["ButtonGroupCore"]),
    ],
    targets: [
        .target(
            name: "ButtonGroupCore",
            // The source of truth of DefaultTokens.swift (scripts/embed_tokens.py), not a resource.
            exclude: ["Tokens/defaultTokens.json"]
        ),
        .target(name: "CButtonGroup"),
        .target(
            name: "ButtonGroup",
            dependencies: ["ButtonGroupCore", "CButtonGroup"],
            exclude: ["exports.map"],
            swiftSettings: [.enableExperimentalFeature("CImplementation")],
            linkerSettings: [.unsafeFlags(sharedLibraryLinkerFlags)]
        ),
        .testTarget(
            name: "HeaderMappingTests",
            dependencies: ["ButtonGroup", "ButtonGroupCore", "CButtonGroup"],
            swiftSettings: [.enableExperimentalFeature("CImplementation")]
        ),
        .testTarget(
            name: "ButtonGroupCoreTests",
            dependencies: ["ButtonGroupCore"]
        ),
    ]
)
