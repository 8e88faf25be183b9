import FamilyControls
import Foundation
import ManagedSettings
import Testing

/// A focus app's restrictions as its shared code writes them (a helper owning a named
/// `ManagedSettingsStore`, shielding the selection's apps and categories, filtering domains,
/// clearing everything at the end), against the stand-in: settings are recorded and read back,
/// stores of one name share them, and nothing is enforced.
@Suite("ManagedSettingsStore records what an app sets, shared by name, enforcing nothing")
struct ManagedSettingsStoreIdiomTests {
    final class Blocker {
        let store = ManagedSettingsStore(named: ManagedSettingsStore.Name("idiomTestsRestrictions"))

        func activate(_ selection: FamilyActivitySelection, allowOnly: Bool, strict: Bool, domains: Set<WebDomain>) {
            if allowOnly {
                store.shield.applicationCategories = .all(except: selection.applicationTokens)
                store.shield.webDomainCategories = .all(except: selection.webDomainTokens)
            } else {
                store.shield.applications = selection.applicationTokens.isEmpty ? nil : selection.applicationTokens
                store.shield.applicationCategories =
                    selection.categoryTokens.isEmpty ? nil : .specific(selection.categoryTokens, except: [])
                store.shield.webDomains = selection.webDomainTokens
            }
            store.webContent.blockedByFilter = domains.isEmpty ? nil : .specific(domains)
            store.application.denyAppRemoval = strict
        }

        func deactivate() {
            store.shield.applications = nil
            store.shield.applicationCategories = nil
            store.webContent.blockedByFilter = nil
            store.clearAllSettings()
        }
    }

    @Test("settings read back as set; a second store of the same name sees them; clearAllSettings empties it")
    func restrictions() {
        var selection = FamilyActivitySelection()
        selection.applicationTokens = [ApplicationToken(data: Data([1])), ApplicationToken(data: Data([2]))]
        selection.categoryTokens = [ActivityCategoryToken(data: Data([7]))]
        let blocker = Blocker()
        let domains: Set<WebDomain> = [WebDomain(domain: "example.com")]
        blocker.activate(selection, allowOnly: false, strict: true, domains: domains)

        let same = ManagedSettingsStore(named: .init("idiomTestsRestrictions"))
        #expect(same.shield.applications == selection.applicationTokens)
        #expect(same.shield.applicationCategories == .specific(selection.categoryTokens))
        #expect(same.webContent.blockedByFilter == .specific(domains))
        #expect(same.application.denyAppRemoval == true)
        #expect(same.application.denyAppInstallation == nil, "never set: nil, as on iOS")
        #expect(ManagedSettingsStore().shield.applications == nil, "the default store is another store")

        blocker.activate(selection, allowOnly: true, strict: false, domains: [])
        #expect(same.shield.applicationCategories == .all(except: selection.applicationTokens))
        #expect(same.webContent.blockedByFilter == nil)

        blocker.deactivate()
        #expect(same.shield.applications == nil && same.shield.applicationCategories == nil)
        #expect(same.application.denyAppRemoval == nil)
        #expect(WebContentSettings.FilterPolicy.auto() != .none)
    }
}
