import Foundation
import XCTest

@testable import AuditbookKit

/// Pages a linter writes for each of its rules: the title is the rule's name, badges say
/// what the tool makes of it, the opening states it (or only explains it), and the sections
/// below are its details, values, fixes and samples. One rule per page, whatever it holds.
final class LinterRulePageTests: XCTestCase {
    private func compile(_ name: String) throws -> CompiledChecklist {
        try ChecklistCompiler().compile(path: TestPaths.fixture("shapes/" + name))
    }

    private func compileText(_ text: String) throws -> CompiledChecklist {
        try ChecklistCompiler().compile(data: Data(text.utf8), sourcePath: "inline.md")
    }

    /// Badges ("❌ This rule is deprecated.", "💼 This rule is turned on in …") are what the
    /// tool makes of the rule, not Don'ts; "This rule enforces that …" states the rule,
    /// its title without "This rule"; a list of values, a table of options and "Case: …"
    /// sections on fixing it are its guidance, not items of their own.
    func testAPageTitledByARuleNameIsOneRuleWhateverItHolds() throws {
        let checklist = try compile("lint-rule-page-full.md")
        XCTAssertEqual(checklist.items.map(\.title), ["Enforces that a focusable control keeps a visible focus indicator."])
        let rule = checklist.items[0]
        XCTAssertEqual(rule.kind, .rule)
        XCTAssertEqual(rule.number, "no-hidden-focus-ring")
        XCTAssertEqual(rule.examples.filter { $0.verdict != nil }.map(\.verdict), [.correct, .incorrect])
        XCTAssertTrue(rule.guidance.contains("A focus ring shows people on a keyboard where they are."), rule.guidance)
        XCTAssertTrue(rule.guidance.contains("Leave it out of the focus order"), rule.guidance)
        XCTAssertEqual(rule.criteria?.map(\.num), ["2.4.7"])
        let badges = checklist.decisions.filter { $0.line == 3 || $0.line == 5 }
        XCTAssertFalse(badges.contains { $0.outcome == .item }, "\(badges)")
    }

    /// An opening that only explains, no sentence stating the rule: the rule's name says
    /// what it asks ("No redundant traits"), never the heading of its samples.
    func testAnOpeningThatOnlyExplainsLeavesTheRuleNamedByItsName() throws {
        let checklist = try compileText("""
        # ui-a11y/no-redundant-traits

        VoiceOver already says that a button is a button. Saying it again in the label makes it speak twice.

        ## Rule details

        This rule takes no arguments.

        ### Valid

        ```swift
        Button("Save", action: save)
        ```

        ### Invalid

        ```swift
        Button("Save button", action: save)
        ```
        """)
        XCTAssertEqual(checklist.items.map(\.title), ["No redundant traits"])
        XCTAssertEqual(checklist.items.first?.number, "no-redundant-traits")
        XCTAssertEqual(checklist.items.first?.examples.map(\.verdict), [.correct, .incorrect])
    }

    /// A remark over the opening ("*Note*: … prefer …") may instruct, beside the rule: it is
    /// not the rule's statement.
    func testARemarkIsNotTheRulesStatement() throws {
        let checklist = try compileText("""
        # ui-a11y/valid-trait-names

        *Note*: the older `traits` property is on its way out. Where you can, prefer `accessibilityAddTraits`.

        The traits property tells VoiceOver what kind of element it is on.

        ## Rule details

        ### Succeed

        ```swift
        view.accessibilityAddTraits(.isButton)
        ```

        ### Fail

        ```swift
        view.accessibilityTraits = "button"
        ```
        """)
        XCTAssertEqual(checklist.items.map(\.title), ["Valid trait names"])
    }

    /// A page that is no rule's (its title is no linter's name) and holds subjects of its
    /// own is read as before: its list lines are items.
    func testAPageNotTitledByARuleNameKeepsItsItems() throws {
        let checklist = try compileText("""
        # Focus

        Keyboard users need to see where they are.

        - Keep a visible focus indicator on every control.
        - Move focus into a sheet when it opens.

        ## Samples

        ### Good

        ```swift
        Button("Save", action: save)
        ```
        """)
        XCTAssertTrue(checklist.items.contains { $0.title == "Keep a visible focus indicator on every control." }, "\(checklist.items.map(\.title))")
        XCTAssertTrue(checklist.items.contains { $0.title == "Move focus into a sheet when it opens." })
    }

