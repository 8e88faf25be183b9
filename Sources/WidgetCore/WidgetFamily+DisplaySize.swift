package import Foundation

/// The screens whose widget sizes the Human Interface Guidelines list, in points.
package enum WidgetDeviceClass: String, CaseIterable, Sendable, Codable {
    /// 430×932 and 428×926 iPhones (the default).
    case largePhone
    /// 393×852 and 390×844 iPhones.
    case phone
    /// A 1024×1366 iPad canvas.
    case pad
}

extension WidgetFamily {
    /// The widget's size in points on `device`, from the Human Interface Guidelines.
    ///
    /// `systemExtraLarge` exists only on iPad; on a phone class it takes the iPad size.
    /// `systemExtraLargePortrait` is that size turned upright (the Human Interface Guidelines
    /// give no figure for it yet).
    /// `accessoryCorner` (watchOS) takes the circular size.
    package func displaySize(on device: WidgetDeviceClass = .largePhone) -> CGSize {
        switch (device, self) {
        case (.largePhone, .systemSmall): CGSize(width: 170, height: 170)
        case (.largePhone, .systemMedium): CGSize(width: 364, height: 170)
        case (.largePhone, .systemLarge): CGSize(width: 364, height: 382)
        case (.largePhone, .accessoryCircular), (.largePhone, .accessoryCorner): CGSize(width: 76, height: 76)
        case (.largePhone, .accessoryRectangular): CGSize(width: 172, height: 76)
        case (.largePhone, .accessoryInline): CGSize(width: 257, height: 26)

        case (.phone, .systemSmall): CGSize(width: 158, height: 158)
        case (.phone, .systemMedium): CGSize(width: 338, height: 158)
        case (.phone, .systemLarge): CGSize(width: 338, height: 354)
        case (.phone, .accessoryCircular), (.phone, .accessoryCorner): CGSize(width: 72, height: 72)
        case (.phone, .accessoryRectangular): CGSize(width: 160, height: 72)
        case (.phone, .accessoryInline): CGSize(width: 234, height: 26)

        case (.pad, .systemSmall): CGSize(width: 170, height: 170)
        case (.pad, .systemMedium): CGSize(width: 378.5, height: 170)
        case (.pad, .systemLarge): CGSize(width: 378.5, height: 378.5)
        case (_, .systemExtraLarge): CGSize(width: 795, height: 378.5)
        case (_, .systemExtraLargePortrait): CGSize(width: 378.5, height: 795)
        case (.pad, _): displaySize(on: .largePhone)
        }
    }
}
