//! Errors: the library's status and message, and panics in callbacks carried out of the call.

use std::any::Any;
use std::cell::RefCell;
use std::ffi::{CStr, CString};
use std::fmt;
use std::panic::{self, AssertUnwindSafe};

use crate::enums::Status;
use crate::sys;

/// What a call returns: its value, or the [`Error`] the library (or this crate) reported.
pub type Result<T> = std::result::Result<T, Error>;

/// A failed call: the library's status code and the message it left for this thread.
///
/// ```
/// use buttongroup::{Status, Theme};
///
/// let error = Theme::from_json("{").unwrap_err();
/// assert_eq!(error.status(), Status::Parse);
/// assert!(error.message().contains("bg_theme_load"), "{}", error.message());
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Error {
    status: Status,
    message: String,
}

impl Error {
    /// The status: [`Status::InvalidArgument`], [`Status::InvalidHandle`], ...
    pub fn status(&self) -> Status {
        self.status
    }

    /// The message, "function: what went wrong" (the library's words, or this crate's for an
    /// argument it refuses before calling, such as a string holding a NUL byte).
    pub fn message(&self) -> &str {
        &self.message
    }

    /// An error this crate reports itself, without calling the library.
    pub(crate) fn new(status: Status, message: String) -> Self {
        Error { status, message }
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} (BG_E_{})", self.message, self.status.name().to_uppercase())
    }
}

impl std::error::Error for Error {}

thread_local! {
    /// The first panic of a callback during the current call on this thread.
    static PANIC: RefCell<Option<Box<dyn Any + Send>>> = RefCell::new(None);
}

/// Runs host code inside a callback: a panic is caught (it must not unwind through the
/// library's frames), kept for [`check`] to resume once the call has returned, and `failed` is
/// returned to the library instead.
pub(crate) fn guard<R>(failed: R, body: impl FnOnce() -> R) -> R {
    match panic::catch_unwind(AssertUnwindSafe(body)) {
        Ok(value) => value,
        Err(payload) => {
            PANIC.with(|slot| {
                slot.borrow_mut().get_or_insert(payload);
            });
            failed
        }
    }
}

/// Resumes the panic a callback raised during the call that just returned, if any.
pub(crate) fn resume_callback_panic() {
    if let Some(payload) = PANIC.with(|slot| slot.borrow_mut().take()) {
        panic::resume_unwind(payload);
    }
}

/// Drops a panic kept from a callback without resuming it (used where unwinding is not allowed,
/// in `Drop` while the thread is already panicking).
pub(crate) fn forget_callback_panic() {
    PANIC.with(|slot| slot.borrow_mut().take());
}

/// Turns a status into a `Result`, reading this thread's message right after the call; a panic
/// of a callback of that call is resumed first, as if the call had raised it.
pub(crate) fn check(status: sys::bg_status) -> Result<()> {
    resume_callback_panic();
    if status == sys::BG_OK {
        return Ok(());
    }
    // SAFETY: bg_last_error_message never fails and returns NUL-terminated text valid until
    // this thread's next call into the library; it is copied at once.
    let message = unsafe { CStr::from_ptr(sys::bg_last_error_message()) };
    Err(Error::new(Status::from_raw(status), message.to_string_lossy().into_owned()))
}

/// A string for the library: refused with [`Status::InvalidArgument`] when it holds a NUL byte,
/// which would cut it short in C.
pub(crate) fn c_string(what: &str, text: &str) -> Result<CString> {
    CString::new(text).map_err(|error| {
        Error::new(
            Status::InvalidArgument,
            format!("{}: holds a NUL byte at {}: a C string would end there", what, error.nul_position()),
        )
    })
}

/// An optional string for the library (None: NULL).
pub(crate) fn c_string_opt(what: &str, text: Option<&str>) -> Result<Option<CString>> {
    text.map(|text| c_string(what, text)).transpose()
}

/// The pointer of an optional C string (NULL for None).
pub(crate) fn c_ptr(text: &Option<CString>) -> *const std::os::raw::c_char {
    text.as_ref().map_or(std::ptr::null(), |text| text.as_ptr())
}

/// A string the library returned, borrowed for `'a` ("" for NULL).
///
/// # Safety
/// `pointer` is NULL or NUL-terminated text that stays valid and unchanged for `'a`.
pub(crate) unsafe fn text<'a>(pointer: *const std::os::raw::c_char) -> &'a str {
    optional_text(pointer).unwrap_or("")
}

/// A string the library returned, or None for NULL.
///
/// # Safety
/// As [`text`].
pub(crate) unsafe fn optional_text<'a>(pointer: *const std::os::raw::c_char) -> Option<&'a str> {
    if pointer.is_null() {
        return None;
    }
    // The library writes UTF-8 only (buttongroup.h); a broken string would be its bug, shown
    // as U+FFFD rather than trusted.
    Some(CStr::from_ptr(pointer).to_str().unwrap_or("\u{FFFD}"))
}

/// `count` elements at `pointer`, borrowed for `'a` (empty for NULL or 0).
///
/// # Safety
/// `pointer` is NULL or points to `count` initialized elements valid and unchanged for `'a`.
pub(crate) unsafe fn slice<'a, T>(pointer: *const T, count: u32) -> &'a [T] {
    if pointer.is_null() || count == 0 {
        &[]
    } else {
        std::slice::from_raw_parts(pointer, count as usize)
    }
}
