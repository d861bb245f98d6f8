; ModuleID = 'programs/sign_extension_loads.c'
source_filename = "programs/sign_extension_loads.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@sca = internal unnamed_addr global [256 x i8] zeroinitializer, align 16
@uca = internal unnamed_addr global [256 x i8] zeroinitializer, align 16
@ssa = internal unnamed_addr global [300 x i16] zeroinitializer, align 2
@usa = internal unnamed_addr global [300 x i16] zeroinitializer, align 2
@.str = private unnamed_addr constant [37 x i8] c"sums: sc=%ld uc=%lu ss=%lld us=%lld\0A\00", align 1
@.str.1 = private unnamed_addr constant [28 x i8] c"index_by_char: %d %d %d %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [25 x i8] c"plain char: %d %d %d %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [21 x i8] c"narrow: %d %d %d %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [19 x i8] c"add_narrow: %d %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [33 x i8] c"u_of_sc(-1)=%u u_of_sc(-128)=%u\0A\00", align 1
@.str.6 = private unnamed_addr constant [14 x i8] c"rec sum %lld\0A\00", align 1
@.str.7 = private unnamed_addr constant [52 x i8] c"0xff as uc->int %d, as sc->int %d, sc->uint64 %llx\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 128) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [256 x i32], align 4
  %2 = alloca i8, align 4
  %3 = alloca i8, align 4
  store <16 x i8> <i8 0, i8 37, i8 74, i8 111, i8 -108, i8 -71, i8 -34, i8 3, i8 40, i8 77, i8 114, i8 -105, i8 -68, i8 -31, i8 6, i8 43>, ptr @sca, align 16, !tbaa !6
  store <16 x i8> <i8 80, i8 117, i8 -102, i8 -65, i8 -28, i8 9, i8 46, i8 83, i8 120, i8 -99, i8 -62, i8 -25, i8 12, i8 49, i8 86, i8 123>, ptr getelementptr inbounds (i8, ptr @sca, i64 16), align 16, !tbaa !6
  store <16 x i8> <i8 0, i8 37, i8 74, i8 111, i8 -108, i8 -71, i8 -34, i8 3, i8 40, i8 77, i8 114, i8 -105, i8 -68, i8 -31, i8 6, i8 43>, ptr @uca, align 16, !tbaa !6
  store <16 x i8> <i8 80, i8 117, i8 -102, i8 -65, i8 -28, i8 9, i8 46, i8 83, i8 120, i8 -99, i8 -62, i8 -25, i8 12, i8 49, i8 86, i8 123>, ptr getelementptr inbounds (i8, ptr @uca, i64 16), align 16, !tbaa !6
  store <16 x i8> <i8 -96, i8 -59, i8 -22, i8 15, i8 52, i8 89, i8 126, i8 -93, i8 -56, i8 -19, i8 18, i8 55, i8 92, i8 -127, i8 -90, i8 -53>, ptr getelementptr inbounds (i8, ptr @sca, i64 32), align 16, !tbaa !6
  store <16 x i8> <i8 -16, i8 21, i8 58, i8 95, i8 -124, i8 -87, i8 -50, i8 -13, i8 24, i8 61, i8 98, i8 -121, i8 -84, i8 -47, i8 -10, i8 27>, ptr getelementptr inbounds (i8, ptr @sca, i64 48), align 16, !tbaa !6
  store <16 x i8> <i8 -96, i8 -59, i8 -22, i8 15, i8 52, i8 89, i8 126, i8 -93, i8 -56, i8 -19, i8 18, i8 55, i8 92, i8 -127, i8 -90, i8 -53>, ptr getelementptr inbounds (i8, ptr @uca, i64 32), align 16, !tbaa !6
  store <16 x i8> <i8 -16, i8 21, i8 58, i8 95, i8 -124, i8 -87, i8 -50, i8 -13, i8 24, i8 61, i8 98, i8 -121, i8 -84, i8 -47, i8 -10, i8 27>, ptr getelementptr inbounds (i8, ptr @uca, i64 48), align 16, !tbaa !6
  store <16 x i8> <i8 64, i8 101, i8 -118, i8 -81, i8 -44, i8 -7, i8 30, i8 67, i8 104, i8 -115, i8 -78, i8 -41, i8 -4, i8 33, i8 70, i8 107>, ptr getelementptr inbounds (i8, ptr @sca, i64 64), align 16, !tbaa !6
  store <16 x i8> <i8 -112, i8 -75, i8 -38, i8 -1, i8 36, i8 73, i8 110, i8 -109, i8 -72, i8 -35, i8 2, i8 39, i8 76, i8 113, i8 -106, i8 -69>, ptr getelementptr inbounds (i8, ptr @sca, i64 80), align 16, !tbaa !6
  store <16 x i8> <i8 64, i8 101, i8 -118, i8 -81, i8 -44, i8 -7, i8 30, i8 67, i8 104, i8 -115, i8 -78, i8 -41, i8 -4, i8 33, i8 70, i8 107>, ptr getelementptr inbounds (i8, ptr @uca, i64 64), align 16, !tbaa !6
  store <16 x i8> <i8 -112, i8 -75, i8 -38, i8 -1, i8 36, i8 73, i8 110, i8 -109, i8 -72, i8 -35, i8 2, i8 39, i8 76, i8 113, i8 -106, i8 -69>, ptr getelementptr inbounds (i8, ptr @uca, i64 80), align 16, !tbaa !6
  store <16 x i8> <i8 -32, i8 5, i8 42, i8 79, i8 116, i8 -103, i8 -66, i8 -29, i8 8, i8 45, i8 82, i8 119, i8 -100, i8 -63, i8 -26, i8 11>, ptr getelementptr inbounds (i8, ptr @sca, i64 96), align 16, !tbaa !6
  store <16 x i8> <i8 48, i8 85, i8 122, i8 -97, i8 -60, i8 -23, i8 14, i8 51, i8 88, i8 125, i8 -94, i8 -57, i8 -20, i8 17, i8 54, i8 91>, ptr getelementptr inbounds (i8, ptr @sca, i64 112), align 16, !tbaa !6
  store <16 x i8> <i8 -32, i8 5, i8 42, i8 79, i8 116, i8 -103, i8 -66, i8 -29, i8 8, i8 45, i8 82, i8 119, i8 -100, i8 -63, i8 -26, i8 11>, ptr getelementptr inbounds (i8, ptr @uca, i64 96), align 16, !tbaa !6
  store <16 x i8> <i8 48, i8 85, i8 122, i8 -97, i8 -60, i8 -23, i8 14, i8 51, i8 88, i8 125, i8 -94, i8 -57, i8 -20, i8 17, i8 54, i8 91>, ptr getelementptr inbounds (i8, ptr @uca, i64 112), align 16, !tbaa !6
  store <16 x i8> <i8 -128, i8 -91, i8 -54, i8 -17, i8 20, i8 57, i8 94, i8 -125, i8 -88, i8 -51, i8 -14, i8 23, i8 60, i8 97, i8 -122, i8 -85>, ptr getelementptr inbounds (i8, ptr @sca, i64 128), align 16, !tbaa !6
  store <16 x i8> <i8 -48, i8 -11, i8 26, i8 63, i8 100, i8 -119, i8 -82, i8 -45, i8 -8, i8 29, i8 66, i8 103, i8 -116, i8 -79, i8 -42, i8 -5>, ptr getelementptr inbounds (i8, ptr @sca, i64 144), align 16, !tbaa !6
  store <16 x i8> <i8 -128, i8 -91, i8 -54, i8 -17, i8 20, i8 57, i8 94, i8 -125, i8 -88, i8 -51, i8 -14, i8 23, i8 60, i8 97, i8 -122, i8 -85>, ptr getelementptr inbounds (i8, ptr @uca, i64 128), align 16, !tbaa !6
  store <16 x i8> <i8 -48, i8 -11, i8 26, i8 63, i8 100, i8 -119, i8 -82, i8 -45, i8 -8, i8 29, i8 66, i8 103, i8 -116, i8 -79, i8 -42, i8 -5>, ptr getelementptr inbounds (i8, ptr @uca, i64 144), align 16, !tbaa !6
  store <16 x i8> <i8 32, i8 69, i8 106, i8 -113, i8 -76, i8 -39, i8 -2, i8 35, i8 72, i8 109, i8 -110, i8 -73, i8 -36, i8 1, i8 38, i8 75>, ptr getelementptr inbounds (i8, ptr @sca, i64 160), align 16, !tbaa !6
  store <16 x i8> <i8 112, i8 -107, i8 -70, i8 -33, i8 4, i8 41, i8 78, i8 115, i8 -104, i8 -67, i8 -30, i8 7, i8 44, i8 81, i8 118, i8 -101>, ptr getelementptr inbounds (i8, ptr @sca, i64 176), align 16, !tbaa !6
  store <16 x i8> <i8 32, i8 69, i8 106, i8 -113, i8 -76, i8 -39, i8 -2, i8 35, i8 72, i8 109, i8 -110, i8 -73, i8 -36, i8 1, i8 38, i8 75>, ptr getelementptr inbounds (i8, ptr @uca, i64 160), align 16, !tbaa !6
  store <16 x i8> <i8 112, i8 -107, i8 -70, i8 -33, i8 4, i8 41, i8 78, i8 115, i8 -104, i8 -67, i8 -30, i8 7, i8 44, i8 81, i8 118, i8 -101>, ptr getelementptr inbounds (i8, ptr @uca, i64 176), align 16, !tbaa !6
  store <16 x i8> <i8 -64, i8 -27, i8 10, i8 47, i8 84, i8 121, i8 -98, i8 -61, i8 -24, i8 13, i8 50, i8 87, i8 124, i8 -95, i8 -58, i8 -21>, ptr getelementptr inbounds (i8, ptr @sca, i64 192), align 16, !tbaa !6
  store <16 x i8> <i8 16, i8 53, i8 90, i8 127, i8 -92, i8 -55, i8 -18, i8 19, i8 56, i8 93, i8 -126, i8 -89, i8 -52, i8 -15, i8 22, i8 59>, ptr getelementptr inbounds (i8, ptr @sca, i64 208), align 16, !tbaa !6
  store <16 x i8> <i8 -64, i8 -27, i8 10, i8 47, i8 84, i8 121, i8 -98, i8 -61, i8 -24, i8 13, i8 50, i8 87, i8 124, i8 -95, i8 -58, i8 -21>, ptr getelementptr inbounds (i8, ptr @uca, i64 192), align 16, !tbaa !6
  store <16 x i8> <i8 16, i8 53, i8 90, i8 127, i8 -92, i8 -55, i8 -18, i8 19, i8 56, i8 93, i8 -126, i8 -89, i8 -52, i8 -15, i8 22, i8 59>, ptr getelementptr inbounds (i8, ptr @uca, i64 208), align 16, !tbaa !6
  store <16 x i8> <i8 96, i8 -123, i8 -86, i8 -49, i8 -12, i8 25, i8 62, i8 99, i8 -120, i8 -83, i8 -46, i8 -9, i8 28, i8 65, i8 102, i8 -117>, ptr getelementptr inbounds (i8, ptr @sca, i64 224), align 16, !tbaa !6
  store <16 x i8> <i8 -80, i8 -43, i8 -6, i8 31, i8 68, i8 105, i8 -114, i8 -77, i8 -40, i8 -3, i8 34, i8 71, i8 108, i8 -111, i8 -74, i8 -37>, ptr getelementptr inbounds (i8, ptr @sca, i64 240), align 16, !tbaa !6
  store <16 x i8> <i8 96, i8 -123, i8 -86, i8 -49, i8 -12, i8 25, i8 62, i8 99, i8 -120, i8 -83, i8 -46, i8 -9, i8 28, i8 65, i8 102, i8 -117>, ptr getelementptr inbounds (i8, ptr @uca, i64 224), align 16, !tbaa !6
  store <16 x i8> <i8 -80, i8 -43, i8 -6, i8 31, i8 68, i8 105, i8 -114, i8 -77, i8 -40, i8 -3, i8 34, i8 71, i8 108, i8 -111, i8 -74, i8 -37>, ptr getelementptr inbounds (i8, ptr @uca, i64 240), align 16, !tbaa !6
  br label %4

