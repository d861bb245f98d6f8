; ModuleID = 'programs/lz77_roundtrip.c'
source_filename = "programs/lz77_roundtrip.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [5 x i8] c"text\00", align 1
@.str.1 = private unnamed_addr constant [6 x i8] c"noise\00", align 1
@.str.2 = private unnamed_addr constant [5 x i8] c"runs\00", align 1
@.str.3 = private unnamed_addr constant [9 x i8] c"periodic\00", align 1
@.str.4 = private unnamed_addr constant [6 x i8] c"mixed\00", align 1
@__const.main.names = private unnamed_addr constant [5 x ptr] [ptr @.str, ptr @.str.1, ptr @.str.2, ptr @.str.3, ptr @.str.4], align 16
@.str.5 = private unnamed_addr constant [51 x i8] c"%-8s lz77 %-6s %6zu -> %6zu (%5.1f%%) crc %08x %s\0A\00", align 1
@.str.6 = private unnamed_addr constant [5 x i8] c"lazy\00", align 1
@.str.7 = private unnamed_addr constant [7 x i8] c"greedy\00", align 1
@.str.8 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.9 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@.str.10 = private unnamed_addr constant [53 x i8] c"%-8s lzss        %6zu -> %6zu (%5.1f%%) crc %08x %s\0A\00", align 1
@__const.main.junk = private unnamed_addr constant [3 x i8] c"\01\05\C8", align 1
@__const.main.junk2 = private unnamed_addr constant [3 x i8] c"\00\09\01", align 1
@__const.main.junk3 = private unnamed_addr constant [3 x i8] c"\01\05d", align 1
@.str.11 = private unnamed_addr constant [32 x i8] c"corrupt streams -> %ld %ld %ld\0A\00", align 1
@.str.12 = private unnamed_addr constant [13 x i8] c"failures=%d\0A\00", align 1
@crc_table = internal unnamed_addr global [256 x i32] zeroinitializer, align 16
@make_input.words = internal unnamed_addr constant [15 x ptr] [ptr @.str.13, ptr @.str.14, ptr @.str.15, ptr @.str.16, ptr @.str.17, ptr @.str.18, ptr @.str.19, ptr @.str.20, ptr @.str.21, ptr @.str.22, ptr @.str.23, ptr @.str.24, ptr @.str.25, ptr @.str.26, ptr @.str.27], align 16
@.str.13 = private unnamed_addr constant [10 x i8] c"compiler \00", align 1
@.str.14 = private unnamed_addr constant [9 x i8] c"backend \00", align 1
@.str.15 = private unnamed_addr constant [10 x i8] c"register \00", align 1
@.str.16 = private unnamed_addr constant [12 x i8] c"allocation \00", align 1
@.str.17 = private unnamed_addr constant [13 x i8] c"instruction \00", align 1
@.str.18 = private unnamed_addr constant [11 x i8] c"selection \00", align 1
@.str.19 = private unnamed_addr constant [5 x i8] c"the \00", align 1
@.str.20 = private unnamed_addr constant [4 x i8] c"of \00", align 1
@.str.21 = private unnamed_addr constant [5 x i8] c"and \00", align 1
@.str.22 = private unnamed_addr constant [9 x i8] c"machine \00", align 1
@.str.23 = private unnamed_addr constant [6 x i8] c"code \00", align 1
@.str.24 = private unnamed_addr constant [7 x i8] c"emits \00", align 1
@.str.25 = private unnamed_addr constant [8 x i8] c"object \00", align 1
@.str.26 = private unnamed_addr constant [6 x i8] c"file \00", align 1
@.str.27 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.28 = private unnamed_addr constant [11 x i8] c"abcdefghij\00", align 1
@rs = internal unnamed_addr global i32 99, align 4

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [5 x i64], align 16
  %2 = alloca [64 x i8], align 16
  br label %3

3:                                                ; preds = %3, %0
  %4 = phi i64 [ 0, %0 ], [ %47, %3 ]
  %5 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %0 ], [ %48, %3 ]
  %6 = and <4 x i32> %5, <i32 1, i32 1, i32 1, i32 1>
  %7 = icmp eq <4 x i32> %6, zeroinitializer
  %8 = lshr <4 x i32> %5, <i32 1, i32 1, i32 1, i32 1>
  %9 = xor <4 x i32> %8, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>
  %10 = select <4 x i1> %7, <4 x i32> %8, <4 x i32> %9
  %11 = and <4 x i32> %10, <i32 1, i32 1, i32 1, i32 1>
  %12 = icmp eq <4 x i32> %11, zeroinitializer
  %13 = lshr <4 x i32> %10, <i32 1, i32 1, i32 1, i32 1>
  %14 = xor <4 x i32> %13, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>
  %15 = select <4 x i1> %12, <4 x i32> %13, <4 x i32> %14
  %16 = and <4 x i32> %15, <i32 1, i32 1, i32 1, i32 1>
  %17 = icmp eq <4 x i32> %16, zeroinitializer
  %18 = lshr <4 x i32> %15, <i32 1, i32 1, i32 1, i32 1>
  %19 = xor <4 x i32> %18, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>
  %20 = select <4 x i1> %17, <4 x i32> %18, <4 x i32> %19
  %21 = and <4 x i32> %20, <i32 1, i32 1, i32 1, i32 1>
  %22 = icmp eq <4 x i32> %21, zeroinitializer
  %23 = lshr <4 x i32> %20, <i32 1, i32 1, i32 1, i32 1>
  %24 = xor <4 x i32> %23, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>
  %25 = select <4 x i1> %22, <4 x i32> %23, <4 x i32> %24
  %26 = and <4 x i32> %25, <i32 1, i32 1, i32 1, i32 1>
  %27 = icmp eq <4 x i32> %26, zeroinitializer
  %28 = lshr <4 x i32> %25, <i32 1, i32 1, i32 1, i32 1>
  %29 = xor <4 x i32> %28, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>
  %30 = select <4 x i1> %27, <4 x i32> %28, <4 x i32> %29
  %31 = and <4 x i32> %30, <i32 1, i32 1, i32 1, i32 1>
  %32 = icmp eq <4 x i32> %31, zeroinitializer
  %33 = lshr <4 x i32> %30, <i32 1, i32 1, i32 1, i32 1>
  %34 = xor <4 x i32> %33, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>
  %35 = select <4 x i1> %32, <4 x i32> %33, <4 x i32> %34
  %36 = and <4 x i32> %35, <i32 1, i32 1, i32 1, i32 1>
  %37 = icmp eq <4 x i32> %36, zeroinitializer
  %38 = lshr <4 x i32> %35, <i32 1, i32 1, i32 1, i32 1>
  %39 = xor <4 x i32> %38, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>
  %40 = select <4 x i1> %37, <4 x i32> %38, <4 x i32> %39
  %41 = and <4 x i32> %40, <i32 1, i32 1, i32 1, i32 1>
  %42 = icmp eq <4 x i32> %41, zeroinitializer
  %43 = lshr <4 x i32> %40, <i32 1, i32 1, i32 1, i32 1>
  %44 = xor <4 x i32> %43, <i32 -306674912, i32 -306674912, i32 -306674912, i32 -306674912>
  %45 = select <4 x i1> %42, <4 x i32> %43, <4 x i32> %44
  %46 = getelementptr inbounds [256 x i32], ptr @crc_table, i64 0, i64 %4
  store <4 x i32> %45, ptr %46, align 16, !tbaa !5
  %47 = add nuw i64 %4, 4
  %48 = add <4 x i32> %5, <i32 4, i32 4, i32 4, i32 4>
  %49 = icmp eq i64 %47, 256
  br i1 %49, label %50, label %3, !llvm.loop !9

50:                                               ; preds = %3
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %1) #11
  store i64 60000, ptr %1, align 16
  %51 = getelementptr inbounds i8, ptr %1, i64 8
  store i64 20000, ptr %51, align 8
  %52 = getelementptr inbounds i8, ptr %1, i64 16
  store i64 50000, ptr %52, align 16
  %53 = getelementptr inbounds i8, ptr %1, i64 24
  store i64 40000, ptr %53, align 8
  %54 = getelementptr inbounds i8, ptr %1, i64 32
  store i64 60000, ptr %54, align 16
  br label %61

55:                                               ; preds = %993
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %2) #11
  %56 = call fastcc i64 @lz77_decompress(ptr noundef nonnull @__const.main.junk, i64 noundef 3, ptr noundef nonnull %2, i64 noundef 64)
  %57 = call fastcc i64 @lz77_decompress(ptr noundef nonnull @__const.main.junk2, i64 noundef 3, ptr noundef nonnull %2, i64 noundef 64)
  %58 = call fastcc i64 @lz77_decompress(ptr noundef nonnull @__const.main.junk3, i64 noundef 3, ptr noundef nonnull %2, i64 noundef 64)
  %59 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i64 noundef %56, i64 noundef %57, i64 noundef %58)
  %60 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef %942)
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %2) #11
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %1) #11
  ret i32 %942

61:                                               ; preds = %50, %993
  %62 = phi i64 [ 0, %50 ], [ %997, %993 ]
  %63 = phi i32 [ 0, %50 ], [ %942, %993 ]
  %64 = getelementptr inbounds [5 x i64], ptr %1, i64 0, i64 %62
  %65 = load i64, ptr %64, align 8, !tbaa !13
  %66 = tail call noalias ptr @malloc(i64 noundef %65) #12
  %67 = shl i64 %65, 1
  %68 = add i64 %67, 64
  %69 = tail call noalias ptr @malloc(i64 noundef %68) #12
  %70 = add i64 %65, 16
  %71 = tail call noalias ptr @malloc(i64 noundef %70) #12
  %72 = icmp eq i64 %65, 0
  %73 = trunc nuw nsw i64 %62 to i32
  switch i32 %73, label %91 [
    i32 0, label %88
    i32 1, label %81
    i32 2, label %75
    i32 3, label %74
  ]

74:                                               ; preds = %61
  br i1 %72, label %306, label %152

75:                                               ; preds = %61
  br i1 %72, label %306, label %76

76:                                               ; preds = %75
  %77 = and i64 %65, 1
  %78 = icmp eq i64 %65, 1
  br i1 %78, label %256, label %79

79:                                               ; preds = %76
  %80 = and i64 %65, -2
  br label %139

81:                                               ; preds = %61
  br i1 %72, label %306, label %82

82:                                               ; preds = %81
  %83 = load i32, ptr @rs, align 4, !tbaa !5
  %84 = and i64 %65, 1
  %85 = icmp eq i64 %65, 1
  br i1 %85, label %239, label %86

86:                                               ; preds = %82
  %87 = and i64 %65, -2
  br label %115

88:                                               ; preds = %61
  br i1 %72, label %306, label %89

89:                                               ; preds = %88
  %90 = load i32, ptr @rs, align 4, !tbaa !5
  br label %94

91:                                               ; preds = %61
  br i1 %72, label %306, label %92

92:                                               ; preds = %91
  %93 = load i32, ptr @rs, align 4, !tbaa !5
  br label %164

