//! The safe layer's rules: closures fire with the right ids and are released exactly once,
//! panics in them come out of the call that ran them, errors carry the library's status and
//! message, strings with a NUL byte are refused before anything changes.

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

fn counted_item(title: &str, drops: &Arc<AtomicUsize>, fired: &Arc<Mutex<Vec<u32>>>) -> Item {
    let counter = DropCounter(drops.clone());
    let fired = fired.clone();
    Item::new(title).action(move |index| {
        let _keep = &counter;
        fired.lock().unwrap().push(index);
    })
}

fn assert_send<T: Send>() {}
fn assert_sync<T: Sync>() {}

#[test]
fn objects_are_send_and_themes_are_sync() {
    assert_send::<ButtonGroup>();
    assert_send::<Button>();
    assert_send::<Toolbar>();
    assert_send::<Theme>();
    assert_sync::<Theme>();
    let mut group = ButtonGroup::new(vec![Item::new("Pay")]).unwrap();
    let width =
        std::thread::spawn(move || group.layout(200.0, 2.0, Direction::Ltr).unwrap().frames()[0].width).join().unwrap();
    assert_eq!(width, 200.0);
}

#[test]
fn actions_fire_with_their_index_and_are_released_once_on_replace_and_on_drop() {
    let drops = Arc::new(AtomicUsize::new(0));
    let fired = Arc::new(Mutex::new(Vec::new()));
    let mut group =
        ButtonGroup::new(vec![counted_item("A", &drops, &fired), counted_item("B", &drops, &fired)]).unwrap();
    let frames = group.layout(300.0, 2.0, Direction::Ltr).unwrap().frames();
    let (x, y) = frames[1].center();
    assert_eq!(group.tap(x, y).unwrap(), Some(1));
    assert_eq!(*fired.lock().unwrap(), [1]);
    assert_eq!(drops.load(Ordering::SeqCst), 0);
    group.set_items(vec![counted_item("C", &drops, &fired)]).unwrap();
    assert_eq!(drops.load(Ordering::SeqCst), 2, "the replaced items' actions are dropped");
    drop(group);
    assert_eq!(drops.load(Ordering::SeqCst), 3, "the group's drop releases the last one");
}

#[test]
fn a_panic_in_an_action_comes_out_of_the_call_that_fired_it() {
    let mut group = ButtonGroup::new(vec![Item::new("Boom").action(|_| panic!("the host's bug"))]).unwrap();
    group.layout(200.0, 2.0, Direction::Ltr).unwrap();
    let payload = catch_unwind(AssertUnwindSafe(|| group.tap(10.0, 10.0))).unwrap_err();
    assert_eq!(payload.downcast_ref::<&str>(), Some(&"the host's bug"));
    assert_eq!(group.item_count().unwrap(), 1, "the group is still usable");
}

#[test]
fn a_nul_byte_is_refused_before_anything_changes() {
    let drops = Arc::new(AtomicUsize::new(0));
    let fired = Arc::new(Mutex::new(Vec::new()));
    let mut group = ButtonGroup::new(vec![Item::new("Keep")]).unwrap();
    let error = group.set_items(vec![counted_item("ok", &drops, &fired), Item::new("bad\0title")]).unwrap_err();
    assert_eq!(error.status(), Status::InvalidArgument);
    assert!(error.message().contains("Item 1 title"), "{}", error);
    assert_eq!(group.item_count().unwrap(), 1);
    assert_eq!(drops.load(Ordering::SeqCst), 1, "the refused items' actions are dropped");
}

#[test]
fn library_errors_carry_status_and_message() {
    let mut group = ButtonGroup::new(vec![Item::new("Pay")]).unwrap();
    let error = group.tap(1.0, 1.0).unwrap_err();
    assert_eq!(error.status(), Status::State, "an event before the first layout");
    let error = group.layout(f64::NAN, 2.0, Direction::Ltr).unwrap_err();
    assert_eq!(error.status(), Status::InvalidArgument);
    assert!(error.message().starts_with("bg_group_layout"), "{}", error.message());
    assert!(error.to_string().ends_with("(BG_E_INVALID_ARGUMENT)"), "{}", error);
    let error = group.layout(100.0, 2.0, Direction::Other(7)).unwrap_err();
    assert_eq!(error.status(), Status::InvalidArgument);
}

