import Foundation
import SwiftDiagnostics
import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacros
import SwiftSyntaxMacrosGenericTestSupport
import Testing
import WidgetKitMacros

/// `#Preview` expanded by `PreviewMacro` itself (no compiler, no program): each supported form
/// becomes one `_PreviewRegistry` type passing its arguments to `_Preview`, and a malformed use
/// is diagnosed.
@Suite("#Preview macro expansion")
struct PreviewMacroTests {
    let macros: [String: MacroSpec] = ["Preview": MacroSpec(type: PreviewMacro.self)]

    /// `assertMacroExpansion`, its failures recorded as Swift Testing issues at the caller.
    func expand(
        _ source: String, into expanded: String, diagnostics: [DiagnosticSpec] = [],
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        assertMacroExpansion(
            source, expandedSource: expanded, diagnostics: diagnostics, macroSpecs: macros,
            failureHandler: { failure in
                Issue.record(Comment(rawValue: failure.message), sourceLocation: sourceLocation)
            })
    }

    /// The type the macro generates for the first `#Preview` of `test.swift` at `line`, calling
    /// `call` (as swift-syntax's formatter lays it out, without the method body's indentation).
    func registry(line: Int, call: String) -> String {
        let call = call.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\n        ")
        return """
        @MainActor struct __macro_local_7PreviewfMu_: _PreviewRegistry {
            static var fileID: String {
                "TestModule/test.swift"
            }
            static var line: Int {
                \(line)
            }
            static func makePreview() -> _Preview {
                \(call)
            }
        }
        """
    }

    @Test("#Preview { view } and #Preview(\"name\") { view }")
    func viewPreviews() {
        expand("#Preview { Text(\"Hi\") }", into: registry(line: 1, call: """
            _Preview {
                Text("Hi")
            }
            """))
        expand(
            """
            let x = 1
            #Preview("Steps") {
                StepsView(entry: .sample)
            }
            """,
            // The closure's own lines keep the indentation they had in the source.
            into: "let x = 1\n" + registry(line: 2, call: "_Preview(\"Steps\") {")
                .replacingOccurrences(of: "_Preview(\"Steps\") {", with: "_Preview(\"Steps\") {\n    StepsView(entry: .sample)\n        }"))
        expand("#Preview(body: { Color.red })", into: registry(line: 1, call: """
            _Preview(body: {
                    Color.red
                })
            """))
    }

    @Test("#Preview(as:widget:timeline:) with trailing closures, with a name, and all in parentheses")
    func timelinePreviews() {
        expand(
            "#Preview(as: .systemSmall) { StepsWidget() } timeline: { StepsEntry(steps: 1); StepsEntry(steps: 2) }",
            into: registry(line: 1, call: """
                _Preview(as: .systemSmall) {
                    StepsWidget()
                } timeline: {
                    StepsEntry(steps: 1);
                    StepsEntry(steps: 2)
                }
                """))
        expand(
            "#Preview(\"Two\", as: .systemMedium) { StepsWidget() } timeline: { StepsEntry(steps: 1) }",
            into: registry(line: 1, call: """
                _Preview("Two", as: .systemMedium) {
                    StepsWidget()
                } timeline: {
                    StepsEntry(steps: 1)
                }
                """))
        expand(
            "#Preview(as: .accessoryCircular, widget: { StepsWidget() }, timeline: { StepsEntry(steps: 1) })",
            into: registry(line: 1, call: """
                _Preview(as: .accessoryCircular, widget: {
                        StepsWidget()
                    }, timeline: {
                        StepsEntry(steps: 1)
                    })
                """))
        // `widget:` in the parentheses: the trailing closure is the timeline.
        expand(
            "#Preview(as: .systemSmall, widget: { StepsWidget() }) { StepsEntry(steps: 1) }",
            into: registry(line: 1, call: """
                _Preview(as: .systemSmall, widget: {
                        StepsWidget()
                    }) {
                    StepsEntry(steps: 1)
                }
                """))
    }

