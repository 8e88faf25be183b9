public import Foundation

// `import CoreLocation` in widget source resolves here, so a weather widget that asks for the
// location compiles unchanged. A Linux home screen has no location service: the manager
// reports `.denied` and no location, `isAuthorizedForWidgetUpdates` is false, a location request
// fails with `CLError.denied` through the delegate, and geocoding fails with `CLError.network`.
// Widgets fall back to a configured or cached place, as they do on a device that denies access.

/// Degrees of latitude or longitude.
public typealias CLLocationDegrees = Double
/// A distance in metres.
public typealias CLLocationDistance = Double
/// An accuracy in metres.
public typealias CLLocationAccuracy = Double
/// A speed in metres per second.
public typealias CLLocationSpeed = Double
/// A direction in degrees from north.
public typealias CLLocationDirection = Double
/// The accuracy of a speed, in metres per second.
public typealias CLLocationSpeedAccuracy = Double
/// The accuracy of a direction, in degrees.
public typealias CLLocationDirectionAccuracy = Double

/// The best accuracy.
public let kCLLocationAccuracyBest: CLLocationAccuracy = -1
/// The best accuracy, for navigation.
public let kCLLocationAccuracyBestForNavigation: CLLocationAccuracy = -2
/// About ten metres.
public let kCLLocationAccuracyNearestTenMeters: CLLocationAccuracy = 10
/// About a hundred metres.
public let kCLLocationAccuracyHundredMeters: CLLocationAccuracy = 100
/// About a kilometre.
public let kCLLocationAccuracyKilometer: CLLocationAccuracy = 1_000
/// About three kilometres.
public let kCLLocationAccuracyThreeKilometers: CLLocationAccuracy = 3_000
/// The reduced accuracy of approximate locations.
public let kCLLocationAccuracyReduced: CLLocationAccuracy = 5_000
/// Every movement is reported.
public let kCLDistanceFilterNone: CLLocationDistance = -1
/// The largest distance.
public let CLLocationDistanceMax: CLLocationDistance = .greatestFiniteMagnitude
/// A coordinate that is not valid (`CLLocationCoordinate2DIsValid` is false for it).
public let kCLLocationCoordinate2DInvalid = CLLocationCoordinate2D(latitude: -180, longitude: -180)

/// A latitude and longitude (Core Location's `CLLocationCoordinate2D`).
///
/// Like Apple's (a C struct), it is neither `Equatable` nor `Codable`, so the conformances widget
/// code adds itself (`extension CLLocationCoordinate2D: Equatable`) compile here too.
public struct CLLocationCoordinate2D: Sendable {
    /// The latitude, in degrees.
    public var latitude: CLLocationDegrees
    /// The longitude, in degrees.
    public var longitude: CLLocationDegrees

    /// The coordinate 0, 0.
    public init() {
        latitude = 0
        longitude = 0
    }

    /// A coordinate.
    public init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
        self.latitude = latitude
        self.longitude = longitude
    }
}

/// Whether `coordinate` is a valid latitude and longitude.
public func CLLocationCoordinate2DIsValid(_ coordinate: CLLocationCoordinate2D) -> Bool {
    (-90...90).contains(coordinate.latitude) && (-180...180).contains(coordinate.longitude)
}

/// A coordinate.
public func CLLocationCoordinate2DMake(_ latitude: CLLocationDegrees, _ longitude: CLLocationDegrees) -> CLLocationCoordinate2D {
    CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
}

