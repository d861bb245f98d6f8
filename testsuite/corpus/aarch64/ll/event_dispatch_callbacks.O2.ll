; ModuleID = 'programs/event_dispatch_callbacks.c'
source_filename = "programs/event_dispatch_callbacks.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

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
  %1 = alloca [3 x %struct.Acc], align 8
  %2 = alloca i32, align 4
  %3 = alloca i64, align 8
  %4 = alloca %struct.Event, align 8
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %1) #8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(48) %1, i8 0, i64 48, i1 false)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #8
  store i32 0, ptr %2, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #8
  store i64 -1, ptr %3, align 8, !tbaa !10
  %5 = load i32, ptr getelementptr inbounds (i8, ptr @main.bus, i64 3072), align 8, !tbaa !6
  %6 = add nsw i32 %5, 1
  store i32 %6, ptr getelementptr inbounds (i8, ptr @main.bus, i64 3072), align 8, !tbaa !6
  %7 = icmp sgt i32 %5, 0
  br i1 %7, label %8, label %22

8:                                                ; preds = %0, %15
  %9 = phi i32 [ %17, %15 ], [ %5, %0 ]
  %10 = zext nneg i32 %9 to i64
  %11 = getelementptr %struct.Slot, ptr @main.bus, i64 %10
  %12 = getelementptr i8, ptr %11, i64 -8
  %13 = load i32, ptr %12, align 8, !tbaa !12
  %14 = icmp slt i32 %13, 1
  br i1 %14, label %15, label %19

15:                                               ; preds = %8
  %16 = getelementptr i8, ptr %11, i64 -24
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %11, ptr noundef nonnull align 8 dereferenceable(24) %16, i64 24, i1 false), !tbaa.struct !15
  %17 = add nsw i32 %9, -1
  %18 = icmp sgt i32 %9, 1
  br i1 %18, label %8, label %19, !llvm.loop !17

19:                                               ; preds = %15, %8
  %20 = phi i32 [ 0, %15 ], [ %9, %8 ]
  %21 = load i32, ptr getelementptr inbounds (i8, ptr @main.bus, i64 3072), align 8, !tbaa !6
  br label %22

22:                                               ; preds = %19, %0
  %23 = phi i32 [ %6, %0 ], [ %21, %19 ]
  %24 = phi i32 [ %5, %0 ], [ %20, %19 ]
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds %struct.Slot, ptr @main.bus, i64 %25
  store ptr @h_accumulate, ptr %26, align 8, !tbaa !16
  %27 = getelementptr inbounds i8, ptr %26, i64 8
  store ptr %1, ptr %27, align 8, !tbaa !16
  %28 = getelementptr inbounds i8, ptr %26, i64 16
  store <2 x i32> <i32 1, i32 1>, ptr %28, align 8, !tbaa !6
  %29 = add nsw i32 %23, 1
  store i32 %29, ptr getelementptr inbounds (i8, ptr @main.bus, i64 3072), align 8, !tbaa !6
  %30 = icmp sgt i32 %23, 0
  br i1 %30, label %31, label %45

31:                                               ; preds = %22, %38
  %32 = phi i32 [ %40, %38 ], [ %23, %22 ]
  %33 = zext nneg i32 %32 to i64
  %34 = getelementptr %struct.Slot, ptr @main.bus, i64 %33
  %35 = getelementptr i8, ptr %34, i64 -8
  %36 = load i32, ptr %35, align 8, !tbaa !12
  %37 = icmp slt i32 %36, 10
  br i1 %37, label %38, label %42

38:                                               ; preds = %31
  %39 = getelementptr i8, ptr %34, i64 -24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %34, ptr noundef nonnull align 8 dereferenceable(24) %39, i64 24, i1 false), !tbaa.struct !15
  %40 = add nsw i32 %32, -1
  %41 = icmp sgt i32 %32, 1
  br i1 %41, label %31, label %42, !llvm.loop !17

