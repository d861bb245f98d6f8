//! The verifier's unit tests: parsed IR that must verify or must fail with LLVM's
//! message, bodies edited in memory into shapes the parser rejects, and cast rules.

use super::*;

/// Parses and verifies `src`; the error message with its line and column.
fn check(src: &str) -> Result<(), String> {
    let m = crate::parse(src.as_bytes()).map_err(|d| format!("parse: {}", d.message))?;
    crate::verify(&m).map_err(|d| {
        let (l, c) = d.line_col(src.as_bytes());
        format!("{l}:{c}: {}", d.message)
    })
}

fn ok(src: &str) {
    if let Err(e) = check(src) {
        panic!("unexpected error {e} in\n{src}");
    }
}

fn fails(src: &str, want: &str) {
    match check(src) {
        Ok(()) => panic!("no error (expected '{want}') in\n{src}"),
        Err(e) => assert!(e.contains(want), "got '{e}', expected '{want}' in\n{src}"),
    }
}

#[test]
fn loops_phis_and_dominance() {
    ok("define i32 @f(i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %j, %loop ]
  %j = add i32 %i, 1
  %c = icmp slt i32 %j, %n
  br i1 %c, label %loop, label %exit
exit:
  ret i32 %j
}");
    fails(
        "define i32 @f(i1 %c) {
entry:
  br i1 %c, label %a, label %b
a:
  %x = add i32 1, 2
  br label %b
b:
  ret i32 %x
}",
        "8:3: instruction does not dominate all uses: %x",
    );
    fails(
        "define i32 @f() {
  %a = add i32 %b, 1
  %b = add i32 1, 2
  ret i32 %a
}",
        "2:8: instruction does not dominate all uses: %b",
    );
}

#[test]
fn unreachable_code_may_break_dominance() {
    ok("define i32 @f() {
entry:
  ret i32 0
dead:
  %x = add i32 %x, 1
  %y = add i32 %z, 1
  %z = add i32 1, 1
  br label %dead
}");
    fails(
        "define i32 @f() {
entry:
  %x = add i32 %x, 1
  ret i32 0
}",
        "only PHI nodes may reference their own value: %x",
    );
    // A definition in unreachable code does not dominate a reachable use.
    fails(
        "define i32 @f() {
entry:
  br label %b
dead:
  %x = add i32 1, 1
  br label %b
b:
  %p = phi i32 [ 0, %entry ], [ %x, %dead ]
  ret i32 %x
}",
        "9:3: instruction does not dominate all uses: %x",
    );
}

#[test]
fn phi_rules() {
    // Duplicate edges need one entry each, with the same value.
    ok("define i32 @f(i1 %c) {
e:
  br i1 %c, label %a, label %a
a:
  %p = phi i32 [ 1, %e ], [ 1, %e ]
  ret i32 %p
}");
    fails(
        "define i32 @f(i1 %c) {
e:
  br i1 %c, label %a, label %a
a:
  %p = phi i32 [ 1, %e ]
  ret i32 %p
}",
        "one entry for each predecessor",
    );
    fails(
        "define i32 @f(i1 %c) {
e:
  br i1 %c, label %a, label %a
a:
  %p = phi i32 [ 1, %e ], [ 2, %e ]
  ret i32 %p
}",
        "different incoming values: %e",
    );
    fails(
        "define i32 @f(i1 %c) {
e:
  br i1 %c, label %a, label %b
a:
  br label %b
b:
  %p = phi i32 [ 1, %e ], [ 2, %b ]
  ret i32 %p
}",
        "entries do not match predecessors: %b is not a predecessor",
    );
    // An incoming value must dominate the end of its incoming block, not the phi.
    ok("define i32 @f(i1 %c) {
e:
  br i1 %c, label %a, label %b
a:
  %x = add i32 1, 2
  br label %b
b:
  %p = phi i32 [ 0, %e ], [ %x, %a ]
  ret i32 %p
}");
    fails(
        "define i32 @f(i1 %c) {
e:
  br i1 %c, label %a, label %b
a:
  %x = add i32 1, 2
  br label %b
b:
  %p = phi i32 [ %x, %e ], [ %x, %a ]
  ret i32 %p
}",
        "8:8: instruction does not dominate all uses: %x",
    );
    fails(
        "define i32 @f() {
e:
  br label %b
b:
  %x = add i32 1, 2
  %p = phi i32 [ 0, %e ]
  ret i32 %p
}",
        "6:8: phi nodes not grouped at top of basic block",
    );
}

#[test]
fn unnamed_values_are_named_by_number() {
    fails(
        "define i32 @f(i32) {
  %2 = add i32 %3, 1
  %3 = add i32 %0, 1
  ret i32 %2
}",
        "dominate all uses: %3",
    );
}

