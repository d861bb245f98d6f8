; ModuleID = 'programs/checksum_validators.c'
source_filename = "programs/checksum_validators.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [20 x i8] c"4539 1488 0343 6467\00", align 1
@.str.1 = private unnamed_addr constant [20 x i8] c"8273 1232 7352 0569\00", align 1
@.str.2 = private unnamed_addr constant [12 x i8] c"79927398713\00", align 1
@.str.3 = private unnamed_addr constant [2 x i8] c"0\00", align 1
@__const.main.cards = private unnamed_addr constant [4 x ptr] [ptr @.str, ptr @.str.1, ptr @.str.2, ptr @.str.3], align 8
@.str.4 = private unnamed_addr constant [14 x i8] c"luhn %s = %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [27 x i8] c"isbn10 %d %d isbn13 %d %d\0A\00", align 1
@.str.6 = private unnamed_addr constant [14 x i8] c"0-306-40615-2\00", align 1
@.str.7 = private unnamed_addr constant [14 x i8] c"0-306-40615-3\00", align 1
@.str.8 = private unnamed_addr constant [18 x i8] c"978-0-306-40615-7\00", align 1
@.str.9 = private unnamed_addr constant [18 x i8] c"978-0-306-40615-8\00", align 1
@.str.10 = private unnamed_addr constant [12 x i8] c"iban %d %d\0A\00", align 1
@.str.11 = private unnamed_addr constant [28 x i8] c"GB82 WEST 1234 5698 7654 32\00", align 1
@.str.12 = private unnamed_addr constant [28 x i8] c"GB82 WEST 1234 5698 7654 33\00", align 1
@.str.13 = private unnamed_addr constant [27 x i8] c"verhoeff %d %d damm %d %d\0A\00", align 1
@.str.18 = private unnamed_addr constant [5 x i8] c"%04d\00", align 1
@.str.19 = private unnamed_addr constant [24 x i8] c"valid 4-digit count=%d\0A\00", align 1
@vd = internal unnamed_addr constant [10 x [10 x i32]] [[10 x i32] [i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9], [10 x i32] [i32 1, i32 2, i32 3, i32 4, i32 0, i32 6, i32 7, i32 8, i32 9, i32 5], [10 x i32] [i32 2, i32 3, i32 4, i32 0, i32 1, i32 7, i32 8, i32 9, i32 5, i32 6], [10 x i32] [i32 3, i32 4, i32 0, i32 1, i32 2, i32 8, i32 9, i32 5, i32 6, i32 7], [10 x i32] [i32 4, i32 0, i32 1, i32 2, i32 3, i32 9, i32 5, i32 6, i32 7, i32 8], [10 x i32] [i32 5, i32 9, i32 8, i32 7, i32 6, i32 0, i32 4, i32 3, i32 2, i32 1], [10 x i32] [i32 6, i32 5, i32 9, i32 8, i32 7, i32 1, i32 0, i32 4, i32 3, i32 2], [10 x i32] [i32 7, i32 6, i32 5, i32 9, i32 8, i32 2, i32 1, i32 0, i32 4, i32 3], [10 x i32] [i32 8, i32 7, i32 6, i32 5, i32 9, i32 3, i32 2, i32 1, i32 0, i32 4], [10 x i32] [i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0]], align 4
@vp = internal unnamed_addr constant [8 x [10 x i32]] [[10 x i32] [i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9], [10 x i32] [i32 1, i32 5, i32 7, i32 6, i32 2, i32 8, i32 3, i32 0, i32 9, i32 4], [10 x i32] [i32 5, i32 8, i32 0, i32 3, i32 7, i32 9, i32 6, i32 1, i32 4, i32 2], [10 x i32] [i32 8, i32 9, i32 1, i32 6, i32 0, i32 4, i32 3, i32 5, i32 2, i32 7], [10 x i32] [i32 9, i32 4, i32 5, i32 3, i32 1, i32 2, i32 6, i32 8, i32 7, i32 0], [10 x i32] [i32 4, i32 2, i32 8, i32 6, i32 5, i32 7, i32 3, i32 9, i32 0, i32 1], [10 x i32] [i32 2, i32 7, i32 9, i32 3, i32 8, i32 0, i32 6, i32 4, i32 1, i32 5], [10 x i32] [i32 7, i32 0, i32 4, i32 6, i32 9, i32 1, i32 3, i32 2, i32 5, i32 8]], align 4
@dm = internal unnamed_addr constant [10 x [10 x i32]] [[10 x i32] [i32 0, i32 3, i32 1, i32 7, i32 5, i32 9, i32 8, i32 6, i32 4, i32 2], [10 x i32] [i32 7, i32 0, i32 9, i32 2, i32 1, i32 5, i32 4, i32 8, i32 6, i32 3], [10 x i32] [i32 4, i32 2, i32 0, i32 6, i32 8, i32 7, i32 1, i32 3, i32 5, i32 9], [10 x i32] [i32 1, i32 7, i32 5, i32 0, i32 9, i32 8, i32 3, i32 4, i32 2, i32 6], [10 x i32] [i32 6, i32 1, i32 2, i32 3, i32 0, i32 4, i32 5, i32 9, i32 7, i32 8], [10 x i32] [i32 3, i32 6, i32 7, i32 4, i32 2, i32 0, i32 9, i32 5, i32 8, i32 1], [10 x i32] [i32 5, i32 8, i32 6, i32 9, i32 7, i32 2, i32 0, i32 1, i32 3, i32 4], [10 x i32] [i32 8, i32 9, i32 4, i32 5, i32 3, i32 6, i32 2, i32 0, i32 1, i32 7], [10 x i32] [i32 9, i32 4, i32 3, i32 8, i32 6, i32 1, i32 7, i32 2, i32 0, i32 5], [10 x i32] [i32 2, i32 5, i32 8, i32 1, i32 4, i32 3, i32 6, i32 7, i32 9, i32 0]], align 4

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 -255, 256) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [8 x i8], align 4
  br label %109

