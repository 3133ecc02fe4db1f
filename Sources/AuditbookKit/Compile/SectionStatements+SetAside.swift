/// Lists whose lines are no requirements to answer: severity legends, label definitions, blank
/// forms and placeholders, values and terms, scenario steps, settings, navigation steps, lines
/// opened by icons; and GitHub alerts, which set a block apart.
extension CompilationRun {
    /// A list that defines severity levels ("**Blocker**: must be fixed before merge",
    /// "**Minor**: polish"): every line opens with a different level and a colon or dash,
    /// and there are three such lines or the section's title names levels ("Severity").
    /// `elsewhere`: whether a list under a title that names no grade may be a legend too (not
    /// where the document states nothing else: `readsLevelledLists`).
    static func isSeverityLegend(_ list: MarkdownBlock, sectionTitle: String?, label listLabel: String? = nil, words: SeverityWords,
                                 elsewhere: Bool = true) -> Bool {
        guard list.children.count >= 2, list.children.count <= 8 else { return false }
        var labels: [String] = []
        var graded = 0
        var keyworded = 0
        var banded = 0
        var rests: [Substring] = []
        for entry in list.children {
            guard let lead = entry.leadParagraph else { return false }
            // The label is in the first few words: only they are made plain.
            let text = MarkdownInline.plain(String(lead.text.prefix(64)))
            guard let cut = [":", "：", " - ", " — ", " – "].compactMap({ text.firstUTF8Range(of: $0)?.lowerBound }).min() else { return false }
            let label = text[..<cut].trimmingSpaces()
            guard label.utf8.count <= 24 else { return false }
            rests.append(text[cut...])
            if Severity.parseLevel(label) != nil || words.parse(label) != nil { graded += 1 }
            else if StatementText.keywordSeverity(String(label)) != nil { keyworded += 1 }
            else if Self.isScoreBand(label) { banded += 1 }
            labels.append(label.lowercased())
        }
        // Under "Severity levels" or "**Fix priority:**" every line grades (a level may come
        // twice: "Medium: … ", "Medium: …", what to give each kind of issue).
        let titleWords = Slug.words(sectionTitle ?? "") + Slug.words(listLabel.map { $0.count <= 60 ? $0 : "" } ?? "")
        // ("## 严重级别", "## 優先度": the names of a grade in Chinese, Japanese or Korean.)
        let namesGradeInEastAsianText = [sectionTitle, listLabel].contains { title in
            guard let title, title.utf8.count <= 60, title.holdsEastAsianText else { return false }
            return Severity.eastAsianFieldNames.contains { title.contains($0) }
        }
        if namesGradeInEastAsianText || titleWords.contains(where: { ["severity", "severities", "level", "levels", "priority", "priorities", "rubric",
                                         "score", "scores", "scoring", "rating", "ratings", "grading"].contains($0) }) {
            if graded == labels.count { return true }
            // ("Severity mapping" over "0 to 59: major redesign required", "90 to 100: premium
            // quality": what each band of a score means.)
            if banded == labels.count, Set(labels).count == labels.count { return true }
            // ("Severity guide:" over "**MUST FIX** — …", "**SHOULD FIX** — …", "**CONSIDER** —
            // …", "**QUESTION** — …": a team's own scale, each word once, half of them graded
            // by a level or an RFC 2119 keyword.)
            if labels.count >= 3, Set(labels).count == labels.count, (graded + keyworded) * 2 >= labels.count,
               labels.allSatisfy({ $0.split(separator: " ").count <= 3 }) {
                return true
            }
        }
        // Elsewhere, three levels at least, each once ("Critical: Must see immediately", …,
        // "Supportive: Helpful context": one label may be a level of the writer's own); not
        // where every line goes on to tell the reader what to do to the product ("**Must**:
        // test with a keyboard", "**Should**: run the scanner": requirements, each graded; most
        // of them is enough, "**Extra credit**: try it with a screen reader" among them).
        guard elsewhere, Set(labels).count == labels.count, graded >= 3, graded >= labels.count - 1 else { return false }
        var instructing = 0
        for (index, rest) in rests.enumerated() {
            if Self.instructsBesideLevel(rest) { instructing += 1 }
            if instructing * 2 > rests.count { return false }
            // (Stops once a majority can no longer be reached.)
            if (instructing + rests.count - index - 1) * 2 <= rests.count { return true }
        }
        return true
    }

