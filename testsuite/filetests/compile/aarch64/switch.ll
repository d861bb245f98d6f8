; test compile -O2 target=aarch64-linux-gnu
; switch: a dense switch, a sparse one (with a large and a negative case value: mov and
; cmn) and a two-case switch on i8; all are chains of compares (no jump tables yet).

define i32 @dense(i32 %x) {
entry:
  switch i32 %x, label %def [
    i32 0, label %a
    i32 1, label %b
    i32 2, label %c
    i32 3, label %d
    i32 4, label %e
    i32 5, label %f
  ]
a:
  ret i32 10
b:
  ret i32 21
c:
  ret i32 32
d:
  ret i32 43
e:
  ret i32 54
f:
  ret i32 65
def:
  ret i32 0
}

declare void @sink(i32)

define void @sparse(i64 %x) {
entry:
  switch i64 %x, label %def [
    i64 1, label %a
    i64 100, label %b
    i64 10000, label %c
    i64 -7, label %d
  ]
a:
  call void @sink(i32 1)
  br label %def
b:
  call void @sink(i32 2)
  br label %def
c:
  call void @sink(i32 3)
  br label %def
d:
  call void @sink(i32 4)
  br label %def
def:
  ret void
}

define i32 @small(i8 %x) {
entry:
  switch i8 %x, label %def [
    i8 -1, label %a
    i8 65, label %b
  ]
a:
  ret i32 1
b:
  ret i32 2
def:
  ret i32 3
}
; EXPECTED:
; function @dense:
;    0:  lsr w2, w0, #0
;    4:  mov x17, x2
;    8:  cmp x17, #0x5
;    c:  b.hi 0x38
;   10:  adr x16, 0x20
;   14:  ldrsw x17, [x16, x17, lsl #2]
;   18:  add x16, x16, x17
;   1c:  br x16
;   20:  udf #0x20
;   24:  udf #0x28
;   28:  udf #0x30
;   2c:  udf #0x38
;   30:  udf #0x40
;   34:  udf #0x48
;   38:  mov w0, #0x0 // =0
;   3c:  ret
;   40:  mov w0, #0xa // =10
;   44:  ret
;   48:  mov w0, #0x15 // =21
;   4c:  ret
;   50:  mov w0, #0x20 // =32
;   54:  ret
;   58:  mov w0, #0x2b // =43
;   5c:  ret
;   60:  mov w0, #0x36 // =54
;   64:  ret
;   68:  mov w0, #0x41 // =65
;   6c:  ret
;
; function @sparse:
;    0:  stp x29, x30, [sp, #-0x10]!
;    4:  mov x29, sp
;    8:  cmp x0, #0x1
;    c:  b.eq 0x34
;   10:  cmp x0, #0x64
;   14:  b.eq 0x40
;   18:  mov x17, #0x2710 // =10000
;   1c:  cmp x0, x17
;   20:  b.eq 0x4c
;   24:  cmn x0, #0x7
;   28:  b.eq 0x58
;   2c:  ldp x29, x30, [sp], #0x10
;   30:  ret
;   34:  mov w0, #0x1 // =1
;   38:  bl 0x38  // Call26 @sink
;   3c:  b 0x2c
;   40:  mov w0, #0x2 // =2
;   44:  bl 0x44  // Call26 @sink
;   48:  b 0x2c
;   4c:  mov w0, #0x3 // =3
;   50:  bl 0x50  // Call26 @sink
;   54:  b 0x2c
;   58:  mov w0, #0x4 // =4
;   5c:  bl 0x5c  // Call26 @sink
;   60:  b 0x2c
;
; function @small:
;    0:  and w2, w0, #0xff
;    4:  cmp w2, #0xff
;    8:  b.eq 0x1c
;    c:  cmp w2, #0x41
;   10:  b.eq 0x24
;   14:  mov w0, #0x3 // =3
;   18:  ret
;   1c:  mov w0, #0x1 // =1
;   20:  ret
;   24:  mov w0, #0x2 // =2
;   28:  ret
