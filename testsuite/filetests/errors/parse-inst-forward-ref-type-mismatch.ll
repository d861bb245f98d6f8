; test error
define i32 @f(i1 %c) {
entry:
  br i1 %c, label %a, label %b
a:
  %x = add i32 %y, 1
  ret i32 %x
b:
  %y = add i64 1, 2
  ret i32 0
}
; EXPECTED:
; 9:3: error: '%y' defined with type 'i64' but expected 'i32'
