import Testing
@testable import XcodeProjectImport

@Suite("#if conditions as on Linux")
struct ConditionTests {
    let evaluator = ConditionEvaluator(defines: ["WIDGETS"], importable: ["WidgetKit", "Foundation"])

    @Test("os, canImport, targetEnvironment, compiler and defines", arguments: [
        ("os(iOS)", false), ("os(Linux)", true), ("os(iOS) || os(Linux)", true), ("!os(macOS)", true),
        ("canImport(WidgetKit)", true), ("canImport(CoreData)", false), ("canImport(UIKit.UIImage)", false),
        ("targetEnvironment(simulator)", false), ("swift(>=5.9)", true), ("compiler(>=6.0) && WIDGETS", true),
        ("DEBUG", false), ("(os(iOS) && WIDGETS) || !canImport(Foundation)", false), ("true", true),
    ])
    func evaluates(condition: String, expected: Bool) {
        #expect(evaluator.evaluate(condition) == expected, "\(condition)")
    }
}
