import Foundation

/// Turns an Xcode project's widget extension targets into a Swift package that builds them
/// against WidgetKit for Linux, referencing the project's files in place (docs/IMPORTING.md).
///
/// ```swift
/// let plan = try XcodeProjectImporter.plan(ImportOptions(
///     project: URL(fileURLWithPath: "App/App.xcodeproj"), packagePath: URL(fileURLWithPath: "/src/widgetkit-linux")))
/// let report = try XcodeProjectImporter.write(plan)
/// print(report.text)
/// ```
public enum XcodeProjectImporter {
    /// Reads the project and decides every target, file, setting and dependency of the package,
    /// writing nothing.
    ///
    /// - Throws: ``ImportError`` for an unreadable project, an unknown `--target`, a project
    ///   without widget extensions, or an `--exclude` that names no file of the targets.
    public static func plan(_ options: ImportOptions) throws -> ImportPlan {
        let project = try XcodeProject(contentsOf: options.project)
        let resolver = FileResolver(project: project)
        let natives = project.targets.filter { $0.isa == "PBXNativeTarget" }
        let names = project.targets.compactMap { $0.string("name") }

        var chosen: [PBXObject] = []
        if options.targets.isEmpty {
            chosen = natives.filter { isWidgetExtension($0, project: project, resolver: resolver) }
            if chosen.isEmpty { throw ImportError.noWidgetTarget(names) }
        } else {
            for name in options.targets {
                guard let target = natives.first(where: { $0.string("name") == name }) else {
                    throw ImportError.unknownTarget(name, names)
                }
                if !chosen.contains(where: { $0.id == target.id }) { chosen.append(target) }
            }
        }

        var builder = PlanBuilder(project: project, resolver: resolver)
        var extensions: [ImportedTarget] = []
        for target in chosen {
            extensions.append(builder.target(target, role: .widgetExtension))
        }
        var targets = extensions + builder.libraries
        try applyExcludes(options.excludes, to: &targets, project: project)
        for index in targets.indices {
            scan(&targets[index], project: project, libraries: targets.map(\.name))
        }
        var packages = LocalPackagePlanner(project: project)
        for dependency in builder.dependencies {
            if case .local(let folder) = dependency.source { packages.plan(folder) }
        }
        return ImportPlan(project: project, targets: targets, dependencies: builder.dependencies,
                          localPackages: packages.plans,
                          keptPackages: packages.failures.map { KeptPackage(folder: $0.folder, stop: $0.stop) },
                          outputDirectory: options.outputDirectory, packagePath: options.packagePath.standardizedFileURL,
                          force: options.force)
    }

    /// Writes the package `plan` describes and returns its report.
    ///
    /// - Throws: ``ImportError/foreignOutput(_:)`` when the output folder has files this tool
    ///   did not write (unless the plan was made with `force`), ``ImportError/cannotWrite(_:_:)``.
    public static func write(_ plan: ImportPlan) throws -> ImportReport {
        try PackageWriter(plan: plan).write()
        return plan.report
    }

    static func isWidgetExtension(_ target: PBXObject, project: XcodeProject, resolver: FileResolver) -> Bool {
        guard let type = target.string("productType"), ProductType.extensions.contains(type) else { return false }
        let settings = TargetSettings(target: target, project: project, resolver: resolver)
        let files = TargetFileCollector(project: project, resolver: resolver, buildInputs: []).collect(target)
        return WidgetTargetDetector.isWidgetExtension(
            productType: type, infoPlist: settings.file("INFOPLIST_FILE"), settings: settings, sources: files.sources)
    }

    static func applyExcludes(_ excludes: [String], to targets: inout [ImportedTarget], project: XcodeProject) throws {
        for exclude in excludes {
            let candidates = [
                URL(fileURLWithPath: exclude).standardizedFileURL,
                (exclude.hasPrefix("/") ? URL(fileURLWithPath: exclude) : project.sourceRoot.appendingPathComponent(exclude)).standardizedFileURL,
            ]
            var found = false
            for index in targets.indices {
                var files = targets[index].files
                guard let url = files.allFiles.first(where: { file in candidates.contains { $0.path == file.standardizedFileURL.path } })
                else { continue }
                found = true
                files.sources.removeAll { $0 == url }
                files.intentDefinitions.removeAll { $0 == url }
                files.assetCatalogs.removeAll { $0 == url }
                files.localized.removeAll { $0.url == url }
                files.resources.removeAll { $0 == url }
                targets[index].files = files
                var declarations: [String] = []
                if url.pathExtension == "swift" {
                    let scanner = SourceScanner(evaluator: ConditionEvaluator(defines: [], importable: []))
                    declarations = scanner.scan(url, display: "").declarations
                }
                var usedBy: [String] = []
                if !declarations.isEmpty {
                    let names = Set(declarations)
                    for source in files.sources {
                        let scanner = SourceScanner(evaluator: ConditionEvaluator(defines: [], importable: []))
                        if !scanner.scan(source, display: "").identifiers.isDisjoint(with: names) {
                            usedBy.append(Paths.display(source, in: project))
                        }
                    }
                }
                targets[index].excluded.append(ExcludedFile(file: Paths.display(url, in: project), declarations: declarations, usedBy: usedBy))
            }
            if !found { throw ImportError.unknownExclude(exclude) }
        }
    }

    static func scan(_ target: inout ImportedTarget, project: XcodeProject, libraries: [String]) {
        let importable = Frameworks.available.union(libraries).union(target.packageProducts.map(\.name))
        let scanner = SourceScanner(evaluator: ConditionEvaluator(
            defines: Set(target.settings.compilationConditions), importable: importable))
        // The plan's own stops (package products, frameworks, Info.plist) come first, then the files'.
        var stops = target.stops + target.files.stops
        for source in target.files.sources {
            stops += scanner.scan(source, display: Paths.display(source, in: project)).stops
        }
        target.stops = stops
    }
}
