public import Foundation

/// A VPN's protocol settings (Network Extension's `NEVPNProtocol`).
open class NEVPNProtocol: NSObject, @unchecked Sendable {
    /// The server.
    open var serverAddress: String?
    /// The user name.
    open var username: String?
    /// A keychain reference to the password.
    open var passwordReference: Data?
    /// A keychain reference to the identity.
    open var identityReference: Data?
    /// Whether the VPN disconnects when the device sleeps.
    open var disconnectOnSleep = false
    /// Whether all traffic goes through the tunnel.
    open var includeAllNetworks = false
    /// Whether local network traffic stays out of the tunnel.
    open var excludeLocalNetworks = false
    /// Whether the tunnel's routes take precedence.
    open var enforceRoutes = false

    /// Empty settings.
    public override init() {
        super.init()
    }
}

/// The settings of a packet tunnel provider (Network Extension's `NETunnelProviderProtocol`).
open class NETunnelProviderProtocol: NEVPNProtocol, @unchecked Sendable {
    /// The provider's own settings.
    open var providerConfiguration: [String: Any]?
    /// The bundle identifier of the provider extension.
    open var providerBundleIdentifier: String?
}
