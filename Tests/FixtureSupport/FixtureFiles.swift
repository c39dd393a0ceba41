import Foundation

/// The loop every Swift golden-fixture runner shares: read each `.json` fixture file of a
/// directory, run each case, and either compare the result with the case's recorded `expected`
/// or, with `BG_RECORD_FIXTURES=1` in the environment, record it and rewrite the file.
public enum FixtureFiles {
    /// What a pass over a directory found.
    public struct Outcome {
        /// Files read and cases run.
        public var files = 0, cases = 0
        /// One sentence per case whose result differs from its expectation (or has none).
        public var mismatches: [String] = []
    }

    /// Runs every case of every fixture file in `directory`: `prepare` reads a file's shared
    /// values once, `run` lays one case out (given them, the case and its name) and describes it.
    /// Files are rewritten with `pretty` containers one entry per line when recording.
    public static func run<Context>(
        _ directory: URL, pretty: Set<[String]>, prepare: ([String: Any]) throws -> Context,
        run: (Context, [String: Any], String) throws -> [String: Any]
    ) throws -> Outcome {
        let files = try FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "json" }.sorted { $0.path < $1.path }
        let recording = ProcessInfo.processInfo.environment["BG_RECORD_FIXTURES"] == "1"
        var outcome = Outcome()
        for file in files {
            guard var fixture = try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any],
                  var cases = fixture["cases"] as? [[String: Any]] else {
                throw FixtureError("\(file.lastPathComponent) is not a fixture file with cases")
            }
            let context = try prepare(fixture)
            outcome.files += 1
            for index in cases.indices {
                let name = "\(file.lastPathComponent) \(cases[index]["name"] as? String ?? "#\(index)")"
                let actual = try run(context, cases[index], name)
                outcome.cases += 1
                if recording {
                    cases[index]["expected"] = actual
                } else if let expected = cases[index]["expected"] as? [String: Any] {
                    if let mismatch = FixtureJSON.difference(expected, actual, path: "expected") {
                        outcome.mismatches.append("\(name): \(mismatch)")
                    }
                } else {
                    outcome.mismatches.append("\(name) has no expectations")
                }
            }
            if recording {
                fixture["cases"] = cases
                try Data(FixtureJSON.text(fixture, pretty: pretty).utf8).write(to: file)
            }
        }
        return outcome
    }
}
