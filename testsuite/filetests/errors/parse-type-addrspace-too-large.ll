; test error
@g = external global ptr addrspace(16777216)
; EXPECTED:
; 2:36: error: invalid address space, must be a 24-bit integer
