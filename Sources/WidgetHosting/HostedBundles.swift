package import Foundation
import ConfigurationSchema
import DisplayList
import ViewCore
package import WidgetCore
package import WidgetExtension
package import WidgetRendering
import Synchronization

/// An entry that lives in an extension process: the host knows its date and relevance, and
/// asks the extension to lay it out.
package struct RemoteEntry: TimelineEntry, Sendable {
    package let date: Date
    package let relevance: TimelineEntryRelevance?
    /// The bundle's key (its program's file name).
    package let bundle: String
    /// Which start of the extension stored it (`0` for a placeholder, which any start can make).
    package let generation: UInt64
    /// Which entry of the extension it is.
    package let reference: ExtensionEntryReference

    /// The placeholder of `kind` in `bundle`: the extension computes and lays it out when drawn.
    package static func placeholder(
        kind: String, family: String, configuration: String?, bundle: String, date: Date = Date()
    ) -> RemoteEntry {
        RemoteEntry(date: date, relevance: nil, bundle: bundle, generation: 0,
                    reference: .placeholder(kind: kind, family: family, configuration: configuration))
    }
}

/// The bundles a home screen hosts out of process, and their widgets as the scheduler and the
/// gallery see them: descriptors whose providers, views, options and intents run in the
/// bundle's extension (``ExtensionSupervisor``).
///
/// A hosted widget's kind on this home screen is `BUNDLE/kind` (the program's file name, a
/// slash, the widget's own kind), so two bundles may declare the same kind.
package final class HostedBundles: Sendable {
    /// The bundles, in the order they were given or installed.
    package var supervisors: [ExtensionSupervisor] { hosted.withLock { $0 } }
    private let hosted: Mutex<[ExtensionSupervisor]>

    /// Bundles for `supervisors` (started already).
    package init(_ supervisors: [ExtensionSupervisor]) {
        self.hosted = Mutex(supervisors)
    }

    /// Hosts one more bundle (started already); `false`, changing nothing, if a bundle with its
    /// key is hosted.
    @discardableResult
    package func add(_ supervisor: ExtensionSupervisor) -> Bool {
        hosted.withLock { hosted in
            guard !hosted.contains(where: { $0.key == supervisor.key }) else { return false }
            hosted.append(supervisor)
            return true
        }
    }

    /// Stops hosting the bundle keyed `key` and stops its extension; the supervisor removed.
    @discardableResult
    package func remove(key: String) -> ExtensionSupervisor? {
        let removed = hosted.withLock { hosted -> ExtensionSupervisor? in
            guard let index = hosted.firstIndex(where: { $0.key == key }) else { return nil }
            return hosted.remove(at: index)
        }
        removed?.stop()
        return removed
    }

    /// The qualified kind of `kind` in `bundle`.
    package static func qualified(_ kind: String, in bundle: String) -> String { "\(bundle)/\(kind)" }

    /// The supervisor and the extension's own kind of a qualified kind; `nil` for a kind of the
    /// serving bundle.
    package func widget(_ qualified: String) -> (ExtensionSupervisor, String)? {
        for supervisor in supervisors where qualified.hasPrefix(supervisor.key + "/") {
            return (supervisor, String(qualified.dropFirst(supervisor.key.count + 1)))
        }
        return nil
    }

    /// The supervisor of the bundle keyed `key`.
    package func supervisor(key: String) -> ExtensionSupervisor? {
        supervisors.first { $0.key == key }
    }

    /// The descriptors of every hosted widget, bundle by bundle.
    package func descriptors() -> [WidgetDescriptor] {
        supervisors.flatMap(Self.descriptors(of:))
    }

    /// The descriptors of the widgets `supervisor`'s extension declared when it last started.
    package static func descriptors(of supervisor: ExtensionSupervisor) -> [WidgetDescriptor] {
        (supervisor.description?.widgets ?? []).map {
            descriptor(for: $0, supervisor: supervisor, appName: supervisor.description?.displayName ?? supervisor.key)
        }
    }

    /// The bundle key of a control of home screen kind `qualified` whose own kind is `ownKind`:
    /// `nil` for the serving bundle's (the kinds are the same).
    package static func bundleKey(ofQualified qualified: String, ownKind: String) -> String? {
        guard qualified != ownKind, qualified.hasSuffix("/" + ownKind) else { return nil }
        return String(qualified.dropLast(ownKind.count + 1))
    }

    /// The controls of every hosted bundle, bundle by bundle, as their extensions declared them
    /// when they last started; each runs in its bundle's extension.
    package func controls() -> [ControlEntry] {
        supervisors.flatMap { supervisor -> [ControlEntry] in
            let appName = supervisor.description?.displayName ?? supervisor.key
            return (supervisor.description?.controls ?? []).map { control in
                ControlEntry(kind: Self.qualified(control.kind, in: supervisor.key), ownKind: control.kind,
                             displayName: control.displayName ?? appName, description: control.description,
                             presenter: HostedControlPresenter(supervisor: supervisor, kind: control.kind))
            }
        }
    }

    // MARK: Descriptors

    private static func descriptor(for widget: ExtensionWidget, supervisor: ExtensionSupervisor, appName: String) -> WidgetDescriptor {
        let kind = widget.kind
        let bundle = supervisor.key
        let provider = AnyTimelineProvider(
            placeholder: { context, configuration in
                placeholder(kind, in: bundle, query: query(kind, key: "", context: context, configuration: configuration))
            },
            snapshot: { context, configuration, completion in
                let query = query(kind, key: "gallery:\(context.family)", context: context, configuration: configuration)
                Task {
                    guard case let (response, generation)? = try? await supervisor.call(.snapshot(query)),
                          case .entries(let entries, _) = response, let first = entries.first
                    else { return completion(placeholder(kind, in: bundle, query: query)) }
                    completion(entry(first, bundle: bundle, generation: generation))
                }
            },
            timeline: { context, configuration, completion in
                let key = context.instanceKey.map { "instance:\($0)" } ?? "unplaced:\(context.family)"
                let query = query(kind, key: key, context: context, configuration: configuration)
                Task {
                    do {
                        let (response, generation) = try await supervisor.call(.timeline(query))
                        switch response {
                        case .entries(let entries, let policy):
                            completion(AnyTimeline(
                                entries: entries.map { entry($0, bundle: bundle, generation: generation) },
                                policy: reloadPolicy(policy ?? .atEnd)))
                        case .failure(_, let message):
                            completion(.failed(message))
                        default:
                            completion(.failed("the extension answered a timeline with something else"))
                        }
                    } catch {
                        completion(.failed(String(describing: error)))
                    }
                }
            })
        var descriptor = WidgetDescriptor(
            kind: qualified(kind, in: bundle), displayName: widget.displayName, description: widget.description,
            supportedFamilies: widget.families.compactMap(WidgetFamily.init(name:)),
            contentMarginsDisabled: widget.contentMarginsDisabled,
            containerBackgroundRemovable: widget.containerBackgroundRemovable,
            configurationKind: widget.configuration.map { .parameters(typeName: $0.typeName) } ?? .static,
            provider: provider, content: WidgetContent { _ in nil })
        descriptor.appName = appName
        descriptor.translations = widget.translations ?? [:]
        descriptor.isPushEnabled = widget.isPushEnabled ?? false
        descriptor.remotePresenter = HostedPresenter(supervisor: supervisor, kind: kind)
        if let configuration = widget.configuration {
            descriptor.configurationSchema = ConfigurationSchema(
                typeName: configuration.typeName, title: configuration.title, parameters: configuration.parameters,
                summary: configuration.summary,
                options: { parameter, searchTerm, values in
                    let (response, _) = try await supervisor.call(
                        .options(kind: kind, parameter: parameter, searchTerm: searchTerm, configuration: values))
                    switch response {
                    case .options(let options): return options
                    case .failure(_, let message): throw ConfigurationError(parameter: parameter, message: message)
                    default: return nil
                    }
                },
                defaults: {
                    guard case let (response, _)? = try? await supervisor.call(.defaults(kind: kind)),
                          case .defaults(let values) = response else { return [:] }
                    return values
                })
        }
        descriptor.recommendations = widget.recommendations.map {
            WidgetRecommendation(description: Text(verbatim: $0.description), configuration: $0.configuration)
        }
        return descriptor
    }

    /// The question for the extension about `kind` in `context`, its entries kept under `key`.
    private static func query(
        _ kind: String, key: String, context: TimelineProviderContext, configuration: Data?
    ) -> ExtensionTimelineQuery {
        ExtensionTimelineQuery(
            key: key, kind: kind, family: context.family.description, isPreview: context.isPreview,
            configuration: configuration.map { String(decoding: $0, as: UTF8.self) })
    }

    /// The placeholder of the widget `query` asks about: the extension lays it out when drawn.
    private static func placeholder(_ kind: String, in bundle: String, query: ExtensionTimelineQuery) -> AnyEntry {
        AnyEntry(RemoteEntry.placeholder(kind: kind, family: query.family, configuration: query.configuration, bundle: bundle))
    }

    private static func entry(_ entry: ExtensionEntry, bundle: String, generation: UInt64) -> AnyEntry {
        let relevance = entry.relevanceScore.map { TimelineEntryRelevance(score: $0, duration: entry.relevanceDuration ?? 0) }
        return AnyEntry(RemoteEntry(date: entry.date, relevance: relevance, bundle: bundle, generation: generation,
                                    reference: .stored(serial: entry.serial)))
    }

    private static func reloadPolicy(_ policy: ExtensionReloadPolicy) -> TimelineReloadPolicy {
        switch policy {
        case .atEnd: .atEnd
        case .never: .never
        case .after(let date): .after(date)
        }
    }
}
