//! The `.ll` parser: tokens in, [`Module`] out, or a located [`Diagnostic`].
//!
//! Global values, named types, attribute groups and metadata nodes may be used before they
//! are defined; such uses are recorded and checked (or patched) when the module ends. Inside
//! a function, forward references to values become placeholders that are replaced when the
//! function ends.
//!
//! Two ways through a module, with the same parsing code:
//!
//! - **Scan, then bodies in parallel** ([`scan_module`], [`ScannedModule`]): one pass over
//!   the top level parses everything but function bodies, which it skips (in LLVM's
//!   printed IR a body ends with the first `}` at the start of a line). Then each body is
//!   parsed on its own, by any thread, against the shared module ([`ModuleState`] behind
//!   a `&`; types, constants and names intern through `&self`), and the bodies are put in
//!   place before the end-of-module checks. A body parser cannot create module-level
//!   entities: a global or named type it cannot find, or a body that does not end where
//!   the scan guessed, makes it fail, and so does any error.
//! - **Sequential** ([`parse_module_sequential`]): one pass over the whole text. It is the
//!   reference: whenever the parallel way fails for any reason, the module is parsed again
//!   this way, so diagnostics are always those of the first error in file order.

mod attr;
mod body;
mod constant;
mod global;
mod md;
mod md_skim;
mod ty;

use crate::attrs::{Attr, AttrSet};
use crate::diag::Diagnostic;
use crate::inst::CallId;
use crate::intern::Sym;
use crate::lexer::{unescape, Kw, Lexer, Tok, Token, BATCH, NO_NUM};
use crate::module::{Body, ComdatId, GlobalId, GlobalName, Module};
use crate::types::Type;
use rustc_hash::FxHashMap;
use std::borrow::Cow;
use std::ops::{Deref, DerefMut};

/// A name's bytes: borrowed when plain, decoded when quoted.
fn decode_name(raw: &[u8]) -> Cow<'_, [u8]> {
    if raw.first() == Some(&b'"') {
        Cow::Owned(unescape(&raw[1..raw.len() - 1]))
    } else {
        Cow::Borrowed(raw)
    }
}

/// The offset in `src` of the first `}` at the start of a line at or after `from` (where a
/// function body ends in LLVM's printed IR).
fn body_end_guess(src: &[u8], from: usize) -> Option<usize> {
    let mut p = from;
    loop {
        p += memchr::memchr(b'}', &src[p..])?;
        if p > 0 && src[p - 1] == b'\n' {
            return Some(p);
        }
        p += 1;
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

/// Parses a whole module: the top level first, then the function bodies in parallel; the
/// sequential parser takes over whenever that fails, for its exact diagnostics.
pub fn parse_module(src: &[u8]) -> PResult<Module> {
    parse_parallel(src).or_else(|()| parse_module_sequential(src))
}

/// Parses a whole module in one sequential pass.
pub fn parse_module_sequential(src: &[u8]) -> PResult<Module> {
    let mut p = Parser::new(src, false);
    p.parse_top_level()?;
    p.check_struct_nesting()?;
    p.finish()
}

/// The parallel way; `Err(())` when the sequential parser must decide.
fn parse_parallel(src: &[u8]) -> Result<Module, ()> {
    use rayon::prelude::*;
    let scanned = scan_module(src).map_err(drop)?;
    let bodies = (0..scanned.bodies.len())
        .into_par_iter()
        .map(|i| scanned.parse_body(i))
        .collect::<Result<Vec<_>, _>>()
        .map_err(drop)?;
    scanned.finish(bodies).map_err(drop)
}

/// Parses the top level of a module, skipping function bodies (see the module comment).
pub fn scan_module(src: &[u8]) -> PResult<ScannedModule<'_>> {
    let mut p = Parser::new(src, true);
    p.parse_top_level()?;
    p.check_struct_nesting()?;
    p.resolve_global_group_uses();
    Ok(ScannedModule {
        bodies: std::mem::take(&mut p.skipped_bodies),
        parser: p,
    })
}

/// A module whose top level is parsed and whose function bodies are not: they can be
/// parsed one by one, by any number of threads ([`ScannedModule::parse_body`]), and put in
/// place with [`ScannedModule::finish`]. Until then each defined function has an empty
/// placeholder body.
pub struct ScannedModule<'a> {
    parser: Parser<'a>,
    bodies: Vec<SkippedBody>,
}

