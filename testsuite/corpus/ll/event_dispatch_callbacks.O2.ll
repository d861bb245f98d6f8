; ModuleID = 'programs/event_dispatch_callbacks.c'
source_filename = "programs/event_dispatch_callbacks.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Bus = type { [8 x [16 x %struct.Slot]], [8 x i32] }
%struct.Slot = type { ptr, ptr, i32, i32 }
%struct.Acc = type { i64, i32 }
%struct.Event = type { i32, i64 }

@main.bus = internal unnamed_addr global %struct.Bus zeroinitializer, align 8
@.str = private unnamed_addr constant [6 x i8] c"first\00", align 1
@.str.1 = private unnamed_addr constant [7 x i8] c"second\00", align 1
@.str.2 = private unnamed_addr constant [26 x i8] c"acc[%d] sum=%ld count=%d\0A\00", align 1
@.str.3 = private unnamed_addr constant [30 x i8] c"handled=%d logged=%d max=%ld\0A\00", align 1
@.str.4 = private unnamed_addr constant [31 x i8] c"  log #%d type=%d payload=%ld\0A\00", align 1
@.str.5 = private unnamed_addr constant [36 x i8] c"  once: type=%d payload=%ld tag=%s\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 256) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [3 x %struct.Acc], align 16
  %2 = alloca i32, align 4
  %3 = alloca i64, align 8
  %4 = alloca %struct.Event, align 8
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %1) #8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(48) %1, i8 0, i64 48, i1 false)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #8
  store i32 0, ptr %2, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #8
  store i64 -1, ptr %3, align 8, !tbaa !9
  %5 = load i32, ptr getelementptr inbounds (i8, ptr @main.bus, i64 3072), align 8, !tbaa !5
  %6 = add nsw i32 %5, 1
  store i32 %6, ptr getelementptr inbounds (i8, ptr @main.bus, i64 3072), align 8, !tbaa !5
  %7 = icmp sgt i32 %5, 0
  br i1 %7, label %8, label %22

8:                                                ; preds = %0, %15
  %9 = phi i32 [ %17, %15 ], [ %5, %0 ]
  %10 = zext nneg i32 %9 to i64
  %11 = getelementptr %struct.Slot, ptr @main.bus, i64 %10
  %12 = getelementptr i8, ptr %11, i64 -8
  %13 = load i32, ptr %12, align 8, !tbaa !11
  %14 = icmp slt i32 %13, 1
  br i1 %14, label %15, label %19

15:                                               ; preds = %8
  %16 = getelementptr i8, ptr %11, i64 -24
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %11, ptr noundef nonnull align 8 dereferenceable(24) %16, i64 24, i1 false), !tbaa.struct !14
  %17 = add nsw i32 %9, -1
  %18 = icmp sgt i32 %9, 1
  br i1 %18, label %8, label %19, !llvm.loop !16

19:                                               ; preds = %15, %8
  %20 = phi i32 [ 0, %15 ], [ %9, %8 ]
  %21 = load i32, ptr getelementptr inbounds (i8, ptr @main.bus, i64 3072), align 8, !tbaa !5
  br label %22

22:                                               ; preds = %19, %0
  %23 = phi i32 [ %6, %0 ], [ %21, %19 ]
  %24 = phi i32 [ %5, %0 ], [ %20, %19 ]
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds %struct.Slot, ptr @main.bus, i64 %25
  store ptr @h_accumulate, ptr %26, align 8, !tbaa !15
  %27 = getelementptr inbounds i8, ptr %26, i64 8
  store ptr %1, ptr %27, align 8, !tbaa !15
  %28 = getelementptr inbounds i8, ptr %26, i64 16
  store i32 1, ptr %28, align 8, !tbaa !5
  %29 = getelementptr inbounds i8, ptr %26, i64 20
  store i32 1, ptr %29, align 4, !tbaa !5
  %30 = add nsw i32 %23, 1
  store i32 %30, ptr getelementptr inbounds (i8, ptr @main.bus, i64 3072), align 8, !tbaa !5
  %31 = icmp sgt i32 %23, 0
  br i1 %31, label %32, label %46

