; ModuleID = 'programs/base64_codec.c'
source_filename = "programs/base64_codec.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.1 = private unnamed_addr constant [2 x i8] c"f\00", align 1
@.str.2 = private unnamed_addr constant [3 x i8] c"fo\00", align 1
@.str.3 = private unnamed_addr constant [4 x i8] c"foo\00", align 1
@.str.4 = private unnamed_addr constant [5 x i8] c"foob\00", align 1
@.str.5 = private unnamed_addr constant [6 x i8] c"fooba\00", align 1
@.str.6 = private unnamed_addr constant [7 x i8] c"foobar\00", align 1
@.str.7 = private unnamed_addr constant [21 x i8] c"Man is distinguished\00", align 1
@__const.main.tv = private unnamed_addr constant [8 x ptr] [ptr @.str, ptr @.str.1, ptr @.str.2, ptr @.str.3, ptr @.str.4, ptr @.str.5, ptr @.str.6, ptr @.str.7], align 8
@.str.8 = private unnamed_addr constant [22 x i8] c"'%s' -> '%s' -> '%s'\0A\00", align 1
@.str.10 = private unnamed_addr constant [8 x i8] c"hex %s\0A\00", align 1
@.str.11 = private unnamed_addr constant [20 x i8] c"invalid decode=%ld\0A\00", align 1
@.str.12 = private unnamed_addr constant [5 x i8] c"ab$d\00", align 1
@.str.13 = private unnamed_addr constant [8 x i8] c"bad=%d\0A\00", align 1
@B64 = internal constant [65 x i8] c"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [64 x i8], align 1
  %2 = alloca [64 x i8], align 1
  %3 = alloca [300 x i8], align 1
  %4 = alloca [300 x i8], align 1
  %5 = alloca [410 x i8], align 1
  %6 = alloca [601 x i8], align 8
  br label %8

7:                                                ; preds = %72
  call void @llvm.lifetime.start.p0(i64 300, ptr nonnull %3) #7
  call void @llvm.lifetime.start.p0(i64 300, ptr nonnull %4) #7
  call void @llvm.lifetime.start.p0(i64 410, ptr nonnull %5) #7
  call void @llvm.lifetime.start.p0(i64 601, ptr nonnull %6) #7
  br label %81

8:                                                ; preds = %0, %72
  %9 = phi i64 [ 0, %0 ], [ %79, %72 ]
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %1) #7
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %2) #7
  %10 = getelementptr inbounds [8 x ptr], ptr @__const.main.tv, i64 0, i64 %9
  %11 = load ptr, ptr %10, align 8, !tbaa !6
  %12 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %11) #8
  %13 = icmp eq i64 %12, 0
  br i1 %13, label %72, label %14

14:                                               ; preds = %8, %66
  %15 = phi i64 [ %68, %66 ], [ 0, %8 ]
  %16 = phi i64 [ %70, %66 ], [ 0, %8 ]
  %17 = getelementptr inbounds i8, ptr %11, i64 %16
  %18 = load i8, ptr %17, align 1, !tbaa !10
  %19 = zext i8 %18 to i32
  %20 = shl nuw nsw i32 %19, 16
  %21 = add nuw i64 %16, 1
  %22 = icmp ult i64 %21, %12
  br i1 %22, label %23, label %28

23:                                               ; preds = %14
  %24 = getelementptr inbounds i8, ptr %11, i64 %21
  %25 = load i8, ptr %24, align 1, !tbaa !10
  %26 = zext i8 %25 to i32
  %27 = shl nuw nsw i32 %26, 8
  br label %28

28:                                               ; preds = %23, %14
  %29 = phi i32 [ %27, %23 ], [ 0, %14 ]
  %30 = or i32 %29, %20
  %31 = add i64 %16, 2
  %32 = icmp ult i64 %31, %12
  br i1 %32, label %33, label %37

33:                                               ; preds = %28
  %34 = getelementptr inbounds i8, ptr %11, i64 %31
  %35 = load i8, ptr %34, align 1, !tbaa !10
  %36 = zext i8 %35 to i32
  br label %37

