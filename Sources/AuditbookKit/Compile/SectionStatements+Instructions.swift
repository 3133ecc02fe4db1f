/// Whether prose instructs: instruction verbs, duties, user stories, what to report or look at.
extension CompilationRun {
    /// A Don't is an anti-pattern and a Do a rule, wherever they stand; other lines take
    /// their section's kind (a checklist line, a principle).
    /// "Avoid …", "Never …", "Don't …", "Do not …": an instruction that forbids.
    static func forbids(_ text: String) -> Bool {
        let words = Slug.words(text)
        guard let first = words.first else { return false }
        return ["avoid", "never", "don", "dont", "stop", "refrain", "no"].contains(first) || first == "do" && words.dropFirst().first == "not"
    }

    /// A line (Markdown) that instructs, after its bold name or number where it opens with
    /// one ("**Geometry:** Avoid …", "**3** **Rule configuration**: Configure …").
    static func instructs(_ markdown: String) -> Bool {
        let plain = MarkdownInline.plain(markdown)
        return Self.isInstruction(plain) || markdown.hasUTF8Prefix("**") && Self.isInstruction(Self.textAfterLabel(plain))
    }

    static let instructionVerbs: Set<String> = [
        "add", "adopt", "allow", "always", "announce", "apply", "avoid", "check", "choose", "confirm", "consider",
        "declare", "define", "describe", "design", "disable", "display", "do", "don", "dont", "enable", "ensure",
        "follow", "give", "group", "handle", "hide", "honor", "honour", "include", "increase", "keep", "label", "let",
        "limit", "localise", "localize", "maintain", "make", "mark", "minimise", "minimize", "never", "offer", "place",
        "prefer", "present", "provide", "put", "reduce", "remove", "request", "require", "respect", "scale", "set",
        "show", "specify", "start", "stop", "store", "support", "test", "treat", "use", "verify", "wrap", "write",
        // Verbs guideline pages open their instructions with as often ("Be clear.", "Flip
        // controls that …", "Reserve red for …").
        "accommodate", "adapt", "adjust", "align", "anticipate", "balance", "be", "build", "capitalize", "clarify",
        "communicate", "convey", "determine", "differentiate", "distinguish", "emphasize", "emphasise", "explain",
        "favor", "favour", "flip", "match", "mirror", "prioritize", "prioritise", "preserve", "refrain",
        "reserve", "resist", "reverse", "separate", "simplify", "strive", "tailor", "tell", "warn",
        "reflect", "change", "position", "pair", "indicate", "ask", "help", "validate", "optimize", "optimise",
        "characterize", "characterise", "express",
        "create", "aim", "take", "supply", "respond", "adhere", "refer", "recognize", "recognise", "get", "encourage",
        "customize", "customise", "try", "represent", "pick", "integrate", "implement", "exclude", "defer", "collect",
        "assign", "teach", "suggest", "streamline", "retain", "restore", "rely", "recommend", "manage", "learn", "launch",
        "inform", "incorporate", "identify", "extend", "embrace", "coordinate", "continue", "combine", "append",
        "accelerate", "weigh", "vary", "understand", "revert", "refine", "organize", "organise", "personalize",
        "personalise", "persist", "deliver", "enhance", "delay",
        // (Style guides' verbs: "Omit the keyword …", "Extract long blocks …".)
        "omit", "extract", "indent", "trim",
        // ("Leave at least 8 points between targets.")
        "leave", "generate",
        // ("Prevent accidental taps by …", "Protect tokens at rest", "Encrypt …", "Sanitize …".)
        "prevent", "protect", "encrypt", "sanitize", "sanitise",
        // A tester's verbs ("Navigate with the keyboard alone", "Swipe through each screen",
        // "Inspect every control with the Accessibility Inspector", "Rotate the device …").
        "navigate", "swipe", "inspect", "rotate", "measure",
        // (Human interface guidelines' bold openings: "Augment audio cues with visual cues.",
        // "Downplay the launch experience.", "Eliminate app interactions …".)
        "acknowledge", "aid", "animate", "augment", "beware", "configure", "consolidate", "constrain", "decide", "demonstrate",
        "denote", "detect", "disclose", "discard", "downplay", "eliminate", "establish", "examine", "explore", "expose",
        "gather", "improve", "maximise", "maximize", "modify", "permit", "populate", "postpone", "raise", "relocate",
        "replace", "soften", "summarise", "summarize",
        // (A tester's and a reviewer's: "Run a pseudo-language build …", "Simulate a slow network".)
        "run", "simulate", "evaluate", "assess", "activate", "dismiss", "submit", "resize",
        // ("Save what people typed between the steps of a form.")
        "save",
    ]