94:                                               ; preds = %94, %89
  %95 = phi i64 [ %113, %94 ], [ 0, %89 ]
  %96 = phi i32 [ %102, %94 ], [ %90, %89 ]
  %97 = shl i32 %96, 13
  %98 = xor i32 %97, %96
  %99 = lshr i32 %98, 17
  %100 = xor i32 %99, %98
  %101 = shl i32 %100, 5
  %102 = xor i32 %101, %100
  %103 = urem i32 %102, 15
  %104 = zext nneg i32 %103 to i64
  %105 = getelementptr inbounds [15 x ptr], ptr @make_input.words, i64 0, i64 %104
  %106 = load ptr, ptr %105, align 8, !tbaa !15
  %107 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) %106) #13
  %108 = add i64 %107, %95
  %109 = icmp ugt i64 %108, %65
  %110 = sub i64 %65, %95
  %111 = select i1 %109, i64 %110, i64 %107
  %112 = getelementptr inbounds i8, ptr %66, i64 %95
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %112, ptr align 1 %106, i64 %111, i1 false)
  %113 = add i64 %111, %95
  %114 = icmp ult i64 %113, %65
  br i1 %114, label %94, label %253, !llvm.loop !17

115:                                              ; preds = %115, %86
  %116 = phi i64 [ 0, %86 ], [ %136, %115 ]
  %117 = phi i32 [ %83, %86 ], [ %133, %115 ]
  %118 = phi i64 [ 0, %86 ], [ %137, %115 ]
  %119 = shl i32 %117, 13
  %120 = xor i32 %119, %117
  %121 = lshr i32 %120, 17
  %122 = xor i32 %121, %120
  %123 = shl i32 %122, 5
  %124 = xor i32 %123, %122
  %125 = trunc i32 %124 to i8
  %126 = getelementptr inbounds i8, ptr %66, i64 %116
  store i8 %125, ptr %126, align 1, !tbaa !18
  %127 = or disjoint i64 %116, 1
  %128 = shl i32 %124, 13
  %129 = xor i32 %128, %124
  %130 = lshr i32 %129, 17
  %131 = xor i32 %130, %129
  %132 = shl i32 %131, 5
  %133 = xor i32 %132, %131
  %134 = trunc i32 %133 to i8
  %135 = getelementptr inbounds i8, ptr %66, i64 %127
  store i8 %134, ptr %135, align 1, !tbaa !18
  %136 = add nuw i64 %116, 2
  %137 = add i64 %118, 2
  %138 = icmp eq i64 %137, %87
  br i1 %138, label %239, label %115, !llvm.loop !19

139:                                              ; preds = %139, %79
  %140 = phi i64 [ 0, %79 ], [ %149, %139 ]
  %141 = phi i64 [ 0, %79 ], [ %150, %139 ]
  %142 = udiv i64 %140, 1000
  %143 = trunc i64 %142 to i8
  %144 = getelementptr inbounds i8, ptr %66, i64 %140
  store i8 %143, ptr %144, align 1, !tbaa !18
  %145 = or disjoint i64 %140, 1
  %146 = udiv i64 %140, 1000
  %147 = trunc i64 %146 to i8
  %148 = getelementptr inbounds i8, ptr %66, i64 %145
  store i8 %147, ptr %148, align 1, !tbaa !18
  %149 = add nuw i64 %140, 2
  %150 = add i64 %141, 2
  %151 = icmp eq i64 %150, %80
  br i1 %151, label %256, label %139, !llvm.loop !20

152:                                              ; preds = %74, %152
  %153 = phi i64 [ %162, %152 ], [ 0, %74 ]
  %154 = urem i64 %153, 10
  %155 = getelementptr inbounds [11 x i8], ptr @.str.28, i64 0, i64 %154
  %156 = load i8, ptr %155, align 1, !tbaa !18
  %157 = urem i64 %153, 977
  %158 = icmp eq i64 %157, 0
  %159 = zext i1 %158 to i8
  %160 = xor i8 %156, %159
  %161 = getelementptr inbounds i8, ptr %66, i64 %153
  store i8 %160, ptr %161, align 1, !tbaa !18
  %162 = add nuw i64 %153, 1
  %163 = icmp eq i64 %162, %65
  br i1 %163, label %263, label %152, !llvm.loop !21

164:                                              ; preds = %235, %92
  %165 = phi i64 [ %237, %235 ], [ 0, %92 ]
  %166 = phi i32 [ %236, %235 ], [ %93, %92 ]
  %167 = shl i32 %166, 13
  %168 = xor i32 %167, %166
  %169 = lshr i32 %168, 17
  %170 = xor i32 %169, %168
  %171 = shl i32 %170, 5
  %172 = xor i32 %171, %170
  %173 = and i32 %170, 3
  %174 = icmp eq i32 %173, 0
  %175 = shl i32 %172, 13
  %176 = xor i32 %175, %172
  %177 = lshr i32 %176, 17
  %178 = xor i32 %177, %176
  %179 = shl i32 %178, 5
  %180 = xor i32 %179, %178
  br i1 %174, label %205, label %181

181:                                              ; preds = %164
  %182 = urem i32 %180, 20
  %183 = add nuw nsw i32 %182, 1
  %184 = zext nneg i32 %183 to i64
  %185 = icmp ult i64 %165, %65
  br i1 %185, label %186, label %235

186:                                              ; preds = %181, %186
  %187 = phi i64 [ %199, %186 ], [ %165, %181 ]
  %188 = phi i64 [ %201, %186 ], [ 0, %181 ]
  %189 = phi i32 [ %195, %186 ], [ %180, %181 ]
  %190 = shl i32 %189, 13
  %191 = xor i32 %190, %189
  %192 = lshr i32 %191, 17
  %193 = xor i32 %192, %191
  %194 = shl i32 %193, 5
  %195 = xor i32 %194, %193
  %196 = trunc i32 %193 to i8
  %197 = and i8 %196, 3
  %198 = add nuw nsw i8 %197, 97
  %199 = add nuw i64 %187, 1
  %200 = getelementptr inbounds i8, ptr %66, i64 %187
  store i8 %198, ptr %200, align 1, !tbaa !18
  %201 = add nuw nsw i64 %188, 1
  %202 = icmp ult i64 %201, %184
  %203 = icmp ult i64 %199, %65
  %204 = select i1 %202, i1 %203, i1 false
  br i1 %204, label %186, label %235, !llvm.loop !22

205:                                              ; preds = %164
  %206 = urem i32 %180, 200
  %207 = add nuw nsw i32 %206, 1
  %208 = zext nneg i32 %207 to i64
  %209 = shl i32 %180, 13
  %210 = xor i32 %209, %180
  %211 = lshr i32 %210, 17
  %212 = xor i32 %211, %210
  %213 = shl i32 %212, 5
  %214 = xor i32 %213, %212
  %215 = urem i32 %214, 30
  %216 = add nuw nsw i32 %215, 3
  %217 = zext nneg i32 %216 to i64
  %218 = icmp ult i64 %165, %65
  br i1 %218, label %219, label %235

219:                                              ; preds = %205, %227
  %220 = phi i64 [ %230, %227 ], [ 0, %205 ]
  %221 = phi i64 [ %231, %227 ], [ %165, %205 ]
  %222 = icmp ult i64 %221, %208
  br i1 %222, label %227, label %223

223:                                              ; preds = %219
  %224 = sub i64 %221, %208
  %225 = getelementptr inbounds i8, ptr %66, i64 %224
  %226 = load i8, ptr %225, align 1, !tbaa !18
  br label %227

227:                                              ; preds = %223, %219
  %228 = phi i8 [ %226, %223 ], [ 122, %219 ]
  %229 = getelementptr inbounds i8, ptr %66, i64 %221
  store i8 %228, ptr %229, align 1, !tbaa !18
  %230 = add nuw nsw i64 %220, 1
  %231 = add nuw i64 %221, 1
  %232 = icmp ult i64 %230, %217
  %233 = icmp ult i64 %231, %65
  %234 = select i1 %232, i1 %233, i1 false
  br i1 %234, label %219, label %235, !llvm.loop !23

235:                                              ; preds = %186, %227, %205, %181
  %236 = phi i32 [ %214, %205 ], [ %180, %181 ], [ %214, %227 ], [ %195, %186 ]
  %237 = phi i64 [ %165, %205 ], [ %165, %181 ], [ %231, %227 ], [ %199, %186 ]
  %238 = icmp ult i64 %237, %65
  br i1 %238, label %164, label %255, !llvm.loop !24

239:                                              ; preds = %115, %82
  %240 = phi i32 [ poison, %82 ], [ %133, %115 ]
  %241 = phi i64 [ 0, %82 ], [ %136, %115 ]
  %242 = phi i32 [ %83, %82 ], [ %133, %115 ]
  %243 = icmp eq i64 %84, 0
  br i1 %243, label %253, label %244

244:                                              ; preds = %239
  %245 = shl i32 %242, 13
  %246 = xor i32 %245, %242
  %247 = lshr i32 %246, 17
  %248 = xor i32 %247, %246
  %249 = shl i32 %248, 5
  %250 = xor i32 %249, %248
  %251 = trunc i32 %250 to i8
  %252 = getelementptr inbounds i8, ptr %66, i64 %241
  store i8 %251, ptr %252, align 1, !tbaa !18
  br label %253

253:                                              ; preds = %244, %239, %94
  %254 = phi i32 [ %102, %94 ], [ %240, %239 ], [ %250, %244 ]
  store i32 %254, ptr @rs, align 4, !tbaa !5
  br label %263

255:                                              ; preds = %235
  store i32 %236, ptr @rs, align 4, !tbaa !5
  br i1 %72, label %306, label %263

256:                                              ; preds = %139, %76
  %257 = phi i64 [ 0, %76 ], [ %149, %139 ]
  %258 = icmp eq i64 %77, 0
  br i1 %258, label %263, label %259

259:                                              ; preds = %256
  %260 = udiv i64 %257, 1000
  %261 = trunc i64 %260 to i8
  %262 = getelementptr inbounds i8, ptr %66, i64 %257
  store i8 %261, ptr %262, align 1, !tbaa !18
  br label %263

263:                                              ; preds = %152, %259, %256, %253, %255
  %264 = and i64 %65, 1
  %265 = icmp eq i64 %65, 1
  br i1 %265, label %292, label %266

266:                                              ; preds = %263
  %267 = and i64 %65, -2
  br label %268

268:                                              ; preds = %268, %266
  %269 = phi i32 [ -1, %266 ], [ %289, %268 ]
  %270 = phi ptr [ %66, %266 ], [ %281, %268 ]
  %271 = phi i64 [ 0, %266 ], [ %290, %268 ]
  %272 = getelementptr inbounds i8, ptr %270, i64 1
  %273 = load i8, ptr %270, align 1, !tbaa !18
  %274 = trunc i32 %269 to i8
  %275 = xor i8 %273, %274
  %276 = zext i8 %275 to i64
  %277 = getelementptr inbounds [256 x i32], ptr @crc_table, i64 0, i64 %276
  %278 = load i32, ptr %277, align 4, !tbaa !5
  %279 = lshr i32 %269, 8
  %280 = xor i32 %278, %279
  %281 = getelementptr inbounds i8, ptr %270, i64 2
  %282 = load i8, ptr %272, align 1, !tbaa !18
  %283 = trunc i32 %280 to i8
  %284 = xor i8 %282, %283
  %285 = zext i8 %284 to i64
  %286 = getelementptr inbounds [256 x i32], ptr @crc_table, i64 0, i64 %285
  %287 = load i32, ptr %286, align 4, !tbaa !5
  %288 = lshr i32 %280, 8
  %289 = xor i32 %287, %288
  %290 = add i64 %271, 2
  %291 = icmp eq i64 %290, %267
  br i1 %291, label %292, label %268, !llvm.loop !25

