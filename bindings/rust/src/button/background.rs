//! A button's background: fill, stroke, corners, and what the host puts in it (an image, a
//! visual effect, a custom view).

use std::ffi::CString;

use crate::enums::CornerStyle;
use crate::error::{c_ptr, c_string_opt, optional_text, Result};
use crate::geometry::Size;
use crate::sys;

c_enum! {
    /// How a background image fills the button (UIKit's content modes); scale-to-fill by
    /// default.
    #[derive(Default)]
    ContentMode {
        /// Stretched to the bounds.
        #[default]
        ScaleToFill = sys::BG_CONTENT_MODE_SCALE_TO_FILL, "scale_to_fill";
        /// Scaled to fit, aspect kept, centred.
        ScaleAspectFit = sys::BG_CONTENT_MODE_SCALE_ASPECT_FIT, "scale_aspect_fit";
        /// Scaled to fill, aspect kept, centred and cropped.
        ScaleAspectFill = sys::BG_CONTENT_MODE_SCALE_ASPECT_FILL, "scale_aspect_fill";
        /// Its own size, centred.
        Center = sys::BG_CONTENT_MODE_CENTER, "center";
        /// Its own size, centred across, at the top.
        Top = sys::BG_CONTENT_MODE_TOP, "top";
        /// Its own size, centred across, at the bottom.
        Bottom = sys::BG_CONTENT_MODE_BOTTOM, "bottom";
        /// Its own size, centred down, at the left.
        Left = sys::BG_CONTENT_MODE_LEFT, "left";
        /// Its own size, centred down, at the right.
        Right = sys::BG_CONTENT_MODE_RIGHT, "right";
        /// Its own size, in the top-left corner.
        TopLeft = sys::BG_CONTENT_MODE_TOP_LEFT, "top_left";
        /// Its own size, in the top-right corner.
        TopRight = sys::BG_CONTENT_MODE_TOP_RIGHT, "top_right";
        /// Its own size, in the bottom-left corner.
        BottomLeft = sys::BG_CONTENT_MODE_BOTTOM_LEFT, "bottom_left";
        /// Its own size, in the bottom-right corner.
        BottomRight = sys::BG_CONTENT_MODE_BOTTOM_RIGHT, "bottom_right";
        /// As scale-to-fill.
        Redraw = sys::BG_CONTENT_MODE_REDRAW, "redraw";
    }
}

/// A button's background.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Background {
    /// The fill, 0xRRGGBBAA, or None: not filled.
    pub fill_color: Option<u32>,
    /// The stroke's colour, or None: the button's tint.
    pub stroke_color: Option<u32>,
    /// The stroke's width (0: no stroke).
    pub stroke_width: f64,
    /// How far the stroke lies outside the bounds (inside when negative).
    pub stroke_outset: f64,
    /// How the corners are rounded (the library's default: capsule).
    pub corner_style: CornerStyle,
    /// The radius with [`CornerStyle::Fixed`].
    pub corner_radius: f64,
    /// The host's name of a background image, or None (sized by the button's image measurer).
    pub image: Option<String>,
    /// How the image fills the background.
    pub image_content_mode: ContentMode,
    /// The host's name of a visual effect, or None.
    pub visual_effect: Option<String>,
    /// The size of a custom view the host puts in the background, or None.
    pub custom_view_size: Option<Size>,
}

fn color(has: i32, value: u32) -> Option<u32> {
    (has != 0).then_some(value)
}

impl Background {
    /// A copy of a C background.
    ///
    /// # Safety
    /// Its strings are NULL or valid NUL-terminated text.
    pub(crate) unsafe fn from_raw(b: &sys::bg_background_config) -> Self {
        Background {
            fill_color: color(b.has_fill_color, b.fill_color),
            stroke_color: color(b.has_stroke_color, b.stroke_color),
            stroke_width: b.stroke_width,
            stroke_outset: b.stroke_outset,
            corner_style: CornerStyle::from_raw(b.corner_style),
            corner_radius: b.corner_radius,
            image: optional_text(b.image).map(str::to_owned),
            image_content_mode: ContentMode::from_raw(b.image_content_mode),
            visual_effect: optional_text(b.visual_effect).map(str::to_owned),
            custom_view_size: (b.has_custom_view != 0).then(|| b.custom_view_size.into()),
        }
    }

    /// Writes itself into `r`; the strings it points to go into `strings`.
    pub(crate) fn write(&self, r: &mut sys::bg_background_config, strings: &mut Vec<Option<CString>>) -> Result<()> {
        let image = c_string_opt("Background image", self.image.as_deref())?;
        let effect = c_string_opt("Background visual_effect", self.visual_effect.as_deref())?;
        (r.has_fill_color, r.fill_color) = (self.fill_color.is_some() as i32, self.fill_color.unwrap_or(0));
        (r.has_stroke_color, r.stroke_color) = (self.stroke_color.is_some() as i32, self.stroke_color.unwrap_or(0));
        r.stroke_width = self.stroke_width;
        r.stroke_outset = self.stroke_outset;
        r.corner_style = self.corner_style.raw();
        r.corner_radius = self.corner_radius;
        r.image = c_ptr(&image);
        r.image_content_mode = self.image_content_mode.raw();
        r.visual_effect = c_ptr(&effect);
        r.has_custom_view = self.custom_view_size.is_some() as i32;
        r.custom_view_size = self.custom_view_size.unwrap_or_default().into();
        strings.push(image);
        strings.push(effect);
        Ok(())
    }
}
