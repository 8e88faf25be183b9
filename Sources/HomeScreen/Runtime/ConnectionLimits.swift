/// How long the HTTP server waits for a client, and how many connections it and one peer may hold.
///
/// A connection waits at most `idleTimeout` for the first byte of a request, then
/// `headerTimeout` for the rest of its head, then `bodyTimeout` for its body; a client too
/// slow is answered `408` and disconnected. While a response is being written (an event
/// stream, for hours) no timeout runs. A connection past `maxConnections` open connections in
/// all, or its peer (IP address) past `maxConnectionsPerPeer`, is answered `503` with
/// `Retry-After` and disconnected at once, before its request is read (so before any token
/// check). `docs/HTTP-API.md` gives the figures.
package struct ConnectionLimits: Sendable {
    /// From the first byte of a request to the end of its head; 10 seconds by default.
    package var headerTimeout: Duration = .seconds(10)
    /// From the end of a request's head to the end of its body; 30 seconds by default.
    package var bodyTimeout: Duration = .seconds(30)
    /// A kept-alive connection with no request under way; 60 seconds by default.
    package var idleTimeout: Duration = .seconds(60)
    /// Open connections one IP address may hold; 128 by default (a page holds a handful, plus
    /// one event stream per tab).
    package var maxConnectionsPerPeer = 128
    /// Open connections in all; by default (`nil`) derived from the descriptor budget when the
    /// server starts (``OpenFileLimit/defaultMaxConnections(openFileLimit:)``: 448 with the
    /// usual soft limit of 1,024, at most 4,096).
    package var maxConnections: Int?

    /// The defaults.
    package init() {}
}
