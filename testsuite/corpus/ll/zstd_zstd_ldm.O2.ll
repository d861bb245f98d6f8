; ModuleID = 'src/zstd/lib/compress/zstd_ldm.c'
source_filename = "src/zstd/lib/compress/zstd_ldm.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.ldmParams_t = type { i32, i32, i32, i32, i32, i32 }
%struct.ldmRollingHashState_t = type { i64, i64 }
%struct.ldmEntry_t = type { i32, i32 }
%struct.ldmMatchCandidate_t = type { ptr, i32, i32, ptr }
%struct.rawSeq = type { i32, i32, i32 }

@ZSTD_ldm_gearTab = internal unnamed_addr constant [256 x i64] [i64 -740570368750160036, i64 -8893660220509993966, i64 -5312086290702594868, i64 -5735972619299081762, i64 3771850993348288464, i64 5663242980927105797, i64 4180421565056919044, i64 -3545172778422107057, i64 8565414132019635614, i64 -7168278193325086006, i64 -8766759121928489687, i64 2955002781598341257, i64 -5786234267245351962, i64 -3591879250321086919, i64 152752410645948062, i64 980088017434152, i64 331732851626658549, i64 -8838640746785046208, i64 357946512872856607, i64 -9034488908246861280, i64 5763983574984628126, i64 -8902527927300804837, i64 5836814799640872626, i64 7626666828866112607, i64 -8314407865459583812, i64 -4338073698025259005, i64 -3427841724570307695, i64 -4735281124383641554, i64 3783546168938607943, i64 -5997679262622952944, i64 7335087386897913548, i64 -8164338418464644131, i64 -4068556904131095362, i64 -7831782995437506261, i64 6793784568496124290, i64 2174722154453825146, i64 2984138818416736892, i64 -7113741742226294226, i64 -2281435508835450325, i64 -7721633399858986080, i64 -3643393691544233469, i64 4998707500772197108, i64 -8746917044558380703, i64 4094234931541430821, i64 -5443419906114852421, i64 -6623610566688024079, i64 8857814660316604090, i64 -3400738594147523822, i64 -8919821665358523128, i64 -6282918144253290562, i64 2432827404989958913, i64 -7394112240096411410, i64 -6121261480113539237, i64 5984878076832140732, i64 3384046157297573234, i64 -4595246024994827002, i64 5291253059634137447, i64 8671685973221512352, i64 2826049182810801527, i64 7403797093788988755, i64 5165094797103512198, i64 3882952073790264921, i64 5144544719191608175, i64 7834774775704163346, i64 -2473432571472174399, i64 8174605543888266482, i64 -2355378437650417609, i64 -8592654940661990135, i64 6401049270349998237, i64 1690663705589720305, i64 -325991306605533225, i64 3162055811205276826, i64 7360403718927882347, i64 4149314189569060432, i64 242631106765699956, i64 4800188873694292702, i64 -4240136128533032951, i64 7695287510285100531, i64 -838191446823566789, i64 -8426618797363772681, i64 4318197351340892641, i64 1149634524221210890, i64 -7114863459094900121, i64 6598639596032476539, i64 -6839639621591231422, i64 -4468079783678231221, i64 7415306797865260392, i64 -8387907088140799907, i64 -1258625276876293193, i64 -8475030331983742166, i64 -4522295019934803305, i64 7907118757495767932, i64 -4069547487456468751, i64 -2916501145698388069, i64 -713064998698898503, i64 3241772581917522649, i64 -8751519476800664287, i64 2730958776012430807, i64 -5042858452473121693, i64 5670495071248203466, i64 -4753026106883975734, i64 8596907927398544058, i64 5161444109349651405, i64 5785732034315264735, i64 -2307004377459233095, i64 5101781436946662964, i64 -959555898603366205, i64 3854890476374695265, i64 2640596163920942051, i64 612531917322106041, i64 2943830675960290284, i64 5689027370104560298, i64 -8631226724040007757, i64 -4511209064617679402, i64 -4894469369141432134, i64 476493605933034202, i64 -4884230169516457813, i64 5170495216195818230, i64 5692683294927132859, i64 8144723081244076501, i64 -8597519866247633570, i64 -880939249453910632, i64 -4429072432866837671, i64 -9094346755688061955, i64 -8586012847855474869, i64 938274653391260135, i64 -1919596203828456659, i64 -4685062728154955610, i64 -7589917696820385588, i64 -4644676758005663535, i64 7411488509093422598, i64 -8990486576947324933, i64 -5153218641461172124, i64 -2632799881851607396, i64 -8546249320962975810, i64 -3973672932846999028, i64 8549157441122500270, i64 -6599514505156005102, i64 -6129339347647600276, i64 5601198583872550840, i64 448237196439497921, i64 4429298985553249414, i64 1710925370934130233, i64 649627535685727708, i64 7473286985276266860, i64 -6451688405355166991, i64 5916903098106068381, i64 4015692238528745986, i64 -8870599050489169071, i64 723755141375996997, i64 585701537146942606, i64 1762095187648923356, i64 -7499075263319252708, i64 -5534672106163518806, i64 2150778153372540978, i64 -6551385365357708843, i64 2851098796233701843, i64 8892087314106251931, i64 8629034505480888229, i64 -2056021433480337670, i64 -5504367576396503223, i64 -7836592892958478552, i64 -5799392812474758156, i64 1034405184557968969, i64 6802162732334632298, i64 2989737911373486958, i64 -8778167736429364826, i64 -1835460623793774935, i64 -7486017181440748174, i64 -429617951838635019, i64 3508842189232906005, i64 8135704789603646339, i64 6514020828226693353, i64 -3613195514473760017, i64 -2970174223312647786, i64 -1563248340095853661, i64 6024843996518658034, i64 718621336730405080, i64 -6679302967219244155, i64 3328034870986208117, i64 1672684744619306689, i64 -5162658619115609223, i64 -8970545856075756829, i64 -5111708603220227731, i64 8965210182149532773, i64 8555535473824159125, i64 4111651333356154152, i64 -4330767061174003086, i64 -4239562835870723191, i64 -2914198924640402128, i64 3999682325075695998, i64 8341500896009323972, i64 297956889220308695, i64 -7099292734868670191, i64 -8152361012580292778, i64 6806741856855634849, i64 5498675928299174173, i64 -5725270285902950948, i64 8841901128597221836, i64 8452800421686628345, i64 8170466794247151429, i64 3418145686321779422, i64 -7629649436654009993, i64 -885980405828750614, i64 -1279615140145250661, i64 -3645584372000451097, i64 -1959380958373714385, i64 -7401854505386743612, i64 2726709086420568843, i64 56600323866146812, i64 2432711764059673306, i64 6875692401370490017, i64 -2525618730407733492, i64 7150469517113480430, i64 -4524184818551573686, i64 6398633964089323354, i64 6824119869706748626, i64 7124491435314367896, i64 -5413128683141149161, i64 1648863654502257127, i64 -8159518228174467393, i64 7114119705011199411, i64 -3748695836744730090, i64 8708228644950752452, i64 -1200969192612019724, i64 -8253548825649809075, i64 -6218007400084108795, i64 4090442791415205777, i64 7208173716382451811, i64 -9156885958826744472, i64 4175721917217417792, i64 -1595983873127263617, i64 -7915925144243690988, i64 -4991676479780784319, i64 3502286560157455023, i64 -6532203062862126574, i64 4777171913562308143, i64 4711368926514029619, i64 -5148279762458990696, i64 -3276523506038921052, i64 -7330618301729952061, i64 8867750111338937128, i64 5817503254400830125, i64 7843308076737921667, i64 -8540058046490989581, i64 2422652698756804679, i64 4252262198383740502, i64 -2659446422212208921, i64 -8298729576016271950, i64 -382681700768530275, i64 4672201502568865753, i64 -5821590899938985698, i64 -1473505948212511144, i64 -4914601613263338112, i64 934305549654010667, i64 3120327478150945012], align 16

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local void @ZSTD_ldm_adjustParameters(ptr nocapture noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 {
  %3 = load i32, ptr %1, align 4, !tbaa !5
  %4 = getelementptr inbounds i8, ptr %0, i64 20
  store i32 %3, ptr %4, align 4, !tbaa !10
  %5 = getelementptr inbounds i8, ptr %0, i64 16
  %6 = load i32, ptr %5, align 4, !tbaa !12
  %7 = icmp eq i32 %6, 0
  %8 = getelementptr inbounds i8, ptr %0, i64 4
  %9 = load i32, ptr %8, align 4, !tbaa !13
  %10 = icmp eq i32 %9, 0
  br i1 %7, label %11, label %21

11:                                               ; preds = %2
  br i1 %10, label %16, label %12

12:                                               ; preds = %11
  %13 = icmp ugt i32 %3, %9
  br i1 %13, label %14, label %28

14:                                               ; preds = %12
  %15 = sub i32 %3, %9
  store i32 %15, ptr %5, align 4, !tbaa !12
  br label %28

16:                                               ; preds = %11
  %17 = getelementptr inbounds i8, ptr %1, i64 24
  %18 = load i32, ptr %17, align 4, !tbaa !14
  %19 = udiv i32 %18, 3
  %20 = sub nsw i32 7, %19
  store i32 %20, ptr %5, align 4, !tbaa !12
  br label %22

21:                                               ; preds = %2
  br i1 %10, label %22, label %28

22:                                               ; preds = %16, %21
  %23 = phi i32 [ %20, %16 ], [ %6, %21 ]
  %24 = getelementptr inbounds i8, ptr %0, i64 4
  %25 = sub i32 %3, %23
  %26 = tail call i32 @llvm.umin.i32(i32 %25, i32 30)
  %27 = tail call i32 @llvm.umax.i32(i32 %26, i32 6)
  store i32 %27, ptr %24, align 4, !tbaa !13
  br label %28

28:                                               ; preds = %12, %14, %22, %21
  %29 = phi i32 [ %27, %22 ], [ %9, %21 ], [ %9, %14 ], [ %9, %12 ]
  %30 = getelementptr inbounds i8, ptr %0, i64 12
  %31 = load i32, ptr %30, align 4, !tbaa !15
  %32 = icmp eq i32 %31, 0
  br i1 %32, label %33, label %38

33:                                               ; preds = %28
  %34 = getelementptr inbounds i8, ptr %1, i64 24
  %35 = load i32, ptr %34, align 4, !tbaa !14
  %36 = icmp ugt i32 %35, 7
  %37 = select i1 %36, i32 32, i32 64
  store i32 %37, ptr %30, align 4
  br label %38

38:                                               ; preds = %33, %28
  %39 = getelementptr inbounds i8, ptr %0, i64 8
  %40 = load i32, ptr %39, align 4, !tbaa !16
  %41 = icmp eq i32 %40, 0
  br i1 %41, label %42, label %47

42:                                               ; preds = %38
  %43 = getelementptr inbounds i8, ptr %1, i64 24
  %44 = load i32, ptr %43, align 4, !tbaa !14
  %45 = tail call i32 @llvm.umin.i32(i32 %44, i32 8)
  %46 = tail call i32 @llvm.umax.i32(i32 %45, i32 4)
  br label %47

47:                                               ; preds = %42, %38
  %48 = phi i32 [ %46, %42 ], [ %40, %38 ]
  %49 = tail call i32 @llvm.umin.i32(i32 %48, i32 %29)
  store i32 %49, ptr %39, align 4, !tbaa !16
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local i64 @ZSTD_ldm_getTableSize(ptr nocapture noundef readonly byval(%struct.ldmParams_t) align 8 %0) local_unnamed_addr #1 {
  %2 = getelementptr inbounds i8, ptr %0, i64 4
  %3 = load i32, ptr %2, align 4
  %4 = zext i32 %3 to i64
  %5 = getelementptr inbounds i8, ptr %0, i64 8
  %6 = load i32, ptr %5, align 8
  %7 = tail call i32 @llvm.umin.i32(i32 %6, i32 %3)
  %8 = zext i32 %7 to i64
  %9 = sub nsw i64 %4, %8
  %10 = shl nuw i64 1, %9
  %11 = shl i64 8, %4
  %12 = add i64 %10, %11
  %13 = load i32, ptr %0, align 8, !tbaa !17
  %14 = icmp eq i32 %13, 1
  %15 = select i1 %14, i64 %12, i64 0
  ret i64 %15
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local i64 @ZSTD_ldm_getMaxNbSeq(ptr nocapture noundef readonly byval(%struct.ldmParams_t) align 8 %0, i64 noundef %1) local_unnamed_addr #1 {
  %3 = load i32, ptr %0, align 8, !tbaa !17
  %4 = icmp eq i32 %3, 1
  br i1 %4, label %5, label %10

5:                                                ; preds = %2
  %6 = getelementptr inbounds i8, ptr %0, i64 12
  %7 = load i32, ptr %6, align 4, !tbaa !15
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
  %8 = load i32, ptr %7, align 4, !tbaa !15
  %9 = freeze i32 %8
  %10 = getelementptr inbounds i8, ptr %3, i64 8
  %11 = load i32, ptr %10, align 4, !tbaa !16
  %12 = getelementptr inbounds i8, ptr %3, i64 4
  %13 = load i32, ptr %12, align 4, !tbaa !13
  %14 = getelementptr inbounds i8, ptr %0, i64 8
  %15 = load ptr, ptr %14, align 8, !tbaa !18
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %5) #14
  %16 = getelementptr inbounds i8, ptr %0, i64 64
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %6) #14
  %17 = tail call i32 @llvm.umin.i32(i32 %9, i32 64)
  %18 = getelementptr inbounds i8, ptr %3, i64 16
  %19 = load i32, ptr %18, align 4, !tbaa !12
  store i64 4294967295, ptr %5, align 8, !tbaa !22
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
  store i32 0, ptr %6, align 4, !tbaa !25
  %44 = ptrtoint ptr %43 to i64
  %45 = sub i64 %33, %44
  %46 = call fastcc i64 @ZSTD_ldm_gear_feed(ptr noundef nonnull %5, ptr noundef %43, i64 noundef %45, ptr noundef nonnull %16, ptr noundef nonnull %6)
  %47 = load i32, ptr %6, align 4, !tbaa !25
  %48 = icmp eq i32 %47, 0
  br i1 %48, label %87, label %49

