// A file importing only Combine sees URLSession (from FoundationNetworking on Linux), as on iOS.
import Combine

func sessionViaCombine() -> URLSessionConfiguration {
    URLSession.shared.configuration
}
