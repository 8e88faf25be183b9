/// A light or dark appearance: SwiftUI's `ColorScheme`.
///
/// Defined here, below every renderer, so that the views (`@Environment(\.colorScheme)`), the
/// render request and the HTML document's page colours share one type; `ViewCore` re-exports it.
public enum ColorScheme: Sendable, Hashable, CaseIterable {
    case light, dark
}

extension ColorScheme {
    /// `light` or `dark`: the one spelling of a scheme in file names, CSS classes, JSON, queries
    /// and command-line options.
    package var name: String {
        switch self {
        case .light: "light"
        case .dark: "dark"
        }
    }

    /// The scheme `name` spells exactly (`light` or `dark`), if any. Callers that accept other
    /// cases (a command-line option) lower the name first.
    package init?(name: String) {
        switch name {
        case "light": self = .light
        case "dark": self = .dark
        default: return nil
        }
    }
}