42:                                               ; preds = %38, %31
  %43 = phi i32 [ 0, %38 ], [ %32, %31 ]
  %44 = load i32, ptr getelementptr inbounds (i8, ptr @main.bus, i64 3072), align 8, !tbaa !6
  br label %45

45:                                               ; preds = %42, %22
  %46 = phi i32 [ %29, %22 ], [ %44, %42 ]
  %47 = phi i32 [ %23, %22 ], [ %43, %42 ]
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds %struct.Slot, ptr @main.bus, i64 %48
  store ptr @h_filter_big, ptr %49, align 8, !tbaa !16
  %50 = getelementptr inbounds i8, ptr %49, i64 8
  store ptr null, ptr %50, align 8, !tbaa !16
  %51 = getelementptr inbounds i8, ptr %49, i64 16
  store <2 x i32> <i32 10, i32 1>, ptr %51, align 8, !tbaa !6
  %52 = add nsw i32 %46, 1
  store i32 %52, ptr getelementptr inbounds (i8, ptr @main.bus, i64 3072), align 8, !tbaa !6
  %53 = icmp sgt i32 %46, 0
  br i1 %53, label %54, label %65

54:                                               ; preds = %45, %61
  %55 = phi i32 [ %63, %61 ], [ %46, %45 ]
  %56 = zext nneg i32 %55 to i64
  %57 = getelementptr %struct.Slot, ptr @main.bus, i64 %56
  %58 = getelementptr i8, ptr %57, i64 -8
  %59 = load i32, ptr %58, align 8, !tbaa !12
  %60 = icmp slt i32 %59, 5
  br i1 %60, label %61, label %65

61:                                               ; preds = %54
  %62 = getelementptr i8, ptr %57, i64 -24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %57, ptr noundef nonnull align 8 dereferenceable(24) %62, i64 24, i1 false), !tbaa.struct !15
  %63 = add nsw i32 %55, -1
  %64 = icmp sgt i32 %55, 1
  br i1 %64, label %54, label %65, !llvm.loop !17

65:                                               ; preds = %54, %61, %45
  %66 = phi i32 [ %46, %45 ], [ %55, %54 ], [ 0, %61 ]
  %67 = sext i32 %66 to i64
  %68 = getelementptr inbounds %struct.Slot, ptr @main.bus, i64 %67
  store ptr @h_log, ptr %68, align 8, !tbaa !16
  %69 = getelementptr inbounds i8, ptr %68, i64 8
  store ptr %2, ptr %69, align 8, !tbaa !16
  %70 = getelementptr inbounds i8, ptr %68, i64 16
  store <2 x i32> <i32 5, i32 1>, ptr %70, align 8, !tbaa !6
  %71 = load i32, ptr getelementptr inbounds (i8, ptr @main.bus, i64 3076), align 4, !tbaa !6
  %72 = add nsw i32 %71, 1
  store i32 %72, ptr getelementptr inbounds (i8, ptr @main.bus, i64 3076), align 4, !tbaa !6
  %73 = icmp sgt i32 %71, 0
  br i1 %73, label %74, label %88

74:                                               ; preds = %65, %81
  %75 = phi i32 [ %83, %81 ], [ %71, %65 ]
  %76 = zext nneg i32 %75 to i64
  %77 = getelementptr %struct.Slot, ptr getelementptr inbounds (i8, ptr @main.bus, i64 384), i64 %76
  %78 = getelementptr i8, ptr %77, i64 -8
  %79 = load i32, ptr %78, align 8, !tbaa !12
  %80 = icmp slt i32 %79, 3
  br i1 %80, label %81, label %85

81:                                               ; preds = %74
  %82 = getelementptr i8, ptr %77, i64 -24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %77, ptr noundef nonnull align 8 dereferenceable(24) %82, i64 24, i1 false), !tbaa.struct !15
  %83 = add nsw i32 %75, -1
  %84 = icmp sgt i32 %75, 1
  br i1 %84, label %74, label %85, !llvm.loop !17

85:                                               ; preds = %81, %74
  %86 = phi i32 [ 0, %81 ], [ %75, %74 ]
  %87 = load i32, ptr getelementptr inbounds (i8, ptr @main.bus, i64 3076), align 4, !tbaa !6
  br label %88

