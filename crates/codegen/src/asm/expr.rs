//! Assembler expressions: integers, symbols (with ELF `@PLT`-style modifiers), `.`, and C-like
//! operators; evaluated to a constant or a relocatable value once labels have offsets.

use super::lex::Tok;

/// A relocation modifier written after a symbol (`foo@PLT`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum SymMod {
    None,
    Plt,
    GotPcRel,
    GotTpOff,
    TpOff,
    TlsGd,
    TlsLd,
    DtpOff,
}

impl SymMod {
    fn parse(s: &str) -> Option<SymMod> {
        Some(match s.to_ascii_uppercase().as_str() {
            "PLT" => SymMod::Plt,
            "GOTPCREL" => SymMod::GotPcRel,
            "GOTTPOFF" => SymMod::GotTpOff,
            "TPOFF" => SymMod::TpOff,
            "TLSGD" => SymMod::TlsGd,
            "TLSLD" => SymMod::TlsLd,
            "DTPOFF" => SymMod::DtpOff,
            _ => return None,
        })
    }
}

/// A parsed expression.
#[derive(Clone, Debug, PartialEq)]
pub enum Expr {
    Num(i64),
    Sym(String, SymMod),
    /// `.`, the current location.
    Dot,
    Unary(char, Box<Expr>),
    Bin(char, Box<Expr>, Box<Expr>),
}

impl Expr {
    /// The expression with `.` replaced by symbol `name`.
    pub fn replace_dot(self, name: &str) -> Expr {
        match self {
            Expr::Dot => Expr::Sym(name.to_string(), SymMod::None),
            Expr::Unary(op, e) => Expr::Unary(op, Box::new(e.replace_dot(name))),
            Expr::Bin(op, a, b) => Expr::Bin(
                op,
                Box::new(a.replace_dot(name)),
                Box::new(b.replace_dot(name)),
            ),
            e => e,
        }
    }

    /// The expression's value when it is a plain constant.
    pub fn constant(&self) -> Option<i64> {
        match self {
            Expr::Num(v) => Some(*v),
            Expr::Unary(op, e) => Some(unary(*op, e.constant()?)),
            Expr::Bin(op, a, b) => binary(*op, a.constant()?, b.constant()?),
            Expr::Sym(..) | Expr::Dot => None,
        }
    }
}

fn unary(op: char, v: i64) -> i64 {
    match op {
        '-' => v.wrapping_neg(),
        '~' => !v,
        _ => i64::from(v == 0),
    }
}

fn binary(op: char, a: i64, b: i64) -> Option<i64> {
    Some(match op {
        '+' => a.wrapping_add(b),
        '-' => a.wrapping_sub(b),
        '*' => a.wrapping_mul(b),
        '/' => a.checked_div(b)?,
        '%' => a.checked_rem(b)?,
        '<' => a.wrapping_shl(b as u32),
        '>' => a.wrapping_shr(b as u32),
        '&' => a & b,
        '|' => a | b,
        '^' => a ^ b,
        _ => return None,
    })
}

/// A term of a relocatable value: a symbol, or the start of one of the assembler's
/// sections.
#[derive(Clone, Debug, PartialEq)]
pub enum Term {
    Sym(String, SymMod),
    Section(u32),
}

/// An evaluated expression: `pos - neg + add`.
#[derive(Clone, Debug, PartialEq)]
pub struct Val {
    pub add: i64,
    pub pos: Option<Term>,
    pub neg: Option<Term>,
}

impl Val {
    fn num(v: i64) -> Val {
        Val {
            add: v,
            pos: None,
            neg: None,
        }
    }

    /// The value when it is a constant.
    pub fn constant(&self) -> Option<i64> {
        (self.pos.is_none() && self.neg.is_none()).then_some(self.add)
    }
}

/// Evaluates `e`; `label` gives a defined label's section and offset, `dot` the current
/// location.
pub fn eval(
    e: &Expr,
    label: &dyn Fn(&str) -> Option<(u32, i64)>,
    dot: (u32, i64),
) -> Result<Val, String> {
    Ok(match e {
        Expr::Num(v) => Val::num(*v),
        Expr::Dot => Val {
            add: dot.1,
            pos: Some(Term::Section(dot.0)),
            neg: None,
        },
        Expr::Sym(name, m) => match label(name) {
            Some((sec, off)) if *m == SymMod::None => Val {
                add: off,
                pos: Some(Term::Section(sec)),
                neg: None,
            },
            _ => Val {
                add: 0,
                pos: Some(Term::Sym(name.clone(), *m)),
                neg: None,
            },
        },
        Expr::Unary(op, a) => {
            let v = eval(a, label, dot)?;
            match (op, v.constant()) {
                (_, Some(c)) => Val::num(unary(*op, c)),
                ('-', None) if v.neg.is_some() || v.pos.is_some() => Val {
                    add: v.add.wrapping_neg(),
                    pos: v.neg,
                    neg: v.pos,
                },
                _ => return Err("expression is not a constant".into()),
            }
        }
        Expr::Bin(op, a, b) => {
            let x = eval(a, label, dot)?;
            let y = eval(b, label, dot)?;
            if let (Some(p), Some(q)) = (x.constant(), y.constant()) {
                return binary(*op, p, q)
                    .map(Val::num)
                    .ok_or_else(|| "division by zero".into());
            }
            match op {
                '+' | '-' => {
                    let y = if *op == '-' {
                        Val {
                            add: y.add.wrapping_neg(),
                            pos: y.neg,
                            neg: y.pos,
                        }
                    } else {
                        y
                    };
                    let mut pos = vec![];
                    let mut neg = vec![];
                    pos.extend(x.pos);
                    pos.extend(y.pos);
                    neg.extend(x.neg);
                    neg.extend(y.neg);
                    // Cancel equal terms (differences of labels in one section).
                    pos.retain(|t| match neg.iter().position(|n| n == t) {
                        Some(k) => {
                            neg.remove(k);
                            false
                        }
                        None => true,
                    });
                    if pos.len() > 1 || neg.len() > 1 {
                        return Err("expression is not relocatable".into());
                    }
                    Val {
                        add: x.add.wrapping_add(y.add),
                        pos: pos.pop(),
                        neg: neg.pop(),
                    }
                }
                _ => return Err("expression is not a constant".into()),
            }
        }
    })
}