    /// "test with a keyboard, no mouse", "run the scanner on every screen": after a level
    /// and its colon or dash, an instruction of four words or more that is not about what to
    /// do with a finding of that level ("fix before release", "must be fixed", "polish").
    static func instructsBesideLevel(_ rest: Substring) -> Bool {
        let text = String(rest.drop { [":", "-", "—", "–", " "].contains($0) })
        let words = Slug.words(String(text.prefix(48)))
        // ("Must fix before production", "Should fix for better quality": what to do with the
        // finding, its modal said first.)
        let verb = words.count >= 2 && ["must", "should", "could", "may", "can"].contains(words[0]) ? words[1] : words.first
        guard words.count >= 4, let verb, !findingVerbs.contains(verb) else { return false }
        return isInstruction(text.prefix(1).uppercased() + text.dropFirst())
    }

    /// The kinds of alert a quote may open with in bold.
    private static let alertKinds: Set<String> = ["NOTE", "TIP", "IMPORTANT", "WARNING", "CAUTION", "DANGER"]

    /// Verbs that say what to do with a finding, not with the product.
    private static let findingVerbs: Set<String> = [
        "fix", "address", "resolve", "block", "merge", "ship", "release", "consider", "polish", "track", "log", "report",
        "escalate", "handle", "defer", "discuss", "schedule", "triage", "patch", "revert", "flag", "note", "document",
    ]

    /// "[!IMPORTANT] Always …": a GitHub alert's kind, in capitals, and the text after its
    /// marker (nil for a paragraph that opens otherwise). So is a quote that opens with the
    /// kind in bold on a line of its own ("**Warning**" ⏎ "Never …"), as alerts were written
    /// before GitHub had them and as admonitions (":::caution" … ":::") are read; "Danger"
    /// is a caution.
    static func githubAlert(_ text: String) -> (kind: String, body: Substring)? {
        if text.hasUTF8Prefix("**"), let newline = text.firstIndex(of: "\n"), case let head = text[..<newline],
           head.utf8.count <= 16, head.hasUTF8Suffix("**"), head.utf8.count > 4 {
            let word = String(head.dropFirst(2).dropLast(2)).trimmingColons().trimmingSpaces().uppercased()
            guard Self.alertKinds.contains(word) else { return nil }
            return (word == "DANGER" ? "CAUTION" : word, text[text.index(after: newline)...].drop { $0 == " " || $0 == "\n" })
        }
        guard text.hasUTF8Prefix("[!"), let close = text.firstIndex(of: "]"), text.distance(from: text.startIndex, to: close) <= 12 else { return nil }
        let kind = text[text.index(text.startIndex, offsetBy: 2)..<close]
        guard !kind.isEmpty, kind.allSatisfy({ $0.isASCII && $0.isLetter }) else { return nil }
        return (kind.uppercased(), text[text.index(after: close)...].drop { $0 == " " || $0 == "\n" })
    }

    /// "0 to 59", "90-100", "80%+", "< 60": a band of scores, digits and the words and signs
    /// that bound them.
    static func isScoreBand<S: StringProtocol>(_ label: S) -> Bool {
        guard label.contains(where: \.isNumber) else { return false }
        return label.split(separator: " ").allSatisfy { word in
            word == "to" || word.allSatisfy { $0.isNumber || "-–—%+<>≥≤=.".contains($0) }
        }
    }

    /// "## PR labels" over "- `priority:critical` - Security fixes": under a heading that
    /// names labels or tags, a list whose every line is a label in code or bold and what it
    /// means (no instruction) defines the labels a team tags its work with.
    static func isLabelDefinitions(_ list: MarkdownBlock, sectionTitle: String?) -> Bool {
        guard let title = sectionTitle, title.utf8.count <= 40, let last = Slug.words(title).last,
              ["labels", "tags"].contains(last), list.children.count >= 2 else { return false }
        return list.children.allSatisfy { entry in
            guard let lead = entry.leadParagraph?.text, lead.hasUTF8Prefix("`") || lead.hasUTF8Prefix("**") else { return false }
            let mark = lead.hasUTF8Prefix("`") ? "`" : "**"
            guard let close = lead.dropFirst(mark.count).firstCharacterRange(of: mark) else { return false }
            // A label is one token, written as tags are: "priority:critical", "needs-design",
            // "bug" (not "**Buttons**", a topic of UI labels).
            let label = lead[lead.index(lead.startIndex, offsetBy: mark.count)..<close.lowerBound]
            guard !label.isEmpty, !label.containsASCII(" "),
                  label.contains(where: { ":-/_".contains($0) }) || label.allSatisfy({ !$0.isUppercase }) else { return false }
            let meaning = Slug.words(String(lead[close.upperBound...]))
            // (What a label means opens with no instruction verb and obliges nothing.)
            return meaning.first.map { !instructionVerbs.contains($0) } == true
                && !meaning.contains { $0 == "must" || $0 == "should" || $0 == "shall" }
        }
    }