2:                                                ; preds = %151, %15
  %3 = phi i32 [ %16, %15 ], [ 0, %151 ]
  %4 = phi i32 [ %17, %15 ], [ 10, %151 ]
  %5 = phi ptr [ %18, %15 ], [ @.str.6, %151 ]
  %6 = load i8, ptr %5, align 1, !tbaa !6
  switch i8 %6, label %7 [
    i8 0, label %19
    i8 45, label %15
    i8 88, label %10
  ]

7:                                                ; preds = %2
  %8 = zext i8 %6 to i32
  %9 = add nsw i32 %8, -48
  br label %10

10:                                               ; preds = %7, %2
  %11 = phi i32 [ %9, %7 ], [ 10, %2 ]
  %12 = add nsw i32 %4, -1
  %13 = mul nsw i32 %11, %4
  %14 = add nsw i32 %13, %3
  br label %15

15:                                               ; preds = %10, %2
  %16 = phi i32 [ %14, %10 ], [ %3, %2 ]
  %17 = phi i32 [ %12, %10 ], [ %4, %2 ]
  %18 = getelementptr inbounds i8, ptr %5, i64 1
  br label %2, !llvm.loop !9

19:                                               ; preds = %2
  %20 = icmp eq i32 %4, 0
  br i1 %20, label %21, label %25

21:                                               ; preds = %19
  %22 = srem i32 %3, 11
  %23 = icmp eq i32 %22, 0
  %24 = zext i1 %23 to i32
  br label %25

25:                                               ; preds = %19, %21
  %26 = phi i32 [ 0, %19 ], [ %24, %21 ]
  br label %27

