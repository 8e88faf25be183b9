public import Foundation
import LayoutEngine

/// A tappable region that opens a URL: in a widget, the host opens it (a deep link into the app).
public struct Link<Label: View>: View, PrimitiveView {
    package let destination: URL
    package let label: Label

    public init(destination: URL, @ViewBuilder label: () -> Label) {
        self.destination = destination
        self.label = label()
    }

    public typealias Body = Never

    package func resolve(into outputs: inout _ViewOutputs) {
        let context = outputs.context
        let tinted = context.withEnvironment({ environment in
            if environment.foregroundPaint == nil, Label.self == Text.self {
                environment.foregroundPaint = environment.tintPaint ?? Color.blue.resolvePaint(in: environment)
            }
        }) { context.resolveSingle(label) }
        outputs.elements.append(LinkElement(child: tinted, url: destination))
    }
}

extension Link where Label == Text {
    public init(_ titleKey: LocalizedStringKey, destination: URL) {
        self.init(destination: destination) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: URL) {
        self.init(destination: destination) { Text(title) }
    }
}
