/// What an import did and what cannot come over: the report printed before any build, and
/// written as JSON by `--report-json`.
public struct ImportReport: Codable, Sendable, Equatable {
    /// One imported target.
    public struct Target: Codable, Sendable, Equatable {
        /// The SwiftPM target's name.
        public var name: String
        /// The executable product (the bundle program) for a widget extension; `null` for a library.
        public var product: String?
        /// `widgetExtension` or `library`.
        public var role: String
        /// The Xcode target it comes from.
        public var xcodeTarget: String
        /// How many Swift sources (and `.intentdefinition` files) it builds.
        public var sources: Int
        /// How many resources it copies (asset catalogs, localized files, other files).
        public var resources: Int
        /// What cannot come over, per file.
        public var stops: [Stop]
        /// Files `--exclude` left out.
        public var excluded: [ExcludedFile]
    }

    /// A local Swift package of the project, as the generated package builds it.
    public struct LocalPackage: Codable, Sendable, Equatable {
        /// The package's name (its folder's, when its manifest could not be read).
        public var name: String
        /// Its folder (relative to the project's folder when inside it).
        public var path: String
        /// The generated package's folder (`LocalPackages/<folder>`, relative to the generated
        /// package); `null` when it builds with its own manifest.
        public var generated: String?
        /// The targets carried over.
        public var targets: [String]
        /// What cannot come over: left-out targets and plugins, frameworks Linux lacks that its
        /// sources import, or why its manifest could not be read.
        public var stops: [Stop]
        /// What was changed for Linux (a dynamic library built as automatic, settings left out).
        public var notes: [String]
    }

    /// The `.xcodeproj` imported.
    public var project: String
    /// The imported targets, widget extensions first.
    public var targets: [Target]
    /// The generated package's folder.
    public var packageDirectory: String
    /// The project's local Swift packages the targets use (and the local packages those use).
    public var localPackages: [LocalPackage]

    /// Creates a report.
    public init(project: String, targets: [Target], packageDirectory: String, localPackages: [LocalPackage] = []) {
        self.project = project
        self.targets = targets
        self.packageDirectory = packageDirectory
        self.localPackages = localPackages
    }

    /// The report for people: per target what it builds, then each stop with its fix.
    public var text: String {
        var lines: [String] = ["Imported \(project)", "  into \(packageDirectory)"]
        for target in targets {
            let what = target.product.map { "program `\($0)`" } ?? "library"
            lines.append("")
            lines.append("\(target.name) (\(what), from Xcode target '\(target.xcodeTarget)'): \(target.sources) sources, \(target.resources) resources")
            if target.stops.isEmpty && target.excluded.isEmpty {
                lines.append("  nothing found that Linux lacks")
            }
            for stop in target.stops {
                let place = stop.line.map { "\(stop.file):\($0)" } ?? stop.file
                lines.append("  stop: \(place): \(stop.reason)")
                if let fix = stop.fix { lines.append("        fix: \(fix)") }
            }
            for file in target.excluded {
                lines.append("  excluded: \(file.file)" + (file.declarations.isEmpty ? "" : " (declared \(file.declarations.joined(separator: ", ")))"))
                if !file.usedBy.isEmpty {
                    lines.append("        still used by \(file.usedBy.joined(separator: ", ")): give those names app-side code or a Linux implementation, or exclude those files too")
                }
            }
        }
        for package in localPackages {
            lines.append("")
            if let generated = package.generated {
                lines.append("local package \(package.name) (\(package.path), rewritten in \(generated) to build against WidgetKit for Linux): targets \(package.targets.joined(separator: ", "))")
            } else {
                lines.append("local package \(package.name) (\(package.path)): built with its own manifest")
            }
            for stop in package.stops {
                let place = stop.line.map { "\(stop.file):\($0)" } ?? stop.file
                lines.append("  stop: \(place): \(stop.reason)")
                if let fix = stop.fix { lines.append("        fix: \(fix)") }
            }
            for note in package.notes {
                lines.append("  note: \(note)")
            }
        }
        return lines.joined(separator: "\n")
    }
}
