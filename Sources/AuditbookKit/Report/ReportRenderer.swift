import Foundation

/// The formats `auditbook report` writes.
public enum ReportFormat: String, CaseIterable, Sendable {
    case markdown, html, json, csv, junit, earl, openacr

    /// The file extension a report of this format usually has.
    public var fileExtension: String {
        switch self {
        case .markdown: return "md"
        case .html: return "html"
        case .json: return "json"
        case .csv: return "csv"
        case .junit: return "xml"
        case .earl: return "jsonld"
        case .openacr: return "yaml"
        }
    }

    /// The format a file name's extension usually means (`.md`, `.html`, `.json`, `.csv`,
    /// `.xml` or `.junit` for JUnit, `.jsonld`, `.json-ld` or `.earl` for EARL); nil for any other.
    public init?(fileExtension: String) {
        switch fileExtension.lowercased() {
        case "md", "markdown": self = .markdown
        case "html", "htm": self = .html
        case "json": self = .json
        case "csv": self = .csv
        case "xml", "junit": self = .junit
        case "jsonld", "json-ld", "earl": self = .earl
        case "yaml", "yml", "openacr": self = .openacr
        default: return nil
        }
    }

    /// The renderer for this format.
    public func renderer(_ options: RenderOptions = RenderOptions()) -> any ReportRenderer {
        switch self {
        case .markdown: return TemplateReportRenderer(flavor: .markdown, options: options)
        case .html: return TemplateReportRenderer(flavor: .html, options: options)
        case .json: return JSONReportRenderer(parallelism: options.parallelism)
        case .csv: return CSVReportRenderer(matrix: options.matrix)
        case .junit: return JUnitReportRenderer()
        case .earl: return EARLReportRenderer()
        case .openacr: return OpenACRReportRenderer(contact: options.contact)
        }
    }
}

/// Turns a report model into one format's text. A renderer never queries the workbook.
public protocol ReportRenderer: Sendable {
    func render(_ report: AuditReport) throws -> String

    /// Writes the report in pieces to `output`, for a renderer that can do so without holding
    /// the whole text (the JSON export, tens of megabytes with its evidence).
    func write(_ report: AuditReport, to output: (UnsafeRawBufferPointer) throws -> Void) throws
}

extension ReportRenderer {
    public func write(_ report: AuditReport, to output: (UnsafeRawBufferPointer) throws -> Void) throws {
        var text = try render(report)
        try text.withUTF8 { try output(UnsafeRawBufferPointer($0)) }
    }
}