49:                                               ; preds = %42
  %50 = zext i32 %47 to i64
  br label %51

51:                                               ; preds = %49, %84
  %52 = phi i64 [ 0, %49 ], [ %85, %84 ]
  %53 = getelementptr inbounds i64, ptr %16, i64 %52
  %54 = load i64, ptr %53, align 8, !tbaa !26
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
  %66 = load i32, ptr %10, align 4, !tbaa !16
  %67 = and i64 %63, 4294967295
  %68 = or disjoint i64 %64, %67
  %69 = load ptr, ptr %40, align 8, !tbaa !27
  %70 = getelementptr inbounds i8, ptr %69, i64 %65
  %71 = load i8, ptr %70, align 1, !tbaa !28
  %72 = zext i8 %71 to i32
  %73 = load ptr, ptr %41, align 8, !tbaa !29
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
  store i8 %83, ptr %70, align 1, !tbaa !28
  br label %84

84:                                               ; preds = %51, %57
  %85 = add nuw nsw i64 %52, 1
  %86 = icmp eq i64 %85, %50
  br i1 %86, label %87, label %51, !llvm.loop !30

87:                                               ; preds = %84, %42
  %88 = getelementptr inbounds i8, ptr %43, i64 %46
  %89 = icmp ult ptr %88, %2
  br i1 %89, label %42, label %90, !llvm.loop !32

90:                                               ; preds = %87, %4
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %6) #14
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %5) #14
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal fastcc i64 @ZSTD_ldm_gear_feed(ptr nocapture noundef %0, ptr nocapture noundef readonly %1, i64 noundef %2, ptr nocapture noundef writeonly %3, ptr nocapture noundef %4) unnamed_addr #4 {
  %6 = load i64, ptr %0, align 8, !tbaa !22
  %7 = getelementptr inbounds i8, ptr %0, i64 8
  %8 = load i64, ptr %7, align 8, !tbaa !33
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
  %19 = load i8, ptr %18, align 1, !tbaa !28
  %20 = zext i8 %19 to i64
  %21 = getelementptr inbounds [256 x i64], ptr @ZSTD_ldm_gearTab, i64 0, i64 %20
  %22 = load i64, ptr %21, align 8, !tbaa !26
  %23 = add i64 %22, %17
  %24 = or disjoint i64 %15, 1
  %25 = and i64 %23, %8
  %26 = icmp eq i64 %25, 0
  br i1 %26, label %27, label %33, !prof !34

27:                                               ; preds = %14
  %28 = load i32, ptr %4, align 4, !tbaa !25
  %29 = zext i32 %28 to i64
  %30 = getelementptr inbounds i64, ptr %3, i64 %29
  store i64 %24, ptr %30, align 8, !tbaa !26
  %31 = add i32 %28, 1
  store i32 %31, ptr %4, align 4, !tbaa !25
  %32 = icmp eq i32 %31, 64
  br i1 %32, label %111, label %33

33:                                               ; preds = %14, %27
  %34 = shl i64 %23, 1
  %35 = getelementptr inbounds i8, ptr %1, i64 %24
  %36 = load i8, ptr %35, align 1, !tbaa !28
  %37 = zext i8 %36 to i64
  %38 = getelementptr inbounds [256 x i64], ptr @ZSTD_ldm_gearTab, i64 0, i64 %37
  %39 = load i64, ptr %38, align 8, !tbaa !26
  %40 = add i64 %39, %34
  %41 = or disjoint i64 %15, 2
  %42 = and i64 %40, %8
  %43 = icmp eq i64 %42, 0
  br i1 %43, label %44, label %50, !prof !34

44:                                               ; preds = %33
  %45 = load i32, ptr %4, align 4, !tbaa !25
  %46 = zext i32 %45 to i64
  %47 = getelementptr inbounds i64, ptr %3, i64 %46
  store i64 %41, ptr %47, align 8, !tbaa !26
  %48 = add i32 %45, 1
  store i32 %48, ptr %4, align 4, !tbaa !25
  %49 = icmp eq i32 %48, 64
  br i1 %49, label %111, label %50

50:                                               ; preds = %33, %44
  %51 = shl i64 %40, 1
  %52 = getelementptr inbounds i8, ptr %1, i64 %41
  %53 = load i8, ptr %52, align 1, !tbaa !28
  %54 = zext i8 %53 to i64
  %55 = getelementptr inbounds [256 x i64], ptr @ZSTD_ldm_gearTab, i64 0, i64 %54
  %56 = load i64, ptr %55, align 8, !tbaa !26
  %57 = add i64 %56, %51
  %58 = or disjoint i64 %15, 3
  %59 = and i64 %57, %8
  %60 = icmp eq i64 %59, 0
  br i1 %60, label %61, label %67, !prof !34

61:                                               ; preds = %50
  %62 = load i32, ptr %4, align 4, !tbaa !25
  %63 = zext i32 %62 to i64
  %64 = getelementptr inbounds i64, ptr %3, i64 %63
  store i64 %58, ptr %64, align 8, !tbaa !26
  %65 = add i32 %62, 1
  store i32 %65, ptr %4, align 4, !tbaa !25
  %66 = icmp eq i32 %65, 64
  br i1 %66, label %111, label %67

67:                                               ; preds = %50, %61
  %68 = shl i64 %57, 1
  %69 = getelementptr inbounds i8, ptr %1, i64 %58
  %70 = load i8, ptr %69, align 1, !tbaa !28
  %71 = zext i8 %70 to i64
  %72 = getelementptr inbounds [256 x i64], ptr @ZSTD_ldm_gearTab, i64 0, i64 %71
  %73 = load i64, ptr %72, align 8, !tbaa !26
  %74 = add i64 %73, %68
  %75 = add i64 %15, 4
  %76 = and i64 %74, %8
  %77 = icmp eq i64 %76, 0
  br i1 %77, label %78, label %84, !prof !34

78:                                               ; preds = %67
  %79 = load i32, ptr %4, align 4, !tbaa !25
  %80 = zext i32 %79 to i64
  %81 = getelementptr inbounds i64, ptr %3, i64 %80
  store i64 %75, ptr %81, align 8, !tbaa !26
  %82 = add i32 %79, 1
  store i32 %82, ptr %4, align 4, !tbaa !25
  %83 = icmp eq i32 %82, 64
  br i1 %83, label %111, label %84

84:                                               ; preds = %78, %67
  %85 = or disjoint i64 %75, 3
  %86 = icmp ult i64 %85, %2
  br i1 %86, label %14, label %10, !llvm.loop !35

87:                                               ; preds = %10, %110
  %88 = phi i64 [ %97, %110 ], [ %12, %10 ]
  %89 = phi i64 [ %96, %110 ], [ %11, %10 ]
  %90 = shl i64 %89, 1
  %91 = getelementptr inbounds i8, ptr %1, i64 %88
  %92 = load i8, ptr %91, align 1, !tbaa !28
  %93 = zext i8 %92 to i64
  %94 = getelementptr inbounds [256 x i64], ptr @ZSTD_ldm_gearTab, i64 0, i64 %93
  %95 = load i64, ptr %94, align 8, !tbaa !26
  %96 = add i64 %95, %90
  %97 = add nuw i64 %88, 1
  %98 = and i64 %96, %8
  %99 = icmp eq i64 %98, 0
  br i1 %99, label %100, label %108, !prof !34

100:                                              ; preds = %87
  %101 = load i32, ptr %4, align 4, !tbaa !25
  %102 = zext i32 %101 to i64
  %103 = getelementptr inbounds i64, ptr %3, i64 %102
  store i64 %97, ptr %103, align 8, !tbaa !26
  %104 = add i32 %101, 1
  store i32 %104, ptr %4, align 4, !tbaa !25
  %105 = icmp ne i32 %104, 64
  %106 = icmp ult i64 %97, %2
  %107 = select i1 %105, i1 %106, i1 false
  br i1 %107, label %110, label %111

108:                                              ; preds = %87
  %109 = icmp ult i64 %97, %2
  br i1 %109, label %110, label %111

110:                                              ; preds = %108, %100
  br label %87, !llvm.loop !36

111:                                              ; preds = %78, %61, %44, %27, %100, %108, %10
  %112 = phi i64 [ %11, %10 ], [ %96, %108 ], [ %96, %100 ], [ %74, %78 ], [ %57, %61 ], [ %40, %44 ], [ %23, %27 ]
  %113 = phi i64 [ %12, %10 ], [ %97, %108 ], [ %97, %100 ], [ %75, %78 ], [ %58, %61 ], [ %41, %44 ], [ %24, %27 ]
  store i64 %112, ptr %0, align 8, !tbaa !22
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
  %15 = load i64, ptr %10, align 1, !tbaa !26
  %16 = mul i64 %15, -4417276706812531889
  %17 = add i64 %16, %11
  %18 = tail call i64 @llvm.fshl.i64(i64 %17, i64 %17, i64 31)
  %19 = mul i64 %18, -7046029288634856825
  %20 = getelementptr inbounds i8, ptr %10, i64 8
  %21 = load i64, ptr %20, align 1, !tbaa !26
  %22 = mul i64 %21, -4417276706812531889
  %23 = add i64 %22, %12
  %24 = tail call i64 @llvm.fshl.i64(i64 %23, i64 %23, i64 31)
  %25 = mul i64 %24, -7046029288634856825
  %26 = getelementptr inbounds i8, ptr %10, i64 16
  %27 = load i64, ptr %26, align 1, !tbaa !26
  %28 = mul i64 %27, -4417276706812531889
  %29 = add i64 %28, %13
  %30 = tail call i64 @llvm.fshl.i64(i64 %29, i64 %29, i64 31)
  %31 = mul i64 %30, -7046029288634856825
  %32 = getelementptr inbounds i8, ptr %10, i64 24
  %33 = load i64, ptr %32, align 1, !tbaa !26
  %34 = mul i64 %33, -4417276706812531889
  %35 = add i64 %34, %14
  %36 = tail call i64 @llvm.fshl.i64(i64 %35, i64 %35, i64 31)
  %37 = mul i64 %36, -7046029288634856825
  %38 = getelementptr inbounds i8, ptr %10, i64 32
  %39 = icmp ult ptr %38, %8
  br i1 %39, label %9, label %40, !llvm.loop !37

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
  br label %205

74:                                               ; preds = %40, %4
  %75 = phi i64 [ 2870177450012600261, %4 ], [ %71, %40 ]
  %76 = phi ptr [ %0, %4 ], [ %38, %40 ]
  %77 = add i64 %75, %1
  %78 = and i64 %1, 31
  %79 = icmp ugt i64 %78, 7
  br i1 %79, label %80, label %127

80:                                               ; preds = %74
  %81 = add nsw i64 %78, -8
  %82 = and i64 %81, 8
  %83 = icmp eq i64 %82, 0
  br i1 %83, label %84, label %95

84:                                               ; preds = %80
  %85 = load i64, ptr %76, align 1, !tbaa !26
  %86 = mul i64 %85, -4417276706812531889
  %87 = tail call i64 @llvm.fshl.i64(i64 %86, i64 %86, i64 31)
  %88 = mul i64 %87, -7046029288634856825
  %89 = getelementptr inbounds i8, ptr %76, i64 8
  %90 = xor i64 %88, %77
  %91 = tail call i64 @llvm.fshl.i64(i64 %90, i64 %90, i64 27)
  %92 = mul i64 %91, -7046029288634856825
  %93 = add i64 %92, -8796714831421723037
  %94 = add nsw i64 %78, -8
  br label %95

95:                                               ; preds = %84, %80
  %96 = phi i64 [ %77, %80 ], [ %93, %84 ]
  %97 = phi ptr [ %76, %80 ], [ %89, %84 ]
  %98 = phi i64 [ %78, %80 ], [ %94, %84 ]
  %99 = phi ptr [ poison, %80 ], [ %89, %84 ]
  %100 = phi i64 [ poison, %80 ], [ %93, %84 ]
  %101 = phi i64 [ poison, %80 ], [ %94, %84 ]
  %102 = icmp ult i64 %81, 8
  br i1 %102, label %127, label %103

103:                                              ; preds = %95, %103
  %104 = phi i64 [ %124, %103 ], [ %96, %95 ]
  %105 = phi ptr [ %120, %103 ], [ %97, %95 ]
  %106 = phi i64 [ %125, %103 ], [ %98, %95 ]
  %107 = load i64, ptr %105, align 1, !tbaa !26
  %108 = mul i64 %107, -4417276706812531889
  %109 = tail call i64 @llvm.fshl.i64(i64 %108, i64 %108, i64 31)
  %110 = mul i64 %109, -7046029288634856825
  %111 = getelementptr inbounds i8, ptr %105, i64 8
  %112 = xor i64 %110, %104
  %113 = tail call i64 @llvm.fshl.i64(i64 %112, i64 %112, i64 27)
  %114 = mul i64 %113, -7046029288634856825
  %115 = add i64 %114, -8796714831421723037
  %116 = load i64, ptr %111, align 1, !tbaa !26
  %117 = mul i64 %116, -4417276706812531889
  %118 = tail call i64 @llvm.fshl.i64(i64 %117, i64 %117, i64 31)
  %119 = mul i64 %118, -7046029288634856825
  %120 = getelementptr inbounds i8, ptr %105, i64 16
  %121 = xor i64 %119, %115
  %122 = tail call i64 @llvm.fshl.i64(i64 %121, i64 %121, i64 27)
  %123 = mul i64 %122, -7046029288634856825
  %124 = add i64 %123, -8796714831421723037
  %125 = add nsw i64 %106, -16
  %126 = icmp ugt i64 %125, 7
  br i1 %126, label %103, label %127, !llvm.loop !38

127:                                              ; preds = %95, %103, %74
  %128 = phi i64 [ %78, %74 ], [ %101, %95 ], [ %125, %103 ]
  %129 = phi ptr [ %76, %74 ], [ %99, %95 ], [ %120, %103 ]
  %130 = phi i64 [ %77, %74 ], [ %100, %95 ], [ %124, %103 ]
  %131 = icmp ugt i64 %128, 3
  br i1 %131, label %132, label %142

