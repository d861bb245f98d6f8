; test print
; Thread-local storage models: thread_local, localdynamic, initialexec, localexec, and
; thread-local aliases.
@tls_gd = thread_local global i32 0
@tls_ld = thread_local(localdynamic) global i32 1
@tls_ie = thread_local(initialexec) global i32 2
@tls_le = thread_local(localexec) global i32 3
@tls_ext = external thread_local(initialexec) global i32
@tls_alias = thread_local alias i32, ptr @tls_gd
@tls_alias_le = thread_local(localexec) alias i32, ptr @tls_le

define i32 @read() {
  %p = call ptr @llvm.threadlocal.address.p0(ptr @tls_le)
  %v = load i32, ptr %p, align 4
  ret i32 %v
}

declare ptr @llvm.threadlocal.address.p0(ptr)
; EXPECTED:
; @tls_gd = thread_local global i32 0
; @tls_ld = thread_local(localdynamic) global i32 1
; @tls_ie = thread_local(initialexec) global i32 2
; @tls_le = thread_local(localexec) global i32 3
; @tls_ext = external thread_local(initialexec) global i32
;
; @tls_alias = thread_local alias i32, ptr @tls_gd
; @tls_alias_le = thread_local(localexec) alias i32, ptr @tls_le
;
; define i32 @read() {
;   %p = call ptr @llvm.threadlocal.address.p0(ptr @tls_le)
;   %v = load i32, ptr %p, align 4
;   ret i32 %v
; }
;
; declare ptr @llvm.threadlocal.address.p0(ptr)
