//! Moving elements: `shufflevector`, `extractelement` and `insertelement`.
//!
//! A shuffle is solved one output register at a time on 128-bit registers (256-bit
//! vectors are split into halves and joined afterwards): an output whose lanes all come
//! from one register is a permutation (pshufd; pshufd then pshuflw/pshufhw for 16-bit
//! lanes and byte pairs; byte shifts for rotations; packs for even/odd lanes; pshufb with
//! SSSE3); two registers are combined with unpacks, byte shifts (palignr), packs, shufps,
//! shufpd, pshufb pairs, or by permuting each into place and blending; up to four with
//! pshufb. Any other shuffle goes through memory one element at a time.

use super::vector::{Lane, VecLayout};
use super::*;
use crate::features::Feature;
use crate::vinst::{VOp, VW};

/// Where an output lane comes from: (source register, lane), or nowhere (undefined).
type LaneSrc = Option<(usize, u32)>;

impl Lowerer<'_, '_> {
    pub(super) fn lower_shuffle(
        &mut self,
        i: Inst,
        a: Value,
        b: Value,
        mask: Const,
        ty: Type,
    ) -> LResult<()> {
        let in_ty = self.value_type(a);
        let la = self.vlayout(in_ty)?;
        let lo = self.vlayout(ty)?;
        let n = la.len;
        let mut idx: SmallVec<[Option<u32>; 32]> = SmallVec::new();
        match &self.m.consts.get(mask).kind {
            ConstKind::Aggregate(es) => {
                for &e in es.iter() {
                    idx.push(match self.m.consts.get(e).kind {
                        ConstKind::Int(v) => Some(v as u32),
                        _ => None,
                    });
                }
            }
            ConstKind::Zero => idx.extend(std::iter::repeat_n(Some(0), lo.len as usize)),
            ConstKind::Splat(e) => {
                let v = self.scalar_const_bits(*e).map(|v| v as u32);
                idx.extend(std::iter::repeat_n(v, lo.len as usize));
            }
            _ => idx.extend(std::iter::repeat_n(None, lo.len as usize)),
        }
        let undef = |v: Value| {
            matches!(v, Value::Const(c)
                if matches!(self.m.consts.get(c).kind, ConstKind::Undef | ConstKind::Poison))
        };
        let (a_undef, b_undef) = (undef(a), undef(b));
        for x in idx.iter_mut() {
            if let Some(e) = *x {
                if (e < n && a_undef) || (e >= n && b_undef) || e >= 2 * n {
                    *x = None;
                }
            }
        }
        let uses_a = idx.iter().any(|x| x.is_some_and(|e| e < n));
        let uses_b = idx.iter().any(|x| x.is_some_and(|e| e >= n));
        // Sources in the output's lane width (masks may change width with the count).
        let src_layout = VecLayout::new(lo.lane, n, lo.mask, self.avx());
        let get = |this: &mut Self, v: Value, used: bool| -> LResult<Regs> {
            if !used {
                let w = this.vw(src_layout.wide);
                return Ok((0..src_layout.parts).map(|_| this.vset(false, w)).collect());
            }
            let r = this.value_regs(v)?;
            Ok(if la.mask {
                this.convert_mask(&r, &la, &src_layout)
            } else {
                r
            })
        };
        let ra = get(self, a, uses_a)?;
        let rb = get(self, b, uses_b)?;
        let out = self.shuffle_regs(&ra, &rb, &src_layout, &idx, &lo);
        self.define(i, &out)
    }

    /// Output registers of layout `lo` whose element `e` is element `idx[e]` of the
    /// concatenation of `ra` and `rb` (both of layout `ls`, same lanes as `lo`).
    pub(super) fn shuffle_regs(
        &mut self,
        ra: &[Reg],
        rb: &[Reg],
        ls: &VecLayout,
        idx: &[Option<u32>],
        lo: &VecLayout,
    ) -> Regs {
        let (pa, ls128) = self.split128(ra, ls);
        let (pb, _) = self.split128(rb, ls);
        let lo128 = VecLayout::new(lo.lane, lo.len, lo.mask, false);
        let mut srcs: Regs = pa.clone();
        srcs.extend_from_slice(&pb);
        let per = ls128.per;
        let n = ls.len;
        let mut out = Regs::new();
        let mut fallback = false;
        for k in 0..lo128.parts {
            let lanes: SmallVec<[LaneSrc; 16]> = (0..per)
                .map(|j| {
                    let e = k * per + j;
                    let s = *idx.get(e as usize)?;
                    let s = s?;
                    Some(if s < n {
                        ((s / per) as usize, s % per)
                    } else {
                        let s = s - n;
                        (pa.len() + (s / per) as usize, s % per)
                    })
                })
                .collect();
            match self.shuffle_part(&srcs, &lanes, lo128.lane) {
                Some(r) => out.push(r),
                None => {
                    fallback = true;
                    break;
                }
            }
        }
        if fallback {
            out = self.shuffle_via_memory(&srcs, &ls128, pa.len() as u32, idx, &lo128);
        }
        self.join128(&out, lo)
    }