32:                                               ; preds = %22, %39
  %33 = phi i32 [ %41, %39 ], [ %23, %22 ]
  %34 = zext nneg i32 %33 to i64
  %35 = getelementptr %struct.Slot, ptr @main.bus, i64 %34
  %36 = getelementptr i8, ptr %35, i64 -8
  %37 = load i32, ptr %36, align 8, !tbaa !11
  %38 = icmp slt i32 %37, 10
  br i1 %38, label %39, label %43

39:                                               ; preds = %32
  %40 = getelementptr i8, ptr %35, i64 -24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %35, ptr noundef nonnull align 8 dereferenceable(24) %40, i64 24, i1 false), !tbaa.struct !14
  %41 = add nsw i32 %33, -1
  %42 = icmp sgt i32 %33, 1
  br i1 %42, label %32, label %43, !llvm.loop !16

43:                                               ; preds = %39, %32
  %44 = phi i32 [ 0, %39 ], [ %33, %32 ]
  %45 = load i32, ptr getelementptr inbounds (i8, ptr @main.bus, i64 3072), align 8, !tbaa !5
  br label %46

46:                                               ; preds = %43, %22
  %47 = phi i32 [ %30, %22 ], [ %45, %43 ]
  %48 = phi i32 [ %23, %22 ], [ %44, %43 ]
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds %struct.Slot, ptr @main.bus, i64 %49
  store ptr @h_filter_big, ptr %50, align 8, !tbaa !15
  %51 = getelementptr inbounds i8, ptr %50, i64 8
  store ptr null, ptr %51, align 8, !tbaa !15
  %52 = getelementptr inbounds i8, ptr %50, i64 16
  store i32 10, ptr %52, align 8, !tbaa !5
  %53 = getelementptr inbounds i8, ptr %50, i64 20
  store i32 1, ptr %53, align 4, !tbaa !5
  %54 = add nsw i32 %47, 1
  store i32 %54, ptr getelementptr inbounds (i8, ptr @main.bus, i64 3072), align 8, !tbaa !5
  %55 = icmp sgt i32 %47, 0
  br i1 %55, label %56, label %67

56:                                               ; preds = %46, %63
  %57 = phi i32 [ %65, %63 ], [ %47, %46 ]
  %58 = zext nneg i32 %57 to i64
  %59 = getelementptr %struct.Slot, ptr @main.bus, i64 %58
  %60 = getelementptr i8, ptr %59, i64 -8
  %61 = load i32, ptr %60, align 8, !tbaa !11
  %62 = icmp slt i32 %61, 5
  br i1 %62, label %63, label %67

63:                                               ; preds = %56
  %64 = getelementptr i8, ptr %59, i64 -24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %59, ptr noundef nonnull align 8 dereferenceable(24) %64, i64 24, i1 false), !tbaa.struct !14
  %65 = add nsw i32 %57, -1
  %66 = icmp sgt i32 %57, 1
  br i1 %66, label %56, label %67, !llvm.loop !16

67:                                               ; preds = %56, %63, %46
  %68 = phi i32 [ %47, %46 ], [ %57, %56 ], [ 0, %63 ]
  %69 = sext i32 %68 to i64
  %70 = getelementptr inbounds %struct.Slot, ptr @main.bus, i64 %69
  store ptr @h_log, ptr %70, align 8, !tbaa !15
  %71 = getelementptr inbounds i8, ptr %70, i64 8
  store ptr %2, ptr %71, align 8, !tbaa !15
  %72 = getelementptr inbounds i8, ptr %70, i64 16
  store i32 5, ptr %72, align 8, !tbaa !5
  %73 = getelementptr inbounds i8, ptr %70, i64 20
  store i32 1, ptr %73, align 4, !tbaa !5
  %74 = load i32, ptr getelementptr inbounds (i8, ptr @main.bus, i64 3076), align 4, !tbaa !5
  %75 = add nsw i32 %74, 1
  store i32 %75, ptr getelementptr inbounds (i8, ptr @main.bus, i64 3076), align 4, !tbaa !5
  %76 = icmp sgt i32 %74, 0
  br i1 %76, label %77, label %91

77:                                               ; preds = %67, %84
  %78 = phi i32 [ %86, %84 ], [ %74, %67 ]
  %79 = zext nneg i32 %78 to i64
  %80 = getelementptr %struct.Slot, ptr getelementptr inbounds (i8, ptr @main.bus, i64 384), i64 %79
  %81 = getelementptr i8, ptr %80, i64 -8
  %82 = load i32, ptr %81, align 8, !tbaa !11
  %83 = icmp slt i32 %82, 3
  br i1 %83, label %84, label %88

