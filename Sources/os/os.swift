// `import os` in widget source resolves here: `Logger`, `OSLog`, `os_log`, signposts (module OSLog).
@_exported public import OSLog
