//! Instruction selection: one IR function into a [`VCode`] of [`MInst`]s.
//!
//! Every IR value becomes one or more *parts* (an integer of up to 64 bits, a float or a
//! double), each in its own virtual register: `i128` and first-class aggregates are
//! several parts. Integers narrower than their register keep undefined high bits;
//! operations that read those bits (compares, division, right shifts, widening) extend
//! first. Phis become block parameters; critical edges get their own blocks.

use crate::abi::{return_regs, win64, Abi, ArgAssigner, PartClass, PartLoc};
use crate::features::Features;
use crate::inst::*;
use crate::regs::{self, g, gpr, x};
use cranelift_entity::{EntityRef, SecondaryMap};
use regalloc2::{PReg, RegClass};
use rllc_codegen::debug_lines::DebugValues;
use rllc_codegen::eh::{InvokeEdges, LandingPads};
use rllc_codegen::frame::{StackSlot, StackSlots, StaticAllocas};
use rllc_codegen::indirectbr_expand;
use rllc_codegen::machine_blocks::MachineBlocks;
use rllc_codegen::pipeline::LoweredFunction;
use rllc_codegen::{CodegenError, MBlock, ModuleCtx, Platform, Reg, RelocTarget, VCode};
use rllc_ir::attrs::{AttrKind, AttrSet};
use rllc_ir::constant::{Const, ConstExpr, ConstKind, ExprOp};
use rllc_ir::inst::{
    BinOp, Block, CastOp, FloatPred, Inst, InstKind, IntPred, Ordering, RmwOp, TailKind, Value,
};
use rllc_ir::module::{
    Body, DllStorage, Function, GlobalId, GlobalKind, GlobalName, Linkage, Module,
};
use rllc_ir::types::{Type, TypeData};
use rustc_hash::FxHashMap;
use smallvec::SmallVec;
use std::sync::OnceLock;

mod atomic;
mod call;
mod cast;
mod control;
mod float;
mod fold;
mod inline_asm;
mod int;
mod intrinsic;
mod memory;
mod shuffle;
mod strength;
mod vec_arith;
mod vec_cast;
mod vec_div;
mod vec_intrinsic;
mod vec_x86;
mod vector;
mod wide;
mod x87;

use call::{RtArg, RtRet};
use float::fcond;
pub use inline_asm::AsmNeeds;

/// One register-sized piece of a value.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Part {
    /// An integer (or pointer) of this many bits, at most 64.
    Int(u8),
    /// `half`: the 16-bit pattern in the low bits of an SSE register (as the ABI passes it).
    F16,
    F32,
    F64,
    /// A vector register piece holding `bytes` of the vector's memory image (see
    /// `vector.rs`); `wide`: a ymm register.
    Vec {
        bytes: u8,
        wide: bool,
    },
}

impl Part {
    fn class(self) -> RegClass {
        match self {
            Part::Int(_) => RegClass::Int,
            _ => RegClass::Float,
        }
    }

    fn abi_class(self) -> PartClass {
        match self {
            Part::Int(_) => PartClass::Int,
            Part::Vec { wide, .. } => PartClass::Vec { wide },
            _ => PartClass::Sse,
        }
    }
}

/// The x86-64 target's view of a module: the target-neutral [`ModuleCtx`] (which it
/// dereferences to) and the tables x86's code generation builds once per module.
pub struct X86Module<'m> {
    pub cx: ModuleCtx<'m>,
    /// Indirect Branch Tracking (the `cf-protection-branch` module flag): `endbr64` at
    /// function entries and wherever else indirect branches land.
    pub ibt: bool,
    /// The `indirect_branch_cs_prefix` module flag: calls and jumps to retpoline thunks
    /// carry a `cs` prefix (`-mindirect-branch-cs-prefix`).
    pub cs_prefix: bool,
    /// The instruction-set extensions of each function attribute set of the module's
    /// functions (built on first use).
    features: OnceLock<FxHashMap<AttrSet, Features>>,
    /// Per function attribute set: what code generation needs from it (`audit`),
    /// computed once for every set the module's functions use.
    attr_sets: OnceLock<FxHashMap<AttrSet, crate::audit::FnAttrs>>,
    /// The part of each scalar type of the module's type table (see [`scalar_part_of`]).
    scalar_parts: Vec<Option<Part>>,
}

impl<'m> std::ops::Deref for X86Module<'m> {
    type Target = ModuleCtx<'m>;

    fn deref(&self) -> &ModuleCtx<'m> {
        &self.cx
    }
}

/// The parts of a value (most values have one or two).
pub type Parts = SmallVec<[(Part, u32); 2]>;

/// The variable `(index, element size)` terms of a GEP.
type GepTerms = SmallVec<[(Value, u64); 2]>;

/// Registers of a value's parts.
pub type Regs = SmallVec<[Reg; 2]>;

impl<'m> X86Module<'m> {
    /// Prepares x86's tables for the module of `cx`.
    pub fn new(cx: ModuleCtx<'m>) -> Self {
        let m = cx.m;
        X86Module {
            ibt: m
                .module_flag(b"cf-protection-branch")
                .is_some_and(|v| v != 0),
            cs_prefix: m
                .module_flag(b"indirect_branch_cs_prefix")
                .is_some_and(|v| v != 0),
            features: OnceLock::new(),
            attr_sets: OnceLock::new(),
            scalar_parts: (0..m.types.len())
                .map(|t| scalar_part_of(&m.types, Type::new(t)))
                .collect(),
            cx,
        }
    }

    /// The one part of scalar type `t` (see [`scalar_part_of`]).
    pub fn scalar_part(&self, t: Type) -> Option<Part> {
        match self.scalar_parts.get(t.index()) {
            Some(&p) => p,
            None => scalar_part_of(&self.m.types, t),
        }
    }

    /// The instruction-set extensions function `f` may use (see
    /// [`vector::resolve_features`]); resolved once per attribute set.
    fn function_features(&self, f: &Function) -> Features {
        let set = self.m.attrs.list(f.attrs).func;
        let resolve =
            |set| vector::resolve_features(self.m, set, self.cpu.as_deref(), self.mattr.as_deref());
        let table = self.features.get_or_init(|| {
            let mut table = FxHashMap::default();
            for (_, gv) in self.m.globals.iter() {
                if let GlobalKind::Func(f) = &gv.kind {
                    let set = self.m.attrs.list(f.attrs).func;
                    table.entry(set).or_insert_with(|| resolve(set));
                }
            }
            table
        });
        table.get(&set).copied().unwrap_or_else(|| resolve(set))
    }

    /// The parts of type `t` with their byte offsets, or an error naming what the backend
    /// cannot hold in registers yet.
    pub fn parts(&self, t: Type, avx: bool) -> Result<Parts, String> {
        if let Some(p) = self.scalar_part(t) {
            return Ok(smallvec::smallvec![(p, 0)]);
        }
        let mut v = Parts::new();
        self.flatten(t, 0, &mut v, avx, false)?;
        Ok(v)
    }

    fn flatten(
        &self,
        t: Type,
        off: u32,
        out: &mut Parts,
        avx: bool,
        nested: bool,
    ) -> Result<(), String> {
        let types = &self.m.types;
        if let Some(p) = self.scalar_part(t) {
            out.push((p, off));
            return Ok(());
        }
        match types.get(t) {
            TypeData::Int(bits) => {
                let mut rest = *bits;
                let mut o = off;
                while rest > 64 {
                    out.push((Part::Int(64), o));
                    rest -= 64;
                    o += 8;
                }
                out.push((Part::Int(rest as u8), o));
            }
            TypeData::Struct { .. } | TypeData::Named(_) => {
                let fields = types.struct_fields(t).unwrap_or(&[]);
                for (i, &f) in fields.iter().enumerate() {
                    let fo = self.layouts.field_offset(types, t, i) as u32;
                    self.flatten(f, off + fo, out, avx, true)?;
                }
            }
            TypeData::Array { len, elem } => {
                if *len > 64 {
                    return Err("large array values in registers".into());
                }
                let es = self.layouts.size(*elem) as u32;
                for i in 0..*len as u32 {
                    self.flatten(*elem, off + i * es, out, avx, true)?;
                }
            }
            TypeData::Void => {}
            TypeData::X86Fp80 => return Err("x86_fp80 values".into()),
            TypeData::Vector { .. } => {
                vector::flatten_vector(types, t, off, out, avx, nested)?;
            }
            TypeData::BFloat => return Err("bfloat values".into()),
            TypeData::Fp128 | TypeData::PpcFp128 => return Err("128-bit float values".into()),
            _ => return Err("values of this type".into()),
        }
        Ok(())
    }

    /// What code generation needs from function attribute set `set`
    /// ([`crate::audit::FnAttrs`]), worked out once per distinct set of the module's
    /// functions.
    pub fn fn_attrs(&self, set: AttrSet) -> &crate::audit::FnAttrs {
        static NONE: crate::audit::FnAttrs = crate::audit::FnAttrs {
            problem: None,
            zero: None,
            fentry: false,
            entry_call: None,
            probe_size: None,
            tail_calls_disabled: false,
            retpoline: crate::retpoline::Retpoline {
                calls: false,
                branches: false,
                external: false,
            },
            jump_tables: true,
            realign: None,
            patch: None,
            warn_stack_size: None,
        };
        let table = self.attr_sets.get_or_init(|| {
            let mut table = FxHashMap::default();
            for (_, gv) in self.m.globals.iter() {
                if let GlobalKind::Func(f) = &gv.kind {
                    let set = self.m.attrs.list(f.attrs).func;
                    table
                        .entry(set)
                        .or_insert_with(|| crate::audit::FnAttrs::of(self, set));
                }
            }
            table
        });
        table.get(&set).unwrap_or(&NONE)
    }