    /// One output register from `lanes`, or `None` when no cheap sequence fits.
    fn shuffle_part(&mut self, srcs: &[Reg], lanes: &[LaneSrc], lane: Lane) -> Option<Reg> {
        let mut regs: SmallVec<[usize; 4]> = SmallVec::new();
        for &(r, _) in lanes.iter().flatten() {
            if !regs.contains(&r) {
                regs.push(r);
            }
        }
        let w = self.vw(false);
        match regs.len() {
            0 => Some(self.vset(false, w)),
            1 => {
                let r = regs[0];
                let sel: SmallVec<[Option<u32>; 16]> =
                    lanes.iter().map(|x| x.map(|(_, l)| l)).collect();
                self.permute(srcs[r], &sel, lane)
            }
            2 => self.combine_two(srcs[regs[0]], srcs[regs[1]], regs[0], regs[1], lanes, lane),
            n if n <= 4 && self.has(Feature::Ssse3) => {
                // Each source's lanes picked with pshufb (zeros elsewhere), then or-ed.
                let mut acc: Option<Reg> = None;
                for &r in &regs {
                    let c = self.pshufb_control(&[], lane, Some((lanes, r)));
                    let c = self.vconst(&c);
                    let p = self.vbin(VOp::Pshufb, w, srcs[r], c);
                    acc = Some(match acc {
                        None => p,
                        Some(a) => self.vbin(VOp::Por, w, a, p),
                    });
                }
                acc
            }
            _ => None,
        }
    }

    /// Lane `j` of the result is lane `sel[j]` of `x` (any when `None`).
    fn permute(&mut self, x: Reg, sel: &[Option<u32>], lane: Lane) -> Option<Reg> {
        let w = self.vw(false);
        let per = sel.len();
        if sel
            .iter()
            .enumerate()
            .all(|(j, s)| s.is_none_or(|s| s == j as u32))
        {
            return Some(x);
        }
        let pick = |j: usize| sel[j].unwrap_or(j as u32);
        let first = sel.iter().flatten().next().copied();
        let splat = sel.iter().flatten().all(|&s| Some(s) == first);
        // A shift with undefined lanes, or a rotation, of the whole register.
        if let Some(r) = self.rotate(x, x, sel, per as u32, lane) {
            return Some(r);
        }
        let k = sel
            .iter()
            .enumerate()
            .find_map(|(j, s)| s.map(|s| (s as usize + per - j) % per))?;
        if k != 0
            && lane.bits() < 64
            && sel
                .iter()
                .enumerate()
                .all(|(j, s)| s.is_none_or(|s| s as usize == (k + j) % per))
        {
            let bytes = (k as u32 * lane.bytes()) as u8;
            if self.has(Feature::Ssse3) {
                return Some(self.vbini(VOp::Palignr, w, x, x, bytes));
            }
            if lane.bits() < 32 {
                let a = self.vun(VOp::PsrldqI, w, x, bytes);
                let b = self.vun(VOp::PslldqI, w, x, 16 - bytes);
                return Some(self.vbin(VOp::Por, w, a, b));
            }
        }
        if lane.bits() == 16 {
            if let Some(r) = self.permute16(x, sel) {
                return Some(r);
            }
        }
        match lane.bits() {
            32 => {
                let imm = (0..4).fold(0u8, |a, j| a | ((pick(j) as u8) << (2 * j)));
                Some(self.pshufd(w, x, imm))
            }
            64 => {
                let imm = (0..2).fold(0u8, |a, j| {
                    let s = pick(j) as u8;
                    a | ((2 * s) << (4 * j)) | ((2 * s + 1) << (4 * j + 2))
                });
                Some(self.pshufd(w, x, imm))
            }
            _ if self.has(Feature::Ssse3) => {
                let m = self.pshufb_control(sel, lane, None);
                let m = self.vconst(&m);
                Some(self.vbin(VOp::Pshufb, w, x, m))
            }
            16 if splat => {
                // Every lane the same: move it to lane 0 (pshuflw/pshufhw + pshufd), then
                // broadcast.
                let s = first? as u8;
                let d = self.pshufd(w, x, (s / 2) * 0x55);
                let t = self.vun(VOp::Pshuflw, w, d, (s % 2) * 0x55);
                Some(self.pshufd(w, t, 0))
            }
            8 if splat => {
                let s = first? as u8;
                let d = self.pshufd(w, x, (s / 4) * 0x55);
                let t = self.vbin(VOp::Punpcklbw, w, d, d);
                // Byte s%4 is now the 16-bit lane s%4 of t.
                let t = self.vun(VOp::Pshuflw, w, t, (s % 4) * 0x55);
                Some(self.pshufd(w, t, 0))
            }
            8 => {
                // Even or odd bytes of one register (a pack), or a byte permutation that
                // keeps pairs together (a 16-bit permutation).
                if let Some(r) = self.pack_pattern(x, x, sel, lane) {
                    return Some(r);
                }
                let pairs = (0..8).all(|k| match (sel[2 * k], sel[2 * k + 1]) {
                    (Some(a), Some(b)) => a % 2 == 0 && b == a + 1,
                    (Some(a), None) => a % 2 == 0,
                    (None, Some(b)) => b % 2 == 1,
                    (None, None) => true,
                });
                if pairs {
                    let words: SmallVec<[Option<u32>; 16]> = (0..8)
                        .map(|k| sel[2 * k].map(|a| a / 2).or(sel[2 * k + 1].map(|b| b / 2)))
                        .collect();
                    return self.permute(x, &words, Lane::I16);
                }
                // Byte reversal inside 16-bit lanes first, then a 16-bit permutation:
                // swap the bytes of every word, then permute words.
                let swapped = (0..8).all(|k| match (sel[2 * k], sel[2 * k + 1]) {
                    (Some(a), Some(b)) => a % 2 == 1 && b + 1 == a,
                    (Some(a), None) => a % 2 == 1,
                    (None, Some(b)) => b % 2 == 0,
                    (None, None) => true,
                });
                if swapped {
                    let words: SmallVec<[Option<u32>; 16]> = (0..8)
                        .map(|k| sel[2 * k].map(|a| a / 2).or(sel[2 * k + 1].map(|b| b / 2)))
                        .collect();
                    let p = self.permute(x, &words, Lane::I16)?;
                    let a = self.vun(VOp::PsllwI, w, p, 8);
                    let b = self.vun(VOp::PsrlwI, w, p, 8);
                    return Some(self.vbin(VOp::Por, w, a, b));
                }
                None
            }
            16 => self.pack_pattern(x, x, sel, lane),
            _ => None,
        }
    }

