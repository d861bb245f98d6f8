//! Statements of GNU assembler text: labels, directives, and the target's instructions.
//! Numeric local labels (`1:`, `1b`, `1f`) are renamed here to unique names, so later
//! stages see ordinary labels. The directives every target shares are decoded here; a
//! target decodes its own ones and its instructions through [`Isa`].

use super::expr::{Cursor, Expr};
use super::lex::{statements, tokenize, Tok};
use super::Isa;
use rustc_hash::FxHashMap;

/// A section named by a directive.
#[derive(Clone, Debug, PartialEq)]
pub struct SectionSpec {
    pub name: String,
    /// The flags string of `.section name, "flags"`, if given.
    pub flags: Option<String>,
    /// `@progbits`, `@nobits`, `@note`, … without the `@`.
    pub kind: Option<String>,
}

/// A directive, decoded.
#[derive(Clone, Debug, PartialEq)]
pub enum Dir {
    /// `.byte`/`.short`/`.long`/`.quad` and synonyms: value size in bytes.
    Data(u8, Vec<Expr>),
    /// `.ascii` (and `.asciz`/`.string` with the terminating zero added).
    Bytes(Vec<u8>),
    /// Alignment to `1 << pow2` with an optional fill byte and maximum padding.
    Align {
        pow2: u32,
        fill: Option<u8>,
        max: Option<u32>,
    },
    /// `.zero n` / `.skip n, fill` / `.space`.
    Zero(Expr, u8),
    Section(SectionSpec),
    PushSection(SectionSpec),
    PopSection,
    Previous,
    Globl(String),
    Local(String),
    Weak(String),
    Hidden(String),
    Protected(String),
    Internal(String),
    /// `.type name, @function`.
    Type(String, String),
    Size(String, Expr),
    /// `.set name, expr` / `name = expr`.
    Set(String, Expr),
    /// `.symver name, alias@VERSION`.
    Symver(String, String),
    /// Directives that do not change the output (`.file`, `.ident`, …).
    Ignored,
}

/// A statement; `I` is the target's instruction.
#[derive(Clone, Debug, PartialEq)]
pub enum Stmt<I> {
    Label(String),
    Inst(I),
    Dir(Dir),
}

/// The numeric local labels defined so far: expressions name their references by the
/// label definition they mean.
#[derive(Default)]
pub struct Locals {
    /// Per numeric local label, how many times it has been defined so far.
    defined: FxHashMap<u32, u32>,
}

/// The unique name of the `k`th definition of numeric local label `n`.
fn local_name(n: u32, k: u32) -> String {
    format!(".L\u{1}{n}\u{2}{k}")
}

impl Locals {
    fn local_ref(&self, n: u32, back: bool) -> Result<String, String> {
        let defined = self.defined.get(&n).copied().unwrap_or(0);
        if back {
            if defined == 0 {
                return Err(format!("local label {n}b is not defined before"));
            }
            Ok(local_name(n, defined - 1))
        } else {
            Ok(local_name(n, defined))
        }
    }

    /// Parses an expression at `c`.
    pub fn expr(&self, c: &mut Cursor) -> Result<Expr, String> {
        let mut bad = None;
        let e = c.expr(&mut |n, back| match self.local_ref(n, back) {
            Ok(s) => s,
            Err(e) => {
                bad = Some(e);
                String::new()
            }
        })?;
        match bad {
            Some(e) => Err(e),
            None => Ok(e),
        }
    }

    /// A comma-separated list of expressions, possibly empty.
    pub fn exprs(&self, c: &mut Cursor) -> Result<Vec<Expr>, String> {
        let mut out = Vec::new();
        if c.at_end() {
            return Ok(out);
        }
        loop {
            out.push(self.expr(c)?);
            if !c.eat(',') {
                return Ok(out);
            }
        }
    }

    /// The operands of alignment directive `d`: the alignment (a power of two when
    /// `pow2`, else bytes), then the optional fill byte and maximum padding.
    pub fn align(&self, d: &str, c: &mut Cursor, pow2: bool) -> Result<Dir, String> {
        let args = self.exprs(c)?;
        let num = |k: usize| -> Result<Option<i64>, String> {
            match args.get(k) {
                None => Ok(None),
                Some(e) => e
                    .constant()
                    .map(Some)
                    .ok_or_else(|| format!("{d} takes constants")),
            }
        };
        let a = num(0)?.ok_or_else(|| format!("{d} needs an alignment"))?;
        let pow2 = if pow2 {
            a
        } else {
            if a <= 0 || a & (a - 1) != 0 {
                return Err(format!("alignment {a} is not a power of 2"));
            }
            i64::from(a.trailing_zeros())
        };
        if !(0..=16).contains(&pow2) {
            return Err(format!("alignment 2^{pow2} is too large"));
        }
        Ok(Dir::Align {
            pow2: pow2 as u32,
            fill: num(1)?.map(|f| f as u8),
            max: num(2)?.map(|m| m as u32),
        })
    }
}

