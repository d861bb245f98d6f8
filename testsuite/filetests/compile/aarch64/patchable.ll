; test compile -O2 target=aarch64-linux-gnu
; -fpatchable-function-entry=N,M as llc-19: N-M nops at the entry (@two), after `bti c`
; under BTI, which then also comes before `paciasp` (@signed, even with no entry nops:
; @prefix_only, whose one nop is before the symbol, outside the listing).

declare i32 @g(i32)

define i32 @two(i32 %x) "patchable-function-entry"="2" {
  %r = add i32 %x, 1
  ret i32 %r
}

define i32 @signed(i32 %x) #0 {
  %r = call i32 @g(i32 %x)
  ret i32 %r
}

define i32 @prefix_only(i32 %x) #1 {
  %r = call i32 @g(i32 %x)
  ret i32 %r
}

attributes #0 = { "patchable-function-entry"="2" "branch-target-enforcement" "sign-return-address"="non-leaf" "sign-return-address-key"="a_key" }
attributes #1 = { "patchable-function-entry"="0" "patchable-function-prefix"="1" "branch-target-enforcement" "sign-return-address"="non-leaf" "sign-return-address-key"="a_key" }
; EXPECTED:
; function @two:
; ; patchable: 0 prefix bytes [], entry nops at 0x0
;    0:  nop
;    4:  nop
;    8:  add w0, w0, #0x1
;    c:  ret
;
; function @signed:
; ; patchable: 0 prefix bytes [], entry nops at 0x4
;    0:  bti c
;    4:  nop
;    8:  nop
;    c:  paciasp
;   10:  stp x29, x30, [sp, #-0x10]!
;   14:  mov x29, sp
;   18:  bl 0x18  // Call26 @g
;   1c:  ldp x29, x30, [sp], #0x10
;   20:  autiasp
;   24:  ret
;
; function @prefix_only:
; ; patchable: 4 prefix bytes [1f, 20, 03, d5], entry nops at 0x4
;    0:  bti c
;    4:  paciasp
;    8:  stp x29, x30, [sp, #-0x10]!
;    c:  mov x29, sp
;   10:  bl 0x10  // Call26 @g
;   14:  ldp x29, x30, [sp], #0x10
;   18:  autiasp
;   1c:  ret
