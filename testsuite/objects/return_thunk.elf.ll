; fn_ret_thunk_extern (-mfunction-return=thunk-extern): every return is a jump to
; __x86_return_thunk (code relocations as llc-19's); a function without the attribute keeps
; its ret.
declare i32 @g(i32)

define i32 @leaf(i32 %x) #0 {
  %c = icmp sgt i32 %x, 10
  br i1 %c, label %big, label %small
big:
  ret i32 1
small:
  %y = mul i32 %x, 3
  ret i32 %y
}

define i32 @caller(i32 %x) #0 {
  %a = call i32 @g(i32 %x)
  %b = add i32 %a, 1
  ret i32 %b
}

define i32 @plain(i32 %x) {
  ret i32 %x
}

attributes #0 = { fn_ret_thunk_extern nounwind }
