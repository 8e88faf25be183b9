public struct Bird { public init() {} }