/// Where a skipped function body is, and what its header told about it.
struct SkippedBody {
    g: GlobalId,
    /// Byte offset of the `{` and (the scan's guess) just past the closing `}`.
    start: usize,
    end: usize,
    /// The number of each unnamed argument, `u32::MAX` for named ones.
    arg_nums: Vec<u32>,
    /// Argument names (boxed: the table is large, and moves as the vector of bodies
    /// grows).
    names: Box<crate::intern::LocalInterner>,
}

/// A function body parsed by [`ScannedModule::parse_body`], with what the end-of-module
/// checks need to know about it.
pub struct ParsedBody {
    g: GlobalId,
    body: Body,
    md_refs: Vec<(u32, u32)>,
    block_addrs: Vec<BlockAddrUse>,
    dso_equivs: Vec<(GlobalId, usize)>,
}

impl ParsedBody {
    /// The function this body belongs to.
    pub fn function(&self) -> GlobalId {
        self.g
    }

    /// The body.
    pub fn body(&self) -> &Body {
        &self.body
    }

    /// Whether the body takes the address of a block of another function (code that refers
    /// to it can only be compiled once that function's body is in the module).
    pub fn refers_to_other_bodies(&self) -> bool {
        self.block_addrs.iter().any(|u| u.func != self.g)
    }

    /// The functions whose blocks this body takes the address of (`blockaddress`).
    pub fn block_address_functions(&self) -> impl Iterator<Item = GlobalId> + '_ {
        self.block_addrs.iter().map(|u| u.func)
    }

    /// Frees the instructions and blocks, keeping what the end-of-module checks read of a
    /// body (its argument types): for a body whose code is made, when nothing will read it
    /// again. On large inputs this lets the next body reuse the memory instead of taking
    /// fresh pages. The blocks of the function must not be named by a `blockaddress`
    /// (resolving it reads them).
    pub fn free_instructions(&mut self) {
        let arg_types = std::mem::take(&mut self.body.arg_types);
        self.body = Body {
            arg_types,
            ..Body::default()
        };
    }
}

impl<'a> ScannedModule<'a> {
    /// The module, with empty placeholder bodies.
    pub fn module(&self) -> &Module {
        &self.parser.m.module
    }

    /// The functions whose blocks the top level (global initialisers) takes the address of.
    pub fn block_address_functions(&self) -> impl Iterator<Item = GlobalId> + '_ {
        self.parser.block_addrs.iter().map(|u| u.func)
    }

    /// Number of function bodies.
    pub fn num_bodies(&self) -> usize {
        self.bodies.len()
    }

    /// The function of body `i` (bodies are numbered in file order).
    pub fn body_function(&self, i: usize) -> GlobalId {
        self.bodies[i].g
    }

    /// The length of body `i` in bytes of source: a measure of the work it takes.
    pub fn body_size(&self, i: usize) -> usize {
        self.bodies[i].end - self.bodies[i].start
    }

    /// Parses body `i`; call-site attribute groups are resolved. Any error (including
    /// what only the sequential parser can handle) is returned as a diagnostic that need
    /// not be the module's first: parse the module sequentially to report one.
    pub fn parse_body(&self, i: usize) -> PResult<ParsedBody> {
        let job = &self.bodies[i];
        let state: &ModuleState = &self.parser.m;
        let mut p = Parser::<&ModuleState>::at(self.parser.src, job.start, state);
        let f = state.module.function(job.g).expect("scanned function");
        let fn_ty = state.module.fn_type(job.g);
        let mut body = p.parse_body(
            job.g,
            fn_ty,
            &f.param_names,
            &job.arg_nums,
            crate::intern::LocalInterner::clone(&job.names),
        )?;
        if p.prev_end as usize != job.end {
            return p.err_at(job.start, "function body does not end where the scan found");
        }
        for (u, groups, _) in std::mem::take(&mut p.group_uses) {
            if let GroupUse::Call(_, call) = u {
                state.merge_call_groups(&mut body, call, &groups);
            }
        }
        Ok(ParsedBody {
            g: job.g,
            body,
            md_refs: p.md_refs,
            block_addrs: p.block_addrs,
            dso_equivs: p.dso_equivs,
        })
    }

    /// Puts the parsed bodies (all of them, in any order) in place and runs the
    /// end-of-module checks.
    pub fn finish(mut self, bodies: Vec<ParsedBody>) -> PResult<Module> {
        let p = &mut self.parser;
        for b in bodies {
            p.md_refs.extend(b.md_refs);
            p.block_addrs.extend(b.block_addrs);
            p.dso_equivs.extend(b.dso_equivs);
            if let crate::module::GlobalKind::Func(f) = &mut p.m.module.globals[b.g].kind {
                f.body = Some(b.body);
            }
        }
        self.parser.finish()
    }
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

