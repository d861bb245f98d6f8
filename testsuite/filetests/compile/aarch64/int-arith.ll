; test compile -O2 target=aarch64-linux-gnu
; Integer arithmetic: add/sub with 12-bit (and shifted) immediates and large constants
; (mov/movk), mul and add, sdiv/udiv and the remainders (msub), shifts by registers and
; immediates on 32 and 64 bits, logical immediates, and i8/i16 operations whose results
; are extended (sign or zero) at the return; a field masked after a shift as one ubfx
; (the shift left out when the mask is its only use, kept when the field would reach
; past the top bit); shifts by constants as the shifted-register operand of add, sub
; and the logical instructions (i32 and i64 only; sub shifts only its right operand).

define i64 @add_imm(i64 %a) {
  %r = add i64 %a, 4095
  ret i64 %r
}

define i64 @add_shifted_imm(i64 %a) {
  %r = add i64 %a, 4096000
  ret i64 %r
}

define i64 @sub_big_constant(i64 %a) {
  %r = sub i64 %a, 81985529216486895
  ret i64 %r
}

define i32 @madd(i32 %a, i32 %b, i32 %c) {
  %m = mul i32 %a, %b
  %r = add i32 %m, %c
  ret i32 %r
}

define i64 @divisions(i64 %a, i64 %b) {
  %q = sdiv i64 %a, %b
  %u = udiv i64 %a, %b
  %r = srem i64 %a, %b
  %v = urem i64 %a, %b
  %s1 = add i64 %q, %u
  %s2 = add i64 %r, %v
  %s = xor i64 %s1, %s2
  ret i64 %s
}

define i32 @shifts32(i32 %a, i32 %n) {
  %l = shl i32 %a, %n
  %r = lshr i32 %l, 3
  %s = ashr i32 %r, %n
  ret i32 %s
}

define i64 @shifts64(i64 %a, i64 %n) {
  %l = shl i64 %a, 60
  %r = lshr i64 %a, %n
  %s = ashr i64 %l, 7
  %t = or i64 %r, %s
  ret i64 %t
}

define i64 @logic_imm(i64 %a, i64 %b) {
  %x = and i64 %a, 255
  %y = or i64 %b, 4294901760
  %z = xor i64 %x, %y
  %w = and i64 %z, 12345
  ret i64 %w
}

define signext i8 @add_i8(i8 %a, i8 %b) {
  %r = add i8 %a, %b
  ret i8 %r
}

define zeroext i16 @mul_i16(i16 %a, i16 %b) {
  %r = mul i16 %a, %b
  ret i16 %r
}

define i8 @sdiv_i8(i8 %a, i8 %b) {
  %r = sdiv i8 %a, %b
  ret i8 %r
}

define i16 @ashr_i16(i16 %a, i16 %n) {
  %r = ashr i16 %a, %n
  ret i16 %r
}
define i32 @field32(i32 %x) {
  %s = lshr i32 %x, 7
  %r = and i32 %s, 255
  ret i32 %r
}

define i64 @field64_shift_reused(i64 %x) {
  %s = lshr i64 %x, 40
  %f = and i64 %s, 4095
  %r = add i64 %f, %s
  ret i64 %r
}

define i32 @not_a_field(i32 %x) {
  %s = lshr i32 %x, 28
  %r = and i32 %s, 255
  ret i32 %r
}

define i32 @shifted_add(i32 %a, i32 %b) {
  %s = lshr i32 %b, 2
  %r = add i32 %s, %a
  ret i32 %r
}

define i64 @shifted_sub(i64 %a, i64 %b) {
  %s = shl i64 %b, 3
  %r = sub i64 %a, %s
  ret i64 %r
}

define i64 @shifted_sub_left(i64 %a, i64 %b) {
  %s = shl i64 %a, 3
  %r = sub i64 %s, %b
  ret i64 %r
}

define i16 @shifted_i16(i16 %a, i16 %b) {
  %s = lshr i16 %b, 2
  %r = xor i16 %a, %s
  ret i16 %r
}

; EXPECTED:
; function @add_imm:
;    0:  add x0, x0, #0xfff
;    4:  ret
;
; function @add_shifted_imm:
;    0:  add x0, x0, #0x3e8, lsl #12 // =0x3e8000
;    4:  ret
;
; function @sub_big_constant:
;    0:  mov x6, #0x3211 // =12817
;    4:  movk x6, #0x7654, lsl #16
;    8:  movk x6, #0xba98, lsl #32
;    c:  movk x6, #0xfedc, lsl #48
;   10:  add x0, x0, x6
;   14:  ret
;
; function @madd:
;    0:  mul w4, w0, w1
;    4:  add w0, w4, w2
;    8:  ret
;
; function @divisions:
;    0:  sdiv x3, x0, x1
;    4:  udiv x5, x0, x1
;    8:  sdiv x8, x0, x1
;    c:  msub x8, x8, x1, x0
;   10:  udiv x12, x0, x1
;   14:  msub x12, x12, x1, x0
;   18:  add x15, x3, x5
;   1c:  add x0, x8, x12
;   20:  eor x0, x15, x0
;   24:  ret
;
; function @shifts32:
;    0:  lsl w3, w0, w1
;    4:  lsr w5, w3, #3
;    8:  asr w0, w5, w1
;    c:  ret
;
; function @shifts64:
;    0:  lsl x3, x0, #60
;    4:  lsr x5, x0, x1
;    8:  orr x0, x5, x3, asr #7
;    c:  ret
;
; function @logic_imm:
;    0:  and x3, x0, #0xff
;    4:  orr x5, x1, #0xffff0000
;    8:  eor x7, x3, x5
;    c:  mov w10, #0x3039 // =12345
;   10:  and x0, x7, x10
;   14:  ret
;
; function @add_i8:
;    0:  add w3, w0, w1
;    4:  sxtb x0, w3
;    8:  ret
;
; function @mul_i16:
;    0:  mul w3, w0, w1
;    4:  and w0, w3, #0xffff
;    8:  ret
;
; function @sdiv_i8:
;    0:  sxtb x4, w0
;    4:  sxtb x6, w1
;    8:  sdiv x0, x4, x6
;    c:  ret
;
; function @ashr_i16:
;    0:  sxth x4, w0
;    4:  asr x0, x4, x1
;    8:  ret
;
; function @field32:
;    0:  ubfx w0, w0, #7, #8
;    4:  ret
;
; function @field64_shift_reused:
;    0:  lsr x2, x0, #40
;    4:  ubfx x4, x0, #40, #12
;    8:  add x0, x4, x0, lsr #40
;    c:  ret
;
; function @not_a_field:
;    0:  lsr w2, w0, #28
;    4:  and w0, w2, #0xff
;    8:  ret
;
; function @shifted_add:
;    0:  add w0, w0, w1, lsr #2
;    4:  ret
;
; function @shifted_sub:
;    0:  sub x0, x0, x1, lsl #3
;    4:  ret
;
; function @shifted_sub_left:
;    0:  lsl x3, x0, #3
;    4:  sub x0, x3, x1
;    8:  ret
;
; function @shifted_i16:
;    0:  ubfx w3, w1, #2, #14
;    4:  eor w0, w0, w3
;    8:  ret
