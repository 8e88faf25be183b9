import SwiftUI

/// Four shortcut buttons in two rows of two. Fewer buttons leave their places empty, so the
/// grid keeps its shape.
struct ShortcutButtonGrid: View {
    let buttons: [ShortcutButtonItem]
    let highlightedButtonID: String?

    /// The buttons in rows of two, padded with empty places to two full rows.
    var rows: [[ShortcutButtonItem?]] {
        let slots: [ShortcutButtonItem?] = Array(buttons.prefix(4)) + Array(repeating: nil, count: max(0, 4 - buttons.count))
        return [Array(slots[0..<2]), Array(slots[2..<4])]
    }

    var body: some View {
        VStack(spacing: 8) {
            ForEach(0..<rows.count, id: \.self) { row in
                HStack(spacing: 6) {
                    ForEach(0..<rows[row].count, id: \.self) { column in
                        if let item = rows[row][column] {
                            ShortcutButton(item: item, isHighlighted: item.id == highlightedButtonID)
                        } else {
                            Color.clear.frame(width: ShortcutButton.width, height: ShortcutButton.height)
                        }
                    }
                }
            }
        }
    }
}
