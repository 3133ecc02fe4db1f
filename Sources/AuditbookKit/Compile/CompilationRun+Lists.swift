import Foundation

/// Checklist lines: task lists anywhere, and the lines of checklist, principle and
/// anti-pattern sections.
extension CompilationRun {
    // MARK: List items

    /// Task-list lines (`- [ ] …`) anywhere in a section are checklist lines.
    mutating func collectTaskLists(_ blocks: [MarkdownBlock], path: [String], severity: Severity?) {
        var group: String?
        var groupLine = 0
        // "**Privacy policy MUST:**" over task lines: the keyword's severity is theirs, and its label.
        var labelSeverity: (severity: Severity, label: String)?
        // "Choose one:" over "- [ ] Ready to merge": answers to pick from, not checks.
        var aside: String?
        // "**Must have**", "**Nice to have**", "**Critical**" over task lines: the grade the
        // label names is its lines'; "**Required**" beside "**Nice to have**" too, as tiers
        // of one scale are read beside each other (`SectionTreeBuilder.tiers`).
        var groupSeverity: (severity: Severity, label: String)?
        var groupIsSummary = false
        let plainLabels = Self.listGroupLabels(blocks)
        let groupLabels = blocks.indices.map { blocks[$0].kind == .paragraph ? Self.boldGroupLabel(blocks[$0]) ?? plainLabels[$0] : nil }
        let labelTiers = Self.boldLabelTiers(groupLabels, of: blocks)
        let enclosing = statedSeverity
        defer { statedSeverity = enclosing }
        // The last task line of the list just read, while only a short label ("**Anti-patterns
        // to flag:**") stands between it and code: code whose comments mark its parts right or
        // wrong ("// ❌ Hard-coded", "// ✅ Semantic") gives that line its examples.
        var lastTaskLine: Int?
        for (index, block) in blocks.enumerated() {
            if case .code(let language) = block.kind {
                if let target = lastTaskLine, case let marked = ExampleExtractor.splitMarkedCode(block.text, language: language), !marked.isEmpty {
                    pending[target].item.examples += marked
                }
                lastTaskLine = nil
                continue
            }
            if lastTaskLine != nil, !(index + 1 < blocks.count && blocks[index + 1].isCode && block.isShortLabel()) {
                lastTaskLine = nil
            }
            if block.kind == .paragraph {
                group = groupLabels[index]
                groupSeverity = group.flatMap { label in
                    (labelTiers[index] ?? HeadingText.namedSeverity(Substring(label))).map { ($0, label) }
                }
                groupLine = block.startLine
                // (Only a short line ending in a colon is read: every paragraph of a section passes
                // here. The parser hands paragraphs over trimmed, so no copy is made to test them.)
                let text = block.text
                labelSeverity = text.utf8.count <= 120 && (text.hasUTF8Suffix(":") || text.hasUTF8Suffix(":**"))
                    ? StatementText.keywordSeverity(text).map { ($0.0, $0.1) } : nil
                aside = Self.asideLabel(text, overTaskLines: true)?.linesAre
                    ?? (index + 1 < blocks.count && blocks[index + 1].isList && Self.asksToChooseOptions(text) ? Self.optionPlace : nil)
                groupIsSummary = false
                continue
            }
            // "<!-- Mark the relevant option with an 'x' -->" over task lines: a form's options.
            if block.kind == .html, index + 1 < blocks.count, blocks[index + 1].isList, block.text.hasUTF8Prefix("<!--"),
               case let comment = block.text.dropFirst(4), let close = comment.range(of: "-->"),
               Self.asksToChooseOptions(String(comment[..<close.lowerBound])) {
                aside = Self.optionPlace
                continue
            }
            // "<details><summary>Images</summary>" over task lines: the folded part's name is
            // their group, as a bold line over them would be.
            if block.kind == .html, index + 1 < blocks.count, blocks[index + 1].isList, Self.isTaskList(blocks[index + 1]),
               let summary = HTMLMarkup.element("summary", in: block.text[...]).map({ StatementText.clean(String($0)).trimmingColons() }),
               !summary.isEmpty {
                (group, groupLine, labelSeverity, aside, groupIsSummary) = (summary, block.startLine, nil, nil, true)
                groupSeverity = HeadingText.namedSeverity(Substring(summary)).map { ($0, summary) }
                continue
            }
            guard case .list = block.kind else { group = nil; groupSeverity = nil; labelSeverity = nil; aside = nil; continue }
            defer { group = nil; groupSeverity = nil; labelSeverity = nil; aside = nil; statedSeverity = enclosing }
            let taskItems = block.children.filter { if case .item(task: .some) = $0.kind { return true } else { return false } }
            if let aside = aside ?? (Self.offersAnswers(taskItems, sectionTitle: path.last) ? "an answer to choose, not a requirement" : nil)
                ?? (Self.namesSigners(taskItems, sectionTitle: path.last) ? "a person or role who signs off, not a requirement" : nil)
                ?? (path.last.map(SectionRole.namesReviewRecord) == true ? Self.reviewRecordPlace : nil) {
                for item in taskItems { decideNotARequirement(item.startLine, "list line", item.leadParagraph?.plainText ?? "", aside) }
                continue
            }
            if let stated = labelSeverity ?? groupSeverity { statedSeverity = stated }
            let lineSeverity = labelSeverity?.severity ?? groupSeverity?.severity ?? severity
            guard !taskItems.isEmpty else {
                collectNestedTaskLines(of: block, path: group.map { path + [$0] } ?? path, severity: lineSeverity)
                continue
            }
            if let group {
                decide(groupLine, groupIsSummary ? "html" : "paragraph", .group, group,
                       groupIsSummary ? "names the folded part (<summary>) that holds the task lines below"
                            : blocks[index - 1].text.hasUTF8Prefix("**") || blocks[index - 1].text.hasUTF8Prefix("__") ? "bold line over the task lines below"
                            : "short line over the task lines below that names their group")
            }
            let before = pending.count
            addTaskLines(of: block, kind: .check, path: group.map { path + [$0] } ?? path, severity: lineSeverity,
                         sectionNumber: nil, why: "task line")
            if pending.count > before { lastTaskLine = pending.count - 1 }
        }
    }

