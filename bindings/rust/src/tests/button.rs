//! The button's texts on several lines, their decorations, the size at a width, coalesced
//! updates, the plain provider's edit and the background image's reference in the picture.

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Arc;

use crate::*;

const SLACK: f64 = 1e-9;

fn titled(title: &str) -> Button {
    Button::new(None, &ButtonConfig { title: Some(title.into()), ..ButtonConfig::default() }).unwrap()
}

#[test]
fn a_wrapped_title_gives_its_lines_within_the_width_in_order() {
    let title = "Transfer money between your accounts";
    let mut button = titled(title);
    assert_eq!(button.title_lines().unwrap(), (1, LineBreakMode::TruncateTail), "a new button's");
    button.set_title_lines(0, LineBreakMode::WordWrap).unwrap();
    assert_eq!(button.title_lines().unwrap(), (0, LineBreakMode::WordWrap));
    assert_eq!(button.subtitle_lines().unwrap(), (1, LineBreakMode::TruncateTail), "the subtitle's are its own");

    let one_line = button.size_that_fits().unwrap();
    let width = (one_line.width / 2.0).round();
    let wrapped = button.size_that_fits_width(width).unwrap();
    assert!(wrapped.height > one_line.height, "{:?} vs {:?}", wrapped, one_line);
    assert!(wrapped.width <= width + SLACK, "{:?} within {}", wrapped, width);

    let view = button.layout(wrapped.width, wrapped.height, 2.0, Direction::Ltr).unwrap();
    assert_eq!(view.title(), Some(title), "the whole title, shown by its lines");
    assert!(!view.title_truncated());
    assert_eq!(view.title_decorations().len(), 0);
    let (frame, bounds) = (view.title_frame(), view.bounds());
    let lines: Vec<TextLine<'_>> = view.title_lines().collect();
    assert!(lines.len() >= 2, "{:?}", lines);
    for (index, line) in lines.iter().enumerate() {
        assert!(!line.truncated, "{:?}", line);
        assert_eq!(line.text, &title[line.range()], "an uncut line shows its bytes");
        assert!(line.frame.width > 0.0 && line.frame.height > 0.0, "{:?}", line);
        assert!(line.frame.x >= frame.x - SLACK && line.frame.max_x() <= frame.max_x() + SLACK, "{:?}", line);
        assert!(line.frame.max_x() <= bounds.width + SLACK && line.frame.max_y() <= bounds.height + SLACK);
        if index > 0 {
            let previous = &lines[index - 1];
            assert!(line.start >= previous.start + previous.length, "{:?} after {:?}", line, previous);
            assert!(line.frame.y >= previous.frame.max_y() - SLACK, "{:?} below {:?}", line, previous);
        }
    }
    let shown: Vec<&str> = lines.iter().map(|line| line.text).collect();
    assert_eq!(shown.join(" "), title, "the lines, in order, are the title");
    assert_eq!(view.subtitle_lines().len(), 0);

    // Two lines at most, cut at the end: the last line says so.
    button.set_title_lines(2, LineBreakMode::TruncateTail).unwrap();
    let view = button.layout(width / 2.0, wrapped.height, 2.0, Direction::Ltr).unwrap();
    let lines: Vec<TextLine<'_>> = view.title_lines().collect();
    assert_eq!(lines.len(), 2, "{:?}", lines);
    assert!(lines[1].truncated && lines[1].text.ends_with('…'), "{:?}", lines[1]);
    assert!(view.title_truncated());
}

