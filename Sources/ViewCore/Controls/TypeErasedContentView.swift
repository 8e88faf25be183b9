/// How a type-erased view of a style configuration resolves: the closure its control made from
/// the view it was given.
package typealias ResolveContent = @MainActor (inout _ViewOutputs) -> Void

/// A type-erased view of a style configuration: a gauge's five labels, a progress view's two.
/// Apple declares each as a type of its own (`GaugeStyleConfiguration.Label`,
/// `ProgressViewStyleConfiguration.CurrentValueLabel` …), so each keeps its public name and
/// stores its ``ResolveContent``; how they resolve is written once, here.
package protocol TypeErasedContentView: PrimitiveView where Body == Never {
    /// What the view resolves into.
    var content: ResolveContent { get }
}

extension TypeErasedContentView {
    package func resolve(into outputs: inout _ViewOutputs) { content(&outputs) }
}
