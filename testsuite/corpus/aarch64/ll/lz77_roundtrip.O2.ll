; ModuleID = 'programs/lz77_roundtrip.c'
source_filename = "programs/lz77_roundtrip.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [5 x i8] c"text\00", align 1
@.str.1 = private unnamed_addr constant [6 x i8] c"noise\00", align 1
@.str.2 = private unnamed_addr constant [5 x i8] c"runs\00", align 1
@.str.3 = private unnamed_addr constant [9 x i8] c"periodic\00", align 1
@.str.4 = private unnamed_addr constant [6 x i8] c"mixed\00", align 1
@__const.main.names = private unnamed_addr constant [5 x ptr] [ptr @.str, ptr @.str.1, ptr @.str.2, ptr @.str.3, ptr @.str.4], align 8
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
@crc_table = internal unnamed_addr global [256 x i32] zeroinitializer, align 4
@make_input.words = internal unnamed_addr constant [15 x ptr] [ptr @.str.13, ptr @.str.14, ptr @.str.15, ptr @.str.16, ptr @.str.17, ptr @.str.18, ptr @.str.19, ptr @.str.20, ptr @.str.21, ptr @.str.22, ptr @.str.23, ptr @.str.24, ptr @.str.25, ptr @.str.26, ptr @.str.27], align 8
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
  %2 = alloca [64 x i8], align 1
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
  store <4 x i32> %45, ptr %46, align 4, !tbaa !6
  %47 = add nuw i64 %4, 4
  %48 = add <4 x i32> %5, <i32 4, i32 4, i32 4, i32 4>
  %49 = icmp eq i64 %47, 256
  br i1 %49, label %50, label %3, !llvm.loop !10

50:                                               ; preds = %3
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %1) #11
  store <2 x i64> <i64 60000, i64 20000>, ptr %1, align 16
  %51 = getelementptr inbounds i8, ptr %1, i64 16
  store <2 x i64> <i64 50000, i64 40000>, ptr %51, align 16
  %52 = getelementptr inbounds i8, ptr %1, i64 32
  store i64 60000, ptr %52, align 16
  br label %59

53:                                               ; preds = %871
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %2) #11
  %54 = call fastcc i64 @lz77_decompress(ptr noundef nonnull @__const.main.junk, i64 noundef 3, ptr noundef nonnull %2, i64 noundef 64)
  %55 = call fastcc i64 @lz77_decompress(ptr noundef nonnull @__const.main.junk2, i64 noundef 3, ptr noundef nonnull %2, i64 noundef 64)
  %56 = call fastcc i64 @lz77_decompress(ptr noundef nonnull @__const.main.junk3, i64 noundef 3, ptr noundef nonnull %2, i64 noundef 64)
  %57 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i64 noundef %54, i64 noundef %55, i64 noundef %56)
  %58 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef %849)
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %2) #11
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %1) #11
  ret i32 %849

59:                                               ; preds = %50, %871
  %60 = phi i64 [ 0, %50 ], [ %875, %871 ]
  %61 = phi i32 [ 0, %50 ], [ %849, %871 ]
  %62 = getelementptr inbounds [5 x i64], ptr %1, i64 0, i64 %60
  %63 = load i64, ptr %62, align 8, !tbaa !14
  %64 = tail call noalias ptr @malloc(i64 noundef %63) #12
  %65 = shl i64 %63, 1
  %66 = add i64 %65, 64
  %67 = tail call noalias ptr @malloc(i64 noundef %66) #12
  %68 = add i64 %63, 16
  %69 = tail call noalias ptr @malloc(i64 noundef %68) #12
  %70 = icmp eq i64 %63, 0
  %71 = trunc nuw nsw i64 %60 to i32
  switch i32 %71, label %119 [
    i32 0, label %116
    i32 1, label %113
    i32 2, label %73
    i32 3, label %72
  ]

72:                                               ; preds = %59
  br i1 %70, label %269, label %163

73:                                               ; preds = %59
  br i1 %70, label %269, label %74

74:                                               ; preds = %73
  %75 = icmp ult i64 %63, 8
  br i1 %75, label %94, label %76

76:                                               ; preds = %74
  %77 = icmp ult i64 %63, 16
  br i1 %77, label %96, label %78

78:                                               ; preds = %76
  %79 = and i64 %63, -16
  br label %80

80:                                               ; preds = %80, %78
  %81 = phi i64 [ 0, %78 ], [ %86, %80 ]
  %82 = phi <16 x i64> [ <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, i64 8, i64 9, i64 10, i64 11, i64 12, i64 13, i64 14, i64 15>, %78 ], [ %87, %80 ]
  %83 = udiv <16 x i64> %82, <i64 1000, i64 1000, i64 1000, i64 1000, i64 1000, i64 1000, i64 1000, i64 1000, i64 1000, i64 1000, i64 1000, i64 1000, i64 1000, i64 1000, i64 1000, i64 1000>
  %84 = trunc <16 x i64> %83 to <16 x i8>
  %85 = getelementptr inbounds i8, ptr %64, i64 %81
  store <16 x i8> %84, ptr %85, align 1, !tbaa !16
  %86 = add nuw i64 %81, 16
  %87 = add <16 x i64> %82, <i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16>
  %88 = icmp eq i64 %86, %79
  br i1 %88, label %89, label %80, !llvm.loop !17

89:                                               ; preds = %80
  %90 = icmp eq i64 %63, %79
  br i1 %90, label %253, label %91

91:                                               ; preds = %89
  %92 = and i64 %63, 8
  %93 = icmp eq i64 %92, 0
  br i1 %93, label %94, label %96

94:                                               ; preds = %111, %74, %91
  %95 = phi i64 [ 0, %74 ], [ %79, %91 ], [ %98, %111 ]
  br label %156

96:                                               ; preds = %76, %91
  %97 = phi i64 [ %79, %91 ], [ 0, %76 ]
  %98 = and i64 %63, -8
  %99 = insertelement <8 x i64> poison, i64 %97, i64 0
  %100 = shufflevector <8 x i64> %99, <8 x i64> poison, <8 x i32> zeroinitializer
  %101 = or disjoint <8 x i64> %100, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  br label %102

102:                                              ; preds = %102, %96
  %103 = phi i64 [ %97, %96 ], [ %108, %102 ]
  %104 = phi <8 x i64> [ %101, %96 ], [ %109, %102 ]
  %105 = udiv <8 x i64> %104, <i64 1000, i64 1000, i64 1000, i64 1000, i64 1000, i64 1000, i64 1000, i64 1000>
  %106 = trunc <8 x i64> %105 to <8 x i8>
  %107 = getelementptr inbounds i8, ptr %64, i64 %103
  store <8 x i8> %106, ptr %107, align 1, !tbaa !16
  %108 = add nuw i64 %103, 8
  %109 = add <8 x i64> %104, <i64 8, i64 8, i64 8, i64 8, i64 8, i64 8, i64 8, i64 8>
  %110 = icmp eq i64 %108, %98
  br i1 %110, label %111, label %102, !llvm.loop !18

111:                                              ; preds = %102
  %112 = icmp eq i64 %63, %98
  br i1 %112, label %253, label %94

113:                                              ; preds = %59
  br i1 %70, label %269, label %114

114:                                              ; preds = %113
  %115 = load i32, ptr @rs, align 4, !tbaa !6
  br label %143

116:                                              ; preds = %59
  br i1 %70, label %269, label %117

117:                                              ; preds = %116
  %118 = load i32, ptr @rs, align 4, !tbaa !6
  br label %122

119:                                              ; preds = %59
  br i1 %70, label %269, label %120

120:                                              ; preds = %119
  %121 = load i32, ptr @rs, align 4, !tbaa !6
  br label %175

