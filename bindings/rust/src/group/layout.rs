//! A group's layout, borrowed from the group, and the action sheet handed to the host.

use std::marker::PhantomData;

use super::item::SlotKind;
use super::ButtonGroup;
use crate::enums::{A11yRole, Role, State};
use crate::error::{optional_text, slice, text};
use crate::geometry::{CornerRadii, Rect, Size};
use crate::sys;

/// A group's layout: everything a host draws. It borrows the group (`'a`): the library owns
/// its slots and strings until the group's next layout, change or drop, and the borrow checker
/// keeps the group from being called while the layout is alive.
///
/// ```
/// use buttongroup::{ButtonGroup, Direction, Item};
///
/// let mut group = ButtonGroup::new(vec![Item::new("Pay"), Item::new("Transfer")])?;
/// let layout = group.layout(320.0, 2.0, Direction::Ltr)?;
/// let titles: Vec<String> = layout.slots().map(|slot| slot.title().to_owned()).collect();
/// assert_eq!(titles, ["Pay", "Transfer"]);
/// group.layout(200.0, 2.0, Direction::Ltr)?; // the first layout is no longer used: fine
/// # Ok::<(), buttongroup::Error>(())
/// ```
///
/// Using a layout after another call on its group does not compile:
///
/// ```compile_fail,E0499
/// use buttongroup::{ButtonGroup, Direction, Item};
///
/// let mut group = ButtonGroup::new(vec![Item::new("Pay")]).unwrap();
/// let layout = group.layout(320.0, 2.0, Direction::Ltr).unwrap();
/// group.layout(200.0, 2.0, Direction::Ltr).unwrap(); // its slots and titles would be rewritten
/// println!("{}", layout.slots().next().unwrap().title());
/// ```
///
/// Nor does dropping the group while its layout is alive:
///
/// ```compile_fail,E0505
/// use buttongroup::{ButtonGroup, Direction, Item};
///
/// let mut group = ButtonGroup::new(vec![Item::new("Pay")]).unwrap();
/// let layout = group.layout(320.0, 2.0, Direction::Ltr).unwrap();
/// drop(group); // frees what the layout points to
/// println!("{}", layout.slots().next().unwrap().title());
/// ```
#[derive(Debug)]
pub struct GroupLayout<'a> {
    raw: sys::bg_layout,
    _group: PhantomData<&'a mut ButtonGroup>,
}

impl<'a> GroupLayout<'a> {
    pub(crate) fn new(raw: sys::bg_layout) -> Self {
        GroupLayout { raw, _group: PhantomData }
    }

    /// The visible slots, in logical order.
    pub fn slots(&self) -> impl ExactSizeIterator<Item = Slot<'a>> + 'a {
        // SAFETY: slot_count slots owned by the group, unchanged while it is borrowed for 'a.
        unsafe { slice(self.raw.slots, self.raw.slot_count) }.iter().map(Slot)
    }

    /// Slot `index`, or None.
    pub fn slot(&self, index: usize) -> Option<Slot<'a>> {
        self.slots().nth(index)
    }

    /// The indices of the items in the More sheet, in order.
    pub fn overflow_items(&self) -> &'a [u32] {
        // SAFETY: as in `slots`.
        unsafe { slice(self.raw.overflow_items, self.raw.overflow_count) }
    }

    /// The accessibility nodes, one per slot, in reading order.
    pub fn accessibility(&self) -> impl ExactSizeIterator<Item = A11yNode<'a>> + 'a {
        // SAFETY: as in `slots`: slot_count nodes.
        unsafe { slice(self.raw.accessibility, self.raw.slot_count) }.iter().map(A11yNode)
    }

    /// The group's size: the width laid out, the buttons' height.
    pub fn size(&self) -> Size {
        self.raw.size.into()
    }

    /// The slots' frames, copied: yours to keep.
    pub fn frames(&self) -> Vec<Rect> {
        self.slots().map(|slot| slot.frame()).collect()
    }
}

/// One visible button of a [`GroupLayout`].
#[derive(Copy, Clone, Debug)]
pub struct Slot<'a>(&'a sys::bg_slot);

impl<'a> Slot<'a> {
    /// An item or More.
    pub fn kind(&self) -> SlotKind {
        SlotKind::from_raw(self.0.kind)
    }

    /// The item's index, or None for More.
    pub fn item_index(&self) -> Option<u32> {
        u32::try_from(self.0.item_index).ok()
    }

    /// The resolved role (never automatic).
    pub fn role(&self) -> Role {
        Role::from_raw(self.0.role)
    }

