import CButtonGroup
import ButtonGroupCore

extension bg_rect {
    /// The C form of `rect`.
    init(_ rect: Rect) {
        self.init(x: rect.x, y: rect.y, width: rect.width, height: rect.height)
    }
}

extension bg_size {
    /// The C form of `size`.
    init(_ size: Size) {
        self.init(width: size.width, height: size.height)
    }
}

extension bg_corner_radii {
    /// The C form of `radii`.
    init(_ radii: CornerRadii) {
        self.init(top_left: radii.topLeft, top_right: radii.topRight,
                  bottom_right: radii.bottomRight, bottom_left: radii.bottomLeft)
    }
}