    /// "State: n/a", "Notes: none", "Full information: https://…": a label whose value
    /// states nothing to check.
    static func isEmptyField(_ title: String) -> Bool {
        // "No additional considerations for tvOS.": a platform with nothing to check.
        if title.hasUTF8Prefix("No "), case let words = Slug.words(title), words.count >= 3, words.count <= 10,
           ["additional", "specific", "other", "further"].contains(words[1]),
           ["considerations", "consideration", "guidance", "requirements", "notes"].contains(words[2]) { return true }
        guard let colon = title.prefix(40).firstCharacterRange(of: ": ") else { return false }
        guard title[..<colon.lowerBound].split(separator: " ").count <= 4 else { return false }
        let value = title[colon.upperBound...].trimmingSpaces()
        // ("ALWAYS follow Apple's HIG: https://…": an instruction and where it is written.)
        if addressAfterInstruction(title) != nil { return false }
        // ("VoiceOver: ...": a blank of a template, to be filled in.)
        if ["n/a", "na", "none", "-", "—", "–", "tbd", "not applicable", "...", "…"].contains(value.lowercased()) { return true }
        return (value.hasUTF8Prefix("https://") || value.hasUTF8Prefix("http://")) && !value.containsASCII(" ")
    }

    /// "ALWAYS follow Apple's HIG: https://…": an instruction, then only the address of the
    /// text it asks to follow (its guidance).
    static func addressAfterInstruction(_ title: String) -> (instruction: String, address: String)? {
        guard let colon = title.prefix(80).firstCharacterRange(of: ": ") else { return nil }
        let value = title[colon.upperBound...].trimmingSpaces()
        guard value.hasUTF8Prefix("https://") || value.hasUTF8Prefix("http://"), !value.containsASCII(" ") else { return nil }
        let instruction = String(title[..<colon.lowerBound]).trimmingSpaces()
        guard isInstruction(instruction) else { return nil }
        return (instruction, value)
    }

    /// "[Short description]", "[MUST FIX / CONSIDER] — [What is wrong]": a template's blanks,
    /// to be filled in (a report format's heading or line), nothing to check. Words outside
    /// the brackets make a title: "[Draft] Labels on every control" is one. So is a title
    /// with no letter and no digit at all ("...", "…", "—"): a line left for more.
    static func isPlaceholder(_ title: String) -> Bool {
        if let first = title.utf8.first, !first.isASCIIAlphanumeric,
           !title.contains(where: { $0.isLetter || $0.isNumber }) {
            return true
        }
        guard title.utf8.first == UInt8(ascii: "["), title.utf8.last == UInt8(ascii: "]") || title.utf8.last == UInt8(ascii: ".") else {
            return false
        }
        var depth = 0
        var insideLetters = 0
        for character in title {
            switch character {
            case "[": depth += 1
            case "]": depth -= 1; if depth < 0 { return false }
            default:
                if depth > 0 {
                    if character.isLetter { insideLetters += 1 }
                } else if character.isLetter || character.isNumber {
                    return false
                }
            }
        }
        // ("[x]", "[ ]": a box, not a blank.)
        return depth == 0 && insideLetters >= 2
    }

    /// "Intensity levels:", "**Button styles:**", "States:": a short label whose last word
    /// names kinds of values (levels, styles, states, variants…).
    /// (`asHeading`: a heading's title, "#### Four thickness options", which ends in no colon.)
    static func namesValueKinds(_ text: String, asHeading: Bool = false) -> Bool {
        guard text.utf8.count <= 40 else { return false }
        let trimmed = text.trimmingSpaces()
        guard asHeading || trimmed.hasUTF8Suffix(":") || trimmed.hasUTF8Suffix(":**") else { return false }
        let words = Slug.words(MarkdownInline.plain(trimmed))
        guard let last = words.last, words.count <= 3 else { return false }
        return valueKindNouns.contains(last)
    }

