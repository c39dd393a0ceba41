//! How a button's title and subtitle break into lines, the lines a layout gives them, and the
//! decorations of their ranges (underline, strikethrough, kern, baseline offset, background).

use std::ops::Range;

use super::Button;
use crate::enums::Status;
use crate::error::{check, Error, Result};
use crate::geometry::{Rect, Size};
use crate::sys;

c_enum! {
    /// How a title or subtitle breaks into lines, and how its last line is cut (UIKit's
    /// `NSLineBreakMode`).
    LineBreakMode {
        /// Between words (and around ideographs); what the last line leaves is not shown.
        WordWrap = sys::BG_LINE_BREAK_WORD_WRAP, "word_wrap";
        /// Between any two characters; what the last line leaves is not shown.
        CharWrap = sys::BG_LINE_BREAK_CHAR_WRAP, "char_wrap";
        /// Between words; the last line is cut where the room ends, without an ellipsis.
        Clip = sys::BG_LINE_BREAK_CLIP, "clip";
        /// Between words; the last line keeps its end after an ellipsis.
        TruncateHead = sys::BG_LINE_BREAK_TRUNCATE_HEAD, "truncate_head";
        /// Between words; the last line keeps its start before an ellipsis (the default).
        TruncateTail = sys::BG_LINE_BREAK_TRUNCATE_TAIL, "truncate_tail";
        /// Between words; the last line keeps its start and end around an ellipsis.
        TruncateMiddle = sys::BG_LINE_BREAK_TRUNCATE_MIDDLE, "truncate_middle";
    }
}

impl Default for LineBreakMode {
    /// [`LineBreakMode::TruncateTail`], a new button's.
    fn default() -> Self {
        LineBreakMode::TruncateTail
    }
}

/// A decoration of a range of a title or subtitle (an attributed string's underline,
/// strikethrough, kern, baseline offset and background colour), set with
/// [`Button::set_title_decorations`] beside the configuration's text.
///
/// `start` and `length` count **UTF-8 bytes** of the text (a Rust `str`'s own indices):
/// [`TextDecoration::of`] finds them, [`range`](TextDecoration::range) slices the text with
/// them. The decorations of one text must be in order, not overlapping, not empty, within the
/// text and on character boundaries; the button refuses them otherwise.
///
/// ```
/// use buttongroup::TextDecoration;
///
/// let title = "Café $100";
/// let price = TextDecoration::of(title, "$100").unwrap().underline(true).kern(1.5);
/// assert_eq!((price.start, price.length), (6, 4)); // "é" is two bytes
/// assert_eq!(&title[price.range()], "$100");
/// ```
#[derive(Copy, Clone, Debug, Default, PartialEq)]
pub struct TextDecoration {
    /// The range's first byte in the text's UTF-8 bytes.
    pub start: u32,
    /// Its length in bytes (> 0).
    pub length: u32,
    /// A single line under the range.
    pub underline: bool,
    /// A single line through the range.
    pub strikethrough: bool,
    /// A colour filled behind the range, 0xRRGGBBAA, or None.
    pub background_color: Option<u32>,
    /// Points added after each character of the range (negative: tighter); counted in the
    /// text's width, in the size that fits and in truncation alike. Finite.
    pub kern: f64,
    /// Points the range is raised (negative: lowered) as drawn; its frame does not move. Finite.
    pub baseline_offset: f64,
}

impl TextDecoration {
    /// A decoration of bytes `start .. start + length`, with nothing set yet.
    pub fn new(start: u32, length: u32) -> Self {
        TextDecoration { start, length, ..TextDecoration::default() }
    }

    /// A decoration of `part` of `text` (its first occurrence), with nothing set yet; None when
    /// `part` is empty or not in `text`.
    pub fn of(text: &str, part: &str) -> Option<Self> {
        let start = text.find(part).filter(|_| !part.is_empty())?;
        Some(TextDecoration::new(u32::try_from(start).ok()?, u32::try_from(part.len()).ok()?))
    }

    /// With an underline (or not).
    pub fn underline(mut self, underline: bool) -> Self {
        self.underline = underline;
        self
    }

    /// With a strikethrough (or not).
    pub fn strikethrough(mut self, strikethrough: bool) -> Self {
        self.strikethrough = strikethrough;
        self
    }

    /// With a background colour, 0xRRGGBBAA.
    pub fn background_color(mut self, color: u32) -> Self {
        self.background_color = Some(color);
        self
    }

    /// With a kern, in points after each character.
    pub fn kern(mut self, kern: f64) -> Self {
        self.kern = kern;
        self
    }

    /// With a baseline offset, in points (positive: raised).
    pub fn baseline_offset(mut self, offset: f64) -> Self {
        self.baseline_offset = offset;
        self
    }

