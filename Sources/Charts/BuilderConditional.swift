/// One of two pieces of content, chosen by an `if`/`else` or `switch` in a chart's result
/// builders (Swift Charts' `BuilderConditional`). Do not use it directly: `ChartContentBuilder`,
/// `AxisContentBuilder` and `AxisMarkBuilder` build it.
public struct BuilderConditional<TrueContent, FalseContent> {
    enum Storage {
        case first(TrueContent)
        case second(FalseContent)
    }

    let storage: Storage

    init(first: TrueContent) { storage = .first(first) }
    init(second: FalseContent) { storage = .second(second) }
}

extension BuilderConditional: ChartContent where TrueContent: ChartContent, FalseContent: ChartContent {
    /// Primitive content has no body: the engine reads it directly.
    public var body: Never { fatalError("BuilderConditional has no body") }
    /// The engine's hook (not API).
    public func _collectMarks(into collector: inout _ChartMarkCollector) {
        switch storage {
        case .first(let content): content._collectMarks(into: &collector)
        case .second(let content): content._collectMarks(into: &collector)
        }
    }
}

extension BuilderConditional: AxisContent where TrueContent: AxisContent, FalseContent: AxisContent {
    /// The engine's hook (not API).
    public func _collectAxisMarks(into groups: inout [_AxisMarksGroup]) {
        switch storage {
        case .first(let content): content._collectAxisMarks(into: &groups)
        case .second(let content): content._collectAxisMarks(into: &groups)
        }
    }
}

extension BuilderConditional: AxisMark where TrueContent: AxisMark, FalseContent: AxisMark {
    /// The engine's hook (not API).
    public func _collectComponents(into components: inout [AxisComponent]) {
        switch storage {
        case .first(let content): content._collectComponents(into: &components)
        case .second(let content): content._collectComponents(into: &components)
        }
    }
}

extension Optional: AxisContent where Wrapped: AxisContent {
    /// The engine's hook (not API).
    public func _collectAxisMarks(into groups: inout [_AxisMarksGroup]) {
        if let content = self { content._collectAxisMarks(into: &groups) }
    }
}

extension Optional: AxisMark where Wrapped: AxisMark {
    /// The engine's hook (not API).
    public func _collectComponents(into components: inout [AxisComponent]) {
        if let content = self { content._collectComponents(into: &components) }
    }
}