    /// What code generation needs from the function attributes of function `gid`.
    pub fn fn_attrs_of(&self, gid: GlobalId) -> &crate::audit::FnAttrs {
        let set = self
            .m
            .function(gid)
            .map(|f| self.m.attrs.list(f.attrs).func)
            .unwrap_or_default();
        self.fn_attrs(set)
    }

    /// The number each block of function `gid` (with body `body`) stands for in place of
    /// its address (`rllc_codegen::indirectbr_expand::block_numbers`), when the function's
    /// `indirectbr`s become `switch`es (`+retpoline-indirect-branches`); empty otherwise.
    pub fn indirectbr_numbers(&self, gid: GlobalId, body: &Body) -> Vec<u32> {
        if self.fn_attrs_of(gid).retpoline.branches {
            indirectbr_expand::block_numbers(body)
        } else {
            Vec::new()
        }
    }

    /// Whether function `gid` has `nocf_check` (no `endbr64` at its entry).
    pub fn no_cf_check(&self, gid: GlobalId) -> bool {
        self.has_fn_attr(gid, AttrKind::NoCfCheck)
    }
}

/// What lowering one function tells frame layout and emission besides its code.
pub struct Lowered {
    pub slots: StackSlots,
    pub outgoing: u32,
    /// Alignment the stack pointer needs at calls (above 16 for over-aligned byval).
    pub outgoing_align: u32,
    /// 256-bit vectors live in SSE registers (AVX2): moves and spills are ymm-wide.
    pub ymm: bool,
    /// Registers the function's calling convention preserves beyond C's.
    pub preserve: Preserved,
    /// Bytes of stack arguments the function pops on return (tailcc).
    pub ret_pop: u16,
    /// How the function receives its arguments (decides which registers -O0 spares).
    pub abi: Abi,
    /// What the function's inline asm needs from the frame and the allocator.
    pub asm_needs: AsmNeeds,
    /// The stack protector's canary slot (the first fixed slot), when the function has
    /// one.
    pub canary: Option<StackSlot>,
    /// The slot the canary check reads instead of the canary's, where llc checks the slot
    /// of an explicit `llvm.stackprotector` (Windows and Darwin, -O1 and up).
    pub canary_check: Option<StackSlot>,
    /// The function's exception table without its call sites (the emitter finds them),
    /// when it has landing pads.
    pub exceptions: Option<Box<rllc_codegen::eh::ExceptionTable>>,
}

/// Registers a function preserves beyond System V C's rbx, rbp and r12–r15, from its
/// calling convention (coldcc, preserve_mostcc, preserve_allcc), without those that
/// carry its result.
#[derive(Default, Debug)]
pub struct Preserved {
    /// General-purpose registers (hardware numbers).
    pub gprs: Vec<u8>,
    /// SSE registers (numbers).
    pub xmm: Vec<u8>,
    /// Only the low 128 bits of `xmm` need preserving (Win64).
    pub xmm_low_only: bool,
}

type PartRange = (u32, u32);

/// The registers of address `mem` (base, then index).
fn amode_regs(mem: &Amode) -> Vec<Reg> {
    match *mem {
        Amode::Reg { base, index, .. } => {
            std::iter::once(base).chain(index.map(|(i, _)| i)).collect()
        }
        Amode::SlotIndexed { index: (i, _), .. } => vec![i],
        _ => Vec::new(),
    }
}

struct Lowerer<'a, 'm> {
    cx: &'a X86Module<'m>,
    m: &'m Module,
    /// The function being lowered, its data and its body.
    gid: GlobalId,
    /// The level of its code (-O0 for `optnone` functions).
    opt: rllc_codegen::OptLevel,
    f: &'m Function,
    body: &'a Body,
    vc: VCode<MInst>,
    slots: StackSlots,
    regs: Vec<Reg>,
    inst_regs: SecondaryMap<Inst, Option<PartRange>>,
    arg_regs: Vec<PartRange>,
    /// The `#dbg_value` records, with debug info.
    debug_values: Option<DebugValues>,
    /// The frame slots of the entry block's static allocas and of the canary.
    allocas: StaticAllocas,
    /// By instruction index: lowered at its only use rather than its definition (see
    /// `fold.rs`).
    deferred: Vec<bool>,
    /// By instruction index: recomputed at every use instead of held in a register
    /// (GEPs that fit an addressing mode, which fold into the users' memory operands;
    /// integer compares used only by branches and `select`s, which set their flags).
    remat: Vec<bool>,
    /// By instruction index: GEPs computed once into an addressing mode (`gep_addrs`) that
    /// their users, all loads and stores, fold in.
    addr_once: Vec<bool>,
    gep_addrs: FxHashMap<Inst, Amode>,
    /// Addresses of globals computed into registers in the machine block being built:
    /// (block number, target, displacement, register), see `amode_reg`.
    rip_regs: Vec<(usize, RelocTarget, i32, Reg)>,
    /// 64-bit constants that need a `movabs`, materialised in the machine block
    /// `wide_consts_block`: value and register (reused by later uses in that block).
    wide_consts: Vec<(u64, Reg)>,
    wide_consts_block: usize,
    /// By instruction index: where a GEP's terms are in `gep_plans` (`u32::MAX`: not
    /// computed), and the terms (see `gep_terms_of`).
    gep_slot: Vec<u32>,
    gep_plans: Vec<(i64, GepTerms)>,
    /// The IR block being lowered.
    current_block: Block,
    /// Stack slots of fp80 values (which never live in registers).
    fp80_slots: FxHashMap<Inst, StackSlot>,
    /// Incoming fp80 arguments (passed in memory).
    fp80_args: FxHashMap<u32, Amode>,
    /// Whether any argument, instruction or constant operand is an fp80 value (else
    /// `lower_fp80` has nothing to do).
    has_fp80: bool,
    /// The machine blocks: IR blocks in lowering order, edge blocks, split branches,
    /// `indirectbr` dispatch and landing blocks (see `rllc_codegen::machine_blocks`).
    blocks: MachineBlocks,
    /// How each instruction is used (see `rllc_codegen::deferral`).
    uses: rllc_codegen::deferral::Uses,
    /// The address the `indirectbr` dispatch block jumps through, when the only site's
    /// target is a load from it (`jmp [table + 8 * index]`, an interpreter's dispatch; set
    /// when that site is lowered, before the dispatch block, which then takes the
    /// registers of the address).
    indirect_mem: Option<Amode>,
    /// Stack slots of phis passed through memory (fp80 phis have theirs in `fp80_slots`).
    phi_slots: FxHashMap<Inst, StackSlot>,
    /// The function's landing pads, when it has any.
    pads: Option<LandingPads>,
    /// The `invoke` ending the block being lowered, for its edge blocks.
    pending_invoke: Option<InvokeEdges>,
    /// The slot the canary check reads instead of the canary's (`Lowered::canary_check`).
    canary_check: Option<StackSlot>,
    /// The number each block's `blockaddress` stands for, when the function's
    /// `indirectbr`s became `switch`es (`rllc_codegen::indirectbr_expand`).
    block_numbers: Vec<u32>,
    /// What is known about the high bits of each virtual register (see [`KnownBits`]).
    known: Vec<KnownBits>,
    outgoing: u32,
    outgoing_align: u32,
    va_area: Option<StackSlot>,
    va_gp: u32,
    va_fp: u32,
    va_stack: u32,
    /// Vector lowering state (features, constant pool, scratch areas).
    vec: vector::VecState,
    /// Registers the calling convention makes the function preserve beyond C's.
    preserve: Preserved,
    /// The function's return type.
    ret_ty: Type,
    /// Bytes of incoming stack arguments.
    in_stack: u32,
    /// Bytes the function pops on return (tailcc).
    ret_pop: u16,
    /// How the function receives its arguments.
    abi: Abi,
    /// The incoming `sret` pointer, which Win64 returns in rax.
    sret: Option<Reg>,
    /// An error found where returning it was awkward (inside `emit_call`), reported when
    /// lowering ends.
    deferred_error: Option<CodegenError>,
    /// Inline asm statements lowered so far (their `${:uid}`).
    asm_count: u32,
    asm_needs: AsmNeeds,
    pos: u32,
}

fn err(pos: u32, what: impl std::fmt::Display) -> CodegenError {
    CodegenError::unsupported(Some(pos), what)
}

type LResult<T> = Result<T, CodegenError>;

