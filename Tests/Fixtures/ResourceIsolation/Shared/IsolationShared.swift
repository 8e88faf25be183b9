import Foundation

/// A library with resources of its own (`IsolationSharedTint`), linked by IsolationB only.
public enum IsolationShared {
    /// The library's resource bundle.
    public static var bundle: Bundle { .module }
}
