import Foundation
import SourceDiagnostics
import Mustache

/// A render context node that remembers every key a template asked for and
/// neither it nor any enclosing node has, so a misspelled key is an error
/// instead of silently empty output.
///
/// Built from any value by reflection: structs become boxes, arrays become
/// arrays of boxes, optionals become their value or a known empty key.
final class StrictRenderBox: MustacheParent, @unchecked Sendable {
    // @unchecked: `values`, `nullKeys` and `parent` are set once while the box is
    // built, before any template sees it, and only read afterwards; `recorder` locks.
    private var values: [String: Any] = [:]
    private var nullKeys: Set<String> = []
    /// The enclosing box. Weak: the parent holds its children in `values`,
    /// so a strong link back would make every render context a cycle that is
    /// never freed; the root, held by the renderer, keeps the tree alive.
    private weak var parent: StrictRenderBox?
    private let recorder: MissingKeyRecorder

    private init(parent: StrictRenderBox?, recorder: MissingKeyRecorder) {
        self.parent = parent
        self.recorder = recorder
    }

    /// The box for a root context value.
    static func root(_ value: Any, recorder: MissingKeyRecorder) -> StrictRenderBox {
        let root = box(value, parent: nil, recorder: recorder)
        recorder.reset() // the budget follows the tree just built
        return root
    }

    private static func box(_ value: Any, parent: StrictRenderBox?, recorder: MissingKeyRecorder) -> StrictRenderBox {
        let box = StrictRenderBox(parent: parent, recorder: recorder)
        recorder.nodes += 1
        func add(_ label: String, _ child: Any?) {
            if let child, let converted = convert(child, parent: box, recorder: recorder) {
                box.values[label] = converted
                if let list = converted as? [Any] { recorder.listLengths[label] = max(recorder.listLengths[label] ?? 0, list.count) }
            } else {
                box.nullKeys.insert(label)
            }
        }
        if let listed = value as? any RenderFields {
            box.values.reserveCapacity(listed.renderFields.count)
            for (label, child) in listed.renderFields { add(label, child) }
        } else {
            for child in Mirror(reflecting: value).children {
                if let label = child.label { add(label, child.value) }
            }
        }
        return box
    }

    private static func convert(_ value: Any, parent: StrictRenderBox, recorder: MissingKeyRecorder) -> Any? {
        switch value {
        case let text as String: return text
        case let number as Int: return number
        case let flag as Bool: return flag
        case let list as [any RenderFields]: return list.map { box($0, parent: parent, recorder: recorder) }
        default: break
        }
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .optional:
            return mirror.children.first.flatMap { convert($0.value, parent: parent, recorder: recorder) }
        case .collection, .set:
            return mirror.children.compactMap { convert($0.value, parent: parent, recorder: recorder) }
        case .struct, .class:
            return box(value, parent: parent, recorder: recorder)
        default:
            return String(describing: value)
        }
    }

    func child(named name: String) -> Any? {
        // Past the budget every key is absent, so sections end and the render unwinds.
        guard recorder.spendLookup() else { return nil }
        if let value = values[name] { return value }
        // A present but empty key answers with a null value rather than nil, so
        // the lookup stops here instead of climbing to enclosing objects.
        if nullKeys.contains(name) { return NullValue() }
        if !enclosingHas(name) { recorder.record(name) }
        return nil
    }

    private func has(_ name: String) -> Bool { values[name] != nil || nullKeys.contains(name) }

    private func enclosingHas(_ name: String) -> Bool {
        var node = parent
        while let current = node {
            if current.has(name) { return true }
            node = current.parent
        }
        return false
    }
}

/// An empty value: renders as nothing, is false in a section, true in an inverted one.
struct NullValue: MustacheCustomRenderable {
    var renderText: String { "" }
    var isNull: Bool { true }
}

/// Collects the keys no context node had, in the order first asked, and
/// counts key lookups against a budget; reset between templates that share
/// one box tree.
final class MissingKeyRecorder: @unchecked Sendable {
    // @unchecked: `keys` is read and written only under `lock`; `nodes`,
    // `remaining` and `exhausted` only by the one render that owns the recorder
    // (a lock per lookup would slow every render).
    private let lock = NSLock()
    private var keys: [String] = []
    /// The boxes built for the context.
    var nodes = 0
    /// The longest list under each key of the context.
    var listLengths: [String: Int] = [:]
    /// Lookups left to the current render; set from ``lookupBudget`` by ``reset()``.
    private var remaining = 0
    /// Whether a render ran past its lookup budget.
    private(set) var exhausted = false

    /// The lookups one template's render may make: far more than any template
    /// that visits each context node a few hundred times, far fewer than one
    /// that nests a list inside itself.
    var lookupBudget: Int { max(TemplateLimits.minimumLookups, nodes.multipliedReportingOverflow(by: TemplateLimits.lookupsPerNode).overflow ? .max : nodes * TemplateLimits.lookupsPerNode) }

    /// Counts one lookup; `false` once the budget is spent. On every key
    /// lookup of every render, so it only decrements.
    func spendLookup() -> Bool {
        remaining -= 1
        if remaining < 0 { exhausted = true }
        return !exhausted
    }

    func record(_ key: String) {
        lock.lock()
        defer { lock.unlock() }
        if !keys.contains(key) { keys.append(key) }
    }

    var missing: [String] {
        lock.lock()
        defer { lock.unlock() }
        return keys
    }

    func reset() {
        lock.lock()
        defer { lock.unlock() }
        keys.removeAll()
        remaining = lookupBudget
        exhausted = false
    }
}
