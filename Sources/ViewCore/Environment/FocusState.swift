import Foundation

/// Which view has the keyboard focus: SwiftUI's `FocusState`, for text fields in app code shared
/// with a widget.
///
/// ```swift
/// @FocusState private var isEditing: Bool
/// TextField("Name", text: $name).focused($isEditing)
/// ```
///
/// A widget has no keyboard and nothing in it takes focus: the value starts as `false` (or `nil`)
/// and reads back what code sets while the body is evaluated, as `@State` does; `focused(_:)`
/// moves no focus.
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
    private let box: Box<Value>

    /// A focus binding: what `$isEditing` passes to `focused(_:)`.
    @propertyWrapper
    public struct Binding {
        fileprivate let box: Box<Value>

        /// The focus value.
        public var wrappedValue: Value {
            get { box.value }
            nonmutating set { box.value = newValue }
        }

        /// The binding itself.
        public var projectedValue: FocusState<Value>.Binding { self }
    }

    /// The focus value.
    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }

    /// A binding to the focus value, for `focused(_:)` and `focused(_:equals:)`.
    public var projectedValue: FocusState<Value>.Binding { Binding(box: box) }

    /// A focus state that is `false`: nothing is focused.
    public init() where Value == Bool {
        box = Box(false)
    }

    /// A focus state that is `nil`: nothing is focused.
    public init<T: Hashable>() where Value == T? {
        box = Box(nil)
    }
}

extension View {
    /// Binds this view's focus to `condition`: nothing takes focus in a widget, so the view is
    /// drawn as it is.
    public func focused(_ condition: FocusState<Bool>.Binding) -> some View { self }

    /// Binds this view's focus to `binding` being `value`: nothing takes focus in a widget.
    public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View { self }
}
