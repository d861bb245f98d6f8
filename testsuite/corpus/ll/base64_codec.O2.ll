; ModuleID = 'programs/base64_codec.c'
source_filename = "programs/base64_codec.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.1 = private unnamed_addr constant [2 x i8] c"f\00", align 1
@.str.2 = private unnamed_addr constant [3 x i8] c"fo\00", align 1
@.str.3 = private unnamed_addr constant [4 x i8] c"foo\00", align 1
@.str.4 = private unnamed_addr constant [5 x i8] c"foob\00", align 1
@.str.5 = private unnamed_addr constant [6 x i8] c"fooba\00", align 1
@.str.6 = private unnamed_addr constant [7 x i8] c"foobar\00", align 1
@.str.7 = private unnamed_addr constant [21 x i8] c"Man is distinguished\00", align 1
@__const.main.tv = private unnamed_addr constant [8 x ptr] [ptr @.str, ptr @.str.1, ptr @.str.2, ptr @.str.3, ptr @.str.4, ptr @.str.5, ptr @.str.6, ptr @.str.7], align 16
@.str.8 = private unnamed_addr constant [22 x i8] c"'%s' -> '%s' -> '%s'\0A\00", align 1
@.str.10 = private unnamed_addr constant [8 x i8] c"hex %s\0A\00", align 1
@.str.11 = private unnamed_addr constant [20 x i8] c"invalid decode=%ld\0A\00", align 1
@.str.12 = private unnamed_addr constant [5 x i8] c"ab$d\00", align 1
@.str.13 = private unnamed_addr constant [8 x i8] c"bad=%d\0A\00", align 1
@B64 = internal constant [65 x i8] c"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/\00", align 16

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [64 x i8], align 16
  %2 = alloca [64 x i8], align 16
  %3 = alloca [300 x i8], align 16
  %4 = alloca [300 x i8], align 16
  %5 = alloca [410 x i8], align 16
  %6 = alloca [601 x i8], align 16
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
  %11 = load ptr, ptr %10, align 8, !tbaa !5
  %12 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %11) #8
  %13 = icmp eq i64 %12, 0
  br i1 %13, label %72, label %14

14:                                               ; preds = %8, %66
  %15 = phi i64 [ %68, %66 ], [ 0, %8 ]
  %16 = phi i64 [ %70, %66 ], [ 0, %8 ]
  %17 = getelementptr inbounds i8, ptr %11, i64 %16
  %18 = load i8, ptr %17, align 1, !tbaa !9
  %19 = zext i8 %18 to i32
  %20 = shl nuw nsw i32 %19, 16
  %21 = add nuw i64 %16, 1
  %22 = icmp ult i64 %21, %12
  br i1 %22, label %23, label %28

23:                                               ; preds = %14
  %24 = getelementptr inbounds i8, ptr %11, i64 %21
  %25 = load i8, ptr %24, align 1, !tbaa !9
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
  %35 = load i8, ptr %34, align 1, !tbaa !9
  %36 = zext i8 %35 to i32
  br label %37

37:                                               ; preds = %33, %28
  %38 = phi i32 [ %36, %33 ], [ 0, %28 ]
  %39 = lshr i32 %30, 18
  %40 = zext nneg i32 %39 to i64
  %41 = getelementptr inbounds [65 x i8], ptr @B64, i64 0, i64 %40
  %42 = load i8, ptr %41, align 1, !tbaa !9
  %43 = getelementptr inbounds i8, ptr %1, i64 %15
  store i8 %42, ptr %43, align 4, !tbaa !9
  %44 = lshr i32 %30, 12
  %45 = and i32 %44, 63
  %46 = zext nneg i32 %45 to i64
  %47 = getelementptr inbounds [65 x i8], ptr @B64, i64 0, i64 %46
  %48 = load i8, ptr %47, align 1, !tbaa !9
  %49 = getelementptr i8, ptr %43, i64 1
  store i8 %48, ptr %49, align 1, !tbaa !9
  br i1 %22, label %50, label %57

