; -addrsig on Mach-O: as llc-19, `__DATA,__llvm_addrsig` (regular, alignment 1) holds eight
; zero bytes and one 64-bit X86_64_RELOC_UNSIGNED at offset 0 for each address-significant
; symbol, the same symbols as on ELF (addrsig.elf.ll; no module asm: rllc refuses it on
; Mach-O), in the same order; private globals through their l_ symbol.
@g = global i32 1
@h = global ptr @g
@u = unnamed_addr global i32 2
@lu = local_unnamed_addr global i32 3
@unused = global i32 4
@tls = thread_local global i32 5
@priv = private global i32 6
@ext = external global i32
@kept = internal global i32 7
@cused = internal global i32 8
@llvm.used = appending global [1 x ptr] [ptr @kept], section "llvm.metadata"
@llvm.compiler.used = appending global [1 x ptr] [ptr @cused], section "llvm.metadata"
@al = alias i32, ptr @g
@al_used = alias i32, ptr @lu

declare void @callee()
declare void @taken()

define internal void @local_taken() {
  ret void
}

define void @f() {
  call void @callee()
  store ptr @taken, ptr @h
  store ptr @local_taken, ptr @h
  store ptr @ext, ptr @h
  store ptr @u, ptr @h
  store ptr @priv, ptr @h
  store ptr @al_used, ptr @h
  %t = load i32, ptr @tls
  store i32 %t, ptr @lu
  ret void
}


define void @notref() unnamed_addr {
  ret void
}
