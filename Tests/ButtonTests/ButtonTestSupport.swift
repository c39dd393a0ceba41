import ButtonGroupCore

/// Every Unicode scalar `advance` points wide, every line `height` high; counts its calls.
final class CountingTextMeasurer: TextMeasuring {
    let advance: Double, height: Double
    private(set) var calls = 0

    init(advance: Double = 8, height: Double = 20) {
        self.advance = advance
        self.height = height
    }

    func measure(_ text: String, font: FontSpec, maxWidth: Double) -> Size {
        calls += 1
        return Size(width: Double(text.unicodeScalars.count) * advance, height: height)
    }
}

/// The built-in theme's button style.
let builtInStyle = Theme.builtIn.buttonStyle

/// Measuring with `measurer` and no host image sizes.
func measuring(_ measurer: TextMeasuring = CountingTextMeasurer()) -> ButtonLayoutEngine.Measuring {
    ButtonLayoutEngine.Measuring(text: TextMeasureCache(measurer: measurer), image: { _ in nil })
}

/// The iOS component's "Start" base configuration.
func startBaseConfiguration() -> ButtonConfiguration {
    var configuration = ButtonConfiguration()
    configuration.title = "Title"
    configuration.subtitle = "Subtitle"
    configuration.image = ButtonImage(name: "house.circle.fill", size: nil)
    configuration.imagePadding = 10
    configuration.contentInsets = .nondirectional(EdgeInsets(top: 10, left: 40, bottom: 10, right: 40))
    return configuration
}

/// A button over `base` with `provider`, the built-in style and the counting measurer.
func makeButton(_ base: ButtonConfiguration = startBaseConfiguration(),
                provider: ConfigurationProvider = .plain) -> ButtonModel {
    ButtonModel(baseConfiguration: base, provider: provider, style: builtInStyle, measuring: measuring())
}
