/// A light or dark appearance: SwiftUI's `ColorScheme`.
///
/// Defined here, below every renderer, so that the views (`@Environment(\.colorScheme)`), the
/// render request and the HTML document's page colours share one type; `ViewCore` re-exports it.
public enum ColorScheme: Sendable, Hashable, CaseIterable {
    case light, dark
}
