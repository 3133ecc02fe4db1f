import Foundation

/// What a paragraph says of the block below it: aside, condition and introduction labels,
/// labels naming requirements, criteria or expected outcomes.
extension CompilationRun {
    /// What the paragraph just before a list says the list is.
    enum ListLabel {
        /// "Do", "❌ Avoid": its lines are Do's or Don'ts.
        case verdict(CodeExample.Verdict)
        /// "**Best practices:**": its lines are items even where the document marks its items
        /// otherwise, as under a heading that names them ("## Guidelines").
        case requirements
        /// "Examples:", "Do examples": its lines are samples.
        case examples
        /// "**Prefer undo when:**" over short conditions: it and its lines are one statement.
        case conditions(MarkdownBlock)
        /// "Use this skill when:", "Usage tips:", "Choose one:": its lines say when or how to
        /// read the document, or are the answers to pick from; or they detail the instruction
        /// above them. No line is an item (what they are, for `--explain`).
        case aside(String)
        /// "**How to Test:**" over numbered steps after the section's checks (`namesTestSteps`):
        /// each line is a step of testing those items (their indices in `pending`).
        case testSteps([Int])
        /// "**Success (Green):**" over "- ✅ Success messages": what the marked lines are about,
        /// their guidance.
        case subject(String)
        /// "**WCAG SC:**" over "- 1.1.1 Non-text Content (Level A)": the WCAG criteria the
        /// section's requirements meet, each line one criterion cited (`criterionCitation`).
        case criteria
        /// "Check the app can be used with…" over "- a keyboard": each line completes it.
        /// With a verdict ("✅ DO use haptics for:", "❌ DON'T use them for:"), each line is a
        /// Do or a Don't.
        case lead(MarkdownBlock, verdict: CodeExample.Verdict? = nil)

        var verdict: CodeExample.Verdict? {
            if case .verdict(let verdict) = self { return verdict }
            return nil
        }

        var namesRequirements: Bool {
            if case .requirements = self { return true }
            return false
        }
    }

    /// "**WCAG SC:**", "WCAG:", "Success criteria:", "Related WCAG criteria:": a short label
    /// that names WCAG criteria (or success criteria), and nothing else.
    static func namesCriteriaLabel(_ text: String) -> Bool {
        let trimmed = text.trimmingSpaces()
        guard trimmed.utf8.count <= 48, trimmed.hasUTF8Suffix(":") else { return false }
        let words = Slug.words(trimmed)
        guard (1...4).contains(words.count), words.contains(where: { $0 == "wcag" || $0 == "criteria" || $0 == "sc" }) else { return false }
        return words.allSatisfy { ["wcag", "sc", "success", "criteria", "criterion", "related", "applicable", "relevant", "2", "1", "0", "22", "21"].contains($0) }
    }

