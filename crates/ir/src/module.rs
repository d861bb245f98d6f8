//! The module: global values, functions with their bodies, comdats and metadata.

use crate::attrs::{AttrList, AttrSet, Attributes};
use crate::constant::{Const, Constants};
use crate::datalayout::DataLayout;
use crate::inst::{Block, CallConv, CallId, CallInfo, Clause, DbgRecord, Inst, InstData, Value};
use crate::intern::{Interner, LocalInterner, Sym};
use crate::metadata::{MdOperand, MdRef, Metadata};
use crate::types::{Type, Types};
use cranelift_entity::{entity_impl, PrimaryMap, SecondaryMap};
use rustc_hash::FxHashMap;

/// A handle to a global value (variable, function, alias or ifunc).
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct GlobalId(u32);
entity_impl!(GlobalId, "global");

/// A handle to a comdat.
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ComdatId(u32);
entity_impl!(ComdatId, "comdat");

/// Linkage types.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, Default)]
pub enum Linkage {
    #[default]
    External,
    Private,
    Internal,
    AvailableExternally,
    LinkOnce,
    LinkOnceOdr,
    Weak,
    WeakOdr,
    Common,
    Appending,
    ExternWeak,
}

impl Linkage {
    /// Whether an ifunc may have this linkage: private, internal, linkonce, weak,
    /// linkonce_odr, weak_odr or external (LangRef).
    pub fn allowed_for_ifunc(self) -> bool {
        use Linkage::*;
        matches!(
            self,
            External | Private | Internal | LinkOnce | LinkOnceOdr | Weak | WeakOdr
        )
    }

    /// Whether an alias may have this linkage: an ifunc's, or available_externally.
    pub fn allowed_for_alias(self) -> bool {
        self.allowed_for_ifunc() || self == Linkage::AvailableExternally
    }

    /// The keyword (empty for external).
    pub fn name(self) -> &'static str {
        match self {
            Linkage::External => "",
            Linkage::Private => "private",
            Linkage::Internal => "internal",
            Linkage::AvailableExternally => "available_externally",
            Linkage::LinkOnce => "linkonce",
            Linkage::LinkOnceOdr => "linkonce_odr",
            Linkage::Weak => "weak",
            Linkage::WeakOdr => "weak_odr",
            Linkage::Common => "common",
            Linkage::Appending => "appending",
            Linkage::ExternWeak => "extern_weak",
        }
    }

    /// True for private and internal linkage.
    pub fn is_local(self) -> bool {
        matches!(self, Linkage::Private | Linkage::Internal)
    }
}

/// Symbol visibility.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, Default)]
pub enum Visibility {
    #[default]
    Default,
    Hidden,
    Protected,
}

/// DLL storage class.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, Default)]
pub enum DllStorage {
    #[default]
    Default,
    Import,
    Export,
}

/// Thread-local storage model.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum TlsModel {
    GeneralDynamic,
    LocalDynamic,
    InitialExec,
    LocalExec,
}

/// `unnamed_addr` / `local_unnamed_addr`.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, Default)]
pub enum UnnamedAddr {
    #[default]
    None,
    Local,
    Global,
}

/// Comdat selection kinds.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum SelectionKind {
    Any,
    ExactMatch,
    Largest,
    NoDeduplicate,
    SameSize,
}

impl SelectionKind {
    /// The keyword.
    pub fn name(self) -> &'static str {
        match self {
            SelectionKind::Any => "any",
            SelectionKind::ExactMatch => "exactmatch",
            SelectionKind::Largest => "largest",
            SelectionKind::NoDeduplicate => "nodeduplicate",
            SelectionKind::SameSize => "samesize",
        }
    }
}

/// A comdat: `$name = comdat any`.
#[derive(Clone, Debug)]
pub struct Comdat {
    pub name: Sym,
    pub kind: SelectionKind,
}

/// The name of a global value.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum GlobalName {
    /// `@name`.
    Named(Sym),
    /// `@N`; printed with a fresh number in print order, as LLVM does.
    Numbered(u32),
}

