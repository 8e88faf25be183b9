public import Foundation

/// The result of resolving one parameter of a SiriKit intent (the Intents framework's
/// `INIntentResolutionResult`), which an intent handler's `resolve<Parameter>(for:with:)`
/// passes to its completion.
///
/// Widgets configured by an intent definition compile their handlers' resolve methods; the home
/// screen's configuration form validates values itself and never asks a handler to resolve one,
/// so a result is kept (``resolution``, ``resolvedValues``) but not acted on.
open class INIntentResolutionResult: NSObject, @unchecked Sendable {
    /// How a parameter resolved.
    public enum Resolution: Sendable, Equatable {
        /// To a value (``INIntentResolutionResult/resolvedValues`` holds it).
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

    /// How the parameter resolved.
    public let resolution: Resolution
    /// The value (for success and confirmation) or the values to choose from (disambiguation).
    public let resolvedValues: [Any]

    /// A result; the class methods make them.
    public required init(resolution: Resolution, resolvedValues: [Any]) {
        self.resolution = resolution
        self.resolvedValues = resolvedValues
        super.init()
    }

    /// A value is needed to proceed.
    open class func needsValue() -> Self { Self(resolution: .needsValue, resolvedValues: []) }
    /// The parameter is not needed.
    open class func notRequired() -> Self { Self(resolution: .notRequired, resolvedValues: []) }
    /// The value given is not supported.
    open class func unsupported() -> Self { Self(resolution: .unsupported, resolvedValues: []) }

    static func values(_ value: Any?) -> [Any] { value.map { [$0] } ?? [] }
}

/// The result of resolving a text parameter.
open class INStringResolutionResult: INIntentResolutionResult, @unchecked Sendable {
    /// Resolved to `resolvedString`.
    open class func success(with resolvedString: String) -> Self { Self(resolution: .success, resolvedValues: [resolvedString]) }
    /// The person chooses one of `stringsToDisambiguate`.
    open class func disambiguation(with stringsToDisambiguate: [String]) -> Self {
        Self(resolution: .disambiguation, resolvedValues: stringsToDisambiguate)
    }
    /// The person confirms `stringToConfirm`.
    open class func confirmationRequired(with stringToConfirm: String?) -> Self {
        Self(resolution: .confirmationRequired, resolvedValues: values(stringToConfirm))
    }
}

/// The result of resolving a Boolean parameter.
open class INBooleanResolutionResult: INIntentResolutionResult, @unchecked Sendable {
    /// Resolved to `resolvedValue`.
    open class func success(with resolvedValue: Bool) -> Self { Self(resolution: .success, resolvedValues: [resolvedValue]) }
    /// The person confirms `valueToConfirm`.
    open class func confirmationRequired(with valueToConfirm: NSNumber?) -> Self {
        Self(resolution: .confirmationRequired, resolvedValues: values(valueToConfirm))
    }
}

/// The result of resolving a whole-number parameter.
open class INIntegerResolutionResult: INIntentResolutionResult, @unchecked Sendable {
    /// Resolved to `resolvedValue`.
    open class func success(with resolvedValue: Int) -> Self { Self(resolution: .success, resolvedValues: [resolvedValue]) }
    /// The person confirms `valueToConfirm`.
    open class func confirmationRequired(with valueToConfirm: NSNumber?) -> Self {
        Self(resolution: .confirmationRequired, resolvedValues: values(valueToConfirm))
    }
}

/// The result of resolving a decimal parameter.
open class INDoubleResolutionResult: INIntentResolutionResult, @unchecked Sendable {
    /// Resolved to `resolvedValue`.
    open class func success(with resolvedValue: Double) -> Self { Self(resolution: .success, resolvedValues: [resolvedValue]) }
    /// The person confirms `valueToConfirm`.
    open class func confirmationRequired(with valueToConfirm: NSNumber?) -> Self {
        Self(resolution: .confirmationRequired, resolvedValues: values(valueToConfirm))
    }
}

/// The result of resolving a date parameter.
open class INDateComponentsResolutionResult: INIntentResolutionResult, @unchecked Sendable {
    /// Resolved to `resolvedDateComponents`.
    open class func success(with resolvedDateComponents: DateComponents) -> Self {
        Self(resolution: .success, resolvedValues: [resolvedDateComponents])
    }
    /// The person chooses one of `dateComponentsToDisambiguate`.
    open class func disambiguation(with dateComponentsToDisambiguate: [DateComponents]) -> Self {
        Self(resolution: .disambiguation, resolvedValues: dateComponentsToDisambiguate)
    }
    /// The person confirms `dateComponentsToConfirm`.
    open class func confirmationRequired(with dateComponentsToConfirm: DateComponents?) -> Self {
        Self(resolution: .confirmationRequired, resolvedValues: values(dateComponentsToConfirm))
    }
}

/// The result of resolving a URL parameter.
open class INURLResolutionResult: INIntentResolutionResult, @unchecked Sendable {
    /// Resolved to `resolvedURL`.
    open class func success(with resolvedURL: URL) -> Self { Self(resolution: .success, resolvedValues: [resolvedURL]) }
    /// The person chooses one of `urlsToDisambiguate`.
    open class func disambiguation(with urlsToDisambiguate: [URL]) -> Self {
        Self(resolution: .disambiguation, resolvedValues: urlsToDisambiguate)
    }
    /// The person confirms `urlToConfirm`.
    open class func confirmationRequired(with urlToConfirm: URL?) -> Self {
        Self(resolution: .confirmationRequired, resolvedValues: values(urlToConfirm))
    }
}

/// The result of resolving a custom-type parameter (an `INObject`).
open class INObjectResolutionResult: INIntentResolutionResult, @unchecked Sendable {
    /// Resolved to `resolvedObject`.
    open class func success(with resolvedObject: INObject) -> Self { Self(resolution: .success, resolvedValues: [resolvedObject]) }
    /// The person chooses one of `objectsToDisambiguate`.
    open class func disambiguation(with objectsToDisambiguate: [INObject]) -> Self {
        Self(resolution: .disambiguation, resolvedValues: objectsToDisambiguate)
    }
    /// The person confirms `objectToConfirm`.
    open class func confirmationRequired(with objectToConfirm: INObject?) -> Self {
        Self(resolution: .confirmationRequired, resolvedValues: values(objectToConfirm))
    }
}
