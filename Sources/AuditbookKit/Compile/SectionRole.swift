/// What a section is for, judged from its title.
enum SectionRole: Equatable {
    case checklist
    case principles
    case antiPatterns
    /// Front matter, overviews, references: never compiled into items.
    case nonGuidance
    case guidance

    static func classify(_ title: String) -> SectionRole {
        let words = Slug.words(MarkdownInline.plain(title))
        let joined = " " + words.joined(separator: " ") + " "
        func has(_ phrase: String) -> Bool { joined.firstUTF8Range(of: " \(phrase) ") != nil }
        if has("checklist") || has("check list") || has("checklists") || has("review checks")
            || has("acceptance criteria") || has("self check") {
            return .checklist
        }
        if has("anti pattern") || has("anti patterns") || has("antipatterns") || has("antipattern")
            || has("common mistakes") || has("mistakes") || has("pitfalls") || has("common pitfalls")
            || has("don ts") || has("donts") || has("what to avoid") {
            return .antiPatterns
        }
        if has("principles") || has("principle") || has("core values") || has("tenets") {
            return .principles
        }
        let nonGuidance: Set<String> = [
            "purpose", "overview", "introduction", "intro", "about", "references", "reference links",
            "further reading", "conclusion", "conclusions", "contents", "table of contents", "see also",
            "resources", "license", "changelog", "change log", "quick reference", "summary", "credits",
            "sources", "acknowledgements", "acknowledgments", "related", "glossary",
        ]
        if nonGuidance.contains(words.joined(separator: " ")) { return .nonGuidance }
        return .guidance
    }
}

/// Lower-case ASCII slugs for stable IDs.
public enum Slug {
    /// Words of `text`, lower-cased, with accents folded and punctuation dropped.
    public static func words(_ text: String) -> [String] {
        // Folding accents goes through Foundation; ASCII text needs none of it.
        let folded = text.utf8.allSatisfy { $0 < 0x80 } ? text.lowercased()
            : text.folding(options: [.diacriticInsensitive, .caseInsensitive], locale: nil).lowercased()
        var words: [String] = []
        var current = ""
        for scalar in folded.unicodeScalars {
            if scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
                current.unicodeScalars.append(scalar)
            } else if !current.isEmpty {
                words.append(current)
                current = ""
            }
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    /// `"Minimum 44pt Touch Targets"` → `minimum-44pt-touch-targets`, at most `maxWords` words.
    public static func make(_ text: String, maxWords: Int = 7) -> String {
        let parts = words(MarkdownInline.plain(text)).prefix(maxWords)
        let slug = parts.joined(separator: "-")
        return slug.isEmpty ? "item" : String(slug.prefix(64))
    }
}

import Foundation
