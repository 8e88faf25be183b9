// libFuzzer target: the configuration decoder (JSON parsing and validation against a schema
// with every value type), as `PUT /api/instances/{id}/configuration` runs it on a request body.
// Built by scripts/fuzz.sh with the ConfigurationSchema sources.
import Foundation

let schema = ConfigurationSchema(typeName: "FuzzIntent", parameters: [
    ConfigurationParameter(name: "text", title: "Text", type: .string(multiline: false)),
    ConfigurationParameter(name: "flag", title: "Flag", type: .bool),
    ConfigurationParameter(name: "count", title: "Count", type: .integer(minimum: 0, maximum: 10)),
    ConfigurationParameter(name: "ratio", title: "Ratio", type: .decimal(minimum: -1, maximum: 1)),
    ConfigurationParameter(name: "when", title: "When", type: .date(includesTime: true)),
    ConfigurationParameter(name: "city", title: "City", type: .enumeration, isList: true, maximumCount: 3, options: [
        ConfigurationOption(id: "a", title: "A", value: .string("a")),
        ConfigurationOption(id: "b", title: "B", value: .string("b")),
    ]),
])

@_cdecl("LLVMFuzzerTestOneInput")
public func configurationFuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let data = Data(bytes: start, count: count)
    guard let value = try? JSONValue.parse(data) else { return 0 }
    let semaphore = DispatchSemaphore(value: 0)
    Task {
        _ = try? await schema.validate(value)
        semaphore.signal()
    }
    semaphore.wait()
    return 0
}
