//! Attributes and attribute groups.

use super::{PResult, Parser};
use crate::attrs::{Attr, AttrKind, AttrSet, AttrShape};
use crate::lexer::Tok;

impl Parser<'_> {
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
        loop {
            if self.tok.kind == Tok::AttrGrpId {
                groups.push(self.number_of(self.tok)?);
                self.bump();
                continue;
            }
            if !self.parse_one_attr(&mut v, true)? {
                return Ok(v);
            }
        }
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
                let pos = self.pos();
                self.bump();
                let a = match kind.shape() {
                    AttrShape::Flag => Attr::Flag(kind),
                    AttrShape::Int => {
                        let v = if self.eat(Tok::LParen) {
                            let v = self.parse_u64("integer")?;
                            self.expect(Tok::RParen, "')'")?;
                            v
                        } else if self.eat(Tok::Equal) {
                            self.parse_u64("integer")?
                        } else if kind == AttrKind::Align && self.tok.kind == Tok::Int {
                            self.parse_u64("alignment")?
                        } else {
                            return self.expected("'(' after attribute");
                        };
                        if matches!(kind, AttrKind::Align | AttrKind::AlignStack)
                            && (!v.is_power_of_two() || v > 1 << 32)
                        {
                            return self.err_at(pos, "alignment is not a power of two");
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
                            let text = self.parse_raw_parens()?;
                            Attr::Raw(kind, self.m.syms.intern(text.as_bytes()))
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
        let mut v = self.parse_fn_attrs(&mut groups)?;
        if !groups.is_empty() {
            return self.err("attribute group cannot reference another group");
        }
        self.expect(Tok::RBrace, "'}' or attribute")?;
        let set = self.m.attrs.intern_set(&mut v);
        let prev = self.attr_groups.insert(n, set);
        if let Some(p) = prev {
            // LLVM merges repeated definitions of a group.
            let merged = self.m.attrs.merge_sets(p, set);
            self.attr_groups.insert(n, merged);
        }
        Ok(())
    }
}
