//! Inline asm: the template with the allocated operands substituted
//! ([`rllc_codegen::asm::template`]; operands as `AArch64AsmPrinter::PrintAsmOperand`
//! prints them: registers as `xN`/`vN` unless a modifier says `w`, `x`, `b`, `h`, `s`,
//! `d`, `q` or `z`, immediates bare, memory as `[xN]`), then assembled by [`crate::asm`] into
//! a piece of the function's code. Labels are local to one asm statement; branches to the
//! function's blocks (`asm goto`) become label uses of the function's buffer and
//! references to symbols relocations of the function.

use super::*;
use crate::asm;
use crate::asm_inst::{AsmInst, AsmOperand};
use rllc_codegen::asm::template;
use rllc_codegen::assembly::RelocTo;
use std::fmt::Write;

/// Names that operands print as, which the emitter maps back: blocks of the function
/// (`asm goto` labels) and symbol operands (by their index in the statement), each
/// number followed by `_`, so that text glued after one makes a name that is none of
/// them.
const BLOCK_PREFIX: &str = "__rllc_block_";
const SYMBOL_PREFIX: &str = "__rllc_sym_";

impl Emitter<'_> {
    /// [`MInst::InlineAsm`].
    pub(super) fn inline_asm(&mut self, a: &AsmInst, next: Option<MBlock>) {
        if let Err(message) = self.assemble_asm(a) {
            self.error.get_or_insert(CodegenError {
                pos: Some(a.pos),
                message,
            });
        }
        if let Some(&fallthrough) = a.targets.first() {
            if Some(self.redirect[fallthrough as usize]) != next {
                self.branch(encode::b(0), LabelUse::Branch26, fallthrough);
            }
        }
    }

    fn assemble_asm(&mut self, a: &AsmInst) -> Result<(), String> {
        let mut syms = Vec::new();
        let text = self.render(a, &mut syms)?;
        let inline = asm::assemble_inline(&text).map_err(|e| {
            let m = e.to_string();
            let m = m.strip_prefix("unsupported: ").unwrap_or(&m).to_string();
            format!("unsupported: inline asm: {m}")
        })?;
        let code = inline.assembly.inline_code()?;
        if let Some(f) = &self.dump_asm {
            let mut report = format!("inline asm in @{f} #{}", a.uid);
            for l in text.lines() {
                report.push_str("\n| ");
                report.push_str(l.trim_end());
            }
            let hex: Vec<String> = code.data.iter().map(|b| format!("{b:02x}")).collect();
            eprintln!("{report}\n= {}", hex.join(" "));
        }
        // The function's code is 4-byte aligned; more is not kept inside it, and the
        // instructions after the statement must stay aligned.
        if code.align > 4 || inline.lead_align.iter().any(|&(p, ..)| p > 2) {
            return Err("unsupported: inline asm aligning code to more than 4 bytes".into());
        }
        if code.data.len() % 4 != 0 {
            return Err("unsupported: inline asm whose size is not a multiple of 4 bytes".into());
        }
        let mut done = 0usize;
        let mut relocs: Vec<_> = code.relocs.iter().collect();
        relocs.sort_by_key(|r| r.offset);
        for r in relocs {
            let at = r.offset as usize;
            self.buf.put(&code.data[done..at]);
            done = at + 4;
            let word = &code.data[at..at + 4];
            let RelocTo::Symbol(name) = &r.target else {
                return Err(
                    "unsupported: inline asm taking the address of its own label".to_string(),
                );
            };
            if let Some(blk) = name.strip_prefix(BLOCK_PREFIX) {
                let kind = match r.kind {
                    RelocKind::Jump26 => LabelUse::Branch26,
                    RelocKind::CondBranch19 => LabelUse::Branch19,
                    RelocKind::TestBranch14 => LabelUse::Branch14,
                    _ => {
                        return Err(
                            "unsupported: an asm goto label used other than as a branch target"
                                .into(),
                        )
                    }
                };
                let Some(blk) = blk
                    .strip_suffix('_')
                    .and_then(|b| b.parse::<MBlock>().ok())
                    .filter(|b| a.targets.contains(b))
                else {
                    return Err(
                        "inline asm branches to an undefined label (text after an asm goto label)"
                            .into(),
                    );
                };
                if r.addend != 0 {
                    return Err("unsupported: an offset from an asm goto label".into());
                }
                let label = MachLabel::from_block(self.redirect[blk as usize]);
                self.buf.use_label(label, kind);
                self.buf.put(word);
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
                None => (self.symbols.asm_symbol(name), 0),
            };
            self.relocs
                .push((self.buf.cur_pos(), r.kind, target, r.addend + off));
            self.buf.put(word);
        }
        self.buf.put(&code.data[done..]);
        Ok(())
    }

    /// The template of `a` with its operands substituted; symbol operands print as
    /// `SYMBOL_PREFIX` names indexing `syms`.
    fn render(
        &mut self,
        a: &AsmInst,
        syms: &mut Vec<(RelocTarget, i64)>,
    ) -> Result<String, String> {
        let printer = template::Printer {
            variant: 0,
            uid: a.uid,
            comment: "//",
            operands: a.operands.len(),
        };
        template::render(&a.template, &printer, |out, k, modifier| {
            print_operand(a, a.operands[k], modifier, syms, out)
        })
    }
}

/// Prints operand `op` with `modifier` as the AArch64 asm printer does; `None` when the
/// modifier does not apply to the operand.
fn print_operand(
    a: &AsmInst,
    op: AsmOperand,
    modifier: Option<char>,
    syms: &mut Vec<(RelocTarget, i64)>,
    out: &mut String,
) -> Option<()> {
    let reg = |k: u16| {
        let p = a.regs[k as usize].0.as_phys().expect("allocated register");
        (p.class() == RegClass::Int, p.hw_enc())
    };
    match op {
        AsmOperand::Reg(k) => {
            let (gpr, n) = reg(k);
            let prefix = match (modifier, gpr) {
                (None | Some('x'), true) => "x",
                (Some('w'), true) => "w",
                (None, false) => "v",
                (Some(c @ ('b' | 'h' | 's' | 'd' | 'q' | 'z')), false) => match c {
                    'b' => "b",
                    'h' => "h",
                    's' => "s",
                    'd' => "d",
                    'q' => "q",
                    // The SVE register over the vector register; the assembler then
                    // refuses the SVE instruction as unsupported.
                    _ => "z",
                },
                (Some('a'), true) => {
                    write!(out, "[x{n}]").unwrap();
                    return Some(());
                }
                _ => return None,
            };
            write!(out, "{prefix}{n}").unwrap();
        }
        AsmOperand::Imm(v) => match modifier {
            None | Some('c') => write!(out, "{v}").unwrap(),
            Some('n') => write!(out, "{}", v.wrapping_neg()).unwrap(),
            Some('w') if v == 0 => out.push_str("wzr"),
            Some('x') if v == 0 => out.push_str("xzr"),
            _ => return None,
        },
        AsmOperand::Sym(t, off) => {
            if !matches!(modifier, None | Some('c')) {
                return None;
            }
            syms.push((t, off));
            write!(out, "{SYMBOL_PREFIX}{}_", syms.len() - 1).unwrap();
        }
        AsmOperand::Mem(k) => {
            if !matches!(modifier, None | Some('a')) {
                return None;
            }
            write!(out, "[x{}]", reg(k).1).unwrap();
        }
        AsmOperand::Label(b) => match modifier {
            None | Some('l') => write!(out, "{BLOCK_PREFIX}{b}_").unwrap(),
            _ => return None,
        },
    }
    Some(())
}
