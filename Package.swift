// swift-tools-version:6.0
// ButtonGroup: a headless Swift core for button components, exported as a C shared library.
//
// Layers, each a target so the compiler enforces that dependencies point one way (down):
//   BGFoundations     geometry, pixel grid, insets, text measuring, content layout, state machines
//   BGTokens          the theme JSON reader, the token store and schema, design-system values
//   BGGroup           the ButtonGroup component (one target per component)
//   BGButton          ConfigurationBasedButton and ButtonWithLabel
//   BGControl         ControlGroup and the toolbar (its cells are configuration-based buttons)
//   BGRender          pictures: any laid-out component drawn as SVG text
//   ButtonGroupCore   the design system: the bundled default tokens and every component's schema
//   ButtonGroupABI    the exported C ABI, over all of the above
//   ButtonGroupLibrary  how libbuttongroup.so is linked (no code: the product's linker settings)
//   GlibcFloor        the glibc the library needs: older versions of the glibc functions it calls
import PackageDescription

/// Linker flags of the shared library: the SONAME carries the major version, the version
/// script keeps every symbol but the `bg_*` C API local, and `-z nodelete` makes the library
/// refuse to unload: `dlclose` leaves it mapped and a later `dlopen` returns the same instance.
/// (The statically linked Swift runtime, the per-thread error key's destructor and the fork
/// handlers live in the library's code, so unmapping it could never be safe.) A debug build
/// (`swift build`) links the Swift runtime in too, so that it loads where no Swift toolchain is;
/// the release builds say which runtime they link (`make lib`: static; the sanitizer builds: the
/// toolchain's, which their runtimes need).
let sharedLibraryLinkerFlags = [
    "-use-ld=lld",
    "-Xlinker", "-soname=libbuttongroup.so.1",
    "-Xlinker", "--version-script=\(Context.packageDirectory)/Sources/ButtonGroupABI/exports.map",
    "-Xlinker", "-z", "-Xlinker", "nodelete",
]

/// The glibc floor (docs/install.md, "The glibc floor"): the glibc functions whose default
/// version in the glibc the library is linked against is newer than the floor, 2.27. The link
/// wraps each (`--wrap=NAME`: every call of NAME in the library goes to `__wrap_NAME`, which
/// Sources/GlibcFloor/oldest_versions.c defines, calling NAME's oldest version). Before glibc
/// 2.34 the pthread and dl ones live in libpthread and libdl, which the library then loads
/// (`--no-as-needed`: it names them whatever glibc it is linked against; since 2.34 they are
/// empty). A function missing here shows in `make test-old-glibc`'s symbol version check; a
/// name here without its wrapper fails the link.
let glibcFloorWrapped = [
    "pthread_getspecific", "pthread_setspecific", "pthread_key_create",
    "pthread_mutexattr_init", "pthread_mutexattr_settype", "pthread_mutexattr_destroy",
    "dlopen", "dlsym", "dlerror", "dladdr",
    "exp", "exp2", "log", "log2",
    "stat",
]
let glibcFloorLinkerFlags = glibcFloorWrapped.flatMap { ["-Xlinker", "--wrap=\($0)"] } + [
    "-Xlinker", "--push-state", "-Xlinker", "--no-as-needed",
    "-Xlinker", "-l:libdl.so.2", "-Xlinker", "-l:libpthread.so.0",
    "-Xlinker", "--pop-state",
]

let core = "Sources/ButtonGroupCore"

let package = Package(
    name: "ButtonGroup",
    products: [
        .library(name: "buttongroup", type: .dynamic, targets: ["ButtonGroupABI", "ButtonGroupLibrary", "GlibcFloor"]),
        .library(name: "ButtonGroupCore", targets: ["ButtonGroupCore"]),
    ],
    targets: [
        .target(name: "BGFoundations", path: "\(core)/Foundations"),
        .target(name: "BGTokens", dependencies: ["BGFoundations"], path: "\(core)/Tokens"),
        .target(name: "BGGroup", dependencies: ["BGFoundations", "BGTokens"], path: "\(core)/Components/Group"),
        .target(name: "BGButton", dependencies: ["BGFoundations", "BGTokens"], path: "\(core)/Components/Button"),
        .target(name: "BGControl", dependencies: ["BGFoundations", "BGTokens", "BGButton"], path: "\(core)/Components/Control"),
        .target(name: "BGRender", dependencies: ["BGFoundations", "BGTokens", "BGGroup", "BGButton", "BGControl"],
                path: "\(core)/Rendering"),
        .target(
            name: "ButtonGroupCore",
            dependencies: ["BGFoundations", "BGTokens", "BGGroup", "BGButton", "BGControl", "BGRender"],
            path: "\(core)/DesignSystem",
            // The source of truth of DefaultTokens.swift (scripts/embed_tokens.py), not a resource.
            exclude: ["defaultTokens.json"]
        ),
        .target(name: "CButtonGroup"),
        .target(
            name: "ButtonGroupABI",
            dependencies: ["ButtonGroupCore", "CButtonGroup"],
            exclude: ["exports.map"],
            swiftSettings: [.enableExperimentalFeature("CImplementation")]
        ),
        .target(
            name: "ButtonGroupLibrary",
            linkerSettings: [
                .unsafeFlags(sharedLibraryLinkerFlags),
                .unsafeFlags(["-static-stdlib"], .when(configuration: .debug)),
            ]
        ),
        // C (the glibc functions) and C++ (the libstdc++ one): see oldest_versions.c.
        // No headers: nothing calls it by name (publicHeadersPath: SwiftPM wants one).
        // DWARF 4: valgrind (test-valgrind) cannot read clang's default DWARF 5 forms.
        .target(name: "GlibcFloor", publicHeadersPath: ".",
                cSettings: [.unsafeFlags(["-gdwarf-4"])], cxxSettings: [.unsafeFlags(["-gdwarf-4"])],
                linkerSettings: [.unsafeFlags(glibcFloorLinkerFlags)]),
        .testTarget(name: "FoundationsTests", dependencies: ["BGFoundations"]),
        .testTarget(name: "TokensTests", dependencies: ["ButtonGroupCore"]),
        .testTarget(name: "GroupTests", dependencies: ["ButtonGroupCore", "FixtureSupport"]),
        // JSON helpers shared by the golden fixture runners of the test targets.
        .target(name: "FixtureSupport", path: "Tests/FixtureSupport"),
        .testTarget(name: "ButtonTests", dependencies: ["ButtonGroupCore", "FixtureSupport"]),
        .testTarget(name: "ControlTests", dependencies: ["ButtonGroupCore", "FixtureSupport"]),
        .testTarget(name: "RenderTests", dependencies: ["ButtonGroupCore"]),
        .testTarget(
            name: "ABIUnitTests",
            dependencies: ["ButtonGroupABI", "ButtonGroupCore", "CButtonGroup"],
            swiftSettings: [.enableExperimentalFeature("CImplementation")]
        ),
    ]
)