#[test]
fn the_subtitle_wraps_on_its_own_and_bad_line_settings_are_refused() {
    let config = ButtonConfig {
        title: Some("Pay".into()),
        subtitle: Some("From your everyday account to a saved payee".into()),
        ..ButtonConfig::default()
    };
    let mut button = Button::new(None, &config).unwrap();
    button.set_subtitle_lines(3, LineBreakMode::CharWrap).unwrap();
    assert_eq!(button.subtitle_lines().unwrap(), (3, LineBreakMode::CharWrap));
    assert_eq!(button.title_lines().unwrap(), (1, LineBreakMode::TruncateTail));
    let size = button.size_that_fits_width(120.0).unwrap();
    let view = button.layout(size.width, size.height, 2.0, Direction::Ltr).unwrap();
    let lines: Vec<TextLine<'_>> = view.subtitle_lines().collect();
    assert!((2..=3).contains(&lines.len()), "{:?}", lines);
    assert_eq!(view.title_lines().len(), 0, "the title stays on one line");

    let error = button.set_subtitle_lines(2, LineBreakMode::Other(42)).unwrap_err();
    assert_eq!(error.status(), Status::InvalidArgument);
    let error = button.set_title_lines(u32::MAX, LineBreakMode::WordWrap).unwrap_err();
    assert_eq!(error.status(), Status::InvalidArgument, "beyond BG_MAX_ITEMS");
    assert_eq!(button.subtitle_lines().unwrap(), (3, LineBreakMode::CharWrap), "nothing changed");
    assert_eq!(button.title_lines().unwrap(), (1, LineBreakMode::TruncateTail));
    assert_eq!(button.size_that_fits_width(f64::NAN).unwrap_err().status(), Status::InvalidArgument);
}

#[test]
fn decorations_are_read_back_from_the_view_with_frames_over_their_ranges() {
    let title = "Pay now";
    let mut button = titled(title);
    let plain_width = button.size_that_fits().unwrap().width;
    let pay = TextDecoration::of(title, "Pay").unwrap().underline(true).background_color(0x11223344);
    let now = TextDecoration::of(title, "now").unwrap().strikethrough(true).kern(2.0).baseline_offset(1.5);
    assert_eq!((now.start, now.length), (4, 3));
    button.set_title_decorations(&[pay, now]).unwrap();
    let size = button.size_that_fits().unwrap();
    assert!(size.width > plain_width + 5.0, "the kern widens the title: {} vs {}", size.width, plain_width);

    let view = button.layout(size.width, size.height, 2.0, Direction::Ltr).unwrap();
    assert_eq!(view.title(), Some(title));
    let placed: Vec<(TextDecoration, Rect)> = view.title_decorations().collect();
    assert_eq!(placed.iter().map(|(d, _)| *d).collect::<Vec<_>>(), [pay, now]);
    let title_frame = view.title_frame();
    let (pay_frame, now_frame) = (placed[0].1, placed[1].1);
    assert!((pay_frame.x - title_frame.x).abs() < SLACK, "{:?} starts the title {:?}", pay_frame, title_frame);
    assert!(now_frame.x >= pay_frame.max_x() - SLACK, "{:?} after {:?} (the space between)", now_frame, pay_frame);
    for (_, frame) in &placed {
        assert!(frame.width > 0.0 && frame.height > 0.0, "{:?}", frame);
        assert!(frame.x >= title_frame.x - SLACK && frame.max_x() <= title_frame.max_x() + SLACK);
    }
    assert_eq!(view.subtitle_decorations().len(), 0);

    // Right to left: the same ranges, mirrored frames.
    let view = button.layout(size.width, size.height, 2.0, Direction::Rtl).unwrap();
    let mirrored: Vec<(TextDecoration, Rect)> = view.title_decorations().collect();
    assert_eq!(mirrored.iter().map(|(d, _)| *d).collect::<Vec<_>>(), [pay, now]);

    // Cut short, the "…" takes the decoration it cuts; what is beyond it goes.
    let view = button.layout(size.width * 0.5, size.height, 2.0, Direction::Ltr).unwrap();
    let shown = view.title().unwrap();
    assert!(view.title_truncated() && shown.ends_with('…'), "{:?}", shown);
    for (decoration, _) in view.title_decorations() {
        assert!(decoration.range().end <= shown.len(), "{:?} within {:?}", decoration, shown);
    }
}

