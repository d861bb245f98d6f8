; ModuleID = 'programs/bitint_wide_muldiv_conv.c'
source_filename = "programs/bitint_wide_muldiv_conv.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [7 x i8] c"mul256\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [8 x i8] c"udiv256\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [8 x i8] c"urem256\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [8 x i8] c"sdiv256\00", align 1, !dbg !14
@.str.4 = private unnamed_addr constant [8 x i8] c"srem256\00", align 1, !dbg !16
@.str.5 = private unnamed_addr constant [8 x i8] c"smul200\00", align 1, !dbg !18
@.str.6 = private unnamed_addr constant [8 x i8] c"sdiv200\00", align 1, !dbg !20
@.str.7 = private unnamed_addr constant [8 x i8] c"srem200\00", align 1, !dbg !22
@.str.8 = private unnamed_addr constant [8 x i8] c"udiv130\00", align 1, !dbg !24
@.str.9 = private unnamed_addr constant [8 x i8] c"smul130\00", align 1, !dbg !26
@.str.10 = private unnamed_addr constant [7 x i8] c"mul512\00", align 1, !dbg !28
@.str.11 = private unnamed_addr constant [8 x i8] c"udiv512\00", align 1, !dbg !30
@.str.12 = private unnamed_addr constant [8 x i8] c"srem512\00", align 1, !dbg !32
@.str.13 = private unnamed_addr constant [21 x i8] c"conv %a %a %a %a %a\0A\00", align 1, !dbg !34
@.str.14 = private unnamed_addr constant [18 x i8] c"edge %a %a %a %a\0A\00", align 1, !dbg !39
@__const.main.ds = private unnamed_addr constant [14 x double] [double 0.000000e+00, double 5.000000e-01, double -7.500000e-01, double 1.000000e+00, double -1.000000e+00, double 0x419D6F3454000000, double 0x43E0000000000000, double 0x43FFFFFFFFFFFFFF, double 0x46323456789ABCDE, double 0xC6323456789ABCDE, double 0x4C78000000000000, double 0x4FDFFFFFFFFFFFFF, double 0xCFE0000000000000, double 1.250000e-01], align 16
@.str.15 = private unnamed_addr constant [4 x i8] c"d2u\00", align 1, !dbg !44
@.str.16 = private unnamed_addr constant [4 x i8] c"d2s\00", align 1, !dbg !49
@__const.main.fs = private unnamed_addr constant [7 x float] [float 0.000000e+00, float 0x3FEFAE1480000000, float -1.500000e+00, float 0x421BF08EC0000000, float 0xC7EFFFFFE0000000, float 0x4630000000000000, float 0xC3BABCDE00000000], align 16
@.str.17 = private unnamed_addr constant [4 x i8] c"f2s\00", align 1, !dbg !51
@.str.18 = private unnamed_addr constant [4 x i8] c"f2u\00", align 1, !dbg !53
@state = internal unnamed_addr global i64 -7046029254386353131, align 8, !dbg !55
@.str.19 = private unnamed_addr constant [4 x i8] c"%s \00", align 1, !dbg !82
@.str.20 = private unnamed_addr constant [8 x i8] c"%016llx\00", align 1, !dbg !84

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !99 {
  %1 = alloca i256, align 16
  %2 = alloca i256, align 16
  %3 = alloca i256, align 16
  %4 = alloca i256, align 16
  %5 = alloca i256, align 16
  %6 = alloca i256, align 16
  %7 = alloca i256, align 16
  %8 = alloca i256, align 16
  %9 = alloca i256, align 16
  %10 = alloca i256, align 16
  %11 = alloca i256, align 16
  %12 = alloca i256, align 16
  %13 = alloca i256, align 16
  %14 = alloca i256, align 16
  %15 = alloca i256, align 16
  %16 = alloca i256, align 16
  %17 = alloca i256, align 16
  %18 = alloca i256, align 16
  %19 = alloca i256, align 16
  %20 = alloca i256, align 16
  %21 = alloca i256, align 16
  %22 = alloca i256, align 16
  %23 = alloca i256, align 16
  %24 = alloca i256, align 16
  %25 = alloca [24 x i8], align 16
  %26 = alloca [24 x i8], align 16
  %27 = alloca [24 x i8], align 16
  %28 = alloca [24 x i8], align 16
  %29 = alloca [24 x i8], align 16
  %30 = alloca [24 x i8], align 16
  %31 = alloca i512, align 16
  %32 = alloca i512, align 16
  %33 = alloca i512, align 16
  %34 = alloca i512, align 16
  %35 = alloca i512, align 16
  %36 = alloca i512, align 16
  %37 = alloca i512, align 16
  %38 = alloca i512, align 16
  %39 = alloca i512, align 16
  %40 = alloca i256, align 16
  %41 = alloca i256, align 16
  %42 = alloca i256, align 16
  %43 = alloca i256, align 16
  %44 = alloca i512, align 16
  %45 = alloca [13 x i256], align 16, !DIAssignID !136
    #dbg_assign(i1 undef, !119, !DIExpression(), !136, ptr %45, !DIExpression(), !137)
  %46 = alloca i256, align 16
  %47 = alloca i256, align 16
  %48 = alloca i256, align 16
  %49 = alloca i256, align 16
  %50 = alloca i256, align 16
  %51 = alloca i256, align 16
  %52 = alloca i256, align 16
  %53 = alloca [24 x i8], align 16
    #dbg_value(i32 0, !104, !DIExpression(), !138)
  br label %67, !dbg !139

54:                                               ; preds = %511
    #dbg_value(i256 1, !118, !DIExpression(), !137)
  call void @llvm.lifetime.start.p0(i64 416, ptr nonnull %45) #7, !dbg !140
  store i256 0, ptr %45, align 16, !dbg !141, !tbaa !142, !DIAssignID !146
    #dbg_assign(i256 0, !119, !DIExpression(DW_OP_LLVM_fragment, 0, 256), !146, ptr %45, !DIExpression(), !137)
  %55 = getelementptr inbounds i8, ptr %45, i64 32, !dbg !141
  store i256 1, ptr %55, align 16, !dbg !141, !tbaa !142, !DIAssignID !147
    #dbg_assign(i256 1, !119, !DIExpression(DW_OP_LLVM_fragment, 256, 256), !147, ptr %55, !DIExpression(), !137)
  %56 = getelementptr inbounds i8, ptr %45, i64 64, !dbg !141
  store i256 9007199254740993, ptr %56, align 16, !dbg !141, !tbaa !142, !DIAssignID !148
    #dbg_assign(i256 9007199254740993, !119, !DIExpression(DW_OP_LLVM_fragment, 512, 256), !148, ptr %56, !DIExpression(), !137)
  %57 = getelementptr inbounds i8, ptr %45, i64 96, !dbg !141
  store i256 18014398509481986, ptr %57, align 16, !dbg !141, !tbaa !142, !DIAssignID !149
    #dbg_assign(i256 18014398509481986, !119, !DIExpression(DW_OP_LLVM_fragment, 768, 256), !149, ptr %57, !DIExpression(), !137)
  %58 = getelementptr inbounds i8, ptr %45, i64 128, !dbg !141
  store i256 18014398509481987, ptr %58, align 16, !dbg !141, !tbaa !142, !DIAssignID !150
    #dbg_assign(i256 18014398509481987, !119, !DIExpression(DW_OP_LLVM_fragment, 1024, 256), !150, ptr %58, !DIExpression(), !137)
  %59 = getelementptr inbounds i8, ptr %45, i64 160, !dbg !141
  store i256 1606938044258990453947923680586147734807949174969684883144704, ptr %59, align 16, !dbg !141, !tbaa !142, !DIAssignID !151
    #dbg_assign(i256 1606938044258990453947923680586147734807949174969684883144704, !119, !DIExpression(DW_OP_LLVM_fragment, 1280, 256), !151, ptr %59, !DIExpression(), !137)
  %60 = getelementptr inbounds i8, ptr %45, i64 192, !dbg !141
  store i256 1606938044258990453947923680586147734807949174969684883144705, ptr %60, align 16, !dbg !141, !tbaa !142, !DIAssignID !152
    #dbg_assign(i256 1606938044258990453947923680586147734807949174969684883144705, !119, !DIExpression(DW_OP_LLVM_fragment, 1536, 256), !152, ptr %60, !DIExpression(), !137)
  %61 = getelementptr inbounds i8, ptr %45, i64 224, !dbg !141
  store i256 1606938044258990810759846857076117999379441537343468978831360, ptr %61, align 16, !dbg !141, !tbaa !142, !DIAssignID !153
    #dbg_assign(i256 1606938044258990810759846857076117999379441537343468978831360, !119, !DIExpression(DW_OP_LLVM_fragment, 1792, 256), !153, ptr %61, !DIExpression(), !137)
  %62 = getelementptr inbounds i8, ptr %45, i64 256, !dbg !141
  store i256 -57896044618658097711785492504343953926634992332820282019728792003956564819968, ptr %62, align 16, !dbg !141, !tbaa !142, !DIAssignID !154
    #dbg_assign(i256 -57896044618658097711785492504343953926634992332820282019728792003956564819968, !119, !DIExpression(DW_OP_LLVM_fragment, 2048, 256), !154, ptr %62, !DIExpression(), !137)
  %63 = getelementptr inbounds i8, ptr %45, i64 288, !dbg !141
  store i256 -1, ptr %63, align 16, !dbg !141, !tbaa !142, !DIAssignID !155
    #dbg_assign(i256 -1, !119, !DIExpression(DW_OP_LLVM_fragment, 2304, 256), !155, ptr %63, !DIExpression(), !137)
  %64 = getelementptr inbounds i8, ptr %45, i64 320, !dbg !141
  store i256 340282366920938463463374607431768211455, ptr %64, align 16, !dbg !141, !tbaa !142, !DIAssignID !156
    #dbg_assign(i256 340282366920938463463374607431768211455, !119, !DIExpression(DW_OP_LLVM_fragment, 2560, 256), !156, ptr %64, !DIExpression(), !137)
  %65 = getelementptr inbounds i8, ptr %45, i64 352, !dbg !141
  store i256 16777217, ptr %65, align 16, !dbg !141, !tbaa !142, !DIAssignID !157
    #dbg_assign(i256 16777217, !119, !DIExpression(DW_OP_LLVM_fragment, 2816, 256), !157, ptr %65, !DIExpression(), !137)
  %66 = getelementptr inbounds i8, ptr %45, i64 384, !dbg !141
  store i256 1427247777776551611292901835293146994324799488, ptr %66, align 16, !dbg !141, !tbaa !142, !DIAssignID !158
    #dbg_assign(i256 1427247777776551611292901835293146994324799488, !119, !DIExpression(DW_OP_LLVM_fragment, 3072, 256), !158, ptr %66, !DIExpression(), !137)
    #dbg_value(i32 0, !123, !DIExpression(), !159)
  br label %620, !dbg !160

67:                                               ; preds = %0, %511
  %68 = phi i32 [ 0, %0 ], [ %618, %511 ]
    #dbg_value(i32 %68, !104, !DIExpression(), !138)
    #dbg_value(i32 4, !161, !DIExpression(), !169)
    #dbg_value(i512 0, !166, !DIExpression(), !169)
    #dbg_value(i32 0, !167, !DIExpression(), !171)
  %69 = load i64, ptr @state, align 8, !tbaa !172, !noalias !174
    #dbg_value(i32 0, !167, !DIExpression(), !171)
    #dbg_value(i512 0, !166, !DIExpression(), !169)
  %70 = shl i64 %69, 13, !dbg !177
  %71 = xor i64 %70, %69, !dbg !183
  %72 = lshr i64 %71, 7, !dbg !184
  %73 = xor i64 %72, %71, !dbg !185
  %74 = shl i64 %73, 17, !dbg !186
  %75 = xor i64 %74, %73, !dbg !187
  %76 = zext i64 %75 to i512, !dbg !188
    #dbg_value(i512 %76, !166, !DIExpression(), !169)
    #dbg_value(i32 1, !167, !DIExpression(), !171)
  %77 = shl i64 %75, 13, !dbg !177
  %78 = xor i64 %77, %75, !dbg !183
  %79 = lshr i64 %78, 7, !dbg !184
  %80 = xor i64 %79, %78, !dbg !185
  %81 = shl i64 %80, 17, !dbg !186
  %82 = xor i64 %81, %80, !dbg !187
  %83 = zext i64 %82 to i512, !dbg !188
    #dbg_value(!DIArgList(i512 poison, i512 poison), !166, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value), !169)
    #dbg_value(i32 2, !167, !DIExpression(), !171)
  %84 = shl nuw nsw i512 %76, 128, !dbg !189
  %85 = shl nuw nsw i512 %83, 64, !dbg !189
  %86 = or disjoint i512 %84, %85, !dbg !189
  %87 = shl i64 %82, 13, !dbg !177
  %88 = xor i64 %87, %82, !dbg !183
  %89 = lshr i64 %88, 7, !dbg !184
  %90 = xor i64 %89, %88, !dbg !185
  %91 = shl i64 %90, 17, !dbg !186
  %92 = xor i64 %91, %90, !dbg !187
  %93 = zext i64 %92 to i512, !dbg !188
  %94 = or disjoint i512 %86, %93, !dbg !190
    #dbg_value(i512 %94, !166, !DIExpression(), !169)
    #dbg_value(i32 3, !167, !DIExpression(), !171)
  %95 = shl nuw nsw i512 %94, 64, !dbg !189
  %96 = shl i64 %92, 13, !dbg !177
  %97 = xor i64 %96, %92, !dbg !183
  %98 = lshr i64 %97, 7, !dbg !184
  %99 = xor i64 %98, %97, !dbg !185
  %100 = shl i64 %99, 17, !dbg !186
  %101 = xor i64 %100, %99, !dbg !187
  %102 = zext i64 %101 to i512, !dbg !188
  %103 = or disjoint i512 %95, %102, !dbg !190
    #dbg_value(i512 %103, !166, !DIExpression(), !169)
    #dbg_value(i32 4, !167, !DIExpression(), !171)
  %104 = shl i64 %101, 13, !dbg !191
  %105 = xor i64 %104, %101, !dbg !193
  %106 = lshr i64 %105, 7, !dbg !194
  %107 = xor i64 %106, %105, !dbg !195
  %108 = and i64 %107, 63, !dbg !196
  %109 = zext nneg i64 %108 to i512, !dbg !197
  %110 = lshr i512 %103, %109, !dbg !197
    #dbg_value(i256 %157, !106, !DIExpression(), !198)
  %111 = and i32 %68, 3, !dbg !199
    #dbg_value(i32 %111, !161, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !200)
    #dbg_value(i512 0, !166, !DIExpression(), !200)
    #dbg_value(i32 0, !167, !DIExpression(), !202)
  %112 = shl i64 %107, 17, !dbg !203
  %113 = xor i64 %112, %107, !dbg !204
    #dbg_value(i32 0, !167, !DIExpression(), !202)
    #dbg_value(i512 0, !166, !DIExpression(), !200)
  %114 = shl i64 %113, 13, !dbg !205
  %115 = xor i64 %114, %113, !dbg !207
  %116 = lshr i64 %115, 7, !dbg !208
  %117 = xor i64 %116, %115, !dbg !209
  %118 = shl i64 %117, 17, !dbg !210
  %119 = xor i64 %118, %117, !dbg !211
  %120 = zext i64 %119 to i512, !dbg !212
    #dbg_value(i512 %120, !166, !DIExpression(), !200)
    #dbg_value(i32 1, !167, !DIExpression(), !202)
  %121 = icmp eq i32 %111, 0, !dbg !213
  br i1 %121, label %154, label %122, !dbg !214, !llvm.loop !215

122:                                              ; preds = %67
    #dbg_value(i32 1, !167, !DIExpression(), !202)
    #dbg_value(i512 %120, !166, !DIExpression(), !200)
  %123 = shl nuw nsw i512 %120, 64, !dbg !218
  %124 = shl i64 %119, 13, !dbg !205
  %125 = xor i64 %124, %119, !dbg !207
  %126 = lshr i64 %125, 7, !dbg !208
  %127 = xor i64 %126, %125, !dbg !209
  %128 = shl i64 %127, 17, !dbg !210
  %129 = xor i64 %128, %127, !dbg !211
  %130 = zext i64 %129 to i512, !dbg !212
  %131 = or disjoint i512 %123, %130, !dbg !219
    #dbg_value(i512 %131, !166, !DIExpression(), !200)
    #dbg_value(i32 2, !167, !DIExpression(), !202)
  %132 = icmp eq i32 %111, 1, !dbg !213
  br i1 %132, label %154, label %133, !dbg !214, !llvm.loop !215

133:                                              ; preds = %122
    #dbg_value(i32 2, !167, !DIExpression(), !202)
    #dbg_value(i512 %131, !166, !DIExpression(), !200)
  %134 = shl nuw nsw i512 %131, 64, !dbg !218
  %135 = shl i64 %129, 13, !dbg !205
  %136 = xor i64 %135, %129, !dbg !207
  %137 = lshr i64 %136, 7, !dbg !208
  %138 = xor i64 %137, %136, !dbg !209
  %139 = shl i64 %138, 17, !dbg !210
  %140 = xor i64 %139, %138, !dbg !211
  %141 = zext i64 %140 to i512, !dbg !212
  %142 = or disjoint i512 %134, %141, !dbg !219
    #dbg_value(i512 %142, !166, !DIExpression(), !200)
    #dbg_value(i32 3, !167, !DIExpression(), !202)
  %143 = icmp eq i32 %111, 2, !dbg !213
  br i1 %143, label %154, label %144, !dbg !214, !llvm.loop !215

144:                                              ; preds = %133
    #dbg_value(i32 3, !167, !DIExpression(), !202)
    #dbg_value(i512 %142, !166, !DIExpression(), !200)
  %145 = shl nuw nsw i512 %142, 64, !dbg !218
  %146 = shl i64 %140, 13, !dbg !205
  %147 = xor i64 %146, %140, !dbg !207
  %148 = lshr i64 %147, 7, !dbg !208
  %149 = xor i64 %148, %147, !dbg !209
  %150 = shl i64 %149, 17, !dbg !210
  %151 = xor i64 %150, %149, !dbg !211
  %152 = zext i64 %151 to i512, !dbg !212
  %153 = or disjoint i512 %145, %152, !dbg !219
    #dbg_value(i512 %153, !166, !DIExpression(), !200)
    #dbg_value(i32 4, !167, !DIExpression(), !202)
  br label %154

154:                                              ; preds = %144, %133, %122, %67
  %155 = phi i64 [ %119, %67 ], [ %129, %122 ], [ %140, %133 ], [ %151, %144 ], !dbg !211
  %156 = phi i512 [ %120, %67 ], [ %131, %122 ], [ %142, %133 ], [ %153, %144 ], !dbg !219
  %157 = trunc nuw i512 %110 to i256, !dbg !220
  %158 = shl i64 %155, 13, !dbg !221
  %159 = xor i64 %158, %155, !dbg !223
  %160 = lshr i64 %159, 7, !dbg !224
  %161 = xor i64 %160, %159, !dbg !225
  %162 = shl i64 %161, 17, !dbg !226
  %163 = xor i64 %162, %161, !dbg !227
  store i64 %163, ptr @state, align 8, !dbg !227, !tbaa !172, !noalias !228
  %164 = and i64 %161, 63, !dbg !231
  %165 = zext nneg i64 %164 to i512, !dbg !232
  %166 = lshr i512 %156, %165, !dbg !232
  %167 = trunc i512 %166 to i256, !dbg !233
    #dbg_value(i256 %167, !109, !DIExpression(), !198)
  %168 = icmp eq i256 %167, 0, !dbg !234
  %169 = select i1 %168, i256 7, i256 %167, !dbg !236
    #dbg_value(i256 %169, !109, !DIExpression(), !198)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #7, !dbg !237
  store i256 %157, ptr %2, align 16, !dbg !237, !tbaa !142
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #7, !dbg !237
  store i256 %169, ptr %3, align 16, !dbg !237, !tbaa !142
  call fastcc void @mul256(ptr dead_on_unwind nonnull writable sret(i256) align 8 %1, ptr noundef nonnull byval(i256) align 8 %2, ptr noundef nonnull byval(i256) align 8 %3), !dbg !237
  %170 = load i256, ptr %1, align 16, !dbg !237, !tbaa !142
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #7, !dbg !237
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #7, !dbg !237
  %171 = zext i256 %170 to i512, !dbg !237
    #dbg_value(ptr @.str, !238, !DIExpression(), !249)
    #dbg_value(i512 %171, !245, !DIExpression(), !249)
    #dbg_value(i32 4, !246, !DIExpression(), !249)
  %172 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef nonnull @.str), !dbg !251
    #dbg_value(i32 4, !247, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !252)
    #dbg_value(i32 4, !247, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !252)
    #dbg_value(i32 3, !247, !DIExpression(), !252)
  %173 = lshr i512 %171, 192, !dbg !253
  %174 = trunc nuw i512 %173 to i64, !dbg !255
  %175 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i64 noundef %174), !dbg !256
    #dbg_value(i32 3, !247, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !252)
    #dbg_value(i32 2, !247, !DIExpression(), !252)
  %176 = lshr i512 %171, 128, !dbg !253
  %177 = trunc i512 %176 to i64, !dbg !255
  %178 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i64 noundef %177), !dbg !256
    #dbg_value(i32 2, !247, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !252)
    #dbg_value(i32 1, !247, !DIExpression(), !252)
  %179 = lshr i512 %171, 64, !dbg !253
  %180 = trunc i512 %179 to i64, !dbg !255
  %181 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i64 noundef %180), !dbg !256
    #dbg_value(i32 1, !247, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !252)
    #dbg_value(i32 0, !247, !DIExpression(), !252)
  %182 = trunc i256 %170 to i64, !dbg !255
  %183 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i64 noundef %182), !dbg !256
    #dbg_value(i32 0, !247, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !252)
  %184 = tail call i32 @putchar(i32 10), !dbg !257
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #7, !dbg !258
  store i256 %157, ptr %5, align 16, !dbg !258, !tbaa !142
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #7, !dbg !258
  store i256 %169, ptr %6, align 16, !dbg !258, !tbaa !142
  call fastcc void @udiv256(ptr dead_on_unwind nonnull writable sret(i256) align 8 %4, ptr noundef nonnull byval(i256) align 8 %5, ptr noundef nonnull byval(i256) align 8 %6), !dbg !258
  %185 = load i256, ptr %4, align 16, !dbg !258, !tbaa !142
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #7, !dbg !258
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #7, !dbg !258
  %186 = zext i256 %185 to i512, !dbg !258
    #dbg_value(ptr @.str.1, !238, !DIExpression(), !259)
    #dbg_value(i512 %186, !245, !DIExpression(), !259)
    #dbg_value(i32 4, !246, !DIExpression(), !259)
  %187 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef nonnull @.str.1), !dbg !261
    #dbg_value(i32 4, !247, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !262)
    #dbg_value(i32 4, !247, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !262)
    #dbg_value(i32 3, !247, !DIExpression(), !262)
  %188 = lshr i512 %186, 192, !dbg !263
  %189 = trunc nuw i512 %188 to i64, !dbg !264
  %190 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i64 noundef %189), !dbg !265
    #dbg_value(i32 3, !247, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !262)
    #dbg_value(i32 2, !247, !DIExpression(), !262)
  %191 = lshr i512 %186, 128, !dbg !263
  %192 = trunc i512 %191 to i64, !dbg !264
  %193 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i64 noundef %192), !dbg !265
    #dbg_value(i32 2, !247, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !262)
    #dbg_value(i32 1, !247, !DIExpression(), !262)
  %194 = lshr i512 %186, 64, !dbg !263
  %195 = trunc i512 %194 to i64, !dbg !264
  %196 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i64 noundef %195), !dbg !265
    #dbg_value(i32 1, !247, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !262)
    #dbg_value(i32 0, !247, !DIExpression(), !262)
  %197 = trunc i256 %185 to i64, !dbg !264
  %198 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i64 noundef %197), !dbg !265
    #dbg_value(i32 0, !247, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !262)
  %199 = tail call i32 @putchar(i32 10), !dbg !266
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %8) #7, !dbg !267
  store i256 %157, ptr %8, align 16, !dbg !267, !tbaa !142
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9) #7, !dbg !267
  store i256 %169, ptr %9, align 16, !dbg !267, !tbaa !142
  call fastcc void @urem256(ptr dead_on_unwind nonnull writable sret(i256) align 8 %7, ptr noundef nonnull byval(i256) align 8 %8, ptr noundef nonnull byval(i256) align 8 %9), !dbg !267
  %200 = load i256, ptr %7, align 16, !dbg !267, !tbaa !142
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8) #7, !dbg !267
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #7, !dbg !267
  %201 = zext i256 %200 to i512, !dbg !267
    #dbg_value(ptr @.str.2, !238, !DIExpression(), !268)
    #dbg_value(i512 %201, !245, !DIExpression(), !268)
    #dbg_value(i32 4, !246, !DIExpression(), !268)
  %202 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef nonnull @.str.2), !dbg !270
    #dbg_value(i32 4, !247, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !271)
    #dbg_value(i32 4, !247, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !271)
    #dbg_value(i32 3, !247, !DIExpression(), !271)
  %203 = lshr i512 %201, 192, !dbg !272
  %204 = trunc nuw i512 %203 to i64, !dbg !273
  %205 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i64 noundef %204), !dbg !274
    #dbg_value(i32 3, !247, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !271)
    #dbg_value(i32 2, !247, !DIExpression(), !271)
  %206 = lshr i512 %201, 128, !dbg !272
  %207 = trunc i512 %206 to i64, !dbg !273
  %208 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i64 noundef %207), !dbg !274
    #dbg_value(i32 2, !247, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !271)
    #dbg_value(i32 1, !247, !DIExpression(), !271)
  %209 = lshr i512 %201, 64, !dbg !272
  %210 = trunc i512 %209 to i64, !dbg !273
  %211 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i64 noundef %210), !dbg !274
    #dbg_value(i32 1, !247, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !271)
    #dbg_value(i32 0, !247, !DIExpression(), !271)
  %212 = trunc i256 %200 to i64, !dbg !273
  %213 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i64 noundef %212), !dbg !274
    #dbg_value(i32 0, !247, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !271)
  %214 = tail call i32 @putchar(i32 10), !dbg !275
  %215 = and i32 %68, 1, !dbg !276
  %216 = icmp eq i32 %215, 0, !dbg !276
  %217 = sub nsw i256 0, %157, !dbg !277
  %218 = select i1 %216, i256 %157, i256 %217, !dbg !277
    #dbg_value(i256 %218, !110, !DIExpression(), !198)
  %219 = and i32 %68, 2, !dbg !278
  %220 = icmp eq i32 %219, 0, !dbg !278
  %221 = sub nsw i256 0, %169, !dbg !279
  %222 = select i1 %220, i256 %169, i256 %221, !dbg !279
    #dbg_value(i256 %222, !111, !DIExpression(), !198)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %11) #7, !dbg !280
  store i256 %218, ptr %11, align 16, !dbg !280, !tbaa !142
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %12) #7, !dbg !280
  store i256 %222, ptr %12, align 16, !dbg !280, !tbaa !142
  call fastcc void @sdiv256(ptr dead_on_unwind nonnull writable sret(i256) align 8 %10, ptr noundef nonnull byval(i256) align 8 %11, ptr noundef nonnull byval(i256) align 8 %12), !dbg !280
  %223 = load i256, ptr %10, align 16, !dbg !280, !tbaa !142
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %11) #7, !dbg !280
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %12) #7, !dbg !280
  %224 = zext i256 %223 to i512, !dbg !281
    #dbg_value(ptr @.str.3, !238, !DIExpression(), !282)
    #dbg_value(i512 %224, !245, !DIExpression(), !282)
    #dbg_value(i32 4, !246, !DIExpression(), !282)
  %225 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef nonnull @.str.3), !dbg !284
    #dbg_value(i32 4, !247, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !285)
    #dbg_value(i32 4, !247, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !285)
    #dbg_value(i32 3, !247, !DIExpression(), !285)
  %226 = lshr i512 %224, 192, !dbg !286
  %227 = trunc nuw i512 %226 to i64, !dbg !287
  %228 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i64 noundef %227), !dbg !288
    #dbg_value(i32 3, !247, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !285)
    #dbg_value(i32 2, !247, !DIExpression(), !285)
  %229 = lshr i512 %224, 128, !dbg !286
  %230 = trunc i512 %229 to i64, !dbg !287
  %231 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i64 noundef %230), !dbg !288
    #dbg_value(i32 2, !247, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !285)
    #dbg_value(i32 1, !247, !DIExpression(), !285)
  %232 = lshr i512 %224, 64, !dbg !286
  %233 = trunc i512 %232 to i64, !dbg !287
  %234 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i64 noundef %233), !dbg !288
    #dbg_value(i32 1, !247, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !285)
    #dbg_value(i32 0, !247, !DIExpression(), !285)
  %235 = trunc i256 %223 to i64, !dbg !287
  %236 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i64 noundef %235), !dbg !288
    #dbg_value(i32 0, !247, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !285)
  %237 = tail call i32 @putchar(i32 10), !dbg !289
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %14) #7, !dbg !290
  store i256 %218, ptr %14, align 16, !dbg !290, !tbaa !142
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %15) #7, !dbg !290
  store i256 %222, ptr %15, align 16, !dbg !290, !tbaa !142
  call fastcc void @srem256(ptr dead_on_unwind nonnull writable sret(i256) align 8 %13, ptr noundef nonnull byval(i256) align 8 %14, ptr noundef nonnull byval(i256) align 8 %15), !dbg !290
  %238 = load i256, ptr %13, align 16, !dbg !290, !tbaa !142
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %14) #7, !dbg !290
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %15) #7, !dbg !290
  %239 = zext i256 %238 to i512, !dbg !291
    #dbg_value(ptr @.str.4, !238, !DIExpression(), !292)
    #dbg_value(i512 %239, !245, !DIExpression(), !292)
    #dbg_value(i32 4, !246, !DIExpression(), !292)
  %240 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef nonnull @.str.4), !dbg !294
    #dbg_value(i32 4, !247, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !295)
    #dbg_value(i32 4, !247, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !295)
    #dbg_value(i32 3, !247, !DIExpression(), !295)
  %241 = lshr i512 %239, 192, !dbg !296
  %242 = trunc nuw i512 %241 to i64, !dbg !297
  %243 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i64 noundef %242), !dbg !298
    #dbg_value(i32 3, !247, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !295)
    #dbg_value(i32 2, !247, !DIExpression(), !295)
  %244 = lshr i512 %239, 128, !dbg !296
  %245 = trunc i512 %244 to i64, !dbg !297
  %246 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i64 noundef %245), !dbg !298
    #dbg_value(i32 2, !247, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !295)
    #dbg_value(i32 1, !247, !DIExpression(), !295)
  %247 = lshr i512 %239, 64, !dbg !296
  %248 = trunc i512 %247 to i64, !dbg !297
  %249 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i64 noundef %248), !dbg !298
    #dbg_value(i32 1, !247, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !295)
    #dbg_value(i32 0, !247, !DIExpression(), !295)
  %250 = trunc i256 %238 to i64, !dbg !297
  %251 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i64 noundef %250), !dbg !298
    #dbg_value(i32 0, !247, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !295)
  %252 = tail call i32 @putchar(i32 10), !dbg !299
  %253 = trunc i256 %218 to i200, !dbg !300
    #dbg_value(i256 %276, !112, !DIExpression(), !198)
  %254 = trunc i256 %222 to i200, !dbg !301
    #dbg_value(i200 %254, !113, !DIExpression(DW_OP_LLVM_convert, 200, DW_ATE_signed, DW_OP_LLVM_convert, 256, DW_ATE_signed, DW_OP_stack_value), !198)
  %255 = icmp eq i200 %254, 0, !dbg !302
  %256 = select i1 %255, i200 -3, i200 %254, !dbg !304
    #dbg_value(i200 %256, !113, !DIExpression(DW_OP_LLVM_convert, 200, DW_ATE_signed, DW_OP_LLVM_convert, 256, DW_ATE_signed, DW_OP_stack_value), !198)
  %257 = ashr i200 %253, 100, !dbg !305
  %258 = ashr i200 %256, 100, !dbg !306
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %17) #7, !dbg !307
  %259 = sext i200 %257 to i256, !dbg !307
  store i256 %259, ptr %17, align 16, !dbg !307, !tbaa !308
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %18) #7, !dbg !307
  %260 = sext i200 %258 to i256, !dbg !307
  store i256 %260, ptr %18, align 16, !dbg !307, !tbaa !308
  call fastcc void @smul200(ptr dead_on_unwind nonnull writable sret(i256) align 8 %16, ptr noundef nonnull byval(i256) align 8 %17, ptr noundef nonnull byval(i256) align 8 %18), !dbg !307
  %261 = load i256, ptr %16, align 16, !dbg !307, !tbaa !308
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %17) #7, !dbg !307
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %18) #7, !dbg !307
  %262 = and i256 %261, 1606938044258990275541962092341162602522202993782792835301375, !dbg !310
  %263 = zext nneg i256 %262 to i512, !dbg !310
    #dbg_value(ptr @.str.5, !238, !DIExpression(), !311)
    #dbg_value(i512 %263, !245, !DIExpression(), !311)
    #dbg_value(i32 4, !246, !DIExpression(), !311)
  %264 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef nonnull @.str.5), !dbg !313
    #dbg_value(i32 4, !247, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !314)
    #dbg_value(i32 4, !247, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !314)
    #dbg_value(i32 3, !247, !DIExpression(), !314)
  %265 = lshr i512 %263, 192, !dbg !315
  %266 = trunc nuw nsw i512 %265 to i64, !dbg !316
  %267 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i64 noundef %266), !dbg !317
    #dbg_value(i32 3, !247, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !314)
    #dbg_value(i32 2, !247, !DIExpression(), !314)
  %268 = lshr i512 %263, 128, !dbg !315
  %269 = trunc i512 %268 to i64, !dbg !316
  %270 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i64 noundef %269), !dbg !317
    #dbg_value(i32 2, !247, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !314)
    #dbg_value(i32 1, !247, !DIExpression(), !314)
  %271 = lshr i512 %263, 64, !dbg !315
  %272 = trunc i512 %271 to i64, !dbg !316
  %273 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i64 noundef %272), !dbg !317
    #dbg_value(i32 1, !247, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !314)
    #dbg_value(i32 0, !247, !DIExpression(), !314)
  %274 = trunc i256 %261 to i64, !dbg !316
  %275 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i64 noundef %274), !dbg !317
    #dbg_value(i32 0, !247, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !314)
  %276 = sext i200 %253 to i256, !dbg !318
  %277 = tail call i32 @putchar(i32 10), !dbg !319
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %20) #7, !dbg !320
  store i256 %276, ptr %20, align 16, !dbg !320, !tbaa !308
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %21) #7, !dbg !320
  %278 = sext i200 %256 to i256, !dbg !320
  store i256 %278, ptr %21, align 16, !dbg !320, !tbaa !308
  call fastcc void @sdiv200(ptr dead_on_unwind nonnull writable sret(i256) align 8 %19, ptr noundef nonnull byval(i256) align 8 %20, ptr noundef nonnull byval(i256) align 8 %21), !dbg !320
  %279 = load i256, ptr %19, align 16, !dbg !320, !tbaa !308
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %20) #7, !dbg !320
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %21) #7, !dbg !320
  %280 = and i256 %279, 1606938044258990275541962092341162602522202993782792835301375, !dbg !321
  %281 = zext nneg i256 %280 to i512, !dbg !321
    #dbg_value(ptr @.str.6, !238, !DIExpression(), !322)
    #dbg_value(i512 %281, !245, !DIExpression(), !322)
    #dbg_value(i32 4, !246, !DIExpression(), !322)
  %282 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef nonnull @.str.6), !dbg !324
    #dbg_value(i32 4, !247, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !325)
    #dbg_value(i32 4, !247, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !325)
    #dbg_value(i32 3, !247, !DIExpression(), !325)
  %283 = lshr i512 %281, 192, !dbg !326
  %284 = trunc nuw nsw i512 %283 to i64, !dbg !327
  %285 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i64 noundef %284), !dbg !328
    #dbg_value(i32 3, !247, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !325)
    #dbg_value(i32 2, !247, !DIExpression(), !325)
  %286 = lshr i512 %281, 128, !dbg !326
  %287 = trunc i512 %286 to i64, !dbg !327
  %288 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i64 noundef %287), !dbg !328
    #dbg_value(i32 2, !247, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !325)
    #dbg_value(i32 1, !247, !DIExpression(), !325)
  %289 = lshr i512 %281, 64, !dbg !326
  %290 = trunc i512 %289 to i64, !dbg !327
  %291 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i64 noundef %290), !dbg !328
    #dbg_value(i32 1, !247, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !325)
    #dbg_value(i32 0, !247, !DIExpression(), !325)
  %292 = trunc i256 %279 to i64, !dbg !327
  %293 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i64 noundef %292), !dbg !328
    #dbg_value(i32 0, !247, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !325)
  %294 = tail call i32 @putchar(i32 10), !dbg !329
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %23) #7, !dbg !330
  store i256 %276, ptr %23, align 16, !dbg !330, !tbaa !308
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %24) #7, !dbg !330
  store i256 %278, ptr %24, align 16, !dbg !330, !tbaa !308
  call fastcc void @srem200(ptr dead_on_unwind nonnull writable sret(i256) align 8 %22, ptr noundef nonnull byval(i256) align 8 %23, ptr noundef nonnull byval(i256) align 8 %24), !dbg !330
  %295 = load i256, ptr %22, align 16, !dbg !330, !tbaa !308
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %23) #7, !dbg !330
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %24) #7, !dbg !330
  %296 = and i256 %295, 1606938044258990275541962092341162602522202993782792835301375, !dbg !331
  %297 = zext nneg i256 %296 to i512, !dbg !331
    #dbg_value(ptr @.str.7, !238, !DIExpression(), !332)
    #dbg_value(i512 %297, !245, !DIExpression(), !332)
    #dbg_value(i32 4, !246, !DIExpression(), !332)
  %298 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef nonnull @.str.7), !dbg !334
    #dbg_value(i32 4, !247, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !335)
    #dbg_value(i32 4, !247, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !335)
    #dbg_value(i32 3, !247, !DIExpression(), !335)
  %299 = lshr i512 %297, 192, !dbg !336
  %300 = trunc nuw nsw i512 %299 to i64, !dbg !337
  %301 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i64 noundef %300), !dbg !338
    #dbg_value(i32 3, !247, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !335)
    #dbg_value(i32 2, !247, !DIExpression(), !335)
  %302 = lshr i512 %297, 128, !dbg !336
  %303 = trunc i512 %302 to i64, !dbg !337
  %304 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i64 noundef %303), !dbg !338
    #dbg_value(i32 2, !247, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !335)
    #dbg_value(i32 1, !247, !DIExpression(), !335)
  %305 = lshr i512 %297, 64, !dbg !336
  %306 = trunc i512 %305 to i64, !dbg !337
  %307 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i64 noundef %306), !dbg !338
    #dbg_value(i32 1, !247, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !335)
    #dbg_value(i32 0, !247, !DIExpression(), !335)
  %308 = trunc i256 %295 to i64, !dbg !337
  %309 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i64 noundef %308), !dbg !338
    #dbg_value(i32 0, !247, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !335)
  %310 = tail call i32 @putchar(i32 10), !dbg !339
  %311 = trunc i512 %110 to i192, !dbg !340
  %312 = and i192 %311, 1361129467683753853853498429727072845823, !dbg !340
    #dbg_value(i192 %312, !114, !DIExpression(), !198)
  %313 = trunc i256 %169 to i130, !dbg !341
    #dbg_value(i192 poison, !115, !DIExpression(), !198)
  %314 = icmp eq i130 %313, 0, !dbg !342
  %315 = select i1 %314, i130 5, i130 %313, !dbg !344
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %26) #7, !dbg !345
  store i192 %312, ptr %26, align 16, !dbg !345, !tbaa !346
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %27) #7, !dbg !345
  %316 = zext i130 %315 to i192, !dbg !345
  store i192 %316, ptr %27, align 16, !dbg !345, !tbaa !346
  call fastcc void @udiv130(ptr dead_on_unwind nonnull writable sret([24 x i8]) align 8 %25, ptr noundef nonnull byval([24 x i8]) align 8 %26, ptr noundef nonnull byval([24 x i8]) align 8 %27), !dbg !345
  %317 = load i192, ptr %25, align 16, !dbg !345, !tbaa !346
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %26) #7, !dbg !345
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %27) #7, !dbg !345
  %318 = and i192 %317, 1361129467683753853853498429727072845823, !dbg !345
  %319 = zext nneg i192 %318 to i512, !dbg !345
    #dbg_value(ptr @.str.8, !238, !DIExpression(), !348)
    #dbg_value(i512 %319, !245, !DIExpression(), !348)
    #dbg_value(i32 3, !246, !DIExpression(), !348)
  %320 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef nonnull @.str.8), !dbg !350
    #dbg_value(i32 3, !247, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !351)
    #dbg_value(i32 3, !247, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !351)
    #dbg_value(i32 2, !247, !DIExpression(), !351)
  %321 = lshr i512 %319, 128, !dbg !352
  %322 = trunc nuw nsw i512 %321 to i64, !dbg !353
  %323 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i64 noundef %322), !dbg !354
    #dbg_value(i32 2, !247, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !351)
    #dbg_value(i32 1, !247, !DIExpression(), !351)
  %324 = lshr i512 %319, 64, !dbg !352
  %325 = trunc i512 %324 to i64, !dbg !353
  %326 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i64 noundef %325), !dbg !354
    #dbg_value(i32 1, !247, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !351)
    #dbg_value(i32 0, !247, !DIExpression(), !351)
  %327 = trunc i192 %317 to i64, !dbg !353
  %328 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i64 noundef %327), !dbg !354
    #dbg_value(i32 0, !247, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !351)
  %329 = trunc i512 %110 to i130, !dbg !355
  %330 = tail call i32 @putchar(i32 10), !dbg !356
  %331 = lshr i130 %329, 66, !dbg !357
  %332 = lshr i130 %315, 66, !dbg !358
  %333 = sub nsw i130 0, %332, !dbg !359
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %29) #7, !dbg !360
  %334 = zext nneg i130 %331 to i192, !dbg !360
  store i192 %334, ptr %29, align 16, !dbg !360, !tbaa !346
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %30) #7, !dbg !360
  %335 = sext i130 %333 to i192, !dbg !360
  store i192 %335, ptr %30, align 16, !dbg !360, !tbaa !346
  call fastcc void @smul130(ptr dead_on_unwind nonnull writable sret([24 x i8]) align 8 %28, ptr noundef nonnull byval([24 x i8]) align 8 %29, ptr noundef nonnull byval([24 x i8]) align 8 %30), !dbg !360
  %336 = load i192, ptr %28, align 16, !dbg !360, !tbaa !346
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %29) #7, !dbg !360
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %30) #7, !dbg !360
  %337 = and i192 %336, 1361129467683753853853498429727072845823, !dbg !361
  %338 = zext nneg i192 %337 to i512, !dbg !361
    #dbg_value(ptr @.str.9, !238, !DIExpression(), !362)
    #dbg_value(i512 %338, !245, !DIExpression(), !362)
    #dbg_value(i32 3, !246, !DIExpression(), !362)
  %339 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef nonnull @.str.9), !dbg !364
    #dbg_value(i32 3, !247, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !365)
    #dbg_value(i32 3, !247, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !365)
    #dbg_value(i32 2, !247, !DIExpression(), !365)
  %340 = lshr i512 %338, 128, !dbg !366
  %341 = trunc nuw nsw i512 %340 to i64, !dbg !367
  %342 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i64 noundef %341), !dbg !368
    #dbg_value(i32 2, !247, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !365)
    #dbg_value(i32 1, !247, !DIExpression(), !365)
  %343 = lshr i512 %338, 64, !dbg !366
  %344 = trunc i512 %343 to i64, !dbg !367
  %345 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i64 noundef %344), !dbg !368
    #dbg_value(i32 1, !247, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !365)
    #dbg_value(i32 0, !247, !DIExpression(), !365)
  %346 = trunc i192 %336 to i64, !dbg !367
  %347 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i64 noundef %346), !dbg !368
    #dbg_value(i32 0, !247, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !365)
  %348 = tail call i32 @putchar(i32 10), !dbg !369
    #dbg_value(i32 8, !161, !DIExpression(), !370)
    #dbg_value(i512 0, !166, !DIExpression(), !370)
    #dbg_value(i32 0, !167, !DIExpression(), !372)
  %349 = load i64, ptr @state, align 8, !tbaa !172, !noalias !373
    #dbg_value(i32 0, !167, !DIExpression(), !372)
    #dbg_value(i512 0, !166, !DIExpression(), !370)
  %350 = shl i64 %349, 13, !dbg !376
  %351 = xor i64 %350, %349, !dbg !378
  %352 = lshr i64 %351, 7, !dbg !379
  %353 = xor i64 %352, %351, !dbg !380
  %354 = shl i64 %353, 17, !dbg !381
  %355 = xor i64 %354, %353, !dbg !382
  %356 = zext i64 %355 to i512, !dbg !383
    #dbg_value(i512 %356, !166, !DIExpression(), !370)
    #dbg_value(i32 1, !167, !DIExpression(), !372)
  %357 = shl i64 %355, 13, !dbg !376
  %358 = xor i64 %357, %355, !dbg !378
  %359 = lshr i64 %358, 7, !dbg !379
  %360 = xor i64 %359, %358, !dbg !380
  %361 = shl i64 %360, 17, !dbg !381
  %362 = xor i64 %361, %360, !dbg !382
  %363 = zext i64 %362 to i512, !dbg !383
    #dbg_value(!DIArgList(i512 poison, i512 poison), !166, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value), !370)
    #dbg_value(i32 2, !167, !DIExpression(), !372)
  %364 = shl nuw nsw i512 %356, 128, !dbg !384
  %365 = shl nuw nsw i512 %363, 64, !dbg !384
  %366 = or disjoint i512 %364, %365, !dbg !384
  %367 = shl i64 %362, 13, !dbg !376
  %368 = xor i64 %367, %362, !dbg !378
  %369 = lshr i64 %368, 7, !dbg !379
  %370 = xor i64 %369, %368, !dbg !380
  %371 = shl i64 %370, 17, !dbg !381
  %372 = xor i64 %371, %370, !dbg !382
  %373 = zext i64 %372 to i512, !dbg !383
  %374 = or disjoint i512 %366, %373, !dbg !385
    #dbg_value(i512 %374, !166, !DIExpression(), !370)
    #dbg_value(i32 3, !167, !DIExpression(), !372)
  %375 = shl i64 %372, 13, !dbg !376
  %376 = xor i64 %375, %372, !dbg !378
  %377 = lshr i64 %376, 7, !dbg !379
  %378 = xor i64 %377, %376, !dbg !380
  %379 = shl i64 %378, 17, !dbg !381
  %380 = xor i64 %379, %378, !dbg !382
  %381 = zext i64 %380 to i512, !dbg !383
    #dbg_value(!DIArgList(i512 poison, i512 poison), !166, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value), !370)
    #dbg_value(i32 4, !167, !DIExpression(), !372)
  %382 = shl nuw nsw i512 %374, 128, !dbg !384
  %383 = shl nuw nsw i512 %381, 64, !dbg !384
  %384 = or disjoint i512 %382, %383, !dbg !384
  %385 = shl i64 %380, 13, !dbg !376
  %386 = xor i64 %385, %380, !dbg !378
  %387 = lshr i64 %386, 7, !dbg !379
  %388 = xor i64 %387, %386, !dbg !380
  %389 = shl i64 %388, 17, !dbg !381
  %390 = xor i64 %389, %388, !dbg !382
  %391 = zext i64 %390 to i512, !dbg !383
  %392 = or disjoint i512 %384, %391, !dbg !385
    #dbg_value(i512 %392, !166, !DIExpression(), !370)
    #dbg_value(i32 5, !167, !DIExpression(), !372)
  %393 = shl i64 %390, 13, !dbg !376
  %394 = xor i64 %393, %390, !dbg !378
  %395 = lshr i64 %394, 7, !dbg !379
  %396 = xor i64 %395, %394, !dbg !380
  %397 = shl i64 %396, 17, !dbg !381
  %398 = xor i64 %397, %396, !dbg !382
  %399 = zext i64 %398 to i512, !dbg !383
    #dbg_value(!DIArgList(i512 poison, i512 poison), !166, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value), !370)
    #dbg_value(i32 6, !167, !DIExpression(), !372)
  %400 = shl nuw nsw i512 %392, 128, !dbg !384
  %401 = shl nuw nsw i512 %399, 64, !dbg !384
  %402 = or disjoint i512 %400, %401, !dbg !384
  %403 = shl i64 %398, 13, !dbg !376
  %404 = xor i64 %403, %398, !dbg !378
  %405 = lshr i64 %404, 7, !dbg !379
  %406 = xor i64 %405, %404, !dbg !380
  %407 = shl i64 %406, 17, !dbg !381
  %408 = xor i64 %407, %406, !dbg !382
  %409 = zext i64 %408 to i512, !dbg !383
  %410 = or disjoint i512 %402, %409, !dbg !385
    #dbg_value(i512 %410, !166, !DIExpression(), !370)
    #dbg_value(i32 7, !167, !DIExpression(), !372)
  %411 = shl i64 %408, 13, !dbg !376
  %412 = xor i64 %411, %408, !dbg !378
  %413 = lshr i64 %412, 7, !dbg !379
  %414 = xor i64 %413, %412, !dbg !380
  %415 = shl i64 %414, 17, !dbg !381
  %416 = xor i64 %415, %414, !dbg !382
  %417 = zext i64 %416 to i512, !dbg !383
    #dbg_value(i512 %515, !166, !DIExpression(), !370)
    #dbg_value(i32 8, !167, !DIExpression(), !372)
  %418 = shl i64 %416, 13, !dbg !386
  %419 = xor i64 %418, %416, !dbg !388
  %420 = lshr i64 %419, 7, !dbg !389
  %421 = xor i64 %420, %419, !dbg !390
  %422 = and i64 %421, 63, !dbg !391
  %423 = zext nneg i64 %422 to i512, !dbg !392
    #dbg_value(i512 %516, !116, !DIExpression(), !198)
  %424 = and i32 %68, 7, !dbg !393
    #dbg_value(i32 %424, !161, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !394)
    #dbg_value(i512 0, !166, !DIExpression(), !394)
    #dbg_value(i32 0, !167, !DIExpression(), !396)
  %425 = shl i64 %421, 17, !dbg !397
  %426 = xor i64 %425, %421, !dbg !398
    #dbg_value(i32 0, !167, !DIExpression(), !396)
    #dbg_value(i512 0, !166, !DIExpression(), !394)
  %427 = shl i64 %426, 13, !dbg !399
  %428 = xor i64 %427, %426, !dbg !401
  %429 = lshr i64 %428, 7, !dbg !402
  %430 = xor i64 %429, %428, !dbg !403
  %431 = shl i64 %430, 17, !dbg !404
  %432 = xor i64 %431, %430, !dbg !405
  %433 = zext i64 %432 to i512, !dbg !406
    #dbg_value(i512 %433, !166, !DIExpression(), !394)
    #dbg_value(i32 1, !167, !DIExpression(), !396)
  %434 = icmp eq i32 %424, 0, !dbg !407
  br i1 %434, label %511, label %435, !dbg !408, !llvm.loop !409

