public import Foundation

/// The outcome of checking a snapshot against its reference, for assertions of your own.
///
/// ``verifyWidgetSnapshot(_:as:named:record:snapshotDirectory:filePath:function:)`` returns one
/// without failing the test; ``assertWidgetSnapshot(_:as:named:record:snapshotDirectory:filePath:function:sourceLocation:)``
/// records ``message`` as a test issue unless ``isMatch``.
public struct WidgetSnapshotResult: Sendable, Hashable, CustomStringConvertible {
    /// What happened.
    public enum Status: Sendable, Hashable {
        /// The rendering matches the reference.
        case matched
        /// The reference was written (it was missing, or the record mode asked for it).
        case recorded
        /// There is no reference and the record mode is ``WidgetSnapshotRecordMode/never``.
        case missingReference
        /// The rendering does not match the reference.
        case mismatched
    }

    /// What happened.
    public var status: Status
    /// The snapshot's name: the reference's file name without its extension.
    public var name: String
    /// Where the reference is (or was written).
    public var referenceURL: URL
    /// For an image snapshot compared with its reference, how the pixels differ.
    public var imageDifference: ImageDifference?
    /// The rendering, written next to the diff when it does not match (`<name>.actual.png`).
    public var actualURL: URL?
    /// The reference dimmed with differing pixels in magenta (`<name>.diff.png`).
    public var diffURL: URL?
    /// Why the snapshot does not pass, with the paths to look at; empty when it matched.
    public var message: String

    /// Whether the snapshot passes: it matched a reference that was there before.
    public var isMatch: Bool { status == .matched }

    public var description: String { isMatch ? "Snapshot \"\(name)\" matches \(referenceURL.path)" : message }
}
