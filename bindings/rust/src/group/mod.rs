//! ButtonGroup: a row of related buttons sharing the width, the ones that do not fit moved
//! into a More action sheet.

mod item;
mod layout;

pub use self::item::{
    GroupLayoutKind, GroupParams, Item, ItemAction, NavigationAction, OverflowPolicy, ProminentType, SlotKind,
};
pub use self::layout::{A11yNode, ActionSheet, GroupLayout, SheetItem, Slot};

use std::any::Any;
use std::marker::PhantomData;
use std::os::raw::c_void;

use crate::callback::{closure, into_user_data, measure, MeasureFn};
use crate::enums::{Direction, FocusMove, PointerPhase, Status};
use crate::error::{c_ptr, c_string, c_string_opt, check, guard, Error, Result};
use crate::geometry::{Breakpoint, Rect, Size};
use crate::picture::{svg, PictureOptions};
use crate::theme::Theme;
use crate::{object_dropped, sys};

/// A button group. Dropping it frees it and releases every closure it holds.
///
/// ```
/// use std::sync::{Arc, Mutex};
/// use buttongroup::{ButtonGroup, Direction, Item};
///
/// let tapped = Arc::new(Mutex::new(Vec::new()));
/// let log = tapped.clone();
/// let mut group = ButtonGroup::new(vec![
///     Item::new("Details").action(move |index| log.lock().unwrap().push(index)),
///     Item::new("Statements"),
/// ])?;
/// let frames = group.layout(320.0, 2.0, Direction::Ltr)?.frames();
/// assert_eq!(frames[1].x, 164.0);
/// assert_eq!(group.tap(10.0, 10.0)?, Some(0));
/// assert_eq!(*tapped.lock().unwrap(), [0]);
/// # Ok::<(), buttongroup::Error>(())
/// ```
///
/// A group may move to another thread (`Send`) but not be shared between threads (not `Sync`):
/// its closures are `FnMut`.
///
/// ```compile_fail
/// fn shared<T: Sync>() {}
/// shared::<buttongroup::ButtonGroup>();
/// ```
pub struct ButtonGroup {
    raw: sys::bg_group,
    /// The parameters of the group's theme (bg_group_params_init when it was made; its strings
    /// NULL), under what `GroupParams` leave None.
    defaults: sys::bg_group_params,
    _not_auto: PhantomData<*const ()>,
}

// SAFETY: the library lets any thread use any object (buttongroup/common.h, "Threads": nothing
// ties an object to the thread that made it) and its handle table is synchronized, so a group
// may move to another thread. The closures it holds are `Send`, and they run on the thread of
// the call that fires them. Not `Sync`: the closures are `FnMut` and `&ButtonGroup` must not
// let two threads reach them; every call that can run one takes `&mut self`. Its `defaults`
// are plain values (their string pointers are NULL).
unsafe impl Send for ButtonGroup {}

type SheetFn = Box<dyn FnMut(&ActionSheet) -> bool + Send>;
type NotifyFn = Box<dyn FnMut() + Send>;
type NavigateFn = Box<dyn FnMut(u32) + Send>;

/// An item's closures, behind its one user_data.
struct ItemCallbacks {
    action: Option<ItemAction>,
    navigation: Option<NavigationAction>,
}

impl ButtonGroup {
    /// A group of `items` with the default theme and its parameters.
    pub fn new(items: Vec<Item>) -> Result<Self> {
        let mut group = ButtonGroup::with_theme(None, None)?;
        group.set_items(items)?;
        Ok(group)
    }

    /// An empty group with `theme` (None: the default theme) and `params` (None: the theme's defaults).
    pub fn with_theme(theme: Option<&Theme>, params: Option<&GroupParams>) -> Result<Self> {
        let theme = Theme::raw_of(theme);
        let mut defaults = sys::bg_group_params::default();
        // SAFETY: a live (or default) theme and a writable out.
        check(unsafe { sys::bg_group_params_init(theme, &mut defaults) })?;
        let raw_params = params.map(|params| params.to_raw(&defaults)).transpose()?;
        let mut raw = sys::bg_group::default();
        let params_ptr = raw_params.as_ref().map_or(std::ptr::null(), |params| &params.raw as *const _);
        // SAFETY: params and their strings are read during the call only; raw is writable.
        check(unsafe { sys::bg_group_create(theme, params_ptr, &mut raw) })?;
        Ok(ButtonGroup { raw, defaults, _not_auto: PhantomData })
    }

