//! Toolbar: control groups laid out in a toolbar that moves whole groups into an overflow menu
//! when it runs out of width, or in content (a standalone control group).

mod frames;
mod item;
mod menu;
mod view;

pub use self::frames::ToolbarFrames;
pub use self::item::{
    Bar, ControlAction, ControlButton, ControlContext, ControlGroup, ControlGroupStyle, ControlSize, LabelStyle,
    Placement, Selection, ToolbarItem,
};
pub use self::menu::{ControlMenu, ControlTarget, ControlTargetKind, MenuEntry};
pub use self::view::{BarFrame, Cell, Diagnostic, DiagnosticKind, PlacedGroup, ToolbarView};

use std::ffi::CString;
use std::marker::PhantomData;
use std::os::raw::c_void;

use self::menu::{menu_dismissed, present_menu, target, MenuFn, NotifyFn};
use crate::callback::{closure, into_user_data, measure, MeasureFn};
use crate::enums::{Direction, FocusMove, PointerPhase, Status};
use crate::error::{c_ptr, c_string, c_string_opt, check, guard, slice, Error, Result};
use crate::geometry::{Breakpoint, Size};
use crate::picture::{svg, PictureOptions};
use crate::theme::Theme;
use crate::{object_dropped, sys};

/// A toolbar. Dropping it frees it and releases every closure it holds.
///
/// ```
/// use std::sync::{Arc, Mutex};
/// use buttongroup::{ControlButton, ControlGroup, Direction, Placement, Toolbar, ToolbarItem};
///
/// let fired = Arc::new(Mutex::new(Vec::new()));
/// let log = fired.clone();
/// let edit = ControlGroup::new(Some("Edit"), vec![
///     ControlButton::new("Undo").image("arrow.uturn.backward")
///         .action(move |item, button| log.lock().unwrap().push((item, button))),
///     ControlButton::new("Redo").image("arrow.uturn.forward"),
/// ]);
/// let mut toolbar = Toolbar::new(vec![ToolbarItem::group(Placement::PrimaryAction, edit)])?;
/// let undo = toolbar.layout(390.0, 2.0, Direction::Ltr)?.cells().next().unwrap().frame();
/// let (x, y) = undo.center();
/// toolbar.tap(x, y)?;
/// assert_eq!(*fired.lock().unwrap(), [(0, 0)]);
/// # Ok::<(), buttongroup::Error>(())
/// ```
pub struct Toolbar {
    raw: sys::bg_toolbar,
    _not_auto: PhantomData<*const ()>,
}

// SAFETY: as for ButtonGroup (group/mod.rs): the library lets any thread use any object and
// synchronizes its handle table, and every closure a toolbar holds is Send. Not Sync: the
// closures are FnMut, and only `&mut self` calls can run them.
unsafe impl Send for Toolbar {}

impl Toolbar {
    /// A toolbar of `items` in a toolbar context, with the default theme.
    pub fn new(items: Vec<ToolbarItem>) -> Result<Self> {
        let mut toolbar = Toolbar::with_theme(None, ControlContext::Toolbar)?;
        toolbar.set_items(items)?;
        Ok(toolbar)
    }

    /// An empty toolbar in `context` with `theme` (None: the default theme).
    pub fn with_theme(theme: Option<&Theme>, context: ControlContext) -> Result<Self> {
        let mut raw = sys::bg_toolbar::default();
        // SAFETY: a live (or default) theme and a writable out.
        check(unsafe { sys::bg_toolbar_create(Theme::raw_of(theme), context.raw(), &mut raw) })?;
        Ok(Toolbar { raw, _not_auto: PhantomData })
    }

    /// The C handle, for calls of [`sys`](crate::sys) this type does not wrap; never free it.
    pub fn as_raw(&self) -> sys::bg_toolbar {
        self.raw
    }