122:                                              ; preds = %122, %117
  %123 = phi i64 [ %141, %122 ], [ 0, %117 ]
  %124 = phi i32 [ %130, %122 ], [ %118, %117 ]
  %125 = shl i32 %124, 13
  %126 = xor i32 %125, %124
  %127 = lshr i32 %126, 17
  %128 = xor i32 %127, %126
  %129 = shl i32 %128, 5
  %130 = xor i32 %129, %128
  %131 = urem i32 %130, 15
  %132 = zext nneg i32 %131 to i64
  %133 = getelementptr inbounds [15 x ptr], ptr @make_input.words, i64 0, i64 %132
  %134 = load ptr, ptr %133, align 8, !tbaa !19
  %135 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) %134) #13
  %136 = add i64 %135, %123
  %137 = icmp ugt i64 %136, %63
  %138 = sub i64 %63, %123
  %139 = select i1 %137, i64 %138, i64 %135
  %140 = getelementptr inbounds i8, ptr %64, i64 %123
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %140, ptr align 1 %134, i64 %139, i1 false)
  %141 = add i64 %139, %123
  %142 = icmp ult i64 %141, %63
  br i1 %142, label %122, label %250, !llvm.loop !21

143:                                              ; preds = %143, %114
  %144 = phi i64 [ %154, %143 ], [ 0, %114 ]
  %145 = phi i32 [ %151, %143 ], [ %115, %114 ]
  %146 = shl i32 %145, 13
  %147 = xor i32 %146, %145
  %148 = lshr i32 %147, 17
  %149 = xor i32 %148, %147
  %150 = shl i32 %149, 5
  %151 = xor i32 %150, %149
  %152 = trunc i32 %151 to i8
  %153 = getelementptr inbounds i8, ptr %64, i64 %144
  store i8 %152, ptr %153, align 1, !tbaa !16
  %154 = add nuw i64 %144, 1
  %155 = icmp eq i64 %154, %63
  br i1 %155, label %250, label %143, !llvm.loop !22

156:                                              ; preds = %94, %156
  %157 = phi i64 [ %161, %156 ], [ %95, %94 ]
  %158 = udiv i64 %157, 1000
  %159 = trunc i64 %158 to i8
  %160 = getelementptr inbounds i8, ptr %64, i64 %157
  store i8 %159, ptr %160, align 1, !tbaa !16
  %161 = add nuw i64 %157, 1
  %162 = icmp eq i64 %161, %63
  br i1 %162, label %253, label %156, !llvm.loop !23

163:                                              ; preds = %72, %163
  %164 = phi i64 [ %173, %163 ], [ 0, %72 ]
  %165 = urem i64 %164, 10
  %166 = getelementptr inbounds [11 x i8], ptr @.str.28, i64 0, i64 %165
  %167 = load i8, ptr %166, align 1, !tbaa !16
  %168 = urem i64 %164, 977
  %169 = icmp eq i64 %168, 0
  %170 = zext i1 %169 to i8
  %171 = xor i8 %167, %170
  %172 = getelementptr inbounds i8, ptr %64, i64 %164
  store i8 %171, ptr %172, align 1, !tbaa !16
  %173 = add nuw i64 %164, 1
  %174 = icmp eq i64 %173, %63
  br i1 %174, label %253, label %163, !llvm.loop !24

175:                                              ; preds = %246, %120
  %176 = phi i64 [ %248, %246 ], [ 0, %120 ]
  %177 = phi i32 [ %247, %246 ], [ %121, %120 ]
  %178 = shl i32 %177, 13
  %179 = xor i32 %178, %177
  %180 = lshr i32 %179, 17
  %181 = xor i32 %180, %179
  %182 = shl i32 %181, 5
  %183 = xor i32 %182, %181
  %184 = and i32 %181, 3
  %185 = icmp eq i32 %184, 0
  %186 = shl i32 %183, 13
  %187 = xor i32 %186, %183
  %188 = lshr i32 %187, 17
  %189 = xor i32 %188, %187
  %190 = shl i32 %189, 5
  %191 = xor i32 %190, %189
  br i1 %185, label %216, label %192

192:                                              ; preds = %175
  %193 = urem i32 %191, 20
  %194 = add nuw nsw i32 %193, 1
  %195 = zext nneg i32 %194 to i64
  %196 = icmp ult i64 %176, %63
  br i1 %196, label %197, label %246

197:                                              ; preds = %192, %197
  %198 = phi i64 [ %210, %197 ], [ %176, %192 ]
  %199 = phi i64 [ %212, %197 ], [ 0, %192 ]
  %200 = phi i32 [ %206, %197 ], [ %191, %192 ]
  %201 = shl i32 %200, 13
  %202 = xor i32 %201, %200
  %203 = lshr i32 %202, 17
  %204 = xor i32 %203, %202
  %205 = shl i32 %204, 5
  %206 = xor i32 %205, %204
  %207 = trunc i32 %204 to i8
  %208 = and i8 %207, 3
  %209 = add nuw nsw i8 %208, 97
  %210 = add nuw i64 %198, 1
  %211 = getelementptr inbounds i8, ptr %64, i64 %198
  store i8 %209, ptr %211, align 1, !tbaa !16
  %212 = add nuw nsw i64 %199, 1
  %213 = icmp ult i64 %212, %195
  %214 = icmp ult i64 %210, %63
  %215 = select i1 %213, i1 %214, i1 false
  br i1 %215, label %197, label %246, !llvm.loop !25

216:                                              ; preds = %175
  %217 = urem i32 %191, 200
  %218 = add nuw nsw i32 %217, 1
  %219 = zext nneg i32 %218 to i64
  %220 = shl i32 %191, 13
  %221 = xor i32 %220, %191
  %222 = lshr i32 %221, 17
  %223 = xor i32 %222, %221
  %224 = shl i32 %223, 5
  %225 = xor i32 %224, %223
  %226 = urem i32 %225, 30
  %227 = add nuw nsw i32 %226, 3
  %228 = zext nneg i32 %227 to i64
  %229 = icmp ult i64 %176, %63
  br i1 %229, label %230, label %246

230:                                              ; preds = %216, %238
  %231 = phi i64 [ %241, %238 ], [ 0, %216 ]
  %232 = phi i64 [ %242, %238 ], [ %176, %216 ]
  %233 = icmp ult i64 %232, %219
  br i1 %233, label %238, label %234

234:                                              ; preds = %230
  %235 = sub i64 %232, %219
  %236 = getelementptr inbounds i8, ptr %64, i64 %235
  %237 = load i8, ptr %236, align 1, !tbaa !16
  br label %238

238:                                              ; preds = %234, %230
  %239 = phi i8 [ %237, %234 ], [ 122, %230 ]
  %240 = getelementptr inbounds i8, ptr %64, i64 %232
  store i8 %239, ptr %240, align 1, !tbaa !16
  %241 = add nuw nsw i64 %231, 1
  %242 = add nuw i64 %232, 1
  %243 = icmp ult i64 %241, %228
  %244 = icmp ult i64 %242, %63
  %245 = select i1 %243, i1 %244, i1 false
  br i1 %245, label %230, label %246, !llvm.loop !26

246:                                              ; preds = %197, %238, %216, %192
  %247 = phi i32 [ %225, %216 ], [ %191, %192 ], [ %225, %238 ], [ %206, %197 ]
  %248 = phi i64 [ %176, %216 ], [ %176, %192 ], [ %242, %238 ], [ %210, %197 ]
  %249 = icmp ult i64 %248, %63
  br i1 %249, label %175, label %252, !llvm.loop !27

250:                                              ; preds = %143, %122
  %251 = phi i32 [ %130, %122 ], [ %151, %143 ]
  store i32 %251, ptr @rs, align 4, !tbaa !6
  br label %253

252:                                              ; preds = %246
  store i32 %247, ptr @rs, align 4, !tbaa !6
  br i1 %70, label %269, label %253

253:                                              ; preds = %163, %156, %89, %111, %250, %252
  br label %254

