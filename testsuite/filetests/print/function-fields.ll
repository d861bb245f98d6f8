; test print
; Function definitions and declarations with every header field of LangRef "Functions":
; linkage, preemption, visibility, DLL storage, cc, return attributes, return type, name,
; parameters and varargs, unnamed_addr, addrspace, function attributes, section, partition,
; comdat, align, gc, prefix, prologue, personality, metadata attachments.
$fc = comdat any
$everything = comdat any

declare void @simple()
declare i32 @varargs(i32, ...)
declare void @only_varargs(...)
declare void @named_params(i32 %a, ptr %b)
declare void @in_addrspace() addrspace(1)
declare i32 @__gxx_personality_v0(...)

define void @sec() section ".text.hot" {
  ret void
}

define void @part() partition "part2" {
  ret void
}

define void @cd() comdat($fc) {
  ret void
}

define void @aligned() align 32 {
  ret void
}

define void @gc_fn() gc "statepoint-example" {
  ret void
}

define void @prefixed() prefix i32 123 {
  ret void
}

define void @prologued() prologue { i8, i8 } { i8 -21, i8 0 } {
  ret void
}

define void @with_personality() personality ptr @__gxx_personality_v0 {
  ret void
}

define void @md_attached() !foo !0 !bar !1 {
  ret void
}

define void @fn_addrspace() addrspace(2) {
  ret void
}

define linkonce_odr dso_local hidden fastcc noundef nonnull ptr @everything(ptr noundef %p) unnamed_addr addrspace(0) #0 section ".text.e" partition "pe" comdat align 16 gc "shadow-stack" prefix [2 x i8] c"ab" prologue i8 1 personality ptr @__gxx_personality_v0 !foo !0 {
  ret ptr %p
}

define weak_odr dllexport void @exported() {
  ret void
}

declare !foo !0 void @decl_with_md()

declare extern_weak hidden i32 @decl_fields(i32) unnamed_addr #0 align 8 gc "ocaml" prefix i8 0

attributes #0 = { nounwind }

!0 = !{}
!1 = !{!"bar"}
; EXPECTED:
; $fc = comdat any
; $everything = comdat any
;
; declare void @simple()
;
; declare i32 @varargs(i32, ...)
;
; declare void @only_varargs(...)
;
; declare void @named_params(i32, ptr)
;
; declare void @in_addrspace() addrspace(1)
;
; declare i32 @__gxx_personality_v0(...)
;
; define void @sec() section ".text.hot" {
;   ret void
; }
;
; define void @part() partition "part2" {
;   ret void
; }
;
; define void @cd() comdat($fc) {
;   ret void
; }
;
; define void @aligned() align 32 {
;   ret void
; }
;
; define void @gc_fn() gc "statepoint-example" {
;   ret void
; }
;
; define void @prefixed() prefix i32 123 {
;   ret void
; }
;
; define void @prologued() prologue { i8, i8 } { i8 -21, i8 0 } {
;   ret void
; }
;
; define void @with_personality() personality ptr @__gxx_personality_v0 {
;   ret void
; }
;
; define void @md_attached() !foo !0 !bar !1 {
;   ret void
; }
;
; define void @fn_addrspace() addrspace(2) {
;   ret void
; }
;
; define linkonce_odr hidden fastcc noundef nonnull ptr @everything(ptr noundef %p) unnamed_addr #0 section ".text.e" partition "pe" comdat align 16 gc "shadow-stack" prefix [2 x i8] c"ab" prologue i8 1 personality ptr @__gxx_personality_v0 !foo !0 {
;   ret ptr %p
; }
;
; define weak_odr dllexport void @exported() {
;   ret void
; }
;
; declare !foo !0 void @decl_with_md()
;
; declare extern_weak dso_local hidden i32 @decl_fields(i32) unnamed_addr #0 align 8 gc "ocaml" prefix i8 0
;
; attributes #0 = { nounwind }
;
; !0 = !{}
; !1 = !{!"bar"}
