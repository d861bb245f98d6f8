//! Instruction selection and encoding: a mnemonic and its operands to an iced-x86 `Code`,
//! found in a table built from iced's opcode metadata (mnemonic → every 64-bit-mode
//! encoding), then encoded with iced's encoder. Where several encodings fit, the shortest
//! wins (first in iced's order on a tie), which is what llvm-mc picks.

use super::parse::{Dialect, InstStmt, Mem, Operand};
use iced_x86::{
    Code, Encoder, EncodingKind, Instruction, OpCodeOperandKind as K, OpKind, Register,
};
use rllc_codegen::asm::expr::{Expr, SymMod};
use rllc_codegen::asm::layout::fits_field;
use rllc_codegen::asm::Field;
use rllc_codegen::RelocKind;
use rustc_hash::FxHashMap;
use std::sync::OnceLock;

/// A field of an x86 instruction (or data) whose value an expression gives after layout.
#[derive(Clone, Debug)]
pub(crate) struct X86Field {
    /// Field size in bytes.
    pub size: u8,
    /// For PC-relative fields: bytes from the field to the end of the instruction.
    pub pcrel: Option<u32>,
    /// The field is sign-extended by the processor (32-bit fields of 64-bit operations).
    pub signed: bool,
    /// A direct call or jump target (PLT-relative when it names a symbol).
    pub branch: bool,
}

impl Field for X86Field {
    fn pc_bias(&self) -> Option<i64> {
        self.pcrel.map(i64::from)
    }

    fn resolves_locally(&self) -> bool {
        true
    }

    fn write(&self, data: &mut [u8], v: i64) -> Result<(), String> {
        let ok = if self.pcrel.is_some() || self.signed {
            self.size >= 8 || {
                let bits = u32::from(self.size) * 8;
                (-(1i64 << (bits - 1))..(1i64 << (bits - 1))).contains(&v)
            }
        } else {
            fits_field(v, self.size)
        };
        if !ok {
            return Err(if self.branch && self.size == 1 {
                "jump target out of range".into()
            } else {
                format!("value {v} does not fit in {} bytes", self.size)
            });
        }
        let n = self.size as usize;
        data[..n].copy_from_slice(&v.to_le_bytes()[..n]);
        Ok(())
    }

    fn reloc(&self, m: SymMod, pcrel: bool) -> Result<RelocKind, String> {
        Ok(match (m, pcrel, self.size) {
            (SymMod::None, true, 4) if self.branch => RelocKind::PltPc32,
            (SymMod::None, true, 4) => RelocKind::Pc32,
            (SymMod::None, true, 8) => RelocKind::Pc64,
            (SymMod::None, false, 8) => RelocKind::Abs64,
            (SymMod::None, false, 4) if self.signed => RelocKind::Abs32S,
            (SymMod::None, false, 4) => RelocKind::Abs32,
            (SymMod::Plt, true, 4) => RelocKind::PltPc32,
            (SymMod::GotPcRel, true, 4) => RelocKind::GotPc32 { relaxable: false },
            (SymMod::GotTpOff, true, 4) => RelocKind::GotTpOffPc32,
            (SymMod::TlsGd, true, 4) => RelocKind::TlsGdPc32,
            (SymMod::TlsLd, true, 4) => RelocKind::TlsLdPc32,
            (SymMod::TpOff, false, 4) => RelocKind::TpOff32,
            (SymMod::DtpOff, false, 4) => RelocKind::DtpOff32,
            _ => {
                return Err(format!(
                    "unsupported: a {}-byte {}relocation{}",
                    self.size,
                    if pcrel { "PC-relative " } else { "" },
                    if m == SymMod::None {
                        String::new()
                    } else {
                        format!(" with modifier {m:?}")
                    }
                ))
            }
        })
    }

    fn branch(&self) -> bool {
        self.branch
    }
}

/// A fixup of an x86 instruction.
pub(crate) type Fixup = rllc_codegen::asm::Fixup<X86Field>;
/// An encoded x86 instruction.
pub(crate) type Encoded = rllc_codegen::asm::Encoded<X86Field>;

