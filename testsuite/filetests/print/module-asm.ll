; test print
; Module-level inline asm: several blocks, escapes, an empty line, and order with globals.
module asm "\09.globl my_asm_sym"
module asm "my_asm_sym:"
module asm "\09ret"
module asm ""
module asm "\09.section .note.tag,\22a\22,@note"

@g = global i32 0

module asm "\09.text  # after a global"
; EXPECTED:
; module asm "\09.globl my_asm_sym"
; module asm "my_asm_sym:"
; module asm "\09ret"
; module asm ""
; module asm "\09.section .note.tag,\22a\22,@note"
; module asm "\09.text  # after a global"
;
; @g = global i32 0