4:                                                ; preds = %0, %4
  %5 = phi i64 [ %14, %4 ], [ 0, %0 ]
  %6 = phi <8 x i16> [ %15, %4 ], [ <i16 0, i16 1, i16 2, i16 3, i16 4, i16 5, i16 6, i16 7>, %0 ]
  %7 = mul <8 x i16> %6, <i16 1234, i16 1234, i16 1234, i16 1234, i16 1234, i16 1234, i16 1234, i16 1234>
  %8 = mul <8 x i16> %6, <i16 1234, i16 1234, i16 1234, i16 1234, i16 1234, i16 1234, i16 1234, i16 1234>
  %9 = add <8 x i16> %8, <i16 9872, i16 9872, i16 9872, i16 9872, i16 9872, i16 9872, i16 9872, i16 9872>
  %10 = getelementptr inbounds [300 x i16], ptr @ssa, i64 0, i64 %5
  %11 = getelementptr inbounds i8, ptr %10, i64 16
  store <8 x i16> %7, ptr %10, align 2, !tbaa !9
  store <8 x i16> %9, ptr %11, align 2, !tbaa !9
  %12 = getelementptr inbounds [300 x i16], ptr @usa, i64 0, i64 %5
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  store <8 x i16> %7, ptr %12, align 2, !tbaa !9
  store <8 x i16> %9, ptr %13, align 2, !tbaa !9
  %14 = add nuw i64 %5, 16
  %15 = add <8 x i16> %6, <i16 16, i16 16, i16 16, i16 16, i16 16, i16 16, i16 16, i16 16>
  %16 = icmp eq i64 %14, 288
  br i1 %16, label %17, label %4, !llvm.loop !11