#[test]
fn a_failing_measure_fails_the_layout_with_callback() {
    let mut group = ButtonGroup::new(vec![Item::new("Pay")]).unwrap();
    group.set_measure(|_, _, _| None).unwrap();
    assert_eq!(group.layout(200.0, 2.0, Direction::Ltr).unwrap_err().status(), Status::Callback);
    group.set_measure(|_, text, _| Some(Size::new(text.chars().count() as f64 * 10.0, 20.0))).unwrap();
    let layout = group.layout(200.0, 2.0, Direction::Ltr).unwrap();
    assert_eq!(layout.slot(0).unwrap().title_frame().width, 30.0);
}

#[test]
fn more_presents_the_sheet_and_choosing_fires_the_item() {
    let fired = Arc::new(Mutex::new(Vec::new()));
    let sheets = Arc::new(Mutex::new(Vec::new()));
    let drops = Arc::new(AtomicUsize::new(0));
    let items = ["A", "B", "C", "D"].iter().map(|t| counted_item(t, &drops, &fired)).collect();
    let mut group = ButtonGroup::new(items).unwrap();
    let log = sheets.clone();
    group
        .on_present_sheet(move |sheet| {
            log.lock().unwrap().push(sheet.clone());
            true
        })
        .unwrap();
    let layout = group.layout(320.0, 2.0, Direction::Ltr).unwrap();
    assert_eq!(layout.overflow_items(), [2, 3]);
    let more = layout.slots().find(|slot| slot.kind() == SlotKind::More).unwrap().frame();
    group.tap(more.center().0, more.center().1).unwrap();
    let sheet = sheets.lock().unwrap()[0].clone();
    assert_eq!(sheet.items.iter().map(|item| item.title.as_str()).collect::<Vec<_>>(), ["C", "D"]);
    group.choose_sheet_item(1).unwrap();
    assert_eq!(*fired.lock().unwrap(), [3]);
}

#[test]
fn a_button_fires_on_pointer_up_inside() {
    let config = ButtonConfig { title: Some("Pay".into()), ..ButtonConfig::default() };
    let mut button = Button::new(None, &config).unwrap();
    let fired = Arc::new(AtomicUsize::new(0));
    let count = fired.clone();
    button
        .set_action(move || {
            count.fetch_add(1, Ordering::SeqCst);
        })
        .unwrap();
    button.layout(120.0, 44.0, 2.0, Direction::Ltr).unwrap();
    assert!(!button.pointer(PointerPhase::Down, 60.0, 22.0).unwrap());
    assert!(button.state().unwrap().contains(State::HIGHLIGHTED));
    assert!(button.pointer(PointerPhase::Up, 60.0, 22.0).unwrap());
    assert_eq!(fired.load(Ordering::SeqCst), 1);
    button.set_enabled(false).unwrap();
    button.activate().unwrap();
    assert_eq!(fired.load(Ordering::SeqCst), 1, "a disabled button never fires");
}

fn edit_group(fired: &Arc<Mutex<Vec<(u32, u32)>>>, label: &str) -> ControlGroup {
    let buttons = ["One", "Two"]
        .iter()
        .map(|title| {
            let log = fired.clone();
            ControlButton::new(*title)
                .image("star")
                .action(move |item, button| log.lock().unwrap().push((item, button)))
        })
        .collect();
    ControlGroup::new(Some(label), buttons)
}

#[test]
fn the_toolbar_overflow_menu_lists_the_groups_and_choosing_fires_the_button() {
    let fired = Arc::new(Mutex::new(Vec::new()));
    let items = (0..4).map(|i| ToolbarItem::group(Placement::PrimaryAction, edit_group(&fired, &format!("G{}", i))));
    let mut toolbar = Toolbar::new(items.collect()).unwrap();
    let menus = Arc::new(Mutex::new(Vec::new()));
    let log = menus.clone();
    toolbar
        .on_present_menu(move |menu| {
            log.lock().unwrap().push(menu.clone());
            true
        })
        .unwrap();
    let view = toolbar.layout(200.0, 2.0, Direction::Ltr).unwrap();
    let overflowed = view.overflowed().to_vec();
    assert!(!overflowed.is_empty(), "four groups do not fit 200 points");
    let button = view.overflow_button().expect("an overflow button");
    let target = toolbar.tap(button.center().0, button.center().1).unwrap().unwrap();
    assert_eq!(target.kind, ControlTargetKind::Overflow);
    let menu = menus.lock().unwrap()[0].clone();
    assert!(menu.is_overflow);
    let submenus: Vec<u32> = menu.entries.iter().filter(|e| e.button_index.is_none()).map(|e| e.item_index).collect();
    assert_eq!(submenus, overflowed);
    let (index, entry) = menu.entries.iter().enumerate().find(|(_, e)| e.button_index == Some(1)).unwrap();
    toolbar.choose_menu_entry(index as u32).unwrap();
    assert_eq!(*fired.lock().unwrap(), [(entry.item_index, 1)]);
}

