package import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The secret a home screen bound to a non-loopback address requires of every request.
///
/// 256 random bits as 64 hexadecimal digits, generated on first start and kept in
/// `<data dir>/access-token`, readable by its owner only (mode 0600). A browser presents it once
/// as `/?token=…` and then carries it in a cookie; other clients send `Authorization: Bearer …`.
package struct AccessToken: Sendable, Hashable {
    /// The token's text.
    package let value: String

    /// The file the token of `dataDirectory` is kept in.
    package static func fileURL(in dataDirectory: URL) -> URL {
        dataDirectory.appendingPathComponent("access-token")
    }

    /// Reads the token of `dataDirectory`, generating and storing one if there is none.
    /// `created` tells whether it was generated now (so it is printed once).
    package static func loadOrCreate(in dataDirectory: URL) throws -> (token: AccessToken, created: Bool) {
        let url = fileURL(in: dataDirectory)
        if let data = FileManager.default.contents(atPath: url.path) {
            let text = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            if text.count >= 32 { return (AccessToken(value: text), false) }
        }
        try FileManager.default.createDirectory(at: dataDirectory, withIntermediateDirectories: true)
        let token = AccessToken(value: randomHex(bytes: 32))
        let temporary = url.path + ".\(getpid()).tmp"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw AccessTokenError("Cannot write \(temporary): errno \(errno)") }
        let bytes = Array((token.value + "\n").utf8)
        let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        fsync(descriptor)
        close(descriptor)
        guard written == bytes.count, rename(temporary, url.path) == 0 else {
            unlink(temporary)
            throw AccessTokenError("Cannot write \(url.path)")
        }
        return (token, true)
    }

    /// Whether `candidate` is this token, compared in constant time.
    package func matches(_ candidate: some StringProtocol) -> Bool {
        let a = Array(value.utf8), b = Array(candidate.utf8)
        guard a.count == b.count else { return false }
        var difference: UInt8 = 0
        for index in a.indices { difference |= a[index] ^ b[index] }
        return difference == 0
    }

    private static func randomHex(bytes count: Int) -> String {
        var generator = SystemRandomNumberGenerator()
        var text = ""
        for _ in 0..<count {
            let byte = UInt8.random(in: 0...255, using: &generator)
            text += String(byte, radix: 16).count == 1 ? "0" + String(byte, radix: 16) : String(byte, radix: 16)
        }
        return text
    }
}

/// The access token could not be stored.
package struct AccessTokenError: Error, CustomStringConvertible {
    package let description: String
    init(_ description: String) { self.description = description }
}