50:                                               ; preds = %37
  %51 = or disjoint i32 %38, %29
  %52 = lshr i32 %51, 6
  %53 = and i32 %52, 63
  %54 = zext nneg i32 %53 to i64
  %55 = getelementptr inbounds [65 x i8], ptr @B64, i64 0, i64 %54
  %56 = load i8, ptr %55, align 1, !tbaa !9
  br label %57

57:                                               ; preds = %50, %37
  %58 = phi i8 [ %56, %50 ], [ 61, %37 ]
  %59 = or disjoint i64 %15, 3
  %60 = getelementptr i8, ptr %43, i64 2
  store i8 %58, ptr %60, align 2, !tbaa !9
  br i1 %32, label %61, label %66

61:                                               ; preds = %57
  %62 = and i32 %38, 63
  %63 = zext nneg i32 %62 to i64
  %64 = getelementptr inbounds [65 x i8], ptr @B64, i64 0, i64 %63
  %65 = load i8, ptr %64, align 1, !tbaa !9
  br label %66

66:                                               ; preds = %61, %57
  %67 = phi i8 [ %65, %61 ], [ 61, %57 ]
  %68 = add i64 %15, 4
  %69 = getelementptr inbounds i8, ptr %1, i64 %59
  store i8 %67, ptr %69, align 1, !tbaa !9
  %70 = add i64 %16, 3
  %71 = icmp ult i64 %70, %12
  br i1 %71, label %14, label %72, !llvm.loop !10

72:                                               ; preds = %66, %8
  %73 = phi i64 [ 0, %8 ], [ %68, %66 ]
  %74 = getelementptr inbounds i8, ptr %1, i64 %73
  store i8 0, ptr %74, align 1, !tbaa !9
  %75 = call fastcc i64 @b64dec(ptr noundef nonnull %1, ptr noundef nonnull %2)
  %76 = call i64 @llvm.smax.i64(i64 %75, i64 0)
  %77 = getelementptr inbounds [64 x i8], ptr %2, i64 0, i64 %76
  store i8 0, ptr %77, align 1, !tbaa !9
  %78 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef %11, ptr noundef nonnull %1, ptr noundef nonnull %2)
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %2) #7
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %1) #7
  %79 = add nuw nsw i64 %9, 1
  %80 = icmp eq i64 %79, 8
  br i1 %80, label %7, label %8, !llvm.loop !12

81:                                               ; preds = %7, %223
  %82 = phi i64 [ 0, %7 ], [ %225, %223 ]
  %83 = phi i32 [ 5, %7 ], [ %159, %223 ]
  %84 = phi i32 [ 0, %7 ], [ %224, %223 ]
  %85 = icmp eq i64 %82, 0
  br i1 %85, label %158, label %86

86:                                               ; preds = %81
  %87 = and i64 %82, 3
  %88 = icmp ult i64 %82, 4
  br i1 %88, label %199, label %89

89:                                               ; preds = %86
  %90 = and i64 %82, 9223372036854775804
  br label %169

91:                                               ; preds = %223
  store <8 x i8> <i8 48, i8 48, i8 55, i8 102, i8 56, i8 48, i8 102, i8 102>, ptr %6, align 16, !tbaa !9
  %92 = getelementptr inbounds i8, ptr %6, i64 8
  store <4 x i8> <i8 50, i8 48, i8 54, i8 56>, ptr %92, align 8, !tbaa !9
  %93 = getelementptr inbounds i8, ptr %6, i64 12
  store i8 54, ptr %93, align 4, !tbaa !9
  %94 = getelementptr inbounds i8, ptr %6, i64 13
  store i8 57, ptr %94, align 1, !tbaa !9
  %95 = getelementptr inbounds i8, ptr %6, i64 14
  store i8 0, ptr %95, align 2, !tbaa !9
  %96 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull %6)
  %97 = call fastcc i64 @b64dec(ptr noundef nonnull @.str.12, ptr noundef nonnull %4)
  %98 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i64 noundef %97)
  %99 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %224)
  call void @llvm.lifetime.end.p0(i64 601, ptr nonnull %6) #7
  call void @llvm.lifetime.end.p0(i64 410, ptr nonnull %5) #7
  call void @llvm.lifetime.end.p0(i64 300, ptr nonnull %4) #7
  call void @llvm.lifetime.end.p0(i64 300, ptr nonnull %3) #7
  ret i32 %224

