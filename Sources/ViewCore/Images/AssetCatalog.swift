import Foundation
package import DisplayList
package import WidgetResources
import VectorImages

/// Named colors and images from a bundle's resources, including `.xcassets` catalogs.
///
/// A name is looked up in these places, in order, and the first hit wins:
///
/// 1. the bundle passed to `Image(_:bundle:)` or `Color(_:bundle:)`;
/// 2. the environment's ``EnvironmentValues/resourceBundles`` (the widget program sets the
///    widget's own bundles there);
/// 3. `Bundle.main`;
/// 4. the program's `*.resources` (Linux) or `*.bundle` (macOS) directories next to the
///    executable, where SwiftPM puts each target's resources (`<Package>_<Target>.resources`):
///    those of the program's target and the targets it links when the `InfoPlistPlugin` listed
///    them (`ResourceBundles`), else all of them.
///
/// In each place: the asset catalogs (`*.xcassets` in the resource directory or one folder below
/// it) first, then loose files `name.png`, `name@2x.png`, `name@3x.png` (and `.jpg`, `.jpeg`).
///
/// Catalogs use Xcode's format unchanged: `Name.imageset/Contents.json` lists files by `scale`
/// (`1x`, `2x`, `3x`), `idiom` and `appearances` (`luminosity` `light`/`dark`);
/// `properties.template-rendering-intent` marks template images; folders whose `Contents.json`
/// sets `provides-namespace` prefix their sets' names (`Icons/star`), and such sets are also
/// found by their plain name when no other set has it. `Name.colorset/Contents.json` lists
/// colors with `components` written as floats (`"0.500"`), 8-bit integers (`"128"`) or hex
/// (`"0x80"`), in the `srgb`, `extended-srgb`, `extended-linear-srgb`, `display-p3` or gray
/// color spaces, or as a `reference` to a system color (`systemBlueColor`).
///
/// The variant drawn is the one for the environment's `displayScale` (the nearest scale at or
/// above it, else the largest) and `colorScheme` (a dark variant in dark appearance, else the
/// any-appearance one). iPhone and universal idioms are preferred over the others.
///
/// Indexes of directories and catalogs, and validated image files, are cached for the life of
/// the process (``removeAllCachedData()`` forgets them).
package enum AssetCatalog {
    /// The color named `name` (light and optional dark variant), searching the given bundle,
    /// then the environment's resource bundles, then the main bundle and the resource bundles
    /// next to the executable.
    package static func color(named name: String, bundlePath: String?, environment: EnvironmentValues) -> (light: RGBAColor, dark: RGBAColor?)? {
        for directory in searchDirectories(bundlePath: bundlePath, environment: environment) {
            for catalog in directoryIndex(directory).catalogs {
                if let set = catalog.colorSets[name] { return (set.light, set.dark) }
            }
        }
        return nil
    }

    /// The best variant of the image named `name` for the environment's scale and appearance.
    package static func image(named name: String, bundlePath: String?, environment: EnvironmentValues) -> ImageLookup {
        let directories = searchDirectories(bundlePath: bundlePath, environment: environment)
        let dark = environment.colorScheme == .dark
        let scale = environment.displayScale.isFinite && environment.displayScale > 0 ? Double(environment.displayScale) : 2
        for directory in directories {
            let index = directoryIndex(directory)
            for catalog in index.catalogs {
                guard let set = catalog.imageSets[name] else { continue }
                if let result = lookup(set, named: name, dark: dark, scale: scale) { return result }
            }
            if let result = lookupLooseFile(named: name, in: directory, index: index, scale: scale) { return result }
        }
        return .missing(searched: directories)
    }

    /// The validated image at `path`, cached while the file's size and modification date stay the same.
    package static func loadImage(atPath path: String) -> Result<ImageData, ImageDecodingError>? {
        guard let (size, modified) = fileStamp(atPath: path) else { return nil }
        if let cached = state.withLock({ $0.files[path] }), cached.size == size, cached.modified == modified {
            return cached.result
        }
        let result: Result<ImageData, ImageDecodingError>
        if size > ImageDecoding.maximumByteCount {
            result = .failure(.tooLarge(byteCount: size))
        } else if let data = FileManager.default.contents(atPath: path) {
            result = ImageDecoding.decode(data)
        } else {
            return nil
        }
        let entry = CachedFile(size: size, modified: modified, result: result)
        keep(bytes: size) { $0.files[path] = entry }
        return result
    }

    /// The directories searched for `bundlePath` in this environment, in order.
    package static func searchDirectories(bundlePath: String?, environment: EnvironmentValues) -> [String] {
        var result: [String] = []
        var seen: Set<String> = []
        func add(_ path: String?) {
            guard let path, !path.isEmpty else { return }
            let standardized = URL(fileURLWithPath: path).standardizedFileURL.path
            if seen.insert(standardized).inserted { result.append(standardized) }
        }
        func add(_ bundle: Bundle) {
            add(bundle.resourcePath)
            add(bundle.bundlePath)
        }
        if let bundlePath {
            if let bundle = Bundle(path: bundlePath) { add(bundle) } else { add(bundlePath) }
        }
        for bundle in environment.resourceBundles { add(bundle) }
        add(Bundle.main)
        for path in adjacentResourceDirectories { add(path) }
        return result
    }

    /// Forgets every cached directory index, catalog and image file.
    package static func removeAllCachedData() {
        state.withLock { $0 = CacheState() }
    }

    // MARK: - Choosing variants

    /// The pixel scale to use among `available` for a display of `target` scale: the smallest
    /// at or above it, else the largest.
    package static func preferredScale(among available: [Double], for target: Double) -> Double? {
        available.filter { $0 >= target - 0.01 }.min() ?? available.max()
    }

    private static func lookup(_ set: ImageSet, named name: String, dark: Bool, scale: Double) -> ImageLookup? {
        let fileManager = FileManager.default
        let present = set.entries.filter { fileManager.fileExists(atPath: $0.path) }
        guard !present.isEmpty else { return nil }
        // Appearance first (dark variant in dark mode, else any; light variant in light mode, else
        // any), then device idiom, then the scale nearest at or above the display's.
        func appearanceRank(_ entry: ImageSetEntry) -> Int {
            let base: Int
            switch (entry.luminosity, dark) {
            case (.dark?, true), (.light?, false): base = 0
            case (nil, _): base = 1
            default: base = 2
            }
            return base + (entry.highContrast ? 10 : 0)
        }
        func idiomRank(_ entry: ImageSetEntry) -> Int {
            switch entry.idiom {
            case "iphone": return 0
            case "universal": return 1
            default: return 5
            }
        }
        func best(_ entries: [ImageSetEntry]) -> [ImageSetEntry] {
            let bestAppearance = entries.map(appearanceRank).min() ?? 0
            let candidates = entries.filter { appearanceRank($0) == bestAppearance }
            let bestIdiomGroup = candidates.map { idiomRank($0) < 5 ? 0 : 1 }.min() ?? 0
            return candidates.filter { (idiomRank($0) < 5 ? 0 : 1) == bestIdiomGroup }
        }
        let bitmaps = present.filter(\.isBitmap)
        guard !bitmaps.isEmpty else {
            if set.isSymbolSet { return .unusable("'\(name)' is a custom symbol (.symbolset); custom symbols are not drawn") }
            let vectors = present.filter { $0.vectorFormat != nil }
            guard let chosen = best(vectors).min(by: { idiomRank($0) < idiomRank($1) }), let format = chosen.vectorFormat else {
                return .unusable("'\(name)' has no PNG, JPEG, PDF or SVG image")
            }
            // Xcode turns a PDF into bitmaps at the set's size unless "Preserve Vector Data" is on;
            // with it (and always for SVG) iOS draws the vector at whatever size the image is shown.
            // Here a preserved vector is drawn large enough to stay sharp when resized.
            let preserved = set.preservesVectorData || format == .svg
            guard let loaded = loadVectorBitmap(atPath: chosen.path, format: format, scale: scale, preserved: preserved) else { return nil }
            switch loaded {
            case .success(let bitmap): return .found(bitmap.image, scale: bitmap.scale, isTemplate: set.isTemplate)
            case .failure(let error): return .unusable("\(URL(fileURLWithPath: chosen.path).lastPathComponent): \(error)")
            }
        }
        let candidates = best(bitmaps)
        guard let chosenScale = preferredScale(among: candidates.map { $0.scale ?? 1 }, for: scale) else { return nil }
        let chosen = candidates.filter { ($0.scale ?? 1) == chosenScale }.min { idiomRank($0) < idiomRank($1) }
        guard let chosen, let loaded = loadImage(atPath: chosen.path) else { return nil }
        switch loaded {
        case .success(let data): return .found(data, scale: chosenScale, isTemplate: set.isTemplate)
        case .failure(let error): return .unusable("\(URL(fileURLWithPath: chosen.path).lastPathComponent): \(error)")
        }
    }

    /// How many times its display scale a preserved vector is drawn at, at most: an image shown
    /// up to this many times its own size stays sharp.
    static let preservedVectorMagnification = 16.0
    /// The longest side, in pixels, a preserved vector is drawn to when its display scale and
    /// ``preservedVectorMagnification`` allow.
    static let preservedVectorPixels = 1024.0

    /// The vector image at `path` drawn for a display of `scale`, cached while the file's size and
    /// modification date stay the same: at `scale` itself, or for a preserved vector large
    /// enough to be resized sharply.
    static func loadVectorBitmap(
        atPath path: String, format: VectorImage.Format, scale: Double, preserved: Bool
    ) -> Result<(image: ImageData, scale: Double), ImageDecodingError>? {
        guard let (size, modified) = fileStamp(atPath: path) else { return nil }
        let key = "\(path)#\(scale)#\(preserved)"
        if let cached = state.withLock({ $0.vectors[key] }), cached.size == size, cached.modified == modified {
            return cached.result
        }
        let result: Result<(image: ImageData, scale: Double), ImageDecodingError>
        if size > ImageDecoding.maximumByteCount {
            result = .failure(.tooLarge(byteCount: size))
        } else if let data = FileManager.default.contents(atPath: path) {
            result = Result { () throws(ImageDecodingError) in
                let vector = try VectorImage(data: data, format: format)
                var drawScale = scale
                if preserved {
                    let largest = Double(max(vector.size.width, vector.size.height))
                    drawScale = max(scale, min(preservedVectorPixels / largest, scale * preservedVectorMagnification))
                }
                return try vector.bitmap(scale: drawScale)
            }
        } else {
            return nil
        }
        let entry = CachedVector(size: size, modified: modified, result: result)
        keep(bytes: (try? result.get().image.bytes.count) ?? 0) { $0.vectors[key] = entry }
        return result
    }

    private static let looseExtensions = ["png", "jpg", "jpeg"]

    private static func lookupLooseFile(named name: String, in directory: String, index: DirectoryIndex, scale: Double) -> ImageLookup? {
        func exists(_ file: String) -> Bool {
            file.contains("/") ? FileManager.default.fileExists(atPath: directory + "/" + file) : index.files.contains(file)
        }
        var candidates: [(file: String, scale: Double)] = []
        let pathExtension = URL(fileURLWithPath: name).pathExtension.lowercased()
        if looseExtensions.contains(pathExtension) {
            if exists(name) {
                let stem = URL(fileURLWithPath: name).deletingPathExtension().lastPathComponent
                candidates.append((name, stem.hasSuffix("@3x") ? 3 : stem.hasSuffix("@2x") ? 2 : 1))
            }
        } else {
            for (suffix, fileScale) in [("", 1.0), ("@2x", 2.0), ("@3x", 3.0)] {
                for ext in looseExtensions where exists("\(name)\(suffix).\(ext)") {
                    candidates.append(("\(name)\(suffix).\(ext)", fileScale))
                    break
                }
            }
        }
        guard let chosenScale = preferredScale(among: candidates.map(\.scale), for: scale),
              let chosen = candidates.first(where: { $0.scale == chosenScale }),
              let loaded = loadImage(atPath: directory + "/" + chosen.file)
        else { return nil }
        switch loaded {
        case .success(let data): return .found(data, scale: chosenScale, isTemplate: false)
        case .failure(let error): return .unusable("\(chosen.file): \(error)")
        }
    }

    // MARK: - Cache

    /// The size and modification date that say whether a cached file is still the file at
    /// `path`; `nil` when there is no file (or a directory) there.
    private static func fileStamp(atPath path: String) -> (size: Int, modified: Date?)? {
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        guard let attributes, (attributes[.type] as? FileAttributeType) != .typeDirectory else { return nil }
        return ((attributes[.size] as? NSNumber)?.intValue ?? 0, attributes[.modificationDate] as? Date)
    }

    /// Adds an entry of `bytes` to the file caches with `store`, forgetting every cached file
    /// first when it would pass ``fileCacheLimit``.
    private static func keep(bytes: Int, _ store: (inout CacheState) -> Void) {
        state.withLock { state in
            if state.fileBytes + bytes > fileCacheLimit {
                state.files.removeAll()
                state.vectors.removeAll()
                state.fileBytes = 0
            }
            store(&state)
            state.fileBytes += bytes
        }
    }

    private struct CachedFile: Sendable {
        let size: Int
        let modified: Date?
        let result: Result<ImageData, ImageDecodingError>
    }

    private struct CachedVector: Sendable {
        let size: Int
        let modified: Date?
        let result: Result<(image: ImageData, scale: Double), ImageDecodingError>
    }

    private struct CacheState: Sendable {
        var directories: [String: DirectoryIndex] = [:]
        var files: [String: CachedFile] = [:]
        /// Vector images drawn as bitmaps, by path, scale and whether the vector is preserved.
        var vectors: [String: CachedVector] = [:]
        /// The bytes of `files` and `vectors`.
        var fileBytes = 0
    }

    /// Validated image files kept in memory, at most this many bytes.
    private static let fileCacheLimit = 256 * 1024 * 1024
    private static let state = LockedState(CacheState())

    private static func directoryIndex(_ directory: String) -> DirectoryIndex {
        if let cached = state.withLock({ $0.directories[directory] }) { return cached }
        let index = DirectoryIndex(directory: directory)
        state.withLock { $0.directories[directory] = index }
        return index
    }

    /// The running program's resource directories next to the executable
    /// (`<Package>_<Target>.resources`): its own target's and those of the targets it links, not
    /// the other programs' of its build folder (`ResourceBundles`).
    private static let adjacentResourceDirectories: [String] = {
        var result: [String] = []
        for url in ResourceBundles.programURLs {
            if url.pathExtension == "bundle", let resources = Bundle(url: url)?.resourcePath { result.append(resources) }
            result.append(url.path)
        }
        return result
    }()
}

