//! Unit tests: the raw layer against the C headers and the library (abi), and the safe layer's
//! rules: errors, closures released and panics carried out of callbacks (safety).

mod abi;
mod callbacks;
mod safety;
mod toolbar;
