; test compile -O2 target=aarch64-linux-gnu
; AArch64 probes the stack only inline ("probe-stack"="inline-asm"); llc-19 stops with
; "Unsupported stack probing method" for a probe function's name.

define void @f() "probe-stack"="__probestack" {
  ret void
}
; EXPECTED:
; error: unsupported: "probe-stack"="__probestack" in @f on AArch64
