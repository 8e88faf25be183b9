// An iOS 18 extension as real apps write it in Swift 5 mode: a configurable widget with a
// property query (`static var` properties), a control next to it in the bundle, and intents
// returning values and dialogs.
import AppIntents
import SwiftUI
import WidgetKit
import Testing
@testable import WidgetCore

struct NoteEntity: AppEntity {
    var id: String
    @Property(title: "Title") var title: String
    @Property(title: "Pinned") var isPinned: Bool

    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Note"
    static var defaultQuery = NoteQuery()
    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(title)") }

    init(id: String, title: String, isPinned: Bool) {
        self.id = id
        self.title = title
        self.isPinned = isPinned
    }

    static let all = [NoteEntity(id: "a", title: "Groceries", isPinned: true), NoteEntity(id: "b", title: "Ideas", isPinned: false)]
}

final class NoteStore: Sendable {
    let notes = NoteEntity.all
}

struct NoteQuery: EntityPropertyQuery {
    @Dependency var store: NoteStore

    static var properties = QueryProperties {
        Property(\NoteEntity.$title) {
            ContainsComparator { value in { (note: NoteEntity) in note.title.contains(value) } }
        }
        Property(\NoteEntity.$isPinned) {
            EqualToComparator { value in { (note: NoteEntity) in note.isPinned == value } }
        }
    }

    static var sortingOptions = SortingOptions {
        SortableBy(\NoteEntity.$title)
    }

    func entities(for identifiers: [NoteEntity.ID]) async throws -> [NoteEntity] {
        NoteEntity.all.filter { identifiers.contains($0.id) }
    }

    func suggestedEntities() async throws -> [NoteEntity] { store.notes }

    func entities(matching comparators: [(NoteEntity) -> Bool], mode: ComparatorMode, sortedBy: [Sort<NoteEntity>],
                  limit: Int?) async throws -> [NoteEntity] {
        NoteEntity.all.filter { note in
            mode == .and ? comparators.allSatisfy { $0(note) } : comparators.contains { $0(note) }
        }
    }
}

struct PinnedNotesIntent: WidgetConfigurationIntent {
    static var title: LocalizedStringResource = "Pinned Notes"
    @Parameter(title: "Notes", size: [.systemSmall: 1, .systemMedium: 3]) var notes: [NoteEntity]?
}

struct TogglePinIntent: SetValueIntent {
    static var title: LocalizedStringResource = "Pin"
    @Parameter(title: "Pinned") var value: Bool
    func perform() async throws -> some IntentResult & ProvidesDialog { .result(dialog: "Pinned") }
}

struct CountNotesIntent: AppIntent {
    static var title: LocalizedStringResource = "Count Notes"
    static var authenticationPolicy: IntentAuthenticationPolicy = .alwaysAllowed
    static var openAppWhenRun: Bool = false
    @Parameter(title: "Only pinned", default: false) var onlyPinned: Bool

    func perform() async throws -> some IntentResult & ReturnsValue<Int> {
        let notes = NoteEntity.all.filter { !onlyPinned || $0.isPinned }
        guard !notes.isEmpty else { throw AppIntentError.Unrecoverable.entityNotFound }
        return .result(value: notes.count)
    }
}

struct NotesEntry: TimelineEntry {
    var date: Date
    var titles: [String]
}

struct NotesProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> NotesEntry { NotesEntry(date: Date(), titles: []) }
    func snapshot(for configuration: PinnedNotesIntent, in context: Context) async -> NotesEntry {
        NotesEntry(date: Date(), titles: (configuration.notes ?? []).map(\.title))
    }
    func timeline(for configuration: PinnedNotesIntent, in context: Context) async -> Timeline<NotesEntry> {
        Timeline(entries: [await snapshot(for: configuration, in: context)], policy: .never)
    }
}

struct PinnedNotesWidget: Widget {
    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "PinnedNotes", intent: PinnedNotesIntent.self, provider: NotesProvider()) { entry in
            VStack { ForEach(entry.titles, id: \.self) { Text($0) } }
        }
    }
}

struct PinControl: ControlWidget {
    static let kind = "com.example.pin"

    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: Self.kind) {
            ControlWidgetToggle("Pin", isOn: false, action: TogglePinIntent()) { isOn in
                Image(systemName: isOn ? "pin.fill" : "pin")
            }
        }
        .displayName("Pin")
    }
}

// @main in the extension; a test target has its own entry point.
struct NotesExtensionBundle: WidgetBundle {
    var body: some Widget {
        PinnedNotesWidget()
        if #available(iOSApplicationExtension 18.0, *) {
            PinControl()
        }
    }
}

@Suite("An iOS 18 extension in Swift 5 mode: property query, control, intent results")
struct ControlsExtensionSwift5Tests {
    @Test @MainActor
    func compilesAndLists() async throws {
        #expect(WidgetRegistry(bundle: NotesExtensionBundle.self).kinds == ["PinnedNotes"])
        AppDependencyManager.shared.add(dependency: NoteStore())
        #expect(try await NoteQuery().suggestedEntities().count == 2)
        let pinned = NoteQuery.properties.properties[1]
        #expect(pinned.comparatorCount == 1)
        let found = try await NoteQuery().entities(matching: [{ $0.isPinned }], mode: .and, sortedBy: [], limit: nil)
        #expect(found.map(\.title) == ["Groceries"])
        #expect(PinnedNotesIntent.configurationSchema().parameters.first?.maximumCount == 3)
        let counted = try await CountNotesIntent().perform() as? IntentResultContainer<Int, Never, Never, Never>
        #expect(counted?.value == 2)
        #expect(AppIntentError.Unrecoverable.entityNotFound != AppIntentError.Unrecoverable.unknown)
    }
}
