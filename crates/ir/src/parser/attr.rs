//! Attributes and attribute groups.

use super::{Ctx, PResult, Parser};
use crate::attrs::{Attr, AttrKind, AttrSet, AttrShape};
use crate::lexer::Tok;

impl<C: Ctx> Parser<'_, C> {
    /// Parameter or return attributes (no groups); stops at the first non-attribute.
    pub(super) fn parse_param_attrs(&mut self) -> PResult<AttrSet> {
        let mut v = std::mem::take(&mut self.scratch.attrs);
        v.clear();
        let r = loop {
            match self.parse_one_attr(&mut v, false) {
                Ok(true) => {}
                Ok(false) => break Ok(self.m.attrs.intern_set(&mut v)),
                Err(e) => break Err(e),
            }
        };
        self.scratch.attrs = v;
        r
    }

    /// Function attributes, including `#N` group references (returned separately because
    /// groups are often defined after their use).
    pub(super) fn parse_fn_attrs(&mut self, groups: &mut Vec<u32>) -> PResult<Vec<Attr>> {
        let mut v = Vec::new();
        // Access per location (argmem, inaccessiblemem, other; read = 1, write = 2) from
        // the pre-`memory(…)` attributes, which LLVM upgrades.
        let mut upgraded: Option<[usize; 3]> = None;
        loop {
            if self.tok.kind == Tok::AttrGrpId {
                groups.push(self.number_of(self.tok)?);
                self.bump();
                continue;
            }
            if self.tok.kind == Tok::Ident {
                let mask = match self.text() {
                    b"readnone" => Some([0, 0, 0]),
                    b"readonly" => Some([1, 1, 1]),
                    b"writeonly" => Some([2, 2, 2]),
                    b"argmemonly" => Some([3, 0, 0]),
                    b"inaccessiblememonly" => Some([0, 3, 0]),
                    b"inaccessiblemem_or_argmemonly" => Some([3, 3, 0]),
                    _ => None,
                };
                if let Some(mask) = mask {
                    let me = upgraded.get_or_insert([3, 3, 3]);
                    for (m, k) in me.iter_mut().zip(mask) {
                        *m &= k;
                    }
                    self.bump();
                    continue;
                }
            }
            if !self.parse_one_attr(&mut v, true)? {
                break;
            }
        }
        if let Some([arg, inacc, other]) = upgraded.filter(|me| *me != [3, 3, 3]) {
            const ACCESS: [&str; 4] = ["none", "read", "write", "readwrite"];
            let text = format!(
                "{}, argmem: {}, inaccessiblemem: {}",
                ACCESS[other], ACCESS[arg], ACCESS[inacc]
            );
            let text = canonical_raw(AttrKind::Memory, &text).unwrap_or(text);
            v.retain(|a| a.kind() != Some(AttrKind::Memory));
            v.push(Attr::Raw(
                AttrKind::Memory,
                self.m.syms.intern(text.as_bytes()),
            ));
        }
        Ok(v)
    }

    /// Parses one attribute if the current token starts one. `in_group` allows the
    /// `name=N` spelling used inside attribute groups.
    fn parse_one_attr(&mut self, out: &mut Vec<Attr>, in_group: bool) -> PResult<bool> {
        match self.tok.kind {
            Tok::Str => {
                let k = self.parse_string("attribute")?;
                let key = self.m.syms.intern(&k);
                let val = if self.eat(Tok::Equal) {
                    let v = self.parse_string("attribute value")?;
                    Some(self.m.syms.intern(&v))
                } else {
                    None
                };
                out.push(Attr::Str(key, val));
                Ok(true)
            }
            Tok::Ident => {
                let Some(kind) = AttrKind::from_name(self.text()) else {
                    return Ok(false);
                };
                self.bump();
                let a = match kind.shape() {
                    AttrShape::Flag => Attr::Flag(kind),
                    AttrShape::Int => {
                        let paren = self.eat(Tok::LParen);
                        let eq = !paren && self.eat(Tok::Equal);
                        let bare_align = kind == AttrKind::Align && self.tok.kind == Tok::Int;
                        if !(paren || eq || bare_align) {
                            return self.expected("'(' after attribute");
                        }
                        let pos = self.pos();
                        let v =
                            self.parse_u64(if paren || eq { "integer" } else { "alignment" })?;
                        if paren {
                            self.expect(Tok::RParen, "')'")?;
                        }
                        if matches!(kind, AttrKind::Align | AttrKind::AlignStack) {
                            if !v.is_power_of_two() {
                                return self.err_at(pos, "alignment is not a power of two");
                            }
                            if v > 1 << 32 {
                                return self.err_at(pos, "huge alignments are not supported yet");
                            }
                        }
                        let _ = in_group;
                        Attr::Int(kind, v)
                    }
                    AttrShape::Type => {
                        if self.eat(Tok::LParen) {
                            let t = self.parse_type()?;
                            self.expect(Tok::RParen, "')'")?;
                            Attr::Type(kind, t)
                        } else if kind == AttrKind::ByVal
                            || kind == AttrKind::InAlloca
                            || kind == AttrKind::StructRet
                        {
                            Attr::Flag(kind)
                        } else {
                            return self.expected("'(' after attribute");
                        }
                    }
                    AttrShape::Raw => {
                        if self.tok.kind == Tok::LParen {
                            let arg_pos = self.peek().start as usize;
                            let text = self.parse_raw_parens()?;
                            if let Err(why) = check_raw(kind, &text) {
                                return self.err_at(arg_pos, why);
                            }
                            if kind == AttrKind::UwTable && text == "async" {
                                // The default kind: LLVM prints plain `uwtable`.
                                Attr::Flag(kind)
                            } else {
                                let text = canonical_raw(kind, &text).unwrap_or(text);
                                Attr::Raw(kind, self.m.syms.intern(text.as_bytes()))
                            }
                        } else if kind == AttrKind::UwTable {
                            Attr::Flag(kind)
                        } else {
                            return self.expected("'(' after attribute");
                        }
                    }
                };
                out.push(a);
                Ok(true)
            }
            _ => Ok(false),
        }
    }

    /// A balanced parenthesised token sequence, returned as normalised text without the
    /// outer parentheses.
    pub(super) fn parse_raw_parens(&mut self) -> PResult<String> {
        self.expect(Tok::LParen, "'('")?;
        let mut depth = 1;
        let mut out = String::new();
        let mut prev = Tok::LParen;
        loop {
            match self.tok.kind {
                Tok::Eof | Tok::Error => return self.expected("')'"),
                Tok::LParen => depth += 1,
                Tok::RParen => {
                    depth -= 1;
                    if depth == 0 {
                        self.bump();
                        return Ok(out);
                    }
                }
                _ => {}
            }
            let k = self.tok.kind;
            if !out.is_empty()
                && prev != Tok::LParen
                && !matches!(k, Tok::Comma | Tok::RParen | Tok::Colon)
            {
                out.push(' ');
            }
            out.push_str(&String::from_utf8_lossy(self.text()));
            prev = k;
            self.bump();
        }
    }
}

