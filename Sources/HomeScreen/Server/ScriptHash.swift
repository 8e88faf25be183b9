import Crypto
import Foundation

/// The `'sha256-…'` source of a content security policy that allows one inline script: the
/// standalone widget document's script is cached with the render, so it cannot carry a
/// per-request nonce; the policy names the script's hash instead (swift-crypto's SHA-256).
package enum ScriptHash {
    /// `'sha256-<base64 digest>'` of `text`'s UTF-8 bytes, as CSP Level 2 writes it.
    package static func cspSource(of text: String) -> String {
        "'sha256-\(Data(SHA256.hash(data: Data(text.utf8))).base64EncodedString())'"
    }
}
