; ModuleID = 'programs/switch_clusters_bittests.c'
source_filename = "programs/switch_clusters_bittests.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [11 x i8] c"vowel %lu\0A\00", align 1
@.str.1 = private unnamed_addr constant [15 x i8] c"three_way %lu\0A\00", align 1
@.str.2 = private unnamed_addr constant [12 x i8] c"ranges %lu\0A\00", align 1
@.str.3 = private unnamed_addr constant [11 x i8] c"mixed %lu\0A\00", align 1
@.str.4 = private unnamed_addr constant [11 x i8] c"small %lu\0A\00", align 1
@.str.5 = private unnamed_addr constant [10 x i8] c"wide %lu\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  br label %3

1:                                                ; preds = %3
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %9)
  br label %18

3:                                                ; preds = %0, %3
  %4 = phi i32 [ -10, %0 ], [ %10, %3 ]
  %5 = phi i64 [ 0, %0 ], [ %9, %3 ]
  %6 = mul i64 %5, 31
  %7 = tail call fastcc i32 @vowel(i32 noundef %4)
  %8 = zext nneg i32 %7 to i64
  %9 = add i64 %6, %8
  %10 = add nsw i32 %4, 1
  %11 = icmp eq i32 %10, 300
  br i1 %11, label %1, label %3, !llvm.loop !6

12:                                               ; preds = %18
  %13 = mul i64 %24, 7
  %14 = tail call fastcc i32 @three_way(i32 noundef -1)
  %15 = zext nneg i32 %14 to i64
  %16 = add i64 %13, %15
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %16)
  br label %27

18:                                               ; preds = %1, %18
  %19 = phi i32 [ 0, %1 ], [ %25, %18 ]
  %20 = phi i64 [ 0, %1 ], [ %24, %18 ]
  %21 = mul i64 %20, 7
  %22 = tail call fastcc i32 @three_way(i32 noundef %19)
  %23 = zext nneg i32 %22 to i64
  %24 = add i64 %21, %23
  %25 = add nuw nsw i32 %19, 1
  %26 = icmp eq i32 %25, 200
  br i1 %26, label %12, label %18, !llvm.loop !8

27:                                               ; preds = %12, %27
  %28 = phi i32 [ -1100, %12 ], [ %34, %27 ]
  %29 = phi i64 [ 0, %12 ], [ %33, %27 ]
  %30 = mul i64 %29, 13
  %31 = tail call fastcc i32 @ranges(i32 noundef %28)
  %32 = zext nneg i32 %31 to i64
  %33 = add i64 %30, %32
  %34 = add nsw i32 %28, 1
  %35 = icmp eq i32 %34, 1200
  br i1 %35, label %36, label %27, !llvm.loop !9

36:                                               ; preds = %27
  %37 = mul i64 %33, 13
  %38 = tail call fastcc i32 @ranges(i32 noundef 999999)
  %39 = zext nneg i32 %38 to i64
  %40 = add i64 %37, %39
  %41 = mul i64 %40, 13
  %42 = tail call fastcc i32 @ranges(i32 noundef 1000000)
  %43 = zext nneg i32 %42 to i64
  %44 = add i64 %41, %43
  %45 = mul i64 %44, 13
  %46 = tail call fastcc i32 @ranges(i32 noundef 1000001)
  %47 = zext nneg i32 %46 to i64
  %48 = add i64 %45, %47
  %49 = mul i64 %48, 13
  %50 = tail call fastcc i32 @ranges(i32 noundef 2000000)
  %51 = zext nneg i32 %50 to i64
  %52 = add i64 %49, %51
  %53 = mul i64 %52, 13
  %54 = tail call fastcc i32 @ranges(i32 noundef 1999999)
  %55 = zext nneg i32 %54 to i64
  %56 = add i64 %53, %55
  %57 = mul i64 %56, 13
  %58 = tail call fastcc i32 @ranges(i32 noundef -2147483648)
  %59 = zext nneg i32 %58 to i64
  %60 = add i64 %57, %59
  %61 = mul i64 %60, 13
  %62 = tail call fastcc i32 @ranges(i32 noundef 2147483647)
  %63 = zext nneg i32 %62 to i64
  %64 = add i64 %61, %63
  %65 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef %64)
  br label %92