254:                                              ; preds = %253, %254
  %255 = phi i32 [ %267, %254 ], [ -1, %253 ]
  %256 = phi i64 [ %258, %254 ], [ %63, %253 ]
  %257 = phi ptr [ %259, %254 ], [ %64, %253 ]
  %258 = add i64 %256, -1
  %259 = getelementptr inbounds i8, ptr %257, i64 1
  %260 = load i8, ptr %257, align 1, !tbaa !16
  %261 = trunc i32 %255 to i8
  %262 = xor i8 %260, %261
  %263 = zext i8 %262 to i64
  %264 = getelementptr inbounds [256 x i32], ptr @crc_table, i64 0, i64 %263
  %265 = load i32, ptr %264, align 4, !tbaa !6
  %266 = lshr i32 %255, 8
  %267 = xor i32 %265, %266
  %268 = icmp eq i64 %258, 0
  br i1 %268, label %269, label %254, !llvm.loop !28

269:                                              ; preds = %254, %119, %116, %113, %73, %72, %252
  %270 = phi i32 [ -1, %252 ], [ -1, %72 ], [ -1, %73 ], [ -1, %113 ], [ -1, %116 ], [ -1, %119 ], [ %267, %254 ]
  %271 = shl i64 %63, 2
  %272 = add i64 %271, 4
  %273 = getelementptr inbounds [5 x ptr], ptr @__const.main.names, i64 0, i64 %60
  %274 = uitofp i64 %63 to double
  br label %431

275:                                              ; preds = %838
  %276 = icmp eq i64 %60, 1
  %277 = select i1 %276, i64 4000, i64 12000
  br label %278

278:                                              ; preds = %275, %282
  %279 = phi i64 [ %348, %282 ], [ 0, %275 ]
  %280 = phi i64 [ %349, %282 ], [ 0, %275 ]
  %281 = add i64 %279, 1
  br label %284

282:                                              ; preds = %345
  %283 = getelementptr inbounds i8, ptr %67, i64 %279
  store i8 %346, ptr %283, align 1, !tbaa !16
  br i1 %352, label %278, label %354, !llvm.loop !29

284:                                              ; preds = %345, %278
  %285 = phi i64 [ %281, %278 ], [ %348, %345 ]
  %286 = phi i64 [ %280, %278 ], [ %349, %345 ]
  %287 = phi i32 [ 0, %278 ], [ %350, %345 ]
  %288 = phi i8 [ 0, %278 ], [ %346, %345 ]
  %289 = sub i64 %277, %286
  %290 = tail call i64 @llvm.umin.i64(i64 %289, i64 18)
  %291 = tail call i64 @llvm.usub.sat.i64(i64 %286, i64 4095)
  %292 = icmp ult i64 %291, %286
  br i1 %292, label %293, label %340

293:                                              ; preds = %284
  %294 = icmp eq i64 %286, %277
  %295 = getelementptr i8, ptr %64, i64 %286
  %296 = tail call i64 @llvm.umax.i64(i64 %290, i64 1)
  br label %297

297:                                              ; preds = %318, %293
  %298 = phi i64 [ %291, %293 ], [ %321, %318 ]
  %299 = phi i64 [ 0, %293 ], [ %319, %318 ]
  %300 = phi i64 [ 0, %293 ], [ %320, %318 ]
  %301 = getelementptr i8, ptr %64, i64 %298
  br i1 %294, label %318, label %302

302:                                              ; preds = %297, %309
  %303 = phi i64 [ %310, %309 ], [ 0, %297 ]
  %304 = getelementptr i8, ptr %301, i64 %303
  %305 = load i8, ptr %304, align 1, !tbaa !16
  %306 = getelementptr i8, ptr %295, i64 %303
  %307 = load i8, ptr %306, align 1, !tbaa !16
  %308 = icmp eq i8 %305, %307
  br i1 %308, label %309, label %312

309:                                              ; preds = %302
  %310 = add nuw nsw i64 %303, 1
  %311 = icmp eq i64 %310, %296
  br i1 %311, label %312, label %302, !llvm.loop !30

312:                                              ; preds = %309, %302
  %313 = phi i64 [ %303, %302 ], [ %296, %309 ]
  %314 = icmp ugt i64 %313, %300
  br i1 %314, label %315, label %318

315:                                              ; preds = %312
  %316 = sub nsw i64 %286, %298
  %317 = icmp eq i64 %313, %290
  br i1 %317, label %323, label %318

318:                                              ; preds = %315, %312, %297
  %319 = phi i64 [ %316, %315 ], [ %299, %312 ], [ %299, %297 ]
  %320 = phi i64 [ %313, %315 ], [ %300, %312 ], [ %300, %297 ]
  %321 = add i64 %298, 1
  %322 = icmp eq i64 %321, %286
  br i1 %322, label %323, label %297, !llvm.loop !31

323:                                              ; preds = %318, %315
  %324 = phi i64 [ %290, %315 ], [ %320, %318 ]
  %325 = phi i64 [ %316, %315 ], [ %319, %318 ]
  %326 = icmp ugt i64 %324, 2
  br i1 %326, label %327, label %340

327:                                              ; preds = %323
  %328 = shl nuw nsw i32 1, %287
  %329 = trunc nuw i32 %328 to i8
  %330 = or i8 %288, %329
  %331 = lshr i64 %325, 4
  %332 = trunc i64 %331 to i8
  %333 = getelementptr inbounds i8, ptr %67, i64 %285
  store i8 %332, ptr %333, align 1, !tbaa !16
  %334 = shl i64 %325, 4
  %335 = add i64 %324, 253
  %336 = or i64 %334, %335
  %337 = trunc i64 %336 to i8
  %338 = add i64 %285, 2
  %339 = getelementptr i8, ptr %333, i64 1
  store i8 %337, ptr %339, align 1, !tbaa !16
  br label %345

340:                                              ; preds = %323, %284
  %341 = getelementptr inbounds i8, ptr %64, i64 %286
  %342 = load i8, ptr %341, align 1, !tbaa !16
  %343 = add i64 %285, 1
  %344 = getelementptr inbounds i8, ptr %67, i64 %285
  store i8 %342, ptr %344, align 1, !tbaa !16
  br label %345

345:                                              ; preds = %340, %327
  %346 = phi i8 [ %330, %327 ], [ %288, %340 ]
  %347 = phi i64 [ %324, %327 ], [ 1, %340 ]
  %348 = phi i64 [ %338, %327 ], [ %343, %340 ]
  %349 = add i64 %347, %286
  %350 = add nuw nsw i32 %287, 1
  %351 = icmp ult i32 %287, 7
  %352 = icmp ult i64 %349, %277
  %353 = and i1 %351, %352
  br i1 %353, label %284, label %282, !llvm.loop !32

354:                                              ; preds = %282
  %355 = icmp eq i64 %348, 0
  br i1 %355, label %845, label %360

356:                                              ; preds = %422, %360
  %357 = phi i64 [ %362, %360 ], [ %423, %422 ]
  %358 = phi i64 [ %363, %360 ], [ %424, %422 ]
  %359 = icmp ult i64 %358, %348
  br i1 %359, label %360, label %429, !llvm.loop !33

360:                                              ; preds = %354, %356
  %361 = phi i64 [ %358, %356 ], [ 0, %354 ]
  %362 = phi i64 [ %357, %356 ], [ 0, %354 ]
  %363 = add nuw i64 %361, 1
  %364 = icmp ult i64 %363, %348
  br i1 %364, label %365, label %356

365:                                              ; preds = %360
  %366 = getelementptr inbounds i8, ptr %67, i64 %361
  %367 = load i8, ptr %366, align 1, !tbaa !16
  %368 = zext i8 %367 to i32
  br label %369

369:                                              ; preds = %422, %365
  %370 = phi i64 [ %363, %365 ], [ %424, %422 ]
  %371 = phi i64 [ %362, %365 ], [ %423, %422 ]
  %372 = phi i32 [ 0, %365 ], [ %425, %422 ]
  %373 = shl nuw nsw i32 1, %372
  %374 = and i32 %373, %368
  %375 = icmp eq i32 %374, 0
  br i1 %375, label %413, label %376

