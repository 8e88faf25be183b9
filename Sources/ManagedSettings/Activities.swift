/// An app a person chose (Managed Settings' `Application`). On Linux its name and bundle
/// identifier are what it was made with; a token alone names nothing (`nil`).
public struct Application: Codable, Equatable, Hashable, Sendable {
    /// The token that stands for the app.
    public let token: ApplicationToken?
    /// The app's bundle identifier, when known.
    public let bundleIdentifier: String?
    /// The app's name in the person's language, when known.
    public let localizedDisplayName: String?

    /// The app with this bundle identifier.
    public init(bundleIdentifier: String) {
        self.token = nil
        self.bundleIdentifier = bundleIdentifier
        self.localizedDisplayName = nil
    }

    /// The app a token stands for.
    public init(token: ApplicationToken) {
        self.token = token
        self.bundleIdentifier = nil
        self.localizedDisplayName = nil
    }
}

/// A category of apps and websites a person chose (Managed Settings' `ActivityCategory`).
public struct ActivityCategory: Codable, Equatable, Hashable, Sendable {
    /// The token that stands for the category.
    public let token: ActivityCategoryToken?
    /// The category's name in the person's language, when known (never on Linux).
    public let localizedDisplayName: String?

    /// The category a token stands for.
    public init(token: ActivityCategoryToken) {
        self.token = token
        self.localizedDisplayName = nil
    }
}

/// A web domain a person chose (Managed Settings' `WebDomain`).
public struct WebDomain: Codable, Equatable, Hashable, Sendable {
    /// The token that stands for the domain.
    public let token: WebDomainToken?
    /// The domain, when known.
    public let domain: String?

    /// The web domain `domain`.
    public init(domain: String) {
        self.token = nil
        self.domain = domain
    }

    /// The web domain a token stands for.
    public init(token: WebDomainToken) {
        self.token = token
        self.domain = nil
    }
}
