; One-element integer and pointer vectors travel as their element in general-purpose
; registers (and stack slots), as LLVM scalarises them.
define <1 x i64> @add(<1 x i64> %a, <1 x i64> %b) {
  %c = add <1 x i64> %a, %b
  ret <1 x i64> %c
}

define <1 x i8> @first(<1 x i8> %a, <1 x ptr> %p) {
  ret <1 x i8> %a
}

define <1 x i32> @triple(<1 x i32> %a) {
  %c = mul <1 x i32> %a, <i32 3>
  ret <1 x i32> %c
}

define <1 x i1> @same(<1 x i1> %a) {
  %c = xor <1 x i1> %a, <i1 true>
  %d = xor <1 x i1> %c, <i1 true>
  ret <1 x i1> %d
}

; The seventh and eighth arguments are on the stack; a double in between takes an SSE
; register and leaves the integer registers' order alone.
define <1 x i64> @sum8(<1 x i64> %a, <1 x i64> %b, double %x, <1 x i64> %c, <1 x i64> %d,
                       <1 x i64> %e, <1 x i64> %f, <1 x i64> %g, <1 x ptr> %h) {
  %ab = add <1 x i64> %a, %b
  %cd = add <1 x i64> %c, %d
  %ef = add <1 x i64> %e, %f
  %hi = ptrtoint <1 x ptr> %h to <1 x i64>
  %gh = add <1 x i64> %g, %hi
  %s1 = add <1 x i64> %ab, %cd
  %s2 = add <1 x i64> %ef, %gh
  %s = add <1 x i64> %s1, %s2
  %xi = fptosi double %x to i64
  %xv = insertelement <1 x i64> poison, i64 %xi, i32 0
  %r = mul <1 x i64> %s, %xv
  ret <1 x i64> %r
}
