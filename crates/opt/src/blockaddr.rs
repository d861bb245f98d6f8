//! Blocks whose address is taken (`blockaddress(@f, %bb)`).
//!
//! A `blockaddress` may name its block by LLVM's implicit number (`%12`), which counts
//! the unnamed arguments, blocks and values before it: any pass that adds or removes an
//! unnamed value would silently retarget it. Before the passes run, [`name_targets`] gives
//! every such block a name and rewrites the constants (and every constant built on them)
//! to refer to it by that name. [`address_taken`] then lists the blocks the passes must
//! keep: they may be reached through `indirectbr` and compared as addresses.

use cranelift_entity::EntityRef;
use rllc_ir::constant::{BlockRef, Const, ConstData, ConstExpr, ConstKind, Constants};
use rllc_ir::inst::{Block, InstKind, Value};
use rllc_ir::metadata::MdOperand;
use rllc_ir::module::{GlobalId, GlobalKind, Module};
use rustc_hash::FxHashMap;

/// Every `blockaddress` constant the module uses (in global initialisers, function
/// operands or metadata operands, directly or inside other constants): (constant,
/// function, block reference). Unused constants stay in the table and are skipped: a
/// numbered one may no longer match its block.
fn block_addresses(m: &Module) -> Vec<(Const, GlobalId, BlockRef)> {
    let any = (0..m.consts.len()).any(|i| {
        matches!(
            m.consts.get(Const::new(i)).kind,
            ConstKind::BlockAddress(..)
        )
    });
    if !any {
        return Vec::new();
    }
    let mut seen = vec![false; m.consts.len()];
    let mut stack: Vec<Const> = Vec::new();
    let mut out = Vec::new();
    let mut push = |c: Const, stack: &mut Vec<Const>| {
        if !seen[c.index()] {
            seen[c.index()] = true;
            stack.push(c);
        }
    };
    for gv in m.globals.values() {
        match &gv.kind {
            GlobalKind::Var(v) => v.init.into_iter().for_each(|c| push(c, &mut stack)),
            GlobalKind::Alias(c) | GlobalKind::IFunc(c) => push(*c, &mut stack),
            GlobalKind::Func(f) => {
                for c in [f.prefix, f.prologue, f.personality].into_iter().flatten() {
                    push(c, &mut stack);
                }
                let Some(body) = &f.body else { continue };
                for &b in &body.layout {
                    for &i in &body.blocks[b].insts {
                        for v in body.args(i) {
                            if let Value::Const(c) = *v {
                                push(c, &mut stack);
                            }
                        }
                    }
                }
                for op in &body.md_operands {
                    let vals: &[Value] = match op {
                        MdOperand::Value(v) => std::slice::from_ref(v),
                        MdOperand::ArgList(vs) => vs,
                        MdOperand::Ref(_) => &[],
                    };
                    for v in vals {
                        if let Value::Const(c) = *v {
                            push(c, &mut stack);
                        }
                    }
                }
            }
        }
        while let Some(c) = stack.pop() {
            match &m.consts.get(c).kind {
                ConstKind::BlockAddress(f, b) => out.push((c, *f, *b)),
                ConstKind::Aggregate(es) | ConstKind::PtrAuth(es) => {
                    es.iter().for_each(|&e| push(e, &mut stack))
                }
                ConstKind::Splat(e) => push(*e, &mut stack),
                ConstKind::Expr(e) => e.operands.iter().for_each(|&o| push(o, &mut stack)),
                _ => {}
            }
        }
    }
    out.sort_unstable_by_key(|e| e.0);
    out
}

/// Names the blocks that numbered `blockaddress` constants refer to and rewrites those
/// constants to use the names. Returns whether anything changed.
pub fn name_targets(m: &mut Module) -> bool {
    let numbered: Vec<(Const, GlobalId, Block)> = block_addresses(m)
        .into_iter()
        .filter_map(|(c, f, b)| match b {
            BlockRef::Numbered(_) => Some((c, f, m.block_address_target(f, b)?)),
            BlockRef::Named(_) => None,
        })
        .collect();
    if numbered.is_empty() {
        return false;
    }
    let mut map: FxHashMap<Const, Const> = FxHashMap::default();
    for &(c, f, block) in &numbered {
        let GlobalKind::Func(func) = &mut m.globals[f].kind else {
            continue;
        };
        let Some(body) = func.body.as_mut() else {
            continue;
        };
        let name = match body.blocks[block].name.sym() {
            Some(s) => body.names.get(s).to_vec(),
            None => {
                let mut k = block.index();
                let name = loop {
                    let cand = format!("addr.{k}").into_bytes();
                    if body.names.lookup(&cand).is_none() {
                        break cand;
                    }
                    k += 1 << 20;
                };
                let s = body.names.intern(&name);
                body.blocks[block].name = rllc_ir::module::LocalName::from_sym(s);
                name
            }
        };
        let sym = m.syms.intern(&name);
        let ty = m.consts.ty(c);
        let named = m.consts.intern(ConstData {
            ty,
            kind: ConstKind::BlockAddress(f, BlockRef::Named(sym)),
        });
        map.insert(c, named);
    }
    rewrite_constants(m, &map);
    true
}

