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
        // Most strings need no escape: copied whole.
        if !string.utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) {
            return "\"" + string + "\""
        }
        var out = "\""
        out.reserveCapacity(string.utf8.count + 8)
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

    /// Code examples as the JSON `encode(_:)` gives them, byte for byte (keys sorted, absent
    /// optionals left out, strings escaped as Foundation's writer escapes them, "/" too),
    /// written straight into one buffer: a compile stores tens of thousands of example lists,
    /// and the encoder's per-value machinery was a third of preparing their rows (profiled).
    /// Tests hold it to `encode(_:)` on every character class.
    package static func encode(examples: [CodeExample]) -> String {
        guard !examples.isEmpty else { return "[]" }
        var out: [UInt8] = []
        out.reserveCapacity(examples.reduce(2) { $0 + $1.code.utf8.count + ($1.caption?.utf8.count ?? 0) + 64 })
        out.append(UInt8(ascii: "["))
        for (index, example) in examples.enumerated() {
            if index > 0 { out.append(UInt8(ascii: ",")) }
            var first = true
            func field(_ key: StaticString, _ value: String?) {
                guard let value else { return }
                if !first { out.append(UInt8(ascii: ",")) }
                first = false
                out.append(UInt8(ascii: "\""))
                key.withUTF8Buffer { out.append(contentsOf: $0) }
                out.append(contentsOf: [UInt8(ascii: "\""), UInt8(ascii: ":")])
                appendFoundationQuoted(value, to: &out)
            }
            out.append(UInt8(ascii: "{"))
            field("caption", example.caption)
            field("code", example.code)
            field("language", example.language)
            field("verdict", example.verdict.rawValue)
            out.append(UInt8(ascii: "}"))
        }
        out.append(UInt8(ascii: "]"))
        return String(decoding: out, as: UTF8.self)
    }

    /// `string` as a JSON string the way Foundation's `JSONEncoder` writes it by default.
    private static func appendFoundationQuoted(_ string: String, to out: inout [UInt8]) {
        let hex = Array("0123456789abcdef".utf8)
        out.append(UInt8(ascii: "\""))
        for byte in string.utf8 {
            switch byte {
            case UInt8(ascii: "\""): out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\"")])
            case UInt8(ascii: "\\"): out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\\")])
            case UInt8(ascii: "/"): out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "/")])
            case 0x08: out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "b")])
            case 0x09: out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "t")])
            case 0x0A: out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "n")])
            case 0x0C: out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "f")])
            case 0x0D: out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "r")])
            case 0..<0x20:
                out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0"),
                                        hex[Int(byte >> 4)], hex[Int(byte & 0xF)]])
            default: out.append(byte)
            }
        }
        out.append(UInt8(ascii: "\""))
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
        if text.hasUTF8Prefix("[\""), text.hasUTF8Suffix("\"]"), text.utf8.count >= 4, !text.utf8.contains(UInt8(ascii: "\\")) {
            let parts = text.dropFirst(2).dropLast(2).split(separator: "\",\"", omittingEmptySubsequences: false)
            // A quote left inside a part means other spacing (`"a", "b"`): not this shape.
            if !parts.contains(where: { $0.utf8.contains(UInt8(ascii: "\"")) }) { return parts.map(String.init) }
        }
        return try? decoder.decode(type, from: Data(text.utf8))
    }
}