84:                                               ; preds = %77
  %85 = getelementptr i8, ptr %80, i64 -24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %80, ptr noundef nonnull align 8 dereferenceable(24) %85, i64 24, i1 false), !tbaa.struct !14
  %86 = add nsw i32 %78, -1
  %87 = icmp sgt i32 %78, 1
  br i1 %87, label %77, label %88, !llvm.loop !16

88:                                               ; preds = %84, %77
  %89 = phi i32 [ 0, %84 ], [ %78, %77 ]
  %90 = load i32, ptr getelementptr inbounds (i8, ptr @main.bus, i64 3076), align 4, !tbaa !5
  br label %91

91:                                               ; preds = %88, %67
  %92 = phi i32 [ %75, %67 ], [ %90, %88 ]
  %93 = phi i32 [ %74, %67 ], [ %89, %88 ]
  %94 = sext i32 %93 to i64
  %95 = getelementptr inbounds %struct.Slot, ptr getelementptr inbounds (i8, ptr @main.bus, i64 384), i64 %94
  store ptr @h_once, ptr %95, align 8, !tbaa !15
  %96 = getelementptr inbounds i8, ptr %95, i64 8
  store ptr @.str, ptr %96, align 8, !tbaa !15
  %97 = getelementptr inbounds i8, ptr %95, i64 16
  store i32 3, ptr %97, align 8, !tbaa !5
  %98 = getelementptr inbounds i8, ptr %95, i64 20
  store i32 1, ptr %98, align 4, !tbaa !5
  %99 = getelementptr inbounds i8, ptr %1, i64 16
  %100 = add nsw i32 %92, 1
  store i32 %100, ptr getelementptr inbounds (i8, ptr @main.bus, i64 3076), align 4, !tbaa !5
  %101 = icmp sgt i32 %92, 0
  br i1 %101, label %102, label %116

102:                                              ; preds = %91, %109
  %103 = phi i32 [ %111, %109 ], [ %92, %91 ]
  %104 = zext nneg i32 %103 to i64
  %105 = getelementptr %struct.Slot, ptr getelementptr inbounds (i8, ptr @main.bus, i64 384), i64 %104
  %106 = getelementptr i8, ptr %105, i64 -8
  %107 = load i32, ptr %106, align 8, !tbaa !11
  %108 = icmp slt i32 %107, 2
  br i1 %108, label %109, label %113

109:                                              ; preds = %102
  %110 = getelementptr i8, ptr %105, i64 -24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %105, ptr noundef nonnull align 8 dereferenceable(24) %110, i64 24, i1 false), !tbaa.struct !14
  %111 = add nsw i32 %103, -1
  %112 = icmp sgt i32 %103, 1
  br i1 %112, label %102, label %113, !llvm.loop !16

113:                                              ; preds = %109, %102
  %114 = phi i32 [ 0, %109 ], [ %103, %102 ]
  %115 = load i32, ptr getelementptr inbounds (i8, ptr @main.bus, i64 3076), align 4, !tbaa !5
  br label %116

116:                                              ; preds = %113, %91
  %117 = phi i32 [ %100, %91 ], [ %115, %113 ]
  %118 = phi i32 [ %92, %91 ], [ %114, %113 ]
  %119 = sext i32 %118 to i64
  %120 = getelementptr inbounds %struct.Slot, ptr getelementptr inbounds (i8, ptr @main.bus, i64 384), i64 %119
  store ptr @h_accumulate, ptr %120, align 8, !tbaa !15
  %121 = getelementptr inbounds i8, ptr %120, i64 8
  store ptr %99, ptr %121, align 8, !tbaa !15
  %122 = getelementptr inbounds i8, ptr %120, i64 16
  store i32 2, ptr %122, align 8, !tbaa !5
  %123 = getelementptr inbounds i8, ptr %120, i64 20
  store i32 1, ptr %123, align 4, !tbaa !5
  %124 = add nsw i32 %117, 1
  store i32 %124, ptr getelementptr inbounds (i8, ptr @main.bus, i64 3076), align 4, !tbaa !5
  %125 = icmp sgt i32 %117, 0
  br i1 %125, label %126, label %137

