//! The golden layout cases of Tests/Fixtures/group (shared with the Swift, C, Python and Lua
//! runners), run through the Rust API left-to-right and right-to-left, compared as the C and
//! Python runners compare them (the layout described in the fixtures' shape; numbers within
//! 1e-6).

mod common;

use buttongroup::{A11yRole, ButtonGroup, Direction, GroupLayout, Item, Role, SlotKind, Theme};
use common::{difference, load, measure, nums, obj, rect, report, text, Json};

fn item(spec: &Json) -> Item {
    spec.only_keys(
        "group item",
        &["title", "icon", "accessibilityLabel", "accessibilityIdentifier", "role", "disabled"],
    );
    let mut item = Item::new(spec.opt("title").map_or("", Json::str));
    item.icon = spec.opt("icon").map(|s| s.str().to_owned());
    item.accessibility_label = spec.opt("accessibilityLabel").map(|s| s.str().to_owned());
    item.accessibility_identifier = spec.opt("accessibilityIdentifier").map(|s| s.str().to_owned());
    let role = spec.opt("role").map_or("automatic", Json::str);
    item.role = Role::from_name(role).unwrap_or_else(|| panic!("unknown role {:?}", role));
    item.disabled = spec.opt("disabled").map_or(false, Json::bool);
    item
}

/// The group of a fixture: its items, in its theme, measured as the fixtures are.
fn fixture_group(fixture: &Json) -> ButtonGroup {
    let theme = Theme::from_json(&fixture.get("theme").map_or("{}".into(), Json::to_text)).unwrap();
    let mut group = ButtonGroup::with_theme(Some(&theme), None).unwrap();
    if let Some(measure) = measure(fixture) {
        group.set_measure(measure).unwrap();
    }
    group.set_items(fixture.get("items").map_or(&[][..], Json::arr).iter().map(item).collect()).unwrap();
    group
}

/// The layout in the fixtures' JSON shape.
fn describe(layout: &GroupLayout<'_>) -> Json {
    let slots = layout.slots().map(|slot| {
        let c = slot.corners();
        obj(vec![
            ("kind", Json::Str(if slot.kind() == SlotKind::More { "more" } else { "item" }.into())),
            ("item", common::num(slot.item_index().map_or(-1.0, f64::from))),
            ("role", Json::Str(slot.role().name().into())),
            ("state", common::num(slot.state().0)),
            ("frame", rect(slot.frame())),
            ("hitFrame", rect(slot.hit_frame())),
            ("corners", nums(&[c.top_left, c.top_right, c.bottom_right, c.bottom_left])),
            ("iconFrame", rect(slot.icon_frame())),
            ("titleFrame", rect(slot.title_frame())),
            ("title", Json::Str(slot.title().into())),
            ("icon", text(slot.icon())),
            ("truncated", Json::Bool(slot.title_truncated())),
        ])
    });
    let accessibility = layout.accessibility().map(|node| {
        obj(vec![
            ("role", Json::Str(if node.role() == A11yRole::MenuButton { "menuButton" } else { "button" }.into())),
            ("label", Json::Str(node.label().into())),
            ("identifier", text(node.identifier())),
            ("position", common::num(node.position())),
            ("count", common::num(node.count())),
            ("enabled", Json::Bool(node.enabled())),
        ])
    });
    obj(vec![
        ("size", nums(&[layout.size().width, layout.size().height])),
        ("overflow", nums(layout.overflow_items())),
        ("slots", Json::Arr(slots.collect())),
        ("accessibility", Json::Arr(accessibility.collect())),
    ])
}

#[test]
fn every_group_fixture_lays_out_as_recorded_in_both_directions() {
    let files = load("group");
    assert!(files.len() >= 10, "expected the golden cases in {:?}", common::fixtures("group"));
    for (name, fixture) in &files {
        fixture.only_keys(name, &["description", "items", "scale", "measure", "theme", "width", "expected"]);
        let mut mismatches = Vec::new();
        for direction in [Direction::Ltr, Direction::Rtl] {
            let mut group = fixture_group(fixture);
            let width = fixture.opt("width").map_or(0.0, Json::num);
            let scale = fixture.opt("scale").map_or(1.0, Json::num);
            let layout = group.layout(width, scale, direction).unwrap();
            let key = direction.name();
            if let Some(d) = difference(fixture.at("expected").at(key), &describe(&layout), key) {
                mismatches.push(d);
            }
        }
        report(name, &mismatches);
    }
}