/// The result of looking up a named image.
package enum ImageLookup: Sendable, Equatable {
    /// The variant to draw, its pixels-per-point and whether the catalog marks it as a template.
    case found(ImageData, scale: Double, isTemplate: Bool)
    /// No image of that name in any of the searched directories.
    case missing(searched: [String])
    /// An image of that name exists but cannot be drawn (corrupt, too large, vector only).
    case unusable(String)
}

// MARK: - Indexes

/// One file of an image set.
struct ImageSetEntry: Sendable {
    enum Luminosity: Sendable { case light, dark }
    let path: String
    let scale: Double?
    let idiom: String
    let luminosity: Luminosity?
    let highContrast: Bool
    let isBitmap: Bool
    /// PDF or SVG; `nil` for bitmaps and files of other kinds.
    let vectorFormat: VectorImage.Format?
}

/// A parsed `.imageset` (or `.symbolset`, whose SVG template is not drawn).
struct ImageSet: Sendable {
    var entries: [ImageSetEntry] = []
    var isTemplate = false
    /// `properties.preserves-vector-representation`: Xcode's "Preserve Vector Data".
    var preservesVectorData = false
    /// A custom symbol (`.symbolset`): its SVG is a template of many weights and scales.
    var isSymbolSet = false
}

/// A parsed `.colorset`.
struct ColorSet: Sendable {
    let light: RGBAColor
    let dark: RGBAColor?
}

