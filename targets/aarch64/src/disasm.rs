//! A disassembler-printer for the instructions the encoder produces, printing each as
//! `llvm-objdump-19 -d` does (llvm's preferred aliases, hexadecimal immediates, branch
//! targets as offsets from the function start). Words it does not know print as
//! `.inst 0x…`.

/// The text of the instruction `word` found at code offset `offset`.
pub fn print(word: u32, offset: u32) -> String {
    let w = Word(word);
    data_imm(w, offset)
        .or_else(|| branch_system(w, offset))
        .or_else(|| data_reg(w))
        .or_else(|| load_store(w, offset))
        .or_else(|| simd(w))
        .or_else(|| float(w))
        .unwrap_or_else(|| format!(".inst 0x{word:08x}"))
}

/// An instruction word with field accessors.
#[derive(Clone, Copy)]
struct Word(u32);

impl Word {
    /// The `len` bits from bit `lo`.
    fn f(self, lo: u32, len: u32) -> u32 {
        (self.0 >> lo) & ((1 << len) - 1)
    }

    /// Bit `n`.
    fn bit(self, n: u32) -> bool {
        self.0 >> n & 1 != 0
    }

    /// Whether the word, masked, equals `value`.
    fn is(self, mask: u32, value: u32) -> bool {
        self.0 & mask == value
    }

    /// The `len`-bit signed field from bit `lo`.
    fn simm(self, lo: u32, len: u32) -> i64 {
        let v = self.f(lo, len) as i64;
        (v << (64 - len)) >> (64 - len)
    }

    /// The Rd/Rt field (bits 4..0).
    fn rd(self) -> u32 {
        self.f(0, 5)
    }

    /// The Rn field (bits 9..5).
    fn rn(self) -> u32 {
        self.f(5, 5)
    }

    /// The Rm/Rs field (bits 20..16).
    fn rm(self) -> u32 {
        self.f(16, 5)
    }

    /// The Ra/Rt2 field (bits 14..10).
    fn ra(self) -> u32 {
        self.f(10, 5)
    }
}

/// A general register, 31 being the zero register.
fn zr(n: u32, x: bool) -> String {
    match (n, x) {
        (31, true) => "xzr".into(),
        (31, false) => "wzr".into(),
        (n, true) => format!("x{n}"),
        (n, false) => format!("w{n}"),
    }
}

/// A general register, 31 being the stack pointer.
fn sp(n: u32, x: bool) -> String {
    match (n, x) {
        (31, true) => "sp".into(),
        (31, false) => "wsp".into(),
        _ => zr(n, x),
    }
}

/// A signed immediate in llvm's hexadecimal style.
fn hex(v: i64) -> String {
    if v < 0 {
        format!("#-0x{:x}", v.unsigned_abs())
    } else {
        format!("#0x{v:x}")
    }
}

/// A code address `offset + delta` as llvm-objdump prints a branch target.
fn target(offset: u32, delta: i64) -> String {
    format!("0x{:x}", (i64::from(offset) + delta) as u64)
}

/// The names of the condition codes.
const CONDS: [&str; 16] = [
    "eq", "ne", "hs", "lo", "mi", "pl", "vs", "vc", "hi", "ls", "ge", "lt", "gt", "le", "al", "nv",
];

/// The name of the shift in the 2-bit `shift` field.
const SHIFTS: [&str; 4] = ["lsl", "lsr", "asr", "ror"];

/// The names of the extensions in the 3-bit `option` field.
const EXTENDS: [&str; 8] = [
    "uxtb", "uxth", "uxtw", "uxtx", "sxtb", "sxth", "sxtw", "sxtx",
];

/// Whether `value` is `imm16 << (16 * hw)` for some hw (llvm's isAnyMOVZMovAlias).
fn movz_able(value: u64, width: u32) -> bool {
    (0..width).step_by(16).any(|s| value & !(0xffff << s) == 0)
}

/// `value` of `width` bits sign-extended.
fn sext(value: u64, width: u32) -> i64 {
    ((value << (64 - width)) as i64) >> (64 - width)
}

/// The `mov rd, #value` alias with llvm's decimal comment.
fn mov_imm(rd: String, value: u64, width: u32) -> String {
    let v = sext(value, width);
    format!("mov {rd}, {} // ={v}", hex(v))
}

/// The value of the logical immediate `N:immr:imms` for a `width`-bit register.
fn decode_bit_masks(n: u32, immr: u32, imms: u32, width: u32) -> Option<u64> {
    let len = ((n << 6) | (!imms & 63)).checked_ilog2()?;
    if !(1..=6).contains(&len) || (len == 6 && width == 32) {
        return None;
    }
    let esize = 1 << len;
    let levels = esize - 1;
    let (s, r) = (imms & levels, immr & levels);
    if s == levels {
        return None;
    }
    let mask = u64::MAX >> (64 - esize);
    let run = (1u64 << (s + 1)) - 1;
    let mut value = ((run >> r) | (run << ((esize - r) % esize))) & mask;
    let mut size = esize;
    while size < width {
        value |= value << size;
        size *= 2;
    }
    Some(value)
}

/// Data processing with immediates and PC-relative addresses.
fn data_imm(w: Word, offset: u32) -> Option<String> {
    let x = w.bit(31);
    let width = if x { 64 } else { 32 };
    let (rd, rn) = (w.rd(), w.rn());
    if w.is(0x1f00_0000, 0x1000_0000) {
        let imm = (w.simm(5, 19) << 2) | i64::from(w.f(29, 2));
        return Some(if x {
            let page = i64::from(offset & !0xfff);
            format!("adrp {}, {}", zr(rd, true), target(0, page + (imm << 12)))
        } else {
            format!("adr {}, {}", zr(rd, true), target(offset, imm))
        });
    }
    if w.is(0x1f80_0000, 0x1100_0000) {
        let (sub, s, sh) = (w.bit(30), w.bit(29), w.bit(22));
        let imm = w.f(10, 12);
        let shifted = if sh {
            format!(", lsl #12 // =0x{:x}", imm << 12)
        } else {
            String::new()
        };
        if !sub && !s && !sh && imm == 0 && (rd == 31 || rn == 31) {
            return Some(format!("mov {}, {}", sp(rd, x), sp(rn, x)));
        }
        if s && rd == 31 {
            let name = if sub { "cmp" } else { "cmn" };
            return Some(format!("{name} {}, #0x{imm:x}{shifted}", sp(rn, x)));
        }
        let name = ["add", "adds", "sub", "subs"][w.f(29, 2) as usize];
        let rd = if s { zr(rd, x) } else { sp(rd, x) };
        return Some(format!("{name} {rd}, {}, #0x{imm:x}{shifted}", sp(rn, x)));
    }
    if w.is(0x1f80_0000, 0x1200_0000) {
        let value = decode_bit_masks(w.f(22, 1), w.f(16, 6), w.f(10, 6), width)?;
        let opc = w.f(29, 2);
        if opc == 3 && rd == 31 {
            return Some(format!("tst {}, #0x{value:x}", zr(rn, x)));
        }
        let full = if x { value } else { value & 0xffff_ffff };
        if opc == 1
            && rn == 31
            && !movz_able(full, width)
            && !movz_able(!full & (u64::MAX >> (64 - width)), width)
        {
            return Some(mov_imm(sp(rd, x), full, width));
        }
        let name = ["and", "orr", "eor", "ands"][opc as usize];
        let rd = if opc == 3 { zr(rd, x) } else { sp(rd, x) };
        return Some(format!("{name} {rd}, {}, #0x{value:x}", zr(rn, x)));
    }
    if w.is(0x1f80_0000, 0x1280_0000) {
        let (opc, hw) = (w.f(29, 2), w.f(21, 2));
        if opc == 1 || (!x && hw > 1) {
            return None;
        }
        let imm = u64::from(w.f(5, 16));
        let shift = hw * 16;
        let mask = u64::MAX >> (64 - width);
        let plain_zero = imm == 0 && hw != 0;
        if opc == 2 && !plain_zero {
            return Some(mov_imm(zr(rd, x), imm << shift, width));
        }
        let inverted = !(imm << shift) & mask;
        if opc == 0 && !plain_zero && !movz_able(inverted, width) {
            return Some(mov_imm(zr(rd, x), inverted, width));
        }
        let name = ["movn", "", "movz", "movk"][opc as usize];
        let lsl = if hw != 0 {
            format!(", lsl #{shift}")
        } else {
            String::new()
        };
        return Some(format!("{name} {}, #0x{imm:x}{lsl}", zr(rd, x)));
    }
    if w.is(0x1f80_0000, 0x1300_0000) {
        return bitfield(w, x, width);
    }
    if w.is(0x7fa0_0000, 0x1380_0000) {
        let lsb = w.f(10, 6);
        if w.bit(22) != x || lsb >= width {
            return None;
        }
        let (rd, rn, rm) = (zr(rd, x), zr(rn, x), w.rm());
        return Some(if w.rm() == w.rn() {
            format!("ror {rd}, {rn}, #0x{lsb:x}")
        } else {
            format!("extr {rd}, {rn}, {}, #0x{lsb:x}", zr(rm, x))
        });
    }
    None
}

