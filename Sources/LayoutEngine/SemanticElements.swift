package import Foundation
import DisplayList

extension ForwardingElement {
    /// Places the child in `frame`, collecting the accessibility nodes it adds instead of adding
    /// them, for this element to add in their place.
    func placeChildCollectingAccessibility(
        in frame: CGRect, context: LayoutContext, into output: inout DisplayListBuilder
    ) -> [AccessibilityNode] {
        output.collectingAccessibility { output in
            child.place(in: frame, context: context, into: &output)
        }
    }
}

/// The label of one element standing for `nodes`: their non-empty labels, joined by ", ".
private func combinedLabel(_ nodes: [AccessibilityNode]) -> String {
    nodes.map(\.label).filter { !$0.isEmpty }.joined(separator: ", ")
}

/// `Link`: its child, plus a tappable region and an accessibility link.
package final class LinkElement: ForwardingElement {
    package let child: any LayoutElement
    package let url: URL

    package init(child: any LayoutElement, url: URL) {
        self.child = child
        self.url = url
    }

    package func place(in frame: CGRect, context: LayoutContext, into output: inout DisplayListBuilder) {
        let nodes = placeChildCollectingAccessibility(in: frame, context: context, into: &output)
        output.addLink(url, frame: frame)
        output.addAccessibility(AccessibilityNode(frame: frame, label: combinedLabel(nodes), traits: ["isLink"], url: url))
    }
}

/// Accessibility modifiers: label, value, hint, traits, hidden, and how children combine.
package final class AccessibilityElement: ForwardingElement {
    /// `accessibilityElement(children:)`.
    package enum ChildBehavior: Sendable, Hashable {
        /// One element whose label is only what was set on it.
        case ignore
        /// One element whose label joins the children's labels.
        case combine
        /// A container whose children stay separate elements.
        case contain
    }

    package struct Properties: Sendable, Hashable {
        package var label: String?
        package var value: String?
        package var hint: String?
        package var addedTraits: [String] = []
        package var hidden = false
        package var children: ChildBehavior?
        /// The id of a control that performs an App Intent (``AccessibilityNode/control``).
        package var control: Int?

        package init(label: String? = nil, value: String? = nil, hint: String? = nil, addedTraits: [String] = [],
                    hidden: Bool = false, children: ChildBehavior? = nil, control: Int? = nil) {
            self.label = label
            self.value = value
            self.hint = hint
            self.addedTraits = addedTraits
            self.hidden = hidden
            self.children = children
            self.control = control
        }
    }

    package let child: any LayoutElement
    package let properties: Properties

    package init(child: any LayoutElement, properties: Properties) {
        self.child = child
        self.properties = properties
    }

    package func place(in frame: CGRect, context: LayoutContext, into output: inout DisplayListBuilder) {
        let nodes = placeChildCollectingAccessibility(in: frame, context: context, into: &output)
        if properties.hidden { return }
        func apply(_ node: AccessibilityNode) -> AccessibilityNode {
            var node = node
            if let label = properties.label { node.label = label }
            if let value = properties.value { node.value = value }
            if let hint = properties.hint { node.hint = hint }
            node.traits += properties.addedTraits.filter { !node.traits.contains($0) }
            if let control = properties.control { node.control = control }
            return node
        }
        switch properties.children {
        case .ignore:
            output.addAccessibility(apply(AccessibilityNode(frame: frame, label: "")))
        case .combine:
            let traits = Array(Set(nodes.flatMap(\.traits))).sorted()
            output.addAccessibility(apply(AccessibilityNode(frame: frame, label: combinedLabel(nodes), traits: traits)))
        case .contain:
            output.addAccessibility(apply(AccessibilityNode(frame: frame, label: "", children: nodes)))
        case nil:
            if nodes.count == 1 {
                output.addAccessibility(apply(nodes[0]))
            } else if nodes.isEmpty {
                if properties.label != nil || properties.value != nil {
                    output.addAccessibility(apply(AccessibilityNode(frame: frame, label: "")))
                }
            } else if properties.label != nil {
                // A label on several elements makes them one element, as SwiftUI does.
                output.addAccessibility(apply(AccessibilityNode(frame: frame, label: "")))
            } else {
                for node in nodes { output.addAccessibility(apply(node)) }
            }
        }
    }
}
