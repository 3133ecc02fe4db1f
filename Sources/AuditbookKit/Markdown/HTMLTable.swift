/// A table written in HTML inside a Markdown document (`<table>` with `<tr>` rows of `<th>`
/// and `<td>` cells), as pages converted from a wiki or a site carry their requirement
/// tables. CommonMark keeps it as raw HTML, so its rows were never read; here it becomes
/// the table it stands for, one row a `<tr>`, read like a GFM table from then on. The header
/// is the rows of `<thead>`, or else a first row of `<th>` cells, or else the first row (as
/// a GFM table always has one). A cell keeps its words, its bold and code as Markdown
/// marks and its links as Markdown links; other tags go.
enum HTMLTable {
    /// The table an HTML block holds whole (from `<table` to `</table>`, nothing else but
    /// space around it), or nil.
    static func read(_ block: MarkdownBlock) -> MarkdownBlock? {
        // Nearly every HTML block is something else: its first bytes say so.
        guard block.text.utf8.count >= 20, block.text.drop(while: \.isWhitespace).prefix(6).lowercased() == "<table" else { return nil }
        let html = block.text.trimmingWhitespace()
        guard
              html.suffix(8).lowercased() == "</table>" else { return nil }
        // A table inside a cell is beyond this reading.
        guard html.lowercased().components(separatedBy: "<table").count == 2 else { return nil }
        var rows: [MarkdownBlock] = []
        var cells: [MarkdownBlock] = []
        var cellText: String?
        var rowIsHeaderCells = true
        var inHead = false
        var rowInHead = false
        var line = block.startLine + block.text.prefix { $0 == "\n" || $0 == " " || $0 == "\t" }.filter { $0 == "\n" }.count
        var rowLine = line
        var anchors: [String?] = []
        func closeCell() {
            guard let text = cellText else { return }
            let words = HTMLList.decode(text).split(whereSeparator: \.isWhitespace).joined(separator: " ")
            cells.append(MarkdownBlock(kind: .tableCell, text: words, startLine: rowLine, endLine: rowLine))
            cellText = nil
        }
        func closeRow(at endLine: Int) {
            closeCell()
            guard !cells.isEmpty else { return }
            rows.append(MarkdownBlock(kind: .tableRow(header: rowInHead || rowIsHeaderCells), children: cells,
                                      startLine: rowLine, endLine: max(rowLine, endLine)))
            cells = []
        }
        var index = html.startIndex
        while index < html.endIndex {
            let character = html[index]
            if character == "\n" { line += 1 }
            guard character == "<", let close = html[index...].firstIndex(of: ">") else {
                if cellText != nil { cellText!.append(character == "\n" || character == "\t" ? " " : character) }
                index = html.index(after: index)
                continue
            }
            let tag = html[html.index(after: index)..<close]
            let closing = tag.hasUTF8Prefix("/")
            let name = tag.drop { $0 == "/" }.prefix { $0.isLetter || $0.isNumber }.lowercased()
            switch name {
            case "thead":
                inHead = !closing
            case "tr":
                if !closing {
                    closeRow(at: line)
                    rowLine = line
                    rowIsHeaderCells = true
                    rowInHead = inHead
                } else {
                    closeRow(at: line)
                }
            case "th", "td":
                closeCell()
                if !closing {
                    cellText = ""
                    if name == "td" { rowIsHeaderCells = false }
                }
            case "strong", "b":
                cellText?.append("**")
            case "code":
                cellText?.append("`")
            case "br", "p", "li", "div":
                cellText?.append(" ")
            case "a" where cellText != nil:
                if closing {
                    if let address = anchors.popLast(), let address { cellText!.append("](" + address + ")") }
                } else {
                    let address = HTMLMarkup.attribute("href", in: tag)
                    anchors.append(address)
                    if address != nil { cellText!.append("[") }
                }
            default:
                break
            }
            index = html.index(after: close)
        }
        closeRow(at: line)
        guard rows.count >= 2 else { return nil }
        // The header is the rows of `<thead>`, or a first row of `<th>`; without either the
        // first row heads the table, as in GFM. Only one header row is kept as such.
        if case .tableRow(header: false) = rows[0].kind { rows[0].kind = .tableRow(header: true) }
        for later in rows.indices.dropFirst() { rows[later].kind = .tableRow(header: false) }
        return MarkdownBlock(kind: .table, children: rows, startLine: block.startLine, endLine: block.endLine)
    }
}
