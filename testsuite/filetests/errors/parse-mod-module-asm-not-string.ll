; test error
module asm nop
; EXPECTED:
; 2:12: error: expected string, found 'nop'
