//! The button's Dynamic Type golden cases (Tests/Fixtures/dynamic_type/button.json, shared with
//! the Swift, C and Python runners), run through the Rust API.
//!
//! Per case, as the C runner: the default theme at the case's content size category, a button of
//! the case's title, subtitle and image on the plain provider and the built-in measurer (no
//! measure closure); its size that fits, then its frames laid out at that size in each
//! direction, compared with the recorded ones (numbers within 1e-6).

mod common;

use buttongroup::{Button, ButtonConfig, ButtonView, ContentSize, Direction, Rect, Theme};
use common::{difference, load, nums, obj, opt_rect, report, Json};

/// A frame as the fixture writes it: null when the button shows nothing there.
fn shown(frame: Rect) -> Json {
    opt_rect(Some(frame).filter(|f| f.width > 0.0))
}

fn describe(view: &ButtonView<'_>) -> Json {
    obj(vec![
        ("imageFrame", shown(view.image().map_or(Rect::default(), |(_, frame)| frame))),
        ("titleFrame", shown(view.title_frame())),
        ("subtitleFrame", shown(view.subtitle_frame())),
        ("titleTruncated", Json::Bool(view.title_truncated())),
    ])
}

fn check_case(case: &Json, scale: f64) -> Vec<String> {
    case.only_keys("case", &["name", "category", "configuration", "expected"]);
    let (name, expected) = (case.at("name").str(), case.at("expected"));
    let category = case.at("category").str();
    let category = ContentSize::from_name(&category.to_lowercase()).unwrap_or_else(|| panic!("category {}", category));
    let spec = case.at("configuration");
    spec.only_keys("configuration", &["title", "subtitle", "image"]);
    let owned = |key: &str| spec.opt(key).map(|s| s.str().to_owned());
    let config = ButtonConfig {
        title: owned("title"),
        subtitle: owned("subtitle"),
        image: owned("image"),
        ..Default::default()
    };
    let theme = Theme::with_content_size(None, category).unwrap();
    let mut button = Button::new(Some(&theme), &config).unwrap();
    let fit = button.size_that_fits().unwrap();
    let mut found = Vec::new();
    if let Some(d) = difference(expected.at("sizeThatFits"), &nums(&[fit.width, fit.height]), "sizeThatFits") {
        found.push(format!("{}: {}", name, d));
    }
    for direction in [Direction::Ltr, Direction::Rtl] {
        let view = button.layout(fit.width, fit.height, scale, direction).unwrap();
        if let Some(d) = difference(expected.at(direction.name()), &describe(&view), direction.name()) {
            found.push(format!("{}: {}", name, d));
        }
    }
    found
}

#[test]
fn the_buttons_dynamic_type_cases_lay_out_as_recorded() {
    let files = load("dynamic_type");
    assert!(!files.is_empty(), "expected the Dynamic Type cases in {:?}", common::fixtures("dynamic_type"));
    for (name, fixture) in &files {
        fixture.only_keys(name, &["description", "scale", "cases"]);
        let scale = fixture.opt("scale").map_or(1.0, Json::num);
        let mismatches: Vec<String> =
            fixture.at("cases").arr().iter().flat_map(|case| check_case(case, scale)).collect();
        report(name, &mismatches);
    }
}
