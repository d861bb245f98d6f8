; ModuleID = 'programs/string_search_kmp_bm.c'
source_filename = "programs/string_search_kmp_bm.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [6 x i8] c"abcab\00", align 1, !dbg !0
@text = internal global [30001 x i8] zeroinitializer, align 16, !dbg !7
@.str.1 = private unnamed_addr constant [5 x i8] c"aaaa\00", align 1, !dbg !17
@.str.2 = private unnamed_addr constant [8 x i8] c"bcabcab\00", align 1, !dbg !22
@.str.3 = private unnamed_addr constant [5 x i8] c"cccc\00", align 1, !dbg !27
@.str.4 = private unnamed_addr constant [11 x i8] c"abcabcabca\00", align 1, !dbg !29
@.str.5 = private unnamed_addr constant [2 x i8] c"b\00", align 1, !dbg !34
@__const.main.pats = private unnamed_addr constant [6 x ptr] [ptr @.str, ptr @.str.1, ptr @.str.2, ptr @.str.3, ptr @.str.4, ptr @.str.5], align 16
@.str.6 = private unnamed_addr constant [33 x i8] c"%-12s count=%d first=%d last=%d\0A\00", align 1, !dbg !39
@.str.7 = private unnamed_addr constant [8 x i8] c"bad=%d\0A\00", align 1, !dbg !44
@zalg.s = internal unnamed_addr global [30070 x i8] zeroinitializer, align 16, !dbg !46
@zalg.z = internal unnamed_addr global [30070 x i32] zeroinitializer, align 16, !dbg !75

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 !dbg !89 {
  %1 = alloca [256 x i32], align 16, !DIAssignID !112
  %2 = alloca [64 x i32], align 16, !DIAssignID !113
    #dbg_value(i32 77, !93, !DIExpression(), !114)
    #dbg_value(i32 0, !95, !DIExpression(), !115)
  br label %3, !dbg !116

3:                                                ; preds = %3, %0
  %4 = phi i64 [ 0, %0 ], [ %25, %3 ]
  %5 = phi i32 [ 77, %0 ], [ %17, %3 ]
    #dbg_value(i32 %5, !93, !DIExpression(), !114)
    #dbg_value(i64 %4, !95, !DIExpression(), !115)
  %6 = mul i32 %5, 1103515245, !dbg !117
  %7 = add i32 %6, 12345, !dbg !120
    #dbg_value(i32 %7, !93, !DIExpression(), !114)
  %8 = lshr i32 %7, 16, !dbg !121
  %9 = trunc nuw i32 %8 to i16, !dbg !122
  %10 = urem i16 %9, 5, !dbg !122
  %11 = zext nneg i16 %10 to i64, !dbg !123
  %12 = getelementptr inbounds [6 x i8], ptr @.str, i64 0, i64 %11, !dbg !123
  %13 = load i8, ptr %12, align 1, !dbg !123, !tbaa !124
  %14 = getelementptr inbounds [30001 x i8], ptr @text, i64 0, i64 %4, !dbg !127
  store i8 %13, ptr %14, align 2, !dbg !128, !tbaa !124
  %15 = or disjoint i64 %4, 1, !dbg !129
    #dbg_value(i64 %15, !95, !DIExpression(), !115)
  %16 = mul i32 %7, 1103515245, !dbg !117
  %17 = add i32 %16, 12345, !dbg !120
    #dbg_value(i32 %17, !93, !DIExpression(), !114)
  %18 = lshr i32 %17, 16, !dbg !121
  %19 = trunc nuw i32 %18 to i16, !dbg !122
  %20 = urem i16 %19, 5, !dbg !122
  %21 = zext nneg i16 %20 to i64, !dbg !123
  %22 = getelementptr inbounds [6 x i8], ptr @.str, i64 0, i64 %21, !dbg !123
  %23 = load i8, ptr %22, align 1, !dbg !123, !tbaa !124
  %24 = getelementptr inbounds [30001 x i8], ptr @text, i64 0, i64 %15, !dbg !127
  store i8 %23, ptr %24, align 1, !dbg !128, !tbaa !124
  %25 = add nuw nsw i64 %4, 2, !dbg !129
    #dbg_value(i64 %25, !95, !DIExpression(), !115)
  %26 = icmp eq i64 %25, 30000, !dbg !130
  br i1 %26, label %27, label %3, !dbg !116, !llvm.loop !131

27:                                               ; preds = %3
  %28 = getelementptr inbounds i8, ptr %1, i64 16
  %29 = getelementptr inbounds i8, ptr %1, i64 32
  %30 = getelementptr inbounds i8, ptr %1, i64 48
  %31 = getelementptr inbounds i8, ptr %1, i64 64
  %32 = getelementptr inbounds i8, ptr %1, i64 80
  %33 = getelementptr inbounds i8, ptr %1, i64 96
  %34 = getelementptr inbounds i8, ptr %1, i64 112
  %35 = getelementptr inbounds i8, ptr %1, i64 128
  %36 = getelementptr inbounds i8, ptr %1, i64 144
  %37 = getelementptr inbounds i8, ptr %1, i64 160
  %38 = getelementptr inbounds i8, ptr %1, i64 176
  %39 = getelementptr inbounds i8, ptr %1, i64 192
  %40 = getelementptr inbounds i8, ptr %1, i64 208
  %41 = getelementptr inbounds i8, ptr %1, i64 224
  %42 = getelementptr inbounds i8, ptr %1, i64 240
  %43 = getelementptr inbounds i8, ptr %1, i64 256
  %44 = getelementptr inbounds i8, ptr %1, i64 272
  %45 = getelementptr inbounds i8, ptr %1, i64 288
  %46 = getelementptr inbounds i8, ptr %1, i64 304
  %47 = getelementptr inbounds i8, ptr %1, i64 320
  %48 = getelementptr inbounds i8, ptr %1, i64 336
  %49 = getelementptr inbounds i8, ptr %1, i64 352
  %50 = getelementptr inbounds i8, ptr %1, i64 368
  %51 = getelementptr inbounds i8, ptr %1, i64 384
  %52 = getelementptr inbounds i8, ptr %1, i64 400
  %53 = getelementptr inbounds i8, ptr %1, i64 416
  %54 = getelementptr inbounds i8, ptr %1, i64 432
  %55 = getelementptr inbounds i8, ptr %1, i64 448
  %56 = getelementptr inbounds i8, ptr %1, i64 464
  %57 = getelementptr inbounds i8, ptr %1, i64 480
  %58 = getelementptr inbounds i8, ptr %1, i64 496
  %59 = getelementptr inbounds i8, ptr %1, i64 512
  %60 = getelementptr inbounds i8, ptr %1, i64 528
  %61 = getelementptr inbounds i8, ptr %1, i64 544
  %62 = getelementptr inbounds i8, ptr %1, i64 560
  %63 = getelementptr inbounds i8, ptr %1, i64 576
  %64 = getelementptr inbounds i8, ptr %1, i64 592
  %65 = getelementptr inbounds i8, ptr %1, i64 608
  %66 = getelementptr inbounds i8, ptr %1, i64 624
  %67 = getelementptr inbounds i8, ptr %1, i64 640
  %68 = getelementptr inbounds i8, ptr %1, i64 656
  %69 = getelementptr inbounds i8, ptr %1, i64 672
  %70 = getelementptr inbounds i8, ptr %1, i64 688
  %71 = getelementptr inbounds i8, ptr %1, i64 704
  %72 = getelementptr inbounds i8, ptr %1, i64 720
  %73 = getelementptr inbounds i8, ptr %1, i64 736
  %74 = getelementptr inbounds i8, ptr %1, i64 752
  %75 = getelementptr inbounds i8, ptr %1, i64 768
  %76 = getelementptr inbounds i8, ptr %1, i64 784
  %77 = getelementptr inbounds i8, ptr %1, i64 800
  %78 = getelementptr inbounds i8, ptr %1, i64 816
  %79 = getelementptr inbounds i8, ptr %1, i64 832
  %80 = getelementptr inbounds i8, ptr %1, i64 848
  %81 = getelementptr inbounds i8, ptr %1, i64 864
  %82 = getelementptr inbounds i8, ptr %1, i64 880
  %83 = getelementptr inbounds i8, ptr %1, i64 896
  %84 = getelementptr inbounds i8, ptr %1, i64 912
  %85 = getelementptr inbounds i8, ptr %1, i64 928
  %86 = getelementptr inbounds i8, ptr %1, i64 944
  %87 = getelementptr inbounds i8, ptr %1, i64 960
  %88 = getelementptr inbounds i8, ptr %1, i64 976
  %89 = getelementptr inbounds i8, ptr %1, i64 992
  %90 = getelementptr inbounds i8, ptr %1, i64 1008
  br label %93, !dbg !134

91:                                               ; preds = %509
  %92 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %540), !dbg !135
  ret i32 %540, !dbg !136

93:                                               ; preds = %27, %509
  %94 = phi i64 [ %542, %509 ], [ 0, %27 ]
  %95 = phi i32 [ %540, %509 ], [ 0, %27 ]
    #dbg_value(i64 %94, !100, !DIExpression(), !137)
    #dbg_value(i32 %95, !99, !DIExpression(), !114)
  %96 = getelementptr inbounds [6 x ptr], ptr @__const.main.pats, i64 0, i64 %94, !dbg !138
  %97 = load ptr, ptr %96, align 8, !dbg !138, !tbaa !139
    #dbg_value(ptr %97, !102, !DIExpression(), !141)
  %98 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) %97) #7, !dbg !142
  %99 = trunc i64 %98 to i32, !dbg !143
    #dbg_value(i32 %99, !105, !DIExpression(), !141)
    #dbg_value(ptr @text, !144, !DIExpression(), !155)
    #dbg_value(i32 30000, !147, !DIExpression(), !155)
    #dbg_value(ptr %97, !148, !DIExpression(), !155)
    #dbg_value(i32 %99, !149, !DIExpression(), !155)
    #dbg_value(ptr undef, !150, !DIExpression(), !155)
    #dbg_value(ptr undef, !151, !DIExpression(), !155)
    #dbg_value(i32 -1, !108, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !141)
    #dbg_value(i32 -1, !106, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !141)
    #dbg_value(i32 0, !153, !DIExpression(), !157)
    #dbg_value(i32 0, !152, !DIExpression(), !155)
  %100 = icmp slt i32 %99, 30001, !dbg !158
  br i1 %100, label %102, label %101, !dbg !160

101:                                              ; preds = %93
    #dbg_value(i32 0, !109, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !141)
    #dbg_assign(i1 undef, !161, !DIExpression(), !113, ptr %2, !DIExpression(), !185)
    #dbg_value(ptr @text, !164, !DIExpression(), !185)
    #dbg_value(i32 30000, !165, !DIExpression(), !185)
    #dbg_value(ptr %97, !166, !DIExpression(), !185)
    #dbg_value(i32 %99, !167, !DIExpression(), !185)
    #dbg_value(ptr undef, !168, !DIExpression(), !185)
    #dbg_value(ptr undef, !169, !DIExpression(), !185)
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %2) #8, !dbg !187
  store i32 0, ptr %2, align 16, !dbg !188, !tbaa !189, !DIAssignID !191
    #dbg_assign(i32 0, !161, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !191, ptr %2, !DIExpression(), !185)
    #dbg_value(i32 1, !170, !DIExpression(), !192)
    #dbg_value(i32 0, !172, !DIExpression(), !192)
  br label %126, !dbg !193

102:                                              ; preds = %93
  %103 = shl i64 %98, 32
  %104 = ashr exact i64 %103, 32
  %105 = sub i64 30001, %98, !dbg !160
  %106 = and i64 %105, 4294967295, !dbg !158
  br label %107, !dbg !160

107:                                              ; preds = %107, %102
  %108 = phi i32 [ -1, %102 ], [ %117, %107 ]
  %109 = phi i32 [ -1, %102 ], [ %119, %107 ]
  %110 = phi i64 [ 0, %102 ], [ %122, %107 ]
  %111 = phi i32 [ 0, %102 ], [ %121, %107 ]
    #dbg_value(i64 %110, !153, !DIExpression(), !157)
    #dbg_value(i32 %111, !152, !DIExpression(), !155)
  %112 = getelementptr inbounds i8, ptr @text, i64 %110, !dbg !194
  %113 = tail call i32 @bcmp(ptr nonnull %112, ptr readonly %97, i64 %104), !dbg !196
  %114 = icmp eq i32 %113, 0, !dbg !197
  %115 = icmp eq i32 %111, 0, !dbg !198
  %116 = trunc nuw nsw i64 %110 to i32, !dbg !198
  %117 = select i1 %114, i32 %116, i32 %108, !dbg !198
  %118 = select i1 %114, i1 %115, i1 false, !dbg !198
  %119 = select i1 %118, i32 %116, i32 %109, !dbg !198
  %120 = zext i1 %114 to i32, !dbg !198
  %121 = add nuw nsw i32 %111, %120, !dbg !198
    #dbg_value(i32 %121, !152, !DIExpression(), !155)
  %122 = add nuw nsw i64 %110, 1, !dbg !199
    #dbg_value(i64 %122, !153, !DIExpression(), !157)
  %123 = icmp eq i64 %122, %106, !dbg !158
  br i1 %123, label %124, label %107, !dbg !160, !llvm.loop !200

