/// San Francisco's size-dependent tracking, carried over to Inter so that text is as wide as on iOS.
///
/// SF Pro tightens or loosens its letter spacing with the point size (Apple's Human Interface
/// Guidelines publish the table: 0 at 12 pt, −26/1000 em at 17 pt, +14/1000 em at 28 pt). iOS
/// applies it to every system font; Inter, drawn in its place, has its own spacing. The tracking
/// given to Inter at a size is SF's tracking there plus the difference between the two faces'
/// natural widths (``faceCorrection(at:)``), so that a line of Inter ends where SF's would.
/// docs/TYPOGRAPHY.md has the table, the sources and the measurements.
package enum SystemFontTracking {
    /// SF Pro's tracking by point size, in 1/1000 em, from the Human Interface Guidelines'
    /// "Typography" › "Tracking values" › "iOS, iPadOS, visionOS tracking values" › SF Pro (one
    /// table for the variable font; checked row by row in session 14). The HIG's 84–96 pt rows
    /// are 0, as holding the 80 pt value gives.
    package static let table: [(size: Double, thousandths: Double)] = [
        (6, 41), (7, 34), (8, 26), (9, 19), (10, 12), (11, 6), (12, 0), (13, -6), (14, -11), (15, -16),
        (16, -20), (17, -26), (18, -25), (19, -24), (20, -23), (21, -18), (22, -12), (23, -4), (24, 3),
        (25, 6), (26, 8), (27, 11), (28, 14), (29, 14), (30, 14), (31, 13), (32, 13), (33, 12), (34, 12),
        (35, 11), (36, 10), (37, 10), (38, 10), (39, 10), (40, 10), (41, 9), (42, 9), (43, 9), (44, 8),
        (45, 8), (46, 8), (47, 8), (48, 8), (49, 7), (50, 7), (51, 7), (52, 6), (53, 6), (54, 6),
        (56, 6), (58, 5), (60, 4), (62, 4), (64, 4), (66, 3), (68, 2), (70, 2), (72, 2), (76, 1), (80, 0),
    ]

    /// SF Pro's tracking at `size` in em: the table's value, linearly interpolated between its
    /// sizes and held at its ends.
    package static func sfTracking(at size: Double) -> Double {
        guard size.isFinite else { return 0 }
        guard let first = table.first, let last = table.last else { return 0 }
        if size <= first.size { return first.thousandths / 1000 }
        if size >= last.size { return last.thousandths / 1000 }
        var lower = first
        for entry in table {
            if entry.size >= size {
                let fraction = (size - lower.size) / (entry.size - lower.size)
                return (lower.thousandths + (entry.thousandths - lower.thousandths) * fraction) / 1000
            }
            lower = entry
        }
        return last.thousandths / 1000
    }

    /// SF Pro Text's natural advance less Inter's, in em per character (fitted to the widths
    /// measured on iOS renders at 11, 12, 15, 16 and 17 pt; docs/TYPOGRAPHY.md).
    package static let textCutCorrection = -0.0011
    /// SF Pro Display's natural advance less Inter's, in em per character (fitted at 22 pt).
    package static let displayCutCorrection = -0.0098
    /// Where SF's optical size moves from its Text design to its Display design: 17 to 22 pt.
    package static let opticalSizeRange: ClosedRange<Double> = 17...22

    /// The difference between SF's natural width and Inter's at `size`, in em per character: the
    /// Text cut's up to 17 pt, the Display cut's from 22 pt, blended in between.
    package static func faceCorrection(at size: Double) -> Double {
        let range = opticalSizeRange
        let fraction = min(max((size - range.lowerBound) / (range.upperBound - range.lowerBound), 0), 1)
        return textCutCorrection + (displayCutCorrection - textCutCorrection) * fraction
    }

    /// The tracking, in points, that Inter gets at `size` to stand in for the system font.
    ///
    /// ```swift
    /// SystemFontTracking.interTracking(at: 17)  // −0.46 pt: SF's −0.43 pt and Inter's extra width
    /// ```
    package static func interTracking(at size: Double) -> Double {
        guard size.isFinite, size > 0 else { return 0 }
        return (sfTracking(at: size) + faceCorrection(at: size)) * size
    }
}