376:                                              ; preds = %369
  %377 = getelementptr inbounds i8, ptr %67, i64 %370
  %378 = load i8, ptr %377, align 1, !tbaa !16
  %379 = zext i8 %378 to i64
  %380 = mul nsw i64 %379, -16
  %381 = getelementptr i8, ptr %377, i64 1
  %382 = load i8, ptr %381, align 1, !tbaa !16
  %383 = zext i8 %382 to i32
  %384 = lshr i32 %383, 4
  %385 = zext nneg i32 %384 to i64
  %386 = and i32 %383, 15
  %387 = add nuw nsw i32 %386, 3
  %388 = zext nneg i32 %387 to i64
  %389 = sub nsw i64 %380, %385
  %390 = getelementptr i8, ptr %69, i64 %389
  %391 = icmp ult i32 %386, 13
  %392 = icmp eq i8 %378, 0
  %393 = select i1 %391, i1 true, i1 %392
  br i1 %393, label %401, label %394

394:                                              ; preds = %376
  %395 = and i64 %388, 16
  %396 = add i64 %371, %395
  %397 = getelementptr i8, ptr %390, i64 %371
  %398 = load <16 x i8>, ptr %397, align 1, !tbaa !16
  %399 = getelementptr inbounds i8, ptr %69, i64 %371
  store <16 x i8> %398, ptr %399, align 1, !tbaa !16
  %400 = icmp eq i64 %395, %388
  br i1 %400, label %419, label %401

401:                                              ; preds = %394, %376
  %402 = phi i64 [ 0, %376 ], [ %395, %394 ]
  %403 = phi i64 [ %371, %376 ], [ %396, %394 ]
  br label %404

404:                                              ; preds = %401, %404
  %405 = phi i64 [ %410, %404 ], [ %402, %401 ]
  %406 = phi i64 [ %411, %404 ], [ %403, %401 ]
  %407 = getelementptr i8, ptr %390, i64 %406
  %408 = load i8, ptr %407, align 1, !tbaa !16
  %409 = getelementptr inbounds i8, ptr %69, i64 %406
  store i8 %408, ptr %409, align 1, !tbaa !16
  %410 = add nuw nsw i64 %405, 1
  %411 = add i64 %406, 1
  %412 = icmp eq i64 %410, %388
  br i1 %412, label %419, label %404, !llvm.loop !34

413:                                              ; preds = %369
  %414 = add nuw i64 %370, 1
  %415 = getelementptr inbounds i8, ptr %67, i64 %370
  %416 = load i8, ptr %415, align 1, !tbaa !16
  %417 = add i64 %371, 1
  %418 = getelementptr inbounds i8, ptr %69, i64 %371
  store i8 %416, ptr %418, align 1, !tbaa !16
  br label %422

419:                                              ; preds = %404, %394
  %420 = phi i64 [ %396, %394 ], [ %411, %404 ]
  %421 = add i64 %370, 2
  br label %422

422:                                              ; preds = %419, %413
  %423 = phi i64 [ %417, %413 ], [ %420, %419 ]
  %424 = phi i64 [ %414, %413 ], [ %421, %419 ]
  %425 = add nuw nsw i32 %372, 1
  %426 = icmp ult i32 %372, 7
  %427 = icmp ult i64 %424, %348
  %428 = select i1 %426, i1 %427, i1 false
  br i1 %428, label %369, label %356, !llvm.loop !35

429:                                              ; preds = %356
  %430 = icmp eq i64 %357, %277
  br i1 %430, label %842, label %845

431:                                              ; preds = %269, %838
  %432 = phi i32 [ %61, %269 ], [ %814, %838 ]
  %433 = phi i1 [ true, %269 ], [ false, %838 ]
  %434 = select i1 %433, i32 8, i32 64
  %435 = tail call noalias dereferenceable_or_null(65536) ptr @malloc(i64 noundef 65536) #12
  %436 = tail call noalias ptr @malloc(i64 noundef %272) #12
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(65536) %435, i8 -1, i64 65536, i1 false), !tbaa !6
  br i1 %70, label %758, label %437

437:                                              ; preds = %431, %753
  %438 = phi i64 [ %756, %753 ], [ 0, %431 ]
  %439 = phi i64 [ %755, %753 ], [ 0, %431 ]
  %440 = phi i64 [ %754, %753 ], [ 0, %431 ]
  %441 = add i64 %439, 4
  %442 = icmp ugt i64 %441, %63
  br i1 %442, label %751, label %443

443:                                              ; preds = %437
  %444 = getelementptr i8, ptr %64, i64 %439
  %445 = load i32, ptr %444, align 1
  %446 = mul i32 %445, -1640531535
  %447 = lshr i32 %446, 18
  %448 = zext nneg i32 %447 to i64
  %449 = getelementptr inbounds i32, ptr %435, i64 %448
  %450 = sub i64 %63, %439
  %451 = tail call i64 @llvm.umin.i64(i64 %450, i64 258)
  %452 = load i32, ptr %449, align 4, !tbaa !6
  %453 = icmp sgt i32 %452, -1
  br i1 %453, label %454, label %748

454:                                              ; preds = %443
  %455 = tail call i64 @llvm.umax.i64(i64 %451, i64 1)
  br label %456

456:                                              ; preds = %492, %454
  %457 = phi i64 [ 0, %454 ], [ %493, %492 ]
  %458 = phi i64 [ 0, %454 ], [ %494, %492 ]
  %459 = phi i32 [ %452, %454 ], [ %496, %492 ]
  %460 = phi i32 [ %434, %454 ], [ %461, %492 ]
  %461 = add nsw i32 %460, -1
  %462 = icmp sgt i32 %460, 0
  br i1 %462, label %463, label %498

463:                                              ; preds = %456
  %464 = zext nneg i32 %459 to i64
  %465 = sub i64 %439, %464
  %466 = icmp ugt i64 %465, 32768
  br i1 %466, label %498, label %467

467:                                              ; preds = %463
  %468 = trunc i64 %457 to i32
  %469 = add nsw i32 %459, %468
  %470 = sext i32 %469 to i64
  %471 = getelementptr inbounds i8, ptr %64, i64 %470
  %472 = load i8, ptr %471, align 1, !tbaa !16
  %473 = getelementptr i8, ptr %444, i64 %457
  %474 = load i8, ptr %473, align 1, !tbaa !16
  %475 = icmp eq i8 %472, %474
  br i1 %475, label %476, label %492

476:                                              ; preds = %467, %484
  %477 = phi i64 [ %485, %484 ], [ 0, %467 ]
  %478 = getelementptr i8, ptr %64, i64 %477
  %479 = getelementptr i8, ptr %478, i64 %464
  %480 = load i8, ptr %479, align 1, !tbaa !16
  %481 = getelementptr i8, ptr %478, i64 %439
  %482 = load i8, ptr %481, align 1, !tbaa !16
  %483 = icmp eq i8 %480, %482
  br i1 %483, label %484, label %487

484:                                              ; preds = %476
  %485 = add nuw nsw i64 %477, 1
  %486 = icmp eq i64 %485, %455
  br i1 %486, label %487, label %476, !llvm.loop !36

487:                                              ; preds = %484, %476
  %488 = phi i64 [ %477, %476 ], [ %455, %484 ]
  %489 = icmp ugt i64 %488, %457
  br i1 %489, label %490, label %492

490:                                              ; preds = %487
  %491 = icmp eq i64 %488, %451
  br i1 %491, label %498, label %492

492:                                              ; preds = %490, %487, %467
  %493 = phi i64 [ %457, %467 ], [ %488, %490 ], [ %457, %487 ]
  %494 = phi i64 [ %458, %467 ], [ %465, %490 ], [ %458, %487 ]
  %495 = getelementptr inbounds i32, ptr %436, i64 %464
  %496 = load i32, ptr %495, align 4, !tbaa !6
  %497 = icmp sgt i32 %496, -1
  br i1 %497, label %456, label %498

498:                                              ; preds = %492, %490, %463, %456
  %499 = phi i64 [ %457, %463 ], [ %493, %492 ], [ %451, %490 ], [ %457, %456 ]
  %500 = phi i64 [ %458, %463 ], [ %494, %492 ], [ %465, %490 ], [ %458, %456 ]
  %501 = icmp ult i64 %499, 4
  br i1 %501, label %748, label %502

502:                                              ; preds = %498
  br i1 %433, label %659, label %503

