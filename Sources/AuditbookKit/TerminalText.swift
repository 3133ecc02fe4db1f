/// Text bound for a terminal. Values from documents, workbooks and import files (screen
/// names, titles, notes) may hold escape sequences (ESC, OSC), other control characters or
/// bidirectional overrides, which a terminal would obey: `visible` shows each as a visible
/// mark instead. Colour is the one kind of escape auditbook writes itself: `styled` wraps text
/// in markers (Unicode noncharacters, never part of real text) that `visible` turns into SGR
/// colour codes when colour is on, and drops when it is off. A marker carrying anything but
/// auditbook's own colour codes is shown like any other invisible character.
public enum TerminalText {
    static let open = Unicode.Scalar(UInt32(0xFDD0))!
    static let close = Unicode.Scalar(UInt32(0xFDD1))!
    /// The SGR codes auditbook writes: reset, bold, dim, normal weight, the six colours and
    /// the default colour.
    static let colourCodes: Set<Substring> = ["0", "1", "2", "22", "31", "32", "33", "34", "35", "36", "39"]

    /// `text` in the SGR styles `codes` ("1", "31", "1;33"), for `visible` to render.
    public static func styled(_ text: String, codes: String) -> String {
        code(codes) + text + code("0")
    }

    /// The marker for the SGR styles `codes` alone, for text that turns styles on and off.
    public static func code(_ codes: String) -> String {
        "\(open)\(codes)\(close)"
    }

    /// `text` safe to write to a terminal: line feeds and tabs stay; every other control
    /// character (C0, DEL, C1), every bidirectional control and every stray marker becomes a
    /// visible mark (ESC → ␛, CR → ␍, U+202E → <U+202E>); `styled` markers become colour
    /// codes when `color` is on.
    public static func visible(_ text: String, color: Bool) -> String {
        var out = String.UnicodeScalarView()
        let scalars = Array(text.unicodeScalars)
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == open, let end = scalars[(index + 1)...].firstIndex(of: close) {
                let codes = String(String.UnicodeScalarView(scalars[(index + 1)..<end]))
                if codes.split(separator: ";").allSatisfy(colourCodes.contains), !codes.isEmpty {
                    if color { out.append(contentsOf: "\u{1B}[\(codes)m".unicodeScalars) }
                    index = end + 1
                    continue
                }
            }
            appendVisible(scalar, to: &out)
            index += 1
        }
        return String(out)
    }

    /// Whether `text` holds anything `visible` would change (other than styles).
    public static func needsEscaping(_ text: String) -> Bool {
        text.unicodeScalars.contains { isHidden($0) }
    }

    static func isHidden(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A, 0x09: return false
        case 0x00...0x1F, 0x7F, 0x80...0x9F: return true
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: return true
        case 0xFDD0...0xFDEF: return true
        default: return false
        }
    }

    private static func appendVisible(_ scalar: Unicode.Scalar, to out: inout String.UnicodeScalarView) {
        guard isHidden(scalar) else { return out.append(scalar) }
        switch scalar.value {
        case 0x00...0x1F:
            // The Control Pictures block: U+2400 + code (␛ for ESC, ␍ for CR).
            out.append(Unicode.Scalar(0x2400 + scalar.value)!)
        case 0x7F:
            out.append("\u{2421}")
        default:
            out.append(contentsOf: "<U+\(String(scalar.value, radix: 16, uppercase: true).leftPadded(to: 4))>".unicodeScalars)
        }
    }
}

private extension String {
    func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