    /// A 16-bit permutation as pshufd (moving 32-bit pairs) followed by pshuflw/pshufhw
    /// (within each half), when every output pair comes from one input pair.
    fn permute16(&mut self, x: Reg, sel: &[Option<u32>]) -> Option<Reg> {
        let w = self.vw(false);
        // Output dword k takes input dword d[k].
        let mut d = [0u8; 4];
        for k in 0..4 {
            let (a, b) = (sel[2 * k], sel[2 * k + 1]);
            d[k] = match (a, b) {
                (Some(a), Some(b)) if a / 2 == b / 2 => (a / 2) as u8,
                (Some(a), None) => (a / 2) as u8,
                (None, Some(b)) => (b / 2) as u8,
                (None, None) => k as u8,
                _ => return self.permute16_halves(x, sel),
            };
        }
        let dimm = d[0] | d[1] << 2 | d[2] << 4 | d[3] << 6;
        let t = if dimm == 0xe4 {
            x
        } else {
            self.pshufd(w, x, dimm)
        };
        // Now output word j comes from word 2*(j/2) + (sel[j] & 1) of t.
        let within: SmallVec<[Option<u32>; 16]> = (0..8)
            .map(|j| sel[j].map(|s| (2 * (j as u32 / 2)) + (s & 1)))
            .collect();
        self.permute16_halves(t, &within)
    }

    /// A 16-bit permutation that keeps each half in place: pshuflw and pshufhw.
    fn permute16_halves(&mut self, x: Reg, sel: &[Option<u32>]) -> Option<Reg> {
        let w = self.vw(false);
        let pick = |j: usize| sel[j].unwrap_or(j as u32);
        if !((0..4).all(|j| pick(j) < 4) && (4..8).all(|j| pick(j) >= 4)) {
            return None;
        }
        let lo = (0..4).fold(0u8, |a, j| a | ((pick(j) as u8) << (2 * j)));
        let hi = (4..8).fold(0u8, |a, j| a | (((pick(j) - 4) as u8) << (2 * (j - 4))));
        let t = if lo == 0xe4 {
            x
        } else {
            self.vun(VOp::Pshuflw, w, x, lo)
        };
        Some(if hi == 0xe4 {
            t
        } else {
            self.vun(VOp::Pshufhw, w, t, hi)
        })
    }

    /// `[x[k..], y[..k]]`: a byte shift of the pair (palignr, or two shifts and an or).
    /// `sel` numbers x's lanes 0..per and y's per..2*per.
    fn rotate(&mut self, x: Reg, y: Reg, sel: &[Option<u32>], per: u32, lane: Lane) -> Option<Reg> {
        let w = self.vw(false);
        let first = sel
            .iter()
            .enumerate()
            .find_map(|(j, s)| s.map(|s| s as i64 - j as i64))?;
        if first <= 0 || first >= i64::from(per) {
            return None;
        }
        let k = first as u32;
        if !sel
            .iter()
            .enumerate()
            .all(|(j, s)| s.is_none_or(|s| s == k + j as u32))
        {
            return None;
        }
        let bytes = (k * lane.bytes()) as u8;
        // Lanes taken from y at all?
        let uses_y = sel.iter().flatten().any(|&s| s >= per);
        if !uses_y {
            return Some(self.vun(VOp::PsrldqI, w, x, bytes));
        }
        if self.has(Feature::Ssse3) {
            return Some(self.vbini(VOp::Palignr, w, y, x, bytes));
        }
        let a = self.vun(VOp::PsrldqI, w, x, bytes);
        let b = self.vun(VOp::PslldqI, w, y, 16 - bytes);
        Some(self.vbin(VOp::Por, w, a, b))
    }

