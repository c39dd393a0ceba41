//! What the fixture runners share: a small JSON reader and writer (the crate has no
//! dependencies), the comparison the C and Python runners make, and the fixtures' measure.

#![allow(dead_code)]

use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::path::PathBuf;

use buttongroup::{Rect, Size};

/// A JSON value. Objects keep their keys sorted (the comparison does not depend on order).
#[derive(Clone, Debug, PartialEq)]
pub enum Json {
    Null,
    Bool(bool),
    Num(f64),
    Str(String),
    Arr(Vec<Json>),
    Obj(BTreeMap<String, Json>),
}

impl Json {
    /// Parses a whole document; panics with the byte offset on malformed input.
    pub fn parse(text: &str) -> Json {
        let mut parser = Parser { bytes: text.as_bytes(), at: 0 };
        let value = parser.value();
        parser.space();
        assert_eq!(parser.at, parser.bytes.len(), "JSON: trailing text at byte {}", parser.at);
        value
    }

    /// The member `key` of an object (None when absent or not an object).
    pub fn get(&self, key: &str) -> Option<&Json> {
        match self {
            Json::Obj(map) => map.get(key),
            _ => None,
        }
    }

    /// The member `key`, which must be there.
    pub fn at(&self, key: &str) -> &Json {
        self.get(key).unwrap_or_else(|| panic!("fixture: no {:?} in {}", key, self.to_text()))
    }

    /// The member `key` unless absent or null.
    pub fn opt(&self, key: &str) -> Option<&Json> {
        self.get(key).filter(|value| **value != Json::Null)
    }

    pub fn num(&self) -> f64 {
        match self {
            Json::Num(n) => *n,
            other => panic!("fixture: expected a number, got {}", other.to_text()),
        }
    }

    pub fn str(&self) -> &str {
        match self {
            Json::Str(s) => s,
            other => panic!("fixture: expected a string, got {}", other.to_text()),
        }
    }

    pub fn bool(&self) -> bool {
        match self {
            Json::Bool(b) => *b,
            other => panic!("fixture: expected a boolean, got {}", other.to_text()),
        }
    }

    pub fn arr(&self) -> &[Json] {
        match self {
            Json::Arr(items) => items,
            other => panic!("fixture: expected an array, got {}", other.to_text()),
        }
    }

    /// The keys of an object.
    pub fn keys(&self) -> Vec<&str> {
        match self {
            Json::Obj(map) => map.keys().map(String::as_str).collect(),
            _ => Vec::new(),
        }
    }

    /// Fails loudly when the object has a key the runner does not know (a new fixture field
    /// must be taught to the runner, never skipped).
    pub fn only_keys(&self, what: &str, known: &[&str]) {
        let unknown: Vec<&str> = self.keys().into_iter().filter(|key| !known.contains(key)).collect();
        assert!(unknown.is_empty(), "{}: keys this runner does not know: {:?}", what, unknown);
    }

    /// The value as JSON text.
    pub fn to_text(&self) -> String {
        let mut out = String::new();
        self.write(&mut out);
        out
    }

    fn write(&self, out: &mut String) {
        match self {
            Json::Null => out.push_str("null"),
            Json::Bool(b) => write!(out, "{}", b).unwrap(),
            Json::Num(n) => write!(out, "{}", n).unwrap(),
            Json::Str(s) => write_string(s, out),
            Json::Arr(items) => {
                out.push('[');
                for (index, item) in items.iter().enumerate() {
                    if index > 0 {
                        out.push(',');
                    }
                    item.write(out);
                }
                out.push(']');
            }
            Json::Obj(map) => {
                out.push('{');
                for (index, (key, value)) in map.iter().enumerate() {
                    if index > 0 {
                        out.push(',');
                    }
                    write_string(key, out);
                    out.push(':');
                    value.write(out);
                }
                out.push('}');
            }
        }
    }
}

fn write_string(s: &str, out: &mut String) {
    out.push('"');
    for ch in s.chars() {
        match ch {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            c if (c as u32) < 0x20 => write!(out, "\\u{:04x}", c as u32).unwrap(),
            c => out.push(c),
        }
    }
    out.push('"');
}

struct Parser<'a> {
    bytes: &'a [u8],
    at: usize,
}

impl<'a> Parser<'a> {
    fn space(&mut self) {
        while self.at < self.bytes.len() && b" \t\r\n".contains(&self.bytes[self.at]) {
            self.at += 1;
        }
    }

