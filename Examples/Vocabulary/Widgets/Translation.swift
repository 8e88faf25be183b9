import Foundation

/// A word in one language with its translation in another, and how well it is known.
///
/// ```swift
/// let house = Translation(word: "house", translation: "casa", wordLanguage: "en", translationLanguage: "es")
/// ```
///
/// Languages are ISO 639 codes (`en`, `es`, `pt-BR`); views turn them into names in the
/// reader's language. The level goes from ``minimumLevel`` (new or often missed) to
/// ``maximumLevel`` (known): a right answer raises it by one, a wrong answer lowers it by one.
/// The database record abilities are added in `Translation+Database.swift`.
public struct Translation: Codable, Hashable, Identifiable, Sendable {
    /// The lowest level: a new word, or one that is often missed.
    public static let minimumLevel = 0
    /// The highest level: a word that is known.
    public static let maximumLevel = 5
    /// The longest word or translation accepted, in characters.
    public static let maximumLength = 80
    /// The most Unicode scalars one character of a word or translation may have: a letter and
    /// its accents, a conjunct, an emoji sequence. A character of hundreds of combining marks is
    /// refused (it costs seconds to lay out while it looks like one letter).
    public static let maximumScalarsPerCharacter = 16

    /// The row id; `nil` until the translation is saved.
    public var id: Int64?
    /// The word being learned, e.g. "house".
    public var word: String
    /// Its translation, e.g. "casa".
    public var translation: String
    /// The language of ``word``, e.g. `en`.
    public var wordLanguage: String
    /// The language of ``translation``, e.g. `es`.
    public var translationLanguage: String
    /// How well it is known, from ``minimumLevel`` to ``maximumLevel``.
    public var level: Int
    /// Right answers recorded by practice.
    public var correctAnswers: Int
    /// Wrong answers recorded by practice.
    public var wrongAnswers: Int
    /// When it was added.
    public var createdAt: Date
    /// When it was last practised, if ever.
    public var practicedAt: Date?

    /// A translation that is not saved yet.
    public init(
        id: Int64? = nil, word: String, translation: String, wordLanguage: String, translationLanguage: String,
        level: Int = Translation.minimumLevel, correctAnswers: Int = 0, wrongAnswers: Int = 0,
        createdAt: Date = Date(), practicedAt: Date? = nil
    ) {
        self.id = id
        self.word = word
        self.translation = translation
        self.wordLanguage = wordLanguage
        self.translationLanguage = translationLanguage
        self.level = level
        self.correctAnswers = correctAnswers
        self.wrongAnswers = wrongAnswers
        self.createdAt = createdAt
        self.practicedAt = practicedAt
    }

    /// The levels a translation can have.
    public static var levels: ClosedRange<Int> { minimumLevel...maximumLevel }

    /// This translation after one practice answer: a right answer raises the level by one and a
    /// wrong one lowers it by one, within ``levels``.
    public func answered(correctly: Bool, at date: Date = Date()) -> Translation {
        var practiced = self
        if correctly {
            practiced.correctAnswers += 1
            practiced.level = min(level + 1, Self.maximumLevel)
        } else {
            practiced.wrongAnswers += 1
            practiced.level = max(level - 1, Self.minimumLevel)
        }
        practiced.practicedAt = date
        return practiced
    }
}
