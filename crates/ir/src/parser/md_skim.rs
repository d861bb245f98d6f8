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
    /// the next line is not one. A long run of text is split at line ends and its pieces
    /// skimmed in parallel; the pieces after a line the skim stops at are kept for the
    /// call after the token path has read that line.
    pub(super) fn skim_md_defs(&mut self, end: usize) {
        let src = self.src;
        // The definitions usually run to the end of the module: their text at most.
        self.m.metadata.text.reserve(src.len() - end);
        let mut skims = std::mem::take(&mut self.skims_ahead);
        match skims.first() {
            // The token path read the line a piece stopped at: the rest of that piece
            // first, then the pieces after it.
            Some(next) if end <= next.from => skims.insert(0, skim_run(src, end, next.from)),
            _ => skims = skim_pieces(src, end),
        }
        let mut p = end;
        let mut skims = skims.into_iter();
        while let Some(skim) = skims.next() {
            self.md_refs.extend(skim.refs);
            for (def, line, next) in skim.defs {
                if self.m.metadata.node_index.contains(def.num) {
                    // A duplicate: the token-based path reports it (references recorded
                    // for this line and later ones are recorded again there, at the same
                    // positions).
                    self.seek_after_skim(end, p);
                    return;
                }
                self.add_md_def(def.num, def.distinct, def.text, line);
                p = next;
            }
            if !skim.to_end {
                self.skims_ahead = skims.collect();
                break;
            }
        }
        self.seek_after_skim(end, p);
    }

    /// Moves the parser to `p`, where the skim that started at `end` stopped.
    fn seek_after_skim(&mut self, end: usize, p: usize) {
        if p != end {
            self.seek(p);
        }
    }
}

/// Text of at least this many bytes is skimmed in parallel pieces.
const PARALLEL_SKIM_BYTES: usize = 1 << 20;

/// The text from `end` skimmed in one piece or, when it is long, in pieces of about
/// 256 KiB that start at line ends, shared by the threads.
fn skim_pieces(src: &[u8], end: usize) -> Vec<Skimmed> {
    if src.len() - end < PARALLEL_SKIM_BYTES || rayon::current_num_threads() < 2 {
        return vec![skim_run(src, end, src.len())];
    }
    let mut pieces = Vec::new();
    let mut start = end;
    while start < src.len() {
        let cut = (start + (1 << 18)).min(src.len());
        let stop = match memchr::memchr(b'\n', &src[cut..]) {
            Some(n) => cut + n,
            None => src.len(),
        };
        pieces.push((start, stop));
        start = stop;
    }
    use rayon::prelude::*;
    pieces
        .par_iter()
        .map(|&(from, to)| skim_run(src, from, to))
        .collect()
}

/// The plain definitions of a run of lines: each with the start of its line and where
/// its line ends, and the references they make.
pub(super) struct Skimmed {
    /// Where the run starts (a line end, or the end of a definition).
    from: usize,
    defs: Vec<(SkimmedDef, usize, usize)>,
    refs: Vec<(u32, u32)>,
    /// Whether every line of the run was plain (else the run stopped at the first line
    /// that is not).
    to_end: bool,
}

