import Foundation

extension CompilationRun {
    // MARK: Finishing

    /// Assigns final IDs (unique within the checklist) and resolves cross-references.
    mutating func finish(checklistID: String) -> [ChecklistItem] {
        // The items in the order the document states them (`documentOrder`): entry
        // `order[position]` becomes item `position`.
        let order = documentOrder()
        var position = Array(pending.indices)
        for (at, index) in order.enumerated() { position[index] = at }
        var used: [String: Int] = [:]
        // Numbering that restarts under unnumbered headings ("1. Labels" under Accessibility,
        // "1. Setup" under Localization) is qualified by the heading, for every such item.
        var numberCounts: [String: Int] = [:]
        // Entries are read in place, by index: copying each (an item's dozen strings and
        // lists retained and released) was a large part of finishing a long document.
        for index in pending.indices where pending[index].item.number != nil && pending[index].localID == pending[index].item.number {
            numberCounts[pending[index].localID, default: 0] += 1
        }
        let numbersCollide = numberCounts.values.contains { $0 > 1 }
        var items: [ChecklistItem] = []
        items.reserveCapacity(pending.count)
        for index in order {
            var local = pending[index].localID
            if numbersCollide, let parent = pending[index].parentTitle, pending[index].item.number != nil, local == pending[index].item.number {
                local = Slug.make(parent, maxWords: 4) + "-" + local
            }
            // A repeated ID takes the next free "-N": "foo", "foo-2", … (a document may also
            // have an item whose own slug is "foo-2", so the suffix is checked too).
            let base = local
            var seen = used[base, default: 0]
            while used[local] != nil {
                seen += 1
                local = "\(base)-\(seen + 1)"
            }
            used[base] = seen
            used[local] = 0
            items.append(pending[index].item)
            items[items.count - 1].id = "\(checklistID)/\(local)"
            // "- Headings use heading elements;" in a list written as one sentence: the
            // separator is not part of the requirement.
            if let last = items[items.count - 1].title.utf8.last, last == UInt8(ascii: ";") || last == UInt8(ascii: ",") {
                items[items.count - 1].title = String(items[items.count - 1].title.dropLast()).trimmingSpaces()
            }
            // "### Hints should:" over its lines: the colon opens the lines, it is not part of
            // the section's name.
            if items[items.count - 1].sectionPath.contains(where: { $0.utf8.last == UInt8(ascii: ":") }) {
                items[items.count - 1].sectionPath = items[items.count - 1].sectionPath.map(Self.withoutOpeningColon)
            }
        }
        for index in decisions.indices {
            if let pendingIndex = decisions[index].pendingIndex, pendingIndex < items.count {
                decisions[index].itemID = items[position[pendingIndex]].id
            }
        }
        // Cross-references by section number.
        var bySection: [String: [String]] = [:]
        for index in items.indices where items[index].kind != .check {
            if let number = items[index].sectionNumber ?? items[index].number { bySection[number, default: []].append(items[index].id) }
        }
        // Section numbers in UTF-8 byte order, so a group's subsections are found by a binary
        // search rather than a scan of every number per reference.
        var sortedNumbers: [String]?
        for (index, entry) in order.enumerated() {
            for reference in pending[entry].references {
                var targets = bySection[reference] ?? []
                if targets.isEmpty {
                    // A group section: point at its numbered rules.
                    if sortedNumbers == nil { sortedNumbers = bySection.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) } }
                    targets = Self.numbers(in: sortedNumbers!, under: reference).flatMap { bySection[$0] ?? [] }.sorted().prefix(6).map { $0 }
                }
                if targets.isEmpty {
                    findings.append(DocumentFinding(kind: .missingSection, line: items[index].line,
                                                    message: "refers to section \(reference), which the document does not have"))
                }
                for target in targets where target != items[index].id && !items[index].related.contains(target) {
                    items[index].related.append(target)
                }
            }
        }
        return items
    }

    /// A section's name as its path shows it: "Hints should:" → "Hints should".
    static func withoutOpeningColon(_ title: String) -> String {
        var text = title[...]
        while text.last == ":" || text.last == " " { text = text.dropLast() }
        return text.isEmpty ? title : String(text)
    }

    /// The numbers of `sorted` (in UTF-8 byte order) that begin with `group` and a dot
    /// ("3.1", "3.2.4" under "3"): one run of `sorted`, found by binary search.
    static func numbers(in sorted: [String], under group: String) -> ArraySlice<String> {
        let prefix = Array((group + ".").utf8)
        var low = 0, high = sorted.count
        while low < high {
            let middle = (low + high) / 2
            if sorted[middle].utf8.lexicographicallyPrecedes(prefix) { low = middle + 1 } else { high = middle }
        }
        var end = low
        while end < sorted.count, sorted[end].utf8.starts(with: prefix) { end += 1 }
        return sorted[low..<end]
    }
}