132:                                              ; preds = %127
  %133 = load i32, ptr %129, align 1, !tbaa !25
  %134 = zext i32 %133 to i64
  %135 = mul i64 %134, -7046029288634856825
  %136 = xor i64 %135, %130
  %137 = getelementptr inbounds i8, ptr %129, i64 4
  %138 = tail call i64 @llvm.fshl.i64(i64 %136, i64 %136, i64 23)
  %139 = mul i64 %138, -4417276706812531889
  %140 = add i64 %139, 1609587929392839161
  %141 = add nsw i64 %128, -4
  br label %142

142:                                              ; preds = %132, %127
  %143 = phi i64 [ %141, %132 ], [ %128, %127 ]
  %144 = phi ptr [ %137, %132 ], [ %129, %127 ]
  %145 = phi i64 [ %140, %132 ], [ %130, %127 ]
  %146 = icmp eq i64 %143, 0
  br i1 %146, label %205, label %147

147:                                              ; preds = %142
  %148 = and i64 %143, 3
  %149 = icmp eq i64 %148, 0
  br i1 %149, label %165, label %150

150:                                              ; preds = %147, %150
  %151 = phi i64 [ %161, %150 ], [ %145, %147 ]
  %152 = phi ptr [ %155, %150 ], [ %144, %147 ]
  %153 = phi i64 [ %162, %150 ], [ %143, %147 ]
  %154 = phi i64 [ %163, %150 ], [ 0, %147 ]
  %155 = getelementptr inbounds i8, ptr %152, i64 1
  %156 = load i8, ptr %152, align 1, !tbaa !28
  %157 = zext i8 %156 to i64
  %158 = mul i64 %157, 2870177450012600261
  %159 = xor i64 %158, %151
  %160 = tail call i64 @llvm.fshl.i64(i64 %159, i64 %159, i64 11)
  %161 = mul i64 %160, -7046029288634856825
  %162 = add nsw i64 %153, -1
  %163 = add i64 %154, 1
  %164 = icmp eq i64 %163, %148
  br i1 %164, label %165, label %150, !llvm.loop !39

165:                                              ; preds = %150, %147
  %166 = phi i64 [ poison, %147 ], [ %161, %150 ]
  %167 = phi i64 [ %145, %147 ], [ %161, %150 ]
  %168 = phi ptr [ %144, %147 ], [ %155, %150 ]
  %169 = phi i64 [ %143, %147 ], [ %162, %150 ]
  %170 = icmp ult i64 %143, 4
  br i1 %170, label %205, label %171

171:                                              ; preds = %165, %171
  %172 = phi i64 [ %202, %171 ], [ %167, %165 ]
  %173 = phi ptr [ %196, %171 ], [ %168, %165 ]
  %174 = phi i64 [ %203, %171 ], [ %169, %165 ]
  %175 = getelementptr inbounds i8, ptr %173, i64 1
  %176 = load i8, ptr %173, align 1, !tbaa !28
  %177 = zext i8 %176 to i64
  %178 = mul i64 %177, 2870177450012600261
  %179 = xor i64 %178, %172
  %180 = tail call i64 @llvm.fshl.i64(i64 %179, i64 %179, i64 11)
  %181 = mul i64 %180, -7046029288634856825
  %182 = getelementptr inbounds i8, ptr %173, i64 2
  %183 = load i8, ptr %175, align 1, !tbaa !28
  %184 = zext i8 %183 to i64
  %185 = mul i64 %184, 2870177450012600261
  %186 = xor i64 %185, %181
  %187 = tail call i64 @llvm.fshl.i64(i64 %186, i64 %186, i64 11)
  %188 = mul i64 %187, -7046029288634856825
  %189 = getelementptr inbounds i8, ptr %173, i64 3
  %190 = load i8, ptr %182, align 1, !tbaa !28
  %191 = zext i8 %190 to i64
  %192 = mul i64 %191, 2870177450012600261
  %193 = xor i64 %192, %188
  %194 = tail call i64 @llvm.fshl.i64(i64 %193, i64 %193, i64 11)
  %195 = mul i64 %194, -7046029288634856825
  %196 = getelementptr inbounds i8, ptr %173, i64 4
  %197 = load i8, ptr %189, align 1, !tbaa !28
  %198 = zext i8 %197 to i64
  %199 = mul i64 %198, 2870177450012600261
  %200 = xor i64 %199, %195
  %201 = tail call i64 @llvm.fshl.i64(i64 %200, i64 %200, i64 11)
  %202 = mul i64 %201, -7046029288634856825
  %203 = add nsw i64 %174, -4
  %204 = icmp eq i64 %203, 0
  br i1 %204, label %205, label %171, !llvm.loop !41

205:                                              ; preds = %165, %171, %72, %142
  %206 = phi i64 [ %145, %142 ], [ 2870177450012600261, %72 ], [ %166, %165 ], [ %202, %171 ]
  %207 = lshr i64 %206, 33
  %208 = xor i64 %207, %206
  %209 = mul i64 %208, -4417276706812531889
  %210 = lshr i64 %209, 29
  %211 = xor i64 %210, %209
  %212 = mul i64 %211, 1609587929392839161
  %213 = lshr i64 %212, 32
  %214 = xor i64 %213, %212
  ret i64 %214
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local i64 @ZSTD_ldm_generateSequences(ptr nocapture noundef %0, ptr nocapture noundef %1, ptr nocapture noundef readonly %2, ptr noundef %3, i64 noundef %4) local_unnamed_addr #6 {
  %6 = alloca %struct.ldmRollingHashState_t, align 8
  %7 = alloca i32, align 4
  %8 = getelementptr inbounds i8, ptr %2, i64 20
  %9 = load i32, ptr %8, align 4, !tbaa !10
  %10 = shl nuw i32 1, %9
  %11 = getelementptr inbounds i8, ptr %3, i64 %4
  %12 = lshr i64 %4, 20
  %13 = and i64 %4, 1048575
  %14 = icmp ne i64 %13, 0
  %15 = zext i1 %14 to i64
  %16 = add nuw nsw i64 %12, %15
  %17 = icmp eq i64 %16, 0
  br i1 %17, label %652, label %18

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
  %36 = load i64, ptr %19, align 8, !tbaa !42
  br label %37

37:                                               ; preds = %18, %648
  %38 = phi i64 [ %36, %18 ], [ %637, %648 ]
  %39 = phi i64 [ 0, %18 ], [ %650, %648 ]
  %40 = phi i64 [ 0, %18 ], [ %649, %648 ]
  %41 = load i64, ptr %20, align 8, !tbaa !44
  %42 = icmp ult i64 %38, %41
  br i1 %42, label %43, label %652

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
  %53 = load ptr, ptr %22, align 1
  %54 = ptrtoint ptr %53 to i64
  %55 = sub i64 %51, %54
  %56 = trunc i64 %55 to i32
  %57 = icmp ult i32 %56, -624951295
  br i1 %57, label %58, label %60

58:                                               ; preds = %43
  %59 = load i32, ptr %21, align 4, !tbaa !25
  br label %112

60:                                               ; preds = %43
  %61 = load i32, ptr %24, align 4, !tbaa !13
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
  %71 = load i32, ptr %25, align 4, !tbaa !47
  %72 = icmp ult i32 %71, %65
  %73 = sub i32 %71, %66
  %74 = select i1 %72, i32 2, i32 %73
  store i32 %74, ptr %25, align 4, !tbaa !47
  %75 = load i32, ptr %26, align 8, !tbaa !48
  %76 = icmp ult i32 %75, %65
  %77 = sub i32 %75, %66
  %78 = select i1 %76, i32 2, i32 %77
  store i32 %78, ptr %26, align 8, !tbaa !48
  %79 = load i32, ptr %27, align 8, !tbaa !49
  %80 = add i32 %79, 1
  store i32 %80, ptr %27, align 8, !tbaa !49
  %81 = load ptr, ptr %28, align 8, !tbaa !29
  %82 = zext i32 %62 to i64
  %83 = and i64 %82, 1
  %84 = icmp eq i32 %61, 0
  br i1 %84, label %100, label %85

85:                                               ; preds = %60
  %86 = and i64 %82, 4294967294
  br label %87

87:                                               ; preds = %87, %85
  %88 = phi i64 [ 0, %85 ], [ %97, %87 ]
  %89 = phi i64 [ 0, %85 ], [ %98, %87 ]
  %90 = getelementptr inbounds %struct.ldmEntry_t, ptr %81, i64 %88
  %91 = load i32, ptr %90, align 4, !tbaa !50
  %92 = tail call i32 @llvm.usub.sat.i32(i32 %91, i32 %66)
  store i32 %92, ptr %90, align 4, !tbaa !50
  %93 = or disjoint i64 %88, 1
  %94 = getelementptr inbounds %struct.ldmEntry_t, ptr %81, i64 %93
  %95 = load i32, ptr %94, align 4, !tbaa !50
  %96 = tail call i32 @llvm.usub.sat.i32(i32 %95, i32 %66)
  store i32 %96, ptr %94, align 4, !tbaa !50
  %97 = add nuw nsw i64 %88, 2
  %98 = add i64 %89, 2
  %99 = icmp eq i64 %98, %86
  br i1 %99, label %100, label %87, !llvm.loop !52

100:                                              ; preds = %87, %60
  %101 = phi i64 [ 0, %60 ], [ %97, %87 ]
  %102 = icmp eq i64 %83, 0
  br i1 %102, label %107, label %103

103:                                              ; preds = %100
  %104 = getelementptr inbounds %struct.ldmEntry_t, ptr %81, i64 %101
  %105 = load i32, ptr %104, align 4, !tbaa !50
  %106 = tail call i32 @llvm.usub.sat.i32(i32 %105, i32 %66)
  store i32 %106, ptr %104, align 4, !tbaa !50
  br label %107

107:                                              ; preds = %100, %103
  store i32 0, ptr %21, align 8, !tbaa !53
  %108 = load ptr, ptr %22, align 8, !tbaa !45
  %109 = ptrtoint ptr %108 to i64
  %110 = sub i64 %51, %109
  %111 = trunc i64 %110 to i32
  br label %112

112:                                              ; preds = %58, %107
  %113 = phi i32 [ %56, %58 ], [ %111, %107 ]
  %114 = phi i64 [ %54, %58 ], [ %109, %107 ]
  %115 = phi i32 [ %59, %58 ], [ 0, %107 ]
  %116 = phi ptr [ %53, %58 ], [ %108, %107 ]
  %117 = add i32 %115, %10
  %118 = icmp ult i32 %117, %113
  br i1 %118, label %122, label %119

119:                                              ; preds = %112
  %120 = load i32, ptr %26, align 1
  %121 = load i32, ptr %25, align 1
  br label %134

122:                                              ; preds = %112
  %123 = sub i32 %113, %10
  %124 = load i32, ptr %25, align 4
  %125 = icmp ult i32 %124, %123
  br i1 %125, label %126, label %127

126:                                              ; preds = %122
  store i32 %123, ptr %25, align 4, !tbaa !47
  br label %127

127:                                              ; preds = %126, %122
  %128 = phi i32 [ %123, %126 ], [ %124, %122 ]
  %129 = load i32, ptr %26, align 8
  %130 = icmp ult i32 %129, %128
  br i1 %130, label %131, label %132

131:                                              ; preds = %127
  store i32 %128, ptr %26, align 8, !tbaa !48
  br label %132

132:                                              ; preds = %131, %127
  %133 = phi i32 [ %128, %131 ], [ %129, %127 ]
  store i32 0, ptr %21, align 4, !tbaa !25
  br label %134

134:                                              ; preds = %119, %132
  %135 = phi i32 [ %121, %119 ], [ %128, %132 ]
  %136 = phi i32 [ %120, %119 ], [ %133, %132 ]
  %137 = icmp ult i32 %135, %136
  %138 = load i32, ptr %29, align 4, !tbaa !15
  %139 = freeze i32 %138
  %140 = load i32, ptr %30, align 4, !tbaa !16
  %141 = shl nuw i32 1, %140
  %142 = load i32, ptr %24, align 4, !tbaa !13
  %143 = sub i32 %142, %140
  br i1 %137, label %144, label %146

144:                                              ; preds = %134
  %145 = load ptr, ptr %23, align 8, !tbaa !54
  br label %146

146:                                              ; preds = %144, %134
  %147 = phi i32 [ %135, %144 ], [ %136, %134 ]
  %148 = phi ptr [ %145, %144 ], [ null, %134 ]
  %149 = zext i32 %147 to i64
  %150 = getelementptr inbounds i8, ptr %148, i64 %149
  %151 = select i1 %137, ptr %150, ptr null
  %152 = zext i32 %136 to i64
  %153 = getelementptr inbounds i8, ptr %148, i64 %152
  %154 = select i1 %137, ptr %153, ptr null
  %155 = getelementptr inbounds i8, ptr %116, i64 %152
  %156 = getelementptr inbounds i8, ptr %45, i64 %52
  %157 = getelementptr inbounds i8, ptr %156, i64 -8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %6) #14
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %7) #14
  %158 = zext i32 %139 to i64
  %159 = icmp ult i64 %52, %158
  br i1 %159, label %160, label %161

160:                                              ; preds = %146
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %7) #14
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %6) #14
  br label %636

161:                                              ; preds = %146
  %162 = tail call i32 @llvm.umin.i32(i32 %139, i32 64)
  %163 = load i32, ptr %33, align 4, !tbaa !12
  store i64 4294967295, ptr %6, align 8, !tbaa !22
  %164 = add i32 %163, -1
  %165 = icmp ult i32 %164, %162
  %166 = zext nneg i32 %163 to i64
  %167 = shl nsw i64 -1, %166
  %168 = xor i64 %167, -1
  %169 = sub nsw i32 %162, %163
  %170 = select i1 %165, i32 %169, i32 0
  %171 = zext nneg i32 %170 to i64
  %172 = shl i64 %168, %171
  store i64 %172, ptr %34, align 8
  %173 = getelementptr inbounds i8, ptr %45, i64 %158
  %174 = icmp ult ptr %173, %157
  br i1 %174, label %175, label %631

