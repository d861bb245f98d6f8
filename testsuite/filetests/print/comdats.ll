; test print
; Comdats: every selection kind (any, exactmatch, largest, nodeduplicate, samesize),
; quoted comdat names, and comdat references from variables and functions, with and
; without an explicit name.
$any = comdat any
$exactmatch = comdat exactmatch
$largest = comdat largest
$nodeduplicate = comdat nodeduplicate
$samesize = comdat samesize
$"quoted comdat" = comdat any
$f_self = comdat any
$v_self = comdat largest
$shared = comdat any

@v_any = global i32 0, comdat($any)
@v_exact = global i32 0, comdat($exactmatch)
@v_largest = global i32 0, comdat($largest)
@v_nodedup = global i32 0, comdat($nodeduplicate)
@v_samesize = global i32 0, comdat($samesize)
@v_quoted = global i32 0, comdat($"quoted comdat")
@v_self = global i32 0, comdat
@v_shared = linkonce_odr global i32 0, comdat($shared)

define void @f_self() comdat {
  ret void
}

define linkonce_odr void @f_shared() comdat($shared) {
  ret void
}

define void @f_any() comdat($any) {
  ret void
}
; EXPECTED:
; $any = comdat any
; $exactmatch = comdat exactmatch
; $largest = comdat largest
; $nodeduplicate = comdat nodeduplicate
; $samesize = comdat samesize
; $"quoted comdat" = comdat any
; $f_self = comdat any
; $v_self = comdat largest
; $shared = comdat any
;
; @v_any = global i32 0, comdat($any)
; @v_exact = global i32 0, comdat($exactmatch)
; @v_largest = global i32 0, comdat($largest)
; @v_nodedup = global i32 0, comdat($nodeduplicate)
; @v_samesize = global i32 0, comdat($samesize)
; @v_quoted = global i32 0, comdat($"quoted comdat")
; @v_self = global i32 0, comdat
; @v_shared = linkonce_odr global i32 0, comdat($shared)
;
; define void @f_self() comdat {
;   ret void
; }
;
; define linkonce_odr void @f_shared() comdat($shared) {
;   ret void
; }
;
; define void @f_any() comdat($any) {
;   ret void
; }
