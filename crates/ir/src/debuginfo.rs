//! Reading the fields of debug-info metadata nodes (`!DILocation(line: 3, scope: !7)`),
//! which [`crate::metadata`] keeps as text: the field values of one specialised node, and
//! the few node kinds code generation reads for line tables and scopes, summarised once
//! per module ([`DiSummary`]).

use crate::metadata::{MdRef, Metadata};
use smallvec::SmallVec;
use std::sync::OnceLock;

/// A node field that names no numbered node ([`DiSummary::scope`], …).
pub const NO_NODE: u32 = u32::MAX;

/// The kinds of node [`DiSummary`] tells apart.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum DiKind {
    Location,
    Subprogram,
    LexicalBlock,
    LexicalBlockFile,
    File,
    /// Any other node, specialised or not.
    Other,
}

/// What line tables and scopes read of a debug-info node: its kind, `line:`, `column:`
/// (0 when absent, as LLVM's defaults are), `scope:` and `inlinedAt:` ([`NO_NODE`] when
/// absent or not a numbered node), and its file as a scope: the node itself for a
/// `DIFile`, else its `file:` field.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct DiSummary {
    pub kind: DiKind,
    pub line: u32,
    pub column: u32,
    pub scope: u32,
    pub inlined_at: u32,
    pub file: u32,
}

impl DiSummary {
    /// Reads node `num` from its text (`[distinct] !DIKind(key: value, …)`).
    fn parse(num: u32, text: &[u8]) -> DiSummary {
        let mut s = DiSummary {
            kind: DiKind::Other,
            line: 0,
            column: 0,
            scope: NO_NODE,
            inlined_at: NO_NODE,
            file: NO_NODE,
        };
        let Some((kind, body)) = split_node(text) else {
            return s;
        };
        s.kind = match kind {
            b"DILocation" => DiKind::Location,
            b"DISubprogram" => DiKind::Subprogram,
            b"DILexicalBlock" => DiKind::LexicalBlock,
            b"DILexicalBlockFile" => DiKind::LexicalBlockFile,
            b"DIFile" => {
                s.kind = DiKind::File;
                s.file = num;
                return s;
            }
            _ => DiKind::Other,
        };
        for (key, value) in fields(body) {
            match key {
                b"line" => s.line = decimal(value).unwrap_or(0) as u32,
                b"column" => s.column = decimal(value).unwrap_or(0) as u32,
                b"scope" => s.scope = node_number(value).unwrap_or(NO_NODE),
                b"inlinedAt" => s.inlined_at = node_number(value).unwrap_or(NO_NODE),
                b"file" => s.file = node_number(value).unwrap_or(NO_NODE),
                _ => {}
            }
        }
        s
    }
}

/// The [`DiSummary`]s of a module's numbered nodes, each made the first time it is asked
/// for ([`Metadata::summary`]); safe to fill from several threads.
#[derive(Clone, Debug, Default)]
pub struct Summaries(OnceLock<Box<[OnceLock<DiSummary>]>>);

impl Metadata {
    /// The summary of node `r`: parsed once per module for numbered nodes, each time for
    /// inline ones; `None` when `r` is not defined.
    pub fn summary(&self, r: MdRef) -> Option<DiSummary> {
        let MdRef::Node(n) = r else {
            return Some(DiSummary::parse(NO_NODE, self.ref_text(r)?));
        };
        let idx = self.node_index.get(n)? as usize;
        let parse = || DiSummary::parse(n, self.text_of(self.nodes[idx].text));
        let cells = self
            .summaries
            .0
            .get_or_init(|| self.nodes.iter().map(|_| OnceLock::new()).collect());
        Some(match cells.get(idx) {
            Some(cell) => *cell.get_or_init(parse),
            // A node added after the first summary was asked for.
            None => parse(),
        })
    }
}

/// The fields of a specialised metadata node such as `!DIFile(filename: "a.c", …)`.
pub struct DiNode<'a> {
    /// The node's kind without `!` (`DILocation`).
    pub kind: &'a [u8],
    fields: SmallVec<[(&'a [u8], &'a [u8]); 12]>,
}