/// What one resource directory holds: its top-level file names and its asset catalogs.
struct DirectoryIndex: Sendable {
    let files: Set<String>
    let catalogs: [CatalogIndex]

    init(directory: String) {
        let fileManager = FileManager.default
        let entries = (try? fileManager.contentsOfDirectory(atPath: directory)) ?? []
        files = Set(entries)
        var catalogs: [CatalogIndex] = []
        var folders: [String] = []
        for entry in entries.sorted() {
            let path = directory + "/" + entry
            if entry.hasSuffix(".xcassets") {
                catalogs.append(CatalogIndex(path: path))
            } else if !entry.contains("."), Self.isDirectory(path) {
                folders.append(path)
            }
        }
        // One level down, for resources copied as a folder (`.copy("Resources")`). Only plain
        // folder names, so build directories next to an executable are not walked.
        for folder in folders.prefix(64) {
            let inner = (try? fileManager.contentsOfDirectory(atPath: folder)) ?? []
            for entry in inner.sorted() where entry.hasSuffix(".xcassets") {
                catalogs.append(CatalogIndex(path: folder + "/" + entry))
            }
        }
        self.catalogs = catalogs
    }

    static func isDirectory(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}

/// The image and color sets of one `.xcassets` catalog, by name.
struct CatalogIndex: Sendable {
    private(set) var imageSets: [String: ImageSet] = [:]
    private(set) var colorSets: [String: ColorSet] = [:]

