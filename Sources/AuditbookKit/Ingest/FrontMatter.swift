import Foundation
import TOMLKit
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
        if text.hasUTF8Prefix("+++\n") { return splitTOML(text) }
        guard let (yaml, body, lineCount) = fenced(text, by: "---") else { return (nil, text, nil) }
        do {
            // UTF-8 named outright: Yams's default reads the process environment on every call
            // (and would print to stdout if YAMS_DEFAULT_ENCODING were set). Composed, not
            // loaded: a node an alias repeats is shared, not copied, so a "billion laughs"
            // block costs what it is long, and `flatten` stops at its budget. The basic
            // resolver: every value is read as the text it is written as, so no tag is
            // resolved (the default resolver's patterns cost 3 ms to make, profiled).
            guard let node = try Yams.compose(yaml: yaml, .basic, .default, .utf8) else {
                return (FrontMatter(lineCount: lineCount), body, nil)
            }
            var fields: [String: String] = [:]
            var budget = Budget()
            try flatten(node, prefix: "", into: &fields, budget: &budget, depth: 0)
            return (FrontMatter(fields: fields, lineCount: lineCount), body, nil)
        } catch let exceeded as Budget.Exceeded {
            return (FrontMatter(lineCount: lineCount), body, "front matter \(exceeded.reason); it was ignored")
        } catch {
            // "---" over a few fields and then the document itself, never closed: the "---"
            // found is a later rule, and the headings before it are the document's.
            if yaml.containsUTF8("\n\n# ") || yaml.containsUTF8("\n\n## ") {
                return (nil, text, "the document opens with '---' but no front matter closes before its first heading; it was read as Markdown")
            }
            let firstLine = String(describing: error).split(separator: "\n").first.map(String.init) ?? "invalid YAML"
            return (FrontMatter(lineCount: lineCount), body, "front matter is not valid YAML (\(firstLine)); it was ignored")
        }
    }

    /// The block between `fence` (3 characters) on the first line and the next line that opens
    /// with it (within 200,000 bytes, and ending there), the Markdown after it, and how many
    /// lines the block took, its fences included; nil when `text` opens with no such block.
    private static func fenced(_ text: String, by fence: String) -> (inner: String, body: String, lineCount: Int)? {
        guard text.hasPrefix(fence + "\n") else { return nil }
        let afterOpen = text.index(text.startIndex, offsetBy: 4)
        guard let close = text[afterOpen...].firstUTF8Range(of: "\n" + fence, limit: 200_000) else { return nil }
        // The closing fence must end its line.
        let afterClose = close.upperBound
        if afterClose < text.endIndex, text[afterClose] != "\n" { return nil }
        let inner = String(text[afterOpen..<close.lowerBound])
        let bodyStart = afterClose < text.endIndex ? text.index(after: afterClose) : afterClose
        return (inner, String(text[bodyStart...]), inner.reduce(0) { $0 + ($1 == "\n" ? 1 : 0) } + 3)
    }

    /// Hugo's and Zola's front matter: TOML between "+++" lines, read as YAML front matter is
    /// (tables flattened with dots, arrays joined with commas).
    private static func splitTOML(_ text: String) -> (frontMatter: FrontMatter?, body: String, warning: String?) {
        guard let (toml, body, lineCount) = fenced(text, by: "+++") else { return (nil, text, nil) }
        do {
            var fields: [String: String] = [:]
            flatten(try TOMLTable(string: toml), prefix: "", into: &fields)
            return (FrontMatter(fields: fields, lineCount: lineCount), body, nil)
        } catch let error as TOMLParseError {
            return (FrontMatter(lineCount: lineCount), body,
                    "front matter is not valid TOML (\(error.description), line \(Int(error.source.begin.line) + 1)); it was ignored")
        } catch {
            return (FrontMatter(lineCount: lineCount), body, "front matter is not valid TOML; it was ignored")
        }
    }

    private static func flatten(_ table: TOMLTable, prefix: String, into fields: inout [String: String]) {
        for (key, value) in table {
            let name = prefix.isEmpty ? key : "\(prefix).\(key)"
            if let nested = value.table { flatten(nested, prefix: name, into: &fields) } else { fields[name] = text(value) }
        }
    }

    /// A TOML value as one line of text: a string as written, an array joined with commas.
    private static func text(_ value: TOMLValueConvertible) -> String {
        if let string = value.string { return string }
        if let array = value.array { return array.map { text($0) }.joined(separator: ", ") }
        if let table = value.table { return table.map { "\($0.0): \(text($0.1))" }.joined(separator: ", ") }
        return String(describing: value)
    }

    /// How much front matter may expand to: real front matter is a few dozen fields.
    struct Budget {
        struct Exceeded: Error { var reason: String }
        static let maxValues = 10_000
        static let maxDepth = 32
        static let maxCharacters = 1_000_000
        var values = 0
        var characters = 0

        mutating func spend(_ text: String) throws {
            values += 1
            characters += text.utf8.count
            if values > Self.maxValues {
                throw Exceeded(reason: "expands to more than \(Self.maxValues) values (YAML aliases repeating one another?)")
            }
            if characters > Self.maxCharacters {
                throw Exceeded(reason: "expands to more than \(Self.maxCharacters / 1_000_000) MB of text (YAML aliases repeating one another?)")
            }
        }
    }

    private static func flatten(_ node: Node, prefix: String, into fields: inout [String: String], budget: inout Budget, depth: Int) throws {
        guard depth <= Budget.maxDepth else { throw Budget.Exceeded(reason: "nests deeper than \(Budget.maxDepth) levels") }
        switch node {
        case .mapping(let mapping):
            for (key, value) in mapping {
                let name = try text(key, budget: &budget, depth: depth + 1)
                try flatten(value, prefix: prefix.isEmpty ? name : "\(prefix).\(name)", into: &fields, budget: &budget, depth: depth + 1)
            }
        case .sequence, .scalar, .alias:
            if !prefix.isEmpty { fields[prefix] = try text(node, budget: &budget, depth: depth + 1) }
        }
    }

    /// A node as one line of text: a scalar as written (null as nothing), a list joined
    /// with commas, a map as "key: value" pairs.
    private static func text(_ node: Node, budget: inout Budget, depth: Int) throws -> String {
        guard depth <= Budget.maxDepth else { throw Budget.Exceeded(reason: "nests deeper than \(Budget.maxDepth) levels") }
        let result: String
        switch node {
        case .scalar(let scalar):
            result = node.null != nil ? "" : scalar.string
        case .sequence(let sequence):
            result = try sequence.map { try text($0, budget: &budget, depth: depth + 1) }.joined(separator: ", ")
        case .mapping(let mapping):
            result = try mapping.map { "\(try text($0.key, budget: &budget, depth: depth + 1)): \(try text($0.value, budget: &budget, depth: depth + 1))" }
                .joined(separator: ", ")
        case .alias:
            result = ""
        }
        try budget.spend(result)
        return result
    }
}
