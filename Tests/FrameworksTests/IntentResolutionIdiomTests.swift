import Foundation
import Intents
import Testing

/// A SiriKit intent handler's resolve methods as iOS 14–16 widget extensions write them: a
/// completion handler taking the result for the parameter's type, made by the class methods.
@Suite("Intent resolution results (INStringResolutionResult and its family)")
struct IntentResolutionIdiomTests {
    final class Handler: INExtension {
        func resolveName(for name: String?, with completion: @escaping (INStringResolutionResult) -> Void) {
            guard let name, !name.isEmpty else { return completion(.needsValue()) }
            completion(.success(with: name))
        }

        func resolveCount(for count: Int?, with completion: @escaping (INIntegerResolutionResult) -> Void) {
            guard let count else { return completion(.confirmationRequired(with: nil)) }
            completion(count > 0 ? .success(with: count) : .unsupported())
        }

        func resolveShowsTotal(for value: Bool?, with completion: @escaping (INBooleanResolutionResult) -> Void) {
            completion(value.map { INBooleanResolutionResult.success(with: $0) } ?? .notRequired())
        }

        func resolveItem(for item: INObject?, with completion: @escaping (INObjectResolutionResult) -> Void) {
            guard let item else { return completion(.disambiguation(with: [INObject(identifier: "a", display: "A")])) }
            completion(.confirmationRequired(with: item))
        }
    }

    @Test("Each class method makes a result of the subclass it is called on, recording what it says")
    func results() {
        var strings: [INStringResolutionResult] = []
        Handler().resolveName(for: "Hanoi") { strings.append($0) }
        Handler().resolveName(for: nil) { strings.append($0) }
        #expect(strings.map(\._resolution) == [.success, .needsValue])
        #expect(strings[0]._resolvedValues as? [String] == ["Hanoi"])
        #expect(type(of: strings[1]) == INStringResolutionResult.self)

        var counts: [INIntegerResolutionResult] = []
        Handler().resolveCount(for: 3) { counts.append($0) }
        Handler().resolveCount(for: 0) { counts.append($0) }
        Handler().resolveCount(for: nil) { counts.append($0) }
        #expect(counts.map(\._resolution) == [.success, .unsupported, .confirmationRequired])
        #expect(counts[0]._resolvedValues as? [Int] == [3])
        #expect(counts[2]._resolvedValues.isEmpty)

        var flags: [INBooleanResolutionResult] = []
        Handler().resolveShowsTotal(for: true) { flags.append($0) }
        Handler().resolveShowsTotal(for: nil) { flags.append($0) }
        #expect(flags.map(\._resolution) == [.success, .notRequired])

        var objects: [INObjectResolutionResult] = []
        Handler().resolveItem(for: nil) { objects.append($0) }
        Handler().resolveItem(for: INObject(identifier: "b", display: "B")) { objects.append($0) }
        #expect(objects.map(\._resolution) == [.disambiguation, .confirmationRequired])
        #expect((objects[1]._resolvedValues.first as? INObject)?.identifier == "b")
    }

    @Test("The date, decimal and URL results take Apple's argument types")
    func otherTypes() {
        let date = INDateComponentsResolutionResult.success(with: DateComponents(year: 2026))
        #expect((date._resolvedValues.first as? DateComponents)?.year == 2026)
        #expect(INDateComponentsResolutionResult.disambiguation(with: [DateComponents(), DateComponents()])._resolvedValues.count == 2)
        #expect(INDoubleResolutionResult.confirmationRequired(with: 2.5)._resolvedValues as? [Double] == [2.5])
        let url = URL(string: "https://example.com")!
        #expect(INURLResolutionResult.success(with: url)._resolvedValues as? [URL] == [url])
        #expect(INStringResolutionResult.confirmationRequired(with: nil)._resolvedValues.isEmpty)
    }
}