435:                                              ; preds = %154
    #dbg_value(i32 1, !167, !DIExpression(), !396)
    #dbg_value(i512 %433, !166, !DIExpression(), !394)
  %436 = shl nuw nsw i512 %433, 64, !dbg !411
  %437 = shl i64 %432, 13, !dbg !399
  %438 = xor i64 %437, %432, !dbg !401
  %439 = lshr i64 %438, 7, !dbg !402
  %440 = xor i64 %439, %438, !dbg !403
  %441 = shl i64 %440, 17, !dbg !404
  %442 = xor i64 %441, %440, !dbg !405
  %443 = zext i64 %442 to i512, !dbg !406
  %444 = or disjoint i512 %436, %443, !dbg !412
    #dbg_value(i512 %444, !166, !DIExpression(), !394)
    #dbg_value(i32 2, !167, !DIExpression(), !396)
  %445 = icmp eq i32 %424, 1, !dbg !407
  br i1 %445, label %511, label %446, !dbg !408, !llvm.loop !409

446:                                              ; preds = %435
    #dbg_value(i32 2, !167, !DIExpression(), !396)
    #dbg_value(i512 %444, !166, !DIExpression(), !394)
  %447 = shl nuw nsw i512 %444, 64, !dbg !411
  %448 = shl i64 %442, 13, !dbg !399
  %449 = xor i64 %448, %442, !dbg !401
  %450 = lshr i64 %449, 7, !dbg !402
  %451 = xor i64 %450, %449, !dbg !403
  %452 = shl i64 %451, 17, !dbg !404
  %453 = xor i64 %452, %451, !dbg !405
  %454 = zext i64 %453 to i512, !dbg !406
  %455 = or disjoint i512 %447, %454, !dbg !412
    #dbg_value(i512 %455, !166, !DIExpression(), !394)
    #dbg_value(i32 3, !167, !DIExpression(), !396)
  %456 = icmp eq i32 %424, 2, !dbg !407
  br i1 %456, label %511, label %457, !dbg !408, !llvm.loop !409