/// A location: a coordinate with its accuracy and time (Core Location's `CLLocation`).
open class CLLocation: NSObject, @unchecked Sendable {
    /// The coordinate.
    public let coordinate: CLLocationCoordinate2D
    /// The altitude, in metres.
    public let altitude: CLLocationDistance
    /// The radius of uncertainty of the coordinate, in metres.
    public let horizontalAccuracy: CLLocationAccuracy
    /// The uncertainty of the altitude, in metres.
    public let verticalAccuracy: CLLocationAccuracy
    /// When the location was determined.
    public let timestamp: Date
    /// The direction of travel, in degrees from north (negative when unknown).
    public let course: CLLocationDirection
    /// The accuracy of ``course`` (negative when unknown).
    public let courseAccuracy: CLLocationDirectionAccuracy
    /// The speed, in metres per second (negative when unknown).
    public let speed: CLLocationSpeed
    /// The accuracy of ``speed`` (negative when unknown).
    public let speedAccuracy: CLLocationSpeedAccuracy
    /// Where the location came from (simulated, an accessory), when known.
    public let sourceInformation: CLLocationSourceInformation?

    /// A location at `latitude`, `longitude`.
    public init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
        coordinate = CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
        altitude = 0
        horizontalAccuracy = 0
        verticalAccuracy = -1
        timestamp = Date()
        (course, courseAccuracy, speed, speedAccuracy) = (-1, -1, -1, -1)
        sourceInformation = nil
    }

    /// A location with its altitude, accuracies and time.
    public convenience init(
        coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance, horizontalAccuracy: CLLocationAccuracy,
        verticalAccuracy: CLLocationAccuracy, timestamp: Date
    ) {
        self.init(coordinate: coordinate, altitude: altitude, horizontalAccuracy: horizontalAccuracy,
                  verticalAccuracy: verticalAccuracy, course: -1, courseAccuracy: -1, speed: -1, speedAccuracy: -1,
                  timestamp: timestamp)
    }

    /// A location with its altitude, accuracies, course, speed and time.
    public convenience init(
        coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance, horizontalAccuracy: CLLocationAccuracy,
        verticalAccuracy: CLLocationAccuracy, course: CLLocationDirection, speed: CLLocationSpeed, timestamp: Date
    ) {
        self.init(coordinate: coordinate, altitude: altitude, horizontalAccuracy: horizontalAccuracy,
                  verticalAccuracy: verticalAccuracy, course: course, courseAccuracy: -1, speed: speed, speedAccuracy: -1,
                  timestamp: timestamp)
    }

    /// A location with its altitude, course and speed, each with its accuracy, and time.
    public init(
        coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance, horizontalAccuracy: CLLocationAccuracy,
        verticalAccuracy: CLLocationAccuracy, course: CLLocationDirection, courseAccuracy: CLLocationDirectionAccuracy,
        speed: CLLocationSpeed, speedAccuracy: CLLocationSpeedAccuracy, timestamp: Date
    ) {
        self.coordinate = coordinate
        self.altitude = altitude
        self.horizontalAccuracy = horizontalAccuracy
        self.verticalAccuracy = verticalAccuracy
        self.course = course
        self.courseAccuracy = courseAccuracy
        self.speed = speed
        self.speedAccuracy = speedAccuracy
        self.timestamp = timestamp
        self.sourceInformation = nil
    }

    /// A location with its altitude, course and speed, each with its accuracy, time and source.
    public init(
        coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance, horizontalAccuracy: CLLocationAccuracy,
        verticalAccuracy: CLLocationAccuracy, course: CLLocationDirection, courseAccuracy: CLLocationDirectionAccuracy,
        speed: CLLocationSpeed, speedAccuracy: CLLocationSpeedAccuracy, timestamp: Date, sourceInfo: CLLocationSourceInformation
    ) {
        self.coordinate = coordinate
        self.altitude = altitude
        self.horizontalAccuracy = horizontalAccuracy
        self.verticalAccuracy = verticalAccuracy
        self.course = course
        self.courseAccuracy = courseAccuracy
        self.speed = speed
        self.speedAccuracy = speedAccuracy
        self.timestamp = timestamp
        self.sourceInformation = sourceInfo
    }

    /// The great-circle distance to `location`, in metres (haversine, on a 6,371 km sphere).
    public func distance(from location: CLLocation) -> CLLocationDistance {
        let radius = 6_371_000.0
        let lat1 = coordinate.latitude * .pi / 180, lat2 = location.coordinate.latitude * .pi / 180
        let dLat = lat2 - lat1
        let dLon = (location.coordinate.longitude - coordinate.longitude) * .pi / 180
        let a = sin(dLat / 2) * sin(dLat / 2) + cos(lat1) * cos(lat2) * sin(dLon / 2) * sin(dLon / 2)
        return 2 * radius * atan2(a.squareRoot(), (1 - a).squareRoot())
    }
}