/// `no_sanitize_*` / `sanitize_*` flags of a global variable (bit set).
pub mod sanitizer {
    pub const NO_ADDRESS: u8 = 1;
    pub const NO_HWADDRESS: u8 = 2;
    pub const MEMTAG: u8 = 4;
    pub const ADDRESS_DYNINIT: u8 = 8;
}

/// The `code_model` of a global variable.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum CodeModel {
    Tiny,
    Small,
    Kernel,
    Medium,
    Large,
}

impl CodeModel {
    /// The keyword.
    pub fn name(self) -> &'static str {
        match self {
            CodeModel::Tiny => "tiny",
            CodeModel::Small => "small",
            CodeModel::Kernel => "kernel",
            CodeModel::Medium => "medium",
            CodeModel::Large => "large",
        }
    }
}

/// One entry of `!llvm.module.flags`.
#[derive(Copy, Clone, Debug)]
pub struct ModuleFlag<'m> {
    /// The flag's name (`"PIE Level"`).
    pub key: &'m str,
    /// The value as written (`i32 2`, `!"global"`).
    pub value: &'m str,
    /// Byte position of the node defining the entry.
    pub pos: Option<u32>,
}

impl<'m> ModuleFlag<'m> {
    /// The value of an integer flag (`i32 N` or `i64 N`).
    pub fn int(&self) -> Option<u64> {
        let (ty, n) = self.value.split_once(' ')?;
        matches!(ty, "i32" | "i64").then_some(())?;
        n.trim().parse().ok()
    }

    /// The value of a string flag (`!"text"`).
    pub fn string(&self) -> Option<&'m str> {
        self.value.strip_prefix("!\"")?.strip_suffix('"')
    }
}

/// A global value: the fields every kind shares, and the kind-specific part.
#[derive(Clone, Debug)]
pub struct GlobalValue {
    pub name: GlobalName,
    pub linkage: Linkage,
    pub visibility: Visibility,
    pub dll_storage: DllStorage,
    /// `dso_local` (true) versus `dso_preemptable` (false, the default).
    pub dso_local: bool,
    pub thread_local: Option<TlsModel>,
    pub unnamed_addr: UnnamedAddr,
    pub addrspace: u32,
    /// The value type: the variable's content type, the function's type, or for an alias
    /// or ifunc the type written before the aliasee.
    pub value_type: Type,
    pub section: Option<Sym>,
    pub partition: Option<Sym>,
    pub comdat: Option<ComdatId>,
    pub align: Option<u64>,
    /// Metadata attachments (`!dbg !3`, `!type !4`).
    pub metadata: Vec<(Sym, MdRef)>,
    pub kind: GlobalKind,
    /// Byte position of the global's name where it is defined or declared (0 for a global
    /// created otherwise), for diagnostics about it.
    pub pos: u32,
}

/// What a global value is.
#[derive(Clone, Debug)]
pub enum GlobalKind {
    Var(GlobalVar),
    Func(Box<Function>),
    /// `@a = alias T, ptr @target` (the aliasee is a constant).
    Alias(Const),
    /// `@i = ifunc T, ptr @resolver`.
    IFunc(Const),
}

/// The parts of a global variable.
#[derive(Clone, Debug, Default)]
pub struct GlobalVar {
    /// `constant` rather than `global`.
    pub is_constant: bool,
    pub externally_initialized: bool,
    /// `None` for a declaration.
    pub init: Option<Const>,
    pub code_model: Option<CodeModel>,
    /// [`sanitizer`] bits.
    pub sanitizer: u8,
    /// Attributes from `attributes #N` references on the variable.
    pub attrs: AttrSet,
}

/// The parts of a function.
#[derive(Clone, Debug, Default)]
pub struct Function {
    pub cc: CallConv,
    pub attrs: AttrList,
    /// Names of the parameters as written (only bodies use them).
    pub param_names: Vec<LocalName>,
    pub gc: Option<Sym>,
    pub prefix: Option<Const>,
    pub prologue: Option<Const>,
    pub personality: Option<Const>,
    /// `None` for a declaration.
    pub body: Option<Body>,
}

