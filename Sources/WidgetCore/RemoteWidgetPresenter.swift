/// A widget that runs in another process: what a host sets as a descriptor's
/// ``WidgetDescriptor/remotePresenter`` (WidgetHosting's `HostedPresenter`, an extension
/// process's widget).
///
/// WidgetCore cannot name a render environment, so the requirements are WidgetRendering's
/// `WidgetPresenter`, which every conforming type also adopts; `WidgetDescriptor.presenter(bundles:)`
/// there is the one place that reads it.
package protocol RemoteWidgetPresenter: Sendable {}
