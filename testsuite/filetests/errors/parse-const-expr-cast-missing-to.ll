; test error
@g = global ptr addrspacecast (ptr addrspace(1) null ptr)
; EXPECTED:
; 2:54: error: expected 'to', found 'ptr'
