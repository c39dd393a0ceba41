//! The toolbar's golden cases of Tests/Fixtures/toolbar (recorded by the Swift runner, shared
//! with the C, Python and Lua runners), run through the Rust API left-to-right and right-to-left.
//!
//! Per case, as the Python runner: the case's items in a `Toolbar` of its context with the
//! built-in theme, measured as the fixtures are. Its breakpoints must be the recorded ones, and
//! each group must show at its `moves_in` and be in the overflow just below it (fresh toolbars);
//! laid out at each of the case's widths on a fresh toolbar, the `ToolbarView` described in the
//! fixture's shape must be the recorded one (numbers within 1e-6); a case's `sequence` of widths
//! laid out in order on one toolbar must overflow as recorded (the hysteresis).

mod common;

use buttongroup::{
    ControlButton, ControlContext, ControlGroup, ControlGroupStyle, ControlSize, Direction, LabelStyle, Placement,
    Selection, Toolbar, ToolbarItem, ToolbarView,
};
use common::{difference, load, nums, obj, opt_rect, rect, report, text, Json};

fn named<T>(what: &str, name: &str, parse: impl Fn(&str) -> Option<T>) -> T {
    parse(name).unwrap_or_else(|| panic!("unknown {} {:?}: teach the Rust binding", what, name))
}

/// A fixture's item (enum values are the C names' suffixes in lower case).
fn item(spec: &Json) -> ToolbarItem {
    spec.only_keys(
        "toolbar item",
        &[
            "kind",
            "placement",
            "buttons",
            "label",
            "labelImage",
            "style",
            "labelStyle",
            "fixedSize",
            "priority",
            "disabled",
        ],
    );
    let placement = named("placement", spec.at("placement").str(), Placement::from_name);
    let mut item = match spec.at("kind").str() {
        "flexible_space" => ToolbarItem::flexible_space(placement),
        "group" => {
            let buttons = spec.at("buttons").arr().iter().map(|b| {
                b.only_keys("control button", &["title", "image", "disabled", "selection"]);
                let mut button = ControlButton::new(b.at("title").str())
                    .disabled(b.opt("disabled").map_or(false, Json::bool))
                    .selection(named("selection", b.at("selection").str(), Selection::from_name));
                button.image = b.opt("image").map(|s| s.str().to_owned());
                button
            });
            let label = spec.opt("label").map(Json::str);
            let mut group = ControlGroup::new(label, buttons.collect())
                .style(named("style", spec.at("style").str(), ControlGroupStyle::from_name))
                .label_style(named("labelStyle", spec.at("labelStyle").str(), LabelStyle::from_name));
            group.label_image = label.and(spec.opt("labelImage")).map(|s| s.str().to_owned());
            group.fixed_size = spec.opt("fixedSize").map_or(false, Json::bool);
            group.disabled = spec.opt("disabled").map_or(false, Json::bool);
            ToolbarItem::group(placement, group)
        }
        other => panic!("unknown item kind {:?}", other),
    };
    item.priority = spec.opt("priority").map(Json::num);
    item
}

/// A laid-out toolbar in the fixtures' shape.
fn describe(view: &ToolbarView<'_>) -> Json {
    let groups = view.groups().map(|g| {
        Json::Arr(vec![
            common::num(g.item_index()),
            rect(g.frame()),
            Json::Str(g.style().name().into()),
            Json::Str(g.label_style().name().into()),
        ])
    });
    let shown = |r: buttongroup::Rect| (r != buttongroup::Rect::default()).then_some(r);
    let cells = view.cells().map(|cell| {
        let c = cell.corners();
        obj(vec![
            ("item", common::num(cell.item_index())),
            ("button", common::num(cell.button_index().map_or(-1.0, f64::from))),
            ("frame", rect(cell.frame())),
            ("corners", nums(&[c.top_left, c.top_right, c.bottom_right, c.bottom_left])),
            ("title", text(cell.title())),
            ("image", text(cell.image())),
            ("titleFrame", opt_rect(cell.title().and(shown(cell.title_frame())))),
            ("imageFrame", opt_rect(cell.image().and(shown(cell.image_frame())))),
            ("state", common::num(cell.state().0)),
        ])
    });
    let accessibility = view.accessibility().map(|n| {
        Json::Arr(vec![
            Json::Str(n.role().name().into()),
            Json::Str(n.label().into()),
            common::num(n.position()),
            common::num(n.count()),
            Json::Bool(n.enabled()),
        ])
    });
    let diagnostics = view
        .diagnostics()
        .map(|d| Json::Arr(vec![Json::Str(d.kind.name().into()), common::num(d.item_index.map_or(-1.0, f64::from))]));
    let bars = view.bars().map(|b| Json::Arr(vec![Json::Str(b.bar.name().into()), rect(b.frame)]));
    obj(vec![
        ("size", nums(&[view.size().width, view.size().height])),
        ("groups", Json::Arr(groups.collect())),
        ("cells", Json::Arr(cells.collect())),
        ("separators", Json::Arr(view.separators().map(rect).collect())),
        ("overflowed", nums(view.overflowed())),
        ("overflowButton", opt_rect(view.overflow_button())),
        ("accessibility", Json::Arr(accessibility.collect())),
        ("diagnostics", Json::Arr(diagnostics.collect())),
        ("bars", Json::Arr(bars.collect())),
    ])
}

