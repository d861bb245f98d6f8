//! The `.ll` parser: tokens in, [`Module`] out, or a located [`Diagnostic`].
//!
//! One pass over the text. Global values, named types, attribute groups and metadata nodes
//! may be used before they are defined; such uses are recorded and checked (or patched) when
//! the module ends. Inside a function, forward references to values become placeholders that
//! are replaced when the function ends.

mod attr;
mod body;
mod constant;
mod global;
mod md;
mod ty;

use crate::attrs::{Attr, AttrSet};
use crate::diag::Diagnostic;
use crate::inst::CallId;
use crate::intern::Sym;
use crate::lexer::{unescape, Lexer, Tok, Token};
use crate::module::{GlobalId, GlobalName, Module};
use crate::types::Type;
use rustc_hash::FxHashMap;
use std::borrow::Cow;

/// A name's bytes: borrowed when plain, decoded when quoted.
fn decode_name(raw: &[u8]) -> Cow<'_, [u8]> {
    if raw.first() == Some(&b'"') {
        Cow::Owned(unescape(&raw[1..raw.len() - 1]))
    } else {
        Cow::Borrowed(raw)
    }
}

/// User text for a one-line message: printable ASCII as is, other bytes as `\XX` (as
/// LLVM escapes them in names).
fn escape_text(s: &[u8]) -> String {
    let mut out = String::with_capacity(s.len());
    for &c in s {
        if c == b' ' || c.is_ascii_graphic() {
            out.push(c as char);
        } else {
            out.push_str(&format!("\\{c:02X}"));
        }
    }
    out
}

/// A token's text for a message: its first line, shortened to 40 characters.
fn short_text(t: &[u8]) -> String {
    let line = &t[..memchr::memchr(b'\n', t).unwrap_or(t.len())];
    let s = String::from_utf8_lossy(line);
    match s.char_indices().nth(40) {
        Some((i, _)) => format!("{}...", &s[..i]),
        None => s.into_owned(),
    }
}

/// Parses ASCII decimal digits into a `u64` (no sign; `None` on overflow).
fn decimal_u64(digits: &[u8]) -> Option<u64> {
    if digits.is_empty() {
        return None;
    }
    let mut v: u64 = 0;
    for &c in digits {
        if !c.is_ascii_digit() {
            return None;
        }
        v = v.checked_mul(10)?.checked_add((c - b'0') as u64)?;
    }
    Some(v)
}

/// Parses ASCII decimal digits into a `u32` (no sign; `None` on overflow).
fn decimal_u32(digits: &[u8]) -> Option<u32> {
    decimal_u64(digits).and_then(|v| u32::try_from(v).ok())
}

/// Result of a parsing step.
pub type PResult<T> = Result<T, Diagnostic>;

/// Parses a whole module.
pub fn parse_module(src: &[u8]) -> PResult<Module> {
    let mut p = Parser::new(src);
    p.parse_top_level()?;
    p.finish()
}

/// Where a group reference `#N` must be merged once all groups are known.
enum GroupUse {
    /// Function attributes of a function global.
    Function(GlobalId),
    /// Attributes of a global variable.
    Variable(GlobalId),
    /// Function attributes of a call site.
    Call(GlobalId, CallId),
}

/// A use of a global value before its definition.
struct ForwardGlobal {
    pos: usize,
}