    /// "3. **Test checklist**" over "- [ ] Labels are read": the task lines under a list
    /// entry without a box are checks, grouped under the entry's words (at any depth).
    mutating func collectNestedTaskLines(of list: MarkdownBlock, path: [String], severity: Severity?) {
        for (index, entry) in list.children.enumerated() where Self.groupsTaskLines(entry) {
            guard let lead = entry.leadParagraph else { continue }
            // "- Verify every variable is set" over "- [ ] Verified by: ____ Date: ____": the
            // box is where the check is signed, and the line above it is the check.
            let boxes = entry.children.filter { Self.isTaskList($0) }.flatMap(\.children)
            if !boxes.isEmpty, boxes.allSatisfy({ Self.isSignOffField($0.leadParagraph?.plainText ?? "") }) {
                addListItem(entry, index: index, list: list, kind: .check, path: path, severity: severity, sectionNumber: nil,
                            why: "list line over its sign-off box")
                for box in boxes {
                    decideNotARequirement(box.startLine, "list line", box.leadParagraph?.plainText ?? "",
                                          "a sign-off box for the line above: who checked it, and when")
                }
                continue
            }
            let group = StatementText.clean(lead.text).trimmingColons()
            let groupPath = group.isEmpty ? path : path + [group]
            decide(entry.startLine, "list line", .group, group, "list line over task lines")
            for nested in entry.children where nested.isList {
                if Self.isTaskList(nested) {
                    addTaskLines(of: nested, kind: .check, path: groupPath, severity: severity, sectionNumber: nil,
                                 why: "task line under a list line")
                } else {
                    collectNestedTaskLines(of: nested, path: groupPath, severity: severity)
                }
            }
        }
    }

