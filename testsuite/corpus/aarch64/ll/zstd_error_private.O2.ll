; ModuleID = 'src/zstd/lib/common/error_private.c'
source_filename = "src/zstd/lib/common/error_private.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [23 x i8] c"Unspecified error code\00", align 1
@.str.1 = private unnamed_addr constant [18 x i8] c"No error detected\00", align 1
@.str.2 = private unnamed_addr constant [16 x i8] c"Error (generic)\00", align 1
@.str.3 = private unnamed_addr constant [25 x i8] c"Unknown frame descriptor\00", align 1
@.str.4 = private unnamed_addr constant [22 x i8] c"Version not supported\00", align 1
@.str.5 = private unnamed_addr constant [28 x i8] c"Unsupported frame parameter\00", align 1
@.str.6 = private unnamed_addr constant [44 x i8] c"Frame requires too much memory for decoding\00", align 1
@.str.7 = private unnamed_addr constant [25 x i8] c"Data corruption detected\00", align 1
@.str.8 = private unnamed_addr constant [37 x i8] c"Restored data doesn't match checksum\00", align 1
@.str.9 = private unnamed_addr constant [63 x i8] c"Header of Literals' block doesn't respect format specification\00", align 1
@.str.10 = private unnamed_addr constant [22 x i8] c"Unsupported parameter\00", align 1
@.str.11 = private unnamed_addr constant [38 x i8] c"Unsupported combination of parameters\00", align 1
@.str.12 = private unnamed_addr constant [26 x i8] c"Parameter is out of bound\00", align 1
@.str.13 = private unnamed_addr constant [29 x i8] c"Context should be init first\00", align 1
@.str.14 = private unnamed_addr constant [37 x i8] c"Allocation error : not enough memory\00", align 1
@.str.15 = private unnamed_addr constant [37 x i8] c"workSpace buffer is not large enough\00", align 1
@.str.16 = private unnamed_addr constant [53 x i8] c"Operation not authorized at current processing stage\00", align 1
@.str.17 = private unnamed_addr constant [48 x i8] c"tableLog requires too much memory : unsupported\00", align 1
@.str.18 = private unnamed_addr constant [41 x i8] c"Unsupported max Symbol Value : too large\00", align 1
@.str.19 = private unnamed_addr constant [38 x i8] c"Specified maxSymbolValue is too small\00", align 1
@.str.20 = private unnamed_addr constant [48 x i8] c"This mode cannot generate an uncompressed block\00", align 1
@.str.21 = private unnamed_addr constant [52 x i8] c"pledged buffer stability condition is not respected\00", align 1
@.str.22 = private unnamed_addr constant [24 x i8] c"Dictionary is corrupted\00", align 1
@.str.23 = private unnamed_addr constant [20 x i8] c"Dictionary mismatch\00", align 1
@.str.24 = private unnamed_addr constant [47 x i8] c"Cannot create Dictionary from provided samples\00", align 1
@.str.25 = private unnamed_addr constant [32 x i8] c"Destination buffer is too small\00", align 1
@.str.26 = private unnamed_addr constant [22 x i8] c"Src size is incorrect\00", align 1
@.str.27 = private unnamed_addr constant [37 x i8] c"Operation on NULL destination buffer\00", align 1
@.str.28 = private unnamed_addr constant [80 x i8] c"Operation made no progress over multiple calls, due to output buffer being full\00", align 1
@.str.29 = private unnamed_addr constant [73 x i8] c"Operation made no progress over multiple calls, due to input being empty\00", align 1
@.str.30 = private unnamed_addr constant [25 x i8] c"Frame index is too large\00", align 1
@.str.31 = private unnamed_addr constant [43 x i8] c"An I/O error occurred when reading/seeking\00", align 1
@.str.32 = private unnamed_addr constant [28 x i8] c"Destination buffer is wrong\00", align 1
@.str.33 = private unnamed_addr constant [23 x i8] c"Source buffer is wrong\00", align 1
@.str.34 = private unnamed_addr constant [62 x i8] c"Block-level external sequence producer returned an error code\00", align 1
@.str.35 = private unnamed_addr constant [33 x i8] c"External sequences are not valid\00", align 1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef nonnull ptr @ERR_getErrorString(i32 noundef %0) local_unnamed_addr #0 {
  switch i32 %0, label %36 [
    i32 0, label %37
    i32 1, label %2
    i32 10, label %3
    i32 12, label %4
    i32 14, label %5
    i32 16, label %6
    i32 20, label %7
    i32 22, label %8
    i32 24, label %9
    i32 40, label %10
    i32 41, label %11
    i32 42, label %12
    i32 62, label %13
    i32 64, label %14
    i32 66, label %15
    i32 60, label %16
    i32 44, label %17
    i32 46, label %18
    i32 48, label %19
    i32 49, label %20
    i32 50, label %21
    i32 30, label %22
    i32 32, label %23
    i32 34, label %24
    i32 70, label %25
    i32 72, label %26
    i32 74, label %27
    i32 80, label %28
    i32 82, label %29
    i32 100, label %30
    i32 102, label %31
    i32 104, label %32
    i32 105, label %33
    i32 106, label %34
    i32 107, label %35
  ]

