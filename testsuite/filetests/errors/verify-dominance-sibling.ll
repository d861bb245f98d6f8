; test error
define i32 @f(i1 %c) {
entry:
  br i1 %c, label %a, label %b
a:
  %x = add i32 1, 2
  br label %b
b:
  ret i32 %x
}
; EXPECTED:
; 9:3: error: instruction does not dominate all uses: %x