124:                                              ; preds = %107
    #dbg_value(i32 %119, !106, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !141)
    #dbg_value(i32 %117, !108, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !141)
    #dbg_value(i32 0, !109, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !141)
    #dbg_assign(i1 undef, !161, !DIExpression(), !113, ptr %2, !DIExpression(), !185)
    #dbg_value(ptr @text, !164, !DIExpression(), !185)
    #dbg_value(i32 30000, !165, !DIExpression(), !185)
    #dbg_value(ptr %97, !166, !DIExpression(), !185)
    #dbg_value(i32 %99, !167, !DIExpression(), !185)
    #dbg_value(ptr undef, !168, !DIExpression(), !185)
    #dbg_value(ptr undef, !169, !DIExpression(), !185)
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %2) #8, !dbg !187
  store i32 0, ptr %2, align 16, !dbg !188, !tbaa !189, !DIAssignID !191
    #dbg_assign(i32 0, !161, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !191, ptr %2, !DIExpression(), !185)
    #dbg_value(i32 1, !170, !DIExpression(), !192)
    #dbg_value(i32 0, !172, !DIExpression(), !192)
  %125 = icmp sgt i32 %99, 1, !dbg !202
  br i1 %125, label %126, label %137, !dbg !193

126:                                              ; preds = %101, %124
  %127 = phi i32 [ %117, %124 ], [ -1, %101 ], !dbg !204
  %128 = phi i32 [ %119, %124 ], [ -1, %101 ], !dbg !204
  %129 = phi i32 [ %121, %124 ], [ 0, %101 ]
    #dbg_value(i32 %128, !106, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !141)
    #dbg_value(i32 %127, !108, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !141)
  %130 = and i64 %98, 4294967295, !dbg !202
  br label %131, !dbg !193

131:                                              ; preds = %157, %126
  %132 = phi i64 [ 1, %126 ], [ %166, %157 ]
  %133 = phi i32 [ 0, %126 ], [ %164, %157 ]
    #dbg_value(i64 %132, !170, !DIExpression(), !192)
    #dbg_value(i32 %133, !172, !DIExpression(), !192)
  %134 = icmp eq i32 %133, 0, !dbg !205
  %135 = getelementptr inbounds i8, ptr %97, i64 %132
  %136 = load i8, ptr %135, align 1, !tbaa !124
  br i1 %134, label %157, label %145, !dbg !207

137:                                              ; preds = %157, %124
  %138 = phi i32 [ %117, %124 ], [ %127, %157 ], !dbg !208
  %139 = phi i32 [ %119, %124 ], [ %128, %157 ], !dbg !210
  %140 = phi i1 [ false, %124 ], [ true, %157 ]
  %141 = phi i32 [ %121, %124 ], [ %129, %157 ]
    #dbg_value(i32 %139, !106, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !141)
    #dbg_value(i32 %138, !108, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !141)
    #dbg_value(i32 0, !173, !DIExpression(), !185)
    #dbg_assign(i32 -1, !108, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !212, ptr undef, !DIExpression(), !141)
    #dbg_assign(i32 -1, !106, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !213, ptr undef, !DIExpression(), !141)
    #dbg_value(i32 0, !174, !DIExpression(), !214)
    #dbg_value(i32 0, !176, !DIExpression(), !214)
  %142 = add nsw i32 %99, -1
  %143 = sext i32 %142 to i64
  %144 = getelementptr inbounds [64 x i32], ptr %2, i64 0, i64 %143
  br label %168, !dbg !215

145:                                              ; preds = %131, %151
  %146 = phi i32 [ %155, %151 ], [ %133, %131 ]
    #dbg_value(i32 %146, !172, !DIExpression(), !192)
  %147 = sext i32 %146 to i64, !dbg !216
  %148 = getelementptr inbounds i8, ptr %97, i64 %147, !dbg !216
  %149 = load i8, ptr %148, align 1, !dbg !216, !tbaa !124
  %150 = icmp eq i8 %136, %149, !dbg !217
  br i1 %150, label %157, label %151, !dbg !218

151:                                              ; preds = %145
  %152 = add nsw i32 %146, -1, !dbg !219
  %153 = sext i32 %152 to i64, !dbg !220
  %154 = getelementptr inbounds [64 x i32], ptr %2, i64 0, i64 %153, !dbg !220
  %155 = load i32, ptr %154, align 4, !dbg !220, !tbaa !189
    #dbg_value(i32 %155, !172, !DIExpression(), !192)
  %156 = icmp eq i32 %155, 0, !dbg !205
  br i1 %156, label %157, label %145, !dbg !207, !llvm.loop !221

157:                                              ; preds = %151, %145, %131
  %158 = phi i32 [ 0, %131 ], [ %146, %145 ], [ 0, %151 ], !dbg !223
  %159 = sext i32 %158 to i64, !dbg !224
  %160 = getelementptr inbounds i8, ptr %97, i64 %159, !dbg !224
  %161 = load i8, ptr %160, align 1, !dbg !224, !tbaa !124
  %162 = icmp eq i8 %136, %161, !dbg !226
  %163 = zext i1 %162 to i32, !dbg !227
  %164 = add nsw i32 %158, %163, !dbg !227
    #dbg_value(i32 %164, !172, !DIExpression(), !192)
  %165 = getelementptr inbounds [64 x i32], ptr %2, i64 0, i64 %132, !dbg !228
  store i32 %164, ptr %165, align 4, !dbg !229, !tbaa !189
  %166 = add nuw nsw i64 %132, 1, !dbg !230
    #dbg_value(i64 %166, !170, !DIExpression(), !192)
  %167 = icmp eq i64 %166, %130, !dbg !202
  br i1 %167, label %137, label %131, !dbg !193, !llvm.loop !231

168:                                              ; preds = %206, %137
  %169 = phi i32 [ -1, %137 ], [ %207, %206 ]
  %170 = phi i32 [ -1, %137 ], [ %208, %206 ]
  %171 = phi i64 [ 0, %137 ], [ %211, %206 ]
  %172 = phi i32 [ 0, %137 ], [ %210, %206 ]
  %173 = phi i32 [ 0, %137 ], [ %209, %206 ]
    #dbg_value(i64 %171, !174, !DIExpression(), !214)
    #dbg_value(i32 %173, !173, !DIExpression(), !185)
    #dbg_value(i32 %172, !176, !DIExpression(), !214)
  %174 = icmp eq i32 %172, 0, !dbg !233
  %175 = getelementptr inbounds i8, ptr @text, i64 %171
  %176 = load i8, ptr %175, align 1, !tbaa !124
  br i1 %174, label %189, label %177, !dbg !234

177:                                              ; preds = %168, %183
  %178 = phi i32 [ %187, %183 ], [ %172, %168 ]
    #dbg_value(i32 %178, !176, !DIExpression(), !214)
  %179 = sext i32 %178 to i64, !dbg !235
  %180 = getelementptr inbounds i8, ptr %97, i64 %179, !dbg !235
  %181 = load i8, ptr %180, align 1, !dbg !235, !tbaa !124
  %182 = icmp eq i8 %176, %181, !dbg !236
  br i1 %182, label %189, label %183, !dbg !237

183:                                              ; preds = %177
  %184 = add nsw i32 %178, -1, !dbg !238
  %185 = sext i32 %184 to i64, !dbg !239
  %186 = getelementptr inbounds [64 x i32], ptr %2, i64 0, i64 %185, !dbg !239
  %187 = load i32, ptr %186, align 4, !dbg !239, !tbaa !189
    #dbg_value(i32 %187, !176, !DIExpression(), !214)
  %188 = icmp eq i32 %187, 0, !dbg !233
  br i1 %188, label %189, label %177, !dbg !234, !llvm.loop !240

189:                                              ; preds = %183, %177, %168
  %190 = phi i32 [ 0, %168 ], [ %178, %177 ], [ 0, %183 ], !dbg !242
  %191 = sext i32 %190 to i64, !dbg !243
  %192 = getelementptr inbounds i8, ptr %97, i64 %191, !dbg !243
  %193 = load i8, ptr %192, align 1, !dbg !243, !tbaa !124
  %194 = icmp eq i8 %176, %193, !dbg !245
  %195 = zext i1 %194 to i32, !dbg !246
  %196 = add nsw i32 %190, %195, !dbg !246
    #dbg_value(i32 %196, !176, !DIExpression(), !214)
  %197 = icmp eq i32 %196, %99, !dbg !247
  br i1 %197, label %198, label %206, !dbg !248

198:                                              ; preds = %189
    #dbg_value(!DIArgList(i64 %171, i32 %99), !177, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_minus, DW_OP_plus_uconst, 1, DW_OP_stack_value), !249)
  %199 = icmp eq i32 %173, 0, !dbg !250
  %200 = trunc i64 %171 to i32, !dbg !252
  %201 = sub i32 %200, %99, !dbg !252
  %202 = add i32 %201, 1, !dbg !252
    #dbg_assign(i32 %202, !106, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !253, ptr undef, !DIExpression(), !141)
  %203 = select i1 %199, i32 %202, i32 %170, !dbg !254
    #dbg_assign(i32 %202, !108, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !255, ptr undef, !DIExpression(), !141)
  %204 = add nsw i32 %173, 1, !dbg !256
    #dbg_value(i32 %204, !173, !DIExpression(), !185)
  %205 = load i32, ptr %144, align 4, !dbg !257, !tbaa !189
    #dbg_value(i32 %205, !176, !DIExpression(), !214)
  br label %206, !dbg !258

206:                                              ; preds = %198, %189
  %207 = phi i32 [ %202, %198 ], [ %169, %189 ]
  %208 = phi i32 [ %203, %198 ], [ %170, %189 ]
  %209 = phi i32 [ %204, %198 ], [ %173, %189 ], !dbg !185
  %210 = phi i32 [ %205, %198 ], [ %196, %189 ], !dbg !259
    #dbg_value(i32 %210, !176, !DIExpression(), !214)
    #dbg_value(i32 %209, !173, !DIExpression(), !185)
  %211 = add nuw nsw i64 %171, 1, !dbg !260
    #dbg_value(i64 %211, !174, !DIExpression(), !214)
  %212 = icmp eq i64 %211, 30000, !dbg !261
  br i1 %212, label %213, label %168, !dbg !215, !llvm.loop !262

