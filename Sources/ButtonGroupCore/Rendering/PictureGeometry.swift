import BGFoundations

extension Rect {
    /// The rectangle moved by (dx, dy).
    func offsetBy(_ dx: Double, _ dy: Double) -> Rect { Rect(x: x + dx, y: y + dy, width: width, height: height) }
}

extension CornerRadii {
    /// Each radius plus `amount` (never below 0): the concentric corners of the rectangle grown
    /// by `amount` (shrunk when negative).
    func grown(by amount: Double) -> CornerRadii {
        CornerRadii(topLeft: max(0, topLeft + amount), topRight: max(0, topRight + amount),
                    bottomRight: max(0, bottomRight + amount), bottomLeft: max(0, bottomLeft + amount))
    }
}
