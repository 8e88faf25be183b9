package import Foundation

/// A widget placed on the home screen, as the store keeps it.
///
/// A plain `Codable` value; its database abilities live in `WidgetInstanceRecord+Database.swift`.
///
/// ```swift
/// let record = WidgetInstanceRecord(kind: "Weather", family: "systemMedium", position: 0)
/// ```
package struct WidgetInstanceRecord: Codable, Hashable, Sendable, Identifiable {
    /// The instance's identifier: a lowercase UUID string.
    package var id: String
    /// The widget's kind.
    package var kind: String
    /// The family's case name, for example `systemSmall`. Kept as text so a family a later
    /// bundle no longer supports still loads (and shows as unavailable).
    package var family: String
    /// The place on the home screen: 0 is first; positions are dense.
    package var position: Int
    /// The instance's configuration as JSON text, `nil` for a static widget.
    package var configuration: String?
    /// When the instance was placed.
    package var createdAt: Date
    /// When the instance last changed.
    package var updatedAt: Date

    /// A record for a newly placed widget.
    package init(
        id: String = UUID().uuidString.lowercased(), kind: String, family: String, position: Int,
        configuration: String? = nil, createdAt: Date = Date(), updatedAt: Date? = nil
    ) {
        self.id = id
        self.kind = kind
        self.family = family
        self.position = position
        self.configuration = configuration
        self.createdAt = createdAt
        self.updatedAt = updatedAt ?? createdAt
    }
}