    /// Even or odd lanes of `x` then of `y` (`sel` numbers y's lanes per..2*per): a
    /// truncating pack of the lanes twice as wide.
    fn pack_pattern(&mut self, x: Reg, y: Reg, sel: &[Option<u32>], lane: Lane) -> Option<Reg> {
        if !matches!(lane.bits(), 8 | 16) {
            return None;
        }
        let per = sel.len() as u32;
        let half = per / 2;
        let odd = sel.iter().enumerate().find_map(|(j, s)| {
            s.map(|s| {
                let base = if (j as u32) < half { 0 } else { per };
                s.wrapping_sub(base).wrapping_sub(2 * (j as u32 % half))
            })
        })?;
        if odd > 1 {
            return None;
        }
        let fits = sel.iter().enumerate().all(|(j, s)| {
            let j = j as u32;
            let base = if j < half { 0 } else { per };
            s.is_none_or(|s| s == base + 2 * (j % half) + odd)
        });
        if !fits {
            return None;
        }
        let w = self.vw(false);
        let wide = VecLayout::new(Lane::int(lane.bits() * 2), half * 2, false, false);
        let (x, y) = if odd == 1 {
            let op = if lane.bits() == 8 {
                VOp::PsrlwI
            } else {
                VOp::PsrldI
            };
            (
                self.vun(op, w, x, lane.bits() as u8),
                self.vun(op, w, y, lane.bits() as u8),
            )
        } else {
            (x, y)
        };
        let (r, _) = self.narrow_lanes(&[x, y], &wide, false);
        Some(r[0])
    }

    /// pshufb controls for lanes `sel` of one source (`which`: only lanes of register
    /// `which.0` with the others zeroed).
    fn pshufb_control(
        &self,
        sel: &[Option<u32>],
        lane: Lane,
        which: Option<(&[LaneSrc], usize)>,
    ) -> [u8; 16] {
        let lb = lane.bytes() as usize;
        let mut m = [0x80u8; 16];
        for j in 0..16 / lb {
            let s = match which {
                Some((lanes, r)) => match lanes[j] {
                    Some((rr, l)) if rr == r => Some(l),
                    _ => None,
                },
                None => sel[j],
            };
            if let Some(s) = s {
                for b in 0..lb {
                    m[j * lb + b] = (s as usize * lb + b) as u8;
                }
            }
        }
        m
    }

    /// An output register from two source registers.
    fn combine_two(
        &mut self,
        x: Reg,
        y: Reg,
        xi: usize,
        yi: usize,
        lanes: &[LaneSrc],
        lane: Lane,
    ) -> Option<Reg> {
        let w = self.vw(false);
        let per = lanes.len();
        let from = |r: usize| -> SmallVec<[Option<u32>; 16]> {
            lanes
                .iter()
                .map(|s| match s {
                    Some((rr, l)) if *rr == r => Some(*l),
                    _ => None,
                })
                .collect()
        };
        let (fx, fy) = (from(xi), from(yi));
        // Lanes numbered x: 0..per, y: per..2*per (for the whole-register patterns).
        let joint: SmallVec<[Option<u32>; 16]> = lanes
            .iter()
            .map(|s| s.map(|(r, l)| if r == xi { l } else { l + per as u32 }))
            .collect();
        // Unpacks: [x0 y0 x1 y1 …] from the low or high halves.
        for (base, lo_op) in [(0u32, true), (per as u32 / 2, false)] {
            let fits = (0..per).all(|j| {
                let want = base + (j / 2) as u32;
                match lanes[j] {
                    None => true,
                    Some((r, l)) => l == want && r == if j % 2 == 0 { xi } else { yi },
                }
            });
            if fits {
                let op = match (lane.bits(), lo_op) {
                    (8, true) => VOp::Punpcklbw,
                    (8, false) => VOp::Punpckhbw,
                    (16, true) => VOp::Punpcklwd,
                    (16, false) => VOp::Punpckhwd,
                    (32, true) => VOp::Punpckldq,
                    (32, false) => VOp::Punpckhdq,
                    (_, true) => VOp::Punpcklqdq,
                    (_, false) => VOp::Punpckhqdq,
                };
                return Some(self.vbin(op, w, x, y));
            }
        }
        if let Some(r) = self.rotate(x, y, &joint, per as u32, lane) {
            return Some(r);
        }
        if let Some(r) = self.pack_pattern(x, y, &joint, lane) {
            return Some(r);
        }
        match lane.bits() {
            64 => {
                // shufpd: lane 0 from the first operand, lane 1 from the second.
                let (a, b, sa, sb) = match (lanes[0], lanes[1]) {
                    (Some((r, l)), s1) if r == xi => (x, y, l, s1.map_or(0, |s| s.1)),
                    (Some((_, l)), s1) => (y, x, l, s1.map_or(0, |s| s.1)),
                    (None, Some((r, l))) if r == yi => (x, y, 0, l),
                    (None, Some((_, l))) => (y, x, 0, l),
                    (None, None) => (x, y, 0, 0),
                };
                return Some(self.vbini(VOp::Shufpd, w, a, b, (sa | sb << 1) as u8));
            }
            32 => {
                let nx: SmallVec<[u32; 4]> = dedup(fx.iter().flatten().copied());
                let ny: SmallVec<[u32; 4]> = dedup(fy.iter().flatten().copied());
                // Direct shufps: lanes 0-1 from one register, 2-3 from the other.
                for (p, q, fp, fq) in [(x, y, &fx, &fy), (y, x, &fy, &fx)] {
                    if fp[2].is_none() && fp[3].is_none() && fq[0].is_none() && fq[1].is_none() {
                        let imm = (fp[0].unwrap_or(0)
                            | fp[1].unwrap_or(0) << 2
                            | fq[2].unwrap_or(0) << 4
                            | fq[3].unwrap_or(0) << 6) as u8;
                        return Some(self.vbini(VOp::Shufps, w, p, q, imm));
                    }
                }
                if nx.len() <= 2 && ny.len() <= 2 {
                    // Gather the needed lanes, then put them in place.
                    let g = |v: &SmallVec<[u32; 4]>, k: usize| v.get(k).or(v.first()).copied();
                    let imm = (g(&nx, 0).unwrap_or(0)
                        | g(&nx, 1).unwrap_or(0) << 2
                        | g(&ny, 0).unwrap_or(0) << 4
                        | g(&ny, 1).unwrap_or(0) << 6) as u8;
                    let t = self.vbini(VOp::Shufps, w, x, y, imm);
                    let mut sel = [0u8; 4];
                    for j in 0..4 {
                        sel[j] = match (fx[j], fy[j]) {
                            (Some(l), _) => nx.iter().position(|&v| v == l).unwrap() as u8,
                            (_, Some(l)) => 2 + ny.iter().position(|&v| v == l).unwrap() as u8,
                            _ => j as u8,
                        };
                    }
                    let imm = sel[0] | sel[1] << 2 | sel[2] << 4 | sel[3] << 6;
                    return Some(if imm == 0xe4 {
                        t
                    } else {
                        self.pshufd(w, t, imm)
                    });
                }
            }
            _ => {}
        }
        if self.has(Feature::Ssse3) && lane.bits() < 32 {
            let cx = self.pshufb_control(&[], lane, Some((lanes, xi)));
            let cy = self.pshufb_control(&[], lane, Some((lanes, yi)));
            let cx = self.vconst(&cx);
            let cy = self.vconst(&cy);
            let a = self.vbin(VOp::Pshufb, w, x, cx);
            let b = self.vbin(VOp::Pshufb, w, y, cy);
            return Some(self.vbin(VOp::Por, w, a, b));
        }
        // Each source permuted into place, then a blend.
        let px = self.permute(x, &fx, lane)?;
        let py = self.permute(y, &fy, lane)?;
        let lb = lane.bytes() as usize;
        let mut m = [0u8; 16];
        for j in 0..per {
            if fy[j].is_some() {
                m[j * lb..(j + 1) * lb].fill(0xff);
            }
        }
        let m = self.vconst(&m);
        let a = self.vbin(VOp::Pand, w, py, m);
        let b = self.vbin(VOp::Pandn, w, m, px);
        Some(self.vbin(VOp::Por, w, a, b))
    }