    /// "1.1.1 Non-text Content (Level A)", "**4.1.2 Name, Role, Value** (A)", "1.4.3 Contrast
    /// (Minimum) - Text": a line that only cites a WCAG success criterion (its number, then
    /// its name or a few words after it and a level); the number. Not a line that says more
    /// ("1.1.1 — Images have text alternatives", an instruction).
    static func criterionCitation(_ text: String) -> String? {
        let plain = MarkdownInline.plain(text).trimmingSpaces()
        let number = String(plain.prefix { $0.isNumber || $0 == "." }).trimmingDots()
        guard let criterion = WCAG.criterion(String(number)) else { return nil }
        var rest = Substring(plain.dropFirst(number.count)).drop { $0 == " " || $0 == ":" || $0 == "." }
        // (Its level in brackets, "(Level A)", "(AA)", wherever it stands.)
        rest = Substring(rest.replacingOccurrences(of: #"\((Level )?A{1,3}\)"#, with: "", options: .regularExpression).trimmingSpaces())
        let name = Slug.words(criterion.title), words = Slug.words(String(rest))
        guard words.starts(with: name) || words.isEmpty else { return nil }
        // ("- Text", "- Web": a word or three after a dash that narrow it.)
        return words.count - name.count <= 3 && !isInstruction(String(rest)) ? criterion.num : nil
    }

    /// A list whose every line cites a WCAG criterion (`criterionCitation`).
    static func citesCriteria(_ list: MarkdownBlock) -> Bool {
        guard list.isList, !list.children.isEmpty else { return false }
        return list.children.allSatisfy { entry in
            entry.children.count == 1 && entry.leadParagraph.flatMap { criterionCitation($0.text) } != nil
        }
    }

    /// A one-line paragraph of a few words, no sentence, that titles what follows as a heading
    /// would and names a part no requirement is in ("Purpose", "How to use", "**Features**:",
    /// "**When to use this pattern**:"; not a note, which may instruct).
    static func namesNonGuidancePart(_ paragraph: MarkdownBlock) -> Bool {
        let text = paragraph.text
        guard text.utf8.count <= 40, !text.containsASCII("\n") else { return false }
        let plain = MarkdownInline.plain(text).trimmingSpaces().trimmingColons()
        let words = Slug.words(plain)
        guard let last = plain.last, !".!?".contains(last), (1...5).contains(words.count) else { return false }
        // ("iOS review note:" over "- Look for orientation locks …": a remark may instruct.)
        if let word = words.last, word == "note" || word == "notes" { return false }
        return SectionRole.classify(plain) == .nonGuidance
    }

    /// "Usage tips:", "How to use this template:" over a list: how to work with the document;
    /// "Choose one:", "[Select one:]" over a list: the answers a form offers, one to be
    /// picked. Neither list holds requirements. What the label says and what its lines are.
    /// (Over task lines, a label that describes the document introduces its checks:
    /// `overTaskLines` leaves that reading out.)
    static func asideLabel(_ text: String, overTaskLines: Bool = false) -> (says: String, linesAre: String)? {
        guard text.utf8.count <= 160 else { return nil }
        let trimmed = text.trimmingSpaces()
        // "**Why semantic HTML first?**" over "- Screen readers read the accessibility tree": the
        // list answers why, its lines are reasons.
        if !overTaskLines, trimmed.utf8.count <= 100, case let plain = MarkdownInline.plain(trimmed).trimmingSpaces(), plain.hasUTF8Suffix("?"),
           Slug.words(plain).first == "why" {
            return ("asks why", "a reason, not a requirement")
        }
        guard trimmed.hasUTF8Suffix(":") || trimmed.hasUTF8Suffix(":]") || trimmed.hasUTF8Suffix(":**") else { return nil }
        // "… patterns that accomplish the following goals (in rough priority order):": what
        // the document aims at, as a "Goals" section is.
        if !overTaskLines, case let words = Slug.words(MarkdownInline.plain(trimmed)),
           let aim = words.lastIndex(where: { ["goals", "aims", "objectives"].contains($0) }), aim > 0,
           ["following", "these", "our", "its", "main", "primary", "key"].contains(words[aim - 1]) {
            return ("names the document's goals", "a goal the document serves, not a requirement")
        }
        guard text.utf8.count <= 80 else { return nil }
        // "These principles should evolve with:", "This guide covers:": a label whose subject
        // is the document introduces what the document is or rests on.
        if !overTaskLines, describesDocument(MarkdownInline.plain(trimmed)) {
            return ("says what the document covers or rests on", "what the document covers or rests on, not a requirement")
        }
        let words = Slug.words(MarkdownInline.plain(trimmed))
        // "**Related skills:**", "See also:", "Further reading:" over a list: other documents
        // to read, as under a heading of that name.
        if !overTaskLines, SectionRole.isPointerList(words: words) {
            return ("points to other documents", "another document to read, not a requirement")
        }
        // "To evaluate the contrast, you can use the following tools:": what to check with.
        if words.count >= 2, words.count <= 14, words.last == "tools", ["following", "these", "several", "some"].contains(words[words.count - 2]) {
            return ("names tools to check with", "a tool to check with, not a requirement")
        }
        // "Interstitial loading screens are useful for:", "Best for:", "Avoid for:": the cases
        // a pattern suits or does not, as under "When to use".
        if !overTaskLines, namesSuitedCases(words) {
            return ("says what it is used for", "a case it suits or does not, not a requirement")
        }
        guard text.utf8.count <= 48, let first = words.first, words.count <= 5 else { return nil }
        if words.count >= 2, ["choose", "select", "pick", "tick", "mark"].contains(first),
           words[1] == "one" || (words.count >= 3 && words[1] == "only" && words[2] == "one") {
            return ("offers answers to choose one of", "an answer to choose, not a requirement")
        }
        // "**Right side** (choose one):": the options for one part, one to be picked.
        if words.count >= 3, words.last == "one", ["choose", "select", "pick"].contains(words[words.count - 2]),
           MarkdownInline.plain(trimmed).containsASCII("(") {
            return ("offers options to choose one of", "an option to choose, not a requirement")
        }
        // "**The diagnostics skill** covers:", "Topics covered:": what a document is about.
        if let last = words.last, words.count <= 4, last == "covers" || last == "covered" || (last == "topics" && words.count <= 2) {
            return ("names what a document covers", "a topic covered, not a requirement")
        }
        // "Tools to consider:", "Useful APIs:", "Relevant modifiers:": what to build with, not
        // what a screen must do.
        if words.count <= 3, let noun = ["tools", "apis", "api", "modifiers"].first(where: words.contains),
           words.count == 1 || words.starts(with: [noun, "to", "consider"]) || words.starts(with: [noun, "to", "use"])
            || ["useful", "relevant", "helpful", "key"].contains(first) && words.count == 2 {
            return ("names tools or APIs to build with", "a tool or API to build with, not a requirement")
        }
        // "Required properties:", "Props:", "Parameters:" over "- `size`: sm, md, lg": a
        // component's API, what it is built with, not what a screen must do.
        if words.count <= 3, let last = words.last, ["properties", "props", "parameters", "params", "attributes", "arguments"].contains(last) {
            return ("names a component's properties", "a property of a component's API, not a requirement")
        }
        // "Platform defects:", "Known issues:", "Limitations:": what is wrong with the platform
        // or the component today, to know about, not what a screen must do. (Not "Common bugs:",
        // which names faults to look for.)
        if let last = words.last, words.count <= 4,
           words.contains("known") && ["issues", "bugs", "defects", "problems", "limitations"].contains(last)
            || words.count >= 2 && ["defects", "bugs"].contains(last)
                && ["platform", "os", "ios", "android", "framework", "browser", "system", "vendor", "component", "apple"].contains(words[words.count - 2])
            || words.count == 1 && ["limitations", "caveats"].contains(last) {
            return ("names known problems of the platform or component", "a known problem, not a requirement")
        }
        // "DELIVERABLES:", "Output format:": what a tool is to hand back, addressed to the tool.
        if ["deliverables", "deliverable", "your deliverables", "expected deliverables", "output format", "response format"]
            .contains(words.joined(separator: " ")) {
            return ("says what the tool is to hand back", "part of what the tool is to hand back, not a requirement")
        }
        let usage = first == "usage" && (words.count == 1 || ["tips", "notes", "instructions", "guide"].contains(words[1]))
            || words.starts(with: ["how", "to", "use"]) || words.starts(with: ["tips", "for", "using"])
        return usage ? ("says how to use the document", "how to use the document") : nil
    }

    /// What a short label that ends by introducing conditions is about.
    enum ConditionLabel {
        /// "Prefer undo when:", "Require a confirmation if:": the label and its conditions
        /// are one statement.
        case conditions
        /// "Use this skill when:", "Read these guidelines if:": when to read the document,
        /// not what a screen must do.
        case documentUse
        /// "You don't need a prompt if you only:": when a requirement does not apply.
        case exemptions
    }

    static func conditionLabel(_ text: String) -> ConditionLabel? {
        let trimmed = text.trimmingSpaces()
        guard trimmed.hasUTF8Suffix(":"), trimmed.utf8.count <= 120 else { return nil }
        let words = Slug.words(trimmed)
        // "The techniques above do not apply in these cases:", "Exceptions:": where a
        // requirement does not hold.
        // (Not "No exceptions:", which makes the lines below stricter.)
        if words.count <= 16, !words.contains("no"), words.last == "exceptions" || words.last == "exemptions"
            || zip(words, words.dropFirst()).contains(where: { ($0 == "not" || $0 == "t") && $1 == "apply" }) {
            return .exemptions
        }
        guard trimmed.utf8.count <= 64 else { return nil }
        guard words.count >= 2, words.count <= 10 else { return nil }
        let aboutDocument = SectionRole.namesTheDocument(words)
        // "Use this skill when the user:" names when to read the document wherever its
        // "when" stands; any other label of conditions ends on it ("Show the banner when:").
        if aboutDocument, words.count <= 8, words.contains(where: { $0 == "when" || $0 == "if" }) { return .documentUse }
        // "… when:", "… if you:", "… if you only:": the conditions follow.
        var tail = words[...]
        if tail.last == "only" { tail = tail.dropLast() }
        if let last = tail.last, ["you", "it", "they", "we"].contains(last), tail.count >= 2,
           ["when", "if", "unless"].contains(tail[tail.endIndex - 2]) { tail = tail.dropLast() }
        guard let last = tail.last, ["when", "if", "unless"].contains(last) else { return nil }
        if aboutDocument { return .documentUse }
        // ("You don't need a prompt if you only:", "A banner is not required when:"; not
        // "Do not autoplay when:", a prohibition with its conditions.)
        let joined = " " + tail.joined(separator: " ") + " "
        let denies = [" don t need ", " doesn t need ", " needn t ", " no need ", " not required ", " not needed ", " not necessary "]
            .contains { joined.contains($0) }
        return denies ? .exemptions : .conditions
    }

    /// "This checklist ensures …", "These guidelines cover …": a sentence whose subject is
    /// the document itself.
    static func describesDocument(_ text: String) -> Bool {
        let words = Slug.words(String(text.prefix(40)))
        guard words.count >= 3, words[0] == "this" || words[0] == "these" else { return false }
        return SectionRole.documentNouns.contains(words[1])
    }

    /// What a paragraph that introduces a list says the list holds, where that is no
    /// requirements: samples ("… For example:") or reasons (`introducesReasons`); and the
    /// instruction it opens with, if any. Nil for any other paragraph.
    static func listIntroduction(_ text: String) -> (lines: IntroducedLines, instruction: String?)? {
        if let instruction = instructionBeforeExamples(text) { return (.samples, instruction) }
        if namesExamplesBelow(text) || closesOnExampleOpener(text) { return (.samples, nil) }
        if introducesReasons(text) { return (.reasons, instructionBeforeReason(text)) }
        if namesValuesBelow(text) || namesKindsBelow(text) { return (.values, nil) }
        return nil
    }

    /// "There are several patterns that can help you address errors:", "There are three kinds
    /// of sheet:": a sentence that says what exists, the list below naming each kind (what
    /// it is or does), not what to check. (Not "There are a few things to keep in mind:" nor
    /// one with a duty: what follows is to be done.)
    static func namesKindsBelow(_ text: String) -> Bool {
        let trimmed = text.trimmingSpaces()
        guard trimmed.hasUTF8Suffix(":"), trimmed.utf8.count <= 200, trimmed.utf8.first == UInt8(ascii: "T") else { return false }
        // (A remark in brackets, "(but we use two)", is no part of what the sentence says exists.)
        var depth = 0
        let words = Slug.words(String(trimmed.filter { character in
            if character == "(" { depth += 1 } else if character == ")" { depth -= 1; return false }
            return depth == 0
        }))
        guard words.count >= 4, words.count <= 30, words[0] == "there", words[1] == "are" || words[1] == "re",
              ["several", "many", "various", "different", "some", "a", "two", "three", "four", "five", "six", "multiple", "numerous"].contains(words[2]),
              !words.contains(where: { Self.dutyWords.contains($0) }), !isInstruction(trimmed) else { return false }
        // ("There are several ways to label a button:": the ways are alternatives; "… things
        // to keep in mind:" are things to do.)
        return words.indices.allSatisfy { words[$0] != "to" || $0 > 0 && Self.alternativeNouns.contains(words[$0 - 1]) }
    }

    /// What a list of alternatives names: one way of doing a thing among several.
    private static let alternativeNouns: Set<String> = ["ways", "options", "methods", "approaches", "places", "kinds", "types"]

    enum IntroducedLines { case samples, reasons, values }

    /// "Options for this attribute are the following:", "Possible values:", "The modifier
    /// takes one of these values:": a short sentence, no instruction and no duty, that says
    /// the list below holds the values a setting takes ("- `polite`: announced when idle"),
    /// what each does rather than what to check.
    static func namesValuesBelow(_ text: String) -> Bool {
        let trimmed = text.trimmingSpaces()
        guard trimmed.hasUTF8Suffix(":"), trimmed.utf8.count <= 100, !isInstruction(trimmed) else { return false }
        let words = Slug.words(trimmed)
        guard words.count <= 12, !words.contains(where: { Self.dutyWords.contains($0) }) else { return false }
        return words.contains { ["options", "values", "choices", "constants"].contains($0) }
    }

    /// Words that make a sentence a duty, whatever else it says.
    private static let dutyWords: Set<String> = ["must", "should", "shall", "required", "require", "requires", "need", "needs", "ensure"]

    /// A paragraph that ends by leaving open, for the list below, why or what for rather than
    /// what to do: a reason ("… because they:", "… since:"), a benefit ("This helps users
    /// to:", "This will let you:"), a possibility ("… text fields may be:") or a finding
    /// ("Research showed users:").
    static func introducesReasons(_ text: String) -> Bool {
        let trimmed = text.trimmingSpaces()
        guard trimmed.hasUTF8Suffix(":"), trimmed.utf8.count <= 300 else { return false }
        let words = Slug.words(trimmed)
        guard let last = words.last else { return false }
        if ["because", "since", "showed", "shows", "found"].contains(last) { return true }
        // "The package serves several purposes:", "Its benefits:": what something is for.
        if ["purposes", "benefits", "advantages", "factors"].contains(last), !isInstruction(trimmed) { return true }
        guard words.count >= 2 else { return false }
        let before = words[words.count - 2]
        let people: Set<String> = ["they", "it", "we", "you", "people", "users", "them", "he", "she"]
        // "because they:", "showed users:", "found that users:" (not "… so that:", "… so they:":
        // what an instruction is for there is what must then hold, "- Line height is 1.5 times").
        if ["because", "showed", "found"].contains(before), people.contains(last) || last == "that" { return true }
        // "may be:", "can be:", "might be:", "could be:"
        if last == "be", ["may", "can", "might", "could"].contains(before) { return true }
        // "The right length depends on:", "Which to use varies with:": what a choice turns on.
        if last == "on" && ["depends", "depend", "hinges", "turns"].contains(before) || last == "with" && ["varies", "vary"].contains(before) {
            return true
        }
        // "helps users to:", "allows you to:", "lets you:", "will let you:", "enables them to:"
        let benefits: Set<String> = ["help", "helps", "allow", "allows", "let", "lets", "enable", "enables"]
        if people.contains(last), benefits.contains(before) { return true }
        if last == "to", words.count >= 3, people.contains(before), benefits.contains(words[words.count - 3]) { return true }
        return false
    }

    /// "Keep the answers people gave because they:": the instruction before a reason left open
    /// ("because:", "because they:", "since:"), without it; nil where the text is no instruction.
    static func instructionBeforeReason(_ text: String) -> String? {
        var head = Substring(text.trimmingSpaces())
        guard head.hasUTF8Suffix(":") else { return nil }
        head = head.dropLast()
        let lowered = head.lowercased()
        for ending in [" because they", " because people", " because users", " because", " since"] where lowered.hasSuffix(ending) {
            let instruction = String(head.dropLast(ending.count)).trimmingSpaces()
            return isInstruction(instruction) ? instruction : nil
        }
        return nil
    }

    /// "Best practices:", "**Guidelines**", "Key rules", "Recommendations": a short label or
    /// title that names what follows as requirements.
    static func requirementsLabel(_ text: String) -> Bool {
        if criteriaIntroduction(text) { return true }
        guard text.utf8.count <= 48 else { return false }
        // "检查项：", "チェック項目：": a label naming checks in Chinese, Japanese or Korean, as
        // such a heading names a checklist.
        if SectionRole.eastAsianRole(text) == .checklist { return true }
        let words = Slug.words(text)
        // "Rules for every screen", "Two rules that beat everything else", "Best practices for
        // variables": the noun first (or after a count, "our" or "best"), then what the rules are for.
        if words.count > 2, words.count <= 8,
           let noun = words.prefix(2).firstIndex(where: requirementNouns.contains), noun + 1 < words.count,
           ["for", "that", "which", "to", "we", "you"].contains(words[noun + 1]),
           noun == 0 || ["two", "three", "four", "five", "six", "seven", "ten", "our", "the", "key", "golden", "core", "best", "general", "global"].contains(words[0]) {
            return true
        }
        // "Expected behavior:", "Expected results": what a tester confirms, a check per line.
        if namesExpectedOutcome(words) { return true }
        guard let last = words.last, words.count <= 4 else { return false }
        if words == ["must"] || words == ["must", "have"] || words == ["musts"] || words == ["what", "to", "do"] { return true }
        // "Critical", "Minor issues", "High priority": lines graded by a severity.
        if HeadingText.namedSeverity(Substring(MarkdownInline.plain(text).trimmingSpaces())) != nil { return true }
        guard requirementNouns.contains(last), let first = words.first else { return false }
        // "Sorting rules", "Plural rules" are rules of a domain; "Key rules", "Rules" the document's.
        // ("Global rules", "Common rules", "Essential rules": the document's own, by their reach or weight.)
        if last == "rules", words.count > 1, !["key", "golden", "general", "design", "core", "basic", "ground", "house", "our", "the",
                                                "global", "common", "shared", "universal", "mandatory", "essential", "main"].contains(first) {
            return false
        }
        // Not "Related guidelines" or "See the rules" (they point elsewhere), nor a step of a
        // procedure ("Step 1: Gather requirements", "Review the rules").
        if ["related", "see", "about", "step", "phase", "stage"].contains(first) || instructionVerbs.contains(first) { return false }
        return !words.contains { $0.utf8.contains { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") } }
    }

    /// "Ensure you meet the criteria below before handing off:", "Check the following before
    /// release:": a sentence that tells the reader to meet or check the list it introduces.
    /// So is a sentence that ends on the verb the list completes ("For each kind of data the
    /// app stores, verify:", "Things to check:", "Before release, make sure that:").
    static func criteriaIntroduction(_ text: String) -> Bool {
        let trimmed = text.trimmingSpaces()
        guard trimmed.hasUTF8Suffix(":"), trimmed.utf8.count <= 200 else { return false }
        let words = Slug.words(trimmed)
        if let last = words.last {
            let verb = last == "that" ? words.dropLast().last : last
            if let verb, ["verify", "check", "ensure", "confirm"].contains(verb) || verb == "sure" && words.dropLast(last == "that" ? 2 : 1).last == "make" {
                return true
            }
        }
        guard let first = words.first, ["ensure", "make", "check", "verify", "confirm", "meet"].contains(first) || words.contains("must"),
              words.contains("below") || words.contains("following") else { return false }
        return first == "check" || first == "verify" || words.contains { ["criteria", "checks", "checklist", "requirements", "items"].contains($0) }
    }

    /// Not "requirements": a section or label of that name lists what a tool needs (an OS,
    /// a package) as often as what a screen must do, and cites other standards' criteria.
    private static let requirementNouns: Set<String> = [
        "practices", "guidelines", "rules", "recommendations", "musts", "dos", "checks",
    ]

    /// "Expected result", "Expected behaviour", "Expected outcomes" (as words): what a tester
    /// confirms, a label over checks or of one.
    static func namesExpectedOutcome(_ words: [String]) -> Bool {
        words.count == 2 && words[0] == "expected" && expectedOutcomeNouns.contains(words[1])
    }

    private static let expectedOutcomeNouns: Set<String> = [
        "behavior", "behaviour", "behaviors", "behaviours", "result", "results", "outcome", "outcomes",
    ]

    /// Words that open an instruction ("Use …", "Avoid …"), lower case.
    /// Labels of a paragraph that says why a rule holds ("Rationale:", "_Reason:_").
    static let explanationLabels: Set<String> = ["rationale", "reason", "reasons", "why", "explanation", "motivation", "background"]

    /// "Test Design Standards", "Review Guidelines": a title that names a body of rules, read
    /// as a noun phrase even where its first word is also a verb.
    static func namesBodyOfRules(_ title: String) -> Bool {
        let words = Slug.words(title)
        guard (2...5).contains(words.count), let last = words.last else { return false }
        return ["standards", "guidelines", "requirements", "rules", "conventions", "practices"].contains(last)
    }
}