    /// Replaces the items; the buttons' actions move into the toolbar (dropped when replaced,
    /// or with the toolbar). A string holding a NUL byte is refused before anything changes.
    pub fn set_items(&mut self, items: Vec<ToolbarItem>) -> Result<()> {
        let count = u32::try_from(items.len())
            .map_err(|_| Error::new(Status::NoMemory, "Toolbar::set_items: too many items".into()))?;
        let mut strings = Vec::new();
        let mut buttons: Vec<Vec<sys::bg_control_button>> = Vec::new();
        let mut raw_items = Vec::with_capacity(items.len());
        for (index, item) in items.iter().enumerate() {
            let mut raw = sys::bg_toolbar_item::default();
            // SAFETY: a writable out; the call cannot fail with one.
            unsafe { sys::bg_toolbar_item_init(&mut raw) };
            raw.placement = item.placement.raw();
            if let Some(priority) = item.priority {
                raw.has_priority = 1;
                raw.priority = priority;
            }
            match &item.group {
                None => raw.kind = sys::BG_TOOLBAR_ITEM_FLEXIBLE_SPACE,
                Some(group) => {
                    raw.style = group.style.raw();
                    raw.label_style = group.label_style.raw();
                    raw.fixed_size = group.fixed_size as i32;
                    raw.disabled = group.disabled as i32;
                    let label = c_string_opt(&format!("item {} label", index), group.label.as_deref())?;
                    let image = c_string_opt(&format!("item {} label_image", index), group.label_image.as_deref())?;
                    raw.label_title = c_ptr(&label);
                    raw.label_image = c_ptr(&image);
                    strings.push(label);
                    strings.push(image);
                    let raw_buttons = raw_buttons(index, group, &mut strings)?;
                    raw.button_count = raw_buttons.len() as u32;
                    buttons.push(raw_buttons);
                    raw.buttons = buttons.last().map_or(std::ptr::null(), |b| b.as_ptr());
                }
            }
            raw_items.push(raw);
        }
        // Every string is converted: hand the actions over now (nothing can fail before the call,
        // which releases them itself when it fails).
        let mut group_index = 0;
        for item in items {
            if let Some(group) = item.group {
                for (rb, button) in buttons[group_index].iter_mut().zip(group.buttons) {
                    if let Some(action) = button.action {
                        let (user_data, destroy) = into_user_data(action);
                        rb.action = Some(control_action);
                        rb.user_data = user_data;
                        rb.destroy = destroy;
                    }
                }
                group_index += 1;
            }
        }
        // SAFETY: `count` items whose buttons and strings live until the call returns (the inner
        // Vecs' buffers do not move when `buttons` grows); each user_data is released once.
        check(unsafe { sys::bg_toolbar_set_items(self.raw, raw_items.as_ptr(), count) })
    }

    /// The number of items (groups and flexible spaces).
    pub fn item_count(&self) -> Result<u32> {
        let mut count = 0;
        // SAFETY: a writable out.
        check(unsafe { sys::bg_toolbar_item_count(self.raw, &mut count) })?;
        Ok(count)
    }

    /// Measures texts with `measure(font, text, max_width)` instead of the built-in metrics;
    /// None from it fails the layout with [`Status::Callback`].
    pub fn set_measure(
        &mut self,
        measure_fn: impl FnMut(&str, &str, f64) -> Option<Size> + Send + 'static,
    ) -> Result<()> {
        let (user_data, destroy) = into_user_data::<MeasureFn>(Box::new(measure_fn));
        // SAFETY: measure reads user_data as this MeasureFn, which the library drops once, by destroy.
        check(unsafe { sys::bg_toolbar_set_measure_callback(self.raw, Some(measure), user_data, destroy) })
    }

    /// Called with the menu to present when the overflow button or a menu-style group is
    /// pressed; return true when presented. Later call [`choose_menu_entry`](Self::choose_menu_entry)
    /// or [`dismiss_menu`](Self::dismiss_menu).
    pub fn on_present_menu(&mut self, present: impl FnMut(&ControlMenu) -> bool + Send + 'static) -> Result<()> {
        let (user_data, destroy) = into_user_data::<MenuFn>(Box::new(present));
        // SAFETY: present_menu reads user_data as this MenuFn, which the library drops once, by destroy.
        check(unsafe { sys::bg_toolbar_set_menu_callback(self.raw, Some(present_menu), user_data, destroy) })
    }

    /// Called when the library withdraws the presented menu (the items were replaced).
    pub fn on_menu_dismissed(&mut self, dismissed: impl FnMut() + Send + 'static) -> Result<()> {
        let (user_data, destroy) = into_user_data::<NotifyFn>(Box::new(dismissed));
        // SAFETY: menu_dismissed reads user_data as this NotifyFn, which the library drops once, by destroy.
        check(unsafe {
            sys::bg_toolbar_set_menu_dismissed_callback(self.raw, Some(menu_dismissed), user_data, destroy)
        })
    }

    /// How large its control groups are drawn (a new toolbar's: regular); the next layout
    /// measures and lays out again.
    pub fn set_control_size(&mut self, size: ControlSize) -> Result<()> {
        // SAFETY: a plain call on our handle.
        check(unsafe { sys::bg_toolbar_set_control_size(self.raw, size.raw()) })
    }

    /// Its control size.
    pub fn control_size(&self) -> Result<ControlSize> {
        let mut size = 0;
        // SAFETY: a writable out.
        check(unsafe { sys::bg_toolbar_get_control_size(self.raw, &mut size) })?;
        Ok(ControlSize::from_raw(size))
    }

