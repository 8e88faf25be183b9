import Foundation
#if canImport(Glibc)
import Glibc
#endif
import Synchronization

/// One end of the pipe pair between a host and an extension: length-prefixed frames (a 4-byte
/// big-endian length, then that many bytes of payload).
///
/// A payload is the JSON of a message (it starts with `{`) or, for a message that travels in
/// binary (``ExtensionBinaryFraming``: an extension's display list), a binary payload whose
/// first byte is its kind, a control character below ``binaryKindLimit`` (see
/// ``ExtensionMessage``'s ``ExtensionBinaryFraming``).
///
/// Reads block (call ``receive(_:)`` from a thread of its own); writes from any thread are
/// serialised. A frame longer than ``maximumFrameLength`` is refused on both ends: an extension
/// that writes garbage or gigabytes is cut off, never buffered.
package final class ExtensionChannel: Sendable {
    /// The longest frame accepted: 64 MiB (a display list with large photos fits many times).
    package static let maximumFrameLength = 64 << 20

    private let input: Int32
    private let output: Int32
    private let writeLock = Mutex(())

    /// A channel that reads frames from `input` and writes them to `output` (file descriptors it
    /// does not own: closing them is the caller's business).
    package init(input: Int32, output: Int32) {
        self.input = input
        self.output = output
    }

    /// Writes `message` as one frame: its binary payload when it has one
    /// (``ExtensionBinaryFraming``), else its JSON.
    package func send<Message: Encodable>(_ message: Message) throws {
        var frame: [UInt8]
        if let framed = message as? any ExtensionBinaryFraming, let binary = try framed.binaryFrame(after: [0, 0, 0, 0]) {
            frame = binary
        } else {
            let payload = try JSONEncoder().encode(message)
            frame = [0, 0, 0, 0]
            frame.reserveCapacity(4 + payload.count)
            frame.append(contentsOf: payload)
        }
        let payloadCount = frame.count - 4
        guard payloadCount <= Self.maximumFrameLength else {
            throw ExtensionChannelError.frameTooLong(payloadCount)
        }
        let length = UInt32(payloadCount)
        frame[0] = UInt8(truncatingIfNeeded: length >> 24)
        frame[1] = UInt8(truncatingIfNeeded: length >> 16)
        frame[2] = UInt8(truncatingIfNeeded: length >> 8)
        frame[3] = UInt8(truncatingIfNeeded: length)
        try writeLock.withLock { _ in
            try frame.withUnsafeBytes { buffer in
                var offset = 0
                while offset < buffer.count {
                    let written = write(output, buffer.baseAddress! + offset, buffer.count - offset)
                    if written < 0 {
                        if errno == EINTR { continue }
                        throw ExtensionChannelError.closed("write failed: \(String(cString: strerror(errno)))")
                    }
                    offset += written
                }
            }
        }
    }

    /// Reads one frame and decodes it as `Message`: JSON, or a binary payload when `Message` has
    /// one (``ExtensionBinaryFraming``). Throws ``ExtensionChannelError/closed(_:)`` at the end of
    /// the stream and ``ExtensionChannelError/malformed(_:)`` for a frame that is too long or not
    /// a `Message`.
    package func receive<Message: Decodable>(_ type: Message.Type) throws -> Message {
        let header = try readExactly(4)
        let length = Int(header[0]) << 24 | Int(header[1]) << 16 | Int(header[2]) << 8 | Int(header[3])
        guard length <= Self.maximumFrameLength else {
            throw ExtensionChannelError.malformed("a frame of \(length) bytes (at most \(Self.maximumFrameLength))")
        }
        let payload = try readExactly(length)
        if let first = payload.first, first < Self.binaryKindLimit {
            guard let framed = Message.self as? any ExtensionBinaryFraming.Type else {
                throw ExtensionChannelError.malformed("a binary frame (kind \(first)) where JSON was expected")
            }
            let message: any ExtensionBinaryFraming
            do {
                message = try payload.withUnsafeBytes { try framed.init(binaryPayload: $0) }
            } catch {
                throw ExtensionChannelError.malformed("a binary frame that is not a message (\(error))")
            }
            guard let message = message as? Message else {
                throw ExtensionChannelError.malformed("a binary frame of another type")
            }
            return message
        }
        do {
            return try JSONDecoder().decode(Message.self, from: Data(payload))
        } catch {
            throw ExtensionChannelError.malformed("a frame that is not a message (\(error))")
        }
    }

    /// Reads `count` bytes, straight into the buffer returned. The buffer grows with what arrives
    /// (1 MiB at a time, when it is full), so a header that claims a long frame and is followed
    /// by little costs little memory.
    private func readExactly(_ count: Int) throws -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: min(count, Self.readChunk))
        var filled = 0
        while filled < count {
            if filled == bytes.count { bytes += [UInt8](repeating: 0, count: min(count - filled, Self.readChunk)) }
            let room = bytes.count - filled
            let got = bytes.withUnsafeMutableBytes { read(input, $0.baseAddress! + filled, room) }
            if got == 0 { throw ExtensionChannelError.closed("end of stream") }
            if got < 0 {
                if errno == EINTR { continue }
                throw ExtensionChannelError.closed("read failed: \(String(cString: strerror(errno)))")
            }
            filled += got
        }
        return bytes
    }

    /// A payload whose first byte is below this (a control character, never the start of
    /// JSON) is binary (``ExtensionBinaryFraming``); any other is JSON.
    package static let binaryKindLimit: UInt8 = 0x20

    /// How much is read at once.
    private static let readChunk = 1 << 20
}

/// A message that may travel in a binary frame instead of JSON: an extension's display list is
/// many times cheaper to write and read in ``DisplayList``'s binary coding than as JSON.
///
/// A binary payload starts with its kind, a byte below ``ExtensionChannel/binaryKindLimit``, so
/// a reader tells it from JSON by its first byte.
package protocol ExtensionBinaryFraming {
    /// The whole frame for this message, `prefix` (the room for the frame's length) first, then
    /// a binary payload; `nil` when the message travels as JSON.
    func binaryFrame(after prefix: [UInt8]) throws -> [UInt8]?
    /// Reads a binary payload (one whose first byte is below ``ExtensionChannel/binaryKindLimit``).
    init(binaryPayload: UnsafeRawBufferPointer) throws
}

/// Why a channel stopped.
package enum ExtensionChannelError: Error, CustomStringConvertible, Equatable {
    /// The other end closed its end (or the pipe broke).
    case closed(String)
    /// The other end wrote something that is not a frame of the protocol.
    case malformed(String)
    /// A message too long to send.
    case frameTooLong(Int)

    package var description: String {
        switch self {
        case .closed(let reason): "the channel closed: \(reason)"
        case .malformed(let what): "the extension wrote \(what)"
        case .frameTooLong(let count): "a message of \(count) bytes is too long to send"
        }
    }
}
