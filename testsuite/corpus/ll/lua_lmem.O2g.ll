; ModuleID = 'src/lua/lmem.c'
source_filename = "src/lua/lmem.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [26 x i8] c"too many %s (limit is %d)\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [39 x i8] c"memory allocation error: block too big\00", align 1, !dbg !7

; Function Attrs: nounwind uwtable
define hidden ptr @luaM_growaux_(ptr noundef %0, ptr noundef %1, i32 noundef %2, ptr nocapture noundef %3, i32 noundef %4, i32 noundef %5, ptr noundef %6) local_unnamed_addr #0 !dbg !27 {
    #dbg_value(ptr %0, !357, !DIExpression(), !366)
    #dbg_value(ptr %1, !358, !DIExpression(), !366)
    #dbg_value(i32 %2, !359, !DIExpression(), !366)
    #dbg_value(ptr %3, !360, !DIExpression(), !366)
    #dbg_value(i32 %4, !361, !DIExpression(), !366)
    #dbg_value(i32 %5, !362, !DIExpression(), !366)
    #dbg_value(ptr %6, !363, !DIExpression(), !366)
  %8 = load i32, ptr %3, align 4, !dbg !367, !tbaa !368
    #dbg_value(i32 %8, !365, !DIExpression(), !366)
  %9 = icmp sgt i32 %8, %2, !dbg !372
  br i1 %9, label %50, label %10, !dbg !374

10:                                               ; preds = %7
  %11 = sdiv i32 %5, 2, !dbg !375
  %12 = icmp slt i32 %8, %11, !dbg !377
  br i1 %12, label %16, label %13, !dbg !378

13:                                               ; preds = %10
  %14 = icmp slt i32 %8, %5, !dbg !379
  br i1 %14, label %19, label %15, !dbg !382, !prof !383

15:                                               ; preds = %13
  tail call void (ptr, ptr, ...) @luaG_runerror(ptr noundef %0, ptr noundef nonnull @.str, ptr noundef %6, i32 noundef %5) #5, !dbg !384
  unreachable, !dbg !384

16:                                               ; preds = %10
  %17 = shl nsw i32 %8, 1, !dbg !385
    #dbg_value(i32 %17, !365, !DIExpression(), !366)
  %18 = tail call i32 @llvm.smax.i32(i32 %17, i32 4), !dbg !387
    #dbg_value(i32 %18, !365, !DIExpression(), !366)
  br label %19

19:                                               ; preds = %13, %16
  %20 = phi i32 [ %18, %16 ], [ %5, %13 ], !dbg !388
    #dbg_value(i32 %20, !365, !DIExpression(), !366)
  %21 = sext i32 %8 to i64, !dbg !389
  %22 = sext i32 %4 to i64, !dbg !390
  %23 = mul nsw i64 %21, %22, !dbg !391
  %24 = sext i32 %20 to i64, !dbg !392
  %25 = mul nsw i64 %24, %22, !dbg !393
    #dbg_value(ptr %0, !394, !DIExpression(), !403)
    #dbg_value(ptr %1, !399, !DIExpression(), !403)
    #dbg_value(i64 %23, !400, !DIExpression(), !403)
    #dbg_value(i64 %25, !401, !DIExpression(), !403)
    #dbg_value(ptr %0, !405, !DIExpression(), !413)
    #dbg_value(ptr %1, !408, !DIExpression(), !413)
    #dbg_value(i64 %23, !409, !DIExpression(), !413)
    #dbg_value(i64 %25, !410, !DIExpression(), !413)
  %26 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !415
  %27 = load ptr, ptr %26, align 8, !dbg !415, !tbaa !416
    #dbg_value(ptr %27, !412, !DIExpression(), !413)
  %28 = load ptr, ptr %27, align 8, !dbg !422, !tbaa !423
  %29 = getelementptr inbounds i8, ptr %27, i64 8, !dbg !422
  %30 = load ptr, ptr %29, align 8, !dbg !422, !tbaa !427
  %31 = tail call ptr %28(ptr noundef %30, ptr noundef %1, i64 noundef %23, i64 noundef %25) #6, !dbg !422
    #dbg_value(ptr %31, !411, !DIExpression(), !413)
  %32 = icmp eq ptr %31, null, !dbg !428
  %33 = icmp ne i64 %25, 0, !dbg !428
  %34 = and i1 %33, %32, !dbg !428
  br i1 %34, label %35, label %38, !dbg !430, !prof !431

35:                                               ; preds = %19
  %36 = tail call fastcc ptr @tryagain(ptr noundef nonnull %0, ptr noundef %1, i64 noundef %23, i64 noundef %25), !dbg !432
    #dbg_value(ptr %36, !411, !DIExpression(), !413)
  %37 = icmp eq ptr %36, null, !dbg !434
  br i1 %37, label %44, label %38, !dbg !436

38:                                               ; preds = %35, %19
  %39 = phi ptr [ %36, %35 ], [ %31, %19 ], !dbg !413
    #dbg_value(ptr %39, !411, !DIExpression(), !413)
  %40 = getelementptr inbounds i8, ptr %27, i64 24, !dbg !437
  %41 = load i64, ptr %40, align 8, !dbg !437, !tbaa !438
  %42 = sub nsw i64 %25, %23, !dbg !439
  %43 = add i64 %42, %41, !dbg !440
  store i64 %43, ptr %40, align 8, !dbg !441, !tbaa !438
  br label %44, !dbg !442

44:                                               ; preds = %38, %35
  %45 = phi ptr [ %39, %38 ], [ null, %35 ], !dbg !413
    #dbg_value(ptr %45, !402, !DIExpression(), !403)
  %46 = icmp eq ptr %45, null, !dbg !443
  %47 = and i1 %33, %46, !dbg !443
  br i1 %47, label %48, label %49, !dbg !445, !prof !431

48:                                               ; preds = %44
  tail call void @luaD_throw(ptr noundef nonnull %0, i32 noundef 4) #5, !dbg !446
  unreachable, !dbg !446

49:                                               ; preds = %44
    #dbg_value(ptr %45, !364, !DIExpression(), !366)
  store i32 %20, ptr %3, align 4, !dbg !447, !tbaa !368
  br label %50, !dbg !448

50:                                               ; preds = %7, %49
  %51 = phi ptr [ %45, %49 ], [ %1, %7 ], !dbg !366
  ret ptr %51, !dbg !449
}

; Function Attrs: noreturn
declare !dbg !450 hidden void @luaG_runerror(ptr noundef, ptr noundef, ...) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define hidden ptr @luaM_saferealloc_(ptr noundef %0, ptr noundef %1, i64 noundef %2, i64 noundef %3) local_unnamed_addr #0 !dbg !395 {
    #dbg_value(ptr %0, !394, !DIExpression(), !454)
    #dbg_value(ptr %1, !399, !DIExpression(), !454)
    #dbg_value(i64 %2, !400, !DIExpression(), !454)
    #dbg_value(i64 %3, !401, !DIExpression(), !454)
    #dbg_value(ptr %0, !405, !DIExpression(), !455)
    #dbg_value(ptr %1, !408, !DIExpression(), !455)
    #dbg_value(i64 %2, !409, !DIExpression(), !455)
    #dbg_value(i64 %3, !410, !DIExpression(), !455)
  %5 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !457
  %6 = load ptr, ptr %5, align 8, !dbg !457, !tbaa !416
    #dbg_value(ptr %6, !412, !DIExpression(), !455)
  %7 = load ptr, ptr %6, align 8, !dbg !458, !tbaa !423
  %8 = getelementptr inbounds i8, ptr %6, i64 8, !dbg !458
  %9 = load ptr, ptr %8, align 8, !dbg !458, !tbaa !427
  %10 = tail call ptr %7(ptr noundef %9, ptr noundef %1, i64 noundef %2, i64 noundef %3) #6, !dbg !458
    #dbg_value(ptr %10, !411, !DIExpression(), !455)
  %11 = icmp eq ptr %10, null, !dbg !459
  %12 = icmp ne i64 %3, 0, !dbg !459
  %13 = and i1 %12, %11, !dbg !459
  br i1 %13, label %14, label %17, !dbg !460, !prof !431

14:                                               ; preds = %4
  %15 = tail call fastcc ptr @tryagain(ptr noundef nonnull %0, ptr noundef %1, i64 noundef %2, i64 noundef %3), !dbg !461
    #dbg_value(ptr %15, !411, !DIExpression(), !455)
  %16 = icmp eq ptr %15, null, !dbg !462
  br i1 %16, label %23, label %17, !dbg !463

17:                                               ; preds = %14, %4
  %18 = phi ptr [ %15, %14 ], [ %10, %4 ], !dbg !455
    #dbg_value(ptr %18, !411, !DIExpression(), !455)
  %19 = getelementptr inbounds i8, ptr %6, i64 24, !dbg !464
  %20 = load i64, ptr %19, align 8, !dbg !464, !tbaa !438
  %21 = sub i64 %3, %2, !dbg !465
  %22 = add i64 %21, %20, !dbg !466
  store i64 %22, ptr %19, align 8, !dbg !467, !tbaa !438
  br label %23, !dbg !468

23:                                               ; preds = %14, %17
  %24 = phi ptr [ %18, %17 ], [ null, %14 ], !dbg !455
    #dbg_value(ptr %24, !402, !DIExpression(), !454)
  %25 = icmp eq ptr %24, null, !dbg !469
  %26 = and i1 %12, %25, !dbg !469
  br i1 %26, label %27, label %28, !dbg !470, !prof !431

27:                                               ; preds = %23
  tail call void @luaD_throw(ptr noundef nonnull %0, i32 noundef 4) #5, !dbg !471
  unreachable, !dbg !471

28:                                               ; preds = %23
  ret ptr %24, !dbg !472
}

