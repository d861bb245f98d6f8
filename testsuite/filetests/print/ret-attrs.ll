; test print
; Return-value attributes: zeroext, signext, inreg, noalias, nonnull, noundef,
declare zeroext i8 @r_zext()
declare signext i16 @r_sext()
declare inreg i32 @r_inreg()
declare noalias ptr @r_noalias()
declare nonnull ptr @r_nonnull()
declare noundef i32 @r_noundef()
declare dereferenceable(8) ptr @r_deref()
declare dereferenceable_or_null(16) ptr @r_deref_or_null()
declare align 16 ptr @r_align()
declare range(i32 0, 42) i32 @r_range()
declare nofpclass(nan inf) float @r_nofpclass()
declare noalias noundef nonnull align 8 dereferenceable(32) ptr @r_all()

define noundef range(i8 1, 3) i8 @def() {
  ret i8 1
}

define void @calls() {
  %a = call zeroext i8 @r_zext()
  %b = call noalias nonnull align 8 ptr @r_all()
  %c = call range(i32 0, 42) i32 @r_range()
  %d = call nofpclass(nan inf) float @r_nofpclass()
  ret void
}
; EXPECTED:
; declare zeroext i8 @r_zext()
;
; declare signext i16 @r_sext()
;
; declare inreg i32 @r_inreg()
;
; declare noalias ptr @r_noalias()
;
; declare nonnull ptr @r_nonnull()
;
; declare noundef i32 @r_noundef()
;
; declare dereferenceable(8) ptr @r_deref()
;
; declare dereferenceable_or_null(16) ptr @r_deref_or_null()
;
; declare align 16 ptr @r_align()
;
; declare range(i32 0, 42) i32 @r_range()
;
; declare nofpclass(nan inf) float @r_nofpclass()
;
; declare noalias noundef nonnull align 8 dereferenceable(32) ptr @r_all()
;
; define noundef range(i8 1, 3) i8 @def() {
;   ret i8 1
; }
;
; define void @calls() {
;   %a = call zeroext i8 @r_zext()
;   %b = call noalias nonnull align 8 ptr @r_all()
;   %c = call range(i32 0, 42) i32 @r_range()
;   %d = call nofpclass(nan inf) float @r_nofpclass()
;   ret void
; }
