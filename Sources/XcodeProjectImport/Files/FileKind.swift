import Foundation

/// What a file of a target is, by its name, as Xcode's build rules decide.
enum FileKind: Equatable {
    case swift
    case intentDefinition
    case assetCatalog
    /// Objective-C, C or C++: Swift packages could build it, but not mixed with Swift in one target.
    case foreignSource
    case coreDataModel
    case interfaceBuilder
    case metal
    /// Not part of a bundle: entitlements, xcconfig files, Info.plist.
    case buildInput
    case framework
    /// Anything else: copied into the bundle.
    case resource

    init(url: URL) {
        let name = url.lastPathComponent
        switch url.pathExtension.lowercased() {
        case "swift": self = .swift
        case "intentdefinition": self = .intentDefinition
        case "xcassets": self = .assetCatalog
        case "m", "mm", "c", "cc", "cpp", "cxx", "h", "hpp", "pch": self = .foreignSource
        case "xcdatamodeld", "xcdatamodel", "xcmappingmodel": self = .coreDataModel
        case "storyboard", "xib": self = .interfaceBuilder
        case "metal": self = .metal
        case "entitlements", "xcconfig", "modulemap": self = .buildInput
        case "framework", "xcframework", "a", "dylib", "tbd": self = .framework
        case "plist" where name == "Info.plist" || name.hasSuffix("-Info.plist"): self = .buildInput
        default: self = .resource
        }
    }

    /// The language of a file directly inside a `*.lproj` folder.
    static func language(of url: URL) -> String? {
        let folder = url.deletingLastPathComponent()
        guard folder.pathExtension == "lproj" else { return nil }
        return folder.deletingPathExtension().lastPathComponent
    }
}
