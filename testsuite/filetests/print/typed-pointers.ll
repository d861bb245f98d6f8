; test print
; Pre-opaque-pointer syntax: typed pointers (T*, T addrspace(N)*, pointers to pointers,
; function pointer types) are read as ptr / ptr addrspace(N).
%struct.S = type { i32*, %struct.S* }

@g = global i32* null
@h = global i8 addrspace(1)* null
@fp = global void (i32)* null
@pp = global i32** null
@s = global %struct.S zeroinitializer
@arr = global [2 x i8*] [i8* null, i8* bitcast (i32** @g to i8*)]

declare i8* @malloc(i64)

define i32 @f(i32* %p, i8** %q, { i32 }* %r, <2 x i32*> %v) {
  %x = load i32, i32* %p, align 4
  %y = load i8*, i8** %q, align 8
  %z = getelementptr { i32 }, { i32 }* %r, i64 0, i32 0
  %w = bitcast i32* %p to i8*
  %m = call i8* @malloc(i64 4)
  %c = addrspacecast i8* %m to i8 addrspace(1)*
  store i8 addrspace(1)* %c, i8 addrspace(1)** @h, align 8
  ret i32 %x
}
; EXPECTED:
; %struct.S = type { ptr, ptr }
;
; @g = global ptr null
; @h = global ptr addrspace(1) null
; @fp = global ptr null
; @pp = global ptr null
; @s = global %struct.S zeroinitializer
; @arr = global [2 x ptr] [ptr null, ptr bitcast (ptr @g to ptr)]
;
; declare ptr @malloc(i64)
;
; define i32 @f(ptr %p, ptr %q, ptr %r, <2 x ptr> %v) {
;   %x = load i32, ptr %p, align 4
;   %y = load ptr, ptr %q, align 8
;   %z = getelementptr { i32 }, ptr %r, i64 0, i32 0
;   %w = bitcast ptr %p to ptr
;   %m = call ptr @malloc(i64 4)
;   %c = addrspacecast ptr %m to ptr addrspace(1)
;   store ptr addrspace(1) %c, ptr @h, align 8
;   ret i32 %x
; }
