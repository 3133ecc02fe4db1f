import AuditbookKit
import AuditbookStore
import AuditbookUseCases
import Foundation

/// How the walk looks in a terminal. Outcomes always carry a word or symbol, so nothing
/// depends on colour; colour is added only when the terminal allows it.
struct WalkRenderer {
    let color: Bool
    /// Terminal width for wrapping prose at word boundaries; 0 does not wrap.
    var columns = 0

    private func style(_ text: String, _ code: String) -> String {
        color ? TerminalText.styled(text, codes: code) : text
    }

    var prompt: String {
        if columns > 0, columns < 100 { return "\n[p]ass [f]ail [n]/a [c]an't tell [s]kip [b]ack [u]ndo [?]more [q]uit > " }
        return "\n[p]ass [f]ail [n]/a [c]an't tell  [s]kip [b]ack [u]ndo  [e]vidence [g]uidance [?]help [q]uit > "
    }

    var help: String {
        """

        p  pass           the screen meets the item
        f  fail           it does not; you are asked for a note, a finding and its impact
        n  not applicable the item does not concern this screen (note required)
        c  can't tell     you could not decide (note required)
        s  skip           leave it untested for now
        b  back           the previous item
        u  undo           take back your last answer
        e  evidence       attach a file, an http(s) link or a condition (appearance=dark) to your next answer
        g  guidance       show all of the guidance, or less
        q  quit           stop; every answer is already saved
        Without a terminal, type one command per line; "f note | finding | impact" gives a failure in one line.

        """
    }

    func warning(_ text: String) -> String { style("! " + text, "33") }

    func saved(_ outcome: Outcome, step: WalkStep) -> String {
        let code = outcome == .pass ? "32" : outcome == .fail ? "31" : "33"
        let also = step.alsoAnswers.isEmpty ? "" : " (and \(step.alsoAnswers.count) equivalent item\(step.alsoAnswers.count == 1 ? "" : "s"))"
        return style("\(outcome.symbol) \(outcome.label)", code) + " saved for \(step.item.id) on \(step.screen)\(also)"
    }