    fn peek(&mut self) -> u8 {
        self.space();
        *self.bytes.get(self.at).unwrap_or_else(|| panic!("JSON: unexpected end"))
    }

    fn expect(&mut self, byte: u8) {
        assert_eq!(self.peek(), byte, "JSON: expected {:?} at byte {}", byte as char, self.at);
        self.at += 1;
    }

    fn literal(&mut self, word: &str, value: Json) -> Json {
        assert!(self.bytes[self.at..].starts_with(word.as_bytes()), "JSON: bad literal at byte {}", self.at);
        self.at += word.len();
        value
    }

    fn value(&mut self) -> Json {
        match self.peek() {
            b'{' => self.object(),
            b'[' => {
                self.at += 1;
                let mut items = Vec::new();
                if self.peek() == b']' {
                    self.at += 1;
                    return Json::Arr(items);
                }
                loop {
                    items.push(self.value());
                    if self.peek() == b']' {
                        self.at += 1;
                        return Json::Arr(items);
                    }
                    self.expect(b',');
                }
            }
            b'"' => Json::Str(self.string()),
            b't' => self.literal("true", Json::Bool(true)),
            b'f' => self.literal("false", Json::Bool(false)),
            b'n' => self.literal("null", Json::Null),
            _ => self.number(),
        }
    }

    fn object(&mut self) -> Json {
        self.expect(b'{');
        let mut map = BTreeMap::new();
        if self.peek() == b'}' {
            self.at += 1;
            return Json::Obj(map);
        }
        loop {
            self.space();
            let key = self.string();
            self.expect(b':');
            map.insert(key, self.value());
            if self.peek() == b'}' {
                self.at += 1;
                return Json::Obj(map);
            }
            self.expect(b',');
        }
    }

    fn number(&mut self) -> Json {
        let start = self.at;
        while self.at < self.bytes.len() && b"+-0123456789.eE".contains(&self.bytes[self.at]) {
            self.at += 1;
        }
        let text = std::str::from_utf8(&self.bytes[start..self.at]).unwrap();
        Json::Num(text.parse().unwrap_or_else(|_| panic!("JSON: bad number {:?} at byte {}", text, start)))
    }

    fn hex4(&mut self) -> u32 {
        let text = std::str::from_utf8(&self.bytes[self.at..self.at + 4]).unwrap();
        self.at += 4;
        u32::from_str_radix(text, 16).unwrap_or_else(|_| panic!("JSON: bad \\u escape {:?}", text))
    }

    fn string(&mut self) -> String {
        self.expect(b'"');
        let mut out = Vec::new();
        loop {
            let byte = self.bytes[self.at];
            self.at += 1;
            match byte {
                b'"' => return String::from_utf8(out).expect("JSON: UTF-8 text"),
                b'\\' => {
                    let escape = self.bytes[self.at];
                    self.at += 1;
                    let ch = match escape {
                        b'n' => '\n',
                        b't' => '\t',
                        b'r' => '\r',
                        b'b' => '\u{8}',
                        b'f' => '\u{c}',
                        b'u' => {
                            let mut code = self.hex4();
                            if (0xD800..0xDC00).contains(&code) && self.bytes[self.at..].starts_with(b"\\u") {
                                self.at += 2;
                                code = 0x10000 + ((code - 0xD800) << 10) + (self.hex4() - 0xDC00);
                            }
                            char::from_u32(code).unwrap_or('\u{FFFD}')
                        }
                        other => other as char,
                    };
                    out.extend_from_slice(ch.encode_utf8(&mut [0; 4]).as_bytes());
                }
                other => out.push(other),
            }
        }
    }
}

/// An object from (key, value) pairs.
pub fn obj(pairs: Vec<(&str, Json)>) -> Json {
    Json::Obj(pairs.into_iter().map(|(key, value)| (key.to_owned(), value)).collect())
}

pub fn num(value: impl Into<f64>) -> Json {
    Json::Num(value.into())
}

pub fn text(value: Option<&str>) -> Json {
    value.map_or(Json::Null, |s| Json::Str(s.to_owned()))
}

pub fn rect(r: Rect) -> Json {
    Json::Arr(vec![num(r.x), num(r.y), num(r.width), num(r.height)])
}

pub fn opt_rect(r: Option<Rect>) -> Json {
    r.map_or(Json::Null, rect)
}

pub fn nums<T: Into<f64> + Copy>(values: &[T]) -> Json {
    Json::Arr(values.iter().map(|&v| num(v)).collect())
}

