//! A byte-level lexer for LLVM's textual IR.
//!
//! Tokens are a kind and a byte span; their values (names, numbers, strings) are decoded
//! from the source only when the parser asks, so lexing allocates nothing. Bare words
//! carry their keyword ([`Kw`]), looked up once here.

use crate::keywords::word_prefix;
pub use crate::keywords::Kw;

/// Token kinds.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Tok {
    Eof,
    /// `=`
    Equal,
    /// `,`
    Comma,
    /// `*`
    Star,
    LSquare,
    RSquare,
    LBrace,
    RBrace,
    LParen,
    RParen,
    Less,
    Greater,
    /// `!` not followed by a name.
    Exclaim,
    /// `|`
    Bar,
    /// `:`
    Colon,
    /// `...`
    DotDotDot,
    /// A bare word: keyword, `iN`, `c` of `c"…"`, DWARF enumerators (`DW_TAG_x`).
    Ident,
    /// `name:` / `"name":` (span includes the colon).
    LabelStr,
    /// `N:` (span includes the colon).
    LabelId,
    /// `%name` / `%"name"`.
    LocalVar,
    /// `%N`.
    LocalId,
    /// `@name` / `@"name"`.
    GlobalVar,
    /// `@N`.
    GlobalId,
    /// `$name` / `$"name"`.
    ComdatVar,
    /// `!name` (metadata names and specialized node kinds).
    MetadataVar,
    /// `#N`.
    AttrGrpId,
    /// `#dbg_value` and friends.
    DbgRecord,
    /// `^N` (summary entries).
    SummaryId,
    /// `"…"` (span includes the quotes).
    Str,
    /// A decimal integer, optionally negative, or `u0x…`/`s0x…`.
    Int,
    /// A decimal float with `.` or exponent, or a hex float `0x…`, `0xK…` etc.
    Float,
    /// A byte that starts no token.
    Error,
}

/// A token: kind, keyword (for bare words), byte range in the source and, for numbers,
/// their value.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct Token {
    pub kind: Tok,
    /// The keyword of a `Tok::Ident`; `Kw::Other` for other words and other tokens.
    pub kw: Kw,
    pub start: u32,
    pub end: u32,
    /// The value of an unsigned decimal `Tok::Int`, or the number of a `%N`, `@N`, `#N`
    /// or `N:`, when below `u32::MAX`; [`NO_NUM`] otherwise (the parser decodes the text).
    pub num: u32,
}

/// [`Token::num`] of tokens without a small decimal value.
pub const NO_NUM: u32 = u32::MAX;

impl Token {
    /// An `Eof` token at the start of the input (a placeholder until a token is lexed).
    pub const EOF: Token = Token {
        kind: Tok::Eof,
        kw: Kw::Other,
        start: 0,
        end: 0,
        num: NO_NUM,
    };
}

/// The most tokens [`Lexer::lex_batch`] lexes at once.
pub const BATCH: usize = 32;

/// The lexer state: the source and the current position.
#[derive(Clone)]
pub struct Lexer<'a> {
    pub src: &'a [u8],
    pub pos: usize,
}

/// Bytes that may appear in a bare name: `[-a-zA-Z$._0-9]`.
static IDENT_CHAR: [bool; 256] = {
    let mut t = [false; 256];
    let mut c = 0;
    while c < 256 {
        let b = c as u8;
        t[c] = b.is_ascii_alphanumeric() || b == b'-' || b == b'$' || b == b'.' || b == b'_';
        c += 1;
    }
    t
};

/// How [`Lexer::next_token`] dispatches on a token's first byte.
#[derive(Copy, Clone, PartialEq, Eq)]
enum Class {
    Space,
    Comment,
    Word,
    Digit,
    Percent,
    /// A token of this one byte (`PUNCT` gives its kind).
    Punct,
    Other,
}

static CLASS: [Class; 256] = {
    let mut t = [Class::Other; 256];
    let mut c = 0;
    while c < 256 {
        let b = c as u8;
        t[c] = match b {
            b' ' | b'\t' | b'\n' | b'\r' | 0x0b | 0x0c => Class::Space,
            b';' => Class::Comment,
            b'a'..=b'z' | b'A'..=b'Z' | b'_' => Class::Word,
            b'0'..=b'9' => Class::Digit,
            b'%' => Class::Percent,
            b',' | b'=' | b'*' | b'[' | b']' | b'{' | b'}' | b'(' | b')' | b'<' | b'>' | b'|'
            | b':' => Class::Punct,
            _ => Class::Other,
        };
        c += 1;
    }
    t
};

