//! rllc-x86-64: the x86-64 target.
//!
//! [`compile_function`] runs the per-function pipeline: instruction selection
//! ([`lower`]), register allocation (regalloc2 through `rllc-codegen`), frame layout and
//! encoding ([`emit`]).

pub mod abi;
pub mod asm;
pub mod asm_inst;
pub mod audit;
pub mod disasm;
pub mod emit;
pub mod features;
pub mod inst;
pub mod lower;
pub mod object_stubs;
pub mod regs;
pub mod vinst;

pub use lower::{FramePointer, ModuleCtx};

use abi::Abi;
use emit::{Emitter, Frame};
use inst::MInst;
use regalloc2::{Block as RaBlock, Inst as RaInst};
use rllc_codegen::spill_moves::{self, Item, MoveFate};
use rllc_codegen::{
    block_placement, loop_split, regalloc, CodegenError, CompiledFunction, OptLevel, Platform,
};

/// The bytes below rsp that System V leaves to the function (signal handlers and the
/// kernel start below them).
const RED_ZONE: u32 = 128;

/// The largest frame-register offset Windows unwind information can express.
const MAX_WIN64_FP_OFFSET: u32 = 240;
use rllc_ir::attrs::AttrKind;
use rllc_ir::module::{Body, GlobalId};

