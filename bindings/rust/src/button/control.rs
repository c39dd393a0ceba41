//! A button's control properties beyond its configuration: a highlight the host sets, a tint of
//! its own, and where its content sits inside the content insets.

use super::Button;
use crate::error::{check, Result};
use crate::sys;

c_enum! {
    /// Where the content sits horizontally inside the content insets.
    ContentHorizontalAlignment {
        /// Centred (the default).
        Center = sys::BG_CONTENT_H_CENTER, "center";
        /// At the left edge in either direction.
        Left = sys::BG_CONTENT_H_LEFT, "left";
        /// At the right edge in either direction.
        Right = sys::BG_CONTENT_H_RIGHT, "right";
        /// Stretched across: the text block takes the width the image leaves.
        Fill = sys::BG_CONTENT_H_FILL, "fill";
        /// At the leading edge (right in right-to-left).
        Leading = sys::BG_CONTENT_H_LEADING, "leading";
        /// At the trailing edge.
        Trailing = sys::BG_CONTENT_H_TRAILING, "trailing";
    }
}

c_enum! {
    /// Where the content sits vertically inside the content insets.
    ContentVerticalAlignment {
        /// Centred (the default).
        Center = sys::BG_CONTENT_V_CENTER, "center";
        /// At the top edge.
        Top = sys::BG_CONTENT_V_TOP, "top";
        /// At the bottom edge.
        Bottom = sys::BG_CONTENT_V_BOTTOM, "bottom";
        /// Stretched down: the text block takes the height the image leaves.
        Fill = sys::BG_CONTENT_V_FILL, "fill";
    }
}

impl Button {
    /// Highlights it or not (a pointer press writes the same flag; read it with `state()`).
    pub fn set_highlighted(&mut self, highlighted: bool) -> Result<()> {
        // SAFETY: a plain call on our handle.
        check(unsafe { sys::bg_button_set_highlighted(self.raw, highlighted as i32) })
    }

    /// Gives it a tint of its own, 0xRRGGBBAA (None: the theme's): the foreground of a
    /// configuration without one and the stroke of a background without one.
    pub fn set_tint_color(&mut self, color: Option<u32>) -> Result<()> {
        // SAFETY: a plain call on our handle.
        check(unsafe { sys::bg_button_set_tint_color(self.raw, color.is_some() as i32, color.unwrap_or(0)) })
    }

    /// The tint in effect, and whether it is the button's own (false: the theme's).
    pub fn tint_color(&self) -> Result<(u32, bool)> {
        let (mut own, mut color) = (0, 0);
        // SAFETY: writable outs.
        check(unsafe { sys::bg_button_get_tint_color(self.raw, &mut own, &mut color) })?;
        Ok((color, own != 0))
    }

    /// Where the content sits inside the content insets (the view's `content_frame` shows it).
    pub fn set_content_alignment(
        &mut self,
        horizontal: ContentHorizontalAlignment,
        vertical: ContentVerticalAlignment,
    ) -> Result<()> {
        // SAFETY: a plain call on our handle.
        check(unsafe { sys::bg_button_set_content_alignment(self.raw, horizontal.raw(), vertical.raw()) })
    }

    /// The content alignment.
    pub fn content_alignment(&self) -> Result<(ContentHorizontalAlignment, ContentVerticalAlignment)> {
        let (mut horizontal, mut vertical) = (0, 0);
        // SAFETY: writable outs.
        check(unsafe { sys::bg_button_get_content_alignment(self.raw, &mut horizontal, &mut vertical) })?;
        Ok((ContentHorizontalAlignment::from_raw(horizontal), ContentVerticalAlignment::from_raw(vertical)))
    }
}