17:                                               ; preds = %4
  store i16 27712, ptr getelementptr inbounds (i8, ptr @ssa, i64 576), align 2, !tbaa !9
  store i16 27712, ptr getelementptr inbounds (i8, ptr @usa, i64 576), align 2, !tbaa !9
  store i16 28946, ptr getelementptr inbounds (i8, ptr @ssa, i64 578), align 2, !tbaa !9
  store i16 28946, ptr getelementptr inbounds (i8, ptr @usa, i64 578), align 2, !tbaa !9
  store i16 30180, ptr getelementptr inbounds (i8, ptr @ssa, i64 580), align 2, !tbaa !9
  store i16 30180, ptr getelementptr inbounds (i8, ptr @usa, i64 580), align 2, !tbaa !9
  store i16 31414, ptr getelementptr inbounds (i8, ptr @ssa, i64 582), align 2, !tbaa !9
  store i16 31414, ptr getelementptr inbounds (i8, ptr @usa, i64 582), align 2, !tbaa !9
  store i16 32648, ptr getelementptr inbounds (i8, ptr @ssa, i64 584), align 2, !tbaa !9
  store i16 32648, ptr getelementptr inbounds (i8, ptr @usa, i64 584), align 2, !tbaa !9
  store i16 -31654, ptr getelementptr inbounds (i8, ptr @ssa, i64 586), align 2, !tbaa !9
  store i16 -31654, ptr getelementptr inbounds (i8, ptr @usa, i64 586), align 2, !tbaa !9
  store i16 -30420, ptr getelementptr inbounds (i8, ptr @ssa, i64 588), align 2, !tbaa !9
  store i16 -30420, ptr getelementptr inbounds (i8, ptr @usa, i64 588), align 2, !tbaa !9
  store i16 -29186, ptr getelementptr inbounds (i8, ptr @ssa, i64 590), align 2, !tbaa !9
  store i16 -29186, ptr getelementptr inbounds (i8, ptr @usa, i64 590), align 2, !tbaa !9
  store i16 -27952, ptr getelementptr inbounds (i8, ptr @ssa, i64 592), align 2, !tbaa !9
  store i16 -27952, ptr getelementptr inbounds (i8, ptr @usa, i64 592), align 2, !tbaa !9
  store i16 -26718, ptr getelementptr inbounds (i8, ptr @ssa, i64 594), align 2, !tbaa !9
  store i16 -26718, ptr getelementptr inbounds (i8, ptr @usa, i64 594), align 2, !tbaa !9
  store i16 -25484, ptr getelementptr inbounds (i8, ptr @ssa, i64 596), align 2, !tbaa !9
  store i16 -25484, ptr getelementptr inbounds (i8, ptr @usa, i64 596), align 2, !tbaa !9
  store i16 -24250, ptr getelementptr inbounds (i8, ptr @ssa, i64 598), align 2, !tbaa !9
  store i16 -24250, ptr getelementptr inbounds (i8, ptr @usa, i64 598), align 2, !tbaa !9
  br label %18

