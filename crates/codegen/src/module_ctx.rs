//! What every target needs to know about the module it compiles: the module, its type
//! layouts, the command line's code-generation options and the platform, with the
//! questions about functions and globals whose answers do not depend on the instruction
//! set (frame-pointer policy, `returns_twice` calls, symbol locality).

use crate::{Platform, RelocModel, RelocTarget};
use rllc_ir::attrs::AttrKind;
use rllc_ir::constant::ConstKind;
use rllc_ir::inst::{CallInfo, InstKind, Value};
use rllc_ir::layout::TypeLayouts;
use rllc_ir::module::{
    Body, CodeModel, DllStorage, GlobalId, GlobalKind, GlobalName, Linkage, Module, Visibility,
};

/// When a function keeps a frame pointer (the `"frame-pointer"` attribute, or
/// `-frame-pointer` for functions without one).
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum FramePointer {
    /// `"all"`: always.
    All,
    /// `"non-leaf"`: in functions that make calls.
    NonLeaf,
    /// `"none"` or no attribute: only where the frame needs one (dynamic allocas, stack
    /// realignment, `llvm.frameaddress`, `__builtin_setjmp`).
    None,
}

/// Module-wide facts and options every function's code generation reads; shared by the
/// threads that compile functions.
pub struct ModuleCtx<'m> {
    pub m: &'m Module,
    pub layouts: TypeLayouts<'m>,
    pub reloc_model: RelocModel,
    /// Compiled for a position-independent executable (`PIE Level`): decides TLS models.
    pub pie: bool,
    /// The code model: `-code-model`, else the module's `Code Model` flag, else small.
    pub code_model: CodeModel,
    /// `-mcpu` (functions' `"target-cpu"` wins) and `-mattr` (appended to functions'
    /// `"target-features"`).
    pub cpu: Option<String>,
    pub mattr: Option<String>,
    /// The frame-pointer policy of functions without a `"frame-pointer"` attribute
    /// (`-frame-pointer`).
    pub frame_pointer: FramePointer,
    /// The operating system's conventions (calling convention, TLS, symbol references).
    pub platform: Platform,
    /// The symbol of the `"frame-pointer"` function attribute's key, if the module uses it.
    frame_pointer_key: Option<rllc_ir::intern::Sym>,
}

/// The code model of module `m`'s `Code Model` flag (LLVM's `CodeModel::Model` numbers);
/// small without one.
fn module_code_model(m: &Module) -> CodeModel {
    match m.module_flag(b"Code Model") {
        Some(0) => CodeModel::Tiny,
        Some(2) => CodeModel::Kernel,
        Some(3) => CodeModel::Medium,
        Some(4) => CodeModel::Large,
        _ => CodeModel::Small,
    }
}

impl<'m> ModuleCtx<'m> {
    /// The context of module `m` for `platform`, with the command line's defaults (no
    /// `-mcpu`/`-mattr`, frame pointers only where needed).
    pub fn new(m: &'m Module, reloc_model: RelocModel, platform: Platform) -> Self {
        ModuleCtx {
            m,
            layouts: TypeLayouts::new(&m.types, &m.datalayout),
            reloc_model,
            pie: crate::tls::is_pie(m),
            code_model: module_code_model(m),
            cpu: None,
            mattr: None,
            frame_pointer: FramePointer::None,
            platform,
            frame_pointer_key: m.syms.lookup(b"frame-pointer"),
        }
    }

    /// The frame-pointer policy of function `gid`: its `"frame-pointer"` attribute, else
    /// the command line's.
    pub fn frame_pointer(&self, gid: GlobalId) -> FramePointer {
        let (Some(key), Some(f)) = (self.frame_pointer_key, self.m.function(gid)) else {
            return self.frame_pointer;
        };
        let set = self.m.attrs.list(f.attrs).func;
        match self.m.attrs.str_value(set, key) {
            None => self.frame_pointer,
            Some(Some(v)) if self.m.syms.get(v) == b"all" => FramePointer::All,
            Some(Some(v)) if self.m.syms.get(v) == b"non-leaf" => FramePointer::NonLeaf,
            Some(_) => FramePointer::None,
        }
    }

    /// The value of function `gid`'s string attribute `key`, if it has one.
    pub fn fn_str_attr(&self, gid: GlobalId, key: &[u8]) -> Option<&[u8]> {
        let (key, f) = (self.m.syms.lookup(key)?, self.m.function(gid)?);
        let set = self.m.attrs.list(f.attrs).func;
        Some(
            self.m
                .attrs
                .str_value(set, key)?
                .map_or(&b""[..], |v| self.m.syms.get(v)),
        )
    }

    /// Whether function `gid` has the function attribute `kind`.
    pub fn has_fn_attr(&self, gid: GlobalId, kind: AttrKind) -> bool {
        self.m.function(gid).is_some_and(|f| {
            let set = self.m.attrs.list(f.attrs).func;
            self.m.attrs.has(set, kind)
        })
    }

    /// Whether function `gid` is `naked` (its body is inline asm; no prologue or
    /// epilogue).
    pub fn is_naked(&self, gid: GlobalId) -> bool {
        self.has_fn_attr(gid, AttrKind::Naked)
    }

