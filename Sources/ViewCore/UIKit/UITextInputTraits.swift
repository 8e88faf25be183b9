
// UIKit's text input traits, which app code shared with a widget passes to text fields
// (`.keyboardType(.decimalPad)`). A widget has no keyboard: the values are kept by nothing.

/// How a text field capitalizes typed text (UIKit's `UITextAutocapitalizationType`).
public enum UITextAutocapitalizationType: Int, Sendable, Hashable {
    /// No automatic capitalization.
    case none = 0
    /// The first letter of each word.
    case words = 1
    /// The first letter of each sentence.
    case sentences = 2
    /// Every letter.
    case allCharacters = 3
}

/// The keyboard a text field asks for (UIKit's `UIKeyboardType`).
public enum UIKeyboardType: Int, Sendable, Hashable {
    /// The default keyboard for the current input method.
    case `default` = 0
    /// A keyboard that shows standard ASCII characters.
    case asciiCapable = 1
    /// Numbers and punctuation.
    case numbersAndPunctuation = 2
    /// A keyboard for entering URLs.
    case URL = 3
    /// Digits 0–9.
    case numberPad = 4
    /// A telephone keypad.
    case phonePad = 5
    /// A keypad for a person's name or phone number.
    case namePhonePad = 6
    /// A keyboard for entering email addresses.
    case emailAddress = 7
    /// Digits and a decimal point.
    case decimalPad = 8
    /// A keyboard for Twitter text entry.
    case twitter = 9
    /// A keyboard for web search terms and URLs.
    case webSearch = 10
    /// A number pad that outputs only ASCII digits.
    case asciiCapableNumberPad = 11

    /// The alphabetic keyboard (deprecated by UIKit; `.asciiCapable`).
    public static var alphabet: UIKeyboardType { .asciiCapable }
}

/// The semantic meaning of a text field's content, for autofill (UIKit's `UITextContentType`).
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
    /// The raw value.
    public let rawValue: String
    /// A content type with this raw value.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A content type with this raw value.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public static let name = UITextContentType("name")
    public static let namePrefix = UITextContentType("honorific-prefix")
    public static let givenName = UITextContentType("given-name")
    public static let middleName = UITextContentType("additional-name")
    public static let familyName = UITextContentType("family-name")
    public static let nameSuffix = UITextContentType("honorific-suffix")
    public static let nickname = UITextContentType("nickname")
    public static let jobTitle = UITextContentType("job-title")
    public static let organizationName = UITextContentType("organization")
    public static let location = UITextContentType("location")
    public static let fullStreetAddress = UITextContentType("street-address")
    public static let streetAddressLine1 = UITextContentType("address-line1")
    public static let streetAddressLine2 = UITextContentType("address-line2")
    public static let addressCity = UITextContentType("address-level2")
    public static let addressState = UITextContentType("address-level1")
    public static let addressCityAndState = UITextContentType("address-level1+2")
    public static let sublocality = UITextContentType("address-level3")
    public static let countryName = UITextContentType("country-name")
    public static let postalCode = UITextContentType("postal-code")
    public static let telephoneNumber = UITextContentType("tel")
    public static let emailAddress = UITextContentType("email")
    public static let URL = UITextContentType("url")
    public static let creditCardNumber = UITextContentType("cc-number")
    public static let username = UITextContentType("username")
    public static let password = UITextContentType("password")
    public static let newPassword = UITextContentType("new-password")
    public static let oneTimeCode = UITextContentType("one-time-code")
    public static let shipmentTrackingNumber = UITextContentType("shipment-tracking-number")
    public static let flightNumber = UITextContentType("flight-number")
    public static let dateTime = UITextContentType("date-time")
}
