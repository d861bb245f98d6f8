//! rllc-passes: the SSA optimiser. Passes over `rllc-ir` function bodies (mem2reg,
//! instcombine, dce, …), the constant folder they share, and the pass manager that runs a pipeline such as
//! `mem2reg,instcombine,simplifycfg` or the default pipeline of an optimisation level.

pub mod adce;
pub mod apint;
mod blockaddr;
pub mod combine;
pub mod cx;
pub mod dce;
pub mod effects;
pub mod fold;
pub mod instcombine;
mod manager;
pub mod mem2reg;
pub mod sccp;
pub mod simplifycfg;

pub use manager::{Pass, Pipeline};
