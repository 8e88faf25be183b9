// Every drop-in module gives `URLSession`, which on Linux lives in FoundationNetworking.
#if canImport(FoundationNetworking)
@_exported public import FoundationNetworking
#endif
