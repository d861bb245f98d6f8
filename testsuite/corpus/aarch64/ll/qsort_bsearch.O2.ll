; ModuleID = 'programs/qsort_bsearch.c'
source_filename = "programs/qsort_bsearch.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.Person = type { [12 x i8], i32, double, i32 }

@main.a = internal global [5000 x i32] zeroinitializer, align 4
@main.b = internal global [5000 x i32] zeroinitializer, align 4
@main.tmp = internal unnamed_addr global [5000 x i32] zeroinitializer, align 4
@.str = private unnamed_addr constant [55 x i8] c"sorted equal=%d first=%d last=%d median=%d calls>0=%d\0A\00", align 1
@calls = internal unnamed_addr global i64 0, align 8
@.str.1 = private unnamed_addr constant [18 x i8] c"bsearch found=%d\0A\00", align 1
@.str.2 = private unnamed_addr constant [23 x i8] c"desc first=%d last=%d\0A\00", align 1
@__const.main.d = private unnamed_addr constant [8 x double] [double 3.500000e+00, double -1.250000e+00, double 1.000000e+10, double -1.000000e-10, double 0.000000e+00, double 2.000000e+00, double -7.500000e+00, double 1.000000e+02], align 8
@.str.3 = private unnamed_addr constant [4 x i8] c"%g \00", align 1
@.str.5 = private unnamed_addr constant [5 x i8] c"pear\00", align 1
@.str.6 = private unnamed_addr constant [6 x i8] c"apple\00", align 1
@.str.7 = private unnamed_addr constant [4 x i8] c"fig\00", align 1
@.str.8 = private unnamed_addr constant [7 x i8] c"banana\00", align 1
@.str.9 = private unnamed_addr constant [7 x i8] c"cherry\00", align 1
@.str.10 = private unnamed_addr constant [8 x i8] c"apricot\00", align 1
@.str.11 = private unnamed_addr constant [5 x i8] c"date\00", align 1
@.str.12 = private unnamed_addr constant [11 x i8] c"elderberry\00", align 1
@.str.13 = private unnamed_addr constant [6 x i8] c"grape\00", align 1
@.str.14 = private unnamed_addr constant [5 x i8] c"kiwi\00", align 1
@__const.main.words = private unnamed_addr constant [10 x ptr] [ptr @.str.5, ptr @.str.6, ptr @.str.7, ptr @.str.8, ptr @.str.9, ptr @.str.10, ptr @.str.11, ptr @.str.12, ptr @.str.13, ptr @.str.14], align 8
@.str.15 = private unnamed_addr constant [4 x i8] c"%s \00", align 1
@.str.16 = private unnamed_addr constant [12 x i8] c"fig at %td\0A\00", align 1
@__const.main.ps = private unnamed_addr constant [8 x %struct.Person] [%struct.Person { [12 x i8] c"ann\00\00\00\00\00\00\00\00\00", i32 30, double 8.800000e+01, i32 0 }, %struct.Person { [12 x i8] c"bob\00\00\00\00\00\00\00\00\00", i32 25, double 7.000000e+01, i32 1 }, %struct.Person { [12 x i8] c"cid\00\00\00\00\00\00\00\00\00", i32 30, double 9.500000e+01, i32 2 }, %struct.Person { [12 x i8] c"dan\00\00\00\00\00\00\00\00\00", i32 25, double 7.000000e+01, i32 3 }, %struct.Person { [12 x i8] c"eve\00\00\00\00\00\00\00\00\00", i32 41, double 6.000000e+01, i32 4 }, %struct.Person { [12 x i8] c"fay\00\00\00\00\00\00\00\00\00", i32 30, double 8.800000e+01, i32 5 }, %struct.Person { [12 x i8] c"gus\00\00\00\00\00\00\00\00\00", i32 19, double 9.900000e+01, i32 6 }, %struct.Person { [12 x i8] c"hal\00\00\00\00\00\00\00\00\00", i32 41, double 6.100000e+01, i32 7 }], align 8
@.str.17 = private unnamed_addr constant [11 x i8] c"%s(%d,%g) \00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 128) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [8 x double], align 8
  %2 = alloca [10 x ptr], align 8
  %3 = alloca [8 x %struct.Person], align 8
  br label %15

