import Foundation
import Mustache

/// Escaping of user text for each report format, so a note, finding or file name is never
/// active in a report: no HTML or Markdown markup, no formula in a spreadsheet, no broken
/// XML, no `javascript:` link.
public enum ReportEscaping {
    /// Inline Markdown (GitHub-flavoured) text, safe inside a table cell: punctuation that
    /// could start inline markup, math or a mention is backslash-escaped, `<`/`>`/`&` become
    /// entities, line breaks become `<br>` so a cell stays one row (which also keeps block
    /// markers such as `#` or `-` from ever starting a line).
    public static func markdown(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count + 8)
        var previousWasNewline = false
        for character in text {
            switch character {
            case "\\", "`", "*", "_", "[", "]", "|", "~", "$", "@":
                out.append("\\"); out.append(character)
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "&": out += "&amp;"
            case "\"": out += "&quot;"
            case "\r\n", "\n", "\r":
                if !previousWasNewline { out += "<br>" }
                previousWasNewline = true
                continue
            case "\t": out.append(" ")
            default:
                if let ascii = character.asciiValue, ascii < 0x20 { continue }
                out.append(character)
            }
            previousWasNewline = false
        }
        return out
    }

    /// A CSV cell (RFC 4180): quoted when needed; a cell that a spreadsheet would run as a
    /// formula (starting with =, +, -, @, tab or CR) is prefixed with an apostrophe, and so is
    /// a cell that starts with an apostrophe already, so `csvCell` can undo the guard exactly.
    public static func csv(_ text: String) -> String {
        // Decided on UTF-8 bytes: every byte it looks at is ASCII, and this runs per cell.
        let utf8 = text.utf8
        let formula: Bool
        switch utf8.first {
        case UInt8(ascii: "="), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "@"), UInt8(ascii: "\t"), UInt8(ascii: "\r"),
             UInt8(ascii: "'"): formula = true
        default: formula = false
        }
        let quote = utf8.contains { byte in
            switch byte {
            case UInt8(ascii: ","), UInt8(ascii: "\""), UInt8(ascii: "\n"), UInt8(ascii: "\r"): return true
            default: return false
            }
        }
        let value = formula ? "'" + text : text
        return quote ? "\"" + value.replacingOccurrences(of: "\"", with: "\"\"") + "\"" : value
    }

    /// A CSV cell as it was before `csv` guarded it: the apostrophe the guard put before
    /// =, +, -, @, tab, CR or another apostrophe goes. An apostrophe before anything else
    /// was written by a person and stays.
    public static func csvCell(_ cell: String) -> String {
        let bytes = cell.utf8
        guard bytes.first == UInt8(ascii: "'"), let next = bytes.dropFirst().first else { return cell }
        switch next {
        case UInt8(ascii: "="), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "@"), UInt8(ascii: "\t"), UInt8(ascii: "\r"),
             UInt8(ascii: "'"):
            return String(cell.unicodeScalars.dropFirst())
        default:
            return cell
        }
    }

    /// XML text or attribute value; characters XML 1.0 forbids are dropped.
    public static func xml(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "&": out += "&amp;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\n", "\t": out.unicodeScalars.append(scalar)
            case "\r": out += "&#13;"
            default:
                let value = scalar.value
                if value < 0x20 || (0xFFFE...0xFFFF).contains(value) { continue }
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// The URL when it is a web link that is safe to make clickable, else nil (the report
    /// then shows it as text).
    public static func safeLink(_ url: String?) -> String? {
        url.flatMap(webLink)
    }

    /// The characters a URL may hold as they are (RFC 3986's unreserved and reserved ones,
    /// and `%` of an escape already made); everything else is percent-encoded.
    private static let urlCharacters = CharacterSet(charactersIn:
        "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~:/?#[]@!$&'()*+,;=%")

    /// `text` as an http(s) link safe to write into any format: nil unless it is an http or
    /// https URL with a host, or if it holds control characters (a line break cannot be part
    /// of a link); spaces, quotes, angle brackets and every other character a URL cannot hold
    /// as it is are percent-encoded, so the link cannot end early in Markdown, HTML or XML.
    public static func webLink(_ text: String) -> String? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard !trimmed.unicodeScalars.contains(where: { $0.value < 0x20 || ($0.value >= 0x7F && $0.value <= 0x9F) }),
              let encoded = trimmed.addingPercentEncoding(withAllowedCharacters: urlCharacters),
              let parsed = URL(string: encoded), let scheme = parsed.scheme?.lowercased(), scheme == "http" || scheme == "https",
              parsed.host?.isEmpty == false else { return nil }
        return encoded
    }

    /// Makes `{{% CONTENT_TYPE: MARKDOWN }}` available to templates.
    static let registerContentTypes: Void = {
        MustacheContentTypes.register(MarkdownContentType(), named: "MARKDOWN")
    }()
}

/// Mustache escaping for Markdown templates.
struct MarkdownContentType: MustacheContentType {
    func escapeText(_ text: String) -> String { ReportEscaping.markdown(text) }
}
