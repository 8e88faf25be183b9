import Foundation
import WidgetCore

/// Finds the previews a program declares: the types `#Preview` generates and the
/// `PreviewProvider` types, by reading the program's own symbol table.
///
/// Swift has no run-time list of a protocol's conforming types, but every conformance has a
/// symbol (`$s<type>10WidgetCore15PreviewProviderAAMc`, a "protocol conformance descriptor").
/// The ELF symbol table of `/proc/self/exe` lists them; the runtime turns the type's mangled
/// name back into the type (`_typeByName`). Binaries keep their symbol tables unless stripped;
/// a stripped program simply has no previews to show.
enum PreviewDiscovery {
    /// A preview found in the program.
    struct Found {
        /// `#Preview` types by file and line, `PreviewProvider` types by name.
        var sortKey: String
        var registry: (any _PreviewRegistry.Type)?
        var provider: (any PreviewProvider.Type)?
        /// The type's name, for a `PreviewProvider`.
        var typeName: String
    }

    @MainActor
    static func all(executable: String = "/proc/self/exe") -> [Found] {
        var found: [Found] = []
        var seen = Set<String>()
        func add(_ type: Any.Type, key: String) {
            guard seen.insert(key).inserted else { return }
            if let registry = type as? any _PreviewRegistry.Type {
                let key = "\(registry.fileID):\(String(format: "%08d", registry.line))"
                found.append(Found(sortKey: key, registry: registry, provider: nil, typeName: String(describing: type)))
            } else if let provider = type as? any PreviewProvider.Type {
                let name = String(reflecting: type)
                found.append(Found(sortKey: name, registry: nil, provider: provider, typeName: name))
            }
        }
        for symbol in ELFSymbols.names(in: executable) where symbol.hasPrefix("$s") && symbol.hasSuffix("Mc") {
            var matched = false
            for marker in ["10WidgetCore16_PreviewRegistry", "10WidgetCore15PreviewProvider"] {
                guard let range = symbol.range(of: marker, options: .backwards) else { continue }
                matched = true
                let mangled = String(symbol[symbol.index(symbol.startIndex, offsetBy: 2)..<range.lowerBound])
                guard !mangled.isEmpty, let type = _typeByName(mangled) else { continue }
                add(type, key: mangled)
            }
            // Names with a word in common with `WidgetCore` or `PreviewProvider` (a `…Widget_Previews`
            // type, a `MyWidget` module) abbreviate the protocol's name with substitutions, so the
            // markers miss them: ask the demangler which protocol the conformance is to.
            guard !matched, let demangled = SwiftDemangler.demangle(symbol),
                  demangled.hasPrefix("protocol conformance descriptor for "),
                  demangled.contains(" : WidgetCore.PreviewProvider in ") || demangled.contains(" : WidgetCore._PreviewRegistry in ")
            else { continue }
            // The type's mangling is a prefix of the symbol: the longest prefix that names a type.
            let body = Array(symbol.utf8.dropFirst(2))
            for end in stride(from: body.count - 2, through: 1, by: -1) {
                let mangled = String(decoding: body[0..<end], as: UTF8.self)
                if let type = _typeByName(mangled), type is any PreviewProvider.Type || type is any _PreviewRegistry.Type {
                    add(type, key: mangled)
                    break
                }
            }
        }
        return found.sorted { $0.sortKey < $1.sortKey }
    }
}

/// Swift's run-time demangler (`swift_demangle` in the Swift runtime).
enum SwiftDemangler {
    private typealias Function = @convention(c) (
        UnsafePointer<CChar>?, Int, UnsafeMutablePointer<CChar>?, UnsafeMutablePointer<Int>?, UInt32
    ) -> UnsafeMutablePointer<CChar>?

    private static let function: Function? = {
        guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "swift_demangle") else { return nil }
        return unsafeBitCast(symbol, to: Function.self)
    }()

    /// The readable form of a mangled symbol, or nil.
    static func demangle(_ symbol: String) -> String? {
        guard let function else { return nil }
        return symbol.withCString { name in
            guard let result = function(name, strlen(name), nil, nil, 0) else { return nil }
            defer { free(result) }
            return String(cString: result)
        }
    }
}

/// The names in an ELF file's symbol tables.
enum ELFSymbols {
    static func names(in path: String) -> [String] {
        guard let data = FileManager.default.contents(atPath: path), data.count > 64,
              data.starts(with: [0x7F, 0x45, 0x4C, 0x46]), data[4] == 2 /* 64-bit */, data[5] == 1 /* little-endian */
        else { return [] }
        return data.withUnsafeBytes { raw -> [String] in
            let count = raw.count
            func u16(_ offset: Int) -> Int { offset + 2 <= count ? Int(raw.loadUnaligned(fromByteOffset: offset, as: UInt16.self)) : 0 }
            func u32(_ offset: Int) -> Int { offset + 4 <= count ? Int(raw.loadUnaligned(fromByteOffset: offset, as: UInt32.self)) : 0 }
            func u64(_ offset: Int) -> Int { offset + 8 <= count ? Int(raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) : 0 }
            let sectionTable = u64(0x28), entrySize = u16(0x3A), sectionCount = u16(0x3C)
            guard entrySize >= 0x40, sectionTable > 0, sectionTable + sectionCount * entrySize <= count else { return [] }
            var names: [String] = []
            for index in 0..<sectionCount {
                let header = sectionTable + index * entrySize
                let type = u32(header + 4)
                guard type == 2 || type == 11 else { continue }  // SHT_SYMTAB, SHT_DYNSYM
                let offset = u64(header + 0x18), size = u64(header + 0x20), link = u32(header + 0x28)
                let symbolSize = max(u64(header + 0x38), 24)
                guard link < sectionCount else { continue }
                let strings = u64(sectionTable + link * entrySize + 0x18)
                let stringsSize = u64(sectionTable + link * entrySize + 0x20)
                guard offset + size <= count, strings + stringsSize <= count else { continue }
                for symbol in stride(from: offset, to: offset + size, by: symbolSize) {
                    let start = strings + u32(symbol)
                    guard start < strings + stringsSize, raw[start] == 0x24 /* "$" */ else { continue }
                    var end = start
                    while end < strings + stringsSize, raw[end] != 0 { end += 1 }
                    names.append(String(decoding: UnsafeRawBufferPointer(rebasing: raw[start..<end]), as: UTF8.self))
                }
            }
            return names
        }
    }
}