175:                                              ; preds = %161
  %176 = ptrtoint ptr %157 to i64
  %177 = sub nsw i64 0, %158
  %178 = shl nsw i32 -1, %143
  %179 = xor i32 %178, -1
  %180 = zext i32 %141 to i64
  %181 = getelementptr inbounds i8, ptr %156, i64 -7
  %182 = getelementptr inbounds i8, ptr %156, i64 -3
  %183 = getelementptr inbounds i8, ptr %156, i64 -1
  %184 = icmp ugt ptr %154, %151
  br label %185

185:                                              ; preds = %623, %175
  %186 = phi ptr [ %45, %175 ], [ %625, %623 ]
  %187 = phi ptr [ %173, %175 ], [ %626, %623 ]
  store i32 0, ptr %7, align 4, !tbaa !25
  %188 = ptrtoint ptr %187 to i64
  %189 = sub i64 %176, %188
  %190 = call fastcc i64 @ZSTD_ldm_gear_feed(ptr noundef nonnull %6, ptr noundef %187, i64 noundef %189, ptr noundef nonnull %31, ptr noundef nonnull %7)
  %191 = load i32, ptr %7, align 4, !tbaa !25
  %192 = icmp eq i32 %191, 0
  br i1 %192, label %623, label %193

193:                                              ; preds = %185
  %194 = getelementptr i8, ptr %187, i64 %177
  %195 = load i32, ptr %30, align 4, !tbaa !16
  %196 = load ptr, ptr %28, align 8, !tbaa !29
  %197 = zext nneg i32 %195 to i64
  %198 = zext i32 %191 to i64
  br label %201

199:                                              ; preds = %201
  %200 = getelementptr inbounds i8, ptr %187, i64 %190
  br label %220

201:                                              ; preds = %201, %193
  %202 = phi i64 [ 0, %193 ], [ %218, %201 ]
  %203 = getelementptr inbounds i64, ptr %31, i64 %202
  %204 = load i64, ptr %203, align 8, !tbaa !26
  %205 = getelementptr i8, ptr %194, i64 %204
  %206 = tail call fastcc i64 @XXH_INLINE_XXH64(ptr nocapture noundef %205, i64 noundef %158) #15
  %207 = trunc i64 %206 to i32
  %208 = and i32 %207, %179
  %209 = getelementptr inbounds %struct.ldmMatchCandidate_t, ptr %32, i64 %202
  store ptr %205, ptr %209, align 8, !tbaa !55
  %210 = getelementptr inbounds i8, ptr %209, i64 8
  store i32 %208, ptr %210, align 8, !tbaa !57
  %211 = lshr i64 %206, 32
  %212 = trunc nuw i64 %211 to i32
  %213 = getelementptr inbounds i8, ptr %209, i64 12
  store i32 %212, ptr %213, align 4, !tbaa !58
  %214 = zext nneg i32 %208 to i64
  %215 = shl i64 %214, %197
  %216 = getelementptr inbounds %struct.ldmEntry_t, ptr %196, i64 %215
  %217 = getelementptr inbounds i8, ptr %209, i64 16
  store ptr %216, ptr %217, align 8, !tbaa !59
  tail call void @llvm.prefetch.p0(ptr %216, i32 0, i32 3, i32 1)
  %218 = add nuw nsw i64 %202, 1
  %219 = icmp eq i64 %218, %198
  br i1 %219, label %199, label %201, !llvm.loop !60

220:                                              ; preds = %619, %199
  %221 = phi i64 [ 0, %199 ], [ %621, %619 ]
  %222 = phi ptr [ %186, %199 ], [ %620, %619 ]
  %223 = getelementptr inbounds %struct.ldmMatchCandidate_t, ptr %32, i64 %221
  %224 = load ptr, ptr %223, align 8, !tbaa !55
  %225 = getelementptr inbounds i8, ptr %223, i64 12
  %226 = load i32, ptr %225, align 4, !tbaa !58
  %227 = getelementptr inbounds i8, ptr %223, i64 8
  %228 = load i32, ptr %227, align 8, !tbaa !57
  %229 = ptrtoint ptr %224 to i64
  %230 = sub i64 %229, %114
  %231 = trunc i64 %230 to i32
  %232 = icmp ult ptr %224, %222
  br i1 %232, label %597, label %233

233:                                              ; preds = %220
  %234 = getelementptr inbounds i8, ptr %223, i64 16
  %235 = load ptr, ptr %234, align 8, !tbaa !59
  %236 = getelementptr inbounds %struct.ldmEntry_t, ptr %235, i64 %180
  %237 = icmp ugt ptr %181, %224
  %238 = icmp ugt ptr %224, %222
  br label %239

239:                                              ; preds = %541, %233
  %240 = phi i64 [ 0, %233 ], [ %545, %541 ]
  %241 = phi i64 [ 0, %233 ], [ %544, %541 ]
  %242 = phi i64 [ 0, %233 ], [ %543, %541 ]
  %243 = phi ptr [ %235, %233 ], [ %546, %541 ]
  %244 = phi ptr [ null, %233 ], [ %542, %541 ]
  %245 = getelementptr inbounds i8, ptr %243, i64 4
  %246 = load i32, ptr %245, align 4, !tbaa !61
  %247 = icmp eq i32 %246, %226
  br i1 %247, label %248, label %541

248:                                              ; preds = %239
  %249 = load i32, ptr %243, align 4, !tbaa !50
  %250 = icmp ugt i32 %249, %147
  br i1 %250, label %251, label %541

251:                                              ; preds = %248
  br i1 %137, label %252, label %451

252:                                              ; preds = %251
  %253 = icmp ult i32 %249, %136
  %254 = select i1 %253, ptr %148, ptr %116
  %255 = zext i32 %249 to i64
  %256 = getelementptr inbounds i8, ptr %254, i64 %255
  %257 = select i1 %253, ptr %153, ptr %156
  %258 = ptrtoint ptr %257 to i64
  %259 = ptrtoint ptr %256 to i64
  %260 = sub i64 %258, %259
  %261 = getelementptr inbounds i8, ptr %224, i64 %260
  %262 = icmp ult ptr %261, %50
  %263 = select i1 %262, ptr %261, ptr %156
  %264 = getelementptr inbounds i8, ptr %263, i64 -7
  %265 = icmp ugt ptr %264, %224
  br i1 %265, label %266, label %291

266:                                              ; preds = %252
  %267 = load i64, ptr %256, align 1, !tbaa !26
  %268 = load i64, ptr %224, align 1, !tbaa !26
  %269 = icmp eq i64 %267, %268
  br i1 %269, label %274, label %270

270:                                              ; preds = %266
  %271 = xor i64 %268, %267
  %272 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %271, i1 true)
  %273 = lshr i64 %272, 3
  br label %329

274:                                              ; preds = %266, %280
  %275 = phi ptr [ %278, %280 ], [ %256, %266 ]
  %276 = phi ptr [ %277, %280 ], [ %224, %266 ]
  %277 = getelementptr inbounds i8, ptr %276, i64 8
  %278 = getelementptr inbounds i8, ptr %275, i64 8
  %279 = icmp ult ptr %277, %264
  br i1 %279, label %280, label %291

280:                                              ; preds = %274
  %281 = load i64, ptr %278, align 1, !tbaa !26
  %282 = load i64, ptr %277, align 1, !tbaa !26
  %283 = icmp eq i64 %281, %282
  br i1 %283, label %274, label %284

284:                                              ; preds = %280
  %285 = xor i64 %282, %281
  %286 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %285, i1 true)
  %287 = lshr i64 %286, 3
  %288 = getelementptr inbounds i8, ptr %277, i64 %287
  %289 = ptrtoint ptr %288 to i64
  %290 = sub i64 %289, %229
  br label %329

291:                                              ; preds = %274, %252
  %292 = phi ptr [ %256, %252 ], [ %278, %274 ]
  %293 = phi ptr [ %224, %252 ], [ %277, %274 ]
  %294 = getelementptr inbounds i8, ptr %263, i64 -3
  %295 = icmp ult ptr %293, %294
  br i1 %295, label %296, label %303

296:                                              ; preds = %291
  %297 = load i32, ptr %292, align 1, !tbaa !25
  %298 = load i32, ptr %293, align 1, !tbaa !25
  %299 = icmp eq i32 %297, %298
  br i1 %299, label %300, label %303

300:                                              ; preds = %296
  %301 = getelementptr inbounds i8, ptr %293, i64 4
  %302 = getelementptr inbounds i8, ptr %292, i64 4
  br label %303

303:                                              ; preds = %300, %296, %291
  %304 = phi ptr [ %302, %300 ], [ %292, %296 ], [ %292, %291 ]
  %305 = phi ptr [ %301, %300 ], [ %293, %296 ], [ %293, %291 ]
  %306 = getelementptr inbounds i8, ptr %263, i64 -1
  %307 = icmp ult ptr %305, %306
  br i1 %307, label %308, label %315

308:                                              ; preds = %303
  %309 = load i16, ptr %304, align 1, !tbaa !62
  %310 = load i16, ptr %305, align 1, !tbaa !62
  %311 = icmp eq i16 %309, %310
  br i1 %311, label %312, label %315

312:                                              ; preds = %308
  %313 = getelementptr inbounds i8, ptr %305, i64 2
  %314 = getelementptr inbounds i8, ptr %304, i64 2
  br label %315

315:                                              ; preds = %312, %308, %303
  %316 = phi ptr [ %314, %312 ], [ %304, %308 ], [ %304, %303 ]
  %317 = phi ptr [ %313, %312 ], [ %305, %308 ], [ %305, %303 ]
  %318 = icmp ult ptr %317, %263
  br i1 %318, label %319, label %325

319:                                              ; preds = %315
  %320 = load i8, ptr %316, align 1, !tbaa !28
  %321 = load i8, ptr %317, align 1, !tbaa !28
  %322 = icmp eq i8 %320, %321
  %323 = zext i1 %322 to i64
  %324 = getelementptr inbounds i8, ptr %317, i64 %323
  br label %325

325:                                              ; preds = %319, %315
  %326 = phi ptr [ %317, %315 ], [ %324, %319 ]
  %327 = ptrtoint ptr %326 to i64
  %328 = sub i64 %327, %229
  br label %329

329:                                              ; preds = %325, %284, %270
  %330 = phi i64 [ %328, %325 ], [ %273, %270 ], [ %290, %284 ]
  %331 = getelementptr inbounds i8, ptr %256, i64 %330
  %332 = icmp eq ptr %331, %257
  br i1 %332, label %333, label %402

333:                                              ; preds = %329
  %334 = getelementptr inbounds i8, ptr %224, i64 %330
  %335 = icmp ugt ptr %181, %334
  br i1 %335, label %336, label %362

336:                                              ; preds = %333
  %337 = load i64, ptr %155, align 1, !tbaa !26
  %338 = load i64, ptr %334, align 1, !tbaa !26
  %339 = icmp eq i64 %337, %338
  br i1 %339, label %344, label %340

340:                                              ; preds = %336
  %341 = xor i64 %338, %337
  %342 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %341, i1 true)
  %343 = lshr i64 %342, 3
  br label %399

344:                                              ; preds = %336, %350
  %345 = phi ptr [ %348, %350 ], [ %155, %336 ]
  %346 = phi ptr [ %347, %350 ], [ %334, %336 ]
  %347 = getelementptr inbounds i8, ptr %346, i64 8
  %348 = getelementptr inbounds i8, ptr %345, i64 8
  %349 = icmp ult ptr %347, %181
  br i1 %349, label %350, label %362

350:                                              ; preds = %344
  %351 = load i64, ptr %348, align 1, !tbaa !26
  %352 = load i64, ptr %347, align 1, !tbaa !26
  %353 = icmp eq i64 %351, %352
  br i1 %353, label %344, label %354

354:                                              ; preds = %350
  %355 = xor i64 %352, %351
  %356 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %355, i1 true)
  %357 = lshr i64 %356, 3
  %358 = getelementptr inbounds i8, ptr %347, i64 %357
  %359 = ptrtoint ptr %358 to i64
  %360 = ptrtoint ptr %334 to i64
  %361 = sub i64 %359, %360
  br label %399

362:                                              ; preds = %344, %333
  %363 = phi ptr [ %155, %333 ], [ %348, %344 ]
  %364 = phi ptr [ %334, %333 ], [ %347, %344 ]
  %365 = icmp ult ptr %364, %182
  br i1 %365, label %366, label %373

366:                                              ; preds = %362
  %367 = load i32, ptr %363, align 1, !tbaa !25
  %368 = load i32, ptr %364, align 1, !tbaa !25
  %369 = icmp eq i32 %367, %368
  br i1 %369, label %370, label %373

370:                                              ; preds = %366
  %371 = getelementptr inbounds i8, ptr %364, i64 4
  %372 = getelementptr inbounds i8, ptr %363, i64 4
  br label %373

373:                                              ; preds = %370, %366, %362
  %374 = phi ptr [ %372, %370 ], [ %363, %366 ], [ %363, %362 ]
  %375 = phi ptr [ %371, %370 ], [ %364, %366 ], [ %364, %362 ]
  %376 = icmp ult ptr %375, %183
  br i1 %376, label %377, label %384

377:                                              ; preds = %373
  %378 = load i16, ptr %374, align 1, !tbaa !62
  %379 = load i16, ptr %375, align 1, !tbaa !62
  %380 = icmp eq i16 %378, %379
  br i1 %380, label %381, label %384

381:                                              ; preds = %377
  %382 = getelementptr inbounds i8, ptr %375, i64 2
  %383 = getelementptr inbounds i8, ptr %374, i64 2
  br label %384

384:                                              ; preds = %381, %377, %373
  %385 = phi ptr [ %383, %381 ], [ %374, %377 ], [ %374, %373 ]
  %386 = phi ptr [ %382, %381 ], [ %375, %377 ], [ %375, %373 ]
  %387 = icmp ult ptr %386, %50
  br i1 %387, label %388, label %394

