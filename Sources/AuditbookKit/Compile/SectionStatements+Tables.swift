/// A section body's tables: sample wordings, Do / Don't columns and requirement tables.
extension CompilationRun {
    /// Reads the table at `index`: sample wordings, Do / Don't columns, or a requirement table's
    /// rows (`RequirementTable`), each row one item.
    mutating func readTable(at index: Int, _ body: SectionBody, _ walk: inout BodyWalk) {
        let blocks = body.blocks, block = blocks[index]
        let path = body.path, severity = body.severity, sectionNumber = body.sectionNumber, sectionKind = body.kind
        // (A step of a procedure may state its checks in a table whose header names them,
        // "| Pass | How | Pass criterion |": those rows are requirements, read below.)
        if strongMarksOnly && !(markedOnlyPlace == Self.procedureStepPlace && RequirementTable.namesRequirementColumn(block)) {
            decide(block.startLine, "table", .skipped, block.children.first.map { $0.children.map { StatementText.clean($0.text) }.joined(separator: " | ") } ?? "",
                   "table in an introduction, notes, output or reference section")
            return
        }
        walk.label = nil
        // "| Bad | Good |" over "| OK | Save changes |": wordings the section calls
        // right or wrong, samples rather than requirements: the examples of the item
        // before them in the section, or of the section's heading as a rule.
        if let columns = Self.verdictColumns(block), let samples = Self.sampleCells(block, columns: columns), path.last != nil {
            attachSampleTable(samples, at: index, body, what: "table of sample wordings called right and wrong")
            return
        }
        // "| | Example text |" over "| ![A checkmark … correct usage.](…) | Use AirPlay to … |":
        // a picture that marks each row right or wrong, as ✅ and ❌ do, beside its sample.
        if let samples = Self.pictureMarkedSamples(block), path.last != nil {
            attachSampleTable(samples, at: index, body, what: "table of samples a picture marks right or wrong")
            return
        }
        // "| Do | Don't |": each cell under a verdict column is one requirement.
        if let columns = Self.verdictColumns(block) {
            let reasonColumn = Self.reasonColumn(block)
            for row in block.children.dropFirst() {
                let reason = reasonColumn.flatMap { $0 < row.children.count ? row.children[$0].text.trimmingSpaces() : nil } ?? ""
                for (column, verdict) in columns where column < row.children.count {
                    var statement = StatementText.read(row.children[column].text, words: hints.severityWords)
                    guard !statement.title.isEmpty else { continue }
                    statement.verdict = verdict
                    statement.marks.insert(.verdict)
                    let guidance = [statement.rest, reason].filter { !$0.isEmpty }.joined(separator: "\n\n")
                    addStatement(statement, kind: Self.kind(of: statement, in: sectionKind), guidance: guidance, path: path,
                                 severity: severity, sectionNumber: sectionNumber, line: row.startLine, block: "table cell",
                                 why: verdict == .correct ? "cell of a Do column" : "cell of a Don't column")
                }
            }
            return
        }
        let rows: [RequirementTable.Row]
        var setsBounds = false
        // Under a heading that names principles or anti-patterns, each row of a table
        // is one (`tableRowsAreItems`).
        switch RequirementTable.read(block, sectionTitles: sectionTitles, words: hints.severityWords, hints: hints.columns,
                                     rowsAreItems: body.tableRowsAreItems) {
        case .success(let read): rows = read
        case .failure(let refusal):
            // "| Error type | Do | Don't |": the Do / Don't cells of a row, about the
            // thing its first column names.
            if refusal.reason == .noRequirementColumn, let columns = Self.subjectVerdictColumns(block) {
                collectSubjectVerdictRows(block, columns: columns, path: path, severity: severity, sectionNumber: sectionNumber,
                                          sectionKind: sectionKind)
                return
            }
            // "| Screen | Safe-area padding | Tap targets ≥ 44 pt | Notes |" over "| Login |
            // | | |": a blank grid to fill in, each column a check asked of every row.
            if refusal.reason == .noRequirementColumn || refusal.reason == .blankForm, hints.columns == .none,
               let grid = RequirementTable.blankGridRows(block) {
                for row in grid {
                    addStatement(Statement(title: row.title, identifier: nil, severity: nil, severityLabel: nil, rest: "", marks: .identifier,
                                           isLinkOnly: false),
                                 kind: .check, guidance: row.guidance, path: path, severity: severity, sectionNumber: sectionNumber,
                                 line: row.line, block: "table column", why: "column of a blank grid (a check asked of each row)")
                }
                return
            }
            // "| Element | Minimum | Recommended |" as all a section states (no item of
            // its own before it, no code it would show): each row sets a bound. (After
            // an item of its section, "**Use the default sizes.**" over such a table,
            // the table is that item's detail.)
            if body.readsBounds, refusal.reason == .noRequirementColumn, pending.last?.item.sectionPath != path,
               !blocks.contains(where: \.isCode),
               !blocks.prefix(while: { $0.startLine < block.startLine }).contains(where: Self.statesRuleOverDetail),
               let bounds = RequirementTable.boundRows(block, words: hints.severityWords) {
                // (A weak mark: a page whose only marks these rows are is read as unmarked.)
                if statementMode != .plain { weakItemCount += bounds.count }
                rows = bounds
                setsBounds = true
            } else {
                decide(block.startLine, "table", .skipped, block.children.first.map { $0.children.map { StatementText.clean($0.text) }.joined(separator: " | ") } ?? "",
                       refusal.reason.rawValue)
                return
            }
        }
        // ("Try every screen with the network in each state below." over a form: what
        // each of its rows asks, said once.)
        let formLead = rows.first?.isFormRow == true && index > 0 && blocks[index - 1].kind == .paragraph
            ? source.slice(blocks[index - 1].startLine, blocks[index - 1].endLine).trimmingWhitespace() : ""
        for row in rows {
            let statement = Statement(title: row.title, identifier: row.number, severity: row.severity,
                                      severityLabel: row.severityLabel, rest: "", marks: .identifier, isLinkOnly: false)
            let kind = row.kind ?? sectionKind
            addStatement(statement, kind: kind, guidance: [formLead, row.guidance].filter { !$0.isEmpty }.joined(separator: "\n\n"),
                         path: path + row.groups,
                         severity: severity, sectionNumber: sectionNumber, line: row.line, block: "table row",
                         why: setsBounds ? "row of a table of bounds (a minimum it sets)"
                            : kind == .antiPattern ? "row of a table of mistakes" : kind == .principle ? "row of a table of principles"
                            : row.hasBox ? "row of a table with a box to tick"
                            : row.isFormRow ? "row of a form whose other columns take the answers"
                            : "requirement table row")
            if let steps = row.howToTest, let last = pending.indices.last, pending[last].item.line == row.line + lineOffset {
                pending[last].item.howToTest = steps
            }
        }
    }

