; COFF only: comdats of every selection kind (any, exactmatch, largest, nodeduplicate,
; samesize) with their functions, data associative to a function's comdat, a
; constructor keyed to comdat data; dllexport and dllimport functions, variables and
; aliases; hidden definitions; aligned common symbols; llvm.used; explicit sections;
; a function using floating point; linker options (`#pragma comment(lib, …)`).
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"

$any = comdat any
$exact = comdat exactmatch
$largest = comdat largest
$nodup = comdat nodeduplicate
$same = comdat samesize
$fn_with_data = comdat any

@any = linkonce_odr global i32 1, comdat
@any_tail = linkonce_odr constant [4 x i8] c"abc\00", comdat($any)
@exact = weak_odr global i64 2, comdat
@largest = weak global [4 x i32] [i32 1, i32 2, i32 3, i32 4], comdat
@nodup = global i32 3, comdat
@same = linkonce global i16 4, comdat
@fn_table = linkonce_odr constant [2 x i32] [i32 5, i32 6], comdat($fn_with_data)
@exported = dllexport global i32 7
@exported_ro = dllexport constant i32 8
@imported = external dllimport global i32
@hidden_var = hidden global i32 9
@com8 = common global i64 0, align 8
@com16 = common global [4 x i32] zeroinitializer, align 16
@com1 = common global i8 0, align 1
@kept = global i32 10
@kept_local = internal global i32 11
@in_section = global i32 12, section ".mydata"
@ro_in_section = constant i32 13, section ".myrdata"
@exported_alias = dllexport alias i32, ptr @exported
@llvm.used = appending global [2 x ptr] [ptr @kept, ptr @kept_local], section "llvm.metadata"
@llvm.global_ctors = appending global [1 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 65535, ptr @init_any, ptr @any }]

declare dllimport i32 @imported_fn(i32)

define linkonce_odr i32 @fn_with_data(i32 %i) comdat {
  %p = getelementptr [2 x i32], ptr @fn_table, i64 0, i32 %i
  %v = load i32, ptr %p
  ret i32 %v
}

define internal void @init_any() comdat($any) {
  store i32 2, ptr @any
  ret void
}

define dllexport i32 @exported_fn() {
  %a = load i32, ptr @imported
  %b = call i32 @imported_fn(i32 %a)
  %c = call i32 @fn_with_data(i32 1)
  %s = add i32 %b, %c
  ret i32 %s
}

define hidden void @hidden_fn() {
  ret void
}

define double @uses_fp(double %x) {
  %y = fmul double %x, %x
  ret double %y
}

define i32 @use_all() {
  %a = load i32, ptr @any
  %b = load i64, ptr @exact
  %c = load i32, ptr @largest
  %d = load i32, ptr @nodup
  %e = load i16, ptr @same
  %f = load i32, ptr @hidden_var
  %g = load i64, ptr @com8
  %h = load i32, ptr @in_section
  %i = load i32, ptr @ro_in_section
  %b32 = trunc i64 %b to i32
  %e32 = sext i16 %e to i32
  %g32 = trunc i64 %g to i32
  %s1 = add i32 %a, %b32
  %s2 = add i32 %s1, %c
  %s3 = add i32 %s2, %d
  %s4 = add i32 %s3, %e32
  %s5 = add i32 %s4, %f
  %s6 = add i32 %s5, %g32
  %s7 = add i32 %s6, %h
  %s8 = add i32 %s7, %i
  call void @hidden_fn()
  ret i32 %s8
}

!llvm.linker.options = !{!0, !1}
!0 = !{!"/DEFAULTLIB:foo.lib"}
!1 = !{!"/alternatename:a=b", !"-l\5Cq"}
