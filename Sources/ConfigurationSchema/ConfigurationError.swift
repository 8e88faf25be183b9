/// Why a configuration was refused: the message names the parameter and what is wrong.
package struct ConfigurationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The parameter at fault, or `nil` for the configuration as a whole.
    package var parameter: String?
    /// A sentence for a person.
    package var message: String

    package init(parameter: String?, message: String) {
        self.parameter = parameter
        self.message = message
    }

    package var description: String { message }
}
