/// Reads the number, "Rule" prefix and words of a heading or list-item title.
public struct HeadingText: Sendable, Equatable {
    public var number: String?
    public var isRule: Bool
    public var title: String

    /// `"Rule 1.1: Minimum 44pt Touch Targets"` → number 1.1, rule, "Minimum 44pt Touch Targets";
    /// `"1.3 Provide sufficient contrast"` → 1.3; `"🎨 UI Guidelines"` → "UI Guidelines".
    public static func parse(_ raw: String) -> HeadingText {
        var text = Substring(stripDecoration(raw))
        var isRule = false
        for prefix in ["Rule ", "RULE ", "rule "] where text.hasPrefix(prefix) {
            let rest = text.dropFirst(prefix.count)
            if rest.first?.fastIsNumber == true {
                text = rest
                isRule = true
            }
        }
        var number: String?
        let digits = text.prefix { $0.fastIsNumber || $0 == "." }
        if let first = digits.first, first.fastIsNumber, digits.count <= 12 {
            let afterNumber = text.dropFirst(digits.count)
            // "4.5:1 Contrast" is a title that starts with a ratio, not a number.
            let separator = afterNumber.first
            let isNumber = separator == nil || separator == " " || separator == ")" ||
                (separator == ":" && (isRule || afterNumber.dropFirst().first == " "))
            if isNumber {
                number = String(digits).trimmingDots()
                text = afterNumber.drop { $0 == ":" || $0 == ")" || $0 == " " || $0 == "-" || $0 == "–" || $0 == "—" }
            }
        }
        let title = String(text).trimmingSpaces()
        return HeadingText(number: number, isRule: isRule && number != nil, title: title.isEmpty ? raw : title)
    }

    /// Removes leading emoji and symbols used as decoration ("🎨 ", "✅ ", "♿ ").
    public static func stripDecoration(_ raw: String) -> String {
        var scalars = Substring(raw.trimmingSpaces()).unicodeScalars[...]
        while let first = scalars.first, isDecoration(first) || first == " " {
            scalars = scalars.dropFirst()
        }
        return String(Substring(scalars))
    }

    static func isDecoration(_ scalar: Unicode.Scalar) -> Bool {
        // No ASCII character is an emoji by default or a symbol above U+007F.
        if scalar.isASCII { return false }
        if scalar.properties.isEmojiPresentation { return true }
        if scalar.value == 0xFE0F || scalar.value == 0x200D { return true }
        switch scalar.properties.generalCategory {
        case .otherSymbol, .mathSymbol, .modifierSymbol: return scalar.value > 0x7F
        default: return false
        }
    }
}

extension String {
    func trimmingDots() -> String {
        var value = self
        while value.hasSuffix(".") { value.removeLast() }
        return value
    }
}

import Foundation