; Function Attrs: nounwind uwtable
define hidden ptr @luaM_shrinkvector_(ptr noundef %0, ptr noundef %1, ptr nocapture noundef %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #0 !dbg !473 {
    #dbg_value(ptr %0, !477, !DIExpression(), !485)
    #dbg_value(ptr %1, !478, !DIExpression(), !485)
    #dbg_value(ptr %2, !479, !DIExpression(), !485)
    #dbg_value(i32 %3, !480, !DIExpression(), !485)
    #dbg_value(i32 %4, !481, !DIExpression(), !485)
  %6 = load i32, ptr %2, align 4, !dbg !486, !tbaa !368
  %7 = mul nsw i32 %6, %4, !dbg !486
  %8 = sext i32 %7 to i64, !dbg !486
    #dbg_value(i64 %8, !483, !DIExpression(), !485)
  %9 = mul nsw i32 %4, %3, !dbg !487
  %10 = sext i32 %9 to i64, !dbg !487
    #dbg_value(i64 %10, !484, !DIExpression(), !485)
    #dbg_value(ptr %0, !394, !DIExpression(), !488)
    #dbg_value(ptr %1, !399, !DIExpression(), !488)
    #dbg_value(i64 %8, !400, !DIExpression(), !488)
    #dbg_value(i64 %10, !401, !DIExpression(), !488)
    #dbg_value(ptr %0, !405, !DIExpression(), !490)
    #dbg_value(ptr %1, !408, !DIExpression(), !490)
    #dbg_value(i64 %8, !409, !DIExpression(), !490)
    #dbg_value(i64 %10, !410, !DIExpression(), !490)
  %11 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !492
  %12 = load ptr, ptr %11, align 8, !dbg !492, !tbaa !416
    #dbg_value(ptr %12, !412, !DIExpression(), !490)
  %13 = load ptr, ptr %12, align 8, !dbg !493, !tbaa !423
  %14 = getelementptr inbounds i8, ptr %12, i64 8, !dbg !493
  %15 = load ptr, ptr %14, align 8, !dbg !493, !tbaa !427
  %16 = tail call ptr %13(ptr noundef %15, ptr noundef %1, i64 noundef %8, i64 noundef %10) #6, !dbg !493
    #dbg_value(ptr %16, !411, !DIExpression(), !490)
  %17 = icmp eq ptr %16, null, !dbg !494
  %18 = icmp ne i32 %9, 0, !dbg !494
  %19 = and i1 %18, %17, !dbg !494
  br i1 %19, label %20, label %23, !dbg !495, !prof !431

20:                                               ; preds = %5
  %21 = tail call fastcc ptr @tryagain(ptr noundef nonnull %0, ptr noundef %1, i64 noundef %8, i64 noundef %10), !dbg !496
    #dbg_value(ptr %21, !411, !DIExpression(), !490)
  %22 = icmp eq ptr %21, null, !dbg !497
  br i1 %22, label %29, label %23, !dbg !498

23:                                               ; preds = %20, %5
  %24 = phi ptr [ %21, %20 ], [ %16, %5 ], !dbg !490
    #dbg_value(ptr %24, !411, !DIExpression(), !490)
  %25 = getelementptr inbounds i8, ptr %12, i64 24, !dbg !499
  %26 = load i64, ptr %25, align 8, !dbg !499, !tbaa !438
  %27 = sub nsw i64 %10, %8, !dbg !500
  %28 = add i64 %27, %26, !dbg !501
  store i64 %28, ptr %25, align 8, !dbg !502, !tbaa !438
  br label %29, !dbg !503

29:                                               ; preds = %23, %20
  %30 = phi ptr [ %24, %23 ], [ null, %20 ], !dbg !490
    #dbg_value(ptr %30, !402, !DIExpression(), !488)
  %31 = icmp eq ptr %30, null, !dbg !504
  %32 = and i1 %18, %31, !dbg !504
  br i1 %32, label %33, label %34, !dbg !505, !prof !431

33:                                               ; preds = %29
  tail call void @luaD_throw(ptr noundef nonnull %0, i32 noundef 4) #5, !dbg !506
  unreachable, !dbg !506

34:                                               ; preds = %29
    #dbg_value(ptr %30, !482, !DIExpression(), !485)
  store i32 %3, ptr %2, align 4, !dbg !507, !tbaa !368
  ret ptr %30, !dbg !508
}

; Function Attrs: noreturn nounwind uwtable
define hidden void @luaM_toobig(ptr noundef %0) local_unnamed_addr #2 !dbg !509 {
    #dbg_value(ptr %0, !513, !DIExpression(), !514)
  tail call void (ptr, ptr, ...) @luaG_runerror(ptr noundef %0, ptr noundef nonnull @.str.1) #5, !dbg !515
  unreachable, !dbg !515
}

; Function Attrs: nounwind uwtable
define hidden void @luaM_free_(ptr nocapture noundef readonly %0, ptr noundef %1, i64 noundef %2) local_unnamed_addr #0 !dbg !516 {
    #dbg_value(ptr %0, !520, !DIExpression(), !524)
    #dbg_value(ptr %1, !521, !DIExpression(), !524)
    #dbg_value(i64 %2, !522, !DIExpression(), !524)
  %4 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !525
  %5 = load ptr, ptr %4, align 8, !dbg !525, !tbaa !416
    #dbg_value(ptr %5, !523, !DIExpression(), !524)
  %6 = load ptr, ptr %5, align 8, !dbg !526, !tbaa !423
  %7 = getelementptr inbounds i8, ptr %5, i64 8, !dbg !526
  %8 = load ptr, ptr %7, align 8, !dbg !526, !tbaa !427
  %9 = tail call ptr %6(ptr noundef %8, ptr noundef %1, i64 noundef %2, i64 noundef 0) #6, !dbg !526
  %10 = getelementptr inbounds i8, ptr %5, i64 24, !dbg !527
  %11 = load i64, ptr %10, align 8, !dbg !528, !tbaa !438
  %12 = sub i64 %11, %2, !dbg !528
  store i64 %12, ptr %10, align 8, !dbg !528, !tbaa !438
  ret void, !dbg !529
}

; Function Attrs: nounwind uwtable
define hidden ptr @luaM_realloc_(ptr noundef %0, ptr noundef %1, i64 noundef %2, i64 noundef %3) local_unnamed_addr #0 !dbg !406 {
    #dbg_value(ptr %0, !405, !DIExpression(), !530)
    #dbg_value(ptr %1, !408, !DIExpression(), !530)
    #dbg_value(i64 %2, !409, !DIExpression(), !530)
    #dbg_value(i64 %3, !410, !DIExpression(), !530)
  %5 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !531
  %6 = load ptr, ptr %5, align 8, !dbg !531, !tbaa !416
    #dbg_value(ptr %6, !412, !DIExpression(), !530)
  %7 = load ptr, ptr %6, align 8, !dbg !532, !tbaa !423
  %8 = getelementptr inbounds i8, ptr %6, i64 8, !dbg !532
  %9 = load ptr, ptr %8, align 8, !dbg !532, !tbaa !427
  %10 = tail call ptr %7(ptr noundef %9, ptr noundef %1, i64 noundef %2, i64 noundef %3) #6, !dbg !532
    #dbg_value(ptr %10, !411, !DIExpression(), !530)
  %11 = icmp eq ptr %10, null, !dbg !533
  %12 = icmp ne i64 %3, 0, !dbg !533
  %13 = and i1 %12, %11, !dbg !533
  br i1 %13, label %14, label %17, !dbg !534, !prof !431

14:                                               ; preds = %4
  %15 = tail call fastcc ptr @tryagain(ptr noundef nonnull %0, ptr noundef %1, i64 noundef %2, i64 noundef %3), !dbg !535
    #dbg_value(ptr %15, !411, !DIExpression(), !530)
  %16 = icmp eq ptr %15, null, !dbg !536
  br i1 %16, label %23, label %17, !dbg !537

17:                                               ; preds = %14, %4
  %18 = phi ptr [ %15, %14 ], [ %10, %4 ], !dbg !530
    #dbg_value(ptr %18, !411, !DIExpression(), !530)
  %19 = getelementptr inbounds i8, ptr %6, i64 24, !dbg !538
  %20 = load i64, ptr %19, align 8, !dbg !538, !tbaa !438
  %21 = sub i64 %3, %2, !dbg !539
  %22 = add i64 %21, %20, !dbg !540
  store i64 %22, ptr %19, align 8, !dbg !541, !tbaa !438
  br label %23, !dbg !542

23:                                               ; preds = %14, %17
  %24 = phi ptr [ %18, %17 ], [ null, %14 ], !dbg !530
  ret ptr %24, !dbg !543
}

; Function Attrs: nounwind uwtable
define internal fastcc ptr @tryagain(ptr noundef %0, ptr noundef %1, i64 noundef %2, i64 noundef %3) unnamed_addr #0 !dbg !544 {
    #dbg_value(ptr %0, !546, !DIExpression(), !551)
    #dbg_value(ptr %1, !547, !DIExpression(), !551)
    #dbg_value(i64 %2, !548, !DIExpression(), !551)
    #dbg_value(i64 %3, !549, !DIExpression(), !551)
  %5 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !552
  %6 = load ptr, ptr %5, align 8, !dbg !552, !tbaa !416
    #dbg_value(ptr %6, !550, !DIExpression(), !551)
  %7 = getelementptr inbounds i8, ptr %6, i64 88, !dbg !553
  %8 = load i8, ptr %7, align 8, !dbg !553, !tbaa !555
  %9 = and i8 %8, 15, !dbg !553
  %10 = icmp eq i8 %9, 0, !dbg !553
  br i1 %10, label %11, label %20, !dbg !553

11:                                               ; preds = %4
  %12 = getelementptr inbounds i8, ptr %6, i64 103, !dbg !553
  %13 = load i8, ptr %12, align 1, !dbg !553, !tbaa !556
  %14 = icmp eq i8 %13, 0, !dbg !553
  br i1 %14, label %15, label %20, !dbg !557

15:                                               ; preds = %11
  tail call void @luaC_fullgc(ptr noundef nonnull %0, i32 noundef 1) #6, !dbg !558
  %16 = load ptr, ptr %6, align 8, !dbg !560, !tbaa !423
  %17 = getelementptr inbounds i8, ptr %6, i64 8, !dbg !560
  %18 = load ptr, ptr %17, align 8, !dbg !560, !tbaa !427
  %19 = tail call ptr %16(ptr noundef %18, ptr noundef %1, i64 noundef %2, i64 noundef %3) #6, !dbg !560
  br label %20, !dbg !561

20:                                               ; preds = %4, %11, %15
  %21 = phi ptr [ %19, %15 ], [ null, %11 ], [ null, %4 ], !dbg !562
  ret ptr %21, !dbg !563
}