    /// The state it is drawn in.
    pub fn state(&self) -> State {
        State(self.0.state)
    }

    /// The button's frame, pixel-snapped.
    pub fn frame(&self) -> Rect {
        self.0.frame.into()
    }

    /// The touch target: the frame grown toward 44 x 44 where there is room.
    pub fn hit_frame(&self) -> Rect {
        self.0.hit_frame.into()
    }

    /// Per-corner radii.
    pub fn corners(&self) -> CornerRadii {
        self.0.corners.into()
    }

    /// The icon's frame (empty when no icon is shown).
    pub fn icon_frame(&self) -> Rect {
        self.0.icon_frame.into()
    }

    /// The title's frame (empty when no title is shown).
    pub fn title_frame(&self) -> Rect {
        self.0.title_frame.into()
    }

    /// The title as displayed (cut with "…" when it does not fit; "" when none).
    pub fn title(&self) -> &'a str {
        // SAFETY: a string owned by the group, valid for 'a (see GroupLayout).
        unsafe { text(self.0.title) }
    }

    /// The icon name shown, or None.
    pub fn icon(&self) -> Option<&'a str> {
        // SAFETY: as in `title`.
        unsafe { optional_text(self.0.icon) }
    }

    /// Whether the title was cut.
    pub fn title_truncated(&self) -> bool {
        self.0.title_truncated != 0
    }
}

/// One accessibility element of a layout, in reading order.
#[derive(Copy, Clone, Debug)]
pub struct A11yNode<'a>(pub(crate) &'a sys::bg_a11y_node);

impl<'a> A11yNode<'a> {
    /// Button, menu button or group.
    pub fn role(&self) -> A11yRole {
        A11yRole::from_raw(self.0.role)
    }

    /// Whether it can be activated.
    pub fn enabled(&self) -> bool {
        self.0.enabled != 0
    }

    /// What a screen reader says.
    pub fn label(&self) -> &'a str {
        // SAFETY: a string owned by the object, valid for 'a.
        unsafe { text(self.0.label) }
    }

    /// The identifier, or None.
    pub fn identifier(&self) -> Option<&'a str> {
        // SAFETY: as in `label`.
        unsafe { optional_text(self.0.identifier) }
    }

    /// Its frame.
    pub fn frame(&self) -> Rect {
        self.0.frame.into()
    }

    /// k of "k of n", from 1.
    pub fn position(&self) -> u32 {
        self.0.position
    }

    /// n of "k of n" (for a toolbar's group node: the nodes after it that belong to it).
    pub fn count(&self) -> u32 {
        self.0.count
    }

    /// The slot (or cell) it describes, or None.
    pub fn slot_index(&self) -> Option<u32> {
        Some(self.0.slot_index).filter(|&index| index != u32::MAX)
    }
}

/// One entry of a group's More action sheet (a copy: yours to keep).
#[derive(Clone, Debug, PartialEq)]
pub struct SheetItem {
    /// The item's index in the group.
    pub item_index: u32,
    /// Its resolved role.
    pub role: Role,
    /// Its full title.
    pub title: String,
    /// Its icon, or None.
    pub icon: Option<String>,
    /// What a screen reader says.
    pub accessibility_label: String,
    /// Whether it cannot be chosen.
    pub disabled: bool,
}

/// The More action sheet a group asks its host to present (a copy: yours to keep).
#[derive(Clone, Debug, PartialEq)]
pub struct ActionSheet {
    /// The sheet's title, or None.
    pub title: Option<String>,
    /// Its message, or None.
    pub message: Option<String>,
    /// Its cancel button's title.
    pub cancel_title: String,
    /// The items in the sheet, in order; choose one with `ButtonGroup::choose_sheet_item(index)`.
    pub items: Vec<SheetItem>,
}

impl ActionSheet {
    /// A copy of the sheet the library passed.
    ///
    /// # Safety
    /// `sheet` is the valid sheet of a present callback.
    pub(crate) unsafe fn copy(sheet: &sys::bg_action_sheet) -> Self {
        let own = |pointer| optional_text(pointer).map(str::to_owned);
        ActionSheet {
            title: own(sheet.title),
            message: own(sheet.message),
            cancel_title: text(sheet.cancel_title).to_owned(),
            items: slice(sheet.items, sheet.item_count)
                .iter()
                .map(|item| SheetItem {
                    item_index: item.item_index,
                    role: Role::from_raw(item.role),
                    title: text(item.title).to_owned(),
                    icon: own(item.icon),
                    accessibility_label: text(item.accessibility_label).to_owned(),
                    disabled: item.disabled != 0,
                })
                .collect(),
        }
    }
}
