; test error
@g = thread_local(localexec global i32 0
; EXPECTED:
; 2:29: error: expected ')', found 'global'
