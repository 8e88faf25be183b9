import SwiftUI

/// The medium and large widgets: the header and the first stories, each opening its article.
struct HeadlineListView: View {
    let entry: HeadlinesEntry
    /// How many stories to show: two in medium, five in large.
    let articlesCount: Int

    var body: some View {
        let stories = Array(entry.stories.prefix(articlesCount))
        VStack(alignment: .leading, spacing: 0) {
            HeadlinesHeader(entry: entry)
                .padding(.bottom, 7)
            ForEach(Array(stories.enumerated()), id: \.offset) { index, story in
                if index > 0 {
                    separator(spreads: stories.count == articlesCount)
                }
                row(for: story)
                    .fixedSize(horizontal: false, vertical: articlesCount > 2)
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .containerBackground(Color.headlinesBackground, for: .widget)
    }

    /// Between two rows: in large a divider; in medium, space. With `spreads` (a full large
    /// widget) each divider is centred in an equal share of the height the rows leave (they keep
    /// their own height), so the rows spread over the widget; with fewer stories they stay at
    /// the top.
    @ViewBuilder
    func separator(spreads: Bool) -> some View {
        if articlesCount > 2 {
            Divider()
                .frame(minHeight: 9, maxHeight: spreads ? .infinity : 9)
        } else {
            Color.clear
                .frame(height: 6)
        }
    }

    /// The row, wrapped in a `Link` to its article when it has a web address.
    @ViewBuilder
    func row(for story: Story) -> some View {
        if let link = story.article.link {
            Link(destination: link) {
                ArticleRow(story: story, now: entry.date, country: entry.country)
            }
        } else {
            ArticleRow(story: story, now: entry.date, country: entry.country)
        }
    }
}
