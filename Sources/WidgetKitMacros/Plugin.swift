import SwiftCompilerPlugin
import SwiftSyntaxMacros

/// The compiler plugin that provides WidgetKit for Linux's macros.
@main
struct WidgetKitMacrosPlugin: CompilerPlugin {
    let providingMacros: [any Macro.Type] = [PreviewMacro.self]
}
