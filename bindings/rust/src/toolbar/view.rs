//! A toolbar's layout, borrowed from the toolbar.

use std::marker::PhantomData;
use std::ops::Range;

use super::item::{Bar, ControlGroupStyle, LabelStyle};
use super::Toolbar;
use crate::enums::State;
use crate::error::{optional_text, slice, text};
use crate::geometry::{CornerRadii, Rect, Size};
use crate::group::A11yNode;
use crate::sys;

c_enum! {
    /// A warning about a toolbar (never an error).
    DiagnosticKind {
        /// A group without a label had to overflow: the menu cannot show it, so it is hidden.
        UnlabeledOverflow = sys::BG_DIAGNOSTIC_UNLABELED_OVERFLOW, "unlabeled_overflow";
        /// More than three groups in one toolbar.
        TooManyGroups = sys::BG_DIAGNOSTIC_TOO_MANY_GROUPS, "too_many_groups";
        /// A group mixes momentary buttons with selected segments.
        MixedSelection = sys::BG_DIAGNOSTIC_MIXED_SELECTION, "mixed_selection";
        /// A menu-style group without a label.
        UnlabeledMenu = sys::BG_DIAGNOSTIC_UNLABELED_MENU, "unlabeled_menu";
    }
}

/// A toolbar's layout: everything a host draws. It borrows the toolbar (`'a`), whose memory
/// it reads until the toolbar's next layout, change or drop.
///
/// ```compile_fail,E0499
/// use buttongroup::{ControlButton, ControlGroup, Direction, Placement, Toolbar, ToolbarItem};
///
/// let group = ControlGroup::new(Some("Edit"), vec![ControlButton::new("Undo")]);
/// let mut toolbar = Toolbar::new(vec![ToolbarItem::group(Placement::PrimaryAction, group)]).unwrap();
/// let view = toolbar.layout(300.0, 2.0, Direction::Ltr).unwrap();
/// toolbar.tap(10.0, 10.0).unwrap(); // an event may lay out again
/// println!("{}", view.cells().count());
/// ```
#[derive(Debug)]
pub struct ToolbarView<'a> {
    raw: sys::bg_toolbar_view,
    _toolbar: PhantomData<&'a mut Toolbar>,
}

impl<'a> ToolbarView<'a> {
    pub(crate) fn new(raw: sys::bg_toolbar_view) -> Self {
        ToolbarView { raw, _toolbar: PhantomData }
    }

    /// The groups shown, in reading order.
    pub fn groups(&self) -> impl ExactSizeIterator<Item = PlacedGroup<'a>> + 'a {
        // SAFETY: group_count groups owned by the toolbar, unchanged while it is borrowed for 'a.
        unsafe { slice(self.raw.groups, self.raw.group_count) }.iter().map(PlacedGroup)
    }

    /// Every group's cells, group after group.
    pub fn cells(&self) -> impl ExactSizeIterator<Item = Cell<'a>> + 'a {
        // SAFETY: as in `groups`.
        unsafe { slice(self.raw.cells, self.raw.cell_count) }.iter().map(Cell)
    }

    /// The separators between joined cells (draw them in `separator_color`).
    pub fn separators(&self) -> impl ExactSizeIterator<Item = Rect> + 'a {
        // SAFETY: as in `groups`.
        unsafe { slice(self.raw.separators, self.raw.separator_count) }.iter().map(|&r| Rect::from(r))
    }

    /// The items in the overflow menu, in toolbar order.
    pub fn overflowed(&self) -> &'a [u32] {
        // SAFETY: as in `groups`.
        unsafe { slice(self.raw.overflowed, self.raw.overflowed_count) }
    }

    /// The overflow button's frame, or None when nothing overflowed.
    pub fn overflow_button(&self) -> Option<Rect> {
        (self.raw.has_overflow_button != 0).then(|| self.raw.overflow_button.into())
    }

    /// The theme's overflow image name.
    pub fn overflow_icon(&self) -> &'a str {
        // SAFETY: a string owned by the toolbar, valid for 'a.
        unsafe { text(self.raw.overflow_icon) }
    }

    /// The theme's menu indicator image name.
    pub fn menu_indicator(&self) -> &'a str {
        // SAFETY: as in `overflow_icon`.
        unsafe { text(self.raw.menu_indicator) }
    }

    /// Per group a group node followed by its cells' nodes, then the overflow button's.
    pub fn accessibility(&self) -> impl ExactSizeIterator<Item = A11yNode<'a>> + 'a {
        // SAFETY: as in `groups`.
        unsafe { slice(self.raw.accessibility, self.raw.accessibility_count) }.iter().map(A11yNode)
    }

    /// Warnings about the toolbar.
    pub fn diagnostics(&self) -> impl ExactSizeIterator<Item = Diagnostic<'a>> + 'a {
        // SAFETY: as in `groups`.
        unsafe { slice(self.raw.diagnostics, self.raw.diagnostic_count) }.iter().map(|d| Diagnostic {
            kind: DiagnosticKind::from_raw(d.kind),
            item_index: u32::try_from(d.item_index).ok(),
            // SAFETY: as in `overflow_icon`.
            message: unsafe { text(d.message) },
        })
    }

    /// A joined group's background colour, 0xRRGGBBAA.
    pub fn fill_color(&self) -> u32 {
        self.raw.fill_color
    }

    /// The separators' colour.
    pub fn separator_color(&self) -> u32 {
        self.raw.separator_color
    }

    /// The toolbar's size: the width offered, or more when its content needs more.
    pub fn size(&self) -> Size {
        self.raw.size.into()
    }

    /// Which cells are shown, numbered (changes whenever they may have changed; never 0).
    pub fn arrangement(&self) -> u32 {
        self.raw.arrangement
    }

    /// The bars the items fill, from the top (none in content).
    pub fn bars(&self) -> impl ExactSizeIterator<Item = BarFrame> + 'a {
        // SAFETY: as in `groups`.
        unsafe { slice(self.raw.bars, self.raw.bar_count) }
            .iter()
            .map(|b| BarFrame { bar: Bar::from_raw(b.bar), frame: b.frame.into() })
    }
}

