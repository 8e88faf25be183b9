import Birds
public struct Artwork { public init() {} }