    /// Replaces the parameters; the next layout uses them. What `params` leaves None is the
    /// default of the group's theme, not what earlier parameters set. On failure (an invalid
    /// value: [`Status::InvalidArgument`]) the group keeps its parameters.
    ///
    /// ```
    /// use buttongroup::{ButtonGroup, Direction, GroupParams, Item};
    ///
    /// let mut group = ButtonGroup::new(["A", "B", "C", "D"].iter().map(|t| Item::new(*t)).collect())?;
    /// assert_eq!(group.layout(400.0, 2.0, Direction::Ltr)?.slots().len(), 3); // A, B, More
    /// group.set_params(&GroupParams { max_visible: Some(0), ..GroupParams::default() })?;
    /// assert_eq!(group.layout(400.0, 2.0, Direction::Ltr)?.slots().len(), 4); // no count limit
    /// # Ok::<(), buttongroup::Error>(())
    /// ```
    pub fn set_params(&mut self, params: &GroupParams) -> Result<()> {
        let params = params.to_raw(&self.defaults)?;
        // SAFETY: params and their strings are read during the call only.
        check(unsafe { sys::bg_group_set_params(self.raw, &params.raw) })
    }

    /// The C handle, for calls of [`sys`](crate::sys) this type does not wrap. It stays owned by
    /// this group: never free it.
    pub fn as_raw(&self) -> sys::bg_group {
        self.raw
    }

    /// Replaces the items; their actions and navigation actions move into the group (dropped
    /// when replaced, or with the group). A string holding a NUL byte is refused before anything
    /// changes.
    pub fn set_items(&mut self, items: Vec<Item>) -> Result<()> {
        let strings = items
            .iter()
            .enumerate()
            .map(|(i, item)| {
                Ok([
                    Some(c_string(&format!("Item {} title", i), &item.title)?),
                    c_string_opt(&format!("Item {} icon", i), item.icon.as_deref())?,
                    c_string_opt(&format!("Item {} accessibility_label", i), item.accessibility_label.as_deref())?,
                    c_string_opt(
                        &format!("Item {} accessibility_identifier", i),
                        item.accessibility_identifier.as_deref(),
                    )?,
                ])
            })
            .collect::<Result<Vec<_>>>()?;
        let count = u32::try_from(items.len())
            .map_err(|_| Error::new(Status::NoMemory, "ButtonGroup::set_items: too many items".into()))?;
        let mut raw = vec![sys::bg_item::default(); items.len()];
        for (slot, (item, strings)) in raw.iter_mut().zip(items.into_iter().zip(&strings)) {
            // SAFETY: a writable out; the call cannot fail with one.
            unsafe { sys::bg_item_init(slot) };
            slot.title = c_ptr(&strings[0]);
            slot.icon = c_ptr(&strings[1]);
            slot.accessibility_label = c_ptr(&strings[2]);
            slot.accessibility_identifier = c_ptr(&strings[3]);
            slot.role = item.role.raw();
            slot.disabled = item.disabled as i32;
            if item.action.is_some() || item.navigation.is_some() {
                if item.action.is_some() {
                    slot.action = Some(item_action);
                }
                if item.navigation.is_some() {
                    slot.navigation = Some(item_navigation);
                }
                let callbacks = ItemCallbacks { action: item.action, navigation: item.navigation };
                (slot.user_data, slot.destroy) = into_user_data(callbacks);
            }
        }
        // SAFETY: `count` items read during the call; each user_data is released by the library
        // exactly once (also when the call fails: the struct_size is bg_item_init's).
        check(unsafe { sys::bg_group_update(self.raw, raw.as_ptr(), count) })
    }

