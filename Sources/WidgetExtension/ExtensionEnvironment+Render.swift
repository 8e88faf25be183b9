import Foundation
import WidgetCore
package import WidgetRendering
import DisplayList
import ViewCore

extension ExtensionEnvironment {
    /// `environment` on the wire.
    package init(_ environment: RenderEnvironment) {
        self.init(
            family: environment.family.description,
            colorScheme: environment.colorScheme == .dark ? "dark" : "light",
            dynamicTypeSize: environment.dynamicTypeSize.rawValue,
            locale: environment.locale.identifier, timeZone: environment.timeZone.identifier,
            date: environment.date, displayScale: environment.displayScale,
            showsContainerBackground: environment.showsContainerBackground, isPlaceholder: environment.isPlaceholder,
            renderingMode: environment.renderingMode?.description)
    }

    /// The render environment this describes; throws ``ExtensionRequestError`` naming a part that
    /// is not one of ours (a host of another version).
    package func renderEnvironment() throws -> RenderEnvironment {
        guard let family = WidgetFamily(name: family) else { throw ExtensionRequestError(400, "Unknown family '\(family)'.") }
        guard let size = DynamicTypeSize(rawValue: dynamicTypeSize) else {
            throw ExtensionRequestError(400, "Unknown dynamic type size \(dynamicTypeSize).")
        }
        let mode: WidgetRenderingMode? = switch renderingMode {
        case nil: nil
        case "accented": .accented
        case "vibrant": .vibrant
        default: .fullColor
        }
        return RenderEnvironment(
            family: family, colorScheme: colorScheme == "dark" ? .dark : .light, dynamicTypeSize: size,
            locale: Locale(identifier: locale), timeZone: TimeZone(identifier: timeZone) ?? .current, date: date,
            displayScale: displayScale, showsContainerBackground: showsContainerBackground, isPlaceholder: isPlaceholder,
            renderingMode: mode)
    }
}

/// A request an extension refuses, with an HTTP-like status for the host to pass on.
package struct ExtensionRequestError: Error, CustomStringConvertible {
    package var status: Int
    package var message: String

    package init(_ status: Int, _ message: String) {
        self.status = status
        self.message = message
    }

    package var description: String { message }
}
