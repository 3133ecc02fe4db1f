import Foundation

/// What a mark on a document's lines means, where the document says so in a sentence of
/// its own: "Items marked ⚠️ are critical and must be fixed before launch", "Lines flagged
/// with ⭐ are required", or a short legend line, "⭐ = required". A line that opens or
/// closes with that mark ("- [ ] ⚠️ Body text has 4.5:1 contrast") carries the severity,
/// labelled by the document's own word.
///
/// Only a picture or a symbol is read as a mark (a scalar at U+2000 or above: ⚠️, ⭐, ★,
/// †), never a Do / Don't mark (✅, ❌), which says whether a line is to follow or avoid;
/// a coloured circle is one ("🔴 = blocker"), though 🔴 alone may mark a Don't.
enum MarkLegend {
    /// The marks a document's sentences define, read in the paragraphs and short lists of
    /// its first `lines` lines: a legend is stated before the lines it grades, in the
    /// introduction or a "How to use" section. (Reading every paragraph of a long document
    /// cost about 20 ms of the 10 MB benchmark's walk.)
    static func read(_ root: Section) -> [String: SeverityMark] {
        var marks: [String: SeverityMark] = [:]
        func visit(_ section: Section) -> Bool {
            guard section.line <= lines else { return false }
            let blocks = section.blocks.prefix { $0.startLine <= lines }
            for (mark, meaning) in read(Array(blocks)) where marks[mark] == nil { marks[mark] = meaning }
            for index in section.children.indices where !visit(section.children[index]) { return false }
            return true
        }
        _ = visit(root)
        return marks
    }

    /// How far into a document a legend is looked for.
    static let lines = 200

    /// The marks the blocks' sentences define, each with its severity and the word that
    /// named it. A mark defined twice keeps its first meaning.
    static func read(_ blocks: [MarkdownBlock]) -> [String: SeverityMark] {
        var marks: [String: SeverityMark] = [:]
        // (A sentence that defines a mark stands in a paragraph or a quotation; a list line
        // defines one only as a short legend line: the lines of a checklist, most of a long
        // document's text, are turned away on their first byte and length.)
        func visit(_ block: MarkdownBlock, inList: Bool) {
            switch block.kind {
            case .paragraph:
                if inList, (block.text.utf8.first ?? 0) < 0xE2 || block.text.utf8.count > 80 { return }
                for (mark, meaning) in definitions(in: block.text) where marks[mark] == nil { marks[mark] = meaning }
            case .list:
                // (A legend is a short list: a checklist's long lists are not looked into.)
                guard block.children.count <= 8 else { return }
                for child in block.children { visit(child, inList: true) }
            case .item:
                for child in block.children { visit(child, inList: true) }
            case .blockQuote:
                for child in block.children { visit(child, inList: inList) }
            default:
                break
            }
        }
        for block in blocks { visit(block, inList: false) }
        return marks
    }

