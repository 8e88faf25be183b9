/// An enum whose cases a person picks from: App Intents' `AppEnum`.
///
/// ```swift
/// enum Country: String, AppEnum {
///     case unitedKingdom, france
///     static let typeDisplayRepresentation: TypeDisplayRepresentation = "Country"
///     static let caseDisplayRepresentations: [Country: DisplayRepresentation] = [
///         .unitedKingdom: "United Kingdom", .france: "France",
///     ]
/// }
/// ```
public protocol AppEnum: _IntentValue, CaseIterable, RawRepresentable, Hashable, Sendable
where RawValue: LosslessStringConvertible {
    /// The name of the type, for a person.
    static var typeDisplayRepresentation: TypeDisplayRepresentation { get }
    /// How each case is shown.
    static var caseDisplayRepresentations: [Self: DisplayRepresentation] { get }
}
