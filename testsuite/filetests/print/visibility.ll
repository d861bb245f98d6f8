; test print
; Visibility styles: default, hidden, protected, on every kind of global value.
@v_default = default global i32 0
@v_hidden = hidden global i32 0
@v_protected = protected global i32 0
@v_ext_hidden = external hidden global i32
@v_weak_protected = weak protected global i32 0
@a_hidden = hidden alias i32, ptr @v_default
@a_protected = protected alias i32, ptr @v_default
@i_hidden = hidden ifunc void (), ptr @resolver

define hidden void @f_hidden() {
  ret void
}

define protected void @f_protected() {
  ret void
}

define default void @f_default() {
  ret void
}

declare hidden void @d_hidden()

define internal ptr @resolver() {
  ret ptr @f_hidden
}
; EXPECTED:
; @v_default = global i32 0
; @v_hidden = hidden global i32 0
; @v_protected = protected global i32 0
; @v_ext_hidden = external hidden global i32
; @v_weak_protected = weak protected global i32 0
;
; @a_hidden = hidden alias i32, ptr @v_default
; @a_protected = protected alias i32, ptr @v_default
;
; @i_hidden = hidden ifunc void (), ptr @resolver
;
; define hidden void @f_hidden() {
;   ret void
; }
;
; define protected void @f_protected() {
;   ret void
; }
;
; define void @f_default() {
;   ret void
; }
;
; declare hidden void @d_hidden()
;
; define internal ptr @resolver() {
;   ret ptr @f_hidden
; }
