//! Fixed-width two's-complement integers of any width (LLVM's `APInt`), for constant
//! folding `iN` for every N. Values up to 128 bits live inline; wider ones spill to the
//! heap, which only very wide `_BitInt` code meets.

use smallvec::SmallVec;
use std::cmp::Ordering;

/// An integer of `bits` bits (≥ 1); bits above the width are kept zero.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct ApInt {
    bits: u32,
    limbs: SmallVec<[u64; 2]>,
}

fn nlimbs(bits: u32) -> usize {
    (bits as usize).div_ceil(64).max(1)
}

impl ApInt {
    /// Zero of width `bits`.
    pub fn zero(bits: u32) -> ApInt {
        ApInt {
            bits,
            limbs: smallvec::smallvec![0; nlimbs(bits)],
        }
    }

    /// `v` truncated to `bits`.
    pub fn from_u64(bits: u32, v: u64) -> ApInt {
        let mut a = ApInt::zero(bits);
        a.limbs[0] = v;
        a.clear_top();
        a
    }

    /// `v` sign-extended (or truncated) to `bits`.
    pub fn from_i64(bits: u32, v: i64) -> ApInt {
        let mut a = ApInt::zero(bits);
        for (k, l) in a.limbs.iter_mut().enumerate() {
            *l = if k == 0 {
                v as u64
            } else if v < 0 {
                u64::MAX
            } else {
                0
            };
        }
        a.clear_top();
        a
    }

    /// From little-endian 64-bit limbs (missing limbs are zero), truncated to `bits`.
    pub fn from_limbs(bits: u32, limbs: &[u64]) -> ApInt {
        let mut a = ApInt::zero(bits);
        for (d, s) in a.limbs.iter_mut().zip(limbs) {
            *d = *s;
        }
        a.clear_top();
        a
    }

    /// All ones of width `bits`.
    pub fn all_ones(bits: u32) -> ApInt {
        ApInt::zero(bits).not()
    }

    /// The most negative signed value of width `bits`.
    pub fn signed_min(bits: u32) -> ApInt {
        ApInt::zero(bits).with_bit(bits - 1)
    }

    /// The largest signed value of width `bits`.
    pub fn signed_max(bits: u32) -> ApInt {
        ApInt::signed_min(bits).not()
    }

    fn clear_top(&mut self) {
        let r = self.bits % 64;
        if r != 0 {
            let last = self.limbs.len() - 1;
            self.limbs[last] &= (1u64 << r) - 1;
        }
    }

    fn with_bit(mut self, k: u32) -> ApInt {
        self.limbs[(k / 64) as usize] |= 1 << (k % 64);
        self
    }

    /// The width in bits.
    pub fn bits(&self) -> u32 {
        self.bits
    }

    /// The little-endian limbs.
    pub fn limbs(&self) -> &[u64] {
        &self.limbs
    }

    /// The low 64 bits.
    pub fn low_u64(&self) -> u64 {
        self.limbs[0]
    }

    /// The value, if it fits in a `u64`.
    pub fn to_u64(&self) -> Option<u64> {
        self.limbs[1..]
            .iter()
            .all(|&l| l == 0)
            .then_some(self.limbs[0])
    }

    /// The signed value, if it fits in an `i64`.
    pub fn to_i64(&self) -> Option<i64> {
        if self.bits <= 64 {
            let sh = 64 - self.bits;
            return Some(((self.limbs[0] << sh) as i64) >> sh);
        }
        let v = self.trunc(64);
        (v.sext(self.bits) == *self).then_some(v.limbs[0] as i64)
    }

    /// Bit `k`.
    pub fn bit(&self, k: u32) -> bool {
        self.limbs[(k / 64) as usize] >> (k % 64) & 1 != 0
    }

    /// The sign bit.
    pub fn is_negative(&self) -> bool {
        self.bit(self.bits - 1)
    }

    pub fn is_zero(&self) -> bool {
        self.limbs.iter().all(|&l| l == 0)
    }

    pub fn is_one(&self) -> bool {
        self.to_u64() == Some(1)
    }

