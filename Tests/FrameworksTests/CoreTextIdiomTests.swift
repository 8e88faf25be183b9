import CoreText
import DisplayList
import Foundation
import Testing
import TextEngine
@testable import WidgetProgram

/// A design system's font registration as widget extensions write it (a shared `AppFont`
/// registering the files it ships with `CTFontManagerRegisterFontsForURL(url as CFURL, .process,
/// nil)`), against a real font file no fontconfig configuration knows: a copy of DejaVu Sans whose
/// names are rewritten in place ("WKTest Face", PostScript "WKTestFace"), so only a real
/// registration can make text use it.
@Suite("CoreText: CTFontManagerRegisterFontsForURL registers a font file for the process")
struct CoreTextIdiomTests {
    static let source = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"

    /// A copy of DejaVu Sans named "WKTest Face" (same lengths, so the name table stays valid).
    static func renamedFont(in directory: URL, family: String = "WKTest Face") throws -> URL {
        precondition(family.utf8.count == 11, "the names keep their lengths")
        let postScriptName = family.replacingOccurrences(of: " ", with: "")
        var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: source)))
        for (old, new) in [("DejaVu Sans", family), ("DejaVuSans", postScriptName)] {
            replace(Array(old.utf8), with: Array(new.utf8), in: &bytes)
            replace(old.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }, with: new.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] },
                    in: &bytes)
        }
        let url = directory.appendingPathComponent("\(postScriptName).ttf")
        try Data(bytes).write(to: url)
        return url
    }

    static func replace(_ old: [UInt8], with new: [UInt8], in bytes: inout [UInt8]) {
        var index = 0
        while index + old.count <= bytes.count {
            if bytes[index..<index + old.count].elementsEqual(old) {
                bytes.replaceSubrange(index..<index + old.count, with: new)
                index += old.count
            } else {
                index += 1
            }
        }
    }

    enum AppFont {
        static func register(_ url: URL) -> Bool {
            CTFontManagerRegisterFontsForURL(url as CFURL, .process, nil)
        }
    }

    /// The width of a line in `family`, falling back to Inter (fontconfig's own fallback for an
    /// unknown family is DejaVu Sans, the font under test).
    static func width(_ family: String) -> Double {
        let run = StyledRun(text: "Registered fonts measure as themselves", font: FontSpec(families: [family, "Inter"], size: 20))
        return Double(TextEngine.current.layout(TextLayoutRequest(runs: [run], lineLimit: 1)).size.width)
    }

    @Test("Once registered, text in the family or by PostScript name measures as the file's font, not the fallback")
    func registersForTheProcess() throws {
        guard FileManager.default.fileExists(atPath: Self.source) else {
            Issue.record("DejaVu Sans (fonts-dejavu-core) is not installed at \(Self.source)")
            return
        }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("coretext-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let font = try Self.renamedFont(in: directory)

        let dejaVu = Self.width("DejaVu Sans")
        #expect(abs(dejaVu - Self.width("Inter")) > 1, "the two fonts measure apart")
        let before = Self.width("WKTest Face")
        #expect(abs(before - dejaVu) > 1, "unregistered, the family falls back to Inter: \(before) vs \(dejaVu)")

        #expect(AppFont.register(font))
        #expect(abs(Self.width("WKTest Face") - dejaVu) < 0.01, "the family")
        #expect(abs(Self.width("WKTestFace") - dejaVu) < 0.01, "the PostScript name, as Font.custom takes it")

        var error: Unmanaged<CFError>?
        #expect(!CTFontManagerRegisterFontsForURL(font as CFURL, .process, &error))
        #expect(error?.takeRetainedValue().code == CTFontManagerError.alreadyRegistered.rawValue)
    }

    @Test("Bad input fails with Core Text's error codes: missing file, not a font, a scope Linux lacks")
    func refusals() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("coretext-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let text = directory.appendingPathComponent("notes.ttf")
        try Data("not a font".utf8).write(to: text)

        func code(_ url: URL, _ scope: CTFontManagerScope) -> Int? {
            var error: Unmanaged<CFError>?
            let registered = CTFontManagerRegisterFontsForURL(url as CFURL, scope, &error)
            let failure = error?.takeRetainedValue()
            #expect(registered == (failure == nil))
            #expect(failure.map { $0.domain == kCTFontManagerErrorDomain } ?? true)
            return failure?.code
        }
        #expect(code(directory.appendingPathComponent("missing.ttf"), .process) == CTFontManagerError.fileNotFound.rawValue)
        #expect(code(text, .process) == CTFontManagerError.unrecognizedFormat.rawValue)
        #expect(code(URL(fileURLWithPath: Self.source), .persistent) == CTFontManagerError.unsupportedScope.rawValue)
        #expect(code(URL(fileURLWithPath: Self.source), .user) == CTFontManagerError.unsupportedScope.rawValue)
        #expect(code(URL(string: "https://example.com/font.ttf")!, .process) == CTFontManagerError.invalidFilePath.rawValue)
        #expect(!CTFontManagerRegisterFontsForURL(text as CFURL, .process, nil), "no error pointer: false, nothing written")
    }

    @Test("UIAppFonts: each named file of the program's bundles is registered at start; missing and bad files are reported")
    func appFonts() throws {
        guard FileManager.default.fileExists(atPath: Self.source) else { return }
        let bundle = FileManager.default.temporaryDirectory.appendingPathComponent("appfonts-\(UUID().uuidString).resources")
        let fonts = bundle.appendingPathComponent("Fonts")
        try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: bundle) }
        let font = try Self.renamedFont(in: fonts, family: "WKProg Face")
        try Data("not a font".utf8).write(to: bundle.appendingPathComponent("Broken.ttf"))

        let outcomes = ProgramFonts.register(["WKProgFace.ttf", "Missing.otf", "Broken.ttf"], in: [bundle])
        #expect(outcomes.map(\.0) == ["WKProgFace.ttf", "Missing.otf", "Broken.ttf"])
        #expect(outcomes.map(\.1) == [.registered(font.path), .notFound, .refused(bundle.appendingPathComponent("Broken.ttf").path)])
        #expect(abs(Self.width("WKProgFace") - Self.width("DejaVu Sans")) < 0.01, "found by PostScript name once registered")
    }
}
