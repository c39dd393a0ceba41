//! The smallest host: a button group laid out by the library, printed, and tapped.
//!
//! Run: `cargo run --example hello` (in bindings/rust, after `make lib` at the repository root).

use std::sync::mpsc;

use buttongroup::{ButtonGroup, Direction, Item, Role};

fn main() -> Result<(), buttongroup::Error> {
    let (sender, tapped) = mpsc::channel();
    let items = ["Pay", "Transfer", "History", "Statements"].iter().enumerate().map(|(index, &title)| {
        let sender = sender.clone();
        let item = Item::new(title).action(move |fired| sender.send(fired).unwrap());
        if index == 0 {
            item.role(Role::Primary)
        } else {
            item
        }
    });
    let mut group = ButtonGroup::new(items.collect())?;

    println!("libbuttongroup {}", buttongroup::version());
    let layout = group.layout(360.0, 2.0, Direction::Ltr)?;
    println!("a group of {} x {} points:", layout.size().width, layout.size().height);
    for slot in layout.slots() {
        let frame = slot.frame();
        println!(
            "  {:<5} {:<10} x={:<6} width={:<6} {}",
            slot.kind().name(),
            slot.title(),
            frame.x,
            frame.width,
            slot.role().name()
        );
    }
    println!("  in the More sheet: items {:?}", layout.overflow_items());

    // The layout borrows the group: take what is needed before the next call.
    let (x, y) = layout.slot(1).expect("a second slot").frame().center();
    group.tap(x, y)?;
    let index = tapped.try_recv().expect("the tap fired an action");
    println!("tapped at ({}, {}): item {} fired", x, y, index);
    assert_eq!(index, 1);
    Ok(())
}
