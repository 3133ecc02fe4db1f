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
        // Everything is checked before the old report is replaced: an evidence "folder" that is
        // a file is refused first, and the new report is renamed into place only once its
        // evidence files are written (on the other core, while the report is rendered).
        if let evidenceFolder, !report.blobs.isEmpty {
            var isFolder: ObjCBool = false
            let parent = URL(fileURLWithPath: evidenceFolder).deletingLastPathComponent().path
            guard FileManager.default.fileExists(atPath: parent, isDirectory: &isFolder), isFolder.boolValue else {
                throw AuditbookError.io(file: path, reason: "cannot write the report: the folder \(parent) does not exist; create it first")
            }
            if FileManager.default.fileExists(atPath: evidenceFolder, isDirectory: &isFolder), !isFolder.boolValue {
                throw AuditbookError.io(file: evidenceFolder, reason: "is in the way of the report's evidence folder (it is a file); move it, or write the report elsewhere; nothing was written")
            }
        }
        guard let evidenceFolder, !report.blobs.isEmpty else {
            let bytes = try write(to: path) { output in try renderer.write(report, to: output) }
            return Output(text: nil, path: path, evidenceFolder: nil, bytes: bytes)
        }
        let folderExisted = FileManager.default.fileExists(atPath: evidenceFolder)
        let (written, copied) = try request.parallelism.both({
            Result { try writeTemporary(for: path) { output in try renderer.write(report, to: output) } }
        }, {
            Result { try EvidenceExport.write(report.blobs.map(\.sha256), from: workbook, to: evidenceFolder) }
        })
        do {
            try copied.get()
        } catch {
            if case .success(let temporary) = written { unlink(temporary.path) }
            if !folderExisted { try? FileManager.default.removeItem(atPath: evidenceFolder) }
            throw error
        }
        do {
            let temporary = try written.get()
            try commit(temporary.path, to: path, describing: "the report")
            return Output(text: nil, path: path, evidenceFolder: evidenceFolder, bytes: temporary.count)
        } catch {
            if !folderExisted { try? FileManager.default.removeItem(atPath: evidenceFolder) }
            throw error
        }
    }

    /// Writes what `body` produces to a temporary file beside `path` and renames it into
    /// place, so a failed write never leaves half a file (a report, or `what` it names). `body` hands over its bytes in
    /// pieces (an HTML or JSON report with screenshots runs to tens of megabytes).
    static func write(to path: String, describing what: String = "the report",
                      _ body: ((UnsafeRawBufferPointer) throws -> Void) throws -> Void) throws -> Int {
        let temporary = try writeTemporary(for: path, describing: what, body)
        try commit(temporary.path, to: path, describing: what)
        return temporary.count
    }

    /// Writes what `body` produces to a temporary file beside `path`, for `commit`.
    static func writeTemporary(for path: String, describing what: String = "the report",
                               _ body: ((UnsafeRawBufferPointer) throws -> Void) throws -> Void) throws -> (path: String, count: Int) {
        let temporary = path + ".auditbook-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).tmp"
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
        if let failure {
            unlink(temporary)
            throw AuditbookError.io(file: path, reason: "cannot write \(what) (\(String(cString: strerror(failure)))); check the folder exists and is writable")
        }
        return (temporary, count)
    }

    /// Renames a temporary file `writeTemporary` made into place at `path`.
    static func commit(_ temporary: String, to path: String, describing what: String) throws {
        // An existing report is removed just before the new one takes its name. Renamed over
        // an existing file, ext4 writes the new one out to disk at once (its guard for
        // programs that replace files without fsync), which added a third to the time of a
        // 70 MB JSON export; a report is made again from the workbook at will and does not
        // need that guard. Either way, no half-written report is ever at `path`.
        var status = stat()
        if lstat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG { unlink(path) }
        if rename(temporary, path) != 0 {
            let failure = errno
            unlink(temporary)
            throw AuditbookError.io(file: path, reason: "cannot write \(what) (\(String(cString: strerror(failure)))); check the folder exists and is writable")
        }
    }
}
