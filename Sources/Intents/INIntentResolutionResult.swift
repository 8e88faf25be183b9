public import Foundation

/// The result of resolving one parameter of a SiriKit intent (the Intents framework's
/// `INIntentResolutionResult`), which an intent handler's `resolve<Parameter>(for:with:)`
/// passes to its completion.
///
/// As on iOS the class is abstract: results are made by the class methods of the subclass for
/// the parameter's type (`INStringResolutionResult.success(with: name)`, `.needsValue()`), never
/// with an initializer. Widgets configured by an intent definition compile their handlers'
/// resolve methods; the home screen's configuration form validates values itself and never asks a
/// handler to resolve one, so a result records what it says (``_resolution``,
/// ``_resolvedValues``) and nothing acts on it.
open class INIntentResolutionResult: NSObject {
    /// How a parameter resolved: not Apple's (the Intents framework keeps it private); this
    /// package's record of which class method made the result.
    public enum _Resolution: Sendable, Equatable {
        /// To a value (``INIntentResolutionResult/_resolvedValues`` holds it).
        case success
        /// To one of several values the person must choose from.
        case disambiguation
        /// To a value the person must confirm.
        case confirmationRequired
        /// Not: a value is needed.
        case needsValue
        /// Not needed.
        case notRequired
        /// Not: the value is not supported.
        case unsupported
    }

    /// How the parameter resolved (not Apple's API: see ``_Resolution``).
    public let _resolution: _Resolution
    /// The value (success, confirmation) or the values to choose from (disambiguation); not
    /// Apple's API.
    public let _resolvedValues: [Any]

    /// Makes a result; the class methods call it (Apple's `init()` is unavailable, and so is
    /// every initializer a widget could call here but this one).
    public required init(_resolution resolution: _Resolution, resolvedValues: [Any]) {
        self._resolution = resolution
        self._resolvedValues = resolvedValues
        super.init()
    }

    static func values(_ value: Any?) -> [Any] { value.map { [$0] } ?? [] }

    /// Creates an object whose resolution indicates that a required parameter value is missing.
    open class func needsValue() -> Self { Self(_resolution: .needsValue, resolvedValues: []) }

    /// Creates an object whose resolution indicates that you don't need the value of the parameter.
    open class func notRequired() -> Self { Self(_resolution: .notRequired, resolvedValues: []) }

    /// Creates an object whose resolution indicates that your app doesn't support the specified value.
    open class func unsupported() -> Self { Self(_resolution: .unsupported, resolvedValues: []) }
}

/// A resolution result for a string value associated with an intent.
open class INStringResolutionResult: INIntentResolutionResult {
    /// Creates an object whose resolution involves the successful matching of the specified parameter.
    open class func success(with resolvedString: String) -> Self {
        Self(_resolution: .success, resolvedValues: [resolvedString])
    }

    /// Creates an object whose resolution requires the user to choose one of `stringsToDisambiguate`.
    open class func disambiguation(with stringsToDisambiguate: [String]) -> Self {
        Self(_resolution: .disambiguation, resolvedValues: stringsToDisambiguate)
    }

    /// Creates an object whose resolution requires that the user must confirm the value before proceeding.
    open class func confirmationRequired(with stringToConfirm: String?) -> Self {
        Self(_resolution: .confirmationRequired, resolvedValues: values(stringToConfirm))
    }
}

/// A resolution result for a Boolean value associated with an intent.
open class INBooleanResolutionResult: INIntentResolutionResult {
    /// Creates an object whose resolution involves the successful matching of the specified value.
    open class func success(with resolvedValue: Bool) -> Self {
        Self(_resolution: .success, resolvedValues: [resolvedValue])
    }

    /// Creates an object whose resolution requires that the user must confirm the value before proceeding.
    public static func confirmationRequired(with valueToConfirm: Bool?) -> Self {
        Self(_resolution: .confirmationRequired, resolvedValues: values(valueToConfirm))
    }
}

/// A resolution result for an integer value associated with an intent.
open class INIntegerResolutionResult: INIntentResolutionResult {
    /// Creates an object whose resolution involves the successful matching of the specified value.
    open class func success(with resolvedValue: Int) -> Self {
        Self(_resolution: .success, resolvedValues: [resolvedValue])
    }