/// Skims the plain definitions from `from` (a line end, or the end of a definition)
/// through `to` (a line end), stopping at the first line that is not one.
fn skim_run(src: &[u8], from: usize, to: usize) -> Skimmed {
    let mut out = Skimmed {
        from,
        defs: Vec::new(),
        refs: Vec::new(),
        to_end: false,
    };
    let mut p = from;
    loop {
        let mut line = p;
        while line < to && matches!(src[line], b' ' | b'\n' | b'\r' | b'\t') {
            line += 1;
        }
        if line == to {
            out.to_end = true;
            return out;
        }
        let refs = &mut out.refs;
        match skim_md_def(src, line, |n, pos| refs.push((n, pos as u32))) {
            Some((def, next)) if next <= to => {
                out.defs.push((def, line, next));
                p = next;
            }
            _ => return out,
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

    /// Tuple elements after `!{`, through `}`: `!N`, `!"string"`, `null` and `i32`/`i64`
    /// integers of at most nine digits (TBAA nodes, module flags).
    fn tuple(&mut self, on_ref: &mut impl FnMut(u32, usize)) -> Option<()> {
        if self.eat(b'}') {
            return Some(());
        }
        loop {
            if self.src[self.p..].starts_with(b"!\"") {
                let n = memchr::memchr(b'"', &self.src[self.p + 2..])?;
                self.p += n + 3;
            } else if self.byte() == b'!' {
                self.node_ref(on_ref)?;
            } else if self.src[self.p..].starts_with(b"i32 ")
                || self.src[self.p..].starts_with(b"i64 ")
            {
                self.p += 4;
                self.eat(b'-');
                let digits = self.p;
                while self.byte().is_ascii_digit() && self.p - digits < 9 {
                    self.p += 1;
                }
                if self.p == digits || is_ident_char(self.byte()) {
                    return None;
                }
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
        let (_, refs) = skim("!4 = !{!5, !6, i64 0}").unwrap();
        assert_eq!(refs.iter().map(|r| r.0).collect::<Vec<_>>(), [5, 6]);
        for line in [
            "!1 = !{i32 7, !\"Dwarf Version\", i32 5}",
            "!1 = !{!\"branch_weights\", i32 1, i32 -2000}",
            "!1 = !{!\"clang\"}",
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
            "!1 = !{i32 7, !\"Dwarf\" Version\", i32 5}",
            "!1 = !{i32 1234567890}",
            "!1 = !{i32 7x}",
            "!1 = !{i8 7}",
            "!1 = !{ptr @f}",
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

#[cfg(test)]
mod parallel_tests {
    /// A module with `n` location nodes after a subprogram, each line `!k = …`, with
    /// `extra` inserted before node `at`.
    fn module(n: u32, at: u32, extra: &str) -> String {
        let mut s = String::from("!0 = distinct !DISubprogram(name: \"f\", line: 1)\n");
        for k in 1..n {
            if k == at {
                s.push_str(extra);
            }
            s.push_str(&format!(
                "!{k} = !DILocation(line: {k}, column: 3, scope: !0)\n"
            ));
        }
        s
    }

    #[test]
    fn long_runs_are_skimmed_in_pieces_like_the_token_path_reads_them() {
        // Over 1 MiB of definitions, with lines the skim leaves to the token path in the
        // middle of a piece, and one at a piece's start.
        let text = module(30_000, 15_000, "!a = !{!1}\n; comment\n");
        let text = text.replace("!20000 = ", "!20000 = !{i32 7, !\"x\", i8 1}\n!90000 = ");
        let m = crate::parse(text.as_bytes()).unwrap();
        let seq = crate::parse_sequential(text.as_bytes()).unwrap();
        assert_eq!(m.metadata.nodes.len(), seq.metadata.nodes.len());
        assert_eq!(m.metadata.text, seq.metadata.text);
        let node = m.metadata.node(29_999).unwrap();
        assert_eq!(
            m.metadata.text_of(node.text),
            b"!DILocation(line: 29999, column: 3, scope: !0)"
        );
    }

    #[test]
    fn errors_after_a_parallel_skim_are_those_of_the_file() {
        let dup = module(30_000, 25_000, "!12 = !{}\n");
        let e = crate::parse(dup.as_bytes()).unwrap_err();
        assert!(e.message.contains("'!12' is already used"), "{}", e.message);
        let undefined =
            module(30_000, 0, "").replace("scope: !0)\n!29999", "scope: !31000)\n!29999");
        let e = crate::parse(undefined.as_bytes()).unwrap_err();
        assert!(
            e.message.contains("undefined metadata '!31000'"),
            "{}",
            e.message
        );
    }
}
