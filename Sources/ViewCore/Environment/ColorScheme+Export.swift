/// SwiftUI's `ColorScheme`, defined in DisplayList (the HTML renderer's page colours and the
/// render request use the same type) and re-exported here, so `import SwiftUI` brings it.
@_exported public import enum DisplayList.ColorScheme