292:                                              ; preds = %268, %263
  %293 = phi i32 [ poison, %263 ], [ %289, %268 ]
  %294 = phi i32 [ -1, %263 ], [ %289, %268 ]
  %295 = phi ptr [ %66, %263 ], [ %281, %268 ]
  %296 = icmp eq i64 %264, 0
  br i1 %296, label %306, label %297

297:                                              ; preds = %292
  %298 = load i8, ptr %295, align 1, !tbaa !18
  %299 = trunc i32 %294 to i8
  %300 = xor i8 %298, %299
  %301 = zext i8 %300 to i64
  %302 = getelementptr inbounds [256 x i32], ptr @crc_table, i64 0, i64 %301
  %303 = load i32, ptr %302, align 4, !tbaa !5
  %304 = lshr i32 %294, 8
  %305 = xor i32 %303, %304
  br label %306

306:                                              ; preds = %297, %292, %91, %88, %81, %75, %74, %255
  %307 = phi i32 [ -1, %255 ], [ -1, %74 ], [ -1, %75 ], [ -1, %81 ], [ -1, %88 ], [ -1, %91 ], [ %293, %292 ], [ %305, %297 ]
  %308 = shl i64 %65, 2
  %309 = add i64 %308, 4
  %310 = getelementptr inbounds [5 x ptr], ptr @__const.main.names, i64 0, i64 %62
  %311 = uitofp i64 %65 to double
  %312 = and i64 %65, 1
  %313 = icmp eq i64 %65, 1
  %314 = and i64 %65, -2
  %315 = icmp eq i64 %312, 0
  br label %472

316:                                              ; preds = %931
  %317 = icmp eq i64 %62, 1
  %318 = select i1 %317, i64 4000, i64 12000
  br label %319

319:                                              ; preds = %316, %323
  %320 = phi i64 [ %389, %323 ], [ 0, %316 ]
  %321 = phi i64 [ %390, %323 ], [ 0, %316 ]
  %322 = add i64 %320, 1
  br label %325

323:                                              ; preds = %386
  %324 = getelementptr inbounds i8, ptr %69, i64 %320
  store i8 %387, ptr %324, align 1, !tbaa !18
  br i1 %393, label %319, label %395, !llvm.loop !26

325:                                              ; preds = %386, %319
  %326 = phi i64 [ %322, %319 ], [ %389, %386 ]
  %327 = phi i64 [ %321, %319 ], [ %390, %386 ]
  %328 = phi i32 [ 0, %319 ], [ %391, %386 ]
  %329 = phi i8 [ 0, %319 ], [ %387, %386 ]
  %330 = sub i64 %318, %327
  %331 = tail call i64 @llvm.umin.i64(i64 %330, i64 18)
  %332 = tail call i64 @llvm.usub.sat.i64(i64 %327, i64 4095)
  %333 = icmp ult i64 %332, %327
  br i1 %333, label %334, label %381

334:                                              ; preds = %325
  %335 = icmp eq i64 %327, %318
  %336 = getelementptr i8, ptr %66, i64 %327
  %337 = tail call i64 @llvm.umax.i64(i64 %331, i64 1)
  br label %338

338:                                              ; preds = %359, %334
  %339 = phi i64 [ %332, %334 ], [ %362, %359 ]
  %340 = phi i64 [ 0, %334 ], [ %360, %359 ]
  %341 = phi i64 [ 0, %334 ], [ %361, %359 ]
  %342 = getelementptr i8, ptr %66, i64 %339
  br i1 %335, label %359, label %343

343:                                              ; preds = %338, %350
  %344 = phi i64 [ %351, %350 ], [ 0, %338 ]
  %345 = getelementptr i8, ptr %342, i64 %344
  %346 = load i8, ptr %345, align 1, !tbaa !18
  %347 = getelementptr i8, ptr %336, i64 %344
  %348 = load i8, ptr %347, align 1, !tbaa !18
  %349 = icmp eq i8 %346, %348
  br i1 %349, label %350, label %353

350:                                              ; preds = %343
  %351 = add nuw nsw i64 %344, 1
  %352 = icmp eq i64 %351, %337
  br i1 %352, label %353, label %343, !llvm.loop !27

353:                                              ; preds = %350, %343
  %354 = phi i64 [ %344, %343 ], [ %337, %350 ]
  %355 = icmp ugt i64 %354, %341
  br i1 %355, label %356, label %359

356:                                              ; preds = %353
  %357 = sub nsw i64 %327, %339
  %358 = icmp eq i64 %354, %331
  br i1 %358, label %364, label %359

359:                                              ; preds = %356, %353, %338
  %360 = phi i64 [ %357, %356 ], [ %340, %353 ], [ %340, %338 ]
  %361 = phi i64 [ %354, %356 ], [ %341, %353 ], [ %341, %338 ]
  %362 = add i64 %339, 1
  %363 = icmp eq i64 %362, %327
  br i1 %363, label %364, label %338, !llvm.loop !28

364:                                              ; preds = %359, %356
  %365 = phi i64 [ %331, %356 ], [ %361, %359 ]
  %366 = phi i64 [ %357, %356 ], [ %360, %359 ]
  %367 = icmp ugt i64 %365, 2
  br i1 %367, label %368, label %381

368:                                              ; preds = %364
  %369 = shl nuw nsw i32 1, %328
  %370 = trunc nuw i32 %369 to i8
  %371 = or i8 %329, %370
  %372 = lshr i64 %366, 4
  %373 = trunc i64 %372 to i8
  %374 = getelementptr inbounds i8, ptr %69, i64 %326
  store i8 %373, ptr %374, align 1, !tbaa !18
  %375 = shl i64 %366, 4
  %376 = add i64 %365, 253
  %377 = or i64 %375, %376
  %378 = trunc i64 %377 to i8
  %379 = add i64 %326, 2
  %380 = getelementptr i8, ptr %374, i64 1
  store i8 %378, ptr %380, align 1, !tbaa !18
  br label %386

381:                                              ; preds = %364, %325
  %382 = getelementptr inbounds i8, ptr %66, i64 %327
  %383 = load i8, ptr %382, align 1, !tbaa !18
  %384 = add i64 %326, 1
  %385 = getelementptr inbounds i8, ptr %69, i64 %326
  store i8 %383, ptr %385, align 1, !tbaa !18
  br label %386

386:                                              ; preds = %381, %368
  %387 = phi i8 [ %371, %368 ], [ %329, %381 ]
  %388 = phi i64 [ %365, %368 ], [ 1, %381 ]
  %389 = phi i64 [ %379, %368 ], [ %384, %381 ]
  %390 = add i64 %388, %327
  %391 = add nuw nsw i32 %328, 1
  %392 = icmp ult i32 %328, 7
  %393 = icmp ult i64 %390, %318
  %394 = and i1 %392, %393
  br i1 %394, label %325, label %323, !llvm.loop !29

395:                                              ; preds = %323
  %396 = icmp eq i64 %389, 0
  br i1 %396, label %938, label %401

397:                                              ; preds = %463, %401
  %398 = phi i64 [ %403, %401 ], [ %464, %463 ]
  %399 = phi i64 [ %404, %401 ], [ %465, %463 ]
  %400 = icmp ult i64 %399, %389
  br i1 %400, label %401, label %470, !llvm.loop !30

401:                                              ; preds = %395, %397
  %402 = phi i64 [ %399, %397 ], [ 0, %395 ]
  %403 = phi i64 [ %398, %397 ], [ 0, %395 ]
  %404 = add nuw i64 %402, 1
  %405 = icmp ult i64 %404, %389
  br i1 %405, label %406, label %397

406:                                              ; preds = %401
  %407 = getelementptr inbounds i8, ptr %69, i64 %402
  %408 = load i8, ptr %407, align 1, !tbaa !18
  %409 = zext i8 %408 to i32
  br label %410

410:                                              ; preds = %463, %406
  %411 = phi i64 [ %404, %406 ], [ %465, %463 ]
  %412 = phi i64 [ %403, %406 ], [ %464, %463 ]
  %413 = phi i32 [ 0, %406 ], [ %466, %463 ]
  %414 = shl nuw nsw i32 1, %413
  %415 = and i32 %414, %409
  %416 = icmp eq i32 %415, 0
  br i1 %416, label %454, label %417

417:                                              ; preds = %410
  %418 = getelementptr inbounds i8, ptr %69, i64 %411
  %419 = load i8, ptr %418, align 1, !tbaa !18
  %420 = zext i8 %419 to i64
  %421 = mul nsw i64 %420, -16
  %422 = getelementptr i8, ptr %418, i64 1
  %423 = load i8, ptr %422, align 1, !tbaa !18
  %424 = zext i8 %423 to i32
  %425 = lshr i32 %424, 4
  %426 = zext nneg i32 %425 to i64
  %427 = and i32 %424, 15
  %428 = add nuw nsw i32 %427, 3
  %429 = zext nneg i32 %428 to i64
  %430 = sub nsw i64 %421, %426
  %431 = getelementptr i8, ptr %71, i64 %430
  %432 = icmp ult i32 %427, 13
  %433 = icmp eq i8 %419, 0
  %434 = select i1 %432, i1 true, i1 %433
  br i1 %434, label %442, label %435

435:                                              ; preds = %417
  %436 = and i64 %429, 16
  %437 = add i64 %412, %436
  %438 = getelementptr i8, ptr %431, i64 %412
  %439 = load <16 x i8>, ptr %438, align 1, !tbaa !18
  %440 = getelementptr inbounds i8, ptr %71, i64 %412
  store <16 x i8> %439, ptr %440, align 1, !tbaa !18
  %441 = icmp eq i64 %436, %429
  br i1 %441, label %460, label %442

442:                                              ; preds = %435, %417
  %443 = phi i64 [ 0, %417 ], [ %436, %435 ]
  %444 = phi i64 [ %412, %417 ], [ %437, %435 ]
  br label %445

445:                                              ; preds = %442, %445
  %446 = phi i64 [ %451, %445 ], [ %443, %442 ]
  %447 = phi i64 [ %452, %445 ], [ %444, %442 ]
  %448 = getelementptr i8, ptr %431, i64 %447
  %449 = load i8, ptr %448, align 1, !tbaa !18
  %450 = getelementptr inbounds i8, ptr %71, i64 %447
  store i8 %449, ptr %450, align 1, !tbaa !18
  %451 = add nuw nsw i64 %446, 1
  %452 = add i64 %447, 1
  %453 = icmp eq i64 %451, %429
  br i1 %453, label %460, label %445, !llvm.loop !31

454:                                              ; preds = %410
  %455 = add nuw i64 %411, 1
  %456 = getelementptr inbounds i8, ptr %69, i64 %411
  %457 = load i8, ptr %456, align 1, !tbaa !18
  %458 = add i64 %412, 1
  %459 = getelementptr inbounds i8, ptr %71, i64 %412
  store i8 %457, ptr %459, align 1, !tbaa !18
  br label %463

460:                                              ; preds = %445, %435
  %461 = phi i64 [ %437, %435 ], [ %452, %445 ]
  %462 = add i64 %411, 2
  br label %463