    /// Whether half the lines of `list` (two at least) name headings of this document, with
    /// or without a remark in brackets ("Build requirements (Xcode 16)").
    /// (Read until the answer is known: most lists name no section, and are turned away once
    /// more than half their lines have failed.)
    func namesOwnSections(_ list: MarkdownBlock) -> Bool {
        let count = list.children.count
        guard count >= 2 else { return false }
        var naming = 0
        var failing = 0
        for entry in list.children {
            if let lead = entry.leadParagraph, case let title = StatementText.read(lead.text, words: hints.severityWords).title,
               sectionTitles.contains(Slug.phrase(title)) || sectionTitles.contains(Slug.phrase(Self.withoutParentheses(title))) {
                naming += 1
            } else {
                failing += 1
                // (Half the lines at least must name sections.)
                if failing * 2 > count { return false }
            }
        }
        return naming >= 2 && naming * 2 >= count
    }

    /// "- Xcode", "- Localization", "- Preparing your interface for localization" above a
    /// page's first heading: the trail of pages that leads to this one, its last line a
    /// heading of the page (its title), every line a name of a few words. Navigation, no
    /// requirements.
    func isBreadcrumbTrail(_ list: MarkdownBlock) -> Bool {
        guard case .list = list.kind, (2...8).contains(list.children.count) else { return false }
        var names: [String] = []
        for entry in list.children {
            guard entry.children.count <= 1, let lead = entry.leadParagraph, !lead.text.containsASCII("\n") else { return false }
            let name = MarkdownInline.plain(lead.text).trimmingSpaces()
            guard !name.isEmpty, name.utf8.count <= 80, Slug.wordCount(name) <= 8,
                  !name.contains(where: { ".!?:;".contains($0) }), !Self.isInstruction(name) else { return false }
            names.append(name)
        }
        return names.last.map { sectionTitles.contains(Slug.phrase($0)) } ?? false
    }

    /// "Verified by: ________ Date: ________", "Signed:": labels of blanks to fill in when
    /// signing a check off (at most three, of three words or fewer), nothing else.
    static func isSignOffField(_ text: String) -> Bool {
        let plain = text.filter { $0 != "_" }.trimmingSpaces()
        guard plain.hasUTF8Suffix(":"), plain.utf8.count <= 80 else { return false }
        let labels = plain.dropLast().split(separator: ":").map { $0.trimmingCharacters(in: .whitespaces) }
        return (1...3).contains(labels.count) && labels.allSatisfy { !$0.isEmpty && $0.split(separator: " ").count <= 3 }
    }

    /// Which of `labels` (the bold group label of each of `blocks`, `boldGroupLabel`), over
    /// lists, are tiers of one priority scale, by the index of their paragraph.
    static func boldLabelTiers(_ labels: [String?], of blocks: [MarkdownBlock]) -> [Int: Severity] {
        var overLists: [(index: Int, title: String)] = []
        for (index, label) in labels.enumerated() where index + 1 < blocks.count {
            guard let label, case .list = blocks[index + 1].kind else { continue }
            overLists.append((index, label))
        }
        guard overLists.count >= 2, let tiers = SectionTreeBuilder.tiers(among: overLists.map(\.title)) else { return [:] }
        return Dictionary(uniqueKeysWithValues: tiers.map { (overLists[$0.index].index, $0.severity) })
    }

