import re, shutil, os
W='/work/wt-activities/'
S='/tmp/activities-stage/'
def rep(path, old, new, count=1):
    p=W+path
    s=open(p).read()
    assert s.count(old)==count, (path, old[:60], s.count(old))
    s=s.replace(old,new)
    open(p,'w').write(s)
shutil.copy(S+'UnixSocket.swift', W+'Sources/ActivityKit/UnixSocket.swift')
shutil.copy(S+'ActivityHost.swift', W+'Sources/ActivityKit/ActivityHost.swift')
shutil.copy(S+'Activity.swift', W+'Sources/ActivityKit/Activity.swift')
shutil.copy(S+'ActivityStore.swift', W+'Sources/HomeScreen/Store/ActivityStore.swift')
shutil.copy(S+'LiveActivityCenter.swift', W+'Sources/HomeScreen/Runtime/LiveActivityCenter.swift')
shutil.copy(S+'HomeScreenServer+Activities.swift', W+'Sources/HomeScreen/Server/HomeScreenServer+Activities.swift')
shutil.copy(S+'DataDirectoryLocation.swift', W+'Sources/ActivityKit/DataDirectoryLocation.swift')
shutil.copy(S+'ActivityWidgetCenter.swift', W+'Sources/HomeScreen/Runtime/HomeScreenRuntime+Activities.swift')
# ActivityKit: drop the old Activity class and ActivityAuthorizationInfo's "never"
p=W+'Sources/ActivityKit/ActivityKit.swift'
s=open(p).read()
i=s.index('/// A running Live Activity (ActivityKit\'s `Activity`).')
s=s[:i].rstrip()+"\n"
s=s.replace("""// `import ActivityKit` in widget source resolves here: Live Activities' attributes and the
// app-side `Activity` API, so a widget extension whose bundle holds an `ActivityConfiguration`
// compiles unchanged. A Linux home screen has no Lock Screen or Dynamic Island: the host lists
// no Live Activity, and `Activity.request` throws `ActivityAuthorizationError.unsupported`, as
// iOS does on a device without Live Activities.""","""// `import ActivityKit` in widget source resolves here: Live Activities' attributes and the
// app-side `Activity` API (Activity.swift), which reaches a running home screen over its data
// directory's socket (ActivityHost.swift). Without one, `Activity.request` throws
// `ActivityAuthorizationError.unsupported`, as iOS does on a device without Live Activities.""")
s=s.replace("""    private enum Kind: Hashable, Sendable {
        case standard, immediate, after(Date)
    }

    private let kind: Kind""","""    enum Kind: Hashable, Sendable {
        case standard, immediate, after(Date)
    }

    let kind: Kind""")
s=s.replace("""/// Whether the app may start Live Activities (ActivityKit's `ActivityAuthorizationInfo`): never here.
public struct ActivityAuthorizationInfo: Sendable {
    /// Information for this app.
    public init() {}

    /// `false`: a Linux home screen shows no Live Activities.
    public var areActivitiesEnabled: Bool { false }""","""/// Whether the app may start Live Activities (ActivityKit's `ActivityAuthorizationInfo`): when a
/// home screen answers on the data directory's socket.
public struct ActivityAuthorizationInfo: Sendable {
    /// Information for this app.
    public init() {}

    /// Whether a home screen is running to show Live Activities (asked each time).
    public var areActivitiesEnabled: Bool { ActivityHost.isReachable }""")
s=s.replace("""    /// Changes of ``areActivitiesEnabled``: none ever come.""","""    /// Changes of ``areActivitiesEnabled``: none come (ask ``areActivitiesEnabled`` again).""")
open(p,'w').write(s)
# Package: ActivityKit uses WidgetKitSupport's socket

# WidgetCenter socket: the activity op
rep('Sources/WidgetCore/WidgetCenterSocket.swift','''            case reloadAll, reloadKind, configurations
        }

        package var op: Operation
        package var kind: String?

        package init(op: Operation, kind: String? = nil) {
            self.op = op
            self.kind = kind
        }''','''            case reloadAll, reloadKind, configurations
            /// A Live Activity request of the app side (`ActivityHostRequest`); the reply is an
            /// `ActivityHostReply`.
            case activity
        }

        package var op: Operation
        package var kind: String?
        package var activity: ActivityHostRequest?

        package init(op: Operation, kind: String? = nil, activity: ActivityHostRequest? = nil) {
            self.op = op
            self.kind = kind
            self.activity = activity
        }''')
