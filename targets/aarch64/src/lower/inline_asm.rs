//! Inline asm (`call asm`, and `callbr asm` for `asm goto`): the constraint string
//! (LangRef "Inline Asm Constraint String", AArch64 codes) decides where each operand
//! goes — a general-purpose (`r`) or FP/SIMD (`w`, `x`: v0–v15, `y`: v0–v7) register or a
//! fixed one (`{x0}`, `{v8}`), a tied register (`0`), an immediate (`I` … `N`, `i`, `n`,
//! `z`), a symbol (`S`), memory through a pointer (`*m`, `*Q`, `*Ump`) or a label — and
//! the statement becomes one [`MInst::InlineAsm`] whose register operands carry those
//! constraints to the allocator. Clobbered registers are early definitions of dead
//! registers, so that no input, output or value living across the statement is put in
//! them. The template is substituted and assembled after register allocation
//! (`emit/inline_asm.rs`).

use super::*;
use crate::asm_inst::{AsmInst, AsmOperand};
use crate::regs;
use regalloc2::PReg;
use rllc_codegen::asm_constraints::{parse_constraints, Constraint, Role};
use rllc_codegen::OperandUse;

/// The length of an AArch64 letter constraint code: `U` starts three-letter codes
/// (`Ump`).
fn letter_code_len(first: u8) -> usize {
    if first == b'U' {
        3
    } else {
        1
    }
}

/// The register a `{name}` code or clobber names: `xN`/`wN` (and `sp`, `fp`, `lr`), or
/// `vN`/`qN`/`dN`/`sN`/`hN`/`bN`.
fn named_register(name: &str) -> Option<PReg> {
    match name {
        "sp" | "wsp" => return Some(regs::x(31)),
        "fp" => return Some(regs::x(regs::FP)),
        "lr" => return Some(regs::x(regs::LR)),
        _ => {}
    }
    let (first, num) = name.split_at(1);
    let n: u8 = num.parse().ok()?;
    match first {
        "x" | "w" if n <= 30 => Some(regs::x(n)),
        "v" | "q" | "d" | "s" | "h" | "b" if n < 32 => Some(regs::v(n)),
        _ => None,
    }
}