27:                                               ; preds = %40, %25
  %28 = phi i32 [ 0, %25 ], [ %41, %40 ]
  %29 = phi i32 [ 10, %25 ], [ %42, %40 ]
  %30 = phi ptr [ @.str.7, %25 ], [ %43, %40 ]
  %31 = load i8, ptr %30, align 1, !tbaa !6
  switch i8 %31, label %32 [
    i8 0, label %44
    i8 45, label %40
    i8 88, label %35
  ]

32:                                               ; preds = %27
  %33 = zext i8 %31 to i32
  %34 = add nsw i32 %33, -48
  br label %35

35:                                               ; preds = %32, %27
  %36 = phi i32 [ %34, %32 ], [ 10, %27 ]
  %37 = add nsw i32 %29, -1
  %38 = mul nsw i32 %36, %29
  %39 = add nsw i32 %38, %28
  br label %40

40:                                               ; preds = %35, %27
  %41 = phi i32 [ %39, %35 ], [ %28, %27 ]
  %42 = phi i32 [ %37, %35 ], [ %29, %27 ]
  %43 = getelementptr inbounds i8, ptr %30, i64 1
  br label %27, !llvm.loop !9

44:                                               ; preds = %27
  %45 = icmp eq i32 %29, 0
  br i1 %45, label %46, label %50

46:                                               ; preds = %44
  %47 = srem i32 %28, 11
  %48 = icmp eq i32 %47, 0
  %49 = zext i1 %48 to i32
  br label %50

50:                                               ; preds = %44, %46
  %51 = phi i32 [ 0, %44 ], [ %49, %46 ]
  br label %52

52:                                               ; preds = %66, %50
  %53 = phi ptr [ @.str.8, %50 ], [ %69, %66 ]
  %54 = phi i32 [ 0, %50 ], [ %67, %66 ]
  %55 = phi i32 [ 0, %50 ], [ %68, %66 ]
  %56 = load i8, ptr %53, align 1, !tbaa !6
  switch i8 %56, label %57 [
    i8 0, label %70
    i8 45, label %66
  ]

57:                                               ; preds = %52
  %58 = zext i8 %56 to i32
  %59 = add nsw i32 %58, -48
  %60 = add nsw i32 %55, 1
  %61 = and i32 %55, 1
  %62 = icmp eq i32 %61, 0
  %63 = select i1 %62, i32 1, i32 3
  %64 = mul nsw i32 %59, %63
  %65 = add nsw i32 %64, %54
  br label %66

66:                                               ; preds = %57, %52
  %67 = phi i32 [ %65, %57 ], [ %54, %52 ]
  %68 = phi i32 [ %60, %57 ], [ %55, %52 ]
  %69 = getelementptr inbounds i8, ptr %53, i64 1
  br label %52, !llvm.loop !11

70:                                               ; preds = %52
  %71 = icmp eq i32 %55, 13
  br i1 %71, label %72, label %76

72:                                               ; preds = %70
  %73 = srem i32 %54, 10
  %74 = icmp eq i32 %73, 0
  %75 = zext i1 %74 to i32
  br label %76

76:                                               ; preds = %70, %72
  %77 = phi i32 [ 0, %70 ], [ %75, %72 ]
  br label %78

78:                                               ; preds = %92, %76
  %79 = phi ptr [ @.str.9, %76 ], [ %95, %92 ]
  %80 = phi i32 [ 0, %76 ], [ %93, %92 ]
  %81 = phi i32 [ 0, %76 ], [ %94, %92 ]
  %82 = load i8, ptr %79, align 1, !tbaa !6
  switch i8 %82, label %83 [
    i8 0, label %96
    i8 45, label %92
  ]

83:                                               ; preds = %78
  %84 = zext i8 %82 to i32
  %85 = add nsw i32 %84, -48
  %86 = add nsw i32 %81, 1
  %87 = and i32 %81, 1
  %88 = icmp eq i32 %87, 0
  %89 = select i1 %88, i32 1, i32 3
  %90 = mul nsw i32 %85, %89
  %91 = add nsw i32 %90, %80
  br label %92

