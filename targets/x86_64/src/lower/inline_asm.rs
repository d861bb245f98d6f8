//! Inline asm (`call asm`, and `callbr asm` for `asm goto`): the constraint string
//! (LangRef "Inline Asm Constraint String", x86 codes) decides where each operand goes —
//! a register of a class or a fixed one, a tied register (`0`), an immediate, memory, an
//! x87 stack register, the flags (`=@cc<cond>`) or a label — and the statement becomes one
//! [`MInst::InlineAsm`] whose register operands carry those constraints to the allocator.
//! Clobbered registers are early definitions of dead registers, so that no input, output
//! or value living across the statement is put in them. The template is substituted and
//! assembled after register allocation (`emit/inline_asm.rs`).

use super::*;
use crate::asm::Dialect;
use crate::asm_inst::{AsmInst, AsmOperand};
use rllc_codegen::asm_constraints::{parse_constraints, Constraint, Role};
use rllc_codegen::OperandUse;

/// The length of an x86 letter constraint code: `Y` starts two-letter codes (`Yz`).
fn letter_code_len(first: u8) -> usize {
    if first == b'Y' {
        2
    } else {
        1
    }
}

/// The general-purpose or SSE register a `{name}` code or clobber names (any width).
fn named_register(name: &str) -> Option<PReg> {
    use iced_x86::Register as R;
    let r = crate::asm::register(name)?;
    if let Some(n) = (0..16u8).find(|&n| [1, 2, 4, 8].iter().any(|&b| regs::gpr_sized(n, b) == r)) {
        return Some(g(n));
    }
    [R::XMM0, R::YMM0, R::ZMM0].iter().find_map(|&base| {
        let n = (r as u32).checked_sub(base as u32)?;
        (n < 16).then(|| x(n as u8))
    })
}

/// The condition of a flag output `{@cc<cond>}`.
fn flag_condition(code: &str) -> Option<Cc> {
    let cond = code.strip_prefix("{@cc")?.strip_suffix('}')?;
    Some(match cond {
        "o" => Cc::O,
        "no" => Cc::No,
        "b" | "c" | "nae" => Cc::B,
        "ae" | "nb" | "nc" => Cc::Ae,
        "e" | "z" => Cc::E,
        "ne" | "nz" => Cc::Ne,
        "be" | "na" => Cc::Be,
        "a" | "nbe" => Cc::A,
        "s" => Cc::S,
        "ns" => Cc::Ns,
        "p" | "pe" => Cc::P,
        "np" | "po" => Cc::Np,
        "l" | "nge" => Cc::L,
        "ge" | "nl" => Cc::Ge,
        "le" | "ng" => Cc::Le,
        "g" | "nle" => Cc::G,
        _ => return None,
    })
}

/// The x87 stack register a code names: `t`/`{st}` is st(0), `u`/`{st(1)}` st(1).
fn x87_register(code: &str) -> Option<u8> {
    match code {
        "t" | "f" | "{st}" | "{st(0)}" => Some(0),
        "u" | "{st(1)}" => Some(1),
        _ => None,
    }
}

/// Whether immediate code `code` accepts the integer `v`.
fn imm_fits(code: &str, v: i64) -> bool {
    match code {
        "i" | "n" | "X" | "g" | "E" | "F" => true,
        "e" => fits_i32(v),
        "Z" => (0..=i64::from(u32::MAX)).contains(&v),
        "I" => (0..=31).contains(&v),
        "J" => (0..=63).contains(&v),
        "K" => (-128..=127).contains(&v),
        "L" => matches!(v, 0xff | 0xffff | 0xffff_ffff),
        "M" => (0..=3).contains(&v),
        "N" => (0..=255).contains(&v),
        "O" => (0..=127).contains(&v),
        _ => false,
    }
}

