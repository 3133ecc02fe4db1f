@testable import AuditbookKit
@testable import AuditbookStore
@testable import AuditbookUseCases
import XCTest

final class DocumentDecoderTests: XCTestCase {
    private let decoder = DocumentDecoder()

    func testEmptyAndWhitespaceOnlyAreRefused() {
        for data in [Data(), Data("  \n\t\n".utf8)] {
            XCTAssertThrowsError(try decoder.decode(data, name: "empty.md")) { error in
                XCTAssertEqual((error as? AuditbookError)?.exitCode, 65)
                XCTAssertTrue("\(error)".contains("empty.md: is empty"))
            }
        }
    }

    func testBinaryFilesAreNamed() {
        let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13])
        XCTAssertThrowsError(try decoder.decode(png, name: "shot.png")) { error in
            XCTAssertTrue("\(error)".contains("binary file (PNG image)"), "\(error)")
        }
        let noise = Data((0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 7) })
        XCTAssertThrowsError(try decoder.decode(noise, name: "noise.bin"))
    }

    func testInvalidUTF8NamesTheLine() {
        var bytes = Array("# Title\n\nline two\n".utf8)
        bytes.append(contentsOf: [0x63, 0x61, 0x66, 0xE9, 0x0A]) // "café" in Latin-1
        XCTAssertThrowsError(try decoder.decode(Data(bytes), name: "latin1.md")) { error in
            XCTAssertEqual((error as? AuditbookError)?.exitCode, 65)
            XCTAssertTrue("\(error)".contains("line 4: not valid UTF-8"), "\(error)")
        }
    }

    func testByteOrderMarksCRLFAndStrayNULsAreRepairedAndReported() throws {
        let decoded = try decoder.decode(Data([0xEF, 0xBB, 0xBF] + Array("# A\r\n\r\n- [ ] b\u{0}\r\n".utf8)), name: "x.md")
        XCTAssertEqual(decoded.text, "# A\n\n- [ ] b\n")
        XCTAssertEqual(Set(decoded.repairs.map(\.kind)), [.byteOrderMark, .lineEndings, .nulBytes])
    }

    func testUTF16WithBOMIsConverted() throws {
        var data = Data([0xFF, 0xFE])
        data.append("# Título\n".data(using: .utf16LittleEndian)!)
        XCTAssertEqual(try decoder.decode(data, name: "u16.md").text, "# Título\n")
    }

    /// UTF-16 saved without a byte-order mark, in either byte order, is told by where its
    /// NULs stand and converted; a file of NULs alone is still refused.
    func testUTF16WithoutBOMIsConverted() throws {
        let text = "# Título\n\n- [ ] Labels on every button\n"
        for encoding: String.Encoding in [.utf16LittleEndian, .utf16BigEndian] {
            let decoded = try decoder.decode(text.data(using: encoding)!, name: "u16.md")
            XCTAssertEqual(decoded.text, text)
            XCTAssertEqual(decoded.repairs.map(\.kind), [.utf16])
        }
        XCTAssertEqual(DocumentDecoder.unmarkedUTF16(Array(text.utf8)), nil, "UTF-8 has no NULs")
        XCTAssertThrowsError(try decoder.decode(Data(repeating: 0, count: 64), name: "zeros.md"))
    }
}