457:                                              ; preds = %446
    #dbg_value(i32 3, !167, !DIExpression(), !396)
    #dbg_value(i512 %455, !166, !DIExpression(), !394)
  %458 = shl nuw nsw i512 %455, 64, !dbg !411
  %459 = shl i64 %453, 13, !dbg !399
  %460 = xor i64 %459, %453, !dbg !401
  %461 = lshr i64 %460, 7, !dbg !402
  %462 = xor i64 %461, %460, !dbg !403
  %463 = shl i64 %462, 17, !dbg !404
  %464 = xor i64 %463, %462, !dbg !405
  %465 = zext i64 %464 to i512, !dbg !406
  %466 = or disjoint i512 %458, %465, !dbg !412
    #dbg_value(i512 %466, !166, !DIExpression(), !394)
    #dbg_value(i32 4, !167, !DIExpression(), !396)
  %467 = icmp eq i32 %424, 3, !dbg !407
  br i1 %467, label %511, label %468, !dbg !408, !llvm.loop !409

468:                                              ; preds = %457
    #dbg_value(i32 4, !167, !DIExpression(), !396)
    #dbg_value(i512 %466, !166, !DIExpression(), !394)
  %469 = shl i512 %466, 64, !dbg !411
  %470 = shl i64 %464, 13, !dbg !399
  %471 = xor i64 %470, %464, !dbg !401
  %472 = lshr i64 %471, 7, !dbg !402
  %473 = xor i64 %472, %471, !dbg !403
  %474 = shl i64 %473, 17, !dbg !404
  %475 = xor i64 %474, %473, !dbg !405
  %476 = zext i64 %475 to i512, !dbg !406
  %477 = or disjoint i512 %469, %476, !dbg !412
    #dbg_value(i512 %477, !166, !DIExpression(), !394)
    #dbg_value(i32 5, !167, !DIExpression(), !396)
  %478 = icmp eq i32 %424, 4, !dbg !407
  br i1 %478, label %511, label %479, !dbg !408, !llvm.loop !409

479:                                              ; preds = %468
    #dbg_value(i32 5, !167, !DIExpression(), !396)
    #dbg_value(i512 %477, !166, !DIExpression(), !394)
  %480 = shl i512 %477, 64, !dbg !411
  %481 = shl i64 %475, 13, !dbg !399
  %482 = xor i64 %481, %475, !dbg !401
  %483 = lshr i64 %482, 7, !dbg !402
  %484 = xor i64 %483, %482, !dbg !403
  %485 = shl i64 %484, 17, !dbg !404
  %486 = xor i64 %485, %484, !dbg !405
  %487 = zext i64 %486 to i512, !dbg !406
  %488 = or disjoint i512 %480, %487, !dbg !412
    #dbg_value(i512 %488, !166, !DIExpression(), !394)
    #dbg_value(i32 6, !167, !DIExpression(), !396)
  %489 = icmp eq i32 %424, 5, !dbg !407
  br i1 %489, label %511, label %490, !dbg !408, !llvm.loop !409

490:                                              ; preds = %479
    #dbg_value(i32 6, !167, !DIExpression(), !396)
    #dbg_value(i512 %488, !166, !DIExpression(), !394)
  %491 = shl i512 %488, 64, !dbg !411
  %492 = shl i64 %486, 13, !dbg !399
  %493 = xor i64 %492, %486, !dbg !401
  %494 = lshr i64 %493, 7, !dbg !402
  %495 = xor i64 %494, %493, !dbg !403
  %496 = shl i64 %495, 17, !dbg !404
  %497 = xor i64 %496, %495, !dbg !405
  %498 = zext i64 %497 to i512, !dbg !406
  %499 = or disjoint i512 %491, %498, !dbg !412
    #dbg_value(i512 %499, !166, !DIExpression(), !394)
    #dbg_value(i32 7, !167, !DIExpression(), !396)
  %500 = icmp eq i32 %424, 6, !dbg !407
  br i1 %500, label %511, label %501, !dbg !408, !llvm.loop !409

501:                                              ; preds = %490
    #dbg_value(i32 7, !167, !DIExpression(), !396)
    #dbg_value(i512 %499, !166, !DIExpression(), !394)
  %502 = shl i512 %499, 64, !dbg !411
  %503 = shl i64 %497, 13, !dbg !399
  %504 = xor i64 %503, %497, !dbg !401
  %505 = lshr i64 %504, 7, !dbg !402
  %506 = xor i64 %505, %504, !dbg !403
  %507 = shl i64 %506, 17, !dbg !404
  %508 = xor i64 %507, %506, !dbg !405
  %509 = zext i64 %508 to i512, !dbg !406
  %510 = or disjoint i512 %502, %509, !dbg !412
    #dbg_value(i512 %510, !166, !DIExpression(), !394)
    #dbg_value(i32 8, !167, !DIExpression(), !396)
  br label %511

