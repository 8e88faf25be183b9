import Foundation
import Testing
import SwiftUI
import WidgetRendering

private let french = Locale(identifier: "fr_FR")

@Suite("LocalizedStringResource and String(localized:) through SwiftUI")
struct LocalizationTests {
    @Test("String(localized:) looks keys up in the bundle's .strings for the locale")
    func stringLocalized() {
        #expect(String(localized: "greeting", bundle: .module, locale: french) == "Bonjour")
        #expect(String(localized: "greeting", bundle: .module, locale: Locale(identifier: "en_US")) == "Hello")
        #expect(String(localized: "title", table: "Widget", bundle: .module, locale: french) == "Titre")
        #expect(String(localized: "title", table: "Widget", bundle: .module, locale: french, comment: "Widget title") == "Titre")
    }

    @Test("Interpolations become format arguments of the key")
    func interpolation() {
        let stops = 3
        let name = "Gare du Nord"
        #expect(String(localized: "\(stops) stops", bundle: .module, locale: french) == "3 arrêts")
        #expect(String(localized: "Next: \(name)", bundle: .module, locale: french) == "Prochain : Gare du Nord")
        #expect(String(localized: "\(stops) stops", bundle: .module, locale: Locale(identifier: "de")) == "3 stops")
    }

    @Test("A key missing from every table gives its default value")
    func defaultValue() {
        #expect(String(localized: "missing.key", defaultValue: "Fallback", bundle: .module, locale: french) == "Fallback")
        #expect(String(localized: "greeting", defaultValue: "Hi", bundle: .module, locale: french) == "Bonjour")
        #expect(String(localized: "no such key", bundle: .module, locale: french) == "no such key")
    }

    @Test("LocalizedStringResource resolves in its own locale and bundle")
    func resource() {
        let bundle = LocalizedStringResource.BundleDescription.atURL(Bundle.module.bundleURL)
        let greeting = LocalizedStringResource("greeting", locale: french, bundle: bundle)
        #expect(String(localized: greeting) == "Bonjour")
        let titled = LocalizedStringResource("title", defaultValue: "Title", table: "Widget", locale: french, bundle: bundle)
        #expect(String(localized: titled) == "Titre")
        let literal: LocalizedStringResource = "Just text"
        #expect(literal.key == "Just text")
        #expect(String(localized: literal) == "Just text")
    }

    @Test("Text(LocalizedStringResource) is localized in the rendered locale") @MainActor
    func textOfResource() {
        let view = VStack {
            Text(LocalizedStringResource("greeting"))
            Text(LocalizedStringResource("\(2) stops"))
        }
        let list = WidgetLayout.displayList(for: view, environment: RenderEnvironment(locale: french), bundles: [.module])
        #expect(list.textItems.map(\.string) == ["Bonjour", "2 arrêts"])
    }
}
