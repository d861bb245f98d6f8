; test compile -O2 target=aarch64-linux-gnu
; "no-jump-tables"="true": the same dense switch as a chain of compares instead of the
; jump table @tables gets.

define i32 @tables(i32 %x) {
entry:
  switch i32 %x, label %def [
    i32 0, label %a
    i32 1, label %b
    i32 2, label %c
    i32 3, label %d
    i32 4, label %e
  ]
a:
  ret i32 10
b:
  ret i32 20
c:
  ret i32 30
d:
  ret i32 40
e:
  ret i32 50
def:
  ret i32 0
}

define i32 @no_tables(i32 %x) #0 {
entry:
  switch i32 %x, label %def [
    i32 0, label %a
    i32 1, label %b
    i32 2, label %c
    i32 3, label %d
    i32 4, label %e
  ]
a:
  ret i32 10
b:
  ret i32 20
c:
  ret i32 30
d:
  ret i32 40
e:
  ret i32 50
def:
  ret i32 0
}

attributes #0 = { "no-jump-tables"="true" }
; EXPECTED:
; function @tables:
;    0:  lsr w2, w0, #0
;    4:  mov x17, x2
;    8:  cmp x17, #0x4
;    c:  b.hi 0x34
;   10:  adr x16, 0x20
;   14:  ldrsw x17, [x16, x17, lsl #2]
;   18:  add x16, x16, x17
;   1c:  br x16
;   20:  udf #0x1c
;   24:  udf #0x24
;   28:  udf #0x2c
;   2c:  udf #0x34
;   30:  udf #0x3c
;   34:  mov w0, #0x0 // =0
;   38:  ret
;   3c:  mov w0, #0xa // =10
;   40:  ret
;   44:  mov w0, #0x14 // =20
;   48:  ret
;   4c:  mov w0, #0x1e // =30
;   50:  ret
;   54:  mov w0, #0x28 // =40
;   58:  ret
;   5c:  mov w0, #0x32 // =50
;   60:  ret
;
; function @no_tables:
;    0:  lsr w2, w0, #0
;    4:  cmp w2, #0x0
;    8:  b.eq 0x34
;    c:  cmp w2, #0x1
;   10:  b.eq 0x3c
;   14:  cmp w2, #0x2
;   18:  b.eq 0x44
;   1c:  cmp w2, #0x3
;   20:  b.eq 0x4c
;   24:  cmp w2, #0x4
;   28:  b.eq 0x54
;   2c:  mov w0, #0x0 // =0
;   30:  ret
;   34:  mov w0, #0xa // =10
;   38:  ret
;   3c:  mov w0, #0x14 // =20
;   40:  ret
;   44:  mov w0, #0x1e // =30
;   48:  ret
;   4c:  mov w0, #0x28 // =40
;   50:  ret
;   54:  mov w0, #0x32 // =50
;   58:  ret
