import ButtonGroupCore
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// What the renderer tests read back from an SVG document: it parses, and the elements it holds.
struct ParsedSVG {
    /// Every element, in document order: its name and attributes.
    var elements: [(name: String, attributes: [String: String])] = []
    /// The text content of every `text` element, tspans joined.
    var texts: [String] = []

    /// Parses `document`; nil when it is not well-formed XML.
    init?(_ document: String) {
        let delegate = Collector()
        let parser = XMLParser(data: Data(document.utf8))
        parser.delegate = delegate
        guard parser.parse() else { return nil }
        elements = delegate.elements
        texts = delegate.texts
    }

    /// The elements named `name`.
    func all(_ name: String) -> [[String: String]] { elements.filter { $0.name == name }.map(\.attributes) }

    private final class Collector: NSObject, XMLParserDelegate {
        var elements: [(name: String, attributes: [String: String])] = []
        var texts: [String] = []
        private var depth = 0, current = ""

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String] = [:]) {
            elements.append((name, attributes))
            if name == "text" { depth += 1; current = "" } else if name == "tspan" { depth += 1 }
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            if depth > 0 { current += string }
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            if name == "text" { texts.append(current); depth = 0 } else if name == "tspan" { depth -= 1 }
        }
    }
}

/// A group model of `titles` on the built-in theme and measurer.
func groupModel(_ titles: [String], parameters: GroupParameters = Theme.builtIn.groupParameters) -> ButtonGroupModel {
    ButtonGroupModel(items: titles.map { ButtonGroupItem(title: $0) }, parameters: parameters,
                     style: Theme.builtIn.groupStyle, measurer: BuiltInTextMeasurer())
}

/// The x of every `text` element, in document order.
func textXs(_ svg: ParsedSVG) -> [Double] { svg.all("text").compactMap { $0["x"].flatMap(Double.init) } }
