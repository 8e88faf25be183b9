// A widget that shows what its program sees of its own bundle: its strings, its colours, its
// Info.plist and its app group. IsolationA and IsolationB are two programs of one package made
// of it (ProgramTests' ResourceIsolationTests), as an app's several widget extensions are.
import SwiftUI
import WidgetKit

public struct IsolationEntry: TimelineEntry {
    public let date: Date
}

struct IsolationProvider: TimelineProvider {
    func placeholder(in context: Context) -> IsolationEntry { IsolationEntry(date: Date()) }

    func getSnapshot(in context: Context, completion: @escaping (IsolationEntry) -> Void) {
        completion(IsolationEntry(date: Date()))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<IsolationEntry>) -> Void) {
        completion(Timeline(entries: [IsolationEntry(date: Date())], policy: .never))
    }
}

struct IsolationView: View {
    var body: some View {
        let info = Bundle.main.infoDictionary ?? [:]
        let group = Bundle.main.object(forInfoDictionaryKey: "AppGroup") as? String ?? "none"
        let container = FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: group)
        VStack(alignment: .leading, spacing: 1) {
            Text("isolation.greeting")
            Text("isolation.only-b")
            Text(verbatim: "localized=" + String(localized: "isolation.greeting"))
            // Traps without a CFBundleIdentifier, as real extensions' loggers do.
            Text(verbatim: "id=" + Bundle.main.bundleIdentifier!)
            Text(verbatim: "version=\(info["CFBundleShortVersionString"] ?? "-") (\(info["CFBundleVersion"] ?? "-"))")
            Text(verbatim: "name=\(info["CFBundleName"] ?? "-") exe=\(info["CFBundleExecutable"] ?? "-")")
            Text(verbatim: "type=\(info["CFBundlePackageType"] ?? "-") display=\(info["CFBundleDisplayName"] ?? "-")")
            Text(verbatim: "group=\(group) container=\(container?.lastPathComponent ?? "none")")
            HStack {
                Rectangle().fill(Color("IsolationTint")).frame(width: 12, height: 12)
                Rectangle().fill(Color("IsolationSharedTint")).frame(width: 12, height: 12)
            }
        }
        .font(.system(size: 9))
    }
}

public struct IsolationWidget: Widget {
    public init() {}

    public var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Isolation", provider: IsolationProvider()) { _ in
            IsolationView()
        }
        .configurationDisplayName("Isolation")
        .supportedFamilies([.systemLarge])
    }
}