/// Whether immediate code `code` accepts the integer `v` (LLVM's
/// `AArch64TargetLowering::LowerAsmOperandForConstraint`).
fn imm_fits(code: &str, v: i64) -> bool {
    let movable = |v: u64, sf: bool| {
        let bits = if sf { 64 } else { 32 };
        let mask = if sf { u64::MAX } else { u64::from(u32::MAX) };
        let v = v & mask;
        (0..bits / 16)
            .any(|hw| v & !(0xffff << (16 * hw)) == 0 || (!v & mask) & !(0xffff << (16 * hw)) == 0)
            || crate::encode::bitmask_imm(v, sf).is_some()
    };
    match code {
        "i" | "n" => true,
        "z" | "Z" => v == 0,
        "I" => (0..4096).contains(&v) || (v & 0xfff == 0 && (0..1 << 24).contains(&v)),
        "J" => (-4095..0).contains(&v) || (v & 0xfff == 0 && (-(1 << 24) + 1..0).contains(&v)),
        "K" => {
            i32::try_from(v).is_ok() && crate::encode::bitmask_imm(v as u32 as u64, false).is_some()
        }
        "L" => crate::encode::bitmask_imm(v as u64, true).is_some(),
        "M" => i32::try_from(v).is_ok() && movable(v as u64, false),
        "N" => movable(v as u64, true),
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
    /// One of the first `n` SIMD registers (`x`: 16, `y`: 8).
    LowV(u8),
    Imm,
    /// Memory at the address a pointer operand holds.
    Mem,
    Label,
}

/// The place of one register code, or None when `code` is not a register code.
fn register_place(code: &str) -> Option<Place> {
    Some(match code {
        "r" => Place::Reg {
            class: RegClass::Int,
            fixed: None,
        },
        "w" => Place::Reg {
            class: RegClass::Float,
            fixed: None,
        },
        "x" => Place::LowV(16),
        "y" => Place::LowV(8),
        _ => {
            let name = code.strip_prefix('{')?.strip_suffix('}')?;
            let p = named_register(&name.to_ascii_lowercase())?;
            Place::Reg {
                class: p.class(),
                fixed: Some(p),
            }
        }
    })
}

/// Registers an operand may not be fixed to: the stack pointer, the scratch registers
/// (x16, x17, v31), the platform register, the frame pointer and the link register.
fn reserved(p: PReg) -> bool {
    p == regs::v(regs::ALLOC_SCRATCH_V)
        || (p.class() == RegClass::Int
            && [
                31,
                regs::ALLOC_SCRATCH,
                regs::SCRATCH,
                18,
                regs::FP,
                regs::LR,
            ]
            .contains(&(p.hw_enc() as u8)))
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
            return self.lower_inline_asm(i, k, call_args, Some((b, &dests)));
        }
        // No indirect destination: an asm statement and a branch.
        self.lower_inline_asm(i, k, call_args, None)?;
        let a = self.phi_args(b, dests[0])?;
        let target = self.blocks.block_map[dests[0]];
        self.push(MInst::Jump { target });
        self.vc.end_block(&[(target, &a)]);
        Ok(())
    }

    /// Lowers `call asm` (`goto` None) or `callbr asm` ending block `b` (`goto`:
    /// `b` and the destinations: the fallthrough block, then the indirect ones).
    pub(super) fn lower_inline_asm(
        &mut self,
        i: Inst,
        k: u32,
        args: &[Value],
        goto: Option<(Block, &[Block])>,
    ) -> LResult<()> {
        let (b, dests) = match goto {
            Some((b, d)) => (Some(b), d),
            None => (None, &[][..]),
        };
        let asm = &self.body.asms[k as usize];
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
            operands: Vec::new(),
            regs: Vec::new(),
            clobbers: regalloc2::PRegSet::empty(),
            clobbers_lr: false,
            targets: Vec::new(),
            uid: self.asm_count,
            pos: self.pos,
        };
        self.asm_count += 1;

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
        for (ci, c) in cons.iter().enumerate() {
            match c.role {
                Role::Clobber => {
                    let code = c.codes.first().map(String::as_str).unwrap_or("");
                    let name = code.trim_start_matches('{').trim_end_matches('}');
                    if let Some(p) = named_register(&name.to_ascii_lowercase()) {
                        if !clobbers.contains(&p) {
                            clobbers.push(p);
                        }
                    }
                    // `cc`, `nzcv`, `memory` and the like: nothing lives in them across a
                    // statement.
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
                    if let Place::Reg { fixed: Some(p), .. } = place {
                        let taken = ops.iter().any(|o| {
                            o.value.is_none()
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
                out.place
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

        // `x` and `y` operands: the first free register of their range, avoiding the
        // registers fixed otherwise. `asm goto` outputs are defined by a branch: the
        // allocator needs them in fixed registers, so they get the first free one the
        // allocator hands out at every level.
        let mut taken: Vec<PReg> = clobbers.clone();
        for o in &ops {
            if let Place::Reg { fixed: Some(p), .. } = o.place {
                taken.push(p);
            }
        }
        let goto = b.is_some();
        for k in 0..ops.len() {
            let candidates: Vec<PReg> = match ops[k].place {
                _ if ops[k].tied.is_some() => continue,
                Place::LowV(n) => (0..n).map(regs::v).collect(),
                Place::Reg { class, fixed: None } if goto && ops[k].value.is_none() => {
                    match class {
                        RegClass::Int => (0..16).map(regs::x).collect(),
                        _ => (0..8).chain(16..31).map(regs::v).collect(),
                    }
                }
                _ => continue,
            };
            let p = candidates
                .into_iter()
                .find(|p| !taken.contains(p))
                .ok_or_else(|| err(self.pos, "inline asm needing too many registers"))?;
            taken.push(p);
            let place = Place::Reg {
                class: p.class(),
                fixed: Some(p),
            };
            ops[k].place = place;
            // Inputs tied to this output share its register.
            for o in ops.iter_mut() {
                if o.tied == Some(k) {
                    o.place = place;
                }
            }
        }

        // Inputs first (their positions in `regs` are what tied outputs reuse), then
        // outputs, then clobbers.
        let mut operands = vec![AsmOperand::Imm(0); ops.len()];
        let mut input_reg: Vec<Option<u16>> = vec![None; ops.len()];
        for (n, o) in ops.iter().enumerate() {
            let Some(v) = o.value else { continue };
            operands[n] = match o.place {
                Place::Label => {
                    let (Value::Block(blk), Some(b)) = (v, b) else {
                        unreachable!("labels are blocks of callbr")
                    };
                    AsmOperand::Label(self.blocks.edge_target(b, blk))
                }
                Place::Imm => self.asm_immediate(v)?,
                Place::Mem => {
                    let r = self.asm_input_reg(&a, v, RegClass::Int)?;
                    a.regs.push((r, OperandUse::Use));
                    AsmOperand::Mem(a.regs.len() as u16 - 1)
                }
                Place::Reg { class, fixed } => {
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
                    AsmOperand::Reg(a.regs.len() as u16 - 1)
                }
                Place::LowV(_) => unreachable!("fixed above"),
            };
        }

        // Outputs: registers of the result's parts, written by the asm directly.
        let result_regs = if direct_outputs > 0 {
            let r = self.inst_range(i)?;
            self.range(r)
        } else {
            Regs::new()
        };
        let mut part = 0usize;
        for (n, o) in ops.iter().enumerate() {
            if o.value.is_some() {
                continue;
            }
            let parts = self.parts_of(o.ty)?;
            let Place::Reg { class, fixed } = o.place else {
                return Err(err(self.pos, "this inline asm output constraint"));
            };
            if parts.len() != 1 || parts[0].0.class() != class {
                return Err(err(
                    self.pos,
                    "inline asm output of this type in this register class",
                ));
            }
            let r = result_regs[part];
            part += 1;
            let tied_input = ops
                .iter()
                .position(|t| t.tied == Some(n))
                .and_then(|t| input_reg[t]);
            let early = cons[o.c].early;
            let how = match (fixed, tied_input, early) {
                (Some(p), _, false) => OperandUse::FixedDef(p),
                (Some(p), _, true) => OperandUse::FixedEarlyDef(p),
                (None, Some(k), _) => OperandUse::ReuseDef(usize::from(k)),
                (None, None, true) => OperandUse::EarlyDef,
                (None, None, false) => OperandUse::Def,
            };
            a.regs.push((r, how));
            operands[n] = AsmOperand::Reg(a.regs.len() as u16 - 1);
        }
        // Clobbered registers: early definitions of dead registers, so that nothing the
        // statement reads or writes, nor any value living across it, is put there.
        // A clobbered input register is clobbered after the statement read it.
        for &p in &clobbers {
            if p == regs::x(regs::LR) {
                // Saved by the frame record the function then keeps.
                a.clobbers_lr = true;
                continue;
            }
            if p == regs::x(regs::FP) {
                return Err(err(self.pos, "inline asm clobbering the frame pointer x29"));
            }
            if reserved(p) {
                // Never holds a value across instructions (sp: LLVM ignores it too).
                continue;
            }
            match a
                .regs
                .iter()
                .find_map(|&(_, how)| fixed_of(how).filter(|&q| q == p).map(|_| how))
            {
                Some(OperandUse::FixedUse(_)) => a.clobbers.add(p),
                Some(_) => {}
                None => {
                    let dead = self.vc.new_vreg(p.class());
                    a.regs.push((dead, OperandUse::FixedEarlyDef(p)));
                }
            }
        }
        if let Some(p) = a
            .regs
            .iter()
            .filter_map(|&(_, how)| fixed_of(how))
            .find(|&p| reserved(p))
        {
            let name = if p.class() == RegClass::Int {
                match p.hw_enc() {
                    31 => "sp".to_string(),
                    n => format!("x{n}"),
                }
            } else {
                format!("v{}", p.hw_enc())
            };
            return Err(err(self.pos, format!("inline asm operand in {name}")));
        }
        a.operands = operands;

        if let Some(b) = b {
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
        Ok(())
    }

    /// The place of an input: the first of its codes that fits the value.
    fn input_place(&mut self, c: &Constraint, v: Value) -> LResult<Place> {
        let constant = match v {
            Value::Const(k) => self.const_val(k).ok(),
            _ => None,
        };
        for code in &c.codes {
            match (code.as_str(), constant) {
                (code, Some(ConstVal::Bits(bits))) if imm_fits(code, bits as i64) => {
                    return Ok(Place::Imm)
                }
                ("i" | "S" | "s", Some(ConstVal::Sym(..))) => return Ok(Place::Imm),
                _ => {}
            }
            if let Some(p) = register_place(code) {
                return Ok(p);
            }
        }
        Err(err(
            self.pos,
            format!("inline asm input constraint '{}'", c.codes.join("")),
        ))
    }

    /// An immediate or symbol operand.
    fn asm_immediate(&mut self, v: Value) -> LResult<AsmOperand> {
        let Value::Const(k) = v else {
            return Err(err(self.pos, "inline asm immediate that is not a constant"));
        };
        Ok(match self.const_val(k)? {
            ConstVal::Bits(bits) => {
                let w = self.types().int_width(self.value_type(v)).unwrap_or(64);
                // Sign-extended from the value's width, as LLVM prints it.
                let s = 64 - u32::from(w.clamp(1, 64) as u8);
                AsmOperand::Imm(((bits << s) as i64) >> s)
            }
            ConstVal::Sym(t, off) => AsmOperand::Sym(t, off),
        })
    }

    /// The register holding input `v` in `class`, a fresh copy when another operand of
    /// the statement already uses it (each operand needs its own virtual register).
    fn asm_input_reg(&mut self, a: &AsmInst, v: Value, class: RegClass) -> LResult<Reg> {
        let regs = self.value_regs(v)?;
        let [r] = regs[..] else {
            return Err(err(self.pos, "inline asm input of this type in a register"));
        };
        if self.vc.class_of(r) != class {
            return Err(err(
                self.pos,
                "inline asm input of this type in this register class",
            ));
        }
        if a.regs.iter().any(|&(q, _)| q == r) {
            let c = self.vc.new_vreg(class);
            self.copy(c, r);
            return Ok(c);
        }
        Ok(r)
    }
}

/// The fixed register of an operand use, if any.
fn fixed_of(how: OperandUse) -> Option<PReg> {
    match how {
        OperandUse::FixedUse(p) | OperandUse::FixedDef(p) | OperandUse::FixedEarlyDef(p) => Some(p),
        _ => None,
    }
}
