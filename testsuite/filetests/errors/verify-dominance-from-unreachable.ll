; test error
define i32 @f() {
entry:
  br label %exit
dead:
  %x = add i32 1, 2
  br label %exit
exit:
  ret i32 %x
}
; EXPECTED:
; 9:3: error: instruction does not dominate all uses: %x
