package import Foundation
package import ConfigurationSchema
package import DisplayList
package import WidgetRendering
package import WidgetCore

/// The version of the protocol between a home screen and its extension processes. A host and an
/// extension that differ refuse each other in the first exchange (``ExtensionRequest/Body/hello(version:)``).
///
/// Version 2: a display list answer travels as a binary frame (``ExtensionBinaryFraming``).
package let extensionProtocolVersion = 2

/// A message from the host to an extension: a numbered request, answered once by an
/// ``ExtensionResponse`` with the same number.
package struct ExtensionRequest: Codable, Sendable {
    /// What the host asks.
    package enum Body: Codable, Sendable {
        /// The first request: the host's protocol version. Answered with ``ExtensionResponse/Body/hello(_:)``.
        case hello(version: Int)
        /// The placeholder entry (computed in the extension; answered with one entry).
        case placeholder(ExtensionTimelineQuery)
        /// A snapshot entry.
        case snapshot(ExtensionTimelineQuery)
        /// A timeline.
        case timeline(ExtensionTimelineQuery)
        /// The display list of a stored entry in an environment.
        case render(ExtensionRenderQuery)
        /// A tap on a control of an entry's render: lays it out again, finds the control and
        /// performs its intent.
        case perform(ExtensionPerformQuery)
        /// A configurable widget's options for one parameter.
        case options(kind: String, parameter: String, searchTerm: String?, configuration: [String: JSONValue])
        /// A configurable widget's dynamic defaults.
        case defaults(kind: String)
        /// A control's state from its value provider (``ExtensionResponse/controlState(_:)``).
        case controlState(kind: String)
        /// A control drawn in a size (answered with a display list).
        case controlRender(ExtensionControlRenderQuery)
        /// A tap on a control: its intent runs (``ExtensionResponse/controlPerformed(_:)``).
        case controlPerform(kind: String, isOn: Bool?)
        /// The app's widget push token was issued, or its placed push-enabled widgets changed:
        /// the widgets' push handlers are told (answered with ``ExtensionResponse/done``), and
        /// `WidgetCenter.shared.currentPushInfo` answers the token from then on.
        case pushToken(ExtensionPushAnnouncement)
        /// The host is done: the extension exits.
        case shutdown
    }

    /// The request's number; the answer carries it back.
    package var id: UInt64
    /// What is asked.
    package var body: Body

    package init(id: UInt64, body: Body) {
        self.id = id
        self.body = body
    }
}

/// A message from an extension to the host: the answer to a request, or an event the extension
/// raises by itself (its code called `WidgetCenter`).
package enum ExtensionMessage: Codable, Sendable {
    /// The answer to request `id`.
    case response(id: UInt64, ExtensionResponse)
    /// The extension's code asked for reloads (`WidgetCenter.shared.reloadTimelines(ofKind:)`,
    /// `reloadAllTimelines()`); `kind` is `nil` for all.
    case reload(kind: String?)
    /// The extension's code asked `ControlCenter` for reloads of its controls (`kind` is `nil`
    /// for all).
    case reloadControls(kind: String?)
    /// The extension is crashing with `signal` (a trap, an abort, a bad access): its last
    /// frame, written by its signal handler before the Swift runtime's backtrace, so the host
    /// restarts it without waiting for the backtrace to finish (``ExtensionCrashReporter``).
    /// Part of protocol version 2: a host of version 1 refuses the extension at its greeting.
    case crashed(signal: Int32)
}

extension ExtensionMessage: ExtensionBinaryFraming {
    /// The kind byte of a display list answer's binary payload.
    static let displayListFrameKind: UInt8 = 1

    /// A display list answer's frame: kind 1, the request number (a varint), the title (a
    /// varint length and UTF-8), then the list's ``DisplayList/binaryRepresentation()`` to the
    /// end of the frame. Every other message travels as JSON (`nil`).
    package func binaryFrame(after prefix: [UInt8]) throws -> [UInt8]? {
        guard case .response(let id, .displayList(let list, let title)) = self else { return nil }
        var writer = BinaryWriter(prefix: prefix, capacity: 16_384)
        writer.byte(Self.displayListFrameKind)
        writer.unsigned(id)
        writer.string(title)
        try list.writeBinaryRepresentation(to: &writer)
        return writer.bytes
    }

    /// Reads a display list answer's binary payload; throws ``BinaryCodingError`` for anything
    /// else.
    package init(binaryPayload: UnsafeRawBufferPointer) throws {
        var reader = BinaryReader(binaryPayload)
        let kind = try reader.byte()
        guard kind == Self.displayListFrameKind else {
            throw BinaryCodingError(offset: 0, reason: "\(kind) is not a kind of binary message")
        }
        let id = try reader.unsigned()
        let title = try reader.string()
        let list = try DisplayList(reading: &reader)
        try reader.expectEnd()
        self = .response(id: id, .displayList(list, title: title))
    }
}

