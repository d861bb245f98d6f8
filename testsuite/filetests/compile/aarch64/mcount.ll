; test compile -O2 target=aarch64-linux-gnu
; -pg ("instrument-function-entry-inlined"), as llc-19: a call of the counter (here
; `\01_mcount`, named `_mcount`) without arguments first, after the prologue; the
; function's arguments survive it (@f keeps x0 in x19), and leaves get a frame (@leaf).

declare i32 @g(i32)

define i32 @f(i32 %x) "instrument-function-entry-inlined"="\01_mcount" {
  %r = call i32 @g(i32 %x)
  %s = add i32 %r, 1
  ret i32 %s
}

define i32 @leaf(i32 %x) "instrument-function-entry-inlined"="mcount" {
  %r = add i32 %x, 1
  ret i32 %r
}
; EXPECTED:
; function @f:
;    0:  stp x29, x30, [sp, #-0x10]!
;    4:  mov x29, sp
;    8:  str x19, [sp, #-0x10]!
;    c:  mov x19, x0
;   10:  bl 0x10  // Call26 _mcount
;   14:  mov x0, x19
;   18:  bl 0x18  // Call26 @g
;   1c:  add w0, w0, #0x1
;   20:  ldr x19, [sp], #0x10
;   24:  ldp x29, x30, [sp], #0x10
;   28:  ret
;
; function @leaf:
;    0:  stp x29, x30, [sp, #-0x10]!
;    4:  mov x29, sp
;    8:  str x19, [sp, #-0x10]!
;    c:  mov x19, x0
;   10:  bl 0x10  // Call26 mcount
;   14:  mov x0, x19
;   18:  add w0, w0, #0x1
;   1c:  ldr x19, [sp], #0x10
;   20:  ldp x29, x30, [sp], #0x10
;   24:  ret
