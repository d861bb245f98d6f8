; test print
; Aliases: every linkage allowed on an alias, preemption, visibility, DLL storage, TLS,
; unnamed_addr, address spaces, aliasee constant expressions, partitions, aliases of
; aliases, and forward references.
@g = global [4 x i32] zeroinitializer
@g1 = addrspace(1) global i32 0

@a = alias [4 x i32], ptr @g
@a_private = private alias i32, ptr @g
@a_internal = internal alias i32, ptr @g
@a_linkonce = linkonce alias i32, ptr @g
@a_weak = weak alias i32, ptr @g
@a_linkonce_odr = linkonce_odr alias i32, ptr @g
@a_weak_odr = weak_odr alias i32, ptr @g
@a_external = external alias i32, ptr @g
@a_available_externally = available_externally alias i32, ptr @ae_target
@a_gep = alias i32, getelementptr inbounds ([4 x i32], ptr @g, i64 0, i64 2)
@a_gep_i8 = alias i8, getelementptr (i8, ptr @g, i64 3)
@a_cast = alias i32, addrspacecast (ptr addrspace(1) @g1 to ptr)
@a_as1 = alias i32, ptr addrspace(1) @g1
@a_of_alias = alias i32, ptr @a
@a_fwd = alias i32, ptr @later
@a_fn = alias void (), ptr @f
@a_all = dso_local hidden unnamed_addr alias i32, ptr @g, partition "pa"
@a_tls = thread_local(localdynamic) alias i32, ptr @tls
@a_dll = dllexport alias i32, ptr @g
@a_local_unnamed = local_unnamed_addr alias i32, ptr @g
@a_protected = protected alias i32, ptr @g

@later = global i32 1
@ae_target = available_externally global i32 5
@tls = thread_local global i32 0

define void @f() {
  ret void
}
; EXPECTED:
; @g = global [4 x i32] zeroinitializer
; @g1 = addrspace(1) global i32 0
; @later = global i32 1
; @ae_target = available_externally global i32 5
; @tls = thread_local global i32 0
;
; @a = alias [4 x i32], ptr @g
; @a_private = private alias i32, ptr @g
; @a_internal = internal alias i32, ptr @g
; @a_linkonce = linkonce alias i32, ptr @g
; @a_weak = weak alias i32, ptr @g
; @a_linkonce_odr = linkonce_odr alias i32, ptr @g
; @a_weak_odr = weak_odr alias i32, ptr @g
; @a_external = alias i32, ptr @g
; @a_available_externally = available_externally alias i32, ptr @ae_target
; @a_gep = alias i32, ptr getelementptr inbounds ([4 x i32], ptr @g, i64 0, i64 2)
; @a_gep_i8 = alias i8, ptr getelementptr (i8, ptr @g, i64 3)
; @a_cast = alias i32, ptr addrspacecast (ptr addrspace(1) @g1 to ptr)
; @a_as1 = alias i32, ptr addrspace(1) @g1
; @a_of_alias = alias i32, ptr @a
; @a_fwd = alias i32, ptr @later
; @a_fn = alias void (), ptr @f
; @a_all = hidden unnamed_addr alias i32, ptr @g, partition "pa"
; @a_tls = thread_local(localdynamic) alias i32, ptr @tls
; @a_dll = dllexport alias i32, ptr @g
; @a_local_unnamed = local_unnamed_addr alias i32, ptr @g
; @a_protected = protected alias i32, ptr @g
;
; define void @f() {
;   ret void
; }
