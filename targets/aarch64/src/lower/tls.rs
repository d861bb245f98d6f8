//! Addresses of thread-local variables (ELF TLS on AArch64): local exec from the thread
//! pointer and the variable's offset, initial exec through the GOT, and the dynamic
//! models through a TLS descriptor, as llc chooses them.

use super::*;
use rllc_codegen::tls::tls_model;
use rllc_ir::module::{CodeModel, TlsModel};

impl Lowerer<'_, '_> {
    /// A new register holding the address of thread-local variable `g`.
    pub(super) fn tls_addr(&mut self, g: GlobalId) -> Reg {
        let target = RelocTarget::Global(g);
        let model = tls_model(&self.m.globals[g], self.cx.reloc_model, self.cx.pie);
        let offset = self.gpr();
        if self.cx.code_model == CodeModel::Large && model != TlsModel::LocalExec {
            // As llc-19, which stops with "ELF TLS only supported in small memory model
            // or in local exec TLS model".
            self.refused.get_or_insert(CodegenError::unsupported(
                Some(self.pos),
                "thread-local variables other than local exec in the large code model",
            ));
        }
        match model {
            TlsModel::LocalExec => self.push(MInst::TlsOffset {
                rd: offset,
                target,
                access: TlsAccess::LocalExec,
            }),
            TlsModel::InitialExec => self.push(MInst::TlsOffset {
                rd: offset,
                target,
                access: TlsAccess::InitialExec,
            }),
            TlsModel::GeneralDynamic | TlsModel::LocalDynamic => {
                self.push(MInst::TlsDesc { rd: offset, target })
            }
        }
        let tp = self.gpr();
        self.push(MInst::ThreadPointer { rd: tp });
        let rd = self.gpr();
        self.alu(AluOp::Add, true, rd, tp, offset);
        rd
    }
}