/// Compiles one function with a body into machine code.
pub fn compile_function(
    cx: &ModuleCtx<'_>,
    gid: GlobalId,
    body: &Body,
    opt: OptLevel,
) -> Result<CompiledFunction, CodegenError> {
    audit::check_function(cx, gid)?;
    // An `optnone` function gets the -O0 code generator at every level, as LLVM's
    // fast instruction selector and register allocator (clang -O0 marks every function).
    let opt = if cx.has_fn_attr(gid, AttrKind::OptNone) {
        OptLevel::O0
    } else {
        opt
    };
    let lowered = lower::lower_function(cx, gid, body)?;
    let mut vcode = lowered.vcode;
    if lowered.ymm {
        vcode.float_spill_units = 4;
    }
    let asm = lowered.asm_needs;
    let has_calls = asm.align_stack || vcode.insts.iter().any(|i| matches!(i, MInst::Call { .. }));
    let naked = cx.is_naked(gid);
    let moves_sp = vcode.insts.iter().any(needs_frame_pointer);
    let frame_pointer = !naked
        && (match cx.frame_pointer(gid) {
            FramePointer::All => true,
            FramePointer::NonLeaf => has_calls,
            FramePointer::None => false,
        } || lowered.outgoing_align > 16
            || moves_sp);
    if let (Some(pos), true) = (asm.rbp, frame_pointer) {
        return Err(CodegenError::unsupported(
            Some(pos),
            format!(
                "inline asm using rbp in function @{}, which keeps a frame pointer",
                function_name(cx, gid)
            ),
        ));
    }
    let dump = dump_vcode_of().is_some_and(|f| {
        matches!(cx.m.globals[gid].name, rllc_ir::module::GlobalName::Named(n) if cx.m.syms.get(n) == f.as_bytes())
    });
    // A function that calls setjmp (`returns_twice`) is allocated as at -O0, where every
    // value has a stack slot of its own: after a second return from the call, values live
    // across it are read from slots that Ion may have given to other values on the path
    // that led to longjmp (LLVM turns off stack-slot colouring in such functions).
    let returns_twice = opt != OptLevel::O0 && cx.calls_returns_twice(body);
    let alloc_opt = if returns_twice { OptLevel::O0 } else { opt };
    // Ion gets loop-local names for the values loops read (`loop_split`).
    if alloc_opt != OptLevel::O0 {
        if let Some(split) =
            loop_split::split_at_loop_entries(&vcode, |dst, src| MInst::MovRR { dst, src })
        {
            vcode = split;
        }
    }
    if dump {
        eprint!("{}", vcode.dump(None));
    }
    // A Win64 function at -O0 first tries without the registers it would have to save
    // (Fastalloc takes any register it may), then with them if that runs out.
    let win64 = lowered.abi == Abi::Win64;
    // At -O1 and up, r11 is allocated like rax..r10 unless an instruction uses it as its
    // scratch register.
    let r11_allocated =
        alloc_opt != OptLevel::O0 && !vcode.insts.iter().any(MInst::uses_scratch_gpr);
    let allocate = |spare_win64_saved: bool| {
        let mut env = regs::machine_env(opt != OptLevel::O0, !frame_pointer, spare_win64_saved);
        if r11_allocated {
            env.preferred_regs_by_class[0].add(regs::SCRATCH_GPR);
            env.scratch_by_class[0] = None;
        }
        // Callee-saved registers inline asm names must be allocatable even at -O0.
        for r in 0..16 {
            if asm.callee_saved & (1 << r) != 0 {
                env.non_preferred_regs_by_class[0].add(regs::g(r));
            }
        }
        regalloc::allocate(&vcode, &env, alloc_opt)
    };
    let out = match allocate(win64) {
        Err(_) if win64 && alloc_opt == OptLevel::O0 => allocate(false),
        r => r,
    };
    let out = out.map_err(|e| CodegenError {
        pos: None,
        message: format!(
            "internal error: {e} in function @{}",
            function_name(cx, gid)
        ),
    })?;
    if dump {
        eprint!("allocated:\n{}", vcode.dump(Some(&out)));
    }
    for i in 0..vcode.insts.len() {
        vcode.rewrite(i, out.inst_allocs(RaInst::new(i)));
    }

    // Callee-saved registers the allocation touched (and, for conventions that preserve
    // more, those instructions clobber).
    let mut used = [false; 16];
    let mut used_xmm = [false; 16];
    let mut mark = |p: regalloc2::PReg| match p.class() {
        regalloc2::RegClass::Int => used[p.hw_enc()] = true,
        _ => used_xmm[p.hw_enc() & 15] = true,
    };
    for a in &out.allocs {
        if let Some(p) = a.as_reg() {
            mark(p);
        }
    }
    for (_, regalloc2::Edit::Move { from, to }) in &out.edits {
        for a in [from, to] {
            if let Some(p) = a.as_reg() {
                mark(p);
            }
        }
    }
    for i in &vcode.insts {
        // Registers inline asm clobbers after reading them.
        if let MInst::InlineAsm(a) = i {
            for p in a.clobbers {
                mark(p);
            }
        }
    }
    let preserve = &lowered.preserve;
    if !preserve.gprs.is_empty() || !preserve.xmm.is_empty() {
        for i in &vcode.insts {
            for p in rllc_codegen::MachInst::clobbers(i) {
                mark(p);
            }
        }
        // Pseudo-instructions use the scratch registers without telling the allocator.
        mark(regs::SCRATCH_GPR);
        if vcode.insts.iter().any(MInst::uses_scratch_xmm) {
            mark(regs::SCRATCH_XMM);
        }
    }
    let mut saved: Vec<u8> = regs::SYSV_CALLEE_SAVED
        .iter()
        .chain(&preserve.gprs)
        .copied()
        .filter(|&r| used[r as usize])
        .collect();
    let mut slots = lowered.slots;
    // Whole ymm registers, unless only their low halves are preserved (Win64).
    let saved_xmm_wide = lowered.ymm && !preserve.xmm_low_only;
    let width = if saved_xmm_wide { 32 } else { 16 };
    let saved_xmm: Vec<(u8, rllc_codegen::frame::StackSlot)> = preserve
        .xmm
        .iter()
        .filter(|&&r| used_xmm[r as usize])
        .map(|&r| (r, slots.add(width, width)))
        .collect();
    if !frame_pointer && used[regs::gpr::RBP as usize] {
        saved.push(regs::gpr::RBP);
    }

    // Frame objects are addressed from the frame base FB = (rsp at entry) - 8, which is
    // 16-byte aligned: with a frame pointer rbp = FB, without one rsp = FB - below.
    // The pushes take FB (rbp, or the first saved register) and the slots below it.
    let (slot_offsets, slots_size, _) = slots.layout_down();
    let n = saved.len() as u32;
    let pushed_below_fb = if frame_pointer {
        8 * n
    } else {
        8 * n.saturating_sub(1)
    };
    let saved_area = pushed_below_fb.next_multiple_of(16);
    let spill_bytes = (8 * out.num_spillslots as u32).next_multiple_of(16);
    let spill_base = saved_area + slots_size.next_multiple_of(16) + spill_bytes;
    let below = spill_base + lowered.outgoing;
    let no_objects = slots_size == 0 && out.num_spillslots == 0 && lowered.outgoing == 0;
    let sub = if frame_pointer {
        below - 8 * n
    } else if !has_calls && no_objects {
        // A leaf without stack objects needs no alignment.
        0
    } else {
        below + 8 - 8 * n
    };
    let windows = cx.platform.is_windows();
    if let Some(size) = audit::stack_probe_size(cx, gid).filter(|_| !windows) {
        if sub + 8 * n >= size
            || vcode
                .insts
                .iter()
                .any(|i| matches!(i, MInst::DynAlloca { .. }))
        {
            return Err(CodegenError::unsupported(
                Some(cx.m.globals[gid].pos),
                format!(
                    "stack probes (\"probe-stack\") for the frame or dynamic allocas of @{}",
                    function_name(cx, gid)
                ),
            ));
        }
    }
    // A System V leaf keeps a frame of up to 128 bytes in the red zone below rsp, as llc
    // does, when nothing in it pushes: no calls, inline asm or stack-pointer arithmetic,
    // no `noredzone` (-mno-red-zone), no preserved SSE registers, no realignment.
    let sub = if sub <= RED_ZONE
        && !windows
        && !has_calls
        && saved_xmm.is_empty()
        && lowered.outgoing_align <= 16
        && !cx.no_red_zone(gid)
        && !moves_sp
        && !vcode.insts.iter().any(pushes)
    {
        0
    } else {
        sub
    };
    if windows
        && sub >= abi::win64::PAGE
        && lowered.abi == Abi::SysV
        && vcode
            .insts
            .iter()
            .any(|i| matches!(i, MInst::SaveVarargRegs { .. }))
    {
        // The stack probe takes its size in rax, where al holds the number of vector
        // arguments of a System V variadic call.
        return Err(CodegenError::unsupported(
            None,
            "a System V variadic function with a frame of 4 KiB or more on Windows",
        ));
    }
    // Windows sets the frame pointer last, at most 240 bytes above rsp (the most its
    // unwind information can say); frame objects stay addressed from FB through it.
    let fb_above_fp = if windows && frame_pointer {
        i64::from(below - below.min(MAX_WIN64_FP_OFFSET))
    } else {
        0
    };
    if lowered.ret_pop > 0 && audit::return_thunk(cx, gid) {
        return Err(CodegenError::unsupported(
            Some(cx.m.globals[gid].pos),
            format!(
                "fn_ret_thunk_extern in @{}, which pops its arguments (ret N)",
                function_name(cx, gid)
            ),
        ));
    }
    if naked && (!saved.is_empty() || sub != 0 || !saved_xmm.is_empty()) {
        return Err(CodegenError::unsupported(
            None,
            format!(
                "naked function @{} with code that needs a stack frame",
                function_name(cx, gid)
            ),
        ));
    }
    let frame = Frame {
        naked,
        r11_allocated,
        frame_pointer,
        fb_above_sp: if frame_pointer {
            i64::from(8 * n + sub)
        } else {
            i64::from(sub + 8 * n) - 8
        },
        fb_above_fp,
        probe: windows.then(|| abi::win64::stack_probe(cx.platform == Platform::WindowsMsvc)),
        sub,
        saved,
        slot_offsets,
        spill_base,
        saved_area,
        outgoing: lowered.outgoing,
        realign: lowered.outgoing_align,
        moves_sp,
        ymm: lowered.ymm,
        saved_xmm,
        saved_xmm_wide,
        ret_pop: lowered.ret_pop,
        canary: match lowered.canary {
            Some(slot) => Some(emit::Canary {
                slot,
                guard: emit::Guard::of(cx, gid)?,
            }),
            None => None,
        },
        ibt: cx.ibt,
        entry_endbr: cx.ibt && !cx.no_cf_check(gid),
        ret_thunk: audit::return_thunk(cx, gid),
    };

    let nb = vcode.num_blocks();
    let resolve_symbol = |name: &str| cx.asm_symbol(name);
    let mut em = Emitter::new(&frame, nb, vcode.insts.len() + out.edits.len());
    em.set_symbol_resolver(&resolve_symbol);
    if asm.statements > 0 && std::env::var_os("RLLC_DUMP_ASM").is_some() {
        em.dump_asm(function_name(cx, gid));
    }
    // Moves between registers and spill slots that already hold the same value are left
    // out, reloads of a value another register holds become copies (-O1 and up).
    let fates = if opt != OptLevel::O0 && !returns_twice {
        let scratch: &[regalloc2::PReg] = if r11_allocated {
            &[regs::SCRATCH_XMM]
        } else {
            &[regs::SCRATCH_GPR, regs::SCRATCH_XMM]
        };
        spill_moves::redundant_moves(&vcode, &out, scratch)
    } else {
        Vec::new()
    };
    let items = |b: u32| {
        spill_moves::block_items(&vcode, &out, RaBlock::new(b as usize))
            .filter(|item| !matches!(*item, Item::Edit(k) if fates.get(k) == Some(&MoveFate::Drop)))
    };
    let redirect = jump_only_blocks(&vcode, items);
    em.thread_jumps(&redirect);
    em.prologue();
    // Blocks that only jump are left out: every branch to one goes to its target instead.
    let emitted: Vec<u32> = (0..nb as u32)
        .filter(|&b| b == 0 || redirect[b as usize] == b)
        .collect();
    let emitted = if opt == OptLevel::O0 {
        emitted
    } else {
        let traps = |b: u32| {
            let insts = regalloc2::Function::block_insns(&vcode, RaBlock::new(b as usize));
            insts.len() > 0 && matches!(vcode.insts[insts.last().index()], MInst::Ud2)
        };
        block_placement::place_blocks(
            nb,
            &emitted,
            |b| vcode.succs(b).map(|s| redirect[s as usize]),
            traps,
        )
    };
    for (k, &b) in emitted.iter().enumerate() {
        em.start_block(b);
        let next = emitted.get(k + 1).copied();
        for item in items(b) {
            match item {
                Item::Inst(i) => em.inst(&vcode.insts[i.index()], next),
                Item::Edit(k) => match (fates.get(k), &out.edits[k].1) {
                    (Some(&MoveFate::CopyFrom(r)), &regalloc2::Edit::Move { to, .. }) => {
                        em.edit(&regalloc2::Edit::Move {
                            from: regalloc2::Allocation::reg(r),
                            to,
                        })
                    }
                    (_, edit) => em.edit(edit),
                },
            }
        }
    }
    let mut compiled = em.finish()?;
    compiled.constants = lowered.constants;
    // Report block offsets by IR block index, not machine block.
    compiled.block_offsets = lowered
        .ir_blocks
        .iter()
        .map(|&mb| compiled.block_offsets[mb as usize])
        .collect();
    Ok(compiled)
}

