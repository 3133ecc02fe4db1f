import Foundation

/// Rules stated by fields under a heading, and pages of one rule (its fields under
/// sub-headings, or its opening stating it over samples labelled by verdict).
extension CompilationRun {
    /// The sub-sections (by line) whose list lines are the fields of one item rather than
    /// items: "### Pure grey" over "- **Detection:** …" and "- **Fix:** …", or "WHEN … → DO …"
    /// and "BECAUSE …" lines, where the same labels recur under the sibling headings. A
    /// sub-section counts when every line of its lists opens with a label and at least half
    /// of them with one another sibling uses too; distinct labels ("**Missing labels:** …",
    /// "**Tiny targets:** …") are items of their own.
    ///
    /// `ruleFieldsOnly`: in a section of guidance, where a list of labelled lines may as well
    /// name subjects ("**Labels:** …", "**Contrast:** …" under each platform), only where more
    /// than half its labels, and two at least, name a rule's parts ("**Rule ID:**", "**Why:**",
    /// "**Fix:**"; not "**Standard:**" beside "**Fix:**", a requirement and how to meet it).
    static func fieldSections(_ siblings: [Section], ruleFieldsOnly: Bool = false) -> Set<Int> {
        guard siblings.count >= 2 else { return [] }
        let labels: [[String]?] = siblings.map { sibling in
            let entries = sibling.blocks.flatMap { block -> [MarkdownBlock] in
                if case .list = block.kind { return block.children } else { return [] }
            }
            guard entries.count >= 2 else { return nil }
            var found: [String] = []
            for entry in entries {
                guard let lead = entry.children.first, lead.kind == .paragraph, let label = fieldLabel(lead.plainText) else { return nil }
                found.append(label)
            }
            return found
        }
        var siblingsUsing: [String: Int] = [:]
        for case let found? in labels { for label in Set(found) { siblingsUsing[label, default: 0] += 1 } }
        var lines: Set<Int> = []
        for (sibling, found) in zip(siblings, labels) {
            guard let found else { continue }
            let shared = found.filter { (siblingsUsing[$0] ?? 0) >= 2 }.count
            if ruleFieldsOnly, case let parts = found.filter(ruleFieldLabels.contains).count, parts < 2 || parts * 2 <= found.count { continue }
            if shared * 2 >= found.count { lines.insert(sibling.line) }
        }
        return lines
    }

    /// The sub-sections of a rule that are its fields by their headings: "### Description"
    /// over one short paragraph stating the requirement (a sentence or a question), and
    /// "### Level" (or Severity, Priority, Impact) over one line that grades it ("AA", "High").
    struct RuleFieldChildren {
        var statement: (text: String, line: Int)?
        var severity: (severity: Severity, label: String, line: Int)?
    }

    static func ruleFieldChildren(_ children: ArraySlice<Section>, words: SeverityWords) -> RuleFieldChildren {
        var fields = RuleFieldChildren()
        for child in children where child.children.isEmpty && child.number == nil && child.blocks.count == 1 {
            guard child.blocks[0].kind == .paragraph, case let name = Slug.words(MarkdownInline.plain(child.title)).joined(separator: " ") else { continue }
            let text = StatementText.clean(child.blocks[0].text)
            if fields.statement == nil, statementFieldNames.contains(name), (2...60).contains(Slug.wordCount(text)) {
                fields.statement = (text, child.line)
            } else if fields.severity == nil, severityFieldNames.contains(name), Slug.wordCount(text) <= 4 {
                if let level = Severity.parseLevel(text) {
                    fields.severity = (level, text.lowercased().hasUTF8Prefix("level") || text.hasUTF8Prefix("WCAG") ? text : "Level " + text, child.line)
                } else if let graded = words.parse(text) {
                    fields.severity = (graded, text, child.line)
                }
            }
        }
        return fields
    }

    private static let statementFieldNames: Set<String> = [
        "description", "requirement", "statement", "question", "rule", "summary", "criterion", "control", "check", "test",
    ]

    private static let severityFieldNames: Set<String> = [
        "level", "severity", "priority", "impact", "conformance level", "wcag level", "criticality", "risk level",
    ]

