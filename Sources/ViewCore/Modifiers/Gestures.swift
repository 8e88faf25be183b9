public import Foundation

// Gestures compile in widget code and never fire, as in a widget extension on iOS: a widget
// takes taps only through `Link`, `widgetURL` and App Intent buttons and toggles. Code shared
// with an app (a clock face that can be dragged, a chart with a selection) keeps its gestures;
// the view draws its static look. Values a gesture would report are never produced.

/// An instance that matches a sequence of events to a gesture: SwiftUI's `Gesture`.
@MainActor @preconcurrency
public protocol Gesture<Value> {
    /// The type representing the gesture's value.
    associatedtype Value
    /// The type of gesture representing the body of `Self`.
    associatedtype Body: Gesture
    /// The content and behavior of the gesture.
    var body: Self.Body { get }
}

extension Never: Gesture {
    /// A gesture that never matches has no value.
    public typealias Value = Never
}

/// A gesture of the engine's own: it has no body.
@MainActor
package protocol PrimitiveGesture: Gesture where Body == Never {}

extension PrimitiveGesture {
    /// A primitive gesture has no body.
    public var body: Never { fatalError("\(Self.self) has no body") }
}

/// Options for how a gesture combines with the gestures of the view's subviews.
public struct GestureMask: OptionSet, Sendable {
    public let rawValue: UInt32
    /// Creates a mask from its raw value.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Disable all gestures in the subview hierarchy, including the added gesture.
    public static let none = GestureMask([])
    /// Enable the added gesture but disable all gestures in the subview hierarchy.
    public static let gesture = GestureMask(rawValue: 1)
    /// Enable all gestures in the subview hierarchy but disable the added gesture.
    public static let subviews = GestureMask(rawValue: 2)
    /// Enable both the added gesture and all gestures in the subview hierarchy.
    public static let all = GestureMask(rawValue: 3)
}

/// A gesture that recognizes one or more taps: SwiftUI's `TapGesture`.
public struct TapGesture: PrimitiveGesture {
    /// The required number of tap events.
    public var count: Int
    /// Creates a tap gesture with the number of required taps.
    public init(count: Int = 1) { self.count = count }
    /// A tap has no value.
    public typealias Value = Void
}

/// A gesture that succeeds when the user performs a long press: SwiftUI's `LongPressGesture`.
public struct LongPressGesture: PrimitiveGesture {
    /// The minimum duration of the long press that must elapse before the gesture succeeds.
    public var minimumDuration: Double
    /// The maximum distance that the long press can move before the gesture fails.
    public var maximumDistance: CGFloat
    /// Creates a long-press gesture with a minimum duration and a maximum distance.
    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
    }
    /// Whether the press is still held.
    public typealias Value = Bool
}

/// A dragging motion that invokes an action as the drag-event sequence changes: SwiftUI's
/// `DragGesture`.
public struct DragGesture: PrimitiveGesture {
    /// The attributes of a drag gesture.
    public struct Value: Equatable, Sendable {
        /// The time associated with the drag gesture's current event.
        public var time: Date
        /// The location of the drag gesture's current event.
        public var location: CGPoint
        /// The location of the drag gesture's first event.
        public var startLocation: CGPoint
        /// The total translation from the start of the drag gesture to the current event.
        public var translation: CGSize { CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y) }
        /// The current drag velocity.
        public var velocity: CGSize
        /// A prediction of where the final location would be if dragging stopped now.
        public var predictedEndLocation: CGPoint
        /// A prediction of what the final translation would be if dragging stopped now.
        public var predictedEndTranslation: CGSize {
            CGSize(width: predictedEndLocation.x - startLocation.x, height: predictedEndLocation.y - startLocation.y)
        }
    }

    /// The minimum dragging distance before the gesture succeeds.
    public var minimumDistance: CGFloat
    /// The coordinate space in which to receive location values.
    public var coordinateSpace: CoordinateSpace

    /// Creates a dragging gesture with the minimum dragging distance and the coordinate space.
    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
        self.minimumDistance = minimumDistance
        self.coordinateSpace = coordinateSpace
    }

    /// Creates a dragging gesture in a coordinate space (iOS 17).
    @_disfavoredOverload
    public init(minimumDistance: CGFloat = 10, coordinateSpace: some CoordinateSpaceProtocol = .local) {
        self.init(minimumDistance: minimumDistance, coordinateSpace: CoordinateSpace.local)
    }
}