37:                                               ; preds = %33, %28
  %38 = phi i32 [ %36, %33 ], [ 0, %28 ]
  %39 = lshr i32 %30, 18
  %40 = zext nneg i32 %39 to i64
  %41 = getelementptr inbounds [65 x i8], ptr @B64, i64 0, i64 %40
  %42 = load i8, ptr %41, align 1, !tbaa !10
  %43 = getelementptr inbounds i8, ptr %1, i64 %15
  store i8 %42, ptr %43, align 1, !tbaa !10
  %44 = lshr i32 %30, 12
  %45 = and i32 %44, 63
  %46 = zext nneg i32 %45 to i64
  %47 = getelementptr inbounds [65 x i8], ptr @B64, i64 0, i64 %46
  %48 = load i8, ptr %47, align 1, !tbaa !10
  %49 = getelementptr i8, ptr %43, i64 1
  store i8 %48, ptr %49, align 1, !tbaa !10
  br i1 %22, label %50, label %57

50:                                               ; preds = %37
  %51 = or disjoint i32 %38, %29
  %52 = lshr i32 %51, 6
  %53 = and i32 %52, 63
  %54 = zext nneg i32 %53 to i64
  %55 = getelementptr inbounds [65 x i8], ptr @B64, i64 0, i64 %54
  %56 = load i8, ptr %55, align 1, !tbaa !10
  br label %57

57:                                               ; preds = %50, %37
  %58 = phi i8 [ %56, %50 ], [ 61, %37 ]
  %59 = or disjoint i64 %15, 3
  %60 = getelementptr i8, ptr %43, i64 2
  store i8 %58, ptr %60, align 1, !tbaa !10
  br i1 %32, label %61, label %66

61:                                               ; preds = %57
  %62 = and i32 %38, 63
  %63 = zext nneg i32 %62 to i64
  %64 = getelementptr inbounds [65 x i8], ptr @B64, i64 0, i64 %63
  %65 = load i8, ptr %64, align 1, !tbaa !10
  br label %66

66:                                               ; preds = %61, %57
  %67 = phi i8 [ %65, %61 ], [ 61, %57 ]
  %68 = add i64 %15, 4
  %69 = getelementptr inbounds i8, ptr %1, i64 %59
  store i8 %67, ptr %69, align 1, !tbaa !10
  %70 = add i64 %16, 3
  %71 = icmp ult i64 %70, %12
  br i1 %71, label %14, label %72, !llvm.loop !11

72:                                               ; preds = %66, %8
  %73 = phi i64 [ 0, %8 ], [ %68, %66 ]
  %74 = getelementptr inbounds i8, ptr %1, i64 %73
  store i8 0, ptr %74, align 1, !tbaa !10
  %75 = call fastcc i64 @b64dec(ptr noundef nonnull %1, ptr noundef nonnull %2)
  %76 = call i64 @llvm.smax.i64(i64 %75, i64 0)
  %77 = getelementptr inbounds [64 x i8], ptr %2, i64 0, i64 %76
  store i8 0, ptr %77, align 1, !tbaa !10
  %78 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef %11, ptr noundef nonnull %1, ptr noundef nonnull %2)
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %2) #7
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %1) #7
  %79 = add nuw nsw i64 %9, 1
  %80 = icmp eq i64 %79, 8
  br i1 %80, label %7, label %8, !llvm.loop !13

81:                                               ; preds = %7, %179
  %82 = phi i64 [ 0, %7 ], [ %181, %179 ]
  %83 = phi i32 [ 5, %7 ], [ %154, %179 ]
  %84 = phi i32 [ 0, %7 ], [ %180, %179 ]
  %85 = icmp eq i64 %82, 0
  br i1 %85, label %153, label %164

86:                                               ; preds = %179
  store <8 x i8> <i8 48, i8 48, i8 55, i8 102, i8 56, i8 48, i8 102, i8 102>, ptr %6, align 8, !tbaa !10
  %87 = getelementptr inbounds i8, ptr %6, i64 8
  store <4 x i8> <i8 50, i8 48, i8 54, i8 56>, ptr %87, align 8, !tbaa !10
  %88 = getelementptr inbounds i8, ptr %6, i64 12
  store i8 54, ptr %88, align 4, !tbaa !10
  %89 = getelementptr inbounds i8, ptr %6, i64 13
  store i8 57, ptr %89, align 1, !tbaa !10
  %90 = getelementptr inbounds i8, ptr %6, i64 14
  store i8 0, ptr %90, align 2, !tbaa !10
  %91 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull %6)
  %92 = call fastcc i64 @b64dec(ptr noundef nonnull @.str.12, ptr noundef nonnull %4)
  %93 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i64 noundef %92)
  %94 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %180)
  call void @llvm.lifetime.end.p0(i64 601, ptr nonnull %6) #7
  call void @llvm.lifetime.end.p0(i64 410, ptr nonnull %5) #7
  call void @llvm.lifetime.end.p0(i64 300, ptr nonnull %4) #7
  call void @llvm.lifetime.end.p0(i64 300, ptr nonnull %3) #7
  ret i32 %180

