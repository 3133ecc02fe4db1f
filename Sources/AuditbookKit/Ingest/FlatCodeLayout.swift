/// Lays out code that lost its line breaks, one statement per line where the punctuation
/// allows: a break after `{` and around `}`, before `.modifier(` chains, before statement
/// keywords, and after a `//` comment where code visibly starts again. Indentation follows
/// brace depth. Text inside string literals is never touched.
enum FlatCodeLayout {
    static let statementKeywords: Set<String> = [
        "let", "var", "func", "struct", "class", "enum", "extension", "import", "return", "guard", "if", "for",
        "while", "switch", "case", "default:", "override", "private", "public", "internal", "fileprivate", "static",
        "protocol", "init", "deinit", "defer", "do", "catch", "throw", "final", "@State", "@Environment", "@Binding",
        "@MainActor", "@Published", "@Observable", "@ScaledMetric", "@AccessibilityFocusState", "@FocusState",
        "@objc", "@IBOutlet", "@IBAction", "@available", "#Preview", "@main", "@ViewBuilder", "@Bindable",
    ]

    static func layout(_ code: Substring) -> [String] {
        let tokens = tokenize(code)
        var lines: [String] = []
        var line: [String] = []
        var depth = 0
        var continuation = false
        func flush() {
            guard !line.isEmpty else { return }
            let indent = String(repeating: "    ", count: max(0, depth) + (continuation ? 1 : 0))
            lines.append(indent + line.joined(separator: " "))
            line = []
            continuation = false
        }
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            if token.hasUTF8Prefix("//") {
                flush()
                // The comment runs until code visibly starts again.
                var comment = [token]
                index += 1
                while index < tokens.count, !looksLikeCodeStart(tokens[index]) {
                    comment.append(tokens[index])
                    index += 1
                }
                line = comment
                flush()
                continue
            }
            if token == "{" || token.hasUTF8Suffix("{") && !token.hasUTF8Prefix("\"") {
                // Short closures stay on one line: `{ save() }`.
                if let close = matchingClose(tokens, from: index), close - index <= 3,
                   !tokens[(index + 1)..<close].contains(where: { $0.hasUTF8Suffix("{") || $0.hasUTF8Prefix("//") || $0.hasUTF8Prefix(".") }) {
                    line.append(contentsOf: tokens[index...close])
                    index = close + 1
                    continue
                }
                line.append(token)
                // Closure parameters: `{ item in`
                var lookahead = index + 1
                var parameters: [String] = []
                while lookahead < tokens.count, lookahead - index <= 5, tokens[lookahead] != "in",
                      tokens[lookahead].allSatisfy({ $0.fastIsLetter || $0.fastIsNumber || $0 == "_" || $0 == "," || $0 == "(" || $0 == ")" || $0 == ":" || $0 == "$" }) {
                    parameters.append(tokens[lookahead])
                    lookahead += 1
                }
                if lookahead < tokens.count, tokens[lookahead] == "in", !parameters.isEmpty {
                    line.append(contentsOf: parameters + ["in"])
                    index = lookahead
                }
                flush()
                depth += 1
                index += 1
                continue
            }
            if token.hasUTF8Prefix("}") {
                flush()
                depth -= 1
                line.append(token)
                // `} else {` and `})` stay together.
                if index + 1 < tokens.count, tokens[index + 1] == "else" || tokens[index + 1].hasUTF8Prefix(")") || tokens[index + 1] == "catch" {
                    index += 1
                    continue
                }
                flush()
                index += 1
                continue
            }
            if !line.isEmpty, startsStatement(token, previous: line.last!) {
                flush()
            } else if !line.isEmpty, token.hasUTF8Prefix("."), token.dropFirst().first?.fastIsLowercase == true, token.containsASCII("("),
                      let previous = line.last, endsExpression(previous) {
                flush()
                continuation = true
            }
            line.append(token)
            index += 1
        }
        flush()
        return lines
    }

    private static func startsStatement(_ token: String, previous: String) -> Bool {
        guard endsExpression(previous), previous != "@unknown", !previous.hasUTF8Prefix("@") || previous.containsASCII("("),
              !declarationModifiers.contains(previous) else { return false }
        if statementKeywords.contains(token) { return true }
        if token.hasUTF8Prefix("@"), token.dropFirst().first?.fastIsUppercase == true { return true }
        // `label.font = …` after a finished call: an identifier that is assigned or called.
        if let first = token.first, first.fastIsLowercase, token.containsASCII("."), !token.hasUTF8Prefix("."), !token.containsASCII("("),
           previous.hasUTF8Suffix(")") || previous == "true" || previous == "false" || previous.last?.fastIsNumber == true {
            return true
        }
        return false
    }

    /// Words that go before a declaration on its line ("private var", "static func").
    private static let declarationModifiers: Set<String> = [
        "private", "public", "internal", "fileprivate", "open", "static", "class", "override", "final", "lazy", "weak",
        "unowned", "mutating", "nonmutating", "nonisolated", "dynamic", "required", "convenience", "private(set)", "public(set)",
        "internal(set)", "fileprivate(set)",
    ]

    /// Operators and keywords after which an expression goes on.
    private static let continuesExpression: Set<String> = [
        "=", "(", ",", "[", ":", "?", "&&", "||", "??", "+", "-", "*", "/", "->", "in", "return", "case", "else", "await", "try",
    ]

    private static func endsExpression(_ token: String) -> Bool {
        guard let last = token.last else { return false }
        if continuesExpression.contains(token) { return false }
        return last == ")" || last == "]" || last == "\"" || last.fastIsLetter || last.fastIsNumber || last == "}" || last == "?" || last == "!"
    }

    private static func looksLikeCodeStart(_ token: String) -> Bool {
        if statementKeywords.contains(token) || token == "}" || token.hasUTF8Prefix("//") { return true }
        if token.hasUTF8Prefix("."), token.containsASCII("(") { return true }
        if let first = token.first, first.fastIsUppercase, token.containsASCII("(") || token.hasUTF8Suffix("{") { return true }
        if let first = token.first, first.fastIsLowercase, token.containsASCII("("), token.containsASCII(".") { return true }
        if token.hasUTF8Prefix("@"), token.count > 1 { return true }
        return false
    }

    private static func matchingClose(_ tokens: [String], from start: Int) -> Int? {
        var depth = 0
        for index in start..<min(tokens.count, start + 12) {
            let token = tokens[index]
            depth += token.utf8.count { $0 == UInt8(ascii: "{") }
            depth -= token.utf8.count { $0 == UInt8(ascii: "}") }
            if depth <= 0, index > start { return index }
        }
        return nil
    }

    /// Words of the code; a string literal is one token even with spaces inside.
    static func tokenize(_ code: Substring) -> [String] {
        // Every character that matters here is ASCII, so the code is scanned as UTF-8.
        var tokens: [String] = []
        let bytes = code.utf8
        var start: Substring.Index?
        var inString = false
        var escaped = false
        var index = bytes.startIndex
        while index != bytes.endIndex {
            let byte = bytes[index]
            defer { index = bytes.index(after: index) }
            if inString {
                if escaped { escaped = false } else if byte == UInt8(ascii: "\\") { escaped = true } else if byte == UInt8(ascii: "\"") { inString = false }
                continue
            }
            if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") {
                if let open = start { tokens.append(String(code[open..<index])); start = nil }
                continue
            }
            if byte == UInt8(ascii: "\"") { inString = true }
            if start == nil { start = index }
        }
        if let open = start { tokens.append(String(code[open..<bytes.endIndex])) }
        return tokens
    }
}
