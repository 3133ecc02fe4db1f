import Foundation

/// The small JSON columns of the workbook (string lists, examples), written without the
/// cost of a full encoder on the compile path and read back with `JSONDecoder`.
enum JSONText {
    static func encode(_ strings: [String]) -> String {
        var out = "["
        for (index, string) in strings.enumerated() {
            if index > 0 { out += "," }
            out += quote(string)
        }
        return out + "]"
    }

    static func quote(_ string: String) -> String {
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

    static func encode<T: Encodable>(_ value: T) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return (try? encoder.encode(value)).flatMap { String(data: $0, encoding: .utf8) } ?? "[]"
    }

    static func decode<T: Decodable>(_ type: T.Type, _ text: String?, default value: T) -> T {
        guard let text, let data = text.data(using: .utf8) else { return value }
        return (try? JSONDecoder().decode(type, from: data)) ?? value
    }
}
