; test print
; Atomic memory operations: atomic load/store with every ordering LangRef allows and
; syncscope (singlethread, named), volatile atomics; cmpxchg (weak, volatile, every
; success/failure ordering pair shape, syncscope, pointer and integer operands);
; atomicrmw with every LLVM 19 operation (integer, floating-point, pointer xchg, vectors);
; fence with every ordering and syncscope.
define void @atomics(ptr %p, i32 %v, float %f, ptr %q, <2 x half> %hv) {
  %l0 = load atomic i32, ptr %p unordered, align 4
  %l1 = load atomic i32, ptr %p monotonic, align 4
  %l2 = load atomic i32, ptr %p acquire, align 4
  %l3 = load atomic i32, ptr %p seq_cst, align 4
  %l4 = load atomic volatile i32, ptr %p syncscope("singlethread") acquire, align 4
  %l5 = load atomic float, ptr %p syncscope("agent") monotonic, align 4
  %l6 = load atomic ptr, ptr %p seq_cst, align 8
  store atomic i32 %v, ptr %p unordered, align 4
  store atomic i32 %v, ptr %p monotonic, align 4
  store atomic i32 %v, ptr %p release, align 4
  store atomic i32 %v, ptr %p seq_cst, align 4
  store atomic volatile i32 %v, ptr %p syncscope("singlethread") release, align 4
  %c0 = cmpxchg ptr %p, i32 0, i32 %v monotonic monotonic
  %c1 = cmpxchg ptr %p, i32 0, i32 %v acquire acquire, align 4
  %c2 = cmpxchg ptr %p, i32 0, i32 %v release monotonic
  %c3 = cmpxchg ptr %p, i32 0, i32 %v acq_rel acquire
  %c4 = cmpxchg ptr %p, i32 0, i32 %v seq_cst seq_cst
  %c5 = cmpxchg weak ptr %p, i32 0, i32 %v seq_cst monotonic
  %c6 = cmpxchg volatile ptr %p, i32 0, i32 %v acquire monotonic
  %c7 = cmpxchg weak volatile ptr %p, i32 0, i32 %v syncscope("singlethread") seq_cst acquire, align 8
  %c8 = cmpxchg ptr %p, ptr null, ptr %q monotonic monotonic
  %c9 = cmpxchg ptr %p, i64 0, i64 1 syncscope("workgroup") acq_rel monotonic
  %ok = extractvalue { i32, i1 } %c0, 1
  %r0 = atomicrmw xchg ptr %p, i32 %v monotonic
  %r1 = atomicrmw add ptr %p, i32 %v acquire
  %r2 = atomicrmw sub ptr %p, i32 %v release
  %r3 = atomicrmw and ptr %p, i32 %v acq_rel
  %r4 = atomicrmw nand ptr %p, i32 %v seq_cst
  %r5 = atomicrmw or ptr %p, i32 %v monotonic
  %r6 = atomicrmw xor ptr %p, i32 %v monotonic
  %r7 = atomicrmw max ptr %p, i32 %v monotonic
  %r8 = atomicrmw min ptr %p, i32 %v monotonic
  %r9 = atomicrmw umax ptr %p, i32 %v monotonic
  %r10 = atomicrmw umin ptr %p, i32 %v monotonic
  %r11 = atomicrmw fadd ptr %p, float %f monotonic
  %r12 = atomicrmw fsub ptr %p, float %f monotonic
  %r13 = atomicrmw fmax ptr %p, float %f monotonic
  %r14 = atomicrmw fmin ptr %p, float %f monotonic
  %r15 = atomicrmw uinc_wrap ptr %p, i32 %v monotonic
  %r16 = atomicrmw udec_wrap ptr %p, i32 %v monotonic
  %r17 = atomicrmw volatile add ptr %p, i32 1 syncscope("singlethread") seq_cst, align 8
  %r18 = atomicrmw xchg ptr %p, ptr %q acq_rel
  %r19 = atomicrmw xchg ptr %p, float %f monotonic
  %r20 = atomicrmw fadd ptr %p, <2 x half> %hv seq_cst
  %r21 = atomicrmw add ptr %p, i64 1 seq_cst, align 16
  fence acquire
  fence release
  fence acq_rel
  fence seq_cst
  fence syncscope("singlethread") seq_cst
  fence syncscope("agent-one-as") acquire
  ret void
}
; EXPECTED:
; define void @atomics(ptr %p, i32 %v, float %f, ptr %q, <2 x half> %hv) {
;   %l0 = load atomic i32, ptr %p unordered, align 4
;   %l1 = load atomic i32, ptr %p monotonic, align 4
;   %l2 = load atomic i32, ptr %p acquire, align 4
;   %l3 = load atomic i32, ptr %p seq_cst, align 4
;   %l4 = load atomic volatile i32, ptr %p syncscope("singlethread") acquire, align 4
;   %l5 = load atomic float, ptr %p syncscope("agent") monotonic, align 4
;   %l6 = load atomic ptr, ptr %p seq_cst, align 8
;   store atomic i32 %v, ptr %p unordered, align 4
;   store atomic i32 %v, ptr %p monotonic, align 4
;   store atomic i32 %v, ptr %p release, align 4
;   store atomic i32 %v, ptr %p seq_cst, align 4
;   store atomic volatile i32 %v, ptr %p syncscope("singlethread") release, align 4
;   %c0 = cmpxchg ptr %p, i32 0, i32 %v monotonic monotonic
;   %c1 = cmpxchg ptr %p, i32 0, i32 %v acquire acquire, align 4
;   %c2 = cmpxchg ptr %p, i32 0, i32 %v release monotonic
;   %c3 = cmpxchg ptr %p, i32 0, i32 %v acq_rel acquire
;   %c4 = cmpxchg ptr %p, i32 0, i32 %v seq_cst seq_cst
;   %c5 = cmpxchg weak ptr %p, i32 0, i32 %v seq_cst monotonic
;   %c6 = cmpxchg volatile ptr %p, i32 0, i32 %v acquire monotonic
;   %c7 = cmpxchg weak volatile ptr %p, i32 0, i32 %v syncscope("singlethread") seq_cst acquire, align 8
;   %c8 = cmpxchg ptr %p, ptr null, ptr %q monotonic monotonic
;   %c9 = cmpxchg ptr %p, i64 0, i64 1 syncscope("workgroup") acq_rel monotonic
;   %ok = extractvalue { i32, i1 } %c0, 1
;   %r0 = atomicrmw xchg ptr %p, i32 %v monotonic
;   %r1 = atomicrmw add ptr %p, i32 %v acquire
;   %r2 = atomicrmw sub ptr %p, i32 %v release
;   %r3 = atomicrmw and ptr %p, i32 %v acq_rel
;   %r4 = atomicrmw nand ptr %p, i32 %v seq_cst
;   %r5 = atomicrmw or ptr %p, i32 %v monotonic
;   %r6 = atomicrmw xor ptr %p, i32 %v monotonic
;   %r7 = atomicrmw max ptr %p, i32 %v monotonic
;   %r8 = atomicrmw min ptr %p, i32 %v monotonic
;   %r9 = atomicrmw umax ptr %p, i32 %v monotonic
;   %r10 = atomicrmw umin ptr %p, i32 %v monotonic
;   %r11 = atomicrmw fadd ptr %p, float %f monotonic
;   %r12 = atomicrmw fsub ptr %p, float %f monotonic
;   %r13 = atomicrmw fmax ptr %p, float %f monotonic
;   %r14 = atomicrmw fmin ptr %p, float %f monotonic
;   %r15 = atomicrmw uinc_wrap ptr %p, i32 %v monotonic
;   %r16 = atomicrmw udec_wrap ptr %p, i32 %v monotonic
;   %r17 = atomicrmw volatile add ptr %p, i32 1 syncscope("singlethread") seq_cst, align 8
;   %r18 = atomicrmw xchg ptr %p, ptr %q acq_rel
;   %r19 = atomicrmw xchg ptr %p, float %f monotonic
;   %r20 = atomicrmw fadd ptr %p, <2 x half> %hv seq_cst
;   %r21 = atomicrmw add ptr %p, i64 1 seq_cst, align 16
;   fence acquire
;   fence release
;   fence acq_rel
;   fence seq_cst
;   fence syncscope("singlethread") seq_cst
;   fence syncscope("agent-one-as") acquire
;   ret void
; }