/// SBFM, BFM and UBFM with their aliases.
fn bitfield(w: Word, x: bool, width: u32) -> Option<String> {
    let (opc, immr, imms) = (w.f(29, 2), w.f(16, 6), w.f(10, 6));
    if opc == 3 || w.bit(22) != x || immr >= width || imms >= width {
        return None;
    }
    let (rd, rn) = (zr(w.rd(), x), zr(w.rn(), x));
    if opc == 1 {
        return Some(if imms < immr {
            let lsb = (width - immr) % width;
            format!("bfi {rd}, {rn}, #{lsb}, #{}", imms + 1)
        } else {
            format!("bfxil {rd}, {rn}, #{immr}, #{}", imms - immr + 1)
        });
    }
    let signed = opc == 0;
    if immr == 0 {
        let extend = match (imms, signed, x) {
            (7, true, _) => Some("sxtb"),
            (15, true, _) => Some("sxth"),
            (31, true, true) => Some("sxtw"),
            (7, false, false) => Some("uxtb"),
            (15, false, false) => Some("uxth"),
            _ => None,
        };
        if let Some(name) = extend {
            return Some(format!("{name} {rd}, {}", zr(w.rn(), false)));
        }
    }
    let top = width - 1;
    if !signed && imms != top && imms + 1 == immr {
        return Some(format!("lsl {rd}, {rn}, #{}", top - imms));
    }
    if imms == top {
        let name = if signed { "asr" } else { "lsr" };
        return Some(format!("{name} {rd}, {rn}, #{immr}"));
    }
    let prefix = if signed { "s" } else { "u" };
    Some(if immr > imms {
        format!("{prefix}bfiz {rd}, {rn}, #{}, #{}", width - immr, imms + 1)
    } else {
        format!("{prefix}bfx {rd}, {rn}, #{immr}, #{}", imms - immr + 1)
    })
}

/// The `, shift #amount` suffix of a shifted register (empty for `lsl #0`).
fn shift_suffix(shift: u32, amount: u32) -> String {
    if shift == 0 && amount == 0 {
        String::new()
    } else {
        format!(", {} #{amount}", SHIFTS[shift as usize])
    }
}

/// Data processing with registers.
fn data_reg(w: Word) -> Option<String> {
    let x = w.bit(31);
    let (rd, rn, rm) = (w.rd(), w.rn(), w.rm());
    if w.is(0x1f20_0000, 0x0b00_0000) {
        let (sub, s, shift, amount) = (w.bit(30), w.bit(29), w.f(22, 2), w.f(10, 6));
        if shift == 3 || (!x && amount >= 32) {
            return None;
        }
        let sh = shift_suffix(shift, amount);
        let rm = zr(rm, x);
        if s && rd == 31 {
            let name = if sub { "cmp" } else { "cmn" };
            return Some(format!("{name} {}, {rm}{sh}", zr(rn, x)));
        }
        if sub && rn == 31 {
            let name = if s { "negs" } else { "neg" };
            return Some(format!("{name} {}, {rm}{sh}", zr(rd, x)));
        }
        let name = ["add", "adds", "sub", "subs"][w.f(29, 2) as usize];
        return Some(format!("{name} {}, {}, {rm}{sh}", zr(rd, x), zr(rn, x)));
    }
    if w.is(0x1fe0_0000, 0x0b20_0000) {
        let (sub, s, option, amount) = (w.bit(30), w.bit(29), w.f(13, 3), w.f(10, 3));
        if amount > 4 {
            return None;
        }
        let rm = zr(rm, x && option & 3 == 3);
        let uses_sp = (!s && rd == 31) || rn == 31;
        let ext = if uses_sp && option == if x { 3 } else { 2 } {
            if amount == 0 {
                String::new()
            } else {
                format!(", lsl #{amount}")
            }
        } else if amount == 0 {
            format!(", {}", EXTENDS[option as usize])
        } else {
            format!(", {} #{amount}", EXTENDS[option as usize])
        };
        if s && rd == 31 {
            let name = if sub { "cmp" } else { "cmn" };
            return Some(format!("{name} {}, {rm}{ext}", sp(rn, x)));
        }
        let name = ["add", "adds", "sub", "subs"][w.f(29, 2) as usize];
        let rd = if s { zr(rd, x) } else { sp(rd, x) };
        return Some(format!("{name} {rd}, {}, {rm}{ext}", sp(rn, x)));
    }
    if w.is(0x1f00_0000, 0x0a00_0000) {
        let (opc, n, shift, amount) = (w.f(29, 2), w.bit(21), w.f(22, 2), w.f(10, 6));
        if !x && amount >= 32 {
            return None;
        }
        let sh = shift_suffix(shift, amount);
        let rm = zr(rm, x);
        if opc == 3 && !n && rd == 31 {
            return Some(format!("tst {}, {rm}{sh}", zr(rn, x)));
        }
        let rd = zr(rd, x);
        if opc == 1 && rn == 31 && !n && sh.is_empty() {
            return Some(format!("mov {rd}, {rm}"));
        }
        if opc == 1 && rn == 31 && n {
            return Some(format!("mvn {rd}, {rm}{sh}"));
        }
        let names = [
            ["and", "bic"],
            ["orr", "orn"],
            ["eor", "eon"],
            ["ands", "bics"],
        ];
        let name = names[opc as usize][n as usize];
        return Some(format!("{name} {rd}, {}, {rm}{sh}", zr(rn, x)));
    }
    let (d, n, m) = (zr(rd, x), zr(rn, x), zr(rm, x));
    if w.is(0x7fe0_0000, 0x1ac0_0000) {
        let name = match w.f(10, 6) {
            0b000010 => "udiv",
            0b000011 => "sdiv",
            0b001000 => "lsl",
            0b001001 => "lsr",
            0b001010 => "asr",
            0b001011 => "ror",
            _ => return None,
        };
        return Some(format!("{name} {d}, {n}, {m}"));
    }
    if w.is(0x7fff_0000, 0x5ac0_0000) {
        let name = match (w.f(10, 6), x) {
            (0, _) => "rbit",
            (1, _) => "rev16",
            (2, false) | (3, true) => "rev",
            (2, true) => "rev32",
            (4, _) => "clz",
            (5, _) => "cls",
            _ => return None,
        };
        return Some(format!("{name} {d}, {n}"));
    }
    if w.is(0x7f00_0000, 0x1b00_0000) {
        let (op31, o0, ra) = (w.f(21, 3), w.bit(15), w.ra());
        let (full, short) = match (op31, o0) {
            (0, false) => ("madd", "mul"),
            (0, true) => ("msub", "mneg"),
            (1, false) => ("smaddl", "smull"),
            (1, true) => ("smsubl", "smnegl"),
            (5, false) => ("umaddl", "umull"),
            (5, true) => ("umsubl", "umnegl"),
            (2, false) => return x.then(|| format!("smulh {d}, {n}, {m}")),
            (6, false) => return x.then(|| format!("umulh {d}, {n}, {m}")),
            _ => return None,
        };
        if op31 != 0 && !x {
            return None;
        }
        let (n, m) = if op31 == 0 {
            (n, m)
        } else {
            (zr(rn, false), zr(rm, false))
        };
        return Some(if ra == 31 {
            format!("{short} {d}, {n}, {m}")
        } else {
            format!("{full} {d}, {n}, {m}, {}", zr(ra, x))
        });
    }
    if w.is(0x1fe0_0800, 0x1a80_0000) && !w.bit(29) {
        let cond = w.f(12, 4);
        let (inv, o2) = (w.bit(30), w.bit(10));
        let alias = cond < 14 && rn == rm;
        let c = CONDS[cond as usize];
        let ic = CONDS[cond as usize ^ 1];
        return Some(match (inv, o2) {
            (false, false) => format!("csel {d}, {n}, {m}, {c}"),
            (false, true) if alias && rn == 31 => format!("cset {d}, {ic}"),
            (false, true) if alias => format!("cinc {d}, {n}, {ic}"),
            (false, true) => format!("csinc {d}, {n}, {m}, {c}"),
            (true, false) if alias && rn == 31 => format!("csetm {d}, {ic}"),
            (true, false) if alias => format!("cinv {d}, {n}, {ic}"),
            (true, false) => format!("csinv {d}, {n}, {m}, {c}"),
            (true, true) if alias => format!("cneg {d}, {n}, {ic}"),
            (true, true) => format!("csneg {d}, {n}, {m}, {c}"),
        });
    }
    if w.is(0x3fe0_0410, 0x3a40_0000) {
        let name = if w.bit(30) { "ccmp" } else { "ccmn" };
        let second = if w.bit(11) { hex(rm.into()) } else { m };
        let nzcv = hex(w.f(0, 4).into());
        return Some(format!(
            "{name} {n}, {second}, {nzcv}, {}",
            CONDS[w.f(12, 4) as usize]
        ));
    }
    if w.is(0x1fe0_fc00, 0x1a00_0000) {
        let (sub, s) = (w.bit(30), w.bit(29));
        if sub && rn == 31 {
            let name = if s { "ngcs" } else { "ngc" };
            return Some(format!("{name} {d}, {m}"));
        }
        let name = ["adc", "adcs", "sbc", "sbcs"][w.f(29, 2) as usize];
        return Some(format!("{name} {d}, {n}, {m}"));
    }
    None
}

