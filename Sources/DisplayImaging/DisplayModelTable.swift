public import Foundation

/// The display models a server knows: the built-in ones, and any a user adds in a JSON file.
///
/// The file is an array of ``DisplayModel`` objects; an entry with a built-in name replaces it.
///
/// ```json
/// [{"name": "inkplate10", "label": "Inkplate 10", "width": 1200, "height": 825, "bitDepth": 4,
///   "rotation": 0, "format": "png", "dither": "floyd-steinberg", "minimumRefreshSeconds": 60}]
/// ```
///
/// ```swift
/// let table = try DisplayModelTable.builtIn.adding(contentsOf: URL(fileURLWithPath: "models.json"))
/// let model = table["inkplate10"]
/// ```
public struct DisplayModelTable: Sendable {
    /// Models by name.
    public private(set) var models: [String: DisplayModel]

    /// A table of `models` (the last of equal names wins).
    public init(_ models: [DisplayModel]) {
        self.models = Dictionary(models.map { ($0.name, $0) }, uniquingKeysWith: { _, last in last })
    }

    /// The model named `name`.
    public subscript(name: String) -> DisplayModel? { models[name] }

    /// Names in order.
    public var names: [String] { models.keys.sorted() }

    /// The models TRMNL's firmware and common e-readers report, from their published sizes.
    ///
    /// `og` is the original TRMNL (7.5", 800 × 480, 1-bit BMP, or 2-bit PNG as `og_png`), `v2`
    /// the 2-bit TRMNL of 2025, `x` TRMNL X (10.3", 1872 × 1404, 4-bit), and the Kindle and
    /// Kobo entries 8-bit screens for readers running a fetch-and-show script.
    public static let builtIn = DisplayModelTable([
        DisplayModel(name: "og", label: "TRMNL (1-bit BMP)", width: 800, height: 480, bitDepth: 1, format: .bmp,
                     dither: .floydSteinberg, minimumRefreshSeconds: 300, maximumImageBytes: 90_000),
        DisplayModel(name: "og_png", label: "TRMNL (2-bit PNG)", width: 800, height: 480, bitDepth: 2,
                     dither: .bayer, minimumRefreshSeconds: 300, maximumImageBytes: 90_000),
        DisplayModel(name: "v2", label: "TRMNL 2 (2-bit)", width: 800, height: 480, bitDepth: 2, dither: .bayer,
                     minimumRefreshSeconds: 300, maximumImageBytes: 90_000),
        DisplayModel(name: "x", label: "TRMNL X (4-bit)", width: 1872, height: 1404, bitDepth: 4,
                     dither: .floydSteinberg, minimumRefreshSeconds: 300, maximumImageBytes: 750_000),
        DisplayModel(name: "kindle_pw5", label: "Kindle Paperwhite 5 (8-bit)", width: 1236, height: 1648,
                     bitDepth: 8, rotation: .clockwise90, dither: .floydSteinberg, minimumRefreshSeconds: 60),
        DisplayModel(name: "kobo_clara", label: "Kobo Clara (8-bit)", width: 1072, height: 1448, bitDepth: 8,
                     rotation: .clockwise90, dither: .floydSteinberg, minimumRefreshSeconds: 60),
    ])

    /// This table with the models in the JSON file at `url` added (or replacing built-in ones).
    ///
    /// - Throws: ``DisplayModelTableError`` naming the file and the problem; nothing is added then.
    public func adding(contentsOf url: URL) throws -> DisplayModelTable {
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            throw DisplayModelTableError(file: url.path, problem: "cannot be read (\(error.localizedDescription))")
        }
        let added: [DisplayModel]
        do { added = try JSONDecoder().decode([DisplayModel].self, from: data) } catch {
            throw DisplayModelTableError(file: url.path, problem: "is not a JSON array of models (\(error))")
        }
        if let problem = added.lazy.compactMap(\.problem).first {
            throw DisplayModelTableError(file: url.path, problem: problem)
        }
        var table = self
        for model in added { table.models[model.name] = model }
        return table
    }
}

/// A model file that could not be used.
public struct DisplayModelTableError: Error, Sendable, CustomStringConvertible {
    /// The file's path.
    public let file: String
    /// What is wrong with it.
    public let problem: String

    /// The file's path and its problem, as one sentence.
    public var description: String { "Display models \(file) \(problem)." }
}
