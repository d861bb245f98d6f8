//! Code an object writer adds on its own behalf, which the target supplies: on Mach-O the
//! functions that register `llvm.global_dtors` with `__cxa_atexit` (dyld does not run
//! `__mod_term_func`), as LLVM's `LowerGlobalDtors` writes them; and the thunks the
//! module's code calls (x86-64's retpoline thunk).

use crate::{Reloc, UnwindInfo};

/// What a relocation of a destructor stub refers to.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum StubSymbol {
    /// Destructor number `n` of the list the stubs were made for.
    Destructor(usize),
    /// The stub that calls the destructors ([`DestructorStubs::call_dtors`]).
    CallDtors,
    /// `__dso_handle`, the handle of the image the code is linked into.
    DsoHandle,
    /// `__cxa_atexit`.
    CxaAtexit,
}

/// A stub function: machine code, its relocations and its unwind steps.
#[derive(Clone, Debug, Default)]
pub struct StubFunction {
    /// Machine code.
    pub code: Vec<u8>,
    /// Relocations in the code.
    pub relocs: Vec<Reloc<StubSymbol>>,
    /// How the prologue moves the stack.
    pub unwind: UnwindInfo,
}

/// The two functions that run a list of destructors at exit.
#[derive(Clone, Debug)]
pub struct DestructorStubs {
    /// Calls every destructor of the list, last first.
    pub call_dtors: StubFunction,
    /// `__cxa_atexit(call_dtors, 0, &__dso_handle)`, trapping on failure; runs as a
    /// constructor.
    pub register: StubFunction,
}

/// A function the target adds to the object for the module's code to call (x86-64's
/// `__llvm_retpoline_r11`): hidden and weak, alone in a comdat section of its name, as
/// LLVM emits its thunks. Its code has no relocations.
#[derive(Clone, Debug)]
pub struct Thunk {
    /// The symbol (without the format's global prefix).
    pub name: &'static str,
    /// Machine code.
    pub code: &'static [u8],
}