88:                                               ; preds = %85, %65
  %89 = phi i32 [ %72, %65 ], [ %87, %85 ]
  %90 = phi i32 [ %71, %65 ], [ %86, %85 ]
  %91 = sext i32 %90 to i64
  %92 = getelementptr inbounds %struct.Slot, ptr getelementptr inbounds (i8, ptr @main.bus, i64 384), i64 %91
  store ptr @h_once, ptr %92, align 8, !tbaa !16
  %93 = getelementptr inbounds i8, ptr %92, i64 8
  store ptr @.str, ptr %93, align 8, !tbaa !16
  %94 = getelementptr inbounds i8, ptr %92, i64 16
  store <2 x i32> <i32 3, i32 1>, ptr %94, align 8, !tbaa !6
  %95 = getelementptr inbounds i8, ptr %1, i64 16
  %96 = add nsw i32 %89, 1
  store i32 %96, ptr getelementptr inbounds (i8, ptr @main.bus, i64 3076), align 4, !tbaa !6
  %97 = icmp sgt i32 %89, 0
  br i1 %97, label %98, label %112

98:                                               ; preds = %88, %105
  %99 = phi i32 [ %107, %105 ], [ %89, %88 ]
  %100 = zext nneg i32 %99 to i64
  %101 = getelementptr %struct.Slot, ptr getelementptr inbounds (i8, ptr @main.bus, i64 384), i64 %100
  %102 = getelementptr i8, ptr %101, i64 -8
  %103 = load i32, ptr %102, align 8, !tbaa !12
  %104 = icmp slt i32 %103, 2
  br i1 %104, label %105, label %109

105:                                              ; preds = %98
  %106 = getelementptr i8, ptr %101, i64 -24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %101, ptr noundef nonnull align 8 dereferenceable(24) %106, i64 24, i1 false), !tbaa.struct !15
  %107 = add nsw i32 %99, -1
  %108 = icmp sgt i32 %99, 1
  br i1 %108, label %98, label %109, !llvm.loop !17

109:                                              ; preds = %105, %98
  %110 = phi i32 [ 0, %105 ], [ %99, %98 ]
  %111 = load i32, ptr getelementptr inbounds (i8, ptr @main.bus, i64 3076), align 4, !tbaa !6
  br label %112

112:                                              ; preds = %109, %88
  %113 = phi i32 [ %96, %88 ], [ %111, %109 ]
  %114 = phi i32 [ %89, %88 ], [ %110, %109 ]
  %115 = sext i32 %114 to i64
  %116 = getelementptr inbounds %struct.Slot, ptr getelementptr inbounds (i8, ptr @main.bus, i64 384), i64 %115
  store ptr @h_accumulate, ptr %116, align 8, !tbaa !16
  %117 = getelementptr inbounds i8, ptr %116, i64 8
  store ptr %95, ptr %117, align 8, !tbaa !16
  %118 = getelementptr inbounds i8, ptr %116, i64 16
  store <2 x i32> <i32 2, i32 1>, ptr %118, align 8, !tbaa !6
  %119 = add nsw i32 %113, 1
  store i32 %119, ptr getelementptr inbounds (i8, ptr @main.bus, i64 3076), align 4, !tbaa !6
  %120 = icmp sgt i32 %113, 0
  br i1 %120, label %121, label %132

121:                                              ; preds = %112, %128
  %122 = phi i32 [ %130, %128 ], [ %113, %112 ]
  %123 = zext nneg i32 %122 to i64
  %124 = getelementptr %struct.Slot, ptr getelementptr inbounds (i8, ptr @main.bus, i64 384), i64 %123
  %125 = getelementptr i8, ptr %124, i64 -8
  %126 = load i32, ptr %125, align 8, !tbaa !12
  %127 = icmp slt i32 %126, 0
  br i1 %127, label %128, label %132