/// The kind of each one-byte token.
static PUNCT: [Tok; 256] = {
    let mut t = [Tok::Error; 256];
    t[b',' as usize] = Tok::Comma;
    t[b'=' as usize] = Tok::Equal;
    t[b'*' as usize] = Tok::Star;
    t[b'[' as usize] = Tok::LSquare;
    t[b']' as usize] = Tok::RSquare;
    t[b'{' as usize] = Tok::LBrace;
    t[b'}' as usize] = Tok::RBrace;
    t[b'(' as usize] = Tok::LParen;
    t[b')' as usize] = Tok::RParen;
    t[b'<' as usize] = Tok::Less;
    t[b'>' as usize] = Tok::Greater;
    t[b'|' as usize] = Tok::Bar;
    t[b':' as usize] = Tok::Colon;
    t
};

/// Bytes after which a run of digits is a whole integer token (not a float, a label or
/// part of a name).
static ENDS_INT: [bool; 256] = {
    let mut t = [true; 256];
    let mut c = 0;
    while c < 256 {
        let b = c as u8;
        if b.is_ascii_alphanumeric() || matches!(b, b'.' | b'_' | b'-' | b'$' | b':') {
            t[c] = false;
        }
        c += 1;
    }
    t
};

/// Per word length below 16: the mask of its bytes among the first eight.
static PREFIX_MASK: [u64; 16] = {
    let mut t = [u64::MAX; 16];
    let mut n = 0;
    while n < 8 {
        t[n] = (1u64 << (8 * n)) - 1;
        n += 1;
    }
    t
};

/// Whether `c` can be part of a bare word (`[A-Za-z0-9_.$-]`).
#[inline]
pub(crate) fn is_ident_char(c: u8) -> bool {
    IDENT_CHAR[c as usize]
}

/// Whether word `w` is a hexadecimal integer `u0x…` or `s0x…`.
fn is_hex_int_word(w: &[u8]) -> bool {
    w.len() > 3
        && (w[0] == b'u' || w[0] == b's')
        && w[1] == b'0'
        && w[2] == b'x'
        && w[3..].iter().all(|c| c.is_ascii_hexdigit())
}

impl<'a> Lexer<'a> {
    /// A lexer at the start of `src`.
    pub fn new(src: &'a [u8]) -> Self {
        Lexer { src, pos: 0 }
    }

    /// Scans a `"…"` string starting at `p` (the opening quote); returns the end (after the
    /// closing quote), or `None` when unterminated.
    fn scan_string(&self, p: usize) -> Option<usize> {
        let n = memchr::memchr(b'"', &self.src[p + 1..])?;
        Some(p + 1 + n + 1)
    }

    /// Whether the quoted name `src[s..e]` (quotes included) has a null byte, raw or as a
    /// `\00` escape: LLVM rejects null bytes in names.
    fn has_nul_escape(&self, s: usize, e: usize) -> bool {
        let b = &self.src[s..e];
        if memchr::memchr(0, b).is_some() {
            return true;
        }
        let mut i = 0;
        while let Some(k) = memchr::memchr(b'\\', &b[i..]) {
            let j = i + k;
            match b.get(j + 1..j + 3) {
                Some(b"00") => return true,
                Some([b'\\', ..]) => i = j + 2,
                _ => i = j + 1,
            }
        }
        false
    }

    #[inline]
    fn scan_ident_chars(&self, mut p: usize) -> usize {
        while let Some(&c) = self.src.get(p) {
            if !is_ident_char(c) {
                break;
            }
            p += 1;
        }
        p
    }

    /// Lexes the next token.
    pub fn next_token(&mut self) -> Token {
        let mut t = Token::EOF;
        self.pos = self.lex_into(self.pos, &mut t);
        t
    }