    /// Its bytes in the text, for slicing it: `&text[decoration.range()]`.
    pub fn range(&self) -> Range<usize> {
        self.start as usize..self.start as usize + self.length as usize
    }

    /// A copy of a C decoration.
    pub(crate) fn from_raw(raw: &sys::bg_text_decoration) -> Self {
        TextDecoration {
            start: raw.start,
            length: raw.length,
            underline: raw.underline != 0,
            strikethrough: raw.strikethrough != 0,
            background_color: (raw.has_background_color != 0).then_some(raw.background_color),
            kern: raw.kern,
            baseline_offset: raw.baseline_offset,
        }
    }

    /// The C decoration (its struct_size set by bg_text_decoration_init).
    fn to_raw(self) -> Result<sys::bg_text_decoration> {
        let mut raw = sys::bg_text_decoration::default();
        // SAFETY: a writable out.
        check(unsafe { sys::bg_text_decoration_init(&mut raw) })?;
        raw.start = self.start;
        raw.length = self.length;
        raw.underline = self.underline as i32;
        raw.strikethrough = self.strikethrough as i32;
        (raw.has_background_color, raw.background_color) =
            (self.background_color.is_some() as i32, self.background_color.unwrap_or(0));
        raw.kern = self.kern;
        raw.baseline_offset = self.baseline_offset;
        Ok(raw)
    }
}

/// One line of a title or subtitle set to several lines ([`Button::set_title_lines`]), as a
/// layout placed it ([`ButtonView::title_lines`](super::ButtonView::title_lines)). Its text is
/// the button's, borrowed for `'a` as the view is.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct TextLine<'a> {
    /// The line as shown (with its "…" when cut).
    pub text: &'a str,
    /// The first byte of the text the line shows, in the whole text's UTF-8 bytes.
    pub start: u32,
    /// Bytes from `start` to the last one shown (a line cut in the middle shows those either
    /// side of its "…"); trailing spaces left out.
    pub length: u32,
    /// Whether the line is cut ("…" or clipped), or the text goes on past it, unseen.
    pub truncated: bool,
    /// Where it goes: one line height each, one under the other, lined up as the text is.
    pub frame: Rect,
}

impl<'a> TextLine<'a> {
    /// Its bytes in the whole text (the configuration's title or subtitle):
    /// `&title[line.range()]`.
    pub fn range(&self) -> Range<usize> {
        self.start as usize..self.start as usize + self.length as usize
    }
}

/// The `count` elements at `pointer`, each `struct_size` bytes apart as the first one says
/// (buttongroup/common.h, "Structs with struct_size"); none when that is smaller than this
/// crate's `T` (a library older than the header, which cannot have filled them).
///
/// # Safety
/// `pointer` is NULL or points to `count` initialized elements of the library, each starting
/// with its `u32` struct_size, valid and unchanged for `'a`.
pub(crate) unsafe fn strided<'a, T: 'a>(pointer: *const T, count: u32) -> impl ExactSizeIterator<Item = &'a T> + 'a {
    let stride = if pointer.is_null() { 0 } else { *(pointer as *const u32) as usize };
    let count = if stride < std::mem::size_of::<T>() { 0 } else { count as usize };
    // SAFETY (of each step): element i starts i * stride bytes in, within the array.
    (0..count).map(move |i| &*((pointer as *const u8).add(i * stride) as *const T))
}

/// A decoration array for the library: NULL with count 0 for none.
fn raw_decorations(what: &str, decorations: &[TextDecoration]) -> Result<(Vec<sys::bg_text_decoration>, u32)> {
    let count = u32::try_from(decorations.len())
        .map_err(|_| Error::new(Status::NoMemory, format!("{}: too many decorations", what)))?;
    let raw = decorations.iter().map(|d| d.to_raw()).collect::<Result<Vec<_>>>()?;
    Ok((raw, count))
}

fn array_ptr<T>(items: &[T]) -> *const T {
    if items.is_empty() {
        std::ptr::null()
    } else {
        items.as_ptr()
    }
}

impl Button {
    /// How many lines the title may take (0: as many as it needs) and how it breaks (UILabel's
    /// `numberOfLines` and `lineBreakMode`). A new button's is 1 and
    /// [`LineBreakMode::TruncateTail`]: one line cut at the end with "…". Otherwise the title
    /// breaks into lines no wider than the room the layout leaves it, and
    /// [`ButtonView::title_lines`](super::ButtonView::title_lines) reports them;
    /// [`size_that_fits_width`](Self::size_that_fits_width) gives the height they need.
    ///
    /// ```
    /// use buttongroup::{Button, ButtonConfig, Direction, LineBreakMode};
    ///
    /// let config = ButtonConfig { title: Some("Transfer money between accounts".into()), ..ButtonConfig::default() };
    /// let mut button = Button::new(None, &config)?;
    /// button.set_title_lines(0, LineBreakMode::WordWrap)?;
    /// let size = button.size_that_fits_width(120.0)?;
    /// let view = button.layout(size.width, size.height, 2.0, Direction::Ltr)?;
    /// assert!(view.title_lines().len() >= 2);
    /// # Ok::<(), buttongroup::Error>(())
    /// ```
    pub fn set_title_lines(&mut self, number_of_lines: u32, mode: LineBreakMode) -> Result<()> {
        // SAFETY: a plain call on our handle.
        check(unsafe { sys::bg_button_set_title_lines(self.raw, number_of_lines, mode.raw()) })
    }

