//! The toolbar's sizes and compact menus through the safe layer.

use std::sync::{Arc, Mutex};

use crate::*;

fn group(style: ControlGroupStyle) -> ToolbarItem {
    let buttons = ["Bold", "Italic"].iter().map(|t| ControlButton::new(*t).image("textformat")).collect();
    ToolbarItem::group(Placement::PrimaryAction, ControlGroup::new(Some("Format"), buttons).style(style))
}

#[test]
fn a_larger_control_size_draws_taller_groups() {
    let mut toolbar = Toolbar::new(vec![group(ControlGroupStyle::Segmented)]).unwrap();
    assert_eq!(toolbar.control_size().unwrap(), ControlSize::Regular);
    let regular = toolbar.layout(390.0, 2.0, Direction::Ltr).unwrap().groups().next().unwrap().frame().height;
    toolbar.set_control_size(ControlSize::ExtraLarge).unwrap();
    assert_eq!(toolbar.control_size().unwrap(), ControlSize::ExtraLarge);
    let large = toolbar.layout(390.0, 2.0, Direction::Ltr).unwrap().groups().next().unwrap().frame().height;
    assert!((large / regular - 1.625).abs() < 0.05, "{} vs {}", large, regular);
    assert_eq!(toolbar.set_control_size(ControlSize::Other(9)).unwrap_err().status(), Status::InvalidArgument);
}

#[test]
fn a_compact_menu_group_presents_a_compact_menu() {
    let mut toolbar = Toolbar::new(vec![group(ControlGroupStyle::CompactMenu)]).unwrap();
    let menus = Arc::new(Mutex::new(Vec::new()));
    let log = menus.clone();
    toolbar
        .on_present_menu(move |menu| {
            log.lock().unwrap().push(menu.clone());
            true
        })
        .unwrap();
    let cell = toolbar.layout(390.0, 2.0, Direction::Ltr).unwrap().cells().next().unwrap().frame();
    let target = toolbar.tap(cell.center().0, cell.center().1).unwrap().unwrap();
    assert_eq!(target.kind, ControlTargetKind::Menu);
    let menu = menus.lock().unwrap()[0].clone();
    assert!(menu.compact && !menu.is_overflow);
    assert_eq!(menu.entries.iter().map(|e| e.title.as_str()).collect::<Vec<_>>(), ["Bold", "Italic"]);
}