    /// Every line opens with a term of at most three words, bold, that is no instruction
    /// ("**Subtle**: …", "**Compact.** …"), or is only such a term ("Compact").
    /// (In a list of four or more, one term may read as an instruction: "Use case testing"
    /// among "Boundary values", "Decision tables", … is a name like them.)
    static func namesTerms(_ list: MarkdownBlock) -> Bool {
        let terms = list.children.filter { entry in
            guard let lead = entry.leadParagraph else { return false }
            let plain = lead.plainText.trimmingSpaces()
            if lead.text.hasUTF8Prefix("**"), let bold = StatementText.boldLead(Substring(StatementText.boldLeadOnItsOwnLine(lead.text))) {
                let term = bold.label.map { String($0.name) } ?? String(bold.title)
                return term.split(separator: " ").count <= 3 && !isInstruction(term) && !saysWhatToDo(term)
            }
            return plain.split(separator: " ").count <= 3 && !isInstruction(plain)
        }.count
        return terms == list.children.count || list.children.count >= 4 && terms == list.children.count - 1
    }

    private static let valueKindNouns: Set<String> = [
        "levels", "styles", "states", "variants", "variations", "types", "modes", "sizes", "kinds", "weights", "tiers", "presets",
        "themes", "materials", "options", "values", "purposes", "categories", "techniques", "methods",
    ]

    /// A list whose lines open with Given, then When, Then, And or But (a Then among them):
    /// the steps of one scenario.
    static func isScenarioSteps(_ list: MarkdownBlock) -> Bool {
        guard list.children.count >= 3 else { return false }
        var lines: [Substring] = []
        for entry in list.children {
            guard let text = entry.leadParagraph?.text else { return false }
            lines.append(text[...])
        }
        return isScenarioSteps(lines)
    }

    /// A section's blocks hold the steps of a scenario: a list of them, or a paragraph of
    /// them one a line ("Given …" ⏎ "When …" ⏎ "Then …").
    static func holdsScenarioSteps(_ blocks: [MarkdownBlock]) -> Bool {
        blocks.contains { block in
            block.isList ? isScenarioSteps(block)
                : block.kind == .paragraph && isScenarioSteps(block.text.split(separator: "\n").map { $0.trimmingSpaces()[...] })
        }
    }

    /// Three lines at least, the first opening on "Given", the others on "When", "Then",
    /// "And", "But" or "Given", a "Then" among them.
    static func isScenarioSteps(_ lines: [Substring]) -> Bool {
        guard lines.count >= 3 else { return false }
        var sawThen = false
        for (index, text) in lines.enumerated() {
            // (Every list is asked: its first line's opening word is read from its bytes, past
            // any emphasis, and most lists are turned away there.)
            let word = text.drop { $0 == "*" || $0 == "_" }.prefix { $0.isASCII && $0.isLetter }
            guard (3...5).contains(word.utf8.count), case let first = word.lowercased(),
                  index == 0 ? first == "given" : ["when", "then", "and", "but", "given"].contains(first) else { return false }
            sawThen = sawThen || first == "then"
        }
        return sawThen
    }

    /// "Best for", "Useful for", "Avoid for", "Not for": words that name the cases a pattern
    /// suits or does not (what "When to use" says), not what a screen must do.
    static func namesSuitedCases(_ words: [String]) -> Bool {
        guard words.last == "for", words.count >= 2, words.count <= 8 else { return false }
        let before = words[words.count - 2]
        return ["useful", "best", "good", "ideal", "suited", "great", "used"].contains(before)
            || words.count == 2 && ["avoid", "not"].contains(before)
            || words.count == 3 && words[0] == "not" && ["recommended", "suited", "ideal", "meant"].contains(before)
    }

