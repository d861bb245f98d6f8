//! x86 instruction statements of GNU assembler text: AT&T or Intel operands, prefixes,
//! and the directives with an x86 meaning (`.word`, `.align`, `.intel_syntax`).

use super::encode::{encode, Encoded, X86Field};
use iced_x86::Register;
use rllc_codegen::asm::expr::{Cursor, Expr};
use rllc_codegen::asm::lex::Tok;
use rllc_codegen::asm::parse::{Dir, Locals};
use rllc_codegen::asm::Isa;
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

/// The x86-64 assembler's parser state: the syntax in force and prefixes written as their
/// own statement (`lock; incl (%rax)`).
pub(crate) struct X86 {
    dialect: Dialect,
    prefixes: Prefixes,
}

impl X86 {
    /// An assembler starting in syntax `dialect`.
    pub(crate) fn new(dialect: Dialect) -> Self {
        X86 {
            dialect,
            prefixes: Prefixes::default(),
        }
    }
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

impl Isa for X86 {
    type Inst = InstStmt;
    type Field = X86Field;
    const HASH_COMMENTS: bool = true;
    const PERCENT_REGISTERS: bool = true;
    const NOP_FILL: Option<u8> = Some(0x90);

    fn directive(&mut self, d: &str, c: &mut Cursor, p: &Locals) -> Option<Result<Dir, String>> {
        let syntax = |c: &mut Cursor, dialect: Dialect, word: &str| {
            if let Some(Tok::Ident(w)) = c.peek() {
                if w != word {
                    return Err(format!("unsupported: {d} {w}"));
                }
                c.pos += 1;
            }
            Ok(dialect)
        };
        Some(match d {
            ".word" => p.exprs(c).map(|e| Dir::Data(2, e)),
            // x86's `.align` takes bytes.
            ".align" => p.align(d, c, false),
            ".intel_syntax" | ".att_syntax" => {
                let dialect = if d == ".intel_syntax" {
                    syntax(c, Dialect::Intel, "noprefix")
                } else {
                    syntax(c, Dialect::Att, "prefix")
                };
                dialect.map(|dialect| {
                    self.dialect = dialect;
                    Dir::Ignored
                })
            }
            ".code64" => Ok(Dir::Ignored),
            _ => return None,
        })
    }

    fn instruction(
        &mut self,
        mnemonic: &str,
        c: &mut Cursor,
        p: &Locals,
    ) -> Result<Option<InstStmt>, String> {
        let mut lower = mnemonic.to_string();
        let mut prefixes = std::mem::take(&mut self.prefixes);
        while prefix(&mut prefixes, &lower) {
            match c.next() {
                None => {
                    self.prefixes = prefixes;
                    return Ok(None);
                }
                Some(Tok::Ident(n)) => lower = n.to_ascii_lowercase(),
                Some(t) => return Err(format!("unexpected token {t:?} after a prefix")),
            }
        }
        let mut ops = Vec::new();
        if !c.at_end() {
            loop {
                ops.push(match self.dialect {
                    Dialect::Att => self.att_operand(c, p)?,
                    Dialect::Intel => self.intel_operand(c, p)?,
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
        Ok(Some(InstStmt {
            prefixes,
            mnemonic: lower,
            ops,
            dialect: self.dialect,
        }))
    }

    fn encode(&self, inst: &InstStmt) -> Result<Encoded, String> {
        encode(inst)
    }

    fn data_field(size: u8) -> X86Field {
        X86Field {
            size,
            pcrel: None,
            signed: false,
            branch: false,
        }
    }

    fn code_fill(out: &mut Vec<u8>, n: usize) {
        super::nops(out, n)
    }
}

impl X86 {
    fn att_operand(&self, c: &mut Cursor, p: &Locals) -> Result<Operand, String> {
        if c.eat('$') {
            return Ok(Operand::Imm(p.expr(c)?));
        }
        if c.eat('*') {
            return Ok(Operand::Indirect(Box::new(self.att_operand(c, p)?)));
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
            m.disp = Some(p.expr(c)?);
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
                    let s = p.expr(c)?.constant().ok_or("scale is not a constant")?;
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

    fn intel_operand(&self, c: &mut Cursor, p: &Locals) -> Result<Operand, String> {
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
                return Ok(Operand::Imm(p.expr(c)?));
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
            let e = p.expr(c)?;
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
                let e = self.expr_term(c, p)?;
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
    fn expr_term(&self, c: &mut Cursor, p: &Locals) -> Result<Expr, String> {
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
        let e = p.expr(&mut sub)?;
        c.pos = start + sub.pos;
        Ok(e)
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
    use rllc_codegen::asm::expr::SymMod;
    use rllc_codegen::asm::parse::{parse, Stmt};

    fn all(s: &str, d: Dialect) -> Vec<(Stmt<InstStmt>, u32)> {
        parse(&mut X86::new(d), s).unwrap()
    }

    fn one(s: &str, d: Dialect) -> Stmt<InstStmt> {
        all(s, d).remove(0).0
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
        let s = all("1: jmp 1b\n jmp 1f\n1: nop", Dialect::Att);
        let Stmt::Label(a) = &s[0].0 else { panic!() };
        let Stmt::Label(b) = &s[3].0 else { panic!() };
        let target = |k: usize| match &s[k].0 {
            Stmt::Inst(i) => match &i.ops[0] {
                Operand::Mem(m) => m.disp.clone(),
                _ => None,
            },
            _ => None,
        };
        assert_eq!(target(1), Some(Expr::Sym(a.clone(), SymMod::None)));
        assert_eq!(target(2), Some(Expr::Sym(b.clone(), SymMod::None)));
        assert_ne!(a, b);
    }

    #[test]
    fn prefixes() {
        let s = all("lock; incl (%rax)\nrep movsb", Dialect::Att);
        let Stmt::Inst(i) = &s[0].0 else { panic!() };
        assert!(i.prefixes.lock);
        let Stmt::Inst(i) = &s[1].0 else { panic!() };
        assert!(i.prefixes.rep && i.mnemonic == "movsb");
    }
}