463:                                              ; preds = %460, %454
  %464 = phi i64 [ %458, %454 ], [ %461, %460 ]
  %465 = phi i64 [ %455, %454 ], [ %462, %460 ]
  %466 = add nuw nsw i32 %413, 1
  %467 = icmp ult i32 %413, 7
  %468 = icmp ult i64 %465, %389
  %469 = select i1 %467, i1 %468, i1 false
  br i1 %469, label %410, label %397, !llvm.loop !32

470:                                              ; preds = %397
  %471 = icmp eq i64 %398, %318
  br i1 %471, label %935, label %938

472:                                              ; preds = %306, %931
  %473 = phi i32 [ %63, %306 ], [ %878, %931 ]
  %474 = phi i1 [ true, %306 ], [ false, %931 ]
  %475 = select i1 %474, i32 8, i32 64
  %476 = tail call noalias dereferenceable_or_null(65536) ptr @malloc(i64 noundef 65536) #12
  %477 = tail call noalias ptr @malloc(i64 noundef %309) #12
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(65536) %476, i8 -1, i64 65536, i1 false), !tbaa !5
  br i1 %72, label %799, label %478

478:                                              ; preds = %472, %794
  %479 = phi i64 [ %797, %794 ], [ 0, %472 ]
  %480 = phi i64 [ %796, %794 ], [ 0, %472 ]
  %481 = phi i64 [ %795, %794 ], [ 0, %472 ]
  %482 = add i64 %480, 4
  %483 = icmp ugt i64 %482, %65
  br i1 %483, label %792, label %484

484:                                              ; preds = %478
  %485 = getelementptr i8, ptr %66, i64 %480
  %486 = load i32, ptr %485, align 1
  %487 = mul i32 %486, -1640531535
  %488 = lshr i32 %487, 18
  %489 = zext nneg i32 %488 to i64
  %490 = getelementptr inbounds i32, ptr %476, i64 %489
  %491 = sub i64 %65, %480
  %492 = tail call i64 @llvm.umin.i64(i64 %491, i64 258)
  %493 = load i32, ptr %490, align 4, !tbaa !5
  %494 = icmp sgt i32 %493, -1
  br i1 %494, label %495, label %789

495:                                              ; preds = %484
  %496 = tail call i64 @llvm.umax.i64(i64 %492, i64 1)
  br label %497

497:                                              ; preds = %533, %495
  %498 = phi i64 [ 0, %495 ], [ %534, %533 ]
  %499 = phi i64 [ 0, %495 ], [ %535, %533 ]
  %500 = phi i32 [ %493, %495 ], [ %537, %533 ]
  %501 = phi i32 [ %475, %495 ], [ %502, %533 ]
  %502 = add nsw i32 %501, -1
  %503 = icmp sgt i32 %501, 0
  br i1 %503, label %504, label %539

504:                                              ; preds = %497
  %505 = zext nneg i32 %500 to i64
  %506 = sub i64 %480, %505
  %507 = icmp ugt i64 %506, 32768
  br i1 %507, label %539, label %508

508:                                              ; preds = %504
  %509 = trunc i64 %498 to i32
  %510 = add nsw i32 %500, %509
  %511 = sext i32 %510 to i64
  %512 = getelementptr inbounds i8, ptr %66, i64 %511
  %513 = load i8, ptr %512, align 1, !tbaa !18
  %514 = getelementptr i8, ptr %485, i64 %498
  %515 = load i8, ptr %514, align 1, !tbaa !18
  %516 = icmp eq i8 %513, %515
  br i1 %516, label %517, label %533

517:                                              ; preds = %508, %525
  %518 = phi i64 [ %526, %525 ], [ 0, %508 ]
  %519 = getelementptr i8, ptr %66, i64 %518
  %520 = getelementptr i8, ptr %519, i64 %505
  %521 = load i8, ptr %520, align 1, !tbaa !18
  %522 = getelementptr i8, ptr %519, i64 %480
  %523 = load i8, ptr %522, align 1, !tbaa !18
  %524 = icmp eq i8 %521, %523
  br i1 %524, label %525, label %528

525:                                              ; preds = %517
  %526 = add nuw nsw i64 %518, 1
  %527 = icmp eq i64 %526, %496
  br i1 %527, label %528, label %517, !llvm.loop !33

528:                                              ; preds = %525, %517
  %529 = phi i64 [ %518, %517 ], [ %496, %525 ]
  %530 = icmp ugt i64 %529, %498
  br i1 %530, label %531, label %533

531:                                              ; preds = %528
  %532 = icmp eq i64 %529, %492
  br i1 %532, label %539, label %533

533:                                              ; preds = %531, %528, %508
  %534 = phi i64 [ %498, %508 ], [ %529, %531 ], [ %498, %528 ]
  %535 = phi i64 [ %499, %508 ], [ %506, %531 ], [ %499, %528 ]
  %536 = getelementptr inbounds i32, ptr %477, i64 %505
  %537 = load i32, ptr %536, align 4, !tbaa !5
  %538 = icmp sgt i32 %537, -1
  br i1 %538, label %497, label %539

539:                                              ; preds = %533, %531, %504, %497
  %540 = phi i64 [ %498, %504 ], [ %534, %533 ], [ %492, %531 ], [ %498, %497 ]
  %541 = phi i64 [ %499, %504 ], [ %535, %533 ], [ %506, %531 ], [ %499, %497 ]
  %542 = icmp ult i64 %540, 4
  br i1 %542, label %789, label %543

543:                                              ; preds = %539
  br i1 %474, label %700, label %544

544:                                              ; preds = %543
  %545 = add i64 %480, 1
  %546 = icmp ult i64 %545, %65
  br i1 %546, label %547, label %700

547:                                              ; preds = %544
  %548 = getelementptr inbounds i32, ptr %477, i64 %480
  store i32 %493, ptr %548, align 4, !tbaa !5
  %549 = trunc i64 %480 to i32
  store i32 %549, ptr %490, align 4, !tbaa !5
  %550 = add i64 %480, 5
  %551 = icmp ugt i64 %550, %65
  br i1 %551, label %611, label %552

552:                                              ; preds = %547
  %553 = getelementptr i8, ptr %66, i64 %545
  %554 = load i32, ptr %553, align 1
  %555 = mul i32 %554, -1640531535
  %556 = lshr i32 %555, 18
  %557 = zext nneg i32 %556 to i64
  %558 = getelementptr inbounds i32, ptr %476, i64 %557
  %559 = sub i64 %65, %545
  %560 = tail call i64 @llvm.umin.i64(i64 %559, i64 258)
  %561 = load i32, ptr %558, align 4, !tbaa !5
  %562 = icmp sgt i32 %561, -1
  br i1 %562, label %563, label %611

563:                                              ; preds = %552
  %564 = tail call i64 @llvm.umax.i64(i64 %560, i64 1)
  br label %565

565:                                              ; preds = %600, %563
  %566 = phi i64 [ 0, %563 ], [ %601, %600 ]
  %567 = phi i32 [ %561, %563 ], [ %603, %600 ]
  %568 = phi i32 [ 64, %563 ], [ %569, %600 ]
  %569 = add nsw i32 %568, -1
  %570 = icmp eq i32 %568, 0
  br i1 %570, label %605, label %571

571:                                              ; preds = %565
  %572 = zext nneg i32 %567 to i64
  %573 = sub i64 %545, %572
  %574 = icmp ugt i64 %573, 32768
  br i1 %574, label %605, label %575

575:                                              ; preds = %571
  %576 = trunc i64 %566 to i32
  %577 = add nsw i32 %567, %576
  %578 = sext i32 %577 to i64
  %579 = getelementptr inbounds i8, ptr %66, i64 %578
  %580 = load i8, ptr %579, align 1, !tbaa !18
  %581 = getelementptr i8, ptr %553, i64 %566
  %582 = load i8, ptr %581, align 1, !tbaa !18
  %583 = icmp eq i8 %580, %582
  br i1 %583, label %584, label %600

584:                                              ; preds = %575, %592
  %585 = phi i64 [ %593, %592 ], [ 0, %575 ]
  %586 = getelementptr i8, ptr %66, i64 %585
  %587 = getelementptr i8, ptr %586, i64 %572
  %588 = load i8, ptr %587, align 1, !tbaa !18
  %589 = getelementptr i8, ptr %586, i64 %545
  %590 = load i8, ptr %589, align 1, !tbaa !18
  %591 = icmp eq i8 %588, %590
  br i1 %591, label %592, label %595

592:                                              ; preds = %584
  %593 = add nuw nsw i64 %585, 1
  %594 = icmp eq i64 %593, %564
  br i1 %594, label %595, label %584, !llvm.loop !33

595:                                              ; preds = %592, %584
  %596 = phi i64 [ %585, %584 ], [ %564, %592 ]
  %597 = icmp ugt i64 %596, %566
  br i1 %597, label %598, label %600

598:                                              ; preds = %595
  %599 = icmp eq i64 %596, %560
  br i1 %599, label %605, label %600

600:                                              ; preds = %598, %595, %575
  %601 = phi i64 [ %566, %575 ], [ %596, %598 ], [ %566, %595 ]
  %602 = getelementptr inbounds i32, ptr %477, i64 %572
  %603 = load i32, ptr %602, align 4, !tbaa !5
  %604 = icmp sgt i32 %603, -1
  br i1 %604, label %565, label %605

605:                                              ; preds = %600, %598, %571, %565
  %606 = phi i64 [ %566, %571 ], [ %601, %600 ], [ %560, %598 ], [ %566, %565 ]
  %607 = icmp ugt i64 %606, 3
  %608 = add i64 %540, 1
  %609 = icmp ugt i64 %606, %608
  %610 = and i1 %607, %609
  br i1 %610, label %794, label %611, !llvm.loop !34

611:                                              ; preds = %605, %552, %547
  %612 = icmp ugt i64 %480, %479
  br i1 %612, label %613, label %638

613:                                              ; preds = %611
  %614 = getelementptr i8, ptr %69, i64 %481
  store i8 0, ptr %614, align 1, !tbaa !18
  %615 = getelementptr i8, ptr %614, i64 1
  %616 = sub i64 %480, %479
  %617 = trunc i64 %616 to i32
  %618 = icmp ugt i32 %617, 127
  br i1 %618, label %619, label %628

619:                                              ; preds = %613, %619
  %620 = phi i64 [ %624, %619 ], [ 0, %613 ]
  %621 = phi i32 [ %626, %619 ], [ %617, %613 ]
  %622 = trunc i32 %621 to i8
  %623 = or i8 %622, -128
  %624 = add nuw nsw i64 %620, 1
  %625 = getelementptr inbounds i8, ptr %615, i64 %620
  store i8 %623, ptr %625, align 1, !tbaa !18
  %626 = lshr i32 %621, 7
  %627 = icmp ugt i32 %621, 16383
  br i1 %627, label %619, label %628, !llvm.loop !35

628:                                              ; preds = %619, %613
  %629 = phi i32 [ %617, %613 ], [ %626, %619 ]
  %630 = phi i64 [ 0, %613 ], [ %624, %619 ]
  %631 = trunc nuw nsw i32 %629 to i8
  %632 = getelementptr inbounds i8, ptr %615, i64 %630
  store i8 %631, ptr %632, align 1, !tbaa !18
  %633 = add i64 %481, 2
  %634 = add i64 %633, %630
  %635 = getelementptr inbounds i8, ptr %69, i64 %634
  %636 = getelementptr inbounds i8, ptr %66, i64 %479
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %635, ptr readonly align 1 %636, i64 %616, i1 false)
  %637 = add i64 %634, %616
  br label %638

