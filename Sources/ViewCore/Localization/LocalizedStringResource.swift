public import Foundation
import WidgetResources

extension String {
    /// A localizable string's key and its values, written as a literal with interpolations:
    /// `"\(count) items"` has the key `%lld items` and the argument `count` (as on Apple platforms).
    public struct LocalizationValue: Equatable, Hashable, Sendable, Codable, ExpressibleByStringInterpolation {
        /// The key: the literal text with a format specifier for each interpolation.
        package var key: String
        /// The interpolated values, formatted.
        package var arguments: [String]

        /// A value whose key is `value` itself.
        public init(_ value: String) {
            self.key = value
            self.arguments = []
        }

        public init(stringLiteral value: String) { self.init(value) }

        public init(stringInterpolation: StringInterpolation) {
            self.key = stringInterpolation.key
            self.arguments = stringInterpolation.arguments
        }

        /// The value with its arguments substituted into `format` (the key or its translation).
        package func formatted(_ format: String) -> String {
            LocalizedStringKey.substitute(format, arguments)
        }

        /// Builds the key (`%@`, `%lld`, `%lf`) and arguments of an interpolated literal.
        public struct StringInterpolation: StringInterpolationProtocol, Sendable {
            var key = ""
            var arguments: [String] = []

            public init(literalCapacity: Int, interpolationCount: Int) {}

            public mutating func appendLiteral(_ literal: String) {
                key += literal.replacingOccurrences(of: "%", with: "%%")
            }
            public mutating func appendInterpolation(_ string: String) {
                key += "%@"
                arguments.append(string)
            }
            public mutating func appendInterpolation<T: BinaryInteger>(_ value: T) {
                key += "%lld"
                arguments.append(String(value))
            }
            public mutating func appendInterpolation(_ value: Double) {
                key += "%lf"
                arguments.append(value.formatted())
            }
            public mutating func appendInterpolation(_ value: Float) {
                key += "%f"
                arguments.append(Double(value).formatted())
            }
            public mutating func appendInterpolation(_ resource: LocalizedStringResource) {
                key += "%@"
                arguments.append(String(localized: resource))
            }
            public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
                key += "%@"
                arguments.append(format.format(input))
            }
            public mutating func appendInterpolation<T>(_ value: T) {
                key += "%@"
                arguments.append(String(describing: value))
            }
        }
    }
}

/// A reference to a localizable string, resolved later in a locale: Foundation's
/// `LocalizedStringResource` (iOS 16+), which Foundation on Linux lacks.
///
/// ```swift
/// static var title: LocalizedStringResource = "Choose a country"
/// Text(LocalizedStringResource("greeting", defaultValue: "Hello", table: "Widget"))
/// String(localized: "\(count) stops")
/// ```
/// Keys are looked up in the bundle's `<lang>.lproj/<Table>.strings` and `<Table>.xcstrings`.
public struct LocalizedStringResource: Equatable, Hashable, Sendable, Codable, ExpressibleByStringInterpolation,
    CustomStringConvertible
{
    /// The key to look up in the string tables.
    public var key: String
    /// The text (and arguments) used when no table has the key.
    public var defaultValue: String.LocalizationValue
    /// The string table, or `nil` for `Localizable`.
    public var table: String?
    /// The locale to resolve in.
    public var locale: Locale
    /// Where the tables are.
    public var bundle: BundleDescription

    /// Which bundle holds a resource's tables.
    public enum BundleDescription: Hashable, Sendable, Codable {
        /// The main bundle.
        case main
        /// The bundle at a URL.
        case atURL(URL)

        /// The bundle of a class (the main bundle on Linux, where classes have no bundle).
        public static func forClass(_ anyClass: AnyClass) -> BundleDescription {
            .atURL(Bundle(for: anyClass).bundleURL)
        }

        /// The bundle this describes.
        package var bundle: Bundle {
            switch self {
            case .main: return .main
            case .atURL(let url): return Bundle(url: url) ?? .main
            }
        }
    }

    /// A resource whose key and default value are the literal (interpolations become arguments).
    public init(_ keyAndValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current,
                bundle: BundleDescription = .main, comment: StaticString? = nil) {
        self.key = keyAndValue.key
        self.defaultValue = keyAndValue
        self.table = table
        self.locale = locale
        self.bundle = bundle
    }

    /// A resource with a key and a separate default value.
    public init(_ key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current,
                bundle: BundleDescription = .main, comment: StaticString? = nil) {
        self.key = key.description
        self.defaultValue = defaultValue
        self.table = table
        self.locale = locale
        self.bundle = bundle
    }

    /// A resource for a run-time string (not a literal): its key and default value are `string`.
    package init(verbatimKey string: String) {
        self.init(String.LocalizationValue(string))
    }

    public init(stringLiteral value: String) {
        self.init(String.LocalizationValue(value))
    }

    public init(stringInterpolation: String.LocalizationValue.StringInterpolation) {
        self.init(String.LocalizationValue(stringInterpolation: stringInterpolation))
    }

    /// The default value with its arguments, unlocalized.
    package var defaultString: String { defaultValue.formatted(defaultValue.key) }

    /// The string in `locale`: the table's translation of the key, or the default value.
    package func resolved(in locale: Locale, bundles: [Bundle]? = nil) -> String {
        let catalog = LocalizationCatalog.catalog(for: bundles ?? [bundle.bundle])
        guard let format = catalog.string(for: key, table: table, locale: locale) else { return defaultString }
        return defaultValue.formatted(format)
    }

    /// The default value.
    public var description: String { defaultString }
}

extension String {
    /// The localized string for a literal key (`String(localized: "\(count) stops")`).
    public init(localized keyAndValue: String.LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
                locale: Locale = .current, comment: StaticString? = nil) {
        self = LocalizedStringResource(keyAndValue, table: table, locale: locale)
            .resolved(in: locale, bundles: [bundle ?? .main])
    }

    /// The localized string for a key, with a default value when no table has it.
    public init(localized key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil,
                bundle: Bundle? = nil, locale: Locale = .current, comment: StaticString? = nil) {
        self = LocalizedStringResource(key, defaultValue: defaultValue, table: table, locale: locale)
            .resolved(in: locale, bundles: [bundle ?? .main])
    }

    /// A resource resolved in its own locale.
    public init(localized resource: LocalizedStringResource) {
        self = resource.resolved(in: resource.locale)
    }
}

extension Text {
    /// Text for a localized resource, looked up in the rendered locale (its default value when no table has it).
    ///
    /// Disfavoured, so that a string literal (`Text("\(count) words")`) stays a
    /// `LocalizedStringKey`, whose interpolations give Xcode's specifiers (`%d` for `Int32`).
    @_disfavoredOverload
    public init(_ resource: LocalizedStringResource) {
        if resource.key == resource.defaultValue.key {
            var key = LocalizedStringKey(resource.key)
            key.arguments = resource.defaultValue.arguments.map { .text($0) }
            self.init(storage: .localized(key, table: resource.table, bundlePath: bundlePath(of: resource.bundle)))
        } else {
            // A key with a separate default value: resolved now, as the environment's tables are not reachable here.
            self.init(verbatim: resource.resolved(in: resource.locale))
        }
    }
}

private func bundlePath(of description: LocalizedStringResource.BundleDescription) -> String? {
    switch description {
    case .main: return nil
    case .atURL(let url): return url.path
    }
}
