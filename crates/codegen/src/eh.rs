//! Exception handling with landing pads (the Itanium C++ ABI's zero-cost exceptions, as
//! LLVM's `EHStreamer` writes them): the typeinfos, exception specifications and action
//! records of a function's `landingpad`s, computed from the IR before instruction
//! selection, and the [`ExceptionTable`] (the language-specific data area, LSDA) the
//! object writer puts in `.gcc_except_table`.
//!
//! A landing pad's clauses become a chain of action records, first clause first and a
//! cleanup (filter 0) last: a `catch` clause's filter is its typeinfo's type id (1-based
//! index into the type table), a `filter` clause's is negative (one less than minus the
//! byte offset of its list of type ids in the exception specification table). A pad that
//! is only a cleanup has no action record (action 0). `llvm.eh.typeid.for` is the type
//! id of its operand in the same numbering.

use crate::{CodegenError, Reg};
use rllc_ir::constant::{Const, ConstKind, ExprOp};
use rllc_ir::inst::{Block, Clause, Inst, InstKind, Value};
use rllc_ir::module::{Body, GlobalId, GlobalName, Module};
use rustc_hash::FxHashMap;
use smallvec::SmallVec;

/// A function's exception table: everything the LSDA holds. Code offsets are relative to
/// the function's start.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ExceptionTable {
    /// The personality routine (`__gxx_personality_v0`), named in the CIE.
    pub personality: GlobalId,
    /// The calls that unwind into a landing pad, in code order. Code between them unwinds
    /// to the caller (the object writer covers it with entries without a landing pad).
    pub call_sites: Vec<CallSite>,
    /// The action records: pairs of SLEB128 filter and SLEB128 offset to the next record.
    pub actions: Vec<u8>,
    /// The typeinfo of each type id (id `k` at index `k - 1`); `None` for `catch ptr
    /// null` (catch-all).
    pub type_infos: Vec<Option<GlobalId>>,
    /// The exception specifications: lists of ULEB128 type ids, each ending in 0.
    pub filters: Vec<u8>,
}

/// A call whose exceptions land in a landing pad.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct CallSite {
    /// Code offset of the call instruction.
    pub start: u32,
    /// Code offset just after it (its return address).
    pub end: u32,
    /// Code offset of the landing pad.
    pub landing: u32,
    /// 1 + the offset of the pad's first action record in `actions`, or 0 for a cleanup.
    pub action: u32,
}

/// An `invoke` lowered as its block's branch, whose two edge blocks are still to be
/// lowered: the normal edge defines the invoke's value, the unwind edge (where the
/// unwinder lands) passes the exception pointer and selector to the landing pad, whose
/// `landingpad` registers are block parameters.
#[derive(Clone)]
pub struct InvokeEdges {
    pub inst: Inst,
    /// The call's result registers: the invoke's value on the normal edge.
    pub results: SmallVec<[Reg; 2]>,
    pub normal: Block,
    pub unwind: Block,
    /// The registers the exception pointer and the selector arrive in.
    pub landing: [Reg; 2],
}

/// The `landingpad` starting block `b` (after its phis), if it is a landing pad.
pub fn landing_pad(body: &Body, b: Block) -> Option<Inst> {
    body.blocks[b]
        .insts
        .iter()
        .copied()
        .find(|&i| !matches!(body.insts[i].kind, InstKind::Phi))
        .filter(|&i| matches!(body.insts[i].kind, InstKind::LandingPad { .. }))
}

/// The landing pads of one function: their actions and the tables they index.
pub struct LandingPads {
    personality: GlobalId,
    /// The action of each `landingpad` instruction.
    pad_actions: FxHashMap<Inst, u32>,
    actions: Vec<u8>,
    type_infos: Vec<Option<GlobalId>>,
    filters: Vec<u8>,
}

