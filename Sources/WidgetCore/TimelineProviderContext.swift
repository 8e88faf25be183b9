public import Foundation
public import ViewCore

/// Details about how a widget is rendered: WidgetKit's `TimelineProviderContext`.
public struct TimelineProviderContext: Sendable {
    /// The family of the widget: small, medium, large and so on.
    public let family: WidgetFamily
    /// The size, in points, of the widget.
    public let displaySize: CGSize
    /// Whether the widget appears as a preview (the gallery, a snapshot).
    public let isPreview: Bool
    /// All environment values that might be set when the widget appears.
    public let environmentVariants: TimelineProviderContext.EnvironmentVariants
    /// The placed widget the host asks for (its instance id), when a host asks for one: an
    /// extension process keeps one timeline's entries per placed widget.
    package var instanceKey: String?

    /// Creates a context; the host and tests build these, widget code only reads them.
    package init(
        family: WidgetFamily,
        displaySize: CGSize? = nil,
        isPreview: Bool = false,
        environmentVariants: EnvironmentVariants = EnvironmentVariants()
    ) {
        self.family = family
        self.displaySize = displaySize ?? family.displaySize()
        self.isPreview = isPreview
        self.environmentVariants = environmentVariants
    }

    /// The values an environment property can take where the widget is shown, for example
    /// both color schemes when the home screen follows the system's dark mode.
    public struct EnvironmentVariants: @unchecked Sendable {
        // Values are Sendable environment values (color schemes, sizes, locales).
        private var values: [AnyKeyPath: [Any]]

        package init() { values = [:] }

        /// The variants for an environment value, or `nil` if it does not vary.
        public subscript<T>(keyPath: WritableKeyPath<EnvironmentValues, T>) -> [T]? {
            values[keyPath] as? [T]
        }

        /// A copy that lists `variants` for `keyPath`.
        package func setting<T: Sendable>(
            _ keyPath: WritableKeyPath<EnvironmentValues, T>, to variants: [T]
        ) -> EnvironmentVariants {
            var copy = self
            copy.values[keyPath] = variants
            return copy
        }
    }
}
