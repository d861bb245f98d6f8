//! Runs regalloc2 on a [`VCode`].

use crate::vcode::{MachInst, VCode};
use crate::OptLevel;
use regalloc2::{Algorithm, MachineEnv, Output, RegallocOptions};
use std::sync::OnceLock;

/// Allocates registers: the single-pass Fastalloc at -O0, Ion above. Debug builds, and
/// any build when the environment sets `RLLC_REGALLOC_CHECK`, verify the allocation with
/// regalloc2's checker (every use must read its own value, every constraint hold).
pub fn allocate<I: MachInst>(
    vcode: &VCode<I>,
    env: &MachineEnv,
    opt: OptLevel,
) -> Result<Output, String> {
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
        let mut checker = regalloc2::checker::Checker::new(vcode, env);
        checker.prepare(&out);
        checker
            .run()
            .map_err(|e| format!("register allocation checker: {e:?}"))?;
    }
    Ok(out)
}

/// Whether allocations are verified (debug builds, or `RLLC_REGALLOC_CHECK` set).
fn check_allocations() -> bool {
    static CHECK: OnceLock<bool> = OnceLock::new();
    *CHECK
        .get_or_init(|| cfg!(debug_assertions) || std::env::var_os("RLLC_REGALLOC_CHECK").is_some())
}