388:                                              ; preds = %384
  %389 = load i8, ptr %385, align 1, !tbaa !28
  %390 = load i8, ptr %386, align 1, !tbaa !28
  %391 = icmp eq i8 %389, %390
  %392 = zext i1 %391 to i64
  %393 = getelementptr inbounds i8, ptr %386, i64 %392
  br label %394

394:                                              ; preds = %388, %384
  %395 = phi ptr [ %386, %384 ], [ %393, %388 ]
  %396 = ptrtoint ptr %395 to i64
  %397 = ptrtoint ptr %334 to i64
  %398 = sub i64 %396, %397
  br label %399

399:                                              ; preds = %394, %354, %340
  %400 = phi i64 [ %398, %394 ], [ %343, %340 ], [ %361, %354 ]
  %401 = add i64 %400, %330
  br label %402

402:                                              ; preds = %399, %329
  %403 = phi i64 [ %401, %399 ], [ %330, %329 ]
  %404 = icmp ult i64 %403, %158
  br i1 %404, label %541, label %405

405:                                              ; preds = %402
  %406 = select i1 %253, ptr %151, ptr %155
  %407 = icmp ugt ptr %256, %406
  %408 = and i1 %238, %407
  br i1 %408, label %409, label %423

409:                                              ; preds = %405, %418
  %410 = phi i64 [ %419, %418 ], [ 0, %405 ]
  %411 = phi ptr [ %413, %418 ], [ %224, %405 ]
  %412 = phi ptr [ %415, %418 ], [ %256, %405 ]
  %413 = getelementptr inbounds i8, ptr %411, i64 -1
  %414 = load i8, ptr %413, align 1, !tbaa !28
  %415 = getelementptr inbounds i8, ptr %412, i64 -1
  %416 = load i8, ptr %415, align 1, !tbaa !28
  %417 = icmp eq i8 %414, %416
  br i1 %417, label %418, label %423

418:                                              ; preds = %409
  %419 = add i64 %410, 1
  %420 = icmp ugt ptr %413, %222
  %421 = icmp ugt ptr %415, %406
  %422 = and i1 %420, %421
  br i1 %422, label %409, label %423, !llvm.loop !64

423:                                              ; preds = %418, %409, %405
  %424 = phi i64 [ 0, %405 ], [ %410, %409 ], [ %419, %418 ]
  %425 = sub i64 0, %424
  %426 = getelementptr inbounds i8, ptr %256, i64 %425
  %427 = icmp ne ptr %426, %406
  %428 = icmp eq ptr %406, %151
  %429 = or i1 %428, %427
  br i1 %429, label %535, label %430

430:                                              ; preds = %423
  %431 = getelementptr inbounds i8, ptr %224, i64 %425
  %432 = icmp ugt ptr %431, %222
  %433 = and i1 %184, %432
  br i1 %433, label %434, label %448

434:                                              ; preds = %430, %443
  %435 = phi i64 [ %444, %443 ], [ 0, %430 ]
  %436 = phi ptr [ %438, %443 ], [ %431, %430 ]
  %437 = phi ptr [ %440, %443 ], [ %154, %430 ]
  %438 = getelementptr inbounds i8, ptr %436, i64 -1
  %439 = load i8, ptr %438, align 1, !tbaa !28
  %440 = getelementptr inbounds i8, ptr %437, i64 -1
  %441 = load i8, ptr %440, align 1, !tbaa !28
  %442 = icmp eq i8 %439, %441
  br i1 %442, label %443, label %448

443:                                              ; preds = %434
  %444 = add i64 %435, 1
  %445 = icmp ugt ptr %438, %222
  %446 = icmp ugt ptr %440, %151
  %447 = and i1 %445, %446
  br i1 %447, label %434, label %448, !llvm.loop !64

448:                                              ; preds = %443, %434, %430
  %449 = phi i64 [ 0, %430 ], [ %435, %434 ], [ %444, %443 ]
  %450 = add i64 %449, %424
  br label %535

451:                                              ; preds = %251
  %452 = zext i32 %249 to i64
  %453 = getelementptr inbounds i8, ptr %116, i64 %452
  br i1 %237, label %454, label %479

454:                                              ; preds = %451
  %455 = load i64, ptr %453, align 1, !tbaa !26
  %456 = load i64, ptr %224, align 1, !tbaa !26
  %457 = icmp eq i64 %455, %456
  br i1 %457, label %462, label %458

458:                                              ; preds = %454
  %459 = xor i64 %456, %455
  %460 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %459, i1 true)
  %461 = lshr i64 %460, 3
  br label %515

462:                                              ; preds = %454, %468
  %463 = phi ptr [ %466, %468 ], [ %453, %454 ]
  %464 = phi ptr [ %465, %468 ], [ %224, %454 ]
  %465 = getelementptr inbounds i8, ptr %464, i64 8
  %466 = getelementptr inbounds i8, ptr %463, i64 8
  %467 = icmp ult ptr %465, %181
  br i1 %467, label %468, label %479

468:                                              ; preds = %462
  %469 = load i64, ptr %466, align 1, !tbaa !26
  %470 = load i64, ptr %465, align 1, !tbaa !26
  %471 = icmp eq i64 %469, %470
  br i1 %471, label %462, label %472

472:                                              ; preds = %468
  %473 = xor i64 %470, %469
  %474 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %473, i1 true)
  %475 = lshr i64 %474, 3
  %476 = getelementptr inbounds i8, ptr %465, i64 %475
  %477 = ptrtoint ptr %476 to i64
  %478 = sub i64 %477, %229
  br label %515

479:                                              ; preds = %462, %451
  %480 = phi ptr [ %453, %451 ], [ %466, %462 ]
  %481 = phi ptr [ %224, %451 ], [ %465, %462 ]
  %482 = icmp ult ptr %481, %182
  br i1 %482, label %483, label %490

483:                                              ; preds = %479
  %484 = load i32, ptr %480, align 1, !tbaa !25
  %485 = load i32, ptr %481, align 1, !tbaa !25
  %486 = icmp eq i32 %484, %485
  br i1 %486, label %487, label %490

487:                                              ; preds = %483
  %488 = getelementptr inbounds i8, ptr %481, i64 4
  %489 = getelementptr inbounds i8, ptr %480, i64 4
  br label %490

490:                                              ; preds = %487, %483, %479
  %491 = phi ptr [ %489, %487 ], [ %480, %483 ], [ %480, %479 ]
  %492 = phi ptr [ %488, %487 ], [ %481, %483 ], [ %481, %479 ]
  %493 = icmp ult ptr %492, %183
  br i1 %493, label %494, label %501

494:                                              ; preds = %490
  %495 = load i16, ptr %491, align 1, !tbaa !62
  %496 = load i16, ptr %492, align 1, !tbaa !62
  %497 = icmp eq i16 %495, %496
  br i1 %497, label %498, label %501

498:                                              ; preds = %494
  %499 = getelementptr inbounds i8, ptr %492, i64 2
  %500 = getelementptr inbounds i8, ptr %491, i64 2
  br label %501

501:                                              ; preds = %498, %494, %490
  %502 = phi ptr [ %500, %498 ], [ %491, %494 ], [ %491, %490 ]
  %503 = phi ptr [ %499, %498 ], [ %492, %494 ], [ %492, %490 ]
  %504 = icmp ult ptr %503, %50
  br i1 %504, label %505, label %511

505:                                              ; preds = %501
  %506 = load i8, ptr %502, align 1, !tbaa !28
  %507 = load i8, ptr %503, align 1, !tbaa !28
  %508 = icmp eq i8 %506, %507
  %509 = zext i1 %508 to i64
  %510 = getelementptr inbounds i8, ptr %503, i64 %509
  br label %511

511:                                              ; preds = %505, %501
  %512 = phi ptr [ %503, %501 ], [ %510, %505 ]
  %513 = ptrtoint ptr %512 to i64
  %514 = sub i64 %513, %229
  br label %515

515:                                              ; preds = %511, %472, %458
  %516 = phi i64 [ %514, %511 ], [ %461, %458 ], [ %478, %472 ]
  %517 = icmp ult i64 %516, %158
  br i1 %517, label %541, label %518

518:                                              ; preds = %515
  %519 = icmp ugt i32 %249, %136
  %520 = and i1 %238, %519
  br i1 %520, label %521, label %535

521:                                              ; preds = %518, %530
  %522 = phi i64 [ %531, %530 ], [ 0, %518 ]
  %523 = phi ptr [ %525, %530 ], [ %224, %518 ]
  %524 = phi ptr [ %527, %530 ], [ %453, %518 ]
  %525 = getelementptr inbounds i8, ptr %523, i64 -1
  %526 = load i8, ptr %525, align 1, !tbaa !28
  %527 = getelementptr inbounds i8, ptr %524, i64 -1
  %528 = load i8, ptr %527, align 1, !tbaa !28
  %529 = icmp eq i8 %526, %528
  br i1 %529, label %530, label %535

530:                                              ; preds = %521
  %531 = add i64 %522, 1
  %532 = icmp ugt ptr %525, %222
  %533 = icmp ugt ptr %527, %155
  %534 = and i1 %532, %533
  br i1 %534, label %521, label %535, !llvm.loop !64

535:                                              ; preds = %530, %521, %518, %448, %423
  %536 = phi i64 [ %516, %518 ], [ %403, %448 ], [ %403, %423 ], [ %516, %521 ], [ %516, %530 ]
  %537 = phi i64 [ 0, %518 ], [ %450, %448 ], [ %424, %423 ], [ %531, %530 ], [ %522, %521 ]
  %538 = add i64 %537, %536
  %539 = icmp ugt i64 %538, %242
  br i1 %539, label %540, label %541

540:                                              ; preds = %535
  br label %541

541:                                              ; preds = %540, %535, %515, %402, %248, %239
  %542 = phi ptr [ %244, %248 ], [ %244, %239 ], [ %243, %540 ], [ %244, %535 ], [ %244, %402 ], [ %244, %515 ]
  %543 = phi i64 [ %242, %248 ], [ %242, %239 ], [ %538, %540 ], [ %242, %535 ], [ %242, %402 ], [ %242, %515 ]
  %544 = phi i64 [ %241, %248 ], [ %241, %239 ], [ %537, %540 ], [ %241, %535 ], [ %241, %402 ], [ %241, %515 ]
  %545 = phi i64 [ %240, %248 ], [ %240, %239 ], [ %536, %540 ], [ %240, %535 ], [ %240, %402 ], [ %240, %515 ]
  %546 = getelementptr inbounds i8, ptr %243, i64 8
  %547 = icmp ult ptr %546, %236
  br i1 %547, label %239, label %548, !llvm.loop !65

548:                                              ; preds = %541
  %549 = icmp eq ptr %542, null
  br i1 %549, label %597, label %550

550:                                              ; preds = %548
  %551 = load i64, ptr %19, align 8, !tbaa !42
  %552 = load i64, ptr %20, align 8, !tbaa !44
  %553 = icmp eq i64 %551, %552
  br i1 %553, label %554, label %555

554:                                              ; preds = %550
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %7) #14
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %6) #14
  br label %652

555:                                              ; preds = %550
  %556 = load ptr, ptr %1, align 8, !tbaa !66
  %557 = getelementptr inbounds %struct.rawSeq, ptr %556, i64 %551
  %558 = add i64 %545, %544
  %559 = load i32, ptr %542, align 4, !tbaa !50
  %560 = sub i32 %231, %559
  %561 = sub i64 0, %544
  %562 = getelementptr inbounds i8, ptr %224, i64 %561
  %563 = ptrtoint ptr %562 to i64
  %564 = ptrtoint ptr %222 to i64
  %565 = sub i64 %563, %564
  %566 = trunc i64 %565 to i32
  %567 = getelementptr inbounds i8, ptr %557, i64 4
  store i32 %566, ptr %567, align 4, !tbaa !67
  %568 = trunc i64 %558 to i32
  %569 = getelementptr inbounds i8, ptr %557, i64 8
  store i32 %568, ptr %569, align 4, !tbaa !69
  store i32 %560, ptr %557, align 4, !tbaa !70
  %570 = add i64 %551, 1
  store i64 %570, ptr %19, align 8, !tbaa !42
  %571 = zext i32 %228 to i64
  %572 = load i32, ptr %30, align 4, !tbaa !16
  %573 = zext i32 %226 to i64
  %574 = shl nuw i64 %573, 32
  %575 = and i64 %230, 4294967295
  %576 = or disjoint i64 %574, %575
  %577 = load ptr, ptr %35, align 8, !tbaa !27
  %578 = getelementptr inbounds i8, ptr %577, i64 %571
  %579 = load i8, ptr %578, align 1, !tbaa !28
  %580 = zext i8 %579 to i32
  %581 = load ptr, ptr %28, align 8, !tbaa !29
  %582 = zext nneg i32 %572 to i64
  %583 = shl i64 %571, %582
  %584 = getelementptr inbounds %struct.ldmEntry_t, ptr %581, i64 %583
  %585 = zext i8 %579 to i64
  %586 = getelementptr inbounds %struct.ldmEntry_t, ptr %584, i64 %585
  store i64 %576, ptr %586, align 4
  %587 = add nuw nsw i32 %580, 1
  %588 = shl nsw i32 -1, %572
  %589 = xor i32 %588, -1
  %590 = and i32 %587, %589
  %591 = trunc i32 %590 to i8
  store i8 %591, ptr %578, align 1, !tbaa !28
  %592 = getelementptr inbounds i8, ptr %224, i64 %545
  %593 = icmp ugt ptr %592, %200
  br i1 %593, label %594, label %619

594:                                              ; preds = %555
  %595 = sub i64 0, %190
  %596 = getelementptr inbounds i8, ptr %592, i64 %595
  br label %623

