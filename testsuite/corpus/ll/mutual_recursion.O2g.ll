; ModuleID = 'programs/mutual_recursion.c'
source_filename = "programs/mutual_recursion.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [29 x i8] c"even(10000)=%d odd(7777)=%d\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [3 x i8] c"F:\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [4 x i8] c" %d\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [4 x i8] c"\0AM:\00", align 1, !dbg !17
@.str.5 = private unnamed_addr constant [6 x i8] c"1+2*3\00", align 1, !dbg !19
@.str.6 = private unnamed_addr constant [8 x i8] c"(1+2)*3\00", align 1, !dbg !24
@.str.7 = private unnamed_addr constant [5 x i8] c"2^10\00", align 1, !dbg !29
@.str.8 = private unnamed_addr constant [6 x i8] c"2^3^2\00", align 1, !dbg !34
@.str.9 = private unnamed_addr constant [10 x i8] c"-(4-10)*3\00", align 1, !dbg !36
@.str.10 = private unnamed_addr constant [8 x i8] c"100/7%4\00", align 1, !dbg !41
@.str.11 = private unnamed_addr constant [16 x i8] c"((((((1))))))+1\00", align 1, !dbg !43
@.str.12 = private unnamed_addr constant [4 x i8] c"7/0\00", align 1, !dbg !48
@.str.13 = private unnamed_addr constant [3 x i8] c"3+\00", align 1, !dbg !50
@.str.14 = private unnamed_addr constant [36 x i8] c"1 + 2 * (3 + 4 * (5 + 6 * (7 + 8)))\00", align 1, !dbg !52
@.str.15 = private unnamed_addr constant [7 x i8] c"10-3-2\00", align 1, !dbg !57
@.str.16 = private unnamed_addr constant [5 x i8] c"2*-3\00", align 1, !dbg !62
@__const.main.tests = private unnamed_addr constant [12 x ptr] [ptr @.str.5, ptr @.str.6, ptr @.str.7, ptr @.str.8, ptr @.str.9, ptr @.str.10, ptr @.str.11, ptr @.str.12, ptr @.str.13, ptr @.str.14, ptr @.str.15, ptr @.str.16], align 16
@.str.17 = private unnamed_addr constant [20 x i8] c"%-40s = %ld err=%d\0A\00", align 1, !dbg !64
@p = internal unnamed_addr global ptr null, align 8, !dbg !69
@err = internal unnamed_addr global i32 0, align 4, !dbg !99

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 !dbg !111 {
  %1 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 1, i32 noundef 1), !dbg !131
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1), !dbg !132
    #dbg_value(i32 0, !115, !DIExpression(), !133)
    #dbg_value(i32 0, !115, !DIExpression(), !133)
  %3 = tail call fastcc i32 @F(i32 noundef 0), !dbg !134
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %3), !dbg !136
    #dbg_value(i32 1, !115, !DIExpression(), !133)
  %5 = tail call fastcc i32 @F(i32 noundef 1), !dbg !134
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %5), !dbg !136
    #dbg_value(i32 2, !115, !DIExpression(), !133)
  %7 = tail call fastcc i32 @F(i32 noundef 2), !dbg !134
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %7), !dbg !136
    #dbg_value(i32 3, !115, !DIExpression(), !133)
  %9 = tail call fastcc i32 @F(i32 noundef 3), !dbg !134
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %9), !dbg !136
    #dbg_value(i32 4, !115, !DIExpression(), !133)
  %11 = tail call fastcc i32 @F(i32 noundef 4), !dbg !134
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %11), !dbg !136
    #dbg_value(i32 5, !115, !DIExpression(), !133)
  %13 = tail call fastcc i32 @F(i32 noundef 5), !dbg !134
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %13), !dbg !136
    #dbg_value(i32 6, !115, !DIExpression(), !133)
  %15 = tail call fastcc i32 @F(i32 noundef 6), !dbg !134
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %15), !dbg !136
    #dbg_value(i32 7, !115, !DIExpression(), !133)
  %17 = tail call fastcc i32 @F(i32 noundef 7), !dbg !134
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %17), !dbg !136
    #dbg_value(i32 8, !115, !DIExpression(), !133)
  %19 = tail call fastcc i32 @F(i32 noundef 8), !dbg !134
  %20 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %19), !dbg !136
    #dbg_value(i32 9, !115, !DIExpression(), !133)
  %21 = tail call fastcc i32 @F(i32 noundef 9), !dbg !134
  %22 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %21), !dbg !136
    #dbg_value(i32 10, !115, !DIExpression(), !133)
  %23 = tail call fastcc i32 @F(i32 noundef 10), !dbg !134
  %24 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %23), !dbg !136
    #dbg_value(i32 11, !115, !DIExpression(), !133)
  %25 = tail call fastcc i32 @F(i32 noundef 11), !dbg !134
  %26 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %25), !dbg !136
    #dbg_value(i32 12, !115, !DIExpression(), !133)
  %27 = tail call fastcc i32 @F(i32 noundef 12), !dbg !134
  %28 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %27), !dbg !136
    #dbg_value(i32 13, !115, !DIExpression(), !133)
  %29 = tail call fastcc i32 @F(i32 noundef 13), !dbg !134
  %30 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %29), !dbg !136
    #dbg_value(i32 14, !115, !DIExpression(), !133)
  %31 = tail call fastcc i32 @F(i32 noundef 14), !dbg !134
  %32 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %31), !dbg !136
    #dbg_value(i32 15, !115, !DIExpression(), !133)
  %33 = tail call fastcc i32 @F(i32 noundef 15), !dbg !134
  %34 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %33), !dbg !136
    #dbg_value(i32 16, !115, !DIExpression(), !133)
  %35 = tail call fastcc i32 @F(i32 noundef 16), !dbg !134
  %36 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %35), !dbg !136
    #dbg_value(i32 17, !115, !DIExpression(), !133)
  %37 = tail call fastcc i32 @F(i32 noundef 17), !dbg !134
  %38 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %37), !dbg !136
    #dbg_value(i32 18, !115, !DIExpression(), !133)
  %39 = tail call fastcc i32 @F(i32 noundef 18), !dbg !134
  %40 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %39), !dbg !136
    #dbg_value(i32 19, !115, !DIExpression(), !133)
  %41 = tail call fastcc i32 @F(i32 noundef 19), !dbg !134
  %42 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %41), !dbg !136
    #dbg_value(i32 20, !115, !DIExpression(), !133)
  %43 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3), !dbg !137
    #dbg_value(i32 0, !117, !DIExpression(), !138)
    #dbg_value(i32 0, !117, !DIExpression(), !138)
  %44 = tail call fastcc i32 @M(i32 noundef 0), !dbg !139
  %45 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %44), !dbg !141
    #dbg_value(i32 1, !117, !DIExpression(), !138)
  %46 = tail call fastcc i32 @M(i32 noundef 1), !dbg !139
  %47 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %46), !dbg !141
    #dbg_value(i32 2, !117, !DIExpression(), !138)
  %48 = tail call fastcc i32 @M(i32 noundef 2), !dbg !139
  %49 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %48), !dbg !141
    #dbg_value(i32 3, !117, !DIExpression(), !138)
  %50 = tail call fastcc i32 @M(i32 noundef 3), !dbg !139
  %51 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %50), !dbg !141
    #dbg_value(i32 4, !117, !DIExpression(), !138)
  %52 = tail call fastcc i32 @M(i32 noundef 4), !dbg !139
  %53 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %52), !dbg !141
    #dbg_value(i32 5, !117, !DIExpression(), !138)
  %54 = tail call fastcc i32 @M(i32 noundef 5), !dbg !139
  %55 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %54), !dbg !141
    #dbg_value(i32 6, !117, !DIExpression(), !138)
  %56 = tail call fastcc i32 @M(i32 noundef 6), !dbg !139
  %57 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %56), !dbg !141
    #dbg_value(i32 7, !117, !DIExpression(), !138)
  %58 = tail call fastcc i32 @M(i32 noundef 7), !dbg !139
  %59 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %58), !dbg !141
    #dbg_value(i32 8, !117, !DIExpression(), !138)
  %60 = tail call fastcc i32 @M(i32 noundef 8), !dbg !139
  %61 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %60), !dbg !141
    #dbg_value(i32 9, !117, !DIExpression(), !138)
  %62 = tail call fastcc i32 @M(i32 noundef 9), !dbg !139
  %63 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %62), !dbg !141
    #dbg_value(i32 10, !117, !DIExpression(), !138)
  %64 = tail call fastcc i32 @M(i32 noundef 10), !dbg !139
  %65 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %64), !dbg !141
    #dbg_value(i32 11, !117, !DIExpression(), !138)
  %66 = tail call fastcc i32 @M(i32 noundef 11), !dbg !139
  %67 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %66), !dbg !141
    #dbg_value(i32 12, !117, !DIExpression(), !138)
  %68 = tail call fastcc i32 @M(i32 noundef 12), !dbg !139
  %69 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %68), !dbg !141
    #dbg_value(i32 13, !117, !DIExpression(), !138)
  %70 = tail call fastcc i32 @M(i32 noundef 13), !dbg !139
  %71 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %70), !dbg !141
    #dbg_value(i32 14, !117, !DIExpression(), !138)
  %72 = tail call fastcc i32 @M(i32 noundef 14), !dbg !139
  %73 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %72), !dbg !141
    #dbg_value(i32 15, !117, !DIExpression(), !138)
  %74 = tail call fastcc i32 @M(i32 noundef 15), !dbg !139
  %75 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %74), !dbg !141
    #dbg_value(i32 16, !117, !DIExpression(), !138)
  %76 = tail call fastcc i32 @M(i32 noundef 16), !dbg !139
  %77 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %76), !dbg !141
    #dbg_value(i32 17, !117, !DIExpression(), !138)
  %78 = tail call fastcc i32 @M(i32 noundef 17), !dbg !139
  %79 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %78), !dbg !141
    #dbg_value(i32 18, !117, !DIExpression(), !138)
  %80 = tail call fastcc i32 @M(i32 noundef 18), !dbg !139
  %81 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %80), !dbg !141
    #dbg_value(i32 19, !117, !DIExpression(), !138)
  %82 = tail call fastcc i32 @M(i32 noundef 19), !dbg !139
  %83 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %82), !dbg !141
    #dbg_value(i32 20, !117, !DIExpression(), !138)
  %84 = tail call i32 @putchar(i32 10), !dbg !142
    #dbg_assign(i1 undef, !119, !DIExpression(), !143, ptr @__const.main.tests, !DIExpression(), !144)
    #dbg_value(i32 0, !123, !DIExpression(), !144)
    #dbg_value(i32 0, !124, !DIExpression(), !145)
  br label %86, !dbg !146