#[test]
fn fast_frames_match_the_layout_and_the_picture_is_svg() {
    let mut group = ButtonGroup::new(vec![Item::new("Pay"), Item::new("Transfer")]).unwrap();
    let frames = group.layout(300.0, 3.0, Direction::Rtl).unwrap().frames();
    let mut fast = Vec::new();
    group.layout_frames(300.0, 3.0, Direction::Rtl, &mut fast).unwrap();
    assert_eq!(fast, frames);
    let svg = group.svg(&PictureOptions::default()).unwrap();
    assert!(svg.contains("<svg") && svg.contains("Transfer"), "{}", &svg[..svg.len().min(200)]);
}

#[test]
fn themes_read_tokens_and_report_parse_errors() {
    let theme = Theme::from_json(r#"{"spacer": {"xs": 12}, "nonsense": 1}"#).unwrap();
    assert_eq!(theme.number("spacer/xs").unwrap(), 12.0);
    assert!(theme.warnings().unwrap().contains("nonsense"));
    assert_eq!(theme.number("no/such").unwrap_err().status(), Status::NotFound);
    let colors = Theme::default_button_colors(Role::Primary, State::NORMAL).unwrap();
    assert_ne!(colors.background, colors.foreground);
}

#[test]
fn enums_round_trip_names_and_values() {
    assert_eq!(Placement::from_name("bottom_bar"), Some(Placement::BottomBar));
    assert_eq!(Placement::BottomBar.raw(), sys::BG_PLACEMENT_BOTTOM_BAR);
    assert_eq!(Role::from_raw(99), Role::Other(99));
    assert_eq!(Role::Other(99).name(), "?");
    assert_eq!((State::FOCUSED | State::SELECTED).0, 10);
    assert_eq!(CornerStyle::default(), CornerStyle::Capsule);
    assert_eq!(ContentMode::default(), ContentMode::ScaleToFill);
}

#[test]
fn a_button_takes_a_tint_a_highlight_and_a_content_alignment() {
    let config = ButtonConfig { title: Some("Pay".into()), ..ButtonConfig::default() };
    let mut button = Button::new(None, &config).unwrap();
    let (theme_tint, own) = button.tint_color().unwrap();
    assert!(!own);
    button.set_tint_color(Some(0x112233FF)).unwrap();
    assert_eq!(button.tint_color().unwrap(), (0x112233FF, true));
    assert_eq!(button.layout(200.0, 44.0, 2.0, Direction::Ltr).unwrap().tint_color(), 0x112233FF);
    button.set_tint_color(None).unwrap();
    assert_eq!(button.tint_color().unwrap(), (theme_tint, false));
    button.set_highlighted(true).unwrap();
    assert!(button.state().unwrap().contains(State::HIGHLIGHTED));
    let centred = button.layout(200.0, 44.0, 2.0, Direction::Ltr).unwrap().content_frame().unwrap();
    button.set_content_alignment(ContentHorizontalAlignment::Leading, ContentVerticalAlignment::Top).unwrap();
    assert_eq!(
        button.content_alignment().unwrap(),
        (ContentHorizontalAlignment::Leading, ContentVerticalAlignment::Top)
    );
    let leading = button.layout(200.0, 44.0, 2.0, Direction::Ltr).unwrap().content_frame().unwrap();
    assert!(leading.x < centred.x && leading.y <= centred.y, "{:?} vs {:?}", leading, centred);
    let trailing_in_rtl = button.layout(200.0, 44.0, 2.0, Direction::Rtl).unwrap().content_frame().unwrap();
    assert!(trailing_in_rtl.x > centred.x, "leading is the right edge in right-to-left");
}

#[test]
fn the_toolbar_fast_path_writes_the_views_frames() {
    let fired = Arc::new(Mutex::new(Vec::new()));
    let items = (0..4).map(|i| ToolbarItem::group(Placement::PrimaryAction, edit_group(&fired, &format!("G{}", i))));
    let mut toolbar = Toolbar::new(items.collect()).unwrap();
    let mut frames = Vec::new();
    let split = toolbar.layout_frames(240.0, 2.0, Direction::Rtl, &mut frames).unwrap();
    let view = toolbar.layout(240.0, 2.0, Direction::Rtl).unwrap();
    let cells: Vec<Rect> = view.cells().map(|c| c.frame()).collect();
    assert_eq!(frames[split.cells()], cells[..]);
    assert_eq!(split.overflow_button().map(|i| frames[i]), view.overflow_button());
    assert_eq!(frames[split.groups()], view.groups().map(|g| g.frame()).collect::<Vec<_>>()[..]);
    assert_eq!(frames[split.separators()], view.separators().collect::<Vec<_>>()[..]);
    assert_eq!(frames[split.bars()], view.bars().map(|b| b.frame).collect::<Vec<_>>()[..]);
    assert_eq!((split.arrangement(), split.size()), (view.arrangement(), view.size()));
    assert_eq!(split.bars().end, frames.len());
}

#[test]
fn a_provider_closure_derives_the_configuration_per_state_and_is_released() {
    let drops = Arc::new(AtomicUsize::new(0));
    let counter = DropCounter(drops.clone());
    let config = ButtonConfig { title: Some("Send".into()), ..ButtonConfig::default() };
    let mut button = Button::new(None, &config).unwrap();
    button
        .set_provider(move |state, config| {
            let _keep = &counter;
            if state.contains(State::HIGHLIGHTED) {
                config.title = Some("Sending…".into());
                config.foreground_color = Some(0x00FF00FF);
            }
        })
        .unwrap();
    assert_eq!(button.layout(160.0, 44.0, 2.0, Direction::Ltr).unwrap().title(), Some("Send"));
    button.set_highlighted(true).unwrap();
    let view = button.layout(160.0, 44.0, 2.0, Direction::Ltr).unwrap();
    assert_eq!((view.title(), view.foreground_color()), (Some("Sending…"), 0x00FF00FF));
    assert_eq!(button.effective_config().unwrap().title.as_deref(), Some("Sending…"));
    assert_eq!(button.config().unwrap().title.as_deref(), Some("Send"), "the base is unchanged");
    button.set_provider(|_, config| config.title = Some("bad\0".into())).unwrap();
    assert_eq!(drops.load(Ordering::SeqCst), 1, "the replaced provider is released");
    button.set_highlighted(false).unwrap();
    assert_eq!(button.layout(160.0, 44.0, 2.0, Direction::Ltr).unwrap_err().status(), Status::Callback);
    button.set_plain_provider().unwrap();
    assert_eq!(button.layout(160.0, 44.0, 2.0, Direction::Ltr).unwrap().title(), Some("Send"));
}

#[test]
fn toolbar_actions_are_released_and_a_nul_byte_is_refused() {
    let drops = Arc::new(AtomicUsize::new(0));
    let counted = |title: &str| {
        let counter = DropCounter(drops.clone());
        ControlButton::new(title).action(move |_, _| {
            let _keep = &counter;
        })
    };
    let group = ControlGroup::new(Some("Edit"), vec![counted("Cut"), counted("Copy")]);
    let mut toolbar = Toolbar::new(vec![ToolbarItem::group(Placement::PrimaryAction, group)]).unwrap();
    let bad = ControlGroup::new(Some("Bad"), vec![counted("ok"), ControlButton::new("nul\0")]);
    let error = toolbar.set_items(vec![ToolbarItem::group(Placement::PrimaryAction, bad)]).unwrap_err();
    assert_eq!(error.status(), Status::InvalidArgument);
    assert!(error.message().contains("item 0 button 1 title"), "{}", error);
    assert_eq!(drops.load(Ordering::SeqCst), 1, "the refused button's action is dropped");
    assert_eq!(toolbar.item_count().unwrap(), 1, "the toolbar keeps its items");
    drop(toolbar);
    assert_eq!(drops.load(Ordering::SeqCst), 3, "dropping the toolbar releases its actions");
}

#[test]
fn an_image_measure_closure_sizes_the_image() {
    let config = ButtonConfig { title: Some("Go".into()), image: Some("wide".into()), ..ButtonConfig::default() };
    let mut button = Button::new(None, &config).unwrap();
    let asked = Arc::new(Mutex::new(Vec::new()));
    let log = asked.clone();
    button
        .set_image_measure(move |name| {
            log.lock().unwrap().push(name.to_owned());
            Some(Size::new(40.0, 10.0))
        })
        .unwrap();
    let (_, frame) = button.layout(200.0, 44.0, 2.0, Direction::Ltr).unwrap().image().unwrap();
    assert_eq!((frame.width, frame.height), (40.0, 10.0));
    assert_eq!(*asked.lock().unwrap(), ["wide"]);
    button.set_image_measure(|_| None).unwrap();
    assert_eq!(button.layout(200.0, 44.0, 2.0, Direction::Ltr).unwrap_err().status(), Status::Callback);
}