    /// The general shuffle: sources to memory, elements moved one at a time.
    fn shuffle_via_memory(
        &mut self,
        srcs: &[Reg],
        ls: &VecLayout,
        a_parts: u32,
        idx: &[Option<u32>],
        lo: &VecLayout,
    ) -> Regs {
        let rb = ls.reg_bytes();
        let src = self.vec_scratch(srcs.len() as u32 * rb);
        let w = self.vw(false);
        for (k, &r) in srcs.iter().enumerate() {
            self.push(MInst::VStore {
                op: VOp::Movups,
                w,
                src: r,
                mem: src.offset(k as i32 * rb as i32),
            });
        }
        let dst = self.vec_scratch(lo.reg_image());
        let lb = lo.lane.bytes();
        for (e, s) in idx.iter().enumerate().take(lo.len as usize) {
            let Some(s) = *s else { continue };
            let off = if s < ls.len {
                s * lb
            } else {
                a_parts * rb + (s - ls.len) * lb
            };
            let lane = if lo.lane.is_float() {
                lo.lane
            } else {
                lo.lane.as_int()
            };
            let x = self.load_lane(lane, src.offset(off as i32), false);
            self.store_lane(lane, x, dst.offset((e as u32 * lb) as i32));
        }
        self.reload_parts(lo, dst)
    }

    pub(super) fn lower_extract_element(&mut self, i: Inst, v: Value, idx: Value) -> LResult<()> {
        let l = self.vlayout(self.value_type(v))?;
        let regs = self.value_regs(v)?;
        let r = match idx {
            Value::Const(c) if self.m.consts.as_u64(c).is_some() => {
                let e = self.m.consts.as_u64(c).unwrap();
                if e >= u64::from(l.len) {
                    // Poison.
                    self.materialize(l.lane.part(), ConstVal::Bits(0))
                } else {
                    let e = e as u32;
                    self.extract_lane(regs[(e / l.per) as usize], &l, e % l.per)
                }
            }
            _ => {
                let mem = self.spill_to_scratch(&regs, &l);
                let addr = self.lane_address(mem, &l, idx)?;
                self.load_lane(l.lane, addr, false)
            }
        };
        if l.half {
            // A half lives in an xmm register.
            let x = self.xreg();
            self.push(MInst::GprToXmm {
                wide: false,
                src: r,
                dst: x,
            });
            return self.define(i, &[x]);
        }
        self.define(i, &[r])
    }

    /// The address of element `idx` (a variable) of a vector spilled at `mem`; indices past
    /// the end (poison) stay inside the spilled registers.
    fn lane_address(&mut self, mem: Amode, l: &VecLayout, idx: Value) -> LResult<Amode> {
        let ib = self.elem_bits(self.value_type(idx)).max(1);
        let x = self.reg(idx)?;
        let x = self.extend64(x, ib, false);
        let lanes = l.parts * l.per;
        let x = if lanes.is_power_of_two() {
            self.alu_imm(AluOp::And, Size::S64, x, i64::from(lanes - 1))
        } else {
            // Clamp to the last lane.
            let last = self.materialize(Part::Int(64), ConstVal::Bits(u64::from(lanes - 1)));
            let below = self.gpr();
            self.push(MInst::CmpSet {
                test: false,
                size: Size::S64,
                cc: Cc::B,
                lhs: Rmi::Reg(x),
                rhs: Rmi::Imm(lanes as i32),
                dst: below,
            });
            let d = self.gpr();
            self.push(MInst::Select {
                cond: below,
                if_true: x,
                if_false: last,
                dst: d,
            });
            d
        };
        let base = self.gpr();
        self.push(MInst::Lea { mem, dst: base });
        Ok(Amode::Reg {
            base,
            index: Some((x, l.lane.bytes() as u8)),
            disp: 0,
        })
    }