/// A fixup of a PC-relative branch field of `size` bytes at `at`, `end` bytes before the
/// end of the instruction.
fn branch_fixup(at: u32, size: u8, end: u32, target: Expr) -> Fixup {
    Fixup {
        at,
        field: X86Field {
            size,
            pcrel: Some(end),
            signed: true,
            branch: true,
        },
        expr: target,
    }
}

/// A `jmp` (no `cc`) or `jcc`: short when the target is near, else near.
fn jump(cc: Option<u8>, target: Expr) -> Encoded {
    let (short, long) = match cc {
        None => (vec![0xeb, 0], vec![0xe9, 0, 0, 0, 0]),
        Some(c) => (vec![0x70 | c, 0], vec![0x0f, 0x80 | c, 0, 0, 0, 0]),
    };
    let at = long.len() as u32 - 4;
    Encoded::Relax {
        short: (short, branch_fixup(1, 1, 1, target.clone())),
        long: (long, branch_fixup(at, 4, 4, target)),
    }
}

/// Placeholder for symbolic displacements and immediates: needs 32 bits, fits in them.
const PLACEHOLDER: i64 = 0x4000_0000;

/// Condition-code numbers (x86 encoding order) by the names GNU as accepts.
fn condition(s: &str) -> Option<u8> {
    Some(match s {
        "o" => 0,
        "no" => 1,
        "b" | "c" | "nae" => 2,
        "ae" | "nb" | "nc" => 3,
        "e" | "z" => 4,
        "ne" | "nz" => 5,
        "be" | "na" => 6,
        "a" | "nbe" => 7,
        "s" => 8,
        "ns" => 9,
        "p" | "pe" => 10,
        "np" | "po" => 11,
        "l" | "nge" => 12,
        "ge" | "nl" => 13,
        "le" | "ng" => 14,
        "g" | "nle" => 15,
        _ => return None,
    })
}

const CC_NAMES: [&str; 16] = [
    "o", "no", "b", "ae", "e", "ne", "be", "a", "s", "ns", "p", "np", "l", "ge", "le", "g",
];

/// iced's spelling of a mnemonic GNU as spells differently.
fn canonical(m: &str) -> Option<String> {
    let fixed = match m {
        "cltq" => "cdqe",
        "cqto" | "cqtd" => "cqo",
        "cltd" => "cdq",
        "cwtl" => "cwde",
        "cwtd" => "cwd",
        "cbtw" => "cbw",
        "sal" => "shl",
        "movsl" => "movsd",
        "stosl" => "stosd",
        "lodsl" => "lodsd",
        "scasl" => "scasd",
        "cmpsl" => "cmpsd",
        "jmpq" | "jmpl" => "jmp",
        "callq" | "calll" => "call",
        "fwait" => "wait",
        _ => "",
    };
    if !fixed.is_empty() {
        return Some(fixed.to_string());
    }
    for p in ["cmov", "set", "j"] {
        if let Some(c) = m.strip_prefix(p) {
            if let Some(n) = condition(c) {
                return Some(format!("{p}{}", CC_NAMES[n as usize]));
            }
        }
    }
    None
}

/// Every 64-bit-mode encoding by lowercase mnemonic.
fn table() -> &'static FxHashMap<String, Vec<Code>> {
    static T: OnceLock<FxHashMap<String, Vec<Code>>> = OnceLock::new();
    T.get_or_init(|| {
        let mut t: FxHashMap<String, Vec<Code>> = FxHashMap::default();
        for code in Code::values() {
            let info = code.op_code();
            if !info.is_instruction()
                || !info.mode64()
                || matches!(info.encoding(), EncodingKind::MVEX | EncodingKind::D3NOW)
            {
                continue;
            }
            // `sal` is an alias of `shl`; iced also has the undocumented /6 form.
            if code.mnemonic() == iced_x86::Mnemonic::Sal {
                continue;
            }
            let name = format!("{:?}", code.mnemonic()).to_ascii_lowercase();
            t.entry(name).or_default().push(code);
        }
        t
    })
}

