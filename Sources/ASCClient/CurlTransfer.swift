import CCurl
import Dispatch
import Foundation

/// One HTTP exchange through libcurl's easy interface, run on a thread of
/// its own (libcurl blocks) and bridged to async code.
///
/// libcurl hands the answer over chunk by chunk on that thread, and this
/// class decides there, before the next chunk is read: past the limit it
/// aborts the transfer at once, which closes the connection.
final class CurlTransfer: @unchecked Sendable {
    // @unchecked: `cancelled` is shared between threads under `lock`; every
    // other stored property is touched only by the transfer's own thread,
    // before `perform` returns.
    private let lock = NSLock()
    private var cancelled = false
    private let url: String
    private let method: String
    private let requestHeaders: [(String, String)]
    private let body: [UInt8]?
    private let limit: Int
    private let timeout: Duration
    private var received: [UInt8] = []
    private var receivedHeaders: [(String, String)] = []
    private var overLimit = false
    private var headerFlood = false

    /// What came back.
    struct Answer: Sendable {
        var status: Int
        var headers: [(String, String)]
        var body: [UInt8]
    }

    init(url: String, method: String, headers: [(String, String)], body: [UInt8]?, limit: Int, timeout: Duration) {
        self.url = url
        self.method = method
        self.requestHeaders = headers
        self.body = body
        self.limit = limit
        self.timeout = timeout
    }

    /// libcurl's process-wide set-up, done once before the first transfer.
    private static let globalSetUp: CURLcode = curl_global_init(Int(CURL_GLOBAL_DEFAULT))