/// An extension's answer.
package enum ExtensionResponse: Codable, Sendable {
    /// The extension's protocol version and its widgets.
    case hello(ExtensionDescription)
    /// Entries stored in the extension, with their dates (placeholder and snapshot: one).
    case entries([ExtensionEntry], policy: ExtensionReloadPolicy?)
    /// A laid-out entry and its title (the widget's display name in the render's locale).
    case displayList(DisplayList, title: String)
    /// A performed tap: the intent's type name, for a toggle the state it switched to, and the
    /// URL the tap opens (an `OpenURLIntent`), if any.
    case performed(intent: String, isOn: Bool?, opensURL: URL?)
    /// A parameter's options.
    case options([ConfigurationOption])
    /// Dynamic defaults.
    case defaults([String: JSONValue])
    /// A control's state.
    case controlState(ControlState)
    /// A control's performed intent.
    case controlPerformed(PerformedControlIntent)
    /// Done (to `shutdown`).
    case done
    /// The request failed: an HTTP-like status (400, 404, 409, 410 for an entry the extension
    /// no longer has, 422, 500, 502) and a message for the log and the page.
    case failure(status: Int, message: String)
}

/// What an extension holds: its protocol version, its name and its widgets.
package struct ExtensionDescription: Codable, Sendable {
    /// The extension's ``extensionProtocolVersion``.
    package var version: Int
    /// The bundle's display name (`CFBundleDisplayName`, else the program's name).
    package var displayName: String
    /// The extension's process id.
    package var processID: Int32
    /// The widgets, in gallery order.
    package var widgets: [ExtensionWidget]
    /// The controls (iOS 18 `ControlWidget`s), in body order; `nil` from an extension that
    /// sends none.
    package var controls: [ExtensionControl]?

    package init(version: Int, displayName: String, processID: Int32, widgets: [ExtensionWidget],
                 controls: [ExtensionControl]? = nil) {
        self.version = version
        self.displayName = displayName
        self.processID = processID
        self.widgets = widgets
        self.controls = controls
    }
}

/// One control of an extension, as Control Center lists it.
package struct ExtensionControl: Codable, Sendable, Hashable {
    /// The kind its configuration declares.
    package var kind: String
    /// `displayName(_:)`, if given.
    package var displayName: String?
    /// `description(_:)`, if given.
    package var description: String?

    package init(kind: String, displayName: String?, description: String?) {
        self.kind = kind
        self.displayName = displayName
        self.description = description
    }
}

/// A control to draw: its kind, size, environment, the state to draw a toggle in (if not its
/// own) and the title when it names none.
package struct ExtensionControlRenderQuery: Codable, Sendable {
    package var kind: String
    package var presentation: ControlPresentation
    package var environment: RenderEnvironment
    package var isOn: Bool?
    package var fallbackTitle: String

    package init(kind: String, presentation: ControlPresentation, environment: RenderEnvironment, isOn: Bool?,
                 fallbackTitle: String) {
        self.kind = kind
        self.presentation = presentation
        self.environment = environment
        self.isOn = isOn
        self.fallbackTitle = fallbackTitle
    }
}

/// One widget of an extension, as the gallery and the scheduler need it.
package struct ExtensionWidget: Codable, Sendable {
    package var kind: String
    package var displayName: String
    package var description: String
    /// Family case names (`systemSmall`…).
    package var families: [String]
    package var contentMarginsDisabled: Bool
    package var containerBackgroundRemovable: Bool
    /// For a configurable widget: the configuration type's name, its parameters and summary.
    package var configuration: ExtensionConfiguration?
    /// Recommendations (App Intent widgets): their descriptions and configurations as JSON text.
    package var recommendations: [ExtensionRecommendation]
    /// The display name and description in each other language the bundle has strings for
    /// (BCP 47 identifiers); `nil` from an extension that sends none.
    package var translations: [String: WidgetNames]?
    /// Whether the widget is configured for push (`pushHandler(_:)`); `nil` (not) from an
    /// extension that sends none.
    package var isPushEnabled: Bool?

    package init(
        kind: String, displayName: String, description: String, families: [String], contentMarginsDisabled: Bool,
        containerBackgroundRemovable: Bool, configuration: ExtensionConfiguration?, recommendations: [ExtensionRecommendation],
        translations: [String: WidgetNames]? = nil, isPushEnabled: Bool? = nil
    ) {
        self.kind = kind
        self.displayName = displayName
        self.description = description
        self.families = families
        self.contentMarginsDisabled = contentMarginsDisabled
        self.containerBackgroundRemovable = containerBackgroundRemovable
        self.configuration = configuration
        self.recommendations = recommendations
        self.translations = translations
        self.isPushEnabled = isPushEnabled
    }
}

