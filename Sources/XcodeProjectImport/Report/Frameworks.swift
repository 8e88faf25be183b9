import Foundation

/// What `import X` finds on Linux with this package, and what to do about what it does not.
enum Frameworks {
    /// Modules Swift on Linux has, and the drop-in modules this package provides (docs/FRAMEWORKS.md).
    static let available: Set<String> = [
        "Swift", "Foundation", "FoundationEssentials", "FoundationInternationalization", "FoundationNetworking",
        "FoundationXML", "Dispatch", "Glibc", "Musl", "XCTest", "Testing", "RegexBuilder", "Synchronization",
        "Observation", "Distributed", "_Concurrency", "_StringProcessing",
        "WidgetKit", "SwiftUI", "SwiftUICore", "UIKit", "Intents", "AppIntents", "OSLog", "os", "Combine",
        "ActivityKit", "Charts", "CoreGraphics", "CoreLocation", "CryptoKit",
        "FamilyControls", "ManagedSettings", "NetworkExtension", "CoreText",
    ]

    /// Apple frameworks Linux lacks that widget code imports, with the fix docs/PORTING.md gives.
    static let missing: [String: String] = {
        let persistence = "keep the model behind a protocol and give Linux an implementation over SQLite (GRDB) or JSON files; wrap this file's framework code in `#if canImport(%@)` (docs/PORTING.md)"
        let appSide = "read the data in the app and share it through the app group (a JSON file in `containerURL(forSecurityApplicationGroupIdentifier:)`), or fetch it from a web API in the provider; keep the framework code inside `#if canImport(%@)` (docs/PORTING.md)"
        var table: [String: String] = [:]
        for name in ["CoreData", "SwiftData", "CloudKit"] { table[name] = persistence }
        for name in ["EventKit", "HealthKit", "WeatherKit", "MapKit", "Contacts", "Photos", "PhotosUI", "MusicKit",
                     "MediaPlayer", "HomeKit", "CoreMotion", "WatchConnectivity",
                     "DeviceActivity", "StoreKit", "GameKit", "CoreSpotlight", "UserNotifications",
                     "AVFoundation", "AVKit", "CoreBluetooth", "CoreTelephony", "CoreNFC", "LocalAuthentication",
                     "AuthenticationServices", "SafariServices", "WebKit", "MessageUI", "TipKit", "BackgroundTasks",
                     "CoreML", "Vision", "NaturalLanguage", "Speech", "ARKit", "SceneKit", "SpriteKit", "CoreImage",
                     "QuartzCore", "ImageIO", "MobileCoreServices", "UniformTypeIdentifiers",
                     "SystemConfiguration", "Network", "ExtensionFoundation", "ExtensionKit", "AppKit", "Security",
                     "LinkPresentation", "QuickLook", "PassKit", "CoreHaptics", "AudioToolbox", "CoreAudio",
                     "CoreMedia", "CoreVideo", "Metal", "MetalKit", "GLKit", "Accelerate", "CallKit", "PushKit",
                     "Social", "Accounts", "AdSupport", "AppTrackingTransparency", "ObjectiveC", "Darwin"] {
            table[name] = appSide
        }
        table["Darwin"] = "`import Foundation` (or `Glibc`) instead, inside `#if canImport(Darwin)` … `#else` … `#endif`"
        return table
    }()

    /// The fix for a missing framework, with its name filled in.
    static func fix(for module: String) -> String? {
        missing[module].map { $0.replacingOccurrences(of: "%@", with: module) }
    }
}