    /// "**1.1.1 – Non-text content**", "**[Forms](…)**": a paragraph that is one bold line,
    /// standing as a heading over the list after it. Not a label ("**Note:**").
    static func boldGroupLabel(_ paragraph: MarkdownBlock) -> String? {
        // Most paragraphs are longer, open or end with something else, or are labels
        // ("**Correct:**"): turned away on their bytes, most on the first before any copy.
        let space = UInt8(ascii: " ")
        guard let first = paragraph.text.utf8.first(where: { $0 != space }),
              first == UInt8(ascii: "*") || first == UInt8(ascii: "_") else { return nil }
        let raw = Array(paragraph.text.utf8.prefix(131))
        guard raw.count <= 130, let start = raw.firstIndex(where: { $0 != space }),
              let end = raw.lastIndex(where: { $0 != space }), end - start >= 5,
              raw[start] == raw[start + 1], raw[end] == raw[end - 1], raw[start] == raw[end],
              raw[start] == UInt8(ascii: "*") || raw[start] == UInt8(ascii: "_"),
              raw[end - 2] != UInt8(ascii: ":"), raw[end - 2] != UInt8(ascii: "."),
              !raw.contains(UInt8(ascii: "\n")) else { return nil }
        let text = paragraph.text.trimmingSpaces()
        let inner = text.dropFirst(2).dropLast(2)
        guard !inner.containsUTF8("**"), !inner.containsUTF8("__") else { return nil }
        let plain = MarkdownInline.plain(text).trimmingSpaces()
        guard !plain.isEmpty, !plain.hasUTF8Suffix(":"), !plain.hasUTF8Suffix(".") else { return nil }
        return plain
    }

    /// "Security" over "- No secrets in logs", "UI (if applicable)" over "- Empty states
    /// checked": a line of a few words in title form, standing alone right above a list,
    /// names the list's group as a heading would; by the index of its paragraph. Read only
    /// where two such lines at least stand over lists: one alone as often introduces its list
    /// as names it. (Not a label with a role of its own: "Avoid:", "Usage tips:", "Choose
    /// one:", "Test with:", "Privacy policy MUST:", which are read where they stand.)
    /// (A bold line, "**Offline use**", is such a line too.)
    static func listGroupLabels(_ blocks: [MarkdownBlock]) -> [String?] {
        var labels = [String?](repeating: nil, count: blocks.count)
        var count = 0
        for index in blocks.indices.dropLast() where blocks[index].kind == .paragraph {
            guard case .list = blocks[index + 1].kind,
                  let label = plainGroupLabel(blocks[index].text) ?? boldGroupLabel(blocks[index]).flatMap({
                      asideLabel(blocks[index].text) == nil && doDontLabel($0) == nil && HeadingText.namedSeverity(Substring($0)) == nil ? $0 : nil
                  }) else { continue }
            // "**The site shows a short summary of its purpose**" over one line that explains
            // it: a requirement in bold, stated as a sentence, with its explanation; no name
            // of a group of lines.
            if explainsStatement(label, blocks[index + 1]) { continue }
            labels[index] = label
            count += 1
        }
        return count >= 2 ? labels : [String?](repeating: nil, count: blocks.count)
    }

    /// A sentence of six words or more (no title-cased name) over a list of one or two lines
    /// that are sentences themselves: the list explains the sentence.
    static func explainsStatement(_ label: String, _ list: MarkdownBlock) -> Bool {
        // (Not a name with a subtitle, "Scenario A: Red screen", over labelled fields, "**Cause:** …".)
        guard Slug.wordCount(label) >= 6, !isTitleCased(label), !label.containsASCII(":"), (1...2).contains(list.children.count) else {
            return false
        }
        return list.children.allSatisfy { entry in
            guard let lead = entry.leadParagraph, !isTaskList(list), !lead.text.hasUTF8Prefix("**") else { return false }
            let text = MarkdownInline.plain(lead.text).trimmingSpaces()
            return Slug.wordCount(text) >= 6 && (text.hasUTF8Suffix(".") || text.hasUTF8Suffix("!"))
        }
    }

    /// The bold sentence of `paragraph` when it stands over `list`, the line or two that
    /// explain it (`explainsStatement`); nil otherwise.
    static func explainedStatement(_ paragraph: MarkdownBlock, over list: MarkdownBlock) -> String? {
        guard paragraph.kind == .paragraph, list.isList, let stated = boldGroupLabel(paragraph), explainsStatement(stated, list) else {
            return nil
        }
        return stated
    }

    /// Why `--explain` shows such a line as a group.
    static let groupLineReason = "short line over the list below that names its group"

