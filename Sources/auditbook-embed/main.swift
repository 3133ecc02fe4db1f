import Foundation

// auditbook-embed PACKAGE-ROOT OUTPUT: writes the Swift source that embeds the bundled
// checklists and report templates (run by the BundledData build plugin, never by hand).

let arguments = CommandLine.arguments
guard arguments.count == 3 else {
    FileHandle.standardError.write(Data("usage: auditbook-embed PACKAGE-ROOT OUTPUT.swift\n".utf8))
    exit(64)
}
let root = URL(fileURLWithPath: arguments[1])

/// `text` as a Swift string literal.
func literal(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\"": out += "\\\""
        case "\\": out += "\\\\"
        case "\n": out += "\\n"
        case "\r": out += "\\r"
        case "\t": out += "\\t"
        default:
            if scalar.value < 0x20 || scalar.value == 0x7F { out += "\\u{\(String(scalar.value, radix: 16))}" } else { out.unicodeScalars.append(scalar) }
        }
    }
    return out + "\""
}

func files(_ folder: String, suffix: String) -> [(relative: String, url: URL)] {
    let base = root.appendingPathComponent(folder)
    let walk = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil)
    let urls = (walk?.compactMap { $0 as? URL } ?? []).filter { $0.lastPathComponent.hasSuffix(suffix) }
    return urls.map { (String($0.standardizedFileURL.path.dropFirst(base.standardizedFileURL.path.count + 1)), $0) }.sorted { $0.relative < $1.relative }
}

func read(_ url: URL) -> String {
    guard let text = try? String(contentsOf: url, encoding: .utf8) else {
        FileHandle.standardError.write(Data("auditbook-embed: error: \(url.path) is not readable UTF-8 text\n".utf8))
        exit(65)
    }
    return text
}

var source = """
    // Generated at build time by the BundledData plugin from Checklists/NN-*.md and
    // Templates/**/*.mustache: edit those files, not this one.

    /// The bundled checklists, embedded so a fresh workbook needs no files beside the binary.
    public enum BundledChecklists {
        public static let documents: [BundledDocument] = [

    """
for file in files("Checklists", suffix: ".md") where file.relative.first?.isNumber == true {
    var text = read(file.url)
    if text.hasSuffix("\n") { text.removeLast() }
    source += "        BundledDocument(name: \(literal(file.relative)), text: \(literal(text))),\n"
}
source += """
        ]
    }

    /// The report templates, embedded so reports need no files beside the binary.
    public enum BundledTemplates {
        /// Template text by path below Templates/ ("html/report.mustache").
        public static let files: [String: String] = [

    """
for file in files("Templates", suffix: ".mustache") {
    source += "        \(literal(file.relative)): \(literal(read(file.url))),\n"
}
source += """
        ]
    }

    /// Reference data (`Data/*.json`: the WCAG success criteria), by file name.
    public enum BundledReferenceData {
        public static let files: [String: String] = [

    """
for file in files("Data", suffix: ".json") {
    source += "        \(literal(file.relative)): \(literal(read(file.url))),\n"
}
source += "    ]\n}\n"
do {
    // Rewritten only when it changes, so an unchanged build does not recompile the Kit.
    let output = URL(fileURLWithPath: arguments[2])
    if (try? String(contentsOf: output, encoding: .utf8)) != source { try source.write(to: output, atomically: true, encoding: .utf8) }
} catch {
    FileHandle.standardError.write(Data("auditbook-embed: error: cannot write \(arguments[2]): \(error)\n".utf8))
    exit(74)
}
