import CryptoKit
import Foundation
import Testing

/// `import CryptoKit` as widget code writes it (hashing an API key, signing a request): the
/// drop-in module is swift-crypto's `Crypto` under Apple's name. Digests are the published
/// test vectors (FIPS 180-2 "abc", RFC 4231 case 2), so the hashing is real.
@Suite("CryptoKit as widget code uses it")
struct CryptoKitIdiomTests {
    static func hex<D: Sequence>(_ bytes: D) -> String where D.Element == UInt8 {
        bytes.map { String(format: "%02x", $0) }.joined()
    }

    @Test("SHA256.hash(data:) and its description-free hex idiom")
    func sha256() {
        let digest = SHA256.hash(data: Data("abc".utf8))
        #expect(Self.hex(digest) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(SHA256.byteCount == 32)
        #expect(type(of: digest).byteCount == 32)
    }

    @Test("Insecure.SHA1 and Insecure.MD5, as legacy APIs want them")
    func insecure() {
        #expect(Self.hex(Insecure.SHA1.hash(data: Data("abc".utf8))) == "a9993e364706816aba3e25717850c26c9cd0d89d")
        #expect(Self.hex(Insecure.MD5.hash(data: Data("abc".utf8))) == "900150983cd24fb0d6963f7d28e17f72")
    }

    @Test("HMAC<SHA256> with a SymmetricKey (RFC 4231 test case 2)")
    func hmac() {
        let key = SymmetricKey(data: Data("Jefe".utf8))
        let code = HMAC<SHA256>.authenticationCode(for: Data("what do ya want for nothing?".utf8), using: key)
        #expect(Self.hex(code) == "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843")
        #expect(HMAC<SHA256>.isValidAuthenticationCode(code, authenticating: Data("what do ya want for nothing?".utf8), using: key))
    }

    @Test("AES.GCM seals and opens what it sealed; a wrong key is refused")
    func aesGCM() throws {
        let key = SymmetricKey(size: .bits256)
        let sealed = try AES.GCM.seal(Data("widget".utf8), using: key)
        #expect(try AES.GCM.open(sealed, using: key) == Data("widget".utf8))
        #expect(throws: (any Error).self) { try AES.GCM.open(sealed, using: SymmetricKey(size: .bits256)) }
    }
}
