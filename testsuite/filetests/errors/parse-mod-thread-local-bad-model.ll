; test error
@g = thread_local(dynamic) global i32 0
; EXPECTED:
; 2:19: error: expected thread local model, found 'dynamic'
