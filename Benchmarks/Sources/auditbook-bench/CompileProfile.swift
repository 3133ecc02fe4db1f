import AuditbookKit
import AuditbookStore
import AuditbookUseCases
import Foundation

/// `auditbook-bench --profile-compile [--quick] [--flat]`: where compile time goes on the
/// generated corpus, phase by phase, in one process (for reading beside `perf record`).
enum CompileProfile {
    static func run(quick: Bool, flat: Bool) throws {
        var generator = CorpusGenerator(seed: 42)
        let corpus = generator.corpus(totalBytes: quick ? 2_000_000 : 10_000_000)
        var documents = corpus.map { Data($0.utf8) }
        if flat {
            var flatSource = ""
            for document in corpus where flatSource.utf8.count < (quick ? 2_000_000 : 10_000_000) {
                flatSource += DamageSimulator.flatten(document) + " "
            }
            documents = [Data(flatSource.utf8)]
        }
        let compiler = ChecklistCompiler()
        var prepared: [PreparedDocument] = []
        let prepare = try measure {
            prepared = try documents.enumerated().map { try PreparedDocument.prepare($1, name: "g\($0).md") }
        }
        let noRepair = try measure {
            _ = try documents.enumerated().map { try PreparedDocument.prepare($1, name: "g\($0).md", repairDamage: false) }
        }
        let parse = try measureBest(3) { for document in prepared { _ = MarkdownParser().parse(document.markdown) } }
        let analyze = try measureBest(3) {
            for (index, document) in prepared.enumerated() { _ = compiler.analyze(document, sourcePath: "g\(index).md") }
        }
        // The same analysis side by side, one document per core, as `checklist compile` runs
        // it: set against the serial time, what sharing the cores costs.
        let sideBySide = try measureBest(3) {
            let documents = prepared
            DispatchQueue.concurrentPerform(iterations: documents.count) { index in
                _ = compiler.analyze(documents[index], sourcePath: "g\(index).md")
            }
        }
        print("documents \(documents.count), \(documents.reduce(0) { $0 + $1.count } / 1_000) kB")
        print("prepare (decode, repair, front matter)  \(format(prepare))   without repair \(format(noRepair))")
        print("cmark parse + copy into blocks           \(format(parse))")
        print("analyze (parse, sections, items, links)  \(format(analyze))")
        print("analyze side by side on \(ProcessInfo.processInfo.activeProcessorCount) cores      \(format(sideBySide))")
    }
}

/// `auditbook-bench --dump-compile DIR`: writes what the compiler makes of the generated
/// corpus, its damaged copies, the bundled checklists and the seeds, one JSON file per
/// document, so two builds' outputs can be compared with `diff -r` after a rewrite.
enum CompileDump {
    static func run(to folder: String, seeds: [String]) throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        var generator = CorpusGenerator(seed: 42)
        let corpus = generator.corpus(totalBytes: 2_000_000)
        var inputs: [(String, Data)] = []
        for (index, document) in corpus.enumerated() {
            inputs.append(("g\(index)", Data(document.utf8)))
            if index % 4 == 0 { inputs.append(("g\(index)-flat", Data(DamageSimulator.flatten(document).utf8))) }
        }
        for document in BundledChecklists.documents { inputs.append((document.name, Data(document.text.utf8))) }
        for path in seeds { inputs.append((URL(fileURLWithPath: path).lastPathComponent, try Data(contentsOf: URL(fileURLWithPath: path)))) }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        for (name, data) in inputs {
            let text: String
            do {
                let checklist = try ChecklistCompiler().analyze(PreparedDocument.prepare(data, name: name), sourcePath: name)
                text = String(decoding: try encoder.encode(checklist.items), as: UTF8.self)
                    + "\n" + checklist.repairs.map { "\($0)" }.joined(separator: "\n")
                    + "\n" + checklist.findings.map { "\($0)" }.joined(separator: "\n")
                    + "\n" + checklist.notes.joined(separator: "\n") + "\n" + checklist.title + "\n" + checklist.id
            } catch {
                text = "error: \(error)"
            }
            try text.write(toFile: folder + "/" + name + ".txt", atomically: true, encoding: .utf8)
        }
    }
}