    /// The number of items.
    pub fn item_count(&self) -> Result<u32> {
        let mut count = 0;
        // SAFETY: a writable out.
        check(unsafe { sys::bg_group_item_count(self.raw, &mut count) })?;
        Ok(count)
    }

    /// Measures titles with `measure(font, text, max_width)` instead of the built-in metrics;
    /// None from it fails the layout with [`Status::Callback`].
    pub fn set_measure(
        &mut self,
        measure_fn: impl FnMut(&str, &str, f64) -> Option<Size> + Send + 'static,
    ) -> Result<()> {
        let (user_data, destroy) = into_user_data::<MeasureFn>(Box::new(measure_fn));
        // SAFETY: measure reads user_data as this MeasureFn, which the library drops once, by destroy.
        check(unsafe { sys::bg_group_set_measure_callback(self.raw, Some(measure), user_data, destroy) })
    }

    /// Called when More is activated, with the sheet to present; return true when presented
    /// (false fails the triggering call with [`Status::Callback`]). Later, call
    /// [`choose_sheet_item`](Self::choose_sheet_item) or [`dismiss_sheet`](Self::dismiss_sheet).
    pub fn on_present_sheet(&mut self, present: impl FnMut(&ActionSheet) -> bool + Send + 'static) -> Result<()> {
        let (user_data, destroy) = into_user_data::<SheetFn>(Box::new(present));
        // SAFETY: present_sheet reads user_data as this SheetFn, which the library drops once, by destroy.
        check(unsafe { sys::bg_group_set_sheet_callback(self.raw, Some(present_sheet), user_data, destroy) })
    }

    /// Called when the library withdraws the sheet it asked to present (the items changed).
    pub fn on_sheet_dismissed(&mut self, dismissed: impl FnMut() + Send + 'static) -> Result<()> {
        let (user_data, destroy) = into_user_data::<NotifyFn>(Box::new(dismissed));
        // SAFETY: sheet_dismissed reads user_data as this NotifyFn, which the library drops once, by destroy.
        check(unsafe {
            sys::bg_group_set_sheet_dismissed_callback(self.raw, Some(sheet_dismissed), user_data, destroy)
        })
    }

    /// Called with an item's index when an item that has a navigation action
    /// ([`Item::navigation`]) is activated, after its action (a tap, a pointer, the keyboard, or
    /// its entry chosen in the More sheet). The closure cannot borrow the group: keep the index
    /// and, once the call that fired it has returned, pass it to
    /// [`run_navigation`](Self::run_navigation) with your navigation context.
    pub fn on_navigate(&mut self, navigate: impl FnMut(u32) + Send + 'static) -> Result<()> {
        let (user_data, destroy) = into_user_data::<NavigateFn>(Box::new(navigate));
        // SAFETY: navigate_item reads user_data as this NavigateFn, which the library drops once, by destroy.
        check(unsafe { sys::bg_group_set_navigate_callback(self.raw, Some(navigate_item), user_data, destroy) })
    }

    /// Runs item `item_index`'s navigation action with `context`, your navigation context (a
    /// navigation controller, a router, a screen stack: the action downcasts it).
    /// [`Status::NotFound`] when there is no such item or it has no navigation action. (A caller
    /// of `sys::bg_group_run_navigation` on this group's handle passes a pointer to a
    /// `&mut dyn Any`, or NULL for none.)
    ///
    /// ```
    /// use std::any::Any;
    /// use std::sync::mpsc;
    /// use buttongroup::{ButtonGroup, Direction, Item};
    ///
    /// let push = |screen: &'static str| {
    ///     move |context: &mut dyn Any| context.downcast_mut::<Vec<&str>>().unwrap().push(screen)
    /// };
    /// let mut group = ButtonGroup::new(vec![
    ///     Item::new("Pay").navigation(push("payment")),
    ///     Item::new("Transfer").navigation(push("transfer")),
    /// ])?;
    /// let (sender, activated) = mpsc::channel();
    /// group.on_navigate(move |index| sender.send(index).unwrap())?;
    /// let frame = group.layout(320.0, 2.0, Direction::Ltr)?.frames()[1];
    /// group.tap(frame.center().0, frame.center().1)?;
    /// let mut screens: Vec<&str> = Vec::new(); // the host's navigation stack
    /// for index in activated.try_iter() {
    ///     group.run_navigation(index, &mut screens)?;
    /// }
    /// assert_eq!(screens, ["transfer"]);
    /// # Ok::<(), buttongroup::Error>(())
    /// ```
    pub fn run_navigation(&mut self, item_index: u32, context: &mut dyn Any) -> Result<()> {
        let mut context = context;
        // SAFETY: the item's navigation trampoline reads `context` (a `&mut dyn Any`) during
        // the call only.
        check(unsafe {
            sys::bg_group_run_navigation(self.raw, item_index, &mut context as *mut &mut dyn Any as *mut c_void)
        })
    }

