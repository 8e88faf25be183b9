public import Foundation

/// The positioned, immutable result of laying out one widget entry.
///
/// Every renderer (PNG, SVG, HTML) consumes only this value, so all of them show the same
/// geometry and the same line breaks. Coordinates are points, origin top-left, y down.
///
/// ```swift
/// let list = DisplayList(size: CGSize(width: 170, height: 170), items: [
///     .shape(ShapeItem(frame: CGRect(x: 0, y: 0, width: 170, height: 170), outline: .rectangle,
///                      fill: .color(.white))),
/// ])
/// ```
public struct DisplayList: Sendable, Codable, Hashable {
    /// The size of the canvas in points.
    public var size: CGSize
    /// Items in painting order (first is painted first, at the back).
    public var items: [DisplayItem]
    /// Tappable regions from `Link`, front-most last.
    public var links: [LinkRegion]
    /// The URL opened when the widget is tapped outside any link (`widgetURL`).
    public var widgetURL: URL?
    /// What a screen reader reads, in reading order.
    public var accessibility: [AccessibilityNode]

    public init(
        size: CGSize, items: [DisplayItem] = [], links: [LinkRegion] = [], widgetURL: URL? = nil,
        accessibility: [AccessibilityNode] = []
    ) {
        self.size = size
        self.items = items
        self.links = links
        self.widgetURL = widgetURL
        self.accessibility = accessibility
    }
}

/// One thing to paint.
public indirect enum DisplayItem: Sendable, Codable, Hashable {
    case shape(ShapeItem)
    case text(TextItem)
    case image(ImageItem)
    case group(GroupItem)
}

/// A filled and/or stroked shape.
public struct ShapeItem: Sendable, Codable, Hashable {
    public var frame: CGRect
    public var outline: ShapeOutline
    public var fill: Paint?
    public var stroke: StrokeSpec?
    /// Set on the filled part of a `ProgressView(timerInterval:)` bar or ring: it keeps following
    /// the time in the browser. For a bar the frame is the bar's width at render time; for a ring
    /// the outline is the arc at render time and ``LiveProgress/path`` the whole arc.
    public var liveProgress: LiveProgress?

    public init(
        frame: CGRect, outline: ShapeOutline, fill: Paint? = nil, stroke: StrokeSpec? = nil, liveProgress: LiveProgress? = nil
    ) {
        self.frame = frame
        self.outline = outline
        self.fill = fill
        self.stroke = stroke
        self.liveProgress = liveProgress
    }
}

/// A bar or ring that fills or empties by itself over a time interval
/// (`ProgressView(timerInterval:)`).
///
/// At time `t` the fraction done is `(t − start) / (end − start)`, clamped to 0…1; the bar shows
/// that fraction (`1 − done` when it counts down) of `length`, at least `minimumLength` when the
/// fraction is above zero, and nothing at zero. A ring (`.progressViewStyle(.circular)`) sets
/// `path` to its whole arc; it strokes the first `width(at:)` points of it, `length` being the
/// arc's length.
///
/// ```swift
/// let live = LiveProgress(start: start, end: end, countsDown: true, length: 120, minimumLength: 4)
/// live.width(at: start.addingTimeInterval(60))   // the filled width a minute in
/// ```
public struct LiveProgress: Sendable, Codable, Hashable {
    /// The interval's start and end.
    public var start: Date
    public var end: Date
    /// Whether the bar empties (`true`, SwiftUI's default) or fills over the interval.
    public var countsDown: Bool
    /// The bar's full length in points (the track's width).
    public var length: Double
    /// The shortest filled length drawn while the fraction is above zero (a round end's width).
    public var minimumLength: Double
    /// For a ring: the whole arc (absolute points) whose first `width(at:)` points are stroked
    /// with the item's stroke; `nil` for a bar.
    public var path: [PathElement]?

    public init(
        start: Date, end: Date, countsDown: Bool, length: Double, minimumLength: Double, path: [PathElement]? = nil
    ) {
        self.start = start
        self.end = end
        self.countsDown = countsDown
        self.length = length
        self.minimumLength = minimumLength
        self.path = path
    }

    /// The fraction of the bar filled at `date`, 0…1.
    public func fraction(at date: Date) -> Double {
        let total = end.timeIntervalSince(start)
        let done = total > 0 ? min(max(date.timeIntervalSince(start) / total, 0), 1) : 1
        let value = countsDown ? 1 - done : done
        return value.isFinite ? value : 0
    }

    /// The filled length at `date`, as the renderers draw it.
    public func width(at date: Date) -> Double {
        let fraction = fraction(at: date)
        guard fraction > 0 else { return 0 }
        return max(length * fraction, minimumLength)
    }
}

