@testable import AuditbookKit
import Foundation

/// Makes the kinds of damage real documents arrive with, from clean text, so tests know
/// the right answer: flattened line breaks and UTF-8 mis-decoded through a code page.
enum Damage {
    /// Every line break replaced by a space, as a paste through a web form does.
    static func flatten(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: true)
            .map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
    }

    /// The UTF-8 bytes of `text` decoded as the code page, as an editor with the wrong
    /// encoding setting does before saving again as UTF-8.
    static func misdecode(_ text: String, as page: EncodingRepair.CodePage) -> String {
        let table = page.upperHalf
        var scalars = String.UnicodeScalarView()
        for byte in text.utf8 {
            if byte < 0x80 {
                scalars.append(Unicode.Scalar(byte))
            } else if let scalar = Unicode.Scalar(table[Int(byte) - 0x80]) {
                scalars.append(scalar)
            }
        }
        return String(scalars)
    }
}