    pub fn is_all_ones(&self) -> bool {
        self.count_ones() == self.bits
    }

    pub fn is_signed_min(&self) -> bool {
        self.is_negative() && self.count_ones() == 1
    }

    pub fn is_signed_max(&self) -> bool {
        !self.is_negative() && self.count_ones() == self.bits - 1
    }

    pub fn count_ones(&self) -> u32 {
        self.limbs.iter().map(|l| l.count_ones()).sum()
    }

    /// Leading zero bits within the width.
    pub fn leading_zeros(&self) -> u32 {
        let pad = self.limbs.len() as u32 * 64 - self.bits;
        let mut n = 0;
        for &l in self.limbs.iter().rev() {
            if l == 0 {
                n += 64;
            } else {
                n += l.leading_zeros();
                break;
            }
        }
        n - pad
    }

    /// Trailing zero bits (the width for zero).
    pub fn trailing_zeros(&self) -> u32 {
        let mut n = 0;
        for &l in &self.limbs {
            if l == 0 {
                n += 64;
            } else {
                return n + l.trailing_zeros();
            }
        }
        self.bits
    }

    /// `log2` of a power of two.
    pub fn exact_log2(&self) -> Option<u32> {
        (self.count_ones() == 1).then(|| self.trailing_zeros())
    }

    fn map2(&self, o: &ApInt, f: impl Fn(u64, u64) -> u64) -> ApInt {
        debug_assert_eq!(self.bits, o.bits);
        let mut r = self.clone();
        for (a, b) in r.limbs.iter_mut().zip(&o.limbs) {
            *a = f(*a, *b);
        }
        r.clear_top();
        r
    }

    pub fn not(&self) -> ApInt {
        let mut r = self.clone();
        for l in r.limbs.iter_mut() {
            *l = !*l;
        }
        r.clear_top();
        r
    }

    pub fn and(&self, o: &ApInt) -> ApInt {
        self.map2(o, |a, b| a & b)
    }

    pub fn or(&self, o: &ApInt) -> ApInt {
        self.map2(o, |a, b| a | b)
    }

    pub fn xor(&self, o: &ApInt) -> ApInt {
        self.map2(o, |a, b| a ^ b)
    }

    /// Wrapping sum.
    pub fn add(&self, o: &ApInt) -> ApInt {
        let mut r = self.clone();
        let mut carry = false;
        for (a, b) in r.limbs.iter_mut().zip(&o.limbs) {
            let (s1, c1) = a.overflowing_add(*b);
            let (s2, c2) = s1.overflowing_add(carry as u64);
            *a = s2;
            carry = c1 || c2;
        }
        r.clear_top();
        r
    }

    /// Wrapping difference.
    pub fn sub(&self, o: &ApInt) -> ApInt {
        self.add(&o.neg())
    }

    /// Two's-complement negation.
    pub fn neg(&self) -> ApInt {
        self.not().add(&ApInt::from_u64(self.bits, 1))
    }

    /// Wrapping product.
    pub fn mul(&self, o: &ApInt) -> ApInt {
        let n = self.limbs.len();
        let mut r = ApInt::zero(self.bits);
        for i in 0..n {
            let mut carry = 0u128;
            for j in 0..n - i {
                let cur =
                    r.limbs[i + j] as u128 + self.limbs[i] as u128 * o.limbs[j] as u128 + carry;
                r.limbs[i + j] = cur as u64;
                carry = cur >> 64;
            }
        }
        r.clear_top();
        r
    }

    /// Whether `self + o` wraps as unsigned (`nuw` violated) / as signed (`nsw`).
    pub fn add_overflows(&self, o: &ApInt) -> (bool, bool) {
        let r = self.add(o);
        let unsigned = r.ucmp(self) == Ordering::Less;
        let signed = self.is_negative() == o.is_negative() && r.is_negative() != self.is_negative();
        (unsigned, signed)
    }

    /// Whether `self - o` wraps as unsigned / as signed.
    pub fn sub_overflows(&self, o: &ApInt) -> (bool, bool) {
        let r = self.sub(o);
        let unsigned = self.ucmp(o) == Ordering::Less;
        let signed = self.is_negative() != o.is_negative() && r.is_negative() != self.is_negative();
        (unsigned, signed)
    }

