// UIFont(name:size:) as widget code uses it: a brand font with a system fallback.
import Foundation
import Testing
import UIKit
import SwiftUI

@Suite("UIKit: UIFont(name:size:) finds fonts as UIKit does")
struct UIFontNameTests {
    @Test("An unknown name is nil, so `??` falls back to the system font")
    func unknownName() {
        #expect(UIFont(name: "NoSuchBrand-Heavy", size: 15) == nil)
        #expect(UIFont(name: "", size: 15) == nil)
        let font = UIFont(name: "NoSuchBrand-Heavy", size: 15) ?? .boldSystemFont(ofSize: 15)
        #expect(font == UIFont.boldSystemFont(ofSize: 15))
        #expect(font.pointSize == 15)
    }

    @Test("Installed families, PostScript and full names are fonts")
    func installedNames() throws {
        let family = try #require(UIFont(name: "Inter", size: 12))
        #expect(family.fontName == "Inter")
        #expect(UIFont(name: "Inter-Bold", size: 12) != nil, "a PostScript name fontconfig knows")
        #expect(UIFont(name: "Inter Bold", size: 12) != nil, "a full name")
    }

    @Test("Fonts iOS ships are fonts here too, by family or PostScript name")
    func iOSFonts() {
        for name in ["Menlo-Regular", "HelveticaNeue-Bold", "Avenir Next", "AvenirNext-DemiBold", "Georgia", "Courier New"] {
            #expect(UIFont(name: name, size: 14) != nil, "\(name)")
        }
    }

    @Test("Font(uiFont) of a found name draws that font; the fallback draws the system font")
    func drawing() {
        let brand = UIFont(name: "Inter-Bold", size: 20) ?? .systemFont(ofSize: 20)
        #expect(brand.fontName == "Inter-Bold")
        let fallback = UIFont(name: "Missing-Font", size: 20) ?? .systemFont(ofSize: 20)
        #expect(fallback == UIFont.systemFont(ofSize: 20))
    }
}
