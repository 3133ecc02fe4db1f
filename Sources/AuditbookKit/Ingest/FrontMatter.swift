import Foundation
import Yams

/// The YAML block at the top of a guideline document (`--- … ---`).
public struct FrontMatter: Sendable, Equatable {
    public var fields: [String: String]
    /// How many lines the block took, closing `---` included, so line numbers can be kept.
    public var lineCount: Int

    public init(fields: [String: String] = [:], lineCount: Int = 0) {
        self.fields = fields
        self.lineCount = lineCount
    }

    public subscript(_ key: String) -> String? {
        fields[key].flatMap { $0.isEmpty ? nil : $0 }
    }

    /// Splits `text` into its front matter and the Markdown after it. Nested maps are
    /// flattened with dots (`metadata.version`); lists are joined with commas. YAML that
    /// does not parse is reported in `warning` and the block is kept out of the Markdown.
    public static func split(_ text: String) -> (frontMatter: FrontMatter?, body: String, warning: String?) {
        guard text.hasPrefix("---\n") else { return (nil, text, nil) }
        let afterOpen = text.index(text.startIndex, offsetBy: 4)
        guard let close = text[afterOpen...].firstUTF8Range(of: "\n---", limit: 200_000) else {
            return (nil, text, nil)
        }
        // The closing fence must end its line.
        let afterClose = close.upperBound
        if afterClose < text.endIndex, text[afterClose] != "\n" { return (nil, text, nil) }
        let yaml = String(text[afterOpen..<close.lowerBound])
        let bodyStart = afterClose < text.endIndex ? text.index(after: afterClose) : afterClose
        let body = String(text[bodyStart...])
        let lineCount = yaml.reduce(0) { $0 + ($1 == "\n" ? 1 : 0) } + 3
        do {
            // UTF-8 named outright: Yams's default reads the process environment on every call
            // (and would print to stdout if YAMS_DEFAULT_ENCODING were set).
            guard let node = try Yams.load(yaml: yaml, .default, .default, .utf8) else {
                return (FrontMatter(lineCount: lineCount), body, nil)
            }
            var fields: [String: String] = [:]
            flatten(node, prefix: "", into: &fields)
            return (FrontMatter(fields: fields, lineCount: lineCount), body, nil)
        } catch {
            let firstLine = String(describing: error).split(separator: "\n").first.map(String.init) ?? "invalid YAML"
            return (FrontMatter(lineCount: lineCount), body, "front matter is not valid YAML (\(firstLine)); it was ignored")
        }
    }

    private static func flatten(_ node: Any, prefix: String, into fields: inout [String: String]) {
        switch node {
        case let map as [String: Any]:
            for (key, value) in map {
                flatten(value, prefix: prefix.isEmpty ? key : "\(prefix).\(key)", into: &fields)
            }
        case let map as [AnyHashable: Any]:
            for (key, value) in map {
                let name = "\(key)"
                flatten(value, prefix: prefix.isEmpty ? name : "\(prefix).\(name)", into: &fields)
            }
        case let list as [Any]:
            fields[prefix] = list.map { "\($0)" }.joined(separator: ", ")
        default:
            if !prefix.isEmpty { fields[prefix] = "\(node)" }
        }
    }
}