511:                                              ; preds = %501, %490, %479, %468, %457, %446, %435, %154
  %512 = phi i64 [ %432, %154 ], [ %442, %435 ], [ %453, %446 ], [ %464, %457 ], [ %475, %468 ], [ %486, %479 ], [ %497, %490 ], [ %508, %501 ], !dbg !405
  %513 = phi i512 [ %433, %154 ], [ %444, %435 ], [ %455, %446 ], [ %466, %457 ], [ %477, %468 ], [ %488, %479 ], [ %499, %490 ], [ %510, %501 ], !dbg !412
  %514 = shl nuw i512 %410, 64, !dbg !384
  %515 = or disjoint i512 %514, %417, !dbg !385
  %516 = lshr i512 %515, %423, !dbg !392
  %517 = shl i64 %512, 13, !dbg !413
  %518 = xor i64 %517, %512, !dbg !415
  %519 = lshr i64 %518, 7, !dbg !416
  %520 = xor i64 %519, %518, !dbg !417
  %521 = shl i64 %520, 17, !dbg !418
  %522 = xor i64 %521, %520, !dbg !419
  store i64 %522, ptr @state, align 8, !dbg !419, !tbaa !172, !noalias !420
  %523 = and i64 %520, 63, !dbg !423
  %524 = zext nneg i64 %523 to i512, !dbg !424
  %525 = lshr i512 %513, %524, !dbg !424
    #dbg_value(i512 %525, !117, !DIExpression(), !198)
  %526 = icmp eq i512 %525, 0, !dbg !425
  %527 = select i1 %526, i512 11, i512 %525, !dbg !427
    #dbg_value(i512 %527, !117, !DIExpression(), !198)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %32) #7, !dbg !428
  store i512 %516, ptr %32, align 16, !dbg !428, !tbaa !429
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %33) #7, !dbg !428
  store i512 %527, ptr %33, align 16, !dbg !428, !tbaa !429
  call fastcc void @mul512(ptr dead_on_unwind nonnull writable sret(i512) align 8 %31, ptr noundef nonnull byval(i512) align 8 %32, ptr noundef nonnull byval(i512) align 8 %33), !dbg !428
  %528 = load i512, ptr %31, align 16, !dbg !428, !tbaa !429
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %32) #7, !dbg !428
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %33) #7, !dbg !428
    #dbg_value(ptr @.str.10, !238, !DIExpression(), !431)
    #dbg_value(i512 %528, !245, !DIExpression(), !431)
    #dbg_value(i32 8, !246, !DIExpression(), !431)
  %529 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef nonnull @.str.10), !dbg !433
    #dbg_value(i32 8, !247, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !434)
    #dbg_value(i32 8, !247, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !434)
    #dbg_value(i32 7, !247, !DIExpression(), !434)
  %530 = lshr i512 %528, 448, !dbg !435
  %531 = trunc nuw i512 %530 to i64, !dbg !436
  %532 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i64 noundef %531), !dbg !437
    #dbg_value(i32 7, !247, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !434)
    #dbg_value(i32 6, !247, !DIExpression(), !434)
  %533 = lshr i512 %528, 384, !dbg !435
  %534 = trunc i512 %533 to i64, !dbg !436
  %535 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i64 noundef %534), !dbg !437
    #dbg_value(i32 6, !247, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !434)
    #dbg_value(i32 5, !247, !DIExpression(), !434)
  %536 = lshr i512 %528, 320, !dbg !435
  %537 = trunc i512 %536 to i64, !dbg !436
  %538 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i64 noundef %537), !dbg !437
    #dbg_value(i32 5, !247, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !434)
    #dbg_value(i32 4, !247, !DIExpression(), !434)
  %539 = lshr i512 %528, 256, !dbg !435
  %540 = trunc i512 %539 to i64, !dbg !436
  %541 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i64 noundef %540), !dbg !437
    #dbg_value(i32 4, !247, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !434)
    #dbg_value(i32 3, !247, !DIExpression(), !434)
  %542 = lshr i512 %528, 192, !dbg !435
  %543 = trunc i512 %542 to i64, !dbg !436
  %544 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i64 noundef %543), !dbg !437
    #dbg_value(i32 3, !247, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !434)
    #dbg_value(i32 2, !247, !DIExpression(), !434)
  %545 = lshr i512 %528, 128, !dbg !435
  %546 = trunc i512 %545 to i64, !dbg !436
  %547 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i64 noundef %546), !dbg !437
    #dbg_value(i32 2, !247, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !434)
    #dbg_value(i32 1, !247, !DIExpression(), !434)
  %548 = lshr i512 %528, 64, !dbg !435
  %549 = trunc i512 %548 to i64, !dbg !436
  %550 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i64 noundef %549), !dbg !437
    #dbg_value(i32 1, !247, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !434)
    #dbg_value(i32 0, !247, !DIExpression(), !434)
  %551 = trunc i512 %528 to i64, !dbg !436
  %552 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i64 noundef %551), !dbg !437
    #dbg_value(i32 0, !247, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !434)
  %553 = tail call i32 @putchar(i32 10), !dbg !438
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %35) #7, !dbg !439
  store i512 %516, ptr %35, align 16, !dbg !439, !tbaa !429
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %36) #7, !dbg !439
  store i512 %527, ptr %36, align 16, !dbg !439, !tbaa !429
  call fastcc void @udiv512(ptr dead_on_unwind nonnull writable sret(i512) align 8 %34, ptr noundef nonnull byval(i512) align 8 %35, ptr noundef nonnull byval(i512) align 8 %36), !dbg !439
  %554 = load i512, ptr %34, align 16, !dbg !439, !tbaa !429
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %35) #7, !dbg !439
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %36) #7, !dbg !439
    #dbg_value(ptr @.str.11, !238, !DIExpression(), !440)
    #dbg_value(i512 %554, !245, !DIExpression(), !440)
    #dbg_value(i32 8, !246, !DIExpression(), !440)
  %555 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef nonnull @.str.11), !dbg !442
    #dbg_value(i32 8, !247, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !443)
    #dbg_value(i32 8, !247, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !443)
    #dbg_value(i32 7, !247, !DIExpression(), !443)
  %556 = lshr i512 %554, 448, !dbg !444
  %557 = trunc nuw i512 %556 to i64, !dbg !445
  %558 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i64 noundef %557), !dbg !446
    #dbg_value(i32 7, !247, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !443)
    #dbg_value(i32 6, !247, !DIExpression(), !443)
  %559 = lshr i512 %554, 384, !dbg !444
  %560 = trunc i512 %559 to i64, !dbg !445
  %561 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i64 noundef %560), !dbg !446
    #dbg_value(i32 6, !247, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !443)
    #dbg_value(i32 5, !247, !DIExpression(), !443)
  %562 = lshr i512 %554, 320, !dbg !444
  %563 = trunc i512 %562 to i64, !dbg !445
  %564 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i64 noundef %563), !dbg !446
    #dbg_value(i32 5, !247, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !443)
    #dbg_value(i32 4, !247, !DIExpression(), !443)
  %565 = lshr i512 %554, 256, !dbg !444
  %566 = trunc i512 %565 to i64, !dbg !445
  %567 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i64 noundef %566), !dbg !446
    #dbg_value(i32 4, !247, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !443)
    #dbg_value(i32 3, !247, !DIExpression(), !443)
  %568 = lshr i512 %554, 192, !dbg !444
  %569 = trunc i512 %568 to i64, !dbg !445
  %570 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i64 noundef %569), !dbg !446
    #dbg_value(i32 3, !247, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !443)
    #dbg_value(i32 2, !247, !DIExpression(), !443)
  %571 = lshr i512 %554, 128, !dbg !444
  %572 = trunc i512 %571 to i64, !dbg !445
  %573 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i64 noundef %572), !dbg !446
    #dbg_value(i32 2, !247, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !443)
    #dbg_value(i32 1, !247, !DIExpression(), !443)
  %574 = lshr i512 %554, 64, !dbg !444
  %575 = trunc i512 %574 to i64, !dbg !445
  %576 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i64 noundef %575), !dbg !446
    #dbg_value(i32 1, !247, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !443)
    #dbg_value(i32 0, !247, !DIExpression(), !443)
  %577 = trunc i512 %554 to i64, !dbg !445
  %578 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i64 noundef %577), !dbg !446
    #dbg_value(i32 0, !247, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !443)
  %579 = tail call i32 @putchar(i32 10), !dbg !447
  %580 = sub nsw i512 0, %516, !dbg !448
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %38) #7, !dbg !449
  store i512 %580, ptr %38, align 16, !dbg !449, !tbaa !429
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %39) #7, !dbg !449
  store i512 %527, ptr %39, align 16, !dbg !449, !tbaa !429
  call fastcc void @srem512(ptr dead_on_unwind nonnull writable sret(i512) align 8 %37, ptr noundef nonnull byval(i512) align 8 %38, ptr noundef nonnull byval(i512) align 8 %39), !dbg !449
  %581 = load i512, ptr %37, align 16, !dbg !449, !tbaa !429
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %38) #7, !dbg !449
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %39) #7, !dbg !449
    #dbg_value(ptr @.str.12, !238, !DIExpression(), !450)
    #dbg_value(i512 %581, !245, !DIExpression(), !450)
    #dbg_value(i32 8, !246, !DIExpression(), !450)
  %582 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef nonnull @.str.12), !dbg !452
    #dbg_value(i32 8, !247, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !453)
    #dbg_value(i32 8, !247, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !453)
    #dbg_value(i32 7, !247, !DIExpression(), !453)
  %583 = lshr i512 %581, 448, !dbg !454
  %584 = trunc nuw i512 %583 to i64, !dbg !455
  %585 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i64 noundef %584), !dbg !456
    #dbg_value(i32 7, !247, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !453)
    #dbg_value(i32 6, !247, !DIExpression(), !453)
  %586 = lshr i512 %581, 384, !dbg !454
  %587 = trunc i512 %586 to i64, !dbg !455
  %588 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i64 noundef %587), !dbg !456
    #dbg_value(i32 6, !247, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !453)
    #dbg_value(i32 5, !247, !DIExpression(), !453)
  %589 = lshr i512 %581, 320, !dbg !454
  %590 = trunc i512 %589 to i64, !dbg !455
  %591 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i64 noundef %590), !dbg !456
    #dbg_value(i32 5, !247, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !453)
    #dbg_value(i32 4, !247, !DIExpression(), !453)
  %592 = lshr i512 %581, 256, !dbg !454
  %593 = trunc i512 %592 to i64, !dbg !455
  %594 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i64 noundef %593), !dbg !456
    #dbg_value(i32 4, !247, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !453)
    #dbg_value(i32 3, !247, !DIExpression(), !453)
  %595 = lshr i512 %581, 192, !dbg !454
  %596 = trunc i512 %595 to i64, !dbg !455
  %597 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i64 noundef %596), !dbg !456
    #dbg_value(i32 3, !247, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !453)
    #dbg_value(i32 2, !247, !DIExpression(), !453)
  %598 = lshr i512 %581, 128, !dbg !454
  %599 = trunc i512 %598 to i64, !dbg !455
  %600 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i64 noundef %599), !dbg !456
    #dbg_value(i32 2, !247, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !453)
    #dbg_value(i32 1, !247, !DIExpression(), !453)
  %601 = lshr i512 %581, 64, !dbg !454
  %602 = trunc i512 %601 to i64, !dbg !455
  %603 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i64 noundef %602), !dbg !456
    #dbg_value(i32 1, !247, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !453)
    #dbg_value(i32 0, !247, !DIExpression(), !453)
  %604 = trunc i512 %581 to i64, !dbg !455
  %605 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i64 noundef %604), !dbg !456
    #dbg_value(i32 0, !247, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !453)
  %606 = tail call i32 @putchar(i32 10), !dbg !457
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %40) #7, !dbg !458
  store i256 %157, ptr %40, align 16, !dbg !458, !tbaa !142
  %607 = tail call fastcc double @u256_to_d(ptr noundef nonnull byval(i256) align 8 %40), !dbg !458
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %40) #7, !dbg !458
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %41) #7, !dbg !459
  store i256 %218, ptr %41, align 16, !dbg !459, !tbaa !142
  %608 = tail call fastcc double @s256_to_d(ptr noundef nonnull byval(i256) align 8 %41), !dbg !459
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %41) #7, !dbg !459
  %609 = lshr i256 %157, 130, !dbg !460
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %42) #7, !dbg !461
  store i256 %609, ptr %42, align 16, !dbg !461, !tbaa !142
  %610 = tail call fastcc float @u256_to_f(ptr noundef nonnull byval(i256) align 8 %42), !dbg !461
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %42) #7, !dbg !461
  %611 = fpext float %610 to double, !dbg !462
  %612 = ashr i200 %253, 75, !dbg !463
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %43) #7, !dbg !464
  %613 = sext i200 %612 to i256, !dbg !464
  store i256 %613, ptr %43, align 16, !dbg !464, !tbaa !308
  %614 = tail call fastcc float @s200_to_f(ptr noundef nonnull byval(i256) align 8 %43), !dbg !464
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %43) #7, !dbg !464
  %615 = fpext float %614 to double, !dbg !465
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %44) #7, !dbg !466
  store i512 %516, ptr %44, align 16, !dbg !466, !tbaa !429
  %616 = tail call fastcc double @u512_to_d(ptr noundef nonnull byval(i512) align 8 %44), !dbg !466
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %44) #7, !dbg !466
  %617 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, double noundef %607, double noundef %608, double noundef %611, double noundef %615, double noundef %616), !dbg !467
  %618 = add nuw nsw i32 %68, 1, !dbg !468
    #dbg_value(i32 %618, !104, !DIExpression(), !138)
  %619 = icmp eq i32 %618, 40, !dbg !469
  br i1 %619, label %54, label %67, !dbg !139, !llvm.loop !470

620:                                              ; preds = %54, %620
  %621 = phi i64 [ 0, %54 ], [ %635, %620 ]
    #dbg_value(i64 %621, !123, !DIExpression(), !159)
  %622 = getelementptr inbounds [13 x i256], ptr %45, i64 0, i64 %621, !dbg !472
  %623 = load i256, ptr %622, align 16, !dbg !472, !tbaa !142
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %46) #7, !dbg !474
  store i256 %623, ptr %46, align 16, !dbg !474, !tbaa !142
  %624 = tail call fastcc double @u256_to_d(ptr noundef nonnull byval(i256) align 8 %46), !dbg !474
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %46) #7, !dbg !474
  %625 = lshr i256 %623, 1, !dbg !475
  %626 = sub nsw i256 0, %625, !dbg !476
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %47) #7, !dbg !477
  store i256 %626, ptr %47, align 16, !dbg !477, !tbaa !142
  %627 = tail call fastcc double @s256_to_d(ptr noundef nonnull byval(i256) align 8 %47), !dbg !477
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %47) #7, !dbg !477
  %628 = lshr i256 %623, 129, !dbg !478
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %48) #7, !dbg !479
  store i256 %628, ptr %48, align 16, !dbg !479, !tbaa !142
  %629 = tail call fastcc float @u256_to_f(ptr noundef nonnull byval(i256) align 8 %48), !dbg !479
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %48) #7, !dbg !479
  %630 = fpext float %629 to double, !dbg !480
  %631 = and i256 %623, 170141183460469231731687303715884105727, !dbg !481
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %49) #7, !dbg !482
  store i256 %631, ptr %49, align 16, !dbg !482, !tbaa !142
  %632 = tail call fastcc float @u256_to_f(ptr noundef nonnull byval(i256) align 8 %49), !dbg !482
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %49) #7, !dbg !482
  %633 = fpext float %632 to double, !dbg !483
  %634 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, double noundef %624, double noundef %627, double noundef %630, double noundef %633), !dbg !484
  %635 = add nuw nsw i64 %621, 1, !dbg !485
    #dbg_value(i64 %635, !123, !DIExpression(), !159)
  %636 = icmp eq i64 %635, 13, !dbg !486
  br i1 %636, label %637, label %620, !dbg !160, !llvm.loop !487

637:                                              ; preds = %620, %637
  %638 = phi i64 [ %676, %637 ], [ 0, %620 ]
    #dbg_value(i64 %638, !130, !DIExpression(), !489)
  %639 = getelementptr inbounds [14 x double], ptr @__const.main.ds, i64 0, i64 %638, !dbg !490
  %640 = load double, ptr %639, align 8, !dbg !490, !tbaa !493
  %641 = lshr i64 4628, %638, !dbg !495
  %642 = and i64 %641, 1, !dbg !495
  %643 = icmp eq i64 %642, 0, !dbg !495
  %644 = fneg double %640, !dbg !490
  %645 = select i1 %643, double %640, double %644, !dbg !490
  call fastcc void @d_to_u256(ptr dead_on_unwind nonnull writable sret(i256) align 8 %50, double noundef %645), !dbg !496
  %646 = load i256, ptr %50, align 16, !dbg !496, !tbaa !142
  %647 = zext i256 %646 to i512, !dbg !496
    #dbg_value(ptr @.str.15, !238, !DIExpression(), !497)
    #dbg_value(i512 %647, !245, !DIExpression(), !497)
    #dbg_value(i32 4, !246, !DIExpression(), !497)
  %648 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef nonnull @.str.15), !dbg !499
    #dbg_value(i32 4, !247, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !500)
    #dbg_value(i32 4, !247, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !500)
    #dbg_value(i32 3, !247, !DIExpression(), !500)
  %649 = lshr i512 %647, 192, !dbg !501
  %650 = trunc nuw i512 %649 to i64, !dbg !502
  %651 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i64 noundef %650), !dbg !503
    #dbg_value(i32 3, !247, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !500)
    #dbg_value(i32 2, !247, !DIExpression(), !500)
  %652 = lshr i512 %647, 128, !dbg !501
  %653 = trunc i512 %652 to i64, !dbg !502
  %654 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i64 noundef %653), !dbg !503
    #dbg_value(i32 2, !247, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !500)
    #dbg_value(i32 1, !247, !DIExpression(), !500)
  %655 = lshr i512 %647, 64, !dbg !501
  %656 = trunc i512 %655 to i64, !dbg !502
  %657 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i64 noundef %656), !dbg !503
    #dbg_value(i32 1, !247, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !500)
    #dbg_value(i32 0, !247, !DIExpression(), !500)
  %658 = trunc i256 %646 to i64, !dbg !502
  %659 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i64 noundef %658), !dbg !503
    #dbg_value(i32 0, !247, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !500)
  %660 = tail call i32 @putchar(i32 10), !dbg !504
  call fastcc void @d_to_s256(ptr dead_on_unwind nonnull writable sret(i256) align 8 %51, double noundef %640), !dbg !505
  %661 = load i256, ptr %51, align 16, !dbg !505, !tbaa !142
  %662 = zext i256 %661 to i512, !dbg !506
    #dbg_value(ptr @.str.16, !238, !DIExpression(), !507)
    #dbg_value(i512 %662, !245, !DIExpression(), !507)
    #dbg_value(i32 4, !246, !DIExpression(), !507)
  %663 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef nonnull @.str.16), !dbg !509
    #dbg_value(i32 4, !247, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !510)
    #dbg_value(i32 4, !247, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !510)
    #dbg_value(i32 3, !247, !DIExpression(), !510)
  %664 = lshr i512 %662, 192, !dbg !511
  %665 = trunc nuw i512 %664 to i64, !dbg !512
  %666 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i64 noundef %665), !dbg !513
    #dbg_value(i32 3, !247, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !510)
    #dbg_value(i32 2, !247, !DIExpression(), !510)
  %667 = lshr i512 %662, 128, !dbg !511
  %668 = trunc i512 %667 to i64, !dbg !512
  %669 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i64 noundef %668), !dbg !513
    #dbg_value(i32 2, !247, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !510)
    #dbg_value(i32 1, !247, !DIExpression(), !510)
  %670 = lshr i512 %662, 64, !dbg !511
  %671 = trunc i512 %670 to i64, !dbg !512
  %672 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i64 noundef %671), !dbg !513
    #dbg_value(i32 1, !247, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !510)
    #dbg_value(i32 0, !247, !DIExpression(), !510)
  %673 = trunc i256 %661 to i64, !dbg !512
  %674 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i64 noundef %673), !dbg !513
    #dbg_value(i32 0, !247, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !510)
  %675 = tail call i32 @putchar(i32 10), !dbg !514
  %676 = add nuw nsw i64 %638, 1, !dbg !515
    #dbg_value(i64 %676, !130, !DIExpression(), !489)
  %677 = icmp eq i64 %676, 14, !dbg !516
  br i1 %677, label %679, label %637, !dbg !517, !llvm.loop !518

