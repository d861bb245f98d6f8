//! Reading the fields of debug-info metadata nodes (`!DILocation(line: 3, scope: !7)`),
//! which [`crate::metadata`] keeps as text: the field values of one specialised node, and
//! the few node kinds code generation reads for line tables.

use crate::metadata::{MdRef, Metadata};
use smallvec::SmallVec;

/// The fields of a specialised metadata node such as `!DIFile(filename: "a.c", …)`.
pub struct DiNode<'a> {
    /// The node's kind without `!` (`DILocation`).
    pub kind: &'a [u8],
    fields: SmallVec<[(&'a [u8], &'a [u8]); 12]>,
}

impl<'a> DiNode<'a> {
    /// Parses node text (`[distinct] !DIKind(key: value, …)`); `None` for other nodes.
    pub fn parse(text: &'a [u8]) -> Option<DiNode<'a>> {
        let text = trim(text);
        let text = text.strip_prefix(b"distinct").map_or(text, trim);
        let text = text.strip_prefix(b"!")?;
        let open = text.iter().position(|&c| c == b'(')?;
        let kind = &text[..open];
        if !kind.starts_with(b"DI") {
            return None;
        }
        let body = text[open + 1..].strip_suffix(b")")?;
        let mut fields = SmallVec::new();
        for field in TopLevel::new(body) {
            let field = trim(field);
            if field.is_empty() {
                continue;
            }
            let colon = field.iter().position(|&c| c == b':')?;
            fields.push((trim(&field[..colon]), trim(&field[colon + 1..])));
        }
        Some(DiNode { kind, fields })
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
        self.field(key)
            .and_then(|v| std::str::from_utf8(v).ok())
            .and_then(|v| v.parse().ok())
            .unwrap_or(0)
    }

    /// Field `key` as a node reference (`!N` or an inline node).
    pub fn node_ref(&self, key: &str) -> Option<MdRef> {
        let v = self.field(key)?.strip_prefix(b"!")?;
        let n = std::str::from_utf8(v).ok()?.parse().ok()?;
        Some(MdRef::Node(n))
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

/// `text` without surrounding ASCII whitespace.
fn trim(text: &[u8]) -> &[u8] {
    let start = text.iter().position(|c| !c.is_ascii_whitespace());
    let end = text.iter().rposition(|c| !c.is_ascii_whitespace());
    match (start, end) {
        (Some(s), Some(e)) => &text[s..=e],
        _ => &[],
    }
}

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

/// The file of a scope (`DISubprogram`, `DILexicalBlock`, `DILexicalBlockFile`,
/// `DINamespace`, `DIFile` itself…): its `file:` field, or the file node itself.
pub fn scope_file(md: &Metadata, scope: MdRef) -> Option<MdRef> {
    let node = DiNode::of(md, scope)?;
    if node.kind == b"DIFile" {
        return Some(scope);
    }
    node.node_ref("file")
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
    }
}
