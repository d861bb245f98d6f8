; test error
@g = external global ptr addrspace("Q")
; EXPECTED:
; 2:36: error: invalid symbolic address space 'Q'
