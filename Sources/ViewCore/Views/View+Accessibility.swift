import Foundation
package import LayoutEngine

/// Traits that describe an accessibility element.
public struct AccessibilityTraits: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let isButton = AccessibilityTraits(rawValue: 1 << 0)
    public static let isHeader = AccessibilityTraits(rawValue: 1 << 1)
    public static let isSelected = AccessibilityTraits(rawValue: 1 << 2)
    public static let isLink = AccessibilityTraits(rawValue: 1 << 3)
    public static let isImage = AccessibilityTraits(rawValue: 1 << 4)
    public static let isStaticText = AccessibilityTraits(rawValue: 1 << 5)
    public static let isSummaryElement = AccessibilityTraits(rawValue: 1 << 6)
    public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 7)

    package var names: [String] {
        let all: [(AccessibilityTraits, String)] = [
            (.isButton, "isButton"), (.isHeader, "isHeader"), (.isSelected, "isSelected"), (.isLink, "isLink"),
            (.isImage, "isImage"), (.isStaticText, "isStaticText"), (.isSummaryElement, "isSummaryElement"),
            (.updatesFrequently, "updatesFrequently"),
        ]
        return all.filter { contains($0.0) }.map(\.1)
    }
}

/// How an accessibility element treats its children.
public struct AccessibilityChildBehavior: Sendable, Hashable {
    package let behavior: AccessibilityElement.ChildBehavior
    /// One element; children are not read.
    public static let ignore = AccessibilityChildBehavior(behavior: .ignore)
    /// One element reading the children's labels together.
    public static let combine = AccessibilityChildBehavior(behavior: .combine)
    /// A container of the children's elements.
    public static let contain = AccessibilityChildBehavior(behavior: .contain)
}

extension View {
    /// An accessibility element over this view with the properties `change` sets (it is given
    /// the environment the view is shown in).
    private func accessibility(
        _ change: @escaping (inout AccessibilityElement.Properties, EnvironmentValues) -> Void
    ) -> some View {
        ModifiedView(self) { element, context in
            var properties = AccessibilityElement.Properties()
            change(&properties, context.environment)
            return AccessibilityElement(child: element, properties: properties)
        }
    }

    private func accessibility(_ change: @escaping (inout AccessibilityElement.Properties) -> Void) -> some View {
        accessibility { properties, _ in change(&properties) }
    }

    /// An accessibility property set from `text` as a reader hears it where the view is shown:
    /// keys looked up with the environment's localizer (the bundle's `.strings` / `.xcstrings`
    /// for the environment's locale), dates formatted in its locale and time zone, as `Text`
    /// itself does.
    private func accessibility(
        _ text: Text, _ property: WritableKeyPath<AccessibilityElement.Properties, String?>
    ) -> some View {
        accessibility { properties, environment in
            properties[keyPath: property] = text.string(
                localizer: environment.localizer, locale: environment.locale, now: environment.renderDate,
                timeZone: environment.timeZone)
        }
    }

    /// What a screen reader says for this view.
    public func accessibilityLabel(_ label: Text) -> some View {
        accessibility(label, \.label)
    }

    public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> some View {
        accessibilityLabel(Text(labelKey))
    }

    @_disfavoredOverload
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View {
        let string = String(label)
        return accessibility { $0.label = string }
    }

    public func accessibilityValue(_ value: Text) -> some View {
        accessibility(value, \.value)
    }

    public func accessibilityValue(_ valueKey: LocalizedStringKey) -> some View {
        accessibilityValue(Text(valueKey))
    }

    @_disfavoredOverload
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> some View {
        let string = String(value)
        return accessibility { $0.value = string }
    }

    public func accessibilityHint(_ hint: Text) -> some View {
        accessibility(hint, \.hint)
    }

    public func accessibilityHint(_ hintKey: LocalizedStringKey) -> some View {
        accessibilityHint(Text(hintKey))
    }

    @_disfavoredOverload
    public func accessibilityHint<S: StringProtocol>(_ hint: S) -> some View {
        let string = String(hint)
        return accessibility { $0.hint = string }
    }

    /// Hides the view from screen readers.
    public func accessibilityHidden(_ hidden: Bool) -> some View {
        accessibility { $0.hidden = hidden }
    }

    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View {
        accessibility { $0.addedTraits = traits.names }
    }

    public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View { self }

    /// Makes the view one accessibility element (or a container) for its children.
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View {
        accessibility { $0.children = children.behavior }
    }

    /// Orders elements for screen readers (reading order follows layout order here).
    public func accessibilitySortPriority(_ sortPriority: Double) -> some View { self }

    public func accessibilityIdentifier(_ identifier: String) -> some View { self }
}
