//! Callback rules beyond firing: withdrawn sheets and menus are told, a pointer dragged out
//! fires nothing, a panic in a closure's destructor comes out of the drop that released it.

use std::panic::{catch_unwind, AssertUnwindSafe};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Arc;

use crate::*;

fn counter() -> (Arc<AtomicUsize>, impl FnMut() + Send + 'static) {
    let count = Arc::new(AtomicUsize::new(0));
    let inner = count.clone();
    (count, move || {
        inner.fetch_add(1, Ordering::SeqCst);
    })
}

#[test]
fn replacing_the_items_withdraws_the_presented_sheet_and_says_so() {
    let items = || ["A", "B", "C", "D"].iter().map(|t| Item::new(*t)).collect::<Vec<_>>();
    let mut group = ButtonGroup::new(items()).unwrap();
    group.on_present_sheet(|_| true).unwrap();
    let (dismissed, on_dismissed) = counter();
    group.on_sheet_dismissed(on_dismissed).unwrap();
    let more = group.layout(320.0, 2.0, Direction::Ltr).unwrap().slot(2).unwrap().frame();
    group.tap(more.center().0, more.center().1).unwrap();
    group.set_items(items()).unwrap();
    assert_eq!(dismissed.load(Ordering::SeqCst), 1);
    assert_eq!(group.choose_sheet_item(0).unwrap_err().status(), Status::State, "no sheet is presented now");
}

#[test]
fn replacing_a_toolbars_items_withdraws_its_menu_and_says_so() {
    let items = || {
        let group = ControlGroup::new(Some("Sort"), vec![ControlButton::new("Name"), ControlButton::new("Date")]);
        vec![ToolbarItem::group(Placement::PrimaryAction, group.style(ControlGroupStyle::Menu))]
    };
    let mut toolbar = Toolbar::new(items()).unwrap();
    toolbar.on_present_menu(|_| true).unwrap();
    let (dismissed, on_dismissed) = counter();
    toolbar.on_menu_dismissed(on_dismissed).unwrap();
    let cell = toolbar.layout(390.0, 2.0, Direction::Ltr).unwrap().cells().next().unwrap().frame();
    toolbar.tap(cell.center().0, cell.center().1).unwrap();
    toolbar.set_items(items()).unwrap();
    assert_eq!(dismissed.load(Ordering::SeqCst), 1);
    assert_eq!(toolbar.dismiss_menu().unwrap_err().status(), Status::State);
}

#[test]
fn a_press_dragged_out_fires_nothing() {
    let (fired, action) = counter();
    let mut action = action;
    let mut group = ButtonGroup::new(vec![Item::new("Pay").action(move |_| action())]).unwrap();
    let frame = group.layout(200.0, 2.0, Direction::Ltr).unwrap().frames()[0];
    let (x, y) = frame.center();
    assert_eq!(group.pointer(PointerPhase::Down, x, y).unwrap(), None);
    assert!(group
        .layout(200.0, 2.0, Direction::Ltr)
        .unwrap()
        .slots()
        .next()
        .unwrap()
        .state()
        .contains(State::HIGHLIGHTED));
    group.pointer(PointerPhase::Move, x, y + 500.0).unwrap();
    assert_eq!(group.pointer(PointerPhase::Up, x, y + 500.0).unwrap(), None);
    assert_eq!(fired.load(Ordering::SeqCst), 0);
    group.pointer(PointerPhase::Down, x, y).unwrap();
    assert_eq!(group.pointer(PointerPhase::Up, x, y).unwrap(), Some(0));
    assert_eq!(fired.load(Ordering::SeqCst), 1);
}

struct PanicOnDrop;

impl Drop for PanicOnDrop {
    fn drop(&mut self) {
        if !std::thread::panicking() {
            panic!("a destructor's bug");
        }
    }
}

#[test]
fn a_panic_in_a_closures_destructor_comes_out_of_the_drop() {
    let guard = PanicOnDrop;
    let group = ButtonGroup::new(vec![Item::new("Pay").action(move |_| {
        let _keep = &guard;
    })])
    .unwrap();
    let payload = catch_unwind(AssertUnwindSafe(|| drop(group))).unwrap_err();
    assert_eq!(payload.downcast_ref::<&str>(), Some(&"a destructor's bug"));
}
