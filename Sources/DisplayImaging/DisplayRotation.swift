/// How far a picture is turned, clockwise, before it is sent to a panel mounted sideways or
/// upside down.
public enum DisplayRotation: Int, Sendable, Codable, CaseIterable {
    /// As rendered.
    case none = 0
    /// A quarter turn clockwise.
    case clockwise90 = 90
    /// Half a turn.
    case clockwise180 = 180
    /// Three quarter turns clockwise (a quarter turn anticlockwise).
    case clockwise270 = 270
}
