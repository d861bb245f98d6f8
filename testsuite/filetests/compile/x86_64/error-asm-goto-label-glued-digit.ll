; test compile -O0
; A digit glued to an asm goto label makes another block's name, which is none of the
; statement's labels: an error (it panicked on the block number: found by rllc-fuzz).

define void @f() {
entry:
  callbr void asm sideeffect "jmp ${0:l}0", "!i"()
          to label %a [label %b]

a:
  ret void

b:
  ret void
}
; EXPECTED:
; error: inline asm jumps to an undefined label (text after an asm goto label)