    /// A page whose sub-sections are all fields of one rule, by their headings, one of them
    /// stating it ("Description" over a sentence or a question), and that has no list or
    /// table of its own.
    func isOneRulePage(_ section: Section) -> Bool {
        guard section.children.count >= 2,
              section.children.allSatisfy({ $0.children.isEmpty && $0.number == nil && Self.namesRuleField($0.title) }),
              !section.blocks.contains(where: { $0.isList || $0.kind == .table }) else { return false }
        // ("## Control" over its statement is read where it stands, as a standard's page is.)
        guard let statement = Self.ruleFieldChildren(section.children[...], words: hints.severityWords).statement,
              let child = section.children.first(where: { $0.line == statement.line }) else { return false }
        return !SectionRole.namesStatement(child.title)
    }

    /// "# no-positive-tab-order" over "Avoid positive tab indexes: …", then "## Rule details"
    /// over its "### Valid" and "### Invalid" code, and "## Resources": a page of one rule
    /// (a linter's rule page), the sections below naming parts of that rule
    /// (`namesRulePart`) or labelling its samples by verdict, one sample at least and
    /// nothing that states requirements of its own (no numbered or rule heading, task list or
    /// table). (Samples under a heading that labels them, or under a paragraph that does:
    /// "Examples of **incorrect** code for this rule:".) The rule is stated by the page's title where that instructs ("# Disallow
    /// unused variables (no-unused-vars)"), else by the first sentence of its first three
    /// paragraphs that states a rule.
    func leadStatedRulePage(_ section: Section) -> LeadStatement? {
        // (A list of its facts, "- **Identifier:** `reduce_motion`", "- **Enabled by default:**
        // No", may stand under the title: every line a label and its value.)
        func isFieldList(_ block: MarkdownBlock) -> Bool {
            block.isList && !block.children.isEmpty
                && block.children.allSatisfy { $0.children.count == 1 && $0.leadParagraph.map { Self.fieldLabel($0.plainText) != nil } == true }
        }
        let (heading, name) = Self.ruleName(MarkdownInline.plain(section.title).trimmingSpaces())
        // A page titled by a linter's rule name ("# has-valid-accessibility-role") is that
        // rule's page whatever else it holds: the values it accepts ("Values may be one of
        // the following", a list or a table), the ways to meet it ("## How do I resolve
        // this error?" › "### Case: …"), its options: what the rule checks, told in full.
        let namesLinterRule = name.map(Self.isLinterRuleName) ?? false
        guard section.number == nil, !section.children.isEmpty,
              !section.blocks.contains(where: { block in
                  block.isList && Self.isTaskList(block)
                      || !namesLinterRule && (block.isList && !isFieldList(block) || block.kind == .table || block.isCode)
              }) else { return nil }
        var samples = 0
        for child in section.children {
            guard namesLinterRule || Self.isVerdictSample(child) || Self.namesRulePart(child.title) else { return nil }
            for part in child.inDocumentOrder {
                guard part.number == nil, !part.isRuleHeading,
                      !part.blocks.contains(where: { !namesLinterRule && $0.kind == .table || $0.isList && Self.isTaskList($0) }) else { return nil }
                if Self.isVerdictSample(part) || !Self.labelledVerdicts(part.blocks).isEmpty { samples += 1 }
            }
        }
        guard samples > 0 else { return nil }
        // (The title, only where it opens on a linter's verb or states a duty: "Reduce Motion
        // Respected", "Image Labels" name the rule.)
        // ("Image requires alt text that describes it": a subject, then a linter's verb.)
        let headingWords = Slug.words(heading)
        if headingWords.count >= 3, Self.ruleVerbs.contains(headingWords[0]) || Self.headingStatesDuty(headingWords)
            || headingWords.dropFirst().prefix(3).contains(where: { $0.hasUTF8Suffix("s") && Self.ruleVerbs.contains($0) }) {
            return LeadStatement(block: nil, title: heading, rest: "", name: name)
        }
        // (Not a badge over the opening, "💼 This rule is enabled in the following configs:
        // …", "❌ This rule is deprecated.": what the tool makes of the rule; nor a remark,
        // "*Note*: … When possible, use …", which may instruct beside the rule.)
        let paragraphs = section.blocks.indices.filter { index in
            section.blocks[index].kind == .paragraph
                && !Self.describesRuleItself(StatementText.read(section.blocks[index].text, words: hints.severityWords).title)
                && !Self.remarkLabels.contains(Self.fieldLabel(section.blocks[index].plainText) ?? "")
        }
        for index in paragraphs.prefix(3) {
            let text = section.blocks[index].text
            var rest = text[...]
            for _ in 0..<3 where !rest.isEmpty {
                let sentence = Self.firstSentence(String(rest))
                let plain = MarkdownInline.plain(String(sentence))
                // (Not "Consider these tips when writing alt text:", which opens a list.)
                if !plain.trimmingSpaces().hasUTF8Suffix(":"), let subject = Self.ruleSubject(plain) ?? (Self.statesRule(plain) ? "" : nil) {
                    let before = text[..<rest.startIndex].trimmingSpaces(), after = rest.dropFirst(sentence.count).trimmingSpaces()
                    let title = subject.isEmpty || !sentence.hasUTF8Prefix(subject) ? String(sentence)
                        : Self.capitalizingFirst(String(sentence.dropFirst(subject.count)))
                    return LeadStatement(block: index, title: StatementText.read(title, words: hints.severityWords).title,
                                         rest: [before, after].filter { !$0.isEmpty }.joined(separator: " "), name: name)
                }
                rest = rest.dropFirst(sentence.count).drop { $0 == " " || $0 == "\n" }
            }
        }
        // ("# a11y/no-redundant-roles" over prose that explains, states nothing: the rule's
        // name says what it asks, "No redundant roles".)
        if let name, Self.isLinterRuleName(name) {
            return LeadStatement(block: nil, title: RuleBlockRepair.words(ofKey: name), rest: "", name: name)
        }
        return nil
    }

