/// One section as `CompilationRun.walk` reads it: where it stands, the role it is read in
/// and the severity its items take, worked out before its body is read.
struct SectionVisit {
    /// What became of the section's sub-sections: read with it (or deliberately not), or
    /// still to be walked as children.
    enum Outcome { case readChildren, done }

    let section: Section
    /// The path of the section's parent.
    let path: [String]
    /// The path its items take (the parent's for the document's title).
    let sectionPath: [String]
    let severity: Severity?
    /// The fields its body states ("**Severity:** High", "**Impact:** …").
    let metadata: LabelledFields
    /// The role it is read in, its own (`ownRole`, from its title) or one it takes from its
    /// parent (`parentRole`).
    let role: SectionRole
    let ownRole: SectionRole
    let parentRole: SectionRole
    let isDocumentTitle: Bool
    let parentIsUnnumbered: Bool
    let siblings: [Section]
    /// How many of its siblings are rules over their examples.
    let ruleSiblings: Int
    /// The heading's Do / Don't verdict, read only where a block asks for it.
    let labelVerdict: () -> CodeExample.Verdict?
}

/// The sections `walk` reads as checklists and as principles or anti-patterns.
extension CompilationRun {
    /// A section read as a checklist: its lines (task lines, list lines, table rows) are checks;
    /// a heading under a checklist over prose of its own and no lines is one.
    mutating func readChecklistSection(_ visit: SectionVisit) -> SectionVisit.Outcome {
        let section = visit.section, sectionPath = visit.sectionPath, severity = visit.severity, metadata = visit.metadata,
            ownRole = visit.ownRole, isDocumentTitle = visit.isDocumentTitle, parentIsUnnumbered = visit.parentIsUnnumbered
        let before = pending.count
        let decided = decisions.count
        if usesTaskLists { collectTaskLists(section.blocks, path: sectionPath, severity: severity) }
        let beforeLines = pending.count
        collectListItems(section.blocks, kind: .check, path: sectionPath, severity: severity, sectionNumber: section.number,
                         namedChecklist: ownRole == .checklist)
        // "## Mac citizen checklist" over `| Area | Requirement |`: a requirement table's rows.
        let tables = section.blocks.filter { $0.kind == .table }
        if !tables.isEmpty {
            // (Only the tables are read here: a table of bounds beside code or prose is the
            // heading's detail, `addRule` below.)
            collectStatements(tables, path: sectionPath, severity: severity, sectionNumber: section.number, kind: .check,
                              readsBounds: false)
        }
        // Plain lines under a checklist's name mark no more than the name does: where
        // nothing else is marked, the document's other plain lists are read too.
        if !usesTaskLists { weakItemCount += pending.count - beforeLines }
        if pending.count > beforeLines { namesItsRequirements = true }
        // No line of its own became or joined an item.
        let holdsNoLines = pending.count == before && !decisions[decided...].contains { $0.outcome == .item }
        // "## Acceptance criteria" › "### Scenario 2.1: Every control has a name" over its
        // Given / When / Then: a heading under a checklist, over prose of its own and no
        // lines, is one check (a numbered one, or one that reads as a statement).
        // (Not a heading over prose that only says what the rules below cover: "These rules
        // focus on the page's appearance …", nor one whose prose only sends the reader on:
        // "Note: for system errors, see [System messages](#system-messages).")
        if holdsNoLines, section.children.isEmpty, !isDocumentTitle, ownRole == .guidance,
           section.number != nil || section.isRuleHeading || Slug.wordCount(section.title) >= 3,
           section.blocks.contains(where: { Self.isProse($0) || $0.kind == .paragraph }),
           !section.blocks.allSatisfy({ $0.kind == .paragraph && (Self.describesDocument($0.plainText) || StatementText.sendsReaderOn($0.text)) }) {
            addRule(section, path: sectionPath, severity: severity, metadata: metadata, parentIsUnnumbered: parentIsUnnumbered,
                    kind: .check, why: "heading under a checklist, over prose of its own")
            return .done
        }
        // (Decided after its lines: the explanation lists decisions by line.)
        decide(section.line, "heading", .group, section.title, "checklist section")
        // (A list the compiler knows states no requirement, such as settings, is no omission.)
        if holdsNoLines, section.children.isEmpty, !decisions[decided...].contains(where: \.isKnownNonRequirement) {
            findings.append(DocumentFinding(kind: .emptyChecklist, line: section.line + lineOffset,
                                            message: "checklist section '\(section.title)' has no list items"))
        }
        return .readChildren
    }

