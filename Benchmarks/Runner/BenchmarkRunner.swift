import FileAccess
import AchievementsCatalog
import CatalogExport
import CatalogGeneration
import CatalogValidation
import CatalogYAML
import Foundation
import TemplateRendering

/// Runs one pipeline stage on a catalog, as the benchmark driver measures it:
///
///     achievements-benchmark validate|generate|csv CATALOG [OUTPUT]
///
/// Unlike the command, `generate` and `csv` go on past the limit errors a
/// synthetic catalog of more than 100 achievements has, so every size is
/// measured through every stage. Prints the number of diagnostics.
@main
struct BenchmarkRunner {
    static func main() {
        let arguments = CommandLine.arguments
        guard arguments.count >= 3 else {
            print("usage: achievements-benchmark validate|generate|csv CATALOG [OUTPUT]")
            exit(64)
        }
        let (stage, path) = (arguments[1], arguments[2])
        let output = arguments.count > 3 ? arguments[3] : "/dev/null"
        let check = CatalogCheck(loader: CatalogLoader(limits: YAMLReadLimits(maxBytes: Int.max)))
        let checked = check.run(path: path)
        guard let catalog = checked.catalog else {
            print("the catalog did not load: \(checked.diagnostics.count) diagnostics")
            exit(1)
        }
        switch stage {
        case "validate":
            break
        case "generate":
            let templates = (try? TemplateSet.load(directory: "templates").get()) ?? TemplateSet(templates: [])
            guard case .success(let files) = CatalogGenerator().render(catalog, templates: templates),
                  case .success = SafeFileWriter(directory: output, ownership: .any).write(files, check: false) else {
                print("generation failed")
                exit(1)
            }
        case "csv":
            let text = CSVExport.table(AdminSheet(catalog), layout: .achievements).text()
            _ = FileManager.default.createFile(atPath: output, contents: Data(text.utf8))
        default:
            print("unknown stage \(stage)")
            exit(64)
        }
        print("\(checked.diagnostics.count) diagnostics")
    }
}
