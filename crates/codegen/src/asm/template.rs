//! Inline asm templates as LLVM IR writes them, with their operands substituted as LLVM's
//! asm printer does (`AsmPrinter::emitInlineAsm`): `$N`, `${N:modifier}`, `$$`,
//! `$(…$|…$)` (dialect alternatives), `${:uid}`, `${:comment}` and `${:private}`. How an
//! operand prints is the target's.

use std::fmt::Write;

/// What the template's operands and specials print as.
pub struct Printer<'p> {
    /// Which `$(…$|…$)` alternative is read (0: the first).
    pub variant: usize,
    /// The statement's number in its function (`${:uid}`).
    pub uid: u32,
    /// The target's comment string (`${:comment}`).
    pub comment: &'p str,
    /// The number of operands.
    pub operands: usize,
}

/// The template with its operands substituted: `operand(out, n, modifier)` prints operand
/// `n` with its one-letter modifier, or answers None when the modifier does not apply.
pub fn render(
    t: &[u8],
    p: &Printer,
    mut operand: impl FnMut(&mut String, usize, Option<char>) -> Option<()>,
) -> Result<String, String> {
    let mut out = String::with_capacity(t.len() + 16);
    // Inside `$( … $| … $)`: the number of the alternative being read.
    let mut alt: Option<usize> = None;
    let bad = || {
        format!(
            "invalid operand reference in inline asm '{}'",
            String::from_utf8_lossy(t)
        )
    };
    let mut i = 0;
    while i < t.len() {
        let active = alt.is_none_or(|v| v == p.variant);
        let c = t[i];
        i += 1;
        if c != b'$' {
            if active {
                // Templates are bytes; keep non-ASCII bytes as they are.
                out.push(c as char);
            }
            continue;
        }
        let Some(&n) = t.get(i) else {
            return Err(bad());
        };
        match n {
            b'$' => {
                i += 1;
                if active {
                    out.push('$');
                }
                continue;
            }
            b'(' => {
                i += 1;
                alt = Some(0);
                continue;
            }
            b'|' => {
                i += 1;
                alt = Some(alt.ok_or_else(bad)? + 1);
                continue;
            }
            b')' => {
                i += 1;
                alt = None;
                continue;
            }
            _ => {}
        }
        // `$N` or `${N}`, `${N:mod}`, `${:special}`.
        let (spec, end) = if n == b'{' {
            let close = t[i..].iter().position(|&b| b == b'}').ok_or_else(bad)?;
            (&t[i + 1..i + close], i + close + 1)
        } else {
            let len = t[i..].iter().take_while(|b| b.is_ascii_digit()).count();
            (&t[i..i + len], i + len)
        };
        i = end;
        let spec = std::str::from_utf8(spec).map_err(|_| bad())?;
        let (num, modifier) = spec.split_once(':').unwrap_or((spec, ""));
        if !active {
            continue;
        }
        if num.is_empty() {
            match modifier {
                "uid" => write!(out, "{}", p.uid).unwrap(),
                "comment" => out.push_str(p.comment),
                "private" => out.push_str(".L"),
                _ => return Err(format!("unsupported: inline asm '${{:{modifier}}}'")),
            }
            continue;
        }
        let k: usize = num.parse().map_err(|_| bad())?;
        if k >= p.operands {
            return Err(bad());
        }
        let mut m = modifier.chars();
        let modifier = m.next();
        if m.next().is_some() {
            return Err(format!("unsupported: inline asm operand modifier '{spec}'"));
        }
        operand(&mut out, k, modifier).ok_or_else(|| {
            format!(
                "unsupported: inline asm operand modifier '{}' on operand {k}",
                modifier.unwrap_or(' ')
            )
        })?;
    }
    Ok(out)
}