100:                                              ; preds = %216, %152
  %101 = phi i64 [ %154, %152 ], [ 0, %216 ]
  %102 = phi i64 [ %156, %152 ], [ 0, %216 ]
  %103 = getelementptr inbounds i8, ptr %3, i64 %102
  %104 = load i8, ptr %103, align 1, !tbaa !9
  %105 = zext i8 %104 to i32
  %106 = shl nuw nsw i32 %105, 16
  %107 = add nuw nsw i64 %102, 1
  %108 = icmp ult i64 %107, %82
  br i1 %108, label %109, label %114

109:                                              ; preds = %100
  %110 = getelementptr inbounds i8, ptr %3, i64 %107
  %111 = load i8, ptr %110, align 1, !tbaa !9
  %112 = zext i8 %111 to i32
  %113 = shl nuw nsw i32 %112, 8
  br label %114

114:                                              ; preds = %109, %100
  %115 = phi i32 [ %113, %109 ], [ 0, %100 ]
  %116 = or i32 %115, %106
  %117 = add nuw nsw i64 %102, 2
  %118 = icmp ult i64 %117, %82
  br i1 %118, label %119, label %123

119:                                              ; preds = %114
  %120 = getelementptr inbounds i8, ptr %3, i64 %117
  %121 = load i8, ptr %120, align 1, !tbaa !9
  %122 = zext i8 %121 to i32
  br label %123

123:                                              ; preds = %119, %114
  %124 = phi i32 [ %122, %119 ], [ 0, %114 ]
  %125 = lshr i32 %116, 18
  %126 = zext nneg i32 %125 to i64
  %127 = getelementptr inbounds [65 x i8], ptr @B64, i64 0, i64 %126
  %128 = load i8, ptr %127, align 1, !tbaa !9
  %129 = getelementptr inbounds i8, ptr %5, i64 %101
  store i8 %128, ptr %129, align 4, !tbaa !9
  %130 = lshr i32 %116, 12
  %131 = and i32 %130, 63
  %132 = zext nneg i32 %131 to i64
  %133 = getelementptr inbounds [65 x i8], ptr @B64, i64 0, i64 %132
  %134 = load i8, ptr %133, align 1, !tbaa !9
  %135 = getelementptr i8, ptr %129, i64 1
  store i8 %134, ptr %135, align 1, !tbaa !9
  br i1 %108, label %136, label %143

136:                                              ; preds = %123
  %137 = or disjoint i32 %124, %115
  %138 = lshr i32 %137, 6
  %139 = and i32 %138, 63
  %140 = zext nneg i32 %139 to i64
  %141 = getelementptr inbounds [65 x i8], ptr @B64, i64 0, i64 %140
  %142 = load i8, ptr %141, align 1, !tbaa !9
  br label %143

143:                                              ; preds = %136, %123
  %144 = phi i8 [ %142, %136 ], [ 61, %123 ]
  %145 = or disjoint i64 %101, 3
  %146 = getelementptr i8, ptr %129, i64 2
  store i8 %144, ptr %146, align 2, !tbaa !9
  br i1 %118, label %147, label %152