638:                                              ; preds = %628, %611
  %639 = phi i64 [ %637, %628 ], [ %481, %611 ]
  %640 = getelementptr i8, ptr %69, i64 %639
  store i8 1, ptr %640, align 1, !tbaa !18
  %641 = getelementptr i8, ptr %640, i64 1
  %642 = trunc i64 %540 to i32
  %643 = add i32 %642, -4
  %644 = icmp ugt i32 %643, 127
  br i1 %644, label %645, label %654

645:                                              ; preds = %638, %645
  %646 = phi i64 [ %650, %645 ], [ 0, %638 ]
  %647 = phi i32 [ %652, %645 ], [ %643, %638 ]
  %648 = trunc i32 %647 to i8
  %649 = or i8 %648, -128
  %650 = add nuw nsw i64 %646, 1
  %651 = getelementptr inbounds i8, ptr %641, i64 %646
  store i8 %649, ptr %651, align 1, !tbaa !18
  %652 = lshr i32 %647, 7
  %653 = icmp ugt i32 %647, 16383
  br i1 %653, label %645, label %654, !llvm.loop !35

654:                                              ; preds = %645, %638
  %655 = phi i32 [ %643, %638 ], [ %652, %645 ]
  %656 = phi i64 [ 0, %638 ], [ %650, %645 ]
  %657 = trunc nuw nsw i32 %655 to i8
  %658 = getelementptr inbounds i8, ptr %641, i64 %656
  store i8 %657, ptr %658, align 1, !tbaa !18
  %659 = add i64 %639, 2
  %660 = add i64 %659, %656
  %661 = getelementptr inbounds i8, ptr %69, i64 %660
  %662 = trunc i64 %541 to i32
  %663 = icmp ugt i32 %662, 127
  br i1 %663, label %664, label %673

664:                                              ; preds = %654, %664
  %665 = phi i64 [ %669, %664 ], [ 0, %654 ]
  %666 = phi i32 [ %671, %664 ], [ %662, %654 ]
  %667 = trunc i32 %666 to i8
  %668 = or i8 %667, -128
  %669 = add nuw nsw i64 %665, 1
  %670 = getelementptr inbounds i8, ptr %661, i64 %665
  store i8 %668, ptr %670, align 1, !tbaa !18
  %671 = lshr i32 %666, 7
  %672 = icmp ugt i32 %666, 16383
  br i1 %672, label %664, label %673, !llvm.loop !35

673:                                              ; preds = %664, %654
  %674 = phi i32 [ %662, %654 ], [ %671, %664 ]
  %675 = phi i64 [ 0, %654 ], [ %669, %664 ]
  %676 = trunc nuw nsw i32 %674 to i8
  %677 = getelementptr inbounds i8, ptr %661, i64 %675
  store i8 %676, ptr %677, align 1, !tbaa !18
  %678 = add i64 %660, 1
  br label %682

679:                                              ; preds = %697
  %680 = add i64 %678, %675
  %681 = add i64 %540, %480
  br label %794, !llvm.loop !34

682:                                              ; preds = %697, %673
  %683 = phi i64 [ %698, %697 ], [ 1, %673 ]
  %684 = add i64 %683, %480
  %685 = add i64 %684, 4
  %686 = icmp ugt i64 %685, %65
  br i1 %686, label %697, label %687

687:                                              ; preds = %682
  %688 = getelementptr inbounds i8, ptr %66, i64 %684
  %689 = load i32, ptr %688, align 1
  %690 = mul i32 %689, -1640531535
  %691 = lshr i32 %690, 18
  %692 = zext nneg i32 %691 to i64
  %693 = getelementptr inbounds i32, ptr %476, i64 %692
  %694 = load i32, ptr %693, align 4, !tbaa !5
  %695 = getelementptr inbounds i32, ptr %477, i64 %684
  store i32 %694, ptr %695, align 4, !tbaa !5
  %696 = trunc i64 %684 to i32
  store i32 %696, ptr %693, align 4, !tbaa !5
  br label %697

697:                                              ; preds = %687, %682
  %698 = add nuw i64 %683, 1
  %699 = icmp eq i64 %698, %540
  br i1 %699, label %679, label %682, !llvm.loop !36

700:                                              ; preds = %544, %543
  %701 = icmp ugt i64 %480, %479
  br i1 %701, label %702, label %727

702:                                              ; preds = %700
  %703 = getelementptr i8, ptr %69, i64 %481
  store i8 0, ptr %703, align 1, !tbaa !18
  %704 = getelementptr i8, ptr %703, i64 1
  %705 = sub i64 %480, %479
  %706 = trunc i64 %705 to i32
  %707 = icmp ugt i32 %706, 127
  br i1 %707, label %708, label %717

708:                                              ; preds = %702, %708
  %709 = phi i64 [ %713, %708 ], [ 0, %702 ]
  %710 = phi i32 [ %715, %708 ], [ %706, %702 ]
  %711 = trunc i32 %710 to i8
  %712 = or i8 %711, -128
  %713 = add nuw nsw i64 %709, 1
  %714 = getelementptr inbounds i8, ptr %704, i64 %709
  store i8 %712, ptr %714, align 1, !tbaa !18
  %715 = lshr i32 %710, 7
  %716 = icmp ugt i32 %710, 16383
  br i1 %716, label %708, label %717, !llvm.loop !35

717:                                              ; preds = %708, %702
  %718 = phi i32 [ %706, %702 ], [ %715, %708 ]
  %719 = phi i64 [ 0, %702 ], [ %713, %708 ]
  %720 = trunc nuw nsw i32 %718 to i8
  %721 = getelementptr inbounds i8, ptr %704, i64 %719
  store i8 %720, ptr %721, align 1, !tbaa !18
  %722 = add i64 %481, 2
  %723 = add i64 %722, %719
  %724 = getelementptr inbounds i8, ptr %69, i64 %723
  %725 = getelementptr inbounds i8, ptr %66, i64 %479
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %724, ptr readonly align 1 %725, i64 %705, i1 false)
  %726 = add i64 %723, %705
  br label %727

727:                                              ; preds = %717, %700
  %728 = phi i64 [ %726, %717 ], [ %481, %700 ]
  %729 = getelementptr i8, ptr %69, i64 %728
  store i8 1, ptr %729, align 1, !tbaa !18
  %730 = getelementptr i8, ptr %729, i64 1
  %731 = trunc i64 %540 to i32
  %732 = add i32 %731, -4
  %733 = icmp ugt i32 %732, 127
  br i1 %733, label %734, label %743

734:                                              ; preds = %727, %734
  %735 = phi i64 [ %739, %734 ], [ 0, %727 ]
  %736 = phi i32 [ %741, %734 ], [ %732, %727 ]
  %737 = trunc i32 %736 to i8
  %738 = or i8 %737, -128
  %739 = add nuw nsw i64 %735, 1
  %740 = getelementptr inbounds i8, ptr %730, i64 %735
  store i8 %738, ptr %740, align 1, !tbaa !18
  %741 = lshr i32 %736, 7
  %742 = icmp ugt i32 %736, 16383
  br i1 %742, label %734, label %743, !llvm.loop !35

743:                                              ; preds = %734, %727
  %744 = phi i32 [ %732, %727 ], [ %741, %734 ]
  %745 = phi i64 [ 0, %727 ], [ %739, %734 ]
  %746 = trunc nuw nsw i32 %744 to i8
  %747 = getelementptr inbounds i8, ptr %730, i64 %745
  store i8 %746, ptr %747, align 1, !tbaa !18
  %748 = add i64 %728, 2
  %749 = add i64 %748, %745
  %750 = getelementptr inbounds i8, ptr %69, i64 %749
  %751 = trunc i64 %541 to i32
  %752 = icmp ugt i32 %751, 127
  br i1 %752, label %753, label %762

753:                                              ; preds = %743, %753
  %754 = phi i64 [ %758, %753 ], [ 0, %743 ]
  %755 = phi i32 [ %760, %753 ], [ %751, %743 ]
  %756 = trunc i32 %755 to i8
  %757 = or i8 %756, -128
  %758 = add nuw nsw i64 %754, 1
  %759 = getelementptr inbounds i8, ptr %750, i64 %754
  store i8 %757, ptr %759, align 1, !tbaa !18
  %760 = lshr i32 %755, 7
  %761 = icmp ugt i32 %755, 16383
  br i1 %761, label %753, label %762, !llvm.loop !35

762:                                              ; preds = %753, %743
  %763 = phi i32 [ %751, %743 ], [ %760, %753 ]
  %764 = phi i64 [ 0, %743 ], [ %758, %753 ]
  %765 = trunc nuw nsw i32 %763 to i8
  %766 = getelementptr inbounds i8, ptr %750, i64 %764
  store i8 %765, ptr %766, align 1, !tbaa !18
  br label %771

767:                                              ; preds = %786
  %768 = add i64 %749, 1
  %769 = add i64 %768, %764
  %770 = add i64 %540, %480
  br label %794

771:                                              ; preds = %786, %762
  %772 = phi i64 [ 0, %762 ], [ %787, %786 ]
  %773 = add i64 %772, %480
  %774 = add i64 %773, 4
  %775 = icmp ugt i64 %774, %65
  br i1 %775, label %786, label %776

776:                                              ; preds = %771
  %777 = getelementptr inbounds i8, ptr %66, i64 %773
  %778 = load i32, ptr %777, align 1
  %779 = mul i32 %778, -1640531535
  %780 = lshr i32 %779, 18
  %781 = zext nneg i32 %780 to i64
  %782 = getelementptr inbounds i32, ptr %476, i64 %781
  %783 = load i32, ptr %782, align 4, !tbaa !5
  %784 = getelementptr inbounds i32, ptr %477, i64 %773
  store i32 %783, ptr %784, align 4, !tbaa !5
  %785 = trunc i64 %773 to i32
  store i32 %785, ptr %782, align 4, !tbaa !5
  br label %786

786:                                              ; preds = %776, %771
  %787 = add nuw i64 %772, 1
  %788 = icmp eq i64 %787, %540
  br i1 %788, label %767, label %771, !llvm.loop !37

789:                                              ; preds = %539, %484
  %790 = getelementptr inbounds i32, ptr %477, i64 %480
  store i32 %493, ptr %790, align 4, !tbaa !5
  %791 = trunc i64 %480 to i32
  store i32 %791, ptr %490, align 4, !tbaa !5
  br label %792

792:                                              ; preds = %789, %478
  %793 = add i64 %480, 1
  br label %794

794:                                              ; preds = %792, %767, %679, %605
  %795 = phi i64 [ %769, %767 ], [ %481, %792 ], [ %680, %679 ], [ %481, %605 ]
  %796 = phi i64 [ %770, %767 ], [ %793, %792 ], [ %681, %679 ], [ %545, %605 ]
  %797 = phi i64 [ %770, %767 ], [ %479, %792 ], [ %681, %679 ], [ %479, %605 ]
  %798 = icmp ult i64 %796, %65
  br i1 %798, label %478, label %799

