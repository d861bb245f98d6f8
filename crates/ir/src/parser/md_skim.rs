//! Metadata definitions read without lexing them. A `-g` module is mostly lines such as
//! `!12 = !DILocation(line: 3, column: 7, scope: !9)`; tokenising each of them costs more
//! than the rest of the scan. The skim reads the plain forms LLVM prints for nearly all
//! of them byte by byte: specialised nodes whose fields are `!N`, decimal integers,
//! strings, bare words (`DW_TAG_member`, `DIFlagA | DIFlagB`) or `!DIExpression(…)` of
//! words and integers, and tuples of `!N` and `null`. It accepts a subset of what the
//! token-based path ([`super::md`]) accepts, with the same meaning, and stops at anything
//! else (comments, line breaks inside a node, typed values, nested nodes), which that path
//! then reads and checks.

use super::md::{is_first_class_type_word, is_specialized_kind};
use super::Parser;
use crate::lexer::is_ident_char;

/// One definition read by [`skim_md_def`].
struct SkimmedDef {
    num: u32,
    distinct: bool,
    /// The node's text, from its `!` to its end.
    text: (usize, usize),
}

impl Parser<'_> {
    /// After a metadata definition ending at byte `end`, reads the plain definitions
    /// that follow it, one per line, and moves the parser past them. Does nothing when
    /// the next line is not one.
    pub(super) fn skim_md_defs(&mut self, end: usize) {
        let src = self.src;
        let mut p = end;
        let mut skimmed = false;
        // The definitions usually run to the end of the module: their text at most.
        self.m.metadata.text.reserve(src.len() - end);
        loop {
            let mut line = p;
            while matches!(src.get(line), Some(b' ' | b'\n' | b'\r' | b'\t')) {
                line += 1;
            }
            let Some((def, next)) = skim_md_def(src, line, |n, pos| {
                self.md_refs.push((n, pos as u32));
            }) else {
                break;
            };
            if self.m.metadata.node_index.contains_key(&def.num) {
                // A duplicate: the token-based path reports it (references recorded for
                // this line are recorded again there, at the same positions).
                break;
            }
            self.add_md_def(def.num, def.distinct, def.text, line);
            skimmed = true;
            p = next;
        }
        if skimmed {
            self.seek(p);
        }
    }
}

/// Reads `!N = [distinct] <node>` at `at` up to the end of its line; calls `on_ref` with
/// each `!N` the node refers to and its position. Returns the definition and where its
/// line ends, or `None` when the line is not in the plain form.
fn skim_md_def(
    src: &[u8],
    at: usize,
    mut on_ref: impl FnMut(u32, usize),
) -> Option<(SkimmedDef, usize)> {
    let mut s = Skim { src, p: at };
    s.eat(b'!').then_some(())?;
    let num = s.number()?;
    s.spaces();
    s.eat(b'=').then_some(())?;
    s.spaces();
    let distinct = s.src[s.p..].starts_with(b"distinct ");
    if distinct {
        s.p += b"distinct ".len();
        s.spaces();
    }
    let start = s.p;
    if s.src[s.p..].starts_with(b"!{") {
        s.p += 2;
        s.tuple(&mut on_ref)?;
    } else {
        let kind = s.node_kind()?;
        if kind == b"DIExpression" || kind == b"DIArgList" {
            return None;
        }
        s.fields(&mut on_ref)?;
    }
    let end = s.p;
    s.spaces();
    match s.src.get(s.p) {
        Some(b'\n') | None => Some((
            SkimmedDef {
                num,
                distinct,
                text: (start, end),
            },
            s.p,
        )),
        _ => None,
    }
}

/// A position in the source being skimmed.
struct Skim<'a> {
    src: &'a [u8],
    p: usize,
}

