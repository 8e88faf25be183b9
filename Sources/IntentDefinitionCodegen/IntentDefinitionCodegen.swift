import ArgumentParser
import Foundation
import IntentDefinitionGenerator

/// `intentdefinition-codegen`: writes the Swift for an Xcode `.intentdefinition` file.
///
/// The `IntentDefinitionPlugin` build plugin runs it for each definition file of a target. A
/// definition it cannot read or represent makes it print
/// `<path>: error: Widgets.intentdefinition: intent 'Foo', parameter 'bar': unsupported type 'Location'`
/// and exit with status 1, which fails the build.
@main
struct IntentDefinitionCodegen: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "intentdefinition-codegen",
        abstract: "Generates Swift for an Xcode .intentdefinition file (intents, enums, custom types, handling protocols)."
    )

    @Argument(help: "The .intentdefinition file.")
    var input: String

    @Option(name: .shortAndLong, help: "The Swift file to write.")
    var output: String

    @Option(help: "The access level of the generated declarations: public or internal.")
    var accessLevel: String = SwiftCodeGenerator.AccessLevel.public.rawValue

    func validate() throws {
        guard SwiftCodeGenerator.AccessLevel(rawValue: accessLevel) != nil else {
            throw ValidationError("--access-level must be public or internal, not '\(accessLevel)'")
        }
    }

    func run() throws {
        let inputURL = URL(fileURLWithPath: input)
        let definition: IntentDefinition
        do {
            definition = try IntentDefinitionParser.parse(contentsOf: inputURL)
        } catch {
            FileHandle.standardError.write(Data("\(inputURL.path): error: \(error.description)\n".utf8))
            throw ExitCode.failure
        }
        let level = SwiftCodeGenerator.AccessLevel(rawValue: accessLevel) ?? .public
        let source = SwiftCodeGenerator(accessLevel: level).generate(definition)
        let outputURL = URL(fileURLWithPath: output)
        // Rewriting an unchanged file would make the build recompile the module.
        if let existing = try? Data(contentsOf: outputURL), existing == Data(source.utf8) { return }
        do {
            try FileManager.default.createDirectory(
                at: outputURL.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(source.utf8).write(to: outputURL, options: .atomic)
        } catch {
            FileHandle.standardError.write(Data("\(outputURL.path): error: cannot be written (\(error.localizedDescription))\n".utf8))
            throw ExitCode.failure
        }
    }
}