/// How an instruction's size is pinned down: by a suffix (AT&T) and, for memory
/// operands, by the memory size.
#[derive(Copy, Clone, Default)]
struct Sizes {
    /// Integer operand size in bytes.
    int: Option<u32>,
    /// Memory operand size in bytes.
    mem: Option<u32>,
}

/// Candidate (mnemonic, sizes) readings of a written mnemonic, most literal first.
fn readings(m: &str, dialect: Dialect) -> Vec<(String, Sizes)> {
    let mut out = vec![(
        canonical(m).unwrap_or_else(|| m.to_string()),
        Sizes::default(),
    )];
    if dialect == Dialect::Intel {
        return out;
    }
    // movzbl, movswq, movslq, …: source and destination sizes.
    let size_of = |c: u8| match c {
        b'b' => Some(1),
        b'w' => Some(2),
        b'l' => Some(4),
        b'q' => Some(8),
        _ => None,
    };
    for (p, base) in [("movz", "movzx"), ("movs", "movsx")] {
        if let Some(rest) = m.strip_prefix(p) {
            let b = rest.as_bytes();
            if b.len() == 2 {
                if let (Some(s), Some(d)) = (size_of(b[0]), size_of(b[1])) {
                    let base = if s == 4 { "movsxd" } else { base };
                    out.push((
                        base.to_string(),
                        Sizes {
                            int: Some(d),
                            mem: Some(s),
                        },
                    ));
                }
            }
        }
    }
    if m.starts_with('f') && m.len() > 2 {
        // x87 memory sizes: flds/fldl/fldt, fild(s|l|ll), fistp(s|l|ll).
        let int = m.starts_with("fi");
        for (suf, size) in [
            ("ll", 8),
            ("q", 8),
            ("t", 10),
            ("s", if int { 2 } else { 4 }),
            ("l", if int { 4 } else { 8 }),
        ] {
            if let Some(b) = m.strip_suffix(suf) {
                out.push((
                    b.to_string(),
                    Sizes {
                        int: None,
                        mem: Some(size),
                    },
                ));
            }
        }
    }
    if let Some(last) = m.bytes().last().and_then(size_of) {
        let base = &m[..m.len() - 1];
        if m == "movabsq" || m == "movabs" {
            return vec![("mov".into(), Sizes::default())];
        }
        out.push((
            canonical(base).unwrap_or_else(|| base.to_string()),
            Sizes {
                int: Some(last),
                mem: None,
            },
        ));
    }
    if m == "movabs" {
        return vec![("mov".into(), Sizes::default())];
    }
    out
}

