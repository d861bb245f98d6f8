; test print
; Inline assembler callees: plain, sideeffect, alignstack, inteldialect, unwind, every
; combination, constraint strings with escapes, outputs, indirect (elementtype) operands,
; results of struct type, and invoke of unwinding asm.
define i32 @asm(i32 %x, ptr %p) personality ptr @pers {
entry:
  call void asm "nop", ""()
  call void asm sideeffect "nop", "~{memory}"()
  call void asm alignstack "nop", ""()
  call void asm inteldialect "mov eax, eax", "~{eax}"()
  call void asm unwind "call foo", "~{dirflag},~{fpsr},~{flags}"()
  call void asm sideeffect alignstack inteldialect unwind "nop", ""()
  call void asm sideeffect alignstack "nop", ""()
  call void asm sideeffect inteldialect "nop", ""()
  %a = call i32 asm "addl $2, $0", "=r,0,ir,~{cc}"(i32 %x, i32 1)
  %b = call { i32, i32 } asm "cpuid", "={ax},={bx},{ax},~{dirflag}"(i32 %x)
  call void asm sideeffect "movl $1, $0", "=*m,r"(ptr elementtype(i32) %p, i32 %x)
  %c = call i32 asm "escaped \22quotes\22 and \09tab $$0", "=r"()
  %d = call i32 asm sideeffect "", "=r,r,~{memory}"(i32 %a) nounwind
  invoke void asm sideeffect unwind "call thrower", "~{memory}"()
          to label %ok unwind label %lp

ok:
  ret i32 %d

lp:
  %e = landingpad { ptr, i32 } cleanup
  resume { ptr, i32 } %e
}

declare i32 @pers(...)
; EXPECTED:
; define i32 @asm(i32 %x, ptr %p) personality ptr @pers {
; entry:
;   call void asm "nop", ""()
;   call void asm sideeffect "nop", "~{memory}"()
;   call void asm alignstack "nop", ""()
;   call void asm inteldialect "mov eax, eax", "~{eax}"()
;   call void asm unwind "call foo", "~{dirflag},~{fpsr},~{flags}"()
;   call void asm sideeffect alignstack inteldialect unwind "nop", ""()
;   call void asm sideeffect alignstack "nop", ""()
;   call void asm sideeffect inteldialect "nop", ""()
;   %a = call i32 asm "addl $2, $0", "=r,0,ir,~{cc}"(i32 %x, i32 1)
;   %b = call { i32, i32 } asm "cpuid", "={ax},={bx},{ax},~{dirflag}"(i32 %x)
;   call void asm sideeffect "movl $1, $0", "=*m,r"(ptr elementtype(i32) %p, i32 %x)
;   %c = call i32 asm "escaped \22quotes\22 and \09tab $$0", "=r"()
;   %d = call i32 asm sideeffect "", "=r,r,~{memory}"(i32 %a) #0
;   invoke void asm sideeffect unwind "call thrower", "~{memory}"()
;           to label %ok unwind label %lp
;
; ok:
;   ret i32 %d
;
; lp:
;   %e = landingpad { ptr, i32 }
;           cleanup
;   resume { ptr, i32 } %e
; }
;
; declare i32 @pers(...)
;
; attributes #0 = { nounwind }