92:                                               ; preds = %83, %78
  %93 = phi i32 [ %91, %83 ], [ %80, %78 ]
  %94 = phi i32 [ %86, %83 ], [ %81, %78 ]
  %95 = getelementptr inbounds i8, ptr %79, i64 1
  br label %78, !llvm.loop !11

96:                                               ; preds = %78
  %97 = icmp eq i32 %81, 13
  br i1 %97, label %98, label %102

98:                                               ; preds = %96
  %99 = srem i32 %80, 10
  %100 = icmp eq i32 %99, 0
  %101 = zext i1 %100 to i32
  br label %102

102:                                              ; preds = %96, %98
  %103 = phi i32 [ 0, %96 ], [ %101, %98 ]
  %104 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %26, i32 noundef %51, i32 noundef %77, i32 noundef %103)
  %105 = tail call fastcc i32 @iban(ptr noundef nonnull @.str.11)
  %106 = tail call fastcc i32 @iban(ptr noundef nonnull @.str.12)
  %107 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %105, i32 noundef %106)
  %108 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 1, i32 noundef 0, i32 noundef 1, i32 noundef 0)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #6
  br label %159

109:                                              ; preds = %0, %151
  %110 = phi i64 [ 0, %0 ], [ %154, %151 ]
  %111 = getelementptr inbounds [4 x ptr], ptr @__const.main.cards, i64 0, i64 %110
  %112 = load ptr, ptr %111, align 8, !tbaa !12
  %113 = tail call i64 @strlen(ptr noundef nonnull readonly dereferenceable(1) %112) #7
  %114 = trunc i64 %113 to i32
  %115 = icmp sgt i32 %114, 0
  br i1 %115, label %116, label %151

116:                                              ; preds = %109
  %117 = tail call ptr @__ctype_b_loc() #8
  %118 = load ptr, ptr %117, align 8, !tbaa !12
  %119 = and i64 %113, 2147483647
  br label %124

120:                                              ; preds = %147
  %121 = srem i32 %148, 10
  %122 = icmp eq i32 %121, 0
  %123 = zext i1 %122 to i32
  br label %151

124:                                              ; preds = %147, %116
  %125 = phi i64 [ %119, %116 ], [ %128, %147 ]
  %126 = phi i32 [ 0, %116 ], [ %149, %147 ]
  %127 = phi i32 [ 0, %116 ], [ %148, %147 ]
  %128 = add nsw i64 %125, -1
  %129 = getelementptr inbounds i8, ptr %112, i64 %128
  %130 = load i8, ptr %129, align 1, !tbaa !6
  %131 = zext i8 %130 to i64
  %132 = getelementptr inbounds i16, ptr %118, i64 %131
  %133 = load i16, ptr %132, align 2, !tbaa !14
  %134 = and i16 %133, 2048
  %135 = icmp eq i16 %134, 0
  br i1 %135, label %147, label %136

136:                                              ; preds = %124
  %137 = zext i8 %130 to i32
  %138 = add nsw i32 %137, -48
  %139 = icmp eq i32 %126, 0
  %140 = shl nsw i32 %138, 1
  %141 = icmp ugt i8 %130, 52
  %142 = add nsw i32 %140, -9
  %143 = select i1 %141, i32 %142, i32 %140
  %144 = select i1 %139, i32 %138, i32 %143
  %145 = add nsw i32 %144, %127
  %146 = zext i1 %139 to i32
  br label %147

147:                                              ; preds = %136, %124
  %148 = phi i32 [ %145, %136 ], [ %127, %124 ]
  %149 = phi i32 [ %146, %136 ], [ %126, %124 ]
  %150 = icmp ugt i64 %125, 1
  br i1 %150, label %124, label %120, !llvm.loop !16