/// Replaces constants per `map` everywhere in the module, rebuilding the aggregates and
/// expressions that contain them.
fn rewrite_constants(m: &mut Module, map: &FxHashMap<Const, Const>) {
    let mut memo = map.clone();
    let consts = &mut m.consts;
    let mut rw = |c: &mut Const| *c = rewrite(consts, &mut memo, *c);
    for gv in m.globals.values_mut() {
        match &mut gv.kind {
            GlobalKind::Var(v) => {
                if let Some(c) = v.init.as_mut() {
                    rw(c);
                }
            }
            GlobalKind::Alias(c) | GlobalKind::IFunc(c) => rw(c),
            GlobalKind::Func(f) => {
                for c in [&mut f.prefix, &mut f.prologue, &mut f.personality]
                    .into_iter()
                    .flatten()
                {
                    rw(c);
                }
                let Some(body) = f.body.as_mut() else {
                    continue;
                };
                let mut fix = |v: &mut Value| {
                    if let Value::Const(c) = v {
                        rw(c);
                    }
                };
                body.pool.iter_mut().for_each(&mut fix);
                for op in &mut body.md_operands {
                    match op {
                        MdOperand::Value(v) => fix(v),
                        MdOperand::ArgList(vs) => vs.iter_mut().for_each(&mut fix),
                        MdOperand::Ref(_) => {}
                    }
                }
                for d in body.insts.values_mut() {
                    if let InstKind::ShuffleVector { mask } = &mut d.kind {
                        rw(mask);
                    }
                }
            }
        }
    }
}

fn rewrite(consts: &mut Constants, memo: &mut FxHashMap<Const, Const>, c: Const) -> Const {
    if let Some(&r) = memo.get(&c) {
        return r;
    }
    let d = consts.get(c);
    let ty = d.ty;
    let new_kind = match &d.kind {
        ConstKind::Aggregate(es) => {
            let es = es.clone();
            let new: Vec<Const> = es.iter().map(|&e| rewrite(consts, memo, e)).collect();
            (*new != *es).then(|| ConstKind::Aggregate(new.into()))
        }
        ConstKind::Splat(e) => {
            let e = *e;
            let n = rewrite(consts, memo, e);
            (n != e).then_some(ConstKind::Splat(n))
        }
        ConstKind::PtrAuth(ops) => {
            let ops = ops.clone();
            let new: Vec<Const> = ops.iter().map(|&e| rewrite(consts, memo, e)).collect();
            (*new != *ops).then(|| ConstKind::PtrAuth(new.into()))
        }
        ConstKind::Expr(e) => {
            let e = (**e).clone();
            let new: Vec<Const> = e
                .operands
                .iter()
                .map(|&o| rewrite(consts, memo, o))
                .collect();
            (*new != *e.operands).then(|| {
                ConstKind::Expr(Box::new(ConstExpr {
                    operands: new.into(),
                    ..e
                }))
            })
        }
        _ => None,
    };
    let r = match new_kind {
        Some(kind) => consts.intern(ConstData { ty, kind }),
        None => c,
    };
    memo.insert(c, r);
    r
}

/// Per function with taken block addresses: which blocks (by arena index) are taken.
pub fn address_taken(m: &Module) -> FxHashMap<GlobalId, Vec<bool>> {
    let mut out: FxHashMap<GlobalId, Vec<bool>> = FxHashMap::default();
    for (_, f, b) in block_addresses(m) {
        let Some(block) = m.block_address_target(f, b) else {
            continue;
        };
        let n = m
            .function(f)
            .and_then(|func| func.body.as_ref())
            .map_or(0, |body| body.blocks.len());
        let v = out.entry(f).or_insert_with(|| vec![false; n]);
        if let Some(x) = v.get_mut(block.index()) {
            *x = true;
        }
    }
    out
}
