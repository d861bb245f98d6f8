; test print
; Pre-LLVM-16 memory attributes on functions and call sites (readnone, readonly,
; writeonly, argmemonly, inaccessiblememonly, inaccessiblemem_or_argmemonly), which LLVM
; upgrades to memory(...), alone, combined and in attribute groups; readonly/writeonly on
; parameters stay as they are.
declare void @a() readnone
declare void @b() readonly
declare void @c() writeonly
declare void @d() argmemonly
declare void @e() inaccessiblememonly
declare void @f() inaccessiblemem_or_argmemonly
declare void @g() argmemonly readonly nounwind
declare void @h() inaccessiblemem_or_argmemonly writeonly
declare void @i(ptr readonly, ptr writeonly, ptr readnone) #0

define void @calls(ptr %p) {
  call void @a() readnone
  call void @d() argmemonly readonly
  call void @i(ptr readonly %p, ptr %p, ptr %p) #0
  ret void
}

attributes #0 = { nounwind inaccessiblememonly readonly }
; EXPECTED:
; declare void @a() #0
;
; declare void @b() #1
;
; declare void @c() #2
;
; declare void @d() #3
;
; declare void @e() #4
;
; declare void @f() #5
;
; declare void @g() #6
;
; declare void @h() #7
;
; declare void @i(ptr readonly, ptr writeonly, ptr readnone) #8
;
; define void @calls(ptr %p) {
;   call void @a() #0
;   call void @d() #9
;   call void @i(ptr readonly %p, ptr %p, ptr %p) #8
;   ret void
; }
;
; attributes #0 = { memory(none) }
; attributes #1 = { memory(read) }
; attributes #2 = { memory(write) }
; attributes #3 = { memory(argmem: readwrite) }
; attributes #4 = { memory(inaccessiblemem: readwrite) }
; attributes #5 = { memory(argmem: readwrite, inaccessiblemem: readwrite) }
; attributes #6 = { nounwind memory(argmem: read) }
; attributes #7 = { memory(argmem: write, inaccessiblemem: write) }
; attributes #8 = { nounwind memory(inaccessiblemem: read) }
; attributes #9 = { memory(argmem: read) }