/// Where a location came from (Core Location's `CLLocationSourceInformation`).
open class CLLocationSourceInformation: NSObject, @unchecked Sendable {
    /// Whether software simulated the location (a simulator, a test).
    public let isSimulatedBySoftware: Bool
    /// Whether an external accessory produced it.
    public let isProducedByAccessory: Bool

    public override init() {
        isSimulatedBySoftware = false
        isProducedByAccessory = false
    }

    /// Source information with the given states.
    public init(softwareSimulationState isSoftware: Bool, hardwareAccessoryState isAccessory: Bool) {
        isSimulatedBySoftware = isSoftware
        isProducedByAccessory = isAccessory
    }
}

/// An area to watch or to search near (Core Location's `CLRegion`).
open class CLRegion: NSObject, @unchecked Sendable {
    /// The name the app gave the region.
    public let identifier: String
    /// Whether entering the region is reported (nothing is reported here).
    open var notifyOnEntry = true
    /// Whether leaving the region is reported (nothing is reported here).
    open var notifyOnExit = true

    /// A region named `identifier`.
    public init(identifier: String) {
        self.identifier = identifier
    }
}

/// A circle on the earth's surface (Core Location's `CLCircularRegion`).
///
/// ```swift
/// let nearby = CLCircularRegion(center: home, radius: 500, identifier: "home")
/// nearby.contains(location.coordinate)
/// ```
open class CLCircularRegion: CLRegion, @unchecked Sendable {
    /// The circle's centre.
    public let center: CLLocationCoordinate2D
    /// Its radius, in metres.
    public let radius: CLLocationDistance

    /// A circle of `radius` metres around `center`.
    public init(center: CLLocationCoordinate2D, radius: CLLocationDistance, identifier: String) {
        self.center = center
        self.radius = radius
        super.init(identifier: identifier)
    }

    /// Whether `coordinate` lies in the circle (great-circle distance, as `CLLocation.distance(from:)`).
    open func contains(_ coordinate: CLLocationCoordinate2D) -> Bool {
        let from = CLLocation(latitude: center.latitude, longitude: center.longitude)
        return from.distance(from: CLLocation(latitude: coordinate.latitude, longitude: coordinate.longitude)) <= radius
    }
}

/// Whether the app may use location services (Core Location's `CLAuthorizationStatus`).
public enum CLAuthorizationStatus: Int32, Sendable {
    case notDetermined = 0
    case restricted = 1
    case denied = 2
    case authorizedAlways = 3
    case authorizedWhenInUse = 4
}

/// The kind of movement a location manager expects (Core Location's `CLActivityType`).
public enum CLActivityType: Int, Sendable {
    case other = 1
    case automotiveNavigation = 2
    case fitness = 3
    case otherNavigation = 4
    case airborne = 5
}

/// Whether locations are precise or approximate.
public enum CLAccuracyAuthorization: Int, Sendable {
    case fullAccuracy = 0
    case reducedAccuracy = 1
}

/// A Core Location error (Core Location's `CLError`): `error.code == .denied`.
public struct CLError: Error, Hashable, Sendable {
    /// The kinds of errors.
    public enum Code: Int, Sendable {
        case locationUnknown = 0
        case denied = 1
        case network = 2
        case headingFailure = 3
        case geocodeFoundNoResult = 8
        case geocodeFoundPartialResult = 9
        case geocodeCanceled = 10
        case promptDeclined = 18
    }

    /// The kind of error.
    public let code: Code