/// The name of a local value or block: an interned symbol in the body's name table, or
/// none (an unnamed value printed with its implicit number).
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct LocalName(u32);

impl Default for LocalName {
    fn default() -> Self {
        LocalName::NONE
    }
}

impl LocalName {
    /// No name.
    pub const NONE: LocalName = LocalName(u32::MAX);

    /// From a symbol in the body's name table.
    pub fn from_sym(s: Sym) -> LocalName {
        use cranelift_entity::EntityRef;
        LocalName(s.index() as u32)
    }

    /// The symbol, unless unnamed.
    pub fn sym(self) -> Option<Sym> {
        use cranelift_entity::EntityRef;
        (self.0 != u32::MAX).then(|| Sym::new(self.0 as usize))
    }
}

/// A basic block.
#[derive(Clone, Debug, Default)]
pub struct BlockData {
    pub name: LocalName,
    pub insts: Vec<Inst>,
}

/// An inline-asm callee.
#[derive(Clone, Debug)]
pub struct InlineAsm {
    pub fn_ty: Type,
    pub template: Box<[u8]>,
    pub constraints: Box<[u8]>,
    pub side_effect: bool,
    pub align_stack: bool,
    pub intel_dialect: bool,
    pub unwind: bool,
}

/// A function body.
#[derive(Clone, Debug, Default)]
pub struct Body {
    /// Parameter types (from the function type), so operands can be typed without it.
    pub arg_types: Box<[Type]>,
    pub blocks: PrimaryMap<Block, BlockData>,
    /// Block order.
    pub layout: Vec<Block>,
    pub insts: PrimaryMap<Inst, InstData>,
    /// Instruction names (unnamed when absent).
    pub inst_names: SecondaryMap<Inst, LocalName>,
    /// The operand pool that `InstData::args_*` index.
    pub pool: Vec<Value>,
    pub calls: PrimaryMap<CallId, CallInfo>,
    /// extractvalue/insertvalue indices.
    pub index_pool: Vec<u32>,
    /// landingpad clause kinds (parallel to the landingpad's operands).
    pub clause_pool: Vec<Clause>,
    pub md_operands: Vec<MdOperand>,
    pub asms: Vec<InlineAsm>,
    /// Metadata attachments in instruction order: (inst, kind, node).
    pub inst_metadata: Vec<(Inst, Sym, MdRef)>,
    /// Debug records, each attached before an instruction, in order.
    pub dbg_records: Vec<(Inst, DbgRecord)>,
    /// Local names.
    pub names: LocalInterner,
    /// Source byte offset of each instruction (for diagnostics; empty when built in memory).
    pub positions: SecondaryMap<Inst, u32>,
    /// `uselistorder` directives, kept as text.
    pub uselistorder: Vec<String>,
    /// When the source numbering of unnamed values has gaps (LLVM allows them), the
    /// number each unnamed block was labelled with, in increasing order: a numbered
    /// `blockaddress(@f, %N)` names the block labelled `N`. Empty otherwise (the numbers
    /// are then the implicit ones, [`Module::numbered_blocks`]).
    pub block_numbers: Box<[(u32, Block)]>,
}

impl Body {
    /// The operands of `inst`.
    #[inline]
    pub fn args(&self, inst: Inst) -> &[Value] {
        let d = &self.insts[inst];
        &self.pool[d.args_start as usize..(d.args_start + d.args_len) as usize]
    }

    /// Appends an instruction with operands `args` (not placed in a block).
    pub fn push_inst(&mut self, mut data: InstData, args: &[Value]) -> Inst {
        data.args_start = self.pool.len() as u32;
        data.args_len = args.len() as u32;
        self.pool.extend_from_slice(args);
        self.insts.push(data)
    }

    /// The terminator of `block`, if it has one.
    pub fn terminator(&self, block: Block) -> Option<Inst> {
        let last = *self.blocks[block].insts.last()?;
        self.insts[last].kind.is_terminator().then_some(last)
    }

