@testable import AuditbookKit
@testable import AuditbookStore
@testable import AuditbookUseCases
import XCTest

final class LineBreakRepairTests: XCTestCase {
    /// A flattened copy of a document must compile to the same checklist as the original.
    func testFlattenedDocumentCompilesLikeTheOriginal() throws {
        let text = try TestPaths.fixtureText("guideline-wellformed.md")
        let original = try ChecklistCompiler().compile(data: Data(text.utf8), sourcePath: "clean.md")
        let flattened = try ChecklistCompiler().compile(data: Data(DamageSimulator.flatten(text).utf8), sourcePath: "flat.md")
        XCTAssertEqual(flattened.id, original.id)
        XCTAssertEqual(flattened.title, original.title)
        XCTAssertEqual(flattened.items.map(\.id), original.items.map(\.id))
        XCTAssertEqual(flattened.items.map(\.title), original.items.map(\.title))
        XCTAssertEqual(flattened.items.map(\.kind), original.items.map(\.kind))
        XCTAssertEqual(flattened.items.map(\.severity), original.items.map(\.severity))
        XCTAssertEqual(flattened.items.map { $0.examples.map(\.verdict) }, original.items.map { $0.examples.map(\.verdict) })
        XCTAssertTrue(flattened.repairs.contains { $0.kind == .lineBreaks })
        XCTAssertTrue(flattened.repairs.contains { $0.kind == .headingTitle })
    }

    /// Link reference definitions ("[hig]: https://…") stood on lines of their own: a
    /// flattened copy gives them back, so they are not read as more of the line before.
    func testFlattenedLinkDefinitionsStandOnTheirOwnLines() throws {
        let text = """
        # Guide

        ## Layout

        - Keep every control within the safe area, as the [HIG][hig] asks.

        [hig]: https://developer.apple.com/design/human-interface-guidelines/
        [layout]: https://developer.apple.com/design/human-interface-guidelines/layout

        - Leave 44 points between tap targets.

        """
        let clean = try ChecklistCompiler().compile(data: Data(text.utf8), sourcePath: "clean.md")
        let flat = try ChecklistCompiler().compile(data: Data(DamageSimulator.flatten(text).utf8), sourcePath: "flat.md")
        XCTAssertEqual(clean.items.map(\.title), ["Keep every control within the safe area, as the HIG asks.", "Leave 44 points between tap targets."])
        XCTAssertEqual(flat.items.map(\.title), clean.items.map(\.title))
    }

    func testBundledChecklistsSurviveFlatteningAndMojibakeTogether() throws {
        for document in BundledChecklists.documents {
            let original = try ChecklistCompiler().compile(data: Data(document.text.utf8), sourcePath: document.name)
            let damaged = DamageSimulator.misdecode(DamageSimulator.flatten(document.text), as: .macRoman)
            let repaired = try ChecklistCompiler().compile(data: Data(damaged.utf8), sourcePath: document.name)
            XCTAssertEqual(repaired.items.map(\.title), original.items.map(\.title), document.name)
            XCTAssertEqual(repaired.items.map(\.severity), original.items.map(\.severity), document.name)
            XCTAssertEqual(repaired.items.map(\.tags), original.items.map(\.tags), document.name)
        }
    }

    /// A long line is rebuilt segment by segment on all cores; the result must be the one
    /// rebuilding it in order gives, headings before code fences included.
    func testRebuildingOnAllCoresGivesTheSameMarkdown() {
        var line = BundledChecklists.documents.map { DamageSimulator.flatten($0.text) }.joined(separator: " ")
        line += " ## Heading Right Before Code ```swift let x = 1 ``` - item after the code ### Another ```js f() ``` Text."
        var serialStats = FlatStats(), parallelStats = FlatStats()
        let serial = FlatDocumentRebuilder(line, isDocumentStart: true).rebuild(stats: &serialStats, parallelism: .serial)
        let parallel = FlatDocumentRebuilder(line, isDocumentStart: true).rebuild(stats: &parallelStats, parallelism: .splittingAll(jobs: 4))
        XCTAssertEqual(parallel, serial)
        XCTAssertEqual(parallelStats.summary, serialStats.summary)
        XCTAssertEqual(parallelStats.splitTitles, serialStats.splitTitles)
        XCTAssertGreaterThan(serialStats.codeBlocks, 10)
    }

    /// Pieces collapsed on their own and joined give what collapsing all their lines at once gives.
    func testCollapsedPiecesJoinLikeOneCollapse() {
        func collapseAtOnce(_ lines: [String]) -> String {
            var kept: [String] = []
            for line in lines where !(line.isEmpty && (kept.last?.isEmpty ?? true)) { kept.append(line) }
            return kept.joined(separator: "\n")
        }
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2_000 {
            let pieces = (0..<Int.random(in: 0...5, using: &generator)).map { _ in
                (0..<Int.random(in: 0...5, using: &generator)).map { _ in Bool.random(using: &generator) ? "" : "line \(Int.random(in: 0...9))" }
            }
            XCTAssertEqual(CollapsedLines.joined(pieces.map(CollapsedLines.init)), collapseAtOnce(pieces.flatMap { $0 }), "\(pieces)")
        }
    }

