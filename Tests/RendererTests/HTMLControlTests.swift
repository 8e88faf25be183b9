import DisplayList
import Foundation
import HTMLRenderer
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

@Suite("HTML controls")
struct HTMLControlTests {
    @Test("Buttons and toggles in the accessibility tree become role=button and role=switch with their state")
    func controlRoles() throws {
        let frame = CGRect(x: 10, y: 10, width: 80, height: 30)
        let list = DisplayList(size: CGSize(width: 170, height: 170), accessibility: [
            AccessibilityNode(frame: frame, label: "Play", traits: ["isImage", "isButton", "performs:PlayIntent"]),
            AccessibilityNode(frame: frame.offsetBy(dx: 0, dy: 40), label: "Wi-Fi", value: "1",
                              traits: ["isStaticText", "isToggle", "performs:binding"]),
            AccessibilityNode(frame: frame.offsetBy(dx: 0, dy: 80), label: "Kitchen", value: "0", traits: ["isToggle"]),
        ])
        let root = try #require(try MarkupFixtures.parse(HTMLRenderer().renderFragment(list, id: "w")).rootElement())
        let nodes = MarkupFixtures.elements(named: "div", in: root).filter { ["button", "switch"].contains(MarkupFixtures.attribute("role", of: $0) ?? "") }
        #expect(nodes.map { MarkupFixtures.attribute("role", of: $0) } == ["button", "switch", "switch"])
        #expect(nodes.map { MarkupFixtures.attribute("aria-label", of: $0) } == ["Play", "Wi-Fi", "Kitchen"])
        #expect(nodes.map { MarkupFixtures.attribute("aria-checked", of: $0) } == [nil, "true", "false"])
    }
}
