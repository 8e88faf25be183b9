import WidgetKit
import SwiftUI
import VocabularyWidgets

/// The Vocabulary app's widget extension, on its own: `vocabulary-widgets`, one of the four
/// bundle programs `scripts/start.sh` serves on one home screen (each in its own process).
@main
struct VocabularyExtension: WidgetBundle {
    var body: some Widget {
        RandomTranslationWidget()
        MostDifficultTranslationsWidget()
    }
}