213:                                              ; preds = %206
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %2) #8, !dbg !264
    #dbg_value(i32 %209, !109, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !141)
    #dbg_assign(i1 undef, !265, !DIExpression(), !112, ptr %1, !DIExpression(), !284)
    #dbg_value(ptr @text, !268, !DIExpression(), !284)
    #dbg_value(i32 30000, !269, !DIExpression(), !284)
    #dbg_value(ptr %97, !270, !DIExpression(), !284)
    #dbg_value(i32 %99, !271, !DIExpression(), !284)
    #dbg_value(ptr undef, !272, !DIExpression(), !284)
    #dbg_value(ptr undef, !273, !DIExpression(), !284)
  call void @llvm.lifetime.start.p0(i64 1024, ptr nonnull %1) #8, !dbg !286
    #dbg_value(i32 0, !274, !DIExpression(), !287)
  %214 = insertelement <4 x i32> poison, i32 %99, i64 0, !dbg !288
  %215 = shufflevector <4 x i32> %214, <4 x i32> poison, <4 x i32> zeroinitializer, !dbg !288
  store <4 x i32> %215, ptr %1, align 16, !dbg !289, !tbaa !189
  store <4 x i32> %215, ptr %28, align 16, !dbg !289, !tbaa !189
  store <4 x i32> %215, ptr %29, align 16, !dbg !289, !tbaa !189
  store <4 x i32> %215, ptr %30, align 16, !dbg !289, !tbaa !189
  store <4 x i32> %215, ptr %31, align 16, !dbg !289, !tbaa !189
  store <4 x i32> %215, ptr %32, align 16, !dbg !289, !tbaa !189
  store <4 x i32> %215, ptr %33, align 16, !dbg !289, !tbaa !189
  store <4 x i32> %215, ptr %34, align 16, !dbg !289, !tbaa !189
  store <4 x i32> %215, ptr %35, align 16, !dbg !289, !tbaa !189
  store <4 x i32> %215, ptr %36, align 16, !dbg !289, !tbaa !189
  store <4 x i32> %215, ptr %37, align 16, !dbg !289, !tbaa !189
  store <4 x i32> %215, ptr %38, align 16, !dbg !289, !tbaa !189
  store <4 x i32> %215, ptr %39, align 16, !dbg !289, !tbaa !189
  store <4 x i32> %215, ptr %40, align 16, !dbg !289, !tbaa !189
  store <4 x i32> %215, ptr %41, align 16, !dbg !289, !tbaa !189
  store <4 x i32> %215, ptr %42, align 16, !dbg !289, !tbaa !189
  store <4 x i32> %215, ptr %43, align 16, !dbg !289, !tbaa !189
  store <4 x i32> %215, ptr %44, align 16, !dbg !289, !tbaa !189
  store <4 x i32> %215, ptr %45, align 16, !dbg !289, !tbaa !189
  store <4 x i32> %215, ptr %46, align 16, !dbg !289, !tbaa !189
  store <4 x i32> %215, ptr %47, align 16, !dbg !289, !tbaa !189
  store <4 x i32> %215, ptr %48, align 16, !dbg !289, !tbaa !189
  store <4 x i32> %215, ptr %49, align 16, !dbg !289, !tbaa !189
  store <4 x i32> %215, ptr %50, align 16, !dbg !289, !tbaa !189
  store <4 x i32> %215, ptr %51, align 16, !dbg !289, !tbaa !189
  store <4 x i32> %215, ptr %52, align 16, !dbg !289, !tbaa !189
  store <4 x i32> %215, ptr %53, align 16, !dbg !289, !tbaa !189
  store <4 x i32> %215, ptr %54, align 16, !dbg !289, !tbaa !189
  store <4 x i32> %215, ptr %55, align 16, !dbg !289, !tbaa !189
  store <4 x i32> %215, ptr %56, align 16, !dbg !289, !tbaa !189
  store <4 x i32> %215, ptr %57, align 16, !dbg !289, !tbaa !189
  store <4 x i32> %215, ptr %58, align 16, !dbg !289, !tbaa !189
  store <4 x i32> %215, ptr %59, align 16, !dbg !289, !tbaa !189
  store <4 x i32> %215, ptr %60, align 16, !dbg !289, !tbaa !189
  store <4 x i32> %215, ptr %61, align 16, !dbg !289, !tbaa !189
  store <4 x i32> %215, ptr %62, align 16, !dbg !289, !tbaa !189
  store <4 x i32> %215, ptr %63, align 16, !dbg !289, !tbaa !189
  store <4 x i32> %215, ptr %64, align 16, !dbg !289, !tbaa !189
  store <4 x i32> %215, ptr %65, align 16, !dbg !289, !tbaa !189
  store <4 x i32> %215, ptr %66, align 16, !dbg !289, !tbaa !189
  store <4 x i32> %215, ptr %67, align 16, !dbg !289, !tbaa !189
  store <4 x i32> %215, ptr %68, align 16, !dbg !289, !tbaa !189
  store <4 x i32> %215, ptr %69, align 16, !dbg !289, !tbaa !189
  store <4 x i32> %215, ptr %70, align 16, !dbg !289, !tbaa !189
  store <4 x i32> %215, ptr %71, align 16, !dbg !289, !tbaa !189
  store <4 x i32> %215, ptr %72, align 16, !dbg !289, !tbaa !189
  store <4 x i32> %215, ptr %73, align 16, !dbg !289, !tbaa !189
  store <4 x i32> %215, ptr %74, align 16, !dbg !289, !tbaa !189
  store <4 x i32> %215, ptr %75, align 16, !dbg !289, !tbaa !189
  store <4 x i32> %215, ptr %76, align 16, !dbg !289, !tbaa !189
  store <4 x i32> %215, ptr %77, align 16, !dbg !289, !tbaa !189
  store <4 x i32> %215, ptr %78, align 16, !dbg !289, !tbaa !189
  store <4 x i32> %215, ptr %79, align 16, !dbg !289, !tbaa !189
  store <4 x i32> %215, ptr %80, align 16, !dbg !289, !tbaa !189
  store <4 x i32> %215, ptr %81, align 16, !dbg !289, !tbaa !189
  store <4 x i32> %215, ptr %82, align 16, !dbg !289, !tbaa !189
  store <4 x i32> %215, ptr %83, align 16, !dbg !289, !tbaa !189
  store <4 x i32> %215, ptr %84, align 16, !dbg !289, !tbaa !189
  store <4 x i32> %215, ptr %85, align 16, !dbg !289, !tbaa !189
  store <4 x i32> %215, ptr %86, align 16, !dbg !289, !tbaa !189
  store <4 x i32> %215, ptr %87, align 16, !dbg !289, !tbaa !189
  store <4 x i32> %215, ptr %88, align 16, !dbg !289, !tbaa !189
  store <4 x i32> %215, ptr %89, align 16, !dbg !289, !tbaa !189
  store <4 x i32> %215, ptr %90, align 16, !dbg !289, !tbaa !189
    #dbg_value(i32 0, !276, !DIExpression(), !291)
  br i1 %140, label %216, label %244, !dbg !292

216:                                              ; preds = %213
  %217 = zext nneg i32 %142 to i64, !dbg !293
  %218 = add nsw i64 %217, -1, !dbg !292
  %219 = and i64 %217, 3, !dbg !292
  %220 = icmp ult i64 %218, 3, !dbg !292
  br i1 %220, label %223, label %221, !dbg !292

221:                                              ; preds = %216
  %222 = and i64 %217, 2147483644, !dbg !292
  br label %247, !dbg !292

223:                                              ; preds = %247, %216
  %224 = phi i64 [ 0, %216 ], [ %277, %247 ]
  %225 = icmp eq i64 %219, 0, !dbg !292
  br i1 %225, label %238, label %226, !dbg !292

226:                                              ; preds = %223, %226
  %227 = phi i64 [ %235, %226 ], [ %224, %223 ]
  %228 = phi i64 [ %236, %226 ], [ 0, %223 ]
    #dbg_value(i64 %227, !276, !DIExpression(), !291)
  %229 = getelementptr inbounds i8, ptr %97, i64 %227, !dbg !295
  %230 = load i8, ptr %229, align 1, !dbg !295, !tbaa !124
  %231 = zext i8 %230 to i64, !dbg !296
  %232 = getelementptr inbounds [256 x i32], ptr %1, i64 0, i64 %231, !dbg !296
  %233 = trunc i64 %227 to i32, !dbg !297
  %234 = sub i32 %142, %233, !dbg !297
  store i32 %234, ptr %232, align 4, !dbg !297, !tbaa !189
  %235 = add nuw nsw i64 %227, 1, !dbg !298
    #dbg_value(i64 %235, !276, !DIExpression(), !291)
  %236 = add i64 %228, 1, !dbg !292
  %237 = icmp eq i64 %236, %219, !dbg !292
  br i1 %237, label %238, label %226, !dbg !292, !llvm.loop !299

238:                                              ; preds = %226, %223
    #dbg_value(i32 0, !278, !DIExpression(), !284)
    #dbg_value(i32 -1, !108, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !141)
    #dbg_value(i32 -1, !106, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !141)
    #dbg_value(i32 0, !279, !DIExpression(), !301)
  br i1 %100, label %244, label %239, !dbg !302

239:                                              ; preds = %238
  call void @llvm.lifetime.end.p0(i64 1024, ptr nonnull %1) #8, !dbg !303
    #dbg_value(ptr @text, !304, !DIExpression(), !326)
    #dbg_value(i32 30000, !307, !DIExpression(), !326)
    #dbg_value(ptr %97, !308, !DIExpression(), !326)
    #dbg_value(i32 %99, !309, !DIExpression(), !326)
    #dbg_value(ptr undef, !310, !DIExpression(), !326)
    #dbg_value(ptr undef, !311, !DIExpression(), !326)
    #dbg_value(i64 1000003, !312, !DIExpression(), !326)
    #dbg_value(i64 0, !318, !DIExpression(), !326)
    #dbg_value(i64 0, !319, !DIExpression(), !326)
    #dbg_value(i64 1, !320, !DIExpression(), !326)
    #dbg_value(i32 0, !109, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !141)
    #dbg_value(i32 -1, !106, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !141)
    #dbg_value(i32 -1, !108, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !141)
    #dbg_value(i64 0, !321, !DIExpression(), !328)
  %240 = load i8, ptr %97, align 1, !dbg !329, !tbaa !124
  %241 = zext i8 %240 to i64, !dbg !332
    #dbg_value(i64 %241, !318, !DIExpression(), !326)
  %242 = load i8, ptr @text, align 16, !dbg !333, !tbaa !124
  %243 = zext i8 %242 to i64, !dbg !334
    #dbg_value(i64 %243, !319, !DIExpression(), !326)
    #dbg_value(i64 1, !321, !DIExpression(), !328)
  br label %313, !dbg !335

244:                                              ; preds = %213, %238
    #dbg_value(i32 -1, !106, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !141)
    #dbg_value(i32 -1, !108, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !141)
  %245 = shl i64 %98, 32
  %246 = ashr exact i64 %245, 32
  br label %280, !dbg !302

247:                                              ; preds = %247, %221
  %248 = phi i64 [ 0, %221 ], [ %277, %247 ]
  %249 = phi i64 [ 0, %221 ], [ %278, %247 ]
    #dbg_value(i64 %248, !276, !DIExpression(), !291)
  %250 = getelementptr inbounds i8, ptr %97, i64 %248, !dbg !295
  %251 = load i8, ptr %250, align 1, !dbg !295, !tbaa !124
  %252 = zext i8 %251 to i64, !dbg !296
  %253 = getelementptr inbounds [256 x i32], ptr %1, i64 0, i64 %252, !dbg !296
  %254 = trunc i64 %248 to i32, !dbg !297
  %255 = sub i32 %142, %254, !dbg !297
  store i32 %255, ptr %253, align 4, !dbg !297, !tbaa !189
  %256 = or disjoint i64 %248, 1, !dbg !298
    #dbg_value(i64 %256, !276, !DIExpression(), !291)
  %257 = getelementptr inbounds i8, ptr %97, i64 %256, !dbg !295
  %258 = load i8, ptr %257, align 1, !dbg !295, !tbaa !124
  %259 = zext i8 %258 to i64, !dbg !296
  %260 = getelementptr inbounds [256 x i32], ptr %1, i64 0, i64 %259, !dbg !296
  %261 = trunc i64 %256 to i32, !dbg !297
  %262 = sub i32 %142, %261, !dbg !297
  store i32 %262, ptr %260, align 4, !dbg !297, !tbaa !189
  %263 = or disjoint i64 %248, 2, !dbg !298
    #dbg_value(i64 %263, !276, !DIExpression(), !291)
  %264 = getelementptr inbounds i8, ptr %97, i64 %263, !dbg !295
  %265 = load i8, ptr %264, align 1, !dbg !295, !tbaa !124
  %266 = zext i8 %265 to i64, !dbg !296
  %267 = getelementptr inbounds [256 x i32], ptr %1, i64 0, i64 %266, !dbg !296
  %268 = trunc i64 %263 to i32, !dbg !297
  %269 = sub i32 %142, %268, !dbg !297
  store i32 %269, ptr %267, align 4, !dbg !297, !tbaa !189
  %270 = or disjoint i64 %248, 3, !dbg !298
    #dbg_value(i64 %270, !276, !DIExpression(), !291)
  %271 = getelementptr inbounds i8, ptr %97, i64 %270, !dbg !295
  %272 = load i8, ptr %271, align 1, !dbg !295, !tbaa !124
  %273 = zext i8 %272 to i64, !dbg !296
  %274 = getelementptr inbounds [256 x i32], ptr %1, i64 0, i64 %273, !dbg !296
  %275 = trunc i64 %270 to i32, !dbg !297
  %276 = sub i32 %142, %275, !dbg !297
  store i32 %276, ptr %274, align 4, !dbg !297, !tbaa !189
  %277 = add nuw nsw i64 %248, 4, !dbg !298
    #dbg_value(i64 %277, !276, !DIExpression(), !291)
  %278 = add i64 %249, 4, !dbg !292
  %279 = icmp eq i64 %278, %222, !dbg !292
  br i1 %279, label %223, label %247, !dbg !292, !llvm.loop !336