/// An operand ready for encoding.
#[derive(Clone, Debug)]
enum Op<'a> {
    Reg(Register),
    Mem(&'a Mem),
    Imm(Option<i64>, &'a Expr),
    One,
}

fn gpr_size(r: Register) -> u32 {
    if r.is_gpr8() {
        1
    } else if r.is_gpr16() {
        2
    } else if r.is_gpr32() {
        4
    } else if r.is_gpr64() {
        8
    } else {
        0
    }
}

/// Size in bytes of the general-purpose operand a kind names, if it names one.
fn kind_gpr_size(k: K) -> Option<u32> {
    Some(match k {
        K::r8_or_mem | K::r8_reg | K::r8_opcode | K::al | K::cl => 1,
        K::r16_or_mem | K::r16_reg | K::r16_reg_mem | K::r16_rm | K::r16_opcode | K::ax | K::dx => {
            2
        }
        K::r32_or_mem
        | K::r32_or_mem_mpx
        | K::r32_reg
        | K::r32_reg_mem
        | K::r32_rm
        | K::r32_opcode
        | K::r32_vvvv
        | K::eax => 4,
        K::r64_or_mem
        | K::r64_or_mem_mpx
        | K::r64_reg
        | K::r64_reg_mem
        | K::r64_rm
        | K::r64_opcode
        | K::r64_vvvv
        | K::rax => 8,
        _ => return None,
    })
}

/// Operands AT&T leaves unwritten: the string operands of string instructions (and
/// their accumulator).
fn implicit(k: K, string: bool) -> bool {
    matches!(k, K::seg_rSI | K::es_rDI | K::seg_rDI | K::seg_rBX_al)
        || (string && matches!(k, K::al | K::ax | K::eax | K::rax))
}

/// Whether an encoding is a string instruction (`movs`, `stos`, …).
fn is_string(kinds: &[K]) -> bool {
    kinds
        .iter()
        .any(|&k| matches!(k, K::seg_rSI | K::es_rDI | K::seg_rDI))
}

/// The accumulator of a size in bytes.
fn accumulator(k: K) -> Register {
    match k {
        K::al => Register::AL,
        K::ax => Register::AX,
        K::eax => Register::EAX,
        _ => Register::RAX,
    }
}

fn reg_fits(k: K, r: Register) -> bool {
    match k {
        K::al => r == Register::AL,
        K::cl => r == Register::CL,
        K::ax => r == Register::AX,
        K::dx => r == Register::DX,
        K::eax => r == Register::EAX,
        K::rax => r == Register::RAX,
        K::es => r == Register::ES,
        K::cs => r == Register::CS,
        K::ss => r == Register::SS,
        K::ds => r == Register::DS,
        K::fs => r == Register::FS,
        K::gs => r == Register::GS,
        K::st0 => r == Register::ST0,
        K::sti_opcode => r.is_st(),
        K::seg_reg => r.is_segment_register(),
        K::mm_or_mem | K::mm_reg | K::mm_rm => r.is_mm(),
        K::xmm_or_mem | K::xmm_reg | K::xmm_rm | K::xmm_vvvv | K::xmm_is4 | K::xmm_is5 => {
            r.is_xmm()
        }
        K::ymm_or_mem | K::ymm_reg | K::ymm_rm | K::ymm_vvvv | K::ymm_is4 | K::ymm_is5 => {
            r.is_ymm()
        }
        K::zmm_or_mem | K::zmm_reg | K::zmm_rm | K::zmm_vvvv => r.is_zmm(),
        K::k_or_mem | K::k_reg | K::k_rm | K::k_vvvv => r.is_k(),
        K::cr_reg => r.is_cr(),
        K::dr_reg => r.is_dr(),
        _ => kind_gpr_size(k).is_some_and(|s| gpr_size(r) == s),
    }
}

fn mem_fits(k: K) -> bool {
    matches!(
        k,
        K::mem
            | K::mem_mpx
            | K::mem_mib
            | K::r8_or_mem
            | K::r16_or_mem
            | K::r32_or_mem
            | K::r32_or_mem_mpx
            | K::r64_or_mem
            | K::r64_or_mem_mpx
            | K::mm_or_mem
            | K::xmm_or_mem
            | K::ymm_or_mem
            | K::zmm_or_mem
            | K::k_or_mem
            | K::r16_reg_mem
            | K::r32_reg_mem
            | K::r64_reg_mem
    )
}

/// Whether immediate `v` (unknown for symbols) fits kind `k` of an operation on `size`
/// bytes.
fn imm_fits(k: K, v: Option<i64>, size: u32, movabs: bool) -> bool {
    let Some(v) = v else {
        return matches!(k, K::imm32 | K::imm32sex64) || (movabs && k == K::imm64);
    };
    let fits = |bits: u32| {
        let lo = -(1i128 << (bits - 1));
        let hi = (1i128 << bits) - 1;
        (lo..=hi).contains(&i128::from(v))
    };
    // The value as the operation sees it (truncated to its size, sign-extended).
    let sext = |bits: u32| ((v << (64 - bits)) >> (64 - bits)) as i128;
    let i8r = -128i128..=127;
    match k {
        K::imm8 => fits(8),
        K::imm8_const_1 => v == 1,
        K::imm8sex16 => fits(16) && i8r.contains(&sext(16)),
        K::imm8sex32 => fits(32) && i8r.contains(&sext(32)),
        K::imm8sex64 => i8r.contains(&i128::from(v)),
        K::imm16 => fits(16),
        K::imm32 => fits(32) && (size != 8 || i32::try_from(v).is_ok()),
        K::imm32sex64 => i32::try_from(v).is_ok(),
        K::imm64 => movabs || !(i32::try_from(v).is_ok() || (size != 8 && fits(32))),
        _ => false,
    }
}

/// The integer size an encoding operates on: its first general-purpose operand, else its
/// operand-size attribute, else its memory size.
fn code_int_size(code: Code) -> u32 {
    let info = code.op_code();
    if let Some(s) = info.op_kinds().iter().find_map(|&k| kind_gpr_size(k)) {
        return s;
    }
    if info.operand_size() != 0 {
        return info.operand_size() / 8;
    }
    info.memory_size().size() as u32
}

fn imm_kind(k: K, second: bool) -> OpKind {
    match k {
        K::imm8 if second => OpKind::Immediate8_2nd,
        K::imm8 | K::imm8_const_1 => OpKind::Immediate8,
        K::imm8sex16 => OpKind::Immediate8to16,
        K::imm8sex32 => OpKind::Immediate8to32,
        K::imm8sex64 => OpKind::Immediate8to64,
        K::imm16 => OpKind::Immediate16,
        K::imm32 => OpKind::Immediate32,
        K::imm32sex64 => OpKind::Immediate32to64,
        _ => OpKind::Immediate64,
    }
}

/// Builds the iced instruction for `code` with operands `ops` (one per non-implicit
/// kind), or None when they do not fit.
fn build(code: Code, ops: &[Op], inst: &InstStmt) -> Option<Instruction> {
    let info = code.op_code();
    // `Instruction::with` asserts (in debug builds) that `code` has no operands.
    let mut ins = Instruction::default();
    ins.set_code(code);
    let mut k_op = 0;
    let mut seen_imm = false;
    let string = is_string(info.op_kinds());
    for (i, &k) in info.op_kinds().iter().enumerate() {
        let i = i as u32;
        if implicit(k, string) {
            match k {
                K::seg_rSI => ins.set_op_kind(i, OpKind::MemorySegRSI),
                K::es_rDI => ins.set_op_kind(i, OpKind::MemoryESRDI),
                K::seg_rDI => ins.set_op_kind(i, OpKind::MemorySegRDI),
                K::al | K::ax | K::eax | K::rax => {
                    ins.set_op_kind(i, OpKind::Register);
                    ins.set_op_register(i, accumulator(k));
                }
                _ => return None,
            }
            continue;
        }
        match ops.get(k_op)? {
            Op::Reg(r) => {
                ins.set_op_kind(i, OpKind::Register);
                ins.set_op_register(i, *r);
            }
            Op::Mem(m) => {
                ins.set_op_kind(i, OpKind::Memory);
                ins.set_memory_base(m.base);
                ins.set_memory_index(m.index);
                ins.set_memory_index_scale(m.scale);
                ins.set_segment_prefix(m.seg);
                match m.disp.as_ref().map(|d| d.constant()) {
                    None | Some(Some(0)) => ins.set_memory_displ_size(0),
                    Some(Some(v)) => {
                        ins.set_memory_displacement64(v as u64);
                        ins.set_memory_displ_size(if m.base == Register::RIP { 8 } else { 1 });
                    }
                    Some(None) => {
                        ins.set_memory_displacement64(PLACEHOLDER as u64);
                        ins.set_memory_displ_size(8);
                    }
                }
            }
            Op::Imm(v, _) => {
                let kind = imm_kind(k, seen_imm);
                seen_imm = true;
                ins.set_op_kind(i, kind);
                let v = v.unwrap_or(PLACEHOLDER);
                match kind {
                    OpKind::Immediate8 => ins.set_immediate8(v as u8),
                    OpKind::Immediate8_2nd => ins.set_immediate8_2nd(v as u8),
                    OpKind::Immediate8to16 | OpKind::Immediate8to32 | OpKind::Immediate8to64 => {
                        ins.set_immediate8(v as u8)
                    }
                    OpKind::Immediate16 => ins.set_immediate16(v as u16),
                    OpKind::Immediate32 | OpKind::Immediate32to64 => ins.set_immediate32(v as u32),
                    _ => ins.set_immediate64(v as u64),
                }
            }
            Op::One => {
                ins.set_op_kind(i, OpKind::Immediate8);
                ins.set_immediate8(1);
            }
        }
        k_op += 1;
    }
    if k_op != ops.len() {
        return None;
    }
    let p = inst.prefixes;
    if p.lock {
        ins.set_has_lock_prefix(true);
    }
    if p.rep {
        ins.set_has_repe_prefix(true);
    }
    if p.repne {
        ins.set_has_repne_prefix(true);
    }
    Some(ins)
}

/// Whether `code` accepts `ops` with sizes `sz`.
fn fits(code: Code, ops: &[Op], sz: Sizes, movabs: bool) -> bool {
    let info = code.op_code();
    let string = is_string(info.op_kinds());
    let kinds: Vec<K> = info
        .op_kinds()
        .iter()
        .copied()
        .filter(|&k| !implicit(k, string))
        .collect();
    if kinds.len() != ops.len() {
        return false;
    }
    let size = code_int_size(code);
    if let Some(s) = sz.int {
        if size != s {
            return false;
        }
    }
    for (&k, op) in kinds.iter().zip(ops) {
        let ok = match op {
            Op::Reg(r) => reg_fits(k, *r),
            Op::Mem(m) => {
                let ms = info.memory_size().size() as u32;
                let want = if m.size != 0 { Some(m.size) } else { sz.mem };
                mem_fits(k) && (ms == 0 || want.is_none_or(|w| w == ms))
            }
            Op::Imm(v, _) => imm_fits(k, *v, size, movabs),
            Op::One => k == K::imm8_const_1,
        };
        if !ok {
            return false;
        }
    }
    true
}

/// Encodes one instruction (a direct jump stays symbolic).
pub(crate) fn encode(inst: &InstStmt) -> Result<Encoded, String> {
    let swapped = att_x87_swap(inst);
    let m = swapped.unwrap_or(inst.mnemonic.as_str());
    // Direct branches: a bare expression operand.
    if let [Operand::Mem(mem)] = inst.ops.as_slice() {
        if mem.base == Register::None && mem.index == Register::None && mem.seg == Register::None {
            if let Some(target) = &mem.disp {
                let name = readings(m, inst.dialect)
                    .into_iter()
                    .map(|r| r.0)
                    .find(|n| {
                        n == "jmp" || n == "call" || n.starts_with('j') || n.starts_with("loop")
                    });
                if let Some(name) = name {
                    return direct_branch(&name, target.clone());
                }
            }
        }
    }
    let mut ops: Vec<Op> = Vec::with_capacity(inst.ops.len());
    for o in &inst.ops {
        ops.push(match o {
            Operand::Reg(r) => Op::Reg(*r),
            Operand::Mem(mm) => Op::Mem(mm),
            Operand::Imm(e) => Op::Imm(e.constant(), e),
            Operand::Indirect(inner) => {
                if !(m.starts_with("jmp") || m.starts_with("call")) {
                    return Err(format!("'*' operand on {m}"));
                }
                match inner.as_ref() {
                    Operand::Reg(r) => Op::Reg(*r),
                    Operand::Mem(mm) => Op::Mem(mm),
                    _ => return Err("invalid indirect operand".into()),
                }
            }
        });
    }
    let movabs = m.starts_with("movabs");
    let t = table();
    let mut known = false;
    for (name, sz) in readings(m, inst.dialect) {
        let Some(codes) = t.get(&name) else { continue };
        known = true;
        let mut cands: Vec<Code> = codes
            .iter()
            .copied()
            .filter(|&c| fits(c, &ops, sz, movabs))
            .collect();
        // Operands AT&T may leave out: the count of shifts by one (`shll %eax`), and
        // x87's st(0) (`fxch %st(1)`, `faddp` for `faddp %st, %st(1)`).
        let mut implied: Vec<Vec<Op>> = vec![[ops.clone(), vec![Op::One]].concat()];
        if name.starts_with('f') {
            implied.push([vec![Op::Reg(Register::ST0)], ops.clone()].concat());
            if ops.is_empty() {
                // `faddp` is `faddp %st, %st(1)`; `fxch`, `fucom`, `fcomi` take st(1).
                implied.push(vec![Op::Reg(Register::ST1), Op::Reg(Register::ST0)]);
                implied.push(vec![Op::Reg(Register::ST0), Op::Reg(Register::ST1)]);
            }
        }
        for alt in implied {
            if !cands.is_empty() {
                break;
            }
            cands = codes
                .iter()
                .copied()
                .filter(|&c| fits(c, &alt, sz, movabs))
                .collect();
            if !cands.is_empty() {
                ops = alt;
            }
        }
        if cands.is_empty() {
            continue;
        }
        // Without a size from a suffix or a register, the size must be unambiguous;
        // push/pop/jmp/call default to 64 bits.
        let sizes: Vec<u32> = cands.iter().map(|&c| code_int_size(c)).collect();
        if sizes.iter().any(|&s| s != sizes[0]) {
            let has_reg = ops.iter().any(|o| matches!(o, Op::Reg(_)));
            let default64: Vec<Code> = cands
                .iter()
                .copied()
                .filter(|c| c.op_code().default_op_size64() && code_int_size(*c) == 8)
                .collect();
            if !default64.is_empty() {
                cands = default64;
            } else if !has_reg && ops.iter().any(|o| matches!(o, Op::Mem(_))) {
                return Err(format!(
                    "ambiguous operand size for '{m}' (add a size suffix)"
                ));
            }
        }
        let mut best: Option<(Vec<u8>, Instruction)> = None;
        let mut last_err = String::new();
        for c in cands {
            let Some(ins) = build(c, &ops, inst) else {
                continue;
            };
            let mut enc = Encoder::new(64);
            match enc.encode(&ins, 0) {
                Ok(_) => {
                    let bytes = enc.take_buffer();
                    if best.as_ref().is_none_or(|(b, _)| bytes.len() < b.len()) {
                        best = Some((bytes, ins));
                    }
                }
                Err(e) => last_err = e.to_string(),
            }
        }
        let Some((mut bytes, ins)) = best else {
            return Err(format!("invalid operands for '{m}': {last_err}"));
        };
        // Fixups for symbolic fields, from where the encoder put them.
        let mut enc = Encoder::new(64);
        enc.encode(&ins, 0).map_err(|e| e.to_string())?;
        let co = enc.get_constant_offsets();
        let len = bytes.len() as u32;
        let mut fixups = Vec::new();
        for op in &ops {
            match op {
                Op::Mem(mm) => {
                    if let Some(d) = mm.disp.as_ref().filter(|d| d.constant().is_none()) {
                        let at = co.displacement_offset() as u32;
                        bytes[at as usize..at as usize + 4].fill(0);
                        fixups.push(Fixup {
                            at,
                            field: X86Field {
                                size: 4,
                                pcrel: (mm.base == Register::RIP).then_some(len - at),
                                signed: true,
                                branch: false,
                            },
                            expr: d.clone(),
                        });
                    }
                }
                Op::Imm(None, e) => {
                    let at = co.immediate_offset() as u32;
                    let size = co.immediate_size() as u8;
                    bytes[at as usize..at as usize + size as usize].fill(0);
                    fixups.push(Fixup {
                        at,
                        field: X86Field {
                            size,
                            pcrel: None,
                            signed: ins.op_kinds().any(|k| k == OpKind::Immediate32to64),
                            branch: false,
                        },
                        expr: (*e).clone(),
                    });
                }
                _ => {}
            }
        }
        return Ok(Encoded::Fixed(bytes, fixups));
    }
    if known {
        Err(format!("invalid operands for instruction '{m}'"))
    } else {
        Err(format!("unknown instruction '{m}'"))
    }
}

/// AT&T's names of the reversed x87 subtractions and divisions into st(i) (the popping
/// forms and `fsub %st, %st(i)`): `fsubp` is Intel's `fsubrp` and so on, as GNU as and
/// llvm-mc have it.
fn att_x87_swap(inst: &InstStmt) -> Option<&'static str> {
    if inst.dialect != Dialect::Att {
        return None;
    }
    let into_sti = match inst.ops.as_slice() {
        [] => true,
        [Operand::Reg(d), Operand::Reg(Register::ST0)] => *d != Register::ST0,
        _ => false,
    };
    if !into_sti {
        return None;
    }
    Some(match inst.mnemonic.as_str() {
        "fsub" => "fsubr",
        "fsubr" => "fsub",
        "fsubp" => "fsubrp",
        "fsubrp" => "fsubp",
        "fdiv" => "fdivr",
        "fdivr" => "fdiv",
        "fdivp" => "fdivrp",
        "fdivrp" => "fdivp",
        _ => return None,
    })
}