597:                                              ; preds = %548, %220
  %598 = zext i32 %228 to i64
  %599 = load i32, ptr %30, align 4, !tbaa !16
  %600 = zext i32 %226 to i64
  %601 = shl nuw i64 %600, 32
  %602 = and i64 %230, 4294967295
  %603 = or disjoint i64 %601, %602
  %604 = load ptr, ptr %35, align 8, !tbaa !27
  %605 = getelementptr inbounds i8, ptr %604, i64 %598
  %606 = load i8, ptr %605, align 1, !tbaa !28
  %607 = zext i8 %606 to i32
  %608 = load ptr, ptr %28, align 8, !tbaa !29
  %609 = zext nneg i32 %599 to i64
  %610 = shl i64 %598, %609
  %611 = getelementptr inbounds %struct.ldmEntry_t, ptr %608, i64 %610
  %612 = zext i8 %606 to i64
  %613 = getelementptr inbounds %struct.ldmEntry_t, ptr %611, i64 %612
  store i64 %603, ptr %613, align 4
  %614 = add nuw nsw i32 %607, 1
  %615 = shl nsw i32 -1, %599
  %616 = xor i32 %615, -1
  %617 = and i32 %614, %616
  %618 = trunc i32 %617 to i8
  store i8 %618, ptr %605, align 1, !tbaa !28
  br label %619

619:                                              ; preds = %597, %555
  %620 = phi ptr [ %592, %555 ], [ %222, %597 ]
  %621 = add nuw nsw i64 %221, 1
  %622 = icmp eq i64 %621, %198
  br i1 %622, label %623, label %220, !llvm.loop !71

623:                                              ; preds = %619, %594, %185
  %624 = phi ptr [ %596, %594 ], [ %187, %185 ], [ %187, %619 ]
  %625 = phi ptr [ %592, %594 ], [ %186, %185 ], [ %620, %619 ]
  %626 = getelementptr inbounds i8, ptr %624, i64 %190
  %627 = icmp ult ptr %626, %157
  br i1 %627, label %185, label %628, !llvm.loop !72

628:                                              ; preds = %623
  %629 = ptrtoint ptr %625 to i64
  %630 = sub i64 %51, %629
  br label %631

631:                                              ; preds = %628, %161
  %632 = phi i64 [ %630, %628 ], [ %52, %161 ]
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %7) #14
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %6) #14
  %633 = icmp ult i64 %632, -119
  br i1 %633, label %634, label %652

634:                                              ; preds = %631
  %635 = load i64, ptr %19, align 8, !tbaa !42
  br label %636

636:                                              ; preds = %634, %160
  %637 = phi i64 [ %38, %160 ], [ %635, %634 ]
  %638 = phi i64 [ %52, %160 ], [ %632, %634 ]
  %639 = icmp ult i64 %38, %637
  br i1 %639, label %640, label %646

640:                                              ; preds = %636
  %641 = trunc i64 %40 to i32
  %642 = load ptr, ptr %1, align 8, !tbaa !66
  %643 = getelementptr inbounds %struct.rawSeq, ptr %642, i64 %38, i32 1
  %644 = load i32, ptr %643, align 4, !tbaa !67
  %645 = add i32 %644, %641
  store i32 %645, ptr %643, align 4, !tbaa !67
  br label %648

646:                                              ; preds = %636
  %647 = add i64 %52, %40
  br label %648

648:                                              ; preds = %640, %646
  %649 = phi i64 [ %638, %640 ], [ %647, %646 ]
  %650 = add nuw nsw i64 %39, 1
  %651 = icmp eq i64 %650, %16
  br i1 %651, label %652, label %37, !llvm.loop !73

652:                                              ; preds = %648, %37, %631, %5, %554
  %653 = phi i64 [ -70, %554 ], [ 0, %5 ], [ 0, %648 ], [ 0, %37 ], [ %632, %631 ]
  ret i64 %653
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define dso_local void @ZSTD_ldm_skipSequences(ptr nocapture noundef %0, i64 noundef %1, i32 noundef %2) local_unnamed_addr #3 {
  %4 = icmp eq i64 %1, 0
  br i1 %4, label %46, label %5

5:                                                ; preds = %3
  %6 = getelementptr inbounds i8, ptr %0, i64 8
  %7 = getelementptr inbounds i8, ptr %0, i64 24
  %8 = load i64, ptr %7, align 8, !tbaa !42
  %9 = load i64, ptr %6, align 8, !tbaa !74
  br label %10

10:                                               ; preds = %5, %42
  %11 = phi i64 [ %9, %5 ], [ %44, %42 ]
  %12 = phi i64 [ %1, %5 ], [ %43, %42 ]
  %13 = icmp ult i64 %11, %8
  br i1 %13, label %14, label %46

14:                                               ; preds = %10
  %15 = load ptr, ptr %0, align 8, !tbaa !66
  %16 = getelementptr inbounds %struct.rawSeq, ptr %15, i64 %11
  %17 = getelementptr inbounds i8, ptr %16, i64 4
  %18 = load i32, ptr %17, align 4, !tbaa !67
  %19 = zext i32 %18 to i64
  %20 = icmp ugt i64 %12, %19
  br i1 %20, label %24, label %21

21:                                               ; preds = %14
  %22 = trunc nuw i64 %12 to i32
  %23 = sub i32 %18, %22
  store i32 %23, ptr %17, align 4, !tbaa !67
  br label %46

24:                                               ; preds = %14
  %25 = sub i64 %12, %19
  store i32 0, ptr %17, align 4, !tbaa !67
  %26 = getelementptr inbounds i8, ptr %16, i64 8
  %27 = load i32, ptr %26, align 4, !tbaa !69
  %28 = zext i32 %27 to i64
  %29 = icmp ult i64 %25, %28
  br i1 %29, label %30, label %42

30:                                               ; preds = %24
  %31 = trunc nuw i64 %25 to i32
  %32 = sub i32 %27, %31
  store i32 %32, ptr %26, align 4, !tbaa !69
  %33 = icmp ult i32 %32, %2
  br i1 %33, label %34, label %46

34:                                               ; preds = %30
  %35 = add nuw i64 %11, 1
  %36 = icmp ult i64 %35, %8
  br i1 %36, label %37, label %41

37:                                               ; preds = %34
  %38 = getelementptr inbounds i8, ptr %16, i64 16
  %39 = load i32, ptr %38, align 4, !tbaa !67
  %40 = add i32 %39, %32
  store i32 %40, ptr %38, align 4, !tbaa !67
  br label %41

41:                                               ; preds = %37, %34
  store i64 %35, ptr %6, align 8, !tbaa !74
  br label %46

42:                                               ; preds = %24
  %43 = sub i64 %25, %28
  store i32 0, ptr %26, align 4, !tbaa !69
  %44 = add nuw i64 %11, 1
  store i64 %44, ptr %6, align 8, !tbaa !74
  %45 = icmp eq i64 %43, 0
  br i1 %45, label %46, label %10

46:                                               ; preds = %10, %42, %3, %30, %41, %21
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none) uwtable
define dso_local void @ZSTD_ldm_skipRawSeqStoreBytes(ptr nocapture noundef %0, i64 noundef %1) local_unnamed_addr #7 {
  %3 = getelementptr inbounds i8, ptr %0, i64 16
  %4 = load i64, ptr %3, align 8, !tbaa !75
  %5 = add i64 %4, %1
  %6 = trunc i64 %5 to i32
  %7 = icmp eq i32 %6, 0
  br i1 %7, label %34, label %8

8:                                                ; preds = %2
  %9 = getelementptr inbounds i8, ptr %0, i64 8
  %10 = getelementptr inbounds i8, ptr %0, i64 24
  %11 = load i64, ptr %10, align 8, !tbaa !42
  %12 = load i64, ptr %9, align 8, !tbaa !74
  br label %13

13:                                               ; preds = %8, %28
  %14 = phi i64 [ %12, %8 ], [ %30, %28 ]
  %15 = phi i32 [ %6, %8 ], [ %29, %28 ]
  %16 = icmp ult i64 %14, %11
  br i1 %16, label %17, label %32

17:                                               ; preds = %13
  %18 = load ptr, ptr %0, align 8, !tbaa !66
  %19 = getelementptr inbounds %struct.rawSeq, ptr %18, i64 %14
  %20 = getelementptr inbounds i8, ptr %19, i64 4
  %21 = load i32, ptr %20, align 4, !tbaa !25
  %22 = getelementptr inbounds i8, ptr %19, i64 8
  %23 = load i32, ptr %22, align 4, !tbaa !25
  %24 = add i32 %23, %21
  %25 = icmp ult i32 %15, %24
  br i1 %25, label %26, label %28

26:                                               ; preds = %17
  %27 = zext i32 %15 to i64
  store i64 %27, ptr %3, align 8, !tbaa !75
  br label %32

28:                                               ; preds = %17
  %29 = sub i32 %15, %24
  %30 = add nuw i64 %14, 1
  store i64 %30, ptr %9, align 8, !tbaa !74
  %31 = icmp eq i32 %29, 0
  br i1 %31, label %34, label %13

32:                                               ; preds = %13, %26
  %33 = icmp eq i64 %14, %11
  br i1 %33, label %34, label %35

34:                                               ; preds = %28, %2, %32
  store i64 0, ptr %3, align 8, !tbaa !75
  br label %35

35:                                               ; preds = %34, %32
  ret void
}

; Function Attrs: nounwind uwtable
define dso_local i64 @ZSTD_ldm_blockCompress(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, i32 noundef %4, ptr noundef %5, i64 noundef %6) local_unnamed_addr #8 {
  %8 = getelementptr inbounds i8, ptr %1, i64 272
  %9 = load i32, ptr %8, align 4, !tbaa !76
  %10 = getelementptr inbounds i8, ptr %1, i64 280
  %11 = load i32, ptr %10, align 4, !tbaa !14
  %12 = getelementptr inbounds i8, ptr %1, i64 24
  %13 = load i32, ptr %12, align 1
  %14 = getelementptr inbounds i8, ptr %1, i64 28
  %15 = load i32, ptr %14, align 1
  %16 = icmp ult i32 %15, %13
  br i1 %16, label %26, label %17

17:                                               ; preds = %7
  %18 = getelementptr inbounds i8, ptr %1, i64 248
  %19 = load ptr, ptr %18, align 8, !tbaa !77
  %20 = icmp eq ptr %19, null
  br i1 %20, label %26, label %21

21:                                               ; preds = %17
  %22 = getelementptr inbounds i8, ptr %19, i64 140
  %23 = load i32, ptr %22, align 4, !tbaa !80
  %24 = icmp eq i32 %23, 0
  %25 = select i1 %24, i32 2, i32 3
  br label %26

26:                                               ; preds = %7, %17, %21
  %27 = phi i32 [ 1, %7 ], [ %25, %21 ], [ 0, %17 ]
  %28 = tail call ptr @ZSTD_selectBlockCompressor(i32 noundef %11, i32 noundef %4, i32 noundef %27) #14
  %29 = getelementptr inbounds i8, ptr %5, i64 %6
  %30 = load i32, ptr %10, align 4, !tbaa !14
  %31 = icmp ugt i32 %30, 6
  br i1 %31, label %51, label %32

32:                                               ; preds = %26
  %33 = getelementptr inbounds i8, ptr %0, i64 8
  %34 = getelementptr inbounds i8, ptr %0, i64 24
  %35 = load i64, ptr %33, align 8, !tbaa !74
  %36 = load i64, ptr %34, align 8, !tbaa !42
  %37 = icmp ult i64 %35, %36
  %38 = icmp sgt i64 %6, 0
  %39 = and i1 %37, %38
  br i1 %39, label %40, label %362

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
  br label %86

51:                                               ; preds = %26
  %52 = getelementptr inbounds i8, ptr %1, i64 288
  store ptr %0, ptr %52, align 8, !tbaa !81
  %53 = tail call i64 %28(ptr noundef nonnull %1, ptr noundef %2, ptr noundef %3, ptr noundef %5, i64 noundef %6) #14
  %54 = getelementptr inbounds i8, ptr %0, i64 16
  %55 = load i64, ptr %54, align 8, !tbaa !75
  %56 = add i64 %55, %6
  %57 = trunc i64 %56 to i32
  %58 = icmp eq i32 %57, 0
  br i1 %58, label %85, label %59

59:                                               ; preds = %51
  %60 = getelementptr inbounds i8, ptr %0, i64 8
  %61 = getelementptr inbounds i8, ptr %0, i64 24
  %62 = load i64, ptr %61, align 8, !tbaa !42
  %63 = load i64, ptr %60, align 8, !tbaa !74
  br label %64

64:                                               ; preds = %79, %59
  %65 = phi i64 [ %63, %59 ], [ %81, %79 ]
  %66 = phi i32 [ %57, %59 ], [ %80, %79 ]
  %67 = icmp ult i64 %65, %62
  br i1 %67, label %68, label %83

68:                                               ; preds = %64
  %69 = load ptr, ptr %0, align 8, !tbaa !66
  %70 = getelementptr inbounds %struct.rawSeq, ptr %69, i64 %65
  %71 = getelementptr inbounds i8, ptr %70, i64 4
  %72 = load i32, ptr %71, align 4, !tbaa !25
  %73 = getelementptr inbounds i8, ptr %70, i64 8
  %74 = load i32, ptr %73, align 4, !tbaa !25
  %75 = add i32 %74, %72
  %76 = icmp ult i32 %66, %75
  br i1 %76, label %77, label %79

77:                                               ; preds = %68
  %78 = zext i32 %66 to i64
  store i64 %78, ptr %54, align 8, !tbaa !75
  br label %83

79:                                               ; preds = %68
  %80 = sub i32 %66, %75
  %81 = add nuw i64 %65, 1
  store i64 %81, ptr %60, align 8, !tbaa !74
  %82 = icmp eq i32 %80, 0
  br i1 %82, label %85, label %64

83:                                               ; preds = %64, %77
  %84 = icmp eq i64 %65, %62
  br i1 %84, label %85, label %387

85:                                               ; preds = %79, %83, %51
  store i64 0, ptr %54, align 8, !tbaa !75
  br label %387

86:                                               ; preds = %40, %352
  %87 = phi i64 [ %36, %40 ], [ %358, %352 ]
  %88 = phi i64 [ %35, %40 ], [ %357, %352 ]
  %89 = phi ptr [ %5, %40 ], [ %356, %352 ]
  %90 = ptrtoint ptr %89 to i64
  %91 = sub i64 %41, %90
  %92 = trunc i64 %91 to i32
  %93 = load ptr, ptr %0, align 8, !tbaa !66
  %94 = getelementptr inbounds %struct.rawSeq, ptr %93, i64 %88
  %95 = load i64, ptr %94, align 4
  %96 = lshr i64 %95, 32
  %97 = trunc nuw i64 %96 to i32
  %98 = getelementptr inbounds i8, ptr %94, i64 8
  %99 = load i32, ptr %98, align 4, !tbaa !25
  %100 = add i32 %99, %97
  %101 = icmp ugt i32 %100, %92
  br i1 %101, label %104, label %102

