//! Encoding of `switch`: bit tests, jump tables and balanced compare trees over the
//! sorted case ranges, as LLVM lowers them.

use super::*;

impl Emitter<'_> {
    /// `switch` as LLVM lowers it: the sorted case values are merged into ranges with one
    /// destination each; a span below 64 with at most three destinations becomes bit
    /// tests; otherwise dense stretches (at least four values, 40% of their span) become
    /// jump tables (not in `"no-jump-tables"` functions) and the rest is searched by a
    /// balanced binary tree of compares.
    pub(super) fn switch(
        &mut self,
        size: Size,
        index: Reg,
        tmp: Register,
        cases: &[(i64, MBlock)],
        default: MBlock,
        next: Option<MBlock>,
    ) {
        let mut sorted: Vec<(i64, MBlock)> = cases.to_vec();
        sorted.sort_unstable_by_key(|c| c.0);
        let mut ranges: Vec<(i64, i64, MBlock)> = Vec::with_capacity(sorted.len());
        for &(v, d) in &sorted {
            match ranges.last_mut() {
                Some(r) if r.2 == d && r.1.checked_add(1) == Some(v) => r.1 = v,
                _ => ranges.push((v, v, d)),
            }
        }
        if ranges.is_empty() {
            self.jmp_unless_next(default, next);
            return;
        }
        if self.switch_bit_tests(size, index, tmp, &ranges, default, next) {
            return;
        }
        let clusters = switch_clusters(&ranges, default, self.frame.jump_tables);
        self.switch_tree(size, index, tmp, &clusters, default);
        self.jmp_unless_next(default, next);
    }

    /// Bit tests for a switch whose cases span fewer than 64 values and go to at most
    /// three blocks (when that takes fewer compares than testing the ranges): one mask per
    /// destination tested with `bt`. Returns false when they do not apply.
    fn switch_bit_tests(
        &mut self,
        size: Size,
        index: Reg,
        tmp: Register,
        ranges: &[(i64, i64, MBlock)],
        default: MBlock,
        next: Option<MBlock>,
    ) -> bool {
        let (min, max) = (ranges[0].0, ranges[ranges.len() - 1].1);
        if (max as i128 - min as i128) >= 64 {
            return false;
        }
        let mut dests: Vec<(MBlock, u64)> = Vec::new();
        for &(lo, hi, d) in ranges {
            let bits = (lo - min..=hi - min).fold(0u64, |m, k| m | 1 << k);
            match dests.iter_mut().find(|e| e.0 == d) {
                Some(e) => e.1 |= bits,
                None => dests.push((d, bits)),
            }
        }
        let compares: usize = ranges.iter().map(|r| if r.0 == r.1 { 1 } else { 2 }).sum();
        let worth = match dests.len() {
            1 => compares >= 3,
            2 => compares >= 5,
            3 => compares >= 6,
            _ => false,
        };
        if !worth {
            return false;
        }
        let r11 = gpr_sized(self.scratch_gpr(), 8);
        self.index_minus(size, index, min);
        self.cmp_r11(max.wrapping_sub(min) as u64);
        self.branch(JCC[Cc::A as usize], Target::Block(default));
        // Most frequent destination first.
        dests.sort_by_key(|e| std::cmp::Reverse(e.1.count_ones()));
        for (d, mask) in dests {
            self.mov_imm(regs::gpr_number(tmp), mask);
            self.push(ins(Instruction::with2(Code::Bt_rm64_r64, tmp, r11)));
            self.branch(JCC[Cc::B as usize], Target::Block(d));
        }
        self.jmp_unless_next(default, next);
        true
    }

    /// r11 = the sign-extended index minus `v`.
    fn index_minus(&mut self, size: Size, index: Reg, v: i64) {
        let r11 = gpr_sized(self.scratch_gpr(), 8);
        let i = preg(index);
        let ext = match size {
            Size::S8 => Instruction::with2(Code::Movsx_r64_rm8, r11, gpr_sized(i, 1)),
            Size::S16 => Instruction::with2(Code::Movsx_r64_rm16, r11, gpr_sized(i, 2)),
            Size::S32 => Instruction::with2(Code::Movsxd_r64_rm32, r11, gpr_sized(i, 4)),
            Size::S64 => Instruction::with2(Code::Mov_r64_rm64, r11, gpr_sized(i, 8)),
        };
        self.push(ins(ext));
        if v == 0 {
        } else if fits32(v) {
            self.push(ins(Instruction::with2(Code::Sub_rm64_imm32, r11, v as i32)));
        } else {
            self.with_rax_holding(v as u64, |this| {
                this.push(ins(Instruction::with2(
                    Code::Sub_rm64_r64,
                    r11,
                    Register::RAX,
                )));
            });
        }
    }

    /// `cmp r11, v` (unsigned bound).
    fn cmp_r11(&mut self, v: u64) {
        let r11 = gpr_sized(self.scratch_gpr(), 8);
        if v <= i32::MAX as u64 {
            self.push(ins(Instruction::with2(Code::Cmp_rm64_imm32, r11, v as i32)));
        } else {
            self.with_rax_holding(v, |this| {
                this.push(ins(Instruction::with2(
                    Code::Cmp_rm64_r64,
                    r11,
                    Register::RAX,
                )));
            });
        }
    }

    /// Runs `f` with rax holding `v` (saved around it with push/pop, which leave the
    /// flags alone).
    fn with_rax_holding(&mut self, v: u64, f: impl FnOnce(&mut Self)) {
        self.push(ins(Instruction::with1(Code::Push_r64, Register::RAX)));
        self.mov_imm(regs::gpr::RAX, v);
        f(self);
        self.push(ins(Instruction::with1(Code::Pop_r64, Register::RAX)));
    }

    /// `cmp index, v` at the switch's width (a 64-bit `v` beyond an immediate through r11).
    fn cmp_case(&mut self, size: Size, index: Reg, v: i64) {
        if size == Size::S64 && !fits32(v) {
            let s = self.scratch_gpr();
            self.mov_imm(s, v as u64);
            self.push(ins(Instruction::with2(
                Code::Cmp_rm64_r64,
                g64(index),
                gpr_sized(s, 8),
            )));
        } else {
            self.cmp(size, index, &Rmi::Imm(v as i32));
        }
    }

    /// A balanced binary search over the clusters (signed compares against the first
    /// value of the middle one); falls through when nothing matched.
    fn switch_tree(
        &mut self,
        size: Size,
        index: Reg,
        tmp: Register,
        clusters: &[SwitchCluster],
        default: MBlock,
    ) {
        if clusters.len() <= 3 {
            for c in clusters {
                self.switch_cluster(size, index, tmp, c);
            }
            return;
        }
        let mid = clusters.len() / 2;
        self.cmp_case(size, index, clusters[mid].lo());
        let jl = self.out.len();
        self.branch(JCC[Cc::L as usize], Target::Inst(0));
        self.switch_tree(size, index, tmp, &clusters[mid..], default);
        self.branch(Code::Jmp_rel32_64, Target::Block(default));
        let left = self.out.len();
        self.fixup_to(jl, left);
        self.switch_tree(size, index, tmp, &clusters[..mid], default);
    }

    /// The test of one cluster: jumps to its destination when the index is in it, falls
    /// through otherwise.
    fn switch_cluster(&mut self, size: Size, index: Reg, tmp: Register, c: &SwitchCluster) {
        match *c {
            SwitchCluster::Range { lo, hi, dest } if lo == hi => {
                self.cmp_case(size, index, lo);
                self.branch(JCC[Cc::E as usize], Target::Block(dest));
            }
            SwitchCluster::Range { lo, hi, dest } => {
                self.index_minus(size, index, lo);
                self.cmp_r11(hi.wrapping_sub(lo) as u64);
                self.branch(JCC[Cc::Be as usize], Target::Block(dest));
            }
            SwitchCluster::Table {
                lo,
                hi,
                ref entries,
            } => {
                self.index_minus(size, index, lo);
                self.cmp_r11(hi.wrapping_sub(lo) as u64);
                let skip = self.out.len();
                self.branch(JCC[Cc::A as usize], Target::Inst(0));
                self.jump_table(tmp, entries.clone());
                let after = self.out.len();
                self.fixup_to(skip, after);
            }
        }
    }

    /// The jump through a table of 32-bit offsets placed after the function's code, at
    /// entry r11 (already range-checked).
    fn jump_table(&mut self, tmp: Register, entries: Vec<MBlock>) {
        let r11 = gpr_sized(self.scratch_gpr(), 8);
        let table = self.tables.len();
        self.tables.push(entries);
        // lea tmp, [rip + table]; movsxd r11, [tmp + r11*4]; add r11, tmp; jmp r11
        let lea = self.push(ins(Instruction::with2(
            Code::Lea_r64_m,
            tmp,
            MemoryOperand::with_base_displ(Register::RIP, 0),
        )));
        self.table_refs.push((lea, table));
        let m = MemoryOperand::new(tmp, r11, 4, 0, 0, false, Register::None);
        self.push(ins(Instruction::with2(Code::Movsxd_r64_rm32, r11, m)));
        self.push(ins(Instruction::with2(Code::Add_rm64_r64, r11, tmp)));
        if self.frame.ibt {
            // `notrack`: the table's targets have no `endbr64`, as with llc.
            self.push(ins(Instruction::with_declare_byte(&[0x3e])));
        }
        self.push(ins(Instruction::with1(Code::Jmp_rm64, r11)));
    }
}

