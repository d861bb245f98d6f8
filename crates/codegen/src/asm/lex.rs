//! Tokens of one assembler statement (GNU as syntax): statements are split at newlines
//! and `;`, comments (`//` and, where the target says so, `#` to the end of the line;
//! `/* … */`) are dropped.

/// One token of a statement.
#[derive(Clone, Debug, PartialEq)]
pub enum Tok {
    /// A name: mnemonic, directive (with its dot), symbol, or bare register (Intel).
    Ident(String),
    /// A `%`-prefixed register name (without the `%`), where the target has them (x86).
    Reg(String),
    /// An integer literal.
    Num(i64),
    /// A numeric local label reference: `1b` (backward) or `1f` (forward).
    LocalRef(u32, bool),
    /// A string literal, escapes decoded.
    Str(Vec<u8>),
    /// Any other character: `, ( ) : $ * + - / [ ] …`, with `<<` and `>>` as `<` and `>`.
    Punct(char),
}

/// Splits assembler text into statements: at newlines and at `;` outside strings, with
/// comments removed (`#` starts one when `hash_comments`).
pub fn statements(src: &str, hash_comments: bool) -> Vec<(String, u32)> {
    let mut out = Vec::new();
    let mut cur = String::new();
    let mut line = 1u32;
    let mut start_line = 1u32;
    let b = src.as_bytes();
    let mut i = 0;
    let mut in_str = false;
    while i < b.len() {
        let c = b[i];
        if in_str {
            cur.push(c as char);
            if c == b'\\' && i + 1 < b.len() {
                cur.push(b[i + 1] as char);
                i += 2;
                continue;
            }
            if c == b'"' {
                in_str = false;
            }
            if c == b'\n' {
                line += 1;
            }
            i += 1;
            continue;
        }
        match c {
            b'"' => {
                in_str = true;
                cur.push('"');
            }
            b'#' if hash_comments => {
                while i < b.len() && b[i] != b'\n' {
                    i += 1;
                }
                continue;
            }
            b'/' if b.get(i + 1) == Some(&b'*') => {
                i += 2;
                while i < b.len() && !(b[i] == b'*' && b.get(i + 1) == Some(&b'/')) {
                    if b[i] == b'\n' {
                        line += 1;
                    }
                    i += 1;
                }
                i += 2;
                continue;
            }
            b'/' if b.get(i + 1) == Some(&b'/') => {
                while i < b.len() && b[i] != b'\n' {
                    i += 1;
                }
                continue;
            }
            b'\n' | b';' => {
                out.push((std::mem::take(&mut cur), start_line));
                if c == b'\n' {
                    line += 1;
                }
                start_line = line;
            }
            // Keep non-ASCII bytes as Latin-1 characters (they can only be in names).
            _ => cur.push(c as char),
        }
        i += 1;
    }
    out.push((cur, start_line));
    out.retain(|(s, _)| !s.trim().is_empty());
    out
}

fn is_ident_start(c: char) -> bool {
    c.is_ascii_alphabetic() || c == '_' || c == '.' || c as u32 >= 0x80
}

fn is_ident_char(c: char) -> bool {
    c.is_ascii_alphanumeric() || c == '_' || c == '.' || c == '$' || c as u32 >= 0x80
}

