#if AppStoreConnectSync
import ArgumentParser

/// `achievements asc`: the App Store Connect sync.
struct ASCCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "asc",
        abstract: "Sync the catalog with App Store Connect: plan, apply, pull.",
        discussion: """
            Credentials come from --key-id, --issuer-id and --private-key, or ASC_KEY_ID, ASC_ISSUER_ID and \
            ASC_PRIVATE_KEY_PATH (or ASC_PRIVATE_KEY with the PEM text). `plan` exits 0 in sync, 2 with changes pending, 1 on errors.
            """,
        subcommands: [ASCPlanCommand.self, ASCApplyCommand.self, ASCPullCommand.self]
    )
}
#endif