    /// Verbs that open a sentence as often as the noun spelled the same ("Focus on the task"
    /// and "Focus indicators …", "List the options" and "List items …"): an instruction only
    /// where the next word opens what the verb acts on (`objectOpenings`).
    static let nounLikeVerbs: Set<String> = [
        "account", "act", "anchor", "break", "center", "centre", "cluster", "craft", "dim", "factor", "finish",
        "fit", "focus", "guide", "inset", "lead", "link", "list", "look", "map", "order", "pause", "pay", "perform",
        "preview", "process", "prompt", "update",
        // ("Turn on VoiceOver", "Tap each button", "Have a native speaker read …", not "Have you …?")
        "have", "review", "open", "turn", "tap", "press", "select", "type", "compare", "record", "document", "listen",
        "watch", "wait", "zoom", "toggle", "switch", "hold", "speak", "trigger", "scroll", "drag", "enter", "close",
        "clear", "reset", "save", "search", "sort", "filter", "audit", "capture", "load",
    ]

    /// Words that open what a verb acts on, or how: a determiner ("the", "your"), "people",
    /// or a verb's particle ("on", "for", "up"). (Not "in": "Process in progress" names a state.)
    static let objectOpenings: Set<String> = objectDeterminers.union([
        "that", "only", "people", "users", "them", "it", "what", "how", "when", "whether", "on", "to", "for", "with",
        "into", "about", "up", "out", "down", "attention",
    ])

    /// Whether `words` open on an instruction's verb, allowing for a noun spelled the same.
    static func opensOnInstructionVerb(_ words: some Collection<String>) -> Bool {
        guard let first = words.first else { return false }
        if instructionVerbs.contains(first) { return true }
        guard nounLikeVerbs.contains(first), let second = words.dropFirst().first else { return false }
        // ("Audit and test your app": a verb joined to another that opens an instruction.)
        return objectOpenings.contains(second) || second == "and" && words.dropFirst(2).first.map(instructionVerbs.contains) == true
    }

    /// Instruction verbs that take a clause ("Ensure labels are …", "Make sure …").
    private static let clauseVerbs: Set<String> = [
        "ensure", "check", "verify", "confirm", "make", "test", "validate", "ask", "tell", "warn", "determine",
        "indicate", "explain", "understand", "recognize", "recognise", "learn", "suggest", "recommend", "inform", "be",
    ]

    /// "Flag issues by severity", "Prioritize fixes by impact", "Provide concrete fixes and a
    /// short rationale": a verb of reporting, then (within three words) what the review found
    /// or proposes. ("Flag force unwraps" names what to look for; "Provide visual feedback"
    /// is asked of the screen.)
    static func saysHowToReport(_ text: String) -> Bool {
        let words = Slug.words(text)
        guard words.count >= 2, let first = words.first, reportVerbs.contains(first) else { return false }
        return words.dropFirst().prefix(3).contains(where: reviewOutputs.contains)
    }

    private static let reportVerbs: Set<String> = [
        "flag", "report", "list", "group", "rank", "sort", "summarize", "summarise", "prioritize", "prioritise",
        "categorize", "categorise", "classify", "provide", "include", "give", "return", "output", "propose",
    ]

    private static let reviewOutputs: Set<String> = ["issues", "findings", "fixes", "recommendations", "rationale", "remediations"]

    /// A title or line that opens with an instruction verb or states a duty ("Use …",
    /// "Labels must …"), however short.
    static func saysWhatToDo(_ text: String) -> Bool {
        let words = Slug.words(text)
        guard let first = words.first else { return false }
        return instructionVerbs.contains(first) || words.contains { $0 == "must" || $0 == "should" || $0 == "shall" }
    }

