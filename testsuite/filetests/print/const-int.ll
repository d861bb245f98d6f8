; test print
; Simple constants: booleans, integers of many widths (negative, maximal, hexadecimal
; u0x/s0x forms), null pointers in address spaces, none, and poison/undef of scalar types.
@b_true = global i1 true
@b_false = global i1 false
@i1_neg = global i1 -1
@i7 = global i7 -64
@i8_min = global i8 -128
@i8_max = global i8 255
@i16 = global i16 -1
@i32 = global i32 2147483647
@i33 = global i33 -4294967296
@i64_min = global i64 -9223372036854775808
@i64_max = global i64 18446744073709551615
@i128 = global i128 -170141183460469231731687303715884105728
@i256 = global i256 115792089237316195423570985008687907853269984665640564039457584007913129639935
@i24_hex_u = global i24 u0xFFFFFF
@i32_hex_s = global i32 s0x7FFFFFFF
@i64_hex_u = global i64 u0xDEADBEEF
@i12_hex_s = global i12 s0x800
@null = global ptr null
@null_as = global ptr addrspace(7) null
@undef_i32 = global i32 undef
@poison_i32 = global i32 poison
@big_as = global ptr addrspace(16777215) null

declare i1 @llvm.coro.end(ptr, i1, token)

define i1 @tok() {
  %r = call i1 @llvm.coro.end(ptr null, i1 false, token none)
  ret i1 %r
}

define i65 @wide() {
  ret i65 -18446744073709551616
}
; EXPECTED:
; @b_true = global i1 true
; @b_false = global i1 false
; @i1_neg = global i1 true
; @i7 = global i7 -64
; @i8_min = global i8 -128
; @i8_max = global i8 -1
; @i16 = global i16 -1
; @i32 = global i32 2147483647
; @i33 = global i33 -4294967296
; @i64_min = global i64 -9223372036854775808
; @i64_max = global i64 -1
; @i128 = global i128 -170141183460469231731687303715884105728
; @i256 = global i256 -1
; @i24_hex_u = global i24 -1
; @i32_hex_s = global i32 -1
; @i64_hex_u = global i64 3735928559
; @i12_hex_s = global i12 -2048
; @null = global ptr null
; @null_as = global ptr addrspace(7) null
; @undef_i32 = global i32 undef
; @poison_i32 = global i32 poison
; @big_as = global ptr addrspace(16777215) null
;
; declare i1 @llvm.coro.end(ptr, i1, token)
;
; define i1 @tok() {
;   %r = call i1 @llvm.coro.end(ptr null, i1 false, token none)
;   ret i1 %r
; }
;
; define i65 @wide() {
;   ret i65 -18446744073709551616
; }