    /// Successor blocks of `block` (the block operands of its terminator).
    pub fn successors(&self, block: Block) -> impl Iterator<Item = Block> + '_ {
        let args: &[Value] = match self.terminator(block) {
            Some(t) => self.args(t),
            None => &[],
        };
        args.iter().filter_map(|v| match v {
            Value::Block(b) => Some(*b),
            _ => None,
        })
    }
}

/// Resolves `blockaddress` references for a module that does not change meanwhile,
/// numbering each function's unnamed values once (a numbered block costs a walk of its
/// function otherwise).
#[derive(Default)]
pub struct BlockAddresses {
    numbered: std::cell::RefCell<FxHashMap<GlobalId, Vec<(u32, Block)>>>,
}

impl BlockAddresses {
    /// The block `blockaddress(@f, %b)` names (see [`Module::block_address_target`]).
    pub fn target(&self, m: &Module, f: GlobalId, b: crate::constant::BlockRef) -> Option<Block> {
        let crate::constant::BlockRef::Numbered(n) = b else {
            return m.block_address_target(f, b);
        };
        let mut numbered = self.numbered.borrow_mut();
        let blocks = match numbered.entry(f) {
            std::collections::hash_map::Entry::Occupied(e) => e.into_mut(),
            std::collections::hash_map::Entry::Vacant(e) => {
                let func = m.function(f)?;
                let body = func.body.as_ref()?;
                if body.block_numbers.is_empty() {
                    e.insert(m.numbered_blocks(func, body).collect())
                } else {
                    e.insert(body.block_numbers.to_vec())
                }
            }
        };
        let i = blocks.binary_search_by_key(&n, |&(k, _)| k).ok()?;
        Some(blocks[i].1)
    }
}

/// A module: everything one `.ll` file holds.
#[derive(Clone, Debug, Default)]
pub struct Module {
    pub source_filename: Option<Box<[u8]>>,
    /// The data layout string as written, and its parsed form.
    pub datalayout_str: Option<Box<[u8]>>,
    pub datalayout: DataLayout,
    pub triple: Option<Box<[u8]>>,
    /// `module asm` lines, in order.
    pub module_asm: Vec<Box<[u8]>>,
    pub types: Types,
    pub consts: Constants,
    pub attrs: Attributes,
    /// Global names, section names, string attributes, metadata kinds, …
    pub syms: Interner,
    pub globals: PrimaryMap<GlobalId, GlobalValue>,
    /// Globals in definition order (the order the printer and code generator use).
    pub order: Vec<GlobalId>,
    /// Named globals by name.
    pub global_names: FxHashMap<Sym, GlobalId>,
    pub comdats: PrimaryMap<ComdatId, Comdat>,
    pub metadata: Metadata,
    /// Module-level `uselistorder`/`uselistorder_bb` directives, kept as text.
    pub uselistorder: Vec<String>,
    /// Module summary entries (`^N = …`), kept as text.
    pub summaries: Vec<String>,
}

impl Module {
    /// The function data of a global, if it is a function.
    pub fn function(&self, g: GlobalId) -> Option<&Function> {
        match &self.globals[g].kind {
            GlobalKind::Func(f) => Some(f),
            _ => None,
        }
    }

