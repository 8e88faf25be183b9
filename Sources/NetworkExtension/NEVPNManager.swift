public import Foundation

/// A VPN connection (Network Extension's `NEVPNConnection`). On Linux there is no VPN
/// configuration, so its status is `.invalid` and starting it fails.
open class NEVPNConnection: NSObject, @unchecked Sendable {
    /// `.invalid`: no configuration exists on Linux.
    open var status: NEVPNStatus { .invalid }
    /// When the connection connected: `nil`.
    open var connectedDate: Date? { nil }

    /// Fails with ``NEVPNError/Code/configurationInvalid``: there is no configuration to start.
    open func startVPNTunnel() throws {
        throw NEVPNError(.configurationInvalid)
    }

    /// Fails with ``NEVPNError/Code/configurationInvalid``: there is no configuration to start.
    open func startVPNTunnel(options: [String: NSObject]?) throws {
        throw NEVPNError(.configurationInvalid)
    }

    /// Does nothing: nothing is connected.
    open func stopVPNTunnel() {}
}

/// The connection of a packet tunnel provider (Network Extension's `NETunnelProviderSession`).
open class NETunnelProviderSession: NEVPNConnection, @unchecked Sendable {
    /// Fails with ``NEVPNError/Code/configurationInvalid``.
    open func startTunnel(options: [String: Any]? = nil) throws {
        throw NEVPNError(.configurationInvalid)
    }

    /// Does nothing.
    open func stopTunnel() {}

    /// Fails with ``NEVPNError/Code/configurationInvalid``: no provider runs.
    open func sendProviderMessage(_ messageData: Data, responseHandler: (@Sendable (Data?) -> Void)? = nil) throws {
        throw NEVPNError(.configurationInvalid)
    }
}

/// A VPN configuration and its connection (Network Extension's `NEVPNManager`).
///
/// Linux has no Network Extension preferences: loading finds no configuration (no error, as on
/// iOS when the app saved none), saving fails with `.configurationReadWriteFailed`, and the
/// connection's status is `.invalid`, so a VPN toggle control shows "off" and its action fails.
open class NEVPNManager: NSObject, @unchecked Sendable {
    /// The configuration's name.
    open var localizedDescription: String?
    /// The protocol settings.
    open var protocolConfiguration: NEVPNProtocol?
    /// Whether the configuration is enabled.
    open var isEnabled = false
    /// Whether on-demand connection is enabled.
    open var isOnDemandEnabled = false

    private static let sharedManager = NEVPNManager()

    /// The app's personal VPN configuration.
    open class func shared() -> NEVPNManager {
        sharedManager
    }

    /// A new, unsaved configuration.
    public override init() {
        super.init()
    }

    /// The connection: its status is `.invalid`.
    open var connection: NEVPNConnection { NEVPNConnection() }

    /// Loads the configuration: none exists, so the handler gets no error and nothing changes.
    open func loadFromPreferences(completionHandler: @escaping @Sendable ((any Error)?) -> Void) {
        completionHandler(nil)
    }

    /// Loads the configuration: none exists, so nothing changes.
    open func loadFromPreferences() async throws {}

    /// Fails with ``NEVPNError/Code/configurationReadWriteFailed``: there is no preference store.
    open func saveToPreferences(completionHandler: (@Sendable ((any Error)?) -> Void)? = nil) {
        completionHandler?(NEVPNError(.configurationReadWriteFailed))
    }

    /// Fails with ``NEVPNError/Code/configurationReadWriteFailed``: there is no preference store.
    open func saveToPreferences() async throws {
        throw NEVPNError(.configurationReadWriteFailed)
    }

    /// Removes the configuration: there is none, so the handler gets no error.
    open func removeFromPreferences(completionHandler: (@Sendable ((any Error)?) -> Void)? = nil) {
        completionHandler?(nil)
    }

    /// Removes the configuration: there is none.
    open func removeFromPreferences() async throws {}
}

/// A packet tunnel provider's configuration (Network Extension's `NETunnelProviderManager`).
open class NETunnelProviderManager: NEVPNManager, @unchecked Sendable {
    /// Loads the app's tunnel configurations: none exist on Linux, so the handler gets `nil` and
    /// no error, as on iOS for an app that saved none.
    open class func loadAllFromPreferences(
        completionHandler: @escaping @Sendable ([NETunnelProviderManager]?, (any Error)?) -> Void
    ) {
        completionHandler(nil, nil)
    }

    /// The app's tunnel configurations: none on Linux.
    open class func loadAllFromPreferences() async throws -> [NETunnelProviderManager] {
        []
    }

    /// The tunnel's session: its status is `.invalid`.
    open override var connection: NEVPNConnection { NETunnelProviderSession() }
}
