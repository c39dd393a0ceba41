#!/usr/bin/env python3
"""Generate Sources/ButtonGroupCore/Foundations/Text/DejaVuSansMetrics.swift from the DejaVu Sans fonts.

Only needed to REGENERATE the committed Swift file; building the package does not need it.
Requires fontTools:  pip install fonttools
(e.g. python3 -m venv /tmp/fontvenv && /tmp/fontvenv/bin/pip install fonttools)

Usage:
    python3 scripts/gen_font_metrics.py            # (re)write the Swift file
    python3 scripts/gen_font_metrics.py --check    # exit 1 if the committed file is stale
                                                   # (exit 2: fontTools or a font is missing)
    python3 scripts/gen_font_metrics.py --regular R.ttf --bold B.ttf --output OUT.swift

Defaults read Debian's fonts-dejavu-core files:
    /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf
    /usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf

What is extracted per face: head.unitsPerEm, hhea.ascent / descent / lineGap,
OS/2.xAvgCharWidth, and the hmtx advance width of the glyph mapped by the best cmap
subtable (BMP and supplementary planes) for every code point.

Encoding (kept out of Swift array literals, which are slow to type-check): one
multi-line string literal per face, a stream of base-64 digits in the alphabet
0-9 A-Z a-z - _ (digit values 0..63, most significant digit first); newlines are
ignored. The stream is a sequence of runs of consecutive code points:
    start code point : 4 digits (24 bits)
    count            : 2 digits (12 bits, 1...4095; longer runs are split)
    count advances   : 3 digits each (18 bits, font units)
The output is deterministic: it depends only on the font files.
"""

import argparse
import os
import sys

ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz-_"
assert len(ALPHABET) == 64

START_DIGITS = 4
COUNT_DIGITS = 2
ADVANCE_DIGITS = 3
MAX_RUN = 64 ** COUNT_DIGITS - 1
LINE_LENGTH = 100

REPO_ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEFAULT_REGULAR = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
DEFAULT_BOLD = "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"
DEFAULT_OUTPUT = os.path.join(REPO_ROOT, "Sources", "ButtonGroupCore", "Foundations", "Text", "DejaVuSansMetrics.swift")


def digits(value, count):
    """`value` as exactly `count` base-64 digits, most significant first."""
    if value < 0 or value >= 64 ** count:
        raise ValueError(f"{value} does not fit in {count} base-64 digits")
    out = []
    for _ in range(count):
        out.append(ALPHABET[value % 64])
        value //= 64
    return "".join(reversed(out))


def read_face(path):
    """Metrics of one face as a dict; advances maps code point -> advance width."""
    try:
        from fontTools.ttLib import TTFont  # imported here so --help works without fontTools
    except ImportError:
        print("fontTools is required: pip install fonttools", file=sys.stderr)
        raise SystemExit(2)

    if not os.path.isfile(path):
        print(f"font not found: {path}", file=sys.stderr)
        raise SystemExit(2)
    font = TTFont(path, lazy=True)
    cmap = font.getBestCmap()
    if cmap is None:
        print(f"{path}: no usable cmap subtable", file=sys.stderr)
        raise SystemExit(2)
    hmtx = font["hmtx"]
    hhea = font["hhea"]
    advances = {cp: hmtx[glyph][0] for cp, glyph in cmap.items()}
    return {
        "name": font["name"].getDebugName(4) or os.path.basename(path),
        "version": font["name"].getDebugName(5) or "unknown version",
        "file": os.path.basename(path),
        "unitsPerEm": font["head"].unitsPerEm,
        "ascender": hhea.ascent,
        "descender": hhea.descent,
        "lineGap": hhea.lineGap,
        "averageAdvance": font["OS/2"].xAvgCharWidth,
        "advances": advances,
    }


def encode_advances(advances):
    """The run-length stream described in the module docstring, and the number of runs."""
    code_points = sorted(advances)
    runs = []
    for cp in code_points:
        if runs and cp == runs[-1][0] + len(runs[-1][1]) and len(runs[-1][1]) < MAX_RUN:
            runs[-1][1].append(advances[cp])
        else:
            runs.append((cp, [advances[cp]]))
    parts = []
    for start, widths in runs:
        parts.append(digits(start, START_DIGITS))
        parts.append(digits(len(widths), COUNT_DIGITS))
        parts.extend(digits(w, ADVANCE_DIGITS) for w in widths)
    return "".join(parts), len(runs)


def swift_literal(stream, indent):
    lines = [stream[i:i + LINE_LENGTH] for i in range(0, len(stream), LINE_LENGTH)]
    body = "\n".join(indent + line for line in lines)
    return f'"""\n{body}\n{indent}"""'


def face_declaration(property_name, face):
    stream, run_count = encode_advances(face["advances"])
    indent = "        "
    return f"""\
    /// {face['name']} ({face['file']}, {face['version']}): {len(face['advances'])} code points in {run_count} runs.
    static let {property_name} = DejaVuSansMetrics(
        unitsPerEm: {face['unitsPerEm']},
        ascender: {face['ascender']},
        descender: {face['descender']},
        lineGap: {face['lineGap']},
        averageAdvance: {face['averageAdvance']},
        codePointCount: {len(face['advances'])},
        encodedAdvances: {swift_literal(stream, indent)}
    )
"""