/// The function whose VCode is dumped on stderr (`RLLC_DUMP_VCODE=name`), read from the
/// environment once.
fn dump_vcode_of() -> Option<&'static str> {
    static NAME: std::sync::OnceLock<Option<String>> = std::sync::OnceLock::new();
    NAME.get_or_init(|| std::env::var("RLLC_DUMP_VCODE").ok())
        .as_deref()
}

/// Instructions that push (a switch comparing with a 64-bit case value saves rax on the
/// stack) or may push (inline asm), which would overwrite a frame kept in the red zone.
fn pushes(i: &MInst) -> bool {
    matches!(i, MInst::Switch { .. } | MInst::InlineAsm(_))
}

/// The IR name of function `gid` (for messages).
fn function_name(cx: &ModuleCtx<'_>, gid: GlobalId) -> String {
    match cx.m.globals[gid].name {
        rllc_ir::module::GlobalName::Named(n) => cx.m.syms.text(n).into_owned(),
        rllc_ir::module::GlobalName::Numbered(k) => k.to_string(),
    }
}

/// Instructions that move rsp at run time or need rbp itself, so that frame objects must be
/// addressed from a frame pointer.
fn needs_frame_pointer(i: &MInst) -> bool {
    matches!(
        i,
        MInst::DynAlloca { .. }
            | MInst::WriteSp { .. }
            | MInst::ReadFp { .. }
            | MInst::SjljSetjmp { .. }
            | MInst::SjljLongjmp { .. }
    )
}

