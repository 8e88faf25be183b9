public import Foundation

/// The state of a VPN connection (Network Extension's `NEVPNStatus`).
public enum NEVPNStatus: Int, Sendable {
    /// No VPN configuration: always the state on Linux.
    case invalid = 0
    /// Configured and not connected.
    case disconnected = 1
    /// Connecting.
    case connecting = 2
    /// Connected.
    case connected = 3
    /// Reconnecting after a network change.
    case reasserting = 4
    /// Disconnecting.
    case disconnecting = 5
}

extension Notification.Name {
    /// Posted when a VPN connection's status changes (never on Linux).
    public static let NEVPNStatusDidChange = Notification.Name("NEVPNStatusDidChangeNotification")
    /// Posted when a VPN configuration changes (never on Linux).
    public static let NEVPNConfigurationChange = Notification.Name("NEVPNConfigurationChangeNotification")
}

/// An error of the VPN configuration and connection API (Network Extension's `NEVPNError`).
public struct NEVPNError: CustomNSError, Hashable, Sendable {
    /// The kinds of error.
    public enum Code: Int, Sendable {
        /// The configuration is not valid (on Linux: there is none to start).
        case configurationInvalid = 1
        /// The configuration is disabled.
        case configurationDisabled = 2
        /// The connection failed.
        case connectionFailed = 3
        /// The configuration changed since it was loaded.
        case configurationStale = 4
        /// The preferences could not be read or written (on Linux: there is no VPN preference store).
        case configurationReadWriteFailed = 5
        /// An unknown error.
        case configurationUnknown = 6
    }

    /// The kind of error.
    public let code: Code

    /// An error of `code`.
    public init(_ code: Code) {
        self.code = code
    }

    /// `NEVPNErrorDomain`.
    public static var errorDomain: String { "NEVPNErrorDomain" }
    /// The code's raw value.
    public var errorCode: Int { code.rawValue }

    /// `catch NEVPNError.configurationInvalid`.
    public static var configurationInvalid: Code { .configurationInvalid }
    /// `catch NEVPNError.configurationDisabled`.
    public static var configurationDisabled: Code { .configurationDisabled }
    /// `catch NEVPNError.connectionFailed`.
    public static var connectionFailed: Code { .connectionFailed }
    /// `catch NEVPNError.configurationStale`.
    public static var configurationStale: Code { .configurationStale }
    /// `catch NEVPNError.configurationReadWriteFailed`.
    public static var configurationReadWriteFailed: Code { .configurationReadWriteFailed }
    /// `catch NEVPNError.configurationUnknown`.
    public static var configurationUnknown: Code { .configurationUnknown }
}

extension NEVPNError.Code {
    /// Whether `error` is an `NEVPNError` of `code` (the `catch NEVPNError.code` pattern).
    public static func ~= (code: Self, error: any Error) -> Bool {
        (error as? NEVPNError)?.code == code
    }
}
