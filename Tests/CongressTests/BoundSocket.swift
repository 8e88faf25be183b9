import Foundation
#if canImport(Glibc)
import Glibc
#endif
// (Kept apart from the tests: importing Glibc beside `@Test` makes Swift Testing's test records
// fail to compile on Swift 6.3: "global variable must be a compile-time constant".)

/// A TCP socket bound to a free port on 127.0.0.1 that never listens: connections to the port are
/// refused for as long as it is open.
struct BoundSocket {
    let descriptor: Int32
    let port: UInt16

    init() throws {
        let descriptor = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw POSIXError(.EMFILE) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { address in
                Glibc.bind(descriptor, address, length) == 0 && getsockname(descriptor, address, &length) == 0
            }
        }
        guard bound else {
            Glibc.close(descriptor)
            throw POSIXError(.EADDRNOTAVAIL)
        }
        self.descriptor = descriptor
        port = UInt16(bigEndian: address.sin_port)
    }

    func close() { Glibc.close(descriptor) }
}