4:                                                ; preds = %15
  tail call void @qsort(ptr noundef nonnull @main.a, i64 noundef 5000, i64 noundef 4, ptr noundef nonnull @cmp_counting) #13
  tail call fastcc void @merge_sort(ptr noundef nonnull @main.b, i32 noundef 5000)
  %5 = tail call i32 @bcmp(ptr noundef nonnull dereferenceable(20000) @main.a, ptr noundef nonnull dereferenceable(20000) @main.b, i64 20000)
  %6 = icmp eq i32 %5, 0
  %7 = zext i1 %6 to i32
  %8 = load i32, ptr @main.a, align 4, !tbaa !6
  %9 = load i32, ptr getelementptr inbounds (i8, ptr @main.a, i64 19996), align 4, !tbaa !6
  %10 = load i32, ptr getelementptr inbounds (i8, ptr @main.a, i64 10000), align 4, !tbaa !6
  %11 = load i64, ptr @calls, align 8, !tbaa !10
  %12 = icmp ne i64 %11, 0
  %13 = zext i1 %12 to i32
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %7, i32 noundef %8, i32 noundef %9, i32 noundef %10, i32 noundef %13)
  br label %27

15:                                               ; preds = %0, %15
  %16 = phi i64 [ 0, %0 ], [ %25, %15 ]
  %17 = phi i32 [ 12345, %0 ], [ %19, %15 ]
  %18 = mul i32 %17, 1103515245
  %19 = add i32 %18, 12345
  %20 = lshr i32 %19, 8
  %21 = urem i32 %20, 100000
  %22 = add nsw i32 %21, -50000
  %23 = getelementptr inbounds [5000 x i32], ptr @main.a, i64 0, i64 %16
  store i32 %22, ptr %23, align 4, !tbaa !6
  %24 = getelementptr inbounds [5000 x i32], ptr @main.b, i64 0, i64 %16
  store i32 %22, ptr %24, align 4, !tbaa !6
  %25 = add nuw nsw i64 %16, 1
  %26 = icmp eq i64 %25, 5000
  br i1 %26, label %4, label %15, !llvm.loop !12

27:                                               ; preds = %4, %111
  %28 = phi i32 [ 0, %4 ], [ %113, %111 ]
  %29 = phi i32 [ -50000, %4 ], [ %114, %111 ]
  br label %89

