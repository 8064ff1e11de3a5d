import SwiftParser
import SwiftSyntax

/// What a Swift file says about achievement IDs, found by walking its syntax
/// tree (never by matching text): every string literal that may be an ID,
/// every pairing of a local key with an ID in a mapping construct, and every
/// ID that is computed and so cannot be checked.
struct ClientMappingFacts: Sendable {
    /// A string literal and where it is.
    struct Literal {
        var value: String
        var line: Int
        var column: Int
    }

    /// A local key (as written: `run_100`, `run100`, `.run100`) paired with an ID literal.
    struct Pairing {
        var keyToken: String
        var id: Literal
        /// The dictionary or switch it belongs to, to find duplicates within one mapping.
        var construct: Int
    }

    var literals: [Literal] = []
    /// The first literal the near-ID test was skipped for, the near-ID test's budget having run out.
    var firstUnmatched: Literal?
    var pairings: [Pairing] = []
    /// Literals with interpolation, or concatenations, that start like an ID.
    var computed: [Literal] = []
}

/// Walks a source file and collects ``ClientMappingFacts``.
final class ClientMappingVisitor: SyntaxVisitor {
    private let converter: SourceLocationConverter
    /// Tells the literals that may be IDs; it goes on from file to file.
    private(set) var matcher: NearIDMatcher
    private var nextConstruct = 0
    /// Literals already reported as the start of a computed ID.
    private var partOfComputed: Set<SyntaxIdentifier> = []
    private(set) var facts = ClientMappingFacts()

    init(file: SourceFileSyntax, fileName: String, matcher: NearIDMatcher) {
        converter = SourceLocationConverter(fileName: fileName, tree: file)
        self.matcher = matcher
        super.init(viewMode: .sourceAccurate)
    }

    /// Whether `value`, written at `node`, may be an ID.
    private func looksLikeID(_ value: String, at node: some SyntaxProtocol) -> Bool {
        let wasExhausted = matcher.isExhausted
        let answer = matcher.looksLikeID(value)
        if matcher.isExhausted, !wasExhausted { facts.firstUnmatched = literal(node, value: value) }
        return answer
    }

    private func literal(_ node: some SyntaxProtocol, value: String) -> ClientMappingFacts.Literal {
        let location = converter.location(for: node.positionAfterSkippingLeadingTrivia)
        return .init(value: value, line: location.line, column: location.column)
    }

    /// The ID in `expression` when it is a plain string literal that looks like one.
    private func idLiteral(_ expression: ExprSyntax?) -> ClientMappingFacts.Literal? {
        guard let string = expression?.as(StringLiteralExprSyntax.self), let value = string.representedLiteralValue, looksLikeID(value, at: string) else { return nil }
        return literal(string, value: value)
    }

    /// The key written in `expression`: `"run_100"`, `.run100`, `Type.run100` or `run100`.
    private func keyToken(_ expression: ExprSyntax?) -> String? {
        guard let expression else { return nil }
        if let string = expression.as(StringLiteralExprSyntax.self) { return string.representedLiteralValue }
        if let member = expression.as(MemberAccessExprSyntax.self) { return Self.unescaped(member.declName.baseName.text) }
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return Self.unescaped(reference.baseName.text) }
        if let call = expression.as(FunctionCallExprSyntax.self) { return keyToken(call.calledExpression) }
        return nil
    }

    static func unescaped(_ name: String) -> String {
        name.hasPrefix("`") && name.hasSuffix("`") && name.count > 2 ? String(name.dropFirst().dropLast()) : name
    }

    /// Pairs a key and an ID in either order.
    private func pair(_ first: ExprSyntax?, _ second: ExprSyntax?, construct: Int) {
        if let id = idLiteral(second), let key = keyToken(first) {
            facts.pairings.append(.init(keyToken: key, id: id, construct: construct))
        } else if let id = idLiteral(first), let key = keyToken(second) {
            facts.pairings.append(.init(keyToken: key, id: id, construct: construct))
        }
    }

    override func visit(_ node: StringLiteralExprSyntax) -> SyntaxVisitorContinueKind {
        if partOfComputed.contains(node.id) { return .visitChildren }
        if let value = node.representedLiteralValue {
            if looksLikeID(value, at: node) { facts.literals.append(literal(node, value: value)) }
        } else if let first = node.segments.first?.as(StringSegmentSyntax.self), looksLikeID(first.content.text + "x", at: node) {
            facts.computed.append(literal(node, value: node.segments.description))
        }
        return .visitChildren
    }

    /// `"ach.total." + suffix`: an unfolded sequence of operands and operators.
    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let elements = Array(node.elements)
        for (index, element) in elements.enumerated() where index + 1 < elements.count {
            guard let string = element.as(StringLiteralExprSyntax.self), let value = string.representedLiteralValue,
                  value.hasSuffix("."), looksLikeID(value + "x", at: string),
                  elements[index + 1].as(BinaryOperatorExprSyntax.self)?.operator.text == "+" else { continue }
            partOfComputed.insert(string.id)
            facts.computed.append(literal(string, value: node.trimmedDescription))
        }
        return .visitChildren
    }

    override func visit(_ node: DictionaryElementListSyntax) -> SyntaxVisitorContinueKind {
        nextConstruct += 1
        for element in node { pair(element.key, element.value, construct: nextConstruct) }
        return .visitChildren
    }

    override func visit(_ node: SwitchCaseListSyntax) -> SyntaxVisitorContinueKind {
        nextConstruct += 1
        for element in node {
            guard let switchCase = element.as(SwitchCaseSyntax.self), let label = switchCase.label.as(SwitchCaseLabelSyntax.self),
                  switchCase.statements.count == 1, let statement = switchCase.statements.first else { continue }
            let body: ExprSyntax? = if let returned = statement.item.as(ReturnStmtSyntax.self) {
                returned.expression
            } else if let expression = statement.item.as(ExprSyntax.self) {
                expression
            } else if let wrapped = statement.item.as(ExpressionStmtSyntax.self) {
                wrapped.expression
            } else {
                nil
            }
            for item in label.caseItems {
                pair(item.pattern.as(ExpressionPatternSyntax.self)?.expression, body, construct: nextConstruct)
            }
        }
        return .visitChildren
    }

    override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
        if let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let id = idLiteral(node.initializer?.value) {
            nextConstruct += 1
            facts.pairings.append(.init(keyToken: Self.unescaped(name), id: id, construct: nextConstruct))
        }
        return .visitChildren
    }
}
