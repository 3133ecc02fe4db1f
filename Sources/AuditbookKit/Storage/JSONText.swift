import Foundation

/// The small JSON columns of the workbook (string lists, examples), written without the
/// cost of a full encoder on the compile path and read back with `JSONDecoder`.
package enum JSONText {
    package static func encode(_ strings: [String]) -> String {
        var out = "["
        for (index, string) in strings.enumerated() {
            if index > 0 { out += "," }
            out += quote(string)
        }
        return out + "]"
    }

    package static func quote(_ string: String) -> String {
        var out = "\""
        out.reserveCapacity(string.utf8.count + 2)
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 {
                    out += String(format: "\\u%04x", scalar.value)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    package static func encode<T: Encodable>(_ value: T) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return (try? encoder.encode(value)).flatMap { String(data: $0, encoding: .utf8) } ?? "[]"
    }

    private static let decoder = JSONDecoder()

    package static func decode<T: Decodable>(_ type: T.Type, _ text: String?, default value: T) -> T {
        text.flatMap { parse(type, $0) } ?? value
    }

    package static func decode(_ type: [String].Type, _ text: String?, default value: [String]) -> [String] {
        text.flatMap { parse(type, $0) } ?? value
    }

    /// `text` decoded, or nil when it is not JSON of that type (a damaged value).
    package static func parse<T: Decodable>(_ type: T.Type, _ text: String) -> T? {
        // Reports read every item of a checklist, five lists each, mostly empty.
        if text == "[]", let empty = [Any]() as? T { return empty }
        return try? decoder.decode(type, from: Data(text.utf8))
    }

    /// A list of strings as `encode(_:)` writes it. Without a backslash no string in it can
    /// hold a quote, so `","` only ever separates; any other shape goes through JSONDecoder.
    package static func parse(_ type: [String].Type, _ text: String) -> [String]? {
        if text == "[]" { return [] }
        if text.hasPrefix("[\""), text.hasSuffix("\"]"), text.utf8.count >= 4, !text.utf8.contains(UInt8(ascii: "\\")) {
            let parts = text.dropFirst(2).dropLast(2).split(separator: "\",\"", omittingEmptySubsequences: false)
            // A quote left inside a part means other spacing (`"a", "b"`): not this shape.
            if !parts.contains(where: { $0.utf8.contains(UInt8(ascii: "\"")) }) { return parts.map(String.init) }
        }
        return try? decoder.decode(type, from: Data(text.utf8))
    }
}
