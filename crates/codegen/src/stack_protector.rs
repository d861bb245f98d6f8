//! Which functions get a stack canary and which stack objects go next to it: LLVM's
//! rules (`StackProtector.cpp`) for `sspreq`, `sspstrong` and `ssp`.
//!
//! `sspreq` protects every function, `sspstrong` those with an array (of any type and
//! size, also inside a struct), a variable-sized alloca, or an alloca whose address
//! escapes (stored, passed to a call, converted to an integer, compared…); `ssp` those with
//! a `char` array (or, on Darwin, any array outside a struct) of at least
//! `"stack-protector-buffer-size"` bytes (default 8) or a variable-sized alloca. The
//! protected objects are laid out right below the canary, large arrays first, then small
//! arrays, then the objects whose address escapes, so that an overflow reaches the canary
//! before the return address or another local.

use rllc_ir::attrs::{Attr, AttrKind};
use rllc_ir::constant::ConstKind;
use rllc_ir::inst::{CastOp, Inst, InstKind, Value};
use rllc_ir::layout::TypeLayouts;
use rllc_ir::module::{Body, Function, GlobalName, Module};
use rllc_ir::types::{Type, TypeData};
use rustc_hash::{FxHashMap, FxHashSet};

/// How strongly a function asks for a canary.
#[derive(Copy, Clone, PartialEq, Eq, PartialOrd, Ord, Debug)]
enum Level {
    Ssp,
    Strong,
    Req,
}

/// Why an object is placed next to the canary; placed in this order, nearest first.
#[derive(Copy, Clone, PartialEq, Eq, PartialOrd, Ord, Debug)]
enum Kind {
    LargeArray,
    SmallArray,
    AddressTaken,
}

/// The canary decision for one function.
#[derive(Clone, Debug, Default)]
pub struct Protection {
    /// The allocas to lay out right below the canary, nearest first.
    pub near_canary: Vec<Inst>,
}

/// Whether function `f` with body `body` gets a canary (`None`: not), and the allocas to
/// place next to it. `darwin`: the target is Darwin, where `ssp` also counts arrays of
/// other element types.
pub fn protection(
    m: &Module,
    layouts: &TypeLayouts<'_>,
    f: &Function,
    body: &Body,
    darwin: bool,
) -> Option<Protection> {
    let set = m.attrs.list(f.attrs).func;
    let level = [
        (AttrKind::SspReq, Level::Req),
        (AttrKind::SspStrong, Level::Strong),
        (AttrKind::Ssp, Level::Ssp),
    ]
    .into_iter()
    .find(|&(k, _)| m.attrs.has(set, k))
    .map(|(_, l)| l)?;
    let buffer_size = m.attrs.set(set).iter().find_map(|a| match *a {
        Attr::Str(k, Some(v)) if m.syms.get(k) == b"stack-protector-buffer-size" => {
            std::str::from_utf8(m.syms.get(v)).ok()?.parse::<u64>().ok()
        }
        _ => None,
    });
    let rules = Rules {
        m,
        layouts,
        strong: level >= Level::Strong,
        darwin,
        buffer_size: buffer_size.unwrap_or(8),
    };
    let users = users(body);
    let mut found: Vec<(Kind, Inst)> = Vec::new();
    let mut needed = level == Level::Req;
    for &b in &body.layout {
        for &i in &body.blocks[b].insts {
            let d = &body.insts[i];
            match d.kind {
                InstKind::Alloca { allocated, .. } => {
                    let count = match body.args(i)[0] {
                        Value::Const(c) => m.consts.as_u64(c),
                        _ => None,
                    };
                    let kind = match count {
                        // `alloca T, N`: an array of N.
                        Some(n) if n != 1 => {
                            let size = layouts.size(allocated).saturating_mul(n);
                            if size >= rules.buffer_size {
                                Some(Kind::LargeArray)
                            } else {
                                rules.strong.then_some(Kind::SmallArray)
                            }
                        }
                        None => Some(Kind::LargeArray),
                        Some(_) => match rules.array_kind(allocated, false) {
                            Some(k) => Some(k),
                            None => (rules.strong && address_taken(m, body, &users, i))
                                .then_some(Kind::AddressTaken),
                        },
                    };
                    if let Some(k) = kind {
                        needed = true;
                        found.push((k, i));
                    }
                }
                InstKind::Call(_) if callee_name(m, body, i) == Some(b"llvm.stackprotector") => {
                    needed = true;
                }
                _ => {}
            }
        }
    }
    if !needed {
        return None;
    }
    // A stable sort keeps program order within each kind.
    found.sort_by_key(|&(k, _)| k);
    Some(Protection {
        near_canary: found.into_iter().map(|(_, i)| i).collect(),
    })
}