799:                                              ; preds = %794, %472
  %800 = phi i64 [ 0, %472 ], [ %795, %794 ]
  %801 = phi i64 [ 0, %472 ], [ %797, %794 ]
  %802 = icmp ult i64 %801, %65
  br i1 %802, label %803, label %828

803:                                              ; preds = %799
  %804 = getelementptr i8, ptr %69, i64 %800
  store i8 0, ptr %804, align 1, !tbaa !18
  %805 = getelementptr i8, ptr %804, i64 1
  %806 = sub i64 %65, %801
  %807 = trunc i64 %806 to i32
  %808 = icmp ugt i32 %807, 127
  br i1 %808, label %809, label %818

809:                                              ; preds = %803, %809
  %810 = phi i64 [ %814, %809 ], [ 0, %803 ]
  %811 = phi i32 [ %816, %809 ], [ %807, %803 ]
  %812 = trunc i32 %811 to i8
  %813 = or i8 %812, -128
  %814 = add nuw nsw i64 %810, 1
  %815 = getelementptr inbounds i8, ptr %805, i64 %810
  store i8 %813, ptr %815, align 1, !tbaa !18
  %816 = lshr i32 %811, 7
  %817 = icmp ugt i32 %811, 16383
  br i1 %817, label %809, label %818, !llvm.loop !35

818:                                              ; preds = %809, %803
  %819 = phi i32 [ %807, %803 ], [ %816, %809 ]
  %820 = phi i64 [ 0, %803 ], [ %814, %809 ]
  %821 = trunc nuw nsw i32 %819 to i8
  %822 = getelementptr inbounds i8, ptr %805, i64 %820
  store i8 %821, ptr %822, align 1, !tbaa !18
  %823 = add i64 %800, 2
  %824 = add i64 %823, %820
  %825 = getelementptr inbounds i8, ptr %69, i64 %824
  %826 = getelementptr inbounds i8, ptr %66, i64 %801
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %825, ptr readonly align 1 %826, i64 %806, i1 false)
  %827 = add i64 %824, %806
  br label %828

828:                                              ; preds = %799, %818
  %829 = phi i64 [ %827, %818 ], [ %800, %799 ]
  tail call void @free(ptr noundef %476) #11
  tail call void @free(ptr noundef %477) #11
  %830 = tail call fastcc i64 @lz77_decompress(ptr noundef %69, i64 noundef %829, ptr noundef %71, i64 noundef %70)
  %831 = icmp eq i64 %830, %65
  br i1 %831, label %832, label %874

832:                                              ; preds = %828
  br i1 %72, label %871, label %833

833:                                              ; preds = %832
  br i1 %313, label %858, label %834

834:                                              ; preds = %833, %834
  %835 = phi i32 [ %855, %834 ], [ -1, %833 ]
  %836 = phi ptr [ %847, %834 ], [ %71, %833 ]
  %837 = phi i64 [ %856, %834 ], [ 0, %833 ]
  %838 = getelementptr inbounds i8, ptr %836, i64 1
  %839 = load i8, ptr %836, align 1, !tbaa !18
  %840 = trunc i32 %835 to i8
  %841 = xor i8 %839, %840
  %842 = zext i8 %841 to i64
  %843 = getelementptr inbounds [256 x i32], ptr @crc_table, i64 0, i64 %842
  %844 = load i32, ptr %843, align 4, !tbaa !5
  %845 = lshr i32 %835, 8
  %846 = xor i32 %844, %845
  %847 = getelementptr inbounds i8, ptr %836, i64 2
  %848 = load i8, ptr %838, align 1, !tbaa !18
  %849 = trunc i32 %846 to i8
  %850 = xor i8 %848, %849
  %851 = zext i8 %850 to i64
  %852 = getelementptr inbounds [256 x i32], ptr @crc_table, i64 0, i64 %851
  %853 = load i32, ptr %852, align 4, !tbaa !5
  %854 = lshr i32 %846, 8
  %855 = xor i32 %853, %854
  %856 = add i64 %837, 2
  %857 = icmp eq i64 %856, %314
  br i1 %857, label %858, label %834, !llvm.loop !25

858:                                              ; preds = %834, %833
  %859 = phi i32 [ poison, %833 ], [ %855, %834 ]
  %860 = phi i32 [ -1, %833 ], [ %855, %834 ]
  %861 = phi ptr [ %71, %833 ], [ %847, %834 ]
  br i1 %315, label %871, label %862

862:                                              ; preds = %858
  %863 = load i8, ptr %861, align 1, !tbaa !18
  %864 = trunc i32 %860 to i8
  %865 = xor i8 %863, %864
  %866 = zext i8 %865 to i64
  %867 = getelementptr inbounds [256 x i32], ptr @crc_table, i64 0, i64 %866
  %868 = load i32, ptr %867, align 4, !tbaa !5
  %869 = lshr i32 %860, 8
  %870 = xor i32 %868, %869
  br label %871

871:                                              ; preds = %862, %858, %832
  %872 = phi i32 [ -1, %832 ], [ %859, %858 ], [ %870, %862 ]
  %873 = icmp eq i32 %872, %307
  br label %874

874:                                              ; preds = %871, %828
  %875 = phi i1 [ false, %828 ], [ %873, %871 ]
  %876 = xor i1 %875, true
  %877 = zext i1 %876 to i32
  %878 = add nsw i32 %473, %877
  %879 = load ptr, ptr %310, align 8, !tbaa !15
  %880 = select i1 %474, ptr @.str.7, ptr @.str.6
  %881 = uitofp i64 %829 to double
  %882 = fmul double %881, 1.000000e+02
  %883 = fdiv double %882, %311
  %884 = icmp eq i64 %829, 0
  br i1 %884, label %931, label %885

885:                                              ; preds = %874
  %886 = and i64 %829, 1
  %887 = icmp eq i64 %829, 1
  br i1 %887, label %914, label %888

888:                                              ; preds = %885
  %889 = and i64 %829, -2
  br label %890

890:                                              ; preds = %890, %888
  %891 = phi i32 [ -1, %888 ], [ %911, %890 ]
  %892 = phi ptr [ %69, %888 ], [ %903, %890 ]
  %893 = phi i64 [ 0, %888 ], [ %912, %890 ]
  %894 = getelementptr inbounds i8, ptr %892, i64 1
  %895 = load i8, ptr %892, align 1, !tbaa !18
  %896 = trunc i32 %891 to i8
  %897 = xor i8 %895, %896
  %898 = zext i8 %897 to i64
  %899 = getelementptr inbounds [256 x i32], ptr @crc_table, i64 0, i64 %898
  %900 = load i32, ptr %899, align 4, !tbaa !5
  %901 = lshr i32 %891, 8
  %902 = xor i32 %900, %901
  %903 = getelementptr inbounds i8, ptr %892, i64 2
  %904 = load i8, ptr %894, align 1, !tbaa !18
  %905 = trunc i32 %902 to i8
  %906 = xor i8 %904, %905
  %907 = zext i8 %906 to i64
  %908 = getelementptr inbounds [256 x i32], ptr @crc_table, i64 0, i64 %907
  %909 = load i32, ptr %908, align 4, !tbaa !5
  %910 = lshr i32 %902, 8
  %911 = xor i32 %909, %910
  %912 = add i64 %893, 2
  %913 = icmp eq i64 %912, %889
  br i1 %913, label %914, label %890, !llvm.loop !25

914:                                              ; preds = %890, %885
  %915 = phi i32 [ poison, %885 ], [ %911, %890 ]
  %916 = phi i32 [ -1, %885 ], [ %911, %890 ]
  %917 = phi ptr [ %69, %885 ], [ %903, %890 ]
  %918 = icmp eq i64 %886, 0
  br i1 %918, label %928, label %919

919:                                              ; preds = %914
  %920 = load i8, ptr %917, align 1, !tbaa !18
  %921 = trunc i32 %916 to i8
  %922 = xor i8 %920, %921
  %923 = zext i8 %922 to i64
  %924 = getelementptr inbounds [256 x i32], ptr @crc_table, i64 0, i64 %923
  %925 = load i32, ptr %924, align 4, !tbaa !5
  %926 = lshr i32 %916, 8
  %927 = xor i32 %925, %926
  br label %928

928:                                              ; preds = %914, %919
  %929 = phi i32 [ %915, %914 ], [ %927, %919 ]
  %930 = xor i32 %929, -1
  br label %931

931:                                              ; preds = %874, %928
  %932 = phi i32 [ 0, %874 ], [ %930, %928 ]
  %933 = select i1 %875, ptr @.str.8, ptr @.str.9
  %934 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef %879, ptr noundef nonnull %880, i64 noundef %65, i64 noundef %829, double noundef %883, i32 noundef %932, ptr noundef nonnull %933)
  br i1 %474, label %472, label %316, !llvm.loop !38

935:                                              ; preds = %470
  %936 = tail call i32 @bcmp(ptr noundef nonnull dereferenceable(4000) %71, ptr noundef nonnull dereferenceable(4000) %66, i64 %318)
  %937 = icmp eq i32 %936, 0
  br label %938

938:                                              ; preds = %395, %935, %470
  %939 = phi i1 [ false, %470 ], [ %937, %935 ], [ false, %395 ]
  %940 = xor i1 %939, true
  %941 = zext i1 %940 to i32
  %942 = add nsw i32 %878, %941
  %943 = uitofp i64 %389 to double
  %944 = fmul double %943, 1.000000e+02
  %945 = uitofp nneg i64 %318 to double
  %946 = fdiv double %944, %945
  br i1 %396, label %993, label %947

947:                                              ; preds = %938
  %948 = and i64 %389, 1
  %949 = icmp eq i64 %389, 1
  br i1 %949, label %976, label %950

950:                                              ; preds = %947
  %951 = and i64 %389, -2
  br label %952

952:                                              ; preds = %952, %950
  %953 = phi i32 [ -1, %950 ], [ %973, %952 ]
  %954 = phi ptr [ %69, %950 ], [ %965, %952 ]
  %955 = phi i64 [ 0, %950 ], [ %974, %952 ]
  %956 = getelementptr inbounds i8, ptr %954, i64 1
  %957 = load i8, ptr %954, align 1, !tbaa !18
  %958 = trunc i32 %953 to i8
  %959 = xor i8 %957, %958
  %960 = zext i8 %959 to i64
  %961 = getelementptr inbounds [256 x i32], ptr @crc_table, i64 0, i64 %960
  %962 = load i32, ptr %961, align 4, !tbaa !5
  %963 = lshr i32 %953, 8
  %964 = xor i32 %962, %963
  %965 = getelementptr inbounds i8, ptr %954, i64 2
  %966 = load i8, ptr %956, align 1, !tbaa !18
  %967 = trunc i32 %964 to i8
  %968 = xor i8 %966, %967
  %969 = zext i8 %968 to i64
  %970 = getelementptr inbounds [256 x i32], ptr @crc_table, i64 0, i64 %969
  %971 = load i32, ptr %970, align 4, !tbaa !5
  %972 = lshr i32 %964, 8
  %973 = xor i32 %971, %972
  %974 = add i64 %955, 2
  %975 = icmp eq i64 %974, %951
  br i1 %975, label %976, label %952, !llvm.loop !25

