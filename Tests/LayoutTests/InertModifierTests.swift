import Foundation
import Testing
import DisplayList
@testable import ViewCore

/// Counts calls from closures a view runs while it resolves.
@MainActor
final class CallLog {
    var calls: [String] = []
}

/// A widget view that uses the modifiers widget code writes for apps (iOS 14–18 forms).
struct AnimatedCounter: View {
    let count: Int
    let log: CallLog
    @Environment(\.isLuminanceReduced) private var isLuminanceReduced

    var body: some View {
        VStack {
            Text("\(count)")
                .contentTransition(.numericText(value: Double(count)))
                .animation(.spring(response: 0.3, dampingFraction: 0.7), value: count)
                .animation(.easeInOut)
                .transaction { $0.animation = .snappy }
                .transition(.asymmetric(insertion: .scale(scale: 0.5), removal: .opacity).combined(with: .slide))
                .id(count)
                .tag(count)
                .help("The count")
            Image(systemName: "bell")
                .symbolEffect(.bounce.up.byLayer, value: count)
                .symbolEffect(.pulse, options: .repeating, isActive: true)
                .symbolEffect(.variableColor.iterative.reversing, options: .speed(2))
                .contentTransition(.symbolEffect(.replace.downUp))
            Text(isLuminanceReduced ? "dim" : "bright")
        }
        .onChange(of: count) { newValue in log.calls.append("old-form \(newValue)") }
        .onChange(of: count) { old, new in log.calls.append("two \(old) \(new)") }
        .onChange(of: count, initial: true) { old, new in log.calls.append("initial \(old) \(new)") }
        .onChange(of: count, initial: true) { log.calls.append("initial zero") }
        .task { await Task.yield() }
        .task(id: count, priority: .low) { await Task.yield() }
        .refreshable { await Task.yield() }
        .sensoryFeedback(.success, trigger: count)
        .sensoryFeedback(.impact(weight: .heavy, intensity: 0.5), trigger: count) { old, new in new > old }
        .sensoryFeedback(trigger: count) { _, new in new > 3 ? .warning : nil }
        .contentShape(Rectangle())
        .contentShape(.interaction, Circle())
        .allowsHitTesting(false)
        .onTapGesture { log.calls.append("tap") }
        .privacySensitive()
    }
}

@MainActor
@Suite("Inert modifiers and environment")
struct InertModifierTests {
    @Test("Animation, transition, task and feedback modifiers draw nothing; onChange(initial: true) runs once")
    func inertModifiers() throws {
        let log = CallLog()
        let list = layout(AnimatedCounter(count: 4, log: log), in: canvas)
        let plain = layout(VStack {
            Text("4")
            Image(systemName: "bell")
            Text("bright")
        }, in: canvas)
        #expect(list.items == plain.items)
        #expect(log.calls.sorted() == ["initial 4 4", "initial zero"], "only the initial forms run, once each")
    }

    @Test("withAnimation and withTransaction run their body and return its result")
    func withAnimationRuns() {
        var ran = 0
        let result = withAnimation(.bouncy(duration: 0.2).delay(1).repeatForever()) { ran += 1; return 7 }
        withAnimation { ran += 1 }
        withTransaction(Transaction(animation: .default)) { ran += 1 }
        #expect(result == 7)
        #expect(ran == 3)
    }

    @Test("isLuminanceReduced is settable as on iOS")
    func luminance() throws {
        let log = CallLog()
        let list = layout(AnimatedCounter(count: 1, log: log).environment(\.isLuminanceReduced, true), in: canvas)
        #expect(list.textItems.map(\.string).contains("dim"))
    }

    @Test("Built-in environment values are settable with environment(_:_:) where iOS allows it")
    func settableEnvironment() throws {
        struct Probe: View {
            @Environment(\.colorScheme) var colorScheme
            @Environment(\.dynamicTypeSize) var dynamicTypeSize
            @Environment(\.locale) var locale
            @Environment(\.calendar) var calendar
            @Environment(\.timeZone) var timeZone
            @Environment(\.layoutDirection) var layoutDirection
            @Environment(\.redactionReasons) var redactionReasons
            @Environment(\.displayScale) var displayScale
            @Environment(\.controlSize) var controlSize
            @Environment(\.isEnabled) var isEnabled
            var body: some View {
                Text("\(colorScheme == .dark) \(dynamicTypeSize == .xLarge) \(locale.identifier) \(calendar.identifier == .japanese) "
                     + "\(timeZone.identifier) \(layoutDirection == .rightToLeft) \(redactionReasons.contains(.privacy)) "
                     + "\(displayScale) \(controlSize == .mini) \(isEnabled)")
            }
        }
        let view = Probe()
            .environment(\.colorScheme, .dark)
            .environment(\.dynamicTypeSize, .xLarge)
            .environment(\.locale, Locale(identifier: "fr_FR"))
            .environment(\.calendar, Calendar(identifier: .japanese))
            .environment(\.timeZone, TimeZone(identifier: "Asia/Tokyo")!)
            .environment(\.layoutDirection, .rightToLeft)
            .environment(\.redactionReasons, .privacy)
            .environment(\.displayScale, 3)
            .environment(\.controlSize, .mini)
            .environment(\.isEnabled, false)
            .environment(\.openURL, OpenURLAction { _ in .handled })
        let list = layout(view, in: CGSize(width: 800, height: 100))
        #expect(list.textItems.first?.string == "true true fr_FR true Asia/Tokyo true true 3.0 true false")
    }
}
