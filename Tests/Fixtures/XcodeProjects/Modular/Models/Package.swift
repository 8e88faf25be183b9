// swift-tools-version: 5.9
import PackageDescription

// The folder is "Models", the product "CoreModels": the importer finds the product by the manifest.
let package = Package(
    name: "Models",
    products: [.library(name: "CoreModels", targets: ["CoreModels"])],
    targets: [.target(name: "CoreModels")]
)
