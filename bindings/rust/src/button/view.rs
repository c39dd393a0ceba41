//! A laid-out button, borrowed from the button, and its accessibility description.

use std::marker::PhantomData;

use super::text::{strided, TextDecoration, TextLine};
use super::Button;
use crate::enums::State;
use crate::error::{optional_text, text};
use crate::geometry::Rect;
use crate::sys;

/// A laid-out button: everything a host draws. It borrows the button (`'a`): its strings are
/// the button's until its next layout, change or drop.
///
/// ```compile_fail,E0499
/// use buttongroup::{Button, ButtonConfig, Direction};
///
/// let config = ButtonConfig { title: Some("Pay".into()), ..ButtonConfig::default() };
/// let mut button = Button::new(None, &config).unwrap();
/// let view = button.layout(120.0, 44.0, 2.0, Direction::Ltr).unwrap();
/// button.set_enabled(false).unwrap(); // a change: the view's strings would be stale
/// println!("{:?}", view.title());
/// ```
#[derive(Debug)]
pub struct ButtonView<'a> {
    raw: sys::bg_button_view,
    _button: PhantomData<&'a mut Button>,
}

/// The background of a laid-out button.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct BackgroundView {
    /// The background's frame (the bounds).
    pub frame: Rect,
    /// Its corner radius.
    pub corner_radius: f64,
    /// The stroke's frame, concentric with the background.
    pub stroke_frame: Rect,
    /// The stroke's corner radius.
    pub stroke_corner_radius: f64,
}

impl<'a> ButtonView<'a> {
    pub(crate) fn new(raw: sys::bg_button_view) -> Self {
        ButtonView { raw, _button: PhantomData }
    }

    /// The state it was laid out in.
    pub fn state(&self) -> State {
        State(self.raw.state)
    }

    /// (0, 0, width, height).
    pub fn bounds(&self) -> Rect {
        self.raw.bounds.into()
    }

    /// The bounds grown toward the minimum touch target.
    pub fn hit_frame(&self) -> Rect {
        self.raw.hit_frame.into()
    }

    /// The background, or None when the configuration has none.
    pub fn background(&self) -> Option<BackgroundView> {
        (self.raw.has_background != 0).then(|| BackgroundView {
            frame: self.raw.background_frame.into(),
            corner_radius: self.raw.corner_radius,
            stroke_frame: self.raw.stroke_frame.into(),
            stroke_corner_radius: self.raw.stroke_corner_radius,
        })
    }

    /// The image's name and frame, or None (no image, or the activity indicator instead).
    pub fn image(&self) -> Option<(&'a str, Rect)> {
        // SAFETY: a string owned by the button, valid for 'a.
        let name = unsafe { optional_text(self.raw.image) };
        name.filter(|_| self.raw.has_image != 0).map(|name| (name, self.raw.image_frame.into()))
    }

    /// The activity indicator's frame, or None.
    pub fn activity_indicator_frame(&self) -> Option<Rect> {
        (self.raw.has_activity_indicator != 0).then(|| self.raw.image_frame.into())
    }

