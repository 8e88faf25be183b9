public import Foundation
import ViewCore
import WidgetRendering

/// Checks `snapshot` against its reference file and returns what happened, without failing the
/// test: the building block of ``assertWidgetSnapshot(_:as:named:record:snapshotDirectory:filePath:function:sourceLocation:)``
/// for assertions of your own.
///
/// The reference is `__Snapshots__/<TestFileName>/<name>.png` (or `.json`) next to the test
/// file. When it is missing it is recorded (unless `record` is ``WidgetSnapshotRecordMode/never``)
/// and the result is ``WidgetSnapshotResult/Status/recorded``. When a rendering does not match,
/// `<name>.actual.png` and `<name>.diff.png` (or `<name>.actual.json`) are written into
/// ``widgetSnapshotArtifactsDirectory``.
///
/// ```swift
/// @Test @MainActor func notTheSameWidget() throws {
///     let snapshot = WidgetSnapshot(of: Text("Other"), environment: .snapshot(family: .systemSmall))
///     let result = try verifyWidgetSnapshot(snapshot, named: "small-light", record: .never)
///     #expect(result.status == .mismatched)
///     #expect(result.imageDifference?.differingPixels ?? 0 > 0)
/// }
/// ```
///
/// - Parameters:
///   - snapshot: The rendered widget.
///   - format: ``WidgetSnapshotFormat/png`` (pixels, within a tolerance) or
///     ``WidgetSnapshotFormat/displayList`` (JSON text).
///   - name: The reference's file name without extension. By default the test function's name,
///     the family and the color scheme (and the text size when not `.large`), for example
///     `smallWidget.systemSmall.dark`.
///   - record: When to write the reference instead of comparing; by default from the
///     `WIDGET_SNAPSHOT_RECORD` environment variable (see ``WidgetSnapshotRecordMode``).
///   - snapshotDirectory: Where the references are, instead of `__Snapshots__/<TestFileName>`.
/// - Throws: When the snapshot cannot be rendered, `name` is not a valid file name, or a file
///   cannot be written.
public func verifyWidgetSnapshot(
    _ snapshot: WidgetSnapshot,
    as format: WidgetSnapshotFormat = .png,
    named name: String? = nil,
    record: WidgetSnapshotRecordMode? = nil,
    snapshotDirectory: URL? = nil,
    filePath: StaticString = #filePath,
    function: String = #function
) throws -> WidgetSnapshotResult {
    let testFile = URL(fileURLWithPath: "\(filePath)")
    let testFileName = testFile.deletingPathExtension().lastPathComponent
    let name = try name.map(SnapshotNaming.validated) ?? SnapshotNaming.defaultName(
        function: function, environment: snapshot.environment)
    let directory = snapshotDirectory
        ?? testFile.deletingLastPathComponent().appendingPathComponent("__Snapshots__", isDirectory: true)
            .appendingPathComponent(testFileName, isDirectory: true)
    let verifier = SnapshotVerifier(
        name: name, format: format, mode: record ?? .current,
        referenceURL: directory.appendingPathComponent("\(name).\(format.pathExtension)"),
        artifactsDirectory: widgetSnapshotArtifactsDirectory.appendingPathComponent(testFileName, isDirectory: true))
    return try verifier.verify(snapshot)
}

/// Where renderings that do not match their reference are written, in a folder per test file:
/// `$WIDGET_SNAPSHOT_ARTIFACTS` when set (point it at a folder your CI uploads), else
/// `widget-snapshot-failures` in the temporary directory.
public var widgetSnapshotArtifactsDirectory: URL {
    if let path = ProcessInfo.processInfo.environment["WIDGET_SNAPSHOT_ARTIFACTS"], !path.isEmpty {
        return URL(fileURLWithPath: path, isDirectory: true)
    }
    return FileManager.default.temporaryDirectory.appendingPathComponent("widget-snapshot-failures", isDirectory: true)
}