126:                                              ; preds = %116, %133
  %127 = phi i32 [ %135, %133 ], [ %117, %116 ]
  %128 = zext nneg i32 %127 to i64
  %129 = getelementptr %struct.Slot, ptr getelementptr inbounds (i8, ptr @main.bus, i64 384), i64 %128
  %130 = getelementptr i8, ptr %129, i64 -8
  %131 = load i32, ptr %130, align 8, !tbaa !11
  %132 = icmp slt i32 %131, 0
  br i1 %132, label %133, label %137

133:                                              ; preds = %126
  %134 = getelementptr i8, ptr %129, i64 -24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %129, ptr noundef nonnull align 8 dereferenceable(24) %134, i64 24, i1 false), !tbaa.struct !14
  %135 = add nsw i32 %127, -1
  %136 = icmp sgt i32 %127, 1
  br i1 %136, label %126, label %137, !llvm.loop !16

137:                                              ; preds = %126, %133, %116
  %138 = phi i32 [ %117, %116 ], [ %127, %126 ], [ 0, %133 ]
  %139 = sext i32 %138 to i64
  %140 = getelementptr inbounds %struct.Slot, ptr getelementptr inbounds (i8, ptr @main.bus, i64 384), i64 %139
  store ptr @h_max, ptr %140, align 8, !tbaa !15
  %141 = getelementptr inbounds i8, ptr %140, i64 8
  store ptr %3, ptr %141, align 8, !tbaa !15
  %142 = getelementptr inbounds i8, ptr %140, i64 16
  store i32 0, ptr %142, align 8, !tbaa !5
  %143 = getelementptr inbounds i8, ptr %140, i64 20
  store i32 1, ptr %143, align 4, !tbaa !5
  %144 = getelementptr inbounds i8, ptr %1, i64 32
  %145 = load i32, ptr getelementptr inbounds (i8, ptr @main.bus, i64 3080), align 8, !tbaa !5
  %146 = add nsw i32 %145, 1
  store i32 %146, ptr getelementptr inbounds (i8, ptr @main.bus, i64 3080), align 8, !tbaa !5
  %147 = icmp sgt i32 %145, 0
  br i1 %147, label %148, label %162

148:                                              ; preds = %137, %155
  %149 = phi i32 [ %157, %155 ], [ %145, %137 ]
  %150 = zext nneg i32 %149 to i64
  %151 = getelementptr %struct.Slot, ptr getelementptr inbounds (i8, ptr @main.bus, i64 768), i64 %150
  %152 = getelementptr i8, ptr %151, i64 -8
  %153 = load i32, ptr %152, align 8, !tbaa !11
  %154 = icmp slt i32 %153, 0
  br i1 %154, label %155, label %159

155:                                              ; preds = %148
  %156 = getelementptr i8, ptr %151, i64 -24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %151, ptr noundef nonnull align 8 dereferenceable(24) %156, i64 24, i1 false), !tbaa.struct !14
  %157 = add nsw i32 %149, -1
  %158 = icmp sgt i32 %149, 1
  br i1 %158, label %148, label %159, !llvm.loop !16

159:                                              ; preds = %155, %148
  %160 = phi i32 [ 0, %155 ], [ %149, %148 ]
  %161 = load i32, ptr getelementptr inbounds (i8, ptr @main.bus, i64 3080), align 8, !tbaa !5
  br label %162

162:                                              ; preds = %159, %137
  %163 = phi i32 [ %146, %137 ], [ %161, %159 ]
  %164 = phi i32 [ %145, %137 ], [ %160, %159 ]
  %165 = sext i32 %164 to i64
  %166 = getelementptr inbounds %struct.Slot, ptr getelementptr inbounds (i8, ptr @main.bus, i64 768), i64 %165
  store ptr @h_accumulate, ptr %166, align 8, !tbaa !15
  %167 = getelementptr inbounds i8, ptr %166, i64 8
  store ptr %144, ptr %167, align 8, !tbaa !15
  %168 = getelementptr inbounds i8, ptr %166, i64 16
  store i32 0, ptr %168, align 8, !tbaa !5
  %169 = getelementptr inbounds i8, ptr %166, i64 20
  store i32 1, ptr %169, align 4, !tbaa !5
  %170 = add nsw i32 %163, 1
  store i32 %170, ptr getelementptr inbounds (i8, ptr @main.bus, i64 3080), align 8, !tbaa !5
  %171 = icmp sgt i32 %163, 0
  br i1 %171, label %172, label %186