66:                                               ; preds = %92
  %67 = mul i64 %98, 17
  %68 = tail call fastcc i32 @mixed(i64 noundef -7000000000)
  %69 = zext nneg i32 %68 to i64
  %70 = add i64 %67, %69
  %71 = mul i64 %70, 17
  %72 = tail call fastcc i32 @mixed(i64 noundef -7000000001)
  %73 = zext nneg i32 %72 to i64
  %74 = add i64 %71, %73
  %75 = mul i64 %74, 17
  %76 = tail call fastcc i32 @mixed(i64 noundef 123456789012)
  %77 = zext nneg i32 %76 to i64
  %78 = add i64 %75, %77
  %79 = mul i64 %78, 17
  %80 = tail call fastcc i32 @mixed(i64 noundef 123456789011)
  %81 = zext nneg i32 %80 to i64
  %82 = add i64 %79, %81
  %83 = mul i64 %82, 17
  %84 = tail call fastcc i32 @mixed(i64 noundef 9223372036854775807)
  %85 = zext nneg i32 %84 to i64
  %86 = add i64 %83, %85
  %87 = mul i64 %86, 17
  %88 = tail call fastcc i32 @mixed(i64 noundef -9223372036854775808)
  %89 = zext nneg i32 %88 to i64
  %90 = add i64 %87, %89
  %91 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef %90)
  br label %101

92:                                               ; preds = %36, %92
  %93 = phi i64 [ -10, %36 ], [ %99, %92 ]
  %94 = phi i64 [ 0, %36 ], [ %98, %92 ]
  %95 = mul i64 %94, 17
  %96 = tail call fastcc i32 @mixed(i64 noundef %93)
  %97 = zext nneg i32 %96 to i64
  %98 = add i64 %95, %97
  %99 = add nsw i64 %93, 1
  %100 = icmp eq i64 %99, 1100
  br i1 %100, label %66, label %92, !llvm.loop !10

101:                                              ; preds = %66, %153
  %102 = phi i32 [ -128, %66 ], [ %154, %153 ]
  %103 = phi i64 [ 0, %66 ], [ %163, %153 ]
  %104 = trunc i32 %102 to i8
  br label %156