/// Where an operand goes.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
enum Place {
    /// A register of a class, possibly a fixed one.
    Reg {
        class: RegClass,
        fixed: Option<PReg>,
    },
    /// One of a few fixed registers (`Q`: with a high byte; `R`: a legacy register).
    OneOf(&'static [u8]),
    /// `rax` and `rdx` for a 128-bit value (`A`).
    Pair,
    Imm,
    Mem,
    X87(u8),
    Flag(Cc),
    Label,
}

/// Registers with an addressable high byte, and the legacy eight, as `Q` and `R` pick
/// them (rbx last: it is callee-saved).
const Q_REGS: &[u8] = &[gpr::RAX, gpr::RCX, gpr::RDX, gpr::RBX];
const R_REGS: &[u8] = &[gpr::RAX, gpr::RCX, gpr::RDX, gpr::RSI, gpr::RDI, gpr::RBX];

/// Registers the allocator hands out at every level, to pin `asm goto` outputs to.
const GOTO_GPRS: &[u8] = &[
    gpr::RAX,
    gpr::RCX,
    gpr::RDX,
    gpr::RSI,
    gpr::RDI,
    gpr::R8,
    gpr::R9,
    gpr::R10,
];

/// The place of one register code, or None when `code` is not a register code.
fn register_place(code: &str) -> Option<Place> {
    let int = |fixed: Option<u8>| Place::Reg {
        class: RegClass::Int,
        fixed: fixed.map(g),
    };
    let sse = |fixed: Option<PReg>| Place::Reg {
        class: RegClass::Float,
        fixed,
    };
    Some(match code {
        "r" | "q" | "l" | "g" | "X" | "p" => int(None),
        "Q" => Place::OneOf(Q_REGS),
        "R" => Place::OneOf(R_REGS),
        "a" => int(Some(gpr::RAX)),
        "b" => int(Some(gpr::RBX)),
        "c" => int(Some(gpr::RCX)),
        "d" => int(Some(gpr::RDX)),
        "S" => int(Some(gpr::RSI)),
        "D" => int(Some(gpr::RDI)),
        "A" => Place::Pair,
        "x" | "v" | "Yx" | "Y2" | "Yi" | "Yt" => sse(None),
        "Yz" => sse(Some(x(0))),
        _ if code.starts_with('{') => {
            let name = code.trim_start_matches('{').trim_end_matches('}');
            if let Some(c) = flag_condition(code) {
                return Some(Place::Flag(c));
            }
            if let Some(n) = x87_register(code) {
                return Some(Place::X87(n));
            }
            let p = named_register(name)?;
            match p.class() {
                RegClass::Int => Place::Reg {
                    class: RegClass::Int,
                    fixed: Some(p),
                },
                _ => sse(Some(p)),
            }
        }
        _ => return x87_register(code).map(Place::X87),
    })
}

/// What a function's inline asm needs beyond its operands.
#[derive(Copy, Clone, Default, Debug)]
pub struct AsmNeeds {
    /// Callee-saved registers (bit per hardware number: rbx, rbp, r12–r15) that are
    /// operands or clobbers: the allocator must hand them out even at -O0.
    pub callee_saved: u16,
    /// rbp is an operand or clobber (of the statement at this position): the function
    /// cannot keep a frame pointer.
    pub rbp: Option<u32>,
    /// rbx is an operand or clobber (of the statement at this position): the function
    /// cannot keep a base pointer.
    pub rbx: Option<u32>,
    /// `alignstack`: the stack must be aligned as at a call.
    pub align_stack: bool,
    /// Number of asm statements.
    pub statements: u32,
}

impl Lowerer<'_, '_> {
    /// `callbr`: `asm goto` ending block `b`.
    pub(super) fn lower_callbr(
        &mut self,
        b: Block,
        i: Inst,
        cid: rllc_ir::inst::CallId,
        args: &[Value],
    ) -> LResult<()> {
        let ci = &self.body.calls[cid];
        let Value::Asm(k) = args[0] else {
            return Err(err(self.pos, "callbr of a function"));
        };
        let call_args = &args[1..1 + ci.num_args as usize];
        let dests: Vec<Block> = args[args.len() - 1 - ci.num_indirect as usize..]
            .iter()
            .map(|v| match v {
                Value::Block(d) => *d,
                _ => unreachable!("callbr destinations are blocks"),
            })
            .collect();
        if dests.len() > 1 {
            return self.lower_inline_asm(i, k, call_args, &dests);
        }
        // No indirect destination: an asm statement and a branch.
        self.lower_inline_asm(i, k, call_args, &[])?;
        let a = self.phi_args(b, dests[0])?;
        let target = self.blocks.block_map[dests[0]];
        self.push(MInst::Jmp { target });
        self.vc.end_block(&[(target, &a)]);
        Ok(())
    }

