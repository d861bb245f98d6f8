//! Magic numbers for dividing by a constant with a multiplication (Hacker's Delight,
//! chapter 10; the same construction as LLVM's `DivisionByConstantInfo`).
//!
//! All arithmetic is on `width`-bit integers (8 ≤ width ≤ 64) held in `u128` and wrapped
//! to `width` bits, so that targets can divide at whatever register width they use.

/// How to compute `x / d` for unsigned `x`, with `t = mulhu(x >> pre_shift, magic)`:
/// without `add`, `q = t >> post_shift`; with `add`, `q = (((x - t) >> 1) + t) >>
/// (post_shift - 1)` (the magic number needs one bit more than the width).
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct UnsignedMagic {
    pub magic: u64,
    pub add: bool,
    pub pre_shift: u32,
    pub post_shift: u32,
}

/// How to compute `x / d` for signed `x`: `t = mulhs(x, magic)`; then `t += x` when
/// `d > 0` and `magic < 0`, `t -= x` when `d < 0` and `magic > 0`; `t >>= shift`
/// (arithmetic); `q = t + (t >>> (width - 1))` (adds one for negative quotients).
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct SignedMagic {
    /// The magic number, as a `width`-bit two's-complement value sign-extended to 64 bits.
    pub magic: i64,
    pub shift: u32,
}

fn mask(width: u32) -> u128 {
    (1u128 << width) - 1
}

/// The unsigned magic for dividing `width`-bit values by `d` (not 0 and not a power of
/// two, which are cheaper as shifts).
pub fn unsigned_magic(d: u64, width: u32) -> UnsignedMagic {
    let m = unsigned_magic_with(d, width, 0);
    // An even divisor whose magic needs the extra bit: divide the dividend by the
    // divisor's power-of-two factor first; the smaller dividend has a narrower magic.
    if m.add && d.is_multiple_of(2) {
        let tz = d.trailing_zeros();
        let m2 = unsigned_magic_with(d >> tz, width, tz);
        if !m2.add {
            return UnsignedMagic {
                pre_shift: tz,
                ..m2
            };
        }
    }
    m
}

/// `unsigned_magic` for dividends whose top `leading_zeros` bits are known to be zero.
fn unsigned_magic_with(d: u64, width: u32, leading_zeros: u32) -> UnsignedMagic {
    assert!((2..=64).contains(&width) || width == 1);
    let wm = mask(width);
    let d = u128::from(d) & wm;
    assert!(d > 1, "division by 0 or 1 needs no magic");
    let all_ones = wm >> leading_zeros;
    let signed_min = 1u128 << (width - 1);
    let signed_max = signed_min - 1;
    // The largest dividend with remainder d - 1.
    let nc = (all_ones.wrapping_sub((all_ones + 1).wrapping_sub(d) % d)) & wm;
    let mut p = width - 1;
    let (mut q1, mut r1) = (signed_min / nc, signed_min % nc);
    let (mut q2, mut r2) = (signed_max / d, signed_max % d);
    let mut add = false;
    loop {
        p += 1;
        if r1 >= (nc - r1) & wm {
            q1 = (q1 * 2 + 1) & wm;
            r1 = (r1 * 2).wrapping_sub(nc) & wm;
        } else {
            q1 = (q1 * 2) & wm;
            r1 = (r1 * 2) & wm;
        }
        if r2 + 1 >= d - r2 {
            if q2 >= signed_max {
                add = true;
            }
            q2 = (q2 * 2 + 1) & wm;
            r2 = (r2 * 2 + 1).wrapping_sub(d) & wm;
        } else {
            if q2 >= signed_min {
                add = true;
            }
            q2 = (q2 * 2) & wm;
            r2 = (r2 * 2 + 1) & wm;
        }
        let delta = (d - 1 - r2) & wm;
        if !(p < width * 2 && (q1 < delta || (q1 == delta && r1 == 0))) {
            break;
        }
    }
    UnsignedMagic {
        magic: ((q2 + 1) & wm) as u64,
        add,
        pre_shift: 0,
        post_shift: p - width,
    }
}

