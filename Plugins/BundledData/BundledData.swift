import Foundation
import PackagePlugin

/// Embeds the bundled checklists (`Checklists/NN-*.md`) and report templates
/// (`Templates/**/*.mustache`) and reference data (`Data/*.json`) in `AuditbookKit` at build time, so the binary needs no files
/// beside it and the files in those folders are the only copy: edit one and the next build
/// carries it.
@main
struct BundledData: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let root = context.package.directoryURL
        let checklists = try files(in: root.appendingPathComponent("Checklists"), suffix: ".md")
            .filter { $0.lastPathComponent.first?.isNumber == true }
        let templates = try files(in: root.appendingPathComponent("Templates"), suffix: ".mustache")
        let data = try files(in: root.appendingPathComponent("Data"), suffix: ".json")
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("BundledData.swift")
        return [.buildCommand(
            displayName: "Embedding \(checklists.count) bundled checklists and \(templates.count) report templates",
            executable: try context.tool(named: "auditbook-embed").url,
            arguments: [root.path, output.path],
            inputFiles: checklists + templates + data,
            outputFiles: [output])]
    }

    /// Every file below `folder` whose name ends with `suffix`, in path order.
    private func files(in folder: URL, suffix: String) throws -> [URL] {
        guard let walk = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { return [] }
        return walk.compactMap { $0 as? URL }.filter { $0.lastPathComponent.hasSuffix(suffix) }.sorted { $0.path < $1.path }
    }
}
