import FamilyControls
import Foundation
import NetworkExtension
import Testing

/// The drop-in `FamilyControls` and `NetworkExtension` as widget code uses them: a profile's
/// selection stored in the app group and counted; a VPN toggle control reading and setting its state.
@Suite("FamilyControls and NetworkExtension as widgets use them")
struct FamilyControlsAndVPNIdiomTests {
    struct ProfileSnapshot: Codable, Equatable {
        var name: String
        var selectedActivity: FamilyActivitySelection
    }

    @Test("a selection round-trips through JSON with its tokens, and its counts follow them")
    func selection() throws {
        var selection = FamilyActivitySelection(includeEntireCategory: true)
        selection.applicationTokens = [ApplicationToken(data: Data([1, 2])), ApplicationToken(data: Data([3]))]
        selection.webDomainTokens = [WebDomainToken(data: Data([9]))]
        let profile = ProfileSnapshot(name: "Focus", selectedActivity: selection)
        let decoded = try JSONDecoder().decode(ProfileSnapshot.self, from: JSONEncoder().encode(profile))
        #expect(decoded == profile)
        #expect(decoded.selectedActivity.applications.count + decoded.selectedActivity.categories.count == 2)
        #expect(decoded.selectedActivity.webDomains.count == 1)
        #expect(decoded.selectedActivity.includeEntireCategory)
        #expect(FamilyActivitySelection().applications.isEmpty)
    }

    @Test("authorization is never granted on Linux")
    func authorization() async {
        #expect(AuthorizationCenter.shared.authorizationStatus == .notDetermined)
        await #expect(throws: FamilyControlsError.unavailable) {
            try await AuthorizationCenter.shared.requestAuthorization(for: .individual)
        }
    }

    /// The control's idiom: load the first manager, read whether it is started.
    static func isStarted() async throws -> Bool {
        guard let manager = try await NETunnelProviderManager.loadAllFromPreferences().first else { return false }
        return [.connecting, .connected, .reasserting].contains(manager.connection.status)
    }

    @Test("no tunnel configuration exists: the toggle reads off, saving and starting fail with NEVPNError")
    func tunnel() async throws {
        #expect(try await Self.isStarted() == false)
        let manager = NETunnelProviderManager()
        manager.protocolConfiguration = NETunnelProviderProtocol()
        #expect(manager.connection.status == .invalid)
        do {
            try await manager.saveToPreferences()
            Issue.record("saving succeeded")
        } catch NEVPNError.configurationReadWriteFailed {
        }
        #expect(throws: NEVPNError(.configurationInvalid)) { try manager.connection.startVPNTunnel() }
        let loaded = await withCheckedContinuation { continuation in
            NETunnelProviderManager.loadAllFromPreferences { managers, error in
                continuation.resume(returning: managers == nil && error == nil)
            }
        }
        #expect(loaded)
    }
}
