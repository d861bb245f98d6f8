//! Deferral planning for instruction selection: which instructions are not computed
//! where they are defined but at their only use, so that the user can absorb them (an
//! address computation becomes the memory operand of a load or store, a load the memory
//! operand of an arithmetic instruction or compare, a compare the flags of a branch).
//!
//! An instruction is deferred when it has exactly one use, that use is a non-phi
//! instruction of the same block, the target says the instruction may move to its user
//! ([`FoldRules::deferrable`]), and — for loads — no instruction that may write memory
//! lies between the load and its use. The analysis of uses ([`Uses`]) also serves the
//! target's own decisions (values recomputed at every use instead of held in a register).

use cranelift_entity::EntityRef;
use rllc_ir::inst::{Block, Inst, InstKind, Ordering, Value};
use rllc_ir::module::Body;
use rllc_ir::types::Type;

/// [`Uses::user`] of an instruction without uses.
pub const NO_USER: u32 = u32::MAX;
/// [`Uses::user`] of an instruction with several uses.
pub const MANY_USERS: u32 = u32::MAX - 1;

/// Deferred instructions are lowered recursively from their user: chains are cut every
/// `MAX_CHAIN` links so that long single-use chains (unrolled hashes) cannot exhaust the
/// stack.
const MAX_CHAIN: u32 = 32;

/// What a target allows to move to its user.
pub trait FoldRules {
    /// Whether a `select` of type `ty` tests its condition where the compare's flags
    /// serve it directly.
    fn selects_on_flags(&self, ty: Type) -> bool;
    /// Whether instruction `i` may be lowered at its user instead of its definition (for
    /// a load: a plain load the user can take as its memory operand).
    fn deferrable(&self, i: Inst) -> bool;
}

/// How the instructions of one function are used, by instruction index.
#[derive(Default)]
pub struct Uses {
    /// The number of uses.
    pub count: Vec<u32>,
    /// The single user, or [`NO_USER`] or [`MANY_USERS`].
    pub user: Vec<u32>,
    /// The block (index) of each instruction, `u32::MAX` for unreachable ones.
    pub block: Vec<u32>,
    /// The number of instructions that may write memory before it in its block.
    pub epoch: Vec<u32>,
    /// Some use needs its value rather than just its address: anything but the pointer
    /// operand of a load or store and the base of a GEP (the target decides about GEPs
    /// folded into their users' addresses and sets this for their bases).
    pub value_use: Vec<bool>,
    /// All uses are in its own block.
    pub local_use: Vec<bool>,
    /// Some use is not the condition of a branch or of a `select` that tests flags.
    pub non_flag_use: Vec<bool>,
}

impl Uses {
    /// Analyses the uses of `body`'s instructions in the reachable blocks `layout`.
    pub fn analyse(body: &Body, layout: &[Block], rules: &impl FoldRules) -> Uses {
        let n = body.insts.len();
        let mut uses = Uses {
            count: vec![0; n],
            user: vec![NO_USER; n],
            block: vec![u32::MAX; n],
            epoch: vec![0; n],
            value_use: vec![false; n],
            local_use: vec![true; n],
            non_flag_use: vec![false; n],
        };
        for &b in layout {
            let mut e = 0u32;
            for &i in &body.blocks[b].insts {
                uses.block[i.index()] = b.index() as u32;
                uses.epoch[i.index()] = e;
                if may_write_memory(body, i) {
                    e += 1;
                }
            }
        }
        for (i, d) in body.insts.iter() {
            let args = &body.pool[d.args_start as usize..(d.args_start + d.args_len) as usize];
            for (k, a) in args.iter().enumerate() {
                let Value::Inst(u) = *a else {
                    continue;
                };
                let u = u.index();
                uses.count[u] += 1;
                let slot = &mut uses.user[u];
                *slot = if *slot == NO_USER {
                    i.index() as u32
                } else {
                    MANY_USERS
                };
                let address = match d.kind {
                    InstKind::Load { .. } => k == 0,
                    InstKind::Store { .. } => k == 1,
                    // Decided by the target, with the GEP's own kind.
                    InstKind::GetElementPtr { .. } => k == 0,
                    _ => false,
                };
                uses.value_use[u] |= !address;
                uses.local_use[u] &= uses.block[i.index()] == uses.block[u];
                let flag_use = k == 0
                    && match d.kind {
                        InstKind::CondBr => true,
                        InstKind::Select => rules.selects_on_flags(d.ty),
                        _ => false,
                    };
                uses.non_flag_use[u] |= !flag_use;
            }
        }
        uses
    }

    /// Marks in `deferred` (by instruction index) the instructions lowered at their use;
    /// `remat`: the instructions the target recomputes at every use (a recomputed
    /// instruction takes deferred operands only when it is deferred itself).
    pub fn plan_deferral(
        &self,
        body: &Body,
        layout: &[Block],
        remat: &[bool],
        rules: &impl FoldRules,
        deferred: &mut Vec<bool>,
    ) {
        let n = body.insts.len();
        deferred.clear();
        deferred.resize(n, false);
        // Where each deferred instruction is finally lowered: the first user up its chain
        // of single users that is not deferred itself. A deferred load must not move
        // across a memory write on the way there, so blocks are scanned backwards (users
        // first).
        let mut anchor = vec![NO_USER; n];
        let mut depth = vec![0u32; n];
        for &b in layout {
            for &i in body.blocks[b].insts.iter().rev() {
                let u = self.user[i.index()];
                if u >= MANY_USERS
                    || self.block[u as usize] != self.block[i.index()]
                    || (remat[u as usize] && !deferred[u as usize])
                {
                    continue;
                }
                let u_inst = Inst::new(u as usize);
                if matches!(body.insts[u_inst].kind, InstKind::Phi) {
                    continue;
                }
                let at = if deferred[u as usize] {
                    anchor[u as usize]
                } else {
                    u
                };
                let is_load = matches!(body.insts[i].kind, InstKind::Load { .. });
                let ok = (!is_load || self.epoch[i.index()] == self.epoch[at as usize])
                    && rules.deferrable(i);
                let d = if deferred[u as usize] {
                    depth[u as usize] + 1
                } else {
                    1
                };
                if ok && d <= MAX_CHAIN {
                    deferred[i.index()] = true;
                    anchor[i.index()] = at;
                    depth[i.index()] = d;
                }
            }
        }
    }
}

/// Whether instruction `i` may write memory (or order memory accesses), so that a load
/// cannot move across it.
pub fn may_write_memory(body: &Body, i: Inst) -> bool {
    match body.insts[i].kind {
        InstKind::Load { ordering, .. } => ordering != Ordering::NotAtomic,
        InstKind::Store { .. }
        | InstKind::Call(_)
        | InstKind::Invoke(_)
        | InstKind::CallBr(_)
        | InstKind::AtomicRmw { .. }
        | InstKind::CmpXchg { .. }
        | InstKind::Fence { .. }
        | InstKind::VaArg
        | InstKind::LandingPad { .. }
        | InstKind::CatchPad
        | InstKind::CleanupPad => true,
        _ => false,
    }
}
