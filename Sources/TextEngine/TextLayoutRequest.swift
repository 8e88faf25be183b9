public import Foundation
public import DisplayList

/// A run of text in one style, as the layout engine hands it to the text engine.
public struct StyledRun: Sendable, Hashable {
    public var text: String
    public var font: FontSpec
    public var paint: Paint
    public var underline: Bool
    public var strikethrough: Bool
    /// BCP 47 language (`zh-Hans`, `ja`, `en`): sets the Pango language so CJK picks the right faces.
    public var language: String?
    /// Points the run is raised above the line's baseline (`baselineOffset`; negative lowers it).
    public var baselineOffset: Double
    /// The colors of the underline and strikethrough lines; nil draws them in `paint`.
    public var underlineColor: Paint?
    public var strikethroughColor: Paint?
    /// The dashes of the underline and strikethrough lines; nil draws them solid.
    public var underlinePattern: TextLinePattern?
    public var strikethroughPattern: TextLinePattern?

    public init(
        text: String, font: FontSpec, paint: Paint = .color(.black), underline: Bool = false,
        strikethrough: Bool = false, language: String? = nil, baselineOffset: Double = 0,
        underlineColor: Paint? = nil, strikethroughColor: Paint? = nil,
        underlinePattern: TextLinePattern? = nil, strikethroughPattern: TextLinePattern? = nil
    ) {
        self.text = text
        self.font = font
        self.paint = paint
        self.underline = underline
        self.strikethrough = strikethrough
        self.language = language
        self.baselineOffset = baselineOffset.isFinite ? baselineOffset : 0
        self.underlineColor = underlineColor
        self.strikethroughColor = strikethroughColor
        self.underlinePattern = underlinePattern
        self.strikethroughPattern = strikethroughPattern
    }
}

/// How lines are aligned inside the text's box (`multilineTextAlignment`).
public enum TextLineAlignment: String, Sendable, Hashable, Codable {
    case leading, center, trailing
}

/// Where an ellipsis replaces text that does not fit (`truncationMode`).
public enum TextTruncation: String, Sendable, Hashable, Codable {
    case head, middle, tail
}

/// Everything the text engine needs to measure and break one `Text`.
public struct TextLayoutRequest: Sendable, Hashable {
    public var runs: [StyledRun]
    /// The proposed width; `nil` lays out on one line per paragraph without wrapping.
    public var maxWidth: Double?
    /// The proposed height; lines that do not fit in it are truncated like `lineLimit`.
    public var maxHeight: Double?
    /// At most this many lines (`lineLimit`); `nil` is unlimited.
    public var lineLimit: Int?
    public var alignment: TextLineAlignment
    public var truncation: TextTruncation
    /// `minimumScaleFactor`: the font may shrink to this fraction before text is truncated.
    public var minimumScaleFactor: Double
    /// Extra space between lines in points (`lineSpacing`).
    public var lineSpacing: Double
    /// `allowsTightening`: letters may move closer together (by up to
    /// ``TextLayoutRequest/maximumTightening`` of the font size) before the text shrinks or is
    /// truncated.
    public var allowsTightening = false

    /// How much closer letters may move with `allowsTightening`, as a fraction of the font size.
    public static let maximumTightening = 0.05

    public init(
        runs: [StyledRun], maxWidth: Double? = nil, maxHeight: Double? = nil, lineLimit: Int? = nil,
        alignment: TextLineAlignment = .leading, truncation: TextTruncation = .tail,
        minimumScaleFactor: Double = 1, lineSpacing: Double = 0
    ) {
        self.runs = runs
        self.maxWidth = maxWidth
        self.maxHeight = maxHeight
        self.lineLimit = lineLimit
        self.alignment = alignment
        self.truncation = truncation
        self.minimumScaleFactor = minimumScaleFactor
        self.lineSpacing = lineSpacing
    }
}

/// The measured and broken text.
///
/// `lines` are positioned relative to the top-left of the text's own box; the layout engine
/// offsets them to where the text is placed. Runs keep the request's styles, with fonts scaled
/// by `scale` when `minimumScaleFactor` shrank the text.
public struct TextLayoutResult: Sendable, Hashable {
    /// Width of the widest line (never more than `maxWidth`), height of all lines.
    public var size: CGSize
    public var lines: [TextLine]
    /// The font scale applied, 1 unless the text had to shrink.
    public var scale: Double
    /// Whether an ellipsis replaced some of the text.
    public var isTruncated: Bool

    public init(size: CGSize, lines: [TextLine], scale: Double, isTruncated: Bool) {
        self.size = size
        self.lines = lines
        self.scale = scale
        self.isTruncated = isTruncated
    }

    /// Distance from the top of the box to the first line's baseline.
    public var firstBaseline: Double { lines.first.map { Double($0.origin.y) } ?? 0 }
    /// Distance from the top of the box to the last line's baseline.
    public var lastBaseline: Double { lines.last.map { Double($0.origin.y) } ?? 0 }
}