    /// An error of kind `code` (the user info is not kept).
    public init(_ code: Code, userInfo: [String: Any] = [:]) {
        self.code = code
    }

    public static var locationUnknown: Code { .locationUnknown }
    public static var denied: Code { .denied }
    public static var network: Code { .network }
    public static var geocodeFoundNoResult: Code { .geocodeFoundNoResult }
}

/// The methods a location manager calls (Core Location's `CLLocationManagerDelegate`); each
/// has a default that does nothing, as Objective-C's optional methods do.
public protocol CLLocationManagerDelegate: AnyObject {
    /// New locations arrived.
    func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation])
    /// Locating failed.
    func locationManager(_ manager: CLLocationManager, didFailWithError error: any Error)
    /// The authorization changed.
    func locationManagerDidChangeAuthorization(_ manager: CLLocationManager)
    /// The authorization changed (before iOS 14).
    func locationManager(_ manager: CLLocationManager, didChangeAuthorization status: CLAuthorizationStatus)
}

extension CLLocationManagerDelegate {
    public func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {}
    public func locationManager(_ manager: CLLocationManager, didFailWithError error: any Error) {}
    public func locationManagerDidChangeAuthorization(_ manager: CLLocationManager) {}
    public func locationManager(_ manager: CLLocationManager, didChangeAuthorization status: CLAuthorizationStatus) {}
}

/// The object that delivers locations (Core Location's `CLLocationManager`). Here there is no
/// location service: access is denied and requests fail through the delegate.
open class CLLocationManager: NSObject, @unchecked Sendable {
    /// The delegate, called on the main queue.
    open weak var delegate: (any CLLocationManagerDelegate)?
    /// The accuracy asked for.
    open var desiredAccuracy: CLLocationAccuracy = kCLLocationAccuracyBest
    /// The distance to move before an update.
    open var distanceFilter: CLLocationDistance = kCLDistanceFilterNone
    /// The kind of activity, for power management.
    open var activityType: CLActivityType = .other
    /// Whether updates pause when the location is unlikely to change.
    open var pausesLocationUpdatesAutomatically = true
    /// Whether updates continue in the background.
    open var allowsBackgroundLocationUpdates = false
    /// Whether the status bar shows background use.
    open var showsBackgroundLocationIndicator = false

    public override init() {}

    /// The app's authorization: `.denied`.
    open var authorizationStatus: CLAuthorizationStatus { .denied }
    /// The app's authorization: `.denied`.
    open class func authorizationStatus() -> CLAuthorizationStatus { .denied }
    /// Whether location services are on: false.
    open class func locationServicesEnabled() -> Bool { false }
    /// Precise or approximate locations.
    open var accuracyAuthorization: CLAccuracyAuthorization { .reducedAccuracy }
    /// Whether the widget may ask for the location: false.
    open var isAuthorizedForWidgetUpdates: Bool { false }
    /// The last location: none.
    open var location: CLLocation? { nil }

    /// Asks for access while in use: the delegate hears that access stays denied.
    open func requestWhenInUseAuthorization() { notifyAuthorization() }
    /// Asks for access always: the delegate hears that access stays denied.
    open func requestAlwaysAuthorization() { notifyAuthorization() }
    /// Asks for precise locations for a while: there are none, so `completion` gets the error
    /// `CLError.denied`.
    open func requestTemporaryFullAccuracyAuthorization(
        withPurposeKey purposeKey: String, completion: (@Sendable ((any Error)?) -> Void)? = nil
    ) {
        DispatchQueue.main.async { completion?(CLError(.denied)) }
    }

    /// Asks for precise locations for a while: throws `CLError.denied`.
    open func requestTemporaryFullAccuracyAuthorization(withPurposeKey purposeKey: String) async throws {
        throw CLError(.denied)
    }