/// The largest double below `x` (x positive and finite).
fn just_below(x: f64) -> f64 {
    assert!(x.is_finite() && x > 0.0, "a breakpoint {}", x);
    f64::from_bits(x.to_bits() - 1)
}

/// Every difference of one case in one direction.
fn check_case(case: &Json, fixture: &Json, direction: Direction) -> Vec<String> {
    case.only_keys("case", &["name", "items", "context", "controlSize", "widths", "sequence", "expected"]);
    let (name, expected, key) = (case.at("name").str(), case.at("expected"), direction.name());
    let scale = fixture.opt("scale").map_or(1.0, Json::num);
    let context = named("context", case.at("context").str(), ControlContext::from_name);
    let size = case.opt("controlSize").map(|s| named("controlSize", s.str(), ControlSize::from_name));
    let fresh = || {
        let mut toolbar = Toolbar::with_theme(None, context).unwrap();
        if let Some(size) = size {
            toolbar.set_control_size(size).unwrap();
        }
        if let Some(measure) = common::measure(fixture) {
            toolbar.set_measure(measure).unwrap();
        }
        toolbar.set_items(case.at("items").arr().iter().map(item).collect()).unwrap();
        toolbar
    };
    let mut found = Vec::new();
    let breakpoints = fresh().breakpoints().unwrap();
    let actual =
        Json::Arr(breakpoints.iter().map(|b| nums(&[f64::from(b.item_index), b.moves_in, b.moves_out])).collect());
    if let Some(d) = difference(expected.at("breakpoints"), &actual, "breakpoints") {
        found.push(format!("{}: {}", name, d));
    }
    for b in &breakpoints {
        if fresh().layout(b.moves_in, scale, direction).unwrap().overflowed().contains(&b.item_index) {
            found.push(format!("{}: item {} overflows at its moves_in {}", name, b.item_index, b.moves_in));
        }
        if !fresh().layout(just_below(b.moves_in), scale, direction).unwrap().overflowed().contains(&b.item_index) {
            found.push(format!("{}: item {} still shows just below {}", name, b.item_index, b.moves_in));
        }
    }
    let (widths, views) = (case.at("widths").arr(), expected.at(key).arr());
    assert_eq!(widths.len(), views.len(), "{}: as many expected views as widths", name);
    for (index, (width, want)) in widths.iter().zip(views).enumerate() {
        let mut toolbar = fresh();
        let view = toolbar.layout(width.num(), scale, direction).unwrap();
        if let Some(d) = difference(want, &describe(&view), &format!("{}[{}]", key, index)) {
            found.push(format!("{} at {}: {}", name, width.num(), d));
        }
    }
    if let (Some(sequence), Direction::Ltr) = (case.get("sequence"), direction) {
        let mut toolbar = fresh();
        let overflowed = sequence
            .arr()
            .iter()
            .map(|width| nums(toolbar.layout(width.num(), scale, Direction::Ltr).unwrap().overflowed()))
            .collect();
        if let Some(d) = difference(expected.at("sequence"), &Json::Arr(overflowed), "sequence") {
            found.push(format!("{}: {}", name, d));
        }
    }
    found
}

#[test]
fn every_toolbar_fixture_lays_out_as_recorded_in_both_directions() {
    let files = load("toolbar");
    assert!(files.len() >= 4, "expected the toolbar's golden cases in {:?}", common::fixtures("toolbar"));
    let cases: usize = files.iter().map(|(_, f)| f.at("cases").arr().len()).sum();
    assert!(cases >= 80, "got {} cases", cases);
    for (name, fixture) in &files {
        fixture.only_keys(name, &["description", "measure", "scale", "cases"]);
        let mut mismatches = Vec::new();
        for direction in [Direction::Ltr, Direction::Rtl] {
            for case in fixture.at("cases").arr() {
                mismatches.extend(check_case(case, fixture, direction));
            }
        }
        report(name, &mismatches);
    }
}
