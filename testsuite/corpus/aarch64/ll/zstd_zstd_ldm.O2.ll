; ModuleID = 'src/zstd/lib/compress/zstd_ldm.c'
source_filename = "src/zstd/lib/compress/zstd_ldm.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.ldmRollingHashState_t = type { i64, i64 }
%struct.ldmEntry_t = type { i32, i32 }
%struct.ldmMatchCandidate_t = type { ptr, i32, i32, ptr }
%struct.rawSeq = type { i32, i32, i32 }

@ZSTD_ldm_gearTab = internal unnamed_addr constant [256 x i64] [i64 -740570368750160036, i64 -8893660220509993966, i64 -5312086290702594868, i64 -5735972619299081762, i64 3771850993348288464, i64 5663242980927105797, i64 4180421565056919044, i64 -3545172778422107057, i64 8565414132019635614, i64 -7168278193325086006, i64 -8766759121928489687, i64 2955002781598341257, i64 -5786234267245351962, i64 -3591879250321086919, i64 152752410645948062, i64 980088017434152, i64 331732851626658549, i64 -8838640746785046208, i64 357946512872856607, i64 -9034488908246861280, i64 5763983574984628126, i64 -8902527927300804837, i64 5836814799640872626, i64 7626666828866112607, i64 -8314407865459583812, i64 -4338073698025259005, i64 -3427841724570307695, i64 -4735281124383641554, i64 3783546168938607943, i64 -5997679262622952944, i64 7335087386897913548, i64 -8164338418464644131, i64 -4068556904131095362, i64 -7831782995437506261, i64 6793784568496124290, i64 2174722154453825146, i64 2984138818416736892, i64 -7113741742226294226, i64 -2281435508835450325, i64 -7721633399858986080, i64 -3643393691544233469, i64 4998707500772197108, i64 -8746917044558380703, i64 4094234931541430821, i64 -5443419906114852421, i64 -6623610566688024079, i64 8857814660316604090, i64 -3400738594147523822, i64 -8919821665358523128, i64 -6282918144253290562, i64 2432827404989958913, i64 -7394112240096411410, i64 -6121261480113539237, i64 5984878076832140732, i64 3384046157297573234, i64 -4595246024994827002, i64 5291253059634137447, i64 8671685973221512352, i64 2826049182810801527, i64 7403797093788988755, i64 5165094797103512198, i64 3882952073790264921, i64 5144544719191608175, i64 7834774775704163346, i64 -2473432571472174399, i64 8174605543888266482, i64 -2355378437650417609, i64 -8592654940661990135, i64 6401049270349998237, i64 1690663705589720305, i64 -325991306605533225, i64 3162055811205276826, i64 7360403718927882347, i64 4149314189569060432, i64 242631106765699956, i64 4800188873694292702, i64 -4240136128533032951, i64 7695287510285100531, i64 -838191446823566789, i64 -8426618797363772681, i64 4318197351340892641, i64 1149634524221210890, i64 -7114863459094900121, i64 6598639596032476539, i64 -6839639621591231422, i64 -4468079783678231221, i64 7415306797865260392, i64 -8387907088140799907, i64 -1258625276876293193, i64 -8475030331983742166, i64 -4522295019934803305, i64 7907118757495767932, i64 -4069547487456468751, i64 -2916501145698388069, i64 -713064998698898503, i64 3241772581917522649, i64 -8751519476800664287, i64 2730958776012430807, i64 -5042858452473121693, i64 5670495071248203466, i64 -4753026106883975734, i64 8596907927398544058, i64 5161444109349651405, i64 5785732034315264735, i64 -2307004377459233095, i64 5101781436946662964, i64 -959555898603366205, i64 3854890476374695265, i64 2640596163920942051, i64 612531917322106041, i64 2943830675960290284, i64 5689027370104560298, i64 -8631226724040007757, i64 -4511209064617679402, i64 -4894469369141432134, i64 476493605933034202, i64 -4884230169516457813, i64 5170495216195818230, i64 5692683294927132859, i64 8144723081244076501, i64 -8597519866247633570, i64 -880939249453910632, i64 -4429072432866837671, i64 -9094346755688061955, i64 -8586012847855474869, i64 938274653391260135, i64 -1919596203828456659, i64 -4685062728154955610, i64 -7589917696820385588, i64 -4644676758005663535, i64 7411488509093422598, i64 -8990486576947324933, i64 -5153218641461172124, i64 -2632799881851607396, i64 -8546249320962975810, i64 -3973672932846999028, i64 8549157441122500270, i64 -6599514505156005102, i64 -6129339347647600276, i64 5601198583872550840, i64 448237196439497921, i64 4429298985553249414, i64 1710925370934130233, i64 649627535685727708, i64 7473286985276266860, i64 -6451688405355166991, i64 5916903098106068381, i64 4015692238528745986, i64 -8870599050489169071, i64 723755141375996997, i64 585701537146942606, i64 1762095187648923356, i64 -7499075263319252708, i64 -5534672106163518806, i64 2150778153372540978, i64 -6551385365357708843, i64 2851098796233701843, i64 8892087314106251931, i64 8629034505480888229, i64 -2056021433480337670, i64 -5504367576396503223, i64 -7836592892958478552, i64 -5799392812474758156, i64 1034405184557968969, i64 6802162732334632298, i64 2989737911373486958, i64 -8778167736429364826, i64 -1835460623793774935, i64 -7486017181440748174, i64 -429617951838635019, i64 3508842189232906005, i64 8135704789603646339, i64 6514020828226693353, i64 -3613195514473760017, i64 -2970174223312647786, i64 -1563248340095853661, i64 6024843996518658034, i64 718621336730405080, i64 -6679302967219244155, i64 3328034870986208117, i64 1672684744619306689, i64 -5162658619115609223, i64 -8970545856075756829, i64 -5111708603220227731, i64 8965210182149532773, i64 8555535473824159125, i64 4111651333356154152, i64 -4330767061174003086, i64 -4239562835870723191, i64 -2914198924640402128, i64 3999682325075695998, i64 8341500896009323972, i64 297956889220308695, i64 -7099292734868670191, i64 -8152361012580292778, i64 6806741856855634849, i64 5498675928299174173, i64 -5725270285902950948, i64 8841901128597221836, i64 8452800421686628345, i64 8170466794247151429, i64 3418145686321779422, i64 -7629649436654009993, i64 -885980405828750614, i64 -1279615140145250661, i64 -3645584372000451097, i64 -1959380958373714385, i64 -7401854505386743612, i64 2726709086420568843, i64 56600323866146812, i64 2432711764059673306, i64 6875692401370490017, i64 -2525618730407733492, i64 7150469517113480430, i64 -4524184818551573686, i64 6398633964089323354, i64 6824119869706748626, i64 7124491435314367896, i64 -5413128683141149161, i64 1648863654502257127, i64 -8159518228174467393, i64 7114119705011199411, i64 -3748695836744730090, i64 8708228644950752452, i64 -1200969192612019724, i64 -8253548825649809075, i64 -6218007400084108795, i64 4090442791415205777, i64 7208173716382451811, i64 -9156885958826744472, i64 4175721917217417792, i64 -1595983873127263617, i64 -7915925144243690988, i64 -4991676479780784319, i64 3502286560157455023, i64 -6532203062862126574, i64 4777171913562308143, i64 4711368926514029619, i64 -5148279762458990696, i64 -3276523506038921052, i64 -7330618301729952061, i64 8867750111338937128, i64 5817503254400830125, i64 7843308076737921667, i64 -8540058046490989581, i64 2422652698756804679, i64 4252262198383740502, i64 -2659446422212208921, i64 -8298729576016271950, i64 -382681700768530275, i64 4672201502568865753, i64 -5821590899938985698, i64 -1473505948212511144, i64 -4914601613263338112, i64 934305549654010667, i64 3120327478150945012], align 8

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local void @ZSTD_ldm_adjustParameters(ptr nocapture noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 {
  %3 = load i32, ptr %1, align 4, !tbaa !6
  %4 = getelementptr inbounds i8, ptr %0, i64 20
  store i32 %3, ptr %4, align 4, !tbaa !11
  %5 = getelementptr inbounds i8, ptr %0, i64 16
  %6 = load i32, ptr %5, align 4, !tbaa !13
  %7 = icmp eq i32 %6, 0
  %8 = getelementptr inbounds i8, ptr %0, i64 4
  %9 = load i32, ptr %8, align 4, !tbaa !14
  %10 = icmp eq i32 %9, 0
  br i1 %7, label %11, label %21

11:                                               ; preds = %2
  br i1 %10, label %16, label %12

12:                                               ; preds = %11
  %13 = icmp ugt i32 %3, %9
  br i1 %13, label %14, label %28

14:                                               ; preds = %12
  %15 = sub i32 %3, %9
  store i32 %15, ptr %5, align 4, !tbaa !13
  br label %28

16:                                               ; preds = %11
  %17 = getelementptr inbounds i8, ptr %1, i64 24
  %18 = load i32, ptr %17, align 4, !tbaa !15
  %19 = udiv i32 %18, 3
  %20 = sub nsw i32 7, %19
  store i32 %20, ptr %5, align 4, !tbaa !13
  br label %22

21:                                               ; preds = %2
  br i1 %10, label %22, label %28

22:                                               ; preds = %16, %21
  %23 = phi i32 [ %20, %16 ], [ %6, %21 ]
  %24 = getelementptr inbounds i8, ptr %0, i64 4
  %25 = sub i32 %3, %23
  %26 = tail call i32 @llvm.umin.i32(i32 %25, i32 30)
  %27 = tail call i32 @llvm.umax.i32(i32 %26, i32 6)
  store i32 %27, ptr %24, align 4, !tbaa !14
  br label %28

28:                                               ; preds = %12, %14, %22, %21
  %29 = phi i32 [ %27, %22 ], [ %9, %21 ], [ %9, %14 ], [ %9, %12 ]
  %30 = getelementptr inbounds i8, ptr %0, i64 12
  %31 = load i32, ptr %30, align 4, !tbaa !16
  %32 = icmp eq i32 %31, 0
  br i1 %32, label %33, label %38

33:                                               ; preds = %28
  %34 = getelementptr inbounds i8, ptr %1, i64 24
  %35 = load i32, ptr %34, align 4, !tbaa !15
  %36 = icmp ugt i32 %35, 7
  %37 = select i1 %36, i32 32, i32 64
  store i32 %37, ptr %30, align 4
  br label %38

38:                                               ; preds = %33, %28
  %39 = getelementptr inbounds i8, ptr %0, i64 8
  %40 = load i32, ptr %39, align 4, !tbaa !17
  %41 = icmp eq i32 %40, 0
  br i1 %41, label %42, label %47

42:                                               ; preds = %38
  %43 = getelementptr inbounds i8, ptr %1, i64 24
  %44 = load i32, ptr %43, align 4, !tbaa !15
  %45 = tail call i32 @llvm.umin.i32(i32 %44, i32 8)
  %46 = tail call i32 @llvm.umax.i32(i32 %45, i32 4)
  br label %47

47:                                               ; preds = %42, %38
  %48 = phi i32 [ %46, %42 ], [ %40, %38 ]
  %49 = tail call i32 @llvm.umin.i32(i32 %48, i32 %29)
  store i32 %49, ptr %39, align 4, !tbaa !17
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local i64 @ZSTD_ldm_getTableSize(ptr nocapture noundef readonly %0) local_unnamed_addr #1 {
  %2 = getelementptr inbounds i8, ptr %0, i64 4
  %3 = load i32, ptr %2, align 4, !tbaa !14
  %4 = getelementptr inbounds i8, ptr %0, i64 8
  %5 = load i32, ptr %4, align 4, !tbaa !17
  %6 = tail call i32 @llvm.umin.i32(i32 %5, i32 %3)
  %7 = zext i32 %3 to i64
  %8 = zext i32 %6 to i64
  %9 = sub nsw i64 %7, %8
  %10 = shl nuw i64 1, %9
  %11 = shl i64 8, %7
  %12 = add i64 %10, %11
  %13 = load i32, ptr %0, align 4, !tbaa !18
  %14 = icmp eq i32 %13, 1
  %15 = select i1 %14, i64 %12, i64 0
  ret i64 %15
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local i64 @ZSTD_ldm_getMaxNbSeq(ptr nocapture noundef readonly %0, i64 noundef %1) local_unnamed_addr #1 {
  %3 = load i32, ptr %0, align 4, !tbaa !18
  %4 = icmp eq i32 %3, 1
  br i1 %4, label %5, label %10

5:                                                ; preds = %2
  %6 = getelementptr inbounds i8, ptr %0, i64 12
  %7 = load i32, ptr %6, align 4, !tbaa !16
  %8 = zext i32 %7 to i64
  %9 = udiv i64 %1, %8
  br label %10

10:                                               ; preds = %2, %5
  %11 = phi i64 [ %9, %5 ], [ 0, %2 ]
  ret i64 %11
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define dso_local void @ZSTD_ldm_fillHashTable(ptr nocapture noundef %0, ptr noundef %1, ptr noundef %2, ptr nocapture noundef readonly %3) local_unnamed_addr #3 {
  %5 = alloca %struct.ldmRollingHashState_t, align 8
  %6 = alloca i32, align 4
  %7 = getelementptr inbounds i8, ptr %3, i64 12
  %8 = load i32, ptr %7, align 4, !tbaa !16
  %9 = freeze i32 %8
  %10 = getelementptr inbounds i8, ptr %3, i64 8
  %11 = load i32, ptr %10, align 4, !tbaa !17
  %12 = getelementptr inbounds i8, ptr %3, i64 4
  %13 = load i32, ptr %12, align 4, !tbaa !14
  %14 = getelementptr inbounds i8, ptr %0, i64 8
  %15 = load ptr, ptr %14, align 8, !tbaa !19
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %5) #14
  %16 = getelementptr inbounds i8, ptr %0, i64 64
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %6) #14
  %17 = tail call i32 @llvm.umin.i32(i32 %9, i32 64)
  %18 = getelementptr inbounds i8, ptr %3, i64 16
  %19 = load i32, ptr %18, align 4, !tbaa !13
  store i64 4294967295, ptr %5, align 8, !tbaa !23
  %20 = add i32 %19, -1
  %21 = icmp ult i32 %20, %17
  %22 = zext nneg i32 %19 to i64
  %23 = shl nsw i64 -1, %22
  %24 = xor i64 %23, -1
  %25 = sub nsw i32 %17, %19
  %26 = select i1 %21, i32 %25, i32 0
  %27 = zext nneg i32 %26 to i64
  %28 = shl i64 %24, %27
  %29 = getelementptr inbounds i8, ptr %5, i64 8
  store i64 %28, ptr %29, align 8
  %30 = icmp ult ptr %1, %2
  br i1 %30, label %31, label %90