/// Branches, exception generation, hints, barriers and system registers.
fn branch_system(w: Word, offset: u32) -> Option<String> {
    if w.is(0x7c00_0000, 0x1400_0000) {
        let name = if w.bit(31) { "bl" } else { "b" };
        return Some(format!("{name} {}", target(offset, w.simm(0, 26) << 2)));
    }
    if w.is(0xff00_0010, 0x5400_0000) {
        let cond = CONDS[w.f(0, 4) as usize];
        return Some(format!("b.{cond} {}", target(offset, w.simm(5, 19) << 2)));
    }
    if w.is(0x7e00_0000, 0x3400_0000) {
        let name = if w.bit(24) { "cbnz" } else { "cbz" };
        let rt = zr(w.rd(), w.bit(31));
        return Some(format!(
            "{name} {rt}, {}",
            target(offset, w.simm(5, 19) << 2)
        ));
    }
    if w.is(0x7e00_0000, 0x3600_0000) {
        let name = if w.bit(24) { "tbnz" } else { "tbz" };
        let bit = (w.f(31, 1) << 5) | w.f(19, 5);
        let rt = zr(w.rd(), w.bit(31));
        let to = target(offset, w.simm(5, 14) << 2);
        return Some(format!("{name} {rt}, #0x{bit:x}, {to}"));
    }
    if w.is(0xff9f_fc1f, 0xd61f_0000) {
        let rn = w.rn();
        return match w.f(21, 2) {
            0 => Some(format!("br {}", zr(rn, true))),
            1 => Some(format!("blr {}", zr(rn, true))),
            2 if rn == 30 => Some("ret".into()),
            2 => Some(format!("ret {}", zr(rn, true))),
            _ => None,
        };
    }
    if w.is(0xffff_fbff, 0xd65f_0bff) {
        return Some(if w.bit(10) { "retab" } else { "retaa" }.into());
    }
    if w.is(0xffe0_001f, 0xd420_0000) {
        return Some(match w.f(5, 16) {
            0 => "brk #0".into(),
            imm => format!("brk #0x{imm:x}"),
        });
    }
    if w.is(0xffff_0000, 0) {
        return Some(format!("udf #0x{:x}", w.f(0, 16)));
    }
    if w.is(0xffff_f01f, 0xd503_201f) {
        return Some(hint_name(w.f(5, 7)));
    }
    if w.is(0xffff_f01f, 0xd503_301f) {
        let crm = w.f(8, 4);
        return match w.f(5, 3) {
            0b010 if crm == 15 => Some("clrex".into()),
            0b010 => Some(format!("clrex #0x{crm:x}")),
            0b100 => Some(match crm {
                0 => "ssbb".into(),
                4 => "pssbb".into(),
                12 => "dfb".into(),
                _ => format!("dsb {}", barrier_name(crm)),
            }),
            0b101 => Some(format!("dmb {}", barrier_name(crm))),
            0b110 if crm == 15 => Some("isb".into()),
            0b110 => Some(format!("isb #{crm}")),
            _ => None,
        };
    }
    if w.is(0xfff8_0000, 0xd508_0000) {
        let ops = [w.f(16, 3), w.f(12, 4), w.f(8, 4), w.f(5, 3)];
        let op = crate::encode::CACHE_OPS
            .iter()
            .find(|c| c.sys.map(u32::from) == ops)?;
        return Some(if op.takes_reg {
            format!("{}, {}", op.name, zr(w.rd(), true))
        } else {
            op.name.to_string()
        });
    }
    if w.is(0xffd0_0000, 0xd510_0000) {
        let name = sysreg_name(w.f(5, 15));
        let rt = zr(w.rd(), true);
        return Some(if w.bit(21) {
            format!("mrs {rt}, {name}")
        } else {
            format!("msr {name}, {rt}")
        });
    }
    None
}

/// A `hint #imm` with llvm's name for it.
fn hint_name(imm: u32) -> String {
    let name = match imm {
        0 => "nop",
        1 => "yield",
        2 => "wfe",
        3 => "wfi",
        4 => "sev",
        5 => "sevl",
        6 => "dgh",
        7 => "xpaclri",
        8 => "pacia1716",
        10 => "pacib1716",
        12 => "autia1716",
        14 => "autib1716",
        16 => "esb",
        17 => "psb csync",
        18 => "tsb csync",
        19 => "gcsb dsync",
        20 => "csdb",
        22 => "clrbhb",
        24 => "paciaz",
        25 => "paciasp",
        26 => "pacibz",
        27 => "pacibsp",
        28 => "autiaz",
        29 => "autiasp",
        30 => "autibz",
        31 => "autibsp",
        32 => "bti",
        34 => "bti c",
        36 => "bti j",
        38 => "bti jc",
        39 => "pacm",
        40 => "chkfeat x16",
        _ => return format!("hint #0x{imm:x}"),
    };
    name.into()
}

/// The name of a DMB/DSB option, or `#n` for the unnamed ones.
fn barrier_name(crm: u32) -> String {
    let name = match crm {
        1 => "oshld",
        2 => "oshst",
        3 => "osh",
        5 => "nshld",
        6 => "nshst",
        7 => "nsh",
        9 => "ishld",
        10 => "ishst",
        11 => "ish",
        13 => "ld",
        14 => "st",
        15 => "sy",
        _ => return format!("#{crm}"),
    };
    name.into()
}

/// The name of the system register `o0:op1:CRn:CRm:op2`, generic when not a known one.
fn sysreg_name(sysreg: u32) -> String {
    let mut known = crate::encode::SYSREG_NAMES.iter();
    if let Some(&(_, name)) = known.find(|&&(r, _)| u32::from(r) == sysreg) {
        return name.into();
    }
    let f = |lo: u32, len: u32| (sysreg >> lo) & ((1 << len) - 1);
    format!(
        "S{}_{}_C{}_C{}_{}",
        2 + f(14, 1),
        f(11, 3),
        f(7, 4),
        f(3, 4),
        f(0, 3)
    )
}

/// The name of a prefetch operation (`pldl1keep`, …), or `#n` for the unnamed ones.
fn prfop_name(prfop: u32) -> String {
    let (kind, target, policy) = (prfop >> 3, (prfop >> 1) & 3, prfop & 1);
    if kind == 3 {
        return format!("#0x{prfop:x}");
    }
    format!(
        "{}{}{}",
        ["pld", "pli", "pst"][kind as usize],
        ["l1", "l2", "l3", "slc"][target as usize],
        ["keep", "strm"][policy as usize]
    )
}

