//! Dynamic Type: a theme's content size category, which scales its fonts as iOS scales text
//! styles, and the process default theme.

use crate::error::{check, Result};
use crate::sys;
use crate::theme::Theme;

c_enum! {
    /// The reader's preferred text size (UIContentSizeCategory).
    ContentSize {
        /// Extra small (body text 14 points).
        XSmall = sys::BG_CONTENT_SIZE_XSMALL, "xsmall";
        /// Small (body 15).
        Small = sys::BG_CONTENT_SIZE_SMALL, "small";
        /// Medium (body 16).
        Medium = sys::BG_CONTENT_SIZE_MEDIUM, "medium";
        /// Large, the default (body 17): fonts keep their stated size.
        Large = sys::BG_CONTENT_SIZE_LARGE, "large";
        /// Extra large (body 19).
        XLarge = sys::BG_CONTENT_SIZE_XLARGE, "xlarge";
        /// Extra extra large (body 21).
        XxLarge = sys::BG_CONTENT_SIZE_XXLARGE, "xxlarge";
        /// Extra extra extra large (body 23).
        XxxLarge = sys::BG_CONTENT_SIZE_XXXLARGE, "xxxlarge";
        /// Accessibility size 1 (body 28).
        Accessibility1 = sys::BG_CONTENT_SIZE_ACCESSIBILITY1, "accessibility1";
        /// Accessibility size 2 (body 33).
        Accessibility2 = sys::BG_CONTENT_SIZE_ACCESSIBILITY2, "accessibility2";
        /// Accessibility size 3 (body 40).
        Accessibility3 = sys::BG_CONTENT_SIZE_ACCESSIBILITY3, "accessibility3";
        /// Accessibility size 4 (body 47).
        Accessibility4 = sys::BG_CONTENT_SIZE_ACCESSIBILITY4, "accessibility4";
        /// Accessibility size 5 (body 53).
        Accessibility5 = sys::BG_CONTENT_SIZE_ACCESSIBILITY5, "accessibility5";
    }
}

c_enum! {
    /// An iOS text style (UIFont.TextStyle).
    TextStyle {
        /// Large title (34 points at Large).
        LargeTitle = sys::BG_TEXT_STYLE_LARGE_TITLE, "large_title";
        /// Title 1 (28).
        Title1 = sys::BG_TEXT_STYLE_TITLE1, "title1";
        /// Title 2 (22).
        Title2 = sys::BG_TEXT_STYLE_TITLE2, "title2";
        /// Title 3 (20).
        Title3 = sys::BG_TEXT_STYLE_TITLE3, "title3";
        /// Headline (17).
        Headline = sys::BG_TEXT_STYLE_HEADLINE, "headline";
        /// Body (17): the style of button titles.
        Body = sys::BG_TEXT_STYLE_BODY, "body";
        /// Callout (16).
        Callout = sys::BG_TEXT_STYLE_CALLOUT, "callout";
        /// Subheadline (15).
        Subheadline = sys::BG_TEXT_STYLE_SUBHEADLINE, "subheadline";
        /// Footnote (13): the style of button subtitles.
        Footnote = sys::BG_TEXT_STYLE_FOOTNOTE, "footnote";
        /// Caption 1 (12).
        Caption1 = sys::BG_TEXT_STYLE_CAPTION1, "caption1";
        /// Caption 2 (11).
        Caption2 = sys::BG_TEXT_STYLE_CAPTION2, "caption2";
    }
}

impl TextStyle {
    /// Its size in points in `category`, from Apple's Dynamic Type table.
    ///
    /// ```
    /// use buttongroup::{ContentSize, TextStyle};
    ///
    /// assert_eq!(TextStyle::Body.size(ContentSize::Large)?, 17.0);
    /// assert_eq!(TextStyle::Body.size(ContentSize::Accessibility3)?, 40.0);
    /// # Ok::<(), buttongroup::Error>(())
    /// ```
    pub fn size(self, category: ContentSize) -> Result<f64> {
        let mut points = 0.0;
        // SAFETY: a writable out.
        check(unsafe { sys::bg_text_style_size(self.raw(), category.raw(), &mut points) })?;
        Ok(points)
    }
}

impl Theme {
    /// A new theme: this one (None: the default theme) with its content size category set to
    /// `category`; objects made with it lay out in the scaled fonts.
    pub fn with_content_size(theme: Option<&Theme>, category: ContentSize) -> Result<Theme> {
        let mut raw = sys::bg_theme::default();
        // SAFETY: a live (or default) theme and a writable out.
        check(unsafe { sys::bg_theme_with_content_size(Theme::raw_of(theme), category.raw(), &mut raw) })?;
        Ok(Theme::from_raw(raw))
    }

    /// Its content size category (Large unless its JSON says otherwise).
    pub fn content_size(&self) -> Result<ContentSize> {
        let mut category = 0;
        // SAFETY: a live handle and a writable out.
        check(unsafe { sys::bg_theme_content_size(self.raw, &mut category) })?;
        Ok(ContentSize::from_raw(category))
    }

    /// Makes `theme` (None: the built-in theme) the process default, the theme every `None`
    /// names from now on, in every thread. Objects already made keep theirs. The library keeps
    /// its own reference: dropping `theme` afterwards changes nothing.
    pub fn set_default(theme: Option<&Theme>) -> Result<()> {
        // SAFETY: a live (or {0}) handle.
        check(unsafe { sys::bg_theme_set_default(Theme::raw_of(theme)) })
    }

    /// A theme that stays the current default theme when the default changes later.
    pub fn current_default() -> Result<Theme> {
        let mut raw = sys::bg_theme::default();
        // SAFETY: a writable out.
        check(unsafe { sys::bg_theme_get_default(&mut raw) })?;
        Ok(Theme::from_raw(raw))
    }
}
