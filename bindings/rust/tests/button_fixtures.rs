//! The button's golden cases of Tests/Fixtures/button (recorded by the Swift runner, shared with
//! the C, Python and Lua runners), run through the Rust API left-to-right and right-to-left.
//!
//! Per case, as the Python runner: a `Button` over the case's configuration in the file's theme,
//! measured as the fixtures are, with the case's "view" set on it (content alignment, tint, and
//! the texts' lines and decorations through `set_title_lines` / `set_title_decorations` and the
//! subtitle's: each decoration's "part" found in the text by `TextDecoration::of`, its first
//! occurrence). Its `size_that_fits` must be the recorded one, and with "fitWidths"
//! `size_that_fits_width` at each the recorded "sizeThatFitsWidth"; laid out at that size
//! nothing may be truncated or hidden and every frame lies within the bounds (within a pixel);
//! laid out at each of the case's sizes, the `ButtonView` described in the fixture's shape (with
//! its `title_lines` / `title_decorations` and the subtitle's, when it has some) must be the
//! recorded one (numbers within 1e-6).

mod common;

use buttongroup::{
    Background, Button, ButtonConfig, ButtonView, ContentHorizontalAlignment, ContentMode, ContentVerticalAlignment,
    CornerStyle, Direction, ImagePlacement, Insets, LineBreakMode, Rect, Size, TextDecoration, TextLine, Theme,
    TitleAlignment,
};
use common::{difference, load, nums, obj, opt_rect, rect, report, text, Json};

/// 0xRRGGBBAA of "#RRGGBBAA".
fn color(value: Option<&Json>) -> Option<u32> {
    value.map(|value| {
        let s = value.str();
        assert!(s.len() == 9 && s.starts_with('#'), "bad color {:?}", s);
        u32::from_str_radix(&s[1..], 16).unwrap()
    })
}

fn hex(color: Option<u32>) -> Json {
    color.map_or(Json::Null, |c| Json::Str(format!("#{:08X}", c)))
}

fn number(spec: &Json, key: &str) -> f64 {
    spec.opt(key).map_or(0.0, Json::num)
}

/// A fixture's camelCase token in snake case ("bottomRight" -> "bottom_right").
fn snake(name: &str) -> String {
    name.chars().flat_map(|c| if c.is_uppercase() { vec!['_', c.to_ascii_lowercase()] } else { vec![c] }).collect()
}

fn background(spec: &Json) -> Background {
    spec.only_keys(
        "background",
        &[
            "fillColor",
            "strokeColor",
            "strokeWidth",
            "strokeOutset",
            "cornerStyle",
            "cornerRadius",
            "image",
            "imageContentMode",
            "visualEffect",
            "customViewSize",
        ],
    );
    let mode = snake(spec.opt("imageContentMode").map_or("scaleToFill", Json::str));
    let corners = spec.opt("cornerStyle").map_or("none", Json::str);
    Background {
        fill_color: color(spec.opt("fillColor")),
        stroke_color: color(spec.opt("strokeColor")),
        stroke_width: number(spec, "strokeWidth"),
        stroke_outset: number(spec, "strokeOutset"),
        corner_style: CornerStyle::from_name(corners).unwrap_or_else(|| panic!("cornerStyle {:?}", corners)),
        corner_radius: number(spec, "cornerRadius"),
        image: spec.opt("image").map(|s| s.str().to_owned()),
        image_content_mode: ContentMode::from_name(&mode).unwrap_or_else(|| panic!("imageContentMode {:?}", mode)),
        visual_effect: spec.opt("visualEffect").map(|s| s.str().to_owned()),
        custom_view_size: spec.opt("customViewSize").map(|s| Size::new(s.arr()[0].num(), s.arr()[1].num())),
    }
}

fn insets(spec: Option<&Json>) -> Insets {
    match spec {
        Some(spec) if spec.get("nondirectional").is_some() => {
            let i = spec.at("nondirectional");
            Insets::Physical {
                top: number(i, "top"),
                left: number(i, "left"),
                bottom: number(i, "bottom"),
                right: number(i, "right"),
            }
        }
        Some(spec) => {
            spec.only_keys("contentInsets", &["directional"]);
            let i = spec.at("directional");
            Insets::Directional {
                top: number(i, "top"),
                leading: number(i, "leading"),
                bottom: number(i, "bottom"),
                trailing: number(i, "trailing"),
            }
        }
        None => Insets::Directional { top: 0.0, leading: 0.0, bottom: 0.0, trailing: 0.0 },
    }
}

