import Foundation

/// The eight functions the panel can offer, each with its title, icon and deep link.
///
/// `Shortcuts.intentdefinition` declares the same list as the `ConfigurationButtonType` enum,
/// which Xcode (here the `IntentDefinitionPlugin`) turns into a separate type: an intent enum
/// cannot share a name with a Swift type, so the two are converted with
/// ``init(_:)`` and ``configurationType``.
public enum ShortcutFunction: String, CaseIterable, Identifiable, Sendable {
    case scan
    case pay
    case healthCode
    case transit
    case trips
    case cards
    case rewards
    case savings

    /// The four functions a new panel shows: scan, pay, health code and trips.
    public static let defaultSelection: [ShortcutFunction] = [.scan, .pay, .healthCode, .trips]

    /// The function's stable identifier, also the identifier of its `CustomButtonItem`.
    public var id: String { rawValue }

    /// The title under the icon.
    public var title: String {
        switch self {
        case .scan: "Scan"
        case .pay: "Pay"
        case .healthCode: "Health Code"
        case .transit: "Transit"
        case .trips: "Trips"
        case .cards: "Cards"
        case .rewards: "Rewards"
        case .savings: "Savings"
        }
    }

    /// The name of the icon in the target's asset catalog.
    public var imageName: String {
        switch self {
        case .scan: "shortcut-scan"
        case .pay: "shortcut-pay"
        case .healthCode: "shortcut-health-code"
        case .transit: "shortcut-transit"
        case .trips: "shortcut-trips"
        case .cards: "shortcut-cards"
        case .rewards: "shortcut-rewards"
        case .savings: "shortcut-savings"
        }
    }

    /// The deep link a tap on the button opens, such as `shortcuts://pay`.
    public var url: URL {
        let path: String
        switch self {
        case .scan: path = "scan"
        case .pay: path = "pay"
        case .healthCode: path = "health-code"
        case .transit: path = "transit"
        case .trips: path = "trips"
        case .cards: path = "cards"
        case .rewards: path = "rewards"
        case .savings: path = "savings"
        }
        return URL(string: "shortcuts://\(path)")!
    }

    /// The function a configuration's enum value stands for; `nil` for `.unknown`.
    public init?(_ configurationType: ConfigurationButtonType) {
        switch configurationType {
        case .scan: self = .scan
        case .pay: self = .pay
        case .healthCode: self = .healthCode
        case .transit: self = .transit
        case .trips: self = .trips
        case .cards: self = .cards
        case .rewards: self = .rewards
        case .savings: self = .savings
        case .unknown: return nil
        }
    }

    /// The intent definition's enum value for this function.
    public var configurationType: ConfigurationButtonType {
        switch self {
        case .scan: .scan
        case .pay: .pay
        case .healthCode: .healthCode
        case .transit: .transit
        case .trips: .trips
        case .cards: .cards
        case .rewards: .rewards
        case .savings: .savings
        }
    }
}