; Function Attrs: noreturn
declare !dbg !564 hidden void @luaD_throw(ptr noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define hidden ptr @luaM_malloc_(ptr noundef %0, i64 noundef %1, i32 noundef %2) local_unnamed_addr #0 !dbg !568 {
    #dbg_value(ptr %0, !572, !DIExpression(), !579)
    #dbg_value(i64 %1, !573, !DIExpression(), !579)
    #dbg_value(i32 %2, !574, !DIExpression(), !579)
  %4 = icmp eq i64 %1, 0, !dbg !580
  br i1 %4, label %23, label %5, !dbg !581

5:                                                ; preds = %3
  %6 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !582
  %7 = load ptr, ptr %6, align 8, !dbg !582, !tbaa !416
    #dbg_value(ptr %7, !575, !DIExpression(), !583)
  %8 = load ptr, ptr %7, align 8, !dbg !584, !tbaa !423
  %9 = getelementptr inbounds i8, ptr %7, i64 8, !dbg !584
  %10 = load ptr, ptr %9, align 8, !dbg !584, !tbaa !427
  %11 = sext i32 %2 to i64, !dbg !584
  %12 = tail call ptr %8(ptr noundef %10, ptr noundef null, i64 noundef %11, i64 noundef %1) #6, !dbg !584
    #dbg_value(ptr %12, !578, !DIExpression(), !583)
  %13 = icmp eq ptr %12, null, !dbg !585
  br i1 %13, label %14, label %18, !dbg !587, !prof !431

14:                                               ; preds = %5
  %15 = tail call fastcc ptr @tryagain(ptr noundef nonnull %0, ptr noundef null, i64 noundef %11, i64 noundef %1), !dbg !588
    #dbg_value(ptr %15, !578, !DIExpression(), !583)
  %16 = icmp eq ptr %15, null, !dbg !590
  br i1 %16, label %17, label %18, !dbg !592

17:                                               ; preds = %14
  tail call void @luaD_throw(ptr noundef nonnull %0, i32 noundef 4) #5, !dbg !593
  unreachable, !dbg !593

18:                                               ; preds = %14, %5
  %19 = phi ptr [ %15, %14 ], [ %12, %5 ], !dbg !583
    #dbg_value(ptr %19, !578, !DIExpression(), !583)
  %20 = getelementptr inbounds i8, ptr %7, i64 24, !dbg !594
  %21 = load i64, ptr %20, align 8, !dbg !595, !tbaa !438
  %22 = add i64 %21, %1, !dbg !595
  store i64 %22, ptr %20, align 8, !dbg !595, !tbaa !438
  br label %23

23:                                               ; preds = %3, %18
  %24 = phi ptr [ %19, %18 ], [ null, %3 ], !dbg !596
  ret ptr %24, !dbg !597
}