18:                                               ; preds = %17, %18
  %19 = phi i64 [ %24, %18 ], [ 0, %17 ]
  %20 = phi i64 [ %27, %18 ], [ 0, %17 ]
  %21 = phi i32 [ %28, %18 ], [ 0, %17 ]
  %22 = tail call fastcc i8 @get_sc(i32 noundef %21)
  %23 = tail call fastcc i64 @widen_sc(i8 noundef %22)
  %24 = add nsw i64 %23, %19
  %25 = tail call fastcc i8 @get_uc(i32 noundef %21)
  %26 = tail call fastcc i64 @widen_uc(i8 noundef %25)
  %27 = add i64 %26, %20
  %28 = add nuw nsw i32 %21, 1
  %29 = icmp eq i32 %28, 256
  br i1 %29, label %43, label %18, !llvm.loop !15

30:                                               ; preds = %43
  %31 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %24, i64 noundef %27, i64 noundef %50, i64 noundef %54)
  call void @llvm.lifetime.start.p0(i64 1024, ptr nonnull %1) #6
  br label %32

32:                                               ; preds = %32, %30
  %33 = phi i64 [ 0, %30 ], [ %41, %32 ]
  %34 = or disjoint i64 %33, 1
  %35 = mul nuw nsw i64 %33, %33
  %36 = mul nuw nsw i64 %34, %34
  %37 = getelementptr inbounds [256 x i32], ptr %1, i64 0, i64 %33
  %38 = getelementptr inbounds [256 x i32], ptr %1, i64 0, i64 %34
  %39 = trunc nuw i64 %35 to i32
  %40 = trunc nuw i64 %36 to i32
  store i32 %39, ptr %37, align 4, !tbaa !16
  store i32 %40, ptr %38, align 4, !tbaa !16
  %41 = add nuw i64 %33, 2
  %42 = icmp eq i64 %41, 256
  br i1 %42, label %57, label %32, !llvm.loop !18

