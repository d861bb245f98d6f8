//! Runs regalloc2 on a [`VCode`].

use crate::vcode::{MachInst, VCode};
use crate::OptLevel;
use regalloc2::{Algorithm, MachineEnv, Output, RegallocOptions};

/// Allocates registers: the single-pass Fastalloc at -O0, Ion above.
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
    regalloc2::run(vcode, env, &options).map_err(|e| format!("register allocation failed: {e:?}"))
}
