import SwiftUI

/// The panel's background image: a blue sky by day, a night sky in dark appearance (both
/// variants are in the asset catalog's `panel-background` set).
struct PanelBackground: View {
    var body: some View {
        Image("panel-background", bundle: .module)
            .resizable()
            .scaledToFill()
    }
}
