import Foundation

/// Builds the ``ImportedTarget``s of a plan: each extension, the framework targets it links
/// (transitively, once each), and the Swift packages they use.
struct PlanBuilder {
    let project: XcodeProject
    let resolver: FileResolver
    /// Library targets made so far, in the order they were reached.
    var libraries: [ImportedTarget] = []
    /// Packages used so far, once each.
    var dependencies: [PackageDependency] = []
    /// Xcode target ids already turned into libraries, with their SwiftPM names.
    var libraryNames: [String: String] = [:]

    /// Target and module names of WidgetKit for Linux and its dependencies: a target of the
    /// generated package must not take one (SwiftPM wants target names unique in the graph).
    static let reservedNames: Set<String> = [
        "WidgetKit", "SwiftUI", "SwiftUICore", "UIKit", "Intents", "AppIntents", "OSLog", "os", "Combine", "ActivityKit",
        "Charts", "CoreGraphics", "CoreLocation", "CryptoKit", "FamilyControls", "ManagedSettings", "NetworkExtension", "CoreText", "ViewCore", "WidgetCore", "WidgetProgram", "WidgetRendering",
        "WidgetExtension", "WidgetResources", "WidgetKitSupport", "DisplayList", "TextEngine", "LayoutEngine",
        "HomeScreen", "TimelineScheduling", "ConfigurationSchema", "PNGRenderer", "SVGRenderer", "HTMLRenderer",
        "MarkupSupport", "CPangoCairo", "WidgetSnapshotTesting", "WidgetKitMacros", "IntentDefinitionGenerator",
        "AssetSymbolsGenerator", "XcodeProjectImport", "WidgetKitTool", "TestSupport", "ExampleWidgets", "TallyWidgets",
        "Showcase", "Logging", "ArgumentParser", "GRDB", "Hummingbird", "NIO", "NIOCore", "Crypto", "OpenCombine",
    ]

    init(project: XcodeProject, resolver: FileResolver) {
        self.project = project
        self.resolver = resolver
    }

    mutating func target(_ object: PBXObject, role: ImportedTarget.Role) -> ImportedTarget {
        let settings = TargetSettings(target: object, project: project, resolver: resolver)
        let infoPlist = settings.file("INFOPLIST_FILE")
        let entitlements = settings.file("CODE_SIGN_ENTITLEMENTS")
        let inputs = Set([infoPlist, entitlements].compactMap { $0?.path })
        let files = TargetFileCollector(project: project, resolver: resolver, buildInputs: inputs).collect(object)
        let xcodeName = object.string("name") ?? object.id
        var stops: [Stop] = []
        var name: String
        switch role {
        case .widgetExtension:
            name = BuildSettingExpansion.identifier(xcodeName)
            if Self.reservedNames.contains(name) { name += "Extension" }
        case .library:
            name = settings["PRODUCT_MODULE_NAME"].flatMap { $0.isEmpty ? nil : BuildSettingExpansion.identifier($0) }
                ?? BuildSettingExpansion.identifier(settings.productName)
            if Self.reservedNames.contains(name) {
                stops.append(Stop(file: xcodeName, reason: "the framework's module name \(name) is also a module of WidgetKit for Linux; it is imported as \(name)App, so `import \(name)` finds ours"))
                name += "App"
            }
        }
        var products: [PackageProduct] = []
        for dependency in project.objects("packageProductDependencies", of: object) {
            guard var productName = dependency.string("productName") else { continue }
            if productName.hasPrefix("plugin:") { continue }
            productName = productName.replacingOccurrences(of: "plugin:", with: "")
            let package: PackageDependency?
            if let reference = dependency.string("package").flatMap({ project[$0] }) {
                package = PackageDependency(reference: reference, project: project)
            } else {
                package = localPackage(providing: productName)
            }
            guard let package else {
                stops.append(Stop(file: xcodeName, reason: "the package product \(productName) names a package this importer cannot read"))
                continue
            }
            if !dependencies.contains(where: { $0.identity == package.identity }) { dependencies.append(package) }
            products.append(PackageProduct(name: productName, package: package))
        }
        var libraryDependencies: [String] = []
        for id in files.linkedTargetIDs {
            guard let linked = project[id], linked.isa == "PBXNativeTarget",
                  let type = linked.string("productType"), ProductType.libraries.contains(type) else { continue }
            if let existing = libraryNames[id] {
                libraryDependencies.append(existing)
                continue
            }
            libraryNames[id] = "" // Reached: a cycle stops here.
            let library = target(linked, role: .library)
            guard !library.files.sources.isEmpty else {
                // An Objective-C or C framework: no Swift target can be made of it (SwiftPM
                // refuses a target without sources, "invalid custom path").
                stops.append(Stop(
                    file: library.xcodeName,
                    reason: "the framework target \(library.xcodeName) has no Swift sources (Objective-C or C only): it is not built, so `import \(library.name)` finds no module",
                    fix: "port it to Swift, or make it a C target of a Swift package and depend on that"))
                continue
            }
            libraryNames[id] = library.name
            libraries.append(library)
            libraryDependencies.append(library.name)
        }
        if infoPlist.map({ !FileManager.default.fileExists(atPath: $0.path) }) ?? false {
            stops.append(Stop(file: settings["INFOPLIST_FILE"] ?? "", reason: "INFOPLIST_FILE names a file that is not on disk"))
        }
        return ImportedTarget(
            xcodeName: xcodeName, name: name, role: role, files: files, settings: settings, packageProducts: products,
            libraries: libraryDependencies.filter { !$0.isEmpty },
            infoPlist: infoPlist.flatMap { FileManager.default.fileExists(atPath: $0.path) ? $0 : nil },
            entitlements: entitlements.flatMap { FileManager.default.fileExists(atPath: $0.path) ? $0 : nil },
            stops: stops)
    }

    /// The local package that provides `product`, for a product dependency that names no package
    /// (older Xcode, or a package folder dragged into the project): among the project's
    /// `XCLocalSwiftPackageReference`s, then the package folders it shows (file references,
    /// groups, synchronized folders and their direct subfolders), the first whose manifest
    /// declares a library product of that name, else the first whose folder has that name.
    /// A manifest that merely *mentions* the name (a package depending on it) is not the provider.
    func localPackage(providing product: String) -> PackageDependency? {
        let candidates = LocalPackageCandidates(project: project, resolver: resolver).folders
        if let folder = candidates.first(where: { LocalPackageCandidates.declaresLibrary(product, in: $0) })
            ?? candidates.first(where: { $0.lastPathComponent == product }) {
            return PackageDependency(identity: folder.lastPathComponent.lowercased(), source: .local(folder))
        }
        return nil
    }
}