fn direct_branch(name: &str, target: Expr) -> Result<Encoded, String> {
    if name == "jmp" {
        return Ok(jump(None, target));
    }
    if name == "call" {
        return Ok(Encoded::Fixed(
            vec![0xe8, 0, 0, 0, 0],
            vec![branch_fixup(1, 4, 4, target)],
        ));
    }
    let opcode = match name {
        "loop" => 0xe2,
        "loope" | "loopz" => 0xe1,
        "loopne" | "loopnz" => 0xe0,
        "jrcxz" => 0xe3,
        _ => {
            let cc = name
                .strip_prefix('j')
                .and_then(condition)
                .ok_or_else(|| format!("unknown instruction '{name}'"))?;
            return Ok(jump(Some(cc), target));
        }
    };
    // Only a rel8 form.
    Ok(Encoded::Fixed(
        vec![opcode, 0],
        vec![branch_fixup(1, 1, 1, target)],
    ))
}

#[cfg(test)]
mod tests {
    use super::super::parse::X86;
    use super::*;
    use rllc_codegen::asm::parse::{parse, Stmt};

    fn inst(s: &str) -> InstStmt {
        let mut isa = X86::new(Dialect::Att);
        let Stmt::Inst(i) = parse(&mut isa, s).unwrap().remove(0).0 else {
            panic!()
        };
        i
    }

