/// Something of a project that cannot come over to Linux as it is, said before the build: the
/// file (and line), why, and the fix from docs/PORTING.md when there is one.
public struct Stop: Codable, Sendable, Equatable, Hashable {
    /// The file's path (relative to the project's folder when it is inside it).
    public var file: String
    /// The line (1-based), when the stop is a line of a source file.
    public var line: Int?
    /// What does not come over.
    public var reason: String
    /// What to do about it, when there is a known fix.
    public var fix: String?

    /// Creates a stop.
    public init(file: String, line: Int? = nil, reason: String, fix: String? = nil) {
        self.file = file
        self.line = line
        self.reason = reason
        self.fix = fix
    }
}
