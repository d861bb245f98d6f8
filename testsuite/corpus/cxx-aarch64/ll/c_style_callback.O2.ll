; ModuleID = 'c_style_callback.cpp'
source_filename = "c_style_callback.cpp"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.Limit = type { i32, i32 }

$_ZTS6TooBig = comdat any

$_ZTI6TooBig = comdat any

@__const.main.data = private unnamed_addr constant [8 x i32] [i32 3, i32 1, i32 4, i32 1, i32 5, i32 9, i32 2, i32 6], align 4
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTS6TooBig = linkonce_odr dso_local constant [8 x i8] c"6TooBig\00", comdat, align 1
@_ZTI6TooBig = linkonce_odr dso_local constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS6TooBig }, comdat, align 8
@.str = private unnamed_addr constant [18 x i8] c"limit %d: sum %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [29 x i8] c"limit %d: %d at position %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [25 x i8] c"list limit %d: %d nodes\0A\00", align 1
@.str.3 = private unnamed_addr constant [34 x i8] c"list limit %d: %d at position %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [7 x i8] c"buffer\00", align 1
@.str.5 = private unnamed_addr constant [24 x i8] c"catch-all frees the %s\0A\00", align 1

; Function Attrs: mustprogress noinline uwtable
define dso_local i32 @walk_array(ptr nocapture noundef readonly %0, i32 noundef %1, ptr nocapture noundef readonly %2, ptr noundef %3) local_unnamed_addr #0 {
  %5 = icmp sgt i32 %1, 0
  br i1 %5, label %6, label %8

6:                                                ; preds = %4
  %7 = zext nneg i32 %1 to i64
  br label %10

8:                                                ; preds = %10, %4
  %9 = phi i32 [ 0, %4 ], [ %16, %10 ]
  ret i32 %9

10:                                               ; preds = %6, %10
  %11 = phi i64 [ 0, %6 ], [ %17, %10 ]
  %12 = phi i32 [ 0, %6 ], [ %16, %10 ]
  %13 = getelementptr inbounds i32, ptr %0, i64 %11
  %14 = load i32, ptr %13, align 4, !tbaa !6
  %15 = tail call noundef i32 %2(i32 noundef %14, ptr noundef %3)
  %16 = add nsw i32 %15, %12
  %17 = add nuw nsw i64 %11, 1
  %18 = icmp eq i64 %17, %7
  br i1 %18, label %8, label %10, !llvm.loop !10
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress noinline uwtable
define dso_local i32 @walk_list(ptr noundef readonly %0, ptr nocapture noundef readonly %1, ptr noundef %2) local_unnamed_addr #0 {
  %4 = icmp eq ptr %0, null
  br i1 %4, label %16, label %5

5:                                                ; preds = %3, %11
  %6 = phi i32 [ %12, %11 ], [ 0, %3 ]
  %7 = phi ptr [ %14, %11 ], [ %0, %3 ]
  %8 = load i32, ptr %7, align 8, !tbaa !12
  %9 = tail call noundef i32 %1(i32 noundef %8, ptr noundef %2)
  %10 = icmp slt i32 %9, 0
  br i1 %10, label %16, label %11

11:                                               ; preds = %5
  %12 = add nuw nsw i32 %6, 1
  %13 = getelementptr inbounds i8, ptr %7, i64 8
  %14 = load ptr, ptr %13, align 8, !tbaa !15
  %15 = icmp eq ptr %14, null
  br i1 %15, label %16, label %5, !llvm.loop !16

16:                                               ; preds = %11, %5, %3
  %17 = phi i32 [ 0, %3 ], [ %6, %5 ], [ %12, %11 ]
  ret i32 %17
}

; Function Attrs: mustprogress norecurse uwtable
define dso_local noundef range(i32 0, 2) i32 @main() local_unnamed_addr #2 personality ptr @__gxx_personality_v0 {
  %1 = alloca %struct.Limit, align 8
  %2 = alloca %struct.Limit, align 8
  %3 = alloca %struct.Limit, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #9
  store <2 x i32> <i32 10, i32 0>, ptr %1, align 8, !tbaa !6
  %4 = invoke fastcc i32 @walk_array.specialized.1(ptr noundef nonnull @__const.main.data, i32 noundef 8, ptr noundef nonnull %1)
          to label %5 unwind label %7

5:                                                ; preds = %0
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 10, i32 noundef %4)
  br label %19