    private static let remarkLabels: Set<String> = ["note", "notes", "nb", "tip", "hint", "warning", "caution", "important", "info"]

    private static func capitalizingFirst(_ text: String) -> String {
        guard let first = text.first else { return text }
        return first.uppercased() + text.dropFirst()
    }

    /// The statement of a page's one rule (`leadStatedRulePage`).
    struct LeadStatement {
        /// The paragraph that states it, by its index in the section's blocks; nil where the
        /// page's title does.
        var block: Int?
        var title: String
        /// The rest of that paragraph.
        var rest: String
        /// The rule's name in the form of an identifier, its number.
        var name: String?
    }

    /// "a11y/no-positive-tab-order", "Disallow unused variables (no-unused-vars)": a page
    /// title that is a rule's name in the form of an identifier (its last part, after the
    /// plugin's name), or ends with one in brackets; the title without it, and the name.
    static func ruleName(_ title: String) -> (title: String, name: String?) {
        func isName(_ text: Substring) -> Bool {
            !text.isEmpty && !text.containsASCII(" ") && (text.containsASCII("-") || text.containsASCII("_"))
                && text.allSatisfy { $0.isLetter || $0.isNumber || "-_/.".contains($0) }
        }
        var head = title[...]
        if head.hasUTF8Suffix(")"), let open = head.lastIndex(of: "("), case let inner = head[head.index(after: open)..<head.index(before: head.endIndex)],
           isName(inner) {
            head = head[..<open].trimmingSpaces()[...]
            return (String(head), inner.split(separator: "/").last.map(String.init))
        }
        let last = head.split(separator: "/").last ?? head
        return (title, isName(head) ? String(last) : nil)
    }

    /// "no-autofocus", "has-valid-accessibility-role": a name in a linter's form, two words
    /// at least, in lower-case letters joined by hyphens.
    static func isLinterRuleName(_ name: String) -> Bool {
        let words = name.split(separator: "-", omittingEmptySubsequences: false)
        return words.count >= 2 && words.allSatisfy { word in !word.isEmpty && word.utf8.allSatisfy { (0x61...0x7A).contains($0) } }
    }