    /// Lowers `call asm` (`dests` empty) or `callbr asm` (`dests`: the fallthrough block,
    /// then the indirect ones) in the current block.
    pub(super) fn lower_inline_asm(
        &mut self,
        i: Inst,
        k: u32,
        args: &[Value],
        dests: &[Block],
    ) -> LResult<()> {
        let b = self.current_block;
        let asm = &self.body.asms[k as usize];
        if asm.align_stack {
            self.asm_needs.align_stack = true;
        }
        let constraints = String::from_utf8_lossy(&asm.constraints).into_owned();
        let cons = parse_constraints(&constraints, letter_code_len);
        let rt = self.body.insts[i].ty;
        let direct_outputs = cons
            .iter()
            .filter(|c| c.role == Role::Output && !c.indirect)
            .count();
        let empty = asm.template.iter().all(u8::is_ascii_whitespace);
        if empty && direct_outputs == 0 && dests.is_empty() {
            // Only a barrier for the optimiser: nothing to emit.
            return Ok(());
        }
        let out_types: Vec<Type> = match direct_outputs {
            0 => Vec::new(),
            1 => vec![rt],
            _ => self
                .types()
                .struct_fields(rt)
                .map(<[Type]>::to_vec)
                .ok_or_else(|| err(self.pos, "inline asm outputs of this type"))?,
        };
        let mut a = AsmInst {
            template: asm.template.clone(),
            dialect: if asm.intel_dialect {
                Dialect::Intel
            } else {
                Dialect::Att
            },
            operands: Vec::new(),
            regs: Vec::new(),
            mems: Vec::new(),
            flag_outputs: Vec::new(),
            clobbers: regalloc2::PRegSet::empty(),
            targets: Vec::new(),
            uid: self.asm_count,
            pos: self.pos,
        };
        self.asm_count += 1;
        self.asm_needs.statements += 1;

        // Operands by LLVM's numbering: the value (or type) of each, and its place.
        struct Op {
            c: usize,
            value: Option<Value>,
            ty: Type,
            place: Place,
            /// For a tied input, the output operand it is tied to.
            tied: Option<usize>,
        }
        let mut ops: Vec<Op> = Vec::new();
        let (mut next_arg, mut next_out, mut next_label) = (0usize, 0usize, 1usize);
        let mut clobbers: Vec<PReg> = Vec::new();
        let mut x87_popped = [false; 2];
        for (ci, c) in cons.iter().enumerate() {
            match c.role {
                Role::Clobber => {
                    let code = c.codes.first().map(String::as_str).unwrap_or("");
                    let name = code.trim_start_matches('{').trim_end_matches('}');
                    if let Some(n) = x87_register(code) {
                        x87_popped[n as usize] = true;
                    } else if let Some(p) = named_register(name) {
                        if !clobbers.contains(&p) {
                            clobbers.push(p);
                        }
                    }
                    continue;
                }
                Role::Label => {
                    let blk = *dests
                        .get(next_label)
                        .ok_or_else(|| err(self.pos, "inline asm label without a destination"))?;
                    next_label += 1;
                    ops.push(Op {
                        c: ci,
                        value: Some(Value::Block(blk)),
                        ty: self.types().common().label,
                        place: Place::Label,
                        tied: None,
                    });
                    continue;
                }
                Role::Output if !c.indirect => {
                    let ty = out_types[next_out];
                    next_out += 1;
                    let place = c
                        .codes
                        .iter()
                        .find_map(|code| register_place(code))
                        .ok_or_else(|| {
                            err(
                                self.pos,
                                format!("inline asm output constraint '{}'", c.codes.join("")),
                            )
                        })?;
                    // Two outputs in one register cannot both be defined (LLVM rejects
                    // such asm too).
                    if let Place::Reg { fixed: Some(p), .. } = place {
                        let taken = ops.iter().any(|o| {
                            matches!(cons[o.c].role, Role::Output)
                                && matches!(o.place, Place::Reg { fixed: Some(q), .. } if q == p)
                        });
                        if taken {
                            return Err(err(
                                self.pos,
                                "inline asm with two outputs in one register",
                            ));
                        }
                    }
                    ops.push(Op {
                        c: ci,
                        value: None,
                        ty,
                        place,
                        tied: None,
                    });
                    continue;
                }
                _ => {}
            }
            // Inputs and indirect outputs take the next call argument.
            let v = *args
                .get(next_arg)
                .ok_or_else(|| err(self.pos, "inline asm operand without a value"))?;
            next_arg += 1;
            let ty = self.value_type(v);
            let tied = c.codes.iter().find_map(|code| code.parse::<usize>().ok());
            let place = if c.indirect {
                Place::Mem
            } else if let Some(t) = tied {
                let out = ops
                    .get(t)
                    .filter(|o| o.value.is_none())
                    .ok_or_else(|| err(self.pos, "inline asm input tied to a non-output"))?;
                match out.place {
                    Place::Flag(_) | Place::Label | Place::Mem | Place::Imm => {
                        return Err(err(self.pos, "inline asm input tied to this output"))
                    }
                    p => p,
                }
            } else {
                self.input_place(c, v)?
            };
            ops.push(Op {
                c: ci,
                value: Some(v),
                ty,
                place,
                tied,
            });
        }

        // `asm goto` outputs are defined by a branch: the allocator needs them in fixed
        // registers. Pick fixed registers for them, and for `Q`/`R` codes, avoiding
        // the registers fixed otherwise.
        let mut taken: Vec<PReg> = clobbers.clone();
        for o in &ops {
            match o.place {
                Place::Reg { fixed: Some(p), .. } => taken.push(p),
                Place::Pair => taken.extend([g(gpr::RAX), g(gpr::RDX)]),
                _ => {}
            }
        }
        let goto = !dests.is_empty();
        for k in 0..ops.len() {
            let pick =
                |taken: &[PReg], set: &[u8]| set.iter().map(|&r| g(r)).find(|p| !taken.contains(p));
            let place = ops[k].place;
            let new = match place {
                Place::OneOf(set) => pick(&taken, set),
                Place::Reg {
                    class: RegClass::Int,
                    fixed: None,
                } if goto && ops[k].value.is_none() => pick(&taken, GOTO_GPRS),
                Place::Reg {
                    class: RegClass::Float,
                    fixed: None,
                } if goto && ops[k].value.is_none() => (0..15).map(x).find(|p| !taken.contains(p)),
                _ => continue,
            };
            let p = new.ok_or_else(|| err(self.pos, "inline asm needing too many registers"))?;
            taken.push(p);
            ops[k].place = Place::Reg {
                class: p.class(),
                fixed: Some(p),
            };
            // Inputs tied to this output share its register.
            for o in ops.iter_mut() {
                if o.tied == Some(k) {
                    o.place = ops_place(p);
                }
            }
        }
        fn ops_place(p: PReg) -> Place {
            Place::Reg {
                class: p.class(),
                fixed: Some(p),
            }
        }

        // Inputs first (their positions in `regs` are what tied outputs reuse), then
        // outputs, then clobbers.
        let mut operands = vec![AsmOperand::Imm(0); ops.len()];
        let mut input_reg: Vec<Option<u16>> = vec![None; ops.len()];
        let mut x87_inputs: Vec<(u8, Value, Type)> = Vec::new();
        for (n, o) in ops.iter().enumerate() {
            let Some(v) = o.value else { continue };
            operands[n] = match o.place {
                Place::Label => {
                    let Value::Block(blk) = v else { unreachable!() };
                    AsmOperand::Label(self.blocks.edge_target(b, blk))
                }
                Place::Imm => self.asm_immediate(&cons[o.c], v)?,
                Place::Mem => {
                    let mem = if cons[o.c].indirect {
                        self.amode(v)?
                    } else {
                        self.spill_to_slot(v)?
                    };
                    let mem = self.asm_unshared_amode(&a, mem);
                    a.mems.push(mem);
                    AsmOperand::Mem(a.mems.len() as u16 - 1)
                }
                Place::X87(st) => {
                    x87_inputs.push((st, v, o.ty));
                    AsmOperand::X87(st)
                }
                Place::Reg { class, fixed } => {
                    // Two inputs in one register cannot be allocated (llc: "couldn't
                    // allocate input reg"); regalloc2 panicked: found by rllc-fuzz.
                    if let Some(p) = fixed {
                        if a.regs
                            .iter()
                            .any(|r| matches!(r.1, OperandUse::FixedUse(q) if q == p))
                        {
                            return Err(err(
                                self.pos,
                                "inline asm with two inputs in the same register",
                            ));
                        }
                    }
                    let r = self.asm_input_reg(&a, v, class)?;
                    let how = match fixed {
                        Some(p) => OperandUse::FixedUse(p),
                        None => OperandUse::Use,
                    };
                    a.regs.push((r, how));
                    input_reg[n] = Some(a.regs.len() as u16 - 1);
                    AsmOperand::Reg {
                        reg: a.regs.len() as u16 - 1,
                        bytes: self.asm_operand_bytes(o.ty, class),
                    }
                }
                Place::Pair | Place::OneOf(_) | Place::Flag(_) => {
                    return Err(err(self.pos, "this inline asm input constraint"))
                }
            };
        }
        // x87 inputs: st(1) is pushed first, then st(0).
        x87_inputs.sort_by_key(|&(st, ..)| std::cmp::Reverse(st));
        if x87_inputs.windows(2).any(|w| w[0].0 == w[1].0) {
            return Err(err(self.pos, "two inline asm inputs in one x87 register"));
        }
        for &(_, v, t) in &x87_inputs {
            self.asm_fld(v, t)?;
        }

        // Outputs: registers of the result's parts, written by the asm directly.
        let result_regs = if direct_outputs > 0 && !self.is_fp80(rt) {
            let r = self.inst_range(i)?;
            self.range(r)
        } else {
            Regs::new()
        };
        let mut part = 0usize;
        // Outputs the asm leaves elsewhere: (register written, value register, part).
        let mut converts: Vec<(Reg, Reg, Part)> = Vec::new();
        let mut x87_outputs: Vec<(u8, Type, Vec<Reg>)> = Vec::new();
        for (n, o) in ops.iter().enumerate() {
            if o.value.is_some() {
                continue;
            }
            // x86_fp80 results live in memory, not in registers.
            let parts = if self.is_fp80(o.ty) {
                Parts::new()
            } else {
                self.parts_of(o.ty)?
            };
            let dst: Regs = result_regs[part..part + parts.len()].into();
            part += parts.len();
            let tied_input = ops
                .iter()
                .position(|t| t.tied == Some(n))
                .and_then(|t| input_reg[t]);
            let early = cons[o.c].early;
            match o.place {
                Place::Reg { class, fixed } => {
                    if parts.len() != 1 {
                        return Err(err(
                            self.pos,
                            "inline asm output of this type in a register",
                        ));
                    }
                    let mut r = dst[0];
                    if self.vc.class_of(r) != class {
                        if goto {
                            return Err(err(self.pos, "asm goto output needing a conversion"));
                        }
                        let t = self.vc.new_vreg(class);
                        converts.push((t, r, parts[0].0));
                        r = t;
                    }
                    let how = match (fixed, tied_input, early) {
                        (Some(p), _, false) => OperandUse::FixedDef(p),
                        (Some(p), _, true) => OperandUse::FixedEarlyDef(p),
                        (None, Some(k), _) => OperandUse::ReuseDef(usize::from(k)),
                        (None, None, true) => OperandUse::EarlyDef,
                        (None, None, false) => OperandUse::Def,
                    };
                    a.regs.push((r, how));
                    operands[n] = AsmOperand::Reg {
                        reg: a.regs.len() as u16 - 1,
                        bytes: self.asm_operand_bytes(o.ty, class),
                    };
                }
                Place::Pair => {
                    if parts.len() != 2 || parts.iter().any(|(p, _)| *p != Part::Int(64)) {
                        return Err(err(self.pos, "inline asm 'A' output of this type"));
                    }
                    let how = |p| {
                        if early {
                            OperandUse::FixedEarlyDef(g(p))
                        } else {
                            OperandUse::FixedDef(g(p))
                        }
                    };
                    a.regs.push((dst[0], how(gpr::RAX)));
                    a.regs.push((dst[1], how(gpr::RDX)));
                    operands[n] = AsmOperand::Reg {
                        reg: a.regs.len() as u16 - 2,
                        bytes: 8,
                    };
                }
                Place::Flag(cc) => {
                    if goto {
                        return Err(err(self.pos, "asm goto with flag outputs"));
                    }
                    if parts.len() != 1 || !matches!(parts[0].0, Part::Int(_)) {
                        return Err(err(self.pos, "inline asm flag output of this type"));
                    }
                    a.regs.push((dst[0], OperandUse::Def));
                    a.flag_outputs.push((cc, a.regs.len() as u16 - 1));
                    operands[n] = AsmOperand::Imm(0);
                }
                Place::X87(st) => {
                    if goto {
                        return Err(err(self.pos, "asm goto with x87 outputs"));
                    }
                    x87_outputs.push((st, o.ty, dst.to_vec()));
                    operands[n] = AsmOperand::X87(st);
                }
                _ => {
                    return Err(err(self.pos, "this inline asm output constraint"));
                }
            }
        }
        // Clobbered registers: early definitions of dead registers, so that nothing the
        // statement reads or writes, nor any value living across it, is put there.
        // A clobbered input register is clobbered after the statement read it.
        let has_reuse = a
            .regs
            .iter()
            .any(|(_, how)| matches!(how, OperandUse::ReuseDef(_)));
        for &p in &clobbers {
            if p == regs::SCRATCH_GPR || p == regs::SCRATCH_XMM || p == g(gpr::RSP) {
                // Never holds a value across instructions (rsp: LLVM ignores it too).
                continue;
            }
            match fixed_use(&a, p) {
                // With a tied output the allocator keeps the inputs until the statement
                // ends, where the clobber is: it panicked (found by rllc-fuzz). clang
                // rejects inputs in clobbered registers in C.
                Some(OperandUse::FixedUse(_)) if has_reuse => {
                    return Err(err(
                        self.pos,
                        "inline asm with a tied output and an input in a clobbered register",
                    ))
                }
                Some(OperandUse::FixedUse(_)) => a.clobbers.add(p),
                Some(_) => {}
                None => {
                    let dead = self.vc.new_vreg(p.class());
                    a.regs.push((dead, OperandUse::FixedEarlyDef(p)));
                }
            }
        }
        let mut fixed: Vec<PReg> = a.clobbers.into_iter().collect();
        fixed.extend(a.regs.iter().filter_map(|&(_, how)| match how {
            OperandUse::FixedUse(p) | OperandUse::FixedDef(p) | OperandUse::FixedEarlyDef(p) => {
                Some(p)
            }
            _ => None,
        }));
        for p in fixed {
            if p == regs::SCRATCH_GPR || p == regs::SCRATCH_XMM || p == g(gpr::RSP) {
                let name = if p.class() == RegClass::Int {
                    regs::gpr_sized(p.hw_enc() as u8, 8)
                } else {
                    regs::xmm(p.hw_enc() as u8)
                };
                return Err(err(
                    self.pos,
                    format!(
                        "inline asm operand in {}",
                        format!("{name:?}").to_lowercase()
                    ),
                ));
            }
            if p.class() == RegClass::Int
                && (regs::SYSV_CALLEE_SAVED.contains(&(p.hw_enc() as u8)) || p == g(gpr::RBP))
            {
                self.asm_needs.callee_saved |= 1 << p.hw_enc();
                if p == g(gpr::RBP) {
                    self.asm_needs.rbp.get_or_insert(self.pos);
                }
                if p == g(gpr::RBX) {
                    self.asm_needs.rbx.get_or_insert(self.pos);
                }
            }
        }
        // With most of the registers -O0 allocates clobbered, the operands need the
        // callee-saved ones.
        let free = [
            gpr::RAX,
            gpr::RCX,
            gpr::RDX,
            gpr::RSI,
            gpr::RDI,
            gpr::R8,
            gpr::R9,
            gpr::R10,
        ]
        .iter()
        .filter(|&&r| fixed_use(&a, g(r)).is_none() && !a.clobbers.contains(g(r)))
        .count();
        if free < 4 {
            for r in regs::SYSV_CALLEE_SAVED {
                self.asm_needs.callee_saved |= 1 << r;
            }
        }
        a.operands = operands;

        if goto {
            let targets: Vec<MBlock> = dests
                .iter()
                .map(|&d| self.blocks.edge_target(b, d))
                .collect();
            a.targets = targets.clone();
            self.push(MInst::InlineAsm(Box::new(a)));
            let mut succs: Vec<MBlock> = Vec::new();
            for t in targets {
                if !succs.contains(&t) {
                    succs.push(t);
                }
            }
            let refs: Vec<(MBlock, &[Reg])> = succs.iter().map(|&s| (s, &[][..])).collect();
            self.vc.end_block(&refs);
            return Ok(());
        }
        self.push(MInst::InlineAsm(Box::new(a)));
        for (t, r, p) in converts {
            self.asm_convert(p, t, r);
        }
        // x87 results: outputs from the top of the stack, then inputs still there.
        x87_outputs.sort_by_key(|&(st, ..)| st);
        if x87_outputs
            .iter()
            .enumerate()
            .any(|(k, o)| o.0 as usize != k)
        {
            return Err(err(
                self.pos,
                "inline asm x87 outputs that are not st(0), st(1)",
            ));
        }
        for (_, t, dst) in &x87_outputs {
            self.asm_fstp(i, *t, dst)?;
        }
        let left = x87_inputs
            .iter()
            .filter(|&&(st, ..)| {
                let tied = ops
                    .iter()
                    .any(|o| o.place == Place::X87(st) && o.value.is_some() && o.tied.is_some());
                !tied && !x87_popped[st as usize]
            })
            .count();
        for _ in 0..left {
            let t = self.fp80_scratch();
            self.push(MInst::Fstp {
                kind: FKind::F80,
                mem: t,
            });
        }
        Ok(())
    }

