import Foundation
@testable import HeadlinesWidgets
import Testing

@Suite("Headlines settings and sample feeds")
struct HeadlinesSettingsTests {
    @Test("With neither a key nor a base URL, headlines come from the sample feeds")
    func samplesByDefault() throws {
        #expect(try HeadlinesClient(environment: [:]).source == .samples)
        #expect(try HeadlinesClient(environment: ["HEADLINES_API_KEY": " ", "HEADLINES_BASE_URL": ""]).source == .samples)
    }

    @Test("A key alone means NewsAPI; a base URL means that service, with or without a key")
    func service() throws {
        let newsAPI = try HeadlinesClient(environment: ["HEADLINES_API_KEY": "k1"])
        #expect(newsAPI.source == .service(baseURL: URL(string: "https://newsapi.org/v2")!, apiKey: "k1"))
        let mirror = try HeadlinesClient(environment: [
            "HEADLINES_BASE_URL": "http://news.internal:8080/v2", "HEADLINES_API_KEY": "k2", "HEADLINES_TIMEOUT": "2.5",
        ])
        #expect(mirror.source == .service(baseURL: URL(string: "http://news.internal:8080/v2")!, apiKey: "k2"))
        #expect(mirror.timeout == .milliseconds(2_500))
        #expect(mirror.imageTimeout == .milliseconds(2_500))
        let keyless = try HeadlinesClient(environment: ["HEADLINES_BASE_URL": "https://proxy.example/news"])
        #expect(keyless.source == .service(baseURL: URL(string: "https://proxy.example/news")!, apiKey: nil))
        #expect(keyless.timeout == .seconds(10))
        #expect(keyless.imageTimeout == .seconds(5))
    }

    @Test("A bad setting is a clear error naming the variable", arguments: [
        ("HEADLINES_BASE_URL", "newsapi.org/v2"),
        ("HEADLINES_BASE_URL", "ftp://newsapi.org/v2"),
        ("HEADLINES_TIMEOUT", "soon"),
        ("HEADLINES_TIMEOUT", "-1"),
    ])
    func invalid(variable: String, value: String) {
        #expect {
            _ = try HeadlinesClient(environment: [variable: value])
        } throws: { error in
            guard case .invalidConfiguration(let message) = error as? HeadlinesError else { return false }
            return message.hasPrefix(variable) && message.contains(value)
        }
    }

    @Test("The request asks for the country's code and a page of articles")
    func requestURL() {
        let client = HeadlinesClient(source: .samples, pageSize: 20)
        #expect(client.headlinesURL(for: .ar, baseURL: URL(string: "https://newsapi.org/v2")!).absoluteString
                == "https://newsapi.org/v2/top-headlines?country=ar&pageSize=20")
        #expect(client.headlinesURL(for: .unknown, baseURL: URL(string: "https://mirror.example/api/")!).absoluteString
                == "https://mirror.example/api/top-headlines?country=us&pageSize=20")
    }

    @Test("Every sample feed has six stories with web links, pictures that decode, and fresh dates",
          arguments: Country.allCases.filter { $0 != .unknown })
    func sampleFeed(country: Country) async throws {
        let client = HeadlinesClient(source: .samples)
        let now = Date(timeIntervalSince1970: 1_800_000_000)
        let articles = try await client.topHeadlines(for: country, now: now)
        #expect(articles.count == 6)
        #expect(articles.allSatisfy { $0.link?.host == "headlines.example" && $0.sourceName != nil })
        #expect(articles.compactMap(\.publishedAt).max() == now.addingTimeInterval(-12 * 60))
        #expect(articles.compactMap(\.publishedAt) == articles.compactMap(\.publishedAt).sorted(by: >))
        for article in articles where article.urlToImage != nil {
            let image = await client.image(for: article)
            #expect(image?.size == CGSize(width: 640, height: 400), "\(article.urlToImage ?? "")")
        }
    }

    @Test("Sample pictures are read only from the sample folder")
    func sampleFolderOnly() async {
        let client = HeadlinesClient(source: .samples)
        let outside = Article(title: "x", urlToImage: "file:///etc/hostname")
        #expect(await client.image(for: outside) == nil)
        let escaping = Article(title: "x", urlToImage: (SampleFeeds.directory?.absoluteString ?? "") + "/../Samples/../../x.png")
        #expect(await client.image(for: escaping) == nil)
    }

    @Test("Articles decode leniently: nulls, odd dates and missing fields are nil; [Removed] is left out")
    func lenientDecoding() throws {
        let json = #"""
        {"status": "ok", "articles": [
          {"source": {"id": null, "name": "A"}, "author": null, "title": "One", "description": null, "url": "https://a.example/1",
           "urlToImage": null, "publishedAt": "2024-06-10T09:29:00.5+02:00", "content": null},
          {"title": "Two", "source": "not an object", "publishedAt": 12},
          {"title": "[Removed]"}, {"title": "   "}, {"author": "no title"}, 42
        ]}
        """#
        let headlines = try JSONDecoder().decode(TopHeadlines.self, from: Data(json.utf8))
        #expect(headlines.articles.map(\.title) == ["One", "Two"])
        #expect(headlines.articles[0].publishedAt == Date(timeIntervalSince1970: 1_718_004_540.5))
        #expect(headlines.articles[1].source == nil && headlines.articles[1].publishedAt == nil)
        #expect(headlines.totalResults == nil)
    }
}
