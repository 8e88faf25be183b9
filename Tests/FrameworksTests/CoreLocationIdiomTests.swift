// Core Location as weather and transit widgets write it: conformances they add to Apple's C
// struct themselves, a manager set up for fitness, full locations with course and speed,
// reverse geocoding in a chosen language. All of it compiles unchanged and falls back as on a
// device that denies access.
import CoreLocation
import Foundation
import Testing

// Apple's `CLLocationCoordinate2D` is a C struct without these: widget code adds them (with
// `@retroactive` in a package of its own; this test target shares the package, where the
// attribute does not apply).
extension CLLocationCoordinate2D: Equatable {
    public static func == (lhs: CLLocationCoordinate2D, rhs: CLLocationCoordinate2D) -> Bool {
        lhs.latitude == rhs.latitude && lhs.longitude == rhs.longitude
    }
}

extension CLLocationCoordinate2D: Codable {
    enum CodingKeys: String, CodingKey { case latitude, longitude }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(latitude: try container.decode(Double.self, forKey: .latitude),
                  longitude: try container.decode(Double.self, forKey: .longitude))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(latitude, forKey: .latitude)
        try container.encode(longitude, forKey: .longitude)
    }
}

@Suite("Core Location idioms of real widgets")
struct CoreLocationIdiomTests {
    @Test("Coordinates take the conformances widget code adds; the invalid coordinate is invalid")
    func coordinateConformances() throws {
        let lisbon = CLLocationCoordinate2D(latitude: 38.7223, longitude: -9.1393)
        let data = try JSONEncoder().encode(lisbon)
        #expect(try JSONDecoder().decode(CLLocationCoordinate2D.self, from: data) == lisbon)
        #expect(!CLLocationCoordinate2DIsValid(kCLLocationCoordinate2DInvalid))
        #expect(CLLocationCoordinate2DIsValid(lisbon))
    }

    @Test("Full locations keep course and speed; a plain one has them unknown")
    func locations() {
        let moving = CLLocation(coordinate: CLLocationCoordinate2D(latitude: 41.15, longitude: -8.61), altitude: 80,
                                horizontalAccuracy: 5, verticalAccuracy: 3, course: 90, speed: 12.5, timestamp: Date())
        #expect(moving.course == 90 && moving.speed == 12.5 && moving.courseAccuracy < 0)
        let still = CLLocation(latitude: 41.15, longitude: -8.61)
        #expect(still.speed < 0 && still.course < 0)
        #expect(moving.distance(from: still) < 1)
    }

    @Test("A manager set up for fitness still reports denied; asking for precision fails with .denied")
    func manager() async {
        let manager = CLLocationManager()
        manager.activityType = .fitness
        manager.desiredAccuracy = kCLLocationAccuracyReduced
        manager.pausesLocationUpdatesAutomatically = false
        #expect(manager.activityType == .fitness && manager.authorizationStatus == .denied)
        do {
            try await manager.requestTemporaryFullAccuracyAuthorization(withPurposeKey: "Weather")
            Issue.record("there is no precise location to grant")
        } catch let error as CLError {
            #expect(error.code == .denied)
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    @Test("Reverse geocoding in a chosen language fails with .network, so the widget keeps its own name")
    func geocoding() async {
        let geocoder = CLGeocoder()
        let name: String
        do {
            let places = try await geocoder.reverseGeocodeLocation(CLLocation(latitude: 38.72, longitude: -9.14),
                                                                    preferredLocale: Locale(identifier: "pt_PT"))
            name = places.first?.locality ?? places.first?.thoroughfare ?? "?"
        } catch let error as CLError where error.code == .network {
            name = "Lisboa"
        } catch {
            name = "\(error)"
        }
        #expect(name == "Lisboa")
    }

    @Test("Forward geocoding near a region fails with .network; a circular region knows what it contains")
    func regions() async {
        let lisbon = CLLocationCoordinate2D(latitude: 38.7223, longitude: -9.1393)
        let region = CLCircularRegion(center: lisbon, radius: 2_000, identifier: "Lisboa")
        region.notifyOnExit = false
        #expect(region.contains(CLLocationCoordinate2D(latitude: 38.7139, longitude: -9.1334)), "Baixa, about 1 km away")
        #expect(!region.contains(CLLocationCoordinate2D(latitude: 41.1579, longitude: -8.6291)), "Porto")
        #expect(region.identifier == "Lisboa" && region.radius == 2_000 && region.notifyOnEntry && !region.notifyOnExit)

        let geocoder = CLGeocoder()
        var failures = 0
        for attempt in 0..<3 {
            do {
                switch attempt {
                case 0: _ = try await geocoder.geocodeAddressString("Rua Augusta", in: region)
                case 1: _ = try await geocoder.geocodeAddressString("Rua Augusta", in: nil, preferredLocale: Locale(identifier: "pt_PT"))
                default:
                    _ = try await geocoder.geocodeAddressString(
                        "Rua Augusta", inRegionCenteredAt: lisbon, inRegionRadius: 500, preferredLocale: nil)
                }
            } catch let error as CLError where error.code == .network {
                failures += 1
            } catch {
                Issue.record("unexpected \(error)")
            }
        }
        #expect(failures == 3)
        let answered = await withCheckedContinuation { continuation in
            geocoder.geocodeAddressString("Rua Augusta", in: region) { places, error in
                continuation.resume(returning: places == nil && (error as? CLError)?.code == .network)
            }
        }
        #expect(answered)
    }

    @Test("A location made with its source information keeps it; others have none")
    func sourceInformation() {
        let simulated = CLLocation(
            coordinate: CLLocationCoordinate2D(latitude: 38.72, longitude: -9.14), altitude: 0, horizontalAccuracy: 10,
            verticalAccuracy: -1, course: -1, courseAccuracy: -1, speed: -1, speedAccuracy: -1, timestamp: Date(),
            sourceInfo: CLLocationSourceInformation(softwareSimulationState: true, hardwareAccessoryState: false))
        #expect(simulated.sourceInformation?.isSimulatedBySoftware == true)
        #expect(simulated.sourceInformation?.isProducedByAccessory == false)
        #expect(CLLocation(latitude: 0, longitude: 0).sourceInformation == nil)
    }
}
