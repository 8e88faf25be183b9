// A file importing only OSLog sees URLSession (from FoundationNetworking on Linux), as on iOS.
import OSLog

func sessionViaOSLog() -> URLSessionConfiguration {
    URLSession.shared.configuration
}
