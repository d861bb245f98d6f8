//! A function's machine code as text, for compile-output filetests: each instruction
//! with its code offset in AT&T syntax (as `llvm-objdump` prints it), and the relocation
//! an instruction carries after it.

use iced_x86::{Decoder, DecoderOptions, Formatter, GasFormatter};
use rllc_codegen::{CompiledFunction, RelocTarget};
use std::fmt::Write;

/// Prints `f`'s code, one instruction a line; `name` spells a relocation's target.
pub fn print_code(f: &CompiledFunction, name: &dyn Fn(RelocTarget) -> String) -> String {
    let mut formatter = GasFormatter::new();
    let options = formatter.options_mut();
    options.set_gas_show_mnemonic_size_suffix(true);
    options.set_space_after_operand_separator(true);
    options.set_branch_leading_zeros(false);
    options.set_leading_zeros(false);
    options.set_uppercase_hex(false);
    options.set_rip_relative_addresses(true);
    let mut out = String::new();
    let mut text = String::new();
    for inst in Decoder::new(64, &f.code, DecoderOptions::NONE) {
        text.clear();
        formatter.format(&inst, &mut text);
        let start = inst.ip() as u32;
        let _ = write!(out, "{start:4x}:  {text}");
        let end = start + inst.len() as u32;
        for r in f.relocs.iter().filter(|r| (start..end).contains(&r.offset)) {
            let _ = write!(out, "  # {:?} {}", r.kind, name(r.target));
            if r.addend != 0 {
                let _ = write!(out, "{:+}", r.addend);
            }
        }
        out.push('\n');
    }
    out
}