    init(path: String) {
        var plainImageSets: [String: ImageSet] = [:]
        var plainColorSets: [String: ColorSet] = [:]
        walk(path, namespace: "", plainImageSets: &plainImageSets, plainColorSets: &plainColorSets)
        // Sets inside a namespace are also found by their plain name when nothing else has it.
        imageSets.merge(plainImageSets) { existing, _ in existing }
        colorSets.merge(plainColorSets) { existing, _ in existing }
    }

    private mutating func walk(
        _ directory: String, namespace: String,
        plainImageSets: inout [String: ImageSet], plainColorSets: inout [String: ColorSet]
    ) {
        let entries = ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).sorted()
        for entry in entries {
            let path = directory + "/" + entry
            guard DirectoryIndex.isDirectory(path) else { continue }
            let url = URL(fileURLWithPath: entry)
            let stem = url.deletingPathExtension().lastPathComponent
            switch url.pathExtension {
            case "imageset", "symbolset":
                guard let set = Self.parseImageSet(at: path) else { continue }
                if imageSets[namespace + stem] == nil { imageSets[namespace + stem] = set }
                if !namespace.isEmpty, plainImageSets[stem] == nil { plainImageSets[stem] = set }
            case "colorset":
                guard let set = Self.parseColorSet(at: path) else { continue }
                if colorSets[namespace + stem] == nil { colorSets[namespace + stem] = set }
                if !namespace.isEmpty, plainColorSets[stem] == nil { plainColorSets[stem] = set }
            case "":
                let properties = Self.contents(of: path)?["properties"] as? [String: Any]
                let providesNamespace = (properties?["provides-namespace"] as? NSNumber)?.boolValue ?? false
                walk(path, namespace: providesNamespace ? namespace + entry + "/" : namespace,
                     plainImageSets: &plainImageSets, plainColorSets: &plainColorSets)
            default:
                continue  // App icons, data sets, sticker packs: not drawn by views.
            }
        }
    }

