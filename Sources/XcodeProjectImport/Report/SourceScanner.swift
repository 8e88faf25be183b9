import Foundation

/// A light scan of one Swift file, line by line, with its `#if` branches evaluated as on Linux:
/// the modules it imports, what cannot compile on Linux, the widgets that vanish in a branch
/// that is false here, and the type names it declares (for `--exclude`). It is not a parser:
/// strings and comments are stripped roughly, which is enough for these questions.
struct SourceScanner {
    var evaluator: ConditionEvaluator

    struct Result {
        var stops: [Stop] = []
        /// Types declared anywhere in the file (`struct`, `class`, `enum`, `protocol`, `actor`, `typealias`).
        var declarations: [String] = []
        /// Every identifier of the file's code (for "which files use this name").
        var identifiers: Set<String> = []
    }

    /// One open `#if`: whether the enclosing code is active, whether this branch is, whether a
    /// branch was taken, and the condition text of the current branch (for messages).
    struct Branch {
        var parentActive: Bool
        var active: Bool
        var taken: Bool
        var condition: String
    }

    func scan(_ url: URL, display: String) -> Result {
        var result = Result()
        guard let data = FileManager.default.contents(atPath: url.path) else {
            result.stops.append(Stop(file: display, reason: "cannot read the file"))
            return result
        }
        var stack: [Branch] = []
        var inBlockComment = false
        var isActive: Bool { stack.last?.active ?? true }
        let lines = String(decoding: data, as: UTF8.self).components(separatedBy: "\n")
        for (offset, rawLine) in lines.enumerated() {
            let number = offset + 1
            let line = Self.code(of: rawLine, inBlockComment: &inBlockComment).trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("#if ") || line.hasPrefix("#if(") {
                let condition = String(line.dropFirst(3)).trimmingCharacters(in: .whitespaces)
                let value = isActive && evaluator.evaluate(condition)
                stack.append(Branch(parentActive: isActive, active: value, taken: value, condition: condition))
                continue
            }
            if line.hasPrefix("#elseif") {
                let condition = String(line.dropFirst(7)).trimmingCharacters(in: .whitespaces)
                if var branch = stack.popLast() {
                    let value = branch.parentActive && !branch.taken && evaluator.evaluate(condition)
                    branch.active = value
                    branch.taken = branch.taken || value
                    branch.condition = condition
                    stack.append(branch)
                }
                continue
            }
            if line.hasPrefix("#else") {
                if var branch = stack.popLast() {
                    branch.active = branch.parentActive && !branch.taken
                    branch.taken = true
                    branch.condition = "not (\(branch.condition))"
                    stack.append(branch)
                }
                continue
            }
            if line.hasPrefix("#endif") {
                _ = stack.popLast()
                continue
            }
            let words = Self.identifiers(in: line)
            result.identifiers.formUnion(words)
            if let name = Self.declaredType(in: words) { result.declarations.append(name) }
            if !isActive {
                if let widget = Self.declaredWidget(in: line), stack.last?.parentActive ?? true {
                    let condition = stack.last?.condition ?? ""
                    result.stops.append(Stop(
                        file: display, line: number,
                        reason: "\(widget) is declared inside `#if \(condition)`, which is false on Linux: this widget vanishes",
                        fix: "`#if os(iOS) || os(Linux)` (or `#if canImport(WidgetKit)`) around what the widget needs (docs/PORTING.md)"))
                }
                continue
            }
            if let module = Self.importedModule(in: words) {
                if module == "os" && (line.contains("os.log") || line.contains("os.signpost")) {
                    result.stops.append(Stop(file: display, line: number, reason: "`import os.log` is a Clang submodule; Linux's `os` is a Swift module",
                                             fix: "`import os` or `import OSLog`: the same `Logger`, `os_log` and signposts (docs/PORTING.md)"))
                } else if let fix = Frameworks.fix(for: module) {
                    result.stops.append(Stop(file: display, line: number, reason: "imports \(module), which Linux does not have", fix: fix))
                }
            }
            if words.contains("objc") && line.contains("@objc") {
                result.stops.append(Stop(file: display, line: number, reason: "`@objc` needs the Objective-C runtime, which Linux does not have",
                                         fix: "remove `@objc` (and `#selector`), or wrap the declaration in `#if canImport(ObjectiveC)`"))
            }
            if line.contains("@NSManaged") {
                result.stops.append(Stop(file: display, line: number, reason: "`@NSManaged` is Core Data's, which Linux does not have",
                                         fix: Frameworks.fix(for: "CoreData")))
            }
        }
        return result
    }

    /// The line without comments and string literals' contents (`"…"` becomes `""`).
    static func code(of line: String, inBlockComment: inout Bool) -> String {
        var output = ""
        var index = line.startIndex
        var inString = false
        while index < line.endIndex {
            let c = line[index]
            let next = line.index(after: index)
            let peek = next < line.endIndex ? line[next] : nil
            if inBlockComment {
                if c == "*" && peek == "/" { inBlockComment = false; index = line.index(after: next); continue }
                index = next
                continue
            }
            if inString {
                if c == "\\" { index = peek == nil ? next : line.index(after: next); continue }
                if c == "\"" { inString = false; output.append(c) }
                index = next
                continue
            }
            if c == "/" && peek == "/" { break }
            if c == "/" && peek == "*" { inBlockComment = true; index = line.index(after: next); continue }
            if c == "\"" { inString = true }
            output.append(c)
            index = next
        }
        return output
    }

    static func identifiers(in line: String) -> [String] {
        var words: [String] = []
        var current = ""
        for c in line {
            if c.isLetter || c.isNumber || c == "_" {
                current.append(c)
            } else {
                if !current.isEmpty { words.append(current) }
                current = ""
            }
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    static let declarationKeywords: Set<String> = ["struct", "class", "enum", "protocol", "actor", "typealias"]

    static func declaredType(in words: [String]) -> String? {
        for (index, word) in words.enumerated() where declarationKeywords.contains(word) && index + 1 < words.count {
            let name = words[index + 1]
            if name == "func" || name == "var" || name == "let" { return nil } // `class func`, `class var`
            return name.first.map { $0.isLetter || $0 == "_" } == true ? name : nil
        }
        return nil
    }

    static func importedModule(in words: [String]) -> String? {
        guard let index = words.firstIndex(of: "import"), index + 1 < words.count else { return nil }
        // Modifiers before it (`@preconcurrency`, `public`, `@_exported`) and a kind after it
        // (`import struct Foo.Bar`) are allowed.
        let before = words[..<index]
        guard before.allSatisfy({ ["preconcurrency", "public", "internal", "package", "private", "fileprivate", "_exported", "testable", "_implementationOnly"].contains($0) })
        else { return nil }
        var module = words[index + 1]
        if declarationKeywords.contains(module) || ["func", "var", "let"].contains(module), index + 2 < words.count {
            module = words[index + 2]
        }
        return module
    }

    /// `Name` when the line declares `struct Name: … Widget/WidgetBundle/ControlWidget …`.
    static func declaredWidget(in line: String) -> String? {
        let words = identifiers(in: line)
        guard let index = words.firstIndex(where: { $0 == "struct" || $0 == "class" }), index + 1 < words.count,
              let colon = line.firstIndex(of: ":") else { return nil }
        let name = words[index + 1]
        let conformances = identifiers(in: String(line[line.index(after: colon)...]).split(separator: "{").first.map(String.init) ?? "")
        guard conformances.contains(where: { $0 == "Widget" || $0 == "WidgetBundle" || $0 == "ControlWidget" }) else { return nil }
        return name
    }
}
