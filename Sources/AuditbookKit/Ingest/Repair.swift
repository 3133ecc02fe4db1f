/// A change the compiler made to a document before reading it, reported to the user.
public struct Repair: Codable, Sendable, Equatable {
    public enum Kind: String, Codable, Sendable, CaseIterable {
        case encoding = "encoding"
        case lineBreaks = "line-breaks"
        case byteOrderMark = "byte-order-mark"
        /// UTF-16 text without a byte-order mark, converted.
        case utf16 = "utf-16"
        case nulBytes = "nul-bytes"
        case lineEndings = "line-endings"
        case headingTitle = "heading-title"
        case codeLayout = "code-layout"
        case unclosedFence = "unclosed-fence"
        case mergeConflict = "merge-conflict"
        case templateTags = "template-tags"
        case nestedFence = "nested-fence"
        case admonitions = "admonitions"
        case sectionTags = "section-tags"
        case treeLists = "tree-lists"
        case ruleBlocks = "rule-blocks"
        case typedBullets = "typed-bullets"
        /// Headings with no space after their hashes ("###Basics").
        case headingSpace = "heading-space"
        /// Table header rows with fewer cells than the delimiter row under them.
        case tableHeaders = "table-headers"
        /// Headings and lists that lost their marks: a page copied as plain text.
        case plainPage = "plain-page"
        /// Bytes that are not UTF-8 (a file saved as Windows-1252 or Latin-1), read as
        /// Windows-1252.
        case windows1252 = "windows-1252"
    }

    public var kind: Kind
    /// How many places were changed.
    public var count: Int
    /// Where, as 1-based line numbers of the repaired text (at most a few are kept).
    public var lines: [Int]
    /// What was done, in words.
    public var detail: String

    public init(kind: Kind, count: Int, lines: [Int] = [], detail: String) {
        self.kind = kind
        self.count = count
        self.lines = Array(lines.prefix(12))
        self.detail = detail
    }

    public var summary: String {
        let places = count == 1 ? "1 place" : "\(count) places"
        let whereText = lines.isEmpty ? "" : " (line\(lines.count == 1 ? "" : "s") \(lines.map(String.init).joined(separator: ", "))\(count > lines.count ? ", …" : ""))"
        return "\(kind.rawValue): \(detail), \(places)\(whereText)"
    }
}
