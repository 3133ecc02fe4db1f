/// What a section is for, judged from its title.
enum SectionRole: Equatable {
    case checklist
    case principles
    case antiPatterns
    /// Front matter, overviews, references: never compiled into items.
    case nonGuidance
    case guidance

    static func classify(_ title: String) -> SectionRole {
        let words = withoutDuration(Slug.words(MarkdownInline.plain(title)))
        // A title in Chinese, Japanese or Korean is read by its terms, whatever ASCII words
        // stand beside them ("VoiceOver 检查清单").
        if let role = eastAsianRole(title) { return role }
        // A phrase counts as whole words: a run of the title's words equal to the phrase's.
        func has(_ phrases: [[String]]) -> Bool {
            for phrase in phrases where words.count >= phrase.count {
                for start in 0...(words.count - phrase.count) {
                    var matched = 0
                    while matched < phrase.count, words[start + matched] == phrase[matched] { matched += 1 }
                    if matched == phrase.count { return true }
                }
            }
            return false
        }
        if words.contains(where: { $0 == "output" || $0 == "format" || $0 == "template" }), has(outputPhrases) { return .nonGuidance }
        // "Response guidelines", "Response style": how a tool is to word its answer ("Be
        // constructive", "Acknowledge good choices"), addressed to the tool.
        if (2...3).contains(words.count), words[0] == "response" || words[0] == "responses",
           let last = words.last, ["guidelines", "style", "rules", "tone"].contains(last) {
            return .nonGuidance
        }
        // "Inputs you can receive", "Expected inputs", "Inputs to request": what a tool is
        // handed or asks for, not what a screen must do.
        if words.count <= 5, words.first == "inputs" && ["you", "to", "needed", "required"].contains(words.dropFirst().first ?? "")
            || words.count == 2 && ["expected", "required", "accepted"].contains(words[0]) && words[1] == "inputs" {
            return .nonGuidance
        }
        // "Q: Should the app have a dark background?": a question and its answer (a FAQ).
        if title.hasUTF8Prefix("Q:") || title.hasUTF8Prefix("Q.") || title.hasUTF8Prefix("**Q:") { return .nonGuidance }
        // "How to use this checklist": how to read the document, not a part of it.
        if words.count >= 3, words[0] == "how", words[1] == "to", words[2] == "use" || words[2] == "read" { return .nonGuidance }
        // "Applying these principles", "Using this checklist", "Updating guides": how the
        // document is put to use, or kept.
        if words.count <= 5, let first = words.first, documentUseVerbs.contains(first),
           namesTheDocument(words) || words.count <= 3 && namesDocument(words[words.count - 1]) {
            return .nonGuidance
        }
        // "When to use MVVM", "When to consider a coordinator", "When to apply this pattern",
        // "When not to use sheets": when a component or approach applies, as "When to use" is.
        if words.count >= 3, words.count <= 8, words[0] == "when",
           words[1] == "to" && ["use", "consider", "choose", "pick", "adopt", "apply"].contains(words[2]) || words[1] == "not" && words[2] == "to" {
            return .nonGuidance
        }
        // "Use when merchants need to:", "Use it when …": the same, said the other way round.
        if words.count >= 3, words.count <= 8, words[0] == "use", words[1] == "when" || words[1] == "it" && words[2] == "when",
           title.hasUTF8Suffix(":") || !title.containsASCII(".") {
            return .nonGuidance
        }
        // "Use this skill when", "Do not use this checklist when": the same, of the document.
        if words.count <= 8, let when = words.firstIndex(of: "when"), when >= 3, namesTheDocument(Array(words[..<when])),
           words[0] == "use" || words.starts(with: ["do", "not", "use"]) || words.starts(with: ["don", "t", "use"]) {
            return .nonGuidance
        }
        // "When this skill activates", "When these guidelines apply": when the document is to
        // be read, addressed to whoever reads it rather than asked of a screen.
        if words.count >= 3, words.count <= 8, words[0] == "when", namesTheDocument(words) {
            return .nonGuidance
        }
        // "When you should be used", "When I am invoked": when a tool is to be called,
        // addressed to the tool it configures.
        if words.count >= 3, words.count <= 6, words[0] == "when", words[1] == "you" || words[1] == "i",
           let last = words.last, ["used", "invoked", "called", "activated", "triggered", "needed"].contains(last) {
            return .nonGuidance
        }
        // "Who is this guide for?", "Who should use this checklist": the document's readers,
        // not what a screen must do.
        if words.count >= 3, words.count <= 8, words[0] == "who", namesTheDocument(words) { return .nonGuidance }
        // "What is a design system?", "What are tokens?": a definition, before the rules.
        // ("What are their goals?" asks the reader about the people the screen serves.)
        if words.count >= 3, words.count <= 8, words[0] == "what", words[1] == "is" || words[1] == "are",
           !["their", "your", "our", "my", "his", "her", "its", "they", "you", "we"].contains(words[2]),
           title.trimmingCharacters(in: .whitespaces).hasUTF8Suffix("?") {
            return .nonGuidance
        }
        // "What this pattern is", "What a disclosure does": the same definition, said as a clause.
        if (3...6).contains(words.count), words[0] == "what", let last = words.last, ["is", "are", "does"].contains(last) {
            return .nonGuidance
        }
        if namesReviewerAdvice(words: words) { return .nonGuidance }
        if namesPlatformRelease(words: words) { return .nonGuidance }
        // "Current architecture & patterns", "Tech stack", "Integration points", "Developer
        // workflows": what the project is made of and how it is built (an agent's context
        // file), not what a screen must do.
        // ("Architecture & design" may be what a reviewer asks about a change: only the
        // architecture a project has now describes it.)
        if words.count <= 6, case let opening = words.first == "current" || words.first == "project" ? words.dropFirst() : words[...],
           projectMakeUpPhrases.contains(where: { opening.starts(with: $0) }) || words.count >= 2 && words[0] == "current" && words[1] == "architecture" {
            return .nonGuidance
        }
        // "Value of bug tours", "Benefits of dark mode": why the practice pays, as "Benefits" is.
        if (3...6).contains(words.count), ["value", "benefits", "advantages"].contains(words[0]), words[1] == "of" { return .nonGuidance }
        // "Troubleshooting common issues": symptoms and their fixes, as "Troubleshooting" is.
        if words.first == "troubleshooting", words.count <= 6 { return .nonGuidance }
        // "Why dark mode matters", "Why this is important": the argument for the rules.
        if words.first == "why", words.count <= 6, let last = words.last, ["matters", "matter", "important", "counts"].contains(last) {
            return .nonGuidance
        }
        // "Research on this component", "Research": what studies found, not what a screen must do.
        if words.first == "research", words.count <= 5, words.count == 1 || ["on", "about", "into", "findings", "and"].contains(words[1]) {
            return .nonGuidance
        }
        // "Best practices rationale", "Design rationale": why the rules are as they are.
        if words.count <= 4, words.last == "rationale" { return .nonGuidance }
        // "Why code?", "Why not both?": a choice argued for, not what a screen must do.
        if words.first == "why", words.count <= 5, title.trimmingCharacters(in: .whitespaces).hasUTF8Suffix("?") { return .nonGuidance }
        // "🚫 Ignore (out of scope)", "Non-goals": what the document leaves out.
        if has(outOfScopePhrases) { return .nonGuidance }
        // "Related components, patterns, and templates": other pages to read.
        if words.first == "related", words.count <= 6 { return .nonGuidance }
        // "Other accessibility checklists and links", "Helpful resources": other documents to
        // read. (Not "Skip links" or "Text links": links a screen has.)
        if words.count <= 6, let first = words.first, ["other", "more", "further", "external", "additional", "useful", "helpful"].contains(first),
           words.dropFirst().contains(where: otherDocumentNouns.contains) {
            return .nonGuidance
        }
        // "Design resources", "Apple design resources", "Recommended sessions", "WWDC videos":
        // what to download, watch or read, not what a screen must do. (Not "String resources"
        // or "Localized resources": a project's resource files, which may be asked about.)
        if (2...3).contains(words.count), let last = words.last,
           last == "resources" && words.dropLast().allSatisfy(resourceKinds.contains)
            || ["sessions", "videos", "talks", "articles", "books", "courses", "podcasts"].contains(last)
                && words.dropLast().allSatisfy({ resourceKinds.contains($0) || ["recommended", "suggested", "wwdc", "related"].contains($0) }) {
            return .nonGuidance
        }
        // "Facts to remember about this project", "Key facts": what the project is, told to
        // whoever reads the file, not asked of a screen.
        if words.count <= 7, words.first == "facts" || words.last == "facts" { return .nonGuidance }
        if has(checklistPhrases) { return .checklist }
        // "Do's and Don'ts" holds both: its labels tell its lists apart.
        // ("Anti-patterns (DO NOT DO THIS)", "(NEVER DO THESE)" name no Do: a "do" beside "not"
        // or after "never" is the Don't.)
        if has(antiPatternPhrases) { return namesDo(words) ? .guidance : .antiPatterns }
        // "Common accessibility bugs & fixes", "Frequent bugs": the faults often made, as
        // "Common mistakes" names them. ("Known bugs" are a platform's defects.)
        // ("Common issues to watch for", "Typical problems": the same, as issues or problems;
        // "Common issues & solutions" pairs each with its fix, read as its section's rules.)
        // ("Common contrast failures": the same, as the failures a check finds; "Common
        // violations", as the breaches of a guideline a review reports.)
        // ("Common rejections", "Common errors": the same, as the reasons a store's review
        // turns an app down, or as errors.)
        if words.count <= 6, let first = words.first, ["common", "frequent", "typical", "top"].contains(first),
           words.contains(where: faultNouns.contains) || words.contains(where: { $0 == "issues" || $0 == "problems" })
            && !words.contains(where: { ["solutions", "solution", "fixes", "fix", "solved", "and"].contains($0) }) {
            return .antiPatterns
        }
        // "Severity by common issue type", "Grading common problems": the faults often made,
        // named further into the title.
        if words.count <= 6, words.first != "common",
           zip(words, words.dropFirst()).contains(where: { ["common", "frequent", "typical"].contains($0)
               && (["issue", "issues", "problem", "problems", "rejection"].contains($1) || faultNouns.contains($1)) }),
           !words.contains(where: { ["solutions", "solution", "fixes", "fix", "solved", "and", "reporting", "report"].contains($0) }) {
            return .antiPatterns
        }
        // "Forbidden commands", "Prohibited APIs", "Banned modifiers – never use these": what
        // the document rules out, whatever the things are. (Not a status code, "403 Forbidden".)
        if words.count <= 8, words.contains(where: { ["forbidden", "prohibited", "banned"].contains($0) }),
           !words.contains(where: { $0.utf8.contains { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") } }) {
            return namesDo(words) ? .guidance : .antiPatterns
        }
        // "Principle 1: Perceivable" numbers a group of rules; it holds no principles itself.
        if has(principlePhrases), !numbersAKind(words) { return .principles }
        // Short titles are looked up whole, joined once.
        if words.count <= max(longestNonGuidanceTitle, 4) {
            let joined = words.joined(separator: " ")
            if words.count <= longestNonGuidanceTitle, nonGuidanceTitles.contains(joined) { return .nonGuidance }
            if isPointerList(words: words) { return .nonGuidance }
            // "Resources and attribution", "Credits and license", "Examples & references": each
            // part is one of them, or samples. (Words leave "&" out.)
            func referencePart(_ part: ArraySlice<String>) -> Bool {
                nonGuidanceTitles.contains(part.joined(separator: " ")) || part.count == 1 && ["examples", "samples"].contains(part[part.startIndex])
            }
            if let and = words.firstIndex(of: "and"), and > 0, and < words.count - 1,
               referencePart(words[..<and]), referencePart(words[(and + 1)...]) { return .nonGuidance }
            // ("Resources & Further Reading", "Risks / Trade-offs": the "&" or "/" may fall anywhere.)
            if title.containsASCII("&") || title.containsASCII("/"), words.count >= 2,
               (1..<words.count).contains(where: { referencePart(words[..<$0]) && referencePart(words[$0...]) }) { return .nonGuidance }
        }
        if namesGlossary(words) { return .nonGuidance }
        // "Notes", "General notes", "iOS developer notes": remarks beside the requirements.
        // ("Things to note", "3 points to note": "to note" is what to heed, not remarks.)
        if let last = words.last, last == "notes" || last == "note", words.count <= 4, words.dropLast().last != "to" { return .nonGuidance }
        // "WCAG 2.2 overview", "Dark mode: an introduction": what a topic is, before its rules.
        if namesIntroduction(words: words) { return .nonGuidance }
        // "API Reference", "SwiftUI API quick reference": what each API is and takes, an index
        // to look things up in; its headings name modifiers and types, not requirements.
        if words.count <= 5, words.last == "reference", words.contains(where: { $0 == "api" || $0 == "apis" }) { return .nonGuidance }
        return .guidance
    }

    /// The role a Chinese, Japanese or Korean title names by a term it holds ("设计原则",
    /// "よくある間違い", "参考资料"), nil for none. These scripts write no spaces, so a term is
    /// read wherever it stands in the title. (Not "避免" alone: "避免使用固定字号" is one
    /// rule's instruction, as "Avoid fixed sizes" is.)
    static func eastAsianRole(_ title: String) -> SectionRole? {
        // (Most titles are turned away on their bytes: none of a scalar from U+3000 on.)
        guard title.holdsEastAsianText else { return nil }
        for (terms, role) in eastAsianRoleTerms where terms.contains(where: { title.contains($0) }) { return role }
        return nil
    }

    /// Terms for a section's role in Chinese, Japanese and Korean: introductions, references,
    /// history and contents (no items); checklists; mistakes to avoid; principles.
    private static let eastAsianRoleTerms: [([String], SectionRole)] = [
        (["简介", "概述", "介绍", "前言", "引言", "はじめに", "概要", "序文", "소개", "개요",
          "参考", "相关链接", "相关文档", "関連", "リンク", "참고", "관련 문서",
          "更新记录", "变更记录", "修订记录", "版本历史", "更新履歴", "変更履歴", "改訂履歴", "변경 이력",
          "术语", "用語", "용어", "目录", "目次", "목차", "附录", "付録", "부록", "常见问题", "よくある質問", "자주 묻는 질문"], .nonGuidance),
        (["检查清单", "检查表", "核对清单", "自查清单", "检查项", "チェックリスト", "チェック項目", "確認項目", "체크리스트", "점검표", "점검 항목"], .checklist),
        (["常见错误", "反模式", "应避免", "需要避免", "避免事项", "禁止事项", "よくある間違い", "アンチパターン", "避けるべき", "禁止事項",
          "흔한 실수", "안티패턴", "피해야"], .antiPatterns),
        (["原则", "原則", "원칙", "理念"], .principles),
    ]

    /// "Overview", "Introduction", "About", "Accessibility overview": a title that introduces
    /// its subject.
    static func namesIntroduction(_ title: String) -> Bool {
        namesIntroduction(words: Slug.words(MarkdownInline.plain(title)))
    }

    private static func namesIntroduction(words: [String]) -> Bool {
        guard let last = words.last, words.count <= 5 else { return false }
        return last == "overview" || last == "introduction" || words == ["about"] || words == ["intro"]
    }

    /// A document's title that calls it a list of terms or of other documents ("Accessibility
    /// glossary", "Resources and attribution", "References"): no part of it asks anything.
    static func namesReferenceMatter(_ title: String) -> Bool {
        let words = Slug.words(MarkdownInline.plain(title))
        if namesGlossary(words) { return true }
        guard (1...4).contains(words.count) else { return false }
        return words.split(separator: "and").allSatisfy { part in part.count == 1 && referenceMatterWords.contains(part[part.startIndex]) }
    }

    /// Words that say whose or what kind a list of resources is ("Apple design resources",
    /// "Learning resources").
    private static let resourceKinds: Set<String> = [
        "design", "apple", "learning", "developer", "official", "community", "download", "downloadable", "free", "video",
        "wwdc", "key", "essential", "recommended", "suggested", "accessibility", "testing",
    ]

    private static let referenceMatterWords: Set<String> = [
        "resources", "references", "sources", "credits", "attribution", "attributions", "acknowledgements", "acknowledgments",
        "license", "changelog", "bibliography", "terminology",
    ]

    private static func namesGlossary(_ words: [String]) -> Bool {
        (1...4).contains(words.count) && (words.last == "glossary" || words.first == "glossary" && (words.count == 1 || words[1] == "of"))
    }

    private static let documentUseVerbs: Set<String> = [
        "applying", "using", "reading", "maintaining", "updating", "evolving", "extending", "contributing", "customizing",
        "customising", "adapting", "adopting",
    ]
    /// A document noun, or its plural ("guides").
    private static func namesDocument(_ word: String) -> Bool {
        documentNouns.contains(word) || word.hasUTF8Suffix("s") && documentNouns.contains(String(word.dropLast()))
    }

    /// Whether the words name the document itself: "this guide", "these principles".
    static func namesTheDocument(_ words: [String]) -> Bool {
        zip(words, words.dropFirst()).contains { ($0 == "this" || $0 == "these") && documentNouns.contains($1) }
    }

    /// What a document calls itself ("this guide", "these principles"): a heading or a
    /// sentence about the document, not about a screen.
    static let documentNouns: Set<String> = [
        "skill", "guide", "guideline", "guidelines", "document", "checklist", "checklists", "agent", "rules", "reference", "page",
        "file", "principles", "standards", "router",
    ]

    /// "Do's and Don'ts", "Dos and don'ts", "Do / Don't": a "do" that is not part of "do not".
    private static func namesDo(_ words: [String]) -> Bool {
        words.indices.contains { index in
            words[index] == "dos" || words[index] == "do" && (index + 1 == words.count || words[index + 1] != "not")
                && (index == 0 || !["not", "never"].contains(words[index - 1]))
        }
    }

    /// "Principle 1", "Principles 2": the kind's name followed by a number names one group.
    private static func numbersAKind(_ words: [String]) -> Bool {
        guard let index = words.firstIndex(where: { $0 == "principle" || $0 == "principles" }) else { return false }
        // "Operable principle", "The perceivable principle": one of WCAG's four principles,
        // named as the group of its guidelines, as "Principle 2: Operable" is.
        if words[index] == "principle", index > 0, ["perceivable", "operable", "understandable", "robust"].contains(words[index - 1]) {
            return true
        }
        guard index + 1 < words.count else { return false }
        return words[index + 1].utf8.allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
    }

    /// Phrases (as lists of words) that name each kind of section. What a tool is to write
    /// ("Output format", "Response format") is addressed to the tool, not the reviewer.
    private static let outputPhrases = phraseWords([
        "output format", "response format", "report format", "example output", "sample output", "output template",
        "feedback format", "review format", "comment format", "report template", "response template",
        "output requirements", "output contract", "output structure", "response requirements", "response structure",
        "format template", "output limits", "output rules", "report limits",
    ])
    /// ("What NOT to review", "Don't flag": what a reviewer is told to leave alone.)
    private static let outOfScopePhrases = phraseWords([
        "out of scope", "non goals", "not in scope", "not covered",
        "not to review", "not to check", "not to flag", "not to test", "not to verify", "not to audit",
        "do not review", "do not check", "do not flag", "don t review", "don t check", "don t flag",
    ])
    private static let checklistPhrases = phraseWords([
        "checklist", "check list", "checklists", "review checks", "acceptance criteria", "self check",
        // "What you should check", "Things to verify": the list a reviewer goes through.
        // ("What to look for" may list good and poor signals: their labels decide.)
        "what to check", "what you should check", "what we check", "things to check", "what to verify", "things to verify",
        "what to review",
        // A test plan's parts: "Smoke tests (5 minutes)", "Visual QA", "Edge cases", "Full
        // functional test matrix": each line is something to try and confirm.
        "smoke tests", "smoke test", "sanity checks", "test matrix", "test cases", "test scenarios", "edge cases",
        "visual qa", "qa checks", "regression checks",
    ])
    /// Nouns naming faults outright, after "common", "frequent", "typical" or "top".
    private static let faultNouns: Set<String> = ["bugs", "failures", "violations", "errors", "rejections"]
    private static let antiPatternPhrases = phraseWords([
        "anti pattern", "anti patterns", "antipatterns", "antipattern", "common mistakes", "mistakes", "pitfalls",
        "common pitfalls", "don ts", "donts", "what to avoid",
        "forbidden patterns", "banned patterns", "prohibited patterns", "red flags", "code smells",
    ])
    private static let projectMakeUpPhrases = phraseWords([
        "tech stack", "technology stack", "integration points", "integrations", "developer workflow",
        "developer workflows", "development workflow", "build commands", "key files",
    ])
    private static let principlePhrases = phraseWords(["principles", "principle", "core values", "tenets", "philosophy"])
    /// (With the titles of the document's own history, `historyTitles`.)
    private static let nonGuidanceTitles = Set<String>([
        "purpose", "intent", "scope", "overview", "introduction", "intro", "about", "references", "reference links",
        "cross references", "cross reference",
        "further reading", "learn more", "read more", "conclusion", "conclusions", "contents", "table of contents", "see also",
        "resources", "license", "quick reference", "summary", "credits",
        "sources", "acknowledgements", "acknowledgments", "related", "glossary", "attribution", "attributions",
        // What a package or skill holds and how to set it up ("What's inside", "Installation").
        "what s inside", "what s included", "what is included", "what s in it", "features", "installation", "install",
        // The topics a page goes on to cover ("What's covered"): its contents, not its rules.
        "what s covered", "what is covered", "topics covered", "covered topics", "documentation scope",
        // What a component was tested with and what it still gets wrong: a record of testing
        // and of defects, not what a screen must do.
        "tested with", "tested on", "known limitations", "known issues",
        "getting started", "get started", "quick start", "quickstart",
        // (How the tester gets ready: `preparationTitles`, joined below.)
        "test environment",
        // A component's parts and where it appears ("Anatomy": "- File", "- Edit", "- Small",
        // "- Medium"), described, not asked for.
        "anatomy", "component anatomy",
        // What a package offers and what it is good for ("Key features", "What makes it special").
        "key features", "highlights", "benefits", "key benefits", "what makes it special", "what makes this special",
        "what makes it different", "what you can build",
        // A proposal's weighing of itself ("Pros & Cons", "Impact & Effort"): what it gains and
        // costs, not what a screen must do.
        "pros", "cons", "pros cons", "pros and cons", "advantages", "disadvantages", "advantages and disadvantages",
        "drawbacks", "benefits and drawbacks", "trade offs", "tradeoffs", "impact effort", "impact and effort",
        "who this is for", "who is this for", "who it s for", "audience", "contributing", "how to contribute", "contributor guide", "contributing guide", "contribution guide",
        // When a component applies, not what it must do.
        "when to use", "when not to use", "when to use it", "use cases", "best used for", "use it for", "don t use", "do not use",
        "when to avoid", "avoid using for",
        // When a tool is to take the document up ("Activation criteria": "Do not activate this
        // skill for …"), addressed to the tool.
        "activation criteria", "activation conditions", "when to activate", "when to invoke", "invocation", "trigger conditions",
        // Which of its reference files a tool is to load, and when ("Reference loading guide").
        "reference loading guide", "reference loading", "loading references", "reference files", "when to load references",
        // Symptoms and their fixes, questions and their answers.
        "troubleshooting", "faq", "faqs", "frequently asked questions",
        // Where the rules do not apply.
        "exceptions", "exemptions",
        // Who a tool is to act as ("You are a senior engineer…"): addressed to the tool.
        "role", "persona", "your role",
        // Why the rules above matter: their argument, not more rules.
        "why", "why it matters", "why this matters", "why this works", "why it works", "rationale", "motivation",
        // A lesson's frame: what it teaches, its recap, its exercises and quiz, where to go next.
        "what you ll learn", "what you will learn", "learning objectives", "learning goals", "prerequisites",
        "key takeaways", "takeaways", "recap", "next steps", "try it yourself", "exercises", "quiz",
        "test your understanding", "test your knowledge",
        // What a test plan aims at: its checklist below says what to check.
        "objectives", "goals", "aims", "testing objectives", "test objectives", "testing goals", "test goals",
        "objective", "goal",
        // The APIs, talks and samples a page points to ("Developer documentation", "Videos").
        "developer documentation", "related documentation", "related videos", "sample code", "related sessions",
        // What the document's words mean, not what a screen must do.
        "definitions", "keyword definitions", "terminology", "terms",
        // How the rules above are coded: samples, not more rules.
        "code snippets", "snippets",
        // The programs to check with ("Available tools", "Testing tools"): what to use, not
        // what a screen must do. (A tool's instructions to itself are addressed to the tool.)
        "tools", "tooling", "available tools", "allowed tools", "testing tools", "test tools", "tools used", "tools to use",
        "recommended tools", "useful tools", "tools and resources", "audit tools",
        // Whom to ask: not what a screen must do.
        // ("Questions" is not: a section of them may be what a reviewer asks.)
        "contact", "contacts", "contact us", "getting help", "get help", "need help",
        // The OS versions and devices an API needs ("iOS 13+ for …"): not what a screen must do.
        "system requirements", "hardware requirements", "minimum requirements",
        // What a review found, or the form its report takes ("Findings", "Issues found",
        // "Observations"): a record of one review, not what a screen must do.
        // (Not "Test results": under a test procedure it says how the test's outcome is
        // decided, "If any check above fails, the test fails", the procedure's guidance.)
        "findings", "key findings", "review findings", "audit findings", "issues found", "observations",
        // A requirements document's frame ("Executive summary", "Business context",
        // "Assumptions", "Risks & issues", "Open questions", "Traceability"): why and for whom
        // the requirement is written, what it takes for granted and where it is traced, not
        // what a screen must do.
        "executive summary", "business context", "assumptions", "risks", "risks issues", "risks and issues",
        "risks and mitigations", "known risks", "open questions", "traceability",
        // A test plan's frame: what the product is, which features the testing covers and
        // what it hands over ("Scope of testing" over "- Login and sign-up", "Deliverables").
        "project description", "product description", "scope of testing", "testing scope", "test scope", "in scope",
        "deliverables", "test deliverables",
        // What the authors mean to add to the document: its to-do list, not its rules.
        "more ideas", "ideas", "todo", "to do", "roadmap", "future work", "wishlist",
        // The document's own record ("Document metadata" over "- **Version**: 1.0.0"; a bare
        // "Metadata" may be an app's store listing, a topic to check) and, in a tool's skill,
        // the files it is to read first ("Input sources").
        "document metadata", "skill metadata", "document information", "document info", "input sources",
    ]).union(historyTitles).union(preparationTitles)

    /// "Issues found", "Findings", "Deliverables checklist", "Report deliverables": what one
    /// review records or hands back, its task lines ticked as the review's own work is done,
    /// not checks of a screen.
    static func namesReviewRecord(_ title: String) -> Bool {
        // (Asked of every heading over task lines: turned away on its bytes unless it holds
        // one of the words.)
        guard title.utf8.count <= 80,
              ["found", "finding", "deliverable"].contains(where: { title.firstUTF8Range(of: $0, ignoringASCIICase: true) != nil }) else {
            return false
        }
        let words = Slug.words(MarkdownInline.plain(title))
        guard (1...4).contains(words.count) else { return false }
        if words.contains("deliverables") { return true }
        return ["issues found", "findings", "review findings", "audit findings", "key findings", "problems found", "bugs found"]
            .contains(words.joined(separator: " "))
    }

    /// "Setup", "Before you begin", "Test environment setup (5 minutes)": how the tester gets
    /// ready, the steps of the test's preparation.
    static func namesPreparation(_ title: String) -> Bool {
        let words = withoutDuration(Slug.words(MarkdownInline.plain(title)))
        return (1...4).contains(words.count) && preparationTitles.contains(words.joined(separator: " "))
    }

    /// How the tester gets ready ("Setup" over "1. Turn VoiceOver on"): the test's
    /// preparation, not what the screen must do (one of the `nonGuidanceTitles`).
    private static let preparationTitles: Set<String> = [
        "setup", "set up", "test setup", "testing setup", "pre test setup", "setup instructions", "environment setup",
        "test environment setup", "before you begin", "before you start", "before testing",
    ]

    /// A title's words without the time its part takes after them ("Setup (5 minutes)",
    /// "Home screen — 10 min"): the time is no part of what the part is.
    private static func withoutDuration(_ words: [String]) -> [String] {
        guard words.count >= 3, durationUnits.contains(words[words.count - 1]),
              words[words.count - 2].utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) else { return words }
        return Array(words.dropLast(2))
    }

    /// "Browsers", "Viewports", "Test devices", "Breakpoints": where the checks are run, the
    /// conditions of a test (a browser, a device, a screen size), not checks themselves.
    static func namesTestConditions(_ title: String) -> Bool {
        let words = Slug.words(MarkdownInline.plain(title))
        guard let last = words.last, words.count <= 3 else { return false }
        if testConditionNouns.contains(last) { return true }
        return words.count >= 2 && words[words.count - 2] == "screen" && last == "sizes"
    }

    /// "Screens to check", "Pages to test", "Screens in scope", "Key flows": the places an
    /// audit walks (its screens, `auditbook screen add`), not checks themselves.
    static func namesScreensToCheck(_ title: String) -> Bool {
        // (Asked for every plain list line under its heading: a title that holds none of the
        // nouns is turned away on its bytes.)
        guard title.utf8.count <= 40,
              ["screens", "pages", "views", "flows"].contains(where: { title.firstUTF8Range(of: $0, ignoringASCIICase: true) != nil }) else {
            return false
        }
        var words = Slug.words(MarkdownInline.plain(title))[...]
        if let first = words.first, ["key", "main", "target", "required", "core"].contains(first) { words = words.dropFirst() }
        // ("Screens" alone is a topic: "Every screen has a title".)
        guard let noun = words.first, ["screens", "pages", "views", "flows"].contains(noun), (2...3).contains(words.count) else { return false }
        return words.dropFirst().allSatisfy(screenScopeWords.contains)
    }

    private static let screenScopeWords: Set<String> = [
        "to", "check", "test", "review", "audit", "verify", "checked", "tested", "reviewed", "audited", "covered", "in", "scope",
    ]

    private static let testConditionNouns: Set<String> = [
        "browsers", "viewports", "devices", "breakpoints", "environment", "environments",
    ]

    /// A section that tells the document's own history ("Version history", "Changelog",
    /// "Release notes"): its lines say what changed in the document, and a version number
    /// there (`**1.0** (2026-01-18): …`) is no requirement's identifier.
    static func namesHistory(_ title: String) -> Bool {
        let words = Slug.words(MarkdownInline.plain(title))
        guard (1...3).contains(words.count) else { return false }
        return historyTitles.contains(words.joined(separator: " "))
    }

    /// (Also titles of reference matter: `nonGuidanceTitles` holds them.)
    private static let historyTitles: Set<String> = [
        "version", "version history", "versions", "revision history", "revisions", "document history", "changelog", "change log",
        "change history", "release notes", "release history", "history", "what s new", "whats new",
        // What a pass over the app already fixed ("✅ Fixed issues" over "- ✅ Localized the
        // profile screen"): a report of changes, not what to check.
        "fixed issues", "issues fixed", "resolved issues", "issues resolved", "bug fixes", "bugs fixed", "fixes applied",
        // What a change to the document took out: no longer asked.
        "removed requirements", "removed rules", "removed checks", "removed items", "retired requirements", "retired rules",
        "withdrawn requirements",
    ]

    /// "iOS 26 changes", "What's new in iOS 18", "Changes in Swift 6": what a release of a
    /// platform changed ("**Free-form window resizing** — …"), facts to know, not checks.
    /// The platform and its version number are named.
    static func namesPlatformRelease(_ title: String) -> Bool {
        namesPlatformRelease(words: Slug.words(MarkdownInline.plain(title)))
    }

    private static func namesPlatformRelease(words: [String]) -> Bool {
        guard (3...7).contains(words.count), let last = words.last, let first = words.first else { return false }
        var release: ArraySlice<String>
        if last == "changes" || last == "updates" {
            release = words.dropLast()
        } else if first == "changes" || first == "updates", words[1] == "in" {
            release = words.dropFirst(2)
        } else if first == "new", words[1] == "in" {
            release = words.dropFirst(2)
        } else if words.starts(with: ["what", "s", "new", "in"]) || words.starts(with: ["whats", "new", "in"]) {
            release = words.drop { $0 != "in" }.dropFirst()
        } else {
            return false
        }
        guard let platform = release.first, platformWords.contains(platform) || platform == "xcode" else { return false }
        release = release.dropFirst()
        guard let version = release.first, version.first?.isNumber == true else { return false }
        return release.dropFirst().allSatisfy { $0.allSatisfy(\.isNumber) }
    }

    /// "Tips for effective reviews", "Reviewer tips", "Testing tips": how to conduct the
    /// review, addressed to the reviewer, not asked of a screen, its "Do's" and "Don'ts" included.
    static func namesReviewerAdvice(_ title: String) -> Bool {
        namesReviewerAdvice(words: Slug.words(MarkdownInline.plain(title)))
    }

    private static func namesReviewerAdvice(words: [String]) -> Bool {
        words.count <= 6 && words.contains(where: { $0 == "tips" || $0 == "tip" })
            && words.contains(where: { ["review", "reviews", "reviewing", "reviewer", "reviewers", "audits", "auditing", "auditors",
                                        "testing", "testers", "tester"].contains($0) })
    }

    /// "Risks", "Risks / Trade-offs", "Known risks and mitigations": a plan's register of
    /// what may go wrong with it, each risk graded by how likely or how bad ("**[Low]** …"),
    /// not a requirement graded by how much it matters.
    static func namesRiskRegister(_ title: String) -> Bool {
        let words = Slug.words(MarkdownInline.plain(title))
        guard (1...6).contains(words.count), words.contains(where: { $0 == "risks" || $0 == "risk" }) else { return false }
        return words.allSatisfy { ["risks", "risk", "trade", "offs", "tradeoffs", "mitigations", "mitigation", "and",
                                   "known", "open", "key"].contains($0) }
    }

    /// A section that points elsewhere ("Related skills", "See also", "Further reading"):
    /// an identifier there names another document, not a requirement of this one.
    static func isPointerList(_ title: String) -> Bool {
        isPointerList(words: Slug.words(MarkdownInline.plain(title)))
    }

    static func isPointerList(words: [String]) -> Bool {
        guard let first = words.first, words.count <= 6 else { return false }
        // "Related components, patterns, and templates": what else to read.
        if first == "related" { return true }
        guard words.count <= 4 else { return false }
        // "More guidance for iOS", "Further information": where to read on.
        if words.count >= 2, first == "more" || first == "further", pointerNouns.contains(words[1]) { return true }
        return pointerTitles.contains(words.joined(separator: " "))
    }

    /// "Severity levels", "Priorities", "Legend", "Comment labels": a section that says what
    /// the document's severities mean.
    static func namesLegend(_ title: String) -> Bool {
        // "Severity levels - critical / high / medium only": the legend's title and a remark
        // after a dash, a colon or a bracket (found on the bytes: this runs for every section).
        if title.utf8.count <= 80, let cut = remarkStart(title), let head = String(title.utf8[..<cut]), namesLegend(head) {
            return true
        }
        // "Severity guidelines for contrast issues": one topic's legend.
        if title.utf8.count <= 80, title.utf8.count > 13,
           case let head = title.utf8.prefix(9).lazy.map({ $0 | 0x20 }),
           head.elementsEqual("severity ".utf8) || head.elementsEqual("priority ".utf8) {
            let words = Slug.words(MarkdownInline.plain(title))
            if words.count >= 4, words[2] == "for",
               ["guidelines", "guide", "levels", "definitions", "legend", "scale", "classification", "ratings"].contains(words[1]) { return true }
        }
        guard title.utf8.count <= 40 else { return false }
        // Every legend title ends in one of a few words: most titles are turned away on the
        // bytes of their last word (this runs for every section).
        var last: [UInt8] = []
        for byte in title.utf8.reversed() {
            if !byte.isASCIIAlphanumeric { if last.isEmpty { continue } else { break } }
            last.append(byte | 0x20)
        }
        guard legendLastWords.contains(last) else { return false }
        let words = Slug.words(MarkdownInline.plain(title))
        // "Issue severity levels", "Bug priority scale", "Conformance levels".
        if words.count >= 2, ["severity", "priority", "impact", "conformance"].contains(words[words.count - 2]),
           ["levels", "level", "legend", "scale", "definitions"].contains(words[words.count - 1]) { return true }
        // "Severity level definitions", "Priority level legend".
        if words.count >= 3, ["severity", "priority", "impact"].contains(words[words.count - 3]), words[words.count - 2] == "level",
           ["legend", "definitions", "guide"].contains(words[words.count - 1]) { return true }
        return legendTitles.contains(words.joined(separator: " "))
    }

    /// "Issue classification", "Bug severity", "Finding priorities", "Severity of issues",
    /// "Triage": how a review grades what it finds (five words at most, a word for what is
    /// found and one for its grade, or triage alone).
    static func namesIssueGrading(_ title: String) -> Bool {
        guard title.utf8.count <= 60 else { return false }
        let words = Slug.words(MarkdownInline.plain(title))
        guard (1...5).contains(words.count) else { return false }
        if words.contains("triage") { return true }
        return words.contains(where: foundNouns.contains) && words.contains(where: gradingWords.contains)
    }

    private static let foundNouns: Set<String> = [
        "issue", "issues", "finding", "findings", "bug", "bugs", "defect", "defects", "problem", "problems", "violation", "violations",
    ]
    private static let gradingWords: Set<String> = [
        "classification", "classifications", "severity", "severities", "priority", "priorities", "grading", "grades", "levels",
        "categories", "categorization", "categorisation", "prioritization", "prioritisation",
    ]

    /// Units of the time a part of a test plan takes ("5 minutes", "10 min").
    private static let durationUnits: Set<String> = ["minutes", "minute", "mins", "min", "hours", "hour", "hrs", "hr", "seconds", "secs"]

    /// Where a remark after a title starts: " - ", " — ", " – ", ": " or " (".
    static func remarkStart(_ title: String) -> String.UTF8View.Index? {
        let bytes = title.utf8
        var index = bytes.startIndex
        var previous: UInt8 = 0
        while index != bytes.endIndex {
            let byte = bytes[index]
            let next = bytes.index(after: index)
            switch byte {
            case UInt8(ascii: ":"):
                if next == bytes.endIndex || bytes[next] == UInt8(ascii: " ") { return index }
            case UInt8(ascii: "("), UInt8(ascii: "-"), 0xE2:
                // (0xE2 leads the UTF-8 of the en and em dashes, and of other marks after a space.)
                if previous == UInt8(ascii: " ") { return bytes.index(before: index) }
            default:
                break
            }
            previous = byte
            index = next
        }
        return nil
    }

    /// The last words of legend titles, their bytes reversed.
    private static let legendLastWords: Set<[UInt8]> = Set(
        (legendTitles.compactMap { $0.split(separator: " ").last.map(String.init) } + ["levels", "level", "legend", "scale", "definitions"])
            .map { Array($0.utf8.reversed()) })

    private static let legendTitles: Set<String> = [
        "severity", "severities", "severity levels", "severity level", "severity legend", "severity scale", "severity labels",
        "severity definitions", "priority", "priorities", "priority levels", "priority definitions", "impact levels",
        "legend", "labels", "comment labels", "review labels", "feedback labels",
    ]

    /// "Examples", "Code examples", "Usage examples": a section of samples.
    /// A heading that only names a platform or framework ("iOS (SwiftUI)", "Android (XML /
    /// Views)", "Web", "React Native"): where the code under it runs, not a requirement.
    /// So does "Guidance for Android", "Implementation on iOS": a platform's part of the page.
    static func namesPlatformOnly(_ title: String) -> Bool {
        guard title.utf8.count <= 48 else { return false }
        var words = Slug.words(MarkdownInline.plain(title))[...]
        if words.count >= 3, ["guidance", "implementation", "notes", "code", "examples"].contains(words[words.startIndex]),
           ["for", "on", "in"].contains(words[words.startIndex + 1]) {
            words = words.dropFirst(2)
        }
        return !words.isEmpty && words.count <= 5 && words.allSatisfy(platformWords.contains)
    }

    /// "Implementation", "Implementation guide", "Implementing dark mode": how the
    /// requirements are built, its sub-headings over code showing the ways.
    static func namesImplementation(_ title: String) -> Bool {
        guard title.utf8.count <= 48 else { return false }
        let words = Slug.words(MarkdownInline.plain(title))
        return words.count <= 4 && (words.first == "implementation" || words.first == "implementing")
    }

    private static let platformWords: Set<String> = [
        "ios", "ipados", "macos", "watchos", "tvos", "visionos", "android", "web", "html", "css", "react", "native",
        "flutter", "dart", "swiftui", "uikit", "appkit", "jetpack", "compose", "xml", "views", "viewholder", "kotlin",
        "java", "swift", "objective", "c", "javascript", "typescript", "xamarin", "maui", "windows", "wpf", "winui",
        "vue", "angular",
    ]

    /// "Control", "Requirement", "Control statement", "Rule": a heading that names the one
    /// requirement the paragraph under it states.
    static func namesStatement(_ title: String) -> Bool {
        guard title.utf8.count <= 32 else { return false }
        return statementTitles.contains(Slug.words(MarkdownInline.plain(title)).joined(separator: " "))
    }

    private static let statementTitles: Set<String> = [
        "control", "control statement", "requirement", "requirement statement", "rule", "rule statement", "statement",
        "criterion", "success criterion", "acceptance criterion", "guideline", "policy", "policy statement",
    ]

    static func namesExamples(_ title: String) -> Bool {
        // Every such title is short and has "ampl" in it: most titles are turned away
        // before their words are cut (this runs for every section of every document).
        guard title.utf8.count <= 80, case let lower = title.lowercased(), lower.containsUTF8("ampl") || lower.containsUTF8("snippet") else {
            return false
        }
        let words = Slug.words(MarkdownInline.plain(title))
        // "Implementation code snippets", "Useful snippets": samples, named as such.
        if (1...4).contains(words.count), words.last == "snippets" || words.last == "snippet" { return true }
        // "Example 1: Dashboard", "Example 2 — Blog": one numbered sample of several.
        if words.count >= 2, words[0] == "example", words[1].utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) { return true }
        // "Example: A heading structure for a news page", "Example of an ordered list": one
        // sample, named by what it shows.
        // So is "Example (web)": one sample, named by where it applies.
        if words.count >= 2, words[0] == "example" || words[0] == "examples",
           case let after = MarkdownInline.plain(title).trimmingSpaces().dropFirst(words[0].count).drop(while: { $0 == " " }),
           words[1] == "of" || after.hasUTF8Prefix(":") || after.hasUTF8Prefix("(") && after.hasUTF8Suffix(")") { return true }
        // "Example audit issue", "Sample finding", "Example bug report": one filled-in sample of
        // what the reviewer writes, not requirements.
        if (2...4).contains(words.count), words[0] == "example" || words[0] == "sample",
           ["issue", "finding", "report", "ticket", "comment", "entry"].contains(words[words.count - 1]) { return true }
        // "Minimal HTML example (single disclosure)", "Basic SwiftUI example": one sample,
        // named by what kind it is (not "Good example", a verdict over its code).
        let plain = MarkdownInline.plain(title).trimmingSpaces()
        let head = plain.hasUTF8Suffix(")") ? plain.range(of: " (", options: .backwards).map { String(plain[..<$0.lowerBound]) } ?? plain : plain
        let named = Slug.words(head)
        if (2...4).contains(named.count), named.last == "example", !verdictWords.contains(named[0]) { return true }
        // "Real-World Example: App Store rejection", "Worked example: a sign-in form": one
        // sample, named after its colon.
        if let colon = plain.firstIndex(of: ":"), case let lead = Slug.words(String(plain[..<colon])),
           (2...4).contains(lead.count), lead.last == "example", !verdictWords.contains(lead[0]) { return true }
        return examplesTitles.contains(words.joined(separator: " "))
    }