/// Statements, each with its line in the source text (1-based).
pub type Stmts<I> = Vec<(Stmt<I>, u32)>;

/// Parses assembler text into statements; an error comes with its line.
pub fn parse<A: Isa>(isa: &mut A, src: &str) -> Result<Stmts<A::Inst>, (u32, String)> {
    let mut locals = Locals::default();
    let mut out = Vec::new();
    for (text, line) in statements(src, A::HASH_COMMENTS) {
        statement(isa, &mut locals, &text, line, &mut out).map_err(|e| (line, e))?;
    }
    Ok(out)
}

fn statement<A: Isa>(
    isa: &mut A,
    locals: &mut Locals,
    text: &str,
    line: u32,
    out: &mut Vec<(Stmt<A::Inst>, u32)>,
) -> Result<(), String> {
    let toks = tokenize(text, A::PERCENT_REGISTERS)?;
    let mut c = Cursor::new(&toks);
    // Labels: `name:` and `1:` (several may precede a statement).
    loop {
        match (c.peek(), c.peek_at(1)) {
            (Some(Tok::Ident(name)), Some(Tok::Punct(':'))) => {
                out.push((Stmt::Label(name.clone()), line));
                c.pos += 2;
            }
            (Some(Tok::Str(name)), Some(Tok::Punct(':'))) => {
                let name = String::from_utf8_lossy(name).into_owned();
                out.push((Stmt::Label(name), line));
                c.pos += 2;
            }
            (Some(Tok::Num(n)), Some(Tok::Punct(':'))) if *n >= 0 && *n < 1 << 31 => {
                let n = *n as u32;
                let k = locals.defined.entry(n).or_insert(0);
                out.push((Stmt::Label(local_name(n, *k)), line));
                *k += 1;
                c.pos += 2;
            }
            _ => break,
        }
    }
    let Some(first) = c.next() else {
        return Ok(());
    };
    let Tok::Ident(name) = first else {
        return Err(format!(
            "unexpected token {first:?} at the start of a statement"
        ));
    };
    // `name = expr`
    if c.eat('=') {
        let e = locals.expr(&mut c)?;
        out.push((Stmt::Dir(Dir::Set(name.clone(), e)), line));
        return Ok(());
    }
    if name.starts_with('.') {
        let lower = name.to_ascii_lowercase();
        let d = match isa.directive(&lower, &mut c, locals) {
            Some(d) => d?,
            None => directive(&lower, &mut c, locals)?,
        };
        if !c.at_end() {
            return Err(format!("unexpected tokens after {name}"));
        }
        out.push((Stmt::Dir(d), line));
        return Ok(());
    }
    if let Some(i) = isa.instruction(&name.to_ascii_lowercase(), &mut c, locals)? {
        out.push((Stmt::Inst(i), line));
    }
    Ok(())
}

/// A symbol name (plain or quoted).
pub fn name(c: &mut Cursor) -> Result<String, String> {
    match c.next() {
        Some(Tok::Ident(n)) => Ok(n.clone()),
        Some(Tok::Str(n)) => Ok(String::from_utf8_lossy(n).into_owned()),
        _ => Err("expected a symbol name".into()),
    }
}

fn section_spec(name: String, c: &mut Cursor) -> Result<SectionSpec, String> {
    let mut spec = SectionSpec {
        name,
        flags: None,
        kind: None,
    };
    if c.eat(',') {
        match c.next() {
            Some(Tok::Str(f)) => spec.flags = Some(String::from_utf8_lossy(f).into_owned()),
            _ => return Err("expected section flags".into()),
        }
        if c.eat(',') {
            c.eat('@');
            c.eat('%');
            match c.next() {
                Some(Tok::Ident(k)) => spec.kind = Some(k.clone()),
                _ => return Err("expected a section type".into()),
            }
            // Entry size, group name, linkage: skipped.
            while c.next().is_some() {}
        }
    }
    Ok(spec)
}