7:                                                ; preds = %0
  %8 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI6TooBig
  %9 = extractvalue { ptr, i32 } %8, 1
  %10 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI6TooBig) #9
  %11 = icmp eq i32 %9, %10
  br i1 %11, label %12, label %73

12:                                               ; preds = %7
  %13 = extractvalue { ptr, i32 } %8, 0
  %14 = tail call ptr @__cxa_begin_catch(ptr %13) #9
  %15 = load i32, ptr %14, align 4, !tbaa !17
  %16 = getelementptr inbounds i8, ptr %14, i64 4
  %17 = load i32, ptr %16, align 4, !tbaa !19
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 10, i32 noundef %15, i32 noundef %17)
  tail call void @__cxa_end_catch()
  br label %19

19:                                               ; preds = %12, %5
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #9
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #9
  store <2 x i32> <i32 7, i32 0>, ptr %1, align 8, !tbaa !6
  %20 = invoke fastcc i32 @walk_array.specialized.1(ptr noundef nonnull @__const.main.data, i32 noundef 8, ptr noundef nonnull %1)
          to label %33 unwind label %21

21:                                               ; preds = %19
  %22 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI6TooBig
  %23 = extractvalue { ptr, i32 } %22, 1
  %24 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI6TooBig) #9
  %25 = icmp eq i32 %23, %24
  br i1 %25, label %26, label %73

26:                                               ; preds = %21
  %27 = extractvalue { ptr, i32 } %22, 0
  %28 = tail call ptr @__cxa_begin_catch(ptr %27) #9
  %29 = load i32, ptr %28, align 4, !tbaa !17
  %30 = getelementptr inbounds i8, ptr %28, i64 4
  %31 = load i32, ptr %30, align 4, !tbaa !19
  %32 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 7, i32 noundef %29, i32 noundef %31)
  tail call void @__cxa_end_catch()
  br label %35

33:                                               ; preds = %19
  %34 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 7, i32 noundef %20)
  br label %35

35:                                               ; preds = %33, %26
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #9
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #9
  store <2 x i32> <i32 4, i32 0>, ptr %1, align 8, !tbaa !6
  %36 = invoke fastcc i32 @walk_array.specialized.1(ptr noundef nonnull @__const.main.data, i32 noundef 8, ptr noundef nonnull %1)
          to label %49 unwind label %37

37:                                               ; preds = %35
  %38 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI6TooBig
  %39 = extractvalue { ptr, i32 } %38, 1
  %40 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI6TooBig) #9
  %41 = icmp eq i32 %39, %40
  br i1 %41, label %42, label %73

42:                                               ; preds = %37
  %43 = extractvalue { ptr, i32 } %38, 0
  %44 = tail call ptr @__cxa_begin_catch(ptr %43) #9
  %45 = load i32, ptr %44, align 4, !tbaa !17
  %46 = getelementptr inbounds i8, ptr %44, i64 4
  %47 = load i32, ptr %46, align 4, !tbaa !19
  %48 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 4, i32 noundef %45, i32 noundef %47)
  tail call void @__cxa_end_catch()
  br label %51

49:                                               ; preds = %35
  %50 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 4, i32 noundef %36)
  br label %51

