//! Code the object writer asks the target for: the Mach-O destructor registration stubs
//! ([`destructor_stubs`]), in the bytes llc emits for them.

use rllc_codegen::object_stubs::{DestructorStubs, StubFunction, StubSymbol};
use rllc_codegen::{Reloc, RelocKind, UnwindInfo, UnwindOp, UnwindReg};

/// `push rbp; mov rbp, rsp`.
const PROLOGUE: [u8; 4] = [0x55, 0x48, 0x89, 0xe5];

/// The functions that register `n` destructors with `__cxa_atexit`: `call_dtors` calls
/// them (`call dtor` for each, last first, between a frame-pointer prologue and
/// `pop rbp; ret`), `register` passes it to `__cxa_atexit(call_dtors, 0, &__dso_handle)`
/// and traps on failure.
pub fn destructor_stubs(n: usize) -> DestructorStubs {
    let call = |offset: usize, kind, target| Reloc {
        offset: offset as u32,
        kind,
        target,
        addend: -4,
    };
    let mut code = PROLOGUE.to_vec();
    let mut relocs = Vec::with_capacity(n);
    for k in 0..n {
        code.push(0xe8); // call dtor
        relocs.push(call(
            code.len(),
            RelocKind::PltPc32,
            StubSymbol::Destructor(n - 1 - k),
        ));
        code.extend_from_slice(&[0; 4]);
    }
    code.extend_from_slice(&[0x5d, 0xc3]); // pop rbp; ret
    let call_dtors = StubFunction {
        code,
        relocs,
        unwind: frame_pointer_prologue(),
    };
    let mut code = PROLOGUE.to_vec();
    code.extend_from_slice(&[0x48, 0x8d, 0x3d, 0, 0, 0, 0]); // lea rdi, [rip + call_dtors]
    code.extend_from_slice(&[0x31, 0xf6]); // xor esi, esi
    code.extend_from_slice(&[0x48, 0x8b, 0x15, 0, 0, 0, 0]); // mov rdx, [rip + __dso_handle@GOT]
    code.extend_from_slice(&[0xe8, 0, 0, 0, 0]); // call __cxa_atexit
    code.extend_from_slice(&[0x85, 0xc0, 0x75, 0x02, 0x5d, 0xc3, 0x0f, 0x0b]); // test; jne; ret; ud2
    let register = StubFunction {
        code,
        relocs: vec![
            call(7, RelocKind::Pc32, StubSymbol::CallDtors),
            call(
                16,
                RelocKind::GotPc32 { relaxable: true },
                StubSymbol::DsoHandle,
            ),
            call(21, RelocKind::PltPc32, StubSymbol::CxaAtexit),
        ],
        unwind: frame_pointer_prologue(),
    };
    DestructorStubs {
        call_dtors,
        register,
    }
}

/// The unwind steps of [`PROLOGUE`].
fn frame_pointer_prologue() -> UnwindInfo {
    const RBP: UnwindReg = UnwindReg::Gpr(5);
    UnwindInfo {
        prologue: vec![
            (1, UnwindOp::PushReg { reg: RBP }),
            (
                4,
                UnwindOp::SetFramePointer {
                    reg: RBP,
                    offset: 0,
                },
            ),
        ],
        epilogues: Vec::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn call_dtors_calls_last_first() {
        let stubs = destructor_stubs(2);
        let f = &stubs.call_dtors;
        assert_eq!(
            f.code,
            [0x55, 0x48, 0x89, 0xe5, 0xe8, 0, 0, 0, 0, 0xe8, 0, 0, 0, 0, 0x5d, 0xc3]
        );
        let targets: Vec<_> = f.relocs.iter().map(|r| (r.offset, r.target)).collect();
        assert_eq!(
            targets,
            [
                (5, StubSymbol::Destructor(1)),
                (10, StubSymbol::Destructor(0))
            ]
        );
        assert_eq!(stubs.register.code.len(), 33);
    }
}
