// A weather widget's location code as apps write it (Swift 5 mode, `import CoreLocation`): a
// delegate-based manager wrapped in a continuation, a fallback city, distance and geocoding.
import Foundation
import Testing
import WidgetKit
import SwiftUI
import CoreLocation

final class WidgetLocationManager: NSObject, CLLocationManagerDelegate {
    private let manager = CLLocationManager()
    private var continuation: CheckedContinuation<CLLocation?, Never>?

    override init() {
        super.init()
        manager.delegate = self
        manager.desiredAccuracy = kCLLocationAccuracyThreeKilometers
    }

    var canUpdate: Bool { manager.isAuthorizedForWidgetUpdates }

    func currentLocation() async -> CLLocation? {
        if let location = manager.location { return location }
        return await withCheckedContinuation { continuation in
            self.continuation = continuation
            manager.requestLocation()
        }
    }

    func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {
        continuation?.resume(returning: locations.last)
        continuation = nil
    }

    func locationManager(_ manager: CLLocationManager, didFailWithError error: Error) {
        if let error = error as? CLError, error.code == .denied {
            lastError = "denied"
        }
        continuation?.resume(returning: nil)
        continuation = nil
    }

    var lastError: String?
}

struct WeatherPlace {
    static let fallback = CLLocation(latitude: 38.7223, longitude: -9.1393)   // Lisbon

    static func name(for location: CLLocation) async -> String {
        do {
            let placemarks = try await CLGeocoder().reverseGeocodeLocation(location)
            return placemarks.first?.locality ?? "Unknown"
        } catch {
            return "Lisbon"
        }
    }
}

@Suite("Swift 5 mode: a weather widget's location code")
struct WeatherLocationSwift5Tests {
    @Test("No location service: the request fails with .denied and the widget falls back")
    @MainActor
    func fallback() async throws {
        let locations = WidgetLocationManager()
        #expect(!locations.canUpdate)
        let location = await locations.currentLocation()
        #expect(location == nil)
        #expect(locations.lastError == "denied")
        let place = location ?? WeatherPlace.fallback
        #expect(await WeatherPlace.name(for: place) == "Lisbon")
        #expect(CLLocationManager.authorizationStatus() == .denied && !CLLocationManager.locationServicesEnabled())
    }

    @Test("Distances are great-circle distances")
    func distance() {
        let porto = CLLocation(latitude: 41.1579, longitude: -8.6291)
        let kilometres = WeatherPlace.fallback.distance(from: porto) / 1_000
        #expect(abs(kilometres - 274) < 3, "Lisbon–Porto is about 274 km: \(kilometres)")
        #expect(CLLocationCoordinate2DIsValid(porto.coordinate) && !CLLocationCoordinate2DIsValid(CLLocationCoordinate2DMake(91, 0)))
    }
}
