//! Inline asm constraint strings as LangRef describes them ("Inline Asm Constraint
//! String"): comma-separated entries, each an output (`=`), input, clobber (`~`) or label
//! (`!`), with `*` (indirect: the operand points to the memory) and `&` (early clobber)
//! and the constraint codes, alternatives included. What a code means is the target's.

/// What an entry of a constraint string is.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Role {
    Output,
    Input,
    Clobber,
    Label,
}

/// One entry of a constraint string.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Constraint {
    pub role: Role,
    /// `*`: the operand is a pointer to the memory the asm reads or writes.
    pub indirect: bool,
    /// `&`: an output written before all inputs are read.
    pub early: bool,
    /// The codes, alternatives included (`r`, `Yz`, `{ax}`, `0`, `{@ccz}`, `^Ux`).
    pub codes: Vec<String>,
}

/// Splits a constraint string into its entries. Codes are `{register}`, a tied operand's
/// number, `^` and the two letters after it, or a letter code, whose length the target's
/// `letter_code_len` gives from its first letter (x86's `Y` codes have two letters).
pub fn parse_constraints(s: &str, letter_code_len: impl Fn(u8) -> usize) -> Vec<Constraint> {
    let mut out = Vec::new();
    for entry in s.split(',').filter(|e| !e.is_empty()) {
        let mut c = Constraint {
            role: Role::Input,
            indirect: false,
            early: false,
            codes: Vec::new(),
        };
        let b = entry.as_bytes();
        // The role and `*` are prefixes only, as in LLVM's `ConstraintInfo::Parse` and
        // the verifier: later they are codes (rllc-fuzz found `~{x}0 = y` taken for an
        // output the verifier had not counted).
        let mut i = 0;
        c.role = match b[0] {
            b'=' => Role::Output,
            b'~' => Role::Clobber,
            b'!' => Role::Label,
            _ => Role::Input,
        };
        if c.role != Role::Input {
            i += 1;
        }
        if b.get(i) == Some(&b'*') {
            c.indirect = true;
            i += 1;
        }
        while i < b.len() {
            let len = match b[i] {
                b'&' => {
                    c.early = true;
                    0
                }
                b'%' | b'|' | b'#' => 0,
                b'{' => entry[i..].find('}').map_or(b.len() - i, |k| k + 1),
                d if d.is_ascii_digit() => b[i..].iter().take_while(|x| x.is_ascii_digit()).count(),
                b'^' => 3,
                letter => letter_code_len(letter).max(1),
            };
            if len == 0 {
                i += 1;
                continue;
            }
            // A code ends where a character does (rllc-fuzz found a code cut inside one).
            let mut end = (i + len).min(b.len());
            while !entry.is_char_boundary(end) {
                end += 1;
            }
            c.codes.push(entry[i..end].to_string());
            i = end;
        }
        out.push(c);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_end_at_characters() {
        let c = parse_constraints("r,\u{fffd}{rcx},^\u{e9}x,=\u{e9}", |_| 1);
        let codes: Vec<_> = c.iter().map(|c| c.codes.join(" ")).collect();
        assert_eq!(codes, ["r", "\u{fffd} {rcx}", "^\u{e9} x", "\u{e9}"]);
    }

    #[test]
    fn markers_are_prefixes() {
        let c = parse_constraints("~{dirflag}0 = x,r=,=*m", |_| 1);
        let roles: Vec<_> = c.iter().map(|c| (c.role, c.indirect)).collect();
        assert_eq!(
            roles,
            [
                (Role::Clobber, false),
                (Role::Input, false),
                (Role::Output, true)
            ]
        );
        assert_eq!(c[1].codes, ["r", "="]);
    }

    #[test]
    fn entries_and_codes() {
        let c = parse_constraints("=&r,=*m,0,{ax},~{memory},!i,Yzx,^Ux", |l| {
            if l == b'Y' {
                2
            } else {
                1
            }
        });
        let codes: Vec<_> = c.iter().map(|c| c.codes.join(" ")).collect();
        assert_eq!(
            codes,
            ["r", "m", "0", "{ax}", "{memory}", "i", "Yz x", "^Ux"]
        );
        assert_eq!(
            c.iter().map(|c| c.role).collect::<Vec<_>>(),
            [
                Role::Output,
                Role::Output,
                Role::Input,
                Role::Input,
                Role::Clobber,
                Role::Label,
                Role::Input,
                Role::Input
            ]
        );
        assert!(c[0].early && !c[0].indirect && c[1].indirect);
    }
}