    /// Whether `self * o` wraps as unsigned / as signed.
    pub fn mul_overflows(&self, o: &ApInt) -> (bool, bool) {
        let w = self.bits * 2;
        let uw = self.zext(w).mul(&o.zext(w));
        let sw = self.sext(w).mul(&o.sext(w));
        let unsigned = uw.lshr(self.bits).to_u64() != Some(0);
        let signed = sw.trunc(self.bits).sext(w) != sw;
        (unsigned, signed)
    }

    /// Unsigned quotient and remainder; `o` must not be zero.
    pub fn udiv_rem(&self, o: &ApInt) -> (ApInt, ApInt) {
        debug_assert!(!o.is_zero());
        if self.bits <= 64 {
            let (a, b) = (self.limbs[0], o.limbs[0]);
            return (
                ApInt::from_u64(self.bits, a / b),
                ApInt::from_u64(self.bits, a % b),
            );
        }
        if self.bits <= 128 {
            let a = self.limbs[0] as u128 | (self.limbs[1] as u128) << 64;
            let b = o.limbs[0] as u128 | (o.limbs[1] as u128) << 64;
            let (q, r) = (a / b, a % b);
            return (
                ApInt::from_limbs(self.bits, &[q as u64, (q >> 64) as u64]),
                ApInt::from_limbs(self.bits, &[r as u64, (r >> 64) as u64]),
            );
        }
        let mut q = ApInt::zero(self.bits);
        let mut r = ApInt::zero(self.bits);
        for k in (0..self.bits).rev() {
            r = r.shl(1);
            if self.bit(k) {
                r.limbs[0] |= 1;
            }
            if r.ucmp(o) != Ordering::Less {
                r = r.sub(o);
                q = q.with_bit(k);
            }
        }
        (q, r)
    }

    /// Signed quotient (truncated) and remainder (sign of the dividend); `o` must not be
    /// zero (`MIN / -1` wraps).
    pub fn sdiv_rem(&self, o: &ApInt) -> (ApInt, ApInt) {
        let (an, bn) = (self.is_negative(), o.is_negative());
        let a = if an { self.neg() } else { self.clone() };
        let b = if bn { o.neg() } else { o.clone() };
        let (q, r) = a.udiv_rem(&b);
        (
            if an != bn { q.neg() } else { q },
            if an { r.neg() } else { r },
        )
    }

    /// Shift left by `n` < width.
    pub fn shl(&self, n: u32) -> ApInt {
        let mut r = ApInt::zero(self.bits);
        let (ls, bs) = ((n / 64) as usize, n % 64);
        for k in (ls..r.limbs.len()).rev() {
            let lo = self.limbs[k - ls];
            let mut v = lo << bs;
            if bs != 0 && k > ls {
                v |= self.limbs[k - ls - 1] >> (64 - bs);
            }
            r.limbs[k] = v;
        }
        r.clear_top();
        r
    }

    /// Logical shift right by `n` < width.
    pub fn lshr(&self, n: u32) -> ApInt {
        let mut r = ApInt::zero(self.bits);
        let (ls, bs) = ((n / 64) as usize, n % 64);
        let len = r.limbs.len();
        for k in 0..len.saturating_sub(ls) {
            let mut v = self.limbs[k + ls] >> bs;
            if bs != 0 && k + ls + 1 < len {
                v |= self.limbs[k + ls + 1] << (64 - bs);
            }
            r.limbs[k] = v;
        }
        r
    }

    /// Arithmetic shift right by `n` < width.
    pub fn ashr(&self, n: u32) -> ApInt {
        let r = self.lshr(n);
        if !self.is_negative() || n == 0 {
            return r;
        }
        // Fill the top `n` bits with ones.
        r.or(&ApInt::all_ones(self.bits).shl(self.bits - n))
    }