    /// "Enforce that every image has a label.", "Buttons must have a name.", "Disallows
    /// positive tab indexes.": a sentence that states a rule (an instruction, a duty, or a
    /// linter's verb for what its rule does).
    static func statesRule(_ text: String) -> Bool {
        let sentence = String(firstSentence(text))
        let words = Slug.words(sentence)
        guard words.count >= 3, let first = words.first else { return false }
        return ruleVerbs.contains(first) || isInstruction(sentence) || headingStatesDuty(words)
            || words.contains { $0 == "cannot" } || words.starts(with: ["only"])
    }

    /// "This rule enforces that every image has a label.": a sentence that states a rule
    /// with the rule named as what does it; that subject ("This rule "), which its title
    /// leaves out ("Enforces that every image has a label.").
    static func ruleSubject(_ text: String) -> String? {
        for subject in ["This rule ", "The rule "] where text.hasUTF8Prefix(subject) {
            let predicate = String(text.dropFirst(subject.count))
            guard let verb = Slug.words(String(predicate.prefix(24))).first, ruleVerbs.contains(verb) || checkerVerbs.contains(verb),
                  Slug.wordCount(predicate) >= 3 else { return nil }
            return subject
        }
        return nil
    }

    /// What a linter's rule does to code, named as its subject: "This rule checks that …",
    /// "… flags …", "… reports …".
    private static let checkerVerbs: Set<String> = ["checks", "verifies", "flags", "reports", "warns", "detects"]

    /// "This rule is deprecated.", "This rule is enabled in the following configs: …", "This
    /// rule takes no arguments.": a sentence about a linter's rule itself (its state, its
    /// settings), not what it asks of a screen; a sentence whose subject is the rule and
    /// whose verb is not one that states it (`ruleSubject`).
    static func describesRuleItself(_ text: String) -> Bool {
        let words = Slug.words(String(text.prefix(60)))
        guard words.count >= 3, words[0] == "this" || words[0] == "the", words[1] == "rule" else { return false }
        return !ruleVerbs.contains(words[2]) && !checkerVerbs.contains(words[2]) && !["must", "should", "shall", "applies"].contains(words[2])
    }

    static let ruleVerbs: Set<String> = [
        "enforce", "enforces", "disallow", "disallows", "require", "requires", "ensure", "ensures", "prevent", "prevents",
        "forbid", "forbids", "prohibit", "prohibits", "prefer", "prefers", "avoid", "avoids",
    ]

    /// A sub-section that is one sample of a rule labelled by its verdict ("### Good", "###
    /// Invalid", "#### ❌ Incorrect"): code, no lines, nothing under it.
    static func isVerdictSample(_ section: Section) -> Bool {
        section.children.isEmpty && section.number == nil
            && (section.headingVerdict != nil || ExampleExtractor.label(section.title) != nil)
            && section.blocks.contains(where: \.isCode) && !section.blocks.contains(where: \.isList)
    }

    /// "Rule details", "Options", "Accessibility guidelines", "Resources", "How do I resolve
    /// this error?": a heading naming a part of one rule's page, not a subject of its own.
    static func namesRulePart(_ title: String) -> Bool {
        if namesRuleField(title) { return true }
        let plain = MarkdownInline.plain(title).trimmingSpaces()
        if plain.hasUTF8Suffix("?") { return true }
        let words = Slug.words(plain)
        guard let last = words.last, words.count <= 5 else { return false }
        // ("How to fix", "How to resolve": meeting the rule; "When not to use it": where it
        // does not apply.)
        return rulePartNouns.contains(last) || words.starts(with: ["how", "to"]) || words.first == "when"
    }

    private static let rulePartNouns: Set<String> = [
        "details", "options", "configuration", "settings", "guidelines", "standards", "resources", "references", "reading",
        "links", "usage", "examples", "version", "versions", "compatibility", "implementation", "notes", "exceptions",
    ]

