//! Button: a configuration-based button (ConfigurationBasedButton), and the label button
//! (ButtonWithLabel).

mod background;
mod config;
mod control;
mod provider;
mod text;
mod view;

pub use self::background::{Background, ContentMode};
pub use self::config::{ButtonConfig, ImagePlacement, Insets, LabelType, TitleAlignment};
pub use self::control::{ContentHorizontalAlignment, ContentVerticalAlignment};
pub use self::provider::PlainProvider;
pub use self::text::{LineBreakMode, TextDecoration, TextLine};
pub use self::view::{BackgroundView, ButtonA11y, ButtonView};

use std::marker::PhantomData;
use std::os::raw::c_void;

use crate::callback::{closure, into_user_data, measure, MeasureFn};
use crate::enums::{Direction, PointerPhase, State};
use crate::error::{c_ptr, c_string, c_string_opt, check, guard, Result};
use crate::geometry::Size;
use crate::picture::{svg, PictureOptions};
use crate::theme::Theme;
use crate::{object_dropped, sys};

/// A button showing a configuration. Changes are coalesced: the next read (layout, size,
/// configuration, accessibility) runs one update. Dropping it frees it and its closures.
///
/// ```
/// use buttongroup::{Button, ButtonConfig, Direction};
///
/// let config = ButtonConfig { title: Some("Pay".into()), ..ButtonConfig::default() };
/// let mut button = Button::new(None, &config)?;
/// let size = button.size_that_fits()?;
/// let view = button.layout(size.width, size.height, 2.0, Direction::Ltr)?;
/// assert_eq!(view.title(), Some("Pay"));
/// assert!(!view.title_truncated());
/// # Ok::<(), buttongroup::Error>(())
/// ```
pub struct Button {
    raw: sys::bg_button,
    _not_auto: PhantomData<*const ()>,
}

// SAFETY: as for ButtonGroup (group/mod.rs): any thread may use any object, the library
// serializes calls on one, and the closures a button holds are Send. Not Sync: its closures
// are FnMut, and only `&mut self` calls can run them.
unsafe impl Send for Button {}

type ActionFn = Box<dyn FnMut() + Send>;

impl Button {
    /// A button showing `config`, with the plain provider (disabled and pressed dim the colours).
    pub fn new(theme: Option<&Theme>, config: &ButtonConfig) -> Result<Self> {
        let config = config.to_raw()?;
        let mut raw = sys::bg_button::default();
        // SAFETY: the configuration and its strings are read during the call; raw is writable.
        check(unsafe { sys::bg_button_create(Theme::raw_of(theme), &config.raw, &mut raw) })?;
        Ok(Button { raw, _not_auto: PhantomData })
    }

    /// A label button ("Info" or "Alert" and its icon, pressed as one).
    pub fn with_label(theme: Option<&Theme>, kind: LabelType) -> Result<Self> {
        let mut raw = sys::bg_button::default();
        // SAFETY: a writable out.
        check(unsafe { sys::bg_button_create_with_label(Theme::raw_of(theme), kind.raw(), &mut raw) })?;
        Ok(Button { raw, _not_auto: PhantomData })
    }

    /// The C handle, for calls of [`sys`](crate::sys) this type does not wrap; never free it.
    pub fn as_raw(&self) -> sys::bg_button {
        self.raw
    }

    /// Replaces the base configuration.
    pub fn set_config(&mut self, config: &ButtonConfig) -> Result<()> {
        let config = config.to_raw()?;
        // SAFETY: read during the call only.
        check(unsafe { sys::bg_button_set_base_config(self.raw, &config.raw) })
    }

    /// A copy of the base configuration.
    pub fn config(&mut self) -> Result<ButtonConfig> {
        self.read_config(sys::bg_button_get_base_config)
    }

    /// A copy of the effective configuration (the provider's, for the current state).
    pub fn effective_config(&mut self) -> Result<ButtonConfig> {
        self.read_config(sys::bg_button_get_effective_config)
    }

    fn read_config(
        &mut self,
        call: unsafe extern "C" fn(sys::bg_button, *mut sys::bg_button_config) -> sys::bg_status,
    ) -> Result<ButtonConfig> {
        let mut out = sys::bg_button_config {
            struct_size: std::mem::size_of::<sys::bg_button_config>() as u32,
            ..Default::default()
        };
        // SAFETY: a writable out; its strings are copied before the next call.
        check(unsafe { call(self.raw, &mut out) })?;
        Ok(unsafe { ButtonConfig::from_raw(&out) })
    }

