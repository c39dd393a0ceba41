//! A group's parameters replaced after it was made, and navigation: the navigate closure told of
//! an activated item, its navigation action run with the host's context, both released.

use std::any::Any;
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};

use crate::*;

/// Counts its drops: moved into a closure, it tells when the library released the closure.
struct DropCounter(Arc<AtomicUsize>);

impl Drop for DropCounter {
    fn drop(&mut self) {
        self.0.fetch_add(1, Ordering::SeqCst);
    }
}

fn items(titles: &[&str]) -> Vec<Item> {
    titles.iter().map(|title| Item::new(*title)).collect()
}

/// The gap between the first two slots.
fn gap(group: &mut ButtonGroup, width: f64) -> f64 {
    let frames = group.layout(width, 2.0, Direction::Ltr).unwrap().frames();
    frames[1].x - frames[0].max_x()
}

#[test]
fn set_params_changes_the_layout_and_a_refused_one_keeps_the_last() {
    let mut group = ButtonGroup::new(items(&["A", "B", "C", "D"])).unwrap();
    let layout = group.layout(400.0, 2.0, Direction::Ltr).unwrap();
    assert_eq!(layout.slots().len(), 3);
    assert_eq!(layout.slot(2).unwrap().kind(), SlotKind::More);
    assert_eq!(gap(&mut group, 400.0), 8.0, "the built-in spacing");

    group.set_params(&GroupParams { max_visible: Some(0), spacing: Some(20.0), ..GroupParams::default() }).unwrap();
    let layout = group.layout(400.0, 2.0, Direction::Ltr).unwrap();
    assert_eq!(layout.slots().len(), 4, "no count limit");
    assert!(layout.slots().all(|slot| slot.kind() == SlotKind::Item));
    assert_eq!(gap(&mut group, 400.0), 20.0);

    let error = group.set_params(&GroupParams { max_visible: Some(1), ..GroupParams::default() }).unwrap_err();
    assert_eq!(error.status(), Status::InvalidArgument);
    assert!(error.message().contains("bg_group_set_params"), "{}", error);
    let error = group.set_params(&GroupParams { spacing: Some(f64::NAN), ..GroupParams::default() }).unwrap_err();
    assert_eq!(error.status(), Status::InvalidArgument);
    let error = group.set_params(&GroupParams { alert_title: Some("a\0b".into()), ..GroupParams::default() });
    assert_eq!(error.unwrap_err().status(), Status::InvalidArgument);
    assert_eq!(group.layout(400.0, 2.0, Direction::Ltr).unwrap().slots().len(), 4, "the group keeps its parameters");
    assert_eq!(gap(&mut group, 400.0), 20.0);

    // What the new parameters leave None is the theme's default again, not the last value.
    group.set_params(&GroupParams { layout: Some(GroupLayoutKind::AllRound), ..GroupParams::default() }).unwrap();
    assert_eq!(group.layout(400.0, 2.0, Direction::Ltr).unwrap().slots().len(), 3);
    assert_eq!(gap(&mut group, 400.0), 8.0);
}