147:                                              ; preds = %143
  %148 = and i32 %124, 63
  %149 = zext nneg i32 %148 to i64
  %150 = getelementptr inbounds [65 x i8], ptr @B64, i64 0, i64 %149
  %151 = load i8, ptr %150, align 1, !tbaa !9
  br label %152

152:                                              ; preds = %147, %143
  %153 = phi i8 [ %151, %147 ], [ 61, %143 ]
  %154 = add nuw nsw i64 %101, 4
  %155 = getelementptr inbounds i8, ptr %5, i64 %145
  store i8 %153, ptr %155, align 1, !tbaa !9
  %156 = add nuw nsw i64 %102, 3
  %157 = icmp ult i64 %156, %82
  br i1 %157, label %100, label %158, !llvm.loop !10

158:                                              ; preds = %152, %81
  %159 = phi i32 [ %83, %81 ], [ %217, %152 ]
  %160 = phi i64 [ 0, %81 ], [ %154, %152 ]
  %161 = getelementptr inbounds i8, ptr %5, i64 %160
  store i8 0, ptr %161, align 1, !tbaa !9
  %162 = call fastcc i64 @b64dec(ptr noundef nonnull %5, ptr noundef nonnull %4)
  %163 = add nuw nsw i64 %82, 2
  %164 = udiv i64 %163, 3
  %165 = shl nuw nsw i64 %164, 2
  %166 = icmp eq i64 %160, %165
  %167 = icmp eq i64 %162, %82
  %168 = select i1 %166, i1 %167, i1 false
  br i1 %168, label %218, label %221

169:                                              ; preds = %169, %89
  %170 = phi i64 [ 0, %89 ], [ %196, %169 ]
  %171 = phi i32 [ %83, %89 ], [ %192, %169 ]
  %172 = phi i64 [ 0, %89 ], [ %197, %169 ]
  %173 = mul i32 %171, 69069
  %174 = add i32 %173, 1
  %175 = lshr i32 %174, 24
  %176 = trunc nuw i32 %175 to i8
  %177 = getelementptr inbounds [300 x i8], ptr %3, i64 0, i64 %170
  store i8 %176, ptr %177, align 4, !tbaa !9
  %178 = or disjoint i64 %170, 1
  %179 = mul i32 %174, 69069
  %180 = add i32 %179, 1
  %181 = lshr i32 %180, 24
  %182 = trunc nuw i32 %181 to i8
  %183 = getelementptr inbounds [300 x i8], ptr %3, i64 0, i64 %178
  store i8 %182, ptr %183, align 1, !tbaa !9
  %184 = or disjoint i64 %170, 2
  %185 = mul i32 %180, 69069
  %186 = add i32 %185, 1
  %187 = lshr i32 %186, 24
  %188 = trunc nuw i32 %187 to i8
  %189 = getelementptr inbounds [300 x i8], ptr %3, i64 0, i64 %184
  store i8 %188, ptr %189, align 2, !tbaa !9
  %190 = or disjoint i64 %170, 3
  %191 = mul i32 %186, 69069
  %192 = add i32 %191, 1
  %193 = lshr i32 %192, 24
  %194 = trunc nuw i32 %193 to i8
  %195 = getelementptr inbounds [300 x i8], ptr %3, i64 0, i64 %190
  store i8 %194, ptr %195, align 1, !tbaa !9
  %196 = add nuw nsw i64 %170, 4
  %197 = add i64 %172, 4
  %198 = icmp eq i64 %197, %90
  br i1 %198, label %199, label %169, !llvm.loop !13

199:                                              ; preds = %169, %86
  %200 = phi i32 [ poison, %86 ], [ %192, %169 ]
  %201 = phi i64 [ 0, %86 ], [ %196, %169 ]
  %202 = phi i32 [ %83, %86 ], [ %192, %169 ]
  %203 = icmp eq i64 %87, 0
  br i1 %203, label %216, label %204

