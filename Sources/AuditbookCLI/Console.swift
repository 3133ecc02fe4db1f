import AuditbookKit
import Foundation

/// Terminal output: results to stdout, everything else to stderr; colour only on a
/// terminal and never with NO_COLOR. Status is never shown by colour alone.
public struct Console: Sendable {
    public static let standard = Console()

    public let stdoutIsTerminal: Bool
    public let useColor: Bool

    public init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        stdoutIsTerminal = isatty(STDOUT_FILENO) == 1
        useColor = stdoutIsTerminal && Self.allowsColor(environment)
    }

    /// The one colour policy: no colour when NO_COLOR is set to anything but the empty
    /// string (no-color.org), or on a dumb terminal. Whether output is a terminal is the
    /// caller's other half.
    public static func allowsColor(_ environment: [String: String]) -> Bool {
        (environment["NO_COLOR"] ?? "").isEmpty && environment["TERM"] != "dumb"
    }

    /// A line to stdout. Control characters and bidirectional overrides in it (from a
    /// screen name, a title, a note) are shown, never obeyed; see `TerminalText`.
    public func out(_ text: String) {
        FileHandle.standardOutput.write(Data((TerminalText.visible(text, color: useColor) + "\n").utf8))
    }

    /// A line to stderr, made visible like `out`'s.
    public func error(_ text: String) {
        FileHandle.standardError.write(Data((TerminalText.visible(text, color: false) + "\n").utf8))
    }

    public enum Style: String { case bold = "1", dim = "2", red = "31", green = "32", yellow = "33", blue = "34", magenta = "35", cyan = "36" }

    public func style(_ text: String, _ styles: Style...) -> String {
        guard useColor, !styles.isEmpty else { return text }
        return TerminalText.styled(text, codes: styles.map(\.rawValue).joined(separator: ";"))
    }

    /// Encodes `value` as JSON with sorted keys to stdout.
    public func json<T: Encodable>(_ value: T) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        let data = try encoder.encode(value)
        FileHandle.standardOutput.write(data)
        FileHandle.standardOutput.write(Data("\n".utf8))
    }
}
