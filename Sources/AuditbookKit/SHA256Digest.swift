import Crypto
import Foundation

/// SHA-256 as lower-case hex, for document digests, evidence addresses and sign-offs.
public enum SHA256Digest {
    public static func hex(_ data: Data) -> String {
        hex(digest: SHA256.hash(data: data))
    }

    private static func hex(digest: SHA256.Digest) -> String {
        digest.map { String(format: "%02x", $0) }.joined()
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