#[test]
fn entry_block_has_no_predecessors() {
    fails(
        "define void @f() {
entry:
  br label %next
next:
  br label %entry
}",
        "5:3: entry block to function must not have predecessors: %entry",
    );
}

#[test]
fn invoke_results_are_defined_on_the_normal_edge() {
    let head = "declare i32 @g()
declare i32 @p(...)
define i32 @f() personality ptr @p {
e:
  %x = invoke i32 @g() to label %ok unwind label %lp
ok:
  ret i32 %x
lp:
  %l = landingpad { ptr, i32 } cleanup
";
    ok(&format!("{head}  ret i32 0\n}}"));
    fails(
        &format!("{head}  ret i32 %x\n}}"),
        "10:3: instruction does not dominate all uses: %x",
    );
    fails(
        "declare i32 @g()
declare i32 @p(...)
define i32 @f() personality ptr @p {
e:
  %x = invoke i32 @g() to label %ok unwind label %ok
ok:
  ret i32 0
}",
        "unwind destination does not have an exception handling instruction",
    );
    fails(
        "declare i32 @g()
define i32 @f() {
e:
  br label %lp
lp:
  %l = landingpad { ptr, i32 } cleanup
  ret i32 0
}",
        "landingpad needs to be in a function with a personality",
    );
}

#[test]
fn operand_types() {
    fails(
        "define float @f(float %a) {\n  %x = add float %a, %a\n  ret float %x\n}",
        "2:8: integer arithmetic operators only work with integral types",
    );
    fails(
        "define i32 @f(i32 %a) {\n  %x = fadd i32 %a, %a\n  ret i32 %x\n}",
        "floating-point arithmetic operators only work with floating-point types",
    );
    fails(
        "define i1 @f(float %a) {\n  %x = icmp eq float %a, %a\n  ret i1 %x\n}",
        "invalid operand types for ICmp instruction",
    );
    ok("define <2 x i1> @f(<2 x ptr> %a) {\n  %x = icmp eq <2 x ptr> %a, %a\n  ret <2 x i1> %x\n}");
    fails(
        "define i32 @f(i32 %c) {\n  %x = select i32 %c, i32 1, i32 2\n  ret i32 %x\n}",
        "select condition must be i1 or <n x i1>",
    );
    ok("define <2 x i32> @f(<2 x i1> %c) {\n  %x = select <2 x i1> %c, <2 x i32> zeroinitializer, <2 x i32> splat (i32 1)\n  ret <2 x i32> %x\n}");
    fails(
        "define i32 @f() {\n  ret i64 0\n}",
        "function return type does not match operand type of return inst",
    );
    fails(
        "define void @f() {\n  ret i32 0\n}",
        "returns non-void in function of void return type",
    );
}

#[test]
fn memory_and_atomics() {
    fails(
        "define void @f(ptr %p) {\n  %v = load atomic i32, ptr %p monotonic\n  ret void\n}",
        "alignment",
    );
    fails(
        "define void @f(ptr %p) {\n  %v = load atomic i24, ptr %p monotonic, align 4\n  ret void\n}",
        "power-of-two size",
    );
    fails(
        "define void @f(ptr %p) {\n  fence monotonic\n  ret void\n}",
        "fence instructions may only have",
    );
    fails(
        "define void @f(ptr %p) {\n  %v = atomicrmw add ptr %p, float 1.0 seq_cst\n  ret void\n}",
        "atomicrmw add operand must have integer type",
    );
    ok("define void @f(ptr %p) {\n  %v = atomicrmw fadd ptr %p, <2 x float> zeroinitializer seq_cst\n  %w = cmpxchg ptr %p, ptr null, ptr %p monotonic seq_cst\n  ret void\n}");
}

#[test]
fn getelementptr() {
    ok("%s = type { i32, [4 x i8] }
define ptr @f(ptr %p, i64 %i) {
  %a = getelementptr inbounds %s, ptr %p, i64 %i, i32 1, i64 %i
  %v = getelementptr i32, <2 x ptr> zeroinitializer, <2 x i64> zeroinitializer
  %w = getelementptr %s, ptr %p, <2 x i64> zeroinitializer, <2 x i32> zeroinitializer
  ret ptr %a
}");
    fails(
        "%s = type { i32, i32 }
define ptr @f(ptr %p, i32 %i) {
  %a = getelementptr %s, ptr %p, i64 0, i32 %i
  ret ptr %a
}",
        "3:8: invalid getelementptr indices",
    );
    fails(
        "%s = type { i32, i32 }
define ptr @f(ptr %p) {
  %a = getelementptr %s, ptr %p, i64 0, i32 2
  ret ptr %a
}",
        "invalid getelementptr indices",
    );
}

#[test]
fn calls() {
    ok("declare i32 @printf(ptr, ...)
declare void @llvm.dbg.value(metadata, metadata, metadata)
define void @f(ptr %s) {
  %r = call i32 (ptr, ...) @printf(ptr %s, i32 1, double 2.0)
  ret void
}");
    // With opaque pointers a call may use another type than the callee's declaration.
    ok("declare i32 @g(i32, i32)
define i32 @f() {
  %r = call i32 (i32) @g(i32 1)
  ret i32 %r
}");
    fails(
        "define i32 @f(i32 %x) {
  %r = musttail call i32 @f(i32 %x)
  %s = add i32 %r, 1
  ret i32 %s
}",
        "musttail call must precede a ret",
    );
    ok("define i32 @f(i32 %x) {
  %r = musttail call i32 @f(i32 %x)
  ret i32 %r
}");
    fails(
        "define i32 @f(i32 %x) {
  %r = musttail call i32 @g(i64 0)
  ret i32 %r
}
declare i32 @g(i64)",
        "mismatched parameter types",
    );
}

#[test]
fn switch_cases() {
    fails(
        "define void @f(i8 %x) {
e:
  switch i8 %x, label %e2 [ i8 1, label %e2
                        i8 -1, label %e2
                        i8 255, label %e2 ]
e2:
  ret void
}",
        "duplicate case value in switch",
    );
}

#[test]
fn globals() {
    fails(
        "@g = internal hidden global i32 0",
        "must have default visibility",
    );
    fails(
        "define available_externally void @f() comdat {\n  ret void\n}\n$f = comdat any",
        "declaration may not be in a comdat: @f",
    );
    fails(
        "define void @llvm.foo() {\n  ret void\n}",
        "intrinsic functions should never be defined: @llvm.foo",
    );
    fails(
        "@a = alias i32, ptr @b\n@b = alias i32, ptr @a",
        "aliases cannot form a cycle",
    );
    fails(
        "@a = alias i32, ptr @x\n@x = external global i32",
        "alias must point to a definition: @a",
    );
    ok("@x = global i32 0\n@a = alias i32, ptr @x\n@b = alias i32, getelementptr (i8, ptr @a, i64 4)");
    fails(
        "@llvm.global_ctors = appending global [1 x { i32, ptr }] [{ i32, ptr } { i32 1, ptr null }]",
        "the third field of the element type is mandatory",
    );
    ok("@llvm.global_ctors = appending global [1 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 65535, ptr @c, ptr null }]\ndefine internal void @c() {\n  ret void\n}");
}

/// Parses `src`, lets `edit` change the body of `@f`, and verifies.
fn edited(src: &str, edit: impl FnOnce(&mut Module, &mut Body)) -> Result<(), String> {
    let mut m = crate::parse(src.as_bytes()).expect("valid input");
    let g = m.global_by_name(b"f").unwrap();
    let GlobalKind::Func(f) = &mut m.globals[g].kind else {
        panic!("@f is not a function")
    };
    let mut body = f.body.take().unwrap();
    edit(&mut m, &mut body);
    if let GlobalKind::Func(f) = &mut m.globals[g].kind {
        f.body = Some(body);
    }
    crate::verify(&m).map_err(|d| d.message)
}

fn block(body: &Body, name: &str) -> Block {
    *body
        .layout
        .iter()
        .find(|&&b| body.blocks[b].name.sym().map(|s| body.names.get(s)) == Some(name.as_bytes()))
        .unwrap()
}

const TWO_BLOCKS: &str = "define i32 @f(i32 %a, i32 %b) {
first:
  %x = add i32 %a, %b
  br label %second
second:
  %y = mul i32 %x, 3
  ret i32 %y
}";