    func testHeadingTitleIsSplitFromTheSentenceAfterIt() {
        let cases: [(String, String)] = [
            ("Support All iPhone Screen Sizes Design for iPhone SE (375pt wide) through the largest iPhone.", "Support All iPhone Screen Sizes"),
            ("Core Principles Every screen must work.", "Core Principles"),
            ("Minimum 44pt Touch Targets All interactive elements must be large.", "Minimum 44pt Touch Targets"),
            ("Input Labels Use `accessibilityInputLabels` to provide alternatives.", "Input Labels"),
            ("Tab Bar for Top-Level Sections Use a tab bar at the bottom.", "Tab Bar for Top-Level Sections"),
            // A heading that asks ends with its question; a word naming one item keeps its number.
            ("What is a detent? A detent is a height a sheet rests at.", "What is a detent?"),
            ("Pitfall 2: Dismissing unsaved edits", "Pitfall 2: Dismissing unsaved edits"),
            // A title may leave "it" in lower case; a verb before a label that opens the
            // sentence ("Desktop:") is the title's last word.
            ("2. Keep it Short Trim every label to the words people need.", "2. Keep it Short"),
            ("80. Phone vs Tablet Design Tablet: two panes. Phone: one pane at a time.", "80. Phone vs Tablet Design"),
        ]
        for (words, title) in cases {
            let split = TitleSplitter(vocabulary: FlatVocabulary([Substring(words)])).split(words.split(separator: " "))
            XCTAssertEqual(split.title.joined(separator: " "), title)
        }
        // A recurring proper noun is not cut: "Dynamic Type" appears elsewhere.
        let text = "Support Dynamic Type Including Large Sizes Dynamic Type can scale text. Test Dynamic Type often."
        let vocabulary = FlatVocabulary([Substring(text)])
        let split = TitleSplitter(vocabulary: vocabulary).split(Array(text.split(separator: " ").prefix(12)))
        XCTAssertEqual(split.title.joined(separator: " "), "Support Dynamic Type Including Large Sizes")
    }

    /// A heading run straight into its code keeps a one-word label's colon ("Remedy: Cached
    /// image") and a colon in parentheses ("(default: none)") in its title; a sign between two
    /// numbers ("2.0 - 1.5 = 0.5") is arithmetic, not a new list line.
    func testLabelledHeadingsBeforeCodeAndArithmeticSurviveFlattening() throws {
        let text = """
        # Image loading

        ## Flicker

        #### Problem with the first version

        ```swift
        let image = load(url)
        ```

        #### Remedy: Cached image

        ```swift
        let image = cache[url] ?? load(url)
        ```

        ## Fades

        #### Tab switches (default: no animation)

        ```swift
        withAnimation(nil) { tab = next }
        ```

        **What changes on screen**
        - Opacity step: 2.0 - 1.5 = 0.5
        - Duration: at most 0.3 seconds
        """
        let clean = try ChecklistCompiler().compile(data: Data(text.utf8), sourcePath: "fades.md")
        let flat = try ChecklistCompiler().compile(data: Data(text.replacingOccurrences(of: "\n", with: " ").utf8), sourcePath: "fades.md")
        XCTAssertEqual(clean.items.map(\.title), [
            "Problem with the first version", "Remedy: Cached image", "Opacity step: 2.0 - 1.5 = 0.5", "Duration: at most 0.3 seconds",
        ])
        XCTAssertEqual(clean.items[3].sectionPath, ["Fades", "Tab switches (default: no animation)"])
        XCTAssertEqual(flat.items.map(\.title), clean.items.map(\.title))
        XCTAssertEqual(flat.items.map(\.sectionPath), clean.items.map(\.sectionPath))
        XCTAssertEqual(flat.items.map(\.guidance), clean.items.map(\.guidance))
    }

    /// A paragraph of lines that each open with ✅ (the first in bold, the rest plain) comes
    /// back one line a mark from one line, each a rule.
    func testLinesOfVerdictMarksComeBackFromOneLine() throws {
        let text = "# Text size\n\n## Labels\n\n✅ **Use text styles for every label**\n✅ Let labels wrap onto more lines\n✅ Test at the largest accessibility size\n"
        let clean = try ChecklistCompiler().compile(data: Data(text.utf8), sourcePath: "text-size.md")
        XCTAssertEqual(clean.items.map(\.title), [
            "Use text styles for every label", "Let labels wrap onto more lines", "Test at the largest accessibility size",
        ])
        let flat = try ChecklistCompiler().compile(data: Data(text.replacingOccurrences(of: "\n", with: " ").utf8), sourcePath: "text-size.md")
        XCTAssertEqual(flat.items.map(\.title), clean.items.map(\.title))
        XCTAssertEqual(flat.items.map(\.kind), clean.items.map(\.kind))
    }

    /// A list line that is a bold title alone, its explanation on the indented line under it
    /// (after a hard break of two spaces or a backslash, or none), is titled by the bold words
    /// and explained by the line: in a one-line copy too, where only the run of spaces is left.
    func testABoldTitleOnItsOwnLineIsExplainedByTheLineUnderIt() throws {
        let text = "# Release checks\n\n## Device\n\n- **Orientation**  \n  Rotate every screen once.\n\n"
            + "- **Storage**\n  Fill the disk and save a draft.\n\n- **Power**\\\n  Run on low battery mode.\n"
        let clean = try ChecklistCompiler().compile(data: Data(text.utf8), sourcePath: "release.md")
        XCTAssertEqual(clean.items.map(\.title), ["Orientation", "Storage", "Power"])
        XCTAssertEqual(clean.items.map(\.guidance), ["Rotate every screen once.", "Fill the disk and save a draft.", "Run on low battery mode."])
        let flat = try ChecklistCompiler().compile(data: Data(text.replacingOccurrences(of: "\n", with: " ").utf8), sourcePath: "release.md")
        XCTAssertEqual(flat.items.map(\.title), clean.items.map(\.title))
        XCTAssertEqual(flat.items.map(\.guidance), clean.items.map(\.guidance))
        XCTAssertEqual(StatementText.boldLeadOnItsOwnLine("**Orientation**  \nRotate it."), "**Orientation** — Rotate it.")
        XCTAssertEqual(StatementText.boldLeadOnItsOwnLine("**Note:**\nRotate it."), "**Note:**\nRotate it.", "a label keeps its colon")
    }