/// "Section 11.3", "Rule 4.3", "§ 2.1" in an item's text.
enum CrossReference {
    /// The words that introduce a reference, lower case; a match ignores ASCII case.
    private static let words = ["section ", "sections ", "rule ", "§"].map { Array($0.utf8) }

    /// Section numbers the text refers to ("see Section 11.3", "Rule 2.1", "§4"), each
    /// once: those after "section " first, in order, then "sections ", "rule " and "§".
    static func find(in text: String) -> [String] {
        // (Most texts name no section at all: told before their code is taken out, which
        // only takes matches away.)
        guard !matches(in: text).isEmpty else { return [] }
        // Code and diagrams are not prose: "Section 1" in a fenced block refers to nothing.
        let text = withoutFencedCode(text)
        var matches = matches(in: text)
        matches.sort { ($0.word, $0.end) < ($1.word, $1.end) }
        var result: [String] = []
        var lastEnd = (word: -1, end: 0)
        for match in matches {
            // Matches of one word never overlap, as when searching on from the last match.
            if match.word == lastEnd.word, match.end - words[match.word].count < lastEnd.end { continue }
            lastEnd = match
            let after = text.utf8[text.utf8.index(text.startIndex, offsetBy: match.end)...]
            let number = Substring(after).drop { $0 == " " }.prefix { $0.isNumber || $0 == "." }
            let cleaned = String(number).trimmingDots()
            if let first = cleaned.first, first.isNumber, !result.contains(cleaned) { result.append(cleaned) }
        }
        return result
    }

    /// Every word's matches, found in one pass over the bytes (in the order `find` sorts
    /// them into: by word, then position, as if each word had been searched for in turn).
    private static func matches(in text: String) -> [(word: Int, end: Int)] {
        var matches: [(word: Int, end: Int)] = []
        text.withUTF8Buffer { bytes in
            for start in bytes.indices {
                let first = bytes[start]
                guard first == UInt8(ascii: "s") || first == UInt8(ascii: "S") || first == UInt8(ascii: "r")
                    || first == UInt8(ascii: "R") || first == 0xC2 else { continue }
                for (number, word) in words.enumerated() where bytes.hasBytes(word, at: start, ignoringASCIICase: true) {
                    matches.append((number, start + word.count))
                }
            }
        }
        return matches
    }

    /// `text` without its fenced code blocks (``` or ~~~ fences, as CommonMark opens them:
    /// at most three spaces in); the text itself when it has none.
    static func withoutFencedCode(_ text: String) -> String {
        guard text.containsUTF8("```") || text.containsUTF8("~~~") else { return text }
        var kept: [Substring] = []
        var fence: Substring?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let indent = line.prefix { $0 == " " }.count
            let body = line.dropFirst(indent)
            let marker = body.first == "`" || body.first == "~" ? body.prefix { $0 == body.first } : ""
            if let open = fence {
                if indent <= 3, marker.count >= open.count, marker.first == open.first,
                   body.dropFirst(marker.count).allSatisfy({ $0 == " " }) { fence = nil }
                continue
            }
            if indent <= 3, marker.count >= 3 { fence = marker; continue }
            kept.append(line)
        }
        return kept.joined(separator: "\n")
    }
}

