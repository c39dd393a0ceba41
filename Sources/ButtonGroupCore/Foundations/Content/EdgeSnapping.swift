extension PixelGrid {
    /// `rect` with each of its four edges snapped to the nearest pixel boundary: what is drawn
    /// flush against a neighbour snapped from the same point (a label's background ending where
    /// the icon begins) shares the neighbour's edge, with no gap or overlap.
    @inlinable
    public func snapEdges(_ rect: Rect) -> Rect {
        let minX = snap(rect.x), minY = snap(rect.y)
        return Rect(x: minX, y: minY, width: snap(rect.x + rect.width) - minX, height: snap(rect.y + rect.height) - minY)
    }
}
