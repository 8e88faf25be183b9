import Foundation

/// Why the vocabulary store refused a change or a lookup. Nothing is changed when one is thrown.
///
/// Each description is one sentence a person can act on, as the app command prints it:
///
/// ```swift
/// do { try store.add(Translation(word: " ", translation: "casa", wordLanguage: "en", translationLanguage: "es")) }
/// catch { print(error) }   // The word is empty.
/// ```
public enum VocabularyError: Error, Equatable, Sendable, CustomStringConvertible, LocalizedError {
    /// A word or translation with nothing but spaces.
    case empty(field: String)
    /// A word or translation longer than ``Translation/maximumLength``.
    case tooLong(field: String, length: Int)
    /// A word or translation with a character of more than
    /// ``Translation/maximumScalarsPerCharacter`` scalars (a letter piled with combining marks).
    case overloadedCharacter(field: String, position: Int, scalars: Int)
    /// A language that is neither an ISO 639 code nor a language name.
    case unknownLanguage(String)
    /// A word and translation in the same language.
    case sameLanguage(String)
    /// A level outside ``Translation/levels``.
    case levelOutOfRange(Int)
    /// The same word, translation and languages are already saved, with this id.
    case duplicate(word: String, translation: String, id: Int64)
    /// No translation has this id or word.
    case notFound(String)
    /// Several translations have this word; their ids.
    case ambiguous(String, ids: [Int64])
    /// The app group container cannot be created or opened.
    case containerUnavailable(String)

    public var description: String {
        switch self {
        case .empty(let field):
            return "The \(field) is empty."
        case .tooLong(let field, let length):
            return "The \(field) is \(length) characters long; at most \(Translation.maximumLength) are allowed."
        case .overloadedCharacter(let field, let position, let scalars):
            return "Character \(position) of the \(field) is made of \(scalars) code points; "
                + "at most \(Translation.maximumScalarsPerCharacter) are allowed (remove the extra accents or marks)."
        case .unknownLanguage(let language):
            return "Unknown language '\(language)': use an ISO 639 code such as en, es or fr, or a name such as Spanish."
        case .sameLanguage(let language):
            return "The word and its translation are both in '\(language)': choose two different languages."
        case .levelOutOfRange(let level):
            return "Level \(level) is out of range: levels go from \(Translation.minimumLevel) to \(Translation.maximumLevel)."
        case .duplicate(let word, let translation, let id):
            return "'\(word)' → '\(translation)' is already in the vocabulary (id \(id))."
        case .notFound(let reference):
            return "No translation with id or word '\(reference)'."
        case .ambiguous(let word, let ids):
            return "Several translations of '\(word)' (ids \(ids.map(String.init).joined(separator: ", "))): use the id instead."
        case .containerUnavailable(let group):
            return "Cannot open the app group container '\(group)': check WIDGETKIT_DATA_DIR and its permissions."
        }
    }

    public var errorDescription: String? { description }
}
