import Foundation
#if canImport(Glibc)
import Glibc
#endif
import Synchronization

/// One end of the pipe pair between a host and an extension: length-prefixed JSON frames (a
/// 4-byte big-endian length, then that many bytes of JSON).
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

    /// Writes `message` as one frame. Once the channel is sealed (this process is crashing,
    /// ``sealForCrash(frame:)``), nothing more is written and sending does nothing.
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

    /// `message` as a frame: its length (4 bytes, big-endian), then its JSON.
    static func frame<Message: Encodable>(_ message: Message) throws -> Data {
        let payload = try JSONEncoder().encode(message)
        guard payload.count <= Self.maximumFrameLength else {
            throw ExtensionChannelError.frameTooLong(payload.count)
        }
        var length = UInt32(payload.count).bigEndian
        var frame = Data(bytes: &length, count: 4)
        frame.append(payload)
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

    /// Reads one frame and decodes it as `Message`; throws ``ExtensionChannelError/closed(_:)`` at
    /// the end of the stream and ``ExtensionChannelError/malformed(_:)`` for a frame that is too
    /// long or not the JSON of a `Message`.
    package func receive<Message: Decodable>(_ type: Message.Type) throws -> Message {
        let header = try readExactly(4)
        let length = header.withUnsafeBytes { Int(UInt32(bigEndian: $0.loadUnaligned(as: UInt32.self))) }
        guard length <= Self.maximumFrameLength else {
            throw ExtensionChannelError.malformed("a frame of \(length) bytes (at most \(Self.maximumFrameLength))")
        }
        let payload = try readExactly(length)
        do {
            return try JSONDecoder().decode(Message.self, from: payload)
        } catch {
            throw ExtensionChannelError.malformed("a frame that is not a message (\(error))")
        }
    }

    /// Reads `count` bytes. The buffer grows with what arrives (1 MiB at a time), so a header
    /// that claims a long frame and is followed by little costs little memory.
    private func readExactly(_ count: Int) throws -> Data {
        var data = Data()
        var chunk = [UInt8](repeating: 0, count: min(count, Self.readChunk))
        while data.count < count {
            let wanted = min(count - data.count, chunk.count)
            let got = chunk.withUnsafeMutableBytes { read(input, $0.baseAddress!, wanted) }
            if got == 0 { throw ExtensionChannelError.closed("end of stream") }
            if got < 0 {
                if errno == EINTR { continue }
                throw ExtensionChannelError.closed("read failed: \(String(cString: strerror(errno)))")
            }
            data.append(contentsOf: chunk[0..<got])
        }
        return data
    }

    /// How much is read at once.
    private static let readChunk = 1 << 20
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