impl Skim<'_> {
    fn byte(&self) -> u8 {
        self.src.get(self.p).copied().unwrap_or(0)
    }

    /// Consumes `c` if it is next.
    fn eat(&mut self, c: u8) -> bool {
        let here = self.byte() == c;
        self.p += usize::from(here);
        here
    }

    fn spaces(&mut self) {
        while self.byte() == b' ' {
            self.p += 1;
        }
    }

    /// A metadata id: at most nine digits (so that it fits a `u32`), not followed by a
    /// character that would make another token of it.
    fn number(&mut self) -> Option<u32> {
        let start = self.p;
        let mut v = 0u32;
        while self.byte().is_ascii_digit() && self.p - start < 9 {
            v = v * 10 + u32::from(self.byte() - b'0');
            self.p += 1;
        }
        (self.p > start && !is_ident_char(self.byte())).then_some(v)
    }

    /// `!N` at the current position (its `!` is next).
    fn node_ref(&mut self, on_ref: &mut impl FnMut(u32, usize)) -> Option<()> {
        let pos = self.p;
        self.p += 1;
        let n = self.number()?;
        on_ref(n, pos);
        Some(())
    }

    /// `!Kind` of a specialised node the parser knows; returns the kind.
    fn node_kind(&mut self) -> Option<&[u8]> {
        let start = self.p;
        self.eat(b'!').then_some(())?;
        if !self.byte().is_ascii_alphabetic() {
            return None;
        }
        while is_ident_char(self.byte()) {
            self.p += 1;
        }
        let kind = &self.src[start + 1..self.p];
        (self.byte() != b'\\' && is_specialized_kind(kind)).then_some(kind)
    }

    /// Tuple elements after `!{`, through `}`: `!N` and `null`.
    fn tuple(&mut self, on_ref: &mut impl FnMut(u32, usize)) -> Option<()> {
        if self.eat(b'}') {
            return Some(());
        }
        loop {
            if self.byte() == b'!' {
                self.node_ref(on_ref)?;
            } else if self.src[self.p..].starts_with(b"null") {
                self.p += 4;
                if is_ident_char(self.byte()) {
                    return None;
                }
            } else {
                return None;
            }
            if self.eat(b'}') {
                return Some(());
            }
            self.eat(b',').then_some(())?;
            self.spaces();
        }
    }

    /// `(label: value, …)` of a specialised node.
    fn fields(&mut self, on_ref: &mut impl FnMut(u32, usize)) -> Option<()> {
        self.eat(b'(').then_some(())?;
        if self.eat(b')') {
            return Some(());
        }
        loop {
            // The label: a word that starts with a letter, and a colon.
            if !(self.byte().is_ascii_alphabetic() || self.byte() == b'_') {
                return None;
            }
            while is_ident_char(self.byte()) {
                self.p += 1;
            }
            self.eat(b':').then_some(())?;
            self.spaces();
            self.field_value(on_ref)?;
            self.spaces();
            if self.eat(b')') {
                return Some(());
            }
            self.eat(b',').then_some(())?;
            self.spaces();
        }
    }

    /// A field's value: a node (`!N`, `!DIExpression(…)`), or plain values joined by `|`.
    fn field_value(&mut self, on_ref: &mut impl FnMut(u32, usize)) -> Option<()> {
        if self.byte() == b'!' {
            if self.src.get(self.p + 1).is_some_and(u8::is_ascii_digit) {
                return self.node_ref(on_ref);
            }
            return self.expression();
        }
        loop {
            self.plain_value()?;
            self.spaces();
            if !self.eat(b'|') {
                return Some(());
            }
            self.spaces();
        }
    }

    /// A decimal integer, a string or a bare word (not a type, which would start a typed
    /// constant), ending where its token ends.
    fn plain_value(&mut self) -> Option<()> {
        let start = self.p;
        match self.byte() {
            b'"' => {
                let n = memchr::memchr(b'"', &self.src[self.p + 1..])?;
                self.p += n + 2;
            }
            b'-' | b'0'..=b'9' => {
                self.eat(b'-');
                let digits = self.p;
                while self.byte().is_ascii_digit() {
                    self.p += 1;
                }
                if self.p == digits {
                    return None;
                }
            }
            c if c.is_ascii_alphabetic() || c == b'_' => {
                while is_ident_char(self.byte()) {
                    self.p += 1;
                }
                if is_first_class_type_word(&self.src[start..self.p]) {
                    return None;
                }
            }
            _ => return None,
        }
        matches!(self.byte(), b' ' | b',' | b')' | b'|').then_some(())
    }

    /// `!DIExpression(…)` of words and integers.
    fn expression(&mut self) -> Option<()> {
        let start = self.p;
        self.node_kind()?;
        if &self.src[start..self.p] != b"!DIExpression" {
            return None;
        }
        self.eat(b'(').then_some(())?;
        if self.eat(b')') {
            return Some(());
        }
        loop {
            if self.byte() == b'"' {
                return None;
            }
            self.plain_value()?;
            if self.eat(b')') {
                return Some(());
            }
            self.eat(b',').then_some(())?;
            self.spaces();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The definition skimmed from `line`, and the references it records.
    fn skim(line: &str) -> Option<(SkimmedDef, Vec<(u32, usize)>)> {
        let mut refs = Vec::new();
        let (def, _) = skim_md_def(line.as_bytes(), 0, |n, p| refs.push((n, p)))?;
        Some((def, refs))
    }

    #[test]
    fn plain_definitions_are_skimmed() {
        let line = "!12 = distinct !DILocation(line: 3, column: 7, scope: !9)\n";
        let (def, refs) = skim(line).unwrap();
        assert_eq!((def.num, def.distinct), (12, true));
        assert_eq!(
            &line[def.text.0..def.text.1],
            "!DILocation(line: 3, column: 7, scope: !9)"
        );
        assert_eq!(refs, vec![(9, line.find("!9").unwrap())]);
        let (_, refs) = skim("!3 = !{!1, null, !2}").unwrap();
        assert_eq!(refs.iter().map(|r| r.0).collect::<Vec<_>>(), [1, 2]);
        for line in [
            "!5 = !DIDerivedType(tag: DW_TAG_member, name: \"a\", flags: DIFlagA | DIFlagB, offset: -8)",
            "!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())",
            "!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression(DW_OP_plus_uconst, 8))",
        ] {
            assert!(skim(line).is_some(), "{line}");
        }
    }

    #[test]
    fn other_forms_are_left_to_the_token_path() {
        for line in [
            "!1 = !{i32 7, !\"Dwarf Version\", i32 5}",
            "!1 = !DIBasicType(name: \"int\", size: 32) ; comment",
            "!1 = !DITemplateValueParameter(type: !2, value: i32 3)",
            "!1 = !DIExpression(DW_OP_LLVM_fragment, 0, 32)",
            "!1 = !DILocation(line: 1.5, scope: !2)",
            "!1 = !DILocation(line: 1, scope: !2abc)",
            "!1 = !DIFile(filename: \"a\":, directory: \"\")",
            "!1 = !DILocation(line: 1,\n scope: !2)",
            "!1 = !DISubprogram(name: \"f\", unit: !{})",
            "!1 = !DINope(line: 1)",
            "!1234567890 = !{}",
        ] {
            assert!(skim(line).is_none(), "{line}");
        }
    }
}