85:                                               ; preds = %119
  ret i32 %124, !dbg !147

86:                                               ; preds = %0, %119
  %87 = phi i64 [ 0, %0 ], [ %125, %119 ]
  %88 = phi i32 [ 0, %0 ], [ %124, %119 ]
    #dbg_value(i64 %87, !124, !DIExpression(), !145)
    #dbg_value(i32 %88, !123, !DIExpression(), !144)
  %89 = getelementptr inbounds [12 x ptr], ptr @__const.main.tests, i64 0, i64 %87, !dbg !148
  %90 = load ptr, ptr %89, align 8, !dbg !148, !tbaa !149
    #dbg_value(ptr %90, !153, !DIExpression(), !161)
    #dbg_value(ptr undef, !159, !DIExpression(), !161)
  store ptr %90, ptr @p, align 8, !dbg !163, !tbaa !149
  store i32 0, ptr @err, align 4, !dbg !164, !tbaa !165
  %91 = tail call fastcc i64 @term(), !dbg !167
    #dbg_value(i64 %91, !172, !DIExpression(), !174)
  br label %92, !dbg !175

92:                                               ; preds = %114, %86
  %93 = phi i64 [ %91, %86 ], [ %115, %114 ], !dbg !176
    #dbg_value(i64 %93, !172, !DIExpression(), !174)
  %94 = load ptr, ptr @p, align 8, !tbaa !149
  %95 = load i8, ptr %94, align 1, !dbg !177, !tbaa !185
  %96 = icmp eq i8 %95, 32, !dbg !186
  br i1 %96, label %97, label %103, !dbg !187

97:                                               ; preds = %92, %97
  %98 = phi ptr [ %99, %97 ], [ %94, %92 ]
  %99 = getelementptr inbounds i8, ptr %98, i64 1, !dbg !188
  %100 = load i8, ptr %99, align 1, !dbg !177, !tbaa !185
  %101 = icmp eq i8 %100, 32, !dbg !186
  br i1 %101, label %97, label %102, !dbg !187, !llvm.loop !189

102:                                              ; preds = %97
  store ptr %99, ptr @p, align 8, !dbg !188, !tbaa !149
  br label %103, !dbg !187

103:                                              ; preds = %102, %92
  %104 = phi i8 [ %95, %92 ], [ %100, %102 ], !dbg !191
  %105 = phi ptr [ %94, %92 ], [ %99, %102 ], !dbg !193
  switch i8 %104, label %118 [
    i8 43, label %106
    i8 45, label %110
    i8 0, label %116
  ], !dbg !194

106:                                              ; preds = %103
  %107 = getelementptr inbounds i8, ptr %105, i64 1, !dbg !195
  store ptr %107, ptr @p, align 8, !dbg !195, !tbaa !149
  %108 = tail call fastcc i64 @term(), !dbg !197
  %109 = add nsw i64 %108, %93, !dbg !198
    #dbg_value(i64 %109, !172, !DIExpression(), !174)
  br label %114, !dbg !199

110:                                              ; preds = %103
  %111 = getelementptr inbounds i8, ptr %105, i64 1, !dbg !200
  store ptr %111, ptr @p, align 8, !dbg !200, !tbaa !149
  %112 = tail call fastcc i64 @term(), !dbg !203
  %113 = sub nsw i64 %93, %112, !dbg !204
    #dbg_value(i64 %113, !172, !DIExpression(), !174)
  br label %114

114:                                              ; preds = %110, %106
  %115 = phi i64 [ %109, %106 ], [ %113, %110 ]
  br label %92, !llvm.loop !205

116:                                              ; preds = %103
  %117 = load i32, ptr @err, align 4, !dbg !208, !tbaa !165
  br label %119, !dbg !209

118:                                              ; preds = %103
  store i32 3, ptr @err, align 4, !dbg !210, !tbaa !165
  br label %119, !dbg !212

119:                                              ; preds = %116, %118
  %120 = phi i32 [ %117, %116 ], [ 3, %118 ], !dbg !208
    #dbg_value(i32 %120, !126, !DIExpression(), !213)
    #dbg_value(i64 %93, !129, !DIExpression(), !213)
  %121 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef %90, i64 noundef %93, i32 noundef %120), !dbg !214
  %122 = icmp ne i32 %120, 0, !dbg !215
  %123 = zext i1 %122 to i32, !dbg !215
  %124 = add nuw nsw i32 %88, %123, !dbg !216
    #dbg_value(i32 %124, !123, !DIExpression(), !144)
  %125 = add nuw nsw i64 %87, 1, !dbg !217
    #dbg_value(i64 %125, !124, !DIExpression(), !145)
  %126 = icmp eq i64 %125, 12, !dbg !218
  br i1 %126, label %85, label %86, !dbg !146, !llvm.loop !219
}

; Function Attrs: nofree nounwind
declare !dbg !221 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nofree nosync nounwind memory(none) uwtable
define internal fastcc i32 @F(i32 noundef %0) unnamed_addr #2 !dbg !226 {
    #dbg_value(i32 %0, !230, !DIExpression(), !231)
  %2 = icmp eq i32 %0, 0, !dbg !232
  br i1 %2, label %3, label %5, !dbg !233

3:                                                ; preds = %1, %5
  %4 = phi i32 [ %9, %5 ], [ 1, %1 ]
  ret i32 %4, !dbg !234

5:                                                ; preds = %1
  %6 = add nsw i32 %0, -1, !dbg !235
  %7 = tail call fastcc i32 @F(i32 noundef %6), !dbg !236
  %8 = tail call fastcc i32 @M(i32 noundef %7), !dbg !237
  %9 = sub nsw i32 %0, %8, !dbg !238
  br label %3, !dbg !234
}