#[test]
fn invalid_decorations_are_refused_and_the_previous_ones_kept() {
    let title = "Café au lait";
    let mut button = titled(title);
    let kept = [TextDecoration::of(title, "Café").unwrap().underline(true)];
    button.set_title_decorations(&kept).unwrap();
    let late = TextDecoration::of(title, "lait").unwrap();
    let bad: Vec<(&str, Vec<TextDecoration>)> = vec![
        ("empty", vec![TextDecoration::new(0, 0)]),
        ("out of order", vec![late, TextDecoration::new(0, 3)]),
        ("overlapping", vec![TextDecoration::new(0, 4), TextDecoration::new(2, 4)]),
        ("beyond the title", vec![TextDecoration::new(10, 10)]),
        ("splitting é", vec![TextDecoration::new(4, 1)]),
        ("a kern not finite", vec![late.kern(f64::INFINITY)]),
        ("a baseline offset not finite", vec![late.baseline_offset(f64::NAN)]),
    ];
    for (what, decorations) in bad {
        let error = button.set_title_decorations(&decorations).unwrap_err();
        assert_eq!(error.status(), Status::InvalidArgument, "{}: {}", what, error);
        assert!(error.message().contains("bg_button_set_title_decorations"), "{}: {}", what, error);
        let view = button.layout(300.0, 44.0, 2.0, Direction::Ltr).unwrap();
        let shown: Vec<TextDecoration> = view.title_decorations().map(|(d, _)| d).collect();
        assert_eq!(shown, kept, "{}: the previous decorations stay", what);
    }
    let error = button.set_subtitle_decorations(&[TextDecoration::new(0, 1)]).unwrap_err();
    assert_eq!(error.status(), Status::InvalidArgument, "no subtitle to decorate");

    button.set_title_decorations(&[]).unwrap();
    assert_eq!(button.layout(300.0, 44.0, 2.0, Direction::Ltr).unwrap().title_decorations().len(), 0);
}

#[test]
fn subtitle_decorations_and_decoration_values() {
    let config =
        ButtonConfig { title: Some("Pay".into()), subtitle: Some("£12.50 due".into()), ..ButtonConfig::default() };
    let mut button = Button::new(None, &config).unwrap();
    let due = TextDecoration::of("£12.50 due", "due").unwrap().strikethrough(true);
    assert_eq!((due.start, due.length), (8, 3), "£ is two bytes");
    button.set_subtitle_decorations(&[due]).unwrap();
    let view = button.layout(200.0, 60.0, 2.0, Direction::Ltr).unwrap();
    let placed: Vec<(TextDecoration, Rect)> = view.subtitle_decorations().collect();
    assert_eq!(placed.len(), 1);
    assert_eq!(placed[0].0, due);
    assert_eq!(&view.subtitle().unwrap()[placed[0].0.range()], "due");
    let subtitle_frame = view.subtitle_frame();
    assert!(placed[0].1.max_x() <= subtitle_frame.max_x() + SLACK && placed[0].1.x > subtitle_frame.x);
    assert_eq!(view.title_decorations().len(), 0);

    assert_eq!(TextDecoration::of("Pay", ""), None);
    assert_eq!(TextDecoration::of("Pay", "now"), None);
    assert_eq!(TextDecoration::new(2, 3).range(), 2..5);
    assert_eq!(LineBreakMode::default(), LineBreakMode::TruncateTail);
    assert_eq!(LineBreakMode::from_name("truncate_middle"), Some(LineBreakMode::TruncateMiddle));
}

#[test]
fn flush_runs_one_update_for_coalesced_changes_and_update_count_counts_it() {
    let mut button = titled("Pay");
    let updated = Arc::new(AtomicUsize::new(0));
    let count = updated.clone();
    button
        .on_updated(move || {
            count.fetch_add(1, Ordering::SeqCst);
        })
        .unwrap();
    button.flush().unwrap();
    assert!(!button.flush().unwrap(), "nothing pending");
    let (before, fired) = (button.update_count().unwrap(), updated.load(Ordering::SeqCst));
    button.set_enabled(false).unwrap();
    button.set_selected(true).unwrap();
    button.set_highlighted(true).unwrap();
    assert_eq!(button.update_count().unwrap(), before, "coalesced: nothing ran yet");
    assert!(button.flush().unwrap());
    assert!(!button.flush().unwrap());
    assert_eq!(button.update_count().unwrap(), before + 1, "one update for three changes");
    assert_eq!(updated.load(Ordering::SeqCst), fired + 1, "one updated call");

    // A read runs the pending update too.
    button.set_enabled(true).unwrap();
    button.layout(120.0, 44.0, 2.0, Direction::Ltr).unwrap();
    assert!(!button.flush().unwrap());
    assert_eq!(button.update_count().unwrap(), before + 2);

    // A failing provider fails the flush; the update stays pending.
    button.set_provider(|_, config| config.title = Some("bad\0".into())).unwrap();
    assert_eq!(button.flush().unwrap_err().status(), Status::Callback);
    assert_eq!(button.flush().unwrap_err().status(), Status::Callback, "still pending");
    button.set_plain_provider().unwrap();
    assert!(button.flush().unwrap());
}

