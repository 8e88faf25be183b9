import Foundation
import Intents
import SwiftUI
import Testing

/// A SiriKit intent handler's resolve method as iOS 14–16 widget extensions write it, and the
/// environment's `sidebarRowSize` (always `.medium` outside macOS), from the corpus.
@Suite("Intent resolution results and sidebarRowSize")
struct IntentResolutionIdiomTests {
    final class Handler {
        func resolveName(_ name: String?, with completion: (INStringResolutionResult) -> Void) {
            guard let name, !name.isEmpty else { return completion(.needsValue()) }
            completion(.success(with: name))
        }
    }

    @Test("resolution results carry their kind and values through the class methods' Self")
    func results() {
        var results: [INStringResolutionResult] = []
        Handler().resolveName("Hanoi") { results.append($0) }
        Handler().resolveName(nil) { results.append($0) }
        #expect(results.map(\.resolution) == [.success, .needsValue])
        #expect(results[0].resolvedValues as? [String] == ["Hanoi"])
        #expect(INStringResolutionResult.disambiguation(with: ["a", "b"]).resolvedValues.count == 2)
        #expect(INStringResolutionResult.confirmationRequired(with: nil).resolvedValues.isEmpty)
        #expect(INBooleanResolutionResult.success(with: true).resolvedValues as? [Bool] == [true])
        #expect(INIntegerResolutionResult.unsupported().resolution == .unsupported)
        #expect(INObjectResolutionResult.notRequired().resolution == .notRequired)
        let date = INDateComponentsResolutionResult.success(with: DateComponents(year: 2026))
        #expect((date.resolvedValues.first as? DateComponents)?.year == 2026)
    }

    @Test("sidebarRowSize is .medium and stays so when set, as on iOS")
    func sidebarRowSize() {
        var environment = EnvironmentValues()
        #expect(environment.sidebarRowSize == .medium)
        environment.sidebarRowSize = .small
        #expect(environment.sidebarRowSize == .medium)
    }
}
