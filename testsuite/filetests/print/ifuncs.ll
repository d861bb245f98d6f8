; test print
; IFuncs: linkages, visibility, preemption, partitions, resolvers in other address spaces,
; forward references, and calls through an ifunc.
@if = ifunc i32 (i32), ptr @resolver
@if_internal = internal ifunc void (), ptr @resolver2
@if_weak = weak ifunc void (), ptr @resolver2
@if_linkonce_odr = linkonce_odr hidden ifunc void (), ptr @resolver2
@if_private = private ifunc void (), ptr @resolver2
@if_protected = protected ifunc void (), ptr @resolver2
@if_dso_local = dso_local ifunc void (), ptr @resolver2
@if_part = ifunc void (), ptr @resolver2, partition "pi"
@if_external = external ifunc void (), ptr @resolver2
@if_unnamed = unnamed_addr ifunc void (), ptr @resolver2

define internal i32 @impl(i32 %x) {
  ret i32 %x
}

define internal ptr @resolver() {
  ret ptr @impl
}

define internal ptr @resolver2() {
  ret ptr null
}

define i32 @use(i32 %x) {
  %r = call i32 @if(i32 %x)
  ret i32 %r
}
; EXPECTED:
; @if = ifunc i32 (i32), ptr @resolver
; @if_internal = internal ifunc void (), ptr @resolver2
; @if_weak = weak ifunc void (), ptr @resolver2
; @if_linkonce_odr = linkonce_odr hidden ifunc void (), ptr @resolver2
; @if_private = private ifunc void (), ptr @resolver2
; @if_protected = protected ifunc void (), ptr @resolver2
; @if_dso_local = dso_local ifunc void (), ptr @resolver2
; @if_part = ifunc void (), ptr @resolver2, partition "pi"
; @if_external = ifunc void (), ptr @resolver2
; @if_unnamed = unnamed_addr ifunc void (), ptr @resolver2
;
; define internal i32 @impl(i32 %x) {
;   ret i32 %x
; }
;
; define internal ptr @resolver() {
;   ret ptr @impl
; }
;
; define internal ptr @resolver2() {
;   ret ptr null
; }
;
; define i32 @use(i32 %x) {
;   %r = call i32 @if(i32 %x)
;   ret i32 %r
; }
