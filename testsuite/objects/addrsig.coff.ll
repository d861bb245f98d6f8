; -addrsig on COFF (MinGW and MSVC): .llvm_addrsig (IMAGE_SCN_LNK_REMOVE) lists the
; address-significant symbols as on ELF (private ones through their section symbol, .data),
; as llc-19 writes it (compared by llvm-readobj-19 --addrsig).
@g = global i32 1
@h = global ptr @g
@u = unnamed_addr global i32 2
@priv = private global i32 6
@ext = external global i32
@kept = internal global i32 7
@cused = internal global i32 8
@llvm.used = appending global [1 x ptr] [ptr @kept], section "llvm.metadata"
@llvm.compiler.used = appending global [1 x ptr] [ptr @cused], section "llvm.metadata"
@al = alias i32, ptr @g
@al_used = alias i32, ptr @g
$inl = comdat any

declare void @callee()
declare void @taken()

define internal void @local_taken() {
  ret void
}

define linkonce_odr void @inl() comdat {
  ret void
}

define void @f() {
  call void @callee()
  call void @inl()
  store ptr @taken, ptr @h
  store ptr @local_taken, ptr @h
  store ptr @ext, ptr @h
  store ptr @u, ptr @h
  store ptr @priv, ptr @h
  store ptr @al_used, ptr @h
  ret void
}

define void @notref() unnamed_addr {
  ret void
}
