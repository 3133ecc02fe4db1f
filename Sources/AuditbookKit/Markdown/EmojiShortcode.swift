/// Emoji written as shortcodes, as GitHub and MkDocs show them: `:white_check_mark:` is ✅,
/// `:x:` is ❌, `:warning:` is ⚠️, and a site's icon, `:lucide-eye:` or
/// `:material-check:`, is a picture beside the words. CommonMark leaves them as text, so a
/// ✅ / ❌ pair of lines written with shortcodes read as two plain lines and a heading kept
/// its icon's name in its title. In a block's inline text (not in code spans, not in link
/// addresses) a known shortcode becomes its emoji, which the compiler reads as it reads the
/// character itself, and an icon's shortcode is left out; any other `:word:` stays as written.
enum EmojiShortcode {
    /// Whether UTF-8 text may hold a shortcode: a colon with a letter, `+` or `-` after it
    /// and another colon later (told on the bytes: this runs for every block).
    static func mayHold(_ bytes: [UInt8]) -> Bool {
        var seenOpening = false
        for index in bytes.indices where bytes[index] == UInt8(ascii: ":") {
            if seenOpening { return true }
            if index + 1 < bytes.count, isNameStart(bytes[index + 1]) { seenOpening = true }
        }
        return false
    }

    static func replacing(in text: String) -> String {
        let bytes = Array(text.utf8)
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var changed = false
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "`") {
                // A code span, as written, to its closing run of as many backticks.
                let end = CodeSpan.end(in: bytes, at: index)
                out.append(contentsOf: bytes[index..<end])
                index = end
                continue
            }
            if byte == UInt8(ascii: "]"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "(") {
                // A link's address, as written, to its closing parenthesis.
                var depth = 0
                var end = index + 1
                while end < bytes.count {
                    if bytes[end] == UInt8(ascii: "(") { depth += 1 } else if bytes[end] == UInt8(ascii: ")") {
                        depth -= 1
                        if depth == 0 { end += 1; break }
                    }
                    end += 1
                }
                out.append(contentsOf: bytes[index..<end])
                index = end
                continue
            }
            if byte == UInt8(ascii: ":"), opensShortcode(bytes, at: index), let (name, end) = shortcode(bytes, at: index) {
                if let emoji = emoji[name] {
                    out.append(contentsOf: emoji.utf8)
                    changed = true
                    index = end
                    continue
                }
                if iconSets.contains(where: { name.hasPrefix($0) }) {
                    // The icon goes, and the space that stood between it and the words.
                    if out.last == UInt8(ascii: " ") && (end == bytes.count || bytes[end] == UInt8(ascii: " ")) { out.removeLast() }
                    var after = end
                    if out.isEmpty { while after < bytes.count, bytes[after] == UInt8(ascii: " ") { after += 1 } }
                    changed = true
                    index = after
                    continue
                }
            }
            out.append(byte)
            index += 1
        }
        return changed ? String(decoding: out, as: UTF8.self) : text
    }

    /// Whether the colon at `index` can open a shortcode: at the start, or after a space or
    /// a mark, never inside a word, a time or an address ("12:30", "std::vector", "http:").
    private static func opensShortcode(_ bytes: [UInt8], at index: Int) -> Bool {
        guard index + 1 < bytes.count, isNameStart(bytes[index + 1]) else { return false }
        guard index > 0 else { return true }
        let before = bytes[index - 1]
        return before == UInt8(ascii: " ") || before == UInt8(ascii: "\n") || before == UInt8(ascii: "(") || before == UInt8(ascii: "[")
            || before == UInt8(ascii: "*") || before == UInt8(ascii: "_") || before == UInt8(ascii: "|") || before == UInt8(ascii: "\"")
            || before >= 0x80
    }

    /// The shortcode's name opening at `index` and the index after its closing colon, where
    /// a word does not run on after it.
    private static func shortcode(_ bytes: [UInt8], at index: Int) -> (String, Int)? {
        var end = index + 1
        while end < bytes.count, end - index <= 48, isNameByte(bytes[end]) { end += 1 }
        guard end < bytes.count, bytes[end] == UInt8(ascii: ":"), end > index + 1 else { return nil }
        let after = end + 1
        if after < bytes.count {
            let next = bytes[after]
            let isLetterOrDigit = (next >= UInt8(ascii: "a") && next <= UInt8(ascii: "z")) || (next >= UInt8(ascii: "A") && next <= UInt8(ascii: "Z"))
                || (next >= UInt8(ascii: "0") && next <= UInt8(ascii: "9"))
            guard !isLetterOrDigit, next != UInt8(ascii: ":") else { return nil }
        }
        return (String(decoding: bytes[(index + 1)..<end], as: UTF8.self), after)
    }

    private static func isNameStart(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-")
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
            || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+")
    }

    /// The icon sets a MkDocs page draws from (Material for MkDocs' `:material-…:`,
    /// `:fontawesome-…:`, `:octicons-…:`, `:simple-…:`, and Lucide's `:lucide-…:`).
    static let iconSets = ["material-", "fontawesome-", "octicons-", "simple-", "lucide-"]

    /// GitHub's names for the emoji that mark a verdict, a level or a kind of note, and for
    /// the ones most often set beside a heading.
    static let emoji: [String: String] = [
        "white_check_mark": "✅", "heavy_check_mark": "✔️", "ballot_box_with_check": "☑️", "x": "❌",
        "negative_squared_cross_mark": "❎", "heavy_multiplication_x": "✖️", "no_entry_sign": "🚫", "no_entry": "⛔",
        "stop_sign": "🛑", "warning": "⚠️", "exclamation": "❗", "heavy_exclamation_mark": "❗", "grey_exclamation": "❕",
        "bangbang": "‼️", "question": "❓", "grey_question": "❔", "+1": "👍", "thumbsup": "👍", "-1": "👎", "thumbsdown": "👎",
        "red_circle": "🔴", "orange_circle": "🟠", "yellow_circle": "🟡", "green_circle": "🟢", "large_blue_circle": "🔵",
        "blue_circle": "🔵", "purple_circle": "🟣", "white_circle": "⚪", "black_circle": "⚫", "red_square": "🟥",
        "orange_square": "🟧", "yellow_square": "🟨", "green_square": "🟩", "large_orange_diamond": "🔶",
        "large_blue_diamond": "🔷", "small_orange_diamond": "🔸", "small_blue_diamond": "🔹", "star": "⭐", "star2": "🌟",
        "bulb": "💡", "memo": "📝", "pencil": "📝", "pushpin": "📌", "rotating_light": "🚨", "fire": "🔥", "zap": "⚡",
        "rocket": "🚀", "tada": "🎉", "sparkles": "✨", "lock": "🔒", "unlock": "🔓", "key": "🔑", "bug": "🐛",
        "beetle": "🐞", "lady_beetle": "🐞", "construction": "🚧", "information_source": "ℹ️", "mag": "🔍", "link": "🔗",
        "book": "📖", "books": "📚", "wrench": "🔧", "hammer": "🔨", "gear": "⚙️", "art": "🎨", "iphone": "📱",
        "computer": "💻", "eyes": "👀", "eye": "👁️", "ear": "👂", "wheelchair": "♿", "point_right": "👉",
        "arrow_right": "➡️", "heavy_plus_sign": "➕", "heavy_minus_sign": "➖", "trophy": "🏆", "dart": "🎯",
        "clipboard": "📋", "hourglass": "⌛", "stopwatch": "⏱️", "speech_balloon": "💬", "mega": "📣", "loudspeaker": "📢",
        "bell": "🔔", "no_bell": "🔕", "white_large_square": "⬜", "black_large_square": "⬛",
    ]
}