pub(crate) struct Parser<'a> {
    src: &'a [u8],
    lex: Lexer<'a>,
    tok: Token,
    /// The token after `tok`, once something has looked at it.
    peeked: Option<Token>,
    /// End of the previous token (to capture source text spans).
    prev_end: u32,
    m: Module,
    /// Named types (`%name`) and numbered types (`%N`): handle and position of first use
    /// while still undefined.
    named_types: FxHashMap<Box<[u8]>, (Type, Option<usize>)>,
    numbered_types: FxHashMap<u32, (Type, Option<usize>)>,
    /// Attribute groups by number.
    attr_groups: FxHashMap<u32, AttrSet>,
    /// `#N` uses to resolve at the end: (use, group numbers, position).
    group_uses: Vec<(GroupUse, Vec<u32>, usize)>,
    /// Globals used but not yet defined.
    forward_globals: FxHashMap<GlobalId, ForwardGlobal>,
    /// Numbered globals by number.
    numbered_globals: FxHashMap<u32, GlobalId>,
    next_global_number: u32,
    /// Comdats by name, with the position of the first use if not yet defined.
    comdat_names: FxHashMap<Sym, (crate::module::ComdatId, Option<usize>)>,
    /// Metadata node numbers referenced, with the position of the first reference.
    md_refs: FxHashMap<u32, usize>,
    /// `blockaddress(@f, %b)` constants to check at the end: function, block, and the
    /// positions of the function and block names.
    block_addrs: Vec<(GlobalId, crate::constant::BlockRef, usize, usize)>,
    /// Functions whose unnamed values are numbered with gaps.
    gappy_fns: rustc_hash::FxHashSet<GlobalId>,
    /// `dso_local_equivalent @g` constants to check at the end, with the position of `@g`.
    dso_equivs: Vec<(GlobalId, usize)>,
    /// Reusable buffers, so the per-instruction paths allocate nothing.
    scratch: Scratch,
    /// Types already found to be sized (struct sizedness needs a walk of the fields).
    sized: rustc_hash::FxHashSet<Type>,
}

/// Reusable buffers (taken and put back around use).
#[derive(Default)]
struct Scratch {
    attrs: Vec<Attr>,
    values: Vec<crate::inst::Value>,
    types: Vec<Type>,
    sets: Vec<AttrSet>,
}

impl<'a> Parser<'a> {
    fn new(src: &'a [u8]) -> Self {
        let mut lex = Lexer::new(src);
        let tok = lex.next_token();
        Parser {
            src,
            lex,
            tok,
            peeked: None,
            prev_end: 0,
            m: Module::default(),
            named_types: FxHashMap::default(),
            numbered_types: FxHashMap::default(),
            attr_groups: FxHashMap::default(),
            group_uses: Vec::new(),
            forward_globals: FxHashMap::default(),
            numbered_globals: FxHashMap::default(),
            next_global_number: 0,
            comdat_names: FxHashMap::default(),
            md_refs: FxHashMap::default(),
            block_addrs: Vec::new(),
            dso_equivs: Vec::new(),
            gappy_fns: Default::default(),
            scratch: Scratch::default(),
            sized: Default::default(),
        }
    }

    // ----- token helpers -----

    #[inline]
    fn bump(&mut self) {
        self.prev_end = self.tok.end;
        self.tok = match self.peeked.take() {
            Some(t) => t,
            None => self.lex.next_token(),
        };
    }

    /// The token after the current one (lexed once, then reused by `bump`).
    #[inline]
    fn peek(&mut self) -> Token {
        match self.peeked {
            Some(t) => t,
            None => {
                let t = self.lex.next_token();
                self.peeked = Some(t);
                t
            }
        }
    }

    /// The parser position, to backtrack to with [`Parser::restore`].
    fn save(&self) -> (Lexer<'a>, Token, Option<Token>, u32) {
        (self.lex.clone(), self.tok, self.peeked, self.prev_end)
    }

    fn restore(&mut self, s: (Lexer<'a>, Token, Option<Token>, u32)) {
        (self.lex, self.tok, self.peeked, self.prev_end) = s;
    }

    #[inline]
    fn pos(&self) -> usize {
        self.tok.start as usize
    }

    #[inline]
    fn text(&self) -> &'a [u8] {
        &self.src[self.tok.start as usize..self.tok.end as usize]
    }

    fn tok_desc(&self) -> String {
        match self.tok.kind {
            Tok::Eof => "end of file".to_string(),
            _ => format!("'{}'", short_text(self.text())),
        }
    }

