import AuditbookKit
import AuditbookStore
import AuditbookUseCases
import Foundation

/// Shell completions from the workbook: audit IDs, screen names and item IDs. The shell runs
/// auditbook with the words typed so far; the workbook is the one they name (--workbook),
/// else $AUDITBOOK_WORKBOOK, else ./auditbook.sqlite. A missing workbook completes nothing
/// (completion never creates one).
enum WorkbookCompletions {
    static func workbookPath(_ words: [String]) -> String {
        for (index, word) in words.enumerated() {
            if word == "--workbook", index + 1 < words.count { return words[index + 1] }
            if word.hasPrefix("--workbook=") { return String(word.dropFirst("--workbook=".count)) }
        }
        if let path = ProcessInfo.processInfo.environment["AUDITBOOK_WORKBOOK"], !path.isEmpty { return path }
        return Workbook.defaultFileName
    }

    /// The audit the words name with --audit, else the current one.
    private static func audit(_ words: [String]) -> String? {
        guard let index = words.firstIndex(of: "--audit"), index + 1 < words.count else { return nil }
        return words[index + 1]
    }

    private static func withWorkbook(_ words: [String], _ body: (Workbook) throws -> [String]) -> [String] {
        let path = workbookPath(words)
        guard FileManager.default.fileExists(atPath: path), let book = try? Workbook.open(path: path, bundled: []) else { return [] }
        return (try? body(book)) ?? []
    }

    @Sendable static func auditIDs(_ words: [String], _ index: Int, _ prefix: String) -> [String] {
        withWorkbook(words) { try $0.audits().map(\.id) }.filter { $0.hasPrefix(prefix) }
    }

    @Sendable static func screens(_ words: [String], _ index: Int, _ prefix: String) -> [String] {
        withWorkbook(words) { try $0.screens(auditID: audit(words)).map(\.name) }.filter { $0.hasPrefix(prefix) }
    }

    @Sendable static func itemIDs(_ words: [String], _ index: Int, _ prefix: String) -> [String] {
        withWorkbook(words) { book in
            var seen = Set<String>()
            return try book.walkSteps(auditID: audit(words)).map(\.item.id).filter { seen.insert($0).inserted }
        }.filter { $0.hasPrefix(prefix) }
    }
}
