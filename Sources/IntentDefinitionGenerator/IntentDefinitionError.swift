/// Why a `.intentdefinition` file cannot be turned into Swift, naming the file and the element:
/// `Widgets.intentdefinition: intent 'Foo', parameter 'bar': unsupported type 'Location'`.
public struct IntentDefinitionError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The definition file's name.
    public var fileName: String
    /// The element, outermost first: `["intent 'Foo'", "parameter 'bar'"]`; empty for the file.
    public var element: [String]
    /// What is wrong with it.
    public var message: String

    /// An error in `fileName`, at `element`.
    public init(fileName: String, element: [String] = [], message: String) {
        self.fileName = fileName
        self.element = element
        self.message = message
    }

    /// `<file>: <element>: <message>`.
    public var description: String {
        element.isEmpty
            ? "\(fileName): \(message)"
            : "\(fileName): \(element.joined(separator: ", ")): \(message)"
    }
}
