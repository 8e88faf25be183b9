import Foundation
import WidgetKit

extension VocabularyStore {
    /// The app group the app and its widgets share.
    public static let appGroupIdentifier = "group.com.example.MyVocabulary"

    /// The database's file name in the app group container.
    public static let databaseFileName = "Vocabulary.sqlite"

    /// The store in the app group container (`<data dir>/AppGroups/<group>/Vocabulary.sqlite`
    /// on Linux), created with the starter list on first use and opened once per process.
    ///
    /// - Throws: ``VocabularyError/containerUnavailable(_:)`` when the container cannot be
    ///   created, or the database's error when it cannot be opened.
    public static func appGroup() throws -> VocabularyStore {
        let manager = FileManager.default
        guard let container = manager.containerURL(forSecurityApplicationGroupIdentifier: appGroupIdentifier) else {
            throw VocabularyError.containerUnavailable(appGroupIdentifier)
        }
        let url = container.appendingPathComponent(databaseFileName)
        return try openStores.store(at: url) { try VocabularyStore(url: url) }
    }

    private static let openStores = OpenStores()
}

/// The stores this process opened, by path: one connection pool per file.
private final class OpenStores: @unchecked Sendable {
    private let lock = NSLock()
    private var stores: [String: VocabularyStore] = [:]

    func store(at url: URL, open: () throws -> VocabularyStore) throws -> VocabularyStore {
        lock.lock()
        defer { lock.unlock() }
        if let store = stores[url.path], FileManager.default.fileExists(atPath: url.path) { return store }
        let store = try open()
        stores[url.path] = store
        return store
    }
}
