import Foundation
import HomeScreen
import Hummingbird
import HummingbirdTesting
import Testing
import TestSupport

/// `GET /` is drawn from one snapshot of the placements: a widget removed while the page is
/// drawn is left out, never a 404 for the whole page.
@Suite("The page while widgets come and go")
struct PageSnapshotTests {
    @Test("GET / answers 200 while another client adds and removes widgets in a loop")
    func pageWhileRemoving() async throws {
        try await withHomeScreen { runtime, client in
            _ = try await client.placedID("Counter", "systemSmall")
            let churn = Task {
                for _ in 0..<200 where !Task.isCancelled {
                    let record = try await runtime.add(kind: "Counter", family: "systemSmall")
                    _ = try await runtime.remove(record.id)
                }
            }
            var statuses: [UInt] = []
            for _ in 0..<60 {
                statuses.append(UInt(try await client.execute(uri: "/", method: .get).status.code))
            }
            churn.cancel()
            _ = try? await churn.value
            let failures = statuses.filter { $0 != 200 }
            #expect(failures.isEmpty, "\(failures.count) of \(statuses.count) page loads failed: \(failures)")
        }
    }
}