95:                                               ; preds = %164, %147
  %96 = phi i64 [ %149, %147 ], [ 0, %164 ]
  %97 = phi i64 [ %151, %147 ], [ 0, %164 ]
  %98 = getelementptr inbounds i8, ptr %3, i64 %97
  %99 = load i8, ptr %98, align 1, !tbaa !10
  %100 = zext i8 %99 to i32
  %101 = shl nuw nsw i32 %100, 16
  %102 = add nuw nsw i64 %97, 1
  %103 = icmp ult i64 %102, %82
  br i1 %103, label %104, label %109

104:                                              ; preds = %95
  %105 = getelementptr inbounds i8, ptr %3, i64 %102
  %106 = load i8, ptr %105, align 1, !tbaa !10
  %107 = zext i8 %106 to i32
  %108 = shl nuw nsw i32 %107, 8
  br label %109

109:                                              ; preds = %104, %95
  %110 = phi i32 [ %108, %104 ], [ 0, %95 ]
  %111 = or i32 %110, %101
  %112 = add nuw nsw i64 %97, 2
  %113 = icmp ult i64 %112, %82
  br i1 %113, label %114, label %118

114:                                              ; preds = %109
  %115 = getelementptr inbounds i8, ptr %3, i64 %112
  %116 = load i8, ptr %115, align 1, !tbaa !10
  %117 = zext i8 %116 to i32
  br label %118

118:                                              ; preds = %114, %109
  %119 = phi i32 [ %117, %114 ], [ 0, %109 ]
  %120 = lshr i32 %111, 18
  %121 = zext nneg i32 %120 to i64
  %122 = getelementptr inbounds [65 x i8], ptr @B64, i64 0, i64 %121
  %123 = load i8, ptr %122, align 1, !tbaa !10
  %124 = getelementptr inbounds i8, ptr %5, i64 %96
  store i8 %123, ptr %124, align 1, !tbaa !10
  %125 = lshr i32 %111, 12
  %126 = and i32 %125, 63
  %127 = zext nneg i32 %126 to i64
  %128 = getelementptr inbounds [65 x i8], ptr @B64, i64 0, i64 %127
  %129 = load i8, ptr %128, align 1, !tbaa !10
  %130 = getelementptr i8, ptr %124, i64 1
  store i8 %129, ptr %130, align 1, !tbaa !10
  br i1 %103, label %131, label %138

131:                                              ; preds = %118
  %132 = or disjoint i32 %119, %110
  %133 = lshr i32 %132, 6
  %134 = and i32 %133, 63
  %135 = zext nneg i32 %134 to i64
  %136 = getelementptr inbounds [65 x i8], ptr @B64, i64 0, i64 %135
  %137 = load i8, ptr %136, align 1, !tbaa !10
  br label %138

138:                                              ; preds = %131, %118
  %139 = phi i8 [ %137, %131 ], [ 61, %118 ]
  %140 = or disjoint i64 %96, 3
  %141 = getelementptr i8, ptr %124, i64 2
  store i8 %139, ptr %141, align 1, !tbaa !10
  br i1 %113, label %142, label %147

142:                                              ; preds = %138
  %143 = and i32 %119, 63
  %144 = zext nneg i32 %143 to i64
  %145 = getelementptr inbounds [65 x i8], ptr @B64, i64 0, i64 %144
  %146 = load i8, ptr %145, align 1, !tbaa !10
  br label %147

147:                                              ; preds = %142, %138
  %148 = phi i8 [ %146, %142 ], [ 61, %138 ]
  %149 = add nuw nsw i64 %96, 4
  %150 = getelementptr inbounds i8, ptr %5, i64 %140
  store i8 %148, ptr %150, align 1, !tbaa !10
  %151 = add nuw nsw i64 %97, 3
  %152 = icmp ult i64 %151, %82
  br i1 %152, label %95, label %153, !llvm.loop !11

153:                                              ; preds = %147, %81
  %154 = phi i32 [ %83, %81 ], [ %168, %147 ]
  %155 = phi i64 [ 0, %81 ], [ %149, %147 ]
  %156 = getelementptr inbounds i8, ptr %5, i64 %155
  store i8 0, ptr %156, align 1, !tbaa !10
  %157 = call fastcc i64 @b64dec(ptr noundef nonnull %5, ptr noundef nonnull %4)
  %158 = add nuw nsw i64 %82, 2
  %159 = udiv i64 %158, 3
  %160 = shl nuw nsw i64 %159, 2
  %161 = icmp eq i64 %155, %160
  %162 = icmp eq i64 %157, %82
  %163 = select i1 %161, i1 %162, i1 false
  br i1 %163, label %174, label %177

