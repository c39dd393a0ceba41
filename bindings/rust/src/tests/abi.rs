//! The raw layer (`sys`) against the headers and the library: generated from the current headers
//! (gen_sys.py --check), laid out as the C compiler lays the structs out, every function
//! resolved in the library and every exported function declared, every enum value the safe
//! layer wraps named by it.

use std::collections::BTreeSet;
use std::ffi::CString;
use std::fmt::Write as _;
use std::os::raw::{c_char, c_int, c_void};
use std::path::{Path, PathBuf};
use std::process::Command;

use crate::sys::layout::{constants, functions, layouts};

fn repository() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..").canonicalize().unwrap()
}

/// A scratch directory inside cargo's target directory (nothing written elsewhere).
fn scratch(name: &str) -> PathBuf {
    let dir = std::env::current_exe().unwrap().parent().unwrap().join("abi-scratch").join(name);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

fn run(command: &mut Command) -> String {
    let output = command.output().unwrap_or_else(|e| panic!("cannot run {:?}: {}", command, e));
    assert!(
        output.status.success(),
        "{:?} failed:\n{}{}",
        command,
        String::from_utf8_lossy(&output.stdout),
        String::from_utf8_lossy(&output.stderr)
    );
    String::from_utf8(output.stdout).unwrap()
}

#[test]
fn the_raw_layer_is_generated_from_the_current_headers() {
    let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("gen_sys.py");
    let output = Command::new("python3").arg(&script).arg("--check").output().expect("python3 runs gen_sys.py");
    assert!(
        output.status.success(),
        "src/sys is stale against include/ (regenerate with python3 bindings/rust/gen_sys.py):\n{}",
        String::from_utf8_lossy(&output.stderr)
    );
}

#[test]
fn struct_sizes_and_offsets_match_the_c_compiler() {
    let mut program =
        String::from("#include <stddef.h>\n#include <stdio.h>\n#include \"buttongroup.h\"\nint main(void) {\n");
    let mut expected = String::new();
    for (name, size, fields) in layouts() {
        writeln!(program, "    printf(\"%s %zu\\n\", \"{0}\", sizeof({0}));", name).unwrap();
        writeln!(expected, "{} {}", name, size).unwrap();
        for (field, offset, field_size) in fields {
            writeln!(
                program,
                "    printf(\"%s.%s %zu %zu\\n\", \"{0}\", \"{1}\", offsetof({0}, {1}), sizeof((({0} *)0)->{1}));",
                name, field
            )
            .unwrap();
            writeln!(expected, "{}.{} {} {}", name, field, offset, field_size).unwrap();
        }
    }
    program.push_str("    return 0;\n}\n");
    let dir = scratch("layout");
    std::fs::write(dir.join("layout.c"), program).unwrap();
    let compiler = std::env::var("CC").unwrap_or_else(|_| "cc".into());
    run(Command::new(compiler)
        .arg("-I")
        .arg(repository().join("include"))
        .arg(dir.join("layout.c"))
        .arg("-o")
        .arg(dir.join("layout")));
    let actual = run(&mut Command::new(dir.join("layout")));
    for (want, got) in expected.lines().zip(actual.lines()) {
        assert_eq!(want, got, "Rust (left) and C (right) lay this out differently");
    }
    assert_eq!(expected.lines().count(), actual.lines().count());
    assert!(layouts().len() >= 30, "expected every struct of the headers, got {}", layouts().len());
}

#[link(name = "dl")]
extern "C" {
    fn dlopen(filename: *const c_char, flags: c_int) -> *mut c_void;
    fn dlsym(handle: *mut c_void, symbol: *const c_char) -> *mut c_void;
}

/// The library the crate was linked against (what build.rs found).
fn library() -> PathBuf {
    let dir = option_env!("BUTTONGROUP_LIB_DIR").map_or_else(|| repository().join("build/lib"), PathBuf::from);
    dir.join("libbuttongroup.so")
}

#[test]
fn every_declared_function_resolves_and_every_exported_one_is_declared() {
    let path = CString::new(library().to_str().unwrap()).unwrap();
    // SAFETY: a NUL-terminated path; the library is already loaded (the test links it), so this
    // only takes another reference to it, never released (the process ends soon).
    let handle = unsafe {
        dlopen(path.as_ptr(), 1 /* RTLD_LAZY */)
    };
    assert!(!handle.is_null(), "cannot open {:?}", library());
    let unresolved: Vec<&str> = functions()
        .into_iter()
        .filter(|name| {
            let symbol = CString::new(*name).unwrap();
            // SAFETY: a live handle and a NUL-terminated name.
            unsafe { dlsym(handle, symbol.as_ptr()) }.is_null()
        })
        .collect();
    assert!(unresolved.is_empty(), "declared in the headers, missing from the library: {:?}", unresolved);
    let declared: BTreeSet<&str> = functions().into_iter().collect();
    let symbols = run(Command::new("nm").args(["-D", "--defined-only"]).arg(library()));
    let exported: BTreeSet<&str> =
        symbols.lines().filter_map(|line| line.split_whitespace().nth(2)).filter(|s| s.starts_with("bg_")).collect();
    let missing: Vec<_> = exported.difference(&declared).collect();
    let extra: Vec<_> = declared.difference(&exported).collect();
    assert!(missing.is_empty(), "exported by the library, not declared in the headers: {:?}", missing);
    assert!(extra.is_empty(), "declared in the headers, not exported by the library: {:?}", extra);
}

/// Checks that every header constant `<prefix><SUFFIX>` is a named variant of a safe enum
/// whose name() is the suffix in lower case.
fn check_family(prefix: &str, name_of: impl Fn(i32) -> &'static str, problems: &mut Vec<String>) {
    let mut found = 0;
    for (constant, value) in constants() {
        if let Some(suffix) = constant.strip_prefix(prefix) {
            found += 1;
            let name = name_of(value as i32);
            if name != suffix.to_lowercase() {
                problems.push(format!("{} = {} is {:?} in the safe layer", constant, value, name));
            }
        }
    }
    if found == 0 {
        problems.push(format!("no constant {}*", prefix));
    }
}

#[test]
fn the_safe_enums_name_every_value_of_their_header_enums() {
    use crate::*;
    let mut problems = Vec::new();
    check_family("BG_E_", |v| Status::from_raw(v).name(), &mut problems);
    check_family("BG_DIRECTION_", |v| Direction::from_raw(v).name(), &mut problems);
    check_family("BG_ROLE_", |v| Role::from_raw(v).name(), &mut problems);
    check_family("BG_POINTER_", |v| PointerPhase::from_raw(v).name(), &mut problems);
    check_family("BG_FOCUS_", |v| FocusMove::from_raw(v).name(), &mut problems);
    check_family("BG_A11Y_", |v| A11yRole::from_raw(v).name(), &mut problems);
    check_family("BG_CORNER_", |v| CornerStyle::from_raw(v).name(), &mut problems);
    check_family("BG_OVERFLOW_", |v| OverflowPolicy::from_raw(v).name(), &mut problems);
    check_family("BG_SLOT_", |v| SlotKind::from_raw(v).name(), &mut problems);
    check_family("BG_PROMINENT_", |v| ProminentType::from_raw(v).name(), &mut problems);
    check_family("BG_IMAGE_", |v| ImagePlacement::from_raw(v).name(), &mut problems);
    check_family("BG_TITLE_ALIGN_", |v| TitleAlignment::from_raw(v).name(), &mut problems);
    check_family("BG_LABEL_TYPE_", |v| LabelType::from_raw(v).name(), &mut problems);
    check_family("BG_CONTROL_STYLE_", |v| ControlGroupStyle::from_raw(v).name(), &mut problems);
    check_family("BG_LABEL_STYLE_", |v| LabelStyle::from_raw(v).name(), &mut problems);
    check_family("BG_SELECTION_", |v| Selection::from_raw(v).name(), &mut problems);
    check_family("BG_PLACEMENT_", |v| Placement::from_raw(v).name(), &mut problems);
    check_family("BG_BAR_", |v| Bar::from_raw(v).name(), &mut problems);
    check_family("BG_CONTEXT_", |v| ControlContext::from_raw(v).name(), &mut problems);
    check_family("BG_CONTROL_TARGET_", |v| ControlTargetKind::from_raw(v).name(), &mut problems);
    check_family("BG_DIAGNOSTIC_", |v| DiagnosticKind::from_raw(v).name(), &mut problems);
    check_family("BG_CONTENT_H_", |v| ContentHorizontalAlignment::from_raw(v).name(), &mut problems);
    check_family("BG_CONTENT_V_", |v| ContentVerticalAlignment::from_raw(v).name(), &mut problems);
    check_family("BG_CONTENT_SIZE_", |v| ContentSize::from_raw(v).name(), &mut problems);
    check_family("BG_CONTENT_MODE_", |v| ContentMode::from_raw(v).name(), &mut problems);
    check_family("BG_CONTROL_SIZE_", |v| ControlSize::from_raw(v).name(), &mut problems);
    check_family("BG_TEXT_STYLE_", |v| TextStyle::from_raw(v).name(), &mut problems);
    check_family("BG_LINE_BREAK_", |v| LineBreakMode::from_raw(v).name(), &mut problems);
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// The crate does not wrap `bg_status_string`: an [`Error`](crate::Error) shows its status as
/// "BG_E_<NAME>" from [`Status::name`](crate::Status::name), which must be the name the library
/// gives every code (the description after it is the variant's documentation).
#[test]
fn every_status_is_named_as_the_library_names_it() {
    let mut codes = 0;
    for (constant, value) in constants() {
        if !constant.starts_with("BG_E_") {
            continue;
        }
        codes += 1;
        // SAFETY: never fails; static NUL-terminated text.
        let library = unsafe { crate::error::text(crate::sys::bg_status_string(value as i32)) };
        let name = format!("BG_E_{}", crate::Status::from_raw(value as i32).name().to_uppercase());
        assert_eq!(library.split(':').next(), Some(name.as_str()), "{}", library);
        assert_eq!(name, constant);
        let error = crate::Error::new(crate::Status::from_raw(value as i32), "f: what".into());
        assert!(error.to_string().ends_with(&format!("({})", name)), "{}", error);
    }
    assert!(codes >= 10, "the BG_E_* codes, got {}", codes);
}

#[test]
fn the_crate_and_the_library_agree_on_the_version() {
    let number = crate::version_number();
    let text = crate::version();
    assert_eq!(text, format!("{}.{}.{}", number / 10000, number / 100 % 100, number % 100));
    assert!(number >= 10000, "a 1.x library, got {}", text);
}
