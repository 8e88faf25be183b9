import AssetSymbolsGenerator
import Foundation

// asset-symbols-codegen --output <file.swift> <catalog.xcassets>...
// Writes Xcode-style asset symbols for the catalogs' color and image sets.
var arguments = Array(CommandLine.arguments.dropFirst())
guard let flag = arguments.firstIndex(of: "--output"), flag + 1 < arguments.count else {
    FileHandle.standardError.write(Data("usage: asset-symbols-codegen --output <file.swift> <catalog.xcassets>...\n".utf8))
    exit(2)
}
let output = URL(fileURLWithPath: arguments[flag + 1])
arguments.removeSubrange(flag...(flag + 1))
var assets: [AssetSymbolsGenerator.Asset] = []
for path in arguments {
    assets += AssetSymbolsGenerator.assets(inCatalog: URL(fileURLWithPath: path))
}
var warnings: [String] = []
let source = AssetSymbolsGenerator.source(for: assets, warnings: &warnings)
for warning in warnings {
    FileHandle.standardError.write(Data("warning: \(warning)\n".utf8))
}
do {
    try Data(source.utf8).write(to: output, options: .atomic)
} catch {
    FileHandle.standardError.write(Data("error: cannot write \(output.path): \(error)\n".utf8))
    exit(1)
}