    /// Whether function `gid` has `noredzone` (clang's -mno-red-zone).
    pub fn no_red_zone(&self, gid: GlobalId) -> bool {
        self.has_fn_attr(gid, AttrKind::NoRedZone)
    }

    /// The IR name of function `gid` (for messages).
    pub fn function_name(&self, gid: GlobalId) -> String {
        match self.m.globals[gid].name {
            GlobalName::Named(n) => self.m.syms.text(n).into_owned(),
            GlobalName::Numbered(k) => k.to_string(),
        }
    }

    /// Whether `body` calls a `returns_twice` function (setjmp and the like), directly or
    /// through a call site with that attribute, or `llvm.eh.sjlj.setjmp`
    /// (`__builtin_setjmp`), which also returns a second time.
    pub fn calls_returns_twice(&self, body: &Body) -> bool {
        body.insts.iter().any(|(i, d)| {
            let InstKind::Call(cid) = d.kind else {
                return false;
            };
            let Some(&callee) = body.args(i).first() else {
                return false;
            };
            self.call_returns_twice(&body.calls[cid], callee)
                || matches!(callee, Value::Const(c) if matches!(self.m.consts.get(c).kind,
                    ConstKind::Global(g) if matches!(self.m.globals[g].name, GlobalName::Named(s)
                        if self.m.syms.get(s) == b"llvm.eh.sjlj.setjmp")))
        })
    }

    /// Whether call `ci` to `callee` returns twice (the call site's or the callee's
    /// `returns_twice`).
    pub fn call_returns_twice(&self, ci: &CallInfo, callee: Value) -> bool {
        let attrs = &self.m.attrs;
        let has = |list| attrs.has(attrs.list(list).func, AttrKind::ReturnsTwice);
        has(ci.attrs)
            || matches!(callee, Value::Const(c) if matches!(self.m.consts.get(c).kind,
                ConstKind::Global(g) if self.m.function(g).is_some_and(|f| has(f.attrs))))
    }

    /// What a symbol name written in inline asm refers to: a global of the module (on
    /// Darwin, the name without its `_`), or else the name itself.
    pub fn asm_symbol(&self, name: &str) -> RelocTarget {
        let bare = if self.platform == Platform::Darwin {
            name.strip_prefix('_')
        } else {
            Some(name)
        };
        match bare.and_then(|n| self.m.global_by_name(n.as_bytes())) {
            Some(g) => RelocTarget::Global(g),
            None => RelocTarget::Symbol(self.m.syms.intern(name.as_bytes())),
        }
    }

    /// Whether code may reach global `g` directly (PC-relative) rather than via the GOT.
    pub fn is_local(&self, g: GlobalId) -> bool {
        let gv = &self.m.globals[g];
        if gv.linkage == Linkage::ExternWeak {
            // An undefined weak symbol is 0: only a GOT load gets that right.
            return false;
        }
        if self.platform.is_windows() {
            // COFF has no GOT. A dllimport is reached through its `__imp_` pointer; MinGW
            // reaches variables declared here, which may live in a DLL, through a
            // `.refptr` pointer (LLVM's `shouldAssumeDSOLocal`), which the object writer
            // provides for these "GOT" references. Everything else is local.
            let declared_variable = match &gv.kind {
                GlobalKind::Var(v) => {
                    v.init.is_none() || gv.linkage == Linkage::AvailableExternally
                }
                _ => false,
            };
            return gv.dso_local
                || gv.dll_storage != DllStorage::Import
                    && !(self.platform == Platform::WindowsGnu && declared_variable);
        }
        // LLVM's `shouldAssumeDSOLocal`: what the IR says (`dso_local`, implied by local
        // linkage and hidden/protected visibility); on Darwin also every strong
        // definition, and everything without PIC. ELF code reaches other globals through
        // the GOT whatever the relocation model (the linker relaxes the loads).
        let strong_definition = !matches!(
            gv.linkage,
            Linkage::LinkOnce
                | Linkage::LinkOnceOdr
                | Linkage::Weak
                | Linkage::WeakOdr
                | Linkage::Common
                | Linkage::AvailableExternally
        ) && match &gv.kind {
            GlobalKind::Var(v) => v.init.is_some(),
            GlobalKind::Func(f) => f.body.is_some(),
            _ => true,
        };
        gv.dso_local
            || gv.linkage.is_local()
            || gv.visibility != Visibility::Default
            || (self.platform == Platform::Darwin
                && (self.reloc_model == RelocModel::Static || strong_definition))
    }
}

/// The symbol an `"instrument-function-entry-inlined"` value (`-pg`) calls at a
/// function's entry, for the functions that take no arguments (a leading `\x01` asks for
/// the name as written).
pub fn entry_call_name(value: &str) -> Option<&'static str> {
    match value.strip_prefix('\x01').unwrap_or(value) {
        "mcount" => Some("mcount"),
        "_mcount" => Some("_mcount"),
        "__mcount" => Some("__mcount"),
        ".mcount" => Some(".mcount"),
        "__cyg_profile_func_enter_bare" => Some("__cyg_profile_func_enter_bare"),
        _ => None,
    }
}