    /// Asks for one location: the delegate hears `CLError.denied`.
    open func requestLocation() { fail() }
    /// Starts updates: the delegate hears `CLError.denied`.
    open func startUpdatingLocation() { fail() }
    /// Stops updates.
    open func stopUpdatingLocation() {}
    /// Starts significant-change updates: the delegate hears `CLError.denied`.
    open func startMonitoringSignificantLocationChanges() { fail() }
    /// Stops significant-change updates.
    open func stopMonitoringSignificantLocationChanges() {}

    private func notifyAuthorization() {
        DispatchQueue.main.async { [self] in
            delegate?.locationManagerDidChangeAuthorization(self)
            delegate?.locationManager(self, didChangeAuthorization: authorizationStatus)
        }
    }

    private func fail() {
        DispatchQueue.main.async { [self] in delegate?.locationManager(self, didFailWithError: CLError(.denied)) }
    }
}

/// A place's address (Core Location's `CLPlacemark`).
///
/// There is no geocoder here, so a placemark comes from a copy (`init(placemark:)`), from a
/// subclass overriding the properties, or from an intent's `Placemark` parameter, which the
/// home screen fills with the place name a person typed (`name`; the other properties are `nil`).
open class CLPlacemark: NSObject, @unchecked Sendable {
    private let values: Values

    /// What a placemark holds; every part may be missing.
    struct Values {
        var name: String?
        var thoroughfare: String?
        var subThoroughfare: String?
        var locality: String?
        var subLocality: String?
        var administrativeArea: String?
        var subAdministrativeArea: String?
        var areasOfInterest: [String]?
        var inlandWater: String?
        var ocean: String?
        var country: String?
        var isoCountryCode: String?
        var postalCode: String?
        var location: CLLocation?
        var timeZone: TimeZone?
    }

    /// A placemark with no address and no location.
    public override init() {
        values = Values()
    }

    /// A placemark holding what `placemark` holds.
    public init(placemark: CLPlacemark) {
        values = Values(
            name: placemark.name, thoroughfare: placemark.thoroughfare, subThoroughfare: placemark.subThoroughfare,
            locality: placemark.locality, subLocality: placemark.subLocality,
            administrativeArea: placemark.administrativeArea, subAdministrativeArea: placemark.subAdministrativeArea,
            areasOfInterest: placemark.areasOfInterest, inlandWater: placemark.inlandWater, ocean: placemark.ocean,
            country: placemark.country, isoCountryCode: placemark.isoCountryCode, postalCode: placemark.postalCode,
            location: placemark.location, timeZone: placemark.timeZone)
    }

    /// A placemark with only a name (and, if known, a location): what an intent's `Placemark`
    /// parameter holds on this host.
    package init(name: String?, location: CLLocation? = nil) {
        values = Values(name: name, location: location)
    }

    /// The place's name.
    open var name: String? { values.name }
    /// The street.
    open var thoroughfare: String? { values.thoroughfare }
    /// The house number.
    open var subThoroughfare: String? { values.subThoroughfare }
    /// The city.
    open var locality: String? { values.locality }
    /// The neighbourhood.
    open var subLocality: String? { values.subLocality }
    /// The state or province.
    open var administrativeArea: String? { values.administrativeArea }
    /// The county.
    open var subAdministrativeArea: String? { values.subAdministrativeArea }
    /// Points of interest at the place.
    open var areasOfInterest: [String]? { values.areasOfInterest }
    /// The sea or lake at the place.
    open var inlandWater: String? { values.inlandWater }
    /// The ocean at the place.
    open var ocean: String? { values.ocean }
    /// The country.
    open var country: String? { values.country }
    /// The country's ISO code.
    open var isoCountryCode: String? { values.isoCountryCode }
    /// The postal code.
    open var postalCode: String? { values.postalCode }
    /// The place's location.
    open var location: CLLocation? { values.location }
    /// The place's time zone.
    open var timeZone: TimeZone? { values.timeZone }
}

/// Converts between coordinates and addresses (Core Location's `CLGeocoder`): there is no
/// geocoding service here, so every request fails with `CLError.network`.
open class CLGeocoder: NSObject, @unchecked Sendable {
    public override init() {}

