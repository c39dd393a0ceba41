import Foundation

/// JSON helpers of the golden fixtures (the button's and the toolbar's runners): comparing a
/// recorded expectation with a result, and writing a fixture file in its reviewable shape.
public enum FixtureJSON {
    /// The first difference between two JSON values (numbers within 1e-6), or nil.
    public static func difference(_ expected: Any, _ actual: Any, path: String) -> String? {
        switch (expected, actual) {
        case let (e as [String: Any], a as [String: Any]):
            if Set(e.keys) != Set(a.keys) { return "\(path): keys \(e.keys.sorted()) vs \(a.keys.sorted())" }
            for key in e.keys.sorted() {
                if let d = difference(e[key]!, a[key]!, path: "\(path).\(key)") { return d }
            }
            return nil
        case let (e as [Any], a as [Any]):
            if e.count != a.count { return "\(path): \(e.count) elements vs \(a.count)" }
            for (index, pair) in zip(e, a).enumerated() {
                if let d = difference(pair.0, pair.1, path: "\(path)[\(index)]") { return d }
            }
            return nil
        case let (e as NSNumber, a as NSNumber):
            return abs(e.doubleValue - a.doubleValue) <= 1e-6 ? nil : "\(path): expected \(e), got \(a)"
        case let (e as String, a as String):
            return e == a ? nil : "\(path): expected \"\(e)\", got \"\(a)\""
        case (is NSNull, is NSNull):
            return nil
        default:
            return "\(path): expected \(expected), got \(actual)"
        }
    }

    /// `value` as fixture text: keys sorted; the containers at `pretty` paths one entry per
    /// line, everything else on one line (a case's configuration, sizes, each laid-out view),
    /// so that a re-recording's diff shows one line per changed view. A path is the keys from
    /// the root, "[]" standing for any array element.
    public static func text(_ value: Any, pretty: Set<[String]>) throws -> String {
        var out = ""
        try write(value, path: [], indent: 0, pretty: pretty, into: &out)
        return out + "\n"
    }

    private static func write(_ value: Any, path: [String], indent: Int, pretty: Set<[String]>, into out: inout String) throws {
        let pad = String(repeating: "  ", count: indent + 1), end = String(repeating: "  ", count: indent)
        if pretty.contains(path), let object = value as? [String: Any], !object.isEmpty {
            out += "{\n"
            for (index, key) in object.keys.sorted().enumerated() {
                out += pad + (try compact(key)) + " : "
                try write(object[key]!, path: path + [key], indent: indent + 1, pretty: pretty, into: &out)
                out += index == object.count - 1 ? "\n" : ",\n"
            }
            out += end + "}"
        } else if pretty.contains(path), let array = value as? [Any], !array.isEmpty {
            out += "[\n"
            for (index, element) in array.enumerated() {
                out += pad
                try write(element, path: path + ["[]"], indent: indent + 1, pretty: pretty, into: &out)
                out += index == array.count - 1 ? "\n" : ",\n"
            }
            out += end + "]"
        } else {
            out += try compact(value)
        }
    }

    /// One JSON value on one line, keys sorted (JSONSerialization, which tells booleans from
    /// numbers in parsed input).
    private static func compact(_ value: Any) throws -> String {
        let data = try JSONSerialization.data(withJSONObject: [value], options: [.sortedKeys, .withoutEscapingSlashes])
        let text = String(decoding: data, as: UTF8.self)
        return String(text.dropFirst().dropLast())  // the wrapping "[" and "]"
    }
}

/// A fixture the runner cannot read.
public struct FixtureError: Error, CustomStringConvertible {
    /// What is wrong with the fixture.
    public let description: String
    /// Creates an error.
    public init(_ description: String) { self.description = description }
}

extension Optional {
    /// The value, or a ``FixtureError`` naming `what` is unknown.
    public func orThrow(_ what: String) throws -> Wrapped {
        guard let self else { throw FixtureError("unknown \(what)") }
        return self
    }
}