/// A gesture that recognizes a magnification motion: SwiftUI's `MagnificationGesture`
/// (deprecated in iOS 17 for `MagnifyGesture`).
@available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "MagnifyGesture")
public struct MagnificationGesture: PrimitiveGesture {
    /// The minimum required delta before the gesture starts.
    public var minimumScaleDelta: CGFloat
    /// Creates a magnification gesture with a given minimum delta for the gesture to start.
    public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }
    /// The scale the pinch has reached.
    public typealias Value = CGFloat
}

/// A gesture that recognizes a magnification motion (iOS 17): SwiftUI's `MagnifyGesture`.
public struct MagnifyGesture: PrimitiveGesture {
    /// The attributes of a magnify gesture.
    public struct Value: Equatable, Sendable {
        /// The time associated with the gesture's current event.
        public var time: Date
        /// The relative amount that the gesture has magnified by.
        public var magnification: CGFloat
        /// The current magnification velocity.
        public var velocity: CGFloat
        /// The initial anchor point of the gesture in the modified view's coordinate space.
        public var startAnchor: UnitPoint
        /// The initial center of the gesture in the modified view's coordinate space.
        public var startLocation: CGPoint
    }
    /// The minimum required delta before the gesture starts.
    public var minimumScaleDelta: CGFloat
    /// Creates a magnify gesture with a given minimum delta for the gesture to start.
    public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }
}

/// A gesture that recognizes a rotation motion: SwiftUI's `RotationGesture`.
public struct RotationGesture: PrimitiveGesture {
    /// The minimum delta required before the gesture succeeds.
    public var minimumAngleDelta: Angle
    /// Creates a rotation gesture with a minimum delta for the gesture to start.
    public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }
    /// The angle the rotation has reached.
    public typealias Value = Angle
}

/// A gesture with an action attached (`onChanged`, `onEnded`, `updating`): it never fires here.
public struct _ChangedGesture<Content: Gesture>: PrimitiveGesture {
    let content: Content
    /// The value of the gesture it wraps.
    public typealias Value = Content.Value
}

/// A gesture with an action attached when it ends: it never fires here.
public struct _EndedGesture<Content: Gesture>: PrimitiveGesture {
    let content: Content
    /// The value of the gesture it wraps.
    public typealias Value = Content.Value
}

/// A gesture that updates a `@GestureState` while it is active: it never is here.
public struct GestureStateGesture<Base: Gesture, State>: PrimitiveGesture {
    /// The originating gesture.
    public var base: Base
    /// A value that changes as the user performs the gesture.
    public var state: GestureState<State>
    /// The value of the gesture it wraps.
    public typealias Value = Base.Value
}

/// A gesture whose value is mapped: it never produces one here.
public struct _MapGesture<Content: Gesture, Value>: PrimitiveGesture {
    let content: Content
}

/// Two gestures recognized at the same time: SwiftUI's `SimultaneousGesture`.
public struct SimultaneousGesture<First: Gesture, Second: Gesture>: PrimitiveGesture {
    /// The first of two gestures that can happen simultaneously.
    public var first: First
    /// The second of two gestures that can happen simultaneously.
    public var second: Second
    /// Creates a gesture with two gestures that can receive updates or succeed independently.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }
    /// The values of the two gestures.
    public struct Value {
        /// The value of the first gesture.
        public var first: First.Value?
        /// The value of the second gesture.
        public var second: Second.Value?
    }
}

/// A gesture that follows another: SwiftUI's `SequenceGesture`.
public struct SequenceGesture<First: Gesture, Second: Gesture>: PrimitiveGesture {
    /// The first gesture in a sequence of two gestures.
    public var first: First
    /// The second gesture in a sequence of two gestures.
    public var second: Second
    /// Creates a sequence gesture with two gestures.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }
    /// The state of a sequence of two gestures.
    public enum Value {
        /// The first gesture has not ended.
        case first(First.Value)
        /// The first gesture has ended.
        case second(First.Value, Second.Value?)
    }
}