105:                                              ; preds = %153
  %106 = mul i64 %163, 3
  %107 = tail call fastcc i32 @small_types(i8 noundef 0, i16 noundef -1)
  %108 = zext nneg i32 %107 to i64
  %109 = add i64 %106, %108
  %110 = tail call fastcc i32 @small_types(i8 noundef 0, i16 noundef 1005)
  %111 = zext nneg i32 %110 to i64
  %112 = add i64 %109, %111
  %113 = tail call fastcc i32 @small_types(i8 noundef 0, i16 noundef 305)
  %114 = zext nneg i32 %113 to i64
  %115 = add i64 %112, %114
  %116 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %115)
  %117 = tail call fastcc i32 @wide(i128 noundef 0)
  %118 = mul nuw nsw i32 %117, 10
  %119 = tail call fastcc i32 @wide(i128 noundef -1)
  %120 = add nuw nsw i32 %118, %119
  %121 = mul nuw nsw i32 %120, 10
  %122 = tail call fastcc i32 @wide(i128 noundef 1)
  %123 = add nuw nsw i32 %121, %122
  %124 = mul nuw nsw i32 %123, 10
  %125 = tail call fastcc i32 @wide(i128 noundef 18446744073709551616)
  %126 = add nuw nsw i32 %124, %125
  %127 = zext nneg i32 %126 to i64
  %128 = mul nuw nsw i64 %127, 10
  %129 = tail call fastcc i32 @wide(i128 noundef 18446744073709551617)
  %130 = zext nneg i32 %129 to i64
  %131 = add nuw nsw i64 %128, %130
  %132 = mul nuw nsw i64 %131, 10
  %133 = tail call fastcc i32 @wide(i128 noundef 1267650600228229401496703205383)
  %134 = zext nneg i32 %133 to i64
  %135 = add nuw nsw i64 %132, %134
  %136 = mul nuw nsw i64 %135, 10
  %137 = tail call fastcc i32 @wide(i128 noundef 12345)
  %138 = zext nneg i32 %137 to i64
  %139 = add nuw nsw i64 %136, %138
  %140 = mul nuw nsw i64 %139, 10
  %141 = tail call fastcc i32 @wide(i128 noundef -1237940039285380274899124224)
  %142 = zext nneg i32 %141 to i64
  %143 = add nuw nsw i64 %140, %142
  %144 = mul nuw nsw i64 %143, 10
  %145 = tail call fastcc i32 @wide(i128 noundef 1237940039285380274899124224)
  %146 = zext nneg i32 %145 to i64
  %147 = add nuw nsw i64 %144, %146
  %148 = mul nuw nsw i64 %147, 10
  %149 = tail call fastcc i32 @wide(i128 noundef -2)
  %150 = zext nneg i32 %149 to i64
  %151 = add nuw nsw i64 %148, %150
  %152 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i64 noundef %151)
  ret i32 0

153:                                              ; preds = %156
  %154 = add nsw i32 %102, 1
  %155 = icmp eq i32 %154, 128
  br i1 %155, label %105, label %101, !llvm.loop !11

156:                                              ; preds = %101, %156
  %157 = phi i32 [ 0, %101 ], [ %164, %156 ]
  %158 = phi i64 [ %103, %101 ], [ %163, %156 ]
  %159 = mul i64 %158, 3
  %160 = trunc nuw i32 %157 to i16
  %161 = tail call fastcc i32 @small_types(i8 noundef %104, i16 noundef %160)
  %162 = zext nneg i32 %161 to i64
  %163 = add i64 %159, %162
  %164 = add nuw nsw i32 %157, 97
  %165 = icmp ult i32 %157, 65439
  br i1 %165, label %156, label %153, !llvm.loop !12
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, 2) i32 @vowel(i32 noundef %0) unnamed_addr #1 {
  switch i32 %0, label %2 [
    i32 97, label %3
    i32 101, label %3
    i32 105, label %3
    i32 111, label %3
    i32 117, label %3
    i32 65, label %3
    i32 69, label %3
    i32 73, label %3
    i32 79, label %3
    i32 85, label %3
  ]

2:                                                ; preds = %1
  br label %3

3:                                                ; preds = %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %2
  %4 = phi i32 [ 0, %2 ], [ 1, %1 ], [ 1, %1 ], [ 1, %1 ], [ 1, %1 ], [ 1, %1 ], [ 1, %1 ], [ 1, %1 ], [ 1, %1 ], [ 1, %1 ], [ 1, %1 ]
  ret i32 %4
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, 4) i32 @three_way(i32 noundef %0) unnamed_addr #1 {
  switch i32 %0, label %4 [
    i32 0, label %5
    i32 3, label %5
    i32 6, label %5
    i32 9, label %5
    i32 12, label %5
    i32 40, label %5
    i32 1, label %2
    i32 4, label %2
    i32 7, label %2
    i32 10, label %2
    i32 50, label %2
    i32 2, label %3
    i32 5, label %3
    i32 8, label %3
    i32 11, label %3
    i32 63, label %3
  ]

2:                                                ; preds = %1, %1, %1, %1, %1
  br label %5

3:                                                ; preds = %1, %1, %1, %1, %1
  br label %5

4:                                                ; preds = %1
  br label %5

