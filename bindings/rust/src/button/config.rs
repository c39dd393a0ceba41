//! A button's configuration: what it shows, as an owned Rust value.

use std::ffi::CString;

use super::background::Background;
use crate::error::{c_ptr, c_string_opt, optional_text, Result};
use crate::geometry::Size;
use crate::sys;

c_enum! {
    /// Where the image sits relative to the texts.
    ImagePlacement {
        /// Before the text in reading order.
        Leading = sys::BG_IMAGE_LEADING, "leading";
        /// After the text in reading order.
        Trailing = sys::BG_IMAGE_TRAILING, "trailing";
        /// Above the text.
        Top = sys::BG_IMAGE_TOP, "top";
        /// Left of the text in either direction.
        Left = sys::BG_IMAGE_LEFT, "left";
        /// Below the text.
        Bottom = sys::BG_IMAGE_BOTTOM, "bottom";
        /// Right of the text in either direction.
        Right = sys::BG_IMAGE_RIGHT, "right";
    }
}

c_enum! {
    /// How the title and subtitle align with each other.
    TitleAlignment {
        /// Toward the image.
        Automatic = sys::BG_TITLE_ALIGN_AUTOMATIC, "automatic";
        /// Leading edges aligned.
        Leading = sys::BG_TITLE_ALIGN_LEADING, "leading";
        /// Centred.
        Center = sys::BG_TITLE_ALIGN_CENTER, "center";
        /// Trailing edges aligned.
        Trailing = sys::BG_TITLE_ALIGN_TRAILING, "trailing";
        /// Left edges aligned in either direction.
        Left = sys::BG_TITLE_ALIGN_LEFT, "left";
        /// Right edges aligned in either direction.
        Right = sys::BG_TITLE_ALIGN_RIGHT, "right";
    }
}

c_enum! {
    /// The kind of a label button (ButtonWithLabel).
    LabelType {
        /// "Info" and a question-mark icon.
        Info = sys::BG_LABEL_TYPE_INFO, "info";
        /// "Alert" and an exclamation-mark icon.
        Alert = sys::BG_LABEL_TYPE_ALERT, "alert";
    }
}

/// Insets between the bounds and the content, in points.
#[derive(Copy, Clone, Debug, PartialEq)]
pub enum Insets {
    /// Leading and trailing follow the reading direction.
    Directional {
        /// Top.
        top: f64,
        /// Leading (left in left-to-right).
        leading: f64,
        /// Bottom.
        bottom: f64,
        /// Trailing.
        trailing: f64,
    },
    /// Left and right in either direction.
    Physical {
        /// Top.
        top: f64,
        /// Left.
        left: f64,
        /// Bottom.
        bottom: f64,
        /// Right.
        right: f64,
    },
}

/// Everything a button shows. `ButtonConfig::default()` is the library's empty configuration.
///
/// ```
/// use buttongroup::{ButtonConfig, ImagePlacement};
///
/// let config = ButtonConfig {
///     title: Some("Download".into()),
///     image: Some("arrow.down".into()),
///     image_placement: ImagePlacement::Top,
///     ..ButtonConfig::default()
/// };
/// assert!(config.background.is_some()); // the empty background
/// ```
#[derive(Clone, Debug, PartialEq)]
pub struct ButtonConfig {
    /// The title, or None.
    pub title: Option<String>,
    /// The subtitle, or None.
    pub subtitle: Option<String>,
    /// The host's image name, or None.
    pub image: Option<String>,
    /// The image's size (None: measured, else the theme's icon size).
    pub image_size: Option<Size>,
    /// Where the image sits.
    pub image_placement: ImagePlacement,
    /// How the texts align.
    pub title_alignment: TitleAlignment,
    /// An activity indicator in the image's place.
    pub shows_activity_indicator: bool,
    /// The title's colour (None: the foreground colour).
    pub title_color: Option<u32>,
    /// The subtitle's colour (None: the foreground colour).
    pub subtitle_color: Option<u32>,
    /// The foreground colour (None: the tint).
    pub foreground_color: Option<u32>,
    /// Between the bounds and the content.
    pub content_insets: Insets,
    /// Between the image and the texts.
    pub image_padding: f64,
    /// Between the title and the subtitle.
    pub title_padding: f64,
    /// The background, or None: no background at all.
    pub background: Option<Background>,
}