164:                                              ; preds = %81, %164
  %165 = phi i64 [ %172, %164 ], [ 0, %81 ]
  %166 = phi i32 [ %168, %164 ], [ %83, %81 ]
  %167 = mul i32 %166, 69069
  %168 = add i32 %167, 1
  %169 = lshr i32 %168, 24
  %170 = trunc nuw i32 %169 to i8
  %171 = getelementptr inbounds [300 x i8], ptr %3, i64 0, i64 %165
  store i8 %170, ptr %171, align 1, !tbaa !10
  %172 = add nuw nsw i64 %165, 1
  %173 = icmp eq i64 %172, %82
  br i1 %173, label %95, label %164, !llvm.loop !14

174:                                              ; preds = %153
  %175 = call i32 @bcmp(ptr nonnull %3, ptr nonnull %4, i64 %82)
  %176 = icmp eq i32 %175, 0
  br i1 %176, label %179, label %177

177:                                              ; preds = %174, %153
  %178 = add nsw i32 %84, 1
  br label %179

179:                                              ; preds = %177, %174
  %180 = phi i32 [ %178, %177 ], [ %84, %174 ]
  %181 = add nuw nsw i64 %82, 1
  %182 = icmp eq i64 %181, 300
  br i1 %182, label %86, label %81, !llvm.loop !15
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare i64 @strlen(ptr nocapture noundef) local_unnamed_addr #2

; Function Attrs: nofree nounwind memory(argmem: readwrite) uwtable
define internal fastcc i64 @b64dec(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) unnamed_addr #3 {
  %3 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) %0) #8
  %4 = and i64 %3, 3
  %5 = icmp eq i64 %4, 0
  br i1 %5, label %6, label %103

6:                                                ; preds = %2
  %7 = icmp eq i64 %3, 0
  br i1 %7, label %103, label %8

8:                                                ; preds = %6, %99
  %9 = phi i64 [ %100, %99 ], [ 0, %6 ]
  %10 = phi i64 [ %101, %99 ], [ 0, %6 ]
  %11 = getelementptr inbounds i8, ptr %0, i64 %10
  %12 = load i8, ptr %11, align 1, !tbaa !10
  %13 = zext i8 %12 to i32
  %14 = tail call ptr @memchr(ptr noundef nonnull dereferenceable(1) @B64, i32 %13, i64 65)
  %15 = icmp ne i8 %12, 0
  %16 = icmp ne ptr %14, null
  %17 = select i1 %15, i1 %16, i1 false
  %18 = ptrtoint ptr %14 to i64
  %19 = trunc i64 %18 to i32
  %20 = sub i32 %19, ptrtoint (ptr @B64 to i32)
  %21 = select i1 %17, i32 %20, i32 -1
  %22 = or disjoint i64 %10, 1
  %23 = getelementptr inbounds i8, ptr %0, i64 %22
  %24 = load i8, ptr %23, align 1, !tbaa !10
  %25 = zext i8 %24 to i32
  %26 = tail call ptr @memchr(ptr noundef nonnull dereferenceable(1) @B64, i32 %25, i64 65)
  %27 = icmp ne i8 %24, 0
  %28 = icmp ne ptr %26, null
  %29 = select i1 %27, i1 %28, i1 false
  %30 = ptrtoint ptr %26 to i64
  %31 = trunc i64 %30 to i32
  %32 = sub i32 %31, ptrtoint (ptr @B64 to i32)
  %33 = select i1 %29, i32 %32, i32 -1
  %34 = or disjoint i64 %10, 2
  %35 = getelementptr inbounds i8, ptr %0, i64 %34
  %36 = load i8, ptr %35, align 1, !tbaa !10
  %37 = icmp eq i8 %36, 61
  br i1 %37, label %48, label %38

38:                                               ; preds = %8
  %39 = zext i8 %36 to i32
  %40 = tail call ptr @memchr(ptr noundef nonnull dereferenceable(1) @B64, i32 %39, i64 65)
  %41 = icmp ne i8 %36, 0
  %42 = icmp ne ptr %40, null
  %43 = select i1 %41, i1 %42, i1 false
  %44 = ptrtoint ptr %40 to i64
  %45 = trunc i64 %44 to i32
  %46 = sub i32 %45, ptrtoint (ptr @B64 to i32)
  %47 = select i1 %43, i32 %46, i32 -1
  br label %48

