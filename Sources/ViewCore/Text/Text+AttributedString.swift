public import Foundation
import DisplayList
import TextEngine

/// Inline presentation of markdown text: emphasis, strong emphasis, code, strikethrough.
///
/// Apple's Foundation declares this type; Foundation on Linux does not, so it is declared here
/// with the same cases, and `AttributedString(markdown:)` and `Text(AttributedString)` use it.
public struct InlinePresentationIntent: OptionSet, Hashable, Sendable, Codable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let emphasized = InlinePresentationIntent(rawValue: 1 << 0)
    public static let stronglyEmphasized = InlinePresentationIntent(rawValue: 1 << 1)
    public static let code = InlinePresentationIntent(rawValue: 1 << 2)
    public static let strikethrough = InlinePresentationIntent(rawValue: 1 << 5)
    public static let softBreak = InlinePresentationIntent(rawValue: 1 << 6)
    public static let lineBreak = InlinePresentationIntent(rawValue: 1 << 7)
    public static let inlineHTML = InlinePresentationIntent(rawValue: 1 << 8)
    public static let blockHTML = InlinePresentationIntent(rawValue: 1 << 9)
}

extension AttributeScopes {
    /// The attributes `Text` reads from an `AttributedString`: `string.foregroundColor = .red`.
    public var swiftUI: SwiftUIAttributes.Type { SwiftUIAttributes.self }

    /// SwiftUI's attribute scope, as Apple declares it (plus `inlinePresentationIntent`, which
    /// Apple keeps in Foundation's scope and Linux's Foundation lacks).
    public struct SwiftUIAttributes: AttributeScope {
        public let font: FontAttribute
        public let foregroundColor: ForegroundColorAttribute
        public let backgroundColor: BackgroundColorAttribute
        public let strikethroughStyle: StrikethroughStyleAttribute
        public let underlineStyle: UnderlineStyleAttribute
        public let kern: KerningAttribute
        public let tracking: TrackingAttribute
        public let baselineOffset: BaselineOffsetAttribute
        public let inlinePresentationIntent: InlinePresentationIntentAttribute
        public let foundation: FoundationAttributes

        /// The font of a run.
        public enum FontAttribute: AttributedStringKey {
            public typealias Value = Font
            public static let name = "SwiftUI.Font"
        }
        /// The text color of a run.
        public enum ForegroundColorAttribute: AttributedStringKey {
            public typealias Value = Color
            public static let name = "SwiftUI.ForegroundColor"
        }
        /// The background color of a run (not drawn on Linux).
        public enum BackgroundColorAttribute: AttributedStringKey {
            public typealias Value = Color
            public static let name = "SwiftUI.BackgroundColor"
        }
        /// A strikethrough line.
        public enum StrikethroughStyleAttribute: AttributedStringKey {
            public typealias Value = Text.LineStyle
            public static let name = "SwiftUI.StrikethroughStyle"
        }
        /// An underline.
        public enum UnderlineStyleAttribute: AttributedStringKey {
            public typealias Value = Text.LineStyle
            public static let name = "SwiftUI.UnderlineStyle"
        }
        /// Extra space between letters, in points.
        public enum KerningAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = "SwiftUI.Kern"
        }
        /// Extra space between letters, in points (wins over kerning).
        public enum TrackingAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = "SwiftUI.Tracking"
        }
        /// Points the run is raised from the baseline.
        public enum BaselineOffsetAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = "SwiftUI.BaselineOffset"
        }
        /// Emphasis, strong emphasis, code and strikethrough from markdown.
        public enum InlinePresentationIntentAttribute: AttributedStringKey {
            public typealias Value = InlinePresentationIntent
            public static let name = "NSInlinePresentationIntent"
        }
    }
}

extension AttributeDynamicLookup {
    /// `string.font`, `string.foregroundColor`, `container.underlineStyle`…
    public subscript<T: AttributedStringKey>(
        dynamicMember keyPath: KeyPath<AttributeScopes.SwiftUIAttributes, T>
    ) -> T {
        self[T.self]
    }
}