#[test]
fn plain_update_is_what_the_plain_provider_makes_and_a_provider_chains_to_it() {
    let base = ButtonConfig {
        title: Some("Send".into()),
        foreground_color: Some(0x3366CCFF),
        title_color: Some(0x000000FF),
        ..ButtonConfig::default()
    };
    let mut button = Button::new(None, &base).unwrap();
    let mut dimmed = base.clone();
    button.plain_update(State::DISABLED, &mut dimmed).unwrap();
    assert_ne!(dimmed, base, "disabled dims the colours");
    assert_eq!((dimmed.title.as_deref(), dimmed.background.as_ref()), (Some("Send"), base.background.as_ref()));
    button.set_enabled(false).unwrap();
    assert_eq!(button.effective_config().unwrap(), dimmed, "the plain provider's own result");

    let mut invalid = ButtonConfig { image_padding: -1.0, ..base.clone() };
    let error = button.plain_update(State::NORMAL, &mut invalid).unwrap_err();
    assert_eq!(error.status(), Status::InvalidArgument);
    assert_eq!(invalid.image_padding, -1.0, "unchanged on failure");
    let mut nul = ButtonConfig { title: Some("a\0b".into()), ..base.clone() };
    assert_eq!(button.plain_update(State::NORMAL, &mut nul).unwrap_err().status(), Status::InvalidArgument);
    assert_eq!(
        button.plain_update(State(0x100), &mut base.clone()).unwrap_err().status(),
        Status::InvalidArgument,
        "a bit that is no state"
    );

    // A provider closure chains to the plain provider through its handle.
    let plain = button.plain_provider();
    button
        .set_provider(move |state, config| {
            config.title = Some("Offline".into());
            plain.update(state, config).unwrap();
        })
        .unwrap();
    let mut expected = ButtonConfig { title: Some("Offline".into()), ..base.clone() };
    button.plain_update(State::DISABLED, &mut expected).unwrap();
    assert_eq!(button.effective_config().unwrap(), expected);
    drop(button);
    assert_eq!(plain.update(State::NORMAL, &mut base.clone()).unwrap_err().status(), Status::InvalidHandle);
}

#[test]
fn the_background_image_href_reaches_the_svg() {
    let config = ButtonConfig {
        title: Some("Card".into()),
        background: Some(Background {
            image: Some("card-art".into()),
            fill_color: Some(0xEEEEEEFF),
            ..Background::default()
        }),
        ..ButtonConfig::default()
    };
    let mut button = Button::new(None, &config).unwrap();
    button.layout(160.0, 60.0, 2.0, Direction::Ltr).unwrap();
    let href = "https://example.com/card-art.png";
    let placeholder = button.svg(&PictureOptions::default()).unwrap().to_owned();
    assert!(!placeholder.contains(href));
    assert!(!placeholder.contains("<image"), "a placeholder without a reference");
    button.set_background_image_href(Some(href)).unwrap();
    button.layout(160.0, 60.0, 2.0, Direction::Ltr).unwrap();
    let svg = button.svg(&PictureOptions::default()).unwrap();
    assert!(svg.contains("<image") && svg.contains(href), "{}", svg);
    let error = button.set_background_image_href(Some("nul\0")).unwrap_err();
    assert_eq!(error.status(), Status::InvalidArgument);
    button.layout(160.0, 60.0, 2.0, Direction::Ltr).unwrap();
    assert!(button.svg(&PictureOptions::default()).unwrap().contains(href), "kept after the refusal");
    button.set_background_image_href(None).unwrap();
    button.layout(160.0, 60.0, 2.0, Direction::Ltr).unwrap();
    assert_eq!(button.svg(&PictureOptions::default()).unwrap(), placeholder, "back to the placeholder");
}
