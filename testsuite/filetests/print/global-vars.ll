; test print
; Global variables with every field of LangRef's grammar: linkage, preemption, visibility,
; DLL storage, TLS, unnamed_addr, addrspace, externally_initialized, global/constant,
; initializer, section, partition, comdat, align, code_model, sanitizer attributes,
; metadata attachments and attribute groups.
$cd = comdat any
$gv_comdat_self = comdat any

@plain = global i32 0
@const = constant i32 1
@with_init = global [2 x i16] [i16 1, i16 2]
@no_init = external global i64
@as1 = addrspace(1) global i32 0
@as5_const = addrspace(5) constant i8 1
@ext_init = externally_initialized global i32 0
@sec = global i32 0, section ".mydata"
@part = global i32 0, partition "part1"
@in_comdat = global i32 0, comdat($cd)
@gv_comdat_self = global i32 0, comdat
@aligned = global i32 0, align 16
@big_align = global i8 0, align 4294967296
@cm_tiny = global i32 0, code_model "tiny"
@cm_small = global i32 0, code_model "small"
@cm_kernel = global i32 0, code_model "kernel"
@cm_medium = global i32 0, code_model "medium"
@cm_large = global i32 0, code_model "large"
@md = global i32 0, !type !1, !other !0
@attrs = global i32 0 #0
@everything = internal thread_local(initialexec) unnamed_addr addrspace(3) externally_initialized global i32 7, section "sec", partition "p", comdat($cd), align 8, code_model "large", !md !1 #0
@ext_everything = external dllimport thread_local local_unnamed_addr addrspace(2) externally_initialized constant i64, align 4
@private_const = private unnamed_addr constant [4 x i8] c"abc\00", align 1
@common = common global i32 0, align 4
@array_of_ptr = global [2 x ptr] [ptr @plain, ptr addrspacecast (ptr addrspace(1) @as1 to ptr)]

attributes #0 = { "bss-section"="mybss" "data-section"="mydata" "rodata-section"="myro" }

!0 = !{}
!1 = !{i64 0, !"typeid"}
; EXPECTED:
; $cd = comdat any
; $gv_comdat_self = comdat any
;
; @plain = global i32 0
; @const = constant i32 1
; @with_init = global [2 x i16] [i16 1, i16 2]
; @no_init = external global i64
; @as1 = addrspace(1) global i32 0
; @as5_const = addrspace(5) constant i8 1
; @ext_init = externally_initialized global i32 0
; @sec = global i32 0, section ".mydata"
; @part = global i32 0, partition "part1"
; @in_comdat = global i32 0, comdat($cd)
; @gv_comdat_self = global i32 0, comdat
; @aligned = global i32 0, align 16
; @big_align = global i8 0, align 4294967296
; @cm_tiny = global i32 0, code_model "tiny"
; @cm_small = global i32 0, code_model "small"
; @cm_kernel = global i32 0, code_model "kernel"
; @cm_medium = global i32 0, code_model "medium"
; @cm_large = global i32 0, code_model "large"
; @md = global i32 0, !type !1, !other !0
; @attrs = global i32 0 #0
; @everything = internal thread_local(initialexec) unnamed_addr addrspace(3) externally_initialized global i32 7, section "sec", partition "p", code_model "large", comdat($cd), align 8, !md !1 #0
; @ext_everything = external dllimport thread_local local_unnamed_addr addrspace(2) externally_initialized constant i64, align 4
; @private_const = private unnamed_addr constant [4 x i8] c"abc\00", align 1
; @common = common global i32 0, align 4
; @array_of_ptr = global [2 x ptr] [ptr @plain, ptr addrspacecast (ptr addrspace(1) @as1 to ptr)]
;
; attributes #0 = { "bss-section"="mybss" "data-section"="mydata" "rodata-section"="myro" }
;
; !0 = !{}
; !1 = !{i64 0, !"typeid"}
