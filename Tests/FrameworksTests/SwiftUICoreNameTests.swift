// A file that imports only SwiftUI and names types through `SwiftUICore`, as iOS 18 code does
// (`SwiftUICore.Font` to tell it from another module's `Font`): SwiftUI re-exports SwiftUICore,
// as Apple's does. No other import may give the name, so this file has none but Testing.
import SwiftUI
import Testing

private struct CoreNamed: View {
    let font: SwiftUICore.Font = .headline
    let color: SwiftUICore.Color = .red
    let tilt = CGAffineTransform(rotationAngle: 0.1)
    var body: some SwiftUICore.View {
        Text(verbatim: "Core").font(font).foregroundStyle(color).transformEffect(tilt)
    }
}

@MainActor
@Suite("SwiftUICore through import SwiftUI")
struct SwiftUICoreNameTests {
    @Test("`SwiftUICore.Font`, `.Color` and `.View` name SwiftUI's own types")
    func names() {
        let view = CoreNamed()
        #expect(view.font == Font.headline)
        #expect(view.color == Color.red)
        #expect(SwiftUICore.Text.self == SwiftUI.Text.self)
        #expect(!view.tilt.isIdentity)
    }
}