/// The mnemonic suffix and register kind of a load or store's `size:V:opc`: the
/// suffix (`b`, `sh`, …), whether it loads, and the register's prefix letter.
fn ldst_kind(size: u32, v: bool, opc: u32) -> Option<(&'static str, bool, char)> {
    Some(if v {
        let reg = match (size, opc) {
            (0, 0 | 1) => 'b',
            (0, 2 | 3) => 'q',
            (1, 0 | 1) => 'h',
            (2, 0 | 1) => 's',
            (3, 0 | 1) => 'd',
            _ => return None,
        };
        ("", opc & 1 == 1, reg)
    } else {
        let reg = if size == 3 || opc == 2 { 'x' } else { 'w' };
        let suffix = match (size, opc) {
            (0, 0 | 1) => "b",
            (1, 0 | 1) => "h",
            (2 | 3, 0 | 1) => "",
            (0, 2 | 3) => "sb",
            (1, 2 | 3) => "sh",
            (2, 2) => "sw",
            _ => return None,
        };
        (suffix, opc != 0, reg)
    })
}

/// A register of kind `kind` (`w`, `x` with 31 the zero register, or an FP letter).
fn reg_of(kind: char, n: u32) -> String {
    match kind {
        'w' => zr(n, false),
        'x' => zr(n, true),
        _ => format!("{kind}{n}"),
    }
}

/// The `b`/`h` suffix of an exclusive or atomic access of `1 << size` bytes.
fn size_suffix(size: u32) -> &'static str {
    ["b", "h", "", ""][size as usize]
}

/// Loads and stores.
fn load_store(w: Word, offset: u32) -> Option<String> {
    let (rt, rn) = (w.rd(), w.rn());
    let base = sp(rn, true);
    let (size, v, opc) = (w.f(30, 2), w.bit(26), w.f(22, 2));
    if w.is(0xffc0_0000, 0xf980_0000) {
        let off = w.f(10, 12) << 3;
        let addr = if off == 0 {
            format!("[{base}]")
        } else {
            format!("[{base}, #0x{off:x}]")
        };
        return Some(format!("prfm {}, {addr}", prfop_name(rt)));
    }
    if w.is(0x3b00_0000, 0x3900_0000) {
        let (suffix, load, kind) = ldst_kind(size, v, opc)?;
        let scale = if kind == 'q' { 4 } else { size };
        let name = if load { "ldr" } else { "str" };
        let off = w.f(10, 12) << scale;
        let addr = if off == 0 {
            format!("[{base}]")
        } else {
            format!("[{base}, #0x{off:x}]")
        };
        return Some(format!("{name}{suffix} {}, {addr}", reg_of(kind, rt)));
    }
    if w.is(0x3b20_0000, 0x3800_0000) {
        let (suffix, load, kind) = ldst_kind(size, v, opc)?;
        let off = w.simm(12, 9);
        let r = reg_of(kind, rt);
        let ld = if load { "ld" } else { "st" };
        return match w.f(10, 2) {
            0 if off == 0 => Some(format!("{ld}ur{suffix} {r}, [{base}]")),
            0 => Some(format!("{ld}ur{suffix} {r}, [{base}, {}]", hex(off))),
            1 => Some(format!("{ld}r{suffix} {r}, [{base}], {}", hex(off))),
            3 => Some(format!("{ld}r{suffix} {r}, [{base}, {}]!", hex(off))),
            _ => None,
        };
    }
    if w.is(0x3b20_0c00, 0x3820_0800) {
        let (suffix, load, kind) = ldst_kind(size, v, opc)?;
        let scale = if kind == 'q' { 4 } else { size };
        let option = w.f(13, 3);
        let index = zr(w.rm(), option & 1 == 1);
        let ext = match (option, w.bit(12)) {
            (0b011, false) => String::new(),
            (0b011, true) => format!(", lsl #{scale}"),
            (0b010 | 0b110 | 0b111, false) => format!(", {}", EXTENDS[option as usize]),
            (0b010 | 0b110 | 0b111, true) => format!(", {} #{scale}", EXTENDS[option as usize]),
            _ => return None,
        };
        let name = if load { "ldr" } else { "str" };
        let r = reg_of(kind, rt);
        return Some(format!("{name}{suffix} {r}, [{base}, {index}{ext}]"));
    }
    if w.is(0x3f20_0c00, 0x3820_0000) {
        return atomic(w, size);
    }
    if w.is(0x3a00_0000, 0x2800_0000) {
        let (opc, load, mode) = (w.f(30, 2), w.bit(22), w.f(23, 2));
        let (name, kind, scale) = match (v, opc, load) {
            (false, 0, _) => ("p", 'w', 2),
            (false, 1, true) => ("psw", 'x', 2),
            (false, 2, _) => ("p", 'x', 3),
            (true, 0, _) => ("p", 's', 2),
            (true, 1, _) => ("p", 'd', 3),
            (true, 2, _) => ("p", 'q', 4),
            _ => return None,
        };
        let ld = if load { "ld" } else { "st" };
        let off = w.simm(15, 7) << scale;
        let regs = format!("{}, {}", reg_of(kind, rt), reg_of(kind, w.ra()));
        return match mode {
            1 => Some(format!("{ld}{name} {regs}, [{base}], {}", hex(off))),
            2 if off == 0 => Some(format!("{ld}{name} {regs}, [{base}]")),
            2 => Some(format!("{ld}{name} {regs}, [{base}, {}]", hex(off))),
            3 => Some(format!("{ld}{name} {regs}, [{base}, {}]!", hex(off))),
            _ => None,
        };
    }
    if w.is(0x3b00_0000, 0x1800_0000) {
        let (name, kind) = match (w.f(30, 2), v) {
            (0, false) => ("ldr", 'w'),
            (1, false) => ("ldr", 'x'),
            (2, false) => ("ldrsw", 'x'),
            (0, true) => ("ldr", 's'),
            (1, true) => ("ldr", 'd'),
            (2, true) => ("ldr", 'q'),
            _ => return None,
        };
        let to = target(offset, w.simm(5, 19) << 2);
        return Some(format!("{name} {}, {to}", reg_of(kind, rt)));
    }
    if w.is(0x3f00_0000, 0x0800_0000) {
        return exclusive(w, size);
    }
    None
}

/// Exclusive, acquire/release and compare-and-swap accesses.
fn exclusive(w: Word, size: u32) -> Option<String> {
    let (rt, rn, rs, rt2) = (w.rd(), w.rn(), w.rm(), w.ra());
    let (o2, l, o1, o0) = (w.bit(23), w.bit(22), w.bit(21), w.bit(15));
    let addr = format!("[{}]", sp(rn, true));
    let x = size == 3;
    let sfx = size_suffix(size);
    match (o2, o1) {
        // Like llvm, the single-register forms ignore their unused Rs and Rt2 fields.
        (false, false) => Some(if l {
            let a = if o0 { "a" } else { "" };
            format!("ld{a}xr{sfx} {}, {addr}", zr(rt, x))
        } else {
            let l = if o0 { "l" } else { "" };
            format!("st{l}xr{sfx} {}, {}, {addr}", zr(rs, false), zr(rt, x))
        }),
        (false, true) if size >= 2 => {
            let x = size == 3;
            let pair = format!("{}, {}", zr(rt, x), zr(rt2, x));
            Some(if l {
                let a = if o0 { "a" } else { "" };
                format!("ld{a}xp {pair}, {addr}")
            } else {
                let l = if o0 { "l" } else { "" };
                format!("st{l}xp {}, {pair}, {addr}", zr(rs, false))
            })
        }
        (false, true) if rt2 == 31 && rs % 2 == 0 && rt % 2 == 0 => {
            let x = size == 1;
            let (a, r) = (if l { "a" } else { "" }, if o0 { "l" } else { "" });
            let (s1, t1) = (zr(rs + 1, x), zr(rt + 1, x));
            let (s, t) = (zr(rs, x), zr(rt, x));
            Some(format!("casp{a}{r} {s}, {s1}, {t}, {t1}, {addr}"))
        }
        (true, false) if o0 => {
            let name = if l { "ldar" } else { "stlr" };
            Some(format!("{name}{sfx} {}, {addr}", zr(rt, x)))
        }
        (true, true) if rt2 == 31 => {
            let (a, r) = (if l { "a" } else { "" }, if o0 { "l" } else { "" });
            Some(format!(
                "cas{a}{r}{sfx} {}, {}, {addr}",
                zr(rs, x),
                zr(rt, x)
            ))
        }
        _ => None,
    }
}

