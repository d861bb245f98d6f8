; test error
define void @f(ptr %a) {
entry:
  indirectbr ptr %a, label %entry
}
; EXPECTED:
; 4:22: error: expected '[', found 'label'
