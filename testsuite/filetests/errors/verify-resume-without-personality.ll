; test error
define void @f({ ptr, i32 } %e) {
  resume { ptr, i32 } %e
}
; EXPECTED:
; 3:3: error: resume needs to be in a function with a personality
