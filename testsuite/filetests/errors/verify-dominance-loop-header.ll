; test error
define i32 @f(i32 %n) {
entry:
  br label %loop
loop:
  %c = icmp slt i32 %i, %n
  %i = add i32 0, 1
  br i1 %c, label %loop, label %exit
exit:
  ret i32 0
}
; EXPECTED:
; 6:8: error: instruction does not dominate all uses: %i