/// Reference and artifact names.
enum SnapshotNaming {
    /// `smallWidget()` in `systemSmall`, dark → `smallWidget.systemSmall.dark`.
    static func defaultName(function: String, environment: RenderEnvironment) -> String {
        let base = function.prefix { $0 != "(" }
        var parts = [sanitized(String(base))]
        if parts[0].isEmpty { parts[0] = "snapshot" }
        parts.append(environment.family.description)
        parts.append(environment.colorScheme.name)
        if environment.dynamicTypeSize != .large { parts.append(environment.dynamicTypeSize.name) }
        return parts.joined(separator: ".")
    }

    static func sanitized(_ text: String) -> String {
        String(text.map { isAllowed($0) ? $0 : "-" })
    }

    static func validated(_ name: String) throws -> String {
        guard !name.isEmpty, !name.hasPrefix("."), name.count <= 200, name.allSatisfy(isAllowed) else {
            throw WidgetSnapshotError.invalidName(name)
        }
        return name
    }

    private static func isAllowed(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "-" || character == "_" || character == "."
    }
}

/// One check of one snapshot against one reference file.
struct SnapshotVerifier {
    let name: String
    let format: WidgetSnapshotFormat
    let mode: WidgetSnapshotRecordMode
    let referenceURL: URL
    let artifactsDirectory: URL

    private var fileManager: FileManager { .default }
    private var actualURL: URL { artifactsDirectory.appendingPathComponent("\(name).actual.\(format.pathExtension)") }
    private var diffURL: URL { artifactsDirectory.appendingPathComponent("\(name).diff.png") }

    func verify(_ snapshot: WidgetSnapshot) throws -> WidgetSnapshotResult {
        let actual: Data
        var actualImage: PixelImage?
        switch format.kind {
        case .image:
            let image = try PixelImage(png: snapshot.pngData())
            actualImage = image
            actual = try image.pngData()
        case .displayList(let digits):
            actual = Data(try snapshot.displayListJSON(fractionDigits: digits).utf8)
        }
        let exists = fileManager.fileExists(atPath: referenceURL.path)

        if mode == .all {
            try writeReference(actual)
            return result(.recorded, message: """
                Recorded the reference of snapshot "\(name)" at \(referenceURL.path) (record mode "all", as \
                \(WidgetSnapshotRecordMode.environmentVariable)=1 sets). Turn recording off and re-run the test to \
                compare against it.
                """)
        }
        guard exists else {
            if mode == .never {
                try writeArtifact(actual, to: actualURL)
                return result(.missingReference, actualURL: actualURL, message: """
                    Snapshot "\(name)" has no reference at \(referenceURL.path), and recording is off \
                    (\(WidgetSnapshotRecordMode.environmentVariable)=never).
                      actual: \(actualURL.path)
                    Record it by running the test with \(WidgetSnapshotRecordMode.environmentVariable) unset, \
                    then commit the new file.
                    """)
            }
            try writeReference(actual)
            return result(.recorded, message: """
                Snapshot "\(name)" had no reference: recorded a new reference at \(referenceURL.path). \
                Check it, then re-run the test to compare against it.
                """)
        }

        let reference = try Data(contentsOf: referenceURL)
        switch format.kind {
        case .image(let tolerance):
            return try compareImages(reference: reference, actual: actual, actualImage: actualImage!, tolerance: tolerance)
        case .displayList:
            return try compareText(reference: reference, actual: actual)
        }
    }

    private func compareImages(
        reference: Data, actual: Data, actualImage: PixelImage, tolerance: ImageTolerance
    ) throws -> WidgetSnapshotResult {
        let referenceImage: PixelImage
        do {
            referenceImage = try PixelImage(png: reference)
        } catch {
            try writeArtifact(actual, to: actualURL)
            return try mismatch(difference: nil, detail: "the reference is not a readable PNG (\(error))")
        }
        let difference = ImageDifference.compare(referenceImage, actualImage, tolerance: tolerance)
        if difference.isWithinTolerance {
            removeStaleArtifacts()
            return result(.matched, difference: difference, message: "")
        }
        try writeArtifact(actual, to: actualURL)
        try writeArtifact(ImageDifference.diffImage(referenceImage, actualImage, tolerance: tolerance).pngData(), to: diffURL)
        return try mismatch(difference: difference, detail: "\(difference)", diff: true, newReference: actual)
    }