/// One of two gestures, the first taking precedence: SwiftUI's `ExclusiveGesture`.
public struct ExclusiveGesture<First: Gesture, Second: Gesture>: PrimitiveGesture {
    /// The first of two gestures.
    public var first: First
    /// The second of two gestures.
    public var second: Second
    /// Creates a gesture from two gestures where only one of them succeeds.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }
    /// The value of whichever gesture is recognized.
    public enum Value {
        /// The value of the first gesture.
        case first(First.Value)
        /// The value of the second gesture.
        case second(Second.Value)
    }
}

extension Gesture {
    /// Adds an action to perform when the gesture's value changes (never, in a widget).
    public func onChanged(_ action: @escaping (Self.Value) -> Void) -> _ChangedGesture<Self> where Self.Value: Equatable {
        _ChangedGesture(content: self)
    }

    /// Adds an action to perform when the gesture ends (never, in a widget).
    public func onEnded(_ action: @escaping (Self.Value) -> Void) -> _EndedGesture<Self> {
        _EndedGesture(content: self)
    }

    /// Updates the provided gesture state property as the gesture's value changes (never here).
    public func updating<State>(
        _ state: GestureState<State>, body: @escaping (Self.Value, inout State, inout Transaction) -> Void
    ) -> GestureStateGesture<Self, State> {
        GestureStateGesture(base: self, state: state)
    }

    /// Returns a gesture that's the result of mapping the value of this gesture.
    public func map<T>(_ body: @escaping (Self.Value) -> T) -> _MapGesture<Self, T> {
        _MapGesture(content: self)
    }

    /// Combines a gesture with another gesture to create a new gesture that recognizes both at the same time.
    public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other> {
        SimultaneousGesture(self, other)
    }

    /// Sequences a gesture with another one to create a composed gesture.
    public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> {
        SequenceGesture(self, other)
    }

    /// Combines two gestures exclusively: the first one that succeeds wins.
    public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> {
        ExclusiveGesture(self, other)
    }
}

/// A property wrapper that updates a property while the user performs a gesture and resets it
/// when the gesture ends: SwiftUI's `GestureState`. No gesture runs in a widget, so it always
/// holds its initial value.
@propertyWrapper
public struct GestureState<Value>: DynamicProperty {
    private let initial: Value

    /// Creates a view state that's derived from a gesture.
    public init(wrappedValue: Value) { initial = wrappedValue }

    /// Creates a view state that's derived from a gesture.
    public init(initialValue: Value) { initial = initialValue }

    /// Creates a view state that's derived from a gesture, with a transaction for the reset.
    public init(wrappedValue: Value, resetTransaction: Transaction) { initial = wrappedValue }

    /// Creates a view state that's derived from a gesture, with a transaction for the reset.
    public init(initialValue: Value, resetTransaction: Transaction) { initial = initialValue }

    /// Creates a view state that's derived from a gesture, with a closure run at reset.
    public init(wrappedValue: Value, reset: @escaping (Value, inout Transaction) -> Void) { initial = wrappedValue }

    /// Creates a view state that's derived from a gesture, with a closure run at reset.
    public init(initialValue: Value, reset: @escaping (Value, inout Transaction) -> Void) { initial = initialValue }

    /// The wrapped value referenced by the gesture state property.
    public var wrappedValue: Value { initial }

    /// A binding to the gesture state property, for `updating(_:body:)`.
    public var projectedValue: GestureState<Value> { self }
}

extension GestureState where Value: ExpressibleByNilLiteral {
    /// Creates a view state that's derived from a gesture, starting at `nil`.
    public init(resetTransaction: Transaction = Transaction()) { self.init(wrappedValue: nil) }
}

extension View {
    /// Attaches a gesture to the view (it never fires in a widget; the view draws as it is).
    public func gesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View { self }

    /// Attaches a gesture that can be turned off (iOS 18): it never fires in a widget.
    public func gesture<T: Gesture>(_ gesture: T, isEnabled: Bool) -> some View { self }

    /// Attaches a gesture with a higher precedence than the view's own: it never fires in a widget.
    public func highPriorityGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View { self }

    /// Attaches a gesture to run alongside the view's own: it never fires in a widget.
    public func simultaneousGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View { self }

    /// A tap gesture that reports where it was tapped (iOS 17): widgets take taps through
    /// `Link`, `widgetURL` and intent buttons only.
    public func onTapGesture(
        count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol = .local, perform action: @escaping (CGPoint) -> Void
    ) -> some View {
        self
    }
}