    /// The vocabulary's pairs are counted on bytes; cutting and cleaning every word as a
    /// `Substring` must give the same counts, whatever lies at a word's ends.
    func testVocabularyByteScanCountsAsCuttingWordsDoes() {
        let texts: [Substring] = [
            "Support Dynamic Type and Dynamic Type again", "  Leading  and   trailing spaces  ",
            "\"Quoted Words\" (Parenthesised Pair) — Dash Joined", "Émile Zola Über Alles Ça Va", "naïve Café «Guillemets Here»",
            "iPhone iPad macOS watchOS", "A B C D", "***Bold Words*** `Code Span` Next Word", "", "   ", "日本 語 Mixed Script Word",
            "Emoji 😀 Start 😀Glued Word😀 End", "x-Ray X-Ray 3D Touch 44pt Targets", Substring("Wide \u{301}Accent Combining"),
            "Tab\tInside Word Pair", "Line\nBreak Inside Pair",
        ]
        XCTAssertEqual(FlatVocabulary.count(texts[...]), FlatVocabulary.countCuttingWords(texts[...]))
        for text in texts {
            XCTAssertEqual(FlatVocabulary.count([text][...]), FlatVocabulary.countCuttingWords([text][...]), "\(text)")
        }
        // A slice of a longer text, as the repair hands them over.
        let long = "Skip This Dynamic Type Works Here Too"
        let slice = long[long.index(long.startIndex, offsetBy: 5)...]
        XCTAssertEqual(FlatVocabulary.count([slice][...]), FlatVocabulary.countCuttingWords([slice][...]))
        XCTAssertFalse(FlatVocabulary.count(texts[...]).isEmpty)
    }

    func testFlattenedCodeIsLaidOutOneStatementPerLine() {
        let lines = FlatCodeLayout.layout("struct V: View { var body: some View { Text(\"a b\") .font(.body) } }")
        XCTAssertEqual(lines, ["struct V: View {", "    var body: some View {", "        Text(\"a b\")", "            .font(.body)", "    }", "}"])
    }

    func testFlattenedTableAndFrontMatterAreRebuilt() {
        let flat = "--- name: demo description: Demo guidelines, version two license: MIT --- # Demo Title Intro text here. ## Table Section | A | B | |---|---| | 1 | 2 | | 3 | 4 | ## Checklist - [ ] First line - [ ] Second line"
        let text = LineBreakRepair().repair(flat).text
        XCTAssertTrue(text.hasPrefix("---\nname: \"demo\"\ndescription: \"Demo guidelines, version two\"\nlicense: \"MIT\"\n---\n"), text)
        XCTAssertTrue(text.contains("| A | B |\n| --- | --- |\n| 1 | 2 |\n| 3 | 4 |"), text)
        XCTAssertTrue(text.contains("## Checklist\n\n- [ ] First line\n- [ ] Second line"), text)
        // A page whose list lines end in a space and stand two in: a capitalised word after
        // blank lines and no further in than the marker opens a paragraph after the list.
        let spaced = "## Tabs\n\nA tab bar holds:\n\n  * Tabs for top-level areas \n\n  * Search, in its own tab \n\n\n\nBy default the bar is translucent.\n"
        let rebuilt = LineBreakRepair().repair(spaced.replacingOccurrences(of: "\n", with: " ")).text
        XCTAssertTrue(rebuilt.contains("Search, in its own tab\n\nBy default the bar is translucent."), rebuilt)
        // Lines that end in a hard break's two spaces, a list straight under its heading: the
        // spaces before each later item are no indentation (four before the next heading say
        // so), here or in the list after it; a nested item two further in still nests.
        let broken = "## Before\n- Design signed off.  \n- Strings translated.  \n- Build uploaded.  \n\n## After\n- Screens pass.  \n  - At every text size.  \n- Notes filed.  \n"
        let unbroken = LineBreakRepair().repair(broken.replacingOccurrences(of: "\n", with: " ")).text
        XCTAssertTrue(unbroken.contains("## Before\n\n- Design signed off.\n- Strings translated.\n- Build uploaded."), unbroken)
        XCTAssertTrue(unbroken.contains("- Screens pass.\n  - At every text size.\n- Notes filed."), unbroken)
        // A rule file repeats its front matter's title as its heading: the heading ends where
        // the title does, though a capitalised word inside it ("Back") could start a sentence.
        let ruleFile = "--- title: Keep the Back button on pushed screens tags: navigation --- ## Keep the Back button on pushed screens People expect it. **Incorrect:** ```swift .navigationBarBackButtonHidden() ```"
        XCTAssertTrue(LineBreakRepair().repair(ruleFile).text.contains("## Keep the Back button on pushed screens\n\nPeople expect it."),
                      LineBreakRepair().repair(ruleFile).text)
        // A heading keeps a short parenthesis that closes it and a plus between its words, and
        // leaves a list marker after it to the list it opens.
        let headings = "# Patterns ### 3. Cards and Rows - **Card**: a snapshot to tap. ### 4. Haptics as Feedback (Calendar) Calendar taps on each snap. ### 5. Data + Education Inline (Health) Health explains each chart."
        let rebuiltHeadings = LineBreakRepair().repair(headings).text
        for heading in ["### 3. Cards and Rows\n", "### 4. Haptics as Feedback (Calendar)\n", "### 5. Data + Education Inline (Health)\n"] {
            XCTAssertTrue(rebuiltHeadings.contains(heading), rebuiltHeadings)
        }
        XCTAssertTrue(rebuiltHeadings.contains("- **Card**: a snapshot to tap."), rebuiltHeadings)
        // In a list whose items read "Label - text", the dash after a later item's short label
        // is the label's even before a number ("Contrast - 4.5:1 …"), not a new item.
        let labelled = LineBreakRepair().repair("## Text - Dynamic Type - text grows to the largest size - Contrast - 4.5:1 for body text - Target Size - 44pt for every control").text
        XCTAssertTrue(labelled.contains("- Contrast - 4.5:1 for body text\n- Target Size - 44pt for every control"), labelled)
        // A bar written against a cell's text ("|25/11/2026") still separates the cells.
        let glued = LineBreakRepair().repair("# Runs | Case | Date | By | |---|---|---| | TC-1 |25/11/2026 | Ana | | TC-2 | 26/11/2026 | Bo| ## End").text
        XCTAssertTrue(glued.contains("| TC-1 | 25/11/2026 | Ana |\n| TC-2 | 26/11/2026 | Bo |"), glued)
    }

