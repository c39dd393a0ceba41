//! Pictures: laid-out objects drawn as SVG by the library.

use crate::error::{check, Result};
use crate::sys;

/// How an object is drawn into a picture.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct PictureOptions {
    /// Also draw the overflow as a host presents it (a More sheet, an overflow menu).
    pub show_overflow: bool,
    /// Points of margin around the object (default 8).
    pub padding: f64,
    /// The canvas colour, 0xRRGGBBAA (default white; alpha 0: none).
    pub background: u32,
}

impl Default for PictureOptions {
    /// The library's defaults (bg_picture_options_init).
    fn default() -> Self {
        let mut raw = sys::bg_picture_options::default();
        // SAFETY: a writable out; the call cannot fail with one.
        unsafe { sys::bg_picture_options_init(&mut raw) };
        PictureOptions { show_overflow: raw.show_overflow != 0, padding: raw.padding, background: raw.background }
    }
}

/// Runs a picture call and borrows its text from the object (valid until the object's next
/// picture, change or drop: the caller ties it to `&mut self`).
pub(crate) fn svg<'a>(
    options: &PictureOptions,
    call: impl FnOnce(*const sys::bg_picture_options, *mut sys::bg_svg) -> sys::bg_status,
) -> Result<&'a str> {
    let mut raw = sys::bg_picture_options::default();
    // SAFETY: a writable out.
    check(unsafe { sys::bg_picture_options_init(&mut raw) })?;
    raw.show_overflow = options.show_overflow as i32;
    raw.padding = options.padding;
    raw.background = options.background;
    let mut out = sys::bg_svg { struct_size: std::mem::size_of::<sys::bg_svg>() as u32, ..Default::default() };
    check(call(&raw, &mut out))?;
    // SAFETY: `length` bytes of UTF-8 owned by the object, unchanged for 'a (see above).
    let bytes = unsafe { std::slice::from_raw_parts(out.text as *const u8, out.length) };
    Ok(std::str::from_utf8(bytes).unwrap_or("\u{FFFD}"))
}