    /// Lane `j` of register `r` as a scalar (an integer in a general-purpose register, a
    /// float in the low lane of an xmm register).
    pub(super) fn extract_lane(&mut self, r: Reg, l: &VecLayout, j: u32) -> Reg {
        let half = l.per / 2;
        let (r, j) = if l.wide && j >= half {
            (self.vun(VOp::Vextractf128, VW::V256, r, 1), j - half)
        } else {
            (r, j)
        };
        let w = self.vw(false);
        let sse41 = self.has(Feature::Sse41);
        let j8 = j as u8;
        match l.lane {
            Lane::F32 | Lane::F64 if j == 0 => r,
            Lane::F32 => self.pshufd(w, r, j8),
            Lane::F64 => self.pshufd(w, r, 0xee),
            Lane::I64 | Lane::I32 if j > 0 && sse41 => {
                let op = if l.lane == Lane::I64 {
                    VOp::Pextrq
                } else {
                    VOp::Pextrd
                };
                self.vec_to_gpr(op, w, r, j8)
            }
            Lane::I64 | Lane::I32 => {
                let wide = l.lane == Lane::I64;
                let src = if j == 0 {
                    r
                } else if wide {
                    self.pshufd(w, r, 0xee)
                } else {
                    self.pshufd(w, r, j8)
                };
                let d = self.gpr();
                self.push(MInst::XmmToGpr { wide, src, dst: d });
                d
            }
            Lane::I16 => self.vec_to_gpr(VOp::Pextrw, w, r, j8),
            Lane::I8 if sse41 => self.vec_to_gpr(VOp::Pextrb, w, r, j8),
            Lane::I8 => {
                let g = self.vec_to_gpr(VOp::Pextrw, w, r, j8 / 2);
                if j % 2 == 1 {
                    self.shift_imm(ShiftOp::Shr, Size::S32, g, 8)
                } else {
                    g
                }
            }
        }
    }

    fn vec_to_gpr(&mut self, op: VOp, w: VW, src: Reg, imm: u8) -> Reg {
        let dst = self.gpr();
        self.push(MInst::VToGpr {
            op,
            w,
            src,
            imm,
            dst,
        });
        dst
    }

    /// `insertelement` `i`: with the chain of single-use insertions that feed it (which
    /// were not lowered on their own, see `skips_insert`), built from scalars when the
    /// chain fills an undefined vector, else one insertion at a time.
    pub(super) fn lower_insert_element(&mut self, i: Inst, ty: Type) -> LResult<()> {
        let l = self.vlayout(ty)?;
        // The chain, last insertion first.
        let mut chain: SmallVec<[(Value, Value); 16]> = SmallVec::new();
        let mut cur = i;
        let base = loop {
            let a = self.body.args(cur);
            chain.push((a[1], a[2]));
            match a[0] {
                Value::Inst(p) if self.vec.skipped_inserts.contains(&p) => cur = p,
                v => break v,
            }
        };
        chain.reverse();
        let undef_base = matches!(base, Value::Const(c)
            if matches!(self.m.consts.get(c).kind, ConstKind::Undef | ConstKind::Poison));
        // Which element each lane gets (the last insertion wins).
        let mut lanes: SmallVec<[Option<Value>; 16]> = SmallVec::from_elem(None, l.len as usize);
        let mut all_const = true;
        for &(e, idx) in &chain {
            match idx {
                Value::Const(c) => match self.m.consts.as_u64(c) {
                    Some(k) if k < u64::from(l.len) => lanes[k as usize] = Some(e),
                    Some(_) => {}
                    None => all_const = false,
                },
                _ => all_const = false,
            }
        }
        if undef_base && all_const && !l.mask && !l.half && lanes.iter().all(Option::is_some) {
            let elems: SmallVec<[Value; 16]> = lanes.iter().map(|e| e.unwrap()).collect();
            let regs = self.build_vector(&l, &elems)?;
            return self.define(i, &regs);
        }
        let lane0 = |this: &Self, idx: Value| match idx {
            Value::Const(c) => this.m.consts.as_u64(c) == Some(0),
            _ => false,
        };
        let single = chain.len() == 1 && lane0(self, chain[0].1);
        if undef_base && single && !l.mask && !l.half && l.parts == 1 && !l.lane.is_float() {
            // One integer into lane 0 of an undefined vector (a splat's first step):
            // `movd`/`movq`, the other lanes are undefined anyway.
            let src = self.reg(chain[0].0)?;
            let dst = self.xreg();
            self.push(MInst::GprToXmm {
                wide: l.lane.bits() == 64,
                src,
                dst,
            });
            return self.define(i, &[dst]);
        }
        let mut regs = if undef_base {
            let w = self.vw(l.wide);
            // Undefined lanes: any register will do (no need to read memory).
            (0..l.parts).map(|_| self.vset(false, w)).collect()
        } else {
            self.value_regs(base)?
        };
        for &(e, idx) in &chain {
            regs = self.insert_one(regs, &l, e, idx)?;
        }
        self.define(i, &regs)
    }