extension CompilationRun {
    /// Drops the items read from lists of short names (`Pending.namesValue`) where the
    /// document states three requirements or more otherwise: there the names are a page's
    /// styles, states or tabs ("Compact", "Windowed", "Main"), not what to check.
    mutating func dropValueNames() {
        let names = Set(pending.indices.filter { pending[$0].namesValue })
        guard !names.isEmpty, pending.count - names.count >= 3 else { return }
        dropPending(names, reason: "names a style, state or feature (a list of short names beside the document's requirements)")
    }

    /// Gives each sample section (`sampleSections`) to the one item whose title holds every
    /// term of the section's title, two at least ("### Semantic system styles" to "Prefer
    /// semantic system styles over custom colours"), where that item has no examples yet: the
    /// code is its Correct / Incorrect examples. A title that fits no item, or several, stays
    /// a sample of the document.
    mutating func attachSampleSections() {
        guard !sampleSections.isEmpty, !pending.isEmpty else { return }
        let itemTerms = pending.map { Set(TextSimilarity.terms($0.item.title)) }
        for sample in sampleSections {
            let terms = Set(TextSimilarity.terms(sample.title))
            guard terms.count >= 2 else { continue }
            let fits = pending.indices.filter { terms.isSubset(of: itemTerms[$0]) }
            guard fits.count == 1, let index = fits.first, pending[index].item.examples.isEmpty else { continue }
            pending[index].item.examples = sample.examples
            if let decision = decisions.lastIndex(where: { $0.line == sample.line && $0.block == "heading" }) {
                decisions[decision].reason = "examples of the item \"\(pending[index].item.title)\" (its title's words are that item's): its Correct / Incorrect code"
            }
        }
    }

    /// Drops the headings that only name the component or API their code shows
    /// (`Pending.isCodeDemo`) where the document states three requirements or more otherwise
    /// (a component page's Do / Don't lists above its demos). They were weak marks: the
    /// count of those goes down with them.
    mutating func dropCodeDemos() {
        let demos = Set(pending.indices.filter { pending[$0].isCodeDemo })
        guard !demos.isEmpty, pending.count - demos.count >= 3 else { return }
        dropPending(demos, reason: "names the component or API its code shows, over prose that instructs nobody: a demo, beside the document's requirements")
        weakItemCount -= demos.count
    }

    /// Drops the numbered chapters that explain and instruct nobody (`Pending.isExplanation`)
    /// where the document states three requirements or more otherwise: a textbook page's "## 1.
    /// Why design systems exist" beside its checklist is what the checklist rests on, not a
    /// rule to ask.
    mutating func dropExplanations() {
        let chapters = Set(pending.indices.filter { pending[$0].isExplanation })
        guard !chapters.isEmpty, pending.count - chapters.count >= 3 else { return }
        dropPending(chapters, reason: "a numbered chapter that explains and instructs nobody, beside the document's requirements")
    }

    /// Drops the numbered steps of a procedure ("## Review workflow" over "1. Run the
    /// checklist", "2. Rank the findings") where the document states three requirements or
    /// more otherwise: the steps say how to go about the review, not what to ask in it.
    mutating func dropProcedureSteps() {
        let steps = Set(pending.indices.filter { pending[$0].isProcedureStep })
        guard !steps.isEmpty, pending.count - steps.count >= 3 else { return }
        dropPending(steps, reason: "a step of a procedure (how to go about the work, beside the document's requirements)")
        droppedStepCount = steps.count
    }

    /// Drops the items titled only by a template's blanks ("### [MUST FIX / CONSIDER] —
    /// [Short description]", "- [ ] [List the docs to update]": a report format's headings
    /// and lines) where the document states requirements otherwise. (A template alone keeps
    /// them: its blanks are the shape of the rules it asks for.)
    mutating func dropPlaceholders() {
        let blanks = pendingIndices(whereTitle: Self.isPlaceholder)
        guard !blanks.isEmpty, pending.count > blanks.count else { return }
        dropPending(blanks, reason: "a template's blanks, to be filled in: nothing to check")
    }