/// A stretch of a switch's sorted case values.
enum SwitchCluster {
    /// Values `lo..=hi`, all going to `dest`.
    Range { lo: i64, hi: i64, dest: MBlock },
    /// A dense stretch dispatched through a jump table (`entries[v - lo]`).
    Table {
        lo: i64,
        hi: i64,
        entries: Vec<MBlock>,
    },
}

impl SwitchCluster {
    fn lo(&self) -> i64 {
        match *self {
            SwitchCluster::Range { lo, .. } | SwitchCluster::Table { lo, .. } => lo,
        }
    }
}

/// Groups sorted ranges (`lo`, `hi`, destination) into clusters: greedily, the longest
/// stretch from each range with at least four case values filling 40% of its span (and
/// spanning fewer than 2^20 values) becomes a jump table whose gaps go to `default`; other
/// ranges stay single. Without `tables` (retpolines), every range stays single.
fn switch_clusters(
    ranges: &[(i64, i64, MBlock)],
    default: MBlock,
    tables: bool,
) -> Vec<SwitchCluster> {
    const MAX_SPAN: i128 = 1 << 20;
    let mut out = Vec::new();
    let mut i = 0;
    while i < ranges.len() {
        let lo = ranges[i].0;
        let mut values = 0i128;
        let mut best = None;
        for (j, r) in ranges.iter().enumerate().skip(i) {
            let span = r.1 as i128 - lo as i128 + 1;
            if span > MAX_SPAN {
                break;
            }
            values += r.1 as i128 - r.0 as i128 + 1;
            if tables && j > i && values >= 4 && values * 10 >= span * 4 {
                best = Some(j);
            }
        }
        match best.filter(|_| tables) {
            Some(j) => {
                let hi = ranges[j].1;
                let mut entries = vec![default; (hi as i128 - lo as i128 + 1) as usize];
                for r in &ranges[i..=j] {
                    for v in r.0..=r.1 {
                        entries[(v as i128 - lo as i128) as usize] = r.2;
                    }
                }
                out.push(SwitchCluster::Table { lo, hi, entries });
                i = j + 1;
            }
            None => {
                out.push(SwitchCluster::Range {
                    lo,
                    hi: ranges[i].1,
                    dest: ranges[i].2,
                });
                i += 1;
            }
        }
    }
    out
}