    /// The parsed `Contents.json` of a set or folder.
    static func contents(of directory: String) -> [String: Any]? {
        guard let data = FileManager.default.contents(atPath: directory + "/Contents.json") else { return nil }
        return (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
    }

    private static func appearances(of item: [String: Any]) -> (luminosity: ImageSetEntry.Luminosity?, highContrast: Bool) {
        var luminosity: ImageSetEntry.Luminosity?
        var highContrast = false
        for appearance in item["appearances"] as? [[String: Any]] ?? [] {
            let kind = appearance["appearance"] as? String
            let value = appearance["value"] as? String
            if kind == "luminosity" { luminosity = value == "dark" ? .dark : value == "light" ? .light : nil }
            if kind == "contrast", value == "high" { highContrast = true }
        }
        return (luminosity, highContrast)
    }

    static func parseImageSet(at directory: String) -> ImageSet? {
        guard let json = contents(of: directory) else { return nil }
        var set = ImageSet()
        let items = (json["images"] as? [[String: Any]]) ?? (json["symbols"] as? [[String: Any]]) ?? []
        for item in items {
            guard let filename = item["filename"] as? String, !filename.isEmpty else { continue }
            let scale = (item["scale"] as? String).flatMap { Double($0.trimmingCharacters(in: CharacterSet(charactersIn: "xX"))) }
            let (luminosity, highContrast) = appearances(of: item)
            let pathExtension = URL(fileURLWithPath: filename).pathExtension.lowercased()
            set.entries.append(ImageSetEntry(
                path: directory + "/" + filename, scale: scale.flatMap { $0 > 0 ? $0 : nil },
                idiom: item["idiom"] as? String ?? "universal", luminosity: luminosity, highContrast: highContrast,
                isBitmap: ["png", "jpg", "jpeg"].contains(pathExtension),
                vectorFormat: VectorImage.Format(pathExtension: pathExtension)))
        }
        let properties = json["properties"] as? [String: Any]
        set.isTemplate = properties?["template-rendering-intent"] as? String == "template"
        set.preservesVectorData = (properties?["preserves-vector-representation"] as? NSNumber)?.boolValue ?? false
        set.isSymbolSet = json["symbols"] != nil
        return set
    }

    static func parseColorSet(at directory: String) -> ColorSet? {
        guard let json = contents(of: directory) else { return nil }
        var any: (light: RGBAColor, dark: RGBAColor?)?, light: RGBAColor?, dark: RGBAColor?
        var anyRank = Int.max, lightRank = Int.max, darkRank = Int.max
        for item in json["colors"] as? [[String: Any]] ?? [] {
            guard let colorJSON = item["color"] as? [String: Any], let color = parseColor(colorJSON) else { continue }
            let (luminosity, highContrast) = appearances(of: item)
            let idiom = item["idiom"] as? String ?? "universal"
            let rank = (highContrast ? 10 : 0) + (idiom == "iphone" ? 0 : idiom == "universal" ? 1 : 5)
            switch luminosity {
            case nil: if rank < anyRank { (any, anyRank) = (color, rank) }
            case .light?: if rank < lightRank { (light, lightRank) = (color.light, rank) }
            case .dark?: if rank < darkRank { (dark, darkRank) = (color.dark ?? color.light, rank) }
            }
        }
        guard let base = light ?? any?.light ?? dark else { return nil }
        return ColorSet(light: base, dark: dark ?? any?.dark)
    }

    /// A colorset's `color` object: components in a color space, or a reference to a system
    /// color (which brings its own dark variant).
    static func parseColor(_ json: [String: Any]) -> (light: RGBAColor, dark: RGBAColor?)? {
        if let reference = json["reference"] as? String {
            return UIColor.systemColor(reference: reference)
        }
        guard let components = json["components"] as? [String: Any] else { return nil }
        let alpha = clamp(component(components["alpha"]) ?? 1)
        let space = (json["color-space"] as? String ?? "srgb").lowercased()
        if let white = component(components["white"]) {
            return (RGBAColor(red: clamp(white), green: clamp(white), blue: clamp(white), alpha: alpha), nil)
        }
        guard let red = component(components["red"]), let green = component(components["green"]),
              let blue = component(components["blue"])
        else { return nil }
        switch space {
        case "display-p3", "extended-display-p3":
            let (r, g, b) = (linear(red), linear(green), linear(blue))
            return (RGBAColor(
                red: encoded(1.2249401 * r - 0.2249404 * g),
                green: encoded(-0.0420569 * r + 1.0420571 * g),
                blue: encoded(-0.0196376 * r - 0.0786361 * g + 1.0982735 * b), alpha: alpha), nil)
        case "extended-linear-srgb", "linear-srgb":
            return (RGBAColor(red: encoded(red), green: encoded(green), blue: encoded(blue), alpha: alpha), nil)
        default:
            return (RGBAColor(red: clamp(red), green: clamp(green), blue: clamp(blue), alpha: alpha), nil)
        }
    }

    /// One component: `"0.500"` (a float), `"128"` (8-bit), `"0x80"` (8-bit hex) or a JSON number.
    /// Integers 0 and 1 are read as floats (what a hand-written file means by them).
    static func component(_ value: Any?) -> Double? {
        if let string = value as? String {
            let text = string.trimmingCharacters(in: .whitespaces).lowercased()
            if text.hasPrefix("0x") { return Int(text.dropFirst(2), radix: 16).map { Double($0) / 255 } }
            if text.contains(".") || text.contains("e") { return Double(text) }
            guard let integer = Int(text) else { return nil }
            return integer > 1 ? Double(integer) / 255 : Double(integer)
        }
        if let number = value as? NSNumber {
            let double = number.doubleValue
            return double > 1 && double == double.rounded() ? double / 255 : double
        }
        return nil
    }

    private static func clamp(_ value: Double) -> Double { value.isFinite ? min(max(value, 0), 1) : 0 }

    private static func linear(_ value: Double) -> Double {
        value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
    }

    private static func encoded(_ value: Double) -> Double {
        let v = clamp(value)
        return v <= 0.0031308 ? v * 12.92 : min(1.055 * pow(v, 1 / 2.4) - 0.055, 1)
    }
}

/// A value behind a lock (`Mutex` needs macOS 15; the package supports macOS 14).
private final class LockedState<Value: Sendable>: @unchecked Sendable {
    private var value: Value
    private let lock = NSLock()

    init(_ value: Value) { self.value = value }

    func withLock<Result>(_ body: (inout Value) -> Result) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return body(&value)
    }
}
