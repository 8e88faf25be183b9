public import Foundation

/// `AttributedString` is `Codable` on Apple's platforms (widgets keep one in a timeline entry
/// or in app-group defaults); Linux's Foundation does not declare it, so it is declared here.
///
/// The text is written as Apple writes it, an array alternating each run's characters and its
/// attributes: `["Read ", {}, "more", {"NSLink": {"relative": "https://example.com"}}]`. The
/// attributes kept are the codable ones this package reads: `link` (`NSLink`) and
/// `inlinePresentationIntent` (`NSInlinePresentationIntent`, markdown's bold, italic, code and
/// strikethrough); fonts and colors are not codable on Apple's platforms either. Unknown
/// attribute names are skipped when decoding.
extension AttributedString: @retroactive Codable {
    private struct AttributeName: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }

        static let link = AttributeName(stringValue: AttributeScopes.FoundationAttributes.LinkAttribute.name)
        static let intent = AttributeName(
            stringValue: AttributeScopes.SwiftUIAttributes.InlinePresentationIntentAttribute.name)
    }

    /// Writes the runs and their codable attributes.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        for run in runs {
            try container.encode(String(characters[run.range]))
            var attributes = container.nestedContainer(keyedBy: AttributeName.self)
            if let link = run[AttributeScopes.FoundationAttributes.LinkAttribute.self] {
                try attributes.encode(link, forKey: .link)
            }
            if let intent = run[AttributeScopes.SwiftUIAttributes.InlinePresentationIntentAttribute.self] {
                try attributes.encode(intent.rawValue, forKey: .intent)
            }
        }
    }

    /// Reads what ``encode(to:)`` writes; a run without its attributes is a decoding error.
    public init(from decoder: any Decoder) throws {
        self.init()
        var container = try decoder.unkeyedContainer()
        while !container.isAtEnd {
            var piece = AttributedString(try container.decode(String.self))
            guard !container.isAtEnd else {
                throw DecodingError.dataCorruptedError(
                    in: container, debugDescription: "An attributed string's run has no attributes after its text.")
            }
            let attributes = try container.nestedContainer(keyedBy: AttributeName.self)
            if let link = try attributes.decodeIfPresent(URL.self, forKey: .link) {
                piece[AttributeScopes.FoundationAttributes.LinkAttribute.self] = link
            }
            if let intent = try attributes.decodeIfPresent(UInt.self, forKey: .intent) {
                piece[AttributeScopes.SwiftUIAttributes.InlinePresentationIntentAttribute.self] =
                    InlinePresentationIntent(rawValue: intent)
            }
            append(piece)
        }
    }
}
