/// The standard sizes of sidebar rows (SwiftUI's `SidebarRowSize`). Outside macOS only `.medium`
/// is supported: ``EnvironmentValues/sidebarRowSize`` is always `.medium`, as on iOS.
public enum SidebarRowSize: Hashable, Sendable {
    /// The standard small row size.
    case small
    /// The standard medium row size: the only one on iOS, and here.
    case medium
    /// The standard large row size.
    case large
}

extension EnvironmentValues {
    /// The size of sidebar rows: always `.medium`, and setting another has no effect, as on iOS.
    public var sidebarRowSize: SidebarRowSize {
        get { .medium }
        set { _ = newValue }
    }
}
