/// A control Control Center shows: its kind on the home screen (`BUNDLE/kind` for a hosted
/// bundle's, as widgets' kinds), its own kind, its names, and where it runs.
package struct ControlEntry: Sendable {
    /// The kind on this home screen.
    package var kind: String
    /// The kind its configuration declares (what its app passes to `ControlCenter`).
    package var ownKind: String
    /// `displayName(_:)`, else the app's name.
    package var displayName: String
    package var description: String?
    /// Where its value provider, views and intent run.
    package var presenter: any ControlPresenter

    package init(kind: String, ownKind: String, displayName: String, description: String?, presenter: any ControlPresenter) {
        self.kind = kind
        self.ownKind = ownKind
        self.displayName = displayName
        self.description = description
        self.presenter = presenter
    }
}