fn section_name(c: &mut Cursor) -> Result<String, String> {
    let mut name = String::new();
    loop {
        match c.peek() {
            Some(Tok::Ident(n)) => name.push_str(n),
            Some(Tok::Str(n)) => name.push_str(&String::from_utf8_lossy(n)),
            Some(Tok::Punct(p @ ('-' | '+' | '$'))) => name.push(*p),
            Some(Tok::Num(n)) => name.push_str(&n.to_string()),
            _ => break,
        }
        c.pos += 1;
    }
    if name.is_empty() {
        return Err("expected a section name".into());
    }
    Ok(name)
}

/// The directives every target shares (names in lowercase).
fn directive(d: &str, c: &mut Cursor, p: &Locals) -> Result<Dir, String> {
    let one_name = |c: &mut Cursor| -> Result<String, String> {
        let n = name(c)?;
        if !c.at_end() {
            return Err(format!("{d} takes one name"));
        }
        Ok(n)
    };
    Ok(match d {
        ".byte" => Dir::Data(1, p.exprs(c)?),
        ".short" | ".value" | ".2byte" | ".hword" => Dir::Data(2, p.exprs(c)?),
        ".long" | ".int" | ".4byte" => Dir::Data(4, p.exprs(c)?),
        ".quad" | ".8byte" => Dir::Data(8, p.exprs(c)?),
        ".ascii" | ".asciz" | ".string" => {
            let mut bytes = Vec::new();
            loop {
                match c.next() {
                    Some(Tok::Str(s)) => {
                        bytes.extend_from_slice(s);
                        if d != ".ascii" {
                            bytes.push(0);
                        }
                    }
                    _ => return Err(format!("{d} takes strings")),
                }
                if !c.eat(',') {
                    break;
                }
            }
            Dir::Bytes(bytes)
        }
        ".p2align" | ".p2alignw" | ".p2alignl" => p.align(d, c, true)?,
        ".balign" => p.align(d, c, false)?,
        ".zero" | ".skip" | ".space" => {
            let n = p.expr(c)?;
            let fill = if c.eat(',') {
                p.expr(c)?.constant().ok_or("fill is not a constant")? as u8
            } else {
                0
            };
            Dir::Zero(n, fill)
        }
        ".text" | ".data" | ".bss" | ".rodata" => {
            if let Some(Tok::Num(n)) = c.peek() {
                if *n != 0 {
                    return Err(format!("unsupported: subsection {d} {n}"));
                }
                c.pos += 1;
            }
            Dir::Section(SectionSpec {
                name: d.to_string(),
                flags: None,
                kind: None,
            })
        }
        ".section" | ".pushsection" => {
            let name = section_name(c)?;
            let spec = section_spec(name, c)?;
            if d == ".section" {
                Dir::Section(spec)
            } else {
                Dir::PushSection(spec)
            }
        }
        ".popsection" => Dir::PopSection,
        ".previous" => Dir::Previous,
        ".globl" | ".global" => Dir::Globl(one_name(c)?),
        ".local" => Dir::Local(one_name(c)?),
        ".weak" => Dir::Weak(one_name(c)?),
        ".hidden" => Dir::Hidden(one_name(c)?),
        ".protected" => Dir::Protected(one_name(c)?),
        ".internal" => Dir::Internal(one_name(c)?),
        ".type" => {
            let name = name(c)?;
            c.expect(',')?;
            c.eat('@');
            c.eat('%');
            match c.next() {
                Some(Tok::Ident(k)) => Dir::Type(name, k.clone()),
                Some(Tok::Str(k)) => Dir::Type(name, String::from_utf8_lossy(k).into()),
                _ => return Err("expected a symbol type".into()),
            }
        }
        ".size" => {
            let name = name(c)?;
            c.expect(',')?;
            Dir::Size(name, p.expr(c)?)
        }
        ".set" | ".equ" => {
            let name = name(c)?;
            c.expect(',')?;
            Dir::Set(name, p.expr(c)?)
        }
        ".symver" => {
            let name = name(c)?;
            c.expect(',')?;
            let mut alias = String::new();
            while let Some(t) = c.next() {
                match t {
                    Tok::Ident(s) => alias.push_str(s),
                    Tok::Punct(p) => alias.push(*p),
                    Tok::Num(n) => alias.push_str(&n.to_string()),
                    _ => return Err("bad .symver alias".into()),
                }
            }
            Dir::Symver(name, alias)
        }
        ".file" | ".ident" | ".addrsig" | ".addrsig_sym" | ".loc" | ".note.gnu-stack" => {
            while c.next().is_some() {}
            Dir::Ignored
        }
        _ => return Err(format!("unsupported: directive {d}")),
    })
}
