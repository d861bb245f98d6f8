//! Encodings checked against llvm-mc-19: `testdata/encodings.txt` holds one instruction a
//! line with the bytes llvm-mc gives it (`testsuite/scripts/gen-a64-asm-encodings.sh`
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
        match assemble(text) {
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

#[test]
fn labels_and_directives() {
    let a = assemble("1: ldxr w1, [x0]\n add w1, w1, #1 // c\n stxr w2, w1, [x0]\n cbnz w2, 1b\n .p2align 3\n.Lx: .word 7, .Lx - 1b\n .xword 0")
        .unwrap();
    let d = &a.sections[0].data;
    assert_eq!(d.len(), 32);
    // cbnz w2, 1b: 3 words back.
    assert_eq!(&d[12..16], &[0xa2, 0xff, 0xff, 0x35]);
    assert_eq!(&d[16..24], &[7, 0, 0, 0, 16, 0, 0, 0]);
    assert!(a.sections[0].relocs.is_empty());
}

#[test]
fn relocations_and_errors() {
    let a =
        assemble("adrp x0, sym\n add x0, x0, :lo12:sym\n ldr x1, [x0, :lo12:sym]\n bl f").unwrap();
    let kinds: Vec<_> = a.sections[0].relocs.iter().map(|r| r.kind).collect();
    use rllc_codegen::{Lo12Use, RelocKind::*};
    assert_eq!(
        kinds,
        [
            Page21,
            Lo12(Lo12Use::Add),
            Lo12(Lo12Use::Access { log2_size: 3 }),
            Call26
        ]
    );
    let e = assemble("nop\n frobnicate x0").unwrap_err();
    assert_eq!(e.line, 2);
    assert!(e.message.contains("unsupported: instruction 'frobnicate'"));
    // An arrangement the operation does not have is an error, not another encoding.
    assert!(assemble("mul v0.2d, v1.2d, v2.2d").is_err());
    assert!(assemble("add v0.4s, v1.4s, v2.8h").is_err());
    let e = assemble(".weird 1").unwrap_err();
    assert!(e.message.contains("unsupported: directive .weird"));
}
