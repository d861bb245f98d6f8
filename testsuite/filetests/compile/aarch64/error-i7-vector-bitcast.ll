; test compile -O2 target=aarch64-linux-gnu
; Vectors of i7 live in i8 lanes (vector-i7.ll); their bitcasts, whose memory image packs
; the elements, are not done on AArch64 yet: a located error.
define i28 @f(ptr %p) {
  %v = load <4 x i8>, ptr %p
  %t = trunc <4 x i8> %v to <4 x i7>
  %r = bitcast <4 x i7> %t to i28
  ret i28 %r
}
; EXPECTED:
; error: unsupported: bitcasts of <4 x i7> on AArch64