impl LandingPads {
    /// The landing pads of `body`, a function with personality `personality`, or `None`
    /// when it has none (its personality then has nothing to do, as LLVM finds for C++'s).
    pub fn of(
        m: &Module,
        personality: Option<Const>,
        body: &Body,
    ) -> Result<Option<LandingPads>, CodegenError> {
        // Only functions with a personality have landing pads.
        if personality.is_none() {
            return Ok(None);
        }
        let pads: Vec<Inst> = body
            .layout
            .iter()
            .flat_map(|&b| body.blocks[b].insts.iter().copied())
            .filter(|&i| matches!(body.insts[i].kind, InstKind::LandingPad { .. }))
            .collect();
        if pads.is_empty() {
            return Ok(None);
        }
        let pos = Some(body.positions[pads[0]]);
        let personality = personality
            .and_then(|c| global_behind(m, c))
            .filter(|&g| m.function(g).is_some())
            .ok_or_else(|| {
                CodegenError::unsupported(pos, "a personality that is not a function")
            })?;
        let mut lp = LandingPads {
            personality,
            pad_actions: FxHashMap::default(),
            actions: Vec::new(),
            type_infos: Vec::new(),
            filters: Vec::new(),
        };
        // Identical clause lists share their action records.
        let mut chains: FxHashMap<Vec<i64>, u32> = FxHashMap::default();
        let mut filter_lists: FxHashMap<Vec<u32>, i64> = FxHashMap::default();
        for &pad in &pads {
            let InstKind::LandingPad { start } = body.insts[pad].kind else {
                unreachable!("collected landing pads")
            };
            let pos = Some(body.positions[pad]);
            let args = body.args(pad);
            // LLVM's order: the cleanup marker first, then the clauses from the last to
            // the first; each record points back at the one before, so the chain starts
            // at the first clause.
            let mut filters = Vec::with_capacity(args.len() + 1);
            let cleanup = body.insts[pad].flags & rllc_ir::inst::flags::CLEANUP != 0;
            if cleanup && !args.is_empty() {
                filters.push(0);
            }
            for (k, &v) in args.iter().enumerate().rev() {
                let Value::Const(c) = v else {
                    return Err(CodegenError::unsupported(
                        pos,
                        "a landingpad clause that is not a constant",
                    ));
                };
                match body.clause_pool[start as usize + k] {
                    Clause::Catch => {
                        let ti = type_info(m, c, pos)?;
                        filters.push(i64::from(lp.type_id(ti)));
                    }
                    Clause::Filter => {
                        let ids = filter_elements(m, c, pos)?
                            .into_iter()
                            .map(|ti| lp.type_id(ti))
                            .collect::<Vec<_>>();
                        let value = *filter_lists.entry(ids).or_insert_with_key(|ids| {
                            let at = lp.filters.len() as i64;
                            for &id in ids {
                                uleb128(&mut lp.filters, u64::from(id));
                            }
                            lp.filters.push(0);
                            -(1 + at)
                        });
                        filters.push(value);
                    }
                }
            }
            let action = if filters.is_empty() {
                0
            } else {
                *chains.entry(filters).or_insert_with_key(|filters| {
                    let mut prev_size = 0;
                    let mut last = 0;
                    for &f in filters {
                        let f_size = sleb128_size(f);
                        let next = if prev_size == 0 {
                            0
                        } else {
                            -((prev_size + f_size) as i64)
                        };
                        last = lp.actions.len();
                        sleb128(&mut lp.actions, f);
                        sleb128(&mut lp.actions, next);
                        prev_size = lp.actions.len() - last;
                    }
                    last as u32 + 1
                })
            };
            lp.pad_actions.insert(pad, action);
        }
        // `llvm.eh.typeid.for` may name typeinfos no clause catches any more.
        for &b in &body.layout {
            for &i in &body.blocks[b].insts {
                if let Some(ti) = typeid_for_operand(m, body, i)? {
                    lp.type_id(ti);
                }
            }
        }
        Ok(Some(lp))
    }

    /// Where `invoke` `i` of `body` goes, `pads` being the function's landing pads: its
    /// normal destination, its unwind destination and the action of the landing pad
    /// there. An invoke that unwinds to a funclet pad (`catchswitch`, `cleanuppad`) is an
    /// error here (it may be lowered before the pad's own error; found by rllc-fuzz).
    pub fn invoke_targets(
        pads: Option<&LandingPads>,
        body: &Body,
        i: Inst,
    ) -> Result<(Block, Block, u32), CodegenError> {
        let args = body.args(i);
        let (Value::Block(normal), Value::Block(unwind)) =
            (args[args.len() - 2], args[args.len() - 1])
        else {
            unreachable!("invoke destinations are blocks")
        };
        match (pads, landing_pad(body, unwind)) {
            (Some(pads), Some(pad)) => Ok((normal, unwind, pads.pad_actions[&pad])),
            _ => Err(CodegenError::unsupported(
                Some(body.positions[i]),
                "exception handling with funclets (catchswitch, catchpad, cleanuppad)",
            )),
        }
    }

    /// The exception table, given the call sites the code has.
    pub fn into_table(self, call_sites: Vec<CallSite>) -> ExceptionTable {
        ExceptionTable {
            personality: self.personality,
            call_sites,
            actions: self.actions,
            type_infos: self.type_infos,
            filters: self.filters,
        }
    }

    /// The type id of typeinfo `ti`, numbered on first sight.
    fn type_id(&mut self, ti: Option<GlobalId>) -> u32 {
        match self.type_infos.iter().position(|&t| t == ti) {
            Some(k) => k as u32 + 1,
            None => {
                self.type_infos.push(ti);
                self.type_infos.len() as u32
            }
        }
    }
}

