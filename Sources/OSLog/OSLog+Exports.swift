// `import OSLog` in widget source resolves here. The implementation (`Logger`, `OSLog`,
// `os_log`, signposts, over swift-log) lives in the `os` module, as Apple's `os.log` does:
// see the note at `os` in Package.swift for why `os` is the base and `OSLog` re-exports it.
@_exported public import os