31:                                               ; preds = %4
  %32 = sub i32 %13, %11
  %33 = ptrtoint ptr %2 to i64
  %34 = zext i32 %9 to i64
  %35 = getelementptr inbounds i8, ptr %1, i64 %34
  %36 = sub nsw i64 0, %34
  %37 = shl nsw i32 -1, %32
  %38 = xor i32 %37, -1
  %39 = ptrtoint ptr %15 to i64
  %40 = getelementptr inbounds i8, ptr %0, i64 56
  %41 = getelementptr inbounds i8, ptr %0, i64 40
  br label %42

42:                                               ; preds = %31, %87
  %43 = phi ptr [ %1, %31 ], [ %88, %87 ]
  store i32 0, ptr %6, align 4, !tbaa !26
  %44 = ptrtoint ptr %43 to i64
  %45 = sub i64 %33, %44
  %46 = call fastcc i64 @ZSTD_ldm_gear_feed(ptr noundef nonnull %5, ptr noundef %43, i64 noundef %45, ptr noundef nonnull %16, ptr noundef nonnull %6)
  %47 = load i32, ptr %6, align 4, !tbaa !26
  %48 = icmp eq i32 %47, 0
  br i1 %48, label %87, label %49

49:                                               ; preds = %42
  %50 = zext i32 %47 to i64
  br label %51

51:                                               ; preds = %49, %84
  %52 = phi i64 [ 0, %49 ], [ %85, %84 ]
  %53 = getelementptr inbounds i64, ptr %16, i64 %52
  %54 = load i64, ptr %53, align 8, !tbaa !27
  %55 = getelementptr inbounds i8, ptr %43, i64 %54
  %56 = icmp ult ptr %55, %35
  br i1 %56, label %84, label %57

57:                                               ; preds = %51
  %58 = getelementptr inbounds i8, ptr %55, i64 %36
  %59 = tail call fastcc i64 @XXH_INLINE_XXH64(ptr nocapture noundef %58, i64 noundef %34) #15
  %60 = trunc i64 %59 to i32
  %61 = and i32 %60, %38
  %62 = ptrtoint ptr %58 to i64
  %63 = sub i64 %62, %39
  %64 = and i64 %59, -4294967296
  %65 = zext nneg i32 %61 to i64
  %66 = load i32, ptr %10, align 4, !tbaa !17
  %67 = and i64 %63, 4294967295
  %68 = or disjoint i64 %64, %67
  %69 = load ptr, ptr %40, align 8, !tbaa !28
  %70 = getelementptr inbounds i8, ptr %69, i64 %65
  %71 = load i8, ptr %70, align 1, !tbaa !29
  %72 = zext i8 %71 to i32
  %73 = load ptr, ptr %41, align 8, !tbaa !30
  %74 = zext nneg i32 %66 to i64
  %75 = shl i64 %65, %74
  %76 = getelementptr inbounds %struct.ldmEntry_t, ptr %73, i64 %75
  %77 = zext i8 %71 to i64
  %78 = getelementptr inbounds %struct.ldmEntry_t, ptr %76, i64 %77
  store i64 %68, ptr %78, align 4
  %79 = add nuw nsw i32 %72, 1
  %80 = shl nsw i32 -1, %66
  %81 = xor i32 %80, -1
  %82 = and i32 %79, %81
  %83 = trunc i32 %82 to i8
  store i8 %83, ptr %70, align 1, !tbaa !29
  br label %84

84:                                               ; preds = %51, %57
  %85 = add nuw nsw i64 %52, 1
  %86 = icmp eq i64 %85, %50
  br i1 %86, label %87, label %51, !llvm.loop !31

87:                                               ; preds = %84, %42
  %88 = getelementptr inbounds i8, ptr %43, i64 %46
  %89 = icmp ult ptr %88, %2
  br i1 %89, label %42, label %90, !llvm.loop !33

90:                                               ; preds = %87, %4
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %6) #14
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %5) #14
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal fastcc i64 @ZSTD_ldm_gear_feed(ptr nocapture noundef %0, ptr nocapture noundef readonly %1, i64 noundef %2, ptr nocapture noundef writeonly %3, ptr nocapture noundef %4) unnamed_addr #4 {
  %6 = load i64, ptr %0, align 8, !tbaa !23
  %7 = getelementptr inbounds i8, ptr %0, i64 8
  %8 = load i64, ptr %7, align 8, !tbaa !34
  %9 = icmp ugt i64 %2, 3
  br i1 %9, label %14, label %10

10:                                               ; preds = %84, %5
  %11 = phi i64 [ %6, %5 ], [ %74, %84 ]
  %12 = phi i64 [ 0, %5 ], [ %75, %84 ]
  %13 = icmp ult i64 %12, %2
  br i1 %13, label %87, label %111

14:                                               ; preds = %5, %84
  %15 = phi i64 [ %75, %84 ], [ 0, %5 ]
  %16 = phi i64 [ %74, %84 ], [ %6, %5 ]
  %17 = shl i64 %16, 1
  %18 = getelementptr inbounds i8, ptr %1, i64 %15
  %19 = load i8, ptr %18, align 1, !tbaa !29
  %20 = zext i8 %19 to i64
  %21 = getelementptr inbounds [256 x i64], ptr @ZSTD_ldm_gearTab, i64 0, i64 %20
  %22 = load i64, ptr %21, align 8, !tbaa !27
  %23 = add i64 %22, %17
  %24 = or disjoint i64 %15, 1
  %25 = and i64 %23, %8
  %26 = icmp eq i64 %25, 0
  br i1 %26, label %27, label %33, !prof !35

27:                                               ; preds = %14
  %28 = load i32, ptr %4, align 4, !tbaa !26
  %29 = zext i32 %28 to i64
  %30 = getelementptr inbounds i64, ptr %3, i64 %29
  store i64 %24, ptr %30, align 8, !tbaa !27
  %31 = add i32 %28, 1
  store i32 %31, ptr %4, align 4, !tbaa !26
  %32 = icmp eq i32 %31, 64
  br i1 %32, label %111, label %33

33:                                               ; preds = %14, %27
  %34 = shl i64 %23, 1
  %35 = getelementptr inbounds i8, ptr %1, i64 %24
  %36 = load i8, ptr %35, align 1, !tbaa !29
  %37 = zext i8 %36 to i64
  %38 = getelementptr inbounds [256 x i64], ptr @ZSTD_ldm_gearTab, i64 0, i64 %37
  %39 = load i64, ptr %38, align 8, !tbaa !27
  %40 = add i64 %39, %34
  %41 = or disjoint i64 %15, 2
  %42 = and i64 %40, %8
  %43 = icmp eq i64 %42, 0
  br i1 %43, label %44, label %50, !prof !35

44:                                               ; preds = %33
  %45 = load i32, ptr %4, align 4, !tbaa !26
  %46 = zext i32 %45 to i64
  %47 = getelementptr inbounds i64, ptr %3, i64 %46
  store i64 %41, ptr %47, align 8, !tbaa !27
  %48 = add i32 %45, 1
  store i32 %48, ptr %4, align 4, !tbaa !26
  %49 = icmp eq i32 %48, 64
  br i1 %49, label %111, label %50

50:                                               ; preds = %33, %44
  %51 = shl i64 %40, 1
  %52 = getelementptr inbounds i8, ptr %1, i64 %41
  %53 = load i8, ptr %52, align 1, !tbaa !29
  %54 = zext i8 %53 to i64
  %55 = getelementptr inbounds [256 x i64], ptr @ZSTD_ldm_gearTab, i64 0, i64 %54
  %56 = load i64, ptr %55, align 8, !tbaa !27
  %57 = add i64 %56, %51
  %58 = or disjoint i64 %15, 3
  %59 = and i64 %57, %8
  %60 = icmp eq i64 %59, 0
  br i1 %60, label %61, label %67, !prof !35

61:                                               ; preds = %50
  %62 = load i32, ptr %4, align 4, !tbaa !26
  %63 = zext i32 %62 to i64
  %64 = getelementptr inbounds i64, ptr %3, i64 %63
  store i64 %58, ptr %64, align 8, !tbaa !27
  %65 = add i32 %62, 1
  store i32 %65, ptr %4, align 4, !tbaa !26
  %66 = icmp eq i32 %65, 64
  br i1 %66, label %111, label %67

67:                                               ; preds = %50, %61
  %68 = shl i64 %57, 1
  %69 = getelementptr inbounds i8, ptr %1, i64 %58
  %70 = load i8, ptr %69, align 1, !tbaa !29
  %71 = zext i8 %70 to i64
  %72 = getelementptr inbounds [256 x i64], ptr @ZSTD_ldm_gearTab, i64 0, i64 %71
  %73 = load i64, ptr %72, align 8, !tbaa !27
  %74 = add i64 %73, %68
  %75 = add i64 %15, 4
  %76 = and i64 %74, %8
  %77 = icmp eq i64 %76, 0
  br i1 %77, label %78, label %84, !prof !35

78:                                               ; preds = %67
  %79 = load i32, ptr %4, align 4, !tbaa !26
  %80 = zext i32 %79 to i64
  %81 = getelementptr inbounds i64, ptr %3, i64 %80
  store i64 %75, ptr %81, align 8, !tbaa !27
  %82 = add i32 %79, 1
  store i32 %82, ptr %4, align 4, !tbaa !26
  %83 = icmp eq i32 %82, 64
  br i1 %83, label %111, label %84

84:                                               ; preds = %78, %67
  %85 = or disjoint i64 %75, 3
  %86 = icmp ult i64 %85, %2
  br i1 %86, label %14, label %10, !llvm.loop !36

87:                                               ; preds = %10, %110
  %88 = phi i64 [ %97, %110 ], [ %12, %10 ]
  %89 = phi i64 [ %96, %110 ], [ %11, %10 ]
  %90 = shl i64 %89, 1
  %91 = getelementptr inbounds i8, ptr %1, i64 %88
  %92 = load i8, ptr %91, align 1, !tbaa !29
  %93 = zext i8 %92 to i64
  %94 = getelementptr inbounds [256 x i64], ptr @ZSTD_ldm_gearTab, i64 0, i64 %93
  %95 = load i64, ptr %94, align 8, !tbaa !27
  %96 = add i64 %95, %90
  %97 = add nuw i64 %88, 1
  %98 = and i64 %96, %8
  %99 = icmp eq i64 %98, 0
  br i1 %99, label %100, label %108, !prof !35

100:                                              ; preds = %87
  %101 = load i32, ptr %4, align 4, !tbaa !26
  %102 = zext i32 %101 to i64
  %103 = getelementptr inbounds i64, ptr %3, i64 %102
  store i64 %97, ptr %103, align 8, !tbaa !27
  %104 = add i32 %101, 1
  store i32 %104, ptr %4, align 4, !tbaa !26
  %105 = icmp ne i32 %104, 64
  %106 = icmp ult i64 %97, %2
  %107 = select i1 %105, i1 %106, i1 false
  br i1 %107, label %110, label %111

108:                                              ; preds = %87
  %109 = icmp ult i64 %97, %2
  br i1 %109, label %110, label %111

110:                                              ; preds = %108, %100
  br label %87, !llvm.loop !37

111:                                              ; preds = %78, %61, %44, %27, %100, %108, %10
  %112 = phi i64 [ %11, %10 ], [ %96, %108 ], [ %96, %100 ], [ %74, %78 ], [ %57, %61 ], [ %40, %44 ], [ %23, %27 ]
  %113 = phi i64 [ %12, %10 ], [ %97, %108 ], [ %97, %100 ], [ %75, %78 ], [ %58, %61 ], [ %41, %44 ], [ %24, %27 ]
  store i64 %112, ptr %0, align 8, !tbaa !23
  ret i64 %113
}

; Function Attrs: inlinehint mustprogress nofree norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none) uwtable
define internal fastcc i64 @XXH_INLINE_XXH64(ptr nocapture noundef readonly %0, i64 noundef %1) unnamed_addr #5 {
  %3 = icmp eq ptr %0, null
  br i1 %3, label %72, label %4

4:                                                ; preds = %2
  %5 = icmp ugt i64 %1, 31
  br i1 %5, label %6, label %74

6:                                                ; preds = %4
  %7 = getelementptr inbounds i8, ptr %0, i64 %1
  %8 = getelementptr inbounds i8, ptr %7, i64 -31
  br label %9

9:                                                ; preds = %9, %6
  %10 = phi ptr [ %0, %6 ], [ %38, %9 ]
  %11 = phi i64 [ 6983438078262162902, %6 ], [ %19, %9 ]
  %12 = phi i64 [ -4417276706812531889, %6 ], [ %25, %9 ]
  %13 = phi i64 [ 0, %6 ], [ %31, %9 ]
  %14 = phi i64 [ 7046029288634856825, %6 ], [ %37, %9 ]
  %15 = load i64, ptr %10, align 1, !tbaa !27
  %16 = mul i64 %15, -4417276706812531889
  %17 = add i64 %16, %11
  %18 = tail call i64 @llvm.fshl.i64(i64 %17, i64 %17, i64 31)
  %19 = mul i64 %18, -7046029288634856825
  %20 = getelementptr inbounds i8, ptr %10, i64 8
  %21 = load i64, ptr %20, align 1, !tbaa !27
  %22 = mul i64 %21, -4417276706812531889
  %23 = add i64 %22, %12
  %24 = tail call i64 @llvm.fshl.i64(i64 %23, i64 %23, i64 31)
  %25 = mul i64 %24, -7046029288634856825
  %26 = getelementptr inbounds i8, ptr %10, i64 16
  %27 = load i64, ptr %26, align 1, !tbaa !27
  %28 = mul i64 %27, -4417276706812531889
  %29 = add i64 %28, %13
  %30 = tail call i64 @llvm.fshl.i64(i64 %29, i64 %29, i64 31)
  %31 = mul i64 %30, -7046029288634856825
  %32 = getelementptr inbounds i8, ptr %10, i64 24
  %33 = load i64, ptr %32, align 1, !tbaa !27
  %34 = mul i64 %33, -4417276706812531889
  %35 = add i64 %34, %14
  %36 = tail call i64 @llvm.fshl.i64(i64 %35, i64 %35, i64 31)
  %37 = mul i64 %36, -7046029288634856825
  %38 = getelementptr inbounds i8, ptr %10, i64 32
  %39 = icmp ult ptr %38, %8
  br i1 %39, label %9, label %40, !llvm.loop !38

