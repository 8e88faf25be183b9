public import Foundation
public import ViewCore

// Preview modifiers Xcode reads; accepted so preview code compiles (the `preview` command sizes
// a widget preview by its family).

/// How a preview is sized: SwiftUI's `PreviewLayout`.
public enum PreviewLayout: Sendable, Hashable {
    /// In a device's screen.
    case device
    /// At the view's ideal size.
    case sizeThatFits
    /// In a fixed size.
    case fixed(width: CGFloat, height: CGFloat)
}

/// A device to preview on: `PreviewDevice(rawValue: "iPhone 15 Pro")` or `"iPhone 15 Pro"`.
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Sendable, Hashable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { self.rawValue = value }
}

/// The orientation of a preview: SwiftUI's `InterfaceOrientation`.
public struct InterfaceOrientation: Sendable, Hashable, Identifiable, CaseIterable {
    public let id: String
    public static let portrait = InterfaceOrientation(id: "portrait")
    public static let portraitUpsideDown = InterfaceOrientation(id: "portraitUpsideDown")
    public static let landscapeLeft = InterfaceOrientation(id: "landscapeLeft")
    public static let landscapeRight = InterfaceOrientation(id: "landscapeRight")
    public static let allCases: [InterfaceOrientation] = [.portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight]
}

extension View {
    /// The size of the preview's container (accepted).
    nonisolated public func previewLayout(_ value: PreviewLayout) -> some View { self }

    /// The device the preview runs on (accepted).
    nonisolated public func previewDevice(_ value: PreviewDevice?) -> some View { self }

    /// The orientation of the preview (accepted).
    nonisolated public func previewInterfaceOrientation(_ value: InterfaceOrientation) -> some View { self }
}
