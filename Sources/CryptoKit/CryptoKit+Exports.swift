// `import CryptoKit` in widget source resolves here: Apple's CryptoKit API is swift-crypto's
// `Crypto` module, which implements the same declarations (`SHA256`, `SHA384`, `SHA512`,
// `Insecure.MD5`, `Insecure.SHA1`, `HMAC`, `SymmetricKey`, `AES.GCM`, `ChaChaPoly`, `HKDF`,
// `P256`…`P521`, `Curve25519`) over BoringSSL on Linux. swift-crypto defines
// `CRYPTO_IN_SWIFTPM_FORCE_BUILD_API` on Linux, so it never imports a module named `CryptoKit`
// itself: this module can take Apple's name without the `canImport` race of NOTES "Gotchas".
@_exported public import Crypto