TEMPLATE = """\
// GENERATED FILE - DO NOT EDIT.
// Generated by scripts/gen_font_metrics.py from {regular_file} and {bold_file} ({version}).
// Regenerate (needs `pip install fonttools`):  python3 scripts/gen_font_metrics.py
// Verify it is up to date:                     python3 scripts/gen_font_metrics.py --check
// DejaVu Sans: Bitstream Vera / DejaVu font license (free; see https://dejavu-fonts.github.io/License.html).

/// Horizontal metrics of one DejaVu Sans face: vertical line metrics from `hhea` and the advance
/// width of every code point in the font's cmap, in font units.
///
/// The advances are stored as a compact base-64 run stream (see the generator script) and decoded
/// once, on first use of `regular` or `bold`, into a sorted run table searched by bisection.
struct DejaVuSansMetrics: Sendable {{
    /// Font units per em.
    let unitsPerEm: Int
    /// `hhea` ascender (positive, above the baseline).
    let ascender: Int
    /// `hhea` descender (negative, below the baseline).
    let descender: Int
    /// `hhea` line gap.
    let lineGap: Int
    /// `OS/2` xAvgCharWidth: the font's average advance width.
    let averageAdvance: Int
    /// First code point of each run of consecutive mapped code points, ascending.
    private let runStarts: [UInt32]
    /// Index into `advances` of each run's first code point; one extra final entry = `advances.count`.
    private let runOffsets: [Int]
    /// Advance widths of all mapped code points, in code point order.
    private let advances: [UInt16]

{faces}
    /// Advance width in font units of the glyph `scalar` maps to, or nil if the font lacks it.
    func advance(of scalar: Unicode.Scalar) -> Int? {{
        let value = scalar.value
        // Last run whose start is <= value.
        var low = 0
        var high = runStarts.count
        while low < high {{
            let mid = (low &+ high) >> 1
            if runStarts[mid] <= value {{ low = mid &+ 1 }} else {{ high = mid }}
        }}
        if low == 0 {{ return nil }}
        let run = low &- 1
        let index = runOffsets[run] &+ Int(value &- runStarts[run])
        return index < runOffsets[run &+ 1] ? Int(advances[index]) : nil
    }}

    /// Whether the font maps `scalar` to a glyph.
    func contains(_ scalar: Unicode.Scalar) -> Bool {{
        advance(of: scalar) != nil
    }}

    private init(
        unitsPerEm: Int, ascender: Int, descender: Int, lineGap: Int, averageAdvance: Int,
        codePointCount: Int, encodedAdvances: StaticString
    ) {{
        self.unitsPerEm = unitsPerEm
        self.ascender = ascender
        self.descender = descender
        self.lineGap = lineGap
        self.averageAdvance = averageAdvance
        var starts: [UInt32] = []
        var offsets: [Int] = []
        var widths: [UInt16] = []
        widths.reserveCapacity(codePointCount)
        encodedAdvances.withUTF8Buffer {{ bytes in
            var position = 0
            // Next `count` base-64 digits as a number; newlines are skipped.
            func read(_ count: Int) -> UInt32 {{
                var result: UInt32 = 0
                var taken = 0
                while taken < count {{
                    let byte = bytes[position]
                    position += 1
                    let digit: UInt32
                    switch byte {{
                    case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
                    case UInt8(ascii: "A")...UInt8(ascii: "Z"): digit = UInt32(byte - UInt8(ascii: "A")) + 10
                    case UInt8(ascii: "a")...UInt8(ascii: "z"): digit = UInt32(byte - UInt8(ascii: "a")) + 36
                    case UInt8(ascii: "-"): digit = 62
                    case UInt8(ascii: "_"): digit = 63
                    default: continue
                    }}
                    result = result << 6 | digit
                    taken += 1
                }}
                return result
            }}
            // Skip trailing whitespace so the loop ends exactly at the last digit.
            var end = bytes.count
            while end > 0, bytes[end - 1] == UInt8(ascii: "\\n") || bytes[end - 1] == UInt8(ascii: " ") {{
                end -= 1
            }}
            while position < end {{
                starts.append(read({start_digits}))
                offsets.append(widths.count)
                let count = Int(read({count_digits}))
                for _ in 0..<count {{
                    widths.append(UInt16(read({advance_digits})))
                }}
            }}
        }}
        offsets.append(widths.count)
        precondition(widths.count == codePointCount, "corrupt DejaVuSansMetrics advance table")
        self.runStarts = starts
        self.runOffsets = offsets
        self.advances = widths
    }}
}}
"""


def generate(regular_path, bold_path):
    regular = read_face(regular_path)
    bold = read_face(bold_path)
    faces = face_declaration("regular", regular) + "\n" + face_declaration("bold", bold)
    return TEMPLATE.format(
        regular_file=regular["file"],
        bold_file=bold["file"],
        version=regular["version"],
        faces=faces,
        start_digits=START_DIGITS,
        count_digits=COUNT_DIGITS,
        advance_digits=ADVANCE_DIGITS,
    )


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--regular", default=DEFAULT_REGULAR, help="DejaVuSans.ttf path")
    parser.add_argument("--bold", default=DEFAULT_BOLD, help="DejaVuSans-Bold.ttf path")
    parser.add_argument("--output", default=DEFAULT_OUTPUT, help="Swift file to write or check")
    parser.add_argument("--check", action="store_true",
                        help="do not write; exit 1 if --output differs from what would be generated")
    args = parser.parse_args()

    text = generate(args.regular, args.bold)
    if args.check:
        try:
            with open(args.output, encoding="utf-8", newline="") as handle:
                current = handle.read()
        except FileNotFoundError:
            current = None
        if current != text:
            print(f"{args.output} is out of date; run: python3 scripts/gen_font_metrics.py", file=sys.stderr)
            return 1
        print(f"{args.output} is up to date")
        return 0
    with open(args.output, "w", encoding="utf-8", newline="\n") as handle:
        handle.write(text)
    print(f"wrote {args.output} ({len(text.encode('utf-8'))} bytes)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
