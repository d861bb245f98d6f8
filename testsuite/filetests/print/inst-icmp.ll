; test print
; icmp with every predicate (eq ne ugt uge ult ule sgt sge slt sle) on integers, pointers
; and vectors, with constant operands.
define void @icmps(i32 %a, i32 %b, ptr %p, ptr %q, <4 x i8> %v, <4 x i8> %w, <2 x ptr> %vp) {
  %eq = icmp eq i32 %a, %b
  %ne = icmp ne i32 %a, %b
  %ugt = icmp ugt i32 %a, %b
  %uge = icmp uge i32 %a, %b
  %ult = icmp ult i32 %a, %b
  %ule = icmp ule i32 %a, %b
  %sgt = icmp sgt i32 %a, %b
  %sge = icmp sge i32 %a, %b
  %slt = icmp slt i32 %a, %b
  %sle = icmp sle i32 %a, %b
  %peq = icmp eq ptr %p, null
  %pult = icmp ult ptr %p, %q
  %veq = icmp eq <4 x i8> %v, %w
  %vsgt = icmp sgt <4 x i8> %v, zeroinitializer
  %vpne = icmp ne <2 x ptr> %vp, zeroinitializer
  %i1 = icmp ule i1 %eq, true
  %wide = icmp slt i128 0, -1
  ret void
}
; EXPECTED:
; define void @icmps(i32 %a, i32 %b, ptr %p, ptr %q, <4 x i8> %v, <4 x i8> %w, <2 x ptr> %vp) {
;   %eq = icmp eq i32 %a, %b
;   %ne = icmp ne i32 %a, %b
;   %ugt = icmp ugt i32 %a, %b
;   %uge = icmp uge i32 %a, %b
;   %ult = icmp ult i32 %a, %b
;   %ule = icmp ule i32 %a, %b
;   %sgt = icmp sgt i32 %a, %b
;   %sge = icmp sge i32 %a, %b
;   %slt = icmp slt i32 %a, %b
;   %sle = icmp sle i32 %a, %b
;   %peq = icmp eq ptr %p, null
;   %pult = icmp ult ptr %p, %q
;   %veq = icmp eq <4 x i8> %v, %w
;   %vsgt = icmp sgt <4 x i8> %v, zeroinitializer
;   %vpne = icmp ne <2 x ptr> %vp, zeroinitializer
;   %i1 = icmp ule i1 %eq, true
;   %wide = icmp slt i128 0, -1
;   ret void
; }