impl Default for ButtonConfig {
    fn default() -> Self {
        let mut raw = sys::bg_button_config::default();
        // SAFETY: the default theme and a writable out; the call cannot fail with them.
        unsafe { sys::bg_button_config_init(sys::bg_theme::default(), &mut raw) };
        // SAFETY: the initialized configuration has no strings.
        unsafe { ButtonConfig::from_raw(&raw) }
    }
}

fn color(has: i32, value: u32) -> Option<u32> {
    if has != 0 {
        Some(value)
    } else {
        None
    }
}

impl ButtonConfig {
    /// A copy of a C configuration.
    ///
    /// # Safety
    /// Its strings are NULL or valid NUL-terminated text.
    pub(crate) unsafe fn from_raw(raw: &sys::bg_button_config) -> Self {
        let own = |pointer| optional_text(pointer).map(str::to_owned);
        let i = raw.content_insets;
        ButtonConfig {
            title: own(raw.title),
            subtitle: own(raw.subtitle),
            image: own(raw.image),
            image_size: Some(Size::from(raw.image_size)).filter(|s| s.width != 0.0 || s.height != 0.0),
            image_placement: ImagePlacement::from_raw(raw.image_placement),
            title_alignment: TitleAlignment::from_raw(raw.title_alignment),
            shows_activity_indicator: raw.shows_activity_indicator != 0,
            title_color: color(raw.has_title_color, raw.title_color),
            subtitle_color: color(raw.has_subtitle_color, raw.subtitle_color),
            foreground_color: color(raw.has_foreground_color, raw.foreground_color),
            content_insets: if raw.directional_insets != 0 {
                Insets::Directional { top: i.top, leading: i.left, bottom: i.bottom, trailing: i.right }
            } else {
                Insets::Physical { top: i.top, left: i.left, bottom: i.bottom, right: i.right }
            },
            image_padding: raw.image_padding,
            title_padding: raw.title_padding,
            background: (raw.has_background != 0).then(|| Background::from_raw(&raw.background)),
        }
    }

    /// The C configuration, with the strings it points to (refused when one holds a NUL byte).
    pub(crate) fn to_raw(&self) -> Result<RawConfig> {
        let mut strings = vec![
            c_string_opt("ButtonConfig title", self.title.as_deref())?,
            c_string_opt("ButtonConfig subtitle", self.subtitle.as_deref())?,
            c_string_opt("ButtonConfig image", self.image.as_deref())?,
        ];
        let mut raw = sys::bg_button_config::default();
        // SAFETY: as in `default`.
        unsafe { sys::bg_button_config_init(sys::bg_theme::default(), &mut raw) };
        raw.title = c_ptr(&strings[0]);
        raw.subtitle = c_ptr(&strings[1]);
        raw.image = c_ptr(&strings[2]);
        raw.image_size = self.image_size.unwrap_or_default().into();
        raw.image_placement = self.image_placement.raw();
        raw.title_alignment = self.title_alignment.raw();
        raw.shows_activity_indicator = self.shows_activity_indicator as i32;
        (raw.has_title_color, raw.title_color) = (self.title_color.is_some() as i32, self.title_color.unwrap_or(0));
        (raw.has_subtitle_color, raw.subtitle_color) =
            (self.subtitle_color.is_some() as i32, self.subtitle_color.unwrap_or(0));
        (raw.has_foreground_color, raw.foreground_color) =
            (self.foreground_color.is_some() as i32, self.foreground_color.unwrap_or(0));
        let (directional, insets) = match self.content_insets {
            Insets::Directional { top, leading, bottom, trailing } => (1, [top, leading, bottom, trailing]),
            Insets::Physical { top, left, bottom, right } => (0, [top, left, bottom, right]),
        };
        raw.directional_insets = directional;
        raw.content_insets = sys::bg_insets { top: insets[0], left: insets[1], bottom: insets[2], right: insets[3] };
        raw.image_padding = self.image_padding;
        raw.title_padding = self.title_padding;
        raw.has_background = self.background.is_some() as i32;
        if let Some(background) = &self.background {
            background.write(&mut raw.background, &mut strings)?;
        }
        Ok(RawConfig { raw, _strings: strings })
    }
}

/// A C configuration and the strings it points to (which stay put when this moves).
pub(crate) struct RawConfig {
    pub(crate) raw: sys::bg_button_config,
    _strings: Vec<Option<CString>>,
}
