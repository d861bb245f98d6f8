; test compile -O0
; Two outputs in one register ("d" and "{dx}") cannot both be defined: an error, as llc-19
; gives; regalloc2 panicked (found by rllc-fuzz, with the "d" in a garbled "{...}" code).

define i32 @f() {
  %r = call { i32, i32 } asm "cpuid", "=d,={dx},~{dirflag},~{fpsr},~{flags}"()
  %a = extractvalue { i32, i32 } %r, 0
  ret i32 %a
}
; EXPECTED:
; error: unsupported: inline asm with two outputs in one register
