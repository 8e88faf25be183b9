public import Foundation

// Modifiers widget code writes that have nothing to do in a still rendering. Each is accepted
// with Apple's signature; those a widget runs (e.g. `onChange(of:initial: true)`) run once while
// the view is resolved, the others are inert.

extension View {
    // MARK: Widget labels and presentation

    /// A label for an accessory widget's complication. The system shows it only on watchOS
    /// and ignores it on the iPhone Lock Screen, so it draws nothing here.
    public func widgetLabel<Label: View>(@ViewBuilder label: () -> Label) -> some View { self }

    /// A text label for an accessory widget's complication: ignored on the iPhone Lock Screen.
    public func widgetLabel(_ labelKey: LocalizedStringKey) -> some View { self }

    /// A text label for an accessory widget's complication: ignored on the iPhone Lock Screen.
    public func widgetLabel<S: StringProtocol>(_ label: S) -> some View { self }

    /// Sets the preferred color scheme of the presentation: a widget follows the system's.
    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View { self }

    /// Isolates the geometry of the view's subviews for animations: nothing to animate here.
    public func geometryGroup() -> some View { self }

    // MARK: Changes and tasks

    /// Runs `action` when `value` changes: never, in a widget rendering (iOS 14 form).
    @available(iOS, introduced: 14.0, deprecated: 17.0, message: "Use `onChange` with a two or zero parameter action closure instead.")
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void) -> some View {
        self
    }

    /// Runs `action` when `value` changes, and once with the initial value when `initial` is
    /// true (the only call a widget rendering makes: old and new value are both `value`).
    public func onChange<V: Equatable>(
        of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
    ) -> some View {
        OnAppearView(content: self, action: initial ? { action(value, value) } : nil)
    }

    /// Runs `action` when `value` changes, and once when `initial` is true.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View {
        OnAppearView(content: self, action: initial ? action : nil)
    }

    /// An asynchronous task tied to the view's lifetime: a widget view has none, so it never runs
    /// (load data in the timeline provider instead).
    public func task(priority: TaskPriority = .userInitiated, _ action: sending @escaping @isolated(any) () async -> Void) -> some View {
        self
    }

    /// A task restarted when `value` changes: never runs in a widget rendering.
    public func task<T: Equatable>(
        id value: T, priority: TaskPriority = .userInitiated, _ action: sending @escaping @isolated(any) () async -> Void
    ) -> some View {
        self
    }

    /// Pull to refresh: widgets do not scroll.
    public func refreshable(action: @escaping @Sendable () async -> Void) -> some View { self }

    // MARK: Feedback and effects

    /// Haptic or audio feedback when `trigger` changes: none in a rendering.
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> some View { self }

    /// Feedback when `trigger` changes and `condition` holds: none in a rendering.
    public func sensoryFeedback<T: Equatable>(
        _ feedback: SensoryFeedback, trigger: T, condition: @escaping (_ oldValue: T, _ newValue: T) -> Bool
    ) -> some View {
        self
    }

    /// Feedback chosen from the old and new value of `trigger`: none in a rendering.
    public func sensoryFeedback<T: Equatable>(
        trigger: T, _ feedback: @escaping (_ oldValue: T, _ newValue: T) -> SensoryFeedback?
    ) -> some View {
        self
    }

    /// An animation applied to changes: a rendering is still.
    @available(iOS, introduced: 13.0, deprecated: 15.0, message: "Use withAnimation or animation(_:value:) instead.")
    public func animation(_ animation: Animation?) -> some View { self }

    /// Changes the transaction of changes below: a rendering is still.
    public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View { self }

    // MARK: Interaction

    /// A tooltip / accessibility hint source: not drawn.
    public func help(_ textKey: LocalizedStringKey) -> some View { self }

    /// A tooltip: not drawn.
    public func help(_ text: Text) -> some View { self }

    /// A tooltip: not drawn.
    @_disfavoredOverload
    public func help<S: StringProtocol>(_ text: S) -> some View { self }

    /// Whether the view takes part in hit testing: a rendering has no hits (links stay links).
    public func allowsHitTesting(_ enabled: Bool) -> some View { self }

    /// The shape used for one kind of content shape (interaction, drag preview…): not drawn.
    public func contentShape<S: Shape>(_ kind: ContentShapeKinds, _ shape: S, eoFill: Bool = false) -> some View { self }

    /// A tap gesture: widgets take taps through `Link`, `widgetURL` and intent buttons only.
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View { self }

    /// A long-press gesture: not in a widget.
    public func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
                                   perform action: @escaping () -> Void,
                                   onPressingChanged: ((Bool) -> Void)? = nil) -> some View {
        self
    }

    /// Disables controls below: buttons and toggles draw dimmed, as iOS draws them.
    public func disabled(_ disabled: Bool) -> some View {
        ModifiedView(self, environment: { if disabled { $0.isEnabled = false } })
    }
}

