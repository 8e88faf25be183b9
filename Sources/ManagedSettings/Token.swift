public import Foundation

/// An opaque value that stands for an app, a category or a web domain a person chose
/// (Managed Settings' `Token`).
///
/// On iOS only the system can make one, from a person's choice in `FamilyActivityPicker`. Linux
/// has no Screen Time: no token is ever handed out, so a widget sees the empty selections its
/// app group holds. A token round-trips through `Codable` (its bytes are kept as they are).
public struct Token<T>: Codable, Equatable, Hashable, Sendable {
    /// The opaque bytes.
    let data: Data

    /// A token made of `data`, for tests and for selections that were stored on this host.
    public init(data: Data) {
        self.data = data
    }

    /// Decodes a token from its opaque bytes.
    public init(from decoder: any Decoder) throws {
        data = try decoder.singleValueContainer().decode(Data.self)
    }

    /// Encodes the opaque bytes.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(data)
    }
}

/// A token that stands for an app.
public typealias ApplicationToken = Token<Application>
/// A token that stands for a category of apps and websites.
public typealias ActivityCategoryToken = Token<ActivityCategory>
/// A token that stands for a web domain.
public typealias WebDomainToken = Token<WebDomain>