    func testIndentedListItemsComeBackNestedFromOneLine() throws {
        let text = """
        # Rule index

        ## Contents

        1. [Navigation](rules/nav.md) — **HIGH**
           - 1.1 [Keep the back gesture](rules/back.md) — HIGH (people rely on it)
           - 1.2 [Show where the reader is](rules/where.md) — LOW (orientation)
        2. [Feedback](rules/feedback.md) — **MEDIUM**
           - 2.1 [Confirm destructive actions](rules/confirm.md) — MEDIUM (no surprises)

        ## Notes

        - Plain notes stay plain.
          - A nested note stays nested.
        """
        let clean = try ChecklistCompiler().compile(data: Data(text.utf8), sourcePath: "index.md")
        let flat = try ChecklistCompiler().compile(data: Data(text.replacingOccurrences(of: "\n", with: " ").utf8), sourcePath: "index.md")
        XCTAssertEqual(clean.items.map(\.title), ["Keep the back gesture", "Show where the reader is", "Confirm destructive actions"])
        XCTAssertEqual(flat.items.map(\.title), clean.items.map(\.title))
        XCTAssertEqual(flat.items.map(\.number), ["1.1", "1.2", "2.1"])
        XCTAssertEqual(flat.items.map(\.sectionPath.last), ["Navigation", "Navigation", "Feedback"])
        XCTAssertEqual(flat.items.map(\.severity), [.high, .low, .medium])
    }

    func testVerdictLinesComeBackOneALineFromOneLine() throws {
        let text = """
        # Banner rules

        ## Colour

        ### DO: Semantic backgrounds
        ✅ **ALWAYS use a semantic colour for a banner's background**

        ### DON'T: Common mistakes
        ❌ **NEVER hard-code a banner colour**
        ❌ **NEVER rely on colour alone for an error**
        """
        let clean = try ChecklistCompiler().compile(data: Data(text.utf8), sourcePath: "banners.md")
        let flat = try ChecklistCompiler().compile(data: Data(text.replacingOccurrences(of: "\n", with: " ").utf8), sourcePath: "banners.md")
        XCTAssertEqual(clean.items.map(\.title), ["ALWAYS use a semantic colour for a banner's background",
                                                  "NEVER hard-code a banner colour", "NEVER rely on colour alone for an error"])
        XCTAssertEqual(flat.items.map(\.title), clean.items.map(\.title))
        XCTAssertEqual(flat.items.map(\.kind), [.rule, .antiPattern, .antiPattern])
        XCTAssertEqual(flat.items.map(\.sectionPath.last), ["Semantic backgrounds", "Common mistakes", "Common mistakes"])
    }

    /// A copy whose every line break became a space: two spaces are a line break and a
    /// blank line, so a heading with a dash in it ends there and a numbered step starts
    /// there, and the steps come back with their results nested (the results stay the checks).
    func testTestStepsComeBackFromOneLine() throws {
        let text = try String(contentsOfFile: TestPaths.fixture("shapes/test-steps.md"), encoding: .utf8)
        let clean = try ChecklistCompiler().compile(data: Data(text.utf8), sourcePath: "steps.md")
        let flat = try ChecklistCompiler().compile(data: Data(text.replacingOccurrences(of: "\n", with: " ").utf8), sourcePath: "steps.md")
        XCTAssertEqual(flat.items.map(\.title), clean.items.map(\.title))
        XCTAssertEqual(flat.items.map(\.sectionPath), clean.items.map(\.sectionPath))
        XCTAssertEqual(flat.items.map(\.number), clean.items.map(\.number))
    }

    /// What reads like a marker inside a line stays text: a dash in a task line, a "+" in a
    /// "-" list. A numbered list indented under a line is nested in it, and a merge-conflict
    /// marker gets its own line back, across a code fence, for the conflict repair to find.
    func testDashesPlusSignsNestedStepsAndConflictMarkersSurviveFlattening() throws {
        let text = try String(contentsOfFile: TestPaths.fixture("shapes/flattening-hazards.md"), encoding: .utf8)
        let clean = try ChecklistCompiler().compile(data: Data(text.utf8), sourcePath: "forms.md")
        let flat = try ChecklistCompiler().compile(data: Data(text.replacingOccurrences(of: "\n", with: " ").utf8), sourcePath: "forms.md")
        XCTAssertEqual(clean.items.map(\.title), [
            "Show the field's format - dates, amounts, phone numbers", "Keep errors next to the field that caused them",
            "Prefer a Button over a tap gesture + a custom trait", "Custom gestures need two alternatives",
            "Every sheet can be closed", "Sheets keep their place when the keyboard appears", "Sheets remember where the reader was",
            "A sheet never hides what opened it",
        ])
        XCTAssertEqual(flat.items.map(\.title), clean.items.map(\.title))
        func words(_ text: String) -> [Substring] { text.split(whereSeparator: \.isWhitespace) }
        XCTAssertEqual(flat.items.map { words($0.guidance) }, clean.items.map { words($0.guidance) })
        XCTAssertTrue(flat.repairs.contains { $0.kind == .mergeConflict }, "\(flat.repairs)")
    }

