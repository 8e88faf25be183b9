public import Foundation

/// An intent that reports its progress while it performs: App Intents' `ProgressReportingIntent`.
///
/// ```swift
/// struct SyncIntent: ProgressReportingIntent {
///     static var title: LocalizedStringResource { "Sync" }
///     func perform() async throws -> some IntentResult {
///         progress.totalUnitCount = Int64(items.count)
///         for item in items { try await upload(item); progress.completedUnitCount += 1 }
///         return .result()
///     }
/// }
/// ```
///
/// The home screen performs a widget's intent when its control is tapped and does not show the
/// progress (iOS shows it in Shortcuts and Siri, neither of which exists here): `progress` is a
/// real `Progress` the intent may update, read by nothing.
public protocol ProgressReportingIntent: AppIntent {}

/// The progress of the intent being performed, set while `perform()` runs.
enum IntentProgressScope {
    @TaskLocal static var progress: Progress?

    /// Runs `body` with a fresh progress for a `ProgressReportingIntent` (nothing for others).
    static func performing<R>(_ intent: any AppIntent, _ body: () async throws -> R) async rethrows -> R {
        guard intent is any ProgressReportingIntent else { return try await body() }
        return try await $progress.withValue(Progress(totalUnitCount: 0)) { try await body() }
    }
}

extension ProgressReportingIntent {
    /// The progress of the intent's action, to update as it moves forward. As on iOS it exists
    /// only while `perform()` runs: reading it elsewhere stops the program with a message.
    public var progress: Progress {
        guard let progress = IntentProgressScope.progress else {
            fatalError("\(Self.self).progress is available only in perform()")
        }
        return progress
    }
}