/// Lowers `body`, the body of function `gid` (which need not be in the module yet).
pub fn lower_function<'a>(
    cx: &'a X86Module<'_>,
    gid: GlobalId,
    body: &'a Body,
    opt: rllc_codegen::OptLevel,
) -> LResult<LoweredFunction<MInst, Lowered>> {
    let m = cx.m;
    let GlobalKind::Func(f) = &m.globals[gid].kind else {
        unreachable!("lower_function on a non-function")
    };
    // Under `+retpoline-indirect-branches` no jump goes through a register: `indirectbr`s
    // become `switch`es over numbers that stand for their targets' addresses, as llc's
    // IndirectBrExpandPass does.
    let block_numbers = cx.indirectbr_numbers(gid, body);
    let expanded;
    let body = if indirectbr_expand::has_indirectbr(body) && cx.fn_attrs_of(gid).retpoline.branches
    {
        expanded = indirectbr_expand::expand(m, body, &block_numbers);
        &expanded
    } else {
        body
    };
    let mut l = Lowerer {
        cx,
        m,
        gid,
        opt,
        f,
        body,
        vc: VCode::with_capacity(body.insts.len() * 2),
        slots: StackSlots::default(),
        regs: Vec::with_capacity(body.insts.len() + 16),
        inst_regs: rllc_codegen::full_map(body.insts.len()),
        arg_regs: Vec::new(),
        debug_values: None,
        allocas: StaticAllocas::default(),
        fp80_slots: FxHashMap::default(),
        deferred: Vec::new(),
        remat: Vec::new(),
        rip_regs: Vec::new(),
        addr_once: Vec::new(),
        gep_addrs: FxHashMap::default(),
        wide_consts: Vec::new(),
        wide_consts_block: usize::MAX,
        gep_slot: Vec::new(),
        gep_plans: Vec::new(),
        current_block: body.layout[0],
        fp80_args: FxHashMap::default(),
        has_fp80: true,
        blocks: MachineBlocks::new(body),
        uses: Default::default(),
        indirect_mem: None,
        phi_slots: FxHashMap::default(),
        pads: None,
        pending_invoke: None,
        canary_check: None,
        block_numbers,
        known: vec![KnownBits::NOTHING; body.insts.len() * 2],
        outgoing: 0,
        outgoing_align: 16,
        va_area: None,
        va_gp: 0,
        va_fp: 0,
        va_stack: 0,
        vec: vector::VecState::new(cx, f),
        preserve: Preserved::default(),
        ret_ty: m.types.common().void,
        in_stack: 0,
        ret_pop: 0,
        abi: crate::abi::convention(f.cc, cx.platform).map_or(Abi::SysV, |c| c.abi),
        sret: None,
        deferred_error: None,
        asm_count: 0,
        asm_needs: AsmNeeds::default(),
        pos: 0,
    };
    l.run(gid)?;
    if let Some(e) = l.deferred_error {
        return Err(e);
    }
    let ymm = l.avx();
    let mut vcode = l.vc;
    if ymm {
        // Whole ymm registers are spilled.
        vcode.float_spill_units = 4;
    }
    let alloca_slots = if vcode.tracks_source_locations() {
        l.allocas.slots.iter().map(|(&i, &s)| (i, s)).collect()
    } else {
        Vec::new()
    };
    Ok(LoweredFunction {
        vcode,
        ir_blocks: l.blocks.ir_blocks(body),
        block_numbers: l.block_numbers,
        constants: l.vec.constants,
        info: Lowered {
            slots: l.slots,
            outgoing: l.outgoing.next_multiple_of(16),
            outgoing_align: l.outgoing_align,
            ymm,
            preserve: l.preserve,
            ret_pop: l.ret_pop,
            abi: l.abi,
            asm_needs: l.asm_needs,
            canary: l.allocas.canary,
            canary_check: l.canary_check,
            exceptions: l.pads.map(|p| Box::new(p.into_table(Vec::new()))),
        },
        alloca_slots,
        debug_values: l.debug_values,
    })
}

/// The one part of scalar type `t`: integers of up to 64 bits and pointers in a
/// general-purpose register, `half`, `float` and `double` in an SSE register; `None` for
/// other types.
fn scalar_part_of(types: &rllc_ir::types::Types, t: Type) -> Option<Part> {
    match types.get(t) {
        TypeData::Int(bits) if *bits <= 64 => Some(Part::Int(*bits as u8)),
        TypeData::Ptr(_) => Some(Part::Int(64)),
        TypeData::Half => Some(Part::F16),
        TypeData::Float => Some(Part::F32),
        TypeData::Double => Some(Part::F64),
        _ => None,
    }
}

fn int_size(bits: u32) -> Size {
    if bits <= 32 {
        Size::S32
    } else {
        Size::S64
    }
}

fn fits_i32(v: i64) -> bool {
    v >= i64::from(i32::MIN) && v <= i64::from(i32::MAX)
}

fn sign_extend(v: u64, bits: u32) -> i64 {
    if bits >= 64 {
        v as i64
    } else {
        ((v << (64 - bits)) as i64) >> (64 - bits)
    }
}

/// The low `bits` bits set (all 64 from 64 bits up).
fn width_mask(bits: u32) -> u64 {
    if bits >= 64 {
        u64::MAX
    } else {
        (1u64 << bits) - 1
    }
}

/// What is known about the high bits of a general-purpose virtual register: bits from
/// `zero_from` up are zero, and bits from `sign_from` up are copies of bit `sign_from - 1`
/// (64 when nothing is known). Lets extensions of values that are already extended (a
/// 32-bit operation's result, a `movzx` load) cost nothing.
#[derive(Copy, Clone)]
struct KnownBits {
    zero_from: u8,
    sign_from: u8,
}

impl KnownBits {
    const NOTHING: KnownBits = KnownBits {
        zero_from: 64,
        sign_from: 64,
    };

    fn zero_from(bits: u32) -> KnownBits {
        KnownBits {
            zero_from: bits as u8,
            // Zero above bit `bits` means sign-extended from `bits + 1`.
            sign_from: (bits + 1).min(64) as u8,
        }
    }

    fn sign_from(bits: u32) -> KnownBits {
        KnownBits {
            zero_from: 64,
            sign_from: bits as u8,
        }
    }
}

/// A floating-point operand: an SSE register, or memory for x86_fp80.
#[derive(Copy, Clone)]
enum FloatOperand {
    Reg(Reg),
    Mem(Amode),
}

/// A scalar constant: raw bits, or a symbol address plus offset.
enum ConstVal {
    Bits(u64),
    Sym(RelocTarget, i64),
    StaticSlot(StackSlot),
}

