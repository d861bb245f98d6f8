//! A small interpreter of integer IR, the oracle of the instcombine property test
//! (`tests/instcombine_props.rs`): scalar integers of at most 64 bits, the integer binary
//! operators with their `nuw`/`nsw`/`exact`/`disjoint` flags, `icmp` (with `samesign`),
//! `trunc`/`zext`/`sext` (with `nuw`/`nsw`/`nneg`), `select`, `freeze`, `phi`, `br`
//! and `ret`, following LangRef's poison and undefined-behaviour rules.

use rllc_ir::constant::ConstKind;
use rllc_ir::inst::{flags, BinOp, CastOp, InstKind, IntPred, Value};
use rllc_ir::module::{Body, Module};
use std::collections::HashMap;

/// A value: an integer (zero-extended from its width) or poison.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Val {
    Int(u64),
    Poison,
}

/// How a run of a function ended.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Outcome {
    /// `ret` with this value.
    Returned(Val),
    /// Undefined behaviour (division by zero, branch on poison, …), with the reason.
    Undefined(&'static str),
}

/// The most instructions one run executes (loops in the IR may not terminate).
const STEP_LIMIT: usize = 100_000;

/// The mask of the low `w` bits.
fn mask(w: u32) -> u64 {
    if w >= 64 {
        u64::MAX
    } else {
        (1u64 << w) - 1
    }
}

/// `v` (of width `w`) sign-extended to 64 bits.
fn sext(v: u64, w: u32) -> i64 {
    let s = 64 - w;
    ((v << s) as i64) >> s
}

/// Runs `body` (a function of `m`) on `args` (zero-extended integers). Each use of `undef`
/// and each `freeze` of poison takes its value from `arbitrary` (given the width): `Poison`
/// there means "any value", which is how an original function is read; a folded one gets
/// concrete values. `Err` names what the interpreter does not support.
pub fn run(
    m: &Module,
    body: &Body,
    args: &[u64],
    arbitrary: &mut dyn FnMut(u32) -> Val,
) -> Result<Outcome, String> {
    let mut f = Frame {
        m,
        body,
        args,
        vals: HashMap::new(),
        arbitrary,
    };
    let mut block = *body.layout.first().ok_or("no blocks")?;
    let mut prev = None;
    let mut steps = 0;
    loop {
        // Phis read their operands all at once, on entry to the block.
        let insts = &body.blocks[block].insts;
        let mut phis = Vec::new();
        for &i in insts {
            if body.insts[i].kind != InstKind::Phi {
                break;
            }
            let incoming = body
                .args(i)
                .chunks_exact(2)
                .find(|e| Some(e[1]) == prev.map(Value::Block))
                .ok_or("a phi without an entry for the predecessor")?[0];
            phis.push((i, f.read(incoming)?));
        }
        let first = phis.len();
        for (i, v) in phis {
            f.vals.insert(Value::Inst(i), v);
        }
        for &i in &insts[first..] {
            steps += 1;
            if steps > STEP_LIMIT {
                return Err("step limit reached".into());
            }
            let d = body.insts[i];
            let a = body.args(i);
            let has = |flag: u16| d.flags & flag != 0;
            let result = match d.kind {
                InstKind::Binary(op) => {
                    let w = f.width(a[0])?;
                    let (x, y) = (f.read(a[0])?, f.read(a[1])?);
                    let division =
                        matches!(op, BinOp::UDiv | BinOp::SDiv | BinOp::URem | BinOp::SRem);
                    match (x, y) {
                        (_, Val::Poison) if division => {
                            return Ok(Outcome::Undefined("division by poison"))
                        }
                        (Val::Poison, Val::Int(0)) if division => {
                            return Ok(Outcome::Undefined("division by zero"))
                        }
                        // The dividend may be the most negative value (as Alive2 reads it).
                        (Val::Poison, Val::Int(y))
                            if matches!(op, BinOp::SDiv | BinOp::SRem) && y == mask(w) =>
                        {
                            return Ok(Outcome::Undefined("signed division of poison by -1"))
                        }
                        (Val::Int(x), Val::Int(y)) => match binary(op, w, x, y, d.flags) {
                            Ok(v) => v,
                            Err(ub) => return Ok(Outcome::Undefined(ub)),
                        },
                        _ => Val::Poison,
                    }
                }
                InstKind::ICmp(p) => {
                    let w = f.width(a[0])?;
                    match (f.read(a[0])?, f.read(a[1])?) {
                        (Val::Int(x), Val::Int(y)) => {
                            let (sx, sy) = (sext(x, w), sext(y, w));
                            if has(flags::SAMESIGN) && (sx < 0) != (sy < 0) {
                                Val::Poison
                            } else {
                                Val::Int(u64::from(icmp(p, x, y, sx, sy)))
                            }
                        }
                        _ => Val::Poison,
                    }
                }
                InstKind::Cast(op) => {
                    let from = f.width(a[0])?;
                    let to = f.width(Value::Inst(i))?;
                    match f.read(a[0])? {
                        Val::Poison => Val::Poison,
                        Val::Int(x) => cast(op, from, to, x, d.flags)?,
                    }
                }
                InstKind::Select => match f.read(a[0])? {
                    Val::Poison => Val::Poison,
                    Val::Int(c) => f.read(if c != 0 { a[1] } else { a[2] })?,
                },
                InstKind::Freeze => match f.read(a[0])? {
                    Val::Poison => {
                        let w = f.width(a[0])?;
                        (f.arbitrary)(w)
                    }
                    v => v,
                },
                InstKind::Ret => {
                    let v = match a.first() {
                        Some(&v) => f.read(v)?,
                        None => Val::Int(0),
                    };
                    return Ok(Outcome::Returned(v));
                }
                InstKind::Br | InstKind::CondBr => {
                    let target = if d.kind == InstKind::Br {
                        a[0]
                    } else {
                        match f.read(a[0])? {
                            Val::Poison => return Ok(Outcome::Undefined("branch on poison")),
                            Val::Int(c) => a[if c != 0 { 1 } else { 2 }],
                        }
                    };
                    let Value::Block(b) = target else {
                        return Err("a branch target that is not a block".into());
                    };
                    prev = Some(block);
                    block = b;
                    break;
                }
                InstKind::Unreachable => return Ok(Outcome::Undefined("unreachable")),
                k => return Err(format!("instruction {k:?}")),
            };
            f.vals.insert(Value::Inst(i), result);
        }
    }
}