    /// Lays the toolbar out in `width` points at `scale` pixels per point.
    pub fn layout(&mut self, width: f64, scale: f64, direction: Direction) -> Result<ToolbarView<'_>> {
        let mut out = sys::bg_toolbar_view {
            struct_size: std::mem::size_of::<sys::bg_toolbar_view>() as u32,
            ..Default::default()
        };
        // SAFETY: a writable out whose struct_size is this header's.
        check(unsafe { sys::bg_toolbar_layout(self.raw, width, scale, direction.raw(), &mut out) })?;
        Ok(ToolbarView::new(out))
    }

    /// Where each group moves into and out of the overflow menu, first to move first.
    pub fn breakpoints(&mut self) -> Result<Vec<Breakpoint>> {
        let mut out = sys::bg_breakpoints {
            struct_size: std::mem::size_of::<sys::bg_breakpoints>() as u32,
            ..Default::default()
        };
        // SAFETY: a writable out; its array is copied at once.
        check(unsafe { sys::bg_toolbar_breakpoints(self.raw, &mut out) })?;
        Ok(unsafe { slice(out.breakpoints, out.count) }.iter().map(Breakpoint::from).collect())
    }

    /// A complete tap at (x, y): the cell activated, or None when nothing enabled was hit.
    pub fn tap(&mut self, x: f64, y: f64) -> Result<Option<ControlTarget>> {
        let mut out = sys::bg_control_target::default();
        // SAFETY: a writable out.
        check(unsafe { sys::bg_toolbar_tap(self.raw, x, y, &mut out) })?;
        Ok(target(&out))
    }

    /// A pointer event: the cell it activated, or None.
    pub fn pointer(&mut self, phase: PointerPhase, x: f64, y: f64) -> Result<Option<ControlTarget>> {
        let mut out = sys::bg_control_target::default();
        // SAFETY: a writable out.
        check(unsafe { sys::bg_toolbar_pointer(self.raw, phase.raw(), x, y, &mut out) })?;
        Ok(target(&out))
    }

    /// Moves keyboard focus: the focused cell, or None.
    pub fn focus(&mut self, movement: FocusMove) -> Result<Option<ControlTarget>> {
        let mut out = sys::bg_control_target::default();
        // SAFETY: a writable out.
        check(unsafe { sys::bg_toolbar_focus(self.raw, movement.raw(), &mut out) })?;
        Ok(target(&out))
    }

    /// Activates the focused cell (Space / Return); [`Status::State`] when none is focused.
    pub fn activate_focused(&mut self) -> Result<()> {
        // SAFETY: a plain call on our handle.
        check(unsafe { sys::bg_toolbar_activate_focused(self.raw) })
    }

    /// Chooses entry `index` of the presented menu: closes it and fires that button's action.
    pub fn choose_menu_entry(&mut self, index: u32) -> Result<()> {
        // SAFETY: a plain call on our handle.
        check(unsafe { sys::bg_toolbar_choose_menu_entry(self.raw, index) })
    }

    /// Closes the presented menu without choosing: fires nothing.
    pub fn dismiss_menu(&mut self) -> Result<()> {
        // SAFETY: a plain call on our handle.
        check(unsafe { sys::bg_toolbar_dismiss_menu(self.raw) })
    }

    /// The toolbar as laid out last, drawn as an SVG document borrowed from the toolbar.
    pub fn svg(&mut self, options: &PictureOptions) -> Result<&str> {
        let raw = self.raw;
        // SAFETY: options and out are valid for the call; the text is tied to &mut self.
        svg(options, |options, out| unsafe { sys::bg_toolbar_svg(raw, options, out) })
    }
}

impl Drop for Toolbar {
    fn drop(&mut self) {
        // SAFETY: our handle, freed once; it releases every closure the toolbar holds.
        unsafe { sys::bg_toolbar_free(self.raw) };
        object_dropped();
    }
}

/// A group's buttons as C structs (without their actions), their strings kept in `strings`.
fn raw_buttons(
    index: usize,
    group: &ControlGroup,
    strings: &mut Vec<Option<CString>>,
) -> Result<Vec<sys::bg_control_button>> {
    let mut raw_buttons = Vec::with_capacity(group.buttons.len());
    for (b, button) in group.buttons.iter().enumerate() {
        let mut rb = sys::bg_control_button::default();
        // SAFETY: a writable out; the call cannot fail with one.
        unsafe { sys::bg_control_button_init(&mut rb) };
        let title = Some(c_string(&format!("item {} button {} title", index, b), &button.title)?);
        let image = c_string_opt(&format!("item {} button {} image", index, b), button.image.as_deref())?;
        rb.title = c_ptr(&title);
        rb.image = c_ptr(&image);
        rb.disabled = button.disabled as i32;
        rb.selection = button.selection.raw();
        strings.push(title);
        strings.push(image);
        raw_buttons.push(rb);
    }
    Ok(raw_buttons)
}

unsafe extern "C" fn control_action(
    user_data: *mut c_void,
    _toolbar: sys::bg_toolbar,
    item_index: u32,
    button_index: u32,
) -> sys::bg_status {
    // SAFETY: user_data is a live ControlAction of ours (callback.rs).
    guard(sys::BG_E_CALLBACK, || {
        closure::<ControlAction>(user_data)(item_index, button_index);
        sys::BG_OK
    })
}
