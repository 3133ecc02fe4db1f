import AuditbookKit
import Foundation

/// What long work is doing, on one line of stderr that is rewritten in place: only when
/// stderr is a terminal, never with --json, and cleared when the work is done, so pipes,
/// logs and JSON never see it.
final class ProgressLine {
    private let enabled: Bool
    private var shown = false
    private let started = Date()

    init(json: Bool = false, environment: [String: String] = ProcessInfo.processInfo.environment) {
        enabled = !json && isatty(STDERR_FILENO) == 1 && environment["TERM"] != "dumb"
    }

    /// "compiling big.md (9.9 MB)…", with the seconds spent so far.
    func show(_ text: String) {
        guard enabled else { return }
        let seconds = Date().timeIntervalSince(started)
        FileHandle.standardError.write(Data("\r\u{1B}[K\(TerminalText.visible(text, color: false))… \(String(format: "%.1f", seconds)) s".utf8))
        shown = true
    }

    func clear() {
        guard enabled, shown else { return }
        FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
        shown = false
    }

    deinit { clear() }

    /// "9.9 MB", for file sizes in progress lines.
    static func size(ofFile path: String) -> String {
        let bytes = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
        return bytes >= 1_000_000 ? String(format: "%.1f MB", Double(bytes) / 1_000_000) : "\(max(1, bytes / 1000)) KB"
    }
}
