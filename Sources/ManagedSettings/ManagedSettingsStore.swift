import Synchronization

/// A data store of the settings an app applies to the device (ManagedSettings'
/// `ManagedSettingsStore`): shields over apps and websites, web content filters, app removal
/// and installation.
///
/// Linux has no Screen Time, so nothing is enforced: as on a device where the app is not
/// authorized (`AuthorizationCenter.shared.authorizationStatus` is `.notDetermined` here), a
/// store records what the app sets and reports it back, and no app or website is shielded.
/// Stores of the same name share their settings within the process, as Apple's share them
/// on the device; they are not kept after the process ends.
///
/// ```swift
/// let store = ManagedSettingsStore(named: .init("restrictions"))
/// store.shield.applicationCategories = .all(except: allowed)
/// store.application.denyAppRemoval = true
/// store.clearAllSettings()
/// ```
public final class ManagedSettingsStore: Sendable {
    /// The unique name of a store: stores of the same name share settings.
    public struct Name: RawRepresentable, Equatable, Hashable, Sendable {
        /// The name of the store as a `String`.
        public let rawValue: String

        /// Creates a new instance with the specified string.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// Creates a new instance with the specified string.
        public init(_ rawValue: String) { self.rawValue = rawValue }

        /// The default store name.
        public static let `default` = Name("default")
    }

    /// The settings of one store.
    struct Settings: Sendable {
        var shield = ShieldSettings()
        var application = ApplicationSettings()
        var webContent = WebContentSettings()
    }

    /// Every store's settings in this process, by name.
    private static let settings = Mutex<[Name: Settings]>([:])

    /// This store's name.
    let name: Name

    /// Creates a new instance of the default store.
    public init() { self.name = .default }

    /// Creates a new instance of a store with a custom name.
    public convenience init(named name: ManagedSettingsStore.Name) {
        self.init(name: name)
    }

    private init(name: Name) { self.name = name }

    /// Settings that shield apps and websites (recorded; nothing is shielded on Linux).
    public var shield: ShieldSettings {
        get { Self.settings.withLock { $0[name]?.shield } ?? ShieldSettings() }
        set { Self.settings.withLock { $0[name, default: Settings()].shield = newValue } }
    }

    /// Settings that affect apps (recorded; nothing is enforced on Linux).
    public var application: ApplicationSettings {
        get { Self.settings.withLock { $0[name]?.application } ?? ApplicationSettings() }
        set { Self.settings.withLock { $0[name, default: Settings()].application = newValue } }
    }

    /// Settings that filter web content (recorded; nothing is filtered on Linux).
    public var webContent: WebContentSettings {
        get { Self.settings.withLock { $0[name]?.webContent } ?? WebContentSettings() }
        set { Self.settings.withLock { $0[name, default: Settings()].webContent = newValue } }
    }

    /// Clears all settings for this store.
    public func clearAllSettings() {
        _ = Self.settings.withLock { $0.removeValue(forKey: name) }
    }
}

/// Constraints that indicate what apps and websites to cover with a shielding view.
public struct ShieldSettings: Equatable, Sendable {
    /// Policies for shielding activities by their category.
    public enum ActivityCategoryPolicy<Activity>: Equatable, Sendable {
        /// The device doesn't shield any content.
        case none
        /// The device shields all apps and websites, except `except`.
        case all(except: Set<Token<Activity>> = [])
        /// The device shields the given categories of activity, except `except`.
        case specific(Set<ActivityCategoryToken>, except: Set<Token<Activity>> = [])
    }

    /// Applications for the system to cover with a shielding view; `nil` unless set.
    public var applications: Set<ApplicationToken>?
    /// Categories of apps for the system to cover with a shielding view; `nil` unless set.
    public var applicationCategories: ActivityCategoryPolicy<Application>?
    /// Websites for the system to cover with a shielding view; `nil` unless set.
    public var webDomains: Set<WebDomainToken>?
    /// Categories of websites for the system to cover with a shielding view; `nil` unless set.
    public var webDomainCategories: ActivityCategoryPolicy<WebDomain>?

    init() {}
}

/// Settings that affect applications.
public struct ApplicationSettings: Equatable, Sendable {
    /// Applications the system prevents the user from launching; `nil` unless set.
    public var blockedApplications: Set<Application>?
    /// Whether the user can't remove apps; `nil` unless set.
    public var denyAppRemoval: Bool?
    /// Whether the user can't install apps; `nil` unless set.
    public var denyAppInstallation: Bool?

    init() {}
}

/// Settings that configure which websites a user can access.
public struct WebContentSettings: Equatable, Sendable {
    /// The policies available for filtering web content.
    public enum FilterPolicy: Equatable, Sendable {
        /// The policy doesn't affect any domains.
        case none
        /// All websites are blocked except `except`.
        case all(except: Set<WebDomain> = [])
        /// Adult content is blocked, and `domains`, except `except`.
        case auto(Set<WebDomain> = [], except: Set<WebDomain> = [])
        /// The given domains are blocked.
        case specific(Set<WebDomain>)
    }

    /// The current policy for filtering websites; `nil` unless set.
    public var blockedByFilter: FilterPolicy?

    init() {}
}