    private func compareText(reference: Data, actual: Data) throws -> WidgetSnapshotResult {
        let expected = String(decoding: reference, as: UTF8.self).replacingOccurrences(of: "\r\n", with: "\n")
        let found = String(decoding: actual, as: UTF8.self)
        if expected == found {
            removeStaleArtifacts()
            return result(.matched, message: "")
        }
        try writeArtifact(actual, to: actualURL)
        return try mismatch(difference: nil, detail: "the display list changed", newReference: actual,
                            appendix: LineDiff.summary(expected, found))
    }

    private func mismatch(
        difference: ImageDifference?, detail: String, diff: Bool = false, newReference: Data? = nil,
        appendix: String? = nil
    ) throws -> WidgetSnapshotResult {
        var lines = ["Snapshot \"\(name)\" does not match its reference: \(detail).",
                     "  reference: \(referenceURL.path)",
                     "  actual:    \(actualURL.path)"]
        if diff { lines.append("  diff:      \(diffURL.path) (differences in magenta over the dimmed reference)") }
        if let appendix { lines.append(appendix) }
        var status = WidgetSnapshotResult.Status.mismatched
        if mode == .failed, let newReference {
            try writeReference(newReference)
            status = .recorded
            lines.append("Recorded the rendering as the new reference (\(WidgetSnapshotRecordMode.environmentVariable)=failed); re-run to compare.")
        } else {
            lines.append("If the change is intended, re-run with \(WidgetSnapshotRecordMode.environmentVariable)=failed to record it.")
        }
        return result(status, difference: difference, actualURL: actualURL, diffURL: diff ? diffURL : nil,
                      message: lines.joined(separator: "\n"))
    }

    private func result(
        _ status: WidgetSnapshotResult.Status, difference: ImageDifference? = nil, actualURL: URL? = nil,
        diffURL: URL? = nil, message: String
    ) -> WidgetSnapshotResult {
        WidgetSnapshotResult(status: status, name: name, referenceURL: referenceURL, imageDifference: difference,
                             actualURL: actualURL, diffURL: diffURL, message: message)
    }

    private func writeReference(_ data: Data) throws {
        try fileManager.createDirectory(at: referenceURL.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: referenceURL, options: .atomic)
    }

    private func writeArtifact(_ data: Data, to url: URL) throws {
        try fileManager.createDirectory(at: artifactsDirectory, withIntermediateDirectories: true)
        try data.write(to: url, options: .atomic)
    }

    private func removeStaleArtifacts() {
        try? fileManager.removeItem(at: actualURL)
        try? fileManager.removeItem(at: diffURL)
    }
}

/// A short, readable difference of two texts: the changed region between the common first and
/// last lines, at most a few lines of each side.
enum LineDiff {
    static func summary(_ expected: String, _ actual: String, limit: Int = 12) -> String {
        let old = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
        var prefix = 0
        while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < old.count - prefix, suffix < new.count - prefix,
            old[old.count - 1 - suffix] == new[new.count - 1 - suffix] { suffix += 1 }
        let removed = old[prefix..<(old.count - suffix)]
        let added = new[prefix..<(new.count - suffix)]
        var lines = ["@@ line \(prefix + 1): \(removed.count) line(s) in the reference, \(added.count) in the rendering @@"]
        lines += removed.prefix(limit).map { "- \($0)" }
        if removed.count > limit { lines.append("- … \(removed.count - limit) more") }
        lines += added.prefix(limit).map { "+ \($0)" }
        if added.count > limit { lines.append("+ … \(added.count - limit) more") }
        return lines.joined(separator: "\n")
    }
}
