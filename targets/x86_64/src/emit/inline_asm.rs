//! Inline asm: the template with the allocated operands substituted as LLVM's asm printer
//! does (`rllc_codegen::asm::template`; operands as `X86AsmPrinter::PrintAsmOperand`
//! prints them), then
//! assembled by [`crate::asm`] into a piece of the function's code. Labels are local to
//! one asm statement; jumps to the function's blocks (`asm goto`) and references to
//! symbols become fixups and relocations of the function.

use super::*;
use crate::asm::{self, Dialect};
use crate::asm_inst::{AsmInst, AsmOperand};
use rllc_codegen::asm::template;
use rllc_codegen::assembly::RelocTo;
use std::fmt::Write;

/// Names that operands print as, which the emitter maps back: blocks of the function
/// (`asm goto` labels) and symbol operands (by their index in the statement), each
/// number followed by `_`, so that text glued after one (`${0:l}0`) makes a name that is
/// none of them.
const BLOCK_PREFIX: &str = "__rllc_block_";
const SYMBOL_PREFIX: &str = "__rllc_sym_";

/// General-purpose register names by hardware number, at 1, 2, 4 and 8 bytes.
const GPR_NAMES: [[&str; 16]; 4] = [
    [
        "al", "cl", "dl", "bl", "spl", "bpl", "sil", "dil", "r8b", "r9b", "r10b", "r11b", "r12b",
        "r13b", "r14b", "r15b",
    ],
    [
        "ax", "cx", "dx", "bx", "sp", "bp", "si", "di", "r8w", "r9w", "r10w", "r11w", "r12w",
        "r13w", "r14w", "r15w",
    ],
    [
        "eax", "ecx", "edx", "ebx", "esp", "ebp", "esi", "edi", "r8d", "r9d", "r10d", "r11d",
        "r12d", "r13d", "r14d", "r15d",
    ],
    [
        "rax", "rcx", "rdx", "rbx", "rsp", "rbp", "rsi", "rdi", "r8", "r9", "r10", "r11", "r12",
        "r13", "r14", "r15",
    ],
];

/// The name of register `n` of `class` at `bytes` wide.
fn reg_name(class: RegClass, n: usize, bytes: u8) -> String {
    match class {
        RegClass::Int => {
            let k = match bytes {
                1 => 0,
                2 => 1,
                4 => 2,
                _ => 3,
            };
            GPR_NAMES[k][n].to_string()
        }
        _ => match bytes {
            64 => format!("zmm{n}"),
            32 => format!("ymm{n}"),
            _ => format!("xmm{n}"),
        },
    }
}

impl<'f> Emitter<'f> {
    /// Reports every inline asm statement (its text and bytes) on stderr, naming
    /// `function`.
    pub fn dump_asm(&mut self, function: String) {
        self.dump_asm = Some(function);
    }

    /// Sets the module whose globals symbol names in inline asm refer to.
    pub fn set_module(&mut self, cx: &'f rllc_codegen::ModuleCtx<'f>) {
        self.symbols = Some(cx);
    }

    /// [`MInst::InlineAsm`].
    pub(super) fn inline_asm(&mut self, a: &AsmInst, next: Option<MBlock>) {
        if let Err(message) = self.assemble_asm(a) {
            self.error.get_or_insert(CodegenError {
                pos: Some(a.pos),
                message,
            });
        }
        for &(cc, r) in &a.flag_outputs {
            self.setcc_zx(cc, preg(a.regs[r as usize].0));
        }
        if let Some(&fallthrough) = a.targets.first() {
            self.jmp_unless_next(fallthrough, next);
        }
    }

    /// Pads to `1 << pow2` bytes.
    fn push_align(&mut self, pow2: u32, fill: Option<u8>, max: Option<u32>) {
        let i = self.push(Instruction::default());
        self.raw.push((i, RawItem::Align { pow2, fill, max }));
        self.code_align = self.code_align.max(1 << pow2);
    }