/// A fixture's configuration as a `ButtonConfig`.
fn configuration(spec: &Json) -> ButtonConfig {
    spec.only_keys(
        "configuration",
        &[
            "title",
            "subtitle",
            "image",
            "imageSize",
            "showsActivityIndicator",
            "imagePlacement",
            "titleAlignment",
            "contentInsets",
            "imagePadding",
            "titlePadding",
            "foregroundColor",
            "titleColor",
            "subtitleColor",
            "background",
        ],
    );
    let owned = |key: &str| spec.opt(key).map(|s| s.str().to_owned());
    let placement = spec.opt("imagePlacement").map_or("leading", Json::str);
    let alignment = spec.opt("titleAlignment").map_or("automatic", Json::str);
    let mut config = ButtonConfig::default(); // its background: the empty one, kept when the key is absent
    if let Some(value) = spec.get("background") {
        config.background = (*value != Json::Null).then(|| background(value));
    }
    ButtonConfig {
        title: owned("title"),
        subtitle: owned("subtitle"),
        image: owned("image"),
        image_size: spec.opt("imageSize").map(|s| Size::new(s.arr()[0].num(), s.arr()[1].num())),
        image_placement: ImagePlacement::from_name(placement)
            .unwrap_or_else(|| panic!("imagePlacement {:?}", placement)),
        title_alignment: TitleAlignment::from_name(alignment)
            .unwrap_or_else(|| panic!("titleAlignment {:?}", alignment)),
        shows_activity_indicator: spec.opt("showsActivityIndicator").map_or(false, Json::bool),
        title_color: color(spec.opt("titleColor")),
        subtitle_color: color(spec.opt("subtitleColor")),
        foreground_color: color(spec.opt("foregroundColor")),
        content_insets: insets(spec.opt("contentInsets")),
        image_padding: number(spec, "imagePadding"),
        title_padding: number(spec, "titlePadding"),
        ..config
    }
}

fn title_frame(shown: Option<&str>, frame: Rect) -> Option<Rect> {
    shown.filter(|t| !t.is_empty()).map(|_| frame)
}

/// A laid-out button in the fixtures' shape.
fn describe(view: &ButtonView<'_>) -> Json {
    let background = view.background().map_or(Json::Null, |b| {
        obj(vec![
            ("frame", rect(b.frame)),
            ("cornerRadius", common::num(b.corner_radius)),
            ("strokeFrame", rect(b.stroke_frame)),
            ("strokeCornerRadius", common::num(b.stroke_corner_radius)),
            ("imageFrame", opt_rect(view.background_image().map(|(_, frame)| frame))),
            ("visualEffectFrame", opt_rect(view.visual_effect().map(|(_, frame)| frame))),
            ("customViewFrame", opt_rect(view.custom_view_frame())),
        ])
    });
    let mut described = obj(vec![
        ("hitFrame", rect(view.hit_frame())),
        ("image", text(view.image().map(|(name, _)| name))),
        ("imageFrame", opt_rect(view.image().map(|(_, frame)| frame))),
        ("activityIndicatorFrame", opt_rect(view.activity_indicator_frame())),
        ("title", text(view.title())),
        ("titleFrame", opt_rect(title_frame(view.title(), view.title_frame()))),
        ("titleTruncated", Json::Bool(view.title_truncated())),
        ("subtitle", text(view.subtitle())),
        ("subtitleFrame", opt_rect(title_frame(view.subtitle(), view.subtitle_frame()))),
        ("subtitleTruncated", Json::Bool(view.subtitle_truncated())),
        ("background", background),
        (
            "paint",
            obj(vec![
                ("foreground", hex(Some(view.foreground_color()))),
                ("title", hex(Some(view.title_color()))),
                ("subtitle", hex(Some(view.subtitle_color()))),
                ("fill", hex(view.fill_color())),
                ("stroke", hex(view.stroke_color())),
                ("strokeWidth", common::num(view.stroke_width())),
            ]),
        ),
    ]);
    let map = match &mut described {
        Json::Obj(map) => map,
        _ => unreachable!(),
    };
    let lines = [("title", view.title_lines().collect::<Vec<_>>()), ("subtitle", view.subtitle_lines().collect())];
    for (key, lines) in lines {
        if !lines.is_empty() {
            map.insert(format!("{}Lines", key), Json::Arr(lines.into_iter().map(describe_line).collect()));
        }
    }
    let decorations =
        [("title", view.title_decorations().collect::<Vec<_>>()), ("subtitle", view.subtitle_decorations().collect())];
    for (key, decorations) in decorations {
        if !decorations.is_empty() {
            let items = decorations.iter().map(|(d, frame)| describe_decoration(d, *frame)).collect();
            map.insert(format!("{}Decorations", key), Json::Arr(items));
        }
    }
    described
}

fn describe_line(line: TextLine<'_>) -> Json {
    obj(vec![
        ("text", Json::Str(line.text.to_owned())),
        ("start", common::num(line.start)),
        ("length", common::num(line.length)),
        ("truncated", Json::Bool(line.truncated)),
        ("frame", rect(line.frame)),
    ])
}