172:                                              ; preds = %162, %179
  %173 = phi i32 [ %181, %179 ], [ %163, %162 ]
  %174 = zext nneg i32 %173 to i64
  %175 = getelementptr %struct.Slot, ptr getelementptr inbounds (i8, ptr @main.bus, i64 768), i64 %174
  %176 = getelementptr i8, ptr %175, i64 -8
  %177 = load i32, ptr %176, align 8, !tbaa !11
  %178 = icmp slt i32 %177, 9
  br i1 %178, label %179, label %183

179:                                              ; preds = %172
  %180 = getelementptr i8, ptr %175, i64 -24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %175, ptr noundef nonnull align 8 dereferenceable(24) %180, i64 24, i1 false), !tbaa.struct !14
  %181 = add nsw i32 %173, -1
  %182 = icmp sgt i32 %173, 1
  br i1 %182, label %172, label %183, !llvm.loop !16

183:                                              ; preds = %179, %172
  %184 = phi i32 [ 0, %179 ], [ %173, %172 ]
  %185 = load i32, ptr getelementptr inbounds (i8, ptr @main.bus, i64 3080), align 8, !tbaa !5
  br label %186

186:                                              ; preds = %183, %162
  %187 = phi i32 [ %170, %162 ], [ %185, %183 ]
  %188 = phi i32 [ %163, %162 ], [ %184, %183 ]
  %189 = sext i32 %188 to i64
  %190 = getelementptr inbounds %struct.Slot, ptr getelementptr inbounds (i8, ptr @main.bus, i64 768), i64 %189
  store ptr @h_once, ptr %190, align 8, !tbaa !15
  %191 = getelementptr inbounds i8, ptr %190, i64 8
  store ptr @.str.1, ptr %191, align 8, !tbaa !15
  %192 = getelementptr inbounds i8, ptr %190, i64 16
  store i32 9, ptr %192, align 8, !tbaa !5
  %193 = getelementptr inbounds i8, ptr %190, i64 20
  store i32 1, ptr %193, align 4, !tbaa !5
  %194 = add nsw i32 %187, 1
  store i32 %194, ptr getelementptr inbounds (i8, ptr @main.bus, i64 3080), align 8, !tbaa !5
  %195 = icmp sgt i32 %187, 0
  br i1 %195, label %196, label %207

196:                                              ; preds = %186, %203
  %197 = phi i32 [ %205, %203 ], [ %187, %186 ]
  %198 = zext nneg i32 %197 to i64
  %199 = getelementptr %struct.Slot, ptr getelementptr inbounds (i8, ptr @main.bus, i64 768), i64 %198
  %200 = getelementptr i8, ptr %199, i64 -8
  %201 = load i32, ptr %200, align 8, !tbaa !11
  %202 = icmp slt i32 %201, 1
  br i1 %202, label %203, label %207

203:                                              ; preds = %196
  %204 = getelementptr i8, ptr %199, i64 -24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %199, ptr noundef nonnull align 8 dereferenceable(24) %204, i64 24, i1 false), !tbaa.struct !14
  %205 = add nsw i32 %197, -1
  %206 = icmp sgt i32 %197, 1
  br i1 %206, label %196, label %207, !llvm.loop !16

207:                                              ; preds = %196, %203, %186
  %208 = phi i32 [ %187, %186 ], [ %197, %196 ], [ 0, %203 ]
  %209 = sext i32 %208 to i64
  %210 = getelementptr inbounds %struct.Slot, ptr getelementptr inbounds (i8, ptr @main.bus, i64 768), i64 %209
  store ptr @h_log, ptr %210, align 8, !tbaa !15
  %211 = getelementptr inbounds i8, ptr %210, i64 8
  store ptr %2, ptr %211, align 8, !tbaa !15
  %212 = getelementptr inbounds i8, ptr %210, i64 16
  store i32 1, ptr %212, align 8, !tbaa !5
  %213 = getelementptr inbounds i8, ptr %210, i64 20
  store i32 1, ptr %213, align 4, !tbaa !5
  %214 = getelementptr inbounds i8, ptr %4, i64 8
  br label %232