impl Parser<'_> {
    /// `attributes #N = { … }`.
    pub(super) fn parse_attr_group(&mut self) -> PResult<()> {
        self.bump();
        if self.tok.kind != Tok::AttrGrpId {
            return self.expected("attribute group id");
        }
        let n = self.number_of(self.tok)?;
        self.bump();
        self.expect(Tok::Equal, "'='")?;
        self.expect(Tok::LBrace, "'{'")?;
        let mut groups = Vec::new();
        let start = self.pos();
        let mut v = self.parse_fn_attrs(&mut groups)?;
        if !groups.is_empty() {
            // Point at the first `#N` inside the braces.
            let mut lex = crate::lexer::Lexer {
                src: self.src,
                pos: start,
            };
            let pos = std::iter::from_fn(|| Some(lex.next_token()))
                .find(|t| matches!(t.kind, Tok::AttrGrpId | Tok::Eof))
                .map_or(start, |t| t.start as usize);
            return self.err_at(
                pos,
                "cannot have an attribute group reference in an attribute group",
            );
        }
        self.expect(Tok::RBrace, "'}' or attribute")?;
        let set = self.m.attrs.intern_set(&mut v);
        let prev = self.m.attr_groups.insert(n, set);
        if let Some(p) = prev {
            // LLVM merges repeated definitions of a group.
            let merged = self.m.attrs.merge_sets(p, set);
            self.m.attr_groups.insert(n, merged);
        }
        Ok(())
    }
}