    /// The title as displayed (cut with "…"; "" when not even that fits), or None: no title.
    pub fn title(&self) -> Option<&'a str> {
        // SAFETY: as in `image`.
        unsafe { optional_text(self.raw.title) }
    }

    /// The title's frame (empty when none is shown).
    pub fn title_frame(&self) -> Rect {
        self.raw.title_frame.into()
    }

    /// Whether the title is shown cut, or not at all.
    pub fn title_truncated(&self) -> bool {
        self.raw.title_truncated != 0
    }

    /// The subtitle as displayed, or None.
    pub fn subtitle(&self) -> Option<&'a str> {
        // SAFETY: as in `image`.
        unsafe { optional_text(self.raw.subtitle) }
    }

    /// The subtitle's frame (empty when none is shown).
    pub fn subtitle_frame(&self) -> Rect {
        self.raw.subtitle_frame.into()
    }

    /// Whether the subtitle is shown cut, or not at all.
    pub fn subtitle_truncated(&self) -> bool {
        self.raw.subtitle_truncated != 0
    }

    /// The image tint and indicator colour, 0xRRGGBBAA.
    pub fn foreground_color(&self) -> u32 {
        self.raw.foreground_color
    }

    /// The title's colour.
    pub fn title_color(&self) -> u32 {
        self.raw.title_color
    }

    /// The subtitle's colour.
    pub fn subtitle_color(&self) -> u32 {
        self.raw.subtitle_color
    }

    /// The background's fill, or None.
    pub fn fill_color(&self) -> Option<u32> {
        (self.raw.has_fill != 0).then_some(self.raw.fill_color)
    }

    /// The stroke's colour, or None when no stroke is drawn.
    pub fn stroke_color(&self) -> Option<u32> {
        (self.raw.has_stroke != 0).then_some(self.raw.stroke_color)
    }

    /// The stroke's width (0 when none is drawn).
    pub fn stroke_width(&self) -> f64 {
        self.raw.stroke_width
    }

    /// The content run (image, padding, texts) where the content alignment put it, or None when
    /// nothing is shown.
    pub fn content_frame(&self) -> Option<Rect> {
        let frame = Rect::from(self.raw.content_frame);
        (frame != Rect::default()).then_some(frame)
    }

    /// The background image's name and frame (by its content mode; it may reach past the
    /// background, which clips it), or None without one.
    pub fn background_image(&self) -> Option<(&'a str, Rect)> {
        // SAFETY: a string owned by the button, valid for 'a.
        unsafe { optional_text(self.raw.background_image) }.map(|name| (name, self.raw.background_image_frame.into()))
    }

    /// The background's visual effect name and frame (the whole background), or None.
    pub fn visual_effect(&self) -> Option<(&'a str, Rect)> {
        // SAFETY: as in `background_image`.
        unsafe { optional_text(self.raw.visual_effect) }.map(|name| (name, self.raw.visual_effect_frame.into()))
    }

    /// Where the host's custom view goes (its size centred in the background), or None.
    pub fn custom_view_frame(&self) -> Option<Rect> {
        (self.raw.has_custom_view != 0).then(|| self.raw.custom_view_frame.into())
    }

    /// The tint in effect, 0xRRGGBBAA.
    pub fn tint_color(&self) -> u32 {
        self.raw.tint_color
    }

    /// A label button's background behind its title: (colour, frame), or None.
    pub fn label_background(&self) -> Option<(u32, Rect)> {
        (self.raw.has_label_background != 0)
            .then(|| (self.raw.label_background_color, self.raw.label_background_frame.into()))
    }

    /// The title's lines, one under the other in `title_frame`, when it is set to several
    /// lines or another line break mode ([`Button::set_title_lines`]); then
    /// [`title`](Self::title) is the whole title and [`title_truncated`](Self::title_truncated)
    /// says whether a line is cut or some of it unseen. None (an empty iterator): the title is on
    /// one line, as `title` shows it.
    pub fn title_lines(&self) -> impl ExactSizeIterator<Item = TextLine<'a>> + 'a {
        // SAFETY: title_line_count lines owned by the button, unchanged while it is borrowed for
        // 'a, at their struct_size.
        unsafe { lines(self.raw.title_lines, self.raw.title_line_count) }
    }

    /// The subtitle's lines, as [`title_lines`](Self::title_lines) gives the title's.
    pub fn subtitle_lines(&self) -> impl ExactSizeIterator<Item = TextLine<'a>> + 'a {
        // SAFETY: as in `title_lines`.
        unsafe { lines(self.raw.subtitle_lines, self.raw.subtitle_line_count) }
    }

    /// The title's decorations ([`Button::set_title_decorations`]) as displayed, each with the
    /// stretch of the title's frame it covers: clipped to the title shown (the "…" taking the
    /// one it cuts), their ranges in [`title`](Self::title)'s bytes. Placed only on a title
    /// shown on one line: none when it has [`title_lines`](Self::title_lines).
    pub fn title_decorations(&self) -> impl ExactSizeIterator<Item = (TextDecoration, Rect)> + 'a {
        // SAFETY: title_decoration_count decorations (at their struct_size) and as many frames,
        // owned by the button and unchanged while it is borrowed for 'a.
        unsafe {
            decorations(self.raw.title_decorations, self.raw.title_decoration_frames, self.raw.title_decoration_count)
        }
    }

    /// The subtitle's decorations as displayed, as [`title_decorations`](Self::title_decorations)
    /// gives the title's.
    pub fn subtitle_decorations(&self) -> impl ExactSizeIterator<Item = (TextDecoration, Rect)> + 'a {
        // SAFETY: as in `title_decorations`.
        unsafe {
            decorations(
                self.raw.subtitle_decorations,
                self.raw.subtitle_decoration_frames,
                self.raw.subtitle_decoration_count,
            )
        }
    }
}

/// The lines of a view.
///
/// # Safety
/// As [`strided`]; each line's text is NULL or NUL-terminated text valid for `'a`.
unsafe fn lines<'a>(pointer: *const sys::bg_text_line, count: u32) -> impl ExactSizeIterator<Item = TextLine<'a>> + 'a {
    strided(pointer, count).map(|line| TextLine {
        text: text(line.text),
        start: line.start,
        length: line.length,
        truncated: line.truncated != 0,
        frame: line.frame.into(),
    })
}

/// The decorations of a view and their frames (a plain `bg_rect` array).
///
/// # Safety
/// As [`strided`] for `pointer`; `frames` holds `count` rects valid for `'a` when it is not NULL.
unsafe fn decorations<'a>(
    pointer: *const sys::bg_text_decoration,
    frames: *const sys::bg_rect,
    count: u32,
) -> impl ExactSizeIterator<Item = (TextDecoration, Rect)> + 'a {
    let frames = crate::error::slice(frames, count);
    let count = if frames.is_empty() { 0 } else { count };
    strided(pointer, count)
        .zip(frames)
        .map(|(decoration, frame)| (TextDecoration::from_raw(decoration), (*frame).into()))
}

/// What a screen reader announces for a button (a copy: yours to keep).
#[derive(Clone, Debug, PartialEq)]
pub struct ButtonA11y {
    /// Whether it can be activated.
    pub enabled: bool,
    /// The label, else the title.
    pub label: String,
    /// The subtitle, or None.
    pub value: Option<String>,
    /// The identifier, or None.
    pub identifier: Option<String>,
    /// The latest layout's bounds.
    pub frame: Rect,
    /// Whether it is selected.
    pub selected: bool,
    /// Whether its activity indicator shows.
    pub busy: bool,
}

impl ButtonA11y {
    /// A copy of the library's description.
    ///
    /// # Safety
    /// Its strings are NULL or valid NUL-terminated text.
    pub(crate) unsafe fn copy(raw: &sys::bg_button_a11y) -> Self {
        ButtonA11y {
            enabled: raw.enabled != 0,
            label: text(raw.label).to_owned(),
            value: optional_text(raw.value).map(str::to_owned),
            identifier: optional_text(raw.identifier).map(str::to_owned),
            frame: raw.frame.into(),
            selected: raw.selected != 0,
            busy: raw.busy != 0,
        }
    }
}
