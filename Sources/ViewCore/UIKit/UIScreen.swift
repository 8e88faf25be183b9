public import Foundation

/// The device's screen, as UIKit's `UIScreen`, for widget code that sizes itself from
/// `UIScreen.main.bounds`.
///
/// The screen is the phone whose widget sizes the renderer uses by default (a 430×932-point
/// iPhone at 3 pixels per point), so a view that divides the screen's width agrees with the
/// family sizes it is drawn in.
public final class UIScreen: Sendable, CustomStringConvertible {
    /// The screen's rectangle in points, portrait.
    public let bounds: CGRect
    /// Pixels per point.
    public let scale: CGFloat

    package init(bounds: CGRect, scale: CGFloat) {
        self.bounds = bounds
        self.scale = scale
    }

    /// The device's screen (deprecated on iOS 16 in favour of a window scene's screen, which a
    /// widget does not have; still what widget code uses).
    public class var main: UIScreen { mainScreen }

    /// The screen's rectangle in pixels.
    public var nativeBounds: CGRect {
        CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale)
    }

    /// Pixels per point of the physical screen.
    public var nativeScale: CGFloat { scale }

    /// The screen's brightness, 0 to 1: 0.5 here.
    public var brightness: CGFloat { 0.5 }

    /// The screen's traits: light appearance at the screen's scale.
    public var traitCollection: UITraitCollection { UITraitCollection(displayScale: scale) }

    public var description: String { "<UIScreen: bounds = \(bounds), scale = \(scale)>" }
}

private let mainScreen = UIScreen(bounds: CGRect(x: 0, y: 0, width: 430, height: 932), scale: 3)

/// The kind of device, as UIKit's `UIUserInterfaceIdiom`.
public enum UIUserInterfaceIdiom: Int, Sendable, Hashable {
    case unspecified = -1
    case phone = 0
    case pad = 1
    case tv = 2
    case carPlay = 3
    case mac = 5
    case vision = 6
}

/// The device, as UIKit's `UIDevice`: an iPhone running iOS 18, whose battery level is unknown.
public final class UIDevice: @unchecked Sendable {
    /// The battery's state, as UIKit's `UIDevice.BatteryState`.
    public enum BatteryState: Int, Sendable, Hashable {
        case unknown = 0
        case unplugged = 1
        case charging = 2
        case full = 3
    }

    /// The device's orientation, as UIKit's `UIDeviceOrientation`.
    public typealias Orientation = UIDeviceOrientation

    private let lock = NSLock()
    private var monitorsBattery = false

    fileprivate init() {}

    /// The device the code runs on.
    public class var current: UIDevice { currentDevice }

    /// `.phone`.
    public var userInterfaceIdiom: UIUserInterfaceIdiom { .phone }
    /// "iOS".
    public var systemName: String { "iOS" }
    /// "18.0".
    public var systemVersion: String { "18.0" }
    /// "iPhone".
    public var model: String { "iPhone" }
    /// "iPhone".
    public var localizedModel: String { "iPhone" }
    /// "iPhone" (a generic name, as iOS 16 and later give apps).
    public var name: String { "iPhone" }
    /// The app's vendor identifier: `nil`, as iOS returns before the device is unlocked.
    public var identifierForVendor: UUID? { nil }
    /// Portrait.
    public var orientation: UIDeviceOrientation { .portrait }

    /// Whether the app reads the battery; the level stays unknown either way.
    public var isBatteryMonitoringEnabled: Bool {
        get { lock.withLock { monitorsBattery } }
        set { lock.withLock { monitorsBattery = newValue } }
    }

    /// -1: unknown, as on iOS when monitoring is off or the level cannot be read.
    public var batteryLevel: Float { -1 }
    /// `.unknown`.
    public var batteryState: BatteryState { .unknown }
}

private let currentDevice = UIDevice()

/// The device's physical orientation, as UIKit's `UIDeviceOrientation`.
public enum UIDeviceOrientation: Int, Sendable, Hashable {
    case unknown = 0
    case portrait = 1
    case portraitUpsideDown = 2
    case landscapeLeft = 3
    case landscapeRight = 4
    case faceUp = 5
    case faceDown = 6

    /// Portrait or upside down.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// Landscape left or right.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}