    func step(_ step: WalkStep, walk: AuditWalk, full: Bool) -> String {
        let position = walk.itemOfScreen
        var lines: [String] = [""]
        let header = "── Screen \(step.screenIndex)/\(step.screenCount): \(step.screen) · item \(position.index)/\(position.count) · \(walk.answered)/\(walk.steps.count) answered "
        lines.append(style(header + String(repeating: "─", count: max(0, 78 - header.count)), "2"))
        let severity = step.item.severity.map { "[\($0.rawValue.uppercased())] " } ?? ""
        // (A mistake is asked the right way round: pass means the screen avoids it.)
        let question = step.item.question
        lines.append(style(severity, "33") + style(question, "1") + "   " + style(step.item.id, "2"))
        let path = step.item.sectionPath.last == step.item.title ? step.item.sectionPath.dropLast() : step.item.sectionPath[...]
        lines.append(style(([step.checklistTitle] + path).joined(separator: " › "), "2"))
        // The WCAG criteria the answer counts toward (suggestions do not count, so are not shown).
        let criteria = (step.item.criteria ?? []).filter(\.counts).compactMap { ref in WCAG.criterion(ref.num).map { "\($0.num) \($0.title) (\($0.level))" } }
        if !criteria.isEmpty { lines.append(style("WCAG " + criteria.joined(separator: " · "), "2")) }
        if !step.alsoAnswers.isEmpty {
            lines.append(style("Also answers: \(step.alsoAnswers.joined(separator: ", "))", "2"))
        }
        if step.outcome != .untested {
            lines.append("Current answer: \(step.outcome.symbol) \(step.outcome.label)\(step.note.map { " — \($0)" } ?? "")")
        }
        lines.append("")
        lines.append(contentsOf: markdown(step.item.guidance, limit: full ? nil : 10, indent: 0))
        if let steps = step.item.howToTest, !steps.isEmpty {
            lines.append("")
            lines.append(style("How to test", "1"))
            lines.append(contentsOf: markdown(steps, limit: nil, indent: 2).map { "  " + $0 })
        }
        for example in step.item.examples.prefix(full ? 8 : 2) {
            lines.append("")
            let label = example.verdict == .correct ? style("✓ Correct", "32") : style("✗ Incorrect", "31")
            let caption = example.caption.map { String($0.drop { !$0.isLetter }) }
            let extra = caption.flatMap { ["correct", "incorrect"].contains($0.lowercased()) ? nil : $0 }
            lines.append(label + (extra.map { ": " + $0 } ?? ""))
            lines.append(contentsOf: example.code.split(separator: "\n", omittingEmptySubsequences: false).prefix(full ? 40 : 8).map { "    " + style(String($0), "36") })
        }
        for related in step.related.prefix(3) {
            lines.append("")
            lines.append(style("Related: \(related.number.map { "\($0) " } ?? "")\(related.title)", "1") + "  " + style(related.id, "2"))
            lines.append(contentsOf: markdown(related.guidance, limit: full ? nil : 4, indent: 2).map { "  " + $0 })
            for example in related.examples.prefix(full ? 4 : 2) {
                let label = example.verdict == .correct ? style("  ✓ Correct", "32") : style("  ✗ Incorrect", "31")
                lines.append(label)
                lines.append(contentsOf: example.code.split(separator: "\n", omittingEmptySubsequences: false).prefix(6).map { "      " + style(String($0), "36") })
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Markdown for a terminal: bold, code and headings styled, fences indented.
    func markdown(_ text: String, limit: Int?, indent: Int) -> [String] {
        var out: [String] = []
        var inCode = false
        for raw in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = String(raw)
            if line.hasPrefix("```") { inCode.toggle(); continue }
            if inCode { out.append("    " + style(line, "36")); continue }
            if line.hasPrefix("#") {
                out.append(style(line.drop { $0 == "#" || $0 == " " }.description, "1"))
                continue
            }
            out.append(contentsOf: wrap(line, width: columns - indent - 1).map(inline))
        }
        while out.last?.isEmpty == true { out.removeLast() }
        if let limit, out.count > limit {
            return Array(out.prefix(limit)) + [style("… (g shows all)", "2")]
        }
        return out
    }

    /// Splits a line at spaces so no piece is wider than `width` (a longer word stands alone);
    /// continuation pieces keep the line's list indentation.
    func wrap(_ line: String, width: Int) -> [String] {
        guard width > 20, line.count > width else { return [line] }
        let leading = String(line.prefix { $0 == " " })
        let marker = line.dropFirst(leading.count).prefix { $0.isNumber || $0 == "." || $0 == "-" || $0 == "*" }
        let hanging = leading + String(repeating: " ", count: marker.isEmpty ? 0 : marker.count + 1)
        var pieces: [String] = []
        var current = ""
        for word in line.dropFirst(leading.count).split(separator: " ", omittingEmptySubsequences: false) {
            let prefix = pieces.isEmpty ? leading : hanging
            if !current.isEmpty, prefix.count + current.count + 1 + word.count > width {
                pieces.append(prefix + current)
                current = String(word)
            } else {
                current += current.isEmpty ? String(word) : " " + word
            }
        }
        pieces.append((pieces.isEmpty ? leading : hanging) + current)
        return pieces
    }

    private func inline(_ line: String) -> String {
        guard color else { return line.replacingOccurrences(of: "**", with: "") }
        var result = ""
        var bold = false, code = false
        var index = line.startIndex
        while index < line.endIndex {
            if !code, line[index...].hasPrefix("**") {
                bold.toggle()
                result += TerminalText.code(bold ? "1" : "22")
                index = line.index(index, offsetBy: 2)
                continue
            }
            if line[index] == "`" {
                code.toggle()
                result += TerminalText.code(code ? "36" : "39")
                index = line.index(after: index)
                continue
            }
            result.append(line[index])
            index = line.index(after: index)
        }
        return result + TerminalText.code("0")
    }
}