/// The LSE atomic memory operations.
fn atomic(w: Word, size: u32) -> Option<String> {
    let (rt, rn, rs) = (w.rd(), w.rn(), w.rm());
    let (acquire, release, o3, opc) = (w.bit(23), w.bit(22), w.bit(15), w.f(12, 3));
    let x = size == 3;
    let addr = format!("[{}]", sp(rn, true));
    let sfx = size_suffix(size);
    let r = if release { "l" } else { "" };
    let a = if acquire { "a" } else { "" };
    let (s, t) = (zr(rs, x), zr(rt, x));
    // llvm notes that a load-acquire into the zero register does not acquire.
    let note = if acquire && rt == 31 {
        " // acquire semantics dropped since destination is zero"
    } else {
        ""
    };
    if o3 {
        return (opc == 0).then(|| format!("swp{a}{r}{sfx} {s}, {t}, {addr}{note}"));
    }
    let op = ["add", "clr", "eor", "set", "smax", "smin", "umax", "umin"][opc as usize];
    Some(if rt == 31 && !acquire {
        format!("st{op}{r}{sfx} {s}, {addr}")
    } else {
        format!("ld{op}{a}{r}{sfx} {s}, {t}, {addr}{note}")
    })
}

/// The letter of a scalar FP register of `ftype`.
fn fp_letter(ftype: u32) -> Option<char> {
    match ftype {
        0 => Some('s'),
        1 => Some('d'),
        3 => Some('h'),
        _ => None,
    }
}

/// The value of the 8-bit FMOV immediate (VFPExpandImm).
fn fp_imm(imm8: u32) -> f64 {
    let sign = if imm8 & 0x80 != 0 { -1.0 } else { 1.0 };
    let exp = ((imm8 >> 4) & 7) as i32;
    let exp = if exp >= 4 { exp - 7 } else { exp + 1 };
    let mantissa = f64::from(16 + (imm8 & 15)) / 16.0;
    sign * mantissa * 2f64.powi(exp)
}

/// Scalar floating point and its conversions.
fn float(w: Word) -> Option<String> {
    if !w.is(0x7e00_0000, 0x1e00_0000) {
        return None;
    }
    let (rd, rn, rm) = (w.rd(), w.rn(), w.rm());
    let ftype = w.f(22, 2);
    let x = w.bit(31);
    if w.is(0xffff_fc00, 0x9eaf_0000) {
        return Some(format!("fmov v{rd}.d[1], {}", zr(rn, true)));
    }
    if w.is(0xffff_fc00, 0x9eae_0000) {
        return Some(format!("fmov {}, v{rn}.d[1]", zr(rd, true)));
    }
    let t = fp_letter(ftype)?;
    let (d, n, m) = (format!("{t}{rd}"), format!("{t}{rn}"), format!("{t}{rm}"));
    if w.is(0x1f00_0000, 0x1f00_0000) {
        if x {
            return None;
        }
        let name =
            ["fmadd", "fmsub", "fnmadd", "fnmsub"][((w.f(21, 1) << 1) | w.f(15, 1)) as usize];
        return Some(format!("{name} {d}, {n}, {m}, {t}{}", w.ra()));
    }
    if !w.bit(21) {
        return None;
    }
    if w.is(0x0000_fc00, 0) {
        let (rmode, opcode) = (w.f(19, 2), w.f(16, 3));
        let gd = zr(rd, x);
        let gn = zr(rn, x);
        let name = match (rmode, opcode) {
            (0, 2) => return Some(format!("scvtf {d}, {gn}")),
            (0, 3) => return Some(format!("ucvtf {d}, {gn}")),
            (0, 6 | 7) if matches!((x, t), (false, 'd') | (true, 's')) => return None,
            (0, 6) => return Some(format!("fmov {gd}, {n}")),
            (0, 7) => return Some(format!("fmov {d}, {gn}")),
            (0, 0) => "fcvtns",
            (0, 1) => "fcvtnu",
            (0, 4) => "fcvtas",
            (0, 5) => "fcvtau",
            (1, 0) => "fcvtps",
            (1, 1) => "fcvtpu",
            (2, 0) => "fcvtms",
            (2, 1) => "fcvtmu",
            (3, 0) => "fcvtzs",
            (3, 1) => "fcvtzu",
            _ => return None,
        };
        return Some(format!("{name} {gd}, {n}"));
    }
    if x {
        return None;
    }
    if w.is(0x0000_7c00, 0x0000_4000) {
        let to = |ftype| Some(format!("fcvt {}{rd}, {n}", fp_letter(ftype)?));
        let name = match w.f(15, 6) {
            0 => "fmov",
            1 => "fabs",
            2 => "fneg",
            3 => "fsqrt",
            op @ (4 | 5 | 7) if op & 3 != ftype => return to(op & 3),
            8 => "frintn",
            9 => "frintp",
            10 => "frintm",
            11 => "frintz",
            12 => "frinta",
            14 => "frintx",
            15 => "frinti",
            _ => return None,
        };
        return Some(format!("{name} {d}, {n}"));
    }
    if w.is(0x0000_fc07, 0x0000_2000) {
        let name = if w.bit(4) { "fcmpe" } else { "fcmp" };
        return Some(if w.bit(3) {
            if rm != 0 {
                return None;
            }
            format!("{name} {n}, #0.0")
        } else {
            format!("{name} {n}, {m}")
        });
    }
    if w.is(0x0000_1fe0, 0x0000_1000) {
        return Some(format!("fmov {d}, #{:.8}", fp_imm(w.f(13, 8))));
    }
    if w.is(0x0000_0c00, 0x0000_0800) {
        let names = [
            "fmul", "fdiv", "fadd", "fsub", "fmax", "fmin", "fmaxnm", "fminnm", "fnmul",
        ];
        let name = names.get(w.f(12, 4) as usize)?;
        return Some(format!("{name} {d}, {n}, {m}"));
    }
    if w.is(0x0000_0c00, 0x0000_0c00) {
        return Some(format!(
            "fcsel {d}, {n}, {m}, {}",
            CONDS[w.f(12, 4) as usize]
        ));
    }
    None
}

/// The names of the vector arrangements by `size:Q`.
const ARRS: [&str; 8] = ["8b", "16b", "4h", "8h", "2s", "4s", "1d", "2d"];

/// The element letters by `size`.
const LANES: [char; 4] = ['b', 'h', 's', 'd'];

/// The arrangement of `size` (0..=3) and `q`.
fn arr(size: u32, q: bool) -> &'static str {
    ARRS[(size as usize & 3) * 2 + q as usize]
}

/// The arrangement of a floating-point vector by `sz` and `q` (`None` for `1d`).
fn farr(sz: bool, q: bool) -> Option<&'static str> {
    match (sz, q) {
        (false, false) => Some("2s"),
        (false, true) => Some("4s"),
        (true, true) => Some("2d"),
        (true, false) => None,
    }
}

/// The `2` suffix of an upper-half (Q = 1) widening or narrowing instruction.
fn two(q: bool) -> &'static str {
    if q {
        "2"
    } else {
        ""
    }
}

/// The replicated 64-bit value of the byte mask `imm8` as llvm prints it (`%#016llx`).
fn byte_mask(imm8: u32) -> String {
    let v = (0..8).fold(0u64, |v, i| {
        v | if imm8 >> i & 1 != 0 {
            0xff << (8 * i)
        } else {
            0
        }
    });
    if v == 0 {
        "#0000000000000000".into()
    } else {
        format!("#{v:#016x}")
    }
}

