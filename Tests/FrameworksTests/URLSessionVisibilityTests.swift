import Testing

@Suite("Every drop-in module gives URLSession")
struct URLSessionVisibilityTests {
    @Test func everyModule() {
        let requests = [requestViaUIKit().0, requestViaIntents().0, requestViaAppIntents().0]
        #expect(requests.allSatisfy { $0.url?.path == "/widget" })
        let configurations = [sessionViaOSLog(), sessionViaCombine(), requestViaUIKit().1]
        #expect(configurations.allSatisfy { $0.timeoutIntervalForRequest > 0 })
    }
}