fn expect_err(r: Result<(), String>, want: &str) {
    match r {
        Ok(()) => panic!("no error, expected '{want}'"),
        Err(e) => assert!(e.contains(want), "got '{e}', expected '{want}'"),
    }
}

#[test]
fn in_memory_block_structure() {
    expect_err(
        edited(TWO_BLOCKS, |_, body| {
            let b = block(body, "first");
            let br = body.blocks[b].insts.pop().unwrap();
            let _ = br;
        }),
        "basic block does not have terminator: %first",
    );
    expect_err(
        edited(TWO_BLOCKS, |_, body| {
            let b = block(body, "second");
            body.blocks[b].insts.clear();
        }),
        "basic block in function @f does not have terminator: %second",
    );
    expect_err(
        edited(TWO_BLOCKS, |_, body| {
            let b = block(body, "first");
            let ret = *body.blocks[block(body, "second")].insts.last().unwrap();
            let mut d = body.insts[ret];
            d.kind = InstKind::Unreachable;
            let u = body.push_inst(d, &[]);
            body.blocks[b].insts.insert(0, u);
        }),
        "terminator found in the middle of a basic block",
    );
    expect_err(
        edited(TWO_BLOCKS, |_, body| {
            let x = body.blocks[block(body, "first")].insts[0];
            let b = block(body, "second");
            body.blocks[b].insts.insert(0, x);
        }),
        "instruction is placed twice in the function",
    );
    expect_err(
        edited(TWO_BLOCKS, |_, body| {
            let b = block(body, "second");
            body.layout.retain(|&x| x != b);
        }),
        "referring to a basic block that is not in the function",
    );
    expect_err(
        edited(TWO_BLOCKS, |_, body| {
            let b = block(body, "second");
            body.layout.push(b);
        }),
        "basic block appears twice",
    );
}

