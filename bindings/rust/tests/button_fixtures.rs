//! The button's golden cases of Tests/Fixtures/button (recorded by the Swift runner, shared with
//! the C, Python and Lua runners), run through the Rust API left-to-right and right-to-left.
//!
//! Per case, as the Python runner: a `Button` over the case's configuration in the file's theme,
//! measured as the fixtures are, with the case's "view" set on it (the texts' lines and
//! decorations, which the safe layer does not wrap, through `sys` on `Button::as_raw`: each
//! decoration's "part" found in the text, its first occurrence). Its `size_that_fits` must be
//! the recorded one, and with "fitWidths" `bg_button_size_that_fits_width` at each the recorded
//! "sizeThatFitsWidth"; laid out at that size nothing may be truncated or hidden and every frame
//! lies within the bounds (within a pixel); laid out at each of the case's sizes, the
//! `ButtonView` described in the fixture's shape (its lines and decorations read from
//! `bg_button_layout`'s view at their struct_size, when it has some) must be the recorded one
//! (numbers within 1e-6).

mod common;

use std::ffi::CStr;

use buttongroup::{
    sys, Background, Button, ButtonConfig, ButtonView, ContentHorizontalAlignment, ContentMode,
    ContentVerticalAlignment, CornerStyle, Direction, ImagePlacement, Insets, Rect, Size, Theme, TitleAlignment,
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
    obj(vec![
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

/// The BG_LINE_BREAK_* value of a fixture's mode name.
fn line_break(name: &str) -> i32 {
    match name {
        "wordWrap" => sys::BG_LINE_BREAK_WORD_WRAP,
        "charWrap" => sys::BG_LINE_BREAK_CHAR_WRAP,
        "clip" => sys::BG_LINE_BREAK_CLIP,
        "truncateHead" => sys::BG_LINE_BREAK_TRUNCATE_HEAD,
        "truncateTail" => sys::BG_LINE_BREAK_TRUNCATE_TAIL,
        "truncateMiddle" => sys::BG_LINE_BREAK_TRUNCATE_MIDDLE,
        other => panic!("lineBreakMode {:?}", other),
    }
}

/// Sets a case's lines and decorations on `button` (through `sys`: the safe layer leaves them
/// out) for the texts of `config`.
fn apply_text_view(button: &Button, view: &Json, config: &ButtonConfig) {
    let raw = button.as_raw();
    for (key, text) in [("title", &config.title), ("subtitle", &config.subtitle)] {
        let lines = view.opt(&format!("{}NumberOfLines", key)).map_or(1.0, Json::num) as u32;
        let mode = line_break(view.opt(&format!("{}LineBreakMode", key)).map_or("truncateTail", Json::str));
        // SAFETY: plain calls on the button's live handle.
        let status = unsafe {
            if key == "title" {
                sys::bg_button_set_title_lines(raw, lines, mode)
            } else {
                sys::bg_button_set_subtitle_lines(raw, lines, mode)
            }
        };
        assert_eq!(status, sys::BG_OK, "set the {}'s lines", key);
        let specs = match view.opt(&format!("{}Decorations", key)) {
            Some(specs) => specs.arr(),
            None => continue,
        };
        let whole = text.as_deref().unwrap_or("");
        let decorations: Vec<sys::bg_text_decoration> = specs
            .iter()
            .map(|spec| {
                spec.only_keys(
                    "decoration",
                    &["part", "underline", "strikethrough", "backgroundColor", "baselineOffset"],
                );
                let part = spec.at("part").str();
                let start = whole.find(part).unwrap_or_else(|| panic!("no {:?} in {:?}", part, whole));
                let mut d = sys::bg_text_decoration::default();
                // SAFETY: a writable decoration.
                assert_eq!(unsafe { sys::bg_text_decoration_init(&mut d) }, sys::BG_OK);
                d.start = start as u32;
                d.length = part.len() as u32;
                d.underline = spec.opt("underline").map_or(false, Json::bool) as i32;
                d.strikethrough = spec.opt("strikethrough").map_or(false, Json::bool) as i32;
                d.baseline_offset = number(spec, "baselineOffset");
                if let Some(background) = color(spec.opt("backgroundColor")) {
                    d.has_background_color = 1;
                    d.background_color = background;
                }
                d
            })
            .collect();
        // SAFETY: `decorations` holds `len` initialized elements, read during the call only.
        let status = unsafe {
            if key == "title" {
                sys::bg_button_set_title_decorations(raw, decorations.as_ptr(), decorations.len() as u32)
            } else {
                sys::bg_button_set_subtitle_decorations(raw, decorations.as_ptr(), decorations.len() as u32)
            }
        };
        assert_eq!(status, sys::BG_OK, "set the {}'s decorations", key);
    }
}

fn sys_rect(r: sys::bg_rect) -> Json {
    nums(&[r.x, r.y, r.width, r.height])
}

/// Adds the lines and decorations of `button` laid out at `width` x `height` to `described`
/// when it has some (read from `bg_button_layout`'s view: the safe view leaves them out; each
/// array at its elements' struct_size).
fn add_text_view(described: &mut Json, button: &mut Button, width: f64, height: f64, scale: f64, direction: Direction) {
    let mut v =
        sys::bg_button_view { struct_size: std::mem::size_of::<sys::bg_button_view>() as u32, ..Default::default() };
    // SAFETY: a writable view whose struct_size is this header's; its arrays are read before the
    // button's next call.
    unsafe {
        assert_eq!(sys::bg_button_layout(button.as_raw(), width, height, scale, direction.raw(), &mut v), sys::BG_OK);
        let map = match described {
            Json::Obj(map) => map,
            _ => unreachable!(),
        };
        for (key, lines, count) in
            [("title", v.title_lines, v.title_line_count), ("subtitle", v.subtitle_lines, v.subtitle_line_count)]
        {
            if count == 0 {
                continue;
            }
            let stride = (*lines).struct_size as usize;
            let items = (0..count as usize)
                .map(|i| {
                    let line = &*((lines as *const u8).add(i * stride) as *const sys::bg_text_line);
                    obj(vec![
                        ("text", Json::Str(CStr::from_ptr(line.text).to_str().unwrap().to_owned())),
                        ("start", common::num(line.start)),
                        ("length", common::num(line.length)),
                        ("truncated", Json::Bool(line.truncated != 0)),
                        ("frame", sys_rect(line.frame)),
                    ])
                })
                .collect();
            map.insert(format!("{}Lines", key), Json::Arr(items));
        }
        for (key, decorations, frames, count) in [
            ("title", v.title_decorations, v.title_decoration_frames, v.title_decoration_count),
            ("subtitle", v.subtitle_decorations, v.subtitle_decoration_frames, v.subtitle_decoration_count),
        ] {
            if count == 0 {
                continue;
            }
            let stride = (*decorations).struct_size as usize;
            let items = (0..count as usize)
                .map(|i| {
                    let d = &*((decorations as *const u8).add(i * stride) as *const sys::bg_text_decoration);
                    obj(vec![
                        ("start", common::num(d.start)),
                        ("length", common::num(d.length)),
                        ("underline", Json::Bool(d.underline != 0)),
                        ("strikethrough", Json::Bool(d.strikethrough != 0)),
                        ("kern", common::num(d.kern)),
                        ("baselineOffset", common::num(d.baseline_offset)),
                        ("backgroundColor", hex((d.has_background_color != 0).then(|| d.background_color))),
                        ("frame", sys_rect(*frames.add(i))),
                    ])
                })
                .collect();
            map.insert(format!("{}Decorations", key), Json::Arr(items));
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
                let mut size = sys::bg_size::default();
                // SAFETY: a writable out.
                let status = unsafe { sys::bg_button_size_that_fits_width(button.as_raw(), width.num(), &mut size) };
                assert_eq!(status, sys::BG_OK, "{}: size that fits {}", name, width.num());
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
        let mut described = describe(&button.layout(width, height, scale, direction).unwrap());
        add_text_view(&mut described, &mut button, width, height, scale, direction);
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