; Function Attrs: nofree nosync nounwind memory(none) uwtable
define internal fastcc i32 @M(i32 noundef %0) unnamed_addr #2 !dbg !239 {
    #dbg_value(i32 %0, !241, !DIExpression(), !242)
  %2 = icmp eq i32 %0, 0, !dbg !243
  br i1 %2, label %3, label %5, !dbg !244

3:                                                ; preds = %1, %5
  %4 = phi i32 [ %9, %5 ], [ 0, %1 ]
  ret i32 %4, !dbg !245

5:                                                ; preds = %1
  %6 = add nsw i32 %0, -1, !dbg !246
  %7 = tail call fastcc i32 @M(i32 noundef %6), !dbg !247
  %8 = tail call fastcc i32 @F(i32 noundef %7), !dbg !248
  %9 = sub nsw i32 %0, %8, !dbg !249
  br label %3, !dbg !245
}

; Function Attrs: nofree nosync nounwind memory(readwrite, argmem: read, inaccessiblemem: none) uwtable
define internal fastcc i64 @term() unnamed_addr #3 !dbg !250 {
  %1 = tail call fastcc i64 @power(), !dbg !263
    #dbg_value(i64 %1, !252, !DIExpression(), !264)
  br label %2, !dbg !265

2:                                                ; preds = %21, %0
  %3 = phi i64 [ %1, %0 ], [ %22, %21 ]
  br label %4, !dbg !266

4:                                                ; preds = %35, %2
    #dbg_value(i64 %3, !252, !DIExpression(), !264)
  %5 = load ptr, ptr @p, align 8, !tbaa !149
  %6 = load i8, ptr %5, align 1, !dbg !267, !tbaa !185
  %7 = icmp eq i8 %6, 32, !dbg !269
  br i1 %7, label %8, label %14, !dbg !270

8:                                                ; preds = %4, %8
  %9 = phi ptr [ %10, %8 ], [ %5, %4 ]
  %10 = getelementptr inbounds i8, ptr %9, i64 1, !dbg !271
  %11 = load i8, ptr %10, align 1, !dbg !267, !tbaa !185
  %12 = icmp eq i8 %11, 32, !dbg !269
  br i1 %12, label %8, label %13, !dbg !270, !llvm.loop !272

13:                                               ; preds = %8
  store ptr %10, ptr @p, align 8, !dbg !271, !tbaa !149
  br label %14, !dbg !270

14:                                               ; preds = %4, %13
  %15 = phi i8 [ %6, %4 ], [ %11, %13 ], !dbg !273
  %16 = phi ptr [ %5, %4 ], [ %10, %13 ], !dbg !274
  switch i8 %15, label %36 [
    i8 42, label %17
    i8 47, label %23
    i8 37, label %29
  ], !dbg !275

17:                                               ; preds = %14
  %18 = getelementptr inbounds i8, ptr %16, i64 1, !dbg !276
  store ptr %18, ptr @p, align 8, !dbg !276, !tbaa !149
  %19 = tail call fastcc i64 @power(), !dbg !278
  %20 = mul nsw i64 %19, %3, !dbg !279
    #dbg_value(i64 %20, !252, !DIExpression(), !264)
  br label %21, !dbg !280

21:                                               ; preds = %17, %27, %33
  %22 = phi i64 [ %34, %33 ], [ %28, %27 ], [ %20, %17 ]
  br label %2, !dbg !266, !llvm.loop !281

23:                                               ; preds = %14
  %24 = getelementptr inbounds i8, ptr %16, i64 1, !dbg !283
  store ptr %24, ptr @p, align 8, !dbg !283, !tbaa !149
  %25 = tail call fastcc i64 @power(), !dbg !284
    #dbg_value(i64 %25, !253, !DIExpression(), !285)
  %26 = icmp eq i64 %25, 0, !dbg !286
  br i1 %26, label %35, label %27, !dbg !288

27:                                               ; preds = %23
  %28 = sdiv i64 %3, %25, !dbg !289
    #dbg_value(i64 %28, !252, !DIExpression(), !264)
  br label %21, !dbg !290

29:                                               ; preds = %14
  %30 = getelementptr inbounds i8, ptr %16, i64 1, !dbg !291
  store ptr %30, ptr @p, align 8, !dbg !291, !tbaa !149
  %31 = tail call fastcc i64 @power(), !dbg !292
    #dbg_value(i64 %31, !260, !DIExpression(), !293)
  %32 = icmp eq i64 %31, 0, !dbg !294
  br i1 %32, label %35, label %33, !dbg !296

33:                                               ; preds = %29
  %34 = srem i64 %3, %31, !dbg !297
    #dbg_value(i64 %34, !252, !DIExpression(), !264)
  br label %21, !dbg !298

35:                                               ; preds = %29, %23
  store i32 2, ptr @err, align 4, !dbg !299, !tbaa !165
  br label %4, !llvm.loop !281

36:                                               ; preds = %14
  ret i64 %3, !dbg !300
}

; Function Attrs: nofree nosync nounwind memory(readwrite, argmem: read, inaccessiblemem: none) uwtable
define internal fastcc i64 @power() unnamed_addr #3 !dbg !301 {
  %1 = tail call fastcc i64 @factor(), !dbg !308
    #dbg_value(i64 %1, !303, !DIExpression(), !309)
  %2 = load ptr, ptr @p, align 8, !tbaa !149
  %3 = load i8, ptr %2, align 1, !dbg !310, !tbaa !185
  %4 = icmp eq i8 %3, 32, !dbg !312
  br i1 %4, label %5, label %11, !dbg !313

5:                                                ; preds = %0, %5
  %6 = phi ptr [ %7, %5 ], [ %2, %0 ]
  %7 = getelementptr inbounds i8, ptr %6, i64 1, !dbg !314
  %8 = load i8, ptr %7, align 1, !dbg !310, !tbaa !185
  %9 = icmp eq i8 %8, 32, !dbg !312
  br i1 %9, label %5, label %10, !dbg !313, !llvm.loop !315

10:                                               ; preds = %5
  store ptr %7, ptr @p, align 8, !dbg !314, !tbaa !149
  br label %11, !dbg !313

11:                                               ; preds = %0, %10
  %12 = phi i8 [ %3, %0 ], [ %8, %10 ], !dbg !316
  %13 = phi ptr [ %2, %0 ], [ %7, %10 ], !dbg !317
  %14 = icmp eq i8 %12, 94, !dbg !318
  br i1 %14, label %15, label %47, !dbg !319

15:                                               ; preds = %11
  %16 = getelementptr inbounds i8, ptr %13, i64 1, !dbg !320
  store ptr %16, ptr @p, align 8, !dbg !320, !tbaa !149
  %17 = tail call fastcc i64 @power(), !dbg !321
    #dbg_value(i64 %17, !304, !DIExpression(), !322)
    #dbg_value(i64 1, !307, !DIExpression(), !322)
    #dbg_value(i64 %17, !304, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !322)
  %18 = icmp sgt i64 %17, 0, !dbg !323
  br i1 %18, label %19, label %47, !dbg !324

19:                                               ; preds = %15
  %20 = and i64 %17, 7, !dbg !324
  %21 = icmp ult i64 %17, 8, !dbg !324
  br i1 %21, label %37, label %22, !dbg !324

22:                                               ; preds = %19
  %23 = and i64 %17, 9223372036854775800, !dbg !324
  %24 = mul i64 %1, %1, !dbg !324
  %25 = mul i64 %24, %1, !dbg !324
  %26 = mul i64 %25, %1, !dbg !324
  %27 = mul i64 %26, %1, !dbg !324
  %28 = mul i64 %27, %1, !dbg !324
  %29 = mul i64 %28, %1, !dbg !324
  %30 = mul i64 %29, %1, !dbg !324
  br label %31, !dbg !324

