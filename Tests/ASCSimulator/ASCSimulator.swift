import ASCAPI
import Crypto
import Foundation
#if canImport(Glibc)
import Glibc
#endif
import Hummingbird
import Logging
import ServiceLifecycle
import OpenAPIHummingbird
import OpenAPIRuntime

/// A stateful App Store Connect on a loopback port for the tests: the server
/// stubs generated from the same filtered Apple document, answered from a
/// ``SimulatorState``, behind token checks and fault injection, plus the
/// upload and image addresses the asset protocol points at.
package final class ASCSimulator: Sendable {
    /// The state, shared with any later server over it.
    package let state: SimulatorState
    /// The team's key: the tests hand its PEM to the command.
    package let privateKey: P256.Signing.PrivateKey
    package let keyID = "SIM4KEY2ID"
    package let issuerID = "57246542-96fe-1a63-e053-0824d011072a"
    /// `http://127.0.0.1:PORT`.
    package let url: String
    private let task: LockedTask

    /// The PEM text of the team's `.p8` key.
    package var privateKeyPEM: String { privateKey.pemRepresentation }

    /// Starts a server over `state` (a new one unless given) and waits until it listens.
    ///
    /// The port is found free and then bound, so another program may take it
    /// in between (a client's connection from its own loopback port, say):
    /// the bind then fails and another port is tried, so a start never waits
    /// for a server that will not listen.
    package static func start(state: SimulatorState = SimulatorState(), privateKey: P256.Signing.PrivateKey = P256.Signing.PrivateKey()) async throws -> ASCSimulator {
        for _ in 0..<20 {
            let port = try freePort()
            let simulator = ASCSimulator(state: state, privateKey: privateKey, url: "http://127.0.0.1:\(port)")
            if try await simulator.run(port: port) { return simulator }
        }
        throw SimulatorError.badRequest("no loopback port could be listened on in 20 tries")
    }

    private init(state: SimulatorState, privateKey: P256.Signing.PrivateKey, url: String) {
        self.state = state
        self.privateKey = privateKey
        self.url = url
        self.task = LockedTask()
    }

    /// Whether the server listens on `port`: false when it stopped before
    /// listening (the port was taken).
    private func run(port: Int) async throws -> Bool {
        let router = Router()
        // The network gone: the API's requests and the image uploads stop the same server.
        let stopServer: @Sendable () -> Void = { [task] in task.cancel() }
        let middleware = SimulatorMiddleware(state: state, key: privateKey.publicKey, keyID: keyID, issuerID: issuerID, stop: stopServer)
        try SimulatorAPI(state: state, base: url).registerHandlers(on: router, serverURL: URL(string: "/")!, middlewares: [middleware])
        let state = self.state
        router.put("upload/:id") { request, context -> Response in
            let id = try context.parameters.require("id")
            let offset = Int(request.uri.queryParameters.get("offset") ?? "") ?? -1
            let logged = "PUT /upload/\(id)?offset=\(offset)"
            if await state.admitUpload(logged) == .stop {
                stopServer()
                return Response(status: .serviceUnavailable)
            }
            let buffer = try await request.body.collect(upTo: 16 << 20)
            do {
                try await state.receivePart(image: id, offset: offset, bytes: Array(buffer.readableBytesView))
                return Response(status: await state.takeFailAfterHandling(logged) ? .badGateway : .ok)
            } catch {
                return Response(status: .badRequest)
            }
        }
        router.get("images/:id/:file") { _, context -> Response in
            let id = try context.parameters.require("id")
            guard let held = try? await state.image(id).bytes else { return Response(status: .notFound) }
            let bytes = await state.faults.imageBytes ?? held
            return Response(status: .ok, body: .init(byteBuffer: ByteBuffer(bytes: bytes)))
        }
        var logger = Logger(label: "ASCSimulator")
        logger.logLevel = .critical
        let listening = AsyncStream<Bool>.makeStream()
        let app = Application(router: router, configuration: .init(address: .hostname("127.0.0.1", port: port)),
                              onServerRunning: { _ in listening.continuation.yield(true) }, logger: logger)
        let group = ServiceGroup(configuration: .init(services: [app], gracefulShutdownSignals: [], logger: logger))
        task.set(group)
        Task {
            try? await group.run()
            // Ended, by a stop or by a bind that failed: a start still waiting hears false.
            listening.continuation.yield(false)
            listening.continuation.finish()
        }
        for await listens in listening.stream { return listens }
        return false
    }

    /// Stops the server; the state stays for a later one.
    package func stop() {
        task.cancel()
    }

    /// A port nobody listens on now.
    static func freePort() throws -> Int {
        let socketFD = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socketFD >= 0 else { throw SimulatorError.badRequest("no socket") }
        defer { close(socketFD) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(socketFD, $0, length) } }
        guard bound == 0 else { throw SimulatorError.badRequest("no port") }
        _ = withUnsafeMutablePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(socketFD, $0, &length) } }
        return Int(UInt16(bigEndian: address.sin_port))
    }
}

/// The server's service group, shut down gracefully once (cancelling it
/// mid-request would leave NIO's writers unfinished).
final class LockedTask: @unchecked Sendable {
    // @unchecked: `group` and `stopped` are read and written only under `lock`.
    private let lock = NSLock()
    private var group: ServiceGroup?
    private var stopped = false

    func set(_ group: ServiceGroup) {
        lock.lock()
        self.group = group
        let stopped = self.stopped
        lock.unlock()
        if stopped { Task { await group.triggerGracefulShutdown() } }
    }

    func cancel() {
        lock.lock()
        stopped = true
        let group = self.group
        lock.unlock()
        if let group { Task { await group.triggerGracefulShutdown() } }
    }
}
