public struct Page { public init() {} }