    /// A list of settings: each line a label and a value that is code alone ("**Token
    /// file:** `src/tokens.css`", "- Screen reader: `[CONFIGURE]`"), or an option named in
    /// code and its default ("`search_roots` — folders to scan (default `src`)"), or values
    /// named in code with what each stands for ("`date` — Date only"). It names values to
    /// fill in or look up; it states no requirement.
    static func isSettingsList(_ list: MarkdownBlock) -> Bool {
        guard !list.children.isEmpty else { return false }
        if list.children.allSatisfy({ entry in
            guard entry.children.count == 1, let lead = entry.leadParagraph, lead.text.hasUTF8Prefix("`"), lead.text.utf8.count <= 300 else { return false }
            let lower = lead.text.lowercased()
            return lower.containsUTF8("(default") || lower.containsUTF8("default:") || lower.containsUTF8("defaults to")
        }) {
            return true
        }
        // "`date` — Date only", "`datetime` — Date and time": values a field takes, each a
        // plain word in code and a few words on what it stands for, no instruction.
        if list.children.count >= 2, list.children.allSatisfy({ entry in
            guard entry.children.count == 1, let lead = entry.leadParagraph, lead.text.hasUTF8Prefix("`"), lead.text.utf8.count <= 120,
                  let end = lead.text.dropFirst().firstIndex(of: "`"), case let word = lead.text[lead.text.index(after: lead.text.startIndex)..<end],
                  !word.isEmpty, word.allSatisfy({ $0.isASCII && ($0.isLetter || $0 == "_") }), word.first?.isLowercase == true else { return false }
            let rest = lead.text[lead.text.index(after: end)...]
            guard let separator = StatementText.separators.first(where: rest.hasPrefix) else { return false }
            let meaning = MarkdownInline.plain(String(rest.dropFirst(separator.count)))
            return (1...4).contains(Slug.wordCount(meaning)) && !isInstruction(meaning) && !ChecklistCompiler.statesRequirement(meaning)
        }) {
            return true
        }
        return list.children.allSatisfy { entry in
            guard entry.children.count == 1, let lead = entry.leadParagraph, lead.text.utf8.count <= 300,
                  let colon = lead.text.firstUTF8Range(of: ":** ") ?? lead.text.firstUTF8Range(of: "**: ") ?? lead.text.firstUTF8Range(of: ": ") else { return false }
            let value = lead.text[colon.upperBound...].trimmingSpaces()
            guard value.hasUTF8Prefix("`") else { return false }
            // Outside its code spans, the value has no word.
            var outside = ""
            var inCode = false
            for character in value {
                if character == "`" { inCode.toggle() } else if !inCode { outside.append(character) }
            }
            return !inCode && !outside.contains { $0.isLetter }
        }
    }

    /// A list of two lines or more, each only a bold label closed by a colon and nothing
    /// under it ("- **Evaluator name:**", "- **Site URL:**").
    mutating func isBlankForm(_ list: MarkdownBlock) -> Bool {
        answeredOnce(.blankForm, list) { _ in Self.isBlankForm(list) }
    }

    static func isBlankForm(_ list: MarkdownBlock) -> Bool {
        list.children.count >= 2 && list.children.allSatisfy { entry in
            guard entry.children.count == 1, let lead = entry.leadParagraph, lead.text.hasUTF8Prefix("**") else { return false }
            let text = lead.text.trimmingSpaces()
            return (text.hasUTF8Suffix(":**") || text.hasUTF8Suffix("**:")) && text.dropFirst(2).dropLast(3).firstIndex(of: "*") == nil
        }
    }

    /// "- **Yes** - Handle web links too", "- **No** - Custom scheme only": every line an answer
    /// word then what choosing it means, "yes" or "no" among them. The options of a question
    /// a tool (or the reader) is asked, not requirements.
    mutating func listsAnswerOptions(_ list: MarkdownBlock) -> Bool {
        answeredOnce(.answerOptions, list) { _ in Self.listsAnswerOptions(list) }
    }

    static func listsAnswerOptions(_ list: MarkdownBlock) -> Bool {
        guard list.children.count >= 2 else { return false }
        var yesOrNo = false
        for entry in list.children {
            guard let lead = entry.leadParagraph, let word = answerWord(lead.text) else { return false }
            if word == "yes" || word == "no" { yesOrNo = true }
        }
        return yesOrNo
    }

