import Foundation

/// Turns one guideline document into a checklist: sections → items of four kinds, with
/// stable IDs, guidance, severity, examples and links between items.
public struct ChecklistCompiler: Sendable {
    public init() {}

    /// Reads and compiles the document at `path`. `id` overrides the checklist ID.
    public func compile(path: String, id: String? = nil) throws -> CompiledChecklist {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw AuditbookError.missingInput("\(path): no such file; check the path")
        }
        if isDirectory.boolValue {
            throw AuditbookError.badInput(file: path, reason: "is a folder; name the Markdown files inside it")
        }
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw AuditbookError.io(file: path, reason: "cannot be read (\(DocumentDecoder.reason(error))); check its permissions")
        }
        return try compile(data: data, sourcePath: path, id: id)
    }

    public func compile(data: Data, sourcePath: String, id: String? = nil) throws -> CompiledChecklist {
        let document = try PreparedDocument.prepare(data, name: sourcePath)
        return try compile(document, sourcePath: sourcePath, id: id)
    }

    public func compile(_ document: PreparedDocument, sourcePath: String, id: String? = nil) throws -> CompiledChecklist {
        let blocks = MarkdownParser().parse(document.markdown)
        let source = SourceLines(document.markdown)
        let root = SectionTreeBuilder.build(blocks, lastLine: source.count)
        guard !root.children.isEmpty else {
            throw AuditbookError.badInput(file: sourcePath, reason: "has no headings; a guideline document needs sections (# Title, ## Section)")
        }
        let frontMatter = document.frontMatter ?? FrontMatter()
        let fileStem = URL(fileURLWithPath: sourcePath).deletingPathExtension().lastPathComponent
        let docTitle = root.children.count == 1 && root.children[0].level == 1 ? root.children[0] : nil
        let checklistID = id ?? frontMatter["id"] ?? frontMatter["name"] ?? Slug.make(docTitle?.title ?? fileStem, maxWords: 8)
        let title = frontMatter["title"] ?? docTitle.map { MarkdownInline.plain($0.title) } ?? frontMatter["name"] ?? fileStem

        var run = CompilationRun(source: source, lineOffset: document.lineOffset, frontMatter: frontMatter)
        run.collectTaskLists(root.blocks, path: [], severity: run.defaultSeverity)
        for section in root.children {
            run.walk(section, path: [], severity: run.defaultSeverity, parentRole: .guidance,
                     isDocumentTitle: section.level == 1 && docTitle != nil)
        }
        guard !run.pending.isEmpty else {
            throw AuditbookError.badInput(
                file: sourcePath,
                reason: "has no checklist items; add a task list (- [ ] …), a section named Checklist, or numbered rules")
        }
        var items = run.finish(checklistID: checklistID)
        ItemLinker.linkRestatements(&items)
        var warnings = document.warnings + run.warnings
        if !items.contains(where: { $0.kind == .check }) {
            warnings.append("no checklist lines; audits will ask its \(items.filter { $0.kind == .rule }.count) rules instead")
        }
        return CompiledChecklist(
            id: checklistID, title: title, description: frontMatter["description"], license: frontMatter["license"],
            documentVersion: frontMatter["version"] ?? frontMatter["metadata.version"], sourcePath: sourcePath,
            sourceDigest: document.digest, items: items, repairs: document.repairs, warnings: warnings)
    }
}

/// The document's lines, for slicing guidance out of the source as it was written.
struct SourceLines {
    private let lines: [Substring]

    init(_ text: String) {
        lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    }

    var count: Int { lines.count }

    /// Lines `from...to` (1-based, inclusive), clamped to the document.
    func slice(_ from: Int, _ to: Int) -> String {
        let lower = max(1, from), upper = min(lines.count, to)
        guard lower <= upper else { return "" }
        return lines[(lower - 1)...(upper - 1)].joined(separator: "\n")
    }
}
