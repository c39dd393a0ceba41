import BGFoundations

/// The SVG path data of a rectangle with per-corner radii: straight edges joined by circular
/// arcs, so capsules stay smooth at any zoom.
enum RoundedRectPath {
    /// The path of `rect` with `corners`, each radius clamped to half the shorter side.
    static func data(_ rect: Rect, corners: CornerRadii) -> String {
        let limit = min(rect.width, rect.height) / 2
        func clamp(_ r: Double) -> Double { max(0, min(r.isFinite ? r : 0, limit)) }
        let tl = clamp(corners.topLeft), tr = clamp(corners.topRight)
        let br = clamp(corners.bottomRight), bl = clamp(corners.bottomLeft)
        let n = { SVGCanvas.number($0) }
        let (x0, y0, x1, y1) = (rect.x, rect.y, rect.maxX, rect.maxY)
        var d = "M\(n(x0 + tl)) \(n(y0))H\(n(x1 - tr))"
        if tr > 0 { d += "A\(n(tr)) \(n(tr)) 0 0 1 \(n(x1)) \(n(y0 + tr))" }
        d += "V\(n(y1 - br))"
        if br > 0 { d += "A\(n(br)) \(n(br)) 0 0 1 \(n(x1 - br)) \(n(y1))" }
        d += "H\(n(x0 + bl))"
        if bl > 0 { d += "A\(n(bl)) \(n(bl)) 0 0 1 \(n(x0)) \(n(y1 - bl))" }
        d += "V\(n(y0 + tl))"
        if tl > 0 { d += "A\(n(tl)) \(n(tl)) 0 0 1 \(n(x0 + tl)) \(n(y0))" }
        return d + "Z"
    }
}