    /// Lays the group out in `width` points at `scale` pixels per point.
    pub fn layout(&mut self, width: f64, scale: f64, direction: Direction) -> Result<GroupLayout<'_>> {
        let mut out =
            sys::bg_layout { struct_size: std::mem::size_of::<sys::bg_layout>() as u32, ..Default::default() };
        // SAFETY: a writable out whose struct_size is this header's.
        check(unsafe { sys::bg_group_layout(self.raw, width, scale, direction.raw(), &mut out) })?;
        Ok(GroupLayout::new(out))
    }

    /// Lays the group out and writes only the slots' frames into `frames` (replacing its
    /// contents; it grows when needed): the fast path for a relayout on every frame.
    pub fn layout_frames(
        &mut self,
        width: f64,
        scale: f64,
        direction: Direction,
        frames: &mut Vec<Rect>,
    ) -> Result<()> {
        loop {
            let mut count = 0u32;
            let capacity = u32::try_from(frames.capacity()).unwrap_or(u32::MAX);
            // SAFETY: `capacity` writable Rects (the layout of bg_rect) and a writable count.
            let status = unsafe {
                sys::bg_group_layout_frames(
                    self.raw,
                    width,
                    scale,
                    direction.raw(),
                    frames.as_mut_ptr() as *mut sys::bg_rect,
                    capacity,
                    &mut count,
                )
            };
            if status == sys::BG_E_BUFFER_TOO_SMALL {
                frames.clear();
                frames.reserve(count as usize);
                continue;
            }
            check(status)?;
            // SAFETY: the library wrote `count` frames, within the capacity it was given.
            unsafe { frames.set_len(count as usize) };
            return Ok(());
        }
    }

    /// The widths at which each item moves into and out of the More sheet.
    pub fn breakpoints(&mut self) -> Result<Vec<Breakpoint>> {
        let mut out = sys::bg_breakpoints {
            struct_size: std::mem::size_of::<sys::bg_breakpoints>() as u32,
            ..Default::default()
        };
        // SAFETY: a writable out; its array is copied at once.
        check(unsafe { sys::bg_group_breakpoints(self.raw, &mut out) })?;
        Ok(unsafe { crate::error::slice(out.breakpoints, out.count) }.iter().map(Breakpoint::from).collect())
    }

    /// A complete tap at (x, y): the slot activated, or None when nothing enabled was hit.
    pub fn tap(&mut self, x: f64, y: f64) -> Result<Option<u32>> {
        let mut slot = -1;
        // SAFETY: a writable out.
        check(unsafe { sys::bg_group_tap(self.raw, x, y, &mut slot) })?;
        Ok(u32::try_from(slot).ok())
    }

    /// A pointer event: the slot it activated, or None.
    pub fn pointer(&mut self, phase: PointerPhase, x: f64, y: f64) -> Result<Option<u32>> {
        let mut slot = -1;
        // SAFETY: a writable out.
        check(unsafe { sys::bg_group_pointer(self.raw, phase.raw(), x, y, &mut slot) })?;
        Ok(u32::try_from(slot).ok())
    }

    /// Moves keyboard focus: the focused slot, or None.
    pub fn focus(&mut self, movement: FocusMove) -> Result<Option<u32>> {
        let mut slot = -1;
        // SAFETY: a writable out.
        check(unsafe { sys::bg_group_focus(self.raw, movement.raw(), &mut slot) })?;
        Ok(u32::try_from(slot).ok())
    }

    /// Activates the focused slot (Space / Return); [`Status::State`] when none is focused.
    pub fn activate_focused(&mut self) -> Result<()> {
        // SAFETY: a plain call on our handle.
        check(unsafe { sys::bg_group_activate_focused(self.raw) })
    }

    /// Activates slot `index` of the latest layout, as a tap on it would.
    pub fn activate_slot(&mut self, index: u32) -> Result<()> {
        // SAFETY: a plain call on our handle.
        check(unsafe { sys::bg_group_activate_slot(self.raw, index) })
    }

    /// Chooses entry `index` of the presented sheet: dismisses it and fires that item's action.
    pub fn choose_sheet_item(&mut self, index: u32) -> Result<()> {
        // SAFETY: a plain call on our handle.
        check(unsafe { sys::bg_group_choose_sheet_item(self.raw, index) })
    }

    /// Dismisses the presented sheet (its cancel button): fires nothing.
    pub fn dismiss_sheet(&mut self) -> Result<()> {
        // SAFETY: a plain call on our handle.
        check(unsafe { sys::bg_group_dismiss_sheet(self.raw) })
    }

    /// The group as laid out last, drawn as an SVG document borrowed from the group.
    pub fn svg(&mut self, options: &PictureOptions) -> Result<&str> {
        let raw = self.raw;
        // SAFETY: options and out are valid for the call; the text is tied to &mut self.
        svg(options, |options, out| unsafe { sys::bg_group_svg(raw, options, out) })
    }
}