    /// Drops the lines that tell the reader to use the document itself ("You MUST use this
    /// skill for any accessibility work", "Do not skip this router for quick questions"):
    /// when to read it, addressed to its reader or tool, not what a screen must do. (Kept
    /// where they are all the document asks: a router skill's topics are read as its checks
    /// and it is not refused.)
    mutating func dropDocumentUse() {
        let uses = pendingIndices(whereTitle: Self.instructsUseOfDocument)
        guard !uses.isEmpty, pending.count > uses.count else { return }
        dropPending(uses, reason: "tells the reader to use the document itself: when to read it, not what to check")
    }

    /// Drops the fields of the document's own record ("- **Version**: 1.0.0", "- **Author**:
    /// Design team", "- **Name**: settings-review"): two or more in one section, each a
    /// record's key and a value of four words at most. What the document is, not a check.
    mutating func dropRecordFields() {
        let fields = pending.indices.filter { Self.isRecordField(pending[$0].item.title) }
        let bySection = Dictionary(grouping: fields) { pending[$0].item.sectionPath }
        let dropped = Set(bySection.values.filter { $0.count >= 2 }.joined())
        guard !dropped.isEmpty, pending.count > dropped.count else { return }
        dropPending(dropped, reason: "a field of the document's own record (its name, version, author): not a check")
    }

    static func isRecordField(_ title: String) -> Bool {
        // (Looked for on the bytes: this runs for every item of a document.)
        guard title.utf8.count <= 80, let colon = title.utf8.firstIndex(of: UInt8(ascii: ":")) else { return false }
        let key = Slug.words(String(title[..<colon])).joined(separator: " ")
        let value = title[title.index(after: colon)...]
        return recordKeys.contains(key) && (1...4).contains(Slug.wordCount(String(value)))
    }

    private static let recordKeys: Set<String> = [
        "name", "version", "author", "authors", "owner", "owners", "maintainer", "maintainers", "role", "status", "created",
        "updated", "last updated", "date", "license",
    ]

    /// Whether `title` instructs its reader to use, skip or follow the document itself: a
    /// verb of using right before "this skill", "these guidelines" and the like.
    static func instructsUseOfDocument(_ title: String) -> Bool {
        if copiesTheFile(title) { return true }
        guard title.containsUTF8("this ") || title.containsUTF8("This ") || title.containsUTF8("these ") else { return false }
        let words = Slug.words(title)
        return words.indices.dropFirst().dropLast().contains { index in
            (words[index] == "this" || words[index] == "these") && SectionRole.documentNouns.contains(words[index + 1])
                && documentUseVerbs.contains(words[index - 1])
        }
    }

    /// "Copy & paste the file content from below", "Save the block below as a rule file":
    /// how to put the document's own text to use (a rule file it gives to copy), not a check.
    static func copiesTheFile(_ title: String) -> Bool {
        guard title.utf8.count <= 120, title.containsUTF8("below") || title.containsUTF8("following") || title.containsUTF8("above") else {
            return false
        }
        let words = Slug.words(title)
        guard let first = words.first, ["copy", "paste", "save", "add", "put", "place"].contains(first) else { return false }
        return words.contains(where: ["below", "following", "above"].contains)
            && words.contains(where: ["block", "file", "content", "contents", "snippet", "text", "header", "rule", "rules"].contains)
    }

    private static let documentUseVerbs: Set<String> = [
        "use", "skip", "invoke", "load", "read", "consult", "activate", "trigger", "bypass", "ignore", "apply", "follow",
    ]

    /// The indices of the pending entries whose title `test` holds for, tested side by side
    /// in a long document (the tests of every item's title before a reading is finished: 25 ms
    /// in turn on the benchmark's 10 MB corpus).
    func pendingIndices(whereTitle test: @Sendable (String) -> Bool) -> Set<Int> {
        let shares = parallelism.forWork(.tasks(pending.count / 4096)).jobs
        let found = Parallelism(jobs: shares).map(Array(0..<shares)) { [pending] share in
            Parallelism.share(share, of: shares, count: pending.count).filter { test(pending[$0].item.title) }
        }
        return Set(found.joined())
    }

