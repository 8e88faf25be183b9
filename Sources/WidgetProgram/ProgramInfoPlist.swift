import Foundation
import InfoPlistGenerator
import Logging
#if canImport(CoreFoundation)
import CoreFoundation
#endif

/// Makes the program's own Info.plist what `Bundle.main.infoDictionary`,
/// `Bundle.main.bundleIdentifier` and `Bundle.main.object(forInfoDictionaryKey:)` return.
///
/// Foundation on Linux reads the main bundle's `Info.plist` from the executable's folder, which
/// every program of a package's build shares. The `InfoPlistPlugin` installs each program's
/// processed plist beside it as `<program>.Info.plist`; when the program starts (`main()`,
/// before any widget code runs), its contents replace the main bundle's info dictionary. A
/// program without one gets the keys Xcode gives every product (`CFBundleIdentifier`
/// `linux.widgetkit.<program>`, `CFBundleName`, `CFBundleExecutable`, versions 1.0 and 1), never
/// another program's plist.
///
/// Core Foundation keeps the main bundle's info dictionary as a mutable dictionary for the life
/// of the process (it fixes keys up in place itself) and answers every one of those calls from
/// it, so the contents are replaced in place.
enum ProgramInfoPlist {
    /// The suffix of a program's plist: `<program>.Info.plist`.
    static let suffix = ".Info.plist"

    private static let logger = Logger(label: "WidgetKitLinux.InfoPlist")

    /// Installs the running program's Info.plist as the main bundle's, once.
    static let install: Void = {
        guard let executable = Bundle.main.executableURL else { return }
        replaceMainBundleInfo(with: dictionary(forExecutable: executable))
    }()

    /// The info dictionary of the program at `executable`: its `<program>.Info.plist`, else
    /// the default keys for a program of that name.
    static func dictionary(forExecutable executable: URL) -> [String: Any] {
        let file = URL(fileURLWithPath: executable.path + suffix)
        if let data = FileManager.default.contents(atPath: file.path) {
            do {
                if let dictionary = try PropertyListSerialization.propertyList(from: data, options: [], format: nil) as? [String: Any] {
                    return dictionary
                }
                logger.warning("\(file.path): the top level is not a dictionary; using the default bundle keys")
            } catch {
                logger.warning("\(file.path) is not a property list (\(error)); using the default bundle keys")
            }
        }
        let name = executable.lastPathComponent
        let settings = InfoPlistProcessing.settings(target: name, module: name, program: name, recorded: [:])
        return InfoPlistProcessing.defaultKeys(with: settings)
    }

    /// Replaces the contents of Core Foundation's main bundle info dictionary with `dictionary`.
    private static func replaceMainBundleInfo(with dictionary: [String: Any]) {
        #if canImport(CoreFoundation) && !canImport(Darwin)
        let data: Data
        do {
            data = try PropertyListSerialization.data(fromPropertyList: dictionary, format: .binary, options: 0)
        } catch {
            logger.warning("Cannot encode the program's Info.plist: \(error)")
            return
        }
        guard let main = CFBundleGetMainBundle(), let info = CFBundleGetInfoDictionary(main) else { return }
        let plistData: CFData = data.withUnsafeBytes { buffer in
            CFDataCreate(nil, buffer.bindMemory(to: UInt8.self).baseAddress, buffer.count)
        }
        guard let parsed = CFPropertyListCreateWithData(nil, plistData, CFOptionFlags(0), nil, nil)?.takeRetainedValue(),
              CFGetTypeID(parsed) == CFDictionaryGetTypeID() else { return }
        // Core Foundation's objects are Swift objects of Foundation's classes on Linux, so a
        // checked downcast to the CF type fails: reinterpret the reference (CFGetTypeID checked it).
        let source = Unmanaged<CFDictionary>.fromOpaque(Unmanaged.passUnretained(parsed).toOpaque()).takeUnretainedValue()
        let count = CFDictionaryGetCount(source)
        var keys = [UnsafeRawPointer?](repeating: nil, count: count)
        var values = [UnsafeRawPointer?](repeating: nil, count: count)
        CFDictionaryGetKeysAndValues(source, &keys, &values)
        let target = Unmanaged<CFMutableDictionary>.fromOpaque(Unmanaged.passUnretained(info).toOpaque()).takeUnretainedValue()
        CFDictionaryRemoveAllValues(target)
        for index in 0..<count {
            CFDictionarySetValue(target, keys[index], values[index])
        }
        #endif
    }
}