    /// Lexes tokens into `out` until one ends its line (a newline follows it directly),
    /// `out` is full or the input ends (the `Eof` token is stored); returns how many.
    ///
    /// Lexing a line at a time in one loop costs much less per token than a call of
    /// [`Lexer::next_token`] per token, and lexes little beyond what a parser that
    /// jumps elsewhere (skipping a function body) needs.
    pub fn lex_batch(&mut self, out: &mut [Token; BATCH]) -> usize {
        let src = self.src;
        let mut p = self.pos;
        let mut n = 0;
        while n < BATCH {
            p = self.lex_into(p, &mut out[n]);
            n += 1;
            // The end of the input (after the `Eof` token, or a last token that the
            // next batch follows with it) or of the line.
            match src.get(p) {
                None | Some(b'\n') => break,
                Some(_) => {}
            }
            // `, align N` as printers write it: `align` needs no keyword lookup.
            if out[n - 1].kind == Tok::Comma && n < BATCH && self.align_follows(p) {
                out[n] = Token {
                    kind: Tok::Ident,
                    kw: Kw::Align,
                    start: p as u32 + 1,
                    end: p as u32 + 6,
                    num: NO_NUM,
                };
                n += 1;
                p += 6;
            }
        }
        self.pos = p;
        n
    }

    /// Whether ` align ` and a digit follow at `p`.
    #[inline(always)]
    fn align_follows(&self, p: usize) -> bool {
        match self.src.get(p..).and_then(|s| s.first_chunk::<8>()) {
            Some(w) => {
                let v = u64::from_le_bytes(*w);
                v & 0x00ff_ffff_ffff_ffff == u64::from_le_bytes(*b" align \0")
                    && w[7].is_ascii_digit()
            }
            None => false,
        }
    }

    /// Lexes the token at or after byte `p` (after white space and comments) into `t`;
    /// returns its end.
    ///
    /// Each path stores its token in `t` itself: a token returned by value from paths
    /// that merge (some out of line) is assembled on the stack and then copied.
    #[inline(always)]
    fn lex_into(&self, mut p: usize, t: &mut Token) -> usize {
        let src = self.src;
        // Tokens are mostly separated by one space.
        if src.get(p) == Some(&b' ') {
            p += 1;
        }
        loop {
            let Some(&c) = src.get(p) else {
                return Self::put(t, p, (Tok::Eof, p, NO_NUM));
            };
            match CLASS[c as usize] {
                Class::Space => {
                    // A line break is mostly followed by indentation.
                    p += 1;
                    while src.get(p) == Some(&b' ') {
                        p += 1;
                    }
                }
                Class::Word => return self.lex_word(p, t),
                Class::Percent => return self.lex_percent(p, t),
                Class::Punct => return Self::put(t, p, (PUNCT[c as usize], p + 1, NO_NUM)),
                Class::Digit => return self.lex_decimal(p, t),
                Class::Comment => {
                    p = memchr::memchr(b'\n', &src[p..]).map_or(src.len(), |i| p + i);
                }
                Class::Other => return self.token_at(p, c, t),
            }
        }
    }

    /// Stores the token of `start` and a `(kind, end, number)` triple (not a keyword) in
    /// `t`; returns its end.
    #[inline(always)]
    fn put(t: &mut Token, start: usize, (kind, end, num): (Tok, usize, u32)) -> usize {
        *t = Token {
            kind,
            kw: Kw::Other,
            start: start as u32,
            end: end as u32,
            num,
        };
        end
    }

    /// Lexes the token that starts with byte `c` at `start` (the less frequent kinds).
    #[inline(never)]
    fn token_at(&self, start: usize, c: u8, t: &mut Token) -> usize {
        let r = match c {
            b'-' | b'+' => self.lex_number(start),
            b'@' => self.lex_sigil(start, Tok::GlobalVar, Tok::GlobalId),
            b'#' => self.lex_hash(start),
            _ => {
                let (kind, end) = self.lex_other(start, c);
                (kind, end, NO_NUM)
            }
        };
        Self::put(t, start, r)
    }

    /// `%N` (with at most nine digits), else any other token starting with `%`.
    #[inline(always)]
    fn lex_percent(&self, start: usize, t: &mut Token) -> usize {
        match self.short_digits(start + 1) {
            Some((e, v, next)) if !is_ident_char(next) => Self::put(t, start, (Tok::LocalId, e, v)),
            _ => self.lex_percent_slow(start, t),
        }
    }