    /// Creates an object whose resolution requires that the user must confirm the value before proceeding.
    public static func confirmationRequired(with valueToConfirm: Int?) -> Self {
        Self(_resolution: .confirmationRequired, resolvedValues: values(valueToConfirm))
    }
}

/// A resolution result for a decimal value associated with an intent.
open class INDoubleResolutionResult: INIntentResolutionResult {
    /// Creates an object whose resolution involves the successful matching of the specified value.
    open class func success(with resolvedValue: Double) -> Self {
        Self(_resolution: .success, resolvedValues: [resolvedValue])
    }

    /// Creates an object whose resolution requires that the user must confirm the value before proceeding.
    public static func confirmationRequired(with valueToConfirm: Double?) -> Self {
        Self(_resolution: .confirmationRequired, resolvedValues: values(valueToConfirm))
    }
}

/// A resolution result for date components associated with an intent.
open class INDateComponentsResolutionResult: INIntentResolutionResult {
    /// Creates an object whose resolution involves the successful matching of the specified date components.
    open class func success(with resolvedDateComponents: DateComponents) -> Self {
        Self(_resolution: .success, resolvedValues: [resolvedDateComponents])
    }

    /// Creates an object whose resolution requires the user to choose one of `dateComponentsToDisambiguate`.
    open class func disambiguation(with dateComponentsToDisambiguate: [DateComponents]) -> Self {
        Self(_resolution: .disambiguation, resolvedValues: dateComponentsToDisambiguate)
    }

    /// Creates an object whose resolution requires that the user must confirm the value before proceeding.
    open class func confirmationRequired(with dateComponentsToConfirm: DateComponents?) -> Self {
        Self(_resolution: .confirmationRequired, resolvedValues: values(dateComponentsToConfirm))
    }
}

/// A resolution result for a URL associated with an intent.
open class INURLResolutionResult: INIntentResolutionResult {
    /// Creates an object whose resolution involves the successful matching of the specified parameter.
    open class func success(with resolvedURL: URL) -> Self {
        Self(_resolution: .success, resolvedValues: [resolvedURL])
    }

    /// Creates an object whose resolution requires the user to choose one of `urlsToDisambiguate`.
    open class func disambiguation(with urlsToDisambiguate: [URL]) -> Self {
        Self(_resolution: .disambiguation, resolvedValues: urlsToDisambiguate)
    }

    /// Creates an object whose resolution requires that the user must confirm the value before proceeding.
    open class func confirmationRequired(with urlToConfirm: URL?) -> Self {
        Self(_resolution: .confirmationRequired, resolvedValues: values(urlToConfirm))
    }
}

/// A resolution result for an object (a custom type of an intent definition) associated with an intent.
open class INObjectResolutionResult: INIntentResolutionResult {
    /// Creates an object whose resolution involves the successful matching of the specified parameter.
    open class func success(with resolvedObject: INObject) -> Self {
        Self(_resolution: .success, resolvedValues: [resolvedObject])
    }

    /// Creates an object whose resolution requires the user to choose one of `objectsToDisambiguate`.
    open class func disambiguation(with objectsToDisambiguate: [INObject]) -> Self {
        Self(_resolution: .disambiguation, resolvedValues: objectsToDisambiguate)
    }

    /// Creates an object whose resolution requires that the user must confirm the value before proceeding.
    open class func confirmationRequired(with objectToConfirm: INObject?) -> Self {
        Self(_resolution: .confirmationRequired, resolvedValues: values(objectToConfirm))
    }
}

/// A resolution result for an enum value (the base class of the `<Enum>ResolutionResult` the
/// IntentDefinitionPlugin generates for an intent definition's enums, as Xcode does).
open class INEnumResolutionResult: INIntentResolutionResult {
    /// Creates an object whose resolution involves the successful matching of the value with this raw value.
    open class func success(with resolvedValue: Int) -> Self {
        Self(_resolution: .success, resolvedValues: [resolvedValue])
    }

    /// Creates an object whose resolution requires that the user must confirm the value before proceeding.
    open class func confirmationRequired(with valueToConfirm: Int) -> Self {
        Self(_resolution: .confirmationRequired, resolvedValues: [valueToConfirm])
    }
}
