; test print
; DLL storage classes: dllimport and dllexport on variables, functions and aliases.
target triple = "x86_64-pc-windows-msvc"

@imp_var = external dllimport global i32
@exp_var = dllexport global i32 1
@exp_weak = weak_odr dllexport global i32 2
@exp_alias = dllexport alias i32, ptr @exp_var

declare dllimport void @imp_fn()

define dllexport void @exp_fn() {
  call void @imp_fn()
  ret void
}

define weak_odr dllexport void @exp_weak_fn() {
  ret void
}
; EXPECTED:
; target triple = "x86_64-pc-windows-msvc"
;
; @imp_var = external dllimport global i32
; @exp_var = dllexport global i32 1
; @exp_weak = weak_odr dllexport global i32 2
;
; @exp_alias = dllexport alias i32, ptr @exp_var
;
; declare dllimport void @imp_fn()
;
; define dllexport void @exp_fn() {
;   call void @imp_fn()
;   ret void
; }
;
; define weak_odr dllexport void @exp_weak_fn() {
;   ret void
; }
