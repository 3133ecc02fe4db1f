import Crypto
import Foundation

/// SHA-256 as lower-case hex, for document digests, evidence addresses and sign-offs.
public enum SHA256Digest {
    public static func hex(_ data: Data) -> String {
        hex(digest: SHA256.hash(data: data))
    }

    private static func hex(digest: SHA256.Digest) -> String {
        // Two digits a byte, from a table: `String(format:)` per byte went through
        // Foundation's formatter (profiled: a millisecond of every compile's start).
        let digits = Array("0123456789abcdef".utf8)
        var text: [UInt8] = []
        text.reserveCapacity(SHA256.Digest.byteCount * 2)
        for byte in digest {
            text.append(digits[Int(byte >> 4)])
            text.append(digits[Int(byte & 0x0F)])
        }
        return String(decoding: text, as: UTF8.self)
    }

    public static func hex(_ text: String) -> String { hex(Data(text.utf8)) }

    /// A digest fed in parts: the same as `hex` of the parts joined.
    package struct Hasher {
        private var hasher = SHA256()

        package init() {}

        package mutating func update(_ text: String) {
            var text = text
            text.withUTF8 { hasher.update(bufferPointer: UnsafeRawBufferPointer($0)) }
        }

        package func finalizeHex() -> String {
            SHA256Digest.hex(digest: hasher.finalize())
        }
    }
}
