//! Integer constants of several instructions that loops use, materialised once at entry.
//!
//! A constant that is not a logical immediate takes a `movz` or `movn` and up to three
//! `movk`s (zstd's hash primes, an FNV multiplier); lowered at each use, a loop builds it
//! again in every iteration. At -O1 and up, [`Lowerer::hoist_loop_constants`] materialises
//! each such constant that an instruction of a loop names once, at the start of the
//! function, and `iconst` hands out that register wherever the constant is needed, as
//! llc's machine LICM hoists them. The loops are those from a back edge's target to its
//! source in lowering order (as the register allocator counts loop depth) that call no
//! function: in a loop with calls the constant would live across them, and in a large
//! one (Lua's interpreter loop) hoisting took registers from the rest and cost more
//! spills than it saved.

use super::{ConstBuild, Lowerer};
use rllc_ir::constant::ConstKind;
use rllc_ir::inst::{BinOp, Block, InstKind, Value};

impl Lowerer<'_, '_> {
    /// Materialises the constants of more than one instruction that instructions in loops
    /// name (but not as an `add`/`sub` or compare immediate shifted by 12, nor a GEP index,
    /// which lowering folds), recording them in `hoisted`. `layout` is the lowering order.
    pub(super) fn hoist_loop_constants(&mut self, layout: &[Block]) {
        let body = self.body;
        let mut pos = vec![u32::MAX; body.blocks.len()];
        for (k, &b) in layout.iter().enumerate() {
            pos[b.as_u32() as usize] = k as u32;
        }
        // Calls before each position: a loop that calls keeps its constants (in an
        // interpreter's dispatch loop they would only take registers from the rest).
        let mut calls_before = vec![0u32; layout.len() + 1];
        for (k, &b) in layout.iter().enumerate() {
            calls_before[k + 1] = calls_before[k] + u32::from(self.block_calls(b));
        }
        // Changes of the number of call-free loops around a position: +1 at a back edge's
        // target, -1 after its source.
        let mut delta = vec![0i32; layout.len() + 1];
        for (k, &b) in layout.iter().enumerate() {
            for s in body.successors(b) {
                let p = pos[s.as_u32() as usize] as usize;
                if p <= k && calls_before[k + 1] == calls_before[p] {
                    delta[p] += 1;
                    delta[k + 1] -= 1;
                }
            }
        }
        let mut wanted: Vec<u64> = Vec::new();
        let mut depth = 0;
        for (k, &b) in layout.iter().enumerate() {
            depth += delta[k];
            if depth == 0 {
                continue;
            }
            for &i in &body.blocks[b].insts {
                let d = &body.insts[i];
                if self.is_dead(i) || matches!(d.kind, InstKind::GetElementPtr { .. }) {
                    continue;
                }
                let add_like = matches!(
                    d.kind,
                    InstKind::Binary(BinOp::Add | BinOp::Sub) | InstKind::ICmp(_)
                );
                for &a in body.args(i) {
                    let Value::Const(c) = a else { continue };
                    let ConstKind::Int(bits) = self.m.consts.get(c).kind else {
                        continue;
                    };
                    if ConstBuild::len(bits) > 1
                        && !(add_like && shifted_imm12(bits))
                        && !wanted.contains(&bits)
                    {
                        wanted.push(bits);
                    }
                }
            }
        }
        for bits in wanted {
            let r = self.iconst(bits);
            self.hoisted.push((bits, r));
        }
    }

    /// Whether block `b` calls a function (an intrinsic other than `llvm.mem*` is
    /// lowered in line).
    fn block_calls(&self, b: Block) -> bool {
        self.body.blocks[b].insts.iter().any(|&i| {
            matches!(
                self.body.insts[i].kind,
                InstKind::Call(_) | InstKind::Invoke(_)
            ) && self
                .callee_intrinsic(self.body.args(i)[0])
                .is_none_or(|n| n.starts_with(b"llvm.mem"))
        })
    }
}

/// Whether `bits`, or its negation (as a 32- or 64-bit value), is a 12-bit immediate
/// shifted left by 12, which `add`, `sub` and `cmp` take without materialising it.
fn shifted_imm12(bits: u64) -> bool {
    let fits = |v: u64| v & 0xfff == 0 && v < 1 << 24;
    fits(bits) || fits(bits.wrapping_neg()) || fits((bits as u32).wrapping_neg().into())
}
