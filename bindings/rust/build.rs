//! Finds libbuttongroup.so for the linker and for the programs cargo runs (tests, examples).
//!
//! Where it looks, first found wins:
//!  1. the directory in the BUTTONGROUP_LIB_DIR environment variable;
//!  2. build/lib of the repository this crate sits in (what `make lib` builds);
//!  3. the `libdir` pkg-config reports for `buttongroup` (an installed library).
//!
//! The directory is added to the link search path and, as an rpath, to this package's tests and
//! examples, so they run without LD_LIBRARY_PATH.

use std::env;
use std::path::{Path, PathBuf};
use std::process::Command;

fn main() {
    println!("cargo:rerun-if-env-changed=BUTTONGROUP_LIB_DIR");
    println!("cargo:rerun-if-env-changed=PKG_CONFIG_PATH");
    let dir = library_dir().unwrap_or_else(|| {
        panic!(
            "libbuttongroup.so not found: run `make lib` at the repository's root, set \
             BUTTONGROUP_LIB_DIR to the directory that holds it, or install the library so that \
             `pkg-config --variable=libdir buttongroup` finds it"
        )
    });
    println!("cargo:rerun-if-changed={}", dir.join("libbuttongroup.so").display());
    println!("cargo:rustc-link-search=native={}", dir.display());
    println!("cargo:rustc-link-arg=-Wl,-rpath,{}", dir.display());
    println!("cargo:lib_dir={}", dir.display());
    println!("cargo:rustc-env=BUTTONGROUP_LIB_DIR={}", dir.display());
}

fn has_library(dir: &Path) -> bool {
    dir.join("libbuttongroup.so").exists()
}

fn library_dir() -> Option<PathBuf> {
    if let Some(dir) = env::var_os("BUTTONGROUP_LIB_DIR") {
        let dir = PathBuf::from(dir);
        if !has_library(&dir) {
            panic!("BUTTONGROUP_LIB_DIR={} has no libbuttongroup.so", dir.display());
        }
        return Some(dir);
    }
    let manifest = PathBuf::from(env::var_os("CARGO_MANIFEST_DIR")?);
    let in_tree = manifest.join("../../build/lib");
    if has_library(&in_tree) {
        return in_tree.canonicalize().ok();
    }
    let output = Command::new("pkg-config").args(["--variable=libdir", "buttongroup"]).output().ok()?;
    let dir = PathBuf::from(String::from_utf8(output.stdout).ok()?.trim());
    if output.status.success() && has_library(&dir) {
        Some(dir)
    } else {
        None
    }
}