976:                                              ; preds = %952, %947
  %977 = phi i32 [ poison, %947 ], [ %973, %952 ]
  %978 = phi i32 [ -1, %947 ], [ %973, %952 ]
  %979 = phi ptr [ %69, %947 ], [ %965, %952 ]
  %980 = icmp eq i64 %948, 0
  br i1 %980, label %990, label %981

981:                                              ; preds = %976
  %982 = load i8, ptr %979, align 1, !tbaa !18
  %983 = trunc i32 %978 to i8
  %984 = xor i8 %982, %983
  %985 = zext i8 %984 to i64
  %986 = getelementptr inbounds [256 x i32], ptr @crc_table, i64 0, i64 %985
  %987 = load i32, ptr %986, align 4, !tbaa !5
  %988 = lshr i32 %978, 8
  %989 = xor i32 %987, %988
  br label %990

990:                                              ; preds = %976, %981
  %991 = phi i32 [ %977, %976 ], [ %989, %981 ]
  %992 = xor i32 %991, -1
  br label %993

993:                                              ; preds = %938, %990
  %994 = phi i32 [ 0, %938 ], [ %992, %990 ]
  %995 = select i1 %939, ptr @.str.8, ptr @.str.9
  %996 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef %879, i64 noundef %318, i64 noundef %389, double noundef %946, i32 noundef %994, ptr noundef nonnull %995)
  tail call void @free(ptr noundef %66) #11
  tail call void @free(ptr noundef %69) #11
  tail call void @free(ptr noundef %71) #11
  %997 = add nuw nsw i64 %62, 1
  %998 = icmp eq i64 %997, 5
  br i1 %998, label %55, label %61, !llvm.loop !39
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #4

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal fastcc i64 @lz77_decompress(ptr nocapture noundef readonly %0, i64 noundef %1, ptr nocapture noundef %2, i64 noundef %3) unnamed_addr #5 {
  %5 = icmp eq i64 %1, 0
  br i1 %5, label %292, label %6

6:                                                ; preds = %4, %288
  %7 = phi i64 [ %290, %288 ], [ 0, %4 ]
  %8 = phi i64 [ %289, %288 ], [ 0, %4 ]
  %9 = add nuw i64 %8, 1
  %10 = getelementptr inbounds i8, ptr %0, i64 %8
  %11 = load i8, ptr %10, align 1, !tbaa !18
  switch i8 %11, label %292 [
    i8 0, label %12
    i8 1, label %83
  ]

12:                                               ; preds = %6
  %13 = icmp ult i64 %9, %1
  br i1 %13, label %14, label %69

14:                                               ; preds = %12
  %15 = getelementptr inbounds i8, ptr %0, i64 %9
  %16 = load i8, ptr %15, align 1, !tbaa !18
  %17 = and i8 %16, 127
  %18 = zext nneg i8 %17 to i32
  %19 = icmp sgt i8 %16, -1
  br i1 %19, label %65, label %20

20:                                               ; preds = %14
  %21 = add i64 %8, 2
  %22 = icmp ult i64 %21, %1
  br i1 %22, label %23, label %69

23:                                               ; preds = %20
  %24 = getelementptr inbounds i8, ptr %0, i64 %21
  %25 = load i8, ptr %24, align 1, !tbaa !18
  %26 = and i8 %25, 127
  %27 = zext nneg i8 %26 to i32
  %28 = shl nuw nsw i32 %27, 7
  %29 = or disjoint i32 %28, %18
  %30 = icmp sgt i8 %25, -1
  br i1 %30, label %65, label %31

31:                                               ; preds = %23
  %32 = add i64 %8, 3
  %33 = icmp ult i64 %32, %1
  br i1 %33, label %34, label %69

34:                                               ; preds = %31
  %35 = getelementptr inbounds i8, ptr %0, i64 %32
  %36 = load i8, ptr %35, align 1, !tbaa !18
  %37 = and i8 %36, 127
  %38 = zext nneg i8 %37 to i32
  %39 = shl nuw nsw i32 %38, 14
  %40 = or disjoint i32 %39, %29
  %41 = icmp sgt i8 %36, -1
  br i1 %41, label %65, label %42

42:                                               ; preds = %34
  %43 = add i64 %8, 4
  %44 = icmp ult i64 %43, %1
  br i1 %44, label %45, label %69

45:                                               ; preds = %42
  %46 = getelementptr inbounds i8, ptr %0, i64 %43
  %47 = load i8, ptr %46, align 1, !tbaa !18
  %48 = and i8 %47, 127
  %49 = zext nneg i8 %48 to i32
  %50 = shl nuw nsw i32 %49, 21
  %51 = or disjoint i32 %50, %40
  %52 = icmp sgt i8 %47, -1
  br i1 %52, label %65, label %53

53:                                               ; preds = %45
  %54 = add i64 %8, 5
  %55 = icmp ult i64 %54, %1
  br i1 %55, label %56, label %69

56:                                               ; preds = %53
  %57 = getelementptr inbounds i8, ptr %0, i64 %54
  %58 = load i8, ptr %57, align 1, !tbaa !18
  %59 = zext i8 %58 to i32
  %60 = shl i32 %59, 28
  %61 = or disjoint i32 %60, %51
  %62 = icmp sgt i8 %58, -1
  br i1 %62, label %65, label %63

63:                                               ; preds = %56
  %64 = add i64 %8, 6
  br label %69

65:                                               ; preds = %56, %45, %34, %23, %14
  %66 = phi i64 [ 1, %14 ], [ 2, %23 ], [ 3, %34 ], [ 4, %45 ], [ 5, %56 ]
  %67 = phi i32 [ %18, %14 ], [ %29, %23 ], [ %40, %34 ], [ %51, %45 ], [ %61, %56 ]
  %68 = add i64 %66, %9
  br label %69

69:                                               ; preds = %12, %20, %31, %42, %53, %63, %65
  %70 = phi i64 [ %68, %65 ], [ %9, %12 ], [ %21, %20 ], [ %32, %31 ], [ %43, %42 ], [ %54, %53 ], [ %64, %63 ]
  %71 = phi i32 [ %67, %65 ], [ -1, %63 ], [ -1, %53 ], [ -1, %42 ], [ -1, %31 ], [ -1, %20 ], [ -1, %12 ]
  %72 = zext i32 %71 to i64
  %73 = icmp ugt i64 %72, %3
  %74 = add i64 %7, %72
  %75 = icmp ugt i64 %74, %3
  %76 = select i1 %73, i1 true, i1 %75
  %77 = add i64 %70, %72
  %78 = icmp ugt i64 %77, %1
  %79 = select i1 %76, i1 true, i1 %78
  br i1 %79, label %292, label %80

80:                                               ; preds = %69
  %81 = getelementptr inbounds i8, ptr %2, i64 %7
  %82 = getelementptr inbounds i8, ptr %0, i64 %70
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %81, ptr align 1 %82, i64 %72, i1 false)
  br label %288

83:                                               ; preds = %6
  %84 = icmp ult i64 %9, %1
  br i1 %84, label %85, label %140

85:                                               ; preds = %83
  %86 = getelementptr inbounds i8, ptr %0, i64 %9
  %87 = load i8, ptr %86, align 1, !tbaa !18
  %88 = and i8 %87, 127
  %89 = zext nneg i8 %88 to i32
  %90 = icmp sgt i8 %87, -1
  br i1 %90, label %136, label %91

91:                                               ; preds = %85
  %92 = add i64 %8, 2
  %93 = icmp ult i64 %92, %1
  br i1 %93, label %94, label %140

94:                                               ; preds = %91
  %95 = getelementptr inbounds i8, ptr %0, i64 %92
  %96 = load i8, ptr %95, align 1, !tbaa !18
  %97 = and i8 %96, 127
  %98 = zext nneg i8 %97 to i32
  %99 = shl nuw nsw i32 %98, 7
  %100 = or disjoint i32 %99, %89
  %101 = icmp sgt i8 %96, -1
  br i1 %101, label %136, label %102

102:                                              ; preds = %94
  %103 = add i64 %8, 3
  %104 = icmp ult i64 %103, %1
  br i1 %104, label %105, label %140

105:                                              ; preds = %102
  %106 = getelementptr inbounds i8, ptr %0, i64 %103
  %107 = load i8, ptr %106, align 1, !tbaa !18
  %108 = and i8 %107, 127
  %109 = zext nneg i8 %108 to i32
  %110 = shl nuw nsw i32 %109, 14
  %111 = or disjoint i32 %110, %100
  %112 = icmp sgt i8 %107, -1
  br i1 %112, label %136, label %113

113:                                              ; preds = %105
  %114 = add i64 %8, 4
  %115 = icmp ult i64 %114, %1
  br i1 %115, label %116, label %140

116:                                              ; preds = %113
  %117 = getelementptr inbounds i8, ptr %0, i64 %114
  %118 = load i8, ptr %117, align 1, !tbaa !18
  %119 = and i8 %118, 127
  %120 = zext nneg i8 %119 to i32
  %121 = shl nuw nsw i32 %120, 21
  %122 = or disjoint i32 %121, %111
  %123 = icmp sgt i8 %118, -1
  br i1 %123, label %136, label %124

124:                                              ; preds = %116
  %125 = add i64 %8, 5
  %126 = icmp ult i64 %125, %1
  br i1 %126, label %127, label %140

127:                                              ; preds = %124
  %128 = getelementptr inbounds i8, ptr %0, i64 %125
  %129 = load i8, ptr %128, align 1, !tbaa !18
  %130 = zext i8 %129 to i32
  %131 = shl i32 %130, 28
  %132 = or disjoint i32 %131, %122
  %133 = icmp sgt i8 %129, -1
  br i1 %133, label %136, label %134

134:                                              ; preds = %127
  %135 = add i64 %8, 6
  br label %140

136:                                              ; preds = %127, %116, %105, %94, %85
  %137 = phi i64 [ 1, %85 ], [ 2, %94 ], [ 3, %105 ], [ 4, %116 ], [ 5, %127 ]
  %138 = phi i32 [ %89, %85 ], [ %100, %94 ], [ %111, %105 ], [ %122, %116 ], [ %132, %127 ]
  %139 = add i64 %137, %9
  br label %140

140:                                              ; preds = %136, %134, %124, %113, %102, %91, %83
  %141 = phi i64 [ %139, %136 ], [ %9, %83 ], [ %92, %91 ], [ %103, %102 ], [ %114, %113 ], [ %125, %124 ], [ %135, %134 ]
  %142 = phi i32 [ %138, %136 ], [ -1, %134 ], [ -1, %124 ], [ -1, %113 ], [ -1, %102 ], [ -1, %91 ], [ -1, %83 ]
  %143 = icmp ult i64 %141, %1
  br i1 %143, label %144, label %199

144:                                              ; preds = %140
  %145 = getelementptr inbounds i8, ptr %0, i64 %141
  %146 = load i8, ptr %145, align 1, !tbaa !18
  %147 = and i8 %146, 127
  %148 = zext nneg i8 %147 to i32
  %149 = icmp sgt i8 %146, -1
  br i1 %149, label %195, label %150

150:                                              ; preds = %144
  %151 = add i64 %141, 1
  %152 = icmp ult i64 %151, %1
  br i1 %152, label %153, label %199

