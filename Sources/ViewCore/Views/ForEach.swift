import Foundation
import LayoutEngine

/// Builds views from a collection of data: `ForEach(items) { item in Row(item) }`.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
    public var data: Data
    public var content: (Data.Element) -> Content
    private let idKeyPath: KeyPath<Data.Element, ID>?

    package init(data: Data, id: KeyPath<Data.Element, ID>?, content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.idKeyPath = id
        self.content = content
    }
}

extension ForEach: View where Content: View {
    public typealias Body = Never

    /// Views for elements identified by a key path.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data: data, id: id, content: content)
    }
}

extension ForEach where Content: View, Data.Element: Identifiable, ID == Data.Element.ID {
    /// Views for identifiable elements.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data: data, id: \Data.Element.id, content: content)
    }
}

extension ForEach where Data == Range<Int>, ID == Int, Content: View {
    /// Views for a constant range.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(data: data, id: nil, content: content)
    }
}

extension ForEach: PrimitiveView where Content: View {
    package func resolve(into outputs: inout _ViewOutputs) {
        for element in data { outputs.context.resolve(content(element), into: &outputs) }
    }
}
