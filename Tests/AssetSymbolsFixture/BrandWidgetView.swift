// Widget code as Xcode projects write it with generated asset symbols.
import SwiftUI
import UIKit
import WidgetKit

/// A view using the generated symbols of this target's Assets.xcassets.
public struct BrandWidgetView: View {
    public init() {}

    public var body: some View {
        VStack(spacing: 0) {
            Color(.brandBlue).frame(width: 40, height: 10)
            Rectangle().fill(.brandBlue).frame(width: 30, height: 10)
            Color(.signalRed).frame(width: 20, height: 10)
            Image(.logo)
            Image(.iconsStar)
            Color(uiColor: .brandBlue).frame(width: 10, height: 10)
        }
    }
}

/// The generated UIKit symbols, for tests.
public enum BrandAssets {
    public static var logo: UIImage { .logo }
    public static var logoResource: ImageResource { .logo }
    public static var brandBlue: UIColor { UIColor(resource: .brandBlue) }
}

/// The app group named in this target's Info.plist, read as iOS widget code does.
public func brandAppGroup() -> String {
    Bundle.main.object(forInfoDictionaryKey: "AppGroup") as! String
}

/// The generated copy of the Info.plist.
public func brandInfoPlistContents() -> [String: Any] { InfoPlist.contents }
