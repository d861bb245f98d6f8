//! Control flow and sizes that -O2 code reaches and small tests do not: a function of
//! 100,000 instructions in one block, 20,000 diamonds (60,000 blocks, critical edges and
//! phis), a switch with 5,000 cases, an irreducible loop entered in two places, 3,000
//! values live at once, and unreachable blocks. The IR is generated here, compiled by rllc
//! at -O0 and -O2, linked with `cc` and run; its output must equal what the same
//! computations give in Rust.

use std::fmt::Write as _;
use std::fs;
use std::process::Command;

const CHAIN: u64 = 100_000;
const DIAMONDS: u64 = 20_000;
const CASES: u64 = 5_000;
const LIVE: u64 = 3_000;

/// The constant of chain step `k`.
fn chain_const(k: u64) -> u64 {
    k.wrapping_mul(2_654_435_761) % 1000 + 1
}

fn chain(mut x: u64) -> u64 {
    for k in 1..=CHAIN {
        let c = chain_const(k);
        x = match k % 4 {
            0 => x.wrapping_add(c),
            1 => x ^ c,
            2 => x.wrapping_mul(c),
            _ => x.wrapping_sub(c),
        };
    }
    x
}

fn diamonds(mut x: u64) -> u64 {
    for k in 0..DIAMONDS {
        x = if (x >> (k % 7)) & 1 != 0 {
            x.wrapping_mul(3).wrapping_add(k)
        } else {
            x ^ k.wrapping_mul(77)
        };
    }
    x
}

fn case_value(k: u64) -> u64 {
    k * 7 + (k % 3) * 1_000_000
}

fn switch(x: u64) -> u64 {
    (0..CASES)
        .find(|&k| case_value(k) == x)
        .map_or(99, |k| k.wrapping_mul(k) ^ 0x55)
}

/// Two entries into one loop: a, b alternate until the counter runs out.
fn irreducible(x: u64) -> u64 {
    let (mut v, mut n) = (x, 0u64);
    let mut at_a = x & 1 == 1;
    while n < 1000 {
        n += 1;
        if at_a {
            v = v.wrapping_add(n);
            at_a = v % 5 < 3;
        } else {
            v = v.wrapping_mul(2) % 1_000_003;
            at_a = v % 7 < 4;
        }
    }
    v
}

fn live(a: u64) -> u64 {
    (0..LIVE).fold(a, |acc, k| {
        acc ^ a.wrapping_mul(k + 3).rotate_left((k % 64) as u32)
    })
}