    /// The digits at `p` (at most the end of the input) when there are one to nine of
    /// them, followed by another byte within a window of fixed size: their end, value,
    /// and the byte after them.
    #[inline(always)]
    fn short_digits(&self, p: usize) -> Option<(usize, u32, u8)> {
        let win: &[u8; 10] = self.src[p..].first_chunk()?;
        let mut v = 0u32;
        let mut i = 0;
        while i < 10 {
            let d = win[i].wrapping_sub(b'0');
            if d > 9 {
                break;
            }
            // Ten digits may wrap; that result is never used (see below).
            v = v.wrapping_mul(10).wrapping_add(d as u32);
            i += 1;
        }
        if i == 0 || i == 10 {
            return None;
        }
        Some((p + i, v, win[i]))
    }

    /// [`Lexer::lex_percent`] near the end of the input and for long numbers and names.
    #[inline(never)]
    fn lex_percent_slow(&self, start: usize, t: &mut Token) -> usize {
        let src = self.src;
        let mut e = start + 1;
        let mut v = 0u32;
        while let Some(&c) = src.get(e) {
            let d = c.wrapping_sub(b'0');
            if d > 9 {
                break;
            }
            v = v.wrapping_mul(10).wrapping_add(d as u32);
            e += 1;
        }
        let n = e - start - 1;
        if n == 0 || n > 9 || src.get(e).is_some_and(|&c| is_ident_char(c)) {
            let r = self.lex_sigil(start, Tok::LocalVar, Tok::LocalId);
            return Self::put(t, start, r);
        }
        Self::put(t, start, (Tok::LocalId, e, v))
    }

    /// A token starting with a digit: an unsigned decimal integer of at most nine digits,
    /// else [`Lexer::lex_number`].
    #[inline(always)]
    fn lex_decimal(&self, start: usize, t: &mut Token) -> usize {
        match self.short_digits(start) {
            Some((e, v, next)) if ENDS_INT[next as usize] => Self::put(t, start, (Tok::Int, e, v)),
            _ => self.lex_decimal_slow(start, t),
        }
    }

    /// [`Lexer::lex_decimal`] near the end of the input and for other numbers.
    #[inline(never)]
    fn lex_decimal_slow(&self, start: usize, t: &mut Token) -> usize {
        let src = self.src;
        let mut e = start;
        let mut v = 0u32;
        while let Some(&c) = src.get(e) {
            let d = c.wrapping_sub(b'0');
            if d > 9 {
                break;
            }
            v = v.wrapping_mul(10).wrapping_add(d as u32);
            e += 1;
        }
        let next = src.get(e).copied().unwrap_or(0);
        if e - start > 9 || !ENDS_INT[next as usize] {
            let r = self.lex_number(start);
            return Self::put(t, start, r);
        }
        Self::put(t, start, (Tok::Int, e, v))
    }

    /// The tokens starting with a byte of `Class::Other` (other than `-`, `+`, `@`, `#`).
    fn lex_other(&self, start: usize, c: u8) -> (Tok, usize) {
        let src = self.src;
        match c {
            b'!' => self.lex_exclaim(start),
            b'$' => self.lex_dollar(start),
            b'^' => {
                let e = self.scan_digits(start + 1);
                if e == start + 1 {
                    (Tok::Error, start + 1)
                } else {
                    (Tok::SummaryId, e)
                }
            }
            b'"' => match self.scan_string(start) {
                Some(e) if src.get(e) == Some(&b':') => {
                    if self.has_nul_escape(start, e) {
                        (Tok::Error, e + 1)
                    } else {
                        (Tok::LabelStr, e + 1)
                    }
                }
                Some(e) => (Tok::Str, e),
                None => (Tok::Error, src.len()),
            },
            b'.' => {
                if src.get(start + 1) == Some(&b'.') && src.get(start + 2) == Some(&b'.') {
                    (Tok::DotDotDot, start + 3)
                } else {
                    self.lex_ident_or_label(start)
                }
            }
            b'\\' => self.lex_ident_or_label(start),
            _ => (Tok::Error, start + 1),
        }
    }

    /// Scans decimal digits from `p`: their end and value (`NO_NUM` when it is not below
    /// `u32::MAX`).
    #[inline]
    fn scan_decimal(&self, mut p: usize) -> (usize, u32) {
        let mut v: u64 = 0;
        while let Some(&c) = self.src.get(p) {
            let d = c.wrapping_sub(b'0');
            if d > 9 {
                break;
            }
            v = (v * 10 + d as u64).min(NO_NUM as u64);
            p += 1;
        }
        (p, v as u32)
    }

