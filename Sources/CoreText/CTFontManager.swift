public import Foundation
import Synchronization
import TextEngine

// Core Text's font manager as widget code uses it: registering a font file it ships
// (`CTFontManagerRegisterFontsForURL(url as CFURL, .process, nil)`) so `Font.custom` and
// `UIFont(name:size:)` find it by family or PostScript name. Registration is real: the file is
// added to fontconfig for this process, and every later layout sees its faces. The rest of
// Core Text (`CTFont`, `CTLine`, frames, glyph runs) is not provided (docs/FRAMEWORKS.md).

/// A URL as Core Foundation passes it (`url as CFURL`): on Linux, Foundation's `URL` itself.
public typealias CFURL = URL
/// A string as Core Foundation passes it (`"name" as CFString`): on Linux, `String` itself.
public typealias CFString = String
/// An error as Core Foundation reports it: on Linux, `NSError` (Apple's `CFError` is toll-free
/// bridged to it, so `error.takeRetainedValue() as Error` reads the same).
public typealias CFError = NSError

/// Constants that define the scope for font registration.
public enum CTFontManagerScope: UInt32, Sendable {
    /// No scope is defined.
    case none = 0
    /// The font is available to the current process for the duration of the process: the one
    /// scope Linux supports.
    case process = 1
    /// The font is available to all processes of the user and in later sessions: refused here
    /// (`CTFontManagerError.unsupportedScope`), there is no font store shared between processes.
    case persistent = 2
    /// The font is available to the current user session: refused here, as `persistent`.
    case session = 3

    /// The user's scope: the same as `persistent`.
    public static var user: CTFontManagerScope { .persistent }
}

/// Errors of font registration (Core Text's `CTFontManagerError`), the codes of errors in
/// ``kCTFontManagerErrorDomain``.
public enum CTFontManagerError: Int, Sendable {
    /// The file doesn't exist at the specified URL.
    case fileNotFound = 101
    /// Insufficient permissions to access the file.
    case insufficientPermissions = 102
    /// The file's format is unrecognized or unsupported.
    case unrecognizedFormat = 103
    /// The file contains invalid font data.
    case invalidFontData = 104
    /// The file is already registered in the specified scope.
    case alreadyRegistered = 105
    /// The operation exceeded a resource limit.
    case exceededResourceLimit = 106
    /// The font asset wasn't found.
    case assetNotFound = 107
    /// The file isn't registered in the specified scope.
    case notRegistered = 201
    /// The font file is in use and can't be unregistered.
    case inUse = 202
    /// The file is required by the system and can't be unregistered.
    case systemRequired = 203
    /// The file can't be processed because of an unexpected error.
    case registrationFailed = 301
    /// A necessary entitlement is missing.
    case missingEntitlement = 302
    /// The font descriptor doesn't have enough information to specify a font file.
    case insufficientInfo = 303
    /// The user cancelled the operation.
    case cancelledByUser = 304
    /// A font of the same name is already registered.
    case duplicatedName = 305
    /// The file isn't in an allowed location.
    case invalidFilePath = 306
    /// The specified scope isn't supported.
    case unsupportedScope = 307
}

/// The domain of Core Text's font manager errors.
public let kCTFontManagerErrorDomain: CFString = "com.apple.CoreText.CTFontManagerErrorDomain"

/// The files registered so far, by path: a second registration fails with `alreadyRegistered`.
private let registeredFontFiles = Mutex<Set<String>>([])

/// Registers the fonts of the file at `fontURL` for this process, so text finds them by family
/// and PostScript name (`Font.custom("Geist-Regular", size: 12)`).
///
/// Returns `false` and sets `error` (retained, as Core Foundation's "create" rule says) when the
/// URL is not a readable font file, when it is registered already, or for any scope other than
/// `.process`: Linux has no font store shared between processes. The result may be ignored,
/// as an imported C function's may be.
@discardableResult
public func CTFontManagerRegisterFontsForURL(
    _ fontURL: CFURL, _ scope: CTFontManagerScope, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?
) -> Bool {
    func fail(_ code: CTFontManagerError, _ reason: String) -> Bool {
        let failure = NSError(
            domain: kCTFontManagerErrorDomain, code: code.rawValue,
            userInfo: [NSLocalizedDescriptionKey: reason, "CTFailedFontURLs": [fontURL]])
        error?.pointee = Unmanaged.passRetained(failure)
        return false
    }
    guard scope == .process else {
        return fail(.unsupportedScope, "Only the process scope is supported on Linux; fonts are registered for this process alone.")
    }
    guard fontURL.isFileURL else { return fail(.invalidFilePath, "\(fontURL) is not a file URL.") }
    let path = fontURL.standardizedFileURL.path
    guard FileManager.default.fileExists(atPath: path) else { return fail(.fileNotFound, "No file at \(path).") }
    guard FileManager.default.isReadableFile(atPath: path) else {
        return fail(.insufficientPermissions, "The file at \(path) cannot be read.")
    }
    return registeredFontFiles.withLock { registered in
        guard !registered.contains(path) else { return fail(.alreadyRegistered, "\(path) is already registered.") }
        guard TextEngine.registerFontFile(atPath: path) != nil else {
            return fail(.unrecognizedFormat, "\(path) is not a font file fontconfig can read.")
        }
        registered.insert(path)
        return true
    }
}
