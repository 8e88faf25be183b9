// The types a snapshot test names besides its widget's own: `RenderEnvironment` and the
// display list returned for custom assertions. Widget source types (`View`, `WidgetFamily`,
// `ColorScheme`) come from `import WidgetKit` / `import SwiftUI` as usual.
@_exported public import DisplayList
@_exported public import WidgetRendering