/// A `blockaddress(@f, %b)` constant, checked at the end: function, block, and the
/// positions of the function and block names.
struct BlockAddrUse {
    func: GlobalId,
    block: crate::constant::BlockRef,
    func_pos: usize,
    block_pos: usize,
}

/// The module being built and the module-level name tables that function bodies look
/// things up in. The top-level parser owns it; body parsers running in parallel share it
/// (types, constants, attributes and names intern through `&self`).
pub(crate) struct ModuleState {
    module: Module,
    /// Named types (`%name`) and numbered types (`%N`): handle and position of first use
    /// while still undefined.
    named_types: FxHashMap<Box<[u8]>, (Type, Option<usize>)>,
    numbered_types: FxHashMap<u32, (Type, Option<usize>)>,
    /// Attribute groups by number.
    attr_groups: FxHashMap<u32, AttrSet>,
    /// Globals used but not yet defined.
    forward_globals: FxHashMap<GlobalId, ForwardGlobal>,
    /// Numbered globals by number.
    numbered_globals: FxHashMap<u32, GlobalId>,
    next_global_number: u32,
    /// Comdats by name, with the position of the first use if not yet defined.
    comdat_names: FxHashMap<Sym, (ComdatId, Option<usize>)>,
    /// Identified structs with a body, and where they are defined.
    struct_defs: Vec<(Type, usize)>,
}

impl Deref for ModuleState {
    type Target = Module;
    fn deref(&self) -> &Module {
        &self.module
    }
}

impl DerefMut for ModuleState {
    fn deref_mut(&mut self) -> &mut Module {
        &mut self.module
    }
}

impl ModuleState {
    /// Merges the attribute groups `groups` into the function attributes of `call`.
    fn merge_call_groups(&self, body: &mut Body, call: CallId, groups: &[u32]) {
        let set = self.group_set(groups);
        let old = body.calls[call].attrs;
        let l = self.module.attrs.list(old);
        let func = self.module.attrs.merge_sets(l.func, set);
        body.calls[call].attrs = self.module.attrs.intern_list(func, l.ret, &l.params);
    }

    /// The union of attribute groups (LLVM ignores references to undefined groups).
    fn group_set(&self, groups: &[u32]) -> AttrSet {
        groups
            .iter()
            .filter_map(|g| self.attr_groups.get(g))
            .fold(AttrSet::EMPTY, |set, &gs| {
                self.module.attrs.merge_sets(set, gs)
            })
    }
}

/// How a parser reaches the module state: owning it (the top level, and sequential
/// parsing) or sharing it with parsers of other bodies (parallel parsing).
pub(crate) trait Ctx: Deref<Target = ModuleState> {
    /// The module state when this parser owns it; `None` for body parsers working in
    /// parallel, which therefore cannot create globals or named types.
    fn owned(&mut self) -> Option<&mut ModuleState>;
}

impl Ctx for Box<ModuleState> {
    fn owned(&mut self) -> Option<&mut ModuleState> {
        Some(self)
    }
}

impl Ctx for &ModuleState {
    fn owned(&mut self) -> Option<&mut ModuleState> {
        None
    }
}