128:                                              ; preds = %121
  %129 = getelementptr i8, ptr %124, i64 -24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %124, ptr noundef nonnull align 8 dereferenceable(24) %129, i64 24, i1 false), !tbaa.struct !15
  %130 = add nsw i32 %122, -1
  %131 = icmp sgt i32 %122, 1
  br i1 %131, label %121, label %132, !llvm.loop !17

132:                                              ; preds = %121, %128, %112
  %133 = phi i32 [ %113, %112 ], [ %122, %121 ], [ 0, %128 ]
  %134 = sext i32 %133 to i64
  %135 = getelementptr inbounds %struct.Slot, ptr getelementptr inbounds (i8, ptr @main.bus, i64 384), i64 %134
  store ptr @h_max, ptr %135, align 8, !tbaa !16
  %136 = getelementptr inbounds i8, ptr %135, i64 8
  store ptr %3, ptr %136, align 8, !tbaa !16
  %137 = getelementptr inbounds i8, ptr %135, i64 16
  store <2 x i32> <i32 0, i32 1>, ptr %137, align 8, !tbaa !6
  %138 = getelementptr inbounds i8, ptr %1, i64 32
  %139 = load i32, ptr getelementptr inbounds (i8, ptr @main.bus, i64 3080), align 8, !tbaa !6
  %140 = add nsw i32 %139, 1
  store i32 %140, ptr getelementptr inbounds (i8, ptr @main.bus, i64 3080), align 8, !tbaa !6
  %141 = icmp sgt i32 %139, 0
  br i1 %141, label %142, label %156

142:                                              ; preds = %132, %149
  %143 = phi i32 [ %151, %149 ], [ %139, %132 ]
  %144 = zext nneg i32 %143 to i64
  %145 = getelementptr %struct.Slot, ptr getelementptr inbounds (i8, ptr @main.bus, i64 768), i64 %144
  %146 = getelementptr i8, ptr %145, i64 -8
  %147 = load i32, ptr %146, align 8, !tbaa !12
  %148 = icmp slt i32 %147, 0
  br i1 %148, label %149, label %153

149:                                              ; preds = %142
  %150 = getelementptr i8, ptr %145, i64 -24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %145, ptr noundef nonnull align 8 dereferenceable(24) %150, i64 24, i1 false), !tbaa.struct !15
  %151 = add nsw i32 %143, -1
  %152 = icmp sgt i32 %143, 1
  br i1 %152, label %142, label %153, !llvm.loop !17

153:                                              ; preds = %149, %142
  %154 = phi i32 [ 0, %149 ], [ %143, %142 ]
  %155 = load i32, ptr getelementptr inbounds (i8, ptr @main.bus, i64 3080), align 8, !tbaa !6
  br label %156

156:                                              ; preds = %153, %132
  %157 = phi i32 [ %140, %132 ], [ %155, %153 ]
  %158 = phi i32 [ %139, %132 ], [ %154, %153 ]
  %159 = sext i32 %158 to i64
  %160 = getelementptr inbounds %struct.Slot, ptr getelementptr inbounds (i8, ptr @main.bus, i64 768), i64 %159
  store ptr @h_accumulate, ptr %160, align 8, !tbaa !16
  %161 = getelementptr inbounds i8, ptr %160, i64 8
  store ptr %138, ptr %161, align 8, !tbaa !16
  %162 = getelementptr inbounds i8, ptr %160, i64 16
  store <2 x i32> <i32 0, i32 1>, ptr %162, align 8, !tbaa !6
  %163 = add nsw i32 %157, 1
  store i32 %163, ptr getelementptr inbounds (i8, ptr @main.bus, i64 3080), align 8, !tbaa !6
  %164 = icmp sgt i32 %157, 0
  br i1 %164, label %165, label %179

165:                                              ; preds = %156, %172
  %166 = phi i32 [ %174, %172 ], [ %157, %156 ]
  %167 = zext nneg i32 %166 to i64
  %168 = getelementptr %struct.Slot, ptr getelementptr inbounds (i8, ptr @main.bus, i64 768), i64 %167
  %169 = getelementptr i8, ptr %168, i64 -8
  %170 = load i32, ptr %169, align 8, !tbaa !12
  %171 = icmp slt i32 %170, 9
  br i1 %171, label %172, label %176

