; ModuleID = 'src/zstd/lib/compress/zstd_compress_superblock.c'
source_filename = "src/zstd/lib/compress/zstd_compress_superblock.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.repcodes_s = type { [3 x i32] }
%struct.ZSTD_entropyCTablesMetadata_t = type { %struct.ZSTD_hufCTablesMetadata_t, %struct.ZSTD_fseCTablesMetadata_t }
%struct.ZSTD_hufCTablesMetadata_t = type { i32, [128 x i8], i64 }
%struct.ZSTD_fseCTablesMetadata_t = type { i32, i32, i32, [133 x i8], i64, i64 }
%struct.SeqDef_s = type { i32, i16, i16 }

@OF_defaultNorm = internal constant [29 x i16] [i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 2, i16 2, i16 2, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1], align 16, !dbg !0
@LL_bits = internal unnamed_addr constant [36 x i8] c"\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\01\01\01\01\02\02\03\03\04\06\07\08\09\0A\0B\0C\0D\0E\0F\10", align 16, !dbg !194
@LL_defaultNorm = internal constant [36 x i16] [i16 4, i16 3, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 1, i16 1, i16 1, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 3, i16 2, i16 1, i16 1, i16 1, i16 1, i16 1, i16 -1, i16 -1, i16 -1, i16 -1], align 16, !dbg !201
@ML_bits = internal unnamed_addr constant [53 x i8] c"\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\01\01\01\01\02\02\03\03\04\04\05\07\08\09\0A\0B\0C\0D\0E\0F\10", align 16, !dbg !210
@ML_defaultNorm = internal constant [53 x i16] [i16 1, i16 4, i16 3, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1], align 16, !dbg !215

; Function Attrs: nounwind uwtable
define dso_local i64 @ZSTD_compressSuperBlock(ptr noundef %0, ptr noundef %1, i64 noundef %2, ptr noundef %3, i64 noundef %4, i32 noundef %5) local_unnamed_addr #0 !dbg !229 {
  %7 = alloca i32, align 4, !DIAssignID !698
  %8 = alloca i32, align 4, !DIAssignID !699
  %9 = alloca i32, align 4, !DIAssignID !700
  %10 = alloca i32, align 4, !DIAssignID !701
  %11 = alloca i32, align 4, !DIAssignID !702
    #dbg_assign(i1 undef, !703, !DIExpression(), !702, ptr %11, !DIExpression(), !804)
  %12 = alloca i32, align 4, !DIAssignID !806
    #dbg_assign(i1 undef, !775, !DIExpression(), !806, ptr %12, !DIExpression(), !804)
  %13 = alloca i32, align 4, !DIAssignID !807
    #dbg_assign(i1 undef, !781, !DIExpression(), !807, ptr %13, !DIExpression(), !808)
  %14 = alloca i32, align 4, !DIAssignID !809
    #dbg_assign(i1 undef, !783, !DIExpression(), !809, ptr %14, !DIExpression(), !808)
  %15 = alloca %struct.repcodes_s, align 4, !DIAssignID !810
  %16 = alloca %struct.ZSTD_entropyCTablesMetadata_t, align 8, !DIAssignID !811
    #dbg_assign(i1 undef, !695, !DIExpression(), !811, ptr %16, !DIExpression(), !812)
    #dbg_value(ptr %0, !689, !DIExpression(), !812)
    #dbg_value(ptr %1, !690, !DIExpression(), !812)
    #dbg_value(i64 %2, !691, !DIExpression(), !812)
    #dbg_value(ptr %3, !692, !DIExpression(), !812)
    #dbg_value(i64 %4, !693, !DIExpression(), !812)
    #dbg_value(i32 %5, !694, !DIExpression(), !812)
  call void @llvm.lifetime.start.p0(i64 312, ptr nonnull %16) #5, !dbg !813
  %17 = getelementptr inbounds i8, ptr %0, i64 976, !dbg !814
  %18 = getelementptr inbounds i8, ptr %0, i64 3224, !dbg !814
  %19 = load ptr, ptr %18, align 8, !dbg !814, !tbaa !815
  %20 = getelementptr inbounds i8, ptr %0, i64 3232, !dbg !814
  %21 = load ptr, ptr %20, align 8, !dbg !814, !tbaa !845
  %22 = getelementptr inbounds i8, ptr %0, i64 240, !dbg !814
  %23 = getelementptr inbounds i8, ptr %0, i64 3544, !dbg !814
  %24 = load ptr, ptr %23, align 8, !dbg !814, !tbaa !846
  %25 = getelementptr inbounds i8, ptr %0, i64 3552, !dbg !814
  %26 = load i64, ptr %25, align 8, !dbg !814, !tbaa !847
  %27 = call i64 @ZSTD_buildBlockEntropyStats(ptr noundef nonnull %17, ptr noundef %19, ptr noundef %21, ptr noundef nonnull %22, ptr noundef nonnull %16, ptr noundef %24, i64 noundef %26) #5, !dbg !814
    #dbg_value(i64 %27, !696, !DIExpression(), !848)
    #dbg_value(i64 %27, !849, !DIExpression(), !855)
  %28 = icmp ult i64 %27, -119, !dbg !858
  br i1 %28, label %29, label %732

29:                                               ; preds = %6
  %30 = load ptr, ptr %18, align 8, !dbg !859, !tbaa !815
  %31 = load ptr, ptr %20, align 8, !dbg !860, !tbaa !845
  %32 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !861
  %33 = load i32, ptr %32, align 8, !dbg !861, !tbaa !862
  %34 = load ptr, ptr %23, align 8, !dbg !863, !tbaa !846
  %35 = load i64, ptr %25, align 8, !dbg !864, !tbaa !847
    #dbg_assign(i1 undef, !799, !DIExpression(), !810, ptr %15, !DIExpression(), !865)
    #dbg_value(ptr %17, !723, !DIExpression(), !866)
    #dbg_value(ptr %30, !724, !DIExpression(), !866)
    #dbg_value(ptr %31, !725, !DIExpression(), !866)
    #dbg_value(ptr %16, !726, !DIExpression(), !866)
    #dbg_value(ptr %22, !727, !DIExpression(), !866)
    #dbg_value(ptr %1, !728, !DIExpression(), !866)
    #dbg_value(i64 %2, !729, !DIExpression(), !866)
    #dbg_value(ptr %3, !730, !DIExpression(), !866)
    #dbg_value(i64 %4, !731, !DIExpression(), !866)
    #dbg_value(i32 %33, !732, !DIExpression(), !866)
    #dbg_value(i32 %5, !733, !DIExpression(), !866)
    #dbg_value(ptr %34, !734, !DIExpression(), !866)
    #dbg_value(i64 %35, !735, !DIExpression(), !866)
  %36 = load ptr, ptr %17, align 8, !dbg !867, !tbaa !868
    #dbg_value(ptr %36, !736, !DIExpression(), !866)
  %37 = getelementptr inbounds i8, ptr %0, i64 984, !dbg !869
  %38 = load ptr, ptr %37, align 8, !dbg !869, !tbaa !870
    #dbg_value(ptr %38, !740, !DIExpression(), !866)
    #dbg_value(ptr %36, !741, !DIExpression(), !866)
  %39 = ptrtoint ptr %38 to i64, !dbg !871
  %40 = ptrtoint ptr %36 to i64, !dbg !871
  %41 = sub i64 %39, %40, !dbg !871
  %42 = ashr exact i64 %41, 3, !dbg !871
    #dbg_value(i64 %42, !742, !DIExpression(), !866)
  %43 = getelementptr inbounds i8, ptr %0, i64 992, !dbg !872
  %44 = load ptr, ptr %43, align 8, !dbg !872, !tbaa !873
    #dbg_value(ptr %44, !743, !DIExpression(), !866)
  %45 = getelementptr inbounds i8, ptr %0, i64 1000, !dbg !874
  %46 = load ptr, ptr %45, align 8, !dbg !874, !tbaa !875
    #dbg_value(ptr %46, !745, !DIExpression(), !866)
    #dbg_value(ptr %44, !746, !DIExpression(), !866)
  %47 = ptrtoint ptr %46 to i64, !dbg !876
  %48 = ptrtoint ptr %44 to i64, !dbg !876
  %49 = sub i64 %47, %48, !dbg !876
    #dbg_value(i64 %49, !747, !DIExpression(), !866)
    #dbg_value(ptr %3, !748, !DIExpression(), !866)
  %50 = getelementptr inbounds i8, ptr %3, i64 %4, !dbg !877
    #dbg_value(ptr %50, !749, !DIExpression(), !866)
    #dbg_value(ptr %1, !750, !DIExpression(), !866)
  %51 = getelementptr inbounds i8, ptr %1, i64 %2, !dbg !878
    #dbg_value(ptr %51, !752, !DIExpression(), !866)
    #dbg_value(ptr %1, !753, !DIExpression(), !866)
  %52 = getelementptr inbounds i8, ptr %0, i64 1008, !dbg !879
  %53 = load ptr, ptr %52, align 8, !dbg !879, !tbaa !880
    #dbg_value(ptr %53, !754, !DIExpression(), !866)
  %54 = getelementptr inbounds i8, ptr %0, i64 1016, !dbg !881
  %55 = load ptr, ptr %54, align 8, !dbg !881, !tbaa !882
    #dbg_value(ptr %55, !755, !DIExpression(), !866)
  %56 = getelementptr inbounds i8, ptr %0, i64 1024, !dbg !883
  %57 = load ptr, ptr %56, align 8, !dbg !883, !tbaa !884
    #dbg_value(ptr %57, !756, !DIExpression(), !866)
    #dbg_value(i64 1340, !757, !DIExpression(), !866)
  %58 = getelementptr inbounds i8, ptr %0, i64 296, !dbg !885
  %59 = load i64, ptr %58, align 8, !dbg !885, !tbaa !886
  %60 = call i64 @llvm.umax.i64(i64 %59, i64 1340), !dbg !885
    #dbg_value(i64 %60, !758, !DIExpression(), !866)
  %61 = load i32, ptr %16, align 8, !dbg !887, !tbaa !888
  %62 = icmp eq i32 %61, 2, !dbg !889
  %63 = zext i1 %62 to i32, !dbg !889
    #dbg_value(i32 %63, !759, !DIExpression(), !866)
    #dbg_value(i32 1, !760, !DIExpression(), !866)
  %64 = icmp eq ptr %38, %36, !dbg !890
  br i1 %64, label %495, label %65, !dbg !891

65:                                               ; preds = %29
    #dbg_value(ptr %44, !892, !DIExpression(), !909)
    #dbg_value(i64 %49, !897, !DIExpression(), !909)
    #dbg_value(ptr %57, !898, !DIExpression(), !909)
    #dbg_value(ptr %53, !899, !DIExpression(), !909)
    #dbg_value(ptr %55, !900, !DIExpression(), !909)
    #dbg_value(i64 %42, !901, !DIExpression(), !909)
    #dbg_value(ptr %31, !902, !DIExpression(), !909)
    #dbg_value(ptr %16, !903, !DIExpression(), !909)
    #dbg_value(ptr %34, !904, !DIExpression(), !909)
    #dbg_value(i64 %35, !905, !DIExpression(), !909)
    #dbg_value(i32 %63, !906, !DIExpression(), !909)
    #dbg_value(i32 1, !907, !DIExpression(), !909)
    #dbg_assign(i1 undef, !911, !DIExpression(), !701, ptr %10, !DIExpression(), !937)
    #dbg_value(ptr %44, !920, !DIExpression(), !937)
    #dbg_value(i64 %49, !921, !DIExpression(), !937)
    #dbg_value(ptr %31, !922, !DIExpression(), !937)
    #dbg_value(ptr %16, !923, !DIExpression(), !937)
    #dbg_value(ptr %34, !924, !DIExpression(), !937)
    #dbg_value(i64 %35, !925, !DIExpression(), !937)
    #dbg_value(i32 %63, !926, !DIExpression(), !937)
    #dbg_value(ptr %34, !927, !DIExpression(), !937)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %10) #5, !dbg !939
  store i32 255, ptr %10, align 4, !dbg !940, !tbaa !941, !DIAssignID !942
    #dbg_assign(i32 255, !911, !DIExpression(), !942, ptr %10, !DIExpression(), !937)
    #dbg_value(i64 3, !929, !DIExpression(), !937)
  switch i32 %61, label %78 [
    i32 0, label %79
    i32 1, label %66
    i32 2, label %67
    i32 3, label %67
  ], !dbg !943

66:                                               ; preds = %65
  br label %79, !dbg !944

67:                                               ; preds = %65, %65
  %68 = call i64 @HIST_count_wksp(ptr noundef %34, ptr noundef nonnull %10, ptr noundef %44, i64 noundef %49, ptr noundef %34, i64 noundef %35) #5, !dbg !945
    #dbg_value(i64 %68, !930, !DIExpression(), !946)
    #dbg_value(i64 %68, !849, !DIExpression(), !947)
  %69 = icmp ult i64 %68, -119, !dbg !950
  br i1 %69, label %70, label %79, !dbg !951

70:                                               ; preds = %67
  %71 = load i32, ptr %10, align 4, !dbg !952, !tbaa !941
  %72 = call i64 @HUF_estimateCompressedSize(ptr noundef %31, ptr noundef %34, i32 noundef %71) #5, !dbg !953
    #dbg_value(i64 %72, !935, !DIExpression(), !954)
  %73 = getelementptr inbounds i8, ptr %16, i64 136, !dbg !955
  %74 = load i64, ptr %73, align 8, !dbg !955
  %75 = select i1 %62, i64 %74, i64 0, !dbg !955
    #dbg_value(i64 poison, !935, !DIExpression(), !954)
  %76 = add i64 %72, 3, !dbg !955
  %77 = add i64 %76, %75, !dbg !956
  br label %79

78:                                               ; preds = %65
  br label %79, !dbg !957

79:                                               ; preds = %78, %70, %67, %66, %65
  %80 = phi i64 [ 1, %66 ], [ 0, %78 ], [ %49, %65 ], [ %77, %70 ], [ %49, %67 ], !dbg !937
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %10) #5, !dbg !958
    #dbg_value(i64 %80, !908, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !909)
  %81 = getelementptr inbounds i8, ptr %31, i64 2064, !dbg !959
  %82 = getelementptr inbounds i8, ptr %16, i64 144, !dbg !960
    #dbg_value(ptr %57, !961, !DIExpression(), !980)
    #dbg_value(ptr %53, !970, !DIExpression(), !980)
    #dbg_value(ptr %55, !971, !DIExpression(), !980)
    #dbg_value(i64 %42, !972, !DIExpression(), !980)
    #dbg_value(ptr %81, !973, !DIExpression(), !980)
    #dbg_value(ptr %82, !974, !DIExpression(), !980)
    #dbg_value(ptr %34, !975, !DIExpression(), !980)
    #dbg_value(i64 %35, !976, !DIExpression(), !980)
    #dbg_value(i32 1, !977, !DIExpression(), !980)
    #dbg_value(i64 3, !978, !DIExpression(), !980)
    #dbg_value(i64 0, !979, !DIExpression(), !980)
  %83 = getelementptr inbounds i8, ptr %16, i64 148, !dbg !982
  %84 = load i32, ptr %83, align 4, !dbg !982, !tbaa !983
    #dbg_assign(i1 undef, !984, !DIExpression(), !700, ptr %9, !DIExpression(), !1010)
    #dbg_value(i32 %84, !994, !DIExpression(), !1010)
    #dbg_value(ptr %57, !995, !DIExpression(), !1010)
    #dbg_value(i32 31, !996, !DIExpression(), !1010)
    #dbg_value(i64 %42, !997, !DIExpression(), !1010)
    #dbg_value(ptr %81, !998, !DIExpression(), !1010)
    #dbg_value(ptr null, !999, !DIExpression(), !1010)
    #dbg_value(ptr @OF_defaultNorm, !1000, !DIExpression(), !1010)
    #dbg_value(i32 5, !1001, !DIExpression(), !1010)
    #dbg_value(i32 28, !1002, !DIExpression(), !1010)
    #dbg_value(ptr %34, !1003, !DIExpression(), !1010)
    #dbg_value(i64 %35, !1004, !DIExpression(), !1010)
    #dbg_value(ptr %34, !1005, !DIExpression(), !1010)
    #dbg_value(ptr %57, !1006, !DIExpression(), !1010)
    #dbg_value(ptr %57, !1007, !DIExpression(), !1010)
  %85 = getelementptr inbounds i8, ptr %57, i64 %42, !dbg !1012
    #dbg_value(ptr %85, !1008, !DIExpression(), !1010)
    #dbg_value(i64 0, !1009, !DIExpression(), !1010)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %9) #5, !dbg !1013
  store i32 31, ptr %9, align 4, !dbg !1014, !tbaa !941, !DIAssignID !1015
    #dbg_assign(i32 31, !984, !DIExpression(), !1015, ptr %9, !DIExpression(), !1010)
  %86 = call i64 @HIST_countFast_wksp(ptr noundef %34, ptr noundef nonnull %9, ptr noundef %57, i64 noundef %42, ptr noundef %34, i64 noundef %35) #5, !dbg !1016
  switch i32 %84, label %92 [
    i32 0, label %87
    i32 1, label %101
  ], !dbg !1017

87:                                               ; preds = %79
  %88 = load i32, ptr %9, align 4, !dbg !1018, !tbaa !941
  %89 = icmp ugt i32 %88, 28, !dbg !1021
  br i1 %89, label %104, label %90, !dbg !1018

90:                                               ; preds = %87
  %91 = call i64 @ZSTD_crossEntropyCost(ptr noundef nonnull @OF_defaultNorm, i32 noundef 5, ptr noundef %34, i32 noundef %88) #5, !dbg !1022
  br label %98, !dbg !1018

92:                                               ; preds = %79
  %93 = and i32 %84, -2, !dbg !1023
  %94 = icmp eq i32 %93, 2, !dbg !1023
  br i1 %94, label %95, label %101, !dbg !1023

95:                                               ; preds = %92
  %96 = load i32, ptr %9, align 4, !dbg !1026, !tbaa !941
  %97 = call i64 @ZSTD_fseBitCost(ptr noundef nonnull %81, ptr noundef %34, i32 noundef %96) #5, !dbg !1028
    #dbg_value(i64 %97, !1009, !DIExpression(), !1010)
  br label %98, !dbg !1029

98:                                               ; preds = %95, %90
  %99 = phi i64 [ %97, %95 ], [ %91, %90 ], !dbg !1010
    #dbg_value(i64 %99, !1009, !DIExpression(), !1010)
    #dbg_value(i64 %99, !849, !DIExpression(), !1030)
  %100 = icmp ult i64 %99, -119, !dbg !1033
  br i1 %100, label %101, label %104, !dbg !1034

101:                                              ; preds = %98, %92, %79
  %102 = phi i64 [ %99, %98 ], [ 0, %92 ], [ 0, %79 ]
    #dbg_value(i64 %102, !1009, !DIExpression(), !1010)
    #dbg_value(ptr %57, !1006, !DIExpression(), !1010)
  %103 = icmp sgt i64 %42, 0, !dbg !1035
  br i1 %103, label %106, label %114, !dbg !1036

104:                                              ; preds = %98, %87
  %105 = mul i64 %42, 10, !dbg !1037
  br label %117, !dbg !1038

106:                                              ; preds = %101, %106
  %107 = phi i64 [ %111, %106 ], [ %102, %101 ]
  %108 = phi ptr [ %112, %106 ], [ %57, %101 ]
    #dbg_value(i64 %107, !1009, !DIExpression(), !1010)
    #dbg_value(ptr %108, !1006, !DIExpression(), !1010)
  %109 = load i8, ptr %108, align 1, !dbg !1039, !tbaa !1042
  %110 = zext i8 %109 to i64, !dbg !1039
  %111 = add i64 %107, %110, !dbg !1039
    #dbg_value(i64 %111, !1009, !DIExpression(), !1010)
  %112 = getelementptr inbounds i8, ptr %108, i64 1, !dbg !1043
    #dbg_value(ptr %112, !1006, !DIExpression(), !1010)
  %113 = icmp ult ptr %112, %85, !dbg !1035
  br i1 %113, label %106, label %114, !dbg !1036, !llvm.loop !1044

114:                                              ; preds = %106, %101
  %115 = phi i64 [ %102, %101 ], [ %111, %106 ], !dbg !1010
  %116 = lshr i64 %115, 3, !dbg !1047
  br label %117, !dbg !1048

117:                                              ; preds = %114, %104
  %118 = phi i64 [ %105, %104 ], [ %116, %114 ], !dbg !1010
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %9) #5, !dbg !1049
    #dbg_value(i64 %118, !979, !DIExpression(), !980)
  %119 = load i32, ptr %82, align 8, !dbg !1050, !tbaa !1051
  %120 = getelementptr inbounds i8, ptr %31, i64 4288, !dbg !1052
    #dbg_assign(i1 undef, !984, !DIExpression(), !699, ptr %8, !DIExpression(), !1053)
    #dbg_value(i32 %119, !994, !DIExpression(), !1053)
    #dbg_value(ptr %53, !995, !DIExpression(), !1053)
    #dbg_value(i32 35, !996, !DIExpression(), !1053)
    #dbg_value(i64 %42, !997, !DIExpression(), !1053)
    #dbg_value(ptr %120, !998, !DIExpression(), !1053)
    #dbg_value(ptr @LL_bits, !999, !DIExpression(), !1053)
    #dbg_value(ptr @LL_defaultNorm, !1000, !DIExpression(), !1053)
    #dbg_value(i32 6, !1001, !DIExpression(), !1053)
    #dbg_value(i32 35, !1002, !DIExpression(), !1053)
    #dbg_value(ptr %34, !1003, !DIExpression(), !1053)
    #dbg_value(i64 %35, !1004, !DIExpression(), !1053)
    #dbg_value(ptr %34, !1005, !DIExpression(), !1053)
    #dbg_value(ptr %53, !1006, !DIExpression(), !1053)
    #dbg_value(ptr %53, !1007, !DIExpression(), !1053)
  %121 = getelementptr inbounds i8, ptr %53, i64 %42, !dbg !1055
    #dbg_value(ptr %121, !1008, !DIExpression(), !1053)
    #dbg_value(i64 0, !1009, !DIExpression(), !1053)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %8) #5, !dbg !1056
  store i32 35, ptr %8, align 4, !dbg !1057, !tbaa !941, !DIAssignID !1058
    #dbg_assign(i32 35, !984, !DIExpression(), !1058, ptr %8, !DIExpression(), !1053)
  %122 = call i64 @HIST_countFast_wksp(ptr noundef %34, ptr noundef nonnull %8, ptr noundef %53, i64 noundef %42, ptr noundef %34, i64 noundef %35) #5, !dbg !1059
  switch i32 %119, label %128 [
    i32 0, label %123
    i32 1, label %137
  ], !dbg !1060

123:                                              ; preds = %117
  %124 = load i32, ptr %8, align 4, !dbg !1061, !tbaa !941
  %125 = icmp ugt i32 %124, 35, !dbg !1062
  br i1 %125, label %140, label %126, !dbg !1061

126:                                              ; preds = %123
  %127 = call i64 @ZSTD_crossEntropyCost(ptr noundef nonnull @LL_defaultNorm, i32 noundef 6, ptr noundef %34, i32 noundef %124) #5, !dbg !1063
  br label %134, !dbg !1061

128:                                              ; preds = %117
  %129 = and i32 %119, -2, !dbg !1064
  %130 = icmp eq i32 %129, 2, !dbg !1064
  br i1 %130, label %131, label %137, !dbg !1064

131:                                              ; preds = %128
  %132 = load i32, ptr %8, align 4, !dbg !1065, !tbaa !941
  %133 = call i64 @ZSTD_fseBitCost(ptr noundef nonnull %120, ptr noundef %34, i32 noundef %132) #5, !dbg !1066
    #dbg_value(i64 %133, !1009, !DIExpression(), !1053)
  br label %134, !dbg !1067

134:                                              ; preds = %131, %126
  %135 = phi i64 [ %133, %131 ], [ %127, %126 ], !dbg !1053
    #dbg_value(i64 %135, !1009, !DIExpression(), !1053)
    #dbg_value(i64 %135, !849, !DIExpression(), !1068)
  %136 = icmp ult i64 %135, -119, !dbg !1070
  br i1 %136, label %137, label %140, !dbg !1071

137:                                              ; preds = %134, %128, %117
  %138 = phi i64 [ %135, %134 ], [ 0, %128 ], [ 0, %117 ]
    #dbg_value(i64 %138, !1009, !DIExpression(), !1053)
    #dbg_value(ptr %53, !1006, !DIExpression(), !1053)
  %139 = icmp sgt i64 %42, 0, !dbg !1072
  br i1 %139, label %142, label %153, !dbg !1073

140:                                              ; preds = %134, %123
  %141 = mul i64 %42, 10, !dbg !1074
  br label %156, !dbg !1075

142:                                              ; preds = %137, %142
  %143 = phi i64 [ %150, %142 ], [ %138, %137 ]
  %144 = phi ptr [ %151, %142 ], [ %53, %137 ]
    #dbg_value(i64 %143, !1009, !DIExpression(), !1053)
    #dbg_value(ptr %144, !1006, !DIExpression(), !1053)
  %145 = load i8, ptr %144, align 1, !dbg !1076, !tbaa !1042
  %146 = zext i8 %145 to i64, !dbg !1077
  %147 = getelementptr inbounds i8, ptr @LL_bits, i64 %146, !dbg !1077
    #dbg_value(!DIArgList(i64 poison, i8 poison), !1009, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_plus, DW_OP_stack_value), !1053)
  %148 = load i8, ptr %147, align 1, !dbg !1078, !tbaa !1042
  %149 = zext i8 %148 to i64, !dbg !1078
  %150 = add i64 %143, %149, !dbg !1078
    #dbg_value(i64 %150, !1009, !DIExpression(), !1053)
  %151 = getelementptr inbounds i8, ptr %144, i64 1, !dbg !1079
    #dbg_value(ptr %151, !1006, !DIExpression(), !1053)
  %152 = icmp ult ptr %151, %121, !dbg !1072
  br i1 %152, label %142, label %153, !dbg !1073, !llvm.loop !1080

153:                                              ; preds = %142, %137
  %154 = phi i64 [ %138, %137 ], [ %150, %142 ], !dbg !1053
  %155 = lshr i64 %154, 3, !dbg !1082
  br label %156, !dbg !1083

156:                                              ; preds = %153, %140
  %157 = phi i64 [ %141, %140 ], [ %155, %153 ], !dbg !1053
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %8) #5, !dbg !1084
    #dbg_value(!DIArgList(i64 %118, i64 %157), !979, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !980)
  %158 = getelementptr inbounds i8, ptr %16, i64 152, !dbg !1085
  %159 = load i32, ptr %158, align 8, !dbg !1085, !tbaa !1086
  %160 = getelementptr inbounds i8, ptr %31, i64 2836, !dbg !1087
    #dbg_assign(i1 undef, !984, !DIExpression(), !698, ptr %7, !DIExpression(), !1088)
    #dbg_value(i32 %159, !994, !DIExpression(), !1088)
    #dbg_value(ptr %55, !995, !DIExpression(), !1088)
    #dbg_value(i32 52, !996, !DIExpression(), !1088)
    #dbg_value(i64 %42, !997, !DIExpression(), !1088)
    #dbg_value(ptr %160, !998, !DIExpression(), !1088)
    #dbg_value(ptr @ML_bits, !999, !DIExpression(), !1088)
    #dbg_value(ptr @ML_defaultNorm, !1000, !DIExpression(), !1088)
    #dbg_value(i32 6, !1001, !DIExpression(), !1088)
    #dbg_value(i32 52, !1002, !DIExpression(), !1088)
    #dbg_value(ptr %34, !1003, !DIExpression(), !1088)
    #dbg_value(i64 %35, !1004, !DIExpression(), !1088)
    #dbg_value(ptr %34, !1005, !DIExpression(), !1088)
    #dbg_value(ptr %55, !1006, !DIExpression(), !1088)
    #dbg_value(ptr %55, !1007, !DIExpression(), !1088)
  %161 = getelementptr inbounds i8, ptr %55, i64 %42, !dbg !1090
    #dbg_value(ptr %161, !1008, !DIExpression(), !1088)
    #dbg_value(i64 0, !1009, !DIExpression(), !1088)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %7) #5, !dbg !1091
  store i32 52, ptr %7, align 4, !dbg !1092, !tbaa !941, !DIAssignID !1093
    #dbg_assign(i32 52, !984, !DIExpression(), !1093, ptr %7, !DIExpression(), !1088)
  %162 = call i64 @HIST_countFast_wksp(ptr noundef %34, ptr noundef nonnull %7, ptr noundef %55, i64 noundef %42, ptr noundef %34, i64 noundef %35) #5, !dbg !1094
  switch i32 %159, label %168 [
    i32 0, label %163
    i32 1, label %177
  ], !dbg !1095

163:                                              ; preds = %156
  %164 = load i32, ptr %7, align 4, !dbg !1096, !tbaa !941
  %165 = icmp ugt i32 %164, 52, !dbg !1097
  br i1 %165, label %180, label %166, !dbg !1096

166:                                              ; preds = %163
  %167 = call i64 @ZSTD_crossEntropyCost(ptr noundef nonnull @ML_defaultNorm, i32 noundef 6, ptr noundef %34, i32 noundef %164) #5, !dbg !1098
  br label %174, !dbg !1096

168:                                              ; preds = %156
  %169 = and i32 %159, -2, !dbg !1099
  %170 = icmp eq i32 %169, 2, !dbg !1099
  br i1 %170, label %171, label %177, !dbg !1099

171:                                              ; preds = %168
  %172 = load i32, ptr %7, align 4, !dbg !1100, !tbaa !941
  %173 = call i64 @ZSTD_fseBitCost(ptr noundef nonnull %160, ptr noundef %34, i32 noundef %172) #5, !dbg !1101
    #dbg_value(i64 %173, !1009, !DIExpression(), !1088)
  br label %174, !dbg !1102

174:                                              ; preds = %171, %166
  %175 = phi i64 [ %173, %171 ], [ %167, %166 ], !dbg !1088
    #dbg_value(i64 %175, !1009, !DIExpression(), !1088)
    #dbg_value(i64 %175, !849, !DIExpression(), !1103)
  %176 = icmp ult i64 %175, -119, !dbg !1105
  br i1 %176, label %177, label %180, !dbg !1106

177:                                              ; preds = %174, %168, %156
  %178 = phi i64 [ %175, %174 ], [ 0, %168 ], [ 0, %156 ]
    #dbg_value(i64 %178, !1009, !DIExpression(), !1088)
    #dbg_value(ptr %55, !1006, !DIExpression(), !1088)
  %179 = icmp sgt i64 %42, 0, !dbg !1107
  br i1 %179, label %182, label %193, !dbg !1108

180:                                              ; preds = %174, %163
  %181 = mul i64 %42, 10, !dbg !1109
  br label %196, !dbg !1110

182:                                              ; preds = %177, %182
  %183 = phi i64 [ %190, %182 ], [ %178, %177 ]
  %184 = phi ptr [ %191, %182 ], [ %55, %177 ]
    #dbg_value(i64 %183, !1009, !DIExpression(), !1088)
    #dbg_value(ptr %184, !1006, !DIExpression(), !1088)
  %185 = load i8, ptr %184, align 1, !dbg !1111, !tbaa !1042
  %186 = zext i8 %185 to i64, !dbg !1112
  %187 = getelementptr inbounds i8, ptr @ML_bits, i64 %186, !dbg !1112
    #dbg_value(!DIArgList(i64 poison, i8 poison), !1009, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_plus, DW_OP_stack_value), !1088)
  %188 = load i8, ptr %187, align 1, !dbg !1113, !tbaa !1042
  %189 = zext i8 %188 to i64, !dbg !1113
  %190 = add i64 %183, %189, !dbg !1113
    #dbg_value(i64 %190, !1009, !DIExpression(), !1088)
  %191 = getelementptr inbounds i8, ptr %184, i64 1, !dbg !1114
    #dbg_value(ptr %191, !1006, !DIExpression(), !1088)
  %192 = icmp ult ptr %191, %161, !dbg !1107
  br i1 %192, label %182, label %193, !dbg !1108, !llvm.loop !1115

193:                                              ; preds = %182, %177
  %194 = phi i64 [ %178, %177 ], [ %190, %182 ], !dbg !1088
  %195 = lshr i64 %194, 3, !dbg !1117
  br label %196, !dbg !1118

196:                                              ; preds = %193, %180
  %197 = phi i64 [ %181, %180 ], [ %195, %193 ], !dbg !1088
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %7) #5, !dbg !1119
    #dbg_value(i64 poison, !979, !DIExpression(), !980)
  %198 = getelementptr inbounds i8, ptr %16, i64 296, !dbg !1120
  %199 = load i64, ptr %198, align 8, !dbg !1120, !tbaa !1122
    #dbg_value(i64 poison, !908, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !909)
  %200 = add i64 %80, 6, !dbg !1123
  %201 = add i64 %200, %118, !dbg !1124
  %202 = add i64 %201, %157, !dbg !1125
  %203 = add i64 %202, %197, !dbg !1126
  %204 = add i64 %203, %199, !dbg !1127
    #dbg_value(i64 %204, !908, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !909)
    #dbg_value(i64 %80, !761, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1128)
    #dbg_value(i64 %204, !761, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1128)
  %205 = icmp eq ptr %46, %44, !dbg !1129
  br i1 %205, label %209, label %206, !dbg !1129

206:                                              ; preds = %196
  %207 = shl i64 %80, 8, !dbg !1130
  %208 = udiv i64 %207, %49, !dbg !1131
  br label %209, !dbg !1129

209:                                              ; preds = %206, %196
  %210 = phi i64 [ %208, %206 ], [ 256, %196 ], !dbg !1129
    #dbg_value(i64 %210, !768, !DIExpression(), !1128)
  %211 = sub i64 %204, %80, !dbg !1132
  %212 = shl i64 %211, 8, !dbg !1133
  %213 = udiv i64 %212, %42, !dbg !1134
    #dbg_value(i64 %213, !769, !DIExpression(), !1128)
  %214 = lshr i64 %60, 1, !dbg !1135
  %215 = add i64 %204, %214, !dbg !1135
  %216 = udiv i64 %215, %60, !dbg !1135
  %217 = call i64 @llvm.umax.i64(i64 %216, i64 1), !dbg !1135
    #dbg_value(i64 %217, !770, !DIExpression(), !1128)
    #dbg_value(i64 0, !773, !DIExpression(), !1128)
  %218 = shl i64 %204, 8, !dbg !1136
  %219 = udiv i64 %218, %217, !dbg !1137
    #dbg_value(i64 %219, !772, !DIExpression(), !1128)
  %220 = icmp ugt i64 %204, %4, !dbg !1138
  br i1 %220, label %732, label %221, !dbg !1140

221:                                              ; preds = %209
  %222 = add nsw i64 %217, -1
    #dbg_value(ptr %36, !741, !DIExpression(), !866)
    #dbg_value(ptr %44, !746, !DIExpression(), !866)
    #dbg_value(ptr %3, !748, !DIExpression(), !866)
    #dbg_value(ptr %1, !753, !DIExpression(), !866)
    #dbg_value(ptr %53, !754, !DIExpression(), !866)
    #dbg_value(ptr %55, !755, !DIExpression(), !866)
    #dbg_value(ptr %57, !756, !DIExpression(), !866)
    #dbg_value(i32 %63, !759, !DIExpression(), !866)
    #dbg_value(i32 1, !760, !DIExpression(), !866)
    #dbg_value(i64 0, !771, !DIExpression(), !1128)
    #dbg_value(i64 0, !773, !DIExpression(), !1128)
  %223 = icmp eq i64 %222, 0, !dbg !1141
  br i1 %223, label %495, label %224, !dbg !1142

224:                                              ; preds = %221
  %225 = getelementptr inbounds i8, ptr %0, i64 1052
  %226 = getelementptr inbounds i8, ptr %0, i64 1048
  %227 = ptrtoint ptr %51 to i64
  br label %228, !dbg !1142

228:                                              ; preds = %466, %224
  %229 = phi ptr [ %36, %224 ], [ %475, %466 ]
  %230 = phi ptr [ %44, %224 ], [ %474, %466 ]
  %231 = phi ptr [ %3, %224 ], [ %473, %466 ]
  %232 = phi ptr [ %1, %224 ], [ %472, %466 ]
  %233 = phi ptr [ %53, %224 ], [ %471, %466 ]
  %234 = phi ptr [ %55, %224 ], [ %470, %466 ]
  %235 = phi ptr [ %57, %224 ], [ %469, %466 ]
  %236 = phi i32 [ %63, %224 ], [ %468, %466 ]
  %237 = phi i32 [ 1, %224 ], [ %467, %466 ]
  %238 = phi i64 [ 0, %224 ], [ %476, %466 ]
    #dbg_value(ptr %229, !741, !DIExpression(), !866)
    #dbg_value(ptr %230, !746, !DIExpression(), !866)
    #dbg_value(ptr %231, !748, !DIExpression(), !866)
    #dbg_value(ptr %232, !753, !DIExpression(), !866)
    #dbg_value(ptr %233, !754, !DIExpression(), !866)
    #dbg_value(ptr %234, !755, !DIExpression(), !866)
    #dbg_value(ptr %235, !756, !DIExpression(), !866)
    #dbg_value(i32 %236, !759, !DIExpression(), !866)
    #dbg_value(i32 %237, !760, !DIExpression(), !866)
    #dbg_value(i64 %238, !771, !DIExpression(), !1128)
  %239 = ptrtoint ptr %229 to i64, !dbg !1143
  %240 = sub i64 %39, %239, !dbg !1143
  %241 = ashr exact i64 %240, 3, !dbg !1143
  %242 = icmp eq i64 %238, 0, !dbg !1144
    #dbg_value(ptr %229, !1145, !DIExpression(), !1163)
    #dbg_value(i64 %241, !1150, !DIExpression(), !1163)
    #dbg_value(i64 %219, !1151, !DIExpression(), !1163)
    #dbg_value(i64 %210, !1152, !DIExpression(), !1163)
    #dbg_value(i64 %213, !1153, !DIExpression(), !1163)
    #dbg_value(i64 0, !1156, !DIExpression(), !1163)
    #dbg_value(i64 0, !1157, !DIExpression(), !1163)
    #dbg_value(i1 %242, !1154, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_stack_value), !1163)
  %243 = select i1 %242, i64 30720, i64 0, !dbg !1165
    #dbg_value(i64 %243, !1158, !DIExpression(), !1163)
    #dbg_value(i64 %243, !1156, !DIExpression(), !1163)
  %244 = getelementptr inbounds i8, ptr %229, i64 4, !dbg !1166
  %245 = load i16, ptr %244, align 4, !dbg !1166, !tbaa !1167
  %246 = zext i16 %245 to i64, !dbg !1170
  %247 = mul i64 %210, %246, !dbg !1171
  %248 = add i64 %243, %213, !dbg !1172
  %249 = add i64 %248, %247, !dbg !1173
    #dbg_value(i64 %249, !1156, !DIExpression(), !1163)
  %250 = icmp ule i64 %249, %219, !dbg !1174
    #dbg_value(!DIArgList(i64 poison, i16 poison), !1157, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_plus, DW_OP_stack_value), !1163)
    #dbg_value(i64 1, !1155, !DIExpression(), !1163)
  %251 = icmp ugt i64 %241, 1
  %252 = and i1 %251, %250, !dbg !1176
  br i1 %252, label %253, label %283, !dbg !1176

253:                                              ; preds = %228
  %254 = add nuw nsw i64 %246, 3, !dbg !1177
  %255 = getelementptr inbounds i8, ptr %229, i64 6, !dbg !1178
  %256 = load i16, ptr %255, align 2, !dbg !1178, !tbaa !1179
    #dbg_value(!DIArgList(i64 %254, i16 %256), !1157, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_plus, DW_OP_stack_value), !1163)
  %257 = zext i16 %256 to i64, !dbg !1180
    #dbg_value(!DIArgList(i64 %254, i64 %257), !1157, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !1163)
  %258 = add nuw nsw i64 %254, %257, !dbg !1181
    #dbg_value(i64 %258, !1157, !DIExpression(), !1163)
  br label %259, !dbg !1182

259:                                              ; preds = %280, %253
  %260 = phi i64 [ %281, %280 ], [ 1, %253 ]
  %261 = phi i64 [ %275, %280 ], [ %258, %253 ]
  %262 = phi i64 [ %269, %280 ], [ %249, %253 ]
    #dbg_value(i64 %260, !1155, !DIExpression(), !1163)
    #dbg_value(i64 %261, !1157, !DIExpression(), !1163)
    #dbg_value(i64 %262, !1156, !DIExpression(), !1163)
  %263 = getelementptr inbounds %struct.SeqDef_s, ptr %229, i64 %260, !dbg !1183
  %264 = getelementptr inbounds i8, ptr %263, i64 4, !dbg !1184
  %265 = load i16, ptr %264, align 4, !dbg !1184, !tbaa !1167
  %266 = zext i16 %265 to i64, !dbg !1183
  %267 = mul i64 %210, %266, !dbg !1185
    #dbg_value(i64 poison, !1159, !DIExpression(), !1186)
  %268 = add i64 %262, %213, !dbg !1187
  %269 = add i64 %268, %267, !dbg !1188
    #dbg_value(i64 %269, !1156, !DIExpression(), !1163)
  %270 = getelementptr inbounds i8, ptr %263, i64 6, !dbg !1189
  %271 = load i16, ptr %270, align 2, !dbg !1189, !tbaa !1179
  %272 = zext i16 %271 to i64, !dbg !1190
  %273 = add i64 %261, 3, !dbg !1191
  %274 = add i64 %273, %266, !dbg !1192
  %275 = add i64 %274, %272, !dbg !1193
    #dbg_value(i64 %275, !1157, !DIExpression(), !1163)
  %276 = icmp ugt i64 %269, %219, !dbg !1194
  %277 = shl i64 %275, 8
  %278 = icmp ult i64 %269, %277
  %279 = select i1 %276, i1 %278, i1 false, !dbg !1196
  br i1 %279, label %283, label %280

280:                                              ; preds = %259
  %281 = add nuw i64 %260, 1, !dbg !1197
    #dbg_value(i64 %281, !1155, !DIExpression(), !1163)
    #dbg_value(i64 %275, !1157, !DIExpression(), !1163)
    #dbg_value(i64 %269, !1156, !DIExpression(), !1163)
  %282 = icmp eq i64 %281, %241, !dbg !1198
  br i1 %282, label %283, label %259, !dbg !1182, !llvm.loop !1199

283:                                              ; preds = %280, %259, %228
  %284 = phi i64 [ 1, %228 ], [ %241, %280 ], [ %260, %259 ], !dbg !1163
    #dbg_value(i64 %284, !774, !DIExpression(), !1201)
  %285 = getelementptr inbounds %struct.SeqDef_s, ptr %229, i64 %284, !dbg !1202
  %286 = icmp eq ptr %285, %38, !dbg !1204
  br i1 %286, label %482, label %287, !dbg !1205

287:                                              ; preds = %283
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %11) #5, !dbg !1206
  store i32 0, ptr %11, align 4, !dbg !1207, !tbaa !941, !DIAssignID !1208
    #dbg_assign(i32 0, !703, !DIExpression(), !1208, ptr %11, !DIExpression(), !804)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %12) #5, !dbg !1209
  store i32 0, ptr %12, align 4, !dbg !1210, !tbaa !941, !DIAssignID !1211
    #dbg_assign(i32 0, !775, !DIExpression(), !1211, ptr %12, !DIExpression(), !804)
    #dbg_value(ptr %17, !1212, !DIExpression(), !1221)
    #dbg_value(ptr %229, !1217, !DIExpression(), !1221)
    #dbg_value(i64 %284, !1218, !DIExpression(), !1221)
    #dbg_value(i64 0, !1220, !DIExpression(), !1221)
    #dbg_value(i64 0, !1219, !DIExpression(), !1221)
  %288 = load i32, ptr %225, align 4, !tbaa !1223
  %289 = load ptr, ptr %17, align 8, !tbaa !868
  %290 = ptrtoint ptr %289 to i64
  %291 = add i64 %284, -1, !dbg !1224
  %292 = and i64 %284, 1, !dbg !1224
  %293 = icmp eq i64 %291, 0, !dbg !1224
  br i1 %293, label %340, label %294, !dbg !1224

294:                                              ; preds = %287
  %295 = and i64 %284, -2, !dbg !1224
  br label %296, !dbg !1224

296:                                              ; preds = %333, %294
  %297 = phi i64 [ 0, %294 ], [ %337, %333 ]
  %298 = phi i64 [ 0, %294 ], [ %336, %333 ]
  %299 = phi i64 [ 0, %294 ], [ %338, %333 ]
    #dbg_value(i64 %297, !1219, !DIExpression(), !1221)
    #dbg_value(i64 %298, !1220, !DIExpression(), !1221)
  %300 = getelementptr inbounds %struct.SeqDef_s, ptr %229, i64 %297, !dbg !1226
    #dbg_value(ptr %17, !1229, !DIExpression(), !1241)
    #dbg_value(ptr %300, !1239, !DIExpression(), !1241)
  %301 = getelementptr inbounds i8, ptr %300, i64 4, !dbg !1243
  %302 = load i16, ptr %301, align 4, !dbg !1243, !tbaa !1167
  %303 = zext i16 %302 to i32, !dbg !1244
    #dbg_value(i32 %303, !1240, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !1241)
    #dbg_value(i16 poison, !1240, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus_uconst, 3, DW_OP_stack_value, DW_OP_LLVM_fragment, 32, 32), !1241)
  %304 = ptrtoint ptr %300 to i64, !dbg !1245
  %305 = sub i64 %304, %290, !dbg !1245
  %306 = lshr exact i64 %305, 3, !dbg !1245
  %307 = trunc i64 %306 to i32, !dbg !1247
  %308 = icmp eq i32 %288, %307, !dbg !1248
  br i1 %308, label %309, label %314, !dbg !1249

309:                                              ; preds = %296
  %310 = load i32, ptr %226, align 8, !dbg !1250, !tbaa !1253
  %311 = icmp eq i32 %310, 1, !dbg !1254
  %312 = or disjoint i32 %303, 65536
  %313 = select i1 %311, i32 %312, i32 %303, !dbg !1255
    #dbg_value(i32 %313, !1240, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !1241)
  br label %314, !dbg !1256

314:                                              ; preds = %309, %296
  %315 = phi i32 [ %303, %296 ], [ %313, %309 ], !dbg !1241
    #dbg_value(i32 poison, !1240, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !1241)
    #dbg_value(i32 %315, !1240, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !1241)
  %316 = zext nneg i32 %315 to i64, !dbg !1257
  %317 = add i64 %298, %316, !dbg !1258
    #dbg_value(i64 %317, !1220, !DIExpression(), !1221)
  %318 = or disjoint i64 %297, 1, !dbg !1259
    #dbg_value(i64 %318, !1219, !DIExpression(), !1221)
  %319 = getelementptr inbounds %struct.SeqDef_s, ptr %229, i64 %318, !dbg !1226
    #dbg_value(ptr %17, !1229, !DIExpression(), !1241)
    #dbg_value(ptr %319, !1239, !DIExpression(), !1241)
  %320 = getelementptr inbounds i8, ptr %319, i64 4, !dbg !1243
  %321 = load i16, ptr %320, align 4, !dbg !1243, !tbaa !1167
  %322 = zext i16 %321 to i32, !dbg !1244
    #dbg_value(i32 %322, !1240, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !1241)
    #dbg_value(i16 poison, !1240, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus_uconst, 3, DW_OP_stack_value, DW_OP_LLVM_fragment, 32, 32), !1241)
  %323 = ptrtoint ptr %319 to i64, !dbg !1245
  %324 = sub i64 %323, %290, !dbg !1245
  %325 = lshr exact i64 %324, 3, !dbg !1245
  %326 = trunc i64 %325 to i32, !dbg !1247
  %327 = icmp eq i32 %288, %326, !dbg !1248
  br i1 %327, label %328, label %333, !dbg !1249

328:                                              ; preds = %314
  %329 = load i32, ptr %226, align 8, !dbg !1250, !tbaa !1253
  %330 = icmp eq i32 %329, 1, !dbg !1254
  %331 = or disjoint i32 %322, 65536
  %332 = select i1 %330, i32 %331, i32 %322, !dbg !1255
    #dbg_value(i32 %332, !1240, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !1241)
  br label %333, !dbg !1256

333:                                              ; preds = %328, %314
  %334 = phi i32 [ %322, %314 ], [ %332, %328 ], !dbg !1241
    #dbg_value(i32 poison, !1240, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !1241)
    #dbg_value(i32 %334, !1240, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !1241)
  %335 = zext nneg i32 %334 to i64, !dbg !1257
  %336 = add i64 %317, %335, !dbg !1258
    #dbg_value(i64 %336, !1220, !DIExpression(), !1221)
  %337 = add nuw i64 %297, 2, !dbg !1259
    #dbg_value(i64 %337, !1219, !DIExpression(), !1221)
  %338 = add i64 %299, 2, !dbg !1224
  %339 = icmp eq i64 %338, %295, !dbg !1224
  br i1 %339, label %340, label %296, !dbg !1224, !llvm.loop !1260

340:                                              ; preds = %333, %287
  %341 = phi i64 [ poison, %287 ], [ %336, %333 ]
  %342 = phi i64 [ 0, %287 ], [ %337, %333 ]
  %343 = phi i64 [ 0, %287 ], [ %336, %333 ]
  %344 = icmp eq i64 %292, 0, !dbg !1249
  br i1 %344, label %364, label %345, !dbg !1249

345:                                              ; preds = %340
    #dbg_value(i64 %342, !1219, !DIExpression(), !1221)
    #dbg_value(i64 %343, !1220, !DIExpression(), !1221)
  %346 = getelementptr inbounds %struct.SeqDef_s, ptr %229, i64 %342, !dbg !1226
    #dbg_value(ptr %17, !1229, !DIExpression(), !1241)
    #dbg_value(ptr %346, !1239, !DIExpression(), !1241)
  %347 = getelementptr inbounds i8, ptr %346, i64 4, !dbg !1243
  %348 = load i16, ptr %347, align 4, !dbg !1243, !tbaa !1167
  %349 = zext i16 %348 to i32, !dbg !1244
    #dbg_value(i32 %349, !1240, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !1241)
    #dbg_value(i16 poison, !1240, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus_uconst, 3, DW_OP_stack_value, DW_OP_LLVM_fragment, 32, 32), !1241)
  %350 = ptrtoint ptr %346 to i64, !dbg !1245
  %351 = sub i64 %350, %290, !dbg !1245
  %352 = lshr exact i64 %351, 3, !dbg !1245
  %353 = trunc i64 %352 to i32, !dbg !1247
  %354 = icmp eq i32 %288, %353, !dbg !1248
  br i1 %354, label %355, label %360, !dbg !1249

355:                                              ; preds = %345
  %356 = load i32, ptr %226, align 8, !dbg !1250, !tbaa !1253
  %357 = icmp eq i32 %356, 1, !dbg !1254
  %358 = or disjoint i32 %349, 65536
  %359 = select i1 %357, i32 %358, i32 %349, !dbg !1255
    #dbg_value(i32 %359, !1240, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !1241)
  br label %360, !dbg !1256

360:                                              ; preds = %355, %345
  %361 = phi i32 [ %349, %345 ], [ %359, %355 ], !dbg !1241
    #dbg_value(i32 poison, !1240, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !1241)
    #dbg_value(i32 %361, !1240, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !1241)
  %362 = zext nneg i32 %361 to i64, !dbg !1257
  %363 = add i64 %343, %362, !dbg !1258
    #dbg_value(i64 %363, !1220, !DIExpression(), !1221)
    #dbg_value(i64 %342, !1219, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !1221)
  br label %364, !dbg !1262

364:                                              ; preds = %340, %360
  %365 = phi i64 [ %341, %340 ], [ %363, %360 ], !dbg !1258
  %366 = and i64 %284, 1, !dbg !1262
  %367 = icmp eq i64 %291, 0, !dbg !1262
  br i1 %367, label %416, label %368, !dbg !1262

368:                                              ; preds = %364
  %369 = and i64 %284, -2, !dbg !1262
  br label %370, !dbg !1262

370:                                              ; preds = %409, %368
  %371 = phi i64 [ 0, %368 ], [ %412, %409 ]
  %372 = phi i64 [ 0, %368 ], [ %413, %409 ]
  %373 = phi i64 [ 0, %368 ], [ %414, %409 ]
    #dbg_value(i64 %371, !1273, !DIExpression(), !1281)
    #dbg_value(i64 %372, !1275, !DIExpression(), !1281)
  %374 = getelementptr inbounds %struct.SeqDef_s, ptr %229, i64 %372, !dbg !1282
    #dbg_value(ptr %17, !1229, !DIExpression(), !1283)
    #dbg_value(ptr %374, !1239, !DIExpression(), !1283)
    #dbg_value(i16 poison, !1240, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 32), !1283)
  %375 = getelementptr inbounds i8, ptr %374, i64 6, !dbg !1285
  %376 = load i16, ptr %375, align 2, !dbg !1285, !tbaa !1179
  %377 = zext i16 %376 to i32, !dbg !1286
  %378 = add nuw nsw i32 %377, 3, !dbg !1287
    #dbg_value(i32 %378, !1240, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !1283)
  %379 = ptrtoint ptr %374 to i64, !dbg !1288
  %380 = sub i64 %379, %290, !dbg !1288
  %381 = lshr exact i64 %380, 3, !dbg !1288
  %382 = trunc i64 %381 to i32, !dbg !1289
  %383 = icmp eq i32 %288, %382, !dbg !1290
  br i1 %383, label %384, label %389, !dbg !1291

384:                                              ; preds = %370
  %385 = load i32, ptr %226, align 8, !dbg !1292, !tbaa !1253
    #dbg_value(i32 poison, !1240, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !1283)
  %386 = icmp eq i32 %385, 2, !dbg !1293
  %387 = add nuw nsw i32 %377, 65539
  %388 = select i1 %386, i32 %387, i32 %378, !dbg !1295
  br label %389, !dbg !1295

389:                                              ; preds = %384, %370
  %390 = phi i32 [ %378, %370 ], [ %388, %384 ], !dbg !1283
    #dbg_value(i32 %390, !1240, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !1283)
    #dbg_value(i32 poison, !1240, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !1283)
  %391 = zext nneg i32 %390 to i64, !dbg !1296
    #dbg_value(!DIArgList(i64 poison, i32 poison), !1276, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 32, DW_OP_shl, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_or, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 32), !1297)
    #dbg_value(!DIArgList(i64 poison, i64 poison, i32 poison), !1274, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 32, DW_OP_shl, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_or, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_plus, DW_OP_stack_value), !1281)
    #dbg_value(i64 %391, !1276, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !1297)
  %392 = add i64 %371, %391, !dbg !1298
    #dbg_value(i64 %392, !1273, !DIExpression(), !1281)
  %393 = or disjoint i64 %372, 1, !dbg !1299
    #dbg_value(i64 poison, !1274, !DIExpression(), !1281)
    #dbg_value(i64 %393, !1275, !DIExpression(), !1281)
  %394 = getelementptr inbounds %struct.SeqDef_s, ptr %229, i64 %393, !dbg !1282
    #dbg_value(ptr %17, !1229, !DIExpression(), !1283)
    #dbg_value(ptr %394, !1239, !DIExpression(), !1283)
    #dbg_value(i16 poison, !1240, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 32), !1283)
  %395 = getelementptr inbounds i8, ptr %394, i64 6, !dbg !1285
  %396 = load i16, ptr %395, align 2, !dbg !1285, !tbaa !1179
  %397 = zext i16 %396 to i32, !dbg !1286
  %398 = add nuw nsw i32 %397, 3, !dbg !1287
    #dbg_value(i32 %398, !1240, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !1283)
  %399 = ptrtoint ptr %394 to i64, !dbg !1288
  %400 = sub i64 %399, %290, !dbg !1288
  %401 = lshr exact i64 %400, 3, !dbg !1288
  %402 = trunc i64 %401 to i32, !dbg !1289
  %403 = icmp eq i32 %288, %402, !dbg !1290
  br i1 %403, label %404, label %409, !dbg !1291

404:                                              ; preds = %389
  %405 = load i32, ptr %226, align 8, !dbg !1292, !tbaa !1253
    #dbg_value(i32 poison, !1240, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !1283)
  %406 = icmp eq i32 %405, 2, !dbg !1293
  %407 = add nuw nsw i32 %397, 65539
  %408 = select i1 %406, i32 %407, i32 %398, !dbg !1295
  br label %409, !dbg !1295

409:                                              ; preds = %404, %389
  %410 = phi i32 [ %398, %389 ], [ %408, %404 ], !dbg !1283
    #dbg_value(i32 %410, !1240, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !1283)
    #dbg_value(i32 poison, !1240, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !1283)
  %411 = zext nneg i32 %410 to i64, !dbg !1296
    #dbg_value(!DIArgList(i64 poison, i32 poison), !1276, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 32, DW_OP_shl, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_or, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 32), !1297)
    #dbg_value(!DIArgList(i64 poison, i64 poison, i32 poison), !1274, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 32, DW_OP_shl, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_or, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_plus, DW_OP_stack_value), !1281)
    #dbg_value(i64 %411, !1276, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !1297)
  %412 = add i64 %392, %411, !dbg !1298
    #dbg_value(i64 %412, !1273, !DIExpression(), !1281)
  %413 = add nuw i64 %372, 2, !dbg !1299
    #dbg_value(i64 poison, !1274, !DIExpression(), !1281)
    #dbg_value(i64 %413, !1275, !DIExpression(), !1281)
  %414 = add i64 %373, 2, !dbg !1262
  %415 = icmp eq i64 %414, %369, !dbg !1262
  br i1 %415, label %416, label %370, !dbg !1262, !llvm.loop !1300

416:                                              ; preds = %409, %364
  %417 = phi i64 [ poison, %364 ], [ %412, %409 ]
  %418 = phi i64 [ 0, %364 ], [ %412, %409 ]
  %419 = phi i64 [ 0, %364 ], [ %413, %409 ]
  %420 = icmp eq i64 %366, 0, !dbg !1291
  br i1 %420, label %441, label %421, !dbg !1291

421:                                              ; preds = %416
    #dbg_value(i64 %418, !1273, !DIExpression(), !1281)
    #dbg_value(i64 %419, !1275, !DIExpression(), !1281)
  %422 = getelementptr inbounds %struct.SeqDef_s, ptr %229, i64 %419, !dbg !1282
    #dbg_value(ptr %17, !1229, !DIExpression(), !1283)
    #dbg_value(ptr %422, !1239, !DIExpression(), !1283)
    #dbg_value(i16 poison, !1240, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 32), !1283)
  %423 = getelementptr inbounds i8, ptr %422, i64 6, !dbg !1285
  %424 = load i16, ptr %423, align 2, !dbg !1285, !tbaa !1179
  %425 = zext i16 %424 to i32, !dbg !1286
  %426 = add nuw nsw i32 %425, 3, !dbg !1287
    #dbg_value(i32 %426, !1240, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !1283)
  %427 = ptrtoint ptr %422 to i64, !dbg !1288
  %428 = sub i64 %427, %290, !dbg !1288
  %429 = lshr exact i64 %428, 3, !dbg !1288
  %430 = trunc i64 %429 to i32, !dbg !1289
  %431 = icmp eq i32 %288, %430, !dbg !1290
  br i1 %431, label %432, label %437, !dbg !1291

432:                                              ; preds = %421
  %433 = load i32, ptr %226, align 8, !dbg !1292, !tbaa !1253
    #dbg_value(i32 poison, !1240, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !1283)
  %434 = icmp eq i32 %433, 2, !dbg !1293
  %435 = add nuw nsw i32 %425, 65539
  %436 = select i1 %434, i32 %435, i32 %426, !dbg !1295
  br label %437, !dbg !1295

437:                                              ; preds = %432, %421
  %438 = phi i32 [ %426, %421 ], [ %436, %432 ], !dbg !1283
    #dbg_value(i32 %438, !1240, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !1283)
    #dbg_value(i32 poison, !1240, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !1283)
  %439 = zext nneg i32 %438 to i64, !dbg !1296
    #dbg_value(!DIArgList(i64 poison, i32 poison), !1276, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 32, DW_OP_shl, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_or, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 32), !1297)
    #dbg_value(!DIArgList(i64 poison, i64 poison, i32 poison), !1274, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 32, DW_OP_shl, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_or, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_plus, DW_OP_stack_value), !1281)
    #dbg_value(i64 %439, !1276, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !1297)
  %440 = add i64 %418, %439, !dbg !1298
    #dbg_value(i64 %440, !1273, !DIExpression(), !1281)
    #dbg_value(i64 poison, !1274, !DIExpression(), !1281)
    #dbg_value(i64 %419, !1275, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !1281)
  br label %441, !dbg !1302

441:                                              ; preds = %416, %437
  %442 = phi i64 [ %417, %416 ], [ %440, %437 ], !dbg !1298
  %443 = add i64 %442, %365, !dbg !1302
    #dbg_value(i64 %443, !777, !DIExpression(), !804)
  %444 = ptrtoint ptr %232 to i64, !dbg !1303
  %445 = sub i64 %227, %444, !dbg !1303
  %446 = call fastcc i64 @ZSTD_compressSubBlock(ptr noundef %31, ptr noundef nonnull readonly %16, ptr noundef nonnull %229, i64 noundef %284, ptr noundef %230, i64 noundef %365, ptr noundef %233, ptr noundef %234, ptr noundef %235, ptr noundef nonnull readonly %22, ptr noundef %232, i64 noundef %445, i32 noundef %33, i32 noundef %236, i32 noundef %237, ptr noundef nonnull %11, ptr noundef nonnull %12, i32 noundef 0), !dbg !1304
    #dbg_value(i64 %446, !778, !DIExpression(), !804)
    #dbg_value(i64 %446, !779, !DIExpression(), !1305)
    #dbg_value(i64 %446, !849, !DIExpression(), !1306)
  %447 = icmp ult i64 %446, -119, !dbg !1309
  br i1 %447, label %448, label %465

448:                                              ; preds = %441
  %449 = icmp ne i64 %446, 0, !dbg !1310
  %450 = icmp ult i64 %446, %443
  %451 = select i1 %449, i1 %450, i1 false, !dbg !1312
  br i1 %451, label %452, label %466, !dbg !1312

452:                                              ; preds = %448
  %453 = getelementptr inbounds i8, ptr %231, i64 %443, !dbg !1313
    #dbg_value(ptr %453, !748, !DIExpression(), !866)
  %454 = getelementptr inbounds i8, ptr %230, i64 %365, !dbg !1315
    #dbg_value(ptr %454, !746, !DIExpression(), !866)
  %455 = getelementptr inbounds i8, ptr %232, i64 %446, !dbg !1316
    #dbg_value(ptr %455, !753, !DIExpression(), !866)
  %456 = getelementptr inbounds i8, ptr %233, i64 %284, !dbg !1317
    #dbg_value(ptr %456, !754, !DIExpression(), !866)
  %457 = getelementptr inbounds i8, ptr %234, i64 %284, !dbg !1318
    #dbg_value(ptr %457, !755, !DIExpression(), !866)
  %458 = getelementptr inbounds i8, ptr %235, i64 %284, !dbg !1319
    #dbg_value(ptr %458, !756, !DIExpression(), !866)
  %459 = load i32, ptr %11, align 4, !dbg !1320, !tbaa !941
  %460 = icmp eq i32 %459, 0, !dbg !1320
  %461 = select i1 %460, i32 %236, i32 0, !dbg !1322
    #dbg_value(i32 %461, !759, !DIExpression(), !866)
  %462 = load i32, ptr %12, align 4, !dbg !1323, !tbaa !941
  %463 = icmp eq i32 %462, 0, !dbg !1323
  %464 = select i1 %463, i32 %237, i32 0, !dbg !1325
    #dbg_value(i32 %464, !760, !DIExpression(), !866)
    #dbg_value(ptr %285, !741, !DIExpression(), !866)
    #dbg_value(i64 0, !773, !DIExpression(), !1128)
  br label %466, !dbg !1326

465:                                              ; preds = %441
    #dbg_value(ptr undef, !741, !DIExpression(), !866)
    #dbg_value(ptr undef, !746, !DIExpression(), !866)
    #dbg_value(ptr undef, !748, !DIExpression(), !866)
    #dbg_value(ptr undef, !753, !DIExpression(), !866)
    #dbg_value(ptr undef, !754, !DIExpression(), !866)
    #dbg_value(ptr undef, !755, !DIExpression(), !866)
    #dbg_value(ptr undef, !756, !DIExpression(), !866)
    #dbg_value(i32 undef, !759, !DIExpression(), !866)
    #dbg_value(i32 undef, !760, !DIExpression(), !866)
    #dbg_value(i64 0, !773, !DIExpression(), !1128)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %12) #5, !dbg !1327
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %11) #5, !dbg !1327
  br label %732

466:                                              ; preds = %452, %448
  %467 = phi i32 [ %237, %448 ], [ %464, %452 ]
  %468 = phi i32 [ %236, %448 ], [ %461, %452 ]
  %469 = phi ptr [ %235, %448 ], [ %458, %452 ]
  %470 = phi ptr [ %234, %448 ], [ %457, %452 ]
  %471 = phi ptr [ %233, %448 ], [ %456, %452 ]
  %472 = phi ptr [ %232, %448 ], [ %455, %452 ]
  %473 = phi ptr [ %231, %448 ], [ %453, %452 ]
  %474 = phi ptr [ %230, %448 ], [ %454, %452 ]
  %475 = phi ptr [ %229, %448 ], [ %285, %452 ]
    #dbg_value(ptr %475, !741, !DIExpression(), !866)
    #dbg_value(ptr %474, !746, !DIExpression(), !866)
    #dbg_value(ptr %473, !748, !DIExpression(), !866)
    #dbg_value(ptr %472, !753, !DIExpression(), !866)
    #dbg_value(ptr %471, !754, !DIExpression(), !866)
    #dbg_value(ptr %470, !755, !DIExpression(), !866)
    #dbg_value(ptr %469, !756, !DIExpression(), !866)
    #dbg_value(i32 %468, !759, !DIExpression(), !866)
    #dbg_value(i32 %467, !760, !DIExpression(), !866)
    #dbg_value(i64 0, !773, !DIExpression(), !1128)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %12) #5, !dbg !1327
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %11) #5, !dbg !1327
  %476 = add nuw nsw i64 %238, 1, !dbg !1328
    #dbg_value(i64 %476, !771, !DIExpression(), !1128)
  %477 = icmp eq i64 %476, %222, !dbg !1141
  br i1 %477, label %478, label %228, !dbg !1142, !llvm.loop !1329

478:                                              ; preds = %466
  %479 = ptrtoint ptr %475 to i64, !dbg !1331
  %480 = sub i64 %39, %479, !dbg !1331
  %481 = ashr exact i64 %480, 3, !dbg !1331
  br label %482, !dbg !1142

482:                                              ; preds = %283, %478
  %483 = phi i64 [ %481, %478 ], [ %241, %283 ], !dbg !1331
  %484 = phi i32 [ %467, %478 ], [ %237, %283 ]
  %485 = phi i32 [ %468, %478 ], [ %236, %283 ]
  %486 = phi ptr [ %469, %478 ], [ %235, %283 ]
  %487 = phi ptr [ %470, %478 ], [ %234, %283 ]
  %488 = phi ptr [ %471, %478 ], [ %233, %283 ]
  %489 = phi ptr [ %472, %478 ], [ %232, %283 ]
  %490 = phi ptr [ %473, %478 ], [ %231, %283 ]
  %491 = phi ptr [ %474, %478 ], [ %230, %283 ]
  %492 = phi ptr [ %475, %478 ], [ %229, %283 ]
  %493 = ptrtoint ptr %491 to i64, !dbg !1332
  %494 = sub i64 %47, %493, !dbg !1332
  br label %495, !dbg !1333

495:                                              ; preds = %482, %221, %29
  %496 = phi i64 [ %483, %482 ], [ %42, %221 ], [ %42, %29 ], !dbg !1331
  %497 = phi i64 [ %494, %482 ], [ %49, %221 ], [ %49, %29 ], !dbg !1332
  %498 = phi i32 [ %484, %482 ], [ 1, %221 ], [ 1, %29 ], !dbg !1334
  %499 = phi i32 [ %485, %482 ], [ %63, %221 ], [ %63, %29 ], !dbg !1335
  %500 = phi ptr [ %486, %482 ], [ %57, %221 ], [ %57, %29 ], !dbg !1336
  %501 = phi ptr [ %487, %482 ], [ %55, %221 ], [ %55, %29 ], !dbg !1337
  %502 = phi ptr [ %488, %482 ], [ %53, %221 ], [ %53, %29 ], !dbg !1338
  %503 = phi ptr [ %489, %482 ], [ %1, %221 ], [ %1, %29 ], !dbg !1339
  %504 = phi ptr [ %490, %482 ], [ %3, %221 ], [ %3, %29 ], !dbg !1340
  %505 = phi ptr [ %491, %482 ], [ %44, %221 ], [ %44, %29 ], !dbg !1341
  %506 = phi ptr [ %492, %482 ], [ %36, %221 ], [ %36, %29 ], !dbg !1342
    #dbg_value(ptr %506, !741, !DIExpression(), !866)
    #dbg_value(ptr %505, !746, !DIExpression(), !866)
    #dbg_value(ptr %504, !748, !DIExpression(), !866)
    #dbg_value(ptr %503, !753, !DIExpression(), !866)
    #dbg_value(ptr %502, !754, !DIExpression(), !866)
    #dbg_value(ptr %501, !755, !DIExpression(), !866)
    #dbg_value(ptr %500, !756, !DIExpression(), !866)
    #dbg_value(i32 %499, !759, !DIExpression(), !866)
    #dbg_value(i32 %498, !760, !DIExpression(), !866)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %13) #5, !dbg !1333
  store i32 0, ptr %13, align 4, !dbg !1343, !tbaa !941, !DIAssignID !1344
    #dbg_assign(i32 0, !781, !DIExpression(), !1344, ptr %13, !DIExpression(), !808)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %14) #5, !dbg !1345
  store i32 0, ptr %14, align 4, !dbg !1346, !tbaa !941, !DIAssignID !1347
    #dbg_assign(i32 0, !783, !DIExpression(), !1347, ptr %14, !DIExpression(), !808)
    #dbg_value(i64 %497, !784, !DIExpression(), !808)
    #dbg_value(i64 %496, !785, !DIExpression(), !808)
    #dbg_value(ptr %17, !1268, !DIExpression(), !1348)
    #dbg_value(ptr %506, !1269, !DIExpression(), !1348)
    #dbg_value(i64 %496, !1270, !DIExpression(), !1348)
    #dbg_value(i64 %497, !1271, !DIExpression(), !1348)
    #dbg_value(i32 1, !1272, !DIExpression(), !1348)
    #dbg_value(i64 0, !1273, !DIExpression(), !1348)
    #dbg_value(i64 0, !1275, !DIExpression(), !1348)
    #dbg_value(i64 poison, !1274, !DIExpression(), !1348)
  %507 = icmp eq ptr %38, %506, !dbg !1350
  br i1 %507, label %589, label %508, !dbg !1351

508:                                              ; preds = %495
  %509 = getelementptr inbounds i8, ptr %0, i64 1052
  %510 = load i32, ptr %509, align 4, !tbaa !1223
  %511 = load ptr, ptr %17, align 8, !tbaa !868
  %512 = ptrtoint ptr %511 to i64
  %513 = getelementptr inbounds i8, ptr %0, i64 1048
  %514 = and i64 %496, 1, !dbg !1351
  %515 = icmp eq i64 %496, 1, !dbg !1351
  br i1 %515, label %564, label %516, !dbg !1351

516:                                              ; preds = %508
  %517 = and i64 %496, -2, !dbg !1351
  br label %518, !dbg !1351

518:                                              ; preds = %557, %516
  %519 = phi i64 [ 0, %516 ], [ %560, %557 ]
  %520 = phi i64 [ 0, %516 ], [ %561, %557 ]
  %521 = phi i64 [ 0, %516 ], [ %562, %557 ]
    #dbg_value(i64 %519, !1273, !DIExpression(), !1348)
    #dbg_value(i64 %520, !1275, !DIExpression(), !1348)
  %522 = getelementptr inbounds %struct.SeqDef_s, ptr %506, i64 %520, !dbg !1352
    #dbg_value(ptr %17, !1229, !DIExpression(), !1353)
    #dbg_value(ptr %522, !1239, !DIExpression(), !1353)
    #dbg_value(i16 poison, !1240, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 32), !1353)
  %523 = getelementptr inbounds i8, ptr %522, i64 6, !dbg !1355
  %524 = load i16, ptr %523, align 2, !dbg !1355, !tbaa !1179
  %525 = zext i16 %524 to i32, !dbg !1356
  %526 = add nuw nsw i32 %525, 3, !dbg !1357
    #dbg_value(i32 %526, !1240, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !1353)
  %527 = ptrtoint ptr %522 to i64, !dbg !1358
  %528 = sub i64 %527, %512, !dbg !1358
  %529 = lshr exact i64 %528, 3, !dbg !1358
  %530 = trunc i64 %529 to i32, !dbg !1359
  %531 = icmp eq i32 %510, %530, !dbg !1360
  br i1 %531, label %532, label %537, !dbg !1361

532:                                              ; preds = %518
  %533 = load i32, ptr %513, align 8, !dbg !1362, !tbaa !1253
    #dbg_value(i32 poison, !1240, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !1353)
  %534 = icmp eq i32 %533, 2, !dbg !1363
  %535 = add nuw nsw i32 %525, 65539
  %536 = select i1 %534, i32 %535, i32 %526, !dbg !1364
  br label %537, !dbg !1364

537:                                              ; preds = %532, %518
  %538 = phi i32 [ %526, %518 ], [ %536, %532 ], !dbg !1353
    #dbg_value(i32 %538, !1240, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !1353)
    #dbg_value(i32 poison, !1240, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !1353)
  %539 = zext nneg i32 %538 to i64, !dbg !1365
    #dbg_value(!DIArgList(i64 poison, i32 poison), !1276, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 32, DW_OP_shl, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_or, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 32), !1366)
    #dbg_value(!DIArgList(i64 poison, i64 poison, i32 poison), !1274, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 32, DW_OP_shl, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_or, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_plus, DW_OP_stack_value), !1348)
    #dbg_value(i64 %539, !1276, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !1366)
  %540 = add i64 %519, %539, !dbg !1367
    #dbg_value(i64 %540, !1273, !DIExpression(), !1348)
  %541 = or disjoint i64 %520, 1, !dbg !1368
    #dbg_value(i64 poison, !1274, !DIExpression(), !1348)
    #dbg_value(i64 %541, !1275, !DIExpression(), !1348)
  %542 = getelementptr inbounds %struct.SeqDef_s, ptr %506, i64 %541, !dbg !1352
    #dbg_value(ptr %17, !1229, !DIExpression(), !1353)
    #dbg_value(ptr %542, !1239, !DIExpression(), !1353)
    #dbg_value(i16 poison, !1240, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 32), !1353)
  %543 = getelementptr inbounds i8, ptr %542, i64 6, !dbg !1355
  %544 = load i16, ptr %543, align 2, !dbg !1355, !tbaa !1179
  %545 = zext i16 %544 to i32, !dbg !1356
  %546 = add nuw nsw i32 %545, 3, !dbg !1357
    #dbg_value(i32 %546, !1240, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !1353)
  %547 = ptrtoint ptr %542 to i64, !dbg !1358
  %548 = sub i64 %547, %512, !dbg !1358
  %549 = lshr exact i64 %548, 3, !dbg !1358
  %550 = trunc i64 %549 to i32, !dbg !1359
  %551 = icmp eq i32 %510, %550, !dbg !1360
  br i1 %551, label %552, label %557, !dbg !1361

552:                                              ; preds = %537
  %553 = load i32, ptr %513, align 8, !dbg !1362, !tbaa !1253
    #dbg_value(i32 poison, !1240, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !1353)
  %554 = icmp eq i32 %553, 2, !dbg !1363
  %555 = add nuw nsw i32 %545, 65539
  %556 = select i1 %554, i32 %555, i32 %546, !dbg !1364
  br label %557, !dbg !1364

557:                                              ; preds = %552, %537
  %558 = phi i32 [ %546, %537 ], [ %556, %552 ], !dbg !1353
    #dbg_value(i32 %558, !1240, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !1353)
    #dbg_value(i32 poison, !1240, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !1353)
  %559 = zext nneg i32 %558 to i64, !dbg !1365
    #dbg_value(!DIArgList(i64 poison, i32 poison), !1276, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 32, DW_OP_shl, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_or, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 32), !1366)
    #dbg_value(!DIArgList(i64 poison, i64 poison, i32 poison), !1274, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 32, DW_OP_shl, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_or, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_plus, DW_OP_stack_value), !1348)
    #dbg_value(i64 %559, !1276, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !1366)
  %560 = add i64 %540, %559, !dbg !1367
    #dbg_value(i64 %560, !1273, !DIExpression(), !1348)
  %561 = add nuw i64 %520, 2, !dbg !1368
    #dbg_value(i64 poison, !1274, !DIExpression(), !1348)
    #dbg_value(i64 %561, !1275, !DIExpression(), !1348)
  %562 = add i64 %521, 2, !dbg !1351
  %563 = icmp eq i64 %562, %517, !dbg !1351
  br i1 %563, label %564, label %518, !dbg !1351, !llvm.loop !1369

564:                                              ; preds = %557, %508
  %565 = phi i64 [ poison, %508 ], [ %560, %557 ]
  %566 = phi i64 [ 0, %508 ], [ %560, %557 ]
  %567 = phi i64 [ 0, %508 ], [ %561, %557 ]
  %568 = icmp eq i64 %514, 0, !dbg !1361
  br i1 %568, label %589, label %569, !dbg !1361

569:                                              ; preds = %564
    #dbg_value(i64 %566, !1273, !DIExpression(), !1348)
    #dbg_value(i64 %567, !1275, !DIExpression(), !1348)
  %570 = getelementptr inbounds %struct.SeqDef_s, ptr %506, i64 %567, !dbg !1352
    #dbg_value(ptr %17, !1229, !DIExpression(), !1353)
    #dbg_value(ptr %570, !1239, !DIExpression(), !1353)
    #dbg_value(i16 poison, !1240, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 32), !1353)
  %571 = getelementptr inbounds i8, ptr %570, i64 6, !dbg !1355
  %572 = load i16, ptr %571, align 2, !dbg !1355, !tbaa !1179
  %573 = zext i16 %572 to i32, !dbg !1356
  %574 = add nuw nsw i32 %573, 3, !dbg !1357
    #dbg_value(i32 %574, !1240, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !1353)
  %575 = ptrtoint ptr %570 to i64, !dbg !1358
  %576 = sub i64 %575, %512, !dbg !1358
  %577 = lshr exact i64 %576, 3, !dbg !1358
  %578 = trunc i64 %577 to i32, !dbg !1359
  %579 = icmp eq i32 %510, %578, !dbg !1360
  br i1 %579, label %580, label %585, !dbg !1361

580:                                              ; preds = %569
  %581 = load i32, ptr %513, align 8, !dbg !1362, !tbaa !1253
    #dbg_value(i32 poison, !1240, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !1353)
  %582 = icmp eq i32 %581, 2, !dbg !1363
  %583 = add nuw nsw i32 %573, 65539
  %584 = select i1 %582, i32 %583, i32 %574, !dbg !1364
  br label %585, !dbg !1364

585:                                              ; preds = %580, %569
  %586 = phi i32 [ %574, %569 ], [ %584, %580 ], !dbg !1353
    #dbg_value(i32 %586, !1240, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !1353)
    #dbg_value(i32 poison, !1240, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !1353)
  %587 = zext nneg i32 %586 to i64, !dbg !1365
    #dbg_value(!DIArgList(i64 poison, i32 poison), !1276, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 32, DW_OP_shl, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_or, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 32), !1366)
    #dbg_value(!DIArgList(i64 poison, i64 poison, i32 poison), !1274, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 32, DW_OP_shl, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_or, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_plus, DW_OP_stack_value), !1348)
    #dbg_value(i64 %587, !1276, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !1366)
  %588 = add i64 %566, %587, !dbg !1367
    #dbg_value(i64 %588, !1273, !DIExpression(), !1348)
    #dbg_value(i64 poison, !1274, !DIExpression(), !1348)
    #dbg_value(i64 %567, !1275, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !1348)
  br label %589, !dbg !1371

589:                                              ; preds = %585, %564, %495
  %590 = phi i64 [ 0, %495 ], [ %565, %564 ], [ %588, %585 ], !dbg !1348
  %591 = add i64 %590, %497, !dbg !1371
    #dbg_value(i64 %591, !786, !DIExpression(), !808)
  %592 = ptrtoint ptr %51 to i64, !dbg !1372
  %593 = ptrtoint ptr %503 to i64, !dbg !1372
  %594 = sub i64 %592, %593, !dbg !1372
  %595 = call fastcc i64 @ZSTD_compressSubBlock(ptr noundef %31, ptr noundef nonnull readonly %16, ptr noundef %506, i64 noundef %496, ptr noundef %505, i64 noundef %497, ptr noundef %502, ptr noundef %501, ptr noundef %500, ptr noundef nonnull readonly %22, ptr noundef %503, i64 noundef %594, i32 noundef %33, i32 noundef %499, i32 noundef %498, ptr noundef nonnull %13, ptr noundef nonnull %14, i32 noundef %5), !dbg !1373
    #dbg_value(i64 %595, !787, !DIExpression(), !808)
    #dbg_value(i64 %595, !788, !DIExpression(), !1374)
    #dbg_value(i64 %595, !849, !DIExpression(), !1375)
  %596 = icmp ult i64 %595, -119, !dbg !1378
  br i1 %596, label %597, label %611

597:                                              ; preds = %589
  %598 = icmp ne i64 %595, 0, !dbg !1379
  %599 = icmp ult i64 %595, %591
  %600 = select i1 %598, i1 %599, i1 false, !dbg !1381
  br i1 %600, label %601, label %612, !dbg !1381

601:                                              ; preds = %597
  %602 = getelementptr inbounds i8, ptr %504, i64 %591, !dbg !1382
    #dbg_value(ptr %602, !748, !DIExpression(), !866)
    #dbg_value(!DIArgList(ptr %505, i64 %497), !746, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !866)
  %603 = getelementptr inbounds i8, ptr %503, i64 %595, !dbg !1384
    #dbg_value(ptr %603, !753, !DIExpression(), !866)
    #dbg_value(!DIArgList(ptr %502, i64 %496), !754, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !866)
    #dbg_value(!DIArgList(ptr %501, i64 %496), !755, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !866)
    #dbg_value(!DIArgList(ptr %500, i64 %496), !756, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !866)
  %604 = load i32, ptr %13, align 4, !dbg !1385, !tbaa !941
  %605 = icmp eq i32 %604, 0, !dbg !1385
    #dbg_value(i32 undef, !759, !DIExpression(), !866)
  %606 = load i32, ptr %14, align 4, !dbg !1387, !tbaa !941
  %607 = icmp eq i32 %606, 0, !dbg !1387
  %608 = select i1 %607, i32 %498, i32 0, !dbg !1389
    #dbg_value(i32 %608, !760, !DIExpression(), !866)
  %609 = getelementptr inbounds %struct.SeqDef_s, ptr %506, i64 %496, !dbg !1390
    #dbg_value(ptr %609, !741, !DIExpression(), !866)
  br i1 %605, label %612, label %610, !dbg !1391

610:                                              ; preds = %601
    #dbg_value(ptr %609, !741, !DIExpression(), !866)
    #dbg_value(ptr %602, !748, !DIExpression(), !866)
    #dbg_value(ptr %603, !753, !DIExpression(), !866)
    #dbg_value(i32 0, !759, !DIExpression(), !866)
    #dbg_value(i32 %608, !760, !DIExpression(), !866)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %14) #5, !dbg !1392
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %13) #5, !dbg !1392
  br label %619, !dbg !1393

611:                                              ; preds = %589
    #dbg_value(ptr %506, !741, !DIExpression(), !866)
    #dbg_value(ptr %504, !748, !DIExpression(), !866)
    #dbg_value(ptr %503, !753, !DIExpression(), !866)
    #dbg_value(i32 %499, !759, !DIExpression(), !866)
    #dbg_value(i32 %498, !760, !DIExpression(), !866)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %14) #5, !dbg !1392
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %13) #5, !dbg !1392
  br label %732

612:                                              ; preds = %601, %597
  %613 = phi i32 [ %498, %597 ], [ %608, %601 ]
  %614 = phi ptr [ %503, %597 ], [ %603, %601 ]
  %615 = phi ptr [ %504, %597 ], [ %602, %601 ]
  %616 = phi ptr [ %506, %597 ], [ %609, %601 ]
    #dbg_value(ptr %616, !741, !DIExpression(), !866)
    #dbg_value(ptr %615, !748, !DIExpression(), !866)
    #dbg_value(ptr %614, !753, !DIExpression(), !866)
    #dbg_value(i32 %499, !759, !DIExpression(), !866)
    #dbg_value(i32 %613, !760, !DIExpression(), !866)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %14) #5, !dbg !1392
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %13) #5, !dbg !1392
  %617 = icmp eq i32 %499, 0, !dbg !1394
  br i1 %617, label %619, label %618, !dbg !1393

618:                                              ; preds = %612
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(2064) %31, ptr noundef nonnull readonly align 8 dereferenceable(2064) %30, i64 2064, i1 false), !dbg !1396
  br label %619, !dbg !1398

619:                                              ; preds = %618, %612, %610
  %620 = phi ptr [ %609, %610 ], [ %616, %618 ], [ %616, %612 ]
  %621 = phi ptr [ %602, %610 ], [ %615, %618 ], [ %615, %612 ]
  %622 = phi ptr [ %603, %610 ], [ %614, %618 ], [ %614, %612 ]
  %623 = phi i32 [ %608, %610 ], [ %613, %618 ], [ %613, %612 ]
  %624 = icmp eq i32 %623, 0, !dbg !1399
  br i1 %624, label %640, label %625, !dbg !1401

625:                                              ; preds = %619
  %626 = getelementptr inbounds i8, ptr %16, i64 144, !dbg !1402
    #dbg_value(ptr %626, !1403, !DIExpression(), !1408)
  %627 = load i32, ptr %626, align 8, !dbg !1410, !tbaa !1051
  %628 = add i32 %627, -1, !dbg !1412
  %629 = icmp ult i32 %628, 2, !dbg !1412
  br i1 %629, label %732, label %630, !dbg !1412

630:                                              ; preds = %625
  %631 = getelementptr inbounds i8, ptr %16, i64 152, !dbg !1413
  %632 = load i32, ptr %631, align 8, !dbg !1413, !tbaa !1086
  %633 = add i32 %632, -1, !dbg !1415
  %634 = icmp ult i32 %633, 2, !dbg !1415
  br i1 %634, label %732, label %635, !dbg !1415

635:                                              ; preds = %630
  %636 = getelementptr inbounds i8, ptr %16, i64 148, !dbg !1416
  %637 = load i32, ptr %636, align 4, !dbg !1416, !tbaa !983
  %638 = add i32 %637, -3, !dbg !1418
  %639 = icmp ult i32 %638, -2, !dbg !1418
  br i1 %639, label %640, label %732, !dbg !1419

640:                                              ; preds = %635, %619
  %641 = icmp ult ptr %621, %50, !dbg !1420
  br i1 %641, label %642, label %727, !dbg !1421

642:                                              ; preds = %640
  %643 = ptrtoint ptr %50 to i64, !dbg !1422
  %644 = ptrtoint ptr %621 to i64, !dbg !1422
  %645 = sub i64 %643, %644, !dbg !1422
    #dbg_value(i64 %645, !790, !DIExpression(), !1423)
  %646 = ptrtoint ptr %622 to i64, !dbg !1424
  %647 = sub i64 %592, %646, !dbg !1424
    #dbg_value(ptr %622, !1425, !DIExpression(), !1435)
    #dbg_value(i64 %647, !1430, !DIExpression(), !1435)
    #dbg_value(ptr %621, !1431, !DIExpression(), !1435)
    #dbg_value(i64 %645, !1432, !DIExpression(), !1435)
    #dbg_value(i32 %5, !1433, !DIExpression(), !1435)
    #dbg_value(!DIArgList(i32 %5, i64 %645), !1434, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_constu, 3, DW_OP_shl, DW_OP_plus, DW_OP_stack_value), !1435)
  %648 = add i64 %645, 3, !dbg !1437
  %649 = icmp ugt i64 %648, %647, !dbg !1437
  br i1 %649, label %732, label %650, !dbg !1440

650:                                              ; preds = %642
  %651 = trunc i64 %645 to i32, !dbg !1441
    #dbg_value(!DIArgList(i32 %5, i32 %651), !1434, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 3, DW_OP_shl, DW_OP_plus, DW_OP_stack_value), !1435)
  %652 = shl i32 %651, 3, !dbg !1441
    #dbg_value(!DIArgList(i32 %5, i32 %652), !1434, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !1435)
  %653 = add i32 %652, %5, !dbg !1442
    #dbg_value(i32 %653, !1434, !DIExpression(), !1435)
    #dbg_value(ptr %622, !1443, !DIExpression(), !1449)
    #dbg_value(i32 %653, !1448, !DIExpression(), !1449)
  %654 = trunc i32 %653 to i16, !dbg !1451
    #dbg_value(ptr %622, !1452, !DIExpression(), !1461)
    #dbg_value(i16 %654, !1457, !DIExpression(), !1461)
    #dbg_value(ptr %622, !1463, !DIExpression(), !1467)
    #dbg_value(i16 %654, !1466, !DIExpression(), !1467)
  store i16 %654, ptr %622, align 1, !dbg !1470, !tbaa !1471
  %655 = lshr i32 %653, 16, !dbg !1472
  %656 = trunc i32 %655 to i8, !dbg !1473
  %657 = getelementptr inbounds i8, ptr %622, i64 2, !dbg !1474
  store i8 %656, ptr %657, align 1, !dbg !1475, !tbaa !1042
  %658 = getelementptr inbounds i8, ptr %622, i64 3, !dbg !1476
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %658, ptr readonly align 1 %621, i64 %645, i1 false), !dbg !1476
    #dbg_value(i64 %648, !793, !DIExpression(), !1423)
    #dbg_value(i64 %648, !794, !DIExpression(), !1477)
    #dbg_value(i64 %648, !849, !DIExpression(), !1478)
  %659 = icmp ult i64 %648, -119, !dbg !1481
  br i1 %659, label %660, label %732

660:                                              ; preds = %650
  %661 = getelementptr inbounds i8, ptr %622, i64 %648, !dbg !1482
    #dbg_value(ptr %661, !753, !DIExpression(), !866)
  %662 = icmp ult ptr %620, %38, !dbg !1483
  br i1 %662, label %663, label %727, !dbg !1484

663:                                              ; preds = %660
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %15) #5, !dbg !1485
  %664 = getelementptr inbounds i8, ptr %30, i64 5616, !dbg !1486
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %15, ptr noundef nonnull readonly align 8 dereferenceable(12) %664, i64 12, i1 false), !dbg !1486, !DIAssignID !1487
    #dbg_assign(i1 undef, !799, !DIExpression(), !1487, ptr %15, !DIExpression(), !865)
    #dbg_value(ptr %36, !796, !DIExpression(), !865)
  %665 = icmp ult ptr %36, %620, !dbg !1488
  br i1 %665, label %666, label %725, !dbg !1491

666:                                              ; preds = %663
  %667 = load i32, ptr %15, align 4, !tbaa !941
  %668 = getelementptr inbounds i8, ptr %0, i64 1052
  %669 = load i32, ptr %668, align 4, !tbaa !1223
  %670 = load ptr, ptr %17, align 8, !tbaa !868
  %671 = ptrtoint ptr %670 to i64
  %672 = getelementptr inbounds i8, ptr %0, i64 1048
  %673 = getelementptr inbounds i8, ptr %15, i64 4
  %674 = getelementptr inbounds i8, ptr %15, i64 8
  %675 = load i32, ptr %674, align 4
  %676 = load i32, ptr %673, align 4
  br label %677, !dbg !1491

677:                                              ; preds = %719, %666
  %678 = phi i32 [ %676, %666 ], [ %720, %719 ]
  %679 = phi i32 [ %675, %666 ], [ %721, %719 ]
  %680 = phi ptr [ %36, %666 ], [ %723, %719 ]
  %681 = phi i32 [ %667, %666 ], [ %722, %719 ]
    #dbg_value(ptr %680, !796, !DIExpression(), !865)
  %682 = load i32, ptr %680, align 4, !dbg !1492, !tbaa !1494
    #dbg_value(ptr %17, !1229, !DIExpression(), !1495)
    #dbg_value(ptr %680, !1239, !DIExpression(), !1495)
  %683 = getelementptr inbounds i8, ptr %680, i64 4, !dbg !1497
  %684 = load i16, ptr %683, align 4, !dbg !1497, !tbaa !1167
  %685 = zext i16 %684 to i32, !dbg !1498
    #dbg_value(i32 %685, !1240, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !1495)
    #dbg_value(i16 poison, !1240, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus_uconst, 3, DW_OP_stack_value, DW_OP_LLVM_fragment, 32, 32), !1495)
  %686 = ptrtoint ptr %680 to i64, !dbg !1499
  %687 = sub i64 %686, %671, !dbg !1499
  %688 = lshr exact i64 %687, 3, !dbg !1499
  %689 = trunc i64 %688 to i32, !dbg !1500
  %690 = icmp eq i32 %669, %689, !dbg !1501
  br i1 %690, label %691, label %696, !dbg !1502

691:                                              ; preds = %677
  %692 = load i32, ptr %672, align 8, !dbg !1503, !tbaa !1253
  %693 = icmp eq i32 %692, 1, !dbg !1504
  %694 = or disjoint i32 %685, 65536
  %695 = select i1 %693, i32 %694, i32 %685, !dbg !1505
    #dbg_value(i32 %695, !1240, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !1495)
  br label %696, !dbg !1506

696:                                              ; preds = %691, %677
  %697 = phi i32 [ %685, %677 ], [ %695, %691 ], !dbg !1495
    #dbg_value(i32 poison, !1240, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !1495)
    #dbg_value(i32 %697, !1240, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !1495)
    #dbg_value(ptr %15, !1507, !DIExpression(), !1520)
    #dbg_value(i32 %682, !1512, !DIExpression(), !1520)
    #dbg_value(i32 %697, !1513, !DIExpression(DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1520)
  %698 = icmp ugt i32 %682, 3, !dbg !1522
  br i1 %698, label %699, label %701, !dbg !1523

699:                                              ; preds = %696
  store i32 %678, ptr %674, align 4, !dbg !1524, !tbaa !941, !DIAssignID !1526
    #dbg_assign(i32 %678, !799, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !1526, ptr %674, !DIExpression(), !865)
  store i32 %681, ptr %673, align 4, !dbg !1527, !tbaa !941, !DIAssignID !1528
    #dbg_assign(i32 %681, !799, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !1528, ptr %673, !DIExpression(), !865)
  %700 = add i32 %682, -3, !dbg !1529
  br label %716, !dbg !1530

701:                                              ; preds = %696
  %702 = icmp eq i32 %697, 0, !dbg !1531
    #dbg_value(i1 %702, !1513, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1520)
  %703 = zext i1 %702 to i32, !dbg !1531
    #dbg_value(i32 %703, !1513, !DIExpression(), !1520)
  %704 = add nsw i32 %682, -1, !dbg !1532
  %705 = add nsw i32 %704, %703, !dbg !1533
    #dbg_value(i32 %705, !1514, !DIExpression(), !1534)
  switch i32 %705, label %708 [
    i32 0, label %719
    i32 3, label %706
  ], !dbg !1535

706:                                              ; preds = %701
  %707 = add i32 %681, -1, !dbg !1536
  br label %712, !dbg !1537

708:                                              ; preds = %701
  %709 = zext i32 %705 to i64, !dbg !1538
  %710 = getelementptr inbounds i32, ptr %15, i64 %709, !dbg !1538
  %711 = load i32, ptr %710, align 4, !dbg !1538, !tbaa !941
  br label %712, !dbg !1537

712:                                              ; preds = %708, %706
  %713 = phi i32 [ %707, %706 ], [ %711, %708 ], !dbg !1537
    #dbg_value(i32 %713, !1517, !DIExpression(), !1539)
  %714 = icmp eq i32 %705, 1, !dbg !1540
  %715 = select i1 %714, i32 %679, i32 %678, !dbg !1541
  store i32 %715, ptr %674, align 4, !dbg !1542, !tbaa !941, !DIAssignID !1543
    #dbg_assign(i32 %715, !799, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !1543, ptr %674, !DIExpression(), !865)
  store i32 %681, ptr %673, align 4, !dbg !1544, !tbaa !941, !DIAssignID !1545
    #dbg_assign(i32 %681, !799, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !1545, ptr %673, !DIExpression(), !865)
  br label %716, !dbg !1546

716:                                              ; preds = %712, %699
  %717 = phi i32 [ %715, %712 ], [ %678, %699 ]
  %718 = phi i32 [ %713, %712 ], [ %700, %699 ]
  store i32 %718, ptr %15, align 4, !dbg !1547, !tbaa !941, !DIAssignID !1548
    #dbg_assign(i32 %718, !799, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !1548, ptr %15, !DIExpression(), !865)
  br label %719, !dbg !1549

719:                                              ; preds = %716, %701
  %720 = phi i32 [ %678, %701 ], [ %681, %716 ]
  %721 = phi i32 [ %679, %701 ], [ %717, %716 ]
  %722 = phi i32 [ %681, %701 ], [ %718, %716 ]
  %723 = getelementptr inbounds i8, ptr %680, i64 8, !dbg !1550
    #dbg_value(ptr %723, !796, !DIExpression(), !865)
  %724 = icmp ult ptr %723, %620, !dbg !1488
  br i1 %724, label %677, label %725, !dbg !1491, !llvm.loop !1551

725:                                              ; preds = %719, %663
  %726 = getelementptr inbounds i8, ptr %31, i64 5616, !dbg !1553
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(12) %726, ptr noundef nonnull align 4 dereferenceable(12) %15, i64 12, i1 false), !dbg !1553
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %15) #5, !dbg !1554
    #dbg_value(ptr %661, !753, !DIExpression(), !866)
  br label %727

727:                                              ; preds = %725, %660, %640
  %728 = phi ptr [ %661, %725 ], [ %622, %640 ], [ %661, %660 ], !dbg !866
    #dbg_value(ptr %728, !753, !DIExpression(), !866)
  %729 = ptrtoint ptr %728 to i64, !dbg !1555
  %730 = ptrtoint ptr %1 to i64, !dbg !1555
  %731 = sub i64 %729, %730, !dbg !1555
  br label %732, !dbg !1556

732:                                              ; preds = %727, %650, %642, %635, %630, %625, %611, %465, %209, %6
  %733 = phi i64 [ %27, %6 ], [ %731, %727 ], [ %595, %611 ], [ 0, %635 ], [ %446, %465 ], [ 0, %209 ], [ 0, %625 ], [ 0, %630 ], [ %648, %650 ], [ -70, %642 ], !dbg !812
  call void @llvm.lifetime.end.p0(i64 312, ptr nonnull %16) #5, !dbg !1557
  ret i64 %733, !dbg !1557
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

declare !dbg !1558 i64 @ZSTD_buildBlockEntropyStats(ptr noundef, ptr noundef, ptr noundef, ptr noundef, ptr noundef, ptr noundef, i64 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind uwtable
define internal fastcc i64 @ZSTD_compressSubBlock(ptr noundef %0, ptr nocapture noundef readonly %1, ptr noundef %2, i64 noundef %3, ptr noundef %4, i64 noundef %5, ptr noundef %6, ptr noundef %7, ptr noundef %8, ptr nocapture noundef readonly %9, ptr noundef %10, i64 noundef %11, i32 noundef %12, i32 noundef %13, i32 noundef %14, ptr nocapture noundef writeonly %15, ptr nocapture noundef writeonly %16, i32 noundef %17) unnamed_addr #0 !dbg !1563 {
    #dbg_value(ptr %0, !1568, !DIExpression(), !1600)
    #dbg_value(ptr %1, !1569, !DIExpression(), !1600)
    #dbg_value(ptr %2, !1570, !DIExpression(), !1600)
    #dbg_value(i64 %3, !1571, !DIExpression(), !1600)
    #dbg_value(ptr %4, !1572, !DIExpression(), !1600)
    #dbg_value(i64 %5, !1573, !DIExpression(), !1600)
    #dbg_value(ptr %6, !1574, !DIExpression(), !1600)
    #dbg_value(ptr %7, !1575, !DIExpression(), !1600)
    #dbg_value(ptr %8, !1576, !DIExpression(), !1600)
    #dbg_value(ptr %9, !1577, !DIExpression(), !1600)
    #dbg_value(ptr %10, !1578, !DIExpression(), !1600)
    #dbg_value(i64 %11, !1579, !DIExpression(), !1600)
    #dbg_value(i32 %12, !1580, !DIExpression(), !1600)
    #dbg_value(i32 %13, !1581, !DIExpression(), !1600)
    #dbg_value(i32 %14, !1582, !DIExpression(), !1600)
    #dbg_value(ptr %15, !1583, !DIExpression(), !1600)
    #dbg_value(ptr %16, !1584, !DIExpression(), !1600)
    #dbg_value(i32 %17, !1585, !DIExpression(), !1600)
    #dbg_value(ptr %10, !1586, !DIExpression(), !1600)
  %19 = getelementptr i8, ptr %10, i64 %11, !dbg !1601
    #dbg_value(ptr %19, !1587, !DIExpression(), !1600)
  %20 = getelementptr inbounds i8, ptr %10, i64 3, !dbg !1602
    #dbg_value(ptr %20, !1588, !DIExpression(), !1600)
  %21 = ptrtoint ptr %19 to i64, !dbg !1603
  %22 = add nsw i64 %11, -3, !dbg !1603
    #dbg_value(ptr %0, !1604, !DIExpression(), !1635)
    #dbg_value(ptr %1, !1609, !DIExpression(), !1635)
    #dbg_value(ptr %4, !1610, !DIExpression(), !1635)
    #dbg_value(i64 %5, !1611, !DIExpression(), !1635)
    #dbg_value(ptr %20, !1612, !DIExpression(), !1635)
    #dbg_value(i64 %22, !1613, !DIExpression(), !1635)
    #dbg_value(i32 %12, !1614, !DIExpression(), !1635)
    #dbg_value(i32 %13, !1615, !DIExpression(), !1635)
    #dbg_value(ptr %15, !1616, !DIExpression(), !1635)
  %23 = icmp ne i32 %13, 0, !dbg !1637
  %24 = select i1 %23, i64 200, i64 0, !dbg !1637
    #dbg_value(i64 %24, !1617, !DIExpression(), !1635)
  %25 = sub nuw nsw i64 1024, %24, !dbg !1638
  %26 = icmp ugt i64 %25, %5, !dbg !1639
  %27 = select i1 %26, i64 3, i64 4, !dbg !1640
  %28 = sub nuw nsw i64 16384, %24, !dbg !1641
  %29 = icmp ule i64 %28, %5, !dbg !1642
  %30 = zext i1 %29 to i64, !dbg !1642
  %31 = add nuw nsw i64 %27, %30, !dbg !1643
    #dbg_value(i64 %31, !1618, !DIExpression(), !1635)
    #dbg_value(ptr %20, !1619, !DIExpression(), !1635)
    #dbg_value(ptr %19, !1620, !DIExpression(), !1635)
  %32 = getelementptr inbounds i8, ptr %20, i64 %31, !dbg !1644
    #dbg_value(ptr %32, !1621, !DIExpression(), !1635)
  %33 = icmp eq i64 %31, 3, !dbg !1645
    #dbg_value(i1 %33, !1622, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1635)
  br i1 %23, label %34, label %36, !dbg !1646

34:                                               ; preds = %18
  %35 = load i32, ptr %1, align 8, !dbg !1647, !tbaa !888
  br label %36, !dbg !1646

36:                                               ; preds = %34, %18
  %37 = phi i32 [ %35, %34 ], [ 3, %18 ], !dbg !1646
    #dbg_value(i32 %37, !1623, !DIExpression(), !1635)
    #dbg_value(i64 0, !1624, !DIExpression(), !1635)
  store i32 0, ptr %15, align 4, !dbg !1648, !tbaa !941
  %38 = icmp eq i64 %5, 0, !dbg !1649
  br i1 %38, label %41, label %39, !dbg !1651

39:                                               ; preds = %36
  %40 = load i32, ptr %1, align 8, !dbg !1652, !tbaa !888
  switch i32 %40, label %45 [
    i32 0, label %41
    i32 1, label %43
  ], !dbg !1653

41:                                               ; preds = %39, %36
  %42 = tail call i64 @ZSTD_noCompressLiterals(ptr noundef nonnull %20, i64 noundef %22, ptr noundef %4, i64 noundef %5) #5, !dbg !1654
  br label %117, !dbg !1656

43:                                               ; preds = %39
  %44 = tail call i64 @ZSTD_compressRleLiteralsBlock(ptr noundef nonnull %20, i64 noundef %22, ptr noundef %4, i64 noundef %5) #5, !dbg !1657
  br label %117, !dbg !1660

45:                                               ; preds = %39
  %46 = icmp eq i32 %40, 2
  %47 = and i1 %23, %46, !dbg !1661
  br i1 %47, label %48, label %54, !dbg !1661

48:                                               ; preds = %45
  %49 = getelementptr inbounds i8, ptr %1, i64 4, !dbg !1663
  %50 = getelementptr inbounds i8, ptr %1, i64 136, !dbg !1663
  %51 = load i64, ptr %50, align 8, !dbg !1663, !tbaa !1665
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %32, ptr nonnull readonly align 4 %49, i64 %51, i1 false), !dbg !1663
  %52 = load i64, ptr %50, align 8, !dbg !1666, !tbaa !1665
  %53 = getelementptr inbounds i8, ptr %32, i64 %52, !dbg !1667
    #dbg_value(ptr %53, !1621, !DIExpression(), !1635)
    #dbg_value(i64 %52, !1624, !DIExpression(), !1635)
  br label %54, !dbg !1668

54:                                               ; preds = %48, %45
  %55 = phi i64 [ %52, %48 ], [ 0, %45 ], !dbg !1635
  %56 = phi ptr [ %53, %48 ], [ %32, %45 ], !dbg !1635
    #dbg_value(ptr %56, !1621, !DIExpression(), !1635)
    #dbg_value(i64 %55, !1624, !DIExpression(), !1635)
  %57 = icmp ne i32 %12, 0, !dbg !1669
  %58 = zext i1 %57 to i32, !dbg !1669
    #dbg_value(i32 %58, !1625, !DIExpression(), !1670)
  %59 = ptrtoint ptr %56 to i64, !dbg !1670
  %60 = sub i64 %21, %59, !dbg !1670
  br i1 %33, label %61, label %63, !dbg !1671

61:                                               ; preds = %54
  %62 = tail call i64 @HUF_compress1X_usingCTable(ptr noundef nonnull %56, i64 noundef %60, ptr noundef %4, i64 noundef %5, ptr noundef %0, i32 noundef %58) #5, !dbg !1672
  br label %65, !dbg !1671

63:                                               ; preds = %54
  %64 = tail call i64 @HUF_compress4X_usingCTable(ptr noundef nonnull %56, i64 noundef %60, ptr noundef %4, i64 noundef %5, ptr noundef %0, i32 noundef %58) #5, !dbg !1673
  br label %65, !dbg !1671

65:                                               ; preds = %63, %61
  %66 = phi i64 [ %62, %61 ], [ %64, %63 ], !dbg !1671
    #dbg_value(i64 %66, !1627, !DIExpression(), !1670)
  %67 = getelementptr inbounds i8, ptr %56, i64 %66, !dbg !1674
    #dbg_value(ptr %67, !1621, !DIExpression(), !1635)
  %68 = add i64 %66, %55, !dbg !1675
    #dbg_value(i64 %68, !1624, !DIExpression(), !1635)
  %69 = add i64 %66, -1, !dbg !1676
  %70 = icmp ult i64 %69, -120, !dbg !1676
  br i1 %70, label %71, label %222, !dbg !1676

71:                                               ; preds = %65
  %72 = icmp ult i64 %68, %5
  %73 = select i1 %23, i1 true, i1 %72, !dbg !1678
  br i1 %73, label %76, label %74, !dbg !1678

74:                                               ; preds = %71
  %75 = tail call i64 @ZSTD_noCompressLiterals(ptr noundef nonnull %20, i64 noundef %22, ptr noundef %4, i64 noundef %5) #5, !dbg !1680
  br label %117, !dbg !1682

76:                                               ; preds = %71
  %77 = icmp ugt i64 %68, 1023, !dbg !1683
  %78 = select i1 %77, i64 4, i64 3, !dbg !1685
  %79 = icmp ugt i64 %68, 16383, !dbg !1686
  %80 = zext i1 %79 to i64, !dbg !1686
  %81 = add nuw nsw i64 %78, %80, !dbg !1687
  %82 = icmp ult i64 %31, %81, !dbg !1688
  br i1 %82, label %83, label %85, !dbg !1689

83:                                               ; preds = %76
  %84 = tail call i64 @ZSTD_noCompressLiterals(ptr noundef nonnull %20, i64 noundef %22, ptr noundef %4, i64 noundef %5) #5, !dbg !1690
  br label %117, !dbg !1692

85:                                               ; preds = %76
  %86 = trunc i64 %5 to i32, !dbg !1693
  %87 = shl i32 %86, 4, !dbg !1693
  switch i64 %31, label %112 [
    i64 3, label %88
    i64 4, label %97
    i64 5, label %103
  ], !dbg !1694

88:                                               ; preds = %85
  %89 = add i32 %37, %87, !dbg !1695
  %90 = trunc i64 %68 to i32, !dbg !1696
  %91 = shl i32 %90, 14, !dbg !1697
  %92 = add i32 %89, %91, !dbg !1698
    #dbg_value(i32 %92, !1628, !DIExpression(), !1699)
    #dbg_value(ptr %20, !1443, !DIExpression(), !1700)
    #dbg_value(i32 %92, !1448, !DIExpression(), !1700)
  %93 = trunc i32 %92 to i16, !dbg !1702
    #dbg_value(ptr %20, !1452, !DIExpression(), !1703)
    #dbg_value(i16 %93, !1457, !DIExpression(), !1703)
    #dbg_value(ptr %20, !1463, !DIExpression(), !1705)
    #dbg_value(i16 %93, !1466, !DIExpression(), !1705)
  store i16 %93, ptr %20, align 1, !dbg !1707, !tbaa !1471
  %94 = lshr i32 %92, 16, !dbg !1708
  %95 = trunc i32 %94 to i8, !dbg !1709
  %96 = getelementptr inbounds i8, ptr %10, i64 5, !dbg !1710
  store i8 %95, ptr %96, align 1, !dbg !1711, !tbaa !1042
  br label %113

97:                                               ; preds = %85
  %98 = trunc i64 %68 to i32, !dbg !1712
  %99 = shl i32 %98, 18, !dbg !1713
  %100 = or disjoint i32 %87, 8, !dbg !1714
  %101 = add i32 %100, %37, !dbg !1715
  %102 = add i32 %101, %99, !dbg !1716
    #dbg_value(i32 %102, !1631, !DIExpression(), !1717)
    #dbg_value(ptr %20, !1718, !DIExpression(), !1722)
    #dbg_value(i32 %102, !1721, !DIExpression(), !1722)
    #dbg_value(ptr %20, !1724, !DIExpression(), !1728)
    #dbg_value(i32 %102, !1727, !DIExpression(), !1728)
  store i32 %102, ptr %20, align 1, !dbg !1731, !tbaa !941
  br label %113

103:                                              ; preds = %85
  %104 = trunc i64 %68 to i32, !dbg !1732
  %105 = shl i32 %104, 22, !dbg !1733
  %106 = or disjoint i32 %87, 12, !dbg !1734
  %107 = add i32 %106, %37, !dbg !1735
  %108 = add i32 %107, %105, !dbg !1736
    #dbg_value(i32 %108, !1633, !DIExpression(), !1737)
    #dbg_value(ptr %20, !1718, !DIExpression(), !1738)
    #dbg_value(i32 %108, !1721, !DIExpression(), !1738)
    #dbg_value(ptr %20, !1724, !DIExpression(), !1740)
    #dbg_value(i32 %108, !1727, !DIExpression(), !1740)
  store i32 %108, ptr %20, align 1, !dbg !1742, !tbaa !941
  %109 = lshr i64 %68, 10, !dbg !1743
  %110 = trunc i64 %109 to i8, !dbg !1744
  %111 = getelementptr inbounds i8, ptr %10, i64 7, !dbg !1745
  store i8 %110, ptr %111, align 1, !dbg !1746, !tbaa !1042
  br label %113

112:                                              ; preds = %85
  unreachable

113:                                              ; preds = %103, %97, %88
  store i32 1, ptr %15, align 4, !dbg !1747, !tbaa !941
  %114 = ptrtoint ptr %67 to i64, !dbg !1748
  %115 = ptrtoint ptr %20 to i64, !dbg !1748
  %116 = sub i64 %114, %115, !dbg !1748
  br label %117, !dbg !1749

117:                                              ; preds = %41, %43, %74, %83, %113
  %118 = phi i64 [ %42, %41 ], [ %44, %43 ], [ %116, %113 ], [ %75, %74 ], [ %84, %83 ], !dbg !1635
    #dbg_value(i64 %118, !1589, !DIExpression(), !1750)
    #dbg_value(i64 %118, !1591, !DIExpression(), !1751)
    #dbg_value(i64 %118, !849, !DIExpression(), !1752)
  %119 = icmp ult i64 %118, -119, !dbg !1755
  br i1 %119, label %120, label %222

120:                                              ; preds = %117
  %121 = icmp eq i64 %118, 0, !dbg !1756
  br i1 %121, label %222, label %122, !dbg !1758

122:                                              ; preds = %120
  %123 = getelementptr inbounds i8, ptr %20, i64 %118, !dbg !1759
    #dbg_value(ptr %123, !1588, !DIExpression(), !1600)
  %124 = getelementptr inbounds i8, ptr %0, i64 2064, !dbg !1760
  %125 = getelementptr inbounds i8, ptr %1, i64 144, !dbg !1761
  %126 = ptrtoint ptr %123 to i64, !dbg !1762
  %127 = sub i64 %21, %126, !dbg !1762
    #dbg_value(ptr %124, !1763, !DIExpression(), !1796)
    #dbg_value(ptr %125, !1768, !DIExpression(), !1796)
    #dbg_value(ptr %2, !1769, !DIExpression(), !1796)
    #dbg_value(i64 %3, !1770, !DIExpression(), !1796)
    #dbg_value(ptr %6, !1771, !DIExpression(), !1796)
    #dbg_value(ptr %7, !1772, !DIExpression(), !1796)
    #dbg_value(ptr %8, !1773, !DIExpression(), !1796)
    #dbg_value(ptr %9, !1774, !DIExpression(), !1796)
    #dbg_value(ptr %123, !1775, !DIExpression(), !1796)
    #dbg_value(i64 %127, !1776, !DIExpression(), !1796)
    #dbg_value(i32 %12, !1777, !DIExpression(), !1796)
    #dbg_value(i32 %14, !1778, !DIExpression(), !1796)
    #dbg_value(ptr %16, !1779, !DIExpression(), !1796)
  %128 = getelementptr inbounds i8, ptr %9, i64 4, !dbg !1798
  %129 = load i32, ptr %128, align 4, !dbg !1799, !tbaa !1800
  %130 = icmp ugt i32 %129, 57, !dbg !1801
  %131 = zext i1 %130 to i32, !dbg !1801
    #dbg_value(i32 %131, !1780, !DIExpression(), !1796)
    #dbg_value(ptr %123, !1781, !DIExpression(), !1796)
    #dbg_value(!DIArgList(ptr %123, i64 %127), !1782, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !1796)
    #dbg_value(ptr %123, !1783, !DIExpression(), !1796)
  store i32 0, ptr %16, align 4, !dbg !1802, !tbaa !941
  %132 = icmp slt i64 %127, 4, !dbg !1803
  br i1 %132, label %222, label %133, !dbg !1806

133:                                              ; preds = %122
  %134 = icmp ult i64 %3, 128, !dbg !1807
  br i1 %134, label %149, label %135, !dbg !1809

135:                                              ; preds = %133
  %136 = icmp ult i64 %3, 32512, !dbg !1810
  br i1 %136, label %137, label %144, !dbg !1812

137:                                              ; preds = %135
  %138 = lshr i64 %3, 8, !dbg !1813
  %139 = trunc nuw i64 %138 to i8, !dbg !1814
  %140 = or disjoint i8 %139, -128, !dbg !1814
  store i8 %140, ptr %123, align 1, !dbg !1815, !tbaa !1042
  %141 = trunc i64 %3 to i8, !dbg !1816
  %142 = getelementptr inbounds i8, ptr %123, i64 1, !dbg !1817
  store i8 %141, ptr %142, align 1, !dbg !1818, !tbaa !1042
  %143 = getelementptr inbounds i8, ptr %123, i64 2, !dbg !1819
    #dbg_value(ptr %143, !1783, !DIExpression(), !1796)
  br label %153, !dbg !1820

144:                                              ; preds = %135
  store i8 -1, ptr %123, align 1, !dbg !1821, !tbaa !1042
  %145 = getelementptr inbounds i8, ptr %123, i64 1, !dbg !1822
  %146 = trunc i64 %3 to i16, !dbg !1823
  %147 = add i16 %146, -32512, !dbg !1823
    #dbg_value(ptr %145, !1452, !DIExpression(), !1824)
    #dbg_value(i16 %147, !1457, !DIExpression(), !1824)
    #dbg_value(ptr %145, !1463, !DIExpression(), !1826)
    #dbg_value(i16 %147, !1466, !DIExpression(), !1826)
  store i16 %147, ptr %145, align 1, !dbg !1828, !tbaa !1471
  %148 = getelementptr inbounds i8, ptr %123, i64 3, !dbg !1829
    #dbg_value(ptr %148, !1783, !DIExpression(), !1796)
  br label %153

149:                                              ; preds = %133
  %150 = trunc nuw nsw i64 %3 to i8, !dbg !1830
  %151 = getelementptr inbounds i8, ptr %123, i64 1, !dbg !1831
    #dbg_value(ptr %151, !1783, !DIExpression(), !1796)
  store i8 %150, ptr %123, align 1, !dbg !1832, !tbaa !1042
  %152 = icmp eq i64 %3, 0, !dbg !1833
  br i1 %152, label %208, label %153, !dbg !1835

153:                                              ; preds = %149, %144, %137
  %154 = phi ptr [ %151, %149 ], [ %148, %144 ], [ %143, %137 ]
  %155 = getelementptr inbounds i8, ptr %154, i64 1, !dbg !1836
    #dbg_value(ptr %155, !1783, !DIExpression(), !1796)
    #dbg_value(ptr %154, !1784, !DIExpression(), !1796)
  %156 = icmp eq i32 %14, 0, !dbg !1837
  br i1 %156, label %157, label %164, !dbg !1838

157:                                              ; preds = %153
    #dbg_value(i32 3, !1790, !DIExpression(), !1839)
  store i8 -4, ptr %154, align 1, !dbg !1840, !tbaa !1042
    #dbg_value(ptr %155, !1783, !DIExpression(), !1796)
  %158 = ptrtoint ptr %155 to i64, !dbg !1841
  %159 = sub i64 %21, %158, !dbg !1841
  %160 = getelementptr inbounds i8, ptr %0, i64 2836, !dbg !1842
  %161 = getelementptr inbounds i8, ptr %0, i64 4288, !dbg !1843
  %162 = tail call i64 @ZSTD_encodeSequences(ptr noundef nonnull %155, i64 noundef %159, ptr noundef nonnull %160, ptr noundef %7, ptr noundef nonnull %124, ptr noundef %8, ptr noundef nonnull %161, ptr noundef %6, ptr noundef %2, i64 noundef %3, i32 noundef %131, i32 noundef %12) #5, !dbg !1844
    #dbg_value(i64 %162, !1792, !DIExpression(), !1845)
    #dbg_value(i64 %162, !1794, !DIExpression(), !1846)
    #dbg_value(i64 %162, !849, !DIExpression(), !1847)
  %163 = icmp ult i64 %162, -119, !dbg !1850
  br i1 %163, label %187, label %222

164:                                              ; preds = %153
  %165 = load i32, ptr %125, align 8, !dbg !1851, !tbaa !1051
    #dbg_value(i32 %165, !1785, !DIExpression(), !1852)
  %166 = getelementptr inbounds i8, ptr %1, i64 148, !dbg !1853
  %167 = load i32, ptr %166, align 4, !dbg !1853, !tbaa !983
    #dbg_value(i32 %167, !1788, !DIExpression(), !1852)
  %168 = getelementptr inbounds i8, ptr %1, i64 152, !dbg !1854
  %169 = load i32, ptr %168, align 8, !dbg !1854, !tbaa !1086
    #dbg_value(i32 %169, !1789, !DIExpression(), !1852)
  %170 = shl i32 %165, 6, !dbg !1855
  %171 = shl i32 %167, 4, !dbg !1856
  %172 = add i32 %171, %170, !dbg !1857
  %173 = shl i32 %169, 2, !dbg !1858
  %174 = add i32 %172, %173, !dbg !1859
  %175 = trunc i32 %174 to i8, !dbg !1860
  store i8 %175, ptr %154, align 1, !dbg !1861, !tbaa !1042
  %176 = getelementptr inbounds i8, ptr %1, i64 156, !dbg !1862
  %177 = getelementptr inbounds i8, ptr %1, i64 296, !dbg !1862
  %178 = load i64, ptr %177, align 8, !dbg !1862, !tbaa !1122
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %155, ptr nonnull readonly align 4 %176, i64 %178, i1 false), !dbg !1862
  %179 = load i64, ptr %177, align 8, !dbg !1863, !tbaa !1122
  %180 = getelementptr inbounds i8, ptr %155, i64 %179, !dbg !1864
    #dbg_value(ptr %180, !1783, !DIExpression(), !1796)
  %181 = ptrtoint ptr %180 to i64, !dbg !1841
  %182 = sub i64 %21, %181, !dbg !1841
  %183 = getelementptr inbounds i8, ptr %0, i64 2836, !dbg !1842
  %184 = getelementptr inbounds i8, ptr %0, i64 4288, !dbg !1843
  %185 = tail call i64 @ZSTD_encodeSequences(ptr noundef nonnull %180, i64 noundef %182, ptr noundef nonnull %183, ptr noundef %7, ptr noundef nonnull %124, ptr noundef %8, ptr noundef nonnull %184, ptr noundef %6, ptr noundef %2, i64 noundef %3, i32 noundef %131, i32 noundef %12) #5, !dbg !1844
    #dbg_value(i64 %185, !1792, !DIExpression(), !1845)
    #dbg_value(i64 %185, !1794, !DIExpression(), !1846)
    #dbg_value(i64 %185, !849, !DIExpression(), !1847)
  %186 = icmp ult i64 %185, -119, !dbg !1850
  br i1 %186, label %189, label %222

187:                                              ; preds = %157
  %188 = getelementptr inbounds i8, ptr %155, i64 %162, !dbg !1865
    #dbg_value(ptr %188, !1783, !DIExpression(), !1796)
  br label %197, !dbg !1866

189:                                              ; preds = %164
  %190 = getelementptr inbounds i8, ptr %180, i64 %185, !dbg !1865
    #dbg_value(ptr %190, !1783, !DIExpression(), !1796)
  %191 = getelementptr inbounds i8, ptr %1, i64 304, !dbg !1868
  %192 = load i64, ptr %191, align 8, !dbg !1868, !tbaa !1869
  %193 = icmp ne i64 %192, 0, !dbg !1870
  %194 = add i64 %192, %185
  %195 = icmp ult i64 %194, 4
  %196 = and i1 %193, %195, !dbg !1871
  br i1 %196, label %222, label %197, !dbg !1871

197:                                              ; preds = %189, %187
  %198 = phi ptr [ %188, %187 ], [ %190, %189 ]
    #dbg_value(ptr %198, !1783, !DIExpression(), !1796)
  %199 = ptrtoint ptr %198 to i64, !dbg !1872
  %200 = ptrtoint ptr %154 to i64, !dbg !1872
  %201 = sub i64 %199, %200, !dbg !1872
  %202 = icmp slt i64 %201, 4, !dbg !1874
  br i1 %202, label %222, label %203, !dbg !1875

203:                                              ; preds = %197
  store i32 1, ptr %16, align 4, !dbg !1876, !tbaa !941
  %204 = sub i64 %199, %126, !dbg !1877
    #dbg_value(i64 %204, !1593, !DIExpression(), !1878)
    #dbg_value(i64 %204, !1595, !DIExpression(), !1879)
    #dbg_value(i64 %204, !849, !DIExpression(), !1880)
  %205 = icmp ult i64 %204, -119, !dbg !1883
  br i1 %205, label %206, label %222

206:                                              ; preds = %203
  %207 = icmp eq i64 %204, 0, !dbg !1884
  br i1 %207, label %222, label %208, !dbg !1886

208:                                              ; preds = %149, %206
  %209 = phi i64 [ %204, %206 ], [ 1, %149 ]
  %210 = getelementptr inbounds i8, ptr %123, i64 %209, !dbg !1887
    #dbg_value(ptr %210, !1588, !DIExpression(), !1600)
  %211 = ptrtoint ptr %210 to i64, !dbg !1888
  %212 = ptrtoint ptr %10 to i64, !dbg !1888
  %213 = sub i64 %211, %212, !dbg !1888
    #dbg_value(i64 %213, !1597, !DIExpression(DW_OP_plus_uconst, 2305843009213693949, DW_OP_stack_value), !1889)
  %214 = trunc i64 %213 to i32, !dbg !1890
  %215 = shl i32 %214, 3, !dbg !1890
  %216 = add i32 %17, -20, !dbg !1891
  %217 = add i32 %216, %215, !dbg !1891
    #dbg_value(i32 %217, !1599, !DIExpression(), !1889)
    #dbg_value(ptr %10, !1443, !DIExpression(), !1892)
    #dbg_value(i32 %217, !1448, !DIExpression(), !1892)
  %218 = trunc i32 %217 to i16, !dbg !1894
    #dbg_value(ptr %10, !1452, !DIExpression(), !1895)
    #dbg_value(i16 %218, !1457, !DIExpression(), !1895)
    #dbg_value(ptr %10, !1463, !DIExpression(), !1897)
    #dbg_value(i16 %218, !1466, !DIExpression(), !1897)
  store i16 %218, ptr %10, align 1, !dbg !1899, !tbaa !1471
  %219 = lshr i32 %217, 16, !dbg !1900
  %220 = trunc i32 %219 to i8, !dbg !1901
  %221 = getelementptr inbounds i8, ptr %10, i64 2, !dbg !1902
  store i8 %220, ptr %221, align 1, !dbg !1903, !tbaa !1042
  br label %222, !dbg !1904

222:                                              ; preds = %164, %157, %122, %197, %189, %206, %203, %65, %120, %117, %208
  %223 = phi i64 [ %213, %208 ], [ 0, %120 ], [ %118, %117 ], [ 0, %65 ], [ 0, %206 ], [ %204, %203 ], [ 0, %189 ], [ 0, %197 ], [ %185, %164 ], [ %162, %157 ], [ -70, %122 ], !dbg !1600
  ret i64 %223, !dbg !1905
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

declare !dbg !1906 i64 @HIST_count_wksp(ptr noundef, ptr noundef, ptr noundef, i64 noundef, ptr noundef, i64 noundef) local_unnamed_addr #2

declare !dbg !1910 i64 @HUF_estimateCompressedSize(ptr noundef, ptr noundef, i32 noundef) local_unnamed_addr #2

declare !dbg !1915 i64 @HIST_countFast_wksp(ptr noundef, ptr noundef, ptr noundef, i64 noundef, ptr noundef, i64 noundef) local_unnamed_addr #2

declare !dbg !1916 i64 @ZSTD_crossEntropyCost(ptr noundef, i32 noundef, ptr noundef, i32 noundef) local_unnamed_addr #2

declare !dbg !1920 i64 @ZSTD_fseBitCost(ptr noundef, ptr noundef, i32 noundef) local_unnamed_addr #2

declare !dbg !1923 i64 @ZSTD_noCompressLiterals(ptr noundef, i64 noundef, ptr noundef, i64 noundef) local_unnamed_addr #2

declare !dbg !1927 i64 @ZSTD_compressRleLiteralsBlock(ptr noundef, i64 noundef, ptr noundef, i64 noundef) local_unnamed_addr #2

declare !dbg !1928 i64 @HUF_compress1X_usingCTable(ptr noundef, i64 noundef, ptr noundef, i64 noundef, ptr noundef, i32 noundef) local_unnamed_addr #2

declare !dbg !1931 i64 @HUF_compress4X_usingCTable(ptr noundef, i64 noundef, ptr noundef, i64 noundef, ptr noundef, i32 noundef) local_unnamed_addr #2

declare !dbg !1932 i64 @ZSTD_encodeSequences(ptr noundef, i64 noundef, ptr noundef, ptr noundef, ptr noundef, ptr noundef, ptr noundef, ptr noundef, ptr noundef, i64 noundef, i32 noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #4

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!221, !222, !223, !224, !225, !226, !227}
!llvm.ident = !{!228}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "OF_defaultNorm", scope: !2, file: !41, line: 157, type: !218, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !4, retainedTypes: !154, globals: !183, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "src/zstd/lib/compress/zstd_compress_superblock.c", directory: ".", checksumkind: CSK_MD5, checksum: "441baca67a112b2c69fd493928e8d413")
!4 = !{!5, !13, !18, !29, !35, !40, !45, !49, !56, !60, !65, !71, !77, !81, !85, !90, !95, !101, !140, !146}
!5 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !6, line: 46, baseType: !7, size: 32, elements: !8)
!6 = !DIFile(filename: "src/zstd/lib/compress/zstd_compress_internal.h", directory: ".", checksumkind: CSK_MD5, checksum: "9f1fb0609d1fab688a18d6d3f34d7662")
!7 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!8 = !{!9, !10, !11, !12}
!9 = !DIEnumerator(name: "ZSTDcs_created", value: 0)
!10 = !DIEnumerator(name: "ZSTDcs_init", value: 1)
!11 = !DIEnumerator(name: "ZSTDcs_ongoing", value: 2)
!12 = !DIEnumerator(name: "ZSTDcs_ending", value: 3)
!13 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !14, line: 1384, baseType: !7, size: 32, elements: !15)
!14 = !DIFile(filename: "src/zstd/lib/compress/../zstd.h", directory: ".", checksumkind: CSK_MD5, checksum: "0885616b65e9f8a4ec3d90c27aa9b289")
!15 = !{!16, !17}
!16 = !DIEnumerator(name: "ZSTD_f_zstd1", value: 0)
!17 = !DIEnumerator(name: "ZSTD_f_zstd1_magicless", value: 1)
!18 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !14, line: 336, baseType: !7, size: 32, elements: !19)
!19 = !{!20, !21, !22, !23, !24, !25, !26, !27, !28}
!20 = !DIEnumerator(name: "ZSTD_fast", value: 1)
!21 = !DIEnumerator(name: "ZSTD_dfast", value: 2)
!22 = !DIEnumerator(name: "ZSTD_greedy", value: 3)
!23 = !DIEnumerator(name: "ZSTD_lazy", value: 4)
!24 = !DIEnumerator(name: "ZSTD_lazy2", value: 5)
!25 = !DIEnumerator(name: "ZSTD_btlazy2", value: 6)
!26 = !DIEnumerator(name: "ZSTD_btopt", value: 7)
!27 = !DIEnumerator(name: "ZSTD_btultra", value: 8)
!28 = !DIEnumerator(name: "ZSTD_btultra2", value: 9)
!29 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !14, line: 1403, baseType: !7, size: 32, elements: !30)
!30 = !{!31, !32, !33, !34}
!31 = !DIEnumerator(name: "ZSTD_dictDefaultAttach", value: 0)
!32 = !DIEnumerator(name: "ZSTD_dictForceAttach", value: 1)
!33 = !DIEnumerator(name: "ZSTD_dictForceCopy", value: 2)
!34 = !DIEnumerator(name: "ZSTD_dictForceLoad", value: 3)
!35 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !14, line: 1451, baseType: !7, size: 32, elements: !36)
!36 = !{!37, !38, !39}
!37 = !DIEnumerator(name: "ZSTD_ps_auto", value: 0)
!38 = !DIEnumerator(name: "ZSTD_ps_enable", value: 1)
!39 = !DIEnumerator(name: "ZSTD_ps_disable", value: 2)
!40 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !41, line: 268, baseType: !7, size: 32, elements: !42)
!41 = !DIFile(filename: "src/zstd/lib/compress/../common/zstd_internal.h", directory: ".", checksumkind: CSK_MD5, checksum: "0834319b8e985d5018849be19063d477")
!42 = !{!43, !44}
!43 = !DIEnumerator(name: "ZSTD_bm_buffered", value: 0)
!44 = !DIEnumerator(name: "ZSTD_bm_stable", value: 1)
!45 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !14, line: 1581, baseType: !7, size: 32, elements: !46)
!46 = !{!47, !48}
!47 = !DIEnumerator(name: "ZSTD_sf_noBlockDelimiters", value: 0)
!48 = !DIEnumerator(name: "ZSTD_sf_explicitBlockDelimiters", value: 1)
!49 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !50, line: 44, baseType: !7, size: 32, elements: !51)
!50 = !DIFile(filename: "src/zstd/lib/compress/zstd_cwksp.h", directory: ".", checksumkind: CSK_MD5, checksum: "99fd717ed8b79e46af8d28cdfe56c0ee")
!51 = !{!52, !53, !54, !55}
!52 = !DIEnumerator(name: "ZSTD_cwksp_alloc_objects", value: 0)
!53 = !DIEnumerator(name: "ZSTD_cwksp_alloc_aligned_init_once", value: 1)
!54 = !DIEnumerator(name: "ZSTD_cwksp_alloc_aligned", value: 2)
!55 = !DIEnumerator(name: "ZSTD_cwksp_alloc_buffers", value: 3)
!56 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !50, line: 56, baseType: !7, size: 32, elements: !57)
!57 = !{!58, !59}
!58 = !DIEnumerator(name: "ZSTD_cwksp_dynamic_alloc", value: 0)
!59 = !DIEnumerator(name: "ZSTD_cwksp_static_alloc", value: 1)
!60 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !6, line: 92, baseType: !7, size: 32, elements: !61)
!61 = !{!62, !63, !64}
!62 = !DIEnumerator(name: "ZSTD_llt_none", value: 0)
!63 = !DIEnumerator(name: "ZSTD_llt_literalLength", value: 1)
!64 = !DIEnumerator(name: "ZSTD_llt_matchLength", value: 2)
!65 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !66, line: 139, baseType: !7, size: 32, elements: !67)
!66 = !DIFile(filename: "src/zstd/lib/compress/../common/huf.h", directory: ".", checksumkind: CSK_MD5, checksum: "05b0d64590183c51750c28f7b2051958")
!67 = !{!68, !69, !70}
!68 = !DIEnumerator(name: "HUF_repeat_none", value: 0)
!69 = !DIEnumerator(name: "HUF_repeat_check", value: 1)
!70 = !DIEnumerator(name: "HUF_repeat_valid", value: 2)
!71 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !72, line: 278, baseType: !7, size: 32, elements: !73)
!72 = !DIFile(filename: "src/zstd/lib/compress/../common/fse.h", directory: ".", checksumkind: CSK_MD5, checksum: "b140564be5fe996b57617f6cd8c431d7")
!73 = !{!74, !75, !76}
!74 = !DIEnumerator(name: "FSE_repeat_none", value: 0)
!75 = !DIEnumerator(name: "FSE_repeat_check", value: 1)
!76 = !DIEnumerator(name: "FSE_repeat_valid", value: 2)
!77 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !6, line: 224, baseType: !7, size: 32, elements: !78)
!78 = !{!79, !80}
!79 = !DIEnumerator(name: "zop_dynamic", value: 0)
!80 = !DIEnumerator(name: "zop_predef", value: 1)
!81 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !6, line: 451, baseType: !7, size: 32, elements: !82)
!82 = !{!83, !84}
!83 = !DIEnumerator(name: "ZSTDb_not_buffered", value: 0)
!84 = !DIEnumerator(name: "ZSTDb_buffered", value: 1)
!85 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !6, line: 47, baseType: !7, size: 32, elements: !86)
!86 = !{!87, !88, !89}
!87 = !DIEnumerator(name: "zcss_init", value: 0)
!88 = !DIEnumerator(name: "zcss_load", value: 1)
!89 = !DIEnumerator(name: "zcss_flush", value: 2)
!90 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !14, line: 1373, baseType: !7, size: 32, elements: !91)
!91 = !{!92, !93, !94}
!92 = !DIEnumerator(name: "ZSTD_dct_auto", value: 0)
!93 = !DIEnumerator(name: "ZSTD_dct_rawContent", value: 1)
!94 = !DIEnumerator(name: "ZSTD_dct_fullDict", value: 2)
!95 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !41, line: 94, baseType: !7, size: 32, elements: !96)
!96 = !{!97, !98, !99, !100}
!97 = !DIEnumerator(name: "set_basic", value: 0)
!98 = !DIEnumerator(name: "set_rle", value: 1)
!99 = !DIEnumerator(name: "set_compressed", value: 2)
!100 = !DIEnumerator(name: "set_repeat", value: 3)
!101 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !102, line: 60, baseType: !7, size: 32, elements: !103)
!102 = !DIFile(filename: "src/zstd/lib/compress/../zstd_errors.h", directory: ".", checksumkind: CSK_MD5, checksum: "c41245e70dc8b3520adab14d208c8b46")
!103 = !{!104, !105, !106, !107, !108, !109, !110, !111, !112, !113, !114, !115, !116, !117, !118, !119, !120, !121, !122, !123, !124, !125, !126, !127, !128, !129, !130, !131, !132, !133, !134, !135, !136, !137, !138, !139}
!104 = !DIEnumerator(name: "ZSTD_error_no_error", value: 0)
!105 = !DIEnumerator(name: "ZSTD_error_GENERIC", value: 1)
!106 = !DIEnumerator(name: "ZSTD_error_prefix_unknown", value: 10)
!107 = !DIEnumerator(name: "ZSTD_error_version_unsupported", value: 12)
!108 = !DIEnumerator(name: "ZSTD_error_frameParameter_unsupported", value: 14)
!109 = !DIEnumerator(name: "ZSTD_error_frameParameter_windowTooLarge", value: 16)
!110 = !DIEnumerator(name: "ZSTD_error_corruption_detected", value: 20)
!111 = !DIEnumerator(name: "ZSTD_error_checksum_wrong", value: 22)
!112 = !DIEnumerator(name: "ZSTD_error_literals_headerWrong", value: 24)
!113 = !DIEnumerator(name: "ZSTD_error_dictionary_corrupted", value: 30)
!114 = !DIEnumerator(name: "ZSTD_error_dictionary_wrong", value: 32)
!115 = !DIEnumerator(name: "ZSTD_error_dictionaryCreation_failed", value: 34)
!116 = !DIEnumerator(name: "ZSTD_error_parameter_unsupported", value: 40)
!117 = !DIEnumerator(name: "ZSTD_error_parameter_combination_unsupported", value: 41)
!118 = !DIEnumerator(name: "ZSTD_error_parameter_outOfBound", value: 42)
!119 = !DIEnumerator(name: "ZSTD_error_tableLog_tooLarge", value: 44)
!120 = !DIEnumerator(name: "ZSTD_error_maxSymbolValue_tooLarge", value: 46)
!121 = !DIEnumerator(name: "ZSTD_error_maxSymbolValue_tooSmall", value: 48)
!122 = !DIEnumerator(name: "ZSTD_error_cannotProduce_uncompressedBlock", value: 49)
!123 = !DIEnumerator(name: "ZSTD_error_stabilityCondition_notRespected", value: 50)
!124 = !DIEnumerator(name: "ZSTD_error_stage_wrong", value: 60)
!125 = !DIEnumerator(name: "ZSTD_error_init_missing", value: 62)
!126 = !DIEnumerator(name: "ZSTD_error_memory_allocation", value: 64)
!127 = !DIEnumerator(name: "ZSTD_error_workSpace_tooSmall", value: 66)
!128 = !DIEnumerator(name: "ZSTD_error_dstSize_tooSmall", value: 70)
!129 = !DIEnumerator(name: "ZSTD_error_srcSize_wrong", value: 72)
!130 = !DIEnumerator(name: "ZSTD_error_dstBuffer_null", value: 74)
!131 = !DIEnumerator(name: "ZSTD_error_noForwardProgress_destFull", value: 80)
!132 = !DIEnumerator(name: "ZSTD_error_noForwardProgress_inputEmpty", value: 82)
!133 = !DIEnumerator(name: "ZSTD_error_frameIndex_tooLarge", value: 100)
!134 = !DIEnumerator(name: "ZSTD_error_seekableIO", value: 102)
!135 = !DIEnumerator(name: "ZSTD_error_dstBuffer_wrong", value: 104)
!136 = !DIEnumerator(name: "ZSTD_error_srcBuffer_wrong", value: 105)
!137 = !DIEnumerator(name: "ZSTD_error_sequenceProducer_failed", value: 106)
!138 = !DIEnumerator(name: "ZSTD_error_externalSequences_invalid", value: 107)
!139 = !DIEnumerator(name: "ZSTD_error_maxCode", value: 120)
!140 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !41, line: 86, baseType: !7, size: 32, elements: !141)
!141 = !{!142, !143, !144, !145}
!142 = !DIEnumerator(name: "bt_raw", value: 0)
!143 = !DIEnumerator(name: "bt_rle", value: 1)
!144 = !DIEnumerator(name: "bt_compressed", value: 2)
!145 = !DIEnumerator(name: "bt_reserved", value: 3)
!146 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !66, line: 80, baseType: !7, size: 32, elements: !147)
!147 = !{!148, !149, !150, !151, !152, !153}
!148 = !DIEnumerator(name: "HUF_flags_bmi2", value: 1)
!149 = !DIEnumerator(name: "HUF_flags_optimalDepth", value: 2)
!150 = !DIEnumerator(name: "HUF_flags_preferRepeat", value: 4)
!151 = !DIEnumerator(name: "HUF_flags_suspectUncompressible", value: 8)
!152 = !DIEnumerator(name: "HUF_flags_disableAsm", value: 16)
!153 = !DIEnumerator(name: "HUF_flags_disableFast", value: 32)
!154 = !{!155, !158, !167, !168, !169, !172, !160, !175, !177, !181}
!155 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !156, line: 18, baseType: !157)
!156 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!157 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!158 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !159, size: 64)
!159 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !160)
!160 = !DIDerivedType(tag: DW_TAG_typedef, name: "BYTE", file: !161, line: 42, baseType: !162)
!161 = !DIFile(filename: "src/zstd/lib/compress/../common/mem.h", directory: ".", checksumkind: CSK_MD5, checksum: "d7e97ebaddd3cd6c7a39d96291fed5fd")
!162 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !163, line: 24, baseType: !164)
!163 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!164 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint8_t", file: !165, line: 38, baseType: !166)
!165 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!166 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!167 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !160, size: 64)
!168 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64)
!169 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !170, size: 64)
!170 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !171)
!171 = !DIDerivedType(tag: DW_TAG_typedef, name: "HUF_CElt", file: !66, line: 57, baseType: !155)
!172 = !DIDerivedType(tag: DW_TAG_typedef, name: "U32", file: !161, line: 47, baseType: !173)
!173 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !163, line: 26, baseType: !174)
!174 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !165, line: 42, baseType: !7)
!175 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !176, size: 64)
!176 = !DIDerivedType(tag: DW_TAG_typedef, name: "unalign32", file: !161, line: 178, baseType: !172, align: 8)
!177 = !DIDerivedType(tag: DW_TAG_typedef, name: "U16", file: !161, line: 45, baseType: !178)
!178 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint16_t", file: !163, line: 25, baseType: !179)
!179 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint16_t", file: !165, line: 40, baseType: !180)
!180 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!181 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !182, size: 64)
!182 = !DIDerivedType(tag: DW_TAG_typedef, name: "unalign16", file: !161, line: 177, baseType: !177, align: 8)
!183 = !{!184, !187, !190, !192, !0, !194, !201, !210, !215}
!184 = !DIGlobalVariableExpression(var: !185, expr: !DIExpression(DW_OP_constu, 3, DW_OP_stack_value))
!185 = distinct !DIGlobalVariable(name: "ZSTD_blockHeaderSize", scope: !2, file: !41, line: 85, type: !186, isLocal: true, isDefinition: true)
!186 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !155)
!187 = !DIGlobalVariableExpression(var: !188, expr: !DIExpression(DW_OP_constu, 5, DW_OP_stack_value))
!188 = distinct !DIGlobalVariable(name: "OF_defaultNormLog", scope: !2, file: !41, line: 164, type: !189, isLocal: true, isDefinition: true)
!189 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !172)
!190 = !DIGlobalVariableExpression(var: !191, expr: !DIExpression(DW_OP_constu, 6, DW_OP_stack_value))
!191 = distinct !DIGlobalVariable(name: "LL_defaultNormLog", scope: !2, file: !41, line: 134, type: !189, isLocal: true, isDefinition: true)
!192 = !DIGlobalVariableExpression(var: !193, expr: !DIExpression(DW_OP_constu, 6, DW_OP_stack_value))
!193 = distinct !DIGlobalVariable(name: "ML_defaultNormLog", scope: !2, file: !41, line: 155, type: !189, isLocal: true, isDefinition: true)
!194 = !DIGlobalVariableExpression(var: !195, expr: !DIExpression())
!195 = distinct !DIGlobalVariable(name: "LL_bits", scope: !2, file: !41, line: 119, type: !196, isLocal: true, isDefinition: true)
!196 = !DICompositeType(tag: DW_TAG_array_type, baseType: !197, size: 288, elements: !199)
!197 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !198)
!198 = !DIDerivedType(tag: DW_TAG_typedef, name: "U8", file: !161, line: 43, baseType: !162)
!199 = !{!200}
!200 = !DISubrange(count: 36)
!201 = !DIGlobalVariableExpression(var: !202, expr: !DIExpression())
!202 = distinct !DIGlobalVariable(name: "LL_defaultNorm", scope: !2, file: !41, line: 126, type: !203, isLocal: true, isDefinition: true)
!203 = !DICompositeType(tag: DW_TAG_array_type, baseType: !204, size: 576, elements: !199)
!204 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !205)
!205 = !DIDerivedType(tag: DW_TAG_typedef, name: "S16", file: !161, line: 46, baseType: !206)
!206 = !DIDerivedType(tag: DW_TAG_typedef, name: "int16_t", file: !207, line: 25, baseType: !208)
!207 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!208 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int16_t", file: !165, line: 39, baseType: !209)
!209 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!210 = !DIGlobalVariableExpression(var: !211, expr: !DIExpression())
!211 = distinct !DIGlobalVariable(name: "ML_bits", scope: !2, file: !41, line: 136, type: !212, isLocal: true, isDefinition: true)
!212 = !DICompositeType(tag: DW_TAG_array_type, baseType: !197, size: 424, elements: !213)
!213 = !{!214}
!214 = !DISubrange(count: 53)
!215 = !DIGlobalVariableExpression(var: !216, expr: !DIExpression())
!216 = distinct !DIGlobalVariable(name: "ML_defaultNorm", scope: !2, file: !41, line: 145, type: !217, isLocal: true, isDefinition: true)
!217 = !DICompositeType(tag: DW_TAG_array_type, baseType: !204, size: 848, elements: !213)
!218 = !DICompositeType(tag: DW_TAG_array_type, baseType: !204, size: 464, elements: !219)
!219 = !{!220}
!220 = !DISubrange(count: 29)
!221 = !{i32 7, !"Dwarf Version", i32 5}
!222 = !{i32 2, !"Debug Info Version", i32 3}
!223 = !{i32 1, !"wchar_size", i32 4}
!224 = !{i32 8, !"PIC Level", i32 2}
!225 = !{i32 7, !"PIE Level", i32 2}
!226 = !{i32 7, !"uwtable", i32 2}
!227 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!228 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!229 = distinct !DISubprogram(name: "ZSTD_compressSuperBlock", scope: !3, file: !3, line: 665, type: !230, scopeLine: 669, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !688)
!230 = !DISubroutineType(types: !231)
!231 = !{!155, !232, !309, !155, !332, !155, !7}
!232 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !233, size: 64)
!233 = !DIDerivedType(tag: DW_TAG_typedef, name: "ZSTD_CCtx", file: !14, line: 280, baseType: !234)
!234 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "ZSTD_CCtx_s", file: !6, line: 472, size: 42240, elements: !235)
!235 = !{!236, !238, !240, !241, !335, !336, !337, !338, !339, !356, !357, !359, !360, !361, !379, !380, !384, !385, !393, !394, !395, !418, !454, !462, !463, !472, !592, !593, !594, !596, !599, !600, !601, !602, !603, !604, !605, !606, !607, !609, !610, !617, !618, !619, !632, !635, !642, !645, !686, !687}
!236 = !DIDerivedType(tag: DW_TAG_member, name: "stage", scope: !234, file: !6, line: 473, baseType: !237, size: 32)
!237 = !DIDerivedType(tag: DW_TAG_typedef, name: "ZSTD_compressionStage_e", file: !6, line: 46, baseType: !5)
!238 = !DIDerivedType(tag: DW_TAG_member, name: "cParamsChanged", scope: !234, file: !6, line: 474, baseType: !239, size: 32, offset: 32)
!239 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!240 = !DIDerivedType(tag: DW_TAG_member, name: "bmi2", scope: !234, file: !6, line: 475, baseType: !239, size: 32, offset: 64)
!241 = !DIDerivedType(tag: DW_TAG_member, name: "requestedParams", scope: !234, file: !6, line: 476, baseType: !242, size: 1792, offset: 128)
!242 = !DIDerivedType(tag: DW_TAG_typedef, name: "ZSTD_CCtx_params", file: !14, line: 1313, baseType: !243)
!243 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "ZSTD_CCtx_params_s", file: !6, line: 362, size: 1792, elements: !244)
!244 = !{!245, !247, !259, !266, !267, !268, !269, !270, !272, !274, !275, !276, !277, !278, !288, !289, !291, !292, !294, !295, !296, !297, !298, !299, !300, !316, !317, !318, !319, !334}
!245 = !DIDerivedType(tag: DW_TAG_member, name: "format", scope: !243, file: !6, line: 363, baseType: !246, size: 32)
!246 = !DIDerivedType(tag: DW_TAG_typedef, name: "ZSTD_format_e", file: !14, line: 1389, baseType: !13)
!247 = !DIDerivedType(tag: DW_TAG_member, name: "cParams", scope: !243, file: !6, line: 364, baseType: !248, size: 224, offset: 32)
!248 = !DIDerivedType(tag: DW_TAG_typedef, name: "ZSTD_compressionParameters", file: !14, line: 1360, baseType: !249)
!249 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !14, line: 1352, size: 224, elements: !250)
!250 = !{!251, !252, !253, !254, !255, !256, !257}
!251 = !DIDerivedType(tag: DW_TAG_member, name: "windowLog", scope: !249, file: !14, line: 1353, baseType: !7, size: 32)
!252 = !DIDerivedType(tag: DW_TAG_member, name: "chainLog", scope: !249, file: !14, line: 1354, baseType: !7, size: 32, offset: 32)
!253 = !DIDerivedType(tag: DW_TAG_member, name: "hashLog", scope: !249, file: !14, line: 1355, baseType: !7, size: 32, offset: 64)
!254 = !DIDerivedType(tag: DW_TAG_member, name: "searchLog", scope: !249, file: !14, line: 1356, baseType: !7, size: 32, offset: 96)
!255 = !DIDerivedType(tag: DW_TAG_member, name: "minMatch", scope: !249, file: !14, line: 1357, baseType: !7, size: 32, offset: 128)
!256 = !DIDerivedType(tag: DW_TAG_member, name: "targetLength", scope: !249, file: !14, line: 1358, baseType: !7, size: 32, offset: 160)
!257 = !DIDerivedType(tag: DW_TAG_member, name: "strategy", scope: !249, file: !14, line: 1359, baseType: !258, size: 32, offset: 192)
!258 = !DIDerivedType(tag: DW_TAG_typedef, name: "ZSTD_strategy", file: !14, line: 347, baseType: !18)
!259 = !DIDerivedType(tag: DW_TAG_member, name: "fParams", scope: !243, file: !6, line: 365, baseType: !260, size: 96, offset: 256)
!260 = !DIDerivedType(tag: DW_TAG_typedef, name: "ZSTD_frameParameters", file: !14, line: 1366, baseType: !261)
!261 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !14, line: 1362, size: 96, elements: !262)
!262 = !{!263, !264, !265}
!263 = !DIDerivedType(tag: DW_TAG_member, name: "contentSizeFlag", scope: !261, file: !14, line: 1363, baseType: !239, size: 32)
!264 = !DIDerivedType(tag: DW_TAG_member, name: "checksumFlag", scope: !261, file: !14, line: 1364, baseType: !239, size: 32, offset: 32)
!265 = !DIDerivedType(tag: DW_TAG_member, name: "noDictIDFlag", scope: !261, file: !14, line: 1365, baseType: !239, size: 32, offset: 64)
!266 = !DIDerivedType(tag: DW_TAG_member, name: "compressionLevel", scope: !243, file: !6, line: 367, baseType: !239, size: 32, offset: 352)
!267 = !DIDerivedType(tag: DW_TAG_member, name: "forceWindow", scope: !243, file: !6, line: 368, baseType: !239, size: 32, offset: 384)
!268 = !DIDerivedType(tag: DW_TAG_member, name: "targetCBlockSize", scope: !243, file: !6, line: 370, baseType: !155, size: 64, offset: 448)
!269 = !DIDerivedType(tag: DW_TAG_member, name: "srcSizeHint", scope: !243, file: !6, line: 373, baseType: !239, size: 32, offset: 512)
!270 = !DIDerivedType(tag: DW_TAG_member, name: "attachDictPref", scope: !243, file: !6, line: 377, baseType: !271, size: 32, offset: 544)
!271 = !DIDerivedType(tag: DW_TAG_typedef, name: "ZSTD_dictAttachPref_e", file: !14, line: 1440, baseType: !29)
!272 = !DIDerivedType(tag: DW_TAG_member, name: "literalCompressionMode", scope: !243, file: !6, line: 378, baseType: !273, size: 32, offset: 576)
!273 = !DIDerivedType(tag: DW_TAG_typedef, name: "ZSTD_ParamSwitch_e", file: !14, line: 1459, baseType: !35)
!274 = !DIDerivedType(tag: DW_TAG_member, name: "nbWorkers", scope: !243, file: !6, line: 381, baseType: !239, size: 32, offset: 608)
!275 = !DIDerivedType(tag: DW_TAG_member, name: "jobSize", scope: !243, file: !6, line: 382, baseType: !155, size: 64, offset: 640)
!276 = !DIDerivedType(tag: DW_TAG_member, name: "overlapLog", scope: !243, file: !6, line: 383, baseType: !239, size: 32, offset: 704)
!277 = !DIDerivedType(tag: DW_TAG_member, name: "rsyncable", scope: !243, file: !6, line: 384, baseType: !239, size: 32, offset: 736)
!278 = !DIDerivedType(tag: DW_TAG_member, name: "ldmParams", scope: !243, file: !6, line: 387, baseType: !279, size: 192, offset: 768)
!279 = !DIDerivedType(tag: DW_TAG_typedef, name: "ldmParams_t", file: !6, line: 353, baseType: !280)
!280 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !6, line: 346, size: 192, elements: !281)
!281 = !{!282, !283, !284, !285, !286, !287}
!282 = !DIDerivedType(tag: DW_TAG_member, name: "enableLdm", scope: !280, file: !6, line: 347, baseType: !273, size: 32)
!283 = !DIDerivedType(tag: DW_TAG_member, name: "hashLog", scope: !280, file: !6, line: 348, baseType: !172, size: 32, offset: 32)
!284 = !DIDerivedType(tag: DW_TAG_member, name: "bucketSizeLog", scope: !280, file: !6, line: 349, baseType: !172, size: 32, offset: 64)
!285 = !DIDerivedType(tag: DW_TAG_member, name: "minMatchLength", scope: !280, file: !6, line: 350, baseType: !172, size: 32, offset: 96)
!286 = !DIDerivedType(tag: DW_TAG_member, name: "hashRateLog", scope: !280, file: !6, line: 351, baseType: !172, size: 32, offset: 128)
!287 = !DIDerivedType(tag: DW_TAG_member, name: "windowLog", scope: !280, file: !6, line: 352, baseType: !172, size: 32, offset: 160)
!288 = !DIDerivedType(tag: DW_TAG_member, name: "enableDedicatedDictSearch", scope: !243, file: !6, line: 390, baseType: !239, size: 32, offset: 960)
!289 = !DIDerivedType(tag: DW_TAG_member, name: "inBufferMode", scope: !243, file: !6, line: 393, baseType: !290, size: 32, offset: 992)
!290 = !DIDerivedType(tag: DW_TAG_typedef, name: "ZSTD_bufferMode_e", file: !41, line: 271, baseType: !40)
!291 = !DIDerivedType(tag: DW_TAG_member, name: "outBufferMode", scope: !243, file: !6, line: 394, baseType: !290, size: 32, offset: 1024)
!292 = !DIDerivedType(tag: DW_TAG_member, name: "blockDelimiters", scope: !243, file: !6, line: 397, baseType: !293, size: 32, offset: 1056)
!293 = !DIDerivedType(tag: DW_TAG_typedef, name: "ZSTD_SequenceFormat_e", file: !14, line: 1584, baseType: !45)
!294 = !DIDerivedType(tag: DW_TAG_member, name: "validateSequences", scope: !243, file: !6, line: 398, baseType: !239, size: 32, offset: 1088)
!295 = !DIDerivedType(tag: DW_TAG_member, name: "postBlockSplitter", scope: !243, file: !6, line: 410, baseType: !273, size: 32, offset: 1120)
!296 = !DIDerivedType(tag: DW_TAG_member, name: "preBlockSplitter_level", scope: !243, file: !6, line: 411, baseType: !239, size: 32, offset: 1152)
!297 = !DIDerivedType(tag: DW_TAG_member, name: "maxBlockSize", scope: !243, file: !6, line: 414, baseType: !155, size: 64, offset: 1216)
!298 = !DIDerivedType(tag: DW_TAG_member, name: "useRowMatchFinder", scope: !243, file: !6, line: 417, baseType: !273, size: 32, offset: 1280)
!299 = !DIDerivedType(tag: DW_TAG_member, name: "deterministicRefPrefix", scope: !243, file: !6, line: 420, baseType: !239, size: 32, offset: 1312)
!300 = !DIDerivedType(tag: DW_TAG_member, name: "customMem", scope: !243, file: !6, line: 423, baseType: !301, size: 192, offset: 1344)
!301 = !DIDerivedType(tag: DW_TAG_typedef, name: "ZSTD_customMem", file: !14, line: 1870, baseType: !302)
!302 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !14, line: 1870, size: 192, elements: !303)
!303 = !{!304, !310, !315}
!304 = !DIDerivedType(tag: DW_TAG_member, name: "customAlloc", scope: !302, file: !14, line: 1870, baseType: !305, size: 64)
!305 = !DIDerivedType(tag: DW_TAG_typedef, name: "ZSTD_allocFunction", file: !14, line: 1868, baseType: !306)
!306 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !307, size: 64)
!307 = !DISubroutineType(types: !308)
!308 = !{!309, !309, !155}
!309 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!310 = !DIDerivedType(tag: DW_TAG_member, name: "customFree", scope: !302, file: !14, line: 1870, baseType: !311, size: 64, offset: 64)
!311 = !DIDerivedType(tag: DW_TAG_typedef, name: "ZSTD_freeFunction", file: !14, line: 1869, baseType: !312)
!312 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !313, size: 64)
!313 = !DISubroutineType(types: !314)
!314 = !{null, !309, !309}
!315 = !DIDerivedType(tag: DW_TAG_member, name: "opaque", scope: !302, file: !14, line: 1870, baseType: !309, size: 64, offset: 128)
!316 = !DIDerivedType(tag: DW_TAG_member, name: "prefetchCDictTables", scope: !243, file: !6, line: 426, baseType: !273, size: 32, offset: 1536)
!317 = !DIDerivedType(tag: DW_TAG_member, name: "enableMatchFinderFallback", scope: !243, file: !6, line: 430, baseType: !239, size: 32, offset: 1568)
!318 = !DIDerivedType(tag: DW_TAG_member, name: "extSeqProdState", scope: !243, file: !6, line: 435, baseType: !309, size: 64, offset: 1600)
!319 = !DIDerivedType(tag: DW_TAG_member, name: "extSeqProdFunc", scope: !243, file: !6, line: 436, baseType: !320, size: 64, offset: 1664)
!320 = !DIDerivedType(tag: DW_TAG_typedef, name: "ZSTD_sequenceProducer_F", file: !14, line: 2930, baseType: !321)
!321 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !322, size: 64)
!322 = !DISubroutineType(types: !323)
!323 = !{!155, !309, !324, !155, !332, !155, !332, !155, !239, !155}
!324 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !325, size: 64)
!325 = !DIDerivedType(tag: DW_TAG_typedef, name: "ZSTD_Sequence", file: !14, line: 1350, baseType: !326)
!326 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !14, line: 1315, size: 128, elements: !327)
!327 = !{!328, !329, !330, !331}
!328 = !DIDerivedType(tag: DW_TAG_member, name: "offset", scope: !326, file: !14, line: 1316, baseType: !7, size: 32)
!329 = !DIDerivedType(tag: DW_TAG_member, name: "litLength", scope: !326, file: !14, line: 1321, baseType: !7, size: 32, offset: 32)
!330 = !DIDerivedType(tag: DW_TAG_member, name: "matchLength", scope: !326, file: !14, line: 1322, baseType: !7, size: 32, offset: 64)
!331 = !DIDerivedType(tag: DW_TAG_member, name: "rep", scope: !326, file: !14, line: 1328, baseType: !7, size: 32, offset: 96)
!332 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !333, size: 64)
!333 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!334 = !DIDerivedType(tag: DW_TAG_member, name: "searchForExternalRepcodes", scope: !243, file: !6, line: 439, baseType: !273, size: 32, offset: 1728)
!335 = !DIDerivedType(tag: DW_TAG_member, name: "appliedParams", scope: !234, file: !6, line: 477, baseType: !242, size: 1792, offset: 1920)
!336 = !DIDerivedType(tag: DW_TAG_member, name: "simpleApiParams", scope: !234, file: !6, line: 478, baseType: !242, size: 1792, offset: 3712)
!337 = !DIDerivedType(tag: DW_TAG_member, name: "dictID", scope: !234, file: !6, line: 479, baseType: !172, size: 32, offset: 5504)
!338 = !DIDerivedType(tag: DW_TAG_member, name: "dictContentSize", scope: !234, file: !6, line: 480, baseType: !155, size: 64, offset: 5568)
!339 = !DIDerivedType(tag: DW_TAG_member, name: "workspace", scope: !234, file: !6, line: 482, baseType: !340, size: 576, offset: 5632)
!340 = !DIDerivedType(tag: DW_TAG_typedef, name: "ZSTD_cwksp", file: !50, line: 169, baseType: !341)
!341 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !50, line: 155, size: 576, elements: !342)
!342 = !{!343, !344, !345, !346, !347, !348, !349, !350, !351, !352, !354}
!343 = !DIDerivedType(tag: DW_TAG_member, name: "workspace", scope: !341, file: !50, line: 156, baseType: !309, size: 64)
!344 = !DIDerivedType(tag: DW_TAG_member, name: "workspaceEnd", scope: !341, file: !50, line: 157, baseType: !309, size: 64, offset: 64)
!345 = !DIDerivedType(tag: DW_TAG_member, name: "objectEnd", scope: !341, file: !50, line: 159, baseType: !309, size: 64, offset: 128)
!346 = !DIDerivedType(tag: DW_TAG_member, name: "tableEnd", scope: !341, file: !50, line: 160, baseType: !309, size: 64, offset: 192)
!347 = !DIDerivedType(tag: DW_TAG_member, name: "tableValidEnd", scope: !341, file: !50, line: 161, baseType: !309, size: 64, offset: 256)
!348 = !DIDerivedType(tag: DW_TAG_member, name: "allocStart", scope: !341, file: !50, line: 162, baseType: !309, size: 64, offset: 320)
!349 = !DIDerivedType(tag: DW_TAG_member, name: "initOnceStart", scope: !341, file: !50, line: 163, baseType: !309, size: 64, offset: 384)
!350 = !DIDerivedType(tag: DW_TAG_member, name: "allocFailed", scope: !341, file: !50, line: 165, baseType: !160, size: 8, offset: 448)
!351 = !DIDerivedType(tag: DW_TAG_member, name: "workspaceOversizedDuration", scope: !341, file: !50, line: 166, baseType: !239, size: 32, offset: 480)
!352 = !DIDerivedType(tag: DW_TAG_member, name: "phase", scope: !341, file: !50, line: 167, baseType: !353, size: 32, offset: 512)
!353 = !DIDerivedType(tag: DW_TAG_typedef, name: "ZSTD_cwksp_alloc_phase_e", file: !50, line: 49, baseType: !49)
!354 = !DIDerivedType(tag: DW_TAG_member, name: "isStatic", scope: !341, file: !50, line: 168, baseType: !355, size: 32, offset: 544)
!355 = !DIDerivedType(tag: DW_TAG_typedef, name: "ZSTD_cwksp_static_alloc_e", file: !50, line: 59, baseType: !56)
!356 = !DIDerivedType(tag: DW_TAG_member, name: "blockSizeMax", scope: !234, file: !6, line: 483, baseType: !155, size: 64, offset: 6208)
!357 = !DIDerivedType(tag: DW_TAG_member, name: "pledgedSrcSizePlusOne", scope: !234, file: !6, line: 484, baseType: !358, size: 64, offset: 6272)
!358 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!359 = !DIDerivedType(tag: DW_TAG_member, name: "consumedSrcSize", scope: !234, file: !6, line: 485, baseType: !358, size: 64, offset: 6336)
!360 = !DIDerivedType(tag: DW_TAG_member, name: "producedCSize", scope: !234, file: !6, line: 486, baseType: !358, size: 64, offset: 6400)
!361 = !DIDerivedType(tag: DW_TAG_member, name: "xxhState", scope: !234, file: !6, line: 487, baseType: !362, size: 704, offset: 6464)
!362 = !DIDerivedType(tag: DW_TAG_typedef, name: "XXH_NAMESPACEXXH64_state_t", file: !363, line: 913, baseType: !364)
!363 = !DIFile(filename: "src/zstd/lib/compress/../common/xxhash.h", directory: ".", checksumkind: CSK_MD5, checksum: "75600583013f35d8800450f351bd22f0")
!364 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "XXH_NAMESPACEXXH64_state_s", file: !363, line: 1643, size: 704, elements: !365)
!365 = !{!366, !370, !374, !375, !377, !378}
!366 = !DIDerivedType(tag: DW_TAG_member, name: "total_len", scope: !364, file: !363, line: 1644, baseType: !367, size: 64)
!367 = !DIDerivedType(tag: DW_TAG_typedef, name: "XXH64_hash_t", file: !363, line: 859, baseType: !368)
!368 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !163, line: 27, baseType: !369)
!369 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !165, line: 45, baseType: !157)
!370 = !DIDerivedType(tag: DW_TAG_member, name: "v", scope: !364, file: !363, line: 1645, baseType: !371, size: 256, offset: 64)
!371 = !DICompositeType(tag: DW_TAG_array_type, baseType: !367, size: 256, elements: !372)
!372 = !{!373}
!373 = !DISubrange(count: 4)
!374 = !DIDerivedType(tag: DW_TAG_member, name: "mem64", scope: !364, file: !363, line: 1646, baseType: !371, size: 256, offset: 320)
!375 = !DIDerivedType(tag: DW_TAG_member, name: "memsize", scope: !364, file: !363, line: 1647, baseType: !376, size: 32, offset: 576)
!376 = !DIDerivedType(tag: DW_TAG_typedef, name: "XXH32_hash_t", file: !363, line: 585, baseType: !173)
!377 = !DIDerivedType(tag: DW_TAG_member, name: "reserved32", scope: !364, file: !363, line: 1648, baseType: !376, size: 32, offset: 608)
!378 = !DIDerivedType(tag: DW_TAG_member, name: "reserved64", scope: !364, file: !363, line: 1649, baseType: !367, size: 64, offset: 640)
!379 = !DIDerivedType(tag: DW_TAG_member, name: "customMem", scope: !234, file: !6, line: 488, baseType: !301, size: 192, offset: 7168)
!380 = !DIDerivedType(tag: DW_TAG_member, name: "pool", scope: !234, file: !6, line: 489, baseType: !381, size: 64, offset: 7360)
!381 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !382, size: 64)
!382 = !DIDerivedType(tag: DW_TAG_typedef, name: "ZSTD_threadPool", file: !14, line: 1906, baseType: !383)
!383 = !DICompositeType(tag: DW_TAG_structure_type, name: "POOL_ctx_s", file: !14, line: 1906, flags: DIFlagFwdDecl)
!384 = !DIDerivedType(tag: DW_TAG_member, name: "staticSize", scope: !234, file: !6, line: 490, baseType: !155, size: 64, offset: 7424)
!385 = !DIDerivedType(tag: DW_TAG_member, name: "seqCollector", scope: !234, file: !6, line: 491, baseType: !386, size: 256, offset: 7488)
!386 = !DIDerivedType(tag: DW_TAG_typedef, name: "SeqCollector", file: !6, line: 360, baseType: !387)
!387 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !6, line: 355, size: 256, elements: !388)
!388 = !{!389, !390, !391, !392}
!389 = !DIDerivedType(tag: DW_TAG_member, name: "collectSequences", scope: !387, file: !6, line: 356, baseType: !239, size: 32)
!390 = !DIDerivedType(tag: DW_TAG_member, name: "seqStart", scope: !387, file: !6, line: 357, baseType: !324, size: 64, offset: 64)
!391 = !DIDerivedType(tag: DW_TAG_member, name: "seqIndex", scope: !387, file: !6, line: 358, baseType: !155, size: 64, offset: 128)
!392 = !DIDerivedType(tag: DW_TAG_member, name: "maxSequences", scope: !387, file: !6, line: 359, baseType: !155, size: 64, offset: 192)
!393 = !DIDerivedType(tag: DW_TAG_member, name: "isFirstBlock", scope: !234, file: !6, line: 492, baseType: !239, size: 32, offset: 7744)
!394 = !DIDerivedType(tag: DW_TAG_member, name: "initialized", scope: !234, file: !6, line: 493, baseType: !239, size: 32, offset: 7776)
!395 = !DIDerivedType(tag: DW_TAG_member, name: "seqStore", scope: !234, file: !6, line: 495, baseType: !396, size: 640, offset: 7808)
!396 = !DIDerivedType(tag: DW_TAG_typedef, name: "SeqStore_t", file: !6, line: 115, baseType: !397)
!397 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !6, line: 98, size: 640, elements: !398)
!398 = !{!399, !407, !408, !409, !410, !411, !412, !413, !414, !415, !417}
!399 = !DIDerivedType(tag: DW_TAG_member, name: "sequencesStart", scope: !397, file: !6, line: 99, baseType: !400, size: 64)
!400 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !401, size: 64)
!401 = !DIDerivedType(tag: DW_TAG_typedef, name: "SeqDef", file: !6, line: 89, baseType: !402)
!402 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "SeqDef_s", file: !6, line: 85, size: 64, elements: !403)
!403 = !{!404, !405, !406}
!404 = !DIDerivedType(tag: DW_TAG_member, name: "offBase", scope: !402, file: !6, line: 86, baseType: !172, size: 32)
!405 = !DIDerivedType(tag: DW_TAG_member, name: "litLength", scope: !402, file: !6, line: 87, baseType: !177, size: 16, offset: 32)
!406 = !DIDerivedType(tag: DW_TAG_member, name: "mlBase", scope: !402, file: !6, line: 88, baseType: !177, size: 16, offset: 48)
!407 = !DIDerivedType(tag: DW_TAG_member, name: "sequences", scope: !397, file: !6, line: 100, baseType: !400, size: 64, offset: 64)
!408 = !DIDerivedType(tag: DW_TAG_member, name: "litStart", scope: !397, file: !6, line: 101, baseType: !167, size: 64, offset: 128)
!409 = !DIDerivedType(tag: DW_TAG_member, name: "lit", scope: !397, file: !6, line: 102, baseType: !167, size: 64, offset: 192)
!410 = !DIDerivedType(tag: DW_TAG_member, name: "llCode", scope: !397, file: !6, line: 103, baseType: !167, size: 64, offset: 256)
!411 = !DIDerivedType(tag: DW_TAG_member, name: "mlCode", scope: !397, file: !6, line: 104, baseType: !167, size: 64, offset: 320)
!412 = !DIDerivedType(tag: DW_TAG_member, name: "ofCode", scope: !397, file: !6, line: 105, baseType: !167, size: 64, offset: 384)
!413 = !DIDerivedType(tag: DW_TAG_member, name: "maxNbSeq", scope: !397, file: !6, line: 106, baseType: !155, size: 64, offset: 448)
!414 = !DIDerivedType(tag: DW_TAG_member, name: "maxNbLit", scope: !397, file: !6, line: 107, baseType: !155, size: 64, offset: 512)
!415 = !DIDerivedType(tag: DW_TAG_member, name: "longLengthType", scope: !397, file: !6, line: 113, baseType: !416, size: 32, offset: 576)
!416 = !DIDerivedType(tag: DW_TAG_typedef, name: "ZSTD_longLengthType_e", file: !6, line: 96, baseType: !60)
!417 = !DIDerivedType(tag: DW_TAG_member, name: "longLengthPos", scope: !397, file: !6, line: 114, baseType: !172, size: 32, offset: 608)
!418 = !DIDerivedType(tag: DW_TAG_member, name: "ldmState", scope: !234, file: !6, line: 496, baseType: !419, size: 16896, offset: 8448)
!419 = !DIDerivedType(tag: DW_TAG_typedef, name: "ldmState_t", file: !6, line: 344, baseType: !420)
!420 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !6, line: 337, size: 16896, elements: !421)
!421 = !{!422, !432, !439, !440, !441, !445}
!422 = !DIDerivedType(tag: DW_TAG_member, name: "window", scope: !420, file: !6, line: 338, baseType: !423, size: 320)
!423 = !DIDerivedType(tag: DW_TAG_typedef, name: "ZSTD_window_t", file: !6, line: 264, baseType: !424)
!424 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !6, line: 254, size: 320, elements: !425)
!425 = !{!426, !427, !428, !429, !430, !431}
!426 = !DIDerivedType(tag: DW_TAG_member, name: "nextSrc", scope: !424, file: !6, line: 255, baseType: !158, size: 64)
!427 = !DIDerivedType(tag: DW_TAG_member, name: "base", scope: !424, file: !6, line: 256, baseType: !158, size: 64, offset: 64)
!428 = !DIDerivedType(tag: DW_TAG_member, name: "dictBase", scope: !424, file: !6, line: 257, baseType: !158, size: 64, offset: 128)
!429 = !DIDerivedType(tag: DW_TAG_member, name: "dictLimit", scope: !424, file: !6, line: 258, baseType: !172, size: 32, offset: 192)
!430 = !DIDerivedType(tag: DW_TAG_member, name: "lowLimit", scope: !424, file: !6, line: 259, baseType: !172, size: 32, offset: 224)
!431 = !DIDerivedType(tag: DW_TAG_member, name: "nbOverflowCorrections", scope: !424, file: !6, line: 260, baseType: !172, size: 32, offset: 256)
!432 = !DIDerivedType(tag: DW_TAG_member, name: "hashTable", scope: !420, file: !6, line: 339, baseType: !433, size: 64, offset: 320)
!433 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !434, size: 64)
!434 = !DIDerivedType(tag: DW_TAG_typedef, name: "ldmEntry_t", file: !6, line: 326, baseType: !435)
!435 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !6, line: 323, size: 64, elements: !436)
!436 = !{!437, !438}
!437 = !DIDerivedType(tag: DW_TAG_member, name: "offset", scope: !435, file: !6, line: 324, baseType: !172, size: 32)
!438 = !DIDerivedType(tag: DW_TAG_member, name: "checksum", scope: !435, file: !6, line: 325, baseType: !172, size: 32, offset: 32)
!439 = !DIDerivedType(tag: DW_TAG_member, name: "loadedDictEnd", scope: !420, file: !6, line: 340, baseType: !172, size: 32, offset: 384)
!440 = !DIDerivedType(tag: DW_TAG_member, name: "bucketOffsets", scope: !420, file: !6, line: 341, baseType: !167, size: 64, offset: 448)
!441 = !DIDerivedType(tag: DW_TAG_member, name: "splitIndices", scope: !420, file: !6, line: 342, baseType: !442, size: 4096, offset: 512)
!442 = !DICompositeType(tag: DW_TAG_array_type, baseType: !155, size: 4096, elements: !443)
!443 = !{!444}
!444 = !DISubrange(count: 64)
!445 = !DIDerivedType(tag: DW_TAG_member, name: "matchCandidates", scope: !420, file: !6, line: 343, baseType: !446, size: 12288, offset: 4608)
!446 = !DICompositeType(tag: DW_TAG_array_type, baseType: !447, size: 12288, elements: !443)
!447 = !DIDerivedType(tag: DW_TAG_typedef, name: "ldmMatchCandidate_t", file: !6, line: 333, baseType: !448)
!448 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !6, line: 328, size: 192, elements: !449)
!449 = !{!450, !451, !452, !453}
!450 = !DIDerivedType(tag: DW_TAG_member, name: "split", scope: !448, file: !6, line: 329, baseType: !158, size: 64)
!451 = !DIDerivedType(tag: DW_TAG_member, name: "hash", scope: !448, file: !6, line: 330, baseType: !172, size: 32, offset: 64)
!452 = !DIDerivedType(tag: DW_TAG_member, name: "checksum", scope: !448, file: !6, line: 331, baseType: !172, size: 32, offset: 96)
!453 = !DIDerivedType(tag: DW_TAG_member, name: "bucket", scope: !448, file: !6, line: 332, baseType: !433, size: 64, offset: 128)
!454 = !DIDerivedType(tag: DW_TAG_member, name: "ldmSequences", scope: !234, file: !6, line: 497, baseType: !455, size: 64, offset: 25344)
!455 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !456, size: 64)
!456 = !DIDerivedType(tag: DW_TAG_typedef, name: "rawSeq", file: !6, line: 203, baseType: !457)
!457 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !6, line: 199, size: 96, elements: !458)
!458 = !{!459, !460, !461}
!459 = !DIDerivedType(tag: DW_TAG_member, name: "offset", scope: !457, file: !6, line: 200, baseType: !172, size: 32)
!460 = !DIDerivedType(tag: DW_TAG_member, name: "litLength", scope: !457, file: !6, line: 201, baseType: !172, size: 32, offset: 32)
!461 = !DIDerivedType(tag: DW_TAG_member, name: "matchLength", scope: !457, file: !6, line: 202, baseType: !172, size: 32, offset: 64)
!462 = !DIDerivedType(tag: DW_TAG_member, name: "maxNbLdmSequences", scope: !234, file: !6, line: 498, baseType: !155, size: 64, offset: 25408)
!463 = !DIDerivedType(tag: DW_TAG_member, name: "externSeqStore", scope: !234, file: !6, line: 499, baseType: !464, size: 320, offset: 25472)
!464 = !DIDerivedType(tag: DW_TAG_typedef, name: "RawSeqStore_t", file: !6, line: 212, baseType: !465)
!465 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !6, line: 205, size: 320, elements: !466)
!466 = !{!467, !468, !469, !470, !471}
!467 = !DIDerivedType(tag: DW_TAG_member, name: "seq", scope: !465, file: !6, line: 206, baseType: !455, size: 64)
!468 = !DIDerivedType(tag: DW_TAG_member, name: "pos", scope: !465, file: !6, line: 207, baseType: !155, size: 64, offset: 64)
!469 = !DIDerivedType(tag: DW_TAG_member, name: "posInSequence", scope: !465, file: !6, line: 208, baseType: !155, size: 64, offset: 128)
!470 = !DIDerivedType(tag: DW_TAG_member, name: "size", scope: !465, file: !6, line: 210, baseType: !155, size: 64, offset: 192)
!471 = !DIDerivedType(tag: DW_TAG_member, name: "capacity", scope: !465, file: !6, line: 211, baseType: !155, size: 64, offset: 256)
!472 = !DIDerivedType(tag: DW_TAG_member, name: "blockState", scope: !234, file: !6, line: 500, baseType: !473, size: 2560, offset: 25792)
!473 = !DIDerivedType(tag: DW_TAG_typedef, name: "ZSTD_blockState_t", file: !6, line: 321, baseType: !474)
!474 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !6, line: 317, size: 2560, elements: !475)
!475 = !{!476, !520, !521}
!476 = !DIDerivedType(tag: DW_TAG_member, name: "prevCBlock", scope: !474, file: !6, line: 318, baseType: !477, size: 64)
!477 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !478, size: 64)
!478 = !DIDerivedType(tag: DW_TAG_typedef, name: "ZSTD_compressedBlockState_t", file: !6, line: 252, baseType: !479)
!479 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !6, line: 249, size: 45056, elements: !480)
!480 = !{!481, !516}
!481 = !DIDerivedType(tag: DW_TAG_member, name: "entropy", scope: !479, file: !6, line: 250, baseType: !482, size: 44928)
!482 = !DIDerivedType(tag: DW_TAG_typedef, name: "ZSTD_entropyCTables_t", file: !6, line: 80, baseType: !483)
!483 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !6, line: 77, size: 44928, elements: !484)
!484 = !{!485, !495}
!485 = !DIDerivedType(tag: DW_TAG_member, name: "huf", scope: !483, file: !6, line: 78, baseType: !486, size: 16512)
!486 = !DIDerivedType(tag: DW_TAG_typedef, name: "ZSTD_hufCTables_t", file: !6, line: 66, baseType: !487)
!487 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !6, line: 63, size: 16512, elements: !488)
!488 = !{!489, !493}
!489 = !DIDerivedType(tag: DW_TAG_member, name: "CTable", scope: !487, file: !6, line: 64, baseType: !490, size: 16448)
!490 = !DICompositeType(tag: DW_TAG_array_type, baseType: !171, size: 16448, elements: !491)
!491 = !{!492}
!492 = !DISubrange(count: 257)
!493 = !DIDerivedType(tag: DW_TAG_member, name: "repeatMode", scope: !487, file: !6, line: 65, baseType: !494, size: 32, offset: 16448)
!494 = !DIDerivedType(tag: DW_TAG_typedef, name: "HUF_repeat", file: !66, line: 143, baseType: !65)
!495 = !DIDerivedType(tag: DW_TAG_member, name: "fse", scope: !483, file: !6, line: 79, baseType: !496, size: 28416, offset: 16512)
!496 = !DIDerivedType(tag: DW_TAG_typedef, name: "ZSTD_fseCTables_t", file: !6, line: 75, baseType: !497)
!497 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !6, line: 68, size: 28416, elements: !498)
!498 = !{!499, !504, !508, !512, !514, !515}
!499 = !DIDerivedType(tag: DW_TAG_member, name: "offcodeCTable", scope: !497, file: !6, line: 69, baseType: !500, size: 6176)
!500 = !DICompositeType(tag: DW_TAG_array_type, baseType: !501, size: 6176, elements: !502)
!501 = !DIDerivedType(tag: DW_TAG_typedef, name: "FSE_CTable", file: !72, line: 118, baseType: !7)
!502 = !{!503}
!503 = !DISubrange(count: 193)
!504 = !DIDerivedType(tag: DW_TAG_member, name: "matchlengthCTable", scope: !497, file: !6, line: 70, baseType: !505, size: 11616, offset: 6176)
!505 = !DICompositeType(tag: DW_TAG_array_type, baseType: !501, size: 11616, elements: !506)
!506 = !{!507}
!507 = !DISubrange(count: 363)
!508 = !DIDerivedType(tag: DW_TAG_member, name: "litlengthCTable", scope: !497, file: !6, line: 71, baseType: !509, size: 10528, offset: 17792)
!509 = !DICompositeType(tag: DW_TAG_array_type, baseType: !501, size: 10528, elements: !510)
!510 = !{!511}
!511 = !DISubrange(count: 329)
!512 = !DIDerivedType(tag: DW_TAG_member, name: "offcode_repeatMode", scope: !497, file: !6, line: 72, baseType: !513, size: 32, offset: 28320)
!513 = !DIDerivedType(tag: DW_TAG_typedef, name: "FSE_repeat", file: !72, line: 282, baseType: !71)
!514 = !DIDerivedType(tag: DW_TAG_member, name: "matchlength_repeatMode", scope: !497, file: !6, line: 73, baseType: !513, size: 32, offset: 28352)
!515 = !DIDerivedType(tag: DW_TAG_member, name: "litlength_repeatMode", scope: !497, file: !6, line: 74, baseType: !513, size: 32, offset: 28384)
!516 = !DIDerivedType(tag: DW_TAG_member, name: "rep", scope: !479, file: !6, line: 251, baseType: !517, size: 96, offset: 44928)
!517 = !DICompositeType(tag: DW_TAG_array_type, baseType: !172, size: 96, elements: !518)
!518 = !{!519}
!519 = !DISubrange(count: 3)
!520 = !DIDerivedType(tag: DW_TAG_member, name: "nextCBlock", scope: !474, file: !6, line: 319, baseType: !477, size: 64, offset: 64)
!521 = !DIDerivedType(tag: DW_TAG_member, name: "matchState", scope: !474, file: !6, line: 320, baseType: !522, size: 2432, offset: 128)
!522 = !DIDerivedType(tag: DW_TAG_typedef, name: "ZSTD_MatchState_t", file: !6, line: 268, baseType: !523)
!523 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "ZSTD_MatchState_t", file: !6, line: 272, size: 2432, elements: !524)
!524 = !{!525, !526, !527, !528, !529, !530, !531, !535, !537, !538, !540, !541, !542, !543, !544, !583, !586, !587, !590, !591}
!525 = !DIDerivedType(tag: DW_TAG_member, name: "window", scope: !523, file: !6, line: 273, baseType: !423, size: 320)
!526 = !DIDerivedType(tag: DW_TAG_member, name: "loadedDictEnd", scope: !523, file: !6, line: 274, baseType: !172, size: 32, offset: 320)
!527 = !DIDerivedType(tag: DW_TAG_member, name: "nextToUpdate", scope: !523, file: !6, line: 281, baseType: !172, size: 32, offset: 352)
!528 = !DIDerivedType(tag: DW_TAG_member, name: "hashLog3", scope: !523, file: !6, line: 282, baseType: !172, size: 32, offset: 384)
!529 = !DIDerivedType(tag: DW_TAG_member, name: "rowHashLog", scope: !523, file: !6, line: 284, baseType: !172, size: 32, offset: 416)
!530 = !DIDerivedType(tag: DW_TAG_member, name: "tagTable", scope: !523, file: !6, line: 285, baseType: !167, size: 64, offset: 448)
!531 = !DIDerivedType(tag: DW_TAG_member, name: "hashCache", scope: !523, file: !6, line: 286, baseType: !532, size: 256, offset: 512)
!532 = !DICompositeType(tag: DW_TAG_array_type, baseType: !172, size: 256, elements: !533)
!533 = !{!534}
!534 = !DISubrange(count: 8)
!535 = !DIDerivedType(tag: DW_TAG_member, name: "hashSalt", scope: !523, file: !6, line: 287, baseType: !536, size: 64, offset: 768)
!536 = !DIDerivedType(tag: DW_TAG_typedef, name: "U64", file: !161, line: 49, baseType: !368)
!537 = !DIDerivedType(tag: DW_TAG_member, name: "hashSaltEntropy", scope: !523, file: !6, line: 288, baseType: !172, size: 32, offset: 832)
!538 = !DIDerivedType(tag: DW_TAG_member, name: "hashTable", scope: !523, file: !6, line: 290, baseType: !539, size: 64, offset: 896)
!539 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !172, size: 64)
!540 = !DIDerivedType(tag: DW_TAG_member, name: "hashTable3", scope: !523, file: !6, line: 291, baseType: !539, size: 64, offset: 960)
!541 = !DIDerivedType(tag: DW_TAG_member, name: "chainTable", scope: !523, file: !6, line: 292, baseType: !539, size: 64, offset: 1024)
!542 = !DIDerivedType(tag: DW_TAG_member, name: "forceNonContiguous", scope: !523, file: !6, line: 294, baseType: !239, size: 32, offset: 1088)
!543 = !DIDerivedType(tag: DW_TAG_member, name: "dedicatedDictSearch", scope: !523, file: !6, line: 296, baseType: !239, size: 32, offset: 1120)
!544 = !DIDerivedType(tag: DW_TAG_member, name: "opt", scope: !523, file: !6, line: 299, baseType: !545, size: 832, offset: 1152)
!545 = !DIDerivedType(tag: DW_TAG_typedef, name: "optState_t", file: !6, line: 247, baseType: !546)
!546 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !6, line: 227, size: 832, elements: !547)
!547 = !{!548, !549, !550, !551, !552, !559, !569, !570, !571, !572, !573, !574, !575, !576, !577, !579, !582}
!548 = !DIDerivedType(tag: DW_TAG_member, name: "litFreq", scope: !546, file: !6, line: 229, baseType: !168, size: 64)
!549 = !DIDerivedType(tag: DW_TAG_member, name: "litLengthFreq", scope: !546, file: !6, line: 230, baseType: !168, size: 64, offset: 64)
!550 = !DIDerivedType(tag: DW_TAG_member, name: "matchLengthFreq", scope: !546, file: !6, line: 231, baseType: !168, size: 64, offset: 128)
!551 = !DIDerivedType(tag: DW_TAG_member, name: "offCodeFreq", scope: !546, file: !6, line: 232, baseType: !168, size: 64, offset: 192)
!552 = !DIDerivedType(tag: DW_TAG_member, name: "matchTable", scope: !546, file: !6, line: 233, baseType: !553, size: 64, offset: 256)
!553 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !554, size: 64)
!554 = !DIDerivedType(tag: DW_TAG_typedef, name: "ZSTD_match_t", file: !6, line: 197, baseType: !555)
!555 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !6, line: 194, size: 64, elements: !556)
!556 = !{!557, !558}
!557 = !DIDerivedType(tag: DW_TAG_member, name: "off", scope: !555, file: !6, line: 195, baseType: !172, size: 32)
!558 = !DIDerivedType(tag: DW_TAG_member, name: "len", scope: !555, file: !6, line: 196, baseType: !172, size: 32, offset: 32)
!559 = !DIDerivedType(tag: DW_TAG_member, name: "priceTable", scope: !546, file: !6, line: 234, baseType: !560, size: 64, offset: 320)
!560 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !561, size: 64)
!561 = !DIDerivedType(tag: DW_TAG_typedef, name: "ZSTD_optimal_t", file: !6, line: 222, baseType: !562)
!562 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !6, line: 216, size: 224, elements: !563)
!563 = !{!564, !565, !566, !567, !568}
!564 = !DIDerivedType(tag: DW_TAG_member, name: "price", scope: !562, file: !6, line: 217, baseType: !239, size: 32)
!565 = !DIDerivedType(tag: DW_TAG_member, name: "off", scope: !562, file: !6, line: 218, baseType: !172, size: 32, offset: 32)
!566 = !DIDerivedType(tag: DW_TAG_member, name: "mlen", scope: !562, file: !6, line: 219, baseType: !172, size: 32, offset: 64)
!567 = !DIDerivedType(tag: DW_TAG_member, name: "litlen", scope: !562, file: !6, line: 220, baseType: !172, size: 32, offset: 96)
!568 = !DIDerivedType(tag: DW_TAG_member, name: "rep", scope: !562, file: !6, line: 221, baseType: !517, size: 96, offset: 128)
!569 = !DIDerivedType(tag: DW_TAG_member, name: "litSum", scope: !546, file: !6, line: 236, baseType: !172, size: 32, offset: 384)
!570 = !DIDerivedType(tag: DW_TAG_member, name: "litLengthSum", scope: !546, file: !6, line: 237, baseType: !172, size: 32, offset: 416)
!571 = !DIDerivedType(tag: DW_TAG_member, name: "matchLengthSum", scope: !546, file: !6, line: 238, baseType: !172, size: 32, offset: 448)
!572 = !DIDerivedType(tag: DW_TAG_member, name: "offCodeSum", scope: !546, file: !6, line: 239, baseType: !172, size: 32, offset: 480)
!573 = !DIDerivedType(tag: DW_TAG_member, name: "litSumBasePrice", scope: !546, file: !6, line: 240, baseType: !172, size: 32, offset: 512)
!574 = !DIDerivedType(tag: DW_TAG_member, name: "litLengthSumBasePrice", scope: !546, file: !6, line: 241, baseType: !172, size: 32, offset: 544)
!575 = !DIDerivedType(tag: DW_TAG_member, name: "matchLengthSumBasePrice", scope: !546, file: !6, line: 242, baseType: !172, size: 32, offset: 576)
!576 = !DIDerivedType(tag: DW_TAG_member, name: "offCodeSumBasePrice", scope: !546, file: !6, line: 243, baseType: !172, size: 32, offset: 608)
!577 = !DIDerivedType(tag: DW_TAG_member, name: "priceType", scope: !546, file: !6, line: 244, baseType: !578, size: 32, offset: 640)
!578 = !DIDerivedType(tag: DW_TAG_typedef, name: "ZSTD_OptPrice_e", file: !6, line: 224, baseType: !77)
!579 = !DIDerivedType(tag: DW_TAG_member, name: "symbolCosts", scope: !546, file: !6, line: 245, baseType: !580, size: 64, offset: 704)
!580 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !581, size: 64)
!581 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !482)
!582 = !DIDerivedType(tag: DW_TAG_member, name: "literalCompressionMode", scope: !546, file: !6, line: 246, baseType: !273, size: 32, offset: 768)
!583 = !DIDerivedType(tag: DW_TAG_member, name: "dictMatchState", scope: !523, file: !6, line: 300, baseType: !584, size: 64, offset: 1984)
!584 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !585, size: 64)
!585 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !522)
!586 = !DIDerivedType(tag: DW_TAG_member, name: "cParams", scope: !523, file: !6, line: 301, baseType: !248, size: 224, offset: 2048)
!587 = !DIDerivedType(tag: DW_TAG_member, name: "ldmSeqStore", scope: !523, file: !6, line: 302, baseType: !588, size: 64, offset: 2304)
!588 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !589, size: 64)
!589 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !464)
!590 = !DIDerivedType(tag: DW_TAG_member, name: "prefetchCDictTables", scope: !523, file: !6, line: 307, baseType: !239, size: 32, offset: 2368)
!591 = !DIDerivedType(tag: DW_TAG_member, name: "lazySkipping", scope: !523, file: !6, line: 314, baseType: !239, size: 32, offset: 2400)
!592 = !DIDerivedType(tag: DW_TAG_member, name: "tmpWorkspace", scope: !234, file: !6, line: 501, baseType: !309, size: 64, offset: 28352)
!593 = !DIDerivedType(tag: DW_TAG_member, name: "tmpWkspSize", scope: !234, file: !6, line: 502, baseType: !155, size: 64, offset: 28416)
!594 = !DIDerivedType(tag: DW_TAG_member, name: "bufferedPolicy", scope: !234, file: !6, line: 505, baseType: !595, size: 32, offset: 28480)
!595 = !DIDerivedType(tag: DW_TAG_typedef, name: "ZSTD_buffered_policy_e", file: !6, line: 454, baseType: !81)
!596 = !DIDerivedType(tag: DW_TAG_member, name: "inBuff", scope: !234, file: !6, line: 508, baseType: !597, size: 64, offset: 28544)
!597 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !598, size: 64)
!598 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!599 = !DIDerivedType(tag: DW_TAG_member, name: "inBuffSize", scope: !234, file: !6, line: 509, baseType: !155, size: 64, offset: 28608)
!600 = !DIDerivedType(tag: DW_TAG_member, name: "inToCompress", scope: !234, file: !6, line: 510, baseType: !155, size: 64, offset: 28672)
!601 = !DIDerivedType(tag: DW_TAG_member, name: "inBuffPos", scope: !234, file: !6, line: 511, baseType: !155, size: 64, offset: 28736)
!602 = !DIDerivedType(tag: DW_TAG_member, name: "inBuffTarget", scope: !234, file: !6, line: 512, baseType: !155, size: 64, offset: 28800)
!603 = !DIDerivedType(tag: DW_TAG_member, name: "outBuff", scope: !234, file: !6, line: 513, baseType: !597, size: 64, offset: 28864)
!604 = !DIDerivedType(tag: DW_TAG_member, name: "outBuffSize", scope: !234, file: !6, line: 514, baseType: !155, size: 64, offset: 28928)
!605 = !DIDerivedType(tag: DW_TAG_member, name: "outBuffContentSize", scope: !234, file: !6, line: 515, baseType: !155, size: 64, offset: 28992)
!606 = !DIDerivedType(tag: DW_TAG_member, name: "outBuffFlushedSize", scope: !234, file: !6, line: 516, baseType: !155, size: 64, offset: 29056)
!607 = !DIDerivedType(tag: DW_TAG_member, name: "streamStage", scope: !234, file: !6, line: 517, baseType: !608, size: 32, offset: 29120)
!608 = !DIDerivedType(tag: DW_TAG_typedef, name: "ZSTD_cStreamStage", file: !6, line: 47, baseType: !85)
!609 = !DIDerivedType(tag: DW_TAG_member, name: "frameEnded", scope: !234, file: !6, line: 518, baseType: !172, size: 32, offset: 29152)
!610 = !DIDerivedType(tag: DW_TAG_member, name: "expectedInBuffer", scope: !234, file: !6, line: 521, baseType: !611, size: 192, offset: 29184)
!611 = !DIDerivedType(tag: DW_TAG_typedef, name: "ZSTD_inBuffer", file: !14, line: 705, baseType: !612)
!612 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "ZSTD_inBuffer_s", file: !14, line: 701, size: 192, elements: !613)
!613 = !{!614, !615, !616}
!614 = !DIDerivedType(tag: DW_TAG_member, name: "src", scope: !612, file: !14, line: 702, baseType: !332, size: 64)
!615 = !DIDerivedType(tag: DW_TAG_member, name: "size", scope: !612, file: !14, line: 703, baseType: !155, size: 64, offset: 64)
!616 = !DIDerivedType(tag: DW_TAG_member, name: "pos", scope: !612, file: !14, line: 704, baseType: !155, size: 64, offset: 128)
!617 = !DIDerivedType(tag: DW_TAG_member, name: "stableIn_notConsumed", scope: !234, file: !6, line: 522, baseType: !155, size: 64, offset: 29376)
!618 = !DIDerivedType(tag: DW_TAG_member, name: "expectedOutBufferSize", scope: !234, file: !6, line: 523, baseType: !155, size: 64, offset: 29440)
!619 = !DIDerivedType(tag: DW_TAG_member, name: "localDict", scope: !234, file: !6, line: 526, baseType: !620, size: 320, offset: 29504)
!620 = !DIDerivedType(tag: DW_TAG_typedef, name: "ZSTD_localDict", file: !6, line: 61, baseType: !621)
!621 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !6, line: 55, size: 320, elements: !622)
!622 = !{!623, !624, !625, !626, !628}
!623 = !DIDerivedType(tag: DW_TAG_member, name: "dictBuffer", scope: !621, file: !6, line: 56, baseType: !309, size: 64)
!624 = !DIDerivedType(tag: DW_TAG_member, name: "dict", scope: !621, file: !6, line: 57, baseType: !332, size: 64, offset: 64)
!625 = !DIDerivedType(tag: DW_TAG_member, name: "dictSize", scope: !621, file: !6, line: 58, baseType: !155, size: 64, offset: 128)
!626 = !DIDerivedType(tag: DW_TAG_member, name: "dictContentType", scope: !621, file: !6, line: 59, baseType: !627, size: 32, offset: 192)
!627 = !DIDerivedType(tag: DW_TAG_typedef, name: "ZSTD_dictContentType_e", file: !14, line: 1377, baseType: !90)
!628 = !DIDerivedType(tag: DW_TAG_member, name: "cdict", scope: !621, file: !6, line: 60, baseType: !629, size: 64, offset: 256)
!629 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !630, size: 64)
!630 = !DIDerivedType(tag: DW_TAG_typedef, name: "ZSTD_CDict", file: !14, line: 985, baseType: !631)
!631 = !DICompositeType(tag: DW_TAG_structure_type, name: "ZSTD_CDict_s", file: !14, line: 985, flags: DIFlagFwdDecl)
!632 = !DIDerivedType(tag: DW_TAG_member, name: "cdict", scope: !234, file: !6, line: 527, baseType: !633, size: 64, offset: 29824)
!633 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !634, size: 64)
!634 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !630)
!635 = !DIDerivedType(tag: DW_TAG_member, name: "prefixDict", scope: !234, file: !6, line: 528, baseType: !636, size: 192, offset: 29888)
!636 = !DIDerivedType(tag: DW_TAG_typedef, name: "ZSTD_prefixDict", file: !6, line: 53, baseType: !637)
!637 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "ZSTD_prefixDict_s", file: !6, line: 49, size: 192, elements: !638)
!638 = !{!639, !640, !641}
!639 = !DIDerivedType(tag: DW_TAG_member, name: "dict", scope: !637, file: !6, line: 50, baseType: !332, size: 64)
!640 = !DIDerivedType(tag: DW_TAG_member, name: "dictSize", scope: !637, file: !6, line: 51, baseType: !155, size: 64, offset: 64)
!641 = !DIDerivedType(tag: DW_TAG_member, name: "dictContentType", scope: !637, file: !6, line: 52, baseType: !627, size: 32, offset: 128)
!642 = !DIDerivedType(tag: DW_TAG_member, name: "traceCtx", scope: !234, file: !6, line: 537, baseType: !643, size: 64, offset: 30080)
!643 = !DIDerivedType(tag: DW_TAG_typedef, name: "ZSTD_TraceCtx", file: !644, line: 114, baseType: !358)
!644 = !DIFile(filename: "src/zstd/lib/compress/../common/zstd_trace.h", directory: ".", checksumkind: CSK_MD5, checksum: "5a1beb2951001a86447e721cbf6ed99d")
!645 = !DIDerivedType(tag: DW_TAG_member, name: "blockSplitCtx", scope: !234, file: !6, line: 541, baseType: !646, size: 11968, offset: 30144)
!646 = !DIDerivedType(tag: DW_TAG_typedef, name: "ZSTD_blockSplitCtx", file: !6, line: 470, baseType: !647)
!647 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !6, line: 461, size: 11968, elements: !648)
!648 = !{!649, !650, !651, !652, !653, !654, !658}
!649 = !DIDerivedType(tag: DW_TAG_member, name: "fullSeqStoreChunk", scope: !647, file: !6, line: 462, baseType: !396, size: 640)
!650 = !DIDerivedType(tag: DW_TAG_member, name: "firstHalfSeqStore", scope: !647, file: !6, line: 463, baseType: !396, size: 640, offset: 640)
!651 = !DIDerivedType(tag: DW_TAG_member, name: "secondHalfSeqStore", scope: !647, file: !6, line: 464, baseType: !396, size: 640, offset: 1280)
!652 = !DIDerivedType(tag: DW_TAG_member, name: "currSeqStore", scope: !647, file: !6, line: 465, baseType: !396, size: 640, offset: 1920)
!653 = !DIDerivedType(tag: DW_TAG_member, name: "nextSeqStore", scope: !647, file: !6, line: 466, baseType: !396, size: 640, offset: 2560)
!654 = !DIDerivedType(tag: DW_TAG_member, name: "partitions", scope: !647, file: !6, line: 468, baseType: !655, size: 6272, offset: 3200)
!655 = !DICompositeType(tag: DW_TAG_array_type, baseType: !172, size: 6272, elements: !656)
!656 = !{!657}
!657 = !DISubrange(count: 196)
!658 = !DIDerivedType(tag: DW_TAG_member, name: "entropyMetadata", scope: !647, file: !6, line: 469, baseType: !659, size: 2496, offset: 9472)
!659 = !DIDerivedType(tag: DW_TAG_typedef, name: "ZSTD_entropyCTablesMetadata_t", file: !6, line: 177, baseType: !660)
!660 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !6, line: 174, size: 2496, elements: !661)
!661 = !{!662, !673}
!662 = !DIDerivedType(tag: DW_TAG_member, name: "hufMetadata", scope: !660, file: !6, line: 175, baseType: !663, size: 1152)
!663 = !DIDerivedType(tag: DW_TAG_typedef, name: "ZSTD_hufCTablesMetadata_t", file: !6, line: 158, baseType: !664)
!664 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !6, line: 154, size: 1152, elements: !665)
!665 = !{!666, !668, !672}
!666 = !DIDerivedType(tag: DW_TAG_member, name: "hType", scope: !664, file: !6, line: 155, baseType: !667, size: 32)
!667 = !DIDerivedType(tag: DW_TAG_typedef, name: "SymbolEncodingType_e", file: !41, line: 94, baseType: !95)
!668 = !DIDerivedType(tag: DW_TAG_member, name: "hufDesBuffer", scope: !664, file: !6, line: 156, baseType: !669, size: 1024, offset: 32)
!669 = !DICompositeType(tag: DW_TAG_array_type, baseType: !160, size: 1024, elements: !670)
!670 = !{!671}
!671 = !DISubrange(count: 128)
!672 = !DIDerivedType(tag: DW_TAG_member, name: "hufDesSize", scope: !664, file: !6, line: 157, baseType: !155, size: 64, offset: 1088)
!673 = !DIDerivedType(tag: DW_TAG_member, name: "fseMetadata", scope: !660, file: !6, line: 176, baseType: !674, size: 1344, offset: 1152)
!674 = !DIDerivedType(tag: DW_TAG_typedef, name: "ZSTD_fseCTablesMetadata_t", file: !6, line: 172, baseType: !675)
!675 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !6, line: 165, size: 1344, elements: !676)
!676 = !{!677, !678, !679, !680, !684, !685}
!677 = !DIDerivedType(tag: DW_TAG_member, name: "llType", scope: !675, file: !6, line: 166, baseType: !667, size: 32)
!678 = !DIDerivedType(tag: DW_TAG_member, name: "ofType", scope: !675, file: !6, line: 167, baseType: !667, size: 32, offset: 32)
!679 = !DIDerivedType(tag: DW_TAG_member, name: "mlType", scope: !675, file: !6, line: 168, baseType: !667, size: 32, offset: 64)
!680 = !DIDerivedType(tag: DW_TAG_member, name: "fseTablesBuffer", scope: !675, file: !6, line: 169, baseType: !681, size: 1064, offset: 96)
!681 = !DICompositeType(tag: DW_TAG_array_type, baseType: !160, size: 1064, elements: !682)
!682 = !{!683}
!683 = !DISubrange(count: 133)
!684 = !DIDerivedType(tag: DW_TAG_member, name: "fseTablesSize", scope: !675, file: !6, line: 170, baseType: !155, size: 64, offset: 1216)
!685 = !DIDerivedType(tag: DW_TAG_member, name: "lastCountSize", scope: !675, file: !6, line: 171, baseType: !155, size: 64, offset: 1280)
!686 = !DIDerivedType(tag: DW_TAG_member, name: "extSeqBuf", scope: !234, file: !6, line: 544, baseType: !324, size: 64, offset: 42112)
!687 = !DIDerivedType(tag: DW_TAG_member, name: "extSeqBufCapacity", scope: !234, file: !6, line: 545, baseType: !155, size: 64, offset: 42176)
!688 = !{!689, !690, !691, !692, !693, !694, !695, !696}
!689 = !DILocalVariable(name: "zc", arg: 1, scope: !229, file: !3, line: 665, type: !232)
!690 = !DILocalVariable(name: "dst", arg: 2, scope: !229, file: !3, line: 666, type: !309)
!691 = !DILocalVariable(name: "dstCapacity", arg: 3, scope: !229, file: !3, line: 666, type: !155)
!692 = !DILocalVariable(name: "src", arg: 4, scope: !229, file: !3, line: 667, type: !332)
!693 = !DILocalVariable(name: "srcSize", arg: 5, scope: !229, file: !3, line: 667, type: !155)
!694 = !DILocalVariable(name: "lastBlock", arg: 6, scope: !229, file: !3, line: 668, type: !7)
!695 = !DILocalVariable(name: "entropyMetadata", scope: !229, file: !3, line: 670, type: !659)
!696 = !DILocalVariable(name: "err_code", scope: !697, file: !3, line: 672, type: !186)
!697 = distinct !DILexicalBlock(scope: !229, file: !3, line: 672, column: 5)
!698 = distinct !DIAssignID()
!699 = distinct !DIAssignID()
!700 = distinct !DIAssignID()
!701 = distinct !DIAssignID()
!702 = distinct !DIAssignID()
!703 = !DILocalVariable(name: "litEntropyWritten", scope: !704, file: !3, line: 545, type: !239)
!704 = distinct !DILexicalBlock(scope: !705, file: !3, line: 545, column: 13)
!705 = distinct !DILexicalBlock(scope: !706, file: !3, line: 536, column: 43)
!706 = distinct !DILexicalBlock(scope: !707, file: !3, line: 536, column: 9)
!707 = distinct !DILexicalBlock(scope: !708, file: !3, line: 536, column: 9)
!708 = distinct !DILexicalBlock(scope: !709, file: !3, line: 514, column: 21)
!709 = distinct !DILexicalBlock(scope: !710, file: !3, line: 514, column: 9)
!710 = distinct !DISubprogram(name: "ZSTD_compressSubBlock_multi", scope: !3, file: !3, line: 479, type: !711, scopeLine: 488, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !722)
!711 = !DISubroutineType(types: !712)
!712 = !{!155, !713, !715, !477, !717, !719, !309, !155, !332, !155, !721, !172, !309, !155}
!713 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !714, size: 64)
!714 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !396)
!715 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !716, size: 64)
!716 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !478)
!717 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !718, size: 64)
!718 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !659)
!719 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !720, size: 64)
!720 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !242)
!721 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !239)
!722 = !{!723, !724, !725, !726, !727, !728, !729, !730, !731, !732, !733, !734, !735, !736, !740, !741, !742, !743, !745, !746, !747, !748, !749, !750, !752, !753, !754, !755, !756, !757, !758, !759, !760, !761, !768, !769, !770, !771, !772, !773, !774, !703, !775, !776, !777, !778, !779, !781, !783, !784, !785, !786, !787, !788, !790, !793, !794, !796, !799}
!723 = !DILocalVariable(name: "seqStorePtr", arg: 1, scope: !710, file: !3, line: 479, type: !713)
!724 = !DILocalVariable(name: "prevCBlock", arg: 2, scope: !710, file: !3, line: 480, type: !715)
!725 = !DILocalVariable(name: "nextCBlock", arg: 3, scope: !710, file: !3, line: 481, type: !477)
!726 = !DILocalVariable(name: "entropyMetadata", arg: 4, scope: !710, file: !3, line: 482, type: !717)
!727 = !DILocalVariable(name: "cctxParams", arg: 5, scope: !710, file: !3, line: 483, type: !719)
!728 = !DILocalVariable(name: "dst", arg: 6, scope: !710, file: !3, line: 484, type: !309)
!729 = !DILocalVariable(name: "dstCapacity", arg: 7, scope: !710, file: !3, line: 484, type: !155)
!730 = !DILocalVariable(name: "src", arg: 8, scope: !710, file: !3, line: 485, type: !332)
!731 = !DILocalVariable(name: "srcSize", arg: 9, scope: !710, file: !3, line: 485, type: !155)
!732 = !DILocalVariable(name: "bmi2", arg: 10, scope: !710, file: !3, line: 486, type: !721)
!733 = !DILocalVariable(name: "lastBlock", arg: 11, scope: !710, file: !3, line: 486, type: !172)
!734 = !DILocalVariable(name: "workspace", arg: 12, scope: !710, file: !3, line: 487, type: !309)
!735 = !DILocalVariable(name: "wkspSize", arg: 13, scope: !710, file: !3, line: 487, type: !155)
!736 = !DILocalVariable(name: "sstart", scope: !710, file: !3, line: 489, type: !737)
!737 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !738)
!738 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !739, size: 64)
!739 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !401)
!740 = !DILocalVariable(name: "send", scope: !710, file: !3, line: 490, type: !737)
!741 = !DILocalVariable(name: "sp", scope: !710, file: !3, line: 491, type: !738)
!742 = !DILocalVariable(name: "nbSeqs", scope: !710, file: !3, line: 492, type: !186)
!743 = !DILocalVariable(name: "lstart", scope: !710, file: !3, line: 493, type: !744)
!744 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !158)
!745 = !DILocalVariable(name: "lend", scope: !710, file: !3, line: 494, type: !744)
!746 = !DILocalVariable(name: "lp", scope: !710, file: !3, line: 495, type: !158)
!747 = !DILocalVariable(name: "nbLiterals", scope: !710, file: !3, line: 496, type: !186)
!748 = !DILocalVariable(name: "ip", scope: !710, file: !3, line: 497, type: !158)
!749 = !DILocalVariable(name: "iend", scope: !710, file: !3, line: 498, type: !744)
!750 = !DILocalVariable(name: "ostart", scope: !710, file: !3, line: 499, type: !751)
!751 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !167)
!752 = !DILocalVariable(name: "oend", scope: !710, file: !3, line: 500, type: !751)
!753 = !DILocalVariable(name: "op", scope: !710, file: !3, line: 501, type: !167)
!754 = !DILocalVariable(name: "llCodePtr", scope: !710, file: !3, line: 502, type: !158)
!755 = !DILocalVariable(name: "mlCodePtr", scope: !710, file: !3, line: 503, type: !158)
!756 = !DILocalVariable(name: "ofCodePtr", scope: !710, file: !3, line: 504, type: !158)
!757 = !DILocalVariable(name: "minTarget", scope: !710, file: !3, line: 505, type: !186)
!758 = !DILocalVariable(name: "targetCBlockSize", scope: !710, file: !3, line: 506, type: !186)
!759 = !DILocalVariable(name: "writeLitEntropy", scope: !710, file: !3, line: 507, type: !239)
!760 = !DILocalVariable(name: "writeSeqEntropy", scope: !710, file: !3, line: 508, type: !239)
!761 = !DILocalVariable(name: "ebs", scope: !708, file: !3, line: 515, type: !762)
!762 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !763)
!763 = !DIDerivedType(tag: DW_TAG_typedef, name: "EstimatedBlockSize", file: !3, line: 396, baseType: !764)
!764 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !3, line: 393, size: 128, elements: !765)
!765 = !{!766, !767}
!766 = !DIDerivedType(tag: DW_TAG_member, name: "estLitSize", scope: !764, file: !3, line: 394, baseType: !155, size: 64)
!767 = !DIDerivedType(tag: DW_TAG_member, name: "estBlockSize", scope: !764, file: !3, line: 395, baseType: !155, size: 64, offset: 64)
!768 = !DILocalVariable(name: "avgLitCost", scope: !708, file: !3, line: 522, type: !186)
!769 = !DILocalVariable(name: "avgSeqCost", scope: !708, file: !3, line: 523, type: !186)
!770 = !DILocalVariable(name: "nbSubBlocks", scope: !708, file: !3, line: 524, type: !186)
!771 = !DILocalVariable(name: "n", scope: !708, file: !3, line: 525, type: !155)
!772 = !DILocalVariable(name: "avgBlockBudget", scope: !708, file: !3, line: 525, type: !155)
!773 = !DILocalVariable(name: "blockBudgetSupp", scope: !708, file: !3, line: 525, type: !155)
!774 = !DILocalVariable(name: "seqCount", scope: !705, file: !3, line: 538, type: !186)
!775 = !DILocalVariable(name: "seqEntropyWritten", scope: !704, file: !3, line: 546, type: !239)
!776 = !DILocalVariable(name: "litSize", scope: !704, file: !3, line: 547, type: !155)
!777 = !DILocalVariable(name: "decompressedSize", scope: !704, file: !3, line: 548, type: !186)
!778 = !DILocalVariable(name: "cSize", scope: !704, file: !3, line: 550, type: !186)
!779 = !DILocalVariable(name: "err_code", scope: !780, file: !3, line: 559, type: !186)
!780 = distinct !DILexicalBlock(scope: !704, file: !3, line: 559, column: 17)
!781 = !DILocalVariable(name: "litEntropyWritten", scope: !782, file: !3, line: 588, type: !239)
!782 = distinct !DILexicalBlock(scope: !710, file: !3, line: 588, column: 5)
!783 = !DILocalVariable(name: "seqEntropyWritten", scope: !782, file: !3, line: 589, type: !239)
!784 = !DILocalVariable(name: "litSize", scope: !782, file: !3, line: 590, type: !155)
!785 = !DILocalVariable(name: "seqCount", scope: !782, file: !3, line: 591, type: !155)
!786 = !DILocalVariable(name: "decompressedSize", scope: !782, file: !3, line: 592, type: !186)
!787 = !DILocalVariable(name: "cSize", scope: !782, file: !3, line: 594, type: !186)
!788 = !DILocalVariable(name: "err_code", scope: !789, file: !3, line: 603, type: !186)
!789 = distinct !DILexicalBlock(scope: !782, file: !3, line: 603, column: 9)
!790 = !DILocalVariable(name: "rSize", scope: !791, file: !3, line: 642, type: !186)
!791 = distinct !DILexicalBlock(scope: !792, file: !3, line: 640, column: 20)
!792 = distinct !DILexicalBlock(scope: !710, file: !3, line: 640, column: 9)
!793 = !DILocalVariable(name: "cSize", scope: !791, file: !3, line: 643, type: !186)
!794 = !DILocalVariable(name: "err_code", scope: !795, file: !3, line: 645, type: !186)
!795 = distinct !DILexicalBlock(scope: !791, file: !3, line: 645, column: 9)
!796 = !DILocalVariable(name: "seq", scope: !797, file: !3, line: 650, type: !738)
!797 = distinct !DILexicalBlock(scope: !798, file: !3, line: 649, column: 24)
!798 = distinct !DILexicalBlock(scope: !791, file: !3, line: 649, column: 13)
!799 = !DILocalVariable(name: "rep", scope: !797, file: !3, line: 651, type: !800)
!800 = !DIDerivedType(tag: DW_TAG_typedef, name: "Repcodes_t", file: !6, line: 839, baseType: !801)
!801 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "repcodes_s", file: !6, line: 837, size: 96, elements: !802)
!802 = !{!803}
!803 = !DIDerivedType(tag: DW_TAG_member, name: "rep", scope: !801, file: !6, line: 838, baseType: !517, size: 96)
!804 = !DILocation(line: 0, scope: !704, inlinedAt: !805)
!805 = distinct !DILocation(line: 679, column: 12, scope: !229)
!806 = distinct !DIAssignID()
!807 = distinct !DIAssignID()
!808 = !DILocation(line: 0, scope: !782, inlinedAt: !805)
!809 = distinct !DIAssignID()
!810 = distinct !DIAssignID()
!811 = distinct !DIAssignID()
!812 = !DILocation(line: 0, scope: !229)
!813 = !DILocation(line: 670, column: 5, scope: !229)
!814 = !DILocation(line: 672, column: 5, scope: !697)
!815 = !{!816, !826, i64 3224}
!816 = !{!"ZSTD_CCtx_s", !817, i64 0, !817, i64 4, !817, i64 8, !820, i64 16, !820, i64 240, !820, i64 464, !817, i64 688, !823, i64 696, !827, i64 704, !823, i64 776, !828, i64 784, !828, i64 792, !828, i64 800, !829, i64 808, !825, i64 896, !826, i64 920, !823, i64 928, !830, i64 936, !817, i64 968, !817, i64 972, !831, i64 976, !832, i64 1056, !826, i64 3168, !823, i64 3176, !834, i64 3184, !835, i64 3224, !826, i64 3544, !823, i64 3552, !817, i64 3560, !826, i64 3568, !823, i64 3576, !823, i64 3584, !823, i64 3592, !823, i64 3600, !826, i64 3608, !823, i64 3616, !823, i64 3624, !823, i64 3632, !817, i64 3640, !817, i64 3644, !838, i64 3648, !823, i64 3672, !823, i64 3680, !839, i64 3688, !826, i64 3728, !840, i64 3736, !828, i64 3760, !841, i64 3768, !826, i64 5264, !823, i64 5272}
!817 = !{!"int", !818, i64 0}
!818 = !{!"omnipotent char", !819, i64 0}
!819 = !{!"Simple C/C++ TBAA"}
!820 = !{!"ZSTD_CCtx_params_s", !817, i64 0, !821, i64 4, !822, i64 32, !817, i64 44, !817, i64 48, !823, i64 56, !817, i64 64, !817, i64 68, !817, i64 72, !817, i64 76, !823, i64 80, !817, i64 88, !817, i64 92, !824, i64 96, !817, i64 120, !817, i64 124, !817, i64 128, !817, i64 132, !817, i64 136, !817, i64 140, !817, i64 144, !823, i64 152, !817, i64 160, !817, i64 164, !825, i64 168, !817, i64 192, !817, i64 196, !826, i64 200, !826, i64 208, !817, i64 216}
!821 = !{!"", !817, i64 0, !817, i64 4, !817, i64 8, !817, i64 12, !817, i64 16, !817, i64 20, !817, i64 24}
!822 = !{!"", !817, i64 0, !817, i64 4, !817, i64 8}
!823 = !{!"long", !818, i64 0}
!824 = !{!"", !817, i64 0, !817, i64 4, !817, i64 8, !817, i64 12, !817, i64 16, !817, i64 20}
!825 = !{!"", !826, i64 0, !826, i64 8, !826, i64 16}
!826 = !{!"any pointer", !818, i64 0}
!827 = !{!"", !826, i64 0, !826, i64 8, !826, i64 16, !826, i64 24, !826, i64 32, !826, i64 40, !826, i64 48, !818, i64 56, !817, i64 60, !817, i64 64, !817, i64 68}
!828 = !{!"long long", !818, i64 0}
!829 = !{!"XXH_NAMESPACEXXH64_state_s", !823, i64 0, !818, i64 8, !818, i64 40, !817, i64 72, !817, i64 76, !823, i64 80}
!830 = !{!"", !817, i64 0, !826, i64 8, !823, i64 16, !823, i64 24}
!831 = !{!"", !826, i64 0, !826, i64 8, !826, i64 16, !826, i64 24, !826, i64 32, !826, i64 40, !826, i64 48, !823, i64 56, !823, i64 64, !817, i64 72, !817, i64 76}
!832 = !{!"", !833, i64 0, !826, i64 40, !817, i64 48, !826, i64 56, !818, i64 64, !818, i64 576}
!833 = !{!"", !826, i64 0, !826, i64 8, !826, i64 16, !817, i64 24, !817, i64 28, !817, i64 32}
!834 = !{!"", !826, i64 0, !823, i64 8, !823, i64 16, !823, i64 24, !823, i64 32}
!835 = !{!"", !826, i64 0, !826, i64 8, !836, i64 16}
!836 = !{!"ZSTD_MatchState_t", !833, i64 0, !817, i64 40, !817, i64 44, !817, i64 48, !817, i64 52, !826, i64 56, !818, i64 64, !823, i64 96, !817, i64 104, !826, i64 112, !826, i64 120, !826, i64 128, !817, i64 136, !817, i64 140, !837, i64 144, !826, i64 248, !821, i64 256, !826, i64 288, !817, i64 296, !817, i64 300}
!837 = !{!"", !826, i64 0, !826, i64 8, !826, i64 16, !826, i64 24, !826, i64 32, !826, i64 40, !817, i64 48, !817, i64 52, !817, i64 56, !817, i64 60, !817, i64 64, !817, i64 68, !817, i64 72, !817, i64 76, !817, i64 80, !826, i64 88, !817, i64 96}
!838 = !{!"ZSTD_inBuffer_s", !826, i64 0, !823, i64 8, !823, i64 16}
!839 = !{!"", !826, i64 0, !826, i64 8, !823, i64 16, !817, i64 24, !826, i64 32}
!840 = !{!"ZSTD_prefixDict_s", !826, i64 0, !823, i64 8, !817, i64 16}
!841 = !{!"", !831, i64 0, !831, i64 80, !831, i64 160, !831, i64 240, !831, i64 320, !818, i64 400, !842, i64 1184}
!842 = !{!"", !843, i64 0, !844, i64 144}
!843 = !{!"", !817, i64 0, !818, i64 4, !823, i64 136}
!844 = !{!"", !817, i64 0, !817, i64 4, !817, i64 8, !818, i64 12, !823, i64 152, !823, i64 160}
!845 = !{!816, !826, i64 3232}
!846 = !{!816, !826, i64 3544}
!847 = !{!816, !823, i64 3552}
!848 = !DILocation(line: 0, scope: !697)
!849 = !DILocalVariable(name: "code", arg: 1, scope: !850, file: !851, line: 52, type: !155)
!850 = distinct !DISubprogram(name: "ERR_isError", scope: !851, file: !851, line: 52, type: !852, scopeLine: 52, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !854)
!851 = !DIFile(filename: "src/zstd/lib/compress/../common/error_private.h", directory: ".", checksumkind: CSK_MD5, checksum: "1d0cef8a5e98eb2b775855dfe9cf1dbf")
!852 = !DISubroutineType(types: !853)
!853 = !{!7, !155}
!854 = !{!849}
!855 = !DILocation(line: 0, scope: !850, inlinedAt: !856)
!856 = distinct !DILocation(line: 672, column: 5, scope: !857)
!857 = distinct !DILexicalBlock(scope: !697, file: !3, line: 672, column: 5)
!858 = !DILocation(line: 52, column: 61, scope: !850, inlinedAt: !856)
!859 = !DILocation(line: 680, column: 28, scope: !229)
!860 = !DILocation(line: 681, column: 28, scope: !229)
!861 = !DILocation(line: 686, column: 17, scope: !229)
!862 = !{!816, !817, i64 8}
!863 = !DILocation(line: 687, column: 17, scope: !229)
!864 = !DILocation(line: 687, column: 35, scope: !229)
!865 = !DILocation(line: 0, scope: !797, inlinedAt: !805)
!866 = !DILocation(line: 0, scope: !710, inlinedAt: !805)
!867 = !DILocation(line: 489, column: 47, scope: !710, inlinedAt: !805)
!868 = !{!831, !826, i64 0}
!869 = !DILocation(line: 490, column: 45, scope: !710, inlinedAt: !805)
!870 = !{!831, !826, i64 8}
!871 = !DILocation(line: 492, column: 41, scope: !710, inlinedAt: !805)
!872 = !DILocation(line: 493, column: 45, scope: !710, inlinedAt: !805)
!873 = !{!831, !826, i64 16}
!874 = !DILocation(line: 494, column: 43, scope: !710, inlinedAt: !805)
!875 = !{!831, !826, i64 24}
!876 = !DILocation(line: 496, column: 45, scope: !710, inlinedAt: !805)
!877 = !DILocation(line: 498, column: 33, scope: !710, inlinedAt: !805)
!878 = !DILocation(line: 500, column: 31, scope: !710, inlinedAt: !805)
!879 = !DILocation(line: 502, column: 42, scope: !710, inlinedAt: !805)
!880 = !{!831, !826, i64 32}
!881 = !DILocation(line: 503, column: 42, scope: !710, inlinedAt: !805)
!882 = !{!831, !826, i64 40}
!883 = !DILocation(line: 504, column: 42, scope: !710, inlinedAt: !805)
!884 = !{!831, !826, i64 48}
!885 = !DILocation(line: 506, column: 37, scope: !710, inlinedAt: !805)
!886 = !{!820, !823, i64 56}
!887 = !DILocation(line: 507, column: 57, scope: !710, inlinedAt: !805)
!888 = !{!843, !817, i64 0}
!889 = !DILocation(line: 507, column: 63, scope: !710, inlinedAt: !805)
!890 = !DILocation(line: 514, column: 16, scope: !709, inlinedAt: !805)
!891 = !DILocation(line: 514, column: 9, scope: !710, inlinedAt: !805)
!892 = !DILocalVariable(name: "literals", arg: 1, scope: !893, file: !3, line: 397, type: !158)
!893 = distinct !DISubprogram(name: "ZSTD_estimateSubBlockSize", scope: !3, file: !3, line: 397, type: !894, scopeLine: 406, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !896)
!894 = !DISubroutineType(types: !895)
!895 = !{!763, !158, !155, !158, !158, !158, !155, !580, !717, !309, !155, !239, !239}
!896 = !{!892, !897, !898, !899, !900, !901, !902, !903, !904, !905, !906, !907, !908}
!897 = !DILocalVariable(name: "litSize", arg: 2, scope: !893, file: !3, line: 397, type: !155)
!898 = !DILocalVariable(name: "ofCodeTable", arg: 3, scope: !893, file: !3, line: 398, type: !158)
!899 = !DILocalVariable(name: "llCodeTable", arg: 4, scope: !893, file: !3, line: 399, type: !158)
!900 = !DILocalVariable(name: "mlCodeTable", arg: 5, scope: !893, file: !3, line: 400, type: !158)
!901 = !DILocalVariable(name: "nbSeq", arg: 6, scope: !893, file: !3, line: 401, type: !155)
!902 = !DILocalVariable(name: "entropy", arg: 7, scope: !893, file: !3, line: 402, type: !580)
!903 = !DILocalVariable(name: "entropyMetadata", arg: 8, scope: !893, file: !3, line: 403, type: !717)
!904 = !DILocalVariable(name: "workspace", arg: 9, scope: !893, file: !3, line: 404, type: !309)
!905 = !DILocalVariable(name: "wkspSize", arg: 10, scope: !893, file: !3, line: 404, type: !155)
!906 = !DILocalVariable(name: "writeLitEntropy", arg: 11, scope: !893, file: !3, line: 405, type: !239)
!907 = !DILocalVariable(name: "writeSeqEntropy", arg: 12, scope: !893, file: !3, line: 405, type: !239)
!908 = !DILocalVariable(name: "ebs", scope: !893, file: !3, line: 407, type: !763)
!909 = !DILocation(line: 0, scope: !893, inlinedAt: !910)
!910 = distinct !DILocation(line: 516, column: 17, scope: !708, inlinedAt: !805)
!911 = !DILocalVariable(name: "maxSymbolValue", scope: !912, file: !3, line: 314, type: !7)
!912 = distinct !DISubprogram(name: "ZSTD_estimateSubBlockSize_literal", scope: !3, file: !3, line: 307, type: !913, scopeLine: 312, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !919)
!913 = !DISubroutineType(types: !914)
!914 = !{!155, !158, !155, !915, !917, !309, !155, !239}
!915 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !916, size: 64)
!916 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !486)
!917 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !918, size: 64)
!918 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !663)
!919 = !{!920, !921, !922, !923, !924, !925, !926, !927, !911, !929, !930, !935}
!920 = !DILocalVariable(name: "literals", arg: 1, scope: !912, file: !3, line: 307, type: !158)
!921 = !DILocalVariable(name: "litSize", arg: 2, scope: !912, file: !3, line: 307, type: !155)
!922 = !DILocalVariable(name: "huf", arg: 3, scope: !912, file: !3, line: 308, type: !915)
!923 = !DILocalVariable(name: "hufMetadata", arg: 4, scope: !912, file: !3, line: 309, type: !917)
!924 = !DILocalVariable(name: "workspace", arg: 5, scope: !912, file: !3, line: 310, type: !309)
!925 = !DILocalVariable(name: "wkspSize", arg: 6, scope: !912, file: !3, line: 310, type: !155)
!926 = !DILocalVariable(name: "writeEntropy", arg: 7, scope: !912, file: !3, line: 311, type: !239)
!927 = !DILocalVariable(name: "countWksp", scope: !912, file: !3, line: 313, type: !928)
!928 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !168)
!929 = !DILocalVariable(name: "literalSectionHeaderSize", scope: !912, file: !3, line: 315, type: !155)
!930 = !DILocalVariable(name: "largest", scope: !931, file: !3, line: 320, type: !186)
!931 = distinct !DILexicalBlock(scope: !932, file: !3, line: 319, column: 88)
!932 = distinct !DILexicalBlock(scope: !933, file: !3, line: 319, column: 14)
!933 = distinct !DILexicalBlock(scope: !934, file: !3, line: 318, column: 14)
!934 = distinct !DILexicalBlock(scope: !912, file: !3, line: 317, column: 9)
!935 = !DILocalVariable(name: "cLitSizeEstimate", scope: !936, file: !3, line: 322, type: !155)
!936 = distinct !DILexicalBlock(scope: !931, file: !3, line: 322, column: 9)
!937 = !DILocation(line: 0, scope: !912, inlinedAt: !938)
!938 = distinct !DILocation(line: 408, column: 22, scope: !893, inlinedAt: !910)
!939 = !DILocation(line: 314, column: 5, scope: !912, inlinedAt: !938)
!940 = !DILocation(line: 314, column: 14, scope: !912, inlinedAt: !938)
!941 = !{!817, !817, i64 0}
!942 = distinct !DIAssignID()
!943 = !DILocation(line: 317, column: 9, scope: !912, inlinedAt: !938)
!944 = !DILocation(line: 318, column: 45, scope: !933, inlinedAt: !938)
!945 = !DILocation(line: 320, column: 32, scope: !931, inlinedAt: !938)
!946 = !DILocation(line: 0, scope: !931, inlinedAt: !938)
!947 = !DILocation(line: 0, scope: !850, inlinedAt: !948)
!948 = distinct !DILocation(line: 321, column: 13, scope: !949, inlinedAt: !938)
!949 = distinct !DILexicalBlock(scope: !931, file: !3, line: 321, column: 13)
!950 = !DILocation(line: 52, column: 61, scope: !850, inlinedAt: !948)
!951 = !DILocation(line: 321, column: 13, scope: !931, inlinedAt: !938)
!952 = !DILocation(line: 322, column: 107, scope: !936, inlinedAt: !938)
!953 = !DILocation(line: 322, column: 39, scope: !936, inlinedAt: !938)
!954 = !DILocation(line: 0, scope: !936, inlinedAt: !938)
!955 = !DILocation(line: 323, column: 17, scope: !936, inlinedAt: !938)
!956 = !DILocation(line: 324, column: 37, scope: !936, inlinedAt: !938)
!957 = !DILocation(line: 327, column: 5, scope: !912, inlinedAt: !938)
!958 = !DILocation(line: 328, column: 1, scope: !912, inlinedAt: !938)
!959 = !DILocation(line: 412, column: 75, scope: !893, inlinedAt: !910)
!960 = !DILocation(line: 412, column: 98, scope: !893, inlinedAt: !910)
!961 = !DILocalVariable(name: "ofCodeTable", arg: 1, scope: !962, file: !3, line: 365, type: !158)
!962 = distinct !DISubprogram(name: "ZSTD_estimateSubBlockSize_sequences", scope: !3, file: !3, line: 365, type: !963, scopeLine: 373, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !969)
!963 = !DISubroutineType(types: !964)
!964 = !{!155, !158, !158, !158, !155, !965, !967, !309, !155, !239}
!965 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !966, size: 64)
!966 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !496)
!967 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !968, size: 64)
!968 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !674)
!969 = !{!961, !970, !971, !972, !973, !974, !975, !976, !977, !978, !979}
!970 = !DILocalVariable(name: "llCodeTable", arg: 2, scope: !962, file: !3, line: 366, type: !158)
!971 = !DILocalVariable(name: "mlCodeTable", arg: 3, scope: !962, file: !3, line: 367, type: !158)
!972 = !DILocalVariable(name: "nbSeq", arg: 4, scope: !962, file: !3, line: 368, type: !155)
!973 = !DILocalVariable(name: "fseTables", arg: 5, scope: !962, file: !3, line: 369, type: !965)
!974 = !DILocalVariable(name: "fseMetadata", arg: 6, scope: !962, file: !3, line: 370, type: !967)
!975 = !DILocalVariable(name: "workspace", arg: 7, scope: !962, file: !3, line: 371, type: !309)
!976 = !DILocalVariable(name: "wkspSize", arg: 8, scope: !962, file: !3, line: 371, type: !155)
!977 = !DILocalVariable(name: "writeEntropy", arg: 9, scope: !962, file: !3, line: 372, type: !239)
!978 = !DILocalVariable(name: "sequencesSectionHeaderSize", scope: !962, file: !3, line: 374, type: !186)
!979 = !DILocalVariable(name: "cSeqSizeEstimate", scope: !962, file: !3, line: 375, type: !155)
!980 = !DILocation(line: 0, scope: !962, inlinedAt: !981)
!981 = distinct !DILocation(line: 411, column: 24, scope: !893, inlinedAt: !910)
!982 = !DILocation(line: 377, column: 75, scope: !962, inlinedAt: !981)
!983 = !{!844, !817, i64 4}
!984 = !DILocalVariable(name: "max", scope: !985, file: !3, line: 342, type: !7)
!985 = distinct !DISubprogram(name: "ZSTD_estimateSubBlockSize_symbolType", scope: !3, file: !3, line: 330, type: !986, scopeLine: 336, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !993)
!986 = !DISubroutineType(types: !987)
!987 = !{!155, !667, !158, !7, !155, !988, !990, !991, !172, !172, !309, !155}
!988 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !989, size: 64)
!989 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !501)
!990 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !197, size: 64)
!991 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !992, size: 64)
!992 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !209)
!993 = !{!994, !995, !996, !997, !998, !999, !1000, !1001, !1002, !1003, !1004, !1005, !1006, !1007, !1008, !1009, !984}
!994 = !DILocalVariable(name: "type", arg: 1, scope: !985, file: !3, line: 330, type: !667)
!995 = !DILocalVariable(name: "codeTable", arg: 2, scope: !985, file: !3, line: 331, type: !158)
!996 = !DILocalVariable(name: "maxCode", arg: 3, scope: !985, file: !3, line: 331, type: !7)
!997 = !DILocalVariable(name: "nbSeq", arg: 4, scope: !985, file: !3, line: 332, type: !155)
!998 = !DILocalVariable(name: "fseCTable", arg: 5, scope: !985, file: !3, line: 332, type: !988)
!999 = !DILocalVariable(name: "additionalBits", arg: 6, scope: !985, file: !3, line: 333, type: !990)
!1000 = !DILocalVariable(name: "defaultNorm", arg: 7, scope: !985, file: !3, line: 334, type: !991)
!1001 = !DILocalVariable(name: "defaultNormLog", arg: 8, scope: !985, file: !3, line: 334, type: !172)
!1002 = !DILocalVariable(name: "defaultMax", arg: 9, scope: !985, file: !3, line: 334, type: !172)
!1003 = !DILocalVariable(name: "workspace", arg: 10, scope: !985, file: !3, line: 335, type: !309)
!1004 = !DILocalVariable(name: "wkspSize", arg: 11, scope: !985, file: !3, line: 335, type: !155)
!1005 = !DILocalVariable(name: "countWksp", scope: !985, file: !3, line: 337, type: !928)
!1006 = !DILocalVariable(name: "ctp", scope: !985, file: !3, line: 338, type: !158)
!1007 = !DILocalVariable(name: "ctStart", scope: !985, file: !3, line: 339, type: !744)
!1008 = !DILocalVariable(name: "ctEnd", scope: !985, file: !3, line: 340, type: !744)
!1009 = !DILocalVariable(name: "cSymbolTypeSizeEstimateInBits", scope: !985, file: !3, line: 341, type: !155)
!1010 = !DILocation(line: 0, scope: !985, inlinedAt: !1011)
!1011 = distinct !DILocation(line: 377, column: 25, scope: !962, inlinedAt: !981)
!1012 = !DILocation(line: 340, column: 39, scope: !985, inlinedAt: !1011)
!1013 = !DILocation(line: 342, column: 5, scope: !985, inlinedAt: !1011)
!1014 = !DILocation(line: 342, column: 14, scope: !985, inlinedAt: !1011)
!1015 = distinct !DIAssignID()
!1016 = !DILocation(line: 344, column: 5, scope: !985, inlinedAt: !1011)
!1017 = !DILocation(line: 345, column: 9, scope: !985, inlinedAt: !1011)
!1018 = !DILocation(line: 348, column: 41, scope: !1019, inlinedAt: !1011)
!1019 = distinct !DILexicalBlock(scope: !1020, file: !3, line: 345, column: 28)
!1020 = distinct !DILexicalBlock(scope: !985, file: !3, line: 345, column: 9)
!1021 = !DILocation(line: 348, column: 45, scope: !1019, inlinedAt: !1011)
!1022 = !DILocation(line: 349, column: 19, scope: !1019, inlinedAt: !1011)
!1023 = !DILocation(line: 353, column: 39, scope: !1024, inlinedAt: !1011)
!1024 = distinct !DILexicalBlock(scope: !1025, file: !3, line: 353, column: 16)
!1025 = distinct !DILexicalBlock(scope: !1020, file: !3, line: 351, column: 16)
!1026 = !DILocation(line: 354, column: 79, scope: !1027, inlinedAt: !1011)
!1027 = distinct !DILexicalBlock(scope: !1024, file: !3, line: 353, column: 62)
!1028 = !DILocation(line: 354, column: 41, scope: !1027, inlinedAt: !1011)
!1029 = !DILocation(line: 355, column: 5, scope: !1027, inlinedAt: !1011)
!1030 = !DILocation(line: 0, scope: !850, inlinedAt: !1031)
!1031 = distinct !DILocation(line: 356, column: 9, scope: !1032, inlinedAt: !1011)
!1032 = distinct !DILexicalBlock(scope: !985, file: !3, line: 356, column: 9)
!1033 = !DILocation(line: 52, column: 61, scope: !850, inlinedAt: !1031)
!1034 = !DILocation(line: 356, column: 9, scope: !985, inlinedAt: !1011)
!1035 = !DILocation(line: 357, column: 16, scope: !985, inlinedAt: !1011)
!1036 = !DILocation(line: 357, column: 5, scope: !985, inlinedAt: !1011)
!1037 = !DILocation(line: 356, column: 67, scope: !1032, inlinedAt: !1011)
!1038 = !DILocation(line: 356, column: 54, scope: !1032, inlinedAt: !1011)
!1039 = !DILocation(line: 0, scope: !1040, inlinedAt: !1011)
!1040 = distinct !DILexicalBlock(scope: !1041, file: !3, line: 358, column: 13)
!1041 = distinct !DILexicalBlock(scope: !985, file: !3, line: 357, column: 25)
!1042 = !{!818, !818, i64 0}
!1043 = !DILocation(line: 360, column: 12, scope: !1041, inlinedAt: !1011)
!1044 = distinct !{!1044, !1036, !1045, !1046}
!1045 = !DILocation(line: 361, column: 5, scope: !985, inlinedAt: !1011)
!1046 = !{!"llvm.loop.mustprogress"}
!1047 = !DILocation(line: 362, column: 42, scope: !985, inlinedAt: !1011)
!1048 = !DILocation(line: 362, column: 5, scope: !985, inlinedAt: !1011)
!1049 = !DILocation(line: 363, column: 1, scope: !985, inlinedAt: !1011)
!1050 = !DILocation(line: 381, column: 75, scope: !962, inlinedAt: !981)
!1051 = !{!844, !817, i64 0}
!1052 = !DILocation(line: 382, column: 60, scope: !962, inlinedAt: !981)
!1053 = !DILocation(line: 0, scope: !985, inlinedAt: !1054)
!1054 = distinct !DILocation(line: 381, column: 25, scope: !962, inlinedAt: !981)
!1055 = !DILocation(line: 340, column: 39, scope: !985, inlinedAt: !1054)
!1056 = !DILocation(line: 342, column: 5, scope: !985, inlinedAt: !1054)
!1057 = !DILocation(line: 342, column: 14, scope: !985, inlinedAt: !1054)
!1058 = distinct !DIAssignID()
!1059 = !DILocation(line: 344, column: 5, scope: !985, inlinedAt: !1054)
!1060 = !DILocation(line: 345, column: 9, scope: !985, inlinedAt: !1054)
!1061 = !DILocation(line: 348, column: 41, scope: !1019, inlinedAt: !1054)
!1062 = !DILocation(line: 348, column: 45, scope: !1019, inlinedAt: !1054)
!1063 = !DILocation(line: 349, column: 19, scope: !1019, inlinedAt: !1054)
!1064 = !DILocation(line: 353, column: 39, scope: !1024, inlinedAt: !1054)
!1065 = !DILocation(line: 354, column: 79, scope: !1027, inlinedAt: !1054)
!1066 = !DILocation(line: 354, column: 41, scope: !1027, inlinedAt: !1054)
!1067 = !DILocation(line: 355, column: 5, scope: !1027, inlinedAt: !1054)
!1068 = !DILocation(line: 0, scope: !850, inlinedAt: !1069)
!1069 = distinct !DILocation(line: 356, column: 9, scope: !1032, inlinedAt: !1054)
!1070 = !DILocation(line: 52, column: 61, scope: !850, inlinedAt: !1069)
!1071 = !DILocation(line: 356, column: 9, scope: !985, inlinedAt: !1054)
!1072 = !DILocation(line: 357, column: 16, scope: !985, inlinedAt: !1054)
!1073 = !DILocation(line: 357, column: 5, scope: !985, inlinedAt: !1054)
!1074 = !DILocation(line: 356, column: 67, scope: !1032, inlinedAt: !1054)
!1075 = !DILocation(line: 356, column: 54, scope: !1032, inlinedAt: !1054)
!1076 = !DILocation(line: 358, column: 77, scope: !1040, inlinedAt: !1054)
!1077 = !DILocation(line: 358, column: 62, scope: !1040, inlinedAt: !1054)
!1078 = !DILocation(line: 0, scope: !1040, inlinedAt: !1054)
!1079 = !DILocation(line: 360, column: 12, scope: !1041, inlinedAt: !1054)
!1080 = distinct !{!1080, !1073, !1081, !1046}
!1081 = !DILocation(line: 361, column: 5, scope: !985, inlinedAt: !1054)
!1082 = !DILocation(line: 362, column: 42, scope: !985, inlinedAt: !1054)
!1083 = !DILocation(line: 362, column: 5, scope: !985, inlinedAt: !1054)
!1084 = !DILocation(line: 363, column: 1, scope: !985, inlinedAt: !1054)
!1085 = !DILocation(line: 385, column: 75, scope: !962, inlinedAt: !981)
!1086 = !{!844, !817, i64 8}
!1087 = !DILocation(line: 386, column: 60, scope: !962, inlinedAt: !981)
!1088 = !DILocation(line: 0, scope: !985, inlinedAt: !1089)
!1089 = distinct !DILocation(line: 385, column: 25, scope: !962, inlinedAt: !981)
!1090 = !DILocation(line: 340, column: 39, scope: !985, inlinedAt: !1089)
!1091 = !DILocation(line: 342, column: 5, scope: !985, inlinedAt: !1089)
!1092 = !DILocation(line: 342, column: 14, scope: !985, inlinedAt: !1089)
!1093 = distinct !DIAssignID()
!1094 = !DILocation(line: 344, column: 5, scope: !985, inlinedAt: !1089)
!1095 = !DILocation(line: 345, column: 9, scope: !985, inlinedAt: !1089)
!1096 = !DILocation(line: 348, column: 41, scope: !1019, inlinedAt: !1089)
!1097 = !DILocation(line: 348, column: 45, scope: !1019, inlinedAt: !1089)
!1098 = !DILocation(line: 349, column: 19, scope: !1019, inlinedAt: !1089)
!1099 = !DILocation(line: 353, column: 39, scope: !1024, inlinedAt: !1089)
!1100 = !DILocation(line: 354, column: 79, scope: !1027, inlinedAt: !1089)
!1101 = !DILocation(line: 354, column: 41, scope: !1027, inlinedAt: !1089)
!1102 = !DILocation(line: 355, column: 5, scope: !1027, inlinedAt: !1089)
!1103 = !DILocation(line: 0, scope: !850, inlinedAt: !1104)
!1104 = distinct !DILocation(line: 356, column: 9, scope: !1032, inlinedAt: !1089)
!1105 = !DILocation(line: 52, column: 61, scope: !850, inlinedAt: !1104)
!1106 = !DILocation(line: 356, column: 9, scope: !985, inlinedAt: !1089)
!1107 = !DILocation(line: 357, column: 16, scope: !985, inlinedAt: !1089)
!1108 = !DILocation(line: 357, column: 5, scope: !985, inlinedAt: !1089)
!1109 = !DILocation(line: 356, column: 67, scope: !1032, inlinedAt: !1089)
!1110 = !DILocation(line: 356, column: 54, scope: !1032, inlinedAt: !1089)
!1111 = !DILocation(line: 358, column: 77, scope: !1040, inlinedAt: !1089)
!1112 = !DILocation(line: 358, column: 62, scope: !1040, inlinedAt: !1089)
!1113 = !DILocation(line: 0, scope: !1040, inlinedAt: !1089)
!1114 = !DILocation(line: 360, column: 12, scope: !1041, inlinedAt: !1089)
!1115 = distinct !{!1115, !1108, !1116, !1046}
!1116 = !DILocation(line: 361, column: 5, scope: !985, inlinedAt: !1089)
!1117 = !DILocation(line: 362, column: 42, scope: !985, inlinedAt: !1089)
!1118 = !DILocation(line: 362, column: 5, scope: !985, inlinedAt: !1089)
!1119 = !DILocation(line: 363, column: 1, scope: !985, inlinedAt: !1089)
!1120 = !DILocation(line: 389, column: 56, scope: !1121, inlinedAt: !981)
!1121 = distinct !DILexicalBlock(scope: !962, file: !3, line: 389, column: 9)
!1122 = !{!844, !823, i64 152}
!1123 = !DILocation(line: 385, column: 22, scope: !962, inlinedAt: !981)
!1124 = !DILocation(line: 389, column: 40, scope: !1121, inlinedAt: !981)
!1125 = !DILocation(line: 390, column: 29, scope: !962, inlinedAt: !981)
!1126 = !DILocation(line: 414, column: 40, scope: !893, inlinedAt: !910)
!1127 = !DILocation(line: 414, column: 22, scope: !893, inlinedAt: !910)
!1128 = !DILocation(line: 0, scope: !708, inlinedAt: !805)
!1129 = !DILocation(line: 522, column: 35, scope: !708, inlinedAt: !805)
!1130 = !DILocation(line: 522, column: 64, scope: !708, inlinedAt: !805)
!1131 = !DILocation(line: 522, column: 77, scope: !708, inlinedAt: !805)
!1132 = !DILocation(line: 523, column: 54, scope: !708, inlinedAt: !805)
!1133 = !DILocation(line: 523, column: 72, scope: !708, inlinedAt: !805)
!1134 = !DILocation(line: 523, column: 85, scope: !708, inlinedAt: !805)
!1135 = !DILocation(line: 524, column: 36, scope: !708, inlinedAt: !805)
!1136 = !DILocation(line: 526, column: 44, scope: !708, inlinedAt: !805)
!1137 = !DILocation(line: 526, column: 57, scope: !708, inlinedAt: !805)
!1138 = !DILocation(line: 532, column: 30, scope: !1139, inlinedAt: !805)
!1139 = distinct !DILexicalBlock(scope: !708, file: !3, line: 532, column: 13)
!1140 = !DILocation(line: 532, column: 13, scope: !708, inlinedAt: !805)
!1141 = !DILocation(line: 536, column: 21, scope: !706, inlinedAt: !805)
!1142 = !DILocation(line: 536, column: 9, scope: !707, inlinedAt: !805)
!1143 = !DILocation(line: 538, column: 73, scope: !705, inlinedAt: !805)
!1144 = !DILocation(line: 539, column: 100, scope: !705, inlinedAt: !805)
!1145 = !DILocalVariable(name: "sp", arg: 1, scope: !1146, file: !3, line: 442, type: !738)
!1146 = distinct !DISubprogram(name: "sizeBlockSequences", scope: !3, file: !3, line: 442, type: !1147, scopeLine: 445, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1149)
!1147 = !DISubroutineType(types: !1148)
!1148 = !{!155, !738, !155, !155, !155, !155, !239}
!1149 = !{!1145, !1150, !1151, !1152, !1153, !1154, !1155, !1156, !1157, !1158, !1159}
!1150 = !DILocalVariable(name: "nbSeqs", arg: 2, scope: !1146, file: !3, line: 442, type: !155)
!1151 = !DILocalVariable(name: "targetBudget", arg: 3, scope: !1146, file: !3, line: 443, type: !155)
!1152 = !DILocalVariable(name: "avgLitCost", arg: 4, scope: !1146, file: !3, line: 443, type: !155)
!1153 = !DILocalVariable(name: "avgSeqCost", arg: 5, scope: !1146, file: !3, line: 443, type: !155)
!1154 = !DILocalVariable(name: "firstSubBlock", arg: 6, scope: !1146, file: !3, line: 444, type: !239)
!1155 = !DILocalVariable(name: "n", scope: !1146, file: !3, line: 446, type: !155)
!1156 = !DILocalVariable(name: "budget", scope: !1146, file: !3, line: 446, type: !155)
!1157 = !DILocalVariable(name: "inSize", scope: !1146, file: !3, line: 446, type: !155)
!1158 = !DILocalVariable(name: "headerSize", scope: !1146, file: !3, line: 448, type: !186)
!1159 = !DILocalVariable(name: "currentCost", scope: !1160, file: !3, line: 459, type: !155)
!1160 = distinct !DILexicalBlock(scope: !1161, file: !3, line: 458, column: 30)
!1161 = distinct !DILexicalBlock(scope: !1162, file: !3, line: 458, column: 5)
!1162 = distinct !DILexicalBlock(scope: !1146, file: !3, line: 458, column: 5)
!1163 = !DILocation(line: 0, scope: !1146, inlinedAt: !1164)
!1164 = distinct !DILocation(line: 538, column: 37, scope: !705, inlinedAt: !805)
!1165 = !DILocation(line: 448, column: 59, scope: !1146, inlinedAt: !1164)
!1166 = !DILocation(line: 453, column: 21, scope: !1146, inlinedAt: !1164)
!1167 = !{!1168, !1169, i64 4}
!1168 = !{!"SeqDef_s", !817, i64 0, !1169, i64 4, !1169, i64 6}
!1169 = !{!"short", !818, i64 0}
!1170 = !DILocation(line: 453, column: 15, scope: !1146, inlinedAt: !1164)
!1171 = !DILocation(line: 453, column: 31, scope: !1146, inlinedAt: !1164)
!1172 = !DILocation(line: 453, column: 44, scope: !1146, inlinedAt: !1164)
!1173 = !DILocation(line: 453, column: 12, scope: !1146, inlinedAt: !1164)
!1174 = !DILocation(line: 454, column: 16, scope: !1175, inlinedAt: !1164)
!1175 = distinct !DILexicalBlock(scope: !1146, file: !3, line: 454, column: 9)
!1176 = !DILocation(line: 454, column: 9, scope: !1146, inlinedAt: !1164)
!1177 = !DILocation(line: 455, column: 45, scope: !1146, inlinedAt: !1164)
!1178 = !DILocation(line: 455, column: 39, scope: !1146, inlinedAt: !1164)
!1179 = !{!1168, !1169, i64 6}
!1180 = !DILocation(line: 455, column: 33, scope: !1146, inlinedAt: !1164)
!1181 = !DILocation(line: 455, column: 30, scope: !1146, inlinedAt: !1164)
!1182 = !DILocation(line: 458, column: 5, scope: !1162, inlinedAt: !1164)
!1183 = !DILocation(line: 459, column: 30, scope: !1160, inlinedAt: !1164)
!1184 = !DILocation(line: 459, column: 36, scope: !1160, inlinedAt: !1164)
!1185 = !DILocation(line: 459, column: 46, scope: !1160, inlinedAt: !1164)
!1186 = !DILocation(line: 0, scope: !1160, inlinedAt: !1164)
!1187 = !DILocation(line: 459, column: 59, scope: !1160, inlinedAt: !1164)
!1188 = !DILocation(line: 460, column: 16, scope: !1160, inlinedAt: !1164)
!1189 = !DILocation(line: 461, column: 44, scope: !1160, inlinedAt: !1164)
!1190 = !DILocation(line: 461, column: 38, scope: !1160, inlinedAt: !1164)
!1191 = !DILocation(line: 461, column: 50, scope: !1160, inlinedAt: !1164)
!1192 = !DILocation(line: 461, column: 35, scope: !1160, inlinedAt: !1164)
!1193 = !DILocation(line: 461, column: 16, scope: !1160, inlinedAt: !1164)
!1194 = !DILocation(line: 463, column: 22, scope: !1195, inlinedAt: !1164)
!1195 = distinct !DILexicalBlock(scope: !1160, file: !3, line: 463, column: 14)
!1196 = !DILocation(line: 465, column: 11, scope: !1195, inlinedAt: !1164)
!1197 = !DILocation(line: 458, column: 26, scope: !1161, inlinedAt: !1164)
!1198 = !DILocation(line: 458, column: 16, scope: !1161, inlinedAt: !1164)
!1199 = distinct !{!1199, !1182, !1200, !1046}
!1200 = !DILocation(line: 467, column: 5, scope: !1162, inlinedAt: !1164)
!1201 = !DILocation(line: 0, scope: !705, inlinedAt: !805)
!1202 = !DILocation(line: 542, column: 20, scope: !1203, inlinedAt: !805)
!1203 = distinct !DILexicalBlock(scope: !705, file: !3, line: 542, column: 17)
!1204 = !DILocation(line: 542, column: 31, scope: !1203, inlinedAt: !805)
!1205 = !DILocation(line: 542, column: 17, scope: !705, inlinedAt: !805)
!1206 = !DILocation(line: 545, column: 17, scope: !704, inlinedAt: !805)
!1207 = !DILocation(line: 545, column: 21, scope: !704, inlinedAt: !805)
!1208 = distinct !DIAssignID()
!1209 = !DILocation(line: 546, column: 17, scope: !704, inlinedAt: !805)
!1210 = !DILocation(line: 546, column: 21, scope: !704, inlinedAt: !805)
!1211 = distinct !DIAssignID()
!1212 = !DILocalVariable(name: "seqStore", arg: 1, scope: !1213, file: !3, line: 429, type: !713)
!1213 = distinct !DISubprogram(name: "countLiterals", scope: !3, file: !3, line: 429, type: !1214, scopeLine: 430, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1216)
!1214 = !DISubroutineType(types: !1215)
!1215 = !{!155, !713, !738, !155}
!1216 = !{!1212, !1217, !1218, !1219, !1220}
!1217 = !DILocalVariable(name: "sp", arg: 2, scope: !1213, file: !3, line: 429, type: !738)
!1218 = !DILocalVariable(name: "seqCount", arg: 3, scope: !1213, file: !3, line: 429, type: !155)
!1219 = !DILocalVariable(name: "n", scope: !1213, file: !3, line: 431, type: !155)
!1220 = !DILocalVariable(name: "total", scope: !1213, file: !3, line: 431, type: !155)
!1221 = !DILocation(line: 0, scope: !1213, inlinedAt: !1222)
!1222 = distinct !DILocation(line: 547, column: 34, scope: !704, inlinedAt: !805)
!1223 = !{!831, !817, i64 76}
!1224 = !DILocation(line: 433, column: 5, scope: !1225, inlinedAt: !1222)
!1225 = distinct !DILexicalBlock(scope: !1213, file: !3, line: 433, column: 5)
!1226 = !DILocation(line: 434, column: 53, scope: !1227, inlinedAt: !1222)
!1227 = distinct !DILexicalBlock(scope: !1228, file: !3, line: 433, column: 32)
!1228 = distinct !DILexicalBlock(scope: !1225, file: !3, line: 433, column: 5)
!1229 = !DILocalVariable(name: "seqStore", arg: 1, scope: !1230, file: !6, line: 126, type: !713)
!1230 = distinct !DISubprogram(name: "ZSTD_getSequenceLength", scope: !6, file: !6, line: 126, type: !1231, scopeLine: 127, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1238)
!1231 = !DISubroutineType(types: !1232)
!1232 = !{!1233, !713, !738}
!1233 = !DIDerivedType(tag: DW_TAG_typedef, name: "ZSTD_SequenceLength", file: !6, line: 120, baseType: !1234)
!1234 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !6, line: 117, size: 64, elements: !1235)
!1235 = !{!1236, !1237}
!1236 = !DIDerivedType(tag: DW_TAG_member, name: "litLength", scope: !1234, file: !6, line: 118, baseType: !172, size: 32)
!1237 = !DIDerivedType(tag: DW_TAG_member, name: "matchLength", scope: !1234, file: !6, line: 119, baseType: !172, size: 32, offset: 32)
!1238 = !{!1229, !1239, !1240}
!1239 = !DILocalVariable(name: "seq", arg: 2, scope: !1230, file: !6, line: 126, type: !738)
!1240 = !DILocalVariable(name: "seqLen", scope: !1230, file: !6, line: 128, type: !1233)
!1241 = !DILocation(line: 0, scope: !1230, inlinedAt: !1242)
!1242 = distinct !DILocation(line: 434, column: 18, scope: !1227, inlinedAt: !1222)
!1243 = !DILocation(line: 129, column: 29, scope: !1230, inlinedAt: !1242)
!1244 = !DILocation(line: 129, column: 24, scope: !1230, inlinedAt: !1242)
!1245 = !DILocation(line: 131, column: 46, scope: !1246, inlinedAt: !1242)
!1246 = distinct !DILexicalBlock(scope: !1230, file: !6, line: 131, column: 9)
!1247 = !DILocation(line: 131, column: 36, scope: !1246, inlinedAt: !1242)
!1248 = !DILocation(line: 131, column: 33, scope: !1246, inlinedAt: !1242)
!1249 = !DILocation(line: 131, column: 9, scope: !1230, inlinedAt: !1242)
!1250 = !DILocation(line: 132, column: 23, scope: !1251, inlinedAt: !1242)
!1251 = distinct !DILexicalBlock(scope: !1252, file: !6, line: 132, column: 13)
!1252 = distinct !DILexicalBlock(scope: !1246, file: !6, line: 131, column: 75)
!1253 = !{!831, !817, i64 72}
!1254 = !DILocation(line: 132, column: 38, scope: !1251, inlinedAt: !1242)
!1255 = !DILocation(line: 132, column: 13, scope: !1252, inlinedAt: !1242)
!1256 = !DILocation(line: 135, column: 13, scope: !1252, inlinedAt: !1242)
!1257 = !DILocation(line: 139, column: 5, scope: !1230, inlinedAt: !1242)
!1258 = !DILocation(line: 434, column: 15, scope: !1227, inlinedAt: !1222)
!1259 = !DILocation(line: 433, column: 28, scope: !1228, inlinedAt: !1222)
!1260 = distinct !{!1260, !1224, !1261, !1046}
!1261 = !DILocation(line: 435, column: 5, scope: !1225, inlinedAt: !1222)
!1262 = !DILocation(line: 136, column: 5, scope: !1263, inlinedAt: !1280)
!1263 = distinct !DILexicalBlock(scope: !1264, file: !3, line: 136, column: 5)
!1264 = distinct !DISubprogram(name: "ZSTD_seqDecompressedSize", scope: !3, file: !3, line: 129, type: !1265, scopeLine: 132, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1267)
!1265 = !DISubroutineType(types: !1266)
!1266 = !{!155, !713, !738, !155, !155, !239}
!1267 = !{!1268, !1269, !1270, !1271, !1272, !1273, !1274, !1275, !1276}
!1268 = !DILocalVariable(name: "seqStore", arg: 1, scope: !1264, file: !3, line: 129, type: !713)
!1269 = !DILocalVariable(name: "sequences", arg: 2, scope: !1264, file: !3, line: 130, type: !738)
!1270 = !DILocalVariable(name: "nbSeqs", arg: 3, scope: !1264, file: !3, line: 130, type: !155)
!1271 = !DILocalVariable(name: "litSize", arg: 4, scope: !1264, file: !3, line: 131, type: !155)
!1272 = !DILocalVariable(name: "lastSubBlock", arg: 5, scope: !1264, file: !3, line: 131, type: !239)
!1273 = !DILocalVariable(name: "matchLengthSum", scope: !1264, file: !3, line: 133, type: !155)
!1274 = !DILocalVariable(name: "litLengthSum", scope: !1264, file: !3, line: 134, type: !155)
!1275 = !DILocalVariable(name: "n", scope: !1264, file: !3, line: 135, type: !155)
!1276 = !DILocalVariable(name: "seqLen", scope: !1277, file: !3, line: 137, type: !1279)
!1277 = distinct !DILexicalBlock(scope: !1278, file: !3, line: 136, column: 30)
!1278 = distinct !DILexicalBlock(scope: !1263, file: !3, line: 136, column: 5)
!1279 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !1233)
!1280 = distinct !DILocation(line: 549, column: 25, scope: !704, inlinedAt: !805)
!1281 = !DILocation(line: 0, scope: !1264, inlinedAt: !1280)
!1282 = !DILocation(line: 137, column: 86, scope: !1277, inlinedAt: !1280)
!1283 = !DILocation(line: 0, scope: !1230, inlinedAt: !1284)
!1284 = distinct !DILocation(line: 137, column: 44, scope: !1277, inlinedAt: !1280)
!1285 = !DILocation(line: 130, column: 31, scope: !1230, inlinedAt: !1284)
!1286 = !DILocation(line: 130, column: 26, scope: !1230, inlinedAt: !1284)
!1287 = !DILocation(line: 130, column: 38, scope: !1230, inlinedAt: !1284)
!1288 = !DILocation(line: 131, column: 46, scope: !1246, inlinedAt: !1284)
!1289 = !DILocation(line: 131, column: 36, scope: !1246, inlinedAt: !1284)
!1290 = !DILocation(line: 131, column: 33, scope: !1246, inlinedAt: !1284)
!1291 = !DILocation(line: 131, column: 9, scope: !1230, inlinedAt: !1284)
!1292 = !DILocation(line: 132, column: 23, scope: !1251, inlinedAt: !1284)
!1293 = !DILocation(line: 135, column: 38, scope: !1294, inlinedAt: !1284)
!1294 = distinct !DILexicalBlock(scope: !1252, file: !6, line: 135, column: 13)
!1295 = !DILocation(line: 135, column: 13, scope: !1252, inlinedAt: !1284)
!1296 = !DILocation(line: 139, column: 5, scope: !1230, inlinedAt: !1284)
!1297 = !DILocation(line: 0, scope: !1277, inlinedAt: !1280)
!1298 = !DILocation(line: 139, column: 24, scope: !1277, inlinedAt: !1280)
!1299 = !DILocation(line: 136, column: 26, scope: !1278, inlinedAt: !1280)
!1300 = distinct !{!1300, !1262, !1301, !1046}
!1301 = !DILocation(line: 140, column: 5, scope: !1263, inlinedAt: !1280)
!1302 = !DILocation(line: 149, column: 27, scope: !1264, inlinedAt: !1280)
!1303 = !DILocation(line: 555, column: 66, scope: !704, inlinedAt: !805)
!1304 = !DILocation(line: 550, column: 38, scope: !704, inlinedAt: !805)
!1305 = !DILocation(line: 0, scope: !780, inlinedAt: !805)
!1306 = !DILocation(line: 0, scope: !850, inlinedAt: !1307)
!1307 = distinct !DILocation(line: 559, column: 17, scope: !1308, inlinedAt: !805)
!1308 = distinct !DILexicalBlock(scope: !780, file: !3, line: 559, column: 17)
!1309 = !DILocation(line: 52, column: 61, scope: !850, inlinedAt: !1307)
!1310 = !DILocation(line: 562, column: 27, scope: !1311, inlinedAt: !805)
!1311 = distinct !DILexicalBlock(scope: !704, file: !3, line: 562, column: 21)
!1312 = !DILocation(line: 562, column: 31, scope: !1311, inlinedAt: !805)
!1313 = !DILocation(line: 566, column: 24, scope: !1314, inlinedAt: !805)
!1314 = distinct !DILexicalBlock(scope: !1311, file: !3, line: 562, column: 60)
!1315 = !DILocation(line: 567, column: 24, scope: !1314, inlinedAt: !805)
!1316 = !DILocation(line: 568, column: 24, scope: !1314, inlinedAt: !805)
!1317 = !DILocation(line: 569, column: 31, scope: !1314, inlinedAt: !805)
!1318 = !DILocation(line: 570, column: 31, scope: !1314, inlinedAt: !805)
!1319 = !DILocation(line: 571, column: 31, scope: !1314, inlinedAt: !805)
!1320 = !DILocation(line: 573, column: 25, scope: !1321, inlinedAt: !805)
!1321 = distinct !DILexicalBlock(scope: !1314, file: !3, line: 573, column: 25)
!1322 = !DILocation(line: 573, column: 25, scope: !1314, inlinedAt: !805)
!1323 = !DILocation(line: 576, column: 25, scope: !1324, inlinedAt: !805)
!1324 = distinct !DILexicalBlock(scope: !1314, file: !3, line: 576, column: 25)
!1325 = !DILocation(line: 576, column: 25, scope: !1314, inlinedAt: !805)
!1326 = !DILocation(line: 581, column: 13, scope: !1314, inlinedAt: !805)
!1327 = !DILocation(line: 581, column: 17, scope: !705, inlinedAt: !805)
!1328 = !DILocation(line: 536, column: 39, scope: !706, inlinedAt: !805)
!1329 = distinct !{!1329, !1142, !1330, !1046}
!1330 = !DILocation(line: 583, column: 9, scope: !707, inlinedAt: !805)
!1331 = !DILocation(line: 591, column: 41, scope: !782, inlinedAt: !805)
!1332 = !DILocation(line: 590, column: 40, scope: !782, inlinedAt: !805)
!1333 = !DILocation(line: 588, column: 9, scope: !782, inlinedAt: !805)
!1334 = !DILocation(line: 508, column: 9, scope: !710, inlinedAt: !805)
!1335 = !DILocation(line: 507, column: 9, scope: !710, inlinedAt: !805)
!1336 = !DILocation(line: 504, column: 17, scope: !710, inlinedAt: !805)
!1337 = !DILocation(line: 503, column: 17, scope: !710, inlinedAt: !805)
!1338 = !DILocation(line: 502, column: 17, scope: !710, inlinedAt: !805)
!1339 = !DILocation(line: 501, column: 11, scope: !710, inlinedAt: !805)
!1340 = !DILocation(line: 497, column: 17, scope: !710, inlinedAt: !805)
!1341 = !DILocation(line: 495, column: 17, scope: !710, inlinedAt: !805)
!1342 = !DILocation(line: 491, column: 19, scope: !710, inlinedAt: !805)
!1343 = !DILocation(line: 588, column: 13, scope: !782, inlinedAt: !805)
!1344 = distinct !DIAssignID()
!1345 = !DILocation(line: 589, column: 9, scope: !782, inlinedAt: !805)
!1346 = !DILocation(line: 589, column: 13, scope: !782, inlinedAt: !805)
!1347 = distinct !DIAssignID()
!1348 = !DILocation(line: 0, scope: !1264, inlinedAt: !1349)
!1349 = distinct !DILocation(line: 593, column: 17, scope: !782, inlinedAt: !805)
!1350 = !DILocation(line: 136, column: 16, scope: !1278, inlinedAt: !1349)
!1351 = !DILocation(line: 136, column: 5, scope: !1263, inlinedAt: !1349)
!1352 = !DILocation(line: 137, column: 86, scope: !1277, inlinedAt: !1349)
!1353 = !DILocation(line: 0, scope: !1230, inlinedAt: !1354)
!1354 = distinct !DILocation(line: 137, column: 44, scope: !1277, inlinedAt: !1349)
!1355 = !DILocation(line: 130, column: 31, scope: !1230, inlinedAt: !1354)
!1356 = !DILocation(line: 130, column: 26, scope: !1230, inlinedAt: !1354)
!1357 = !DILocation(line: 130, column: 38, scope: !1230, inlinedAt: !1354)
!1358 = !DILocation(line: 131, column: 46, scope: !1246, inlinedAt: !1354)
!1359 = !DILocation(line: 131, column: 36, scope: !1246, inlinedAt: !1354)
!1360 = !DILocation(line: 131, column: 33, scope: !1246, inlinedAt: !1354)
!1361 = !DILocation(line: 131, column: 9, scope: !1230, inlinedAt: !1354)
!1362 = !DILocation(line: 132, column: 23, scope: !1251, inlinedAt: !1354)
!1363 = !DILocation(line: 135, column: 38, scope: !1294, inlinedAt: !1354)
!1364 = !DILocation(line: 135, column: 13, scope: !1252, inlinedAt: !1354)
!1365 = !DILocation(line: 139, column: 5, scope: !1230, inlinedAt: !1354)
!1366 = !DILocation(line: 0, scope: !1277, inlinedAt: !1349)
!1367 = !DILocation(line: 139, column: 24, scope: !1277, inlinedAt: !1349)
!1368 = !DILocation(line: 136, column: 26, scope: !1278, inlinedAt: !1349)
!1369 = distinct !{!1369, !1351, !1370, !1046}
!1370 = !DILocation(line: 140, column: 5, scope: !1263, inlinedAt: !1349)
!1371 = !DILocation(line: 149, column: 27, scope: !1264, inlinedAt: !1349)
!1372 = !DILocation(line: 599, column: 62, scope: !782, inlinedAt: !805)
!1373 = !DILocation(line: 594, column: 30, scope: !782, inlinedAt: !805)
!1374 = !DILocation(line: 0, scope: !789, inlinedAt: !805)
!1375 = !DILocation(line: 0, scope: !850, inlinedAt: !1376)
!1376 = distinct !DILocation(line: 603, column: 9, scope: !1377, inlinedAt: !805)
!1377 = distinct !DILexicalBlock(scope: !789, file: !3, line: 603, column: 9)
!1378 = !DILocation(line: 52, column: 61, scope: !850, inlinedAt: !1376)
!1379 = !DILocation(line: 606, column: 19, scope: !1380, inlinedAt: !805)
!1380 = distinct !DILexicalBlock(scope: !782, file: !3, line: 606, column: 13)
!1381 = !DILocation(line: 606, column: 23, scope: !1380, inlinedAt: !805)
!1382 = !DILocation(line: 610, column: 16, scope: !1383, inlinedAt: !805)
!1383 = distinct !DILexicalBlock(scope: !1380, file: !3, line: 606, column: 52)
!1384 = !DILocation(line: 612, column: 16, scope: !1383, inlinedAt: !805)
!1385 = !DILocation(line: 617, column: 17, scope: !1386, inlinedAt: !805)
!1386 = distinct !DILexicalBlock(scope: !1383, file: !3, line: 617, column: 17)
!1387 = !DILocation(line: 620, column: 17, scope: !1388, inlinedAt: !805)
!1388 = distinct !DILexicalBlock(scope: !1383, file: !3, line: 620, column: 17)
!1389 = !DILocation(line: 620, column: 17, scope: !1383, inlinedAt: !805)
!1390 = !DILocation(line: 623, column: 16, scope: !1383, inlinedAt: !805)
!1391 = !DILocation(line: 0, scope: !1383, inlinedAt: !805)
!1392 = !DILocation(line: 625, column: 5, scope: !710, inlinedAt: !805)
!1393 = !DILocation(line: 628, column: 9, scope: !710, inlinedAt: !805)
!1394 = !DILocation(line: 628, column: 9, scope: !1395, inlinedAt: !805)
!1395 = distinct !DILexicalBlock(scope: !710, file: !3, line: 628, column: 9)
!1396 = !DILocation(line: 630, column: 9, scope: !1397, inlinedAt: !805)
!1397 = distinct !DILexicalBlock(scope: !1395, file: !3, line: 628, column: 26)
!1398 = !DILocation(line: 631, column: 5, scope: !1397, inlinedAt: !805)
!1399 = !DILocation(line: 632, column: 9, scope: !1400, inlinedAt: !805)
!1400 = distinct !DILexicalBlock(scope: !710, file: !3, line: 632, column: 9)
!1401 = !DILocation(line: 632, column: 25, scope: !1400, inlinedAt: !805)
!1402 = !DILocation(line: 632, column: 77, scope: !1400, inlinedAt: !805)
!1403 = !DILocalVariable(name: "fseMetadata", arg: 1, scope: !1404, file: !3, line: 418, type: !967)
!1404 = distinct !DISubprogram(name: "ZSTD_needSequenceEntropyTables", scope: !3, file: !3, line: 418, type: !1405, scopeLine: 419, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1407)
!1405 = !DISubroutineType(types: !1406)
!1406 = !{!239, !967}
!1407 = !{!1403}
!1408 = !DILocation(line: 0, scope: !1404, inlinedAt: !1409)
!1409 = distinct !DILocation(line: 632, column: 28, scope: !1400, inlinedAt: !805)
!1410 = !DILocation(line: 420, column: 22, scope: !1411, inlinedAt: !1409)
!1411 = distinct !DILexicalBlock(scope: !1404, file: !3, line: 420, column: 9)
!1412 = !DILocation(line: 420, column: 47, scope: !1411, inlinedAt: !1409)
!1413 = !DILocation(line: 422, column: 22, scope: !1414, inlinedAt: !1409)
!1414 = distinct !DILexicalBlock(scope: !1404, file: !3, line: 422, column: 9)
!1415 = !DILocation(line: 422, column: 47, scope: !1414, inlinedAt: !1409)
!1416 = !DILocation(line: 424, column: 22, scope: !1417, inlinedAt: !1409)
!1417 = distinct !DILexicalBlock(scope: !1404, file: !3, line: 424, column: 9)
!1418 = !DILocation(line: 424, column: 47, scope: !1417, inlinedAt: !1409)
!1419 = !DILocation(line: 632, column: 9, scope: !710, inlinedAt: !805)
!1420 = !DILocation(line: 640, column: 12, scope: !792, inlinedAt: !805)
!1421 = !DILocation(line: 640, column: 9, scope: !710, inlinedAt: !805)
!1422 = !DILocation(line: 642, column: 45, scope: !791, inlinedAt: !805)
!1423 = !DILocation(line: 0, scope: !791, inlinedAt: !805)
!1424 = !DILocation(line: 643, column: 69, scope: !791, inlinedAt: !805)
!1425 = !DILocalVariable(name: "dst", arg: 1, scope: !1426, file: !6, line: 650, type: !309)
!1426 = distinct !DISubprogram(name: "ZSTD_noCompressBlock", scope: !6, file: !6, line: 650, type: !1427, scopeLine: 651, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1429)
!1427 = !DISubroutineType(types: !1428)
!1428 = !{!155, !309, !155, !332, !155, !172}
!1429 = !{!1425, !1430, !1431, !1432, !1433, !1434}
!1430 = !DILocalVariable(name: "dstCapacity", arg: 2, scope: !1426, file: !6, line: 650, type: !155)
!1431 = !DILocalVariable(name: "src", arg: 3, scope: !1426, file: !6, line: 650, type: !332)
!1432 = !DILocalVariable(name: "srcSize", arg: 4, scope: !1426, file: !6, line: 650, type: !155)
!1433 = !DILocalVariable(name: "lastBlock", arg: 5, scope: !1426, file: !6, line: 650, type: !172)
!1434 = !DILocalVariable(name: "cBlockHeader24", scope: !1426, file: !6, line: 652, type: !189)
!1435 = !DILocation(line: 0, scope: !1426, inlinedAt: !1436)
!1436 = distinct !DILocation(line: 643, column: 30, scope: !791, inlinedAt: !805)
!1437 = !DILocation(line: 654, column: 5, scope: !1438, inlinedAt: !1436)
!1438 = distinct !DILexicalBlock(scope: !1439, file: !6, line: 654, column: 5)
!1439 = distinct !DILexicalBlock(scope: !1426, file: !6, line: 654, column: 5)
!1440 = !DILocation(line: 654, column: 5, scope: !1439, inlinedAt: !1436)
!1441 = !DILocation(line: 652, column: 65, scope: !1426, inlinedAt: !1436)
!1442 = !DILocation(line: 652, column: 63, scope: !1426, inlinedAt: !1436)
!1443 = !DILocalVariable(name: "memPtr", arg: 1, scope: !1444, file: !161, line: 315, type: !309)
!1444 = distinct !DISubprogram(name: "MEM_writeLE24", scope: !161, file: !161, line: 315, type: !1445, scopeLine: 316, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1447)
!1445 = !DISubroutineType(types: !1446)
!1446 = !{null, !309, !172}
!1447 = !{!1443, !1448}
!1448 = !DILocalVariable(name: "val", arg: 2, scope: !1444, file: !161, line: 315, type: !172)
!1449 = !DILocation(line: 0, scope: !1444, inlinedAt: !1450)
!1450 = distinct !DILocation(line: 656, column: 5, scope: !1426, inlinedAt: !1436)
!1451 = !DILocation(line: 317, column: 27, scope: !1444, inlinedAt: !1450)
!1452 = !DILocalVariable(name: "memPtr", arg: 1, scope: !1453, file: !161, line: 299, type: !309)
!1453 = distinct !DISubprogram(name: "MEM_writeLE16", scope: !161, file: !161, line: 299, type: !1454, scopeLine: 300, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1456)
!1454 = !DISubroutineType(types: !1455)
!1455 = !{null, !309, !177}
!1456 = !{!1452, !1457, !1458}
!1457 = !DILocalVariable(name: "val", arg: 2, scope: !1453, file: !161, line: 299, type: !177)
!1458 = !DILocalVariable(name: "p", scope: !1459, file: !161, line: 304, type: !167)
!1459 = distinct !DILexicalBlock(scope: !1460, file: !161, line: 303, column: 12)
!1460 = distinct !DILexicalBlock(scope: !1453, file: !161, line: 301, column: 9)
!1461 = !DILocation(line: 0, scope: !1453, inlinedAt: !1462)
!1462 = distinct !DILocation(line: 317, column: 5, scope: !1444, inlinedAt: !1450)
!1463 = !DILocalVariable(name: "memPtr", arg: 1, scope: !1464, file: !161, line: 187, type: !309)
!1464 = distinct !DISubprogram(name: "MEM_write16", scope: !161, file: !161, line: 187, type: !1454, scopeLine: 187, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1465)
!1465 = !{!1463, !1466}
!1466 = !DILocalVariable(name: "value", arg: 2, scope: !1464, file: !161, line: 187, type: !177)
!1467 = !DILocation(line: 0, scope: !1464, inlinedAt: !1468)
!1468 = distinct !DILocation(line: 302, column: 9, scope: !1469, inlinedAt: !1462)
!1469 = distinct !DILexicalBlock(scope: !1460, file: !161, line: 301, column: 31)
!1470 = !DILocation(line: 187, column: 76, scope: !1464, inlinedAt: !1468)
!1471 = !{!1169, !1169, i64 0}
!1472 = !DILocation(line: 318, column: 36, scope: !1444, inlinedAt: !1450)
!1473 = !DILocation(line: 318, column: 26, scope: !1444, inlinedAt: !1450)
!1474 = !DILocation(line: 318, column: 5, scope: !1444, inlinedAt: !1450)
!1475 = !DILocation(line: 318, column: 24, scope: !1444, inlinedAt: !1450)
!1476 = !DILocation(line: 657, column: 5, scope: !1426, inlinedAt: !1436)
!1477 = !DILocation(line: 0, scope: !795, inlinedAt: !805)
!1478 = !DILocation(line: 0, scope: !850, inlinedAt: !1479)
!1479 = distinct !DILocation(line: 645, column: 9, scope: !1480, inlinedAt: !805)
!1480 = distinct !DILexicalBlock(scope: !795, file: !3, line: 645, column: 9)
!1481 = !DILocation(line: 52, column: 61, scope: !850, inlinedAt: !1479)
!1482 = !DILocation(line: 647, column: 12, scope: !791, inlinedAt: !805)
!1483 = !DILocation(line: 649, column: 16, scope: !798, inlinedAt: !805)
!1484 = !DILocation(line: 649, column: 13, scope: !791, inlinedAt: !805)
!1485 = !DILocation(line: 651, column: 13, scope: !797, inlinedAt: !805)
!1486 = !DILocation(line: 652, column: 13, scope: !797, inlinedAt: !805)
!1487 = distinct !DIAssignID()
!1488 = !DILocation(line: 653, column: 36, scope: !1489, inlinedAt: !805)
!1489 = distinct !DILexicalBlock(scope: !1490, file: !3, line: 653, column: 13)
!1490 = distinct !DILexicalBlock(scope: !797, file: !3, line: 653, column: 13)
!1491 = !DILocation(line: 653, column: 13, scope: !1490, inlinedAt: !805)
!1492 = !DILocation(line: 654, column: 46, scope: !1493, inlinedAt: !805)
!1493 = distinct !DILexicalBlock(scope: !1489, file: !3, line: 653, column: 49)
!1494 = !{!1168, !817, i64 0}
!1495 = !DILocation(line: 0, scope: !1230, inlinedAt: !1496)
!1496 = distinct !DILocation(line: 654, column: 55, scope: !1493, inlinedAt: !805)
!1497 = !DILocation(line: 129, column: 29, scope: !1230, inlinedAt: !1496)
!1498 = !DILocation(line: 129, column: 24, scope: !1230, inlinedAt: !1496)
!1499 = !DILocation(line: 131, column: 46, scope: !1246, inlinedAt: !1496)
!1500 = !DILocation(line: 131, column: 36, scope: !1246, inlinedAt: !1496)
!1501 = !DILocation(line: 131, column: 33, scope: !1246, inlinedAt: !1496)
!1502 = !DILocation(line: 131, column: 9, scope: !1230, inlinedAt: !1496)
!1503 = !DILocation(line: 132, column: 23, scope: !1251, inlinedAt: !1496)
!1504 = !DILocation(line: 132, column: 38, scope: !1251, inlinedAt: !1496)
!1505 = !DILocation(line: 132, column: 13, scope: !1252, inlinedAt: !1496)
!1506 = !DILocation(line: 135, column: 13, scope: !1252, inlinedAt: !1496)
!1507 = !DILocalVariable(name: "rep", arg: 1, scope: !1508, file: !6, line: 818, type: !539)
!1508 = distinct !DISubprogram(name: "ZSTD_updateRep", scope: !6, file: !6, line: 818, type: !1509, scopeLine: 819, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1511)
!1509 = !DISubroutineType(types: !1510)
!1510 = !{null, !539, !189, !189}
!1511 = !{!1507, !1512, !1513, !1514, !1517}
!1512 = !DILocalVariable(name: "offBase", arg: 2, scope: !1508, file: !6, line: 818, type: !189)
!1513 = !DILocalVariable(name: "ll0", arg: 3, scope: !1508, file: !6, line: 818, type: !189)
!1514 = !DILocalVariable(name: "repCode", scope: !1515, file: !6, line: 825, type: !189)
!1515 = distinct !DILexicalBlock(scope: !1516, file: !6, line: 824, column: 12)
!1516 = distinct !DILexicalBlock(scope: !1508, file: !6, line: 820, column: 9)
!1517 = !DILocalVariable(name: "currentOffset", scope: !1518, file: !6, line: 827, type: !189)
!1518 = distinct !DILexicalBlock(scope: !1519, file: !6, line: 826, column: 26)
!1519 = distinct !DILexicalBlock(scope: !1515, file: !6, line: 826, column: 13)
!1520 = !DILocation(line: 0, scope: !1508, inlinedAt: !1521)
!1521 = distinct !DILocation(line: 654, column: 17, scope: !1493, inlinedAt: !805)
!1522 = !DILocation(line: 820, column: 9, scope: !1516, inlinedAt: !1521)
!1523 = !DILocation(line: 820, column: 9, scope: !1508, inlinedAt: !1521)
!1524 = !DILocation(line: 821, column: 16, scope: !1525, inlinedAt: !1521)
!1525 = distinct !DILexicalBlock(scope: !1516, file: !6, line: 820, column: 37)
!1526 = distinct !DIAssignID()
!1527 = !DILocation(line: 822, column: 16, scope: !1525, inlinedAt: !1521)
!1528 = distinct !DIAssignID()
!1529 = !DILocation(line: 823, column: 18, scope: !1525, inlinedAt: !1521)
!1530 = !DILocation(line: 824, column: 5, scope: !1525, inlinedAt: !1521)
!1531 = !DILocation(line: 654, column: 106, scope: !1493, inlinedAt: !805)
!1532 = !DILocation(line: 825, column: 57, scope: !1515, inlinedAt: !1521)
!1533 = !DILocation(line: 825, column: 61, scope: !1515, inlinedAt: !1521)
!1534 = !DILocation(line: 0, scope: !1515, inlinedAt: !1521)
!1535 = !DILocation(line: 826, column: 13, scope: !1515, inlinedAt: !1521)
!1536 = !DILocation(line: 827, column: 73, scope: !1518, inlinedAt: !1521)
!1537 = !DILocation(line: 827, column: 39, scope: !1518, inlinedAt: !1521)
!1538 = !DILocation(line: 827, column: 80, scope: !1518, inlinedAt: !1521)
!1539 = !DILocation(line: 0, scope: !1518, inlinedAt: !1521)
!1540 = !DILocation(line: 828, column: 31, scope: !1518, inlinedAt: !1521)
!1541 = !DILocation(line: 828, column: 22, scope: !1518, inlinedAt: !1521)
!1542 = !DILocation(line: 828, column: 20, scope: !1518, inlinedAt: !1521)
!1543 = distinct !DIAssignID()
!1544 = !DILocation(line: 829, column: 20, scope: !1518, inlinedAt: !1521)
!1545 = distinct !DIAssignID()
!1546 = !DILocation(line: 831, column: 9, scope: !1518, inlinedAt: !1521)
!1547 = !DILocation(line: 0, scope: !1516, inlinedAt: !1521)
!1548 = distinct !DIAssignID()
!1549 = !DILocation(line: 835, column: 1, scope: !1508, inlinedAt: !1521)
!1550 = !DILocation(line: 653, column: 42, scope: !1489, inlinedAt: !805)
!1551 = distinct !{!1551, !1491, !1552, !1046}
!1552 = !DILocation(line: 655, column: 13, scope: !1490, inlinedAt: !805)
!1553 = !DILocation(line: 656, column: 13, scope: !797, inlinedAt: !805)
!1554 = !DILocation(line: 657, column: 9, scope: !798, inlinedAt: !805)
!1555 = !DILocation(line: 662, column: 23, scope: !710, inlinedAt: !805)
!1556 = !DILocation(line: 662, column: 5, scope: !710, inlinedAt: !805)
!1557 = !DILocation(line: 688, column: 1, scope: !229)
!1558 = !DISubprogram(name: "ZSTD_buildBlockEntropyStats", scope: !6, file: !6, line: 182, type: !1559, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1559 = !DISubroutineType(types: !1560)
!1560 = !{!155, !713, !580, !1561, !719, !1562, !309, !155}
!1561 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !482, size: 64)
!1562 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !659, size: 64)
!1563 = distinct !DISubprogram(name: "ZSTD_compressSubBlock", scope: !3, file: !3, line: 263, type: !1564, scopeLine: 274, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1567)
!1564 = !DISubroutineType(types: !1565)
!1565 = !{!155, !580, !717, !738, !155, !158, !155, !158, !158, !158, !719, !309, !155, !721, !239, !239, !1566, !1566, !172}
!1566 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !239, size: 64)
!1567 = !{!1568, !1569, !1570, !1571, !1572, !1573, !1574, !1575, !1576, !1577, !1578, !1579, !1580, !1581, !1582, !1583, !1584, !1585, !1586, !1587, !1588, !1589, !1591, !1593, !1595, !1597, !1599}
!1568 = !DILocalVariable(name: "entropy", arg: 1, scope: !1563, file: !3, line: 263, type: !580)
!1569 = !DILocalVariable(name: "entropyMetadata", arg: 2, scope: !1563, file: !3, line: 264, type: !717)
!1570 = !DILocalVariable(name: "sequences", arg: 3, scope: !1563, file: !3, line: 265, type: !738)
!1571 = !DILocalVariable(name: "nbSeq", arg: 4, scope: !1563, file: !3, line: 265, type: !155)
!1572 = !DILocalVariable(name: "literals", arg: 5, scope: !1563, file: !3, line: 266, type: !158)
!1573 = !DILocalVariable(name: "litSize", arg: 6, scope: !1563, file: !3, line: 266, type: !155)
!1574 = !DILocalVariable(name: "llCode", arg: 7, scope: !1563, file: !3, line: 267, type: !158)
!1575 = !DILocalVariable(name: "mlCode", arg: 8, scope: !1563, file: !3, line: 267, type: !158)
!1576 = !DILocalVariable(name: "ofCode", arg: 9, scope: !1563, file: !3, line: 267, type: !158)
!1577 = !DILocalVariable(name: "cctxParams", arg: 10, scope: !1563, file: !3, line: 268, type: !719)
!1578 = !DILocalVariable(name: "dst", arg: 11, scope: !1563, file: !3, line: 269, type: !309)
!1579 = !DILocalVariable(name: "dstCapacity", arg: 12, scope: !1563, file: !3, line: 269, type: !155)
!1580 = !DILocalVariable(name: "bmi2", arg: 13, scope: !1563, file: !3, line: 270, type: !721)
!1581 = !DILocalVariable(name: "writeLitEntropy", arg: 14, scope: !1563, file: !3, line: 271, type: !239)
!1582 = !DILocalVariable(name: "writeSeqEntropy", arg: 15, scope: !1563, file: !3, line: 271, type: !239)
!1583 = !DILocalVariable(name: "litEntropyWritten", arg: 16, scope: !1563, file: !3, line: 272, type: !1566)
!1584 = !DILocalVariable(name: "seqEntropyWritten", arg: 17, scope: !1563, file: !3, line: 272, type: !1566)
!1585 = !DILocalVariable(name: "lastBlock", arg: 18, scope: !1563, file: !3, line: 273, type: !172)
!1586 = !DILocalVariable(name: "ostart", scope: !1563, file: !3, line: 275, type: !751)
!1587 = !DILocalVariable(name: "oend", scope: !1563, file: !3, line: 276, type: !751)
!1588 = !DILocalVariable(name: "op", scope: !1563, file: !3, line: 277, type: !167)
!1589 = !DILocalVariable(name: "cLitSize", scope: !1590, file: !3, line: 280, type: !155)
!1590 = distinct !DILexicalBlock(scope: !1563, file: !3, line: 280, column: 5)
!1591 = !DILocalVariable(name: "err_code", scope: !1592, file: !3, line: 284, type: !186)
!1592 = distinct !DILexicalBlock(scope: !1590, file: !3, line: 284, column: 9)
!1593 = !DILocalVariable(name: "cSeqSize", scope: !1594, file: !3, line: 288, type: !155)
!1594 = distinct !DILexicalBlock(scope: !1563, file: !3, line: 288, column: 5)
!1595 = !DILocalVariable(name: "err_code", scope: !1596, file: !3, line: 295, type: !186)
!1596 = distinct !DILexicalBlock(scope: !1594, file: !3, line: 295, column: 9)
!1597 = !DILocalVariable(name: "cSize", scope: !1598, file: !3, line: 300, type: !155)
!1598 = distinct !DILexicalBlock(scope: !1563, file: !3, line: 300, column: 5)
!1599 = !DILocalVariable(name: "cBlockHeader24", scope: !1598, file: !3, line: 301, type: !189)
!1600 = !DILocation(line: 0, scope: !1563)
!1601 = !DILocation(line: 276, column: 31, scope: !1563)
!1602 = !DILocation(line: 277, column: 23, scope: !1563)
!1603 = !DILocation(line: 282, column: 74, scope: !1590)
!1604 = !DILocalVariable(name: "hufTable", arg: 1, scope: !1605, file: !3, line: 42, type: !169)
!1605 = distinct !DISubprogram(name: "ZSTD_compressSubBlock_literal", scope: !3, file: !3, line: 42, type: !1606, scopeLine: 47, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1608)
!1606 = !DISubroutineType(types: !1607)
!1607 = !{!155, !169, !917, !158, !155, !309, !155, !721, !239, !1566}
!1608 = !{!1604, !1609, !1610, !1611, !1612, !1613, !1614, !1615, !1616, !1617, !1618, !1619, !1620, !1621, !1622, !1623, !1624, !1625, !1627, !1628, !1631, !1633}
!1609 = !DILocalVariable(name: "hufMetadata", arg: 2, scope: !1605, file: !3, line: 43, type: !917)
!1610 = !DILocalVariable(name: "literals", arg: 3, scope: !1605, file: !3, line: 44, type: !158)
!1611 = !DILocalVariable(name: "litSize", arg: 4, scope: !1605, file: !3, line: 44, type: !155)
!1612 = !DILocalVariable(name: "dst", arg: 5, scope: !1605, file: !3, line: 45, type: !309)
!1613 = !DILocalVariable(name: "dstSize", arg: 6, scope: !1605, file: !3, line: 45, type: !155)
!1614 = !DILocalVariable(name: "bmi2", arg: 7, scope: !1605, file: !3, line: 46, type: !721)
!1615 = !DILocalVariable(name: "writeEntropy", arg: 8, scope: !1605, file: !3, line: 46, type: !239)
!1616 = !DILocalVariable(name: "entropyWritten", arg: 9, scope: !1605, file: !3, line: 46, type: !1566)
!1617 = !DILocalVariable(name: "header", scope: !1605, file: !3, line: 48, type: !186)
!1618 = !DILocalVariable(name: "lhSize", scope: !1605, file: !3, line: 49, type: !186)
!1619 = !DILocalVariable(name: "ostart", scope: !1605, file: !3, line: 50, type: !751)
!1620 = !DILocalVariable(name: "oend", scope: !1605, file: !3, line: 51, type: !751)
!1621 = !DILocalVariable(name: "op", scope: !1605, file: !3, line: 52, type: !167)
!1622 = !DILocalVariable(name: "singleStream", scope: !1605, file: !3, line: 53, type: !189)
!1623 = !DILocalVariable(name: "hType", scope: !1605, file: !3, line: 54, type: !667)
!1624 = !DILocalVariable(name: "cLitSize", scope: !1605, file: !3, line: 55, type: !155)
!1625 = !DILocalVariable(name: "flags", scope: !1626, file: !3, line: 78, type: !721)
!1626 = distinct !DILexicalBlock(scope: !1605, file: !3, line: 78, column: 5)
!1627 = !DILocalVariable(name: "cSize", scope: !1626, file: !3, line: 79, type: !186)
!1628 = !DILocalVariable(name: "lhc", scope: !1629, file: !3, line: 105, type: !189)
!1629 = distinct !DILexicalBlock(scope: !1630, file: !3, line: 105, column: 9)
!1630 = distinct !DILexicalBlock(scope: !1605, file: !3, line: 103, column: 5)
!1631 = !DILocalVariable(name: "lhc", scope: !1632, file: !3, line: 110, type: !189)
!1632 = distinct !DILexicalBlock(scope: !1630, file: !3, line: 110, column: 9)
!1633 = !DILocalVariable(name: "lhc", scope: !1634, file: !3, line: 115, type: !189)
!1634 = distinct !DILexicalBlock(scope: !1630, file: !3, line: 115, column: 9)
!1635 = !DILocation(line: 0, scope: !1605, inlinedAt: !1636)
!1636 = distinct !DILocation(line: 280, column: 27, scope: !1590)
!1637 = !DILocation(line: 48, column: 27, scope: !1605, inlinedAt: !1636)
!1638 = !DILocation(line: 49, column: 49, scope: !1605, inlinedAt: !1636)
!1639 = !DILocation(line: 49, column: 40, scope: !1605, inlinedAt: !1636)
!1640 = !DILocation(line: 49, column: 29, scope: !1605, inlinedAt: !1636)
!1641 = !DILocation(line: 49, column: 81, scope: !1605, inlinedAt: !1636)
!1642 = !DILocation(line: 49, column: 71, scope: !1605, inlinedAt: !1636)
!1643 = !DILocation(line: 49, column: 60, scope: !1605, inlinedAt: !1636)
!1644 = !DILocation(line: 52, column: 23, scope: !1605, inlinedAt: !1636)
!1645 = !DILocation(line: 53, column: 37, scope: !1605, inlinedAt: !1636)
!1646 = !DILocation(line: 54, column: 34, scope: !1605, inlinedAt: !1636)
!1647 = !DILocation(line: 54, column: 62, scope: !1605, inlinedAt: !1636)
!1648 = !DILocation(line: 59, column: 21, scope: !1605, inlinedAt: !1636)
!1649 = !DILocation(line: 60, column: 17, scope: !1650, inlinedAt: !1636)
!1650 = distinct !DILexicalBlock(scope: !1605, file: !3, line: 60, column: 9)
!1651 = !DILocation(line: 60, column: 22, scope: !1650, inlinedAt: !1636)
!1652 = !DILocation(line: 60, column: 38, scope: !1650, inlinedAt: !1636)
!1653 = !DILocation(line: 60, column: 9, scope: !1605, inlinedAt: !1636)
!1654 = !DILocation(line: 62, column: 14, scope: !1655, inlinedAt: !1636)
!1655 = distinct !DILexicalBlock(scope: !1650, file: !3, line: 60, column: 58)
!1656 = !DILocation(line: 62, column: 7, scope: !1655, inlinedAt: !1636)
!1657 = !DILocation(line: 65, column: 14, scope: !1658, inlinedAt: !1636)
!1658 = distinct !DILexicalBlock(scope: !1659, file: !3, line: 63, column: 47)
!1659 = distinct !DILexicalBlock(scope: !1650, file: !3, line: 63, column: 16)
!1660 = !DILocation(line: 65, column: 7, scope: !1658, inlinedAt: !1636)
!1661 = !DILocation(line: 71, column: 22, scope: !1662, inlinedAt: !1636)
!1662 = distinct !DILexicalBlock(scope: !1605, file: !3, line: 71, column: 9)
!1663 = !DILocation(line: 72, column: 9, scope: !1664, inlinedAt: !1636)
!1664 = distinct !DILexicalBlock(scope: !1662, file: !3, line: 71, column: 63)
!1665 = !{!843, !823, i64 136}
!1666 = !DILocation(line: 73, column: 28, scope: !1664, inlinedAt: !1636)
!1667 = !DILocation(line: 73, column: 12, scope: !1664, inlinedAt: !1636)
!1668 = !DILocation(line: 76, column: 5, scope: !1664, inlinedAt: !1636)
!1669 = !DILocation(line: 78, column: 27, scope: !1626, inlinedAt: !1636)
!1670 = !DILocation(line: 0, scope: !1626, inlinedAt: !1636)
!1671 = !DILocation(line: 79, column: 30, scope: !1626, inlinedAt: !1636)
!1672 = !DILocation(line: 79, column: 45, scope: !1626, inlinedAt: !1636)
!1673 = !DILocation(line: 80, column: 45, scope: !1626, inlinedAt: !1636)
!1674 = !DILocation(line: 81, column: 12, scope: !1626, inlinedAt: !1636)
!1675 = !DILocation(line: 82, column: 18, scope: !1626, inlinedAt: !1636)
!1676 = !DILocation(line: 83, column: 24, scope: !1677, inlinedAt: !1636)
!1677 = distinct !DILexicalBlock(scope: !1626, file: !3, line: 83, column: 13)
!1678 = !DILocation(line: 88, column: 27, scope: !1679, inlinedAt: !1636)
!1679 = distinct !DILexicalBlock(scope: !1626, file: !3, line: 88, column: 13)
!1680 = !DILocation(line: 90, column: 20, scope: !1681, inlinedAt: !1636)
!1681 = distinct !DILexicalBlock(scope: !1679, file: !3, line: 88, column: 51)
!1682 = !DILocation(line: 90, column: 13, scope: !1681, inlinedAt: !1636)
!1683 = !DILocation(line: 93, column: 45, scope: !1684, inlinedAt: !1636)
!1684 = distinct !DILexicalBlock(scope: !1626, file: !3, line: 93, column: 13)
!1685 = !DILocation(line: 93, column: 33, scope: !1684, inlinedAt: !1636)
!1686 = !DILocation(line: 93, column: 66, scope: !1684, inlinedAt: !1636)
!1687 = !DILocation(line: 93, column: 54, scope: !1684, inlinedAt: !1636)
!1688 = !DILocation(line: 93, column: 20, scope: !1684, inlinedAt: !1636)
!1689 = !DILocation(line: 93, column: 13, scope: !1626, inlinedAt: !1636)
!1690 = !DILocation(line: 96, column: 20, scope: !1691, inlinedAt: !1636)
!1691 = distinct !DILexicalBlock(scope: !1684, file: !3, line: 93, column: 78)
!1692 = !DILocation(line: 96, column: 13, scope: !1691, inlinedAt: !1636)
!1693 = !DILocation(line: 0, scope: !1630, inlinedAt: !1636)
!1694 = !DILocation(line: 102, column: 5, scope: !1605, inlinedAt: !1636)
!1695 = !DILocation(line: 105, column: 65, scope: !1629, inlinedAt: !1636)
!1696 = !DILocation(line: 105, column: 88, scope: !1629, inlinedAt: !1636)
!1697 = !DILocation(line: 105, column: 101, scope: !1629, inlinedAt: !1636)
!1698 = !DILocation(line: 105, column: 85, scope: !1629, inlinedAt: !1636)
!1699 = !DILocation(line: 0, scope: !1629, inlinedAt: !1636)
!1700 = !DILocation(line: 0, scope: !1444, inlinedAt: !1701)
!1701 = distinct !DILocation(line: 106, column: 13, scope: !1629, inlinedAt: !1636)
!1702 = !DILocation(line: 317, column: 27, scope: !1444, inlinedAt: !1701)
!1703 = !DILocation(line: 0, scope: !1453, inlinedAt: !1704)
!1704 = distinct !DILocation(line: 317, column: 5, scope: !1444, inlinedAt: !1701)
!1705 = !DILocation(line: 0, scope: !1464, inlinedAt: !1706)
!1706 = distinct !DILocation(line: 302, column: 9, scope: !1469, inlinedAt: !1704)
!1707 = !DILocation(line: 187, column: 76, scope: !1464, inlinedAt: !1706)
!1708 = !DILocation(line: 318, column: 36, scope: !1444, inlinedAt: !1701)
!1709 = !DILocation(line: 318, column: 26, scope: !1444, inlinedAt: !1701)
!1710 = !DILocation(line: 318, column: 5, scope: !1444, inlinedAt: !1701)
!1711 = !DILocation(line: 318, column: 24, scope: !1444, inlinedAt: !1701)
!1712 = !DILocation(line: 110, column: 69, scope: !1632, inlinedAt: !1636)
!1713 = !DILocation(line: 110, column: 82, scope: !1632, inlinedAt: !1636)
!1714 = !DILocation(line: 110, column: 35, scope: !1632, inlinedAt: !1636)
!1715 = !DILocation(line: 110, column: 46, scope: !1632, inlinedAt: !1636)
!1716 = !DILocation(line: 110, column: 66, scope: !1632, inlinedAt: !1636)
!1717 = !DILocation(line: 0, scope: !1632, inlinedAt: !1636)
!1718 = !DILocalVariable(name: "memPtr", arg: 1, scope: !1719, file: !161, line: 329, type: !309)
!1719 = distinct !DISubprogram(name: "MEM_writeLE32", scope: !161, file: !161, line: 329, type: !1445, scopeLine: 330, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1720)
!1720 = !{!1718, !1721}
!1721 = !DILocalVariable(name: "val32", arg: 2, scope: !1719, file: !161, line: 329, type: !172)
!1722 = !DILocation(line: 0, scope: !1719, inlinedAt: !1723)
!1723 = distinct !DILocation(line: 111, column: 13, scope: !1632, inlinedAt: !1636)
!1724 = !DILocalVariable(name: "memPtr", arg: 1, scope: !1725, file: !161, line: 188, type: !309)
!1725 = distinct !DISubprogram(name: "MEM_write32", scope: !161, file: !161, line: 188, type: !1445, scopeLine: 188, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1726)
!1726 = !{!1724, !1727}
!1727 = !DILocalVariable(name: "value", arg: 2, scope: !1725, file: !161, line: 188, type: !172)
!1728 = !DILocation(line: 0, scope: !1725, inlinedAt: !1729)
!1729 = distinct !DILocation(line: 332, column: 9, scope: !1730, inlinedAt: !1723)
!1730 = distinct !DILexicalBlock(scope: !1719, file: !161, line: 331, column: 9)
!1731 = !DILocation(line: 188, column: 76, scope: !1725, inlinedAt: !1729)
!1732 = !DILocation(line: 115, column: 69, scope: !1634, inlinedAt: !1636)
!1733 = !DILocation(line: 115, column: 82, scope: !1634, inlinedAt: !1636)
!1734 = !DILocation(line: 115, column: 35, scope: !1634, inlinedAt: !1636)
!1735 = !DILocation(line: 115, column: 46, scope: !1634, inlinedAt: !1636)
!1736 = !DILocation(line: 115, column: 66, scope: !1634, inlinedAt: !1636)
!1737 = !DILocation(line: 0, scope: !1634, inlinedAt: !1636)
!1738 = !DILocation(line: 0, scope: !1719, inlinedAt: !1739)
!1739 = distinct !DILocation(line: 116, column: 13, scope: !1634, inlinedAt: !1636)
!1740 = !DILocation(line: 0, scope: !1725, inlinedAt: !1741)
!1741 = distinct !DILocation(line: 332, column: 9, scope: !1730, inlinedAt: !1739)
!1742 = !DILocation(line: 188, column: 76, scope: !1725, inlinedAt: !1741)
!1743 = !DILocation(line: 117, column: 41, scope: !1634, inlinedAt: !1636)
!1744 = !DILocation(line: 117, column: 25, scope: !1634, inlinedAt: !1636)
!1745 = !DILocation(line: 117, column: 13, scope: !1634, inlinedAt: !1636)
!1746 = !DILocation(line: 117, column: 23, scope: !1634, inlinedAt: !1636)
!1747 = !DILocation(line: 123, column: 21, scope: !1605, inlinedAt: !1636)
!1748 = !DILocation(line: 125, column: 23, scope: !1605, inlinedAt: !1636)
!1749 = !DILocation(line: 125, column: 5, scope: !1605, inlinedAt: !1636)
!1750 = !DILocation(line: 0, scope: !1590)
!1751 = !DILocation(line: 0, scope: !1592)
!1752 = !DILocation(line: 0, scope: !850, inlinedAt: !1753)
!1753 = distinct !DILocation(line: 284, column: 9, scope: !1754)
!1754 = distinct !DILexicalBlock(scope: !1592, file: !3, line: 284, column: 9)
!1755 = !DILocation(line: 52, column: 61, scope: !850, inlinedAt: !1753)
!1756 = !DILocation(line: 285, column: 22, scope: !1757)
!1757 = distinct !DILexicalBlock(scope: !1590, file: !3, line: 285, column: 13)
!1758 = !DILocation(line: 285, column: 13, scope: !1590)
!1759 = !DILocation(line: 286, column: 12, scope: !1590)
!1760 = !DILocation(line: 288, column: 69, scope: !1594)
!1761 = !DILocation(line: 289, column: 69, scope: !1594)
!1762 = !DILocation(line: 293, column: 68, scope: !1594)
!1763 = !DILocalVariable(name: "fseTables", arg: 1, scope: !1764, file: !3, line: 163, type: !965)
!1764 = distinct !DISubprogram(name: "ZSTD_compressSubBlock_sequences", scope: !3, file: !3, line: 163, type: !1765, scopeLine: 170, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !1767)
!1765 = !DISubroutineType(types: !1766)
!1766 = !{!155, !965, !967, !738, !155, !158, !158, !158, !719, !309, !155, !721, !239, !1566}
!1767 = !{!1763, !1768, !1769, !1770, !1771, !1772, !1773, !1774, !1775, !1776, !1777, !1778, !1779, !1780, !1781, !1782, !1783, !1784, !1785, !1788, !1789, !1790, !1792, !1794}
!1768 = !DILocalVariable(name: "fseMetadata", arg: 2, scope: !1764, file: !3, line: 164, type: !967)
!1769 = !DILocalVariable(name: "sequences", arg: 3, scope: !1764, file: !3, line: 165, type: !738)
!1770 = !DILocalVariable(name: "nbSeq", arg: 4, scope: !1764, file: !3, line: 165, type: !155)
!1771 = !DILocalVariable(name: "llCode", arg: 5, scope: !1764, file: !3, line: 166, type: !158)
!1772 = !DILocalVariable(name: "mlCode", arg: 6, scope: !1764, file: !3, line: 166, type: !158)
!1773 = !DILocalVariable(name: "ofCode", arg: 7, scope: !1764, file: !3, line: 166, type: !158)
!1774 = !DILocalVariable(name: "cctxParams", arg: 8, scope: !1764, file: !3, line: 167, type: !719)
!1775 = !DILocalVariable(name: "dst", arg: 9, scope: !1764, file: !3, line: 168, type: !309)
!1776 = !DILocalVariable(name: "dstCapacity", arg: 10, scope: !1764, file: !3, line: 168, type: !155)
!1777 = !DILocalVariable(name: "bmi2", arg: 11, scope: !1764, file: !3, line: 169, type: !721)
!1778 = !DILocalVariable(name: "writeEntropy", arg: 12, scope: !1764, file: !3, line: 169, type: !239)
!1779 = !DILocalVariable(name: "entropyWritten", arg: 13, scope: !1764, file: !3, line: 169, type: !1566)
!1780 = !DILocalVariable(name: "longOffsets", scope: !1764, file: !3, line: 171, type: !721)
!1781 = !DILocalVariable(name: "ostart", scope: !1764, file: !3, line: 172, type: !751)
!1782 = !DILocalVariable(name: "oend", scope: !1764, file: !3, line: 173, type: !751)
!1783 = !DILocalVariable(name: "op", scope: !1764, file: !3, line: 174, type: !167)
!1784 = !DILocalVariable(name: "seqHead", scope: !1764, file: !3, line: 175, type: !167)
!1785 = !DILocalVariable(name: "LLtype", scope: !1786, file: !3, line: 199, type: !189)
!1786 = distinct !DILexicalBlock(scope: !1787, file: !3, line: 198, column: 23)
!1787 = distinct !DILexicalBlock(scope: !1764, file: !3, line: 198, column: 9)
!1788 = !DILocalVariable(name: "Offtype", scope: !1786, file: !3, line: 200, type: !189)
!1789 = !DILocalVariable(name: "MLtype", scope: !1786, file: !3, line: 201, type: !189)
!1790 = !DILocalVariable(name: "repeat", scope: !1791, file: !3, line: 207, type: !189)
!1791 = distinct !DILexicalBlock(scope: !1787, file: !3, line: 206, column: 12)
!1792 = !DILocalVariable(name: "bitstreamSize", scope: !1793, file: !3, line: 211, type: !186)
!1793 = distinct !DILexicalBlock(scope: !1764, file: !3, line: 211, column: 5)
!1794 = !DILocalVariable(name: "err_code", scope: !1795, file: !3, line: 218, type: !186)
!1795 = distinct !DILexicalBlock(scope: !1793, file: !3, line: 218, column: 9)
!1796 = !DILocation(line: 0, scope: !1764, inlinedAt: !1797)
!1797 = distinct !DILocation(line: 288, column: 27, scope: !1594)
!1798 = !DILocation(line: 171, column: 41, scope: !1764, inlinedAt: !1797)
!1799 = !DILocation(line: 171, column: 49, scope: !1764, inlinedAt: !1797)
!1800 = !{!820, !817, i64 4}
!1801 = !DILocation(line: 171, column: 59, scope: !1764, inlinedAt: !1797)
!1802 = !DILocation(line: 179, column: 21, scope: !1764, inlinedAt: !1797)
!1803 = !DILocation(line: 181, column: 5, scope: !1804, inlinedAt: !1797)
!1804 = distinct !DILexicalBlock(scope: !1805, file: !3, line: 181, column: 5)
!1805 = distinct !DILexicalBlock(scope: !1764, file: !3, line: 181, column: 5)
!1806 = !DILocation(line: 181, column: 5, scope: !1805, inlinedAt: !1797)
!1807 = !DILocation(line: 183, column: 15, scope: !1808, inlinedAt: !1797)
!1808 = distinct !DILexicalBlock(scope: !1764, file: !3, line: 183, column: 9)
!1809 = !DILocation(line: 183, column: 9, scope: !1764, inlinedAt: !1797)
!1810 = !DILocation(line: 185, column: 20, scope: !1811, inlinedAt: !1797)
!1811 = distinct !DILexicalBlock(scope: !1808, file: !3, line: 185, column: 14)
!1812 = !DILocation(line: 185, column: 14, scope: !1808, inlinedAt: !1797)
!1813 = !DILocation(line: 186, column: 30, scope: !1811, inlinedAt: !1797)
!1814 = !DILocation(line: 186, column: 17, scope: !1811, inlinedAt: !1797)
!1815 = !DILocation(line: 186, column: 15, scope: !1811, inlinedAt: !1797)
!1816 = !DILocation(line: 186, column: 52, scope: !1811, inlinedAt: !1797)
!1817 = !DILocation(line: 186, column: 44, scope: !1811, inlinedAt: !1797)
!1818 = !DILocation(line: 186, column: 50, scope: !1811, inlinedAt: !1797)
!1819 = !DILocation(line: 186, column: 67, scope: !1811, inlinedAt: !1797)
!1820 = !DILocation(line: 186, column: 9, scope: !1811, inlinedAt: !1797)
!1821 = !DILocation(line: 188, column: 14, scope: !1811, inlinedAt: !1797)
!1822 = !DILocation(line: 188, column: 37, scope: !1811, inlinedAt: !1797)
!1823 = !DILocation(line: 188, column: 41, scope: !1811, inlinedAt: !1797)
!1824 = !DILocation(line: 0, scope: !1453, inlinedAt: !1825)
!1825 = distinct !DILocation(line: 188, column: 21, scope: !1811, inlinedAt: !1797)
!1826 = !DILocation(line: 0, scope: !1464, inlinedAt: !1827)
!1827 = distinct !DILocation(line: 302, column: 9, scope: !1469, inlinedAt: !1825)
!1828 = !DILocation(line: 187, column: 76, scope: !1464, inlinedAt: !1827)
!1829 = !DILocation(line: 188, column: 70, scope: !1811, inlinedAt: !1797)
!1830 = !DILocation(line: 184, column: 17, scope: !1808, inlinedAt: !1797)
!1831 = !DILocation(line: 184, column: 12, scope: !1808, inlinedAt: !1797)
!1832 = !DILocation(line: 184, column: 15, scope: !1808, inlinedAt: !1797)
!1833 = !DILocation(line: 189, column: 14, scope: !1834, inlinedAt: !1797)
!1834 = distinct !DILexicalBlock(scope: !1764, file: !3, line: 189, column: 9)
!1835 = !DILocation(line: 189, column: 9, scope: !1764, inlinedAt: !1797)
!1836 = !DILocation(line: 194, column: 17, scope: !1764, inlinedAt: !1797)
!1837 = !DILocation(line: 198, column: 9, scope: !1787, inlinedAt: !1797)
!1838 = !DILocation(line: 198, column: 9, scope: !1764, inlinedAt: !1797)
!1839 = !DILocation(line: 0, scope: !1791, inlinedAt: !1797)
!1840 = !DILocation(line: 208, column: 18, scope: !1791, inlinedAt: !1797)
!1841 = !DILocation(line: 212, column: 59, scope: !1793, inlinedAt: !1797)
!1842 = !DILocation(line: 213, column: 52, scope: !1793, inlinedAt: !1797)
!1843 = !DILocation(line: 215, column: 52, scope: !1793, inlinedAt: !1797)
!1844 = !DILocation(line: 211, column: 38, scope: !1793, inlinedAt: !1797)
!1845 = !DILocation(line: 0, scope: !1793, inlinedAt: !1797)
!1846 = !DILocation(line: 0, scope: !1795, inlinedAt: !1797)
!1847 = !DILocation(line: 0, scope: !850, inlinedAt: !1848)
!1848 = distinct !DILocation(line: 218, column: 9, scope: !1849, inlinedAt: !1797)
!1849 = distinct !DILexicalBlock(scope: !1795, file: !3, line: 218, column: 9)
!1850 = !DILocation(line: 52, column: 61, scope: !850, inlinedAt: !1848)
!1851 = !DILocation(line: 199, column: 41, scope: !1786, inlinedAt: !1797)
!1852 = !DILocation(line: 0, scope: !1786, inlinedAt: !1797)
!1853 = !DILocation(line: 200, column: 42, scope: !1786, inlinedAt: !1797)
!1854 = !DILocation(line: 201, column: 41, scope: !1786, inlinedAt: !1797)
!1855 = !DILocation(line: 203, column: 34, scope: !1786, inlinedAt: !1797)
!1856 = !DILocation(line: 203, column: 49, scope: !1786, inlinedAt: !1797)
!1857 = !DILocation(line: 203, column: 39, scope: !1786, inlinedAt: !1797)
!1858 = !DILocation(line: 203, column: 63, scope: !1786, inlinedAt: !1797)
!1859 = !DILocation(line: 203, column: 54, scope: !1786, inlinedAt: !1797)
!1860 = !DILocation(line: 203, column: 20, scope: !1786, inlinedAt: !1797)
!1861 = !DILocation(line: 203, column: 18, scope: !1786, inlinedAt: !1797)
!1862 = !DILocation(line: 204, column: 9, scope: !1786, inlinedAt: !1797)
!1863 = !DILocation(line: 205, column: 28, scope: !1786, inlinedAt: !1797)
!1864 = !DILocation(line: 205, column: 12, scope: !1786, inlinedAt: !1797)
!1865 = !DILocation(line: 219, column: 12, scope: !1793, inlinedAt: !1797)
!1866 = !DILocation(line: 229, column: 26, scope: !1867, inlinedAt: !1797)
!1867 = distinct !DILexicalBlock(scope: !1793, file: !3, line: 229, column: 13)
!1868 = !DILocation(line: 229, column: 42, scope: !1867, inlinedAt: !1797)
!1869 = !{!844, !823, i64 160}
!1870 = !DILocation(line: 229, column: 29, scope: !1867, inlinedAt: !1797)
!1871 = !DILocation(line: 229, column: 56, scope: !1867, inlinedAt: !1797)
!1872 = !DILocation(line: 248, column: 11, scope: !1873, inlinedAt: !1797)
!1873 = distinct !DILexicalBlock(scope: !1764, file: !3, line: 248, column: 9)
!1874 = !DILocation(line: 248, column: 20, scope: !1873, inlinedAt: !1797)
!1875 = !DILocation(line: 248, column: 9, scope: !1764, inlinedAt: !1797)
!1876 = !DILocation(line: 255, column: 21, scope: !1764, inlinedAt: !1797)
!1877 = !DILocation(line: 256, column: 24, scope: !1764, inlinedAt: !1797)
!1878 = !DILocation(line: 0, scope: !1594)
!1879 = !DILocation(line: 0, scope: !1596)
!1880 = !DILocation(line: 0, scope: !850, inlinedAt: !1881)
!1881 = distinct !DILocation(line: 295, column: 9, scope: !1882)
!1882 = distinct !DILexicalBlock(scope: !1596, file: !3, line: 295, column: 9)
!1883 = !DILocation(line: 52, column: 61, scope: !850, inlinedAt: !1881)
!1884 = !DILocation(line: 296, column: 22, scope: !1885)
!1885 = distinct !DILexicalBlock(scope: !1594, file: !3, line: 296, column: 13)
!1886 = !DILocation(line: 296, column: 13, scope: !1594)
!1887 = !DILocation(line: 297, column: 12, scope: !1594)
!1888 = !DILocation(line: 300, column: 35, scope: !1598)
!1889 = !DILocation(line: 0, scope: !1598)
!1890 = !DILocation(line: 301, column: 76, scope: !1598)
!1891 = !DILocation(line: 301, column: 74, scope: !1598)
!1892 = !DILocation(line: 0, scope: !1444, inlinedAt: !1893)
!1893 = distinct !DILocation(line: 302, column: 9, scope: !1598)
!1894 = !DILocation(line: 317, column: 27, scope: !1444, inlinedAt: !1893)
!1895 = !DILocation(line: 0, scope: !1453, inlinedAt: !1896)
!1896 = distinct !DILocation(line: 317, column: 5, scope: !1444, inlinedAt: !1893)
!1897 = !DILocation(line: 0, scope: !1464, inlinedAt: !1898)
!1898 = distinct !DILocation(line: 302, column: 9, scope: !1469, inlinedAt: !1896)
!1899 = !DILocation(line: 187, column: 76, scope: !1464, inlinedAt: !1898)
!1900 = !DILocation(line: 318, column: 36, scope: !1444, inlinedAt: !1893)
!1901 = !DILocation(line: 318, column: 26, scope: !1444, inlinedAt: !1893)
!1902 = !DILocation(line: 318, column: 5, scope: !1444, inlinedAt: !1893)
!1903 = !DILocation(line: 318, column: 24, scope: !1444, inlinedAt: !1893)
!1904 = !DILocation(line: 304, column: 5, scope: !1563)
!1905 = !DILocation(line: 305, column: 1, scope: !1563)
!1906 = !DISubprogram(name: "HIST_count_wksp", scope: !1907, file: !1907, line: 46, type: !1908, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1907 = !DIFile(filename: "src/zstd/lib/compress/hist.h", directory: ".", checksumkind: CSK_MD5, checksum: "b50ee3ea0352459f20569c3fbb15984b")
!1908 = !DISubroutineType(types: !1909)
!1909 = !{!155, !168, !168, !332, !155, !309, !155}
!1910 = !DISubprogram(name: "HUF_estimateCompressedSize", scope: !66, file: !66, line: 136, type: !1911, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1911 = !DISubroutineType(types: !1912)
!1912 = !{!155, !169, !1913, !7}
!1913 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1914, size: 64)
!1914 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !7)
!1915 = !DISubprogram(name: "HIST_countFast_wksp", scope: !1907, file: !1907, line: 62, type: !1908, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1916 = !DISubprogram(name: "ZSTD_crossEntropyCost", scope: !1917, file: !1917, line: 53, type: !1918, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1917 = !DIFile(filename: "src/zstd/lib/compress/zstd_compress_sequences.h", directory: ".", checksumkind: CSK_MD5, checksum: "6ef5a71a2284ca692263c9311f0107e9")
!1918 = !DISubroutineType(types: !1919)
!1919 = !{!155, !991, !7, !1913, !1914}
!1920 = !DISubprogram(name: "ZSTD_fseBitCost", scope: !1917, file: !1917, line: 48, type: !1921, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1921 = !DISubroutineType(types: !1922)
!1922 = !{!155, !988, !1913, !1914}
!1923 = !DISubprogram(name: "ZSTD_noCompressLiterals", scope: !1924, file: !1924, line: 17, type: !1925, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1924 = !DIFile(filename: "src/zstd/lib/compress/zstd_compress_literals.h", directory: ".", checksumkind: CSK_MD5, checksum: "670159ef8ba6bd22c56fbd8beb7b046f")
!1925 = !DISubroutineType(types: !1926)
!1926 = !{!155, !309, !155, !332, !155}
!1927 = !DISubprogram(name: "ZSTD_compressRleLiteralsBlock", scope: !1924, file: !1924, line: 23, type: !1925, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1928 = !DISubprogram(name: "HUF_compress1X_usingCTable", scope: !66, file: !66, line: 243, type: !1929, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1929 = !DISubroutineType(types: !1930)
!1930 = !{!155, !309, !155, !332, !155, !169, !239}
!1931 = !DISubprogram(name: "HUF_compress4X_usingCTable", scope: !66, file: !66, line: 135, type: !1929, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1932 = !DISubprogram(name: "ZSTD_encodeSequences", scope: !1917, file: !1917, line: 41, type: !1933, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1933 = !DISubroutineType(types: !1934)
!1934 = !{!155, !309, !155, !988, !158, !988, !158, !988, !158, !738, !155, !239, !239}
