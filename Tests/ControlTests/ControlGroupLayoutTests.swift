import XCTest
import ButtonGroupCore

/// A control group's cells: what each shows per style and label style, joined corners and
/// separators, widths in content, right-to-left, disabled drawing and accessibility.
final class ControlGroupLayoutTests: XCTestCase {
    private let style = ControlFixture.style

    private func content(_ group: ControlGroup, width: Double, _ direction: LayoutDirection = .leftToRight) -> ToolbarLayout {
        ControlFixture.model([ToolbarItem(group: group)], context: .content).layout(in: ControlFixture.viewport(width, direction))
    }

    func testIconOnlyShowsImagesAndKeepsTitlesForAccessibility() {
        let layout = content(ControlFixture.zoom(labelStyle: .iconOnly), width: 300)
        XCTAssertEqual(layout.segments.map(\.title), [nil, nil])
        XCTAssertEqual(layout.segments.map(\.image), ["minus.magnifyingglass", "plus.magnifyingglass"])
        XCTAssertEqual(layout.accessibility.map(\.role), [.group, .button, .button])
        XCTAssertEqual(layout.accessibility.map(\.label), ["Zoom", "Zoom Out", "Zoom In"])
        XCTAssertEqual(layout.accessibility[0].count, 2)
        XCTAssertEqual(layout.accessibility[1...].map(\.position), [1, 2])
    }

    func testLabelStylesChooseWhatEachButtonShows() {
        let titleOnly = content(ControlFixture.zoom(labelStyle: .titleOnly), width: 300)
        XCTAssertEqual(titleOnly.segments.map(\.title), ["Zoom Out", "Zoom In"])
        XCTAssertEqual(titleOnly.segments.map(\.image), [nil, nil])
        let both = content(ControlFixture.zoom(labelStyle: .titleAndIcon), width: 300)
        XCTAssertEqual(both.segments.map(\.title), ["Zoom Out", "Zoom In"])
        XCTAssertNotNil(both.segments[0].content.imageFrame)
        // Icon only without an image falls back to the title: never a blank cell.
        let noImage = ControlGroup(buttons: [ControlButton(title: "Actual Size")], labelStyle: .iconOnly)
        XCTAssertEqual(content(noImage, width: 200).segments[0].title, "Actual Size")
    }

    func testFixedSizeTakesTheContentWidthAndJoinedCellsShareCornersAndSeparators() {
        var group = ControlFixture.zoom(labelStyle: .titleAndIcon)
        group.isFixedSize = true
        let layout = content(group, width: 1000)
        // Each cell: inset, 16-point icon, padding, 8 points per scalar, inset.
        let zoomOut = style.horizontalInset * 2 + style.iconSize + style.imagePadding + 8 * 8
        let zoomIn = style.horizontalInset * 2 + style.iconSize + style.imagePadding + 7 * 8
        XCTAssertEqual(layout.segments.map(\.frame.width), [zoomOut, zoomIn])
        XCTAssertEqual(layout.groups[0].frame.width, zoomOut + zoomIn + style.separatorWidth)
        XCTAssertEqual(layout.separators.count, 1)
        XCTAssertEqual(layout.separators[0].x, zoomOut)
        let r = style.cornerRadius
        XCTAssertEqual(layout.segments[0].corners, CornerRadii(topLeft: r, topRight: 0, bottomRight: 0, bottomLeft: r))
        XCTAssertEqual(layout.segments[1].corners, CornerRadii(topLeft: 0, topRight: r, bottomRight: r, bottomLeft: 0))
    }

    func testFillingTheWidthSharesItByContent() {
        let layout = content(ControlFixture.zoom(labelStyle: .titleOnly), width: 401)
        let widths = layout.segments.map(\.frame.width)
        XCTAssertEqual(layout.groups[0].frame.width, 401)
        XCTAssertEqual(widths.reduce(0, +) + style.separatorWidth, 401, accuracy: 0.5)
        // "Zoom Out" has one more scalar than "Zoom In", so its cell stays wider.
        XCTAssertGreaterThan(widths[0], widths[1])
    }

    func testRightToLeftMirrorsCellsAndCorners() {
        let ltr = content(ControlFixture.zoom(), width: 300)
        let rtl = content(ControlFixture.zoom(), width: 300, .rightToLeft)
        XCTAssertEqual(rtl.segments[0].frame, ltr.segments[0].frame.mirrored(in: 300))
        XCTAssertGreaterThan(rtl.segments[0].frame.x, rtl.segments[1].frame.x)
        XCTAssertEqual(rtl.segments[0].corners, ltr.segments[0].corners.mirrored)
        // Content is laid out in the reading direction: the image trails the title's start.
        let cell = rtl.segments[0].content
        XCTAssertGreaterThan(try XCTUnwrap(cell.imageFrame).x, try XCTUnwrap(cell.titleFrame).x)
    }

