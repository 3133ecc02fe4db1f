import Foundation

/// WCAG 2 success criteria as the W3C publishes them (`Data/wcag-criteria.json`, built by
/// `Tools/wcag-criteria`; see `Data/WCAG-NOTICE.md`).
public enum WCAG {
    public struct Criterion: Codable, Sendable, Equatable {
        /// "1.4.3".
        public var num: String
        /// The slug of its URL in the Recommendation, "contrast-minimum".
        public var id: String
        /// The short title, "Contrast (Minimum)".
        public var title: String
        /// "A", "AA" or "AAA"; empty for one removed from WCAG 2.2 (4.1.1 Parsing).
        public var level: String
        public var principle: String
        public var guideline: String
        /// The WCAG versions that have it ("2.0", "2.1", "2.2").
        public var versions: [String]

        /// In WCAG 2.2 (4.1.1 is not).
        public var inWCAG22: Bool { versions.contains("2.2") }
    }

    struct File: Decodable { var source: String; var notice: String; var criteria: [Criterion] }

    private static let file: File = {
        guard let text = BundledReferenceData.files["wcag-criteria.json"],
              let file = try? JSONDecoder().decode(File.self, from: Data(text.utf8)) else {
            preconditionFailure("Data/wcag-criteria.json is embedded at build time and must decode")
        }
        return file
    }()

    /// Every success criterion of WCAG 2.0 to 2.2, in the Recommendation's order.
    public static var criteria: [Criterion] { file.criteria }
    /// The W3C's notice for the data.
    public static var notice: String { file.notice }

    private static let byNumber: [String: Criterion] = Dictionary(file.criteria.map { ($0.num, $0) }, uniquingKeysWith: { a, _ in a })

    /// The criterion numbered `num` ("1.4.3"), if WCAG has one.
    public static func criterion(_ num: String) -> Criterion? { byNumber[num] }

    /// The WCAG 2.2 criteria at `levels` (A and AA for a usual conformance target).
    public static func criteria(levels: Set<String>) -> [Criterion] {
        criteria.filter { $0.inWCAG22 && levels.contains($0.level) }
    }
}
