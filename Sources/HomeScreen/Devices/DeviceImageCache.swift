import Foundation
import Synchronization

/// Encoded device screens by what they were made from, and by file name for the downloads.
///
/// A poll that changes nothing (same screen, same entries, same model and tone) is answered from
/// here without rendering. Each device keeps its two newest images: the one it was just told
/// about and the one before, which it may still be downloading.
final class DeviceImageCache: Sendable {
    /// What an image was made from.
    struct Key: Hashable, Sendable {
        var deviceID: String
        var model: String
        var tone: String
        var screen: String
        /// The shown entry's version of each slot's instance (`nil`: not placed).
        var versions: [UInt64?]
    }

    private struct State {
        var byKey: [Key: DeviceImage] = [:]
        var byFilename: [String: DeviceImage] = [:]
        /// Per device, its images' keys, newest last.
        var recent: [String: [Key]] = [:]
    }

    private let state = Mutex(State())

    /// The image made from `key`, if it is kept.
    func image(for key: Key) -> DeviceImage? {
        state.withLock { $0.byKey[key] }
    }

    /// The image called `filename`, if it is kept.
    func image(named filename: String) -> DeviceImage? {
        state.withLock { $0.byFilename[filename] }
    }

    /// Keeps `image`, made from `key`, dropping the device's images older than the one before.
    func insert(_ image: DeviceImage, for key: Key) {
        state.withLock { state in
            state.byKey[key] = image
            state.byFilename[image.filename] = image
            var keys = state.recent[key.deviceID, default: []].filter { $0 != key }
            keys.append(key)
            while keys.count > 2 {
                let old = keys.removeFirst()
                if let dropped = state.byKey.removeValue(forKey: old),
                   !state.byKey.values.contains(where: { $0.filename == dropped.filename }) {
                    state.byFilename[dropped.filename] = nil
                }
            }
            state.recent[key.deviceID] = keys
        }
    }

    /// Forgets a device's images (it was removed).
    func removeDevice(_ deviceID: String) {
        state.withLock { state in
            for key in state.recent.removeValue(forKey: deviceID) ?? [] {
                if let image = state.byKey.removeValue(forKey: key) { state.byFilename[image.filename] = nil }
            }
        }
    }
}
