; test compile -O2 target=aarch64-linux-gnu
; A constant zero operand is the zero register where the operand field reads register 31
; as zero: `0 - x` is a `neg` (`sub` from `wzr`), a select of zero a `csel` with `wzr`, a
; store of zero a `str wzr`/`strb wzr`, with no `mov w, #0` before them; `x ^ -1` of 32 or
; 64 bits is a `mvn` (`orn` from the zero register).

define i32 @negate(i32 %x) {
  %r = sub i32 0, %x
  ret i32 %r
}

define i64 @select_zero(i1 %c, i64 %x) {
  %r = select i1 %c, i64 0, i64 %x
  ret i64 %r
}

define i32 @select_zero_second(i32 %a, i32 %b, i32 %x) {
  %c = icmp slt i32 %a, %b
  %r = select i1 %c, i32 %x, i32 0
  ret i32 %r
}

define void @store_zeros(ptr %p) {
  store i32 0, ptr %p
  %q = getelementptr i8, ptr %p, i64 8
  store i64 0, ptr %q
  %r = getelementptr i8, ptr %p, i64 4
  store i8 0, ptr %r
  ret void
}

define i32 @not32(i32 %x) {
  %r = xor i32 %x, -1
  ret i32 %r
}

define i64 @not64(i64 %x) {
  %r = xor i64 %x, -1
  ret i64 %r
}
; EXPECTED:
; function @negate:
;    0:  neg w0, w0
;    4:  ret
;
; function @select_zero:
;    0:  tst w0, #0x1
;    4:  csel x0, xzr, x1, ne
;    8:  ret
;
; function @select_zero_second:
;    0:  cmp w0, w1
;    4:  csel w0, w2, wzr, lt
;    8:  ret
;
; function @store_zeros:
;    0:  str wzr, [x0]
;    4:  str xzr, [x0, #0x8]
;    8:  strb wzr, [x0, #0x4]
;    c:  ret
;
; function @not32:
;    0:  mvn w0, w0
;    4:  ret
;
; function @not64:
;    0:  mvn x0, x0
;    4:  ret
