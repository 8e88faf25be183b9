package import DisplayList
package import Foundation
package import WidgetResources
import CPangoCairo
import CPoppler
import CRsvg

/// A PDF or SVG image, as an asset catalog holds vector logos and icons: its size in points
/// and a bitmap of it at any scale.
///
/// PDFs are read by Poppler (the first page; its media box is the size, 1 PDF unit a point) and
/// SVGs by librsvg (the `width`/`height` of the root element, or its `viewBox` when it has none;
/// 1 CSS pixel a point, 72 dots per inch for physical units). Both draw into Cairo, so a vector
/// image is drawn as sharply as the rest of a render at whatever scale it is asked for. Nothing
/// outside the data is read: an SVG's references to other files or to the network are not
/// followed (there is no base URL), and a PDF is never given a password.
package struct VectorImage: Sendable {
    /// The formats read.
    package enum Format: String, Sendable {
        case pdf, svg

        /// The format of a file with this extension (case ignored), if it is one.
        package init?(pathExtension: String) {
            self.init(rawValue: pathExtension.lowercased())
        }
    }

    /// The largest bitmap side drawn, in pixels: bounds the memory a hostile or huge size asks.
    package static let maximumPixelSide = 4096

    package let format: Format
    package let data: Data
    /// The image's size in points.
    package let size: CGSize

    /// Reads `data` as `format`, or says why it cannot.
    package init(data: Data, format: Format) throws(ImageDecodingError) {
        guard data.count <= ImageDecoding.maximumByteCount else { throw .tooLarge(byteCount: data.count) }
        guard !data.isEmpty else { throw .truncated }
        self.format = format
        self.data = data
        let size = try Self.withDocument(data, format) { document throws(ImageDecodingError) in try document.size }
        guard size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite else { throw .zeroSize }
        self.size = size
    }

    /// A PNG of the image at `scale` pixels per point (its sides rounded up to whole pixels, and
    /// the scale lowered when a side would pass ``maximumPixelSide``), with the scale it was
    /// drawn at.
    package func bitmap(scale: Double) throws(ImageDecodingError) -> (image: ImageData, scale: Double) {
        guard scale.isFinite, scale > 0 else { throw .unsupported("scale \(scale)") }
        let largest = Double(max(size.width, size.height))
        let effective = min(scale, Double(Self.maximumPixelSide) / largest)
        let width = max(1, Int((Double(size.width) * effective).rounded(.up)))
        let height = max(1, Int((Double(size.height) * effective).rounded(.up)))
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)),
              cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS
        else { throw .tooManyPixels(width: width, height: height) }
        defer { cairo_surface_destroy(surface) }
        guard let context = cairo_create(surface) else { throw .unsupported("no drawing context") }
        defer { cairo_destroy(context) }
        try Self.withDocument(data, format) { document throws(ImageDecodingError) in
            try document.draw(into: context, scale: effective)
        }
        cairo_surface_flush(surface)
        let png = try Self.png(of: surface)
        let image = ImageData(format: .png, bytes: png, pixelWidth: width, pixelHeight: height, id: ImageDecoding.digest(png))
        return (image, effective)
    }

    // MARK: - Documents

    /// An opened document of either format, freed after `body`.
    private enum Document {
        case pdf(OpaquePointer)
        case svg(UnsafeMutablePointer<RsvgHandle>)

        var size: CGSize {
            get throws(ImageDecodingError) {
                switch self {
                case .pdf(let page):
                    var width = 0.0, height = 0.0
                    poppler_page_get_size(page, &width, &height)
                    return CGSize(width: width, height: height)
                case .svg(let handle):
                    var width = 0.0, height = 0.0
                    if rsvg_handle_get_intrinsic_size_in_pixels(handle, &width, &height) != 0 {
                        return CGSize(width: width, height: height)
                    }
                    // Percentages or no size at all: the view box's size, as Xcode reads it.
                    var hasViewBox: gboolean = 0
                    var viewBox = RsvgRectangle()
                    rsvg_handle_get_intrinsic_dimensions(handle, nil, nil, nil, nil, &hasViewBox, &viewBox)
                    guard hasViewBox != 0 else { throw .corrupt("the SVG has neither a size nor a viewBox") }
                    return CGSize(width: viewBox.width, height: viewBox.height)
                }
            }
        }

        func draw(into context: OpaquePointer, scale: Double) throws(ImageDecodingError) {
            cairo_scale(context, scale, scale)
            switch self {
            case .pdf(let page):
                poppler_page_render(page, context)
            case .svg(let handle):
                let size = try size
                var viewport = RsvgRectangle(x: 0, y: 0, width: Double(size.width), height: Double(size.height))
                var error: UnsafeMutablePointer<GError>?
                if rsvg_handle_render_document(handle, context, &viewport, &error) == 0 {
                    throw .corrupt("the SVG cannot be drawn (\(VectorImage.message(of: error)))")
                }
            }
            let status = cairo_status(context)
            guard status == CAIRO_STATUS_SUCCESS else { throw .corrupt(String(cString: cairo_status_to_string(status))) }
        }
    }

    private static func withDocument<Result>(
        _ data: Data, _ format: Format, _ body: (Document) throws(ImageDecodingError) -> Result
    ) throws(ImageDecodingError) -> Result {
        var error: UnsafeMutablePointer<GError>?
        switch format {
        case .pdf:
            let bytes = data.withUnsafeBytes { raw in g_bytes_new(raw.baseAddress, gsize(raw.count)) }
            defer { g_bytes_unref(bytes) }
            guard let document = poppler_document_new_from_bytes(bytes, nil, &error) else {
                throw .corrupt("not a PDF Poppler can read (\(message(of: error)))")
            }
            defer { g_object_unref(UnsafeMutableRawPointer(document)) }
            guard poppler_document_get_n_pages(document) > 0, let page = poppler_document_get_page(document, 0) else {
                throw .corrupt("the PDF has no page")
            }
            defer { g_object_unref(UnsafeMutableRawPointer(page)) }
            return try body(.pdf(page))
        case .svg:
            let handle = data.withUnsafeBytes { raw -> UnsafeMutablePointer<RsvgHandle>? in
                rsvg_handle_new_from_data(raw.bindMemory(to: UInt8.self).baseAddress, gsize(raw.count), &error)
            }
            guard let handle else { throw .corrupt("not an SVG librsvg can read (\(message(of: error)))") }
            defer { g_object_unref(UnsafeMutableRawPointer(handle)) }
            rsvg_handle_set_dpi(handle, 72)
            return try body(.svg(handle))
        }
    }

    /// The message of a GLib error, which is freed.
    private static func message(of error: UnsafeMutablePointer<GError>?) -> String {
        guard let error else { return "no reason given" }
        defer { g_error_free(error) }
        return error.pointee.message.map { String(cString: $0) } ?? "no reason given"
    }

    // MARK: - PNG

    private static func png(of surface: OpaquePointer) throws(ImageDecodingError) -> Data {
        var bytes: UnsafeMutablePointer<UInt8>?
        var length = 0
        let status = wk_surface_png(surface, &bytes, &length)
        guard status == CAIRO_STATUS_SUCCESS, let bytes else { throw .corrupt(String(cString: cairo_status_to_string(status))) }
        return Data(bytesNoCopy: bytes, count: length, deallocator: .free)
    }
}