    /// The group a short line of plain text names for the list below it ("Error handling:"
    /// → "Error handling"), or nil where it is a sentence, an instruction or a label with a
    /// role of its own (see `listGroupLabels`).
    static func plainGroupLabel(_ text: String) -> String? {
        // Most paragraphs are sentences, longer than a label or over several lines: turned
        // away on their bytes.
        let bytes = text.utf8
        guard bytes.count <= 60, let first = bytes.first, !bytes.contains(UInt8(ascii: "\n")),
              ![UInt8(ascii: "*"), UInt8(ascii: "_"), UInt8(ascii: "["), UInt8(ascii: "<"), UInt8(ascii: "!"), UInt8(ascii: "`")].contains(first),
              !text.containsUTF8(". "), !text.containsUTF8("]("), !text.containsUTF8("`") else { return nil }
        let plain = MarkdownInline.plain(text).trimmingSpaces()
        let label = plain.trimmingColons()
        guard let initial = label.unicodeScalars.first, initial.properties.isUppercase || ("0"..."9").contains(initial),
              let last = label.last, last.isLetter || last.isNumber || last == ")",
              (1...6).contains(Slug.wordCount(label)), !Self.isInstruction(label), !Self.endsAwaitingObject(plain),
              Self.asideLabel(text) == nil, Self.asideLabel(text, overTaskLines: true) == nil, Self.doDontLabel(plain) == nil,
              StatementText.keywordSeverity(text) == nil else { return nil }
        return label
    }

    /// `namedChecklist`: the section's own title names a checklist (not only one above it).
    mutating func collectListItems(_ blocks: [MarkdownBlock], kind: ItemKind, path: [String],
                                           severity: Severity?, sectionNumber: String?, namedChecklist: Bool = true) {
        // A document that marks its checklist lines with boxes marks them all: the other
        // lists of a section with task lines (legends, links, notes) are not checks, nor are
        // the plain lists of a sub-section of a checklist ("### Getting ready" beside boxed
        // sections). Task lines are collected apart. A section named as a checklist with no
        // boxes at all is read whole.
        let boxed = kind == .check && usesTaskLists && (!namedChecklist || blocks.contains { block in
            if case .list = block.kind { return Self.isTaskList(block) } else { return false }
        })
        var aside: String?
        // "**DO:**" over a list in a section named for mistakes: that list says what to do.
        var labelsDos = false
        // "Security" or "**Security**" over "- No secrets in logs": the line names the group of
        // the lines below, as a heading would.
        let groupLabels = Self.listGroupLabels(blocks)
        var group: (title: String, line: Int)?
        for (index, block) in blocks.enumerated() {
            if block.kind == .paragraph {
                // ("There are several patterns that can help:" over what each does: the kinds
                // there are, named, not lines to check.)
                aside = Self.asideLabel(block.text)?.linesAre
                    ?? (Self.namesKindsBelow(block.plainText) ? "names a kind of thing and what it is or does, not a requirement" : nil)
                labelsDos = kind == .antiPattern && Self.doDontLabel(block.plainText) == .correct
                group = groupLabels[index].map { ($0, block.startLine) }
                continue
            }
            guard case .list = block.kind else { aside = nil; labelsDos = false; group = nil; continue }
            defer { aside = nil; labelsDos = false; group = nil }
            if boxed {
                // ("### Getting ready" › "- **Simulator:** open the app" beside boxed sections.)
                if !Self.isTaskList(block) { skipLines(of: block, "plain line (the document boxes its checklist lines)") }
                continue
            }
            // "**Usage tips:**" over "1. Copy this checklist…": how to use the document.
            if let aside, !Self.isTaskList(block) {
                skipLines(of: block, aside)
                continue
            }
            if Self.isSettingsList(block) {
                skipSettings(block)
                continue
            }
            // "**Critical sections:**" over "- ✅ Privacy manifest file", "- ✅ No debug code":
            // a summary naming the document's own sections, not checks of its own.
            if namesOwnSections(block) {
                skipLines(of: block, "names sections of this document (a summary of its contents)")
                continue
            }
            // A topic named for mistakes whose lines each say what to do ("## Mistakes" over
            // "- Anticipate mistakes …", "- Offer a way to undo …"): how to handle people's
            // mistakes, rules, not mistakes to avoid.
            let listKind = kind == .antiPattern && (labelsDos || Self.listsWhatToDo(block)) ? ItemKind.rule : kind
            if let group { decideGroup(group.line, "paragraph", group.title, Self.groupLineReason) }
            let listPath = group.map { path + [$0.title] } ?? path
            for (index, item) in block.children.enumerated() where !(usesTaskLists && Self.groupsTaskLines(item)) {
                addListItem(item, index: index, list: block, kind: listKind, path: listPath, severity: severity, sectionNumber: sectionNumber,
                            why: labelsDos ? "line under a Do label in a section named for mistakes"
                                : listKind != kind ? "instruction in a section named for mistakes (says what to do)"
                                : "line of a \(kind == .check ? "checklist" : kind == .principle ? "principles" : "anti-patterns") section",
                            titleIsFirstSentence: listKind != kind)
            }
        }
    }