impl Drop for ButtonGroup {
    fn drop(&mut self) {
        // SAFETY: our handle, freed once; it releases every closure the group holds.
        unsafe { sys::bg_group_free(self.raw) };
        object_dropped();
    }
}

unsafe extern "C" fn item_action(user_data: *mut c_void, _group: sys::bg_group, item_index: u32) -> sys::bg_status {
    // SAFETY: user_data is a live ItemCallbacks of ours (callback.rs).
    guard(sys::BG_E_CALLBACK, || {
        if let Some(action) = &mut closure::<ItemCallbacks>(user_data).action {
            action(item_index);
        }
        sys::BG_OK
    })
}

unsafe extern "C" fn item_navigation(user_data: *mut c_void, navigation_context: *mut c_void) -> sys::bg_status {
    // SAFETY: user_data is a live ItemCallbacks of ours; navigation_context is the `&mut dyn Any`
    // run_navigation passed, valid during the call (NULL, from a caller of `sys`: no context).
    guard(sys::BG_E_CALLBACK, || {
        let mut nothing = ();
        let context: &mut dyn Any = match (navigation_context as *mut &mut dyn Any).as_mut() {
            Some(context) => &mut **context,
            None => &mut nothing,
        };
        if let Some(navigation) = &mut closure::<ItemCallbacks>(user_data).navigation {
            navigation(context);
        }
        sys::BG_OK
    })
}

unsafe extern "C" fn navigate_item(user_data: *mut c_void, _group: sys::bg_group, item_index: u32) -> sys::bg_status {
    // SAFETY: user_data is a live NavigateFn of ours.
    guard(sys::BG_E_CALLBACK, || {
        closure::<NavigateFn>(user_data)(item_index);
        sys::BG_OK
    })
}

unsafe extern "C" fn present_sheet(
    user_data: *mut c_void,
    _group: sys::bg_group,
    sheet: *const sys::bg_action_sheet,
) -> sys::bg_status {
    // SAFETY: user_data is a live SheetFn of ours; the sheet is valid during the call.
    guard(sys::BG_E_CALLBACK, || {
        let sheet = ActionSheet::copy(&*sheet);
        if closure::<SheetFn>(user_data)(&sheet) {
            sys::BG_OK
        } else {
            sys::BG_E_CALLBACK
        }
    })
}

unsafe extern "C" fn sheet_dismissed(user_data: *mut c_void, _group: sys::bg_group) {
    // SAFETY: user_data is a live NotifyFn of ours.
    guard((), || closure::<NotifyFn>(user_data)());
}