declare !dbg !598 hidden void @luaC_fullgc(ptr noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #4

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { noreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { noreturn nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { noreturn nounwind }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!12}
!llvm.module.flags = !{!19, !20, !21, !22, !23, !24, !25}
!llvm.ident = !{!26}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 105, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "src/lua/lmem.c", directory: ".", checksumkind: CSK_MD5, checksum: "e8eb4de677e43ef65fbe9b159422a487")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 208, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 26)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 143, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 312, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 39)
!12 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !13, globals: !18, splitDebugInlining: false, nameTableKind: None)
!13 = !{!14, !17}
!14 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !15, line: 18, baseType: !16)
!15 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!16 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!17 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!18 = !{!0, !7}
!19 = !{i32 7, !"Dwarf Version", i32 5}
!20 = !{i32 2, !"Debug Info Version", i32 3}
!21 = !{i32 1, !"wchar_size", i32 4}
!22 = !{i32 8, !"PIC Level", i32 2}
!23 = !{i32 7, !"PIE Level", i32 2}
!24 = !{i32 7, !"uwtable", i32 2}
!25 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!26 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!27 = distinct !DISubprogram(name: "luaM_growaux_", scope: !2, file: !2, line: 97, type: !28, scopeLine: 98, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !12, retainedNodes: !356)
!28 = !DISubroutineType(types: !29)
!29 = !{!17, !30, !17, !78, !355, !78, !78, !228}
!30 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !31, size: 64)
!31 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_State", file: !32, line: 57, baseType: !33)
!32 = !DIFile(filename: "src/lua/lua.h", directory: ".", checksumkind: CSK_MD5, checksum: "ece01bd891804d6468c3a8128cee43b0")
!33 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "lua_State", file: !34, line: 309, size: 1600, elements: !35)
!34 = !DIFile(filename: "src/lua/lstate.h", directory: ".", checksumkind: CSK_MD5, checksum: "edd1473ca499831d12a0476e1db0587d")
!35 = !{!36, !47, !48, !49, !50, !51, !53, !97, !231, !286, !287, !288, !312, !313, !314, !315, !318, !319, !349, !350, !351, !352, !353, !354}
!36 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !33, file: !34, line: 310, baseType: !37, size: 64)
!37 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !38, size: 64)
!38 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "GCObject", file: !39, line: 292, size: 128, elements: !40)
!39 = !DIFile(filename: "src/lua/lobject.h", directory: ".", checksumkind: CSK_MD5, checksum: "aea49a507ea3586a933fcf888e0c1530")
!40 = !{!41, !42, !46}
!41 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !38, file: !39, line: 293, baseType: !37, size: 64)
!42 = !DIDerivedType(tag: DW_TAG_member, name: "tt", scope: !38, file: !39, line: 293, baseType: !43, size: 8, offset: 64)
!43 = !DIDerivedType(tag: DW_TAG_typedef, name: "lu_byte", file: !44, line: 36, baseType: !45)
!44 = !DIFile(filename: "src/lua/llimits.h", directory: ".", checksumkind: CSK_MD5, checksum: "f70379667ce169a2840c3c885517102a")
!45 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!46 = !DIDerivedType(tag: DW_TAG_member, name: "marked", scope: !38, file: !39, line: 293, baseType: !43, size: 8, offset: 72)
!47 = !DIDerivedType(tag: DW_TAG_member, name: "tt", scope: !33, file: !34, line: 310, baseType: !43, size: 8, offset: 64)
!48 = !DIDerivedType(tag: DW_TAG_member, name: "marked", scope: !33, file: !34, line: 310, baseType: !43, size: 8, offset: 72)
!49 = !DIDerivedType(tag: DW_TAG_member, name: "status", scope: !33, file: !34, line: 311, baseType: !43, size: 8, offset: 80)
!50 = !DIDerivedType(tag: DW_TAG_member, name: "allowhook", scope: !33, file: !34, line: 312, baseType: !43, size: 8, offset: 88)
!51 = !DIDerivedType(tag: DW_TAG_member, name: "nci", scope: !33, file: !34, line: 313, baseType: !52, size: 16, offset: 96)
!52 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!53 = !DIDerivedType(tag: DW_TAG_member, name: "top", scope: !33, file: !34, line: 314, baseType: !54, size: 64, offset: 128)
!54 = !DIDerivedType(tag: DW_TAG_typedef, name: "StkIdRel", file: !39, line: 168, baseType: !55)
!55 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !39, line: 165, size: 64, elements: !56)
!56 = !{!57, !93}
!57 = !DIDerivedType(tag: DW_TAG_member, name: "p", scope: !55, file: !39, line: 166, baseType: !58, size: 64)
!58 = !DIDerivedType(tag: DW_TAG_typedef, name: "StkId", file: !39, line: 158, baseType: !59)
!59 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !60, size: 64)
!60 = !DIDerivedType(tag: DW_TAG_typedef, name: "StackValue", file: !39, line: 154, baseType: !61)
!61 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "StackValue", file: !39, line: 148, size: 128, elements: !62)
!62 = !{!63, !87}
!63 = !DIDerivedType(tag: DW_TAG_member, name: "val", scope: !61, file: !39, line: 149, baseType: !64, size: 128)
!64 = !DIDerivedType(tag: DW_TAG_typedef, name: "TValue", file: !39, line: 69, baseType: !65)
!65 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "TValue", file: !39, line: 67, size: 128, elements: !66)
!66 = !{!67, !86}
!67 = !DIDerivedType(tag: DW_TAG_member, name: "value_", scope: !65, file: !39, line: 68, baseType: !68, size: 64)
!68 = !DIDerivedType(tag: DW_TAG_typedef, name: "Value", file: !39, line: 57, baseType: !69)
!69 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "Value", file: !39, line: 49, size: 64, elements: !70)
!70 = !{!71, !72, !73, !79, !82, !85}
!71 = !DIDerivedType(tag: DW_TAG_member, name: "gc", scope: !69, file: !39, line: 50, baseType: !37, size: 64)
!72 = !DIDerivedType(tag: DW_TAG_member, name: "p", scope: !69, file: !39, line: 51, baseType: !17, size: 64)
!73 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !69, file: !39, line: 52, baseType: !74, size: 64)
!74 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_CFunction", file: !32, line: 106, baseType: !75)
!75 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !76, size: 64)
!76 = !DISubroutineType(types: !77)
!77 = !{!78, !30}
!78 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!79 = !DIDerivedType(tag: DW_TAG_member, name: "i", scope: !69, file: !39, line: 53, baseType: !80, size: 64)
!80 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_Integer", file: !32, line: 94, baseType: !81)
!81 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!82 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !69, file: !39, line: 54, baseType: !83, size: 64)
!83 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_Number", file: !32, line: 90, baseType: !84)
!84 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!85 = !DIDerivedType(tag: DW_TAG_member, name: "ub", scope: !69, file: !39, line: 56, baseType: !43, size: 8)
!86 = !DIDerivedType(tag: DW_TAG_member, name: "tt_", scope: !65, file: !39, line: 68, baseType: !43, size: 8, offset: 64)
!87 = !DIDerivedType(tag: DW_TAG_member, name: "tbclist", scope: !61, file: !39, line: 153, baseType: !88, size: 128)
!88 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !61, file: !39, line: 150, size: 128, elements: !89)
!89 = !{!90, !91, !92}
!90 = !DIDerivedType(tag: DW_TAG_member, name: "value_", scope: !88, file: !39, line: 151, baseType: !68, size: 64)
!91 = !DIDerivedType(tag: DW_TAG_member, name: "tt_", scope: !88, file: !39, line: 151, baseType: !43, size: 8, offset: 64)
!92 = !DIDerivedType(tag: DW_TAG_member, name: "delta", scope: !88, file: !39, line: 152, baseType: !52, size: 16, offset: 80)
!93 = !DIDerivedType(tag: DW_TAG_member, name: "offset", scope: !55, file: !39, line: 167, baseType: !94, size: 64)
!94 = !DIDerivedType(tag: DW_TAG_typedef, name: "ptrdiff_t", file: !95, line: 18, baseType: !96)
!95 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_ptrdiff_t.h", directory: "", checksumkind: CSK_MD5, checksum: "21e0c40f3315797d915cc7ea60040a98")
!96 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!97 = !DIDerivedType(tag: DW_TAG_member, name: "l_G", scope: !33, file: !34, line: 315, baseType: !98, size: 64, offset: 192)
!98 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !99, size: 64)
!99 = !DIDerivedType(tag: DW_TAG_typedef, name: "global_State", file: !34, line: 303, baseType: !100)
!100 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "global_State", file: !34, line: 254, size: 11328, elements: !101)
!101 = !{!102, !107, !108, !110, !111, !113, !114, !143, !144, !145, !146, !147, !148, !149, !150, !151, !152, !153, !154, !155, !156, !157, !160, !162, !163, !164, !165, !166, !167, !168, !169, !170, !171, !172, !173, !174, !175, !176, !177, !179, !180, !181, !182, !186, !218, !223, !230}
!102 = !DIDerivedType(tag: DW_TAG_member, name: "frealloc", scope: !100, file: !34, line: 255, baseType: !103, size: 64)
!103 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_Alloc", file: !32, line: 125, baseType: !104)
!104 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !105, size: 64)
!105 = !DISubroutineType(types: !106)
!106 = !{!17, !17, !17, !14, !14}
!107 = !DIDerivedType(tag: DW_TAG_member, name: "ud", scope: !100, file: !34, line: 256, baseType: !17, size: 64, offset: 64)
!108 = !DIDerivedType(tag: DW_TAG_member, name: "totalbytes", scope: !100, file: !34, line: 257, baseType: !109, size: 64, offset: 128)
!109 = !DIDerivedType(tag: DW_TAG_typedef, name: "l_mem", file: !44, line: 28, baseType: !94)
!110 = !DIDerivedType(tag: DW_TAG_member, name: "GCdebt", scope: !100, file: !34, line: 258, baseType: !109, size: 64, offset: 192)
!111 = !DIDerivedType(tag: DW_TAG_member, name: "GCestimate", scope: !100, file: !34, line: 259, baseType: !112, size: 64, offset: 256)
!112 = !DIDerivedType(tag: DW_TAG_typedef, name: "lu_mem", file: !44, line: 27, baseType: !14)
!113 = !DIDerivedType(tag: DW_TAG_member, name: "lastatomic", scope: !100, file: !34, line: 260, baseType: !112, size: 64, offset: 320)
!114 = !DIDerivedType(tag: DW_TAG_member, name: "strt", scope: !100, file: !34, line: 261, baseType: !115, size: 128, offset: 384)
!115 = !DIDerivedType(tag: DW_TAG_typedef, name: "stringtable", file: !34, line: 159, baseType: !116)
!116 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "stringtable", file: !34, line: 155, size: 128, elements: !117)
!117 = !{!118, !141, !142}
!118 = !DIDerivedType(tag: DW_TAG_member, name: "hash", scope: !116, file: !34, line: 156, baseType: !119, size: 64)
!119 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !120, size: 64)
!120 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !121, size: 64)
!121 = !DIDerivedType(tag: DW_TAG_typedef, name: "TString", file: !39, line: 396, baseType: !122)
!122 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "TString", file: !39, line: 386, size: 256, elements: !123)
!123 = !{!124, !125, !126, !127, !128, !129, !131, !137}
!124 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !122, file: !39, line: 387, baseType: !37, size: 64)
!125 = !DIDerivedType(tag: DW_TAG_member, name: "tt", scope: !122, file: !39, line: 387, baseType: !43, size: 8, offset: 64)
!126 = !DIDerivedType(tag: DW_TAG_member, name: "marked", scope: !122, file: !39, line: 387, baseType: !43, size: 8, offset: 72)
!127 = !DIDerivedType(tag: DW_TAG_member, name: "extra", scope: !122, file: !39, line: 388, baseType: !43, size: 8, offset: 80)
!128 = !DIDerivedType(tag: DW_TAG_member, name: "shrlen", scope: !122, file: !39, line: 389, baseType: !43, size: 8, offset: 88)
!129 = !DIDerivedType(tag: DW_TAG_member, name: "hash", scope: !122, file: !39, line: 390, baseType: !130, size: 32, offset: 96)
!130 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!131 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !122, file: !39, line: 394, baseType: !132, size: 64, offset: 128)
!132 = distinct !DICompositeType(tag: DW_TAG_union_type, scope: !122, file: !39, line: 391, size: 64, elements: !133)
!133 = !{!134, !135}
!134 = !DIDerivedType(tag: DW_TAG_member, name: "lnglen", scope: !132, file: !39, line: 392, baseType: !14, size: 64)
!135 = !DIDerivedType(tag: DW_TAG_member, name: "hnext", scope: !132, file: !39, line: 393, baseType: !136, size: 64)
!136 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !122, size: 64)
!137 = !DIDerivedType(tag: DW_TAG_member, name: "contents", scope: !122, file: !39, line: 395, baseType: !138, size: 8, offset: 192)
!138 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 8, elements: !139)
!139 = !{!140}
!140 = !DISubrange(count: 1)
!141 = !DIDerivedType(tag: DW_TAG_member, name: "nuse", scope: !116, file: !34, line: 157, baseType: !78, size: 32, offset: 64)
!142 = !DIDerivedType(tag: DW_TAG_member, name: "size", scope: !116, file: !34, line: 158, baseType: !78, size: 32, offset: 96)
!143 = !DIDerivedType(tag: DW_TAG_member, name: "l_registry", scope: !100, file: !34, line: 262, baseType: !64, size: 128, offset: 512)
!144 = !DIDerivedType(tag: DW_TAG_member, name: "nilvalue", scope: !100, file: !34, line: 263, baseType: !64, size: 128, offset: 640)
!145 = !DIDerivedType(tag: DW_TAG_member, name: "seed", scope: !100, file: !34, line: 264, baseType: !130, size: 32, offset: 768)
!146 = !DIDerivedType(tag: DW_TAG_member, name: "currentwhite", scope: !100, file: !34, line: 265, baseType: !43, size: 8, offset: 800)
!147 = !DIDerivedType(tag: DW_TAG_member, name: "gcstate", scope: !100, file: !34, line: 266, baseType: !43, size: 8, offset: 808)
!148 = !DIDerivedType(tag: DW_TAG_member, name: "gckind", scope: !100, file: !34, line: 267, baseType: !43, size: 8, offset: 816)
!149 = !DIDerivedType(tag: DW_TAG_member, name: "gcstopem", scope: !100, file: !34, line: 268, baseType: !43, size: 8, offset: 824)
!150 = !DIDerivedType(tag: DW_TAG_member, name: "genminormul", scope: !100, file: !34, line: 269, baseType: !43, size: 8, offset: 832)
!151 = !DIDerivedType(tag: DW_TAG_member, name: "genmajormul", scope: !100, file: !34, line: 270, baseType: !43, size: 8, offset: 840)
!152 = !DIDerivedType(tag: DW_TAG_member, name: "gcstp", scope: !100, file: !34, line: 271, baseType: !43, size: 8, offset: 848)
!153 = !DIDerivedType(tag: DW_TAG_member, name: "gcemergency", scope: !100, file: !34, line: 272, baseType: !43, size: 8, offset: 856)
!154 = !DIDerivedType(tag: DW_TAG_member, name: "gcpause", scope: !100, file: !34, line: 273, baseType: !43, size: 8, offset: 864)
!155 = !DIDerivedType(tag: DW_TAG_member, name: "gcstepmul", scope: !100, file: !34, line: 274, baseType: !43, size: 8, offset: 872)
!156 = !DIDerivedType(tag: DW_TAG_member, name: "gcstepsize", scope: !100, file: !34, line: 275, baseType: !43, size: 8, offset: 880)
!157 = !DIDerivedType(tag: DW_TAG_member, name: "allgc", scope: !100, file: !34, line: 276, baseType: !158, size: 64, offset: 896)
!158 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !159, size: 64)
!159 = !DIDerivedType(tag: DW_TAG_typedef, name: "GCObject", file: !39, line: 294, baseType: !38)
!160 = !DIDerivedType(tag: DW_TAG_member, name: "sweepgc", scope: !100, file: !34, line: 277, baseType: !161, size: 64, offset: 960)
!161 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !158, size: 64)
!162 = !DIDerivedType(tag: DW_TAG_member, name: "finobj", scope: !100, file: !34, line: 278, baseType: !158, size: 64, offset: 1024)
!163 = !DIDerivedType(tag: DW_TAG_member, name: "gray", scope: !100, file: !34, line: 279, baseType: !158, size: 64, offset: 1088)
!164 = !DIDerivedType(tag: DW_TAG_member, name: "grayagain", scope: !100, file: !34, line: 280, baseType: !158, size: 64, offset: 1152)
!165 = !DIDerivedType(tag: DW_TAG_member, name: "weak", scope: !100, file: !34, line: 281, baseType: !158, size: 64, offset: 1216)
!166 = !DIDerivedType(tag: DW_TAG_member, name: "ephemeron", scope: !100, file: !34, line: 282, baseType: !158, size: 64, offset: 1280)
!167 = !DIDerivedType(tag: DW_TAG_member, name: "allweak", scope: !100, file: !34, line: 283, baseType: !158, size: 64, offset: 1344)
!168 = !DIDerivedType(tag: DW_TAG_member, name: "tobefnz", scope: !100, file: !34, line: 284, baseType: !158, size: 64, offset: 1408)
!169 = !DIDerivedType(tag: DW_TAG_member, name: "fixedgc", scope: !100, file: !34, line: 285, baseType: !158, size: 64, offset: 1472)
!170 = !DIDerivedType(tag: DW_TAG_member, name: "survival", scope: !100, file: !34, line: 287, baseType: !158, size: 64, offset: 1536)
!171 = !DIDerivedType(tag: DW_TAG_member, name: "old1", scope: !100, file: !34, line: 288, baseType: !158, size: 64, offset: 1600)
!172 = !DIDerivedType(tag: DW_TAG_member, name: "reallyold", scope: !100, file: !34, line: 289, baseType: !158, size: 64, offset: 1664)
!173 = !DIDerivedType(tag: DW_TAG_member, name: "firstold1", scope: !100, file: !34, line: 290, baseType: !158, size: 64, offset: 1728)
!174 = !DIDerivedType(tag: DW_TAG_member, name: "finobjsur", scope: !100, file: !34, line: 291, baseType: !158, size: 64, offset: 1792)
!175 = !DIDerivedType(tag: DW_TAG_member, name: "finobjold1", scope: !100, file: !34, line: 292, baseType: !158, size: 64, offset: 1856)
!176 = !DIDerivedType(tag: DW_TAG_member, name: "finobjrold", scope: !100, file: !34, line: 293, baseType: !158, size: 64, offset: 1920)
!177 = !DIDerivedType(tag: DW_TAG_member, name: "twups", scope: !100, file: !34, line: 294, baseType: !178, size: 64, offset: 1984)
!178 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !33, size: 64)
!179 = !DIDerivedType(tag: DW_TAG_member, name: "panic", scope: !100, file: !34, line: 295, baseType: !74, size: 64, offset: 2048)
!180 = !DIDerivedType(tag: DW_TAG_member, name: "mainthread", scope: !100, file: !34, line: 296, baseType: !178, size: 64, offset: 2112)
!181 = !DIDerivedType(tag: DW_TAG_member, name: "memerrmsg", scope: !100, file: !34, line: 297, baseType: !120, size: 64, offset: 2176)
!182 = !DIDerivedType(tag: DW_TAG_member, name: "tmname", scope: !100, file: !34, line: 298, baseType: !183, size: 1600, offset: 2240)
!183 = !DICompositeType(tag: DW_TAG_array_type, baseType: !120, size: 1600, elements: !184)
!184 = !{!185}
!185 = !DISubrange(count: 25)
!186 = !DIDerivedType(tag: DW_TAG_member, name: "mt", scope: !100, file: !34, line: 299, baseType: !187, size: 576, offset: 3840)
!187 = !DICompositeType(tag: DW_TAG_array_type, baseType: !188, size: 576, elements: !216)
!188 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !189, size: 64)
!189 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Table", file: !39, line: 737, size: 448, elements: !190)
!190 = !{!191, !192, !193, !194, !195, !196, !197, !199, !213, !214, !215}
!191 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !189, file: !39, line: 738, baseType: !37, size: 64)
!192 = !DIDerivedType(tag: DW_TAG_member, name: "tt", scope: !189, file: !39, line: 738, baseType: !43, size: 8, offset: 64)
!193 = !DIDerivedType(tag: DW_TAG_member, name: "marked", scope: !189, file: !39, line: 738, baseType: !43, size: 8, offset: 72)
!194 = !DIDerivedType(tag: DW_TAG_member, name: "flags", scope: !189, file: !39, line: 739, baseType: !43, size: 8, offset: 80)
!195 = !DIDerivedType(tag: DW_TAG_member, name: "lsizenode", scope: !189, file: !39, line: 740, baseType: !43, size: 8, offset: 88)
!196 = !DIDerivedType(tag: DW_TAG_member, name: "alimit", scope: !189, file: !39, line: 741, baseType: !130, size: 32, offset: 96)
!197 = !DIDerivedType(tag: DW_TAG_member, name: "array", scope: !189, file: !39, line: 742, baseType: !198, size: 64, offset: 128)
!198 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !64, size: 64)
!199 = !DIDerivedType(tag: DW_TAG_member, name: "node", scope: !189, file: !39, line: 743, baseType: !200, size: 64, offset: 192)
!200 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !201, size: 64)
!201 = !DIDerivedType(tag: DW_TAG_typedef, name: "Node", file: !39, line: 707, baseType: !202)
!202 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "Node", file: !39, line: 699, size: 192, elements: !203)
!203 = !{!204, !212}
!204 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !202, file: !39, line: 705, baseType: !205, size: 192)
!205 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "NodeKey", file: !39, line: 700, size: 192, elements: !206)
!206 = !{!207, !208, !209, !210, !211}
!207 = !DIDerivedType(tag: DW_TAG_member, name: "value_", scope: !205, file: !39, line: 701, baseType: !68, size: 64)
!208 = !DIDerivedType(tag: DW_TAG_member, name: "tt_", scope: !205, file: !39, line: 701, baseType: !43, size: 8, offset: 64)
!209 = !DIDerivedType(tag: DW_TAG_member, name: "key_tt", scope: !205, file: !39, line: 702, baseType: !43, size: 8, offset: 72)
!210 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !205, file: !39, line: 703, baseType: !78, size: 32, offset: 96)
!211 = !DIDerivedType(tag: DW_TAG_member, name: "key_val", scope: !205, file: !39, line: 704, baseType: !68, size: 64, offset: 128)
!212 = !DIDerivedType(tag: DW_TAG_member, name: "i_val", scope: !202, file: !39, line: 706, baseType: !64, size: 128)
!213 = !DIDerivedType(tag: DW_TAG_member, name: "lastfree", scope: !189, file: !39, line: 744, baseType: !200, size: 64, offset: 256)
!214 = !DIDerivedType(tag: DW_TAG_member, name: "metatable", scope: !189, file: !39, line: 745, baseType: !188, size: 64, offset: 320)
!215 = !DIDerivedType(tag: DW_TAG_member, name: "gclist", scope: !189, file: !39, line: 746, baseType: !158, size: 64, offset: 384)
!216 = !{!217}
!217 = !DISubrange(count: 9)
!218 = !DIDerivedType(tag: DW_TAG_member, name: "strcache", scope: !100, file: !34, line: 300, baseType: !219, size: 6784, offset: 4416)
!219 = !DICompositeType(tag: DW_TAG_array_type, baseType: !120, size: 6784, elements: !220)
!220 = !{!221, !222}
!221 = !DISubrange(count: 53)
!222 = !DISubrange(count: 2)
!223 = !DIDerivedType(tag: DW_TAG_member, name: "warnf", scope: !100, file: !34, line: 301, baseType: !224, size: 64, offset: 11200)
!224 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_WarnFunction", file: !32, line: 131, baseType: !225)
!225 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !226, size: 64)
!226 = !DISubroutineType(types: !227)
!227 = !{null, !17, !228, !78}
!228 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !229, size: 64)
!229 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!230 = !DIDerivedType(tag: DW_TAG_member, name: "ud_warn", scope: !100, file: !34, line: 302, baseType: !17, size: 64, offset: 11264)
!231 = !DIDerivedType(tag: DW_TAG_member, name: "ci", scope: !33, file: !34, line: 316, baseType: !232, size: 64, offset: 256)
!232 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !233, size: 64)
!233 = !DIDerivedType(tag: DW_TAG_typedef, name: "CallInfo", file: !34, line: 14, baseType: !234)
!234 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "CallInfo", file: !34, line: 177, size: 512, elements: !235)
!235 = !{!236, !237, !238, !240, !241, !272, !283, !285}
!236 = !DIDerivedType(tag: DW_TAG_member, name: "func", scope: !234, file: !34, line: 178, baseType: !54, size: 64)
!237 = !DIDerivedType(tag: DW_TAG_member, name: "top", scope: !234, file: !34, line: 179, baseType: !54, size: 64, offset: 64)
!238 = !DIDerivedType(tag: DW_TAG_member, name: "previous", scope: !234, file: !34, line: 180, baseType: !239, size: 64, offset: 128)
!239 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !234, size: 64)
!240 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !234, file: !34, line: 180, baseType: !239, size: 64, offset: 192)
!241 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !234, file: !34, line: 192, baseType: !242, size: 192, offset: 256)
!242 = distinct !DICompositeType(tag: DW_TAG_union_type, scope: !234, file: !34, line: 181, size: 192, elements: !243)
!243 = !{!244, !259}
!244 = !DIDerivedType(tag: DW_TAG_member, name: "l", scope: !242, file: !34, line: 186, baseType: !245, size: 128)
!245 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !242, file: !34, line: 182, size: 128, elements: !246)
!246 = !{!247, !252, !258}
!247 = !DIDerivedType(tag: DW_TAG_member, name: "savedpc", scope: !245, file: !34, line: 183, baseType: !248, size: 64)
!248 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !249, size: 64)
!249 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !250)
!250 = !DIDerivedType(tag: DW_TAG_typedef, name: "Instruction", file: !44, line: 205, baseType: !251)
!251 = !DIDerivedType(tag: DW_TAG_typedef, name: "l_uint32", file: !44, line: 200, baseType: !130)
!252 = !DIDerivedType(tag: DW_TAG_member, name: "trap", scope: !245, file: !34, line: 184, baseType: !253, size: 32, offset: 64)
!253 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !254)
!254 = !DIDerivedType(tag: DW_TAG_typedef, name: "sig_atomic_t", file: !255, line: 8, baseType: !256)
!255 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/sig_atomic_t.h", directory: "", checksumkind: CSK_MD5, checksum: "d9236f7e3e7f10f53aa9d4cd97f503cf")
!256 = !DIDerivedType(tag: DW_TAG_typedef, name: "__sig_atomic_t", file: !257, line: 215, baseType: !78)
!257 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!258 = !DIDerivedType(tag: DW_TAG_member, name: "nextraargs", scope: !245, file: !34, line: 185, baseType: !78, size: 32, offset: 96)
!259 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !242, file: !34, line: 191, baseType: !260, size: 192)
!260 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !242, file: !34, line: 187, size: 192, elements: !261)
!261 = !{!262, !270, !271}
!262 = !DIDerivedType(tag: DW_TAG_member, name: "k", scope: !260, file: !34, line: 188, baseType: !263, size: 64)
!263 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_KFunction", file: !32, line: 111, baseType: !264)
!264 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !265, size: 64)
!265 = !DISubroutineType(types: !266)
!266 = !{!78, !30, !78, !267}
!267 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_KContext", file: !32, line: 100, baseType: !268)
!268 = !DIDerivedType(tag: DW_TAG_typedef, name: "intptr_t", file: !269, line: 87, baseType: !96)
!269 = !DIFile(filename: "/usr/include/stdint.h", directory: "", checksumkind: CSK_MD5, checksum: "a48e64edacc5b19f56c99745232c963c")
!270 = !DIDerivedType(tag: DW_TAG_member, name: "old_errfunc", scope: !260, file: !34, line: 189, baseType: !94, size: 64, offset: 64)
!271 = !DIDerivedType(tag: DW_TAG_member, name: "ctx", scope: !260, file: !34, line: 190, baseType: !267, size: 64, offset: 128)
!272 = !DIDerivedType(tag: DW_TAG_member, name: "u2", scope: !234, file: !34, line: 201, baseType: !273, size: 32, offset: 448)
!273 = distinct !DICompositeType(tag: DW_TAG_union_type, scope: !234, file: !34, line: 193, size: 32, elements: !274)
!274 = !{!275, !276, !277, !278}
!275 = !DIDerivedType(tag: DW_TAG_member, name: "funcidx", scope: !273, file: !34, line: 194, baseType: !78, size: 32)
!276 = !DIDerivedType(tag: DW_TAG_member, name: "nyield", scope: !273, file: !34, line: 195, baseType: !78, size: 32)
!277 = !DIDerivedType(tag: DW_TAG_member, name: "nres", scope: !273, file: !34, line: 196, baseType: !78, size: 32)
!278 = !DIDerivedType(tag: DW_TAG_member, name: "transferinfo", scope: !273, file: !34, line: 200, baseType: !279, size: 32)
!279 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !273, file: !34, line: 197, size: 32, elements: !280)
!280 = !{!281, !282}
!281 = !DIDerivedType(tag: DW_TAG_member, name: "ftransfer", scope: !279, file: !34, line: 198, baseType: !52, size: 16)
!282 = !DIDerivedType(tag: DW_TAG_member, name: "ntransfer", scope: !279, file: !34, line: 199, baseType: !52, size: 16, offset: 16)
!283 = !DIDerivedType(tag: DW_TAG_member, name: "nresults", scope: !234, file: !34, line: 202, baseType: !284, size: 16, offset: 480)
!284 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!285 = !DIDerivedType(tag: DW_TAG_member, name: "callstatus", scope: !234, file: !34, line: 203, baseType: !52, size: 16, offset: 496)
!286 = !DIDerivedType(tag: DW_TAG_member, name: "stack_last", scope: !33, file: !34, line: 317, baseType: !54, size: 64, offset: 320)
!287 = !DIDerivedType(tag: DW_TAG_member, name: "stack", scope: !33, file: !34, line: 318, baseType: !54, size: 64, offset: 384)
!288 = !DIDerivedType(tag: DW_TAG_member, name: "openupval", scope: !33, file: !34, line: 319, baseType: !289, size: 64, offset: 448)
!289 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !290, size: 64)
!290 = !DIDerivedType(tag: DW_TAG_typedef, name: "UpVal", file: !39, line: 640, baseType: !291)
!291 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "UpVal", file: !39, line: 627, size: 320, elements: !292)
!292 = !{!293, !294, !295, !296, !301}
!293 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !291, file: !39, line: 628, baseType: !37, size: 64)
!294 = !DIDerivedType(tag: DW_TAG_member, name: "tt", scope: !291, file: !39, line: 628, baseType: !43, size: 8, offset: 64)
!295 = !DIDerivedType(tag: DW_TAG_member, name: "marked", scope: !291, file: !39, line: 628, baseType: !43, size: 8, offset: 72)
!296 = !DIDerivedType(tag: DW_TAG_member, name: "v", scope: !291, file: !39, line: 632, baseType: !297, size: 64, offset: 128)
!297 = distinct !DICompositeType(tag: DW_TAG_union_type, scope: !291, file: !39, line: 629, size: 64, elements: !298)
!298 = !{!299, !300}
!299 = !DIDerivedType(tag: DW_TAG_member, name: "p", scope: !297, file: !39, line: 630, baseType: !198, size: 64)
!300 = !DIDerivedType(tag: DW_TAG_member, name: "offset", scope: !297, file: !39, line: 631, baseType: !94, size: 64)
!301 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !291, file: !39, line: 639, baseType: !302, size: 128, offset: 192)
!302 = distinct !DICompositeType(tag: DW_TAG_union_type, scope: !291, file: !39, line: 633, size: 128, elements: !303)
!303 = !{!304, !311}
!304 = !DIDerivedType(tag: DW_TAG_member, name: "open", scope: !302, file: !39, line: 637, baseType: !305, size: 128)
!305 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !302, file: !39, line: 634, size: 128, elements: !306)
!306 = !{!307, !309}
!307 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !305, file: !39, line: 635, baseType: !308, size: 64)
!308 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !291, size: 64)
!309 = !DIDerivedType(tag: DW_TAG_member, name: "previous", scope: !305, file: !39, line: 636, baseType: !310, size: 64, offset: 64)
!310 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !308, size: 64)
!311 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !302, file: !39, line: 638, baseType: !64, size: 128)
!312 = !DIDerivedType(tag: DW_TAG_member, name: "tbclist", scope: !33, file: !34, line: 320, baseType: !54, size: 64, offset: 512)
!313 = !DIDerivedType(tag: DW_TAG_member, name: "gclist", scope: !33, file: !34, line: 321, baseType: !158, size: 64, offset: 576)
!314 = !DIDerivedType(tag: DW_TAG_member, name: "twups", scope: !33, file: !34, line: 322, baseType: !178, size: 64, offset: 640)
!315 = !DIDerivedType(tag: DW_TAG_member, name: "errorJmp", scope: !33, file: !34, line: 323, baseType: !316, size: 64, offset: 704)
!316 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !317, size: 64)
!317 = !DICompositeType(tag: DW_TAG_structure_type, name: "lua_longjmp", file: !34, line: 122, flags: DIFlagFwdDecl)
!318 = !DIDerivedType(tag: DW_TAG_member, name: "base_ci", scope: !33, file: !34, line: 324, baseType: !233, size: 512, offset: 768)
!319 = !DIDerivedType(tag: DW_TAG_member, name: "hook", scope: !33, file: !34, line: 325, baseType: !320, size: 64, offset: 1280)
!320 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !321)
!321 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_Hook", file: !32, line: 143, baseType: !322)
!322 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !323, size: 64)
!323 = !DISubroutineType(types: !324)
!324 = !{null, !30, !325}
!325 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !326, size: 64)
!326 = !DIDerivedType(tag: DW_TAG_typedef, name: "lua_Debug", file: !32, line: 137, baseType: !327)
!327 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "lua_Debug", file: !32, line: 475, size: 1088, elements: !328)
!328 = !{!329, !330, !331, !332, !333, !334, !335, !336, !337, !338, !339, !340, !341, !342, !343, !344, !348}
!329 = !DIDerivedType(tag: DW_TAG_member, name: "event", scope: !327, file: !32, line: 476, baseType: !78, size: 32)
!330 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !327, file: !32, line: 477, baseType: !228, size: 64, offset: 64)
!331 = !DIDerivedType(tag: DW_TAG_member, name: "namewhat", scope: !327, file: !32, line: 478, baseType: !228, size: 64, offset: 128)
!332 = !DIDerivedType(tag: DW_TAG_member, name: "what", scope: !327, file: !32, line: 479, baseType: !228, size: 64, offset: 192)
!333 = !DIDerivedType(tag: DW_TAG_member, name: "source", scope: !327, file: !32, line: 480, baseType: !228, size: 64, offset: 256)
!334 = !DIDerivedType(tag: DW_TAG_member, name: "srclen", scope: !327, file: !32, line: 481, baseType: !14, size: 64, offset: 320)
!335 = !DIDerivedType(tag: DW_TAG_member, name: "currentline", scope: !327, file: !32, line: 482, baseType: !78, size: 32, offset: 384)
!336 = !DIDerivedType(tag: DW_TAG_member, name: "linedefined", scope: !327, file: !32, line: 483, baseType: !78, size: 32, offset: 416)
!337 = !DIDerivedType(tag: DW_TAG_member, name: "lastlinedefined", scope: !327, file: !32, line: 484, baseType: !78, size: 32, offset: 448)
!338 = !DIDerivedType(tag: DW_TAG_member, name: "nups", scope: !327, file: !32, line: 485, baseType: !45, size: 8, offset: 480)
!339 = !DIDerivedType(tag: DW_TAG_member, name: "nparams", scope: !327, file: !32, line: 486, baseType: !45, size: 8, offset: 488)
!340 = !DIDerivedType(tag: DW_TAG_member, name: "isvararg", scope: !327, file: !32, line: 487, baseType: !4, size: 8, offset: 496)
!341 = !DIDerivedType(tag: DW_TAG_member, name: "istailcall", scope: !327, file: !32, line: 488, baseType: !4, size: 8, offset: 504)
!342 = !DIDerivedType(tag: DW_TAG_member, name: "ftransfer", scope: !327, file: !32, line: 489, baseType: !52, size: 16, offset: 512)
!343 = !DIDerivedType(tag: DW_TAG_member, name: "ntransfer", scope: !327, file: !32, line: 490, baseType: !52, size: 16, offset: 528)
!344 = !DIDerivedType(tag: DW_TAG_member, name: "short_src", scope: !327, file: !32, line: 491, baseType: !345, size: 480, offset: 544)
!345 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 480, elements: !346)
!346 = !{!347}
!347 = !DISubrange(count: 60)
!348 = !DIDerivedType(tag: DW_TAG_member, name: "i_ci", scope: !327, file: !32, line: 493, baseType: !239, size: 64, offset: 1024)
!349 = !DIDerivedType(tag: DW_TAG_member, name: "errfunc", scope: !33, file: !34, line: 326, baseType: !94, size: 64, offset: 1344)
!350 = !DIDerivedType(tag: DW_TAG_member, name: "nCcalls", scope: !33, file: !34, line: 327, baseType: !251, size: 32, offset: 1408)
!351 = !DIDerivedType(tag: DW_TAG_member, name: "oldpc", scope: !33, file: !34, line: 328, baseType: !78, size: 32, offset: 1440)
!352 = !DIDerivedType(tag: DW_TAG_member, name: "basehookcount", scope: !33, file: !34, line: 329, baseType: !78, size: 32, offset: 1472)
!353 = !DIDerivedType(tag: DW_TAG_member, name: "hookcount", scope: !33, file: !34, line: 330, baseType: !78, size: 32, offset: 1504)
!354 = !DIDerivedType(tag: DW_TAG_member, name: "hookmask", scope: !33, file: !34, line: 331, baseType: !253, size: 32, offset: 1536)
!355 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !78, size: 64)
!356 = !{!357, !358, !359, !360, !361, !362, !363, !364, !365}
!357 = !DILocalVariable(name: "L", arg: 1, scope: !27, file: !2, line: 97, type: !30)
!358 = !DILocalVariable(name: "block", arg: 2, scope: !27, file: !2, line: 97, type: !17)
!359 = !DILocalVariable(name: "nelems", arg: 3, scope: !27, file: !2, line: 97, type: !78)
!360 = !DILocalVariable(name: "psize", arg: 4, scope: !27, file: !2, line: 97, type: !355)
!361 = !DILocalVariable(name: "size_elems", arg: 5, scope: !27, file: !2, line: 98, type: !78)
!362 = !DILocalVariable(name: "limit", arg: 6, scope: !27, file: !2, line: 98, type: !78)
!363 = !DILocalVariable(name: "what", arg: 7, scope: !27, file: !2, line: 98, type: !228)
!364 = !DILocalVariable(name: "newblock", scope: !27, file: !2, line: 99, type: !17)
!365 = !DILocalVariable(name: "size", scope: !27, file: !2, line: 100, type: !78)
!366 = !DILocation(line: 0, scope: !27)
!367 = !DILocation(line: 100, column: 14, scope: !27)
!368 = !{!369, !369, i64 0}
!369 = !{!"int", !370, i64 0}
!370 = !{!"omnipotent char", !371, i64 0}
!371 = !{!"Simple C/C++ TBAA"}
!372 = !DILocation(line: 101, column: 18, scope: !373)
!373 = distinct !DILexicalBlock(scope: !27, file: !2, line: 101, column: 7)
!374 = !DILocation(line: 101, column: 7, scope: !27)
!375 = !DILocation(line: 103, column: 21, scope: !376)
!376 = distinct !DILexicalBlock(scope: !27, file: !2, line: 103, column: 7)
!377 = !DILocation(line: 103, column: 12, scope: !376)
!378 = !DILocation(line: 103, column: 7, scope: !27)
!379 = !DILocation(line: 104, column: 9, scope: !380)
!380 = distinct !DILexicalBlock(scope: !381, file: !2, line: 104, column: 9)
!381 = distinct !DILexicalBlock(scope: !376, file: !2, line: 103, column: 26)
!382 = !DILocation(line: 104, column: 9, scope: !381)
!383 = !{!"branch_weights", !"expected", i32 2000, i32 1}
!384 = !DILocation(line: 105, column: 7, scope: !380)
!385 = !DILocation(line: 109, column: 10, scope: !386)
!386 = distinct !DILexicalBlock(scope: !376, file: !2, line: 108, column: 8)
!387 = !DILocation(line: 110, column: 9, scope: !386)
!388 = !DILocation(line: 0, scope: !376)
!389 = !DILocation(line: 115, column: 42, scope: !27)
!390 = !DILocation(line: 115, column: 63, scope: !27)
!391 = !DILocation(line: 115, column: 61, scope: !27)
!392 = !DILocation(line: 116, column: 42, scope: !27)
!393 = !DILocation(line: 116, column: 59, scope: !27)
!394 = !DILocalVariable(name: "L", arg: 1, scope: !395, file: !2, line: 192, type: !30)
!395 = distinct !DISubprogram(name: "luaM_saferealloc_", scope: !2, file: !2, line: 192, type: !396, scopeLine: 193, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !12, retainedNodes: !398)
!396 = !DISubroutineType(types: !397)
!397 = !{!17, !30, !17, !14, !14}
!398 = !{!394, !399, !400, !401, !402}
!399 = !DILocalVariable(name: "block", arg: 2, scope: !395, file: !2, line: 192, type: !17)
!400 = !DILocalVariable(name: "osize", arg: 3, scope: !395, file: !2, line: 192, type: !14)
!401 = !DILocalVariable(name: "nsize", arg: 4, scope: !395, file: !2, line: 193, type: !14)
!402 = !DILocalVariable(name: "newblock", scope: !395, file: !2, line: 194, type: !17)
!403 = !DILocation(line: 0, scope: !395, inlinedAt: !404)
!404 = distinct !DILocation(line: 115, column: 14, scope: !27)
!405 = !DILocalVariable(name: "L", arg: 1, scope: !406, file: !2, line: 176, type: !30)
!406 = distinct !DISubprogram(name: "luaM_realloc_", scope: !2, file: !2, line: 176, type: !396, scopeLine: 176, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !12, retainedNodes: !407)
!407 = !{!405, !408, !409, !410, !411, !412}
!408 = !DILocalVariable(name: "block", arg: 2, scope: !406, file: !2, line: 176, type: !17)
!409 = !DILocalVariable(name: "osize", arg: 3, scope: !406, file: !2, line: 176, type: !14)
!410 = !DILocalVariable(name: "nsize", arg: 4, scope: !406, file: !2, line: 176, type: !14)
!411 = !DILocalVariable(name: "newblock", scope: !406, file: !2, line: 177, type: !17)
!412 = !DILocalVariable(name: "g", scope: !406, file: !2, line: 178, type: !98)
!413 = !DILocation(line: 0, scope: !406, inlinedAt: !414)
!414 = distinct !DILocation(line: 194, column: 20, scope: !395, inlinedAt: !404)
!415 = !DILocation(line: 178, column: 21, scope: !406, inlinedAt: !414)
!416 = !{!417, !418, i64 24}
!417 = !{!"lua_State", !418, i64 0, !370, i64 8, !370, i64 9, !370, i64 10, !370, i64 11, !419, i64 12, !370, i64 16, !418, i64 24, !418, i64 32, !370, i64 40, !370, i64 48, !418, i64 56, !370, i64 64, !418, i64 72, !418, i64 80, !418, i64 88, !420, i64 96, !418, i64 160, !421, i64 168, !369, i64 176, !369, i64 180, !369, i64 184, !369, i64 188, !369, i64 192}
!418 = !{!"any pointer", !370, i64 0}
!419 = !{!"short", !370, i64 0}
!420 = !{!"CallInfo", !370, i64 0, !370, i64 8, !418, i64 16, !418, i64 24, !370, i64 32, !370, i64 56, !419, i64 60, !419, i64 62}
!421 = !{!"long", !370, i64 0}
!422 = !DILocation(line: 180, column: 14, scope: !406, inlinedAt: !414)
!423 = !{!424, !418, i64 0}
!424 = !{!"global_State", !418, i64 0, !418, i64 8, !421, i64 16, !421, i64 24, !421, i64 32, !421, i64 40, !425, i64 48, !426, i64 64, !426, i64 80, !369, i64 96, !370, i64 100, !370, i64 101, !370, i64 102, !370, i64 103, !370, i64 104, !370, i64 105, !370, i64 106, !370, i64 107, !370, i64 108, !370, i64 109, !370, i64 110, !418, i64 112, !418, i64 120, !418, i64 128, !418, i64 136, !418, i64 144, !418, i64 152, !418, i64 160, !418, i64 168, !418, i64 176, !418, i64 184, !418, i64 192, !418, i64 200, !418, i64 208, !418, i64 216, !418, i64 224, !418, i64 232, !418, i64 240, !418, i64 248, !418, i64 256, !418, i64 264, !418, i64 272, !370, i64 280, !370, i64 480, !370, i64 552, !418, i64 1400, !418, i64 1408}
!425 = !{!"stringtable", !418, i64 0, !369, i64 8, !369, i64 12}
!426 = !{!"TValue", !370, i64 0, !370, i64 8}
!427 = !{!424, !418, i64 8}
!428 = !DILocation(line: 181, column: 7, scope: !429, inlinedAt: !414)
!429 = distinct !DILexicalBlock(scope: !406, file: !2, line: 181, column: 7)
!430 = !DILocation(line: 181, column: 7, scope: !406, inlinedAt: !414)
!431 = !{!"branch_weights", !"expected", i32 1, i32 2000}
!432 = !DILocation(line: 182, column: 16, scope: !433, inlinedAt: !414)
!433 = distinct !DILexicalBlock(scope: !429, file: !2, line: 181, column: 50)
!434 = !DILocation(line: 183, column: 18, scope: !435, inlinedAt: !414)
!435 = distinct !DILexicalBlock(scope: !433, file: !2, line: 183, column: 9)
!436 = !DILocation(line: 183, column: 9, scope: !433, inlinedAt: !414)
!437 = !DILocation(line: 187, column: 19, scope: !406, inlinedAt: !414)
!438 = !{!424, !421, i64 24}
!439 = !DILocation(line: 187, column: 26, scope: !406, inlinedAt: !414)
!440 = !DILocation(line: 187, column: 35, scope: !406, inlinedAt: !414)
!441 = !DILocation(line: 187, column: 13, scope: !406, inlinedAt: !414)
!442 = !DILocation(line: 188, column: 3, scope: !406, inlinedAt: !414)
!443 = !DILocation(line: 195, column: 7, scope: !444, inlinedAt: !404)
!444 = distinct !DILexicalBlock(scope: !395, file: !2, line: 195, column: 7)
!445 = !DILocation(line: 195, column: 7, scope: !395, inlinedAt: !404)
!446 = !DILocation(line: 196, column: 5, scope: !444, inlinedAt: !404)
!447 = !DILocation(line: 117, column: 10, scope: !27)
!448 = !DILocation(line: 118, column: 3, scope: !27)
!449 = !DILocation(line: 119, column: 1, scope: !27)
!450 = !DISubprogram(name: "luaG_runerror", scope: !451, file: !451, line: 56, type: !452, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!451 = !DIFile(filename: "src/lua/ldebug.h", directory: ".", checksumkind: CSK_MD5, checksum: "e354d5afec415152be85e3d4d3dd589e")
!452 = !DISubroutineType(types: !453)
!453 = !{null, !30, !228, null}
!454 = !DILocation(line: 0, scope: !395)
!455 = !DILocation(line: 0, scope: !406, inlinedAt: !456)
!456 = distinct !DILocation(line: 194, column: 20, scope: !395)
!457 = !DILocation(line: 178, column: 21, scope: !406, inlinedAt: !456)
!458 = !DILocation(line: 180, column: 14, scope: !406, inlinedAt: !456)
!459 = !DILocation(line: 181, column: 7, scope: !429, inlinedAt: !456)
!460 = !DILocation(line: 181, column: 7, scope: !406, inlinedAt: !456)
!461 = !DILocation(line: 182, column: 16, scope: !433, inlinedAt: !456)
!462 = !DILocation(line: 183, column: 18, scope: !435, inlinedAt: !456)
!463 = !DILocation(line: 183, column: 9, scope: !433, inlinedAt: !456)
!464 = !DILocation(line: 187, column: 19, scope: !406, inlinedAt: !456)
!465 = !DILocation(line: 187, column: 26, scope: !406, inlinedAt: !456)
!466 = !DILocation(line: 187, column: 35, scope: !406, inlinedAt: !456)
!467 = !DILocation(line: 187, column: 13, scope: !406, inlinedAt: !456)
!468 = !DILocation(line: 188, column: 3, scope: !406, inlinedAt: !456)
!469 = !DILocation(line: 195, column: 7, scope: !444)
!470 = !DILocation(line: 195, column: 7, scope: !395)
!471 = !DILocation(line: 196, column: 5, scope: !444)
!472 = !DILocation(line: 197, column: 3, scope: !395)
!473 = distinct !DISubprogram(name: "luaM_shrinkvector_", scope: !2, file: !2, line: 128, type: !474, scopeLine: 129, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !12, retainedNodes: !476)
!474 = !DISubroutineType(types: !475)
!475 = !{!17, !30, !17, !355, !78, !78}
!476 = !{!477, !478, !479, !480, !481, !482, !483, !484}
!477 = !DILocalVariable(name: "L", arg: 1, scope: !473, file: !2, line: 128, type: !30)
!478 = !DILocalVariable(name: "block", arg: 2, scope: !473, file: !2, line: 128, type: !17)
!479 = !DILocalVariable(name: "size", arg: 3, scope: !473, file: !2, line: 128, type: !355)
!480 = !DILocalVariable(name: "final_n", arg: 4, scope: !473, file: !2, line: 129, type: !78)
!481 = !DILocalVariable(name: "size_elem", arg: 5, scope: !473, file: !2, line: 129, type: !78)
!482 = !DILocalVariable(name: "newblock", scope: !473, file: !2, line: 130, type: !17)
!483 = !DILocalVariable(name: "oldsize", scope: !473, file: !2, line: 131, type: !14)
!484 = !DILocalVariable(name: "newsize", scope: !473, file: !2, line: 132, type: !14)
!485 = !DILocation(line: 0, scope: !473)
!486 = !DILocation(line: 131, column: 20, scope: !473)
!487 = !DILocation(line: 132, column: 20, scope: !473)
!488 = !DILocation(line: 0, scope: !395, inlinedAt: !489)
!489 = distinct !DILocation(line: 134, column: 14, scope: !473)
!490 = !DILocation(line: 0, scope: !406, inlinedAt: !491)
!491 = distinct !DILocation(line: 194, column: 20, scope: !395, inlinedAt: !489)
!492 = !DILocation(line: 178, column: 21, scope: !406, inlinedAt: !491)
!493 = !DILocation(line: 180, column: 14, scope: !406, inlinedAt: !491)
!494 = !DILocation(line: 181, column: 7, scope: !429, inlinedAt: !491)
!495 = !DILocation(line: 181, column: 7, scope: !406, inlinedAt: !491)
!496 = !DILocation(line: 182, column: 16, scope: !433, inlinedAt: !491)
!497 = !DILocation(line: 183, column: 18, scope: !435, inlinedAt: !491)
!498 = !DILocation(line: 183, column: 9, scope: !433, inlinedAt: !491)
!499 = !DILocation(line: 187, column: 19, scope: !406, inlinedAt: !491)
!500 = !DILocation(line: 187, column: 26, scope: !406, inlinedAt: !491)
!501 = !DILocation(line: 187, column: 35, scope: !406, inlinedAt: !491)
!502 = !DILocation(line: 187, column: 13, scope: !406, inlinedAt: !491)
!503 = !DILocation(line: 188, column: 3, scope: !406, inlinedAt: !491)
!504 = !DILocation(line: 195, column: 7, scope: !444, inlinedAt: !489)
!505 = !DILocation(line: 195, column: 7, scope: !395, inlinedAt: !489)
!506 = !DILocation(line: 196, column: 5, scope: !444, inlinedAt: !489)
!507 = !DILocation(line: 135, column: 9, scope: !473)
!508 = !DILocation(line: 136, column: 3, scope: !473)
!509 = distinct !DISubprogram(name: "luaM_toobig", scope: !2, file: !2, line: 142, type: !510, scopeLine: 142, flags: DIFlagPrototyped | DIFlagNoReturn | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !12, retainedNodes: !512)
!510 = !DISubroutineType(types: !511)
!511 = !{null, !30}
!512 = !{!513}
!513 = !DILocalVariable(name: "L", arg: 1, scope: !509, file: !2, line: 142, type: !30)
!514 = !DILocation(line: 0, scope: !509)
!515 = !DILocation(line: 143, column: 3, scope: !509)
!516 = distinct !DISubprogram(name: "luaM_free_", scope: !2, file: !2, line: 150, type: !517, scopeLine: 150, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !12, retainedNodes: !519)
!517 = !DISubroutineType(types: !518)
!518 = !{null, !30, !17, !14}
!519 = !{!520, !521, !522, !523}
!520 = !DILocalVariable(name: "L", arg: 1, scope: !516, file: !2, line: 150, type: !30)
!521 = !DILocalVariable(name: "block", arg: 2, scope: !516, file: !2, line: 150, type: !17)
!522 = !DILocalVariable(name: "osize", arg: 3, scope: !516, file: !2, line: 150, type: !14)
!523 = !DILocalVariable(name: "g", scope: !516, file: !2, line: 151, type: !98)
!524 = !DILocation(line: 0, scope: !516)
!525 = !DILocation(line: 151, column: 21, scope: !516)
!526 = !DILocation(line: 153, column: 3, scope: !516)
!527 = !DILocation(line: 154, column: 6, scope: !516)
!528 = !DILocation(line: 154, column: 13, scope: !516)
!529 = !DILocation(line: 155, column: 1, scope: !516)
!530 = !DILocation(line: 0, scope: !406)
!531 = !DILocation(line: 178, column: 21, scope: !406)
!532 = !DILocation(line: 180, column: 14, scope: !406)
!533 = !DILocation(line: 181, column: 7, scope: !429)
!534 = !DILocation(line: 181, column: 7, scope: !406)
!535 = !DILocation(line: 182, column: 16, scope: !433)
!536 = !DILocation(line: 183, column: 18, scope: !435)
!537 = !DILocation(line: 183, column: 9, scope: !433)
!538 = !DILocation(line: 187, column: 19, scope: !406)
!539 = !DILocation(line: 187, column: 26, scope: !406)
!540 = !DILocation(line: 187, column: 35, scope: !406)
!541 = !DILocation(line: 187, column: 13, scope: !406)
!542 = !DILocation(line: 188, column: 3, scope: !406)
!543 = !DILocation(line: 189, column: 1, scope: !406)
!544 = distinct !DISubprogram(name: "tryagain", scope: !2, file: !2, line: 162, type: !396, scopeLine: 163, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !12, retainedNodes: !545)
!545 = !{!546, !547, !548, !549, !550}
!546 = !DILocalVariable(name: "L", arg: 1, scope: !544, file: !2, line: 162, type: !30)
!547 = !DILocalVariable(name: "block", arg: 2, scope: !544, file: !2, line: 162, type: !17)
!548 = !DILocalVariable(name: "osize", arg: 3, scope: !544, file: !2, line: 163, type: !14)
!549 = !DILocalVariable(name: "nsize", arg: 4, scope: !544, file: !2, line: 163, type: !14)
!550 = !DILocalVariable(name: "g", scope: !544, file: !2, line: 164, type: !98)
!551 = !DILocation(line: 0, scope: !544)
!552 = !DILocation(line: 164, column: 21, scope: !544)
!553 = !DILocation(line: 165, column: 7, scope: !554)
!554 = distinct !DILexicalBlock(scope: !544, file: !2, line: 165, column: 7)
!555 = !{!424, !370, i64 88}
!556 = !{!424, !370, i64 103}
!557 = !DILocation(line: 165, column: 7, scope: !544)
!558 = !DILocation(line: 166, column: 5, scope: !559)
!559 = distinct !DILexicalBlock(scope: !554, file: !2, line: 165, column: 23)
!560 = !DILocation(line: 167, column: 12, scope: !559)
!561 = !DILocation(line: 167, column: 5, scope: !559)
!562 = !DILocation(line: 0, scope: !554)
!563 = !DILocation(line: 170, column: 1, scope: !544)
!564 = !DISubprogram(name: "luaD_throw", scope: !565, file: !565, line: 83, type: !566, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!565 = !DIFile(filename: "src/lua/ldo.h", directory: ".", checksumkind: CSK_MD5, checksum: "28138809e652958723ca82a42b18e9f3")
!566 = !DISubroutineType(types: !567)
!567 = !{null, !30, !78}
!568 = distinct !DISubprogram(name: "luaM_malloc_", scope: !2, file: !2, line: 201, type: !569, scopeLine: 201, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !12, retainedNodes: !571)
!569 = !DISubroutineType(types: !570)
!570 = !{!17, !30, !14, !78}
!571 = !{!572, !573, !574, !575, !578}
!572 = !DILocalVariable(name: "L", arg: 1, scope: !568, file: !2, line: 201, type: !30)
!573 = !DILocalVariable(name: "size", arg: 2, scope: !568, file: !2, line: 201, type: !14)
!574 = !DILocalVariable(name: "tag", arg: 3, scope: !568, file: !2, line: 201, type: !78)
!575 = !DILocalVariable(name: "g", scope: !576, file: !2, line: 205, type: !98)
!576 = distinct !DILexicalBlock(scope: !577, file: !2, line: 204, column: 8)
!577 = distinct !DILexicalBlock(scope: !568, file: !2, line: 202, column: 7)
!578 = !DILocalVariable(name: "newblock", scope: !576, file: !2, line: 206, type: !17)
!579 = !DILocation(line: 0, scope: !568)
!580 = !DILocation(line: 202, column: 12, scope: !577)
!581 = !DILocation(line: 202, column: 7, scope: !568)
!582 = !DILocation(line: 205, column: 23, scope: !576)
!583 = !DILocation(line: 0, scope: !576)
!584 = !DILocation(line: 206, column: 22, scope: !576)
!585 = !DILocation(line: 207, column: 9, scope: !586)
!586 = distinct !DILexicalBlock(scope: !576, file: !2, line: 207, column: 9)
!587 = !DILocation(line: 207, column: 9, scope: !576)
!588 = !DILocation(line: 208, column: 18, scope: !589)
!589 = distinct !DILexicalBlock(scope: !586, file: !2, line: 207, column: 39)
!590 = !DILocation(line: 209, column: 20, scope: !591)
!591 = distinct !DILexicalBlock(scope: !589, file: !2, line: 209, column: 11)
!592 = !DILocation(line: 209, column: 11, scope: !589)
!593 = !DILocation(line: 210, column: 9, scope: !591)
!594 = !DILocation(line: 212, column: 8, scope: !576)
!595 = !DILocation(line: 212, column: 15, scope: !576)
!596 = !DILocation(line: 0, scope: !577)
!597 = !DILocation(line: 215, column: 1, scope: !568)
!598 = !DISubprogram(name: "luaC_fullgc", scope: !599, file: !599, line: 192, type: !566, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!599 = !DIFile(filename: "src/lua/lgc.h", directory: ".", checksumkind: CSK_MD5, checksum: "27471f6a393f1da8078a1cd072699654")