    /// Uses a style preset of the button's theme ("primaryFilled", ...), then the plain dimming.
    pub fn set_style(&mut self, style: &str) -> Result<()> {
        let style = c_string("Button::set_style style", style)?;
        // SAFETY: read during the call only.
        check(unsafe { sys::bg_button_set_provider(self.raw, sys::BG_PROVIDER_STYLE, style.as_ptr()) })
    }

    /// Enables or disables it (disabling ends a press and takes focus away).
    pub fn set_enabled(&mut self, enabled: bool) -> Result<()> {
        // SAFETY: a plain call on our handle.
        check(unsafe { sys::bg_button_set_enabled(self.raw, enabled as i32) })
    }

    /// Selects or deselects it.
    pub fn set_selected(&mut self, selected: bool) -> Result<()> {
        // SAFETY: a plain call on our handle.
        check(unsafe { sys::bg_button_set_selected(self.raw, selected as i32) })
    }

    /// Its control state.
    pub fn state(&self) -> Result<State> {
        let mut state = 0;
        // SAFETY: a writable out.
        check(unsafe { sys::bg_button_get_state(self.raw, &mut state) })?;
        Ok(State(state))
    }

    /// Called when it fires (pointer up inside, or `activate`).
    pub fn set_action(&mut self, action: impl FnMut() + Send + 'static) -> Result<()> {
        let (user_data, destroy) = into_user_data::<ActionFn>(Box::new(action));
        // SAFETY: button_action reads user_data as this ActionFn, which the library drops once, by destroy.
        check(unsafe { sys::bg_button_set_action(self.raw, Some(button_action), user_data, destroy) })
    }

    /// Called once per update, after the effective configuration changed.
    pub fn on_updated(&mut self, updated: impl FnMut() + Send + 'static) -> Result<()> {
        let (user_data, destroy) = into_user_data::<ActionFn>(Box::new(updated));
        // SAFETY: button_updated reads user_data as this ActionFn, which the library drops once, by destroy.
        check(unsafe { sys::bg_button_set_updated_callback(self.raw, Some(button_updated), user_data, destroy) })
    }

    /// Runs the pending update now, if there is one (changes are coalesced: any number of them
    /// make one update, run by this or by the next read); whether one ran. A failing provider
    /// fails it with [`Status::Callback`](crate::Status::Callback) and the update stays pending.
    ///
    /// ```
    /// use buttongroup::{Button, ButtonConfig};
    ///
    /// let mut button = Button::new(None, &ButtonConfig::default())?;
    /// button.flush()?;
    /// let before = button.update_count()?;
    /// button.set_enabled(false)?;
    /// button.set_selected(true)?;
    /// assert!(button.flush()?); // one update for both changes
    /// assert!(!button.flush()?); // nothing pending
    /// assert_eq!(button.update_count()?, before + 1);
    /// # Ok::<(), buttongroup::Error>(())
    /// ```
    pub fn flush(&mut self) -> Result<bool> {
        let mut updated = 0;
        // SAFETY: a writable out.
        check(unsafe { sys::bg_button_flush(self.raw, &mut updated) })?;
        Ok(updated != 0)
    }

    /// How many updates (provider passes) have run since the button was made.
    pub fn update_count(&self) -> Result<u64> {
        let mut count = 0;
        // SAFETY: a writable out.
        check(unsafe { sys::bg_button_update_count(self.raw, &mut count) })?;
        Ok(count)
    }

    /// Measures texts with `measure(font, text, max_width)` instead of the built-in metrics.
    pub fn set_measure(
        &mut self,
        measure_fn: impl FnMut(&str, &str, f64) -> Option<Size> + Send + 'static,
    ) -> Result<()> {
        let (user_data, destroy) = into_user_data::<MeasureFn>(Box::new(measure_fn));
        // SAFETY: measure reads user_data as this MeasureFn, which the library drops once, by destroy.
        check(unsafe { sys::bg_button_set_measure_callback(self.raw, Some(measure), user_data, destroy) })
    }

    /// The size it needs to show its effective configuration whole.
    pub fn size_that_fits(&mut self) -> Result<Size> {
        let mut size = sys::bg_size::default();
        // SAFETY: a writable out.
        check(unsafe { sys::bg_button_size_that_fits(self.raw, &mut size) })?;
        Ok(size.into())
    }

