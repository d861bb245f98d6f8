; test compile -O2 target=aarch64-linux-gnu
; -mbranch-protection (clang-19's attributes), as llc-19: `bti c` at every entry (@leaf,
; even with "branch-target-enforcement"="false", whose presence is what llc-19 reads),
; `paciasp` instead where the function signs its return address ("non-leaf": those that
; save x30, @nonleaf; "all": every one, @all_leaf), `autiasp` before each return and tail
; call; `pacibsp`/`autibsp` with the B key (@bkey); `bti j` at jump-table entries
; (@table), `indirectbr` targets (@computed) and after calls to returns_twice functions
; (@sj); indirect tail calls through x16 (@tail); with +pauth (Armv8.3 and later) the
; return authenticates too: `retaa` (@pauth).

declare i32 @g(i32)
declare i32 @setjmp(ptr) returns_twice

define i32 @leaf(i32 %x) "branch-target-enforcement"="false" {
  %r = add i32 %x, 1
  ret i32 %r
}

define i32 @nonleaf(i32 %x) #0 {
  %r = call i32 @g(i32 %x)
  %s = add i32 %r, 1
  ret i32 %s
}

define i32 @all_leaf(i32 %x) #1 {
  %r = add i32 %x, 1
  ret i32 %r
}

define i32 @bkey(i32 %x) #2 {
  %r = call i32 @g(i32 %x)
  ret i32 %r
}

define i32 @table(i32 %x) #0 {
  switch i32 %x, label %d [
    i32 0, label %a
    i32 1, label %b
    i32 2, label %c
    i32 4, label %e
  ]
a:
  ret i32 10
b:
  ret i32 21
c:
  ret i32 32
e:
  ret i32 43
d:
  ret i32 0
}

define i32 @computed(i32 %k) #0 {
  %t = select i1 true, ptr blockaddress(@computed, %one), ptr blockaddress(@computed, %two)
  %u = icmp eq i32 %k, 0
  %p = select i1 %u, ptr %t, ptr blockaddress(@computed, %two)
  indirectbr ptr %p, [label %one, label %two]
one:
  ret i32 1
two:
  ret i32 2
}

define i32 @sj(ptr %buf) #0 {
  %r = call i32 @setjmp(ptr %buf)
  %s = call i32 @g(i32 %r)
  ret i32 %s
}

define i32 @tail(ptr %f, i32 %x) #0 {
  %r = musttail call i32 %f(ptr %f, i32 %x)
  ret i32 %r
}

define i32 @pauth(i32 %x) #3 {
  %r = call i32 @g(i32 %x)
  ret i32 %r
}

attributes #0 = { "branch-target-enforcement" "sign-return-address"="non-leaf" "sign-return-address-key"="a_key" }
attributes #1 = { "branch-target-enforcement" "sign-return-address"="all" "sign-return-address-key"="a_key" }
attributes #2 = { "branch-target-enforcement" "sign-return-address"="non-leaf" "sign-return-address-key"="b_key" }
attributes #3 = { "branch-target-enforcement" "sign-return-address"="non-leaf" "sign-return-address-key"="a_key" "target-features"="+v8.5a" }
; EXPECTED:
; function @leaf:
;    0:  bti c
;    4:  add w0, w0, #0x1
;    8:  ret
;
; function @nonleaf:
;    0:  paciasp
;    4:  stp x29, x30, [sp, #-0x10]!
;    8:  mov x29, sp
;    c:  bl 0xc  // Call26 @g
;   10:  add w0, w0, #0x1
;   14:  ldp x29, x30, [sp], #0x10
;   18:  autiasp
;   1c:  ret
;
; function @all_leaf:
;    0:  paciasp
;    4:  add w0, w0, #0x1
;    8:  autiasp
;    c:  ret
;
; function @bkey:
;    0:  pacibsp
;    4:  stp x29, x30, [sp, #-0x10]!
;    8:  mov x29, sp
;    c:  bl 0xc  // Call26 @g
;   10:  ldp x29, x30, [sp], #0x10
;   14:  autibsp
;   18:  ret
;
; function @table:
;    0:  bti c
;    4:  lsr w2, w0, #0
;    8:  mov x17, x2
;    c:  cmp x17, #0x4
;   10:  b.hi 0x38
;   14:  adr x16, 0x24
;   18:  ldrsw x17, [x16, x17, lsl #2]
;   1c:  add x16, x16, x17
;   20:  br x16
;   24:  udf #0x20
;   28:  udf #0x2c
;   2c:  udf #0x38
;   30:  udf #0x14
;   34:  udf #0x44
;   38:  bti j
;   3c:  mov w0, #0x0 // =0
;   40:  ret
;   44:  bti j
;   48:  mov w0, #0xa // =10
;   4c:  ret
;   50:  bti j
;   54:  mov w0, #0x15 // =21
;   58:  ret
;   5c:  bti j
;   60:  mov w0, #0x20 // =32
;   64:  ret
;   68:  bti j
;   6c:  mov w0, #0x2b // =43
;   70:  ret
;
; function @computed:
;    0:  bti c
;    4:  adrp x2, 0x0  // Page21 blockaddress(@computed, 1)
;    8:  add x2, x2, #0x0  // Lo12(Add) blockaddress(@computed, 1)
;    c:  adrp x4, 0x0  // Page21 blockaddress(@computed, 2)
;   10:  add x4, x4, #0x0  // Lo12(Add) blockaddress(@computed, 2)
;   14:  cmp w0, #0x0
;   18:  csel x8, x2, x4, eq
;   1c:  br x8
;   20:  bti j
;   24:  mov w0, #0x1 // =1
;   28:  ret
;   2c:  bti j
;   30:  mov w0, #0x2 // =2
;   34:  ret
;
; function @sj:
;    0:  paciasp
;    4:  stp x29, x30, [sp, #-0x10]!
;    8:  mov x29, sp
;    c:  bl 0xc  // Call26 @setjmp
;   10:  bti j
;   14:  bl 0x14  // Call26 @g
;   18:  ldp x29, x30, [sp], #0x10
;   1c:  autiasp
;   20:  ret
;
; function @tail:
;    0:  bti c
;    4:  mov x9, x0
;    8:  mov x16, x9
;    c:  br x16
;
; function @pauth:
;    0:  paciasp
;    4:  stp x29, x30, [sp, #-0x10]!
;    8:  mov x29, sp
;    c:  bl 0xc  // Call26 @g
;   10:  ldp x29, x30, [sp], #0x10
;   14:  retaa
