import AuditbookKit
import AuditbookStore
import Foundation

extension EvidenceExport {
    /// Writes the evidence files with these SHA-256s into `folder`, straight from the
    /// workbook one at a time (screenshots run to megabytes; none is held twice).
    public static func write(_ hashes: [String], from workbook: some AuditReportSource, to folder: String) throws {
        guard !hashes.isEmpty else { return }
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw AuditbookError.io(file: folder, reason: "cannot create the evidence folder (\(error.localizedDescription)); check the folder's permissions")
        }
        try workbook.forEachEvidence(hashes) { hash, mimeType, data in
            let url = URL(fileURLWithPath: folder).appendingPathComponent(fileName(hash: hash, mimeType: mimeType))
            // Names are content addresses: a regular file already there whose bytes hash to the
            // name's SHA-256 is this one; anything else by that name (planted, damaged, a link)
            // is replaced.
            var status = stat()
            if lstat(url.path, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG, Int(status.st_size) == data.count,
               let existing = FileManager.default.contents(atPath: url.path), SHA256Digest.hex(existing) == hash { return }
            if lstat(url.path, &status) == 0, (status.st_mode & S_IFMT) == S_IFDIR {
                throw AuditbookError.io(file: url.path, reason: "is a folder where an evidence file goes; remove it and write the report again")
            }
            // Written under a temporary name and renamed, so a file by this name is always whole;
            // not flushed to disk one by one (Data's atomic write syncs each file, which cost
            // more than the writing for a report with hundreds of screenshots).
            _ = try ReportExport.write(to: url.path, describing: "an evidence file") { output in try data.withUnsafeBytes(output) }
        }
    }
}
