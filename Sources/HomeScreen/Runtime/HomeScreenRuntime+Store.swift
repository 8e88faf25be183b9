import Foundation

extension HomeScreenRuntime {
    /// The SQLite store of the data directory; with `readOnly`, what can be read of it.
    static func openStore(_ configuration: HomeScreenConfiguration) throws -> any InstanceStore {
        guard configuration.readOnly else { return try SQLiteInstanceStore(directory: configuration.dataDirectory) }
        var problem: StoreIntegrityError?
        do {
            try StoreIntegrity.checkFiles(in: configuration.dataDirectory)
            try StoreIntegrity.quickCheckBeforeOpening(
                configuration.dataDirectory.appendingPathComponent(StoreIntegrity.databaseName))
        } catch let error as StoreIntegrityError {
            problem = error
        }
        return ReadOnlyInstanceStore(directory: configuration.dataDirectory, problem: problem)
    }

    /// Why the home screen is read-only, or nil when it is not.
    package var readOnlyReason: String? {
        (store as? ReadOnlyInstanceStore)?.reason
    }
}