30:                                               ; preds = %111
  %31 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %113)
  tail call void @qsort(ptr noundef nonnull @main.b, i64 noundef 5000, i64 noundef 4, ptr noundef nonnull @cmp_int_desc) #13
  %32 = load i32, ptr @main.b, align 4, !tbaa !6
  %33 = load i32, ptr getelementptr inbounds (i8, ptr @main.b, i64 19996), align 4, !tbaa !6
  %34 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %32, i32 noundef %33)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %1) #13
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %1, ptr noundef nonnull align 8 dereferenceable(64) @__const.main.d, i64 64, i1 false)
  call void @qsort(ptr noundef nonnull %1, i64 noundef 8, i64 noundef 8, ptr noundef nonnull @cmp_dbl) #13
  %35 = load double, ptr %1, align 8, !tbaa !14
  %36 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef %35)
  %37 = getelementptr inbounds i8, ptr %1, i64 8
  %38 = load double, ptr %37, align 8, !tbaa !14
  %39 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef %38)
  %40 = getelementptr inbounds i8, ptr %1, i64 16
  %41 = load double, ptr %40, align 8, !tbaa !14
  %42 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef %41)
  %43 = getelementptr inbounds i8, ptr %1, i64 24
  %44 = load double, ptr %43, align 8, !tbaa !14
  %45 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef %44)
  %46 = getelementptr inbounds i8, ptr %1, i64 32
  %47 = load double, ptr %46, align 8, !tbaa !14
  %48 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef %47)
  %49 = getelementptr inbounds i8, ptr %1, i64 40
  %50 = load double, ptr %49, align 8, !tbaa !14
  %51 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef %50)
  %52 = getelementptr inbounds i8, ptr %1, i64 48
  %53 = load double, ptr %52, align 8, !tbaa !14
  %54 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef %53)
  %55 = getelementptr inbounds i8, ptr %1, i64 56
  %56 = load double, ptr %55, align 8, !tbaa !14
  %57 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef %56)
  %58 = call i32 @putchar(i32 10)
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %2) #13
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(80) %2, ptr noundef nonnull align 8 dereferenceable(80) @__const.main.words, i64 80, i1 false)
  call void @qsort(ptr noundef nonnull %2, i64 noundef 10, i64 noundef 8, ptr noundef nonnull @cmp_str) #13
  %59 = load ptr, ptr %2, align 8, !tbaa !16
  %60 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, ptr noundef %59)
  %61 = getelementptr inbounds i8, ptr %2, i64 8
  %62 = load ptr, ptr %61, align 8, !tbaa !16
  %63 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, ptr noundef %62)
  %64 = getelementptr inbounds i8, ptr %2, i64 16
  %65 = load ptr, ptr %64, align 8, !tbaa !16
  %66 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, ptr noundef %65)
  %67 = getelementptr inbounds i8, ptr %2, i64 24
  %68 = load ptr, ptr %67, align 8, !tbaa !16
  %69 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, ptr noundef %68)
  %70 = getelementptr inbounds i8, ptr %2, i64 32
  %71 = load ptr, ptr %70, align 8, !tbaa !16
  %72 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, ptr noundef %71)
  %73 = getelementptr inbounds i8, ptr %2, i64 40
  %74 = load ptr, ptr %73, align 8, !tbaa !16
  %75 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, ptr noundef %74)
  %76 = getelementptr inbounds i8, ptr %2, i64 48
  %77 = load ptr, ptr %76, align 8, !tbaa !16
  %78 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, ptr noundef %77)
  %79 = getelementptr inbounds i8, ptr %2, i64 56
  %80 = load ptr, ptr %79, align 8, !tbaa !16
  %81 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, ptr noundef %80)
  %82 = getelementptr inbounds i8, ptr %2, i64 64
  %83 = load ptr, ptr %82, align 8, !tbaa !16
  %84 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, ptr noundef %83)
  %85 = getelementptr inbounds i8, ptr %2, i64 72
  %86 = load ptr, ptr %85, align 8, !tbaa !16
  %87 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, ptr noundef %86)
  %88 = call i32 @putchar(i32 10)
  br label %116

89:                                               ; preds = %27, %107
  %90 = phi i64 [ %109, %107 ], [ 0, %27 ]
  %91 = phi i64 [ %108, %107 ], [ 5000, %27 ]
  %92 = add i64 %91, %90
  %93 = lshr i64 %92, 1
  %94 = shl i64 %93, 2
  %95 = getelementptr inbounds i8, ptr @main.a, i64 %94
  %96 = load i32, ptr %95, align 4, !tbaa !6
  %97 = icmp sgt i32 %29, %96
  %98 = zext i1 %97 to i32
  %99 = icmp slt i32 %29, %96
  %100 = sext i1 %99 to i32
  %101 = add nsw i32 %100, %98
  %102 = icmp slt i32 %101, 0
  br i1 %102, label %107, label %103

103:                                              ; preds = %89
  %104 = icmp eq i32 %101, 0
  br i1 %104, label %111, label %105

105:                                              ; preds = %103
  %106 = add nuw i64 %93, 1
  br label %107

