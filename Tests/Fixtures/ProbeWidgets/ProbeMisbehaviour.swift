import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Ways the probe bundle breaks the extension protocol on purpose, for the host's safety tests.
///
/// A program copied under a name starting with `bad-version` answers the host's greeting with
/// protocol version 999 (and does nothing else). In any copy, the buttons Garbage, Huge and
/// Flood write to the channel behind the extension service's back, Fork starts children that
/// would outlive the extension, and Spin makes the provider loop on the CPU.
public enum ProbeProgram {
    /// The channel to the host (a duplicate of the extension's standard output, taken before the
    /// program moves it), or -1 when this process is not an extension.
    nonisolated(unsafe) static var channel: Int32 = -1

    /// Call first thing in `main`: takes hold of the channel and plays a misbehaving program
    /// when the program's name asks for it.
    public static func prepare() {
        let arguments = CommandLine.arguments
        guard arguments.count > 1, arguments[1] == "extension" else { return }
        channel = dup(STDOUT_FILENO)
        let name = URL(fileURLWithPath: arguments[0]).lastPathComponent
        if name.hasPrefix("bad-version") { answerWithAnotherVersion() }
    }

    /// Reads the greeting and answers it as an extension of protocol version 999 would, then
    /// waits for the host to end it.
    private static func answerWithAnotherVersion() -> Never {
        var header = [UInt8](repeating: 0, count: 4)
        guard readFully(&header) else { exit(0) }
        let length = header.reduce(0) { $0 << 8 | Int($1) }
        var payload = [UInt8](repeating: 0, count: length)
        guard readFully(&payload) else { exit(0) }
        let answer = #"{"response":{"id":1,"_1":{"hello":{"_0":{"version":999,"displayName":"Future","processID":\#(getpid()),"widgets":[]}}}}}"#
        write(frame: Array(answer.utf8))
        while true { sleep(60) }
    }

    private static func readFully(_ buffer: inout [UInt8]) -> Bool {
        var offset = 0
        while offset < buffer.count {
            let got = buffer.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress! + offset, $0.count - offset) }
            if got <= 0 { return false }
            offset += got
        }
        return true
    }

    /// Writes `bytes` to the channel as they are.
    static func write(raw bytes: [UInt8]) {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { Glibc.write(channel, $0.baseAddress! + offset, $0.count - offset) }
            if written <= 0 { return }
            offset += written
        }
    }

    /// Writes `payload` as one frame: its 4-byte big-endian length, then its bytes.
    static func write(frame payload: [UInt8]) {
        let count = UInt32(payload.count)
        write(raw: [UInt8(count >> 24), UInt8(count >> 16 & 0xFF), UInt8(count >> 8 & 0xFF), UInt8(count & 0xFF)] + payload)
    }

    /// Puts `/dev/null` in place of every descriptor of the channel's output pipe.
    static func closeChannel() {
        var pipe = stat()
        let null = open("/dev/null", O_WRONLY | O_CLOEXEC)
        guard null >= 0, fstat(channel, &pipe) == 0 else { return }
        defer { close(null) }
        for entry in (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? [] {
            var info = stat()
            guard let descriptor = Int32(entry), descriptor != null, fstat(descriptor, &info) == 0,
                  info.st_dev == pipe.st_dev, info.st_ino == pipe.st_ino else { continue }
            _ = dup2(null, descriptor)
        }
    }

    /// Starts `/bin/sh -c "sleep 600 & sleep 600"`: a child and a grandchild, in the extension's
    /// process group, that nothing ends unless the host ends the group. Carelessly, they inherit
    /// every descriptor of the extension (the channel's and the host's `Process` bookkeeping).
    static func forkChildren() {
        for entry in (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? [] {
            guard let descriptor = Int32(entry), descriptor > 2 else { continue }
            let flags = fcntl(descriptor, F_GETFD)
            if flags >= 0 { _ = fcntl(descriptor, F_SETFD, flags & ~FD_CLOEXEC) }
        }
        var pid: pid_t = 0
        let arguments = ["/bin/sh", "-c", "sleep 600 & sleep 600"]
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        _ = posix_spawn(&pid, "/bin/sh", nil, nil, &argv, environ)
    }
}