    /// Unsigned comparison.
    pub fn ucmp(&self, o: &ApInt) -> Ordering {
        for (a, b) in self.limbs.iter().rev().zip(o.limbs.iter().rev()) {
            match a.cmp(b) {
                Ordering::Equal => {}
                ord => return ord,
            }
        }
        Ordering::Equal
    }

    /// Signed comparison.
    pub fn scmp(&self, o: &ApInt) -> Ordering {
        match (self.is_negative(), o.is_negative()) {
            (true, false) => Ordering::Less,
            (false, true) => Ordering::Greater,
            _ => self.ucmp(o),
        }
    }

    /// The low `bits` bits.
    pub fn trunc(&self, bits: u32) -> ApInt {
        ApInt::from_limbs(bits, &self.limbs)
    }

    /// Zero-extension to `bits`.
    pub fn zext(&self, bits: u32) -> ApInt {
        ApInt::from_limbs(bits, &self.limbs)
    }

    /// Sign-extension to `bits`.
    pub fn sext(&self, bits: u32) -> ApInt {
        let r = self.zext(bits);
        if !self.is_negative() || bits <= self.bits {
            return r;
        }
        r.or(&ApInt::all_ones(bits).shl(self.bits))
    }

    /// Byte swap (the width is a multiple of 16).
    pub fn bswap(&self) -> ApInt {
        let mut r = ApInt::zero(self.bits);
        let nbytes = self.bits / 8;
        for k in 0..nbytes {
            let byte = (self.limbs[(k / 8) as usize] >> ((k % 8) * 8)) & 0xff;
            let d = nbytes - 1 - k;
            r.limbs[(d / 8) as usize] |= byte << ((d % 8) * 8);
        }
        r
    }

    /// Bit reversal.
    pub fn bitreverse(&self) -> ApInt {
        let mut r = ApInt::zero(self.bits);
        for k in 0..self.bits {
            if self.bit(k) {
                r = r.with_bit(self.bits - 1 - k);
            }
        }
        r
    }

    /// The value as `f64` (signed or unsigned), rounded to nearest; `None` above 128 bits.
    pub fn to_f64(&self, signed: bool) -> Option<f64> {
        Some(match (signed, self.bits <= 64) {
            (false, true) => self.limbs[0] as f64,
            (true, true) => self.to_i64()? as f64,
            (false, false) if self.bits <= 128 => self.to_u128() as f64,
            (true, false) if self.bits <= 128 => self.sext(128).to_u128() as i128 as f64,
            _ => return None,
        })
    }

    /// The value as `f32`, rounded once to nearest; `None` above 128 bits.
    pub fn to_f32(&self, signed: bool) -> Option<f32> {
        Some(match (signed, self.bits <= 128) {
            (false, true) => self.zext(128).to_u128() as f32,
            (true, true) => self.sext(128).to_u128() as i128 as f32,
            _ => return None,
        })
    }

    fn to_u128(&self) -> u128 {
        self.limbs[0] as u128 | (self.limbs.get(1).copied().unwrap_or(0) as u128) << 64
    }

