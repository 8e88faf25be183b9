package import Foundation
package import WidgetCore

/// The rules the scheduler applies to every widget instance.
///
/// The defaults follow iOS: about 70 budgeted reloads a day, at least 5 minutes apart.
package struct SchedulerSettings: Sendable {
    /// Reloads an instance may make in any `budgetWindow` for its reload policy or retries.
    /// Reloads asked through `WidgetCenter`, the first load and configuration changes are exempt.
    package var dailyReloadBudget: Int = 70
    /// The rolling window the budget counts over.
    package var budgetWindow: TimeInterval = 86_400
    /// The earliest a policy reload may follow the timeline that asked for it: a `.after` date
    /// or an `.atEnd` date sooner than this is moved to it.
    package var minimumReloadInterval: TimeInterval = 300
    /// How long a provider has to call its completion before the request counts as failed.
    package var providerTimeout: TimeInterval = 30
    /// The delay before the first retry of a failed request; it doubles on each further failure…
    package var retryInitialDelay: TimeInterval = 60
    /// …up to this.
    package var retryMaximumDelay: TimeInterval = 3_600
    /// The least time between two reloads asked through `WidgetCenter` or a configuration
    /// change: requests closer together are coalesced, so a provider that asks for a reload
    /// from inside `getTimeline` cannot loop.
    package var minimumRequestedReloadInterval: TimeInterval = 1
    /// Entries kept from one timeline (the earliest ones); iOS bounds a timeline by size too.
    package var maximumEntriesPerTimeline: Int = TimelineEntryRule.defaultMaximumCount
    /// The screen whose widget sizes providers are told (`TimelineProviderContext.displaySize`).
    package var deviceClass: WidgetDeviceClass = .largePhone
    /// The environment variants providers are told about.
    package var environmentVariants = TimelineProviderContext.EnvironmentVariants()

    package init() {}

    /// The delay before retry number `failures` (1 for the first).
    package func retryDelay(afterFailures failures: Int) -> TimeInterval {
        let exponent = Double(max(0, min(failures - 1, 40)))
        return min(retryInitialDelay * pow(2, exponent), retryMaximumDelay)
    }
}