503:                                              ; preds = %502
  %504 = add i64 %439, 1
  %505 = icmp ult i64 %504, %63
  br i1 %505, label %506, label %659

506:                                              ; preds = %503
  %507 = getelementptr inbounds i32, ptr %436, i64 %439
  store i32 %452, ptr %507, align 4, !tbaa !6
  %508 = trunc i64 %439 to i32
  store i32 %508, ptr %449, align 4, !tbaa !6
  %509 = add i64 %439, 5
  %510 = icmp ugt i64 %509, %63
  br i1 %510, label %570, label %511

511:                                              ; preds = %506
  %512 = getelementptr i8, ptr %64, i64 %504
  %513 = load i32, ptr %512, align 1
  %514 = mul i32 %513, -1640531535
  %515 = lshr i32 %514, 18
  %516 = zext nneg i32 %515 to i64
  %517 = getelementptr inbounds i32, ptr %435, i64 %516
  %518 = sub i64 %63, %504
  %519 = tail call i64 @llvm.umin.i64(i64 %518, i64 258)
  %520 = load i32, ptr %517, align 4, !tbaa !6
  %521 = icmp sgt i32 %520, -1
  br i1 %521, label %522, label %570

522:                                              ; preds = %511
  %523 = tail call i64 @llvm.umax.i64(i64 %519, i64 1)
  br label %524

524:                                              ; preds = %559, %522
  %525 = phi i64 [ 0, %522 ], [ %560, %559 ]
  %526 = phi i32 [ %520, %522 ], [ %562, %559 ]
  %527 = phi i32 [ 64, %522 ], [ %528, %559 ]
  %528 = add nsw i32 %527, -1
  %529 = icmp eq i32 %527, 0
  br i1 %529, label %564, label %530

530:                                              ; preds = %524
  %531 = zext nneg i32 %526 to i64
  %532 = sub i64 %504, %531
  %533 = icmp ugt i64 %532, 32768
  br i1 %533, label %564, label %534

534:                                              ; preds = %530
  %535 = trunc i64 %525 to i32
  %536 = add nsw i32 %526, %535
  %537 = sext i32 %536 to i64
  %538 = getelementptr inbounds i8, ptr %64, i64 %537
  %539 = load i8, ptr %538, align 1, !tbaa !16
  %540 = getelementptr i8, ptr %512, i64 %525
  %541 = load i8, ptr %540, align 1, !tbaa !16
  %542 = icmp eq i8 %539, %541
  br i1 %542, label %543, label %559

543:                                              ; preds = %534, %551
  %544 = phi i64 [ %552, %551 ], [ 0, %534 ]
  %545 = getelementptr i8, ptr %64, i64 %544
  %546 = getelementptr i8, ptr %545, i64 %531
  %547 = load i8, ptr %546, align 1, !tbaa !16
  %548 = getelementptr i8, ptr %545, i64 %504
  %549 = load i8, ptr %548, align 1, !tbaa !16
  %550 = icmp eq i8 %547, %549
  br i1 %550, label %551, label %554

551:                                              ; preds = %543
  %552 = add nuw nsw i64 %544, 1
  %553 = icmp eq i64 %552, %523
  br i1 %553, label %554, label %543, !llvm.loop !36

554:                                              ; preds = %551, %543
  %555 = phi i64 [ %544, %543 ], [ %523, %551 ]
  %556 = icmp ugt i64 %555, %525
  br i1 %556, label %557, label %559

557:                                              ; preds = %554
  %558 = icmp eq i64 %555, %519
  br i1 %558, label %564, label %559

559:                                              ; preds = %557, %554, %534
  %560 = phi i64 [ %525, %534 ], [ %555, %557 ], [ %525, %554 ]
  %561 = getelementptr inbounds i32, ptr %436, i64 %531
  %562 = load i32, ptr %561, align 4, !tbaa !6
  %563 = icmp sgt i32 %562, -1
  br i1 %563, label %524, label %564

564:                                              ; preds = %559, %557, %530, %524
  %565 = phi i64 [ %525, %530 ], [ %560, %559 ], [ %519, %557 ], [ %525, %524 ]
  %566 = icmp ugt i64 %565, 3
  %567 = add i64 %499, 1
  %568 = icmp ugt i64 %565, %567
  %569 = and i1 %566, %568
  br i1 %569, label %753, label %570, !llvm.loop !37

570:                                              ; preds = %564, %511, %506
  %571 = icmp ugt i64 %439, %438
  br i1 %571, label %572, label %597

572:                                              ; preds = %570
  %573 = getelementptr i8, ptr %67, i64 %440
  store i8 0, ptr %573, align 1, !tbaa !16
  %574 = getelementptr i8, ptr %573, i64 1
  %575 = sub i64 %439, %438
  %576 = trunc i64 %575 to i32
  %577 = icmp ugt i32 %576, 127
  br i1 %577, label %578, label %587

578:                                              ; preds = %572, %578
  %579 = phi i64 [ %583, %578 ], [ 0, %572 ]
  %580 = phi i32 [ %585, %578 ], [ %576, %572 ]
  %581 = trunc i32 %580 to i8
  %582 = or i8 %581, -128
  %583 = add nuw nsw i64 %579, 1
  %584 = getelementptr inbounds i8, ptr %574, i64 %579
  store i8 %582, ptr %584, align 1, !tbaa !16
  %585 = lshr i32 %580, 7
  %586 = icmp ugt i32 %580, 16383
  br i1 %586, label %578, label %587, !llvm.loop !38

587:                                              ; preds = %578, %572
  %588 = phi i32 [ %576, %572 ], [ %585, %578 ]
  %589 = phi i64 [ 0, %572 ], [ %583, %578 ]
  %590 = trunc nuw nsw i32 %588 to i8
  %591 = getelementptr inbounds i8, ptr %574, i64 %589
  store i8 %590, ptr %591, align 1, !tbaa !16
  %592 = add i64 %440, 2
  %593 = add i64 %592, %589
  %594 = getelementptr inbounds i8, ptr %67, i64 %593
  %595 = getelementptr inbounds i8, ptr %64, i64 %438
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %594, ptr readonly align 1 %595, i64 %575, i1 false)
  %596 = add i64 %593, %575
  br label %597

597:                                              ; preds = %587, %570
  %598 = phi i64 [ %596, %587 ], [ %440, %570 ]
  %599 = getelementptr i8, ptr %67, i64 %598
  store i8 1, ptr %599, align 1, !tbaa !16
  %600 = getelementptr i8, ptr %599, i64 1
  %601 = trunc i64 %499 to i32
  %602 = add i32 %601, -4
  %603 = icmp ugt i32 %602, 127
  br i1 %603, label %604, label %613

604:                                              ; preds = %597, %604
  %605 = phi i64 [ %609, %604 ], [ 0, %597 ]
  %606 = phi i32 [ %611, %604 ], [ %602, %597 ]
  %607 = trunc i32 %606 to i8
  %608 = or i8 %607, -128
  %609 = add nuw nsw i64 %605, 1
  %610 = getelementptr inbounds i8, ptr %600, i64 %605
  store i8 %608, ptr %610, align 1, !tbaa !16
  %611 = lshr i32 %606, 7
  %612 = icmp ugt i32 %606, 16383
  br i1 %612, label %604, label %613, !llvm.loop !38

613:                                              ; preds = %604, %597
  %614 = phi i32 [ %602, %597 ], [ %611, %604 ]
  %615 = phi i64 [ 0, %597 ], [ %609, %604 ]
  %616 = trunc nuw nsw i32 %614 to i8
  %617 = getelementptr inbounds i8, ptr %600, i64 %615
  store i8 %616, ptr %617, align 1, !tbaa !16
  %618 = add i64 %598, 2
  %619 = add i64 %618, %615
  %620 = getelementptr inbounds i8, ptr %67, i64 %619
  %621 = trunc i64 %500 to i32
  %622 = icmp ugt i32 %621, 127
  br i1 %622, label %623, label %632