fn describe_decoration(d: &TextDecoration, frame: Rect) -> Json {
    obj(vec![
        ("start", common::num(d.start)),
        ("length", common::num(d.length)),
        ("underline", Json::Bool(d.underline)),
        ("strikethrough", Json::Bool(d.strikethrough)),
        ("kern", common::num(d.kern)),
        ("baselineOffset", common::num(d.baseline_offset)),
        ("backgroundColor", hex(d.background_color)),
        ("frame", rect(frame)),
    ])
}

/// What is wrong at the size that fits: a text not shown whole, an image or indicator hidden, a
/// frame outside the bounds by more than a pixel.
fn problems_at_size_that_fits(view: &ButtonView<'_>, config: &ButtonConfig, scale: f64) -> Vec<String> {
    let mut problems = Vec::new();
    for (name, wanted, shown, truncated) in [
        ("title", &config.title, view.title(), view.title_truncated()),
        ("subtitle", &config.subtitle, view.subtitle(), view.subtitle_truncated()),
    ] {
        if let Some(wanted) = wanted.as_deref().filter(|t| !t.is_empty()) {
            if truncated || shown != Some(wanted) {
                problems.push(format!("the {} shows as {:?}", name, shown));
            }
        }
    }
    if config.image.is_some() && !config.shows_activity_indicator && view.image().is_none() {
        problems.push("the image is not shown".into());
    }
    if config.shows_activity_indicator && view.activity_indicator_frame().is_none() {
        problems.push("the activity indicator is not shown".into());
    }
    let slack = 1.0 / scale + 1e-9;
    let bounds = view.bounds();
    let frames = [
        ("image", view.image().map(|(_, f)| f)),
        ("indicator", view.activity_indicator_frame()),
        ("title", title_frame(view.title(), view.title_frame())),
        ("subtitle", title_frame(view.subtitle(), view.subtitle_frame())),
    ];
    for (name, frame) in frames {
        if let Some(f) = frame {
            if f.x < -slack || f.y < -slack || f.max_x() > bounds.width + slack || f.max_y() > bounds.height + slack {
                problems.push(format!("the {} frame {:?} is outside {:?}", name, f, bounds));
            }
        }
    }
    problems
}

/// The line break mode of a fixture's mode name ("wordWrap": `LineBreakMode::WordWrap`).
fn line_break(name: &str) -> LineBreakMode {
    LineBreakMode::from_name(&snake(name)).unwrap_or_else(|| panic!("lineBreakMode {:?}", name))
}

/// Sets a case's lines and decorations on `button` for the texts of `config`.
fn apply_text_view(button: &mut Button, view: &Json, config: &ButtonConfig) {
    for (key, text) in [("title", &config.title), ("subtitle", &config.subtitle)] {
        let lines = view.opt(&format!("{}NumberOfLines", key)).map_or(1.0, Json::num) as u32;
        let mode = line_break(view.opt(&format!("{}LineBreakMode", key)).map_or("truncateTail", Json::str));
        if key == "title" {
            button.set_title_lines(lines, mode).unwrap();
            assert_eq!(button.title_lines().unwrap(), (lines, mode));
        } else {
            button.set_subtitle_lines(lines, mode).unwrap();
            assert_eq!(button.subtitle_lines().unwrap(), (lines, mode));
        }
        let specs = match view.opt(&format!("{}Decorations", key)) {
            Some(specs) => specs.arr(),
            None => continue,
        };
        let whole = text.as_deref().unwrap_or("");
        let decorations: Vec<TextDecoration> = specs
            .iter()
            .map(|spec| {
                spec.only_keys(
                    "decoration",
                    &["part", "underline", "strikethrough", "backgroundColor", "baselineOffset"],
                );
                let part = spec.at("part").str();
                let mut d = TextDecoration::of(whole, part).unwrap_or_else(|| panic!("no {:?} in {:?}", part, whole));
                d.underline = spec.opt("underline").map_or(false, Json::bool);
                d.strikethrough = spec.opt("strikethrough").map_or(false, Json::bool);
                d.baseline_offset = number(spec, "baselineOffset");
                d.background_color = color(spec.opt("backgroundColor"));
                d
            })
            .collect();
        if key == "title" {
            button.set_title_decorations(&decorations).unwrap();
        } else {
            button.set_subtitle_decorations(&decorations).unwrap();
        }
    }
}