215:                                              ; preds = %276
  %216 = load i64, ptr %1, align 16, !tbaa !18
  %217 = getelementptr inbounds i8, ptr %1, i64 8
  %218 = load i32, ptr %217, align 8, !tbaa !20
  %219 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 0, i64 noundef %216, i32 noundef %218)
  %220 = load i64, ptr %99, align 16, !tbaa !18
  %221 = getelementptr inbounds i8, ptr %1, i64 24
  %222 = load i32, ptr %221, align 8, !tbaa !20
  %223 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 1, i64 noundef %220, i32 noundef %222)
  %224 = load i64, ptr %144, align 16, !tbaa !18
  %225 = getelementptr inbounds i8, ptr %1, i64 40
  %226 = load i32, ptr %225, align 8, !tbaa !20
  %227 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 2, i64 noundef %224, i32 noundef %226)
  %228 = load i32, ptr %2, align 4, !tbaa !5
  %229 = load i64, ptr %3, align 8, !tbaa !9
  %230 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %278, i32 noundef %228, i64 noundef %229)
  %231 = and i32 %278, 255
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #8
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #8
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %1) #8
  ret i32 %231

232:                                              ; preds = %207, %276
  %233 = phi i32 [ 0, %207 ], [ %279, %276 ]
  %234 = phi i32 [ 17, %207 ], [ %237, %276 ]
  %235 = phi i32 [ 0, %207 ], [ %278, %276 ]
  %236 = mul i32 %234, 1103515245
  %237 = add i32 %236, 12345
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %4) #8
  %238 = lshr i32 %237, 16
  %239 = trunc nuw i32 %238 to i16
  %240 = urem i16 %239, 3
  %241 = zext nneg i16 %240 to i32
  store i32 %241, ptr %4, align 8, !tbaa !21
  %242 = lshr i32 %237, 4
  %243 = urem i32 %242, 2000
  %244 = zext nneg i32 %243 to i64
  store i64 %244, ptr %214, align 8, !tbaa !23
  %245 = zext nneg i16 %240 to i64
  %246 = getelementptr inbounds [8 x i32], ptr getelementptr inbounds (i8, ptr @main.bus, i64 3072), i64 0, i64 %245
  %247 = load i32, ptr %246, align 4, !tbaa !5
  %248 = icmp sgt i32 %247, 0
  br i1 %248, label %249, label %276

249:                                              ; preds = %232, %267
  %250 = phi i64 [ %269, %267 ], [ 0, %232 ]
  %251 = phi i64 [ %271, %267 ], [ %245, %232 ]
  %252 = phi i32 [ %268, %267 ], [ 0, %232 ]
  %253 = getelementptr inbounds [8 x [16 x %struct.Slot]], ptr @main.bus, i64 0, i64 %251, i64 %250
  %254 = getelementptr inbounds i8, ptr %253, i64 20
  %255 = load i32, ptr %254, align 4, !tbaa !24
  %256 = icmp eq i32 %255, 0
  br i1 %256, label %267, label %257

257:                                              ; preds = %249
  %258 = load ptr, ptr %253, align 8, !tbaa !25
  %259 = getelementptr inbounds i8, ptr %253, i64 8
  %260 = load ptr, ptr %259, align 8, !tbaa !26
  %261 = call i32 %258(ptr noundef nonnull %4, ptr noundef %260) #8
  %262 = add nsw i32 %252, 1
  %263 = icmp slt i32 %261, 0
  br i1 %263, label %264, label %265

264:                                              ; preds = %257
  store i32 0, ptr %254, align 4, !tbaa !24
  br label %267

265:                                              ; preds = %257
  %266 = icmp eq i32 %261, 0
  br i1 %266, label %267, label %276

267:                                              ; preds = %265, %264, %249
  %268 = phi i32 [ %252, %249 ], [ %262, %265 ], [ %262, %264 ]
  %269 = add nuw nsw i64 %250, 1
  %270 = load i32, ptr %4, align 8, !tbaa !21
  %271 = sext i32 %270 to i64
  %272 = getelementptr inbounds [8 x i32], ptr getelementptr inbounds (i8, ptr @main.bus, i64 3072), i64 0, i64 %271
  %273 = load i32, ptr %272, align 4, !tbaa !5
  %274 = sext i32 %273 to i64
  %275 = icmp slt i64 %269, %274
  br i1 %275, label %249, label %276, !llvm.loop !27

