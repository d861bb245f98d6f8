; test compile -O2 target=x86_64-linux-gnu
; Under Indirect Branch Tracking an indirect call with `nocf_check` is `notrack call` (its
; target need not start with endbr64), as llc writes it; other calls stay tracked.

define void @f(ptr %p) {
  call void %p() #0
  call void %p()
  ret void
}

attributes #0 = { nocf_check }

!llvm.module.flags = !{!0}
!0 = !{i32 8, !"cf-protection-branch", i32 1}
; EXPECTED:
; function @f:
;    0:  endbr64
;    4:  pushq %rbx
;    5:  movq %rdi, %rbx
;    8:  notrack callq *%rbx
;    b:  movq %rbx, %rdi
;    e:  callq *%rdi
;   10:  popq %rbx
;   11:  retq