    /// The shapes added for labelled lists, instruction headings, criteria checklists and
    /// lists inside components come back from one line with the same items, kinds and severities.
    func testLabelledListsInstructionHeadingsAndCriteriaSurviveFlattening() throws {
        for name in ["labelled-lists.md", "instruction-headings.md", "criteria-checklist.md", "component-lists.md",
                     "requirements-heading.md", "dos-and-donts-heading.md", "verdict-subheadings.md",
                     // Session 15: a Blocking? column, kind labels, a page of bold lead sentences,
                     // an instruction heading over a quotation, acceptance scenarios (a bold
                     // "**Given**" after a heading's title opens its body), a requirement spec,
                     // and front matter that is never closed.
                     "blocking-column.md", "kind-labels.md", "guideline-page.md", "instruction-heading-over-quote.md",
                     "acceptance-scenarios.md", "requirement-spec.md", "unclosed-front-matter.md",
                     // Session 16: mistakes as sub-sections, ballot boxes, severity headings and
                     // issue tables, duties under bold titles, and label lines with no colon
                     // over their lists ("Basics ⏎- Builds …": "Basics - Builds … - Tests …").
                     "mistake-subsections.md", "ballot-boxes.md", "severity-sections.md", "duty-groups.md", "label-lines.md",
                     "reference-tables.md", "faq-sections.md", "question-page.md", "clause-parts.md",
                     // Lines ended with hard breaks: flattened, each item seems indented under the one before.
                     "nested-tasks.md", "numbered-topics.md", "identifier-paragraphs.md", "keyword-labels.md",
                     // Session 17: instruction bullets beside a self-check, fix labels over code.
                     "rules-with-self-check.md", "requirements-page.md", "test-details.md", "rubric.md",
                     "checklist-beside-lists.md", "lesson-page.md", "review-conventions.md",
                     // List markers padded with spaces ("-   **Icons**: …"), a dash inside a label.
                     "padded-markers.md",
                     // Session 18: a test plan's frame and a checklist's table, rule categories.
                     "test-plan.md", "rule-categories.md", "linked-checklist.md",
                     // Criteria headings closed by an attribute list ("… ? {id="crit-1-1"}").
                     "criteria-reference.md",
                     // "- **Title** - text" lines, "**macOS**" paragraphs after a sentence.
                     "hig-page.md",
                     // Session 19: a template's answers and tips, qualified lines and mistake
                     // labels, headings with "(e.g. …)" before code, "- <h1> for …" sub-items.
                     "review-template.md", "interaction-guide.md", "platform-guidance.md", "topic-article.md", "release-checks.md", "numbered-lines.md", "keyword-standard.md", "guideline-page-with-mistakes.md",
                     "fenced-checklist.md", "design-system-page.md", "rule-with-checklist.md", "rule-index.md", "anchored-headings.md",
                     "wording-samples.md", "mistakes-topic.md",
                     // Session 21: a principles page, numbered criteria with a requirement label.
                     "principles-page.md", "criteria-requirements.md", "pattern-skill.md", "mistake-headings.md",
                     // A site generator's page: its directives stood on lines of their own.
                     "template-page.md",
                     // A checklist set off in block quotes: "> ### …", "> * [ ] …", "> **Label**".
                     "quoted-checklist.md",
                     // Session 22: a review skill's steps, triggers and pattern labels.
                     "review-skill.md", "wording-table.md",
                     // Session 23: a fenced sample holding fenced code, Do / Don't label headings,
                     // ticked cases a section applies to, a criterion's page.
                     "nested-fences.md", "verdict-headings.md", "scoped-patterns.md", "criterion-page.md",
                     // Session 24: a component page with badges, paired comments and test steps.
                     "component-page.md", "criterion-note-page.md",
                     // Session 25: a code style guide (its folded examples are lost when flattened).
                     "style-guide.md", "style-guide-headings.md", "component-guidance.md", "wcag-techniques.md",
                     // Session 26: an MDX design-system page with Do / Don't containers.
                     "mdx-design-page.md", "tool-catalog.md",
                     // Session 27: a technique page with criteria links, a linter's rule catalog.
                     "technique-page.md", "rule-catalog.md",
                     // Session 28: a pattern page with pitfalls, a catalog of common bugs.
                     "pattern-notes.md", "bug-catalog.md", "control-page.md", "duty-fragments.md",
                     // Session 29: emphatic keywords and a label over code; a procedure beside checks.
                     "emphatic-rules.md", "procedure-steps.md", "limit-tables.md",
                     // Session 30: dashes inside bold labels and after code names, code indented
                     // under a list item, ❌ lines over their reasons, a list numbered on after a heading.
                     "criteria-map.md", "state-skill.md", "event-reference.md"] {
            let text = try String(contentsOfFile: TestPaths.fixture("shapes/" + name), encoding: .utf8)
            let clean = try ChecklistCompiler().compile(data: Data(text.utf8), sourcePath: name)
            let flat = try ChecklistCompiler().compile(data: Data(text.replacingOccurrences(of: "\n", with: " ").utf8), sourcePath: name)
            XCTAssertFalse(clean.items.isEmpty, name)
            XCTAssertEqual(flat.items.map(\.title), clean.items.map(\.title), name)
            XCTAssertEqual(flat.items.map(\.kind), clean.items.map(\.kind), name)
            XCTAssertEqual(flat.items.map(\.severity), clean.items.map(\.severity), name)
        }
    }