    /// Whether `insertelement` `i` is left to its user, the next insertion of the block,
    /// which inserts into `i` (so that chains building vectors from scalars are lowered as
    /// a whole). Only instructions that write no memory may lie between them: clang -O0
    /// loads each element just before its insertion, and such loads may be lowered at the
    /// end of the chain.
    pub(super) fn skips_insert(&mut self, b: Block, i: Inst) -> bool {
        /// How far to look for the user (an element is a few instructions at most).
        const WINDOW: usize = 8;
        if self.uses.count[i.index()] != 1 || self.inst_regs[i].is_some() {
            return false;
        }
        if self.vec.positions.is_empty() {
            self.vec.positions = vec![0; self.body.insts.len()];
            for blk in self.body.blocks.values() {
                for (k, &x) in blk.insts.iter().enumerate() {
                    self.vec.positions[x.index()] = k as u32;
                }
            }
        }
        let insts = &self.body.blocks[b].insts;
        let after = self.vec.positions[i.index()] as usize + 1;
        let user = insts
            .iter()
            .skip(after)
            .take(WINDOW)
            .take_while(|&&n| !rllc_codegen::deferral::may_write_memory(self.body, n))
            .find(|&&n| matches!(self.body.insts[n].kind, InstKind::InsertElement));
        let skip = user.is_some_and(|&n| self.body.args(n)[0] == Value::Inst(i));
        if skip {
            self.vec.skipped_inserts.insert(i);
        }
        skip
    }

    /// Registers of layout `l` holding scalars `elems` (one per element).
    fn build_vector(&mut self, l: &VecLayout, elems: &[Value]) -> LResult<Regs> {
        let half = VecLayout::new(l.lane, l.len, false, false);
        let mut pieces = Regs::new();
        for k in 0..half.parts {
            let lo = (k * half.per) as usize;
            let hi = (lo + half.per as usize).min(elems.len());
            let r = self.build_register(&half, &elems[lo..hi])?;
            pieces.push(r);
        }
        Ok(self.join128(&pieces, l))
    }

    /// One 128-bit register from up to a register's worth of scalars.
    fn build_register(&mut self, l: &VecLayout, elems: &[Value]) -> LResult<Reg> {
        let w = self.vw(false);
        let xmm_of = |this: &mut Self, v: Value| -> LResult<Reg> {
            let r = this.reg(v)?;
            if l.lane.is_float() {
                return Ok(r);
            }
            let x = this.xreg();
            this.push(MInst::GprToXmm {
                wide: l.lane == Lane::I64,
                src: r,
                dst: x,
            });
            Ok(x)
        };
        match l.lane.bits() {
            32 | 64 => {
                // Pairs, then pairs of pairs.
                let mut level: Regs = Regs::new();
                for &e in elems {
                    level.push(xmm_of(self, e)?);
                }
                let mut op = if l.lane.bits() == 32 {
                    VOp::Punpckldq
                } else {
                    VOp::Punpcklqdq
                };
                while level.len() > 1 {
                    let next: Regs = level
                        .chunks(2)
                        .map(|p| match p {
                            [a, b] => self.vbin(op, w, *a, *b),
                            [a] => *a,
                            _ => unreachable!(),
                        })
                        .collect();
                    level = next;
                    op = VOp::Punpcklqdq;
                }
                Ok(level[0])
            }
            _ => {
                // 16-bit words (bytes merged in pairs first), inserted one by one.
                let words: SmallVec<[Reg; 8]> = if l.lane == Lane::I8 {
                    let mut v = SmallVec::new();
                    for pair in elems.chunks(2) {
                        let a = self.reg(pair[0])?;
                        let a = self.alu_imm(AluOp::And, Size::S32, a, 0xff);
                        let wrd = match pair.get(1) {
                            Some(&b) => {
                                let b = self.reg(b)?;
                                let b = self.shift_imm(ShiftOp::Shl, Size::S32, b, 8);
                                self.alu(AluOp::Or, Size::S32, a, Rmi::Reg(b))
                            }
                            None => a,
                        };
                        v.push(wrd);
                    }
                    v
                } else {
                    elems.iter().map(|&e| self.reg(e)).collect::<LResult<_>>()?
                };
                let mut r = self.xreg();
                self.push(MInst::GprToXmm {
                    wide: false,
                    src: words[0],
                    dst: r,
                });
                for (k, &wd) in words.iter().enumerate().skip(1) {
                    let dst = self.xreg();
                    self.push(MInst::VInsGpr {
                        op: VOp::Pinsrw,
                        w,
                        vec: r,
                        src: wd,
                        imm: k as u8,
                        dst,
                    });
                    r = dst;
                }
                Ok(r)
            }
        }
    }