/// One bar of a toolbar and where it lies in the view.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct BarFrame {
    /// Which bar.
    pub bar: Bar,
    /// The whole width of the view, the theme's toolbar height.
    pub frame: Rect,
}

/// A warning about the toolbar.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct Diagnostic<'a> {
    /// What it is about.
    pub kind: DiagnosticKind,
    /// The item concerned, or None for the whole toolbar.
    pub item_index: Option<u32>,
    /// A sentence for a log.
    pub message: &'a str,
}

/// A control group as laid out.
#[derive(Copy, Clone, Debug)]
pub struct PlacedGroup<'a>(&'a sys::bg_placed_group);

impl<'a> PlacedGroup<'a> {
    /// The toolbar item whose group it is.
    pub fn item_index(&self) -> u32 {
        self.0.item_index
    }

    /// The style drawn (automatic resolved).
    pub fn style(&self) -> ControlGroupStyle {
        ControlGroupStyle::from_raw(self.0.style)
    }

    /// The label style drawn (automatic resolved).
    pub fn label_style(&self) -> LabelStyle {
        LabelStyle::from_raw(self.0.label_style)
    }

    /// The group's background frame.
    pub fn frame(&self) -> Rect {
        self.0.frame.into()
    }

    /// A menu-style group's indicator frame, or None.
    pub fn menu_indicator_frame(&self) -> Option<Rect> {
        (self.0.has_menu_indicator != 0).then(|| self.0.menu_indicator_frame.into())
    }

    /// Its cells: indices into the view's cells.
    pub fn cells(&self) -> Range<usize> {
        let first = self.0.first_cell as usize;
        first..first + self.0.cell_count as usize
    }

    /// Its separators: indices into the view's separators.
    pub fn separators(&self) -> Range<usize> {
        let first = self.0.first_separator as usize;
        first..first + self.0.separator_count as usize
    }
}

/// One drawn cell: a segment, a palette cell, or a menu-style group's button.
#[derive(Copy, Clone, Debug)]
pub struct Cell<'a>(&'a sys::bg_control_cell);

impl<'a> Cell<'a> {
    /// The item whose group it belongs to.
    pub fn item_index(&self) -> u32 {
        self.0.item_index
    }

    /// The button it draws, or None for a menu-style group's button.
    pub fn button_index(&self) -> Option<u32> {
        u32::try_from(self.0.button_index).ok()
    }

    /// The state it is drawn in.
    pub fn state(&self) -> State {
        State(self.0.state)
    }

    /// Whether the title is shown cut.
    pub fn title_truncated(&self) -> bool {
        self.0.title_truncated != 0
    }

    /// Its frame in the toolbar.
    pub fn frame(&self) -> Rect {
        self.0.frame.into()
    }

    /// Its touch target.
    pub fn hit_frame(&self) -> Rect {
        self.0.hit_frame.into()
    }

    /// The group's outer corners on its first and last cells.
    pub fn corners(&self) -> CornerRadii {
        self.0.corners.into()
    }

    /// The title's frame (empty when none is shown).
    pub fn title_frame(&self) -> Rect {
        self.0.title_frame.into()
    }

    /// The image's frame (empty when none is shown).
    pub fn image_frame(&self) -> Rect {
        self.0.image_frame.into()
    }

    /// The title as displayed, or None.
    pub fn title(&self) -> Option<&'a str> {
        // SAFETY: a string owned by the toolbar, valid for 'a.
        unsafe { optional_text(self.0.title) }
    }

    /// The image's name, or None.
    pub fn image(&self) -> Option<&'a str> {
        // SAFETY: as in `title`.
        unsafe { optional_text(self.0.image) }
    }

    /// The image tint, 0xRRGGBBAA.
    pub fn foreground_color(&self) -> u32 {
        self.0.foreground_color
    }

    /// The title's colour.
    pub fn title_color(&self) -> u32 {
        self.0.title_color
    }

    /// A selected segment's own background, or None.
    pub fn fill_color(&self) -> Option<u32> {
        (self.0.has_fill != 0).then_some(self.0.fill_color)
    }
}
