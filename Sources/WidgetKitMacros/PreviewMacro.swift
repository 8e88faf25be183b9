public import SwiftSyntax
public import SwiftSyntaxMacros
import SwiftDiagnostics

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
///
/// A `#Preview` without what it previews (no view closure; or `as:` without a widget closure
/// and exactly one of `timeline:` and `timelineProvider:`) is diagnosed here, with a message
/// that says what is missing, and expands to nothing.
public struct PreviewMacro: DeclarationMacro {
    public static func expansion(
        of node: some FreestandingMacroExpansionSyntax, in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        if let problem = PreviewProblem.find(in: node) {
            context.diagnose(Diagnostic(node: Syntax(node), message: problem))
            return []
        }
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

/// What a malformed `#Preview` lacks.
enum PreviewProblem: String, DiagnosticMessage {
    case missingView
    case missingWidget
    case missingTimeline
    case twoTimelines

    var message: String {
        switch self {
        case .missingView:
            "#Preview needs a closure that returns the view to preview, as in #Preview(\"Name\") { MyView() }"
        case .missingWidget:
            "#Preview(as:) needs a widget: #Preview(as: .systemSmall) { MyWidget() } timeline: { … }"
        case .missingTimeline:
            "#Preview(as:) needs its entries: a 'timeline:' closure or a 'timelineProvider:' closure"
        case .twoTimelines:
            "#Preview(as:) takes either a 'timeline:' closure or a 'timelineProvider:' closure, not both"
        }
    }

    var diagnosticID: MessageID { MessageID(domain: "WidgetKitMacros", id: "Preview.\(rawValue)") }
    var severity: DiagnosticSeverity { .error }

    /// The problem with `node`'s arguments, or `nil` when they name a supported form.
    ///
    /// The first trailing closure is unlabeled: it is the view (`body:`) of a view preview, the
    /// `widget:` of a widget preview (its entries when `widget:` is in the parentheses).
    /// Argument types are left to the type checker.
    static func find(in node: some FreestandingMacroExpansionSyntax) -> PreviewProblem? {
        var labels = node.arguments.compactMap { $0.label?.text }
        let widgetForm = labels.contains("as")
        if node.trailingClosure != nil {
            // The unlabeled closure fills the first closure parameter not passed in parentheses.
            labels.append(!widgetForm ? "body" : labels.contains("widget") ? "timeline" : "widget")
        }
        labels += node.additionalTrailingClosures.map(\.label.text)
        guard widgetForm else { return labels.contains("body") ? nil : .missingView }
        guard labels.contains("widget") else { return .missingWidget }
        // A Live Activity's preview gives its states instead of entries.
        if labels.contains("contentStates") || labels.contains("contents") { return nil }
        switch (labels.contains("timeline"), labels.contains("timelineProvider")) {
        case (false, false): return .missingTimeline
        case (true, true): return .twoTimelines
        default: return nil
        }
    }
}
