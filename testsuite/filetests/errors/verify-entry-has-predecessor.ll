; test error
define void @f() {
entry:
  br label %entry
}
; EXPECTED:
; 4:3: error: entry block to function must not have predecessors: %entry