107:                                              ; preds = %105, %89
  %108 = phi i64 [ %91, %105 ], [ %93, %89 ]
  %109 = phi i64 [ %106, %105 ], [ %90, %89 ]
  %110 = icmp ult i64 %109, %108
  br i1 %110, label %89, label %111, !llvm.loop !18

111:                                              ; preds = %103, %107
  %112 = phi i32 [ 0, %107 ], [ 1, %103 ]
  %113 = add nuw nsw i32 %112, %28
  %114 = add nsw i32 %29, 37
  %115 = icmp slt i32 %29, 49963
  br i1 %115, label %27, label %30, !llvm.loop !19

116:                                              ; preds = %130, %30
  %117 = phi i64 [ %132, %130 ], [ 0, %30 ]
  %118 = phi i64 [ %131, %130 ], [ 10, %30 ]
  %119 = add i64 %118, %117
  %120 = lshr i64 %119, 1
  %121 = shl i64 %120, 3
  %122 = getelementptr inbounds i8, ptr %2, i64 %121
  %123 = load ptr, ptr %122, align 8, !tbaa !16
  %124 = call i32 @strcmp(ptr noundef nonnull dereferenceable(4) @.str.7, ptr noundef nonnull dereferenceable(1) %123) #14
  %125 = icmp slt i32 %124, 0
  br i1 %125, label %130, label %126

126:                                              ; preds = %116
  %127 = icmp eq i32 %124, 0
  br i1 %127, label %134, label %128

128:                                              ; preds = %126
  %129 = add nuw i64 %120, 1
  br label %130

130:                                              ; preds = %128, %116
  %131 = phi i64 [ %118, %128 ], [ %120, %116 ]
  %132 = phi i64 [ %129, %128 ], [ %117, %116 ]
  %133 = icmp ult i64 %132, %131
  br i1 %133, label %116, label %136, !llvm.loop !18

134:                                              ; preds = %126
  %135 = getelementptr inbounds i8, ptr %2, i64 %121
  br label %136