/// The type id of call `i` to `llvm.eh.typeid.for` in a function with landing pads
/// `pads` (an error in one without, which has no type table).
pub fn typeid_for(
    pads: Option<&LandingPads>,
    m: &Module,
    body: &Body,
    i: Inst,
) -> Result<u32, CodegenError> {
    let Some(pads) = pads else {
        return Err(CodegenError::unsupported(
            Some(body.positions[i]),
            "llvm.eh.typeid.for outside a function with landing pads",
        ));
    };
    let ti = typeid_for_operand(m, body, i)?.expect("a call to llvm.eh.typeid.for");
    Ok(pads
        .type_infos
        .iter()
        .position(|&t| t == ti)
        .expect("numbered when the pads were") as u32
        + 1)
}

/// The typeinfo operand of `i` when it calls `llvm.eh.typeid.for`.
fn typeid_for_operand(
    m: &Module,
    body: &Body,
    i: Inst,
) -> Result<Option<Option<GlobalId>>, CodegenError> {
    let InstKind::Call(_) = body.insts[i].kind else {
        return Ok(None);
    };
    let args = body.args(i);
    let is_typeid_for = match args[0] {
        Value::Const(c) => global_behind(m, c).is_some_and(|g| {
            matches!(m.globals[g].name, GlobalName::Named(s)
                if m.syms.get(s).starts_with(b"llvm.eh.typeid.for"))
        }),
        _ => false,
    };
    if !is_typeid_for {
        return Ok(None);
    }
    let pos = Some(body.positions[i]);
    match args.get(1) {
        Some(&Value::Const(c)) => type_info(m, c, pos).map(Some),
        _ => Err(CodegenError::unsupported(
            pos,
            "llvm.eh.typeid.for of a value that is not a constant",
        )),
    }
}

/// The typeinfo a clause names: a global, or `None` for `null` (catch-all).
fn type_info(m: &Module, c: Const, pos: Option<u32>) -> Result<Option<GlobalId>, CodegenError> {
    if matches!(m.consts.get(c).kind, ConstKind::Null | ConstKind::Zero) {
        return Ok(None);
    }
    global_behind(m, c)
        .map(Some)
        .ok_or_else(|| CodegenError::unsupported(pos, "a typeinfo that is not a global"))
}

/// The typeinfos of a `filter` clause's array.
fn filter_elements(
    m: &Module,
    c: Const,
    pos: Option<u32>,
) -> Result<Vec<Option<GlobalId>>, CodegenError> {
    match &m.consts.get(c).kind {
        ConstKind::Zero => Ok(vec![None; array_len(m, c)]),
        ConstKind::Aggregate(elems) => elems.iter().map(|&e| type_info(m, e, pos)).collect(),
        _ => Err(CodegenError::unsupported(
            pos,
            "a landingpad filter that is not a constant array",
        )),
    }
}

/// The length of the array constant `c`.
fn array_len(m: &Module, c: Const) -> usize {
    match m.types.get(m.consts.get(c).ty) {
        rllc_ir::types::TypeData::Array { len, .. } => *len as usize,
        _ => 0,
    }
}

/// The global `c` is the address of, through pointer casts.
fn global_behind(m: &Module, c: Const) -> Option<GlobalId> {
    match &m.consts.get(c).kind {
        ConstKind::Global(g) => Some(*g),
        ConstKind::Expr(e) if matches!(e.op, ExprOp::Cast(_)) => global_behind(m, e.operands[0]),
        _ => None,
    }
}

/// Appends `v` as ULEB128.
pub fn uleb128(out: &mut Vec<u8>, mut v: u64) {
    loop {
        let byte = (v & 0x7f) as u8;
        v >>= 7;
        if v == 0 {
            out.push(byte);
            return;
        }
        out.push(byte | 0x80);
    }
}

/// Appends `v` as SLEB128.
pub fn sleb128(out: &mut Vec<u8>, mut v: i64) {
    loop {
        let byte = (v & 0x7f) as u8;
        v >>= 7;
        let done = (v == 0 && byte & 0x40 == 0) || (v == -1 && byte & 0x40 != 0);
        if done {
            out.push(byte);
            return;
        }
        out.push(byte | 0x80);
    }
}

/// The size of `v` in SLEB128.
fn sleb128_size(v: i64) -> usize {
    let mut buf = Vec::new();
    sleb128(&mut buf, v);
    buf.len()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn leb128_encodings() {
        let enc = |v: i64| {
            let mut b = Vec::new();
            sleb128(&mut b, v);
            b
        };
        assert_eq!(enc(0), [0]);
        assert_eq!(enc(1), [1]);
        assert_eq!(enc(-1), [0x7f]);
        assert_eq!(enc(-3), [0x7d]);
        assert_eq!(enc(63), [63]);
        assert_eq!(enc(64), [0xc0, 0]);
        assert_eq!(enc(-65), [0xbf, 0x7f]);
        let mut b = Vec::new();
        uleb128(&mut b, 300);
        assert_eq!(b, [0xac, 0x02]);
    }
}
