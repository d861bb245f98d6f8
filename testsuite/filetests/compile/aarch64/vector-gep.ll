; test compile -O2 target=aarch64-linux-gnu
; Vector GEPs lane by lane (zstd's -O2 IR has one); vectors of addresses as constants.

define i32 @main() {
  %b = insertelement <2 x ptr> poison, ptr @arr, i64 0
  %s = shufflevector <2 x ptr> %b, <2 x ptr> poison, <2 x i32> zeroinitializer
  %g = getelementptr i64, <2 x ptr> %s, <2 x i64> <i64 2, i64 5>
  %p0 = extractelement <2 x ptr> %g, i32 0
  %p1 = extractelement <2 x ptr> %g, i32 1
  %x = load i64, ptr %p0
  %y = load i64, ptr %p1
  %h = getelementptr i8, <2 x ptr> %g, <2 x i64> <i64 8, i64 -8>
  %q0 = extractelement <2 x ptr> %h, i32 0
  %q1 = extractelement <2 x ptr> %h, i32 1
  %z = load i64, ptr %q0
  %w = load i64, ptr %q1
  store i64 %x, ptr @arr
  store i64 %w, ptr @arr
  ret i32 0
}

@arr = global [8 x i64] zeroinitializer
; EXPECTED:
; function @main:
;    0:  movi v5.2d, #0000000000000000
;    4:  adrp x3, 0x0  // GotPage21 @arr
;    8:  ldr x3, [x3]  // GotLo12 @arr
;    c:  mov v5.d[0], x3
;   10:  adrp x7, 0x0  // GotPage21 @arr
;   14:  ldr x7, [x7]  // GotLo12 @arr
;   18:  mov v5.d[1], x7
;   1c:  mov x11, v5.d[0]
;   20:  mov x13, v5.d[1]
;   24:  adrp x17, 0x0  // Page21 constant0
;   28:  ldr q16, [x17]  // Lo12(Access { log2_size: 4 }) constant0
;   2c:  mov x1, v16.d[0]
;   30:  mov x0, v16.d[1]
;   34:  mov w2, #0x8 // =8
;   38:  madd x1, x1, x2, x11
;   3c:  madd x0, x0, x2, x13
;   40:  movi v29.2d, #0000000000000000
;   44:  mov v29.d[0], x1
;   48:  mov v29.d[1], x0
;   4c:  mov x0, v29.d[0]
;   50:  ldr x0, [x0]
;   54:  mov x2, v29.d[0]
;   58:  mov x1, v29.d[1]
;   5c:  adrp x17, 0x0  // Page21 constant1
;   60:  ldr q0, [x17]  // Lo12(Access { log2_size: 4 }) constant1
;   64:  mov x4, v0.d[0]
;   68:  mov x3, v0.d[1]
;   6c:  mov w5, #0x1 // =1
;   70:  madd x2, x4, x5, x2
;   74:  madd x1, x3, x5, x1
;   78:  movi v0.2d, #0000000000000000
;   7c:  mov v0.d[0], x2
;   80:  mov v0.d[1], x1
;   84:  mov x1, v0.d[1]
;   88:  ldr x1, [x1]
;   8c:  adrp x2, 0x0  // GotPage21 @arr
;   90:  ldr x2, [x2]  // GotLo12 @arr
;   94:  str x0, [x2]
;   98:  adrp x3, 0x0  // GotPage21 @arr
;   9c:  ldr x3, [x3]  // GotLo12 @arr
;   a0:  str x1, [x3]
;   a4:  mov w0, #0x0 // =0
;   a8:  ret
