//! The process default theme and Dynamic Type, in a process of their own (the default theme is
//! global: changing it must not race the other tests).

use std::sync::{Arc, Mutex};

use buttongroup::{ButtonGroup, ContentSize, Direction, Item, TextStyle, Theme};

fn group_height(theme: Option<&Theme>, fonts: &Arc<Mutex<Vec<String>>>) -> f64 {
    let mut group = ButtonGroup::with_theme(theme, None).unwrap();
    let log = fonts.clone();
    group
        .set_measure(move |font, text, _| {
            log.lock().unwrap().push(font.to_owned());
            Some(buttongroup::Size::new(text.chars().count() as f64 * 8.0, 20.0))
        })
        .unwrap();
    group.set_items(vec![Item::new("Pay"), Item::new("Transfer")]).unwrap();
    let height = group.layout(320.0, 2.0, Direction::Ltr).unwrap().size().height;
    height
}

#[test]
fn content_size_scales_the_fonts_and_the_default_theme_follows_set_default() {
    assert_eq!(TextStyle::Body.size(ContentSize::Large).unwrap(), 17.0);
    assert_eq!(TextStyle::Body.size(ContentSize::Accessibility3).unwrap(), 40.0);
    assert!(TextStyle::Footnote.size(ContentSize::XSmall).unwrap() < 13.0);

    let large = Theme::current_default().unwrap();
    assert_eq!(large.content_size().unwrap(), ContentSize::Large);
    let huge = Theme::with_content_size(None, ContentSize::Accessibility3).unwrap();
    assert_eq!(huge.content_size().unwrap(), ContentSize::Accessibility3);

    let fonts = Arc::new(Mutex::new(Vec::new()));
    let normal = group_height(None, &fonts);
    let bigger = group_height(Some(&huge), &fonts);
    assert!(bigger > normal, "an accessibility size makes the buttons taller: {} vs {}", bigger, normal);
    assert!(!fonts.lock().unwrap().is_empty(), "the titles were measured by the closure");

    Theme::set_default(Some(&huge)).unwrap();
    drop(huge); // the library keeps its own reference
    assert_eq!(group_height(None, &fonts), bigger, "None names the new default");
    assert_eq!(large.content_size().unwrap(), ContentSize::Large, "a handle on the old default stays it");
    assert_eq!(Theme::current_default().unwrap().content_size().unwrap(), ContentSize::Accessibility3);
    Theme::set_default(None).unwrap();
    assert_eq!(group_height(None, &fonts), normal, "None: the built-in theme again");
}
