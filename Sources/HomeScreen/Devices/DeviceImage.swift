import DisplayImaging
import Foundation

/// One encoded screen of one device, kept in memory and served by file name.
struct DeviceImage: Sendable {
    /// The file's bytes, exactly as the device downloads them.
    let data: Data
    let format: DisplayImageFormat
    /// `wk-` and 16 hex digits of the bytes' FNV-1a hash, and the extension: changes whenever
    /// the image changes and never otherwise, and stays under the firmware's 31-character
    /// file name limit (longer names are cut to their first 7 and last 17 characters).
    let filename: String
    /// The device it was made for, and that device's secrets: the image key its URLs carry and
    /// the access token it may send with the download.
    let deviceID: String
    let imageKey: String
    let apiKey: String
    /// The dithering used.
    let dither: DitherMethod

    init(data: Data, format: DisplayImageFormat, device: DeviceRecord, dither: DitherMethod) {
        self.data = data
        self.format = format
        deviceID = device.id
        imageKey = device.imageKey
        apiKey = device.apiKey
        self.dither = dither
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in data {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        filename = "wk-" + String(format: "%016llx", hash) + "." + format.fileExtension
    }
}
