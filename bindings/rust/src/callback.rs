//! Closures as C callbacks: each closure is boxed, handed to the library as its `user_data`,
//! called through an `extern "C"` trampoline, and dropped by the registration's destroy
//! function, which the library calls exactly once (buttongroup/common.h, "Callbacks").

use std::os::raw::{c_char, c_void};

use crate::error::{guard, optional_text};
use crate::geometry::Size;
use crate::sys;

/// A text measurer: (font, text, max_width) to the text's size, or None when it cannot measure
/// (the call that measured then fails with [`Status::Callback`](crate::Status::Callback)).
pub type MeasureFn = Box<dyn FnMut(&str, &str, f64) -> Option<Size> + Send>;

/// Boxes `value` for the library: its user_data and the destroy function that drops it.
pub(crate) fn into_user_data<T: Send>(value: T) -> (*mut c_void, sys::bg_destroy_fn) {
    (Box::into_raw(Box::new(value)) as *mut c_void, Some(release::<T>))
}

/// The destroy function of a `T` boxed by [`into_user_data`].
unsafe extern "C" fn release<T>(user_data: *mut c_void) {
    // SAFETY: user_data came from Box::into_raw of a Box<T>, and the library calls destroy
    // exactly once per registration, after which it never passes user_data again.
    guard((), || drop(Box::from_raw(user_data as *mut T)));
}

/// The closure behind a user_data.
///
/// # Safety
/// `user_data` came from [`into_user_data`] with a `T` not yet released, and no other reference
/// to it is alive (the library runs one callback of an object at a time per call).
pub(crate) unsafe fn closure<'a, T>(user_data: *mut c_void) -> &'a mut T {
    &mut *(user_data as *mut T)
}

/// The measure trampoline shared by every object (`bg_measure_fn`).
pub(crate) unsafe extern "C" fn measure(
    user_data: *mut c_void,
    font: *const c_char,
    text: *const c_char,
    text_len: usize,
    max_width: f64,
    out: *mut sys::bg_size,
) -> sys::bg_status {
    guard(sys::BG_E_CALLBACK, || {
        // SAFETY: the library passes a live user_data of ours, a NUL-terminated font and
        // text_len bytes of UTF-8 text, valid during the call, and a writable out.
        let measure = closure::<MeasureFn>(user_data);
        let bytes = std::slice::from_raw_parts(text as *const u8, text_len);
        let (font, text) = match (optional_text(font), std::str::from_utf8(bytes)) {
            (Some(font), Ok(text)) => (font, text),
            _ => return sys::BG_E_CALLBACK,
        };
        match measure(font, text, max_width) {
            Some(size) => {
                *out = size.into();
                sys::BG_OK
            }
            None => sys::BG_E_CALLBACK,
        }
    })
}
