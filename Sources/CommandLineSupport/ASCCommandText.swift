/// The words of `achievements asc` that both executables show: `achievements`
/// lists the subcommand, `achievements-asc` runs it.
package enum ASCCommandText {
    /// The one-line summary.
    package static let abstract = "Sync the catalog with App Store Connect: plan, apply, submit, pull."
    /// Credentials and exit statuses.
    package static let discussion = """
        Credentials come from --key-id, --issuer-id and --private-key, or ASC_KEY_ID, ASC_ISSUER_ID and \
        ASC_PRIVATE_KEY_PATH (or ASC_PRIVATE_KEY with the PEM text). `plan` exits 0 in sync, 2 with changes pending, 1 on errors; `submit` sends prepared versions for review.
        """
}