pub(crate) struct Parser<'a, C = Box<ModuleState>> {
    src: &'a [u8],
    lex: Lexer<'a>,
    tok: Token,
    /// The tokens after `tok` lexed so far (`lex` is past them).
    ahead: Lookahead,
    /// End of the previous token (to capture source text spans).
    prev_end: u32,
    m: C,
    /// `#N` uses to resolve at the end: (use, group numbers, position).
    group_uses: Vec<(GroupUse, Vec<u32>, usize)>,
    /// Metadata node numbers referenced, with the position of each reference (checked
    /// against the definitions at the end; a list costs less than a map of first uses).
    md_refs: Vec<(u32, u32)>,
    /// `blockaddress` constants to check at the end.
    block_addrs: Vec<BlockAddrUse>,
    /// `dso_local_equivalent @g` constants to check at the end, with the position of `@g`.
    dso_equivs: Vec<(GlobalId, usize)>,
    /// Reusable buffers, so the per-instruction paths allocate nothing.
    scratch: Scratch,
    /// Metadata definitions skimmed in parallel beyond a line the skim stopped at, to
    /// take up after the token path has read that line ([`Parser::skim_md_defs`]).
    skims_ahead: Vec<md_skim::Skimmed>,
    /// Types already found to be sized (struct sizedness needs a walk of the fields).
    sized: rustc_hash::FxHashSet<Type>,
    /// Whether function bodies are skipped (scanning) rather than parsed.
    skip_bodies: bool,
    skipped_bodies: Vec<SkippedBody>,
    /// How deeply the types, constants or metadata being parsed are nested (see
    /// [`Parser::nested`]).
    depth: u32,
}

/// Tokens lexed ahead of the current one: `toks[next..len]` come next.
struct Lookahead {
    toks: [Token; BATCH],
    len: usize,
    next: usize,
}

impl Lookahead {
    fn new() -> Self {
        Lookahead {
            toks: [Token::EOF; BATCH],
            len: 0,
            next: 0,
        }
    }
}

/// Reusable buffers (taken and put back around use).
#[derive(Default)]
struct Scratch {
    attrs: Vec<Attr>,
    values: Vec<crate::inst::Value>,
    types: Vec<Type>,
    sets: Vec<AttrSet>,
}

/// How deeply types, constants and metadata may nest (LLVM has no limit and overflows its
/// stack; clang refuses brackets nested more than 256 deep). Code generators nest a few
/// levels, rarely tens.
pub const MAX_NESTING: u32 = 500;

impl<'a> Parser<'a> {
    /// A parser of a whole module (`skip_bodies`: of its top level).
    fn new(src: &'a [u8], skip_bodies: bool) -> Self {
        let state = ModuleState {
            module: Module::default(),
            named_types: FxHashMap::default(),
            numbered_types: FxHashMap::default(),
            attr_groups: FxHashMap::default(),
            forward_globals: FxHashMap::default(),
            numbered_globals: FxHashMap::default(),
            next_global_number: 0,
            comdat_names: FxHashMap::default(),
            struct_defs: Vec::new(),
        };
        let mut p = Parser::at(src, 0, Box::new(state));
        p.skip_bodies = skip_bodies;
        p
    }
}

impl<'a, C: Ctx> Parser<'a, C> {
    /// A parser starting at byte `pos` of `src`.
    fn at(src: &'a [u8], pos: usize, m: C) -> Self {
        let mut lex = Lexer { src, pos };
        let tok = lex.next_token();
        Parser {
            src,
            lex,
            tok,
            ahead: Lookahead::new(),
            prev_end: pos as u32,
            m,
            group_uses: Vec::new(),
            md_refs: Vec::new(),
            block_addrs: Vec::new(),
            dso_equivs: Vec::new(),
            scratch: Scratch::default(),
            skims_ahead: Vec::new(),
            sized: Default::default(),
            skip_bodies: false,
            skipped_bodies: Vec::new(),
            depth: 0,
        }
    }

    // ----- token helpers -----

    #[inline]
    fn bump(&mut self) {
        self.prev_end = self.tok.end;
        if self.ahead.next == self.ahead.len {
            self.lex_ahead();
        }
        // `next < len <= BATCH` (a batch holds at least one token): the mask spares the
        // bounds check.
        debug_assert!(self.ahead.next < self.ahead.len);
        self.tok = self.ahead.toks[self.ahead.next % BATCH];
        self.ahead.next += 1;
    }

    /// Lexes the next tokens into the (used up) lookahead.
    #[inline(never)]
    fn lex_ahead(&mut self) {
        self.ahead.len = self.lex.lex_batch(&mut self.ahead.toks);
        self.ahead.next = 0;
    }

    /// The token after the current one.
    #[inline]
    fn peek(&mut self) -> Token {
        if self.ahead.next == self.ahead.len {
            self.lex_ahead();
        }
        debug_assert!(self.ahead.next < self.ahead.len);
        self.ahead.toks[self.ahead.next % BATCH]
    }

