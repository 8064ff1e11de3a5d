import ArgumentParser
import AchievementsCatalog
import CatalogValidation
import CatalogYAML

/// Options every command that reads the catalog shares.
struct CatalogOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("The catalog file.", valueName: "path"), completion: .file(extensions: ["yaml", "yml"]))
    var catalog: String = "catalog.yaml"

    @Option(name: .long, help: "Refuse catalog files larger than this many bytes.")
    var maxInputBytes: Int = YAMLReadLimits.defaultMaxBytes

    func validate() throws {
        guard maxInputBytes > 0 else { throw ValidationError("--max-input-bytes must be positive") }
    }

    /// The reading limits these options set.
    var limits: YAMLReadLimits { YAMLReadLimits(maxBytes: maxInputBytes) }

    /// The check configured by these options.
    var check: CatalogCheck {
        CatalogCheck(loader: CatalogLoader(limits: limits))
    }

    /// The check with the artwork files checked too.
    var checkWithArtwork: CatalogCheck {
        var check = check
        check.checksArtwork = true
        return check
    }
}
