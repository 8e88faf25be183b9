import SwiftUI

/// One shortcut: its icon on a rounded tile above its title, linking to the function.
/// A highlighted button has a solid tile with the icon in the panel's blue.
struct ShortcutButton: View {
    static let width: CGFloat = 64
    static let height: CGFloat = 58
    static let tileSize: CGFloat = 40

    let item: ShortcutButtonItem
    let isHighlighted: Bool

    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        Link(destination: item.url) {
            VStack(spacing: 4) {
                Image(item.imageName, bundle: .module)
                    .renderingMode(.template)
                    .resizable()
                    .frame(width: 24, height: 24)
                    .foregroundStyle(isHighlighted ? highlightedIcon : Color.white)
                    .frame(width: Self.tileSize, height: Self.tileSize)
                    .background(tile, in: RoundedRectangle(cornerRadius: 12, style: .continuous))
                Text(item.title)
                    .font(.system(size: 11, weight: isHighlighted ? .bold : .medium))
                    .lineLimit(1)
                    .minimumScaleFactor(0.75)
            }
            .frame(width: Self.width, height: Self.height)
        }
    }

    private var tile: Color {
        isHighlighted ? Color.white : Color.white.opacity(colorScheme == .dark ? 0.14 : 0.2)
    }

    private var highlightedIcon: Color {
        colorScheme == .dark
            ? Color(red: 0.09, green: 0.17, blue: 0.38)
            : Color(red: 0.09, green: 0.45, blue: 0.98)
    }
}