    @Test("#Preview(as:widget:timelineProvider:) and the configurable forms with using:")
    func providerAndIntentPreviews() {
        expand(
            "#Preview(\"Steps provider\", as: .systemMedium) { StepsWidget() } timelineProvider: { StepsProvider() }",
            into: registry(line: 1, call: """
                _Preview("Steps provider", as: .systemMedium) {
                    StepsWidget()
                } timelineProvider: {
                    StepsProvider()
                }
                """))
        expand(
            "#Preview(as: .systemMedium, using: WeatherIntent()) { WeatherWidget() } timeline: { WeatherEntry.sample }",
            into: registry(line: 1, call: """
                _Preview(as: .systemMedium, using: WeatherIntent()) {
                    WeatherWidget()
                } timeline: {
                    WeatherEntry.sample
                }
                """))
        expand(
            "#Preview(as: .systemLarge, using: WeatherIntent()) { WeatherWidget() } timelineProvider: { WeatherProvider() }",
            into: registry(line: 1, call: """
                _Preview(as: .systemLarge, using: WeatherIntent()) {
                    WeatherWidget()
                } timelineProvider: {
                    WeatherProvider()
                }
                """))
    }

    @Test("A Live Activity's #Preview(_:as:using:) { widget } contentStates: { … } (Xcode's template)")
    func liveActivityPreview() {
        expand(
            "#Preview(\"Notification\", as: .content, using: Attrs.preview) { LiveWidget() } contentStates: { Attrs.ContentState.early }",
            into: registry(line: 1, call: """
                _Preview("Notification", as: .content, using: Attrs.preview) {
                    LiveWidget()
                } contentStates: {
                    Attrs.ContentState.early
                }
                """))
    }

    @Test("Two previews in one file get two names and their own lines")
    func uniqueNames() {
        let first = registry(line: 1, call: "_Preview {\n    A()\n}")
        let second = registry(line: 2, call: "_Preview {\n    B()\n}")
            .replacingOccurrences(of: "__macro_local_7PreviewfMu_", with: "__macro_local_7PreviewfMu0_")
        expand("#Preview { A() }\n#Preview { B() }", into: first + "\n" + second)
    }

    @Test("A #Preview without what it previews is diagnosed and expands to nothing")
    func malformed() {
        expand("#Preview", into: "", diagnostics: [
            DiagnosticSpec(id: MessageID(domain: "WidgetKitMacros", id: "Preview.missingView"),
                           message: "#Preview needs a closure that returns the view to preview, as in #Preview(\"Name\") { MyView() }",
                           line: 1, column: 1),
        ])
        expand("#Preview(\"Only a name\")", into: "", diagnostics: [
            DiagnosticSpec(message: "#Preview needs a closure that returns the view to preview, as in #Preview(\"Name\") { MyView() }",
                           line: 1, column: 1),
        ])
        expand("#Preview(as: .systemSmall) { StepsWidget() }", into: "", diagnostics: [
            DiagnosticSpec(message: "#Preview(as:) needs its entries: a 'timeline:' closure or a 'timelineProvider:' closure",
                           line: 1, column: 1),
        ])
        expand("#Preview(as: .systemSmall, timeline: { StepsEntry() })", into: "", diagnostics: [
            DiagnosticSpec(message: "#Preview(as:) needs a widget: #Preview(as: .systemSmall) { MyWidget() } timeline: { … }",
                           line: 1, column: 1),
        ])
        expand("#Preview(as: .systemSmall) { W() } timeline: { E() } timelineProvider: { P() }", into: "", diagnostics: [
            DiagnosticSpec(message: "#Preview(as:) takes either a 'timeline:' closure or a 'timelineProvider:' closure, not both",
                           line: 1, column: 1, severity: .error),
        ])
    }
}
