//! A toolbar drawn in a terminal: the library lays it out in points, text measured as one
//! column (8 points) per character, and this host maps every frame to character cells. It draws
//! the toolbar at three widths (groups move into the overflow menu as it narrows), then drives it
//! from the "keyboard": focus moves through the cells and Return fires the focused button.
//!
//! Run: `cargo run --example terminal_toolbar [-- COLUMNS [--svg FILE]]` (in bindings/rust, after
//! `make lib`); with --svg it also saves the library's own picture of the toolbar, overflow menu
//! open, at the narrowest width.

use std::sync::mpsc;

use buttongroup::{
    ControlButton, ControlGroup, ControlGroupStyle, Direction, FocusMove, LabelStyle, PictureOptions, Placement, Rect,
    Size, State, Toolbar, ToolbarItem, ToolbarView,
};

/// Points per character column, and per text row (a bar, 44 points, is three rows).
const COLUMN: f64 = 8.0;
const ROW: f64 = 44.0 / 3.0;

fn items(fired: &mpsc::Sender<String>) -> Vec<ToolbarItem> {
    let button = |title: &str, image: &str| {
        let (fired, name) = (fired.clone(), title.to_owned());
        ControlButton::new(title).image(image).action(move |_, _| fired.send(name.clone()).unwrap())
    };
    let group = |label: &str, buttons| ControlGroup::new(Some(label), buttons).label_style(LabelStyle::TitleOnly);
    vec![
        ToolbarItem::group(
            Placement::Navigation,
            ControlGroup::new(Some("History"), vec![button("<", "chevron.left"), button(">", "chevron.right")])
                .style(ControlGroupStyle::Segmented)
                .label_style(LabelStyle::TitleOnly),
        ),
        ToolbarItem::group(Placement::Principal, group("Mailbox", vec![button("Inbox", "tray")])),
        ToolbarItem::group(
            Placement::PrimaryAction,
            group("Edit", vec![button("Cut", "scissors"), button("Copy", "doc.on.doc"), button("Paste", "clipboard")])
                .style(ControlGroupStyle::Segmented),
        ),
        ToolbarItem::group(Placement::PrimaryAction, group("Share", vec![button("Share", "square.and.arrow.up")])),
        ToolbarItem::group(Placement::PrimaryAction, group("New", vec![button("Compose", "square.and.pencil")])),
    ]
}

/// The character grid of a laid-out toolbar.
struct Canvas {
    rows: Vec<Vec<char>>,
}

impl Canvas {
    fn new(size: Size) -> Self {
        let columns = (size.width / COLUMN).ceil() as usize;
        let rows = (size.height / ROW).round().max(1.0) as usize;
        Canvas { rows: vec![vec![' '; columns]; rows] }
    }

    /// The columns a frame covers: [first, last].
    fn columns(&self, frame: Rect) -> (usize, usize) {
        let last = self.rows[0].len().saturating_sub(1);
        let first = ((frame.x / COLUMN).round() as usize).min(last);
        (first, (((frame.max_x() / COLUMN).round() as usize).saturating_sub(1)).clamp(first, last))
    }

    fn row(&self, y: f64) -> usize {
        ((y / ROW) as usize).min(self.rows.len() - 1)
    }

    fn put(&mut self, row: usize, column: usize, text: &str) {
        for (offset, ch) in text.chars().enumerate() {
            if let Some(cell) = self.rows[row].get_mut(column + offset) {
                *cell = ch;
            }
        }
    }

    /// A box over `frame` with `label` centred in it; focused: marked with `*`.
    fn button(&mut self, frame: Rect, label: &str, state: State) {
        let (first, last) = self.columns(frame);
        let row = self.row(frame.center().1);
        let inner = last.saturating_sub(first + 1);
        let label: String = label.chars().take(inner).collect();
        let (open, close) = if state.contains(State::FOCUSED) { ('*', '*') } else { ('[', ']') };
        self.put(row, first, &open.to_string());
        self.put(row, last, &close.to_string());
        self.put(row, first + 1 + (inner - label.chars().count()) / 2, &label);
    }

    /// A control group's background: a line above and below its frame.
    fn group(&mut self, frame: Rect) {
        let (first, last) = self.columns(frame);
        let line: String = "-".repeat(last + 1 - first);
        let (top, bottom) = (self.row(frame.y), self.row(frame.max_y() - 0.5));
        if top != self.row(frame.center().1) {
            self.put(top, first, &line);
        }
        if bottom != self.row(frame.center().1) {
            self.put(bottom, first, &line);
        }
    }

    fn text(&self) -> String {
        self.rows.iter().map(|row| row.iter().collect::<String>().trim_end().to_owned() + "\n").collect()
    }
}

/// Draws a view: a box per cell (its title, else its image's name), the overflow button as "...".
fn draw(view: &ToolbarView<'_>) -> String {
    let mut canvas = Canvas::new(view.size());
    for group in view.groups() {
        canvas.group(group.frame());
    }
    for cell in view.cells() {
        let label = cell.title().filter(|t| !t.is_empty()).or_else(|| cell.image()).unwrap_or("?");
        canvas.button(cell.frame(), label, cell.state());
    }
    if let Some(frame) = view.overflow_button() {
        canvas.button(frame, "...", State::NORMAL);
    }
    canvas.text()
}

fn main() -> Result<(), buttongroup::Error> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let columns: f64 = args.first().and_then(|a| a.parse().ok()).unwrap_or(72.0);
    let svg_path = args.iter().position(|a| a == "--svg").and_then(|i| args.get(i + 1));
    let (sender, fired) = mpsc::channel();
    let mut toolbar = Toolbar::new(items(&sender))?;
    toolbar.set_measure(|_font, text, _max| Some(Size::new(text.chars().count() as f64 * COLUMN, ROW)))?;

    for width in [columns, (columns * 0.6).round(), (columns * 0.35).round()] {
        let view = toolbar.layout(width * COLUMN, 1.0, Direction::Ltr)?;
        let picture = draw(&view);
        println!("{} columns, in the overflow menu: items {:?}", width, view.overflowed());
        println!("{}", picture);
        for cell in view.cells().filter(|c| c.title().map_or(false, |t| !t.is_empty())) {
            assert!(picture.contains(cell.title().unwrap()), "{:?} is not drawn", cell.title());
        }
        assert_eq!(view.overflow_button().is_some(), !view.overflowed().is_empty());
    }
    if let Some(path) = svg_path {
        let svg = toolbar.svg(&PictureOptions { show_overflow: true, ..PictureOptions::default() })?;
        std::fs::write(path, svg).expect("the SVG file is writable");
        println!("the library's picture of the last layout: {}", path);
    }

    // The keyboard: Tab twice, then Return.
    toolbar.focus(FocusMove::First)?;
    let target = toolbar.focus(FocusMove::Next)?.expect("a second focusable cell");
    println!("Tab, Tab: focus on item {:?} button {:?}", target.item_index, target.button_index);
    print!("{}", draw(&toolbar.layout(columns * COLUMN, 1.0, Direction::Ltr)?));
    toolbar.activate_focused()?;
    let name = fired.try_recv().expect("Return fired the focused button");
    println!("Return: {:?} fired", name);
    assert_eq!(name, ">");
    Ok(())
}