impl<'a> DiNode<'a> {
    /// Parses node text (`[distinct] !DIKind(key: value, …)`); `None` for other nodes.
    pub fn parse(text: &'a [u8]) -> Option<DiNode<'a>> {
        let (kind, body) = split_node(text)?;
        Some(DiNode {
            kind,
            fields: fields(body).collect(),
        })
    }

    /// The node `r` refers to in `md`, when it is a specialised node.
    pub fn of(md: &'a Metadata, r: MdRef) -> Option<DiNode<'a>> {
        DiNode::parse(md.ref_text(r)?)
    }

    /// The raw text of field `key`.
    pub fn field(&self, key: &str) -> Option<&'a [u8]> {
        self.fields
            .iter()
            .find(|(k, _)| *k == key.as_bytes())
            .map(|&(_, v)| v)
    }

    /// Field `key` as an unsigned number (0 when absent, as LLVM's defaults are).
    pub fn uint(&self, key: &str) -> u64 {
        self.field(key).and_then(decimal).unwrap_or(0)
    }

    /// Field `key` as a reference to a numbered node (`!N`).
    pub fn node_ref(&self, key: &str) -> Option<MdRef> {
        node_number(self.field(key)?).map(MdRef::Node)
    }

    /// Field `key` as a string (`"…"` with LLVM's `\XX` escapes decoded), up to its
    /// first NUL byte (`\00`), where the string ends in DWARF (a NUL inside panicked the
    /// DWARF writer: found by rllc-fuzz).
    pub fn string(&self, key: &str) -> Option<Vec<u8>> {
        let v = self.field(key)?.strip_prefix(b"\"")?.strip_suffix(b"\"")?;
        let mut out = Vec::with_capacity(v.len());
        let mut k = 0;
        while k < v.len() {
            if v[k] == b'\\' && k + 1 < v.len() && v[k + 1] == b'\\' {
                out.push(b'\\');
                k += 2;
            } else if v[k] == b'\\' && k + 2 < v.len() {
                let hex = std::str::from_utf8(&v[k + 1..k + 3]).ok()?;
                out.push(u8::from_str_radix(hex, 16).ok()?);
                k += 3;
            } else {
                out.push(v[k]);
                k += 1;
            }
        }
        if let Some(nul) = out.iter().position(|&b| b == 0) {
            out.truncate(nul);
        }
        Some(out)
    }
}

/// The elements of a tuple (`!{!1, null, !2}`), given as its text or a reference to it:
/// node references, `None` for other elements (`null`, values).
pub fn tuple_elements(md: &Metadata, field: &[u8]) -> Vec<Option<MdRef>> {
    let text = match field
        .strip_prefix(b"!")
        .and_then(|n| std::str::from_utf8(n).ok())
    {
        Some(n) if n.bytes().all(|c| c.is_ascii_digit()) && !n.is_empty() => n
            .parse()
            .ok()
            .and_then(|n| md.ref_text(MdRef::Node(n)))
            .unwrap_or_default(),
        _ => field,
    };
    let Some(body) = trim(text)
        .strip_prefix(b"!{")
        .and_then(|t| t.strip_suffix(b"}"))
    else {
        return Vec::new();
    };
    TopLevel::new(body)
        .filter(|e| !trim(e).is_empty())
        .map(|e| {
            let n = trim(e).strip_prefix(b"!")?;
            std::str::from_utf8(n).ok()?.parse().ok().map(MdRef::Node)
        })
        .collect()
}

/// The kind (without `!`) and the text between the parentheses of a specialised node
/// `[distinct] !DIKind(…)`.
fn split_node(text: &[u8]) -> Option<(&[u8], &[u8])> {
    let text = trim(text);
    let text = text.strip_prefix(b"distinct").map_or(text, trim);
    let text = text.strip_prefix(b"!")?;
    let open = memchr::memchr(b'(', text)?;
    let kind = &text[..open];
    if !kind.starts_with(b"DI") {
        return None;
    }
    Some((kind, text[open + 1..].strip_suffix(b")")?))
}

/// The `key: value` fields of a node's body, trimmed.
fn fields(body: &[u8]) -> Fields<'_> {
    Fields { rest: body }
}

/// The iterator of [`fields`].
struct Fields<'a> {
    /// The text from the next field on.
    rest: &'a [u8],
}

impl<'a> Iterator for Fields<'a> {
    type Item = (&'a [u8], &'a [u8]);

    fn next(&mut self) -> Option<(&'a [u8], &'a [u8])> {
        // Labels are short: a plain search beats memchr's setup.
        let colon = self.rest.iter().position(|&c| c == b':')?;
        let key = trim(&self.rest[..colon]);
        let value = trim_start(&self.rest[colon + 1..]);
        // Most values are numbers or node references: their end is found without
        // looking for brackets and strings.
        let digits_from = match value {
            [b'!' | b'-', d, ..] if d.is_ascii_digit() => 1,
            [d, ..] if d.is_ascii_digit() => 0,
            _ => value.len(),
        };
        let end = digits_from
            + value[digits_from..]
                .iter()
                .take_while(|c| c.is_ascii_digit())
                .count();
        let after = trim_start(&value[end..]);
        if digits_from < value.len() && matches!(after, [] | [b',', ..]) {
            self.rest = after.get(1..).unwrap_or_default();
            return Some((key, &value[..end]));
        }
        let mut parts = TopLevel::new(value);
        let part = parts.next()?;
        self.rest = value.get(parts.start..).unwrap_or_default();
        Some((key, trim(part)))
    }
}

/// `text` without leading ASCII whitespace.
fn trim_start(text: &[u8]) -> &[u8] {
    let start = text
        .iter()
        .position(|c| !c.is_ascii_whitespace())
        .unwrap_or(text.len());
    &text[start..]
}

