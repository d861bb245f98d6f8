; test error
@g = external global ptr addrspace(1)*
; EXPECTED:
; 2:38: error: ptr* is invalid - use ptr instead
