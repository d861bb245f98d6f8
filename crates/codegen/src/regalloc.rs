//! Register allocation of a [`VCode`]: the block-local allocator at -O0 (regalloc2's
//! Fastalloc for what it does not handle), regalloc2's Ion above.

use crate::localalloc::LocalAllocator;
use crate::vcode::{MachInst, VCode};
use crate::OptLevel;
use regalloc2::{Algorithm, Function, MachineEnv, Output, RegallocOptions};
use std::cell::RefCell;
use std::sync::OnceLock;

thread_local! {
    /// Per-thread state of the -O0 allocator, reused across functions.
    static LOCAL: RefCell<LocalAllocator> = RefCell::new(LocalAllocator::default());
}

/// Allocates registers: [`LocalAllocator`] at -O0, Ion above. Debug builds, and any build
/// when the environment sets `RLLC_REGALLOC_CHECK`, verify the allocation with regalloc2's
/// checker (every use must read its own value, every constraint hold).
pub fn allocate<I: MachInst>(
    vcode: &VCode<I>,
    env: &MachineEnv,
    opt: OptLevel,
) -> Result<Output, String> {
    if opt == OptLevel::O0 {
        if let Ok(out) = LOCAL.with(|l| l.borrow_mut().run(vcode, env)) {
            // The checker loses the contents of stack slots at a block it visits before any
            // of its predecessors (it starts such a block from an empty state), and the
            // local allocator reloads from slots at every block: it judges the functions
            // whose blocks each follow one of their predecessors.
            if check_allocations() && blocks_follow_a_predecessor(vcode) {
                check(vcode, env, &out)?;
            }
            return Ok(out);
        }
    }
    let options = RegallocOptions {
        verbose_log: false,
        validate_ssa: cfg!(debug_assertions),
        algorithm: if opt == OptLevel::O0 {
            Algorithm::Fastalloc
        } else {
            Algorithm::Ion
        },
    };
    let out = regalloc2::run(vcode, env, &options)
        .map_err(|e| format!("register allocation failed: {e:?}"))?;
    if check_allocations() {
        check(vcode, env, &out)?;
    }
    Ok(out)
}

/// Runs regalloc2's checker on `out`.
fn check<I: MachInst>(vcode: &VCode<I>, env: &MachineEnv, out: &Output) -> Result<(), String> {
    let mut checker = regalloc2::checker::Checker::new(vcode, env);
    checker.prepare(out);
    checker
        .run()
        .map_err(|e| format!("register allocation checker: {e:?}"))
}

/// Whether every block but the entry comes after one of its predecessors.
fn blocks_follow_a_predecessor<I: MachInst>(vcode: &VCode<I>) -> bool {
    (1..vcode.num_blocks()).all(|b| {
        vcode
            .block_preds(regalloc2::Block::new(b))
            .iter()
            .any(|p| p.index() < b)
    })
}

/// Whether allocations are verified (debug builds, or `RLLC_REGALLOC_CHECK` set).
fn check_allocations() -> bool {
    static CHECK: OnceLock<bool> = OnceLock::new();
    *CHECK
        .get_or_init(|| cfg!(debug_assertions) || std::env::var_os("RLLC_REGALLOC_CHECK").is_some())
}