#[test]
fn set_params_falls_back_to_the_groups_theme_and_sets_the_sheets_texts() {
    let theme = Theme::from_json(r#"{"spacer": {"xs": 12}}"#).unwrap();
    let mut group = ButtonGroup::with_theme(Some(&theme), None).unwrap();
    group.set_items(items(&["A", "B", "C", "D"])).unwrap();
    let themed = gap(&mut group, 400.0);
    assert_ne!(themed, 8.0, "the theme's spacing");
    group
        .set_params(&GroupParams {
            alert_title: Some("Accounts".into()),
            alert_message: Some("Choose one".into()),
            alert_cancel_button_title: Some("Close".into()),
            more_button_accessibility_label: Some("Other accounts".into()),
            more_icon: Some("ellipsis".into()),
            ..GroupParams::default()
        })
        .unwrap();
    assert_eq!(gap(&mut group, 400.0), themed, "the group's theme, not the default theme");
    let sheets = Arc::new(Mutex::new(Vec::new()));
    let log = sheets.clone();
    group
        .on_present_sheet(move |sheet| {
            log.lock().unwrap().push(sheet.clone());
            true
        })
        .unwrap();
    let layout = group.layout(400.0, 2.0, Direction::Ltr).unwrap();
    let more = layout.slot(2).unwrap();
    assert_eq!(more.icon(), Some("ellipsis"));
    assert_eq!(layout.accessibility().nth(2).unwrap().label(), "Other accounts");
    let (x, y) = more.frame().center();
    group.tap(x, y).unwrap();
    let sheet = sheets.lock().unwrap()[0].clone();
    assert_eq!(sheet.title.as_deref(), Some("Accounts"));
    assert_eq!(sheet.message.as_deref(), Some("Choose one"));
    assert_eq!(sheet.cancel_title, "Close");
}

/// An item whose navigation action pushes `screen` onto a `Vec<String>` context.
fn navigating(title: &str, screen: &'static str, drops: &Arc<AtomicUsize>, fired: &Arc<Mutex<Vec<u32>>>) -> Item {
    let (counter, log) = (DropCounter(drops.clone()), fired.clone());
    Item::new(title).action(move |index| log.lock().unwrap().push(index)).navigation(move |context: &mut dyn Any| {
        let _keep = &counter;
        if let Some(stack) = context.downcast_mut::<Vec<String>>() {
            stack.push(screen.to_owned());
        }
    })
}

#[test]
fn an_activated_navigation_item_calls_on_navigate_and_run_navigation_runs_it() {
    let (drops, fired) = (Arc::new(AtomicUsize::new(0)), Arc::new(Mutex::new(Vec::new())));
    let navigate_drops = Arc::new(AtomicUsize::new(0));
    let mut group = ButtonGroup::new(vec![
        navigating("Pay", "payment", &drops, &fired),
        Item::new("Statements"),
        navigating("Transfer", "transfer", &drops, &fired),
    ])
    .unwrap();
    let navigated = Arc::new(Mutex::new(Vec::new()));
    let (counter, log) = (DropCounter(navigate_drops.clone()), navigated.clone());
    group
        .on_navigate(move |index| {
            let _keep = &counter;
            log.lock().unwrap().push(index);
        })
        .unwrap();
    let frames = group.layout(400.0, 2.0, Direction::Ltr).unwrap().frames();
    for frame in &frames {
        group.tap(frame.center().0, frame.center().1).unwrap();
    }
    assert_eq!(*fired.lock().unwrap(), [0, 2], "the actions fired");
    assert_eq!(*navigated.lock().unwrap(), [0, 2], "after them, on_navigate for the items that navigate");

    let mut stack: Vec<String> = Vec::new();
    for index in navigated.lock().unwrap().drain(..) {
        group.run_navigation(index, &mut stack).unwrap();
    }
    assert_eq!(stack, ["payment", "transfer"]);
    assert_eq!(group.run_navigation(1, &mut stack).unwrap_err().status(), Status::NotFound, "no navigation action");
    assert_eq!(group.run_navigation(7, &mut stack).unwrap_err().status(), Status::NotFound, "no such item");
    group.run_navigation(0, &mut 42u8).unwrap(); // a context the action does not know: its call
    assert_eq!(stack.len(), 2);
    assert_eq!(*fired.lock().unwrap(), [0, 2], "running navigation fires no action");

    // Releases: the replaced items' closures, the replaced navigate closure, then the group's.
    assert_eq!(drops.load(Ordering::SeqCst), 0);
    group.set_items(vec![navigating("Pay", "payment", &drops, &fired)]).unwrap();
    assert_eq!(drops.load(Ordering::SeqCst), 2, "the replaced items' navigation actions are dropped");
    group.on_navigate(|_| {}).unwrap();
    assert_eq!(navigate_drops.load(Ordering::SeqCst), 1, "the replaced navigate closure is dropped");
    drop(group);
    assert_eq!(drops.load(Ordering::SeqCst), 3, "the group's drop releases the last one");
}

#[test]
fn a_panic_in_a_navigation_action_comes_out_of_run_navigation() {
    let item = Item::new("Boom").navigation(|_| panic!("the host's navigation bug"));
    let mut group = ButtonGroup::new(vec![item]).unwrap();
    let payload = catch_unwind(AssertUnwindSafe(|| group.run_navigation(0, &mut ()))).unwrap_err();
    assert_eq!(payload.downcast_ref::<&str>(), Some(&"the host's navigation bug"));
    assert_eq!(group.item_count().unwrap(), 1, "the group is still usable");
}

#[test]
fn choosing_a_navigation_item_in_the_sheet_calls_on_navigate() {
    let (drops, fired) = (Arc::new(AtomicUsize::new(0)), Arc::new(Mutex::new(Vec::new())));
    let mut all = items(&["A", "B"]);
    all.push(navigating("C", "c", &drops, &fired));
    let mut group = ButtonGroup::new(all).unwrap();
    group.on_present_sheet(|_| true).unwrap();
    let navigated = Arc::new(Mutex::new(Vec::new()));
    let log = navigated.clone();
    group.on_navigate(move |index| log.lock().unwrap().push(index)).unwrap();
    group.set_params(&GroupParams { max_visible: Some(2), ..GroupParams::default() }).unwrap();
    let more = group.layout(400.0, 2.0, Direction::Ltr).unwrap().slot(1).unwrap().frame();
    group.tap(more.center().0, more.center().1).unwrap();
    assert!(navigated.lock().unwrap().is_empty(), "More navigates nowhere");
    group.choose_sheet_item(1).unwrap(); // the sheet lists B, C
    assert_eq!(*fired.lock().unwrap(), [2]);
    assert_eq!(*navigated.lock().unwrap(), [2]);
}
