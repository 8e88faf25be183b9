/// One kind of e-paper display: its pixels, grays, orientation and limits.
///
/// ```swift
/// let og = DisplayModelTable.builtIn["og"]!
/// og.width    // 800
/// og.bitDepth // 1
/// ```
public struct DisplayModel: Sendable, Hashable, Codable {
    /// The name devices report (TRMNL's `Model` header) and the table's key.
    public var name: String
    /// What the page shows.
    public var label: String
    /// Pixels across, as the panel is mounted (before ``rotation``).
    public var width: Int
    /// Pixels down, as the panel is mounted.
    public var height: Int
    /// Bits per pixel: 1, 2, 4 or 8.
    public var bitDepth: Int
    /// How the rendered picture is turned before it is encoded.
    public var rotation: DisplayRotation
    /// The file the device downloads.
    public var format: DisplayImageFormat
    /// The dithering used unless a device says otherwise.
    public var dither: DitherMethod
    /// The shortest sleep the device is told, in seconds (a panel's refresh costs seconds and
    /// battery; TRMNL's own servers do not go below 5 minutes for battery devices).
    public var minimumRefreshSeconds: Int
    /// The largest file the device accepts, in bytes (`nil`: no limit known).
    public var maximumImageBytes: Int?

    /// A model; see each property.
    public init(
        name: String, label: String, width: Int, height: Int, bitDepth: Int, rotation: DisplayRotation = .none,
        format: DisplayImageFormat = .png, dither: DitherMethod = .floydSteinberg, minimumRefreshSeconds: Int = 60,
        maximumImageBytes: Int? = nil
    ) {
        self.name = name
        self.label = label
        self.width = width
        self.height = height
        self.bitDepth = bitDepth
        self.rotation = rotation
        self.format = format
        self.dither = dither
        self.minimumRefreshSeconds = minimumRefreshSeconds
        self.maximumImageBytes = maximumImageBytes
    }

    /// The number of gray levels.
    public var levels: Int { 1 << bitDepth }

    /// The picture's size before rotation: what widgets are laid out in.
    public var canvasWidth: Int { rotation == .clockwise90 || rotation == .clockwise270 ? height : width }
    /// The picture's height before rotation.
    public var canvasHeight: Int { rotation == .clockwise90 || rotation == .clockwise270 ? width : height }

    /// Why this model cannot be used, or `nil`.
    public var problem: String? {
        if name.isEmpty || name.count > 64 { return "a model needs a name of 1 to 64 characters" }
        if !(1...10_000).contains(width) || !(1...10_000).contains(height) {
            return "model '\(name)': width and height must be 1…10000 pixels"
        }
        if ![1, 2, 4, 8].contains(bitDepth) { return "model '\(name)': bitDepth must be 1, 2, 4 or 8" }
        if format == .bmp && bitDepth != 1 { return "model '\(name)': BMP images are 1-bit only" }
        if minimumRefreshSeconds < 1 { return "model '\(name)': minimumRefreshSeconds must be at least 1" }
        return nil
    }
}