678:                                              ; preds = %679
  call void @llvm.lifetime.end.p0(i64 416, ptr nonnull %45) #7, !dbg !520
  ret i32 0, !dbg !521

679:                                              ; preds = %637, %679
  %680 = phi i64 [ %717, %679 ], [ 0, %637 ]
    #dbg_value(i64 %680, !134, !DIExpression(), !522)
  %681 = getelementptr inbounds [7 x float], ptr @__const.main.fs, i64 0, i64 %680, !dbg !523
  %682 = load float, ptr %681, align 4, !dbg !523, !tbaa !526
  call fastcc void @f_to_s200(ptr dead_on_unwind nonnull writable sret(i256) align 8 %52, float noundef %682), !dbg !528
  %683 = load i256, ptr %52, align 16, !dbg !528, !tbaa !308
  %684 = and i256 %683, 1606938044258990275541962092341162602522202993782792835301375, !dbg !529
  %685 = zext nneg i256 %684 to i512, !dbg !529
    #dbg_value(ptr @.str.17, !238, !DIExpression(), !530)
    #dbg_value(i512 %685, !245, !DIExpression(), !530)
    #dbg_value(i32 4, !246, !DIExpression(), !530)
  %686 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef nonnull @.str.17), !dbg !532
    #dbg_value(i32 4, !247, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !533)
    #dbg_value(i32 4, !247, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !533)
    #dbg_value(i32 3, !247, !DIExpression(), !533)
  %687 = lshr i512 %685, 192, !dbg !534
  %688 = trunc nuw nsw i512 %687 to i64, !dbg !535
  %689 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i64 noundef %688), !dbg !536
    #dbg_value(i32 3, !247, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !533)
    #dbg_value(i32 2, !247, !DIExpression(), !533)
  %690 = lshr i512 %685, 128, !dbg !534
  %691 = trunc i512 %690 to i64, !dbg !535
  %692 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i64 noundef %691), !dbg !536
    #dbg_value(i32 2, !247, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !533)
    #dbg_value(i32 1, !247, !DIExpression(), !533)
  %693 = lshr i512 %685, 64, !dbg !534
  %694 = trunc i512 %693 to i64, !dbg !535
  %695 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i64 noundef %694), !dbg !536
    #dbg_value(i32 1, !247, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !533)
    #dbg_value(i32 0, !247, !DIExpression(), !533)
  %696 = trunc i256 %683 to i64, !dbg !535
  %697 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i64 noundef %696), !dbg !536
    #dbg_value(i32 0, !247, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !533)
  %698 = tail call i32 @putchar(i32 10), !dbg !537
  %699 = lshr i64 84, %680, !dbg !538
  %700 = and i64 %699, 1, !dbg !538
  %701 = icmp eq i64 %700, 0, !dbg !538
  %702 = fneg float %682, !dbg !539
  %703 = select i1 %701, float %682, float %702, !dbg !539
  call fastcc void @f_to_u130(ptr dead_on_unwind nonnull writable sret([24 x i8]) align 8 %53, float noundef %703), !dbg !540
  %704 = load i192, ptr %53, align 16, !dbg !540, !tbaa !346
  %705 = and i192 %704, 1361129467683753853853498429727072845823, !dbg !540
  %706 = zext nneg i192 %705 to i512, !dbg !540
    #dbg_value(ptr @.str.18, !238, !DIExpression(), !541)
    #dbg_value(i512 %706, !245, !DIExpression(), !541)
    #dbg_value(i32 3, !246, !DIExpression(), !541)
  %707 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef nonnull @.str.18), !dbg !543
    #dbg_value(i32 3, !247, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !544)
    #dbg_value(i32 3, !247, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !544)
    #dbg_value(i32 2, !247, !DIExpression(), !544)
  %708 = lshr i512 %706, 128, !dbg !545
  %709 = trunc nuw nsw i512 %708 to i64, !dbg !546
  %710 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i64 noundef %709), !dbg !547
    #dbg_value(i32 2, !247, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !544)
    #dbg_value(i32 1, !247, !DIExpression(), !544)
  %711 = lshr i512 %706, 64, !dbg !545
  %712 = trunc i512 %711 to i64, !dbg !546
  %713 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i64 noundef %712), !dbg !547
    #dbg_value(i32 1, !247, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !544)
    #dbg_value(i32 0, !247, !DIExpression(), !544)
  %714 = trunc i192 %704 to i64, !dbg !546
  %715 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, i64 noundef %714), !dbg !547
    #dbg_value(i32 0, !247, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !544)
  %716 = tail call i32 @putchar(i32 10), !dbg !548
  %717 = add nuw nsw i64 %680, 1, !dbg !549
    #dbg_value(i64 %717, !134, !DIExpression(), !522)
  %718 = icmp eq i64 %717, 7, !dbg !550
  br i1 %718, label %678, label %679, !dbg !551, !llvm.loop !552
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc void @mul256(ptr dead_on_unwind noalias nocapture writable writeonly sret(i256) align 8 %0, ptr nocapture noundef readonly byval(i256) align 8 %1, ptr nocapture noundef readonly byval(i256) align 8 %2) unnamed_addr #2 !dbg !554 {
  %4 = load i256, ptr %1, align 8, !tbaa !142
  %5 = load i256, ptr %2, align 8, !tbaa !142
    #dbg_value(i256 %4, !558, !DIExpression(), !560)
    #dbg_value(i256 %5, !559, !DIExpression(), !560)
  %6 = mul i256 %5, %4, !dbg !561
  store i256 %6, ptr %0, align 8, !dbg !562, !tbaa !142
  ret void, !dbg !562
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc void @udiv256(ptr dead_on_unwind noalias nocapture writable writeonly sret(i256) align 8 %0, ptr nocapture noundef readonly byval(i256) align 8 %1, ptr nocapture noundef readonly byval(i256) align 8 %2) unnamed_addr #2 !dbg !563 {
  %4 = load i256, ptr %1, align 8, !tbaa !142
  %5 = load i256, ptr %2, align 8, !tbaa !142
    #dbg_value(i256 %4, !565, !DIExpression(), !567)
    #dbg_value(i256 %5, !566, !DIExpression(), !567)
  %6 = udiv i256 %4, %5, !dbg !568
  store i256 %6, ptr %0, align 8, !dbg !569, !tbaa !142
  ret void, !dbg !569
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc void @urem256(ptr dead_on_unwind noalias nocapture writable writeonly sret(i256) align 8 %0, ptr nocapture noundef readonly byval(i256) align 8 %1, ptr nocapture noundef readonly byval(i256) align 8 %2) unnamed_addr #2 !dbg !570 {
  %4 = load i256, ptr %1, align 8, !tbaa !142
  %5 = load i256, ptr %2, align 8, !tbaa !142
    #dbg_value(i256 %4, !572, !DIExpression(), !574)
    #dbg_value(i256 %5, !573, !DIExpression(), !574)
  %6 = urem i256 %4, %5, !dbg !575
  store i256 %6, ptr %0, align 8, !dbg !576, !tbaa !142
  ret void, !dbg !576
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc void @sdiv256(ptr dead_on_unwind noalias nocapture writable writeonly sret(i256) align 8 %0, ptr nocapture noundef readonly byval(i256) align 8 %1, ptr nocapture noundef readonly byval(i256) align 8 %2) unnamed_addr #2 !dbg !577 {
  %4 = load i256, ptr %1, align 8, !tbaa !142
  %5 = load i256, ptr %2, align 8, !tbaa !142
    #dbg_value(i256 %4, !581, !DIExpression(), !583)
    #dbg_value(i256 %5, !582, !DIExpression(), !583)
  %6 = sdiv i256 %4, %5, !dbg !584
  store i256 %6, ptr %0, align 8, !dbg !585, !tbaa !142
  ret void, !dbg !585
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc void @srem256(ptr dead_on_unwind noalias nocapture writable writeonly sret(i256) align 8 %0, ptr nocapture noundef readonly byval(i256) align 8 %1, ptr nocapture noundef readonly byval(i256) align 8 %2) unnamed_addr #2 !dbg !586 {
  %4 = load i256, ptr %1, align 8, !tbaa !142
  %5 = load i256, ptr %2, align 8, !tbaa !142
    #dbg_value(i256 %4, !588, !DIExpression(), !590)
    #dbg_value(i256 %5, !589, !DIExpression(), !590)
  %6 = srem i256 %4, %5, !dbg !591
  store i256 %6, ptr %0, align 8, !dbg !592, !tbaa !142
  ret void, !dbg !592
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc void @smul200(ptr dead_on_unwind noalias nocapture writable writeonly sret(i256) align 8 %0, ptr nocapture noundef readonly byval(i256) align 8 %1, ptr nocapture noundef readonly byval(i256) align 8 %2) unnamed_addr #2 !dbg !593 {
  %4 = load i256, ptr %1, align 8, !tbaa !308
  %5 = trunc i256 %4 to i200
  %6 = load i256, ptr %2, align 8, !tbaa !308
  %7 = trunc i256 %6 to i200
    #dbg_value(i200 %5, !597, !DIExpression(DW_OP_LLVM_convert, 200, DW_ATE_signed, DW_OP_LLVM_convert, 256, DW_ATE_signed, DW_OP_stack_value), !599)
    #dbg_value(i200 %7, !598, !DIExpression(DW_OP_LLVM_convert, 200, DW_ATE_signed, DW_OP_LLVM_convert, 256, DW_ATE_signed, DW_OP_stack_value), !599)
  %8 = mul nsw i200 %7, %5, !dbg !600
  %9 = sext i200 %8 to i256, !dbg !601
  store i256 %9, ptr %0, align 8, !dbg !601, !tbaa !308
  ret void, !dbg !601
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc void @sdiv200(ptr dead_on_unwind noalias nocapture writable writeonly sret(i256) align 8 %0, ptr nocapture noundef readonly byval(i256) align 8 %1, ptr nocapture noundef readonly byval(i256) align 8 %2) unnamed_addr #2 !dbg !602 {
  %4 = load i256, ptr %1, align 8, !tbaa !308
  %5 = trunc i256 %4 to i200
  %6 = load i256, ptr %2, align 8, !tbaa !308
  %7 = trunc i256 %6 to i200
    #dbg_value(i200 %5, !604, !DIExpression(DW_OP_LLVM_convert, 200, DW_ATE_signed, DW_OP_LLVM_convert, 256, DW_ATE_signed, DW_OP_stack_value), !606)
    #dbg_value(i200 %7, !605, !DIExpression(DW_OP_LLVM_convert, 200, DW_ATE_signed, DW_OP_LLVM_convert, 256, DW_ATE_signed, DW_OP_stack_value), !606)
  %8 = sdiv i200 %5, %7, !dbg !607
  %9 = sext i200 %8 to i256, !dbg !608
  store i256 %9, ptr %0, align 8, !dbg !608, !tbaa !308
  ret void, !dbg !608
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc void @srem200(ptr dead_on_unwind noalias nocapture writable writeonly sret(i256) align 8 %0, ptr nocapture noundef readonly byval(i256) align 8 %1, ptr nocapture noundef readonly byval(i256) align 8 %2) unnamed_addr #2 !dbg !609 {
  %4 = load i256, ptr %1, align 8, !tbaa !308
  %5 = trunc i256 %4 to i200
  %6 = load i256, ptr %2, align 8, !tbaa !308
  %7 = trunc i256 %6 to i200
    #dbg_value(i200 %5, !611, !DIExpression(DW_OP_LLVM_convert, 200, DW_ATE_signed, DW_OP_LLVM_convert, 256, DW_ATE_signed, DW_OP_stack_value), !613)
    #dbg_value(i200 %7, !612, !DIExpression(DW_OP_LLVM_convert, 200, DW_ATE_signed, DW_OP_LLVM_convert, 256, DW_ATE_signed, DW_OP_stack_value), !613)
  %8 = srem i200 %5, %7, !dbg !614
  %9 = sext i200 %8 to i256, !dbg !615
  store i256 %9, ptr %0, align 8, !dbg !615, !tbaa !308
  ret void, !dbg !615
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc void @udiv130(ptr dead_on_unwind noalias nocapture writable writeonly sret([24 x i8]) align 8 %0, ptr nocapture noundef readonly byval([24 x i8]) align 8 %1, ptr nocapture noundef readonly byval([24 x i8]) align 8 %2) unnamed_addr #2 !dbg !616 {
  %4 = load i192, ptr %1, align 8, !tbaa !346
  %5 = trunc i192 %4 to i130
  %6 = load i192, ptr %2, align 8, !tbaa !346
  %7 = trunc i192 %6 to i130
    #dbg_value(i130 %5, !620, !DIExpression(DW_OP_LLVM_convert, 130, DW_ATE_unsigned, DW_OP_LLVM_convert, 192, DW_ATE_unsigned, DW_OP_stack_value), !622)
    #dbg_value(i130 %7, !621, !DIExpression(DW_OP_LLVM_convert, 130, DW_ATE_unsigned, DW_OP_LLVM_convert, 192, DW_ATE_unsigned, DW_OP_stack_value), !622)
  %8 = udiv i130 %5, %7, !dbg !623
  %9 = zext i130 %8 to i192, !dbg !624
  store i192 %9, ptr %0, align 8, !dbg !624, !tbaa !346
  ret void, !dbg !624
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc void @smul130(ptr dead_on_unwind noalias nocapture writable writeonly sret([24 x i8]) align 8 %0, ptr nocapture noundef readonly byval([24 x i8]) align 8 %1, ptr nocapture noundef readonly byval([24 x i8]) align 8 %2) unnamed_addr #2 !dbg !625 {
  %4 = load i192, ptr %1, align 8, !tbaa !346
  %5 = trunc i192 %4 to i130
  %6 = load i192, ptr %2, align 8, !tbaa !346
  %7 = trunc i192 %6 to i130
    #dbg_value(i130 %5, !629, !DIExpression(DW_OP_LLVM_convert, 130, DW_ATE_signed, DW_OP_LLVM_convert, 192, DW_ATE_signed, DW_OP_stack_value), !631)
    #dbg_value(i130 %7, !630, !DIExpression(DW_OP_LLVM_convert, 130, DW_ATE_signed, DW_OP_LLVM_convert, 192, DW_ATE_signed, DW_OP_stack_value), !631)
  %8 = mul nsw i130 %7, %5, !dbg !632
  %9 = sext i130 %8 to i192, !dbg !633
  store i192 %9, ptr %0, align 8, !dbg !633, !tbaa !346
  ret void, !dbg !633
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc void @mul512(ptr dead_on_unwind noalias nocapture writable writeonly sret(i512) align 8 %0, ptr nocapture noundef readonly byval(i512) align 8 %1, ptr nocapture noundef readonly byval(i512) align 8 %2) unnamed_addr #2 !dbg !634 {
  %4 = load i512, ptr %1, align 8, !tbaa !429
  %5 = load i512, ptr %2, align 8, !tbaa !429
    #dbg_value(i512 %4, !638, !DIExpression(), !640)
    #dbg_value(i512 %5, !639, !DIExpression(), !640)
  %6 = mul i512 %5, %4, !dbg !641
  store i512 %6, ptr %0, align 8, !dbg !642, !tbaa !429
  ret void, !dbg !642
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc void @udiv512(ptr dead_on_unwind noalias nocapture writable writeonly sret(i512) align 8 %0, ptr nocapture noundef readonly byval(i512) align 8 %1, ptr nocapture noundef readonly byval(i512) align 8 %2) unnamed_addr #2 !dbg !643 {
  %4 = load i512, ptr %1, align 8, !tbaa !429
  %5 = load i512, ptr %2, align 8, !tbaa !429
    #dbg_value(i512 %4, !645, !DIExpression(), !647)
    #dbg_value(i512 %5, !646, !DIExpression(), !647)
  %6 = udiv i512 %4, %5, !dbg !648
  store i512 %6, ptr %0, align 8, !dbg !649, !tbaa !429
  ret void, !dbg !649
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc void @srem512(ptr dead_on_unwind noalias nocapture writable writeonly sret(i512) align 8 %0, ptr nocapture noundef readonly byval(i512) align 8 %1, ptr nocapture noundef readonly byval(i512) align 8 %2) unnamed_addr #2 !dbg !650 {
  %4 = load i512, ptr %1, align 8, !tbaa !429
  %5 = load i512, ptr %2, align 8, !tbaa !429
    #dbg_value(i512 %4, !654, !DIExpression(), !656)
    #dbg_value(i512 %5, !655, !DIExpression(), !656)
  %6 = srem i512 %4, %5, !dbg !657
  store i512 %6, ptr %0, align 8, !dbg !658, !tbaa !429
  ret void, !dbg !658
}

