// libFuzzer target: the home screen's request router (every route, behind the access and error
// middleware), over the test widgets, through Hummingbird's in-process test client. An input is
// a request written as text:
//
//     METHOD PATH          ("{id}" in PATH becomes the id of the first placed widget)
//     Name: value          (headers, up to an empty line)
//
//     body                 (the rest)
//
// A crash, a 500 from a route, or a home screen that stops answering `GET /api/instances` is a
// finding. Built only by `scripts/fuzz.sh router`, which sets WIDGETKIT_FUZZ_RUNTIME so that
// Package.swift declares this target and instruments HomeScreen for coverage.
import Foundation
import HTTPTypes
import HomeScreen
import Hummingbird
import HummingbirdTesting
import NIOCore
import TestSupport
#if canImport(Glibc)
import Glibc
#endif

@_silgen_name("LLVMFuzzerRunDriver")
func runFuzzerDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt

/// One fuzz input as the request it describes.
struct FuzzRequest {
    var method: HTTPRequest.Method = .get
    var path = "/"
    var headers: HTTPFields = [:]
    var body = ByteBuffer()

    init(_ bytes: [UInt8]) {
        let separator: [UInt8] = [10, 10]
        var headEnd = bytes.count
        var bodyStart = bytes.count
        if bytes.count >= 2 {
            for index in 0..<(bytes.count - 1) where bytes[index] == separator[0] && bytes[index + 1] == separator[1] {
                headEnd = index
                bodyStart = index + 2
                break
            }
        }
        let head = String(decoding: bytes[0..<headEnd], as: UTF8.self)
        var lines = head.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let requestLine = lines.isEmpty ? "" : lines.removeFirst()
        let parts = requestLine.split(separator: " ", maxSplits: 1).map(String.init)
        if let name = parts.first, let method = HTTPRequest.Method(name) { self.method = method }
        if parts.count > 1 {
            // What an HTTP/1 parser lets through to the router: visible ASCII only.
            let visible = parts[1].unicodeScalars.filter { (0x21...0x7E).contains($0.value) }
            path = String(String.UnicodeScalarView(visible))
            if !path.hasPrefix("/") { path = "/" + path }
        }
        for line in lines {
            guard let colon = line.firstIndex(of: ":") else { continue }
            let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
                .filter { $0 != "\r" && $0 != "\0" }
            if let name = HTTPField.Name(String(line[..<colon])) { headers.append(HTTPField(name: name, value: value)) }
        }
        body = ByteBuffer(bytes: bytes[bodyStart...])
    }
}

/// The client of the running home screen, set once before fuzzing starts.
nonisolated(unsafe) var client: (any TestClientProtocol)?

/// Runs `operation` to completion from libFuzzer's synchronous callback.
func blocking<T: Sendable>(_ operation: @escaping @Sendable () async throws -> T) -> T? {
    let semaphore = DispatchSemaphore(value: 0)
    nonisolated(unsafe) var result: T?
    Task {
        result = try? await operation()
        semaphore.signal()
    }
    semaphore.wait()
    return result
}

func firstInstanceID(_ client: any TestClientProtocol) async throws -> String {
    if let id = try await client.instanceIDs().first { return id }
    return try await client.placedID("Counter", "systemSmall")
}

func fuzzOne(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let client, let data else { return 0 }
    let request = FuzzRequest(Array(UnsafeBufferPointer(start: data, count: size)))
    let status = blocking { () async throws -> Int in
        let id = try await firstInstanceID(client)
        let path = request.path.replacingOccurrences(of: "{id}", with: id)
        let response = try await client.execute(uri: path, method: request.method, headers: request.headers, body: request.body)
        return response.status.code
    }
    if let status, status == 500 || status > 503 {
        fatalError("\(request.method) \(request.path) answered \(status)")
    }
    let alive = blocking { try await client.execute(uri: "/api/instances", method: .get).status.code }
    if alive != 200 { fatalError("GET /api/instances answered \(alive.map(String.init) ?? "nothing") after \(request.method) \(request.path)") }
    return 0
}

@main
struct RouterFuzz {
    /// libFuzzer's driver runs on a thread of its own and waits for each request, while the main
    /// thread serves the main actor (views render there).
    static func main() {
        let ready = DispatchSemaphore(value: 0)
        Task.detached {
            do {
                try await withHomeScreen { _, testClient in
                    _ = try await testClient.placedID("Counter", "systemSmall")
                    _ = try await testClient.placedID("Big", "systemLarge")
                    client = testClient
                    ready.signal()
                    while true { try await Task.sleep(for: .seconds(3600)) }
                }
            } catch {
                FileHandle.standardError.write(Data("The home screen did not start: \(error)\n".utf8))
                exit(2)
            }
        }
        let driver = Thread {
            ready.wait()
            var argc = CommandLine.argc
            var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
            exit(runFuzzerDriver(&argc, &argv) { data, size in fuzzOne(data, size) })
        }
        driver.stackSize = 16 << 20
        driver.start()
        dispatchMain()
    }
}
