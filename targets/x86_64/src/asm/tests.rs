//! Encodings checked against llvm-mc-19: `testdata/encodings.txt` holds one instruction a
//! line with the bytes llvm-mc gives it (`testsuite/scripts/gen-asm-encodings.sh`
//! regenerates it), so the test needs no LLVM.

use super::*;

#[test]
fn encodings_match_llvm_mc() {
    let data = include_str!("testdata/encodings.txt");
    let mut bad = Vec::new();
    let mut n = 0;
    for line in data.lines() {
        let Some((text, hex)) = line.split_once(" => ") else {
            continue;
        };
        n += 1;
        let want: Vec<u8> = hex
            .split_whitespace()
            .map(|b| u8::from_str_radix(b, 16).expect("hex byte"))
            .collect();
        match assemble(text, Dialect::Att) {
            Ok(a) if a.sections[0].data == want => {}
            Ok(a) => bad.push(format!(
                "{text}: got {:02x?}, llvm-mc {want:02x?}",
                a.sections[0].data
            )),
            Err(e) => bad.push(format!("{text}: {e}")),
        }
    }
    assert!(n > 100, "reference file too small");
    assert!(
        bad.is_empty(),
        "{} of {n} differ:\n{}",
        bad.len(),
        bad.join("\n")
    );
}
