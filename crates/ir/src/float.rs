//! Floating-point literals: parsing LLVM's spellings into bit patterns and printing them
//! back the way LLVM does (short decimal when it round-trips, hexadecimal otherwise).
//!
//! Bit patterns are stored in a `u128`: IEEE formats in their natural layout; `x86_fp80` as
//! sign(1) exponent(15) significand(64, explicit integer bit); `fp128` and `ppc_fp128` with
//! the first 64-bit word of the `0xL`/`0xM` spelling in the low half.

use crate::types::TypeData;

/// Exponent and fraction widths of the IEEE-like formats.
fn ieee_format(kind: &TypeData) -> Option<(u32, u32)> {
    match kind {
        TypeData::Half => Some((5, 10)),
        TypeData::BFloat => Some((8, 7)),
        TypeData::Float => Some((8, 23)),
        TypeData::Double => Some((11, 52)),
        TypeData::Fp128 => Some((15, 112)),
        _ => None,
    }
}

/// Converts `x` exactly to an IEEE format with `ebits`/`mbits`; `None` if it would round.
fn f64_to_ieee(x: f64, ebits: u32, mbits: u32) -> Option<u128> {
    let b = x.to_bits();
    let sign = (b >> 63) as u128;
    let exp = ((b >> 52) & 0x7ff) as i32;
    let frac = b & ((1u64 << 52) - 1);
    let bias = (1i32 << (ebits - 1)) - 1;
    let emax_field = (1u128 << ebits) - 1;
    let out_sign = sign << (ebits + mbits);
    let narrow = |f: u64| -> Option<u128> {
        if mbits >= 52 {
            Some((f as u128) << (mbits - 52))
        } else {
            let drop = 52 - mbits;
            (f & ((1u64 << drop) - 1) == 0).then_some((f >> drop) as u128)
        }
    };
    if exp == 0x7ff {
        let payload = narrow(frac)?;
        if frac != 0 && payload == 0 {
            return None;
        }
        return Some(out_sign | (emax_field << mbits) | payload);
    }
    if exp == 0 && frac == 0 {
        return Some(out_sign);
    }
    let (mut m, mut e) = if exp == 0 {
        (frac, -1022 - 52)
    } else {
        (frac | (1u64 << 52), exp - 1023 - 52)
    };
    while m & (1u64 << 52) == 0 {
        m <<= 1;
        e -= 1;
    }
    let unbiased = e + 52;
    if unbiased > bias {
        return None;
    }
    let emin = 1 - bias;
    if unbiased >= emin {
        let f = narrow(m & ((1u64 << 52) - 1))?;
        return Some(out_sign | (((unbiased + bias) as u128) << mbits) | f);
    }
    let shift = (emin - mbits as i32) - e;
    if shift >= 64 || m & ((1u64 << shift) - 1) != 0 {
        return None;
    }
    Some(out_sign | (m >> shift) as u128)
}

/// Converts a double exactly to the bit pattern of the float type `kind`.
fn from_double(x: f64, kind: &TypeData) -> Result<u128, String> {
    let invalid = || "floating point constant invalid for type".to_string();
    match kind {
        TypeData::X86Fp80 => {
            let v = f64_to_ieee(x, 15, 63).ok_or_else(invalid)?;
            let sign_exp = v >> 63;
            let frac = v & ((1u128 << 63) - 1);
            let int_bit = u128::from(sign_exp & 0x7fff != 0);
            Ok((sign_exp << 64) | (int_bit << 63) | frac)
        }
        TypeData::PpcFp128 => Ok(x.to_bits() as u128),
        k => match ieee_format(k) {
            Some((e, m)) => f64_to_ieee(x, e, m).ok_or_else(invalid),
            None => Err("floating point constant invalid for type".into()),
        },
    }
}

fn hex_value(digits: &[u8]) -> Option<u128> {
    if digits.is_empty() || digits.len() > 32 {
        return None;
    }
    let s = std::str::from_utf8(digits).ok()?;
    u128::from_str_radix(s, 16).ok()
}

