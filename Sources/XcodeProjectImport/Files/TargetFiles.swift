public import Foundation

/// The files one target builds from, sorted into what the generated package does with them.
public struct TargetFiles: Sendable, Equatable {
    /// Swift sources (the Sources build phase, synchronized folders' `.swift` files).
    public var sources: [URL] = []
    /// `.intentdefinition` files (also those of a `Base.lproj` variant group): the
    /// `IntentDefinitionPlugin`'s inputs.
    public var intentDefinitions: [URL] = []
    /// `.xcassets` catalogs.
    public var assetCatalogs: [URL] = []
    /// Files of `*.lproj` folders (`.strings`, `.stringsdict`, `.xcstrings`), by language.
    public var localized: [LocalizedFile] = []
    /// Other resources (files and folder references), copied to the bundle's root as Xcode does.
    public var resources: [URL] = []
    /// What is left out, and why.
    public var stops: [Stop] = []
    /// Ids of targets of the same project this one links or depends on.
    public var linkedTargetIDs: [String] = []

    /// Creates an empty set.
    public init() {}

    /// Every file this target takes from the project, in no particular order.
    public var allFiles: [URL] {
        sources + intentDefinitions + assetCatalogs + localized.map(\.url) + resources
    }
}

/// A file of a `*.lproj` folder.
public struct LocalizedFile: Sendable, Equatable {
    /// The language: the folder's name without `.lproj` (`en`, `Base`, `zh-Hans`).
    public var language: String
    /// The file.
    public var url: URL

    /// Creates a localized file.
    public init(language: String, url: URL) {
        self.language = language
        self.url = url
    }
}
