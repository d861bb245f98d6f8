; test error
define i32 @f() {
entry:
  br label %next
next:
  %v = add i32 %entry, 1
  ret i32 %v
}
; EXPECTED:
; 6:16: error: '%entry' defined with type 'label' but expected 'i32'