40:                                               ; preds = %9
  %41 = tail call i64 @llvm.fshl.i64(i64 %19, i64 %19, i64 1)
  %42 = tail call i64 @llvm.fshl.i64(i64 %25, i64 %25, i64 7)
  %43 = add i64 %42, %41
  %44 = tail call i64 @llvm.fshl.i64(i64 %31, i64 %31, i64 12)
  %45 = add i64 %43, %44
  %46 = tail call i64 @llvm.fshl.i64(i64 %37, i64 %37, i64 18)
  %47 = add i64 %45, %46
  %48 = mul i64 %18, -2381459717836149591
  %49 = tail call i64 @llvm.fshl.i64(i64 %48, i64 %48, i64 31)
  %50 = mul i64 %49, -7046029288634856825
  %51 = xor i64 %47, %50
  %52 = mul i64 %51, -7046029288634856825
  %53 = add i64 %52, -8796714831421723037
  %54 = mul i64 %24, -2381459717836149591
  %55 = tail call i64 @llvm.fshl.i64(i64 %54, i64 %54, i64 31)
  %56 = mul i64 %55, -7046029288634856825
  %57 = xor i64 %53, %56
  %58 = mul i64 %57, -7046029288634856825
  %59 = add i64 %58, -8796714831421723037
  %60 = mul i64 %30, -2381459717836149591
  %61 = tail call i64 @llvm.fshl.i64(i64 %60, i64 %60, i64 31)
  %62 = mul i64 %61, -7046029288634856825
  %63 = xor i64 %59, %62
  %64 = mul i64 %63, -7046029288634856825
  %65 = add i64 %64, -8796714831421723037
  %66 = mul i64 %36, -2381459717836149591
  %67 = tail call i64 @llvm.fshl.i64(i64 %66, i64 %66, i64 31)
  %68 = mul i64 %67, -7046029288634856825
  %69 = xor i64 %65, %68
  %70 = mul i64 %69, -7046029288634856825
  %71 = add i64 %70, -8796714831421723037
  br label %74

72:                                               ; preds = %2
  %73 = icmp eq i64 %1, 0
  tail call void @llvm.assume(i1 %73)
  br label %128

74:                                               ; preds = %40, %4
  %75 = phi i64 [ 2870177450012600261, %4 ], [ %71, %40 ]
  %76 = phi ptr [ %0, %4 ], [ %38, %40 ]
  %77 = add i64 %75, %1
  %78 = and i64 %1, 31
  %79 = icmp ugt i64 %78, 7
  br i1 %79, label %80, label %95

80:                                               ; preds = %74, %80
  %81 = phi i64 [ %92, %80 ], [ %77, %74 ]
  %82 = phi ptr [ %88, %80 ], [ %76, %74 ]
  %83 = phi i64 [ %93, %80 ], [ %78, %74 ]
  %84 = load i64, ptr %82, align 1, !tbaa !27
  %85 = mul i64 %84, -4417276706812531889
  %86 = tail call i64 @llvm.fshl.i64(i64 %85, i64 %85, i64 31)
  %87 = mul i64 %86, -7046029288634856825
  %88 = getelementptr inbounds i8, ptr %82, i64 8
  %89 = xor i64 %87, %81
  %90 = tail call i64 @llvm.fshl.i64(i64 %89, i64 %89, i64 27)
  %91 = mul i64 %90, -7046029288634856825
  %92 = add i64 %91, -8796714831421723037
  %93 = add nsw i64 %83, -8
  %94 = icmp ugt i64 %93, 7
  br i1 %94, label %80, label %95, !llvm.loop !39

95:                                               ; preds = %80, %74
  %96 = phi i64 [ %78, %74 ], [ %93, %80 ]
  %97 = phi ptr [ %76, %74 ], [ %88, %80 ]
  %98 = phi i64 [ %77, %74 ], [ %92, %80 ]
  %99 = icmp ugt i64 %96, 3
  br i1 %99, label %100, label %110

100:                                              ; preds = %95
  %101 = load i32, ptr %97, align 1, !tbaa !26
  %102 = zext i32 %101 to i64
  %103 = mul i64 %102, -7046029288634856825
  %104 = xor i64 %103, %98
  %105 = getelementptr inbounds i8, ptr %97, i64 4
  %106 = tail call i64 @llvm.fshl.i64(i64 %104, i64 %104, i64 23)
  %107 = mul i64 %106, -4417276706812531889
  %108 = add i64 %107, 1609587929392839161
  %109 = add nsw i64 %96, -4
  br label %110

110:                                              ; preds = %100, %95
  %111 = phi i64 [ %109, %100 ], [ %96, %95 ]
  %112 = phi ptr [ %105, %100 ], [ %97, %95 ]
  %113 = phi i64 [ %108, %100 ], [ %98, %95 ]
  %114 = icmp eq i64 %111, 0
  br i1 %114, label %128, label %115

115:                                              ; preds = %110, %115
  %116 = phi i64 [ %125, %115 ], [ %113, %110 ]
  %117 = phi ptr [ %119, %115 ], [ %112, %110 ]
  %118 = phi i64 [ %126, %115 ], [ %111, %110 ]
  %119 = getelementptr inbounds i8, ptr %117, i64 1
  %120 = load i8, ptr %117, align 1, !tbaa !29
  %121 = zext i8 %120 to i64
  %122 = mul i64 %121, 2870177450012600261
  %123 = xor i64 %122, %116
  %124 = tail call i64 @llvm.fshl.i64(i64 %123, i64 %123, i64 11)
  %125 = mul i64 %124, -7046029288634856825
  %126 = add nsw i64 %118, -1
  %127 = icmp eq i64 %126, 0
  br i1 %127, label %128, label %115, !llvm.loop !40

128:                                              ; preds = %115, %72, %110
  %129 = phi i64 [ %113, %110 ], [ 2870177450012600261, %72 ], [ %125, %115 ]
  %130 = lshr i64 %129, 33
  %131 = xor i64 %130, %129
  %132 = mul i64 %131, -4417276706812531889
  %133 = lshr i64 %132, 29
  %134 = xor i64 %133, %132
  %135 = mul i64 %134, 1609587929392839161
  %136 = lshr i64 %135, 32
  %137 = xor i64 %136, %135
  ret i64 %137
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local i64 @ZSTD_ldm_generateSequences(ptr nocapture noundef %0, ptr nocapture noundef %1, ptr nocapture noundef readonly %2, ptr noundef %3, i64 noundef %4) local_unnamed_addr #6 {
  %6 = alloca %struct.ldmRollingHashState_t, align 8
  %7 = alloca i32, align 4
  %8 = getelementptr inbounds i8, ptr %2, i64 20
  %9 = load i32, ptr %8, align 4, !tbaa !11
  %10 = shl nuw i32 1, %9
  %11 = getelementptr inbounds i8, ptr %3, i64 %4
  %12 = lshr i64 %4, 20
  %13 = and i64 %4, 1048575
  %14 = icmp ne i64 %13, 0
  %15 = zext i1 %14 to i64
  %16 = add nuw nsw i64 %12, %15
  %17 = icmp eq i64 %16, 0
  br i1 %17, label %662, label %18

18:                                               ; preds = %5
  %19 = getelementptr inbounds i8, ptr %1, i64 24
  %20 = getelementptr inbounds i8, ptr %1, i64 32
  %21 = getelementptr inbounds i8, ptr %0, i64 48
  %22 = getelementptr inbounds i8, ptr %0, i64 8
  %23 = getelementptr inbounds i8, ptr %0, i64 16
  %24 = getelementptr inbounds i8, ptr %2, i64 4
  %25 = getelementptr inbounds i8, ptr %0, i64 28
  %26 = getelementptr inbounds i8, ptr %0, i64 24
  %27 = getelementptr inbounds i8, ptr %0, i64 32
  %28 = getelementptr inbounds i8, ptr %0, i64 40
  %29 = getelementptr inbounds i8, ptr %2, i64 12
  %30 = getelementptr inbounds i8, ptr %2, i64 8
  %31 = getelementptr inbounds i8, ptr %0, i64 64
  %32 = getelementptr inbounds i8, ptr %0, i64 576
  %33 = getelementptr inbounds i8, ptr %2, i64 16
  %34 = getelementptr inbounds i8, ptr %6, i64 8
  %35 = getelementptr inbounds i8, ptr %0, i64 56
  %36 = load i64, ptr %19, align 8, !tbaa !41
  br label %37

37:                                               ; preds = %18, %658
  %38 = phi i64 [ %36, %18 ], [ %647, %658 ]
  %39 = phi i64 [ 0, %18 ], [ %660, %658 ]
  %40 = phi i64 [ 0, %18 ], [ %659, %658 ]
  %41 = load i64, ptr %20, align 8, !tbaa !43
  %42 = icmp ult i64 %38, %41
  br i1 %42, label %43, label %662

43:                                               ; preds = %37
  %44 = shl nuw i64 %39, 20
  %45 = getelementptr inbounds i8, ptr %3, i64 %44
  %46 = ptrtoint ptr %45 to i64
  %47 = sub nsw i64 %4, %44
  %48 = icmp ult i64 %47, 1048576
  %49 = getelementptr inbounds i8, ptr %45, i64 1048576
  %50 = select i1 %48, ptr %11, ptr %49
  %51 = ptrtoint ptr %50 to i64
  %52 = sub i64 %51, %46
  %53 = load ptr, ptr %22, align 8, !tbaa !44
  %54 = ptrtoint ptr %53 to i64
  %55 = sub i64 %51, %54
  %56 = trunc i64 %55 to i32
  %57 = icmp ult i32 %56, -624951295
  br i1 %57, label %58, label %60

58:                                               ; preds = %43
  %59 = load i32, ptr %21, align 4, !tbaa !26
  br label %123

60:                                               ; preds = %43
  %61 = load i32, ptr %24, align 4, !tbaa !14
  %62 = shl nuw i32 1, %61
  %63 = sub i64 %46, %54
  %64 = trunc i64 %63 to i32
  %65 = sub i32 %64, %10
  %66 = add i32 %65, -2
  %67 = zext i32 %66 to i64
  %68 = getelementptr inbounds i8, ptr %53, i64 %67
  store ptr %68, ptr %22, align 8, !tbaa !45
  %69 = load ptr, ptr %23, align 8, !tbaa !46
  %70 = getelementptr inbounds i8, ptr %69, i64 %67
  store ptr %70, ptr %23, align 8, !tbaa !46
  %71 = load <2 x i32>, ptr %26, align 8, !tbaa !26
  %72 = insertelement <2 x i32> poison, i32 %65, i64 0
  %73 = shufflevector <2 x i32> %72, <2 x i32> poison, <2 x i32> zeroinitializer
  %74 = icmp ult <2 x i32> %71, %73
  %75 = insertelement <2 x i32> poison, i32 %66, i64 0
  %76 = shufflevector <2 x i32> %75, <2 x i32> poison, <2 x i32> zeroinitializer
  %77 = sub <2 x i32> %71, %76
  %78 = select <2 x i1> %74, <2 x i32> <i32 2, i32 2>, <2 x i32> %77
  store <2 x i32> %78, ptr %26, align 8, !tbaa !26
  %79 = load i32, ptr %27, align 8, !tbaa !47
  %80 = add i32 %79, 1
  store i32 %80, ptr %27, align 8, !tbaa !47
  %81 = load ptr, ptr %28, align 8, !tbaa !30
  %82 = zext i32 %62 to i64
  %83 = icmp ult i32 %61, 3
  br i1 %83, label %109, label %84

84:                                               ; preds = %60
  %85 = and i64 %82, 3
  %86 = icmp eq i64 %85, 0
  %87 = select i1 %86, i64 4, i64 %85
  %88 = sub nsw i64 %82, %87
  %89 = insertelement <4 x i32> poison, i32 %66, i64 0
  %90 = shufflevector <4 x i32> %89, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %91

91:                                               ; preds = %91, %84
  %92 = phi i64 [ 0, %84 ], [ %107, %91 ]
  %93 = or disjoint i64 %92, 1
  %94 = or disjoint i64 %92, 2
  %95 = or disjoint i64 %92, 3
  %96 = getelementptr inbounds %struct.ldmEntry_t, ptr %81, i64 %92
  %97 = getelementptr inbounds %struct.ldmEntry_t, ptr %81, i64 %93
  %98 = getelementptr inbounds %struct.ldmEntry_t, ptr %81, i64 %94
  %99 = getelementptr inbounds %struct.ldmEntry_t, ptr %81, i64 %95
  %100 = load <8 x i32>, ptr %96, align 4, !tbaa !48
  %101 = shufflevector <8 x i32> %100, <8 x i32> poison, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %102 = tail call <4 x i32> @llvm.usub.sat.v4i32(<4 x i32> %101, <4 x i32> %90)
  %103 = extractelement <4 x i32> %102, i64 0
  store i32 %103, ptr %96, align 4, !tbaa !48
  %104 = extractelement <4 x i32> %102, i64 1
  store i32 %104, ptr %97, align 4, !tbaa !48
  %105 = extractelement <4 x i32> %102, i64 2
  store i32 %105, ptr %98, align 4, !tbaa !48
  %106 = extractelement <4 x i32> %102, i64 3
  store i32 %106, ptr %99, align 4, !tbaa !48
  %107 = add nuw i64 %92, 4
  %108 = icmp eq i64 %107, %88
  br i1 %108, label %109, label %91, !llvm.loop !50

109:                                              ; preds = %91, %60
  %110 = phi i64 [ 0, %60 ], [ %88, %91 ]
  br label %111

111:                                              ; preds = %109, %111
  %112 = phi i64 [ %116, %111 ], [ %110, %109 ]
  %113 = getelementptr inbounds %struct.ldmEntry_t, ptr %81, i64 %112
  %114 = load i32, ptr %113, align 4, !tbaa !48
  %115 = tail call i32 @llvm.usub.sat.i32(i32 %114, i32 %66)
  store i32 %115, ptr %113, align 4, !tbaa !48
  %116 = add nuw nsw i64 %112, 1
  %117 = icmp eq i64 %116, %82
  br i1 %117, label %118, label %111, !llvm.loop !53

118:                                              ; preds = %111
  store i32 0, ptr %21, align 8, !tbaa !54
  %119 = load ptr, ptr %22, align 8, !tbaa !45
  %120 = ptrtoint ptr %119 to i64
  %121 = sub i64 %51, %120
  %122 = trunc i64 %121 to i32
  br label %123

