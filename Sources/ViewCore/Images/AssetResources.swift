public import Foundation

/// An image in an asset catalog, as Xcode generates for each image set (`Image(.logo)`).
public struct ImageResource: Hashable, Sendable {
    /// The image set's name in the catalog.
    public let name: String
    /// The bundle holding the catalog.
    public let bundle: Bundle

    /// A resource for the image set `name` in `bundle`.
    public init(name: String, bundle: Bundle) {
        self.name = name
        self.bundle = bundle
    }
}

/// A color in an asset catalog, as Xcode generates for each color set (`Color(.brandBlue)`).
public struct ColorResource: Hashable, Sendable {
    /// The color set's name in the catalog.
    public let name: String
    /// The bundle holding the catalog.
    public let bundle: Bundle

    /// A resource for the color set `name` in `bundle`.
    public init(name: String, bundle: Bundle) {
        self.name = name
        self.bundle = bundle
    }
}

extension Image {
    /// The image of a generated asset symbol.
    public init(_ resource: ImageResource) {
        self.init(resource.name, bundle: resource.bundle)
    }
}

extension Color {
    /// The color of a generated asset symbol.
    public init(_ resource: ColorResource) {
        self.init(resource.name, bundle: resource.bundle)
    }
}

extension UIColor {
    /// The color of a generated asset symbol.
    public convenience init(resource: ColorResource) {
        self.init(Color(resource))
    }
}

extension UIImage {
    /// The image of a generated asset symbol (a placeholder symbol, with a log line, if the catalog lacks it).
    public convenience init(resource: ImageResource) {
        if let found = UIImage(named: resource.name, in: resource.bundle, compatibleWith: nil) {
            self.init(content: found.content, scale: found.scale, renderingMode: found.renderingMode)
        } else {
            EnvironmentValues().logOnce("UIImage(resource: \(resource.name)): no such image in \(resource.bundle.bundlePath).")
            self.init(content: .symbol("questionmark.square.dashed"), scale: 1)
        }
    }
}
