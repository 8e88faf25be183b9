// Session 15's long tail in Swift 5 mode, as most extensions compile: Decimal chart values,
// formatter behaviours, label and group box styles, a query depending on another parameter,
// a progress-reporting intent, UIFont fallbacks, text-input modifiers in a shared file.
import Foundation
import Testing
import WidgetKit
import SwiftUI
import UIKit
import Charts
import AppIntents
import WidgetRendering
import DisplayList

struct Swift5Reading: Identifiable {
    let id: Int
    let value: Decimal
}

struct Swift5DecimalChart: View {
    let readings: [Swift5Reading]
    var body: some View {
        Chart(readings) { reading in
            LineMark(x: .value("Index", reading.id), y: .value("Value", reading.value))
        }
        .chartYScale(domain: Decimal(0)...Decimal(10))
    }
}

let swift5Formatter: DateFormatter = {
    let formatter = DateFormatter()
    formatter.formatterBehavior = .behavior10_4
    formatter.dateFormat = "yyyy"
    formatter.timeZone = TimeZone(identifier: "UTC")
    return formatter
}()

struct Swift5BadgeLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 2) {
            configuration.icon
            configuration.title.font(.caption2)
        }
    }
}

struct Swift5CardStyle: GroupBoxStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading) {
            configuration.label
            configuration.content
        }
        .padding(8)
    }
}

/// A shared settings row: text-input modifiers a widget never acts on.
struct Swift5SettingsRow: View {
    @State private var name = "Ada"
    var body: some View {
        TextField("Name", text: $name)
            .autocapitalization(.words)
            .textInputAutocapitalization(.never)
            .keyboardType(.emailAddress)
            .textContentType(.emailAddress)
            .disableAutocorrection(true)
            .autocorrectionDisabled()
            .submitLabel(.done)
            .onSubmit { print("submitted") }
    }
}

struct Swift5Account: AppEntity {
    let id: String
    static var typeDisplayRepresentation: TypeDisplayRepresentation { "Account" }
    static var defaultQuery = Swift5AccountQuery()
    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(id)") }
}

struct Swift5AccountQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [Swift5Account] { identifiers.map(Swift5Account.init) }
}

struct Swift5FolderOptions: DynamicOptionsProvider {
    @IntentParameterDependency<Swift5FolderIntent>(\.$account) var intent
    func results() async throws -> [String] {
        guard let intent else { return [] }
        return ["\(intent.account.id)/Inbox"]
    }
}

struct Swift5FolderIntent: WidgetConfigurationIntent {
    static var title: LocalizedStringResource = "Folder"
    @Parameter(title: "Account") var account: Swift5Account?
    @Parameter(title: "Folder", optionsProvider: Swift5FolderOptions()) var folder: String?
}

struct Swift5ExportIntent: ProgressReportingIntent {
    static var title: LocalizedStringResource = "Export"
    func perform() async throws -> some IntentResult {
        progress.totalUnitCount = 1
        progress.completedUnitCount = 1
        return .result()
    }
}

@MainActor
@Suite("Swift 5 mode: session 15's long tail")
struct LongTail15Swift5Tests {
    @Test("Everything compiles and draws in Swift 5 mode")
    func compilesAndDraws() {
        let chart = WidgetLayout.displayList(
            for: Swift5DecimalChart(readings: [Swift5Reading(id: 0, value: 2), Swift5Reading(id: 1, value: 8)]),
            environment: RenderEnvironment(family: .systemSmall))
        #expect(!chart.allItems.isEmpty)
        #expect(swift5Formatter.string(from: Date(timeIntervalSince1970: 0)) == "1970")
        let styled = WidgetLayout.displayList(
            for: VStack {
                Label("Runs", systemImage: "figure.run").labelStyle(Swift5BadgeLabelStyle())
                GroupBox("Today") { Text("5 km") }.groupBoxStyle(Swift5CardStyle())
                Swift5SettingsRow()
            },
            environment: RenderEnvironment(family: .systemMedium))
        // (The symbol is drawn as a glyph of the symbol font: a text item of its own.)
        #expect(styled.textItems.map(\.string).filter { $0.unicodeScalars.allSatisfy { !(0xE000...0xF8FF).contains($0.value) } } == ["Runs", "Today", "5 km", "Ada"])
        let font = UIFont(name: "NotInstalled-Bold", size: 13) ?? UIFont.boldSystemFont(ofSize: 13)
        #expect(font.pointSize == 13)
        #expect(Swift5FolderOptions().intent == nil)
    }
}

/// A sign-in form shared with the app: focus state and focused fields.
struct Swift5SignInForm: View {
    enum Field: Hashable { case user, password }
    @FocusState private var focusedField: Field?
    @FocusState private var isEditing: Bool
    @State private var user = ""

    var body: some View {
        VStack {
            TextField("User", text: $user)
                .focused($focusedField, equals: .user)
                .focused($isEditing)
                .onSubmit { focusedField = .password }
            Text(focusedField == nil && !isEditing ? "Not focused" : "Focused")
        }
    }
}

@MainActor
@Suite("Swift 5 mode: focus state in shared forms")
struct FocusStateSwift5Tests {
    @Test("Nothing is focused in a widget; the form draws its prompt and text")
    func nothingFocused() {
        let list = WidgetLayout.displayList(for: Swift5SignInForm(), environment: RenderEnvironment(family: .systemMedium))
        #expect(list.textItems.map(\.string) == ["User", "Not focused"])
    }
}