    /// The place of input `c` with value `v`: an immediate when `v` is a constant some
    /// immediate code accepts, else a register, else memory.
    fn input_place(&mut self, c: &Constraint, v: Value) -> LResult<Place> {
        if let Value::Const(k) = v {
            for code in &c.codes {
                let ok = match self.const_val(k) {
                    Ok(ConstVal::Bits(b)) => {
                        let w = self.types().int_width(self.m.consts.ty(k)).unwrap_or(64);
                        self.types().int_width(self.m.consts.ty(k)).is_some()
                            && imm_fits(code, sign_extend(b, w))
                    }
                    Ok(ConstVal::Sym(..)) => matches!(code.as_str(), "i" | "s" | "X" | "g"),
                    _ => false,
                };
                if ok {
                    return Ok(Place::Imm);
                }
            }
        }
        if let Some(p) = c.codes.iter().find_map(|code| register_place(code)) {
            return Ok(p);
        }
        if c.codes
            .iter()
            .any(|code| matches!(code.as_str(), "m" | "o" | "V" | "<" | ">"))
        {
            return Ok(Place::Mem);
        }
        Err(err(
            self.pos,
            format!(
                "inline asm input constraint '{}' for this value",
                c.codes.join("")
            ),
        ))
    }

    /// The immediate operand for constant `v`.
    fn asm_immediate(&mut self, c: &Constraint, v: Value) -> LResult<AsmOperand> {
        let Value::Const(k) = v else {
            return Err(err(self.pos, "inline asm immediate that is not a constant"));
        };
        let _ = c;
        Ok(match self.const_val(k)? {
            ConstVal::Bits(b) => {
                let w = self.types().int_width(self.m.consts.ty(k)).unwrap_or(64);
                AsmOperand::Imm(sign_extend(b, w))
            }
            ConstVal::Sym(t, off) => AsmOperand::Sym(t, off),
            ConstVal::StaticSlot(_) => unreachable!("constants are not stack slots"),
        })
    }

