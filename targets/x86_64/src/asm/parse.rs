//! Statements of GNU assembler text: labels, instructions with AT&T or Intel operands,
//! and directives. Numeric local labels (`1:`, `1b`, `1f`) are renamed here to unique
//! names, so later stages see ordinary labels.

use super::expr::{Cursor, Expr};
use super::lex::{statements, tokenize, Tok};
use iced_x86::Register;
use rustc_hash::FxHashMap;
use std::sync::OnceLock;

/// Operand syntax.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Dialect {
    /// AT&T (`movl $1, %eax`), GNU as' default and clang's for inline asm.
    Att,
    /// Intel (`mov eax, 1`), as with `.intel_syntax noprefix` or `inteldialect` asm.
    Intel,
}

/// A memory operand.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Mem {
    pub seg: Register,
    pub disp: Option<Expr>,
    pub base: Register,
    pub index: Register,
    pub scale: u32,
    /// Operand size in bytes written in Intel syntax (`dword ptr`), 0 when not given.
    pub size: u32,
}

/// An instruction operand, in source order.
#[derive(Clone, Debug, PartialEq)]
pub(crate) enum Operand {
    Reg(Register),
    Imm(Expr),
    Mem(Mem),
    /// `*op` (AT&T): an indirect jump or call target.
    Indirect(Box<Operand>),
}

/// Instruction prefixes written before the mnemonic.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct Prefixes {
    pub lock: bool,
    pub rep: bool,
    pub repne: bool,
}

/// One instruction statement.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct InstStmt {
    pub prefixes: Prefixes,
    pub mnemonic: String,
    /// Operands in Intel order (destination first).
    pub ops: Vec<Operand>,
    pub dialect: Dialect,
}

/// A section named by a directive.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct SectionSpec {
    pub name: String,
    /// The flags string of `.section name, "flags"`, if given.
    pub flags: Option<String>,
    /// `@progbits`, `@nobits`, `@note`, … without the `@`.
    pub kind: Option<String>,
}

/// A directive, decoded.
#[derive(Clone, Debug, PartialEq)]
pub(crate) enum Dir {
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
    Syntax(Dialect),
    /// Directives that do not change the output (`.file`, `.ident`, `.code64`, …).
    Ignored,
}

/// A statement with its line in the source text (1-based).
#[derive(Clone, Debug, PartialEq)]
pub(crate) enum Stmt {
    Label(String),
    Inst(InstStmt),
    Dir(Dir),
}

/// Parses assembler text into statements, each with its line.
pub(crate) fn parse(src: &str, dialect: Dialect) -> Result<Vec<(Stmt, u32)>, (u32, String)> {
    let mut p = Parser {
        dialect,
        locals: FxHashMap::default(),
        prefixes: Prefixes::default(),
        out: Vec::new(),
    };
    for (text, line) in statements(src) {
        p.statement(&text, line).map_err(|e| (line, e))?;
    }
    Ok(p.out)
}

struct Parser {
    dialect: Dialect,
    /// Per numeric local label, how many times it has been defined so far.
    locals: FxHashMap<u32, u32>,
    /// Prefixes written as their own statement (`lock; incl (%rax)`).
    prefixes: Prefixes,
    out: Vec<(Stmt, u32)>,
}

/// The unique name of the `k`th definition of numeric local label `n`.
fn local_name(n: u32, k: u32) -> String {
    format!(".L\u{1}{n}\u{2}{k}")
}

fn prefix(p: &mut Prefixes, name: &str) -> bool {
    match name {
        "lock" => p.lock = true,
        "rep" | "repe" | "repz" => p.rep = true,
        "repne" | "repnz" => p.repne = true,
        _ => return false,
    }
    true
}

impl Parser {
    fn local_ref(&self, n: u32, back: bool) -> Result<String, String> {
        let defined = self.locals.get(&n).copied().unwrap_or(0);
        if back {
            if defined == 0 {
                return Err(format!("local label {n}b is not defined before"));
            }
            Ok(local_name(n, defined - 1))
        } else {
            Ok(local_name(n, defined))
        }
    }