rep('Sources/WidgetCore/WidgetCenterSocket.swift','package import ConfigurationSchema\n','package import ActivityKit\npackage import ConfigurationSchema\n')
rep('Sources/WidgetCore/WidgetCenterSocketListener.swift','''                try WidgetCenterSocket.writeAll(client, try JSONEncoder().encode(reply))
            }''','''                try WidgetCenterSocket.writeAll(client, try JSONEncoder().encode(reply))
            case .activity:
                let reply = request.activity.map(handler.handleActivity)
                    ?? ActivityHostReply(error: "An activity request needs its 'activity' object.")
                try WidgetCenterSocket.writeAll(client, try JSONEncoder().encode(reply))
            }''')
rep('Sources/WidgetCore/WidgetCenterSocketListener.swift','import WidgetKitSupport\n','import ActivityKit\nimport WidgetKitSupport\n')
rep('Sources/WidgetCore/WidgetCenter.swift','''    func placedWidgetsWithoutWaiting() -> [WidgetInfo]?
}

extension WidgetCenterHandler {
    package func placedWidgetsWithoutWaiting() -> [WidgetInfo]? { nil }
}''','''    func placedWidgetsWithoutWaiting() -> [WidgetInfo]?
    /// Answers a Live Activity request of the app side. Must return promptly.
    func handleActivity(_ request: ActivityHostRequest) -> ActivityHostReply
}

extension WidgetCenterHandler {
    package func placedWidgetsWithoutWaiting() -> [WidgetInfo]? { nil }

    package func handleActivity(_ request: ActivityHostRequest) -> ActivityHostReply {
        ActivityHostReply(error: "This home screen keeps no Live Activities.")
    }
}''')
# WidgetDataDirectory forwards to WidgetKitSupport's location
rep('Sources/WidgetCore/AppGroupContainer.swift','''    ) -> URL {
        if let explicit = environment["WIDGETKIT_DATA_DIR"], !explicit.isEmpty {
            return URL(fileURLWithPath: explicit, isDirectory: true)
        }
        if let xdg = environment["XDG_DATA_HOME"], xdg.hasPrefix("/") {
            return URL(fileURLWithPath: xdg, isDirectory: true)
                .appendingPathComponent("widgetkit-linux", isDirectory: true)
        }
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
        return URL(fileURLWithPath: home, isDirectory: true)
            .appendingPathComponent(".local/share/widgetkit-linux", isDirectory: true)
    }''','''    ) -> URL {
        DataDirectoryLocation.url(environment: environment)
    }''')
# Runtime: wrap the socket handler; routes
rep('Sources/HomeScreen/Runtime/HomeScreenRuntime.swift','''            let listener = try WidgetCenterSocketListener(path: path, handler: handler)''','''            let listener = try WidgetCenterSocketListener(path: path, handler: withLiveActivities(handler))''')
rep('Sources/HomeScreen/Server/HomeScreenServer.swift','''        addAssetRoutes(to: router)
        router.answerOtherMethods()''','''        addAssetRoutes(to: router)
        addActivityRoutes(to: router)
        router.answerOtherMethods()''')
print("applied")
rep('Sources/WidgetCore/AppGroupContainer.swift','public import Foundation\n','public import Foundation\nimport ActivityKit\n')
rep('Sources/HomeScreen/Runtime/HomeScreenRuntime.swift','''        var listener: WidgetCenterSocketListener?
''','''        var listener: WidgetCenterSocketListener?
        /// The Live Activities (`HomeScreenRuntime+Activities.swift`).
        var liveActivities: LiveActivityCenter?
''')
rep('Sources/HomeScreen/Runtime/LiveUpdates.swift','''            /// The set, order or families of instances changed: reload the page.
            case layout''','''            /// The set, order or families of instances changed: reload the page.
            case layout
            /// A Live Activity started, changed or ended (`instance` is its id).
            case activity''')
print("applied 2")
shutil.copy(S+'LiveActivityHostTests.swift', W+'Tests/HomeScreenTests/LiveActivityHostTests.swift')
rep('Package.swift','''                "HomeScreen", "WidgetCore", "TimelineScheduling", "WidgetRendering", "ViewCore", "DisplayList",
                "WidgetProgram", "TestSupport",''','''                "HomeScreen", "WidgetCore", "TimelineScheduling", "WidgetRendering", "ViewCore", "DisplayList",
                "WidgetProgram", "TestSupport", "ActivityKit",''')
print("applied 3")
shutil.copy(S+'ActivityRenderCommandTests.swift', W+'Tests/ProgramTests/ActivityRenderCommandTests.swift')
print("applied 4")