136:                                              ; preds = %130, %134
  %137 = phi ptr [ %135, %134 ], [ null, %130 ]
  %138 = icmp eq ptr %137, null
  %139 = ptrtoint ptr %137 to i64
  %140 = ptrtoint ptr %2 to i64
  %141 = sub i64 %139, %140
  %142 = ashr exact i64 %141, 3
  %143 = select i1 %138, i64 -1, i64 %142
  %144 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i64 noundef %143)
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %3) #13
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(256) %3, ptr noundef nonnull align 8 dereferenceable(256) @__const.main.ps, i64 256, i1 false)
  call void @qsort(ptr noundef nonnull %3, i64 noundef 8, i64 noundef 32, ptr noundef nonnull @cmp_person) #13
  %145 = getelementptr inbounds i8, ptr %3, i64 12
  %146 = load i32, ptr %145, align 4, !tbaa !20
  %147 = getelementptr inbounds i8, ptr %3, i64 16
  %148 = load double, ptr %147, align 8, !tbaa !22
  %149 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull %3, i32 noundef %146, double noundef %148)
  %150 = getelementptr inbounds i8, ptr %3, i64 32
  %151 = getelementptr inbounds i8, ptr %3, i64 44
  %152 = load i32, ptr %151, align 4, !tbaa !20
  %153 = getelementptr inbounds i8, ptr %3, i64 48
  %154 = load double, ptr %153, align 8, !tbaa !22
  %155 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull %150, i32 noundef %152, double noundef %154)
  %156 = getelementptr inbounds i8, ptr %3, i64 64
  %157 = getelementptr inbounds i8, ptr %3, i64 76
  %158 = load i32, ptr %157, align 4, !tbaa !20
  %159 = getelementptr inbounds i8, ptr %3, i64 80
  %160 = load double, ptr %159, align 8, !tbaa !22
  %161 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull %156, i32 noundef %158, double noundef %160)
  %162 = getelementptr inbounds i8, ptr %3, i64 96
  %163 = getelementptr inbounds i8, ptr %3, i64 108
  %164 = load i32, ptr %163, align 4, !tbaa !20
  %165 = getelementptr inbounds i8, ptr %3, i64 112
  %166 = load double, ptr %165, align 8, !tbaa !22
  %167 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull %162, i32 noundef %164, double noundef %166)
  %168 = getelementptr inbounds i8, ptr %3, i64 128
  %169 = getelementptr inbounds i8, ptr %3, i64 140
  %170 = load i32, ptr %169, align 4, !tbaa !20
  %171 = getelementptr inbounds i8, ptr %3, i64 144
  %172 = load double, ptr %171, align 8, !tbaa !22
  %173 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull %168, i32 noundef %170, double noundef %172)
  %174 = getelementptr inbounds i8, ptr %3, i64 160
  %175 = getelementptr inbounds i8, ptr %3, i64 172
  %176 = load i32, ptr %175, align 4, !tbaa !20
  %177 = getelementptr inbounds i8, ptr %3, i64 176
  %178 = load double, ptr %177, align 8, !tbaa !22
  %179 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull %174, i32 noundef %176, double noundef %178)
  %180 = getelementptr inbounds i8, ptr %3, i64 192
  %181 = getelementptr inbounds i8, ptr %3, i64 204
  %182 = load i32, ptr %181, align 4, !tbaa !20
  %183 = getelementptr inbounds i8, ptr %3, i64 208
  %184 = load double, ptr %183, align 8, !tbaa !22
  %185 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull %180, i32 noundef %182, double noundef %184)
  %186 = getelementptr inbounds i8, ptr %3, i64 224
  %187 = getelementptr inbounds i8, ptr %3, i64 236
  %188 = load i32, ptr %187, align 4, !tbaa !20
  %189 = getelementptr inbounds i8, ptr %3, i64 240
  %190 = load double, ptr %189, align 8, !tbaa !22
  %191 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull %186, i32 noundef %188, double noundef %190)
  %192 = call i32 @putchar(i32 10)
  %193 = load i32, ptr @main.a, align 4, !tbaa !6
  %194 = and i32 %193, 127
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %3) #13
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %2) #13
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %1) #13
  ret i32 %194
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree
declare void @qsort(ptr noundef, i64 noundef, i64 noundef, ptr nocapture noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: read, inaccessiblemem: none) uwtable
define internal range(i32 -1, 2) i32 @cmp_counting(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #3 {
  %3 = load i64, ptr @calls, align 8, !tbaa !10
  %4 = add i64 %3, 1
  store i64 %4, ptr @calls, align 8, !tbaa !10
  %5 = load i32, ptr %0, align 4, !tbaa !6
  %6 = load i32, ptr %1, align 4, !tbaa !6
  %7 = icmp sgt i32 %5, %6
  %8 = zext i1 %7 to i32
  %9 = icmp slt i32 %5, %6
  %10 = sext i1 %9 to i32
  %11 = add nsw i32 %10, %8
  ret i32 %11
}

; Function Attrs: nofree nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal fastcc void @merge_sort(ptr noundef %0, i32 noundef %1) unnamed_addr #4 {
  %3 = icmp slt i32 %1, 2
  br i1 %3, label %114, label %4

4:                                                ; preds = %2
  %5 = lshr i32 %1, 1
  tail call fastcc void @merge_sort(ptr noundef %0, i32 noundef %5)
  %6 = zext nneg i32 %5 to i64
  %7 = getelementptr inbounds i32, ptr %0, i64 %6
  %8 = sub nsw i32 %1, %5
  tail call fastcc void @merge_sort(ptr noundef %7, i32 noundef %8)
  br label %41

9:                                                ; preds = %41
  %10 = icmp ult i32 %53, %5
  br i1 %10, label %11, label %63