    /// The answer word ("yes", "no", "both", "skip", …) that opens a line, alone or followed
    /// by a dash, a colon or a bracket (in bold or not); nil for any other line.
    static func answerWord(_ text: String) -> String? {
        var rest = Substring(text.trimmingSpaces())
        let bold = rest.hasUTF8Prefix("**")
        if bold { rest = rest.dropFirst(2) }
        let word = rest.prefix { $0.isLetter || $0 == "/" }
        guard (2...8).contains(word.count), answerWords.contains(word.lowercased()) else { return nil }
        rest = rest.dropFirst(word.count)
        if bold {
            guard rest.hasUTF8Prefix("**") else { return nil }
            rest = rest.dropFirst(2)
        }
        rest = rest.drop { $0 == " " }
        guard rest.isEmpty || ["-", "—", "–", ":", "("].contains(rest.first!) || bold && rest.hasUTF8Prefix(":**") else { return nil }
        return word.lowercased()
    }

    private static let answerWords: Set<String> = ["yes", "no", "both", "neither", "none", "other", "skip", "optional", "maybe", "n/a"]

    static let colouredCircles: Set<Character> = ["🔴", "🟠", "🟡", "🟢", "🔵", "🟣", "🟤", "⚫", "⚪"]

    /// Whether most lines of `list` open with a picture that is no verdict mark ("📱", "🚨",
    /// "🧭"), three different ones at least: the list's icons.
    mutating func opensLinesWithIcons(_ list: MarkdownBlock) -> Bool {
        answeredOnce(.icons, list) { _ in Self.opensLinesWithIcons(list) }
    }

    static func opensLinesWithIcons(_ list: MarkdownBlock) -> Bool {
        let opening = list.children.compactMap(\.leadParagraph).map { lead -> (picture: Character, verdict: Bool)? in
            let text = lead.plainText.trimmingSpaces()
            guard let first = text.first, let scalar = first.unicodeScalars.first, scalar.value >= 0x80,
                  scalar.properties.isEmojiPresentation || first.unicodeScalars.contains("\u{FE0F}") else { return nil }
            return (first, ExampleExtractor.verdict(startOf: text) != nil)
        }
        let icons = opening.compactMap { $0 }.filter { !$0.verdict }
        // "- 🔴 Close", "- 🟡 Minimize", "- 🟢 Zoom": coloured circles beside a middle colour
        // are colours or grades on a scale, not Do and Don't.
        let circles = opening.compactMap { $0?.picture }
        let scale = circles.count == opening.count && circles.allSatisfy(colouredCircles.contains)
            && circles.contains(where: { $0 != "🔴" && $0 != "🟢" }) && Set(circles).count >= 2
        return scale || icons.count * 2 > opening.count && Set(icons.map(\.picture)).count >= 3
    }

    /// "- **Setup**: …", "- **Usage**: …" over a document with those sections: a list is a
    /// summary of the document's contents where half its labelled lines at least name one of
    /// its headings. (One such line among others, "- **Plain language**: Clear, simple
    /// communication" in a list of duties, is a duty that shares a heading's words.)
    mutating func summarizesSections(_ list: MarkdownBlock, besides current: String?) -> Bool {
        answeredOnce(.sectionSummary, list) { run in
            let labels = list.children.compactMap(\.leadParagraph).compactMap { StatementText.read($0.text, words: run.hints.severityWords).label }
            return labels.filter { run.namesSection($0.name, besides: current) }.count * 2 >= labels.count
        }
    }

    /// "1. Open Settings.", "2. Go to **General > Language**.", "3. Choose Arabic.": numbered
    /// steps, three at least, two in three of them finding the way through an app's screens
    /// (opening, going to, tapping, choosing): how to reach what is checked, a procedure's
    /// steps rather than requirements.
    static func navigatesScreens(_ list: MarkdownBlock) -> Bool {
        let leads = list.children.compactMap(\.leadParagraph)
        guard leads.count >= 3 else { return false }
        let navigating = leads.filter { lead in
            let words = Slug.words(lead.plainText).prefix(3)
            guard let first = words.first else { return false }
            if navigationVerbs.contains(first) { return true }
            // ("Go to", "Navigate to", "Switch to", "Turn on", "Scroll down to".)
            return words.count >= 2 && (["go", "navigate", "switch", "scroll", "return", "head"].contains(first) && ["to", "back", "down", "up"].contains(words[words.startIndex + 1])
                || first == "turn" && ["on", "off"].contains(words[words.startIndex + 1]))
        }.count
        return navigating * 3 >= leads.count * 2
    }

    private static let navigationVerbs: Set<String> = [
        "open", "reopen", "launch", "relaunch", "tap", "click", "select", "choose", "press", "enable", "disable", "swipe",
        "install", "sign", "log", "restart", "close",
    ]
}
