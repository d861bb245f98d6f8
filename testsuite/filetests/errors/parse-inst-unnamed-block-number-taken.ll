; test error
define void @f() {
  br label %1
  %1 = add i32 1, 2
  ret void
}
; EXPECTED:
; 4:3: error: instruction expected to be numbered '%2' or greater