280:                                              ; preds = %280, %244
  %281 = phi i32 [ -1, %244 ], [ %291, %280 ]
  %282 = phi i32 [ -1, %244 ], [ %293, %280 ]
  %283 = phi i32 [ 0, %244 ], [ %302, %280 ]
  %284 = phi i32 [ 0, %244 ], [ %295, %280 ]
  %285 = add nsw i32 %283, %99, !dbg !338
    #dbg_value(i32 %283, !279, !DIExpression(), !301)
    #dbg_value(i32 %284, !278, !DIExpression(), !284)
  %286 = sext i32 %283 to i64, !dbg !338
  %287 = getelementptr inbounds i8, ptr @text, i64 %286, !dbg !338
  %288 = tail call i32 @bcmp(ptr nonnull %287, ptr readonly %97, i64 %246), !dbg !341
  %289 = icmp eq i32 %288, 0, !dbg !342
  %290 = icmp eq i32 %284, 0, !dbg !343
  %291 = select i1 %289, i32 %283, i32 %281, !dbg !343
  %292 = select i1 %289, i1 %290, i1 false, !dbg !343
  %293 = select i1 %292, i32 %283, i32 %282, !dbg !343
  %294 = zext i1 %289 to i32, !dbg !343
  %295 = add nuw nsw i32 %284, %294, !dbg !343
    #dbg_value(i32 %295, !278, !DIExpression(), !284)
  %296 = sext i32 %285 to i64, !dbg !344
  %297 = getelementptr i8, ptr getelementptr (i8, ptr @text, i64 -1), i64 %296, !dbg !344
  %298 = load i8, ptr %297, align 1, !dbg !344, !tbaa !124
  %299 = zext i8 %298 to i64, !dbg !345
  %300 = getelementptr inbounds [256 x i32], ptr %1, i64 0, i64 %299, !dbg !345
  %301 = load i32, ptr %300, align 4, !dbg !345, !tbaa !189
  %302 = add nsw i32 %301, %283, !dbg !346
    #dbg_value(i32 %302, !279, !DIExpression(), !301)
  %303 = add nsw i32 %302, %99, !dbg !347
  %304 = icmp slt i32 %303, 30001, !dbg !348
  br i1 %304, label %280, label %305, !dbg !302, !llvm.loop !349

305:                                              ; preds = %280
    #dbg_value(i32 %293, !106, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !141)
    #dbg_value(i32 %291, !108, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !141)
  call void @llvm.lifetime.end.p0(i64 1024, ptr nonnull %1) #8, !dbg !303
    #dbg_value(i32 0, !109, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !141)
    #dbg_value(ptr @text, !304, !DIExpression(), !326)
    #dbg_value(i32 30000, !307, !DIExpression(), !326)
    #dbg_value(ptr %97, !308, !DIExpression(), !326)
    #dbg_value(i32 %99, !309, !DIExpression(), !326)
    #dbg_value(ptr undef, !310, !DIExpression(), !326)
    #dbg_value(ptr undef, !311, !DIExpression(), !326)
    #dbg_value(i64 1000003, !312, !DIExpression(), !326)
    #dbg_value(i64 0, !318, !DIExpression(), !326)
    #dbg_value(i64 0, !319, !DIExpression(), !326)
    #dbg_value(i64 1, !320, !DIExpression(), !326)
    #dbg_value(i32 0, !321, !DIExpression(), !328)
  %306 = icmp sgt i32 %99, 0, !dbg !351
  br i1 %306, label %307, label %352, !dbg !335

307:                                              ; preds = %305
    #dbg_value(i32 %295, !109, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !141)
    #dbg_value(i32 %293, !106, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !141)
    #dbg_value(i32 %291, !108, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !141)
    #dbg_value(i64 0, !321, !DIExpression(), !328)
    #dbg_value(i64 1, !320, !DIExpression(), !326)
    #dbg_value(i64 0, !319, !DIExpression(), !326)
    #dbg_value(i64 0, !318, !DIExpression(), !326)
  %308 = load i8, ptr %97, align 1, !dbg !329, !tbaa !124
  %309 = zext i8 %308 to i64, !dbg !332
    #dbg_value(i64 %309, !318, !DIExpression(), !326)
  %310 = load i8, ptr @text, align 16, !dbg !333, !tbaa !124
  %311 = zext i8 %310 to i64, !dbg !334
    #dbg_value(i64 %311, !319, !DIExpression(), !326)
    #dbg_value(i64 1, !321, !DIExpression(), !328)
  %312 = icmp eq i32 %99, 1, !dbg !351
  br i1 %312, label %352, label %313, !dbg !335

313:                                              ; preds = %239, %307
  %314 = phi i64 [ %243, %239 ], [ %311, %307 ]
  %315 = phi i64 [ %241, %239 ], [ %309, %307 ]
  %316 = phi i32 [ 0, %239 ], [ %295, %307 ]
  %317 = phi i32 [ -1, %239 ], [ %293, %307 ]
  %318 = phi i32 [ -1, %239 ], [ %291, %307 ]
  %319 = and i64 %98, 2147483647, !dbg !351
  %320 = add nsw i64 %319, -1, !dbg !335
  %321 = and i64 %320, 1, !dbg !335
  %322 = icmp eq i64 %319, 2, !dbg !335
  br i1 %322, label %325, label %323, !dbg !335

323:                                              ; preds = %313
  %324 = and i64 %320, -2, !dbg !335
  br label %363, !dbg !335

325:                                              ; preds = %363, %313
  %326 = phi i64 [ poison, %313 ], [ %384, %363 ]
  %327 = phi i64 [ poison, %313 ], [ %389, %363 ]
  %328 = phi i64 [ poison, %313 ], [ %390, %363 ]
  %329 = phi i64 [ 1, %313 ], [ %391, %363 ]
  %330 = phi i64 [ 1, %313 ], [ %390, %363 ]
  %331 = phi i64 [ %314, %313 ], [ %389, %363 ]
  %332 = phi i64 [ %315, %313 ], [ %384, %363 ]
  %333 = icmp eq i64 %321, 0, !dbg !335
  br i1 %333, label %346, label %334, !dbg !335

334:                                              ; preds = %325
    #dbg_value(i64 %329, !321, !DIExpression(), !328)
    #dbg_value(i64 %330, !320, !DIExpression(), !326)
    #dbg_value(i64 %331, !319, !DIExpression(), !326)
    #dbg_value(i64 %332, !318, !DIExpression(), !326)
  %335 = mul i64 %332, 1000003, !dbg !352
  %336 = getelementptr inbounds i8, ptr %97, i64 %329, !dbg !329
  %337 = load i8, ptr %336, align 1, !dbg !329, !tbaa !124
  %338 = zext i8 %337 to i64, !dbg !332
  %339 = add i64 %335, %338, !dbg !353
    #dbg_value(i64 %339, !318, !DIExpression(), !326)
  %340 = mul i64 %331, 1000003, !dbg !354
  %341 = getelementptr inbounds i8, ptr @text, i64 %329, !dbg !333
  %342 = load i8, ptr %341, align 1, !dbg !333, !tbaa !124
  %343 = zext i8 %342 to i64, !dbg !334
  %344 = add i64 %340, %343, !dbg !355
    #dbg_value(i64 %344, !319, !DIExpression(), !326)
  %345 = mul i64 %330, 1000003
    #dbg_value(i64 %345, !320, !DIExpression(), !326)
    #dbg_value(i64 %329, !321, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !328)
  br label %346, !dbg !356

346:                                              ; preds = %325, %334
  %347 = phi i64 [ %326, %325 ], [ %339, %334 ], !dbg !353
  %348 = phi i64 [ %327, %325 ], [ %344, %334 ], !dbg !355
  %349 = phi i64 [ %328, %325 ], [ %345, %334 ]
    #dbg_value(i32 0, !323, !DIExpression(), !326)
    #dbg_assign(i32 -1, !108, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !357, ptr undef, !DIExpression(), !141)
    #dbg_assign(i32 -1, !106, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !358, ptr undef, !DIExpression(), !141)
    #dbg_value(i32 0, !324, !DIExpression(), !359)
    #dbg_value(i64 %348, !319, !DIExpression(), !326)
  br i1 %100, label %352, label %350, !dbg !356

350:                                              ; preds = %346
  %351 = and i64 %98, 2147483647, !dbg !360
  br label %431, !dbg !356

352:                                              ; preds = %305, %307, %346
  %353 = phi i32 [ %318, %346 ], [ %291, %307 ], [ %291, %305 ], !dbg !362
  %354 = phi i32 [ %317, %346 ], [ %293, %307 ], [ %293, %305 ], !dbg !364
  %355 = phi i32 [ %316, %346 ], [ %295, %307 ], [ %295, %305 ], !dbg !366
  %356 = phi i64 [ %349, %346 ], [ 1, %307 ], [ 1, %305 ]
  %357 = phi i64 [ %348, %346 ], [ %311, %307 ], [ 0, %305 ]
  %358 = phi i64 [ %347, %346 ], [ %309, %307 ], [ 0, %305 ]
    #dbg_value(i32 %355, !109, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !141)
    #dbg_value(i32 %354, !106, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !141)
    #dbg_value(i32 %353, !108, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !141)
  %359 = shl i64 %98, 32
  %360 = ashr exact i64 %359, 32
  %361 = sub i64 30001, %98, !dbg !356
  %362 = and i64 %361, 4294967295, !dbg !367
  br label %394, !dbg !356

363:                                              ; preds = %363, %323
  %364 = phi i64 [ 1, %323 ], [ %391, %363 ]
  %365 = phi i64 [ 1, %323 ], [ %390, %363 ]
  %366 = phi i64 [ %314, %323 ], [ %389, %363 ]
  %367 = phi i64 [ %315, %323 ], [ %384, %363 ]
  %368 = phi i64 [ 0, %323 ], [ %392, %363 ]
    #dbg_value(i64 %364, !321, !DIExpression(), !328)
    #dbg_value(i64 %365, !320, !DIExpression(), !326)
    #dbg_value(i64 %366, !319, !DIExpression(), !326)
    #dbg_value(i64 %367, !318, !DIExpression(), !326)
  %369 = mul i64 %367, 1000003, !dbg !352
  %370 = getelementptr inbounds i8, ptr %97, i64 %364, !dbg !329
  %371 = load i8, ptr %370, align 1, !dbg !329, !tbaa !124
  %372 = zext i8 %371 to i64, !dbg !332
  %373 = add i64 %369, %372, !dbg !353
    #dbg_value(i64 %373, !318, !DIExpression(), !326)
  %374 = mul i64 %366, 1000003, !dbg !354
  %375 = getelementptr inbounds i8, ptr @text, i64 %364, !dbg !333
  %376 = load i8, ptr %375, align 1, !dbg !333, !tbaa !124
  %377 = zext i8 %376 to i64, !dbg !334
  %378 = add i64 %374, %377, !dbg !355
    #dbg_value(i64 %378, !319, !DIExpression(), !326)
    #dbg_value(i64 %365, !320, !DIExpression(DW_OP_constu, 1000003, DW_OP_mul, DW_OP_stack_value), !326)
  %379 = add nuw nsw i64 %364, 1, !dbg !369
    #dbg_value(i64 %379, !321, !DIExpression(), !328)
  %380 = mul i64 %373, 1000003, !dbg !352
  %381 = getelementptr inbounds i8, ptr %97, i64 %379, !dbg !329
  %382 = load i8, ptr %381, align 1, !dbg !329, !tbaa !124
  %383 = zext i8 %382 to i64, !dbg !332
  %384 = add i64 %380, %383, !dbg !353
    #dbg_value(i64 %384, !318, !DIExpression(), !326)
  %385 = mul i64 %378, 1000003, !dbg !354
  %386 = getelementptr inbounds i8, ptr @text, i64 %379, !dbg !333
  %387 = load i8, ptr %386, align 1, !dbg !333, !tbaa !124
  %388 = zext i8 %387 to i64, !dbg !334
  %389 = add i64 %385, %388, !dbg !355
    #dbg_value(i64 %389, !319, !DIExpression(), !326)
  %390 = mul i64 %365, 1000006000009
    #dbg_value(i64 %390, !320, !DIExpression(), !326)
  %391 = add nuw nsw i64 %364, 2, !dbg !369
    #dbg_value(i64 %391, !321, !DIExpression(), !328)
  %392 = add i64 %368, 2, !dbg !335
  %393 = icmp eq i64 %392, %324, !dbg !335
  br i1 %393, label %325, label %363, !dbg !335, !llvm.loop !370

394:                                              ; preds = %427, %352
  %395 = phi i32 [ -1, %352 ], [ %412, %427 ]
  %396 = phi i32 [ -1, %352 ], [ %413, %427 ]
  %397 = phi i64 [ 0, %352 ], [ %429, %427 ]
  %398 = phi i32 [ 0, %352 ], [ %414, %427 ]
  %399 = phi i64 [ %357, %352 ], [ %428, %427 ]
  %400 = add nsw i64 %397, %360, !dbg !373
    #dbg_value(i64 %397, !324, !DIExpression(), !359)
    #dbg_value(i32 %398, !323, !DIExpression(), !326)
    #dbg_value(i64 %399, !319, !DIExpression(), !326)
  %401 = icmp eq i64 %399, %358, !dbg !373
  br i1 %401, label %402, label %411, !dbg !376