43:                                               ; preds = %18, %43
  %44 = phi i64 [ %55, %43 ], [ 0, %18 ]
  %45 = phi i64 [ %50, %43 ], [ 0, %18 ]
  %46 = phi i64 [ %54, %43 ], [ 0, %18 ]
  %47 = getelementptr inbounds [300 x i16], ptr @ssa, i64 0, i64 %44
  %48 = load i16, ptr %47, align 2, !tbaa !9
  %49 = tail call fastcc i64 @widen_short(i16 noundef %48)
  %50 = add nsw i64 %49, %45
  %51 = getelementptr inbounds [300 x i16], ptr @usa, i64 0, i64 %44
  %52 = load i16, ptr %51, align 2, !tbaa !9
  %53 = zext i16 %52 to i64
  %54 = add nuw nsw i64 %46, %53
  %55 = add nuw nsw i64 %44, 1
  %56 = icmp eq i64 %55, 300
  br i1 %56, label %30, label %43, !llvm.loop !19

57:                                               ; preds = %32
  %58 = getelementptr inbounds i8, ptr %1, i64 512
  %59 = call fastcc i32 @index_by_char(ptr noundef nonnull %58, i8 noundef -128)
  %60 = call fastcc i32 @index_by_char(ptr noundef nonnull %58, i8 noundef -1)
  %61 = call fastcc i32 @index_by_char(ptr noundef nonnull %58, i8 noundef 0)
  %62 = call fastcc i32 @index_by_char(ptr noundef nonnull %58, i8 noundef 127)
  %63 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %59, i32 noundef %60, i32 noundef %61, i32 noundef %62)
  %64 = tail call fastcc i32 @plain_char(i8 noundef 97)
  %65 = tail call fastcc i32 @plain_char(i8 noundef -128)
  %66 = tail call fastcc i32 @plain_char(i8 noundef -1)
  %67 = tail call fastcc i32 @plain_char(i8 noundef 127)
  %68 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %64, i32 noundef %65, i32 noundef %66, i32 noundef %67)
  %69 = tail call fastcc i8 @narrow(i32 noundef 200)
  %70 = sext i8 %69 to i32
  %71 = tail call fastcc i8 @narrow(i32 noundef -129)
  %72 = sext i8 %71 to i32
  %73 = tail call fastcc i8 @narrow(i32 noundef 4660)
  %74 = sext i8 %73 to i32
  %75 = tail call fastcc i8 @narrow(i32 noundef -1)
  %76 = sext i8 %75 to i32
  %77 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %70, i32 noundef %72, i32 noundef %74, i32 noundef %76)
  %78 = tail call fastcc i32 @add_narrow(i8 noundef -128, i8 noundef -128)
  %79 = tail call fastcc i32 @add_narrow(i8 noundef 127, i8 noundef 127)
  %80 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %78, i32 noundef %79)
  %81 = tail call fastcc i32 @u_of_sc(i8 noundef -1)
  %82 = tail call fastcc i32 @u_of_sc(i8 noundef -128)
  %83 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %81, i32 noundef %82)
  %84 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i64 noundef -32784)
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %2)
  store volatile i8 -1, ptr %2, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %3)
  store volatile i8 -1, ptr %3, align 4, !tbaa !6
  %85 = load volatile i8, ptr %2, align 4, !tbaa !6
  %86 = zext i8 %85 to i32
  %87 = load volatile i8, ptr %3, align 4, !tbaa !6
  %88 = sext i8 %87 to i32
  %89 = load volatile i8, ptr %3, align 4, !tbaa !6
  %90 = sext i8 %89 to i64
  %91 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %86, i32 noundef %88, i64 noundef %90)
  %92 = add nsw i64 %24, %27
  %93 = add nsw i64 %92, %50
  %94 = trunc i64 %93 to i32
  %95 = and i32 %94, 127
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %3)
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 1024, ptr nonnull %1) #6
  ret i32 %95
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 -128, 128) i64 @widen_sc(i8 noundef %0) unnamed_addr #2 {
  %2 = sext i8 %0 to i64
  ret i64 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc i8 @get_sc(i32 noundef %0) unnamed_addr #3 {
  %2 = sext i32 %0 to i64
  %3 = getelementptr inbounds [256 x i8], ptr @sca, i64 0, i64 %2
  %4 = load i8, ptr %3, align 1, !tbaa !6
  ret i8 %4
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 0, 256) i64 @widen_uc(i8 noundef %0) unnamed_addr #2 {
  %2 = zext i8 %0 to i64
  ret i64 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc i8 @get_uc(i32 noundef %0) unnamed_addr #3 {
  %2 = sext i32 %0 to i64
  %3 = getelementptr inbounds [256 x i8], ptr @uca, i64 0, i64 %2
  %4 = load i8, ptr %3, align 1, !tbaa !6
  ret i8 %4
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 -32768, 32768) i64 @widen_short(i16 noundef %0) unnamed_addr #2 {
  %2 = sext i16 %0 to i64
  ret i64 %2
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc i32 @index_by_char(ptr nocapture noundef readonly %0, i8 noundef %1) unnamed_addr #5 {
  %3 = sext i8 %1 to i64
  %4 = getelementptr inbounds i32, ptr %0, i64 %3
  %5 = load i32, ptr %4, align 4, !tbaa !16
  ret i32 %5
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, 256) i32 @plain_char(i8 noundef %0) unnamed_addr #2 {
  %2 = zext i8 %0 to i32
  ret i32 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i8 @narrow(i32 noundef %0) unnamed_addr #2 {
  %2 = trunc i32 %0 to i8
  ret i8 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 -256, 255) i32 @add_narrow(i8 noundef %0, i8 noundef %1) unnamed_addr #2 {
  %3 = sext i8 %0 to i32
  %4 = sext i8 %1 to i32
  %5 = add nsw i32 %4, %3
  ret i32 %5
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 -128, 0) i32 @u_of_sc(i8 noundef %0) unnamed_addr #2 {
  %2 = sext i8 %0 to i32
  ret i32 %2
}

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, argmem: none, inaccessiblemem: none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nounwind }

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
!9 = !{!10, !10, i64 0}
!10 = !{!"short", !7, i64 0}
!11 = distinct !{!11, !12, !13, !14}
!12 = !{!"llvm.loop.mustprogress"}
!13 = !{!"llvm.loop.isvectorized", i32 1}
!14 = !{!"llvm.loop.unroll.runtime.disable"}
!15 = distinct !{!15, !12}
!16 = !{!17, !17, i64 0}
!17 = !{!"int", !7, i64 0}
!18 = distinct !{!18, !12, !13, !14}
!19 = distinct !{!19, !12}
