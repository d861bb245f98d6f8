; test compile -O2 target=aarch64-linux-gnu
; win64cc (clang's ms_abi) outside Windows is AAPCS64 with x18 preserved, as llc-19
; treats it; rllc never uses x18, so calls and definitions are as for the C convention.
define win64cc i64 @callee(i64 %a, double %b, i64 %c) {
  %f = fptosi double %b to i64
  %s = add i64 %a, %f
  %r = add i64 %s, %c
  ret i64 %r
}

define i64 @caller(i64 %x) {
  %r = call win64cc i64 @callee(i64 %x, double 2.5, i64 7)
  ret i64 %r
}
; EXPECTED:
; function @callee:
;    0:  fcvtzs x4, d0
;    4:  add x6, x0, x4
;    8:  add x0, x6, x1
;    c:  ret
;
; function @caller:
;    0:  stp x29, x30, [sp, #-0x10]!
;    4:  mov x29, sp
;    8:  fmov d0, #2.50000000
;    c:  mov w1, #0x7 // =7
;   10:  bl 0x10  // Call26 @callee
;   14:  ldp x29, x30, [sp], #0x10
;   18:  ret
