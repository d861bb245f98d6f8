; test asm
; A directive the AArch64 assembler does not know: a located error naming it.
target triple = "aarch64-unknown-linux-gnu"

module asm ".cfi_startproc"
; EXPECTED:
; error: in module asm: unsupported: directive .cfi_startproc (asm line 1)
