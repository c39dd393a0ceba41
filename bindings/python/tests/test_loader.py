"""Finding the library and checking its version."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

import buttongroup
from buttongroup import LibraryNotFoundError, LibraryVersionError, _loader


@pytest.mark.parametrize("number", [10000, 10001, 10099, 10100, 19999])
def test_compatible_versions_load(number: int) -> None:
    _loader.check_version(number)  # 1.0.0, 1.0.1, 1.0.99, 1.1.0, 1.99.99


@pytest.mark.parametrize("number", [100, 499, 410, 9999])
def test_a_0_x_library_is_too_old(number: int) -> None:
    with pytest.raises(LibraryVersionError, match=r"too old, this binding needs >= 1\.0$"):
        _loader.check_version(number)  # 0.x has no bg_group_layout_frames into the caller's array


def test_the_message_names_the_version_found_and_the_one_needed() -> None:
    with pytest.raises(LibraryVersionError, match=r"^libbuttongroup 0\.0\.7 is too old, this binding needs >= 1\.0$"):
        _loader.check_version(7)


def test_a_newer_major_is_rejected() -> None:
    with pytest.raises(LibraryVersionError, match=r"libbuttongroup 2\.0\.0 is too new, this binding needs 1\.x"):
        _loader.check_version(20000)


def test_version_errors_are_import_errors() -> None:
    assert issubclass(LibraryVersionError, ImportError) and issubclass(LibraryNotFoundError, ImportError)


def test_loading_an_old_library_fails_with_the_version(tmp_path: Path) -> None:
    compiler = shutil.which("gcc") or shutil.which("cc")
    assert compiler, "a C compiler is needed to build a fake old library"
    source = tmp_path / "old.c"
    source.write_text("int bg_version_number(void) { return 5; }\n", encoding="utf-8")
    library = tmp_path / "libold.so"
    subprocess.run([compiler, "-shared", "-fPIC", str(source), "-o", str(library)], check=True)
    with pytest.raises(LibraryVersionError, match=r"0\.0\.5 is too old, this binding needs >= 1\.0"):
        _loader.load_library(library)


def test_a_library_that_is_not_libbuttongroup(tmp_path: Path) -> None:
    compiler = shutil.which("gcc") or shutil.which("cc")
    assert compiler
    source = tmp_path / "other.c"
    source.write_text("int other(void) { return 0; }\n", encoding="utf-8")
    library = tmp_path / "libother.so"
    subprocess.run([compiler, "-shared", "-fPIC", str(source), "-o", str(library)], check=True)
    with pytest.raises(LibraryNotFoundError, match="not libbuttongroup"):
        _loader.load_library(library)
    with pytest.raises(LibraryNotFoundError, match="cannot load"):
        _loader.load_library(source)


def test_the_override_must_exist(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv(_loader.ENVIRONMENT_VARIABLE, str(tmp_path / "missing.so"))
    with pytest.raises(LibraryNotFoundError, match="BUTTONGROUP_LIBRARY"):
        _loader.library_path()


def test_the_override_wins(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    library = tmp_path / "libbuttongroup.so"
    library.write_bytes(b"")
    monkeypatch.setenv(_loader.ENVIRONMENT_VARIABLE, str(library))
    assert _loader.library_path() == library


def test_without_override_the_bundled_library_is_used(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(_loader.ENVIRONMENT_VARIABLE, raising=False)
    bundled = Path(_loader.__file__).parent / "_lib" / "libbuttongroup.so"
    if bundled.is_file():
        assert _loader.library_path() == bundled
    else:
        with pytest.raises(LibraryNotFoundError, match="pip install"):
            _loader.library_path()


def test_the_running_library_version() -> None:
    major, minor, _ = (int(part) for part in buttongroup.library_version().split("."))
    assert major == _loader.EXPECTED_MAJOR and minor >= _loader.EXPECTED_MINOR


def test_public_api_is_exported() -> None:
    for name in buttongroup.__all__:
        assert hasattr(buttongroup, name), name
    package = Path(buttongroup.__file__).parent
    assert (package / "py.typed").is_file()