151:                                              ; preds = %109, %120
  %152 = phi i32 [ 1, %109 ], [ %123, %120 ]
  %153 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef %112, i32 noundef %152)
  %154 = add nuw nsw i64 %110, 1
  %155 = icmp eq i64 %154, 4
  br i1 %155, label %2, label %109, !llvm.loop !17

156:                                              ; preds = %245
  %157 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %249)
  %158 = and i32 %249, 255
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #6
  ret i32 %158

159:                                              ; preds = %102, %245
  %160 = phi i32 [ 0, %102 ], [ %250, %245 ]
  %161 = phi i32 [ 0, %102 ], [ %249, %245 ]
  %162 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %1, i64 noundef 8, ptr noundef nonnull @.str.18, i32 noundef %160) #6
  %163 = call i64 @strlen(ptr noundef nonnull readonly dereferenceable(1) %1) #7
  %164 = trunc i64 %163 to i32
  %165 = icmp sgt i32 %164, 0
  br i1 %165, label %166, label %201

166:                                              ; preds = %159
  %167 = tail call ptr @__ctype_b_loc() #8
  %168 = load ptr, ptr %167, align 8, !tbaa !12
  %169 = and i64 %163, 2147483647
  br label %174

170:                                              ; preds = %197
  %171 = srem i32 %198, 10
  %172 = icmp eq i32 %171, 0
  %173 = zext i1 %172 to i32
  br label %201

174:                                              ; preds = %197, %166
  %175 = phi i64 [ %169, %166 ], [ %178, %197 ]
  %176 = phi i32 [ 0, %166 ], [ %199, %197 ]
  %177 = phi i32 [ 0, %166 ], [ %198, %197 ]
  %178 = add nsw i64 %175, -1
  %179 = getelementptr inbounds i8, ptr %1, i64 %178
  %180 = load i8, ptr %179, align 1, !tbaa !6
  %181 = zext i8 %180 to i64
  %182 = getelementptr inbounds i16, ptr %168, i64 %181
  %183 = load i16, ptr %182, align 2, !tbaa !14
  %184 = and i16 %183, 2048
  %185 = icmp eq i16 %184, 0
  br i1 %185, label %197, label %186

186:                                              ; preds = %174
  %187 = zext i8 %180 to i32
  %188 = add nsw i32 %187, -48
  %189 = icmp eq i32 %176, 0
  %190 = shl nsw i32 %188, 1
  %191 = icmp ugt i8 %180, 52
  %192 = add nsw i32 %190, -9
  %193 = select i1 %191, i32 %192, i32 %190
  %194 = select i1 %189, i32 %188, i32 %193
  %195 = add nsw i32 %194, %177
  %196 = zext i1 %189 to i32
  br label %197

197:                                              ; preds = %186, %174
  %198 = phi i32 [ %195, %186 ], [ %177, %174 ]
  %199 = phi i32 [ %196, %186 ], [ %176, %174 ]
  %200 = icmp ugt i64 %175, 1
  br i1 %200, label %174, label %170, !llvm.loop !16

201:                                              ; preds = %159, %170
  %202 = phi i32 [ 1, %159 ], [ %173, %170 ]
  %203 = load i8, ptr %1, align 4, !tbaa !6
  %204 = icmp eq i8 %203, 0
  br i1 %204, label %220, label %205

205:                                              ; preds = %201, %205
  %206 = phi i8 [ %215, %205 ], [ %203, %201 ]
  %207 = phi i32 [ %213, %205 ], [ 0, %201 ]
  %208 = phi ptr [ %214, %205 ], [ %1, %201 ]
  %209 = sext i32 %207 to i64
  %210 = zext i8 %206 to i64
  %211 = add nsw i64 %210, -48
  %212 = getelementptr inbounds [10 x [10 x i32]], ptr @dm, i64 0, i64 %209, i64 %211
  %213 = load i32, ptr %212, align 4, !tbaa !18
  %214 = getelementptr inbounds i8, ptr %208, i64 1
  %215 = load i8, ptr %214, align 1, !tbaa !6
  %216 = icmp eq i8 %215, 0
  br i1 %216, label %217, label %205, !llvm.loop !20

