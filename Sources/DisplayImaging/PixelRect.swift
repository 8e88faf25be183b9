/// A rectangle of whole pixels: columns `x ..< x + width`, rows `y ..< y + height`.
public struct PixelRect: Sendable, Hashable, Codable {
    /// The left column.
    public var x: Int
    /// The top row.
    public var y: Int
    /// Columns covered.
    public var width: Int
    /// Rows covered.
    public var height: Int

    /// A rectangle at column `x`, row `y`.
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The smallest pixel rectangle holding the rectangle of `x`, `y`, `width` and `height`
    /// in fractional pixels.
    public init(covering x: Double, _ y: Double, _ width: Double, _ height: Double) {
        let left = Int(x.rounded(.down)), top = Int(y.rounded(.down))
        let right = Int((x + width).rounded(.up)), bottom = Int((y + height).rounded(.up))
        self.init(x: left, y: top, width: max(0, right - left), height: max(0, bottom - top))
    }
}