/// A decimal number without sign (up to `u64`).
fn decimal(text: &[u8]) -> Option<u64> {
    if text.is_empty() {
        return None;
    }
    text.iter().try_fold(0u64, |v, &c| {
        let d = c.wrapping_sub(b'0');
        if d >= 10 {
            return None;
        }
        v.checked_mul(10)?.checked_add(u64::from(d))
    })
}

/// The number of a node reference `!N`.
fn node_number(text: &[u8]) -> Option<u32> {
    decimal(text.strip_prefix(b"!")?).and_then(|n| u32::try_from(n).ok())
}

/// `text` without surrounding ASCII whitespace.
fn trim(text: &[u8]) -> &[u8] {
    let start = text.iter().position(|c| !c.is_ascii_whitespace());
    let end = text.iter().rposition(|c| !c.is_ascii_whitespace());
    match (start, end) {
        (Some(s), Some(e)) => &text[s..=e],
        _ => &[],
    }
}

/// The bytes [`TopLevel`] looks at: commas, quotes, escapes and brackets.
static SPLIT_SPECIAL: [bool; 256] = {
    let mut t = [false; 256];
    let special = b",\\\"(){}<>";
    let mut k = 0;
    while k < special.len() {
        t[special[k] as usize] = true;
        k += 1;
    }
    t
};

/// The parts of `body` between the commas outside strings and brackets.
struct TopLevel<'a> {
    body: &'a [u8],
    /// Where the next part starts; past the end when done.
    start: usize,
}

impl<'a> TopLevel<'a> {
    fn new(body: &'a [u8]) -> TopLevel<'a> {
        TopLevel { body, start: 0 }
    }
}

impl<'a> Iterator for TopLevel<'a> {
    type Item = &'a [u8];

    fn next(&mut self) -> Option<&'a [u8]> {
        let body = self.body;
        if self.start > body.len() {
            return None;
        }
        let (mut depth, mut in_string) = (0u32, false);
        let mut k = self.start;
        while k < body.len() {
            if !SPLIT_SPECIAL[body[k] as usize] {
                k += 1;
                continue;
            }
            match body[k] {
                b'\\' if in_string => k += 1,
                b'"' => in_string = !in_string,
                b'(' | b'{' | b'<' if !in_string => depth += 1,
                b')' | b'}' | b'>' if !in_string => depth = depth.saturating_sub(1),
                b',' if !in_string && depth == 0 => break,
                _ => {}
            }
            k += 1;
        }
        let part = &body[self.start..k.min(body.len())];
        self.start = k + 1;
        Some(part)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fields_of_specialised_nodes() {
        let n = DiNode::parse(
            b"distinct !DISubprogram(name: \"f\\22x\", scope: !2, file: !2, line: 6, type: !18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, retainedNodes: !{})",
        )
        .unwrap();
        assert_eq!(n.kind, b"DISubprogram");
        assert_eq!(n.string("name").unwrap(), b"f\"x");
        let f = DiNode::parse(b"!DIFile(filename: \"a\\00b\", directory: \"\")").unwrap();
        assert_eq!(f.string("filename").unwrap(), b"a");
        assert_eq!(n.uint("line"), 6);
        assert_eq!(n.node_ref("file"), Some(MdRef::Node(2)));
        assert_eq!(n.field("retainedNodes"), Some(&b"!{}"[..]));
        assert_eq!(n.uint("column"), 0);
        let l = DiNode::parse(b"!DILocation(line: 8, column: 21, scope: !35)").unwrap();
        assert_eq!((l.uint("line"), l.uint("column")), (8, 21));
        assert!(DiNode::parse(b"!{i32 7, !\"Dwarf Version\", i32 5}").is_none());
        let t = DiNode::parse(b"!DICompositeType(tag: DW_TAG_array_type, baseType: !7, size: 64 , elements: !{!1, !2}, offset: -8)").unwrap();
        assert_eq!(t.field("size"), Some(&b"64"[..]));
        assert_eq!(t.field("elements"), Some(&b"!{!1, !2}"[..]));
        assert_eq!(t.field("offset"), Some(&b"-8"[..]));
        assert_eq!(t.node_ref("baseType"), Some(MdRef::Node(7)));
    }

    #[test]
    fn summaries_of_scopes_and_locations() {
        let l = DiSummary::parse(
            4,
            b"!DILocation(line: 8, column: 21, scope: !35, inlinedAt: !9)",
        );
        assert_eq!(l.kind, DiKind::Location);
        assert_eq!((l.line, l.column, l.scope, l.inlined_at), (8, 21, 35, 9));
        let f = DiSummary::parse(4, b"!DIFile(filename: \"a.c\", directory: \"/d\")");
        assert_eq!((f.kind, f.file), (DiKind::File, 4));
        let b = DiSummary::parse(
            5,
            b"distinct !DILexicalBlock(scope: !3, file: !4, line: 2, column: 5)",
        );
        assert_eq!(
            (b.kind, b.scope, b.file, b.inlined_at),
            (DiKind::LexicalBlock, 3, 4, NO_NODE)
        );
    }
}
