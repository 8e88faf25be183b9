// libFuzzer target: the `.intentdefinition` parser and the Swift generator on arbitrary bytes.
// Built by scripts/fuzz.sh with the IntentDefinitionGenerator sources. Any input must give a
// definition or an IntentDefinitionError, never a crash or a hang.
import Foundation

@_cdecl("LLVMFuzzerTestOneInput")
public func intentDefinitionFuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let data = Data(bytes: start, count: count)
    if let definition = try? IntentDefinitionParser.parse(data, fileName: "Fuzz.intentdefinition") {
        _ = SwiftCodeGenerator().generate(definition)
    }
    return 0
}