    /// The definitions one paragraph makes. Most paragraphs are turned away on their bytes:
    /// a definition names the mark after "marked" / "flagged" / "tagged", or is a short line
    /// that opens with it.
    static func definitions(in markdown: String) -> [(String, SeverityMark)] {
        let bytes = markdown.utf8
        let opensWithSymbol = (bytes.first ?? 0) >= 0xE2 && bytes.count <= 80
        // ("Severity: 🔴 = blocker, 🟠 = major, 🟡 = minor": a legend of several marks in one
        // short paragraph, each mark, a sign, its word.)
        let pairsMarks = !opensWithSymbol && bytes.count <= 300 && (bytes.contains(UInt8(ascii: "=")) || markdown.containsUTF8(" – ") || markdown.containsUTF8(" — "))
            && bytes.contains(where: { $0 >= 0xE2 })
        let opensLegend = bytes.count <= 300 && (markdown.hasUTF8Prefix("Legend") || markdown.hasUTF8Prefix("**Legend") || markdown.hasUTF8Prefix("Key:")
            || markdown.hasUTF8Prefix("**Key"))
        guard opensWithSymbol || pairsMarks || opensLegend || bytes.count <= 600 && namesAMarking(bytes) else { return [] }
        let words = MarkdownInline.plain(markdown).replacingNewlinesWithSpaces().split(separator: " ")
        var found: [(String, SeverityMark)] = []
        // "Items marked ⚠️ are critical", "flagged with a ⭐ are required".
        for index in words.indices where ["marked", "flagged", "tagged"].contains(words[index].lowercased()) {
            var cursor = index + 1
            while cursor < words.count, ["with", "by", "as", "a", "an", "the"].contains(words[cursor].lowercased()) { cursor += 1 }
            guard cursor < words.count, let mark = mark(words[cursor]),
                  let meaning = severity(in: words[(cursor + 1)...].prefix(6)) else { continue }
            found.append((mark, meaning))
        }
        // "⭐ = required", "⚠️ — critical", "★ indicates a mandatory check": a legend line.
        if opensWithSymbol, words.count >= 3, words.count <= 8, let mark = mark(words[0]),
           legendSigns.contains(words[1].lowercased()),
           let meaning = severity(in: words.dropFirst(2).prefix(3)) {
            found.append((mark, meaning))
        }
        // "🔴 = blocker, 🟠 = major", on one line or one a line: each mark, its sign, its
        // word (the word right after the sign: "🔴 = fix it before a blocker ships" is no pair).
        // After "Legend:" or "Key:" the sign may be left out: "Legend: 🔴 blocker, 🟡 minor".
        let labelled = words.first.map { ["legend:", "key:"].contains($0.lowercased().trimmingCharacters(in: CharacterSet(charactersIn: "*_"))) } == true
        if found.isEmpty, opensWithSymbol || pairsMarks || labelled, words.count >= 5 {
            for index in words.indices.dropLast() {
                guard let mark = mark(words[index]) else { continue }
                let signed = index + 2 < words.count && ["=", "–", "—"].contains(words[index + 1])
                guard signed || labelled, let meaning = severity(in: words[(index + (signed ? 2 : 1))...].prefix(1)) else { continue }
                found.append((mark, meaning))
            }
        }
        return found
    }

    private static let legendSigns: Set<String> = ["=", "-", "–", "—", ":", "indicates", "denotes", "means", "marks"]

    /// Whether the bytes hold "marked", "flagged" or "tagged" in any case: one pass, looking
    /// at the letters before each "ed".
    static func namesAMarking(_ bytes: String.UTF8View) -> Bool {
        var window: UInt64 = 0
        for byte in bytes {
            window = window << 8 | UInt64(byte | 0x20)
            // (The last four letters: "rked" of marked, "gged" of flagged and tagged.)
            if window & 0xFFFF == 0x6564, window & 0xFFFF_FFFF == 0x726B_6564 || window & 0xFFFF_FFFF == 0x6767_6564 {
                return true
            }
        }
        return false
    }

    /// A word that is a mark: pictures or symbols alone (bold or in code around them is
    /// gone), at most three of them, none a Do / Don't mark.
    static func mark(_ word: Substring) -> String? {
        let trimmed = word.trimmingCharacters(in: CharacterSet(charactersIn: "*`_()[]\"'“”:,."))
        guard !trimmed.isEmpty, trimmed.count <= 3,
              trimmed.allSatisfy({ character in
                  guard let scalar = character.unicodeScalars.first, scalar.value >= 0x2000 else { return false }
                  return !character.isLetter && !character.isNumber
              }),
              // (A coloured circle that a legend grades is a severity's colour, not a Don't.)
              trimmed.count == 1 && CompilationRun.colouredCircles.contains(trimmed.first!)
                || StatementText.leadingVerdictMark(Substring(trimmed + " x")) == nil else { return nil }
        return normalized(Substring(trimmed))
    }

    /// The first severity word among `words`, as the document wrote it. Modal verbs are not
    /// read here: "marked 🔍 must be tested by hand" says how, not how much it matters.
    static func severity(in words: ArraySlice<Substring>) -> SeverityMark? {
        for word in words {
            let plain = word.trimmingCharacters(in: .punctuationCharacters).lowercased()
            guard !["must", "should", "may", "could"].contains(plain), let severity = Severity.parse(plain) else { continue }
            return SeverityMark(severity: severity, label: word.trimmingCharacters(in: .punctuationCharacters))
        }
        return nil
    }

    /// A mark as compared: without the variation selector that asks for its emoji form
    /// ("⚠️" and "⚠" are one mark).
    static func normalized(_ mark: Substring) -> String {
        String(String.UnicodeScalarView(mark.unicodeScalars.filter { $0 != "\u{FE0F}" }))
    }
}

/// A mark's meaning, from the document's legend (`MarkLegend`).
public struct SeverityMark: Sendable, Equatable {
    public var severity: Severity
    /// The document's own word for it ("critical", "required").
    public var label: String
}