123:                                              ; preds = %58, %118
  %124 = phi i32 [ %56, %58 ], [ %122, %118 ]
  %125 = phi i64 [ %54, %58 ], [ %120, %118 ]
  %126 = phi i32 [ %59, %58 ], [ 0, %118 ]
  %127 = phi ptr [ %53, %58 ], [ %119, %118 ]
  %128 = add i32 %126, %10
  %129 = icmp ult i32 %128, %124
  %130 = load i32, ptr %25, align 4, !tbaa !26
  br i1 %129, label %133, label %131

131:                                              ; preds = %123
  %132 = load i32, ptr %26, align 8, !tbaa !26
  br label %144

133:                                              ; preds = %123
  %134 = sub i32 %124, %10
  %135 = icmp ult i32 %130, %134
  br i1 %135, label %136, label %137

136:                                              ; preds = %133
  store i32 %134, ptr %25, align 4, !tbaa !55
  br label %137

137:                                              ; preds = %136, %133
  %138 = phi i32 [ %134, %136 ], [ %130, %133 ]
  %139 = load i32, ptr %26, align 8, !tbaa !26
  %140 = icmp ult i32 %139, %138
  br i1 %140, label %141, label %142

141:                                              ; preds = %137
  store i32 %138, ptr %26, align 8, !tbaa !56
  br label %142

142:                                              ; preds = %141, %137
  %143 = phi i32 [ %138, %141 ], [ %139, %137 ]
  store i32 0, ptr %21, align 4, !tbaa !26
  br label %144

144:                                              ; preds = %131, %142
  %145 = phi i32 [ %130, %131 ], [ %138, %142 ]
  %146 = phi i32 [ %132, %131 ], [ %143, %142 ]
  %147 = icmp ult i32 %145, %146
  %148 = load i32, ptr %29, align 4, !tbaa !16
  %149 = freeze i32 %148
  %150 = load i32, ptr %30, align 4, !tbaa !17
  %151 = shl nuw i32 1, %150
  %152 = load i32, ptr %24, align 4, !tbaa !14
  %153 = sub i32 %152, %150
  br i1 %147, label %154, label %156

154:                                              ; preds = %144
  %155 = load ptr, ptr %23, align 8, !tbaa !57
  br label %156

156:                                              ; preds = %154, %144
  %157 = phi i32 [ %145, %154 ], [ %146, %144 ]
  %158 = phi ptr [ %155, %154 ], [ null, %144 ]
  %159 = zext i32 %157 to i64
  %160 = getelementptr inbounds i8, ptr %158, i64 %159
  %161 = select i1 %147, ptr %160, ptr null
  %162 = zext i32 %146 to i64
  %163 = getelementptr inbounds i8, ptr %158, i64 %162
  %164 = select i1 %147, ptr %163, ptr null
  %165 = getelementptr inbounds i8, ptr %127, i64 %162
  %166 = getelementptr inbounds i8, ptr %45, i64 %52
  %167 = getelementptr inbounds i8, ptr %166, i64 -8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %6) #14
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %7) #14
  %168 = zext i32 %149 to i64
  %169 = icmp ult i64 %52, %168
  br i1 %169, label %170, label %171

170:                                              ; preds = %156
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %7) #14
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %6) #14
  br label %646

171:                                              ; preds = %156
  %172 = tail call i32 @llvm.umin.i32(i32 %149, i32 64)
  %173 = load i32, ptr %33, align 4, !tbaa !13
  store i64 4294967295, ptr %6, align 8, !tbaa !23
  %174 = add i32 %173, -1
  %175 = icmp ult i32 %174, %172
  %176 = zext nneg i32 %173 to i64
  %177 = shl nsw i64 -1, %176
  %178 = xor i64 %177, -1
  %179 = sub nsw i32 %172, %173
  %180 = select i1 %175, i32 %179, i32 0
  %181 = zext nneg i32 %180 to i64
  %182 = shl i64 %178, %181
  store i64 %182, ptr %34, align 8
  %183 = getelementptr inbounds i8, ptr %45, i64 %168
  %184 = icmp ult ptr %183, %167
  br i1 %184, label %185, label %641

185:                                              ; preds = %171
  %186 = ptrtoint ptr %167 to i64
  %187 = sub nsw i64 0, %168
  %188 = shl nsw i32 -1, %153
  %189 = xor i32 %188, -1
  %190 = zext i32 %151 to i64
  %191 = getelementptr inbounds i8, ptr %166, i64 -7
  %192 = getelementptr inbounds i8, ptr %166, i64 -3
  %193 = getelementptr inbounds i8, ptr %166, i64 -1
  %194 = icmp ugt ptr %164, %161
  br label %195

195:                                              ; preds = %633, %185
  %196 = phi ptr [ %45, %185 ], [ %635, %633 ]
  %197 = phi ptr [ %183, %185 ], [ %636, %633 ]
  store i32 0, ptr %7, align 4, !tbaa !26
  %198 = ptrtoint ptr %197 to i64
  %199 = sub i64 %186, %198
  %200 = call fastcc i64 @ZSTD_ldm_gear_feed(ptr noundef nonnull %6, ptr noundef %197, i64 noundef %199, ptr noundef nonnull %31, ptr noundef nonnull %7)
  %201 = load i32, ptr %7, align 4, !tbaa !26
  %202 = icmp eq i32 %201, 0
  br i1 %202, label %633, label %203

203:                                              ; preds = %195
  %204 = getelementptr i8, ptr %197, i64 %187
  %205 = load i32, ptr %30, align 4, !tbaa !17
  %206 = load ptr, ptr %28, align 8, !tbaa !30
  %207 = zext nneg i32 %205 to i64
  %208 = zext i32 %201 to i64
  br label %211

209:                                              ; preds = %211
  %210 = getelementptr inbounds i8, ptr %197, i64 %200
  br label %230

211:                                              ; preds = %211, %203
  %212 = phi i64 [ 0, %203 ], [ %228, %211 ]
  %213 = getelementptr inbounds i64, ptr %31, i64 %212
  %214 = load i64, ptr %213, align 8, !tbaa !27
  %215 = getelementptr i8, ptr %204, i64 %214
  %216 = tail call fastcc i64 @XXH_INLINE_XXH64(ptr nocapture noundef %215, i64 noundef %168) #15
  %217 = trunc i64 %216 to i32
  %218 = and i32 %217, %189
  %219 = getelementptr inbounds %struct.ldmMatchCandidate_t, ptr %32, i64 %212
  store ptr %215, ptr %219, align 8, !tbaa !58
  %220 = getelementptr inbounds i8, ptr %219, i64 8
  store i32 %218, ptr %220, align 8, !tbaa !60
  %221 = lshr i64 %216, 32
  %222 = trunc nuw i64 %221 to i32
  %223 = getelementptr inbounds i8, ptr %219, i64 12
  store i32 %222, ptr %223, align 4, !tbaa !61
  %224 = zext nneg i32 %218 to i64
  %225 = shl i64 %224, %207
  %226 = getelementptr inbounds %struct.ldmEntry_t, ptr %206, i64 %225
  %227 = getelementptr inbounds i8, ptr %219, i64 16
  store ptr %226, ptr %227, align 8, !tbaa !62
  tail call void @llvm.prefetch.p0(ptr %226, i32 0, i32 3, i32 1)
  %228 = add nuw nsw i64 %212, 1
  %229 = icmp eq i64 %228, %208
  br i1 %229, label %209, label %211, !llvm.loop !63

230:                                              ; preds = %629, %209
  %231 = phi i64 [ 0, %209 ], [ %631, %629 ]
  %232 = phi ptr [ %196, %209 ], [ %630, %629 ]
  %233 = getelementptr inbounds %struct.ldmMatchCandidate_t, ptr %32, i64 %231
  %234 = load ptr, ptr %233, align 8, !tbaa !58
  %235 = getelementptr inbounds i8, ptr %233, i64 12
  %236 = load i32, ptr %235, align 4, !tbaa !61
  %237 = getelementptr inbounds i8, ptr %233, i64 8
  %238 = load i32, ptr %237, align 8, !tbaa !60
  %239 = ptrtoint ptr %234 to i64
  %240 = sub i64 %239, %125
  %241 = trunc i64 %240 to i32
  %242 = icmp ult ptr %234, %232
  br i1 %242, label %607, label %243

243:                                              ; preds = %230
  %244 = getelementptr inbounds i8, ptr %233, i64 16
  %245 = load ptr, ptr %244, align 8, !tbaa !62
  %246 = getelementptr inbounds %struct.ldmEntry_t, ptr %245, i64 %190
  %247 = icmp ugt ptr %191, %234
  %248 = icmp ugt ptr %234, %232
  br label %249

249:                                              ; preds = %551, %243
  %250 = phi i64 [ 0, %243 ], [ %555, %551 ]
  %251 = phi i64 [ 0, %243 ], [ %554, %551 ]
  %252 = phi i64 [ 0, %243 ], [ %553, %551 ]
  %253 = phi ptr [ %245, %243 ], [ %556, %551 ]
  %254 = phi ptr [ null, %243 ], [ %552, %551 ]
  %255 = getelementptr inbounds i8, ptr %253, i64 4
  %256 = load i32, ptr %255, align 4, !tbaa !64
  %257 = icmp eq i32 %256, %236
  br i1 %257, label %258, label %551

258:                                              ; preds = %249
  %259 = load i32, ptr %253, align 4, !tbaa !48
  %260 = icmp ugt i32 %259, %157
  br i1 %260, label %261, label %551

261:                                              ; preds = %258
  br i1 %147, label %262, label %461

262:                                              ; preds = %261
  %263 = icmp ult i32 %259, %146
  %264 = select i1 %263, ptr %158, ptr %127
  %265 = zext i32 %259 to i64
  %266 = getelementptr inbounds i8, ptr %264, i64 %265
  %267 = select i1 %263, ptr %163, ptr %166
  %268 = ptrtoint ptr %267 to i64
  %269 = ptrtoint ptr %266 to i64
  %270 = sub i64 %268, %269
  %271 = getelementptr inbounds i8, ptr %234, i64 %270
  %272 = icmp ult ptr %271, %50
  %273 = select i1 %272, ptr %271, ptr %166
  %274 = getelementptr inbounds i8, ptr %273, i64 -7
  %275 = icmp ugt ptr %274, %234
  br i1 %275, label %276, label %301

276:                                              ; preds = %262
  %277 = load i64, ptr %266, align 1, !tbaa !27
  %278 = load i64, ptr %234, align 1, !tbaa !27
  %279 = icmp eq i64 %277, %278
  br i1 %279, label %284, label %280

280:                                              ; preds = %276
  %281 = xor i64 %278, %277
  %282 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %281, i1 false)
  %283 = lshr i64 %282, 3
  br label %339

284:                                              ; preds = %276, %290
  %285 = phi ptr [ %288, %290 ], [ %266, %276 ]
  %286 = phi ptr [ %287, %290 ], [ %234, %276 ]
  %287 = getelementptr inbounds i8, ptr %286, i64 8
  %288 = getelementptr inbounds i8, ptr %285, i64 8
  %289 = icmp ult ptr %287, %274
  br i1 %289, label %290, label %301

290:                                              ; preds = %284
  %291 = load i64, ptr %288, align 1, !tbaa !27
  %292 = load i64, ptr %287, align 1, !tbaa !27
  %293 = icmp eq i64 %291, %292
  br i1 %293, label %284, label %294

294:                                              ; preds = %290
  %295 = xor i64 %292, %291
  %296 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %295, i1 false)
  %297 = lshr i64 %296, 3
  %298 = getelementptr inbounds i8, ptr %287, i64 %297
  %299 = ptrtoint ptr %298 to i64
  %300 = sub i64 %299, %239
  br label %339

301:                                              ; preds = %284, %262
  %302 = phi ptr [ %266, %262 ], [ %288, %284 ]
  %303 = phi ptr [ %234, %262 ], [ %287, %284 ]
  %304 = getelementptr inbounds i8, ptr %273, i64 -3
  %305 = icmp ult ptr %303, %304
  br i1 %305, label %306, label %313

306:                                              ; preds = %301
  %307 = load i32, ptr %302, align 1, !tbaa !26
  %308 = load i32, ptr %303, align 1, !tbaa !26
  %309 = icmp eq i32 %307, %308
  br i1 %309, label %310, label %313

310:                                              ; preds = %306
  %311 = getelementptr inbounds i8, ptr %303, i64 4
  %312 = getelementptr inbounds i8, ptr %302, i64 4
  br label %313

313:                                              ; preds = %310, %306, %301
  %314 = phi ptr [ %312, %310 ], [ %302, %306 ], [ %302, %301 ]
  %315 = phi ptr [ %311, %310 ], [ %303, %306 ], [ %303, %301 ]
  %316 = getelementptr inbounds i8, ptr %273, i64 -1
  %317 = icmp ult ptr %315, %316
  br i1 %317, label %318, label %325

318:                                              ; preds = %313
  %319 = load i16, ptr %314, align 1, !tbaa !65
  %320 = load i16, ptr %315, align 1, !tbaa !65
  %321 = icmp eq i16 %319, %320
  br i1 %321, label %322, label %325

322:                                              ; preds = %318
  %323 = getelementptr inbounds i8, ptr %315, i64 2
  %324 = getelementptr inbounds i8, ptr %314, i64 2
  br label %325

325:                                              ; preds = %322, %318, %313
  %326 = phi ptr [ %324, %322 ], [ %314, %318 ], [ %314, %313 ]
  %327 = phi ptr [ %323, %322 ], [ %315, %318 ], [ %315, %313 ]
  %328 = icmp ult ptr %327, %273
  br i1 %328, label %329, label %335

329:                                              ; preds = %325
  %330 = load i8, ptr %326, align 1, !tbaa !29
  %331 = load i8, ptr %327, align 1, !tbaa !29
  %332 = icmp eq i8 %330, %331
  %333 = zext i1 %332 to i64
  %334 = getelementptr inbounds i8, ptr %327, i64 %333
  br label %335

335:                                              ; preds = %329, %325
  %336 = phi ptr [ %327, %325 ], [ %334, %329 ]
  %337 = ptrtoint ptr %336 to i64
  %338 = sub i64 %337, %239
  br label %339

339:                                              ; preds = %335, %294, %280
  %340 = phi i64 [ %338, %335 ], [ %283, %280 ], [ %300, %294 ]
  %341 = getelementptr inbounds i8, ptr %266, i64 %340
  %342 = icmp eq ptr %341, %267
  br i1 %342, label %343, label %412