/// Runs `body` (animations do not run in a rendering) and returns its result.
@discardableResult
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try body()
}

/// The context of a change: its animation (accepted; a rendering is still).
public struct Transaction: Sendable {
    /// The animation of the change.
    public var animation: Animation?
    /// Whether animations of views below are disabled.
    public var disablesAnimations = false
    /// Whether the change is continuous (a drag).
    public var isContinuous = false

    public init() {}
    public init(animation: Animation?) { self.animation = animation }
}

/// Runs `body` in a transaction and returns its result.
@discardableResult
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    try body()
}

/// Kinds of content shape (`contentShape(.interaction, Circle())`).
public struct ContentShapeKinds: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let interaction = ContentShapeKinds(rawValue: 1 << 0)
    public static let dragPreview = ContentShapeKinds(rawValue: 1 << 1)
    public static let contextMenuPreview = ContentShapeKinds(rawValue: 1 << 2)
    public static let hoverEffect = ContentShapeKinds(rawValue: 1 << 3)
    public static let accessibility = ContentShapeKinds(rawValue: 1 << 4)
}

/// Haptic and audio feedback (accepted; a rendering gives none).
public struct SensoryFeedback: Equatable, Sendable {
    package let name: String

    public static let success = SensoryFeedback(name: "success")
    public static let warning = SensoryFeedback(name: "warning")
    public static let error = SensoryFeedback(name: "error")
    public static let selection = SensoryFeedback(name: "selection")
    public static let increase = SensoryFeedback(name: "increase")
    public static let decrease = SensoryFeedback(name: "decrease")
    public static let start = SensoryFeedback(name: "start")
    public static let stop = SensoryFeedback(name: "stop")
    public static let alignment = SensoryFeedback(name: "alignment")
    public static let levelChange = SensoryFeedback(name: "levelChange")
    public static let pathComplete = SensoryFeedback(name: "pathComplete")
    public static let impact = SensoryFeedback(name: "impact")

    /// An impact of a weight and intensity.
    public static func impact(weight: Weight = .medium, intensity: Double = 1.0) -> SensoryFeedback {
        SensoryFeedback(name: "impact")
    }

    /// An impact of a flexibility and intensity.
    public static func impact(flexibility: Flexibility, intensity: Double = 1.0) -> SensoryFeedback {
        SensoryFeedback(name: "impact")
    }

    /// The weight of an impact.
    public struct Weight: Equatable, Sendable {
        let value: Int
        public static let light = Weight(value: 0)
        public static let medium = Weight(value: 1)
        public static let heavy = Weight(value: 2)
    }

    /// The flexibility of an impact.
    public struct Flexibility: Equatable, Sendable {
        let value: Int
        public static let rigid = Flexibility(value: 0)
        public static let solid = Flexibility(value: 1)
        public static let soft = Flexibility(value: 2)
    }
}
