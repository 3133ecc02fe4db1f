import Foundation

/// A guideline document after decoding and repair, ready for the Markdown parser.
public struct PreparedDocument: Sendable {
    /// The Markdown after the front matter.
    public var markdown: String
    public var frontMatter: FrontMatter?
    /// Lines taken by the front matter; add it to a Markdown line to get a document line.
    public var lineOffset: Int
    public var repairs: [Repair]
    public var warnings: [String]
    /// SHA-256 of the original bytes.
    public var digest: String

    /// Decodes `data`, repairs encoding damage and lost line breaks, and splits off the
    /// front matter. Throws `AuditbookError.badInput` for what is not a text document.
    /// `repairDamage: false` skips the encoding and line-break repairs (for measuring them).
    public static func prepare(_ data: Data, name: String, repairDamage: Bool = true,
                               parallelism: Parallelism = .allCores) throws -> PreparedDocument {
        let decoded = try DocumentDecoder().decode(data, name: name)
        var repairs = decoded.repairs
        var warnings: [String] = []
        var text = decoded.text
        if repairDamage {
            let encoding = EncodingRepair().repair(text)
            repairs += encoding.repairs
            let layout = LineBreakRepair(parallelism: parallelism).repair(encoding.text)
            repairs += layout.repairs
            text = layout.text
        }
        let spaced = HeadingSpaceRepair().repair(text)
        repairs += spaced.repairs
        let merged = MergeConflictRepair().repair(spaced.text)
        repairs += merged.repairs
        let untemplated = TemplateTagRepair().repair(merged.text)
        repairs += untemplated.repairs
        let untagged = SectionTagRepair().repair(untemplated.text)
        repairs += untagged.repairs
        let admonished = AdmonitionRepair().repair(untagged.text)
        repairs += admonished.repairs
        let nested = NestedFenceRepair().repair(admonished.text)
        repairs += nested.repairs
        let unfenced = TreeListRepair().repair(nested.text)
        repairs += unfenced.repairs
        let unblocked = RuleBlockRepair().repair(unfenced.text)
        repairs += unblocked.repairs
        let bulleted = TypedBulletRepair().repair(unblocked.text)
        repairs += bulleted.repairs
        let tabled = TableHeaderRepair().repair(bulleted.text)
        repairs += tabled.repairs
        text = tabled.text
        var split = FrontMatter.split(text)
        if let warning = split.warning { warnings.append(warning) }
        // (After the front matter is split off: its lines are no page's headings.)
        let headed = PlainPageRepair().repair(split.body)
        if !headed.repairs.isEmpty {
            split.body = headed.text
            let offset = split.frontMatter?.lineCount ?? 0
            repairs += headed.repairs.map { repair in
                var moved = repair
                moved.lines = repair.lines.map { $0 + offset }
                return moved
            }
        }
        return PreparedDocument(markdown: split.body, frontMatter: split.frontMatter,
                                lineOffset: split.frontMatter?.lineCount ?? 0, repairs: repairs,
                                warnings: warnings, digest: SHA256Digest.hex(data))
    }
}