    fn enc(s: &str) -> Vec<u8> {
        match encode(&inst(s)).unwrap() {
            Encoded::Fixed(b, _) => b,
            e => panic!("{e:?}"),
        }
    }

    #[test]
    fn common_instructions() {
        assert_eq!(enc("addl %ecx, %eax"), [0x01, 0xc8]);
        assert_eq!(enc("addq $1000, %rax"), [0x48, 0x05, 0xe8, 0x03, 0, 0]);
        assert_eq!(enc("addl $-1, %ecx"), [0x83, 0xc1, 0xff]);
        assert_eq!(
            enc("movl $0xffffffff, %eax"),
            [0xb8, 0xff, 0xff, 0xff, 0xff]
        );
        assert_eq!(enc("cpuid"), [0x0f, 0xa2]);
        assert_eq!(enc("movzbl (%rdi), %eax"), [0x0f, 0xb6, 0x07]);
        assert_eq!(enc("shll %eax"), [0xd1, 0xe0]);
        assert_eq!(enc("rep movsb"), [0xf3, 0xa4]);
        assert_eq!(enc("setc %al"), [0x0f, 0x92, 0xc0]);
        assert_eq!(enc("jmp *%rax"), [0xff, 0xe0]);
        assert_eq!(enc("cmova %rcx, %rax"), [0x48, 0x0f, 0x47, 0xc1]);
        assert_eq!(enc("nop"), [0x90]);
        assert_eq!(enc("ret"), [0xc3]);
    }

    #[test]
    fn errors() {
        assert!(encode(&inst("incr %eax"))
            .unwrap_err()
            .contains("unknown instruction"));
        assert!(encode(&inst("inc (%rax)"))
            .unwrap_err()
            .contains("ambiguous"));
    }
}
