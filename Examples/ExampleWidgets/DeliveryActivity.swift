import ActivityKit
import SwiftUI
import WidgetKit

/// A delivery's Live Activity: its order and courier, and how far along it is.
struct DeliveryAttributes: ActivityAttributes {
    public struct ContentState: Codable, Hashable {
        /// Minutes until the courier arrives.
        var minutesLeft: Int
        /// Where the order is: "Preparing", "On its way", "Delivered".
        var stage: String
        /// How far along the delivery is, 0…1.
        var progress: Double
    }

    var orderNumber: String
    var courier: String
}

struct DeliveryLockScreenView: View {
    let context: ActivityViewContext<DeliveryAttributes>
    @Environment(\.activityFamily) private var family

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            HStack {
                Image(systemName: "shippingbox.fill").foregroundStyle(.orange)
                VStack(alignment: .leading, spacing: 2) {
                    Text("Order \(context.attributes.orderNumber)").font(.headline)
                    Text(context.isStale ? "Updating…" : context.state.stage).font(.subheadline).foregroundStyle(.secondary)
                }
                Spacer()
                Text("\(context.state.minutesLeft) min").font(.title2.bold().monospacedDigit())
            }
            if family == .medium {
                ProgressView(value: context.state.progress).tint(.orange)
                Text("\(context.attributes.courier) is bringing your order").font(.caption).foregroundStyle(.secondary)
            }
        }
        .activityBackgroundTint(Color.orange.opacity(0.18))
        .activitySystemActionForegroundColor(.orange)
    }
}

struct DeliveryLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: DeliveryAttributes.self) { context in
            DeliveryLockScreenView(context: context)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    Label("\(context.state.minutesLeft) min", systemImage: "shippingbox.fill").foregroundStyle(.orange)
                }
                DynamicIslandExpandedRegion(.trailing) {
                    Text("#\(context.attributes.orderNumber)").foregroundStyle(.secondary)
                }
                DynamicIslandExpandedRegion(.center) {
                    Text(context.state.stage).font(.headline)
                }
                DynamicIslandExpandedRegion(.bottom) {
                    ProgressView(value: context.state.progress).tint(.orange)
                }
            } compactLeading: {
                Image(systemName: "shippingbox.fill").foregroundStyle(.orange)
            } compactTrailing: {
                Text("\(context.state.minutesLeft)m").foregroundStyle(.orange)
            } minimal: {
                Image(systemName: "shippingbox.fill").foregroundStyle(.orange)
            }
            .widgetURL(URL(string: "examplewidgets://order/\(context.attributes.orderNumber)"))
            .keylineTint(.orange)
        }
        .supplementalActivityFamilies([.small])
    }
}

#Preview("Delivery", as: .dynamicIsland(.expanded), using: DeliveryAttributes(orderNumber: "1042", courier: "Sam")) {
    DeliveryLiveActivity()
} contentStates: {
    DeliveryAttributes.ContentState(minutesLeft: 12, stage: "On its way", progress: 0.4)
    DeliveryAttributes.ContentState(minutesLeft: 2, stage: "Around the corner", progress: 0.9)
}

/// The iOS 16 form: `previewContext(_:viewKind:)` in a `PreviewProvider`; each view is drawn at
/// its presentation's size.
struct DeliveryActivity_Previews: PreviewProvider {
    static let attributes = DeliveryAttributes(orderNumber: "1042", courier: "Sam")
    static let state = DeliveryAttributes.ContentState(minutesLeft: 12, stage: "On its way", progress: 0.4)

    static var previews: some View {
        Group {
            attributes.previewContext(state, viewKind: .dynamicIsland(.compact))
                .previewDisplayName("Island compact")
            attributes.previewContext(state, viewKind: .content)
                .previewDisplayName("Lock Screen")
        }
    }
}
