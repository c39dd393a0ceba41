//! A host provider: a closure that derives the effective configuration for each state; and an
//! image measurer.

use std::os::raw::{c_char, c_void};

use super::config::RawConfig;
use super::{Button, ButtonConfig};
use crate::callback::{closure, into_user_data};
use crate::enums::State;
use crate::error::{check, guard, optional_text, Result};
use crate::geometry::Size;
use crate::sys;

/// What a provider closure is: it edits a copy of the base configuration for a state.
type DeriveFn = dyn FnMut(State, &mut ButtonConfig) + Send;

/// A provider closure, and the C copy of the configuration it returned last: the library reads
/// its strings after the closure returns, so they live here until the next update.
struct Provider {
    derive: Box<DeriveFn>,
    last: Option<RawConfig>,
}

// SAFETY: RawConfig holds raw pointers into its own CStrings only (owned, moved with it);
// the closure is Send.
unsafe impl Send for Provider {}

impl Button {
    /// Derives the effective configuration with `derive(state, config)`: `config` starts as a
    /// copy of the base configuration; edit it for `state`. Replaces the style or plain
    /// provider (the plain dimming no longer applies, unless the closure chains to it through
    /// [`plain_provider`](Self::plain_provider)). A string holding a NUL byte fails the
    /// update with [`Status::Callback`](crate::Status::Callback). [`ButtonConfig`] has no styled
    /// text runs, so the effective configuration has none.
    ///
    /// ```
    /// use buttongroup::{Button, ButtonConfig, Direction, State};
    ///
    /// let config = ButtonConfig { title: Some("Send".into()), ..ButtonConfig::default() };
    /// let mut button = Button::new(None, &config)?;
    /// button.set_provider(|state, config| {
    ///     if state.contains(State::DISABLED) {
    ///         config.title = Some("Offline".into());
    ///     }
    /// })?;
    /// button.set_enabled(false)?;
    /// assert_eq!(button.layout(120.0, 44.0, 2.0, Direction::Ltr)?.title(), Some("Offline"));
    /// # Ok::<(), buttongroup::Error>(())
    /// ```
    pub fn set_provider(&mut self, derive: impl FnMut(State, &mut ButtonConfig) + Send + 'static) -> Result<()> {
        let (user_data, destroy) = into_user_data(Provider { derive: Box::new(derive), last: None });
        // SAFETY: provide reads user_data as this Provider, which the library drops once, by destroy.
        check(unsafe { sys::bg_button_set_host_provider(self.raw, Some(provide), user_data, destroy) })
    }

    /// Measures images by name with `measure(image)` (points), instead of the configuration's
    /// image_size or the theme's icon size; None fails the layout with
    /// [`Status::Callback`](crate::Status::Callback), and a zero side means "no size of its own".
    pub fn set_image_measure(&mut self, measure: impl FnMut(&str) -> Option<Size> + Send + 'static) -> Result<()> {
        let (user_data, destroy) = into_user_data::<ImageMeasureFn>(Box::new(measure));
        // SAFETY: measure_image reads user_data as this ImageMeasureFn, which the library drops once, by destroy.
        check(unsafe { sys::bg_button_set_image_measure_callback(self.raw, Some(measure_image), user_data, destroy) })
    }

    /// Back to the plain provider (disabled and pressed dim the colours).
    pub fn set_plain_provider(&mut self) -> Result<()> {
        // SAFETY: a plain call on our handle; the style name is ignored for this kind.
        check(unsafe { sys::bg_button_set_provider(self.raw, sys::BG_PROVIDER_PLAIN, std::ptr::null()) })
    }

    /// The plain provider's edit of `config` for `state`, with this button's theme: its colours
    /// as the plain provider sets them (dimmed when disabled or highlighted), every other field
    /// as it was. `config` changes only on success; an invalid one is refused with
    /// [`Status::InvalidArgument`](crate::Status::InvalidArgument). A provider closure cannot
    /// borrow its button: it chains to the plain provider through
    /// [`plain_provider`](Self::plain_provider).
    pub fn plain_update(&self, state: State, config: &mut ButtonConfig) -> Result<()> {
        self.plain_provider().update(state, config)
    }