/// The signed magic for dividing `width`-bit values by `d` (given sign-extended; not 0,
/// 1, -1 and not a power of two in absolute value).
pub fn signed_magic(d: i64, width: u32) -> SignedMagic {
    let wm = mask(width);
    let du = (d as u128) & wm;
    let signed_min = 1u128 << (width - 1);
    let ad = (d.unsigned_abs() as u128) & wm;
    let t = signed_min + (du >> (width - 1));
    let anc = t - 1 - t % ad;
    let mut p = width - 1;
    let mut q1 = signed_min / anc;
    let mut r1 = signed_min - q1 * anc;
    let mut q2 = signed_min / ad;
    let mut r2 = signed_min - q2 * ad;
    loop {
        p += 1;
        q1 = (q1 * 2) & wm;
        r1 = (r1 * 2) & wm;
        if r1 >= anc {
            q1 = (q1 + 1) & wm;
            r1 = (r1 - anc) & wm;
        }
        q2 = (q2 * 2) & wm;
        r2 = (r2 * 2) & wm;
        if r2 >= ad {
            q2 = (q2 + 1) & wm;
            r2 = (r2 - ad) & wm;
        }
        let delta = (ad - r2) & wm;
        if !(q1 < delta || (q1 == delta && r1 == 0)) {
            break;
        }
    }
    let mut magic = (q2 + 1) & wm;
    if d < 0 {
        magic = magic.wrapping_neg() & wm;
    }
    // Sign-extend from `width` bits.
    let sh = 128 - width;
    SignedMagic {
        magic: (((magic << sh) as i128) >> sh) as i64,
        shift: p - width,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn mulhu(a: u128, b: u128, width: u32) -> u128 {
        (a * b) >> width
    }

    fn udiv(x: u64, d: u64, width: u32) -> u64 {
        let m = unsigned_magic(d, width);
        let x = u128::from(x);
        let t = mulhu(x >> m.pre_shift, u128::from(m.magic), width);
        let q = if m.add {
            (((x - t) >> 1) + t) >> (m.post_shift - 1)
        } else {
            t >> m.post_shift
        };
        q as u64
    }

    fn sdiv(x: i64, d: i64, width: u32) -> i64 {
        let m = signed_magic(d, width);
        let prod = i128::from(x) * i128::from(m.magic);
        let mut t = (prod >> width) as i64;
        if d > 0 && m.magic < 0 {
            t += x;
        }
        if d < 0 && m.magic > 0 {
            t -= x;
        }
        t >>= m.shift;
        // The sign bit of a `width`-bit t.
        t + i64::from(t < 0)
    }

    #[test]
    fn unsigned_matches_division() {
        for width in [8u32, 16, 32, 64] {
            let max = if width == 64 {
                u64::MAX
            } else {
                (1u64 << width) - 1
            };
            for d in [
                3u64, 5, 6, 7, 10, 12, 14, 25, 100, 641, 1000, 0x7fff, 0xfffe,
            ] {
                if d > max || d.is_power_of_two() {
                    continue;
                }
                for x in [
                    0u64,
                    1,
                    2,
                    9,
                    99,
                    1000,
                    12345,
                    max / 2,
                    max / 3,
                    max - 1,
                    max,
                ] {
                    let x = x & max;
                    assert_eq!(udiv(x, d, width), x / d, "{x} / {d} at i{width}");
                }
            }
        }
    }

    #[test]
    fn signed_matches_division() {
        for width in [8u32, 16, 32, 64] {
            let (min, max) = if width == 64 {
                (i64::MIN, i64::MAX)
            } else {
                (-(1i64 << (width - 1)), (1i64 << (width - 1)) - 1)
            };
            for d in [3i64, 5, 6, 7, 10, 12, 100, 641, -3, -5, -7, -10, -100] {
                if d > max || d < min {
                    continue;
                }
                for x in [
                    0i64,
                    1,
                    -1,
                    2,
                    -2,
                    9,
                    -9,
                    99,
                    -100,
                    12345,
                    -12345,
                    min,
                    max,
                    min + 1,
                ] {
                    if x > max || x < min {
                        continue;
                    }
                    assert_eq!(
                        sdiv(x, d, width),
                        x.wrapping_div(d),
                        "{x} / {d} at i{width}"
                    );
                }
            }
        }
    }

    #[test]
    fn known_magics() {
        // udiv i32 by 10: mulhu with 0xCCCCCCCD, then >> 3.
        assert_eq!(
            unsigned_magic(10, 32),
            UnsignedMagic {
                magic: 0xCCCC_CCCD,
                add: false,
                pre_shift: 0,
                post_shift: 3
            }
        );
        // udiv i32 by 7 needs the extra bit.
        let m = unsigned_magic(7, 32);
        assert!(m.add);
        assert_eq!(m.magic, 0x2492_4925);
        assert_eq!(signed_magic(7, 32).magic, 0x9249_2493u32 as i32 as i64);
    }
}