/// A cursor over a statement's tokens.
pub struct Cursor<'t> {
    pub toks: &'t [Tok],
    pub pos: usize,
}

impl<'t> Cursor<'t> {
    pub fn new(toks: &'t [Tok]) -> Self {
        Cursor { toks, pos: 0 }
    }

    pub fn peek(&self) -> Option<&'t Tok> {
        self.toks.get(self.pos)
    }

    pub fn peek_at(&self, k: usize) -> Option<&'t Tok> {
        self.toks.get(self.pos + k)
    }

    /// The next token, consumed (the cursor is not an iterator: it peeks and backs up).
    #[allow(clippy::should_implement_trait)]
    pub fn next(&mut self) -> Option<&'t Tok> {
        let t = self.toks.get(self.pos);
        self.pos += 1;
        t
    }

    pub fn at_end(&self) -> bool {
        self.pos >= self.toks.len()
    }

    pub fn eat(&mut self, c: char) -> bool {
        if self.peek() == Some(&Tok::Punct(c)) {
            self.pos += 1;
            true
        } else {
            false
        }
    }

    pub fn expect(&mut self, c: char) -> Result<(), String> {
        if self.eat(c) {
            Ok(())
        } else {
            Err(format!("expected '{c}'"))
        }
    }

    /// Parses an expression. `local` names a numeric local label reference.
    pub fn expr(&mut self, local: &mut dyn FnMut(u32, bool) -> String) -> Result<Expr, String> {
        self.binary(0, local)
    }

    fn binary(
        &mut self,
        min: u8,
        local: &mut dyn FnMut(u32, bool) -> String,
    ) -> Result<Expr, String> {
        let mut lhs = self.unary(local)?;
        while let Some(Tok::Punct(op)) = self.peek() {
            let prec = match op {
                '|' => 1,
                '^' => 2,
                '&' => 3,
                '+' | '-' => 4,
                '<' | '>' => 5,
                '*' | '/' | '%' => 6,
                _ => break,
            };
            if prec < min.max(1) {
                break;
            }
            let op = *op;
            self.pos += 1;
            let rhs = self.binary(prec + 1, local)?;
            lhs = Expr::Bin(op, Box::new(lhs), Box::new(rhs));
        }
        Ok(lhs)
    }

    fn unary(&mut self, local: &mut dyn FnMut(u32, bool) -> String) -> Result<Expr, String> {
        match self.next() {
            Some(Tok::Punct(c @ ('-' | '~' | '!'))) => {
                let e = self.unary(local)?;
                Ok(Expr::Unary(*c, Box::new(e)))
            }
            Some(Tok::Punct('+')) => self.unary(local),
            Some(Tok::Punct('(')) => {
                let e = self.expr(local)?;
                self.expect(')')?;
                Ok(e)
            }
            Some(Tok::Num(v)) => Ok(Expr::Num(*v)),
            Some(Tok::LocalRef(n, back)) => Ok(Expr::Sym(local(*n, *back), SymMod::None)),
            Some(Tok::Ident(s)) if s == "." => Ok(Expr::Dot),
            Some(Tok::Ident(s)) => {
                let mut m = SymMod::None;
                if self.peek() == Some(&Tok::Punct('@')) {
                    if let Some(Tok::Ident(r)) = self.peek_at(1) {
                        m = SymMod::parse(r)
                            .ok_or_else(|| format!("unsupported: relocation modifier @{r}"))?;
                        self.pos += 2;
                    }
                }
                Ok(Expr::Sym(s.clone(), m))
            }
            Some(Tok::Str(s)) => {
                // A quoted symbol name.
                Ok(Expr::Sym(
                    String::from_utf8_lossy(s).into_owned(),
                    SymMod::None,
                ))
            }
            Some(t) => Err(format!("unexpected token {t:?} in expression")),
            None => Err("missing expression".into()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::lex::tokenize;
    use super::*;

    fn parse(s: &str) -> Expr {
        let t = tokenize(s, true).unwrap();
        Cursor::new(&t)
            .expr(&mut |n, b| format!("L{n}{b}"))
            .unwrap()
    }

    #[test]
    fn constants_and_precedence() {
        assert_eq!(parse("1+2*3").constant(), Some(7));
        assert_eq!(parse("(1+2)*3").constant(), Some(9));
        assert_eq!(parse("-4 >> 1").constant(), Some(-2));
        assert_eq!(parse("1<<4|1").constant(), Some(17));
    }

    #[test]
    fn label_differences_cancel() {
        let e = parse("b - a + 2");
        let v = eval(
            &e,
            &|n| match n {
                "a" => Some((0, 4)),
                "b" => Some((0, 10)),
                _ => None,
            },
            (0, 0),
        )
        .unwrap();
        assert_eq!(v.constant(), Some(8));
        let e = parse("foo@PLT - 4");
        let v = eval(&e, &|_| None, (0, 0)).unwrap();
        assert_eq!(v.pos, Some(Term::Sym("foo".into(), SymMod::Plt)));
        assert_eq!(v.add, -4);
    }
}
