public import ViewCore

/// A type that produces view previews: SwiftUI's `PreviewProvider`.
///
/// ```swift
/// struct Widget_Previews: PreviewProvider {
///     static var previews: some View {
///         MyWidgetView(entry: .sample)
///             .previewContext(WidgetPreviewContext(family: .systemSmall))
///     }
/// }
/// ```
@MainActor @preconcurrency
public protocol PreviewProvider {
    /// The type to preview.
    associatedtype Previews: View
    /// A collection of views to preview.
    @ViewBuilder static var previews: Self.Previews { get }
}

/// A context type for use with a preview: SwiftUI's `PreviewContext`.
public protocol PreviewContext {
    /// The context's value for a key, or the key's default value.
    subscript<Key: PreviewContextKey>(key: Key.Type) -> Key.Value { get }
}

extension PreviewContext {
    public subscript<Key: PreviewContextKey>(key: Key.Type) -> Key.Value {
        Key.defaultValue
    }
}

/// A key type for a preview context: SwiftUI's `PreviewContextKey`.
public protocol PreviewContextKey {
    /// The type of the value returned by the key.
    associatedtype Value
    /// The default value of the key.
    static var defaultValue: Self.Value { get }
}

/// The context of a widget preview: WidgetKit's `WidgetPreviewContext`.
public struct WidgetPreviewContext: PreviewContext, Sendable {
    package let family: WidgetFamily

    /// Creates a context for previewing a widget or a widget's view in `family`.
    public init(family: WidgetFamily) {
        self.family = family
    }
}

extension View {
    /// Declares a context for the preview; a `WidgetPreviewContext` sets the widget family
    /// (and `\.widgetFamily` in the environment).
    nonisolated public func previewContext<C: PreviewContext>(_ value: C) -> some View {
        PreviewContextView(content: self, family: (value as? WidgetPreviewContext)?.family)
    }

    /// Sets a user-visible name to show in the preview.
    nonisolated public func previewDisplayName(_ value: String?) -> some View {
        PreviewDisplayNameView(content: self, name: value)
    }
}

/// What a view says about how to preview it (family, display name).
@MainActor
package protocol PreviewAnnotated {
    /// The family of the outermost `previewContext(_:)`, if any.
    var previewFamily: WidgetFamily? { get }
    /// The name of the outermost `previewDisplayName(_:)`, if any.
    var previewName: String? { get }
    /// The Live Activity presentation an `ActivityAttributes.previewContext(_:isStale:viewKind:)`
    /// inside shows, if any: a preview lays it out at that presentation's size.
    var previewActivity: ActivityPreviewLayout? { get }
}

/// A Live Activity's views and the presentation a preview shows them in.
package struct ActivityPreviewLayout {
    package let views: ActivityViews
    package let presentation: ActivityPresentation
}

// The conformances are in extensions so the types stay nonisolated and
// `previewContext(_:)` can be `nonisolated`, as in SwiftUI.
struct PreviewContextView<Content: View> {
    let content: Content
    let family: WidgetFamily?
}

extension PreviewContextView: View, PreviewAnnotated {
    var previewFamily: WidgetFamily? { family ?? (content as? any PreviewAnnotated)?.previewFamily }
    var previewName: String? { (content as? any PreviewAnnotated)?.previewName }
    var previewActivity: ActivityPreviewLayout? { (content as? any PreviewAnnotated)?.previewActivity }

    @MainActor
    var body: some View {
        content.transformEnvironment(\.widgetFamily) { [family] value in
            if let family { value = family }
        }
    }
}

struct PreviewDisplayNameView<Content: View> {
    let content: Content
    let name: String?
}

extension PreviewDisplayNameView: View, PreviewAnnotated {
    var previewFamily: WidgetFamily? { (content as? any PreviewAnnotated)?.previewFamily }
    var previewName: String? { name ?? (content as? any PreviewAnnotated)?.previewName }
    var previewActivity: ActivityPreviewLayout? { (content as? any PreviewAnnotated)?.previewActivity }

    @MainActor
    var body: Content { content }
}
