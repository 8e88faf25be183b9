import Foundation
import Logging

/// Logs a message written with interpolation at a level (`os_log(.error, log: log, "…\(x)")`).
public func os_log(_ type: OSLogType, dso: UnsafeRawPointer = #dsohandle, log: OSLog = .default, _ message: OSLogMessage) {
    LogBackend.emit(LogBackend.level(for: type), message.render(revealPrivate: LogBackend.revealPrivate), log: log)
}

/// Logs a message written with interpolation at the default level (`os_log("Loaded \(name)")`).
public func os_log(_ message: OSLogMessage) {
    os_log(.default, message)
}

/// Logs a printf-style message at a level given first (`os_log(.error, log: log, "Failed: %{public}@", reason)`).
public func os_log(_ type: OSLogType, dso: UnsafeRawPointer = #dsohandle, log: OSLog = .default, _ message: StaticString,
                   _ args: any CVarArg...) {
    let text = formatLegacyMessage(message.description, args, revealPrivate: LogBackend.revealPrivate)
    LogBackend.emit(LogBackend.level(for: type), text, log: log)
}

/// Logs a printf-style message (`os_log("Loaded %{public}@ in %d ms", log: log, type: .info, name, ms)`).
///
/// `%@`, `%s` and other string arguments are private unless marked `%{public}@`; numbers are public
/// unless marked `%{private}d`. `%{private, mask.hash}@` writes a hash instead.
public func os_log(_ message: StaticString, dso: UnsafeRawPointer? = #dsohandle, log: OSLog = .default,
                   type: OSLogType = .default, _ args: any CVarArg...) {
    let text = formatLegacyMessage(message.description, args, revealPrivate: LogBackend.revealPrivate)
    LogBackend.emit(LogBackend.level(for: type), text, log: log)
}

/// Formats an `os_log` format string: conversions with `{public}`/`{private}`/`{sensitive}`/`mask.hash`
/// annotations, each argument formatted with `String(format:)` or, for `%@`, its description.
func formatLegacyMessage(_ format: String, _ args: [any CVarArg], revealPrivate: Bool) -> String {
    var output = ""
    var index = format.startIndex
    var argumentIndex = 0
    while index < format.endIndex {
        let character = format[index]
        guard character == "%" else {
            output.append(character)
            index = format.index(after: index)
            continue
        }
        var cursor = format.index(after: index)
        if cursor < format.endIndex, format[cursor] == "%" {
            output.append("%")
            index = format.index(after: cursor)
            continue
        }
        var annotation = ""
        if cursor < format.endIndex, format[cursor] == "{", let close = format[cursor...].firstIndex(of: "}") {
            annotation = String(format[format.index(after: cursor)..<close]).lowercased()
            cursor = format.index(after: close)
        }
        var spec = ""
        while cursor < format.endIndex, "-+ #0123456789.hlqjztL".contains(format[cursor]) {
            spec.append(format[cursor])
            cursor = format.index(after: cursor)
        }
        guard cursor < format.endIndex else {
            output += "%" + spec
            break
        }
        let conversion = format[cursor]
        index = format.index(after: cursor)
        guard argumentIndex < args.count else {
            output += "<missing argument>"
            continue
        }
        let argument = args[argumentIndex]
        argumentIndex += 1
        let isString = conversion == "@" || conversion == "s" || conversion == "S"
        let value: String
        if conversion == "@" {
            value = String(describing: argument)
        } else if conversion == "s", let text = argument as? String {
            value = text
        } else {
            value = String(format: "%" + spec + String(conversion), argument)
        }
        let words = annotation.split(whereSeparator: { $0 == "," || $0 == " " }).map(String.init)
        let redacted: Bool
        if words.contains("public") {
            redacted = false
        } else if words.contains("sensitive") {
            redacted = true
        } else if words.contains("private") {
            redacted = !revealPrivate
        } else {
            redacted = isString && !revealPrivate
        }
        if redacted {
            output += words.contains("mask.hash") ? "<mask.hash: '\(maskHash(value))'>" : "<private>"
        } else {
            output += value
        }
    }
    return output
}