    fn scan_digits(&self, mut p: usize) -> usize {
        while p < self.src.len() && self.src[p].is_ascii_digit() {
            p += 1;
        }
        p
    }

    fn lex_exclaim(&self, start: usize) -> (Tok, usize) {
        let c = self.peek_at(start + 1);
        if c.is_ascii_alphabetic() || matches!(c, b'-' | b'$' | b'.' | b'_' | b'\\') {
            let mut p = start + 1;
            while p < self.src.len() && (is_ident_char(self.src[p]) || self.src[p] == b'\\') {
                p += 1;
            }
            (Tok::MetadataVar, p)
        } else {
            (Tok::Exclaim, start + 1)
        }
    }

    fn lex_sigil(&self, start: usize, named: Tok, numbered: Tok) -> (Tok, usize, u32) {
        let c = self.peek_at(start + 1);
        if c.is_ascii_digit() {
            let (e, v) = self.scan_decimal(start + 1);
            if e < self.src.len() && is_ident_char(self.src[e]) {
                // `%1abc` is not valid; LLVM lexes `%1` then errors. Treat as an error token.
                (Tok::Error, self.scan_ident_chars(e), NO_NUM)
            } else {
                (numbered, e, v)
            }
        } else if c == b'"' {
            match self.scan_string(start + 1) {
                Some(e) if self.has_nul_escape(start, e) => (Tok::Error, e, NO_NUM),
                Some(e) => (named, e, NO_NUM),
                None => (Tok::Error, self.src.len(), NO_NUM),
            }
        } else if is_ident_char(c) {
            (named, self.scan_ident_chars(start + 1), NO_NUM)
        } else {
            (Tok::Error, start + 1, NO_NUM)
        }
    }

    fn lex_dollar(&self, start: usize) -> (Tok, usize) {
        let c = self.peek_at(start + 1);
        if c == b'"' {
            match self.scan_string(start + 1) {
                Some(e) if self.has_nul_escape(start, e) => (Tok::Error, e),
                Some(e) => (Tok::ComdatVar, e),
                None => (Tok::Error, self.src.len()),
            }
        } else if is_ident_char(c) {
            let e = self.scan_ident_chars(start + 1);
            if self.src.get(e) == Some(&b':') {
                (Tok::LabelStr, e + 1)
            } else {
                (Tok::ComdatVar, e)
            }
        } else {
            (Tok::Error, start + 1)
        }
    }

    fn lex_hash(&self, start: usize) -> (Tok, usize, u32) {
        let c = self.peek_at(start + 1);
        if c.is_ascii_digit() {
            let (e, v) = self.scan_decimal(start + 1);
            (Tok::AttrGrpId, e, v)
        } else if self.src[start + 1..].starts_with(b"dbg_") {
            (Tok::DbgRecord, self.scan_ident_chars(start + 1), NO_NUM)
        } else {
            (Tok::Error, start + 1, NO_NUM)
        }
    }

    fn lex_ident_or_label(&self, start: usize) -> (Tok, usize) {
        let e = self.scan_ident_chars(start);
        if e == start {
            return (Tok::Error, start + 1);
        }
        if self.src.get(e) == Some(&b':') {
            (Tok::LabelStr, e + 1)
        } else {
            (Tok::Ident, e)
        }
    }

    /// A word starting with a letter or `_` at `start`: a label when a colon follows, a
    /// hexadecimal integer (`u0x…`, `s0x…`), or a bare word with its keyword.
    #[inline(always)]
    fn lex_word(&self, start: usize, t: &mut Token) -> usize {
        // Words are short: scan a window of fixed size (no bounds check per byte).
        let Some(win) = self.src[start..].first_chunk::<16>() else {
            return self.lex_long_word(start, t);
        };
        let mut n = 1;
        while n < 16 && is_ident_char(win[n]) {
            n += 1;
        }
        if n == 16 {
            return self.lex_long_word(start, t);
        }
        if win[n] == b':' {
            return Self::put(t, start, (Tok::LabelStr, start + n + 1, NO_NUM));
        }
        // The first eight bytes, those after the word cleared (`word_prefix`).
        let v = u64::from_le_bytes(*win.first_chunk().expect("eight bytes"));
        let prefix = v & PREFIX_MASK[n];
        Self::put_word(t, start, &win[..n], prefix)
    }

