import Foundation

/// A small Codable value kept in the two slots of a ``SnapshotBytes`` medium
/// (the current copy, and the last one written whole), read and changed
/// under the medium's lock: a write cut short falls back to the last good
/// copy, damaged bytes are set aside before anything is written over them,
/// and nothing unreadable is ever overwritten.
final class JSONSlotFile<Value: Codable & Sendable>: @unchecked Sendable {
    // @unchecked: `lock` serializes every read-change-write in the process;
    // the medium's exclusive access does across processes. The rest is immutable.
    private let lock = NSLock()
    let bytes: any SnapshotBytes
    let empty: Value
    let log: ChallengeLog
    let noun: String

    init(bytes: any SnapshotBytes, empty: Value, noun: String, log: ChallengeLog) {
        self.bytes = bytes
        self.empty = empty
        self.noun = noun
        self.log = log
    }

    /// The stored value, or `empty` when nothing readable is stored.
    func load() -> Value {
        lock.locked {
            (try? bytes.withExclusiveAccess { try loadUnlocked() }) ?? empty
        }
    }

    /// Applies `change` to the stored value and writes the result; returns it.
    @discardableResult
    func update<T>(_ change: (inout Value) -> T) throws -> T {
        try lock.locked {
            try bytes.withExclusiveAccess {
                var value = try loadUnlocked()
                let result = change(&value)
                let data = try Self.encoder.encode(value)
                try bytes.write(data, to: .current)
                do {
                    try bytes.write(data, to: .lastGood)
                } catch {
                    log.log(.warning, "the last-good copy of the \(noun) could not be written (\(error)); the current copy was")
                }
                return result
            }
        }
    }

    /// The current copy; when it does not decode, the last good one (the
    /// damaged bytes set aside first). Throws when the medium cannot be read.
    private func loadUnlocked() throws -> Value {
        guard let data = try bytes.read(.current) else { return lastGood() ?? empty }
        if let value = try? Self.decoder.decode(Value.self, from: data) { return value }
        let aside = try bytes.setAside(data)
        // Recovered in place: the next read finds the last good copy, not the damage to set aside again.
        let recovered = lastGood() ?? empty
        try bytes.write(try Self.encoder.encode(recovered), to: .current)
        log.log(.error, "the stored \(noun) could not be decoded; kept the bytes at \(aside) and went on from the last good copy")
        return recovered
    }

    private func lastGood() -> Value? {
        guard let data = try? bytes.read(.lastGood) else { return nil }
        return try? Self.decoder.decode(Value.self, from: data)
    }

    static var decoder: JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .secondsSince1970
        return decoder
    }

    static var encoder: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        encoder.dateEncodingStrategy = .secondsSince1970
        return encoder
    }
}