    /// A section of principles or anti-patterns: its lines, or the sub-section itself, are ones.
    mutating func readKindSection(_ visit: SectionVisit) -> SectionVisit.Outcome {
        let section = visit.section, sectionPath = visit.sectionPath, severity = visit.severity, metadata = visit.metadata,
            role = visit.role, ownRole = visit.ownRole, isDocumentTitle = visit.isDocumentTitle,
            parentIsUnnumbered = visit.parentIsUnnumbered
        let kind: ItemKind = role == .principles ? .principle : .antiPattern
        let kinds = kind == .principle ? "principles" : "anti-patterns"
        // "## Common pitfalls" over nothing but "### ❌ Don't do this" and "### ✅ Do this
        // instead", code under each: the labels are the verdicts of the section's examples,
        // no mistake or principle of their own; the section is the one item.
        if !isCanonical, !isDocumentTitle, ownRole == role, Self.hasVerdictLabelChildren(section),
           case let examples = verdictExampleChildren(section), !examples.isEmpty, examples.count == section.children.count {
            addRule(section, path: sectionPath, severity: severity, metadata: metadata, parentIsUnnumbered: parentIsUnnumbered,
                    kind: kind, folding: examples, why: "heading over its Correct / Incorrect examples")
            for child in examples {
                decide(child.line, "heading", .skipped, child.title, "example of the \(kind == .principle ? "principle" : "anti-pattern") above")
            }
            return .done
        }
        // "## Common mistakes" › "### Hardcoded strings" over code or prose and no list:
        // the sub-section is one mistake (or principle), named by its heading.
        if !isCanonical, !isDocumentTitle, ownRole != role, section.children.isEmpty, hasOwnContent(section),
           !section.blocks.contains(where: { $0.isList || $0.kind == .table }) {
            // ("## Concurrency anti-patterns" › "### ❌ Manual dispatch", "### ✅ Use
            // async/await": the heading marked right, or saying what to do, is the way
            // out of the mistake beside it, a rule; a Do is never an anti-pattern.)
            let followed = kind == .antiPattern && section.headingVerdict != .incorrect && section.headingMark != .incorrect
                && (section.headingVerdict == .correct || section.headingMark == .correct
                    || Self.saysWhatToDo(section.title) && !Self.forbids(section.title))
            addRule(section, path: sectionPath, severity: severity, metadata: metadata, parentIsUnnumbered: parentIsUnnumbered,
                    kind: followed ? .rule : kind,
                    why: followed ? "heading in a section of anti-patterns that says what to do instead, over content of its own"
                        : "heading in a section of \(kinds), over content of its own")
            return .done
        }
        // "### Design principles" over "- [ ] **Principles defined**: …": a document that
        // boxes its checklist lines marks these as checks, whatever the heading names (a
        // checklist asks whether the principles are kept); its plain lists there are not.
        if kind == .principle, usesTaskLists, section.blocks.contains(where: { $0.isList && Self.isTaskList($0) }) {
            decide(section.line, "heading", .group, section.title, "heading over task lines (boxed lines are checks, whatever the heading names)")
            collectTaskLists(section.blocks, path: sectionPath, severity: severity)
            collectListItems(section.blocks, kind: .check, path: sectionPath, severity: severity, sectionNumber: section.number,
                             namedChecklist: false)
        } else {
            decide(section.line, "heading", .group, section.title, "\(kinds) section")
            let beforeLines = pending.count
            collectListItems(section.blocks, kind: kind, path: sectionPath, severity: severity, sectionNumber: section.number)
            if kind == .antiPattern { mistakeItemCount += pending.count - beforeLines }
            if !isCanonical {
                collectStatements(section.blocks, path: sectionPath, severity: severity, sectionNumber: section.number,
                                  kind: kind, paragraphsOnly: true, tableRowsAreItems: ownRole == role)
            }
        }
        return .readChildren
    }
}