    /// A float's integer value (truncated toward zero) as a `bits`-bit integer, or `None`
    /// when it does not fit (signed or unsigned) or is NaN/infinite: the `fptosi`/`fptoui`
    /// poison cases. Only for widths up to 128 bits.
    pub fn from_f64(bits: u32, v: f64, signed: bool) -> Option<ApInt> {
        if !v.is_finite() || bits > 128 {
            return None;
        }
        let t = v.trunc();
        if signed {
            let (lo, hi) = if bits == 128 {
                (i128::MIN as f64, -(i128::MIN as f64))
            } else {
                let m = (1i128 << (bits - 1)) as f64;
                (-m, m)
            };
            if t < lo || t >= hi {
                return None;
            }
            let x = t as i128 as u128;
            Some(ApInt::from_limbs(bits, &[x as u64, (x >> 64) as u64]))
        } else {
            let hi = if bits == 128 {
                2f64.powi(128)
            } else {
                (1u128 << bits) as f64
            };
            if t < 0.0 && t != 0.0 || t >= hi {
                return None;
            }
            let x = t as u128;
            Some(ApInt::from_limbs(bits, &[x as u64, (x >> 64) as u64]))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn narrow_arithmetic_wraps_at_the_width() {
        let a = ApInt::from_u64(7, 100);
        let b = ApInt::from_u64(7, 50);
        assert_eq!(a.add(&b).low_u64(), 150 % 128);
        assert_eq!(b.sub(&a).low_u64(), (50u64.wrapping_sub(100)) & 127);
        assert_eq!(a.mul(&b).low_u64(), (100 * 50) % 128);
        assert_eq!(a.add_overflows(&b), (true, false));
        assert_eq!(b.add_overflows(&b), (false, true));
        assert!(ApInt::from_i64(7, -1).is_all_ones());
        assert_eq!(ApInt::from_i64(7, -3).to_i64(), Some(-3));
        assert_eq!(ApInt::from_u64(1, 1).to_i64(), Some(-1));
    }

    #[test]
    fn wide_arithmetic_matches_u128() {
        let vals: [u128; 6] = [0, 1, 3, u64::MAX as u128 + 5, u128::MAX / 3, u128::MAX];
        let ap = |v: u128| ApInt::from_limbs(128, &[v as u64, (v >> 64) as u64]);
        for &x in &vals {
            for &y in &vals {
                assert_eq!(ap(x).add(&ap(y)), ap(x.wrapping_add(y)));
                assert_eq!(ap(x).sub(&ap(y)), ap(x.wrapping_sub(y)));
                assert_eq!(ap(x).mul(&ap(y)), ap(x.wrapping_mul(y)));
                assert_eq!(ap(x).ucmp(&ap(y)), x.cmp(&y));
                assert_eq!(ap(x).scmp(&ap(y)), (x as i128).cmp(&(y as i128)));
                if y != 0 {
                    let (q, r) = ap(x).udiv_rem(&ap(y));
                    assert_eq!((q, r), (ap(x / y), ap(x % y)));
                    if !(x == 1 << 127 && y == u128::MAX) {
                        let (q, r) = ap(x).sdiv_rem(&ap(y));
                        let (sx, sy) = (x as i128, y as i128);
                        assert_eq!((q, r), (ap((sx / sy) as u128), ap((sx % sy) as u128)));
                    }
                }
            }
            for n in [0, 1, 63, 64, 65, 127] {
                assert_eq!(ap(x).shl(n), ap(x << n));
                assert_eq!(ap(x).lshr(n), ap(x >> n));
                assert_eq!(ap(x).ashr(n), ap(((x as i128) >> n) as u128));
            }
            assert_eq!(ap(x).bswap(), ap(x.swap_bytes()));
            assert_eq!(ap(x).bitreverse(), ap(x.reverse_bits()));
            assert_eq!(ap(x).leading_zeros(), x.leading_zeros());
        }
    }

    #[test]
    fn very_wide_division_and_extension() {
        let a = ApInt::from_i64(200, -1000);
        let b = ApInt::from_u64(200, 7);
        let (q, r) = a.sdiv_rem(&b);
        assert_eq!(q.to_i64(), Some(-142));
        assert_eq!(r.to_i64(), Some(-6));
        assert_eq!(ApInt::from_i64(13, -5).sext(200).to_i64(), Some(-5));
        assert_eq!(ApInt::from_i64(13, -5).zext(200).to_u64(), Some(8192 - 5));
        assert_eq!(ApInt::from_u64(200, 5).mul_overflows(&b), (false, false));
        assert!(ApInt::signed_min(200).is_signed_min());
    }

    #[test]
    fn float_conversions() {
        assert_eq!(ApInt::from_f64(8, 127.9, true).unwrap().to_i64(), Some(127));
        assert!(ApInt::from_f64(8, 128.0, true).is_none());
        assert!(ApInt::from_f64(8, -1.0, false).is_none());
        assert_eq!(ApInt::from_f64(8, -0.5, false).unwrap().to_u64(), Some(0));
        assert_eq!(ApInt::from_i64(64, -3).to_f64(true), Some(-3.0));
        assert_eq!(
            ApInt::from_u64(64, u64::MAX).to_f32(false),
            Some(u64::MAX as f32)
        );
    }
}