/// Laid-out text: lines already broken by the text engine, each placed at its baseline.
public struct TextItem: Sendable, Codable, Hashable {
    /// The box the text was laid out in.
    public var frame: CGRect
    public var lines: [TextLine]
    /// Set when the text keeps changing by itself (`Text(date, style: .timer)` and friends).
    public var live: LiveText?

    public init(frame: CGRect, lines: [TextLine], live: LiveText? = nil) {
        self.frame = frame
        self.lines = lines
        self.live = live
    }

    /// The visible text, lines joined by newlines.
    public var string: String { lines.map { $0.string }.joined(separator: "\n") }
}

/// One line of text.
public struct TextLine: Sendable, Codable, Hashable {
    /// The left end of the baseline, absolute.
    public var origin: CGPoint
    /// The advance width of the line.
    public var width: Double
    /// Ascent and descent of the line box above and below the baseline.
    public var ascent: Double
    public var descent: Double
    /// Runs of uniform style, left to right in visual order.
    public var runs: [TextRun]

    public init(origin: CGPoint, width: Double, ascent: Double, descent: Double, runs: [TextRun]) {
        self.origin = origin
        self.width = width
        self.ascent = ascent
        self.descent = descent
        self.runs = runs
    }

    public var string: String { runs.map(\.text).joined() }
}

/// A run of text in one font and color, drawn with its baseline-left at `(x, line.origin.y)`.
public struct TextRun: Sendable, Codable, Hashable {
    public var text: String
    /// Absolute x of the run's start.
    public var x: Double
    /// Advance width measured by the text engine.
    public var width: Double
    public var font: FontSpec
    public var paint: Paint
    public var underline: Bool
    public var strikethrough: Bool
    /// BCP 47 language, e.g. `zh-Hans`, so CJK picks the right faces.
    public var language: String?
    /// Points the run is drawn above the line's baseline (`baselineOffset`); nil is 0.
    public var baselineOffset: Double?
    /// The colors of the underline and strikethrough lines; nil draws them in `paint`.
    public var underlineColor: Paint?
    public var strikethroughColor: Paint?
    /// The dashes of the underline and strikethrough lines; nil draws them solid.
    public var underlinePattern: TextLinePattern?
    public var strikethroughPattern: TextLinePattern?

    public init(
        text: String, x: Double, width: Double, font: FontSpec, paint: Paint,
        underline: Bool = false, strikethrough: Bool = false, language: String? = nil,
        baselineOffset: Double? = nil, underlineColor: Paint? = nil, strikethroughColor: Paint? = nil,
        underlinePattern: TextLinePattern? = nil, strikethroughPattern: TextLinePattern? = nil
    ) {
        self.text = text
        self.x = x
        self.width = width
        self.font = font
        self.paint = paint
        self.underline = underline
        self.strikethrough = strikethrough
        self.language = language
        self.baselineOffset = baselineOffset == 0 ? nil : baselineOffset
        self.underlineColor = underline ? underlineColor : nil
        self.strikethroughColor = strikethrough ? strikethroughColor : nil
        self.underlinePattern = underline && underlinePattern != .solid ? underlinePattern : nil
        self.strikethroughPattern = strikethrough && strikethroughPattern != .solid ? strikethroughPattern : nil
    }

    /// The y of this run's baseline on a line whose baseline is at `lineBaseline`.
    public func baseline(onLineAt lineBaseline: Double) -> Double { lineBaseline - (baselineOffset ?? 0) }
}

/// Text that a browser keeps updating without a new entry.
public struct LiveText: Sendable, Codable, Hashable {
    public enum Style: String, Sendable, Codable, Hashable {
        /// Counts up or down to the date, `H:MM:SS`.
        case timer
        /// `2 hr, 10 min` from or until the date.
        case relative
        /// `+2 hours` / `-3 minutes`.
        case offset
    }

    public var style: Style
    /// The date the text counts from or to.
    public var date: Date
    /// For `Text(timerInterval:)`: the interval's end and whether it counts down.
    public var intervalEnd: Date?
    public var countsDown: Bool
    /// The locale the text was formatted in.
    public var locale: String

    public init(style: Style, date: Date, intervalEnd: Date? = nil, countsDown: Bool = true, locale: String = "en") {
        self.style = style
        self.date = date
        self.intervalEnd = intervalEnd
        self.countsDown = countsDown
        self.locale = locale
    }
}