/// Per machine block, the block a jump to it may go to instead: the target of blocks that
/// hold nothing but an unconditional jump (edge blocks that needed no moves), followed
/// through chains; the block itself otherwise. `items`: a block's emitted instructions
/// and edits.
fn jump_only_blocks<I: Iterator<Item = Item>>(
    vcode: &rllc_codegen::VCode<MInst>,
    items: impl Fn(u32) -> I,
) -> Vec<u32> {
    let nb = vcode.num_blocks();
    let mut next: Vec<u32> = (0..nb as u32).collect();
    for (b, n) in next.iter_mut().enumerate() {
        let mut items = items(b as u32);
        if let (Some(Item::Inst(i)), None) = (items.next(), items.next()) {
            if let MInst::Jmp { target } = vcode.insts[i.index()] {
                *n = target;
            }
        }
    }
    // Follow chains; a cycle of empty blocks (an infinite loop) keeps its own jumps.
    (0..nb)
        .map(|b| {
            let mut t = b as u32;
            for _ in 0..8 {
                if next[t as usize] == t {
                    return t;
                }
                t = next[t as usize];
            }
            b as u32
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Compiles every function of `ir` at -O0 and -O2; in debug builds this runs the
    /// machine-code checks (every virtual register used, iced-x86's encoder assertions).
    fn compiles(ir: &str) {
        let m = rllc_ir::parse(ir.as_bytes()).expect("parses");
        rllc_ir::verify(&m).expect("verifies");
        let cx = ModuleCtx::new(&m, rllc_codegen::RelocModel::Pic);
        for &g in &m.order {
            let Some(body) = m.function(g).and_then(|f| f.body.as_ref()) else {
                continue;
            };
            for opt in [OptLevel::O0, OptLevel::O2] {
                compile_function(&cx, g, body, opt).expect("compiles");
            }
        }
    }

    /// The instructions of the first definition of `ir` compiled at `opt`.
    fn first_definition(ir: &str, opt: OptLevel) -> Vec<iced_x86::Instruction> {
        use iced_x86::{Decoder, DecoderOptions};
        let m = rllc_ir::parse(ir.as_bytes()).expect("parses");
        rllc_ir::verify(&m).expect("verifies");
        let cx = ModuleCtx::new(&m, rllc_codegen::RelocModel::Pic);
        let (g, body) = m
            .order
            .iter()
            .find_map(|&g| Some((g, m.function(g)?.body.as_ref()?)))
            .expect("a definition");
        let code = compile_function(&cx, g, body, opt).expect("compiles").code;
        Decoder::new(64, &code, DecoderOptions::NONE)
            .into_iter()
            .collect()
    }

    /// Memory accesses through x86's segment address spaces (256–258) are rejected, not
    /// compiled as plain accesses.
    #[test]
    fn segment_address_spaces_are_rejected() {
        let ir = "define i32 @f(ptr addrspace(257) %p) {\n  %v = load i32, ptr addrspace(257) %p\n  ret i32 %v\n}\n";
        let m = rllc_ir::parse(ir.as_bytes()).expect("parses");
        let cx = ModuleCtx::new(&m, rllc_codegen::RelocModel::Pic);
        let g = m.order[0];
        let body = m.function(g).and_then(|f| f.body.as_ref()).expect("body");
        let e = compile_function(&cx, g, body, OptLevel::O0).expect_err("rejected");
        assert!(e.message.contains("address space 257"), "{}", e.message);
    }

    /// An `optnone` function gets the -O0 code at -O2 (LLVM's fast path); without the
    /// attribute the two levels differ for this function.
    #[test]
    fn optnone_is_compiled_as_at_o0() {
        let body = "(i64 %a, i64 %b) {\n  %s = add i64 %a, %b\n  %t = mul i64 %s, %a\n  %c = icmp ult i64 %t, %b\n  br i1 %c, label %x, label %y\nx:\n  ret i64 %s\ny:\n  ret i64 %t\n}\n";
        let plain = format!("define i64 @f{body}");
        let optnone = format!("define i64 @f{body}attributes #0 = {{ noinline optnone }}\n")
            .replacen("@f(i64 %a, i64 %b)", "@f(i64 %a, i64 %b) #0", 1);
        assert_ne!(
            first_definition(&plain, OptLevel::O0),
            first_definition(&plain, OptLevel::O2)
        );
        assert_eq!(
            first_definition(&optnone, OptLevel::O0),
            first_definition(&optnone, OptLevel::O2)
        );
    }

    /// Whether the code of the first definition of `ir`, compiled at -O0, moves rsp with
    /// `sub`.
    fn subtracts_from_rsp(ir: &str) -> bool {
        use iced_x86::{Mnemonic, OpKind, Register};
        first_definition(ir, OptLevel::O0).iter().any(|i| {
            i.mnemonic() == Mnemonic::Sub
                && i.op0_kind() == OpKind::Register
                && i.op0_register() == Register::RSP
        })
    }

    /// A leaf keeps its small frame in the red zone, unless it has `noredzone` or calls.
    #[test]
    fn red_zone_frames() {
        let leaf = |attrs: &str| {
            format!(
                "define i64 @f(i64 %x) {attrs} {{
                   %a = alloca i64
                   store volatile i64 %x, ptr %a
                   %v = load volatile i64, ptr %a
                   ret i64 %v
                 }}"
            )
        };
        assert!(!subtracts_from_rsp(&leaf("")));
        assert!(subtracts_from_rsp(&leaf("noredzone")));
        assert!(subtracts_from_rsp(
            "declare void @g()
             define i64 @f(i64 %x) {
               %a = alloca i64
               store volatile i64 %x, ptr %a
               call void @g()
               %v = load volatile i64, ptr %a
               ret i64 %v
             }"
        ));
    }

    /// Vector division and remainder go lane by lane through `div`, which defines its
    /// own quotient and remainder registers.
    #[test]
    fn vector_division_by_lanes() {
        compiles(
            "define <2 x i32> @q(<2 x i32> %a, <2 x i32> %b) {
               %q = udiv <2 x i32> %a, %b
               ret <2 x i32> %q
             }
             define <4 x i16> @r(<4 x i16> %a, <4 x i16> %b) {
               %r = srem <4 x i16> %a, %b
               ret <4 x i16> %r
             }",
        );
    }

    /// One-element integer and pointer vectors cross calls in general-purpose registers.
    #[test]
    fn one_element_vectors_in_calls() {
        compiles(
            "declare <1 x i64> @g(<1 x i64>, <1 x ptr>)
             define <1 x i8> @f(<1 x i64> %a, <1 x ptr> %p, <1 x i8> %c) {
               %r = call <1 x i64> @g(<1 x i64> %a, <1 x ptr> %p)
               ret <1 x i8> %c
             }",
        );
    }

    /// Loops whose bodies read values defined before them (renamed for the allocator by
    /// `loop_split`): nested loops, a loop with two latches, a loop counter's start value
    /// passed to the header; checked by the debug machine-code checks.
    #[test]
    fn loops_reading_outer_values() {
        compiles(
            "declare void @g(i64)
             define i64 @f(ptr %p, i64 %n, i64 %m, i64 %k) {
             entry:
               %start = add i64 %k, 3
               call void @g(i64 %start)
               br label %outer
             outer:
               %j = phi i64 [ 0, %entry ], [ %j1, %outer_latch ]
               %acc = phi i64 [ 0, %entry ], [ %acc2, %outer_latch ]
               br label %inner
             inner:
               %i = phi i64 [ %start, %outer ], [ %i1, %cont ], [ %i2, %skip ]
               %a = phi i64 [ %acc, %outer ], [ %a1, %cont ], [ %a, %skip ]
               %q = getelementptr i64, ptr %p, i64 %i
               %x = load i64, ptr %q
               %a1 = add i64 %a, %x
               %i1 = add i64 %i, 1
               %odd = and i64 %i1, 1
               %c = icmp eq i64 %odd, 0
               br i1 %c, label %skip, label %cont
             cont:
               %more = icmp ult i64 %i1, %n
               br i1 %more, label %inner, label %outer_latch
             skip:
               %i2 = add i64 %i1, %m
               %more2 = icmp ult i64 %i2, %n
               br i1 %more2, label %inner, label %outer_latch
             outer_latch:
               %acc2 = phi i64 [ %a1, %cont ], [ %a, %skip ]
               %j1 = add i64 %j, 1
               %again = icmp ult i64 %j1, %m
               br i1 %again, label %outer, label %exit
             exit:
               call void @g(i64 %k)
               ret i64 %acc2
             }",
        );
    }

    /// The mnemonics of the first definition of `ir` compiled at -O2.
    fn o2_mnemonics(ir: &str) -> Vec<iced_x86::Mnemonic> {
        first_definition(ir, OptLevel::O2)
            .iter()
            .map(|i| i.mnemonic())
            .collect()
    }

    /// Bit-field reads as zstd's bit streams write them: the count's `and 63` is left to
    /// the processor; with BMI2, `shrx` and `bzhi`.
    #[test]
    fn shift_counts_and_bmi2() {
        use iced_x86::Mnemonic::*;
        let ir = |attrs: &str| {
            format!(
                "define i64 @f(i64 %x, i32 %start, i32 %n) {attrs} {{
                   %neg = sub i32 0, %start
                   %c = and i32 %neg, 63
                   %cz = zext nneg i32 %c to i64
                   %s = lshr i64 %x, %cz
                   %nz = zext i32 %n to i64
                   %m = shl nsw i64 -1, %nz
                   %mask = xor i64 %m, -1
                   %r = and i64 %s, %mask
                   ret i64 %r
                 }}
                 attributes #0 = {{ \"target-features\"=\"+bmi2\" }}"
            )
        };
        let plain = o2_mnemonics(&ir(""));
        assert_eq!(plain.iter().filter(|&&m| m == And).count(), 1, "{plain:?}");
        let bmi2 = o2_mnemonics(&ir("#0"));
        assert!(bmi2.contains(&Shrx) && bmi2.contains(&Bzhi), "{bmi2:?}");
        assert!(!bmi2.contains(&And) && !bmi2.contains(&Shl), "{bmi2:?}");
    }

    /// A compare used by selects in two blocks sets the flags at each (no `setcc`).
    #[test]
    fn compares_recomputed_for_each_select() {
        let code = o2_mnemonics(
            "define i64 @f(i64 %a, i64 %b, i64 %x, i64 %y, i1 %p) {
               %c = icmp ult i64 %a, %b
               %s = select i1 %c, i64 %x, i64 %y
               br i1 %p, label %t, label %e
             t:
               %s2 = select i1 %c, i64 %y, i64 %a
               %r = add i64 %s, %s2
               ret i64 %r
             e:
               ret i64 %s
             }",
        );
        assert!(
            !code.iter().any(|m| format!("{m:?}").starts_with("Set")),
            "{code:?}"
        );
    }

    /// An element of a local array is addressed from the stack pointer with the index in
    /// the addressing mode (no `lea` of the array first).
    #[test]
    fn stack_array_elements_indexed() {
        let code = o2_mnemonics(
            "declare void @g(ptr)
             define i32 @f(i64 %i, i32 %v) {
               %a = alloca [16 x i32], align 16
               call void @g(ptr %a)
               %p = getelementptr inbounds [16 x i32], ptr %a, i64 0, i64 %i
               store i32 %v, ptr %p, align 4
               call void @g(ptr %a)
               %q = getelementptr inbounds [16 x i32], ptr %a, i64 0, i64 %i
               %r = load i32, ptr %q, align 4
               ret i32 %r
             }",
        );
        let leas = code
            .iter()
            .filter(|&&m| m == iced_x86::Mnemonic::Lea)
            .count();
        assert_eq!(leas, 2, "only the call arguments: {code:?}");
    }
}