217:                                              ; preds = %205
  %218 = icmp eq i32 %213, 0
  %219 = zext i1 %218 to i32
  br label %220

220:                                              ; preds = %201, %217
  %221 = phi i32 [ 1, %201 ], [ %219, %217 ]
  br i1 %165, label %222, label %245

222:                                              ; preds = %220
  %223 = and i64 %163, 2147483647
  %224 = getelementptr i8, ptr %1, i64 %223
  br label %228

225:                                              ; preds = %228
  %226 = icmp eq i32 %242, 0
  %227 = zext i1 %226 to i32
  br label %245

228:                                              ; preds = %228, %222
  %229 = phi i64 [ 0, %222 ], [ %243, %228 ]
  %230 = phi i32 [ 0, %222 ], [ %242, %228 ]
  %231 = sext i32 %230 to i64
  %232 = and i64 %229, 7
  %233 = xor i64 %229, -1
  %234 = getelementptr i8, ptr %224, i64 %233
  %235 = load i8, ptr %234, align 1, !tbaa !6
  %236 = zext i8 %235 to i64
  %237 = add nsw i64 %236, -48
  %238 = getelementptr inbounds [8 x [10 x i32]], ptr @vp, i64 0, i64 %232, i64 %237
  %239 = load i32, ptr %238, align 4, !tbaa !18
  %240 = sext i32 %239 to i64
  %241 = getelementptr inbounds [10 x [10 x i32]], ptr @vd, i64 0, i64 %231, i64 %240
  %242 = load i32, ptr %241, align 4, !tbaa !18
  %243 = add nuw nsw i64 %229, 1
  %244 = icmp eq i64 %243, %223
  br i1 %244, label %225, label %228, !llvm.loop !21

245:                                              ; preds = %220, %225
  %246 = phi i32 [ 1, %220 ], [ %227, %225 ]
  %247 = add nuw nsw i32 %202, %161
  %248 = add nuw nsw i32 %247, %221
  %249 = add nuw nsw i32 %248, %246
  %250 = add nuw nsw i32 %160, 1
  %251 = icmp eq i32 %250, 10000
  br i1 %251, label %156, label %159, !llvm.loop !22
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind memory(read, inaccessiblemem: none) uwtable
define internal fastcc range(i32 0, 2) i32 @iban(ptr nocapture noundef readonly %0) unnamed_addr #3 {
  %2 = alloca [80 x i8], align 4
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %2) #6
  %3 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) %0) #7
  %4 = icmp ugt i64 %3, 4
  br i1 %4, label %13, label %5

5:                                                ; preds = %1
  %6 = load i32, ptr %0, align 1, !tbaa !6
  store i32 %6, ptr %2, align 4, !tbaa !6
  br label %27

7:                                                ; preds = %23
  %8 = sext i32 %24 to i64
  %9 = getelementptr i8, ptr %2, i64 %8
  %10 = load i32, ptr %0, align 1, !tbaa !6
  store i32 %10, ptr %9, align 1, !tbaa !6
  %11 = add i32 %24, 3
  %12 = icmp sgt i32 %11, -1
  br i1 %12, label %27, label %36

13:                                               ; preds = %1, %23
  %14 = phi i32 [ %24, %23 ], [ 0, %1 ]
  %15 = phi i64 [ %25, %23 ], [ 4, %1 ]
  %16 = getelementptr inbounds i8, ptr %0, i64 %15
  %17 = load i8, ptr %16, align 1, !tbaa !6
  %18 = icmp eq i8 %17, 32
  br i1 %18, label %23, label %19