impl<'a, 'm> Lowerer<'a, 'm> {
    fn types(&self) -> &'m rllc_ir::types::Types {
        &self.m.types
    }

    fn parts_of(&self, t: Type) -> LResult<Parts> {
        self.cx.parts(t, self.avx()).map_err(|e| err(self.pos, e))
    }

    fn new_parts(&mut self, t: Type) -> LResult<PartRange> {
        let parts = self.parts_of(t)?;
        let start = self.regs.len() as u32;
        for (p, _) in parts.iter() {
            let r = self.vc.new_vreg(p.class());
            self.regs.push(r);
        }
        Ok((start, self.regs.len() as u32))
    }

    fn range(&self, r: PartRange) -> Regs {
        Regs::from_slice(&self.regs[r.0 as usize..r.1 as usize])
    }

    /// Registers of an instruction result, created on first reference.
    fn inst_range(&mut self, i: Inst) -> LResult<PartRange> {
        if let Some(r) = self.inst_regs[i] {
            return Ok(r);
        }
        let r = self.new_parts(self.body.insts[i].ty)?;
        self.inst_regs[i] = Some(r);
        Ok(r)
    }

    /// Binds an instruction's result to `regs`: aliases them when nothing referred to the
    /// result yet, otherwise copies into the registers already handed out.
    fn define(&mut self, i: Inst, regs: &[Reg]) -> LResult<()> {
        match self.inst_regs[i] {
            None => {
                let start = self.regs.len() as u32;
                self.regs.extend_from_slice(regs);
                self.inst_regs[i] = Some((start, self.regs.len() as u32));
            }
            Some(r) => {
                let dsts = self.range(r);
                for (d, s) in dsts.into_iter().zip(regs) {
                    self.copy(d, *s);
                }
            }
        }
        Ok(())
    }

    fn copy(&mut self, dst: Reg, src: Reg) {
        if self.vc.class_of(dst) == RegClass::Int {
            self.push(MInst::MovRR { dst, src });
        } else {
            self.push(MInst::XmmMov { dst, src });
        }
    }

    /// Appends a machine instruction, recording what it tells about its result's high bits.
    fn push(&mut self, mi: MInst) {
        if let Some((r, k)) = Self::known_result_bits(&mi, &self.known) {
            let n = r.as_virt().expect("virtual register") as usize;
            if self.known.len() <= n {
                // Grown geometrically (sized for two registers per instruction at first).
                self.known.resize(2 * n + 1, KnownBits::NOTHING);
            }
            self.known[n] = k;
        }
        self.vc.push(mi);
    }

    /// The register an instruction defines and what is known about its high bits.
    fn known_result_bits(mi: &MInst, known: &[KnownBits]) -> Option<(Reg, KnownBits)> {
        let bits_of = |v: u64| 64 - v.leading_zeros();
        Some(match *mi {
            MInst::Load {
                kind: LoadKind::Zx(s),
                dst,
                ..
            } if s != Size::S64 => (dst, KnownBits::zero_from(u32::from(s.bytes()) * 8)),
            MInst::Load {
                kind: LoadKind::Sx(s),
                dst,
                ..
            } => (dst, KnownBits::sign_from(u32::from(s.bytes()) * 8)),
            MInst::Ext { kind, dst, .. } => (
                dst,
                match kind {
                    ExtKind::Zx8 => KnownBits::zero_from(8),
                    ExtKind::Zx16 => KnownBits::zero_from(16),
                    ExtKind::Zx32 => KnownBits::zero_from(32),
                    ExtKind::Sx8 => KnownBits::sign_from(8),
                    ExtKind::Sx16 => KnownBits::sign_from(16),
                    ExtKind::Sx32 => KnownBits::sign_from(32),
                },
            ),
            MInst::Alu {
                op: AluOp::And,
                size: Size::S32 | Size::S64,
                rhs: Rmi::Imm(m),
                dst,
                ..
            } if m >= 0 => (dst, KnownBits::zero_from(bits_of(m as u64))),
            // 32-bit operations zero the upper half of their destination.
            MInst::Alu {
                size: Size::S32,
                dst,
                ..
            }
            | MInst::Unary {
                size: Size::S32,
                dst,
                ..
            } => (dst, KnownBits::zero_from(32)),
            MInst::Shift {
                op: ShiftOp::Shr,
                size,
                amount: None,
                imm,
                dst,
                ..
            } if size == Size::S32 || size == Size::S64 => {
                let w = u32::from(size.bytes()) * 8;
                (dst, KnownBits::zero_from(w - u32::from(imm).min(w)))
            }
            MInst::Shift {
                size: Size::S32,
                dst,
                ..
            } => (dst, KnownBits::zero_from(32)),
            MInst::CmpSet { dst, .. } | MInst::FCmpSet { dst, .. } => {
                (dst, KnownBits::zero_from(1))
            }
            MInst::MovImm { dst, imm } => (dst, KnownBits::zero_from(bits_of(imm))),
            MInst::Div {
                signed: false,
                size: Size::S32,
                quot,
                ..
            } => (quot, KnownBits::zero_from(32)),
            MInst::XmmToGpr {
                wide: false, dst, ..
            }
            | MInst::FloatToInt {
                wide: false, dst, ..
            } => (dst, KnownBits::zero_from(32)),
            MInst::MovRR { dst, src } => {
                let k = src
                    .as_virt()
                    .and_then(|n| known.get(n as usize).copied())
                    .unwrap_or(KnownBits::NOTHING);
                (dst, k)
            }
            _ => return None,
        })
    }

    /// What is known about the high bits of `r`.
    fn known_bits(&self, r: Reg) -> KnownBits {
        r.as_virt()
            .and_then(|n| self.known.get(n as usize).copied())
            .unwrap_or(KnownBits::NOTHING)
    }

    /// Whether the bits of `r` from `bits` up are already zero (`signed` false) or copies of
    /// bit `bits - 1` (`signed` true).
    fn is_extended(&self, r: Reg, bits: u32, signed: bool) -> bool {
        let k = self.known_bits(r);
        if signed {
            u32::from(k.sign_from) <= bits
        } else {
            u32::from(k.zero_from) <= bits
        }
    }

    fn gpr(&mut self) -> Reg {
        self.vc.new_vreg(RegClass::Int)
    }

    fn xreg(&mut self) -> Reg {
        self.vc.new_vreg(RegClass::Float)
    }

    fn value_type(&self, v: Value) -> Type {
        self.m.value_type(self.body, v)
    }

    fn const_val(&self, c: Const) -> LResult<ConstVal> {
        let d = self.m.consts.get(c);
        Ok(match &d.kind {
            ConstKind::Int(v) => ConstVal::Bits(*v),
            ConstKind::Float(v) => ConstVal::Bits(*v as u64),
            ConstKind::Null | ConstKind::Undef | ConstKind::Poison | ConstKind::Zero => {
                ConstVal::Bits(0)
            }
            ConstKind::Global(g) | ConstKind::DsoLocalEquivalent(g) | ConstKind::NoCfi(g) => {
                ConstVal::Sym(RelocTarget::Global(*g), 0)
            }
            ConstKind::BlockAddress(f, b) => {
                // This function's body may not be in the module yet.
                let block = if *f == self.gid {
                    self.m.block_address_in(self.f, self.body, *b)
                } else {
                    self.m.block_address_target(*f, *b)
                }
                .ok_or_else(|| err(self.pos, "blockaddress of an unknown block"))?;
                let number = if *f == self.gid {
                    self.block_numbers.get(block.index()).copied()
                } else {
                    let body = self.m.function(*f).and_then(|g| g.body.as_ref());
                    body.and_then(|body| {
                        self.cx
                            .indirectbr_numbers(*f, body)
                            .get(block.index())
                            .copied()
                    })
                };
                match number {
                    Some(n) if n != 0 => ConstVal::Bits(u64::from(n)),
                    _ => ConstVal::Sym(RelocTarget::Block(*f, block.index() as u32), 0),
                }
            }
            ConstKind::Expr(e) => match e.op {
                ExprOp::Cast(CastOp::BitCast)
                    if self.types().is_vector(self.m.consts.ty(e.operands[0])) =>
                {
                    self.vector_bitcast_const(e.operands[0], d.ty)?
                }
                ExprOp::Cast(
                    CastOp::BitCast
                    | CastOp::PtrToInt
                    | CastOp::IntToPtr
                    | CastOp::AddrSpaceCast
                    | CastOp::PtrToAddr,
                ) => match self.const_val(e.operands[0])? {
                    ConstVal::Bits(b) => {
                        let bits = self.types().int_width(d.ty).unwrap_or(64);
                        ConstVal::Bits(if bits >= 64 { b } else { b & ((1 << bits) - 1) })
                    }
                    other => other,
                },
                ExprOp::GetElementPtr => self.gep_const(e, None)?,
                _ => {
                    return Err(err(
                        self.pos,
                        format!("constant expression '{:?}' in code", e.op),
                    ))
                }
            },
            _ => return Err(err(self.pos, "this kind of constant in code")),
        })
    }

    /// The address a GEP constant expression computes; of lane `lane` when it is a vector
    /// GEP (its vector operands give that lane's element, scalar ones are splats).
    pub(super) fn gep_const(&self, e: &ConstExpr, lane: Option<u32>) -> LResult<ConstVal> {
        let operand = |k: usize| {
            let c = e.operands[k];
            match lane {
                Some(j) if self.types().is_vector(self.m.consts.ty(c)) => self.const_element(c, j),
                _ => c,
            }
        };
        let src = e.source_ty.expect("gep source type");
        let mut off = 0i64;
        let mut ty = src;
        for k in 1..e.operands.len() {
            let ix = operand(k);
            let ConstVal::Bits(iv) = self.const_val(ix)? else {
                return Err(err(self.pos, "symbolic GEP index in a constant"));
            };
            let iw = self.types().int_width(self.m.consts.ty(ix)).unwrap_or(64);
            let iv = sign_extend(iv, iw);
            if k == 1 {
                off += iv * self.cx.layouts.size(src) as i64;
            } else if self.types().struct_fields(ty).is_some() {
                off += self.cx.layouts.field_offset(self.types(), ty, iv as usize) as i64;
                ty = self.types().aggregate_element(ty, iv as u64).unwrap();
            } else {
                let el = self
                    .types()
                    .element_type(ty)
                    .ok_or_else(|| err(self.pos, "GEP into a non-aggregate"))?;
                off += iv * self.cx.layouts.size(el) as i64;
                ty = el;
            }
        }
        Ok(match self.const_val(operand(0))? {
            ConstVal::Sym(t, o) => ConstVal::Sym(t, o + off),
            ConstVal::Bits(b) => ConstVal::Bits(b.wrapping_add(off as u64)),
            ConstVal::StaticSlot(_) => unreachable!(),
        })
    }

    /// A vector constant `v` bitcast to the scalar type `to`: its one element when it
    /// has one of that width (`<1 x i64> <i64 ptrtoint (ptr @f to i64)>` as a double),
    /// else its elements' bits side by side.
    fn vector_bitcast_const(&self, v: Const, to: Type) -> LResult<ConstVal> {
        let vt = self.m.consts.ty(v);
        let bits = self.types().primitive_bits(to);
        if self.elem_bits(vt) == bits {
            return self.const_val(self.const_element(v, 0));
        }
        let bytes = self.const_bytes(v, vt)?;
        let mut b = [0u8; 8];
        let n = bytes.len().min(8);
        b[..n].copy_from_slice(&bytes[..n]);
        Ok(ConstVal::Bits(u64::from_le_bytes(b)))
    }

    /// Materialises a scalar constant into a new register of the part's class.
    fn materialize(&mut self, part: Part, cv: ConstVal) -> Reg {
        match cv {
            ConstVal::Bits(b) => match part {
                Part::Int(_) if b > u64::from(u32::MAX) && !fits_i32(b as i64) => {
                    // One `movabs` per machine block (hash multipliers in unrolled loops).
                    let block = self.vc.num_blocks();
                    if self.wide_consts_block != block {
                        self.wide_consts.clear();
                        self.wide_consts_block = block;
                    }
                    if let Some(&(_, r)) = self.wide_consts.iter().find(|&&(v, _)| v == b) {
                        return r;
                    }
                    let r = self.gpr();
                    self.push(MInst::MovImm { dst: r, imm: b });
                    self.wide_consts.push((b, r));
                    r
                }
                Part::Int(_) => {
                    let r = self.gpr();
                    self.push(MInst::MovImm { dst: r, imm: b });
                    r
                }
                Part::Vec { wide, .. } => {
                    debug_assert_eq!(b, 0, "vector parts materialise only as zero");
                    let w = self.vw(wide);
                    self.vset(false, w)
                }
                Part::F16 | Part::F32 | Part::F64 => {
                    let t = self.gpr();
                    self.push(MInst::MovImm { dst: t, imm: b });
                    let r = self.xreg();
                    self.push(MInst::GprToXmm {
                        wide: part == Part::F64,
                        src: t,
                        dst: r,
                    });
                    r
                }
            },
            ConstVal::Sym(t, off) => {
                let a = self.symbol_addr(t);
                let r = if off == 0 { a } else { self.add_offset(a, off) };
                match part {
                    // An address reinterpreted as a float (`bitcast (<1 x i64> <i64
                    // ptrtoint (ptr @f to i64)> to double)`).
                    Part::F16 | Part::F32 | Part::F64 => {
                        let x = self.xreg();
                        self.push(MInst::GprToXmm {
                            wide: part == Part::F64,
                            src: r,
                            dst: x,
                        });
                        x
                    }
                    _ => r,
                }
            }
            ConstVal::StaticSlot(slot) => {
                let r = self.gpr();
                self.push(MInst::Lea {
                    mem: Amode::Slot { slot, disp: 0 },
                    dst: r,
                });
                r
            }
        }
    }

    fn add_offset(&mut self, r: Reg, off: i64) -> Reg {
        let d = self.gpr();
        if fits_i32(off) {
            self.push(MInst::Lea {
                mem: Amode::Reg {
                    base: r,
                    index: None,
                    disp: off as i32,
                },
                dst: d,
            });
        } else {
            let k = self.gpr();
            self.push(MInst::MovImm {
                dst: k,
                imm: off as u64,
            });
            self.push(MInst::Alu {
                op: AluOp::Add,
                size: Size::S64,
                lhs: r,
                rhs: Rmi::Reg(k),
                dst: d,
            });
        }
        d
    }

    fn symbol_addr(&mut self, t: RelocTarget) -> Reg {
        if let RelocTarget::Global(g) = t {
            if self.m.globals[g].thread_local.is_some() {
                return self.tls_addr(g);
            }
        }
        let access = match t {
            RelocTarget::Global(g) if !self.cx.is_local(g) => SymbolAccess::Got,
            _ => SymbolAccess::PcRel,
        };
        let r = self.gpr();
        self.push(MInst::SymbolAddr {
            target: t,
            access,
            dst: r,
        });
        r
    }

    /// The address of thread-local `var` in the current thread, by its TLS model.
    fn tls_addr(&mut self, var: GlobalId) -> Reg {
        use rllc_ir::module::TlsModel;
        let target = RelocTarget::Global(var);
        if self.cx.platform.is_windows() {
            let dst = self.gpr();
            self.push(MInst::TlsAddr {
                target,
                access: TlsAccess::Windows,
                dst,
            });
            return dst;
        }
        if self.cx.platform == Platform::Darwin {
            let dst = self.gpr();
            self.emit_call(
                CallTarget::Tlv(target),
                Vec::new(),
                vec![(dst, g(gpr::RAX))],
            );
            return dst;
        }
        let model =
            rllc_codegen::tls::tls_model(&self.m.globals[var], self.cx.reloc_model, self.cx.pie);
        let dst = self.gpr();
        let access = match model {
            TlsModel::InitialExec => TlsAccess::InitialExec,
            TlsModel::LocalExec => TlsAccess::LocalExec,
            TlsModel::GeneralDynamic | TlsModel::LocalDynamic => {
                let local_dynamic = model == TlsModel::LocalDynamic;
                let rax = if local_dynamic { self.gpr() } else { dst };
                self.emit_call(
                    CallTarget::TlsGetAddr {
                        var: target,
                        local_dynamic,
                    },
                    Vec::new(),
                    vec![(rax, g(gpr::RAX))],
                );
                if local_dynamic {
                    self.push(MInst::TlsDtpOff {
                        target,
                        base: rax,
                        dst,
                    });
                }
                return dst;
            }
        };
        self.push(MInst::TlsAddr {
            target,
            access,
            dst,
        });
        dst
    }

    /// All parts of the constant `c` of type `t`, materialised.
    fn const_parts(&mut self, c: Const, out: &mut Regs) -> LResult<()> {
        let t = self.m.consts.ty(c);
        if self.types().is_vector(t) {
            return self.vec_const_parts(c, out);
        }
        let parts = self.parts_of(t)?;
        let d = self.m.consts.get(c);
        match &d.kind {
            ConstKind::Aggregate(elems) => {
                for &e in elems.iter() {
                    self.const_parts(e, out)?;
                }
            }
            ConstKind::BigInt(limbs) => {
                for (i, (p, _)) in parts.iter().enumerate() {
                    let r = self.materialize(*p, ConstVal::Bits(limbs[i]));
                    out.push(r);
                }
            }
            ConstKind::Int(v) if parts.len() > 1 => {
                for (i, (p, _)) in parts.iter().enumerate() {
                    let b = if i == 0 { *v } else { 0 };
                    let r = self.materialize(*p, ConstVal::Bits(b));
                    out.push(r);
                }
            }
            ConstKind::Null | ConstKind::Undef | ConstKind::Poison | ConstKind::Zero => {
                for (p, _) in parts.iter() {
                    let r = self.materialize(*p, ConstVal::Bits(0));
                    out.push(r);
                }
            }
            ConstKind::Bytes(bytes) => {
                for (i, (p, _)) in parts.iter().enumerate() {
                    let r = self.materialize(*p, ConstVal::Bits(u64::from(bytes[i])));
                    out.push(r);
                }
            }
            ConstKind::Expr(e)
                if parts.len() == 1
                    && matches!(
                        e.op,
                        ExprOp::Add
                            | ExprOp::Sub
                            | ExprOp::Mul
                            | ExprOp::And
                            | ExprOp::Or
                            | ExprOp::Xor
                    )
                    && self.const_val(c).is_err() =>
            {
                // Link-time values the object file cannot express (differences of symbol
                // addresses and the like) are computed at run time.
                let mut ops = Regs::new();
                self.const_parts(e.operands[0], &mut ops)?;
                let mut rhs = Regs::new();
                self.const_parts(e.operands[1], &mut rhs)?;
                let op = match e.op {
                    ExprOp::Add => AluOp::Add,
                    ExprOp::Sub => AluOp::Sub,
                    ExprOp::Mul => AluOp::Imul,
                    ExprOp::And => AluOp::And,
                    ExprOp::Or => AluOp::Or,
                    _ => AluOp::Xor,
                };
                let d = self.gpr();
                self.push(MInst::Alu {
                    op,
                    size: Size::S64,
                    lhs: ops[0],
                    rhs: Rmi::Reg(rhs[0]),
                    dst: d,
                });
                out.push(d);
            }
            _ => {
                if parts.len() != 1 {
                    return Err(err(self.pos, "multi-part constant of this kind"));
                }
                let cv = self.const_val(c)?;
                let r = self.materialize(parts[0].0, cv);
                out.push(r);
            }
        }
        Ok(())
    }

    /// The registers holding value `v` (materialising constants).
    fn value_regs(&mut self, v: Value) -> LResult<Regs> {
        match v {
            Value::Inst(i) => {
                if let Some(&slot) = self.allocas.slots.get(&i) {
                    let r = self.materialize(Part::Int(64), ConstVal::StaticSlot(slot));
                    return Ok(smallvec::smallvec![r]);
                }
                if self.is_remat(i) && matches!(self.body.insts[i].kind, InstKind::ICmp(_)) {
                    return Ok(smallvec::smallvec![self.icmp_value(i)?]);
                }
                if self.is_remat(i) || self.is_addr_once(i) {
                    let mem = self.amode(v)?;
                    return Ok(smallvec::smallvec![self.amode_reg(mem)]);
                }
                if self.is_deferred(i) && self.inst_regs[i].is_none() {
                    self.lower_deferred(i)?;
                }
                let r = self.inst_range(i)?;
                Ok(self.range(r))
            }
            Value::Arg(n) => Ok(self.range(self.arg_regs[n as usize])),
            Value::Const(c) => {
                let mut out = Regs::new();
                self.const_parts(c, &mut out)?;
                Ok(out)
            }
            _ => Err(err(self.pos, "this operand kind")),
        }
    }

    /// Scalar integer compare `i` computed into a new register (0 or 1).
    fn icmp_value(&mut self, i: Inst) -> LResult<Reg> {
        let InstKind::ICmp(pred) = self.body.insts[i].kind else {
            unreachable!("icmp_value of a non-compare")
        };
        let args = self.body.args(i);
        let r = self.gpr();
        let inst = match self.test_operands(pred, args[0], args[1])? {
            Some((size, lhs, rhs)) => MInst::CmpSet {
                test: true,
                size,
                cc: if pred == IntPred::Eq { Cc::E } else { Cc::Ne },
                lhs,
                rhs,
                dst: r,
            },
            None => {
                let (size, cc, lhs, rhs) = self.icmp_operands(pred, args[0], args[1])?;
                MInst::CmpSet {
                    test: false,
                    size,
                    cc,
                    lhs,
                    rhs,
                    dst: r,
                }
            }
        };
        self.push(inst);
        Ok(r)
    }

    /// The single register of a scalar value.
    fn reg(&mut self, v: Value) -> LResult<Reg> {
        let r = self.value_regs(v)?;
        if r.len() != 1 {
            return Err(err(self.pos, "multi-part value in a scalar position"));
        }
        Ok(r[0])
    }

    /// A register or, for a small integer constant, an immediate.
    fn rmi(&mut self, v: Value, bits: u32) -> LResult<Rmi> {
        if matches!(bits, 32 | 64) {
            if let Some(mem) = self.fold_load(v, bits)? {
                return Ok(Rmi::Mem(mem));
            }
        }
        if let Value::Const(c) = v {
            if let ConstKind::Int(b) = self.m.consts.get(c).kind {
                let s = sign_extend(b, bits);
                if fits_i32(s) {
                    return Ok(Rmi::Imm(s as i32));
                }
            }
            if matches!(
                self.m.consts.get(c).kind,
                ConstKind::Null | ConstKind::Zero | ConstKind::Undef | ConstKind::Poison
            ) && self.is_gpr_scalar(self.m.consts.ty(c))
            {
                // Integers and pointers (null is 0).
                return Ok(Rmi::Imm(0));
            }
        }
        Ok(Rmi::Reg(self.reg(v)?))
    }

    /// The address operand for pointer `v`.
    fn amode(&mut self, v: Value) -> LResult<Amode> {
        match v {
            Value::Inst(i) => {
                if let Some(&slot) = self.allocas.slots.get(&i) {
                    return Ok(Amode::Slot { slot, disp: 0 });
                }
                if self.is_remat(i) {
                    return self.gep_amode(i);
                }
                if let Some(&mem) = self.gep_addrs.get(&i) {
                    return Ok(mem);
                }
                if let Some(g) =
                    self.take_deferred_if(v, |k| matches!(k, InstKind::GetElementPtr { .. }))
                {
                    return self.gep_amode(g);
                }
            }
            Value::Const(c) => {
                if let Ok(ConstVal::Sym(RelocTarget::Global(g), off)) = self.const_val(c) {
                    if self.cx.is_local(g)
                        && fits_i32(off)
                        && self.m.globals[g].thread_local.is_none()
                    {
                        return Ok(Amode::Rip {
                            target: RelocTarget::Global(g),
                            disp: off as i32,
                        });
                    }
                }
            }
            _ => {}
        }
        let base = self.reg(v)?;
        Ok(Amode::Reg {
            base,
            index: None,
            disp: 0,
        })
    }

    /// Extends the low `bits` of `r` to its operation width (32 or 64).
    fn extend(&mut self, r: Reg, bits: u32, signed: bool) -> Reg {
        if bits == 32 || bits == 64 || self.is_extended(r, bits, signed) {
            return r;
        }
        let d = self.gpr();
        match (bits, signed) {
            (8, false) => self.push(MInst::Ext {
                kind: ExtKind::Zx8,
                src: r,
                dst: d,
            }),
            (16, false) => self.push(MInst::Ext {
                kind: ExtKind::Zx16,
                src: r,
                dst: d,
            }),
            (8, true) => self.push(MInst::Ext {
                kind: ExtKind::Sx8,
                src: r,
                dst: d,
            }),
            (16, true) => self.push(MInst::Ext {
                kind: ExtKind::Sx16,
                src: r,
                dst: d,
            }),
            (_, false) if bits < 32 => self.push(MInst::Alu {
                op: AluOp::And,
                size: Size::S32,
                lhs: r,
                rhs: Rmi::Imm(((1u64 << bits) - 1) as i32),
                dst: d,
            }),
            (_, false) => {
                let k = self.gpr();
                self.push(MInst::MovImm {
                    dst: k,
                    imm: (1u64 << bits) - 1,
                });
                self.push(MInst::Alu {
                    op: AluOp::And,
                    size: Size::S64,
                    lhs: r,
                    rhs: Rmi::Reg(k),
                    dst: d,
                });
            }
            (_, true) => {
                let t = self.gpr();
                let sh = (64 - bits) as u8;
                self.push(MInst::Shift {
                    op: ShiftOp::Shl,
                    size: Size::S64,
                    src: r,
                    amount: None,
                    imm: sh,
                    dst: t,
                });
                self.push(MInst::Shift {
                    op: ShiftOp::Sar,
                    size: Size::S64,
                    src: t,
                    amount: None,
                    imm: sh,
                    dst: d,
                });
            }
        }
        d
    }

    /// Like `extend` but always to 64 bits (for address arithmetic and 64-bit ops).
    fn extend64(&mut self, r: Reg, bits: u32, signed: bool) -> Reg {
        if bits == 64 {
            return r;
        }
        if self.is_extended(r, bits, signed) {
            return r;
        }
        if bits == 32 {
            let d = self.gpr();
            self.push(MInst::Ext {
                kind: if signed { ExtKind::Sx32 } else { ExtKind::Zx32 },
                src: r,
                dst: d,
            });
            return d;
        }
        let e = self.extend(r, bits, signed);
        if signed && bits < 32 && !matches!(bits, 8 | 16) {
            // `extend` of odd widths below 32 zero-extends with a 32-bit `and`; the signed
            // form already shifted in 64 bits.
            return e;
        }
        e
    }

    fn run(&mut self, gid: GlobalId) -> LResult<()> {
        let body = self.body;
        // Blocks unreachable from the entry are not lowered (regalloc2's Ion allocator
        // requires every block to be reachable); split branches depend on the deferral
        // plan.
        self.plan_deferral();
        let mut blocks = std::mem::take(&mut self.blocks);
        blocks.number(body, |b| self.split_condition(b).map(|split| split.shared));
        self.blocks = blocks;
        let first_indirect = self.blocks.indirect.as_ref().map(|ib| ib.after);

        // Static allocas of the entry block become frame slots (on a 16-byte aligned
        // frame).
        self.allocas =
            rllc_codegen::frame::static_allocas(self.cx, gid, self.f, body, 16, &mut self.slots)?;

        self.pads = LandingPads::of(self.m, self.f.personality, body)?;
        if rllc_codegen::debug_lines::subprogram(self.m, gid).is_some() {
            self.vc.track_source_locations();
            self.debug_values = DebugValues::of(self.m, body);
        }

        // Block parameters for phis, and for the values of landing pads.
        let mut block_params: SecondaryMap<Block, Vec<Reg>> = SecondaryMap::new();
        let layout = std::mem::take(&mut self.blocks.layout);
        for &b in &layout {
            let mut ps = Vec::new();
            for &i in &body.blocks[b].insts {
                if let InstKind::LandingPad { .. } = body.insts[i].kind {
                    self.pos = body.positions[i];
                    let parts = self.parts_of(body.insts[i].ty)?;
                    if !matches!(parts[..], [(Part::Int(64), _), (Part::Int(32), _)]) {
                        return Err(err(self.pos, "a landingpad whose type is not { ptr, i32 }"));
                    }
                    let r = self.inst_range(i)?;
                    ps.extend(self.range(r));
                    break;
                }
                if !matches!(body.insts[i].kind, InstKind::Phi) {
                    break;
                }
                self.pos = body.positions[i];
                if self.is_fp80(body.insts[i].ty) {
                    // fp80 phis live in their stack slot; predecessors store into it.
                    continue;
                }
                if self.blocks.is_indirect_target(b) && self.blocks.only_indirect_site().is_none() {
                    let size = self.cx.layouts.size(body.insts[i].ty).max(1) as u32;
                    let slot = self.slots.add(size.next_multiple_of(8), 8);
                    self.phi_slots.insert(i, slot);
                    continue;
                }
                let r = self.inst_range(i)?;
                ps.extend(self.range(r));
            }
            block_params[b] = ps;
        }

        for (k, &b) in layout.iter().enumerate() {
            self.vc.start_block(&block_params[b]);
            if k == 0 {
                // Errors about parameters point at the first instruction.
                if let Some(&first) = body.blocks[b].insts.first() {
                    self.pos = body.positions[first];
                }
                self.lower_entry(gid)?;
                // `-pg`: the profiler's counter is called first, as LLVM's
                // EntryExitInstrumenter inserts it.
                if let Some(name) = self.cx.fn_attrs_of(gid).entry_call {
                    self.emit_call(
                        CallTarget::Direct(RelocTarget::Libcall(name)),
                        Vec::new(),
                        Vec::new(),
                    );
                }
            }
            self.load_memory_phis(b)?;
            self.current_block = b;
            for &i in &body.blocks[b].insts {
                if let Some(values) = &self.debug_values {
                    let (inst_regs, arg_regs) = (&self.inst_regs, &self.arg_regs);
                    values.label_records(i, &mut self.vc, inst_regs, arg_regs, &self.regs);
                }
                if self.is_deferred(i) || self.is_remat(i) || self.is_dead(i) {
                    continue;
                }
                self.pos = body.positions[i];
                self.vc.set_source_location(i.as_u32());
                self.lower_inst(b, i)?;
                if let Some(values) = &mut self.debug_values {
                    values.lowered(i);
                }
            }
            let (first_edge, end) = self.blocks.edge_range[b];
            let invoke = self.pending_invoke.take();
            for e in first_edge..end {
                let to = self.blocks.edge_blocks[e as usize].0;
                self.vc.start_block(&[]);
                if let Some(p) = invoke.as_ref().filter(|p| p.normal == to) {
                    self.define(p.inst, &p.results)?;
                }
                let mut args = self.phi_args(b, to)?;
                if let Some(p) = invoke.as_ref().filter(|p| p.unwind == to) {
                    args.extend(p.landing);
                }
                let target = self.blocks.block_map[to];
                self.push(MInst::Jmp { target });
                self.vc.end_block(&[(target, &args)]);
            }
            if first_indirect == Some(k) {
                let ib = self.blocks.indirect.as_ref().expect("indirect branches");
                let mut succs: Vec<MBlock> = ib.landing.values().copied().collect();
                succs.sort_unstable();
                // The parameters: the address, or the registers of the memory operand.
                let (target, params) = match self.indirect_mem {
                    Some(mut mem) => {
                        match &mut mem {
                            Amode::Reg { base, index, .. } => {
                                *base = self.gpr();
                                if let Some((i, _)) = index {
                                    *i = self.gpr();
                                }
                            }
                            Amode::SlotIndexed { index: (i, _), .. } => *i = self.gpr(),
                            _ => {}
                        }
                        let params = amode_regs(&mem);
                        (Rmi::Mem(mem), params)
                    }
                    None => {
                        let r = self.gpr();
                        (Rmi::Reg(r), vec![r])
                    }
                };
                self.vc.start_block(&params);
                self.push(MInst::JmpIndirect {
                    target,
                    succs: succs.clone().into(),
                });
                let refs: Vec<(MBlock, &[Reg])> = succs.iter().map(|&s| (s, &[][..])).collect();
                self.vc.end_block(&refs);
                let site = self.blocks.only_indirect_site();
                for &t in &layout {
                    if self.blocks.is_indirect_target(t) {
                        self.vc.start_block(&[]);
                        if self.cx.ibt {
                            self.push(MInst::EndBr);
                        }
                        let args = match site {
                            Some(s) => self.phi_args(s, t)?,
                            None => Regs::new(),
                        };
                        let target = self.blocks.block_map[t];
                        self.push(MInst::Jmp { target });
                        self.vc.end_block(&[(target, &args)]);
                    }
                }
            }
        }
        self.vc.finish();
        Ok(())
    }

    /// Rejects the Win64 parameters this backend does not pass yet: what LLVM passes by
    /// hidden reference there besides vectors (`i128`, `x86_fp80`, `byval`), which clang
    /// never emits for Windows, and vectors LLVM scalarises (one element) or promotes
    /// (`i1` elements).
    fn check_win64_param(&self, set: rllc_ir::attrs::AttrSet, ty: Type) -> LResult<()> {
        let types = self.types();
        let odd_vector = types.is_vector(ty)
            && (matches!(types.get(ty), TypeData::Vector { len: 1, .. })
                || types.element_type(ty).and_then(|e| types.int_width(e)) == Some(1));
        let by_ref = self.m.attrs.type_arg(set, AttrKind::ByVal).is_some()
            || self.is_fp80(ty)
            || matches!(types.get(ty), TypeData::Int(b) if *b > 64);
        if by_ref || odd_vector {
            return Err(err(
                self.pos,
                "Win64 arguments passed by hidden reference (byval, i128, x86_fp80) and \
                 vectors of one floating-point element or of i1",
            ));
        }
        Ok(())
    }

    fn lower_entry(&mut self, gid: GlobalId) -> LResult<()> {
        let (ret_ty, params, vararg) = self
            .types()
            .function_parts(self.m.globals[gid].value_type)
            .expect("function type");
        self.ret_ty = ret_ty;
        let win64 = self.abi == Abi::Win64;
        if win64 && self.is_fp80(ret_ty) {
            return Err(self.win64_fp80_return_error());
        }
        let mut asg = ArgAssigner::new(self.abi);
        let mut defs = Vec::new();
        let mut stack_loads = Vec::new();
        // Win64 vector parameters: (pointer, offset, part, destination).
        let mut indirect_loads = Vec::new();
        let attrs = self.f.attrs;
        // Scalarised one-element vectors: (general-purpose register, vector register, bits).
        let mut scalarised = Vec::new();
        // An sret pointer is an ordinary pointer argument (Win64 also returns it in rax).
        for (n, &pt) in params.iter().enumerate() {
            let set = self.m.attrs.param(attrs, n);
            if let Some(bits) = self.scalarised_vector(pt) {
                let r = self.gpr();
                match asg.next(PartClass::Int) {
                    PartLoc::Reg(preg) => defs.push((r, preg)),
                    PartLoc::Stack(off) => stack_loads.push((r, off, false, Part::Int(64))),
                }
                let v = self.xreg();
                scalarised.push((r, v, bits));
                let s = self.regs.len() as u32;
                self.regs.push(v);
                self.arg_regs.push((s, s + 1));
                continue;
            }
            if win64 {
                self.check_win64_param(set, pt)?;
            }
            if let Some(bt) = self.m.attrs.type_arg(set, AttrKind::ByVal) {
                let size = self.cx.layouts.size(bt) as u32;
                let al = self
                    .cx
                    .layouts
                    .align(bt)
                    .max(self.m.attrs.int_arg(set, AttrKind::Align).unwrap_or(8) as u32)
                    .max(8);
                let PartLoc::Stack(off) = asg.stack_slot(size, al) else {
                    unreachable!()
                };
                let r = self.gpr();
                stack_loads.push((r, off, true, Part::Int(64)));
                let s = self.regs.len() as u32;
                self.regs.push(r);
                self.arg_regs.push((s, s + 1));
                continue;
            }
            if self.is_fp80(pt) {
                let size = self.cx.layouts.size(pt) as u32;
                let PartLoc::Stack(off) = asg.stack_slot(size, 16) else {
                    unreachable!()
                };
                self.fp80_args
                    .insert(n as u32, Amode::IncomingArg { off: off as i32 });
                let s = self.regs.len() as u32;
                self.arg_regs.push((s, s));
                continue;
            }
            let parts = self.parts_of(pt)?;
            let start = self.regs.len() as u32;
            if win64 && self.types().is_vector(pt) {
                // A pointer to the vector, in the caller's frame.
                let ptr = self.gpr();
                match asg.next(PartClass::Int) {
                    PartLoc::Reg(preg) => defs.push((ptr, preg)),
                    PartLoc::Stack(off) => stack_loads.push((ptr, off, false, Part::Int(64))),
                }
                for &(p, off) in parts.iter() {
                    let r = self.vc.new_vreg(p.class());
                    self.regs.push(r);
                    indirect_loads.push((ptr, off, p, r));
                }
                self.arg_regs.push((start, self.regs.len() as u32));
                continue;
            }
            let locs: Vec<PartLoc> = if parts.len() == 2
                && matches!(self.types().get(pt), TypeData::Int(b) if *b > 64)
            {
                asg.pair().to_vec()
            } else {
                parts.iter().map(|(p, _)| asg.next(p.abi_class())).collect()
            };
            for ((p, _), loc) in parts.iter().zip(locs) {
                let r = self.vc.new_vreg(p.class());
                self.regs.push(r);
                if self.m.attrs.type_arg(set, AttrKind::StructRet).is_some() {
                    self.sret = Some(r);
                }
                match loc {
                    PartLoc::Reg(preg) => defs.push((r, preg)),
                    PartLoc::Stack(off) => stack_loads.push((r, off, false, *p)),
                }
            }
            self.arg_regs.push((start, self.regs.len() as u32));
        }
        self.check_own_convention(&asg)?;
        if vararg && win64 {
            // The registers go to their home slots, so that the anonymous arguments form
            // one array with those on the stack; va_list points into it.
            self.va_stack = win64::next_slot_offset(&asg);
            self.push(MInst::SaveHomeRegs);
        } else if vararg {
            let slot = self.slots.add(176, 16);
            self.va_area = Some(slot);
            self.va_gp = asg.gp_used;
            self.va_fp = asg.fp_used;
            self.va_stack = asg.stack;
            self.push(MInst::SaveVarargRegs { save_area: slot });
        }
        self.push(MInst::Args { defs: defs.into() });
        for (r, off, addr, p) in stack_loads {
            let mem = Amode::IncomingArg { off: off as i32 };
            if addr {
                self.push(MInst::Lea { mem, dst: r });
            } else {
                self.load_part(p, mem, r);
            }
        }
        for (r, v, bits) in scalarised {
            self.move_scalarised(bits, r, v, false);
        }
        for (base, off, p, r) in indirect_loads {
            let mem = Amode::Reg {
                base,
                index: None,
                disp: off as i32,
            };
            self.load_part(p, mem, r);
        }
        let gv = &self.m.globals[gid];
        let is_main = matches!(gv.name, GlobalName::Named(n) if self.m.syms.get(n) == b"main");
        if self.cx.platform == Platform::WindowsGnu && is_main && gv.linkage == Linkage::External {
            // As llc does for MinGW: `main` first calls `__main` (libgcc's constructor
            // runner, which runs them once).
            self.emit_call(
                CallTarget::Direct(RelocTarget::Libcall("__main")),
                Vec::new(),
                Vec::new(),
            );
        }
        Ok(())
    }

    /// Lowers one instruction.
    /// The address space of a pointer that memory access or call `i` uses, when it is one
    /// of x86's segment spaces (256: gs, 257: fs, 258: ss): accesses through it need a
    /// segment override rllc does not emit.
    fn segment_access(&self, i: Inst) -> Option<u32> {
        let accesses = matches!(
            self.body.insts[i].kind,
            InstKind::Load { .. }
                | InstKind::Store { .. }
                | InstKind::AtomicRmw { .. }
                | InstKind::CmpXchg { .. }
                | InstKind::Call(_)
        );
        if !accesses {
            return None;
        }
        self.body.args(i).iter().find_map(|&v| match v {
            Value::Block(_) => None,
            v => match *self.types().get(self.value_type(v)) {
                TypeData::Ptr(space @ 256..=258) => Some(space),
                _ => None,
            },
        })
    }

    fn lower_inst(&mut self, b: Block, i: Inst) -> LResult<()> {
        let body = self.body;
        let d = body.insts[i];
        let args = body.args(i);
        if let Some(space) = self.segment_access(i) {
            return Err(err(
                self.pos,
                format!("a pointer in address space {space} (an x86 segment register) used by a memory access or call"),
            ));
        }
        if (self.has_fp80 && self.lower_fp80(i)?) || self.lower_vector(b, i)? {
            return Ok(());
        }
        match d.kind {
            InstKind::Phi => {}
            InstKind::Binary(op) => self.lower_binary(i, op, args[0], args[1], d.ty)?,
            InstKind::FNeg => {
                let a = self.reg(args[0])?;
                let double = self.types().get(d.ty) == &TypeData::Double;
                let mask = match self.types().get(d.ty) {
                    TypeData::Double => 1u64 << 63,
                    TypeData::Half => 1u64 << 15,
                    _ => 1u64 << 31,
                };
                let m = self.materialize(
                    if double { Part::F64 } else { Part::F32 },
                    ConstVal::Bits(mask),
                );
                let r = self.xreg();
                self.push(MInst::Sse {
                    op: SseOp::Xor,
                    double,
                    lhs: a,
                    rhs: m,
                    dst: r,
                });
                self.define(i, &[r])?;
            }
            InstKind::ICmp(_) => {
                let r = self.icmp_value(i)?;
                self.define(i, &[r])?;
            }
            InstKind::FCmp(pred) => {
                let r = self.lower_fcmp(pred, args[0], args[1])?;
                self.define(i, &[r])?;
            }
            InstKind::Cast(op) => self.lower_cast(i, op, args[0], d.ty)?,
            InstKind::Select => {
                if self.lower_cmp_select(i, args)? {
                    return Ok(());
                }
                let c = self.reg(args[0])?;
                let t = self.value_regs(args[1])?;
                let f = self.value_regs(args[2])?;
                let mut out = Regs::new();
                for (tr, fr) in t.into_iter().zip(f) {
                    let r = self.vc.new_vreg(self.vc.class_of(tr));
                    let inst = if self.vc.class_of(tr) == RegClass::Int {
                        MInst::Select {
                            cond: c,
                            if_true: tr,
                            if_false: fr,
                            dst: r,
                        }
                    } else {
                        MInst::XmmSelect {
                            cond: c,
                            if_true: tr,
                            if_false: fr,
                            dst: r,
                        }
                    };
                    self.push(inst);
                    out.push(r);
                }
                self.define(i, &out)?;
            }
            InstKind::Freeze => {
                let r = self.value_regs(args[0])?;
                self.define(i, &r)?;
            }
            InstKind::Alloca {
                allocated, align, ..
            } => {
                if self.allocas.slots.contains_key(&i) {
                    return Ok(());
                }
                if let Some(&(slot, al)) = self.allocas.overaligned.get(&i) {
                    let base = self.materialize(Part::Int(64), ConstVal::StaticSlot(slot));
                    let r = self.align_up(base, al);
                    return self.define(i, &[r]);
                }
                let al = align.bytes().unwrap_or(16).max(16);
                let n = self.reg(args[0])?;
                let nbits = self
                    .types()
                    .int_width(self.value_type(args[0]))
                    .unwrap_or(64);
                let n = self.extend64(n, nbits, false);
                let es = self.cx.layouts.size(allocated);
                let bytes = self.gpr();
                self.push(MInst::Alu {
                    op: AluOp::Imul,
                    size: Size::S64,
                    lhs: n,
                    rhs: Rmi::Imm(es as i32),
                    dst: bytes,
                });
                let t = self.gpr();
                self.push(MInst::Alu {
                    op: AluOp::Add,
                    size: Size::S64,
                    lhs: bytes,
                    rhs: Rmi::Imm(15 + al as i32 - 16),
                    dst: t,
                });
                let rounded = self.gpr();
                self.push(MInst::Alu {
                    op: AluOp::And,
                    size: Size::S64,
                    lhs: t,
                    rhs: Rmi::Imm(-16),
                    dst: rounded,
                });
                if self.cx.platform.is_windows() {
                    // Windows commits the stack one guard page at a time: the probe
                    // touches every page of the new object first, as llc's does.
                    let probe = win64::stack_probe(self.cx.platform == Platform::WindowsMsvc);
                    self.emit_call(
                        CallTarget::Direct(RelocTarget::Libcall(probe)),
                        vec![(rounded, g(gpr::RAX))],
                        Vec::new(),
                    );
                }
                let r = self.gpr();
                let probe = (self.cx.fn_attrs_of(self.gid).probe_size)
                    .filter(|_| !self.cx.platform.is_windows());
                self.push(MInst::DynAlloca {
                    size: rounded,
                    dst: r,
                    probe,
                });
                let r = if al > 16 {
                    self.align_up(r, al as u32)
                } else {
                    r
                };
                self.define(i, &[r])?;
            }
            InstKind::Load {
                ordering, align, ..
            } if ordering != Ordering::NotAtomic => {
                self.lower_atomic_load(i, args[0], ordering, align)?
            }
            InstKind::Load { .. } => {
                let mem = self.amode(args[0])?;
                let parts = self.parts_of(d.ty)?;
                let mut out = Regs::new();
                for &(p, off) in parts.iter() {
                    let r = self.vc.new_vreg(p.class());
                    self.load_part(p, mem.offset(off as i32), r);
                    out.push(r);
                }
                self.define(i, &out)?;
            }
            InstKind::Store {
                ordering, align, ..
            } if ordering != Ordering::NotAtomic => {
                self.lower_atomic_store(args[0], args[1], ordering, align)?
            }
            InstKind::Store { .. } => {
                if self.lower_read_modify_write(i)? {
                    return Ok(());
                }
                let vt = self.value_type(args[0]);
                let parts = self.parts_of(vt)?;
                let mem = self.amode(args[1])?;
                // Small integer constants store as immediates.
                if parts.len() == 1 {
                    if let (Part::Int(bits), Value::Const(c)) = (parts[0].0, args[0]) {
                        if let Ok(ConstVal::Bits(v)) = self.const_val(c) {
                            let bytes = u32::from(bits).div_ceil(8);
                            let s = sign_extend(v, u32::from(bits).min(64));
                            if matches!(bytes, 1 | 2 | 4 | 8) && fits_i32(s) {
                                let imm = if bits % 8 != 0 { v as i32 } else { s as i32 };
                                self.push(MInst::StoreImm {
                                    size: Size::from_bytes(bytes),
                                    imm,
                                    mem,
                                });
                                return Ok(());
                            }
                        }
                    }
                }
                let regs = self.value_regs(args[0])?;
                for (&(p, off), r) in parts.iter().zip(regs) {
                    self.store_part(p, r, mem.offset(off as i32));
                }
            }
            InstKind::GetElementPtr { source } => {
                if self.is_addr_once(i) {
                    let mem = self.gep_amode(i)?;
                    self.gep_addrs.insert(i, mem);
                } else {
                    let r = self.lower_gep(i, source)?;
                    self.define(i, &[r])?;
                }
            }
            InstKind::Call(cid) => {
                let callee = match args[0] {
                    Value::Const(c) => match self.m.consts.get(c).kind {
                        ConstKind::Global(g) => Some(g),
                        _ => None,
                    },
                    _ => None,
                };
                crate::audit::check_call(self.cx, &body.calls[cid], callee, self.pos)?;
                if !self.lower_tail_call(b, i, cid, args)? {
                    self.lower_call(i, cid, args)?
                }
            }
            InstKind::ExtractValue { start, len } => {
                let agg_ty = self.value_type(args[0]);
                let idx = &body.index_pool[start as usize..(start + len) as usize];
                let (s, e) = self.subparts(agg_ty, idx)?;
                let regs = self.value_regs(args[0])?;
                self.define(i, &regs[s..e])?;
            }
            InstKind::InsertValue { start, len } => {
                let agg_ty = self.value_type(args[0]);
                let idx = &body.index_pool[start as usize..(start + len) as usize];
                let (s, e) = self.subparts(agg_ty, idx)?;
                let mut regs = self.value_regs(args[0])?;
                let v = self.value_regs(args[1])?;
                regs.drain(s..e);
                regs.insert_many(s, v);
                self.define(i, &regs)?;
            }
            InstKind::Fence { ordering, scope } => self.lower_fence(ordering, scope),
            InstKind::AtomicRmw {
                op,
                ordering,
                align,
                ..
            } => self.lower_rmw(i, op, ordering, align, args)?,
            InstKind::CmpXchg {
                success,
                failure,
                align,
                ..
            } => self.lower_cmpxchg(i, success, failure, align, args)?,
            InstKind::Ret => {
                let mut uses = Vec::new();
                if let Some(&v) = args.first() {
                    let vt = self.value_type(v);
                    let classes = self.return_classes(vt)?;
                    let pregs = return_regs(&classes)
                        .ok_or_else(|| err(self.pos, "returning this many values in registers"))?;
                    let mut regs = self.value_regs(v)?;
                    if let Some(bits) = self.scalarised_vector(vt) {
                        let r = self.gpr();
                        self.move_scalarised(bits, regs[0], r, true);
                        regs[0] = r;
                    }
                    for (r, p) in regs.into_iter().zip(pregs) {
                        uses.push((r, p));
                    }
                } else if let (Abi::Win64, Some(r)) = (self.abi, self.sret) {
                    uses.push((r, g(gpr::RAX)));
                }
                self.push(MInst::Ret { uses: uses.into() });
                self.vc.end_block(&[]);
            }
            InstKind::Br => {
                let Value::Block(t) = args[0] else {
                    unreachable!()
                };
                let a = self.phi_args(b, t)?;
                let tb = self.blocks.block_map[t];
                self.push(MInst::Jmp { target: tb });
                self.vc.end_block(&[(tb, &a)]);
            }
            InstKind::CondBr => {
                let (Value::Block(t), Value::Block(f)) = (args[1], args[2]) else {
                    unreachable!()
                };
                if t == f {
                    let a = self.phi_args(b, t)?;
                    let tb = self.blocks.block_map[t];
                    self.push(MInst::Jmp { target: tb });
                    self.vc.end_block(&[(tb, &a)]);
                } else if self.blocks.split_blocks.contains_key(&b) {
                    self.lower_split_branch(b, t, f)?;
                } else {
                    let tb = self.blocks.edge_target(b, t);
                    let fb = self.blocks.edge_target(b, f);
                    self.branch_on(args[0], tb, fb)?;
                }
            }
            InstKind::Switch => self.lower_switch(b, args)?,
            InstKind::IndirectBr => {
                // Without targets in the function there is no dispatch block, and the
                // jump cannot go anywhere defined.
                let Some(ib) = self.blocks.indirect.as_ref() else {
                    self.push(MInst::Ud2);
                    self.vc.end_block(&[]);
                    return Ok(());
                };
                let dispatch = ib.dispatch;
                let mem = match self.blocks.only_indirect_site() {
                    Some(_) => self.fold_load(args[0], 64)?,
                    None => None,
                };
                let params = match mem {
                    Some(mem) => {
                        let regs = amode_regs(&mem);
                        self.indirect_mem = Some(mem);
                        regs
                    }
                    None => vec![self.reg(args[0])?],
                };
                if self.blocks.only_indirect_site().is_none() {
                    // Store the targets' phis to their slots.
                    for a in &args[1..] {
                        if let Value::Block(s) = *a {
                            self.phi_args(b, s)?;
                        }
                    }
                }
                self.push(MInst::Jmp { target: dispatch });
                self.vc.end_block(&[(dispatch, &params)]);
            }
            InstKind::Unreachable => {
                self.push(MInst::Ud2);
                self.vc.end_block(&[]);
            }
            InstKind::VaArg => self.lower_va_arg(i, args[0])?,
            InstKind::ExtractElement | InstKind::InsertElement | InstKind::ShuffleVector { .. } => {
                unreachable!("vector instructions are lowered in vector.rs")
            }
            InstKind::CallBr(cid) => self.lower_callbr(b, i, cid, args)?,
            InstKind::Invoke(cid) => self.lower_invoke(b, i, cid, args)?,
            // Its registers are the block's parameters, which the unwind edges pass.
            InstKind::LandingPad { .. } => {}
            InstKind::Resume => self.lower_resume(args[0])?,
            InstKind::CatchPad
            | InstKind::CleanupPad
            | InstKind::CatchSwitch { .. }
            | InstKind::CatchRet
            | InstKind::CleanupRet { .. } => {
                return Err(err(
                    self.pos,
                    "exception handling with funclets (catchswitch, catchpad, cleanuppad)",
                ))
            }
        }
        Ok(())
    }

    /// `(r + align - 1) & -align`.
    fn align_up(&mut self, r: Reg, align: u32) -> Reg {
        let t = self.gpr();
        self.push(MInst::Alu {
            op: AluOp::Add,
            size: Size::S64,
            lhs: r,
            rhs: Rmi::Imm(align as i32 - 1),
            dst: t,
        });
        let d = self.gpr();
        self.push(MInst::Alu {
            op: AluOp::And,
            size: Size::S64,
            lhs: t,
            rhs: Rmi::Imm(-(align as i32)),
            dst: d,
        });
        d
    }
}