343:                                              ; preds = %339
  %344 = getelementptr inbounds i8, ptr %234, i64 %340
  %345 = icmp ugt ptr %191, %344
  br i1 %345, label %346, label %372

346:                                              ; preds = %343
  %347 = load i64, ptr %165, align 1, !tbaa !27
  %348 = load i64, ptr %344, align 1, !tbaa !27
  %349 = icmp eq i64 %347, %348
  br i1 %349, label %354, label %350

350:                                              ; preds = %346
  %351 = xor i64 %348, %347
  %352 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %351, i1 false)
  %353 = lshr i64 %352, 3
  br label %409

354:                                              ; preds = %346, %360
  %355 = phi ptr [ %358, %360 ], [ %165, %346 ]
  %356 = phi ptr [ %357, %360 ], [ %344, %346 ]
  %357 = getelementptr inbounds i8, ptr %356, i64 8
  %358 = getelementptr inbounds i8, ptr %355, i64 8
  %359 = icmp ult ptr %357, %191
  br i1 %359, label %360, label %372

360:                                              ; preds = %354
  %361 = load i64, ptr %358, align 1, !tbaa !27
  %362 = load i64, ptr %357, align 1, !tbaa !27
  %363 = icmp eq i64 %361, %362
  br i1 %363, label %354, label %364

364:                                              ; preds = %360
  %365 = xor i64 %362, %361
  %366 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %365, i1 false)
  %367 = lshr i64 %366, 3
  %368 = getelementptr inbounds i8, ptr %357, i64 %367
  %369 = ptrtoint ptr %368 to i64
  %370 = ptrtoint ptr %344 to i64
  %371 = sub i64 %369, %370
  br label %409

372:                                              ; preds = %354, %343
  %373 = phi ptr [ %165, %343 ], [ %358, %354 ]
  %374 = phi ptr [ %344, %343 ], [ %357, %354 ]
  %375 = icmp ult ptr %374, %192
  br i1 %375, label %376, label %383

376:                                              ; preds = %372
  %377 = load i32, ptr %373, align 1, !tbaa !26
  %378 = load i32, ptr %374, align 1, !tbaa !26
  %379 = icmp eq i32 %377, %378
  br i1 %379, label %380, label %383

380:                                              ; preds = %376
  %381 = getelementptr inbounds i8, ptr %374, i64 4
  %382 = getelementptr inbounds i8, ptr %373, i64 4
  br label %383

383:                                              ; preds = %380, %376, %372
  %384 = phi ptr [ %382, %380 ], [ %373, %376 ], [ %373, %372 ]
  %385 = phi ptr [ %381, %380 ], [ %374, %376 ], [ %374, %372 ]
  %386 = icmp ult ptr %385, %193
  br i1 %386, label %387, label %394

387:                                              ; preds = %383
  %388 = load i16, ptr %384, align 1, !tbaa !65
  %389 = load i16, ptr %385, align 1, !tbaa !65
  %390 = icmp eq i16 %388, %389
  br i1 %390, label %391, label %394

391:                                              ; preds = %387
  %392 = getelementptr inbounds i8, ptr %385, i64 2
  %393 = getelementptr inbounds i8, ptr %384, i64 2
  br label %394

394:                                              ; preds = %391, %387, %383
  %395 = phi ptr [ %393, %391 ], [ %384, %387 ], [ %384, %383 ]
  %396 = phi ptr [ %392, %391 ], [ %385, %387 ], [ %385, %383 ]
  %397 = icmp ult ptr %396, %50
  br i1 %397, label %398, label %404

398:                                              ; preds = %394
  %399 = load i8, ptr %395, align 1, !tbaa !29
  %400 = load i8, ptr %396, align 1, !tbaa !29
  %401 = icmp eq i8 %399, %400
  %402 = zext i1 %401 to i64
  %403 = getelementptr inbounds i8, ptr %396, i64 %402
  br label %404

404:                                              ; preds = %398, %394
  %405 = phi ptr [ %396, %394 ], [ %403, %398 ]
  %406 = ptrtoint ptr %405 to i64
  %407 = ptrtoint ptr %344 to i64
  %408 = sub i64 %406, %407
  br label %409

409:                                              ; preds = %404, %364, %350
  %410 = phi i64 [ %408, %404 ], [ %353, %350 ], [ %371, %364 ]
  %411 = add i64 %410, %340
  br label %412

412:                                              ; preds = %409, %339
  %413 = phi i64 [ %411, %409 ], [ %340, %339 ]
  %414 = icmp ult i64 %413, %168
  br i1 %414, label %551, label %415

415:                                              ; preds = %412
  %416 = select i1 %263, ptr %161, ptr %165
  %417 = icmp ugt ptr %266, %416
  %418 = and i1 %248, %417
  br i1 %418, label %419, label %433

419:                                              ; preds = %415, %428
  %420 = phi i64 [ %429, %428 ], [ 0, %415 ]
  %421 = phi ptr [ %423, %428 ], [ %234, %415 ]
  %422 = phi ptr [ %425, %428 ], [ %266, %415 ]
  %423 = getelementptr inbounds i8, ptr %421, i64 -1
  %424 = load i8, ptr %423, align 1, !tbaa !29
  %425 = getelementptr inbounds i8, ptr %422, i64 -1
  %426 = load i8, ptr %425, align 1, !tbaa !29
  %427 = icmp eq i8 %424, %426
  br i1 %427, label %428, label %433

428:                                              ; preds = %419
  %429 = add i64 %420, 1
  %430 = icmp ugt ptr %423, %232
  %431 = icmp ugt ptr %425, %416
  %432 = and i1 %430, %431
  br i1 %432, label %419, label %433, !llvm.loop !67

433:                                              ; preds = %428, %419, %415
  %434 = phi i64 [ 0, %415 ], [ %420, %419 ], [ %429, %428 ]
  %435 = sub i64 0, %434
  %436 = getelementptr inbounds i8, ptr %266, i64 %435
  %437 = icmp ne ptr %436, %416
  %438 = icmp eq ptr %416, %161
  %439 = or i1 %438, %437
  br i1 %439, label %545, label %440

440:                                              ; preds = %433
  %441 = getelementptr inbounds i8, ptr %234, i64 %435
  %442 = icmp ugt ptr %441, %232
  %443 = and i1 %194, %442
  br i1 %443, label %444, label %458

444:                                              ; preds = %440, %453
  %445 = phi i64 [ %454, %453 ], [ 0, %440 ]
  %446 = phi ptr [ %448, %453 ], [ %441, %440 ]
  %447 = phi ptr [ %450, %453 ], [ %164, %440 ]
  %448 = getelementptr inbounds i8, ptr %446, i64 -1
  %449 = load i8, ptr %448, align 1, !tbaa !29
  %450 = getelementptr inbounds i8, ptr %447, i64 -1
  %451 = load i8, ptr %450, align 1, !tbaa !29
  %452 = icmp eq i8 %449, %451
  br i1 %452, label %453, label %458

453:                                              ; preds = %444
  %454 = add i64 %445, 1
  %455 = icmp ugt ptr %448, %232
  %456 = icmp ugt ptr %450, %161
  %457 = and i1 %455, %456
  br i1 %457, label %444, label %458, !llvm.loop !67

458:                                              ; preds = %453, %444, %440
  %459 = phi i64 [ 0, %440 ], [ %445, %444 ], [ %454, %453 ]
  %460 = add i64 %459, %434
  br label %545

461:                                              ; preds = %261
  %462 = zext i32 %259 to i64
  %463 = getelementptr inbounds i8, ptr %127, i64 %462
  br i1 %247, label %464, label %489

464:                                              ; preds = %461
  %465 = load i64, ptr %463, align 1, !tbaa !27
  %466 = load i64, ptr %234, align 1, !tbaa !27
  %467 = icmp eq i64 %465, %466
  br i1 %467, label %472, label %468

468:                                              ; preds = %464
  %469 = xor i64 %466, %465
  %470 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %469, i1 false)
  %471 = lshr i64 %470, 3
  br label %525

472:                                              ; preds = %464, %478
  %473 = phi ptr [ %476, %478 ], [ %463, %464 ]
  %474 = phi ptr [ %475, %478 ], [ %234, %464 ]
  %475 = getelementptr inbounds i8, ptr %474, i64 8
  %476 = getelementptr inbounds i8, ptr %473, i64 8
  %477 = icmp ult ptr %475, %191
  br i1 %477, label %478, label %489

478:                                              ; preds = %472
  %479 = load i64, ptr %476, align 1, !tbaa !27
  %480 = load i64, ptr %475, align 1, !tbaa !27
  %481 = icmp eq i64 %479, %480
  br i1 %481, label %472, label %482

482:                                              ; preds = %478
  %483 = xor i64 %480, %479
  %484 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %483, i1 false)
  %485 = lshr i64 %484, 3
  %486 = getelementptr inbounds i8, ptr %475, i64 %485
  %487 = ptrtoint ptr %486 to i64
  %488 = sub i64 %487, %239
  br label %525

489:                                              ; preds = %472, %461
  %490 = phi ptr [ %463, %461 ], [ %476, %472 ]
  %491 = phi ptr [ %234, %461 ], [ %475, %472 ]
  %492 = icmp ult ptr %491, %192
  br i1 %492, label %493, label %500

493:                                              ; preds = %489
  %494 = load i32, ptr %490, align 1, !tbaa !26
  %495 = load i32, ptr %491, align 1, !tbaa !26
  %496 = icmp eq i32 %494, %495
  br i1 %496, label %497, label %500

497:                                              ; preds = %493
  %498 = getelementptr inbounds i8, ptr %491, i64 4
  %499 = getelementptr inbounds i8, ptr %490, i64 4
  br label %500

500:                                              ; preds = %497, %493, %489
  %501 = phi ptr [ %499, %497 ], [ %490, %493 ], [ %490, %489 ]
  %502 = phi ptr [ %498, %497 ], [ %491, %493 ], [ %491, %489 ]
  %503 = icmp ult ptr %502, %193
  br i1 %503, label %504, label %511

504:                                              ; preds = %500
  %505 = load i16, ptr %501, align 1, !tbaa !65
  %506 = load i16, ptr %502, align 1, !tbaa !65
  %507 = icmp eq i16 %505, %506
  br i1 %507, label %508, label %511

508:                                              ; preds = %504
  %509 = getelementptr inbounds i8, ptr %502, i64 2
  %510 = getelementptr inbounds i8, ptr %501, i64 2
  br label %511

511:                                              ; preds = %508, %504, %500
  %512 = phi ptr [ %510, %508 ], [ %501, %504 ], [ %501, %500 ]
  %513 = phi ptr [ %509, %508 ], [ %502, %504 ], [ %502, %500 ]
  %514 = icmp ult ptr %513, %50
  br i1 %514, label %515, label %521

515:                                              ; preds = %511
  %516 = load i8, ptr %512, align 1, !tbaa !29
  %517 = load i8, ptr %513, align 1, !tbaa !29
  %518 = icmp eq i8 %516, %517
  %519 = zext i1 %518 to i64
  %520 = getelementptr inbounds i8, ptr %513, i64 %519
  br label %521

521:                                              ; preds = %515, %511
  %522 = phi ptr [ %513, %511 ], [ %520, %515 ]
  %523 = ptrtoint ptr %522 to i64
  %524 = sub i64 %523, %239
  br label %525

525:                                              ; preds = %521, %482, %468
  %526 = phi i64 [ %524, %521 ], [ %471, %468 ], [ %488, %482 ]
  %527 = icmp ult i64 %526, %168
  br i1 %527, label %551, label %528

528:                                              ; preds = %525
  %529 = icmp ugt i32 %259, %146
  %530 = and i1 %248, %529
  br i1 %530, label %531, label %545

531:                                              ; preds = %528, %540
  %532 = phi i64 [ %541, %540 ], [ 0, %528 ]
  %533 = phi ptr [ %535, %540 ], [ %234, %528 ]
  %534 = phi ptr [ %537, %540 ], [ %463, %528 ]
  %535 = getelementptr inbounds i8, ptr %533, i64 -1
  %536 = load i8, ptr %535, align 1, !tbaa !29
  %537 = getelementptr inbounds i8, ptr %534, i64 -1
  %538 = load i8, ptr %537, align 1, !tbaa !29
  %539 = icmp eq i8 %536, %538
  br i1 %539, label %540, label %545

540:                                              ; preds = %531
  %541 = add i64 %532, 1
  %542 = icmp ugt ptr %535, %232
  %543 = icmp ugt ptr %537, %165
  %544 = and i1 %542, %543
  br i1 %544, label %531, label %545, !llvm.loop !67

545:                                              ; preds = %540, %531, %528, %458, %433
  %546 = phi i64 [ %526, %528 ], [ %413, %458 ], [ %413, %433 ], [ %526, %531 ], [ %526, %540 ]
  %547 = phi i64 [ 0, %528 ], [ %460, %458 ], [ %434, %433 ], [ %541, %540 ], [ %532, %531 ]
  %548 = add i64 %547, %546
  %549 = icmp ugt i64 %548, %252
  br i1 %549, label %550, label %551

550:                                              ; preds = %545
  br label %551

551:                                              ; preds = %550, %545, %525, %412, %258, %249
  %552 = phi ptr [ %254, %258 ], [ %254, %249 ], [ %253, %550 ], [ %254, %545 ], [ %254, %412 ], [ %254, %525 ]
  %553 = phi i64 [ %252, %258 ], [ %252, %249 ], [ %548, %550 ], [ %252, %545 ], [ %252, %412 ], [ %252, %525 ]
  %554 = phi i64 [ %251, %258 ], [ %251, %249 ], [ %547, %550 ], [ %251, %545 ], [ %251, %412 ], [ %251, %525 ]
  %555 = phi i64 [ %250, %258 ], [ %250, %249 ], [ %546, %550 ], [ %250, %545 ], [ %250, %412 ], [ %250, %525 ]
  %556 = getelementptr inbounds i8, ptr %253, i64 8
  %557 = icmp ult ptr %556, %246
  br i1 %557, label %249, label %558, !llvm.loop !68

558:                                              ; preds = %551
  %559 = icmp eq ptr %552, null
  br i1 %559, label %607, label %560

560:                                              ; preds = %558
  %561 = load i64, ptr %19, align 8, !tbaa !41
  %562 = load i64, ptr %20, align 8, !tbaa !43
  %563 = icmp eq i64 %561, %562
  br i1 %563, label %564, label %565

564:                                              ; preds = %560
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %7) #14
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %6) #14
  br label %662

