import Foundation
import Testing
import DisplayList
import LayoutEngine
@testable import ViewCore

@MainActor
@Suite("containerRelativeFrame, safeAreaInset and ignoresSafeArea")
struct ContainerModifierTests {
    /// A widget's content area of 300 × 140 (the container `containerRelativeFrame` measures).
    private var widgetEnvironment: EnvironmentValues {
        var environment = EnvironmentValues()
        environment.containerSize = CGSize(width: 300, height: 140)
        return environment
    }

    @Test("containerRelativeFrame(.horizontal) is as wide as the container")
    func wholeContainer() throws {
        let list = layout(HStack { Color.red.frame(height: 20).containerRelativeFrame(.horizontal) },
                          in: CGSize(width: 300, height: 140), environment: widgetEnvironment)
        #expect(approximately(try frame(of: red, in: list), CGRect(x: 0, y: 60, width: 300, height: 20)))
    }

    @Test("count, span and spacing divide the container into parts")
    func countAndSpan() throws {
        let list = layout(
            Color.red.frame(height: 20).containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 10, alignment: .leading),
            in: CGSize(width: 300, height: 140), environment: widgetEnvironment)
        // (300 − 2 × 10) / 3 × 2 + 10 = 196.67
        #expect(approximately(try frame(of: red, in: list).width, 280 / 3 * 2 + 10))
    }

    @Test("The closure form gets the container's length and axis")
    func closure() throws {
        let list = layout(Color.red.containerRelativeFrame([.horizontal, .vertical]) { length, axis in
            axis == .vertical ? length / 2 : length / 4
        }, in: CGSize(width: 300, height: 140), environment: widgetEnvironment)
        #expect(approximately(try frame(of: red, in: list), CGRect(x: 112.5, y: 35, width: 75, height: 70)))
    }

    @Test("safeAreaInset puts its content along the edge and the view in the rest")
    func safeAreaInset() throws {
        let list = layout(Color.blue.safeAreaInset(edge: .bottom, spacing: 4) { Color.red.frame(height: 20) },
                          in: CGSize(width: 200, height: 100))
        #expect(approximately(try frame(of: blue, in: list), CGRect(x: 0, y: 0, width: 200, height: 76)))
        #expect(approximately(try frame(of: red, in: list), CGRect(x: 0, y: 80, width: 200, height: 20)))
        let leading = layout(Color.blue.safeAreaInset(edge: .leading) { Color.red.frame(width: 30) },
                             in: CGSize(width: 200, height: 100))
        #expect(approximately(try frame(of: red, in: leading), CGRect(x: 0, y: 0, width: 30, height: 100)))
        #expect(approximately(try frame(of: blue, in: leading), CGRect(x: 38, y: 0, width: 162, height: 100)))
    }

    @Test("ignoresSafeArea and edgesIgnoringSafeArea change nothing in a widget")
    func ignoresSafeArea() throws {
        let plain = layout(Color.red.frame(width: 10, height: 10), in: CGSize(width: 50, height: 50))
        let ignoring = layout(Color.red.frame(width: 10, height: 10).ignoresSafeArea().edgesIgnoringSafeArea(.all)
            .ignoresSafeArea(.container, edges: .bottom), in: CGSize(width: 50, height: 50))
        #expect(try frame(of: red, in: plain) == frame(of: red, in: ignoring))
    }
}