623:                                              ; preds = %613, %623
  %624 = phi i64 [ %628, %623 ], [ 0, %613 ]
  %625 = phi i32 [ %630, %623 ], [ %621, %613 ]
  %626 = trunc i32 %625 to i8
  %627 = or i8 %626, -128
  %628 = add nuw nsw i64 %624, 1
  %629 = getelementptr inbounds i8, ptr %620, i64 %624
  store i8 %627, ptr %629, align 1, !tbaa !16
  %630 = lshr i32 %625, 7
  %631 = icmp ugt i32 %625, 16383
  br i1 %631, label %623, label %632, !llvm.loop !38

632:                                              ; preds = %623, %613
  %633 = phi i32 [ %621, %613 ], [ %630, %623 ]
  %634 = phi i64 [ 0, %613 ], [ %628, %623 ]
  %635 = trunc nuw nsw i32 %633 to i8
  %636 = getelementptr inbounds i8, ptr %620, i64 %634
  store i8 %635, ptr %636, align 1, !tbaa !16
  %637 = add i64 %619, 1
  br label %641

638:                                              ; preds = %656
  %639 = add i64 %637, %634
  %640 = add i64 %499, %439
  br label %753, !llvm.loop !37

641:                                              ; preds = %656, %632
  %642 = phi i64 [ %657, %656 ], [ 1, %632 ]
  %643 = add i64 %642, %439
  %644 = add i64 %643, 4
  %645 = icmp ugt i64 %644, %63
  br i1 %645, label %656, label %646

646:                                              ; preds = %641
  %647 = getelementptr inbounds i8, ptr %64, i64 %643
  %648 = load i32, ptr %647, align 1
  %649 = mul i32 %648, -1640531535
  %650 = lshr i32 %649, 18
  %651 = zext nneg i32 %650 to i64
  %652 = getelementptr inbounds i32, ptr %435, i64 %651
  %653 = load i32, ptr %652, align 4, !tbaa !6
  %654 = getelementptr inbounds i32, ptr %436, i64 %643
  store i32 %653, ptr %654, align 4, !tbaa !6
  %655 = trunc i64 %643 to i32
  store i32 %655, ptr %652, align 4, !tbaa !6
  br label %656

656:                                              ; preds = %646, %641
  %657 = add nuw i64 %642, 1
  %658 = icmp eq i64 %657, %499
  br i1 %658, label %638, label %641, !llvm.loop !39

659:                                              ; preds = %503, %502
  %660 = icmp ugt i64 %439, %438
  br i1 %660, label %661, label %686

661:                                              ; preds = %659
  %662 = getelementptr i8, ptr %67, i64 %440
  store i8 0, ptr %662, align 1, !tbaa !16
  %663 = getelementptr i8, ptr %662, i64 1
  %664 = sub i64 %439, %438
  %665 = trunc i64 %664 to i32
  %666 = icmp ugt i32 %665, 127
  br i1 %666, label %667, label %676

667:                                              ; preds = %661, %667
  %668 = phi i64 [ %672, %667 ], [ 0, %661 ]
  %669 = phi i32 [ %674, %667 ], [ %665, %661 ]
  %670 = trunc i32 %669 to i8
  %671 = or i8 %670, -128
  %672 = add nuw nsw i64 %668, 1
  %673 = getelementptr inbounds i8, ptr %663, i64 %668
  store i8 %671, ptr %673, align 1, !tbaa !16
  %674 = lshr i32 %669, 7
  %675 = icmp ugt i32 %669, 16383
  br i1 %675, label %667, label %676, !llvm.loop !38

676:                                              ; preds = %667, %661
  %677 = phi i32 [ %665, %661 ], [ %674, %667 ]
  %678 = phi i64 [ 0, %661 ], [ %672, %667 ]
  %679 = trunc nuw nsw i32 %677 to i8
  %680 = getelementptr inbounds i8, ptr %663, i64 %678
  store i8 %679, ptr %680, align 1, !tbaa !16
  %681 = add i64 %440, 2
  %682 = add i64 %681, %678
  %683 = getelementptr inbounds i8, ptr %67, i64 %682
  %684 = getelementptr inbounds i8, ptr %64, i64 %438
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %683, ptr readonly align 1 %684, i64 %664, i1 false)
  %685 = add i64 %682, %664
  br label %686

686:                                              ; preds = %676, %659
  %687 = phi i64 [ %685, %676 ], [ %440, %659 ]
  %688 = getelementptr i8, ptr %67, i64 %687
  store i8 1, ptr %688, align 1, !tbaa !16
  %689 = getelementptr i8, ptr %688, i64 1
  %690 = trunc i64 %499 to i32
  %691 = add i32 %690, -4
  %692 = icmp ugt i32 %691, 127
  br i1 %692, label %693, label %702

693:                                              ; preds = %686, %693
  %694 = phi i64 [ %698, %693 ], [ 0, %686 ]
  %695 = phi i32 [ %700, %693 ], [ %691, %686 ]
  %696 = trunc i32 %695 to i8
  %697 = or i8 %696, -128
  %698 = add nuw nsw i64 %694, 1
  %699 = getelementptr inbounds i8, ptr %689, i64 %694
  store i8 %697, ptr %699, align 1, !tbaa !16
  %700 = lshr i32 %695, 7
  %701 = icmp ugt i32 %695, 16383
  br i1 %701, label %693, label %702, !llvm.loop !38

702:                                              ; preds = %693, %686
  %703 = phi i32 [ %691, %686 ], [ %700, %693 ]
  %704 = phi i64 [ 0, %686 ], [ %698, %693 ]
  %705 = trunc nuw nsw i32 %703 to i8
  %706 = getelementptr inbounds i8, ptr %689, i64 %704
  store i8 %705, ptr %706, align 1, !tbaa !16
  %707 = add i64 %687, 2
  %708 = add i64 %707, %704
  %709 = getelementptr inbounds i8, ptr %67, i64 %708
  %710 = trunc i64 %500 to i32
  %711 = icmp ugt i32 %710, 127
  br i1 %711, label %712, label %721

712:                                              ; preds = %702, %712
  %713 = phi i64 [ %717, %712 ], [ 0, %702 ]
  %714 = phi i32 [ %719, %712 ], [ %710, %702 ]
  %715 = trunc i32 %714 to i8
  %716 = or i8 %715, -128
  %717 = add nuw nsw i64 %713, 1
  %718 = getelementptr inbounds i8, ptr %709, i64 %713
  store i8 %716, ptr %718, align 1, !tbaa !16
  %719 = lshr i32 %714, 7
  %720 = icmp ugt i32 %714, 16383
  br i1 %720, label %712, label %721, !llvm.loop !38

721:                                              ; preds = %712, %702
  %722 = phi i32 [ %710, %702 ], [ %719, %712 ]
  %723 = phi i64 [ 0, %702 ], [ %717, %712 ]
  %724 = trunc nuw nsw i32 %722 to i8
  %725 = getelementptr inbounds i8, ptr %709, i64 %723
  store i8 %724, ptr %725, align 1, !tbaa !16
  br label %730

726:                                              ; preds = %745
  %727 = add i64 %708, 1
  %728 = add i64 %727, %723
  %729 = add i64 %499, %439
  br label %753

730:                                              ; preds = %745, %721
  %731 = phi i64 [ 0, %721 ], [ %746, %745 ]
  %732 = add i64 %731, %439
  %733 = add i64 %732, 4
  %734 = icmp ugt i64 %733, %63
  br i1 %734, label %745, label %735

735:                                              ; preds = %730
  %736 = getelementptr inbounds i8, ptr %64, i64 %732
  %737 = load i32, ptr %736, align 1
  %738 = mul i32 %737, -1640531535
  %739 = lshr i32 %738, 18
  %740 = zext nneg i32 %739 to i64
  %741 = getelementptr inbounds i32, ptr %435, i64 %740
  %742 = load i32, ptr %741, align 4, !tbaa !6
  %743 = getelementptr inbounds i32, ptr %436, i64 %732
  store i32 %742, ptr %743, align 4, !tbaa !6
  %744 = trunc i64 %732 to i32
  store i32 %744, ptr %741, align 4, !tbaa !6
  br label %745