/// Parses a float literal token for a value of type `kind`.
pub fn parse_float_literal(text: &[u8], kind: &TypeData) -> Result<u128, String> {
    let invalid = || "floating point constant invalid for type".to_string();
    let is_float = matches!(
        kind,
        TypeData::Half
            | TypeData::BFloat
            | TypeData::Float
            | TypeData::Double
            | TypeData::X86Fp80
            | TypeData::Fp128
            | TypeData::PpcFp128
    );
    if !is_float {
        return Err("floating point constant must have floating point type".into());
    }
    if let Some(rest) = text.strip_prefix(b"0x") {
        let (letter, digits) = match rest.first() {
            Some(&c @ (b'K' | b'L' | b'M' | b'H' | b'R')) => (Some(c), &rest[1..]),
            _ => (None, rest),
        };
        let bad = || "invalid hexadecimal floating point constant".to_string();
        return match letter {
            None => {
                // Like LLVM, leading zeros beyond 16 digits are fine; set bits are not.
                let first = digits
                    .iter()
                    .position(|&c| c != b'0')
                    .unwrap_or(digits.len());
                let digits = if digits.len() > 16 {
                    &digits[first.min(digits.len() - 16)..]
                } else {
                    digits
                };
                if digits.len() > 16 {
                    return Err(bad());
                }
                let bits = hex_value(digits).ok_or_else(bad)? as u64;
                from_double(f64::from_bits(bits), kind)
            }
            Some(b'K') => {
                if !matches!(kind, TypeData::X86Fp80) || digits.len() > 20 {
                    return Err(invalid());
                }
                hex_value(digits).ok_or_else(bad)
            }
            Some(b'L') | Some(b'M') => {
                let ok = if letter == Some(b'L') {
                    matches!(kind, TypeData::Fp128)
                } else {
                    matches!(kind, TypeData::PpcFp128)
                };
                if !ok || digits.len() > 32 {
                    return Err(invalid());
                }
                // The first 16 digits are the low word.
                let split = digits.len().min(16);
                let lo = hex_value(&digits[..split]).ok_or_else(bad)?;
                let hi = if digits.len() > 16 {
                    hex_value(&digits[16..]).ok_or_else(bad)?
                } else {
                    0
                };
                Ok((hi << 64) | lo)
            }
            Some(b'H') | Some(b'R') => {
                let ok = if letter == Some(b'H') {
                    matches!(kind, TypeData::Half)
                } else {
                    matches!(kind, TypeData::BFloat)
                };
                if !ok || digits.len() > 4 {
                    return Err(invalid());
                }
                hex_value(digits).ok_or_else(bad)
            }
            Some(_) => Err(bad()),
        };
    }
    let s = std::str::from_utf8(text).map_err(|_| invalid())?;
    let x: f64 = s
        .parse()
        .map_err(|_| format!("invalid floating point constant '{s}'"))?;
    from_double(x, kind)
}

/// The value of a `half`/`bfloat`/`float`/`double` bit pattern as a double, if it is one
/// of those types.
pub fn to_double(bits: u128, kind: &TypeData) -> Option<f64> {
    match kind {
        TypeData::Double => Some(f64::from_bits(bits as u64)),
        TypeData::Float => Some(f32::from_bits(bits as u32) as f64),
        TypeData::Half | TypeData::BFloat => {
            let (e, m) = ieee_format(kind)?;
            Some(ieee_to_f64(bits, e, m))
        }
        _ => None,
    }
}

fn ieee_to_f64(bits: u128, ebits: u32, mbits: u32) -> f64 {
    let sign = if (bits >> (ebits + mbits)) & 1 == 1 {
        -1.0
    } else {
        1.0
    };
    let exp = ((bits >> mbits) & ((1 << ebits) - 1)) as i32;
    let frac = (bits & ((1 << mbits) - 1)) as f64;
    let bias = (1i32 << (ebits - 1)) - 1;
    if exp == (1 << ebits) - 1 {
        return if frac == 0.0 {
            sign * f64::INFINITY
        } else {
            f64::NAN
        };
    }
    if exp == 0 {
        return sign * frac * 2f64.powi(1 - bias - mbits as i32);
    }
    sign * (1.0 + frac / 2f64.powi(mbits as i32)) * 2f64.powi(exp - bias)
}

/// Formats a constant of float type `kind` as LLVM prints it.
pub fn format_float(bits: u128, kind: &TypeData) -> String {
    match kind {
        TypeData::Float if f32::from_bits(bits as u32).is_nan() => {
            // Widen by hand: `as f64` would quiet a signaling NaN.
            let b = bits as u32;
            let sign = u64::from(b >> 31) << 63;
            let frac = u64::from(b & 0x7f_ffff) << 29;
            format!("0x{:016X}", sign | 0x7ff0_0000_0000_0000 | frac)
        }
        TypeData::Double | TypeData::Float => {
            let v = to_double(bits, kind).unwrap_or(0.0);
            if v.is_finite() {
                let s = llvm_exp_format(v);
                if s.parse::<f64>().ok() == Some(v) {
                    return s;
                }
            }
            format!("0x{:016X}", v.to_bits())
        }
        TypeData::Half => format!("0xH{:04X}", bits as u16),
        TypeData::BFloat => format!("0xR{:04X}", bits as u16),
        TypeData::X86Fp80 => format!("0xK{:020X}", bits & ((1u128 << 80) - 1)),
        TypeData::Fp128 => format!("0xL{:016X}{:016X}", bits as u64, (bits >> 64) as u64),
        TypeData::PpcFp128 => format!("0xM{:016X}{:016X}", bits as u64, (bits >> 64) as u64),
        _ => "0".to_string(),
    }
}

