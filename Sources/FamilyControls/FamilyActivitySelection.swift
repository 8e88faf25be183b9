@_exported public import ManagedSettings

/// The apps, categories and web domains a person chose (Family Controls' `FamilyActivitySelection`).
///
/// Widgets read a selection their app stored in the app group (to count what a profile blocks).
/// Linux has no Screen Time and no `FamilyActivityPicker`: a selection holds only the tokens it was
/// made or decoded with, and one made here is empty. It is `Codable` as on iOS, but the bytes iOS
/// writes are the system's own: decode what this host encoded.
public struct FamilyActivitySelection: Codable, Equatable, Hashable, Sendable {
    /// Tokens of the apps chosen.
    public var applicationTokens: Set<ApplicationToken> = []
    /// Tokens of the categories chosen.
    public var categoryTokens: Set<ActivityCategoryToken> = []
    /// Tokens of the web domains chosen.
    public var webDomainTokens: Set<WebDomainToken> = []
    /// Whether the apps and domains of a chosen category count as chosen.
    public let includeEntireCategory: Bool

    /// An empty selection.
    public init() {
        self.includeEntireCategory = false
    }

    /// An empty selection that counts, or not, a category's apps and domains as chosen.
    public init(includeEntireCategory: Bool) {
        self.includeEntireCategory = includeEntireCategory
    }

    /// The apps chosen, one per token.
    public var applications: Set<Application> { Set(applicationTokens.map(Application.init(token:))) }
    /// The categories chosen, one per token.
    public var categories: Set<ActivityCategory> { Set(categoryTokens.map(ActivityCategory.init(token:))) }
    /// The web domains chosen, one per token.
    public var webDomains: Set<WebDomain> { Set(webDomainTokens.map(WebDomain.init(token:))) }
}
