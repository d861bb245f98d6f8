//! rllc-ir: the in-memory form of LLVM IR and its textual syntax.
pub mod datalayout;
