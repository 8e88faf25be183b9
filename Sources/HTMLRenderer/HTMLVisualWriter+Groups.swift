import WidgetKitSupport
import DisplayList
import MarkupSupport
import Foundation

/// Groups: clips, opacity, transforms, shadows and other effects.
extension HTMLVisualWriter {
    // MARK: Groups

    mutating func write(_ group: GroupItem, origin: CGPoint, box: CGSize) {
        guard group.opacity > 0, !group.children.isEmpty else { return }
        // `invalidatableContent()`: a wrapper the home screen's stylesheet dims while a tap is pending.
        if group.invalidatable == true {
            out += "<div class=\"wk-invalidatable\" style=\"position:absolute;left:0;top:0;width:"
            out.appendPx(Double(box.width))
            out += ";height:"
            out.appendPx(Double(box.height))
            out += "\">"
        }
        defer { if group.invalidatable == true { out += "</div>" } }
        // Children are clipped first; shadow and opacity apply to the clipped result.
        let shadow = group.shadow.flatMap { $0.color.alpha > 0 ? $0 : nil }
        let filterCSS = cssFilter(group.filters ?? [])
        let blend = group.blendMode?.cssKeyword
        let hasEffects = group.opacity < 1 || shadow != nil || filterCSS != nil || blend != nil || group.isolated == true
            || group.mask != nil
        // The transform is in canvas coordinates; this container's content is drawn relative
        // to `origin`, so conjugate it by that offset (with the transform origin at 0 0).
        var transformed = false
        if let t = group.transform, t.a.isFinite, t.b.isFinite, t.c.isFinite, t.d.isFinite, t.tx.isFinite, t.ty.isFinite {
            let ox = Double(origin.x), oy = Double(origin.y)
            let e = t.tx + t.a * ox + t.c * oy - ox
            let f = t.ty + t.b * ox + t.d * oy - oy
            openFull(box)
            out += ";transform-origin:0 0;transform:matrix("
            out.appendNumber(t.a)
            out += ","
            out.appendNumber(t.b)
            out += ","
            out.appendNumber(t.c)
            out += ","
            out.appendNumber(t.d)
            out += ","
            out.appendNumber(e)
            out += ","
            out.appendNumber(f)
            out += ")\">"
            transformed = true
        }
        if hasEffects {
            let maskID = group.mask.map { writeMaskDefinition($0, origin: origin, box: box) }
            openFull(box)
            if group.opacity < 1 {
                out += ";opacity:"
                out.appendNumber(group.opacity)
            }
            if let blend {
                out += ";mix-blend-mode:"
                out += blend
            }
            if group.isolated == true { out += ";isolation:isolate" }
            if let maskID {
                out += ";mask:url(#"
                out += maskID
                out += ")"
            }
            if let filterCSS {
                out += ";filter:"
                out += filterCSS
            }
            if let shadow {
                out += filterCSS == nil ? ";filter:drop-shadow(" : " drop-shadow("
                out.appendPx(shadow.x)
                out += " "
                out.appendPx(shadow.y)
                out += " "
                out.appendPx(max(shadow.radius, 0))
                out += " "
                out.appendColor(shadow.color)
                out += ")"
            }
            out += "\">"
        }
        if let clip = group.clip {
            switch clip.outline {
            case .rectangle, .roundedRectangle, .capsule, .ellipse:
                let frame = clip.frame.offsetBy(origin)
                openBox(CGRect(x: frame.minX, y: frame.minY, width: max(frame.width, 0), height: max(frame.height, 0)))
                out += ";overflow:hidden"
                if case .ellipse = clip.outline {
                    out += ";border-radius:50%"
                } else if let squircle = clip.outline.continuousPath(in: clip.frame) {
                    // Continuous corners: the PNG renderer's squircle, relative to this element.
                    out += ";clip-path:path('"
                    SVGShapes.appendPathData(squircle, origin: clip.frame.origin, to: &out)
                    out += "')"
                } else {
                    let (rx, ry) = SVGShapes.cornerRadii(clip.outline, frame: clip.frame)
                    appendBorderRadius(rx, ry)
                }
                out += "\">"
                write(group.children, origin: clip.frame.origin, box: CGSize(width: max(clip.frame.width, 0), height: max(clip.frame.height, 0)))
                out += "</div>"
            case .path:
                let d = SVGShapes.outlinePathData(clip.outline, frame: clip.frame, origin: origin)
                openFull(box)
                out += clip.evenOdd == true ? ";clip-path:path(evenodd," : ";clip-path:path("
                out += Markup.attribute(Markup.cssString(d))
                out += ")\">"
                write(group.children, origin: origin, box: box)
                out += "</div>"
            }
        } else {
            write(group.children, origin: origin, box: box)
        }
        if hasEffects { out += "</div>" }
        if transformed { out += "</div>" }
    }

    /// `<div style="position:absolute;left:0;top:0;width:…;height:…` over the whole `box`; the
    /// caller closes the attribute.
    mutating func openFull(_ box: CGSize) {
        out += "<div style=\"position:absolute;left:0;top:0;width:"
        out.appendPx(Double(box.width))
        out += ";height:"
        out.appendPx(Double(box.height))
    }
}