    /// How many lines the subtitle may take and how it breaks, as
    /// [`set_title_lines`](Self::set_title_lines) does for the title.
    pub fn set_subtitle_lines(&mut self, number_of_lines: u32, mode: LineBreakMode) -> Result<()> {
        // SAFETY: a plain call on our handle.
        check(unsafe { sys::bg_button_set_subtitle_lines(self.raw, number_of_lines, mode.raw()) })
    }

    /// The title's number of lines (0: as many as it needs) and line break mode.
    pub fn title_lines(&self) -> Result<(u32, LineBreakMode)> {
        let (mut lines, mut mode) = (0, 0);
        // SAFETY: writable outs; the subtitle's may be NULL.
        check(unsafe {
            sys::bg_button_get_lines(self.raw, &mut lines, &mut mode, std::ptr::null_mut(), std::ptr::null_mut())
        })?;
        Ok((lines, LineBreakMode::from_raw(mode)))
    }

    /// The subtitle's number of lines and line break mode.
    pub fn subtitle_lines(&self) -> Result<(u32, LineBreakMode)> {
        let (mut lines, mut mode) = (0, 0);
        // SAFETY: writable outs; the title's may be NULL.
        check(unsafe {
            sys::bg_button_get_lines(self.raw, std::ptr::null_mut(), std::ptr::null_mut(), &mut lines, &mut mode)
        })?;
        Ok((lines, LineBreakMode::from_raw(mode)))
    }

    /// The size it needs at most `width` points wide: as [`size_that_fits`](Self::size_that_fits),
    /// its texts set to several lines wrapped to what that width leaves them and the height
    /// grown to show their lines. The width may exceed `width` when a text on one line (the
    /// default) is wider, or when a single character, the image or the insets do not fit it.
    pub fn size_that_fits_width(&mut self, width: f64) -> Result<Size> {
        let mut size = sys::bg_size::default();
        // SAFETY: a writable out.
        check(unsafe { sys::bg_button_size_that_fits_width(self.raw, width, &mut size) })?;
        Ok(size.into())
    }

    /// Decorates ranges of the title (underline, strikethrough, kern, baseline offset,
    /// background colour), beside its configuration: a new configuration or a provider's keeps
    /// them, each layout clips them to the title it shows. An empty slice removes them. Refused
    /// with [`Status::InvalidArgument`] when a decoration is empty, out of order, overlapping,
    /// beyond the base configuration's title or splitting a character, or its kern or baseline
    /// offset is not finite; the decorations then stay as they were.
    ///
    /// ```
    /// use buttongroup::{Button, ButtonConfig, Direction, TextDecoration};
    ///
    /// let title = "Pay now";
    /// let config = ButtonConfig { title: Some(title.into()), ..ButtonConfig::default() };
    /// let mut button = Button::new(None, &config)?;
    /// button.set_title_decorations(&[TextDecoration::of(title, "now").unwrap().underline(true)])?;
    /// let view = button.layout(200.0, 44.0, 2.0, Direction::Ltr)?;
    /// let (decoration, frame) = view.title_decorations().next().unwrap();
    /// assert_eq!(&view.title().unwrap()[decoration.range()], "now");
    /// assert!(decoration.underline && frame.width > 0.0);
    /// # Ok::<(), buttongroup::Error>(())
    /// ```
    pub fn set_title_decorations(&mut self, decorations: &[TextDecoration]) -> Result<()> {
        let (raw, count) = raw_decorations("Button::set_title_decorations", decorations)?;
        // SAFETY: `count` initialized decorations, read during the call only (NULL for none).
        check(unsafe { sys::bg_button_set_title_decorations(self.raw, array_ptr(&raw), count) })
    }

    /// Decorates ranges of the subtitle, as [`set_title_decorations`](Self::set_title_decorations)
    /// does the title's.
    pub fn set_subtitle_decorations(&mut self, decorations: &[TextDecoration]) -> Result<()> {
        let (raw, count) = raw_decorations("Button::set_subtitle_decorations", decorations)?;
        // SAFETY: as in set_title_decorations.
        check(unsafe { sys::bg_button_set_subtitle_decorations(self.raw, array_ptr(&raw), count) })
    }
}