172:                                              ; preds = %165
  %173 = getelementptr i8, ptr %168, i64 -24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %168, ptr noundef nonnull align 8 dereferenceable(24) %173, i64 24, i1 false), !tbaa.struct !15
  %174 = add nsw i32 %166, -1
  %175 = icmp sgt i32 %166, 1
  br i1 %175, label %165, label %176, !llvm.loop !17

176:                                              ; preds = %172, %165
  %177 = phi i32 [ 0, %172 ], [ %166, %165 ]
  %178 = load i32, ptr getelementptr inbounds (i8, ptr @main.bus, i64 3080), align 8, !tbaa !6
  br label %179

179:                                              ; preds = %176, %156
  %180 = phi i32 [ %163, %156 ], [ %178, %176 ]
  %181 = phi i32 [ %157, %156 ], [ %177, %176 ]
  %182 = sext i32 %181 to i64
  %183 = getelementptr inbounds %struct.Slot, ptr getelementptr inbounds (i8, ptr @main.bus, i64 768), i64 %182
  store ptr @h_once, ptr %183, align 8, !tbaa !16
  %184 = getelementptr inbounds i8, ptr %183, i64 8
  store ptr @.str.1, ptr %184, align 8, !tbaa !16
  %185 = getelementptr inbounds i8, ptr %183, i64 16
  store <2 x i32> <i32 9, i32 1>, ptr %185, align 8, !tbaa !6
  %186 = add nsw i32 %180, 1
  store i32 %186, ptr getelementptr inbounds (i8, ptr @main.bus, i64 3080), align 8, !tbaa !6
  %187 = icmp sgt i32 %180, 0
  br i1 %187, label %188, label %199

188:                                              ; preds = %179, %195
  %189 = phi i32 [ %197, %195 ], [ %180, %179 ]
  %190 = zext nneg i32 %189 to i64
  %191 = getelementptr %struct.Slot, ptr getelementptr inbounds (i8, ptr @main.bus, i64 768), i64 %190
  %192 = getelementptr i8, ptr %191, i64 -8
  %193 = load i32, ptr %192, align 8, !tbaa !12
  %194 = icmp slt i32 %193, 1
  br i1 %194, label %195, label %199

195:                                              ; preds = %188
  %196 = getelementptr i8, ptr %191, i64 -24
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %191, ptr noundef nonnull align 8 dereferenceable(24) %196, i64 24, i1 false), !tbaa.struct !15
  %197 = add nsw i32 %189, -1
  %198 = icmp sgt i32 %189, 1
  br i1 %198, label %188, label %199, !llvm.loop !17

199:                                              ; preds = %188, %195, %179
  %200 = phi i32 [ %180, %179 ], [ %189, %188 ], [ 0, %195 ]
  %201 = sext i32 %200 to i64
  %202 = getelementptr inbounds %struct.Slot, ptr getelementptr inbounds (i8, ptr @main.bus, i64 768), i64 %201
  store ptr @h_log, ptr %202, align 8, !tbaa !16
  %203 = getelementptr inbounds i8, ptr %202, i64 8
  store ptr %2, ptr %203, align 8, !tbaa !16
  %204 = getelementptr inbounds i8, ptr %202, i64 16
  store <2 x i32> <i32 1, i32 1>, ptr %204, align 8, !tbaa !6
  %205 = getelementptr inbounds i8, ptr %4, i64 8
  br label %223