    /// A register holding input `v` in register class `class`, not used by any other
    /// operand of `a` (the allocator cannot give one register two places at once).
    fn asm_input_reg(&mut self, a: &AsmInst, v: Value, class: RegClass) -> LResult<Reg> {
        let regs = self.value_regs(v)?;
        if regs.len() != 1 {
            return Err(err(self.pos, "inline asm input of this type in a register"));
        }
        let mut r = regs[0];
        let vt = self.value_type(v);
        if self.vc.class_of(r) != class {
            let t = self.vc.new_vreg(class);
            let bytes = self.cx.layouts.size(vt);
            if class == RegClass::Int {
                self.push(MInst::XmmToGpr {
                    wide: bytes == 8,
                    src: r,
                    dst: t,
                });
            } else {
                self.push(MInst::GprToXmm {
                    wide: bytes == 8,
                    src: r,
                    dst: t,
                });
            }
            r = t;
        }
        if asm_uses(a, r) {
            let c = self.vc.new_vreg(class);
            self.copy(c, r);
            r = c;
        }
        Ok(r)
    }

    /// `mem` with registers that register operands of `a` use replaced by copies
    /// (addresses may share registers with each other).
    fn asm_unshared_amode(&mut self, a: &AsmInst, mem: Amode) -> Amode {
        match mem {
            Amode::Reg { base, index, disp } => {
                let fresh = |this: &mut Self, r: Reg| {
                    if a.regs.iter().any(|&(x, _)| x == r) {
                        let c = this.gpr();
                        this.copy(c, r);
                        c
                    } else {
                        r
                    }
                };
                let base = fresh(self, base);
                let index = index.map(|(r, s)| (fresh(self, r), s));
                Amode::Reg { base, index, disp }
            }
            Amode::SlotIndexed {
                slot,
                index: (r, s),
                disp,
            } if a.regs.iter().any(|&(x, _)| x == r) => {
                let c = self.gpr();
                self.copy(c, r);
                Amode::SlotIndexed {
                    slot,
                    index: (c, s),
                    disp,
                }
            }
            m => m,
        }
    }

