//! The thread-local storage model a variable gets, as LLVM's `TargetMachine::getTLSModel`
//! chooses it: from what the linker can know (shared library or executable, whether the
//! variable is defined in the same module), made more specific by the IR's own model.

use crate::RelocModel;
use rllc_ir::module::{GlobalValue, Linkage, Module, TlsModel, Visibility};

/// Whether `gv` certainly resolves within the module being linked (LLVM's `isDSOLocal`,
/// which `dso_local`, local linkage and hidden or protected visibility imply).
pub fn is_dso_local(gv: &GlobalValue) -> bool {
    gv.dso_local
        || gv.linkage.is_local()
        || (gv.visibility != Visibility::Default && gv.linkage != Linkage::ExternWeak)
}

/// Whether module `m` is compiled for a position-independent executable (a non-zero
/// `PIE Level` module flag).
pub fn is_pie(m: &Module) -> bool {
    m.module_flag(b"PIE Level").is_some_and(|l| l != 0)
}

/// The TLS model for thread-local `gv` (ELF). Code for a shared library (PIC, not PIE)
/// needs the dynamic models, an executable the exec models; a variable known to be in
/// this module needs only the local forms. The model written in the IR wins when it is
/// more specific (general-dynamic < local-dynamic < initial-exec < local-exec).
pub fn tls_model(gv: &GlobalValue, reloc_model: RelocModel, pie: bool) -> TlsModel {
    let shared_library = reloc_model == RelocModel::Pic && !pie;
    let local = is_dso_local(gv);
    let implied = match (shared_library, local) {
        (true, true) => TlsModel::LocalDynamic,
        (true, false) => TlsModel::GeneralDynamic,
        (false, true) => TlsModel::LocalExec,
        (false, false) => TlsModel::InitialExec,
    };
    let rank = |m: TlsModel| match m {
        TlsModel::GeneralDynamic => 0,
        TlsModel::LocalDynamic => 1,
        TlsModel::InitialExec => 2,
        TlsModel::LocalExec => 3,
    };
    match gv.thread_local {
        Some(written) if rank(written) > rank(implied) => written,
        _ => implied,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn model(src: &str, rm: RelocModel) -> TlsModel {
        let m = rllc_ir::parse(src.as_bytes()).unwrap();
        let g = m.global_by_name(b"v").unwrap();
        tls_model(&m.globals[g], rm, is_pie(&m))
    }

    #[test]
    fn models_follow_llc() {
        use RelocModel::{Pic, Static};
        use TlsModel::*;
        let ext = "@v = thread_local global i32 0";
        let int = "@v = internal thread_local global i32 0";
        let hid = "@v = hidden thread_local global i32 0";
        let ie = "@v = thread_local(initialexec) global i32 0";
        let ld = "@v = thread_local(localdynamic) global i32 0";
        let pie = "@v = thread_local global i32 0\n!llvm.module.flags = !{!0}\n!0 = !{i32 7, !\"PIE Level\", i32 2}";
        assert_eq!(model(ext, Pic), GeneralDynamic);
        assert_eq!(model(int, Pic), LocalDynamic);
        assert_eq!(model(hid, Pic), LocalDynamic);
        assert_eq!(model(ie, Pic), InitialExec);
        assert_eq!(model(ld, Pic), LocalDynamic);
        assert_eq!(model(ext, Static), InitialExec);
        assert_eq!(model(int, Static), LocalExec);
        assert_eq!(model(ld, Static), InitialExec);
        assert_eq!(model(pie, Pic), InitialExec);
    }
}