5:                                                ; preds = %1, %1, %1, %1, %1, %1, %4, %3, %2
  %6 = phi i32 [ 0, %4 ], [ 3, %3 ], [ 2, %2 ], [ 1, %1 ], [ 1, %1 ], [ 1, %1 ], [ 1, %1 ], [ 1, %1 ], [ 1, %1 ]
  ret i32 %6
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, 7) i32 @ranges(i32 noundef %0) unnamed_addr #1 {
  switch i32 %0, label %10 [
    i32 -5, label %14
    i32 -4, label %14
    i32 -3, label %14
    i32 -2, label %14
    i32 -1, label %14
    i32 0, label %14
    i32 1, label %14
    i32 2, label %14
    i32 3, label %14
    i32 4, label %14
    i32 5, label %14
    i32 6, label %6
    i32 2000000, label %13
  ]

2:                                                ; preds = %7
  %3 = add i32 %0, 1000
  %4 = icmp ult i32 %3, 101
  %5 = zext i1 %4 to i32
  br label %14

6:                                                ; preds = %1
  br label %14

7:                                                ; preds = %10
  %8 = add i32 %0, -7
  %9 = icmp ult i32 %8, 94
  br i1 %9, label %14, label %2

10:                                               ; preds = %1
  %11 = add i32 %0, -1000
  %12 = icmp ult i32 %11, 999001
  br i1 %12, label %14, label %7

13:                                               ; preds = %1
  br label %14

14:                                               ; preds = %2, %10, %7, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %1, %13, %6
  %15 = phi i32 [ 6, %13 ], [ 3, %6 ], [ 2, %1 ], [ 2, %1 ], [ 2, %1 ], [ 2, %1 ], [ 2, %1 ], [ 2, %1 ], [ 2, %1 ], [ 2, %1 ], [ 2, %1 ], [ 2, %1 ], [ 2, %1 ], [ 4, %7 ], [ 5, %10 ], [ %5, %2 ]
  ret i32 %15
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, 33) i32 @mixed(i64 noundef %0) unnamed_addr #1 {
  switch i64 %0, label %20 [
    i64 -7000000000, label %21
    i64 -3, label %2
    i64 10, label %3
    i64 11, label %4
    i64 12, label %5
    i64 13, label %6
    i64 14, label %7
    i64 16, label %8
    i64 17, label %9
    i64 19, label %10
    i64 500, label %11
    i64 1000, label %12
    i64 1001, label %13
    i64 1003, label %14
    i64 1004, label %15
    i64 1005, label %16
    i64 1007, label %17
    i64 123456789012, label %18
    i64 9223372036854775807, label %19
  ]

2:                                                ; preds = %1
  br label %21

3:                                                ; preds = %1
  br label %21

4:                                                ; preds = %1
  br label %21

5:                                                ; preds = %1
  br label %21

6:                                                ; preds = %1
  br label %21

7:                                                ; preds = %1
  br label %21

8:                                                ; preds = %1
  br label %21

9:                                                ; preds = %1
  br label %21

10:                                               ; preds = %1
  br label %21

11:                                               ; preds = %1
  br label %21

12:                                               ; preds = %1
  br label %21

13:                                               ; preds = %1
  br label %21

14:                                               ; preds = %1
  br label %21

15:                                               ; preds = %1
  br label %21

16:                                               ; preds = %1
  br label %21

17:                                               ; preds = %1
  br label %21

18:                                               ; preds = %1
  br label %21

19:                                               ; preds = %1
  br label %21

20:                                               ; preds = %1
  br label %21