    /// Why the current `Tok::Error` token is not a token.
    fn error_token_message(&self) -> String {
        let t = self.text();
        let quoted = match t {
            [b'"', ..] => Some("string constant"),
            [b'%' | b'@' | b'$', b'"', ..] => Some("quoted name"),
            _ => None,
        };
        if let Some(what) = quoted {
            let body = &t[t.iter().position(|&c| c == b'"').unwrap_or(0) + 1..];
            return match memchr::memchr(b'"', body) {
                None => format!("unterminated {what} (end of file before the closing '\"')"),
                Some(_) => "null bytes are not allowed in names".to_string(),
            };
        }
        match t {
            [c @ (b'%' | b'@' | b'$')] => {
                format!("expected a name or number after '{}'", *c as char)
            }
            [b'%' | b'@', b'0'..=b'9', ..] => format!(
                "invalid name '{}': a numbered name is all digits",
                short_text(t)
            ),
            [b'#', ..] => "expected an attribute group number or debug record after '#'".into(),
            [b'^', ..] => "expected a summary entry number after '^'".into(),
            [b'0', b'x', ..] => format!(
                "invalid hexadecimal constant '{}': no hexadecimal digits",
                short_text(t)
            ),
            [c, ..] if !c.is_ascii() => {
                let rest = &self.src[self.tok.start as usize..];
                let n = rest.len().min(4);
                let ch = (1..=n)
                    .find_map(|i| std::str::from_utf8(&rest[..i]).ok())
                    .and_then(|s| s.chars().next());
                match ch {
                    Some(ch) => format!("invalid character '{ch}'"),
                    None => format!("invalid byte 0x{c:02X} (not UTF-8 text)"),
                }
            }
            [c, ..] if c.is_ascii_graphic() => format!("invalid character '{}'", *c as char),
            [c, ..] => format!("invalid character 0x{c:02X}"),
            [] => "invalid token".into(),
        }
    }

    fn err<T>(&self, msg: impl Into<String>) -> PResult<T> {
        Err(Diagnostic::new(self.pos(), msg))
    }

    fn err_at<T>(&self, pos: usize, msg: impl Into<String>) -> PResult<T> {
        Err(Diagnostic::new(pos, msg))
    }

    fn expected<T>(&self, what: &str) -> PResult<T> {
        if self.tok.kind == Tok::Error {
            return self.err(self.error_token_message());
        }
        self.err(format!("expected {what}, found {}", self.tok_desc()))
    }

    #[inline]
    fn is_kw(&self, kw: &[u8]) -> bool {
        self.tok.kind == Tok::Ident && self.text() == kw
    }

    #[inline]
    fn eat_kw(&mut self, kw: &[u8]) -> bool {
        if self.is_kw(kw) {
            self.bump();
            true
        } else {
            false
        }
    }

    fn expect_kw(&mut self, kw: &str) -> PResult<()> {
        if self.eat_kw(kw.as_bytes()) {
            Ok(())
        } else {
            self.expected(&format!("'{kw}'"))
        }
    }

    #[inline]
    fn eat(&mut self, kind: Tok) -> bool {
        if self.tok.kind == kind {
            self.bump();
            true
        } else {
            false
        }
    }

    fn expect(&mut self, kind: Tok, what: &str) -> PResult<()> {
        if self.eat(kind) {
            Ok(())
        } else {
            self.expected(what)
        }
    }

    /// An unsigned decimal integer token.
    fn parse_u64(&mut self, what: &str) -> PResult<u64> {
        if self.tok.kind != Tok::Int {
            return self.expected(what);
        }
        match decimal_u64(self.text()) {
            Some(v) => {
                self.bump();
                Ok(v)
            }
            None => self.err(format!("expected {what}, found {}", self.tok_desc())),
        }
    }

    fn parse_u32(&mut self, what: &str) -> PResult<u32> {
        let pos = self.pos();
        let v = self.parse_u64(what)?;
        u32::try_from(v).map_err(|_| Diagnostic::new(pos, format!("{what} is too large")))
    }

    /// A signed decimal integer token.
    fn parse_i64(&mut self, what: &str) -> PResult<i64> {
        if self.tok.kind != Tok::Int {
            return self.expected(what);
        }
        let v = std::str::from_utf8(self.text())
            .ok()
            .and_then(|s| s.parse::<i64>().ok());
        match v {
            Some(v) => {
                self.bump();
                Ok(v)
            }
            None => self.err(format!("expected {what}, found {}", self.tok_desc())),
        }
    }