745:                                              ; preds = %735, %730
  %746 = add nuw i64 %731, 1
  %747 = icmp eq i64 %746, %499
  br i1 %747, label %726, label %730, !llvm.loop !40

748:                                              ; preds = %498, %443
  %749 = getelementptr inbounds i32, ptr %436, i64 %439
  store i32 %452, ptr %749, align 4, !tbaa !6
  %750 = trunc i64 %439 to i32
  store i32 %750, ptr %449, align 4, !tbaa !6
  br label %751

751:                                              ; preds = %748, %437
  %752 = add i64 %439, 1
  br label %753

753:                                              ; preds = %751, %726, %638, %564
  %754 = phi i64 [ %728, %726 ], [ %440, %751 ], [ %639, %638 ], [ %440, %564 ]
  %755 = phi i64 [ %729, %726 ], [ %752, %751 ], [ %640, %638 ], [ %504, %564 ]
  %756 = phi i64 [ %729, %726 ], [ %438, %751 ], [ %640, %638 ], [ %438, %564 ]
  %757 = icmp ult i64 %755, %63
  br i1 %757, label %437, label %758

758:                                              ; preds = %753, %431
  %759 = phi i64 [ 0, %431 ], [ %754, %753 ]
  %760 = phi i64 [ 0, %431 ], [ %756, %753 ]
  %761 = icmp ult i64 %760, %63
  br i1 %761, label %762, label %787

762:                                              ; preds = %758
  %763 = getelementptr i8, ptr %67, i64 %759
  store i8 0, ptr %763, align 1, !tbaa !16
  %764 = getelementptr i8, ptr %763, i64 1
  %765 = sub i64 %63, %760
  %766 = trunc i64 %765 to i32
  %767 = icmp ugt i32 %766, 127
  br i1 %767, label %768, label %777

768:                                              ; preds = %762, %768
  %769 = phi i64 [ %773, %768 ], [ 0, %762 ]
  %770 = phi i32 [ %775, %768 ], [ %766, %762 ]
  %771 = trunc i32 %770 to i8
  %772 = or i8 %771, -128
  %773 = add nuw nsw i64 %769, 1
  %774 = getelementptr inbounds i8, ptr %764, i64 %769
  store i8 %772, ptr %774, align 1, !tbaa !16
  %775 = lshr i32 %770, 7
  %776 = icmp ugt i32 %770, 16383
  br i1 %776, label %768, label %777, !llvm.loop !38

777:                                              ; preds = %768, %762
  %778 = phi i32 [ %766, %762 ], [ %775, %768 ]
  %779 = phi i64 [ 0, %762 ], [ %773, %768 ]
  %780 = trunc nuw nsw i32 %778 to i8
  %781 = getelementptr inbounds i8, ptr %764, i64 %779
  store i8 %780, ptr %781, align 1, !tbaa !16
  %782 = add i64 %759, 2
  %783 = add i64 %782, %779
  %784 = getelementptr inbounds i8, ptr %67, i64 %783
  %785 = getelementptr inbounds i8, ptr %64, i64 %760
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %784, ptr readonly align 1 %785, i64 %765, i1 false)
  %786 = add i64 %783, %765
  br label %787

787:                                              ; preds = %758, %777
  %788 = phi i64 [ %786, %777 ], [ %759, %758 ]
  tail call void @free(ptr noundef %435) #11
  tail call void @free(ptr noundef %436) #11
  %789 = tail call fastcc i64 @lz77_decompress(ptr noundef %67, i64 noundef %788, ptr noundef %69, i64 noundef %68)
  %790 = icmp eq i64 %789, %63
  br i1 %790, label %791, label %810

791:                                              ; preds = %787
  br i1 %70, label %807, label %792

792:                                              ; preds = %791, %792
  %793 = phi i32 [ %805, %792 ], [ -1, %791 ]
  %794 = phi i64 [ %796, %792 ], [ %63, %791 ]
  %795 = phi ptr [ %797, %792 ], [ %69, %791 ]
  %796 = add i64 %794, -1
  %797 = getelementptr inbounds i8, ptr %795, i64 1
  %798 = load i8, ptr %795, align 1, !tbaa !16
  %799 = trunc i32 %793 to i8
  %800 = xor i8 %798, %799
  %801 = zext i8 %800 to i64
  %802 = getelementptr inbounds [256 x i32], ptr @crc_table, i64 0, i64 %801
  %803 = load i32, ptr %802, align 4, !tbaa !6
  %804 = lshr i32 %793, 8
  %805 = xor i32 %803, %804
  %806 = icmp eq i64 %796, 0
  br i1 %806, label %807, label %792, !llvm.loop !28

807:                                              ; preds = %792, %791
  %808 = phi i32 [ -1, %791 ], [ %805, %792 ]
  %809 = icmp eq i32 %808, %270
  br label %810

810:                                              ; preds = %807, %787
  %811 = phi i1 [ false, %787 ], [ %809, %807 ]
  %812 = xor i1 %811, true
  %813 = zext i1 %812 to i32
  %814 = add nsw i32 %432, %813
  %815 = load ptr, ptr %273, align 8, !tbaa !19
  %816 = select i1 %433, ptr @.str.7, ptr @.str.6
  %817 = uitofp i64 %788 to double
  %818 = fmul double %817, 1.000000e+02
  %819 = fdiv double %818, %274
  %820 = icmp eq i64 %788, 0
  br i1 %820, label %838, label %821

821:                                              ; preds = %810, %821
  %822 = phi i32 [ %834, %821 ], [ -1, %810 ]
  %823 = phi i64 [ %825, %821 ], [ %788, %810 ]
  %824 = phi ptr [ %826, %821 ], [ %67, %810 ]
  %825 = add i64 %823, -1
  %826 = getelementptr inbounds i8, ptr %824, i64 1
  %827 = load i8, ptr %824, align 1, !tbaa !16
  %828 = trunc i32 %822 to i8
  %829 = xor i8 %827, %828
  %830 = zext i8 %829 to i64
  %831 = getelementptr inbounds [256 x i32], ptr @crc_table, i64 0, i64 %830
  %832 = load i32, ptr %831, align 4, !tbaa !6
  %833 = lshr i32 %822, 8
  %834 = xor i32 %832, %833
  %835 = icmp eq i64 %825, 0
  br i1 %835, label %836, label %821, !llvm.loop !28

836:                                              ; preds = %821
  %837 = xor i32 %834, -1
  br label %838

838:                                              ; preds = %810, %836
  %839 = phi i32 [ 0, %810 ], [ %837, %836 ]
  %840 = select i1 %811, ptr @.str.8, ptr @.str.9
  %841 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef %815, ptr noundef nonnull %816, i64 noundef %63, i64 noundef %788, double noundef %819, i32 noundef %839, ptr noundef nonnull %840)
  br i1 %433, label %431, label %275, !llvm.loop !41

842:                                              ; preds = %429
  %843 = tail call i32 @bcmp(ptr noundef nonnull dereferenceable(4000) %69, ptr noundef nonnull dereferenceable(4000) %64, i64 %277)
  %844 = icmp eq i32 %843, 0
  br label %845

845:                                              ; preds = %354, %842, %429
  %846 = phi i1 [ false, %429 ], [ %844, %842 ], [ false, %354 ]
  %847 = xor i1 %846, true
  %848 = zext i1 %847 to i32
  %849 = add nsw i32 %814, %848
  %850 = uitofp i64 %348 to double
  %851 = fmul double %850, 1.000000e+02
  %852 = uitofp nneg i64 %277 to double
  %853 = fdiv double %851, %852
  br i1 %355, label %871, label %854