    fn assemble_asm(&mut self, a: &AsmInst) -> Result<(), String> {
        let mut syms = Vec::new();
        let text = self.render(a, &mut syms)?;
        let inline = asm::assemble_inline(&text, a.dialect).map_err(|e| {
            let m = e.to_string();
            let m = m.strip_prefix("unsupported: ").unwrap_or(&m).to_string();
            format!("unsupported: inline asm: {m}")
        })?;
        for &(pow2, fill, max) in &inline.lead_align {
            self.push_align(pow2, fill, max);
        }
        let code = inline.assembly.inline_code()?;
        if let Some(f) = &self.dump_asm {
            let mut report = format!("inline asm in @{f} #{}", a.uid);
            if a.dialect == Dialect::Intel {
                report.push_str(" (intel)");
            }
            for l in text.lines() {
                report.push_str("\n| ");
                report.push_str(l.trim_end());
            }
            let hex: Vec<String> = code.data.iter().map(|b| format!("{b:02x}")).collect();
            eprintln!("{report}\n= {}", hex.join(" "));
        }
        if code.align > 1 {
            // Alignment inside the statement: start it aligned so that its own padding
            // is right.
            self.push_align(code.align.trailing_zeros(), None, None);
        }
        let i = self.push(Instruction::default());
        for r in &code.relocs {
            let RelocTo::Symbol(name) = &r.target else {
                return Err(
                    "unsupported: inline asm taking the address of its own label".to_string(),
                );
            };
            if let Some(b) = name.strip_prefix(BLOCK_PREFIX) {
                if !matches!(r.kind, RelocKind::Pc32 | RelocKind::PltPc32) {
                    return Err(
                        "unsupported: an asm goto label used other than as a jump target".into(),
                    );
                }
                // Text glued to the label (`${1:l}x`, found by rllc-fuzz) names another
                // label, which is nowhere, as llc's assembler finds.
                let Some(b) = b
                    .strip_suffix('_')
                    .and_then(|b| b.parse().ok())
                    .filter(|b| a.targets.contains(b))
                else {
                    return Err(
                        "inline asm jumps to an undefined label (text after an asm goto label)"
                            .into(),
                    );
                };
                self.block_fixups.push((i, r.offset, b, r.addend));
                continue;
            }
            let (target, off) = match name.strip_prefix(SYMBOL_PREFIX) {
                Some(k) => match k
                    .strip_suffix('_')
                    .and_then(|k| k.parse::<usize>().ok())
                    .and_then(|k| syms.get(k))
                {
                    Some(&sym) => sym,
                    None => {
                        return Err(
                            "unsupported: text glued to a symbol operand in inline asm".into()
                        )
                    }
                },
                None => match self.symbols {
                    Some(cx) => (cx.asm_symbol(name), 0),
                    None => return Err(format!("unsupported: symbol '{name}' in inline asm")),
                },
            };
            self.relocs
                .push((i, Field::Raw(r.offset), r.kind, target, r.addend + off));
        }
        self.raw.push((i, RawItem::Bytes(code.data.clone())));
        Ok(())
    }

    /// The template of `a` with its operands substituted; symbol operands print as
    /// `SYMBOL_PREFIX` names indexing `syms`.
    fn render(
        &mut self,
        a: &AsmInst,
        syms: &mut Vec<(RelocTarget, i64)>,
    ) -> Result<String, String> {
        let intel = a.dialect == Dialect::Intel;
        let printer = template::Printer {
            variant: usize::from(intel),
            uid: a.uid,
            comment: "#",
            operands: a.operands.len(),
        };
        template::render(&a.template, &printer, |out, k, modifier| {
            self.print_operand(a, a.operands[k], modifier, intel, syms, out)
        })
    }