    /// Runs the exchange to its end (or its deadline, limit or cancellation).
    func perform() async throws -> Answer {
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Answer, any Error>) in
            DispatchQueue.global(qos: .userInitiated).async {
                continuation.resume(with: Result { try self.run() })
            }
        }
    }

    /// Stops the transfer at libcurl's next progress check.
    func cancel() {
        lock.withLock { cancelled = true }
    }

    private var isCancelled: Bool { lock.withLock { cancelled } }

    private func run() throws -> Answer {
        guard Self.globalSetUp == CURLE_OK, let handle = curl_easy_init() else {
            throw TransportFailure(kind: .other, detail: "libcurl could not be set up")
        }
        defer { curl_easy_cleanup(handle) }
        var headerList: UnsafeMutablePointer<curl_slist>?
        // "Expect:" keeps libcurl from waiting for a 100-continue before a body.
        for (name, value) in requestHeaders + [("Expect", "")] {
            headerList = curl_slist_append(headerList, value.isEmpty ? "\(name):" : "\(name): \(value)")
        }
        defer { curl_slist_free_all(headerList) }
        let context = Unmanaged.passUnretained(self).toOpaque()
        let milliseconds = max(1, Int(timeout.components.seconds) * 1000 + Int(timeout.components.attoseconds / 1_000_000_000_000_000))
        var setUp = [
            achievements_curl_set_text(handle, CURLOPT_URL, url),
            achievements_curl_web_only(handle),
            achievements_curl_set_long(handle, CURLOPT_FOLLOWLOCATION, 0),
            achievements_curl_set_long(handle, CURLOPT_NOSIGNAL, 1),
            achievements_curl_set_long(handle, CURLOPT_TIMEOUT_MS, milliseconds),
            achievements_curl_set_long(handle, CURLOPT_CONNECTTIMEOUT_MS, milliseconds),
            achievements_curl_set_max_size(handle, curl_off_t(limit)),
            achievements_curl_set_headers(handle, headerList),
            achievements_curl_set_write(handle, Self.onBody, context),
            achievements_curl_set_header_callback(handle, Self.onHeader, context),
            achievements_curl_set_progress(handle, Self.onProgress, context),
        ]
        if let body {
            // libcurl copies the bytes (COPYPOSTFIELDS); an empty body still needs an address.
            let stored = body.isEmpty ? [0] : body
            setUp.append(stored.withUnsafeBufferPointer { bytes in
                bytes.withMemoryRebound(to: CChar.self) { achievements_curl_set_body(handle, $0.baseAddress!, curl_off_t(body.count)) }
            })
        }
        if method != "GET" || body != nil {
            setUp.append(achievements_curl_set_text(handle, CURLOPT_CUSTOMREQUEST, method))
        }
        if let failed = setUp.first(where: { $0 != CURLE_OK }) {
            throw TransportFailure(kind: .other, detail: String(cString: curl_easy_strerror(failed)))
        }
        let code = withExtendedLifetime(self) { curl_easy_perform(handle) }
        if overLimit || code == CURLE_FILESIZE_EXCEEDED { throw ResponseTooLarge(limit: limit) }
        if headerFlood { throw TooManyHeaders() }
        if code == CURLE_ABORTED_BY_CALLBACK, isCancelled { throw CancellationError() }
        guard code == CURLE_OK else { throw Self.failure(code) }
        return Answer(status: achievements_curl_status(handle), headers: receivedHeaders, body: received)
    }

    /// The retry rules' view of a libcurl failure.
    static func failure(_ code: CURLcode) -> TransportFailure {
        let detail = String(cString: curl_easy_strerror(code))
        let kind: TransportFailure.Kind = switch code {
        case CURLE_COULDNT_CONNECT: .refused
        case CURLE_COULDNT_RESOLVE_HOST, CURLE_COULDNT_RESOLVE_PROXY: .hostNotFound
        case CURLE_OPERATION_TIMEDOUT: .timedOut
        case CURLE_SSL_CONNECT_ERROR, CURLE_PEER_FAILED_VERIFICATION, CURLE_SSL_CERTPROBLEM, CURLE_SSL_CIPHER, CURLE_SSL_CACERT_BADFILE: .insecure
        case CURLE_GOT_NOTHING, CURLE_RECV_ERROR, CURLE_SEND_ERROR, CURLE_PARTIAL_FILE: .connectionLost
        default: .other
        }
        return TransportFailure(kind: kind, detail: detail)
    }

    // MARK: libcurl's callbacks, on the transfer's thread

    private static let onBody: curl_write_callback = { pointer, size, count, context in
        guard let context else { return 0 }
        let transfer = Unmanaged<CurlTransfer>.fromOpaque(context).takeUnretainedValue()
        let length = size * count
        guard transfer.received.count + length <= transfer.limit else {
            transfer.overLimit = true
            return 0 // anything but `length` aborts the transfer now
        }
        if let pointer, length > 0 {
            pointer.withMemoryRebound(to: UInt8.self, capacity: length) { transfer.received.append(contentsOf: UnsafeBufferPointer(start: $0, count: length)) }
        }
        return length
    }

    private static let onHeader: curl_write_callback = { pointer, size, count, context in
        guard let context, let pointer else { return 0 }
        let transfer = Unmanaged<CurlTransfer>.fromOpaque(context).takeUnretainedValue()
        let length = size * count
        let line = pointer.withMemoryRebound(to: UInt8.self, capacity: length) {
            String(decoding: UnsafeBufferPointer(start: $0, count: length), as: UTF8.self)
        }
        guard transfer.receivedHeaders.count < TooManyHeaders.limit else {
            transfer.headerFlood = true // an answer that cannot be used, not a lost connection
            return 0
        }
        if line.hasPrefix("HTTP/") {
            transfer.receivedHeaders = [] // a new status line: an interim answer's headers are dropped
        } else if let colon = line.firstIndex(of: ":") {
            let name = line[..<colon].trimmingCharacters(in: .whitespaces)
            let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespacesAndNewlines)
            transfer.receivedHeaders.append((name, value))
        }
        return length
    }

    private static let onProgress: curl_xferinfo_callback = { context, _, _, _, _ in
        guard let context else { return 1 }
        return Unmanaged<CurlTransfer>.fromOpaque(context).takeUnretainedValue().isCancelled ? 1 : 0
    }
}
