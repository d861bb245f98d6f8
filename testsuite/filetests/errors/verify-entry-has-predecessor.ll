; test error
define void @f() {
entry:
  br label %entry
}
; EXPECTED:
; 4:3: error: the entry block cannot have predecessors