11:                                               ; preds = %9
  %12 = and i64 %58, 4294967295
  %13 = zext nneg i32 %53 to i64
  %14 = zext nneg i32 %5 to i64
  %15 = zext nneg i32 %44 to i64
  %16 = sub nsw i64 %14, %15
  %17 = sext i1 %51 to i64
  %18 = add nsw i64 %16, %17
  %19 = icmp ult i64 %18, 8
  br i1 %19, label %20, label %23

20:                                               ; preds = %39, %11
  %21 = phi i64 [ %13, %11 ], [ %25, %39 ]
  %22 = phi i64 [ %12, %11 ], [ %26, %39 ]
  br label %93

23:                                               ; preds = %11
  %24 = and i64 %18, -8
  %25 = add nsw i64 %24, %13
  %26 = add nsw i64 %12, %24
  %27 = getelementptr i32, ptr %0, i64 %13
  %28 = getelementptr i32, ptr @main.tmp, i64 %12
  br label %29

29:                                               ; preds = %29, %23
  %30 = phi i64 [ 0, %23 ], [ %37, %29 ]
  %31 = getelementptr i32, ptr %27, i64 %30
  %32 = getelementptr inbounds i8, ptr %31, i64 16
  %33 = load <4 x i32>, ptr %31, align 4, !tbaa !6
  %34 = load <4 x i32>, ptr %32, align 4, !tbaa !6
  %35 = getelementptr i32, ptr %28, i64 %30
  %36 = getelementptr inbounds i8, ptr %35, i64 16
  store <4 x i32> %33, ptr %35, align 4, !tbaa !6
  store <4 x i32> %34, ptr %36, align 4, !tbaa !6
  %37 = add nuw i64 %30, 8
  %38 = icmp eq i64 %37, %24
  br i1 %38, label %39, label %29, !llvm.loop !23

39:                                               ; preds = %29
  %40 = icmp eq i64 %18, %24
  br i1 %40, label %63, label %20

41:                                               ; preds = %4, %41
  %42 = phi i64 [ 0, %4 ], [ %58, %41 ]
  %43 = phi i32 [ %5, %4 ], [ %56, %41 ]
  %44 = phi i32 [ 0, %4 ], [ %53, %41 ]
  %45 = zext nneg i32 %44 to i64
  %46 = getelementptr inbounds i32, ptr %0, i64 %45
  %47 = load i32, ptr %46, align 4, !tbaa !6
  %48 = zext nneg i32 %43 to i64
  %49 = getelementptr inbounds i32, ptr %0, i64 %48
  %50 = load i32, ptr %49, align 4, !tbaa !6
  %51 = icmp sle i32 %47, %50
  %52 = zext i1 %51 to i32
  %53 = add nuw nsw i32 %44, %52
  %54 = xor i1 %51, true
  %55 = zext i1 %54 to i32
  %56 = add i32 %43, %55
  %57 = tail call i32 @llvm.smin.i32(i32 %47, i32 %50)
  %58 = add nuw nsw i64 %42, 1
  %59 = getelementptr inbounds i32, ptr @main.tmp, i64 %42
  store i32 %57, ptr %59, align 4, !tbaa !6
  %60 = icmp ult i32 %53, %5
  %61 = icmp slt i32 %56, %1
  %62 = and i1 %60, %61
  br i1 %62, label %41, label %9, !llvm.loop !26

63:                                               ; preds = %93, %39, %9
  %64 = phi i64 [ %58, %9 ], [ %26, %39 ], [ %99, %93 ]
  %65 = icmp slt i32 %56, %1
  br i1 %65, label %66, label %111

66:                                               ; preds = %63
  %67 = and i64 %64, 4294967295
  %68 = zext i32 %56 to i64
  %69 = zext nneg i32 %1 to i64
  %70 = sub nsw i64 %69, %68
  %71 = icmp ult i64 %70, 8
  br i1 %71, label %72, label %75

