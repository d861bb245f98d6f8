; test print
; Complex constants: arrays, structs (literal, packed, named), vectors (including
; scalable zeroinitializer/poison/undef and splat), c"" strings with every escape,
; zeroinitializer, undef and poison aggregates, nested aggregates, arrays of pointers,
; and partially undefined/poison elements.
%pair = type { i32, float }

@arr = global [3 x i32] [i32 1, i32 2, i32 3]
@arr_empty = global [0 x i32] zeroinitializer
@arr_empty_lit = global [0 x i8] []
@arr_zero = global [4 x i64] zeroinitializer
@arr_nested = global [2 x [2 x i8]] [[2 x i8] [i8 1, i8 2], [2 x i8] zeroinitializer]
@arr_mixed = global [3 x i32] [i32 1, i32 undef, i32 poison]
@arr_ptr = global [2 x ptr] [ptr @arr, ptr null]
@arr_float = global [2 x float] [float 1.0, float 2.0]
@arr_half = global [2 x half] [half 0xH3C00, half 0xH4000]
@arr_i8_nonstring = global [3 x i8] [i8 1, i8 2, i8 3]
@str = global [14 x i8] c"hello, world\0A\00"
@str_escapes = global [10 x i8] c"\00\01\09\22\5C\7F\80\FF\\a"
@str_empty = global [0 x i8] c""
@str_no_nul = global [3 x i8] c"abc"
@str_all_zero = global [3 x i8] c"\00\00\00"
@str_i16 = global [2 x i16] [i16 104, i16 105]
@st = global { i32, i8, ptr } { i32 1, i8 2, ptr @st }
@st_packed = global <{ i8, i32 }> <{ i8 1, i32 2 }>
@st_named = global %pair { i32 3, float 4.0 }
@st_zero = global %pair zeroinitializer
@st_undef = global %pair undef
@st_poison = global %pair poison
@st_nested = global { [2 x i8], { i16 } } { [2 x i8] c"ab", { i16 } { i16 5 } }
@st_partial = global { i32, i32 } { i32 1, i32 undef }
@vec = global <4 x i32> <i32 1, i32 2, i32 3, i32 4>
@vec_splat = global <4 x i32> splat (i32 7)
@vec_splat_float = global <2 x double> splat (double 1.5)
@vec_splat_ptr = global <2 x ptr> splat (ptr @arr)
@vec_zero = global <8 x i16> zeroinitializer
@vec_undef = global <2 x i64> undef
@vec_poison = global <2 x i64> poison
@vec_mixed = global <4 x i8> <i8 1, i8 poison, i8 undef, i8 4>
@vec_same = global <4 x i8> <i8 9, i8 9, i8 9, i8 9>
@vec_i1 = global <3 x i1> <i1 true, i1 false, i1 true>
@vec_ptr = global <2 x ptr> <ptr @arr, ptr null>
@vec_float = global <2 x float> <float 0.5, float -0.5>
@big_array = global [2 x { i32, [2 x <2 x i8>] }] [{ i32, [2 x <2 x i8>] } { i32 1, [2 x <2 x i8>] [<2 x i8> <i8 1, i8 2>, <2 x i8> zeroinitializer] }, { i32, [2 x <2 x i8>] } zeroinitializer]

define <vscale x 4 x i32> @scalable() {
  %a = add <vscale x 4 x i32> zeroinitializer, splat (i32 1)
  %b = add <vscale x 4 x i32> %a, poison
  %c = add <vscale x 4 x i32> %b, undef
  ret <vscale x 4 x i32> %c
}

define { i32, float } @ret_struct() {
  ret { i32, float } { i32 1, float 2.0 }
}

define [2 x i8] @ret_array() {
  ret [2 x i8] c"xy"
}
; EXPECTED:
; %pair = type { i32, float }
;
; @arr = global [3 x i32] [i32 1, i32 2, i32 3]
; @arr_empty = global [0 x i32] zeroinitializer
; @arr_empty_lit = global [0 x i8] []
; @arr_zero = global [4 x i64] zeroinitializer
; @arr_nested = global [2 x [2 x i8]] [[2 x i8] c"\01\02", [2 x i8] zeroinitializer]
; @arr_mixed = global [3 x i32] [i32 1, i32 undef, i32 poison]
; @arr_ptr = global [2 x ptr] [ptr @arr, ptr null]
; @arr_float = global [2 x float] [float 1.000000e+00, float 2.000000e+00]
; @arr_half = global [2 x half] [half 0xH3C00, half 0xH4000]
; @arr_i8_nonstring = global [3 x i8] c"\01\02\03"
; @str = global [14 x i8] c"hello, world\0A\00"
; @str_escapes = global [10 x i8] c"\00\01\09\22\\\7F\80\FF\\a"
; @str_empty = global [0 x i8] c""
; @str_no_nul = global [3 x i8] c"abc"
; @str_all_zero = global [3 x i8] c"\00\00\00"
; @str_i16 = global [2 x i16] [i16 104, i16 105]
; @st = global { i32, i8, ptr } { i32 1, i8 2, ptr @st }
; @st_packed = global <{ i8, i32 }> <{ i8 1, i32 2 }>
; @st_named = global %pair { i32 3, float 4.000000e+00 }
; @st_zero = global %pair zeroinitializer
; @st_undef = global %pair undef
; @st_poison = global %pair poison
; @st_nested = global { [2 x i8], { i16 } } { [2 x i8] c"ab", { i16 } { i16 5 } }
; @st_partial = global { i32, i32 } { i32 1, i32 undef }
; @vec = global <4 x i32> <i32 1, i32 2, i32 3, i32 4>
; @vec_splat = global <4 x i32> splat (i32 7)
; @vec_splat_float = global <2 x double> splat (double 1.500000e+00)
; @vec_splat_ptr = global <2 x ptr> splat (ptr @arr)
; @vec_zero = global <8 x i16> zeroinitializer
; @vec_undef = global <2 x i64> undef
; @vec_poison = global <2 x i64> poison
; @vec_mixed = global <4 x i8> <i8 1, i8 poison, i8 undef, i8 4>
; @vec_same = global <4 x i8> <i8 9, i8 9, i8 9, i8 9>
; @vec_i1 = global <3 x i1> <i1 true, i1 false, i1 true>
; @vec_ptr = global <2 x ptr> <ptr @arr, ptr null>
; @vec_float = global <2 x float> <float 5.000000e-01, float -5.000000e-01>
; @big_array = global [2 x { i32, [2 x <2 x i8>] }] [{ i32, [2 x <2 x i8>] } { i32 1, [2 x <2 x i8>] [<2 x i8> <i8 1, i8 2>, <2 x i8> zeroinitializer] }, { i32, [2 x <2 x i8>] } zeroinitializer]
;
; define <vscale x 4 x i32> @scalable() {
;   %a = add <vscale x 4 x i32> zeroinitializer, splat (i32 1)
;   %b = add <vscale x 4 x i32> %a, poison
;   %c = add <vscale x 4 x i32> %b, undef
;   ret <vscale x 4 x i32> %c
; }
;
; define { i32, float } @ret_struct() {
;   ret { i32, float } { i32 1, float 2.000000e+00 }
; }
;
; define [2 x i8] @ret_array() {
;   ret [2 x i8] c"xy"
; }