/// Advanced SIMD: the vector instructions and the few scalar ones among them.
fn simd(w: Word) -> Option<String> {
    let (q, u) = (w.bit(30), w.bit(29));
    let (rd, rn, rm) = (w.rd(), w.rn(), w.rm());
    if w.is(0x9f20_0400, 0x0e20_0400) {
        return three_same(w);
    }
    if w.is(0x9f20_0c00, 0x0e20_0000) {
        if let Some(text) = three_different(w) {
            return Some(text);
        }
    }
    if w.is(0x9f3e_0c00, 0x0e20_0800) {
        return two_misc(w);
    }
    if w.is(0x9f3e_0c00, 0x0e30_0800) {
        return across_lanes(w);
    }
    if w.is(0x9f60_c400, 0x0e40_0400) {
        let name = fp_same_name(u, w.f(23, 1), 0b11000 | w.f(11, 3))?;
        let t = arr(1, q);
        return Some(format!("{name} v{rd}.{t}, v{rn}.{t}, v{rm}.{t}"));
    }
    if w.is(0x9f7e_0c00, 0x0e78_0800) {
        let (name, zero) = fp_misc_name(u, w.f(23, 1), w.f(12, 5))?;
        let t = arr(1, q);
        return Some(format!("{name} v{rd}.{t}, v{rn}.{t}{zero}"));
    }
    if w.is(0x9f20_0c00, 0x0e20_0000) {
        let name = match (u, w.f(12, 4)) {
            (false, 0b0000) => "saddl",
            (true, 0b0000) => "uaddl",
            (false, 0b0010) => "ssubl",
            (true, 0b0010) => "usubl",
            (false, 0b1000) => "smlal",
            (true, 0b1000) => "umlal",
            (false, 0b1100) => "smull",
            (true, 0b1100) => "umull",
            _ => return None,
        };
        let size = w.f(22, 2);
        if size == 3 {
            return None;
        }
        let (wide, narrow) = (arr(size + 1, true), arr(size, q));
        return Some(format!(
            "{name}{} v{rd}.{wide}, v{rn}.{narrow}, v{rm}.{narrow}",
            two(q)
        ));
    }
    if w.is(0x9ff8_0400, 0x0f00_0400) {
        return modified_imm(w);
    }
    if w.is(0x9f80_0400, 0x0f00_0400) {
        return shift_imm(w);
    }
    if w.is(0xbf20_8c00, 0x0e00_0800) {
        let name = ["", "uzp1", "trn1", "zip1", "", "uzp2", "trn2", "zip2"][w.f(12, 3) as usize];
        let size = w.f(22, 2);
        if name.is_empty() || (size == 3 && !q) {
            return None;
        }
        let t = arr(size, q);
        return Some(format!("{name} v{rd}.{t}, v{rn}.{t}, v{rm}.{t}"));
    }
    if w.is(0xbfe0_8400, 0x2e00_0000) {
        let index = w.f(11, 4);
        if !q && index >= 8 {
            return None;
        }
        let t = arr(0, q);
        return Some(format!("ext v{rd}.{t}, v{rn}.{t}, v{rm}.{t}, #0x{index:x}"));
    }
    if w.is(0xbfe0_8c00, 0x0e00_0000) {
        let name = if w.bit(12) { "tbx" } else { "tbl" };
        let list = reg_list(rn, w.f(13, 2) + 1, "16b");
        let t = arr(0, q);
        return Some(format!("{name} v{rd}.{t}, {{ {list} }}, v{rm}.{t}"));
    }
    if w.is(0xbfbf_0000, 0x0c00_0000) {
        // Multiple structures: the name and register count by opcode.
        let (name, n) = match (w.bit(22), w.f(12, 4)) {
            (true, 0b0000) => ("ld4", 4),
            (true, 0b0010) => ("ld1", 4),
            (true, 0b0100) => ("ld3", 3),
            (true, 0b0110) => ("ld1", 3),
            (true, 0b0111) => ("ld1", 1),
            (true, 0b1000) => ("ld2", 2),
            (true, 0b1010) => ("ld1", 2),
            (false, 0b0000) => ("st4", 4),
            (false, 0b0010) => ("st1", 4),
            (false, 0b0100) => ("st3", 3),
            (false, 0b0110) => ("st1", 3),
            (false, 0b0111) => ("st1", 1),
            (false, 0b1000) => ("st2", 2),
            (false, 0b1010) => ("st1", 2),
            _ => return None,
        };
        let size = w.f(10, 2);
        if size == 3 && !q && !name.ends_with('1') {
            return None;
        }
        let list = reg_list(rd, n, arr(size, q));
        return Some(format!("{name} {{ {list} }}, [{}]", sp(rn, true)));
    }
    if w.is(0xbfdf_d000, 0x0d40_c000) {
        let n = 1 + w.f(21, 1) + 2 * w.f(13, 1);
        let list = reg_list(rd, n, arr(w.f(10, 2), q));
        return Some(format!("ld{n}r {{ {list} }}, [{}]", sp(rn, true)));
    }
    if w.is(0x9fe0_8400, 0x0e00_0400) {
        return copy(w);
    }
    if w.is(0xbf9f_0000, 0x0d00_0000) {
        // Single structures: a lane of 1..=4 registers.
        let (s, size) = (w.f(12, 1), w.f(10, 2));
        let qs = (u32::from(q) << 1) | s;
        let (lane, index) = match w.f(14, 2) {
            0 => ("b", (qs << 2) | size),
            1 if size & 1 == 0 => ("h", (qs << 1) | size >> 1),
            2 if size == 0 => ("s", qs),
            2 if size == 1 && s == 0 => ("d", u32::from(q)),
            _ => return None,
        };
        let n = 1 + w.f(21, 1) + 2 * w.f(13, 1);
        let name = if w.bit(22) { "ld" } else { "st" };
        let list = reg_list(rd, n, lane);
        return Some(format!(
            "{name}{n} {{ {list} }}[{index}], [{}]",
            sp(rn, true)
        ));
    }
    if w.is(0xffbf_fc00, 0x7e30_d800) {
        let (s, t) = if w.bit(22) { ('d', "2d") } else { ('s', "2s") };
        return Some(format!("faddp {s}{rd}, v{rn}.{t}"));
    }
    if w.is(0xffff_fc00, 0x5ef1_b800) {
        return Some(format!("addp d{rd}, v{rn}.2d"));
    }
    None
}

/// `n` consecutive vector registers from `first` (wrapping after v31), each `.t`.
fn reg_list(first: u32, n: u32, t: &str) -> String {
    (0..n)
        .map(|i| format!("v{}.{t}", (first + i) % 32))
        .collect::<Vec<_>>()
        .join(", ")
}

/// The three-same class: integer, logical and floating-point vector operations.
fn three_same(w: Word) -> Option<String> {
    let (q, u, size, opcode) = (w.bit(30), w.bit(29), w.f(22, 2), w.f(11, 5));
    let (rd, rn, rm) = (w.rd(), w.rn(), w.rm());
    let (name, t) = if opcode == 0b00011 {
        let names = [["and", "bic", "orr", "orn"], ["eor", "bsl", "bit", "bif"]];
        let t = arr(0, q);
        if !u && size == 2 && rn == rm {
            return Some(format!("mov v{rd}.{t}, v{rn}.{t}"));
        }
        (names[u as usize][size as usize], t)
    } else if opcode >= 0b11000 {
        (fp_same_name(u, size >> 1, opcode)?, farr(size & 1 == 1, q)?)
    } else {
        // The name and whether it has a 2d form.
        let (name, d) = match (u, opcode) {
            (false, 0b00001) => ("sqadd", true),
            (true, 0b00001) => ("uqadd", true),
            (false, 0b00101) => ("sqsub", true),
            (true, 0b00101) => ("uqsub", true),
            (false, 0b00110) => ("cmgt", true),
            (true, 0b00110) => ("cmhi", true),
            (false, 0b00111) => ("cmge", true),
            (true, 0b00111) => ("cmhs", true),
            (false, 0b01000) => ("sshl", true),
            (true, 0b01000) => ("ushl", true),
            (false, 0b01100) => ("smax", false),
            (true, 0b01100) => ("umax", false),
            (false, 0b01101) => ("smin", false),
            (true, 0b01101) => ("umin", false),
            (false, 0b10000) => ("add", true),
            (true, 0b10000) => ("sub", true),
            (false, 0b10001) => ("cmtst", true),
            (true, 0b10001) => ("cmeq", true),
            (false, 0b10010) => ("mla", false),
            (true, 0b10010) => ("mls", false),
            (false, 0b10011) => ("mul", false),
            (false, 0b10100) => ("smaxp", false),
            (true, 0b10100) => ("umaxp", false),
            (false, 0b10101) => ("sminp", false),
            (true, 0b10101) => ("uminp", false),
            (false, 0b10111) => ("addp", true),
            (false, 0b00000) => ("shadd", false),
            (true, 0b00000) => ("uhadd", false),
            (false, 0b00010) => ("srhadd", false),
            (true, 0b00010) => ("urhadd", false),
            (false, 0b01001) => ("sqshl", true),
            (true, 0b01001) => ("uqshl", true),
            (false, 0b01010) => ("srshl", true),
            (true, 0b01010) => ("urshl", true),
            (false, 0b01110) => ("sabd", false),
            (true, 0b01110) => ("uabd", false),
            (false, 0b10110) if size != 0 => ("sqdmulh", false),
            (true, 0b10110) if size != 0 => ("sqrdmulh", false),
            _ => return None,
        };
        if size == 3 && !(d && q) {
            return None;
        }
        (name, arr(size, q))
    };
    Some(format!("{name} v{rd}.{t}, v{rn}.{t}, v{rm}.{t}"))
}