    /// Prints operand `op` with `modifier` as the X86 asm printer does; `None` when the
    /// modifier does not apply to the operand.
    fn print_operand(
        &mut self,
        a: &AsmInst,
        op: AsmOperand,
        modifier: Option<char>,
        intel: bool,
        syms: &mut Vec<(RelocTarget, i64)>,
        out: &mut String,
    ) -> Option<()> {
        let pct = if intel { "" } else { "%" };
        let imm = if intel { "" } else { "$" };
        let mut symbol = |t: RelocTarget, off: i64| {
            syms.push((t, off));
            format!("{SYMBOL_PREFIX}{}_", syms.len() - 1)
        };
        match op {
            AsmOperand::Reg { reg, bytes } => {
                let p = a.regs[reg as usize]
                    .0
                    .as_phys()
                    .expect("allocated register");
                let (class, n) = (p.class(), p.hw_enc());
                let gpr = class == RegClass::Int;
                let name = match modifier {
                    None | Some('c' | 'P') => reg_name(class, n, bytes),
                    Some('b') if gpr => reg_name(class, n, 1),
                    Some('w') if gpr => reg_name(class, n, 2),
                    Some('k') if gpr => reg_name(class, n, 4),
                    Some('q') if gpr => reg_name(class, n, 8),
                    Some('h') if gpr && n < 4 => ["ah", "ch", "dh", "bh"][n].to_string(),
                    Some('V') if gpr => {
                        out.push_str(&reg_name(class, n, 8));
                        return Some(());
                    }
                    Some('x') if !gpr => reg_name(class, n, 16),
                    Some('t') if !gpr => reg_name(class, n, 32),
                    Some('g') if !gpr => reg_name(class, n, 64),
                    Some('a') => {
                        write!(out, "({pct}{})", reg_name(class, n, 8)).unwrap();
                        return Some(());
                    }
                    Some('A') if !intel => {
                        write!(out, "*%{}", reg_name(class, n, bytes)).unwrap();
                        return Some(());
                    }
                    Some('n') => {
                        write!(out, "-{pct}{}", reg_name(class, n, bytes)).unwrap();
                        return Some(());
                    }
                    _ => return None,
                };
                write!(out, "{pct}{name}").unwrap();
            }
            AsmOperand::Imm(v) => match modifier {
                None | Some('b' | 'h' | 'w' | 'k' | 'q' | 'V' | 'x' | 't' | 'g') => {
                    write!(out, "{imm}{v}").unwrap()
                }
                Some('c' | 'a' | 'P') => write!(out, "{v}").unwrap(),
                Some('n') => write!(out, "{}", v.wrapping_neg()).unwrap(),
                Some('s') => write!(out, "{}", (32 - v) & 31).unwrap(),
                _ => return None,
            },
            AsmOperand::Sym(t, off) => {
                let name = symbol(t, off);
                match modifier {
                    None | Some('b' | 'h' | 'w' | 'k' | 'q' | 'V' | 'x' | 't' | 'g') => {
                        if intel {
                            write!(out, "offset {name}").unwrap()
                        } else {
                            write!(out, "${name}").unwrap()
                        }
                    }
                    Some('c' | 'P') => out.push_str(&name),
                    Some('a') => write!(out, "{name}({pct}rip)").unwrap(),
                    Some('n') => write!(out, "-{imm}{name}").unwrap(),
                    _ => return None,
                }
            }
            AsmOperand::Mem(k) => {
                let (mo, reloc) = self.mem(&a.mems[k as usize]);
                let (base, disp) = match modifier {
                    None | Some('b' | 'h' | 'w' | 'k' | 'q') => (mo.base, mo.displacement),
                    Some('H') if !intel => (mo.base, mo.displacement + 8),
                    // Displacement only (a call target or symbol without its base).
                    Some('P') => (Register::None, mo.displacement),
                    _ => return None,
                };
                let disp = match reloc {
                    Some((t, d)) => symbol(t, i64::from(d)),
                    None if disp != 0 || (base == Register::None && mo.index == Register::None) => {
                        disp.to_string()
                    }
                    None => String::new(),
                };
                let name = |r: Register| format!("{r:?}").to_ascii_lowercase();
                if intel {
                    out.push('[');
                    let mut parts = Vec::new();
                    if base != Register::None {
                        parts.push(name(base));
                    }
                    if mo.index != Register::None {
                        parts.push(format!("{}*{}", mo.scale, name(mo.index)));
                    }
                    if !disp.is_empty() {
                        parts.push(disp);
                    }
                    out.push_str(&parts.join(" + ").replace("+ -", "- "));
                    out.push(']');
                } else {
                    out.push_str(&disp);
                    if base != Register::None || mo.index != Register::None {
                        out.push('(');
                        if base != Register::None {
                            write!(out, "%{}", name(base)).unwrap();
                        }
                        if mo.index != Register::None {
                            write!(out, ",%{}", name(mo.index)).unwrap();
                            if mo.scale != 1 {
                                write!(out, ",{}", mo.scale).unwrap();
                            }
                        }
                        out.push(')');
                    }
                }
            }
            AsmOperand::Label(b) => match modifier {
                None | Some('l') => write!(out, "{BLOCK_PREFIX}{b}_").unwrap(),
                _ => return None,
            },
            AsmOperand::X87(n) => {
                if modifier.is_some() {
                    return None;
                }
                if n == 0 {
                    write!(out, "{pct}st").unwrap();
                } else {
                    write!(out, "{pct}st({n})").unwrap();
                }
            }
        }
        Some(())
    }
}
