import Foundation
import Logging
@testable import OSLog

/// One line a swift-log handler received.
struct CapturedLine: Sendable {
    var label: String
    var level: Logging.Logger.Level
    var message: String
    var category: String?
}

/// A swift-log handler that keeps what it is sent.
struct CapturingHandler: LogHandler {
    let label: String
    let sink: LineSink
    var metadata: Logging.Logger.Metadata = [:]
    var logLevel: Logging.Logger.Level = .trace

    subscript(metadataKey key: String) -> Logging.Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    func log(event: LogEvent) {
        var category: String?
        if case .string(let value)? = metadata["category"] { category = value }
        sink.append(CapturedLine(label: label, level: event.level, message: event.message.description, category: category))
    }
}

final class LineSink: @unchecked Sendable {
    private var lines: [CapturedLine] = []
    private let lock = NSLock()
    func append(_ line: CapturedLine) {
        lock.lock()
        lines.append(line)
        lock.unlock()
    }
    var all: [CapturedLine] {
        lock.lock()
        defer { lock.unlock() }
        return lines
    }
}

/// Runs `body` with OSLog's messages going to a capturing swift-log handler; returns what it got.
func capturingLogs(revealPrivate: Bool = false, _ body: () throws -> Void) rethrows -> [CapturedLine] {
    let sink = LineSink()
    try LogBackend.$handlerFactory.withValue({ label in CapturingHandler(label: label, sink: sink) }) {
        try LogBackend.$revealPrivateOverride.withValue(revealPrivate) {
            try body()
        }
    }
    return sink.all
}
