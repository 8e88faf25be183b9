/// An action a person can configure or run: App Intents' `AppIntent`.
///
/// Widgets use its refinement `WidgetConfigurationIntent`.
public protocol AppIntent: Sendable {
    /// The result of `perform()`.
    associatedtype PerformResult: IntentResult
    /// The type of the intent's parameter summary.
    associatedtype SummaryContent: ParameterSummary = IntentParameterSummary<Self>

    /// The intent's title.
    static var title: LocalizedStringResource { get }
    /// What the intent does.
    static var description: IntentDescription { get }

    /// Creates an intent with its parameters' defaults.
    init()

    /// The intent's parameters as a sentence, which also orders the widget's Edit form and
    /// shows or hides its parameters (`Summary`, `When`, `Switch`).
    @ParameterSummaryBuilder<Self> static var parameterSummary: Self.SummaryContent { get }

    /// Performs the intent.
    func perform() async throws -> PerformResult
}

extension AppIntent where SummaryContent == IntentParameterSummary<Self> {
    /// No summary unless the intent gives one: the form lists the parameters as declared.
    public static var parameterSummary: IntentParameterSummary<Self> { IntentParameterSummary() }
}

extension AppIntent {
    /// No description unless the intent gives one.
    public static var description: IntentDescription { IntentDescription("") }

    /// The property wrapper for an intent's parameters: `@Parameter(title: "Country")`.
    public typealias Parameter<Value: _IntentValue> = IntentParameter<Value>
}

/// The configuration of a widget, edited by a person: WidgetKit's `WidgetConfigurationIntent`.
///
/// ```swift
/// struct SelectCountryIntent: WidgetConfigurationIntent {
///     static var title: LocalizedStringResource { "Country" }
///     @Parameter(title: "Country", default: .unitedKingdom) var country: Country
///     @Parameter(title: "Show images", default: true) var showsImages: Bool
/// }
/// ```
public protocol WidgetConfigurationIntent: AppIntent {}

extension WidgetConfigurationIntent {
    /// A widget configuration does nothing when performed.
    public func perform() async throws -> IntentResultContainer<Never, Never, Never, Never> { .result() }
}

/// The result of performing an intent: App Intents' `IntentResult`.
public protocol IntentResult: Sendable {}