    /// Moves to the token at or after byte `pos` (a token boundary), forgetting the
    /// tokens lexed ahead.
    fn seek(&mut self, pos: usize) {
        self.lex.pos = pos;
        self.ahead.len = 0;
        self.ahead.next = 0;
        self.prev_end = pos as u32;
        self.tok = self.lex.next_token();
    }

    /// The parser position, to backtrack to with [`Parser::restore`].
    fn save(&self) -> (Token, u32) {
        (self.tok, self.prev_end)
    }

    /// Backtracks to a position from [`Parser::save`]: the tokens after the current one
    /// are lexed again (lexing does not depend on what came before a token).
    fn restore(&mut self, (tok, prev_end): (Token, u32)) {
        self.lex.pos = tok.end as usize;
        self.ahead.len = 0;
        self.ahead.next = 0;
        self.tok = tok;
        self.prev_end = prev_end;
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

    /// Runs `f`, which parses a type, a constant or a metadata node, one nesting level
    /// deeper. Input nested more than [`MAX_NESTING`] levels is refused here: the parser,
    /// and every stage after it that walks types, constants and metadata, recurse once
    /// per level (on threads with 2 MB stacks).
    #[inline]
    fn nested<T>(&mut self, f: impl FnOnce(&mut Self) -> PResult<T>) -> PResult<T> {
        if self.depth >= MAX_NESTING {
            return self.err(format!(
                "types, constants or metadata nested more than {MAX_NESTING} levels deep"
            ));
        }
        self.depth += 1;
        let r = f(self);
        self.depth -= 1;
        r
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

    /// Whether the current token is keyword `kw`.
    #[inline]
    fn is_kw(&self, kw: Kw) -> bool {
        self.tok.kw == kw
    }

    #[inline]
    fn eat_kw(&mut self, kw: Kw) -> bool {
        if self.is_kw(kw) {
            self.bump();
            true
        } else {
            false
        }
    }

    #[inline]
    fn expect_kw(&mut self, kw: Kw) -> PResult<()> {
        if self.eat_kw(kw) {
            Ok(())
        } else {
            self.expected(&format!("'{}'", kw.text()))
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
        if self.tok.num != NO_NUM {
            let v = self.tok.num;
            self.bump();
            return Ok(v as u64);
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
    #[inline]
    fn number_of(&self, t: Token) -> PResult<u32> {
        if t.num != NO_NUM {
            return Ok(t.num);
        }
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

    // ----- globals by name -----

    /// The global for a `@name`/`@N` token, creating a forward reference if undefined
    /// (which only a parser owning the module can do).
    fn global_ref(&mut self, t: Token) -> PResult<GlobalId> {
        let name = match t.kind {
            Tok::GlobalVar => {
                let n = self.name_of(t);
                let known = self.m.syms.lookup(&n);
                if let Some(&g) = known.and_then(|sym| self.m.global_names.get(&sym)) {
                    return Ok(g);
                }
                match self.m.owned() {
                    Some(m) => GlobalName::Named(m.syms.intern(&n)),
                    None => return self.err_at(t.start as usize, "global not found by the scan"),
                }
            }
            _ => {
                let n = self.number_of(t)?;
                if let Some(&g) = self.m.numbered_globals.get(&n) {
                    return Ok(g);
                }
                GlobalName::Numbered(n)
            }
        };
        let Some(m) = self.m.owned() else {
            return self.err_at(t.start as usize, "global not found by the scan");
        };
        let new = global::placeholder(m, name);
        let g = m.module.globals.push(new);
        match name {
            GlobalName::Named(s) => {
                m.module.global_names.insert(s, g);
            }
            GlobalName::Numbered(n) => {
                m.numbered_globals.insert(n, g);
            }
        }
        m.forward_globals.insert(
            g,
            ForwardGlobal {
                pos: t.start as usize,
            },
        );
        Ok(g)
    }
}

impl<'a> Parser<'a> {
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
                            self.expect_kw(Kw::Asm)?;
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

    /// When scanning, fails if a function body was skipped already: the current entity
    /// (a type definition or the data layout) may change how earlier bodies parse, which
    /// only the sequential parser gets right. LLVM prints both before any function.
    fn check_before_skipped_bodies(&self) -> PResult<()> {
        if self.skipped_bodies.is_empty() {
            return Ok(());
        }
        self.err(
            "type definitions and the data layout after a function body need the sequential parser",
        )
    }

    fn parse_target(&mut self) -> PResult<()> {
        self.bump();
        if self.eat_kw(Kw::Triple) {
            self.expect(Tok::Equal, "'='")?;
            let s = self.parse_string("string")?;
            self.m.triple = Some(s.into());
        } else if self.eat_kw(Kw::Datalayout) {
            self.check_before_skipped_bodies()?;
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

    // ----- end of module -----

    /// Refuses the first struct definition whose type nests more than [`MAX_NESTING`]
    /// levels through identified structs (`%a = type { %b }`, `%b = type { %c }`, …):
    /// each definition is shallow, the chain is not, and later stages walk it
    /// recursively.
    fn check_struct_nesting(&self) -> PResult<()> {
        let mut depths = FxHashMap::default();
        let mut defs = self.m.struct_defs.clone();
        defs.sort_by_key(|&(_, pos)| pos);
        for (t, pos) in defs {
            if self.m.types.nesting_depth(t, &mut depths) > MAX_NESTING {
                return self.err_at(
                    pos,
                    format!("type nested more than {MAX_NESTING} levels deep"),
                );
            }
        }
        Ok(())
    }

    fn finish(mut self) -> PResult<Module> {
        if let Some((_, fg)) = self.m.forward_globals.iter().min_by_key(|(_, f)| f.pos) {
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
            self.m
                .named_types
                .iter()
                .filter_map(|(n, (_, p))| {
                    p.map(|p| {
                        (
                            p,
                            format!("use of undefined type named '{}'", escape_text(n)),
                        )
                    })
                })
                .chain(self.m.numbered_types.iter().filter_map(|(n, (_, p))| {
                    p.map(|p| (p, format!("use of undefined type '%{n}'")))
                }))
                .min_by_key(|x| x.0);
        if let Some((pos, msg)) = undefined_type {
            return self.err_at(pos, msg);
        }
        if let Some((&sym, (_, Some(pos)))) = self
            .m
            .comdat_names
            .iter()
            .filter(|x| x.1 .1.is_some())
            .min_by_key(|x| x.1 .1)
        {
            let pos = *pos;
            let name = escape_text(self.m.syms.get(sym));
            return self.err_at(pos, format!("use of undefined comdat '${name}'"));
        }
        if let Some(&(n, pos)) = self
            .md_refs
            .iter()
            .filter(|&&(n, _)| !self.m.metadata.node_index.contains(n))
            .min_by_key(|x| x.1)
        {
            return self.err_at(pos as usize, format!("use of undefined metadata '!{n}'"));
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
        let targets = crate::module::BlockAddresses::default();
        for &BlockAddrUse {
            func: f,
            block: b,
            func_pos: fpos,
            block_pos: bpos,
        } in &self.block_addrs
        {
            let has_body = match &self.m.globals[f].kind {
                crate::module::GlobalKind::Func(func) => func.body.is_some(),
                _ => return self.err_at(fpos, "expected function name in blockaddress"),
            };
            if !has_body {
                return self.err_at(fpos, "cannot take blockaddress inside a declaration");
            }
            if targets.target(&self.m, f, b).is_none() {
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
        self.resolve_group_uses();
        Ok(self.m.module)
    }

    /// Merges the attribute groups referenced by functions and variables (all of them are
    /// known once the top level is parsed).
    fn resolve_global_group_uses(&mut self) {
        let uses = std::mem::take(&mut self.group_uses);
        for (u, groups, pos) in uses {
            match u {
                GroupUse::Function(g) => {
                    let mut set = self.m.group_set(&groups);
                    let align = self.take_align_attr(&mut set);
                    let m = &mut self.m.module;
                    let gv = &mut m.globals[g];
                    if let Some(a) = align {
                        gv.align.get_or_insert(a);
                    }
                    if let crate::module::GlobalKind::Func(f) = &mut gv.kind {
                        let l = m.attrs.list(f.attrs);
                        let func = m.attrs.merge_sets(l.func, set);
                        f.attrs = m.attrs.intern_list(func, l.ret, &l.params);
                    }
                }
                GroupUse::Variable(g) => {
                    let set = self.m.group_set(&groups);
                    let m = &mut self.m.module;
                    if let crate::module::GlobalKind::Var(v) = &mut m.globals[g].kind {
                        v.attrs = m.attrs.merge_sets(v.attrs, set);
                    }
                }
                GroupUse::Call(..) => self.group_uses.push((u, groups, pos)),
            }
        }
    }

    /// Merges all attribute group references.
    fn resolve_group_uses(&mut self) {
        self.resolve_global_group_uses();
        for (u, groups, _) in std::mem::take(&mut self.group_uses) {
            let GroupUse::Call(g, call) = u else { continue };
            let state: &mut ModuleState = &mut self.m;
            let crate::module::GlobalKind::Func(f) = &mut state.module.globals[g].kind else {
                continue;
            };
            let Some(mut body) = f.body.take() else {
                continue;
            };
            state.merge_call_groups(&mut body, call, &groups);
            if let crate::module::GlobalKind::Func(f) = &mut state.module.globals[g].kind {
                f.body = Some(body);
            }
        }
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

#[cfg(test)]
mod tests {
    use super::*;

    /// Whether the scan and every body parser succeed (no fallback needed).
    fn parallel_ok(src: &[u8]) -> bool {
        let Ok(s) = scan_module(src) else {
            return false;
        };
        let bodies: Result<Vec<_>, _> = (0..s.num_bodies()).map(|i| s.parse_body(i)).collect();
        bodies.and_then(|b| s.finish(b)).is_ok()
    }

    fn printed(r: PResult<Module>) -> Result<String, (usize, String)> {
        r.map(|m| crate::print(&m)).map_err(|d| (d.pos, d.message))
    }

    /// `parse_module` gives what the sequential parser gives, diagnostics included.
    fn same_as_sequential(src: &str) {
        assert_eq!(
            printed(parse_module(src.as_bytes())),
            printed(parse_module_sequential(src.as_bytes())),
            "{src}"
        );
    }

    const PRINTED: &str = "%S = type { i32, ptr }\n@g = global i32 0\n\ndefine i32 @f(ptr %p) {\nentry:\n  %a = alloca %S, align 8\n  %x = load i32, ptr @g, align 4\n  %c = call i32 @h(i32 %x) #0\n  br label %next\n\nnext:\n  ret i32 %c\n}\n\ndefine void @k() {\n  %1 = call i32 @f(ptr null)\n  ret void\n}\n\ndeclare i32 @h(i32)\n\nattributes #0 = { nounwind }\n";

    #[test]
    fn printed_ir_parses_in_parallel() {
        assert!(parallel_ok(PRINTED.as_bytes()));
        same_as_sequential(PRINTED);
        let m = parse_module(PRINTED.as_bytes()).unwrap();
        let f = m.function(m.global_by_name(b"f").unwrap()).unwrap();
        let body = f.body.as_ref().unwrap();
        let call = body.calls.values().next().unwrap();
        let l = m.attrs.list(call.attrs);
        assert!(m.attrs.has(l.func, crate::attrs::AttrKind::NoUnwind));
    }

    #[test]
    fn unusual_layouts_fall_back_to_the_sequential_parser() {
        for src in [
            // A body on one line: the scan's guess of its end is wrong.
            "define void @f() { ret void }\ndefine void @g() {\n  ret void\n}\n",
            // A type defined after a body that uses it.
            "define void @f() {\n  %a = alloca %T\n  ret void\n}\n%T = type { i32 }\n",
            // A type alias used before its definition is an error.
            "define void @f() {\n  %a = alloca %T\n  ret void\n}\n%T = type i32\n",
            // A global used by a body and never defined.
            "define void @f() {\n  call void @nowhere()\n  ret void\n}\n",
            // The data layout after a body.
            "define void @f() {\n  %a = alloca i32\n  ret void\n}\ntarget datalayout = \"A5\"\n",
            // An error in the second body, and one at the top level after it.
            "define void @f() {\n  ret void\n}\ndefine void @g() {\n  ret i32 0\n}\n@x = global i32 zeroinitializer oops\n",
            // A `}` at the start of a line inside a body.
            "define void @f() {\n  %a = alloca { i32,\n}\n  ret void\n}\n",
        ] {
            assert!(!parallel_ok(src.as_bytes()), "{src}");
            same_as_sequential(src);
        }
    }
}