/// Checks the parenthesised argument of the attributes whose syntax LLVM checks (`text` as
/// `parse_raw_parens` normalised it); the error says what is wrong.
fn check_raw(kind: AttrKind, text: &str) -> Result<(), String> {
    let is_uint = |s: &str| !s.is_empty() && s.bytes().all(|c| c.is_ascii_digit());
    let is_int = |s: &str| is_uint(s.strip_prefix('-').unwrap_or(s));
    let parts: Vec<&str> = text.split(", ").collect();
    let name = kind.name();
    let ok = match kind {
        AttrKind::AllocSize | AttrKind::VScaleRange => {
            (1..=2).contains(&parts.len()) && parts.iter().all(|p| is_uint(p))
        }
        AttrKind::UwTable => matches!(text, "sync" | "async"),
        AttrKind::AllocKind => canonical_raw(kind, text).is_some_and(|t| t != "\"\""),
        AttrKind::NoFpClass => canonical_raw(kind, text).is_some(),
        AttrKind::Memory => parts.iter().all(|p| {
            let access = p.rsplit_once(": ").map_or(*p, |(loc, a)| {
                if loc.bytes().all(|c| c.is_ascii_alphanumeric() || c == b'_') {
                    a
                } else {
                    ""
                }
            });
            matches!(access, "none" | "read" | "write" | "readwrite")
        }),
        AttrKind::Range => match parts[..] {
            [lo, hi] => {
                lo.split_once(' ')
                    .is_some_and(|(t, lo)| t.starts_with('i') && is_uint(&t[1..]) && is_int(lo))
                    && is_int(hi)
            }
            _ => false,
        },
        _ => true,
    };
    if ok {
        return Ok(());
    }
    let expected = match kind {
        AttrKind::AllocSize | AttrKind::VScaleRange => "one or two unsigned integers",
        AttrKind::UwTable => "an unwind table kind (sync or async)",
        AttrKind::AllocKind => {
            "allocation kinds (alloc, realloc, free, uninitialized, zeroed, aligned) in a string"
        }
        AttrKind::NoFpClass => {
            "a nonzero floating-point class mask (names such as nan or inf, or a number up to \
             1023)"
        }
        AttrKind::Memory => {
            "access kinds (none, read, write, readwrite), each optionally after a location \
             such as 'argmem:'"
        }
        _ => "a type and two integers ('i32 0, 8')",
    };
    if text.is_empty() {
        return Err(format!("missing argument to '{name}': expected {expected}"));
    }
    Err(format!(
        "invalid argument '{}' to '{name}': expected {expected}",
        super::escape_text(text.as_bytes())
    ))
}

/// LLVM's canonical spelling of a parenthesised attribute argument (`text` as
/// `parse_raw_parens` normalised it), so that the printer writes what LLVM writes; `None`
/// keeps the text as written (unknown words, or kinds printed as parsed).
fn canonical_raw(kind: AttrKind, text: &str) -> Option<String> {
    match kind {
        AttrKind::AllocSize | AttrKind::VScaleRange => {
            let parts: Vec<&str> = text.split(", ").collect();
            match parts[..] {
                [n] if kind == AttrKind::VScaleRange => Some(format!("{n},{n}")),
                _ => Some(parts.join(",")),
            }
        }
        AttrKind::NoFpClass => {
            const NAMES: [(&str, u32); 16] = [
                ("all", 0x3ff),
                ("nan", 0x3),
                ("snan", 0x1),
                ("qnan", 0x2),
                ("inf", 0x204),
                ("ninf", 0x4),
                ("pinf", 0x200),
                ("zero", 0x60),
                ("nzero", 0x20),
                ("pzero", 0x40),
                ("sub", 0x90),
                ("nsub", 0x10),
                ("psub", 0x80),
                ("norm", 0x108),
                ("nnorm", 0x8),
                ("pnorm", 0x100),
            ];
            let mut mask = 0u32;
            for w in text.split(' ') {
                mask |= match NAMES.iter().find(|e| e.0 == w) {
                    Some(e) => e.1,
                    None => w.parse::<u32>().ok().filter(|&m| m <= 0x3ff)?,
                };
            }
            let mut names = Vec::new();
            let mut rest = mask;
            for (n, bits) in NAMES {
                if rest & bits == bits && bits != 0 {
                    names.push(n);
                    rest &= !bits;
                }
            }
            (!names.is_empty()).then(|| names.join(" "))
        }
        AttrKind::AllocKind => {
            const NAMES: [&str; 6] = [
                "alloc",
                "realloc",
                "free",
                "uninitialized",
                "zeroed",
                "aligned",
            ];
            let inner = text.strip_prefix('"')?.strip_suffix('"')?;
            let mut mask = 0u32;
            for w in inner.split(',').filter(|w| !w.is_empty()) {
                mask |= 1 << NAMES.iter().position(|n| *n == w)?;
            }
            let names: Vec<&str> = (0..6)
                .filter(|i| mask & (1 << i) != 0)
                .map(|i| NAMES[i])
                .collect();
            Some(format!("\"{}\"", names.join(",")))
        }
        AttrKind::Memory => {
            // Locations: argmem, inaccessiblemem, other (LLVM 19's set).
            const ACCESS: [&str; 4] = ["none", "read", "write", "readwrite"];
            let access = |w: &str| ACCESS.iter().position(|a| *a == w);
            let mut mr = [0usize; 3];
            for part in text.split(", ") {
                match part.split_once(": ") {
                    None => mr = [access(part)?; 3],
                    Some(("argmem", a)) => mr[0] = access(a)?,
                    Some(("inaccessiblemem", a)) => mr[1] = access(a)?,
                    Some(_) => return None,
                }
            }
            let other = mr[2];
            let mut out = Vec::new();
            if other != 0 || mr.iter().fold(0, |u, &m| u | m) == other {
                out.push(ACCESS[other].to_string());
            }
            for (i, loc) in ["argmem", "inaccessiblemem"].iter().enumerate() {
                if mr[i] != other {
                    out.push(format!("{loc}: {}", ACCESS[mr[i]]));
                }
            }
            Some(out.join(", "))
        }
        _ => None,
    }
}