854:                                              ; preds = %845, %854
  %855 = phi i32 [ %867, %854 ], [ -1, %845 ]
  %856 = phi i64 [ %858, %854 ], [ %348, %845 ]
  %857 = phi ptr [ %859, %854 ], [ %67, %845 ]
  %858 = add i64 %856, -1
  %859 = getelementptr inbounds i8, ptr %857, i64 1
  %860 = load i8, ptr %857, align 1, !tbaa !16
  %861 = trunc i32 %855 to i8
  %862 = xor i8 %860, %861
  %863 = zext i8 %862 to i64
  %864 = getelementptr inbounds [256 x i32], ptr @crc_table, i64 0, i64 %863
  %865 = load i32, ptr %864, align 4, !tbaa !6
  %866 = lshr i32 %855, 8
  %867 = xor i32 %865, %866
  %868 = icmp eq i64 %858, 0
  br i1 %868, label %869, label %854, !llvm.loop !28

869:                                              ; preds = %854
  %870 = xor i32 %867, -1
  br label %871

871:                                              ; preds = %845, %869
  %872 = phi i32 [ 0, %845 ], [ %870, %869 ]
  %873 = select i1 %846, ptr @.str.8, ptr @.str.9
  %874 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef %815, i64 noundef %277, i64 noundef %348, double noundef %853, i32 noundef %872, ptr noundef nonnull %873)
  tail call void @free(ptr noundef %64) #11
  tail call void @free(ptr noundef %67) #11
  tail call void @free(ptr noundef %69) #11
  %875 = add nuw nsw i64 %60, 1
  %876 = icmp eq i64 %875, 5
  br i1 %876, label %53, label %59, !llvm.loop !42
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
  br i1 %5, label %255, label %6

6:                                                ; preds = %4, %251
  %7 = phi i64 [ %253, %251 ], [ 0, %4 ]
  %8 = phi i64 [ %252, %251 ], [ 0, %4 ]
  %9 = add nuw i64 %8, 1
  %10 = getelementptr inbounds i8, ptr %0, i64 %8
  %11 = load i8, ptr %10, align 1, !tbaa !16
  switch i8 %11, label %255 [
    i8 0, label %12
    i8 1, label %83
  ]

12:                                               ; preds = %6
  %13 = icmp ult i64 %9, %1
  br i1 %13, label %14, label %69

14:                                               ; preds = %12
  %15 = getelementptr inbounds i8, ptr %0, i64 %9
  %16 = load i8, ptr %15, align 1, !tbaa !16
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
  %25 = load i8, ptr %24, align 1, !tbaa !16
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
  %36 = load i8, ptr %35, align 1, !tbaa !16
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
  %47 = load i8, ptr %46, align 1, !tbaa !16
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
  %58 = load i8, ptr %57, align 1, !tbaa !16
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
  br i1 %79, label %255, label %80

80:                                               ; preds = %69
  %81 = getelementptr inbounds i8, ptr %2, i64 %7
  %82 = getelementptr inbounds i8, ptr %0, i64 %70
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %81, ptr align 1 %82, i64 %72, i1 false)
  br label %251

83:                                               ; preds = %6
  %84 = icmp ult i64 %9, %1
  br i1 %84, label %85, label %140

85:                                               ; preds = %83
  %86 = getelementptr inbounds i8, ptr %0, i64 %9
  %87 = load i8, ptr %86, align 1, !tbaa !16
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
  %96 = load i8, ptr %95, align 1, !tbaa !16
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
  %107 = load i8, ptr %106, align 1, !tbaa !16
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
  %118 = load i8, ptr %117, align 1, !tbaa !16
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
  %129 = load i8, ptr %128, align 1, !tbaa !16
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
  %146 = load i8, ptr %145, align 1, !tbaa !16
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
  %155 = load i8, ptr %154, align 1, !tbaa !16
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
  %166 = load i8, ptr %165, align 1, !tbaa !16
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
  %177 = load i8, ptr %176, align 1, !tbaa !16
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
  %188 = load i8, ptr %187, align 1, !tbaa !16
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
  br i1 %203, label %255, label %204

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
  br i1 %213, label %255, label %214

214:                                              ; preds = %204
  %215 = icmp eq i32 %205, 0
  br i1 %215, label %251, label %216

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
  %230 = load <16 x i8>, ptr %228, align 1, !tbaa !16
  %231 = load <16 x i8>, ptr %229, align 1, !tbaa !16
  %232 = getelementptr inbounds i8, ptr %2, i64 %226
  %233 = getelementptr inbounds i8, ptr %232, i64 16
  store <16 x i8> %230, ptr %232, align 1, !tbaa !16
  store <16 x i8> %231, ptr %233, align 1, !tbaa !16
  %234 = add nuw i64 %225, 32
  %235 = icmp eq i64 %234, %221
  br i1 %235, label %236, label %224, !llvm.loop !43

236:                                              ; preds = %224
  %237 = icmp eq i64 %221, %210
  br i1 %237, label %251, label %238

238:                                              ; preds = %236, %216
  %239 = phi i32 [ 0, %216 ], [ %222, %236 ]
  %240 = phi i64 [ %7, %216 ], [ %223, %236 ]
  br label %241

241:                                              ; preds = %238, %241
  %242 = phi i32 [ %248, %241 ], [ %239, %238 ]
  %243 = phi i64 [ %249, %241 ], [ %240, %238 ]
  %244 = sub i64 %243, %207
  %245 = getelementptr inbounds i8, ptr %2, i64 %244
  %246 = load i8, ptr %245, align 1, !tbaa !16
  %247 = getelementptr inbounds i8, ptr %2, i64 %243
  store i8 %246, ptr %247, align 1, !tbaa !16
  %248 = add nuw i32 %242, 1
  %249 = add i64 %243, 1
  %250 = icmp eq i32 %248, %205
  br i1 %250, label %251, label %241, !llvm.loop !44

251:                                              ; preds = %241, %236, %214, %80
  %252 = phi i64 [ %77, %80 ], [ %200, %214 ], [ %200, %236 ], [ %200, %241 ]
  %253 = phi i64 [ %74, %80 ], [ %7, %214 ], [ %223, %236 ], [ %249, %241 ]
  %254 = icmp ult i64 %252, %1
  br i1 %254, label %6, label %255, !llvm.loop !45

255:                                              ; preds = %251, %69, %199, %204, %6, %4
  %256 = phi i64 [ 0, %4 ], [ -3, %6 ], [ -2, %204 ], [ -2, %199 ], [ -1, %69 ], [ %253, %251 ]
  ret i64 %256
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

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { mustprogress nofree nounwind willreturn memory(argmem: read) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #9 = { nofree nounwind willreturn memory(argmem: read) }
attributes #10 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #11 = { nounwind }
attributes #12 = { nounwind allocsize(0) }
attributes #13 = { nounwind willreturn memory(read) }

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
!10 = distinct !{!10, !11, !12, !13}
!11 = !{!"llvm.loop.mustprogress"}
!12 = !{!"llvm.loop.isvectorized", i32 1}
!13 = !{!"llvm.loop.unroll.runtime.disable"}
!14 = !{!15, !15, i64 0}
!15 = !{!"long", !8, i64 0}
!16 = !{!8, !8, i64 0}
!17 = distinct !{!17, !11, !12, !13}
!18 = distinct !{!18, !11, !12, !13}
!19 = !{!20, !20, i64 0}
!20 = !{!"any pointer", !8, i64 0}
!21 = distinct !{!21, !11}
!22 = distinct !{!22, !11}
!23 = distinct !{!23, !11, !13, !12}
!24 = distinct !{!24, !11}
!25 = distinct !{!25, !11}
!26 = distinct !{!26, !11}
!27 = distinct !{!27, !11}
!28 = distinct !{!28, !11}
!29 = distinct !{!29, !11}
!30 = distinct !{!30, !11}
!31 = distinct !{!31, !11}
!32 = distinct !{!32, !11}
!33 = distinct !{!33, !11}
!34 = distinct !{!34, !11, !12}
!35 = distinct !{!35, !11}
!36 = distinct !{!36, !11}
!37 = distinct !{!37, !11}
!38 = distinct !{!38, !11}
!39 = distinct !{!39, !11}
!40 = distinct !{!40, !11}
!41 = distinct !{!41, !11}
!42 = distinct !{!42, !11}
!43 = distinct !{!43, !11, !12, !13}
!44 = distinct !{!44, !11, !12}
!45 = distinct !{!45, !11}
