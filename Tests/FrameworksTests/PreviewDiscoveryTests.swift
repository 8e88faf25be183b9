import Foundation
import SwiftUI
import Testing
import WidgetKit
@testable import WidgetProgram

// A preview whose type name shares the word "Widget" with WidgetCore, so the conformance's
// symbol abbreviates the protocol's module name with a substitution.
struct BrandWidget_Previews: PreviewProvider {
    static var previews: some View {
        Text("Brand")
            .previewContext(WidgetPreviewContext(family: .systemSmall))
    }
}

struct PreviewWidgetPreviewProvider_Previews: PreviewProvider {
    static var previews: some View { Text("Twice") }
}

@Suite("preview finds PreviewProviders whose names share words with the protocol's")
struct PreviewDiscoveryTests {
    @Test @MainActor
    func findsWidgetNamedPreviews() {
        let names = PreviewDiscovery.all().map(\.typeName)
        #expect(names.contains("FrameworksTests.BrandWidget_Previews"), "\(names)")
        #expect(names.contains("FrameworksTests.PreviewWidgetPreviewProvider_Previews"), "\(names)")
    }
}