    /// A title that names a subject and then a linter's verb ("Image requires alt text …
    /// (alt-text)") states the rule; a sentence that opens a list ("Consider these tips …:")
    /// never does.
    func testATitleWithASubjectAndALintersVerbStatesTheRule() throws {
        let checklist = try compileText("""
        # Icon requires a label that says what it does. (icon-label)

        Consider these tips when writing the label:

        - Name the action, not the picture.
        - Keep it to two words.

        ## Rule Details

        Examples of **incorrect** code for this rule:

        ```swift
        Image(systemName: "trash")
        ```

        Examples of **correct** code for this rule:

        ```swift
        Image(systemName: "trash").accessibilityLabel("Delete")
        ```
        """)
        XCTAssertEqual(checklist.items.map(\.title), ["Icon requires a label that says what it does."])
        XCTAssertEqual(checklist.items.first?.number, "icon-label")
        XCTAssertEqual(checklist.items.first?.examples.map(\.verdict), [.incorrect, .correct])
    }

    func testLinterRuleNames() {
        for name in ["no-autofocus", "has-valid-accessibility-role", "min-tap-target"] {
            XCTAssertTrue(CompilationRun.isLinterRuleName(name), name)
        }
        for name in ["MASVS-STORAGE-1", "autofocus", "wcag-2", "no--gap", "-lead"] {
            XCTAssertFalse(CompilationRun.isLinterRuleName(name), name)
        }
        XCTAssertTrue(CompilationRun.describesRuleItself("This rule is deprecated."))
        XCTAssertTrue(CompilationRun.describesRuleItself("This rule takes no arguments."))
        XCTAssertFalse(CompilationRun.describesRuleItself("This rule enforces that every image has a label."))
        XCTAssertFalse(CompilationRun.describesRuleItself("This rules out tiny targets."))
        XCTAssertEqual(CompilationRun.ruleSubject("This rule checks that every field has a label."), "This rule ")
        XCTAssertNil(CompilationRun.ruleSubject("This rule is on by default."))
    }

    /// "| Rule ID |" over names ("[area-alt](…)"): each is its row's number; an element
    /// written as text in a cell ("&lt;meta name=…&gt;") is words, kept in the title.
    func testATableOfNamedRulesNumbersEachRowByItsName() throws {
        let checklist = try compileText("""
        # Automated checks

        | Rule ID | Description | Impact |
        | :-- | :-- | :-- |
        | [tap-target-size](https://example.com/tap) | Ensure every control is at least 44 points square | Serious |
        | [viewport-zoom](https://example.com/zoom) | Ensure &lt;meta name=&quot;viewport&quot;&gt; leaves zoom on | Moderate |
        """)
        XCTAssertEqual(checklist.items.map(\.number), ["tap-target-size", "viewport-zoom"])
        XCTAssertEqual(checklist.items.map(\.title), ["Ensure every control is at least 44 points square",
                                                      #"Ensure <meta name="viewport"> leaves zoom on"#])
        XCTAssertEqual(checklist.items.map(\.severity), [.high, .medium])
    }

    /// Markup a page lays its words out with goes; an element named as a subject stays.
    func testMarkupTagsGoButElementsNamedAsSubjectsStay() {
        XCTAssertEqual(StatementText.withoutMarkupTags(#"Add <img src="a.png"/> icons"#), "Add  icons")
        XCTAssertEqual(StatementText.withoutMarkupTags(#"See <a href="x">the guide</a>."#), "See the guide .")
        XCTAssertEqual(StatementText.withoutMarkupTags(#"Ensure <meta http-equiv="refresh"> is not used"#),
                       #"Ensure <meta http-equiv="refresh"> is not used"#)
        XCTAssertEqual(StatementText.withoutMarkupTags("Use a real <button>"), "Use a real <button>")
    }
}