#[test]
fn in_memory_operands() {
    // A use of an instruction that is in no block.
    expect_err(
        edited(TWO_BLOCKS, |_, body| {
            let x = body.blocks[block(body, "first")].insts[0];
            let d = body.insts[x];
            let loose = body.push_inst(d, &[Value::Arg(0), Value::Arg(1)]);
            let y = body.blocks[block(body, "second")].insts[0];
            let start = body.insts[y].args_start as usize;
            body.pool[start] = Value::Inst(loose);
        }),
        "instruction referencing instruction not embedded in a basic block",
    );
    expect_err(
        edited(TWO_BLOCKS, |m, body| {
            let c = m.types.common().i64;
            let k = m.consts.int(c, 64, 7);
            let x = body.blocks[block(body, "first")].insts[0];
            let start = body.insts[x].args_start as usize;
            body.pool[start + 1] = Value::Const(k);
        }),
        "both operands to a binary operator are not of the same type",
    );
    expect_err(
        edited(TWO_BLOCKS, |_, body| {
            let x = body.blocks[block(body, "first")].insts[0];
            body.insts[x].args_len = 1;
        }),
        "add takes 2 operands, found 1",
    );
    expect_err(
        edited(TWO_BLOCKS, |_, body| {
            let x = body.blocks[block(body, "first")].insts[0];
            body.insts[x].flags = flags::EXACT;
        }),
        "invalid flags for add",
    );
    expect_err(
        edited(TWO_BLOCKS, |_, body| {
            let x = body.blocks[block(body, "first")].insts[0];
            let start = body.insts[x].args_start as usize;
            body.pool[start] = Value::Arg(9);
        }),
        "argument that does not exist",
    );
    expect_err(
        edited(TWO_BLOCKS, |m, body| {
            let y = body.blocks[block(body, "second")].insts[0];
            body.insts[y].ty = m.types.common().i64;
        }),
        "integer arithmetic operators must have same type for operands and result",
    );
}

#[test]
fn in_memory_switch_and_call() {
    let sw = "define void @f(i32 %x) {
entry:
  switch i32 %x, label %done [ i32 1, label %done
                           i32 2, label %done ]
done:
  ret void
}";
    expect_err(
        edited(sw, |_, body| {
            let s = body.blocks[block(body, "entry")].insts[0];
            let start = body.insts[s].args_start as usize;
            body.pool[start + 4] = body.pool[start + 2];
        }),
        "duplicate integer as switch case: 1",
    );
    let call = "declare void @g(i32)
define void @f() {
  call void @g(i32 1)
  ret void
}";
    expect_err(
        edited(call, |m, body| {
            let i64t = m.types.common().i64;
            let k = m.consts.int(i64t, 64, 1);
            let c = body.blocks[body.layout[0]].insts[0];
            let start = body.insts[c].args_start as usize;
            body.pool[start + 1] = Value::Const(k);
        }),
        "call parameter type does not match function signature: argument 1 is 'i64' but the function takes 'i32'",
    );
    expect_err(
        edited(call, |m, body| {
            let i32t = m.types.common().i32;
            let k = m.consts.int(i32t, 32, 1);
            let c = body.blocks[body.layout[0]].insts[0];
            let start = body.insts[c].args_start as usize;
            body.pool[start] = Value::Const(k);
        }),
        "called function must be a pointer",
    );
}