19:                                               ; preds = %13
  %20 = add nsw i32 %14, 1
  %21 = sext i32 %14 to i64
  %22 = getelementptr inbounds [80 x i8], ptr %2, i64 0, i64 %21
  store i8 %17, ptr %22, align 1, !tbaa !6
  br label %23

23:                                               ; preds = %13, %19
  %24 = phi i32 [ %20, %19 ], [ %14, %13 ]
  %25 = add nuw i64 %15, 1
  %26 = icmp eq i64 %25, %3
  br i1 %26, label %7, label %13, !llvm.loop !23

27:                                               ; preds = %5, %7
  %28 = phi i32 [ 0, %5 ], [ %24, %7 ]
  %29 = tail call ptr @__ctype_b_loc() #8
  %30 = load ptr, ptr %29, align 8, !tbaa !12
  %31 = add i32 %28, 4
  %32 = zext i32 %31 to i64
  br label %38

33:                                               ; preds = %55
  %34 = icmp eq i32 %62, 1
  %35 = zext i1 %34 to i32
  br label %36

36:                                               ; preds = %33, %7
  %37 = phi i32 [ 0, %7 ], [ %35, %33 ]
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %2) #6
  ret i32 %37

38:                                               ; preds = %27, %55
  %39 = phi i64 [ 0, %27 ], [ %63, %55 ]
  %40 = phi i32 [ 0, %27 ], [ %62, %55 ]
  %41 = getelementptr inbounds [80 x i8], ptr %2, i64 0, i64 %39
  %42 = load i8, ptr %41, align 1, !tbaa !6
  %43 = zext i8 %42 to i64
  %44 = getelementptr inbounds i16, ptr %30, i64 %43
  %45 = load i16, ptr %44, align 2, !tbaa !14
  %46 = and i16 %45, 1024
  %47 = icmp eq i16 %46, 0
  br i1 %47, label %53, label %48

48:                                               ; preds = %38
  %49 = tail call ptr @__ctype_toupper_loc() #8
  %50 = load ptr, ptr %49, align 8, !tbaa !12
  %51 = getelementptr inbounds i32, ptr %50, i64 %43
  %52 = load i32, ptr %51, align 4, !tbaa !18
  br label %55

53:                                               ; preds = %38
  %54 = zext i8 %42 to i32
  br label %55

55:                                               ; preds = %48, %53
  %56 = phi i32 [ 100, %48 ], [ 10, %53 ]
  %57 = phi i32 [ -55, %48 ], [ -48, %53 ]
  %58 = phi i32 [ %52, %48 ], [ %54, %53 ]
  %59 = mul nsw i32 %40, %56
  %60 = add nsw i32 %59, %57
  %61 = add i32 %60, %58
  %62 = srem i32 %61, 97
  %63 = add nuw nsw i64 %39, 1
  %64 = icmp eq i64 %63, %32
  br i1 %64, label %33, label %38, !llvm.loop !24
}

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare i64 @strlen(ptr nocapture noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare ptr @__ctype_b_loc() local_unnamed_addr #5

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare ptr @__ctype_toupper_loc() local_unnamed_addr #5

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nofree nounwind memory(read, inaccessiblemem: none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { mustprogress nofree nounwind willreturn memory(argmem: read) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { mustprogress nofree nosync nounwind willreturn memory(none) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nounwind }
attributes #7 = { nounwind willreturn memory(read) }
attributes #8 = { nounwind willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = distinct !{!11, !10}
!12 = !{!13, !13, i64 0}
!13 = !{!"any pointer", !7, i64 0}
!14 = !{!15, !15, i64 0}
!15 = !{!"short", !7, i64 0}
!16 = distinct !{!16, !10}
!17 = distinct !{!17, !10}
!18 = !{!19, !19, i64 0}
!19 = !{!"int", !7, i64 0}
!20 = distinct !{!20, !10}
!21 = distinct !{!21, !10}
!22 = distinct !{!22, !10}
!23 = distinct !{!23, !10}
!24 = distinct !{!24, !10}