/// The three-different class: the long multiplies.
fn three_different(w: Word) -> Option<String> {
    let (q, u, size, opcode) = (w.bit(30), w.bit(29), w.f(22, 2), w.f(12, 4));
    let (rd, rn, rm) = (w.rd(), w.rn(), w.rm());
    let name = match (u, opcode) {
        (false, 0b1100) if size < 3 => "smull",
        (true, 0b1100) if size < 3 => "umull",
        (false, 0b1110) if size == 0 => "pmull",
        (false, 0b1101) if size == 1 || size == 2 => "sqdmull",
        (false, 0b1001) if size == 1 || size == 2 => "sqdmlal",
        (false, 0b1011) if size == 1 || size == 2 => "sqdmlsl",
        (false, 0b1010) if size < 3 => "smlsl",
        (true, 0b1010) if size < 3 => "umlsl",
        _ => return None,
    };
    let (narrow, wide) = (arr(size, q), arr(size + 1, true));
    Some(format!(
        "{name}{} v{rd}.{wide}, v{rn}.{narrow}, v{rm}.{narrow}",
        two(q)
    ))
}

/// The name of a floating-point three-same operation by `U`, bit 23 and the opcode
/// (`11xxx`; half precision's 3-bit opcodes with those two bits added).
fn fp_same_name(u: bool, a: u32, opcode: u32) -> Option<&'static str> {
    Some(match (u, a, opcode) {
        (false, 0, 0b11000) => "fmaxnm",
        (false, 1, 0b11000) => "fminnm",
        (false, 0, 0b11001) => "fmla",
        (false, 1, 0b11001) => "fmls",
        (false, 0, 0b11010) => "fadd",
        (false, 1, 0b11010) => "fsub",
        (true, 0, 0b11010) => "faddp",
        (true, 0, 0b11011) => "fmul",
        (false, 0, 0b11100) => "fcmeq",
        (true, 0, 0b11100) => "fcmge",
        (true, 1, 0b11100) => "fcmgt",
        (false, 0, 0b11110) => "fmax",
        (false, 1, 0b11110) => "fmin",
        (true, 0, 0b11111) => "fdiv",
        (true, 0, 0b11110) => "fmaxp",
        (true, 1, 0b11110) => "fminp",
        (true, 0, 0b11000) => "fmaxnmp",
        (true, 1, 0b11000) => "fminnmp",
        (false, 0, 0b11011) => "fmulx",
        (false, 0, 0b11111) => "frecps",
        (false, 1, 0b11111) => "frsqrts",
        _ => return None,
    })
}

/// The name and `#0.0` operand of a floating-point two-register-misc operation by `U`,
/// bit 23 and the opcode (the same in half precision).
fn fp_misc_name(u: bool, a: u32, opcode: u32) -> Option<(&'static str, &'static str)> {
    match (u, a, opcode) {
        (false, 0, 0b11000) => Some(("frintn", "")),
        (false, 0, 0b11001) => Some(("frintm", "")),
        (false, 1, 0b11000) => Some(("frintp", "")),
        (false, 1, 0b11001) => Some(("frintz", "")),
        (true, 0, 0b11000) => Some(("frinta", "")),
        (true, 0, 0b11001) => Some(("frintx", "")),
        (true, 1, 0b11001) => Some(("frinti", "")),
        (false, 1, 0b11011) => Some(("fcvtzs", "")),
        (true, 1, 0b11011) => Some(("fcvtzu", "")),
        (false, 0, 0b11101) => Some(("scvtf", "")),
        (true, 0, 0b11101) => Some(("ucvtf", "")),
        (false, 1, 0b01111) => Some(("fabs", "")),
        (true, 1, 0b01111) => Some(("fneg", "")),
        (true, 1, 0b11111) => Some(("fsqrt", "")),
        (false, 1, 0b01100) => Some(("fcmgt", ", #0.0")),
        (false, 1, 0b01101) => Some(("fcmeq", ", #0.0")),
        (false, 1, 0b01110) => Some(("fcmlt", ", #0.0")),
        (true, 1, 0b01100) => Some(("fcmge", ", #0.0")),
        (true, 1, 0b01101) => Some(("fcmle", ", #0.0")),
        (false, 0, 0b11010) => Some(("fcvtns", "")),
        (true, 0, 0b11010) => Some(("fcvtnu", "")),
        (false, 0, 0b11011) => Some(("fcvtms", "")),
        (true, 0, 0b11011) => Some(("fcvtmu", "")),
        (false, 0, 0b11100) => Some(("fcvtas", "")),
        (true, 0, 0b11100) => Some(("fcvtau", "")),
        (false, 1, 0b11010) => Some(("fcvtps", "")),
        (true, 1, 0b11010) => Some(("fcvtpu", "")),
        (false, 1, 0b11101) => Some(("frecpe", "")),
        (true, 1, 0b11101) => Some(("frsqrte", "")),
        _ => None,
    }
}

/// The two-register-misc class: unary, compare-with-zero, conversions and narrowing.
fn two_misc(w: Word) -> Option<String> {
    let (q, u, size, opcode) = (w.bit(30), w.bit(29), w.f(22, 2), w.f(12, 5));
    let (rd, rn) = (w.rd(), w.rn());
    if let Some((name, zero)) = fp_misc_name(u, size >> 1, opcode) {
        let t = farr(size & 1 == 1, q)?;
        return Some(format!("{name} v{rd}.{t}, v{rn}.{t}{zero}"));
    }
    let sz = size & 1 == 1;
    match (u, opcode) {
        (false, 0b10110 | 0b10111) if size >> 1 == 0 => {
            let narrow = if sz { arr(2, q) } else { arr(1, q) };
            let wide = if sz { "2d" } else { "4s" };
            return Some(if opcode == 0b10110 {
                format!("fcvtn{} v{rd}.{narrow}, v{rn}.{wide}", two(q))
            } else {
                format!("fcvtl{} v{rd}.{wide}, v{rn}.{narrow}", two(q))
            });
        }
        (_, 0b10010) | (_, 0b10100) if size < 3 => {
            let name = match (u, opcode) {
                (false, 0b10010) => "xtn",
                (true, 0b10010) => "sqxtun",
                (false, _) => "sqxtn",
                (true, _) => "uqxtn",
            };
            let (narrow, wide) = (arr(size, q), arr(size + 1, true));
            return Some(format!("{name}{} v{rd}.{narrow}, v{rn}.{wide}", two(q)));
        }
        (_, 0b00010 | 0b00110) if size < 3 => {
            let name = [["saddlp", "uaddlp"], ["sadalp", "uadalp"]][(opcode >> 2) as usize & 1]
                [u as usize];
            let (narrow, wide) = (arr(size, q), arr(size + 1, q));
            return Some(format!("{name} v{rd}.{wide}, v{rn}.{narrow}"));
        }
        _ => {}
    }
    // The name, the largest size it takes, and its `#0` operand.
    let (name, max, zero) = match (u, opcode) {
        (false, 0b00000) => ("rev64", 2, ""),
        (true, 0b00000) => ("rev32", 1, ""),
        (false, 0b00001) => ("rev16", 0, ""),
        (false, 0b00101) => ("cnt", 0, ""),
        (true, 0b00101) => ("mvn", 0, ""),
        (false, 0b01000) => ("cmgt", 3, ", #0"),
        (false, 0b01001) => ("cmeq", 3, ", #0"),
        (false, 0b01010) => ("cmlt", 3, ", #0"),
        (true, 0b01000) => ("cmge", 3, ", #0"),
        (true, 0b01001) => ("cmle", 3, ", #0"),
        (false, 0b01011) => ("abs", 3, ""),
        (true, 0b01011) => ("neg", 3, ""),
        (false, 0b00111) => ("sqabs", 3, ""),
        (true, 0b00111) => ("sqneg", 3, ""),
        _ => return None,
    };
    if size > max || (size == 3 && !q) {
        return None;
    }
    let t = arr(size, q);
    Some(format!("{name} v{rd}.{t}, v{rn}.{t}{zero}"))
}

