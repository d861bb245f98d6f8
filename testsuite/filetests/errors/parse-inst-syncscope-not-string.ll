; test error
define void @f() {
  fence syncscope(agent) seq_cst
  ret void
}
; EXPECTED:
; 3:19: error: expected sync scope name, found 'agent'
