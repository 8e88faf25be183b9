// A file importing only `os` sees Foundation too (Apple's `os` re-exports it).
import os

func bundlePathViaOS() -> String {
    os_log("bundle at \(Bundle.main.bundlePath, privacy: .public)")
    return Bundle.main.bundlePath
}