206:                                              ; preds = %267
  %207 = load i64, ptr %1, align 8, !tbaa !19
  %208 = getelementptr inbounds i8, ptr %1, i64 8
  %209 = load i32, ptr %208, align 8, !tbaa !21
  %210 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 0, i64 noundef %207, i32 noundef %209)
  %211 = load i64, ptr %95, align 8, !tbaa !19
  %212 = getelementptr inbounds i8, ptr %1, i64 24
  %213 = load i32, ptr %212, align 8, !tbaa !21
  %214 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 1, i64 noundef %211, i32 noundef %213)
  %215 = load i64, ptr %138, align 8, !tbaa !19
  %216 = getelementptr inbounds i8, ptr %1, i64 40
  %217 = load i32, ptr %216, align 8, !tbaa !21
  %218 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 2, i64 noundef %215, i32 noundef %217)
  %219 = load i32, ptr %2, align 4, !tbaa !6
  %220 = load i64, ptr %3, align 8, !tbaa !10
  %221 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %269, i32 noundef %219, i64 noundef %220)
  %222 = and i32 %269, 255
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #8
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #8
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %1) #8
  ret i32 %222

223:                                              ; preds = %199, %267
  %224 = phi i32 [ 0, %199 ], [ %270, %267 ]
  %225 = phi i32 [ 17, %199 ], [ %228, %267 ]
  %226 = phi i32 [ 0, %199 ], [ %269, %267 ]
  %227 = mul i32 %225, 1103515245
  %228 = add i32 %227, 12345
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %4) #8
  %229 = lshr i32 %228, 16
  %230 = trunc nuw i32 %229 to i16
  %231 = urem i16 %230, 3
  %232 = zext nneg i16 %231 to i32
  store i32 %232, ptr %4, align 8, !tbaa !22
  %233 = lshr i32 %228, 4
  %234 = urem i32 %233, 2000
  %235 = zext nneg i32 %234 to i64
  store i64 %235, ptr %205, align 8, !tbaa !24
  %236 = zext nneg i16 %231 to i64
  %237 = getelementptr inbounds [8 x i32], ptr getelementptr inbounds (i8, ptr @main.bus, i64 3072), i64 0, i64 %236
  %238 = load i32, ptr %237, align 4, !tbaa !6
  %239 = icmp sgt i32 %238, 0
  br i1 %239, label %240, label %267

240:                                              ; preds = %223, %258
  %241 = phi i64 [ %260, %258 ], [ 0, %223 ]
  %242 = phi i64 [ %262, %258 ], [ %236, %223 ]
  %243 = phi i32 [ %259, %258 ], [ 0, %223 ]
  %244 = getelementptr inbounds [8 x [16 x %struct.Slot]], ptr @main.bus, i64 0, i64 %242, i64 %241
  %245 = getelementptr inbounds i8, ptr %244, i64 20
  %246 = load i32, ptr %245, align 4, !tbaa !25
  %247 = icmp eq i32 %246, 0
  br i1 %247, label %258, label %248

248:                                              ; preds = %240
  %249 = load ptr, ptr %244, align 8, !tbaa !26
  %250 = getelementptr inbounds i8, ptr %244, i64 8
  %251 = load ptr, ptr %250, align 8, !tbaa !27
  %252 = call i32 %249(ptr noundef nonnull %4, ptr noundef %251) #8
  %253 = add nsw i32 %243, 1
  %254 = icmp slt i32 %252, 0
  br i1 %254, label %255, label %256

255:                                              ; preds = %248
  store i32 0, ptr %245, align 4, !tbaa !25
  br label %258

256:                                              ; preds = %248
  %257 = icmp eq i32 %252, 0
  br i1 %257, label %258, label %267

258:                                              ; preds = %256, %255, %240
  %259 = phi i32 [ %243, %240 ], [ %253, %256 ], [ %253, %255 ]
  %260 = add nuw nsw i64 %241, 1
  %261 = load i32, ptr %4, align 8, !tbaa !22
  %262 = sext i32 %261 to i64
  %263 = getelementptr inbounds [8 x i32], ptr getelementptr inbounds (i8, ptr @main.bus, i64 3072), i64 0, i64 %262
  %264 = load i32, ptr %263, align 4, !tbaa !6
  %265 = sext i32 %264 to i64
  %266 = icmp slt i64 %260, %265
  br i1 %266, label %240, label %267, !llvm.loop !28

