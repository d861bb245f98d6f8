; test print
; Cast constant expressions LLVM 19 accepts: trunc, ptrtoint, inttoptr, bitcast,
; addrspacecast, nested, in globals, initializers, vectors and instruction operands.
@g = global [4 x i32] zeroinitializer
@g1 = addrspace(1) global i64 0

@trunc = global i32 trunc (i64 ptrtoint (ptr @g to i64) to i32)
@ptrtoint = global i64 ptrtoint (ptr @g to i64)
@ptrtoint_i32 = global i32 ptrtoint (ptr @g to i32)
@inttoptr = global ptr inttoptr (i64 4096 to ptr)
@inttoptr_as = global ptr addrspace(3) inttoptr (i32 16 to ptr addrspace(3))
@bitcast_vec = global <2 x i32> bitcast (<1 x i64> <i64 1> to <2 x i32>)
@bitcast_float = global i32 bitcast (float 1.0 to i32)
@bitcast_ptr = global ptr bitcast (ptr @g to ptr)
@asc = global ptr addrspacecast (ptr addrspace(1) @g1 to ptr)
@asc_back = global ptr addrspace(1) addrspacecast (ptr @g to ptr addrspace(1))
@vec_ptrtoint = global <2 x i64> ptrtoint (<2 x ptr> <ptr @g, ptr null> to <2 x i64>)
@nested = global ptr inttoptr (i64 add (i64 ptrtoint (ptr @g to i64), i64 8) to ptr)
@in_struct = global { i64, ptr } { i64 ptrtoint (ptr @g to i64), ptr inttoptr (i64 1 to ptr) }

define i64 @use() {
  %a = add i64 ptrtoint (ptr @g to i64), 1
  %b = trunc i64 ptrtoint (ptr addrspace(1) @g1 to i64) to i32
  store i64 ptrtoint (ptr @g to i64), ptr addrspacecast (ptr addrspace(1) @g1 to ptr), align 8
  ret i64 %a
}
; EXPECTED:
; @g = global [4 x i32] zeroinitializer
; @g1 = addrspace(1) global i64 0
; @trunc = global i32 trunc (i64 ptrtoint (ptr @g to i64) to i32)
; @ptrtoint = global i64 ptrtoint (ptr @g to i64)
; @ptrtoint_i32 = global i32 ptrtoint (ptr @g to i32)
; @inttoptr = global ptr inttoptr (i64 4096 to ptr)
; @inttoptr_as = global ptr addrspace(3) inttoptr (i32 16 to ptr addrspace(3))
; @bitcast_vec = global <2 x i32> bitcast (<1 x i64> <i64 1> to <2 x i32>)
; @bitcast_float = global i32 bitcast (float 1.000000e+00 to i32)
; @bitcast_ptr = global ptr bitcast (ptr @g to ptr)
; @asc = global ptr addrspacecast (ptr addrspace(1) @g1 to ptr)
; @asc_back = global ptr addrspace(1) addrspacecast (ptr @g to ptr addrspace(1))
; @vec_ptrtoint = global <2 x i64> ptrtoint (<2 x ptr> <ptr @g, ptr null> to <2 x i64>)
; @nested = global ptr inttoptr (i64 add (i64 ptrtoint (ptr @g to i64), i64 8) to ptr)
; @in_struct = global { i64, ptr } { i64 ptrtoint (ptr @g to i64), ptr inttoptr (i64 1 to ptr) }
;
; define i64 @use() {
;   %a = add i64 ptrtoint (ptr @g to i64), 1
;   %b = trunc i64 ptrtoint (ptr addrspace(1) @g1 to i64) to i32
;   store i64 ptrtoint (ptr @g to i64), ptr addrspacecast (ptr addrspace(1) @g1 to ptr), align 8
;   ret i64 %a
; }
