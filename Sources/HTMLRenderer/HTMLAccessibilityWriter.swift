import DisplayList
import MarkupSupport
import Foundation

/// Writes the accessibility layer of a fragment: the accessibility tree in reading order, as
/// transparent elements over their nodes' frames, with links as real `<a href>` elements.
///
/// - A node that describes a link region (same frame, else same URL) becomes that link: an `<a>`
///   over the region, named by the node. Link regions no node describes follow the tree, named
///   by the text inside them.
/// - `isHeader` → `role="heading"`, `isImage` → `role="img"`, otherwise text; a node with children
///   is a `role="group"` around them. Values follow labels (“label, value”); hints become
///   `aria-description`.
/// - A text node over live text (same frame, or the same string) carries the same `data-live-*`
///   attributes, so ``HTMLRenderer/liveScript`` keeps what a screen reader reads current too.
/// - Only links receive pointer events; everything else lets clicks through.
struct HTMLAccessibilityWriter {
    let list: DisplayList
    private let liveItems: [TextItem]
    /// Preorder node index → link region index.
    private var regionOfNode: [Int: Int] = [:]
    /// Link regions no node describes.
    private var unclaimedRegions: [Int] = []

    init(list: DisplayList) {
        self.list = list
        liveItems = list.textItems.filter { $0.live != nil }
        var flat: [AccessibilityNode] = []
        func walk(_ nodes: [AccessibilityNode]) {
            for node in nodes {
                flat.append(node)
                walk(node.children)
            }
        }
        walk(list.accessibility)
        var claimed = Set<Int>()
        for (regionIndex, region) in list.links.enumerated() where Markup.isSafeLink(region.url) {
            let byFrame = flat.indices.first { !claimed.contains($0) && Markup.sameFrame(flat[$0].frame, region.frame) }
            let byURL = flat.indices.first { !claimed.contains($0) && flat[$0].url == region.url }
            if let nodeIndex = byFrame ?? byURL {
                claimed.insert(nodeIndex)
                regionOfNode[nodeIndex] = regionIndex
            } else {
                unclaimedRegions.append(regionIndex)
            }
        }
    }

    func render(width: Double, height: Double) -> String {
        var out = "<div class=\"wk-a11y\" style=\"position:absolute;left:0;top:0;width:\(px(width));"
        out += "height:\(px(height));pointer-events:none\">"
        var counter = 0
        for node in list.accessibility {
            out += element(for: node, origin: .zero, counter: &counter)
        }
        for regionIndex in unclaimedRegions {
            let region = list.links[regionIndex]
            out += link(url: region.url, frame: region.frame, origin: .zero, zIndex: 2 + regionIndex,
                        label: label(forRegion: region), hint: nil, content: "")
        }
        out += "</div>"
        return out
    }

    private func element(for node: AccessibilityNode, origin: CGPoint, counter: inout Int) -> String {
        let index = counter
        counter += 1
        let spoken = Markup.spokenText(node)
        let frame = (regionOfNode[index].map { list.links[$0].frame } ?? node.frame)
        var children = ""
        for child in node.children {
            children += element(for: child, origin: frame.origin, counter: &counter)
        }
        let hint = node.hint.flatMap { $0.isEmpty ? nil : $0 }

        if let regionIndex = regionOfNode[index] {
            return link(url: list.links[regionIndex].url, frame: frame, origin: origin, zIndex: 2 + regionIndex,
                        label: spoken, hint: hint, content: children)
        }
        if let url = node.url, Markup.isSafeLink(url) {
            return link(url: url, frame: frame, origin: origin, zIndex: 2, label: spoken, hint: hint, content: children)
        }

        let box = Self.box(frame, origin: origin)
        var attributes = ""
        if let hint { attributes += " aria-description=\"\(Markup.attribute(hint))\"" }
        if !node.children.isEmpty {
            // A container: its label names the group around its children.
            if spoken.isEmpty && hint == nil { return "<div style=\"\(box)\">\(children)</div>" }
            var out = "<div role=\"group\""
            if !spoken.isEmpty { out += " aria-label=\"\(Markup.attribute(spoken))\"" }
            return out + "\(attributes) style=\"\(box)\">\(children)</div>"
        }
        guard !spoken.isEmpty else { return "" }
        let hidden = "\(box);opacity:0;overflow:hidden;white-space:nowrap;user-select:none"
        if node.traits.contains("isImage") {
            return "<div role=\"img\" aria-label=\"\(Markup.attribute(spoken))\"\(attributes) style=\"\(hidden)\"></div>"
        }
        if let item = liveItems.first(where: { Markup.sameFrame($0.frame, node.frame) || $0.string == node.label }),
            let live = item.live
        {
            attributes += HTMLVisualWriter.liveAttributes(live)
        }
        if node.traits.contains("isHeader") {
            return "<div role=\"heading\" aria-level=\"2\"\(attributes) style=\"\(hidden)\">\(Markup.text(spoken))</div>"
        }
        return "<div\(attributes) style=\"\(hidden)\">\(Markup.text(spoken))</div>"
    }

    private func link(
        url: URL, frame: CGRect, origin: CGPoint, zIndex: Int, label: String, hint: String?, content: String
    ) -> String {
        let value = Markup.attribute(url.absoluteString)
        var out = "<a class=\"wk-link\" href=\"\(value)\" data-url=\"\(value)\""
        if !label.isEmpty { out += " aria-label=\"\(Markup.attribute(label))\"" }
        if let hint { out += " aria-description=\"\(Markup.attribute(hint))\"" }
        out += " style=\"\(Self.box(frame, origin: origin));z-index:\(zIndex);pointer-events:auto\">\(content)</a>"
        return out
    }

    private static func box(_ frame: CGRect, origin: CGPoint) -> String {
        let f = frame.offsetBy(origin)
        return "position:absolute;left:\(px(f.minX));top:\(px(f.minY));width:\(px(max(f.width, 0)));"
            + "height:\(px(max(f.height, 0)));margin:0;padding:0"
    }

    /// The text drawn inside a link region (text items whose center lies in it), else the URL.
    private func label(forRegion region: LinkRegion) -> String {
        let texts = list.textItems.filter { region.frame.contains(CGPoint(x: $0.frame.midX, y: $0.frame.midY)) }
            .map { $0.lines.map(\.string).joined(separator: " ") }
            .filter { !$0.isEmpty }
        if !texts.isEmpty { return texts.joined(separator: ", ") }
        return region.url.host ?? region.url.absoluteString
    }
}
