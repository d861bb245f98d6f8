; test print
; Structure types: identified (named, numbered, quoted), literal, packed, opaque, recursive,
; forward-referenced, and structs nested in arrays and vectors of pointers.
%named = type { i32, ptr }
%packed = type <{ i8, i32, i16 }>
%opaque = type opaque
%0 = type { i64 }
%1 = type { %0, [2 x %0] }
%"quoted name" = type { i8 }
%"\01escaped" = type { i16 }
%recursive = type { ptr, %recursive* }
%uses_later = type { %later, i32 }
%later = type { double, float }
%empty = type {}
%empty_packed = type <{}>
%nested = type { { i8, <{ i16, i32 }> }, [3 x { float }], <2 x ptr> }
%with_vec = type { <4 x i32>, <vscale x 2 x i64>, target("spirv.Image", i32, 1), x86_amx }

@a = global %named zeroinitializer
@b = global %packed <{ i8 1, i32 2, i16 3 }>
@c = external global %opaque
@d = global %1 { %0 { i64 1 }, [2 x %0] [%0 { i64 2 }, %0 zeroinitializer] }
@e = global %"quoted name" { i8 5 }
@f = global %"\01escaped" { i16 6 }
@g = global %recursive zeroinitializer
@h = global %uses_later { %later { double 1.0, float 2.0 }, i32 3 }
@i = global %empty zeroinitializer
@j = global %empty_packed zeroinitializer
@k = global { i32, { i8, i8 } } { i32 1, { i8, i8 } { i8 2, i8 3 } }
@l = global <{ i8, i64 }> <{ i8 1, i64 2 }>
@m = global %nested zeroinitializer
@n = global {} {}
@o = global <{}> <{}>

define { i32, i1 } @literal_ret({ i32, i1 } %x) {
  ret { i32, i1 } %x
}

define void @uses(%with_vec %v, %empty %e) {
  ret void
}
; EXPECTED:
; %named = type { i32, ptr }
; %packed = type <{ i8, i32, i16 }>
; %opaque = type opaque
; %0 = type { i64 }
; %1 = type { %0, [2 x %0] }
; %"quoted name" = type { i8 }
; %"\01escaped" = type { i16 }
; %recursive = type { ptr, ptr }
; %uses_later = type { %later, i32 }
; %later = type { double, float }
; %empty = type {}
; %empty_packed = type <{}>
; %nested = type { { i8, <{ i16, i32 }> }, [3 x { float }], <2 x ptr> }
; %with_vec = type { <4 x i32>, <vscale x 2 x i64>, target("spirv.Image", i32, 1), x86_amx }
;
; @a = global %named zeroinitializer
; @b = global %packed <{ i8 1, i32 2, i16 3 }>
; @c = external global %opaque
; @d = global %1 { %0 { i64 1 }, [2 x %0] [%0 { i64 2 }, %0 zeroinitializer] }
; @e = global %"quoted name" { i8 5 }
; @f = global %"\01escaped" { i16 6 }
; @g = global %recursive zeroinitializer
; @h = global %uses_later { %later { double 1.000000e+00, float 2.000000e+00 }, i32 3 }
; @i = global %empty zeroinitializer
; @j = global %empty_packed zeroinitializer
; @k = global { i32, { i8, i8 } } { i32 1, { i8, i8 } { i8 2, i8 3 } }
; @l = global <{ i8, i64 }> <{ i8 1, i64 2 }>
; @m = global %nested zeroinitializer
; @n = global {} {}
; @o = global <{}> <{}>
;
; define { i32, i1 } @literal_ret({ i32, i1 } %x) {
;   ret { i32, i1 } %x
; }
;
; define void @uses(%with_vec %v, %empty %e) {
;   ret void
; }