    /// "Types of affordance", "Kinds of consistency", "Button types": a title naming kinds,
    /// whose numbered sub-sections each define one.
    static func namesKinds(_ title: String) -> Bool {
        guard title.utf8.count <= 48 else { return false }
        let words = Slug.words(MarkdownInline.plain(title))
        guard (2...5).contains(words.count) else { return false }
        if ["types", "kinds", "forms", "categories"].contains(words[0]), words[1] == "of" { return true }
        return words.count <= 3 && ["types", "kinds"].contains(words[words.count - 1])
    }

    /// "Key patterns", "Common recipes", "Usage patterns": a title naming a kind of code
    /// samples; over code alone it is an examples section (over lines, they may be rules).
    static func namesSamples(_ title: String) -> Bool {
        let words = Slug.words(MarkdownInline.plain(title))
        // "## Code", "## Usage" over nothing but code: a component's source and how it is
        // called, not rules.
        if words == ["code"] || words == ["usage"] || words == ["source", "code"] { return true }
        guard (2...3).contains(words.count), let last = words.last, ["patterns", "recipes", "snippets", "idioms"].contains(last) else { return false }
        return ["key", "common", "core", "basic", "typical", "usage", "code", "useful", "essential"].contains(words[0])
    }

    /// Words that judge the sample they open ("Good example", "Don't example").
    private static let verdictWords: Set<String> = [
        "good", "bad", "correct", "incorrect", "right", "wrong", "do", "dont", "don", "preferred", "avoid", "better", "worse",
    ]

    private static let examplesTitles: Set<String> = [
        "example", "examples", "code example", "code examples", "usage example", "usage examples", "sample code",
        "code samples", "complete example", "complete examples", "full example", "full examples",
        // What people ask a tool ("Example prompts"): samples of questions, not requirements.
        "example prompts", "sample prompts", "example invocations", "example questions", "example requests",
    ]

    private static let otherDocumentNouns: Set<String> = [
        "checklists", "resources", "links", "reading", "articles", "references", "tools", "guides", "documents", "sources",
    ]

    private static let pointerNouns: Set<String> = ["guidance", "info", "information", "reading", "resources", "links", "help"]

    private static let pointerTitles: Set<String> = [
        "see also", "references", "reference links", "further reading", "resources", "sources", "credits",
        "acknowledgements", "acknowledgments", "links", "useful links", "reference files", "external links",
        "cross references", "cross reference",
    ]

    private static let longestNonGuidanceTitle = nonGuidanceTitles.map { $0.split(separator: " ").count }.max() ?? 0

    private static func phraseWords(_ phrases: [String]) -> [[String]] { phrases.map { $0.split(separator: " ").map(String.init) } }
}
