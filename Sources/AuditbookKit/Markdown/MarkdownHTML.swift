import CCmarkGFM
import Foundation

/// Renders guidance Markdown to an HTML fragment for the HTML report, with cmark-gfm's
/// safe defaults: raw HTML in the document is left out and `javascript:` or `data:` links
/// are dropped. Headings in a fragment become bold paragraphs, so a guideline's own heading
/// levels never break the report's heading order. An image becomes a link to it ("Image:
/// alt text"), so opening a report never fetches anything from the network; only an image
/// embedded in the document itself (a `data:` URL) is shown.
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
        imagesAsLinks(document)
        guard let rendered = cmark_render_html(document, options, cmark_parser_get_syntax_extensions(parser)) else { return "" }
        defer { free(rendered) }
        var html = String(cString: rendered)
        for level in 1...6 {
            html = html.replacingOccurrences(of: "<h\(level)>", with: "<p class=\"subhead\"><strong>")
                .replacingOccurrences(of: "</h\(level)>", with: "</strong></p>")
        }
        return html
    }

    /// Replaces every image node that is not embedded (`data:`) with a link to the same URL
    /// whose text is "Image: " and the image's alt text.
    static func imagesAsLinks(_ document: OpaquePointer) {
        var images: [OpaquePointer] = []
        guard let iterator = cmark_iter_new(document) else { return }
        while case let event = cmark_iter_next(iterator), event != CMARK_EVENT_DONE {
            if event == CMARK_EVENT_ENTER, let node = cmark_iter_get_node(iterator), cmark_node_get_type(node) == CMARK_NODE_IMAGE {
                images.append(node)
            }
        }
        cmark_iter_free(iterator)
        for image in images {
            let url = cmark_node_get_url(image).map { String(cString: $0) } ?? ""
            if url.lowercased().hasUTF8Prefix("data:") { continue }
            guard let link = cmark_node_new(CMARK_NODE_LINK), let label = cmark_node_new(CMARK_NODE_TEXT) else { continue }
            cmark_node_set_url(link, url)
            cmark_node_set_literal(label, "Image: ")
            cmark_node_append_child(link, label)
            while let child = cmark_node_first_child(image) { cmark_node_append_child(link, child) }
            if cmark_node_first_child(link) == cmark_node_last_child(link) { cmark_node_set_literal(label, "Image") }
            cmark_node_insert_before(image, link)
            cmark_node_unlink(image)
            cmark_node_free(image)
        }
    }
}