/// An image, already decoded and sized; drawn into `frame`.
///
/// With a `source` rectangle only that part of the image is drawn, stretched to `frame`: the
/// nine slices of `resizable(capInsets:resizingMode:)` and its tiles are one item each, and no
/// renderer samples pixels from outside the slice.
///
/// ```swift
/// // The top-left 10×10 pixels of a 30×30 image, drawn at their own size.
/// ImageItem(frame: CGRect(x: 0, y: 0, width: 10, height: 10), image: data,
///           source: CGRect(x: 0, y: 0, width: 10, height: 10))
/// ```
public struct ImageItem: Sendable, Codable, Hashable {
    public var frame: CGRect
    public var image: ImageData
    /// When set, the image is used as a mask and painted with this paint (template rendering).
    public var tint: Paint?
    /// Nearest-neighbour sampling instead of smooth (`interpolation(.none)`).
    public var pixelated: Bool
    /// The part of the image drawn, in image pixels (origin top-left); `nil` draws all of it.
    public var source: CGRect?

    public init(frame: CGRect, image: ImageData, tint: Paint? = nil, pixelated: Bool = false, source: CGRect? = nil) {
        self.frame = frame
        self.image = image
        self.tint = tint
        self.pixelated = pixelated
        self.source = source
    }

    /// The source rectangle in pixels, clamped to the image; the whole image when `source` is
    /// `nil`; `nil` when nothing of the image is left.
    public var sourcePixels: CGRect? {
        let whole = CGRect(x: 0, y: 0, width: image.pixelWidth, height: image.pixelHeight)
        guard let source else { return whole }
        guard source.minX.isFinite, source.minY.isFinite, source.width.isFinite, source.height.isFinite else { return nil }
        let clamped = source.standardized.intersection(whole)
        guard !clamped.isNull, clamped.width > 0, clamped.height > 0 else { return nil }
        return clamped
    }
}

/// Encoded image bytes (PNG or JPEG) with their pixel size and a content hash.
public struct ImageData: Sendable, Codable, Hashable {
    public enum Format: String, Sendable, Codable, Hashable { case png, jpeg }
    public var format: Format
    public var bytes: Data
    public var pixelWidth: Int
    public var pixelHeight: Int
    /// A stable identifier of the bytes (hex digest), for caching and URLs.
    public var id: String

    public init(format: Format, bytes: Data, pixelWidth: Int, pixelHeight: Int, id: String) {
        self.format = format
        self.bytes = bytes
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        self.id = id
    }

    public var mimeType: String { format == .png ? "image/png" : "image/jpeg" }
}

/// Children painted together, with a clip, filters, a mask, a shadow, an opacity and a blend mode
/// applied to the whole group, in that order.
public struct GroupItem: Sendable, Codable, Hashable {
    public var clip: Clip?
    public var opacity: Double
    public var shadow: Shadow?
    /// Applied to the children's coordinates (absolute points), before the clip.
    public var transform: AffineTransform2D?
    public var children: [DisplayItem]
    /// Filters applied in order to the clipped children (see ``GraphicsFilter``).
    public var filters: [GraphicsFilter]?
    /// Applied after the filters: the group shows through the mask's alpha.
    public var mask: GroupMask?
    /// How the finished group is composited with what is behind it.
    public var blendMode: BlendModeSpec?
    /// Set for `compositingGroup()`/`drawingGroup()`: the children are composited together
    /// first, so their blend modes mix only with each other.
    public var isolated: Bool?
    /// Set for `invalidatableContent()`: content that is stale while an App Intent of the widget
    /// runs. The home screen shows it as pending then; it draws as any group otherwise.
    public var invalidatable: Bool?

    public init(
        clip: Clip? = nil, opacity: Double = 1, shadow: Shadow? = nil, transform: AffineTransform2D? = nil,
        filters: [GraphicsFilter]? = nil, mask: GroupMask? = nil, blendMode: BlendModeSpec? = nil, isolated: Bool? = nil,
        invalidatable: Bool? = nil, children: [DisplayItem]
    ) {
        self.invalidatable = invalidatable
        self.clip = clip
        self.opacity = opacity
        self.shadow = shadow
        self.transform = transform
        self.filters = filters
        self.mask = mask
        self.blendMode = blendMode
        self.isolated = isolated
        self.children = children
    }
}

/// An affine transform `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty` in absolute points
/// (the matrix of CSS `matrix(a, b, c, d, tx, ty)` and SVG `matrix(a b c d tx ty)`).
public struct AffineTransform2D: Sendable, Codable, Hashable {
    public var a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double

    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }

    public static let identity = AffineTransform2D(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// A rotation by `degrees` (clockwise on screen) around a point.
    public static func rotation(degrees: Double, around center: CGPoint) -> AffineTransform2D {
        let r = degrees * .pi / 180
        let cosine = cos(r), sine = sin(r)
        let x = Double(center.x), y = Double(center.y)
        return AffineTransform2D(a: cosine, b: sine, c: -sine, d: cosine,
                                 tx: x - cosine * x + sine * y, ty: y - sine * x - cosine * y)
    }

    /// A scale around a point.
    public static func scale(x sx: Double, y sy: Double, around center: CGPoint) -> AffineTransform2D {
        AffineTransform2D(a: sx, b: 0, c: 0, d: sy, tx: Double(center.x) * (1 - sx), ty: Double(center.y) * (1 - sy))
    }

    /// Applies the transform to a point.
    public func apply(to point: CGPoint) -> CGPoint {
        let x = Double(point.x), y = Double(point.y)
        return CGPoint(x: a * x + c * y + tx, y: b * x + d * y + ty)
    }

    public var isIdentity: Bool { self == .identity }
}