    /// "Description", "Level", "How to check", "References": a heading that names a field of one rule.
    static func namesRuleField(_ title: String) -> Bool {
        guard title.utf8.count <= 40 else { return false }
        let name = Slug.words(MarkdownInline.plain(title)).joined(separator: " ")
        return ruleFieldLabels.contains(name) || statementFieldNames.contains(name) || severityFieldNames.contains(name)
            || namesTesting(title) || ruleFieldExtras.contains(name)
    }

    private static let ruleFieldExtras: Set<String> = [
        "background", "context", "notes", "note", "details", "explanation", "purpose", "objective", "goal", "intent",
        "resources", "related", "related rules", "see also", "further reading", "links", "sources", "standards", "tools",
    ]

    /// "Rule 4.1", "Criterion 2": a heading whose words only number its item.
    static func namesOnlyItsNumber(_ section: Section) -> Bool {
        guard section.number != nil else { return false }
        return Slug.words(MarkdownInline.plain(section.title)).allSatisfy { word in
            HeadingText.namesOneRequirement(word) || word.allSatisfy { $0.isNumber } || HeadingText.isDottedNumber(word)
        }
    }

    /// "Forms 2.0 - Rule 4.2.1": a page title that ends by numbering the one requirement of
    /// the page; the number.
    static func trailingRequirementNumber(_ title: String) -> String? {
        let words = title.split(separator: " ")
        guard words.count >= 2, case let number = words[words.count - 1].trimmingCharacters(in: .punctuationCharacters),
              HeadingText.isDottedNumber(number) || !number.isEmpty && number.allSatisfy(\.isNumber),
              HeadingText.namesOneRequirement(words[words.count - 2]) else { return nil }
        return number
    }

    /// Labels that name a part of one rule rather than a subject of its own.
    static let ruleFieldLabels: Set<String> = [
        "description", "summary", "rule", "rule id", "id", "identifier", "category", "reason", "rationale", "why", "because",
        "consequence", "consequences", "impact", "severity", "priority", "level", "fix", "how to fix", "remediation", "detection",
        "how to detect", "check", "how to check", "how to test", "test", "example", "examples", "applies to", "scope", "problem",
        "solution", "when", "then", "do", "instead", "exceptions", "exception", "references", "reference", "wcag", "see also",
    ]

    /// The identifier a field list gives its rule ("- **Rule ID**: UI_LABELS_001"): one word
    /// with a digit in it, under a label that names an identifier.
    static func fieldIdentifier(_ section: Section) -> String? {
        for entry in section.blocks.filter(\.isList).flatMap(\.children) {
            guard let lead = entry.leadParagraph, let label = fieldLabel(lead.plainText),
                  ["rule id", "id", "identifier"].contains(label),
                  let colon = lead.plainText.firstIndex(of: ":") else { continue }
            let value = lead.plainText[lead.plainText.index(after: colon)...].trimmingSpaces()
            if !value.isEmpty, value.count <= 40, !value.contains(where: \.isWhitespace), value.contains(where: \.isNumber) {
                return value
            }
        }
        return nil
    }

    /// Words that open a field of a rule in capitals: "WHEN … → DO …", "BECAUSE …".
    private static let fieldWords: Set<String> = ["WHEN", "IF", "BECAUSE", "THEN", "WHY", "UNLESS", "INSTEAD"]

    /// The label a line opens with, lower-cased: "Detection" for "Detection: …" (bold or not,
    /// up to eight words, no sentence in it), "when" for "WHEN …"; nil for a line without one.
    static func fieldLabel(_ text: String) -> String? {
        let line = text.trimmingSpaces()
        if let space = line.firstIndex(of: " "), fieldWords.contains(String(line[..<space])) {
            return line[..<space].lowercased()
        }
        guard let colon = line.firstIndex(of: ":"), line[colon...].hasUTF8Prefix(": ") || line.index(after: colon) == line.endIndex else { return nil }
        let label = line[..<colon]
        let words = Slug.words(String(label))
        guard (1...8).contains(words.count), !label.contains(where: { ".!?;".contains($0) }) else { return nil }
        return words.joined(separator: " ")
    }
}
