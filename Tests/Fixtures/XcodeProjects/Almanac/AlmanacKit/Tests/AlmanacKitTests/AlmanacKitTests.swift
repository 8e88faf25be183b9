// The package's own tests: the import leaves test targets out, so nothing here is built by it.
import AlmanacData
import XCTest

final class AlmanacKitTests: XCTestCase {
    func testEightPhases() {
        XCTAssertEqual(MoonPhases.all.count, 8)
    }
}
