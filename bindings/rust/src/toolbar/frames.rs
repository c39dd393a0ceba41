//! A toolbar's fast path: its frames only, written into a `Vec<Rect>` the host keeps.

use std::ops::Range;

use super::Toolbar;
use crate::enums::Direction;
use crate::error::{check, Result};
use crate::geometry::{Rect, Size};
use crate::sys;

/// How the frames [`Toolbar::layout_frames`] wrote divide: index ranges into that `Vec<Rect>`.
/// It owns nothing of the toolbar: keep it as long as you like.
#[derive(Copy, Clone, Debug)]
pub struct ToolbarFrames {
    raw: sys::bg_toolbar_frames,
}

impl ToolbarFrames {
    /// The cells' frames, in the order of the view's cells.
    pub fn cells(&self) -> Range<usize> {
        0..self.raw.cell_count as usize
    }

    /// The overflow button's frame, or None when nothing overflowed.
    pub fn overflow_button(&self) -> Option<usize> {
        (self.raw.has_overflow_button != 0).then_some(self.raw.cell_count as usize)
    }

    /// The groups' frames, in the order of the view's groups.
    pub fn groups(&self) -> Range<usize> {
        let first = self.raw.count as usize;
        first..first + self.raw.group_count as usize
    }

    /// The separators' frames.
    pub fn separators(&self) -> Range<usize> {
        let first = self.groups().end;
        first..first + self.raw.separator_count as usize
    }

    /// The bars' frames, from the top.
    pub fn bars(&self) -> Range<usize> {
        let first = self.separators().end;
        first..first + self.raw.bar_count as usize
    }

    /// The view's arrangement: while it is the one of a view you kept, frame i of `cells()` is
    /// the new frame of that view's cell i.
    pub fn arrangement(&self) -> u32 {
        self.raw.arrangement
    }

    /// The toolbar's size.
    pub fn size(&self) -> Size {
        self.raw.size.into()
    }
}

impl Toolbar {
    /// Lays the toolbar out as [`layout`](Self::layout) does and writes only its frames into
    /// `frames` (replacing its contents; it grows when needed): the fast path for a relayout on
    /// every frame. The returned [`ToolbarFrames`] says which frame is what.
    pub fn layout_frames(
        &mut self,
        width: f64,
        scale: f64,
        direction: Direction,
        frames: &mut Vec<Rect>,
    ) -> Result<ToolbarFrames> {
        loop {
            let mut out = sys::bg_toolbar_frames {
                struct_size: std::mem::size_of::<sys::bg_toolbar_frames>() as u32,
                ..Default::default()
            };
            let capacity = u32::try_from(frames.capacity()).unwrap_or(u32::MAX);
            // SAFETY: `capacity` writable Rects (the layout of bg_rect) and a writable out.
            let status = unsafe {
                sys::bg_toolbar_layout_frames(
                    self.raw,
                    width,
                    scale,
                    direction.raw(),
                    frames.as_mut_ptr() as *mut sys::bg_rect,
                    capacity,
                    &mut out,
                )
            };
            if status == sys::BG_E_BUFFER_TOO_SMALL {
                frames.clear();
                frames.reserve(out.rect_count as usize);
                continue;
            }
            check(status)?;
            // SAFETY: the library wrote rect_count frames, within the capacity it was given.
            unsafe { frames.set_len(out.rect_count as usize) };
            return Ok(ToolbarFrames { raw: out });
        }
    }
}
