/// How a snapshot is stored and compared: as a PNG compared pixel by pixel, or as the display
/// list's JSON compared as text.
///
/// ```swift
/// try assertWidgetSnapshot(of: view)                                   // PNG, default tolerance
/// try assertWidgetSnapshot(of: view, as: .image(tolerance: .init(maximumChannelDelta: 8)))
/// try assertWidgetSnapshot(of: view, as: .displayList)                 // JSON, reviewable in git
/// ```
public struct WidgetSnapshotFormat: Sendable, Hashable {
    enum Kind: Sendable, Hashable {
        case image(ImageTolerance)
        case displayList(fractionDigits: Int)
    }

    let kind: Kind

    /// A PNG compared with the default ``ImageTolerance``.
    public static var png: WidgetSnapshotFormat { .image() }

    /// A PNG compared pixel by pixel within `tolerance`.
    public static func image(tolerance: ImageTolerance = .default) -> WidgetSnapshotFormat {
        WidgetSnapshotFormat(kind: .image(tolerance))
    }

    /// The display list as JSON with sorted keys and numbers rounded to 2 decimals, compared as
    /// text. It shows geometry, line breaks, colors, links and the accessibility tree, and its
    /// diffs read well in code review; it does not catch renderer changes.
    public static var displayList: WidgetSnapshotFormat { .displayList(fractionDigits: 2) }

    /// The display list as JSON with numbers rounded to `fractionDigits` decimals.
    public static func displayList(fractionDigits: Int) -> WidgetSnapshotFormat {
        WidgetSnapshotFormat(kind: .displayList(fractionDigits: max(0, min(fractionDigits, 6))))
    }

    /// The reference file's extension.
    var pathExtension: String {
        switch kind {
        case .image: "png"
        case .displayList: "json"
        }
    }
}

/// How far a rendering may stray from its reference image and still match.
///
/// A pixel differs when any of its channels (red, green, blue or alpha, 0–255) is more than
/// ``maximumChannelDelta`` away from the reference; the images match when at most
/// ``maximumDifferingFraction`` of the pixels differ. The default tolerates the antialiasing
/// noise of another Cairo or FreeType version and nothing a person would notice.
public struct ImageTolerance: Sendable, Hashable {
    /// The largest difference of one channel that is not counted, 0–255.
    public var maximumChannelDelta: Int
    /// The largest fraction of differing pixels that still matches, 0–1.
    public var maximumDifferingFraction: Double

    /// A tolerance; `ImageTolerance(maximumChannelDelta: 0, maximumDifferingFraction: 0)` is exact.
    public init(maximumChannelDelta: Int = 2, maximumDifferingFraction: Double = 0.001) {
        self.maximumChannelDelta = max(0, min(maximumChannelDelta, 255))
        self.maximumDifferingFraction = maximumDifferingFraction.isFinite ? max(0, min(maximumDifferingFraction, 1)) : 0
    }

    /// Channel differences up to 2 in at most 0.1% of the pixels.
    public static let `default` = ImageTolerance()

    /// Every pixel identical.
    public static let exact = ImageTolerance(maximumChannelDelta: 0, maximumDifferingFraction: 0)
}
