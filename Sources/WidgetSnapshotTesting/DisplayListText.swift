import ConfigurationSchema
import DisplayList
import Foundation

/// The display list as stable JSON text: keys sorted, two-space indentation, short arrays of
/// numbers (frames, points) on one line, numbers rounded,
/// image bytes left out (an image keeps its `id`, a digest of the bytes), one trailing newline.
enum DisplayListText {
    static func json(for list: DisplayList, fractionDigits: Int) throws -> String {
        let data = try JSONEncoder().encode(list)
        let value = try JSONDecoder().decode(JSONValue.self, from: data).removingImageBytes()
        var output = ""
        value.write(to: &output, indent: 0, fractionDigits: fractionDigits)
        output += "\n"
        return output
    }
}

/// The display list's JSON, decoded from what `JSONEncoder` produced, written back as text.
extension JSONValue {
    /// Drops the encoded bytes of images (`ImageData`), which would swamp the text.
    func removingImageBytes() -> JSONValue {
        switch self {
        case .object(var object):
            if object["bytes"] != nil, object["id"] != nil, object["pixelWidth"] != nil {
                object["bytes"] = nil
            }
            return .object(object.mapValues { $0.removingImageBytes() })
        case .array(let array):
            return .array(array.map { $0.removingImageBytes() })
        default:
            return self
        }
    }

    func write(to output: inout String, indent: Int, fractionDigits: Int) {
        switch self {
        case .null:
            output += "null"
        case .bool(let value):
            output += value ? "true" : "false"
        case .number(let value):
            output += Self.format(value, fractionDigits: fractionDigits)
        case .string(let value):
            Self.writeString(value, to: &output)
        case .array(let array):
            if let inline = inlineForm(fractionDigits: fractionDigits), inline.count <= 80 {
                output += inline
                return
            }
            output += "[\n"
            for (index, element) in array.enumerated() {
                output += String(repeating: "  ", count: indent + 1)
                element.write(to: &output, indent: indent + 1, fractionDigits: fractionDigits)
                output += index == array.count - 1 ? "\n" : ",\n"
            }
            output += String(repeating: "  ", count: indent) + "]"
        case .object(let object):
            if object.isEmpty {
                output += "{}"
                return
            }
            output += "{\n"
            let keys = object.keys.sorted()
            for (index, key) in keys.enumerated() {
                output += String(repeating: "  ", count: indent + 1)
                Self.writeString(key, to: &output)
                output += ": "
                object[key]!.write(to: &output, indent: indent + 1, fractionDigits: fractionDigits)
                output += index == keys.count - 1 ? "\n" : ",\n"
            }
            output += String(repeating: "  ", count: indent) + "}"
        }
    }

    /// The value on one line, for arrays of scalars and of such arrays (a frame is
    /// `[[16, 16], [138, 24.5]]`); `nil` when it holds an object.
    func inlineForm(fractionDigits: Int) -> String? {
        switch self {
        case .object:
            return nil
        case .array(let array):
            var parts: [String] = []
            for element in array {
                guard let part = element.inlineForm(fractionDigits: fractionDigits) else { return nil }
                parts.append(part)
            }
            return "[" + parts.joined(separator: ", ") + "]"
        default:
            var output = ""
            write(to: &output, indent: 0, fractionDigits: fractionDigits)
            return output
        }
    }

    /// `value` rounded to `fractionDigits` decimals, without trailing zeros; `-0` is `0`.
    static func format(_ value: Double, fractionDigits: Int) -> String {
        guard value.isFinite else { return "null" }
        let factor = pow(10, Double(fractionDigits))
        let rounded = (value * factor).rounded() / factor
        if rounded == rounded.rounded(), abs(rounded) < 1e15 {
            return String(Int64(rounded))
        }
        var text = String(format: "%.\(fractionDigits)f", rounded)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }

    static func writeString(_ string: String, to output: inout String) {
        output += "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case _ where scalar.value < 0x20:
                output += "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count)
                    + String(scalar.value, radix: 16)
            default: output.unicodeScalars.append(scalar)
            }
        }
        output += "\""
    }
}