#[test]
fn in_memory_globals() {
    let mut m = crate::parse(b"@g = global i32 0\n").unwrap();
    let g = m.global_by_name(b"g").unwrap();
    let i64t = m.types.common().i64;
    let k = m.consts.int(i64t, 64, 0);
    if let GlobalKind::Var(v) = &mut m.globals[g].kind {
        v.init = Some(k);
    }
    let e = crate::verify(&m).unwrap_err();
    assert_eq!(
        e.message,
        "global variable initializer type does not match global variable type: @g"
    );
    m.globals[g].linkage = Linkage::Internal;
    m.globals[g].visibility = Visibility::Hidden;
    let e = crate::verify(&m).unwrap_err();
    assert!(
        e.message.contains("must have default visibility"),
        "{}",
        e.message
    );
    if let GlobalKind::Var(v) = &mut m.globals[g].kind {
        v.init = None;
    }
    m.globals[g].visibility = Visibility::Default;
    let e = crate::verify(&m).unwrap_err();
    assert!(e.message.contains("must be dso_local"), "{}", e.message);
    m.globals[g].linkage = Linkage::Weak;
    let e = crate::verify(&m).unwrap_err();
    assert!(
        e.message.contains("doesn't have external or weak linkage"),
        "{}",
        e.message
    );
}

#[test]
fn casts() {
    use crate::inst::CastOp::*;
    let m = crate::parse(b"").unwrap();
    let c = *m.types.common();
    let v2i32 = m.types.vector(false, 2, c.i32);
    let v2i64 = m.types.vector(false, 2, c.i64);
    let v4i32 = m.types.vector(false, 4, c.i32);
    let v1ptr = m.types.vector(false, 1, c.ptr);
    let v2ptr = m.types.vector(false, 2, c.ptr);
    let nxv2i32 = m.types.vector(true, 2, c.i32);
    let nxv2i64 = m.types.vector(true, 2, c.i64);
    let p1 = m.types.ptr(1);
    let half = m.types.intern(TypeData::Half);
    let arr = m.types.array(2, c.i32);
    let v2f = m.types.vector(false, 2, c.float);
    let t = &m.types;
    assert!(cast_is_valid(t, Trunc, c.i64, c.i32));
    assert!(!cast_is_valid(t, Trunc, c.i32, c.i64));
    assert!(!cast_is_valid(t, Trunc, c.i32, c.i32));
    assert!(cast_is_valid(t, Trunc, v2i64, v2i32));
    assert!(!cast_is_valid(t, Trunc, v2i64, c.i32));
    assert!(cast_is_valid(t, ZExt, c.i1, c.i8));
    assert!(cast_is_valid(t, SExt, nxv2i32, nxv2i64));
    assert!(!cast_is_valid(t, SExt, nxv2i32, v2i64));
    assert!(cast_is_valid(t, FpExt, half, c.float));
    assert!(!cast_is_valid(t, FpExt, c.double, c.float));
    assert!(cast_is_valid(t, FpTrunc, c.double, c.float));
    assert!(cast_is_valid(t, SiToFp, v2i32, v2f));
    assert!(!cast_is_valid(t, SiToFp, c.float, c.float));
    assert!(cast_is_valid(t, FpToUi, c.double, c.i1));
    assert!(cast_is_valid(t, PtrToInt, c.ptr, c.i8));
    assert!(cast_is_valid(t, PtrToInt, v2ptr, v2i64));
    assert!(!cast_is_valid(t, PtrToInt, c.i64, c.i64));
    assert!(cast_is_valid(t, IntToPtr, c.i32, p1));
    assert!(!cast_is_valid(t, IntToPtr, c.i32, c.i64));
    assert!(cast_is_valid(t, BitCast, c.i64, c.double));
    assert!(cast_is_valid(t, BitCast, v2i32, c.i64));
    assert!(cast_is_valid(t, BitCast, v4i32, c.i128));
    assert!(!cast_is_valid(t, BitCast, c.i32, c.double));
    assert!(!cast_is_valid(t, BitCast, c.ptr, c.i64));
    assert!(cast_is_valid(t, BitCast, c.ptr, c.ptr));
    assert!(!cast_is_valid(t, BitCast, c.ptr, p1));
    assert!(cast_is_valid(t, BitCast, v1ptr, c.ptr));
    assert!(!cast_is_valid(t, BitCast, v2ptr, c.ptr));
    assert!(!cast_is_valid(t, BitCast, nxv2i32, c.i64));
    assert!(!cast_is_valid(t, BitCast, arr, c.i64));
    assert!(cast_is_valid(t, AddrSpaceCast, c.ptr, p1));
    assert!(!cast_is_valid(t, AddrSpaceCast, c.ptr, c.ptr));
    assert!(!cast_is_valid(t, AddrSpaceCast, c.i64, p1));
}