204:                                              ; preds = %199, %204
  %205 = phi i64 [ %213, %204 ], [ %201, %199 ]
  %206 = phi i32 [ %209, %204 ], [ %202, %199 ]
  %207 = phi i64 [ %214, %204 ], [ 0, %199 ]
  %208 = mul i32 %206, 69069
  %209 = add i32 %208, 1
  %210 = lshr i32 %209, 24
  %211 = trunc nuw i32 %210 to i8
  %212 = getelementptr inbounds [300 x i8], ptr %3, i64 0, i64 %205
  store i8 %211, ptr %212, align 1, !tbaa !9
  %213 = add nuw nsw i64 %205, 1
  %214 = add i64 %207, 1
  %215 = icmp eq i64 %214, %87
  br i1 %215, label %216, label %204, !llvm.loop !14

216:                                              ; preds = %204, %199
  %217 = phi i32 [ %200, %199 ], [ %209, %204 ]
  br label %100

218:                                              ; preds = %158
  %219 = call i32 @bcmp(ptr nonnull %3, ptr nonnull %4, i64 %82)
  %220 = icmp eq i32 %219, 0
  br i1 %220, label %223, label %221

221:                                              ; preds = %218, %158
  %222 = add nsw i32 %84, 1
  br label %223

223:                                              ; preds = %221, %218
  %224 = phi i32 [ %222, %221 ], [ %84, %218 ]
  %225 = add nuw nsw i64 %82, 1
  %226 = icmp eq i64 %225, 300
  br i1 %226, label %91, label %81, !llvm.loop !16
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
  %12 = load i8, ptr %11, align 1, !tbaa !9
  %13 = sext i8 %12 to i32
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
  %24 = load i8, ptr %23, align 1, !tbaa !9
  %25 = sext i8 %24 to i32
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
  %36 = load i8, ptr %35, align 1, !tbaa !9
  %37 = icmp eq i8 %36, 61
  br i1 %37, label %48, label %38

38:                                               ; preds = %8
  %39 = sext i8 %36 to i32
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
  %52 = load i8, ptr %51, align 1, !tbaa !9
  %53 = icmp eq i8 %52, 61
  br i1 %53, label %64, label %54

54:                                               ; preds = %48
  %55 = sext i8 %52 to i32
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
  store i8 %81, ptr %83, align 1, !tbaa !9
  %84 = load i8, ptr %35, align 1, !tbaa !9
  %85 = icmp eq i8 %84, 61
  br i1 %85, label %91, label %86

86:                                               ; preds = %73
  %87 = lshr i32 %79, 8
  %88 = trunc i32 %87 to i8
  %89 = add i64 %9, 2
  %90 = getelementptr inbounds i8, ptr %1, i64 %82
  store i8 %88, ptr %90, align 1, !tbaa !9
  br label %91

91:                                               ; preds = %86, %73
  %92 = phi i64 [ %89, %86 ], [ %82, %73 ]
  %93 = load i8, ptr %51, align 1, !tbaa !9
  %94 = icmp eq i8 %93, 61
  br i1 %94, label %99, label %95

95:                                               ; preds = %91
  %96 = trunc i32 %79 to i8
  %97 = add i64 %92, 1
  %98 = getelementptr inbounds i8, ptr %1, i64 %92
  store i8 %96, ptr %98, align 1, !tbaa !9
  br label %99

99:                                               ; preds = %91, %95
  %100 = phi i64 [ %92, %91 ], [ %97, %95 ]
  %101 = add i64 %10, 4
  %102 = icmp ult i64 %101, %3
  br i1 %102, label %8, label %103, !llvm.loop !17

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

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind willreturn memory(argmem: read) }
attributes #6 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nounwind }
attributes #8 = { nounwind willreturn memory(read) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"any pointer", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!7, !7, i64 0}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = distinct !{!12, !11}
!13 = distinct !{!13, !11}
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.unroll.disable"}
!16 = distinct !{!16, !11}
!17 = distinct !{!17, !11}