    /// A sentence that tells the reader what to do: a paragraph whose first sentence opens
    /// with an instruction verb or states a duty (a duty in a later sentence of prose that
    /// opens otherwise, "Where people use a device … the text must be large", is explanation).
    static func isInstruction(_ text: String) -> Bool {
        guard Slug.wordCount(text) >= 3 else { return false }
        let sentence = firstSentence(text)
        let words = Slug.words(String(sentence))
        guard words.count >= 2, let first = words.first else { return false }
        // "Let's break this down", "I should preface this section": the writer narrating,
        // not telling the reader what a screen must do.
        if first == "i" || first == "let" && words[1] == "s" { return false }
        // "Use of `.stringsdict` is still manual": the noun, not the verb. "Note that comments
        // differ from documentation, which should …": a remark on what is said around it.
        if first == "use" && words[1] == "of" || first == "note" && words[1] == "that" { return false }
        // "This means we should leave room for longer strings": what the sentence before
        // implies, an explanation of it.
        if ["this", "that", "which"].contains(first), ["means", "implies"].contains(words[1]) { return false }
        // "Follow these guidelines to offer sign-in when …": a section's opening, pointing at
        // the guidelines after it.
        if first == "follow", ["these", "the"].contains(words[1]), words.count > 2,
           ["guidelines", "recommendations", "tips", "best", "following"].contains(words[2]) { return false }
        // "This doesn't mean the reviewer should be unhelpful": what the sentence before does not say.
        if words.count >= 4, ["this", "that", "it"].contains(first), words[1] == "doesn" || words[1] == "does" && words[2] == "not",
           words.contains("mean") { return false }
        // "Learn more about resizing at …": further reading offered, nothing asked.
        if StatementText.invitesFurtherReading(String(sentence)) { return false }
        // "Rationale: … so it should be positioned with it.": why a rule holds, not one.
        if explanationLabels.contains(first),
           sentence.drop(while: { $0 == "_" || $0 == "*" }).dropFirst(first.count).drop(while: { $0 == "_" || $0 == "*" }).hasUTF8Prefix(":") {
            return false
        }
        // "Help buttons are circular …", "Display names are …": the first word names a kind of
        // thing, the verb is "are" (not "Ensure labels are …", "Check text is …", whose verb
        // takes the clause after it).
        let namesAThing = words.count >= 3 && (words[2] == "are" || words[2] == "is") && !clauseVerbs.contains(first)
        if opensOnInstructionVerb(words), !namesAThing { return true }
        // "Visually balance …": an adverb before the verb. "In general, avoid …", "Where
        // possible, use …": a short opening phrase, then the verb.
        if first.hasUTF8Suffix("ly"), opensOnInstructionVerb(words.dropFirst()) { return true }
        // ("When designing shortcut keys, ensure …": a longer clause that says when. "For each
        // critical flow, turn on a feature …": the verb may take its particle.)
        if let comma = sentence.firstIndex(of: ","), case let opening = Slug.words(String(sentence[..<comma])),
           opening.count <= 3 || opening.count <= 16 && ["when", "whenever", "if", "where", "while", "before", "after", "once", "unless",
                                                           "in", "for", "to", "as", "within", "on", "outside"].contains(first),
           opensOnInstructionVerb(Slug.words(String(sentence[sentence.index(after: comma)...]))) {
            return true
        }
        // "Simplicity — Support familiar interactions …": a name of one to three words, a dash,
        // then the instruction.
        if let dash = sentence.firstUTF8Range(of: " — ", limit: 60) ?? sentence.firstUTF8Range(of: " – ", limit: 60),
           case let name = Slug.words(String(sentence[..<dash.lowerBound])),
           (1...3).contains(name.count), sentence[..<dash.lowerBound].first?.isUppercase == true,
           case let rest = Slug.words(String(sentence[dash.upperBound...])), rest.count >= 3, opensOnInstructionVerb(rest) {
            return true
        }
        if words.contains(where: { $0 == "must" || $0 == "should" || $0 == "shall" }) { return true }
        // ("**No autoplay** ⏎ Videos start only when asked": the ban is the first line.)
        if isBan(sentence, words: words) { return true }
        if first == "no", let newline = sentence.firstIndex(of: "\n"), case let line = sentence[..<newline],
           isBan(line, words: Slug.words(String(line))) {
            return true
        }
        if isUserStory(sentence, words: words) { return true }
        // "A trigger test is required for every modal", "Inline styles are not allowed": a
        // duty or a ban stated of the thing built, in the passive. (Not "No setup is
        // required", "If a password is required, …", "… that is required to be entered …",
        // "They are not required": nothing asked, a condition, a clause, a pronoun for
        // something said elsewhere; nor "is required to support …": what something serves.)
        if let be = words.firstIndex(where: { $0 == "is" || $0 == "are" }), be > 0, be + 1 < words.count,
           !["note", "this", "these", "that", "those", "they", "it"].contains(first),
           !words[..<be].contains(where: { ["no", "nothing", "what", "which", "who", "that", "if", "when", "where", "unless", "whether"].contains($0) }) {
            let after = words[(be + 1)...].drop { $0 == "always" }
            if let word = after.first, ["required", "mandatory", "prohibited", "forbidden"].contains(word),
               after.dropFirst().first != "to" {
                return true
            }
            if after.first == "not", let word = after.dropFirst().first, ["allowed", "permitted"].contains(word) { return true }
        }
        // "Every meaningful element needs a description", "All images need alt text": what
        // each thing built needs, a duty of all of them.
        if ["every", "each", "all"].contains(first), let need = words.firstIndex(where: { $0 == "needs" || $0 == "need" }),
           need >= 2, need <= 5, need + 1 < words.count, !words[1..<need].contains(where: needHedges.contains) {
            return true
        }
        // "Date pickers in the wheel style need a visible label", "Icon buttons need an
        // accessibility label": what a kind of thing built needs, a duty of each of them, as
        // above. (Only with the thing needed after it, and nothing before it that says who
        // needs or how likely: "Users need a way back", "Most apps need a login screen".)
        if let need = words.firstIndex(where: { $0 == "needs" || $0 == "need" }), (2...8).contains(need), need + 2 < words.count,
           ["a", "an", "the", "their", "its", "visible", "unique", "clear"].contains(words[need + 1]),
           !["this", "that", "it", "what", "which", "if", "when", "where", "most", "many", "some", "few", "every", "each", "all"].contains(first),
           !words[..<need].contains(where: needHedges.contains) {
            return true
        }
        // "The call to action needs to be unique": a duty of the thing built, as "must" states
        // one. Only where nothing before it says who needs or how likely it is ("you may need
        // to …", "users need to …", "does not need to …", "when datasets need to be compared").
        guard let need = words.firstIndex(where: { $0 == "needs" || $0 == "need" }), need > 0, need + 2 < words.count,
              words[need + 1] == "to" else { return false }
        guard !words[..<need].contains(where: needHedges.contains) else { return false }
        return !["know", "understand", "learn", "read", "remember"].contains(words[need + 2])
    }