/// LLVM's `APFloat::toString(6, 0, false)`: six significant digits, padded with a zero to
/// six fraction digits, and an at-least-two-digit signed exponent (`1.234560e+06`).
fn llvm_exp_format(v: f64) -> String {
    let s = format!("{v:.5e}");
    let (mant, exp) = s.split_once('e').unwrap_or((&s, "0"));
    let (sign, digits) = match exp.strip_prefix('-') {
        Some(d) => ('-', d),
        None => ('+', exp),
    };
    format!("{mant}0e{sign}{digits:0>2}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn decimal_and_hex() {
        assert_eq!(
            parse_float_literal(b"1.0", &TypeData::Double),
            Ok(1.0f64.to_bits() as u128)
        );
        assert_eq!(
            parse_float_literal(b"1.5", &TypeData::Float),
            Ok(1.5f32.to_bits() as u128)
        );
        assert!(parse_float_literal(b"0.1", &TypeData::Float).is_err());
        assert_eq!(
            parse_float_literal(b"0x3FB99999A0000000", &TypeData::Float),
            Ok(0.1f32.to_bits() as u128)
        );
        assert_eq!(parse_float_literal(b"0xH3C00", &TypeData::Half), Ok(0x3C00));
        assert_eq!(parse_float_literal(b"1.0", &TypeData::Half), Ok(0x3C00));
        assert_eq!(
            parse_float_literal(b"1.0", &TypeData::X86Fp80),
            Ok(0x3FFF_8000_0000_0000_0000)
        );
        assert_eq!(
            parse_float_literal(b"0xK3FFF8000000000000000", &TypeData::X86Fp80),
            Ok(0x3FFF_8000_0000_0000_0000)
        );
        assert_eq!(
            parse_float_literal(b"1.0", &TypeData::Fp128),
            Ok(0x3FFF_0000_0000_0000_0000_0000_0000_0000)
        );
    }

    #[test]
    fn printing_matches_llvm() {
        let d = |v: f64| format_float(v.to_bits() as u128, &TypeData::Double);
        assert_eq!(d(1.5), "1.500000e+00");
        // Exact in seven digits but not in six: LLVM writes hex.
        assert_eq!(d(1234567.0), "0x4132D68700000000");
        assert_eq!(d(f64::from_bits(1)), "4.940660e-324");
        // A float signaling NaN keeps its payload.
        assert_eq!(
            format_float(0x7fa0_0000, &TypeData::Float),
            "0x7FF4000000000000"
        );
    }

    #[test]
    fn printing() {
        assert_eq!(
            format_float(1.0f64.to_bits() as u128, &TypeData::Double),
            "1.000000e+00"
        );
        assert_eq!(
            format_float((-0.0f64).to_bits() as u128, &TypeData::Double),
            "-0.000000e+00"
        );
        assert_eq!(
            format_float(0.1f64.to_bits() as u128, &TypeData::Double),
            "1.000000e-01"
        );
        assert_eq!(
            format_float(0.3f64.to_bits() as u128, &TypeData::Double),
            "3.000000e-01"
        );
        assert_eq!(
            format_float(1.0e-7f64.to_bits() as u128 + 1, &TypeData::Double),
            "0x3E7AD7F29ABCAF49"
        );
        assert_eq!(
            format_float(0.1f32.to_bits() as u128, &TypeData::Float),
            "0x3FB99999A0000000"
        );
        assert_eq!(
            format_float(1e300f64.to_bits() as u128, &TypeData::Double),
            "1.000000e+300"
        );
        assert_eq!(
            format_float(f64::INFINITY.to_bits() as u128, &TypeData::Double),
            "0x7FF0000000000000"
        );
        let q =
            parse_float_literal(b"0xL00000000000000003FFF000000000000", &TypeData::Fp128).unwrap();
        assert_eq!(
            format_float(q, &TypeData::Fp128),
            "0xL00000000000000003FFF000000000000"
        );
    }
}
