@testable import AuditbookKit
@testable import AuditbookStore
@testable import AuditbookUseCases
import XCTest

/// One fixture per shape of guideline document (Tests/Fixtures/shapes, written for this
/// project): what each must compile into, by kind, number, severity, section and example.
final class DocumentShapeTests: XCTestCase {
    private func compile(_ name: String) throws -> CompiledChecklist {
        try ChecklistCompiler().compile(path: TestPaths.fixture("shapes/" + name))
    }

    /// The fixture with every line break lost, as a damaged copy has it.
    private func compileFlattened(_ name: String) throws -> CompiledChecklist {
        let text = try String(contentsOfFile: TestPaths.fixture("shapes/" + name), encoding: .utf8)
        return try ChecklistCompiler().compile(data: Data(text.replacingOccurrences(of: "\n", with: " ").utf8), sourcePath: "flat.md")
    }

    private func compileText(_ text: String) throws -> CompiledChecklist {
        try ChecklistCompiler().compile(data: Data(text.utf8), sourcePath: "inline.md")
    }

    private func item(_ checklist: CompiledChecklist, _ title: String, file: StaticString = #filePath, line: UInt = #line) throws -> ChecklistItem {
        try XCTUnwrap(checklist.items.first { $0.title == title }, "no item '\(title)' in \(checklist.items.map(\.title))", file: file, line: line)
    }

    /// Why each block became what it did, by the block's text (the first decision of a text).
    private func reasonsByText(_ checklist: CompiledChecklist) -> [String: String] {
        Dictionary(checklist.decisions.map { ($0.text, $0.reason) }, uniquingKeysWith: { first, _ in first })
    }

    /// Why each block became what it did, by the block's line (the first decision of a line).
    private func reasonsByLine(_ checklist: CompiledChecklist) -> [Int: String] {
        Dictionary(checklist.decisions.map { ($0.line, $0.reason) }, uniquingKeysWith: { first, _ in first })
    }

    /// Chinese list labels: "检查项：" over its lines names checks, "典型问题：" names mistakes
    /// (anti-patterns), and a list of grades under "严重级别" is a legend; a line of a dozen
    /// Chinese characters is a sentence, not a short name.
    func testChineseListLabelsNameChecksMistakesAndALegend() throws {
        let checklist = try compile("cjk-list-labels.md")
        XCTAssertEqual(checklist.items.map(\.title), [
            "每个按钮是否都有可读的名称", "点击区域是否不小于 44 点", "禁用状态是否与可用状态明显不同",
            "图标按钮没有文字说明", "按钮在深色模式下看不清", "正文是否随系统字号变化", "最大字号下是否没有截断",
        ])
        XCTAssertEqual(checklist.items.map(\.kind), [.check, .check, .check, .antiPattern, .antiPattern, .check, .check])
        XCTAssertEqual(checklist.items.last?.sectionPath, ["B. 文字"])
    }

    /// A grade closing a line after a dash, in lower case or with a capital ("— blocker",
    /// "– Minor (cosmetic)"), grades it as "— CRITICAL" does; a dash before other words
    /// ("— high contrast") grades nothing.
    func testALowerCaseGradeClosingALineGradesIt() throws {
        let checklist = try compileText("""
        # Review list

        - Every control has a spoken label — blocker
        - Text follows the text size setting – Major
        - Haptics confirm a payment - minor (cosmetic)
        """)
        XCTAssertEqual(checklist.items.map(\.title), ["Every control has a spoken label", "Text follows the text size setting",
                                                      "Haptics confirm a payment"])
        XCTAssertEqual(checklist.items.map(\.severity), [.critical, .high, .low])
        XCTAssertEqual(checklist.items.map(\.severityLabel), ["blocker", "Major", "minor"])
        let unmarked = StatementText.read("Use the increased contrast colours — high contrast")
        XCTAssertNil(unmarked.severity)
        XCTAssertEqual(unmarked.title, "Use the increased contrast colours — high contrast")
    }

    /// Among sibling headings that ask yes-or-no questions, each over prose of its own is a
    /// check the reviewer answers, the prose its guidance; an FAQ's "How do I …?" asks for an
    /// explanation and is none.
    func testYesOrNoQuestionHeadingsAreChecks() throws {
        let checklist = try compile("question-headings.md")
        XCTAssertEqual(checklist.items.map(\.title), ["Does every image that carries meaning have a label?",
                                                      "Is the reading order the visual order?"])
        XCTAssertEqual(checklist.items.map(\.kind), [.check, .check])
        XCTAssertEqual(checklist.items[1].guidance, "Swipe from the top of the screen to the bottom and compare.")
        XCTAssertTrue(CompilationRun.asksYesOrNo("Can the whole flow be finished with VoiceOver alone?"))
        XCTAssertFalse(CompilationRun.asksYesOrNo("How do I turn on VoiceOver?"))
    }

    /// Sibling headings opened by codes of one series with only a space after them ("## TC-01
    /// Sign in with VoiceOver") are numbered by them, as "TC-01: …" is; a test case so
    /// numbered is one rule, its steps how to test it, its expected result its guidance. A heading alone
    /// with such a code ("## UTF-8 text") keeps its title.
    func testHeadingsOpenedByASeriesOfCodesAreNumbered() throws {
        let checklist = try compile("code-series-headings.md")
        XCTAssertEqual(checklist.items.map(\.number), ["TC-01", "TC-02"])
        XCTAssertEqual(checklist.items.map(\.title), ["Sign in with VoiceOver", "Sign in at the largest text size"])
        XCTAssertEqual(checklist.items.map(\.severity), [.high, .medium])
        XCTAssertTrue(checklist.items[0].guidance.contains("Every field and button is announced"), checklist.items[0].guidance)
        XCTAssertEqual(checklist.items[0].howToTest, "1. Turn on VoiceOver.\n2. Open the sign-in screen and swipe through it.")
        XCTAssertFalse(checklist.items[0].guidance.contains("Turn on VoiceOver."), checklist.items[0].guidance)
        XCTAssertTrue(LabelledFields.namesSteps("Test steps:"))
        XCTAssertFalse(LabelledFields.namesSteps("Steps to enable the feature in every screen"))
        let root = SectionTreeBuilder.build(MarkdownParser().parse("## UTF-8 text\n\nA.\n\n## Other\n\nB.\n"), lastLine: 7)
        XCTAssertEqual(root.children.map(\.title), ["UTF-8 text", "Other"])
        XCTAssertEqual(root.children.map(\.number), [String?](repeating: nil, count: 2))
    }

    /// A requirement written as a record of fields, one to a line (in a list, as a
    /// paragraph, under a heading that is only its code): its title, number, grade and test
    /// are fields of it, the other fields its guidance; a record of a person is none.
    func testARecordOfFieldsIsOneRequirement() throws {
        let checklist = try compile("field-records.md")
        XCTAssertEqual(checklist.items.map(\.title), [
            "The total, taxes included, shows before the last step", "Paid extras start unchecked",
            "The pay button keeps its place on every step", "A failed payment keeps the basket as it was",
        ])
        XCTAssertEqual(checklist.items.map(\.number), ["PAY-01", "PAY-02", "PAY-03", "PAY-04"])
        XCTAssertEqual(checklist.items.map(\.severity), [.high, .medium, .low, .critical])
        XCTAssertEqual(checklist.items.map(\.severityLabel), ["High", "Medium", "Low", "Critical"])
        XCTAssertEqual(checklist.items[0].howToTest, "Add two items and open the review step.")
        XCTAssertEqual(checklist.items[0].guidance, "**Owner:** Payments")
        XCTAssertEqual(checklist.items.map(\.sectionPath), [["Checkout requirements"], ["Checkout requirements"],
                                                            ["Imported from the old register"], ["Imported from the old register"]])
        XCTAssertNil(FieldRecord.read("**Name:** Sam\n**Role:** Reviewer"))
        XCTAssertNil(FieldRecord.read("Use short labels\nNote: they wrap"))
    }

    /// A column of boxes to tick makes each row of a table a check, named by its first
    /// column, whatever the box column is called; the box is never part of the title or
    /// guidance. Short names over columns of values left blank are a sheet to fill in, not
    /// requirements. "(normal)" in lower case closing a line says which text, not a grade.
    func testAColumnOfBoxesMakesEachRowACheck() throws {
        let checklist = try compile("box-column-tables.md")
        XCTAssertEqual(checklist.items.map(\.title), [
            "Caption", "Body", "Large title", "Hard-coded colours", "Clipped labels at the largest text size",
            "The cost of each run is estimated",
            "Body text contrast is at least 4.5:1 (normal)", "Large text contrast is at least 3:1 (large)",
            "Focus rings stand out from every background",
        ])
        XCTAssertEqual(try item(checklist, "Caption").guidance, "**Style:** footnote\n\n**Size:** 12 pt")
        XCTAssertEqual(try item(checklist, "Hard-coded colours").guidance, "**Target:** none")
        XCTAssertTrue(checklist.items.allSatisfy { $0.kind == .check })
        XCTAssertEqual(checklist.items.map(\.severity), [nil, nil, nil, nil, nil, nil, nil, nil, .medium])
        XCTAssertEqual(reasonsByText(checklist)["Item | Per run | Runs a month | Total"],
                       RequirementTable.Refusal.blankForm.rawValue)
    }

    /// A line whose colon opens the details under it is titled without the colon (or without
    /// the short sentence that opens them, "For example:"); "Rationale:" under a line says why
    /// it holds; lowercase fragments after a requirement that names cases ("…, such as:"), or
    /// in a list of their own after a line closed by a colon, are that requirement's guidance.
    func testColonsThatOpenDetailsLeaveTheTitleAndFragmentsJoinTheirLine() throws {
        let checklist = try compile("colon-details.md")
        XCTAssertEqual(checklist.items.map(\.title), [
            "Moving focus into a field should never change the screen by itself",
            "Every field has a visible label that says what it holds",
            "The field type is not spoken twice in the label, since VoiceOver adds it.",
            "Do not move focus when a switch is turned on",
            "Check that leaving a field does none of the following:",
        ])
        XCTAssertTrue(checklist.items.allSatisfy { $0.kind == .check })
        let focus = try item(checklist, "Moving focus into a field should never change the screen by itself")
        XCTAssertTrue(focus.guidance.hasPrefix("Such as:"), focus.guidance)
        XCTAssertTrue(focus.guidance.contains("sending the form"), focus.guidance)
        XCTAssertTrue(try item(checklist, "Every field has a visible label that says what it holds").guidance.contains("a unit beside numeric fields"))
        let spoken = try item(checklist, "The field type is not spoken twice in the label, since VoiceOver adds it.")
        XCTAssertTrue(spoken.guidance.hasPrefix("For example:"), spoken.guidance)
        XCTAssertTrue(try item(checklist, "Do not move focus when a switch is turned on").guidance.contains("loses their place"))
        let leaving = try item(checklist, "Check that leaving a field does none of the following:")
        XCTAssertTrue(leaving.guidance.contains("hiding the keyboard before typing is done"), leaving.guidance)
        let reasons = reasonsByText(checklist)
        XCTAssertEqual(reasons["Rationale:"], "says why the line above holds: its guidance")
        XCTAssertEqual(reasons["submitting the form"], "a case that completes the line above (its colon opens them): its guidance")
        // Short labels keep their colon, and so does a verb waiting for its object.
        XCTAssertNil(CompilationRun.closingDetails("Commands:"))
        XCTAssertNil(CompilationRun.closingDetails("At the end of a session, write:"))
        XCTAssertNil(CompilationRun.closingDetails("Use sentence case for:"))
        XCTAssertEqual(CompilationRun.closingDetails("Focus changes do not cause big changes such as:")?.title, "Focus changes do not cause big changes")
        // (An abbreviation ends no sentence.)
        let abbreviated = CompilationRun.closingDetails("Give every icon a name, e.g. Search field:")
        XCTAssertEqual(abbreviated?.title, "Give every icon a name, e.g. Search field")
        XCTAssertNil(abbreviated?.opening)
    }

    /// "### ✅ Modern pattern" and "### ❌ Deprecated pattern" over code, all a section holds:
    /// the marks are the verdicts of the section's examples, and the section is one rule.
    func testMarkedSampleKindHeadingsAreTheExamplesOfTheirSection() throws {
        let checklist = try compileText("""
        # Concurrency notes

        ## Observation — NOT Combine publishers

        ### ✅ Modern pattern
        ```swift
        @Observable final class Cart { var lines: [Line] = [] }
        ```

        ### ❌ Deprecated pattern
        ```swift
        final class Cart: ObservableObject { @Published var lines: [Line] = [] }
        ```

        ## Async sequences — NOT delegates

        ### ✅ Preferred approach
        ```swift
        for await reading in sensor.readings { show(reading) }
        ```

        ### ❌ Old approach
        ```swift
        sensor.delegate = self
        ```
        """)
        XCTAssertEqual(checklist.items.map(\.title), ["Observation — NOT Combine publishers", "Async sequences — NOT delegates"])
        XCTAssertEqual(checklist.items.map(\.kind), [.rule, .rule])
        XCTAssertEqual(checklist.items[0].examples.map(\.verdict), [.correct, .incorrect])
        XCTAssertTrue(checklist.items[0].examples[1].code.contains("ObservableObject"))
        XCTAssertTrue(CompilationRun.namesSampleKind("Anti-patterns"))
        XCTAssertFalse(CompilationRun.namesSampleKind("Conforming to Sendable"))
    }

    /// "- **Yes** - …" beside "- **No** - …" are the answers of a question to choose from, not
    /// checks; a "Reference loading guide" tells a tool which files to load, not a reviewer
    /// what to check.
    func testAnswerOptionsAndReferenceLoadingAreNoChecks() throws {
        let checklist = try compileText("""
        # Widget setup review

        ## Reference loading guide

        **Always load the sizing reference** before writing a layout.

        ## Checks

        - The widget shows placeholder content while it loads
        - Text in the widget grows with the system text size

        ### Include a lock screen variant?

        - **Yes** - add the accessory families
        - **No** - home screen only
        """)
        XCTAssertEqual(checklist.items.map(\.title), [
            "The widget shows placeholder content while it loads", "Text in the widget grows with the system text size",
        ])
        XCTAssertEqual(reasonsByText(checklist)["Yes"], "an answer to choose (an option of a question), not a requirement")
        XCTAssertEqual(CompilationRun.answerWord("**Both**: phone and tablet"), "both")
        XCTAssertEqual(CompilationRun.answerWord("No - scheme only"), "no")
        XCTAssertNil(CompilationRun.answerWord("Notes about the layout"))
        XCTAssertNil(CompilationRun.answerWord("**None of the rows** are selectable"))
    }

    /// "## Response guidelines" under a review checklist says how a tool words its answer
    /// ("Be constructive", "Acknowledge good choices"): no checks of a screen.
    func testResponseGuidelinesAreAddressedToTheTool() throws {
        let checklist = try compileText("""
        # Settings review

        ## Review checklist

        - [ ] Every switch has a spoken name
        - [ ] Footers stay readable at the largest text size

        ## Response guidelines

        - Be specific about the screen and the control
        - Acknowledge good choices already made
        """)
        XCTAssertEqual(checklist.items.map(\.title), ["Every switch has a spoken name", "Footers stay readable at the largest text size"])
        XCTAssertEqual(SectionRole.classify("Response Guidelines"), .nonGuidance)
        XCTAssertNotEqual(SectionRole.classify("Feedback guidelines"), .nonGuidance)
    }

    /// "> ✅ Save changes" and "> ❌ Save Changes" set apart after a rule are its examples,
    /// right and wrong; with no rule above them in their section they stay quotations.
    func testQuotedMarkedWordingsAreTheExamplesOfTheLineAbove() throws {
        let checklist = try compileText("""
        # Writing for buttons

        ## Case

        Always write button titles in sentence case.

        > ✅ Save changes

        > ❌ Save Changes

        ## Length

        Button titles fit on one line at the largest text size.

        ## Notes

        > ✅ Looks fine
        """)
        let rule = try item(checklist, "Always write button titles in sentence case.")
        XCTAssertEqual(rule.examples.map(\.code), ["Save changes", "Save Changes"])
        XCTAssertEqual(rule.examples.map(\.verdict), [.correct, .incorrect])
        XCTAssertEqual(reasonsByText(checklist)["Save changes"], "a wording set apart and marked right or wrong: an example of the line above")
        XCTAssertFalse(checklist.items.contains { $0.examples.contains { $0.code == "Looks fine" } })
    }

    /// A heading over prose that states no instruction and wordings set apart as right and
    /// wrong ("> ✅ Edit photo", "> ❌ Edit") is a rule those wordings show.
    func testAHeadingOverQuotedRightAndWrongWordingsIsARule() throws {
        let checklist = try compileText("""
        # Writing for buttons

        ## Case

        Always write button titles in sentence case.

        ## Titles for actions

        When a button acts on something, the title is a verb and the thing it acts on.

        > ✅ Edit photo

        > ❌ Edit
        """)
        let rule = try item(checklist, "Titles for actions")
        XCTAssertEqual(rule.examples.map(\.code), ["Edit photo", "Edit"])
        XCTAssertEqual(rule.examples.map(\.verdict), [.correct, .incorrect])
        XCTAssertTrue(rule.guidance.contains("the title is a verb"), rule.guidance)
        XCTAssertEqual(reasonsByText(checklist)["Titles for actions"], "heading over prose and wordings marked right and wrong")
        XCTAssertFalse(rule.guidance.contains("Edit photo"), rule.guidance)
    }

    /// `- ✅ "Save draft" - says what is kept` and `- ❌ "OK" - says nothing`: wordings marked
    /// right and wrong, captioned by why; the examples of the item above, else of the heading
    /// over them, which is the rule they show. Never Do's and Don'ts of their own.
    func testListedMarkedWordingsAreExamples() throws {
        let checklist = try compileText("""
        # Button titles

        ## Titles say what happens

        A button's title names what pressing it does.

        - ✅ "Save draft" - says what is kept
        - ❌ "OK" - says nothing about the result

        ## Sheets

        Put the confirming action on the trailing side.

        - ✅ “Delete” (names the action)
        - ❌ “Yes”
        """)
        // (Where the document marks its requirements, prose is no item: the heading is the rule.)
        XCTAssertEqual(checklist.items.map(\.title), ["Titles say what happens", "Sheets"])
        let titles = try item(checklist, "Titles say what happens")
        XCTAssertEqual(titles.examples.map(\.code), ["Save draft", "OK"])
        XCTAssertEqual(titles.examples.map(\.caption), ["says what is kept", "says nothing about the result"])
        XCTAssertEqual(titles.guidance, "A button's title names what pressing it does.")
        let sheets = try item(checklist, "Sheets")
        XCTAssertEqual(sheets.guidance, "Put the confirming action on the trailing side.")
        XCTAssertEqual(sheets.examples.map(\.verdict), [.correct, .incorrect])
        XCTAssertEqual(sheets.examples.first?.caption, "names the action")
        XCTAssertNil(CompilationRun.markedWording("✅ Use \"Save\" for drafts"))
        // A short label over them ("**Error messages**:") names the rule they show.
        let labelled = try compileText("""
        # Copy

        ## Messages

        - ✅ Name the screen in its title

        **Error messages**:
        - ✅ "Could not load photos. Pull to try again."
        - ❌ "Error 404"
        """)
        let messages = try item(labelled, "Error messages")
        XCTAssertEqual(messages.examples.map(\.verdict), [.correct, .incorrect])
        XCTAssertTrue(try item(labelled, "Name the screen in its title").examples.isEmpty)
    }

    /// A picture then a grade word and a colon or dash opening a line ("🔴 Critical: …",
    /// "⚠️ **Major** — …") grades it; a red circle or a no-entry sign there is no Don't, and a
    /// sibling graded by the word alone ("Minor: …") is graded too.
    func testAPictureAndAGradeWordGradeALine() throws {
        let checklist = try compile("graded-lines.md")
        XCTAssertEqual(checklist.items.map(\.title), [
            "every switch has a spoken name and state", "section footers stay readable at the largest text size",
            "the screen can be left with the keyboard alone", "the search field keeps its text after rotation",
            "destructive rows ask before they act", "long values wrap instead of being cut off",
        ])
        XCTAssertTrue(checklist.items.allSatisfy { $0.kind == .check })
        XCTAssertEqual(checklist.items.map(\.severity), [.critical, .medium, .critical, .high, .high, .low])
        XCTAssertEqual(checklist.items.map(\.severityLabel), ["Critical", "Medium", "Blocking", "Major", "Major", "Minor"])
        let boldColon = StatementText.read("⚠️ **Major:** the list keeps its place")
        XCTAssertEqual(boldColon.severity, .high)
        XCTAssertEqual(boldColon.title, "the list keeps its place")
        // ("✅ Recommended: …" stays a Do: that word labels Do lines too.)
        let doLine = StatementText.read("✅ Recommended: group related settings")
        XCTAssertEqual(doLine.verdict, .correct)
        XCTAssertNil(doLine.severity)
    }

    /// A document whose only lists grade each line by a different level, with no heading that
    /// names a grade, states its requirements so; under "## Severity" the same list is a legend.
    func testLevelledLinesAloneAreRequirementsNotALegend() throws {
        let checklist = try compileText("""
        # Screen review

        - Critical: every control has a spoken label
        - High: text grows with the system text size
        - Medium: nothing moves when Reduce Motion is on
        - Low: icons keep their meaning in Dark Mode
        """)
        XCTAssertEqual(checklist.items.map(\.severity), [.critical, .high, .medium, .low])
        XCTAssertEqual(checklist.items.first?.title, "every control has a spoken label")
        XCTAssertTrue(checklist.notes.contains { $0.contains("not as legends of the levels") })
        XCTAssertThrowsError(try compileText("""
        # Severity

        - Critical: blocks a user from finishing a task
        - High: a task is possible but hard
        - Medium: an annoyance with a workaround
        - Low: cosmetic
        """))
        let withRules = try compileText("""
        # Screen review

        - [ ] Every control has a spoken label

        Findings are graded:

        - Critical: blocks a user from finishing a task
        - High: a task is possible but hard
        - Medium: an annoyance with a workaround
        """)
        XCTAssertEqual(withRules.items.map(\.title), ["Every control has a spoken label"])
    }

    /// "1.2.1, 1.2.2 - Captions": dotted numbers listed before the separator number the line
    /// together; in a document about WCAG each is a criterion the document names.
    func testDottedNumbersListedBeforeADashNumberTheLine() throws {
        let checklist = try compileText("""
        # WCAG 2.2 pass

        - [ ] 1.2.1, 1.2.2, 1.2.3 - Media has captions and transcripts
        - [ ] 2.5.5 - Targets are 44 points at least
        - [ ] 4.5, 3 - not a list of numbers
        """)
        XCTAssertEqual(checklist.items.map(\.title), ["Media has captions and transcripts", "Targets are 44 points at least",
                                                      "4.5, 3 - not a list of numbers"])
        XCTAssertEqual(checklist.items.map(\.number), ["1.2.1, 1.2.2, 1.2.3", "2.5.5", nil])
        XCTAssertEqual(checklist.items[0].criteria?.map(\.num), ["1.2.1", "1.2.2", "1.2.3"])
        XCTAssertNil(StatementText.dottedNumberList("1.2.1, 1.2.2"))
    }

    /// A level column of coloured circles with no legend is a traffic light: red the top of
    /// the scale (critical where orange is used too), yellow medium, green low; a status
    /// column of circles grades nothing.
    func testCirclesAloneInALevelColumnAreATrafficLight() throws {
        let three = try compileText("""
        # Release review

        | Check | Priority |
        |---|---|
        | Every control has a spoken label | 🔴 |
        | Text follows the text size setting | 🟡 |
        | Motion stops when Reduce Motion is on | 🟢 |
        """)
        XCTAssertEqual(three.items.map(\.severity), [.high, .medium, .low])
        XCTAssertEqual(three.items.map(\.severityLabel), ["🔴", "🟡", "🟢"])
        let four = try compileText("""
        # Release review

        | Check | Severity |
        |---|---|
        | Every control has a spoken label | 🔴 |
        | Colour is never the only signal | 🟠 |
        | Motion stops when Reduce Motion is on | 🟢 |
        """)
        XCTAssertEqual(four.items.map(\.severity), [.critical, .high, .low])
        let status = try compileText("""
        # Release review

        | Check | Status |
        |---|---|
        | Every control has a spoken label | 🔴 |
        | Motion stops when Reduce Motion is on | 🟢 |
        """)
        XCTAssertEqual(status.items.map(\.severity), [nil, nil])
    }

    /// A first column left empty under a value, as a spreadsheet's merged cells arrive, holds
    /// that value on the rows below it; a title column with a blank cell is not filled.
    func testASpannedGroupColumnHoldsItsValueOnTheRowsBelow() throws {
        let checklist = try compileText("""
        # Screen review

        | Area | Check | Level |
        |------|-------|-------|
        | Buttons | Labels start with a verb | Must |
        | | Tap areas are at least 44 by 44 points | Must |
        | Text | Body text follows the text size setting | Should |
        | | Nothing truncates at the largest size | Should |
        """)
        XCTAssertEqual(checklist.items.map(\.title), ["Labels start with a verb", "Tap areas are at least 44 by 44 points",
                                                      "Body text follows the text size setting", "Nothing truncates at the largest size"])
        XCTAssertEqual(checklist.items.map(\.guidance), ["**Area:** Buttons", "**Area:** Buttons", "**Area:** Text", "**Area:** Text"])
        XCTAssertEqual(checklist.items.map(\.severity), [.high, .high, .medium, .medium])
        let untouched = [["Labels start with a verb", "Must"], ["", "Some note"]]
        XCTAssertEqual(RequirementTable.spannedCellsFilled(untouched), untouched)
        let numbered = [["1", "Labels start with a verb"], ["", "Tap areas are large"]]
        XCTAssertEqual(RequirementTable.spannedCellsFilled(numbered), numbered)
    }

    func testRequirementTablesGiveOneItemPerRowWithItsIdentifierAndLevel() throws {
        let checklist = try compile("requirement-table.md")
        XCTAssertEqual(checklist.items.count, 4, "\(checklist.items.map(\.title))")
        let first = try item(checklist, "The total is visible without scrolling at the largest text size")
        XCTAssertEqual(first.number, "PAY-1")
        XCTAssertEqual(first.severity, .high, "L1 is the level every app must meet")
        XCTAssertEqual(first.sectionPath, ["Sheet layout"])
        XCTAssertTrue(first.guidance.contains("Check in portrait and landscape"))
        XCTAssertEqual(try item(checklist, "The pay button names the amount it will charge").severity, .medium)
        // Link text is the title, the trailing number of "Check 3.1" the number, the group row the section.
        let pasted = try item(checklist, "Card number fields accept pasted text")
        XCTAssertEqual(pasted.number, "3.1")
        XCTAssertEqual(pasted.severity, .high)
        XCTAssertEqual(pasted.sectionPath.last, "Card entry")
        XCTAssertEqual(try item(checklist, "Expiry dates are read as dates by VoiceOver").severity, .medium)
        // The table that lists the document's own sections is an index, not requirements.
        XCTAssertFalse(checklist.items.contains { $0.title == "Sheet layout" })
    }

    func testTheDocumentsOwnSeverityWordIsKeptAndStored() throws {
        let checklist = try compile("requirement-table.md")
        XCTAssertEqual(try item(checklist, "The total is visible without scrolling at the largest text size").severityLabel, "L1")
        let marked = try compile("marked-lists.md")
        XCTAssertEqual(try item(marked, "Every toggle states what it changes").severityLabel, "CRITICAL")
        XCTAssertEqual(try item(marked, "Lists SHOULD keep their scroll position after an update.").severityLabel, "SHOULD")
        // An item that takes its heading's severity keeps the heading's words for it, and one
        // under a `Priority:` field or a level in brackets keeps those.
        XCTAssertEqual(try item(marked, "Keep the system back gesture working").severityLabel, "CRITICAL")
        let fields = try ChecklistCompiler().compile(data: Data("""
            # Review

            ## 1. Labels on icon buttons

            Priority: P1

            Every icon button has an accessibility label.

            ## 2. Contrast (Level AA)

            Body text stands out from its background.
            """.utf8), sourcePath: "fields.md")
        XCTAssertEqual(fields.items.map(\.severityLabel), ["P1", "Level AA"])
        XCTAssertEqual(fields.items.map(\.severity), [.high, .medium])
        let book = try Workbook.inMemory(bundled: [])
        try book.store(checklist)
        let stored = try book.checklist(id: checklist.id)
        XCTAssertEqual(stored.items.first { $0.number == "PAY-2" }?.severityLabel, "L2")
    }

    func testATableWithNoHeadingsCompiles() throws {
        let checklist = try compile("headless-table.md")
        XCTAssertEqual(checklist.items.map(\.title), ["Every screen has a title", "Every image has a description"])
        XCTAssertEqual(checklist.items.map(\.number), ["1", "2"])
        XCTAssertEqual(checklist.items.map(\.severity), [.high, .medium])
    }

    func testMarkedListLinesCarryIdentifiersSeveritiesAndGroups() throws {
        let checklist = try compile("marked-lists.md")
        let titles = checklist.items.map(\.title)
        XCTAssertEqual(checklist.items.count, 10, "\(titles)")
        let back = try item(checklist, "Keep the system back gesture working")
        XCTAssertEqual(back.number, "nav-back")
        XCTAssertEqual(back.severity, .critical, "the impact in the heading")
        XCTAssertEqual(back.sectionPath.last, "Navigation", "the heading without its number and impact")
        XCTAssertEqual(try item(checklist, "Show a large title on top-level screens").number, "nav-title")
        XCTAssertEqual(try item(checklist, "Pair destructive actions with a warning haptic").severity, .low)
        let toggle = try item(checklist, "Every toggle states what it changes")
        XCTAssertEqual(toggle.kind, .check)
        XCTAssertEqual(toggle.severity, .critical)
        XCTAssertEqual(try item(checklist, "Section footers explain side effects").severity, .low)
        let label = try item(checklist, "Label every text field")
        XCTAssertEqual(label.number, "3.1")
        XCTAssertEqual(label.sectionPath.last, "Forms", "the list entry above it is its group")
        XCTAssertEqual(try item(checklist, "Keep the keyboard from covering the field").severity, .medium)
        XCTAssertEqual(try item(checklist, "Buttons MUST have a visible label or an accessibility label.").severity, .high)
        XCTAssertEqual(try item(checklist, "Lists SHOULD keep their scroll position after an update.").severity, .medium)
        XCTAssertEqual(try item(checklist, "Animations MAY be shortened when Reduce Motion is on.").severity, .low)
        // "When to use" bullets and the intro are not requirements.
        XCTAssertFalse(titles.contains { $0.hasPrefix("While reviewing") || $0.hasPrefix("Intro") })
    }

    func testDoAndDontListsLinesAndLabelledExamples() throws {
        let checklist = try compile("do-dont.md")
        XCTAssertEqual(try item(checklist, "Keep banners to one sentence").kind, .rule)
        XCTAssertEqual(try item(checklist, "Offer a way to dismiss every banner").kind, .rule)
        XCTAssertEqual(try item(checklist, "Stack more than one banner at a time").kind, .antiPattern)
        let always = try item(checklist, "ALWAYS use semantic colours for banner backgrounds")
        XCTAssertNotEqual(always.kind, .antiPattern, "a Do never becomes an anti-pattern")
        XCTAssertEqual(always.examples.map(\.verdict), [.correct])
        XCTAssertEqual(try item(checklist, "NEVER hard-code a banner colour").kind, .antiPattern)
        XCTAssertEqual(try item(checklist, "NEVER rely on colour alone to mark an error banner").kind, .antiPattern)
        let replacement = try item(checklist, "UIAlertView → UIAlertController")
        XCTAssertEqual(replacement.kind, .rule)
        XCTAssertEqual(replacement.examples.map(\.verdict), [.incorrect, .correct], "Deprecated / Modern labels")
        XCTAssertEqual(checklist.items.count, 7, "\(checklist.items.map(\.title))")
    }

    func testAnUnmarkedDocumentIsReadForItsPlainBullets() throws {
        let checklist = try compile("plain-bullets.md")
        XCTAssertEqual(checklist.items.map(\.title), [
            "The first screen names the app and what it is for in one sentence.",
            "The continue button stays reachable with one thumb.",
            "Ask for each permission at the moment it is needed, not at launch.",
            "Explain what the app does when a permission is declined.",
            "Every sign-in form must offer a way to reset the password.",
        ], "a link-only bullet is not a requirement; the introduction's instruction is not one either")
        XCTAssertEqual(checklist.items.map { $0.sectionPath.last }, ["Welcome screen", "Welcome screen", "Permissions", "Permissions", "Sign-in"])
        XCTAssertEqual(checklist.decisions.first { $0.text.hasPrefix("Every sign-in form") }?.reason,
                       "instruction paragraph (the document has no marked lines)", "a section whose only statement is an instruction")
        XCTAssertEqual(checklist.decisions.first { $0.text.hasPrefix("Reviewers should also read") }?.reason, "introduces what follows")
        XCTAssertEqual(checklist.decisions.first { $0.text.hasPrefix("Use this page") }?.reason,
                       "an instruction in the introduction or beside the section's lists (its lines are the items)")
    }

    func testInstructionParagraphsAreItemsWhenADocumentHasNoLists() throws {
        let checklist = try compile("prose-rules.md")
        XCTAssertEqual(checklist.items.count, 3, "\(checklist.items.map(\.title))")
        XCTAssertTrue(checklist.items.allSatisfy { $0.sectionPath == ["Text size"] })
        XCTAssertFalse(checklist.items.contains { $0.title.contains("documentation") }, "references are not items")
    }

    /// An acceptance-criteria page: numbered test steps, each over "Action: result" lines.
    /// The results are the checks, grouped under their step; a step whose sub-list holds a
    /// labelled field or only "N/A" stays one line with its list as guidance; platform notes
    /// under a "… notes" heading are remarks, not items.
    func testTestStepsGiveTheResultsToExpectAsChecks() throws {
        let checklist = try compile("test-steps.md")
        XCTAssertEqual(checklist.items.map(\.title), [
            "Tab: focus lands on the switch and a focus ring is drawn around it",
            "Swipe right: focus moves to the switch and then past it",
            "Double tap: the switch changes state and the new state is spoken",
            "Name and state: the label is read, then \"switch\", then on or off",
            "Change the device settings",
            "Use switch control",
        ])
        XCTAssertEqual(Set(checklist.items.map(\.kind)), [.check])
        let swipe = try item(checklist, "Swipe right: focus moves to the switch and then past it")
        XCTAssertEqual(swipe.sectionPath, ["Quick criteria", "Toggle switch - acceptance criteria", "Use screen reader gestures"])
        XCTAssertNil(swipe.number, "the document numbers the steps, not their results")
        let settings = try item(checklist, "Change the device settings")
        XCTAssertEqual(settings.number, "4")
        XCTAssertTrue(settings.guidance.contains("Level: AA"), settings.guidance)
        let step = try XCTUnwrap(checklist.decisions.first { $0.text == "Use screen reader gestures" })
        XCTAssertEqual(step.outcome, .group)
        XCTAssertEqual(step.reason, "test step over the results to expect")
    }

    /// Sub-headings of a principles or anti-patterns section whose lines are fields the
    /// siblings share (WHEN / BECAUSE, Symptom / Fix) are one item each, their lines its
    /// guidance; lines with labels of their own stay items.
    func testHeadingsOverSharedFieldLabelsAreOneItemEach() throws {
        let checklist = try compile("field-sections.md")
        XCTAssertEqual(checklist.items.map(\.title), [
            "Group by proximity", "Breathe at the edges", "Crowded toolbar", "Orphaned label",
            "Uneven gutters: columns use different spacing on the same screen", "Clipped shadows: a card's shadow is cut by its container",
        ])
        XCTAssertEqual(checklist.items.map(\.kind), [.principle, .principle, .antiPattern, .antiPattern, .antiPattern, .antiPattern])
        let toolbar = try item(checklist, "Crowded toolbar")
        XCTAssertTrue(toolbar.guidance.contains("**Fix:** move the rare actions into a menu"), toolbar.guidance)
        XCTAssertEqual(toolbar.sectionPath, ["Anti-patterns", "Crowded toolbar"], "a heading item's path ends in its heading")
        XCTAssertTrue(try item(checklist, "Group by proximity").guidance.contains("BECAUSE distance is read"))
        XCTAssertEqual(CompilationRun.fieldLabel("Fix: move it"), "fix")
        XCTAssertEqual(CompilationRun.fieldLabel("WHEN it rains → DO stay in"), "when")
        XCTAssertNil(CompilationRun.fieldLabel("NEVER nest scroll views"), "a rule in capitals is not a field")
        XCTAssertNil(CompilationRun.fieldLabel("Use this. Then that: and more"), "a sentence before the colon")
    }

    /// Numbered headings under "Common mistakes" name mistakes, unless they say what to do.
    func testNumberedHeadingsInAMistakesSectionAreAntiPatterns() throws {
        let checklist = try compile("numbered-mistakes.md")
        XCTAssertEqual(checklist.items.map(\.title), ["Sheets without a close button", "Use a detent for short content",
                                                      "Keep the grabber visible", "Text fields hidden by the keyboard"])
        XCTAssertEqual(checklist.items.map(\.kind), [.antiPattern, .rule, .rule, .antiPattern])
        XCTAssertEqual(checklist.items.map(\.number), ["1", "2", "3", "4"])
    }

    /// An agent skill file: what the tool is to write ("Output format" and its sample table)
    /// is not asked of the reviewer; a table of the document's own categories is an index
    /// even where the headings add a bracketed prefix; identifiers under "Related skills"
    /// name other skills. The rules are the identifier lines of the quick reference.
    func testASkillFilesOutputFormatIndexAndRelatedSkillsAreNotItems() throws {
        let checklist = try compile("skill-file.md")
        XCTAssertEqual(checklist.items.map(\.title), [
            "Keep a visible label above every field", "Mark required fields in words, not colour alone",
            "Match the keyboard to the field's content", "Keep the label visible while the person types",
        ], "a Do list counts wherever it stands, in an examples section too")
        XCTAssertEqual(checklist.items.map(\.number), ["label-visible", "label-required", "input-keyboard", nil])
        XCTAssertEqual(checklist.items.last?.kind, .rule)
        let reasons = reasonsByLine(checklist)
        XCTAssertEqual(reasons[14], "table in an introduction, notes, output or reference section")
        XCTAssertEqual(reasons[21], "table that lists the document's own sections")
        XCTAssertEqual(reasons[37], "examples section: code that shows the rules, not rules of its own")
        XCTAssertEqual(reasons[52], "names another document (a section of related documents or references)")
        XCTAssertFalse(checklist.items.contains { $0.title == "A labelled field" }, "a heading over a sample is not a rule")
        XCTAssertEqual(SectionRole.classify("Output Format (Required)"), .nonGuidance)
        XCTAssertTrue(SectionRole.isPointerList("Related skills"))
        XCTAssertFalse(SectionRole.isPointerList("Quick reference"), "an index's identifiers are its rules")
    }

    /// A label or heading that names requirements ("Best practices:", "## Guidelines") makes
    /// the plain lines of its list items in a document that marks its items otherwise; a
    /// list of API values or paths in code spans is not a list of identifiers; a table under a
    /// heading of mistakes gives an anti-pattern per row, a column of questions a check per
    /// row (not where a column answers them); a feedback format is addressed to the tool.
    func testLabelledListsMistakeTablesAndQuestionTables() throws {
        let checklist = try compile("labelled-lists.md")
        XCTAssertEqual(checklist.items.map(\.title), [
            "Put the person last shared with first", "Show a name under every avatar", "Keep the sheet open after a failed send",
            "Sending", "Offer a copy action for every item", "Never send before the person confirms",
            "Hiding the cancel button", "Sorting targets at random",
            "Can the sheet be closed with one tap?", "Does every target have a readable name?",
        ])
        XCTAssertEqual(checklist.items.map(\.kind), [.check, .check, .check, .rule, .check, .check, .antiPattern, .antiPattern, .check, .check])
        XCTAssertTrue(checklist.items.allSatisfy { $0.number == nil }, "`.recent` names an API value, not an item")
        let mistake = try item(checklist, "Hiding the cancel button")
        XCTAssertTrue(mistake.guidance.contains("**Fix:** Keep Cancel in the top corner"), mistake.guidance)
        XCTAssertEqual(try item(checklist, "Show a name under every avatar").sectionPath, ["Share targets"])
        let reasons = reasonsByLine(checklist)
        XCTAssertEqual(reasons[14], "label that names requirements over the list below")
        XCTAssertEqual(reasons[42], "unmarked line in a step of a procedure", "a step of a procedure names no requirements")
        XCTAssertEqual(reasons[49], "unmarked line in an introduction, notes or reference section")
        XCTAssertEqual(reasons[67], "table without a requirement column")
        XCTAssertFalse(checklist.findings.contains { $0.message.contains("refers to section") },
                       "a section number inside a code block is not a cross reference: \(checklist.findings.map(\.message))")
        XCTAssertTrue(CompilationRun.requirementsLabel("Key rules"))
        XCTAssertFalse(CompilationRun.requirementsLabel("Related guidelines"))
        XCTAssertFalse(CompilationRun.requirementsLabel("Requirements"), "a tool's requirements are not a screen's")
        XCTAssertFalse(StatementText.isIdentifierSpan("readWrite"))
        XCTAssertTrue(StatementText.isIdentifierSpan("MASVS-STORAGE-1"))
        XCTAssertTrue(StatementText.isIdentifierSpan("color-contrast"))
        XCTAssertEqual(CrossReference.find(in: "See section 2.\n```\nSection 5\n```\nand rule 3"), ["2", "3"])
        XCTAssertEqual(CrossReference.find(in: "Only code names one:\n```\n// Section 5\n```"), [])
        XCTAssertEqual(CrossReference.find(in: "No reference here.\n```\nlet x = 1\n```"), [])
    }

    /// A heading that is itself an instruction, over prose, is a rule whose body (a list of
    /// what it covers included) explains it; a heading whose first word is as often a noun
    /// ("Test method rationale", which argues for the rules) is not one, and one over a list
    /// of instructions groups them.
    func testAHeadingThatIsAnInstructionIsARuleOverItsProse() throws {
        let checklist = try compile("instruction-headings.md")
        XCTAssertEqual(checklist.items.map(\.title), [
            "Keep the original photo until the person saves", "Show a handle at each corner",
            "Show the aspect ratio while a handle moves", "Don't reset the zoom after an undo",
        ])
        XCTAssertEqual(checklist.items.map(\.kind), [.rule, .check, .check, .rule])
        let undo = try item(checklist, "Don't reset the zoom after an undo")
        XCTAssertTrue(undo.guidance.contains("The last rotation"), undo.guidance)
        XCTAssertEqual(undo.sectionPath, ["Editing", "Don't reset the zoom after an undo"])
        let reasons = reasonsByLine(checklist)
        XCTAssertEqual(reasons[5], "heading that is an instruction, over prose of its own")
        XCTAssertEqual(reasons[15], "introduction, index, notes or reference section: only marked lines count")
    }

    /// A bold title is a weak mark: a document with nothing stronger is read as unmarked, so
    /// its plain lists count too. "When to use" says when a component applies, not what it
    /// must do; "Version" says which document this is.
    func testADocumentWhoseOnlyMarksAreBoldTitlesIsReadForItsPlainLists() throws {
        let text = """
        # Composer

        ## Sending

        - **Send on Return.** The Return key sends; Shift-Return adds a line.

        ## Attachments

        - Show a thumbnail for every attachment
        - Let the person remove an attachment before sending

        ## When to use

        - A reply longer than one line

        ## Version

        - 2.1, released in May
        - Owner: the messaging team
        """
        let checklist = try ChecklistCompiler().compile(data: Data(text.utf8), sourcePath: "composer.md")
        XCTAssertEqual(checklist.items.map(\.title), [
            "Send on Return", "Show a thumbnail for every attachment", "Let the person remove an attachment before sending",
        ])
        XCTAssertEqual(SectionRole.classify("When not to use"), .nonGuidance)
    }

    /// In an unmarked document, an instruction paragraph between a section's prose and a list
    /// it does not introduce is an item beside the list's lines; one that introduces the list
    /// (the next block) or closes the section after every list is not.
    func testAnInstructionBesideAListItDoesNotIntroduceIsAnItem() throws {
        let text = """
        # Toasts

        ## Confirmations

        A toast tells people an action worked.

        Always use a toast for a confirmation, unless the screen already shows the result.

        Parts

        - Title: name what happened
        - Use one line of text at most

        Keep this list short when you add to it.
        """
        let checklist = try ChecklistCompiler().compile(data: Data(text.utf8), sourcePath: "toasts.md")
        XCTAssertEqual(checklist.items.map(\.title), [
            "Always use a toast for a confirmation, unless the screen already shows the result.",
            "Title: name what happened", "Use one line of text at most",
        ])
    }

    /// A list that defines severity levels is a legend, not requirements; a document whose
    /// only checklist is a Markdown sample to copy is read from that sample, and says so.
    func testSeverityLegendsAreSkippedAndAChecklistToCopyIsRead() throws {
        let rubric = """
        # Review rubric

        ## Levels

        - **Blocker**: fix before the release
        - **Major**: fix in this cycle
        - **Minor**: fix when the screen is next touched

        ## Questions to ask

        - Does the screen work with the largest text size?
        """
        let read = try ChecklistCompiler().compile(data: Data(rubric.utf8), sourcePath: "rubric.md")
        XCTAssertEqual(read.items.map(\.title), ["Does the screen work with the largest text size?"])
        XCTAssertEqual(read.decisions.first { $0.line == 5 }?.reason, "severity legend: defines a level, states no requirement")

        let sample = """
        # Sign-off checklist

        Paste this into the pull request when you approve it.

        ```markdown
        - [ ] Ran the screen in Dark Mode
        - [ ] Ran the screen with VoiceOver
        ```
        """
        let checklist = try ChecklistCompiler().compile(data: Data(sample.utf8), sourcePath: "sign-off.md")
        XCTAssertEqual(checklist.items.map(\.title), ["Ran the screen in Dark Mode", "Ran the screen with VoiceOver"])
        XCTAssertEqual(checklist.items.map(\.line), [6, 7], "line numbers are the document's")
        XCTAssertEqual(checklist.notes.first, "the checklist in the Markdown sample at line 5 is read as its section's own lines")
        // Under a heading that does not name a checklist, the sample is read only because the
        // document has nothing else.
        let unnamed = try ChecklistCompiler().compile(data: Data(sample.replacingOccurrences(of: "# Sign-off checklist", with: "# Sign-off").utf8),
                                                      sourcePath: "sign-off.md")
        XCTAssertEqual(unnamed.items.map(\.title), ["Ran the screen in Dark Mode", "Ran the screen with VoiceOver"])
        XCTAssertEqual(unnamed.notes.first, "its only checklist is the Markdown sample at line 5: read as the document's checklist")
    }

    /// A WCAG-style checklist: "How to use this checklist" is a legend, "Principle 1" numbers
    /// a group (it holds no principles), "(Level AA)" after a heading is its severity, the
    /// label every line shares ("**Test:**") is a tag, a step that ends in a colon keeps the
    /// values under it, and a list numbered like the document's own headings is an index.
    func testACriteriaChecklistReadsLevelsSharedLabelsAndItsOwnIndex() throws {
        let checklist = try compile("criteria-checklist.md")
        XCTAssertEqual(checklist.items.map(\.title), [
            "Body text stands out from its background at 4.5:1", "Icons stand out at 3:1",
            "Nothing overlaps when the spacing grows to:",
        ])
        XCTAssertTrue(checklist.items.allSatisfy { $0.kind == .check && $0.severity == .medium && $0.tags == ["test"] })
        XCTAssertEqual(checklist.items[0].sectionPath, ["Principle 1: Visible", "Contrast"])
        XCTAssertTrue(checklist.items[2].guidance.contains("Letter spacing"), checklist.items[2].guidance)
        let reasons = reasonsByLine(checklist)
        XCTAssertEqual(reasons[3], "introduction, index, notes or reference section: only marked lines count")
        XCTAssertEqual(reasons[25], "numbered like a heading of this document (an index of its sections)")
        XCTAssertEqual(SectionRole.classify("Principle 1: Visible"), .guidance)
        XCTAssertEqual(SectionRole.classify("Design principles"), .principles)
    }

    /// A bold line standing alone over task lines ("**[1.1 – Contrast](…)**") is their
    /// group, as a heading would be; a bold label ending in a colon is not.
    func testABoldLineOverTaskLinesGroupsThem() throws {
        let text = """
        # Release checklist

        **[1.1 – Contrast](https://example.com/contrast)**

        - [ ] Body text meets 4.5:1

        **Motion**

        - [ ] Animations stop with Reduce Motion

        **Note:**

        - [ ] Screenshots attached
        """
        let checklist = try ChecklistCompiler().compile(data: Data(text.utf8), sourcePath: "release.md")
        XCTAssertEqual(checklist.items.map(\.sectionPath), [["Release checklist", "1.1 – Contrast"], ["Release checklist", "Motion"], ["Release checklist"]])
        XCTAssertEqual(checklist.decisions.filter { $0.line == 3 }.map(\.reason), ["bold line over the task lines below"])
    }

    /// A questionnaire written as prose: each question a section asks its reader ("Have
    /// you …?", "…, does your app …?") is a check; an open question ("Why …?") is not, and
    /// a heading naming a domain's rules ("Sorting rules") names no requirements.
    func testQuestionsToTheReaderInProseAreChecks() throws {
        let text = """
        # Release questions

        These questions help before a release in a new market.

        ## Text direction

        Arabic and Hebrew read from the right. Have you mirrored the navigation for them? When a
        screen mixes scripts, does your layout keep numbers readable? Why does this matter so much?

        ## Sorting rules

        - Names sort by their family name in some regions
        """
        let checklist = try ChecklistCompiler().compile(data: Data(text.utf8), sourcePath: "questions.md")
        XCTAssertEqual(checklist.items.map(\.title), [
            "Have you mirrored the navigation for them?", "When a screen mixes scripts, does your layout keep numbers readable?",
            "Names sort by their family name in some regions",
        ])
        XCTAssertEqual(checklist.decisions.first { $0.line == 7 && $0.outcome == .item }?.reason,
                       "question to the reader (the document has no marked lines)")
        XCTAssertFalse(CompilationRun.requirementsLabel("Sorting rules"))
        XCTAssertTrue(CompilationRun.requirementsLabel("Golden rules"))
    }

    /// In a document that boxes its checklist lines, a checklist section with no boxes at all
    /// is still read line by line (its lines are not a legend beside boxed ones).
    func testAChecklistSectionWithoutBoxesIsReadInADocumentThatBoxesOthers() throws {
        let text = """
        # Pay sheet

        ## QA checklist

        1) The total matches the cart
        2) The receipt names the merchant

        ## Done when

        - [x] Dark Mode checked
        - [ ] Largest text size checked

        ## Release checklist

        - [ ] Screenshots updated
        - Legend: a box left empty is still to do
        """
        let checklist = try ChecklistCompiler().compile(data: Data(text.utf8), sourcePath: "pay.md")
        XCTAssertEqual(checklist.items.map(\.title), [
            "The total matches the cart", "The receipt names the merchant", "Dark Mode checked", "Largest text size checked",
            "Screenshots updated",
        ])
        XCTAssertEqual(checklist.items.prefix(2).map(\.number), ["1", "2"])
    }

    /// "| Do | Don't |" tables give one item per cell with its verdict; sentences with an RFC
    /// 2119 keyword in a plain section's prose are one item each; the keywords' boilerplate
    /// and a rule heading's own body are not.
    func testDoDontTablesAndKeywordSentences() throws {
        let text = """
        # Button guidance

        The key words MUST, SHOULD and MAY are to be read as in RFC 2119.

        ## Usage

        | Do | Don't |
        |----|-------|
        | Use one primary button per screen | Place two primary buttons side by side |

        ## Sizing

        The hit area MUST be at least 44 by 44 points, e.g. for icons. Spacing is a matter of taste. Smaller visuals SHOULD keep the larger hit area.

        ### 2.1 Labels

        A label MUST name the action.
        """
        let checklist = try ChecklistCompiler().compile(data: Data(text.utf8), sourcePath: "buttons.md")
        XCTAssertEqual(checklist.items.map(\.title), [
            "Use one primary button per screen", "Place two primary buttons side by side",
            "The hit area MUST be at least 44 by 44 points, e.g. for icons.", "Smaller visuals SHOULD keep the larger hit area.", "Labels",
        ])
        XCTAssertEqual(checklist.items.map(\.kind), [.rule, .antiPattern, .check, .check, .rule])
        XCTAssertEqual(checklist.items.map(\.severity), [nil, nil, .high, .medium, nil])
        XCTAssertEqual(CompilationRun.sentences("Use e.g. this. Then that! Done"), ["Use e.g. this.", "Then that!", "Done"])
    }

    func testNotesSectionsAreRemarksButADocumentCalledNotesIsNot() {
        XCTAssertEqual(SectionRole.classify("Notes"), .nonGuidance)
        XCTAssertEqual(SectionRole.classify("iOS developer notes"), .nonGuidance)
        XCTAssertEqual(SectionRole.classify("General Notes"), .nonGuidance)
        XCTAssertEqual(SectionRole.classify("Notes on contrast for charts and graphs"), .guidance)
        XCTAssertEqual(SectionRole.classify("Footnotes and captions"), .guidance)
    }

    /// A leftover merge conflict: both sides' lines are read (which one is right is the
    /// owner's call), the markers dropped, and the repair says where to resolve it.
    func testALeftoverMergeConflictKeepsBothSidesAndSaysSo() throws {
        let checklist = try compile("merge-conflict.md")
        XCTAssertEqual(checklist.items.map(\.title), [
            "Every sheet has a visible way to close it.",
            "Sheets keep their scroll position when the keyboard appears.",
            "Sheets remember where the reader scrolled to.",
            "A sheet never covers the control that opened it on iPad.",
        ])
        let repair = try XCTUnwrap(checklist.repairs.first { $0.kind == .mergeConflict })
        XCTAssertEqual(repair.lines, [6], "the line of the first marker")
        XCTAssertEqual(checklist.items.last?.line, 11, "lines after the conflict keep their numbers")
        XCTAssertFalse(checklist.items.contains { $0.title.contains("<<<") || $0.guidance.contains(">>>") })
    }

    /// "✅ Automated: …": a status the document tracks becomes a tag, not part of the title;
    /// a verdict word after the mark is still a Do or a Don't.
    func testStatusMarksBecomeTags() throws {
        let checklist = try compile("status-marks.md")
        let checks = checklist.items.filter { $0.sectionPath.last == "Accessibility" }
        XCTAssertEqual(checks.map(\.title), [
            "Text contrast is at least 4.5:1 against its background",
            "VoiceOver reads every control with a label",
            "Dynamic Type sizes keep every label readable",
            "Touch targets are at least 44 points",
        ])
        XCTAssertEqual(checks.map(\.tags), [["automated"], ["manual"], ["manual-review"], []])
        let dos = checklist.items.filter { $0.sectionPath.last == "Do and don't" }
        XCTAssertTrue(dos.allSatisfy { $0.tags.isEmpty }, "\(dos.map(\.tags))")
        XCTAssertFalse(dos.contains { $0.title.hasPrefix("Do:") || $0.title.hasPrefix("Don't:") }, "\(dos.map(\.title))")
    }

    /// A hint that cannot be followed is a finding that says what to write, never a guess.
    func testHintsThatCannotBeFollowedAreReported() throws {
        let checklist = try compile("front-matter-bad-hints.md")
        let messages = checklist.findings.filter { $0.kind == .invalidFrontMatter }.map(\.message)
        XCTAssertEqual(messages.count, 5, "\(messages)")
        XCTAssertTrue(messages.contains { $0.hasPrefix("auditbook.rule-level 'four' is not a heading level") })
        XCTAssertTrue(messages.contains { $0.hasPrefix("'auditbook.requirement' is not a hint") })
        XCTAssertTrue(messages.contains { $0.hasPrefix("'auditbook.columns.name' is not a hint") })
        XCTAssertTrue(messages.contains { $0.hasPrefix("auditbook.severity.blocker 'urgent' is not a severity") })
        XCTAssertTrue(messages.contains { $0.hasPrefix("auditbook.requirements names 'Shipping'") })
        XCTAssertEqual(checklist.items.map(\.title), ["Every release note names the screens it changes."], "the good hints still apply")
        XCTAssertFalse(try compile("front-matter-hints.md").findings.contains { $0.kind == .invalidFrontMatter })
        // A document that yields nothing still hears what is wrong with its hints.
        let empty = ChecklistCompiler().analyze(try PreparedDocument.prepare(Data("---\nauditbook:\n  requirements: [Checks]\n---\n\n# Notes\n\nPlain prose about the release.\n".utf8), name: "empty.md"), sourcePath: "empty.md")
        XCTAssertEqual(empty.findings.map(\.kind), [.noItems, .invalidFrontMatter], "\(empty.findings.map(\.message))")
    }

    func testFrontMatterHintsDecideWhatNoReadingCan() throws {
        let checklist = try compile("front-matter-hints.md")
        // auditbook.requirements: the plain bullets of that section are items in a marked document.
        XCTAssertEqual(try item(checklist, "Every release note names the screens it changes.").sectionPath, ["Release notes"])
        XCTAssertNotNil(try? item(checklist, "Notes avoid internal ticket numbers."))
        // auditbook.rule-level: 3 makes unnumbered H3 headings rules.
        XCTAssertEqual(try item(checklist, "Screenshots show the current design").kind, .rule)
        XCTAssertNotNil(try? item(checklist, "Subtitle fits on one line"))
        // auditbook.columns and auditbook.severity: the table's own names and words.
        let build = try item(checklist, "The build number matches the notes")
        XCTAssertEqual(build.number, "R-1")
        XCTAssertEqual(build.severity, .critical)
        XCTAssertEqual(try item(checklist, "The changelog links to the design file").severity, .low)
        XCTAssertEqual(checklist.items.count, 6, "\(checklist.items.map(\.title))")
    }

    func testEveryBlockSaysWhatBecameOfIt() throws {
        let checklist = try compile("marked-lists.md")
        let decisions = checklist.decisions
        XCTAssertEqual(decisions.map(\.line), decisions.map(\.line).sorted(), "in document order")
        let toggle = try XCTUnwrap(decisions.first { $0.text == "Every toggle states what it changes" })
        XCTAssertEqual(toggle.outcome, .item)
        XCTAssertEqual(toggle.reason, "task line")
        XCTAssertEqual(toggle.itemID, checklist.items.first { $0.title == toggle.text }?.id)
        let whenToUse = try XCTUnwrap(decisions.first { $0.text.hasPrefix("While reviewing") })
        XCTAssertEqual(whenToUse.outcome, .skipped)
        XCTAssertTrue(whenToUse.reason.contains("introduction, notes or reference section"), whenToUse.reason)
        XCTAssertEqual(decisions.first { $0.text == "Forms" }?.outcome, .group)
        XCTAssertEqual(decisions.first { $0.text.hasPrefix("Buttons MUST") }?.reason, "RFC 2119 keyword")
        XCTAssertEqual(decisions.first { $0.text == "Navigation" }?.outcome, .group, "a heading over items")
        // Every item is accounted for by exactly one decision.
        XCTAssertEqual(Set(decisions.compactMap(\.itemID)), Set(checklist.items.map(\.id)))
    }

    func testLintNamesRequirementLookingLinesThatBecameNoItem() throws {
        let checklist = try compile("plain-skipped.md")
        let skipped = checklist.findings.filter { $0.kind == .skippedRequirement }
        XCTAssertEqual(skipped.map(\.line), [12], "\(checklist.findings)")
        XCTAssertTrue(skipped[0].message.contains("auditbook.requirements"), skipped[0].message)
        XCTAssertTrue(checklist.warnings.contains { $0.contains("1 line read as requirements") }, "\(checklist.warnings)")
    }

    func testAHeadingThatNamesAKindDoesNotSwallowTheRulesUnderIt() throws {
        let checklist = try compile("principle-heading.md")
        XCTAssertEqual(checklist.items.filter { $0.kind == .rule }.map(\.title),
                       ["Keep the tab bar on every top-level screen", "Use one back gesture throughout"])
        XCTAssertEqual(checklist.items.filter { $0.kind == .antiPattern }.map(\.title), ["Hiding the tab bar on scroll"])
        XCTAssertFalse(checklist.items.contains { $0.kind == .principle })
    }

    func testRawHTMLListsAreReadAsLists() throws {
        let checklist = try compile("html-list.md")
        XCTAssertEqual(checklist.items.map(\.title), [
            "The card field says which cards are accepted.",
            "Errors name the field and how to fix it, e.g. expiry & CVC.",
            "The receipt shows the total and the tax.",
            "A receipt can be shared as a PDF.",
            "Show the order number",
        ])
        XCTAssertEqual(checklist.items.map { $0.sectionPath.last }, ["Payment form", "Payment form", "Receipt", "Receipt", "Confirmation"])
        XCTAssertEqual(checklist.items.last?.guidance, "People quote it when they call about the order.", "an entry's bold lead is its title")
        XCTAssertEqual(checklist.items.dropLast().suffix(2).map(\.number), ["1", "2"], "an <ol> numbers its entries")
        XCTAssertEqual(checklist.items.first?.line, 6)
        // "<p>The delivery step is made of:</p>" over `<ol>`: the list finishes a sentence.
        XCTAssertEqual(reasonsByText(checklist)["Time slot"], "completes a sentence that names parts, options or outcomes, not a requirement")
    }

    /// A design system's Do / Don't components hold Markdown lists that CommonMark leaves as
    /// raw HTML: they are read as Markdown at their own lines, a component's title as its
    /// label. "Examples:" lines and lists under an examples label are samples; a comment stays
    /// a comment. A sentence telling the reader to meet the criteria below makes its list items
    /// in a document marked otherwise.
    func testListsInsideComponentsAreReadAndExamplesAreNotItems() throws {
        let checklist = try compile("component-lists.md")
        XCTAssertEqual(checklist.items.map(\.title), [
            "Say what happened in the first three words", "Offer one action at most",
            "End a banner with an exclamation mark", "Stack more than one banner at a time",
            "Clear a badge as soon as its items are seen", "Never use a badge for promotions",
            "The banner fits on one line at the default text size", "The banner reads in full with VoiceOver",
        ])
        XCTAssertEqual(checklist.items.map(\.kind), [.rule, .rule, .antiPattern, .antiPattern, .rule, .rule, .check, .check])
        XCTAssertEqual(checklist.items.map(\.line), [12, 13, 20, 21, 32, 33, 42, 43])
        let decisions = checklist.decisions
        XCTAssertTrue(decisions.contains { $0.line == 14 && $0.reason.hasPrefix("examples label") }, "\(decisions)")
        XCTAssertTrue(decisions.contains { $0.line == 36 && $0.reason.hasPrefix("sample under an examples label") }, "\(decisions)")
        XCTAssertFalse(checklist.items.contains { $0.title.contains("unread items only") })
    }

    /// "## Requirements" over sentences states the document's requirements, and so do its
    /// sub-sections' lines that oblige ("must"); a "Why?" beside them, a tool's requirements
    /// (versions) and cited WCAG criteria are not items.
    func testARequirementsHeadingOverSentencesNamesItsLines() throws {
        let checklist = try compile("requirements-heading.md")
        XCTAssertEqual(checklist.items.map(\.title), [
            "A toggle's label says what the setting does, not what the switch looks like.",
            "The state of a toggle is announced by VoiceOver as on or off.",
            "Each toggle in a group must keep its own label when the group is read aloud.",
            "A toggle that applies its change only after a separate Save button",
        ])
        XCTAssertEqual(checklist.items.map(\.kind), [.check, .check, .check, .antiPattern])
    }

    /// A "Do's and Don'ts" heading holds both kinds: its labels tell them apart, and a Do
    /// never becomes an anti-pattern because the heading also names Don'ts.
    func testADosAndDontsHeadingLetsItsLabelsDecide() throws {
        let checklist = try compile("dos-and-donts-heading.md")
        XCTAssertEqual(checklist.items.map(\.kind), [.rule, .rule, .antiPattern, .antiPattern])
        XCTAssertEqual(checklist.items.first?.title, "Start a button label with a verb")
    }

    /// A section whose every sub-section is a "✅ Correct" / "❌ Incorrect" heading over code
    /// is one rule with those examples; sub-sections with prose of their own stay rules.
    func testCorrectAndIncorrectSubHeadingsAreTheExamplesOfTheRuleAbove() throws {
        let checklist = try compile("verdict-subheadings.md")
        let sizes = try item(checklist, "Control sizes")
        XCTAssertEqual(sizes.severity, .high, "a (MANDATORY) heading suffix is a severity, as (REQUIRED) is")
        XCTAssertEqual(sizes.examples.map(\.verdict), [.correct, .incorrect])
        XCTAssertTrue(sizes.examples[1].code.contains("size: 10"))
        XCTAssertTrue(sizes.guidance.contains("Use the system's control sizes"), sizes.guidance)
        XCTAssertFalse(sizes.guidance.contains("controlSize"), "the examples are not repeated in the guidance")
        XCTAssertEqual(try item(checklist, "Spacing").examples.map(\.verdict), [.correct])
        XCTAssertFalse(checklist.items.contains { $0.title.hasPrefix("Correct") || $0.title.hasPrefix("Incorrect") })
        XCTAssertEqual(checklist.items.map(\.title).suffix(2), ["Use semantic colours", "Avoid fixed colours in dark mode"])
        // A sub-section after the examples is walked as any other.
        XCTAssertEqual(try item(checklist, "Use the small size only in dense inspectors").sectionPath, ["Control sizes", "Size scale"])
    }

    /// "**Rule:** …" and "**Requirement:** …" paragraphs state one item each: a document made
    /// of them is not refused as having no items.
    func testParagraphsLabelledWithTheirKindAreItems() throws {
        let checklist = try compile("kind-labels.md")
        XCTAssertEqual(checklist.items.map(\.title), [
            "Always use the short size names.", "Every icon-only button has an accessibility label.",
            "Every destructive action asks before it deletes.", "Delete buttons use the destructive role",
            "Text: the confirmation names what goes",
        ])
        XCTAssertEqual(checklist.items.map(\.kind), [.rule, .check, .rule, .rule, .rule])
        XCTAssertEqual(checklist.items.map(\.sectionPath.last), ["Size names", "Icons", "Confirmations", "Confirmations", "Confirmations"])
        // Beside Do lines and code, the labelled rule is still one, and the code its example.
        XCTAssertEqual(try item(checklist, "Every destructive action asks before it deletes.").examples.map(\.verdict), [.correct])
        XCTAssertEqual(checklist.items[4].tags, [], "a word after a Do mark that names no state is part of the title, not a status")
    }

    /// A guideline page of bold lead sentences: each instruction is one item, whatever verb
    /// opens it, also after an adverb or a short opening phrase; a duty in a later sentence
    /// of prose whose subject points back ("… that menu must …") is explanation. A heading that is a link is its text in the path.
    /// A "… when:" label and its short conditions are one statement; one that says when to
    /// read the page is not a requirement, nor is a line that sums up one of the page's sections.
    func testAGuidelinePageOfBoldLeadSentences() throws {
        let checklist = try compile("guideline-page.md")
        XCTAssertEqual(checklist.items.map(\.title), [
            "Be brief", "Reserve the tinted style for the main action", "Visually separate groups of related items",
            "In general, avoid more than five items",
            "Prefer a menu when: The actions are rarely used; There are more than five of them",
        ])
        XCTAssertEqual(checklist.items.first?.sectionPath, ["Best practices"])
        let rule = try ChecklistCompiler().compile(data: Data("# Icons\n\n## 1. Use `Label` for **icon** buttons\n\nEach icon button gets a Label.\n".utf8),
                                                   sourcePath: "icons.md")
        XCTAssertEqual(rule.items.map(\.title), ["Use Label for icon buttons"], "a heading's title is clean text")
        XCTAssertEqual(rule.items.first?.sectionPath, ["Use Label for icon buttons"])
    }

    /// A bold identifier opens a line as a code span does ("**OFF-03**: …"); a line that
    /// repeats the identifier of an item above ("**OFF-01** (NFR-12): how to accept it") adds
    /// to that item instead of asking it twice.
    func testALineRepeatingAnIdentifierAddsToThatItem() throws {
        let checklist = try compile("requirement-spec.md")
        XCTAssertEqual(checklist.items.map(\.number), ["OFF-01", "OFF-02", "OFF-03"])
        XCTAssertEqual(checklist.items.map(\.title), [
            "Saved pages open offline", "Offline state is announced", "The offline banner can be dismissed with one tap.",
        ])
        let first = checklist.items[0].guidance
        XCTAssertTrue(first.contains("Airplane Mode") && first.contains("NFR-12"), first)
        XCTAssertTrue(checklist.items[1].guidance.contains("within a second"), checklist.items[1].guidance)
        // The explanation says where such a line went, and lint does not call the section empty.
        XCTAssertEqual(checklist.decisions.first { $0.line == 12 }?.itemID, checklist.items[0].id)
        XCTAssertFalse(checklist.findings.contains { $0.kind == .emptyChecklist }, "\(checklist.findings)")
    }

    /// Acceptance scenarios under a checklist heading ("Scenario 4.2.1: …" over Given /
    /// When / Then) are one check each, numbered as the heading numbers them; the document is
    /// not refused for having no list lines.
    func testAcceptanceScenariosUnderACriteriaHeadingAreChecks() throws {
        let checklist = try compile("acceptance-scenarios.md")
        XCTAssertEqual(checklist.items.map(\.title), ["Totals are read after the line items", "Amounts are read as currency"])
        XCTAssertEqual(checklist.items.map(\.number), ["4.2.1", "4.2.2"])
        XCTAssertEqual(checklist.items.map(\.kind), [.check, .check])
        XCTAssertTrue(checklist.items[0].guidance.contains("announced after every line item"), checklist.items[0].guidance)
        XCTAssertEqual(HeadingText.parse("Requirement 3: Names are read").number, "3")
        XCTAssertTrue(HeadingText.parse("Requirement 3: Names are read").isRule)
        XCTAssertFalse(HeadingText.parse("Chapter 3: Names").isRule, "a chapter is not a requirement")
        XCTAssertTrue(RequirementTable.isCodeName("testTotalsOrder") && !RequirementTable.isCodeName("Totals"))
    }

    /// A field whose value states nothing to check ("State: n/a", a bare address) is not an
    /// item, in a checklist section or in a document that marks nothing.
    func testFieldsWithNothingToCheckAreNotItems() throws {
        for heading in ["Success criteria", "Checklist"] {
            let text = """
            # Button

            ## \(heading)

            - Role: Identifies itself as a button
            - State: n/a
            - Full information: https://example.invalid/button
            - Focus: Visibly focusable with a keyboard
            """
            let checklist = try ChecklistCompiler().compile(data: Data(text.utf8), sourcePath: "button.md")
            XCTAssertEqual(checklist.items.map(\.title), ["Role: Identifies itself as a button", "Focus: Visibly focusable with a keyboard"], heading)
        }
        // An instruction before the address is no field: the address is where to read it.
        let rules = try compileText("""
        # Platform rules

        ## Design

        - ALWAYS follow the team's design guide: https://example.invalid/guide
        - Use the system font for body text
        """)
        XCTAssertEqual(rules.items.map(\.title), ["ALWAYS follow the team's design guide", "Use the system font for body text"])
        XCTAssertEqual(rules.items.first?.guidance, "https://example.invalid/guide")
    }

    /// A document that opens with "---" over a few fields and never closes them is read as
    /// Markdown, with a warning: a later rule is not the end of its front matter.
    func testFrontMatterThatIsNeverClosedIsReadAsMarkdown() throws {
        let checklist = try compile("unclosed-front-matter.md")
        XCTAssertEqual(checklist.items.map(\.title), ["Keep menu titles short", "Group related commands"])
        XCTAssertTrue(checklist.warnings.contains { $0.contains("no front matter closes before its first heading") }, "\(checklist.warnings)")
    }

    /// "規則 1：…", "規則２：…", "规则3：…": a Chinese or Japanese word for a rule before a
    /// number (with or without a space, ASCII or full-width digits, a full-width colon) heads
    /// a numbered rule, as "Rule 1:" does. "要求一致的术语" (consistent terms asked for) has
    /// no number after the word and heads none.
    func testChineseAndJapaneseRuleHeadingsAreNumberedRules() throws {
        let checklist = try compile("cjk-rule-headings.md")
        let rules = checklist.items.filter { $0.kind == .rule }
        XCTAssertEqual(rules.map(\.number), ["1", "2", "3"], "full-width digits as ASCII")
        XCTAssertEqual(rules.map(\.title), ["画像には代替テキストを付ける", "色だけで状態を伝えない", "所有按钮必须有无障碍标签"])
        XCTAssertTrue(rules[0].guidance.contains("VoiceOver"), rules[0].guidance)
        XCTAssertFalse(checklist.items.contains { $0.title.hasPrefix("致") }, "\(checklist.items.map(\.title))")
    }

    /// A requirement table headed in Chinese or Japanese ("| 编号 | 要求 | 优先级 |", "| ID |
    /// 項目 | 重要度 |") is read as one in English: a row an item, its number, its title, and
    /// its level as the severity (高 / 中 / 建议, 必須 / 推奨 / 任意), the document's word kept.
    func testChineseAndJapaneseRequirementTablesAreRead() throws {
        let checklist = try compile("cjk-requirement-tables.md")
        XCTAssertEqual(checklist.items.map { $0.number ?? "" }, ["A-1", "A-2", "A-3", "A-4", "C-01", "C-02", "C-03"])
        XCTAssertEqual(checklist.items[0].title, "图标按钮必须有无障碍标签")
        XCTAssertEqual(checklist.items.map(\.severity), [.high, .high, .medium, .low, .high, .medium, .low])
        XCTAssertEqual(checklist.items.map(\.severityLabel), ["高", "高", "中", "建议", "必須", "推奨", "任意"])
    }

    /// Prose in Chinese, Japanese or Korean, in a document that marks nothing: each sentence
    /// that obliges or forbids (必须, 应, なければなりません, てはいけません, -아야 합니다) is a
    /// high requirement, one that recommends or asks (建议, てください) a medium one, the phrase
    /// its label; a permission (可以) and a sentence that says what the page covers (…适用于
    /// 所有移动应用页面: 应 inside 应用 is no "shall") are none.
    func testChineseJapaneseAndKoreanDutySentencesAreRequirements() throws {
        let checklist = try compile("cjk-duty-prose.md")
        XCTAssertEqual(checklist.items.map(\.title), [
            "所有有意义的图片必须提供替代文本。", "开启减弱动态效果后，应停止自动播放的动画。", "建议为长动画提供暂停按钮。",
            "色だけで情報を伝えてはいけません。", "エラーはアイコンでも示してください。", "가장 큰 글자 크기에서도 텍스트가 잘리지 않아야 합니다.",
        ])
        XCTAssertEqual(checklist.items.map(\.severity), [.high, .high, .medium, .high, .medium, .high])
        XCTAssertEqual(checklist.items.map(\.severityLabel), ["必须", "应", "建议", "てはいけません", "てください", "야 합니다"])
        XCTAssertEqual(checklist.items.map(\.sectionPath), [["图片"], ["动效"], ["动效"], ["色"], ["色"], ["글자 크기"]])
        XCTAssertNil(EastAsianDuty.grade("系统会自动响应用户的设置。"), "响应 and 应用 hold 应 as a word's part")
    }

    /// Code labelled in Chinese or Japanese ("**错误示例：**" / "**正确示例：**", "### 悪い例" /
    /// "### 良い例") is the rule's incorrect and correct example, its caption without the
    /// full-width colon. "错误信息…" (error messages) opens with the word for "wrong" but is no
    /// label: alone, "错误" is one; before more words, it is not.
    func testChineseAndJapaneseExampleLabelsGiveVerdicts() throws {
        let checklist = try compile("cjk-code-verdicts.md")
        XCTAssertEqual(checklist.items.map(\.number), ["1", "2", "3"])
        XCTAssertEqual(checklist.items[0].examples.map(\.verdict), [.incorrect, .correct])
        XCTAssertEqual(checklist.items[0].examples.map(\.caption), ["错误示例", "正确示例"])
        XCTAssertTrue(checklist.items[0].examples[1].code.contains("accessibilityLabel"))
        XCTAssertEqual(checklist.items[1].examples.map(\.verdict), [.incorrect, .correct])
        XCTAssertEqual(checklist.items[2].kind, .rule, "not an anti-pattern: \(checklist.items[2])")
        XCTAssertEqual(ExampleExtractor.eastAsianVerdict(startOf: "错误"), .incorrect)
        XCTAssertNil(ExampleExtractor.eastAsianVerdict(startOf: "错误信息必须说明问题"))
    }

    /// Sections titled in Chinese or Japanese take the role their title names, as English
    /// ones do: 简介 (introduction) and 参考资料 (references) give no items, even where the
    /// introduction says "必须"; 设计原则 gives principles, チェックリスト checks, 常见错误
    /// (common mistakes) anti-patterns.
    func testChineseAndJapaneseSectionTitlesNameTheirRole() throws {
        let checklist = try compile("cjk-section-roles.md")
        XCTAssertEqual(checklist.items.map(\.kind), [.principle, .principle, .check, .check, .antiPattern, .antiPattern])
        XCTAssertEqual(checklist.items.map { $0.sectionPath.first ?? "" }, ["设计原则", "设计原则", "チェックリスト", "チェックリスト", "常见错误", "常见错误"])
        XCTAssertEqual(SectionRole.eastAsianRole("避免使用固定字号"), nil, "an instruction to avoid one thing, not a list of mistakes")
        XCTAssertEqual(SectionRole.classify("VoiceOver 检查清单"), .checklist, "an API's name beside the term")
    }

    /// Do / Don't labels in Chinese and Japanese ("**推荐：**" / "**不推荐：**" over lists, "###
    /// 良い例" / "### 悪い例" over lines) make their lines rules and anti-patterns, as "Do:" and
    /// "Don't:" do.
    func testChineseAndJapaneseDoDontLabels() throws {
        let checklist = try compile("cjk-do-dont.md")
        XCTAssertEqual(checklist.items.map(\.kind), [.rule, .rule, .antiPattern, .antiPattern, .rule, .antiPattern])
        XCTAssertEqual(checklist.items[2].title, "使用\"点击这里\"之类的文字")
    }

    /// A Chinese, Japanese or Korean grade in brackets closing a heading ("图片（高）", "动效
    /// [低]") grades its lines, and one opening a line ("【高】…", "［中］…", "[必須] …") grades
    /// that line, the brackets gone from the title and the section path.
    func testChineseAndJapaneseBracketedGrades() throws {
        let checklist = try compile("cjk-severity-tags.md")
        XCTAssertEqual(checklist.items.map(\.title), [
            "有意义的图片都有替代文本", "开启减弱动态效果后动画停止", "正文可随系统字号缩放", "标题不会被截断", "ボタンのラベルが読み上げられる",
        ])
        XCTAssertEqual(checklist.items.map(\.severity), [.high, .low, .high, .medium, .high])
        XCTAssertEqual(checklist.items.map { $0.sectionPath.first ?? "" }, ["图片", "动效", "文字", "文字", "文字"])
        XCTAssertEqual(checklist.items.map(\.severityLabel), ["高", "低", "高", "中", "必須"])
    }

    /// An identifier closed by a full stop ("R1. …", "**R2.** …", "## R4. …", "- W1. …") or a
    /// colon inside the bold ("**R3:** …") numbers its line as "R1: …" does: the identifier is
    /// the number, not a sentence of its own or a word of the title, and paragraphs so opened
    /// are requirements each, though the document marks its others.
    func testAnIdentifierClosedByAFullStopNumbersItsLine() throws {
        let checklist = try compile("identifier-stops.md")
        XCTAssertEqual(checklist.items.map(\.number), ["R1", "R2", "R3", "R4", "W1", "W2"])
        XCTAssertEqual(checklist.items.map(\.title), [
            "The order total must be read out by VoiceOver each time it changes.",
            "The place-order button must explain why it is disabled when tapped.",
            "Coupon fields should accept pasted codes.",
            "Receipts can be shared",
            "Saved cards show their last four digits.",
            "Removing a card asks for confirmation first.",
        ])
        XCTAssertTrue(checklist.items[3].guidance.contains("share sheet"), checklist.items[3].guidance)
        XCTAssertEqual(HeadingText.parse("R4. Receipts can be shared").number, "R4")
        XCTAssertEqual(CompilationRun.firstSentence("R1. The total is read out. Always."), "R1. The total is read out.")
        XCTAssertEqual(CompilationRun.sentences("A.2. Every field has a label. It stays."), ["A.2. Every field has a label.", "It stays."])
    }

    /// "No flashing", "No autoplay": a ban named without a verb, in bold over its
    /// explanation (or a term over its definition, ": …"), is an instruction. What there is
    /// not ("No captions are bundled …"), a remark ("No one …", "No matter …") and a note
    /// that there is nothing more ("No additional notes …") are not.
    func testAVerblessNoLineIsABan() throws {
        let checklist = try compile("verbless-bans.md")
        XCTAssertEqual(checklist.items.map(\.title), ["Respect the mute switch", "No autoplay", "No flashing"])
        XCTAssertEqual(checklist.items[2].guidance, "Nothing on screen flashes more than three times in one second.")
        XCTAssertTrue(CompilationRun.isInstruction("No more than three flashes a second"))
        XCTAssertFalse(CompilationRun.isInstruction("No linter or test framework is configured."))
        XCTAssertFalse(CompilationRun.isInstruction("No two screens look alike."))
    }

    /// A legend of several marks in one line ("Legend: 🔴 blocker, 🟠 major", "⛳ = critical,
    /// 🧭 = minor") grades a table cell holding a mark alone and a line opening with one,
    /// labelled by the legend's word; a coloured circle the legend grades is no Don't, and
    /// one it does not grade leaves the title as an icon does.
    func testALegendOfMarkPairsGradesCellsAndLines() throws {
        let checklist = try compile("legend-pairs.md")
        XCTAssertEqual(checklist.items.map(\.title), [
            "Every button can be reached with Full Keyboard Access", "Charts offer an audio graph", "Empty states show an illustration",
            "Every toggle announces its state", "Section footers explain what a setting does", "About screen lists the open source licences",
        ])
        XCTAssertEqual(checklist.items.map(\.severity), [.critical, .high, .low, .critical, .low, nil])
        XCTAssertEqual(checklist.items.map(\.severityLabel), ["blocker", "major", "minor", "critical", "minor", nil])
        XCTAssertEqual(Set(checklist.items.map(\.kind)), [.check])
    }

    /// A heading graded by a field of its own ("**Severity:** High", "**Priority:** P2") over
    /// prose is a requirement whatever its words (a statement, not an instruction): its
    /// prose is the guidance, its fields grade it. A heading with no such field stays prose.
    func testAHeadingGradedByItsOwnFieldIsARule() throws {
        let checklist = try compile("field-graded-headings.md")
        XCTAssertEqual(checklist.items.map(\.title), ["Widget text follows the system text size", "Tapping a widget opens the matching screen"])
        XCTAssertEqual(checklist.items.map(\.severity), [.high, .medium])
        XCTAssertEqual(checklist.items.map(\.severityLabel), ["High", "P2"])
        XCTAssertEqual(checklist.items[0].platforms, ["iOS", "iPadOS"])
        XCTAssertTrue(checklist.items[1].guidance.contains("forecast"), checklist.items[1].guidance)
        let guidance = checklist.decisions.filter { $0.reason == "guidance of the heading above, a rule" }
        XCTAssertEqual(guidance.map(\.line), [10, 16])
    }

    /// A severity field named in Chinese, Japanese or Korean ("**优先级：** 高", "**重要度：**
    /// 中", "**심각도:** 낮음"), with a full-width colon or an ASCII one, grades its heading's
    /// rule as "**Priority:** High" does, the document's word kept as the label.
    func testChineseJapaneseAndKoreanSeverityFields() throws {
        let checklist = try compile("cjk-labelled-fields.md")
        XCTAssertEqual(checklist.items.map(\.title), ["角标数字准确", "通知は操作できる", "알림 소리는 무음 모드를 따른다"])
        XCTAssertEqual(checklist.items.map(\.severity), [.high, .medium, .low])
        XCTAssertEqual(checklist.items.map(\.severityLabel), ["高", "中", "낮음"])
        XCTAssertTrue(checklist.items[0].guidance.contains("角标清除"), checklist.items[0].guidance)
        XCTAssertFalse(checklist.items[0].guidance.contains("优先级"), checklist.items[0].guidance)
    }

    /// "## Scenario: …" and "## Scenario Outline: …" over their Given / When / Then steps:
    /// an acceptance test each, a requirement titled by its name, the steps its guidance
    /// (within a "Requirement:" heading a scenario stays its how-to-test).
    func testScenarioHeadingsAreRequirements() throws {
        let checklist = try compile("scenario-headings.md")
        XCTAssertEqual(checklist.items.map(\.title), ["A wrong password is announced", "One-time codes fill in from Messages"])
        XCTAssertTrue(checklist.items[0].guidance.hasPrefix("Given VoiceOver is on"), checklist.items[0].guidance)
        XCTAssertTrue(checklist.items[1].guidance.contains("Then the keyboard offers the code"), checklist.items[1].guidance)
        XCTAssertTrue(checklist.items[0].id.hasSuffix("/a-wrong-password-is-announced"), checklist.items[0].id)
    }

    /// Lines an icon marks as a reading or a tool ("📖 [An article](…)", "🛠 Use [a tool](…)
    /// to …"), with the link to it, point elsewhere: no item, and nothing `checklist lint`
    /// reports as a requirement left unmarked. A plain instruction among the task lines still is.
    func testIconMarkedReadingsAndToolsAreNoRequirements() throws {
        let checklist = try compile("icon-marked-resources.md")
        XCTAssertEqual(checklist.items.map(\.title), ["Launch screen", "Splash timing", "Dynamic Type"])
        let resources = checklist.decisions.filter { $0.reason == CompilationRun.iconMarkedResourceReason }
        XCTAssertEqual(resources.map(\.line), [12, 14, 18, 23], "\(checklist.decisions.map(\.summary))")
        let skipped = checklist.findings.filter { $0.kind == .skippedRequirement }
        XCTAssertEqual(skipped.map(\.line), [24], "only the plain instruction: \(skipped.map(\.message))")
    }

    /// A heading that is an instruction is a rule over a quotation or a table that argues
    /// for it, as over a paragraph.
    func testAnInstructionHeadingOverAQuotationIsARule() throws {
        let checklist = try compile("instruction-heading-over-quote.md")
        XCTAssertEqual(checklist.items.map(\.title), ["Never Use Pure Black", "Prefer Dark Grey Surfaces", "No black backgrounds"])
        XCTAssertTrue(checklist.items[0].guidance.contains("Grey 900"), checklist.items[0].guidance)
    }

    /// A yes / no column named by a severity ("Blocking?") carries the rows' severity, with
    /// the document's words as their label; a list of settings (a label and a value in code
    /// on every line) states no requirement, even in a checklist section.
    func testABlockingColumnIsASeverityAndSettingsAreNotChecks() throws {
        let checklist = try compile("blocking-column.md")
        XCTAssertEqual(checklist.items.map(\.title), [
            "Focus ring is visible", "Icon buttons have labels", "Increased contrast stays readable",
            "Animations shorten with Reduce Motion", "Screenshots are updated in both appearances",
            "Every new string is in the string catalog",
        ])
        XCTAssertEqual(checklist.items.prefix(4).map(\.severity), [.critical, .critical, .medium, .low])
        XCTAssertEqual(checklist.items.prefix(4).map(\.severityLabel), ["Blocking? Yes", "Blocking? Yes", "Blocking? Warning", "Blocking? No"])
        XCTAssertFalse(checklist.items[0].guidance.contains("Blocking"), "the level column is the severity, not guidance")
        // Settings are no requirement lint should say was missed, nor an empty checklist.
        XCTAssertFalse(checklist.findings.contains { $0.kind == .emptyChecklist || $0.kind == .skippedRequirement }, "\(checklist.findings)")
    }

    /// Under "Common pitfalls" or "Principles", a sub-section over code or prose of its own
    /// and no list is one anti-pattern (or principle), named by its heading, with the code
    /// as its examples; the section that names the kind is not an item.
    func testSubsectionsOfAMistakesSectionAreOneItemEach() throws {
        let checklist = try compile("mistake-subsections.md")
        XCTAssertEqual(checklist.items.map(\.title), [
            "Placeholder used as the only label", "Fixed keyboard type for every field",
            "Forgiving input", "Errors stay next to the field",
        ])
        XCTAssertEqual(checklist.items.map(\.kind), [.antiPattern, .antiPattern, .principle, .principle])
        XCTAssertEqual(checklist.items[0].examples.map(\.verdict), [.incorrect, .correct])
        XCTAssertTrue(checklist.items[1].guidance.contains("postcode"), checklist.items[1].guidance)
        XCTAssertEqual(checklist.items[2].sectionPath, ["Principles", "Forgiving input"])
    }

    /// A ballot box written as a character ("☐", "☑") opens a task line as "[ ]" does and
    /// leaves the title; a quoted request the line itself marks wrong ("❌ "…"") is a mistake
    /// to avoid, where other quotations are examples.
    func testBallotBoxesAndQuotedRequestsMarkedWrong() throws {
        let checklist = try compile("ballot-boxes.md")
        XCTAssertEqual(checklist.items.map(\.title), [
            "Focus moves from the title to the first field", "The close button is reached last", "The page title is spoken first",
            "Hide the labels, the icons are obvious", "Shrink the targets to 30 points",
        ])
        XCTAssertEqual(checklist.items.map(\.kind), [.check, .check, .check, .antiPattern, .antiPattern])
        XCTAssertTrue(checklist.items[3].guidance.contains("icons alone fail review"), checklist.items[3].guidance)
        let parsed = MarkdownParser().parse("- ☐ Open box\n- ☑ Ticked box\n- ☐\n")
        XCTAssertEqual(parsed.first?.children.map(\.kind), [.item(task: .open), .item(task: .done), .item(task: nil)])
        XCTAssertEqual(parsed.first?.children.first?.children.first?.text, "Open box")
        // ("- [✓] …": a tick written inside the brackets is a ticked box.)
        let ticked = MarkdownParser().parse("- [✓] Criteria met\n- [✔] Labels read\n- [ ] Contrast checked\n")
        XCTAssertEqual(ticked.first?.children.map(\.kind), [.item(task: .done), .item(task: .done), .item(task: .open)])
        XCTAssertEqual(ticked.first?.children.first?.children.first?.text, "Criteria met")
    }

    /// A heading that is a severity ("🔴 Critical issues (must fix)", "Warnings", "Minor
    /// issues") grades the lines under it and keeps its title as their label; a table whose
    /// title column is named Issue lists mistakes to avoid. "Errors" titles a subject.
    func testSeverityHeadingsAndIssueTables() throws {
        let checklist = try compile("severity-sections.md")
        XCTAssertEqual(checklist.items.map(\.title), [
            "Force-unwrapped optional in view code", "Secret key in the bundle", "Magic numbers in layout",
            "Spacing between sections is uneven", "Icons use two different stroke widths",
        ], "a plain line under a plain heading, in a document that marks its requirements, is not one")
        XCTAssertEqual(checklist.items.map(\.kind), [.antiPattern, .antiPattern, .antiPattern, .check, .check])
        XCTAssertEqual(checklist.items.map(\.severity), [.critical, .critical, .medium, .low, .low])
        XCTAssertEqual(checklist.items[0].severityLabel, "Critical issues (must fix)")
        XCTAssertTrue(checklist.items[0].guidance.contains("The screen crashes"), checklist.items[0].guidance)
        XCTAssertNil(HeadingText.parse("High contrast").severity)
        XCTAssertNil(HeadingText.parse("Required fields").severity)
        XCTAssertNil(HeadingText.parse("Errors").severity)
        XCTAssertEqual(HeadingText.parse("Medium-Risk Issues").severity, .medium)
        XCTAssertNil(HeadingText.parse("High risk areas").severity)
        // "## Severity levels" over lines that each define one is a legend, not checks, and no omission.
        XCTAssertFalse(checklist.items.contains { $0.sectionPath.contains("Severity levels") })
        XCTAssertFalse(checklist.findings.contains { $0.kind == .skippedRequirement }, "\(checklist.findings)")
    }

    /// In a document that marks its requirements (here with task lines), a bare bold title
    /// over lines that mostly state duties groups them as requirements, and so does a title
    /// over plain phrases in a list whose other titles are such groups ("Contact details");
    /// alone over plain facts ("Owners") it stays a skipped line.
    func testABoldTitleOverDutiesGroupsThem() throws {
        let checklist = try compile("duty-groups.md")
        XCTAssertEqual(checklist.items.map(\.title), [
            "Every control must have a spoken name", "Focus order must follow the visual order",
            "Body text must grow with the system setting", "Nothing should be cut off at the largest size",
            "Support address in the footer", "Phone number on the help page",
            "Release notes are written",
        ])
        XCTAssertEqual(checklist.items[4].sectionPath, ["Store submission", "Contact details"])
        XCTAssertEqual(checklist.items[0].sectionPath, ["Store submission", "Screen reader support"])
    }

    /// Tables that explain rather than require: one row per level (a legend), a Level column
    /// of heading levels ("H1" is no identifier); a named Requirement column of a few words
    /// is titled with the row's subject ("Live video: Captions"), a named Requirement column
    /// of a few words with its measure beside it ("Body text: 4.5:1"); "Example 1: …" sections
    /// are samples; a list under "Bug priority scale" is a legend; a column that rates rows
    /// on something else ("Clarity: High") grades nothing and makes no requirement table;
    /// a "Testing tools" section names what to check with, not what to check.
    func testReferenceTablesLegendsAndNumberedExamples() throws {
        let checklist = try compile("reference-tables.md")
        XCTAssertEqual(checklist.items.map(\.title), [
            "Recorded speech: Transcript", "Recorded video: Captions", "Live video: Captions",
            "Body text: 4.5:1", "Large text: 3:1",
        ])
        XCTAssertTrue(checklist.items[3].guidance.contains("Labels, paragraphs"), checklist.items[3].guidance)
        XCTAssertFalse(checklist.items[3].guidance.contains("**Ratio:**"), checklist.items[3].guidance)
        let reasons = checklist.decisions.map(\.reason)
        XCTAssertTrue(reasons.contains(RequirementTable.Refusal.levelLegend.rawValue), "\(reasons)")
        XCTAssertFalse(checklist.findings.contains { $0.kind == .skippedRequirement }, "\(checklist.findings)")
    }

    /// A short label naming kinds of values ("Emphasis levels:") over lines that each open
    /// with a bold term and its meaning defines the values, it asks nothing; the instruction
    /// lines beside it are the section's checks.
    func testALabelNamingKindsOfValuesDefinesThem() throws {
        let checklist = try compile("design-system-page.md")
        XCTAssertEqual(checklist.items.map(\.title), [
            "Keep cards one level deep on a screen", "Never place a raised card on a loud one",
            "Keep text legible on every fill in both appearances",
        ])
        XCTAssertTrue(checklist.decisions.contains { $0.line == 9 && $0.outcome == .skipped && $0.isKnownNonRequirement },
                      "\(checklist.decisions)")
    }

    /// A rule file that shows its rule both ways (code under "Incorrect" and "Correct") and
    /// closes on task lines keeps the rule, with its two examples, beside those checks; the
    /// default audit asks the checks.
    func testARuleShownBothWaysIsKeptBesideItsChecklist() throws {
        let checklist = try compile("rule-with-checklist.md")
        XCTAssertEqual(checklist.items.map(\.title), [
            "Sheets close with a swipe and a button",
            "A swipe down closes the sheet", "A labelled button closes it too", "Focus returns to the control that opened it",
        ], "in the document's order: the rule's heading first")
        let rule = try XCTUnwrap(checklist.items.first)
        XCTAssertEqual(rule.kind, .rule)
        XCTAssertEqual(rule.examples.map(\.verdict), [.incorrect, .correct])
        XCTAssertEqual(rule.severity, .high)
    }

    /// An index of rule files, "[rule-name](./rule-name.md) — what it requires": the file's
    /// name is the item's number and the description its title, as a test case's identifier
    /// linked to its file is ("[TC-SHEET-101](…) - …"); under "See also" such a line names
    /// another document.
    func testARuleIndexNumbersEachLineByItsFileName() throws {
        let checklist = try compile("rule-index.md")
        XCTAssertEqual(checklist.items.map(\.title), [
            "Every sheet has a labelled button that closes it", "A sheet with unsaved edits asks before it closes",
            "Alert buttons name what they do", "A swipe down closes a sheet with no edits",
        ])
        XCTAssertEqual(checklist.items.map(\.number), ["sheet-done-button", "sheet-unsaved-edits", "alert-verb-buttons", "TC-SHEET-101"])
    }

    /// Headings that carry a link target (`## <a name="guidelines"></a>Guidelines`, a README
    /// habit) or styling tags (`<span class="topic">Spacing</span>`) give clean titles and
    /// section paths.
    func testHeadingAnchorsAreNoPartOfTitles() throws {
        let checklist = try compile("anchored-headings.md")
        XCTAssertEqual(checklist.items.map(\.title), [
            "Label every field", "Say what happens next.", "Begin with a verb.", "Keep 8 points between targets.",
        ])
        XCTAssertEqual(checklist.items[0].sectionPath, ["Guidelines", "Label every field"])
        XCTAssertEqual(checklist.items[2].sectionPath, ["Guidelines", "Hints"])
        XCTAssertEqual(checklist.items[3].sectionPath, ["Guidelines", "Spacing"])
    }

    /// Sample wordings written as list lines with a mark and a verdict word ("- ❌ Poor:
    /// "OK"", "- ✅ Good: "Save draft"") are the text examples of the rule their heading
    /// states, not a Don't and a Do of their own.
    func testWordingSamplesInListLinesAreTheRulesExamples() throws {
        let checklist = try compile("wording-samples.md")
        XCTAssertEqual(checklist.items.map(\.title), ["Name the action", "Keep labels short", "Never use all capitals"])
        XCTAssertEqual(checklist.items[0].examples.map(\.verdict), [.incorrect, .correct])
        XCTAssertEqual(checklist.items[0].examples.map(\.code), ["\"OK\"", "\"Save draft\""])
        XCTAssertEqual(checklist.items[1].examples.first?.language, "text")
    }

    /// A section named for mistakes whose lines each say what to do ("## Mistakes" over
    /// "- Anticipate mistakes …") is about handling people's mistakes: its lines are rules,
    /// titled by their first sentence; "## Common mistakes" over what goes wrong still lists
    /// anti-patterns.
    func testInstructionsUnderAMistakesHeadingAreRules() throws {
        let checklist = try compile("mistakes-topic.md")
        XCTAssertEqual(checklist.items.map(\.kind), [.rule, .rule, .rule, .antiPattern, .antiPattern])
        XCTAssertEqual(checklist.items[0].title, "Anticipate mistakes and check input as people type")
    }

    /// A principles page: a "### Principle" sub-heading's statement is its numbered rule's
    /// own words; "Applying these principles", a label whose subject is the document ("These
    /// principles should change with:") and one naming what a guide covers ("… covers:") over
    /// their lists ask nothing; in a document that boxes its checklist lines, a checklist
    /// section's plain lines (how to get ready) are no checks; a task line that is only a
    /// bold label ending in a colon names the group of the task lines under it.
    func testAPrinciplesPageAsksItsPrinciplesMistakesAndBoxedChecksOnly() throws {
        let checklist = try compile("principles-page.md")
        XCTAssertEqual(checklist.items.map(\.title), [
            "Calm first", "Three primary buttons on one screen", "A banner on top of a sheet",
            "Honest motion", "Animation that plays on every scroll",
            "Does the screen ask for one decision at a time?", "Does every movement show where things come from?",
            "Transitions stop when Reduce Motion is on", "No screen flashes more than three times a second",
            "Margins are 16 points on phones", "Columns line up across screens",
        ])
        XCTAssertEqual(checklist.items.map(\.kind), [.rule, .antiPattern, .antiPattern, .rule, .antiPattern] + Array(repeating: .check, count: 6))
        XCTAssertTrue(checklist.items[3].guidance.contains("Movement shows where things come from"), checklist.items[3].guidance)
        XCTAssertEqual(checklist.items[9].sectionPath, ["Walkthrough checklist", "Layout", "Check the grid"])
        let reasons = reasonsByText(checklist)
        // ("Evolving principles": how the document is kept, as "Updating guides" is; its label
        // says what the document rests on, and says so there too.)
        XCTAssertEqual(reasons["New hardware the app runs on"], "what the document covers or rests on, not a requirement")
        XCTAssertEqual(reasons["Spring curves"], "a topic covered, not a requirement")
        XCTAssertEqual(reasons["Device: turn on Reduce Motion"], "plain line (the document boxes its checklist lines)")
        XCTAssertEqual(SectionRole.classify("Applying these principles"), .nonGuidance)
        XCTAssertEqual(SectionRole.classify("Updating guides"), .nonGuidance)
        XCTAssertEqual(SectionRole.classify("Why code?"), .nonGuidance)
        XCTAssertEqual(SectionRole.classify("More ideas"), .nonGuidance)
        XCTAssertEqual(SectionRole.classify("Updating layouts"), .guidance)
        XCTAssertEqual(SectionRole.classify("Why VoiceOver reads the label twice"), .guidance)
        XCTAssertEqual(SectionRole.classify("Applying color"), .guidance)
        XCTAssertTrue(checklist.findings.isEmpty, "\(checklist.findings)")
    }

    /// A numbered criterion whose "**Requirement**:" ends in a colon over the ways it must
    /// hold states its requirement as prose would: the heading is the rule, its list guidance.
    func testARequirementLabelOverItsListKeepsTheNumberedHeadingARule() throws {
        let checklist = try compile("criteria-requirements.md")
        XCTAssertEqual(checklist.items.map(\.number), ["1.1", "1.2"])
        XCTAssertEqual(checklist.items.map(\.title), ["Readable text", "Pop-up hints"])
        XCTAssertEqual(checklist.items.map(\.severity), [.medium, .medium])
        XCTAssertTrue(checklist.items[1].guidance.contains("**Persistent**"), checklist.items[1].guidance)
    }

    /// An agent skill of patterns: "Pattern 1a:" numbers its rule as "Rule 1:" does (the
    /// letter too), its "Diagnosis" and "Fix" sub-headings are the rule's guidance; "Example
    /// prompts" are samples of questions; "Anti-patterns (DO NOT DO THIS)" names no Do, so
    /// its headings are mistakes; a 🚩 line is one, a quoted request's arrow leading to why.
    func testPatternHeadingsExamplePromptsAndRedFlags() throws {
        let checklist = try compile("pattern-skill.md")
        XCTAssertEqual(checklist.items.map(\.title), [
            "Detents for short forms", "Confirm before discarding", "A close button people can find",
            "A sheet inside a sheet", "Make every screen a sheet", "Sheets that cover the whole screen on iPad",
        ])
        XCTAssertEqual(checklist.items.map(\.number), ["1a", "1b", "2", nil, nil, nil])
        XCTAssertEqual(checklist.items.map(\.kind), [.rule, .rule, .rule, .antiPattern, .antiPattern, .antiPattern])
        XCTAssertTrue(checklist.items[1].guidance.contains("still holds edits"), checklist.items[1].guidance)
        XCTAssertTrue(checklist.items[4].guidance.contains("the back stack disappears"), checklist.items[4].guidance)
        XCTAssertEqual(SectionRole.classify("Do's and Don'ts"), .guidance)
        XCTAssertEqual(SectionRole.classify("Anti-patterns (DO NOT DO THIS)"), .antiPatterns)
        XCTAssertEqual(SectionRole.classify("Anti-Patterns (NEVER DO THESE)"), .antiPatterns)
        XCTAssertEqual(SectionRole.classify("Who is this guide for?"), .nonGuidance)
        XCTAssertEqual(SectionRole.classify("Who should use this checklist"), .nonGuidance)
        XCTAssertEqual(SectionRole.classify("Do's and Don'ts"), .guidance)
    }

    /// "Mistake 1:", "Pitfall 2:", "Anti-Pattern 3:" number one mistake each, wherever it
    /// stands; "When to use sheets" says when a component applies and "Troubleshooting …"
    /// holds symptoms and fixes (neither asks anything); a heading naming kinds of values
    /// ("Sheet sizes") over their definitions (`1. **Medium** — …`) names no checks.
    func testMistakeHeadingsWhenToUseAndValueKindHeadings() throws {
        let checklist = try compile("mistake-headings.md")
        XCTAssertEqual(checklist.items.map(\.title), [
            "Sheet sizes", "A sheet over a sheet", "Dismissing unsaved edits", "A sheet for every detail",
        ])
        XCTAssertEqual(checklist.items.map(\.number), [nil, "1", "2", "3"])
        XCTAssertEqual(checklist.items.map(\.kind), [.rule, .antiPattern, .antiPattern, .antiPattern])
        XCTAssertEqual(checklist.items[2].examples.map(\.verdict), [.incorrect])
        let reasons = reasonsByText(checklist)
        XCTAssertEqual(reasons["Large — the whole screen but the top edge"],
                       "names a value (a level, style or state) and what it means, not a requirement")
        XCTAssertEqual(SectionRole.classify("When to use sheets"), .nonGuidance)
        XCTAssertEqual(SectionRole.classify("When not to use a coordinator"), .nonGuidance)
        XCTAssertEqual(SectionRole.classify("Troubleshooting sheet issues"), .nonGuidance)
        XCTAssertEqual(SectionRole.classify("When the keyboard appears"), .guidance)
    }

    /// A review skill: "When this skill activates" says when a tool is to use it and "System
    /// requirements" which OS an API needs (neither asks anything); a numbered step of its
    /// review process is no rule, but its "**Anti-patterns:**" and "**Good patterns:**" lists
    /// are what to flag and what to find; "Key patterns" over code alone are samples; a
    /// "Step 1:" heading is a step to follow, its task lines still checks; "What is …?"
    /// defines and "Tips for effective reviews" advises the reviewer.
    func testAReviewSkillsStepsTriggersAndPatternLabels() throws {
        let checklist = try compile("review-skill.md")
        XCTAssertEqual(checklist.items.map(\.title), [
            "Colours written as literal values in views", "A fixed point size for body text",
            "Colours taken from the asset catalog", "Text styles that follow Dynamic Type",
            "The label wraps instead of clipping", "Every finding above is closed",
        ])
        XCTAssertEqual(checklist.items.map(\.kind), [.antiPattern, .antiPattern, .rule, .rule, .check, .check])
        let reasons = reasonsByText(checklist)
        XCTAssertEqual(reasons["Key patterns"], "examples section: code that shows the rules, not rules of its own")
        XCTAssertEqual(reasons["Step 1: Reproduce it"], "numbered step of a procedure (its section names a workflow)")
        XCTAssertEqual(SectionRole.classify("When this skill activates"), .nonGuidance)
        XCTAssertEqual(SectionRole.classify("System requirements"), .nonGuidance)
        // A definition ("What is …?") and advice on conducting the review ask nothing of a screen.
        XCTAssertEqual(SectionRole.classify("What is a settings screen?"), .nonGuidance)
        XCTAssertEqual(SectionRole.classify("What are their goals?"), .guidance)
        XCTAssertEqual(SectionRole.classify("Tips for effective reviews"), .nonGuidance)
        XCTAssertEqual(SectionRole.classify("Tips for accessible forms"), .guidance)
        // Its "Don'ts" are the reviewer's: "❌ Guess at a fix" is no anti-pattern of a screen.
        XCTAssertEqual(reasons["Don'ts"], "part of the advice on conducting the review")
        XCTAssertEqual(CompilationRun.practicesLabel("good patterns"), .correct)
        XCTAssertNil(CompilationRun.practicesLabel("best practices"))
        // "Data purposes" and "Testing techniques" name kinds of values over their
        // definitions (a bold term alone on its line over what it means, one of four terms
        // reading like an instruction, "Use case testing").
        XCTAssertEqual(reasons["Usage - which screens are opened"],
                       "names a value (a level, style or state) and what it means, not a requirement")
        XCTAssertEqual(checklist.decisions.first { $0.text.hasPrefix("Use case testing") }?.reason,
                       "names a value (a level, style or state) and what it means, not a requirement")
        // What a tool is handed and what it is to write, a template's blanks ("Contrast: ..."),
        // and the APIs to build with ("Tools to consider:") ask nothing of a screen.
        XCTAssertEqual(SectionRole.classify("Inputs you can receive"), .nonGuidance)
        XCTAssertEqual(SectionRole.classify("Output requirements"), .nonGuidance)
        XCTAssertEqual(SectionRole.classify("Input validation"), .guidance)
        XCTAssertEqual(reasons["Contrast: ..."], "a field with nothing to check (n/a, none, or only an address)")
        XCTAssertEqual(reasons["accessibilityReduceMotion"], "a tool or API to build with, not a requirement")
        // A legend whose sub-sections are each named by a severity says what each means, even
        // where a line cites a criterion.
        XCTAssertEqual(reasons["Critical"], "legend entry: says what a severity means")
        // "## Types of feedback" › "### 1. Haptic feedback": a kind defined, not a rule.
        XCTAssertEqual(reasons["Haptic feedback"], "one of the kinds its section names, defined (not a rule)")
        // Boxes for the people who sign off name no check; the task line after them is one.
        XCTAssertEqual(reasons["Design lead"], "a person or role who signs off, not a requirement")
        XCTAssertEqual(checklist.items.last?.title, "Every finding above is closed")
        XCTAssertFalse(CompilationRun.namesSigners([], sectionTitle: "Sign-off"))
        XCTAssertTrue(SectionRole.namesKinds("Button types"))
        XCTAssertFalse(SectionRole.namesKinds("Type scale"))
        XCTAssertEqual(checklist.decisions.first { $0.text.hasPrefix("No Keyboard Trap") || $0.text.hasPrefix("2.1.2") }?.reason,
                       "legend entry: says what a severity means")
        // A label of conditions ends on "if you:" too; one that denies the need names
        // exemptions; one about the document says when to read it.
        XCTAssertEqual(CompilationRun.conditionLabel("You must show the consent prompt if you:"), .conditions)
        XCTAssertEqual(CompilationRun.conditionLabel("You don't need the prompt if you only:"), .exemptions)
        XCTAssertEqual(CompilationRun.conditionLabel("Do not autoplay video when:"), .conditions)
        XCTAssertEqual(CompilationRun.conditionLabel("Use this skill when the user:"), .documentUse)
    }

    /// A "| Bad | Good | Why |" table of wording: its cells are samples the section calls right
    /// or wrong, so the section's heading is the check and the cells its examples (the Why
    /// each pair's caption); a page whose only strong marks are that table keeps its plain
    /// lists too (the table is a part of the page, not all its requirements).
    func testADoDontTableWithAWhyColumn() throws {
        let checklist = try compile("wording-table.md")
        XCTAssertEqual(checklist.items.count, 6)
        let errors = try item(checklist, "Error messages")
        XCTAssertEqual(errors.examples.map(\.code), ["\"Wrong value\"", "\"Enter a date like 31/12/2025\"", "\"Required\"", "\"Enter your street name\""])
        XCTAssertEqual(errors.examples.map(\.verdict), [.incorrect, .correct, .incorrect, .correct])
        XCTAssertEqual(errors.examples.last?.caption, "Names the field")
        XCTAssertEqual(checklist.items.first?.title, "Put the label above its field")
    }

    /// A site generator's page: lines that hold only template directives (`{% capture %}`,
    /// `{% include … %}`) are left out and reported, so none runs on into the list line above
    /// it; a directive inside fenced code stays code.
    func testTemplateDirectivesAreLeftOut() throws {
        let checklist = try compile("template-page.md")
        XCTAssertEqual(checklist.items.map(\.title), [
            "Use a switch for a setting that takes effect at once.", "Label the switch with what it turns on.",
            "Don't put a switch in a form that needs a Save button.",
        ])
        XCTAssertEqual(checklist.repairs.map(\.kind), [.templateTags])
        XCTAssertEqual(checklist.repairs.first?.lines, [1, 3, 7, 9])
        XCTAssertTrue(TemplateTagRepair.isDirectiveLine("{%- endcapture -%} {{< note >}}"))
        XCTAssertFalse(TemplateTagRepair.isDirectiveLine("Use {% raw %} in a sentence"))
        // A Nunjucks or Jinja macro call alone on its line is a directive too; a value is text.
        XCTAssertTrue(TemplateTagRepair.isDirectiveLine("{{ example({ item: \"stepper\", open: false }) }}"))
        XCTAssertFalse(TemplateTagRepair.isDirectiveLine("{{ title }}"))
        XCTAssertFalse(TemplateTagRepair.isDirectiveLine("Dear {{ name }}, welcome"))
        // An include written over several lines is one directive: "include" is no instruction.
        let included = try ChecklistCompiler().compile(data: Data("""
        # Banner

        Show one banner at a time.

        {% include component-example.html
          alt="A banner above the page heading."
          file="/images/banner.png" %}

        Keep the banner text to one sentence.

        """.utf8), sourcePath: "banner.md")
        XCTAssertEqual(included.items.map(\.title), ["Show one banner at a time.", "Keep the banner text to one sentence."])
        XCTAssertEqual(included.repairs.first?.lines, [5, 6, 7])
        XCTAssertNil(TemplateTagRepair.directiveContinues(from: 0, in: ["{% if a", "", "%}"]), "a blank line ends what would be one")
        // kramdown's "* TOC" over "{:toc}": the list line the table of contents replaces.
        let contents = try ChecklistCompiler().compile(data: Data("""
        # Forms

        * TOC
        {:toc}

        ## Labels

        - Put every label above its field
        - Mark optional fields, not required ones

        """.utf8), sourcePath: "forms.md")
        XCTAssertEqual(contents.items.map(\.title), ["Put every label above its field", "Mark optional fields, not required ones"])
        XCTAssertEqual(contents.repairs.first?.lines, [3, 4])
        XCTAssertTrue(TemplateTagRepair.isContentsMarker("{: toc .no-bullets}"))
        XCTAssertFalse(TemplateTagRepair.isContentsMarker("{:.note}"))
    }

    /// A component page that shows its examples with a macro call on a line of its own
    /// (`{{ example({ … }) }}`): flattened, the call goes back on its own line and is left out,
    /// so it does not run on into the instruction before it.
    func testAFlattenedMacroCallStandsApartFromTheSentenceBeforeIt() throws {
        let text = """
        # Stepper

        ## How it works

        Use a stepper to change a small number by one at a time.

        {{ example({ group: "components", item: "stepper", open: false }) }}

        Show the current value between the two buttons.

        """
        let clean = try ChecklistCompiler().compile(data: Data(text.utf8), sourcePath: "clean.md")
        let flat = try ChecklistCompiler().compile(data: Data(text.replacingOccurrences(of: "\n", with: " ").utf8), sourcePath: "flat.md")
        XCTAssertEqual(clean.items.map(\.title), ["Use a stepper to change a small number by one at a time.",
                                                   "Show the current value between the two buttons."])
        XCTAssertEqual(flat.items.map(\.title), clean.items.map(\.title))
        XCTAssertTrue(clean.repairs.contains { $0.kind == .templateTags })
    }

    /// A short page of guidance written only as sentences, under its title or no heading at
    /// all, is read as any section's prose rather than refused: each instruction paragraph is
    /// a check; a page with no instruction at all is still refused.
    func testAPageOfInstructionSentencesIsRead() throws {
        let page = "# Accordions\n\nWe offer a control that opens every panel at once.\n\nUse a definition list for a glossary instead of an accordion.\n"
        let read = try ChecklistCompiler().compile(data: Data(page.utf8), sourcePath: "accordions.md")
        XCTAssertEqual(read.items.map(\.title), ["Use a definition list for a glossary instead of an accordion."])
        let bare = try ChecklistCompiler().compile(data: Data("Keep hint text above its field.\n".utf8), sourcePath: "hint.md")
        XCTAssertEqual(bare.items.map(\.title), ["Keep hint text above its field."])
        // Such a page with no heading, flattened: its paragraphs joined by the two spaces their
        // blank lines became.
        let prose = "We offer a control that opens every panel at once.\n\nUse a definition list for a glossary instead of an accordion.\n"
        let joined = try ChecklistCompiler().compile(data: Data(prose.replacingOccurrences(of: "\n", with: " ").utf8), sourcePath: "accordions.md")
        XCTAssertEqual(joined.items.map(\.title), read.items.map(\.title))
        // And with its heading: a one-line document that opens with one and holds a double
        // space has lost its breaks.
        let titled = try ChecklistCompiler().compile(data: Data(page.replacingOccurrences(of: "\n", with: " ").utf8), sourcePath: "accordions.md")
        XCTAssertEqual(titled.items.map(\.title), read.items.map(\.title))
        XCTAssertEqual(titled.items.map(\.sectionPath), read.items.map(\.sectionPath))
        XCTAssertFalse(LineBreakRepair.looksFlattened("# Accordions", wholeDocument: true))
        XCTAssertThrowsError(try ChecklistCompiler().compile(data: Data("# History\n\nThe team began in 2019.\n".utf8), sourcePath: "history.md")) { error in
            XCTAssertTrue("\(error)".contains("has no checklist items"), "\(error)")
        }
    }

    /// A checklist set off in block quotes ("> ### Keyboard checklist" over "> * [ ] …"):
    /// a quote that holds headings or task lines is the document's own text, read in place
    /// (cmark-gfm leaves "[ ]" inside a quote as text: it is read as the box it is); a quote
    /// of prose stays a quotation.
    func testAChecklistSetOffInBlockQuotesIsRead() throws {
        let checklist = try compile("quoted-checklist.md")
        XCTAssertEqual(checklist.items.map(\.title), [
            "Focus is visible on every control", "Focus order follows the layout",
            "Text grows to 200% without clipping", "The app name is read first",
        ])
        XCTAssertTrue(checklist.items.allSatisfy { $0.kind == .check })
        XCTAssertEqual(checklist.items[0].sectionPath, ["Checklists", "Keyboard checklist"])
        XCTAssertEqual(checklist.items[0].line, 8)
        let quote = MarkdownParser().parse("> A quotation.\n>\n> - a point\n")
        XCTAssertEqual(quote.map(\.kind), [.blockQuote])
    }

    /// "Contact" and "Getting help" say whom to ask; a section titled "Questions" may hold
    /// the questions a reviewer asks, and is read.
    func testContactSectionsAreSkippedAndQuestionsAreRead() throws {
        let text = """
        # Audit

        ## Questions

        - Does every control have a label?
        - Can the screen be used at the largest text size?

        ## Contact

        - Ask the accessibility team in the design channel.
        """
        let checklist = try ChecklistCompiler().compile(data: Data(text.utf8), sourcePath: "audit.md")
        XCTAssertEqual(checklist.items.map(\.title), [
            "Does every control have a label?", "Can the screen be used at the largest text size?",
        ])
    }

    /// A checklist written in a Markdown fence under a heading that names a checklist is
    /// that section's checklist, its headings nested below the heading and its lines keeping
    /// their numbers; a fenced report template, a sample of how to write a line and a
    /// checklist under "Examples" stay code.
    func testAFencedChecklistUnderAChecklistHeadingIsRead() throws {
        let checklist = try compile("fenced-checklist.md")
        XCTAssertEqual(checklist.items.map(\.title), [
            "Rows grow taller with the text size instead of clipping",
            "Every toggle says what it turns on", "Section footers explain settings that need it",
            "A search field finds any setting by name", "Back returns to the list at the same scroll position",
        ])
        XCTAssertEqual(checklist.items[1].sectionPath, ["Review checklist", "Reading"])
        XCTAssertEqual(checklist.items[4].sectionPath, ["Review checklist", "Moving around"])
        XCTAssertEqual(checklist.items[1].line, 15)
        XCTAssertTrue(checklist.items.allSatisfy { $0.kind == .check })
        XCTAssertEqual(checklist.notes.first, "the checklist in the Markdown sample at line 13 is read as its section's own lines")
    }

    /// A "Q:" heading is a question and its answer, and "Troubleshooting" lists symptoms and
    /// their fixes: neither is a rule, even over code.
    func testQuestionsAndTroubleshootingAreNotRules() throws {
        let checklist = try compile("faq-sections.md")
        XCTAssertEqual(checklist.items.map(\.title), ["Use semantic colours"])
    }

    /// A lesson's frame is no guideline: what it teaches, why it matters, its exercises,
    /// takeaways and next steps; the rules between them are.
    func testALessonsFrameIsNoGuideline() throws {
        let checklist = try compile("lesson-page.md")
        XCTAssertEqual(checklist.items.map(\.title), [
            "Use the system text styles for every label.", "Let rows grow taller instead of clipping their text.",
        ])
    }

    /// A test plan: its objectives and its manual protocol's steps are no checks; a heading
    /// that opens with "Rules for …" names its numbered lines as requirements; a checklist
    /// section's requirement table gives a check per row beside its task lines.
    func testATestPlansObjectivesAndProtocolAreNoChecks() throws {
        let checklist = try compile("test-plan.md")
        XCTAssertEqual(checklist.items.map(\.title), [
            "Use the system controls before drawing your own",
            "If a control must be custom: give it the trait of the control it imitates",
            "Body text follows the Dynamic Type setting up to the largest size", "Status is never shown by colour alone",
            "Card entry", "The card number field announces its format", "Errors name the field they belong to",
            "Receipts stay readable in Dark Mode",
        ])
        XCTAssertEqual(checklist.items.map(\.sectionPath.last), [
            "Rules for every screen", "Rules for every screen", "Release checklist", "Release checklist",
            "Payments", "Payments", "Payments", "Payments",
        ])
        XCTAssertEqual(Set(checklist.items.map(\.kind)), [.check])
        XCTAssertFalse(checklist.findings.contains { $0.kind == .emptyChecklist }, "the table fills the checklist section")
        // "## Inspector workflow" › "### 2. Pick the device": steps of a procedure, no rules.
        XCTAssertTrue(checklist.decisions.contains { $0.text == "Pick the device" && $0.outcome == .skipped }, "\(checklist.decisions)")
    }

    /// A review template's answers to pick one of ("[Pick one:]" over task lines, the lines
    /// under "Kind of change", "No new animation" beside "New animation honours …" under a
    /// heading naming what they answer) and its usage tips ("**Usage tips:**" over numbered
    /// lines, in a checklist section) are no checks; "No hard-coded text" beside "Hard-coded
    /// numbers …" under another heading are; a task line that ends in a colon names the group
    /// of the task lines under it.
    func testAnswersToPickAndUsageTipsAreNoChecks() throws {
        let checklist = try compile("review-template.md")
        XCTAssertEqual(checklist.items.map(\.title), [
            "Content fits the smallest phone without clipping", "Nothing overlaps the home indicator",
            "Shows the screen in both appearances", "Hides the status bar's clock",
            "No hard-coded text", "Hard-coded numbers use the locale's format",
        ])
        XCTAssertEqual(checklist.items[2].sectionPath, ["Layout", "Every screenshot"])
        XCTAssertEqual(checklist.decisions.first { $0.text == "No new animation" }?.reason, "an answer to choose, not a requirement")
        XCTAssertEqual(checklist.decisions.first { $0.text == "Redesign of a screen" }?.reason, "an answer to choose, not a requirement")
        let reasons = reasonsByText(checklist)
        XCTAssertEqual(reasons["✅ Ship it - nothing blocks the release"], "an answer to choose, not a requirement")
        XCTAssertEqual(reasons["Tick each line as soon as it is checked"], "how to use the document")
        XCTAssertFalse(checklist.findings.contains { $0.kind == .skippedRequirement }, "\(checklist.findings)")
    }

    /// In a document that boxes its checklist lines, "(optional)" on a plain line qualifies
    /// it without making it an item, and a "Common … mistakes:" label over a list names
    /// anti-patterns, asked wherever they stand.
    func testOptionalQualifiesAndCommonMistakesAreAntiPatterns() throws {
        let checklist = try compile("interaction-guide.md")
        XCTAssertEqual(checklist.items.map(\.title), [
            "Dismissing on a swipe while a form has unsaved edits", "A close button hidden behind the keyboard",
            "Every sheet can be dismissed with a swipe or a button", "Unsaved edits ask before the sheet closes",
        ])
        XCTAssertEqual(checklist.items.map(\.kind), [.antiPattern, .antiPattern, .check, .check])
        // In a document of plain lines "(optional)" is still the line's severity.
        let plain = try ChecklistCompiler().compile(data: Data("# Sheets\n\n- Show a grabber\n- Add a caption under it (optional)\n".utf8), sourcePath: "plain.md")
        XCTAssertEqual(plain.items.map(\.severity), [nil, .low])
        XCTAssertEqual(plain.items.last?.title, "Add a caption under it")
    }

    /// "Example: …" and "Example of …" headings are samples, not rules; a heading that ends
    /// in a colon over its code keeps "(e.g. …)" and an acronym in its title (under "Guidance
    /// for iOS", how the requirements above are built there: demos, not rules). A line whose
    /// colon opens the cases under it is titled without the colon.
    func testExampleHeadingsAreSamples() throws {
        let checklist = try compile("platform-guidance.md")
        XCTAssertEqual(checklist.items.map(\.title), [
            "Screen titles are announced as headings.", "Lists are read out with their length.",
            "Use one level per step down the page",
        ])
        XCTAssertTrue(checklist.items[2].guidance.contains("<h2> for its sections."), checklist.items[2].guidance)
        let reasons = reasonsByText(checklist)
        for heading in ["Marking a label as a heading (e.g. section titles in a table)", "Marking a view as a heading (needs API level 28)"] {
            XCTAssertEqual(reasons[heading],
                           "names the component or API its code shows, over prose that instructs nobody: a demo, beside the document's requirements")
        }
    }

    /// An article's "Why … matters" and "… overview" sections argue and introduce, no rules;
    /// a table of presets with whole-number values has no identifier column ("| Intensity |"
    /// over 30, 70 numbers nothing); "When a sound plays, start both …" is an instruction.
    func testArgumentsOverviewsAndValueTablesAreNoItems() throws {
        let checklist = try compile("topic-article.md")
        XCTAssertEqual(checklist.items.map(\.title), [
            "Intensity presets",
            "When a sound plays with the pulse, start both in the same frame.", "Keep the pulse off when the ringer switch is silent.",
        ])
        XCTAssertEqual(checklist.items.map(\.number), ["3", nil, nil])
    }

    /// "(Required)" and "(Optional)" closing a heading grade its lines, in any case; a
    /// test-case table is titled by its "Test Description" column and its "Steps" column
    /// (lines split at `<br>`) is how to test each row; a Requirement column beside cells that
    /// open with a number gives the row its title and that number; a "✅ This checklist
    /// covers …" paragraph says what the document is, it asks nothing.
    func testObligationHeadingsAndTestCaseTables() throws {
        let checklist = try compile("release-checks.md")
        XCTAssertEqual(checklist.items.map(\.title), [
            "Five phone screenshots uploaded", "Nothing personal shows in the status bar",
            "The video opens on the app's main screen", "Sign in with a saved password", "Sign out from settings",
            "No screen says \"coming soon\"", "Screenshots show the current interface", "Every error names the field it belongs to",
        ])
        XCTAssertEqual(checklist.items.map(\.severity), [.high, .high, .low, nil, nil, nil, nil, nil])
        // "| Guideline | Requirement |" over "| 2.1 Complete builds | … |": the number opens the
        // first cell, the Requirement column states the row; "### Example (Web)" is a sample.
        XCTAssertEqual(checklist.items[5].number, "2.1")
        XCTAssertEqual(checklist.items[5].guidance, "**Guideline:** Complete builds")
        XCTAssertEqual(checklist.items[0].sectionPath, ["Store screenshots"])
        XCTAssertEqual(checklist.items[3].number, "RC-01")
        XCTAssertEqual(checklist.items[3].howToTest, "1. Open the app\n2. Tap Sign in")
        XCTAssertEqual(checklist.items[3].guidance, "**Expected Result:** The home screen appears")
    }

    /// "1. Lead with the verb" ⏎ prose ⏎ "2. Keep it short" ⏎ prose: numbered lines whose
    /// explanation is not indented under them stand as numbered headings over it.
    func testNumberedLinesOverProseStandAsHeadings() throws {
        let checklist = try compile("numbered-lines.md")
        XCTAssertEqual(checklist.items.map(\.title), ["Lead with the verb", "Keep it short", "Match the result"])
        XCTAssertEqual(checklist.items.map(\.number), ["1", "2", "3"])
        XCTAssertTrue(checklist.items[1].guidance.contains("Two or three words"), checklist.items[1].guidance)
        XCTAssertEqual(checklist.items[2].sectionPath, ["Principles", "Match the result"])
        // "Good: …" ⏎ "Bad: …": a pair of sample wordings, the item's examples.
        XCTAssertEqual(checklist.items[1].examples, [
            CodeExample(verdict: .correct, language: "text", code: "Add to cart"),
            CodeExample(verdict: .incorrect, language: "text", code: "Click here to add this item to your shopping cart"),
        ])
        XCTAssertFalse(checklist.items[1].guidance.contains("Add to cart"), checklist.items[1].guidance)
    }

    /// A standard that writes its requirements with RFC 2119 keywords in capitals states
    /// them that way: an audience section's instruction bullets ("Designers: what to do")
    /// are advice, not more requirements.
    func testAKeywordStandardsAdviceBulletsAreNoItems() throws {
        let checklist = try compile("keyword-standard.md")
        XCTAssertEqual(checklist.items.map(\.severityLabel), ["MUST", "SHOULD", "SHALL"])
        XCTAssertTrue(checklist.decisions.contains { $0.text == "Use layouts that grow with the text." && $0.outcome == .skipped })
    }

    /// A picture alone in a paragraph describes what it shows: a question in its description
    /// ("… reads Allow Maps to use your location?") asks the reviewer nothing.
    func testAnImagesDescriptionIsNoQuestion() throws {
        let text = """
        # Permissions

        ## Asking

        Explain why you need access before you ask.

        Keep the request short.

        ![An alert that reads Allow Maps to use your location? Tap Allow to continue.](alert.png)
        """
        let checklist = try ChecklistCompiler().compile(data: Data(text.utf8), sourcePath: "permissions.md")
        XCTAssertEqual(checklist.items.map(\.title), ["Explain why you need access before you ask.", "Keep the request short."])
    }

    /// A page of bold guidelines whose only strong marks are one section of mistakes is read
    /// unmarked too: its guidelines are asked beside the mistakes. A document titled by a word
    /// that names a severity ("# Suggestions") grades nothing by it.
    func testAGuidelinePageWithOneMistakesSectionKeepsItsGuidelines() throws {
        let checklist = try compile("guideline-page-with-mistakes.md")
        XCTAssertEqual(checklist.items.map(\.kind), [.check, .check, .check, .check, .check, .check, .antiPattern, .antiPattern])
        XCTAssertEqual(checklist.items.first?.title, "Show a few suggestions at a time")
        XCTAssertEqual(Set(checklist.items.map(\.severity)), [nil])
    }

    /// A link whose text is an instruction states it (the page linked is its guidance); a
    /// line of links or one that says "Read …" points elsewhere; fragments complete the
    /// instruction over them ("… used with…" over "- VoiceOver"); a section of other
    /// checklists and links is a reading list ("Skip links" is not: links a screen has).
    func testLinkedInstructionsFragmentsAndReadingLists() throws {
        let checklist = try compile("linked-checklist.md")
        XCTAssertEqual(checklist.items.map(\.title), [
            "Body text follows the reader's text size setting", "Make sure truncated labels can be read in full",
            "Check every screen can be used with a hardware keyboard", "Check every screen can be used with VoiceOver",
            "Check every screen can be used with the largest accessibility text size", "Check every screen can be used with a switch control",
            "Make the skip link visible when it takes focus",
        ])
        XCTAssertEqual(checklist.items[1].guidance, "https://example.com/truncation")
    }

    /// A standard's criteria: "[Criterion 1.1](#…) [A] Question? {id=…}" is criterion 1.1 at
    /// level A (its link, level tag and attribute list are no title), in French too
    /// ("Critère"); its "Evaluation methodology" is how to test it, its mapping and special
    /// cases its guidance.
    func testAStandardsCriteriaWithLevelsMethodsAndAttributeLists() throws {
        let checklist = try compile("criteria-reference.md")
        XCTAssertEqual(checklist.items.map(\.number), ["1.1", "1.2", "2.1"])
        XCTAssertEqual(checklist.items.map(\.title), [
            "Is every decorative image hidden from assistive technologies?", "Does every chart have a text summary next to it?",
            "Chaque champ de saisie a-t-il une étiquette visible ?",
        ])
        XCTAssertEqual(checklist.items.map(\.severity), [.high, .medium, .high])
        XCTAssertEqual(checklist.items.map(\.severityLabel), ["Level A", "Level AA", "Level A"])
        XCTAssertEqual(checklist.items.map { $0.sectionPath.first }, ["Theme 1: Images", "Theme 1: Images", "Theme 2: Forms"])
        XCTAssertTrue(checklist.items[0].howToTest?.contains("screen reader never stops") == true, checklist.items[0].howToTest ?? "")
        XCTAssertFalse(checklist.items[0].guidance.contains("screen reader never stops"))
        XCTAssertTrue(checklist.items[0].guidance.contains("1.1.1 Non-text content"))
        XCTAssertTrue(checklist.items[1].guidance.contains("only decorates a marketing screen"))
        XCTAssertTrue(checklist.items[2].howToTest?.contains("étiquette visible accompagne") == true)
        XCTAssertEqual(StatementText.clean("Embedded *web views*{lang=en} {#id .class data-x=\"a b\"}"), "Embedded web views")
        XCTAssertEqual(StatementText.clean("Use {braces} in code"), "Use {braces} in code")
    }

    /// A HIG page: its instruction paragraphs and bold-titled lines are asked; a list of
    /// states beside them, "No additional considerations for tvOS.", its developer
    /// documentation and related videos are not.
    func testAHIGPagesValuesEmptyPlatformsAndReferencesAreNoItems() throws {
        let checklist = try compile("hig-page.md")
        XCTAssertEqual(checklist.items.map(\.title), [
            "Show the current value beside the stepper.",
            "Accurately reflect the limits in the stepper's appearance.",
            "Keep both halves reachable", "Repeat on a long press",
            "Offer a text version of every sound that matters",
            "Keep steppers inside the resting field of view.", "Give each half a target large enough for an imprecise pinch.",
            "A short name for the value the stepper changes", "What the value counts, such as cups or minutes",
            "Prefer the Digital Crown to a stepper for values with a wide range.",
        ])
        // A "| Field | Required |" table is the page's only strong mark: it does not make the
        // page's guidelines, read unmarked, go unasked.
        XCTAssertEqual(checklist.items[7].severityLabel, "Required Yes")
        XCTAssertTrue(checklist.items[2].guidance.contains("thumb rest"), checklist.items[2].guidance)
        // A bold guideline's explanation and the list that details it are its guidance;
        // a list of names beside a list of instructions names features, not requirements.
        XCTAssertTrue(checklist.items[4].guidance.hasPrefix("A chime alone"), checklist.items[4].guidance)
        XCTAssertTrue(checklist.items[4].guidance.contains("**Transcripts** set out"), checklist.items[4].guidance)
        // Window styles defined ("**Sheet.** A card …") and named ("- Compact") are no checks.
        let styles = checklist.decisions.filter { ["Sheet", "Compact", "Full height (the default)"].contains($0.text) || $0.text.hasPrefix("Sheet. ") }
        XCTAssertEqual(styles.map(\.outcome), [.skipped, .skipped, .skipped], "\(styles)")
        // A list an instruction introduces holds the checks, however short its lines.
        let pairs = """
        # Colour review

        ## Contrast

        Check these pairs in both appearances.

        - Text on tint
        - Icons on cards

        Use the system colours for every label.
        """
        let introduced = try ChecklistCompiler().compile(data: Data(pairs.utf8), sourcePath: "pairs.md")
        XCTAssertEqual(introduced.items.map(\.title), ["Text on tint", "Icons on cards"])
    }

    /// A category named like a page's reference sections still holds requirements: "Skip
    /// links", "Documentation" and "Videos" are topics a checklist covers.
    func testTopicsNamedLikeReferenceSectionsKeepTheirRequirements() throws {
        let text = """
        # Release review

        ## Documentation

        - Public APIs have doc comments

        ## Videos

        - Provide captions for every video

        ## Skip links

        - Make the skip link visible when it takes focus
        """
        let checklist = try ChecklistCompiler().compile(data: Data(text.utf8), sourcePath: "release.md")
        XCTAssertEqual(checklist.items.map(\.title), [
            "Public APIs have doc comments", "Provide captions for every video", "Make the skip link visible when it takes focus",
        ])
    }

    /// "## 1. Glanceability (CRITICAL)" over "### Rule 1.1 — …": the numbered section is the
    /// rules' category (its severity theirs), not a rule of its own.
    func testANumberedSectionOverRuleHeadingsIsTheirCategory() throws {
        let checklist = try compile("rule-categories.md")
        XCTAssertEqual(checklist.items.map(\.number), ["1.1", "1.2", "2.1"])
        XCTAssertEqual(checklist.items.map(\.severity), [.critical, .critical, .high])
        XCTAssertEqual(checklist.items.map(\.sectionPath.first), ["Glanceability", "Glanceability", "Input"])
    }

    /// A severity legend written as paragraphs over examples ("🔴 **Critical** - fix before
    /// release"), keyword definitions, the labels a team tags reviews with ("`area:a11y` -
    /// VoiceOver, …") and what is out of scope are no requirements.
    func testLegendParagraphsDefinitionsAndScopeAreNoItems() throws {
        let checklist = try compile("review-conventions.md")
        XCTAssertEqual(checklist.items.map(\.title), ["Every button has a label", "Lists scroll to the last row"])
        // Labels a screen shows are a topic, not tags: their lines stay requirements.
        let uiLabels = """
        # Labels

        ## Accessibility labels

        - **Buttons** - Name the action, not the icon
        - **Images** - Say what the picture shows
        """
        let topic = try ChecklistCompiler().compile(data: Data(uiLabels.utf8), sourcePath: "labels.md")
        XCTAssertEqual(topic.items.map(\.title), ["Buttons", "Images"])
    }

    /// A page with no marks that asks its checks as questions: its facts are the guidance of
    /// the question before them in their section, or, in a section with no question, of its
    /// heading asked as the check; instructions stay checks.
    func testAQuestionPageKeepsItsFactsAsGuidance() throws {
        let checklist = try compile("question-page.md")
        XCTAssertEqual(checklist.items.map(\.title), [
            "Have you checked that every screen draws the scripts of your target markets?", "Does your search match accented letters?",
            "Names",
            "Does your price field accept a comma as the decimal mark?", "Do your receipts show tax the way local law asks?",
            "Show prices in the buyer's currency",
        ])
        XCTAssertTrue(checklist.items[1].guidance.contains("Thai has no spaces"), checklist.items[1].guidance)
        XCTAssertTrue(checklist.items[2].guidance.contains("Family names come first"), checklist.items[2].guidance)
        XCTAssertTrue(checklist.items[4].guidance.contains("Rounding rules"), checklist.items[4].guidance)

        // A checklist that asks some of its lines and names what to look at in the others
        // ("Margins (fixed or adaptive)", not sentences of fact) asks each line.
        let handover = try compile("handover-questions.md")
        XCTAssertEqual(handover.items.count, 10)
        XCTAssertEqual(handover.items.filter { $0.sectionPath == ["Layout"] }.map(\.title), [
            "Column count per size class", "Margins (fixed or adaptive)", "Safe-area insets are respected.",
            "Spacing scale for stacked components",
        ])
        XCTAssertEqual(handover.items.last?.title, "Reduced-motion alternative if any animation moves the screen")
    }

    /// "2.1(a) Placeholder content" numbers a lettered part of a clause; task lines under an
    /// unnumbered sub-section of a numbered rule are checks, not the rule's guidance.
    func testLetteredClausePartsAndTaskLinesUnderARule() throws {
        let checklist = try compile("clause-parts.md")
        XCTAssertEqual(HeadingText.parse("4.2.3(ii) Downloads").number, "4.2.3(ii)")
        XCTAssertEqual(HeadingText.parse("4.2.3(ii) Downloads").title, "Downloads")
        XCTAssertEqual(HeadingText.parse("(ii) Permission").number, "(ii)")
        XCTAssertEqual(HeadingText.parse("(ii) Permission").title, "Permission")
        XCTAssertNil(HeadingText.parse("(Optional) Haptics").number)
        XCTAssertEqual(checklist.items.map(\.title), [
            "No sample text or lorem ipsum remains on any screen", "The review notes hold a working demo account",
            "Metadata", "Every screenshot was taken from the current build",
        ])
        XCTAssertEqual(checklist.items[0].sectionPath, ["Completeness", "Placeholder content"])
        XCTAssertTrue(checklist.items[2].guidance.contains("its own set"), "an unnumbered sub-section without task lines still folds")
        XCTAssertFalse(checklist.items[2].guidance.contains("current build"))
    }

    /// A task line under a task line is a check of its own, not the guidance of the one above;
    /// task lines under a numbered step without a box are checks grouped under the step.
    func testTaskLinesUnderATaskLineAreChecks() throws {
        let checklist = try compile("nested-tasks.md")
        XCTAssertEqual(checklist.items.map(\.title), [
            "Every field has a visible label.", "Errors name the field that failed.", "The error is read aloud when it appears.",
            "Submitting twice does not charge twice.",
            "Every control is announced with its role", "Focus moves in reading order",
        ])
        XCTAssertFalse(checklist.items[1].guidance.contains("read aloud"), checklist.items[1].guidance)
        XCTAssertEqual(checklist.items[4].sectionPath, ["Screen reader pass", "Walk the screen"])
    }

    /// A numbered heading that names a topic, over a list of instructions and no prose,
    /// groups them ("# 2. Layout" over "- Never …", "- Avoid …"); a list entry that is only a
    /// Do / Don't label labels its sub-list; a "Role" section speaks to a tool.
    func testNumberedTopicsOverInstructionsAndDoLabelsOverSubLists() throws {
        let checklist = try compile("numbered-topics.md")
        XCTAssertEqual(checklist.items.map(\.title), [
            "Never read the screen size to place views; use the container's size.", "Avoid fixed frames for text.",
            "Prefer stacks over absolute offsets.",
            "Take colours from the asset catalog", "Check each colour in both appearances", "Hard-code hex values in views",
        ])
        XCTAssertEqual(checklist.items.suffix(3).map(\.kind), [.rule, .rule, .antiPattern])
        XCTAssertEqual(checklist.items[0].sectionPath, ["Layout"])
    }

    /// A paragraph opened by a bold identifier and title ("**GL-01: Show one idea.**") is one
    /// rule, its next lines the guidance; under a numbered heading whose "### Rules" holds them,
    /// the heading groups them (with its severity) instead of folding them into one rule.
    func testParagraphsOpenedByABoldIdentifierAreRules() throws {
        let checklist = try compile("identifier-paragraphs.md")
        XCTAssertEqual(checklist.items.map(\.title), ["Show one idea per screen", "Keep the time legible", "Scroll lists with the crown"])
        XCTAssertEqual(checklist.items.map(\.number), ["GL-01", "GL-02", "CR-01"])
        XCTAssertEqual(checklist.items.map(\.severity), [.critical, .critical, .high])
        XCTAssertTrue(checklist.items[0].guidance.contains("second page"), checklist.items[0].guidance)
        XCTAssertEqual(checklist.items[0].sectionPath, ["Glanceability", "Rules"])
    }

    /// List lines wrapped onto indented lines stay one line each, flattened too (the rest of
    /// the line break is the indentation, not a new paragraph).
    func testWrappedListLinesStayWhole() throws {
        let checklist = try compile("wrapped-items.md")
        XCTAssertEqual(checklist.items.map(\.number), ["CR-01", "CR-02", "CR-03"])
        let text = try String(contentsOfFile: TestPaths.fixture("shapes/wrapped-items.md"), encoding: .utf8)
        let flat = try ChecklistCompiler().compile(data: Data(text.replacingOccurrences(of: "\n", with: " ").utf8), sourcePath: "wrapped-items.md")
        XCTAssertEqual(flat.items.map(\.title), checklist.items.map(\.title))
        XCTAssertEqual(flat.items.map(\.guidance), checklist.items.map(\.guidance))
    }

    /// A line with an RFC 2119 keyword that ends in a colon over task lines introduces them:
    /// it is no item, and its keyword is their severity and label.
    func testAKeywordLabelOverTaskLinesGradesThem() throws {
        let checklist = try compile("keyword-labels.md")
        XCTAssertEqual(checklist.items.map(\.title), ["Name every kind of data collected", "Say how to ask for deletion", "The settings screen"])
        XCTAssertEqual(checklist.items.map(\.severity), [.high, .high, .medium])
        XCTAssertEqual(checklist.items.map(\.severityLabel), ["MUST", "MUST", "SHOULD"])
    }

    /// A rules file that closes on a short self-check marks its requirements there, but its
    /// topic headings over bullets of instructions state rules too; numbered steps and a
    /// "Step N" section are what to do, not requirements. "What to flag:" and "Fix:" label
    /// code; "After the change:" opens a sentence and labels nothing.
    func testInstructionBulletsCountBesideASelfCheck() throws {
        let checklist = try compile("rules-with-self-check.md")
        XCTAssertEqual(checklist.items.map(\.title), [
            "Use the system list style for settings screens", "Keep row heights flexible so large text fits",
            "Never put two tappable controls in one row", "Fixed frames on labels",
            "Rows grow with the text size", "Every control has a label",
        ])
        XCTAssertEqual(checklist.items[3].kind, .antiPattern)
        XCTAssertEqual(checklist.items[3].examples.map(\.verdict), [.incorrect, .correct])
    }

    /// A "Requirements" section of sentences lends its reading to its sub-sections (obliging
    /// or not); "Why?" argues for them and "More guidance for …" points elsewhere; a heading
    /// that states a duty over a list explaining it is the rule, the list its guidance.
    func testRequirementSentencesRationaleAndDutyHeadings() throws {
        let checklist = try compile("requirements-page.md")
        XCTAssertEqual(checklist.items.map(\.title), [
            "Prerecorded video with speech has captions that match its audio track.",
            "Captions can be switched on from the player without leaving the screen.",
            "Live streams with speech carry captions written while they play.",
            "Players should show a captions button", "Do not burn captions into the video frames",
        ])
        XCTAssertEqual(checklist.items.map(\.kind), [.check, .check, .check, .rule, .rule])
        XCTAssertTrue(checklist.items[3].guidance.contains("comes back on a tap"), checklist.items[3].guidance)
    }

    /// Lines under "How to check" that repeat items' identifiers ("**F2/F3**: …" names two)
    /// are those items' test steps, not new items.
    func testHowToCheckDetailsAreTestSteps() throws {
        let checklist = try compile("test-details.md")
        XCTAssertEqual(checklist.items.map(\.number), ["F1", "F2", "F3"])
        XCTAssertTrue(checklist.items[0].howToTest?.contains("Turn on VoiceOver") == true, checklist.items[0].howToTest ?? "none")
        for item in checklist.items.dropFirst() {
            XCTAssertEqual(item.howToTest, "- Submit the empty form and read every message.")
        }
        XCTAssertFalse(checklist.items[0].guidance.contains("VoiceOver"))
    }

    /// A rating scale ("| Score | Criteria |" over 3, 2, 1) says what each score means and
    /// asks nothing; labels over signs to look for ("Readable text signals:" / "Poor
    /// readability signals:") make their lines rules and anti-patterns.
    func testRubricScalesAreNoItemsAndSignsHaveAPolarity() throws {
        let checklist = try compile("rubric.md")
        XCTAssertEqual(checklist.items.map(\.title), [
            "Body text at the system size or larger", "Strong contrast between text and background",
            "Light grey text on a white background", "Captions smaller than eleven points",
        ])
        XCTAssertEqual(checklist.items.map(\.kind), [.rule, .rule, .antiPattern, .antiPattern])
        XCTAssertTrue(RequirementTable.isScore("90–100") && RequirementTable.isScore("<60") && RequirementTable.isScore("B"))
        XCTAssertFalse(RequirementTable.isScore("S1") || RequirementTable.isScore("Large"))
    }

    /// A section named as a checklist over plain lines marks them by its name alone: the
    /// document's other plain lists of the same shape are its items too.
    func testAChecklistNameAloneLeavesOtherPlainListsItems() throws {
        let checklist = try compile("checklist-beside-lists.md")
        XCTAssertEqual(checklist.items.map(\.title), [
            "Every screen has a title that names it", "Tap targets of at least 44 points",
            "Errors appear next to the field they concern", "VoiceOver across the main flows", "Largest text size on every screen",
        ])
        XCTAssertTrue(checklist.items.allSatisfy { $0.kind == .check })
    }

    func testStatementTextReadsEachNotation() {
        let tagged = StatementText.read("[MAJOR] Headers stay visible")
        XCTAssertEqual(tagged.title, "Headers stay visible")
        XCTAssertEqual(tagged.severity, .high)
        let badge = StatementText.read("**Viewport:** ![Medium](img/m.svg) The viewport is declared.")
        XCTAssertEqual(badge.title, "Viewport: The viewport is declared.")
        XCTAssertEqual(badge.severity, .medium)
        XCTAssertEqual(badge.label?.name, "Viewport")
        let dashed = StatementText.read("[Use tabs](r/tabs.md) — MEDIUM-HIGH (keeps navigation flat)")
        XCTAssertEqual(dashed.title, "Use tabs")
        XCTAssertEqual(dashed.severity, .medium)
        let boldTitle = StatementText.read("**Contrast wins.** Everything else follows from it.")
        XCTAssertEqual(boldTitle.title, "Contrast wins")
        XCTAssertTrue(boldTitle.marks.contains(.boldLead) && !boldTitle.marks.contains(.label))
        XCTAssertEqual(StatementText.read("A1: Names are read aloud").identifier, "A1")
        XCTAssertEqual(StatementText.read("ER-2 - Errors name the field").title, "Errors name the field")
        XCTAssertNil(StatementText.read("Text may wrap at large sizes").severity, "lower-case keywords are prose")
        XCTAssertTrue(StatementText.read("[Guide](https://example.invalid/guide)").isLinkOnly)
        XCTAssertFalse(StatementText.read("![Low](l.svg) means the item can be skipped").marks.contains(.severity), "a badge legend")
        XCTAssertNil(StatementText.read("4.5:1 for body text").identifier, "a ratio is no identifier")
        XCTAssertEqual(StatementText.read("1.2: Labels are read").identifier, "1.2")
        let code = StatementText.read("❌ Never `opacity: 0` on a focused control")
        XCTAssertEqual(code.title, "Never opacity: 0 on a focused control", "a colon in code ends no verdict label")
        XCTAssertEqual(code.verdict, .incorrect)
    }

    func testHeadingsReadIdentifiersSeverityAndVerdict() {
        XCTAssertEqual(HeadingText.parse("10.A Test procedure for names").number, "10.A")
        XCTAssertEqual(HeadingText.parse("10.A Test procedure for names").title, "Test procedure for names")
        XCTAssertEqual(HeadingText.parse("A1: Labels").number, "A1")
        // A part inserted after part 5, and its own parts; "3D Touch" starts with no number.
        XCTAssertEqual([HeadingText.parse("5A. Closure clients").number, HeadingText.parse("5A. Closure clients").title], ["5A", "Closure clients"])
        XCTAssertEqual([HeadingText.parse("5A.2 Wiring it up").number, HeadingText.parse("5A.2 Wiring it up").title], ["5A.2", "Wiring it up"])
        XCTAssertEqual([HeadingText.parse("3D Touch menus").number, HeadingText.parse("3D Touch menus").title], [nil, "3D Touch menus"])
        XCTAssertEqual(HeadingText.parse("MASVS-STORAGE-1: Storage").number, "MASVS-STORAGE-1")
        let impact = HeadingText.parse("1. Navigation (CRITICAL)")
        XCTAssertEqual(impact.number, "1")
        XCTAssertEqual(impact.title, "Navigation")
        XCTAssertEqual(impact.severity, .critical)
        XCTAssertEqual(HeadingText.parse("DON'T: Nest scroll views").verdict, .incorrect)
        XCTAssertEqual(HeadingText.parse("DON'T: Nest scroll views").title, "Nest scroll views")
        let dotted = HeadingText.parse("R-12 · Keep the pay button reachable 🔴 Critical")
        XCTAssertEqual([dotted.number, dotted.title], ["R-12", "Keep the pay button reachable"])
        XCTAssertEqual(dotted.severity, .critical, "a severity word after an emoji, in any case")
        XCTAssertEqual(HeadingText.parse("R-13 · Announce errors — 🟡 Warning").severity, .medium)
        XCTAssertNil(HeadingText.parse("Colour 🎨 Basics").severity, "an emoji before a word that is no severity")
        XCTAssertNil(HeadingText.parse("Use the Low Power mode").severity)
        let numbered = HeadingText.parse("3. DO: Keep the grabber visible")
        XCTAssertEqual([numbered.number, numbered.title], ["3", "Keep the grabber visible"])
        XCTAssertEqual(numbered.verdict, .correct)
        XCTAssertNil(HeadingText.parse("Buttons (iOS 16+)").severity)
        XCTAssertEqual(HeadingText.parse("4.5:1 Contrast").number, nil)
    }

    /// A severity word may give its reason ("(CRITICAL - review rejection)", "— HIGH (why)",
    /// "⚠️ NON-BLOCKING (but worth it)"); the label keeps the document's words. A heading
    /// that opens with a conformance level groups that level and keeps its title.
    func testHeadingSeveritiesWithTheirReasons() {
        let reason = HeadingText.parse("1. Icon labels (CRITICAL - review rejection)")
        XCTAssertEqual([reason.number, reason.title, reason.severityLabel], ["1", "Icon labels", "CRITICAL - review rejection"])
        XCTAssertEqual(reason.severity, .critical)
        let dash = HeadingText.parse("Text scaling — HIGH (most readers)")
        XCTAssertEqual([dash.title, dash.severityLabel], ["Text scaling", "HIGH (most readers)"])
        XCTAssertEqual(dash.severity, .high)
        let emoji = HeadingText.parse("Naming ⚠️ NON-BLOCKING (but worth it)")
        XCTAssertEqual([emoji.title, emoji.severityLabel], ["Naming", "⚠️ NON-BLOCKING (but worth it)"])
        XCTAssertEqual(emoji.severity, .medium)
        XCTAssertEqual(HeadingText.parse("Speed 💡 INFORMATIONAL").severity, .low)
        let decorated = HeadingText.parse("Captions (Level AA) 🤖")
        XCTAssertEqual([decorated.title, decorated.severityLabel], ["Captions", "Level AA"])
        let level = HeadingText.parse("Level A (the floor for every release)")
        XCTAssertEqual([level.title, level.severityLabel], ["Level A (the floor for every release)", "Level A"])
        XCTAssertEqual(level.severity, .high)
        XCTAssertNil(HeadingText.parse("Levels and layers").severity)
        XCTAssertNil(HeadingText.parse("Level Access (ramps)").severity)
        XCTAssertNil(HeadingText.parse("Buttons (iOS only - phones)").severity, "a bracket whose first words are no severity")
        XCTAssertNil(Severity.parse("Non-text content"))
    }

    /// "(WCAG 1.1.1 - Level A)" closing a heading or a line states the criterion (its number)
    /// and its level (the severity); "(WCAG 2.2 AA)" names a version and "(WCAG 1.1)" a
    /// guideline: both stay in the title.
    func testACriterionAndLevelInBracketsCloseATitle() {
        let heading = HeadingText.parse("Text labels (WCAG 1.1.1 - Level A)")
        XCTAssertEqual([heading.number, heading.title, heading.severityLabel], ["1.1.1", "Text labels", "Level A"])
        XCTAssertEqual(heading.severity, .high)
        let range = HeadingText.parse("Captions (WCAG 1.2.1-1.2.2 - Level A)")
        XCTAssertEqual(range.number, "1.2.1-1.2.2")
        let short = HeadingText.parse("Contrast (1.4.3, AA)")
        XCTAssertEqual([short.number, short.title, short.severityLabel], ["1.4.3", "Contrast", "Level AA"])
        XCTAssertNil(HeadingText.parse("Standards (WCAG 2.2 AA)").number)
        XCTAssertEqual(HeadingText.parse("Standards (WCAG 2.2 AA)").title, "Standards (WCAG 2.2 AA)")
        XCTAssertNil(HeadingText.parse("Text alternatives (WCAG 1.1)").number)
        let line = StatementText.read("[Target size (WCAG 2.5.8 - Level AA)](guide.md#target-size)")
        XCTAssertEqual([line.identifier, line.title, line.severityLabel], ["2.5.8", "Target size", "Level AA"])
        XCTAssertEqual(line.severity, .medium)
    }

    func testSeverityNotations() {
        XCTAssertEqual(Severity.parse("🟡 Warning"), .medium)
        XCTAssertEqual(Severity.parse("🔵 Suggestion"), .low)
        XCTAssertEqual(Severity.parse("🔴 Critical"), .critical)
        XCTAssertEqual(Severity.parse("P1"), .high)
        XCTAssertEqual(Severity.parse("MEDIUM-HIGH"), .medium)
        XCTAssertEqual(Severity.parseLevel("AAA"), .low)
        XCTAssertEqual(Severity.parseLevel("Level A"), .high)
        XCTAssertEqual(Severity.parseLevel("L2"), .medium)
        XCTAssertNil(Severity.parseLevel("B"))
        XCTAssertEqual(Severity.parse("Mandatory"), .high)
    }

    /// A severity alone in parentheses closes a line ("(P0)", "(High)"); a longer
    /// parenthesis ("(Low vision)") is text.
    func testASeverityInParenthesesClosingALineIsRead() {
        let bold = StatementText.read("**Labels** — every control has one (P0)")
        XCTAssertEqual(bold.title, "Labels")
        XCTAssertEqual(bold.severity, .critical)
        XCTAssertEqual(bold.severityLabel, "P0")
        XCTAssertEqual(bold.rest, "every control has one")
        let plain = StatementText.read("The form scrolls with the keyboard (High)")
        XCTAssertEqual(plain.title, "The form scrolls with the keyboard")
        XCTAssertEqual(plain.severity, .high)
        let text = StatementText.read("Contrast is checked (Low vision)")
        XCTAssertEqual(text.title, "Contrast is checked (Low vision)")
        XCTAssertNil(text.severity)
    }

    /// A fenced Markdown sample holding fenced code of its own with fences of the same length
    /// ("```markdown" over "```swift"): CommonMark closes the sample at the code's first
    /// fence and the rest of the document reads as code. The sample is read whole (its fences
    /// lengthened) and the repair is reported; every line keeps its number.
    func testAFencedSampleHoldingFencedCodeIsReadWhole() throws {
        let checklist = try compile("nested-fences.md")
        XCTAssertEqual(checklist.items.map(\.title), [
            "Body text meets 4.5:1 in light and dark appearance",
            "Placeholder text meets 4.5:1 or a visible label stands beside it",
            "Focus rings meet 3:1 against every background they sit on",
            "Selected and unselected tabs differ by more than colour",
        ])
        XCTAssertEqual(checklist.items.map(\.line), [32, 33, 34, 35])
        let repair = try XCTUnwrap(checklist.repairs.first { $0.kind == .nestedFence })
        XCTAssertEqual(repair.lines, [9], "the sample's opening fence")
        // Lint names the line to fix: every other CommonMark reader still shows it broken.
        XCTAssertEqual(checklist.findings.filter { $0.kind == .nestedFence }.map(\.line), [9])
        XCTAssertEqual(reasonsByText(checklist)["Measuring a ratio"], "heading over prose with no requirement marks")

        // The same sample closed as written: nothing to repair.
        let paired = "# Notes\n\n```markdown\n**Fix:**\n```\n\n- [ ] Labels are read aloud\n"
        XCTAssertTrue(NestedFenceRepair().repair(paired).repairs.isEmpty)
        // An unclosed fence that nesting does not close either is left as it is.
        let open = "# Notes\n\n```swift\nlet a = 1\n\n- [ ] Labels are read aloud\n"
        XCTAssertEqual(NestedFenceRepair().repair(open).text, open)
        // Fences nested two deep, and tildes: the outer fence grows past the longest inside.
        let deep = "```md\n````swift\nx\n````\n```\n\n## After\n"
        let repaired = NestedFenceRepair().repair(deep)
        XCTAssertEqual(repaired.text, "`````md\n````swift\nx\n````\n`````\n\n## After\n")
        XCTAssertEqual(repaired.text.split(separator: "\n", omittingEmptySubsequences: false).count,
                       deep.split(separator: "\n", omittingEmptySubsequences: false).count)
    }

    /// A heading that is only a Do / Don't label ("### ❌ Don't do this:", "### Do") gives
    /// its list its verdict, as a bold label does; a Do under a section named for mistakes
    /// holds rules, never anti-patterns. "Severity guidelines for …" over one sub-section per
    /// level is a legend: its lines say which level an issue takes, they are not checks.
    func testHeadingsThatAreDoAndDontLabelsGiveTheirListsTheirVerdict() throws {
        let checklist = try compile("verdict-headings.md")
        let kinds = Dictionary(uniqueKeysWithValues: checklist.items.map { ($0.title, $0.kind) })
        XCTAssertEqual(checklist.items.count, 10, "\(checklist.items.map(\.title))")
        for title in ["Checking only the default state", "Trusting the palette's names", "Skipping glyphs",
                      "Hide labels when the bar is compact", "Rely on a colour change alone to mark the selected tab"] {
            XCTAssertEqual(kinds[title], .antiPattern, title)
        }
        for title in ["Write down every state of each control before you measure", "Measure each pairing on the screenshot itself",
                      "Record the ratio in the finding, with both colours", "Keep a text label under every tab icon",
                      "Show the selected tab with weight or a bar as well as tint"] {
            XCTAssertEqual(kinds[title], .rule, title)
        }
        let reasons = reasonsByText(checklist)
        XCTAssertEqual(reasons["Body text below 4.5:1"], "legend entry: says what a severity means")
        XCTAssertEqual(reasons["Severity guidelines for colour findings"], "legend: what the document's severities mean")
        XCTAssertTrue(SectionRole.namesLegend("Priority levels for release blockers"))
        XCTAssertFalse(SectionRole.namesLegend("Severity of contrast failures in forms"))
        // A heading that names mistakes or practices is a topic, not a label.
        XCTAssertNil(CompilationRun.doDontLabel("Common image issues", onlyVerdictWords: true))
        XCTAssertEqual(CompilationRun.doDontLabel("Common image issues"), .incorrect)
    }

    func testTickedCasesUnderALabelNameWhereTheSectionAppliesAndAskNothing() throws {
        let checklist = try compile("scoped-patterns.md")
        XCTAssertEqual(checklist.items.map(\.title), [
            "Expand the hit area of small controls", "Keep tappable rows apart",
            "Switches announce on and off", "Tabs announce their position", "Don't repeat the state in the label",
            "Unique within the app", "Stable across content changes", "Never localized",
            "Use point(inside:with:) to widen the hit area of a small custom control", "Keep the visible glyph at its designed size",
        ])
        // The section's own heading is the rule, with its Correct code; the ticked cases are not items.
        let expand = try item(checklist, "Expand the hit area of small controls")
        XCTAssertEqual(expand.kind, .rule)
        XCTAssertEqual(expand.examples.map(\.verdict), [.correct])
        let reasons = reasonsByText(checklist)
        for text in ["✅ Icon-only buttons in toolbars", "✅ Close buttons on sheets and popovers",
                     "✅ Custom controls with small touch targets"] {
            XCTAssertEqual(reasons[text], "a case the section applies to, ticked under its label (named, not asked for)", text)
        }
        // Ticked cases are no requirement marks: the heading that instructs over prose is the rule.
        XCTAssertEqual(reasons["Keep tappable rows apart"], "heading that is an instruction, over prose of its own")
        // "Good identifiers are:" lists what a thing must be: requirements, not cases.
        XCTAssertEqual(try item(checklist, "Unique within the app").kind, .rule)
        // A label that is itself an instruction, numbered as a step, keeps its lines as items.
        XCTAssertEqual(try item(checklist, "Don't repeat the state in the label").kind, .antiPattern)
        // "When to apply this pattern" says when to read the rule; "Example audit issue" shows a finding.
        XCTAssertEqual(reasons["When to apply this pattern"],
                       "introduction, index, notes or reference section: only marked lines count")
        XCTAssertEqual(reasons["Example audit issue"], "examples section: code that shows the rules, not rules of its own")
        XCTAssertEqual(reasons["Finding: The close button is 24 by 24 points"],
                       "unmarked line in an introduction, notes or reference section")
    }

    /// "### iOS (SwiftUI)" over Incorrect / Correct code, one sub-section per platform: where
    /// the code runs, not a requirement; its instructions still count as under any topic.
    func testAHeadingThatOnlyNamesAPlatformIsNoRule() throws {
        let checklist = try compile("scoped-patterns.md")
        XCTAssertFalse(checklist.items.contains { $0.title.hasPrefix("iOS") }, "\(checklist.items.map(\.title))")
        let reasons = reasonsByText(checklist)
        XCTAssertEqual(reasons["iOS (SwiftUI)"], "names a platform only: how the rules are built there (its code), not a rule of its own")
        XCTAssertEqual(reasons["iOS (UIKit)"], "heading over items")
        XCTAssertEqual(try item(checklist, "Keep the visible glyph at its designed size").kind, .check)
        for title in ["Android (XML / Views)", "Web", "React Native", "iOS (Swift)", "SwiftUI", "Guidance for Android", "Implementation on iOS"] {
            XCTAssertTrue(SectionRole.namesPlatformOnly(title), title)
        }
        for title in ["iOS accessibility", "Android (Jetpack Compose) focus order", "Native controls", "Guidance for designers"] {
            XCTAssertFalse(SectionRole.namesPlatformOnly(title), title)
        }
    }

    /// A document whose title calls it a glossary or a list of resources ("Review glossary",
    /// "Resources and attribution") asks for nothing, even where a line reads as an
    /// instruction or a definition says "must": it is refused, and the error says why.
    func testAGlossaryOrResourcesDocumentIsRefusedWithItsReason() throws {
        XCTAssertThrowsError(try compile("review-glossary.md")) { error in
            XCTAssertTrue("\(error)".contains("its title 'Review glossary' names a glossary or a list of resources"), "\(error)")
        }
        for title in ["Accessibility Glossary", "Glossary of terms", "Resources and Attribution", "References", "Credits and license"] {
            XCTAssertTrue(SectionRole.namesReferenceMatter(title), title)
        }
        for title in ["Dark Mode resources checklist", "Notes", "Accessibility resources", "Glossary rules for translators"] {
            XCTAssertFalse(SectionRole.namesReferenceMatter(title), title)
        }
        // As a section of a guideline document, "Resources and attribution" is skipped like "Resources".
        XCTAssertEqual(SectionRole.classify("Resources and attribution"), .nonGuidance)
        XCTAssertEqual(SectionRole.classify("Team glossary"), .nonGuidance)
    }

    /// A criterion's page: "#### Requirements for both native and web" names its list's lines
    /// as requirements (as "## Requirements" does); "## Guidance for iOS" over code names a
    /// platform, no rule; "##" alone opens no section (no item without a title); a list
    /// written as one sentence leaves its ";" off the titles; "Scope and purpose" is skipped.
    func testACriterionPageKeepsItsRequirementsAndNamesNoPlatformRules() throws {
        let checklist = try compile("criterion-page.md")
        XCTAssertEqual(checklist.items.map(\.title), [
            "Focus moves through controls in the order people read them",
            "A dialog takes focus when it opens and gives it back when it closes.",
            "A floating button is reached last although it sits at the top",
            "Focus stays behind a sheet after it appears",
        ])
        XCTAssertEqual(checklist.items.map(\.kind), [.check, .check, .antiPattern, .antiPattern])
        let reasons = reasonsByText(checklist)
        XCTAssertEqual(reasons["Guidance for iOS"], "names a platform only: how the rules are built there (its code), not a rule of its own")
        XCTAssertEqual(reasons["Scope and purpose"], "introduction, index, notes or reference section: only marked lines count")
        XCTAssertFalse(checklist.items.contains { $0.title.isEmpty })
        // The line under the empty heading stays in the iOS section.
        XCTAssertEqual(reasonsByLine(checklist)[33], "plain line (the document marks its requirements)")
        XCTAssertTrue(CompilationRun.statesRequirements(title: "Requirements for both native and web", blocks: []) == false,
                      "a title alone, with no lines that state requirements, is not enough")
    }

    /// A component's page on a documentation site: the page's severity in a front-matter key
    /// of the site's own (`site_severity`), a section's in a badge component (`<Critical
    /// label />`), badges beside headings left out of titles, best practices whose code marks
    /// its two halves "// Avoid" and "// Prefer", a heading whose verb no list knows read like
    /// its siblings, and numbered test steps that say how to test the outcome after them.
    func testAComponentPageReadsItsBadgesCodeCommentsAndTestProcedure() throws {
        let checklist = try compile("component-page.md")
        XCTAssertEqual(checklist.items.map(\.title), [
            "The current value is spoken after the stepper's name",
            "A change of value is announced as soon as it happens",
            "Expose the stepper as one adjustable element",
            "Keep the step size predictable",
            "Never hide the value behind a tooltip",
            "Autofocus the value after a long press",
            "The name and the value are read together",
            "Each swipe reads the new value",
        ])
        XCTAssertEqual(checklist.items.map(\.severity), [.critical, .critical, .high, .high, .high, .high, .high, .high])
        XCTAssertEqual(checklist.items.map(\.severityLabel), ["Critical", "Critical", "Serious", "Serious", "Serious", "Serious", "Serious", "Serious"])
        let examples = checklist.items[2].examples
        XCTAssertEqual(examples.map(\.verdict), [.incorrect, .correct])
        XCTAssertEqual(examples.map(\.caption), ["Avoid", "Prefer"])
        XCTAssertTrue(examples[1].code.contains("Stepper(\"Guests\""))
        let steps = "1. Turn VoiceOver on.\n2. Swipe to the stepper.\n3. Swipe up twice, then down once."
        XCTAssertEqual(checklist.items.suffix(2).map(\.howToTest), [steps, steps])
        XCTAssertNil(checklist.items[0].howToTest)
        let reasons = reasonsByText(checklist)
        XCTAssertEqual(reasons["Procedures"], "test procedure: how to test the checks after it (their how-to-test)")
        XCTAssertEqual(reasons["Turn VoiceOver on."], "step of the test procedure: part of the how-to-test of the checks after it")
        // The badge is no part of the title: a code name alone, over prose, is no rule.
        XCTAssertEqual(reasons["STEPPER_WITHOUT_VALUE"], "heading over prose with no requirement marks")
        XCTAssertFalse(checklist.items.contains { $0.title.contains("<") })
    }

    /// A site generator's page for one criterion: its heading is a placeholder the front
    /// matter fills (`# {{ title }}`), its sections are notes for designers, developers and
    /// testers, and its title states the requirement. The page is that one check, the notes
    /// its guidance, the front matter's severity (a key of the site's own, a list) its severity.
    func testAPageThatIsOneRequirementIsThatCheck() throws {
        let checklist = try compile("criterion-note-page.md")
        XCTAssertEqual(checklist.title, "Text stays readable when the system text size is at its largest")
        XCTAssertEqual(checklist.items.map(\.title), ["Text stays readable when the system text size is at its largest"])
        let item = try XCTUnwrap(checklist.items.first)
        XCTAssertEqual(item.kind, .check)
        XCTAssertEqual(item.severity, .high)
        XCTAssertEqual(item.severityLabel, "Severe")
        XCTAssertEqual(item.line, 12)
        XCTAssertTrue(item.guidance.hasPrefix("## Design notes"))
        XCTAssertTrue(item.guidance.contains("Set the largest accessibility text size"))
        XCTAssertEqual(reasonsByLine(checklist)[12], "the page's title states its one requirement (no line of the page is one)")
        XCTAssertTrue(ChecklistCompiler.statesRequirement("Keyboard focus does not get trapped"))
        XCTAssertTrue(ChecklistCompiler.statesRequirement("Where an error occurs, the issue is described in text"))
        XCTAssertTrue(ChecklistCompiler.statesRequirement("No new window without user action"))
        XCTAssertTrue(ChecklistCompiler.statesRequirement("Use HTML tags for their meaning"))
        XCTAssertTrue(ChecklistCompiler.statesRequirement("Use active voice"), "an instruction states one in three words")
        XCTAssertFalse(ChecklistCompiler.statesRequirement("Button labels guide"))
        XCTAssertFalse(ChecklistCompiler.statesRequirement("Accessibility checklist for mobile apps"))
        XCTAssertFalse(ChecklistCompiler.statesRequirement("How to run the checklist locally"))
        XCTAssertFalse(ChecklistCompiler.statesRequirement("About this checklist and its authors"))
        XCTAssertFalse(ChecklistCompiler.statesRequirement("This project is a checklist"))
        XCTAssertEqual(ChecklistCompiler.fillingPlaceholder("{{ page.title }}", from: FrontMatter(fields: ["title": "Captions"])), "Captions")
        XCTAssertEqual(ChecklistCompiler.fillingPlaceholder("{{ missing }}", from: FrontMatter()), "{{ missing }}")
    }

    /// "**1.3.1 Info and Relationships (Level A)** - …": a WCAG criterion's number, name and
    /// level opening a line give the item its number, title and severity; a criterion cited
    /// alone stays as unmarked as it was. "**Guideline**: [Focus](…)" points to another page.
    func testALineLedByAWCAGCriterionGivesItsNumberAndLevel() throws {
        let text = """
        # Tabs

        **Guideline**: [Tabs](/guidelines/tabs)

        ## Success criteria

        - **1.3.1 Info and Relationships (Level A)** - The tab list is exposed as one group
        - **2.4.9 Link Purpose (Link Only) (Level AAA)** - Each tab's name says where it leads

        """
        let checklist = try ChecklistCompiler().compile(data: Data(text.utf8), sourcePath: "tabs.md")
        XCTAssertEqual(checklist.items.map(\.number), ["1.3.1", "2.4.9"])
        XCTAssertEqual(checklist.items.map(\.title), ["Info and Relationships", "Link Purpose (Link Only)"])
        XCTAssertEqual(checklist.items.map(\.severity), [.high, .low])
        XCTAssertEqual(checklist.items.map(\.severityLabel), ["Level A", "Level AAA"])
        XCTAssertEqual(checklist.items[0].guidance, "The tab list is exposed as one group")
        let cited = StatementText.read("`1.1.1` Non-text Content")
        XCTAssertEqual(cited.identifier, "1.1.1")
        XCTAssertEqual(cited.title, "Non-text Content")
        XCTAssertTrue(cited.marks.isEmpty, "a criterion cited alone marks no requirement")
        XCTAssertNil(StatementText.criterionLedTitle("1.3.1 Something else entirely", identifier: nil))
        XCTAssertNil(StatementText.criterionLedTitle("9.9.9 Info and Relationships", identifier: nil))
        XCTAssertNil(CompilationRun.kindLabelledStatement("**Guideline**: [Tabs](/guidelines/tabs)", words: .standard))
    }

    /// "// Avoid" and "// Prefer" without a colon open an example only in pairs: code that
    /// opens with one and holds the other verdict. One alone is an ordinary comment.
    func testCodeCommentsWithoutAColonMarkExamplesOnlyInPairs() {
        let paired = ExampleExtractor.splitMarkedCode("// Avoid\nfoo()\n\n// Prefer\nbar()", language: "swift")
        XCTAssertEqual(paired.map(\.verdict), [.incorrect, .correct])
        XCTAssertEqual(paired.map(\.code), ["// Avoid\nfoo()", "// Prefer\nbar()"])
        XCTAssertTrue(ExampleExtractor.splitMarkedCode("// Avoid a retain cycle\nweak var owner: Owner?", language: "swift").isEmpty)
        XCTAssertTrue(ExampleExtractor.splitMarkedCode("let a = 1\n// Avoid\nfoo()\n// Prefer\nbar()", language: "swift").isEmpty,
                      "the code must open with the comment")
        XCTAssertTrue(ExampleExtractor.splitMarkedCode("// Do the work\nwork()\n// No result\nreturn", language: "swift").isEmpty,
                      "\"Do\" and \"No\" open too many ordinary comments")
    }

    /// "Read references/focus.md for the team's rules": a line that sends the reader to another
    /// file by its path is a pointer, like a line of links, not a step to check.
    func testALineThatSendsTheReaderToAnotherFileIsNoItem() throws {
        let text = """
        # Focus review

        ## Checks

        - [ ] Read `references/focus-rules.md` for the team's rules before you start
        - [ ] Focus moves through controls in reading order
        - [ ] A dialog takes focus when it opens

        """
        let checklist = try ChecklistCompiler().compile(data: Data(text.utf8), sourcePath: "focus.md")
        XCTAssertEqual(checklist.items.map(\.title), ["Focus moves through controls in reading order", "A dialog takes focus when it opens"])
        XCTAssertEqual(reasonsByLine(checklist)[5], "points to another file to read")
        XCTAssertTrue(StatementText.sendsToFile("Use the checklist.md file only when asked"))
        XCTAssertTrue(StatementText.sendsToFile("See CONTRIBUTING.md."))
        XCTAssertFalse(StatementText.sendsToFile("Use semantic colours for text"))
        XCTAssertFalse(StatementText.sendsToFile("Read the label aloud with VoiceOver"))
    }

    /// A tutorial's narration ("Let's break this down.", "I should preface this section: …")
    /// is the writer talking, not an instruction, in a document with no marks.
    func testTheWritersNarrationIsNoInstruction() throws {
        let text = """
        # Custom controls

        ## Grouping a card

        Let's break this down.

        I should preface this by saying that a subclass of a system control should be preferred.

        Give the card one label that reads its title and price together.

        """
        let checklist = try ChecklistCompiler().compile(data: Data(text.utf8), sourcePath: "cards.md")
        XCTAssertEqual(checklist.items.map(\.title), ["Give the card one label that reads its title and price together."])
        XCTAssertFalse(CompilationRun.isInstruction("Let's break this down."))
        XCTAssertTrue(CompilationRun.isInstruction("Let people undo a deletion"))
    }

    /// "To measure contrast, you can use the following tools:" over the tools: what to check
    /// with, not what the screen must do (as under "Tools to consider:").
    func testASentenceIntroducingToolsNamesNoRequirements() throws {
        let text = """
        # Contrast

        ## Text

        To measure the contrast of a label, you can use the following tools:

        * Accessibility Inspector in Xcode reads the colours under the pointer.
        * A colour picker lets you sample both colours from a screenshot.

        Rules:

        * Body text meets 4.5:1 against its background.
        * Large text meets 3:1 against its background.

        """
        let checklist = try ChecklistCompiler().compile(data: Data(text.utf8), sourcePath: "contrast.md")
        XCTAssertEqual(checklist.items.map(\.title), ["Body text meets 4.5:1 against its background.",
                                                       "Large text meets 3:1 against its background."])
        XCTAssertEqual(reasonsByLine(checklist)[7], "a tool to check with, not a requirement")
    }

    /// A code style guide: rules as list lines that open with a permalink and a bold rule,
    /// their examples folded into `<details>` and marked by comments in capitals (`// WRONG`,
    /// `// RIGHT`, `// NOT RECOMMENDED`); a bold instruction the sentence runs on from; topic
    /// headings over Preferred / Not Preferred code, and one beside them over prose that
    /// instructs. A "Why …?" heading argues, a "History" tells, "Updating guides" is for the
    /// authors: none is asked.
    func testAStyleGuideReadsItsBoldRulesFoldedExamplesAndTopicHeadings() throws {
        let checklist = try compile("style-guide.md")
        XCTAssertEqual(checklist.items.map(\.title), [
            "Keep lines under 120 characters.",
            "Write one statement on each line so that a breakpoint lands where the reader expects",
            "Only pass a closure as a trailing closure when it is the last argument and has no label",
            "Put one space after a comma in a list of arguments.", "Put no space inside the brackets of a literal.",
            "Types", "Booleans", "Abbreviations",
        ])
        XCTAssertEqual(checklist.items.map(\.kind), [.check, .check, .check, .check, .check, .rule, .rule, .rule])
        // Code after a list line, not indented under it, marked by its comments: that line's
        // examples (unmarked code is none).
        XCTAssertEqual(checklist.items[3].number, "3.1")
        XCTAssertEqual(checklist.items[3].examples.map(\.caption), ["PREFERRED", "NOT PREFERRED"])
        XCTAssertEqual(checklist.items[4].examples, [])
        XCTAssertEqual(checklist.items[1].examples.map(\.verdict), [.incorrect, .correct])
        XCTAssertEqual(checklist.items[1].examples.map(\.caption), ["WRONG", "RIGHT"])
        XCTAssertEqual(checklist.items[2].examples.map(\.verdict), [.incorrect, .correct])
        XCTAssertEqual(checklist.items[5].examples.map(\.verdict), [.correct, .incorrect])
        XCTAssertEqual(checklist.items[5].examples.map(\.caption), ["Preferred", "Not Preferred"])
        // The folded examples are no part of the guidance; neither are the tags that fold them.
        XCTAssertEqual(checklist.items[1].guidance, "")
        XCTAssertEqual(checklist.items[0].guidance, "#### Why?\n\nSide-by-side diffs stay readable on a laptop screen.")
        XCTAssertEqual(checklist.items[7].guidance, "Avoid abbreviations in names: one saves the writer a second and costs every reader one.")
        let reasons = reasonsByText(checklist)
        XCTAssertEqual(reasons["Abbreviations"], "heading over prose that instructs, beside headings over their examples")
        XCTAssertEqual(reasons["History"], "the document's history: what changed, not what to check")
        XCTAssertFalse(checklist.items.contains { $0.title.contains("link") || $0.title.contains("<") })
    }

    /// A style guide of instruction headings: a heading that opens with when it applies
    /// ("When declaring a constant, always …") is a rule; "instead of this:" / "use this:" and
    /// "Write this:" / "rather than this:" at a paragraph's end label the code below; a
    /// "_Rationale:_" paragraph says why, it instructs nothing; the goals the introduction
    /// names are no requirements; and a topic heading beside the rules over examples is read
    /// for its terse lines ("Indent with four spaces, not tabs.").
    func testAStyleGuideOfInstructionHeadingsReadsItsLabelsRationaleAndTopicLines() throws {
        let checklist = try compile("style-guide-headings.md")
        XCTAssertEqual(checklist.items.map(\.title), [
            "Indent with four spaces, not tabs.", "End every file with a newline.", "Keep one blank line between functions.",
            "Leave a function as soon as its work is done",
            "When declaring a constant, always give it a name that says what it holds",
        ])
        XCTAssertEqual(checklist.items.map(\.kind), [.check, .check, .check, .rule, .rule])
        XCTAssertEqual(checklist.items[3].examples.map(\.verdict), [.incorrect, .correct])
        XCTAssertEqual(checklist.items[3].examples.map(\.caption), ["instead of this", "use this"])
        XCTAssertEqual(checklist.items[4].examples.map(\.verdict), [.correct, .incorrect])
        XCTAssertTrue(checklist.items[3].guidance.contains("Rationale:"), checklist.items[3].guidance)
        XCTAssertEqual(reasonsByText(checklist)["Fewer crashes in the field"], "a goal the document serves, not a requirement")
        XCTAssertFalse(CompilationRun.isInstruction("Rationale: the reader sees what it needs, so it should come first."))
        XCTAssertFalse(CompilationRun.isInstruction("_Reason:_ the label should be read first."))
        XCTAssertTrue(CompilationRun.isInstruction("Background colours should follow the system."))
        XCTAssertNil(ExampleExtractor.closingLabel("Here is what the code does when you use this:"))
    }

    /// A table of test passes whose "Pass criterion" column states what each pass must
    /// show is a requirement table, a check per row, in a step of a workflow too (whose prose
    /// and lines ask nothing); "Cross-References" asks nothing.
    func testAPassCriterionColumnStatesTheRowsChecks() throws {
        let checklist = try compile("pass-criteria-table.md")
        XCTAssertEqual(checklist.items.map(\.title), [
            "Every element speaks its label, trait and value; the task can be finished by gestures alone",
            "Text wraps and never truncates; fields grow with it",
            "Sliding and zooming transitions are replaced by fades",
            "Every control can be named and activated by voice",
            "Focus reaches every control, and none depends on hover",
        ])
        XCTAssertTrue(checklist.items.allSatisfy { $0.kind == .check })
        XCTAssertEqual(SectionRole.classify("Cross-References"), .nonGuidance)
        XCTAssertTrue(SectionRole.isPointerList("Cross-References"))
    }

    /// A lead-in that ends on the verb its list completes ("For each kind of data the app
    /// stores, verify:", "Before each release, make sure that:") makes the plain lines under
    /// it checks, beside task lines elsewhere in the document.
    func testALeadInEndingOnVerifyMakesItsLinesChecks() throws {
        let checklist = try compile("verify-lead-ins.md")
        XCTAssertEqual(checklist.items.map(\.title), [
            "Secrets live in the Keychain, never in UserDefaults",
            "Cached files are removed when the user signs out",
            "No secret is written to the log",
            "Every permission prompt says why it is needed",
            "The app still works when a permission is refused",
            "Background refresh runs only when the feature is on",
            "Location is never read in the background without a reason shown",
        ])
        XCTAssertTrue(checklist.items.allSatisfy { $0.kind == .check })
        XCTAssertTrue(CompilationRun.criteriaIntroduction("Things to check:"))
        XCTAssertFalse(CompilationRun.criteriaIntroduction("The checks we verify are these:"), "not ending on the verb")
    }

    /// A priority in brackets closing a heading ("## 1. Data safety (P0)", "## 3. Polish
    /// [P3]") grades the lines under it, sub-sections' included, keeps "P0" as their label,
    /// and leaves the section path clean.
    func testAPriorityInBracketsClosingAHeadingGradesItsLines() throws {
        let checklist = try compile("priority-suffixes.md")
        XCTAssertEqual(checklist.items.map(\.title), [
            "Tokens are only sent to the service that issued them",
            "The clipboard is read only after a tap",
            "The first screen appears within two seconds",
            "Scrolling a long list never drops a frame",
            "Empty states say what to do next",
        ])
        XCTAssertEqual(checklist.items.map(\.severity), [.critical, .critical, .high, .high, .low])
        XCTAssertEqual(checklist.items.map(\.severityLabel), ["P0", "P0", "P1", "P1", "P3"])
        XCTAssertEqual(checklist.items[0].sectionPath, ["Data safety", "What leaves the phone"])
        XCTAssertEqual(checklist.items[4].sectionPath, ["Polish"])
        XCTAssertNil(HeadingText.trailingSeverity("Version (P9)"), "no such priority")
        XCTAssertNil(HeadingText.trailingSeverity("Apple Pencil (PS)"))
        // ASCII headings that end in no bracket leave on their bytes; a bracket, a dash or an
        // emoji still grades, and so does a bracket followed by spaces.
        XCTAssertNil(HeadingText.trailingSeverity("Contrast - CRITICAL"))
        XCTAssertEqual(HeadingText.trailingSeverity("Contrast (CRITICAL)  ")?.0, .critical)
        XCTAssertEqual(HeadingText.trailingSeverity("Contrast [HIGH]\t")?.0, .high)
        XCTAssertEqual(HeadingText.trailingSeverity("Contrast — CRITICAL")?.0, .critical)
        XCTAssertEqual(HeadingText.trailingSeverity("Contrast 🔴 Critical")?.0, .critical)
        // A Do / Don't label opening a heading, before or after its number (turned away on the
        // first byte when it is neither "D" nor "A").
        XCTAssertEqual(HeadingText.parse("DON’T: Nest scroll views").verdict, .incorrect)
        XCTAssertEqual(HeadingText.parse("Avoid: Tiny targets").verdict, .incorrect)
        XCTAssertEqual(HeadingText.parse("3. DO: Keep labels short").verdict, .correct)
        XCTAssertEqual(HeadingText.parse("3. DO: Keep labels short").title, "Keep labels short")
        XCTAssertNil(HeadingText.parse("Do more with less").verdict)
        XCTAssertNil(HeadingText.parse("Buttons: Avoid: nothing").verdict)
    }

    /// A component page whose requirements are its Do / Don't lists: a heading that only
    /// names the component its demo code shows ("## Rating input" over `<acme-rating-input>`
    /// and prose that describes it) is no rule beside them; a heading that instructs over
    /// code ("## Announce the new score") stays one.
    func testHeadingsThatNameTheirDemoCodeAreNotRules() throws {
        let checklist = try compile("component-demos.md")
        XCTAssertEqual(checklist.items.map(\.title), [
            "Use to show a score people can compare at a glance",
            "Use half stars only where the score has halves",
            "Pair the stars with the score in words for screen readers",
            "Don't use stars for anything but a score",
            "Don't let a tap on a read-only rating change it",
            "Announce the new score",
        ])
        let demo = "names the component or API its code shows, over prose that instructs nobody: a demo, beside the document's requirements"
        let reasons = reasonsByText(checklist)
        XCTAssertEqual(reasons["Rating input [acme-rating-input]"] ?? reasons["Rating input"], demo)
        XCTAssertEqual(reasons["Read-only rating [acme-rating]"] ?? reasons["Read-only rating"], demo)
        func section(_ title: String, _ code: String) -> Section {
            let text = "## \(title)\n\nEach one is set in code.\n\n```swift\n\(code)\n```\n"
            return SectionTreeBuilder.build(MarkdownParser().parse(text), lastLine: 8).children[0]
        }
        XCTAssertFalse(CompilationRun.isCodeDemo(section("Accessibility labels", "Image(systemName: \"trash\").accessibilityLabel(\"Delete\")")),
                       "no name in the code holds \"labels\"")
        XCTAssertTrue(CompilationRun.isCodeDemo(section("CloudKit", "import CloudKit\nlet db = CKContainer.default().privateCloudDatabase")))
    }

    /// Short lines standing alone over lists ("Start-up", "**Offline use**", "Payments (where
    /// the build sells something)") name the lines' groups, as headings would, flattened too;
    /// a lead-in that waits for its object ("Test with:") groups nothing; "Before you start"
    /// is the tester's preparation, no checks.
    func testShortLinesOverListsNameTheirGroups() throws {
        for checklist in [try compile("group-labels.md"), try compileFlattened("group-labels.md")] {
            XCTAssertEqual(checklist.items.map(\.sectionPath), [
                ["Checks before the build ships", "Start-up"], ["Checks before the build ships", "Start-up"],
                ["Checks before the build ships", "Offline use"], ["Checks before the build ships", "Offline use"],
                ["Checks before the build ships", "Payments (where the build sells something)"],
                ["Checks before the build ships", "Payments (where the build sells something)"],
                ["Checks before the build ships"], ["Checks before the build ships"],
            ])
            XCTAssertEqual(checklist.items.first?.title, "The app opens to the last screen used")
        }
        let reasons = reasonsByText(try compile("group-labels.md"))
        XCTAssertEqual(reasons["Start-up"], "short line over the list below that names its group")
        XCTAssertNotEqual(reasons["Test with:"], "short line over the list below that names its group")
        // The same lines over a checklist's plain lines, and over task lines.
        let lines = try compile("label-lines.md")
        XCTAssertEqual(lines.items.map { $0.sectionPath.last }, ["Basics", "Basics", "Appearance (when the UI changed)",
                                                               "Appearance (when the UI changed)", "Assistive settings", "Assistive settings"])
        let tasks = try compileText("# Sign-off\n\n## Checklist\n\nStart-up\n- [ ] Opens fast\n\nOffline use\n- [ ] Works offline\n")
        XCTAssertEqual(tasks.items.map(\.sectionPath), [["Checklist", "Start-up"], ["Checklist", "Offline use"]])
        XCTAssertEqual(SectionRole.classify("Pre-Test Setup"), .nonGuidance)
        XCTAssertEqual(SectionRole.classify("Before you start"), .nonGuidance)
        // One such line alone as often introduces its list as names it: no group.
        XCTAssertEqual(CompilationRun.listGroupLabels(MarkdownParser().parse("Keep these in mind\n- Record the device\n")).compactMap { $0 }, [])
        XCTAssertEqual(CompilationRun.listGroupLabels(MarkdownParser().parse("Start-up\n- Opens fast\n\nOffline use\n- Works offline\n")).compactMap { $0 },
                       ["Start-up", "Offline use"])
        XCTAssertNil(CompilationRun.plainGroupLabel("Avoid:"), "a Don't label")
        XCTAssertNil(CompilationRun.plainGroupLabel("Check the following"), "an instruction")
        XCTAssertNil(CompilationRun.plainGroupLabel("This one is a sentence. It ends."))
        XCTAssertEqual(CompilationRun.plainGroupLabel("Error handling:"), "Error handling")
    }

    /// A documentation page as its site exports it: a breadcrumb trail above the title ("-
    /// Guides", "- Accessibility", then the title) is navigation, and the one "## Overview"
    /// that holds the page's topics does not make its instruction headings introductions
    /// ("### Turn on the screen reader shortcut": a verb, its particle and its object), flattened too.
    func testADocumentationPageSkipsItsBreadcrumbsAndReadsTheTopicsUnderItsOverview() throws {
        for checklist in [try compile("docs-article.md"), try compileFlattened("docs-article.md")] {
            XCTAssertEqual(checklist.items.map(\.title), [
                "Turn on the screen reader shortcut", "Swipe through every element in order", "Confirm each button says what it does",
            ])
            XCTAssertEqual(Set(checklist.items.map(\.kind)), [.rule])
            XCTAssertEqual(checklist.items.first?.sectionPath, ["Overview", "Turn on the screen reader shortcut"])
            let trail = "a breadcrumb trail: the pages that lead to this one, navigation above its title"
            XCTAssertEqual(reasonsByText(checklist)["Guides"], trail)
            XCTAssertEqual(reasonsByText(checklist)["Accessibility"], trail)
        }
        XCTAssertTrue(CompilationRun.opensWithVerbAndObject(Slug.words("Set up every test device"), unknownVerb: false))
        XCTAssertFalse(CompilationRun.opensWithVerbAndObject(Slug.words("On the other hand"), unknownVerb: true))
        // A list above the title that is not a trail (its last line names no heading) is read as before.
        let list = try compileText("- Every control has a label\n- Text scales with the system size\n\n# Review\n\nNotes.\n")
        XCTAssertEqual(list.items.map(\.title), ["Every control has a label", "Text scales with the system size"])
    }

    /// A page that lists the values a setting takes ("The priority takes one of these
    /// values:", "Possible values:" over "- `polite`: changes should be announced …"): each
    /// line says what a value does, not what to check, though it says "should"; a lead-in
    /// that states a duty ("Options you must set") keeps its lines, and a section whose only
    /// marked lines were values is read for its instruction.
    func testTheValuesASettingTakesAreNotRequirements() throws {
        let checklist = try compile("setting-values.md")
        XCTAssertEqual(checklist.items.map(\.title), [
            "A message that appears after an action is announced by the screen reader.",
            "The announcement must not interrupt speech unless the change is urgent.",
            "Set a live region on the view whose text changes.",
            "importantForAccessibility must be yes on the status view.",
        ])
        let reasons = reasonsByText(checklist)
        let aside = "one of the values or options a setting takes, and what it does: not a requirement"
        XCTAssertEqual(reasons["polite: changes should be announced when the reader is idle."], aside)
        XCTAssertEqual(reasons["high: the announcement should cut into speech that is under way."], aside)
        XCTAssertEqual(reasons["Possible values:"], "introduces the values or options of a setting: the list below says what each does")
        XCTAssertTrue(CompilationRun.namesValuesBelow("Options for this attribute are the following:"))
        XCTAssertTrue(CompilationRun.namesValuesBelow("Values:"))
        XCTAssertFalse(CompilationRun.namesValuesBelow("Check these options:"), "an instruction")
        XCTAssertFalse(CompilationRun.namesValuesBelow("The following values are required:"), "a duty")
    }

    /// A design system's component page of prose: an instruction whose last sentence is
    /// "For example:" is one item, the sample wordings under it its guidance (and no lines
    /// that outnumber the instructions); lines that complete "… because they:" are reasons
    /// (after an instruction, "… because people:", its guidance); "Example 1:" labels
    /// samples; a `<br>` ends a line of its paragraph; "When to use this component" and
    /// "Research on this component" ask nothing.
    func testAComponentGuidancePageReadsInstructionsOverExamplesAndReasons() throws {
        let checklist = try compile("component-guidance.md")
        XCTAssertEqual(checklist.items.map(\.title), [
            "Label the stepper with what it counts, in sentence case",
            "Show the current value between the two buttons.",
            "Don't count a second tap that comes within half a second of the first.",
            "Keep the two buttons at least 44 points apart.",
            "Say ‘[what it counts] must be [number] or more’.",
            "Use the same wording on the stepper and in the error summary",
        ])
        XCTAssertEqual(checklist.items[4].guidance, "For example, ‘Guests must be 1 or more’.", "the sentences after an instruction are its guidance")
        XCTAssertTrue(checklist.items[5].guidance.contains("- compare them when they fix the value"), checklist.items[5].guidance)
        XCTAssertTrue(checklist.items[0].guidance.contains("‘Copies’ on a print sheet"), checklist.items[0].guidance)
        let reasons = reasonsByText(checklist)
        let aside = "completes a sentence that gives a reason, a purpose or a finding, not a requirement"
        XCTAssertEqual(reasons["have a tremor that repeats the tap"], aside)
        XCTAssertEqual(reasons["Sometimes people tap a stepper twice because they:"], "introduces reasons, purposes or findings: the list below completes it")
        XCTAssertEqual(reasons["read both in one visit"], aside)
        XCTAssertFalse(CompilationRun.introducesReasons("Edit the styles so that:"))
        XCTAssertEqual(reasons["Label: ‘Guests’"], "sample under an examples label")
        XCTAssertEqual(SectionRole.classify("Research on this component"), .nonGuidance)
        XCTAssertTrue(CompilationRun.introducesReasons("Keeping the answers helps users to:"))
        XCTAssertTrue(CompilationRun.introducesReasons("Text fields may be:"))
        XCTAssertFalse(CompilationRun.introducesReasons("Every form field must have:"))
        XCTAssertFalse(checklist.items.contains { $0.title.contains("<br>") })
    }

    /// A platform's techniques for WCAG, page by principle: "Operable principle" names one of
    /// WCAG's four principles, a group, not a section of principles; under a criterion, "✅
    /// Success technique(s)" lists what to do and "🚫 Failures" the ways to fail it; "(e.g. …)"
    /// ends no sentence; linked criteria "(WCAG 2.4.1 - Level A)" give number and level only.
    func testWCAGTechniquePagesReadSuccessTechniquesAndFailures() throws {
        let checklist = try compile("wcag-techniques.md")
        XCTAssertEqual(checklist.items.map(\.title), [
            "Warn people a minute before a session ends, and let them extend it.",
            "Let people turn off a time limit on a quiz (e.g. in its settings) unless the limit is essential.",
            "Signing people out with no warning.", "Showing a countdown that cannot be paused (e.g. on a checkout page).",
            "A delivery address the person typed earlier in the same order is either: filled in again for them; offered for them to pick.",
            "A name field should keep what was typed when: the person goes back a step; the screen rotates.",
            "Bypass blocks", "Focus visible",
        ])
        XCTAssertEqual(checklist.items.map(\.kind), [.rule, .rule, .antiPattern, .antiPattern, .rule, .rule, .check, .check])
        // "… do not apply to the following cases:": exemptions, not techniques.
        XCTAssertEqual(reasonsByText(checklist)["when a password has to be typed twice to confirm it,"], "a case where the requirement does not apply")
        XCTAssertEqual(checklist.items.suffix(2).map(\.number), ["2.4.1", "2.4.7"])
        XCTAssertEqual(checklist.items.suffix(2).map(\.severity), [.high, .medium])
        XCTAssertEqual(SectionRole.classify("Operable principle"), .guidance)
        XCTAssertEqual(SectionRole.classify("Design principles"), .principles)
        XCTAssertEqual(CompilationRun.doDontLabel("🚫 Failures"), .incorrect)
        XCTAssertNil(CompilationRun.doDontLabel("Common failures:", onlyVerdictWords: true))
    }

    /// A design system's MDX page: its title filled from the front matter (`# {frontmatter.title}`);
    /// `<DoDont>` containers whose "#### Do" / "#### Don’t" headings label samples (wordings,
    /// lists, code) of the line above rather than open sections; `<Do>` / `<Dont>` components
    /// with their code and caption; an instruction each capitalized fragment completes ("Use
    /// sentence case for:", "Capitalize:"); the last sentence of a lead as its opening;
    /// headings over instruction lines and their Do / Don't code; a list that finishes a
    /// sentence naming parts ("A button can be: Filled, Tinted, or Plain."); further reading;
    /// "Best used for".
    func testAnMDXDesignPageReadsDoDontContainersAsSamples() throws {
        let checklist = try compile("mdx-design-page.md")
        XCTAssertEqual(checklist.id, "button-labels")
        XCTAssertEqual(checklist.items.map(\.title), [
            "Use sentence case for button labels", "Use sentence case for menu items", "Use sentence case for alert titles",
            "Capitalize product names the app owns", "Capitalize names of people and places",
            "Use bold sparingly.", "Don’t use bold to emphasize button labels in running text", "Don’t use bold to emphasize numbers in a sentence",
            "Start the label with a verb that says what the button does.",
            "Give an icon-only button an accessibility label.", "Keep the label to two or three words.",
            "Use the action's name as the button's title.",
        ])
        XCTAssertEqual(Set(checklist.items.map { $0.sectionPath.joined(separator: " › ") }),
                       ["Capitalization", "Wording", "Accessibility labels", "Archive button"])
        let wording = try item(checklist, "Start the label with a verb that says what the button does.")
        XCTAssertEqual(wording.examples.map(\.verdict), [.correct, .incorrect])
        XCTAssertEqual(wording.examples.map(\.code), ["Delete photo\nSend invite", "OK\nYes"])
        XCTAssertEqual(try item(checklist, "Use sentence case for alert titles").examples.map(\.code), ["Save draft", "Save Draft"])
        let archive = try item(checklist, "Use the action's name as the button's title.")
        XCTAssertEqual(archive.examples.map(\.verdict), [.correct, .incorrect])
        XCTAssertEqual(archive.examples.first?.code, "Button(\"Archive\") { archive() }")
        XCTAssertEqual(archive.examples.first?.language, "swift")
        XCTAssertEqual(archive.examples.last?.caption, "The label names nothing.")
        XCTAssertEqual(try item(checklist, "Keep the label to two or three words.").examples.map(\.verdict), [.correct, .incorrect])
        let reasons = reasonsByText(checklist)
        XCTAssertEqual(reasons["Tinted, or"], "completes a sentence that names parts, options or outcomes, not a requirement")
        XCTAssertEqual(reasons["Regular, and"], "completes a sentence that names parts, options or outcomes, not a requirement")
        XCTAssertEqual(reasons["Learn more about verbs at the writing guide."], "prose that gives no instruction")
        XCTAssertEqual(SectionRole.classify("Best used for"), .nonGuidance)
        XCTAssertEqual(SectionRole.classify("Use when people need to:"), .nonGuidance)
        XCTAssertNotEqual(SectionRole.classify("Use system colors"), .nonGuidance)
        XCTAssertEqual(StatementText.withoutSeriesEnding("Pass the contrast check, and"), "Pass the contrast check")
        XCTAssertEqual(StatementText.withoutSeriesEnding("Regular,"), "Regular")
        XCTAssertTrue(StatementText.invitesFurtherReading("For more information, see the HIG."))
        XCTAssertFalse(StatementText.invitesFurtherReading("For more complex forms, use a wizard."))
        XCTAssertTrue(StatementText.invitesFurtherReading("For more in-depth advice on writing labels you should read the content guide."))
        XCTAssertTrue(StatementText.invitesFurtherReading("For more depth on motion, see the animation page."))
        XCTAssertFalse(StatementText.invitesFurtherReading("For more complex journeys you should save progress on each step."))
        XCTAssertEqual(CompilationRun.readerQuestions("Tap targets vary. But when should you make yours larger?"), [])
        XCTAssertEqual(CompilationRun.continuingSentence("VoiceOver labels"), "VoiceOver labels")
        XCTAssertEqual(CompilationRun.continuingSentence("Menu items"), "menu items")
        XCTAssertEqual(CompilationRun.continuingSentence("Apple's design guidelines"), "Apple's design guidelines")
        XCTAssertEqual(ChecklistCompiler.fillingPlaceholder("{frontmatter.title}", from: FrontMatter(fields: ["title": "Buttons"])), "Buttons")
    }

    /// A review plan beside a catalog of the apps to review with: the number inside a bold
    /// title ("**1. Every image …**") is the item's number; bold labels written out under each
    /// app ("**Price:**", "**Platform:**", in three sections or more) are a record's fields,
    /// and so is every labelled line of a list holding two of them ("**Note:**"); "Learn more"
    /// points elsewhere; so does an index of linked pages, each with what it is about ("[Checkout](…)
    /// — Where people pay"), unless what follows the link instructs.
    func testACatalogsRepeatedFieldsAreNoItems() throws {
        let checklist = try compile("tool-catalog.md")
        XCTAssertEqual(checklist.items.map(\.title), [
            "Every image has an accessibility label", "Icons in buttons name the action",
            "Images keep a 3:1 contrast against the background in both appearances.", "Symbols follow the text colour.",
            "Settings — Check that every switch has a label.",
        ])
        XCTAssertEqual(checklist.items.prefix(2).map(\.number), ["1", "2"])
        let reasons = reasonsByText(checklist)
        let field = "a field written out in each section (a record of facts), not a requirement"
        XCTAssertEqual(reasons["Price: Free"], field)
        XCTAssertEqual(reasons["Note: Audits the running app for missing labels."], field)
        XCTAssertEqual(reasons["Best used with: a real device"], field)
        XCTAssertEqual(reasons["Checkout — Where people pay for their order."], "an index entry: a linked page and what it is about")
        XCTAssertEqual(SectionRole.classify("Learn more"), .nonGuidance)
        XCTAssertNil(StatementText.numberedTitle("2024 was the year"))
        XCTAssertEqual(StatementText.numberedTitle("3. Label the button").map { $0.0 + "|" + $0.1 }, "3|Label the button")
    }

    /// `<a href="…">words</a>` reads as a link; a link to a place on its own page whose words
    /// only say so ("link", "¶", "#") is a permalink, and goes with the brackets around it.
    func testHTMLLinksReadAsLinksAndPermalinksGo() {
        let blocks = MarkdownParser().parse("- <a id='x'></a>(<a href='#x'>link</a>) **Use two spaces.** See <a href=\"https://example.com/style\">the style</a>.\n")
        let lead = blocks.first?.children.first?.leadParagraph
        XCTAssertEqual(lead?.text, "**Use two spaces.** See [the style](https://example.com/style).")
        XCTAssertEqual(Permalink.removing(from: "Contrast [¶](#contrast)"), "Contrast ")
        XCTAssertEqual(Permalink.removing(from: "See [the table](#table) below"), "See [the table](#table) below")
        XCTAssertEqual(Permalink.removing(from: "[#](#a) Title"), "Title")
        // (The byte test that spares every other block the search agrees with it.)
        XCTAssertTrue(Permalink.mayHold(Array("Contrast [¶](#contrast)".utf8)))
        XCTAssertFalse(Permalink.mayHold(Array("See [the table](https://x.org/#t)".utf8)))
    }

    /// Headings folded into a `<details>` element belong to the section it stands in: what
    /// comes after the element is not theirs.
    func testAHeadingInsideDetailsOpensNoSection() throws {
        let text = """
        # Guide

        ## Layout

        - **Keep lines short.**

        <details>

        #### Why?

        Diffs stay readable.

        </details>

        - **Write one statement on each line.**

        """
        let checklist = try ChecklistCompiler().compile(data: Data(text.utf8), sourcePath: "guide.md")
        XCTAssertEqual(checklist.items.map(\.title), ["Keep lines short.", "Write one statement on each line."])
        XCTAssertEqual(checklist.items.map(\.sectionPath), [["Layout"], ["Layout"]])
    }

    /// A technique page: its requirements are prose, a "Known issues:" list says what the
    /// platform gets wrong, and a section of links names the WCAG criteria the page meets.
    /// The links are no items: their criteria are the requirements' own, as the document states.
    func testATechniquePageGivesItsCriteriaLinksToItsRequirements() throws {
        let checklist = try compile("technique-page.md")
        XCTAssertEqual(checklist.items.map(\.title), [
            "A slider must announce its current value to VoiceOver each time the value changes.",
            "Use an adjustable action so people can change the value by swiping up or down.",
        ])
        for item in checklist.items {
            XCTAssertEqual(item.criteria, [CriterionRef(num: "4.1.2", source: .document), CriterionRef(num: "2.5.1", source: .document)], item.title)
        }
        let reasons = reasonsByText(checklist)
        XCTAssertEqual(reasons["Known issues:"], "names known problems of the platform or component: the list below is not requirements")
        XCTAssertEqual(reasons["Name, Role, Value"], "names a WCAG success criterion: it is given to the requirements of its section")
        XCTAssertEqual(reasons["View/accessibilityAdjustableAction(_:)"], "link only", "the link text keeps its underscore and its target's brackets go")

        // A page of nothing but such links is a list of criteria to check.
        let criteriaOnly = try ChecklistCompiler().compile(data: Data("""
        # Criteria to check

        - [1.4.3: Contrast (Minimum)](https://www.w3.org/WAI/WCAG22/Understanding/contrast-minimum)
        - [2.4.7 Focus Visible](https://www.w3.org/WAI/WCAG22/Understanding/focus-visible)

        """.utf8), sourcePath: "criteria.md")
        XCTAssertEqual(criteriaOnly.items.map(\.number), ["1.4.3", "2.4.7"])
        XCTAssertEqual(criteriaOnly.items.map(\.title), ["Contrast (Minimum)", "Focus Visible"])
    }

    /// A pattern page of plain instruction lists, some under headings over their code, beside
    /// a list of pitfalls: the pitfalls mark what to avoid, not where the requirements are, so
    /// the plain lines are read. A definition section, a heading naming one sample, a question
    /// the next sentence answers and a label over links ask nothing.
    func testAPatternPageReadsItsPlainInstructionsBesideItsPitfalls() throws {
        let checklist = try compile("pattern-notes.md")
        XCTAssertEqual(checklist.items.map(\.title), [
            "Give each button a name that says which way it moves the value.",
            "Announce the new value after every press.",
            "Label it with either a visible caption beside the stepper, or an accessibility label on the control itself.",
            "Keep the caption and the value in one accessibility element.",
            "Read the value as a number, not as separate digits.",
            "Let people type the value as well as step it.",
            "Buttons named only \"plus\" and \"minus\"",
            "A value that changes without being announced",
        ])
        XCTAssertEqual(checklist.items.map(\.kind), Array(repeating: .check, count: 6) + [.antiPattern, .antiPattern])
        let reasons = reasonsByText(checklist)
        XCTAssertEqual(reasons["What this pattern is"], "introduction, index, notes or reference section: only marked lines count")
        XCTAssertEqual(reasons["Minimal SwiftUI example (guest count)"], "examples section: code that shows the rules, not rules of its own")
        XCTAssertEqual(reasons["Automated checks"], "names a group of links (asks nothing)")
        XCTAssertEqual(CompilationRun.readerQuestions("Are you reviewing a long form? Use the rotor to move on."), [],
                       "a question the next sentence answers with an instruction")
        XCTAssertEqual(CompilationRun.readerQuestions("Does your layout mirror? Have you checked the icons?").count, 2)

        // A page that names its requirements keeps the rest of the page as guidance on them.
        let named = try compile("requirements-heading.md")
        XCTAssertFalse(named.items.contains { $0.sectionPath == ["Setup requirements"] }, "\(named.items.map(\.title))")
    }

    /// A catalog of common bugs: each numbered heading names a mistake, and `<!-- Bad -->` /
    /// `<!-- Good -->` comments in its HTML split the code into its wrong and right examples.
    func testABugCatalogNamesMistakesWithTheirCommentedExamples() throws {
        let checklist = try compile("bug-catalog.md")
        XCTAssertEqual(checklist.items.map(\.title), ["Placeholder used as the only label", "Error shown only in red"])
        XCTAssertEqual(checklist.items.map(\.kind), [.antiPattern, .antiPattern])
        XCTAssertEqual(checklist.items.map(\.number), ["1", "2"])
        for item in checklist.items {
            XCTAssertEqual(item.examples.map(\.verdict), [.incorrect, .correct], item.title)
            XCTAssertEqual(item.examples.map(\.caption), ["Bad", "Good"], item.title)
        }
        XCTAssertEqual(SectionRole.classify("Known bugs"), .guidance, "a platform's defects are no list of mistakes")
    }

    /// A standard's page per control: titled by the control's identifier, its "Control"
    /// section states the requirement in one paragraph and its "Description" explains it.
    func testAControlPageIsItsStatementNumberedByThePageIdentifier() throws {
        let checklist = try compile("control-page.md")
        XCTAssertEqual(checklist.items.map(\.title), ["The app keeps signing keys in the platform's hardware-backed key store."])
        XCTAssertEqual(checklist.items.first?.number, "SEC-KEYS-2")
        XCTAssertTrue(checklist.items.first?.guidance.contains("copied from a backup") == true, "the description is the guidance")
        XCTAssertTrue(SectionRole.namesStatement("Requirement statement"))
        XCTAssertFalse(SectionRole.namesStatement("Requirements"), "a section of several requirements is read as any other")
    }

    /// A duty its lines finish: "names should:" over "- Say what …", and a heading "Hints
    /// Should:" over bold labels, each line completing the sentence. A bold label that is an
    /// instruction titles its line, the sentences after it the guidance; a condition or an
    /// object the rest of the line finishes keeps the line whole.
    func testDutiesFinishedByTheirLinesAreWholeSentences() throws {
        let checklist = try compile("duty-fragments.md")
        XCTAssertEqual(checklist.items.map(\.title), [
            "For a switch, names should say what the setting changes.",
            "For a switch, names should not include the word \"switch\".",
            "For a switch, names should be localized.",
            "Hints should begin with a verb: \"Turns on reminders\"",
            "Hints should stay short: One sentence at most.",
            "Keep one name per switch",
            "If the switch is custom: give it the trait of a system switch.",
            "Use these words: On, Off, Enabled",
        ])
        XCTAssertEqual(checklist.items[5].guidance, "Changing the name when it flips makes people think it is a new control.")
        // The heading's colon opens its lines; the section path names the section without it.
        XCTAssertEqual(checklist.items[3].sectionPath.last, "Hints Should")
        XCTAssertEqual(CompilationRun.withoutOpeningColon("Before you ship: "), "Before you ship")
        XCTAssertEqual(CompilationRun.sentenceCase("Error Messages Should"), "Error messages should")
        XCTAssertEqual(CompilationRun.sentenceCase("VoiceOver Hints Must"), "VoiceOver hints must")
        XCTAssertEqual(StatementText.clean("<img width=\"4\" src=\"a.png\" /> <Box as=\"p\">Size fields to fit.</Box>"), "Size fields to fit.")
        XCTAssertEqual(StatementText.clean("Use a real <button> and `<img alt=\"\">`"), "Use a real <button> and <img alt=\"\">")
        XCTAssertTrue(CompilationRun.isEmphasisOnly("_Tell people when a transfer may fail_"), "a picture's caption")
        XCTAssertFalse(CompilationRun.isEmphasisOnly("*Keep* the label short."))
        XCTAssertFalse(CompilationRun.isInstruction("This doesn't mean the reviewer should be unhelpful."))
        XCTAssertFalse(CompilationRun.isInstruction("Note that hints should stay optional."))
        XCTAssertFalse(CompilationRun.isInstruction("Follow these guidelines to offer sign-in when it helps."))
        XCTAssertTrue(CompilationRun.isInstruction("Delay sign-in as long as possible."))
        XCTAssertTrue(CompilationRun.isInstruction("Prevent accidental taps by leaving 8 points between targets."))
        XCTAssertTrue(CompilationRun.isInstruction("Protect saved tokens with the keychain."))

        // The tabs of a pictured sample ("- Example", "- Layout 1") beside an instruction paragraph.
        let tabs = try ChecklistCompiler().compile(data: Data("""
        # Passes

        ## Boarding passes

        Use the boarding style for transit passes. A boarding pass shows a strip image.

        - Example
        - Layout 1
        - Layout 2

        """.utf8), sourcePath: "passes.md")
        XCTAssertEqual(tabs.items.map(\.title), ["Use the boarding style for transit passes."])
        XCTAssertEqual(tabs.items.first?.guidance, "A boarding pass shows a strip image.")
    }

    /// A linter's rule catalog: "**`rule-id`** (error, WCAG 1.1.1) — description" numbers the
    /// item by the rule, takes the level as its severity and the criteria as the document's;
    /// a section titled with criteria names them for each of its items.
    func testARuleCatalogGivesEachRuleItsLevelAndCriteria() throws {
        let checklist = try compile("rule-catalog.md")
        XCTAssertEqual(checklist.id, "toolbar-accessibility-rules", "a front-matter name written as a title gives its slug")
        XCTAssertEqual(checklist.items.map(\.number), ["toolbar-icon-unlabelled", "toolbar-label-names-role", "toolbar-label-empty", "toolbar-overflow-dropped"])
        XCTAssertEqual(checklist.items.map(\.title), [
            "A toolbar button shows only an icon and has no accessibility label.",
            "A toolbar button's label ends with the word \"button\".",
            "A toolbar button's label is an empty string.",
            "Actions that do not fit are dropped instead of moving to a More menu.",
        ])
        XCTAssertEqual(checklist.items.map(\.severity), [.high, .medium, .low, nil])
        XCTAssertEqual(checklist.items.map(\.severityLabel), ["error", "warning", "info", nil])
        XCTAssertEqual(checklist.items[0].criteria?.filter { $0.source == .document }.map(\.num), ["1.1.1", "4.1.2", "2.5.3"])
        XCTAssertEqual(checklist.items[1].criteria?.filter { $0.source == .document }.map(\.num), ["4.1.2", "2.5.3"])
        XCTAssertNil(checklist.items[3].criteria?.first { $0.source == .document })
        XCTAssertEqual(reasonsByText(checklist)["N/A"], "a placeholder (states nothing)")
    }

    /// A bold condition opening a line ("**If the list is long.**") asks nothing alone: the
    /// first instruction after it completes the item's title; the rest stays its guidance.
    func testABoldConditionTakesTheInstructionAfterIt() throws {
        let checklist = try ChecklistCompiler().compile(data: Data("""
        # Lists

        ## Considerations

        - **If the list is long.** People lose their place in long lists. Offer a search field above it.
        - **When items can be reordered.** VoiceOver users need actions for it. VoiceOver reads each action aloud.
        - **Keep labels short.** Short labels fit at large text sizes.

        """.utf8), sourcePath: "lists.md")
        XCTAssertEqual(checklist.items.map(\.title), [
            "If the list is long, offer a search field above it.",
            "When items can be reordered",
            "Keep labels short",
        ])
        XCTAssertEqual(checklist.items.first?.guidance, "People lose their place in long lists. Offer a search field above it.")
    }

    /// A skill's README around its rules: who it is for, what it holds, how to install it and
    /// what each of its files does ask nothing of a screen.
    func testAReadmesAudienceContentsAndFileIndexAreNoItems() throws {
        let checklist = try ChecklistCompiler().compile(data: Data("""
        # Camera skill

        ## Who this is for

        - Teams shipping camera features
        - Reviewers of capture screens

        ## What's inside

        - Permission prompts
        - Capture controls

        ## Rules

        - Ask for camera access only when the camera is first used.
        - `Info.plist` — add a usage description that says why the camera is needed.
        - `scripts/record.py` — wraps the screen recorder.
        - Use: docs/Capture.md

        """.utf8), sourcePath: "README.md")
        XCTAssertEqual(checklist.items.map(\.title), [
            "Ask for camera access only when the camera is first used.",
            "Info.plist — add a usage description that says why the camera is needed.",
        ])
        let reasons = reasonsByText(checklist)
        XCTAssertEqual(reasons["scripts/record.py — wraps the screen recorder."], "says what a file of the project holds or does")
        XCTAssertEqual(reasons["Use: docs/Capture.md"], "points to another file to read")
    }

    /// A component page's anatomy: the numbered parts an annotated picture points at, and the
    /// variations a heading names, are described, not asked for.
    func testAnAnnotatedPicturesPartsAndNamedVariationsAreNoItems() throws {
        let checklist = try ChecklistCompiler().compile(data: Data("""
        # Card

        ## Anatomy

        <img src="/images/card.png" alt="A card with its parts numbered"/>

        1. **Background color.** White or light grey.
        2. **Header.** Teams write their own heading.
        3. **Call to action.** A link to the next step.

        ## Choosing between variations

        * **Warning.** Used when something has gone wrong.
        * **Success.** Used when an action worked.

        ## Rules

        - **Keep cards short.** Cards hold a summary.
        - **Give each card one call to action.** More than one splits attention.

        """.utf8), sourcePath: "card.md")
        XCTAssertEqual(checklist.items.map(\.title), ["Keep cards short", "Give each card one call to action"])
        XCTAssertEqual(reasonsByLine(checklist)[7], "names a part of the annotated picture above, not a requirement")
    }

    /// A project's index of its pages, ticked as each is written, names pages; a ticked link
    /// whose text instructs is still a check.
    func testATickedIndexOfLocalPagesIsNoChecklist() throws {
        let checklist = try ChecklistCompiler().compile(data: Data("""
        # Techniques

        ## Topics

        - [x] [Text alternatives](doc/TextAlternatives.md)
        - [x] [Heading semantics](doc/HeadingSemantics.md#examples)
        - [ ] [Label every field](doc/Labels.md)
        - [ ] [Contrast (Minimum)](https://www.w3.org/WAI/WCAG22/Understanding/contrast-minimum)

        """.utf8), sourcePath: "README.md")
        XCTAssertEqual(checklist.items.map(\.title), ["Label every field", "Contrast (Minimum)"])
        XCTAssertEqual(reasonsByLine(checklist)[5], "links to another page of the project (an index of its pages)")
    }

    /// A site's pages are linked without a file extension ("testers") or as HTML: a list of
    /// them under a checklist heading is an index of the other checklists, not checks.
    func testALinkListOfTheSitesOtherPagesIsNoChecklist() throws {
        let checklist = try ChecklistCompiler().compile(data: Data("""
        # Release checks for designers

        ## Checklist

        - [ ] Every screen meets the contrast minimum

        ## Checklists for the other roles

        - [Testers](testers)
        - [Developers](/roles/developers/ "Developers")
        - [Writers](roles/writers.html#checks)
        - [Check the colour palette](palette)

        """.utf8), sourcePath: "designers.md")
        XCTAssertEqual(checklist.items.map(\.title), ["Every screen meets the contrast minimum", "Check the colour palette"])
        XCTAssertEqual(reasonsByLine(checklist)[9], "links to another page of the project (an index of its pages)")
        XCTAssertEqual(reasonsByLine(checklist)[10], "links to another page of the project (an index of its pages)")
        XCTAssertTrue(CompilationRun.linksToLocalPage("[Writers](roles/writers.html#checks)"))
        XCTAssertFalse(CompilationRun.linksToLocalPage("[Mock-up](shots/login.png)"), "a file, not a page")
        XCTAssertFalse(CompilationRun.linksToLocalPage("[Guide](https://example.com/guide)"))
        XCTAssertFalse(CompilationRun.linksToLocalPage("[Below](#contrast)"))
    }

    /// A test plan's parts ("Smoke tests", "Edge cases", "Visual QA", a "test matrix") are
    /// lists of things to try and confirm, written as plain statements: each line is a check,
    /// as under "Release checklist"; a short name that only introduces lines under it is
    /// their group.
    func testATestPlansPartsAreChecklists() throws {
        let checklist = try compileText("""
        # Release test plan

        ## 1) Smoke tests (five minutes)
        - The app opens without a crash.
        - The home screen loads.

        ## 2) Edge cases
        - An empty list shows its empty state.
        - Orders list:
          - Filters apply at once.
          - Sorting keeps the selection.

        ## 3) Release checklist
        - No console warnings.
        """)
        XCTAssertEqual(checklist.items.map(\.title), [
            "The app opens without a crash.", "The home screen loads.", "An empty list shows its empty state.",
            "Filters apply at once.", "Sorting keeps the selection.", "No console warnings.",
        ])
        XCTAssertTrue(checklist.items.allSatisfy { $0.kind == .check })
        XCTAssertEqual(checklist.items[3].sectionPath, ["Edge cases", "Orders list"])
        XCTAssertEqual(SectionRole.classify("Visual QA (light and dark)"), .checklist)
        XCTAssertEqual(SectionRole.classify("Full functional test matrix"), .checklist)
    }

    /// A component page's "## Code" and "## Usage" over nothing but code are its source and
    /// how it is called, not rules; its features list says what it is. Such a page states no
    /// requirement.
    func testAComponentPagesCodeAndUsageAreNoRules() throws {
        let text = """
        # Settings row

        ## Features

        - A coloured icon on a rounded square
        - An optional subtitle

        ## Code

        ```swift
        struct SettingsRow: View { var body: some View { Text("Row") } }
        ```

        ## Usage

        ```swift
        SettingsRow()
        ```
        """
        XCTAssertThrowsError(try ChecklistCompiler().compile(data: Data(text.utf8), sourcePath: "row.md"))
        XCTAssertTrue(SectionRole.namesSamples("Code"))
        XCTAssertTrue(SectionRole.namesSamples("Usage"))
        XCTAssertFalse(SectionRole.namesSamples("Use system colours"))
    }

    /// A bold name over ✅ / ❌ lines that do not repeat it ("**Success (Green):**" over "- ❌
    /// Never for destructive actions"): the lines stay the items, the name their guidance; a
    /// bold kind label that states a rule ("**Rule:** …") is still that rule.
    func testABoldNameOverMarkedLinesIsTheirGuidance() throws {
        let checklist = try compileText("""
        # Colours

        ## Status colours

        **Confirmation (green):** `--tint-ok`
        - ✅ Messages that confirm a save
        - ❌ Never for destructive actions

        ## Deleting

        **Rule:** Every delete asks first.
        - ✅ The alert names what goes
        - ✅ Cancel is the default button
        """)
        XCTAssertEqual(checklist.items.map(\.title), [
            "Messages that confirm a save", "Never for destructive actions",
            "Every delete asks first.", "The alert names what goes", "Cancel is the default button",
        ])
        XCTAssertEqual(checklist.items.map(\.kind), [.rule, .antiPattern, .rule, .rule, .rule])
        XCTAssertEqual(checklist.items[0].guidance, "**Confirmation (green):** `--tint-ok`")
        XCTAssertEqual(checklist.items[1].guidance, "**Confirmation (green):** `--tint-ok`")
        XCTAssertFalse(checklist.items[3].guidance.contains("Rule"))
        XCTAssertEqual(reasonsByLine(checklist)[5], "names what the ✅ / ❌ lines below are about (their guidance)")
    }

    /// A description left open on a word that needs what follows ("… are set by its:"), over
    /// short fragments, names parts; an instruction over fragments is still one check each.
    func testADescriptionTheListFinishesAsksNothing() throws {
        let checklist = try ChecklistCompiler().compile(data: Data("""
        # Keyboard actions

        The actions of a text field on the soft keyboard are set by its:

        1. `keyboardOptions` action property
        2. `keyboardActions` callbacks

        Set the action of each field to the next step in the form.

        Give the last field of a form the Done action.

        """.utf8), sourcePath: "keyboard.md")
        XCTAssertEqual(checklist.items.map(\.title), ["Set the action of each field to the next step in the form.",
                                                       "Give the last field of a form the Done action."])
        XCTAssertEqual(reasonsByLine(checklist)[5], "completes a sentence that names parts, options or outcomes, not a requirement")
        XCTAssertTrue(CompilationRun.endsDescribing("Each card is made of:"))
        XCTAssertFalse(CompilationRun.endsDescribing("Check:"))
        XCTAssertFalse(CompilationRun.endsDescribing("The contrast requirements are:"), "what follows must hold")
    }

    /// A rule file for an assistant: NEVER and ALWAYS in capitals weigh as MUST NOT and MUST
    /// (high) where no RFC 2119 keyword is written; "- **Implementation:**" over code is the
    /// line above's example; a table's rule that leaves out its subject takes the row's name;
    /// what a tool asks for and a line that sends to another file ask nothing. A bold label
    /// that is one severity word grades its line.
    func testEmphaticKeywordsLabelledCodeAndSubjectlessTableRules() throws {
        let checklist = try compile("emphatic-rules.md")
        XCTAssertEqual(checklist.items.map(\.title), [
            "MUST keep the sheet's grabber visible while it can be dragged.",
            "SHOULD use the system detents before inventing new ones.",
            "NEVER block touches to the screen behind a half-height sheet that is not modal.",
            "MUST honour Reduce Motion when the sheet slides in.",
            "ALWAYS let a swipe down dismiss a sheet that holds no unsaved edits.",
            "Scrim: Must stay light enough that the screen behind remains recognisable.",
            "Grabber: Use for resizable sheets only, never for fixed ones.",
            "The title names the task, not the app.",
            "Name the task in the sheet's title.",
            "Match the grabber's tint to the sheet.",
        ])
        XCTAssertEqual(checklist.items.map(\.severity), [.high, .medium, .high, .high, .high, nil, nil, nil, .high, .low])
        // "**MANDATORY**: …": a label that is one severity word grades the line; the text is the line.
        XCTAssertEqual(checklist.items[8].severityLabel, "MANDATORY")
        XCTAssertEqual(checklist.items[3].examples.map(\.verdict), [.correct])
        XCTAssertEqual(checklist.items[3].examples.first?.caption, "Implementation")
        XCTAssertTrue(checklist.items[3].examples.first?.code.contains("presentationDetents") ?? false)
        XCTAssertEqual(StatementText.keywordSeverity("You SHOULD ALWAYS label icons")?.1, "SHOULD", "an RFC 2119 keyword decides")
        XCTAssertEqual(StatementText.keywordSeverity("NEVER hide the grabber", emphatic: true)?.0, .high)
        XCTAssertNil(StatementText.keywordSeverity("NEVER hide the grabber"), "emphasis where the document writes no RFC 2119 keywords")
        XCTAssertTrue(ChecklistCompiler.writesCapitalKeywords("- **MUST** a\n- Labels SHOULD b\n- SHALL c"))
        XCTAssertFalse(ChecklistCompiler.writesCapitalKeywords("MUSTARD, SHOULDER and a MUST"))
        XCTAssertNil(StatementText.keywordSeverity("NEVER EVER"), "shouting, not a keyword")
        XCTAssertTrue(StatementText.sendsToFile("Run the checklist in `references/sheet-checklist.md`."))
        XCTAssertFalse(StatementText.sendsToFile("Run the sheet through the checklist twice."))
        XCTAssertEqual(SectionRole.classify("Inputs to request"), .nonGuidance)
        XCTAssertTrue(RequirementTable.lacksSubject("Must remain readable over the page."))
        XCTAssertFalse(RequirementTable.lacksSubject("Text must come from text tokens."))
    }

    /// The numbered steps of a "Review workflow" after the checks say how to go about the
    /// review: beside three requirements or more they are no items. A duty in the passive
    /// ("is required", "are not allowed") instructs; "No setup is required" does not. A short
    /// label over instructions groups them; a file tree asks nothing.
    func testProcedureStepsBesideChecksAndPassiveDuties() throws {
        let checklist = try compile("procedure-steps.md")
        XCTAssertEqual(checklist.items.map(\.title), [
            "Let a swipe down dismiss a sheet that holds no unsaved edits.",
            "Confirm before discarding edits made in a sheet.",
            "Keep the dismissal shorter than the presentation.",
            "Every new sheet must be listed in the catalog in the change that adds it.",
            "A sheet has one owner.",
            "A snapshot test is required for every sheet with a form.",
            "Every sheet needs a title.",
            "Leave at least 8 points between the sheet's buttons.",
            "Test the sheet with VoiceOver.",
            "Test the sheet with Full Keyboard Access.",
        ])
        // "- Accessible:" over instructions groups them; a file tree ("- `Sheet.swift`") asks nothing.
        XCTAssertEqual(checklist.items[8].sectionPath, ["Before review", "Accessible"])
        XCTAssertTrue(checklist.decisions.contains { $0.reason.hasPrefix("names a file or folder") })
        XCTAssertTrue(StatementText.namesFileOnly("`modules/`"))
        XCTAssertFalse(StatementText.namesFileOnly("Use `Info.plist`"))
        // The sample lines after the instruction are its examples, each with its verdict.
        XCTAssertEqual(checklist.items[6].examples.map(\.verdict), [.incorrect, .correct])
        XCTAssertEqual(checklist.items[6].examples.map(\.code), ["\"Sheet\"", "\"Filter results\""])
        XCTAssertEqual(checklist.items[7].guidance, "Crowded buttons cause mis-taps.")
        XCTAssertTrue(checklist.decisions.contains { $0.reason.hasPrefix("a step of a procedure") })
        XCTAssertTrue(CompilationRun.isInstruction("A snapshot test is required for every sheet with a form."))
        XCTAssertTrue(CompilationRun.isInstruction("Inline styles are not allowed in shipped sheets."))
        XCTAssertFalse(CompilationRun.isInstruction("No setup is required for the preview."))
        XCTAssertFalse(CompilationRun.isInstruction("If a password is required, the sheet asks for it."))
    }

    /// Tables that give a bound beside the thing it bounds: a column named Limit (or
    /// Threshold, Minimum…) finishes the title; a column of levels ("WCAG AA", "WCAG 2.2
    /// AA") grades the rows whatever its name, the measure beside the row's name its title.
    /// A bold name and measure over a list of reasons is one check.
    func testLimitColumnsAndLevelColumnsNamedRequirement() throws {
        let checklist = try compile("limit-tables.md")
        XCTAssertEqual(checklist.items.map(\.title), [
            "Flashing content: No more than 3 flashes per second",
            "Looping animation: Offer a way to pause it",
            "Body text: 4.5:1",
            "Large text (24px+): 3:1",
            "Focus ring: 3:1",
            "Minimum size: 44x44 points",
            "Spacing: at least 8 points between targets",
        ])
        XCTAssertEqual(checklist.items.map(\.severity), [nil, nil, .medium, .medium, .medium, nil, nil])
        // A bold name and measure over the reasons for it: one check, the reasons its guidance.
        XCTAssertEqual(checklist.items[5].guidance, """
            the platform's figure
            - Leaves room for a fingertip of any size
            - Fewer taps land on the wrong control
            """)
        // "**Fix priority:**" over "- **High:** …", "- **Medium:** …" twice: what level to give
        // each kind of finding, no requirement.
        XCTAssertEqual(checklist.items.count, 7)
        XCTAssertTrue(checklist.decisions.contains { $0.reason.hasPrefix("severity legend") })
        XCTAssertNil(CompilationRun.boldMeasure("**Note: read the guide first**"), "no figure: a label, not a measure")
        XCTAssertNil(CompilationRun.boldMeasure("**Error: \"Too many Type 1 decisions\"**"), "a number, not a measure")
        XCTAssertNil(CompilationRun.boldMeasure("**Step 4: Verify 100% of launches**"), "a step of a procedure")
        XCTAssertEqual(CompilationRun.boldMeasure("**Body text: 4.5:1**")?.title, "Body text: 4.5:1")
        XCTAssertEqual(checklist.items[4].severityLabel, "WCAG 2.2 AA")
        XCTAssertEqual(Severity.parseLevel("WCAG AA"), .medium)
        XCTAssertEqual(Severity.parseLevel("WCAG 2.1 A"), .high)
        XCTAssertNil(Severity.parseLevel("WCAG"))
    }

    func testCriteriaMapBoldInstructionsBesideLinkLists() throws {
        let checklist = try compile("criteria-map.md")
        XCTAssertEqual(checklist.items.map(\.title), [
            "Find the control you are reviewing",
            "Check every criterion listed under it",
            "1.1.1 (A) - Non-text Content: Give every picture a text alternative",
            "1.4.5 (AA) - Images of Text: Keep words out of pictures unless they are a logo",
            "4.1.2 (A) - Name, Role, Value: Expose the picture's name to assistive technology",
            "UIImageView: set accessibilityLabel",
            "Image: pass a Text label",
            "Announce the language of every screen to speech output",
            "Keep one main title per screen",
            "Offer captions for every recorded video with speech",
            "Offer a transcript for every recorded audio clip",
            "Both portrait and landscape must stay usable.",
            "A locked orientation needs a reason a reviewer can check.",
            "Look for orientation locks in the app's settings and in each screen.",
            "Read the model first",
            "Read the view second",
        ])
        // A list of links beside bold instructions points to reading, and its criterion links
        // are given to the section's instructions rather than outweighing them.
        XCTAssertEqual(checklist.items[9].criteria?.map(\.num), ["1.2.2", "1.2.1"])
        XCTAssertEqual(checklist.items[2].criteria?.map(\.num), ["1.1.1"])
        XCTAssertEqual(checklist.items[7].criteria?.filter { $0.source == .document }.map(\.num) ?? [], [],
                       "a quoted list of links is no list of the section's")
        // A list that opens at 3 under a heading keeps its numbers.
        XCTAssertEqual(checklist.items.suffix(2).map(\.number), ["3", "4"])
    }

    func testCodeNamesBeforeADashNumberTheirLines() throws {
        let checklist = try compile("event-reference.md")
        XCTAssertEqual(checklist.items.map(\.title), [
            "Post when a large part of the screen changes",
            "Post when a result appears with no focus change",
            "When a control gains focus",
            "accessibilityActivate() - Custom Activation",
            "accessibilityIncrement() - Adjustable Values",
        ])
        XCTAssertEqual(checklist.items.map(\.number), ["LAYOUT_CHANGED", "ANNOUNCEMENT", "FOCUS_MOVED", "1", "2"])
        XCTAssertEqual(checklist.items.map(\.kind), [.check, .check, .check, .rule, .rule])
    }

    func testRulesFileAsksTheInstructionsItNamesInBold() throws {
        let checklist = try compile("rules-file.md")
        XCTAssertEqual(checklist.items.map(\.title), [
            "Main thread: Every UI update MUST run on the main actor.",
            "Body size: A view's body MUST stay under 40 lines; move parts into subviews.",
            "Geometry readers: Avoid them unless nothing else can measure the space.",
            "Use lazy stacks for long content.",
            "Row identity: Always give rows a stable identifier.",
            "Unit tests: Follow the arrange-act-assert layout.",
            "Fakes: Generate a fake for every service a view model calls.",
            "UI tests: Assign an accessibility identifier to every control a test taps.",
        ])
        // A bold name over instructions groups them; a list of bold names over instructions
        // is a list of checks, not a numbered heading's guidance; a bold name over a fact
        // ("Platform: iOS 17") stays a detail.
        XCTAssertEqual(checklist.items[1].sectionPath, ["Views", "Composition"])
        XCTAssertEqual(checklist.items[5].sectionPath, ["Testing"])
        XCTAssertTrue(checklist.items.allSatisfy { $0.kind == .check })
        XCTAssertEqual(checklist.items[0].severity, .high)
    }

    func testLinesWithoutMarkersAndWhatToFocusOnAreChecks() throws {
        let checklist = try compile("line-rules.md")
        XCTAssertEqual(checklist.items.map(\.title), [
            "Use the automated scanner on every screen before a manual pass",
            "Focus on the flows people use to pay and to sign in",
            "Reports should name the screen and the control for each failure",
            "Write down the fix for each failure you find",
            "Labels: Give every icon-only button a spoken name",
            "Contrast: Check text against its background in both appearances",
            "Targets: Keep every tap target at 44 by 44 points or more",
            "Autoplay", "Parallax", "Flashing",
        ])
        // Lines numbered in bold are numbered items; each line of the paragraph is its own.
        XCTAssertEqual(checklist.items.map(\.number), [nil, nil, nil, nil, "1", "2", "3", "1", "2", "3"])
        XCTAssertEqual(checklist.items.map(\.line), [5, 6, 7, 8, 12, 13, 14, 20, 21, 22])
        // ("Focus, in order of priority:" sends the reviewer to the list: its bold names are
        // what to look at, not names of styles.)
        XCTAssertEqual(checklist.items[7].guidance, "animations that start on their own and cannot be paused")
        // Sentences one a line that are not all instructions stay prose.
        XCTAssertFalse(checklist.items.contains { $0.title.hasPrefix("This page") || $0.title.hasPrefix("Nobody") })
    }

    func testPracticeLabelsGiveTheLineAboveItsExamples() throws {
        let checklist = try compile("practice-examples.md")
        XCTAssertEqual(checklist.items.map(\.number), ["1", "2", "3"])
        let screens = checklist.items[1]
        XCTAssertEqual(screens.examples.map(\.verdict), [.correct, .incorrect])
        XCTAssertEqual(screens.examples.map(\.caption), ["good practice", "bad practice"])
        XCTAssertEqual(screens.examples.first?.code, "let state = OrderSummaryState(order: order)\nOrderSummaryView(state: state)")
        // Code after a line with no label is no example: nothing says what it shows.
        XCTAssertEqual(checklist.items[2].examples, [])
        XCTAssertEqual(checklist.items[0].examples, [])
    }

    func testDoAndDontLabelsAmongMistakesGiveEachLineItsVerdict() throws {
        let checklist = try compile("do-dont-labels.md")
        XCTAssertEqual(checklist.items.map(\.title), [
            "Start a download from a view's body",
            "Start downloads from a task tied to the screen.",
            "Keep sign-in tokens inside each request builder.",
            "Hand tokens to the client from one place.",
        ])
        // A "DO:" line among a section's mistakes is how to avoid them: never one of them.
        XCTAssertEqual(checklist.items.map(\.kind), [.antiPattern, .rule, .antiPattern, .rule])
    }

    func testOpeningThatPointsAtInstructionsKeepsThemWhole() throws {
        let checklist = try compile("review-openings.md")
        XCTAssertEqual(checklist.items.map(\.title), [
            // The sentence before the opening is an instruction of its own; the lines after
            // "look in particular for:" open on verbs, so they are not finished by it.
            "Check the team's review notes first.",
            "Check that every toggle states what it turns on",
            "Watch for labels cut off at the largest text size",
            "Confirm that a reset asks before it erases anything",
            "Keep each comment about one thing",
            "Show the label as it reads today",
            "Give the wording you would use instead",
            "Point to the screen the comment is about",
        ])
        // "When you suggest a change to a label:" is the circumstance of the lines under it.
        XCTAssertEqual(checklist.items[5].sectionPath, ["Suggesting a change", "When you suggest a change to a label"])
        XCTAssertEqual(checklist.items[6].sectionPath, ["Suggesting a change", "When you suggest a change to a label"])
        XCTAssertEqual(checklist.items[7].sectionPath, ["Suggesting a change"])
    }

    func testWayOutOfAMistakeIsARuleNotAnAntiPattern() throws {
        let checklist = try compile("mistake-pairs.md")
        XCTAssertEqual(checklist.items.map(\.title), [
            "Fixed row heights",
            "Let rows grow with their text",
            "Don't end a toggle label with a full stop",
            "Use \"Turn on\" instead of \"Enable\" in toggle labels",
            "Don't write labels in all capitals",
        ])
        // A ✅ heading among anti-patterns, and a line that says what to write instead, are Do's.
        XCTAssertEqual(checklist.items.map(\.kind), [.antiPattern, .rule, .antiPattern, .rule, .antiPattern])
        XCTAssertEqual(checklist.items[0].examples.map(\.verdict), [.incorrect])
        XCTAssertEqual(checklist.items[1].examples.map(\.verdict), [.correct])
    }

    func testDoDontContainersThatStateInstructionsHoldTheSectionsItems() throws {
        let checklist = try compile("do-dont-containers.md")
        XCTAssertEqual(checklist.items.map(\.title), [
            "Keep a toast to one short sentence",
            "Say what happened, not how it happened",
            "Don't put a link in a toast",
            "Don't show two toasts at once",
            "Show the toast above the tab bar",
            "Don't cover the screen title with a toast",
            // The last container holds sample wordings of the instruction above it, no items.
            "Write what the person did, in the past tense.",
        ])
        XCTAssertEqual(checklist.items.map(\.kind), [.rule, .rule, .antiPattern, .antiPattern, .rule, .antiPattern, .check])
        XCTAssertEqual(checklist.items[4].sectionPath, ["Placement"])
        // Flattened, the tags come back on lines of their own, the captions as blocks of
        // their own after "<Do>" / "<Dont>": the same items.
        let flat = try compileFlattened("do-dont-containers.md")
        XCTAssertEqual(flat.items.map(\.title), checklist.items.map(\.title))
    }

    /// What a package offers ("Key features", "What makes it special") is not what a screen
    /// must do.
    func testSectionsThatPraiseAPackageAreNotGuidance() {
        for title in ["Key Features", "✨ Highlights", "What makes it special", "What You Can Build", "Benefits"] {
            XCTAssertEqual(SectionRole.classify(title), .nonGuidance, title)
        }
        XCTAssertEqual(SectionRole.classify("Buttons"), .guidance)
    }

    /// A conformance report's rows name their criterion in the title cell ("1.1.1 Non-text
    /// Content (Level A)"): the identifier is the number and the level grades the row.
    func testCriterionIdentifierInsideATitleCellIsTheRowsNumber() throws {
        let checklist = try compile("conformance-table.md")
        XCTAssertEqual(checklist.items.map(\.title), ["Non-text Content", "Info and Relationships", "Contrast (Minimum)", "Resize Text"])
        XCTAssertEqual(checklist.items.map(\.number), ["1.1.1", "1.3.1", "1.4.3", "1.4.4"])
        XCTAssertEqual(checklist.items.map(\.severity), [.high, .high, .medium, .medium])
        XCTAssertTrue(try item(checklist, "Resize Text").guidance.contains("Note titles clip at the largest size."))
    }

    /// MkDocs admonitions ("!!! dont \"Don't\"" over an indented body) are boxes set apart
    /// from the text: read as block quotes, their bodies are no code examples, and the page's
    /// plain lines are its items. An icon's shortcode leaves the titles.
    func testAdmonitionsAreBoxesNotCode() throws {
        let checklist = try compile("admonition-page.md")
        XCTAssertEqual(checklist.title, "Motion")
        XCTAssertEqual(checklist.items.map(\.title), [
            "Offer a way to turn decorative animation off.",
            "Keep every feature working with animation turned off.",
            "Give any timed action a response window of at least ten seconds.",
            "Avoid gestures that need a double tap.",
        ])
        XCTAssertEqual(checklist.items.map(\.sectionPath), [["Reduce Motion"], ["Reduce Motion"], ["Timing"], ["Timing"]])
        XCTAssertTrue(checklist.items.allSatisfy { $0.examples.isEmpty })
        let repair = try XCTUnwrap(checklist.repairs.first { $0.kind == .admonitions })
        XCTAssertEqual(repair.count, 4)
        XCTAssertEqual(repair.lines, [11, 15, 24, 27])
        // Flattened, an admonition's opening stands on a line of its own again, so the list
        // lines before it end there.
        let flat = try compileFlattened("admonition-page.md")
        XCTAssertEqual(flat.items.map(\.title), checklist.items.map(\.title))
    }

    /// A titled warning (`!!! warning "Title"`, `:::caution Title`) stays a warning: its
    /// title over a body that obliges is a requirement set apart, as a GitHub alert is; a
    /// titled tip stays commentary.
    func testTitledWarningAdmonitionsAreRequirementsSetApart() throws {
        let checklist = try compileText("""
        # Forms

        ## Errors

        Errors appear next to the field they concern.

        !!! warning "Say what went wrong in words"
            A red outline alone must never be the only sign of an error.

        !!! tip "Test with Voice Control"
            Say each field's name and check that it takes focus.

        :::caution Keep what people typed
        After a failed submit, every field must still hold its text.

        Passwords are the one exception.
        :::
        """)
        XCTAssertEqual(checklist.items.map(\.title), ["Say what went wrong in words", "Keep what people typed"])
        XCTAssertEqual(checklist.items.map(\.sectionPath), [["Errors"], ["Errors"]])
        XCTAssertTrue(checklist.items[0].guidance.contains("red outline"))
        XCTAssertTrue(checklist.items[1].guidance.contains("every field must still hold its text"))
        XCTAssertTrue(checklist.items[1].guidance.contains("Passwords are the one exception."))
        let repaired = AdmonitionRepair().repair("""
        !!! warning "Say it in words"
            Body.
        !!! warning
            Body.
        !!! custom "Own type"
            Body.
        """).text
        XCTAssertEqual(repaired.split(separator: "\n").map(String.init),
                       ["> [!WARNING] **Say it in words**", "> Body.", "> **Warning**", "> Body.", "> **Own type**", "> Body."])
    }

    func testAdmonitionRepairKeepsEveryLineAndLeavesCodeAlone() {
        let text = """
            !!! warning
                Body line.

                ```
                !!! note "inside code"
                    stays
                ```
            After.
            ```
            !!! tip "In a sample"
                stays too
            ```
            """
        let repaired = AdmonitionRepair().repair(text)
        XCTAssertEqual(repaired.text.split(separator: "\n", omittingEmptySubsequences: false).count,
                       text.split(separator: "\n", omittingEmptySubsequences: false).count)
        XCTAssertEqual(repaired.text, """
            > **Warning**
            > Body line.
            >
            > ```
            > !!! note "inside code"
            >     stays
            > ```
            After.
            ```
            !!! tip "In a sample"
                stays too
            ```
            """)
        XCTAssertEqual(repaired.repairs.map(\.count), [1])
        XCTAssertEqual(AdmonitionRepair.opening("!!! note \"\"")?.title, "")
        XCTAssertEqual(AdmonitionRepair.opening("???+ good_practice")?.title, "Good practice")
        XCTAssertNil(AdmonitionRepair.opening("!!! This is exciting!"))
    }

    /// A skill's sections marked with tags of its own naming: the tags are no text and hide
    /// no Markdown, and an anti-pattern's name="…" titles it.
    func testSectionTagsOfTheWritersOwnNamingAreStructure() throws {
        let checklist = try compile("section-tags.md")
        XCTAssertEqual(checklist.items.map(\.title), [
            "Prefer system colours to fixed values",
            "Keep body text contrast at 4.5:1 or more",
            "Fixed colours",
            "Colour as the only signal",
        ])
        XCTAssertEqual(checklist.items.map(\.kind), [.check, .check, .antiPattern, .antiPattern])
        XCTAssertEqual(checklist.items[2].sectionPath, ["Colour mistakes", "Fixed colours"])
        XCTAssertTrue(checklist.items[3].guidance.contains("Add an icon or a label beside the colour."))
        XCTAssertTrue(checklist.repairs.contains { $0.kind == .sectionTags })
        // Flattened, each tag comes back on a line of its own: the same items.
        let flat = try compileFlattened("section-tags.md")
        XCTAssertEqual(flat.items.map(\.title), checklist.items.map(\.title))
    }

    func testSectionTagRepairLeavesHTMLComponentsCodeAndLoneTagsAlone() {
        let text = """
            <details>
            <summary>More</summary>
            </details>
            <DoDont>
            </DoDont>
            <placeholder>
            ```
            <rules>
            </rules>
            ```
            """
        XCTAssertEqual(SectionTagRepair().repair(text).text, text)
        XCTAssertTrue(SectionTagRepair().repair(text).repairs.isEmpty)
        let tagged = "# Guide\n<pattern title=\"Undo\">\nOffer undo.\n</pattern>\n<pattern name=\"Named\">\n## Its own heading\n</pattern>"
        XCTAssertEqual(SectionTagRepair().repair(tagged).text, "# Guide\n## Undo\nOffer undo.\n\n\n## Its own heading\n")
        // A name written as an identifier titles its section in words.
        XCTAssertEqual(SectionTagRepair.words(ofName: "markdown_headings_in_body"), "Markdown headings in body")
        XCTAssertEqual(SectionTagRepair.words(ofName: "wrong-naming-convention"), "Wrong naming convention")
        XCTAssertEqual(SectionTagRepair.words(ofName: "Fixed colours"), "Fixed colours")
        XCTAssertEqual(SectionTagRepair.words(ofName: "e-mail"), "e-mail")
    }

    /// GitHub's emoji shortcodes read as the emoji they show (✅ / ❌ lines are Do's and
    /// Don'ts); code spans, times and unknown names stay as written.
    func testEmojiShortcodesReadAsTheirEmoji() throws {
        let checklist = try compile("shortcode-marks.md")
        XCTAssertEqual(checklist.items.map(\.title), [
            "Cap the badge at \"99+\"",
            "Hide the badge when the count is zero",
            "Show a badge for information the person already saw",
            "Put an emoji shortcode such as :bell: in the badge text",
        ])
        XCTAssertEqual(checklist.items.map(\.kind), [.rule, .rule, .antiPattern, .antiPattern])
        XCTAssertEqual(checklist.items[0].sectionPath, ["Counts"])
        let flat = try compileFlattened("shortcode-marks.md")
        XCTAssertEqual(flat.items.map(\.title), checklist.items.map(\.title), "a shortcode after a dash opens an item, as an emoji does")
        for kept in ["At 12:30:45 the job runs", "Use std::vector here", "See http://example.com:8080/a:b:", "The old :param: syntax",
                     "`:x:` in code", "[link](https://example.com/:x:/)"] {
            XCTAssertEqual(EmojiShortcode.replacing(in: kept), kept)
        }
        XCTAssertEqual(EmojiShortcode.replacing(in: ":+1: Good, :-1: bad"), "👍 Good, 👎 bad")
        XCTAssertEqual(EmojiShortcode.replacing(in: "Motion :lucide-film:"), "Motion")
        XCTAssertEqual(EmojiShortcode.replacing(in: ":octicons-check-16: Done"), "Done")
    }

    /// MoSCoW priorities grade the lines under them: "(Must Have)" high, "(Should Have)"
    /// medium, "Nice-to-haves" low, each heading keeping its words as the label.
    func testMoSCoWHeadingsGradeTheirLines() throws {
        let checklist = try compile("moscow-headings.md")
        XCTAssertEqual(checklist.items.map(\.severity), [.high, .high, .medium, .low])
        XCTAssertEqual(checklist.items.map(\.severityLabel), ["Launch (Must Have)", "Launch (Must Have)", "Polish (Should Have)", "Nice-to-haves"])
        XCTAssertEqual(HeadingText.namedSeverity("Critical (Must Have)"), .critical)
        XCTAssertNil(HeadingText.namedSeverity("Must have features"))
    }

    /// A requirement table written in HTML is read as the table it stands for: one item per
    /// `<tr>`, the identifier, requirement and priority columns found from its `<th>` cells.
    func testHTMLRequirementTableIsReadAsATable() throws {
        let checklist = try compile("html-requirement-table.md")
        XCTAssertEqual(checklist.items.map(\.number), ["MP-1", "MP-2", "MP-3"])
        XCTAssertEqual(checklist.items.map(\.title), [
            "Captions can be turned on from the player controls.",
            "Every control has a VoiceOver label that names its action.",
            "Playback speed is kept between sessions, see speed settings.",
        ])
        XCTAssertEqual(checklist.items.map(\.severity), [.high, .high, .low])
        XCTAssertEqual(checklist.items.map(\.line), [10, 15, 16])
        // Flattened, the table goes on a line of its own, whole.
        let flat = try compileFlattened("html-requirement-table.md")
        XCTAssertEqual(flat.items.map(\.title), checklist.items.map(\.title))
        XCTAssertEqual(flat.items.map(\.severity), [.high, .high, .low])
        let html = MarkdownBlock(kind: .html, text: "<table><tr><td>a</td><td>b</td></tr></table>", startLine: 1, endLine: 1)
        XCTAssertNil(HTMLTable.read(html), "one row is no table")
        let nested = MarkdownBlock(kind: .html, text: "<table><tr><td><table><tr><td>x</td></tr></table></td></tr><tr><td>y</td></tr></table>",
                                   startLine: 1, endLine: 1)
        XCTAssertNil(HTMLTable.read(nested))
    }

    /// "PAY-1: The total is read out …" in paragraphs of their own: each is a requirement,
    /// numbered by its identifier, as the line of a list would be; one such paragraph alone
    /// in a document is not.
    func testParagraphsOpenedByIdentifiersAreRequirements() throws {
        let checklist = try compile("identifier-paragraph-run.md")
        XCTAssertEqual(checklist.items.map(\.number), ["PAY-1", "PAY-2", "RCP-1"])
        XCTAssertEqual(checklist.items[1].title,
                       "The card number field accepts pasted numbers with spaces. The field strips the spaces before it checks the number.")
        XCTAssertEqual(checklist.items.map(\.sectionPath), [["Payment"], ["Payment"], ["Receipt"]])
        let lone = "# Notes\n\n## Money\n\n- [ ] Prices show the region's currency\n\nISO-4217: currency codes follow the standard list.\n"
        let single = try ChecklistCompiler().compile(data: Data(lone.utf8), sourcePath: "lone.md")
        XCTAssertEqual(single.items.map(\.title), ["Prices show the region's currency"])
    }

    /// A bold Do / Don't word opening a line ("**Do** label …", "**Don't** put …", "**Do**
    /// not hide …") is its verdict, as "**Do:**" is; a "*Why:*" line after a Do / Don't
    /// line is its explanation, not words of its title.
    func testBoldVerdictWordsAndWhyLines() throws {
        let checklist = try compile("bold-verdict-words.md")
        XCTAssertEqual(checklist.items.map(\.title), [
            "Label each button with a verb.",
            "Put more than five buttons in a toolbar.",
            "Hide the only way back behind a menu.",
            "Use the same weight for every symbol in the toolbar.",
            "Tint one symbol a different colour to make it stand out.",
        ])
        XCTAssertEqual(checklist.items.map(\.kind), [.rule, .antiPattern, .antiPattern, .rule, .antiPattern])
        XCTAssertEqual(checklist.items[0].guidance, "Why: a verb says what will happen.")
        XCTAssertEqual(checklist.items[3].guidance, "Why: mixed weights look like a mistake.")
        // Flattened, the same lines and the same explanations.
        let flat = try compileFlattened("bold-verdict-words.md")
        XCTAssertEqual(flat.items.map(\.title), checklist.items.map(\.title))
        XCTAssertEqual(flat.items[0].guidance, "Why: a verb says what will happen.")
        // Bold emphasis that is no verdict word stays in the title.
        XCTAssertNil(StatementText.boldDoDontWord("**Done** when the sheet closes"))
        XCTAssertNil(StatementText.boldDoDontWord("**Do** Not Disturb"))
    }

    /// Lists drawn as trees in a fence with no language ("Rules:" over "├── …"): the group is
    /// the list it draws, nested as deep as the tree; the diagram beside it stays code.
    func testTreesDrawnInPlainFencesAreLists() throws {
        let checklist = try compile("tree-lists.md")
        XCTAssertEqual(checklist.items.map(\.title), [
            "Show three to five tabs",
            "Put a text label under every icon",
            "Keep the bar on screen while content scrolls",
            "Show a count only when it changes what people do next",
            "Never use a badge to advertise",
        ])
        XCTAssertEqual(checklist.items.map(\.sectionPath), [["Tab bar rules"], ["Tab bar rules"], ["Tab bar rules"], ["Badges"], ["Badges"]])
        XCTAssertEqual(checklist.items.map(\.line), [13, 14, 15, 22, 25])
        // A nested tree line is the detail of the line above it.
        XCTAssertEqual(try item(checklist, "Show a count only when it changes what people do next").guidance,
                       "- Cap the number at 99\n- Clear the badge once the tab is opened")
        let repair = try XCTUnwrap(checklist.repairs.first { $0.kind == .treeLists })
        XCTAssertEqual(repair.lines, [12, 13, 14, 15, 21, 22, 23, 24, 25])
        // Flattened, each branch starts a line again and the diagram keeps a line of its own.
        let flat = try compileFlattened("tree-lists.md")
        XCTAssertEqual(flat.items.map(\.title), checklist.items.map(\.title))
        XCTAssertEqual(flat.items.map(\.guidance), checklist.items.map(\.guidance))
    }

    /// Test cases written one to a heading ("TC-SIGN-001 – …" with a Priority field and a
    /// "| Step | Action | Expected Result |" table): each case is one item, numbered and
    /// graded by its fields, its table of steps how to test it. A ✅ among the icons that open a
    /// scope list's lines is one more icon, not a Do.
    func testTestCasesKeepTheirStepsAsHowToTest() throws {
        let checklist = try compile("test-cases.md")
        XCTAssertEqual(checklist.items.map(\.title), ["Password field hides what is typed", "Errors are spoken"])
        XCTAssertEqual(checklist.items.map(\.number), ["TC-SIGN-001", "TC-SIGN-002"])
        XCTAssertEqual(checklist.items.map(\.severity), [.high, .medium])
        XCTAssertEqual(checklist.items.map(\.severityLabel), ["High", "Medium"])
        let first = checklist.items[0]
        XCTAssertEqual(first.howToTest?.split(separator: "\n").last, "| 2 | Type four letters | Four dots are shown, no letters |")
        XCTAssertFalse(first.guidance.contains("Steps and Results"), first.guidance)
        XCTAssertTrue(first.guidance.contains("**Preconditions:** The app is open on the sign-in screen"), first.guidance)
        XCTAssertEqual(checklist.items[1].howToTest?.split(separator: "\n").count, 5)
        XCTAssertFalse(checklist.findings.contains { $0.kind == .emptyRule }, "\(checklist.findings)")
        XCTAssertEqual(RequirementTable.Refusal.procedure.rawValue, "steps of one procedure (a step per row), not requirements")
    }

    /// A heading with nothing of its own over "✅ Success technique(s)" and "🚫 Failures" (or
    /// "✅ Do" and "❌ Don't") sub-sections of prose and code is one rule: they are its
    /// guidance, their code its examples with the verdict of their mark, though prose stands
    /// between the mark and the code. A heading that is one link reads as its text, so its
    /// criterion gives number and level.
    func testTechniqueSubsectionsOfProseAreTheirHeadingsGuidance() throws {
        let checklist = try compile("technique-sections.md")
        XCTAssertEqual(checklist.items.map(\.title), ["Language of page", "Consistent navigation", "Touch targets"])
        XCTAssertEqual(checklist.items.map(\.number), ["3.1.1", "3.2.3", nil])
        XCTAssertEqual(checklist.items.map(\.severity), [.high, .medium, nil])
        XCTAssertEqual(Set(checklist.items.map(\.kind)), [.rule])
        let language = checklist.items[0]
        XCTAssertEqual(language.examples.map(\.verdict), [.correct, .incorrect])
        XCTAssertTrue(language.examples[1].code.contains("AppleLanguages"))
        XCTAssertTrue(language.guidance.contains("Hard-coding a language in code"), language.guidance)
        XCTAssertTrue(checklist.items[1].guidance.contains("Moving the settings tab"), checklist.items[1].guidance)
        XCTAssertEqual(checklist.items[2].examples.map(\.verdict), [.correct, .incorrect])
        XCTAssertEqual(HeadingText.parse("[Language of page (WCAG 3.1.1 - Level A)](../readable.md#language)").number, "3.1.1")
        // Flattened, "(WCAG 3.2.3 - Level AA)" keeps its dash: inside parentheses it opens no list.
        let flat = try compileFlattened("technique-sections.md")
        XCTAssertEqual(flat.items.map(\.title), checklist.items.map(\.title))
        XCTAssertEqual(flat.items.map(\.number), checklist.items.map(\.number))
        XCTAssertEqual(flat.items.map { $0.examples.map(\.verdict) }, checklist.items.map { $0.examples.map(\.verdict) })
    }

    /// Flattened, a blank line after a sentence left open on a colon, then "* " and a word in
    /// lowercase, opens a list of fragments, as "- " does.
    func testAFlattenedStarListOfFragmentsComesBack() throws {
        let flat = try compileText("# Orientation  ## Failures to avoid  These count as failures:  * locking the app to portrait  * asking people to turn the device ")
        XCTAssertEqual(flat.items.map(\.title), ["locking the app to portrait", "asking people to turn the device"])
    }

    /// Rules written as blocks of keys (`rule "label_icons" { description = "…" when = "…" }`),
    /// as some editor rule files are: each block is one rule titled by its description (or
    /// its name as words), its other keys the guidance, on the block's own lines; a block in
    /// fenced code is a sample and stays code.
    func testRulesWrittenAsBlocksOfKeysAreRules() throws {
        let checklist = try compile("rule-blocks.md")
        XCTAssertEqual(checklist.items.map(\.title), ["Give every icon-only button a spoken label", "Tap targets"])
        XCTAssertEqual(Set(checklist.items.map(\.kind)), [.rule])
        XCTAssertEqual(checklist.items.map(\.line), [1, 7])
        XCTAssertEqual(checklist.items[0].guidance, """
            Name: `label_icons`
            When: adding a button that shows only a picture
            Then: Set an accessibility label that names the action, not the picture
            """)
        XCTAssertEqual(checklist.items[1].guidance, """
            measured in points, not pixels
            When: placing small controls
            Then: Keep every hit area at least 44 by 44 points
            """)
        let repair = try XCTUnwrap(checklist.repairs.first { $0.kind == .ruleBlocks })
        XCTAssertEqual(repair.lines, [1, 7])
        let sample = try compileText("""
            A note on our rule files:

            ```hcl
            rule "sample" {
              description = "Not a rule of this page"
            }
            ```

            - [ ] Every screen has a title
            """)
        XCTAssertEqual(sample.items.map(\.title), ["Every screen has a title"])
        XCTAssertTrue(sample.repairs.isEmpty)
        // "**Rule:** …" over lines of its own: the labelled line is the rule, the lines its guidance.
        let labelled = try compileText("# Rules\n\n**Rule:** Keep one primary button per screen\nWhy: people look for one next step\n")
        XCTAssertEqual(labelled.items.map(\.title), ["Keep one primary button per screen"])
        XCTAssertEqual(labelled.items.first?.guidance, "Why: people look for one next step")
    }

    /// Paragraphs that are each only a bold, numbered title ("**1. Do one task**", then
    /// "**2. …**") over lists stand as headings, as numbered lines over prose do; a bold
    /// numbered label that ends in a colon ("**1. Buttons:**") labels the list under it.
    func testBoldNumberedTitlesStandAsHeadings() throws {
        let checklist = try compile("bold-numbered-titles.md")
        XCTAssertEqual(try item(checklist, "Rent a scooter").sectionPath, ["Clip principles", "Do one task"])
        XCTAssertEqual(try item(checklist, "Offer Apple Pay").sectionPath, ["Clip principles", "Ask for little"])
        XCTAssertEqual(try item(checklist, "Say where the link goes").sectionPath, ["Labels"])
        XCTAssertEqual(checklist.items.count, 7)
        let flat = try compileFlattened("bold-numbered-titles.md")
        XCTAssertEqual(flat.items.map(\.sectionPath), checklist.items.map(\.sectionPath))
        XCTAssertNil(SectionTreeBuilder.boldNumberedTitle("**1. Buttons:**"))
        XCTAssertNil(SectionTreeBuilder.boldNumberedTitle("**2024. A year**"))
        XCTAssertEqual(SectionTreeBuilder.boldNumberedTitle("**2) Ask for little**").map { "\($0.0) \($0.1)" }, "2 Ask for little")
    }

    /// A README around a few conventions: "… include:" over lines that each instruct makes
    /// each line a check (not one sentence the lines finish); what the kit is for ("serves three
    /// purposes:"), samples ("ideas like:") and "Getting started" steps are no requirements.
    func testConventionsAmongAReadmesOtherListsAreTheItems() throws {
        let checklist = try compile("readme-conventions.md")
        XCTAssertEqual(checklist.items.map(\.title), [
            "Put the label above the field, never inside it",
            "Show the error under the field it is about",
            "Keep one primary button per form",
        ])
        XCTAssertEqual(Set(checklist.items.map(\.sectionPath)), [["House conventions"]])
        let reasons = reasonsByLine(checklist)
        XCTAssertEqual(reasons[7], "introduces reasons, purposes or findings: the list below completes it")
        XCTAssertEqual(reasons[13], "introduces samples: the list below holds them, not requirements")
        XCTAssertEqual(reasons[19], "introduction, index, notes or reference section: only marked lines count")
        XCTAssertTrue(CompilationRun.namesExamplesBelow("The samples show patterns such as:"))
        XCTAssertFalse(CompilationRun.namesExamplesBelow("Avoid patterns like:"), "an instruction over what to avoid")
    }

    /// "- 📱 …", "- ✅ …", "- 🚨 …": a list whose lines open with assorted pictures uses them as
    /// icons; a list of ✅ / ❌ lines gives verdicts.
    func testAVerdictMarkAmongIconsIsAnIcon() throws {
        let iconList = try compileText("""
        # Review

        ## What to look at

        - 📱 Labels on every control
        - ✅ State changes are spoken
        - 🚨 Errors are announced
        - 🧭 Focus order follows the layout
        """)
        XCTAssertEqual(iconList.items.map(\.kind), [.check, .check, .check, .check])
        // The icons leave the titles, as they leave headings.
        XCTAssertEqual(iconList.items.map(\.title), [
            "Labels on every control", "State changes are spoken", "Errors are announced", "Focus order follows the layout",
        ])
        let verdicts = try compileText("""
        # Review

        ## Buttons

        - ✅ Label buttons with verbs
        - ❌ Use "OK" on every button
        - 🔁 Keep labels short
        """)
        XCTAssertEqual(verdicts.items.map(\.kind), [.rule, .antiPattern])
        XCTAssertEqual(verdicts.items.map(\.title), ["Label buttons with verbs", "Use \"OK\" on every button"])
    }

    func testAFlattenedTreeStartsEachBranchOnALineAgain() {
        XCTAssertEqual(FlatTreeLayout.lines("CLEAR: ├── Say what changed └── Say it once KIND: ├── Thank people │ └── Briefly └── Never blame them"), [
            "CLEAR:",
            "├── Say what changed",
            "└── Say it once",
            "",
            "KIND:",
            "├── Thank people",
            "│   └── Briefly",
            "└── Never blame them",
        ])
        XCTAssertEqual(FlatTreeLayout.lines("┌──┐ │ A │ └──┘ Sizes: ├── Small ├── Large ❌ Never: └── Tiny"), [
            "┌──┐ │ A │ └──┘",
            "",
            "Sizes:",
            "├── Small",
            "├── Large",
            "",
            "❌ Never:",
            "└── Tiny",
        ])
        XCTAssertEqual(FlatTreeLayout.namingStart("Keep the bar on screen Badges:").map { "Keep the bar on screen Badges:"[$0...] }, "Badges:")
        XCTAssertNil(FlatTreeLayout.lines("let box = \"└──┘\""))
        XCTAssertNil(FlatTreeLayout.lines("Only: └── One"))
    }

    func testTreeListRepairLeavesFileTreesAndCodeAlone() {
        // The diagram stays fenced: the blank line under it closes its fence, and the fence
        // line under the tree goes.
        let mixed = """
            ```
            ┌────┐
            └────┘

            Rules:
            ├── One
            └── Two
            ```
            """
        XCTAssertEqual(TreeListRepair().repair(mixed).text, """
            ```
            ┌────┐
            └────┘
            ```
            Rules:
            - One
            - Two

            """)
        // Code after a tree, a blank line between: the blank line reopens the fence.
        let codeAfter = """
            ```
            ├── One
            └── Two

            let x = 1
            ```
            """
        XCTAssertEqual(TreeListRepair().repair(codeAfter).text, """

            - One
            - Two
            ```
            let x = 1
            ```
            """)
        // A fence inside a list item's text: the list stays in the item.
        let inItem = """
            - Tab bars:
              ```
              Rules:
              ├── One
              └── Two
              ```
            """
        XCTAssertEqual(TreeListRepair().repair(inItem).text, """
            - Tab bars:

              Rules:
              - One
              - Two

            """)
        let untouched = [
            // A file tree: paths, not requirements.
            """
            ```
            Sources/
            ├── TabBar/
            │   └── TabBarView.swift
            └── README.md
            ```
            """,
            // A language's code.
            """
            ```swift
            // ├── One
            // └── Two
            ```
            """,
            // Code right against the tree, with no blank line to end its fence on.
            """
            ```
            let x = 1
            ├── One
            └── Two
            ```
            """,
            // One tree line is no list.
            """
            ```
            Rules:
            └── One
            ```
            """,
        ]
        for text in untouched {
            let repaired = TreeListRepair().repair(text)
            XCTAssertEqual(repaired.text, text)
            XCTAssertTrue(repaired.repairs.isEmpty)
        }
    }

    /// "✅ DO play a light haptic for:" over short fragments: each line completes the Do (or
    /// the Don't) and is one, without the mark and the word.
    func testVerdictLeadInsMakeDosAndDonts() throws {
        let checklist = try compile("verdict-lead-lists.md")
        XCTAssertEqual(checklist.items.map(\.title), [
            "Play a light haptic for toggling a switch",
            "Play a light haptic for reaching the end of a picker",
            "Play a light haptic for completing a payment",
            "Play a haptic for every row that scrolls past",
            "Play a haptic for events the person did not start",
            "Play a sound for opening a menu",
            "Play a sound for typing in a search field",
            "Mute every sound when the ringer is silent.",
            "Let people turn sounds off in Settings.",
        ])
        XCTAssertEqual(checklist.items.map(\.kind), [.rule, .rule, .rule, .antiPattern, .antiPattern, .antiPattern, .antiPattern, .rule, .rule])
        XCTAssertEqual(StatementText.leadingDoDontWord("DO NOT play")?.0, .incorrect)
        XCTAssertNil(StatementText.leadingDoDontWord("Done when"))
        XCTAssertNil(StatementText.leadingDoDontWord("Do Not Disturb"))
    }

    /// "… where people are reading. For example:" over a list: samples of the statement, not
    /// requirements, whatever the sentence before the opener says.
    func testAParagraphClosingOnForExampleIntroducesSamples() throws {
        let text = """
        # Status messages

        ## Requirements

        Some changes happen away from where people are reading. For example:
        * a form error that appears while people type;
        * a warning that a session is about to end.

        - [ ] Status messages are announced without moving focus.
        """
        let checklist = try ChecklistCompiler().compile(data: Data(text.utf8), sourcePath: "status.md")
        XCTAssertEqual(checklist.items.map(\.title), ["Status messages are announced without moving focus."])
        XCTAssertTrue(CompilationRun.closesOnExampleOpener("Some changes happen away from where people read. For example:"))
        XCTAssertFalse(CompilationRun.closesOnExampleOpener("Name the screen, for example the one that failed:"))
    }

    /// `<code>` tags go from titles as a code span's backticks do.
    func testCodeTagsLeaveTitles() throws {
        let text = """
        # Status messages

        ## Common mistakes

        - Using <code>role="alert"</code> for messages that are not urgent
        - Setting <tt>aria-live</tt> on a region that never changes
        """
        let checklist = try ChecklistCompiler().compile(data: Data(text.utf8), sourcePath: "status.md")
        XCTAssertEqual(checklist.items.map(\.title), [
            "Using role=\"alert\" for messages that are not urgent", "Setting aria-live on a region that never changes",
        ])
    }

    /// "Lines marked ⭐ are required": the document's own legend grades the lines that open
    /// or close with the mark, labelled by its word; a version history holds no items.
    func testAMarkTheDocumentDefinesGradesItsLines() throws {
        let checklist = try compile("mark-legend.md")
        XCTAssertEqual(checklist.items.map(\.title), [
            "Body copy keeps a 4.5:1 contrast against its background", "Headings read as headings to VoiceOver",
            "Labels grow with the largest accessibility text size", "Nothing flashes more than three times a second",
            "Parallax stops when Reduce Motion is on",
        ])
        XCTAssertEqual(checklist.items.map(\.severity), [.high, nil, .high, .high, nil])
        XCTAssertEqual(checklist.items.compactMap(\.severityLabel), ["required", "required", "required"])
        XCTAssertEqual(reasonsByText(checklist)["Version history"], "the document's history: what changed, not what to check")
        // What a sentence must say to define a mark: a symbol, then a severity word; a modal
        // verb says how to check, and a Do / Don't mark is a verdict.
        XCTAssertEqual(MarkLegend.definitions(in: "Items flagged with a **†** are mandatory.").map(\.0), ["†"])
        XCTAssertTrue(MarkLegend.definitions(in: "Lines marked 🔍 must be checked by hand.").isEmpty)
        XCTAssertTrue(MarkLegend.definitions(in: "Lines marked ✅ are required.").isEmpty)
        XCTAssertEqual(MarkLegend.definitions(in: "⭐ = critical").first?.1, SeverityMark(severity: .critical, label: "critical"))
        XCTAssertTrue(MarkLegend.definitions(in: "⭐ Critical: never store tokens in plain text on the device").isEmpty)
    }

    /// Numbered categories over numbered rules, task lines under a numbered heading, ✅ / ❌
    /// lines among principles, "Anti-Pattern #1:" headings, and a section of code snippets.
    func testNumberedCategoriesIntroduceTheirRules() throws {
        let checklist = try compile("categorised-rules.md")
        XCTAssertEqual(checklist.items.map(\.title), [
            "Let every label wrap", "Keep values beside their labels",
            "Each switch says what it turns on", "A change that cannot be undone asks first",
            "Show the current value of every setting", "Group settings by what people want to do",
            "Don't hide a setting behind a long press", "Icons without names",
        ])
        // "## 1. Reading" over an impact and why: its rules carry the impact, it is no rule itself.
        let wrap = try item(checklist, "Let every label wrap")
        XCTAssertEqual(wrap.number, "1.1")
        XCTAssertEqual(wrap.severity, .high)
        XCTAssertEqual(wrap.examples.map(\.verdict), [.incorrect, .correct])
        XCTAssertEqual(try item(checklist, "Don't hide a setting behind a long press").kind, .antiPattern)
        let mistake = try item(checklist, "Icons without names")
        XCTAssertEqual(mistake.kind, .antiPattern)
        XCTAssertEqual(mistake.number, "1")
        XCTAssertEqual(mistake.examples.map(\.verdict), [.incorrect, .correct])
        XCTAssertTrue(mistake.guidance.contains("Give each one a label"))
        // Asked the right way round: a mistake as what the screen avoids, unless its title forbids it already.
        XCTAssertEqual(mistake.question, "The screen avoids: Icons without names")
        XCTAssertEqual(try item(checklist, "Don't hide a setting behind a long press").question, "Don't hide a setting behind a long press")
        XCTAssertEqual(wrap.question, "Let every label wrap")
    }

    /// Numbered headings over review questions group them as checks; a report template's
    /// blanks ("### [BLOCKER / MAJOR] — [What is wrong]", "- [ ] [List the screens …]") are
    /// no items beside the document's requirements.
    func testReviewQuestionsAreChecksAndATemplatesBlanksAreNot() throws {
        let checklist = try compile("review-questions.md")
        XCTAssertEqual(checklist.items.map(\.title), [
            "Does every label stay whole at the largest text size?", "Are there screens that scroll sideways?",
            "Clipped buttons in landscape?", "Does each control read its name and its state?", "Is the reading order the order people see?",
            "NEVER pass a screen you did not open on a device", "ALWAYS note the text size you tested at",
        ])
        XCTAssertEqual(Set(checklist.items.map(\.kind)), [.check])
        XCTAssertEqual(reasonsByText(checklist)["[List the screens to test again, or \"None\"]"],
                       "a template's blanks, to be filled in: nothing to check")
        XCTAssertTrue(CompilationRun.isPlaceholder("[MUST FIX / CONSIDER] — [Short description]"))
        XCTAssertFalse(CompilationRun.isPlaceholder("[Draft] Labels on every control"))
        XCTAssertFalse(CompilationRun.isPlaceholder("[x]"))
        // A template alone keeps its blanks: they are the shape of the rule it asks for.
        let template = try compileText("# Rule template\n\n## [Rule title]\n\n**Incorrect:**\n\n```swift\nText(\"a\")\n```\n\n**Correct:**\n\n```swift\nText(\"b\")\n```\n")
        XCTAssertEqual(template.items.map(\.title), ["[Rule title]"])
    }

    /// "**Don't** chase …" in a document with no marks: the label is the paragraph's
    /// verdict, so the item (titled without it) is a mistake to avoid, not a check that
    /// says the opposite.
    func testADontParagraphIsAMistakeToAvoid() throws {
        let checklist = try compileText("""
        # Search listings

        ## Approach

        Write each page for the people who read it.

        **Don't** chase every ranking trick; a clear page ranks well on its own.

        Give every image that carries meaning a description.
        """)
        let mistake = try item(checklist, "Chase every ranking trick; a clear page ranks well on its own.")
        XCTAssertEqual(mistake.kind, .antiPattern)
        XCTAssertEqual(mistake.question, "The screen avoids: Chase every ranking trick; a clear page ranks well on its own.")
    }

    /// Code marked by security verdicts in capitals ("// VULNERABLE — …", "// SAFE — …")
    /// splits into an incorrect and a correct example; in other case it is a comment.
    func testSecurityVerdictCommentsMarkExamples() {
        let code = "// VULNERABLE — input in the query\nquery(\"id = \" + id)\n\n// SAFE — a bound parameter\nquery(\"id = ?\", id)"
        let examples = ExampleExtractor.splitMarkedCode(code, language: "swift")
        XCTAssertEqual(examples.map(\.verdict), [.incorrect, .correct])
        XCTAssertEqual(examples.map(\.caption), ["VULNERABLE — input in the query", "SAFE — a bound parameter"])
        XCTAssertEqual(ExampleExtractor.splitMarkedCode("// Safe to call twice\nreload()", language: "swift"), [])
    }

    /// A table whose first column names each row's subject beside a Requirement column
    /// ("| Check | Requirement |") titles its rows by both; graded rows whose wordiest column
    /// is a few words ("| Media query | Effect | Priority |") are said of what the first
    /// column names, and "Required (WCAG 2.3.3)" is a level with a remark.
    func testTablesTitleRowsByTheirSubjectAndRequirement() throws {
        let checklist = try compileText("""
        # Motion and layout checks

        ## Checklist

        | Check | Requirement |
        | --- | --- |
        | **Touch targets** | At least 44 points |
        | **Landscape** | Nothing cut off |

        ## Preferences

        | Setting | Effect | Priority |
        | --- | --- | --- |
        | Reduce Motion | Swap slides for fades | Required (WCAG 2.3.3) |
        | Increase Contrast | Darker borders and text | Required |
        | Reduce Transparency | Opaque backgrounds | Recommended |
        """)
        XCTAssertEqual(checklist.items.map(\.title), [
            "Touch targets: At least 44 points", "Landscape: Nothing cut off",
            "Reduce Motion: Swap slides for fades", "Increase Contrast: Darker borders and text", "Reduce Transparency: Opaque backgrounds",
        ])
        XCTAssertEqual(checklist.items.map(\.severity), [nil, nil, .high, .high, .medium])
        XCTAssertEqual(checklist.items[2].severityLabel, "Required (WCAG 2.3.3)")
    }

    /// "- Verify every variable is set" over "- [ ] Verified by: ____ Date: ____": the box
    /// is where the check is signed off; the line above it is the check.
    func testALineOverASignOffBoxIsTheCheck() throws {
        let checklist = try compileText("""
        # Release sign-off

        ## Before release

        - [ ] Screens open at the largest text size

        ## Protocols

        - Check every screen with VoiceOver on a device.
          - [ ] Verified by: ___________  Date: ___________
        - Compare each screen with its design in Dark Mode.
          - [ ] Verified by: ___________  Date: ___________
        """)
        XCTAssertEqual(checklist.items.map(\.title), [
            "Screens open at the largest text size", "Check every screen with VoiceOver on a device.",
            "Compare each screen with its design in Dark Mode.",
        ])
        XCTAssertEqual(checklist.decisions.filter { $0.text.hasPrefix("Verified by:") }.map(\.reason),
                       Array(repeating: "a sign-off box for the line above: who checked it, and when", count: 2))
        XCTAssertTrue(CompilationRun.isSignOffField("Signed: ____"))
        XCTAssertFalse(CompilationRun.isSignOffField("Contrast: 4.5:1 for body text"))
    }

    /// "Is every screen usable with a keyboard? [YES/NO]": the answer form's blank leaves the
    /// title (the walk asks for the answer); a remark in round brackets after a title stays.
    func testAnAnswerBlankLeavesTheTitle() throws {
        let checklist = try compileText("""
        # Keyboard (Pass/Fail)

        - Is every screen usable with a keyboard? [YES/NO]
        - Does focus stay visible on every control? (Y/N)
        - Focus order follows the reading order [PASS / FAIL]
        """)
        XCTAssertEqual(checklist.items.map(\.title), [
            "Is every screen usable with a keyboard?", "Does focus stay visible on every control?",
            "Focus order follows the reading order",
        ])
        XCTAssertEqual(StatementText.withoutAnswerBlank("Mandatory standards (Pass/Fail)"), "Mandatory standards (Pass/Fail)")
        XCTAssertEqual(StatementText.withoutAnswerBlank("Labels [Draft]"), "Labels [Draft]")
    }

    /// "These rules MUST be followed:" closing a section over sub-sections of plain lines: the
    /// keyword obliges those lines (and grades them); the sentence itself asks nothing, and
    /// the document's other plain lines stay unread.
    func testAKeywordLeadInObligesTheSubSectionsAfterIt() throws {
        let checklist = try compileText("""
        # Settings screen

        ## Before you start
        - Install the latest beta build.
        - Open the settings screen.

        ## House rules

        Every line below MUST hold on release builds:

        ### Text
        - Labels grow with the largest text size
        - No text is cut off in landscape

        ### Motion
        - Springs stop when Reduce Motion is on

        ## Checklist
        - [ ] Every switch says what it turns on
        """)
        XCTAssertEqual(checklist.items.map(\.title), [
            "Labels grow with the largest text size", "No text is cut off in landscape",
            "Springs stop when Reduce Motion is on", "Every switch says what it turns on",
        ])
        XCTAssertEqual(checklist.items.map(\.severity), [.high, .high, .high, nil])
        XCTAssertEqual(checklist.items.prefix(3).map(\.severityLabel), ["MUST", "MUST", "MUST"])
        XCTAssertEqual(reasonsByText(checklist)["Every line below MUST hold on release builds:"],
                       "introduces the sub-sections after it, whose lines its keyword obliges")
        // ("Before you start" is the tester's preparation: its lines stay unread either way.)
        XCTAssertEqual(reasonsByText(checklist)["Install the latest beta build."], "a step of the test's preparation, not what to check")
    }

    /// "Verify adherence to these guides:" over "- `guides/naming.md` - Naming and wording":
    /// lines that name files and say what each holds point elsewhere; they finish no instruction.
    func testFileLinesCompleteNoInstruction() throws {
        let checklist = try compileText("""
        # Review

        ## Guides

        When reviewing, verify adherence to these guides:
        - `guides/naming.md` - Naming and wording
        - `guides/motion.md` - Animation and Reduce Motion

        ## Checks

        When reviewing, check the screen with:
        - the largest text size
        - VoiceOver on
        """)
        XCTAssertEqual(checklist.items.map(\.title), [
            "When reviewing, check the screen with the largest text size", "When reviewing, check the screen with VoiceOver on",
        ])
        XCTAssertEqual(reasonsByText(checklist)["guides/naming.md - Naming and wording"], "says what a file of the project holds or does")
    }

    /// "| Error type | Do | Don't |": each Do and Don't cell is an item about its row's
    /// subject; a row whose cells quote wording is one rule, the quotations its examples.
    func testADoDontTableWithASubjectColumn() throws {
        let checklist = try compileText("""
        # Copy and errors

        ## Voice

        | Trait | In short | Do | Don't | Why |
        |---|---|---|---|---|
        | Plain | Everyday words | "Save your draft" | "Persist the document state" | People scan buttons |

        ## Errors

        | Error type | Do | Don't |
        |---|---|---|
        | **Network** | Retry with backoff | Retry forever |
        """)
        XCTAssertEqual(checklist.items.map(\.title), ["Plain", "Network: Retry with backoff", "Network: Retry forever"])
        XCTAssertEqual(checklist.items.map(\.kind), [.rule, .rule, .antiPattern])
        XCTAssertEqual(checklist.items[0].examples.map(\.verdict), [.correct, .incorrect])
        XCTAssertEqual(checklist.items[0].examples.map(\.code), ["\"Save your draft\"", "\"Persist the document state\""])
        XCTAssertEqual(checklist.items[0].guidance, "Everyday words\n\nPeople scan buttons")
        // A first column that names requirements makes a requirement table, as before.
        let rules = try compileText("""
        # Icons

        | Rule | Do | Don't |
        |---|---|---|
        | Label every icon button | Add an accessibility label | Leave it bare |
        """)
        XCTAssertEqual(rules.items.map(\.title), ["Label every icon button"])
    }

    /// "- **Check:** …" loses its label as a checklist line does; "- **Fix:** …" and
    /// "- **Tool:** …" after it say how to meet and how to test it: its guidance and steps.
    func testFixAndToolLinesDetailTheLineAbove() throws {
        let checklist = try compileText("""
        # Targets

        ## Instructions

        ### Touch targets
        - **Check:** Is every control at least 44 points square?
        - **Fix:** Pad the icon rather than scaling it.
        - **Tool:** Measure with the view debugger.

        ### Labels
        - **Standard:** Every icon button has a spoken label.
        """)
        XCTAssertEqual(checklist.items.map(\.title), ["Is every control at least 44 points square?", "Standard: Every icon button has a spoken label."])
        XCTAssertEqual(checklist.items[0].guidance, "Fix: Pad the icon rather than scaling it.")
        XCTAssertEqual(checklist.items[0].howToTest, "- Measure with the view debugger.")
    }

    /// A docs site marks its Do and Don't lists with HTML comments ("<!-- docs: start donts
    /// -->"): the comment gives the list its verdict; one that closes a part gives none.
    func testACommentMarksTheDoAndDontLists() throws {
        let checklist = try compileText("""
        # Toggle

        ## Best practices
        <!-- docs: start dos -->
        * Use a toggle for settings that apply at once
        <!-- docs: end dos -->

        <!-- docs: start donts -->
        * Stacking many toggles without groups
        <!-- docs: end donts -->
        """)
        XCTAssertEqual(checklist.items.map(\.title), ["Use a toggle for settings that apply at once", "Stacking many toggles without groups"])
        XCTAssertEqual(checklist.items.map(\.kind), [.rule, .antiPattern])
        XCTAssertNil(CompilationRun.commentVerdict("<!-- docs: end donts -->"))
        XCTAssertNil(CompilationRun.commentVerdict("<!-- TODO: add more dos and donts later please -->"))
        // The explanation gives each decision one line: the comment without its line break.
        let comment = try XCTUnwrap(checklist.decisions.first { $0.block == "html" })
        XCTAssertEqual(comment.text, "<!-- docs: start dos -->")
        XCTAssertEqual(comment.summary, "line 4  html  → group  comment marking the list below as Do's: <!-- docs: start dos -->")
        let paragraph = CompileDecision(line: 3, block: "paragraph", outcome: .skipped, text: "One line\nand the next", reason: "prose")
        XCTAssertEqual(paragraph.summary, "line 3  paragraph  skipped  prose: One line and the next")
    }

    /// A heuristic graded by "**Severity if missing:** High - people feel lost": the grade is
    /// the rule's severity and its label, the words after the dash why.
    func testSeverityIfMissingGradesTheRule() throws {
        let checklist = try compileText("""
        # Heuristics

        ### 1. Show what is happening
        Tell people what the app is doing.

        **Severity if missing:** High - people feel lost

        ### 2. Speak the user's language
        Use words people know.

        **Impact if violated:** Medium
        """)
        XCTAssertEqual(checklist.items.map(\.severity), [.high, .medium])
        XCTAssertEqual(checklist.items.map(\.severityLabel), ["High", "Medium"])
    }

    /// A "| Good | Bad |" table in a rule's own body: its cells are the rule's correct and
    /// incorrect examples, not items of their own.
    func testAGoodBadTableInARuleIsItsExamples() throws {
        let checklist = try compileText("""
        # Heuristics

        ### 1. Show what is happening

        **Examples**:
        | Good | Bad |
        |------|-----|
        | Progress while uploading | A frozen screen |
        """)
        XCTAssertEqual(checklist.items.map(\.title), ["Show what is happening"])
        XCTAssertEqual(checklist.items[0].examples, [
            CodeExample(verdict: .correct, language: nil, code: "Progress while uploading"),
            CodeExample(verdict: .incorrect, language: nil, code: "A frozen screen"),
        ])
        XCTAssertFalse(checklist.items[0].guidance.contains("| Good |"))
    }

    /// "- [ ] Font weights used consistently:" over the weights: the check's title loses the
    /// colon that opens its details; "- [ ] Listen for:" keeps the colon its words wait on.
    func testATaskLineOverItsDetailsLosesTheColon() throws {
        let checklist = try compileText("""
        # Design QA

        - [ ] Font weights used consistently:
          - 600 for headings
          - 400 for body text
        - [ ] Listen for:
          - the control's role
          - its state
        """)
        XCTAssertEqual(checklist.items.map(\.title), ["Font weights used consistently", "Listen for:"])
        XCTAssertTrue(checklist.items[0].guidance.contains("600 for headings"))
    }

    /// "What's covered" lists the topics a page goes on to cover, "Tested with" the tools a
    /// component was tried with, "Known limitations" what it still gets wrong: none asks anything.
    func testCoverageTestedWithAndKnownLimitationsAreNoRequirements() throws {
        let checklist = try compileText("""
        # Sheet component

        ## What's covered

        - Detents and their heights
        - Dismissing by swipe

        ## Rules

        - Give every sheet a visible close button.

        ## Tested with

        - VoiceOver on iOS 18

        ## Known limitations

        - None identified.
        """)
        XCTAssertEqual(checklist.items.map(\.title), ["Give every sheet a visible close button."])
    }

    /// "- `UIScreen.main.bounds` — wrong in Split View": an API named through its type is what
    /// the line is about, no identifier; "- `A11Y-3` — Reading …" is numbered, titled by the rest.
    func testTypeMemberInCodeIsNoIdentifier() throws {
        let checklist = try compileText("""
        # Layout

        ## Anti-patterns

        - `UIScreen.main.bounds` — wrong in Split View
        - `A11Y-3` — Reading the device orientation for layout
        """)
        XCTAssertEqual(checklist.items.map(\.title), ["UIScreen.main.bounds", "Reading the device orientation for layout"])
        XCTAssertEqual(checklist.items.map(\.number), [nil, "A11Y-3"])
        XCTAssertEqual(checklist.items.map(\.kind), [.antiPattern, .antiPattern])
        XCTAssertFalse(StatementText.isIdentifierSpan("Color.red"))
        XCTAssertTrue(StatementText.isIdentifierSpan("MASVS.STORAGE.1"))
        XCTAssertTrue(StatementText.isIdentifierSpan("10.A"))
    }

    /// A table of measured results whose "Font size" column says Normal: a size, not a
    /// severity, so the table grades nothing and has no requirement column.
    func testFontSizeColumnIsNoSeverity() throws {
        let checklist = try compileText("""
        # Contrast results

        ## Body text

        | Text colour | Surface | Font size | Ratio | WCAG AA | Pass |
        |---|---|---|---|---|---|
        | `#212121` (primary text) | `#FAFAFA` | Normal | 15.6:1 | ✅ | ✅ |
        | `#5F6368` (secondary text) | `#FAFAFA` | Normal | 6.8:1 | ✅ | ✅ |

        ## Rules

        - Body text must reach 4.5:1 against its surface.
        """)
        XCTAssertEqual(checklist.items.map(\.title), ["Body text must reach 4.5:1 against its surface."])
    }

    /// "- ✅ Light mode: fully compliant" in a summary reports what was done; a ticked line
    /// there that instructs is still a Do.
    func testTicksInASummaryReportStatus() throws {
        let checklist = try compileText("""
        # Contrast review

        ## Rules

        - Body text must reach 4.5:1 against its surface.

        ## Summary

        - ✅ Light mode: fully compliant
        - ✅ Dark mode: fully compliant
        - ✅ Use a semantic colour for every text style
        """)
        XCTAssertEqual(checklist.items.map(\.title), ["Body text must reach 4.5:1 against its surface.",
                                                       "Use a semantic colour for every text style"])
    }

    /// A release checklist: a bold name in title case over task lines is their group, a tick
    /// closing a line is its status, and a bold name with a bound ("**Memory**: <300MB peak")
    /// is titled by both.
    func testReleaseGateChecklist() throws {
        let checklist = try compileText("""
        # Release gates

        ## Before release

        - [ ] **Launch Performance**
          - [ ] Cold launch under 2 s ✅
          - [ ] Warm launch under 1 s
        - [ ] **Memory**: <300MB peak ✅
        - [ ] **Contrast:** Body text reaches 4.5:1 against its surface
        """)
        XCTAssertEqual(checklist.items.map(\.title), ["Cold launch under 2 s", "Warm launch under 1 s", "Memory: <300MB peak", "Contrast"])
        XCTAssertEqual(checklist.items[0].sectionPath, ["Before release", "Launch Performance"])
        XCTAssertEqual(checklist.items[3].guidance, "Body text reaches 4.5:1 against its surface")
    }

    /// `❌ "Close Button" → read as "Close Button, button"`: two quotations and the words
    /// between them are the mistake as written, not one quotation to unquote.
    func testTwoQuotationsOnALineKeepTheirQuotes() throws {
        let checklist = try compileText("""
        # Labels

        ## Mistakes

        - ❌ "Close Button" → read as "Close Button, button"
        - ❌ "Delete"
        """)
        XCTAssertEqual(checklist.items.map(\.title), ["\"Close Button\" → read as \"Close Button, button\"", "Delete"])
    }

    /// "**DO:**" over a list in a section named for mistakes: its lines are rules, whether or
    /// not each opens with a verb the compiler knows.
    func testDoLabelInAnAntiPatternSection() throws {
        let checklist = try compileText("""
        # Test agent

        ## Anti-Patterns

        **DON'T:**

        - Skip keyboard tests
        - Mock every dependency

        **DO:**

        - Test every public property
        - Report issues clearly
        """)
        XCTAssertEqual(checklist.items.map(\.kind), [.antiPattern, .antiPattern, .rule, .rule])
    }

    /// "#### Test 1.1: The first launch follows the system" over its steps: one test, numbered
    /// 1.1, its step table how to run it (not guidance folded into "### 1. Following the system").
    func testNumberedTestHeadingsAreItems() throws {
        let checklist = try compileText("""
        # Dark mode testing

        ## Test cases

        ### 1. Following the system

        #### Test 1.1: The first launch follows the system
        | Step | Action | Expected result |
        |---|---|---|
        | 1 | Set the system to Light | - |
        | 2 | Relaunch the app | The app opens light |

        #### Test 1.2: No flash of the wrong theme
        | Step | Action | Expected result |
        |---|---|---|
        | 1 | Set the system to Dark | - |
        | 2 | Relaunch the app | No white flash before the dark theme |
        """)
        XCTAssertEqual(checklist.items.map(\.title), ["The first launch follows the system", "No flash of the wrong theme"])
        XCTAssertEqual(checklist.items.map(\.number), ["1.1", "1.2"])
        XCTAssertTrue(checklist.items[0].howToTest?.contains("Relaunch the app") == true)
    }

    /// Among a section's bans, "Prefer …" and "Use only …" say which way to go: rules.
    func testPreferenceAmongBansIsARule() throws {
        let checklist = try compileText("""
        # Forbidden patterns

        ## Networking

        - No third-party HTTP clients
        - Prefer the system networking stack
        - Use only signed frameworks
        """)
        XCTAssertEqual(checklist.items.map(\.kind), [.antiPattern, .rule, .rule])
    }

    /// "1. Inline spinner on the button that started the work:" over code: the line introduces
    /// its example, and is titled without the colon.
    func testListLineEndingInAColonOverCodeTakesItAsItsExample() throws {
        let checklist = try compileText("""
        # Feedback states

        Loading patterns:

        1. Inline spinner on the button that started the work:
        ```swift
        ProgressView().controlSize(.small)
        ```

        2. Full-screen spinner for the first load:
        ```swift
        ProgressView("Loading")
        ```
        """)
        XCTAssertEqual(checklist.items.map(\.title), ["Inline spinner on the button that started the work", "Full-screen spinner for the first load"])
        XCTAssertEqual(checklist.items.map { $0.examples.map(\.code) }, [["ProgressView().controlSize(.small)"], ["ProgressView(\"Loading\")"]])
    }

    /// "## What you should check" names the list a reviewer goes through, as "Checklist" does;
    /// the heading is no instruction of its own.
    func testWhatYouShouldCheckIsAChecklist() throws {
        let checklist = try compileText("""
        # UI review

        ## About this document

        This guide lists what to look at when reviewing a screen.

        ## What you should check

        1. **Dark mode:** Colours must read well on dark backgrounds.
        2. **Text size:** Layouts must hold at the largest text size.
        """)
        XCTAssertEqual(checklist.items.map(\.title), ["Dark mode", "Text size"])
        XCTAssertEqual(checklist.items.map(\.kind), [.check, .check])
    }

    /// Storybook's `<Guidelines>` block: `<Dos>` and `<Donts>` over Markdown lists inside one
    /// raw HTML block. The component's name is the list's verdict.
    func testStorybookDosAndDontsComponents() throws {
        let checklist = try compileText("""
        # Button

        <Guidelines>
          <Dos>
            - Use a button for the main action of a screen
            - Mark the one main action as primary
          </Dos>
          <Donts>
            - Use a button where a link would do
            - Put two primary buttons on one screen
          </Donts>
        </Guidelines>
        """)
        XCTAssertEqual(checklist.items.map(\.kind), [.rule, .rule, .antiPattern, .antiPattern])
    }

    /// A numbered line ending in a colon over code indented under it: the code is its example,
    /// as it is where the code follows the list (so a flattened copy reads the same).
    func testListLineEndingInAColonOverNestedCode() throws {
        let checklist = try compileText("""
        # Forms

        ## Errors

        1. Tie the error text to its field so it is read when the field gets focus:

            ```html
            <input aria-describedby="card-error" aria-invalid="true">
            ```

        2. Keep the reading order the same as the visual order.
        """)
        XCTAssertEqual(checklist.items.map(\.title), ["Tie the error text to its field so it is read when the field gets focus",
                                                       "Keep the reading order the same as the visual order."])
        XCTAssertEqual(checklist.items[0].examples.map(\.language), ["html"])
        XCTAssertEqual(checklist.items[0].guidance, "")
    }

    /// A writing guide's tables: "| Instead of | Write |" under a numbered principle, and
    /// "| Avoid | Use instead |" alone under its heading. Their cells are wordings, the
    /// examples of the principle and of the heading; instructions in such columns stay items.
    func testWritingGuideTablesAreExamples() throws {
        let checklist = try compileText("""
        # Writing for the interface

        ## Principles

        ### 1. Clear

        Write so anyone understands at once.

        | Instead of | Write |
        |---|---|
        | Authentication failed | Wrong email or password |
        | Session terminated | You were signed out |

        ## Plain words

        | Avoid | Use instead |
        |---|---|
        | Utilize | Use |
        | Terminate | End |

        ## Capitals

        | Do | Don't |
        |---|---|
        | Use sentence case for labels | Don't write labels in capitals |
        | Capitalise proper names only | Don't capitalise every word |
        """)
        XCTAssertEqual(checklist.items.map(\.title), ["Clear", "Plain words", "Use sentence case for labels", "Don't write labels in capitals",
                                                       "Capitalise proper names only", "Don't capitalise every word"])
        XCTAssertEqual(checklist.items[0].examples.map(\.verdict), [.incorrect, .correct, .incorrect, .correct])
        XCTAssertEqual(checklist.items[1].examples.map(\.code), ["Utilize", "Use", "Terminate", "End"])
    }

    /// A French guide's "**À faire :**" and "**À éviter :**" labels are Do and Don't labels,
    /// as German "Richtig" / "Falsch" and Spanish "Correcto" / "Incorrecto" are.
    func testDoDontLabelsInOtherLanguages() throws {
        let checklist = try compileText("""
        # Boutons

        ## Libellés

        **À faire :**

        - Nommer l'action du bouton
        - Garder le libellé court

        **À éviter :**

        - Écrire « Cliquez ici »
        - Mettre tout le libellé en capitales
        """)
        XCTAssertEqual(checklist.items.map(\.kind), [.rule, .rule, .antiPattern, .antiPattern])
        XCTAssertEqual(CompilationRun.doDontLabel("Falsch"), .incorrect)
        XCTAssertEqual(CompilationRun.doDontLabel("Correcto:"), .correct)
    }

    /// "- Example: …", "- e.g. …" after a line of a list is a sample of what that line asks:
    /// its example, not a check. First in its list, it samples the section's subject and asks
    /// nothing.
    func testExampleLinesAreExamplesOfTheLineAbove() throws {
        let checklist = try compileText("""
        # Screens

        ## Empty states

        - Say what will appear here and how to add it
        - Example: "No trips yet" over a Plan a trip button
        - Offer one clear next step

        ## Sizes

        - e.g. 44 pt is 88 px at @2x
        - Keep tap targets at 44 by 44 points
        """)
        XCTAssertEqual(checklist.items.map(\.title), ["Say what will appear here and how to add it", "Offer one clear next step",
                                                       "Keep tap targets at 44 by 44 points"])
        XCTAssertEqual(checklist.items[0].examples.map(\.code), [#""No trips yet" over a Plan a trip button"#])
        XCTAssertEqual(CompilationRun.sampleLine("For instance, a sign-in sheet"), "a sign-in sheet")
        XCTAssertNil(CompilationRun.sampleLine("Examples:"))
        XCTAssertNil(CompilationRun.sampleLine("Explain what went wrong"))
    }

    /// An agent's context file says what the project is made of ("Current architecture",
    /// "Integration points", "Developer workflows", "Examples & references"): facts about the
    /// project, not checks. Its guidelines stay items.
    func testProjectMakeUpSectionsAreNoChecks() throws {
        let checklist = try compileText("""
        # Agent guide

        ## Buttons

        - Use a real Button rather than a tap gesture
        - Give icon-only buttons a label

        ## Current architecture & patterns

        - **Storage:** Trips are kept in SwiftData.
        - **Navigation:** The app still uses NavigationView.

        ## Integration points

        - **MapKit:** For the trip map.
        - **WidgetKit:** Home screen widget.

        ## Examples & references

        - **TripView.swift:** Header layout, share sheet.
        """)
        XCTAssertEqual(checklist.items.map(\.title), ["Use a real Button rather than a tap gesture", "Give icon-only buttons a label"])
        XCTAssertEqual(SectionRole.classify("Tech stack"), .nonGuidance)
        XCTAssertEqual(SectionRole.classify("Tools & resources"), .nonGuidance)
        // (A review's "Architecture & design" asks about the change under review.)
        XCTAssertEqual(SectionRole.classify("Architecture & design"), .guidance)
    }

    /// "## 1. Build ⚠️ CRITICAL" over "### Tools" and its task lines, with nothing of its own,
    /// numbers a part of a checklist: its boxes are the checks, and take its severity. A
    /// standard's "### M4 — Storage" over sub-headings stays its named requirement.
    func testNumberedPartOverTaskLinesIsNoRule() throws {
        let checklist = try compileText("""
        # Release checklist

        ## 1. Build ⚠️ CRITICAL

        ### Tools

        - [ ] Built with the current Xcode
        - [ ] No compiler warnings

        ## 2. Store page

        ### Screenshots

        - [ ] Screenshots show the current design
        """)
        XCTAssertEqual(checklist.items.map(\.title), ["Built with the current Xcode", "No compiler warnings", "Screenshots show the current design"])
        XCTAssertEqual(checklist.items.map(\.severity), [.critical, .critical, nil])

        // (So does one over ❌ and ✅ lines: they are its mistakes and its rules.)
        let reasons = try compileText("""
        # Release checklist

        ## 1. Build

        - [ ] No compiler warnings

        ## 2. Why builds are turned back

        ### Top reasons

        1. ❌ Crashes on launch
        2. ❌ Placeholder text left in

        ### How we avoid them

        - ✅ Test on a real device
        """)
        XCTAssertEqual(reasons.items.map(\.title), ["No compiler warnings", "Crashes on launch", "Placeholder text left in", "Test on a real device"])
        XCTAssertEqual(reasons.items.map(\.kind), [.check, .antiPattern, .antiPattern, .rule])

        let standard = try compileText("""
        # Mobile risks

        ### M4 — Storage

        #### Key handling

        ```swift
        let key = SymmetricKey(size: .bits256)
        ```

        #### Review

        - [ ] Keys live in the Keychain
        """)
        XCTAssertEqual(standard.items.map(\.number), ["M4", nil])
    }

    /// A checklist's summary that names the document's own sections ("- ✅ Build tools
    /// (Xcode 16)", "- ✅ No debug code") recalls its contents: the checks are in those
    /// sections.
    func testSummaryNamingOwnSectionsIsNoChecks() throws {
        let checklist = try compileText("""
        # Release checklist

        ## Build tools

        - [ ] Built with the current Xcode

        ## No debug code

        - [ ] No print statements left in

        ## Checklist summary

        **Sections that must pass:**

        - ✅ Build tools (Xcode 16)
        - ✅ No debug code
        - ✅ Store page
        """)
        XCTAssertEqual(checklist.items.map(\.title), ["Built with the current Xcode", "No print statements left in"])
    }

    /// "## 2. Interface" over "- Touch targets must be at least 44 pt", "- No placeholder
    /// text", "- No debug overlays": a numbered topic over instructions and bans, in a document
    /// that marks its requirements elsewhere, groups them as items ("No …" bans as "Never …").
    func testNumberedTopicOverBansGroupsThem() throws {
        let checklist = try compileText("""
        # Submission rules

        ## 1. Privacy

        - A privacy policy link is **REQUIRED**

        ## 2. Interface

        - Touch targets must be at least 44 pt
        - No placeholder text in the release build
        - No debug overlays left on screen
        - Smooth animations without stutter
        """)
        XCTAssertEqual(checklist.items.map(\.title), ["A privacy policy link is REQUIRED", "Touch targets must be at least 44 pt",
                                                       "No placeholder text in the release build", "No debug overlays left on screen",
                                                       "Smooth animations without stutter"])
    }

    /// "## 4. Privacy ⚠️ CRITICAL" grades its lines: in a document that marks its
    /// requirements elsewhere, its plain lines are requirements too, critical. "(Required)"
    /// after a step's heading says the step applies, and grades nothing.
    func testGradedHeadingMarksItsLines() throws {
        let checklist = try compileText("""
        # Submission rules

        ## 1. Build

        - Built with the current Xcode (**REQUIRED**)

        ## 2. Privacy ⚠️ CRITICAL

        - Include a privacy policy link
        - Explain every permission you ask for

        ## 3. Upload the build (Required)

        This command:

        1. Archives the app
        2. Sends it to the store
        """)
        // (The step is a rule of its own, its lines what it does.)
        XCTAssertEqual(checklist.items.map(\.title), ["Built with the current Xcode (REQUIRED)", "Include a privacy policy link",
                                                       "Explain every permission you ask for", "Upload the build"])
        XCTAssertEqual(checklist.items.map(\.severity), [.high, .critical, .critical, .high])
    }

    /// "- ✅ Good at layout" beside "- ⚠️ Loves fixed font sizes" notes what a tool does well
    /// and badly: a record, not a Do. A ✅ that instructs stays one.
    func testStrengthBesideWarningsIsNoDo() throws {
        let checklist = try compileText("""
        # Reviewing generated code

        ## Text

        - ✅ Use text styles for every label

        ## What the assistant tends to do

        - ✅ Generally good at layout
        - ⚠️ Loves fixed font sizes
        - ✅ Check each font it picks
        """)
        XCTAssertEqual(checklist.items.map(\.title), ["Use text styles for every label", "Check each font it picks"])
    }

    /// A prompt's "1. PERCEIVABLE" over "- Text alternatives for images" is a numbered list of
    /// one line, then a list of its own: a heading without heading marks. Its lines are the
    /// checks, in its section; the label is none. (Mixed case counts where two labels are
    /// written so; one numbered line alone stays a line.)
    func testNumberedLabelsOverListsAreSections() throws {
        let checklist = try compileText("""
        # Screen audit

        Audit the screen against these:

        1. PERCEIVABLE
        - Text alternatives for images
        - Colour is not the only signal

        2. OPERABLE
        - Every action works from a keyboard
        """)
        XCTAssertEqual(checklist.items.map(\.title), ["Text alternatives for images", "Colour is not the only signal",
                                                       "Every action works from a keyboard"])
        XCTAssertEqual(checklist.items.map(\.sectionPath.last), ["PERCEIVABLE", "PERCEIVABLE", "OPERABLE"])

        let mixed = try compileText("""
        # Screen audit

        1. Perceivable
        - Text alternatives for images

        2. Operable
        - Every action works from a keyboard
        """)
        XCTAssertEqual(mixed.items.map(\.sectionPath.last), ["Perceivable", "Operable"])
    }

    /// "DELIVERABLES:" over "- Pass/fail per criterion", "- A score out of 100" says what a
    /// tool is to hand back: addressed to the tool, no checks.
    func testDeliverablesLabelIsNoChecks() throws {
        let checklist = try compileText("""
        # Screen audit

        ## Checks

        - Every image has a text alternative

        DELIVERABLES:
        - Pass or fail for each check
        - A score out of 100
        """)
        XCTAssertEqual(checklist.items.map(\.title), ["Every image has a text alternative"])
    }

    /// "## 2. Test Design Standards" names a body of rules, though "Test" is also a verb: its
    /// lines of instructions are the items. "## 1. Objective" and "## Value of bug tours" say
    /// what the document aims at and why the practice pays: no items.
    func testStandardsTitleGroupsItsInstructions() throws {
        let checklist = try compileText("""
        # QA standards

        ## 1. Objective
        To keep test work alike across the team.

        ## 2. Test Design Standards
        - Use one template for every test case
        - Maintain a link from each case to its requirement
        - Include negative cases as well as positive ones
        - Cover accessibility in every plan

        ## Value of bug tours
        - Widens what the team explores
        - Shows gaps that scripted tests miss
        """)
        XCTAssertEqual(checklist.items.map(\.title), ["Use one template for every test case", "Maintain a link from each case to its requirement",
                                                       "Include negative cases as well as positive ones", "Cover accessibility in every plan"])
        XCTAssertEqual(SectionRole.classify("Benefits of dark mode"), .nonGuidance)
    }

    /// A note-taking app's checklist of wiki links, "- [ ] [[NET-1 - Testing the TLS
    /// settings]]", reads as the words the links show: the identifier is the number, the
    /// folders and an alias's target go. In code, "[[" stays as written.
    func testWikiLinksReadAsTheirWords() throws {
        let checklist = try compileText("""
        ## Network

        - [ ] [[NET-1 - Testing the TLS settings]]
        - [ ] [[Security/Files/NET-2 - Testing certificate pinning]]
        - [ ] [[NET-3 - Testing cleartext traffic|Cleartext traffic is refused]]
        - [ ] The `[[ -n "$HOST" ]]` check in the build script passes
        """)
        XCTAssertEqual(checklist.items.map(\.number), ["NET-1", "NET-2", nil, nil])
        XCTAssertEqual(checklist.items.map(\.title), ["Testing the TLS settings", "Testing certificate pinning",
                                                       "Cleartext traffic is refused", #"The [[ -n "$HOST" ]] check in the build script passes"#])
        XCTAssertEqual(WikiLink.shown("Guides/Colour.md#Contrast"), "Colour › Contrast")
    }

    /// "**Related skills:**" over "- `contrast-check` - Colour contrast" names other documents
    /// to read, as a "Related" heading does: no checks, whatever the heading over it. Code
    /// under "// REQUIRED pattern" is the correct example ("// Required for …" is a comment).
    func testRelatedLabelAndRequiredPatternComment() throws {
        let checklist = try compileText("""
        # Motion review

        ## Checklist

        ### 1. Reduce Motion

        **Check:** Animations honour the Reduce Motion setting.

        ```swift
        // REQUIRED pattern
        @Environment(\\.accessibilityReduceMotion) var reduceMotion
        ```

        ## Dependencies

        **Related skills:**
        - `contrast-check` - Colour contrast of text
        - `type-check` - Text sizes and Dynamic Type
        """)
        XCTAssertEqual(checklist.items.map(\.title), ["Reduce Motion"])
        XCTAssertEqual(checklist.items.first?.examples.map(\.verdict), [.correct])
        XCTAssertEqual(ExampleExtractor.markerVerdict("Required for the preview"), nil)
    }

    /// "Help buttons are round and hold a question mark." describes the control; "Use the
    /// standard help button." is the instruction. A first word that is also a verb ("Help",
    /// "Display", "Scroll") names a kind of thing when "are" follows the next word; "Ensure
    /// labels are short." still instructs.
    func testNounOpeningADescriptionIsNoInstruction() throws {
        let checklist = try compileText("""
        # Help buttons

        A help button opens the app's help.

        Help buttons are round and hold a question mark. They look the same in every app.

        **Use the standard help button.** People know what it opens.

        Ensure labels are short. Long labels wrap.
        """)
        XCTAssertEqual(checklist.items.map(\.title), ["Use the standard help button", "Ensure labels are short."])
        XCTAssertFalse(CompilationRun.isInstruction("Scroll views are the usual way to show long content."))
        XCTAssertTrue(CompilationRun.isInstruction("Check text is readable in Dark Mode."))
    }

    /// "| Rule | Requirement |" over "| `tintColor` | Always set – the default is grey |": a
    /// requirement whose verb has no object is said of the thing its row names first.
    func testTableRequirementWithoutObjectTakesItsSubject() throws {
        let checklist = try compileText("""
        # Component rules

        | Rule | Requirement |
        |------|-------------|
        | `tintColor` | Always set – the default grey fails contrast |
        | Public initialiser | Always export so screens can build the view |
        | Doc comment | Required on every public type and option |
        | Preview | Add a preview for each size class |
        """)
        XCTAssertEqual(checklist.items.map(\.title), [
            "tintColor: Always set – the default grey fails contrast",
            "Public initialiser: Always export so screens can build the view",
            "Doc comment: Required on every public type and option",
            "Add a preview for each size class",
        ])
        XCTAssertFalse(RequirementTable.lacksSubject("Use the system font for body text"))
        XCTAssertTrue(RequirementTable.lacksSubject("Use on every screen that scrolls"))
    }

    /// "This means we should leave room for longer strings." says what the sentence before it
    /// implies: explanation, not a requirement.
    func testSentenceDrawingAConclusionIsNoInstruction() {
        XCTAssertFalse(CompilationRun.isInstruction("This means we should leave room for longer strings."))
        XCTAssertTrue(CompilationRun.isInstruction("Leave room for longer strings."))
    }

    /// A review skill's steps "Flag issues by severity" and "Provide concrete fixes and a short
    /// rationale" say how to report what the review found: no checks. "Flag force unwraps"
    /// names what to look for, and "Provide visual feedback" is asked of the screen.
    func testStepsThatSayHowToReportAreNoChecks() throws {
        let checklist = try compileText("""
        # Screen review

        ## Review steps
        1. Check that every control has a label.
        2. Flag issues by severity: high, medium, low.
        3. Provide concrete fixes and a short rationale.
        4. Provide visual feedback for every tap.
        """)
        XCTAssertEqual(checklist.items.map(\.title), ["Check that every control has a label.", "Provide visual feedback for every tap."])
        XCTAssertFalse(CompilationRun.saysHowToReport("Flag force unwraps in view code"))
    }

    /// "## Activation Criteria" over "- Do not activate this skill for code-only tasks" says
    /// when a tool takes the document up: no checks.
    func testActivationCriteriaAreNoChecks() throws {
        let checklist = try compileText("""
        # Onboarding review

        ## Activation Criteria
        - Do not activate this skill for code-only tasks
        - Do not activate this skill for questions about colour

        ## Rules
        - Show at most three onboarding pages
        - Let people skip onboarding
        """)
        XCTAssertEqual(checklist.items.map(\.title), ["Show at most three onboarding pages", "Let people skip onboarding"])
        XCTAssertEqual(SectionRole.classify("When to invoke"), .nonGuidance)
    }

    /// "| Area | Requirement |" over "| **Windows** | Resize smoothly, open several, keep their
    /// size |": a series of short parts names traits of the row's area, which the title keeps;
    /// a sentence ("Body text follows Dynamic Type") stands alone.
    func testTableRowOfShortPartsTakesItsArea() throws {
        let checklist = try compileText("""
        # Desktop checklist

        | Area | Requirement |
        |------|-------------|
        | **Windows** | Resize smoothly, open several, keep their size |
        | **Text** | Body text follows the Dynamic Type setting |
        """)
        XCTAssertEqual(checklist.items.map(\.title), [
            "Windows: Resize smoothly, open several, keep their size", "Body text follows the Dynamic Type setting",
        ])
        XCTAssertFalse(RequirementTable.lacksSubject("The title names the task, not the app."))
    }

    /// Acceptance criteria whose test steps list "Action: result" lines: a step is a group of
    /// its results where half of them at least have that form strictly, even beside "Group:
    /// n/a" (no item) and a longer action ("When the switch is inside a table row: …"). A step
    /// whose only line is "n/a" stays a check.
    func testTestStepResultsBesideNotApplicableAndLongerActions() throws {
        let checklist = try compileText("""
        ## Acceptance criteria

        1. Test keyboard actions

           - Tab: N/A

        2. Test screen reader gestures

           - Swipe: Focus moves to the switch and reads its name
           - Doubletap: Toggles the switch on and off
           - When the switch is inside a table row: The row reads as one element
           - Group: n/a
        """)
        XCTAssertEqual(checklist.items.map(\.title), [
            "Test keyboard actions", "Swipe: Focus moves to the switch and reads its name", "Doubletap: Toggles the switch on and off",
            "When the switch is inside a table row: The row reads as one element",
        ])
        XCTAssertEqual(reasonsByText(checklist)["Group: n/a"], "a field with nothing to check (n/a, none, or only an address)")
    }

    /// "- **Colour**: …", "- **Motion**: …" over sections of those names: a summary of the
    /// document's contents. A single line among duties that shares a heading's words ("**Plain
    /// words**: Short sentences, common words") is a duty all the same.
    func testLinesNamingSectionsSummarizeOnlyWhenMostDo() throws {
        let summary = try compileText("""
        # Store review

        - **Colour**: what the palette must meet
        - **Motion**: how animation behaves

        ## Colour
        - Text meets 4.5:1 contrast

        ## Motion
        - Animation stops under Reduce Motion
        """)
        XCTAssertEqual(summary.items.map(\.title), ["Text meets 4.5:1 contrast", "Animation stops under Reduce Motion"])
        XCTAssertEqual(reasonsByText(summary)["Colour: what the palette must meet"],
                       "describes a section of this document (a summary of its contents)")

        let duties = try compileText("""
        # Store review

        - **Captions**: Every video has captions
        - **Plain words**: Short sentences, common words
        - **Contrast**: Text meets 4.5:1

        ## Plain words
        - Sentences stay under twenty words
        """)
        XCTAssertEqual(duties.items.map(\.title), [
            "Captions: Every video has captions", "Plain words: Short sentences, common words", "Contrast: Text meets 4.5:1",
            "Sentences stay under twenty words",
        ])
    }

    /// "Resources & Further Reading": reference matter, whichever word the "&" stands after.
    func testReferenceTitleJoinedByAmpersand() {
        XCTAssertEqual(SectionRole.classify("Resources & Further Reading"), .nonGuidance)
        XCTAssertEqual(SectionRole.classify("Further Reading & Resources"), .nonGuidance)
        XCTAssertEqual(SectionRole.classify("Colour & Contrast"), .guidance)
    }

    /// Headings over "- **Rule ID:** …", "- **Severity:** …", "- **Why:** …", "- **Fix:** …",
    /// the labels their sibling headings use too: each heading is one rule, graded and numbered
    /// by its fields, the lines its guidance. "**Standard:**" beside "**Fix:**" states a
    /// requirement and how to meet it: those lines stay items.
    func testHeadingsOverTheFieldsOfOneRule() throws {
        let checklist = try compileText("""
        # Screen rules

        ## Buttons have names

        - **Rule ID**: SCR_NAMES_001
        - **Severity**: High
        - **Why**: VoiceOver reads the name
        - **Fix**: Add an accessibility label

        ## Text scales

        - **Rule ID**: SCR_TEXT_002
        - **Severity**: Medium
        - **Why**: People choose larger text
        - **Fix**: Use text styles
        """)
        XCTAssertEqual(checklist.items.map(\.title), ["Buttons have names", "Text scales"])
        XCTAssertEqual(checklist.items.map(\.kind), [.rule, .rule])
        XCTAssertEqual(checklist.items.map(\.number), ["SCR_NAMES_001", "SCR_TEXT_002"])
        XCTAssertEqual(checklist.items.map(\.severity), [.high, .medium])
        XCTAssertEqual(checklist.items.map(\.severityLabel), ["High", "Medium"])
        XCTAssertTrue(checklist.items[0].guidance.contains("Add an accessibility label"))

        let requirements = try compileText("""
        # Touch checklist

        ### 1. Target size
        *   **Standard**: Targets are 44 by 44 points at least.
        *   **Fix**: Pad the tappable area.

        ### 2. Spacing
        *   **Standard**: Targets sit 8 points apart at least.
        *   **Tool**: Measure in the view debugger.
        """)
        XCTAssertEqual(requirements.items.map(\.title), [
            "Standard: Targets are 44 by 44 points at least.", "Standard: Targets sit 8 points apart at least.",
        ])
    }

    /// "1. **Alt text** - Descriptive alt for images", "1. **Colour independence** - Don't rely
    /// on colour alone": numbered bold terms, or terms whose words instruct, are duties named
    /// by their subject, not values defined ("- **Sheet** - A card over the view" beside a
    /// page's instructions); every section of such lines is asked.
    func testNumberedOrInstructingBoldTermsAreDuties() throws {
        let checklist = try compileText("""
        # Screen rules

        ## Seeing
        - **Colour contrast** - 4.5:1 at least
        - **Colour independence** - Don't rely on colour alone

        ## Thinking
        1. **Clear words** - Short, everyday sentences
        2. **Undo** - Confirm destructive actions
        3. **Help** - Instructions where people need them

        ## Hearing
        1. **Captions** - Text for speech in video
        2. **Transcripts** - Text for audio alone
        """)
        XCTAssertEqual(checklist.items.map(\.title), [
            "Colour contrast", "Colour independence", "Clear words", "Undo", "Help", "Captions", "Transcripts",
        ])
    }

    /// "## Common pitfalls" over nothing but "### ❌ Don't do this" and "### ✅ Do this
    /// instead", code under each: one anti-pattern, the section, with both examples; the
    /// labels name no mistake of their own. "✅ Right" / "❌ Wrong" are such labels too.
    func testPitfallsSectionOverDoAndDontLabelsIsOneItem() throws {
        let checklist = try compileText("""
        # Button guide

        ## Rules
        - Every icon button has a label

        ## Common pitfalls

        ### ❌ Don't do this

        ```swift
        Button(action: close) { Image(systemName: "xmark") }
        ```

        ### ✅ Do this instead

        ```swift
        Button(action: close) { Image(systemName: "xmark") }.accessibilityLabel("Close")
        ```
        """)
        XCTAssertEqual(checklist.items.map(\.title), ["Every icon button has a label", "Common pitfalls"])
        XCTAssertEqual(checklist.items[1].kind, .antiPattern)
        XCTAssertEqual(checklist.items[1].examples.map(\.verdict), [.incorrect, .correct])
        XCTAssertEqual(CompilationRun.doDontLabel("✅ Right"), .correct)
        XCTAssertEqual(CompilationRun.doDontLabel("❌ Wrong"), .incorrect)
    }

    /// Do / Don't components that carry their words in a `caption` attribute, over pictures
    /// (`<Do caption="…">`, `<DoDont type="dont" caption="…">` left open across blank lines):
    /// each caption is a rule or an anti-pattern, even after a requirement of the section's
    /// own; the pictures say nothing.
    func testCaptionedDoAndDontComponents() throws {
        let checklist = try compileText("""
        # Toasts

        ## Content

        Keep toasts short.

        <DoDontRow>
        <DoDont type="do" caption="Put the result of the action first.">

        ![A toast that reads Saved](do.png)

        </DoDont>
        <DoDont type="dont" caption="Don't put links in a toast.">

        ![A toast with a link](dont.png)

        </DoDont>
        </DoDontRow>

        ## Labels

        <DoDont>
          <Do caption="Use a verb that names the action.">![Save](save.png)</Do>
          <Dont caption="Don't label buttons OK.">![OK](ok.png)</Dont>
        </DoDont>
        """)
        XCTAssertEqual(checklist.items.map(\.title), [
            "Keep toasts short.", "Put the result of the action first.", "Don't put links in a toast.",
            "Use a verb that names the action.", "Don't label buttons OK.",
        ])
        XCTAssertEqual(checklist.items.map(\.kind), [.check, .rule, .antiPattern, .rule, .antiPattern])
    }

    /// "- 🔴 …", "- 🟡 …", "- 🟢 …": coloured circles beside a middle colour are a scale or
    /// colours, not a Don't and a Do; each line's circle goes from its title.
    func testTrafficLightCirclesAreNoVerdicts() throws {
        let checklist = try compileText("""
        # Window review

        ## Controls
        - 🔴 The close button closes the window
        - 🟡 The minimize button sends it to the Dock
        - 🟢 The zoom button toggles full screen
        """)
        XCTAssertEqual(checklist.items.map(\.title), [
            "The close button closes the window", "The minimize button sends it to the Dock", "The zoom button toggles full screen",
        ])
        XCTAssertEqual(Set(checklist.items.map(\.kind)), [.check])
    }

    /// A heuristic evaluation form: "| Checklist | Yes | No | N/A |" tables under numbered
    /// headings give a check per row, the answer columns blank; "- **Reviewer:**", "- **Date:**"
    /// are the form's blanks, no checks.
    func testChecklistColumnTableAndFormBlanks() throws {
        let checklist = try compileText("""
        # Screen heuristics

        ### Reviewer details
        - **Reviewer:**
        - **Device:**
        - **Date:**

        ## 1. System status

        | Checklist | Yes | No | N/A |
        | :-- | :-- | :- | :- |
        | Does every screen show where people are? |  |  |  |
        | Does a long task show its progress? |  |  |  |
        """)
        XCTAssertEqual(checklist.items.map(\.title), ["Does every screen show where people are?", "Does a long task show its progress?"])
        XCTAssertEqual(reasonsByText(checklist)["Reviewer"], "a blank of a form to fill in (a label with no value)")
    }

    /// "- [ ] …" then "- - …": a task line whose box was typed as a second dash (an empty
    /// line over a list of one line) is a task line too, where every other line of its list is
    /// one; a nested list under a plain line stays that line's detail.
    func testTaskLinesWhoseBoxIsADash() throws {
        let checklist = try compileText("""
        # Heuristics

        ## Recall
        - [ ] Options stay visible while people choose
        - - Recent searches are offered again
        - - Instructions stay on screen while needed

        ## Notes
        - [ ] Help is searchable
        """)
        XCTAssertEqual(checklist.items.map(\.title), [
            "Options stay visible while people choose", "Recent searches are offered again",
            "Instructions stay on screen while needed", "Help is searchable",
        ])
    }

    /// "Severity guide:" over "**MUST FIX** — …", "**SHOULD FIX** — …", "**CONSIDER** — …",
    /// "**QUESTION** — …": a team's own scale, defined, even where half its words are no level.
    func testSeverityGuideOfATeamsOwnWords() throws {
        let checklist = try compileText("""
        # Pull request review

        ## Rules
        - NEVER approve a change that breaks VoiceOver labels

        ## Report format

        Severity guide:
        - **MUST FIX** — breaks a screen or loses data; blocks the merge.
        - **SHOULD FIX** — worth mending before the merge.
        - **CONSIDER** — could follow later.
        - **QUESTION** — needs the author to explain.
        """)
        XCTAssertEqual(checklist.items.map(\.title), ["NEVER approve a change that breaks VoiceOver labels"])
    }

    /// A QA page names where it is run ("## Browsers", "## Viewports") before its checks:
    /// those lines are the conditions of a test, not checks; a line there that instructs
    /// ("Test on one real phone") stays one. Its "## Findings" is the review's record.
    func testTestConditionSectionsAndFindingsAskNothing() throws {
        let checklist = try compileText("""
        # Release sweep

        ## Browsers
        - Safari (current), Firefox (current)

        ## Viewports
        - Phone: 390x844
        - Tablet: 820x1180
        - Test on one real phone before release

        ## Checks
        - Header: title and buttons stay on one line at every width.
        - Forms: every field keeps its label while typing.

        ## Findings
        - Nothing recorded so far. Add what you find here.
        """)
        XCTAssertEqual(checklist.items.map(\.title), [
            "Test on one real phone before release",
            "Header: title and buttons stay on one line at every width.",
            "Forms: every field keeps its label while typing.",
        ])
        XCTAssertEqual(reasonsByText(checklist)["Phone: 390x844"],
                       "names a condition to test under (a browser, device or screen size), not a check")
    }

    /// Numbered bold headings of one shape are read alike: "**2. Operable**" over lines that
    /// nearly all oblige groups them as checks, so "**1. Perceivable**", whose lines oblige
    /// only in four of seven, groups its lines too rather than folding them into one rule.
    func testNumberedSiblingsOverStatementListsReadAlike() throws {
        let checklist = try compileText("""
        # Web accessibility guide

        ## 1. Before you start

        ### Web
        - Use a screen reader such as VoiceOver.
        - Navigate with the keyboard only.

        ## 2. Tips
        - **Use real devices**: simulators miss gestures.

        ## Meeting the standard

        **1. Perceivable**
        - Pictures: every picture must carry a text alternative.
        - Captions: recorded video must have captions.
        - Structure: headings must mark the parts of a page.
        - Colour is never the only sign of a state.
        - Text grows to twice its size without loss.

        **2. Operable**
        - Keyboard: every action must work from the keyboard.
        - Traps: focus must never be caught in a widget.
        - Timing: a time limit must be adjustable.
        - Flashing: nothing may flash more than three times a second.
        """)
        // (The numbered headings above mark the document's requirements: plain lines are not
        // read everywhere.)
        let standard = checklist.items.filter { $0.sectionPath.first == "Meeting the standard" }
        XCTAssertEqual(standard.count, 9, standard.map(\.title).joined(separator: " | "))
        XCTAssertEqual(Set(standard.map(\.kind)), [.check])
        XCTAssertEqual(standard.first?.title, "Pictures: every picture must carry a text alternative.")
        XCTAssertEqual(standard.first?.sectionPath, ["Meeting the standard", "Perceivable"])
    }

    /// "## 1. How to run the test" over "### Web pages" and "### Phone apps", each a list of
    /// instructions, with nothing of its own: a part of the guide whose sub-sections state
    /// the checks, not one rule folding them away. "## 2. Labels" over prose stays a rule.
    func testNumberedHeadingOverSubsectionsOfInstructions() throws {
        let checklist = try compileText("""
        # Screen reader guide

        ## 1. How to run the test

        ### Web pages
        - Use VoiceOver with the keyboard alone.
        - Test every dialog for focus when it opens.
        - Ensure the reading order follows the layout.

        ### Phone apps
        - Enable VoiceOver or TalkBack.
        - Test each control by swiping to it.

        ## 2. Labels

        Every control names what it does, in words a person would say.
        """)
        XCTAssertEqual(checklist.items.map(\.title), [
            "Use VoiceOver with the keyboard alone.", "Test every dialog for focus when it opens.",
            "Ensure the reading order follows the layout.", "Enable VoiceOver or TalkBack.", "Test each control by swiping to it.",
            "Labels",
        ])
        XCTAssertEqual(checklist.items.map(\.kind), [.check, .check, .check, .check, .check, .rule])
        XCTAssertEqual(checklist.items.first?.sectionPath, ["How to run the test", "Web pages"])
    }

    /// A requirements document's frame: "Executive summary", "Assumptions", "Risks &
    /// issues", "Open questions", "Traceability" say why and for whom it is written and what
    /// it takes for granted; only its requirement section's lines are checks.
    func testRequirementDocumentFrameAsksNothing() throws {
        let checklist = try compileText("""
        # NFR-7 Readable text

        ## Executive summary

        Make every screen readable at any text size.

        ## Requirements
        - **Text size**: every label grows with the system text size
        - **Truncation**: no label is cut off at the largest size

        ## Assumptions
        - People set their text size in Settings

        ## Risks & issues
        - Risk: custom fonts may not scale

        ## Open questions
        - Should charts scale their axis labels?

        ## Traceability
        - **Design spec**: Type ramp v2
        """)
        XCTAssertEqual(checklist.items.map(\.title), [
            "Text size: every label grows with the system text size", "Truncation: no label is cut off at the largest size",
        ])
    }

    /// A table of bounds as all a section states: a column named for a minimum (or a WCAG
    /// level) over measures, the columns before it naming what each row is about. Each row
    /// is a check of that bound; a level grades it. After an item of its section the table
    /// is that item's detail, and a record of results (a Pass column) sets no bound.
    func testTablesOfBoundsSetOneCheckPerRow() throws {
        let checklist = try compileText("""
        # Layout sheet

        ## Controls

        ### Tap targets

        | Element | Minimum | Recommended |
        |---|---|---|
        | Toolbar button | 44×44 pt | 48×48 pt |
        | Stepper | 44 pt tall | - |

        ### Contrast

        | Text | AA (minimum) | AAA (enhanced) |
        |---|---|---|
        | Body copy | 4.5:1 | 7:1 |
        | Icons | 3:1 | N/A |

        ### Type sizes

        **Keep the platform's type sizes.** Smaller text is hard to read.

        | Platform | Default size | Minimum size |
        |---|---|---|
        | iOS | 17 pt | 11 pt |

        ### Measured

        | Pair | Minimum ratio | Pass |
        |---|---|---|
        | Grey on white | 3.9:1 | No |
        """)
        XCTAssertEqual(checklist.items.map(\.title), [
            "Toolbar button: minimum 44×44 pt", "Stepper: minimum 44 pt tall",
            "Body copy: 4.5:1", "Icons: 3:1",
            "Keep the platform's type sizes",
        ])
        XCTAssertEqual(checklist.items[0].guidance, "**Recommended:** 48×48 pt")
        XCTAssertEqual(checklist.items[1].guidance, "")
        XCTAssertEqual(checklist.items[2].severity, .medium)
        XCTAssertEqual(checklist.items[2].severityLabel, "AA")
        XCTAssertEqual(checklist.items[2].guidance, "**AAA (enhanced):** 7:1")
        XCTAssertEqual(reasonsByText(checklist)["Pair | Minimum ratio | Pass"], "table without a requirement column")
    }

    /// A tester's verbs open instructions as "Use" and "Test" do: "## 2. Screen reader pass"
    /// over "Navigate …", "Swipe …", "Inspect …", "Rotate …" is a group of four checks, not
    /// a rule folding them away.
    func testTesterVerbsOpenInstructions() throws {
        let checklist = try compileText("""
        # Release pass

        ## 1. Setup

        Charge the test phone and sign in with the review account.

        ## 2. Screen reader pass
        - Navigate every screen with VoiceOver gestures alone.
        - Swipe through each list to its last row.
        - Inspect each custom control with the Accessibility Inspector.
        - Rotate the device on every screen that scrolls.
        """)
        XCTAssertEqual(checklist.items.filter { $0.sectionPath == ["Screen reader pass"] }.map(\.title), [
            "Navigate every screen with VoiceOver gestures alone.", "Swipe through each list to its last row.",
            "Inspect each custom control with the Accessibility Inspector.", "Rotate the device on every screen that scrolls.",
        ])
    }

    /// "## Real-world example: a rejected build", "## 3. Worked example: a sign-in form": one
    /// sample of the rules at work, named after its colon; neither it nor its "What to do"
    /// sub-section is a rule.
    func testNamedExampleSectionsAskNothing() throws {
        let checklist = try compileText("""
        # Labels guide

        ## 1. Name every control

        Every control needs a label that says what it does.

        ## 2. Real-world example: a rejected build

        ### What to do

        ```swift
        // ❌ WRONG
        .accessibilityLabel("Button")
        // ✅ CORRECT
        .accessibilityLabel("Add to basket")
        ```

        ## 3. Worked example: a sign-in form

        The form's two fields were read as "text field" until each got a label.
        """)
        XCTAssertEqual(checklist.items.map(\.title), ["Name every control"])
    }

    /// "## CRITICAL: Colour" and "### ✅ REQUIRED — Motion": a severity word or an RFC 2119
    /// keyword in capitals opening a heading grades its lines, and leaves the section path.
    /// "**Recommended**: 48 pt" beside "**Minimum**: 44 pt" names a value, not a severity.
    func testSeverityLabelOpeningAHeadingGradesItsLines() throws {
        let checklist = try compileText("""
        # Screen rules

        ## CRITICAL: Colour
        - Take every colour from the asset catalogue.
        - Never write a hex value inside a view.

        ### ✅ REQUIRED — Motion
        - Honour Reduce Motion on every transition.
        - Keep each transition under half a second.

        ## Tap targets

        ### Size
        - **Minimum**: 44 pt on each side
        - **Recommended**: 48 pt on each side
        - **Ideal**: 56 pt for the main action

        ```swift
        // ✅ GOOD
        Button("Save") { save() }.frame(minWidth: 44, minHeight: 44)
        ```
        """)
        let colour = try item(checklist, "Take every colour from the asset catalogue.")
        XCTAssertEqual(colour.severity, .critical)
        XCTAssertEqual(colour.severityLabel, "CRITICAL")
        XCTAssertEqual(colour.sectionPath, ["Colour"])
        let motion = try item(checklist, "Honour Reduce Motion on every transition.")
        XCTAssertEqual(motion.severity, .high)
        XCTAssertEqual(motion.sectionPath, ["Colour", "Motion"])
        XCTAssertFalse(checklist.items.contains { $0.title.hasPrefix("48 pt") }, "\(checklist.items.map(\.title))")
        XCTAssertFalse(checklist.items.contains { $0.severityLabel == "Recommended" })
    }

    /// "## Global rules" and "### Best practices for tokens" name the document's own
    /// requirements: their numbered instructions are checks where the document marks its
    /// requirements elsewhere ("Rules:" over lists).
    func testGlobalRulesAndBestPracticesForNameRequirements() throws {
        let checklist = try compileText("""
        # Control standards

        ## Global rules
        1. Give every control a visible pressed state.
        2. Keep every control at least 44 points tall.

        ## Toggle
        Rules:
        1. Keep the label beside the switch.
        2. Announce the new state after each change.

        ## Tokens

        ### Best practices for tokens
        1. **Name by purpose**: call a token after its role, not its colour
        2. **Give fallbacks**: pair every token with a fallback value
        """)
        XCTAssertEqual(checklist.items.filter { $0.sectionPath == ["Global rules"] }.map(\.title), [
            "Give every control a visible pressed state.", "Keep every control at least 44 points tall.",
        ])
        XCTAssertEqual(checklist.items.filter { $0.sectionPath == ["Tokens", "Best practices for tokens"] }.count, 2)
    }

    /// "### Common issues to watch for" lists mistakes (anti-patterns), but "### Common issues
    /// & solutions" pairs each with its fix; "## Design rationale" and the lines under
    /// "**Why this order?**" give reasons, not checks.
    func testCommonIssuesRationaleAndWhyLabels() throws {
        let checklist = try compileText("""
        # Dark theme guide

        ## Surfaces
        - Lift raised surfaces with a lighter grey, not a shadow.
        - Keep body text off pure white.

        ### Common issues to watch for
        - Text that fades into a grey card
        - Focus rings lost on dark backgrounds

        **Why this order?**
        - Most users meet the surfaces first
        - Contrast faults are the costliest to fix late

        ## Design rationale
        - Dark greys show elevation better than black
        - Softer white tires the eye less
        """)
        let issue = try item(checklist, "Text that fades into a grey card")
        XCTAssertEqual(issue.kind, .antiPattern)
        XCTAssertEqual(reasonsByText(checklist)["Most users meet the surfaces first"], "a reason, not a requirement")
        XCTAssertFalse(checklist.items.contains { $0.sectionPath.first == "Design rationale" }, "\(checklist.items.map(\.title))")
        XCTAssertEqual(SectionRole.classify("Common issues & solutions"), .guidance)
    }

    /// "| Element | Normal | Large | AAA |": ratios stand before the level column, so no column
    /// is the row's one minimum; the table is not read as one of bounds, and the section's
    /// lines after it are its checks.
    func testTableWithRatiosBeforeItsLevelColumnIsNoTableOfBounds() throws {
        let checklist = try compileText("""
        # Contrast

        ## Ratios in dark mode

        | Element | Normal | Large | AAA |
        |---|---|---|---|
        | **Text** | 4.5:1 | 3:1 | 7:1 |
        | **Icons** | 3:1 | — | 3:1 |

        **Dark theme practices:**
        - Avoid pure black behind body text.
        - Check focus rings against both themes.
        """)
        XCTAssertEqual(checklist.items.map(\.title), ["Avoid pure black behind body text.", "Check focus rings against both themes."])
    }

    /// "## Severity mapping" over "1. 0 to 59: rebuild the screen", "2. 60 to 79: …": what
    /// each band of a score means, a legend, not checks.
    func testScoreBandsUnderASeverityTitleAreALegend() throws {
        let checklist = try compileText("""
        # Screen score

        ## 1) Type: 0 to 10

        Check:
        1. one type scale throughout;
        2. text grows with the reader's setting.

        ## Severity mapping

        1. 0 to 59: rebuild the screen.
        2. 60 to 79: fix the high issues first.
        3. 80-100: ship with polish notes.
        """)
        XCTAssertEqual(checklist.items.map(\.title), ["one type scale throughout", "text grows with the reader's setting."])
        XCTAssertTrue(CompilationRun.isScoreBand("0 to 59"))
        XCTAssertTrue(CompilationRun.isScoreBand("80-100"))
        XCTAssertFalse(CompilationRun.isScoreBand("Level 2"))
    }

    /// A test plan's frame ("Scope of testing" over the features it covers, "Deliverables")
    /// asks nothing; nor do a component's "Required properties:" (`` `size`: s, m, l ``).
    func testTestPlanFrameAndComponentPropertiesAskNothing() throws {
        let checklist = try compileText("""
        # Wallet app test plan

        ## Scope of testing
        - Sign-up and sign-in
        - Sending money
        - Card settings

        ## Exit criteria
        - No open critical defects
        - Every smoke test passes

        ## Deliverables
        - Test cases
        - Defect reports
        """)
        XCTAssertEqual(checklist.items.map(\.title), ["No open critical defects", "Every smoke test passes"])

        let component = try compileText("""
        # Chip

        Rules:
        1. Keep the chip at least 32 points tall.
        2. Show the selected state with more than colour.

        Required properties:
        1. `tone`: neutral, accent, warning, danger
        2. `isSelected` boolean
        """)
        XCTAssertEqual(component.items.map(\.title), ["Keep the chip at least 32 points tall.", "Show the selected state with more than colour."])
    }

    /// A rule's name joined by hyphens may hold an API's name (`` `sync-onlineManager-wired` ``):
    /// it is still the line's identifier. A code span over a bare list of values
    /// (`` `tone`: neutral, accent, warning ``) numbers nothing.
    func testHyphenatedRuleNamesAndValueListsAfterCode() throws {
        XCTAssertEqual(StatementText.leadingIdentifier("`sync-onlineManager-wired`: connect the reachability monitor.")?.0,
                       "sync-onlineManager-wired")
        XCTAssertNil(StatementText.leadingIdentifier("`readWrite`: opens the store for writing."))
        XCTAssertNil(StatementText.leadingIdentifier("`tone`: neutral, accent, warning, danger"))
        XCTAssertEqual(StatementText.leadingIdentifier("`label-empty`: Every control has a name, a role and a value.")?.0, "label-empty")
    }

    /// RFC 2119's keywords as its translations write them in capitals grade a line as MUST,
    /// SHOULD and MAY do: French "DOIT" / "NE DOIT PAS", German "MUSS" / "SOLLTE", Spanish
    /// "DEBE", Italian and Portuguese "DEVE".
    func testTranslatedRFC2119KeywordsGradeLines() throws {
        let checklist = try compileText("""
        # Liste de contrôle

        ## Couleur
        - Le texte **DOIT** avoir un contraste de 4,5:1 au moins.
        - La couleur **NE DOIT PAS** être le seul moyen de transmettre une information.
        - Les icônes **DEVRAIENT** avoir un contraste de 3:1.
        - Une animation **PEUT** être désactivée dans les réglages.
        """)
        XCTAssertEqual(checklist.items.map(\.severity), [.high, .high, .medium, .low])
        XCTAssertEqual(checklist.items[1].severityLabel, "DOIT")
        XCTAssertEqual(StatementText.keywordSeverity("Der Text MUSS skalierbar sein")?.0, .high)
        XCTAssertEqual(StatementText.keywordSeverity("El botón DEBE tener una etiqueta")?.0, .high)
        XCTAssertEqual(StatementText.keywordSeverity("Il pulsante DEVE avere un'etichetta")?.0, .high)
        XCTAssertEqual(StatementText.keywordSeverity("Die Animation SOLLTE kurz sein")?.0, .medium)
        // A MAY denied is a translation's MUST NOT ("NÃO PODE", "NO PUEDE", "NE PEUT").
        XCTAssertEqual(StatementText.keywordSeverity("Os alvos de toque NÃO PODEM sobrepor-se.")?.0, .high)
        XCTAssertEqual(StatementText.keywordSeverity("Os alvos de toque NÃO PODEM sobrepor-se.")?.1, "NÃO PODEM")
        XCTAssertEqual(StatementText.keywordSeverity("Una animación NO PUEDE durar más de 5 segundos")?.0, .high)
        XCTAssertEqual(StatementText.keywordSeverity("Os emojis PODEM ser usados no texto.")?.0, .low)
    }

    /// "- [ ] **Forms:** Label every field" beside more lines under the same few labels: the
    /// labels are topics grouping the lines, so a topic named once ("**Legal:** Publish …")
    /// is a tag too, and every line's check is the text after its label.
    func testSharedBoldLabelsAreTopicsOfTheirLines() throws {
        let checklist = try compileText("""
        # Release checklist

        - [ ] **Forms:** Label every field
        - [ ] **Forms:** Mark the fields a person must fill in
        - [ ] **Images:** Describe every picture that carries meaning
        - [ ] **Images:** Hide decorative pictures from screen readers
        - [ ] **Motion:** Stop looping animation after five seconds
        - [ ] **Motion:** Honour Reduce Motion
        - [ ] **Legal:** Publish an accessibility statement
        """)
        XCTAssertEqual(checklist.items.count, 7)
        let legal = try item(checklist, "Publish an accessibility statement")
        XCTAssertEqual(legal.tags, ["legal"])
    }

    /// "Label every field [→ details](#forms)": a short link to a heading of the same page,
    /// set apart at the end of a line, points to where the line is explained and leaves the
    /// title; "Group the choices in [a fieldset with a legend](#groups)" links its own words.
    func testTrailingPointerToAHeadingLeavesTheTitle() throws {
        XCTAssertEqual(StatementText.clean("Label every field [→ details](#forms)"), "Label every field")
        XCTAssertEqual(StatementText.clean("Let people report barriers. [Why](#report)"), "Let people report barriers.")
        XCTAssertEqual(StatementText.clean("Group the choices in [a fieldset with a legend](#groups)"),
                       "Group the choices in a fieldset with a legend")
        XCTAssertEqual(StatementText.clean("[→ details](#forms)"), "→ details")
    }

    /// "> [!IMPORTANT]" or "> [!WARNING]" over one instruction sets a requirement apart to
    /// stress it: a check in its section, a weak mark (the plain lines around it still count).
    /// A note, a tip or a quotation comments on the text around it, and `--explain` says so.
    func testGitHubAlertsThatInstructAreRequirements() throws {
        let checklist = try compileText("""
        # Buttons

        ## Labels

        - Give every button a visible title.
        - Keep titles under three words.

        > [!IMPORTANT]
        > Always give icon-only buttons an accessibility label.

        > [!NOTE]
        > The system reads the word "button" after the label.

        > [!CAUTION]
        > Never hide the focus ring on a custom button.

        > Good labels are verbs. — a designer we asked
        """)
        XCTAssertEqual(checklist.items.map(\.title), [
            "Give every button a visible title.", "Keep titles under three words.",
            "Always give icon-only buttons an accessibility label.", "Never hide the focus ring on a custom button.",
        ])
        let reasons = reasonsByLine(checklist)
        XCTAssertEqual(reasons[8], "requirement set apart in an IMPORTANT alert")
        XCTAssertEqual(reasons[11], "a note set apart (an alert): commentary, not a requirement")
        XCTAssertEqual(reasons[17], "a quotation set apart with \">\": not read as requirements")
    }

    /// "### Buttons" over bullets of instructions and a table of sample wordings that states
    /// no requirement, in a document that marks its requirements elsewhere (a numbered rule over its
    /// examples, "Best practices:" labels): the table illustrates the bullets, which are the
    /// section's checks.
    func testTopicHeadingOverInstructionsAndASampleTable() throws {
        let checklist = try compileText("""
        # Copy guide

        ## Principles

        ### 1. Be brief

        Cut every word that adds nothing.

        | Instead of | Write |
        |---|---|
        | Click here to continue | Continue |

        ## Elements

        ### Buttons

        **Main actions:**
        - Use a verb: Save, Send, Add
        - Be specific: "Save draft", not "OK"

        | Context | Button text |
        |---|---|
        | Saving | Save, Save draft |
        | Leaving | Leave, Stay |

        ### Fields

        Best practices:
        - Put the label above the field.
        - Show the format in the hint: "DD/MM/YYYY".
        """)
        XCTAssertEqual(checklist.items.filter { $0.sectionPath == ["Elements", "Buttons"] }.map(\.title), [
            "Use a verb: Save, Send, Add", "Be specific: \"Save draft\", not \"OK\"",
        ])
    }

    /// "**TV-02: Use the layout that suits the content.**" alone, over "- **Banner**: one large
    /// item …", "- **Rows**: …": the identifier and its instruction are the requirement, the
    /// list of options its guidance; its neighbours with explanations stay rules as before.
    func testBoldIdentifierInstructionOverItsOptions() throws {
        let checklist = try compileText("""
        # TV rules

        ## Rules

        **TV-01: Give every screen a default focus.** People should never hunt for the focus.

        **TV-02: Use the layout that suits the content.**
        - **Banner**: one large item with smaller ones beside it, for featured content.
        - **Rows**: several rows of items by category, for libraries.

        **TV-03: Keep the back button working everywhere.** It returns one level.
        """)
        XCTAssertEqual(checklist.items.map(\.number), ["TV-01", "TV-02", "TV-03"])
        let layout = try item(checklist, "Use the layout that suits the content")
        XCTAssertTrue(layout.guidance.contains("**Rows**: several rows"), layout.guidance)
    }

    /// "✅ = Approved in review" in the legend at the top: what the mark means, not a rule;
    /// the marked lines below it still are.
    func testVerdictMarkLegendLineIsNoItem() throws {
        let checklist = try compileText("""
        # Review notes

        ⛔️ = Rejected in review

        ✅ = Approved in review

        ## Images

        ✅ Load named images through generated resources.

        ```swift
        Image(.logo)
        ```
        """)
        XCTAssertFalse(checklist.items.contains { $0.title.hasPrefix("=") }, checklist.items.map(\.title).description)
        XCTAssertEqual(checklist.items.map(\.title), ["Load named images through generated resources."])
    }

    /// "## 2. Controls" over "### Forms" and "### Menus", each with a "**✅ DO: …**" over its
    /// code: the sub-sections are the rules, not one rule "Controls" holding all their
    /// examples. A numbered heading over sub-sections whose code is captioned "❌ **Incorrect
    /// — …:**" stays one rule with those examples.
    func testNumberedPartOverSubsectionsWithDoLines() throws {
        let checklist = try compileText("""
        # SwiftUI guide

        ## 1. Controls

        ### Forms

        **✅ DO: Use Form for settings screens**
        ```swift
        Form { Toggle("Sync", isOn: $sync) }
        ```

        ### Menus

        **✅ DO: Gather rare actions in a Menu**
        ```swift
        Menu("More") { Button("Rename") {} }
        ```

        **❌ DON'T: Fill the toolbar with every action**
        ```swift
        ToolbarItem { Button("Rename") {} }
        ```

        ## 2. Accessibility

        ### Labels

        ❌ **Incorrect — icon button without a label:**

        ```swift
        Button(action: share) { Image(systemName: "square.and.arrow.up") }
        ```

        ### Order

        ✅ **Correct — group the price with its label:**

        ```swift
        HStack { Text("Total"); Text(price) }.accessibilityElement(children: .combine)
        ```
        """)
        XCTAssertEqual(checklist.items.map(\.title), ["Forms", "Menus", "Accessibility"])
        XCTAssertEqual(try item(checklist, "Menus").examples.map(\.verdict), [.correct, .incorrect])
        XCTAssertEqual(try item(checklist, "Accessibility").examples.count, 2)
    }

    /// In a document that marks its requirements, "**Expected behavior:**" and "**VoiceOver
    /// checks:**" over plain lines name what a tester confirms: each line is a check.
    func testExpectedBehaviorAndChecksLabelsNameRequirements() throws {
        let checklist = try compileText("""
        # Screen reader scripts

        ## Script 1: Sign in

        **Expected behavior:**
        - The email field is read with its label
        - An error is announced when the password is wrong

        **VoiceOver checks:**
        - The sign-in button says what it does

        ## Script 2: Settings

        **Critical checks:**
        - ✅ Every switch announces its state
        """)
        XCTAssertEqual(checklist.items.map(\.title), [
            "The email field is read with its label", "An error is announced when the password is wrong",
            "The sign-in button says what it does", "Every switch announces its state",
        ])
    }

    /// "### Facts to remember about this project" tells what the project is; "### Forbidden
    /// commands" and "## Common contrast failures" list what to avoid.
    func testFactsForbiddenAndCommonFailuresSections() throws {
        let checklist = try compileText("""
        # Agent rules

        ## Rules

        - **Keep changes small** - Touch only the files the task needs.

        ### Forbidden commands – never use these!
        - `rm -rf` on the project folder
        - Force-pushing to the main branch

        ### Facts to remember about this project
        - Project name: **Lighthouse**

        ## Common contrast failures

        ### Grey text on white

        Light grey body text falls below 4.5:1. Darken it to the secondary label colour.
        """)
        XCTAssertEqual(checklist.items.map(\.title), [
            "Keep changes small", "rm -rf on the project folder", "Force-pushing to the main branch", "Grey text on white",
        ])
        XCTAssertEqual(checklist.items.map(\.kind), [.check, .antiPattern, .antiPattern, .antiPattern])
    }

    /// A fence labelled "checklist" of "□ …" lines under "## Final check": the section's
    /// checklist, a check per line, whatever the heading says.
    func testChecklistFenceOfBallotBoxLines() throws {
        let checklist = try compileText("""
        # UI guide

        ## Touch

        - Make every target at least 44 by 44 points.

        ## Final check

        Before you call a screen done, confirm:

        ```checklist
        □ Every target is at least 44 points
        □ Loading states show for every request
        □ Text stays readable at the largest size
        ```
        """)
        XCTAssertEqual(checklist.items.filter { $0.sectionPath == ["Final check"] }.map(\.title), [
            "Every target is at least 44 points", "Loading states show for every request", "Text stays readable at the largest size",
        ])
        XCTAssertTrue(checklist.items.filter { $0.sectionPath == ["Final check"] }.allSatisfy { $0.kind == .check })
    }

    /// A component page's "## Intent" says what the component is for, as "## Purpose" does;
    /// its "## Pitfalls" and "## Accessibility" lines stay items.
    func testIntentSectionIsNoItem() throws {
        let checklist = try compileText("""
        # Toggles

        ## Intent
        Let people switch one setting on or off at once.

        ## Pitfalls
        - Avoid toggles that need a Save button to apply.

        ## Accessibility
        - Announce the state with the label.
        """)
        XCTAssertEqual(checklist.items.map(\.title), ["Avoid toggles that need a Save button to apply", "Announce the state with the label."])
    }

    /// "Use this checklist as the minimum bar." ⏎ "Prefer …" under the title: lines on how to
    /// take the document, not a list of requirements written without markers.
    func testShortLinesNamingTheDocumentAreItsIntroduction() throws {
        let checklist = try compileText("""
        # Accessibility baseline

        Use this checklist as the minimum bar for every release.
        Prefer the platform's own controls where one exists.

        ## Text
        - Text scales with Dynamic Type.
        - Body text has a contrast of 4.5:1 at least.
        """)
        XCTAssertEqual(checklist.items.map(\.title), ["Text scales with Dynamic Type.", "Body text has a contrast of 4.5:1 at least."])
    }

    /// A list lettered in the text ("a) …" ⏎ "b) …", "(a) …"), which CommonMark leaves a
    /// paragraph, is read as a list: each entry an item (its wrapped lines with it), the line
    /// before it its lead; "A. Smith" ⏎ "B. Jones" are names, no list.
    func testListsLetteredInTheTextAreLists() throws {
        let checklist = try compileText("""
        # Form rules

        ## Fields

        Every form must:
        a) label each field with visible text;
        b) show an error next to the field
           it concerns;
        c) keep what the person typed after an error.

        ## Buttons

        (a) Each button names its action.
        (b) A destructive button is red and asks before it acts.
        """)
        XCTAssertEqual(checklist.items.map(\.title), ["label each field with visible text", "show an error next to the field it concerns",
                                                      "keep what the person typed after an error.", "Each button names its action.",
                                                      "A destructive button is red and asks before it acts."])
        XCTAssertEqual(checklist.items.map(\.line), [6, 7, 9, 13, 14])
        XCTAssertEqual(checklist.items.map(\.number), [nil, nil, nil, nil, nil], "letters number no items")
        XCTAssertNil(MarkerlessList.letterMarker("A. Smith wrote the draft."))
        XCTAssertEqual(MarkerlessList.letterMarker("a. label it")?.letter, "a")
        XCTAssertNil(MarkerlessList.lettered(MarkdownBlock(kind: .paragraph, text: "b) starts late\nc) and goes on", startLine: 1, endLine: 2)))
    }

    /// Prose whose paragraphs set the scene and then instruct ("Sheets slide up over the
    /// screen. Every sheet must …"): the instructing sentence is the item, the paragraph its
    /// guidance; a paragraph that only describes, or whose later duty goes on from what came
    /// before ("This means you should …"), asks nothing.
    func testAnInstructionAfterASentenceThatSetsTheSceneIsTheItem() throws {
        let checklist = try compileText("""
        # Sheet guidance

        ## Sheets

        Sheets slide up over the current screen. Every sheet must have a visible way to close it.

        ## Alerts

        Alerts stop whatever the person is doing. Show one only for a problem that needs an answer now.

        ## Toasts

        Toasts stay for a few seconds at the bottom of the screen. This means you should keep them short.

        ## Menus

        Menus open from the button that shows them.
        """)
        XCTAssertEqual(checklist.items.map(\.title), ["Every sheet must have a visible way to close it.",
                                                      "Show one only for a problem that needs an answer now."])
        XCTAssertEqual(checklist.items.first?.guidance, "Sheets slide up over the current screen.")
        XCTAssertNil(CompilationRun.laterInstruction("Why do sheets matter? Every sheet must close."))
        XCTAssertNil(CompilationRun.laterInstruction("Sheets slide up. They appear often. They are tall. They are wide. Use them."))
    }

    /// "**Expected result:** …" under a test script: the check its steps lead to.
    func testExpectedResultLabelIsACheck() throws {
        let checklist = try compileText("""
        # VoiceOver scripts

        ## Script 1: Tab bar

        **Steps:** Swipe right through the tabs, then double-tap the second one.

        **Expected result:** Each tab is read with its name and position.

        ## Script 2: Sign-in form

        **Steps:** Move to the email field and type an address without an @.

        **Expected result:** The error is read as soon as the field loses focus.
        """)
        XCTAssertEqual(checklist.items.map(\.title), [
            "Each tab is read with its name and position.", "The error is read as soon as the field loses focus.",
        ])
        XCTAssertTrue(checklist.items.allSatisfy { $0.kind == .check })
    }

    /// A review template's "- P0:", "- Files reviewed:" and "- <rule-id> — <why>" are blanks
    /// to fill in, not checks; the template's real lines stay, an element in angle brackets
    /// among words too.
    func testTemplateBlanksAreNoItems() throws {
        let checklist = try compileText("""
        # Screen review report

        ## Findings
        - <screen> — <problem> — <fix>

        ## Top issues
        - P0:
        - P1:

        ## Always check
        - Every control has a label.
        - The page title is present in <head>
        - Files reviewed:
        """)
        XCTAssertEqual(checklist.items.map(\.title), ["Every control has a label.", "The page title is present in <head>"])
    }

    /// "🔴 Critical", "🟡 Important (Week 1)", "🟢 Enhancement (Month 1)": sibling tiers of a
    /// priority scale grade their lines, the tiers a severity word alone would not name
    /// ("Important", "Should fix in week 1") too.
    func testSiblingPriorityTiersGradeTheirLines() throws {
        let checklist = try compileText("""
        # Launch review

        ## Priorities

        ### 🔴 Critical (Before launch)
        1. **Labels**: every button has a VoiceOver label
        2. **Scaling**: text grows with Dynamic Type

        ### 🟡 Important (Week 1)
        1. **Motion**: animations honour Reduce Motion
        2. **Contrast**: body text reaches 4.5:1

        ### 🟢 Enhancement (Month 1)
        1. **Haptics**: key actions answer with a haptic

        ## Fix order

        ### Must fix before launch
        - Focus order follows the reading order

        ### Should fix in week 1
        - Empty states say what to do next
        """)
        XCTAssertEqual(checklist.items.map(\.title), [
            "Labels: every button has a VoiceOver label", "Scaling: text grows with Dynamic Type",
            "Motion: animations honour Reduce Motion", "Contrast: body text reaches 4.5:1",
            "Haptics: key actions answer with a haptic",
            "Focus order follows the reading order", "Empty states say what to do next",
        ])
        XCTAssertEqual(checklist.items.map(\.severity), [.critical, .critical, .high, .high, .low, .high, .medium])
        XCTAssertTrue(checklist.items.allSatisfy { $0.kind == .check })
        XCTAssertEqual(checklist.items[2].severityLabel, "Important (Week 1)")
    }

    /// Tiers that list kinds of finding ("Security vulnerabilities", "Coupling issues") say
    /// what each grade of a review covers: no checks. Nor do "Required" and "Optional" alone,
    /// which list a component's parts as often as requirements.
    func testTiersListingKindsOfFindingOrPartsAreNoChecks() throws {
        let checklist = try compileText("""
        # Screen review

        ## Checks
        - [ ] Every control has a label

        ## Findings

        ### Critical (Must fix)
        - Security vulnerabilities
        - Data loss risks

        ### Suggestions (Consider)
        - Refactoring opportunities
        - Naming improvements

        ## Card

        ### Required
        - Title text

        ### Optional
        - Subtitle text
        """)
        XCTAssertFalse(checklist.items.contains { ["Security vulnerabilities", "Refactoring opportunities", "Title text", "Subtitle text"].contains($0.title) })
        XCTAssertTrue(checklist.items.contains { $0.title == "Every control has a label" })
    }

    /// "iOS 26 changes" and "What's new in iOS 18" tell what a platform release changed:
    /// facts, no checks, their sub-sections neither; "Breaking changes" names no platform.
    func testPlatformReleaseChangesAreNoItems() throws {
        let checklist = try compileText("""
        # Layout rules

        ## Rules
        - Layouts adapt to the window size, not the device
        - Never read the screen bounds to size a view

        ## iOS 26 changes
        - **Free-form window resizing** — windows resize anywhere
        - **Menu bar on iPad** — built from commands

        ## What's new in iOS 18

        ### Floating tab bars
        Tab bars float over the content.

        ```swift
        TabView { }
        ```

        ## Breaking changes
        - Never remove a public screen without a redirect
        """)
        XCTAssertEqual(checklist.items.map(\.title), [
            "Layouts adapt to the window size, not the device", "Never read the screen bounds to size a view",
            "Never remove a public screen without a redirect",
        ])
    }

    /// A tree drawn with three-character branches nests what stands under its last branch as
    /// deep as what stands under the others: the indent there is spaces, as wide as "│  ".
    func testTreeLinesUnderALastBranchNestByTheirColumn() {
        let tree = """
            ```
            Screen fails review?
            ├─ Label missing?
            │  └─ Add an accessibility label
            └─ Text clipped?
               └─ Let the text wrap
            ```
            """
        XCTAssertEqual(TreeListRepair().repair(tree).text, """

            Screen fails review?
            - Label missing?
              - Add an accessibility label
            - Text clipped?
              - Let the text wrap

            """)
    }

    /// Spec checklists number each line "CHK001 …" and close it with what it looks for and
    /// where the spec says it ("[Gap, Spec §FR-002]"): a number and tags, not words of the
    /// title. One such line alone keeps them, and "AES-256" opening one line numbers nothing.
    func testBracketedTagsClosingTheLinesOfAListAreTags() throws {
        let checklist = try compileText("""
        # Theme requirements checklist

        ## Completeness
        - [ ] CHK001 Are the colours of both modes specified for every card? [Completeness, Gap]
        - [ ] CHK002 Is the empty state's text colour specified? [Gap, Spec §FR-002]

        ## Other
        - [ ] The banner reads "Offline" [Beta]
        - [ ] The banner hides when back online
        - [ ] AES-256 encryption protects saved notes
        """)
        XCTAssertEqual(checklist.items.map(\.title), [
            "Are the colours of both modes specified for every card?", "Is the empty state's text colour specified?",
            "The banner reads \"Offline\" [Beta]", "The banner hides when back online", "AES-256 encryption protects saved notes",
        ])
        XCTAssertEqual(checklist.items.map(\.number), ["CHK001", "CHK002", nil, nil, nil])
        XCTAssertEqual(checklist.items[0].tags, ["completeness", "gap"])
        XCTAssertEqual(checklist.items[1].tags, ["gap", "spec-fr-002"])
        XCTAssertEqual(checklist.items[2].tags, [])
    }

    /// "## P0 — Ships blocked", "## P1 — Fix this week": sibling headings numbered by
    /// priorities grade their lines (the priority is the label, not the number), and what a
    /// reviewer is told to leave alone ("What not to review") asks nothing.
    func testPriorityNumberedHeadingsGradeTheirLines() throws {
        let checklist = try compileText("""
        # Screen review

        ## P0 — Ships blocked
        - Dead ends: a screen with no way back
        - Text hidden behind the keyboard

        ## P1 — Fix this week
        - Buttons without a visible label

        ## P3 — Polish
        - Spacing off the grid by a point

        ## What not to review
        - Business rules: the product owner signed them off.
        - Naming taste, unless it hides a bug.
        """)
        XCTAssertEqual(checklist.items.map(\.title), [
            "Dead ends: a screen with no way back", "Text hidden behind the keyboard",
            "Buttons without a visible label", "Spacing off the grid by a point",
        ])
        XCTAssertEqual(checklist.items.map(\.severity), [.critical, .critical, .high, .low])
        XCTAssertEqual(checklist.items.map(\.severityLabel), ["P0", "P0", "P1", "P3"])
        XCTAssertTrue(checklist.items.allSatisfy { $0.number == nil && $0.kind == .check })
    }

    /// Bold labels over task lines that are tiers of one scale ("**Required**" beside
    /// "**Nice to have**") grade their lines as sibling headings do; a label offering options
    /// "(choose one)" lists options, not requirements.
    func testBoldTierLabelsGradeTheirTaskLines() throws {
        let checklist = try compileText("""
        # Form checks

        **Required**
        - [ ] Every field has a visible label
        - [ ] An error names its field

        **Nice to have**
        - [ ] Hints sit under fields that need them
        """)
        XCTAssertEqual(checklist.items.map(\.title), [
            "Every field has a visible label", "An error names its field", "Hints sit under fields that need them",
        ])
        XCTAssertEqual(checklist.items.map(\.severity), [.high, .high, .low])
        XCTAssertEqual(checklist.items[2].severityLabel, "Nice to have")

        let rows = try compileText("""
        # Rows

        ## Row layout

        Each row is built from:

        **Trailing accessory** (choose one):
        - Chevron: opens the detail screen
        - Switch: turns the setting on or off

        ## Sizes
        - Rows are at least 44 points tall
        - Leave 8 points between tappable rows
        """)
        XCTAssertEqual(rows.items.map(\.title), ["Rows are at least 44 points tall", "Leave 8 points between tappable rows"])
    }

    /// "## Overview" over "### Best practices": a part named for the rules holds them, under
    /// an introduction too; "… are useful for:" over a list names the cases a pattern suits.
    func testRulesUnderAnOverviewAreRead() throws {
        let checklist = try compileText("""
        # Spinners

        ## Overview

        A spinner stands in for content that is still loading.

        ### Best practices

        - Place the spinner where the content will appear.
        - Do not show more than one spinner per region.

        ## Full-screen loading

        Full-screen loading pages are useful for:

        - long jobs that end on a new page
        - blocking edits while data is saved

        ## Titles

        - Keep the page's title visible while it loads.
        """)
        XCTAssertEqual(checklist.items.map(\.title), [
            "Place the spinner where the content will appear.", "Do not show more than one spinner per region.",
            "Keep the page's title visible while it loads.",
        ])
    }

    /// A quotation's own sentences are part of the sentence that quotes them: the question in
    /// `a message like "Leave this page? Your changes are lost."` asks the reader nothing.
    func testAQuotedQuestionIsNoQuestionToTheReader() throws {
        let checklist = try compileText("""
        # Leaving a form

        ## Unsaved changes

        Browsers only show a fixed warning, a message like "Leave this page? Your changes are lost." Does your form keep what you typed when you come back?

        Keep unsaved input when the person returns to the form.
        """)
        XCTAssertEqual(checklist.items.map(\.title), [
            "Does your form keep what you typed when you come back?", "Keep unsaved input when the person returns to the form.",
        ])
        XCTAssertEqual(CompilationRun.sentences("Say \"Stop? Now.\" Then go. An “Open? Yes” tag"),
                       ["Say \"Stop? Now.\"", "Then go.", "An “Open? Yes” tag"])
        XCTAssertEqual(CompilationRun.sentences("A stray \" mark. Then more"), ["A stray \" mark.", "Then more"])
    }

    /// A warning set apart as an admonition (":::caution" … ":::") or as a quote that opens
    /// with its kind in bold ("> **Warning**") is read as a GitHub alert of that kind is: an
    /// instruction in it is a requirement; a tip or a note is commentary.
    func testWarningsSetApartInAnyNotationAreRequirements() throws {
        let checklist = try compileText("""
        # Motion

        ## Animations

        - Respect Reduce Motion for every transition.

        :::tip
        A cross-fade can stand in for a slide.
        :::

        ## Parallax

        :::caution
        Avoid parallax on scrolling content.
        :::

        ## Video

        > **Warning**
        > Never start a video with its sound on.

        > **Note**
        > The setting is under Accessibility, Motion.
        """)
        XCTAssertEqual(checklist.items.map(\.title), ["Respect Reduce Motion for every transition.", "Avoid parallax on scrolling content.",
                                                      "Never start a video with its sound on."])
        XCTAssertEqual(CompilationRun.githubAlert("**Danger**\nDo not ship it.")?.kind, "CAUTION")
        XCTAssertNil(CompilationRun.githubAlert("**Keep it short**\nTwo words."))
    }

    /// A heading that names a part of a page ("## The Problem", "## Examples") over code
    /// marked right or wrong shows what the page's rules mean: it is no rule, and does not
    /// make the page one whose rules are its headings (its plain lines still count).
    func testAHeadingNamingAPartOfThePageIsNoRule() throws {
        let checklist = try compileText("""
        # Tabs

        ## The Problem

        **❌ Bad:**
        ```
        Button: Home
        Button: Search
        ```

        ## What to do

        - Give each content switcher the tab role.
        - Announce which tab is selected.
        """)
        XCTAssertEqual(checklist.items.map(\.title), ["Give each content switcher the tab role.", "Announce which tab is selected."])
        for title in ["The Problem", "Solution", "Examples", "Before and after"] { XCTAssertTrue(CompilationRun.namesPagePart(title), title) }
        for title in ["Problem reports name the screen", "Tab role"] { XCTAssertFalse(CompilationRun.namesPagePart(title), title) }
    }

    /// "**WCAG SC:**" over lines that only cite criteria ("1.1.1 Non-text Content (Level A)")
    /// names the criteria the section's requirements meet: they are no checks; a numbered
    /// heading over them and its prose is the rule, and takes them as its criteria.
    func testCriteriaCitedUnderALabelGoToTheSectionsRequirement() throws {
        let checklist = try compileText("""
        # Common issues

        ## Issues

        ### 1. Missing alternative text

        **WCAG SC:**
        - 1.1.1 Non-text Content (Level A)
        - 4.1.2 Name, Role, Value (Level A)

        **Detection:** an image with no label, or a button that holds only an icon.

        ### 2. Small targets

        **WCAG SC:**
        - 2.5.8 Target Size (Minimum) (Level AA)

        **Detection:** a control under 24 by 24 points.

        ## Checks

        - [ ] Every image has a label or is hidden.
        - [ ] Every target is at least 44 by 44 points.
        """)
        XCTAssertFalse(checklist.items.contains { $0.title == "Non-text Content" }, "\(checklist.items.map(\.title))")
        let issue = try item(checklist, "Missing alternative text")
        XCTAssertEqual(issue.criteria?.map(\.num), ["1.1.1", "4.1.2"])
        XCTAssertEqual(try item(checklist, "Small targets").criteria?.map(\.num), ["2.5.8"])
        XCTAssertEqual(CompilationRun.criterionCitation("1.4.3 Contrast (Minimum) - Text"), "1.4.3")
        XCTAssertEqual(CompilationRun.criterionCitation("**4.1.2 Name, Role, Value** (A)"), "4.1.2")
        XCTAssertNil(CompilationRun.criterionCitation("1.1.1 — Images have text alternatives"))
        XCTAssertTrue(CompilationRun.namesCriteriaLabel("WCAG SC:"))
        XCTAssertFalse(CompilationRun.namesCriteriaLabel("Check these WCAG rules now:"))
    }

    /// Docusaurus and VitePress admonitions, fenced with colons (`:::tip`, `:::danger[Don't]`,
    /// an outer one with more colons), are read as the indented ones are: the same items, every
    /// line kept, a sample in code left alone.
    func testColonFencedAdmonitionsReadAsIndentedOnes() throws {
        let indented = try compileText("""
        # Sheets

        ## Dismissal

        * Let people close every sheet with a visible button.

        !!! do "Do"
            - Keep Cancel in the top corner.

        !!! note "Why"
            People who use Switch Control need a target.

            !!! tip
                Try it with Switch Control on.
        """)
        let fenced = try compileText("""
        # Sheets

        ## Dismissal

        * Let people close every sheet with a visible button.

        :::do[Do]
        - Keep Cancel in the top corner.
        :::

        ::::note Why
        People who use Switch Control need a target.

        :::tip
        Try it with Switch Control on.
        :::
        ::::
        """)
        XCTAssertEqual(fenced.items.map(\.title), indented.items.map(\.title))
        XCTAssertEqual(fenced.items.map(\.kind), indented.items.map(\.kind))
        XCTAssertFalse(fenced.items.isEmpty)
        XCTAssertEqual(fenced.repairs.map(\.kind), [.admonitions])

        let text = """
        :::warning
        Body line.
        ```
        :::note
        stays
        :::
        ```
        :::
        After.
        ::: {.note}
        stays too
        :::
        """
        let repaired = AdmonitionRepair().repair(text)
        XCTAssertEqual(repaired.text, """
        > **Warning**
        > Body line.
        > ```
        > :::note
        > stays
        > :::
        > ```

        After.
        ::: {.note}
        stays too
        :::
        """)
        XCTAssertEqual(repaired.repairs.map(\.count), [1])
        XCTAssertEqual(AdmonitionRepair.colonFence(ofOpening: ":::tip[Keep it short]")?.title, "Keep it short")
        XCTAssertEqual(AdmonitionRepair.colonFence(ofOpening: "::: good_practice")?.title, "Good practice")
        XCTAssertNil(AdmonitionRepair.colonFence(ofOpening: ":::"))
    }

    /// "🟢 **Level 1**" over a checklist's title: a mark beside a level or a grade alone is a
    /// badge, not a Do.
    func testAMarkedLevelBadgeIsNoItem() throws {
        let checklist = try compileText("""
        🟢 **Level 1**

        # Storage checklist

        - [ ] **S1.2** – Verify that tokens are kept in the Keychain.
        - [ ] **S1.3** – Verify that nothing secret is written to logs.
        """)
        XCTAssertEqual(checklist.items.map(\.title), [
            "Verify that tokens are kept in the Keychain.", "Verify that nothing secret is written to logs.",
        ])
        XCTAssertEqual(checklist.items.map(\.number), ["S1.2", "S1.3"])
        XCTAssertTrue(CompilationRun.namesGradeAlone("Level AA"))
        XCTAssertFalse(CompilationRun.namesGradeAlone("Level the toolbar"))
    }

    /// "### Design principles" over task lines: the boxes mark checks, whatever the heading
    /// names, and a plain line among them ("**Score**: _/5") is no check.
    func testTaskLinesUnderAPrinciplesHeadingAreChecks() throws {
        let checklist = try compileText("""
        # Design system review

        ## Before the review
        - [ ] Read the release notes

        ## Design principles
        - [ ] **Principles written down**: the team can name what it values
        - [ ] Every component follows the spacing scale
        - **Score**: _/5

        ### Calm motion principle
        - [ ] Transitions last under half a second
        """)
        XCTAssertEqual(checklist.items.map(\.title), [
            "Read the release notes", "Principles written down", "Every component follows the spacing scale",
            "Transitions last under half a second",
        ])
        XCTAssertEqual(Set(checklist.items.map(\.kind)), [.check])
        let reasons = reasonsByText(checklist)
        XCTAssertEqual(reasons["Score: /5"], "plain line among task lines (no box)")
        XCTAssertEqual(reasons["Design principles"], "heading over task lines (boxed lines are checks, whatever the heading names)")
    }

    /// "**Principle**: …" and "**Best practice**: …" paragraphs: the label is no part of the
    /// title; where the document marks nothing they are checks as its other instructions are,
    /// and they do not make it a document that marks its requirements. "**Avoid for**:" names
    /// the cases a pattern does not suit.
    func testPrincipleAndBestPracticeLabelsLeaveTheTitle() throws {
        let plain = try compileText("""
        # Form fields

        ## Field width

        Make each field as wide as the answer it expects.

        **Principle**: A field's width hints at the length of its answer.

        ## Optional fields

        **Best practice**: Mark the optional fields, not the required ones.

        ## Two columns

        **Best for**: Pairs of fields that belong together

        **Avoid for**: Fields that have nothing in common
        """)
        XCTAssertEqual(plain.items.map(\.title), [
            "Make each field as wide as the answer it expects.", "A field's width hints at the length of its answer.",
            "Mark the optional fields, not the required ones.",
        ])
        XCTAssertEqual(Set(plain.items.map(\.kind)), [.check])
        XCTAssertEqual(reasonsByText(plain)["Avoid for: Fields that have nothing in common"],
                       "says which cases it suits or does not, as \"When to use\" does")

        let marked = try compileText("""
        # Buttons

        ## Size
        - [ ] Every button is at least 44 points tall

        ## Colour

        **Principle**: Colour supports the label, never replaces it.

        **Best practice**: Use one filled button per screen.
        """)
        XCTAssertEqual(marked.items.map(\.title), [
            "Every button is at least 44 points tall", "Colour supports the label, never replaces it.", "Use one filled button per screen.",
        ])
        XCTAssertEqual(marked.items.map(\.kind), [.check, .principle, .rule])
        XCTAssertTrue(CompilationRun.namesSuitedCases(["not", "recommended", "for"]))
        XCTAssertFalse(CompilationRun.namesSuitedCases(["checks", "for"]))
    }

    /// "## Rule: Use semantic colours": a word that names one item, then a colon and no
    /// number, makes the heading that item, titled without the word; a section of removed
    /// requirements asks nothing.
    func testRuleLabelledHeadingsAreRulesWithoutTheLabel() throws {
        let checklist = try compileText("""
        # Colour

        ## Rule: Use semantic colours

        Semantic colours follow the appearance the person chose.

        ## Mistake: Hex values in views

        A hex value stays the same in Dark Mode.

        ## Removed requirements

        ### Requirement: Every screen uses the brand font

        The system font scales better.
        """)
        XCTAssertEqual(checklist.items.map(\.title), ["Use semantic colours", "Hex values in views"])
        XCTAssertEqual(checklist.items.map(\.kind), [.rule, .antiPattern])
        XCTAssertEqual(reasonsByText(checklist)["Use semantic colours"], "heading labelled as one item (\"Rule:\", \"Mistake:\")")
        XCTAssertNil(HeadingText.parse("Rule: ").number)
        XCTAssertFalse(HeadingText.parse("Pattern: Split view").isRule)
        XCTAssertTrue(HeadingText.parse("Requirement: Toggles announce their state").isRule)
    }

    /// A checker's table graded "ERROR" and "ADVISORY" (high and low); its options, each named
    /// in code with its default, are settings, not checks.
    func testAdvisoryIsLowAndOptionsWithDefaultsAreSettings() throws {
        let checklist = try compileText("""
        # Screen linter

        ## Checks

        | Severity | Rule | Finds |
        |---|---|---|
        | ERROR | `fixed-font-size` | a font size written as a number |
        | ERROR | `missing-label` | an image button without a label |
        | ADVISORY | `hex-colour` | a colour written as hex |

        ## Setup

        - `roots` — folders to scan (default `Sources`)
        - `report_dir` — where reports go (default `.build/lint`)
        """)
        XCTAssertEqual(checklist.items.map(\.title), ["fixed-font-size", "missing-label", "hex-colour"])
        XCTAssertEqual(checklist.items.map(\.severity), [.high, .high, .low])
        XCTAssertEqual(reasonsByText(checklist)["roots — folders to scan (default Sources)"], "setting: names a value in code, states no requirement")
        XCTAssertEqual(Severity.parse("Advisory"), .low)
    }

    /// "## Required", "## Recommended", "## Optional" over task lines: a scale of three,
    /// high to low. "Required" and "Optional" alone may list a component's parts.
    func testRequiredRecommendedOptionalHeadingsGradeTheirLines() throws {
        let checklist = try compileText("""
        # Release checklist

        ## Required
        - [ ] Every screen supports Dynamic Type

        ## Recommended
        - [ ] Haptics confirm important actions

        ## Optional
        - [ ] The app icon has a tinted variant
        """)
        XCTAssertEqual(checklist.items.map(\.severity), [.high, .medium, .low])
        XCTAssertEqual(checklist.items.map(\.severityLabel), ["Required", "Recommended", "Optional"])

        let parts = try compileText("""
        # Card

        ## Required
        - [ ] The card has a title

        ## Optional
        - [ ] The card has an icon
        """)
        XCTAssertEqual(parts.items.map(\.severity), [nil, nil])
    }

    /// "<details><summary>Images</summary>" over task lines: the folded part's name groups
    /// them, as a bold line would.
    func testASummaryGroupsTheTaskLinesItFolds() throws {
        let checklist = try compileText("""
        # Review

        ## Screens

        <details>
        <summary><strong>Images</strong></summary>

        - [ ] Every informative image has a label

        </details>

        <details><summary>Critical</summary>

        - [ ] Nothing is cut off at the largest text size

        </details>
        """)
        XCTAssertEqual(checklist.items.map(\.sectionPath), [["Screens", "Images"], ["Screens", "Critical"]])
        XCTAssertEqual(checklist.items.map(\.severity), [nil, .critical])
        XCTAssertEqual(reasonsByText(checklist)["Images"], "names the folded part (<summary>) that holds the task lines below")
    }

    /// Gherkin scenarios in a fence under "Acceptance criteria": each a check titled by its
    /// name, its steps the guidance (unindented); the same fence under "Examples" is code.
    func testGherkinScenariosUnderAcceptanceCriteriaAreChecks() throws {
        let checklist = try compileText("""
        # Settings

        ## Acceptance criteria

        ```gherkin
        # VoiceOver on the settings screen
        Feature: Settings with VoiceOver
          @smoke
          Scenario: Toggle state is read
            Given VoiceOver is on
            When focus moves to the Wi-Fi toggle
            Then VoiceOver reads the label and the state

          Scenario: Headers are headings
            Given VoiceOver is on
            When the rotor is set to headings
            Then focus moves from header to header
        ```

        ## Examples

        ```gherkin
        Scenario: A sample of the syntax
          Given a sample
        ```
        """)
        XCTAssertEqual(checklist.items.map(\.title), ["Toggle state is read", "Headers are headings"])
        XCTAssertEqual(checklist.items.map(\.kind), [.check, .check])
        XCTAssertEqual(checklist.items[0].sectionPath, ["Acceptance criteria", "Settings with VoiceOver", "Toggle state is read"])
        XCTAssertEqual(checklist.items[0].guidance,
                       "Given VoiceOver is on\nWhen focus moves to the Wi-Fi toggle\nThen VoiceOver reads the label and the state")
        XCTAssertNil(FencedChecklist.gherkinMarkdown("Feature: Only a feature", level: 2))
    }

    /// A blank grid: each column a check asked of every row; a table of check rows with
    /// device columns stays a table of rows.
    func testABlankGridsColumnsAreChecks() throws {
        let checklist = try compileText("""
        # Screen audit

        | Screen | No sideways scrolling | Safe-area padding | Tap targets of 44 points | Notes | Status |
        | --- | --- | --- | --- | --- | --- |
        | Welcome |  |  |  |  |  |
        | Login | [ ] | [ ] | [ ] |  |  |
        """)
        XCTAssertEqual(checklist.items.map(\.title), ["No sideways scrolling", "Safe-area padding", "Tap targets of 44 points"])
        XCTAssertEqual(checklist.items.first?.guidance, "Asked of each: Welcome, Login")

        let rows = try compileText("""
        # Screen audit

        | Check | iPhone | iPad | Notes |
        | --- | --- | --- | --- |
        | Every control has a label | [ ] | [ ] |  |
        | Text scales with Dynamic Type | [ ] | [ ] |  |
        """)
        XCTAssertEqual(rows.items.map(\.title), ["Every control has a label", "Text scales with Dynamic Type"])
    }

    /// "Purpose" and "How to use" alone on their lines over lists, as headings would be: their
    /// lists ask nothing; "Checks" over its list is read as any label is.
    func testALineNamingAnIntroductionOverAListIsAHeadingsWorth() throws {
        let checklist = try compileText("""
        # Screen checklist

        Purpose
        - Track readiness per screen and note blockers.

        **How to use**
        - Run the checks at 320 and 768 points wide.

        Checks
        - Every control has a label
        - Text scales with Dynamic Type
        """)
        XCTAssertEqual(checklist.items.map(\.title), ["Every control has a label", "Text scales with Dynamic Type"])
        XCTAssertEqual(reasonsByText(checklist)["Purpose"], "names an introduction, a use or a reference part, as a heading would")
    }

    /// A spec's "### Requirement: …" over "#### Scenario: …" and its "- **GIVEN** …", "- **WHEN**
    /// …", "- **THEN** …" lines: one rule; the steps say how it is tested, no check each.
    func testScenarioStepsAreNoRequirementsOfTheirOwn() throws {
        let checklist = try compileText("""
        # Settings spec

        ## Requirements

        ### Requirement: Toggles SHALL announce their state

        VoiceOver SHALL read each toggle's label and its state.

        #### Scenario: Toggle read aloud
        - **GIVEN** VoiceOver is on
        - **WHEN** focus lands on a toggle
        - **THEN** VoiceOver SHALL read its label and state
        """)
        XCTAssertEqual(checklist.items.map(\.title), ["Toggles SHALL announce their state"])
        XCTAssertEqual(reasonsByText(checklist)["THEN VoiceOver SHALL read its label and state"],
                       "a step of a scenario (Given / When / Then): added to how to test the requirement above")
        // The steps are the requirement's how-to-test, under the scenario's name; its heading's
        // keyword grades it.
        XCTAssertEqual(checklist.items.first?.howToTest, """
        - Scenario: Toggle read aloud
        - GIVEN VoiceOver is on
        - WHEN focus lands on a toggle
        - THEN VoiceOver SHALL read its label and state
        """)
        XCTAssertEqual(checklist.items.first?.severity, .high)
        XCTAssertEqual(checklist.items.first?.severityLabel, "SHALL")
    }

    /// A guidelines page that writes each guideline as a bold sentence over its explanation:
    /// one whose list describes what it asks for takes that list as guidance, and the bold
    /// guidelines beside it are items, whatever verb they open on ("Augment …").
    func testBoldGuidelinesBesideADescribingListAreItems() throws {
        let checklist = try compileText("""
        # Sound

        ## Hearing

        Some people cannot hear the app, or use it in a loud place.

        **Offer text for spoken content.** Depending on the content, give people one of these:

          * **Captions** show the words spoken in a video, in time with it.

          * **Transcripts** give the whole text of a recording at once.

        **Pair sounds with haptics.** A chime that confirms a payment can come with a tap.

        **Augment sounds with something visible.** A badge can stand in for an alert tone.
        """)
        XCTAssertEqual(checklist.items.map(\.title), ["Offer text for spoken content", "Pair sounds with haptics", "Augment sounds with something visible"])
        XCTAssertEqual(reasonsByText(checklist)["Captions show the words spoken in a video, in time with it."], "detail of the instruction above (its guidance)")
    }

    /// "**Prioritize comfort.** … consider these tips:": the bold two-word sentence is the
    /// title, what follows it up to the opening its guidance.
    func testABoldTwoWordInstructionOverTipsIsTitledByItsBoldSentence() throws {
        let checklist = try compileText("""
        # Headsets

        ## Comfort

        **Keep people comfortable.** Motion in a headset can make people feel unwell. To avoid it, consider these tips:

          * Keep moving objects out of the edges of the view.

          * Avoid moving the camera without the person's control.
        """)
        XCTAssertEqual(checklist.items.first?.title, "Keep people comfortable")
        XCTAssertEqual(checklist.items.first?.guidance, "Motion in a headset can make people feel unwell.")
    }

    /// "For example, people might use a chart to:" over lines that open on verbs: the uses the
    /// lines illustrate, not requirements.
    func testAListIntroducedAsExamplesOfUseAsksNothing() throws {
        let checklist = try compileText("""
        # Charts

        A chart shows a few facts of a data set at a glance. For example, people might use a chart to:

          * Compare this month's spending with last month's.

          * Follow their step count over a week.

        ## Axes

        **Choose an axis range that fits the data.** A fixed range suits values with known bounds.
        """)
        XCTAssertEqual(checklist.items.map(\.title), ["Choose an axis range that fits the data"])
    }

    /// "## Use this skill when" and "## Do not use this skill when": when the document is to
    /// be taken up, asked of no screen.
    func testWhenToUseTheDocumentAsksNothing() throws {
        let checklist = try compileText("""
        # Accessibility review

        ## Use this skill when

        - Reviewing a screen before release

        ## Do not use this skill when

        - The change touches no interface

        ## Steps

        - Confirm every control has a label.
        - Check contrast in Dark Mode.
        """)
        XCTAssertEqual(checklist.items.map(\.title), ["Confirm every control has a label.", "Check contrast in Dark Mode."])
    }

    /// "### Problem: Missing labels" over its symptoms and solution: one mistake to avoid, the
    /// solution's lines its guidance (a "Use …" line of a solution is never an anti-pattern).
    func testAProblemHeadingIsOneMistake() throws {
        let checklist = try compileText("""
        # Review pitfalls

        ## Common pitfalls

        ### Problem: Unlabelled icons
        **Symptoms:** VoiceOver reads "button" on the toolbar
        **Solution:** Label every icon
        - Use the action's name as the label
        - Keep labels to one or two words

        ### Problem: Clipped text
        **Symptoms:** Titles cut off at large sizes
        **Solution:** Let text wrap
        - Allow two lines for titles
        """)
        XCTAssertEqual(checklist.items.map(\.title), ["Unlabelled icons", "Clipped text"])
        XCTAssertEqual(checklist.items.map(\.kind), [.antiPattern, .antiPattern])
        XCTAssertTrue(checklist.items.first?.guidance.contains("Use the action's name as the label") ?? false)
    }

    /// Verbs spelled as nouns ("Focus", "List", "Run"): an instruction where what follows is
    /// what the verb acts on ("Focus on …", "Run a …"), not where the word names a thing
    /// ("Focus indicators …").
    func testVerbsSpelledAsNounsInstructOnlyBeforeTheirObject() throws {
        XCTAssertTrue(CompilationRun.isInstruction("Focus on one task per screen."))
        XCTAssertFalse(CompilationRun.isInstruction("Focus indicators: 3:1 contrast against the background"))
        XCTAssertTrue(CompilationRun.isInstruction("Run a pseudo-language build before every release."))
        XCTAssertTrue(CompilationRun.isInstruction("Turn on VoiceOver and swipe through the screen."))
        XCTAssertTrue(CompilationRun.isInstruction("Have a native speaker read the main flows."))
        XCTAssertFalse(CompilationRun.isInstruction("Have you checked the main flows in Arabic?"))
        XCTAssertTrue(CompilationRun.isInstruction("Clearly denote units of time."))
        XCTAssertTrue(CompilationRun.isInstruction("Continuously update the list as results arrive."))
    }

    /// "## Anatomy" over the parts of a component ("- File", "- Edit", "- Small"): described,
    /// not asked for; the page's guidelines stay items.
    func testAnatomyDescribesPartsAndAsksNothing() throws {
        let checklist = try compileText("""
        # Toolbars

        ## Anatomy

        A toolbar holds, from leading to trailing edge:

          * Navigation controls

          * A title

          * Action buttons

        ## Best practices

        **Keep toolbar items to a few.** Too many items crowd the bar at large text sizes.
        """)
        XCTAssertEqual(checklist.items.map(\.title), ["Keep toolbar items to a few"])
    }

    /// A rule heading over a line that details it, a "For example, …" line, then "#### Example"
    /// and "##### Failure example" over code: the heading is the rule, the sample line does not
    /// make its list one of other rules, and the two blocks of code are its examples, correct
    /// and incorrect.
    func testExampleAndFailureExampleHeadingsUnderARule() throws {
        let checklist = try compileText("""
        # Toggle labels

        ## Requirements

        - Every toggle has a visible name.

        ### Common mistakes

        - A toggle whose only name is its icon.

        ## Guidance for iOS

        ### A toggle's label should say what it turns on

        - The accessibility label should name the setting, not the control.
        - For example, a toggle for night reading should read "Night reading", not "Switch".

        #### Example

        ```swift
        toggle.accessibilityLabel = "Night reading"
        ```

        ##### Failure example

        ```swift
        toggle.accessibilityLabel = "Switch"
        ```

        ### Announce a toggle's state after it changes

        VoiceOver reads the new state once the toggle flips.
        """)
        let rule = try XCTUnwrap(checklist.items.first { $0.title == "A toggle's label should say what it turns on" })
        XCTAssertEqual(rule.kind, .rule)
        XCTAssertEqual(rule.examples.map(\.verdict), [.correct, .incorrect])
        XCTAssertEqual(rule.examples.map(\.code), ["toggle.accessibilityLabel = \"Night reading\"", "toggle.accessibilityLabel = \"Switch\""])
        XCTAssertEqual(checklist.items.map(\.title), ["Every toggle has a visible name.", "A toggle whose only name is its icon",
                                                      "A toggle's label should say what it turns on", "Announce a toggle's state after it changes"])
    }

    /// Keywords of RFC 2119 in a document written in Japanese, set in full-width parentheses
    /// right after the sentence: each sentence is a requirement of its keyword's severity, and
    /// titles with no ASCII word take IDs from a digest of their text and the checklist its
    /// file's name.
    func testKeywordsInFullWidthParenthesesInJapanese() throws {
        let text = """
        # 画面レビューの指針

        ## 文字

        画面の文字は利用者が選んだ大きさに合わせなければならない（MUST）。

        見出しは見出しとして読み上げられるべきである（SHOULD）。
        """
        let checklist = try ChecklistCompiler().compile(data: Data(text.utf8), sourcePath: "screen-review.md")
        XCTAssertEqual(checklist.id, "screen-review")
        XCTAssertEqual(checklist.items.map(\.severity), [.high, .medium])
        XCTAssertEqual(checklist.items.map(\.title), ["画面の文字は利用者が選んだ大きさに合わせなければならない（MUST）。",
                                                      "見出しは見出しとして読み上げられるべきである（SHOULD）。"])
        let ids = checklist.items.map(\.id)
        XCTAssertEqual(Set(ids).count, 2)
        XCTAssertTrue(ids.allSatisfy { $0.hasPrefix("screen-review/item-") && $0.count == "screen-review/item-".count + 8 }, "\(ids)")
        // The same sentence keeps its ID where another is added before it.
        let longer = try ChecklistCompiler().compile(data: Data(text.replacingOccurrences(of: "## 文字\n", with: "## 文字\n\n色だけで状態を伝えてはならない（MUST）。\n").utf8),
                                                     sourcePath: "screen-review.md")
        XCTAssertEqual(longer.items.count, 3)
        XCTAssertEqual(Array(longer.items.map(\.id).suffix(2)), ids)
        // A line in capitals throughout is still shouting, not a keyword.
        XCTAssertNil(StatementText.keywordSeverity("YOU MAY BE RIGHT"))
        XCTAssertEqual(StatementText.keywordSeverity("はMUSTです、必ず守ること")?.0, .high)
    }

    /// A rule's table of an Avoid column, a Prefer column and one that names each row: each
    /// pair is the rule's examples, incorrect and correct, captioned by the row's name.
    func testAvoidPreferTableWithANameColumnGivesCaptionedExamples() throws {
        let checklist = try compileText("""
        # Night theme

        ## Principles

        ### 1. Keep surfaces off pure black

        Pure black makes white text glare. Use a near-black grey.

        | Avoid | Prefer | Name |
        | --- | --- | --- |
        | `#000000` | `#141414` | Charcoal |
        | `#000000` | `#10131A` | Ink |

        ### 2. Lift raised surfaces with lighter greys

        Shadows vanish on dark backgrounds; a raised card is a step lighter.
        """)
        let rule = try item(checklist, "Keep surfaces off pure black")
        XCTAssertEqual(rule.examples.map(\.verdict), [.incorrect, .correct, .incorrect, .correct])
        XCTAssertEqual(rule.examples.map(\.code), ["#000000", "#141414", "#000000", "#10131A"])
        XCTAssertEqual(rule.examples.map(\.caption), ["Charcoal", "Charcoal", "Ink", "Ink"])
        XCTAssertFalse(rule.guidance.contains("Charcoal"))
    }

    /// A rule's table whose rows are samples and whose one column marks each right or wrong
    /// (`✅ Recommended`, `❌ Avoid`): each row is an example with the mark's verdict, captioned
    /// by the rest of the row; a table of bare marks (what each platform supports) is not.
    func testATableOfMarkedSamplesGivesTheRuleItsExamples() throws {
        let checklist = try compileText("""
        # Night theme

        ## Surfaces

        ### Never use pure black behind text

        Glare grows as the contrast nears its maximum.

        | Colour | Verdict | Note |
        | --- | --- | --- |
        | Pure black `#000000` | ❌ Avoid | Glares |
        | Charcoal `#141414` | ✅ Recommended | Calm |

        ### Offer the night theme on every platform

        People choose it where they read most.

        | Feature | iOS | Android |
        | --- | --- | --- |
        | Night theme | ✅ Yes | ❌ No |
        | Schedule | ✅ Yes | ✅ Yes |
        """)
        let rule = try item(checklist, "Never use pure black behind text")
        XCTAssertEqual(rule.examples.map(\.verdict), [.incorrect, .correct])
        XCTAssertEqual(rule.examples.map(\.code), ["Pure black #000000", "Charcoal #141414"])
        XCTAssertEqual(rule.examples.map(\.caption), ["Avoid — Glares", "Recommended — Calm"])
        XCTAssertTrue(try item(checklist, "Offer the night theme on every platform").examples.isEmpty)
    }

    /// "**Good uses**:" and "**Bad uses**:" over short lines are a Do and a Don't label; the
    /// lines after "The right number of steps depends on:" are what the choice turns on, no
    /// requirements.
    func testGoodAndBadUsesAndWhatAChoiceDependsOn() throws {
        let checklist = try compileText("""
        # Sign-up forms

        ## Steps

        **Note**: The right number of steps depends on:
        - How much the person gets back
        - How long the form is

        ## Hints inside fields

        **Good uses**:
        - A sample value, such as a postcode
        - The format a date takes

        **Bad uses**:
        - Standing in for the label
        - Instructions that vanish on typing
        """)
        XCTAssertEqual(checklist.items.map(\.title), ["A sample value, such as a postcode", "The format a date takes",
                                                      "Standing in for the label", "Instructions that vanish on typing"])
        XCTAssertEqual(checklist.items.map(\.kind), [.rule, .rule, .antiPattern, .antiPattern])
    }

    /// "**Must**: test with …", "**Should**: run …", "**Could**: check …": levels, each once,
    /// over instructions to the tester are requirements graded by their level, not a legend
    /// of what the levels mean (which "**Blocker**: fix before merge" still is).
    func testLevelsOverInstructionsAreGradedRequirementsNotALegend() throws {
        let checklist = try compileText("""
        # Testing a release

        Where time is short, start at the top.

        - **Must**: test every screen with a keyboard and no pointer.
        - **Should**: run the contrast scanner on every screen.
        - **Could**: check each colour with a grey filter.
        """)
        XCTAssertEqual(checklist.items.map(\.title), ["test every screen with a keyboard and no pointer.",
                                                      "run the contrast scanner on every screen.", "check each colour with a grey filter."])
        XCTAssertEqual(checklist.items.map(\.severity), [.high, .medium, .low])
        let legend = try compileText("""
        # Review

        - **Blocker**: fix before merge.
        - **Major**: fix before release.
        - **Minor**: polish when there is time.

        ## Checks

        - [ ] Every screen works with a keyboard
        """)
        XCTAssertEqual(legend.items.map(\.title), ["Every screen works with a keyboard"])
    }

    /// "## 3 lenses to consider" counts what it holds (no number); "### 1st thing to note:
    /// Title" numbers its item by the ordinal; "Things to note" is what to heed, not notes.
    func testCountsOrdinalsAndThingsToNote() throws {
        XCTAssertNil(HeadingText.parse("3 lenses to consider").number)
        XCTAssertEqual(HeadingText.parse("3 lenses to consider").title, "3 lenses to consider")
        XCTAssertEqual(HeadingText.parse("10 tips for better forms").title, "10 tips for better forms")
        XCTAssertEqual(HeadingText.parse("2 Layout").number, "2")
        XCTAssertEqual(HeadingText.parse("3. Layouts").number, "3")
        let ordinal = HeadingText.parse("2nd thing to note: every group of controls needs a name")
        XCTAssertEqual(ordinal.number, "2")
        XCTAssertEqual(ordinal.title, "every group of controls needs a name")
        XCTAssertNil(HeadingText.parse("21st century forms").number)
        let checklist = try compileText("""
        # Designing forms

        ## 3 things to note

        ### 1st thing to note: every field needs a name

        A placeholder is no name: it vanishes on typing.

        ### 2nd thing to note: every group of fields needs a name

        Radio buttons share a question; say it.
        """)
        XCTAssertEqual(checklist.items.map(\.title), ["every field needs a name", "every group of fields needs a name"])
        XCTAssertEqual(checklist.items.map(\.number), ["1", "2"])
    }

    /// An index of rules, one to a line: "Rule 6.1.1: …", "[Rule 6.1.2](…) : …" and "R-7 : …"
    /// number their lines as headings would, the word and the number out of the title.
    func testRuleWordAndNumberOpeningAListLine() throws {
        let checklist = try compileText("""
        # Page structure

        * Rule 6.1.1: Does every page have one level 1 heading?
        * [Rule 6.1.2](rule-6-1-2.md) : Do the headings keep their order?
        * R-7 : Every page has a title of its own.
        """)
        XCTAssertEqual(checklist.items.map(\.number), ["6.1.1", "6.1.2", "R-7"])
        XCTAssertEqual(checklist.items.map(\.title), ["Does every page have one level 1 heading?", "Do the headings keep their order?",
                                                      "Every page has a title of its own."])
        XCTAssertNil(StatementText.requirementWordAndNumber("Rules 6 and 7 apply here"))
        XCTAssertNil(StatementText.requirementWordAndNumber("Test the 3 screens: all of them"))
    }

    /// A test script's legend of marks ("- ✅ = Pass", "- ❌ = Fail") asks nothing; a tick
    /// closing a task line after a colon ("Can open with Enter: ✅") leaves the title, colon
    /// and all.
    func testAListOfMarkMeaningsIsALegendAndAClosingTickTakesItsColon() throws {
        let checklist = try compileText("""
        # Keyboard script

        ## Marks

        - ✅ = Pass (works with the keyboard)
        - ❌ = Fail (cannot be reached)
        - 🟡 = Not tested yet

        ## Sign-in screen

        - [ ] Can open the menu with Enter: ✅
        - [ ] Focus returns to the menu button on Escape
        """)
        XCTAssertEqual(checklist.items.map(\.title), ["Can open the menu with Enter", "Focus returns to the menu button on Escape"])
        XCTAssertEqual(reasonsByText(checklist)["🟡 = Not tested yet"], "a legend: what a mark means")
    }

    /// "## Rule 4.1" over "### Description" and "### Level", and a page of one rule titled
    /// "# Forms 2.0 - Rule 4.2.1" over the same fields: the description states the item, the
    /// level grades it, "How to check" says how to test it; the headings only number it.
    func testRuleFieldsUnderSubHeadings() throws {
        let rules = try compileText("""
        # Form rules

        ## Rule 4.1

        ### Description

        Does every text field show a label of its own?

        ### Level

        A

        ### Background

        Hints inside a field vanish once someone types.

        ## Rule 4.2

        ### Description

        Required fields are marked by more than colour.

        ### Priority

        Low
        """)
        XCTAssertEqual(rules.items.map(\.title), ["Does every text field show a label of its own?", "Required fields are marked by more than colour."])
        XCTAssertEqual(rules.items.map(\.number), ["4.1", "4.2"])
        XCTAssertEqual(rules.items.map(\.severity), [.high, .low])
        XCTAssertEqual(rules.items.map(\.severityLabel), ["Level A", "Low"])
        XCTAssertEqual(rules.items[0].guidance, "#### Background\n\nHints inside a field vanish once someone types.")

        let page = try compileText("""
        # Forms 2.0 - Rule 4.2.1

        ### Description

        Is every error message tied to the field it is about?

        ### Level

        **AA**

        ### How to check

        1. Submit the form empty.
        2. Move to each message with a screen reader.

        ### References

        - [Error identification](https://example.com/errors)
        """)
        XCTAssertEqual(page.items.count, 1)
        let item = try XCTUnwrap(page.items.first)
        XCTAssertEqual(item.title, "Is every error message tied to the field it is about?")
        XCTAssertEqual(item.number, "4.2.1")
        XCTAssertEqual(item.kind, .check)
        XCTAssertEqual(item.severity, .medium)
        XCTAssertEqual(item.howToTest, "1. Submit the form empty.\n2. Move to each message with a screen reader.")
        XCTAssertEqual(page.title, "Forms 2.0 - Rule 4.2.1")
        // A heading that names its rule keeps its name; its description is guidance.
        let named = try compileText("""
        # Form rules

        ## Rule 4.1: Label every field

        ### Description

        Every text field shows a label of its own.
        """)
        XCTAssertEqual(named.items.map(\.title), ["Label every field"])
        XCTAssertEqual(CompilationRun.trailingRequirementNumber("Forms 2.0 - Rule 4.2.1"), "4.2.1")
        XCTAssertNil(CompilationRun.trailingRequirementNumber("Version 2"))
    }

    /// "### 1.1 Welcome screen" over "#### Keyboard" and its task lines, nothing of its own: a
    /// part of a test plan that groups the lines, as "## 1. Onboarding" would, not a rule.
    func testDottedNumberedScreenOverTaskSubSectionsGroups() throws {
        let checklist = try compileText("""
        # Test plan

        ## 1. Onboarding

        ### 1.1 Welcome screen

        #### Keyboard

        - [ ] Focus starts on the first control
        - [ ] Every button is reachable with Tab

        ### 1.2 Sign-up form

        #### Keyboard

        - [ ] Fields follow the order they are shown in
        """)
        XCTAssertEqual(checklist.items.map(\.kind), [.check, .check, .check])
        XCTAssertEqual(checklist.items.map(\.title), ["Focus starts on the first control", "Every button is reachable with Tab",
                                                      "Fields follow the order they are shown in"])
        XCTAssertEqual(checklist.items[2].sectionPath, ["Onboarding", "Sign-up form", "Keyboard"])
    }

    /// "**Must**: …", "**Should**: …", "**Extra credit**: …", "**Nice to have**: …": graded
    /// requirements, the phrases low, though one of the lines ("try it …") reads less plainly
    /// as an instruction than the others; a legend stays one.
    func testExtraCreditAndNiceToHaveGradeLinesBesideLevels() throws {
        let checklist = try compileText("""
        # Testing a screen

        ## What to test

        - **Must**: reach every control with the keyboard alone.
        - **Should**: run an automated checker on each screen.
        - **Extra credit**: try the screen with a screen reader.
        - **Nice to have**: check the screen at the largest text size.
        """)
        XCTAssertEqual(checklist.items.map(\.severity), [.high, .medium, .low, .low])
        XCTAssertEqual(checklist.items.map(\.severityLabel), ["Must", "Should", "Extra credit", "Nice to have"])
        XCTAssertEqual(checklist.items[2].title, "try the screen with a screen reader.")
        XCTAssertEqual(Severity.parse("Nice-to-have"), .low)
        XCTAssertNil(Severity.parse("Extra padding"))
        let legend = try compileText("""
        # Review

        ## Severity

        - **Critical**: blocks a user from finishing a task.
        - **High**: makes a task much harder.
        - **Low**: a cosmetic flaw.

        ## Checks

        - [ ] Every control has a name
        """)
        XCTAssertEqual(legend.items.map(\.title), ["Every control has a name"])
    }

    /// In a document of task lines, "**Every meaningful image needs a description.**" alone
    /// under its heading is a requirement; "**Don't skip this step.**" (about the document)
    /// and a bold label over a list are not.
    func testBoldSentenceAloneInAMarkedDocument() throws {
        let checklist = try compileText("""
        # Review notes

        ## Buttons

        - [ ] Every button has a name
        - [ ] Buttons are at least 44 points

        ## Images

        **Every meaningful image needs a description.**

        Decorative images are hidden from assistive technology.

        **Don't skip this step.**

        ## Motion

        **Things to try:**

        - Turn on Reduce Motion

        - [ ] Animations respect Reduce Motion
        """)
        XCTAssertEqual(checklist.items.map(\.title), ["Every button has a name", "Buttons are at least 44 points",
                                                      "Every meaningful image needs a description.", "Animations respect Reduce Motion"])
        XCTAssertTrue(CompilationRun.isBoldSentenceOnly("**Label every field**."))
        XCTAssertFalse(CompilationRun.isBoldSentenceOnly("**Labels:** every field has one."))
        XCTAssertFalse(CompilationRun.isBoldSentenceOnly("**Label every field.** Then test it."))
    }

    /// "Colour is often used to show:" over fragments says what colour serves for; its lines
    /// are no checks, the rules after them are.
    func testUsedToShowOpensASentenceItsListFinishes() throws {
        let checklist = try compileText("""
        # Colour

        ## Using colour

        Colour is often used to show:

        - the state of a control
        - which row is selected

        Follow these rules:

        - Never use colour as the only way to convey meaning.
        - Check the contrast of every text colour against its background.
        """)
        XCTAssertEqual(checklist.items.map(\.title), ["Never use colour as the only way to convey meaning.",
                                                      "Check the contrast of every text colour against its background."])
        XCTAssertFalse(CompilationRun.endsDescribing("Each control is required to provide:"))
    }

    /// "- `date` — Date only", "- `time` — Time only": the values a field takes, named in
    /// code; no identifiers numbering requirements, so the document's instructions elsewhere
    /// are read as an unmarked document's. A rule catalog's "`label` — Every field has a
    /// label" still numbers its line.
    func testValuesNamedInCodeAreNoIdentifiers() throws {
        let checklist = try compileText("""
        # Date fields

        ## Formats

        - `date` — Date only
        - `datetime` — Date and time
        - `time` — Time only

        ## Rules

        - Show the expected format beside the field.
        - Accept the format the user's locale writes.
        """)
        XCTAssertEqual(checklist.items.map(\.title), ["Show the expected format beside the field.", "Accept the format the user's locale writes."])
        let catalog = try compileText("""
        # Rules

        - `label` — Every text field has a label of its own.
        - `name` — Every button has a name a screen reader speaks.
        """)
        XCTAssertEqual(catalog.items.map(\.number), ["label", "name"])
    }

    /// A checklist section that opens with the document's table of contents (lines that only
    /// link to its own headings) asks nothing with it; a line whose linked sentence and the
    /// line itself both close with a full stop keeps one; a sub-heading whose only prose sends
    /// the reader to another section is no check.
    func testContentsLinesPointersAndDoubledStopsUnderAChecklist() throws {
        let checklist = try compileText("""
        # Screen review list

        ## Checklist

        Contents

        - [Screen review list](#screen-review-list)
          - [Checklist](#checklist)
            - [Colour](#colour)
            - [Forms](#forms)

        ### Colour

        - [Body text has a **4.5:1 contrast ratio** with its background.](https://contrast.example/text).
        - Colour is never the only way a state is shown.

        ### Forms

        #### Field errors

        Note: for alerts that interrupt, see [Alerts](#alerts).

        #### Field labels

        - Every field has a visible label.

        ### Alerts

        - Alerts are announced by VoiceOver.
        """)
        XCTAssertEqual(checklist.items.map(\.title), ["Body text has a 4.5:1 contrast ratio with its background.",
                                                      "Colour is never the only way a state is shown.", "Every field has a visible label.",
                                                      "Alerts are announced by VoiceOver."])
        XCTAssertTrue(StatementText.sendsReaderOn("For layouts, refer to [Grids](grids.md)."))
        XCTAssertFalse(StatementText.sendsReaderOn("Buttons must have labels; see [Names](#names)."))
        XCTAssertFalse(StatementText.sendsReaderOn("See [Names](#names) for why every button needs a label that says what it does."))
    }

    /// Headings and lines in a script without Latin letters ("## 色") have no words to match
    /// one another by: a line is never taken for a contents line naming such a heading.
    func testLinesInAnotherScriptAreNotTakenForContents() throws {
        let checklist = try compileText("""
        # 画面のチェック

        ## 色

        - 色だけで状態を伝えないこと。
        - 文字と背景のコントラストを確保すること。

        ## 動き

        - 視差効果を減らす設定を尊重すること。
        """)
        XCTAssertEqual(checklist.items.map(\.title), ["色だけで状態を伝えないこと。", "文字と背景のコントラストを確保すること。", "視差効果を減らす設定を尊重すること。"])
        XCTAssertFalse(checklist.decisions.contains { $0.reason.contains("contents") })
    }
    /// A skill's own record ("## Metadata" over its version and author) and the files it is
    /// to read first ("## Input sources") ask nothing; the lines it asks of a screen are read.
    func testASkillsMetadataAndInputSourcesAskNothing() throws {
        let checklist = try compileText("""
        # Settings screen review

        ## Metadata
        - **Name**: settings-review
        - **Version**: 2.1.0
        - **Owner**: Platform design team

        ## Input sources

        Read these first:

        1. **Screen inventory** (screens.md)
        2. **Design tokens** (tokens.json)

        ## What to check

        - Every toggle says what it turns on.
        - Destructive settings ask before they act.
        """)
        XCTAssertEqual(checklist.items.map(\.title), ["Every toggle says what it turns on.", "Destructive settings ask before they act."])
    }
    /// A line that tells the reader to use the document itself ("You MUST use this skill for
    /// …", "Do not skip this router for …") says when to read it: no check.
    func testLinesAboutUsingTheDocumentAskNothing() throws {
        let checklist = try compileText("""
        # Settings review skill

        You MUST use this skill for every change to a settings screen.

        ## Checks

        - Every toggle says what it turns on.
        - Destructive settings ask before they act.
        - Do not skip this skill for small copy changes.
        """)
        XCTAssertEqual(checklist.items.map(\.title), ["Every toggle says what it turns on.", "Destructive settings ask before they act."])
        XCTAssertTrue(CompilationRun.instructsUseOfDocument("Always consult these guidelines before a release"))
        XCTAssertFalse(CompilationRun.instructsUseOfDocument("Use this control for a single choice"))
        XCTAssertFalse(CompilationRun.instructsUseOfDocument("This skill covers forms"))
    }

    /// A review prompt's parts around its checklist: the numbered steps of its "Review
    /// process", a findings legend whose grades say what to do with a finding ("Must fix
    /// before …"), and the outcome boxes of its sign-off are no checks; a blank grid's column
    /// names lose the answers they offer ("Launches ✅/❌"), flattened too.
    func testAReviewPromptsProcessLegendAndSignOffAreNotChecks() throws {
        for checklist in [try compile("review-mode-prompt.md"), try compileFlattened("review-mode-prompt.md")] {
            XCTAssertEqual(checklist.items.map(\.title), ["Safe areas", "Rotation", "Large text", "Launches", "Layout intact", "Rotates"])
        }
        let reasons = reasonsByText(try compile("review-mode-prompt.md"))
        XCTAssertEqual(reasons["Read the change: Open the files the pull request touches"],
                       "a step of the review's procedure (the document marks its checks)")
        XCTAssertEqual(reasons["Critical: Must fix before the build ships"], "severity legend: defines a level, states no requirement")
        XCTAssertEqual(reasons["✅ Every check passed"], "an answer to choose, not a requirement")
        // A step that asks a question says what to check at that step: a check.
        let asking = try compileText("# Review\n\n## Rules\n\n1. **Keep labels short.** Long labels wrap.\n2. **Name every icon.** Or it is read as a file name.\n\n"
                                     + "## Review workflow\n\n1. **Spacing** — Is spacing systematic?\n2. **Colour** — Do colours come from the palette?\n")
        XCTAssertEqual(asking.items.map(\.title), ["Keep labels short", "Name every icon", "Spacing", "Colour"])
        // One stage of the procedure, "### Phase 1: Gather context", holds steps too: its
        // bold titles over instructions are steps, not groups of checks, and `checklist lint`
        // does not ask for them to be marked.
        let phases = try compile("review-phases.md")
        XCTAssertEqual(phases.items.map(\.title), [
            "Every toggle says what it controls", "Each row fits at the largest text size", "Destructive actions ask before they act",
        ])
        XCTAssertEqual(reasonsByText(phases)["Set up the device"], "a step of the review's procedure (the document marks its checks)")
        XCTAssertFalse(phases.findings.contains { $0.kind == .skippedRequirement }, "\(phases.findings)")
        XCTAssertEqual(RequirementTable.withoutAnswerMarks("Colors correct (Y/N)"), "Colors correct")
        XCTAssertEqual(RequirementTable.withoutAnswerMarks("Input/output"), "Input/output")
        XCTAssertEqual(RequirementTable.withoutAnswerMarks("Light / dark"), "Light / dark")
        // A grade beside an instruction to the product is still a graded check.
        XCTAssertFalse(CompilationRun.isSeverityLegend(MarkdownParser().parse(
            "- **Critical**: Label every icon button in the toolbar\n- **High**: Test with a keyboard and no mouse\n- **Low**: Round the corners of every card\n")[0],
            sectionTitle: "Checks", words: .standard))
    }

    /// A QA page for one locale: the numbered taps that reach the language setting are a
    /// procedure's steps, the screens to check are where the checks are asked, the fixed
    /// issues report a pass already made, and the issue classification says what kinds of
    /// finding take each grade. Only "What good looks like" asks anything.
    func testNavigationStepsScreensFixesAndIssueGradesAreNoChecks() throws {
        let checklist = try compile("locale-pass.md")
        XCTAssertEqual(checklist.items.map(\.title), [
            "Lists and tab bars run from right to left.", "Amounts keep their digits in order.",
            "No label is cut off at the largest text size.", "Back chevrons point to the right.",
        ])
        let reasons = reasonsByText(checklist)
        XCTAssertEqual(reasons["Choose Arabic."], "a step of a procedure (how to go about the work, beside the document's requirements)")
        XCTAssertEqual(reasons["Transfer form"],
                       "names a screen to check, where the checks are asked (add it to an audit with `auditbook screen add`), not a check")
        XCTAssertEqual(reasons["Controls that VoiceOver cannot reach"], "a kind of finding its grade covers, not a requirement")
        XCTAssertEqual(reasons["Immediate (stops the release)"], "grade of a review's findings, over the kinds of finding it covers")
        XCTAssertEqual(reasons["Fixed issues"], "the document's history: what changed, not what to check")
        XCTAssertFalse(checklist.findings.contains { $0.kind == .skippedRequirement }, "\(checklist.findings)")

        XCTAssertTrue(SectionRole.namesIssueGrading("Bug severity"))
        XCTAssertTrue(SectionRole.namesIssueGrading("Triage"))
        XCTAssertFalse(SectionRole.namesIssueGrading("Known issues"))
        XCTAssertFalse(SectionRole.namesIssueGrading("Priority"))
        XCTAssertTrue(SectionRole.namesScreensToCheck("Key screens to test"))
        XCTAssertTrue(SectionRole.namesScreensToCheck("Pages in scope"))
        XCTAssertFalse(SectionRole.namesScreensToCheck("Screens load within a second"))
        XCTAssertFalse(SectionRole.namesScreensToCheck("Screens"), "a topic")
        // Numbered requirements that open with "Select" now and then are no route through screens.
        let requirements = MarkdownParser().parse("1. Select the default account on launch.\n2. Keep amounts aligned by their digits.\n3. Show the fee before the transfer is sent.\n")[0]
        XCTAssertFalse(CompilationRun.navigatesScreens(requirements))
        // Under a heading that grades nothing, sibling tiers over kinds of requirement still grade them.
        let tiers = try compileText("# Review\n\n## Checks\n\n### 🔴 Critical\n\n- Every field has a label\n- Errors name their field\n\n### 🟡 Medium\n\n- Headings follow the visual order\n")
        XCTAssertEqual(tiers.items.map(\.severity), [.critical, .critical, .medium])
    }

    /// A pull-request form: boxes the author ticks to say which options apply (a comment asks
    /// for it, or a line leaves a blank to explain) are answers, not checks; the boxes a
    /// comment asks to tick once true are the checks.
    func testAFormsOptionsAreNoChecks() throws {
        let checklist = try compile("pull-request-form.md")
        XCTAssertEqual(checklist.items.map(\.title), [
            "Every new control has a VoiceOver label", "The screen still works at the largest text size",
            "Colours keep a 4.5:1 contrast in light and dark appearance",
        ])
        let reasons = reasonsByText(checklist)
        XCTAssertEqual(reasons["Visual polish only"], "an option to choose (the form asks which applies), not a requirement")
        XCTAssertEqual(reasons["No migration needed"], "an answer to choose, not a requirement")
        XCTAssertTrue(CompilationRun.asksToChooseOptions("Please check all that apply."))
        XCTAssertTrue(CompilationRun.asksToChooseOptions("Delete the options that are not relevant"))
        XCTAssertFalse(CompilationRun.asksToChooseOptions("Check that every option has a label"))
        XCTAssertTrue(CompilationRun.leavesABlank("Other"))
        XCTAssertTrue(CompilationRun.leavesABlank("Needs a new setting (please specify)"))
        XCTAssertFalse(CompilationRun.leavesABlank("Buttons are at least 44 points (tap targets)"))
    }

    /// A test guide's parts: "Section 1: Checks" is numbered as "1. Checks" is; a part timed
    /// as "Setup (10 minutes)" is still the setup; a ✅ Do among the common problems is none
    /// of them; the Do's and Don'ts under "Testing tips" advise the tester; the setup's steps
    /// are known for what they are (`checklist lint` does not ask for them to be marked).
    func testPartsOfATestGuideAreReadForWhatTheyAre() throws {
        let checklist = try compile("keyboard-pass-guide.md")
        XCTAssertEqual(checklist.items.map(\.title), [
            "Every control can be reached with Tab", "The focused control shows a visible ring", "Escape closes every sheet",
            "Focus jumps to the top after a sheet closes", "Hidden controls still take focus",
        ])
        XCTAssertEqual(checklist.items.map(\.kind), [.check, .check, .check, .antiPattern, .antiPattern])
        XCTAssertEqual(checklist.items[0].sectionPath, ["Checks"])
        let reasons = reasonsByText(checklist)
        XCTAssertEqual(reasons["Setup (10 minutes)"], "introduction, index, notes or reference section: only marked lines count")
        XCTAssertEqual(reasons["Testing tips"], "advice on conducting the review, not what to check")
        XCTAssertEqual(reasons["Good focus handling:"], "heading over prose with no requirement marks")
        XCTAssertEqual(reasons["Add the Full Keyboard Access control, then tap it"], "a step of the test's preparation, not what to check")
        XCTAssertFalse(checklist.findings.contains { $0.kind == .skippedRequirement }, "\(checklist.findings)")
        XCTAssertTrue(SectionRole.namesPreparation("Test environment setup (15 min)"))
        XCTAssertFalse(SectionRole.namesPreparation("Setup screen"), "a screen named Setup")

        XCTAssertEqual(HeadingText.parse("Part 2 — Hearing").number, "2")
        XCTAssertEqual(HeadingText.parse("Chapter 3. Motion").title, "Motion")
        XCTAssertNil(HeadingText.parse("Section 508 compliance").number, "a law's section, not the document's")
        XCTAssertEqual(SectionRole.classify("Home screen (5 min)"), SectionRole.classify("Home screen"))
    }

    /// A master QA checklist per page: a boxed "Screenshot: `file.png`" is evidence to keep,
    /// and the boxes under "Issues Found" and "Deliverables Checklist" record the review's own
    /// work; none is a check of a screen.
    func testEvidenceFilesAndTheReviewsOwnRecordAreNoChecks() throws {
        let checklist = try compile("night-theme-pass.md")
        XCTAssertEqual(checklist.items.map(\.title), [
            "Night theme switched on in the app's settings", "Inspector open to read colours", "Screenshot folder ready: shots/night/",
            "Page background is the dark grey (#121212)", "Headline numbers readable", "Secondary text readable (should be #A0A0A0)",
            "Toggles show their on and off states clearly", "Validation errors readable",
        ])
        let reasons = reasonsByText(checklist)
        XCTAssertEqual(reasons["Screenshot: 2026-02-01-home-full.png"], CompilationRun.evidencePlace)
        XCTAssertEqual(reasons["Document in master issues table"], CompilationRun.reviewRecordPlace)
        XCTAssertEqual(reasons["Issues table completed"], CompilationRun.reviewRecordPlace)
        XCTAssertFalse(checklist.findings.contains { $0.kind == .skippedRequirement }, "\(checklist.findings)")
        XCTAssertTrue(CompilationRun.namesEvidenceFile("Screen recording: checkout-flow.mov (if any)"))
        XCTAssertFalse(CompilationRun.namesEvidenceFile("Screenshots: every image has alt text"))
        XCTAssertTrue(SectionRole.namesReviewRecord("Report deliverables"))
        XCTAssertFalse(SectionRole.namesReviewRecord("Issues"), "a topic")
    }

    /// A checklist template with notes to the assistant that runs it ("[[AGENT: …]]", over a
    /// paragraph or several blocks up to the closing "]]"): the notes are no items and no
    /// content of their section, so a numbered heading over one and its task-line groups is
    /// no rule; a capitals-only tag in double brackets after a heading stays a remark.
    func testNotesToTheToolThatRunsATemplateAreNoItems() throws {
        let checklist = try compile("template-notes.md")
        XCTAssertEqual(checklist.items.map(\.title), [
            "Body text grows with the reader's text size", "No label is cut off at the largest accessibility size",
            "Long names wrap instead of ending in an ellipsis",
            "Every button has a spoken name that says what it does", "Focus moves in reading order",
        ])
        XCTAssertEqual(Set(checklist.items.map(\.kind)), [.check])
        XCTAssertEqual(checklist.items[0].sectionPath, ["TEXT AND TYPE", "Dynamic Type (IPAD ONLY)"])
        let reasons = reasonsByLine(checklist)
        for line in [5, 7, 9, 10, 12, 16, 29, 31, 32] {
            XCTAssertEqual(reasons[line], ToolNote.reason, "line \(line)")
        }
        XCTAssertFalse(checklist.findings.contains { $0.kind == .skippedRequirement }, "\(checklist.findings)")
        // A note that never closes before the next heading is the section's own text.
        let unclosed = try compileText("# Review\n\n## Labels\n\n[[Reviewer: read every label aloud.\n\n- [ ] Every field has a visible label\n\n## Focus\n\n- [ ] Focus moves in reading order\n")
        XCTAssertEqual(unclosed.items.map(\.title), ["Every field has a visible label", "Focus moves in reading order"])
        XCTAssertTrue(unclosed.decisions.contains { $0.line == 5 && $0.reason != ToolNote.reason })
        // A page's name is no sentence: "[[Page|words]]" and "[[Folder/Page]]" stay links.
        XCTAssertEqual(WikiLink.replacing(in: "See [[Folder/Page]] and [[Page|these words]]."), "See Page and these words.")
        XCTAssertEqual(WikiLink.replacing(in: "[[LLM: Read it. Then act.]]"), "[[LLM: Read it. Then act.]]")
    }

    /// A textbook page: numbered chapters of explanation beside its checklist are what the
    /// checklist rests on, not rules; a numbered "Common violations" over sub-headings of
    /// wrong and right code gives one anti-pattern per sub-heading, graded by the heading.
    func testExplanatoryChaptersGoAndCommonViolationsAreAntiPatterns() throws {
        let checklist = try compile("chapters-and-violations.md")
        XCTAssertEqual(checklist.items.map(\.title), [
            "Fields without names", "Errors shown only in colour",
            "Every field has a visible name", "Every error is written in words next to its field", "The keyboard matches what the field expects",
        ])
        XCTAssertEqual(checklist.items.prefix(2).map(\.kind), [.antiPattern, .antiPattern])
        XCTAssertEqual(checklist.items.prefix(2).map(\.severity), [.high, .high])
        XCTAssertEqual(checklist.items[0].examples.map(\.verdict), [.incorrect, .correct])
        XCTAssertEqual(reasonsByText(checklist)["Why forms fail people"],
                       "a numbered chapter that explains and instructs nobody, beside the document's requirements")
        XCTAssertEqual(SectionRole.classify("Common violations"), .antiPatterns)
        // One short sentence under a numbered heading states a requirement as a fact: kept.
        XCTAssertEqual(try compile("clause-parts.md").items.map(\.title).filter { $0 == "Metadata" }, ["Metadata"])
    }

    /// A page that states its requirements, then shows how to build them: headings over code
    /// under "Guidance for iOS" or "Implementation" are demos, an API reference's headings and
    /// parameters are no requirements; a principle of a principles section that only explains
    /// is still asked; a line whose bold label other sections share as a record's field is a
    /// requirement where its own list is not such a record.
    func testPlatformGuidanceAndAPIReferenceAreNoRequirements() throws {
        let checklist = try compile("platform-how-to.md")
        XCTAssertEqual(checklist.items.map(\.title), [
            "Every section header is exposed to assistive technology as a header",
            "A header names the content below it in a few words",
            "Headers never stand in for buttons",
            "Structure first", "Calm",
            "Limit the palette",
            "Accessibility: Header text keeps a 4.5:1 contrast ratio against its background",
            "Dark mode: Every colour has a dark variant",
        ])
        let reasons = reasonsByText(checklist)
        XCTAssertEqual(reasons["Marking a header"],
                       "names the component or API its code shows, over prose that instructs nobody: a demo, beside the document's requirements")
        XCTAssertEqual(reasons["Theme variables"], reasons["Marking a header"])
        XCTAssertEqual(reasons["Style options"], "introduction, index, notes or reference section: only marked lines count")
        XCTAssertEqual(reasons["style: .plain or .prominent"], "a property of a component's API, not a requirement")
        XCTAssertEqual(SectionRole.classify("SwiftUI API quick reference"), .nonGuidance)
        XCTAssertEqual(SectionRole.classify("Reference colours"), .guidance)
    }

    /// Lines typed with a bullet character (•, ◦), as text pasted from a word processor has
    /// them, are list lines, nested by their indentation, and the repair is reported; a user
    /// story ("As a keyboard user, I want …") is a requirement, in a list or as a paragraph
    /// ("As a result, I want …" is no story).
    func testTypedBulletsAreListsAndUserStoriesAreRequirements() throws {
        let checklist = try compile("typed-bullets.md")
        XCTAssertEqual(checklist.items.map(\.title), [
            "As a keyboard user, I want every control to take focus in reading order.",
            "As someone who uses Switch Control, I need each action to be reachable in a few steps, so I do not tire before the end of a form.",
            "As a reader with low vision, I want text to grow with my text size setting, so I can read without zooming.",
            "As a VoiceOver user, I want each image to say what it shows, so I know what the screen offers.",
        ])
        XCTAssertTrue(checklist.items[1].guidance.contains("Nothing is reachable only by a gesture"), checklist.items[1].guidance)
        // Flattened, the bullets mark the lines the rebuilt document breaks at.
        XCTAssertEqual(try compileFlattened("typed-bullets.md").items.map(\.title), checklist.items.map(\.title))
        let repair = try XCTUnwrap(checklist.repairs.first { $0.kind == .typedBullets })
        XCTAssertEqual(repair.lines, [6, 8, 10, 11, 14])
        // One typed bullet alone is an ornament, and a bullet in code stays code.
        XCTAssertTrue(TypedBulletRepair().repair("# Notes\n\n· Updated today\n").repairs.isEmpty)
        XCTAssertTrue(TypedBulletRepair().repair("```\n• one\n• two\n```\n").repairs.isEmpty)
        XCTAssertFalse(CompilationRun.isInstruction("As a rule, I want the list short."))
        // Check boxes typed with no list mark, one line each (hard breaks between them).
        let boxes = try compileText("# Checklist\n\n[ ] Images have alternative text  \n[x] Links look like links  \n☐ Headings describe their sections\n")
        XCTAssertEqual(boxes.items.map(\.title), ["Images have alternative text", "Links look like links", "Headings describe their sections"])
        XCTAssertTrue(TypedBulletRepair().repair("Tick [ ] when done.\n").repairs.isEmpty)
        // A "-" a word processor turned into an en dash, and arrowheads typed as bullets.
        let dashed = try compileText("# Settings\n\n– Group related settings under a header\n– Show each setting's current value\n▸ Keep destructive actions last\n")
        XCTAssertEqual(dashed.items.map(\.title), ["Group related settings under a header", "Show each setting's current value",
                                                   "Keep destructive actions last"])
        // The byte test that lets most documents skip the repair never turns away one the
        // line-by-line repair would change.
        for text in ["• a\n• b\n", "– a\n– b\n", "  ◦ a\n\t◦ b\n", "[ ] a\n[x] b\n", "☐ a\n☑ b\n", "• a\n[ ] b\n", "— a\n— b\n", "· a\n",
                     "```\n• a\n• b\n```\n", "x • a • b\n", String(repeating: "plain line — with a dash\n", count: 1000) + "• a\n• b"] {
            let full = TypedBulletRepair().repairLines(text)
            XCTAssertEqual(TypedBulletRepair().repair(text).text, full.text, text)
            if !full.repairs.isEmpty { XCTAssertTrue(TypedBulletRepair.mayHoldTypedLists(text), text) }
        }
    }

    /// A heading that grades by comparison ("### Lower risk", "## Highest priority") grades
    /// its rows as "### Medium risk" does; "## Higher contrast" names a subject.
    func testAComparativeLevelHeadingGradesItsRows() throws {
        let checklist = try compileText("""
        # Rejection risks

        ## Medium risk

        | Issue | Prevention |
        |---|---|
        | Payment issues | Use in-app purchase |

        ## Lower risk (but still possible)

        | Issue | Prevention |
        |---|---|
        | Wrong category | Choose the primary function |
        """)
        XCTAssertEqual(checklist.items.map(\.severity), [.medium, .low])
        XCTAssertEqual(HeadingText.parse("Highest priority").severity, .critical)
        XCTAssertNil(HeadingText.parse("Higher contrast").severity)
        XCTAssertNil(HeadingText.parse("Lower the volume").severity)
    }

    /// An acceptance criterion's page: "## Criterion" over its statement, then a labelled
    /// list that details it, states one check, the list its guidance.
    func testACriterionSectionWithDetailsStatesOneCheck() throws {
        let checklist = try compileText("""
        # AC-12: Screen reader pass

        **Priority**: High

        ## Criterion

        Every screen of the sign-up flow can be completed with VoiceOver alone.

        **Checked against:**

        - **Readers**: VoiceOver and TalkBack
        - **Screens**: all four steps of sign-up

        ## Verification

        - [ ] The criterion can be measured
        """)
        let criterion = try XCTUnwrap(checklist.items.first)
        XCTAssertEqual(criterion.title, "Every screen of the sign-up flow can be completed with VoiceOver alone.")
        XCTAssertTrue(criterion.guidance.contains("VoiceOver and TalkBack"), criterion.guidance)
        XCTAssertEqual(criterion.severity, .high)
    }

    /// A page that gives its rule file to copy, front matter and all, in a Markdown fence:
    /// the file's lines are what the page states, at their own line numbers. A Markdown fence
    /// without front matter (a report template) stays code.
    func testARuleFileGivenInAMarkdownFenceIsRead() throws {
        let checklist = try compileText("""
        # Layout rules

        Save the block below as a rule file of your editor.

        ```markdown
        ---
        description: Layout rules
        globs: **/*.swift
        ---

        # Layout rules

        - Keep every tap target at 44 by 44 points or more
        - Respect the safe areas on every edge
        ```

        ## Report template

        ```markdown
        # Review
        - Finding: …
        ```
        """)
        XCTAssertEqual(checklist.items.map(\.title), ["Keep every tap target at 44 by 44 points or more", "Respect the safe areas on every edge"])
        XCTAssertEqual(checklist.items.first?.line, 13)
        XCTAssertTrue(CompilationRun.instructsUseOfDocument("Copy & paste the file content from below"))
        XCTAssertFalse(CompilationRun.instructsUseOfDocument("Support copy and paste in every text field"))
    }

    /// A criterion's checks followed by "**How to Test:**" and numbered steps: the steps are
    /// each check's how-to-test, not checks; "**Pass Example:**" / "**Fail Example:**" over
    /// code are a right and a wrong example.
    func testHowToTestStepsAfterChecksAreTheirHowToTest() throws {
        let checklist = try compileText("""
        # Keyboard review

        ## 2.1.1 Keyboard (Level A)

        - [ ] Every control can be reached with Tab
        - [ ] Every control can be used with Space or Return

        **How to Test:**
        1. Unplug the mouse
        2. Tab through the whole screen
        """)
        XCTAssertEqual(checklist.items.map(\.title), ["Every control can be reached with Tab", "Every control can be used with Space or Return"])
        XCTAssertEqual(checklist.items.map(\.howToTest), Array(repeating: "- Unplug the mouse\n- Tab through the whole screen", count: 2))
        XCTAssertTrue(CompilationRun.namesTestSteps("How to test:"))
        XCTAssertFalse(CompilationRun.namesTestSteps("How to test the sign-up flow with a screen reader before release:"))
        XCTAssertEqual(ExampleExtractor.fixLabelVerdict("**Pass Example:**"), .correct)
        XCTAssertEqual(ExampleExtractor.fixLabelVerdict("Fail example"), .incorrect)
    }

    /// A sentence runs on past "i.e." and "e.g.": "Icon buttons (i.e. with a shortcut)
    /// should include a tooltip." is one sentence, and an instruction.
    func testAnAbbreviationDoesNotEndTheFirstSentence() throws {
        XCTAssertEqual(CompilationRun.firstSentence("Icon buttons (i.e. with a shortcut) should include a tooltip. They help."),
                       "Icon buttons (i.e. with a shortcut) should include a tooltip.")
        XCTAssertEqual(CompilationRun.firstSentence("Use short labels. E.g. Save."), "Use short labels.")
        let checklist = try compileText("# Buttons\n\n## Tips\n\nIcon buttons (e.g. with a shortcut) should include a tooltip.\n")
        XCTAssertEqual(checklist.items.map(\.title), ["Icon buttons (e.g. with a shortcut) should include a tooltip."])
    }

    /// "- 🤖 **Automated:** Tool can …": a picture before a bold label keeps the label's bold
    /// marks out of the title ("*" is an emoji too, as a keycap's base).
    func testAPictureBeforeABoldLabelLeavesNoMarksInTheTitle() throws {
        let checklist = try compileText("# Tips\n\n- 🤖 **Automated:** Tool can test automatically\n- 👁️ **Visual:** Someone looks at each screen\n")
        XCTAssertEqual(checklist.items.map(\.title), ["Automated: Tool can test automatically", "Visual: Someone looks at each screen"])
        XCTAssertNil(StatementText.leadingStatus("🤖 **Automated:** Tool can test automatically"))
        XCTAssertEqual(StatementText.leadingStatus("✅ Automated: Tool can test it")?.status, "Automated")
    }

    /// A test sheet whose groups end in a grade under a condition ("**Severity if missing:**
    /// S3 (Medium) — …", "Severity if failing:", "Impact if violated:"), written as a code
    /// with its word in brackets: the grade of the group's checks. A check's sub-lines marked
    /// "Wrong:" / "Right:" are its examples (text samples of both verdicts), not results a
    /// test step expects. The same holds with every line break lost.
    func testConditionalGradesAndMarkedSubLinesOfATestSheet() throws {
        for checklist in [try compile("graded-test-sheet.md"), try compileFlattened("graded-test-sheet.md")] {
            XCTAssertEqual(checklist.items.map(\.title), [
                "Every picture that carries meaning has a spoken description of what it shows",
                "Purely decorative pictures are hidden from the screen reader", "Icon-only buttons have a spoken name",
                "Autoplaying motion stops when Reduce Motion is on", "Nothing flashes more than three times a second",
            ])
            XCTAssertEqual(checklist.items.map(\.severity), [.medium, .medium, .critical, .high, .high])
            XCTAssertEqual(checklist.items[0].severityLabel, "S3 (Medium)")
            XCTAssertEqual(checklist.items[2].severityLabel, "S1 (Critical)")
            XCTAssertEqual(checklist.items[0].examples.map(\.verdict), [.incorrect, .correct])
            XCTAssertEqual(checklist.items[0].examples.first?.code, "accessibilityLabel(\"IMG_0042\")")
            XCTAssertEqual(checklist.items[0].guidance, "")
            XCTAssertEqual(checklist.items[0].sectionPath, ["Text alternatives", "Pictures"])
        }
        XCTAssertEqual(Severity.parse("S2 (High)"), .high)
        XCTAssertEqual(Severity.parse("Sev 1 (Critical) for flashing"), .critical)
        XCTAssertNil(Severity.parse("S2 (see below)"))
        XCTAssertNil(Severity.parse("Section (High)"), "a word longer than a grade's code")
        XCTAssertTrue(LabelledFields.isFieldLabel("Severity if below threshold"))
        XCTAssertFalse(LabelledFields.isFieldLabel("Severity if the screen reader is on and the list is long"), "a sentence, not a label")
    }

    /// Lists that number every item alike ("0." each, or "1." each: Markdown counts them)
    /// lose their line breaks and come back as lists, and a title with a dash over such a list
    /// ("## Checklist - Automated") stays whole rather than ending at the dash.
    func testListsNumberedAlikeComeBackFromOneLine() throws {
        let clean = try compile("counted-alike.md")
        let flat = try compileFlattened("counted-alike.md")
        XCTAssertEqual(clean.items.count, 7)
        XCTAssertEqual(flat.items.map(\.title), clean.items.map(\.title))
        XCTAssertEqual(flat.items.map(\.sectionPath), clean.items.map(\.sectionPath))
        XCTAssertEqual(flat.items[2].sectionPath, ["Checklist - Automated"])
        XCTAssertEqual(flat.items[3].title, "Have the snapshot tests been recorded at the largest text size? Do they pass?")
    }

    /// A summary that lists criteria only by number ("- 1.1.1, 1.2.1, 1.3.1" under "### Level
    /// A") names requirements stated elsewhere: no item, however the lines beside it read.
    func testLinesOfCriterionNumbersAreAnIndexNotChecks() throws {
        let checklist = try compileText("""
            # Contrast and focus

            ## Requirements

            - **Text contrast**: body text has 4.5:1 contrast (1.4.3)
            - **Focus visible**: every focused control shows a ring (2.4.7)

            ## Summary by level

            ### Level A
            - 1.1.1, 1.3.1, 2.1.1
            - 2.4.3

            ### Level AA
            - 1.4.3, 2.4.7
            """)
        XCTAssertEqual(checklist.items.map(\.title), [
            "Text contrast: body text has 4.5:1 contrast (1.4.3)", "Focus visible: every focused control shows a ring (2.4.7)",
        ])
        let reasons = reasonsByText(checklist)
        XCTAssertEqual(reasons["1.1.1, 1.3.1, 2.1.1"], CompilationRun.numberListReason)
        XCTAssertEqual(reasons["2.4.3"], CompilationRun.numberListReason)
        XCTAssertTrue(CompilationRun.isNumberList("1.4.10, 1.4.11; 2.5.8"))
        XCTAssertFalse(CompilationRun.isNumberList("1.4.3 Contrast (Minimum)"))
        XCTAssertFalse(CompilationRun.isNumberList("44, 48"), "measures, not criteria")
    }

    /// A numbered part that opens with how to get ready ("**Setup**: Settings > …") over
    /// sub-sections of task lines is a part of the pass, not a rule with that line as its
    /// guidance; a bold name with only a remark after it ("**AX3** (a middle accessibility
    /// size)") is the line's title, not its number.
    func testSetupLinesAndNamedSizesOfASettingsPass() throws {
        let checklist = try compile("settings-pass.md")
        XCTAssertEqual(checklist.items.map(\.title), [
            "Every screen reachable", "Nothing silent", "Names say what a control does",
            "Default (the size the phone ships with)", "AX3 (a middle accessibility size)", "No text is clipped",
        ])
        XCTAssertEqual(Set(checklist.items.map(\.kind)), [.check])
        XCTAssertEqual(checklist.items.compactMap(\.number), [])
        XCTAssertEqual(checklist.items[0].sectionPath, ["Screen reader", "Moving around"])
        // (A bold identifier before a statement is still the line's number.)
        let numbered = try compileText("# Rules\n\n- [ ] **REQ-7** (NFR-2): Every field has a visible label\n")
        XCTAssertEqual(numbered.items.first?.number, "REQ-7")
    }

    /// A pull-request checklist whose boxes were typed with no space in them ("- [] …"):
    /// CommonMark reads "[]" as text, so each check kept it in its title and a line that was
    /// only a link was read as a link. Two such lines or more are task lines, reported as a
    /// repair; a line that is only "..." is a blank left for more, no check.
    func testBoxesTypedWithNoSpaceAreTaskLines() throws {
        let checklist = try compile("unspaced-boxes.md")
        XCTAssertEqual(checklist.items.map(\.title), [
            "Every control on the order screen reads its name and its state.", "Reading order",
            "Rotor headings match the visible sections.", "Check the checkout flow at the largest text size.",
            "Check both appearances (light and dark).",
        ])
        XCTAssertEqual(Set(checklist.items.map(\.kind)), [.check])
        let repair = try XCTUnwrap(checklist.repairs.first { $0.kind == .typedBullets })
        XCTAssertEqual(repair.lines, [4, 5, 6, 9, 10])
        XCTAssertTrue(repair.detail.contains("no space in it"), repair.detail)
        XCTAssertEqual(reasonsByText(checklist)["..."], "a template's blanks, to be filled in: nothing to check")
        // One such line alone, or one in code, is left as written.
        XCTAssertTrue(TypedBulletRepair().repair("# Notes\n\n- [] maybe\n").repairs.isEmpty)
        XCTAssertTrue(TypedBulletRepair().repair("```\n- [] a\n- [] b\n```\n").repairs.isEmpty)
        for text in ["- [] a\n* [] b\n", "  - [] a\n  + [] b\n", "- [] a\n- []\n", "-[] a\n-[] b\n"] {
            let full = TypedBulletRepair().repairLines(text)
            XCTAssertEqual(TypedBulletRepair().repair(text).text, full.text, text)
            if !full.repairs.isEmpty { XCTAssertTrue(TypedBulletRepair.mayHoldTypedLists(text), text) }
        }
        XCTAssertTrue(CompilationRun.isPlaceholder("…"))
        XCTAssertFalse(CompilationRun.isPlaceholder("→ Settings"))
    }

    /// A criterion heading over "✅ Success technique(s)" of prose and "🚫 Failures" that
    /// list what fails is one rule: both are its guidance (an item titled "Success
    /// technique(s)" asks nothing). Where every such sub-section lists its lines, they stay
    /// the items.
    func testACriterionWhoseTechniquesAreProseIsTheRule() throws {
        let checklist = try compile("criterion-prose-and-failures.md")
        XCTAssertEqual(checklist.items.map(\.title), [
            "Orientation", "Say which button to press by its name, never only by its colour or place.",
            "Pair every status colour with a word or a symbol.", "Telling people to \"tap the green button\".",
        ])
        XCTAssertEqual(checklist.items.map(\.kind), [.rule, .rule, .rule, .antiPattern])
        XCTAssertEqual(checklist.items[0].number, "1.3.4")
        XCTAssertEqual(checklist.items[0].severity, .medium)
        XCTAssertTrue(checklist.items[0].guidance.contains("Pin a screen to one orientation"), checklist.items[0].guidance)
        XCTAssertTrue(checklist.items[0].guidance.contains("locking the whole app to portrait"), checklist.items[0].guidance)
        // Criteria listed as links, one of them with its bracket left open: each is an item,
        // and flattened, the dash inside a link's text opens no list line.
        let listed = "# Other criteria\n\nThese still apply:\n\n- [No keyboard trap (WCAG 2.1.2 - Level A)](https://example.com/a)\n"
            + "- [Multiple ways (WCAG 2.4.5 - Level AA)](https://example.com/b)\n- [Pointer cancellation (WCAG 2.5.2 - Level A](https://example.com/c)\n"
        for text in [listed, listed.replacingOccurrences(of: "\n", with: " ")] {
            let criteria = try compileText(text)
            XCTAssertEqual(criteria.items.map(\.title), ["No keyboard trap", "Multiple ways", "Pointer cancellation"], text)
            XCTAssertEqual(criteria.items.map(\.number), ["2.1.2", "2.4.5", "2.5.2"], text)
        }
        XCTAssertNil(HeadingText.trailingCriterion("Reflow (WCAG 1.4.10 - Level AA) (see notes"))
    }

    /// Headings written with no space after their hashes ("###Labels", "##<a name=…></a>Guiding
    /// principles"), as Markdown was written before CommonMark, are the headings they were
    /// meant to be; a colour, a hashtag and fenced code stay as written.
    func testHeadingsWithNoSpaceAfterTheirHashesAreHeadings() throws {
        let checklist = try compile("unspaced-headings.md")
        XCTAssertEqual(checklist.items.map(\.title), [
            "Keep every screen readable without sight", "Size controls for every hand and every grip",
            "Each control is named by what it does, not by its type.", "Every row of a list has a label of its own.",
        ])
        XCTAssertEqual(checklist.items.map(\.sectionPath), [["Guiding principles"], ["Guiding principles"], ["Checks", "Labels"], ["Checks", "Labels"]])
        let repair = try XCTUnwrap(checklist.repairs.first { $0.kind == .headingSpace })
        XCTAssertEqual(repair.lines, [3, 7, 9, 13])
        // Flattened, the headings still break the rebuilt lines.
        XCTAssertEqual(try compileFlattened("unspaced-headings.md").items.map(\.title), checklist.items.map(\.title))
        XCTAssertEqual(LineBreakRepair.unspacedHeadingsAsMarks("#Title text ##<a name=\"x\"></a>Part C# #tag ###Labels"),
                       "# Title text ## <a name=\"x\"></a>Part C# #tag ### Labels")
        for line in ["#hashtag", "#include <stdio.h>", "#E5E5EA", "#FFF", "#1 reason", "# Spaced", "#######Seven", "#<b>"] {
            XCTAssertNil(HeadingSpaceRepair.unspacedHeadingHashes(line.utf8), line)
        }
        XCTAssertEqual(HeadingSpaceRepair.unspacedHeadingHashes("#Overview".utf8), 1)
        XCTAssertEqual(HeadingSpaceRepair.unspacedHeadingHashes("###basics".utf8), 3)
        // The byte test that lets most documents skip the repair never turns away one it would change.
        for text in ["a\n##B\n", "##B", "x ##B\n", "```\n##B\n```\n", "   ###B\n", "    ###B\n", "a\n  #Title\n", "\n\n##B"] {
            let full = HeadingSpaceRepair().repairLines(text)
            XCTAssertEqual(HeadingSpaceRepair().repair(text).text, full.text, text)
            if !full.repairs.isEmpty { XCTAssertTrue(HeadingSpaceRepair.mayHoldUnspacedHeadings(text), text) }
        }
        XCTAssertFalse(HeadingSpaceRepair().repair("   ###B\n").repairs.isEmpty)
        XCTAssertTrue(HeadingSpaceRepair().repair("    ###B\n").repairs.isEmpty)
        XCTAssertTrue(HeadingSpaceRepair().repair("```\n##B\n```\n").repairs.isEmpty)
    }

    /// A lookup of WCAG criteria: tables whose "Check for" column states the check and whose
    /// "WCAG SC" cells name criteria with their levels ("2.1.1 (A), 2.4.3 (A)": the first
    /// numbers and grades the row), and task lines opened by a criterion and its level
    /// ("2.5.8 (AA) - Icon buttons keep …"). A criterion cited again under another topic is
    /// a check of that topic, not a detail of the first.
    func testCriteriaWithTheirLevelsNumberAndGradeTheirChecks() throws {
        let checklist = try compile("criteria-lookup.md")
        XCTAssertEqual(checklist.items.map(\.title), [
            "Every meaningful picture has a spoken description", "Every control can be reached in a sensible order",
            "Tap areas are at least 24 by 24 points", "Icon buttons keep a 44 by 44 point tap area",
            "The spoken name matches the visible label",
        ])
        XCTAssertEqual(checklist.items.map(\.number), ["1.1.1", "2.1.1", "2.5.8", "2.5.8", "4.1.2"])
        XCTAssertEqual(checklist.items.map(\.severity), [.high, .high, .medium, .medium, .high])
        XCTAssertEqual(checklist.items.map(\.severityLabel), ["Level A", "Level A", "Level AA", "Level AA", "Level A"])
        XCTAssertTrue(checklist.items[1].guidance.contains("2.4.3 (A)"), checklist.items[1].guidance)
        XCTAssertTrue(checklist.items[4].guidance.contains("2.5.3"), checklist.items[4].guidance)
        XCTAssertEqual(Set(checklist.items.map(\.id)).count, 5)
        XCTAssertNil(RequirementTable.levelledCriteria(in: "2.1.1"))
        XCTAssertNil(RequirementTable.levelledCriteria(in: "1.4 (AA)"))
    }

    /// A page on grading findings: its grades' legend asks nothing, and its tables of
    /// scenarios under "Grades by common issue type" are the faults it grades, anti-patterns
    /// with their severities (the grade column names the legend's sections; that makes it no
    /// index of them).
    func testScenariosGradedByCommonIssueTypeAreAntiPatterns() throws {
        let checklist = try compile("graded-scenarios.md")
        XCTAssertEqual(checklist.items.map(\.title), [
            "A field with no label", "An error shown by colour only", "A session that ends without warning", "A message that vanishes too fast",
        ])
        XCTAssertEqual(Set(checklist.items.map(\.kind)), [.antiPattern])
        XCTAssertEqual(checklist.items.map(\.severity), [.critical, .high, .high, .medium])
        XCTAssertEqual(SectionRole.classify("Severity by common issue type"), .antiPatterns)
        XCTAssertNotEqual(SectionRole.classify("Reporting common issues"), .antiPatterns)
    }

    /// A task line whose bold label names a platform ("**Android:** …") says where the check
    /// applies: the title is the label and its text ("Android" alone asks nothing). A label
    /// naming the check keeps titling it, its text the guidance.
    func testAPlatformLabelIsPartOfItsCheck() throws {
        let checklist = try compileText("""
            # Review

            ## Tools
            - [ ] **Android:** Accessibility Scanner and the layout linter
            - [ ] **iOS:** Accessibility Inspector in Xcode

            ## Checks
            - [ ] **Labels:** every button has a label
            """)
        XCTAssertEqual(checklist.items.map(\.title), [
            "Android: Accessibility Scanner and the layout linter", "iOS: Accessibility Inspector in Xcode", "Labels",
        ])
        XCTAssertEqual(checklist.items.map(\.guidance), ["", "", "every button has a label"])
    }

    /// Topics graded by one capitalised word in brackets ("### System colours (Critical)",
    /// "(Important)", "(Critical for App Store)") grade their task lines, and the titles lose
    /// the grade; a bracket of other words stays the title's. Code after the task lines under
    /// a short label ("**Anti-patterns to flag:**"), whose comments mark its parts wrong and
    /// right, gives the last line its examples.
    func testCapitalisedGradesInBracketsAndFlaggedCodeAfterTaskLines() throws {
        let checklist = try compile("graded-topics-with-flags.md")
        XCTAssertEqual(checklist.items.map(\.severity), [.critical, .critical, .high, .critical, nil])
        XCTAssertEqual(checklist.items.map(\.severityLabel), ["Critical", "Critical", "Important", "Critical for App Store", nil])
        XCTAssertEqual(checklist.items.map { $0.sectionPath.last }, ["System colours", "System colours", "Weight", "Launch screen", "Contrast (High contrast mode)"])
        XCTAssertEqual(checklist.items[1].examples.map(\.verdict), [.incorrect, .correct])
        XCTAssertEqual(checklist.items[1].examples.map(\.caption), ["A fixed white", "A colour that adapts"])
        XCTAssertTrue(checklist.items[0].examples.isEmpty)
        XCTAssertNil(HeadingText.trailingSeverity("Text size (Large)"))
        XCTAssertNil(HeadingText.trailingSeverity("Contrast (Low contrast)"))
        XCTAssertEqual(HeadingText.trailingSeverity("Tap areas (Minor)")?.0, .low)
    }

    /// A numbered heading with nothing of its own over topics whose labelled lists say how
    /// ("### Tab bar" › "**Best practices:**" over its lines) is a chapter: the lines are the
    /// checks. A numbered heading with prose of its own over a "### Why" stays one rule.
    func testANumberedChapterOfLabelledTopicsHoldsTheirLines() throws {
        let checklist = try compile("pattern-chapters.md")
        XCTAssertEqual(checklist.items.map(\.title), [
            "Give every tab a symbol and a one-word name", "Keep the selected tab when the app relaunches",
            "Show recent searches before anything is typed", "Keep the search field above the results", "Touch targets",
        ])
        XCTAssertEqual(checklist.items.map(\.sectionPath), [
            ["Navigation", "Tab bar"], ["Navigation", "Tab bar"], ["Navigation", "Search"], ["Navigation", "Search"], ["Touch targets"],
        ])
        XCTAssertEqual(checklist.items.last?.number, "2")
        XCTAssertEqual(checklist.items.last?.guidance, "Every control needs room for a finger.")
    }

    /// A page titled "… Design Principles" that opens "Use this checklist …": what it calls
    /// itself decides, so its sections' lines are checks; the section named for its
    /// philosophy still holds principles.
    func testAPrinciplesTitledPageThatCallsItselfAChecklistAsksChecks() throws {
        let checklist = try compile("principles-titled-checklist.md")
        XCTAssertEqual(checklist.items.map(\.kind), [.principle, .principle] + Array(repeating: .check, count: 8))
        XCTAssertEqual(checklist.items[2].title, "Every row fits at the largest text size without clipping")
        XCTAssertTrue(CompilationRun.callsItselfAChecklist([MarkdownBlock(kind: .paragraph, text: "Use this checklist when you review.", startLine: 1, endLine: 1)]))
        XCTAssertFalse(CompilationRun.callsItselfAChecklist([MarkdownBlock(kind: .paragraph, text: "A checklist of your own may help.", startLine: 1, endLine: 1)]))
    }
}

extension DocumentShapeTests {
    /// "**Core principle**: …", "**Key principle**: …": a word before the kind qualifies it,
    /// and the line is the topic's principle beside its anti-patterns (with the code labelled
    /// good as its example). "**Related rule**: …" points elsewhere and states nothing here.
    /// A section of "Common rejections" names the faults a store's review turns apps down for.
    func testQualifiedPrinciplesAndCommonRejections() throws {
        let checklist = try compile("topics-with-core-principles.md")
        XCTAssertEqual(checklist.items.map(\.kind), [
            .principle, .antiPattern, .antiPattern, .principle, .antiPattern, .antiPattern, .antiPattern,
        ])
        XCTAssertEqual(checklist.items[0].title, "Give every control a tap area of at least 44 by 44 points.")
        XCTAssertEqual(checklist.items[0].examples.map(\.verdict), [.correct])
        XCTAssertEqual(checklist.items[3].title, "Never hide an action behind hover alone.")
        XCTAssertFalse(checklist.items.contains { $0.title.contains("Spacing between rows") })
        XCTAssertEqual(SectionRole.classify("Review guidelines (common rejections)"), .antiPatterns)
        XCTAssertEqual(SectionRole.classify("Common errors"), .antiPatterns)
        XCTAssertNotEqual(SectionRole.classify("Error messages"), .antiPatterns)
    }
}

extension DocumentShapeTests {
    /// A page copied as plain text: no heading marks, short lines over the prose of their
    /// sections. They are its headings (the first its title), the one-line paragraphs after a
    /// sentence ending in a colon the list it introduces (here samples, after "For example, …"),
    /// and every guideline paragraph under them a check. "Note" stays a label, and a name
    /// such as "visionOS" may open a heading in lower case.
    func testAPageCopiedAsPlainTextGetsItsHeadingsBack() throws {
        let checklist = try compile("plain-text-page.md")
        XCTAssertEqual(checklist.title, "Reading on small screens")
        XCTAssertEqual(checklist.repairs.map(\.kind), [.plainPage])
        XCTAssertEqual(checklist.items.map(\.title), [
            "Support every text size people choose.", "Keep labels short — Trim each label to the words that say what it does.",
            "Test text sizes on real screens.", "Give text a contrast ratio of at least 4.5:1 against its background.",
            "When a colour carries meaning and nothing else shows it, add a symbol or a word beside it.",
            "In dark appearance, check the same pairs again: a colour that passes in light may fail in dark.",
            "Keep text on glass legible.",
        ])
        XCTAssertEqual(checklist.items.map { $0.sectionPath.last }, ["Text size", "Text size", "Text size", "Contrast", "Contrast", "Contrast", "visionOS"])
    }

    /// The plain-page repair leaves alone a document with headings of any kind, and one
    /// with fewer than three short lines over prose.
    func testThePlainPageRepairNeedsAPageWithoutHeadings() {
        let page = "Title\n\nSizes\nSupport every text size people choose in settings.\n\nColour\nGive text a contrast ratio of at least 4.5:1 here.\n\nMotion\nHonour the setting that reduces motion on every screen.\n"
        XCTAssertEqual(PlainPageRepair().repair(page).repairs.map(\.kind), [.plainPage])
        XCTAssertTrue(PlainPageRepair().repair(page).text.hasPrefix("Title\n\n## Sizes\n"))
        for text in ["# Title\n\n" + page, page + "\nMore\n===\n", page + "\n<h2>More</h2>\n",
                     "Sizes\nSupport every text size people choose in settings.\n\nColour\nGive text a contrast ratio of at least 4.5:1 here.\n"] {
            XCTAssertTrue(PlainPageRepair().repair(text).repairs.isEmpty, text)
        }
        // (A shell comment in fenced code is no heading; a heading after the first lines is.)
        XCTAssertFalse(PlainPageRepair.hasHeadings("Build it\n\n```sh\n# build\nmake\n```\n"))
        XCTAssertTrue(PlainPageRepair.hasHeadings("Intro\n\nMore words\n   ## Part\n"))
        XCTAssertTrue(PlainPageRepair.hasHeadings("Intro\n---\n"))
        XCTAssertFalse(PlainPageRepair.hasHeadings("- item\n---\n#hashtag\n"))
    }
}

extension DocumentShapeTests {
    /// A heading that is only a Do / Don't label over an instruction paragraph gives it its
    /// verdict, as it gives a list's lines theirs: a rule and an anti-pattern, not two checks.
    func testADoOrDontHeadingOverAParagraphGivesItsVerdict() throws {
        let checklist = try compileText("""
            # Buttons

            ## Emphasis

            Give the main action of a screen the one prominent button.

            ### Do

            Put the main action where people look for it first, at the end of the bar.

            ### Don't

            Show two prominent buttons side by side.
            """)
        XCTAssertEqual(checklist.items.map(\.kind), [.check, .rule, .antiPattern])
        XCTAssertEqual(checklist.items.last?.title, "Show two prominent buttons side by side.")
    }
}

extension DocumentShapeTests {
    /// Instructions as guideline pages write them: two verbs joined ("Audit and test …"), a
    /// long opening clause before a verb with its particle ("For each …, turn on …"), a name
    /// and a dash before the instruction, and verbs such as "Characterize", "Express".
    func testInstructionSentenceForms() {
        for sentence in [
            "Audit and test your app for accessibility.",
            "For each critical flow in your app or your game, turn on an accessibility feature and finish every task.",
            "When an image is purely decorative and is not meant to say anything important, hide it from assistive technologies.",
            "Simplicity — Support familiar interactions that keep complex tasks simple.",
            "Characterize the accessibility of custom elements.",
            "Express hierarchy through layers and motion.",
        ] {
            XCTAssertTrue(CompilationRun.isInstruction(sentence), sentence)
        }
        for sentence in [
            "Audit logs are kept for a year.",
            "Simplicity — the screens stay calm.",
            "For each critical flow, the team writes a test plan.",
        ] {
            XCTAssertFalse(CompilationRun.isInstruction(sentence), sentence)
        }
    }

    /// A form whose columns after the first are where the answers go ("| Network | N/A | No |
    /// Yes |", "| Setting | Yes | No | Notes |"): each row is a check named by its first cell,
    /// whatever that column is called, and a tick already made is an answer, not guidance. A
    /// table of fields to fill in, and one whose "Status" column holds words, ask nothing.
    func testATableOfAnswerColumnsIsACheckPerRow() throws {
        let checklist = try compile("answer-columns.md")
        XCTAssertEqual(checklist.items.map(\.title), [
            "Airplane mode", "Captive portal login page", "Request times out after 30 seconds",
            "Dark Mode on every screen", "Largest accessibility text size",
        ])
        XCTAssertEqual(Set(checklist.items.map(\.kind)), [.check])
        let portal = try item(checklist, "Captive portal login page")
        XCTAssertEqual(portal.sectionPath, ["Release sign-off sheet", "Offline behaviour"])
        XCTAssertEqual(portal.guidance, "Try every screen that loads data with the network in each state below.",
                       "the line over the form says what each row asks; the tick in N/A is an answer")
        XCTAssertEqual(try item(checklist, "Largest accessibility text size").guidance, "")
        let reasons = reasonsByLine(checklist)
        XCTAssertEqual(reasons[3], "table without a requirement column")
        XCTAssertEqual(reasons[17], "row of a form whose other columns take the answers")
        XCTAssertFalse(checklist.items.contains { $0.title.contains("Sign in with Apple") || $0.title == "Build" })

        XCTAssertTrue(RequirementTable.isAnswerSheet(headerCells: ["connection", "n/a", "no", "yes"], body: [["Wifi", "", "X", ""]]))
        XCTAssertFalse(RequirementTable.isAnswerSheet(headerCells: ["feature", "status"], body: [["Widgets", "Planned"]]))
        XCTAssertFalse(RequirementTable.isAnswerSheet(headerCells: ["screen", "notes"], body: [["Login", ""]]),
                       "notes alone offer no answer")
    }

    /// Headings written as a list ("#### - Let people remap every button"): the bullet is no
    /// part of the title. Among sibling headings that instruct, a long instruction, one over
    /// nothing and one over only links to where it is seen are rules as theirs are.
    func testBulletedInstructionHeadingsAreRulesHoweverLong() throws {
        let checklist = try compile("bulleted-instruction-headings.md")
        XCTAssertEqual(checklist.items.map(\.title), [
            "Let people remap every button",
            "Make sure every menu can be reached with the same input device the person plays with, whether that is a pad, a keyboard or a pointer",
            "Keep the controls as simple as the game allows",
            "If the game runs on a desktop computer, offer a windowed mode so that on-screen keyboards can sit beside it",
            "Allow the interface to be resized",
        ])
        XCTAssertEqual(Set(checklist.items.map(\.kind)), [.rule])
        XCTAssertEqual(checklist.items[0].sectionPath, ["Input", "Basic", "Let people remap every button"])
        XCTAssertEqual(HeadingText.parse("- Keep it short").title, "Keep it short")
        XCTAssertEqual(HeadingText.parse("• Keep it short").title, "Keep it short")
        XCTAssertEqual(HeadingText.parse("-1 offset").title, "-1 offset")
        XCTAssertEqual(HeadingText.parse("- ").title, "-")
    }

    /// In a page of principles, "Design resources" (what to download) and "Recommended
    /// sessions" (what to watch) list no principles; a project's "String resources" may hold
    /// requirements.
    func testResourceAndSessionListsAreNoPrinciples() throws {
        let checklist = try compileText("""
        # Design principles

        ## Key principles

        1. **Clarity** - Text is legible at every size
        2. **Deference** - Content comes first

        ## Design resources

        - **Fonts** - the system font family
        - **Icons** - system icons and templates

        ## Recommended sessions

        1. **[Designing for everyone](https://example.com/1)** - a talk on inclusive design
        """)
        XCTAssertEqual(checklist.items.map(\.title), ["Clarity", "Deference"])
        for title in ["Design resources", "Apple Design Resources", "Learning resources", "Recommended sessions", "WWDC videos"] {
            XCTAssertEqual(SectionRole.classify(title), .nonGuidance, title)
        }
        for title in ["String resources", "Localized resources", "Sessions"] {
            XCTAssertNotEqual(SectionRole.classify(title), .nonGuidance, title)
        }
    }

    /// Items come in the order the document states them, whatever reading found each: a
    /// requirement set apart in a quote or in bold above a section's task lines comes before
    /// them, not after; `--explain` still names each line's item.
    func testItemsFollowTheDocumentsOrder() throws {
        let checklist = try compileText("""
        # Motion

        > [!IMPORTANT]
        > Respect Reduce Motion for every animation longer than half a second.

        - [ ] Parallax is turned off with Reduce Motion

        **Never flash content more than three times a second.**

        - [ ] Autoplay stops after five seconds
        """)
        XCTAssertEqual(checklist.items.map(\.title), [
            "Respect Reduce Motion for every animation longer than half a second.",
            "Parallax is turned off with Reduce Motion",
            "Never flash content more than three times a second.",
            "Autoplay stops after five seconds",
        ])
        XCTAssertEqual(checklist.items.map(\.line), checklist.items.map(\.line).sorted())
        let byLine = Dictionary(checklist.decisions.filter { $0.outcome == .item }.map { ($0.line, $0.itemID) }, uniquingKeysWith: { first, _ in first })
        for item in checklist.items { XCTAssertEqual(byLine[item.line], item.id, item.title) }
    }

    /// A page whose body is its title's section (prose that instructs, a "Notes:" list, known
    /// issues, then only the criteria it meets and links): its prose states requirements as
    /// any section's does, not an introduction's; what a kind of thing needs ("… buttons need
    /// a label …") is a duty, and so is one stated after a fact that opens the page; the
    /// known issues ask nothing.
    func testAPageWhoseBodyIsUnderItsTitleReadsItsProse() throws {
        let checklist = try compile("page-body-under-title.md")
        XCTAssertEqual(checklist.items.map(\.title), [
            "People using VoiceOver must hear the new value after every change.",
            "Use the system Stepper so that the value can be adjusted with a swipe up or down.",
            "Steppers built from two separate buttons need a label on each button that names the value it changes.",
            "Save the value as soon as it changes, so that leaving the screen loses nothing.",
            "Never put the value only in the buttons' images.",
            "Keep the value visible beside the control at every text size.",
        ])
        XCTAssertEqual(checklist.items[0].guidance, "A stepper changes a number one step at a time.")
        XCTAssertEqual(checklist.items[1].criteria?.map(\.num), ["4.1.2"])
        XCTAssertTrue(CompilationRun.isInstruction("Icon buttons need an accessibility label."))
        XCTAssertFalse(CompilationRun.isInstruction("Most apps need a login screen."))
        XCTAssertFalse(CompilationRun.isInstruction("Users need a way back to the start."))

        // Beside sections of their own, the title's instruction is still the introduction's.
        let sections = try compileText("""
        # Steppers

        Use these checks on every screen with a stepper.

        Notes:
        - Never put the value only in the buttons' images.

        ## Values

        - [ ] The value is read after every change
        """)
        XCTAssertFalse(sections.items.contains { $0.title.hasPrefix("Use these checks") })
    }

    /// A linter's page of one rule: the title names the rule ("ui-a11y/min-tap-target", its
    /// last part the number), the opening paragraph states it, and the sections below are its
    /// details, its samples labelled Valid / Invalid, and the criteria it cites. One rule, its
    /// samples its examples; "Valid" and "Invalid" are no rules of their own.
    func testALintersRulePageIsOneRuleWithItsSamples() throws {
        let checklist = try compile("lint-rule-page.md")
        XCTAssertEqual(checklist.items.count, 1)
        let rule = checklist.items[0]
        XCTAssertEqual(rule.title, "Keep every tappable control at least 44 by 44 points, so that people with limited dexterity can hit it.")
        XCTAssertEqual(rule.number, "min-tap-target")
        XCTAssertEqual(rule.kind, .rule)
        XCTAssertEqual(rule.examples.map(\.verdict), [.correct, .incorrect])
        XCTAssertEqual(rule.examples.map(\.caption), ["Valid", "Invalid"])
        XCTAssertTrue(rule.examples[1].code.contains("width: 20"))
        XCTAssertTrue(rule.guidance.hasPrefix("Smaller glyphs may sit inside a larger hit area."), rule.guidance)
        XCTAssertTrue(rule.guidance.contains("it takes no options"))
        XCTAssertFalse(rule.guidance.contains("<!--"), "a comment is no guidance")
        XCTAssertEqual(rule.criteria?.map(\.num), ["2.5.8"], "the criterion the page cites")
        XCTAssertEqual(reasonsByLine(checklist)[9], "part of the page's one rule")

        // The title states the rule, its name in brackets; the samples are labelled by the
        // paragraphs over them; a list of the rule's facts may stand under the title.
        let labelled = try compile("lint-rule-labelled-samples.md")
        XCTAssertEqual(labelled.items.map(\.title), ["Require a label on every icon-only button"])
        XCTAssertEqual(labelled.items[0].number, "icon-button-label")
        XCTAssertEqual(labelled.items[0].examples.map(\.verdict), [.incorrect, .correct])
        XCTAssertEqual(labelled.items[0].criteria?.map(\.num), ["4.1.2"])

        // A page whose sections are subjects of their own is read as before: each is a rule.
        let topics = try compileText("""
        # Touch

        Keep every tappable control large enough to hit.

        ## Buttons

        ### Good

        ```swift
        button.frame(minWidth: 44, minHeight: 44)
        ```

        ## Sliders

        Give the thumb room on either side.
        """)
        XCTAssertFalse(topics.items.contains { $0.title.hasPrefix("Keep every tappable") })

        for (label, verdict) in [("Valid", CodeExample.Verdict.correct), ("Invalid", .incorrect), ("Succeed", .correct), ("Fail", .incorrect),
                                 ("Passing examples", .correct), ("Non-triggering examples", .correct), ("Triggering Examples", .incorrect),
                                 ("Examples of **incorrect** code for this rule:", .incorrect)] {
            XCTAssertEqual(ExampleExtractor.label(label)?.verdict, verdict, label)
        }
        for text in ["Valid values are 0 to 10", "Pass the handler on to the view.", "Fail fast"] {
            XCTAssertNil(ExampleExtractor.outcomeLabelVerdict(text), text)
        }
    }

    /// In a document that marks its requirements, a paragraph that opens on one sentence set
    /// in bold that instructs or obliges is that requirement, the rest of the paragraph its
    /// guidance; a bold lead that states a preference, or an instruction said of what the
    /// heading names ("Use as a last resort."), is no item.
    func testABoldInstructionOpeningAParagraphIsARequirement() throws {
        let checklist = try compileText("""
        # Editing conventions

        ## Saving

        **Keep the original photo until the person saves.** Edits apply to a copy, so the first
        version stays on disk until Save.

        **Undo beats a confirmation dialog.** People click through dialogs without reading them.

        **Use as a last resort.** It skips every check.

        **Labels should name the action, not the icon.** "Share", not "Arrow".

        - [ ] The Save button is never hidden by the keyboard
        """)
        XCTAssertEqual(Set(checklist.items.map(\.title)), [
            "The Save button is never hidden by the keyboard", "Keep the original photo until the person saves",
            "Labels should name the action, not the icon",
        ])
        let keep = try item(checklist, "Keep the original photo until the person saves")
        XCTAssertEqual(keep.guidance, "Edits apply to a copy, so the first version stays on disk until Save.")
        XCTAssertEqual(reasonsByLine(checklist)[5], "bold sentence opening a paragraph, an instruction (the rest its guidance)")
        XCTAssertNil(CompilationRun.boldSentenceLead("**Tip:** keep it short."))
        XCTAssertNil(CompilationRun.boldSentenceLead("**Optimistic updates** show success at once."))
        XCTAssertNil(CompilationRun.boldSentenceLead("**Keep it short.**"))
        XCTAssertEqual(CompilationRun.boldSentenceLead("**Keep `body` short.** It re-runs."), "Keep body short.")
        XCTAssertTrue(RequirementTable.lacksSubject("Use as a last resort"))
    }

    /// "A01:2021 — Broken access control": a colon with digits after it is inside the
    /// identifier (a list and its edition), which numbers the heading or the line; the title
    /// and the section path keep only the words.
    func testAnIdentifierWithAnEditionAfterItsColonNumbersTheLine() throws {
        let checklist = try compileText("""
        # Web risks

        ## A01:2021 — Broken access control

        - [ ] Every request checks who is asking
        - [ ] Access is refused unless it was granted

        ## Injection

        - B02:2024 - Hostile input never reaches a query as code
        """)
        let first = try item(checklist, "Every request checks who is asking")
        XCTAssertEqual(first.sectionPath, ["Broken access control"])
        let line = try item(checklist, "Hostile input never reaches a query as code")
        XCTAssertEqual(line.number, "B02:2024")
        XCTAssertEqual(HeadingText.parse("A01:2021 — Broken access control").number, "A01:2021")
        XCTAssertEqual(HeadingText.parse("A1: Labels").number, "A1")
        XCTAssertEqual(HeadingText.parse("A1: Labels").title, "Labels")
        XCTAssertEqual(HeadingText.leadingCodeWord("4.5:1 contrast"), "4.5:1")
        XCTAssertEqual(HeadingText.leadingCodeWord("R2: Totals"), "R2")
    }

    /// "| Factor | Kit A | Kit B |" over short values, in a section of principles: options
    /// compared factor by factor, no requirement in any row; the section's other lines stay.
    func testAComparisonOfOptionsFactorByFactorIsNoRequirementTable() throws {
        let checklist = try compileText("""
        # Chart library principles

        ## Library selection principles

        | Factor | Plotter | Graphwell | Linekit |
        | --- | --- | --- | --- |
        | Licence | Free | Paid | Free |
        | Dark Mode | Built in | Manual | Built in |
        | VoiceOver | Partial | Full | None |

        - Every chart has a text summary for VoiceOver
        - Colours in a chart come from the semantic palette
        """)
        XCTAssertEqual(checklist.items.map(\.title), [
            "Every chart has a text summary for VoiceOver", "Colours in a chart come from the semantic palette",
        ])
        XCTAssertTrue(RequirementTable.comparesOptions(headerCells: ["feature", "phone", "tablet"],
                                                       body: [["Split view", "No", "Yes"], ["Pencil", "No", "Yes"]]))
        XCTAssertFalse(RequirementTable.comparesOptions(headerCells: ["factor", "do", "don't"], body: [["a", "b", "c"], ["d", "e", "f"]]))
        XCTAssertFalse(RequirementTable.comparesOptions(headerCells: ["control", "ios", "android"], body: [["a", "b", "c"], ["d", "e", "f"]]))
    }

    /// "## When you should be used" says when a tool is to be called, not what a screen must do.
    func testWhenAToolShouldBeUsedIsNoCheck() throws {
        let checklist = try compileText("""
        # Form reviewer

        ## Checks

        - Every field has a visible label
        - Errors name the field they belong to

        ## When you should be used

        - When a pull request adds a form
        - To look over a sign-up flow before release
        """)
        XCTAssertEqual(checklist.items.map(\.title), ["Every field has a visible label", "Errors name the field they belong to"])
        XCTAssertEqual(SectionRole.classify("When You Should Be Used"), .nonGuidance)
        XCTAssertEqual(SectionRole.classify("When I am invoked"), .nonGuidance)
        XCTAssertNotEqual(SectionRole.classify("When you rotate the device"), .nonGuidance)
    }

    /// In an unmarked guideline page, paragraphs opened by a bold instruction are its rules
    /// also where the section holds lists: two or more such paragraphs are items beside the
    /// lines of the lists, not an introduction to them.
    func testBoldInstructionParagraphsBesideListsAreRules() throws {
        let checklist = try compileText("""
        # Sheets

        A sheet slides up over the screen it belongs to.

        ## Dismissal

        People close a sheet in several ways:

        - Swiping the sheet down closes it
        - A Close button in the top corner closes it

        **Confirm before closing a sheet that holds unsaved edits.** A swipe is easy to make by
        accident, and the edits would be lost.

        **Keep the Close button in the same corner on every sheet.** People look for it there.
        """)
        let confirm = try item(checklist, "Confirm before closing a sheet that holds unsaved edits")
        XCTAssertEqual(confirm.guidance, "A swipe is easy to make by accident, and the edits would be lost.")
        XCTAssertNotNil(checklist.items.first { $0.title == "Keep the Close button in the same corner on every sheet" })
    }

    /// "There are several patterns that can help:" over what each is or does: the kinds there
    /// are, named, not lines to check, even in a section named for mistakes.
    func testASentenceSayingWhatKindsThereAreIntroducesNoChecks() throws {
        let checklist = try compileText("""
        # Suggestions

        ## Mistakes

        - Anticipate wrong suggestions and make them cheap to dismiss
        - Let people undo an accepted suggestion

        There are several patterns that can soften a wrong suggestion:

        - Confidence labels tell people how sure the app is
        - Corrections let people fix a result in place
        """)
        XCTAssertEqual(checklist.items.map(\.title), [
            "Anticipate wrong suggestions and make them cheap to dismiss", "Let people undo an accepted suggestion",
        ])
        XCTAssertEqual(checklist.items.map(\.kind), [.rule, .rule])
        XCTAssertTrue(CompilationRun.namesKindsBelow("There are three kinds of sheet:"))
        XCTAssertFalse(CompilationRun.namesKindsBelow("There are a few things to keep in mind:"))
        XCTAssertFalse(CompilationRun.namesKindsBelow("There are several rules every sheet must follow:"))
        XCTAssertTrue(CompilationRun.namesKindsBelow("There are several ways to show a chart (we use two):"))
    }

    /// "## 1. Colour basics" with nothing of its own over topics in lists and tables is a
    /// chapter of the guide, not one rule holding them all: the rules of its topics are
    /// read. A numbered heading over topics with code stays the rule they illustrate.
    func testANumberedChapterOverTopicsIsNoRule() throws {
        let checklist = try compileText("""
        # Colour on phones

        ## 1. Colour basics

        ### Why phones differ

        - Screens are used outdoors
        - Dark Mode is set for the whole system

        ### Rules

        - Use the semantic colours of the platform
        - Pair every status colour with an icon

        ## 2. Dynamic colour

        ### Reading the palette

        ```swift
        let tint = Color.accentColor
        ```

        ### Falling back

        ```swift
        let tint = Color.blue
        ```
        """)
        XCTAssertEqual(checklist.items.map(\.title), [
            "Use the semantic colours of the platform", "Pair every status colour with an icon", "Dynamic colour",
        ])
        XCTAssertEqual(checklist.items.map(\.sectionPath), [["Colour basics", "Rules"], ["Colour basics", "Rules"], ["Dynamic colour"]])
    }

    /// "NEVER use status colours for:" over fragments: each line completes the ban, a
    /// mistake to avoid, as "**Don't** use them for:" is.
    func testAPlainBanCompletedByItsLinesMakesAntiPatterns() throws {
        let checklist = try compileText("""
        # Status colours

        ## Rules

        NEVER use status colours for:

        - Branding
        - Decoration

        Always pair a status colour with an icon.
        """)
        XCTAssertEqual(checklist.items.prefix(2).map(\.title), ["Use status colours for branding", "Use status colours for decoration"])
        XCTAssertEqual(checklist.items.prefix(2).map(\.kind), [.antiPattern, .antiPattern])
        XCTAssertEqual(CompilationRun.afterForbiddingWord("Don't animate:"), "animate:")
        XCTAssertNil(CompilationRun.afterForbiddingWord("Never Mind:"))
        XCTAssertNil(CompilationRun.afterForbiddingWord("Nevertheless use:"))
    }

    /// A proposal's "Pros & Cons" and "Impact & Effort" weigh the proposal itself: what it
    /// gains and costs is not a rule or a mistake to avoid; its acceptance criteria are the checks.
    func testProsAndConsOfAProposalAreNoItems() throws {
        let checklist = try compileText("""
        # Story: readable settings

        ## Impact & Effort

        **Impact**: High
        **Effort**: Low

        ## Pros & Cons

        ### Pros

        - Settings read well at every text size

        ### Cons

        - Longer rows mean more scrolling

        ## Acceptance criteria

        - [ ] Every settings row wraps its title at the largest text size
        - [ ] VoiceOver reads each switch with its state
        """)
        XCTAssertEqual(checklist.items.map(\.title), [
            "Every settings row wraps its title at the largest text size", "VoiceOver reads each switch with its state",
        ])
        XCTAssertEqual(SectionRole.classify("Pros & Cons"), .nonGuidance)
        XCTAssertEqual(SectionRole.classify("Drawbacks"), .nonGuidance)
        XCTAssertNotEqual(SectionRole.classify("Contrast"), .nonGuidance)
    }

    /// A table whose header lost its empty first cell ("| Example text" over "---|---"), as
    /// a converter from HTML writes it, is read as the table it is (reported as a repair);
    /// rows that open with a picture saying right or wrong ("![A checkmark … correct
    /// usage.](…)", "![An X in a circle …]") are samples of the rule above, with that verdict.
    func testPictureMarkedSampleRowsAreTheExamplesOfTheRuleAbove() throws {
        let checklist = try compileText("""
        # Naming the sync feature

        ## Writing about it

        **Write Sync with a capital S.** It names a feature, not an action.

        | Example text
        ---|---
        ![A checkmark in a circle to indicate correct usage.](check.png)| Turn on Sync to see your notes everywhere
        ![An X in a circle to indicate incorrect usage.](cross.png)| sync your notes

        **Keep the word Sync on its own.** Don't join it to other words.
        """)
        let rule = try item(checklist, "Write Sync with a capital S")
        XCTAssertEqual(rule.examples.map(\.verdict), [.correct, .incorrect])
        XCTAssertEqual(rule.examples.map(\.code), ["Turn on Sync to see your notes everywhere", "sync your notes"])
        XCTAssertEqual(checklist.repairs.map(\.kind), [.tableHeaders])
        XCTAssertEqual(CompilationRun.pictureVerdict("![An X in a circle to indicate an invalid code.](x.png)"), .incorrect)
        XCTAssertNil(CompilationRun.pictureVerdict("![A diagram of the sync flow.](flow.png)"))
        XCTAssertEqual(TableHeaderRepair().repair("| A | B |\n|---|---|\n| 1 | 2 |").repairs, [])
        XCTAssertEqual(TableHeaderRepair().repair("Name\n---|---\nx | y").text, "Name | |\n---|---\nx | y")
        // (The quick look for delimiter rows agrees with the line-by-line walk.)
        for text in ["| A | B |\n|---|---|\n| 1 | 2 |", "Name\n---|---\nx | y", "| Example text\n---|---\n![a](b)| c",
                     "No table - at all |", "a | b\n:--|--:\n1 | 2", "# Title\n\n| A |\n|---|---|", "| A\n| --- | --- |\n| 1 | 2 |"] {
            XCTAssertEqual(TableHeaderRepair.mayHoldShortHeaders(text), !TableHeaderRepair.shortHeaders(text).isEmpty, text)
        }
    }

    /// "**[High] Buttons keep a tappable size**: …": the tag opens a bold run that goes on
    /// past it; the tag grades the line and the bold words stay its lead, with no stray "**".
    func testTagInsideABoldLeadGradesTheLineAndLeavesNoMarks() throws {
        let checklist = try compileText("""
        # Review rules

        ## Layout

        - **[High] Buttons keep a tappable size**: every control is at least 44 points square.
        - **[Low] Labels wrap at large sizes**: text grows with the text size and never truncates.
        """)
        XCTAssertEqual(checklist.items.map(\.severity), [.high, .low])
        XCTAssertEqual(checklist.items.map(\.severityLabel), ["High", "Low"])
        XCTAssertEqual(checklist.items.map(\.title), [
            "Buttons keep a tappable size: every control is at least 44 points square.",
            "Labels wrap at large sizes: text grows with the text size and never truncates.",
        ])
        XCTAssertFalse(checklist.items.contains { $0.title.contains("*") })
    }

    /// A plan's "Risks / Trade-offs" grades each risk by how likely or how bad it is
    /// ("**[Low]** …"): those are risks of the plan, not requirements graded by importance.
    func testGradedLinesOfARiskRegisterAreNoItems() throws {
        let checklist = try compileText("""
        # Larger text in settings

        ## Risks / Trade-offs

        - **[Low] Rows grow taller**: more scrolling at the largest sizes. Mitigation: group rows.
        - **[Medium] Icons may crowd the title**: Mitigation: hide icons at accessibility sizes.

        ## Checks

        - Every row wraps its title at the largest text size.
        - Switches keep their labels beside them.
        """)
        XCTAssertEqual(checklist.items.map(\.title), [
            "Every row wraps its title at the largest text size.", "Switches keep their labels beside them.",
        ])
        XCTAssertEqual(SectionRole.classify("Risks / Trade-offs"), .nonGuidance)
        XCTAssertTrue(SectionRole.namesRiskRegister("Known risks and mitigations"))
        XCTAssertFalse(SectionRole.namesRiskRegister("Security risks"))
    }

    /// "> [!WARNING]" over "Do not edit the content above: updates overwrite it" warns whoever
    /// edits the document, about the document; a warning about the screen is still a rule.
    func testAlertToTheDocumentsEditorsIsNoRequirement() throws {
        let checklist = try compileText("""
        # Screen rules

        > [!WARNING]
        > **For maintainers**: Do not edit the content above the custom section - updates overwrite it.

        ## Motion

        > [!WARNING]
        > Never autoplay animation longer than five seconds.

        - Respect the Reduce Motion setting.
        - Offer a pause control for moving content.
        """)
        XCTAssertEqual(checklist.items.map(\.title), [
            "Never autoplay animation longer than five seconds.", "Respect the Reduce Motion setting.",
            "Offer a pause control for moving content.",
        ])
        XCTAssertTrue(CompilationRun.addressesEditors("Don't modify this file by hand"))
        XCTAssertFalse(CompilationRun.addressesEditors("Let people edit their display name in place"))
    }

    /// "- Identity:" over "  - Sign in with Apple": a short name whose value the sub-list
    /// gives is one line with its value, not a line that says only "Identity:".
    func testShortNameOverItsValuesIsOneLine() throws {
        let checklist = try compileText("""
        # App choices

        ## Platform

        - Navigation: a tab bar at the bottom.
        - Identity:
          - Sign in with Apple
        - Storage:
          - SwiftData
          - CloudKit sync
        """)
        XCTAssertEqual(checklist.items.map(\.title), [
            "Navigation: a tab bar at the bottom.", "Identity: Sign in with Apple", "Storage: SwiftData, CloudKit sync",
        ])
    }

    /// "Flag:", "Flag in the shared package:", "Watch out for:" over a list: what a reviewer
    /// is to catch, mistakes (asked as "the screen avoids …"), not checks.
    func testFlagAndWatchOutForLabelMistakes() throws {
        let checklist = try compileText("""
        # Form rules

        ## Fields

        Flag in the forms package:

        - Text fields without a visible label.
        - Placeholder text used as the only label.

        ## Buttons

        Watch out for:

        - Buttons smaller than 44 points.
        - Icon-only buttons with no spoken label.
        """)
        XCTAssertEqual(checklist.items.map(\.kind), [.antiPattern, .antiPattern, .antiPattern, .antiPattern])
        XCTAssertEqual(CompilationRun.mistakesLabel("flag"), .incorrect)
        XCTAssertNil(CompilationRun.mistakesLabel("look for"))
    }

    /// "`docs/overlay.md` for floating panels", "`src/field/index.swift` for the field being
    /// changed": the files to read on a topic, not requirements.
    func testFileToReadOnATopicIsNoItem() throws {
        let checklist = try compileText("""
        # Form rules

        Before reviewing, read the pages that apply:

        - `docs/overlay.md` for floating panels
        - `src/field/index.swift` for the field being changed

        ## Fields

        - Every text field has a visible label.
        - Errors name the field and how to fix it.
        """)
        XCTAssertEqual(checklist.items.map(\.title), ["Every text field has a visible label.", "Errors name the field and how to fix it."])
        XCTAssertTrue(StatementText.sendsToFile("docs/overlay.md for floating panels"))
        XCTAssertFalse(StatementText.sendsToFile("iOS/macOS for every screen"))
    }

    /// "### [ ] Every control has a spoken label" over how to check it: a task line written as
    /// a heading is a check (ticked or not), its body the check's guidance, not a check of its own.
    func testHeadingWithATaskBoxIsACheck() throws {
        let checklist = try compileText("""
        # Release review

        ## Accessibility

        ### [ ] Every control has a spoken label

        Go through each screen with VoiceOver on.

        ### [x] Text grows with Dynamic Type

        ### [ ] Contrast meets 4.5:1
        """)
        XCTAssertEqual(checklist.items.map(\.title), [
            "Every control has a spoken label", "Text grows with Dynamic Type", "Contrast meets 4.5:1",
        ])
        XCTAssertEqual(Set(checklist.items.map(\.kind)), [.check])
        XCTAssertEqual(checklist.items[0].sectionPath, ["Accessibility"])
        XCTAssertEqual(checklist.items[0].guidance, "Go through each screen with VoiceOver on.")
        XCTAssertEqual(HeadingText.parse("[x] Text grows").task, true)
        XCTAssertNil(HeadingText.parse("[Draft] Text grows").task)
    }

    /// "**The site shows a short summary of its purpose**" over one line explaining it, in a
    /// numbered chapter or not: the bold sentence is the check and the line its guidance (it
    /// was a group over the explanation, or folded into the chapter read as one rule). A
    /// short bold name over several lines still names their group.
    func testBoldSentenceOverItsExplanationIsTheCheck() throws {
        let checklist = try compileText("""
        # Usability checklist

        ## 1. Clear content

        **The site shows a short summary of its purpose without scrolling**
        - At first glance a short definition tells people what the site is for.

        **Every block of content shows when it was last updated**
        - Each block, or group of related blocks, carries its own update date.

        ## Forms

        **Offline use**
        - Drafts are kept when the connection drops
        - Sending waits for the connection to return

        **Errors**
        - Each error names its field
        - Each error says how to fix it
        """)
        XCTAssertEqual(checklist.items.map(\.title), [
            "The site shows a short summary of its purpose without scrolling", "Every block of content shows when it was last updated",
            "Drafts are kept when the connection drops", "Sending waits for the connection to return",
            "Each error names its field", "Each error says how to fix it",
        ])
        XCTAssertTrue(checklist.items[0].guidance.contains("At first glance a short definition tells people what the site is for."))
        XCTAssertEqual(checklist.items[0].sectionPath, ["Clear content"])
        XCTAssertEqual(checklist.items[2].sectionPath, ["Forms", "Offline use"])
    }

    /// A form whose answer columns are named in another language ("| sim | não | n.a |",
    /// in an HTML table here) is a form like "| yes | no | n/a |"; its first header cell and
    /// each header row further down that introduce questions ("2. Para títulos, verifique
    /// se:") name the group of the questions under them. A `<br />` in a heading parts its words.
    func testAnswerFormInAnotherLanguageWithGroupRows() throws {
        let checklist = try compileText("""
        # Lista de verificação<br /><em>(pontos críticos)</em>

        <table>
         <tr><th>1. Para menus de navegação, verifique se:</th><th>sim</th><th>não</th><th>n.a</th></tr>
         <tr><td>o menu está estruturado como uma lista?</td><td></td><td></td><td></td></tr>
         <tr><td>as opções funcionam com o teclado?</td><td></td><td></td><td></td></tr>
         <tr><th>2. Para títulos, verifique se:</th><th>sim</th><th>não</th><th>n.a</th></tr>
         <tr><td>existe um título principal na página?</td><td></td><td></td><td></td></tr>
        </table>
        """)
        XCTAssertEqual(checklist.items.map(\.title), [
            "o menu está estruturado como uma lista?", "as opções funcionam com o teclado?", "existe um título principal na página?",
        ])
        XCTAssertEqual(checklist.items.map { $0.sectionPath.last }, [
            "1. Para menus de navegação, verifique se", "1. Para menus de navegação, verifique se", "2. Para títulos, verifique se",
        ])
        XCTAssertEqual(checklist.title, "Lista de verificação (pontos críticos)")
    }

    /// A duty left open on a verb of holding ("Every sign-in screen should have:", "must
    /// include:") or an instruction left open on "using" / "via" is finished by each short line
    /// below it: the two are one check, its article lowered ("a visible title"). Lines that
    /// open on a verb are instructions of their own.
    func testADutyToHoldIsFinishedByTheThingsItsLinesName() throws {
        let checklist = try compileText("""
        # Sign-in

        ## Screen

        Every sign-in screen should have:
        - A visible title
        - A link to reset the password

        ## Forms

        Each form must include:
        - A label for every field
        - An error message beside the field it is about

        ## Grouping

        Set related options apart using:
        - Blank space
        - Thin dividers

        ## Feedback

        The button must support:
        - Show a spinner while signing in
        - Announce the result to VoiceOver
        """)
        XCTAssertEqual(checklist.items.map(\.title), [
            "Every sign-in screen should have a visible title", "Every sign-in screen should have a link to reset the password",
            "Each form must include a label for every field", "Each form must include an error message beside the field it is about",
            "Set related options apart using blank space", "Set related options apart using thin dividers",
            "Show a spinner while signing in", "Announce the result to VoiceOver",
        ])
        XCTAssertTrue(CompilationRun.endsOnDutyToHold("Every screen should have:"))
        XCTAssertTrue(CompilationRun.endsOnDutyToHold("Alerts must always include:"))
        XCTAssertFalse(CompilationRun.endsOnDutyToHold("Every screen has:"), "a description, not a duty")
        XCTAssertEqual(CompilationRun.continuingSentence("A title"), "a title")
        XCTAssertEqual(CompilationRun.continuingSentence("I agree"), "I agree")
    }

    /// Rules above, an "## Examples" section below whose sub-sections hold code marked right
    /// and wrong (by its comments, or a label over it): each sub-section's code is the examples of the one rule whose title holds
    /// every word of the sub-section's title; a title that fits no rule (or several) leaves
    /// its code a sample of the document.
    func testAnExamplesSectionGivesItsMarkedCodeToTheRuleItsTitleNames() throws {
        let checklist = try compileText("""
        # Colour

        ## Rules

        - Prefer system colours over fixed values so Dark Mode adapts
        - Pair colour with an icon or text when it carries meaning
        - Keep text contrast at 4.5:1 or more

        ## Examples

        ### System colours

        ```swift
        // ✅ Adapts to Dark Mode
        Text("Total").foregroundStyle(.primary)
        // ❌ Fixed value
        Text("Total").foregroundStyle(Color.black)
        ```

        ### Colour with an icon

        ```swift
        // ✅ Icon and colour
        Label("Failed", systemImage: "xmark.octagon").foregroundStyle(.red)
        // ❌ Colour alone
        Circle().fill(.red)
        ```

        ### Gradients

        ```swift
        // ❌ Busy background
        LinearGradient(colors: [.pink, .blue], startPoint: .top, endPoint: .bottom)
        ```

        ### Text contrast

        **Bad:**

        ```swift
        Text("Note").foregroundStyle(.gray.opacity(0.4))
        ```
        """)
        XCTAssertEqual(checklist.items.map(\.title), [
            "Prefer system colours over fixed values so Dark Mode adapts", "Pair colour with an icon or text when it carries meaning",
            "Keep text contrast at 4.5:1 or more",
        ])
        XCTAssertEqual(checklist.items.map { $0.examples.map(\.verdict) }, [[.correct, .incorrect], [.correct, .incorrect], [.incorrect]])
        XCTAssertTrue(checklist.items[1].examples[0].code.contains("Label(\"Failed\""), checklist.items[1].examples[0].code)
    }

    /// In a document that marks its requirements, a heading that names guidelines over bold
    /// labels: a list of short names ("- State changes (open, close)") beside lists of
    /// instructions names the cases the instructions are about, not checks; the instructions
    /// are the checks, and a list of marked wordings stays as it was read.
    func testNamesBesideInstructionsUnderAGuidelinesHeadingAreNoChecks() throws {
        let checklist = try compileText("""
        # Motion

        ## Critical rules

        - [ ] Animations never block input
        - [ ] Every animation has a still alternative

        ## Motion guidelines

        **Where motion helps**:
        - State changes (open, close)
        - Reordering (lists)

        **Accessibility**:
        - Respect Reduce Motion in every transition
        - Offer a still alternative to moving backgrounds
        """)
        XCTAssertEqual(checklist.items.map(\.title), [
            "Animations never block input", "Every animation has a still alternative",
            "Respect Reduce Motion in every transition", "Offer a still alternative to moving backgrounds",
        ])
        XCTAssertEqual(reasonsByText(checklist)["State changes (open, close)"], "names a value, a state or a feature beside the section's instructions")
    }
}
