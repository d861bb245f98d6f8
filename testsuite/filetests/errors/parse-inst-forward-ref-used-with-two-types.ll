; test error
define void @f() {
entry:
  br label %next
next:
  %a = add i32 %later, 1
  %b = add i64 %later, 1
  ret void
}
; EXPECTED:
; 7:16: error: '%later' used with type 'i32' but expected 'i64'
