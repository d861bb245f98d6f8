; test compile -O2 target=x86_64-linux-gnu
; An indirectbr without targets in a function without other indirectbrs cannot go
; anywhere defined: ud2 (the lowering expected a dispatch block and panicked; found by
; rllc-fuzz).
define void @none(ptr %p) {
  indirectbr ptr %p, []
}
; EXPECTED:
; function @none:
;    0:  ud2