    /// "No flashing", "No autoplaying video", "No more than three flashes a second": what the
    /// screen must not have, named without a verb, a ban as "Never …" states one. (Not "No
    /// linter is configured": what there is not, a fact; nor "No one …", "No matter …", "No
    /// two apps …", "No additional notes", "No, …": a remark, a count, an answer.)
    static func isBan(_ sentence: Substring, words: [String]) -> Bool {
        guard (2...8).contains(words.count), words[0] == "no", sentence.drop(while: { $0 == "*" || $0 == "_" }).hasUTF8Prefix("No "),
              !banExceptions.contains(words[1]), Int(words[1]) == nil else { return false }
        return !words.contains(where: banVerbs.contains)
    }

    private static let banExceptions: Set<String> = [
        "one", "two", "three", "single", "matter", "longer", "need", "doubt", "wonder", "problem", "problems", "worries",
        "surprise", "way", "other", "less", "further", "additional", "extra", "special", "specific", "particular",
        "exceptions", "exception", "changes", "action", "the", "a", "an", "such", "that", "this", "it", "we", "you", "i",
        "they", "amount", "tool", "test", "automated", "known", "results", "data", "items", "issues",
    ]

    /// Verbs that make a "No …" sentence a statement of what is or was.
    private static let banVerbs: Set<String> = [
        "is", "are", "was", "were", "be", "been", "has", "have", "had", "exists", "exist", "can", "will", "would", "could",
        "do", "does", "did", "found", "needed", "required", "configured", "available", "yet",
    ]

    /// "As a keyboard user, I want every control to take focus", "As someone who zooms, I
    /// need the layout to reflow": a user story, the need a screen must meet, stated as a
    /// requirement is. (Not "As a result, I want …", "As a rule, …": an aside, not a role.)
    static func isUserStory(_ sentence: Substring, words: [String]) -> Bool {
        guard words.count >= 6, words[0] == "as", words[1] == "a" || words[1] == "an" || words[1] == "someone",
              !["result", "rule", "reminder", "side", "whole", "consequence", "matter", "general", "default", "first"].contains(words[2]),
              let comma = sentence.firstIndex(of: ",") else { return false }
        let after = Slug.words(String(sentence[sentence.index(after: comma)...].prefix(40)))
        return after.count >= 3 && after[0] == "i" && ["want", "need", "expect", "would", "must", "can"].contains(after[1])
    }

    /// Words before "need to" that make it no duty of the thing built: who needs, how likely,
    /// or a clause it stands in.
    private static let needHedges: Set<String> = [
        "you", "we", "i", "they", "users", "user", "people", "someone", "developers", "designers", "reviewers", "testers",
        "teams", "team", "readers", "everyone", "your", "our",
        "may", "might", "would", "will", "ll", "could", "can", "not", "t", "never", "no", "only",
        "often", "sometimes", "usually", "typically", "generally", "normally", "rarely",
        "if", "when", "where", "whether", "because", "that", "which", "who", "as", "unless", "once",
    ]

    /// The text up to the end of its first sentence (". ", "! ", "? ", or a line end after one).
    /// "You are reviewing for regressions. Focus, in order of priority:": a paragraph whose
    /// last sentence sends the reader to the list after it, what to look at or for.
    static func closesOnWhatToLookAt(_ text: String) -> Bool {
        let trimmed = text.trimmingSpaces()
        guard trimmed.hasUTF8Suffix(":"), trimmed.utf8.count <= 400 else { return false }
        var last = Substring(trimmed)
        while let stop = last.firstCharacterRange(of: ". ") { last = last[stop.upperBound...] }
        let words = Slug.words(String(last))
        guard let first = words.first else { return false }
        return ["focus", "look", "review", "watch", "scan"].contains(first) || Self.isInstruction(String(last))
    }
}
