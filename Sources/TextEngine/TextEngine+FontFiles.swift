import CPangoCairo
import Foundation
import Synchronization

/// Font files a program registers while it runs (Core Text's `CTFontManagerRegisterFontsForURL`),
/// and fonts named by PostScript or full name (`Font.custom("Geist-Bold", size: 12)`).
extension TextEngine {
    /// A face fontconfig knows under a PostScript or full name: the family Pango asks for, and
    /// the face's weight (OpenType's 100–1000) and slant.
    struct NamedFace: Sendable, Equatable {
        let family: String
        let weight: Int
        let italic: Bool
    }

    /// Bumped by every registration: each thread's engine compares it with the generation its
    /// font map last saw, and tells Pango the configuration changed when it differs.
    static let fontFileGeneration = Atomic<Int>(0)
    /// Serializes registrations; counts the files registered.
    private static let registrations = Mutex<Int>(0)

    /// Registers every face of the font file at `path` with fontconfig for this process, so
    /// text can use its family (and its PostScript name). Returns the faces' families, or `nil`
    /// when fontconfig refuses the file (missing, unreadable, not a font).
    package static func registerFontFile(atPath path: String) -> [String]? {
        _ = fontconfigReady
        let families = fontFamilies(inFileAtPath: path)
        guard !families.isEmpty else { return nil }
        let added = registrations.withLock { count -> Bool in
            guard FcConfigAppFontAddFile(FcConfigGetCurrent(), path) == FcTrue else { return false }
            count += 1
            _ = fontFileGeneration.wrappingAdd(1, ordering: .releasing)
            return true
        }
        return added ? families : nil
    }

    /// The families of the faces in the font file at `path` (empty when it is not a font).
    static func fontFamilies(inFileAtPath path: String) -> [String] {
        guard FileManager.default.isReadableFile(atPath: path) else { return [] }
        var count: Int32 = 0
        var families: [String] = []
        var index: UInt32 = 0
        repeat {
            guard let pattern = FcFreeTypeQuery(path, index, nil, &count) else { break }
            defer { FcPatternDestroy(pattern) }
            var value: UnsafeMutablePointer<FcChar8>?
            if FcPatternGetString(pattern, FC_FAMILY, 0, &value) == FcResultMatch, let value {
                let family = String(cString: value)
                if !families.contains(family) { families.append(family) }
            }
            index += 1
        } while index < UInt32(max(count, 0))
        return families
    }

    /// Tells this engine's font map about font files registered since it last looked.
    func adoptRegisteredFontFiles() {
        let generation = Self.fontFileGeneration.load(ordering: .acquiring)
        guard generation != fontMapGeneration else { return }
        fontMapGeneration = generation
        pango_fc_font_map_config_changed(OpaquePointer(fontMap))
        for description in fontDescriptions.values { pango_font_description_free(description) }
        fontDescriptions.removeAll(keepingCapacity: true)
        namedFaces.removeAll(keepingCapacity: true)
        forgetLayouts()
    }

    /// The face fontconfig knows as `name` when no family has that name: iOS's `Font.custom`
    /// and `UIFont(name:size:)` take a PostScript name ("Geist-Bold") or a full name.
    func namedFace(_ name: String) -> NamedFace? {
        if let cached = namedFaces[name] { return cached }
        let face = Self.isFontFamilyInstalled(name) ? nil : Self.lookUpFace(named: name)
        namedFaces[name] = face
        return face
    }

    /// Whether fontconfig has a face whose family, PostScript name or full name is `name`
    /// (installed, or registered by the program): `UIFont(name:size:)` is nil for others.
    package static func knowsFont(named name: String) -> Bool {
        _ = fontconfigReady
        return isFontFamilyInstalled(name) || lookUpFace(named: name) != nil
    }

    private static func lookUpFace(named name: String) -> NamedFace? {
        for element in [FC_POSTSCRIPT_NAME, FC_FULLNAME] {
            guard let pattern = FcPatternCreate() else { return nil }
            defer { FcPatternDestroy(pattern) }
            _ = FcPatternAddString(pattern, element, name)
            guard let objects = FcObjectSetCreate() else { return nil }
            defer { FcObjectSetDestroy(objects) }
            for object in [FC_FAMILY, FC_WEIGHT, FC_SLANT] { _ = FcObjectSetAdd(objects, object) }
            guard let fonts = FcFontList(nil, pattern, objects) else { continue }
            defer { FcFontSetDestroy(fonts) }
            guard fonts.pointee.nfont > 0, let found = fonts.pointee.fonts[0] else { continue }
            var family: UnsafeMutablePointer<FcChar8>?
            guard FcPatternGetString(found, FC_FAMILY, 0, &family) == FcResultMatch, let family else { continue }
            var weight: Int32 = Int32(FC_WEIGHT_REGULAR)
            _ = FcPatternGetInteger(found, FC_WEIGHT, 0, &weight)
            var slant: Int32 = Int32(FC_SLANT_ROMAN)
            _ = FcPatternGetInteger(found, FC_SLANT, 0, &slant)
            return NamedFace(family: String(cString: family), weight: Int(FcWeightToOpenType(weight)), italic: slant != Int32(FC_SLANT_ROMAN))
        }
        return nil
    }
}
