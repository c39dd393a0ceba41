import ButtonGroupCore

/// A measurer where every scalar is `advance` points wide and a line `height` high (the rule
/// the C and Python fixture runners implement too).
final class FixedWidthMeasurer: TextMeasuring {
    let advance: Double, height: Double

    init(advance: Double = 8, height: Double = 20) {
        self.advance = advance
        self.height = height
    }

    func measure(_ text: String, font: FontSpec, maxWidth: Double) -> Size {
        Size(width: Double(text.unicodeScalars.count) * advance, height: height)
    }
}

/// The built-in theme's control style and fixed-width measuring.
enum ControlFixture {
    static let style = Theme.builtIn.controlStyle

    static func measuring() -> ButtonLayoutEngine.Measuring {
        ButtonLayoutEngine.Measuring(text: TextMeasureCache(measurer: FixedWidthMeasurer()), image: { _ in nil })
    }

    /// The iOS component's zoom group: Zoom Out / Zoom In with images.
    static func zoom(labelStyle: ControlLabelStyle = .automatic, style: ControlGroupStyle = .automatic) -> ControlGroup {
        ControlGroup(label: ControlLabel(title: "Zoom", image: "magnifyingglass"),
                     buttons: [ControlButton(title: "Zoom Out", image: "minus.magnifyingglass"),
                               ControlButton(title: "Zoom In", image: "plus.magnifyingglass")],
                     style: style, labelStyle: labelStyle)
    }

    /// A labelled group of `count` icon buttons.
    static func group(_ name: String, count: Int = 2) -> ControlGroup {
        ControlGroup(label: ControlLabel(title: name, image: "\(name).icon"),
                     buttons: (0..<count).map { ControlButton(title: "\(name) \($0)", image: "\(name).\($0)") })
    }

    static func model(_ items: [ToolbarItem], context: ControlContext = .toolbar) -> ToolbarModel {
        ToolbarModel(items: items, context: context, style: style, measuring: measuring())
    }

    static func viewport(_ width: Double, _ direction: LayoutDirection = .leftToRight) -> ToolbarModel.Viewport {
        ToolbarModel.Viewport(width: width, scale: 2, direction: direction)
    }
}
