; Constants clang-19 -O2 emits (issue 15): a vector GEP constant expression stored as
; <2 x ptr>, a <1 x i64> of a function's address bitcast to double in a ret, and
; llvm.{s,u}mul.with.overflow on i129, i192 and i200 (wider than 128 bits).

@g = global [4 x float] [float 1.0, float 2.0, float 3.0, float 4.0]

define void @store_vec(ptr %p) {
  store <2 x ptr> getelementptr (float, ptr @g, <2 x i64> <i64 2, i64 3>), ptr %p
  ret void
}

define i32 @f() {
  ret i32 7
}

define double @bits() {
  ret double bitcast (<1 x i64> <i64 ptrtoint (ptr @f to i64)> to double)
}

declare {i129, i1} @llvm.smul.with.overflow.i129(i129, i129)
declare {i129, i1} @llvm.umul.with.overflow.i129(i129, i129)
declare {i200, i1} @llvm.smul.with.overflow.i200(i200, i200)
declare {i192, i1} @llvm.umul.with.overflow.i192(i192, i192)
declare i32 @printf(ptr, ...)
@fmt = private constant [22 x i8] c"%d %llx %llx %llx %d\0A\00"

define void @show(i1 %o, i256 %r) {
  %lo = trunc i256 %r to i64
  %s1 = lshr i256 %r, 64
  %mid = trunc i256 %s1 to i64
  %s2 = lshr i256 %r, 128
  %hi = trunc i256 %s2 to i64
  %o32 = zext i1 %o to i32
  %s3 = lshr i256 %r, 192
  %top = trunc i256 %s3 to i32
  call i32 (ptr, ...) @printf(ptr @fmt, i32 %o32, i64 %hi, i64 %mid, i64 %lo, i32 %top)
  ret void
}

define void @s129(i129 %a, i129 %b) noinline {
  %r = call {i129, i1} @llvm.smul.with.overflow.i129(i129 %a, i129 %b)
  %v = extractvalue {i129, i1} %r, 0
  %o = extractvalue {i129, i1} %r, 1
  %w = sext i129 %v to i256
  call void @show(i1 %o, i256 %w)
  %r2 = call {i129, i1} @llvm.umul.with.overflow.i129(i129 %a, i129 %b)
  %v2 = extractvalue {i129, i1} %r2, 0
  %o2 = extractvalue {i129, i1} %r2, 1
  %w2 = zext i129 %v2 to i256
  call void @show(i1 %o2, i256 %w2)
  ret void
}

define void @s200(i200 %a, i200 %b) noinline {
  %r = call {i200, i1} @llvm.smul.with.overflow.i200(i200 %a, i200 %b)
  %v = extractvalue {i200, i1} %r, 0
  %o = extractvalue {i200, i1} %r, 1
  %w = sext i200 %v to i256
  call void @show(i1 %o, i256 %w)
  ret void
}

define void @u192(i192 %a, i192 %b) noinline {
  %r = call {i192, i1} @llvm.umul.with.overflow.i192(i192 %a, i192 %b)
  %v = extractvalue {i192, i1} %r, 0
  %o = extractvalue {i192, i1} %r, 1
  %w = zext i192 %v to i256
  call void @show(i1 %o, i256 %w)
  ret void
}

define i32 @main() {
  %d = call double @bits()
  %x = bitcast double %d to i64
  %fp = ptrtoint ptr @f to i64
  %same = icmp eq i64 %x, %fp
  %s32 = zext i1 %same to i32
  %buf = alloca <2 x ptr>
  call void @store_vec(ptr %buf)
  %pv = load <2 x ptr>, ptr %buf
  %p1 = extractelement <2 x ptr> %pv, i32 1
  %fl = load float, ptr %p1
  %gv = load <2 x ptr>, ptr %buf
  %q1 = extractelement <2 x ptr> %gv, i32 1
  %fl2 = load float, ptr %q1
  %sum = fadd float %fl, %fl2
  %si = fptosi float %sum to i32
  call void @show(i1 %same, i256 0)
  %si256 = zext i32 %si to i256
  call void @show(i1 0, i256 %si256)
  ; i129
  call void @s129(i129 3, i129 5)
  call void @s129(i129 -3, i129 5)
  %big = shl i129 1, 100
  call void @s129(i129 %big, i129 4096)
  call void @s129(i129 %big, i129 268435456)
  call void @s129(i129 %big, i129 -268435456)
  %big2 = shl i129 1, 64
  call void @s129(i129 %big2, i129 %big2)
  call void @s129(i129 -1, i129 -1)
  %min = shl i129 1, 128
  call void @s129(i129 %min, i129 -1)
  call void @s129(i129 %min, i129 1)
  ; i200
  %b200 = shl i200 1, 150
  call void @s200(i200 %b200, i200 1024)
  call void @s200(i200 %b200, i200 -1125899906842624)
  call void @s200(i200 %b200, i200 -2251799813685248)
  call void @s200(i200 -7, i200 9)
  %b192 = shl i192 1, 130
  call void @u192(i192 %b192, i192 1024)
  call void @u192(i192 %b192, i192 -1)
  call void @u192(i192 %b192, i192 1073741824)
  call void @u192(i192 %b192, i192 2147483648)
  ret i32 0
}
