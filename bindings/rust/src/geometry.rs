//! Points, sizes and rectangles (points, origin top-left, y down).

use crate::sys;

/// A rectangle in points: origin top-left, y down. The same layout as the C `bg_rect`, so a
/// frames array the library writes is an array of `Rect`.
#[repr(C)]
#[derive(Copy, Clone, Debug, Default, PartialEq)]
pub struct Rect {
    /// Left edge.
    pub x: f64,
    /// Top edge.
    pub y: f64,
    /// Width.
    pub width: f64,
    /// Height.
    pub height: f64,
}

impl Rect {
    /// A rectangle from its left and top edges and its size.
    pub fn new(x: f64, y: f64, width: f64, height: f64) -> Self {
        Rect { x, y, width, height }
    }

    /// Its right edge, x + width.
    pub fn max_x(&self) -> f64 {
        self.x + self.width
    }

    /// Its bottom edge, y + height.
    pub fn max_y(&self) -> f64 {
        self.y + self.height
    }

    /// Its centre.
    pub fn center(&self) -> (f64, f64) {
        (self.x + self.width / 2.0, self.y + self.height / 2.0)
    }

    /// Whether (x, y) lies inside (left and top edges included).
    pub fn contains(&self, x: f64, y: f64) -> bool {
        x >= self.x && x < self.max_x() && y >= self.y && y < self.max_y()
    }

    /// Whether its width or height is 0 (the library's "nothing shown").
    pub fn is_empty(&self) -> bool {
        self.width <= 0.0 || self.height <= 0.0
    }
}

impl From<sys::bg_rect> for Rect {
    fn from(r: sys::bg_rect) -> Self {
        Rect::new(r.x, r.y, r.width, r.height)
    }
}

/// A size in points.
#[derive(Copy, Clone, Debug, Default, PartialEq)]
pub struct Size {
    /// Width.
    pub width: f64,
    /// Height.
    pub height: f64,
}

impl Size {
    /// A size of `width` x `height` points.
    pub fn new(width: f64, height: f64) -> Self {
        Size { width, height }
    }
}

impl From<sys::bg_size> for Size {
    fn from(s: sys::bg_size) -> Self {
        Size::new(s.width, s.height)
    }
}

impl From<Size> for sys::bg_size {
    fn from(s: Size) -> Self {
        sys::bg_size { width: s.width, height: s.height }
    }
}

/// Per-corner radii in points (physical corners, already mirrored for right-to-left).
#[derive(Copy, Clone, Debug, Default, PartialEq)]
pub struct CornerRadii {
    /// Top-left.
    pub top_left: f64,
    /// Top-right.
    pub top_right: f64,
    /// Bottom-right.
    pub bottom_right: f64,
    /// Bottom-left.
    pub bottom_left: f64,
}

impl From<sys::bg_corner_radii> for CornerRadii {
    fn from(r: sys::bg_corner_radii) -> Self {
        CornerRadii {
            top_left: r.top_left,
            top_right: r.top_right,
            bottom_right: r.bottom_right,
            bottom_left: r.bottom_left,
        }
    }
}

/// Where one item moves into and out of an overflow (a group's More sheet, a toolbar's menu).
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct Breakpoint {
    /// The item: a group's item index, or a toolbar's item index.
    pub item_index: u32,
    /// Below this width the item moves into the overflow (infinite: it is always there).
    pub moves_in: f64,
    /// At this width or wider an item in the overflow comes back (moves_in + hysteresis).
    pub moves_out: f64,
}

impl From<&sys::bg_overflow_breakpoint> for Breakpoint {
    fn from(b: &sys::bg_overflow_breakpoint) -> Self {
        Breakpoint { item_index: b.item_index, moves_in: b.moves_in, moves_out: b.moves_out }
    }
}
