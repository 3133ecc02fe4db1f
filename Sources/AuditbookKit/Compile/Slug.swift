/// Lower-case ASCII slugs for stable IDs.
public enum Slug {
    /// `words` joined by single spaces: the form titles are compared in ("Best practices"
    /// and "best-practices" are one phrase).
    public static func phrase(_ text: String) -> String {
        words(text).joined(separator: " ")
    }

    /// Words of `text`, lower-cased, with accents folded and punctuation dropped.
    public static func words(_ text: String) -> [String] {
        var words: [String] = []
        forEachWord(text) { word in
            words.append(String(unsafeUninitializedCapacity: word.count) { target in
                for index in word.indices { target[index] = word[index].asciiLowercased }
                return word.count
            })
        }
        return words
    }

    /// How many words `text` has (as `words` finds them), counted without making them: a
    /// line's length in words is asked of every line of a document.
    public static func wordCount(_ text: String) -> Int {
        var count = 0
        forEachWord(text) { _ in count += 1 }
        return count
    }

    /// Calls `body` with each word of `text` (its bytes, in any case), in order. Words are
    /// runs of ASCII letters and digits, once accents are folded (through Foundation, and only
    /// where a letter, digit or mark outside ASCII could fold to one: most lines have none,
    /// or only dashes, quotes and symbols, which fold to themselves).
    private static func forEachWord(_ text: String, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        var source = needsFolding(text) ? text.folding(options: [.diacriticInsensitive, .caseInsensitive], locale: nil) : text
        source.withUTF8 { bytes in
            var start = -1
            for index in 0...bytes.count {
                if index < bytes.count, bytes[index].isASCIIAlphanumeric {
                    if start < 0 { start = index }
                } else if start >= 0 {
                    body(UnsafeBufferPointer(rebasing: bytes[start..<index]))
                    start = -1
                }
            }
        }
    }

    /// Whether folding accents could change `text`'s words: it has a character outside
    /// ASCII other than punctuation, spaces, symbols, ideographs, kana and Hangul syllables.
    /// (Those fold to characters of their own scripts, never to ASCII and never away: a page
    /// written in Chinese or Japanese is not sent through Foundation's folding line by line.)
    static func needsFolding(_ text: String) -> Bool {
        guard !text.utf8.allSatisfy({ $0 < 0x80 }) else { return false }
        return text.unicodeScalars.contains { scalar in
            guard !scalar.isASCII else { return false }
            let value = scalar.value
            if (0x4E00...0x9FFF).contains(value) || (0x3400...0x4DBF).contains(value) || (0x3041...0x3096).contains(value)
                || (0x30A1...0x30FA).contains(value) || (0xAC00...0xD7A3).contains(value) { return false }
            switch scalar.properties.generalCategory {
            case .dashPunctuation, .openPunctuation, .closePunctuation, .initialPunctuation, .finalPunctuation, .otherPunctuation,
                 .connectorPunctuation, .spaceSeparator, .mathSymbol, .currencySymbol, .otherSymbol:
                return false
            default:
                return true
            }
        }
    }

    /// `value` where it is already an identifier (letters, digits, ".", "_", "-": `swiftui-a11y`,
    /// `HIG_2024`), else its slug (`iOS SwiftUI Accessibility` → `ios-swiftui-accessibility`).
    public static func identifier(_ value: String) -> String {
        let isIdentifier = !value.isEmpty && value.utf8.allSatisfy { byte in
            byte.isASCIIAlphanumeric || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ".")
        }
        return isIdentifier ? value : make(value, maxWords: 8)
    }

    /// `"Minimum 44pt Touch Targets"` → `minimum-44pt-touch-targets`, at most `maxWords` words.
    public static func make(_ text: String, maxWords: Int = 7) -> String {
        let plain = MarkdownInline.plain(text)
        if let slug = asciiSlug(plain, maxWords: maxWords) { return slug }
        // "ボタンに名前が付いているか", "見出しは…（SHOULD）": text written mostly in letters with
        // no ASCII spelling is named by a digest of it, which stays the same where other items
        // come and go (its few ASCII words would name it badly).
        guard isSpelled(plain: plain) else {
            guard plain.unicodeScalars.contains(where: { $0.properties.isAlphabetic }) else { return "item" }
            return "item-" + SHA256Digest.hex(plain.trimmingCharacters(in: .whitespacesAndNewlines)).prefix(8)
        }
        let parts = words(plain).prefix(maxWords)
        let slug = parts.joined(separator: "-")
        return slug.isEmpty ? "item" : String(slug.prefix(64))
    }

    /// Whether `text` is spelt mostly in ASCII, which `make` reads: a letter or digit in
    /// ASCII (accents folded) at least, and no more letters of other scripts than those.
    public static func isSpelled(_ text: String) -> Bool {
        isSpelled(plain: MarkdownInline.plain(text))
    }

    private static func isSpelled(plain: String) -> Bool {
        if plain.utf8.allSatisfy({ $0 < 0x80 }) { return plain.utf8.contains(where: \.isASCIIAlphanumeric) }
        var ascii = 0, other = 0
        for scalar in plain.folding(options: [.diacriticInsensitive, .caseInsensitive], locale: nil).unicodeScalars {
            if scalar.isASCII {
                if UInt8(scalar.value).isASCIIAlphanumeric { ascii += 1 }
            } else if scalar.properties.isAlphabetic {
                other += 1
            }
        }
        return ascii > 0 && ascii >= other
    }

    /// `make` for ASCII text (nearly every title), written straight from its bytes: no
    /// word Strings, no joining. Nil for text with any other character.
    private static func asciiSlug(_ text: String, maxWords: Int) -> String? {
        let slug: [UInt8]?? = text.utf8.withContiguousStorageIfAvailable { bytes in
            guard !bytes.contains(where: { $0 >= 0x80 }) else { return nil }
            var slug: [UInt8] = []
            var words = 0, inWord = false
            for byte in bytes {
                guard byte.isASCIIAlphanumeric else {
                    inWord = false
                    continue
                }
                if !inWord {
                    guard words < maxWords else { break }
                    if words > 0 { slug.append(UInt8(ascii: "-")) }
                    words += 1
                    inWord = true
                }
                slug.append((0x41...0x5A).contains(byte) ? byte | 0x20 : byte)
            }
            return slug
        }
        guard let slug = slug ?? nil else { return nil }
        return slug.isEmpty ? "item" : String(decoding: slug.prefix(64), as: UTF8.self)
    }
}

import Foundation