402:                                              ; preds = %394
  %403 = getelementptr inbounds i8, ptr @text, i64 %397, !dbg !377
  %404 = tail call i32 @bcmp(ptr nonnull %403, ptr readonly %97, i64 %360), !dbg !378
  %405 = icmp eq i32 %404, 0, !dbg !379
  br i1 %405, label %406, label %411, !dbg !380

406:                                              ; preds = %402
  %407 = icmp eq i32 %398, 0, !dbg !381
  %408 = trunc nuw nsw i64 %397 to i32, !dbg !384
    #dbg_assign(i32 %408, !106, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !385, ptr undef, !DIExpression(), !141)
  %409 = select i1 %407, i32 %408, i32 %396, !dbg !386
    #dbg_assign(i32 %408, !108, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !387, ptr undef, !DIExpression(), !141)
  %410 = add nsw i32 %398, 1, !dbg !388
    #dbg_value(i32 %410, !323, !DIExpression(), !326)
  br label %411, !dbg !389

411:                                              ; preds = %406, %402, %394
  %412 = phi i32 [ %408, %406 ], [ %395, %402 ], [ %395, %394 ]
  %413 = phi i32 [ %409, %406 ], [ %396, %402 ], [ %396, %394 ]
  %414 = phi i32 [ %410, %406 ], [ %398, %402 ], [ %398, %394 ], !dbg !326
    #dbg_value(i32 %414, !323, !DIExpression(), !326)
  %415 = icmp eq i64 %400, 30000, !dbg !390
  br i1 %415, label %427, label %416, !dbg !392

416:                                              ; preds = %411
  %417 = getelementptr inbounds i8, ptr @text, i64 %397, !dbg !393
  %418 = load i8, ptr %417, align 1, !dbg !393, !tbaa !124
  %419 = zext i8 %418 to i64, !dbg !394
  %420 = mul i64 %356, %419, !dbg !395
  %421 = sub i64 %399, %420, !dbg !396
  %422 = mul i64 %421, 1000003, !dbg !397
  %423 = getelementptr inbounds i8, ptr @text, i64 %400, !dbg !398
  %424 = load i8, ptr %423, align 1, !dbg !398, !tbaa !124
  %425 = zext i8 %424 to i64, !dbg !399
  %426 = add i64 %422, %425, !dbg !400
    #dbg_value(i64 %426, !319, !DIExpression(), !326)
  br label %427, !dbg !401

427:                                              ; preds = %416, %411
  %428 = phi i64 [ %426, %416 ], [ %399, %411 ], !dbg !326
    #dbg_value(i64 %428, !319, !DIExpression(), !326)
  %429 = add nuw nsw i64 %397, 1, !dbg !402
    #dbg_value(i64 %429, !324, !DIExpression(), !359)
    #dbg_value(i32 %414, !323, !DIExpression(), !326)
  %430 = icmp eq i64 %429, %362, !dbg !367
  br i1 %430, label %431, label %394, !dbg !356, !llvm.loop !403

431:                                              ; preds = %427, %350
  %432 = phi i64 [ %351, %350 ], [ %360, %427 ], !dbg !360
  %433 = phi i32 [ -1, %350 ], [ %412, %427 ]
  %434 = phi i32 [ -1, %350 ], [ %413, %427 ]
  %435 = phi i32 [ %318, %350 ], [ %353, %427 ], !dbg !362
  %436 = phi i32 [ %317, %350 ], [ %354, %427 ], !dbg !364
  %437 = phi i32 [ %316, %350 ], [ %355, %427 ], !dbg !366
  %438 = phi i32 [ 0, %350 ], [ %414, %427 ], !dbg !326
    #dbg_value(i32 %437, !109, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !141)
    #dbg_value(i32 %436, !106, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !141)
    #dbg_value(i32 %435, !108, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !141)
    #dbg_value(i32 %438, !109, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !141)
    #dbg_value(ptr @text, !55, !DIExpression(), !405)
    #dbg_value(i32 30000, !56, !DIExpression(), !405)
    #dbg_value(ptr %97, !57, !DIExpression(), !405)
    #dbg_value(i32 %99, !58, !DIExpression(), !405)
    #dbg_value(ptr undef, !59, !DIExpression(), !405)
    #dbg_value(ptr undef, !60, !DIExpression(), !405)
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 @zalg.s, ptr readonly align 1 %97, i64 %432, i1 false), !dbg !406
  %439 = getelementptr inbounds [30070 x i8], ptr @zalg.s, i64 0, i64 %432, !dbg !407
  store i8 1, ptr %439, align 1, !dbg !408, !tbaa !124
  %440 = getelementptr inbounds i8, ptr %439, i64 1, !dbg !409
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(30000) %440, ptr noundef nonnull align 16 dereferenceable(30000) @text, i64 30000, i1 false), !dbg !410
  %441 = add i32 %99, 30001, !dbg !411
    #dbg_value(i32 %441, !61, !DIExpression(), !405)
    #dbg_value(i32 0, !62, !DIExpression(), !405)
    #dbg_value(i32 0, !63, !DIExpression(), !405)
    #dbg_value(i32 0, !64, !DIExpression(), !405)
    #dbg_value(i32 -1, !108, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !141)
    #dbg_value(i32 -1, !106, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !141)
  store i32 %441, ptr @zalg.z, align 16, !dbg !412, !tbaa !189
    #dbg_value(i32 1, !65, !DIExpression(), !413)
  %442 = icmp sgt i32 %99, -30000, !dbg !414
  br i1 %442, label %443, label %509, !dbg !415

443:                                              ; preds = %431
  %444 = xor i32 %99, -1
  %445 = sext i32 %441 to i64, !dbg !415
  %446 = add i32 %99, 30000, !dbg !415
  %447 = tail call i32 @llvm.smax.i32(i32 %441, i32 2), !dbg !415
  %448 = zext nneg i32 %447 to i64, !dbg !414
  br label %449, !dbg !415

449:                                              ; preds = %490, %443
  %450 = phi i32 [ -1, %443 ], [ %501, %490 ]
  %451 = phi i32 [ -1, %443 ], [ %503, %490 ]
  %452 = phi i64 [ 1, %443 ], [ %506, %490 ]
  %453 = phi i32 [ %446, %443 ], [ %507, %490 ]
  %454 = phi i32 [ 0, %443 ], [ %495, %490 ]
  %455 = phi i32 [ 0, %443 ], [ %505, %490 ]
  %456 = phi i32 [ 0, %443 ], [ %494, %490 ]
    #dbg_value(i32 %454, !62, !DIExpression(), !405)
    #dbg_value(i64 %452, !65, !DIExpression(), !413)
    #dbg_value(i32 %455, !64, !DIExpression(), !405)
    #dbg_value(i32 %456, !63, !DIExpression(), !405)
  %457 = zext nneg i32 %456 to i64, !dbg !416
  %458 = icmp ult i64 %452, %457, !dbg !416
  %459 = trunc nuw nsw i64 %452 to i32, !dbg !417
  br i1 %458, label %460, label %467, !dbg !418

460:                                              ; preds = %449
  %461 = sub nsw i32 %456, %459, !dbg !419
  %462 = sext i32 %454 to i64, !dbg !420
  %463 = sub nsw i64 %452, %462, !dbg !420
  %464 = getelementptr inbounds [30070 x i32], ptr @zalg.z, i64 0, i64 %463, !dbg !421
  %465 = load i32, ptr %464, align 4, !dbg !421, !tbaa !189
  %466 = tail call i32 @llvm.smin.i32(i32 %461, i32 %465), !dbg !422
  br label %467, !dbg !422

467:                                              ; preds = %460, %449
  %468 = phi i32 [ %466, %460 ], [ 0, %449 ], !dbg !418
  %469 = getelementptr inbounds [30070 x i32], ptr @zalg.z, i64 0, i64 %452, !dbg !423
  %470 = add nsw i32 %468, %459, !dbg !424
  %471 = icmp slt i32 %470, %441, !dbg !425
  br i1 %471, label %472, label %490, !dbg !426

472:                                              ; preds = %467
  %473 = sext i32 %468 to i64, !dbg !427
  br label %474, !dbg !427

474:                                              ; preds = %483, %472
  %475 = phi i64 [ %473, %472 ], [ %484, %483 ]
  %476 = phi i32 [ %470, %472 ], [ %487, %483 ]
  %477 = getelementptr inbounds [30070 x i8], ptr @zalg.s, i64 0, i64 %475, !dbg !428
  %478 = load i8, ptr %477, align 1, !dbg !428, !tbaa !124
  %479 = sext i32 %476 to i64, !dbg !429
  %480 = getelementptr inbounds [30070 x i8], ptr @zalg.s, i64 0, i64 %479, !dbg !429
  %481 = load i8, ptr %480, align 1, !dbg !429, !tbaa !124
  %482 = icmp eq i8 %478, %481, !dbg !430
  br i1 %482, label %483, label %488, !dbg !427

483:                                              ; preds = %474
  %484 = add nsw i64 %475, 1, !dbg !431
  %485 = add nsw i64 %484, %452, !dbg !424
  %486 = icmp slt i64 %485, %445, !dbg !425
  %487 = trunc nsw i64 %485 to i32, !dbg !426
  br i1 %486, label %474, label %490, !dbg !426, !llvm.loop !432

488:                                              ; preds = %474
  %489 = trunc nsw i64 %475 to i32
  br label %490, !dbg !417

490:                                              ; preds = %483, %488, %467
  %491 = phi i32 [ %468, %467 ], [ %489, %488 ], [ %453, %483 ]
  %492 = phi i32 [ %470, %467 ], [ %476, %488 ], [ %441, %483 ], !dbg !424
  store i32 %491, ptr %469, align 4, !dbg !417, !tbaa !189
  %493 = icmp sgt i32 %492, %456, !dbg !433
  %494 = tail call i32 @llvm.smax.i32(i32 %492, i32 %456), !dbg !435
  %495 = select i1 %493, i32 %459, i32 %454, !dbg !435
    #dbg_value(i32 %495, !62, !DIExpression(), !405)
    #dbg_value(i32 %494, !63, !DIExpression(), !405)
  %496 = icmp sgt i64 %452, %432, !dbg !436
  %497 = icmp sge i32 %491, %99
  %498 = and i1 %496, %497, !dbg !437
  %499 = add i32 %459, %444, !dbg !437
  %500 = icmp eq i32 %455, 0, !dbg !437
  %501 = select i1 %498, i32 %499, i32 %450, !dbg !437
  %502 = select i1 %498, i1 %500, i1 false, !dbg !437
  %503 = select i1 %502, i32 %499, i32 %451, !dbg !437
  %504 = zext i1 %498 to i32, !dbg !437
  %505 = add nuw nsw i32 %455, %504, !dbg !437
    #dbg_value(i32 %505, !64, !DIExpression(), !405)
  %506 = add nuw nsw i64 %452, 1, !dbg !438
    #dbg_value(i64 %506, !65, !DIExpression(), !413)
  %507 = add i32 %453, -1, !dbg !415
  %508 = icmp eq i64 %506, %448, !dbg !414
  br i1 %508, label %509, label %449, !dbg !415, !llvm.loop !439

