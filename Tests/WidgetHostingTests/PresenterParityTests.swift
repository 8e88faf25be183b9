import Foundation
import ProbeWidgets
import Testing
import TestSupport
import ViewCore
import WidgetCore
import WidgetHosting
import WidgetRendering

/// The probe bundle's first build, as the test process declares it (the extension runs the
/// same source as `ProbeWidgetsV1`).
private enum InProcessBuild: ProbeVersion {
    static let label = "v1"
}

/// Where a widget runs is its descriptor's presenter: the same widget, laid out and tapped in
/// this process or in a real extension process (`ProbeWidgetsV1 extension`), gives the same bytes
/// and the same tap result.
@Suite("Where a widget runs")
struct PresenterParityTests {
    /// The widgets of the probe bundle in a running extension, and the extension's supervisor.
    private static func hosted() async throws -> (ExtensionSupervisor, [WidgetDescriptor]) {
        var settings = ExtensionSettings()
        settings.renderTimeout = Patience.duration(.seconds(30))
        settings.callTimeout = Patience.duration(.seconds(30))
        let supervisor = ExtensionSupervisor(
            executable: ServerProcess.product("ProbeWidgetsV1"), settings: settings,
            environment: ExtensionSupervisor.extensionEnvironment(
                appGroups: FileManager.default.temporaryDirectory.appendingPathComponent("presenter-parity-\(UUID())")))
        try await supervisor.start()
        return (supervisor, HostedBundles.descriptors(of: supervisor))
    }

    /// The first entry of `descriptor`'s timeline in `family`.
    private static func entry(of descriptor: WidgetDescriptor, family: WidgetFamily) async throws -> AnyEntry {
        let timeline = try await descriptor.timeline(in: TimelineProviderContext(family: family))
        return try #require(timeline.entries.first)
    }

    @Test("A hosted and an in-process widget give the same bytes in every format")
    func sameBytes() async throws {
        let (supervisor, hostedDescriptors) = try await Self.hosted()
        defer { supervisor.stop() }
        let hosted = try #require(hostedDescriptors.first { $0.kind == HostedBundles.qualified("Still", in: supervisor.key) })
        let local = try #require(await MainActor.run { WidgetDescriptor.descriptors(for: StillWidget.self) }.first)
        #expect(hosted.presenter().isRemote)
        #expect(!local.presenter().isRemote)
        let hostedEntry = try await Self.entry(of: hosted, family: .systemMedium)
        let localEntry = try await Self.entry(of: local, family: .systemMedium)
        let moment = Date(timeIntervalSince1970: 1_800_000_000)
        for format in [RenderFormat.png, .svg, .html, .displayList] {
            for scheme in [ColorScheme.light, .dark] {
                let request = RenderRequest(family: .systemMedium, colorScheme: scheme, date: moment, scale: 2, format: format)
                let fromExtension = try await WidgetRenderer.render(request, descriptor: hosted, entry: hostedEntry)
                let fromHere = try await WidgetRenderer.render(request, descriptor: local, entry: localEntry)
                #expect(!fromHere.isEmpty)
                #expect(fromExtension == fromHere, "\(format) \(scheme): \(fromExtension.count) bytes from the extension, \(fromHere.count) here")
            }
        }
    }

    @Test("A hosted and an in-process widget give the same tap results: performed, opened, refused")
    func sameTaps() async throws {
        let (supervisor, hostedDescriptors) = try await Self.hosted()
        defer { supervisor.stop() }
        let hosted = try #require(hostedDescriptors.first { $0.kind == HostedBundles.qualified("Probe", in: supervisor.key) })
        let local = try #require(await MainActor.run { WidgetDescriptor.descriptors(for: ProbeWidget<InProcessBuild>.self) }.first)
        let hostedEntry = try await Self.entry(of: hosted, family: .systemMedium)
        let localEntry = try await Self.entry(of: local, family: .systemMedium)
        let environment = RenderEnvironment(family: .systemMedium)
        let timeout = Patience.duration(.seconds(30))
        // Control 2 performs NoteIntent (it does nothing); control 14 an OpenURLIntent.
        for tap in [WidgetTap(control: 2), WidgetTap(control: 2, expectedIntent: "NoteIntent"), WidgetTap(control: 14)] {
            let fromExtension = try await hosted.presenter().perform(
                tap, on: hostedEntry, of: hosted, in: environment, timeout: timeout)
            let fromHere = try await local.presenter().perform(tap, on: localEntry, of: local, in: environment, timeout: timeout)
            #expect(fromExtension.intent == fromHere.intent)
            #expect(fromExtension.isOn == fromHere.isOn)
            #expect(fromExtension.opensURL == fromHere.opensURL)
        }
        let opened = try await local.presenter().perform(WidgetTap(control: 14), on: localEntry, of: local, in: environment,
                                                         timeout: timeout)
        #expect(opened.opensURL == URL(string: "probe://opened?from=extension"))
        // Refusals: no such control (422), another intent there now (409), `isOn` on a button (400).
        let refused = [
            WidgetTap(control: 999), WidgetTap(control: 2, expectedIntent: "TrapIntent"), WidgetTap(control: 2, isOn: true),
        ]
        for tap in refused {
            let fromExtension = await Self.refusal { try await hosted.presenter().perform(tap, on: hostedEntry, of: hosted, in: environment, timeout: timeout) }
            let fromHere = await Self.refusal { try await local.presenter().perform(tap, on: localEntry, of: local, in: environment, timeout: timeout) }
            #expect(fromHere != nil)
            #expect(fromExtension?.status == fromHere?.status)
            #expect(fromExtension?.message == fromHere?.message)
        }
    }

    /// The refusal `perform` throws, or `nil` if it performs.
    private static func refusal(_ perform: () async throws -> PerformedIntent) async -> RequestError? {
        do {
            _ = try await perform()
            return nil
        } catch {
            return error as? RequestError
        }
    }
}