/// The static alloca an `llvm.stackprotector` call of `body` stores the guard to (the
/// first such call's), if any.
pub fn explicit_slot(m: &Module, body: &Body) -> Option<Inst> {
    // Most modules do not declare the intrinsic: no walk of the body then.
    m.global_by_name(b"llvm.stackprotector")?;
    let entry = &body.blocks[body.layout[0]].insts;
    body.layout
        .iter()
        .flat_map(|&b| body.blocks[b].insts.iter().copied())
        .filter(|&i| matches!(body.insts[i].kind, InstKind::Call(_)))
        .filter(|&i| callee_name(m, body, i) == Some(b"llvm.stackprotector"))
        .find_map(|i| match body.args(i).get(2) {
            Some(&Value::Inst(slot)) if entry.contains(&slot) => Some(slot),
            _ => None,
        })
}

/// The parameters of the array rules.
struct Rules<'a> {
    m: &'a Module,
    layouts: &'a TypeLayouts<'a>,
    strong: bool,
    darwin: bool,
    buffer_size: u64,
}

impl Rules<'_> {
    /// LLVM's `ContainsProtectableArray`: whether type `t` is or holds an array that
    /// needs the canary, and how large it is.
    fn array_kind(&self, t: Type, in_struct: bool) -> Option<Kind> {
        match self.m.types.get(t) {
            TypeData::Array { elem, .. } => {
                let chars = matches!(self.m.types.get(*elem), TypeData::Int(8));
                if !chars && !self.strong && (in_struct || !self.darwin) {
                    return None;
                }
                if self.layouts.size(t) >= self.buffer_size {
                    Some(Kind::LargeArray)
                } else {
                    self.strong.then_some(Kind::SmallArray)
                }
            }
            TypeData::Struct { .. } | TypeData::Named(_) => {
                let fields = self.m.types.struct_fields(t).unwrap_or(&[]);
                fields
                    .iter()
                    .filter_map(|&f| self.array_kind(f, true))
                    .min()
            }
            _ => None,
        }
    }
}

/// The instructions using each instruction's result.
fn users(body: &Body) -> FxHashMap<Inst, Vec<Inst>> {
    let mut users: FxHashMap<Inst, Vec<Inst>> = FxHashMap::default();
    for &b in &body.layout {
        for &i in &body.blocks[b].insts {
            for &v in body.args(i) {
                if let Value::Inst(d) = v {
                    users.entry(d).or_default().push(i);
                }
            }
        }
    }
    users
}

/// The name of the function instruction `i` calls directly.
fn callee_name<'m>(m: &'m Module, body: &Body, i: Inst) -> Option<&'m [u8]> {
    let Some(&Value::Const(c)) = body.args(i).first() else {
        return None;
    };
    let ConstKind::Global(g) = m.consts.get(c).kind else {
        return None;
    };
    match m.globals[g].name {
        GlobalName::Named(s) => Some(m.syms.get(s)),
        GlobalName::Numbered(_) => None,
    }
}

/// LLVM's `HasAddressTaken`: whether the address `alloca` computes (or a pointer derived
/// from it through GEPs, casts, selects and phis) is stored, passed to a call, converted
/// to an integer or used by anything but a load, an atomicrmw or a `ret`.
fn address_taken(
    m: &Module,
    body: &Body,
    users: &FxHashMap<Inst, Vec<Inst>>,
    alloca: Inst,
) -> bool {
    let mut seen = FxHashSet::default();
    let mut work = vec![alloca];
    while let Some(p) = work.pop() {
        if !seen.insert(p) {
            continue;
        }
        for &u in users.get(&p).map_or(&[][..], |v| v) {
            let args = body.args(u);
            let escapes = match body.insts[u].kind {
                InstKind::Store { .. } => args[0] == Value::Inst(p),
                InstKind::CmpXchg { .. } => args[1..].contains(&Value::Inst(p)),
                InstKind::Cast(CastOp::BitCast | CastOp::AddrSpaceCast)
                | InstKind::GetElementPtr { .. }
                | InstKind::Select
                | InstKind::Phi => {
                    work.push(u);
                    false
                }
                InstKind::Call(_) => !callee_name(m, body, u).is_some_and(|n| {
                    n.starts_with(b"llvm.lifetime.") || n.starts_with(b"llvm.dbg.")
                }),
                InstKind::Load { .. } | InstKind::AtomicRmw { .. } | InstKind::Ret => false,
                _ => true,
            };
            if escapes {
                return true;
            }
        }
    }
    false
}
