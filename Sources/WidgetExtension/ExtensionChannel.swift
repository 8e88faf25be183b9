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
    /// A ``WriteState``'s raw value; atomic, so a signal handler can seal it without a lock.
    private let writeState = Atomic<Int>(WriteState.free.rawValue)

    /// Whether a frame is being written. (An enum, not static constants: a signal handler reads
    /// them, and it must not run a global's lazy initialisation.)
    private enum WriteState: Int {
        /// Nothing is being written.
        case free
        /// A frame is being written.
        case writing
        /// The process is crashing: nothing more is written.
        case sealed
    }

    /// A channel that reads frames from `input` and writes them to `output` (file descriptors it
    /// does not own: closing them is the caller's business).
    package init(input: Int32, output: Int32) {
        self.input = input
        self.output = output
    }

    /// Writes `message` as one frame (``frame(_:)``). Once the channel is sealed (this process is
    /// crashing, ``sealForCrash(frame:)``), nothing more is written and sending does nothing.
    package func send<Message: Encodable>(_ message: Message) throws {
        let frame = try Self.frame(message)
        try writeLock.withLock { _ in
            guard writeState.compareExchange(expected: WriteState.free.rawValue, desired: WriteState.writing.rawValue, ordering: .acquiring).exchanged else {
                return
            }
            defer { _ = writeState.compareExchange(expected: WriteState.writing.rawValue, desired: WriteState.free.rawValue, ordering: .releasing) }
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

    /// `message` as a frame: its length (4 bytes, big-endian), then its payload: its binary
    /// payload when it has one (``ExtensionBinaryFraming``), else its JSON.
    static func frame<Message: Encodable>(_ message: Message) throws -> [UInt8] {
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
        return frame
    }

    /// Stops all writing for good, from a handler of a fatal signal (async-signal-safe: atomic
    /// exchanges, `nanosleep` and `write` calls, no allocation, no lock): `frame` is written
    /// first, after the frame another thread is writing (waited for up to 100 ms; past that, or
    /// when this thread is the writer, not at all: interleaving would garble both). Later
    /// ``send(_:)`` calls write nothing. Returns whether `frame` was written whole.
    package func sealForCrash(frame: UnsafeRawBufferPointer) -> Bool {
        var waits = 0
        while true {
            let (claimed, was) = writeState.compareExchange(
                expected: WriteState.free.rawValue, desired: WriteState.sealed.rawValue, ordering: .acquiringAndReleasing)
            if claimed { break }
            if was == WriteState.sealed.rawValue { return false }
            if waits < 100 {
                // Another thread is writing a frame (or has just written one): a moment for it to finish.
                waits += 1
                var pause = timespec(tv_sec: 0, tv_nsec: 1_000_000)
                _ = nanosleep(&pause, nil)
                continue
            }
            // Still writing: sealed under it, without a frame of ours.
            if writeState.compareExchange(
                expected: WriteState.writing.rawValue, desired: WriteState.sealed.rawValue, ordering: .acquiringAndReleasing
            ).exchanged {
                return false
            }
        }
        guard let base = frame.baseAddress else { return false }
        var offset = 0
        while offset < frame.count {
            let written = write(output, base + offset, frame.count - offset)
            if written < 0, errno == EINTR { continue }
            if written <= 0 { return false }
            offset += written
        }
        return true
    }

    /// Whether ``sealForCrash(frame:)`` was called: the process is crashing.
    package var isSealed: Bool { writeState.load(ordering: .acquiring) == WriteState.sealed.rawValue }

    /// The descriptor frames are written to.
    package var outputDescriptor: Int32 { output }

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