565:                                              ; preds = %560
  %566 = load ptr, ptr %1, align 8, !tbaa !69
  %567 = getelementptr inbounds %struct.rawSeq, ptr %566, i64 %561
  %568 = add i64 %555, %554
  %569 = load i32, ptr %552, align 4, !tbaa !48
  %570 = sub i32 %241, %569
  %571 = sub i64 0, %554
  %572 = getelementptr inbounds i8, ptr %234, i64 %571
  %573 = ptrtoint ptr %572 to i64
  %574 = ptrtoint ptr %232 to i64
  %575 = sub i64 %573, %574
  %576 = trunc i64 %575 to i32
  %577 = getelementptr inbounds i8, ptr %567, i64 4
  store i32 %576, ptr %577, align 4, !tbaa !70
  %578 = trunc i64 %568 to i32
  %579 = getelementptr inbounds i8, ptr %567, i64 8
  store i32 %578, ptr %579, align 4, !tbaa !72
  store i32 %570, ptr %567, align 4, !tbaa !73
  %580 = add i64 %561, 1
  store i64 %580, ptr %19, align 8, !tbaa !41
  %581 = zext i32 %238 to i64
  %582 = load i32, ptr %30, align 4, !tbaa !17
  %583 = zext i32 %236 to i64
  %584 = shl nuw i64 %583, 32
  %585 = and i64 %240, 4294967295
  %586 = or disjoint i64 %584, %585
  %587 = load ptr, ptr %35, align 8, !tbaa !28
  %588 = getelementptr inbounds i8, ptr %587, i64 %581
  %589 = load i8, ptr %588, align 1, !tbaa !29
  %590 = zext i8 %589 to i32
  %591 = load ptr, ptr %28, align 8, !tbaa !30
  %592 = zext nneg i32 %582 to i64
  %593 = shl i64 %581, %592
  %594 = getelementptr inbounds %struct.ldmEntry_t, ptr %591, i64 %593
  %595 = zext i8 %589 to i64
  %596 = getelementptr inbounds %struct.ldmEntry_t, ptr %594, i64 %595
  store i64 %586, ptr %596, align 4
  %597 = add nuw nsw i32 %590, 1
  %598 = shl nsw i32 -1, %582
  %599 = xor i32 %598, -1
  %600 = and i32 %597, %599
  %601 = trunc i32 %600 to i8
  store i8 %601, ptr %588, align 1, !tbaa !29
  %602 = getelementptr inbounds i8, ptr %234, i64 %555
  %603 = icmp ugt ptr %602, %210
  br i1 %603, label %604, label %629

604:                                              ; preds = %565
  %605 = sub i64 0, %200
  %606 = getelementptr inbounds i8, ptr %602, i64 %605
  br label %633

607:                                              ; preds = %558, %230
  %608 = zext i32 %238 to i64
  %609 = load i32, ptr %30, align 4, !tbaa !17
  %610 = zext i32 %236 to i64
  %611 = shl nuw i64 %610, 32
  %612 = and i64 %240, 4294967295
  %613 = or disjoint i64 %611, %612
  %614 = load ptr, ptr %35, align 8, !tbaa !28
  %615 = getelementptr inbounds i8, ptr %614, i64 %608
  %616 = load i8, ptr %615, align 1, !tbaa !29
  %617 = zext i8 %616 to i32
  %618 = load ptr, ptr %28, align 8, !tbaa !30
  %619 = zext nneg i32 %609 to i64
  %620 = shl i64 %608, %619
  %621 = getelementptr inbounds %struct.ldmEntry_t, ptr %618, i64 %620
  %622 = zext i8 %616 to i64
  %623 = getelementptr inbounds %struct.ldmEntry_t, ptr %621, i64 %622
  store i64 %613, ptr %623, align 4
  %624 = add nuw nsw i32 %617, 1
  %625 = shl nsw i32 -1, %609
  %626 = xor i32 %625, -1
  %627 = and i32 %624, %626
  %628 = trunc i32 %627 to i8
  store i8 %628, ptr %615, align 1, !tbaa !29
  br label %629

629:                                              ; preds = %607, %565
  %630 = phi ptr [ %602, %565 ], [ %232, %607 ]
  %631 = add nuw nsw i64 %231, 1
  %632 = icmp eq i64 %631, %208
  br i1 %632, label %633, label %230, !llvm.loop !74

633:                                              ; preds = %629, %604, %195
  %634 = phi ptr [ %606, %604 ], [ %197, %195 ], [ %197, %629 ]
  %635 = phi ptr [ %602, %604 ], [ %196, %195 ], [ %630, %629 ]
  %636 = getelementptr inbounds i8, ptr %634, i64 %200
  %637 = icmp ult ptr %636, %167
  br i1 %637, label %195, label %638, !llvm.loop !75

638:                                              ; preds = %633
  %639 = ptrtoint ptr %635 to i64
  %640 = sub i64 %51, %639
  br label %641

641:                                              ; preds = %638, %171
  %642 = phi i64 [ %640, %638 ], [ %52, %171 ]
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %7) #14
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %6) #14
  %643 = icmp ult i64 %642, -119
  br i1 %643, label %644, label %662

644:                                              ; preds = %641
  %645 = load i64, ptr %19, align 8, !tbaa !41
  br label %646

646:                                              ; preds = %644, %170
  %647 = phi i64 [ %38, %170 ], [ %645, %644 ]
  %648 = phi i64 [ %52, %170 ], [ %642, %644 ]
  %649 = icmp ult i64 %38, %647
  br i1 %649, label %650, label %656

650:                                              ; preds = %646
  %651 = trunc i64 %40 to i32
  %652 = load ptr, ptr %1, align 8, !tbaa !69
  %653 = getelementptr inbounds %struct.rawSeq, ptr %652, i64 %38, i32 1
  %654 = load i32, ptr %653, align 4, !tbaa !70
  %655 = add i32 %654, %651
  store i32 %655, ptr %653, align 4, !tbaa !70
  br label %658

656:                                              ; preds = %646
  %657 = add i64 %52, %40
  br label %658

658:                                              ; preds = %650, %656
  %659 = phi i64 [ %648, %650 ], [ %657, %656 ]
  %660 = add nuw nsw i64 %39, 1
  %661 = icmp eq i64 %660, %16
  br i1 %661, label %662, label %37, !llvm.loop !76

662:                                              ; preds = %658, %37, %641, %5, %564
  %663 = phi i64 [ -70, %564 ], [ 0, %5 ], [ 0, %658 ], [ 0, %37 ], [ %642, %641 ]
  ret i64 %663
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define dso_local void @ZSTD_ldm_skipSequences(ptr nocapture noundef %0, i64 noundef %1, i32 noundef %2) local_unnamed_addr #3 {
  %4 = icmp eq i64 %1, 0
  br i1 %4, label %47, label %5

5:                                                ; preds = %3
  %6 = getelementptr inbounds i8, ptr %0, i64 8
  %7 = getelementptr inbounds i8, ptr %0, i64 24
  %8 = load i64, ptr %7, align 8, !tbaa !41
  %9 = load i64, ptr %6, align 8, !tbaa !77
  %10 = tail call i64 @llvm.umax.i64(i64 %9, i64 %8)
  br label %11

11:                                               ; preds = %5, %43
  %12 = phi i64 [ %9, %5 ], [ %45, %43 ]
  %13 = phi i64 [ %1, %5 ], [ %44, %43 ]
  %14 = icmp eq i64 %12, %10
  br i1 %14, label %47, label %15

15:                                               ; preds = %11
  %16 = load ptr, ptr %0, align 8, !tbaa !69
  %17 = getelementptr inbounds %struct.rawSeq, ptr %16, i64 %12
  %18 = getelementptr inbounds i8, ptr %17, i64 4
  %19 = load i32, ptr %18, align 4, !tbaa !70
  %20 = zext i32 %19 to i64
  %21 = icmp ugt i64 %13, %20
  br i1 %21, label %25, label %22

22:                                               ; preds = %15
  %23 = trunc nuw i64 %13 to i32
  %24 = sub i32 %19, %23
  store i32 %24, ptr %18, align 4, !tbaa !70
  br label %47

25:                                               ; preds = %15
  %26 = sub i64 %13, %20
  store i32 0, ptr %18, align 4, !tbaa !70
  %27 = getelementptr inbounds i8, ptr %17, i64 8
  %28 = load i32, ptr %27, align 4, !tbaa !72
  %29 = zext i32 %28 to i64
  %30 = icmp ult i64 %26, %29
  br i1 %30, label %31, label %43

31:                                               ; preds = %25
  %32 = trunc nuw i64 %26 to i32
  %33 = sub i32 %28, %32
  store i32 %33, ptr %27, align 4, !tbaa !72
  %34 = icmp ult i32 %33, %2
  br i1 %34, label %35, label %47

35:                                               ; preds = %31
  %36 = add nuw i64 %12, 1
  %37 = icmp ult i64 %36, %8
  br i1 %37, label %38, label %42

38:                                               ; preds = %35
  %39 = getelementptr inbounds i8, ptr %17, i64 16
  %40 = load i32, ptr %39, align 4, !tbaa !70
  %41 = add i32 %40, %33
  store i32 %41, ptr %39, align 4, !tbaa !70
  br label %42

42:                                               ; preds = %38, %35
  store i64 %36, ptr %6, align 8, !tbaa !77
  br label %47

43:                                               ; preds = %25
  %44 = sub i64 %26, %29
  store i32 0, ptr %27, align 4, !tbaa !72
  %45 = add i64 %12, 1
  store i64 %45, ptr %6, align 8, !tbaa !77
  %46 = icmp eq i64 %44, 0
  br i1 %46, label %47, label %11

47:                                               ; preds = %11, %43, %3, %31, %42, %22
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none) uwtable
define dso_local void @ZSTD_ldm_skipRawSeqStoreBytes(ptr nocapture noundef %0, i64 noundef %1) local_unnamed_addr #7 {
  %3 = getelementptr inbounds i8, ptr %0, i64 16
  %4 = load i64, ptr %3, align 8, !tbaa !78
  %5 = add i64 %4, %1
  %6 = trunc i64 %5 to i32
  %7 = icmp eq i32 %6, 0
  br i1 %7, label %35, label %8

8:                                                ; preds = %2
  %9 = getelementptr inbounds i8, ptr %0, i64 8
  %10 = getelementptr inbounds i8, ptr %0, i64 24
  %11 = load i64, ptr %10, align 8, !tbaa !41
  %12 = load i64, ptr %9, align 8, !tbaa !77
  %13 = tail call i64 @llvm.umax.i64(i64 %12, i64 %11)
  br label %14

14:                                               ; preds = %8, %29
  %15 = phi i64 [ %12, %8 ], [ %31, %29 ]
  %16 = phi i32 [ %6, %8 ], [ %30, %29 ]
  %17 = icmp eq i64 %15, %13
  br i1 %17, label %33, label %18

18:                                               ; preds = %14
  %19 = load ptr, ptr %0, align 8, !tbaa !69
  %20 = getelementptr inbounds %struct.rawSeq, ptr %19, i64 %15
  %21 = getelementptr inbounds i8, ptr %20, i64 4
  %22 = load i32, ptr %21, align 4, !tbaa !26
  %23 = getelementptr inbounds i8, ptr %20, i64 8
  %24 = load i32, ptr %23, align 4, !tbaa !26
  %25 = add i32 %24, %22
  %26 = icmp ult i32 %16, %25
  br i1 %26, label %27, label %29

27:                                               ; preds = %18
  %28 = zext i32 %16 to i64
  store i64 %28, ptr %3, align 8, !tbaa !78
  br label %33

29:                                               ; preds = %18
  %30 = sub i32 %16, %25
  %31 = add i64 %15, 1
  store i64 %31, ptr %9, align 8, !tbaa !77
  %32 = icmp eq i32 %30, 0
  br i1 %32, label %35, label %14

33:                                               ; preds = %14, %27
  %34 = icmp eq i64 %15, %11
  br i1 %34, label %35, label %36

35:                                               ; preds = %29, %2, %33
  store i64 0, ptr %3, align 8, !tbaa !78
  br label %36

36:                                               ; preds = %35, %33
  ret void
}

; Function Attrs: nounwind uwtable
define dso_local i64 @ZSTD_ldm_blockCompress(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, i32 noundef %4, ptr noundef %5, i64 noundef %6) local_unnamed_addr #8 {
  %8 = getelementptr inbounds i8, ptr %1, i64 272
  %9 = load i32, ptr %8, align 4, !tbaa !79
  %10 = getelementptr inbounds i8, ptr %1, i64 280
  %11 = load i32, ptr %10, align 4, !tbaa !15
  %12 = getelementptr inbounds i8, ptr %1, i64 24
  %13 = load i32, ptr %12, align 8, !tbaa !26
  %14 = getelementptr inbounds i8, ptr %1, i64 28
  %15 = load i32, ptr %14, align 4, !tbaa !26
  %16 = icmp ult i32 %15, %13
  br i1 %16, label %26, label %17

17:                                               ; preds = %7
  %18 = getelementptr inbounds i8, ptr %1, i64 248
  %19 = load ptr, ptr %18, align 8, !tbaa !80
  %20 = icmp eq ptr %19, null
  br i1 %20, label %26, label %21

21:                                               ; preds = %17
  %22 = getelementptr inbounds i8, ptr %19, i64 140
  %23 = load i32, ptr %22, align 4, !tbaa !83
  %24 = icmp eq i32 %23, 0
  %25 = select i1 %24, i32 2, i32 3
  br label %26

26:                                               ; preds = %7, %17, %21
  %27 = phi i32 [ 1, %7 ], [ %25, %21 ], [ 0, %17 ]
  %28 = tail call ptr @ZSTD_selectBlockCompressor(i32 noundef %11, i32 noundef %4, i32 noundef %27) #14
  %29 = getelementptr inbounds i8, ptr %5, i64 %6
  %30 = load i32, ptr %10, align 4, !tbaa !15
  %31 = icmp ugt i32 %30, 6
  br i1 %31, label %51, label %32

32:                                               ; preds = %26
  %33 = getelementptr inbounds i8, ptr %0, i64 8
  %34 = getelementptr inbounds i8, ptr %0, i64 24
  %35 = load i64, ptr %33, align 8, !tbaa !77
  %36 = load i64, ptr %34, align 8, !tbaa !41
  %37 = icmp ult i64 %35, %36
  %38 = icmp sgt i64 %6, 0
  %39 = and i1 %37, %38
  br i1 %39, label %40, label %322

