/// Measures one line of text. Implementations must return finite, non-negative sizes.
public protocol TextMeasuring {
    /// The size of `text` set on one line in `font`; `maxWidth` is a hint (may be infinite).
    func measure(_ text: String, font: FontSpec, maxWidth: Double) -> Size
}