    fn expr(&self, c: &mut Cursor) -> Result<Expr, String> {
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

    fn statement(&mut self, text: &str, line: u32) -> Result<(), String> {
        let toks = tokenize(text)?;
        let mut c = Cursor::new(&toks);
        // Labels: `name:` and `1:` (several may precede a statement).
        loop {
            match (c.peek(), c.peek_at(1)) {
                (Some(Tok::Ident(name)), Some(Tok::Punct(':'))) => {
                    self.out.push((Stmt::Label(name.clone()), line));
                    c.pos += 2;
                }
                (Some(Tok::Str(name)), Some(Tok::Punct(':'))) => {
                    let name = String::from_utf8_lossy(name).into_owned();
                    self.out.push((Stmt::Label(name), line));
                    c.pos += 2;
                }
                (Some(Tok::Num(n)), Some(Tok::Punct(':'))) if *n >= 0 && *n < 1 << 31 => {
                    let n = *n as u32;
                    let k = self.locals.entry(n).or_insert(0);
                    self.out.push((Stmt::Label(local_name(n, *k)), line));
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
            let e = self.expr(&mut c)?;
            self.out.push((Stmt::Dir(Dir::Set(name.clone(), e)), line));
            return Ok(());
        }
        if name.starts_with('.') {
            let d = self.directive(&name.to_ascii_lowercase(), &mut c)?;
            if let Dir::Syntax(d) = d {
                self.dialect = d;
            }
            if !c.at_end() {
                return Err(format!("unexpected tokens after {name}"));
            }
            self.out.push((Stmt::Dir(d), line));
            return Ok(());
        }
        let mut lower = name.to_ascii_lowercase();
        let mut prefixes = std::mem::take(&mut self.prefixes);
        while prefix(&mut prefixes, &lower) {
            match c.next() {
                None => {
                    self.prefixes = prefixes;
                    return Ok(());
                }
                Some(Tok::Ident(n)) => lower = n.to_ascii_lowercase(),
                Some(t) => return Err(format!("unexpected token {t:?} after a prefix")),
            }
        }
        let mut ops = Vec::new();
        if !c.at_end() {
            loop {
                ops.push(match self.dialect {
                    Dialect::Att => self.att_operand(&mut c)?,
                    Dialect::Intel => self.intel_operand(&mut c)?,
                });
                if c.at_end() {
                    break;
                }
                c.expect(',')?;
            }
        }
        // AT&T reverses the operands (except for `enter`'s two immediates).
        if self.dialect == Dialect::Att && !lower.starts_with("enter") {
            ops.reverse();
        }
        self.out.push((
            Stmt::Inst(InstStmt {
                prefixes,
                mnemonic: lower,
                ops,
                dialect: self.dialect,
            }),
            line,
        ));
        Ok(())
    }

    fn att_operand(&self, c: &mut Cursor) -> Result<Operand, String> {
        if c.eat('$') {
            return Ok(Operand::Imm(self.expr(c)?));
        }
        if c.eat('*') {
            return Ok(Operand::Indirect(Box::new(self.att_operand(c)?)));
        }
        let mut seg = Register::None;
        if let Some(Tok::Reg(r)) = c.peek() {
            let reg = register(r).ok_or_else(|| format!("invalid register %{r}"))?;
            c.pos += 1;
            if !c.eat(':') {
                return Ok(Operand::Reg(reg));
            }
            seg = reg;
        }
        let mut m = Mem {
            seg,
            disp: None,
            base: Register::None,
            index: Register::None,
            scale: 1,
            size: 0,
        };
        let parens = c.peek() == Some(&Tok::Punct('('))
            && matches!(c.peek_at(1), Some(Tok::Reg(_)) | Some(Tok::Punct(',')));
        if !parens {
            m.disp = Some(self.expr(c)?);
        }
        if c.eat('(') {
            if let Some(Tok::Reg(r)) = c.peek() {
                m.base = register(r).ok_or_else(|| format!("invalid register %{r}"))?;
                c.pos += 1;
            }
            if c.eat(',') {
                if let Some(Tok::Reg(r)) = c.peek() {
                    m.index = register(r).ok_or_else(|| format!("invalid register %{r}"))?;
                    c.pos += 1;
                }
                if c.eat(',') {
                    let s = self.expr(c)?.constant().ok_or("scale is not a constant")?;
                    if ![1, 2, 4, 8].contains(&s) {
                        return Err(format!("scale {s} is not 1, 2, 4 or 8"));
                    }
                    m.scale = s as u32;
                }
            }
            c.expect(')')?;
        }
        Ok(Operand::Mem(m))
    }

    fn intel_operand(&self, c: &mut Cursor) -> Result<Operand, String> {
        let mut size = 0;
        if let Some(Tok::Ident(w)) = c.peek() {
            let s = match w.to_ascii_lowercase().as_str() {
                "byte" => 1,
                "word" => 2,
                "dword" => 4,
                "fword" => 6,
                "qword" => 8,
                "tbyte" => 10,
                "xmmword" | "oword" => 16,
                "ymmword" => 32,
                "zmmword" => 64,
                _ => 0,
            };
            if s != 0 {
                size = s;
                c.pos += 1;
                if matches!(c.peek(), Some(Tok::Ident(p)) if p.eq_ignore_ascii_case("ptr")) {
                    c.pos += 1;
                }
            }
        }
        if let Some(Tok::Ident(w)) = c.peek() {
            if w.eq_ignore_ascii_case("offset") {
                c.pos += 1;
                return Ok(Operand::Imm(self.expr(c)?));
            }
        }
        let mut seg = Register::None;
        if let Some(Tok::Ident(r) | Tok::Reg(r)) = c.peek() {
            if let Some(reg) = register(&r.to_ascii_lowercase()) {
                c.pos += 1;
                if !c.eat(':') {
                    return Ok(Operand::Reg(reg));
                }
                seg = reg;
            }
        }
        let mut m = Mem {
            seg,
            disp: None,
            base: Register::None,
            index: Register::None,
            scale: 1,
            size,
        };
        if !c.eat('[') {
            let e = self.expr(c)?;
            if seg == Register::None && size == 0 && e.constant().is_some() {
                return Ok(Operand::Imm(e));
            }
            m.disp = Some(e);
            return Ok(Operand::Mem(m));
        }
        // Terms of `[base + index*scale + disp]`.
        let mut neg = false;
        let mut disp: Option<Expr> = None;
        loop {
            let reg = match c.peek() {
                Some(Tok::Ident(r) | Tok::Reg(r)) => register(&r.to_ascii_lowercase()),
                _ => None,
            };
            if let Some(reg) = reg {
                c.pos += 1;
                if neg {
                    return Err("a register cannot be subtracted".into());
                }
                if c.eat('*') {
                    let Some(Tok::Num(s)) = c.next() else {
                        return Err("scale is not a number".into());
                    };
                    m.index = reg;
                    m.scale = *s as u32;
                } else if m.base == Register::None {
                    m.base = reg;
                } else {
                    m.index = reg;
                }
            } else {
                let e = self.expr_term(c)?;
                if let (Some(s), Some(Tok::Punct('*'))) = (e.constant(), c.peek()) {
                    c.pos += 1;
                    match c.next() {
                        Some(Tok::Ident(r) | Tok::Reg(r)) => {
                            m.index = register(&r.to_ascii_lowercase())
                                .ok_or_else(|| format!("invalid register {r}"))?;
                            m.scale = s as u32;
                        }
                        _ => return Err("expected an index register".into()),
                    }
                } else {
                    let e = if neg {
                        Expr::Unary('-', Box::new(e))
                    } else {
                        e
                    };
                    disp = Some(match disp {
                        None => e,
                        Some(d) => Expr::Bin('+', Box::new(d), Box::new(e)),
                    });
                }
            }
            if c.eat(']') {
                break;
            }
            neg = if c.eat('+') {
                false
            } else if c.eat('-') {
                true
            } else {
                return Err("expected '+', '-' or ']' in a memory operand".into());
            };
        }
        if ![1, 2, 4, 8].contains(&m.scale) {
            return Err(format!("scale {} is not 1, 2, 4 or 8", m.scale));
        }
        m.disp = disp;
        Ok(Operand::Mem(m))
    }

    /// One term of an Intel memory operand: an expression without `+`/`-` at its top.
    fn expr_term(&self, c: &mut Cursor) -> Result<Expr, String> {
        let start = c.pos;
        let mut depth = 0;
        let mut end = start;
        while let Some(t) = c.toks.get(end) {
            match t {
                Tok::Punct('(') => depth += 1,
                Tok::Punct(')') => depth -= 1,
                Tok::Punct('+' | '-' | ']' | '*') if depth == 0 && end > start => break,
                _ => {}
            }
            end += 1;
        }
        let mut sub = Cursor::new(&c.toks[start..end]);
        let e = self.expr(&mut sub)?;
        c.pos = start + sub.pos;
        Ok(e)
    }

    fn names(&self, c: &mut Cursor) -> Result<Vec<String>, String> {
        let mut out = Vec::new();
        loop {
            match c.next() {
                Some(Tok::Ident(n)) => out.push(n.clone()),
                Some(Tok::Str(n)) => out.push(String::from_utf8_lossy(n).into_owned()),
                _ => return Err("expected a symbol name".into()),
            }
            if !c.eat(',') {
                return Ok(out);
            }
        }
    }

    fn exprs(&self, c: &mut Cursor) -> Result<Vec<Expr>, String> {
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

    fn section_spec(&self, name: String, c: &mut Cursor) -> Result<SectionSpec, String> {
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

    fn section_name(&self, c: &mut Cursor) -> Result<String, String> {
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

    fn directive(&self, d: &str, c: &mut Cursor) -> Result<Dir, String> {
        let one_name = |c: &mut Cursor| -> Result<String, String> {
            let mut v = self.names(c)?;
            if v.len() != 1 {
                return Err(format!("{d} takes one name"));
            }
            Ok(v.pop().unwrap_or_default())
        };
        Ok(match d {
            ".byte" => Dir::Data(1, self.exprs(c)?),
            ".short" | ".value" | ".2byte" | ".word" | ".hword" => Dir::Data(2, self.exprs(c)?),
            ".long" | ".int" | ".4byte" => Dir::Data(4, self.exprs(c)?),
            ".quad" | ".8byte" => Dir::Data(8, self.exprs(c)?),
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
            ".p2align" | ".balign" | ".align" | ".p2alignw" | ".p2alignl" => {
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
                let pow2 = if d.starts_with(".p2align") {
                    a
                } else {
                    // .balign and x86 .align take bytes.
                    if a <= 0 || a & (a - 1) != 0 {
                        return Err(format!("alignment {a} is not a power of 2"));
                    }
                    i64::from(a.trailing_zeros())
                };
                if !(0..=16).contains(&pow2) {
                    return Err(format!("alignment 2^{pow2} is too large"));
                }
                Dir::Align {
                    pow2: pow2 as u32,
                    fill: num(1)?.map(|f| f as u8),
                    max: num(2)?.map(|m| m as u32),
                }
            }
            ".zero" | ".skip" | ".space" => {
                let n = self.expr(c)?;
                let fill = if c.eat(',') {
                    self.expr(c)?.constant().ok_or("fill is not a constant")? as u8
                } else {
                    0
                };
                Dir::Zero(n, fill)
            }
            ".text" | ".data" | ".bss" | ".rodata" => {
                let mut name = d.to_string();
                if let Some(Tok::Num(n)) = c.peek() {
                    if *n != 0 {
                        return Err(format!("unsupported: subsection {d} {n}"));
                    }
                    c.pos += 1;
                }
                if d == ".rodata" {
                    name = ".rodata".into();
                }
                Dir::Section(SectionSpec {
                    name,
                    flags: None,
                    kind: None,
                })
            }
            ".section" | ".pushsection" => {
                let name = self.section_name(c)?;
                let spec = self.section_spec(name, c)?;
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
                let name = one_name_first(c)?;
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
                let name = one_name_first(c)?;
                c.expect(',')?;
                Dir::Size(name, self.expr(c)?)
            }
            ".set" | ".equ" => {
                let name = one_name_first(c)?;
                c.expect(',')?;
                Dir::Set(name, self.expr(c)?)
            }
            ".symver" => {
                let name = one_name_first(c)?;
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
            ".intel_syntax" => {
                if let Some(Tok::Ident(p)) = c.peek() {
                    if p != "noprefix" {
                        return Err(format!("unsupported: .intel_syntax {p}"));
                    }
                    c.pos += 1;
                }
                Dir::Syntax(Dialect::Intel)
            }
            ".att_syntax" => {
                if let Some(Tok::Ident(p)) = c.peek() {
                    if p != "prefix" {
                        return Err(format!("unsupported: .att_syntax {p}"));
                    }
                    c.pos += 1;
                }
                Dir::Syntax(Dialect::Att)
            }
            ".file" | ".ident" | ".code64" | ".addrsig" | ".addrsig_sym" | ".loc"
            | ".note.gnu-stack" => {
                while c.next().is_some() {}
                Dir::Ignored
            }
            _ => return Err(format!("unsupported: directive {d}")),
        })
    }
}

fn one_name_first(c: &mut Cursor) -> Result<String, String> {
    match c.next() {
        Some(Tok::Ident(n)) => Ok(n.clone()),
        Some(Tok::Str(n)) => Ok(String::from_utf8_lossy(n).into_owned()),
        _ => Err("expected a symbol name".into()),
    }
}

/// The register called `name` (lowercase, without `%`).
pub fn register(name: &str) -> Option<Register> {
    static TABLE: OnceLock<FxHashMap<String, Register>> = OnceLock::new();
    let t = TABLE.get_or_init(|| {
        let mut t = FxHashMap::default();
        for r in Register::values() {
            if r == Register::None {
                continue;
            }
            let n = format!("{r:?}").to_ascii_lowercase();
            // iced calls the low byte of r8…r15 `r8l`; GNU as says `r8b`.
            if let Some(k) = n.strip_suffix('l').filter(|k| k.starts_with('r')) {
                t.insert(format!("{k}b"), r);
            }
            t.insert(n, r);
        }
        t.insert("st".into(), Register::ST0);
        t
    });
    t.get(name).copied()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn one(s: &str, d: Dialect) -> Stmt {
        parse(s, d).unwrap().remove(0).0
    }

    #[test]
    fn att_operands() {
        let Stmt::Inst(i) = one("movl %fs:-8(%rbp,%rcx,4), %eax", Dialect::Att) else {
            panic!()
        };
        assert_eq!(i.ops[0], Operand::Reg(Register::EAX));
        let Operand::Mem(m) = &i.ops[1] else { panic!() };
        assert_eq!(
            (m.seg, m.base, m.index, m.scale),
            (Register::FS, Register::RBP, Register::RCX, 4)
        );
        assert_eq!(m.disp.as_ref().and_then(Expr::constant), Some(-8));
    }

    #[test]
    fn intel_operands() {
        let Stmt::Inst(i) = one("mov eax, dword ptr [rbx + rcx*8 - 16]", Dialect::Intel) else {
            panic!()
        };
        assert_eq!(i.ops[0], Operand::Reg(Register::EAX));
        let Operand::Mem(m) = &i.ops[1] else { panic!() };
        assert_eq!(
            (m.base, m.index, m.scale, m.size),
            (Register::RBX, Register::RCX, 8, 4)
        );
        assert_eq!(m.disp.as_ref().and_then(Expr::constant), Some(-16));
    }

    #[test]
    fn local_labels_are_renamed() {
        let s = parse("1: jmp 1b\n jmp 1f\n1: nop", Dialect::Att).unwrap();
        let Stmt::Label(a) = &s[0].0 else { panic!() };
        let Stmt::Label(b) = &s[3].0 else { panic!() };
        let target = |k: usize| match &s[k].0 {
            Stmt::Inst(i) => match &i.ops[0] {
                Operand::Mem(m) => m.disp.clone(),
                _ => None,
            },
            _ => None,
        };
        assert_eq!(
            target(1),
            Some(Expr::Sym(a.clone(), super::super::expr::SymMod::None))
        );
        assert_eq!(
            target(2),
            Some(Expr::Sym(b.clone(), super::super::expr::SymMod::None))
        );
        assert_ne!(a, b);
    }

    #[test]
    fn prefixes() {
        let s = parse("lock; incl (%rax)\nrep movsb", Dialect::Att).unwrap();
        let Stmt::Inst(i) = &s[0].0 else { panic!() };
        assert!(i.prefixes.lock);
        let Stmt::Inst(i) = &s[1].0 else { panic!() };
        assert!(i.prefixes.rep && i.mnemonic == "movsb");
    }
}
