import Foundation

/// An interface for an empty state (SwiftUI's `ContentUnavailableView`, iOS 17): a large
/// secondary icon over a bold title, a description and actions, centred in the space offered.
///
/// ```swift
/// ContentUnavailableView("No Events", systemImage: "calendar", description: Text("Enjoy your day."))
/// ```
public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
    let label: Label
    let description: Description
    let actions: Actions

    /// An empty state with a label, a description and actions.
    public init(
        @ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
        @ViewBuilder actions: () -> Actions = { EmptyView() }
    ) {
        self.label = label()
        self.description = description()
        self.actions = actions()
    }

    /// The content.
    public var body: some View {
        VStack(spacing: 8) {
            if let titled = label as? ViewCore.Label<Text, Image> {
                VStack(spacing: 6) {
                    titled.icon.font(.system(size: 40)).foregroundStyle(.secondary)
                    titled.title.font(.title2.bold())
                }
            } else {
                label.font(.title2.bold())
            }
            description.font(.callout).foregroundStyle(.secondary)
            actions
        }
        .multilineTextAlignment(.center)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

extension ContentUnavailableView where Label == ViewCore.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    /// An empty state titled with a localized key and a symbol.
    public init(_ titleKey: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
        self.init(label: { ViewCore.Label(titleKey, systemImage: name) }, description: { description })
    }

    /// An empty state titled with a string and a symbol.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
        self.init(label: { ViewCore.Label(title, systemImage: name) }, description: { description })
    }

    /// An empty state titled with a localized key and an image from the asset catalog.
    public init(_ titleKey: LocalizedStringKey, image name: String, description: Text? = nil) {
        self.init(label: { ViewCore.Label(titleKey, image: name) }, description: { description })
    }

    /// An empty state titled with a string and an image from the asset catalog.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image name: String, description: Text? = nil) {
        self.init(label: { ViewCore.Label(title, image: name) }, description: { description })
    }
}

extension View {
    /// The shape of this view's container, for `ContainerRelativeShape` inside it (iOS 17).
    /// Inside a widget the container is the widget: its shape is kept.
    public func containerShape<T: InsettableShape>(_ shape: T) -> some View { self }
}
