; Module-level constructs on every format: linkage, visibility, data kinds (zero,
; read-only, relocated, mergeable strings and literals), aliases, llvm.used,
; constructors and destructors with priorities, alignment, available_externally
; definitions (not emitted), local_unnamed_addr.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"

@counter = global i32 7
@zeroed = global [16 x i64] zeroinitializer
@izero = internal global i32 0
@istat = internal global i32 5
@wk = weak global i32 3
@wkz = weak global i32 0
@wodr = weak_odr global i32 3
@lo = linkonce global i32 2
@lodr = linkonce_odr global i32 2
@rodr = linkonce_odr constant i32 2
@com = common global i64 0, align 8
@hid = hidden global i32 4
@prot = protected global i32 5
@aligned = global i32 3, align 64
@big = global [40 x i8] zeroinitializer
@ro = constant i32 5
@ro_big = constant [5 x i32] [i32 1, i32 2, i32 3, i32 4, i32 5]
@relro = constant ptr @counter
@relro_int = internal constant [2 x ptr] [ptr @counter, ptr @istat]
@str = private unnamed_addr constant [6 x i8] c"hello\00"
@str2 = private unnamed_addr constant [6 x i8] c"world\00", align 16
@wstr = private unnamed_addr constant [3 x i16] [i16 104, i16 105, i16 0]
@lstr = private unnamed_addr constant [3 x i32] [i32 104, i32 105, i32 0]
@gstr = unnamed_addr constant [4 x i8] c"glo\00"
@lit4 = private unnamed_addr constant float 1.5
@lit8 = private unnamed_addr constant double 2.5
@lit16 = private unnamed_addr constant [2 x i64] [i64 1, i64 2]
@lit32 = private unnamed_addr constant [4 x i64] [i64 1, i64 2, i64 3, i64 4]
@pdata = private global i32 9
@usedv = internal global i32 9
@cusedv = internal global i32 10
@ext = external global i32
@avail = available_externally global i32 6
@lua = local_unnamed_addr constant [4 x i8] c"lua\00"
@extw = extern_weak global i32
@al = alias i32, ptr @counter
@al_off = alias i32, getelementptr (i8, ptr @ro_big, i64 8)
@fal = alias void (), ptr @init
@table = global [3 x ptr] [ptr @str, ptr @pdata, ptr @al_off]
@llvm.used = appending global [1 x ptr] [ptr @usedv], section "llvm.metadata"
@llvm.compiler.used = appending global [1 x ptr] [ptr @cusedv], section "llvm.metadata"
@llvm.global_ctors = appending global [3 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 65535, ptr @init, ptr null }, { i32, ptr, ptr } { i32 101, ptr @init2, ptr null }, { i32, ptr, ptr } { i32 200, ptr @init, ptr null }]
@llvm.global_dtors = appending global [1 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 65535, ptr @fini, ptr null }]

declare i32 @puts(ptr)
declare extern_weak void @maybe()

define void @init() {
  ret void
}

define internal void @init2() {
  ret void
}

define hidden void @fini() {
  ret void
}

define linkonce_odr i32 @inl() {
  ret i32 1
}

define weak void @wfun() {
  ret void
}

define available_externally i32 @avail_fn() {
  ret i32 7
}

define i32 @use_avail() {
  %a = load i32, ptr @avail
  %b = call i32 @avail_fn()
  %l = load i8, ptr @lua
  %l32 = zext i8 %l to i32
  %s = add i32 %a, %b
  %t = add i32 %s, %l32
  ret i32 %t
}

define ptr @addr_ext() {
  ret ptr @ext
}

define ptr @addr_extw() {
  ret ptr @extw
}

define ptr @addr_maybe() {
  ret ptr @maybe
}

define ptr @addr_hid() {
  ret ptr @hid
}

define ptr @addr_pdata() {
  ret ptr @pdata
}

define float @get_lit4() {
  %a = load float, ptr @lit4
  ret float %a
}

define double @get_lit8() {
  %a = load double, ptr @lit8
  ret double %a
}

define i64 @get_lit16() {
  %a = load i64, ptr @lit16
  ret i64 %a
}

define i64 @get_lit32() {
  %a = load i64, ptr getelementptr (i8, ptr @lit32, i64 8)
  ret i64 %a
}

define i16 @get_wstr() {
  %a = load i16, ptr @wstr
  ret i16 %a
}

define i32 @get_lstr() {
  %a = load i32, ptr @lstr
  ret i32 %a
}

define i8 @get_str2() {
  %a = load i8, ptr @str2
  ret i8 %a
}

define ptr @addr_relro_int() {
  ret ptr @relro_int
}

define i32 @get_istat() {
  call void @init2()
  %a = load i32, ptr @istat
  ret i32 %a
}

define i32 @main() {
  %r = call i32 @puts(ptr @str)
  %i = call i32 @inl()
  call void @wfun()
  %s = add i32 %r, %i
  ret i32 %s
}