    mutating func skipSettings(_ list: MarkdownBlock) {
        skipLines(of: list, "setting: names a value in code, states no requirement")
    }

    /// Records each line of `list` as one the compiler knows states no requirement.
    mutating func skipLines(of list: MarkdownBlock, _ reason: String) {
        for entry in list.children {
            decideNotARequirement(entry.startLine, "list line", entry.leadParagraph?.plainText ?? "", reason)
        }
    }

    /// Each task line of `list` (its plain lines aside) as an item.
    mutating func addTaskLines(of list: MarkdownBlock, kind: ItemKind, path: [String], severity: Severity?,
                                       sectionNumber: String?, why: String) {
        // "- [ ] Objects stay visible" then "- - Options stay visible": where every other line
        // of a list of task lines has that form (an empty line over a list of one line), each
        // is a task line whose box was typed as a second dash.
        func dashedLine(_ child: MarkdownBlock) -> MarkdownBlock? {
            guard case .item(task: nil) = child.kind, child.leadParagraph == nil, child.children.count == 1,
                  let inner = child.children.first, case .list(ordered: false, _) = inner.kind, inner.children.count == 1,
                  let line = inner.children.first, case .item(task: nil) = line.kind, line.leadParagraph != nil else { return nil }
            return line
        }
        let readsDashes = list.children.allSatisfy { child in
            if case .item(task: .some) = child.kind { return true } else { return dashedLine(child) != nil }
        }
        for (index, child) in list.children.enumerated() {
            guard case .item(task: .some) = child.kind else {
                if readsDashes, let line = dashedLine(child), let inner = child.children.first {
                    addListItem(line, index: 0, list: inner, kind: kind, path: path, severity: severity, sectionNumber: sectionNumber,
                                why: "task line whose box was typed as a dash")
                } else if let lead = child.leadParagraph, StatementText.isIconMarkedResource(lead.text) {
                    decideNotARequirement(child.startLine, "list line", lead.plainText, Self.iconMarkedResourceReason)
                } else if let lead = child.leadParagraph, !child.children.contains(where: \.isList) {
                    // "- **Score**: _/5" among task lines: no box, so no check (a line that
                    // reads as a requirement is one `checklist lint` names: its box may be missing).
                    decide(child.startLine, "list line", .skipped, lead.plainText, "plain line among task lines (no box)")
                }
                continue
            }
            // "- [ ] Screenshot: `home-dark.png`": the evidence to keep, attached to an answer,
            // not a check of the screen.
            if let lead = child.leadParagraph, Self.namesEvidenceFile(lead.plainText) {
                decideNotARequirement(child.startLine, "list line", lead.plainText, Self.evidencePlace)
                continue
            }
            addListItem(child, index: index, list: list, kind: kind, path: path, severity: severity, sectionNumber: sectionNumber, why: why)
        }
    }

    static func dedent(_ text: String) -> String {
        let lines = text.lineSlices()
        let indent = lines.filter { !$0.allSatisfy(\.isWhitespace) }
            .map { $0.prefix { $0 == " " }.count }.min() ?? 0
        return lines.map { String($0.dropFirst(min(indent, $0.prefix { $0 == " " }.count))) }.joined(separator: "\n")
    }
}

