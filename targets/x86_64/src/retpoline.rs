//! Retpolines (`-mretpoline`, `-mretpoline-external-thunk`), as llc-19 makes them: an
//! indirect call or tail call puts its target in r11 and calls (or jumps to) a thunk that
//! returns to it without letting the processor predict the branch; functions with
//! `+retpoline-indirect-branches` dispatch `switch` without jump tables. rllc emits the
//! thunk `__llvm_retpoline_r11` itself, unless `+retpoline-external-thunk` names the
//! external `__x86_indirect_thunk_r11`.

use crate::audit::str_attr;
use rllc_codegen::object_stubs::Thunk;
use rllc_ir::attrs::AttrSet;
use rllc_ir::module::Module;
use rustc_hash::FxHashSet;

/// LLVM's thunk for targets in r11: `call 1f; 2: pause; lfence; jmp 2b; .p2align 4;
/// 1: mov %r11, (%rsp); ret` (the return address replaced by the target), llc-19's bytes.
pub const THUNK: Thunk = Thunk {
    name: "__llvm_retpoline_r11",
    code: &[
        0xe8, 0x0b, 0x00, 0x00, 0x00, // call 1f
        0xf3, 0x90, // 2: pause
        0x0f, 0xae, 0xe8, // lfence
        0xeb, 0xf9, // jmp 2b
        0x0f, 0x1f, 0x40, 0x00, // nop (to 16 bytes)
        0x4c, 0x89, 0x1c, 0x24, // 1: mov %r11, (%rsp)
        0xc3, // ret
    ],
};

/// The thunk of `+retpoline-external-thunk`, which the program supplies (the Linux
/// kernel's name).
pub const EXTERNAL_THUNK: &str = "__x86_indirect_thunk_r11";

/// What a function's target features ask of its indirect branches.
#[derive(Copy, Clone, Default, PartialEq, Eq, Debug)]
pub struct Retpoline {
    /// `+retpoline-indirect-calls`: indirect calls and tail calls go through the thunk.
    pub calls: bool,
    /// `+retpoline-indirect-branches`: no jump tables.
    pub branches: bool,
    /// `+retpoline-external-thunk`: the thunk is [`EXTERNAL_THUNK`].
    pub external: bool,
}

impl Retpoline {
    /// The retpolines function attribute set `set` asks for: its `"target-features"`
    /// with `-mattr` (`mattr`) appended, the last mention of a feature winning, as in llc.
    pub fn of(m: &Module, set: AttrSet, mattr: Option<&str>) -> Retpoline {
        let own = str_attr(m, set, "target-features").and_then(|v| std::str::from_utf8(v).ok());
        let mut r = Retpoline::default();
        for f in own.into_iter().chain(mattr).flat_map(|l| l.split(',')) {
            let f = f.trim();
            let on = f.starts_with('+');
            match f.get(1..).unwrap_or("") {
                "retpoline-indirect-calls" => r.calls = on,
                "retpoline-indirect-branches" => r.branches = on,
                "retpoline-external-thunk" => r.external = on,
                _ => {}
            }
        }
        r
    }

    /// Whether the function asks for retpolines at all.
    pub fn any(self) -> bool {
        self.calls || self.branches
    }

    /// The thunk indirect calls go through (with the target in r11), if they do.
    pub fn call_thunk(self) -> Option<&'static str> {
        self.calls.then_some(if self.external {
            EXTERNAL_THUNK
        } else {
            THUNK.name
        })
    }
}

/// The thunks module `m`'s code calls: [`THUNK`] when a function defined in it asks for
/// retpolines without the external thunk (llc emits it then, whether or not the function
/// makes indirect calls).
pub fn thunks(m: &Module, mattr: Option<&str>) -> Vec<Thunk> {
    let mut seen = FxHashSet::default();
    let wanted = m.order.iter().any(|&g| {
        m.function(g).is_some_and(|f| {
            let set = m.attrs.list(f.attrs).func;
            f.body.is_some() && seen.insert(set) && {
                let r = Retpoline::of(m, set, mattr);
                r.any() && !r.external
            }
        })
    });
    if wanted {
        vec![THUNK]
    } else {
        Vec::new()
    }
}
