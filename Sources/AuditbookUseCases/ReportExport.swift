import AuditbookKit
import AuditbookStore
import Foundation

/// What `auditbook report` asks for.
public struct ReportRequest: Sendable {
    public var auditID: String?
    public var format: ReportFormat
    public var scope: ReportScope
    public var options: RenderOptions
    /// The file to write; nil for stdout.
    public var outputPath: String?
    /// How many jobs may read and write at once.
    public var parallelism: Parallelism

    public init(auditID: String? = nil, format: ReportFormat, scope: ReportScope = ReportScope(), options: RenderOptions = RenderOptions(),
                outputPath: String? = nil, parallelism: Parallelism = .allCores) {
        self.parallelism = parallelism
        self.auditID = auditID
        self.format = format
        self.scope = scope
        self.options = options
        self.outputPath = outputPath
    }
}

/// Renders a report and writes it (with a Markdown report's evidence files beside it).
public enum ReportExport {
    public struct Output: Sendable {
        /// The rendered text when no output file was asked for.
        public var text: String?
        public var path: String?
        public var evidenceFolder: String?
        public var bytes: Int
    }

    public static func run(_ request: ReportRequest, workbook: some AuditReportSource) throws -> Output {
        var scope = request.scope
        var options = request.options
        options.parallelism = request.parallelism
        // Only HTML embeds evidence and JSON carries it; the other formats name it by hash
        // (a Markdown report written to a file gets the files beside it, copied below).
        scope.evidenceData = scope.evidenceData && (request.format == .html || request.format == .json)
        scope.history = scope.history && request.format == .json
        var evidenceFolder: String?
        if request.format == .markdown, let path = request.outputPath {
            let url = URL(fileURLWithPath: path)
            let name = url.deletingPathExtension().lastPathComponent + "-evidence"
            options.evidenceFolder = name
            evidenceFolder = url.deletingLastPathComponent().appendingPathComponent(name).path
        }
        let report = try workbook.report(auditID: request.auditID, scope: scope, now: Date(), parallelism: request.parallelism)
        let renderer = request.format.renderer(options)
        guard let path = request.outputPath else {
            let text = try renderer.render(report)
            return Output(text: text, path: nil, evidenceFolder: nil, bytes: text.utf8.count)
        }
        // Evidence files are copied beside the report on the other core while the report is
        // written, when the report's folder is there (a missing one is the report's error, so
        // the report goes first then); if the report cannot be written, an evidence folder made
        // for it is removed.
        var isFolder: ObjCBool = false
        guard let evidenceFolder, !report.blobs.isEmpty,
              FileManager.default.fileExists(atPath: URL(fileURLWithPath: evidenceFolder).deletingLastPathComponent().path, isDirectory: &isFolder),
              isFolder.boolValue else {
            let bytes = try write(to: path) { output in try renderer.write(report, to: output) }
            if let evidenceFolder, !report.blobs.isEmpty { try EvidenceExport.write(report.blobs.map(\.sha256), from: workbook, to: evidenceFolder) }
            return Output(text: nil, path: path, evidenceFolder: report.blobs.isEmpty ? nil : evidenceFolder, bytes: bytes)
        }
        let folderExisted = FileManager.default.fileExists(atPath: evidenceFolder)
        let (written, copied) = try request.parallelism.both({
            Result { try write(to: path) { output in try renderer.write(report, to: output) } }
        }, {
            Result { try EvidenceExport.write(report.blobs.map(\.sha256), from: workbook, to: evidenceFolder) }
        })
        if case .failure = written, !folderExisted { try? FileManager.default.removeItem(atPath: evidenceFolder) }
        let bytes = try written.get()
        try copied.get()
        return Output(text: nil, path: path, evidenceFolder: evidenceFolder, bytes: bytes)
    }

    /// Writes what `body` produces to a temporary file beside `path` and renames it into
    /// place, so a failed write never leaves half a file (a report, or `what` it names). `body` hands over its bytes in
    /// pieces (an HTML or JSON report with screenshots runs to tens of megabytes).
    static func write(to path: String, describing what: String = "the report",
                      _ body: ((UnsafeRawBufferPointer) throws -> Void) throws -> Void) throws -> Int {
        let temporary = path + ".auditbook-\(getpid()).tmp"
        var count = 0
        var failure: Int32?
        if let file = fopen(temporary, "wb") {
            do {
                try body { buffer in
                    guard failure == nil, !buffer.isEmpty else { return }
                    if fwrite(buffer.baseAddress, 1, buffer.count, file) != buffer.count { failure = errno }
                    count += buffer.count
                }
            } catch {
                fclose(file)
                unlink(temporary)
                throw error
            }
            if fclose(file) != 0, failure == nil { failure = errno }
        } else {
            failure = errno
        }
        // An existing report is removed just before the new one takes its name. Renamed over
        // an existing file, ext4 writes the new one out to disk at once (its guard for
        // programs that replace files without fsync), which added a third to the time of a
        // 70 MB JSON export; a report is made again from the workbook at will and does not
        // need that guard. Either way, no half-written report is ever at `path`.
        if failure == nil {
            var status = stat()
            if lstat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG { unlink(path) }
            if rename(temporary, path) != 0 { failure = errno }
        }
        if let failure {
            unlink(temporary)
            throw AuditbookError.io(file: path, reason: "cannot write \(what) (\(String(cString: strerror(failure)))); check the folder exists and is writable")
        }
        return count
    }
}
