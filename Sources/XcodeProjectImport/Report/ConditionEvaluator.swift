/// Evaluates a `#if` condition as the Swift compiler would on Linux: `os(Linux)` is true and
/// `os(iOS)` false, `canImport(X)` is true for the modules Linux and this package provide,
/// `targetEnvironment(…)` is false, `swift(…)`/`compiler(…)`/`hasFeature(…)` are true, and a
/// bare name is true when it is a compilation condition of the target. `!`, `&&`, `||` and
/// parentheses combine them.
struct ConditionEvaluator {
    /// Compilation conditions (`DEBUG` is not one: the importer reads the Release configuration).
    var defines: Set<String>
    /// Modules `canImport` finds.
    var importable: Set<String>

    func evaluate(_ condition: String) -> Bool {
        var parser = Parser(tokens: Self.tokens(condition), evaluator: self)
        return parser.disjunction()
    }

    static func tokens(_ text: String) -> [String] {
        var tokens: [String] = []
        var index = text.startIndex
        while index < text.endIndex {
            let c = text[index]
            if c.isWhitespace {
                index = text.index(after: index)
            } else if c == "(" || c == ")" || c == "!" || c == "," {
                tokens.append(String(c))
                index = text.index(after: index)
            } else if (c == "&" || c == "|"), text.index(after: index) < text.endIndex, text[text.index(after: index)] == c {
                tokens.append(String([c, c]))
                index = text.index(index, offsetBy: 2)
            } else {
                var end = index
                while end < text.endIndex, !"()!,&| \t".contains(text[end]) { end = text.index(after: end) }
                if end == index { end = text.index(after: index) }
                tokens.append(String(text[index..<end]))
                index = end
            }
        }
        return tokens
    }

    struct Parser {
        var tokens: [String]
        var position = 0
        let evaluator: ConditionEvaluator

        init(tokens: [String], evaluator: ConditionEvaluator) {
            self.tokens = tokens
            self.evaluator = evaluator
        }

        var current: String? { position < tokens.count ? tokens[position] : nil }

        mutating func disjunction() -> Bool {
            var value = conjunction()
            while current == "||" {
                position += 1
                let rhs = conjunction()
                value = value || rhs
            }
            return value
        }

        mutating func conjunction() -> Bool {
            var value = unary()
            while current == "&&" {
                position += 1
                let rhs = unary()
                value = value && rhs
            }
            return value
        }

        mutating func unary() -> Bool {
            if current == "!" {
                position += 1
                return !unary()
            }
            return primary()
        }

        mutating func primary() -> Bool {
            guard let token = current else { return false }
            position += 1
            if token == "(" {
                let value = disjunction()
                if current == ")" { position += 1 }
                return value
            }
            if current == "(" {
                // A function: collect its argument text up to the matching parenthesis.
                position += 1
                var depth = 0
                var argument: [String] = []
                while let next = current {
                    position += 1
                    if next == "(" { depth += 1 }
                    if next == ")" {
                        if depth == 0 { break }
                        depth -= 1
                    }
                    argument.append(next)
                }
                return evaluator.function(token, argument.joined(separator: " "))
            }
            switch token {
            case "true": return true
            case "false": return false
            default: return evaluator.defines.contains(token)
            }
        }
    }

    func function(_ name: String, _ argument: String) -> Bool {
        let first = argument.split(separator: ",").first.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
        switch name {
        case "os": return first == "Linux"
        case "arch": return first == "x86_64" || first == "arm64" || first == "aarch64"
        case "canImport":
            let module = first.split(separator: ".").first.map(String.init) ?? first
            return importable.contains(module)
        case "targetEnvironment": return false
        case "swift", "compiler", "hasFeature", "hasAttribute", "_hasSymbol": return true
        default: return false
        }
    }
}