/// Tokenizes one statement; `%name` is a register when `percent_registers`.
pub fn tokenize(s: &str, percent_registers: bool) -> Result<Vec<Tok>, String> {
    let cs: Vec<char> = s.chars().collect();
    let mut out = Vec::new();
    let mut i = 0;
    while i < cs.len() {
        let c = cs[i];
        if c.is_whitespace() {
            i += 1;
            continue;
        }
        if percent_registers && c == '%' && i + 1 < cs.len() && is_ident_start(cs[i + 1]) {
            let st = i + 1;
            i += 1;
            while i < cs.len() && is_ident_char(cs[i]) {
                i += 1;
            }
            let mut name: String = cs[st..i].iter().collect::<String>().to_ascii_lowercase();
            // `%st(1)`
            if name == "st" && cs.get(i) == Some(&'(') {
                let close = cs[i..].iter().position(|&c| c == ')').map(|p| p + i);
                if let Some(close) = close {
                    let n: String = cs[i + 1..close].iter().collect();
                    name = format!("st{}", n.trim());
                    i = close + 1;
                }
            }
            out.push(Tok::Reg(name));
            continue;
        }
        if c.is_ascii_digit() {
            let st = i;
            while i < cs.len() && (cs[i].is_ascii_alphanumeric() || cs[i] == '_') {
                i += 1;
            }
            let text: String = cs[st..i].iter().collect();
            out.push(number(&text)?);
            continue;
        }
        if is_ident_start(c) {
            let st = i;
            while i < cs.len() && is_ident_char(cs[i]) {
                i += 1;
            }
            out.push(Tok::Ident(cs[st..i].iter().collect()));
            continue;
        }
        if c == '"' {
            i += 1;
            let mut bytes = Vec::new();
            loop {
                let Some(&c) = cs.get(i) else {
                    return Err("unterminated string".into());
                };
                i += 1;
                match c {
                    '"' => break,
                    '\\' => {
                        let e = *cs.get(i).ok_or("unterminated string")?;
                        i += 1;
                        match e {
                            'n' => bytes.push(b'\n'),
                            't' => bytes.push(b'\t'),
                            'r' => bytes.push(b'\r'),
                            'b' => bytes.push(8),
                            'f' => bytes.push(12),
                            'v' => bytes.push(11),
                            '0'..='7' => {
                                let mut v = e as u32 - '0' as u32;
                                for _ in 0..2 {
                                    match cs.get(i) {
                                        Some(&d @ '0'..='7') => {
                                            v = v * 8 + (d as u32 - '0' as u32);
                                            i += 1;
                                        }
                                        _ => break,
                                    }
                                }
                                bytes.push(v as u8);
                            }
                            'x' => {
                                let mut v = 0u32;
                                while let Some(d) = cs.get(i).and_then(|c| c.to_digit(16)) {
                                    v = v * 16 + d;
                                    i += 1;
                                }
                                bytes.push(v as u8);
                            }
                            other => bytes.push(other as u32 as u8),
                        }
                    }
                    other => bytes.push(other as u32 as u8),
                }
            }
            out.push(Tok::Str(bytes));
            continue;
        }
        if c == '\'' {
            // A character constant: 'a (GNU) or 'a'.
            let ch = *cs.get(i + 1).ok_or("bad character constant")?;
            let (v, len) = if ch == '\\' {
                let e = *cs.get(i + 2).ok_or("bad character constant")?;
                let v = match e {
                    'n' => 10,
                    't' => 9,
                    '0' => 0,
                    'r' => 13,
                    other => other as i64,
                };
                (v, 3)
            } else {
                (ch as i64, 2)
            };
            i += len;
            if cs.get(i) == Some(&'\'') {
                i += 1;
            }
            out.push(Tok::Num(v));
            continue;
        }
        if (c == '<' || c == '>') && cs.get(i + 1) == Some(&c) {
            out.push(Tok::Punct(c));
            i += 2;
            continue;
        }
        out.push(Tok::Punct(c));
        i += 1;
    }
    Ok(out)
}

/// An integer literal (`12`, `0x1f`, `0b101`, `017`) or a local label reference (`1b`).
fn number(t: &str) -> Result<Tok, String> {
    let bad = || format!("invalid number '{t}'");
    let lower = t.to_ascii_lowercase();
    if let Some(h) = lower.strip_prefix("0x") {
        return u64::from_str_radix(h, 16)
            .map(|v| Tok::Num(v as i64))
            .map_err(|_| bad());
    }
    if let Some(b) = lower.strip_prefix("0b") {
        if let Ok(v) = u64::from_str_radix(b, 2) {
            return Ok(Tok::Num(v as i64));
        }
    }
    if let Some(n) = lower.strip_suffix('b').or_else(|| lower.strip_suffix('f')) {
        if let Ok(v) = n.parse::<u32>() {
            return Ok(Tok::LocalRef(v, lower.ends_with('b')));
        }
    }
    if lower.len() > 1 && lower.starts_with('0') {
        return u64::from_str_radix(&lower[1..], 8)
            .map(|v| Tok::Num(v as i64))
            .map_err(|_| bad());
    }
    lower
        .parse::<u64>()
        .map(|v| Tok::Num(v as i64))
        .map_err(|_| bad())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn splits_statements_and_comments() {
        let s = statements(
            "movl %eax, %ebx # c\n nop; ret /* x\n y */ \n.ascii \"a;b\"",
            true,
        );
        let texts: Vec<_> = s.iter().map(|(t, l)| (t.trim(), *l)).collect();
        assert_eq!(
            texts,
            vec![
                ("movl %eax, %ebx", 1),
                ("nop", 2),
                ("ret", 2),
                (".ascii \"a;b\"", 4)
            ]
        );
    }

    #[test]
    fn tokens() {
        let t = tokenize("leaq -8(%rbp,%rax,4), %rcx", true).unwrap();
        assert_eq!(t[0], Tok::Ident("leaq".into()));
        assert_eq!(t[1], Tok::Punct('-'));
        assert_eq!(t[2], Tok::Num(8));
        assert_eq!(t[4], Tok::Reg("rbp".into()));
        assert_eq!(tokenize("jz 2f", true).unwrap()[1], Tok::LocalRef(2, false));
        assert_eq!(tokenize("$0x10", true).unwrap()[1], Tok::Num(16));
        assert_eq!(tokenize("%st(1)", true).unwrap()[0], Tok::Reg("st1".into()));
    }
}
