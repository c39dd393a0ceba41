//! Rust bindings to libbuttongroup: button components whose layout, overflow, state and
//! accessibility rules the library decides, for a program that draws its own UI (a terminal, a
//! game, a custom renderer).
//!
//! - [`ButtonGroup`]: a row of related buttons sharing the width; those that do not fit go
//!   into a "More" action sheet.
//! - [`Button`]: a button described by a [`ButtonConfig`] (image, title, subtitle,
//!   background); [`Button::with_label`] is the info / alert label button.
//! - [`Toolbar`]: control groups laid out in a toolbar that moves whole groups into an
//!   overflow menu when it runs out of width.
//! - [`Theme`]: design tokens, and the reader's text size ([`ContentSize`]).
//!
//! The host draws; the library decides:
//!
//! ```
//! use buttongroup::{ButtonGroup, Direction, Item};
//!
//! let mut group = ButtonGroup::new(vec![
//!     Item::new("Details").action(|_| println!("tapped Details")),
//!     Item::new("Statements"),
//! ])?;
//! for slot in group.layout(320.0, 2.0, Direction::Ltr)?.slots() {
//!     println!("{:10} x={:5.1} width={:5.1}", slot.title(), slot.frame().x, slot.frame().width);
//! }
//! group.tap(10.0, 10.0)?; // prints "tapped Details"
//! # Ok::<(), buttongroup::Error>(())
//! ```
//!
//! How it maps the C API's rules:
//!
//! - Objects own their handle and free it on drop, releasing their closures.
//! - Every call returns [`Result`]; an [`Error`] carries the library's [`Status`] and message.
//! - Callbacks are closures (`FnMut + Send + 'static`), boxed and released by the library's
//!   destroy notification. A panic in one is caught before it reaches the library and resumed
//!   when the call that ran it returns.
//! - A layout borrows its object: the library keeps its slots and strings only until the
//!   object's next call, and the borrow checker makes sure nothing is read after that.
//! - Objects are `Send` (any thread may use them; the library serializes calls) but not
//!   `Sync`; [`Theme`] is both.
//!
//! The raw C API is in [`sys`], generated from the header.

#![warn(missing_docs)]

#[macro_use]
mod enums;
mod button;
mod callback;
mod dynamic_type;
mod error;
mod geometry;
mod group;
mod picture;
#[rustfmt::skip]
pub mod sys;
#[cfg(test)]
mod tests;
mod theme;
mod toolbar;

pub use button::{
    Background, BackgroundView, Button, ButtonA11y, ButtonConfig, ButtonView, ContentHorizontalAlignment, ContentMode,
    ContentVerticalAlignment, ImagePlacement, Insets, LabelType, LineBreakMode, PlainProvider, TextDecoration,
    TextLine, TitleAlignment,
};
pub use callback::MeasureFn;
pub use dynamic_type::{ContentSize, TextStyle};
pub use enums::{A11yRole, CornerStyle, Direction, FocusMove, PointerPhase, Role, State, Status};
pub use error::{Error, Result};
pub use geometry::{Breakpoint, CornerRadii, Rect, Size};
pub use group::{
    A11yNode, ActionSheet, ButtonGroup, GroupLayout, GroupLayoutKind, GroupParams, Item, ItemAction, OverflowPolicy,
    ProminentType, SheetItem, Slot, SlotKind,
};
pub use picture::PictureOptions;
pub use theme::{ButtonColors, Theme};
pub use toolbar::{
    Bar, BarFrame, Cell, ControlAction, ControlButton, ControlContext, ControlGroup, ControlGroupStyle, ControlMenu,
    ControlSize, ControlTarget, ControlTargetKind, Diagnostic, DiagnosticKind, LabelStyle, MenuEntry, PlacedGroup,
    Placement, Selection, Toolbar, ToolbarFrames, ToolbarItem, ToolbarView,
};

/// The Rust guide (docs/rust.md), included so that its examples run as doc tests.
#[cfg(doctest)]
#[doc = include_str!("../../../docs/rust.md")]
pub struct Guide;

/// The running library's version, "MAJOR.MINOR.PATCH".
pub fn version() -> &'static str {
    // SAFETY: static NUL-terminated text, valid for the life of the process.
    unsafe { error::text(sys::bg_version_string()) }
}

/// The running library's MAJOR * 10000 + MINOR * 100 + PATCH.
pub fn version_number() -> i32 {
    // SAFETY: never fails.
    unsafe { sys::bg_version_number() }
}

/// After an object's free: resumes a panic one of its closures' destructors raised, unless the
/// thread is already unwinding (a second panic there would abort).
pub(crate) fn object_dropped() {
    if std::thread::panicking() {
        error::forget_callback_panic();
    } else {
        error::resume_callback_panic();
    }
}
