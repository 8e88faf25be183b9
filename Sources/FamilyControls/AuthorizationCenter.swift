/// Whether the app may use Family Controls (Family Controls' `AuthorizationStatus`).
public enum AuthorizationStatus: Int, Codable, Sendable {
    /// Not asked yet: always the answer on Linux.
    case notDetermined = 0
    /// Refused.
    case denied = 1
    /// Allowed.
    case approved = 2
}

/// Errors of Family Controls (`FamilyControlsError`).
public enum FamilyControlsError: Error, Equatable, Sendable {
    /// Restricted by the device's settings.
    case restricted
    /// Family Controls is not available: always the error on Linux, which has no Screen Time.
    case unavailable
    /// The account cannot use Family Controls.
    case invalidAccountType
    /// An argument was not valid.
    case invalidArgument
    /// Another app holds the authorization.
    case authorizationConflict
    /// The person cancelled.
    case authorizationCanceled
    /// The network failed.
    case networkError
    /// No authentication method is set up.
    case authenticationMethodUnavailable
}

/// Asks for and reports Family Controls authorization (Family Controls' `AuthorizationCenter`).
/// On Linux the status stays `.notDetermined` and asking fails with `.unavailable`.
public final class AuthorizationCenter: Sendable {
    /// The one center.
    public static let shared = AuthorizationCenter()

    private init() {}

    /// `.notDetermined`: Linux has no Screen Time to ask.
    public var authorizationStatus: AuthorizationStatus { .notDetermined }

    /// Fails with ``FamilyControlsError/unavailable``.
    public func requestAuthorization(for member: FamilyControlsMember) async throws {
        throw FamilyControlsError.unavailable
    }

    /// Fails with ``FamilyControlsError/unavailable``.
    public func revokeAuthorization(completionHandler: @escaping @Sendable (Result<Void, any Error>) -> Void) {
        completionHandler(.failure(FamilyControlsError.unavailable))
    }
}

/// Whose device the app controls (Family Controls' `FamilyControlsMember`).
public enum FamilyControlsMember: Sendable {
    /// A child's device, with a parent's approval.
    case child
    /// The person's own device.
    case individual
}
