import Foundation

/// Runs `body` on a thread of its own: a `DevToolsBrowser` is driven synchronously, and a test's
/// task must not block the cooperative pool while it waits for the browser.
func onBrowserThread<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<T, any Error>) in
        Thread.detachNewThread { continuation.resume(with: Result { try body() }) }
    }
}

/// A temporary folder of pages for the browser to open; `remove()` deletes it.
struct PageFolder {
    let url: URL

    init(prefix: String) throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// Writes `text` to `name` in the folder and returns the file's URL.
    @discardableResult
    func write(_ text: String, named name: String) throws -> URL {
        let file = url.appendingPathComponent(name)
        try text.write(to: file, atomically: true, encoding: .utf8)
        return file
    }

    func remove() {
        try? FileManager.default.removeItem(at: url)
    }
}

/// Chromium's screenshots of a widget's HTML and SVG documents (400 × 200 points), named
/// `"html"` and `"svg"`, to compare with the PNG renderer's pixels.
func browserShots(html: String, svg: String, folderPrefix: String) async throws -> [(String, Screenshot)] {
    let folder = try PageFolder(prefix: folderPrefix)
    defer { folder.remove() }
    try folder.write(html, named: "widget.html")
    try folder.write(svg, named: "widget.svg")
    return try await onBrowserThread { () throws -> [(String, Screenshot)] in
        let browser = try DevToolsBrowser(width: 400, height: 200)
        defer { browser.close() }
        var shots: [(String, Screenshot)] = []
        for name in ["html", "svg"] {
            try browser.navigate(folder.url.appendingPathComponent("widget.\(name)").absoluteString)
            try browser.waitFor("the page to load", "document.readyState === 'complete'")
            shots.append((name, try Screenshot(png: browser.screenshot())))
        }
        return shots
    }
}
