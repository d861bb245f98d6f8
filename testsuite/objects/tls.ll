; Thread-locals of every linkage and model: data and zero-initialised, with their
; accesses (TLS models on ELF, TLV descriptors on Mach-O).
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"

@gd = thread_local global i32 1
@gdz = thread_local global [8 x i64] zeroinitializer
@loc = internal thread_local global i32 2
@locz = internal thread_local global i32 0
@hid = hidden thread_local global i32 3
@dl = dso_local thread_local global i32 4
@ie = thread_local(initialexec) global i32 5
@le = thread_local(localexec) global i32 6
@ld = thread_local(localdynamic) global i32 7
@ext = external thread_local global i32
@extie = external thread_local(initialexec) global i32

define ptr @a_gd() {
  ret ptr @gd
}
define ptr @a_gdz() {
  ret ptr @gdz
}
define ptr @a_loc() {
  ret ptr @loc
}
define ptr @a_locz() {
  ret ptr @locz
}
define ptr @a_hid() {
  ret ptr @hid
}
define ptr @a_dl() {
  ret ptr @dl
}
define ptr @a_ie() {
  ret ptr @ie
}
define ptr @a_le() {
  ret ptr @le
}
define ptr @a_ld() {
  ret ptr @ld
}
define ptr @a_ext() {
  ret ptr @ext
}
define ptr @a_extie() {
  ret ptr @extie
}
