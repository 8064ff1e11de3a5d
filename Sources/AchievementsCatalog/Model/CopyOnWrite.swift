/// A value kept in one heap box that copies share until one of them changes
/// it: copying the wrapper retains the box once, where copying the value
/// retains each string and array it holds.
struct CopyOnWrite<Value: Hashable & Sendable>: Hashable, Sendable {
    /// Changed only through a wrapper that holds the only reference (see
    /// ``update(_:)``), so a box seen by two threads is only ever read.
    private final class Box: @unchecked Sendable {
        var value: Value
        init(_ value: Value) { self.value = value }
    }

    private var box: Box

    /// Keeps `value`.
    init(_ value: Value) { box = Box(value) }

    /// The value.
    var value: Value { box.value }

    /// Changes the value, first copying it when another wrapper shares it.
    mutating func update(_ change: (inout Value) -> Void) {
        if !isKnownUniquelyReferenced(&box) { box = Box(box.value) }
        change(&box.value)
    }

    static func == (lhs: Self, rhs: Self) -> Bool { lhs.box === rhs.box || lhs.box.value == rhs.box.value }

    func hash(into hasher: inout Hasher) { box.value.hash(into: &hasher) }
}