    /// The samples of a table at `index`, the examples of the item before them in the section,
    /// or of the section's heading as a rule (`what` says what the table is, for `--explain`).
    private mutating func attachSampleTable(_ samples: [CodeExample], at index: Int, _ body: SectionBody, what: String) {
        let blocks = body.blocks, block = blocks[index], path = body.path
        guard let heading = path.last else { return }
        var target = pending.count > body.itemCountBefore ? pending.count - 1 : nil
        if target == nil {
            let prose = blocks[..<index].filter { $0.kind == .paragraph }.map { source.slice($0.startLine, $0.endLine) }
            addStatement(Statement(title: heading, identifier: nil, severity: nil, severityLabel: nil, rest: "", marks: [], isLinkOnly: false),
                         kind: body.kind == .antiPattern ? .rule : body.kind,
                         guidance: prose.joined(separator: "\n\n"), path: path,
                         severity: body.severity, sectionNumber: body.sectionNumber, line: block.startLine, block: "table",
                         why: what + ": the section's heading is the rule, the samples its examples")
            target = pending.count > body.itemCountBefore ? pending.count - 1 : nil
            // (Weak: samples mark no requirement, and a page of them and plain lines
            // elsewhere is read as unmarked, its plain lines items too.)
            if statementMode != .plain, target != nil { weakItemCount += 1 }
        } else {
            decide(block.startLine, "table", joining: target!, heading, what + ": examples of the item above")
        }
        if let target { pending[target].item.examples += samples }
    }
}