    /// Shapes met in documents flattened in the wild: a table written with tabs and GFM's
    /// one-dash delimiter cells, a heading over a single task line, a checklist that is only
    /// a ```markdown sample, a whole document that is one numbered or bulleted list, a
    /// paragraph after a list (two spaces after a sentence: the blank line that ended it),
    /// lines ended with hard breaks, and verdict marks after list markers.
    func testTabsShortDelimitersSamplesAndOneLineListsSurviveFlattening() throws {
        let documents: [(name: String, text: String, titles: [String])] = [
            ("gate.md", """
            ---
            title: Settings release gate
            ---

            # Settings release gate

            ## Requirements

            | # | REQUIREMENT | LEVEL |
            | - | - | - |
            | 1 |\tEvery toggle has a spoken label |\tMUST |
            | 2 |\tChanged values survive a relaunch |\tSHOULD |

            ## Sign-in

            - [ ] The password field offers password autofill

            ## Appearance

            - [ ] Both appearances were checked

            """, ["Every toggle has a spoken label", "Changed values survive a relaunch",
                  "The password field offers password autofill", "Both appearances were checked"]),
            ("template.md", """
            # Pull request template

            Copy this into the description of every pull request.

            ```markdown
            - [ ] Screens were checked in Dark Mode
            - [ ] VoiceOver reads every new control
            ```

            """, ["Screens were checked in Dark Mode", "VoiceOver reads every new control"]),
            ("onboarding.md", """
            ---
            title: Onboarding checks
            ---

            1. The first screen says what the app does
            2. Skipping onboarding is always possible

            """, ["The first screen says what the app does", "Skipping onboarding is always possible"]),
            // A paragraph that opens with a link after a list; a heading that ends in a colon
            // over its code, and one run on into a sentence that starts with a capital.
            ("captions.md", """
            # Captions

            ## Requirements

            - Prerecorded video has captions that match the audio.
            - Captions can be turned on from the player.

            [Live captions](https://example.invalid/live) are defined on the standards page.

            ## Guidance for iOS

            ### Turning on _system_ `AVPlayer` captions:

            ```swift
            player.appliesMediaSelectionCriteriaAutomatically = true
            ```

            ### Marking a **decorative** `UIImageView` hidden:

            Any image view that only decorates is hidden from VoiceOver.

            ```swift
            imageView.isAccessibilityElement = false
            ```

            """, ["Prerecorded video has captions that match the audio.", "Captions can be turned on from the player.",
                  "Turning on system AVPlayer captions", "Marking a decorative UIImageView hidden"]),
            ("empty.md", """
            # Empty states

            - Every list has an empty state that says what to do next.
            - Empty states use the system font sizes.

            These rules come from the support team. They see the questions users ask.

            """, ["Every list has an empty state that says what to do next.", "Empty states use the system font sizes."]),
            // Lines ended with a hard break's two spaces: the next item is a sibling, not
            // nested, and a "+" list right under a heading is not part of its title.
            ("sharing.md", "# Sharing checklist  \n\nWhat a share sheet must do before release.  \n\n### Targets  \n\n"
                + "+ The share sheet lists Messages first  \n+ Mail attachments keep their file names  \n\n### Speed  \n\n"
                + "Share sheets open quickly.  \n\n- Share sheets stay under two taps.  \n- Copy Link is always offered.  \n"
                + "- A shared file keeps its name.\n\nThe speed rules come from the support team.  \n",
             ["The share sheet lists Messages first", "Mail attachments keep their file names", "Share sheets stay under two taps.",
              "Copy Link is always offered.", "A shared file keeps its name."]),
            // A ✅ / ❌ right after a list marker is the item's first word.
            ("review.md", """
            # Share review

            ## Must have
            - ✅ **Typed** share items
            - ✅ **Previewed** links

            ## Red flags
            - ❌ Sharing **without** a preview
            - ❌ **Untitled** attachments

            """, ["Typed share items", "Previewed links", "Sharing without a preview", "Untitled attachments"]),
            // A sentence-case heading with its paragraph on the next line, the paragraph's last
            // sentence without a full stop: the blank line after it ends the heading's run.
            // Two spaces typed inside a link's text are no line break; a symbol alone on a
            // line ("⎯") divides the list from the page's navigation links after it.
            ("links.md", """
            # Checklist

            ## Operable

            - [ ] [Timing adjustable (WCAG 2.2.1  - Level A)](operable.md#timing)
            - [ ] [Status messages (WCAG 4.1.3 - Level AA)](robust.md#status)

            ⎯

            [← Guidelines](guidelines.md) | [Principles →](principles.md)

            """, ["Timing adjustable", "Status messages"]),
            ("musts.md", """
            # Release musts

            Each of these is easy to miss.

            ### 1. Scrolls smoothly on older phones
            Long lists keep sixty frames a second on the oldest supported phone

            ### 2. Usable without a connection
            Saved items open offline and the app says when it is offline

            """, ["Scrolls smoothly on older phones", "Usable without a connection"]),
            // "- ✅" opens an item even after a label and code, and a `<br>` between sections
            // stood on a line of its own.
            ("colours.md", """
            # Colour use

            ## Status colours

            **Success:** `--green-500: #10B981`
            - ✅ Confirmation toasts
            - ❌ Never for destructive actions

            <br>

            ## Spacing

            - ✅ Gaps sit on the eight-point grid

            """, ["Confirmation toasts", "Never for destructive actions", "Gaps sit on the eight-point grid"]),
            // A numbered list after a line with no colon, its items opening in lowercase, one
            // marker padded with a space ("4.  Keep …"); a lone backtick in a table cell is the
            // character, not a code span running on over the next sections.
            ("lowercase.md", """
            # Review notes

            Things we look for in every pull request before it merges

            1. use semantic colours for every surface. they adapt to Dark Mode.
            2. keep view bodies small
            3. prefer value types for models
            4.  Keep strings in the catalogue

            ## Shortcuts

            | Shortcut | Action |
            |---|---|
            | Cmd+` | Cycle windows |

            ## Checklist

            - Every window answers Cmd+W

            """, ["use semantic colours for every surface. they adapt to Dark Mode.", "keep view bodies small",
                  "prefer value types for models", "Keep strings in the catalogue", "Every window answers Cmd+W"]),
        ]
        for document in documents {
            let clean = try ChecklistCompiler().compile(data: Data(document.text.utf8), sourcePath: document.name)
            let flat = try ChecklistCompiler().compile(
                data: Data(document.text.replacingOccurrences(of: "\n", with: " ").utf8), sourcePath: document.name)
            XCTAssertEqual(clean.items.map(\.title), document.titles, document.name)
            XCTAssertEqual(flat.items.map(\.title), document.titles, document.name)
            XCTAssertEqual(flat.items.map(\.severity), clean.items.map(\.severity), document.name)
            XCTAssertEqual(flat.items.map(\.number), clean.items.map(\.number), document.name)
            XCTAssertEqual(flat.items.last?.guidance.contains("support team"), false, document.name)
            XCTAssertTrue(flat.repairs.contains { $0.kind == .lineBreaks }, document.name)
        }
    }