fn program() -> String {
    let mut s = String::new();
    s.push_str("declare i32 @printf(ptr, ...)\n");
    s.push_str("declare i64 @llvm.fshl.i64(i64, i64, i64)\n");
    s.push_str("@fmt = private constant [6 x i8] c\"%llu\\0A\\00\"\n");
    // 1. One block of CHAIN instructions.
    s.push_str("define i64 @chain(i64 %x0) {\n");
    for k in 1..=CHAIN {
        let op = ["add", "xor", "mul", "sub"][(k % 4) as usize];
        let _ = writeln!(s, "  %x{k} = {op} i64 %x{}, {}", k - 1, chain_const(k));
    }
    let _ = writeln!(s, "  ret i64 %x{CHAIN}\n}}");
    // 2. DIAMONDS if/else diamonds joined by phis.
    s.push_str("define i64 @diamonds(i64 %x) {\nentry:\n  br label %d0\n");
    for k in 0..DIAMONDS {
        let prev = if k == 0 {
            "%x".to_string()
        } else {
            format!("%v{}", k - 1)
        };
        let _ = writeln!(
            s,
            "d{k}:\n  %s{k} = lshr i64 {prev}, {sh}\n  %b{k} = and i64 %s{k}, 1\n  \
             %c{k} = icmp ne i64 %b{k}, 0\n  br i1 %c{k}, label %t{k}, label %f{k}\n\
             t{k}:\n  %m{k} = mul i64 {prev}, 3\n  %a{k} = add i64 %m{k}, {k}\n  br label %j{k}\n\
             f{k}:\n  %e{k} = xor i64 {prev}, {e}\n  br label %j{k}\n\
             j{k}:\n  %v{k} = phi i64 [ %a{k}, %t{k} ], [ %e{k}, %f{k} ]\n  br label %d{n}",
            sh = k % 7,
            e = k.wrapping_mul(77),
            n = k + 1
        );
    }
    let _ = writeln!(s, "d{DIAMONDS}:\n  ret i64 %v{}\n}}", DIAMONDS - 1);
    // 3. A switch with CASES cases, plus an unreachable block.
    s.push_str("define i64 @switch(i64 %x) {\n  switch i64 %x, label %def [\n");
    for k in 0..CASES {
        let _ = writeln!(s, "    i64 {}, label %c{k}", case_value(k));
    }
    s.push_str("  ]\ndef:\n  ret i64 99\ndead:\n  %never = add i64 %x, 1\n  br label %dead\n");
    for k in 0..CASES {
        let _ = writeln!(s, "c{k}:\n  ret i64 {}", k.wrapping_mul(k) ^ 0x55);
    }
    s.push_str("}\n");
    // 4. An irreducible loop: blocks a and b both entered from outside.
    s.push_str(
        "define i64 @irreducible(i64 %x) {\nentry:\n  %odd = and i64 %x, 1\n  \
         %ca = icmp eq i64 %odd, 1\n  br i1 %ca, label %a, label %b\n\
         a:\n  %va = phi i64 [ %x, %entry ], [ %va2, %a2 ], [ %vb2, %b2 ]\n  \
         %na = phi i64 [ 0, %entry ], [ %na1, %a2 ], [ %nb1, %b2 ]\n  \
         %na1 = add i64 %na, 1\n  %va2 = add i64 %va, %na1\n  %doneA = icmp uge i64 %na1, 1000\n  \
         br i1 %doneA, label %exit, label %a2\n\
         a2:\n  %ra = urem i64 %va2, 5\n  %staya = icmp ult i64 %ra, 3\n  br i1 %staya, label %a, label %b\n\
         b:\n  %vb = phi i64 [ %x, %entry ], [ %va2, %a2 ], [ %vb2, %b2 ]\n  \
         %nb = phi i64 [ 0, %entry ], [ %na1, %a2 ], [ %nb1, %b2 ]\n  %nb1 = add i64 %nb, 1\n  \
         %m = mul i64 %vb, 2\n  %vb2 = urem i64 %m, 1000003\n  %doneB = icmp uge i64 %nb1, 1000\n  \
         br i1 %doneB, label %exit, label %b2\n\
         b2:\n  %rb = urem i64 %vb2, 7\n  %gob = icmp ult i64 %rb, 4\n  br i1 %gob, label %a, label %b\n\
         exit:\n  %r = phi i64 [ %va2, %a ], [ %vb2, %b ]\n  ret i64 %r\n}\n",
    );
    // 5. LIVE values live at once.
    s.push_str("define i64 @live(i64 %a) {\n");
    for k in 0..LIVE {
        let _ = writeln!(
            s,
            "  %p{k} = mul i64 %a, {}\n  %r{k} = call i64 @llvm.fshl.i64(i64 %p{k}, i64 %p{k}, i64 {})",
            k + 3,
            k % 64
        );
    }
    let mut acc = "%a".to_string();
    for k in 0..LIVE {
        let _ = writeln!(s, "  %q{k} = xor i64 {acc}, %r{k}");
        acc = format!("%q{k}");
    }
    let _ = writeln!(s, "  ret i64 {acc}\n}}");
    // main: print each result.
    s.push_str("define i32 @main() {\n");
    let calls = main_calls();
    for (n, (f, arg)) in calls.iter().enumerate() {
        let _ = writeln!(
            s,
            "  %r{n} = call i64 @{f}(i64 {arg})\n  call i32 (ptr, ...) @printf(ptr @fmt, i64 %r{n})"
        );
    }
    s.push_str("  ret i32 0\n}\n");
    s
}

fn main_calls() -> Vec<(&'static str, u64)> {
    vec![
        ("chain", 7),
        ("diamonds", 12345),
        ("switch", case_value(4321)),
        ("switch", case_value(17)),
        ("switch", 8),
        ("irreducible", 10),
        ("irreducible", 11),
        ("live", 5),
    ]
}

fn expected() -> String {
    let mut out = String::new();
    for (f, arg) in main_calls() {
        let v = match f {
            "chain" => chain(arg),
            "diamonds" => diamonds(arg),
            "switch" => switch(arg),
            "irreducible" => irreducible(arg),
            _ => live(arg),
        };
        let _ = writeln!(out, "{v}");
    }
    out
}

#[test]
fn huge_functions_compile_and_run() {
    let rllc = rllc_testsuite::rllc_binary();
    let dir = std::env::temp_dir().join(format!("rllc-huge-{}", std::process::id()));
    fs::create_dir_all(&dir).unwrap();
    let ll = dir.join("huge.ll");
    fs::write(&ll, program()).unwrap();
    let want = expected();
    for opt in ["-O0", "-O2"] {
        let obj = dir.join(format!("huge{opt}.o"));
        let exe = dir.join(format!("huge{opt}"));
        let out = Command::new(&rllc)
            .args([opt, "-mtriple=x86_64-linux-gnu", "-filetype=obj"])
            .arg(&ll)
            .arg("-o")
            .arg(&obj)
            .output()
            .unwrap();
        assert!(
            out.status.success(),
            "rllc {opt}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        let st = Command::new("cc")
            .arg(&obj)
            .arg("-o")
            .arg(&exe)
            .status()
            .unwrap();
        assert!(st.success(), "link {opt}");
        let run = Command::new(&exe).output().unwrap();
        assert!(run.status.success(), "run {opt}");
        assert_eq!(
            String::from_utf8_lossy(&run.stdout),
            want,
            "output at {opt}"
        );
    }
    let _ = fs::remove_dir_all(&dir);
}