/// The state of one run.
struct Frame<'a> {
    m: &'a Module,
    body: &'a Body,
    args: &'a [u64],
    /// The values of the instructions executed so far.
    vals: HashMap<Value, Val>,
    arbitrary: &'a mut dyn FnMut(u32) -> Val,
}

impl Frame<'_> {
    /// The width of an integer value.
    fn width(&self, v: Value) -> Result<u32, String> {
        let t = self.m.value_type(self.body, v);
        self.m
            .types
            .int_width(t)
            .filter(|&w| w <= 64)
            .ok_or_else(|| "a value that is not an integer of at most 64 bits".to_string())
    }

    /// The value of an operand.
    fn read(&mut self, v: Value) -> Result<Val, String> {
        let w = self.width(v)?;
        match v {
            Value::Arg(n) => Ok(Val::Int(self.args[n as usize] & mask(w))),
            Value::Inst(_) => self
                .vals
                .get(&v)
                .copied()
                .ok_or_else(|| "use of a value before its definition".into()),
            Value::Const(c) => match self.m.consts.get(c).kind {
                ConstKind::Int(x) => Ok(Val::Int(x)),
                ConstKind::Zero => Ok(Val::Int(0)),
                ConstKind::Poison => Ok(Val::Poison),
                ConstKind::Undef => Ok((self.arbitrary)(w)),
                ref k => Err(format!("constant {k:?}")),
            },
            _ => Err(format!("operand {v:?}")),
        }
    }
}

