/// The product types of `PBXNativeTarget.productType` the importer cares about.
enum ProductType {
    static let appExtension = "com.apple.product-type.app-extension"
    static let extensionKitExtension = "com.apple.product-type.extensionkit-extension"
    static let framework = "com.apple.product-type.framework"
    static let staticFramework = "com.apple.product-type.framework.static"
    static let staticLibrary = "com.apple.product-type.library.static"
    static let dynamicLibrary = "com.apple.product-type.library.dynamic"

    /// Types that become library targets of the generated package when an extension links them.
    static let libraries: Set<String> = [framework, staticFramework, staticLibrary, dynamicLibrary]
    /// Types a widget extension can have.
    static let extensions: Set<String> = [appExtension, extensionKitExtension]
}