72:                                               ; preds = %91, %66
  %73 = phi i64 [ %68, %66 ], [ %77, %91 ]
  %74 = phi i64 [ %67, %66 ], [ %78, %91 ]
  br label %102

75:                                               ; preds = %66
  %76 = and i64 %70, -8
  %77 = add nsw i64 %76, %68
  %78 = add nsw i64 %67, %76
  %79 = getelementptr i32, ptr %0, i64 %68
  %80 = getelementptr i32, ptr @main.tmp, i64 %67
  br label %81

81:                                               ; preds = %81, %75
  %82 = phi i64 [ 0, %75 ], [ %89, %81 ]
  %83 = getelementptr i32, ptr %79, i64 %82
  %84 = getelementptr inbounds i8, ptr %83, i64 16
  %85 = load <4 x i32>, ptr %83, align 4, !tbaa !6
  %86 = load <4 x i32>, ptr %84, align 4, !tbaa !6
  %87 = getelementptr i32, ptr %80, i64 %82
  %88 = getelementptr inbounds i8, ptr %87, i64 16
  store <4 x i32> %85, ptr %87, align 4, !tbaa !6
  store <4 x i32> %86, ptr %88, align 4, !tbaa !6
  %89 = add nuw i64 %82, 8
  %90 = icmp eq i64 %89, %76
  br i1 %90, label %91, label %81, !llvm.loop !27

91:                                               ; preds = %81
  %92 = icmp eq i64 %70, %76
  br i1 %92, label %111, label %72

93:                                               ; preds = %20, %93
  %94 = phi i64 [ %96, %93 ], [ %21, %20 ]
  %95 = phi i64 [ %99, %93 ], [ %22, %20 ]
  %96 = add nuw nsw i64 %94, 1
  %97 = getelementptr inbounds i32, ptr %0, i64 %94
  %98 = load i32, ptr %97, align 4, !tbaa !6
  %99 = add nuw nsw i64 %95, 1
  %100 = getelementptr inbounds i32, ptr @main.tmp, i64 %95
  store i32 %98, ptr %100, align 4, !tbaa !6
  %101 = icmp eq i64 %96, %14
  br i1 %101, label %63, label %93, !llvm.loop !28

102:                                              ; preds = %72, %102
  %103 = phi i64 [ %105, %102 ], [ %73, %72 ]
  %104 = phi i64 [ %108, %102 ], [ %74, %72 ]
  %105 = add nuw nsw i64 %103, 1
  %106 = getelementptr inbounds i32, ptr %0, i64 %103
  %107 = load i32, ptr %106, align 4, !tbaa !6
  %108 = add nuw nsw i64 %104, 1
  %109 = getelementptr inbounds i32, ptr @main.tmp, i64 %104
  store i32 %107, ptr %109, align 4, !tbaa !6
  %110 = icmp eq i64 %105, %69
  br i1 %110, label %111, label %102, !llvm.loop !29

111:                                              ; preds = %102, %91, %63
  %112 = zext nneg i32 %1 to i64
  %113 = shl nuw nsw i64 %112, 2
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 4 %0, ptr nonnull align 4 @main.tmp, i64 %113, i1 false)
  br label %114