/// The app's widget push token and its placed push-enabled widgets, which the extension hands
/// to the widgets' push handlers (``ExtensionRequest/Body/pushToken(_:)``).
package struct ExtensionPushAnnouncement: Codable, Sendable {
    /// The token, 64 hexadecimal digits.
    package var token: String
    /// The placed widgets configured for push, kinds as the extension declares them.
    package var widgets: [PlacedWidget]

    /// A placed widget as `WidgetInfo` describes it.
    package struct PlacedWidget: Codable, Sendable, Hashable {
        package var kind: String
        /// A family case name.
        package var family: String
        /// The host's instance id.
        package var id: String
        /// The configuration's values, for a configurable widget.
        package var configuration: [String: JSONValue]?

        package init(kind: String, family: String, id: String, configuration: [String: JSONValue]?) {
            self.kind = kind
            self.family = family
            self.id = id
            self.configuration = configuration
        }
    }

    package init(token: String, widgets: [PlacedWidget]) {
        self.token = token
        self.widgets = widgets
    }
}

/// A configurable widget's schema without its code: the host asks the extension for dynamic
/// options and defaults.
package struct ExtensionConfiguration: Codable, Sendable {
    package var typeName: String
    package var title: String?
    package var parameters: [ConfigurationParameter]
    package var summary: ConfigurationSummary?

    package init(typeName: String, title: String?, parameters: [ConfigurationParameter], summary: ConfigurationSummary?) {
        self.typeName = typeName
        self.title = title
        self.parameters = parameters
        self.summary = summary
    }
}

/// A recommended configuration of an App Intent widget.
package struct ExtensionRecommendation: Codable, Sendable {
    package var description: String
    /// The recommended intent's values.
    package var configuration: [String: JSONValue]

    package init(description: String, configuration: [String: JSONValue]) {
        self.description = description
        self.configuration = configuration
    }
}

/// What a provider call is about: the widget, the family, the configuration, and which
/// timeline it replaces in the extension's memory (`key`, the host's instance or gallery slot).
package struct ExtensionTimelineQuery: Codable, Sendable {
    package var key: String
    package var kind: String
    /// A family case name.
    package var family: String
    package var isPreview: Bool
    /// The configuration, as JSON text.
    package var configuration: String?

    package init(key: String, kind: String, family: String, isPreview: Bool = false, configuration: String? = nil) {
        self.key = key
        self.kind = kind
        self.family = family
        self.isPreview = isPreview
        self.configuration = configuration
    }
}

/// An entry kept in the extension: its number there, its date and relevance.
package struct ExtensionEntry: Codable, Sendable, Hashable {
    /// The entry's number in the extension that made it (unique per process).
    package var serial: UInt64
    package var date: Date
    package var relevanceScore: Float?
    package var relevanceDuration: TimeInterval?

    package init(serial: UInt64, date: Date, relevanceScore: Float? = nil, relevanceDuration: TimeInterval? = nil) {
        self.serial = serial
        self.date = date
        self.relevanceScore = relevanceScore
        self.relevanceDuration = relevanceDuration
    }
}

/// A timeline's reload policy on the wire.
package enum ExtensionReloadPolicy: Codable, Sendable, Hashable {
    case atEnd
    case after(Date)
    case never
}

/// Which entry to lay out: one the extension stored, or the placeholder of a widget.
package enum ExtensionEntryReference: Codable, Sendable, Hashable {
    case stored(serial: UInt64)
    case placeholder(kind: String, family: String, configuration: String?)
}

/// A render request: the entry, the environment, toggles drawn in another state.
package struct ExtensionRenderQuery: Codable, Sendable {
    package var kind: String
    package var entry: ExtensionEntryReference
    package var environment: RenderEnvironment
    package var toggleOverrides: [Int: Bool]

    package init(kind: String, entry: ExtensionEntryReference, environment: RenderEnvironment, toggleOverrides: [Int: Bool] = [:]) {
        self.kind = kind
        self.entry = entry
        self.environment = environment
        self.toggleOverrides = toggleOverrides
    }
}

/// A tap: the render it was made in, the control, a toggle's new state and the intent the page saw.
package struct ExtensionPerformQuery: Codable, Sendable {
    package var render: ExtensionRenderQuery
    package var control: Int
    package var isOn: Bool?
    package var expectedIntent: String?

    package init(render: ExtensionRenderQuery, control: Int, isOn: Bool?, expectedIntent: String?) {
        self.render = render
        self.control = control
        self.isOn = isOn
        self.expectedIntent = expectedIntent
    }
}