    /// A string constant; returns the decoded bytes.
    fn parse_string(&mut self, what: &str) -> PResult<Vec<u8>> {
        if self.tok.kind != Tok::Str {
            return self.expected(what);
        }
        let t = self.text();
        let s = unescape(&t[1..t.len() - 1]);
        self.bump();
        Ok(s)
    }

    /// The decoded name of a `%`, `@`, `$` or `!` token (sigil removed, quotes decoded);
    /// borrowed from the source unless it had to be unescaped.
    fn name_of(&self, t: Token) -> Cow<'a, [u8]> {
        decode_name(&self.src[t.start as usize + 1..t.end as usize])
    }

    /// The decoded name of a label token (colon removed).
    fn label_name_of(&self, t: Token) -> Cow<'a, [u8]> {
        decode_name(&self.src[t.start as usize..t.end as usize - 1])
    }

    /// The number of a `%N`, `@N`, `#N`, `^N` or `N:` token.
    fn number_of(&self, t: Token) -> PResult<u32> {
        let (s, e) = match t.kind {
            Tok::LabelId => (t.start as usize, t.end as usize - 1),
            _ => (t.start as usize + 1, t.end as usize),
        };
        decimal_u32(&self.src[s..e])
            .ok_or_else(|| Diagnostic::new(t.start as usize, "number is too large"))
    }

    /// Whether `t` is sized, memoised (a sized type stays sized: struct bodies are only
    /// ever set once).
    fn is_sized(&mut self, t: Type) -> bool {
        if self.sized.contains(&t) {
            return true;
        }
        let r = self.m.types.is_sized(t);
        if r {
            self.sized.insert(t);
        }
        r
    }

    // ----- top level -----

    fn parse_top_level(&mut self) -> PResult<()> {
        loop {
            match self.tok.kind {
                Tok::Eof => return Ok(()),
                Tok::Ident => {
                    let t = self.text();
                    match t {
                        b"source_filename" => {
                            self.bump();
                            self.expect(Tok::Equal, "'='")?;
                            let s = self.parse_string("string")?;
                            self.m.source_filename = Some(s.into());
                        }
                        b"target" => self.parse_target()?,
                        b"module" => {
                            self.bump();
                            self.expect_kw("asm")?;
                            let s = self.parse_string("string")?;
                            self.m.module_asm.push(s.into());
                        }
                        b"declare" => self.parse_function(false)?,
                        b"define" => self.parse_function(true)?,
                        b"attributes" => self.parse_attr_group()?,
                        b"uselistorder" | b"uselistorder_bb" => {
                            let text = self.skip_uselistorder()?;
                            self.m.uselistorder.push(text);
                        }
                        b"deplibs" => {
                            // Removed from LLVM long ago but harmless: `deplibs = [ "x" ]`.
                            return self.err("'deplibs' is no longer supported");
                        }
                        _ => return self.expected("top-level entity"),
                    }
                }
                Tok::LocalVar | Tok::LocalId => self.parse_type_def()?,
                Tok::GlobalVar | Tok::GlobalId => self.parse_global_def()?,
                Tok::ComdatVar => self.parse_comdat_def()?,
                Tok::MetadataVar => self.parse_named_md()?,
                Tok::Exclaim => self.parse_md_def()?,
                Tok::SummaryId => self.parse_summary_entry()?,
                _ => return self.expected("top-level entity"),
            }
        }
    }

    fn parse_target(&mut self) -> PResult<()> {
        self.bump();
        if self.eat_kw(b"triple") {
            self.expect(Tok::Equal, "'='")?;
            let s = self.parse_string("string")?;
            self.m.triple = Some(s.into());
        } else if self.eat_kw(b"datalayout") {
            self.expect(Tok::Equal, "'='")?;
            let pos = self.pos();
            let s = self.parse_string("string")?;
            let text = String::from_utf8_lossy(&s).into_owned();
            self.m.datalayout = crate::datalayout::DataLayout::parse(&text).map_err(|e| {
                let e = escape_text(e.to_string().as_bytes());
                Diagnostic::new(pos, format!("invalid data layout: {e}"))
            })?;
            self.m.datalayout_str = Some(s.into());
        } else {
            return self.expected("'triple' or 'datalayout'");
        }
        Ok(())
    }

    /// `uselistorder` directives are kept as text: the tokens up to the closing brace.
    fn skip_uselistorder(&mut self) -> PResult<String> {
        let start = self.pos();
        self.bump();
        loop {
            match self.tok.kind {
                Tok::Eof => return self.expected("'}'"),
                Tok::RBrace => {
                    let end = self.tok.end as usize;
                    self.bump();
                    return Ok(String::from_utf8_lossy(&self.src[start..end]).into_owned());
                }
                Tok::Error => return self.expected("'}'"),
                _ => self.bump(),
            }
        }
    }

    /// Summary entries (`^N = …`) are kept as text: balanced parentheses after `=`.
    fn parse_summary_entry(&mut self) -> PResult<()> {
        let start = self.pos();
        self.bump();
        self.expect(Tok::Equal, "'='")?;
        let mut depth = 0i32;
        let mut end;
        loop {
            end = self.tok.end as usize;
            match self.tok.kind {
                Tok::Eof | Tok::Error => return self.expected("summary entry"),
                // `^N = flags: 8`, `^N = blockcount: 5`: a bare number ends the entry.
                Tok::Int if depth == 0 => {
                    self.bump();
                    break;
                }
                Tok::LParen => depth += 1,
                Tok::RParen => {
                    depth -= 1;
                    if depth == 0 {
                        self.bump();
                        break;
                    }
                }
                _ => {}
            }
            self.bump();
        }
        self.m
            .summaries
            .push(String::from_utf8_lossy(&self.src[start..end]).into_owned());
        Ok(())
    }

    // ----- globals by name -----

    /// The global for a `@name`/`@N` token, creating a forward reference if undefined.
    fn global_ref(&mut self, t: Token) -> PResult<GlobalId> {
        let name = match t.kind {
            Tok::GlobalVar => {
                let n = self.name_of(t);
                let sym = self.m.syms.intern(&n);
                if let Some(&g) = self.m.global_names.get(&sym) {
                    return Ok(g);
                }
                GlobalName::Named(sym)
            }
            _ => {
                let n = self.number_of(t)?;
                if let Some(&g) = self.numbered_globals.get(&n) {
                    return Ok(g);
                }
                GlobalName::Numbered(n)
            }
        };
        let g = self.m.globals.push(global::placeholder(&self.m, name));
        match name {
            GlobalName::Named(s) => {
                self.m.global_names.insert(s, g);
            }
            GlobalName::Numbered(n) => {
                self.numbered_globals.insert(n, g);
            }
        }
        self.forward_globals.insert(
            g,
            ForwardGlobal {
                pos: t.start as usize,
            },
        );
        Ok(g)
    }

    // ----- end of module -----

    fn finish(mut self) -> PResult<Module> {
        if let Some((_, fg)) = self.forward_globals.iter().min_by_key(|(_, f)| f.pos) {
            let pos = fg.pos;
            let t = Lexer { src: self.src, pos }.next_token();
            return self.err_at(
                pos,
                format!(
                    "use of undefined value '{}'",
                    escape_text(&self.src[t.start as usize..t.end as usize])
                ),
            );
        }
        let undefined_type =
            self.named_types
                .iter()
                .filter_map(|(n, (_, p))| {
                    p.map(|p| {
                        (
                            p,
                            format!("use of undefined type named '{}'", escape_text(n)),
                        )
                    })
                })
                .chain(self.numbered_types.iter().filter_map(|(n, (_, p))| {
                    p.map(|p| (p, format!("use of undefined type '%{n}'")))
                }))
                .min_by_key(|x| x.0);
        if let Some((pos, msg)) = undefined_type {
            return self.err_at(pos, msg);
        }
        if let Some((&sym, (_, Some(pos)))) = self
            .comdat_names
            .iter()
            .filter(|x| x.1 .1.is_some())
            .min_by_key(|x| x.1 .1)
        {
            let pos = *pos;
            let name = escape_text(self.m.syms.get(sym));
            return self.err_at(pos, format!("use of undefined comdat '${name}'"));
        }
        if let Some((&n, &pos)) = self
            .md_refs
            .iter()
            .filter(|(n, _)| !self.m.metadata.node_index.contains_key(n))
            .min_by_key(|x| x.1)
        {
            return self.err_at(pos, format!("use of undefined metadata '!{n}'"));
        }
        for &(g, pos) in &self.dso_equivs {
            if self
                .m
                .types
                .function_parts(self.m.globals[g].value_type)
                .is_none()
            {
                return self.err_at(
                    pos,
                    "expected a function, alias to function, or ifunc in dso_local_equivalent",
                );
            }
        }
        for &(f, b, fpos, bpos) in &self.block_addrs {
            let has_body = match &self.m.globals[f].kind {
                crate::module::GlobalKind::Func(func) => func.body.is_some(),
                _ => return self.err_at(fpos, "expected function name in blockaddress"),
            };
            if !has_body {
                return self.err_at(fpos, "cannot take blockaddress inside a declaration");
            }
            let numbered = matches!(b, crate::constant::BlockRef::Numbered(_));
            if !(numbered && self.gappy_fns.contains(&f))
                && self.m.block_address_target(f, b).is_none()
            {
                let t = Lexer {
                    src: self.src,
                    pos: bpos,
                }
                .next_token();
                return self.err_at(
                    bpos,
                    format!(
                        "use of undefined value '{}'",
                        escape_text(&self.src[t.start as usize..t.end as usize])
                    ),
                );
            }
        }
        self.resolve_group_uses()?;
        Ok(self.m)
    }

    fn resolve_group_uses(&mut self) -> PResult<()> {
        let uses = std::mem::take(&mut self.group_uses);
        for (u, groups, _pos) in uses {
            let mut set = AttrSet::EMPTY;
            for g in groups {
                // LLVM accepts a reference to an undefined group and ignores it.
                let Some(&gs) = self.attr_groups.get(&g) else {
                    continue;
                };
                set = self.m.attrs.merge_sets(set, gs);
            }
            match u {
                GroupUse::Function(g) => {
                    let align = self.take_align_attr(&mut set);
                    let gv = &mut self.m.globals[g];
                    if let Some(a) = align {
                        gv.align.get_or_insert(a);
                    }
                    if let crate::module::GlobalKind::Func(f) = &mut gv.kind {
                        let l = self.m.attrs.list(f.attrs).clone();
                        let func = self.m.attrs.merge_sets(l.func, set);
                        f.attrs = self.m.attrs.intern_list(func, l.ret, &l.params);
                    }
                }
                GroupUse::Variable(g) => {
                    if let crate::module::GlobalKind::Var(v) = &mut self.m.globals[g].kind {
                        let merged = self.m.attrs.merge_sets(v.attrs, set);
                        if let crate::module::GlobalKind::Var(v) = &mut self.m.globals[g].kind {
                            v.attrs = merged;
                        }
                    }
                }
                GroupUse::Call(g, call) => {
                    let crate::module::GlobalKind::Func(f) = &self.m.globals[g].kind else {
                        continue;
                    };
                    let Some(body) = &f.body else { continue };
                    let old = body.calls[call].attrs;
                    let l = self.m.attrs.list(old).clone();
                    let func = self.m.attrs.merge_sets(l.func, set);
                    let new = self.m.attrs.intern_list(func, l.ret, &l.params);
                    if let crate::module::GlobalKind::Func(f) = &mut self.m.globals[g].kind {
                        if let Some(body) = &mut f.body {
                            body.calls[call].attrs = new;
                        }
                    }
                }
            }
        }
        Ok(())
    }

    /// Removes an `align N` from a function attribute set (function alignment is written
    /// among the attributes) and returns it.
    fn take_align_attr(&mut self, set: &mut AttrSet) -> Option<u64> {
        let attrs = self.m.attrs.set(*set);
        let a = attrs.iter().find_map(|a| match *a {
            Attr::Int(crate::attrs::AttrKind::Align, n) => Some(n),
            _ => None,
        })?;
        let mut rest: Vec<Attr> = attrs
            .iter()
            .filter(|x| x.kind() != Some(crate::attrs::AttrKind::Align))
            .copied()
            .collect();
        *set = self.m.attrs.intern_set(&mut rest);
        Some(a)
    }
}
