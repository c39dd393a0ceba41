/// The theme's spacing scale (tokens `spacer/xxs` … `spacer/xl`), in points.
public struct SpacerScale: Hashable, Sendable {
    /// `spacer/xxs`: extra-small spacing, e.g. between the buttons of a grouped layout (4).
    public var xxs: Double
    /// `spacer/xs` (8).
    public var xs: Double
    /// `spacer/sm` (12).
    public var sm: Double
    /// `spacer/md` (16).
    public var md: Double
    /// `spacer/lg`: large spacing, e.g. between stand-alone buttons (24).
    public var lg: Double
    /// `spacer/xl` (32).
    public var xl: Double

    /// Creates a scale.
    public init(xxs: Double, xs: Double, sm: Double, md: Double, lg: Double, xl: Double) {
        self.xxs = xxs
        self.xs = xs
        self.sm = sm
        self.md = md
        self.lg = lg
        self.xl = xl
    }
}