509:                                              ; preds = %490, %431
  %510 = phi i32 [ -1, %431 ], [ %501, %490 ], !dbg !405
  %511 = phi i32 [ -1, %431 ], [ %503, %490 ], !dbg !405
  %512 = phi i32 [ 0, %431 ], [ %505, %490 ], !dbg !405
    #dbg_value(i32 %511, !106, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !141)
    #dbg_value(i32 %510, !108, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !141)
    #dbg_value(i32 %512, !109, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !141)
    #dbg_value(i64 1, !110, !DIExpression(), !441)
    #dbg_value(i32 %95, !99, !DIExpression(), !114)
  %513 = icmp ne i32 %209, %141, !dbg !442
  %514 = icmp ne i32 %208, %139
  %515 = select i1 %513, i1 true, i1 %514
  %516 = icmp ne i32 %207, %138
  %517 = select i1 %515, i1 true, i1 %516, !dbg !445
  %518 = zext i1 %517 to i32, !dbg !445
  %519 = add nsw i32 %95, %518, !dbg !445
    #dbg_value(i32 %519, !99, !DIExpression(), !114)
    #dbg_value(i64 2, !110, !DIExpression(), !441)
  %520 = icmp ne i32 %437, %141, !dbg !442
  %521 = icmp ne i32 %436, %139
  %522 = select i1 %520, i1 true, i1 %521
  %523 = icmp ne i32 %435, %138
  %524 = select i1 %522, i1 true, i1 %523, !dbg !445
  %525 = zext i1 %524 to i32, !dbg !445
  %526 = add nsw i32 %519, %525, !dbg !445
    #dbg_value(i32 %526, !99, !DIExpression(), !114)
    #dbg_value(i64 3, !110, !DIExpression(), !441)
  %527 = icmp ne i32 %438, %141, !dbg !442
  %528 = icmp ne i32 %434, %139
  %529 = select i1 %527, i1 true, i1 %528
  %530 = icmp ne i32 %433, %138
  %531 = select i1 %529, i1 true, i1 %530, !dbg !445
  %532 = zext i1 %531 to i32, !dbg !445
  %533 = add nsw i32 %526, %532, !dbg !445
    #dbg_value(i32 %533, !99, !DIExpression(), !114)
    #dbg_value(i64 4, !110, !DIExpression(), !441)
  %534 = icmp ne i32 %512, %141, !dbg !442
  %535 = icmp ne i32 %511, %139
  %536 = select i1 %534, i1 true, i1 %535
  %537 = icmp ne i32 %510, %138
  %538 = select i1 %536, i1 true, i1 %537, !dbg !445
  %539 = zext i1 %538 to i32, !dbg !445
  %540 = add nsw i32 %533, %539, !dbg !445
    #dbg_value(i32 %540, !99, !DIExpression(), !114)
    #dbg_value(i64 5, !110, !DIExpression(), !441)
  %541 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef %97, i32 noundef %141, i32 noundef %139, i32 noundef %138), !dbg !446
  %542 = add nuw nsw i64 %94, 1, !dbg !447
    #dbg_value(i64 %542, !100, !DIExpression(), !137)
  %543 = icmp eq i64 %542, 6, !dbg !448
  br i1 %543, label %91, label %93, !dbg !134, !llvm.loop !449
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare !dbg !451 i64 @strlen(ptr nocapture noundef) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare !dbg !455 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: nofree nounwind willreturn memory(argmem: read)
declare i32 @bcmp(ptr nocapture, ptr nocapture, i64) local_unnamed_addr #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #6

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind willreturn memory(argmem: read) }
attributes #6 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nounwind willreturn memory(read) }
attributes #8 = { nounwind }