    /// A question heading keeps its question ("Q:" is a label, not a sentence), so does a
    /// quoted one (to its closing quote), and a bold sentence after a list item's sentence and
    /// a blank line is a paragraph of its own.
    func testQuestionHeadingsAndBoldParagraphsComeBackFromOneLine() throws {
        let text = """
        # Settings FAQ

        ## Focus

        - Move focus to the first field when a form opens.

        **Check on a real device.** The simulator does not move focus the same way.

        ### Q: Should settings open in a sheet?

        **A:** Only when they are short.

        #### 1. "My list jumps when I scroll back. How do I keep its place?"
        → Restore the scroll position from the saved anchor

        """
        let lines = LineBreakRepair().repair(text.replacingOccurrences(of: "\n", with: " ")).text
            .split(separator: "\n", omittingEmptySubsequences: true).map { $0.trimmingCharacters(in: .whitespaces) }
        XCTAssertEqual(lines, [
            "# Settings FAQ", "## Focus", "- Move focus to the first field when a form opens.",
            "**Check on a real device.** The simulator does not move focus the same way.",
            "### Q: Should settings open in a sheet?", "**A:** Only when they are short.",
            "#### 1. \"My list jumps when I scroll back. How do I keep its place?\"", "→ Restore the scroll position from the saved anchor",
        ])
    }

    func testCodeIndentedUnderAListItemStaysInItWhenFlattened() throws {
        let text = """
        ### 2. Showing it
        *   **SwiftUI**: Read the state in the view.
            ```swift
            private var model: ScreenModel
            ```
            For one-off events, read an async stream.
        *   **UIKit**: Observe the state when the view appears.

        ```swift
        let unrelated = true
        ```

        4. **Read the model first.** Its state decides the view.
        """
        let rebuilt = LineBreakRepair().repair(text.replacingOccurrences(of: "\n", with: " ")).text
        XCTAssertEqual(rebuilt.split(separator: "\n", omittingEmptySubsequences: true), [
            "### 2. Showing it", "- **SwiftUI**: Read the state in the view.",
            // The code and the paragraph after it stand under the item, as they did; a
            // declaration's modifier stays on its line.
            "  ```swift", "  private var model: ScreenModel", "  ```", "  For one-off events, read an async stream.",
            "- **UIKit**: Observe the state when the view appears.",
            // Code not indented stands apart; a list may open at 4 after it.
            "```swift", "let unrelated = true", "```",
            "4. **Read the model first.** Its state decides the view.",
        ])
    }

    func testPaddedMarkersAndFragmentsAfterASemicolonComeBackAsLists() throws {
        let text = """
        ## Principles

        *   Facts and measurements outweigh taste.

        Announce a status change in cases like;

        - results are loading,
        - an item was added.
        """
        let rebuilt = LineBreakRepair().repair(text.replacingOccurrences(of: "\n", with: " ")).text
        XCTAssertEqual(rebuilt.split(separator: "\n", omittingEmptySubsequences: true), [
            // The spaces after a padded marker are no line break.
            "## Principles", "- Facts and measurements outweigh taste.", "Announce a status change in cases like;",
            "- results are loading,", "- an item was added.",
        ])
    }

    func testMarkedLinesUnderAHeadingAndMarkedBoldLabelsComeBack() throws {
        let text = """
        ### Forms

        ❌ `<span>` used as a label
        ❌ Hints shown only as placeholder text

        ### Labels

        ❌ **Role words:** "Save button" says the role twice
        ❌ **State words:** "Switch, on" says the state twice
        """
        let rebuilt = LineBreakRepair().repair(text.replacingOccurrences(of: "\n", with: " ")).text
        XCTAssertEqual(rebuilt.split(separator: "\n", omittingEmptySubsequences: true), [
            // The mark after a heading's words opens the first of its lines, not the title's end.
            "### Forms", "❌ `<span>` used as a label", "❌ Hints shown only as placeholder text",
            // A mark before a bold label starts a line among lines that each open with one.
            "### Labels", "❌ **Role words:** \"Save button\" says the role twice", "❌ **State words:** \"Switch, on\" says the state twice",
        ])
    }

    func testADocumentThatIsOneTableComesBackFromOneLine() throws {
        // No heading, and alignment marks in the delimiter row.
        let text = """
        | Item | Description | Level |
        | :--- | :--- | :--- |
        | Rule 1 | Every screen has a title | A |
        | Rule 2 | Every image has a description | AA |
        """
        let rebuilt = LineBreakRepair().repair(text.replacingOccurrences(of: "\n", with: " ")).text
        XCTAssertEqual(rebuilt.split(separator: "\n", omittingEmptySubsequences: true).count, 4)
        XCTAssertTrue(rebuilt.hasPrefix("| Item | Description | Level |\n"))
        // One line that is a sentence with a pipe in it is no table.
        XCTAssertFalse(LineBreakRepair.looksFlattened("| is the pipe character, and --- a rule", wholeDocument: true))
    }