2:                                                ; preds = %1
  br label %37

3:                                                ; preds = %1
  br label %37

4:                                                ; preds = %1
  br label %37

5:                                                ; preds = %1
  br label %37

6:                                                ; preds = %1
  br label %37

7:                                                ; preds = %1
  br label %37

8:                                                ; preds = %1
  br label %37

9:                                                ; preds = %1
  br label %37

10:                                               ; preds = %1
  br label %37

11:                                               ; preds = %1
  br label %37

12:                                               ; preds = %1
  br label %37

13:                                               ; preds = %1
  br label %37

14:                                               ; preds = %1
  br label %37

15:                                               ; preds = %1
  br label %37

16:                                               ; preds = %1
  br label %37

17:                                               ; preds = %1
  br label %37

18:                                               ; preds = %1
  br label %37

19:                                               ; preds = %1
  br label %37

20:                                               ; preds = %1
  br label %37

21:                                               ; preds = %1
  br label %37

22:                                               ; preds = %1
  br label %37

23:                                               ; preds = %1
  br label %37

24:                                               ; preds = %1
  br label %37

25:                                               ; preds = %1
  br label %37

26:                                               ; preds = %1
  br label %37

27:                                               ; preds = %1
  br label %37

28:                                               ; preds = %1
  br label %37

29:                                               ; preds = %1
  br label %37

30:                                               ; preds = %1
  br label %37

31:                                               ; preds = %1
  br label %37

32:                                               ; preds = %1
  br label %37

33:                                               ; preds = %1
  br label %37

34:                                               ; preds = %1
  br label %37

35:                                               ; preds = %1
  br label %37

36:                                               ; preds = %1
  br label %37

37:                                               ; preds = %1, %36, %35, %34, %33, %32, %31, %30, %29, %28, %27, %26, %25, %24, %23, %22, %21, %20, %19, %18, %17, %16, %15, %14, %13, %12, %11, %10, %9, %8, %7, %6, %5, %4, %3, %2
  %38 = phi ptr [ @.str, %36 ], [ @.str.35, %35 ], [ @.str.34, %34 ], [ @.str.33, %33 ], [ @.str.32, %32 ], [ @.str.31, %31 ], [ @.str.30, %30 ], [ @.str.29, %29 ], [ @.str.28, %28 ], [ @.str.27, %27 ], [ @.str.26, %26 ], [ @.str.25, %25 ], [ @.str.24, %24 ], [ @.str.23, %23 ], [ @.str.22, %22 ], [ @.str.21, %21 ], [ @.str.20, %20 ], [ @.str.19, %19 ], [ @.str.18, %18 ], [ @.str.17, %17 ], [ @.str.16, %16 ], [ @.str.15, %15 ], [ @.str.14, %14 ], [ @.str.13, %13 ], [ @.str.12, %12 ], [ @.str.11, %11 ], [ @.str.10, %10 ], [ @.str.9, %9 ], [ @.str.8, %8 ], [ @.str.7, %7 ], [ @.str.6, %6 ], [ @.str.5, %5 ], [ @.str.4, %4 ], [ @.str.3, %3 ], [ @.str.2, %2 ], [ @.str.1, %1 ]
  ret ptr %38
}

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