; Function Attrs: nofree nounwind
declare !dbg !659 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc double @u256_to_d(ptr nocapture noundef readonly byval(i256) align 8 %0) unnamed_addr #4 !dbg !664 {
  %2 = load i256, ptr %0, align 8, !tbaa !142
    #dbg_value(i256 %2, !668, !DIExpression(), !669)
  %3 = uitofp i256 %2 to double, !dbg !670
  ret double %3, !dbg !671
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc double @s256_to_d(ptr nocapture noundef readonly byval(i256) align 8 %0) unnamed_addr #4 !dbg !672 {
  %2 = load i256, ptr %0, align 8, !tbaa !142
    #dbg_value(i256 %2, !676, !DIExpression(), !677)
  %3 = sitofp i256 %2 to double, !dbg !678
  ret double %3, !dbg !679
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc float @u256_to_f(ptr nocapture noundef readonly byval(i256) align 8 %0) unnamed_addr #4 !dbg !680 {
  %2 = load i256, ptr %0, align 8, !tbaa !142
    #dbg_value(i256 %2, !684, !DIExpression(), !685)
  %3 = uitofp i256 %2 to float, !dbg !686
  ret float %3, !dbg !687
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc float @s200_to_f(ptr nocapture noundef readonly byval(i256) align 8 %0) unnamed_addr #4 !dbg !688 {
  %2 = load i256, ptr %0, align 8, !tbaa !308
  %3 = trunc i256 %2 to i200
    #dbg_value(i200 %3, !692, !DIExpression(DW_OP_LLVM_convert, 200, DW_ATE_signed, DW_OP_LLVM_convert, 256, DW_ATE_signed, DW_OP_stack_value), !693)
  %4 = sitofp i200 %3 to float, !dbg !694
  ret float %4, !dbg !695
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc double @u512_to_d(ptr nocapture noundef readonly byval(i512) align 8 %0) unnamed_addr #4 !dbg !696 {
  %2 = load i512, ptr %0, align 8, !tbaa !429
    #dbg_value(i512 %2, !700, !DIExpression(), !701)
  %3 = uitofp i512 %2 to double, !dbg !702
  ret double %3, !dbg !703
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define internal fastcc void @d_to_u256(ptr dead_on_unwind noalias nocapture writable writeonly sret(i256) align 8 %0, double noundef %1) unnamed_addr #5 !dbg !704 {
    #dbg_value(double %1, !708, !DIExpression(), !709)
  %3 = fptoui double %1 to i256, !dbg !710
  store i256 %3, ptr %0, align 8, !dbg !711, !tbaa !142
  ret void, !dbg !711
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define internal fastcc void @d_to_s256(ptr dead_on_unwind noalias nocapture writable writeonly sret(i256) align 8 %0, double noundef %1) unnamed_addr #5 !dbg !712 {
    #dbg_value(double %1, !716, !DIExpression(), !717)
  %3 = fptosi double %1 to i256, !dbg !718
  store i256 %3, ptr %0, align 8, !dbg !719, !tbaa !142
  ret void, !dbg !719
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define internal fastcc void @f_to_s200(ptr dead_on_unwind noalias nocapture writable writeonly sret(i256) align 8 %0, float noundef %1) unnamed_addr #5 !dbg !720 {
    #dbg_value(float %1, !724, !DIExpression(), !725)
  %3 = fptosi float %1 to i200, !dbg !726
  %4 = sext i200 %3 to i256, !dbg !727
  store i256 %4, ptr %0, align 8, !dbg !727, !tbaa !308
  ret void, !dbg !727
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define internal fastcc void @f_to_u130(ptr dead_on_unwind noalias nocapture writable writeonly sret([24 x i8]) align 8 %0, float noundef %1) unnamed_addr #5 !dbg !728 {
    #dbg_value(float %1, !732, !DIExpression(), !733)
  %3 = fptoui float %1 to i130, !dbg !734
  %4 = zext i130 %3 to i192, !dbg !735
  store i192 %4, ptr %0, align 8, !dbg !735, !tbaa !346
  ret void, !dbg !735
}

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #6

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind }
attributes #7 = { nounwind }