/// Splits a list item's first paragraph into a title and the rest.
enum ListItemText {
    static func split(_ text: String, kind: ItemKind) -> (title: String, rest: String) {
        let trimmed = text.replacingNewlinesWithSpaces().trimmingSpaces()
        // "**Title:** rest" or "**Title** — rest"
        // (Not "**Untitled** attachments": bold words the sentence runs on from are emphasis.)
        if trimmed.hasUTF8Prefix("**"), let close = trimmed[trimmed.index(trimmed.startIndex, offsetBy: 2)...].firstUTF8Range(of: "**"),
           case let after = trimmed[close.upperBound...],
           after.isEmpty || !after.hasUTF8Prefix(" ") || after.hasUTF8Prefix(" —") || after.hasUTF8Prefix(" –") || after.hasUTF8Prefix(" -")
            || trimmed[..<close.lowerBound].hasUTF8Suffix(":") || trimmed[..<close.lowerBound].hasUTF8Suffix(".") {
            var title = String(trimmed[trimmed.index(trimmed.startIndex, offsetBy: 2)..<close.lowerBound])
            var rest = Substring(trimmed[close.upperBound...])
            while title.hasUTF8Suffix(":") || title.hasUTF8Suffix(".") { title.removeLast() }
            rest = rest.drop { $0 == ":" || $0 == " " || $0 == "—" || $0 == "–" || $0 == "-" || $0 == "." }
            if !rest.isEmpty || kind != .check {
                return (title.trimmingSpaces(), String(rest))
            }
        }
        guard kind == .principle || kind == .antiPattern else { return (trimmed, "") }
        // A principle's title is its first sentence.
        if let end = sentenceEnd(trimmed) {
            let title = String(trimmed[..<end]).trimmingSpaces()
            return (title, trimmed)
        }
        var title = trimmed
        while title.hasUTF8Suffix(".") { title.removeLast() }
        return (title, title == trimmed ? "" : trimmed)
    }

    private static func sentenceEnd(_ text: String) -> String.Index? {
        var inCode = false
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if character == "`" { inCode.toggle() }
            let next = text.index(after: index)
            // (Not the stop of "e.g.", "i.e.", "etc.", "vs.": "… re-orient the device (e.g. a
            // game) …" goes on.)
            if !inCode, character == "." || character == "!" || character == "?" || character == ";",
               next == text.endIndex || text[next] == " ", next < text.endIndex,
               character != "." || !CompilationRun.endsWithAbbreviation(text[..<index]) {
                return index
            }
            if !inCode, character == " ", text[next...].hasUTF8Prefix("-- ") || text[next...].hasUTF8Prefix("— ") {
                return index
            }
            index = next
        }
        return nil
    }
}

import Foundation

extension CompilationRun {
    /// A link whose target is a page of the project ("doc/Headings.md",
    /// "./rules/contrast.md#level", a site's "testers" or "guides/forms.html"), not a web
    /// address, an anchor of this page or a file such as an image.
    static func linksToLocalPage(_ markdown: String) -> Bool {
        guard let open = markdown.firstUTF8Range(of: "]("), let close = markdown[open.upperBound...].firstIndex(of: ")") else { return false }
        // (A link's title, `(forms.md "Forms")`, follows its target after a space.)
        let target = (markdown[open.upperBound..<close].split(separator: " ").first ?? "").lowercased()
        guard !target.containsUTF8("://"), !target.hasUTF8Prefix("#"), !target.hasUTF8Prefix("mailto:") else { return false }
        let path = target.split(separator: "#", maxSplits: 1).first ?? ""
        guard let name = path.split(separator: "/").last, !name.isEmpty else { return !path.isEmpty }
        guard let dot = name.lastIndex(of: ".") else { return true }
        return ["md", "mdx", "markdown", "html", "htm"].contains(name[name.index(after: dot)...])
    }
}
