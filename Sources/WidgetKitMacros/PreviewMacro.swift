public import SwiftSyntax
public import SwiftSyntaxMacros

/// `#Preview`: turns the preview's arguments into a uniquely named type conforming to
/// `_PreviewRegistry`, whose `makePreview()` passes the same arguments (and trailing closures)
/// to `_Preview`'s initializers. The `preview` command finds these types in the program.
///
/// ```swift
/// #Preview(as: .systemSmall) { StepsWidget() } timeline: { StepsEntry(date: .now, steps: 4200) }
/// ```
/// becomes, roughly,
/// ```swift
/// @MainActor struct $s…Preview_…: _PreviewRegistry {
///     static var fileID: String { "Steps/StepsWidget.swift" }
///     static var line: Int { 42 }
///     static func makePreview() -> _Preview {
///         _Preview(as: .systemSmall) { StepsWidget() } timeline: { StepsEntry(date: .now, steps: 4200) }
///     }
/// }
/// ```
public struct PreviewMacro: DeclarationMacro {
    public static func expansion(
        of node: some FreestandingMacroExpansionSyntax, in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        let name = context.makeUniqueName("Preview")
        let arguments = node.arguments.trimmedDescription
        var trailing = ""
        if let closure = node.trailingClosure { trailing += " " + closure.trimmedDescription }
        for closure in node.additionalTrailingClosures { trailing += " " + closure.trimmedDescription }
        let call = arguments.isEmpty && !trailing.isEmpty ? "_Preview\(trailing)" : "_Preview(\(arguments))\(trailing)"
        let file: String
        let line: String
        if let location = context.location(of: node) {
            file = location.file.trimmedDescription
            line = location.line.trimmedDescription
        } else {
            file = "\"\""
            line = "0"
        }
        return [
            """
            @MainActor struct \(name): _PreviewRegistry {
                static var fileID: String { \(raw: file) }
                static var line: Int { \(raw: line) }
                static func makePreview() -> _Preview {
                    \(raw: call)
                }
            }
            """
        ]
    }
}