31:                                               ; preds = %31, %22
  %32 = phi i64 [ 1, %22 ], [ %34, %31 ]
  %33 = phi i64 [ 0, %22 ], [ %35, %31 ]
    #dbg_value(i64 %32, !307, !DIExpression(), !322)
    #dbg_value(i64 poison, !304, !DIExpression(), !322)
    #dbg_value(i64 poison, !304, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !322)
  %34 = mul i64 %32, %30
    #dbg_value(i64 %34, !307, !DIExpression(), !322)
    #dbg_value(i64 poison, !304, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !322)
    #dbg_value(i64 poison, !304, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !322)
    #dbg_value(i64 poison, !304, !DIExpression(DW_OP_constu, 2, DW_OP_minus, DW_OP_stack_value), !322)
    #dbg_value(i64 %34, !307, !DIExpression(), !322)
    #dbg_value(i64 poison, !304, !DIExpression(DW_OP_constu, 2, DW_OP_minus, DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !322)
    #dbg_value(i64 poison, !304, !DIExpression(DW_OP_constu, 2, DW_OP_minus, DW_OP_stack_value), !322)
    #dbg_value(i64 poison, !304, !DIExpression(DW_OP_constu, 3, DW_OP_minus, DW_OP_stack_value), !322)
    #dbg_value(i64 %34, !307, !DIExpression(), !322)
    #dbg_value(i64 poison, !304, !DIExpression(DW_OP_constu, 3, DW_OP_minus, DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !322)
    #dbg_value(i64 poison, !304, !DIExpression(DW_OP_constu, 3, DW_OP_minus, DW_OP_stack_value), !322)
    #dbg_value(i64 poison, !304, !DIExpression(DW_OP_constu, 4, DW_OP_minus, DW_OP_stack_value), !322)
    #dbg_value(i64 %34, !307, !DIExpression(), !322)
    #dbg_value(i64 poison, !304, !DIExpression(DW_OP_constu, 4, DW_OP_minus, DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !322)
    #dbg_value(i64 poison, !304, !DIExpression(DW_OP_constu, 4, DW_OP_minus, DW_OP_stack_value), !322)
    #dbg_value(i64 poison, !304, !DIExpression(DW_OP_constu, 5, DW_OP_minus, DW_OP_stack_value), !322)
    #dbg_value(i64 %34, !307, !DIExpression(), !322)
    #dbg_value(i64 poison, !304, !DIExpression(DW_OP_constu, 5, DW_OP_minus, DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !322)
    #dbg_value(i64 poison, !304, !DIExpression(DW_OP_constu, 5, DW_OP_minus, DW_OP_stack_value), !322)
    #dbg_value(i64 poison, !304, !DIExpression(DW_OP_constu, 6, DW_OP_minus, DW_OP_stack_value), !322)
    #dbg_value(i64 %34, !307, !DIExpression(), !322)
    #dbg_value(i64 poison, !304, !DIExpression(DW_OP_constu, 6, DW_OP_minus, DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !322)
    #dbg_value(i64 poison, !304, !DIExpression(DW_OP_constu, 6, DW_OP_minus, DW_OP_stack_value), !322)
    #dbg_value(i64 poison, !304, !DIExpression(DW_OP_constu, 7, DW_OP_minus, DW_OP_stack_value), !322)
    #dbg_value(i64 %34, !307, !DIExpression(), !322)
    #dbg_value(i64 poison, !304, !DIExpression(DW_OP_constu, 7, DW_OP_minus, DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !322)
    #dbg_value(i64 poison, !304, !DIExpression(DW_OP_constu, 7, DW_OP_minus, DW_OP_stack_value), !322)
    #dbg_value(i64 poison, !304, !DIExpression(DW_OP_constu, 8, DW_OP_minus, DW_OP_stack_value), !322)
    #dbg_value(i64 %34, !307, !DIExpression(), !322)
    #dbg_value(i64 poison, !304, !DIExpression(DW_OP_constu, 8, DW_OP_minus, DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !322)
  %35 = add i64 %33, 8, !dbg !324
  %36 = icmp eq i64 %35, %23, !dbg !324
  br i1 %36, label %37, label %31, !dbg !324, !llvm.loop !325

37:                                               ; preds = %31, %19
  %38 = phi i64 [ poison, %19 ], [ %34, %31 ]
  %39 = phi i64 [ 1, %19 ], [ %34, %31 ]
  %40 = icmp eq i64 %20, 0, !dbg !324
  br i1 %40, label %47, label %41, !dbg !324

41:                                               ; preds = %37, %41
  %42 = phi i64 [ %44, %41 ], [ %39, %37 ]
  %43 = phi i64 [ %45, %41 ], [ 0, %37 ]
    #dbg_value(i64 %42, !307, !DIExpression(), !322)
    #dbg_value(i64 poison, !304, !DIExpression(), !322)
    #dbg_value(i64 poison, !304, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !322)
  %44 = mul nsw i64 %42, %1, !dbg !327
    #dbg_value(i64 %44, !307, !DIExpression(), !322)
    #dbg_value(i64 poison, !304, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !322)
  %45 = add i64 %43, 1, !dbg !324
  %46 = icmp eq i64 %45, %20, !dbg !324
  br i1 %46, label %47, label %41, !dbg !324, !llvm.loop !328

47:                                               ; preds = %37, %41, %15, %11
  %48 = phi i64 [ %1, %11 ], [ 1, %15 ], [ %38, %37 ], [ %44, %41 ], !dbg !330
  ret i64 %48, !dbg !331
}

; Function Attrs: nofree nosync nounwind memory(readwrite, argmem: read, inaccessiblemem: none) uwtable
define internal fastcc i64 @factor() unnamed_addr #3 !dbg !332 {
  %1 = load ptr, ptr @p, align 8, !tbaa !149
  %2 = load i8, ptr %1, align 1, !dbg !340, !tbaa !185
  %3 = icmp eq i8 %2, 32, !dbg !342
  br i1 %3, label %4, label %10, !dbg !343

4:                                                ; preds = %0, %4
  %5 = phi ptr [ %6, %4 ], [ %1, %0 ]
  %6 = getelementptr inbounds i8, ptr %5, i64 1, !dbg !344
  %7 = load i8, ptr %6, align 1, !dbg !340, !tbaa !185
  %8 = icmp eq i8 %7, 32, !dbg !342
  br i1 %8, label %4, label %9, !dbg !343, !llvm.loop !345

9:                                                ; preds = %4
  store ptr %6, ptr @p, align 8, !dbg !344, !tbaa !149
  br label %10, !dbg !343

10:                                               ; preds = %0, %9
  %11 = phi i8 [ %2, %0 ], [ %7, %9 ], !dbg !346
  %12 = phi ptr [ %1, %0 ], [ %6, %9 ], !dbg !347
  switch i8 %11, label %50 [
    i8 40, label %13
    i8 45, label %46
  ], !dbg !348

13:                                               ; preds = %10
  %14 = getelementptr inbounds i8, ptr %12, i64 1, !dbg !349
  store ptr %14, ptr @p, align 8, !dbg !349, !tbaa !149
  %15 = tail call fastcc i64 @term(), !dbg !350
    #dbg_value(i64 %15, !172, !DIExpression(), !352)
  br label %16, !dbg !353

16:                                               ; preds = %38, %13
  %17 = phi i64 [ %15, %13 ], [ %39, %38 ], !dbg !354
    #dbg_value(i64 %17, !172, !DIExpression(), !352)
  %18 = load ptr, ptr @p, align 8, !tbaa !149
  %19 = load i8, ptr %18, align 1, !dbg !355, !tbaa !185
  %20 = icmp eq i8 %19, 32, !dbg !357
  br i1 %20, label %21, label %27, !dbg !358

21:                                               ; preds = %16, %21
  %22 = phi ptr [ %23, %21 ], [ %18, %16 ]
  %23 = getelementptr inbounds i8, ptr %22, i64 1, !dbg !359
  %24 = load i8, ptr %23, align 1, !dbg !355, !tbaa !185
  %25 = icmp eq i8 %24, 32, !dbg !357
  br i1 %25, label %21, label %26, !dbg !358, !llvm.loop !360

26:                                               ; preds = %21
  store ptr %23, ptr @p, align 8, !dbg !359, !tbaa !149
  br label %27, !dbg !358

27:                                               ; preds = %26, %16
  %28 = phi i8 [ %24, %26 ], [ %19, %16 ], !dbg !361
  %29 = phi ptr [ %23, %26 ], [ %18, %16 ], !dbg !362
  switch i8 %28, label %42 [
    i8 43, label %30
    i8 45, label %34
    i8 41, label %40
  ], !dbg !363

