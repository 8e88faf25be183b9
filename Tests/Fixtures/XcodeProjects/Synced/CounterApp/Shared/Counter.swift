// In the app's synchronized folder; the widget extension builds it too (a membership exception).
import Foundation

enum Counter {
    static func load() -> Int {
        UserDefaults(suiteName: "group.com.example.counter")?.integer(forKey: "count") ?? 0
    }
}
