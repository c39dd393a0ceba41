//! Unit tests: the raw layer against the C headers and the library (abi), and the safe layer's
//! rules: errors, closures released and panics carried out of callbacks (safety); the button's
//! lines, decorations and updates (button), a group's parameters and navigation (group).

mod abi;
mod button;
mod callbacks;
mod group;
mod safety;
mod toolbar;
