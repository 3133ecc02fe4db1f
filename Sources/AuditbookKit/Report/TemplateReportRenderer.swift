import Foundation
import Mustache

/// Markdown and HTML reports, rendered from the Mustache templates in Templates/ (bundled
/// into the binary) or from a team's own template (`--template FILE`), which can use the
/// bundled partials.
struct TemplateReportRenderer: ReportRenderer {
    enum Flavor: String { case markdown, html }

    /// GitHub refuses comments longer than 65,536 characters; the summary stays well below.
    static let summaryLimit = 60_000

    let flavor: Flavor
    let options: RenderOptions

    func render(_ report: AuditReport) throws -> String {
        _ = ReportEscaping.registerContentTypes
        let library = try library()
        let name = options.summary && options.templatePath == nil ? "summary" : "report"
        var context = TemplateContext(report: report, options: options, forHTML: flavor == .html)
        // A list row takes at least 20 characters, so no PR comment holds more rows than
        // this: the first render of a huge audit need not list every failure.
        if options.summary { context.listLimit = Self.summaryLimit / 20 }
        var output = try render(context, name, library)
        // The PR-comment form lists fewer screens, failures and items until it fits: the
        // next limit is estimated from how far over the last render was, so a large audit
        // takes a few renders, not one per halving.
        if options.summary, output.count > Self.summaryLimit {
            var limit = min(context.listLimit, max(report.results.count, report.items.count, report.screens.count))
            while output.count > Self.summaryLimit, limit > 0 {
                let estimate = Int(Double(min(limit, max(report.results.count, report.items.count, report.screens.count)))
                                   * Double(Self.summaryLimit) / Double(output.count) * 0.9)
                limit = max(0, min(limit - 1, estimate))
                context.listLimit = limit
                output = try render(context, name, library)
            }
        }
        return output
    }

    private func render(_ context: TemplateContext, _ name: String, _ library: MustacheLibrary) throws -> String {
        guard let output = library.render(context.build(), withTemplate: name) else {
            throw AuditbookError.badInput(file: options.templatePath ?? "Templates/\(flavor.rawValue)/\(name).mustache", reason: "template not found")
        }
        return output
    }

    private func library() throws -> MustacheLibrary {
        var library = MustacheLibrary()
        let prefix = flavor.rawValue + "/"
        for (path, text) in BundledTemplates.files where path.hasPrefix(prefix) {
            let name = String(path.dropFirst(prefix.count).dropLast(".mustache".count))
            do { try library.register(text, named: name) } catch {
                throw AuditbookError.badInput(file: "Templates/\(path)", reason: "is not a valid Mustache template (\(error))")
            }
        }
        if let path = options.templatePath {
            let text: String
            do { text = try String(contentsOfFile: path, encoding: .utf8) } catch {
                throw FileManager.default.fileExists(atPath: path)
                    ? AuditbookError.badInput(file: path, reason: "cannot be read as UTF-8 text; give a Mustache template file")
                    : AuditbookError.about(.template, .missingInput("\(path): no such template file"))
            }
            do { try library.register(text, named: "report") } catch {
                throw AuditbookError.badInput(file: path, reason: "is not a valid Mustache template (\(Self.describe(error))); fix the tag it names")
            }
        }
        return library
    }

    static func describe(_ error: Error) -> String {
        if let error = error as? MustacheTemplate.ParserError {
            return "line \(error.context.lineNumber), column \(error.context.columnNumber): \(error.error)"
        }
        return "\(error)"
    }
}
