import Foundation

/// A WCAG success criterion an item is mapped to, and where the mapping comes from.
public struct CriterionRef: Codable, Sendable, Equatable, Hashable {
    public enum Source: String, Codable, Sendable, CaseIterable {
        /// The document names it (a `WCAG:` field, "SC 2.5.8", an item numbered 1.4.3 in a
        /// document about WCAG); the bundled checklists name theirs by hand.
        case document
        /// auditbook guessed it from the item's words: not counted until a person confirms it.
        case suggested
        /// A person confirmed or set it (`checklist map`).
        case confirmed
    }

    public var num: String
    public var source: Source

    public init(num: String, source: Source) {
        self.num = num
        self.source = source
    }

    /// Counted in conformance: named by the document or confirmed by a person.
    public var counts: Bool { source != .suggested }
}

/// Finds the WCAG success criteria an item names, and suggests some for an item that names
/// none, from what it is about.
public enum CriterionMapping {
    /// "SC 1.4.3", "WCAG 2.2 SC 2.5.8", "WCAG 1.1.1", "Success Criterion 4.1.2", and the
    /// numbers listed after one ("WCAG 3.3.2, 4.1.2", "SC 1.4.3 and 1.4.11").
    private static let prefixed = try! NSRegularExpression(
        pattern: #"(?:\bSC|\bWCAG(?:\s*2(?:\.[0-2])?)?(?:\s*SC)?|Success\s+Criteri(?:on|a))\s*:?\s*(\d\.\d{1,2}\.\d{1,2}(?:\s*(?:,|and|&)\s*\d\.\d{1,2}\.\d{1,2})*)\b"#,
        options: [.caseInsensitive])
    private static let bare = try! NSRegularExpression(pattern: #"(?<![\d.])(\d\.\d{1,2}\.\d{1,2})(?![\d.]*\d)"#)

    /// The criteria `item` names: its `WCAG:` field (`listed`), references with a prefix
    /// anywhere in its title, guidance or section titles, and, in a document about WCAG (`aboutWCAG`), its
    /// own number when that is a criterion's. Numbers WCAG does not have are ignored.
    public static func named(in item: ChecklistItem, listed: [String], aboutWCAG: Bool) -> [String] {
        var found: [String] = []
        func add(_ num: String) { if WCAG.criterion(num) != nil, !found.contains(num) { found.append(num) } }
        for value in listed { for num in matches(bare, in: value) { add(num) } }
        for text in [item.title, item.guidance] where mayName(text) {
            for listed in matches(prefixed, in: text) { for num in matches(bare, in: listed) { add(num) } }
        }
        // "## Images (WCAG 1.1.1)", "## Labels (WCAG 4.1.2, 2.5.3)": a section title that
        // names criteria names them for every item under it, each number after the prefix.
        for title in item.sectionPath where mayName(title) && !matches(prefixed, in: title).isEmpty {
            for num in matches(bare, in: title) { add(num) }
        }
        if aboutWCAG {
            // The item's own identifier, or a title that starts with the number ("1.4.3
            // Contrast"); a number elsewhere in a title may be anything (a version).
            if let number = item.number { for num in matches(bare, in: number) { add(num) } }
            if let first = item.title.split(separator: " ").first { for num in matches(bare, in: String(first)) { add(num) } }
            // "Loading states announced (4.1.3)", "… (3.3.2, 1.3.1)": the criteria a title cites
            // at its end.
            if let cited = closingCriteria(item.title) { cited.numbers.forEach(add) }
        }
        return found
    }

    /// "Loading states announced (4.1.3)", "Labels stay visible (3.3.2, SC 1.3.1)": a title
    /// that closes with WCAG criteria in parentheses (each one WCAG has), and the title before
    /// them. Nil for any other ("Release notes (2.0.1)").
    public static func closingCriteria(_ title: String) -> (head: String, numbers: [String])? {
        guard title.utf8.last == UInt8(ascii: ")"), let open = title.lastIndex(of: "("), open > title.startIndex else { return nil }
        let inside = title[title.index(after: open)..<title.index(before: title.endIndex)]
        guard inside.first?.isNumber == true || inside.hasUTF8Prefix("SC") || inside.hasUTF8Prefix("WCAG") else { return nil }
        var numbers: [String] = []
        for part in inside.split(separator: ",") {
            var number = part.trimmingSpaces()
            for prefix in ["WCAG ", "SC "] where number.hasUTF8Prefix(prefix) { number = String(number.dropFirst(prefix.count)) }
            guard WCAG.criterion(number) != nil else { return nil }
            numbers.append(number)
        }
        let head = title[..<open].trimmingSpaces()
        guard !numbers.isEmpty, !head.isEmpty else { return nil }
        return (String(head), numbers)
    }

    /// Whether `text` holds a word a prefixed reference starts with, checked before the
    /// regular expression runs (most guidance names no criterion).
    private static func mayName(_ text: String) -> Bool {
        // Byte searches: Foundation's `contains`/`range(of:)` cost a fifth of compiling a
        // large corpus here (profiled).
        text.containsUTF8("SC") || text.containsUTF8("WCAG") || text.firstUTF8Range(of: "success criteri", ignoringASCIICase: true) != nil
            || text.firstUTF8Range(of: "sc ", ignoringASCIICase: true) != nil
    }

    private static func matches(_ expression: NSRegularExpression, in text: String) -> [String] {
        let range = NSRange(text.startIndex..., in: text)
        return expression.matches(in: text, range: range).compactMap { match in
            Range(match.range(at: 1), in: text).map { String(text[$0]) }
        }
    }

    /// What an item is about → the criteria that usually cover it. A suggestion, never
    /// counted until a person confirms it (`checklist map ITEM --confirm`).
    static let suggestions: [(words: [String], criteria: [String])] = [
        (["contrast"], ["1.4.3", "1.4.11"]),
        (["touch target", "tap target", "to tap", "easy to hit", "hit target", "target size", "tappable", "44 × 44", "44x44", "44 pt", "44pt", "44 points"], ["2.5.8"]),
        (["dynamic type", "text size", "larger text", "font size", "scales with", "text scale", "resize text"], ["1.4.4"]),
        (["voiceover", "talkback", "screen reader", "accessibilitylabel", "accessibility label", "content description"], ["1.1.1", "4.1.2"]),
        (["image", "icon", "alt text", "alternative text"], ["1.1.1"]),
        (["reduce motion", "animation", "parallax", "auto-play", "autoplay"], ["2.3.3", "2.2.2"]),
        (["flash", "flashing", "strobe"], ["2.3.1"]),
        (["colour alone", "color alone", "only by colour", "only by color", "differentiate without colo"], ["1.4.1"]),
        (["caption", "subtitle"], ["1.2.2"]),
        (["audio description"], ["1.2.5"]),
        (["focus order", "reading order", "navigation order", "swipe order"], ["2.4.3", "1.3.2"]),
        (["focus indicator", "focus ring", "focus visible", "visible focus"], ["2.4.7"]),
        (["keyboard", "full keyboard access", "switch control"], ["2.1.1"]),
        (["heading", "accessibilityaddtraits(.isheader)", "header trait"], ["1.3.1", "2.4.6"]),
        (["orientation", "landscape", "portrait"], ["1.3.4"]),
        (["reflow", "truncat", "clipped", "cut off"], ["1.4.10"]),
        (["time limit", "timeout", "session expires"], ["2.2.1"]),
        (["language", "localiz", "localis"], ["3.1.1", "3.1.2"]),
        (["error message", "validation", "invalid input", "form error"], ["3.3.1", "3.3.3"]),
        (["field label", "input label", "placeholder", "form field"], ["3.3.2"]),
        (["drag", "swipe gesture", "multi-finger", "pinch", "path-based"], ["2.5.1", "2.5.7"]),
        (["shake", "motion actuation", "tilt"], ["2.5.4"]),
        (["status message", "announcement", "announce"], ["4.1.3"]),
        (["trait", "role", "state", "selected", "toggle", "value"], ["4.1.2"]),
        (["consistent", "same order"], ["3.2.3", "3.2.4"]),
        (["autofill", "textcontenttype", "input purpose"], ["1.3.5"]),
        (["password", "authentication", "sign in", "log in", "login"], ["3.3.8"]),
    ]

    /// Criteria suggested for `item` from its title and tags (short: the guidance of a large
    /// document would cost more than the rest of compiling it).
    public static func suggested(for item: ChecklistItem) -> [String] {
        // Matched on bytes, A–Z folded to a–z: this runs for every item of every document
        // (profiled: string searches per word cost a tenth of compiling a large corpus).
        let bytes = Array(([item.title] + item.tags).joined(separator: " ").utf8).map { (0x41...0x5A).contains($0) ? $0 | 0x20 : $0 }
        var found: [String] = []
        bytes.withUnsafeBufferPointer { text in
            for rule in suggestionBytes where rule.words.contains(where: { word in
                word.withUnsafeBufferPointer { firstByteOffsets(of: $0, in: text) != nil }
            }) {
                for num in rule.criteria where !found.contains(num) { found.append(num) }
            }
        }
        return found
    }

    /// `suggestions` with each word as UTF-8 bytes, made once.
    private static let suggestionBytes: [(words: [[UInt8]], criteria: [String])] = suggestions.map { rule in
        (rule.words.map { Array($0.utf8) }, rule.criteria)
    }

    /// `item`'s criteria: those it names (`document`), else suggestions. A `WCAG: none`
    /// field says the item is no WCAG matter: nothing is suggested.
    public static func criteria(for item: ChecklistItem, listed: [String], aboutWCAG: Bool) -> [CriterionRef]? {
        if listed.contains(where: { ["none", "n/a", "-", "—"].contains($0.lowercased().trimmingSpaces()) }) { return nil }
        let named = named(in: item, listed: listed, aboutWCAG: aboutWCAG)
        if !named.isEmpty { return named.map { CriterionRef(num: $0, source: .document) } }
        let guessed = suggested(for: item)
        return guessed.isEmpty ? nil : guessed.map { CriterionRef(num: $0, source: .suggested) }
    }
}
