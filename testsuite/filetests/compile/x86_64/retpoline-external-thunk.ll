; test compile -O2 target=x86_64-linux-gnu
; clang -mretpoline-external-thunk -mindirect-branch-cs-prefix: indirect calls and tail
; calls go through the program's __x86_indirect_thunk_r11 (rllc emits no thunk), each
; call and jump to it with a `cs` prefix (the indirect_branch_cs_prefix module flag), as
; llc does (the `cs` makes the call and the jump 6 bytes; llvm-objdump does not print
; it either).

define i32 @call(ptr %f, i32 %x) #0 {
  %r = call i32 %f(i32 %x)
  %s = add i32 %r, 1
  ret i32 %s
}

define i32 @tail(ptr %f, i32 %x) #0 {
  %r = tail call i32 %f(i32 %x)
  ret i32 %r
}

attributes #0 = { "target-features"="+retpoline-external-thunk,+retpoline-indirect-branches,+retpoline-indirect-calls" }

!llvm.module.flags = !{!0}
!0 = !{i32 4, !"indirect_branch_cs_prefix", i32 1}
; EXPECTED:
; function @call:
;    0:  subq $8, %rsp
;    7:  movq %rdi, %r8
;    a:  movq %rsi, %rdi
;    d:  movq %r8, %r11
;   10:  callq 0x16  # PltPc32 __x86_indirect_thunk_r11-4
;   16:  addl $1, %eax
;   19:  addq $8, %rsp
;   20:  retq
;
; function @tail:
;    0:  movq %rdi, %r8
;    3:  movq %rsi, %rdi
;    6:  movq %r8, %rsi
;    9:  movq %rsi, %r11
;    c:  jmp 0x12  # PltPc32 __x86_indirect_thunk_r11-4