extension AttributedString {
    /// Options for ``AttributedString/init(markdown:options:baseURL:)``, as Apple declares them.
    public struct MarkdownParsingOptions: Sendable, Hashable {
        /// Which markdown is read: on Linux only inline markdown is interpreted.
        public enum InterpretedSyntax: Sendable, Hashable {
            case full, inlineOnly, inlineOnlyPreservingWhitespace
        }
        /// What to do with markdown that cannot be parsed (inline markdown always parses).
        public enum FailurePolicy: Sendable, Hashable {
            case throwError, returnPartiallyParsedIfPossible
        }

        public var allowsExtendedAttributes: Bool
        public var interpretedSyntax: InterpretedSyntax
        public var failurePolicy: FailurePolicy
        public var languageCode: String?
        public var appliesSourcePositionAttributes: Bool

        public init(
            allowsExtendedAttributes: Bool = false, interpretedSyntax: InterpretedSyntax = .full,
            failurePolicy: FailurePolicy = .throwError, languageCode: String? = nil,
            appliesSourcePositionAttributes: Bool = false
        ) {
            self.allowsExtendedAttributes = allowsExtendedAttributes
            self.interpretedSyntax = interpretedSyntax
            self.failurePolicy = failurePolicy
            self.languageCode = languageCode
            self.appliesSourcePositionAttributes = appliesSourcePositionAttributes
        }
    }

    /// An attributed string from inline markdown: `**bold**` and `_italic_` set
    /// `inlinePresentationIntent`, `[text](url)` sets `link` (resolved against `baseURL`).
    ///
    /// Foundation on Linux has no markdown parser; this one reads the inline subset SwiftUI's
    /// `Text` shows (block syntax stays as written). It does not throw.
    public init(markdown: String, options: MarkdownParsingOptions = MarkdownParsingOptions(), baseURL: URL? = nil) throws {
        self.init()
        for span in InlineMarkdown.parse(markdown) {
            var piece = AttributedString(span.text)
            var intent = InlinePresentationIntent()
            if span.attributes.bold { intent.insert(.stronglyEmphasized) }
            if span.attributes.italic { intent.insert(.emphasized) }
            if span.attributes.code { intent.insert(.code) }
            if span.attributes.strikethrough { intent.insert(.strikethrough) }
            if !intent.isEmpty { piece[AttributeScopes.SwiftUIAttributes.InlinePresentationIntentAttribute.self] = intent }
            if let link = span.attributes.link, let url = URL(string: link, relativeTo: baseURL) {
                piece[AttributeScopes.FoundationAttributes.LinkAttribute.self] = url
            }
            append(piece)
        }
    }
}

extension Text {
    /// The runs of an attributed string, each in `style` with its own attributes on top.
    func appendAttributedRuns(
        _ attributed: AttributedString, style: RunStyle, to runs: inout [StyledRun], environment: EnvironmentValues
    ) {
        typealias SwiftUI = AttributeScopes.SwiftUIAttributes
        for run in attributed.runs {
            var runStyle = style
            if let font = run[SwiftUI.FontAttribute.self] { runStyle.font = font }
            if let color = run[SwiftUI.ForegroundColorAttribute.self] { runStyle.paint = color.resolvePaint(in: environment) }
            if let line = run[SwiftUI.UnderlineStyleAttribute.self] { runStyle.underline = line }
            if let line = run[SwiftUI.StrikethroughStyleAttribute.self] { runStyle.strikethrough = line }
            if let kern = run[SwiftUI.KerningAttribute.self] { runStyle.kerning = Double(kern) }
            if let tracking = run[SwiftUI.TrackingAttribute.self] { runStyle.tracking = Double(tracking) }
            if let offset = run[SwiftUI.BaselineOffsetAttribute.self] { runStyle.baselineOffset = Double(offset) }
            if let intent = run[SwiftUI.InlinePresentationIntentAttribute.self] {
                if intent.contains(.stronglyEmphasized) { runStyle.weight = .bold }
                if intent.contains(.emphasized) { runStyle.italic = true }
                if intent.contains(.code) { runStyle.monospaced = true }
                if intent.contains(.strikethrough) { runStyle.strikethrough = runStyle.strikethrough ?? .single }
            }
            if run[AttributeScopes.FoundationAttributes.LinkAttribute.self] != nil,
               run[SwiftUI.ForegroundColorAttribute.self] == nil {
                runStyle.paint = environment.tintPaint ?? Color.accentColor.resolvePaint(in: environment)
            }
            runStyle.emit(String(attributed.characters[run.range]), environment, into: &runs)
        }
    }
}