30:                                               ; preds = %27
  %31 = getelementptr inbounds i8, ptr %29, i64 1, !dbg !364
  store ptr %31, ptr @p, align 8, !dbg !364, !tbaa !149
  %32 = tail call fastcc i64 @term(), !dbg !365
  %33 = add nsw i64 %32, %17, !dbg !366
    #dbg_value(i64 %33, !172, !DIExpression(), !352)
  br label %38, !dbg !367

34:                                               ; preds = %27
  %35 = getelementptr inbounds i8, ptr %29, i64 1, !dbg !368
  store ptr %35, ptr @p, align 8, !dbg !368, !tbaa !149
  %36 = tail call fastcc i64 @term(), !dbg !369
  %37 = sub nsw i64 %17, %36, !dbg !370
    #dbg_value(i64 %37, !172, !DIExpression(), !352)
  br label %38

38:                                               ; preds = %34, %30
  %39 = phi i64 [ %33, %30 ], [ %37, %34 ]
  br label %16, !llvm.loop !371

40:                                               ; preds = %27
  %41 = getelementptr inbounds i8, ptr %29, i64 1, !dbg !374
  store ptr %41, ptr @p, align 8, !dbg !374, !tbaa !149
  br label %44, !dbg !376

42:                                               ; preds = %27
  store i32 1, ptr @err, align 4, !dbg !377, !tbaa !165
  br label %44

43:                                               ; preds = %58
  store ptr %63, ptr @p, align 8, !dbg !378, !tbaa !149
  br label %44, !dbg !379

44:                                               ; preds = %40, %42, %73, %43, %46
  %45 = phi i64 [ %49, %46 ], [ 0, %73 ], [ %17, %42 ], [ %17, %40 ], [ %66, %43 ]
  ret i64 %45, !dbg !380

46:                                               ; preds = %10
  %47 = getelementptr inbounds i8, ptr %12, i64 1, !dbg !381
  store ptr %47, ptr @p, align 8, !dbg !381, !tbaa !149
  %48 = tail call fastcc i64 @factor(), !dbg !384
  %49 = sub nsw i64 0, %48, !dbg !385
  br label %44, !dbg !380

50:                                               ; preds = %10
  %51 = tail call ptr @__ctype_b_loc() #6, !dbg !386
  %52 = load ptr, ptr %51, align 8, !dbg !386, !tbaa !149
  %53 = zext i8 %11 to i64, !dbg !386
  %54 = getelementptr inbounds i16, ptr %52, i64 %53, !dbg !386
  %55 = load i16, ptr %54, align 2, !dbg !386, !tbaa !387
  %56 = and i16 %55, 2048, !dbg !386
  %57 = icmp eq i16 %56, 0, !dbg !386
  br i1 %57, label %73, label %58, !dbg !389

58:                                               ; preds = %50, %58
  %59 = phi i8 [ %67, %58 ], [ %11, %50 ]
  %60 = phi i64 [ %66, %58 ], [ 0, %50 ]
  %61 = phi ptr [ %63, %58 ], [ %12, %50 ]
    #dbg_value(i64 %60, !337, !DIExpression(), !390)
  %62 = mul nsw i64 %60, 10, !dbg !391
  %63 = getelementptr inbounds i8, ptr %61, i64 1, !dbg !378
  %64 = sext i8 %59 to i64, !dbg !392
  %65 = add i64 %62, -48, !dbg !393
  %66 = add i64 %65, %64, !dbg !394
    #dbg_value(i64 %66, !337, !DIExpression(), !390)
  %67 = load i8, ptr %63, align 1, !dbg !395, !tbaa !185
  %68 = zext i8 %67 to i64, !dbg !395
  %69 = getelementptr inbounds i16, ptr %52, i64 %68, !dbg !395
  %70 = load i16, ptr %69, align 2, !dbg !395, !tbaa !387
  %71 = and i16 %70, 2048, !dbg !395
  %72 = icmp eq i16 %71, 0, !dbg !379
  br i1 %72, label %43, label %58, !dbg !379, !llvm.loop !396

73:                                               ; preds = %50
  store i32 1, ptr @err, align 4, !dbg !398, !tbaa !165
  br label %44, !dbg !399
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare !dbg !400 ptr @__ctype_b_loc() local_unnamed_addr #4

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #5

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nosync nounwind memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nosync nounwind memory(readwrite, argmem: read, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nosync nounwind willreturn memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind }
attributes #6 = { nounwind willreturn memory(none) }