!llvm.dbg.cu = !{!9}
!llvm.module.flags = !{!81, !82, !83, !84, !85, !86, !87}
!llvm.ident = !{!88}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 53, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/string_search_kmp_bm.c", directory: ".", checksumkind: CSK_MD5, checksum: "a13a51007180be3106d28f3ced221f16")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 6)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "text", scope: !9, file: !2, line: 10, type: !78, isLocal: true, isDefinition: true)
!9 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !10, globals: !16, splitDebugInlining: false, nameTableKind: None)
!10 = !{!11, !12, !15}
!11 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!12 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !13, line: 18, baseType: !14)
!13 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!14 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!15 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!16 = !{!0, !17, !22, !27, !29, !34, !39, !44, !7, !46, !75}
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 54, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 5)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 54, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 8)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 54, type: !19, isLocal: true, isDefinition: true)
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(scope: null, file: !2, line: 54, type: !31, isLocal: true, isDefinition: true)
!31 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 88, elements: !32)
!32 = !{!33}
!33 = !DISubrange(count: 11)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !2, line: 54, type: !36, isLocal: true, isDefinition: true)
!36 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !37)
!37 = !{!38}
!38 = !DISubrange(count: 2)
!39 = !DIGlobalVariableExpression(var: !40, expr: !DIExpression())
!40 = distinct !DIGlobalVariable(scope: null, file: !2, line: 61, type: !41, isLocal: true, isDefinition: true)
!41 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 264, elements: !42)
!42 = !{!43}
!43 = !DISubrange(count: 33)
!44 = !DIGlobalVariableExpression(var: !45, expr: !DIExpression())
!45 = distinct !DIGlobalVariable(scope: null, file: !2, line: 63, type: !24, isLocal: true, isDefinition: true)
!46 = !DIGlobalVariableExpression(var: !47, expr: !DIExpression())
!47 = distinct !DIGlobalVariable(name: "s", scope: !48, file: !2, line: 38, type: !72, isLocal: true, isDefinition: true)
!48 = distinct !DISubprogram(name: "zalg", scope: !2, file: !2, line: 37, type: !49, scopeLine: 37, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !54)
!49 = !DISubroutineType(types: !50)
!50 = !{!11, !51, !11, !51, !11, !53, !53}
!51 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !52, size: 64)
!52 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!53 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !11, size: 64)
!54 = !{!55, !56, !57, !58, !59, !60, !61, !62, !63, !64, !65, !67}
!55 = !DILocalVariable(name: "t", arg: 1, scope: !48, file: !2, line: 37, type: !51)
!56 = !DILocalVariable(name: "n", arg: 2, scope: !48, file: !2, line: 37, type: !11)
!57 = !DILocalVariable(name: "p", arg: 3, scope: !48, file: !2, line: 37, type: !51)
!58 = !DILocalVariable(name: "m", arg: 4, scope: !48, file: !2, line: 37, type: !11)
!59 = !DILocalVariable(name: "first", arg: 5, scope: !48, file: !2, line: 37, type: !53)
!60 = !DILocalVariable(name: "last", arg: 6, scope: !48, file: !2, line: 37, type: !53)
!61 = !DILocalVariable(name: "L", scope: !48, file: !2, line: 40, type: !11)
!62 = !DILocalVariable(name: "l", scope: !48, file: !2, line: 40, type: !11)
!63 = !DILocalVariable(name: "r", scope: !48, file: !2, line: 40, type: !11)
!64 = !DILocalVariable(name: "c", scope: !48, file: !2, line: 40, type: !11)
!65 = !DILocalVariable(name: "i", scope: !66, file: !2, line: 42, type: !11)
!66 = distinct !DILexicalBlock(scope: !48, file: !2, line: 42, column: 5)
!67 = !DILocalVariable(name: "pos", scope: !68, file: !2, line: 46, type: !11)
!68 = distinct !DILexicalBlock(scope: !69, file: !2, line: 46, column: 33)
!69 = distinct !DILexicalBlock(scope: !70, file: !2, line: 46, column: 13)
!70 = distinct !DILexicalBlock(scope: !71, file: !2, line: 42, column: 33)
!71 = distinct !DILexicalBlock(scope: !66, file: !2, line: 42, column: 5)
!72 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 240560, elements: !73)
!73 = !{!74}
!74 = !DISubrange(count: 30070)
!75 = !DIGlobalVariableExpression(var: !76, expr: !DIExpression())
!76 = distinct !DIGlobalVariable(name: "z", scope: !48, file: !2, line: 38, type: !77, isLocal: true, isDefinition: true)
!77 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 962240, elements: !73)
!78 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 240008, elements: !79)
!79 = !{!80}
!80 = !DISubrange(count: 30001)
!81 = !{i32 7, !"Dwarf Version", i32 5}
!82 = !{i32 2, !"Debug Info Version", i32 3}
!83 = !{i32 1, !"wchar_size", i32 4}
!84 = !{i32 8, !"PIC Level", i32 2}
!85 = !{i32 7, !"PIE Level", i32 2}
!86 = !{i32 7, !"uwtable", i32 2}
!87 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!88 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!89 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 51, type: !90, scopeLine: 51, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !92)
!90 = !DISubroutineType(types: !91)
!91 = !{!11}
!92 = !{!93, !95, !97, !99, !100, !102, !105, !106, !108, !109, !110}
!93 = !DILocalVariable(name: "x", scope: !89, file: !2, line: 52, type: !94)
!94 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!95 = !DILocalVariable(name: "i", scope: !96, file: !2, line: 53, type: !11)
!96 = distinct !DILexicalBlock(scope: !89, file: !2, line: 53, column: 5)
!97 = !DILocalVariable(name: "pats", scope: !89, file: !2, line: 54, type: !98)
!98 = !DICompositeType(tag: DW_TAG_array_type, baseType: !51, size: 384, elements: !5)
!99 = !DILocalVariable(name: "bad", scope: !89, file: !2, line: 55, type: !11)
!100 = !DILocalVariable(name: "k", scope: !101, file: !2, line: 56, type: !11)
!101 = distinct !DILexicalBlock(scope: !89, file: !2, line: 56, column: 5)
!102 = !DILocalVariable(name: "p", scope: !103, file: !2, line: 57, type: !51)
!103 = distinct !DILexicalBlock(scope: !104, file: !2, line: 56, column: 33)
!104 = distinct !DILexicalBlock(scope: !101, file: !2, line: 56, column: 5)
!105 = !DILocalVariable(name: "m", scope: !103, file: !2, line: 57, type: !11)
!106 = !DILocalVariable(name: "f", scope: !103, file: !2, line: 57, type: !107)
!107 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 160, elements: !20)
!108 = !DILocalVariable(name: "l", scope: !103, file: !2, line: 57, type: !107)
!109 = !DILocalVariable(name: "c", scope: !103, file: !2, line: 57, type: !107)
!110 = !DILocalVariable(name: "a", scope: !111, file: !2, line: 60, type: !11)
!111 = distinct !DILexicalBlock(scope: !103, file: !2, line: 60, column: 9)
!112 = distinct !DIAssignID()
!113 = distinct !DIAssignID()
!114 = !DILocation(line: 0, scope: !89)
!115 = !DILocation(line: 0, scope: !96)
!116 = !DILocation(line: 53, column: 5, scope: !96)
!117 = !DILocation(line: 53, column: 42, scope: !118)
!118 = distinct !DILexicalBlock(scope: !119, file: !2, line: 53, column: 34)
!119 = distinct !DILexicalBlock(scope: !96, file: !2, line: 53, column: 5)
!120 = !DILocation(line: 53, column: 56, scope: !118)
!121 = !DILocation(line: 53, column: 87, scope: !118)
!122 = !DILocation(line: 53, column: 94, scope: !118)
!123 = !DILocation(line: 53, column: 76, scope: !118)
!124 = !{!125, !125, i64 0}
!125 = !{!"omnipotent char", !126, i64 0}
!126 = !{!"Simple C/C++ TBAA"}
!127 = !DILocation(line: 53, column: 66, scope: !118)
!128 = !DILocation(line: 53, column: 74, scope: !118)
!129 = !DILocation(line: 53, column: 30, scope: !119)
!130 = !DILocation(line: 53, column: 23, scope: !119)
!131 = distinct !{!131, !116, !132, !133}
!132 = !DILocation(line: 53, column: 100, scope: !96)
!133 = !{!"llvm.loop.mustprogress"}
!134 = !DILocation(line: 56, column: 5, scope: !101)
!135 = !DILocation(line: 63, column: 5, scope: !89)
!136 = !DILocation(line: 65, column: 1, scope: !89)
!137 = !DILocation(line: 0, scope: !101)
!138 = !DILocation(line: 57, column: 25, scope: !103)
!139 = !{!140, !140, i64 0}
!140 = !{!"any pointer", !125, i64 0}
!141 = !DILocation(line: 0, scope: !103)
!142 = !DILocation(line: 57, column: 47, scope: !103)
!143 = !DILocation(line: 57, column: 42, scope: !103)
!144 = !DILocalVariable(name: "t", arg: 1, scope: !145, file: !2, line: 11, type: !51)
!145 = distinct !DISubprogram(name: "naive", scope: !2, file: !2, line: 11, type: !49, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !146)
!146 = !{!144, !147, !148, !149, !150, !151, !152, !153}
!147 = !DILocalVariable(name: "n", arg: 2, scope: !145, file: !2, line: 11, type: !11)
!148 = !DILocalVariable(name: "p", arg: 3, scope: !145, file: !2, line: 11, type: !51)
!149 = !DILocalVariable(name: "m", arg: 4, scope: !145, file: !2, line: 11, type: !11)
!150 = !DILocalVariable(name: "first", arg: 5, scope: !145, file: !2, line: 11, type: !53)
!151 = !DILocalVariable(name: "last", arg: 6, scope: !145, file: !2, line: 11, type: !53)
!152 = !DILocalVariable(name: "c", scope: !145, file: !2, line: 11, type: !11)
!153 = !DILocalVariable(name: "i", scope: !154, file: !2, line: 11, type: !11)
!154 = distinct !DILexicalBlock(scope: !145, file: !2, line: 11, column: 119)
!155 = !DILocation(line: 0, scope: !145, inlinedAt: !156)
!156 = distinct !DILocation(line: 58, column: 16, scope: !103)
!157 = !DILocation(line: 0, scope: !154, inlinedAt: !156)
!158 = !DILocation(line: 11, column: 141, scope: !159, inlinedAt: !156)
!159 = distinct !DILexicalBlock(scope: !154, file: !2, line: 11, column: 119)
!160 = !DILocation(line: 11, column: 119, scope: !154, inlinedAt: !156)
!161 = !DILocalVariable(name: "pi", scope: !162, file: !2, line: 13, type: !182)
!162 = distinct !DISubprogram(name: "kmp", scope: !2, file: !2, line: 12, type: !49, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !163)
!163 = !{!164, !165, !166, !167, !168, !169, !161, !170, !172, !173, !174, !176, !177}
!164 = !DILocalVariable(name: "t", arg: 1, scope: !162, file: !2, line: 12, type: !51)
!165 = !DILocalVariable(name: "n", arg: 2, scope: !162, file: !2, line: 12, type: !11)
!166 = !DILocalVariable(name: "p", arg: 3, scope: !162, file: !2, line: 12, type: !51)
!167 = !DILocalVariable(name: "m", arg: 4, scope: !162, file: !2, line: 12, type: !11)
!168 = !DILocalVariable(name: "first", arg: 5, scope: !162, file: !2, line: 12, type: !53)
!169 = !DILocalVariable(name: "last", arg: 6, scope: !162, file: !2, line: 12, type: !53)
!170 = !DILocalVariable(name: "i", scope: !171, file: !2, line: 14, type: !11)
!171 = distinct !DILexicalBlock(scope: !162, file: !2, line: 14, column: 5)
!172 = !DILocalVariable(name: "k", scope: !171, file: !2, line: 14, type: !11)
!173 = !DILocalVariable(name: "c", scope: !162, file: !2, line: 15, type: !11)
!174 = !DILocalVariable(name: "i", scope: !175, file: !2, line: 16, type: !11)
!175 = distinct !DILexicalBlock(scope: !162, file: !2, line: 16, column: 5)
!176 = !DILocalVariable(name: "k", scope: !175, file: !2, line: 16, type: !11)
!177 = !DILocalVariable(name: "pos", scope: !178, file: !2, line: 16, type: !11)
!178 = distinct !DILexicalBlock(scope: !179, file: !2, line: 16, column: 118)
!179 = distinct !DILexicalBlock(scope: !180, file: !2, line: 16, column: 110)
!180 = distinct !DILexicalBlock(scope: !181, file: !2, line: 16, column: 40)
!181 = distinct !DILexicalBlock(scope: !175, file: !2, line: 16, column: 5)
!182 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 2048, elements: !183)
!183 = !{!184}
!184 = !DISubrange(count: 64)
!185 = !DILocation(line: 0, scope: !162, inlinedAt: !186)
!186 = distinct !DILocation(line: 58, column: 60, scope: !103)
!187 = !DILocation(line: 13, column: 5, scope: !162, inlinedAt: !186)
!188 = !DILocation(line: 13, column: 23, scope: !162, inlinedAt: !186)
!189 = !{!190, !190, i64 0}
!190 = !{!"int", !125, i64 0}
!191 = distinct !DIAssignID()
!192 = !DILocation(line: 0, scope: !171, inlinedAt: !186)
!193 = !DILocation(line: 14, column: 5, scope: !171, inlinedAt: !186)
!194 = !DILocation(line: 11, column: 165, scope: !195, inlinedAt: !156)
!195 = distinct !DILexicalBlock(scope: !159, file: !2, line: 11, column: 156)
!196 = !DILocation(line: 11, column: 156, scope: !195, inlinedAt: !156)
!197 = !DILocation(line: 11, column: 184, scope: !195, inlinedAt: !156)
!198 = !DILocation(line: 11, column: 156, scope: !159, inlinedAt: !156)
!199 = !DILocation(line: 11, column: 148, scope: !159, inlinedAt: !156)
!200 = distinct !{!200, !160, !201, !133}
!201 = !DILocation(line: 11, column: 232, scope: !154, inlinedAt: !156)
!202 = !DILocation(line: 14, column: 30, scope: !203, inlinedAt: !186)
!203 = distinct !DILexicalBlock(scope: !171, file: !2, line: 14, column: 5)
!204 = !DILocation(line: 11, scope: !145, inlinedAt: !156)
!205 = !DILocation(line: 14, column: 49, scope: !206, inlinedAt: !186)
!206 = distinct !DILexicalBlock(scope: !203, file: !2, line: 14, column: 40)
!207 = !DILocation(line: 14, column: 51, scope: !206, inlinedAt: !186)
!208 = !DILocation(line: 11, column: 222, scope: !209, inlinedAt: !156)
!209 = distinct !DILexicalBlock(scope: !195, file: !2, line: 11, column: 190)
!210 = !DILocation(line: 11, column: 211, scope: !211, inlinedAt: !156)
!211 = distinct !DILexicalBlock(scope: !209, file: !2, line: 11, column: 196)
!212 = distinct !DIAssignID()
!213 = distinct !DIAssignID()
!214 = !DILocation(line: 0, scope: !175, inlinedAt: !186)
!215 = !DILocation(line: 16, column: 5, scope: !175, inlinedAt: !186)
!216 = !DILocation(line: 14, column: 62, scope: !206, inlinedAt: !186)
!217 = !DILocation(line: 14, column: 59, scope: !206, inlinedAt: !186)
!218 = !DILocation(line: 14, column: 42, scope: !206, inlinedAt: !186)
!219 = !DILocation(line: 14, column: 77, scope: !206, inlinedAt: !186)
!220 = !DILocation(line: 14, column: 72, scope: !206, inlinedAt: !186)
!221 = distinct !{!221, !218, !222, !133}
!222 = !DILocation(line: 14, column: 80, scope: !206, inlinedAt: !186)
!223 = !DILocation(line: 14, scope: !171, inlinedAt: !186)
!224 = !DILocation(line: 14, column: 95, scope: !225, inlinedAt: !186)
!225 = distinct !DILexicalBlock(scope: !206, file: !2, line: 14, column: 87)
!226 = !DILocation(line: 14, column: 92, scope: !225, inlinedAt: !186)
!227 = !DILocation(line: 14, column: 87, scope: !206, inlinedAt: !186)
!228 = !DILocation(line: 14, column: 106, scope: !206, inlinedAt: !186)
!229 = !DILocation(line: 14, column: 112, scope: !206, inlinedAt: !186)
!230 = !DILocation(line: 14, column: 36, scope: !203, inlinedAt: !186)
!231 = distinct !{!231, !193, !232, !133}
!232 = !DILocation(line: 14, column: 117, scope: !171, inlinedAt: !186)
!233 = !DILocation(line: 16, column: 49, scope: !180, inlinedAt: !186)
!234 = !DILocation(line: 16, column: 51, scope: !180, inlinedAt: !186)
!235 = !DILocation(line: 16, column: 62, scope: !180, inlinedAt: !186)
!236 = !DILocation(line: 16, column: 59, scope: !180, inlinedAt: !186)
!237 = !DILocation(line: 16, column: 42, scope: !180, inlinedAt: !186)
!238 = !DILocation(line: 16, column: 77, scope: !180, inlinedAt: !186)
!239 = !DILocation(line: 16, column: 72, scope: !180, inlinedAt: !186)
!240 = distinct !{!240, !237, !241, !133}
!241 = !DILocation(line: 16, column: 80, scope: !180, inlinedAt: !186)
!242 = !DILocation(line: 16, scope: !175, inlinedAt: !186)
!243 = !DILocation(line: 16, column: 95, scope: !244, inlinedAt: !186)
!244 = distinct !DILexicalBlock(scope: !180, file: !2, line: 16, column: 87)
!245 = !DILocation(line: 16, column: 92, scope: !244, inlinedAt: !186)
!246 = !DILocation(line: 16, column: 87, scope: !180, inlinedAt: !186)
!247 = !DILocation(line: 16, column: 112, scope: !179, inlinedAt: !186)
!248 = !DILocation(line: 16, column: 110, scope: !180, inlinedAt: !186)
!249 = !DILocation(line: 0, scope: !178, inlinedAt: !186)
!250 = !DILocation(line: 16, column: 146, scope: !251, inlinedAt: !186)
!251 = distinct !DILexicalBlock(scope: !178, file: !2, line: 16, column: 145)
!252 = !DILocation(line: 16, scope: !178, inlinedAt: !186)
!253 = distinct !DIAssignID()
!254 = !DILocation(line: 16, column: 145, scope: !178, inlinedAt: !186)
!255 = distinct !DIAssignID()
!256 = !DILocation(line: 16, column: 177, scope: !178, inlinedAt: !186)
!257 = !DILocation(line: 16, column: 185, scope: !178, inlinedAt: !186)
!258 = !DILocation(line: 16, column: 196, scope: !178, inlinedAt: !186)
!259 = !DILocation(line: 16, scope: !180, inlinedAt: !186)
!260 = !DILocation(line: 16, column: 36, scope: !181, inlinedAt: !186)
!261 = !DILocation(line: 16, column: 30, scope: !181, inlinedAt: !186)
!262 = distinct !{!262, !215, !263, !133}
!263 = !DILocation(line: 16, column: 198, scope: !175, inlinedAt: !186)
!264 = !DILocation(line: 18, column: 1, scope: !162, inlinedAt: !186)
!265 = !DILocalVariable(name: "shift", scope: !266, file: !2, line: 20, type: !281)
!266 = distinct !DISubprogram(name: "horspool", scope: !2, file: !2, line: 19, type: !49, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !267)
!267 = !{!268, !269, !270, !271, !272, !273, !265, !274, !276, !278, !279}
!268 = !DILocalVariable(name: "t", arg: 1, scope: !266, file: !2, line: 19, type: !51)
!269 = !DILocalVariable(name: "n", arg: 2, scope: !266, file: !2, line: 19, type: !11)
!270 = !DILocalVariable(name: "p", arg: 3, scope: !266, file: !2, line: 19, type: !51)
!271 = !DILocalVariable(name: "m", arg: 4, scope: !266, file: !2, line: 19, type: !11)
!272 = !DILocalVariable(name: "first", arg: 5, scope: !266, file: !2, line: 19, type: !53)
!273 = !DILocalVariable(name: "last", arg: 6, scope: !266, file: !2, line: 19, type: !53)
!274 = !DILocalVariable(name: "i", scope: !275, file: !2, line: 21, type: !11)
!275 = distinct !DILexicalBlock(scope: !266, file: !2, line: 21, column: 5)
!276 = !DILocalVariable(name: "i", scope: !277, file: !2, line: 22, type: !11)
!277 = distinct !DILexicalBlock(scope: !266, file: !2, line: 22, column: 5)
!278 = !DILocalVariable(name: "c", scope: !266, file: !2, line: 23, type: !11)
!279 = !DILocalVariable(name: "i", scope: !280, file: !2, line: 24, type: !11)
!280 = distinct !DILexicalBlock(scope: !266, file: !2, line: 24, column: 5)
!281 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 8192, elements: !282)
!282 = !{!283}
!283 = !DISubrange(count: 256)
!284 = !DILocation(line: 0, scope: !266, inlinedAt: !285)
!285 = distinct !DILocation(line: 58, column: 102, scope: !103)
!286 = !DILocation(line: 20, column: 5, scope: !266, inlinedAt: !285)
!287 = !DILocation(line: 0, scope: !275, inlinedAt: !285)
!288 = !DILocation(line: 21, column: 5, scope: !275, inlinedAt: !285)
!289 = !DILocation(line: 21, column: 44, scope: !290, inlinedAt: !285)
!290 = distinct !DILexicalBlock(scope: !275, file: !2, line: 21, column: 5)
!291 = !DILocation(line: 0, scope: !277, inlinedAt: !285)
!292 = !DILocation(line: 22, column: 5, scope: !277, inlinedAt: !285)
!293 = !DILocation(line: 22, column: 23, scope: !294, inlinedAt: !285)
!294 = distinct !DILexicalBlock(scope: !277, file: !2, line: 22, column: 5)
!295 = !DILocation(line: 22, column: 58, scope: !294, inlinedAt: !285)
!296 = !DILocation(line: 22, column: 37, scope: !294, inlinedAt: !285)
!297 = !DILocation(line: 22, column: 64, scope: !294, inlinedAt: !285)
!298 = !DILocation(line: 22, column: 33, scope: !294, inlinedAt: !285)
!299 = distinct !{!299, !300}
!300 = !{!"llvm.loop.unroll.disable"}
!301 = !DILocation(line: 0, scope: !280, inlinedAt: !285)
!302 = !DILocation(line: 24, column: 5, scope: !280, inlinedAt: !285)
!303 = !DILocation(line: 26, column: 1, scope: !266, inlinedAt: !285)
!304 = !DILocalVariable(name: "t", arg: 1, scope: !305, file: !2, line: 27, type: !51)
!305 = distinct !DISubprogram(name: "rabin_karp", scope: !2, file: !2, line: 27, type: !49, scopeLine: 27, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !9, retainedNodes: !306)
!306 = !{!304, !307, !308, !309, !310, !311, !312, !318, !319, !320, !321, !323, !324}
!307 = !DILocalVariable(name: "n", arg: 2, scope: !305, file: !2, line: 27, type: !11)
!308 = !DILocalVariable(name: "p", arg: 3, scope: !305, file: !2, line: 27, type: !51)
!309 = !DILocalVariable(name: "m", arg: 4, scope: !305, file: !2, line: 27, type: !11)
!310 = !DILocalVariable(name: "first", arg: 5, scope: !305, file: !2, line: 27, type: !53)
!311 = !DILocalVariable(name: "last", arg: 6, scope: !305, file: !2, line: 27, type: !53)
!312 = !DILocalVariable(name: "B", scope: !305, file: !2, line: 28, type: !313)
!313 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !314)
!314 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !315, line: 27, baseType: !316)
!315 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!316 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !317, line: 45, baseType: !14)
!317 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!318 = !DILocalVariable(name: "hp", scope: !305, file: !2, line: 28, type: !314)
!319 = !DILocalVariable(name: "ht", scope: !305, file: !2, line: 28, type: !314)
!320 = !DILocalVariable(name: "pw", scope: !305, file: !2, line: 28, type: !314)
!321 = !DILocalVariable(name: "i", scope: !322, file: !2, line: 29, type: !11)
!322 = distinct !DILexicalBlock(scope: !305, file: !2, line: 29, column: 5)
!323 = !DILocalVariable(name: "c", scope: !305, file: !2, line: 30, type: !11)
!324 = !DILocalVariable(name: "i", scope: !325, file: !2, line: 31, type: !11)
!325 = distinct !DILexicalBlock(scope: !305, file: !2, line: 31, column: 5)
!326 = !DILocation(line: 0, scope: !305, inlinedAt: !327)
!327 = distinct !DILocation(line: 59, column: 16, scope: !103)
!328 = !DILocation(line: 0, scope: !322, inlinedAt: !327)
!329 = !DILocation(line: 29, column: 64, scope: !330, inlinedAt: !327)
!330 = distinct !DILexicalBlock(scope: !331, file: !2, line: 29, column: 33)
!331 = distinct !DILexicalBlock(scope: !322, file: !2, line: 29, column: 5)
!332 = !DILocation(line: 29, column: 49, scope: !330, inlinedAt: !327)
!333 = !DILocation(line: 29, column: 99, scope: !330, inlinedAt: !327)
!334 = !DILocation(line: 29, column: 84, scope: !330, inlinedAt: !327)
!335 = !DILocation(line: 29, column: 5, scope: !322, inlinedAt: !327)
!336 = distinct !{!336, !292, !337, !133}
!337 = !DILocation(line: 22, column: 74, scope: !277, inlinedAt: !285)
!338 = !DILocation(line: 24, column: 87, scope: !339, inlinedAt: !285)
!339 = distinct !DILexicalBlock(scope: !340, file: !2, line: 24, column: 78)
!340 = distinct !DILexicalBlock(scope: !280, file: !2, line: 24, column: 5)
!341 = !DILocation(line: 24, column: 78, scope: !339, inlinedAt: !285)
!342 = !DILocation(line: 24, column: 106, scope: !339, inlinedAt: !285)
!343 = !DILocation(line: 24, column: 78, scope: !340, inlinedAt: !285)
!344 = !DILocation(line: 24, column: 59, scope: !340, inlinedAt: !285)
!345 = !DILocation(line: 24, column: 38, scope: !340, inlinedAt: !285)
!346 = !DILocation(line: 24, column: 35, scope: !340, inlinedAt: !285)
!347 = !DILocation(line: 24, column: 23, scope: !340, inlinedAt: !285)
!348 = !DILocation(line: 24, column: 27, scope: !340, inlinedAt: !285)
!349 = distinct !{!349, !302, !350, !133}
!350 = !DILocation(line: 24, column: 150, scope: !280, inlinedAt: !285)
!351 = !DILocation(line: 29, column: 23, scope: !331, inlinedAt: !327)
!352 = !DILocation(line: 29, column: 43, scope: !330, inlinedAt: !327)
!353 = !DILocation(line: 29, column: 47, scope: !330, inlinedAt: !327)
!354 = !DILocation(line: 29, column: 78, scope: !330, inlinedAt: !327)
!355 = !DILocation(line: 29, column: 82, scope: !330, inlinedAt: !327)
!356 = !DILocation(line: 31, column: 5, scope: !325, inlinedAt: !327)
!357 = distinct !DIAssignID()
!358 = distinct !DIAssignID()
!359 = !DILocation(line: 0, scope: !325, inlinedAt: !327)
!360 = !DILocation(line: 39, column: 18, scope: !48, inlinedAt: !361)
!361 = distinct !DILocation(line: 59, column: 65, scope: !103)
!362 = !DILocation(line: 24, column: 140, scope: !363, inlinedAt: !285)
!363 = distinct !DILexicalBlock(scope: !339, file: !2, line: 24, column: 112)
!364 = !DILocation(line: 24, column: 129, scope: !365, inlinedAt: !285)
!365 = distinct !DILexicalBlock(scope: !363, file: !2, line: 24, column: 118)
!366 = !DILocation(line: 58, column: 100, scope: !103)
!367 = !DILocation(line: 31, column: 27, scope: !368, inlinedAt: !327)
!368 = distinct !DILexicalBlock(scope: !325, file: !2, line: 31, column: 5)
!369 = !DILocation(line: 29, column: 29, scope: !331, inlinedAt: !327)
!370 = distinct !{!370, !335, !371, !133, !372}
!371 = !DILocation(line: 29, column: 121, scope: !322, inlinedAt: !327)
!372 = !{!"llvm.loop.peeled.count", i32 1}
!373 = !DILocation(line: 32, column: 16, scope: !374, inlinedAt: !327)
!374 = distinct !DILexicalBlock(scope: !375, file: !2, line: 32, column: 13)
!375 = distinct !DILexicalBlock(scope: !368, file: !2, line: 31, column: 38)
!376 = !DILocation(line: 32, column: 22, scope: !374, inlinedAt: !327)
!377 = !DILocation(line: 32, column: 34, scope: !374, inlinedAt: !327)
!378 = !DILocation(line: 32, column: 25, scope: !374, inlinedAt: !327)
!379 = !DILocation(line: 32, column: 53, scope: !374, inlinedAt: !327)
!380 = !DILocation(line: 32, column: 13, scope: !375, inlinedAt: !327)
!381 = !DILocation(line: 32, column: 66, scope: !382, inlinedAt: !327)
!382 = distinct !DILexicalBlock(scope: !383, file: !2, line: 32, column: 65)
!383 = distinct !DILexicalBlock(scope: !374, file: !2, line: 32, column: 59)
!384 = !DILocation(line: 32, scope: !383, inlinedAt: !327)
!385 = distinct !DIAssignID()
!386 = !DILocation(line: 32, column: 65, scope: !383, inlinedAt: !327)
!387 = distinct !DIAssignID()
!388 = !DILocation(line: 32, column: 93, scope: !383, inlinedAt: !327)
!389 = !DILocation(line: 32, column: 97, scope: !383, inlinedAt: !327)
!390 = !DILocation(line: 33, column: 19, scope: !391, inlinedAt: !327)
!391 = distinct !DILexicalBlock(scope: !375, file: !2, line: 33, column: 13)
!392 = !DILocation(line: 33, column: 13, scope: !375, inlinedAt: !327)
!393 = !DILocation(line: 33, column: 50, scope: !391, inlinedAt: !327)
!394 = !DILocation(line: 33, column: 35, scope: !391, inlinedAt: !327)
!395 = !DILocation(line: 33, column: 55, scope: !391, inlinedAt: !327)
!396 = !DILocation(line: 33, column: 33, scope: !391, inlinedAt: !327)
!397 = !DILocation(line: 33, column: 61, scope: !391, inlinedAt: !327)
!398 = !DILocation(line: 33, column: 82, scope: !391, inlinedAt: !327)
!399 = !DILocation(line: 33, column: 67, scope: !391, inlinedAt: !327)
!400 = !DILocation(line: 33, column: 65, scope: !391, inlinedAt: !327)
!401 = !DILocation(line: 33, column: 24, scope: !391, inlinedAt: !327)
!402 = !DILocation(line: 31, column: 34, scope: !368, inlinedAt: !327)
!403 = distinct !{!403, !356, !404, !133}
!404 = !DILocation(line: 34, column: 5, scope: !325, inlinedAt: !327)
!405 = !DILocation(line: 0, scope: !48, inlinedAt: !361)
!406 = !DILocation(line: 39, column: 5, scope: !48, inlinedAt: !361)
!407 = !DILocation(line: 39, column: 30, scope: !48, inlinedAt: !361)
!408 = !DILocation(line: 39, column: 35, scope: !48, inlinedAt: !361)
!409 = !DILocation(line: 39, column: 58, scope: !48, inlinedAt: !361)
!410 = !DILocation(line: 39, column: 45, scope: !48, inlinedAt: !361)
!411 = !DILocation(line: 40, column: 19, scope: !48, inlinedAt: !361)
!412 = !DILocation(line: 41, column: 10, scope: !48, inlinedAt: !361)
!413 = !DILocation(line: 0, scope: !66, inlinedAt: !361)
!414 = !DILocation(line: 42, column: 23, scope: !71, inlinedAt: !361)
!415 = !DILocation(line: 42, column: 5, scope: !66, inlinedAt: !361)
!416 = !DILocation(line: 43, column: 18, scope: !70, inlinedAt: !361)
!417 = !DILocation(line: 0, scope: !70, inlinedAt: !361)
!418 = !DILocation(line: 43, column: 16, scope: !70, inlinedAt: !361)
!419 = !DILocation(line: 43, column: 27, scope: !70, inlinedAt: !361)
!420 = !DILocation(line: 43, column: 37, scope: !70, inlinedAt: !361)
!421 = !DILocation(line: 43, column: 33, scope: !70, inlinedAt: !361)
!422 = !DILocation(line: 43, column: 25, scope: !70, inlinedAt: !361)
!423 = !DILocation(line: 43, column: 9, scope: !70, inlinedAt: !361)
!424 = !DILocation(line: 44, column: 18, scope: !70, inlinedAt: !361)
!425 = !DILocation(line: 44, column: 25, scope: !70, inlinedAt: !361)
!426 = !DILocation(line: 44, column: 29, scope: !70, inlinedAt: !361)
!427 = !DILocation(line: 44, column: 9, scope: !70, inlinedAt: !361)
!428 = !DILocation(line: 44, column: 32, scope: !70, inlinedAt: !361)
!429 = !DILocation(line: 44, column: 43, scope: !70, inlinedAt: !361)
!430 = !DILocation(line: 44, column: 40, scope: !70, inlinedAt: !361)
!431 = !DILocation(line: 44, column: 60, scope: !70, inlinedAt: !361)
!432 = distinct !{!432, !427, !431, !133}
!433 = !DILocation(line: 45, column: 22, scope: !434, inlinedAt: !361)
!434 = distinct !DILexicalBlock(scope: !70, file: !2, line: 45, column: 13)
!435 = !DILocation(line: 45, column: 13, scope: !70, inlinedAt: !361)
!436 = !DILocation(line: 46, column: 15, scope: !69, inlinedAt: !361)
!437 = !DILocation(line: 46, column: 19, scope: !69, inlinedAt: !361)
!438 = !DILocation(line: 42, column: 29, scope: !71, inlinedAt: !361)
!439 = distinct !{!439, !415, !440, !133}
!440 = !DILocation(line: 47, column: 5, scope: !66, inlinedAt: !361)
!441 = !DILocation(line: 0, scope: !111)
!442 = !DILocation(line: 60, column: 46, scope: !443)
!443 = distinct !DILexicalBlock(scope: !444, file: !2, line: 60, column: 41)
!444 = distinct !DILexicalBlock(scope: !111, file: !2, line: 60, column: 9)
!445 = !DILocation(line: 60, column: 54, scope: !443)
!446 = !DILocation(line: 61, column: 9, scope: !103)
!447 = !DILocation(line: 56, column: 29, scope: !104)
!448 = !DILocation(line: 56, column: 23, scope: !104)
!449 = distinct !{!449, !134, !450, !133}
!450 = !DILocation(line: 62, column: 5, scope: !101)
!451 = !DISubprogram(name: "strlen", scope: !452, file: !452, line: 407, type: !453, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!452 = !DIFile(filename: "/usr/include/string.h", directory: "", checksumkind: CSK_MD5, checksum: "0ee11a08692643b86154f96759d0f7fa")
!453 = !DISubroutineType(types: !454)
!454 = !{!14, !51}
!455 = !DISubprogram(name: "printf", scope: !456, file: !456, line: 356, type: !457, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!456 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!457 = !DISubroutineType(types: !458)
!458 = !{!11, !459, null}
!459 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !51)
