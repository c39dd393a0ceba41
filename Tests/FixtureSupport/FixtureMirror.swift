import Foundation

/// The right-to-left rule every layout keeps, checked on two described layouts (fixture JSON)
/// of the same input: the right-to-left one is the exact mirror of the left-to-right one.
///
/// Every frame (an `[x, y, width, height]` under a key of `frameKeys`, at any depth) is the
/// left-to-right frame reflected in the container: `x_rtl = width − x_ltr − w`, with the same y
/// and size. The library snaps in reading-direction terms (from the leading edge) and mirrors
/// after, so this holds exactly, at any width, whole or not: the tolerance is only for floating
/// point (1e-9 points). `corners` ([topLeft, topRight, bottomRight, bottomLeft]) swap sides;
/// everything else (texts, truncation, states, sizes) is the same. A frame that is all zeros in
/// both directions is an absent one.
public enum FixtureMirror {
    /// One sentence per value of `rtl` that is not the mirror of `ltr` in a container `width`
    /// wide (empty when it is).
    public static func differences(ltr: Any, rtl: Any, width: Double, frameKeys: Set<String>, path: String) -> [String] {
        var found: [String] = []
        compare(ltr, rtl, width: width, frameKeys: frameKeys, inFrame: false, path: path, into: &found)
        return found
    }

    private static func compare(_ ltr: Any, _ rtl: Any, width: Double, frameKeys: Set<String>, inFrame: Bool, path: String,
                                into found: inout [String]) {
        switch (ltr, rtl) {
        case let (l as [String: Any], r as [String: Any]):
            guard Set(l.keys) == Set(r.keys) else { return found.append("\(path): keys differ") }
            for key in l.keys.sorted() {
                let at = "\(path).\(key)"
                if key == "corners", let lc = numbers(l[key]!), let rc = numbers(r[key]!), lc.count == 4 {
                    if !close(rc, [lc[1], lc[0], lc[3], lc[2]]) { found.append("\(at): \(rc) is not \(lc) mirrored") }
                    continue
                }
                compare(l[key]!, r[key]!, width: width, frameKeys: frameKeys, inFrame: inFrame || frameKeys.contains(key),
                        path: at, into: &found)
            }
        case let (l as [Any], r as [Any]):
            guard l.count == r.count else { return found.append("\(path): \(l.count) elements vs \(r.count)") }
            if inFrame, let lf = numbers(l), let rf = numbers(r), lf.count == 4, rf.count == 4 {
                let mirror = [width - lf[0] - lf[2], lf[1], lf[2], lf[3]]
                if !(lf.allSatisfy { $0 == 0 } && rf.allSatisfy { $0 == 0 }) && !close(rf, mirror) {
                    found.append("\(path): ltr \(lf), rtl \(rf), the mirror in \(width) is \(mirror)")
                }
                return
            }
            for index in l.indices {
                compare(l[index], r[index], width: width, frameKeys: frameKeys, inFrame: inFrame, path: "\(path)[\(index)]",
                        into: &found)
            }
        default:
            if let d = FixtureJSON.difference(ltr, rtl, path: path) { found.append("\(d) (ltr vs rtl)") }
        }
    }

    /// The numbers of a JSON array of numbers only.
    private static func numbers(_ value: Any) -> [Double]? {
        guard let array = value as? [Any] else { return nil }
        var out: [Double] = []
        for element in array {
            guard let number = element as? NSNumber else { return nil }
            out.append(number.doubleValue)
        }
        return out
    }

    private static func close(_ a: [Double], _ b: [Double]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) <= 1e-9 }
    }
}