    /// Lays it out at `width` x `height` points.
    pub fn layout(&mut self, width: f64, height: f64, scale: f64, direction: Direction) -> Result<ButtonView<'_>> {
        let mut out = sys::bg_button_view {
            struct_size: std::mem::size_of::<sys::bg_button_view>() as u32,
            ..Default::default()
        };
        // SAFETY: a writable out whose struct_size is this header's.
        check(unsafe { sys::bg_button_layout(self.raw, width, height, scale, direction.raw(), &mut out) })?;
        Ok(ButtonView::new(out))
    }

    /// A pointer event in the latest layout: whether it fired the button.
    pub fn pointer(&mut self, phase: PointerPhase, x: f64, y: f64) -> Result<bool> {
        let mut fired = 0;
        // SAFETY: a writable out.
        check(unsafe { sys::bg_button_pointer(self.raw, phase.raw(), x, y, &mut fired) })?;
        Ok(fired != 0)
    }

    /// Activates it (Space / Return): fires its action unless disabled.
    pub fn activate(&mut self) -> Result<()> {
        // SAFETY: a plain call on our handle.
        check(unsafe { sys::bg_button_activate(self.raw) })
    }

    /// Takes or gives up keyboard focus: whether it has focus now.
    pub fn set_focus(&mut self, focused: bool) -> Result<bool> {
        let mut now = 0;
        // SAFETY: a writable out.
        check(unsafe { sys::bg_button_set_focus(self.raw, focused as i32, &mut now) })?;
        Ok(now != 0)
    }

    /// Sets the accessibility label (None: the title) and identifier.
    pub fn set_accessibility(&mut self, label: Option<&str>, identifier: Option<&str>) -> Result<()> {
        let label = c_string_opt("Button accessibility label", label)?;
        let identifier = c_string_opt("Button accessibility identifier", identifier)?;
        // SAFETY: read during the call only.
        check(unsafe { sys::bg_button_set_accessibility(self.raw, c_ptr(&label), c_ptr(&identifier)) })
    }

    /// What a screen reader announces for it.
    pub fn accessibility(&mut self) -> Result<ButtonA11y> {
        let mut out = sys::bg_button_a11y {
            struct_size: std::mem::size_of::<sys::bg_button_a11y>() as u32,
            ..Default::default()
        };
        // SAFETY: a writable out; its strings are copied at once.
        check(unsafe { sys::bg_button_get_accessibility(self.raw, &mut out) })?;
        Ok(unsafe { ButtonA11y::copy(&out) })
    }

    /// Where [`svg`](Self::svg) draws the background image from (a URL, a file path, a `data:`
    /// URI), as an SVG image at the view's background image frame clipped to the background;
    /// None (a new button's) draws a crossed placeholder there. The library draws no image of
    /// its own: [`Background::image`] names it for the host and its image measurer.
    pub fn set_background_image_href(&mut self, href: Option<&str>) -> Result<()> {
        let href = c_string_opt("Button::set_background_image_href href", href)?;
        // SAFETY: read during the call only (copied).
        check(unsafe { sys::bg_button_set_background_image_href(self.raw, c_ptr(&href)) })
    }

    /// The button as laid out last, drawn as SVG, borrowed from the button.
    pub fn svg(&mut self, options: &PictureOptions) -> Result<&str> {
        let raw = self.raw;
        // SAFETY: options and out are valid for the call; the text is tied to &mut self.
        svg(options, |options, out| unsafe { sys::bg_button_svg(raw, options, out) })
    }
}

impl Drop for Button {
    fn drop(&mut self) {
        // SAFETY: our handle, freed once; it releases every closure the button holds.
        unsafe { sys::bg_button_free(self.raw) };
        object_dropped();
    }
}

unsafe extern "C" fn button_action(user_data: *mut c_void, _button: sys::bg_button) -> sys::bg_status {
    // SAFETY: user_data is a live ActionFn of ours (callback.rs).
    guard(sys::BG_E_CALLBACK, || {
        closure::<ActionFn>(user_data)();
        sys::BG_OK
    })
}

unsafe extern "C" fn button_updated(user_data: *mut c_void, _button: sys::bg_button) {
    // SAFETY: as in button_action.
    guard((), || closure::<ActionFn>(user_data)());
}