    /// A heading over one list line whose breaks were lost reads "### 1. Offline use - When
    /// the network drops, …" to the blank line: a dozen words and more after the dash are that
    /// list line, not the heading's; a short tail ("### 2. Layout - Safe areas") stays the title's.
    func testALongTailAfterAHeadingsDashIsAListLine() throws {
        let text = """
        # Release checklist

        ### 1. Offline use
        - When the network drops, the screen keeps what it showed and says it is offline instead of blanking

        ### 2. Layout - Safe areas

        - Nothing sits under the home indicator

        ### 3. Sign in
        - Passwords can be pasted
        """
        // (Every line break become a space, a blank line two, as in the corpus's flattened copies.)
        let rebuilt = LineBreakRepair().repair(text.replacingOccurrences(of: "\n", with: " ")).text
        let lines = rebuilt.split(separator: "\n").map(String.init)
        XCTAssertTrue(lines.contains("### 1. Offline use"), rebuilt)
        XCTAssertTrue(lines.contains { $0.hasPrefix("- When the network drops, the screen keeps") }, rebuilt)
        XCTAssertTrue(lines.contains("### 2. Layout - Safe areas"), rebuilt)
        XCTAssertTrue(lines.contains("- Nothing sits under the home indicator"), rebuilt)
    }

    /// Title-case headings in other languages keep their small words ("Farbe und Kontrast",
    /// "Elementos de la Pantalla") when their line breaks are lost: "und" and "de la" are no
    /// lower-case words of a sentence that ran on after the title.
    func testFlattenedTitlesInOtherLanguagesKeepTheirSmallWords() throws {
        let text = """
        # Prüfliste

        ## 1. Farbe und Kontrast

        ### Text
        - [ ] Fließtext hat mindestens 4.5:1

        ## 2. Elementos de la Pantalla para Lectura

        ### Progreso
        - [ ] La barra de progreso es visible
        """
        let clean = try ChecklistCompiler().compile(data: Data(text.utf8), sourcePath: "clean.md")
        let flat = try ChecklistCompiler().compile(data: Data(text.replacingOccurrences(of: "\n", with: " ").utf8), sourcePath: "flat.md")
        XCTAssertEqual(clean.items.map(\.sectionPath), [["Farbe und Kontrast", "Text"], ["Elementos de la Pantalla para Lectura", "Progreso"]])
        XCTAssertEqual(flat.items.map(\.sectionPath), clean.items.map(\.sectionPath))
        XCTAssertEqual(flat.items.map(\.title), clean.items.map(\.title))
    }

    /// A flattened heading's title never ends inside a parenthesis it opened: the word that
    /// closes it, a few words on, is still the title's.
    func testAFlattenedTitleEndsAfterItsParenthesisCloses() {
        let words = "Level AA (Standard Target - Should Pass) These are the usual target:".split(separator: " ")
        let cut = TitleSplitter.Split(title: Array(words[..<6]), splitAt: 6)
        let corrected = TitleSplitter.corrected(cut, of: words, knownTitle: [])
        XCTAssertEqual(corrected.title.joined(separator: " "), "Level AA (Standard Target - Should Pass)")
        XCTAssertEqual(corrected.splitAt, 7)
        let closed = TitleSplitter.Split(title: Array(words[..<7]), splitAt: 7)
        XCTAssertEqual(TitleSplitter.corrected(closed, of: words, knownTitle: []).splitAt, 7)
    }

    func testADashAfterALinkAloneSeparatesTheItemsText() throws {
        let text = """
        ### Navigation

        - [`nav-tab-bar`](rules/nav-tab-bar.md) - Keep tab bars for top-level places
        - [Toolbars](rules/toolbars.md) - Put actions where the system puts them
        """
        let rebuilt = LineBreakRepair().repair(text.replacingOccurrences(of: "\n", with: " ")).text
        XCTAssertEqual(rebuilt.split(separator: "\n", omittingEmptySubsequences: true), [
            "### Navigation",
            "- [`nav-tab-bar`](rules/nav-tab-bar.md) - Keep tab bars for top-level places",
            "- [Toolbars](rules/toolbars.md) - Put actions where the system puts them",
        ])
    }

    func testLinesNumberedInBoldComeBackAsOneParagraphOfLines() throws {
        let text = """
        ## Order

        **1** **Names**: Give every control a spoken name
        **2** **Contrast**: Check text in both appearances
        """
        let rebuilt = LineBreakRepair().repair(text.replacingOccurrences(of: "\n", with: " ")).text
        XCTAssertEqual(rebuilt.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.isEmpty }.suffix(2), [
            "**1** **Names**: Give every control a spoken name", "**2** **Contrast**: Check text in both appearances",
        ])
        XCTAssertTrue(rebuilt.contains("name\n**2**"))
    }

    func testAQuotedNoteAfterASentenceComesBackAsAQuote() throws {
        let text = """
        ## Live regions

        - `polite`: changes are read when the reader pauses.
        - `assertive`: changes are read at once.

        > Use live regions sparingly. They interrupt people.
        """
        let rebuilt = LineBreakRepair().repair(text.replacingOccurrences(of: "\n", with: " ")).text
        XCTAssertEqual(rebuilt.split(separator: "\n", omittingEmptySubsequences: true), [
            "## Live regions", "- `polite`: changes are read when the reader pauses.", "- `assertive`: changes are read at once.",
            "> Use live regions sparingly. They interrupt people.",
        ])
        // A quotation opening on a capital after a list line is a quote too: the line ends
        // with no full stop.
        let cited = "## Forms\n\n- Two or three fields a step\n- Save progress where you can\n\n> \"Long forms lose people on small screens.\"\n"
        let rebuiltCited = LineBreakRepair().repair(cited.replacingOccurrences(of: "\n", with: " ")).text
        XCTAssertEqual(rebuiltCited.split(separator: "\n", omittingEmptySubsequences: true).last, "> \"Long forms lose people on small screens.\"")
        // A sign between words is no quote: "a > b".
        let inline = LineBreakRepair().repair("## Order  Sort so that a > b holds. Then check the rest of the list against the first item and the second item and the third one too, twice.").text
        XCTAssertFalse(inline.contains("\n> "))
    }

    func testWellFormedTextIsLeftAlone() throws {
        let text = try TestPaths.fixtureText("guideline-wellformed.md")
        let result = LineBreakRepair().repair(text)
        XCTAssertEqual(result.text, text)
        XCTAssertTrue(result.repairs.isEmpty)
    }
}

