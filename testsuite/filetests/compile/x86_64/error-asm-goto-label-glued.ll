; test compile -O0
; Text glued to an asm goto label names another label, which is nowhere: an error, as
; llc-19's assembler gives (it panicked: found by rllc-fuzz).

define void @f() {
entry:
  callbr void asm sideeffect "jmp ${0:l}x", "!i"()
          to label %a [label %b]

a:
  ret void

b:
  ret void
}
; EXPECTED:
; error: inline asm jumps to an undefined label (text after an asm goto label)
