import ViewCore
extension WidgetConfiguration {
    /// Sets the name shown for a widget when someone adds or edits it.
    @MainActor @preconcurrency @_disfavoredOverload
    public func configurationDisplayName<S: StringProtocol>(_ displayName: S) -> some WidgetConfiguration {
        modified(.displayName(Text(verbatim: String(displayName))))
    }

    /// Sets the description shown for a widget when someone adds or edits it.
    @MainActor @preconcurrency @_disfavoredOverload
    public func description<S: StringProtocol>(_ description: S) -> some WidgetConfiguration {
        modified(.description(Text(verbatim: String(description))))
    }

    /// Sets the sizes that a widget supports.
    @MainActor @preconcurrency
    public func supportedFamilies(_ families: [WidgetFamily]) -> some WidgetConfiguration {
        modified(.supportedFamilies(families))
    }

    /// Disables the default content margins (16 points on the Home Screen); use
    /// `\.widgetContentMargins` to apply them selectively.
    @MainActor @preconcurrency
    public func contentMarginsDisabled() -> some WidgetConfiguration {
        modified(.contentMarginsDisabled)
    }

    /// Marks the widget's container background as removable (the default) or not.
    @MainActor @preconcurrency
    public func containerBackgroundRemovable(_ isRemovable: Bool = true) -> some WidgetConfiguration {
        modified(.containerBackgroundRemovable(isRemovable))
    }

    @MainActor
    func modified(_ modifier: WidgetConfigurationModifier) -> ModifiedWidgetConfiguration<Self> {
        ModifiedWidgetConfiguration(content: self, modifier: modifier)
    }
}

/// A change a configuration modifier makes to the widgets it wraps.
enum WidgetConfigurationModifier: Sendable {
    case displayName(Text)
    case description(Text)
    case supportedFamilies([WidgetFamily])
    case contentMarginsDisabled
    case containerBackgroundRemovable(Bool)
    case pushHandler(WidgetPushHandlerType)

    func apply(to descriptor: inout WidgetDescriptor) {
        switch self {
        case .displayName(let name):
            descriptor.displayNameText = name
            descriptor.displayName = name.plainString
        case .description(let text):
            descriptor.descriptionText = text
            descriptor.description = text.plainString
        case .supportedFamilies(let families):
            var unique: [WidgetFamily] = []
            for family in families where !unique.contains(family) { unique.append(family) }
            descriptor.supportedFamilies = unique
        case .contentMarginsDisabled: descriptor.contentMarginsDisabled = true
        case .containerBackgroundRemovable(let removable): descriptor.containerBackgroundRemovable = removable
        case .pushHandler(let handler):
            descriptor.isPushEnabled = true
            descriptor.pushHandler = handler
        }
    }
}

/// A configuration with a modifier applied.
struct ModifiedWidgetConfiguration<Content: WidgetConfiguration>: WidgetConfiguration, PrimitiveWidgetConfiguration {
    let content: Content
    let modifier: WidgetConfigurationModifier

    typealias Body = Never

    func makeDescriptors() -> [WidgetDescriptor] {
        WidgetDescriptor.descriptors(of: content).map { descriptor in
            var descriptor = descriptor
            modifier.apply(to: &descriptor)
            return descriptor
        }
    }
}