276:                                              ; preds = %265, %267, %232
  %277 = phi i32 [ 0, %232 ], [ %268, %267 ], [ %262, %265 ]
  %278 = add nsw i32 %277, %235
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4) #8
  %279 = add nuw nsw i32 %233, 1
  %280 = icmp eq i32 %279, 500
  br i1 %280, label %215, label %232, !llvm.loop !28
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal noundef i32 @h_accumulate(ptr nocapture noundef readonly %0, ptr nocapture noundef %1) #3 {
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = load i64, ptr %3, align 8, !tbaa !23
  %5 = load i64, ptr %1, align 8, !tbaa !18
  %6 = add nsw i64 %5, %4
  store i64 %6, ptr %1, align 8, !tbaa !18
  %7 = getelementptr inbounds i8, ptr %1, i64 8
  %8 = load i32, ptr %7, align 8, !tbaa !20
  %9 = add nsw i32 %8, 1
  store i32 %9, ptr %7, align 8, !tbaa !20
  ret i32 0
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal range(i32 0, 2) i32 @h_filter_big(ptr nocapture noundef readonly %0, ptr nocapture readnone %1) #4 {
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = load i64, ptr %3, align 8, !tbaa !23
  %5 = icmp sgt i64 %4, 1000
  %6 = zext i1 %5 to i32
  ret i32 %6
}

; Function Attrs: nofree nounwind uwtable
define internal noundef i32 @h_log(ptr nocapture noundef readonly %0, ptr nocapture noundef %1) #5 {
  %3 = load i32, ptr %1, align 4, !tbaa !5
  %4 = add nsw i32 %3, 1
  store i32 %4, ptr %1, align 4, !tbaa !5
  %5 = icmp slt i32 %3, 5
  br i1 %5, label %6, label %11

6:                                                ; preds = %2
  %7 = load i32, ptr %0, align 8, !tbaa !21
  %8 = getelementptr inbounds i8, ptr %0, i64 8
  %9 = load i64, ptr %8, align 8, !tbaa !23
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %4, i32 noundef %7, i64 noundef %9)
  br label %11

11:                                               ; preds = %6, %2
  ret i32 0
}

; Function Attrs: nofree nounwind uwtable
define internal noundef i32 @h_once(ptr nocapture noundef readonly %0, ptr noundef %1) #5 {
  %3 = load i32, ptr %0, align 8, !tbaa !21
  %4 = getelementptr inbounds i8, ptr %0, i64 8
  %5 = load i64, ptr %4, align 8, !tbaa !23
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %3, i64 noundef %5, ptr noundef %1)
  ret i32 -1
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal noundef i32 @h_max(ptr nocapture noundef readonly %0, ptr nocapture noundef %1) #3 {
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = load i64, ptr %3, align 8, !tbaa !23
  %5 = load i64, ptr %1, align 8, !tbaa !9
  %6 = icmp sgt i64 %4, %5
  br i1 %6, label %7, label %8

7:                                                ; preds = %2
  store i64 %4, ptr %1, align 8, !tbaa !9
  br label %8

8:                                                ; preds = %7, %2
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #7

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #8 = { nounwind }

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
!9 = !{!10, !10, i64 0}
!10 = !{!"long", !7, i64 0}
!11 = !{!12, !6, i64 16}
!12 = !{!"", !13, i64 0, !13, i64 8, !6, i64 16, !6, i64 20}
!13 = !{!"any pointer", !7, i64 0}
!14 = !{i64 0, i64 8, !15, i64 8, i64 8, !15, i64 16, i64 4, !5, i64 20, i64 4, !5}
!15 = !{!13, !13, i64 0}
!16 = distinct !{!16, !17}
!17 = !{!"llvm.loop.mustprogress"}
!18 = !{!19, !10, i64 0}
!19 = !{!"", !10, i64 0, !6, i64 8}
!20 = !{!19, !6, i64 8}
!21 = !{!22, !6, i64 0}
!22 = !{!"", !6, i64 0, !10, i64 8}
!23 = !{!22, !10, i64 8}
!24 = !{!12, !6, i64 20}
!25 = !{!12, !13, i64 0}
!26 = !{!12, !13, i64 8}
!27 = distinct !{!27, !17}
!28 = distinct !{!28, !17}