    /// The pending entries' indices in the order the document states them: a section's task
    /// lines are read before its paragraphs, quotes and tables, so a requirement set apart in
    /// a quote above the lines came after them. (Stable: entries of one line keep the order
    /// they were read in. The entries stay where they are: moving them would copy each.)
    func documentOrder() -> [Int] {
        guard zip(pending, pending.dropFirst()).contains(where: { $0.item.line > $1.item.line }) else { return Array(pending.indices) }
        return pending.indices.sorted { (pending[$0].item.line, $0) < (pending[$1].item.line, $1) }
    }

    /// Takes the entries at `dropped` out of `pending`; their decisions become skips for
    /// `reason` (known non-requirements), and every other decision follows its entry.
    mutating func dropPending(_ dropped: Set<Int>, reason: String) {
        var newIndex: [Int: Int] = [:]
        var kept: [Pending] = []
        kept.reserveCapacity(pending.count - dropped.count)
        for index in pending.indices where !dropped.contains(index) {
            newIndex[index] = kept.count
            kept.append(pending[index])
        }
        pending = kept
        for index in decisions.indices {
            guard let pendingIndex = decisions[index].pendingIndex else { continue }
            if dropped.contains(pendingIndex) {
                decisions[index].pendingIndex = nil
                decisions[index].outcome = .skipped
                decisions[index].reason = reason
                decisions[index].isKnownNonRequirement = true
            } else {
                decisions[index].pendingIndex = newIndex[pendingIndex]
            }
        }
    }
}

extension CompilationRun {
    /// Whether the run found nothing but lines that link to WCAG criteria (or nothing).
    var holdsOnlyCriterionReferences: Bool { pending.allSatisfy { $0.namesCriterion != nil } }

    /// Lines that only link to a WCAG success criterion (`Pending.namesCriterion`), where the
    /// document states requirements besides: no items of their own, their numbers stated
    /// criteria of the requirements they stand among (their section's, or where that section
    /// holds nothing else, its parent's) where they name none of their own. A document of
    /// nothing but such lines keeps them as its items: a list of criteria to check.
    mutating func foldCriterionReferences() {
        let references = Set(pending.indices.filter { pending[$0].namesCriterion != nil })
        guard !references.isEmpty else { return }
        // Alone, they are a list of criteria to check; unless their section says they are the
        // criteria a page meets ("Applicable WCAG Success Criteria", "Related criteria") and
        // the page states nothing else: then it has no requirements.
        if pending.count == references.count {
            let onlyNamesMet = references.allSatisfy { index in
                let words = Slug.words(pending[index].item.sectionPath.last ?? "")
                return words.contains { ["applicable", "related", "relevant", "references", "reference"].contains($0) }
            }
            guard onlyNamesMet else { return }
        }
        // (An item that names criteria of its own keeps those: a page's list of every
        // criterion its rules check is no criterion of each rule.)
        let namesOwn = Set(pending.indices.filter { index in
            !references.contains(index) && !CriterionMapping.named(in: pending[index].item, listed: pending[index].item.criteria?.map(\.num) ?? [],
                                                                   aboutWCAG: false).isEmpty
        })
        let requirementSections = Set(pending.indices.filter { !references.contains($0) }.map { pending[$0].item.sectionPath })
        for reference in references.sorted() {
            guard let num = pending[reference].namesCriterion else { continue }
            var scope = pending[reference].item.sectionPath[...]
            if !requirementSections.contains(pending[reference].item.sectionPath), !scope.isEmpty { scope = scope.dropLast() }
            for index in pending.indices where !references.contains(index) && !namesOwn.contains(index) && pending[index].item.sectionPath.starts(with: scope) {
                var criteria = pending[index].item.criteria ?? []
                guard !criteria.contains(where: { $0.num == num }) else { continue }
                criteria.append(CriterionRef(num: num, source: .document))
                pending[index].item.criteria = criteria
            }
        }
        dropPending(references, reason: pending.count == references.count
                        ? "names a WCAG success criterion the page meets (the page states no requirement)"
                        : "names a WCAG success criterion: it is given to the requirements of its section")
        weakItemCount = max(0, weakItemCount - references.count)
    }
}