/// An integer binary operator on `w`-bit operands; `Err` for undefined behaviour.
fn binary(op: BinOp, w: u32, x: u64, y: u64, f: u16) -> Result<Val, &'static str> {
    let m = mask(w);
    let (sx, sy) = (sext(x, w), sext(y, w));
    let (smin, smax) = (-(1i128 << (w - 1)), (1i128 << (w - 1)) - 1);
    let signed_ok = |r: i128| (smin..=smax).contains(&r);
    let has = |flag: u16| f & flag != 0;
    let poison_if = |bad: bool, v: u64| Ok(if bad { Val::Poison } else { Val::Int(v & m) });
    match op {
        BinOp::Add => {
            let r = x.wrapping_add(y);
            let nuw = has(flags::NUW) && (u128::from(x) + u128::from(y)) > u128::from(m);
            let nsw = has(flags::NSW) && !signed_ok(i128::from(sx) + i128::from(sy));
            poison_if(nuw || nsw, r)
        }
        BinOp::Sub => {
            let r = x.wrapping_sub(y);
            let nuw = has(flags::NUW) && x < y;
            let nsw = has(flags::NSW) && !signed_ok(i128::from(sx) - i128::from(sy));
            poison_if(nuw || nsw, r)
        }
        BinOp::Mul => {
            let r = x.wrapping_mul(y);
            let nuw = has(flags::NUW) && u128::from(x) * u128::from(y) > u128::from(m);
            let nsw = has(flags::NSW) && !signed_ok(i128::from(sx) * i128::from(sy));
            poison_if(nuw || nsw, r)
        }
        BinOp::UDiv | BinOp::URem if y == 0 => Err("division by zero"),
        BinOp::SDiv | BinOp::SRem if y == 0 => Err("division by zero"),
        BinOp::SDiv | BinOp::SRem if i128::from(sx) == smin && sy == -1 => {
            Err("signed division overflow")
        }
        BinOp::UDiv => poison_if(has(flags::EXACT) && !x.is_multiple_of(y), x / y),
        BinOp::URem => poison_if(false, x % y),
        BinOp::SDiv => poison_if(has(flags::EXACT) && sx % sy != 0, (sx / sy) as u64),
        BinOp::SRem => poison_if(false, (sx % sy) as u64),
        BinOp::Shl | BinOp::LShr | BinOp::AShr if y >= u64::from(w) => Ok(Val::Poison),
        BinOp::Shl => {
            let r = (x << y) & m;
            let nuw = has(flags::NUW) && (r >> y) != x;
            let nsw = has(flags::NSW) && (sext(r, w) >> y) != sx;
            poison_if(nuw || nsw, r)
        }
        BinOp::LShr => poison_if(has(flags::EXACT) && (x & mask(y as u32)) != 0, x >> y),
        BinOp::AShr => poison_if(
            has(flags::EXACT) && (x & mask(y as u32)) != 0,
            (sx >> y) as u64,
        ),
        BinOp::And => poison_if(false, x & y),
        BinOp::Or => poison_if(has(flags::DISJOINT) && x & y != 0, x | y),
        BinOp::Xor => poison_if(false, x ^ y),
        BinOp::FAdd | BinOp::FSub | BinOp::FMul | BinOp::FDiv | BinOp::FRem => {
            Err("floating point is not interpreted")
        }
    }
}

/// An integer compare of `x` and `y` (unsigned) or `sx` and `sy` (signed).
fn icmp(p: IntPred, x: u64, y: u64, sx: i64, sy: i64) -> bool {
    match p {
        IntPred::Eq => x == y,
        IntPred::Ne => x != y,
        IntPred::Ugt => x > y,
        IntPred::Uge => x >= y,
        IntPred::Ult => x < y,
        IntPred::Ule => x <= y,
        IntPred::Sgt => sx > sy,
        IntPred::Sge => sx >= sy,
        IntPred::Slt => sx < sy,
        IntPred::Sle => sx <= sy,
    }
}

/// An integer cast of `x` from `from` to `to` bits.
fn cast(op: CastOp, from: u32, to: u32, x: u64, f: u16) -> Result<Val, String> {
    let has = |flag: u16| f & flag != 0;
    let negative = sext(x, from) < 0;
    Ok(match op {
        CastOp::Trunc => {
            let r = x & mask(to);
            let nuw = has(flags::NUW) && r != x;
            let nsw = has(flags::NSW) && sext(r, to) != sext(x, from);
            if nuw || nsw {
                Val::Poison
            } else {
                Val::Int(r)
            }
        }
        CastOp::ZExt if has(flags::NNEG) && negative => Val::Poison,
        CastOp::ZExt => Val::Int(x),
        CastOp::SExt => Val::Int(sext(x, from) as u64 & mask(to)),
        _ => return Err(format!("cast {}", op.name())),
    })
}