    /// The button's plain provider, for a provider closure to chain to (see [`PlainProvider`]).
    pub fn plain_provider(&self) -> PlainProvider {
        PlainProvider { raw: self.raw }
    }
}

/// A button's plain provider, for a provider closure ([`Button::set_provider`]) to finish with
/// the plain dimming after its own edits. It names its button without borrowing it: once the
/// button is dropped, [`update`](Self::update) fails with
/// [`Status::InvalidHandle`](crate::Status::InvalidHandle).
///
/// ```
/// use buttongroup::{Button, ButtonConfig, Direction, State};
///
/// let config = ButtonConfig { title: Some("Send".into()), ..ButtonConfig::default() };
/// let mut button = Button::new(None, &config)?;
/// let plain = button.plain_provider();
/// button.set_provider(move |state, config| {
///     if state.contains(State::SELECTED) {
///         config.title = Some("Sent".into());
///     }
///     plain.update(state, config).expect("a valid configuration");
/// })?;
/// button.set_selected(true)?;
/// button.set_enabled(false)?;
/// let mut expected = button.config()?;
/// expected.title = Some("Sent".into());
/// button.plain_update(State::SELECTED | State::DISABLED, &mut expected)?;
/// assert_eq!(button.effective_config()?, expected); // the title, dimmed
/// # Ok::<(), buttongroup::Error>(())
/// ```
#[derive(Copy, Clone, Debug)]
pub struct PlainProvider {
    raw: sys::bg_button,
}

impl PlainProvider {
    /// The plain provider's edit of `config` for `state` (as [`Button::plain_update`]).
    pub fn update(&self, state: State, config: &mut ButtonConfig) -> Result<()> {
        let mut raw = config.to_raw()?;
        // SAFETY: a configuration whose strings live in `raw` during the call; the library
        // changes its colours only, so its strings are still those of `raw` when copied back.
        unsafe {
            check(sys::bg_button_plain_update(self.raw, state.0, &mut raw.raw))?;
            *config = ButtonConfig::from_raw(&raw.raw);
        }
        Ok(())
    }
}

type ImageMeasureFn = Box<dyn FnMut(&str) -> Option<Size> + Send>;

unsafe extern "C" fn measure_image(
    user_data: *mut c_void,
    image: *const c_char,
    out: *mut sys::bg_size,
) -> sys::bg_status {
    guard(sys::BG_E_CALLBACK, || {
        // SAFETY: user_data is a live ImageMeasureFn of ours; image is NUL-terminated UTF-8 and
        // out writable, both during the call.
        match optional_text(image).and_then(|name| closure::<ImageMeasureFn>(user_data)(name)) {
            Some(size) => {
                *out = size.into();
                sys::BG_OK
            }
            None => sys::BG_E_CALLBACK,
        }
    })
}

unsafe extern "C" fn provide(
    user_data: *mut c_void,
    _button: sys::bg_button,
    state: u32,
    config: *mut sys::bg_button_config,
) -> sys::bg_status {
    guard(sys::BG_E_CALLBACK, || {
        // SAFETY: user_data is a live Provider of ours; config is a valid configuration whose
        // strings are valid during the call.
        let provider = closure::<Provider>(user_data);
        let mut derived = ButtonConfig::from_raw(&*config);
        (provider.derive)(State(state), &mut derived);
        match derived.to_raw() {
            Ok(mut raw) => {
                // Write no more than the struct the library passed (its struct_size) holds.
                let size = ((*config).struct_size as usize).min(std::mem::size_of::<sys::bg_button_config>());
                raw.raw.struct_size = (*config).struct_size;
                std::ptr::copy_nonoverlapping(&raw.raw as *const _ as *const u8, config as *mut u8, size);
                provider.last = Some(raw);
                sys::BG_OK
            }
            Err(_) => sys::BG_E_CALLBACK,
        }
    })
}