40:                                               ; preds = %32
  %41 = ptrtoint ptr %29 to i64
  %42 = getelementptr inbounds i8, ptr %1, i64 8
  %43 = getelementptr inbounds i8, ptr %1, i64 44
  %44 = getelementptr inbounds i8, ptr %29, i64 -32
  %45 = getelementptr inbounds i8, ptr %2, i64 24
  %46 = ptrtoint ptr %44 to i64
  %47 = getelementptr inbounds i8, ptr %2, i64 72
  %48 = getelementptr inbounds i8, ptr %2, i64 8
  %49 = getelementptr inbounds i8, ptr %2, i64 76
  %50 = getelementptr i8, ptr %3, i64 4
  br label %88

51:                                               ; preds = %26
  %52 = getelementptr inbounds i8, ptr %1, i64 288
  store ptr %0, ptr %52, align 8, !tbaa !84
  %53 = tail call i64 %28(ptr noundef nonnull %1, ptr noundef %2, ptr noundef %3, ptr noundef %5, i64 noundef %6) #14
  %54 = getelementptr inbounds i8, ptr %0, i64 16
  %55 = load i64, ptr %54, align 8, !tbaa !78
  %56 = add i64 %55, %6
  %57 = trunc i64 %56 to i32
  %58 = icmp eq i32 %57, 0
  br i1 %58, label %87, label %59

59:                                               ; preds = %51
  %60 = getelementptr inbounds i8, ptr %0, i64 8
  %61 = getelementptr inbounds i8, ptr %0, i64 24
  %62 = load i64, ptr %61, align 8, !tbaa !41
  %63 = load i64, ptr %60, align 8, !tbaa !77
  %64 = tail call i64 @llvm.umax.i64(i64 %63, i64 %62)
  br label %65

65:                                               ; preds = %80, %59
  %66 = phi i64 [ %63, %59 ], [ %82, %80 ]
  %67 = phi i32 [ %57, %59 ], [ %81, %80 ]
  %68 = icmp eq i64 %66, %64
  br i1 %68, label %84, label %69

69:                                               ; preds = %65
  %70 = load ptr, ptr %0, align 8, !tbaa !69
  %71 = getelementptr inbounds %struct.rawSeq, ptr %70, i64 %66
  %72 = getelementptr inbounds i8, ptr %71, i64 4
  %73 = load i32, ptr %72, align 4, !tbaa !26
  %74 = getelementptr inbounds i8, ptr %71, i64 8
  %75 = load i32, ptr %74, align 4, !tbaa !26
  %76 = add i32 %75, %73
  %77 = icmp ult i32 %67, %76
  br i1 %77, label %78, label %80

78:                                               ; preds = %69
  %79 = zext i32 %67 to i64
  store i64 %79, ptr %54, align 8, !tbaa !78
  br label %84

80:                                               ; preds = %69
  %81 = sub i32 %67, %76
  %82 = add i64 %66, 1
  store i64 %82, ptr %60, align 8, !tbaa !77
  %83 = icmp eq i32 %81, 0
  br i1 %83, label %87, label %65

84:                                               ; preds = %65, %78
  %85 = phi i64 [ %66, %78 ], [ %64, %65 ]
  %86 = icmp eq i64 %85, %62
  br i1 %86, label %87, label %347

87:                                               ; preds = %80, %84, %51
  store i64 0, ptr %54, align 8, !tbaa !78
  br label %347

88:                                               ; preds = %40, %312
  %89 = phi i64 [ %36, %40 ], [ %318, %312 ]
  %90 = phi i64 [ %35, %40 ], [ %317, %312 ]
  %91 = phi ptr [ %5, %40 ], [ %316, %312 ]
  %92 = ptrtoint ptr %91 to i64
  %93 = sub i64 %41, %92
  %94 = trunc i64 %93 to i32
  %95 = load ptr, ptr %0, align 8, !tbaa !69
  %96 = getelementptr inbounds %struct.rawSeq, ptr %95, i64 %90
  %97 = load i64, ptr %96, align 4
  %98 = lshr i64 %97, 32
  %99 = trunc nuw i64 %98 to i32
  %100 = getelementptr inbounds i8, ptr %96, i64 8
  %101 = load i32, ptr %100, align 4, !tbaa !26
  %102 = add i32 %101, %99
  %103 = icmp ugt i32 %102, %94
  br i1 %103, label %106, label %104

104:                                              ; preds = %88
  %105 = add nuw i64 %90, 1
  store i64 %105, ptr %33, align 8, !tbaa !77
  br label %151

106:                                              ; preds = %88
  %107 = icmp ult i32 %99, %94
  %108 = sub i32 %94, %99
  %109 = icmp ult i32 %108, %9
  %110 = select i1 %109, i64 0, i64 %97
  %111 = select i1 %107, i32 %108, i32 %101
  %112 = select i1 %107, i64 %110, i64 0
  %113 = icmp eq i32 %94, 0
  br i1 %113, label %151, label %114

114:                                              ; preds = %106
  %115 = and i64 %93, 4294967295
  br label %116

116:                                              ; preds = %147, %114
  %117 = phi i64 [ %90, %114 ], [ %149, %147 ]
  %118 = phi i64 [ %115, %114 ], [ %148, %147 ]
  %119 = icmp eq i64 %117, %89
  br i1 %119, label %151, label %120

120:                                              ; preds = %116
  %121 = getelementptr inbounds %struct.rawSeq, ptr %95, i64 %117
  %122 = getelementptr inbounds i8, ptr %121, i64 4
  %123 = load i32, ptr %122, align 4, !tbaa !70
  %124 = zext i32 %123 to i64
  %125 = icmp ugt i64 %118, %124
  br i1 %125, label %129, label %126

126:                                              ; preds = %120
  %127 = trunc nuw i64 %118 to i32
  %128 = sub i32 %123, %127
  store i32 %128, ptr %122, align 4, !tbaa !70
  br label %151

129:                                              ; preds = %120
  %130 = sub i64 %118, %124
  store i32 0, ptr %122, align 4, !tbaa !70
  %131 = getelementptr inbounds i8, ptr %121, i64 8
  %132 = load i32, ptr %131, align 4, !tbaa !72
  %133 = zext i32 %132 to i64
  %134 = icmp ult i64 %130, %133
  br i1 %134, label %135, label %147

135:                                              ; preds = %129
  %136 = trunc nuw i64 %130 to i32
  %137 = sub i32 %132, %136
  store i32 %137, ptr %131, align 4, !tbaa !72
  %138 = icmp ult i32 %137, %9
  br i1 %138, label %139, label %151

139:                                              ; preds = %135
  %140 = add nuw i64 %117, 1
  %141 = icmp ult i64 %140, %89
  br i1 %141, label %142, label %146

142:                                              ; preds = %139
  %143 = getelementptr inbounds i8, ptr %121, i64 16
  %144 = load i32, ptr %143, align 4, !tbaa !70
  %145 = add i32 %144, %137
  store i32 %145, ptr %143, align 4, !tbaa !70
  br label %146

146:                                              ; preds = %142, %139
  store i64 %140, ptr %33, align 8, !tbaa !77
  br label %151

147:                                              ; preds = %129
  %148 = sub i64 %130, %133
  store i32 0, ptr %131, align 4, !tbaa !72
  %149 = add i64 %117, 1
  store i64 %149, ptr %33, align 8, !tbaa !77
  %150 = icmp eq i64 %148, 0
  br i1 %150, label %151, label %116

151:                                              ; preds = %116, %147, %104, %106, %126, %135, %146
  %152 = phi i32 [ %101, %104 ], [ %111, %106 ], [ %111, %126 ], [ %111, %135 ], [ %111, %146 ], [ %111, %147 ], [ %111, %116 ]
  %153 = phi i64 [ %97, %104 ], [ %112, %106 ], [ %112, %126 ], [ %112, %135 ], [ %112, %146 ], [ %112, %147 ], [ %112, %116 ]
  %154 = zext i32 %152 to i64
  %155 = trunc i64 %153 to i32
  %156 = icmp eq i32 %155, 0
  br i1 %156, label %322, label %157

157:                                              ; preds = %151
  %158 = load ptr, ptr %42, align 8, !tbaa !85
  %159 = ptrtoint ptr %158 to i64
  %160 = sub i64 %92, %159
  %161 = trunc i64 %160 to i32
  %162 = load i32, ptr %43, align 4, !tbaa !86
  %163 = add i32 %162, 1024
  %164 = icmp ult i32 %163, %161
  br i1 %164, label %165, label %170

165:                                              ; preds = %157
  %166 = sub i32 %161, %162
  %167 = add i32 %166, -1024
  %168 = tail call i32 @llvm.umin.i32(i32 %167, i32 512)
  %169 = sub i32 %161, %168
  store i32 %169, ptr %43, align 4, !tbaa !86
  br label %170

170:                                              ; preds = %157, %165
  %171 = load i32, ptr %10, align 8, !tbaa !87
  switch i32 %171, label %174 [
    i32 1, label %172
    i32 2, label %173
  ]

172:                                              ; preds = %170
  tail call void @ZSTD_fillHashTable(ptr noundef nonnull %1, ptr noundef %91, i32 noundef 0, i32 noundef 0) #14
  br label %174

173:                                              ; preds = %170
  tail call void @ZSTD_fillDoubleHashTable(ptr noundef nonnull %1, ptr noundef %91, i32 noundef 0, i32 noundef 0) #14
  br label %174

174:                                              ; preds = %170, %172, %173
  %175 = tail call i64 %28(ptr noundef nonnull %1, ptr noundef %2, ptr noundef %3, ptr noundef %91, i64 noundef %98) #14
  %176 = load i64, ptr %3, align 4, !tbaa !26
  store i64 %176, ptr %50, align 4, !tbaa !26
  %177 = getelementptr inbounds i8, ptr %91, i64 %98
  store i32 %155, ptr %3, align 4, !tbaa !26
  %178 = sub i64 0, %175
  %179 = getelementptr inbounds i8, ptr %177, i64 %178
  %180 = add i32 %155, 3
  %181 = icmp ugt ptr %177, %44
  %182 = load ptr, ptr %45, align 8, !tbaa !88
  br i1 %181, label %208, label %183

183:                                              ; preds = %174
  %184 = load <16 x i8>, ptr %179, align 1
  store <16 x i8> %184, ptr %182, align 1
  %185 = icmp ugt i64 %175, 16
  %186 = load ptr, ptr %45, align 8, !tbaa !88
  br i1 %185, label %190, label %187

187:                                              ; preds = %183
  %188 = getelementptr inbounds i8, ptr %186, i64 %175
  store ptr %188, ptr %45, align 8, !tbaa !88
  %189 = load ptr, ptr %48, align 8, !tbaa !90
  br label %299

190:                                              ; preds = %183
  %191 = getelementptr inbounds i8, ptr %186, i64 16
  %192 = getelementptr inbounds i8, ptr %179, i64 16
  %193 = getelementptr i8, ptr %186, i64 %175
  %194 = load <16 x i8>, ptr %192, align 1
  store <16 x i8> %194, ptr %191, align 1
  %195 = icmp slt i64 %175, 33
  br i1 %195, label %287, label %196

196:                                              ; preds = %190
  %197 = getelementptr inbounds i8, ptr %186, i64 32
  br label %198

198:                                              ; preds = %198, %196
  %199 = phi ptr [ %197, %196 ], [ %206, %198 ]
  %200 = phi ptr [ %192, %196 ], [ %204, %198 ]
  %201 = getelementptr inbounds i8, ptr %200, i64 16
  %202 = load <16 x i8>, ptr %201, align 1
  store <16 x i8> %202, ptr %199, align 1
  %203 = getelementptr inbounds i8, ptr %199, i64 16
  %204 = getelementptr inbounds i8, ptr %200, i64 32
  %205 = load <16 x i8>, ptr %204, align 1
  store <16 x i8> %205, ptr %203, align 1
  %206 = getelementptr inbounds i8, ptr %199, i64 32
  %207 = icmp ult ptr %206, %193
  br i1 %207, label %198, label %287, !llvm.loop !91

208:                                              ; preds = %174
  %209 = ptrtoint ptr %177 to i64
  %210 = icmp ugt ptr %179, %44
  br i1 %210, label %229, label %211

211:                                              ; preds = %208
  %212 = ptrtoint ptr %179 to i64
  %213 = sub i64 %46, %212
  %214 = getelementptr inbounds i8, ptr %182, i64 %213
  %215 = load <16 x i8>, ptr %179, align 1
  store <16 x i8> %215, ptr %182, align 1
  %216 = icmp slt i64 %213, 17
  br i1 %216, label %229, label %217

217:                                              ; preds = %211
  %218 = getelementptr inbounds i8, ptr %182, i64 16
  br label %219

219:                                              ; preds = %219, %217
  %220 = phi ptr [ %218, %217 ], [ %227, %219 ]
  %221 = phi ptr [ %179, %217 ], [ %225, %219 ]
  %222 = getelementptr inbounds i8, ptr %221, i64 16
  %223 = load <16 x i8>, ptr %222, align 1
  store <16 x i8> %223, ptr %220, align 1
  %224 = getelementptr inbounds i8, ptr %220, i64 16
  %225 = getelementptr inbounds i8, ptr %221, i64 32
  %226 = load <16 x i8>, ptr %225, align 1
  store <16 x i8> %226, ptr %224, align 1
  %227 = getelementptr inbounds i8, ptr %220, i64 32
  %228 = icmp ult ptr %227, %214
  br i1 %228, label %219, label %229, !llvm.loop !91

229:                                              ; preds = %219, %211, %208
  %230 = phi ptr [ %44, %211 ], [ %179, %208 ], [ %44, %219 ]
  %231 = phi ptr [ %214, %211 ], [ %182, %208 ], [ %214, %219 ]
  %232 = icmp ult ptr %230, %177
  br i1 %232, label %233, label %287

233:                                              ; preds = %229
  %234 = ptrtoint ptr %231 to i64
  %235 = ptrtoint ptr %230 to i64
  %236 = sub i64 %209, %235
  %237 = getelementptr i8, ptr %230, i64 %236
  %238 = icmp ult i64 %236, 8
  %239 = sub i64 %234, %235
  %240 = icmp ult i64 %239, 32
  %241 = select i1 %238, i1 true, i1 %240
  br i1 %241, label %277, label %242

242:                                              ; preds = %233
  %243 = icmp ult i64 %236, 32
  br i1 %243, label %263, label %244

244:                                              ; preds = %242
  %245 = and i64 %236, -32
  br label %246

