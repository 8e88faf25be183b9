import WidgetKitSupport
import DisplayList
package import Foundation

extension CGRect {
    package func offsetBy(_ origin: CGPoint) -> CGRect {
        CGRect(x: minX - origin.x, y: minY - origin.y, width: width, height: height)
    }
}

/// Numbers for markup: at most three decimals (``formatNumber(_:)``).
package func num(_ value: Double) -> String { formatNumber(value) }

package func num(_ value: CGFloat) -> String { formatNumber(Double(value)) }
