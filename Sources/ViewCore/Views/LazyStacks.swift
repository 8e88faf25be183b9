public import Foundation
import LayoutEngine

/// Which section headers and footers a lazy stack or grid pins while scrolling. A widget does
/// not scroll, so this only exists for source compatibility.
public struct PinnedScrollableViews: OptionSet, Sendable, Hashable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// Pins section headers.
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    /// Pins section footers.
    public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}

/// A vertical stack that SwiftUI creates lazily; a widget draws all of it, so it lays out
/// exactly like `VStack` (same default alignment, `.center`, and spacing).
public struct LazyVStack<Content: View>: View {
    package let alignment: HorizontalAlignment
    package let spacing: CGFloat?
    package let content: Content

    public init(
        alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public typealias Body = Never
}

/// A horizontal stack that SwiftUI creates lazily; laid out exactly like `HStack`.
public struct LazyHStack<Content: View>: View {
    package let alignment: VerticalAlignment
    package let spacing: CGFloat?
    package let content: Content

    public init(
        alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public typealias Body = Never
}

extension LazyVStack: PrimitiveView {
    package func resolve(into outputs: inout _ViewOutputs) {
        VStack(alignment: alignment, spacing: spacing) { content }.resolve(into: &outputs)
    }
}

extension LazyHStack: PrimitiveView {
    package func resolve(into outputs: inout _ViewOutputs) {
        HStack(alignment: alignment, spacing: spacing) { content }.resolve(into: &outputs)
    }
}

/// A header, content and footer: in a stack its views follow one another; in a lazy grid the
/// header and footer each fill a whole line.
///
/// ```swift
/// LazyVGrid(columns: columns) {
///     Section { ForEach(items) { Tile($0) } } header: { Text("Today") }
/// }
/// ```
public struct Section<Parent, Content, Footer> {
    let header: Parent
    let content: Content
    let footer: Footer
}

extension Section: View, PrimitiveView where Parent: View, Content: View, Footer: View {
    public typealias Body = Never

    /// A section with a header and a footer.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {
        self.init(header: header(), content: content(), footer: footer())
    }

    /// A section with a header and a footer.
    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(header: header, content: content(), footer: footer)
    }

    package func resolve(into outputs: inout _ViewOutputs) {
        let context = outputs.context
        for element in context.resolve(header) { outputs.elements.append(GridSpanningElement(child: element)) }
        context.resolve(content, into: &outputs)
        for element in context.resolve(footer) { outputs.elements.append(GridSpanningElement(child: element)) }
    }
}

extension Section where Parent == EmptyView, Content: View, Footer: View {
    /// A section with a footer.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.init(header: EmptyView(), content: content(), footer: footer())
    }

    /// A section with a footer.
    public init(footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(header: EmptyView(), content: content(), footer: footer)
    }
}

extension Section where Parent: View, Content: View, Footer == EmptyView {
    /// A section with a header.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(header: header(), content: content(), footer: EmptyView())
    }

    /// A section with a header.
    public init(header: Parent, @ViewBuilder content: () -> Content) {
        self.init(header: header, content: content(), footer: EmptyView())
    }
}

extension Section where Parent == EmptyView, Content: View, Footer == EmptyView {
    /// A section with no header or footer.
    public init(@ViewBuilder content: () -> Content) {
        self.init(header: EmptyView(), content: content(), footer: EmptyView())
    }
}

extension Section where Parent == Text, Content: View, Footer == EmptyView {
    /// A section with a text header from a localized key.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(header: Text(titleKey), content: content(), footer: EmptyView())
    }

    /// A section with a text header.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(header: Text(title), content: content(), footer: EmptyView())
    }
}