102:                                              ; preds = %86
  %103 = add nuw i64 %88, 1
  store i64 %103, ptr %33, align 8, !tbaa !74
  br label %149

104:                                              ; preds = %86
  %105 = icmp ult i32 %97, %92
  %106 = sub i32 %92, %97
  %107 = icmp ult i32 %106, %9
  %108 = select i1 %107, i64 0, i64 %95
  %109 = select i1 %105, i32 %106, i32 %99
  %110 = select i1 %105, i64 %108, i64 0
  %111 = icmp eq i32 %92, 0
  br i1 %111, label %149, label %112

112:                                              ; preds = %104
  %113 = and i64 %91, 4294967295
  br label %114

114:                                              ; preds = %145, %112
  %115 = phi i64 [ %88, %112 ], [ %147, %145 ]
  %116 = phi i64 [ %113, %112 ], [ %146, %145 ]
  %117 = icmp ult i64 %115, %87
  br i1 %117, label %118, label %149

118:                                              ; preds = %114
  %119 = getelementptr inbounds %struct.rawSeq, ptr %93, i64 %115
  %120 = getelementptr inbounds i8, ptr %119, i64 4
  %121 = load i32, ptr %120, align 4, !tbaa !67
  %122 = zext i32 %121 to i64
  %123 = icmp ugt i64 %116, %122
  br i1 %123, label %127, label %124

124:                                              ; preds = %118
  %125 = trunc nuw i64 %116 to i32
  %126 = sub i32 %121, %125
  store i32 %126, ptr %120, align 4, !tbaa !67
  br label %149

127:                                              ; preds = %118
  %128 = sub i64 %116, %122
  store i32 0, ptr %120, align 4, !tbaa !67
  %129 = getelementptr inbounds i8, ptr %119, i64 8
  %130 = load i32, ptr %129, align 4, !tbaa !69
  %131 = zext i32 %130 to i64
  %132 = icmp ult i64 %128, %131
  br i1 %132, label %133, label %145

133:                                              ; preds = %127
  %134 = trunc nuw i64 %128 to i32
  %135 = sub i32 %130, %134
  store i32 %135, ptr %129, align 4, !tbaa !69
  %136 = icmp ult i32 %135, %9
  br i1 %136, label %137, label %149

137:                                              ; preds = %133
  %138 = add nuw i64 %115, 1
  %139 = icmp ult i64 %138, %87
  br i1 %139, label %140, label %144

140:                                              ; preds = %137
  %141 = getelementptr inbounds i8, ptr %119, i64 16
  %142 = load i32, ptr %141, align 4, !tbaa !67
  %143 = add i32 %142, %135
  store i32 %143, ptr %141, align 4, !tbaa !67
  br label %144

144:                                              ; preds = %140, %137
  store i64 %138, ptr %33, align 8, !tbaa !74
  br label %149

145:                                              ; preds = %127
  %146 = sub i64 %128, %131
  store i32 0, ptr %129, align 4, !tbaa !69
  %147 = add nuw i64 %115, 1
  store i64 %147, ptr %33, align 8, !tbaa !74
  %148 = icmp eq i64 %146, 0
  br i1 %148, label %149, label %114

149:                                              ; preds = %114, %145, %102, %104, %124, %133, %144
  %150 = phi i32 [ %99, %102 ], [ %109, %104 ], [ %109, %124 ], [ %109, %133 ], [ %109, %144 ], [ %109, %145 ], [ %109, %114 ]
  %151 = phi i64 [ %95, %102 ], [ %110, %104 ], [ %110, %124 ], [ %110, %133 ], [ %110, %144 ], [ %110, %145 ], [ %110, %114 ]
  %152 = trunc i64 %151 to i32
  %153 = icmp eq i32 %152, 0
  br i1 %153, label %362, label %154

154:                                              ; preds = %149
  %155 = load ptr, ptr %42, align 8, !tbaa !82
  %156 = ptrtoint ptr %155 to i64
  %157 = sub i64 %90, %156
  %158 = trunc i64 %157 to i32
  %159 = load i32, ptr %43, align 4, !tbaa !83
  %160 = add i32 %159, 1024
  %161 = icmp ult i32 %160, %158
  br i1 %161, label %162, label %167

162:                                              ; preds = %154
  %163 = sub i32 %158, %159
  %164 = add i32 %163, -1024
  %165 = tail call i32 @llvm.umin.i32(i32 %164, i32 512)
  %166 = sub i32 %158, %165
  store i32 %166, ptr %43, align 4, !tbaa !83
  br label %167

167:                                              ; preds = %154, %162
  %168 = load i32, ptr %10, align 8, !tbaa !84
  switch i32 %168, label %171 [
    i32 1, label %169
    i32 2, label %170
  ]

169:                                              ; preds = %167
  tail call void @ZSTD_fillHashTable(ptr noundef nonnull %1, ptr noundef %89, i32 noundef 0, i32 noundef 0) #14
  br label %171

170:                                              ; preds = %167
  tail call void @ZSTD_fillDoubleHashTable(ptr noundef nonnull %1, ptr noundef %89, i32 noundef 0, i32 noundef 0) #14
  br label %171

171:                                              ; preds = %167, %169, %170
  %172 = tail call i64 %28(ptr noundef nonnull %1, ptr noundef %2, ptr noundef %3, ptr noundef %89, i64 noundef %96) #14
  %173 = load i64, ptr %3, align 4, !tbaa !25
  store i64 %173, ptr %50, align 4, !tbaa !25
  %174 = getelementptr inbounds i8, ptr %89, i64 %96
  store i32 %152, ptr %3, align 4, !tbaa !25
  %175 = sub i64 0, %172
  %176 = getelementptr inbounds i8, ptr %174, i64 %175
  %177 = add i32 %152, 3
  %178 = zext i32 %150 to i64
  %179 = icmp ugt ptr %174, %44
  %180 = load ptr, ptr %45, align 8, !tbaa !85
  br i1 %179, label %206, label %181

181:                                              ; preds = %171
  %182 = load <2 x i64>, ptr %176, align 1, !tbaa !28
  store <2 x i64> %182, ptr %180, align 1, !tbaa !28
  %183 = icmp ugt i64 %172, 16
  %184 = load ptr, ptr %45, align 8, !tbaa !85
  br i1 %183, label %188, label %185

185:                                              ; preds = %181
  %186 = getelementptr inbounds i8, ptr %184, i64 %172
  store ptr %186, ptr %45, align 8, !tbaa !85
  %187 = load ptr, ptr %48, align 8, !tbaa !87
  br label %339

188:                                              ; preds = %181
  %189 = getelementptr inbounds i8, ptr %184, i64 16
  %190 = getelementptr inbounds i8, ptr %176, i64 16
  %191 = getelementptr i8, ptr %184, i64 %172
  %192 = load <2 x i64>, ptr %190, align 1, !tbaa !28
  store <2 x i64> %192, ptr %189, align 1, !tbaa !28
  %193 = icmp slt i64 %172, 33
  br i1 %193, label %327, label %194

194:                                              ; preds = %188
  %195 = getelementptr inbounds i8, ptr %184, i64 32
  br label %196

196:                                              ; preds = %196, %194
  %197 = phi ptr [ %195, %194 ], [ %204, %196 ]
  %198 = phi ptr [ %190, %194 ], [ %202, %196 ]
  %199 = getelementptr inbounds i8, ptr %198, i64 16
  %200 = load <2 x i64>, ptr %199, align 1, !tbaa !28
  store <2 x i64> %200, ptr %197, align 1, !tbaa !28
  %201 = getelementptr inbounds i8, ptr %197, i64 16
  %202 = getelementptr inbounds i8, ptr %198, i64 32
  %203 = load <2 x i64>, ptr %202, align 1, !tbaa !28
  store <2 x i64> %203, ptr %201, align 1, !tbaa !28
  %204 = getelementptr inbounds i8, ptr %197, i64 32
  %205 = icmp ult ptr %204, %191
  br i1 %205, label %196, label %327, !llvm.loop !88

206:                                              ; preds = %171
  %207 = ptrtoint ptr %174 to i64
  %208 = icmp ugt ptr %176, %44
  br i1 %208, label %227, label %209

209:                                              ; preds = %206
  %210 = ptrtoint ptr %176 to i64
  %211 = sub i64 %46, %210
  %212 = getelementptr inbounds i8, ptr %180, i64 %211
  %213 = load <2 x i64>, ptr %176, align 1, !tbaa !28
  store <2 x i64> %213, ptr %180, align 1, !tbaa !28
  %214 = icmp slt i64 %211, 17
  br i1 %214, label %227, label %215

215:                                              ; preds = %209
  %216 = getelementptr inbounds i8, ptr %180, i64 16
  br label %217

217:                                              ; preds = %217, %215
  %218 = phi ptr [ %216, %215 ], [ %225, %217 ]
  %219 = phi ptr [ %176, %215 ], [ %223, %217 ]
  %220 = getelementptr inbounds i8, ptr %219, i64 16
  %221 = load <2 x i64>, ptr %220, align 1, !tbaa !28
  store <2 x i64> %221, ptr %218, align 1, !tbaa !28
  %222 = getelementptr inbounds i8, ptr %218, i64 16
  %223 = getelementptr inbounds i8, ptr %219, i64 32
  %224 = load <2 x i64>, ptr %223, align 1, !tbaa !28
  store <2 x i64> %224, ptr %222, align 1, !tbaa !28
  %225 = getelementptr inbounds i8, ptr %218, i64 32
  %226 = icmp ult ptr %225, %212
  br i1 %226, label %217, label %227, !llvm.loop !88

227:                                              ; preds = %217, %209, %206
  %228 = phi ptr [ %44, %209 ], [ %176, %206 ], [ %44, %217 ]
  %229 = phi ptr [ %212, %209 ], [ %180, %206 ], [ %212, %217 ]
  %230 = icmp ult ptr %228, %174
  br i1 %230, label %231, label %327

231:                                              ; preds = %227
  %232 = ptrtoint ptr %229 to i64
  %233 = ptrtoint ptr %228 to i64
  %234 = sub i64 %207, %233
  %235 = getelementptr i8, ptr %228, i64 %234
  %236 = icmp ult i64 %234, 8
  %237 = sub i64 %232, %233
  %238 = icmp ult i64 %237, 32
  %239 = select i1 %236, i1 true, i1 %238
  br i1 %239, label %275, label %240

240:                                              ; preds = %231
  %241 = icmp ult i64 %234, 32
  br i1 %241, label %261, label %242

242:                                              ; preds = %240
  %243 = and i64 %234, -32
  br label %244

244:                                              ; preds = %244, %242
  %245 = phi i64 [ 0, %242 ], [ %252, %244 ]
  %246 = getelementptr i8, ptr %229, i64 %245
  %247 = getelementptr i8, ptr %228, i64 %245
  %248 = getelementptr i8, ptr %247, i64 16
  %249 = load <16 x i8>, ptr %247, align 1, !tbaa !28
  %250 = load <16 x i8>, ptr %248, align 1, !tbaa !28
  %251 = getelementptr i8, ptr %246, i64 16
  store <16 x i8> %249, ptr %246, align 1, !tbaa !28
  store <16 x i8> %250, ptr %251, align 1, !tbaa !28
  %252 = add nuw i64 %245, 32
  %253 = icmp eq i64 %252, %243
  br i1 %253, label %254, label %244, !llvm.loop !89

254:                                              ; preds = %244
  %255 = icmp eq i64 %234, %243
  br i1 %255, label %327, label %256

256:                                              ; preds = %254
  %257 = getelementptr i8, ptr %228, i64 %243
  %258 = getelementptr i8, ptr %229, i64 %243
  %259 = and i64 %234, 24
  %260 = icmp eq i64 %259, 0
  br i1 %260, label %275, label %261

261:                                              ; preds = %240, %256
  %262 = phi i64 [ %243, %256 ], [ 0, %240 ]
  %263 = and i64 %234, -8
  %264 = getelementptr i8, ptr %229, i64 %263
  %265 = getelementptr i8, ptr %228, i64 %263
  br label %266

266:                                              ; preds = %266, %261
  %267 = phi i64 [ %262, %261 ], [ %271, %266 ]
  %268 = getelementptr i8, ptr %229, i64 %267
  %269 = getelementptr i8, ptr %228, i64 %267
  %270 = load <8 x i8>, ptr %269, align 1, !tbaa !28
  store <8 x i8> %270, ptr %268, align 1, !tbaa !28
  %271 = add nuw i64 %267, 8
  %272 = icmp eq i64 %271, %263
  br i1 %272, label %273, label %266, !llvm.loop !92

273:                                              ; preds = %266
  %274 = icmp eq i64 %234, %263
  br i1 %274, label %327, label %275

275:                                              ; preds = %273, %231, %256
  %276 = phi ptr [ %229, %231 ], [ %258, %256 ], [ %264, %273 ]
  %277 = phi ptr [ %228, %231 ], [ %257, %256 ], [ %265, %273 ]
  %278 = add i64 %96, %90
  %279 = ptrtoint ptr %277 to i64
  %280 = sub i64 %278, %279
  %281 = add i64 %90, -1
  %282 = add i64 %281, %96
  %283 = sub i64 %282, %279
  %284 = and i64 %280, 7
  %285 = icmp eq i64 %284, 0
  br i1 %285, label %295, label %286

