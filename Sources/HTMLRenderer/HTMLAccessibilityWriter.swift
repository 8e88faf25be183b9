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
/// - A control that performs an App Intent (a node with a control id) is a real `<button>` or a
///   `role="switch"` checkbox with `data-control`/`data-intent`, over the drawn control.
/// - Only links and those controls receive pointer events; everything else lets clicks through.
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
        var out = MarkupBuffer(capacity: 4096)
        render(width: width, height: height, into: &out)
        return out.string
    }

    func render(width: Double, height: Double, into out: inout MarkupBuffer) {
        out += "<div class=\"wk-a11y\" style=\"position:absolute;left:0;top:0;width:"
        out.appendPx(width)
        out += ";height:"
        out.appendPx(height)
        out += ";pointer-events:none\">"
        var counter = 0
        for node in list.accessibility {
            element(for: node, origin: .zero, counter: &counter, into: &out)
        }
        for regionIndex in unclaimedRegions {
            let region = list.links[regionIndex]
            openLink(url: region.url, frame: region.frame, origin: .zero, zIndex: 2 + regionIndex,
                     label: label(forRegion: region), hint: nil, into: &out)
            out += "</a>"
        }
        out += "</div>"
    }

    private func element(for node: AccessibilityNode, origin: CGPoint, counter: inout Int, into out: inout MarkupBuffer) {
        let index = counter
        counter += 1
        let spoken = Markup.spokenText(node)
        let region = regionOfNode[index]
        let frame = (region.map { list.links[$0].frame } ?? node.frame)
        let hint = node.hint.flatMap { $0.isEmpty ? nil : $0 }

        func children(_ out: inout MarkupBuffer) {
            for child in node.children {
                element(for: child, origin: frame.origin, counter: &counter, into: &out)
            }
        }

        if let regionIndex = region {
            openLink(url: list.links[regionIndex].url, frame: frame, origin: origin, zIndex: 2 + regionIndex,
                     label: spoken, hint: hint, into: &out)
            children(&out)
            out += "</a>"
            return
        }
        if let url = node.url, Markup.isSafeLink(url) {
            openLink(url: url, frame: frame, origin: origin, zIndex: 2, label: spoken, hint: hint, into: &out)
            children(&out)
            out += "</a>"
            return
        }

        if !node.children.isEmpty {
            // A container: its label names the group around its children.
            if spoken.isEmpty && hint == nil {
                out += "<div style=\""
                Self.box(frame, origin: origin, into: &out)
                out += "\">"
            } else {
                out += "<div role=\"group\""
                Self.writeName(spoken, description: hint, into: &out)
                out += " style=\""
                Self.box(frame, origin: origin, into: &out)
                out += "\">"
            }
            children(&out)
            out += "</div>"
            return
        }
        guard !spoken.isEmpty else { return }
        var attributes = ""
        if let hint { attributes += " aria-description=\"\(Markup.attribute(hint))\"" }
        if let control = node.control, node.traits.contains("isButton") || node.traits.contains("isToggle") {
            // A control that performs an App Intent: a real button or switch a person can use
            // (the home screen's script posts its control id); drawn by the visual layer below.
            let isToggle = node.traits.contains("isToggle")
            let intent = node.traits.first { $0.hasPrefix("performs:") }.map { String($0.dropFirst(9)) } ?? ""
            out += isToggle
                ? "<input type=\"checkbox\" role=\"switch\" class=\"wk-control\"\(node.value == "1" ? " checked" : "")"
                : "<button type=\"button\" class=\"wk-control\""
            out += " data-control=\"\(control)\" data-intent=\"\(Markup.attribute(intent))\" aria-label=\""
            out += Markup.attribute(isToggle && !node.label.isEmpty ? node.label : spoken)
            out += "\""
            out += attributes
            out += " style=\""
            Self.box(frame, origin: origin, into: &out)
            out += ";appearance:none;-webkit-appearance:none;background:transparent;border:0;color:transparent;"
            out += "cursor:pointer;z-index:1000;pointer-events:auto\">"
            if !isToggle { out += "</button>" }
            return
        }
        if node.traits.contains("isButton") || node.traits.contains("isToggle") {
            // A control (Button, Toggle): a button or a switch with its state.
            out += node.traits.contains("isToggle")
                ? "<div role=\"switch\" aria-checked=\"\(node.value == "1" ? "true" : "false")\" aria-label=\""
                : "<div role=\"button\" aria-label=\""
            // A switch's state is aria-checked, not part of its name.
            out += Markup.attribute(node.traits.contains("isToggle") && !node.label.isEmpty ? node.label : spoken)
            out += "\""
            out += attributes
            out += " style=\""
            Self.hiddenBox(frame, origin: origin, into: &out)
            out += "\"></div>"
            return
        }
        if node.traits.contains("isImage") {
            out += "<div role=\"img\" aria-label=\""
            out += Markup.attribute(spoken)
            out += "\""
            out += attributes
            out += " style=\""
            Self.hiddenBox(frame, origin: origin, into: &out)
            out += "\"></div>"
            return
        }
        if let item = liveItems.first(where: { Markup.sameFrame($0.frame, node.frame) || $0.string == node.label }),
            let live = item.live
        {
            attributes += HTMLVisualWriter.liveAttributes(live)
        }
        if node.traits.contains("isHeader") {
            out += "<div role=\"heading\" aria-level=\"2\""
        } else {
            out += "<div"
        }
        out += attributes
        out += " style=\""
        Self.hiddenBox(frame, origin: origin, into: &out)
        out += "\">"
        out += Markup.text(spoken)
        out += "</div>"
    }

    /// ` aria-label="…"` when `name` is not empty and ` aria-description="…"` when there is one.
    private static func writeName(_ name: String, description: String?, into out: inout MarkupBuffer) {
        if !name.isEmpty {
            out += " aria-label=\""
            out += Markup.attribute(name)
            out += "\""
        }
        if let description {
            out += " aria-description=\""
            out += Markup.attribute(description)
            out += "\""
        }
    }

    /// The opening `<a>` of a link; the caller writes its content and `</a>`.
    private func openLink(
        url: URL, frame: CGRect, origin: CGPoint, zIndex: Int, label: String, hint: String?, into out: inout MarkupBuffer
    ) {
        let value = Markup.attribute(url.absoluteString)
        out += "<a class=\"wk-link\" href=\""
        out += value
        out += "\" data-url=\""
        out += value
        out += "\""
        Self.writeName(label, description: hint, into: &out)
        out += " style=\""
        Self.box(frame, origin: origin, into: &out)
        out += ";z-index:"
        out += String(zIndex)
        out += ";pointer-events:auto\">"
    }

    private static func box(_ frame: CGRect, origin: CGPoint, into out: inout MarkupBuffer) {
        let f = frame.offsetBy(origin)
        out.appendAbsoluteBox(x: Double(f.minX), y: Double(f.minY), width: max(Double(f.width), 0), height: max(Double(f.height), 0))
        out += ";margin:0;padding:0"
    }

    private static func hiddenBox(_ frame: CGRect, origin: CGPoint, into out: inout MarkupBuffer) {
        box(frame, origin: origin, into: &out)
        out += ";opacity:0;overflow:hidden;white-space:nowrap;user-select:none"
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