!llvm.dbg.cu = !{!71}
!llvm.module.flags = !{!103, !104, !105, !106, !107, !108, !109}
!llvm.ident = !{!110}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 32, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/mutual_recursion.c", directory: ".", checksumkind: CSK_MD5, checksum: "89252aeed9fdc1e9afd4ffae77e30226")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 232, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 29)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 33, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 24, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 3)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 33, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 4)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 33, type: !14, isLocal: true, isDefinition: true)
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(scope: null, file: !2, line: 34, type: !21, isLocal: true, isDefinition: true)
!21 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !22)
!22 = !{!23}
!23 = !DISubrange(count: 6)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(scope: null, file: !2, line: 34, type: !26, isLocal: true, isDefinition: true)
!26 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !27)
!27 = !{!28}
!28 = !DISubrange(count: 8)
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(scope: null, file: !2, line: 34, type: !31, isLocal: true, isDefinition: true)
!31 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !32)
!32 = !{!33}
!33 = !DISubrange(count: 5)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !2, line: 34, type: !21, isLocal: true, isDefinition: true)
!36 = !DIGlobalVariableExpression(var: !37, expr: !DIExpression())
!37 = distinct !DIGlobalVariable(scope: null, file: !2, line: 34, type: !38, isLocal: true, isDefinition: true)
!38 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !39)
!39 = !{!40}
!40 = !DISubrange(count: 10)
!41 = !DIGlobalVariableExpression(var: !42, expr: !DIExpression())
!42 = distinct !DIGlobalVariable(scope: null, file: !2, line: 34, type: !26, isLocal: true, isDefinition: true)
!43 = !DIGlobalVariableExpression(var: !44, expr: !DIExpression())
!44 = distinct !DIGlobalVariable(scope: null, file: !2, line: 34, type: !45, isLocal: true, isDefinition: true)
!45 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 128, elements: !46)
!46 = !{!47}
!47 = !DISubrange(count: 16)
!48 = !DIGlobalVariableExpression(var: !49, expr: !DIExpression())
!49 = distinct !DIGlobalVariable(scope: null, file: !2, line: 34, type: !14, isLocal: true, isDefinition: true)
!50 = !DIGlobalVariableExpression(var: !51, expr: !DIExpression())
!51 = distinct !DIGlobalVariable(scope: null, file: !2, line: 34, type: !9, isLocal: true, isDefinition: true)
!52 = !DIGlobalVariableExpression(var: !53, expr: !DIExpression())
!53 = distinct !DIGlobalVariable(scope: null, file: !2, line: 34, type: !54, isLocal: true, isDefinition: true)
!54 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 288, elements: !55)
!55 = !{!56}
!56 = !DISubrange(count: 36)
!57 = !DIGlobalVariableExpression(var: !58, expr: !DIExpression())
!58 = distinct !DIGlobalVariable(scope: null, file: !2, line: 34, type: !59, isLocal: true, isDefinition: true)
!59 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !60)
!60 = !{!61}
!61 = !DISubrange(count: 7)
!62 = !DIGlobalVariableExpression(var: !63, expr: !DIExpression())
!63 = distinct !DIGlobalVariable(scope: null, file: !2, line: 34, type: !31, isLocal: true, isDefinition: true)
!64 = !DIGlobalVariableExpression(var: !65, expr: !DIExpression())
!65 = distinct !DIGlobalVariable(scope: null, file: !2, line: 36, type: !66, isLocal: true, isDefinition: true)
!66 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !67)
!67 = !{!68}
!68 = !DISubrange(count: 20)
!69 = !DIGlobalVariableExpression(var: !70, expr: !DIExpression())
!70 = distinct !DIGlobalVariable(name: "p", scope: !71, file: !2, line: 13, type: !101, isLocal: true, isDefinition: true)
!71 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !72, retainedTypes: !89, globals: !93, splitDebugInlining: false, nameTableKind: None)
!72 = !{!73}
!73 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !74, line: 46, baseType: !75, size: 32, elements: !76)
!74 = !DIFile(filename: "/usr/include/ctype.h", directory: "", checksumkind: CSK_MD5, checksum: "3ab3dd7fdf2578005732722ee2393e59")
!75 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!76 = !{!77, !78, !79, !80, !81, !82, !83, !84, !85, !86, !87, !88}
!77 = !DIEnumerator(name: "_ISupper", value: 256)
!78 = !DIEnumerator(name: "_ISlower", value: 512)
!79 = !DIEnumerator(name: "_ISalpha", value: 1024)
!80 = !DIEnumerator(name: "_ISdigit", value: 2048)
!81 = !DIEnumerator(name: "_ISxdigit", value: 4096)
!82 = !DIEnumerator(name: "_ISspace", value: 8192)
!83 = !DIEnumerator(name: "_ISprint", value: 16384)
!84 = !DIEnumerator(name: "_ISgraph", value: 32768)
!85 = !DIEnumerator(name: "_ISblank", value: 1)
!86 = !DIEnumerator(name: "_IScntrl", value: 2)
!87 = !DIEnumerator(name: "_ISpunct", value: 4)
!88 = !DIEnumerator(name: "_ISalnum", value: 8)
!89 = !{!90, !91, !92}
!90 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!91 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!92 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!93 = !{!0, !7, !12, !17, !94, !19, !24, !29, !34, !36, !41, !43, !48, !50, !52, !57, !62, !64, !69, !99}
!94 = !DIGlobalVariableExpression(var: !95, expr: !DIExpression())
!95 = distinct !DIGlobalVariable(scope: null, file: !2, line: 33, type: !96, isLocal: true, isDefinition: true)
!96 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !97)
!97 = !{!98}
!98 = !DISubrange(count: 2)
!99 = !DIGlobalVariableExpression(var: !100, expr: !DIExpression())
!100 = distinct !DIGlobalVariable(name: "err", scope: !71, file: !2, line: 13, type: !90, isLocal: true, isDefinition: true)
!101 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !102, size: 64)
!102 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!103 = !{i32 7, !"Dwarf Version", i32 5}
!104 = !{i32 2, !"Debug Info Version", i32 3}
!105 = !{i32 1, !"wchar_size", i32 4}
!106 = !{i32 8, !"PIC Level", i32 2}
!107 = !{i32 7, !"PIE Level", i32 2}
!108 = !{i32 7, !"uwtable", i32 2}
!109 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!110 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!111 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 31, type: !112, scopeLine: 31, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !71, retainedNodes: !114)
!112 = !DISubroutineType(types: !113)
!113 = !{!90}
!114 = !{!115, !117, !119, !123, !124, !126, !129}
!115 = !DILocalVariable(name: "i", scope: !116, file: !2, line: 33, type: !90)
!116 = distinct !DILexicalBlock(scope: !111, file: !2, line: 33, column: 19)
!117 = !DILocalVariable(name: "i", scope: !118, file: !2, line: 33, type: !90)
!118 = distinct !DILexicalBlock(scope: !111, file: !2, line: 33, column: 85)
!119 = !DILocalVariable(name: "tests", scope: !111, file: !2, line: 34, type: !120)
!120 = !DICompositeType(tag: DW_TAG_array_type, baseType: !101, size: 768, elements: !121)
!121 = !{!122}
!122 = !DISubrange(count: 12)
!123 = !DILocalVariable(name: "bad", scope: !111, file: !2, line: 35, type: !90)
!124 = !DILocalVariable(name: "i", scope: !125, file: !2, line: 36, type: !75)
!125 = distinct !DILexicalBlock(scope: !111, file: !2, line: 36, column: 5)
!126 = !DILocalVariable(name: "e", scope: !127, file: !2, line: 36, type: !90)
!127 = distinct !DILexicalBlock(scope: !128, file: !2, line: 36, column: 67)
!128 = distinct !DILexicalBlock(scope: !125, file: !2, line: 36, column: 5)
!129 = !DILocalVariable(name: "v", scope: !127, file: !2, line: 36, type: !130)
!130 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!131 = !DILocation(line: 32, column: 5, scope: !111)
!132 = !DILocation(line: 33, column: 5, scope: !111)
!133 = !DILocation(line: 0, scope: !116)
!134 = !DILocation(line: 33, column: 62, scope: !135)
!135 = distinct !DILexicalBlock(scope: !116, file: !2, line: 33, column: 19)
!136 = !DILocation(line: 33, column: 48, scope: !135)
!137 = !DILocation(line: 33, column: 69, scope: !111)
!138 = !DILocation(line: 0, scope: !118)
!139 = !DILocation(line: 33, column: 128, scope: !140)
!140 = distinct !DILexicalBlock(scope: !118, file: !2, line: 33, column: 85)
!141 = !DILocation(line: 33, column: 114, scope: !140)
!142 = !DILocation(line: 33, column: 135, scope: !111)
!143 = distinct !DIAssignID()
!144 = !DILocation(line: 0, scope: !111)
!145 = !DILocation(line: 0, scope: !125)
!146 = !DILocation(line: 36, column: 5, scope: !125)
!147 = !DILocation(line: 37, column: 5, scope: !111)
!148 = !DILocation(line: 36, column: 90, scope: !127)
!149 = !{!150, !150, i64 0}
!150 = !{!"any pointer", !151, i64 0}
!151 = !{!"omnipotent char", !152, i64 0}
!152 = !{!"Simple C/C++ TBAA"}
!153 = !DILocalVariable(name: "s", arg: 1, scope: !154, file: !2, line: 29, type: !101)
!154 = distinct !DISubprogram(name: "eval", scope: !2, file: !2, line: 29, type: !155, scopeLine: 29, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !71, retainedNodes: !158)
!155 = !DISubroutineType(types: !156)
!156 = !{!130, !101, !157}
!157 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !90, size: 64)
!158 = !{!153, !159, !160}
!159 = !DILocalVariable(name: "e", arg: 2, scope: !154, file: !2, line: 29, type: !157)
!160 = !DILocalVariable(name: "v", scope: !154, file: !2, line: 29, type: !130)
!161 = !DILocation(line: 0, scope: !154, inlinedAt: !162)
!162 = distinct !DILocation(line: 36, column: 85, scope: !127)
!163 = !DILocation(line: 29, column: 45, scope: !154, inlinedAt: !162)
!164 = !DILocation(line: 29, column: 54, scope: !154, inlinedAt: !162)
!165 = !{!166, !166, i64 0}
!166 = !{!"int", !151, i64 0}
!167 = !DILocation(line: 28, column: 35, scope: !168, inlinedAt: !173)
!168 = distinct !DISubprogram(name: "expr", scope: !2, file: !2, line: 28, type: !169, scopeLine: 28, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !71, retainedNodes: !171)
!169 = !DISubroutineType(types: !170)
!170 = !{!130}
!171 = !{!172}
!172 = !DILocalVariable(name: "v", scope: !168, file: !2, line: 28, type: !130)
!173 = distinct !DILocation(line: 29, column: 68, scope: !154, inlinedAt: !162)
!174 = !DILocation(line: 0, scope: !168, inlinedAt: !173)
!175 = !DILocation(line: 28, column: 43, scope: !168, inlinedAt: !173)
!176 = !DILocation(line: 28, scope: !168, inlinedAt: !173)
!177 = !DILocation(line: 15, column: 33, scope: !178, inlinedAt: !181)
!178 = distinct !DISubprogram(name: "skip", scope: !2, file: !2, line: 15, type: !179, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !71)
!179 = !DISubroutineType(types: !180)
!180 = !{null}
!181 = distinct !DILocation(line: 28, column: 54, scope: !182, inlinedAt: !173)
!182 = distinct !DILexicalBlock(scope: !183, file: !2, line: 28, column: 52)
!183 = distinct !DILexicalBlock(scope: !184, file: !2, line: 28, column: 43)
!184 = distinct !DILexicalBlock(scope: !168, file: !2, line: 28, column: 43)
!185 = !{!151, !151, i64 0}
!186 = !DILocation(line: 15, column: 36, scope: !178, inlinedAt: !181)
!187 = !DILocation(line: 15, column: 26, scope: !178, inlinedAt: !181)
!188 = !DILocation(line: 15, column: 45, scope: !178, inlinedAt: !181)
!189 = distinct !{!189, !187, !188, !190}
!190 = !{!"llvm.loop.mustprogress"}
!191 = !DILocation(line: 28, column: 66, scope: !192, inlinedAt: !173)
!192 = distinct !DILexicalBlock(scope: !182, file: !2, line: 28, column: 66)
!193 = !DILocation(line: 28, column: 67, scope: !192, inlinedAt: !173)
!194 = !DILocation(line: 28, column: 66, scope: !182, inlinedAt: !173)
!195 = !DILocation(line: 28, column: 80, scope: !196, inlinedAt: !173)
!196 = distinct !DILexicalBlock(scope: !192, file: !2, line: 28, column: 77)
!197 = !DILocation(line: 28, column: 89, scope: !196, inlinedAt: !173)
!198 = !DILocation(line: 28, column: 86, scope: !196, inlinedAt: !173)
!199 = !DILocation(line: 28, column: 97, scope: !196, inlinedAt: !173)
!200 = !DILocation(line: 28, column: 122, scope: !201, inlinedAt: !173)
!201 = distinct !DILexicalBlock(scope: !202, file: !2, line: 28, column: 119)
!202 = distinct !DILexicalBlock(scope: !192, file: !2, line: 28, column: 108)
!203 = !DILocation(line: 28, column: 131, scope: !201, inlinedAt: !173)
!204 = !DILocation(line: 28, column: 128, scope: !201, inlinedAt: !173)
!205 = distinct !{!205, !206, !207}
!206 = !DILocation(line: 28, column: 43, scope: !184, inlinedAt: !173)
!207 = !DILocation(line: 28, column: 156, scope: !184, inlinedAt: !173)
!208 = !DILocation(line: 29, column: 106, scope: !154, inlinedAt: !162)
!209 = !DILocation(line: 29, column: 88, scope: !154, inlinedAt: !162)
!210 = !DILocation(line: 29, column: 96, scope: !211, inlinedAt: !162)
!211 = distinct !DILexicalBlock(scope: !154, file: !2, line: 29, column: 88)
!212 = !DILocation(line: 29, column: 92, scope: !211, inlinedAt: !162)
!213 = !DILocation(line: 0, scope: !127)
!214 = !DILocation(line: 36, column: 105, scope: !127)
!215 = !DILocation(line: 36, column: 162, scope: !127)
!216 = !DILocation(line: 36, column: 157, scope: !127)
!217 = !DILocation(line: 36, column: 63, scope: !128)
!218 = !DILocation(line: 36, column: 28, scope: !128)
!219 = distinct !{!219, !146, !220, !190}
!220 = !DILocation(line: 36, column: 168, scope: !125)
!221 = !DISubprogram(name: "printf", scope: !222, file: !222, line: 356, type: !223, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!222 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!223 = !DISubroutineType(types: !224)
!224 = !{!90, !225, null}
!225 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !101)
!226 = distinct !DISubprogram(name: "F", scope: !2, file: !2, line: 10, type: !227, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !71, retainedNodes: !229)
!227 = !DISubroutineType(types: !228)
!228 = !{!90, !90}
!229 = !{!230}
!230 = !DILocalVariable(name: "n", arg: 1, scope: !226, file: !2, line: 10, type: !90)
!231 = !DILocation(line: 0, scope: !226)
!232 = !DILocation(line: 10, column: 32, scope: !226)
!233 = !DILocation(line: 10, column: 30, scope: !226)
!234 = !DILocation(line: 10, column: 23, scope: !226)
!235 = !DILocation(line: 10, column: 53, scope: !226)
!236 = !DILocation(line: 10, column: 49, scope: !226)
!237 = !DILocation(line: 10, column: 47, scope: !226)
!238 = !DILocation(line: 10, column: 45, scope: !226)
!239 = distinct !DISubprogram(name: "M", scope: !2, file: !2, line: 11, type: !227, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !71, retainedNodes: !240)
!240 = !{!241}
!241 = !DILocalVariable(name: "n", arg: 1, scope: !239, file: !2, line: 11, type: !90)
!242 = !DILocation(line: 0, scope: !239)
!243 = !DILocation(line: 11, column: 32, scope: !239)
!244 = !DILocation(line: 11, column: 30, scope: !239)
!245 = !DILocation(line: 11, column: 23, scope: !239)
!246 = !DILocation(line: 11, column: 53, scope: !239)
!247 = !DILocation(line: 11, column: 49, scope: !239)
!248 = !DILocation(line: 11, column: 47, scope: !239)
!249 = !DILocation(line: 11, column: 45, scope: !239)
!250 = distinct !DISubprogram(name: "term", scope: !2, file: !2, line: 24, type: !169, scopeLine: 24, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !71, retainedNodes: !251)
!251 = !{!252, !253, !260}
!252 = !DILocalVariable(name: "v", scope: !250, file: !2, line: 25, type: !130)
!253 = !DILocalVariable(name: "d", scope: !254, file: !2, line: 26, type: !130)
!254 = distinct !DILexicalBlock(scope: !255, file: !2, line: 26, column: 82)
!255 = distinct !DILexicalBlock(scope: !256, file: !2, line: 26, column: 71)
!256 = distinct !DILexicalBlock(scope: !257, file: !2, line: 26, column: 28)
!257 = distinct !DILexicalBlock(scope: !258, file: !2, line: 26, column: 14)
!258 = distinct !DILexicalBlock(scope: !259, file: !2, line: 26, column: 5)
!259 = distinct !DILexicalBlock(scope: !250, file: !2, line: 26, column: 5)
!260 = !DILocalVariable(name: "d", scope: !261, file: !2, line: 26, type: !130)
!261 = distinct !DILexicalBlock(scope: !262, file: !2, line: 26, column: 158)
!262 = distinct !DILexicalBlock(scope: !255, file: !2, line: 26, column: 147)
!263 = !DILocation(line: 25, column: 14, scope: !250)
!264 = !DILocation(line: 0, scope: !250)
!265 = !DILocation(line: 26, column: 5, scope: !250)
!266 = !DILocation(line: 26, column: 5, scope: !259)
!267 = !DILocation(line: 15, column: 33, scope: !178, inlinedAt: !268)
!268 = distinct !DILocation(line: 26, column: 16, scope: !257)
!269 = !DILocation(line: 15, column: 36, scope: !178, inlinedAt: !268)
!270 = !DILocation(line: 15, column: 26, scope: !178, inlinedAt: !268)
!271 = !DILocation(line: 15, column: 45, scope: !178, inlinedAt: !268)
!272 = distinct !{!272, !270, !271, !190}
!273 = !DILocation(line: 26, column: 28, scope: !256)
!274 = !DILocation(line: 26, column: 29, scope: !256)
!275 = !DILocation(line: 26, column: 28, scope: !257)
!276 = !DILocation(line: 26, column: 42, scope: !277)
!277 = distinct !DILexicalBlock(scope: !256, file: !2, line: 26, column: 39)
!278 = !DILocation(line: 26, column: 51, scope: !277)
!279 = !DILocation(line: 26, column: 48, scope: !277)
!280 = !DILocation(line: 26, column: 60, scope: !277)
!281 = distinct !{!281, !266, !282}
!282 = !DILocation(line: 26, column: 229, scope: !259)
!283 = !DILocation(line: 26, column: 85, scope: !254)
!284 = !DILocation(line: 26, column: 98, scope: !254)
!285 = !DILocation(line: 0, scope: !254)
!286 = !DILocation(line: 26, column: 111, scope: !287)
!287 = distinct !DILexicalBlock(scope: !254, file: !2, line: 26, column: 111)
!288 = !DILocation(line: 26, column: 111, scope: !254)
!289 = !DILocation(line: 26, column: 116, scope: !287)
!290 = !DILocation(line: 26, column: 114, scope: !287)
!291 = !DILocation(line: 26, column: 161, scope: !261)
!292 = !DILocation(line: 26, column: 174, scope: !261)
!293 = !DILocation(line: 0, scope: !261)
!294 = !DILocation(line: 26, column: 187, scope: !295)
!295 = distinct !DILexicalBlock(scope: !261, file: !2, line: 26, column: 187)
!296 = !DILocation(line: 26, column: 187, scope: !261)
!297 = !DILocation(line: 26, column: 192, scope: !295)
!298 = !DILocation(line: 26, column: 190, scope: !295)
!299 = !DILocation(line: 26, scope: !255)
!300 = !DILocation(line: 26, column: 219, scope: !262)
!301 = distinct !DISubprogram(name: "power", scope: !2, file: !2, line: 23, type: !169, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !71, retainedNodes: !302)
!302 = !{!303, !304, !307}
!303 = !DILocalVariable(name: "b", scope: !301, file: !2, line: 23, type: !130)
!304 = !DILocalVariable(name: "e", scope: !305, file: !2, line: 23, type: !130)
!305 = distinct !DILexicalBlock(scope: !306, file: !2, line: 23, column: 69)
!306 = distinct !DILexicalBlock(scope: !301, file: !2, line: 23, column: 58)
!307 = !DILocalVariable(name: "r", scope: !305, file: !2, line: 23, type: !130)
!308 = !DILocation(line: 23, column: 36, scope: !301)
!309 = !DILocation(line: 0, scope: !301)
!310 = !DILocation(line: 15, column: 33, scope: !178, inlinedAt: !311)
!311 = distinct !DILocation(line: 23, column: 46, scope: !301)
!312 = !DILocation(line: 15, column: 36, scope: !178, inlinedAt: !311)
!313 = !DILocation(line: 15, column: 26, scope: !178, inlinedAt: !311)
!314 = !DILocation(line: 15, column: 45, scope: !178, inlinedAt: !311)
!315 = distinct !{!315, !313, !314, !190}
!316 = !DILocation(line: 23, column: 58, scope: !306)
!317 = !DILocation(line: 23, column: 59, scope: !306)
!318 = !DILocation(line: 23, column: 61, scope: !306)
!319 = !DILocation(line: 23, column: 58, scope: !301)
!320 = !DILocation(line: 23, column: 72, scope: !305)
!321 = !DILocation(line: 23, column: 85, scope: !305)
!322 = !DILocation(line: 0, scope: !305)
!323 = !DILocation(line: 23, column: 117, scope: !305)
!324 = !DILocation(line: 23, column: 106, scope: !305)
!325 = distinct !{!325, !324, !326, !190}
!326 = !DILocation(line: 23, column: 127, scope: !305)
!327 = !DILocation(line: 23, column: 124, scope: !305)
!328 = distinct !{!328, !329}
!329 = !{!"llvm.loop.unroll.disable"}
!330 = !DILocation(line: 23, scope: !301)
!331 = !DILocation(line: 23, column: 152, scope: !301)
!332 = distinct !DISubprogram(name: "factor", scope: !2, file: !2, line: 16, type: !169, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !71, retainedNodes: !333)
!333 = !{!334, !337}
!334 = !DILocalVariable(name: "v", scope: !335, file: !2, line: 18, type: !130)
!335 = distinct !DILexicalBlock(scope: !336, file: !2, line: 18, column: 20)
!336 = distinct !DILexicalBlock(scope: !332, file: !2, line: 18, column: 9)
!337 = !DILocalVariable(name: "v", scope: !338, file: !2, line: 20, type: !130)
!338 = distinct !DILexicalBlock(scope: !339, file: !2, line: 20, column: 37)
!339 = distinct !DILexicalBlock(scope: !332, file: !2, line: 20, column: 9)
!340 = !DILocation(line: 15, column: 33, scope: !178, inlinedAt: !341)
!341 = distinct !DILocation(line: 17, column: 5, scope: !332)
!342 = !DILocation(line: 15, column: 36, scope: !178, inlinedAt: !341)
!343 = !DILocation(line: 15, column: 26, scope: !178, inlinedAt: !341)
!344 = !DILocation(line: 15, column: 45, scope: !178, inlinedAt: !341)
!345 = distinct !{!345, !343, !344, !190}
!346 = !DILocation(line: 18, column: 9, scope: !336)
!347 = !DILocation(line: 18, column: 10, scope: !336)
!348 = !DILocation(line: 18, column: 9, scope: !332)
!349 = !DILocation(line: 18, column: 23, scope: !335)
!350 = !DILocation(line: 28, column: 35, scope: !168, inlinedAt: !351)
!351 = distinct !DILocation(line: 18, column: 36, scope: !335)
!352 = !DILocation(line: 0, scope: !168, inlinedAt: !351)
!353 = !DILocation(line: 28, column: 43, scope: !168, inlinedAt: !351)
!354 = !DILocation(line: 28, scope: !168, inlinedAt: !351)
!355 = !DILocation(line: 15, column: 33, scope: !178, inlinedAt: !356)
!356 = distinct !DILocation(line: 28, column: 54, scope: !182, inlinedAt: !351)
!357 = !DILocation(line: 15, column: 36, scope: !178, inlinedAt: !356)
!358 = !DILocation(line: 15, column: 26, scope: !178, inlinedAt: !356)
!359 = !DILocation(line: 15, column: 45, scope: !178, inlinedAt: !356)
!360 = distinct !{!360, !358, !359, !190}
!361 = !DILocation(line: 28, column: 66, scope: !192, inlinedAt: !351)
!362 = !DILocation(line: 28, column: 67, scope: !192, inlinedAt: !351)
!363 = !DILocation(line: 28, column: 66, scope: !182, inlinedAt: !351)
!364 = !DILocation(line: 28, column: 80, scope: !196, inlinedAt: !351)
!365 = !DILocation(line: 28, column: 89, scope: !196, inlinedAt: !351)
!366 = !DILocation(line: 28, column: 86, scope: !196, inlinedAt: !351)
!367 = !DILocation(line: 28, column: 97, scope: !196, inlinedAt: !351)
!368 = !DILocation(line: 28, column: 122, scope: !201, inlinedAt: !351)
!369 = !DILocation(line: 28, column: 131, scope: !201, inlinedAt: !351)
!370 = !DILocation(line: 28, column: 128, scope: !201, inlinedAt: !351)
!371 = distinct !{!371, !372, !373}
!372 = !DILocation(line: 28, column: 43, scope: !184, inlinedAt: !351)
!373 = !DILocation(line: 28, column: 156, scope: !184, inlinedAt: !351)
!374 = !DILocation(line: 18, column: 68, scope: !375)
!375 = distinct !DILexicalBlock(scope: !335, file: !2, line: 18, column: 56)
!376 = !DILocation(line: 18, column: 67, scope: !375)
!377 = !DILocation(line: 18, column: 81, scope: !375)
!378 = !DILocation(line: 20, column: 102, scope: !338)
!379 = !DILocation(line: 20, column: 51, scope: !338)
!380 = !DILocation(line: 22, column: 1, scope: !332)
!381 = !DILocation(line: 19, column: 23, scope: !382)
!382 = distinct !DILexicalBlock(scope: !383, file: !2, line: 19, column: 20)
!383 = distinct !DILexicalBlock(scope: !332, file: !2, line: 19, column: 9)
!384 = !DILocation(line: 19, column: 35, scope: !382)
!385 = !DILocation(line: 19, column: 34, scope: !382)
!386 = !DILocation(line: 20, column: 9, scope: !339)
!387 = !{!388, !388, i64 0}
!388 = !{!"short", !151, i64 0}
!389 = !DILocation(line: 20, column: 9, scope: !332)
!390 = !DILocation(line: 0, scope: !338)
!391 = !DILocation(line: 20, column: 92, scope: !338)
!392 = !DILocation(line: 20, column: 100, scope: !338)
!393 = !DILocation(line: 20, column: 105, scope: !338)
!394 = !DILocation(line: 20, column: 97, scope: !338)
!395 = !DILocation(line: 20, column: 58, scope: !338)
!396 = distinct !{!396, !379, !397, !190}
!397 = !DILocation(line: 20, column: 110, scope: !338)
!398 = !DILocation(line: 21, column: 9, scope: !332)
!399 = !DILocation(line: 21, column: 14, scope: !332)
!400 = !DISubprogram(name: "__ctype_b_loc", scope: !74, file: !74, line: 79, type: !401, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!401 = !DISubroutineType(types: !402)
!402 = !{!403}
!403 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !404, size: 64)
!404 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !405, size: 64)
!405 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !92)
