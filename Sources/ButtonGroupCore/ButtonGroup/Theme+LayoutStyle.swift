extension Theme {
    /// The layout style of button groups in this theme: button metrics, radii and font.
    public var layoutStyle: LayoutStyle {
        LayoutStyle(
            buttonHeight: buttonMetrics.height,
            iconSize: buttonMetrics.iconSize,
            paddingHorizontal: buttonMetrics.paddingHorizontal,
            iconTitleSpacing: buttonMetrics.iconTitleSpacing,
            minimumTouchTarget: buttonMetrics.minimumTouchTarget,
            smallRadius: radii.small,
            mediumRadius: radii.medium,
            largeRadius: radii.large,
            font: buttonFont)
    }
}
