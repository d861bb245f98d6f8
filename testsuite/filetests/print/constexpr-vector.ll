; test print
; Vector constant expressions: extractelement, insertelement, shufflevector (fixed and
; scalable, poison/undef/zero masks), on pointer-dependent operands so they do not fold.
@g = global i32 0
@h = global i32 0

@ext = global i64 extractelement (<2 x i64> <i64 ptrtoint (ptr @g to i64), i64 0>, i32 0)
@ins = global <2 x i64> insertelement (<2 x i64> zeroinitializer, i64 ptrtoint (ptr @g to i64), i32 1)
@shuf = global <4 x i64> shufflevector (<2 x i64> <i64 ptrtoint (ptr @g to i64), i64 1>, <2 x i64> <i64 ptrtoint (ptr @h to i64), i64 2>, <4 x i32> <i32 0, i32 2, i32 1, i32 3>)
@shuf_poison = global <2 x i64> shufflevector (<2 x i64> <i64 ptrtoint (ptr @g to i64), i64 1>, <2 x i64> poison, <2 x i32> <i32 1, i32 poison>)
@shuf_undef = global <2 x i64> shufflevector (<2 x i64> <i64 ptrtoint (ptr @g to i64), i64 1>, <2 x i64> undef, <2 x i32> <i32 undef, i32 0>)
@shuf_ptr = global <2 x ptr> shufflevector (<2 x ptr> <ptr @g, ptr @h>, <2 x ptr> poison, <2 x i32> <i32 1, i32 0>)

define <vscale x 2 x ptr> @scalable() {
  ret <vscale x 2 x ptr> shufflevector (<vscale x 2 x ptr> insertelement (<vscale x 2 x ptr> poison, ptr @g, i64 0), <vscale x 2 x ptr> poison, <vscale x 2 x i32> zeroinitializer)
}

define i64 @use(<2 x i64> %v) {
  %a = extractelement <2 x i64> insertelement (<2 x i64> poison, i64 ptrtoint (ptr @g to i64), i64 0), i64 0
  ret i64 %a
}
; EXPECTED:
; @g = global i32 0
; @h = global i32 0
; @ext = global i64 extractelement (<2 x i64> <i64 ptrtoint (ptr @g to i64), i64 0>, i32 0)
; @ins = global <2 x i64> insertelement (<2 x i64> zeroinitializer, i64 ptrtoint (ptr @g to i64), i32 1)
; @shuf = global <4 x i64> shufflevector (<2 x i64> <i64 ptrtoint (ptr @g to i64), i64 1>, <2 x i64> <i64 ptrtoint (ptr @h to i64), i64 2>, <4 x i32> <i32 0, i32 2, i32 1, i32 3>)
; @shuf_poison = global <2 x i64> shufflevector (<2 x i64> <i64 ptrtoint (ptr @g to i64), i64 1>, <2 x i64> poison, <2 x i32> <i32 1, i32 poison>)
; @shuf_undef = global <2 x i64> shufflevector (<2 x i64> <i64 ptrtoint (ptr @g to i64), i64 1>, <2 x i64> undef, <2 x i32> <i32 undef, i32 0>)
; @shuf_ptr = global <2 x ptr> shufflevector (<2 x ptr> <ptr @g, ptr @h>, <2 x ptr> poison, <2 x i32> <i32 1, i32 0>)
;
; define <vscale x 2 x ptr> @scalable() {
;   ret <vscale x 2 x ptr> shufflevector (<vscale x 2 x ptr> insertelement (<vscale x 2 x ptr> poison, ptr @g, i64 0), <vscale x 2 x ptr> poison, <vscale x 2 x i32> zeroinitializer)
; }
;
; define i64 @use(<2 x i64> %v) {
;   %a = extractelement <2 x i64> insertelement (<2 x i64> poison, i64 ptrtoint (ptr @g to i64), i64 0), i64 0
;   ret i64 %a
; }