51:                                               ; preds = %49, %42
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #9
  %52 = tail call noalias dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #10
  store i32 100, ptr %52, align 8, !tbaa !12
  %53 = getelementptr inbounds i8, ptr %52, i64 8
  store ptr null, ptr %53, align 8, !tbaa !15
  %54 = tail call noalias dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #10
  store i32 81, ptr %54, align 8, !tbaa !12
  %55 = getelementptr inbounds i8, ptr %54, i64 8
  store ptr %52, ptr %55, align 8, !tbaa !15
  %56 = tail call noalias dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #10
  store i32 64, ptr %56, align 8, !tbaa !12
  %57 = getelementptr inbounds i8, ptr %56, i64 8
  store ptr %54, ptr %57, align 8, !tbaa !15
  %58 = tail call noalias dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #10
  store i32 49, ptr %58, align 8, !tbaa !12
  %59 = getelementptr inbounds i8, ptr %58, i64 8
  store ptr %56, ptr %59, align 8, !tbaa !15
  %60 = tail call noalias dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #10
  store i32 36, ptr %60, align 8, !tbaa !12
  %61 = getelementptr inbounds i8, ptr %60, i64 8
  store ptr %58, ptr %61, align 8, !tbaa !15
  %62 = tail call noalias dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #10
  store i32 25, ptr %62, align 8, !tbaa !12
  %63 = getelementptr inbounds i8, ptr %62, i64 8
  store ptr %60, ptr %63, align 8, !tbaa !15
  %64 = tail call noalias dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #10
  store i32 16, ptr %64, align 8, !tbaa !12
  %65 = getelementptr inbounds i8, ptr %64, i64 8
  store ptr %62, ptr %65, align 8, !tbaa !15
  %66 = tail call noalias dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #10
  store i32 9, ptr %66, align 8, !tbaa !12
  %67 = getelementptr inbounds i8, ptr %66, i64 8
  store ptr %64, ptr %67, align 8, !tbaa !15
  %68 = tail call noalias dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #10
  store i32 4, ptr %68, align 8, !tbaa !12
  %69 = getelementptr inbounds i8, ptr %68, i64 8
  store ptr %66, ptr %69, align 8, !tbaa !15
  %70 = tail call noalias noundef dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #10
  store i32 1, ptr %70, align 8, !tbaa !12
  %71 = getelementptr inbounds i8, ptr %70, i64 8
  store ptr %68, ptr %71, align 8, !tbaa !15
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #9
  store <2 x i32> <i32 200, i32 0>, ptr %2, align 8, !tbaa !6
  %72 = invoke fastcc i32 @walk_list.specialized.2(ptr noundef nonnull %70, ptr noundef nonnull %2)
          to label %83 unwind label %85

73:                                               ; preds = %37, %21, %7
  %74 = phi { ptr, i32 } [ %8, %7 ], [ %22, %21 ], [ %38, %37 ]
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #9
  br label %140

75:                                               ; preds = %129, %75
  %76 = phi ptr [ %78, %75 ], [ %70, %129 ]
  %77 = getelementptr inbounds i8, ptr %76, i64 8
  %78 = load ptr, ptr %77, align 8, !tbaa !15
  tail call void @free(ptr noundef nonnull %76) #9
  %79 = icmp eq ptr %78, null
  br i1 %79, label %80, label %75, !llvm.loop !20

80:                                               ; preds = %75
  %81 = tail call noalias dereferenceable_or_null(32) ptr @malloc(i64 noundef 32) #10
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(7) %81, ptr noundef nonnull align 1 dereferenceable(7) @.str.4, i64 7, i1 false) #9
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #9
  store i64 0, ptr %3, align 8
  %82 = invoke fastcc i32 @walk_array.specialized.1(ptr noundef nonnull @__const.main.data, i32 noundef 1, ptr noundef nonnull %3)
          to label %132 unwind label %133

83:                                               ; preds = %51
  %84 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 200, i32 noundef %72)
  br label %97

85:                                               ; preds = %51
  %86 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI6TooBig
  %87 = extractvalue { ptr, i32 } %86, 1
  %88 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI6TooBig) #9
  %89 = icmp eq i32 %87, %88
  br i1 %89, label %90, label %130

90:                                               ; preds = %85
  %91 = extractvalue { ptr, i32 } %86, 0
  %92 = tail call ptr @__cxa_begin_catch(ptr %91) #9
  %93 = load i32, ptr %92, align 4, !tbaa !17
  %94 = getelementptr inbounds i8, ptr %92, i64 4
  %95 = load i32, ptr %94, align 4, !tbaa !19
  %96 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 200, i32 noundef %93, i32 noundef %95)
  tail call void @__cxa_end_catch()
  br label %97

97:                                               ; preds = %90, %83
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #9
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #9
  store <2 x i32> <i32 115, i32 0>, ptr %2, align 8, !tbaa !6
  %98 = invoke fastcc i32 @walk_list.specialized.2(ptr noundef nonnull %70, ptr noundef nonnull %2)
          to label %111 unwind label %99

99:                                               ; preds = %97
  %100 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI6TooBig
  %101 = extractvalue { ptr, i32 } %100, 1
  %102 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI6TooBig) #9
  %103 = icmp eq i32 %101, %102
  br i1 %103, label %104, label %130

