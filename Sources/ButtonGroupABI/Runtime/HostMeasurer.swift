import CButtonGroup
import ButtonGroupCore

/// Measures text through the host's `bg_measure_fn`. A failing or nonsensical answer is
/// remembered (the first one) and measured as zero; the exported call that triggered the
/// layout then reports `BG_E_CALLBACK` and drops the cache, so nothing wrong is kept.
final class HostMeasurer: TextMeasuring {
    private let callback: CallbackBox<bg_measure_fn>
    /// The first failure since the last ``takeFailure()``.
    @exclusivity(unchecked) private var failure: String?

    init(callback: CallbackBox<bg_measure_fn>) {
        self.callback = callback
    }

    func measure(_ text: String, font: FontSpec, maxWidth: Double) -> Size {
        guard failure == nil else { return .zero }
        var size = bg_size(width: .nan, height: .nan)  // a callback that writes nothing fails
        let status = font.token.withCString { fontName in
            text.withCString { chars in
                callback.function(callback.userData, fontName, chars, text.utf8.count, maxWidth, &size)
            }
        }
        guard status == ABIStatus.ok.rawValue else {
            failure = "measure callback returned \(status) for \"\(text.prefix(32))\""
            return .zero
        }
        guard size.width.isFinite, size.width >= 0, size.height.isFinite, size.height >= 0 else {
            failure = "measure callback answered a non-finite or negative size (\(size.width) x \(size.height)) for \"\(text.prefix(32))\""
            return .zero
        }
        return Size(width: size.width, height: size.height)
    }

    /// Whether a measurement failed since the last ``takeFailure()``.
    var hasFailed: Bool { failure != nil }

    /// The failure since the last call, if any, and forgets it.
    func takeFailure() -> String? {
        defer { failure = nil }
        return failure
    }
}
