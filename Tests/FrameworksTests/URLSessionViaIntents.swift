// A file importing only Intents sees URLSession and URLRequest, as on iOS.
import Intents

func requestViaIntents() -> (URLRequest, URLSessionConfiguration) {
    (URLRequest(url: URL(string: "http://127.0.0.1/widget")!), URLSession.shared.configuration)
}