/// What the host sets on the button beside its configuration (a case's "view").
fn apply_view(button: &mut Button, view: Option<&Json>, config: &ButtonConfig) {
    let view = match view {
        Some(view) => view,
        None => return,
    };
    view.only_keys(
        "view",
        &[
            "contentHorizontalAlignment",
            "contentVerticalAlignment",
            "tintColor",
            "titleNumberOfLines",
            "titleLineBreakMode",
            "subtitleNumberOfLines",
            "subtitleLineBreakMode",
            "titleDecorations",
            "subtitleDecorations",
        ],
    );
    apply_text_view(button, view, config);
    let horizontal = view.opt("contentHorizontalAlignment").map_or("center", Json::str);
    let vertical = view.opt("contentVerticalAlignment").map_or("center", Json::str);
    button
        .set_content_alignment(
            ContentHorizontalAlignment::from_name(horizontal).unwrap_or_else(|| panic!("{:?}", horizontal)),
            ContentVerticalAlignment::from_name(vertical).unwrap_or_else(|| panic!("{:?}", vertical)),
        )
        .unwrap();
    button.set_tint_color(color(view.opt("tintColor"))).unwrap();
}

fn check_case(case: &Json, fixture: &Json, theme: &Theme, direction: Direction) -> Vec<String> {
    case.only_keys("case", &["name", "configuration", "view", "images", "fitWidths", "sizes", "expected", "scale"]);
    let (name, expected, key) = (case.at("name").str(), case.at("expected"), direction.name());
    let scale = case.opt("scale").or_else(|| fixture.opt("scale")).map_or(1.0, Json::num);
    let config = configuration(case.at("configuration"));
    let mut found = Vec::new();
    let mut button = Button::new(Some(theme), &config).unwrap();
    if let Some(measure) = common::measure(fixture) {
        button.set_measure(measure).unwrap();
    }
    apply_view(&mut button, case.get("view"), &config);
    // The images the case sizes by name; any other: no size of its own (the theme's icon size).
    let images: Vec<(String, Size)> = match case.get("images") {
        Some(Json::Obj(map)) => {
            map.iter().map(|(k, v)| (k.clone(), Size::new(v.arr()[0].num(), v.arr()[1].num()))).collect()
        }
        _ => Vec::new(),
    };
    button
        .set_image_measure(move |name| {
            Some(images.iter().find(|(image, _)| image == name).map_or(Size::new(0.0, 0.0), |(_, size)| *size))
        })
        .unwrap();
    let fit = button.size_that_fits().unwrap();
    if let Some(d) = difference(expected.at("sizeThatFits"), &nums(&[fit.width, fit.height]), "sizeThatFits") {
        found.push(format!("{}: {}", name, d));
    }
    if let Some(widths) = case.get("fitWidths") {
        let sizes: Vec<Json> = widths
            .arr()
            .iter()
            .map(|width| {
                let size = button
                    .size_that_fits_width(width.num())
                    .unwrap_or_else(|e| panic!("{}: size that fits {}: {}", name, width.num(), e));
                nums(&[size.width, size.height])
            })
            .collect();
        if let Some(d) =
            difference(expected.get("sizeThatFitsWidth").unwrap_or(&Json::Null), &Json::Arr(sizes), "sizeThatFitsWidth")
        {
            found.push(format!("{}: {}", name, d));
        }
    }
    let view = button.layout(fit.width, fit.height, scale, direction).unwrap();
    for problem in problems_at_size_that_fits(&view, &config, scale) {
        found.push(format!("{} at its size that fits {} x {}: {}", name, fit.width, fit.height, problem));
    }
    let (sizes, views) = (case.at("sizes").arr(), expected.at(key).arr());
    assert_eq!(sizes.len(), views.len(), "{}: as many expected views as sizes", name);
    for (index, (size, want)) in sizes.iter().zip(views).enumerate() {
        let (width, height) = (size.arr()[0].num(), size.arr()[1].num());
        let described = describe(&button.layout(width, height, scale, direction).unwrap());
        if let Some(d) = difference(want, &described, &format!("{}[{}]", key, index)) {
            found.push(format!("{} at {} x {}: {}", name, width, height, d));
        }
    }
    found
}

#[test]
fn every_button_fixture_lays_out_as_recorded_in_both_directions() {
    let files = load("button");
    assert!(files.len() >= 13, "expected the button's golden cases in {:?}", common::fixtures("button"));
    let cases: usize = files.iter().map(|(_, f)| f.at("cases").arr().len()).sum();
    assert!(cases >= 1149, "the content cross product, the stroke cases, lines and decorations, got {}", cases);
    for (name, fixture) in &files {
        fixture.only_keys(name, &["description", "scale", "measure", "theme", "cases"]);
        let theme = Theme::from_json(&fixture.get("theme").map_or("{}".into(), Json::to_text)).unwrap();
        let mut mismatches = Vec::new();
        for direction in [Direction::Ltr, Direction::Rtl] {
            for case in fixture.at("cases").arr() {
                mismatches.extend(check_case(case, fixture, &theme, direction));
            }
        }
        report(name, &mismatches);
    }
}
