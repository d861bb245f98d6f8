; ELF only: comdat groups (any, nodeduplicate, a comdat named after no global, a
; constructor keyed to comdat data), ifuncs, partitions, explicit sections.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"

$inl = comdat any
$data = comdat any
$nodup = comdat nodeduplicate
$group_only = comdat any

@data = linkonce_odr global i32 1, comdat
@data_str = linkonce_odr constant [4 x i8] c"abc\00", comdat($data)
@nd = global i32 2, comdat($nodup)
@go = linkonce_odr global i64 3, comdat($group_only)
@sect = global i32 3, section "mysec"
@sect_ro = constant i32 4, section ".rodata.mine"
@sect_bss = global i32 0, section ".bss.mine"
@sect_tdata = thread_local global i32 5, section ".tdata.mine"
@sect_used = internal global i32 6, section "kept"
@part = global i32 7, partition "part1"
@llvm.used = appending global [1 x ptr] [ptr @sect_used], section "llvm.metadata"
@llvm.global_ctors = appending global [1 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 300, ptr @init_data, ptr @data }]
@ifn = ifunc i32 (), ptr @resolve
@ifn_local = internal ifunc i32 (), ptr @resolve

define linkonce_odr i32 @inl() comdat {
  ret i32 1
}

define internal void @init_data() comdat($data) {
  store i32 2, ptr @data
  ret void
}

define internal ptr @resolve() {
  ret ptr @impl
}

define internal i32 @impl() {
  ret i32 4
}

define i32 @in_section() section ".text.special" {
  ret i32 5
}

define i32 @use() {
  %a = call i32 @ifn()
  %b = call i32 @ifn_local()
  %c = call i32 @inl()
  %d = load i32, ptr @nd
  %e = load i64, ptr @go
  %f = load i32, ptr @sect_tdata
  %s = add i32 %a, %b
  %t = add i32 %s, %c
  %u = add i32 %t, %d
  %v = add i32 %u, %f
  %e32 = trunc i64 %e to i32
  %w = add i32 %v, %e32
  ret i32 %w
}

define ptr @addr_ifn() {
  ret ptr @ifn
}