    /// `regs` (layout `l`) with element `idx` replaced by scalar `elt`.
    fn insert_one(
        &mut self,
        mut regs: Regs,
        l: &VecLayout,
        elt: Value,
        idx: Value,
    ) -> LResult<Regs> {
        let mut e = self.reg(elt)?;
        if l.half {
            let g = self.gpr();
            self.push(MInst::XmmToGpr {
                wide: false,
                src: e,
                dst: g,
            });
            e = g;
        }
        if l.mask {
            // i1 (bit 0) to a lane mask: -(e & 1).
            let t = self.alu_imm(AluOp::And, Size::S64, e, 1);
            let d = self.gpr();
            self.push(MInst::Unary {
                neg: true,
                size: Size::S64,
                src: t,
                dst: d,
            });
            e = d;
        }
        match idx {
            Value::Const(c) if self.m.consts.as_u64(c).is_some() => {
                let k = self.m.consts.as_u64(c).unwrap();
                if k < u64::from(l.len) {
                    let k = k as u32;
                    let p = (k / l.per) as usize;
                    regs[p] = self.insert_lane(regs[p], l, k % l.per, e);
                }
            }
            _ => {
                let mem = self.spill_to_scratch(&regs, l);
                let addr = self.lane_address(mem, l, idx)?;
                self.store_lane(l.lane, e, addr);
                regs = self.reload_parts(l, mem);
            }
        }
        Ok(regs)
    }

    /// Register `r` with lane `j` replaced by scalar `e`.
    pub(super) fn insert_lane(&mut self, r: Reg, l: &VecLayout, j: u32, e: Reg) -> Reg {
        if l.wide {
            let half = l.per / 2;
            let hi = j >= half;
            let piece = if hi {
                self.vun(VOp::Vextractf128, VW::V256, r, 1)
            } else {
                r
            };
            let l128 = VecLayout::new(l.lane, half, l.mask, false);
            let piece = self.insert_lane(piece, &l128, j % half, e);
            return if hi {
                self.vbini(VOp::Vinsertf128, VW::V256, r, piece, 1)
            } else {
                // vinsertf128 with imm 0 replaces the low half.
                self.vbini(VOp::Vinsertf128, VW::V256, r, piece, 0)
            };
        }
        let w = self.vw(false);
        let sse41 = self.has(Feature::Sse41);
        let j8 = j as u8;
        let ins = |this: &mut Self, op: VOp, imm: u8| -> Reg {
            let dst = this.xreg();
            this.vc.push(MInst::VInsGpr {
                op,
                w,
                vec: r,
                src: e,
                imm,
                dst,
            });
            dst
        };
        match l.lane {
            Lane::I16 => ins(self, VOp::Pinsrw, j8),
            Lane::I8 if sse41 => ins(self, VOp::Pinsrb, j8),
            Lane::I32 if sse41 => ins(self, VOp::Pinsrd, j8),
            Lane::I64 if sse41 => ins(self, VOp::Pinsrq, j8),
            Lane::I8 => {
                // Merge the byte into its 16-bit lane.
                let word = self.vec_to_gpr(VOp::Pextrw, w, r, j8 / 2);
                let (keep, e) = if j.is_multiple_of(2) {
                    let e = self.alu_imm(AluOp::And, Size::S32, e, 0xff);
                    (0xff00, e)
                } else {
                    let e = self.shift_imm(ShiftOp::Shl, Size::S32, e, 8);
                    let e = self.alu_imm(AluOp::And, Size::S32, e, 0xff00);
                    (0xff, e)
                };
                let word = self.alu_imm(AluOp::And, Size::S32, word, keep);
                let word = self.alu(AluOp::Or, Size::S32, word, Rmi::Reg(e));
                let dst = self.xreg();
                self.push(MInst::VInsGpr {
                    op: VOp::Pinsrw,
                    w,
                    vec: r,
                    src: word,
                    imm: j8 / 2,
                    dst,
                });
                dst
            }
            Lane::I32 | Lane::I64 | Lane::F32 | Lane::F64 => {
                let x = if l.lane.is_float() {
                    e
                } else {
                    let x = self.xreg();
                    self.push(MInst::GprToXmm {
                        wide: l.lane == Lane::I64,
                        src: e,
                        dst: x,
                    });
                    x
                };
                match (l.lane.bits(), j) {
                    (64, 0) => self.vbin(VOp::Movsd, w, r, x),
                    (64, _) => self.vbin(VOp::Punpcklqdq, w, r, x),
                    (_, 0) => self.vbin(VOp::Movss, w, r, x),
                    _ if sse41 => self.vbini(VOp::Insertps, w, r, x, j8 << 4),
                    (_, 1) => {
                        // [x0 x0 r0 r0] then [r0 x0 r2 r3].
                        let t = self.vbini(VOp::Shufps, w, x, r, 0x00);
                        self.vbini(VOp::Shufps, w, t, r, 0xe2)
                    }
                    (_, 2) => {
                        // [x0 x0 r3 r3] then [r0 r1 x0 r3].
                        let t = self.vbini(VOp::Shufps, w, x, r, 0xf0);
                        self.vbini(VOp::Shufps, w, r, t, 0x84)
                    }
                    _ => {
                        // [x0 x0 r2 r2] then [r0 r1 r2 x0].
                        let t = self.vbini(VOp::Shufps, w, x, r, 0xa0);
                        self.vbini(VOp::Shufps, w, r, t, 0x24)
                    }
                }
            }
        }
    }
}

fn dedup(it: impl Iterator<Item = u32>) -> SmallVec<[u32; 4]> {
    let mut v = SmallVec::new();
    for x in it {
        if !v.contains(&x) {
            v.push(x);
        }
    }
    v
}
