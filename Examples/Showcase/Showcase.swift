import WidgetKit
import SwiftUI
import VocabularyWidgets
import CongressWidgets
import ShortcutsWidgets
import HeadlinesWidgets
import TallyWidgets

/// The showcase: every seed app's widgets on one home screen.
@main
struct Showcase: WidgetBundle {
    static let intentsExtension: INExtension.Type? = ShortcutsIntentHandler.self

    var body: some Widget {
        RandomTranslationWidget()
        MostDifficultTranslationsWidget()
        CongressVotesWidget()
        TopHeadlinesWidget()
        StaticShortcutsWidget()
        DynamicShortcutsWidget()
        TallyWidget()
    }
}