!llvm.dbg.cu = !{!57}
!llvm.module.flags = !{!91, !92, !93, !94, !95, !96, !97}
!llvm.ident = !{!98}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 65, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/bitint_wide_muldiv_conv.c", directory: ".", checksumkind: CSK_MD5, checksum: "2cd15d872380d5df06d66aec3dd2a3ef")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 7)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 66, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 8)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 67, type: !9, isLocal: true, isDefinition: true)
!14 = !DIGlobalVariableExpression(var: !15, expr: !DIExpression())
!15 = distinct !DIGlobalVariable(scope: null, file: !2, line: 69, type: !9, isLocal: true, isDefinition: true)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !2, line: 70, type: !9, isLocal: true, isDefinition: true)
!18 = !DIGlobalVariableExpression(var: !19, expr: !DIExpression())
!19 = distinct !DIGlobalVariable(scope: null, file: !2, line: 73, type: !9, isLocal: true, isDefinition: true)
!20 = !DIGlobalVariableExpression(var: !21, expr: !DIExpression())
!21 = distinct !DIGlobalVariable(scope: null, file: !2, line: 74, type: !9, isLocal: true, isDefinition: true)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 75, type: !9, isLocal: true, isDefinition: true)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(scope: null, file: !2, line: 78, type: !9, isLocal: true, isDefinition: true)
!26 = !DIGlobalVariableExpression(var: !27, expr: !DIExpression())
!27 = distinct !DIGlobalVariable(scope: null, file: !2, line: 79, type: !9, isLocal: true, isDefinition: true)
!28 = !DIGlobalVariableExpression(var: !29, expr: !DIExpression())
!29 = distinct !DIGlobalVariable(scope: null, file: !2, line: 82, type: !3, isLocal: true, isDefinition: true)
!30 = !DIGlobalVariableExpression(var: !31, expr: !DIExpression())
!31 = distinct !DIGlobalVariable(scope: null, file: !2, line: 83, type: !9, isLocal: true, isDefinition: true)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 84, type: !9, isLocal: true, isDefinition: true)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !2, line: 85, type: !36, isLocal: true, isDefinition: true)
!36 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 168, elements: !37)
!37 = !{!38}
!38 = !DISubrange(count: 21)
!39 = !DIGlobalVariableExpression(var: !40, expr: !DIExpression())
!40 = distinct !DIGlobalVariable(scope: null, file: !2, line: 94, type: !41, isLocal: true, isDefinition: true)
!41 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 144, elements: !42)
!42 = !{!43}
!43 = !DISubrange(count: 18)
!44 = !DIGlobalVariableExpression(var: !45, expr: !DIExpression())
!45 = distinct !DIGlobalVariable(scope: null, file: !2, line: 98, type: !46, isLocal: true, isDefinition: true)
!46 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !47)
!47 = !{!48}
!48 = !DISubrange(count: 4)
!49 = !DIGlobalVariableExpression(var: !50, expr: !DIExpression())
!50 = distinct !DIGlobalVariable(scope: null, file: !2, line: 99, type: !46, isLocal: true, isDefinition: true)
!51 = !DIGlobalVariableExpression(var: !52, expr: !DIExpression())
!52 = distinct !DIGlobalVariable(scope: null, file: !2, line: 103, type: !46, isLocal: true, isDefinition: true)
!53 = !DIGlobalVariableExpression(var: !54, expr: !DIExpression())
!54 = distinct !DIGlobalVariable(scope: null, file: !2, line: 104, type: !46, isLocal: true, isDefinition: true)
!55 = !DIGlobalVariableExpression(var: !56, expr: !DIExpression())
!56 = distinct !DIGlobalVariable(name: "state", scope: !57, file: !2, line: 16, type: !75, isLocal: true, isDefinition: true)
!57 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !58, globals: !81, splitDebugInlining: false, nameTableKind: None)
!58 = !{!59, !61, !63, !64, !65, !67, !69, !71, !73, !74, !75, !80}
!59 = !DIDerivedType(tag: DW_TAG_typedef, name: "u256", file: !2, line: 7, baseType: !60)
!60 = !DIBasicType(name: "unsigned _BitInt", size: 256, encoding: DW_ATE_unsigned)
!61 = !DIDerivedType(tag: DW_TAG_typedef, name: "s256", file: !2, line: 8, baseType: !62)
!62 = !DIBasicType(name: "_BitInt", size: 256, encoding: DW_ATE_signed)
!63 = !DIDerivedType(tag: DW_TAG_typedef, name: "s200", file: !2, line: 10, baseType: !62)
!64 = !DIDerivedType(tag: DW_TAG_typedef, name: "u200", file: !2, line: 9, baseType: !60)
!65 = !DIDerivedType(tag: DW_TAG_typedef, name: "u130", file: !2, line: 11, baseType: !66)
!66 = !DIBasicType(name: "unsigned _BitInt", size: 192, encoding: DW_ATE_unsigned)
!67 = !DIDerivedType(tag: DW_TAG_typedef, name: "s130", file: !2, line: 12, baseType: !68)
!68 = !DIBasicType(name: "_BitInt", size: 192, encoding: DW_ATE_signed)
!69 = !DIDerivedType(tag: DW_TAG_typedef, name: "u512", file: !2, line: 13, baseType: !70)
!70 = !DIBasicType(name: "unsigned _BitInt", size: 512, encoding: DW_ATE_unsigned)
!71 = !DIDerivedType(tag: DW_TAG_typedef, name: "s512", file: !2, line: 14, baseType: !72)
!72 = !DIBasicType(name: "_BitInt", size: 512, encoding: DW_ATE_signed)
!73 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!74 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!75 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !76, line: 27, baseType: !77)
!76 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!77 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !78, line: 45, baseType: !79)
!78 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!79 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!80 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!81 = !{!0, !7, !12, !14, !16, !18, !20, !22, !24, !26, !28, !30, !32, !34, !39, !44, !49, !51, !53, !55, !82, !84, !86}
!82 = !DIGlobalVariableExpression(var: !83, expr: !DIExpression())
!83 = distinct !DIGlobalVariable(scope: null, file: !2, line: 32, type: !46, isLocal: true, isDefinition: true)
!84 = !DIGlobalVariableExpression(var: !85, expr: !DIExpression())
!85 = distinct !DIGlobalVariable(scope: null, file: !2, line: 33, type: !9, isLocal: true, isDefinition: true)
!86 = !DIGlobalVariableExpression(var: !87, expr: !DIExpression())
!87 = distinct !DIGlobalVariable(scope: null, file: !2, line: 34, type: !88, isLocal: true, isDefinition: true)
!88 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !89)
!89 = !{!90}
!90 = !DISubrange(count: 2)
!91 = !{i32 7, !"Dwarf Version", i32 5}
!92 = !{i32 2, !"Debug Info Version", i32 3}
!93 = !{i32 1, !"wchar_size", i32 4}
!94 = !{i32 8, !"PIC Level", i32 2}
!95 = !{i32 7, !"PIE Level", i32 2}
!96 = !{i32 7, !"uwtable", i32 2}
!97 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!98 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!99 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 61, type: !100, scopeLine: 61, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !57, retainedNodes: !103)
!100 = !DISubroutineType(types: !101)
!101 = !{!102}
!102 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!103 = !{!104, !106, !109, !110, !111, !112, !113, !114, !115, !116, !117, !118, !119, !123, !126, !130, !132, !134}
!104 = !DILocalVariable(name: "k", scope: !105, file: !2, line: 62, type: !102)
!105 = distinct !DILexicalBlock(scope: !99, file: !2, line: 62, column: 3)
!106 = !DILocalVariable(name: "a", scope: !107, file: !2, line: 63, type: !59)
!107 = distinct !DILexicalBlock(scope: !108, file: !2, line: 62, column: 32)
!108 = distinct !DILexicalBlock(scope: !105, file: !2, line: 62, column: 3)
!109 = !DILocalVariable(name: "b", scope: !107, file: !2, line: 63, type: !59)
!110 = !DILocalVariable(name: "sa", scope: !107, file: !2, line: 68, type: !61)
!111 = !DILocalVariable(name: "sb", scope: !107, file: !2, line: 68, type: !61)
!112 = !DILocalVariable(name: "ta", scope: !107, file: !2, line: 71, type: !63)
!113 = !DILocalVariable(name: "tb", scope: !107, file: !2, line: 71, type: !63)
!114 = !DILocalVariable(name: "ua", scope: !107, file: !2, line: 76, type: !65)
!115 = !DILocalVariable(name: "ub", scope: !107, file: !2, line: 76, type: !65)
!116 = !DILocalVariable(name: "wa", scope: !107, file: !2, line: 80, type: !69)
!117 = !DILocalVariable(name: "wb", scope: !107, file: !2, line: 80, type: !69)
!118 = !DILocalVariable(name: "one", scope: !99, file: !2, line: 89, type: !59)
!119 = !DILocalVariable(name: "edges", scope: !99, file: !2, line: 90, type: !120)
!120 = !DICompositeType(tag: DW_TAG_array_type, baseType: !59, size: 3328, elements: !121)
!121 = !{!122}
!122 = !DISubrange(count: 13)
!123 = !DILocalVariable(name: "i", scope: !124, file: !2, line: 93, type: !125)
!124 = distinct !DILexicalBlock(scope: !99, file: !2, line: 93, column: 3)
!125 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!126 = !DILocalVariable(name: "ds", scope: !99, file: !2, line: 95, type: !127)
!127 = !DICompositeType(tag: DW_TAG_array_type, baseType: !73, size: 896, elements: !128)
!128 = !{!129}
!129 = !DISubrange(count: 14)
!130 = !DILocalVariable(name: "i", scope: !131, file: !2, line: 97, type: !125)
!131 = distinct !DILexicalBlock(scope: !99, file: !2, line: 97, column: 3)
!132 = !DILocalVariable(name: "fs", scope: !99, file: !2, line: 101, type: !133)
!133 = !DICompositeType(tag: DW_TAG_array_type, baseType: !80, size: 224, elements: !5)
!134 = !DILocalVariable(name: "i", scope: !135, file: !2, line: 102, type: !125)
!135 = distinct !DILexicalBlock(scope: !99, file: !2, line: 102, column: 3)
!136 = distinct !DIAssignID()
!137 = !DILocation(line: 0, scope: !99)
!138 = !DILocation(line: 0, scope: !105)
!139 = !DILocation(line: 62, column: 3, scope: !105)
!140 = !DILocation(line: 90, column: 3, scope: !99)
!141 = !DILocation(line: 90, column: 18, scope: !99)
!142 = !{!143, !143, i64 0}
!143 = !{!"_BitInt(256)", !144, i64 0}
!144 = !{!"omnipotent char", !145, i64 0}
!145 = !{!"Simple C/C++ TBAA"}
!146 = distinct !DIAssignID()
!147 = distinct !DIAssignID()
!148 = distinct !DIAssignID()
!149 = distinct !DIAssignID()
!150 = distinct !DIAssignID()
!151 = distinct !DIAssignID()
!152 = distinct !DIAssignID()
!153 = distinct !DIAssignID()
!154 = distinct !DIAssignID()
!155 = distinct !DIAssignID()
!156 = distinct !DIAssignID()
!157 = distinct !DIAssignID()
!158 = distinct !DIAssignID()
!159 = !DILocation(line: 0, scope: !124)
!160 = !DILocation(line: 93, column: 3, scope: !124)
!161 = !DILocalVariable(name: "limbs", arg: 1, scope: !162, file: !2, line: 24, type: !102)
!162 = distinct !DISubprogram(name: "rnd", scope: !2, file: !2, line: 24, type: !163, scopeLine: 24, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !57, retainedNodes: !165)
!163 = !DISubroutineType(types: !164)
!164 = !{!69, !102}
!165 = !{!161, !166, !167}
!166 = !DILocalVariable(name: "v", scope: !162, file: !2, line: 25, type: !69)
!167 = !DILocalVariable(name: "i", scope: !168, file: !2, line: 26, type: !102)
!168 = distinct !DILexicalBlock(scope: !162, file: !2, line: 26, column: 3)
!169 = !DILocation(line: 0, scope: !162, inlinedAt: !170)
!170 = distinct !DILocation(line: 63, column: 20, scope: !107)
!171 = !DILocation(line: 0, scope: !168, inlinedAt: !170)
!172 = !{!173, !173, i64 0}
!173 = !{!"long", !144, i64 0}
!174 = !{!175}
!175 = distinct !{!175, !176, !"rnd: argument 0"}
!176 = distinct !{!176, !"rnd"}
!177 = !DILocation(line: 18, column: 18, scope: !178, inlinedAt: !181)
!178 = distinct !DISubprogram(name: "next", scope: !2, file: !2, line: 17, type: !179, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !57)
!179 = !DISubroutineType(types: !180)
!180 = !{!75}
!181 = distinct !DILocation(line: 26, column: 51, scope: !182, inlinedAt: !170)
!182 = distinct !DILexicalBlock(scope: !168, file: !2, line: 26, column: 3)
!183 = !DILocation(line: 18, column: 9, scope: !178, inlinedAt: !181)
!184 = !DILocation(line: 19, column: 18, scope: !178, inlinedAt: !181)
!185 = !DILocation(line: 19, column: 9, scope: !178, inlinedAt: !181)
!186 = !DILocation(line: 20, column: 18, scope: !178, inlinedAt: !181)
!187 = !DILocation(line: 20, column: 9, scope: !178, inlinedAt: !181)
!188 = !DILocation(line: 26, column: 51, scope: !182, inlinedAt: !170)
!189 = !DILocation(line: 26, column: 42, scope: !182, inlinedAt: !170)
!190 = !DILocation(line: 26, column: 49, scope: !182, inlinedAt: !170)
!191 = !DILocation(line: 18, column: 18, scope: !178, inlinedAt: !192)
!192 = distinct !DILocation(line: 28, column: 16, scope: !162, inlinedAt: !170)
!193 = !DILocation(line: 18, column: 9, scope: !178, inlinedAt: !192)
!194 = !DILocation(line: 19, column: 18, scope: !178, inlinedAt: !192)
!195 = !DILocation(line: 19, column: 9, scope: !178, inlinedAt: !192)
!196 = !DILocation(line: 28, column: 23, scope: !162, inlinedAt: !170)
!197 = !DILocation(line: 28, column: 12, scope: !162, inlinedAt: !170)
!198 = !DILocation(line: 0, scope: !107)
!199 = !DILocation(line: 63, column: 48, scope: !107)
!200 = !DILocation(line: 0, scope: !162, inlinedAt: !201)
!201 = distinct !DILocation(line: 63, column: 38, scope: !107)
!202 = !DILocation(line: 0, scope: !168, inlinedAt: !201)
!203 = !DILocation(line: 20, column: 18, scope: !178, inlinedAt: !192)
!204 = !DILocation(line: 20, column: 9, scope: !178, inlinedAt: !192)
!205 = !DILocation(line: 18, column: 18, scope: !178, inlinedAt: !206)
!206 = distinct !DILocation(line: 26, column: 51, scope: !182, inlinedAt: !201)
!207 = !DILocation(line: 18, column: 9, scope: !178, inlinedAt: !206)
!208 = !DILocation(line: 19, column: 18, scope: !178, inlinedAt: !206)
!209 = !DILocation(line: 19, column: 9, scope: !178, inlinedAt: !206)
!210 = !DILocation(line: 20, column: 18, scope: !178, inlinedAt: !206)
!211 = !DILocation(line: 20, column: 9, scope: !178, inlinedAt: !206)
!212 = !DILocation(line: 26, column: 51, scope: !182, inlinedAt: !201)
!213 = !DILocation(line: 26, column: 21, scope: !182, inlinedAt: !201)
!214 = !DILocation(line: 26, column: 3, scope: !168, inlinedAt: !201)
!215 = distinct !{!215, !214, !216, !217}
!216 = !DILocation(line: 26, column: 56, scope: !168, inlinedAt: !201)
!217 = !{!"llvm.loop.mustprogress"}
!218 = !DILocation(line: 26, column: 42, scope: !182, inlinedAt: !201)
!219 = !DILocation(line: 26, column: 49, scope: !182, inlinedAt: !201)
!220 = !DILocation(line: 63, column: 14, scope: !107)
!221 = !DILocation(line: 18, column: 18, scope: !178, inlinedAt: !222)
!222 = distinct !DILocation(line: 28, column: 16, scope: !162, inlinedAt: !201)
!223 = !DILocation(line: 18, column: 9, scope: !178, inlinedAt: !222)
!224 = !DILocation(line: 19, column: 18, scope: !178, inlinedAt: !222)
!225 = !DILocation(line: 19, column: 9, scope: !178, inlinedAt: !222)
!226 = !DILocation(line: 20, column: 18, scope: !178, inlinedAt: !222)
!227 = !DILocation(line: 20, column: 9, scope: !178, inlinedAt: !222)
!228 = !{!229}
!229 = distinct !{!229, !230, !"rnd: argument 0"}
!230 = distinct !{!230, !"rnd"}
!231 = !DILocation(line: 28, column: 23, scope: !162, inlinedAt: !201)
!232 = !DILocation(line: 28, column: 12, scope: !162, inlinedAt: !201)
!233 = !DILocation(line: 63, column: 32, scope: !107)
!234 = !DILocation(line: 64, column: 11, scope: !235)
!235 = distinct !DILexicalBlock(scope: !107, file: !2, line: 64, column: 9)
!236 = !DILocation(line: 64, column: 9, scope: !107)
!237 = !DILocation(line: 65, column: 19, scope: !107)
!238 = !DILocalVariable(name: "tag", arg: 1, scope: !239, file: !2, line: 31, type: !242)
!239 = distinct !DISubprogram(name: "put", scope: !2, file: !2, line: 31, type: !240, scopeLine: 31, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !57, retainedNodes: !244)
!240 = !DISubroutineType(types: !241)
!241 = !{null, !242, !69, !102}
!242 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !243, size: 64)
!243 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!244 = !{!238, !245, !246, !247}
!245 = !DILocalVariable(name: "v", arg: 2, scope: !239, file: !2, line: 31, type: !69)
!246 = !DILocalVariable(name: "limbs", arg: 3, scope: !239, file: !2, line: 31, type: !102)
!247 = !DILocalVariable(name: "i", scope: !248, file: !2, line: 33, type: !102)
!248 = distinct !DILexicalBlock(scope: !239, file: !2, line: 33, column: 3)
!249 = !DILocation(line: 0, scope: !239, inlinedAt: !250)
!250 = distinct !DILocation(line: 65, column: 5, scope: !107)
!251 = !DILocation(line: 32, column: 3, scope: !239, inlinedAt: !250)
!252 = !DILocation(line: 0, scope: !248, inlinedAt: !250)
!253 = !DILocation(line: 33, column: 91, scope: !254, inlinedAt: !250)
!254 = distinct !DILexicalBlock(scope: !248, file: !2, line: 33, column: 3)
!255 = !DILocation(line: 33, column: 78, scope: !254, inlinedAt: !250)
!256 = !DILocation(line: 33, column: 40, scope: !254, inlinedAt: !250)
!257 = !DILocation(line: 34, column: 3, scope: !239, inlinedAt: !250)
!258 = !DILocation(line: 66, column: 20, scope: !107)
!259 = !DILocation(line: 0, scope: !239, inlinedAt: !260)
!260 = distinct !DILocation(line: 66, column: 5, scope: !107)
!261 = !DILocation(line: 32, column: 3, scope: !239, inlinedAt: !260)
!262 = !DILocation(line: 0, scope: !248, inlinedAt: !260)
!263 = !DILocation(line: 33, column: 91, scope: !254, inlinedAt: !260)
!264 = !DILocation(line: 33, column: 78, scope: !254, inlinedAt: !260)
!265 = !DILocation(line: 33, column: 40, scope: !254, inlinedAt: !260)
!266 = !DILocation(line: 34, column: 3, scope: !239, inlinedAt: !260)
!267 = !DILocation(line: 67, column: 20, scope: !107)
!268 = !DILocation(line: 0, scope: !239, inlinedAt: !269)
!269 = distinct !DILocation(line: 67, column: 5, scope: !107)
!270 = !DILocation(line: 32, column: 3, scope: !239, inlinedAt: !269)
!271 = !DILocation(line: 0, scope: !248, inlinedAt: !269)
!272 = !DILocation(line: 33, column: 91, scope: !254, inlinedAt: !269)
!273 = !DILocation(line: 33, column: 78, scope: !254, inlinedAt: !269)
!274 = !DILocation(line: 33, column: 40, scope: !254, inlinedAt: !269)
!275 = !DILocation(line: 34, column: 3, scope: !239, inlinedAt: !269)
!276 = !DILocation(line: 68, column: 18, scope: !107)
!277 = !DILocation(line: 68, column: 15, scope: !107)
!278 = !DILocation(line: 68, column: 53, scope: !107)
!279 = !DILocation(line: 68, column: 50, scope: !107)
!280 = !DILocation(line: 69, column: 26, scope: !107)
!281 = !DILocation(line: 69, column: 20, scope: !107)
!282 = !DILocation(line: 0, scope: !239, inlinedAt: !283)
!283 = distinct !DILocation(line: 69, column: 5, scope: !107)
!284 = !DILocation(line: 32, column: 3, scope: !239, inlinedAt: !283)
!285 = !DILocation(line: 0, scope: !248, inlinedAt: !283)
!286 = !DILocation(line: 33, column: 91, scope: !254, inlinedAt: !283)
!287 = !DILocation(line: 33, column: 78, scope: !254, inlinedAt: !283)
!288 = !DILocation(line: 33, column: 40, scope: !254, inlinedAt: !283)
!289 = !DILocation(line: 34, column: 3, scope: !239, inlinedAt: !283)
!290 = !DILocation(line: 70, column: 26, scope: !107)
!291 = !DILocation(line: 70, column: 20, scope: !107)
!292 = !DILocation(line: 0, scope: !239, inlinedAt: !293)
!293 = distinct !DILocation(line: 70, column: 5, scope: !107)
!294 = !DILocation(line: 32, column: 3, scope: !239, inlinedAt: !293)
!295 = !DILocation(line: 0, scope: !248, inlinedAt: !293)
!296 = !DILocation(line: 33, column: 91, scope: !254, inlinedAt: !293)
!297 = !DILocation(line: 33, column: 78, scope: !254, inlinedAt: !293)
!298 = !DILocation(line: 33, column: 40, scope: !254, inlinedAt: !293)
!299 = !DILocation(line: 34, column: 3, scope: !239, inlinedAt: !293)
!300 = !DILocation(line: 71, column: 15, scope: !107)
!301 = !DILocation(line: 71, column: 30, scope: !107)
!302 = !DILocation(line: 72, column: 12, scope: !303)
!303 = distinct !DILexicalBlock(scope: !107, file: !2, line: 72, column: 9)
!304 = !DILocation(line: 72, column: 9, scope: !107)
!305 = !DILocation(line: 73, column: 37, scope: !107)
!306 = !DILocation(line: 73, column: 48, scope: !107)
!307 = !DILocation(line: 73, column: 26, scope: !107)
!308 = !{!309, !309, i64 0}
!309 = !{!"_BitInt(200)", !144, i64 0}
!310 = !DILocation(line: 73, column: 20, scope: !107)
!311 = !DILocation(line: 0, scope: !239, inlinedAt: !312)
!312 = distinct !DILocation(line: 73, column: 5, scope: !107)
!313 = !DILocation(line: 32, column: 3, scope: !239, inlinedAt: !312)
!314 = !DILocation(line: 0, scope: !248, inlinedAt: !312)
!315 = !DILocation(line: 33, column: 91, scope: !254, inlinedAt: !312)
!316 = !DILocation(line: 33, column: 78, scope: !254, inlinedAt: !312)
!317 = !DILocation(line: 33, column: 40, scope: !254, inlinedAt: !312)
!318 = !DILocation(line: 71, column: 10, scope: !107)
!319 = !DILocation(line: 34, column: 3, scope: !239, inlinedAt: !312)
!320 = !DILocation(line: 74, column: 26, scope: !107)
!321 = !DILocation(line: 74, column: 20, scope: !107)
!322 = !DILocation(line: 0, scope: !239, inlinedAt: !323)
!323 = distinct !DILocation(line: 74, column: 5, scope: !107)
!324 = !DILocation(line: 32, column: 3, scope: !239, inlinedAt: !323)
!325 = !DILocation(line: 0, scope: !248, inlinedAt: !323)
!326 = !DILocation(line: 33, column: 91, scope: !254, inlinedAt: !323)
!327 = !DILocation(line: 33, column: 78, scope: !254, inlinedAt: !323)
!328 = !DILocation(line: 33, column: 40, scope: !254, inlinedAt: !323)
!329 = !DILocation(line: 34, column: 3, scope: !239, inlinedAt: !323)
!330 = !DILocation(line: 75, column: 26, scope: !107)
!331 = !DILocation(line: 75, column: 20, scope: !107)
!332 = !DILocation(line: 0, scope: !239, inlinedAt: !333)
!333 = distinct !DILocation(line: 75, column: 5, scope: !107)
!334 = !DILocation(line: 32, column: 3, scope: !239, inlinedAt: !333)
!335 = !DILocation(line: 0, scope: !248, inlinedAt: !333)
!336 = !DILocation(line: 33, column: 91, scope: !254, inlinedAt: !333)
!337 = !DILocation(line: 33, column: 78, scope: !254, inlinedAt: !333)
!338 = !DILocation(line: 33, column: 40, scope: !254, inlinedAt: !333)
!339 = !DILocation(line: 34, column: 3, scope: !239, inlinedAt: !333)
!340 = !DILocation(line: 76, column: 10, scope: !107)
!341 = !DILocation(line: 76, column: 29, scope: !107)
!342 = !DILocation(line: 77, column: 12, scope: !343)
!343 = distinct !DILexicalBlock(scope: !107, file: !2, line: 77, column: 9)
!344 = !DILocation(line: 78, column: 32, scope: !107)
!345 = !DILocation(line: 78, column: 20, scope: !107)
!346 = !{!347, !347, i64 0}
!347 = !{!"_BitInt(130)", !144, i64 0}
!348 = !DILocation(line: 0, scope: !239, inlinedAt: !349)
!349 = distinct !DILocation(line: 78, column: 5, scope: !107)
!350 = !DILocation(line: 32, column: 3, scope: !239, inlinedAt: !349)
!351 = !DILocation(line: 0, scope: !248, inlinedAt: !349)
!352 = !DILocation(line: 33, column: 91, scope: !254, inlinedAt: !349)
!353 = !DILocation(line: 33, column: 78, scope: !254, inlinedAt: !349)
!354 = !DILocation(line: 33, column: 40, scope: !254, inlinedAt: !349)
!355 = !DILocation(line: 76, column: 15, scope: !107)
!356 = !DILocation(line: 34, column: 3, scope: !239, inlinedAt: !349)
!357 = !DILocation(line: 79, column: 44, scope: !107)
!358 = !DILocation(line: 79, column: 63, scope: !107)
!359 = !DILocation(line: 79, column: 52, scope: !107)
!360 = !DILocation(line: 79, column: 26, scope: !107)
!361 = !DILocation(line: 79, column: 20, scope: !107)
!362 = !DILocation(line: 0, scope: !239, inlinedAt: !363)
!363 = distinct !DILocation(line: 79, column: 5, scope: !107)
!364 = !DILocation(line: 32, column: 3, scope: !239, inlinedAt: !363)
!365 = !DILocation(line: 0, scope: !248, inlinedAt: !363)
!366 = !DILocation(line: 33, column: 91, scope: !254, inlinedAt: !363)
!367 = !DILocation(line: 33, column: 78, scope: !254, inlinedAt: !363)
!368 = !DILocation(line: 33, column: 40, scope: !254, inlinedAt: !363)
!369 = !DILocation(line: 34, column: 3, scope: !239, inlinedAt: !363)
!370 = !DILocation(line: 0, scope: !162, inlinedAt: !371)
!371 = distinct !DILocation(line: 80, column: 15, scope: !107)
!372 = !DILocation(line: 0, scope: !168, inlinedAt: !371)
!373 = !{!374}
!374 = distinct !{!374, !375, !"rnd: argument 0"}
!375 = distinct !{!375, !"rnd"}
!376 = !DILocation(line: 18, column: 18, scope: !178, inlinedAt: !377)
!377 = distinct !DILocation(line: 26, column: 51, scope: !182, inlinedAt: !371)
!378 = !DILocation(line: 18, column: 9, scope: !178, inlinedAt: !377)
!379 = !DILocation(line: 19, column: 18, scope: !178, inlinedAt: !377)
!380 = !DILocation(line: 19, column: 9, scope: !178, inlinedAt: !377)
!381 = !DILocation(line: 20, column: 18, scope: !178, inlinedAt: !377)
!382 = !DILocation(line: 20, column: 9, scope: !178, inlinedAt: !377)
!383 = !DILocation(line: 26, column: 51, scope: !182, inlinedAt: !371)
!384 = !DILocation(line: 26, column: 42, scope: !182, inlinedAt: !371)
!385 = !DILocation(line: 26, column: 49, scope: !182, inlinedAt: !371)
!386 = !DILocation(line: 18, column: 18, scope: !178, inlinedAt: !387)
!387 = distinct !DILocation(line: 28, column: 16, scope: !162, inlinedAt: !371)
!388 = !DILocation(line: 18, column: 9, scope: !178, inlinedAt: !387)
!389 = !DILocation(line: 19, column: 18, scope: !178, inlinedAt: !387)
!390 = !DILocation(line: 19, column: 9, scope: !178, inlinedAt: !387)
!391 = !DILocation(line: 28, column: 23, scope: !162, inlinedAt: !371)
!392 = !DILocation(line: 28, column: 12, scope: !162, inlinedAt: !371)
!393 = !DILocation(line: 80, column: 38, scope: !107)
!394 = !DILocation(line: 0, scope: !162, inlinedAt: !395)
!395 = distinct !DILocation(line: 80, column: 28, scope: !107)
!396 = !DILocation(line: 0, scope: !168, inlinedAt: !395)
!397 = !DILocation(line: 20, column: 18, scope: !178, inlinedAt: !387)
!398 = !DILocation(line: 20, column: 9, scope: !178, inlinedAt: !387)
!399 = !DILocation(line: 18, column: 18, scope: !178, inlinedAt: !400)
!400 = distinct !DILocation(line: 26, column: 51, scope: !182, inlinedAt: !395)
!401 = !DILocation(line: 18, column: 9, scope: !178, inlinedAt: !400)
!402 = !DILocation(line: 19, column: 18, scope: !178, inlinedAt: !400)
!403 = !DILocation(line: 19, column: 9, scope: !178, inlinedAt: !400)
!404 = !DILocation(line: 20, column: 18, scope: !178, inlinedAt: !400)
!405 = !DILocation(line: 20, column: 9, scope: !178, inlinedAt: !400)
!406 = !DILocation(line: 26, column: 51, scope: !182, inlinedAt: !395)
!407 = !DILocation(line: 26, column: 21, scope: !182, inlinedAt: !395)
!408 = !DILocation(line: 26, column: 3, scope: !168, inlinedAt: !395)
!409 = distinct !{!409, !408, !410, !217}
!410 = !DILocation(line: 26, column: 56, scope: !168, inlinedAt: !395)
!411 = !DILocation(line: 26, column: 42, scope: !182, inlinedAt: !395)
!412 = !DILocation(line: 26, column: 49, scope: !182, inlinedAt: !395)
!413 = !DILocation(line: 18, column: 18, scope: !178, inlinedAt: !414)
!414 = distinct !DILocation(line: 28, column: 16, scope: !162, inlinedAt: !395)
!415 = !DILocation(line: 18, column: 9, scope: !178, inlinedAt: !414)
!416 = !DILocation(line: 19, column: 18, scope: !178, inlinedAt: !414)
!417 = !DILocation(line: 19, column: 9, scope: !178, inlinedAt: !414)
!418 = !DILocation(line: 20, column: 18, scope: !178, inlinedAt: !414)
!419 = !DILocation(line: 20, column: 9, scope: !178, inlinedAt: !414)
!420 = !{!421}
!421 = distinct !{!421, !422, !"rnd: argument 0"}
!422 = distinct !{!422, !"rnd"}
!423 = !DILocation(line: 28, column: 23, scope: !162, inlinedAt: !395)
!424 = !DILocation(line: 28, column: 12, scope: !162, inlinedAt: !395)
!425 = !DILocation(line: 81, column: 12, scope: !426)
!426 = distinct !DILexicalBlock(scope: !107, file: !2, line: 81, column: 9)
!427 = !DILocation(line: 81, column: 9, scope: !107)
!428 = !DILocation(line: 82, column: 19, scope: !107)
!429 = !{!430, !430, i64 0}
!430 = !{!"_BitInt(512)", !144, i64 0}
!431 = !DILocation(line: 0, scope: !239, inlinedAt: !432)
!432 = distinct !DILocation(line: 82, column: 5, scope: !107)
!433 = !DILocation(line: 32, column: 3, scope: !239, inlinedAt: !432)
!434 = !DILocation(line: 0, scope: !248, inlinedAt: !432)
!435 = !DILocation(line: 33, column: 91, scope: !254, inlinedAt: !432)
!436 = !DILocation(line: 33, column: 78, scope: !254, inlinedAt: !432)
!437 = !DILocation(line: 33, column: 40, scope: !254, inlinedAt: !432)
!438 = !DILocation(line: 34, column: 3, scope: !239, inlinedAt: !432)
!439 = !DILocation(line: 83, column: 20, scope: !107)
!440 = !DILocation(line: 0, scope: !239, inlinedAt: !441)
!441 = distinct !DILocation(line: 83, column: 5, scope: !107)
!442 = !DILocation(line: 32, column: 3, scope: !239, inlinedAt: !441)
!443 = !DILocation(line: 0, scope: !248, inlinedAt: !441)
!444 = !DILocation(line: 33, column: 91, scope: !254, inlinedAt: !441)
!445 = !DILocation(line: 33, column: 78, scope: !254, inlinedAt: !441)
!446 = !DILocation(line: 33, column: 40, scope: !254, inlinedAt: !441)
!447 = !DILocation(line: 34, column: 3, scope: !239, inlinedAt: !441)
!448 = !DILocation(line: 84, column: 34, scope: !107)
!449 = !DILocation(line: 84, column: 26, scope: !107)
!450 = !DILocation(line: 0, scope: !239, inlinedAt: !451)
!451 = distinct !DILocation(line: 84, column: 5, scope: !107)
!452 = !DILocation(line: 32, column: 3, scope: !239, inlinedAt: !451)
!453 = !DILocation(line: 0, scope: !248, inlinedAt: !451)
!454 = !DILocation(line: 33, column: 91, scope: !254, inlinedAt: !451)
!455 = !DILocation(line: 33, column: 78, scope: !254, inlinedAt: !451)
!456 = !DILocation(line: 33, column: 40, scope: !254, inlinedAt: !451)
!457 = !DILocation(line: 34, column: 3, scope: !239, inlinedAt: !451)
!458 = !DILocation(line: 85, column: 37, scope: !107)
!459 = !DILocation(line: 85, column: 51, scope: !107)
!460 = !DILocation(line: 85, column: 86, scope: !107)
!461 = !DILocation(line: 85, column: 74, scope: !107)
!462 = !DILocation(line: 85, column: 66, scope: !107)
!463 = !DILocation(line: 86, column: 33, scope: !107)
!464 = !DILocation(line: 86, column: 20, scope: !107)
!465 = !DILocation(line: 86, column: 12, scope: !107)
!466 = !DILocation(line: 86, column: 41, scope: !107)
!467 = !DILocation(line: 85, column: 5, scope: !107)
!468 = !DILocation(line: 62, column: 28, scope: !108)
!469 = !DILocation(line: 62, column: 21, scope: !108)
!470 = distinct !{!470, !139, !471, !217}
!471 = !DILocation(line: 87, column: 3, scope: !105)
!472 = !DILocation(line: 94, column: 44, scope: !473)
!473 = distinct !DILexicalBlock(scope: !124, file: !2, line: 93, column: 3)
!474 = !DILocation(line: 94, column: 34, scope: !473)
!475 = !DILocation(line: 94, column: 82, scope: !473)
!476 = !DILocation(line: 94, column: 65, scope: !473)
!477 = !DILocation(line: 94, column: 55, scope: !473)
!478 = !DILocation(line: 94, column: 117, scope: !473)
!479 = !DILocation(line: 94, column: 98, scope: !473)
!480 = !DILocation(line: 94, column: 90, scope: !473)
!481 = !DILocation(line: 94, column: 174, scope: !473)
!482 = !DILocation(line: 94, column: 134, scope: !473)
!483 = !DILocation(line: 94, column: 126, scope: !473)
!484 = !DILocation(line: 94, column: 5, scope: !473)
!485 = !DILocation(line: 93, column: 61, scope: !473)
!486 = !DILocation(line: 93, column: 26, scope: !473)
!487 = distinct !{!487, !160, !488, !217}
!488 = !DILocation(line: 94, column: 190, scope: !124)
!489 = !DILocation(line: 0, scope: !131)
!490 = !DILocation(line: 98, column: 26, scope: !491)
!491 = distinct !DILexicalBlock(scope: !492, file: !2, line: 97, column: 59)
!492 = distinct !DILexicalBlock(scope: !131, file: !2, line: 97, column: 3)
!493 = !{!494, !494, i64 0}
!494 = !{!"double", !144, i64 0}
!495 = !DILocation(line: 98, column: 32, scope: !491)
!496 = !DILocation(line: 98, column: 16, scope: !491)
!497 = !DILocation(line: 0, scope: !239, inlinedAt: !498)
!498 = distinct !DILocation(line: 98, column: 5, scope: !491)
!499 = !DILocation(line: 32, column: 3, scope: !239, inlinedAt: !498)
!500 = !DILocation(line: 0, scope: !248, inlinedAt: !498)
!501 = !DILocation(line: 33, column: 91, scope: !254, inlinedAt: !498)
!502 = !DILocation(line: 33, column: 78, scope: !254, inlinedAt: !498)
!503 = !DILocation(line: 33, column: 40, scope: !254, inlinedAt: !498)
!504 = !DILocation(line: 34, column: 3, scope: !239, inlinedAt: !498)
!505 = !DILocation(line: 99, column: 22, scope: !491)
!506 = !DILocation(line: 99, column: 16, scope: !491)
!507 = !DILocation(line: 0, scope: !239, inlinedAt: !508)
!508 = distinct !DILocation(line: 99, column: 5, scope: !491)
!509 = !DILocation(line: 32, column: 3, scope: !239, inlinedAt: !508)
!510 = !DILocation(line: 0, scope: !248, inlinedAt: !508)
!511 = !DILocation(line: 33, column: 91, scope: !254, inlinedAt: !508)
!512 = !DILocation(line: 33, column: 78, scope: !254, inlinedAt: !508)
!513 = !DILocation(line: 33, column: 40, scope: !254, inlinedAt: !508)
!514 = !DILocation(line: 34, column: 3, scope: !239, inlinedAt: !508)
!515 = !DILocation(line: 97, column: 55, scope: !492)
!516 = !DILocation(line: 97, column: 26, scope: !492)
!517 = !DILocation(line: 97, column: 3, scope: !131)
!518 = distinct !{!518, !517, !519, !217}
!519 = !DILocation(line: 100, column: 3, scope: !131)
!520 = !DILocation(line: 107, column: 1, scope: !99)
!521 = !DILocation(line: 106, column: 3, scope: !99)
!522 = !DILocation(line: 0, scope: !135)
!523 = !DILocation(line: 103, column: 32, scope: !524)
!524 = distinct !DILexicalBlock(scope: !525, file: !2, line: 102, column: 59)
!525 = distinct !DILexicalBlock(scope: !135, file: !2, line: 102, column: 3)
!526 = !{!527, !527, i64 0}
!527 = !{!"float", !144, i64 0}
!528 = !DILocation(line: 103, column: 22, scope: !524)
!529 = !DILocation(line: 103, column: 16, scope: !524)
!530 = !DILocation(line: 0, scope: !239, inlinedAt: !531)
!531 = distinct !DILocation(line: 103, column: 5, scope: !524)
!532 = !DILocation(line: 32, column: 3, scope: !239, inlinedAt: !531)
!533 = !DILocation(line: 0, scope: !248, inlinedAt: !531)
!534 = !DILocation(line: 33, column: 91, scope: !254, inlinedAt: !531)
!535 = !DILocation(line: 33, column: 78, scope: !254, inlinedAt: !531)
!536 = !DILocation(line: 33, column: 40, scope: !254, inlinedAt: !531)
!537 = !DILocation(line: 34, column: 3, scope: !239, inlinedAt: !531)
!538 = !DILocation(line: 104, column: 32, scope: !524)
!539 = !DILocation(line: 104, column: 26, scope: !524)
!540 = !DILocation(line: 104, column: 16, scope: !524)
!541 = !DILocation(line: 0, scope: !239, inlinedAt: !542)
!542 = distinct !DILocation(line: 104, column: 5, scope: !524)
!543 = !DILocation(line: 32, column: 3, scope: !239, inlinedAt: !542)
!544 = !DILocation(line: 0, scope: !248, inlinedAt: !542)
!545 = !DILocation(line: 33, column: 91, scope: !254, inlinedAt: !542)
!546 = !DILocation(line: 33, column: 78, scope: !254, inlinedAt: !542)
!547 = !DILocation(line: 33, column: 40, scope: !254, inlinedAt: !542)
!548 = !DILocation(line: 34, column: 3, scope: !239, inlinedAt: !542)
!549 = !DILocation(line: 102, column: 55, scope: !525)
!550 = !DILocation(line: 102, column: 26, scope: !525)
!551 = !DILocation(line: 102, column: 3, scope: !135)
!552 = distinct !{!552, !551, !553, !217}
!553 = !DILocation(line: 105, column: 3, scope: !135)
!554 = distinct !DISubprogram(name: "mul256", scope: !2, file: !2, line: 37, type: !555, scopeLine: 37, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !57, retainedNodes: !557)
!555 = !DISubroutineType(types: !556)
!556 = !{!59, !59, !59}
!557 = !{!558, !559}
!558 = !DILocalVariable(name: "a", arg: 1, scope: !554, file: !2, line: 37, type: !59)
!559 = !DILocalVariable(name: "b", arg: 2, scope: !554, file: !2, line: 37, type: !59)
!560 = !DILocation(line: 0, scope: !554)
!561 = !DILocation(line: 37, column: 73, scope: !554)
!562 = !DILocation(line: 37, column: 64, scope: !554)
!563 = distinct !DISubprogram(name: "udiv256", scope: !2, file: !2, line: 38, type: !555, scopeLine: 38, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !57, retainedNodes: !564)
!564 = !{!565, !566}
!565 = !DILocalVariable(name: "a", arg: 1, scope: !563, file: !2, line: 38, type: !59)
!566 = !DILocalVariable(name: "b", arg: 2, scope: !563, file: !2, line: 38, type: !59)
!567 = !DILocation(line: 0, scope: !563)
!568 = !DILocation(line: 38, column: 74, scope: !563)
!569 = !DILocation(line: 38, column: 65, scope: !563)
!570 = distinct !DISubprogram(name: "urem256", scope: !2, file: !2, line: 39, type: !555, scopeLine: 39, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !57, retainedNodes: !571)
!571 = !{!572, !573}
!572 = !DILocalVariable(name: "a", arg: 1, scope: !570, file: !2, line: 39, type: !59)
!573 = !DILocalVariable(name: "b", arg: 2, scope: !570, file: !2, line: 39, type: !59)
!574 = !DILocation(line: 0, scope: !570)
!575 = !DILocation(line: 39, column: 74, scope: !570)
!576 = !DILocation(line: 39, column: 65, scope: !570)
!577 = distinct !DISubprogram(name: "sdiv256", scope: !2, file: !2, line: 40, type: !578, scopeLine: 40, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !57, retainedNodes: !580)
!578 = !DISubroutineType(types: !579)
!579 = !{!61, !61, !61}
!580 = !{!581, !582}
!581 = !DILocalVariable(name: "a", arg: 1, scope: !577, file: !2, line: 40, type: !61)
!582 = !DILocalVariable(name: "b", arg: 2, scope: !577, file: !2, line: 40, type: !61)
!583 = !DILocation(line: 0, scope: !577)
!584 = !DILocation(line: 40, column: 74, scope: !577)
!585 = !DILocation(line: 40, column: 65, scope: !577)
!586 = distinct !DISubprogram(name: "srem256", scope: !2, file: !2, line: 41, type: !578, scopeLine: 41, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !57, retainedNodes: !587)
!587 = !{!588, !589}
!588 = !DILocalVariable(name: "a", arg: 1, scope: !586, file: !2, line: 41, type: !61)
!589 = !DILocalVariable(name: "b", arg: 2, scope: !586, file: !2, line: 41, type: !61)
!590 = !DILocation(line: 0, scope: !586)
!591 = !DILocation(line: 41, column: 74, scope: !586)
!592 = !DILocation(line: 41, column: 65, scope: !586)
!593 = distinct !DISubprogram(name: "smul200", scope: !2, file: !2, line: 42, type: !594, scopeLine: 42, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !57, retainedNodes: !596)
!594 = !DISubroutineType(types: !595)
!595 = !{!63, !63, !63}
!596 = !{!597, !598}
!597 = !DILocalVariable(name: "a", arg: 1, scope: !593, file: !2, line: 42, type: !63)
!598 = !DILocalVariable(name: "b", arg: 2, scope: !593, file: !2, line: 42, type: !63)
!599 = !DILocation(line: 0, scope: !593)
!600 = !DILocation(line: 42, column: 74, scope: !593)
!601 = !DILocation(line: 42, column: 65, scope: !593)
!602 = distinct !DISubprogram(name: "sdiv200", scope: !2, file: !2, line: 43, type: !594, scopeLine: 43, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !57, retainedNodes: !603)
!603 = !{!604, !605}
!604 = !DILocalVariable(name: "a", arg: 1, scope: !602, file: !2, line: 43, type: !63)
!605 = !DILocalVariable(name: "b", arg: 2, scope: !602, file: !2, line: 43, type: !63)
!606 = !DILocation(line: 0, scope: !602)
!607 = !DILocation(line: 43, column: 74, scope: !602)
!608 = !DILocation(line: 43, column: 65, scope: !602)
!609 = distinct !DISubprogram(name: "srem200", scope: !2, file: !2, line: 44, type: !594, scopeLine: 44, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !57, retainedNodes: !610)
!610 = !{!611, !612}
!611 = !DILocalVariable(name: "a", arg: 1, scope: !609, file: !2, line: 44, type: !63)
!612 = !DILocalVariable(name: "b", arg: 2, scope: !609, file: !2, line: 44, type: !63)
!613 = !DILocation(line: 0, scope: !609)
!614 = !DILocation(line: 44, column: 74, scope: !609)
!615 = !DILocation(line: 44, column: 65, scope: !609)
!616 = distinct !DISubprogram(name: "udiv130", scope: !2, file: !2, line: 45, type: !617, scopeLine: 45, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !57, retainedNodes: !619)
!617 = !DISubroutineType(types: !618)
!618 = !{!65, !65, !65}
!619 = !{!620, !621}
!620 = !DILocalVariable(name: "a", arg: 1, scope: !616, file: !2, line: 45, type: !65)
!621 = !DILocalVariable(name: "b", arg: 2, scope: !616, file: !2, line: 45, type: !65)
!622 = !DILocation(line: 0, scope: !616)
!623 = !DILocation(line: 45, column: 74, scope: !616)
!624 = !DILocation(line: 45, column: 65, scope: !616)
!625 = distinct !DISubprogram(name: "smul130", scope: !2, file: !2, line: 46, type: !626, scopeLine: 46, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !57, retainedNodes: !628)
!626 = !DISubroutineType(types: !627)
!627 = !{!67, !67, !67}
!628 = !{!629, !630}
!629 = !DILocalVariable(name: "a", arg: 1, scope: !625, file: !2, line: 46, type: !67)
!630 = !DILocalVariable(name: "b", arg: 2, scope: !625, file: !2, line: 46, type: !67)
!631 = !DILocation(line: 0, scope: !625)
!632 = !DILocation(line: 46, column: 74, scope: !625)
!633 = !DILocation(line: 46, column: 65, scope: !625)
!634 = distinct !DISubprogram(name: "mul512", scope: !2, file: !2, line: 47, type: !635, scopeLine: 47, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !57, retainedNodes: !637)
!635 = !DISubroutineType(types: !636)
!636 = !{!69, !69, !69}
!637 = !{!638, !639}
!638 = !DILocalVariable(name: "a", arg: 1, scope: !634, file: !2, line: 47, type: !69)
!639 = !DILocalVariable(name: "b", arg: 2, scope: !634, file: !2, line: 47, type: !69)
!640 = !DILocation(line: 0, scope: !634)
!641 = !DILocation(line: 47, column: 73, scope: !634)
!642 = !DILocation(line: 47, column: 64, scope: !634)
!643 = distinct !DISubprogram(name: "udiv512", scope: !2, file: !2, line: 48, type: !635, scopeLine: 48, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !57, retainedNodes: !644)
!644 = !{!645, !646}
!645 = !DILocalVariable(name: "a", arg: 1, scope: !643, file: !2, line: 48, type: !69)
!646 = !DILocalVariable(name: "b", arg: 2, scope: !643, file: !2, line: 48, type: !69)
!647 = !DILocation(line: 0, scope: !643)
!648 = !DILocation(line: 48, column: 74, scope: !643)
!649 = !DILocation(line: 48, column: 65, scope: !643)
!650 = distinct !DISubprogram(name: "srem512", scope: !2, file: !2, line: 49, type: !651, scopeLine: 49, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !57, retainedNodes: !653)
!651 = !DISubroutineType(types: !652)
!652 = !{!71, !71, !71}
!653 = !{!654, !655}
!654 = !DILocalVariable(name: "a", arg: 1, scope: !650, file: !2, line: 49, type: !71)
!655 = !DILocalVariable(name: "b", arg: 2, scope: !650, file: !2, line: 49, type: !71)
!656 = !DILocation(line: 0, scope: !650)
!657 = !DILocation(line: 49, column: 74, scope: !650)
!658 = !DILocation(line: 49, column: 65, scope: !650)
!659 = !DISubprogram(name: "printf", scope: !660, file: !660, line: 356, type: !661, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!660 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!661 = !DISubroutineType(types: !662)
!662 = !{!102, !663, null}
!663 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !242)
!664 = distinct !DISubprogram(name: "u256_to_d", scope: !2, file: !2, line: 51, type: !665, scopeLine: 51, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !57, retainedNodes: !667)
!665 = !DISubroutineType(types: !666)
!666 = !{!73, !59}
!667 = !{!668}
!668 = !DILocalVariable(name: "a", arg: 1, scope: !664, file: !2, line: 51, type: !59)
!669 = !DILocation(line: 0, scope: !664)
!670 = !DILocation(line: 51, column: 68, scope: !664)
!671 = !DILocation(line: 51, column: 61, scope: !664)
!672 = distinct !DISubprogram(name: "s256_to_d", scope: !2, file: !2, line: 52, type: !673, scopeLine: 52, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !57, retainedNodes: !675)
!673 = !DISubroutineType(types: !674)
!674 = !{!73, !61}
!675 = !{!676}
!676 = !DILocalVariable(name: "a", arg: 1, scope: !672, file: !2, line: 52, type: !61)
!677 = !DILocation(line: 0, scope: !672)
!678 = !DILocation(line: 52, column: 68, scope: !672)
!679 = !DILocation(line: 52, column: 61, scope: !672)
!680 = distinct !DISubprogram(name: "u256_to_f", scope: !2, file: !2, line: 53, type: !681, scopeLine: 53, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !57, retainedNodes: !683)
!681 = !DISubroutineType(types: !682)
!682 = !{!80, !59}
!683 = !{!684}
!684 = !DILocalVariable(name: "a", arg: 1, scope: !680, file: !2, line: 53, type: !59)
!685 = !DILocation(line: 0, scope: !680)
!686 = !DILocation(line: 53, column: 67, scope: !680)
!687 = !DILocation(line: 53, column: 60, scope: !680)
!688 = distinct !DISubprogram(name: "s200_to_f", scope: !2, file: !2, line: 54, type: !689, scopeLine: 54, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !57, retainedNodes: !691)
!689 = !DISubroutineType(types: !690)
!690 = !{!80, !63}
!691 = !{!692}
!692 = !DILocalVariable(name: "a", arg: 1, scope: !688, file: !2, line: 54, type: !63)
!693 = !DILocation(line: 0, scope: !688)
!694 = !DILocation(line: 54, column: 67, scope: !688)
!695 = !DILocation(line: 54, column: 60, scope: !688)
!696 = distinct !DISubprogram(name: "u512_to_d", scope: !2, file: !2, line: 55, type: !697, scopeLine: 55, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !57, retainedNodes: !699)
!697 = !DISubroutineType(types: !698)
!698 = !{!73, !69}
!699 = !{!700}
!700 = !DILocalVariable(name: "a", arg: 1, scope: !696, file: !2, line: 55, type: !69)
!701 = !DILocation(line: 0, scope: !696)
!702 = !DILocation(line: 55, column: 68, scope: !696)
!703 = !DILocation(line: 55, column: 61, scope: !696)
!704 = distinct !DISubprogram(name: "d_to_u256", scope: !2, file: !2, line: 56, type: !705, scopeLine: 56, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !57, retainedNodes: !707)
!705 = !DISubroutineType(types: !706)
!706 = !{!59, !73}
!707 = !{!708}
!708 = !DILocalVariable(name: "d", arg: 1, scope: !704, file: !2, line: 56, type: !73)
!709 = !DILocation(line: 0, scope: !704)
!710 = !DILocation(line: 56, column: 68, scope: !704)
!711 = !DILocation(line: 56, column: 61, scope: !704)
!712 = distinct !DISubprogram(name: "d_to_s256", scope: !2, file: !2, line: 57, type: !713, scopeLine: 57, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !57, retainedNodes: !715)
!713 = !DISubroutineType(types: !714)
!714 = !{!61, !73}
!715 = !{!716}
!716 = !DILocalVariable(name: "d", arg: 1, scope: !712, file: !2, line: 57, type: !73)
!717 = !DILocation(line: 0, scope: !712)
!718 = !DILocation(line: 57, column: 68, scope: !712)
!719 = !DILocation(line: 57, column: 61, scope: !712)
!720 = distinct !DISubprogram(name: "f_to_s200", scope: !2, file: !2, line: 58, type: !721, scopeLine: 58, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !57, retainedNodes: !723)
!721 = !DISubroutineType(types: !722)
!722 = !{!63, !80}
!723 = !{!724}
!724 = !DILocalVariable(name: "f", arg: 1, scope: !720, file: !2, line: 58, type: !80)
!725 = !DILocation(line: 0, scope: !720)
!726 = !DILocation(line: 58, column: 67, scope: !720)
!727 = !DILocation(line: 58, column: 60, scope: !720)
!728 = distinct !DISubprogram(name: "f_to_u130", scope: !2, file: !2, line: 59, type: !729, scopeLine: 59, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !57, retainedNodes: !731)
!729 = !DISubroutineType(types: !730)
!730 = !{!65, !80}
!731 = !{!732}
!732 = !DILocalVariable(name: "f", arg: 1, scope: !728, file: !2, line: 59, type: !80)
!733 = !DILocation(line: 0, scope: !728)
!734 = !DILocation(line: 59, column: 67, scope: !728)
!735 = !DILocation(line: 59, column: 60, scope: !728)
