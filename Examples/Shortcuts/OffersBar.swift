import SwiftUI

/// The "today's offers" bar: the app's logo and name and a chevron on a translucent capsule,
/// linking to the offers page.
struct OffersBar: View {
    static let url = URL(string: "shortcuts://offers")!

    var body: some View {
        Link(destination: Self.url) {
            HStack(spacing: 4) {
                Image("offers-logo", bundle: .module)
                    .resizable()
                    .frame(width: 16, height: 16)
                Text("QuickPay")
                    .font(.system(size: 12, weight: .bold))
                    .lineLimit(1)
                    .layoutPriority(1)
                Text("Today's offers")
                    .font(.system(size: 11, weight: .regular))
                    .lineLimit(1)
                    .minimumScaleFactor(0.8)
                Image(systemName: "chevron.right")
                    .font(.system(size: 9, weight: .bold))
            }
            .padding(.leading, 4)
            .padding(.trailing, 8)
            .padding(.vertical, 4)
            .background(.white.opacity(0.22), in: Capsule())
        }
    }
}