    /// A stack slot holding value `v` (an `m` input given by value).
    fn spill_to_slot(&mut self, v: Value) -> LResult<Amode> {
        let t = self.value_type(v);
        if self.is_fp80(t) {
            return self.fp80_loc(v);
        }
        let size = self.cx.layouts.size(t).max(1) as u32;
        let align = self.cx.layouts.align(t).clamp(1, 16);
        let slot = self.slots.add(size.next_multiple_of(8), align);
        let parts = self.parts_of(t)?;
        let regs = self.value_regs(v)?;
        for (&(p, off), r) in parts.iter().zip(regs) {
            self.store_part(
                p,
                r,
                Amode::Slot {
                    slot,
                    disp: off as i32,
                },
            );
        }
        Ok(Amode::Slot { slot, disp: 0 })
    }

    /// How wide a register operand of type `t` prints.
    fn asm_operand_bytes(&self, t: Type, class: RegClass) -> u8 {
        let size = self.cx.layouts.size(t);
        match class {
            RegClass::Int => match size {
                0..=1 => 1,
                2 => 2,
                3..=4 => 4,
                _ => 8,
            },
            _ => {
                if size > 16 {
                    32
                } else {
                    16
                }
            }
        }
    }

    /// Moves an output the asm left in register `t` (of the other class) into `r`.
    fn asm_convert(&mut self, p: Part, t: Reg, r: Reg) {
        let wide = matches!(p, Part::F64 | Part::Int(33..=64));
        if self.vc.class_of(r) == RegClass::Int {
            self.push(MInst::XmmToGpr {
                wide,
                src: t,
                dst: r,
            });
        } else {
            self.push(MInst::GprToXmm {
                wide,
                src: t,
                dst: r,
            });
        }
    }