267:                                              ; preds = %256, %258, %223
  %268 = phi i32 [ 0, %223 ], [ %259, %258 ], [ %253, %256 ]
  %269 = add nsw i32 %268, %226
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4) #8
  %270 = add nuw nsw i32 %224, 1
  %271 = icmp eq i32 %270, 500
  br i1 %271, label %206, label %223, !llvm.loop !29
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal noundef i32 @h_accumulate(ptr nocapture noundef readonly %0, ptr nocapture noundef %1) #3 {
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = load i64, ptr %3, align 8, !tbaa !24
  %5 = load i64, ptr %1, align 8, !tbaa !19
  %6 = add nsw i64 %5, %4
  store i64 %6, ptr %1, align 8, !tbaa !19
  %7 = getelementptr inbounds i8, ptr %1, i64 8
  %8 = load i32, ptr %7, align 8, !tbaa !21
  %9 = add nsw i32 %8, 1
  store i32 %9, ptr %7, align 8, !tbaa !21
  ret i32 0
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal range(i32 0, 2) i32 @h_filter_big(ptr nocapture noundef readonly %0, ptr nocapture readnone %1) #4 {
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = load i64, ptr %3, align 8, !tbaa !24
  %5 = icmp sgt i64 %4, 1000
  %6 = zext i1 %5 to i32
  ret i32 %6
}

; Function Attrs: nofree nounwind uwtable
define internal noundef i32 @h_log(ptr nocapture noundef readonly %0, ptr nocapture noundef %1) #5 {
  %3 = load i32, ptr %1, align 4, !tbaa !6
  %4 = add nsw i32 %3, 1
  store i32 %4, ptr %1, align 4, !tbaa !6
  %5 = icmp slt i32 %3, 5
  br i1 %5, label %6, label %11

6:                                                ; preds = %2
  %7 = load i32, ptr %0, align 8, !tbaa !22
  %8 = getelementptr inbounds i8, ptr %0, i64 8
  %9 = load i64, ptr %8, align 8, !tbaa !24
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %4, i32 noundef %7, i64 noundef %9)
  br label %11

11:                                               ; preds = %6, %2
  ret i32 0
}

; Function Attrs: nofree nounwind uwtable
define internal noundef i32 @h_once(ptr nocapture noundef readonly %0, ptr noundef %1) #5 {
  %3 = load i32, ptr %0, align 8, !tbaa !22
  %4 = getelementptr inbounds i8, ptr %0, i64 8
  %5 = load i64, ptr %4, align 8, !tbaa !24
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %3, i64 noundef %5, ptr noundef %1)
  ret i32 -1
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal noundef i32 @h_max(ptr nocapture noundef readonly %0, ptr nocapture noundef %1) #3 {
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = load i64, ptr %3, align 8, !tbaa !24
  %5 = load i64, ptr %1, align 8, !tbaa !10
  %6 = icmp sgt i64 %4, %5
  br i1 %6, label %7, label %8

7:                                                ; preds = %2
  store i64 %4, ptr %1, align 8, !tbaa !10
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

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #8 = { nounwind }

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
!11 = !{!"long", !8, i64 0}
!12 = !{!13, !7, i64 16}
!13 = !{!"", !14, i64 0, !14, i64 8, !7, i64 16, !7, i64 20}
!14 = !{!"any pointer", !8, i64 0}
!15 = !{i64 0, i64 8, !16, i64 8, i64 8, !16, i64 16, i64 4, !6, i64 20, i64 4, !6}
!16 = !{!14, !14, i64 0}
!17 = distinct !{!17, !18}
!18 = !{!"llvm.loop.mustprogress"}
!19 = !{!20, !11, i64 0}
!20 = !{!"", !11, i64 0, !7, i64 8}
!21 = !{!20, !7, i64 8}
!22 = !{!23, !7, i64 0}
!23 = !{!"", !7, i64 0, !11, i64 8}
!24 = !{!23, !11, i64 8}
!25 = !{!13, !7, i64 20}
!26 = !{!13, !14, i64 0}
!27 = !{!13, !14, i64 8}
!28 = distinct !{!28, !18}
!29 = distinct !{!29, !18}
