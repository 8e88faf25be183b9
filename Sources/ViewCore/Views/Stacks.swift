public import Foundation
package import LayoutEngine
package import DisplayList

/// Arranges children in a vertical line.
///
/// ```swift
/// VStack(alignment: .leading, spacing: 4) {
///     Text(entry.title).font(.headline)
///     Text(entry.subtitle).foregroundStyle(.secondary)
/// }
/// ```
public struct VStack<Content: View>: View {
    package let alignment: HorizontalAlignment
    package let spacing: CGFloat?
    package let content: Content

    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public typealias Body = Never
}

/// Arranges children in a horizontal line.
public struct HStack<Content: View>: View {
    package let alignment: VerticalAlignment
    package let spacing: CGFloat?
    package let content: Content

    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public typealias Body = Never
}

/// Overlays children, aligned in both axes.
public struct ZStack<Content: View>: View {
    package let alignment: Alignment
    package let content: Content

    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    public typealias Body = Never
}

extension ResolveContext {
    /// Resolves the children of a stack with the stack's axis in the environment.
    package func resolveChildren<V: View>(_ content: V, axis: LayoutEngine.Axis?) -> [any LayoutElement] {
        withEnvironment({ $0.stackAxis = axis }) { resolve(content) }
    }
}

extension VStack: PrimitiveView {
    package func resolve(into outputs: inout _ViewOutputs) {
        outputs.elements.append(StackElement(
            axis: .vertical, alignment: alignment.key, spacing: spacing.map(Double.init),
            children: outputs.context.resolveChildren(content, axis: .vertical)))
    }
}

extension HStack: PrimitiveView {
    package func resolve(into outputs: inout _ViewOutputs) {
        outputs.elements.append(StackElement(
            axis: .horizontal, alignment: alignment.key, spacing: spacing.map(Double.init),
            children: outputs.context.resolveChildren(content, axis: .horizontal)))
    }
}

extension ZStack: PrimitiveView {
    package func resolve(into outputs: inout _ViewOutputs) {
        outputs.elements.append(ZStackElement(alignment: alignment.key,
                                              children: outputs.context.resolveChildren(content, axis: nil)))
    }
}

/// Flexible space that grows along its stack's axis.
///
/// A stack sizes its spacers after the other views of the same layout priority: those share
/// the stack's length less the spacers' minimum lengths, and the spacers take what is left
/// (equally, when there are several). So a text next to a spacer wraps at nearly the full width:
///
/// ```swift
/// HStack {
///     Text(entry.headline)   // all but the spacer's 8 points and the spacing
///     Spacer()
/// }
/// HStack { Spacer(); Text("Centred"); Spacer() }
/// ```
public struct Spacer: View, PrimitiveView, Sendable {
    /// The smallest length along the stack's axis; `nil` uses the default of 8 points.
    public var minLength: CGFloat?

    /// A spacer that is at least `minLength` long (8 points when `nil`).
    public init(minLength: CGFloat? = nil) {
        self.minLength = minLength
    }

    public typealias Body = Never

    package func resolve(into outputs: inout _ViewOutputs) {
        outputs.elements.append(SpacerElement(minLength: minLength.map(Double.init)))
    }
}

/// A thin line across its stack: horizontal in a `VStack` (and outside stacks), vertical in an `HStack`.
public struct Divider: View, PrimitiveView, Sendable {
    public init() {}

    public typealias Body = Never

    package func resolve(into outputs: inout _ViewOutputs) {
        let environment = outputs.context.environment
        let thickness = 1 / max(Double(environment.displayScale), 1)
        let color = environment.colorScheme == .dark
            ? RGBAColorValues.separatorDark : RGBAColorValues.separatorLight
        let line = ShapeElement(outline: .rectangle, fill: .color(color))
        let vertical = environment.stackAxis == .horizontal
        outputs.elements.append(FlexibleFrameElement(
            child: FixedFrameElement(child: line, width: vertical ? thickness : nil, height: vertical ? nil : thickness,
                                     alignment: .center),
            horizontal: .init(min: nil, ideal: nil, max: vertical ? nil : .infinity),
            vertical: .init(min: nil, ideal: nil, max: vertical ? .infinity : nil),
            alignment: .center))
    }
}


package enum RGBAColorValues {
    package static let separatorLight = RGBAColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.29)
    package static let separatorDark = RGBAColor(red: 84 / 255, green: 84 / 255, blue: 88 / 255, alpha: 0.6)
}