104:                                              ; preds = %99
  %105 = extractvalue { ptr, i32 } %100, 0
  %106 = tail call ptr @__cxa_begin_catch(ptr %105) #9
  %107 = load i32, ptr %106, align 4, !tbaa !17
  %108 = getelementptr inbounds i8, ptr %106, i64 4
  %109 = load i32, ptr %108, align 4, !tbaa !19
  %110 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 115, i32 noundef %107, i32 noundef %109)
  tail call void @__cxa_end_catch()
  br label %113

111:                                              ; preds = %97
  %112 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 115, i32 noundef %98)
  br label %113

113:                                              ; preds = %111, %104
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #9
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #9
  store <2 x i32> <i32 30, i32 0>, ptr %2, align 8, !tbaa !6
  %114 = invoke fastcc i32 @walk_list.specialized.2(ptr noundef nonnull %70, ptr noundef nonnull %2)
          to label %127 unwind label %115

115:                                              ; preds = %113
  %116 = landingpad { ptr, i32 }
          cleanup
          catch ptr @_ZTI6TooBig
  %117 = extractvalue { ptr, i32 } %116, 1
  %118 = tail call i32 @llvm.eh.typeid.for.p0(ptr nonnull @_ZTI6TooBig) #9
  %119 = icmp eq i32 %117, %118
  br i1 %119, label %120, label %130

120:                                              ; preds = %115
  %121 = extractvalue { ptr, i32 } %116, 0
  %122 = tail call ptr @__cxa_begin_catch(ptr %121) #9
  %123 = load i32, ptr %122, align 4, !tbaa !17
  %124 = getelementptr inbounds i8, ptr %122, i64 4
  %125 = load i32, ptr %124, align 4, !tbaa !19
  %126 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 30, i32 noundef %123, i32 noundef %125)
  tail call void @__cxa_end_catch()
  br label %129

127:                                              ; preds = %113
  %128 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 30, i32 noundef %114)
  br label %129

129:                                              ; preds = %127, %120
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #9
  br label %75

130:                                              ; preds = %115, %99, %85
  %131 = phi { ptr, i32 } [ %86, %85 ], [ %100, %99 ], [ %116, %115 ]
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #9
  br label %140

132:                                              ; preds = %80
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #9
  br label %138

133:                                              ; preds = %80
  %134 = landingpad { ptr, i32 }
          catch ptr null
  %135 = extractvalue { ptr, i32 } %134, 0
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #9
  %136 = tail call ptr @__cxa_begin_catch(ptr %135) #9
  %137 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull %81)
  tail call void @free(ptr noundef nonnull %81) #9
  tail call void @__cxa_end_catch()
  br label %138

138:                                              ; preds = %133, %132
  %139 = phi i32 [ 1, %132 ], [ 0, %133 ]
  ret i32 %139

140:                                              ; preds = %130, %73
  %141 = phi { ptr, i32 } [ %74, %73 ], [ %131, %130 ]
  resume { ptr, i32 } %141
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

declare i32 @__gxx_personality_v0(...)

; Function Attrs: nofree nosync nounwind memory(none)
declare i32 @llvm.eh.typeid.for.p0(ptr) #5

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

declare void @__cxa_end_catch() local_unnamed_addr

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #7

declare ptr @__cxa_allocate_exception(i64) local_unnamed_addr

declare void @__cxa_throw(ptr, ptr, ptr) local_unnamed_addr

; Function Attrs: mustprogress noinline norecurse uwtable
define internal fastcc i32 @walk_array.specialized.1(ptr nocapture noundef readonly %0, i32 noundef %1, ptr nocapture noundef %2) unnamed_addr #8 {
  %4 = icmp sgt i32 %1, 0
  br i1 %4, label %5, label %10

5:                                                ; preds = %3
  %6 = getelementptr inbounds i8, ptr %2, i64 4
  %7 = load i32, ptr %2, align 4, !tbaa !21
  %8 = load i32, ptr %6, align 4, !tbaa !23
  %9 = zext nneg i32 %1 to i64
  br label %12

10:                                               ; preds = %24, %3
  %11 = phi i32 [ 0, %3 ], [ %25, %24 ]
  ret i32 %11

12:                                               ; preds = %5, %24
  %13 = phi i64 [ 0, %5 ], [ %26, %24 ]
  %14 = phi i32 [ %8, %5 ], [ %18, %24 ]
  %15 = phi i32 [ 0, %5 ], [ %25, %24 ]
  %16 = getelementptr inbounds i32, ptr %0, i64 %13
  %17 = load i32, ptr %16, align 4, !tbaa !6
  %18 = add nsw i32 %14, 1
  store i32 %18, ptr %6, align 4, !tbaa !23
  %19 = icmp slt i32 %7, %17
  br i1 %19, label %20, label %24