246:                                              ; preds = %246, %244
  %247 = phi i64 [ 0, %244 ], [ %254, %246 ]
  %248 = getelementptr i8, ptr %231, i64 %247
  %249 = getelementptr i8, ptr %230, i64 %247
  %250 = getelementptr i8, ptr %249, i64 16
  %251 = load <16 x i8>, ptr %249, align 1, !tbaa !29
  %252 = load <16 x i8>, ptr %250, align 1, !tbaa !29
  %253 = getelementptr i8, ptr %248, i64 16
  store <16 x i8> %251, ptr %248, align 1, !tbaa !29
  store <16 x i8> %252, ptr %253, align 1, !tbaa !29
  %254 = add nuw i64 %247, 32
  %255 = icmp eq i64 %254, %245
  br i1 %255, label %256, label %246, !llvm.loop !92

256:                                              ; preds = %246
  %257 = icmp eq i64 %236, %245
  br i1 %257, label %287, label %258

258:                                              ; preds = %256
  %259 = getelementptr i8, ptr %230, i64 %245
  %260 = getelementptr i8, ptr %231, i64 %245
  %261 = and i64 %236, 24
  %262 = icmp eq i64 %261, 0
  br i1 %262, label %277, label %263

263:                                              ; preds = %242, %258
  %264 = phi i64 [ %245, %258 ], [ 0, %242 ]
  %265 = and i64 %236, -8
  %266 = getelementptr i8, ptr %231, i64 %265
  %267 = getelementptr i8, ptr %230, i64 %265
  br label %268

268:                                              ; preds = %268, %263
  %269 = phi i64 [ %264, %263 ], [ %273, %268 ]
  %270 = getelementptr i8, ptr %231, i64 %269
  %271 = getelementptr i8, ptr %230, i64 %269
  %272 = load <8 x i8>, ptr %271, align 1, !tbaa !29
  store <8 x i8> %272, ptr %270, align 1, !tbaa !29
  %273 = add nuw i64 %269, 8
  %274 = icmp eq i64 %273, %265
  br i1 %274, label %275, label %268, !llvm.loop !93

275:                                              ; preds = %268
  %276 = icmp eq i64 %236, %265
  br i1 %276, label %287, label %277

277:                                              ; preds = %275, %233, %258
  %278 = phi ptr [ %231, %233 ], [ %260, %258 ], [ %266, %275 ]
  %279 = phi ptr [ %230, %233 ], [ %259, %258 ], [ %267, %275 ]
  br label %280

280:                                              ; preds = %277, %280
  %281 = phi ptr [ %285, %280 ], [ %278, %277 ]
  %282 = phi ptr [ %283, %280 ], [ %279, %277 ]
  %283 = getelementptr inbounds i8, ptr %282, i64 1
  %284 = load i8, ptr %282, align 1, !tbaa !29
  %285 = getelementptr inbounds i8, ptr %281, i64 1
  store i8 %284, ptr %281, align 1, !tbaa !29
  %286 = icmp eq ptr %283, %237
  br i1 %286, label %287, label %280, !llvm.loop !94

287:                                              ; preds = %198, %280, %256, %275, %229, %190
  %288 = load ptr, ptr %45, align 8, !tbaa !88
  %289 = getelementptr inbounds i8, ptr %288, i64 %175
  store ptr %289, ptr %45, align 8, !tbaa !88
  %290 = icmp ugt i64 %175, 65535
  %291 = load ptr, ptr %48, align 8, !tbaa !90
  br i1 %290, label %292, label %299, !prof !95

292:                                              ; preds = %287
  store i32 1, ptr %47, align 8, !tbaa !96
  %293 = load ptr, ptr %2, align 8, !tbaa !97
  %294 = ptrtoint ptr %291 to i64
  %295 = ptrtoint ptr %293 to i64
  %296 = sub i64 %294, %295
  %297 = lshr exact i64 %296, 3
  %298 = trunc i64 %297 to i32
  store i32 %298, ptr %49, align 4, !tbaa !98
  br label %299

299:                                              ; preds = %187, %292, %287
  %300 = phi ptr [ %189, %187 ], [ %291, %292 ], [ %291, %287 ]
  %301 = trunc i64 %175 to i16
  %302 = getelementptr inbounds i8, ptr %300, i64 4
  store i16 %301, ptr %302, align 4, !tbaa !99
  store i32 %180, ptr %300, align 4, !tbaa !101
  %303 = add nsw i64 %154, -3
  %304 = icmp ugt i64 %303, 65535
  br i1 %304, label %305, label %312, !prof !35

305:                                              ; preds = %299
  store i32 2, ptr %47, align 8, !tbaa !96
  %306 = load ptr, ptr %2, align 8, !tbaa !97
  %307 = ptrtoint ptr %300 to i64
  %308 = ptrtoint ptr %306 to i64
  %309 = sub i64 %307, %308
  %310 = lshr exact i64 %309, 3
  %311 = trunc i64 %310 to i32
  store i32 %311, ptr %49, align 4, !tbaa !98
  br label %312

312:                                              ; preds = %305, %299
  %313 = trunc i64 %303 to i16
  %314 = getelementptr inbounds i8, ptr %300, i64 6
  store i16 %313, ptr %314, align 2, !tbaa !102
  %315 = getelementptr inbounds i8, ptr %300, i64 8
  store ptr %315, ptr %48, align 8, !tbaa !90
  %316 = getelementptr inbounds i8, ptr %177, i64 %154
  %317 = load i64, ptr %33, align 8, !tbaa !77
  %318 = load i64, ptr %34, align 8, !tbaa !41
  %319 = icmp ult i64 %317, %318
  %320 = icmp ult ptr %316, %29
  %321 = select i1 %319, i1 %320, i1 false
  br i1 %321, label %88, label %322

322:                                              ; preds = %312, %151, %32
  %323 = phi ptr [ %5, %32 ], [ %91, %151 ], [ %316, %312 ]
  %324 = getelementptr inbounds i8, ptr %1, i64 8
  %325 = load ptr, ptr %324, align 8, !tbaa !85
  %326 = ptrtoint ptr %323 to i64
  %327 = ptrtoint ptr %325 to i64
  %328 = sub i64 %326, %327
  %329 = trunc i64 %328 to i32
  %330 = getelementptr inbounds i8, ptr %1, i64 44
  %331 = load i32, ptr %330, align 4, !tbaa !86
  %332 = add i32 %331, 1024
  %333 = icmp ult i32 %332, %329
  br i1 %333, label %334, label %339

334:                                              ; preds = %322
  %335 = sub i32 %329, %331
  %336 = add i32 %335, -1024
  %337 = tail call i32 @llvm.umin.i32(i32 %336, i32 512)
  %338 = sub i32 %329, %337
  store i32 %338, ptr %330, align 4, !tbaa !86
  br label %339

339:                                              ; preds = %322, %334
  %340 = load i32, ptr %10, align 8, !tbaa !87
  switch i32 %340, label %343 [
    i32 1, label %341
    i32 2, label %342
  ]

341:                                              ; preds = %339
  tail call void @ZSTD_fillHashTable(ptr noundef nonnull %1, ptr noundef %323, i32 noundef 0, i32 noundef 0) #14
  br label %343

342:                                              ; preds = %339
  tail call void @ZSTD_fillDoubleHashTable(ptr noundef nonnull %1, ptr noundef %323, i32 noundef 0, i32 noundef 0) #14
  br label %343

343:                                              ; preds = %339, %341, %342
  %344 = ptrtoint ptr %29 to i64
  %345 = sub i64 %344, %326
  %346 = tail call i64 %28(ptr noundef nonnull %1, ptr noundef %2, ptr noundef %3, ptr noundef %323, i64 noundef %345) #14
  br label %347

347:                                              ; preds = %87, %84, %343
  %348 = phi i64 [ %346, %343 ], [ %53, %84 ], [ %53, %87 ]
  ret i64 %348
}

declare ptr @ZSTD_selectBlockCompressor(i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #10

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.fshl.i64(i64, i64, i64) #11

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @llvm.prefetch.p0(ptr nocapture readonly, i32 immarg, i32 immarg, i32 immarg) #12

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.cttz.i64(i64, i1 immarg) #11

declare void @ZSTD_fillHashTable(ptr noundef, ptr noundef, i32 noundef, i32 noundef) local_unnamed_addr #9

declare void @ZSTD_fillDoubleHashTable(ptr noundef, ptr noundef, i32 noundef, i32 noundef) local_unnamed_addr #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #13

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #13

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.usub.sat.i32(i32, i32) #13

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #13

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x i32> @llvm.usub.sat.v4i32(<4 x i32>, <4 x i32>) #13

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { inlinehint mustprogress nofree norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nofree norecurse nosync nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { nofree norecurse nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #9 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #10 = { mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #11 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #12 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) }
attributes #13 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #14 = { nounwind }
attributes #15 = { nounwind willreturn memory(read) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !8, i64 0}
!7 = !{!"", !8, i64 0, !8, i64 4, !8, i64 8, !8, i64 12, !8, i64 16, !8, i64 20, !8, i64 24}
!8 = !{!"int", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C/C++ TBAA"}
!11 = !{!12, !8, i64 20}
!12 = !{!"", !8, i64 0, !8, i64 4, !8, i64 8, !8, i64 12, !8, i64 16, !8, i64 20}
!13 = !{!12, !8, i64 16}
!14 = !{!12, !8, i64 4}
!15 = !{!7, !8, i64 24}
!16 = !{!12, !8, i64 12}
!17 = !{!12, !8, i64 8}
!18 = !{!12, !8, i64 0}
!19 = !{!20, !22, i64 8}
!20 = !{!"", !21, i64 0, !22, i64 40, !8, i64 48, !22, i64 56, !9, i64 64, !9, i64 576}
!21 = !{!"", !22, i64 0, !22, i64 8, !22, i64 16, !8, i64 24, !8, i64 28, !8, i64 32}
!22 = !{!"any pointer", !9, i64 0}
!23 = !{!24, !25, i64 0}
!24 = !{!"", !25, i64 0, !25, i64 8}
!25 = !{!"long", !9, i64 0}
!26 = !{!8, !8, i64 0}
!27 = !{!25, !25, i64 0}
!28 = !{!20, !22, i64 56}
!29 = !{!9, !9, i64 0}
!30 = !{!20, !22, i64 40}
!31 = distinct !{!31, !32}
!32 = !{!"llvm.loop.mustprogress"}
!33 = distinct !{!33, !32}
!34 = !{!24, !25, i64 8}
!35 = !{!"branch_weights", !"expected", i32 1, i32 2000}
!36 = distinct !{!36, !32}
!37 = distinct !{!37, !32}
!38 = distinct !{!38, !32}
!39 = distinct !{!39, !32}
!40 = distinct !{!40, !32}
!41 = !{!42, !25, i64 24}
!42 = !{!"", !22, i64 0, !25, i64 8, !25, i64 16, !25, i64 24, !25, i64 32}
!43 = !{!42, !25, i64 32}
!44 = !{!22, !22, i64 0}
!45 = !{!21, !22, i64 8}
!46 = !{!21, !22, i64 16}
!47 = !{!21, !8, i64 32}
!48 = !{!49, !8, i64 0}
!49 = !{!"", !8, i64 0, !8, i64 4}
!50 = distinct !{!50, !32, !51, !52}
!51 = !{!"llvm.loop.isvectorized", i32 1}
!52 = !{!"llvm.loop.unroll.runtime.disable"}
!53 = distinct !{!53, !32, !52, !51}
!54 = !{!20, !8, i64 48}
!55 = !{!21, !8, i64 28}
!56 = !{!21, !8, i64 24}
!57 = !{!20, !22, i64 16}
!58 = !{!59, !22, i64 0}
!59 = !{!"", !22, i64 0, !8, i64 8, !8, i64 12, !22, i64 16}
!60 = !{!59, !8, i64 8}
!61 = !{!59, !8, i64 12}
!62 = !{!59, !22, i64 16}
!63 = distinct !{!63, !32}
!64 = !{!49, !8, i64 4}
!65 = !{!66, !66, i64 0}
!66 = !{!"short", !9, i64 0}
!67 = distinct !{!67, !32}
!68 = distinct !{!68, !32}
!69 = !{!42, !22, i64 0}
!70 = !{!71, !8, i64 4}
!71 = !{!"", !8, i64 0, !8, i64 4, !8, i64 8}
!72 = !{!71, !8, i64 8}
!73 = !{!71, !8, i64 0}
!74 = distinct !{!74, !32}
!75 = distinct !{!75, !32}
!76 = distinct !{!76, !32}
!77 = !{!42, !25, i64 8}
!78 = !{!42, !25, i64 16}
!79 = !{!7, !8, i64 16}
!80 = !{!81, !22, i64 248}
!81 = !{!"ZSTD_MatchState_t", !21, i64 0, !8, i64 40, !8, i64 44, !8, i64 48, !8, i64 52, !22, i64 56, !9, i64 64, !25, i64 96, !8, i64 104, !22, i64 112, !22, i64 120, !22, i64 128, !8, i64 136, !8, i64 140, !82, i64 144, !22, i64 248, !7, i64 256, !22, i64 288, !8, i64 296, !8, i64 300}
!82 = !{!"", !22, i64 0, !22, i64 8, !22, i64 16, !22, i64 24, !22, i64 32, !22, i64 40, !8, i64 48, !8, i64 52, !8, i64 56, !8, i64 60, !8, i64 64, !8, i64 68, !8, i64 72, !8, i64 76, !8, i64 80, !22, i64 88, !8, i64 96}
!83 = !{!81, !8, i64 140}
!84 = !{!81, !22, i64 288}
!85 = !{!81, !22, i64 8}
!86 = !{!81, !8, i64 44}
!87 = !{!81, !8, i64 280}
!88 = !{!89, !22, i64 24}
!89 = !{!"", !22, i64 0, !22, i64 8, !22, i64 16, !22, i64 24, !22, i64 32, !22, i64 40, !22, i64 48, !25, i64 56, !25, i64 64, !8, i64 72, !8, i64 76}
!90 = !{!89, !22, i64 8}
!91 = distinct !{!91, !32}
!92 = distinct !{!92, !32, !51, !52}
!93 = distinct !{!93, !32, !51, !52}
!94 = distinct !{!94, !32, !51}
!95 = !{!"branch_weights", !"expected", i32 1430940, i32 2146052708}
!96 = !{!89, !8, i64 72}
!97 = !{!89, !22, i64 0}
!98 = !{!89, !8, i64 76}
!99 = !{!100, !66, i64 4}
!100 = !{!"SeqDef_s", !8, i64 0, !66, i64 4, !66, i64 6}
!101 = !{!100, !8, i64 0}
!102 = !{!100, !66, i64 6}