/// The first difference between `expected` and `actual`, as the C and Python runners find it:
/// the same keys, the same lengths, booleans and strings equal, numbers within 1e-6.
pub fn difference(expected: &Json, actual: &Json, path: &str) -> Option<String> {
    match (expected, actual) {
        (Json::Obj(e), Json::Obj(a)) => {
            if e.keys().ne(a.keys()) {
                return Some(format!(
                    "{}: keys {:?} vs {:?}",
                    path,
                    e.keys().collect::<Vec<_>>(),
                    a.keys().collect::<Vec<_>>()
                ));
            }
            e.iter().find_map(|(key, value)| difference(value, &a[key], &format!("{}.{}", path, key)))
        }
        (Json::Arr(e), Json::Arr(a)) => {
            if e.len() != a.len() {
                return Some(format!("{}: {} elements vs {}", path, e.len(), a.len()));
            }
            e.iter().zip(a).enumerate().find_map(|(i, (e, a))| difference(e, a, &format!("{}[{}]", path, i)))
        }
        (Json::Num(e), Json::Num(a)) => {
            let tolerance = (1e-9 * e.abs().max(a.abs())).max(1e-6);
            ((e - a).abs() > tolerance || e.is_nan() != a.is_nan())
                .then(|| format!("{}: expected {}, got {}", path, e, a))
        }
        _ => {
            (expected != actual).then(|| format!("{}: expected {}, got {}", path, expected.to_text(), actual.to_text()))
        }
    }
}

/// The directory of one component's fixtures.
pub fn fixtures(component: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../Tests/Fixtures").join(component)
}

/// Every fixture file of a component, sorted, parsed: (file name, document).
pub fn load(component: &str) -> Vec<(String, Json)> {
    let mut paths: Vec<PathBuf> = std::fs::read_dir(fixtures(component))
        .unwrap_or_else(|e| panic!("fixtures of {}: {}", component, e))
        .map(|entry| entry.unwrap().path())
        .filter(|path| path.extension().map_or(false, |ext| ext == "json"))
        .collect();
    paths.sort();
    paths
        .into_iter()
        .map(|path| {
            let name = path.file_name().unwrap().to_string_lossy().into_owned();
            (name, Json::parse(&std::fs::read_to_string(&path).unwrap()))
        })
        .collect()
}

/// A measure closure, as the objects' `set_measure` take it.
pub type Measure = Box<dyn FnMut(&str, &str, f64) -> Option<Size> + Send>;

/// The fixtures' measure: `advance` points per code point (a Unicode scalar), lines `height`
/// high (defaults 8 and 20); None with `"builtin": true` (the library's own measurer).
pub fn measure(fixture: &Json) -> Option<Measure> {
    let spec = fixture.get("measure");
    if let Some(spec) = spec {
        spec.only_keys("measure", &["advance", "height", "builtin"]);
        if spec.opt("builtin").map_or(false, Json::bool) {
            return None;
        }
    }
    let advance = spec.and_then(|m| m.get("advance")).map_or(8.0, Json::num);
    let height = spec.and_then(|m| m.get("height")).map_or(20.0, Json::num);
    Some(Box::new(move |_font: &str, text: &str, _max: f64| {
        Some(Size::new(text.chars().count() as f64 * advance, height))
    }))
}

/// Asserts that a file had no mismatches, listing the first 20.
pub fn report(file: &str, mismatches: &[String]) {
    assert!(
        mismatches.is_empty(),
        "{}: {} differences:\n{}",
        file,
        mismatches.len(),
        mismatches.iter().take(20).cloned().collect::<Vec<_>>().join("\n")
    );
}

#[test]
fn the_json_reader_reads_what_the_fixtures_hold() {
    let value = Json::parse(r#" {"a": [1, -2.5e1, true, null], "b": "\u00e9\ud83d\ude00\n", "c": {}} "#);
    assert_eq!(value.at("a").arr()[1].num(), -25.0);
    assert_eq!(value.at("b").str(), "é😀\n");
    assert_eq!(Json::parse(&value.to_text()), value);
    assert!(difference(&num(1.0), &num(1.0 + 1e-7), "x").is_none());
    assert!(difference(&num(1.0), &num(1.001), "x").is_some());
    assert!(difference(&Json::Bool(true), &num(1.0), "x").is_some());
    assert!(difference(&obj(vec![("a", Json::Null)]), &obj(vec![]), "x").is_some());
}