/// The across-lanes reductions.
fn across_lanes(w: Word) -> Option<String> {
    let (q, u, size, opcode) = (w.bit(30), w.bit(29), w.f(22, 2), w.f(12, 5));
    let (rd, rn) = (w.rd(), w.rn());
    if opcode == 0b01100 || opcode == 0b01111 {
        // Single precision (`U` set) takes 4s only, half precision 4h and 8h.
        if size & 1 != 0 || (u && !q) {
            return None;
        }
        let names = [["fmaxnmv", "fminnmv"], ["fmaxv", "fminv"]];
        let name = names[(opcode == 0b01111) as usize][(size >> 1) as usize];
        let (lane, t) = if u { ('s', "4s") } else { ('h', arr(1, q)) };
        return Some(format!("{name} {lane}{rd}, v{rn}.{t}"));
    }
    let (name, long) = match (u, opcode) {
        (false, 0b00011) => ("saddlv", true),
        (true, 0b00011) => ("uaddlv", true),
        (false, 0b01010) => ("smaxv", false),
        (true, 0b01010) => ("umaxv", false),
        (false, 0b11010) => ("sminv", false),
        (true, 0b11010) => ("uminv", false),
        (false, 0b11011) => ("addv", false),
        _ => return None,
    };
    if size == 3 || (size == 2 && !q) {
        return None;
    }
    let lane = LANES[(size + long as u32) as usize];
    Some(format!("{name} {lane}{rd}, v{rn}.{}", arr(size, q)))
}

/// Shifts by an immediate (`immh` nonzero).
fn shift_imm(w: Word) -> Option<String> {
    let (q, u, opcode) = (w.bit(30), w.bit(29), w.f(11, 5));
    let (rd, rn) = (w.rd(), w.rn());
    let size = 31 - w.f(19, 4).leading_zeros();
    let esize = 8 << size;
    let immhb = w.f(16, 7);
    let (right, left) = (2 * esize - immhb, immhb - esize);
    let (name, amount) = match (u, opcode) {
        (false, 0b00000) => ("sshr", right),
        (false, 0b00010) => ("ssra", right),
        (false, 0b01010) => ("shl", left),
        (true, 0b00000) => ("ushr", right),
        (true, 0b00010) => ("usra", right),
        (true, 0b01000) => ("sri", right),
        (true, 0b01010) => ("sli", left),
        (_, 0b10000..=0b10100) if size < 3 => {
            let (narrow, wide) = (arr(size, q), arr(size + 1, true));
            return Some(match (u, opcode) {
                (_, 0b10000..=0b10011) => {
                    let names = [
                        ["shrn", "rshrn", "sqshrn", "sqrshrn"],
                        ["sqshrun", "sqrshrun", "uqshrn", "uqrshrn"],
                    ];
                    let name = names[u as usize][(opcode & 3) as usize];
                    format!(
                        "{name}{} v{rd}.{narrow}, v{rn}.{wide}, #0x{right:x}",
                        two(q)
                    )
                }
                _ => {
                    let s = if u { "u" } else { "s" };
                    format!(
                        "{s}shll{} v{rd}.{wide}, v{rn}.{narrow}, #0x{left:x}",
                        two(q)
                    )
                }
            });
        }
        _ => return None,
    };
    if size == 3 && !q {
        return None;
    }
    let t = arr(size, q);
    Some(format!("{name} v{rd}.{t}, v{rn}.{t}, #0x{amount:x}"))
}

/// The modified-immediate moves (`movi`, `mvni`, vector `fmov`).
fn modified_imm(w: Word) -> Option<String> {
    let (q, op, cmode, o2) = (w.bit(30), w.bit(29), w.f(12, 4), w.bit(11));
    let imm8 = (w.f(16, 3) << 5) | w.f(5, 5);
    let rd = w.rd();
    let name = if op { "mvni" } else { "movi" };
    let shifted = |t: &str, shift: u32| {
        let lsl = if shift == 0 {
            String::new()
        } else {
            format!(", lsl #{shift}")
        };
        Some(format!("{name} v{rd}.{t}, #0x{imm8:x}{lsl}"))
    };
    if o2 && (op || cmode != 0b1111) {
        return None;
    }
    match (op, cmode) {
        (_, c) if c & 0b1001 == 0 => shifted(arr(2, q), (c >> 1) * 8),
        (_, c) if c & 0b1101 == 0b1000 => shifted(arr(1, q), (c >> 1 & 1) * 8),
        (false, 0b1110) => Some(format!("movi v{rd}.{}, #0x{imm8:x}", arr(0, q))),
        (true, 0b1110) if q => Some(format!("movi v{rd}.2d, {}", byte_mask(imm8))),
        (true, 0b1110) => Some(format!("movi d{rd}, {}", byte_mask(imm8))),
        (_, 0b1111) => {
            let t = match (op, o2) {
                (false, false) => arr(2, q),
                (false, true) => arr(1, q),
                (true, _) if q => "2d",
                _ => return None,
            };
            Some(format!("fmov v{rd}.{t}, #{:.8}", fp_imm(imm8)))
        }
        _ => None,
    }
}

/// The copy class: `dup`, `ins` (`mov`), `smov`, `umov` (`mov`).
fn copy(w: Word) -> Option<String> {
    let (q, op, imm5, imm4) = (w.bit(30), w.bit(29), w.f(16, 5), w.f(11, 4));
    let (rd, rn) = (w.rd(), w.rn());
    let size = imm5.trailing_zeros();
    if size > 3 {
        return None;
    }
    let (lane, index) = (LANES[size as usize], imm5 >> (size + 1));
    match (op, imm4) {
        (true, _) if q => Some(format!(
            "mov v{rd}.{lane}[{index}], v{rn}.{lane}[{}]",
            imm4 >> size
        )),
        (false, 0b0000) if size < 3 || q => {
            Some(format!("dup v{rd}.{}, v{rn}.{lane}[{index}]", arr(size, q)))
        }
        (false, 0b0001) if size < 3 || q => {
            Some(format!("dup v{rd}.{}, {}", arr(size, q), zr(rn, size == 3)))
        }
        (false, 0b0011) if q => Some(format!("mov v{rd}.{lane}[{index}], {}", zr(rn, size == 3))),
        (false, 0b0101) if size < 2 + q as u32 => {
            Some(format!("smov {}, v{rn}.{lane}[{index}]", zr(rd, q)))
        }
        (false, 0b0111) if (size == 3) == q => {
            let name = if size >= 2 { "mov" } else { "umov" };
            Some(format!("{name} {}, v{rn}.{lane}[{index}]", zr(rd, q)))
        }
        _ => None,
    }
}

/// Prints `f`'s code, one instruction a line with its offset, as llvm-objdump does;
/// `name` spells a relocation's target.
pub fn print_code(
    f: &rllc_codegen::CompiledFunction,
    name: &dyn Fn(rllc_codegen::RelocTarget) -> String,
) -> String {
    use std::fmt::Write;
    let mut out = String::new();
    for (k, w) in f.code.chunks_exact(4).enumerate() {
        let at = 4 * k as u32;
        let word = u32::from_le_bytes([w[0], w[1], w[2], w[3]]);
        let _ = write!(out, "{at:4x}:  {}", print(word, at));
        for r in f.relocs.iter().filter(|r| r.offset == at) {
            let _ = write!(out, "  // {:?} {}", r.kind, name(r.target));
            if r.addend != 0 {
                let _ = write!(out, "{:+}", r.addend);
            }
        }
        out.push('\n');
    }
    out
}

#[cfg(test)]
mod tests {
    use super::print;
    use crate::encode::*;

    #[test]
    fn targets_are_relative_to_the_instruction() {
        assert_eq!(print(b(-16), 0x40), "b 0x30");
        assert_eq!(print(bl(8), 0x40), "bl 0x48");
        assert_eq!(print(b_cond(Cond::Ne, -4), 0x10), "b.ne 0xc");
        assert_eq!(print(cbz(true, 1, 8), 0x100), "cbz x1, 0x108");
        assert_eq!(print(tbnz(2, 40, -8), 0x20), "tbnz x2, #0x28, 0x18");
        assert_eq!(print(adr(0, 4), 0x1ffc), "adr x0, 0x2000");
        assert_eq!(print(adrp(0, 1), 0x1ffc), "adrp x0, 0x2000");
        assert_eq!(print(ldr_literal(LdSt::LdrX, 0, -8), 0x18), "ldr x0, 0x10");
    }

    #[test]
    fn unknown_words_are_raw() {
        assert_eq!(print(0xffff_ffff, 0), ".inst 0xffffffff");
        assert_eq!(print(0x9e60_c000, 0), ".inst 0x9e60c000");
    }
}