    /// [`Lexer::lex_word`] for words near the end of the input or of 16 bytes or more.
    #[inline(never)]
    fn lex_long_word(&self, start: usize, t: &mut Token) -> usize {
        let e = self.scan_ident_chars(start + 1);
        if self.src.get(e) == Some(&b':') {
            return Self::put(t, start, (Tok::LabelStr, e + 1, NO_NUM));
        }
        let w = &self.src[start..e];
        Self::put_word(t, start, w, word_prefix(w))
    }

    /// Stores the token of word `w` at `start` (not a label), whose [`word_prefix`] is
    /// `prefix`, in `t`; returns its end.
    #[inline(always)]
    fn put_word(t: &mut Token, start: usize, w: &[u8], prefix: u64) -> usize {
        let kw = Kw::lookup(w, prefix);
        let kind = if kw == Kw::Other && is_hex_int_word(w) {
            Tok::Int
        } else {
            Tok::Ident
        };
        let end = start + w.len();
        *t = Token {
            kind,
            kw,
            start: start as u32,
            end: end as u32,
            num: NO_NUM,
        };
        end
    }

    fn lex_number(&self, start: usize) -> (Tok, usize, u32) {
        let src = self.src;
        let c = src[start];
        if c.is_ascii_digit() && self.peek_at(start + 1) != b'x' {
            // Unsigned decimal: an integer, a float or a label `N:`.
            let (p, v) = self.scan_decimal(start);
            match self.peek_at(p) {
                b':' => return (Tok::LabelId, p + 1, v),
                b'.' | b'e' | b'E' | b'a'..=b'z' | b'A'..=b'Z' | b'_' | b'-' | b'$' => {}
                _ => return (Tok::Int, p, v),
            }
        }
        let (kind, end) = self.lex_number_slow(start);
        (kind, end, NO_NUM)
    }

    fn lex_number_slow(&self, start: usize) -> (Tok, usize) {
        let src = self.src;
        let mut p = start;
        // Hex floats: 0x…, 0xK…, 0xL…, 0xM…, 0xH…, 0xR…
        if src[p] == b'0' && self.peek_at(p + 1) == b'x' {
            let mut q = p + 2;
            if q < src.len() && matches!(src[q], b'K' | b'L' | b'M' | b'H' | b'R') {
                q += 1;
            }
            let h = q;
            while q < src.len() && src[q].is_ascii_hexdigit() {
                q += 1;
            }
            if q == h {
                return (Tok::Error, q);
            }
            return (Tok::Float, q);
        }
        if src[p] == b'-' || src[p] == b'+' {
            p += 1;
            if p >= src.len() || !src[p].is_ascii_digit() {
                // `-foo:` style labels or lone sign.
                return self.lex_ident_or_label(start);
            }
        }
        p = self.scan_digits(p);
        if p < src.len() && src[p] == b'.' && self.peek_at(p + 1) != b'.' {
            p += 1;
            p = self.scan_digits(p);
            if p < src.len() && (src[p] == b'e' || src[p] == b'E') {
                let mut q = p + 1;
                if q < src.len() && (src[q] == b'-' || src[q] == b'+') {
                    q += 1;
                }
                let d = self.scan_digits(q);
                if d > q {
                    p = d;
                }
            }
            return (Tok::Float, p);
        }
        if p < src.len() && src[p] == b':' && src[start] != b'-' && src[start] != b'+' {
            return (Tok::LabelId, p + 1);
        }
        if p < src.len() && is_ident_char(src[p]) && src[p] != b'.' {
            // `1abc:` style label names.
            return self.lex_ident_or_label(start);
        }
        (Tok::Int, p)
    }

    #[inline]
    fn peek_at(&self, p: usize) -> u8 {
        *self.src.get(p).unwrap_or(&0)
    }
}

/// Decodes the body of a quoted string (without quotes): `\\` is a backslash and `\HH` a
/// hex byte, as in LLVM.
pub fn unescape(s: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(s.len());
    let mut i = 0;
    while i < s.len() {
        let c = s[i];
        if c == b'\\' {
            if s.get(i + 1) == Some(&b'\\') {
                out.push(b'\\');
                i += 2;
                continue;
            }
            if i + 2 < s.len()
                && s[i + 1].is_ascii_hexdigit()
                && s.get(i + 2).is_some_and(|c| c.is_ascii_hexdigit())
            {
                let h = |c: u8| (c as char).to_digit(16).unwrap_or(0) as u8;
                out.push(h(s[i + 1]) * 16 + h(s[i + 2]));
                i += 3;
                continue;
            }
        }
        out.push(c);
        i += 1;
    }
    out
}