21:                                               ; preds = %1, %20, %19, %18, %17, %16, %15, %14, %13, %12, %11, %10, %9, %8, %7, %6, %5, %4, %3, %2
  %22 = phi i32 [ 0, %20 ], [ 32, %19 ], [ 31, %18 ], [ 26, %17 ], [ 25, %16 ], [ 24, %15 ], [ 23, %14 ], [ 22, %13 ], [ 21, %12 ], [ 13, %11 ], [ 8, %10 ], [ 7, %9 ], [ 6, %8 ], [ 5, %7 ], [ 4, %6 ], [ 3, %5 ], [ 2, %4 ], [ 1, %3 ], [ 12, %2 ], [ 11, %1 ]
  ret i32 %22
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, 46) i32 @small_types(i8 noundef %0, i16 noundef %1) unnamed_addr #1 {
  switch i8 %0, label %8 [
    i8 -128, label %3
    i8 -1, label %4
    i8 0, label %5
    i8 1, label %5
    i8 2, label %5
    i8 3, label %5
    i8 4, label %5
    i8 5, label %5
    i8 6, label %5
    i8 7, label %5
    i8 8, label %5
    i8 9, label %5
    i8 127, label %6
    i8 40, label %7
    i8 42, label %7
    i8 44, label %7
    i8 46, label %7
  ]

3:                                                ; preds = %2
  br label %8

4:                                                ; preds = %2
  br label %8

5:                                                ; preds = %2, %2, %2, %2, %2, %2, %2, %2, %2, %2
  br label %8

6:                                                ; preds = %2
  br label %8

7:                                                ; preds = %2, %2, %2, %2
  br label %8

8:                                                ; preds = %2, %7, %6, %5, %4, %3
  %9 = phi i32 [ 0, %2 ], [ 5, %7 ], [ 4, %6 ], [ 3, %5 ], [ 2, %4 ], [ 1, %3 ]
  switch i16 %1, label %18 [
    i16 0, label %10
    i16 -1, label %12
    i16 1000, label %14
    i16 1001, label %14
    i16 1002, label %14
    i16 1003, label %14
    i16 1004, label %14
    i16 1005, label %14
    i16 1006, label %14
    i16 1007, label %14
    i16 1008, label %14
    i16 1009, label %14
    i16 1010, label %14
    i16 300, label %16
    i16 301, label %16
    i16 302, label %16
    i16 303, label %16
    i16 305, label %16
  ]

10:                                               ; preds = %8
  %11 = add nuw nsw i32 %9, 10
  br label %18

12:                                               ; preds = %8
  %13 = add nuw nsw i32 %9, 20
  br label %18

14:                                               ; preds = %8, %8, %8, %8, %8, %8, %8, %8, %8, %8, %8
  %15 = add nuw nsw i32 %9, 30
  br label %18

16:                                               ; preds = %8, %8, %8, %8, %8
  %17 = or disjoint i32 %9, 40
  br label %18

18:                                               ; preds = %8, %16, %14, %12, %10
  %19 = phi i32 [ %9, %8 ], [ %17, %16 ], [ %15, %14 ], [ %13, %12 ], [ %11, %10 ]
  ret i32 %19
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, 7) i32 @wide(i128 noundef %0) unnamed_addr #1 {
  switch i128 %0, label %7 [
    i128 0, label %8
    i128 -1, label %2
    i128 18446744073709551616, label %3
    i128 1267650600228229401496703205383, label %4
    i128 12345, label %5
    i128 -1237940039285380274899124224, label %6
  ]

2:                                                ; preds = %1
  br label %8

3:                                                ; preds = %1
  br label %8

4:                                                ; preds = %1
  br label %8

5:                                                ; preds = %1
  br label %8

6:                                                ; preds = %1
  br label %8

7:                                                ; preds = %1
  br label %8

8:                                                ; preds = %1, %7, %6, %5, %4, %3, %2
  %9 = phi i32 [ 0, %7 ], [ 6, %6 ], [ 5, %5 ], [ 4, %4 ], [ 3, %3 ], [ 2, %2 ], [ 1, %1 ]
  ret i32 %9
}

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = distinct !{!8, !7}
!9 = distinct !{!9, !7}
!10 = distinct !{!10, !7}
!11 = distinct !{!11, !7}
!12 = distinct !{!12, !7}