114:                                              ; preds = %2, %111
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal range(i32 -1, 2) i32 @cmp_int_desc(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #6 {
  %3 = load i32, ptr %1, align 4, !tbaa !6
  %4 = load i32, ptr %0, align 4, !tbaa !6
  %5 = icmp sgt i32 %3, %4
  %6 = zext i1 %5 to i32
  %7 = icmp slt i32 %3, %4
  %8 = sext i1 %7 to i32
  %9 = add nsw i32 %8, %6
  ret i32 %9
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #7

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal range(i32 -1, 2) i32 @cmp_dbl(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #6 {
  %3 = load double, ptr %0, align 8, !tbaa !14
  %4 = load double, ptr %1, align 8, !tbaa !14
  %5 = fcmp ogt double %3, %4
  %6 = zext i1 %5 to i32
  %7 = fcmp olt double %3, %4
  %8 = sext i1 %7 to i32
  %9 = add nsw i32 %8, %6
  ret i32 %9
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(read, inaccessiblemem: none) uwtable
define internal i32 @cmp_str(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #8 {
  %3 = load ptr, ptr %0, align 8, !tbaa !16
  %4 = load ptr, ptr %1, align 8, !tbaa !16
  %5 = tail call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %3, ptr noundef nonnull dereferenceable(1) %4) #14
  ret i32 %5
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal i32 @cmp_person(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #6 {
  %3 = getelementptr inbounds i8, ptr %0, i64 12
  %4 = load i32, ptr %3, align 4, !tbaa !20
  %5 = getelementptr inbounds i8, ptr %1, i64 12
  %6 = load i32, ptr %5, align 4, !tbaa !20
  %7 = icmp eq i32 %4, %6
  br i1 %7, label %10, label %8

8:                                                ; preds = %2
  %9 = sub nsw i32 %4, %6
  br label %25

10:                                               ; preds = %2
  %11 = getelementptr inbounds i8, ptr %0, i64 16
  %12 = load double, ptr %11, align 8, !tbaa !22
  %13 = getelementptr inbounds i8, ptr %1, i64 16
  %14 = load double, ptr %13, align 8, !tbaa !22
  %15 = fcmp une double %12, %14
  br i1 %15, label %16, label %19

16:                                               ; preds = %10
  %17 = fcmp olt double %12, %14
  %18 = select i1 %17, i32 1, i32 -1
  br label %25

19:                                               ; preds = %10
  %20 = getelementptr inbounds i8, ptr %0, i64 24
  %21 = load i32, ptr %20, align 8, !tbaa !30
  %22 = getelementptr inbounds i8, ptr %1, i64 24
  %23 = load i32, ptr %22, align 8, !tbaa !30
  %24 = sub nsw i32 %21, %23
  br label %25

25:                                               ; preds = %19, %16, %8
  %26 = phi i32 [ %9, %8 ], [ %18, %16 ], [ %24, %19 ]
  ret i32 %26
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare i32 @strcmp(ptr nocapture noundef, ptr nocapture noundef) local_unnamed_addr #9

; Function Attrs: nofree nounwind willreturn memory(argmem: read)
declare i32 @bcmp(ptr nocapture, ptr nocapture, i64) local_unnamed_addr #10

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #11

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #12

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: read, inaccessiblemem: none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nofree nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #8 = { mustprogress nofree nounwind willreturn memory(read, inaccessiblemem: none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #9 = { mustprogress nofree nounwind willreturn memory(argmem: read) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #10 = { nofree nounwind willreturn memory(argmem: read) }
attributes #11 = { nofree nounwind }
attributes #12 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #13 = { nounwind }
attributes #14 = { nounwind willreturn memory(read) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!11, !11, i64 0}
!11 = !{!"long long", !8, i64 0}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.mustprogress"}
!14 = !{!15, !15, i64 0}
!15 = !{!"double", !8, i64 0}
!16 = !{!17, !17, i64 0}
!17 = !{!"any pointer", !8, i64 0}
!18 = distinct !{!18, !13}
!19 = distinct !{!19, !13}
!20 = !{!21, !7, i64 12}
!21 = !{!"", !8, i64 0, !7, i64 12, !15, i64 16, !7, i64 24}
!22 = !{!21, !15, i64 16}
!23 = distinct !{!23, !13, !24, !25}
!24 = !{!"llvm.loop.isvectorized", i32 1}
!25 = !{!"llvm.loop.unroll.runtime.disable"}
!26 = distinct !{!26, !13}
!27 = distinct !{!27, !13, !24, !25}
!28 = distinct !{!28, !13, !25, !24}
!29 = distinct !{!29, !13, !25, !24}
!30 = !{!21, !7, i64 24}
