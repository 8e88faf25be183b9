import Foundation

/// A `.xcconfig` file's settings: `NAME = value` lines, `//` comments, `#include "other.xcconfig"`
/// (and `#include?`, which may be missing) relative to the including file. Conditional settings
/// (`NAME[sdk=iphoneos*] = …`) are skipped: the importer reads unconditional values.
enum XCConfigFile {
    static func settings(at url: URL, depth: Int = 0) -> [String: String] {
        guard depth < 16, let data = FileManager.default.contents(atPath: url.path) else { return [:] }
        var settings: [String: String] = [:]
        for rawLine in String(decoding: data, as: UTF8.self).split(whereSeparator: \.isNewline) {
            var line = String(rawLine)
            if let comment = line.range(of: "//") { line = String(line[..<comment.lowerBound]) }
            line = line.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("#include") {
                guard let first = line.firstIndex(of: "\""), let last = line.lastIndex(of: "\""), first < last else { continue }
                let path = String(line[line.index(after: first)..<last])
                let included = path.hasPrefix("/") ? URL(fileURLWithPath: path)
                    : url.deletingLastPathComponent().appendingPathComponent(path)
                settings.merge(Self.settings(at: included, depth: depth + 1)) { $1 }
                continue
            }
            guard let equals = line.firstIndex(of: "=") else { continue }
            let name = line[..<equals].trimmingCharacters(in: .whitespaces)
            guard !name.isEmpty, !name.contains("["), !name.contains(" ") else { continue }
            var value = line[line.index(after: equals)...].trimmingCharacters(in: .whitespaces)
            if value.hasSuffix(";") { value.removeLast() }
            settings[name] = value
        }
        return settings
    }
}