    /// The entries of `!llvm.module.flags` (`!{i32 behaviour, !"key", value}`), in order.
    pub fn module_flags(&self) -> impl Iterator<Item = ModuleFlag<'_>> {
        let md = &self.metadata;
        let flags = md
            .named
            .iter()
            .find(|n| self.syms.get(n.name) == b"llvm.module.flags");
        flags
            .into_iter()
            .flat_map(|n| n.nodes.iter())
            .filter_map(move |&r| {
                let text = std::str::from_utf8(md.ref_text(r)?).ok()?;
                let body = text.trim().strip_prefix("!{")?.strip_suffix('}')?;
                let (_, rest) = body.split_once(',')?;
                let (key, value) = rest.split_once(',')?;
                let key = key.trim().strip_prefix("!\"")?.strip_suffix('"')?;
                let pos = match r {
                    MdRef::Node(n) => md.node(n).map(|d| d.pos),
                    MdRef::Inline(_) => None,
                };
                Some(ModuleFlag {
                    key,
                    value: value.trim(),
                    pos,
                })
            })
    }

    /// The integer value of module flag `name` (`!{i32 behaviour, !"name", i32 value}` in
    /// `!llvm.module.flags`), e.g. `PIE Level` or `PIC Level`.
    pub fn module_flag(&self, name: &[u8]) -> Option<u64> {
        self.module_flags()
            .find(|f| f.key.as_bytes() == name)
            .and_then(|f| f.int())
    }

    /// Looks up a named global.
    pub fn global_by_name(&self, name: &[u8]) -> Option<GlobalId> {
        self.syms
            .lookup(name)
            .and_then(|s| self.global_names.get(&s).copied())
    }

    /// The type of a value used in `body`.
    pub fn value_type(&self, body: &Body, v: Value) -> Type {
        let c = self.types.common();
        match v {
            Value::Inst(i) => body.insts[i].ty,
            Value::Arg(n) => body.arg_types[n as usize],
            Value::Const(k) => self.consts.ty(k),
            Value::Block(_) => c.label,
            Value::Meta(_) => c.metadata,
            Value::Asm(_) => c.ptr,
        }
    }

    /// The block a `blockaddress(@f, %b)` names, following LLVM's implicit numbering of
    /// unnamed arguments, blocks and values for `%N`.
    pub fn block_address_target(&self, f: GlobalId, b: crate::constant::BlockRef) -> Option<Block> {
        let func = self.function(f)?;
        self.block_address_in(func, func.body.as_ref()?, b)
    }

    /// The block of `body` (of function `func`) that `blockaddress(@func, %b)` names.
    pub fn block_address_in(
        &self,
        func: &Function,
        body: &Body,
        b: crate::constant::BlockRef,
    ) -> Option<Block> {
        match b {
            crate::constant::BlockRef::Named(s) => {
                let name = self.syms.get(s);
                let sym = body.names.lookup(name)?;
                body.layout
                    .iter()
                    .copied()
                    .find(|&bl| body.blocks[bl].name.sym() == Some(sym))
            }
            crate::constant::BlockRef::Numbered(n) if !body.block_numbers.is_empty() => body
                .block_numbers
                .binary_search_by_key(&n, |&(k, _)| k)
                .ok()
                .map(|i| body.block_numbers[i].1),
            crate::constant::BlockRef::Numbered(n) => self
                .numbered_blocks(func, body)
                .find(|&(k, _)| k == n)
                .map(|(_, bl)| bl),
        }
    }

    /// The unnamed blocks of `body` (of function `func`) with their implicit numbers, in
    /// increasing order: LLVM numbers unnamed arguments, then unnamed blocks and values
    /// in layout order.
    pub fn numbered_blocks<'b>(
        &self,
        func: &'b Function,
        body: &'b Body,
    ) -> impl Iterator<Item = (u32, Block)> + 'b {
        let void = self.types.common().void;
        let mut next = body
            .arg_types
            .iter()
            .enumerate()
            .filter(|(i, _)| func.param_names.get(*i).is_none_or(|p| p.sym().is_none()))
            .count() as u32;
        body.layout.iter().filter_map(move |&bl| {
            let unnamed = body.blocks[bl].name.sym().is_none();
            let number = next;
            next += u32::from(unnamed);
            for &i in &body.blocks[bl].insts {
                if body.insts[i].ty != void && body.inst_names[i].sym().is_none() {
                    next += 1;
                }
            }
            unnamed.then_some((number, bl))
        })
    }

    /// The function type of function global `g`.
    pub fn fn_type(&self, g: GlobalId) -> Type {
        self.globals[g].value_type
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn module_flags_are_read_from_llvm_module_flags() {
        let m = crate::parse(
            b"!llvm.module.flags = !{!0, !1}\n!0 = !{i32 8, !\"PIC Level\", i32 2}\n!1 = !{i32 7, !\"PIE Level\", i32 1}\n",
        )
        .unwrap();
        assert_eq!(m.module_flag(b"PIC Level"), Some(2));
        assert_eq!(m.module_flag(b"PIE Level"), Some(1));
        assert_eq!(m.module_flag(b"uwtable"), None);
    }
}
