package import Foundation
package import DisplayList

/// Where taps on a widget go.
///
/// `http(s)` links stay as they are (the page opens them in a new tab). A link with any other
/// scheme is meant for the widget's app: on the home screen it points at `/open?url=…`, which
/// redirects to the base URL registered for the scheme (`HomeScreenConfiguration.appURLBaseURLs`)
/// or shows exactly the URL the app would receive.
package enum AppLinks {
    /// Whether `url` opens in the browser (`http` or `https`).
    package static func isWeb(_ url: URL) -> Bool {
        guard let scheme = url.scheme?.lowercased() else { return false }
        return scheme == "http" || scheme == "https"
    }

    /// The address on the home screen for `url`: itself for web links, else `/open?url=…`.
    package static func hostURL(for url: URL) -> URL {
        if isWeb(url) { return url }
        return URL(string: "/open?url=" + percentEncoded(url.absoluteString)) ?? url
    }

    /// `list` with every app link (widget URL, `Link` regions, accessibility nodes) pointed at the host.
    package static func pointingAtHost(_ list: DisplayList) -> DisplayList {
        var list = list
        list.widgetURL = list.widgetURL.map(hostURL(for:))
        list.links = list.links.map { LinkRegion(frame: $0.frame, url: hostURL(for: $0.url)) }
        func rewrite(_ nodes: [AccessibilityNode]) -> [AccessibilityNode] {
            nodes.map { node in
                var node = node
                node.url = node.url.map(hostURL(for:))
                node.children = rewrite(node.children)
                return node
            }
        }
        list.accessibility = rewrite(list.accessibility)
        return list
    }

    /// Where the app receives `url`: the base URL registered for its scheme followed by the rest
    /// of the URL (`examples://countdown?id=3` with base `http://localhost:3000/app/` gives
    /// `http://localhost:3000/app/countdown?id=3`), or `nil` when none is registered.
    package static func destination(of url: URL, bases: [String: URL]) -> URL? {
        guard let scheme = url.scheme, !isWeb(url),
              let base = bases[scheme] ?? bases[scheme.lowercased()] else { return nil }
        var rest = Substring(url.absoluteString.dropFirst(scheme.count + 1))
        while rest.hasPrefix("/") { rest = rest.dropFirst() }
        var prefix = base.absoluteString
        if !prefix.hasSuffix("/") && !rest.isEmpty && !rest.hasPrefix("?") && !rest.hasPrefix("#") { prefix += "/" }
        return URL(string: prefix + rest)
    }

    /// `text` percent-encoded for a query value (only unreserved characters stay).
    package static func percentEncoded(_ text: String) -> String {
        var allowed = CharacterSet.alphanumerics.intersection(CharacterSet(charactersIn: Unicode.Scalar(0)...Unicode.Scalar(127)))
        allowed.insert(charactersIn: "-._~")
        return text.addingPercentEncoding(withAllowedCharacters: allowed) ?? text
    }
}
