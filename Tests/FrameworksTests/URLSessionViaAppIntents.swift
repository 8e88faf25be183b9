// A file importing only AppIntents sees URLSession and URLRequest, as on iOS.
import AppIntents

func requestViaAppIntents() -> (URLRequest, URLSessionConfiguration) {
    (URLRequest(url: URL(string: "http://127.0.0.1/widget")!), URLSession.shared.configuration)
}