    /// A 16-byte scratch slot for moving values through the x87 stack.
    fn fp80_scratch(&mut self) -> Amode {
        Amode::Slot {
            slot: self.slots.add(16, 16),
            disp: 0,
        }
    }

    /// Pushes `v` (float, double or x86_fp80) onto the x87 stack.
    fn asm_fld(&mut self, v: Value, t: Type) -> LResult<()> {
        let (kind, part) = self.x87_kind(t)?;
        let mem = match part {
            None => self.fp80_loc(v)?,
            Some(p) => {
                let r = self.reg(v)?;
                let m = self.fp80_scratch();
                self.store_part(p, r, m);
                m
            }
        };
        self.push(MInst::Fld { kind, mem });
        Ok(())
    }

    /// Pops the top of the x87 stack into output `dst` (of type `t`) of instruction `i`.
    fn asm_fstp(&mut self, i: Inst, t: Type, dst: &[Reg]) -> LResult<()> {
        let (kind, part) = self.x87_kind(t)?;
        match part {
            None => {
                if self.types().struct_fields(self.body.insts[i].ty).is_some() {
                    return Err(err(self.pos, "x86_fp80 among several inline asm outputs"));
                }
                let mem = self.fp80_loc(Value::Inst(i))?;
                self.push(MInst::Fstp { kind, mem });
            }
            Some(p) => {
                let m = self.fp80_scratch();
                self.push(MInst::Fstp { kind, mem: m });
                self.load_part(p, m, dst[0]);
            }
        }
        Ok(())
    }