48:                                               ; preds = %8, %38
  %49 = phi i32 [ %47, %38 ], [ 0, %8 ]
  %50 = or disjoint i64 %10, 3
  %51 = getelementptr inbounds i8, ptr %0, i64 %50
  %52 = load i8, ptr %51, align 1, !tbaa !10
  %53 = icmp eq i8 %52, 61
  br i1 %53, label %64, label %54

54:                                               ; preds = %48
  %55 = zext i8 %52 to i32
  %56 = tail call ptr @memchr(ptr noundef nonnull dereferenceable(1) @B64, i32 %55, i64 65)
  %57 = icmp ne i8 %52, 0
  %58 = icmp ne ptr %56, null
  %59 = select i1 %57, i1 %58, i1 false
  %60 = ptrtoint ptr %56 to i64
  %61 = trunc i64 %60 to i32
  %62 = sub i32 %61, ptrtoint (ptr @B64 to i32)
  %63 = select i1 %59, i32 %62, i32 -1
  br label %64

64:                                               ; preds = %48, %54
  %65 = phi i32 [ %63, %54 ], [ 0, %48 ]
  %66 = icmp sgt i32 %21, -1
  %67 = icmp sgt i32 %33, -1
  %68 = select i1 %66, i1 %67, i1 false
  %69 = icmp sgt i32 %49, -1
  %70 = select i1 %68, i1 %69, i1 false
  %71 = icmp sgt i32 %65, -1
  %72 = select i1 %70, i1 %71, i1 false
  br i1 %72, label %73, label %103

73:                                               ; preds = %64
  %74 = shl i32 %21, 18
  %75 = shl i32 %33, 12
  %76 = or i32 %75, %74
  %77 = shl i32 %49, 6
  %78 = or i32 %76, %77
  %79 = or i32 %78, %65
  %80 = lshr i32 %79, 16
  %81 = trunc i32 %80 to i8
  %82 = add i64 %9, 1
  %83 = getelementptr inbounds i8, ptr %1, i64 %9
  store i8 %81, ptr %83, align 1, !tbaa !10
  %84 = load i8, ptr %35, align 1, !tbaa !10
  %85 = icmp eq i8 %84, 61
  br i1 %85, label %91, label %86

86:                                               ; preds = %73
  %87 = lshr i32 %79, 8
  %88 = trunc i32 %87 to i8
  %89 = add i64 %9, 2
  %90 = getelementptr inbounds i8, ptr %1, i64 %82
  store i8 %88, ptr %90, align 1, !tbaa !10
  br label %91

91:                                               ; preds = %86, %73
  %92 = phi i64 [ %89, %86 ], [ %82, %73 ]
  %93 = load i8, ptr %51, align 1, !tbaa !10
  %94 = icmp eq i8 %93, 61
  br i1 %94, label %99, label %95

95:                                               ; preds = %91
  %96 = trunc i32 %79 to i8
  %97 = add i64 %92, 1
  %98 = getelementptr inbounds i8, ptr %1, i64 %92
  store i8 %96, ptr %98, align 1, !tbaa !10
  br label %99

99:                                               ; preds = %91, %95
  %100 = phi i64 [ %92, %91 ], [ %97, %95 ]
  %101 = add i64 %10, 4
  %102 = icmp ult i64 %101, %3
  br i1 %102, label %8, label %103, !llvm.loop !16

103:                                              ; preds = %64, %99, %6, %2
  %104 = phi i64 [ -1, %2 ], [ 0, %6 ], [ -1, %64 ], [ %100, %99 ]
  ret i64 %104
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind willreturn memory(argmem: read)
declare i32 @bcmp(ptr nocapture, ptr nocapture, i64) local_unnamed_addr #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64) #6

; Function Attrs: nofree nounwind willreturn memory(argmem: read)
declare ptr @memchr(ptr, i32, i64) local_unnamed_addr #5

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree nounwind willreturn memory(argmem: read) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nofree nounwind memory(argmem: readwrite) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nofree nounwind willreturn memory(argmem: read) }
attributes #6 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nounwind }
attributes #8 = { nounwind willreturn memory(read) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"any pointer", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!8, !8, i64 0}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = distinct !{!13, !12}
!14 = distinct !{!14, !12}
!15 = distinct !{!15, !12}
!16 = distinct !{!16, !12}
