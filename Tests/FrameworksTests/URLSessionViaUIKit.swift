// A file importing only UIKit sees URLSession and URLRequest, as on iOS.
import UIKit

func requestViaUIKit() -> (URLRequest, URLSessionConfiguration) {
    (URLRequest(url: URL(string: "http://127.0.0.1/widget")!), URLSession.shared.configuration)
}
