/// The file a panel downloads.
public enum DisplayImageFormat: String, Sendable, Codable, CaseIterable {
    /// An uncompressed 1-bit BMP (``BMPEncoder``): the format every TRMNL firmware draws.
    case bmp
    /// A grayscale PNG (``GrayPNGEncoder``) at the model's bit depth.
    case png

    /// The file name extension.
    public var fileExtension: String { rawValue }

    /// The `Content-Type` the image is served with (the firmware tells PNG from BMP by it and
    /// by the first bytes).
    public var mimeType: String {
        switch self {
        case .bmp: "image/bmp"
        case .png: "image/png"
        }
    }
}
