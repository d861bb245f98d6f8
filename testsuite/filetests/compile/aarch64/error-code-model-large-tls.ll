; test compile -O2 target=aarch64-linux-gnu static
; Thread-locals other than local exec in the large code model: llc-19 stops with "ELF
; TLS only supported in small memory model or in local exec TLS model".

@ie = external thread_local global i32

define i32 @load_ie() {
  %v = load i32, ptr @ie
  ret i32 %v
}

!llvm.module.flags = !{!0}
!0 = !{i32 1, !"Code Model", i32 4}
; EXPECTED:
; error: unsupported: thread-local variables other than local exec in the large code model