/// 1-based line and column of byte offset `pos` in `src`.
pub fn line_col(src: &[u8], pos: usize) -> (usize, usize) {
    let pos = pos.min(src.len());
    let before = &src[..pos];
    let line = before.iter().filter(|&&c| c == b'\n').count() + 1;
    let line_start = before
        .iter()
        .rposition(|&c| c == b'\n')
        .map_or(0, |i| i + 1);
    let col = String::from_utf8_lossy(&src[line_start..pos])
        .chars()
        .count()
        + 1;
    (line, col)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kinds(s: &str) -> Vec<Tok> {
        let mut l = Lexer::new(s.as_bytes());
        let mut v = Vec::new();
        loop {
            let t = l.next_token();
            v.push(t.kind);
            if t.kind == Tok::Eof {
                return v;
            }
        }
    }

    /// `%N` with ten or more digits leaves the fixed-window fast path (whose value would
    /// overflow) for the general one.
    #[test]
    fn long_local_numbers() {
        use Tok::*;
        assert_eq!(
            kinds("%1234567890 %99999999999 %7 "),
            vec![LocalId, LocalId, LocalId, Eof]
        );
    }

    #[test]
    fn basic_tokens() {
        use Tok::*;
        assert_eq!(
            kinds("define i32 @main() { entry: %0 = add nsw i32 1, -2 ; c\n ret i32 %0 }"),
            vec![
                Ident, Ident, GlobalVar, LParen, RParen, LBrace, LabelStr, LocalId, Equal, Ident,
                Ident, Ident, Int, Comma, Int, Ident, Ident, LocalId, RBrace, Eof
            ]
        );
        assert_eq!(
            kinds("!dbg !12 !{} !\"s\""),
            vec![
                MetadataVar,
                Exclaim,
                Int,
                Exclaim,
                LBrace,
                RBrace,
                Exclaim,
                Str,
                Eof
            ]
        );
        assert_eq!(
            kinds("1.5 -2.0e-3 0x3FF0000000000000 0xK4000 u0x1F"),
            vec![Float, Float, Float, Float, Int, Eof]
        );
        assert_eq!(
            kinds("3: \"a b\": #0 #dbg_value ... $c ^0"),
            vec![LabelId, LabelStr, AttrGrpId, DbgRecord, DotDotDot, ComdatVar, SummaryId, Eof]
        );
    }

    #[test]
    fn batches_are_the_tokens_one_by_one() {
        let src = "define i32 @f(ptr %p) {\n  %1 = load i32, ptr %p, align 4\n  store i32 %1, ptr %p, align 4, !dbg !7\n  %a = alloca i8, align 1 ; c\n,  align 8 , align 16\n  ret i32 %1\n}\n, align 2";
        let mut one = Lexer::new(src.as_bytes());
        let mut batched = Lexer::new(src.as_bytes());
        let mut buf = [one.clone().next_token(); BATCH];
        loop {
            let n = batched.lex_batch(&mut buf);
            assert!(n > 0);
            for t in &buf[..n] {
                assert_eq!(*t, one.next_token());
            }
            if buf[n - 1].kind == Tok::Eof {
                break;
            }
        }
        assert_eq!(one.next_token().kind, Tok::Eof);
    }

    #[test]
    fn null_bytes_in_names() {
        use Tok::*;
        // `\00` is a null byte; `\\00` is a backslash and two zeros.
        assert_eq!(
            kinds(r#"@"a\00" %"b\\00" "c\00": $"\00" c"\00""#),
            vec![Error, LocalVar, Error, Error, Ident, Str, Eof]
        );
    }

    #[test]
    fn unescape_hex() {
        assert_eq!(unescape(b"a\\0Ab\\\\"), b"a\nb\\".to_vec());
        assert_eq!(unescape(b"\\01foo"), b"\x01foo".to_vec());
    }

    #[test]
    fn positions() {
        assert_eq!(line_col(b"ab\ncd", 4), (2, 2));
        assert_eq!(line_col(b"ab", 0), (1, 1));
    }
}
