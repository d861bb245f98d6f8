; test print
; Aggregate operations: extractvalue and insertvalue on structs, arrays, nested and
; packed aggregates, with single and multiple indices, and on constant operands.
%pair = type { i32, { float, [3 x i8] } }

define %pair @agg(%pair %p, [4 x i64] %a, <{ i8, i16 }> %pk, i8 %b) {
  %x0 = extractvalue %pair %p, 0
  %x1 = extractvalue %pair %p, 1
  %x2 = extractvalue %pair %p, 1, 0
  %x3 = extractvalue %pair %p, 1, 1, 2
  %x4 = extractvalue [4 x i64] %a, 3
  %x5 = extractvalue <{ i8, i16 }> %pk, 1
  %x6 = extractvalue { i32, i1 } { i32 1, i1 true }, 1
  %n0 = insertvalue %pair %p, i32 5, 0
  %n1 = insertvalue %pair %n0, i8 %b, 1, 1, 0
  %n2 = insertvalue [4 x i64] %a, i64 0, 2
  %n3 = insertvalue { i32, ptr } undef, ptr null, 1
  %n4 = insertvalue %pair poison, { float, [3 x i8] } zeroinitializer, 1
  ret %pair %n1
}
; EXPECTED:
; %pair = type { i32, { float, [3 x i8] } }
;
; define %pair @agg(%pair %p, [4 x i64] %a, <{ i8, i16 }> %pk, i8 %b) {
;   %x0 = extractvalue %pair %p, 0
;   %x1 = extractvalue %pair %p, 1
;   %x2 = extractvalue %pair %p, 1, 0
;   %x3 = extractvalue %pair %p, 1, 1, 2
;   %x4 = extractvalue [4 x i64] %a, 3
;   %x5 = extractvalue <{ i8, i16 }> %pk, 1
;   %x6 = extractvalue { i32, i1 } { i32 1, i1 true }, 1
;   %n0 = insertvalue %pair %p, i32 5, 0
;   %n1 = insertvalue %pair %n0, i8 %b, 1, 1, 0
;   %n2 = insertvalue [4 x i64] %a, i64 0, 2
;   %n3 = insertvalue { i32, ptr } undef, ptr null, 1
;   %n4 = insertvalue %pair poison, { float, [3 x i8] } zeroinitializer, 1
;   ret %pair %n1
; }
