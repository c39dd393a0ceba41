//! What a toolbar's events name (a pressable cell) and the menus it asks its host to present.

use std::os::raw::c_void;

use super::item::Selection;
use crate::callback::closure;
use crate::error::{guard, optional_text, slice, text};
use crate::sys;

c_enum! {
    /// What a pressable cell of a toolbar is.
    ControlTargetKind {
        /// One button of a group (a segment or a palette cell).
        Button = sys::BG_CONTROL_TARGET_BUTTON, "button";
        /// A menu-style group's button: pressing it presents the group's menu.
        Menu = sys::BG_CONTROL_TARGET_MENU, "menu";
        /// The overflow button: pressing it presents the overflow menu.
        Overflow = sys::BG_CONTROL_TARGET_OVERFLOW, "overflow";
    }
}

/// A pressable cell, named across layouts.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct ControlTarget {
    /// A button, a menu-style group's button or the overflow button.
    pub kind: ControlTargetKind,
    /// The item, or None for the overflow button.
    pub item_index: Option<u32>,
    /// The button, or None unless `kind` is [`ControlTargetKind::Button`].
    pub button_index: Option<u32>,
}

/// The target of an event's out-parameter, or None (kind -1).
pub(crate) fn target(raw: &sys::bg_control_target) -> Option<ControlTarget> {
    (raw.kind >= 0).then(|| ControlTarget {
        kind: ControlTargetKind::from_raw(raw.kind),
        item_index: u32::try_from(raw.item_index).ok(),
        button_index: u32::try_from(raw.button_index).ok(),
    })
}

/// One entry of a toolbar's menu (a copy: yours to keep).
#[derive(Clone, Debug, PartialEq)]
pub struct MenuEntry {
    /// The button's title, or the group's label for a submenu.
    pub title: String,
    /// Its image, or None.
    pub image: Option<String>,
    /// The submenu entry it is listed under, or None at the top.
    pub parent: Option<u32>,
    /// The toolbar item it comes from.
    pub item_index: u32,
    /// The button it fires, or None for a submenu.
    pub button_index: Option<u32>,
    /// Shown disabled: choosing it is refused.
    pub disabled: bool,
    /// The button's selection (momentary for a submenu).
    pub selection: Selection,
}

/// A menu a toolbar asks its host to present (a copy: yours to keep).
#[derive(Clone, Debug, PartialEq)]
pub struct ControlMenu {
    /// The overflow menu (each overflowed group a submenu under its label).
    pub is_overflow: bool,
    /// A menu-style group's menu: its item; None for the overflow menu.
    pub item_index: Option<u32>,
    /// A compact-menu group's menu: present it as one row of icon buttons with small titles.
    pub compact: bool,
    /// The entries, each submenu followed by its buttons; choose one with
    /// `Toolbar::choose_menu_entry(index)`.
    pub entries: Vec<MenuEntry>,
}

impl ControlMenu {
    /// A copy of the menu the library passed.
    ///
    /// # Safety
    /// `menu` is the valid menu of a present callback.
    unsafe fn copy(menu: &sys::bg_control_menu) -> Self {
        ControlMenu {
            is_overflow: menu.is_overflow != 0,
            item_index: u32::try_from(menu.item_index).ok(),
            compact: menu.compact != 0,
            entries: slice(menu.entries, menu.entry_count)
                .iter()
                .map(|e| MenuEntry {
                    title: text(e.title).to_owned(),
                    image: optional_text(e.image).map(str::to_owned),
                    parent: u32::try_from(e.parent).ok(),
                    item_index: e.item_index,
                    button_index: u32::try_from(e.button_index).ok(),
                    disabled: e.disabled != 0,
                    selection: Selection::from_raw(e.selection),
                })
                .collect(),
        }
    }
}

pub(crate) type MenuFn = Box<dyn FnMut(&ControlMenu) -> bool + Send>;
pub(crate) type NotifyFn = Box<dyn FnMut() + Send>;

pub(crate) unsafe extern "C" fn present_menu(
    user_data: *mut c_void,
    _toolbar: sys::bg_toolbar,
    menu: *const sys::bg_control_menu,
) -> sys::bg_status {
    // SAFETY: user_data is a live MenuFn of ours; the menu is valid during the call.
    guard(sys::BG_E_CALLBACK, || {
        let menu = ControlMenu::copy(&*menu);
        if closure::<MenuFn>(user_data)(&menu) {
            sys::BG_OK
        } else {
            sys::BG_E_CALLBACK
        }
    })
}

pub(crate) unsafe extern "C" fn menu_dismissed(user_data: *mut c_void, _toolbar: sys::bg_toolbar) {
    // SAFETY: user_data is a live NotifyFn of ours.
    guard((), || closure::<NotifyFn>(user_data)());
}