    func testDisabledButtonsAreDrawnDimmedAndNotHit() {
        var group = ControlFixture.zoom()
        group.buttons[0].isDisabled = true
        let model = ControlFixture.model([ToolbarItem(group: group)], context: .content)
        let layout = model.layout(in: ControlFixture.viewport(300))
        XCTAssertTrue(layout.segments[0].content.state.contains(.disabled))
        XCTAssertEqual(layout.segments[0].content.paint.foreground.alpha,
                       layout.segments[1].content.paint.foreground.alpha * style.button.dimming.disabled, accuracy: 0.01)
        XCTAssertFalse(layout.targets[0].isEnabled)
        XCTAssertEqual(try model.tap(at: Point(x: layout.segments[0].frame.midX, y: layout.segments[0].frame.midY)), [])
        XCTAssertEqual(try model.tap(at: Point(x: layout.segments[1].frame.midX, y: layout.segments[1].frame.midY)),
                       [.action(item: 0, button: 1)])
        XCTAssertFalse(layout.accessibility[1].isEnabled)
    }

    func testStylesResolveByContext() {
        let zoom = ControlFixture.zoom()
        XCTAssertEqual(zoom.resolvedStyle(context: .content, placement: .navigation), .segmented)
        XCTAssertEqual(zoom.resolvedStyle(context: .toolbar, placement: .navigation), .navigation)
        XCTAssertEqual(zoom.resolvedStyle(context: .toolbar, placement: .primaryAction), .segmented)
        XCTAssertEqual(zoom.resolvedLabelStyle(style: .navigation, context: .content), .iconOnly)
        XCTAssertEqual(zoom.resolvedLabelStyle(style: .segmented, context: .toolbar), .iconOnly)
        XCTAssertEqual(zoom.resolvedLabelStyle(style: .segmented, context: .content), .titleAndIcon)
    }

    func testAMenuInAToolbarShowsItsIconAloneAsSwiftUIsAutomaticLabelStyle() {
        let arrange = ControlGroup(label: ControlLabel(title: "Arrange", image: "square.3.layers.3d"),
                                   buttons: [ControlButton(title: "Front"), ControlButton(title: "Back")], style: .menu)
        XCTAssertEqual(arrange.resolvedLabelStyle(style: .menu, context: .toolbar), .iconOnly)
        XCTAssertEqual(arrange.resolvedLabelStyle(style: .menu, context: .content), .titleAndIcon)
        let bar = ControlFixture.model([ToolbarItem(group: arrange)]).layout(in: ControlFixture.viewport(300))
        XCTAssertEqual(bar.segments[0].title, nil)
        XCTAssertEqual(bar.segments[0].image, "square.3.layers.3d")
        XCTAssertEqual(bar.accessibility[1].label, "Arrange", "the title stays its accessibility label")
        XCTAssertEqual(content(arrange, width: 300).segments[0].title, "Arrange")
        // Without an icon the title shows; a label style the host sets wins.
        var plain = arrange
        plain.label = ControlLabel(title: "Arrange")
        XCTAssertEqual(ControlFixture.model([ToolbarItem(group: plain)]).layout(in: ControlFixture.viewport(300))
            .segments[0].title, "Arrange")
        var both = arrange
        both.labelStyle = .titleAndIcon
        XCTAssertEqual(ControlFixture.model([ToolbarItem(group: both)]).layout(in: ControlFixture.viewport(300))
            .segments[0].title, "Arrange")
    }

    func testPaletteCellsAreIconOnlySquaresWithoutSeparators() {
        let layout = content(ControlFixture.zoom(labelStyle: .titleAndIcon, style: .palette), width: 300)
        XCTAssertEqual(layout.groups[0].style, .palette)
        XCTAssertEqual(layout.segments.map(\.title), [nil, nil])
        XCTAssertTrue(layout.separators.isEmpty)
        XCTAssertEqual(layout.segments[0].frame.width, layout.segments[1].frame.width)
    }

    func testSelectedSegmentsGetTheSelectedFill() {
        var group = ControlFixture.zoom()
        group.buttons[1].selection = .on
        group.buttons[0].selection = .off
        let layout = content(group, width: 300)
        XCTAssertNil(layout.segments[0].content.paint.fill)
        XCTAssertEqual(layout.segments[1].content.paint.fill, style.selectedFill)
        XCTAssertTrue(layout.segments[1].content.state.contains(.selected))
    }
}
