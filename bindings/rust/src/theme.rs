//! Design-token themes.

use std::marker::PhantomData;
use std::os::raw::c_char;
use std::ptr;

use crate::enums::{Role, State};
use crate::error::{c_string, check, Result};
use crate::sys;

/// A theme loaded from JSON: any subset of the built-in tokens overridden. Objects created with
/// it keep their own copy, so it may be dropped right after. Where a constructor takes an
/// `Option<&Theme>`, `None` is the process default theme: the built-in one unless
/// [`Theme::set_default`] made another the default.
///
/// ```
/// use buttongroup::Theme;
///
/// let theme = Theme::from_json(r#"{"spacer": {"xs": 12}}"#)?;
/// assert_eq!(theme.number("spacer/xs")?, 12.0);
/// assert_eq!(Theme::default_number("spacer/xs")?, 8.0);
/// # Ok::<(), buttongroup::Error>(())
/// ```
#[derive(Debug)]
pub struct Theme {
    pub(crate) raw: sys::bg_theme,
    _not_auto: PhantomData<*const ()>,
}

// SAFETY: a theme never changes once loaded and every call on it copies its answer into the
// caller's memory (buttongroup/common.h, "Threads": "Themes never change"); the library
// synchronizes its handle table, so a theme may be used and freed from any thread, and used from
// several threads at once.
unsafe impl Send for Theme {}
// SAFETY: as above: &Theme only reads, and concurrent reads of a theme are allowed.
unsafe impl Sync for Theme {}

/// Colours of one button role in one state, 0xRRGGBBAA.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct ButtonColors {
    /// Background.
    pub background: u32,
    /// Foreground (text and icon).
    pub foreground: u32,
    /// Border.
    pub border: u32,
}

impl Theme {
    /// Loads a theme from JSON text (a parse error names line, column and token path).
    pub fn from_json(json: &str) -> Result<Theme> {
        let mut raw = sys::bg_theme::default();
        // SAFETY: json is read during the call only, `length` bytes; raw is writable.
        check(unsafe { sys::bg_theme_load(json.as_ptr() as *const c_char, json.len(), &mut raw) })?;
        Ok(Theme { raw, _not_auto: PhantomData })
    }

    /// A number token of this theme, e.g. "spacer/md".
    pub fn number(&self, path: &str) -> Result<f64> {
        number(self.raw, path)
    }

    /// A number token of the default theme.
    pub fn default_number(path: &str) -> Result<f64> {
        number(sys::bg_theme::default(), path)
    }

    /// A colour token as 0xRRGGBBAA, e.g. "color/button/primary/default/background".
    pub fn color(&self, path: &str) -> Result<u32> {
        let path = c_string("Theme::color path", path)?;
        let mut value = 0;
        // SAFETY: a live handle, a NUL-terminated path and a writable out.
        check(unsafe { sys::bg_theme_color(self.raw, path.as_ptr(), &mut value) })?;
        Ok(value)
    }

    /// A text token, e.g. "typography/button/family".
    pub fn string(&self, path: &str) -> Result<String> {
        let path = c_string("Theme::string path", path)?;
        copy_text(|buf, capacity, needed| {
            // SAFETY: buf is NULL or `capacity` writable bytes; needed is writable.
            unsafe { sys::bg_theme_copy_string(self.raw, path.as_ptr(), buf, capacity, needed) }
        })
    }

    /// The warnings of the load (unknown keys), one per line; "" when there are none.
    pub fn warnings(&self) -> Result<String> {
        copy_text(|buf, capacity, needed| {
            // SAFETY: as in `string`.
            unsafe { sys::bg_theme_copy_warnings(self.raw, buf, capacity, needed) }
        })
    }

    /// The colours a host paints a button of `role` in `state` with.
    pub fn button_colors(&self, role: Role, state: State) -> Result<ButtonColors> {
        button_colors(self.raw, role, state)
    }

    /// The default theme's colours for `role` in `state`.
    pub fn default_button_colors(role: Role, state: State) -> Result<ButtonColors> {
        button_colors(sys::bg_theme::default(), role, state)
    }

    /// Takes ownership of a handle the library made for the caller.
    pub(crate) fn from_raw(raw: sys::bg_theme) -> Theme {
        Theme { raw, _not_auto: PhantomData }
    }

    /// The handle of `theme`, or {0} (the default theme) for None.
    pub(crate) fn raw_of(theme: Option<&Theme>) -> sys::bg_theme {
        theme.map_or_else(sys::bg_theme::default, |theme| theme.raw)
    }
}

impl Drop for Theme {
    fn drop(&mut self) {
        // SAFETY: the handle is ours and freed once; a failure cannot happen for a live theme.
        unsafe { sys::bg_theme_free(self.raw) };
    }
}

fn number(theme: sys::bg_theme, path: &str) -> Result<f64> {
    let path = c_string("Theme::number path", path)?;
    let mut value = 0.0;
    // SAFETY: a live (or default) handle, a NUL-terminated path and a writable out.
    check(unsafe { sys::bg_theme_number(theme, path.as_ptr(), &mut value) })?;
    Ok(value)
}

fn button_colors(theme: sys::bg_theme, role: Role, state: State) -> Result<ButtonColors> {
    let mut out = sys::bg_button_colors::default();
    // SAFETY: a live (or default) handle and a writable out.
    check(unsafe { sys::bg_theme_button_colors(theme, role.raw(), state.0, &mut out) })?;
    Ok(ButtonColors { background: out.background, foreground: out.foreground, border: out.border })
}

/// Text the library copies into a caller's buffer: asks for the size, then copies.
fn copy_text(call: impl Fn(*mut c_char, usize, *mut usize) -> sys::bg_status) -> Result<String> {
    let mut needed = 0usize;
    check(call(ptr::null_mut(), 0, &mut needed))?;
    let mut buffer = vec![0u8; needed.max(1)];
    check(call(buffer.as_mut_ptr() as *mut c_char, buffer.len(), &mut needed))?;
    buffer.truncate(needed.saturating_sub(1));
    Ok(String::from_utf8_lossy(&buffer).into_owned())
}
