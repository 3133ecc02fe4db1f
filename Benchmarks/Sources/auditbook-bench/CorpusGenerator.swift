import Foundation

/// Generates guideline documents shaped like real ones (front matter, numbered sections
/// with impact levels, rule headings, correct/incorrect examples, a grouped checklist and
/// anti-patterns), from a fixed seed, so every run measures the same corpus.
struct CorpusGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    private mutating func next() -> UInt64 {
        state = state &* 6364136223846793005 &+ 1442695040888963407
        return state >> 17
    }

    private mutating func pick<T>(_ list: [T]) -> T { list[Int(next() % UInt64(list.count))] }

    private static let nouns = ["Target", "Label", "Contrast", "Motion", "Layout", "Focus", "Button", "Colour", "Font", "Sheet",
                                "Alert", "Toolbar", "Gesture", "Symbol", "Badge", "Slider", "Toggle", "Picker", "Field", "Menu",
                                "Banner", "Row", "Header", "Icon", "Spacing", "Margin", "Shadow", "Border", "Tint", "Glyph"]
    private static let adjectives = ["Clear", "Large", "Adaptive", "Semantic", "Visible", "Consistent", "Accessible", "Dynamic",
                                     "Reduced", "Localized", "Mirrored", "Stable", "Readable", "Predictable", "Minimal"]
    private static let verbs = ["Use", "Keep", "Give", "Make", "Show", "Place", "Avoid", "Ensure", "Provide", "Check", "Prefer",
                                "Apply", "Choose", "Define", "Offer", "Respect", "Test", "Mark", "Group", "Limit", "Every", "All",
                                "When", "If", "The", "Each", "Never", "Always", "Most", "Some", "Many", "This", "These", "Reviewers",
                                "Designers", "Apps", "Screens", "Controls", "People", "Readers"]
    private static let endings = ["Sizes", "States", "Labels", "Colours", "Targets", "Order", "Spacing", "Feedback", "Hierarchy",
                                  "Placement", "Behaviour", "Grouping", "Defaults", "Variants", "Updates", "Limits", "Support",
                                  "Alternatives", "Visibility", "Timing", "Layouts", "Names", "Values", "Hints", "Styles", "Weights"]
    private static let words = ["the", "control", "screen", "text", "reader", "setting", "size", "value", "state", "view",
                                "user", "list", "image", "action", "layout", "colour", "motion", "label", "hint", "trait",
                                "appearance", "contrast", "button", "field", "menu", "device", "language", "direction"]

    private mutating func title() -> String {
        "\(pick(Self.adjectives)) \(pick(Self.nouns)) \(pick(Self.endings))"
    }

    private mutating func sentence(_ length: Int = 12) -> String {
        var parts = [pick(Self.verbs)]
        for _ in 0..<length { parts.append(pick(Self.words)) }
        return parts.joined(separator: " ") + "."
    }

    /// One document of roughly `targetBytes` bytes.
    mutating func document(index: Int, targetBytes: Int) -> String {
        var text = "---\nname: generated-\(index)\ndescription: Generated guideline document \(index) for the benchmark.\nversion: \"1.0\"\n---\n\n"
        text += "# Generated Guidelines \(index)\n\n\(sentence(20))\n\n"
        var section = 0
        var checklist: [(String, [String])] = []
        while text.utf8.count < targetBytes * 8 / 10 {
            section += 1
            let sectionTitle = title()
            text += "## \(section). \(sectionTitle)\n\n**Impact:** \(pick(["CRITICAL", "HIGH", "MEDIUM", "LOW"]))\n\n"
            var lines: [String] = []
            for rule in 1...6 {
                text += "### Rule \(section).\(rule): \(title())\n\n\(sentence()) \(sentence(16))\n\n"
                text += "**Correct:**\n\n```swift\nlabel.font = .preferredFont(forTextStyle: .body)\nlabel.adjustsFontForContentSizeCategory = true\n```\n\n"
                text += "**Incorrect:**\n\n```swift\nlabel.font = .systemFont(ofSize: \(10 + rule))\n```\n\n"
                lines.append("\(pick(Self.adjectives)) \(pick(Self.words)) \(pick(Self.words)) for every \(pick(Self.words))")
            }
            checklist.append((sectionTitle, lines))
        }
        text += "## Review Checklist\n\n"
        for (group, lines) in checklist {
            text += "### \(group)\n\n" + lines.map { "- [ ] \($0)" }.joined(separator: "\n") + "\n\n"
        }
        text += "## Anti-Patterns\n\n"
        for number in 1...10 { text += "\(number). **\(pick(Self.adjectives)) \(pick(Self.nouns)) misuse** — \(sentence())\n" }
        return text
    }

    /// Documents adding up to about `totalBytes`.
    mutating func corpus(totalBytes: Int, documentBytes: Int = 50_000) -> [String] {
        var documents: [String] = []
        var size = 0
        while size < totalBytes {
            let document = document(index: documents.count, targetBytes: documentBytes)
            size += document.utf8.count
            documents.append(document)
        }
        return documents
    }
}