/// A clip region: the outline of a shape in a frame.
public struct Clip: Sendable, Codable, Hashable {
    public var frame: CGRect
    public var outline: ShapeOutline
    /// The even-odd rule decides what is inside a path outline (`FillStyle(eoFill: true)`);
    /// `nil` is the non-zero winding rule.
    public var evenOdd: Bool?
    public init(frame: CGRect, outline: ShapeOutline, evenOdd: Bool? = nil) {
        self.frame = frame
        self.outline = outline
        self.evenOdd = evenOdd
    }
}

/// A drop shadow.
public struct Shadow: Sendable, Codable, Hashable {
    public var color: RGBAColor
    public var radius: Double
    public var x: Double
    public var y: Double
    public init(color: RGBAColor, radius: Double, x: Double, y: Double) {
        self.color = color
        self.radius = radius
        self.x = x
        self.y = y
    }
}

/// A tappable region made by `Link`.
public struct LinkRegion: Sendable, Codable, Hashable {
    public var frame: CGRect
    public var url: URL
    public init(frame: CGRect, url: URL) {
        self.frame = frame
        self.url = url
    }
}

/// A node of the accessibility tree.
public struct AccessibilityNode: Sendable, Codable, Hashable {
    public var frame: CGRect
    public var label: String
    public var value: String?
    public var hint: String?
    /// Trait names such as `isHeader`, `isButton`, `isLink`, `isImage`, `isStaticText`.
    public var traits: [String]
    public var url: URL?
    public var children: [AccessibilityNode]
    /// The id of a control that performs an App Intent (`Button(intent:)`,
    /// `Toggle(isOn:intent:)`): its index among the intent controls of the render, in resolve
    /// order. The host performs the control by this id. `nil` (and absent from the JSON) for
    /// everything else.
    public var control: Int?

    public init(
        frame: CGRect, label: String, value: String? = nil, hint: String? = nil, traits: [String] = [],
        url: URL? = nil, children: [AccessibilityNode] = [], control: Int? = nil
    ) {
        self.frame = frame
        self.label = label
        self.value = value
        self.hint = hint
        self.traits = traits
        self.url = url
        self.children = children
        self.control = control
    }
}

extension DisplayList {
    /// Every item, groups and their children alike, depth first in painting order (a group
    /// comes before its children).
    public var allItems: [DisplayItem] {
        var result: [DisplayItem] = []
        func walk(_ items: [DisplayItem]) {
            for item in items {
                result.append(item)
                if case .group(let group) = item { walk(group.children) }
            }
        }
        walk(items)
        return result
    }

    /// Every text item, depth first in painting order.
    public var textItems: [TextItem] {
        allItems.compactMap { if case .text(let text) = $0 { text } else { nil } }
    }
}

/// The dashes of an underline or strikethrough line (`Text.LineStyle.Pattern`).
public enum TextLinePattern: String, Sendable, Codable, Hashable {
    case solid, dot, dash, dashDot, dashDotDot

    /// Dash and gap lengths, in line thicknesses, repeated along the line.
    public var dashes: [Double] {
        switch self {
        case .solid: return []
        case .dot: return [1, 1.5]
        case .dash: return [4, 2]
        case .dashDot: return [4, 1.5, 1, 1.5]
        case .dashDotDot: return [4, 1.5, 1, 1.5, 1, 1.5]
        }
    }

    /// The drawn pieces (`x`, `width`) of a line from `x` over `width` points whose thickness
    /// is `thickness`: every renderer draws these as rectangles.
    public func segments(x: Double, width: Double, thickness: Double) -> [(x: Double, width: Double)] {
        let unit = max(thickness, 0.5)
        guard width > 0, width.isFinite, x.isFinite, !dashes.isEmpty else { return [(x, max(width, 0))] }
        var pieces: [(x: Double, width: Double)] = []
        var position = 0.0, index = 0
        // A widget line is at most a few hundred points: bounded by the dash count anyway.
        while position < width, pieces.count < 2_000 {
            let length = dashes[index % dashes.count] * unit
            if index % 2 == 0 { pieces.append((x + position, min(length, width - position))) }
            position += length
            index += 1
        }
        return pieces
    }
}
