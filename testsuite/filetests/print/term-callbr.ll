; test print
; callbr: asm goto with no, one and several indirect destinations, outputs, attributes,
; and the result used in the fallthrough and indirect blocks.
define i32 @callbr(i32 %x) {
entry:
  callbr void asm "jmp ${0:l}", "!i"()
          to label %fall [label %ind1]

fall:
  %r = callbr i32 asm "mov $1, $0; jmp ${2:l}", "=r,r,!i,!i"(i32 %x)
          to label %fall2 [label %ind1, label %ind2]

fall2:
  callbr void asm sideeffect "", ""()
          to label %ind2 []

ind1:
  %p = phi i32 [ 0, %entry ], [ %r, %fall ], [ %q, %ind2 ], [ %q, %ind2 ]
  ret i32 %p

ind2:
  %q = phi i32 [ %r, %fall ], [ %r, %fall2 ]
  callbr void asm sideeffect inteldialect "jmp ${0:l}", "!i,~{memory}"() #0
          to label %ind1 [label %ind1]
}

attributes #0 = { nounwind }
; EXPECTED:
; define i32 @callbr(i32 %x) {
; entry:
;   callbr void asm "jmp ${0:l}", "!i"()
;           to label %fall [label %ind1]
;
; fall:
;   %r = callbr i32 asm "mov $1, $0; jmp ${2:l}", "=r,r,!i,!i"(i32 %x)
;           to label %fall2 [label %ind1, label %ind2]
;
; fall2:
;   callbr void asm sideeffect "", ""()
;           to label %ind2 []
;
; ind1:
;   %p = phi i32 [ 0, %entry ], [ %r, %fall ], [ %q, %ind2 ], [ %q, %ind2 ]
;   ret i32 %p
;
; ind2:
;   %q = phi i32 [ %r, %fall ], [ %r, %fall2 ]
;   callbr void asm sideeffect inteldialect "jmp ${0:l}", "!i,~{memory}"() #0
;           to label %ind1 [label %ind1]
; }
;
; attributes #0 = { nounwind }
