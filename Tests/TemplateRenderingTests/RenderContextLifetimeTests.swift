@testable import TemplateRendering
import Testing

/// A context value with a nested list, as the render context has.
private struct Outer: Sendable { var items: [Inner] }
private struct Inner: Sendable { var name: String }

@Suite("Render context lifetime")
struct RenderContextLifetimeTests {
    @Test("a render's box tree is freed when the render ends (no parent-child cycle)")
    func freedAfterRender() {
        weak var root: StrictRenderBox?
        weak var recorder: MissingKeyRecorder?
        do {
            let keys = MissingKeyRecorder()
            let box = StrictRenderBox.root(Outer(items: [Inner(name: "a"), Inner(name: "b")]), recorder: keys)
            root = box
            recorder = keys
            #expect(box.child(named: "items") != nil)
        }
        #expect(root == nil)
        #expect(recorder == nil)
    }
}
