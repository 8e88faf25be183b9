import Foundation
import Testing
import DisplayList
import LayoutEngine
@testable import ViewCore

@MainActor @Test func imageSampleDump2() throws {
    let fixture = try AssetFixture()
    // 30x30 pt bubble: 10pt blue border corners, red edges, green middle.
    try fixture.addLooseFile("bubble.png", TestImages.png(width: 30, height: 30) { x, y in
        let edgeX = x < 10 || x >= 20, edgeY = y < 10 || y >= 20
        if edgeX && edgeY { return (0, 122, 255, 255) }
        if edgeX || edgeY { return (255, 59, 48, 255) }
        return (52, 199, 89, 255)
    })
    try fixture.addLooseFile("tile.png", TestImages.png(width: 20, height: 20) { x, y in (x < 10) != (y < 10) ? (255, 204, 0, 255) : (88, 86, 214, 255) })
    let b = fixture.bundle
    let view = HStack(spacing: 12) {
        Image("bubble", bundle: b).resizable(capInsets: EdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)).frame(width: 140, height: 80)
        Image("tile", bundle: b).resizable(resizingMode: .tile).frame(width: 90, height: 50)
        Image("bubble", bundle: b).resizable().frame(width: 60, height: 80)
    }
    var env = EnvironmentValues()
    env.colorScheme = .dark
    let list = layout(VStack { view; Image(systemName: "sun.max.fill").font(.title).foregroundColor(.yellow) }.background(Color.black), in: CGSize(width: 364, height: 170), environment: env)
    try JSONEncoder().encode(list).write(to: URL(fileURLWithPath: "/tmp/image-sample2.json"))
}