153:                                              ; preds = %150
  %154 = getelementptr inbounds i8, ptr %0, i64 %151
  %155 = load i8, ptr %154, align 1, !tbaa !18
  %156 = and i8 %155, 127
  %157 = zext nneg i8 %156 to i32
  %158 = shl nuw nsw i32 %157, 7
  %159 = or disjoint i32 %158, %148
  %160 = icmp sgt i8 %155, -1
  br i1 %160, label %195, label %161

161:                                              ; preds = %153
  %162 = add i64 %141, 2
  %163 = icmp ult i64 %162, %1
  br i1 %163, label %164, label %199

164:                                              ; preds = %161
  %165 = getelementptr inbounds i8, ptr %0, i64 %162
  %166 = load i8, ptr %165, align 1, !tbaa !18
  %167 = and i8 %166, 127
  %168 = zext nneg i8 %167 to i32
  %169 = shl nuw nsw i32 %168, 14
  %170 = or disjoint i32 %169, %159
  %171 = icmp sgt i8 %166, -1
  br i1 %171, label %195, label %172

172:                                              ; preds = %164
  %173 = add i64 %141, 3
  %174 = icmp ult i64 %173, %1
  br i1 %174, label %175, label %199

175:                                              ; preds = %172
  %176 = getelementptr inbounds i8, ptr %0, i64 %173
  %177 = load i8, ptr %176, align 1, !tbaa !18
  %178 = and i8 %177, 127
  %179 = zext nneg i8 %178 to i32
  %180 = shl nuw nsw i32 %179, 21
  %181 = or disjoint i32 %180, %170
  %182 = icmp sgt i8 %177, -1
  br i1 %182, label %195, label %183

183:                                              ; preds = %175
  %184 = add i64 %141, 4
  %185 = icmp ult i64 %184, %1
  br i1 %185, label %186, label %199

186:                                              ; preds = %183
  %187 = getelementptr inbounds i8, ptr %0, i64 %184
  %188 = load i8, ptr %187, align 1, !tbaa !18
  %189 = zext i8 %188 to i32
  %190 = shl i32 %189, 28
  %191 = or disjoint i32 %190, %181
  %192 = icmp sgt i8 %188, -1
  br i1 %192, label %195, label %193

193:                                              ; preds = %186
  %194 = add i64 %141, 5
  br label %199

195:                                              ; preds = %186, %175, %164, %153, %144
  %196 = phi i64 [ 1, %144 ], [ 2, %153 ], [ 3, %164 ], [ 4, %175 ], [ 5, %186 ]
  %197 = phi i32 [ %148, %144 ], [ %159, %153 ], [ %170, %164 ], [ %181, %175 ], [ %191, %186 ]
  %198 = add i64 %196, %141
  br label %199

199:                                              ; preds = %140, %150, %161, %172, %183, %193, %195
  %200 = phi i64 [ %198, %195 ], [ %141, %140 ], [ %151, %150 ], [ %162, %161 ], [ %173, %172 ], [ %184, %183 ], [ %194, %193 ]
  %201 = phi i32 [ %197, %195 ], [ -1, %193 ], [ -1, %183 ], [ -1, %172 ], [ -1, %161 ], [ -1, %150 ], [ -1, %140 ]
  %202 = zext i32 %142 to i64
  %203 = icmp ugt i64 %202, %3
  br i1 %203, label %292, label %204

204:                                              ; preds = %199
  %205 = add i32 %142, 4
  %206 = icmp eq i32 %201, 0
  %207 = zext i32 %201 to i64
  %208 = icmp ult i64 %7, %207
  %209 = select i1 %206, i1 true, i1 %208
  %210 = zext i32 %205 to i64
  %211 = add i64 %7, %210
  %212 = icmp ugt i64 %211, %3
  %213 = select i1 %209, i1 true, i1 %212
  br i1 %213, label %292, label %214

214:                                              ; preds = %204
  %215 = icmp eq i32 %205, 0
  br i1 %215, label %288, label %216

216:                                              ; preds = %214
  %217 = icmp ult i32 %205, 32
  %218 = icmp ult i32 %201, 32
  %219 = select i1 %217, i1 true, i1 %218
  br i1 %219, label %238, label %220

220:                                              ; preds = %216
  %221 = and i64 %210, 4294967264
  %222 = trunc nuw i64 %221 to i32
  %223 = add i64 %7, %221
  br label %224

224:                                              ; preds = %224, %220
  %225 = phi i64 [ 0, %220 ], [ %234, %224 ]
  %226 = add i64 %7, %225
  %227 = sub i64 %226, %207
  %228 = getelementptr inbounds i8, ptr %2, i64 %227
  %229 = getelementptr inbounds i8, ptr %228, i64 16
  %230 = load <16 x i8>, ptr %228, align 1, !tbaa !18
  %231 = load <16 x i8>, ptr %229, align 1, !tbaa !18
  %232 = getelementptr inbounds i8, ptr %2, i64 %226
  %233 = getelementptr inbounds i8, ptr %232, i64 16
  store <16 x i8> %230, ptr %232, align 1, !tbaa !18
  store <16 x i8> %231, ptr %233, align 1, !tbaa !18
  %234 = add nuw i64 %225, 32
  %235 = icmp eq i64 %234, %221
  br i1 %235, label %236, label %224, !llvm.loop !40

236:                                              ; preds = %224
  %237 = icmp eq i64 %221, %210
  br i1 %237, label %288, label %238

238:                                              ; preds = %236, %216
  %239 = phi i32 [ 0, %216 ], [ %222, %236 ]
  %240 = phi i64 [ %7, %216 ], [ %223, %236 ]
  %241 = sub i32 %142, %239
  %242 = add i32 %142, 3
  %243 = sub i32 %242, %239
  %244 = and i32 %241, 3
  %245 = icmp eq i32 %244, 0
  br i1 %245, label %258, label %246

246:                                              ; preds = %238, %246
  %247 = phi i32 [ %254, %246 ], [ %239, %238 ]
  %248 = phi i64 [ %255, %246 ], [ %240, %238 ]
  %249 = phi i32 [ %256, %246 ], [ 0, %238 ]
  %250 = sub i64 %248, %207
  %251 = getelementptr inbounds i8, ptr %2, i64 %250
  %252 = load i8, ptr %251, align 1, !tbaa !18
  %253 = getelementptr inbounds i8, ptr %2, i64 %248
  store i8 %252, ptr %253, align 1, !tbaa !18
  %254 = add nuw i32 %247, 1
  %255 = add i64 %248, 1
  %256 = add i32 %249, 1
  %257 = icmp eq i32 %256, %244
  br i1 %257, label %258, label %246, !llvm.loop !41

258:                                              ; preds = %246, %238
  %259 = phi i64 [ poison, %238 ], [ %255, %246 ]
  %260 = phi i32 [ %239, %238 ], [ %254, %246 ]
  %261 = phi i64 [ %240, %238 ], [ %255, %246 ]
  %262 = icmp ult i32 %243, 3
  br i1 %262, label %288, label %263

263:                                              ; preds = %258, %263
  %264 = phi i32 [ %285, %263 ], [ %260, %258 ]
  %265 = phi i64 [ %286, %263 ], [ %261, %258 ]
  %266 = sub i64 %265, %207
  %267 = getelementptr inbounds i8, ptr %2, i64 %266
  %268 = load i8, ptr %267, align 1, !tbaa !18
  %269 = getelementptr inbounds i8, ptr %2, i64 %265
  store i8 %268, ptr %269, align 1, !tbaa !18
  %270 = add i64 %265, 1
  %271 = sub i64 %270, %207
  %272 = getelementptr inbounds i8, ptr %2, i64 %271
  %273 = load i8, ptr %272, align 1, !tbaa !18
  %274 = getelementptr inbounds i8, ptr %2, i64 %270
  store i8 %273, ptr %274, align 1, !tbaa !18
  %275 = add i64 %265, 2
  %276 = sub i64 %275, %207
  %277 = getelementptr inbounds i8, ptr %2, i64 %276
  %278 = load i8, ptr %277, align 1, !tbaa !18
  %279 = getelementptr inbounds i8, ptr %2, i64 %275
  store i8 %278, ptr %279, align 1, !tbaa !18
  %280 = add i64 %265, 3
  %281 = sub i64 %280, %207
  %282 = getelementptr inbounds i8, ptr %2, i64 %281
  %283 = load i8, ptr %282, align 1, !tbaa !18
  %284 = getelementptr inbounds i8, ptr %2, i64 %280
  store i8 %283, ptr %284, align 1, !tbaa !18
  %285 = add nuw i32 %264, 4
  %286 = add i64 %265, 4
  %287 = icmp eq i32 %264, %142
  br i1 %287, label %288, label %263, !llvm.loop !43

288:                                              ; preds = %258, %263, %236, %214, %80
  %289 = phi i64 [ %77, %80 ], [ %200, %214 ], [ %200, %236 ], [ %200, %263 ], [ %200, %258 ]
  %290 = phi i64 [ %74, %80 ], [ %7, %214 ], [ %223, %236 ], [ %259, %258 ], [ %286, %263 ]
  %291 = icmp ult i64 %289, %1
  br i1 %291, label %6, label %292, !llvm.loop !44

292:                                              ; preds = %288, %69, %199, %204, %6, %4
  %293 = phi i64 [ 0, %4 ], [ -3, %6 ], [ -2, %204 ], [ -2, %199 ], [ -1, %69 ], [ %290, %288 ]
  ret i64 %293
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare i64 @strlen(ptr nocapture noundef) local_unnamed_addr #8

; Function Attrs: nofree nounwind willreturn memory(argmem: read)
declare i32 @bcmp(ptr nocapture, ptr nocapture, i64) local_unnamed_addr #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #10

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.usub.sat.i64(i64, i64) #10

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #10

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nofree nounwind willreturn memory(argmem: read) }
attributes #10 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #11 = { nounwind }
attributes #12 = { nounwind allocsize(0) }
attributes #13 = { nounwind willreturn memory(read) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10, !11, !12}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!"llvm.loop.isvectorized", i32 1}
!12 = !{!"llvm.loop.unroll.runtime.disable"}
!13 = !{!14, !14, i64 0}
!14 = !{!"long", !7, i64 0}
!15 = !{!16, !16, i64 0}
!16 = !{!"any pointer", !7, i64 0}
!17 = distinct !{!17, !10}
!18 = !{!7, !7, i64 0}
!19 = distinct !{!19, !10}
!20 = distinct !{!20, !10}
!21 = distinct !{!21, !10}
!22 = distinct !{!22, !10}
!23 = distinct !{!23, !10}
!24 = distinct !{!24, !10}
!25 = distinct !{!25, !10}
!26 = distinct !{!26, !10}
!27 = distinct !{!27, !10}
!28 = distinct !{!28, !10}
!29 = distinct !{!29, !10}
!30 = distinct !{!30, !10}
!31 = distinct !{!31, !10, !11}
!32 = distinct !{!32, !10}
!33 = distinct !{!33, !10}
!34 = distinct !{!34, !10}
!35 = distinct !{!35, !10}
!36 = distinct !{!36, !10}
!37 = distinct !{!37, !10}
!38 = distinct !{!38, !10}
!39 = distinct !{!39, !10}
!40 = distinct !{!40, !10, !11, !12}
!41 = distinct !{!41, !42}
!42 = !{!"llvm.loop.unroll.disable"}
!43 = distinct !{!43, !10, !11}
!44 = distinct !{!44, !10}