    /// Whether a request is running: never.
    open var isGeocoding: Bool { false }

    /// The addresses at `location`: fails with `CLError.network`.
    open func reverseGeocodeLocation(_ location: CLLocation, completionHandler: @escaping @Sendable ([CLPlacemark]?, (any Error)?) -> Void) {
        DispatchQueue.main.async { completionHandler(nil, CLError(.network)) }
    }

    /// The addresses at `location`: throws `CLError.network`.
    open func reverseGeocodeLocation(_ location: CLLocation) async throws -> [CLPlacemark] {
        throw CLError(.network)
    }

    /// The addresses at `location` in `locale`'s language: fails with `CLError.network`.
    open func reverseGeocodeLocation(
        _ location: CLLocation, preferredLocale locale: Locale?,
        completionHandler: @escaping @Sendable ([CLPlacemark]?, (any Error)?) -> Void
    ) {
        DispatchQueue.main.async { completionHandler(nil, CLError(.network)) }
    }

    /// The addresses at `location` in `locale`'s language: throws `CLError.network`.
    open func reverseGeocodeLocation(_ location: CLLocation, preferredLocale locale: Locale?) async throws -> [CLPlacemark] {
        throw CLError(.network)
    }

    /// The places an address names: fails with `CLError.network`.
    open func geocodeAddressString(_ addressString: String, completionHandler: @escaping @Sendable ([CLPlacemark]?, (any Error)?) -> Void) {
        DispatchQueue.main.async { completionHandler(nil, CLError(.network)) }
    }

    /// The places an address names: throws `CLError.network`.
    open func geocodeAddressString(_ addressString: String) async throws -> [CLPlacemark] {
        throw CLError(.network)
    }

    /// The places an address names, near `region`: fails with `CLError.network`.
    open func geocodeAddressString(
        _ addressString: String, in region: CLRegion?, completionHandler: @escaping @Sendable ([CLPlacemark]?, (any Error)?) -> Void
    ) {
        DispatchQueue.main.async { completionHandler(nil, CLError(.network)) }
    }

    /// The places an address names, near `region`: throws `CLError.network`.
    open func geocodeAddressString(_ addressString: String, in region: CLRegion?) async throws -> [CLPlacemark] {
        throw CLError(.network)
    }

    /// The places an address names, near `region`, in `locale`'s language: fails with `CLError.network`.
    open func geocodeAddressString(
        _ addressString: String, in region: CLRegion?, preferredLocale locale: Locale?,
        completionHandler: @escaping @Sendable ([CLPlacemark]?, (any Error)?) -> Void
    ) {
        DispatchQueue.main.async { completionHandler(nil, CLError(.network)) }
    }

    /// The places an address names, near `region`, in `locale`'s language: throws `CLError.network`.
    open func geocodeAddressString(_ addressString: String, in region: CLRegion?, preferredLocale locale: Locale?) async throws -> [CLPlacemark] {
        throw CLError(.network)
    }

    /// The places an address names, within `radius` metres of `centroid`, in `locale`'s language:
    /// fails with `CLError.network`.
    open func geocodeAddressString(
        _ addressString: String, inRegionCenteredAt centroid: CLLocationCoordinate2D, inRegionRadius radius: CLLocationDistance,
        preferredLocale locale: Locale?, completionHandler: @escaping @Sendable ([CLPlacemark]?, (any Error)?) -> Void
    ) {
        DispatchQueue.main.async { completionHandler(nil, CLError(.network)) }
    }

    /// The places an address names, within `radius` metres of `centroid`, in `locale`'s language:
    /// throws `CLError.network`.
    open func geocodeAddressString(
        _ addressString: String, inRegionCenteredAt centroid: CLLocationCoordinate2D, inRegionRadius radius: CLLocationDistance,
        preferredLocale locale: Locale?
    ) async throws -> [CLPlacemark] {
        throw CLError(.network)
    }

    /// Cancels the running request.
    open func cancelGeocode() {}
}
