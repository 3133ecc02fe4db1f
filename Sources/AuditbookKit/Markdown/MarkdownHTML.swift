import CCmarkGFM
import Foundation

/// Renders guidance Markdown to an HTML fragment for the HTML report, with cmark-gfm's
/// safe defaults: raw HTML in the document is left out and `javascript:` or `data:` links
/// are dropped. Headings in a fragment become bold paragraphs, so a guideline's own heading
/// levels never break the report's heading order.
public enum MarkdownHTML {
    /// `allowRawHTML` keeps raw HTML as it is: tests use it to prove that the report's own
    /// escaping, not cmark's safe mode, keeps user text inert.
    public static func fragment(_ markdown: String, allowRawHTML: Bool = false) -> String {
        let options = allowRawHTML ? CMARK_OPT_UNSAFE : CMARK_OPT_DEFAULT
        guard !markdown.isEmpty else { return "" }
        cmark_gfm_core_extensions_ensure_registered()
        guard let parser = cmark_parser_new(options) else { return "" }
        defer { cmark_parser_free(parser) }
        for name in ["table", "strikethrough", "autolink"] {
            if let ext = cmark_find_syntax_extension(name) { cmark_parser_attach_syntax_extension(parser, ext) }
        }
        var source = markdown
        source.withUTF8 { buffer in
            buffer.withMemoryRebound(to: CChar.self) { cmark_parser_feed(parser, $0.baseAddress, $0.count) }
        }
        guard let document = cmark_parser_finish(parser) else { return "" }
        defer { cmark_node_free(document) }
        guard let rendered = cmark_render_html(document, options, cmark_parser_get_syntax_extensions(parser)) else { return "" }
        defer { free(rendered) }
        var html = String(cString: rendered)
        for level in 1...6 {
            html = html.replacingOccurrences(of: "<h\(level)>", with: "<p class=\"subhead\"><strong>")
                .replacingOccurrences(of: "</h\(level)>", with: "</strong></p>")
        }
        return html
    }
}