286:                                              ; preds = %275, %286
  %287 = phi ptr [ %292, %286 ], [ %276, %275 ]
  %288 = phi ptr [ %290, %286 ], [ %277, %275 ]
  %289 = phi i64 [ %293, %286 ], [ 0, %275 ]
  %290 = getelementptr inbounds i8, ptr %288, i64 1
  %291 = load i8, ptr %288, align 1, !tbaa !28
  %292 = getelementptr inbounds i8, ptr %287, i64 1
  store i8 %291, ptr %287, align 1, !tbaa !28
  %293 = add i64 %289, 1
  %294 = icmp eq i64 %293, %284
  br i1 %294, label %295, label %286, !llvm.loop !93

295:                                              ; preds = %286, %275
  %296 = phi ptr [ %276, %275 ], [ %292, %286 ]
  %297 = phi ptr [ %277, %275 ], [ %290, %286 ]
  %298 = icmp ult i64 %283, 7
  br i1 %298, label %327, label %299

299:                                              ; preds = %295, %299
  %300 = phi ptr [ %325, %299 ], [ %296, %295 ]
  %301 = phi ptr [ %323, %299 ], [ %297, %295 ]
  %302 = getelementptr inbounds i8, ptr %301, i64 1
  %303 = load i8, ptr %301, align 1, !tbaa !28
  %304 = getelementptr inbounds i8, ptr %300, i64 1
  store i8 %303, ptr %300, align 1, !tbaa !28
  %305 = getelementptr inbounds i8, ptr %301, i64 2
  %306 = load i8, ptr %302, align 1, !tbaa !28
  %307 = getelementptr inbounds i8, ptr %300, i64 2
  store i8 %306, ptr %304, align 1, !tbaa !28
  %308 = getelementptr inbounds i8, ptr %301, i64 3
  %309 = load i8, ptr %305, align 1, !tbaa !28
  %310 = getelementptr inbounds i8, ptr %300, i64 3
  store i8 %309, ptr %307, align 1, !tbaa !28
  %311 = getelementptr inbounds i8, ptr %301, i64 4
  %312 = load i8, ptr %308, align 1, !tbaa !28
  %313 = getelementptr inbounds i8, ptr %300, i64 4
  store i8 %312, ptr %310, align 1, !tbaa !28
  %314 = getelementptr inbounds i8, ptr %301, i64 5
  %315 = load i8, ptr %311, align 1, !tbaa !28
  %316 = getelementptr inbounds i8, ptr %300, i64 5
  store i8 %315, ptr %313, align 1, !tbaa !28
  %317 = getelementptr inbounds i8, ptr %301, i64 6
  %318 = load i8, ptr %314, align 1, !tbaa !28
  %319 = getelementptr inbounds i8, ptr %300, i64 6
  store i8 %318, ptr %316, align 1, !tbaa !28
  %320 = getelementptr inbounds i8, ptr %301, i64 7
  %321 = load i8, ptr %317, align 1, !tbaa !28
  %322 = getelementptr inbounds i8, ptr %300, i64 7
  store i8 %321, ptr %319, align 1, !tbaa !28
  %323 = getelementptr inbounds i8, ptr %301, i64 8
  %324 = load i8, ptr %320, align 1, !tbaa !28
  %325 = getelementptr inbounds i8, ptr %300, i64 8
  store i8 %324, ptr %322, align 1, !tbaa !28
  %326 = icmp eq ptr %323, %235
  br i1 %326, label %327, label %299, !llvm.loop !94

327:                                              ; preds = %196, %295, %299, %254, %273, %227, %188
  %328 = load ptr, ptr %45, align 8, !tbaa !85
  %329 = getelementptr inbounds i8, ptr %328, i64 %172
  store ptr %329, ptr %45, align 8, !tbaa !85
  %330 = icmp ugt i64 %172, 65535
  %331 = load ptr, ptr %48, align 8, !tbaa !87
  br i1 %330, label %332, label %339, !prof !95

332:                                              ; preds = %327
  store i32 1, ptr %47, align 8, !tbaa !96
  %333 = load ptr, ptr %2, align 8, !tbaa !97
  %334 = ptrtoint ptr %331 to i64
  %335 = ptrtoint ptr %333 to i64
  %336 = sub i64 %334, %335
  %337 = lshr exact i64 %336, 3
  %338 = trunc i64 %337 to i32
  store i32 %338, ptr %49, align 4, !tbaa !98
  br label %339

339:                                              ; preds = %185, %332, %327
  %340 = phi ptr [ %187, %185 ], [ %331, %332 ], [ %331, %327 ]
  %341 = trunc i64 %172 to i16
  %342 = getelementptr inbounds i8, ptr %340, i64 4
  store i16 %341, ptr %342, align 4, !tbaa !99
  store i32 %177, ptr %340, align 4, !tbaa !101
  %343 = add nsw i64 %178, -3
  %344 = icmp ugt i64 %343, 65535
  br i1 %344, label %345, label %352, !prof !34

345:                                              ; preds = %339
  store i32 2, ptr %47, align 8, !tbaa !96
  %346 = load ptr, ptr %2, align 8, !tbaa !97
  %347 = ptrtoint ptr %340 to i64
  %348 = ptrtoint ptr %346 to i64
  %349 = sub i64 %347, %348
  %350 = lshr exact i64 %349, 3
  %351 = trunc i64 %350 to i32
  store i32 %351, ptr %49, align 4, !tbaa !98
  br label %352

352:                                              ; preds = %345, %339
  %353 = trunc i64 %343 to i16
  %354 = getelementptr inbounds i8, ptr %340, i64 6
  store i16 %353, ptr %354, align 2, !tbaa !102
  %355 = getelementptr inbounds i8, ptr %340, i64 8
  store ptr %355, ptr %48, align 8, !tbaa !87
  %356 = getelementptr inbounds i8, ptr %174, i64 %178
  %357 = load i64, ptr %33, align 8, !tbaa !74
  %358 = load i64, ptr %34, align 8, !tbaa !42
  %359 = icmp ult i64 %357, %358
  %360 = icmp ult ptr %356, %29
  %361 = select i1 %359, i1 %360, i1 false
  br i1 %361, label %86, label %362

362:                                              ; preds = %352, %149, %32
  %363 = phi ptr [ %5, %32 ], [ %89, %149 ], [ %356, %352 ]
  %364 = getelementptr inbounds i8, ptr %1, i64 8
  %365 = load ptr, ptr %364, align 8, !tbaa !82
  %366 = ptrtoint ptr %363 to i64
  %367 = ptrtoint ptr %365 to i64
  %368 = sub i64 %366, %367
  %369 = trunc i64 %368 to i32
  %370 = getelementptr inbounds i8, ptr %1, i64 44
  %371 = load i32, ptr %370, align 4, !tbaa !83
  %372 = add i32 %371, 1024
  %373 = icmp ult i32 %372, %369
  br i1 %373, label %374, label %379

374:                                              ; preds = %362
  %375 = sub i32 %369, %371
  %376 = add i32 %375, -1024
  %377 = tail call i32 @llvm.umin.i32(i32 %376, i32 512)
  %378 = sub i32 %369, %377
  store i32 %378, ptr %370, align 4, !tbaa !83
  br label %379

379:                                              ; preds = %362, %374
  %380 = load i32, ptr %10, align 8, !tbaa !84
  switch i32 %380, label %383 [
    i32 1, label %381
    i32 2, label %382
  ]

381:                                              ; preds = %379
  tail call void @ZSTD_fillHashTable(ptr noundef nonnull %1, ptr noundef %363, i32 noundef 0, i32 noundef 0) #14
  br label %383

382:                                              ; preds = %379
  tail call void @ZSTD_fillDoubleHashTable(ptr noundef nonnull %1, ptr noundef %363, i32 noundef 0, i32 noundef 0) #14
  br label %383

383:                                              ; preds = %379, %381, %382
  %384 = ptrtoint ptr %29 to i64
  %385 = sub i64 %384, %366
  %386 = tail call i64 %28(ptr noundef nonnull %1, ptr noundef %2, ptr noundef %3, ptr noundef %363, i64 noundef %385) #14
  br label %387

387:                                              ; preds = %85, %83, %383
  %388 = phi i64 [ %386, %383 ], [ %53, %83 ], [ %53, %85 ]
  ret i64 %388
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
declare i32 @llvm.umin.i32(i32, i32) #13

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #13

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.usub.sat.i32(i32, i32) #13

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { inlinehint mustprogress nofree norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree norecurse nosync nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree norecurse nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nounwind uwtable "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #11 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #12 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) }
attributes #13 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #14 = { nounwind }
attributes #15 = { nounwind willreturn memory(read) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !7, i64 0}
!6 = !{!"", !7, i64 0, !7, i64 4, !7, i64 8, !7, i64 12, !7, i64 16, !7, i64 20, !7, i64 24}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!11, !7, i64 20}
!11 = !{!"", !7, i64 0, !7, i64 4, !7, i64 8, !7, i64 12, !7, i64 16, !7, i64 20}
!12 = !{!11, !7, i64 16}
!13 = !{!11, !7, i64 4}
!14 = !{!6, !7, i64 24}
!15 = !{!11, !7, i64 12}
!16 = !{!11, !7, i64 8}
!17 = !{!11, !7, i64 0}
!18 = !{!19, !21, i64 8}
!19 = !{!"", !20, i64 0, !21, i64 40, !7, i64 48, !21, i64 56, !8, i64 64, !8, i64 576}
!20 = !{!"", !21, i64 0, !21, i64 8, !21, i64 16, !7, i64 24, !7, i64 28, !7, i64 32}
!21 = !{!"any pointer", !8, i64 0}
!22 = !{!23, !24, i64 0}
!23 = !{!"", !24, i64 0, !24, i64 8}
!24 = !{!"long", !8, i64 0}
!25 = !{!7, !7, i64 0}
!26 = !{!24, !24, i64 0}
!27 = !{!19, !21, i64 56}
!28 = !{!8, !8, i64 0}
!29 = !{!19, !21, i64 40}
!30 = distinct !{!30, !31}
!31 = !{!"llvm.loop.mustprogress"}
!32 = distinct !{!32, !31}
!33 = !{!23, !24, i64 8}
!34 = !{!"branch_weights", !"expected", i32 1, i32 2000}
!35 = distinct !{!35, !31}
!36 = distinct !{!36, !31}
!37 = distinct !{!37, !31}
!38 = distinct !{!38, !31}
!39 = distinct !{!39, !40}
!40 = !{!"llvm.loop.unroll.disable"}
!41 = distinct !{!41, !31}
!42 = !{!43, !24, i64 24}
!43 = !{!"", !21, i64 0, !24, i64 8, !24, i64 16, !24, i64 24, !24, i64 32}
!44 = !{!43, !24, i64 32}
!45 = !{!20, !21, i64 8}
!46 = !{!20, !21, i64 16}
!47 = !{!20, !7, i64 28}
!48 = !{!20, !7, i64 24}
!49 = !{!20, !7, i64 32}
!50 = !{!51, !7, i64 0}
!51 = !{!"", !7, i64 0, !7, i64 4}
!52 = distinct !{!52, !31}
!53 = !{!19, !7, i64 48}
!54 = !{!19, !21, i64 16}
!55 = !{!56, !21, i64 0}
!56 = !{!"", !21, i64 0, !7, i64 8, !7, i64 12, !21, i64 16}
!57 = !{!56, !7, i64 8}
!58 = !{!56, !7, i64 12}
!59 = !{!56, !21, i64 16}
!60 = distinct !{!60, !31}
!61 = !{!51, !7, i64 4}
!62 = !{!63, !63, i64 0}
!63 = !{!"short", !8, i64 0}
!64 = distinct !{!64, !31}
!65 = distinct !{!65, !31}
!66 = !{!43, !21, i64 0}
!67 = !{!68, !7, i64 4}
!68 = !{!"", !7, i64 0, !7, i64 4, !7, i64 8}
!69 = !{!68, !7, i64 8}
!70 = !{!68, !7, i64 0}
!71 = distinct !{!71, !31}
!72 = distinct !{!72, !31}
!73 = distinct !{!73, !31}
!74 = !{!43, !24, i64 8}
!75 = !{!43, !24, i64 16}
!76 = !{!6, !7, i64 16}
!77 = !{!78, !21, i64 248}
!78 = !{!"ZSTD_MatchState_t", !20, i64 0, !7, i64 40, !7, i64 44, !7, i64 48, !7, i64 52, !21, i64 56, !8, i64 64, !24, i64 96, !7, i64 104, !21, i64 112, !21, i64 120, !21, i64 128, !7, i64 136, !7, i64 140, !79, i64 144, !21, i64 248, !6, i64 256, !21, i64 288, !7, i64 296, !7, i64 300}
!79 = !{!"", !21, i64 0, !21, i64 8, !21, i64 16, !21, i64 24, !21, i64 32, !21, i64 40, !7, i64 48, !7, i64 52, !7, i64 56, !7, i64 60, !7, i64 64, !7, i64 68, !7, i64 72, !7, i64 76, !7, i64 80, !21, i64 88, !7, i64 96}
!80 = !{!78, !7, i64 140}
!81 = !{!78, !21, i64 288}
!82 = !{!78, !21, i64 8}
!83 = !{!78, !7, i64 44}
!84 = !{!78, !7, i64 280}
!85 = !{!86, !21, i64 24}
!86 = !{!"", !21, i64 0, !21, i64 8, !21, i64 16, !21, i64 24, !21, i64 32, !21, i64 40, !21, i64 48, !24, i64 56, !24, i64 64, !7, i64 72, !7, i64 76}
!87 = !{!86, !21, i64 8}
!88 = distinct !{!88, !31}
!89 = distinct !{!89, !31, !90, !91}
!90 = !{!"llvm.loop.isvectorized", i32 1}
!91 = !{!"llvm.loop.unroll.runtime.disable"}
!92 = distinct !{!92, !31, !90, !91}
!93 = distinct !{!93, !40}
!94 = distinct !{!94, !31, !90}
!95 = !{!"branch_weights", !"expected", i32 1430940, i32 2146052708}
!96 = !{!86, !7, i64 72}
!97 = !{!86, !21, i64 0}
!98 = !{!86, !7, i64 76}
!99 = !{!100, !63, i64 4}
!100 = !{!"SeqDef_s", !7, i64 0, !63, i64 4, !63, i64 6}
!101 = !{!100, !7, i64 0}
!102 = !{!100, !63, i64 6}