    /// How a value of type `t` moves to and from the x87 stack: the memory format, and
    /// the part it has in a register (None for x86_fp80, which lives in memory).
    fn x87_kind(&self, t: Type) -> LResult<(FKind, Option<Part>)> {
        Ok(match self.types().get(t) {
            TypeData::Float => (FKind::F32, Some(Part::F32)),
            TypeData::Double => (FKind::F64, Some(Part::F64)),
            TypeData::X86Fp80 => (FKind::F80, None),
            _ => return Err(err(self.pos, "inline asm x87 operand of this type")),
        })
    }

    /// `llvm.callbr.landingpad`: the value of an `asm goto` output on an indirect path,
    /// which is where the asm left it.
    pub(super) fn lower_callbr_landingpad(&mut self, i: Inst, v: Value) -> LResult<()> {
        let regs = self.value_regs(v)?;
        self.define(i, &regs)
    }
}

/// Whether some operand of `a` already uses register `r`.
fn asm_uses(a: &AsmInst, r: Reg) -> bool {
    a.regs.iter().any(|&(x, _)| x == r)
        || a.mems.iter().any(|m| match *m {
            Amode::Reg { base, index, .. } => base == r || index.is_some_and(|(i, _)| i == r),
            Amode::SlotIndexed { index: (i, _), .. } => i == r,
            _ => false,
        })
}

/// The operand of `a` fixed to register `p`, if any (a definition before a use).
fn fixed_use(a: &AsmInst, p: PReg) -> Option<OperandUse> {
    let fixed = |how: &OperandUse| match *how {
        OperandUse::FixedUse(q) | OperandUse::FixedDef(q) | OperandUse::FixedEarlyDef(q) => q == p,
        _ => false,
    };
    let mut uses = a.regs.iter().map(|(_, how)| *how).filter(fixed);
    let first = uses.next()?;
    Some(
        uses.find(|h| !matches!(h, OperandUse::FixedUse(_)))
            .unwrap_or(first),
    )
}