20:                                               ; preds = %12
  %21 = tail call ptr @__cxa_allocate_exception(i64 8) #9
  store i32 %17, ptr %21, align 16, !tbaa !17
  %22 = getelementptr inbounds i8, ptr %21, i64 4
  %23 = load i32, ptr %6, align 4, !tbaa !23
  store i32 %23, ptr %22, align 4, !tbaa !19
  tail call void @__cxa_throw(ptr nonnull %21, ptr nonnull @_ZTI6TooBig, ptr null) #11
  unreachable

24:                                               ; preds = %12
  %25 = add nsw i32 %17, %15
  %26 = add nuw nsw i64 %13, 1
  %27 = icmp eq i64 %26, %9
  br i1 %27, label %10, label %12, !llvm.loop !10
}

; Function Attrs: mustprogress noinline norecurse uwtable
define internal fastcc i32 @walk_list.specialized.2(ptr noundef readonly %0, ptr nocapture noundef %1) unnamed_addr #8 {
  %3 = icmp eq ptr %0, null
  br i1 %3, label %28, label %4

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8, ptr %1, i64 4
  %6 = load i32, ptr %1, align 4, !tbaa !21
  %7 = load i32, ptr %5, align 4, !tbaa !23
  br label %8

8:                                                ; preds = %4, %21
  %9 = phi i32 [ %7, %4 ], [ %13, %21 ]
  %10 = phi i32 [ 0, %4 ], [ %22, %21 ]
  %11 = phi ptr [ %0, %4 ], [ %24, %21 ]
  %12 = load i32, ptr %11, align 8, !tbaa !12
  %13 = add nsw i32 %9, 1
  %14 = icmp slt i32 %6, %12
  br i1 %14, label %15, label %19

15:                                               ; preds = %8
  store i32 %13, ptr %5, align 4, !tbaa !23
  %16 = tail call ptr @__cxa_allocate_exception(i64 8) #9
  store i32 %12, ptr %16, align 16, !tbaa !17
  %17 = getelementptr inbounds i8, ptr %16, i64 4
  %18 = load i32, ptr %5, align 4, !tbaa !23
  store i32 %18, ptr %17, align 4, !tbaa !19
  tail call void @__cxa_throw(ptr nonnull %16, ptr nonnull @_ZTI6TooBig, ptr null) #11
  unreachable

19:                                               ; preds = %8
  %20 = icmp slt i32 %12, 0
  br i1 %20, label %26, label %21

21:                                               ; preds = %19
  %22 = add nuw nsw i32 %10, 1
  %23 = getelementptr inbounds i8, ptr %11, i64 8
  %24 = load ptr, ptr %23, align 8, !tbaa !15
  %25 = icmp eq ptr %24, null
  br i1 %25, label %26, label %8, !llvm.loop !16

26:                                               ; preds = %21, %19
  %27 = phi i32 [ %10, %19 ], [ %22, %21 ]
  store i32 %13, ptr %5, align 4, !tbaa !23
  br label %28

28:                                               ; preds = %26, %2
  %29 = phi i32 [ 0, %2 ], [ %27, %26 ]
  ret i32 %29
}

attributes #0 = { mustprogress noinline uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress norecurse uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nofree nosync nounwind memory(none) }
attributes #6 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { mustprogress noinline norecurse uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #9 = { nounwind }
attributes #10 = { nounwind allocsize(0) }
attributes #11 = { noreturn }

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
!9 = !{!"Simple C++ TBAA"}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = !{!13, !7, i64 0}
!13 = !{!"_ZTS4node", !7, i64 0, !14, i64 8}
!14 = !{!"any pointer", !8, i64 0}
!15 = !{!13, !14, i64 8}
!16 = distinct !{!16, !11}
!17 = !{!18, !7, i64 0}
!18 = !{!"_ZTS6TooBig", !7, i64 0, !7, i64 4}
!19 = !{!18, !7, i64 4}
!20 = distinct !{!20, !11}
!21 = !{!22, !7, i64 0}
!22 = !{!"_ZTS5Limit", !7, i64 0, !7, i64 4}
!23 = !{!22, !7, i64 4}
