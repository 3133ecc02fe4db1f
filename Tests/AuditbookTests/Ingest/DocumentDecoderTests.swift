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

    /// A file saved as Windows-1252 or Latin-1 is read, not refused: its UTF-8 stays, each
    /// other byte is read as Windows-1252 (curly quotes and dashes in 0x80–0x9F included),
    /// and the repair names the lines.
    func testBytesThatAreNotUTF8AreReadAsWindows1252() throws {
        var bytes = Array("# Title\n\nline two\n".utf8)
        bytes.append(contentsOf: [0x63, 0x61, 0x66, 0xE9, 0x0A]) // "café" in Latin-1
        bytes.append(contentsOf: [0x93, 0x4F, 0x4B, 0x94, 0x20, 0x96, 0x20] + Array("naïve ✓\n".utf8) + [0x81])
        let decoded = try decoder.decode(Data(bytes), name: "latin1.md")
        XCTAssertEqual(decoded.text, "# Title\n\nline two\ncafé\n“OK” – naïve ✓\n\u{81}")
        let repair = try XCTUnwrap(decoded.repairs.first { $0.kind == .windows1252 })
        XCTAssertEqual(repair.lines, [4, 5, 6])
        XCTAssertEqual(repair.count, 3)
        XCTAssertTrue(repair.detail.contains("read 5 bytes that are not UTF-8 as Windows-1252, from line 4"), repair.detail)
        // Well-formed UTF-8 is left alone, and no repair is reported.
        XCTAssertEqual(try decoder.decode(Data("# Café ✓\n".utf8), name: "ok.md").repairs, [])
        XCTAssertEqual(DocumentDecoder.leadingSequenceLength(Array("é".utf8), at: 0), 2)
        XCTAssertNil(DocumentDecoder.leadingSequenceLength([0xE9, 0x41], at: 0))
        XCTAssertNil(DocumentDecoder.leadingSequenceLength([0xED, 0xA0, 0x80], at: 0), "a UTF-16 surrogate is not UTF-8")
        // `checklist lint` says so, with the lines to look at.
        let findings = DocumentLinter.findings(items: [], repairs: decoded.repairs, severityLines: [], sectionSeverities: [])
        XCTAssertEqual(findings.map(\.kind), [.encoding])
        XCTAssertTrue(findings[0].message.hasPrefix("the file is not UTF-8"), findings[0].message)
        XCTAssertTrue(findings[0].message.hasSuffix("lines 4, 5, 6"), findings[0].message)
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
