/// Produces the damage real documents arrive with, from clean text, so the repairs can be
/// measured against a known answer (tests and the benchmark use it).
public enum DamageSimulator {
    /// Every line break replaced by a space, as a paste through a web form does.
    public static func flatten(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: true)
            .map { $0.trimmingSpaces() }.joined(separator: " ")
    }

    /// The UTF-8 bytes of `text` decoded as a single-byte code page and kept as text, as an
    /// editor with the wrong encoding setting does before saving again as UTF-8.
    public static func misdecode(_ text: String, as page: EncodingRepair.CodePage) -> String {
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

import Foundation
