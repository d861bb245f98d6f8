; ModuleID = 'src/zstd/lib/compress/zstd_ldm.c'
source_filename = "src/zstd/lib/compress/zstd_ldm.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.ZSTD_compressionParameters = type { i32, i32, i32, i32, i32, i32, i32 }
%struct.ldmParams_t = type { i32, i32, i32, i32, i32, i32 }
%struct.ldmRollingHashState_t = type { i64, i64 }
%struct.ldmEntry_t = type { i32, i32 }
%struct.ldmState_t = type { %struct.ZSTD_window_t, ptr, i32, ptr, [64 x i64], [64 x %struct.ldmMatchCandidate_t] }
%struct.ZSTD_window_t = type { ptr, ptr, ptr, i32, i32, i32 }
%struct.ldmMatchCandidate_t = type { ptr, i32, i32, ptr }
%struct.RawSeqStore_t = type { ptr, i64, i64, i64, i64 }
%struct.rawSeq = type { i32, i32, i32 }
%struct.ZSTD_MatchState_t = type { %struct.ZSTD_window_t, i32, i32, i32, i32, ptr, [8 x i32], i64, i32, ptr, ptr, ptr, i32, i32, %struct.optState_t, ptr, %struct.ZSTD_compressionParameters, ptr, i32, i32 }
%struct.optState_t = type { ptr, ptr, ptr, ptr, ptr, ptr, i32, i32, i32, i32, i32, i32, i32, i32, i32, ptr, i32 }
%struct.SeqStore_t = type { ptr, ptr, ptr, ptr, ptr, ptr, ptr, i64, i64, i32, i32 }
%struct.SeqDef_s = type { i32, i16, i16 }

@ZSTD_ldm_gearTab = internal constant [256 x i64] [i64 -740570368750160036, i64 -8893660220509993966, i64 -5312086290702594868, i64 -5735972619299081762, i64 3771850993348288464, i64 5663242980927105797, i64 4180421565056919044, i64 -3545172778422107057, i64 8565414132019635614, i64 -7168278193325086006, i64 -8766759121928489687, i64 2955002781598341257, i64 -5786234267245351962, i64 -3591879250321086919, i64 152752410645948062, i64 980088017434152, i64 331732851626658549, i64 -8838640746785046208, i64 357946512872856607, i64 -9034488908246861280, i64 5763983574984628126, i64 -8902527927300804837, i64 5836814799640872626, i64 7626666828866112607, i64 -8314407865459583812, i64 -4338073698025259005, i64 -3427841724570307695, i64 -4735281124383641554, i64 3783546168938607943, i64 -5997679262622952944, i64 7335087386897913548, i64 -8164338418464644131, i64 -4068556904131095362, i64 -7831782995437506261, i64 6793784568496124290, i64 2174722154453825146, i64 2984138818416736892, i64 -7113741742226294226, i64 -2281435508835450325, i64 -7721633399858986080, i64 -3643393691544233469, i64 4998707500772197108, i64 -8746917044558380703, i64 4094234931541430821, i64 -5443419906114852421, i64 -6623610566688024079, i64 8857814660316604090, i64 -3400738594147523822, i64 -8919821665358523128, i64 -6282918144253290562, i64 2432827404989958913, i64 -7394112240096411410, i64 -6121261480113539237, i64 5984878076832140732, i64 3384046157297573234, i64 -4595246024994827002, i64 5291253059634137447, i64 8671685973221512352, i64 2826049182810801527, i64 7403797093788988755, i64 5165094797103512198, i64 3882952073790264921, i64 5144544719191608175, i64 7834774775704163346, i64 -2473432571472174399, i64 8174605543888266482, i64 -2355378437650417609, i64 -8592654940661990135, i64 6401049270349998237, i64 1690663705589720305, i64 -325991306605533225, i64 3162055811205276826, i64 7360403718927882347, i64 4149314189569060432, i64 242631106765699956, i64 4800188873694292702, i64 -4240136128533032951, i64 7695287510285100531, i64 -838191446823566789, i64 -8426618797363772681, i64 4318197351340892641, i64 1149634524221210890, i64 -7114863459094900121, i64 6598639596032476539, i64 -6839639621591231422, i64 -4468079783678231221, i64 7415306797865260392, i64 -8387907088140799907, i64 -1258625276876293193, i64 -8475030331983742166, i64 -4522295019934803305, i64 7907118757495767932, i64 -4069547487456468751, i64 -2916501145698388069, i64 -713064998698898503, i64 3241772581917522649, i64 -8751519476800664287, i64 2730958776012430807, i64 -5042858452473121693, i64 5670495071248203466, i64 -4753026106883975734, i64 8596907927398544058, i64 5161444109349651405, i64 5785732034315264735, i64 -2307004377459233095, i64 5101781436946662964, i64 -959555898603366205, i64 3854890476374695265, i64 2640596163920942051, i64 612531917322106041, i64 2943830675960290284, i64 5689027370104560298, i64 -8631226724040007757, i64 -4511209064617679402, i64 -4894469369141432134, i64 476493605933034202, i64 -4884230169516457813, i64 5170495216195818230, i64 5692683294927132859, i64 8144723081244076501, i64 -8597519866247633570, i64 -880939249453910632, i64 -4429072432866837671, i64 -9094346755688061955, i64 -8586012847855474869, i64 938274653391260135, i64 -1919596203828456659, i64 -4685062728154955610, i64 -7589917696820385588, i64 -4644676758005663535, i64 7411488509093422598, i64 -8990486576947324933, i64 -5153218641461172124, i64 -2632799881851607396, i64 -8546249320962975810, i64 -3973672932846999028, i64 8549157441122500270, i64 -6599514505156005102, i64 -6129339347647600276, i64 5601198583872550840, i64 448237196439497921, i64 4429298985553249414, i64 1710925370934130233, i64 649627535685727708, i64 7473286985276266860, i64 -6451688405355166991, i64 5916903098106068381, i64 4015692238528745986, i64 -8870599050489169071, i64 723755141375996997, i64 585701537146942606, i64 1762095187648923356, i64 -7499075263319252708, i64 -5534672106163518806, i64 2150778153372540978, i64 -6551385365357708843, i64 2851098796233701843, i64 8892087314106251931, i64 8629034505480888229, i64 -2056021433480337670, i64 -5504367576396503223, i64 -7836592892958478552, i64 -5799392812474758156, i64 1034405184557968969, i64 6802162732334632298, i64 2989737911373486958, i64 -8778167736429364826, i64 -1835460623793774935, i64 -7486017181440748174, i64 -429617951838635019, i64 3508842189232906005, i64 8135704789603646339, i64 6514020828226693353, i64 -3613195514473760017, i64 -2970174223312647786, i64 -1563248340095853661, i64 6024843996518658034, i64 718621336730405080, i64 -6679302967219244155, i64 3328034870986208117, i64 1672684744619306689, i64 -5162658619115609223, i64 -8970545856075756829, i64 -5111708603220227731, i64 8965210182149532773, i64 8555535473824159125, i64 4111651333356154152, i64 -4330767061174003086, i64 -4239562835870723191, i64 -2914198924640402128, i64 3999682325075695998, i64 8341500896009323972, i64 297956889220308695, i64 -7099292734868670191, i64 -8152361012580292778, i64 6806741856855634849, i64 5498675928299174173, i64 -5725270285902950948, i64 8841901128597221836, i64 8452800421686628345, i64 8170466794247151429, i64 3418145686321779422, i64 -7629649436654009993, i64 -885980405828750614, i64 -1279615140145250661, i64 -3645584372000451097, i64 -1959380958373714385, i64 -7401854505386743612, i64 2726709086420568843, i64 56600323866146812, i64 2432711764059673306, i64 6875692401370490017, i64 -2525618730407733492, i64 7150469517113480430, i64 -4524184818551573686, i64 6398633964089323354, i64 6824119869706748626, i64 7124491435314367896, i64 -5413128683141149161, i64 1648863654502257127, i64 -8159518228174467393, i64 7114119705011199411, i64 -3748695836744730090, i64 8708228644950752452, i64 -1200969192612019724, i64 -8253548825649809075, i64 -6218007400084108795, i64 4090442791415205777, i64 7208173716382451811, i64 -9156885958826744472, i64 4175721917217417792, i64 -1595983873127263617, i64 -7915925144243690988, i64 -4991676479780784319, i64 3502286560157455023, i64 -6532203062862126574, i64 4777171913562308143, i64 4711368926514029619, i64 -5148279762458990696, i64 -3276523506038921052, i64 -7330618301729952061, i64 8867750111338937128, i64 5817503254400830125, i64 7843308076737921667, i64 -8540058046490989581, i64 2422652698756804679, i64 4252262198383740502, i64 -2659446422212208921, i64 -8298729576016271950, i64 -382681700768530275, i64 4672201502568865753, i64 -5821590899938985698, i64 -1473505948212511144, i64 -4914601613263338112, i64 934305549654010667, i64 3120327478150945012], align 8

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @ZSTD_ldm_adjustParameters(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr inbounds %struct.ZSTD_compressionParameters, ptr %5, i32 0, i32 0
  %7 = load i32, ptr %6, align 4
  %8 = load ptr, ptr %3, align 8
  %9 = getelementptr inbounds %struct.ldmParams_t, ptr %8, i32 0, i32 5
  store i32 %7, ptr %9, align 4
  br label %10

10:                                               ; preds = %2
  br label %11

11:                                               ; preds = %10
  %12 = load ptr, ptr %3, align 8
  %13 = getelementptr inbounds %struct.ldmParams_t, ptr %12, i32 0, i32 4
  %14 = load i32, ptr %13, align 4
  %15 = icmp eq i32 %14, 0
  br i1 %15, label %16, label %49

16:                                               ; preds = %11
  %17 = load ptr, ptr %3, align 8
  %18 = getelementptr inbounds %struct.ldmParams_t, ptr %17, i32 0, i32 1
  %19 = load i32, ptr %18, align 4
  %20 = icmp ugt i32 %19, 0
  br i1 %20, label %21, label %40

21:                                               ; preds = %16
  %22 = load ptr, ptr %3, align 8
  %23 = getelementptr inbounds %struct.ldmParams_t, ptr %22, i32 0, i32 5
  %24 = load i32, ptr %23, align 4
  %25 = load ptr, ptr %3, align 8
  %26 = getelementptr inbounds %struct.ldmParams_t, ptr %25, i32 0, i32 1
  %27 = load i32, ptr %26, align 4
  %28 = icmp ugt i32 %24, %27
  br i1 %28, label %29, label %39

29:                                               ; preds = %21
  %30 = load ptr, ptr %3, align 8
  %31 = getelementptr inbounds %struct.ldmParams_t, ptr %30, i32 0, i32 5
  %32 = load i32, ptr %31, align 4
  %33 = load ptr, ptr %3, align 8
  %34 = getelementptr inbounds %struct.ldmParams_t, ptr %33, i32 0, i32 1
  %35 = load i32, ptr %34, align 4
  %36 = sub i32 %32, %35
  %37 = load ptr, ptr %3, align 8
  %38 = getelementptr inbounds %struct.ldmParams_t, ptr %37, i32 0, i32 4
  store i32 %36, ptr %38, align 4
  br label %39

39:                                               ; preds = %29, %21
  br label %48

40:                                               ; preds = %16
  %41 = load ptr, ptr %4, align 8
  %42 = getelementptr inbounds %struct.ZSTD_compressionParameters, ptr %41, i32 0, i32 6
  %43 = load i32, ptr %42, align 4
  %44 = udiv i32 %43, 3
  %45 = sub i32 7, %44
  %46 = load ptr, ptr %3, align 8
  %47 = getelementptr inbounds %struct.ldmParams_t, ptr %46, i32 0, i32 4
  store i32 %45, ptr %47, align 4
  br label %48

48:                                               ; preds = %40, %39
  br label %49

49:                                               ; preds = %48, %11
  %50 = load ptr, ptr %3, align 8
  %51 = getelementptr inbounds %struct.ldmParams_t, ptr %50, i32 0, i32 1
  %52 = load i32, ptr %51, align 4
  %53 = icmp eq i32 %52, 0
  br i1 %53, label %54, label %100

54:                                               ; preds = %49
  %55 = load ptr, ptr %3, align 8
  %56 = getelementptr inbounds %struct.ldmParams_t, ptr %55, i32 0, i32 5
  %57 = load i32, ptr %56, align 4
  %58 = load ptr, ptr %3, align 8
  %59 = getelementptr inbounds %struct.ldmParams_t, ptr %58, i32 0, i32 4
  %60 = load i32, ptr %59, align 4
  %61 = sub i32 %57, %60
  %62 = icmp ult i32 %61, 30
  br i1 %62, label %63, label %71

63:                                               ; preds = %54
  %64 = load ptr, ptr %3, align 8
  %65 = getelementptr inbounds %struct.ldmParams_t, ptr %64, i32 0, i32 5
  %66 = load i32, ptr %65, align 4
  %67 = load ptr, ptr %3, align 8
  %68 = getelementptr inbounds %struct.ldmParams_t, ptr %67, i32 0, i32 4
  %69 = load i32, ptr %68, align 4
  %70 = sub i32 %66, %69
  br label %72

71:                                               ; preds = %54
  br label %72

72:                                               ; preds = %71, %63
  %73 = phi i32 [ %70, %63 ], [ 30, %71 ]
  %74 = icmp ugt i32 6, %73
  br i1 %74, label %75, label %76

75:                                               ; preds = %72
  br label %96

76:                                               ; preds = %72
  %77 = load ptr, ptr %3, align 8
  %78 = getelementptr inbounds %struct.ldmParams_t, ptr %77, i32 0, i32 5
  %79 = load i32, ptr %78, align 4
  %80 = load ptr, ptr %3, align 8
  %81 = getelementptr inbounds %struct.ldmParams_t, ptr %80, i32 0, i32 4
  %82 = load i32, ptr %81, align 4
  %83 = sub i32 %79, %82
  %84 = icmp ult i32 %83, 30
  br i1 %84, label %85, label %93

85:                                               ; preds = %76
  %86 = load ptr, ptr %3, align 8
  %87 = getelementptr inbounds %struct.ldmParams_t, ptr %86, i32 0, i32 5
  %88 = load i32, ptr %87, align 4
  %89 = load ptr, ptr %3, align 8
  %90 = getelementptr inbounds %struct.ldmParams_t, ptr %89, i32 0, i32 4
  %91 = load i32, ptr %90, align 4
  %92 = sub i32 %88, %91
  br label %94

93:                                               ; preds = %76
  br label %94

94:                                               ; preds = %93, %85
  %95 = phi i32 [ %92, %85 ], [ 30, %93 ]
  br label %96

96:                                               ; preds = %94, %75
  %97 = phi i32 [ 6, %75 ], [ %95, %94 ]
  %98 = load ptr, ptr %3, align 8
  %99 = getelementptr inbounds %struct.ldmParams_t, ptr %98, i32 0, i32 1
  store i32 %97, ptr %99, align 4
  br label %100

100:                                              ; preds = %96, %49
  %101 = load ptr, ptr %3, align 8
  %102 = getelementptr inbounds %struct.ldmParams_t, ptr %101, i32 0, i32 3
  %103 = load i32, ptr %102, align 4
  %104 = icmp eq i32 %103, 0
  br i1 %104, label %105, label %118

105:                                              ; preds = %100
  %106 = load ptr, ptr %3, align 8
  %107 = getelementptr inbounds %struct.ldmParams_t, ptr %106, i32 0, i32 3
  store i32 64, ptr %107, align 4
  %108 = load ptr, ptr %4, align 8
  %109 = getelementptr inbounds %struct.ZSTD_compressionParameters, ptr %108, i32 0, i32 6
  %110 = load i32, ptr %109, align 4
  %111 = icmp uge i32 %110, 8
  br i1 %111, label %112, label %117

112:                                              ; preds = %105
  %113 = load ptr, ptr %3, align 8
  %114 = getelementptr inbounds %struct.ldmParams_t, ptr %113, i32 0, i32 3
  %115 = load i32, ptr %114, align 4
  %116 = udiv i32 %115, 2
  store i32 %116, ptr %114, align 4
  br label %117

117:                                              ; preds = %112, %105
  br label %118

118:                                              ; preds = %117, %100
  %119 = load ptr, ptr %3, align 8
  %120 = getelementptr inbounds %struct.ldmParams_t, ptr %119, i32 0, i32 2
  %121 = load i32, ptr %120, align 4
  %122 = icmp eq i32 %121, 0
  br i1 %122, label %123, label %153

123:                                              ; preds = %118
  %124 = load ptr, ptr %4, align 8
  %125 = getelementptr inbounds %struct.ZSTD_compressionParameters, ptr %124, i32 0, i32 6
  %126 = load i32, ptr %125, align 4
  %127 = icmp ult i32 %126, 8
  br i1 %127, label %128, label %132

128:                                              ; preds = %123
  %129 = load ptr, ptr %4, align 8
  %130 = getelementptr inbounds %struct.ZSTD_compressionParameters, ptr %129, i32 0, i32 6
  %131 = load i32, ptr %130, align 4
  br label %133

132:                                              ; preds = %123
  br label %133

133:                                              ; preds = %132, %128
  %134 = phi i32 [ %131, %128 ], [ 8, %132 ]
  %135 = icmp ugt i32 4, %134
  br i1 %135, label %136, label %137

136:                                              ; preds = %133
  br label %149

137:                                              ; preds = %133
  %138 = load ptr, ptr %4, align 8
  %139 = getelementptr inbounds %struct.ZSTD_compressionParameters, ptr %138, i32 0, i32 6
  %140 = load i32, ptr %139, align 4
  %141 = icmp ult i32 %140, 8
  br i1 %141, label %142, label %146

142:                                              ; preds = %137
  %143 = load ptr, ptr %4, align 8
  %144 = getelementptr inbounds %struct.ZSTD_compressionParameters, ptr %143, i32 0, i32 6
  %145 = load i32, ptr %144, align 4
  br label %147

146:                                              ; preds = %137
  br label %147

147:                                              ; preds = %146, %142
  %148 = phi i32 [ %145, %142 ], [ 8, %146 ]
  br label %149

149:                                              ; preds = %147, %136
  %150 = phi i32 [ 4, %136 ], [ %148, %147 ]
  %151 = load ptr, ptr %3, align 8
  %152 = getelementptr inbounds %struct.ldmParams_t, ptr %151, i32 0, i32 2
  store i32 %150, ptr %152, align 4
  br label %153

153:                                              ; preds = %149, %118
  %154 = load ptr, ptr %3, align 8
  %155 = getelementptr inbounds %struct.ldmParams_t, ptr %154, i32 0, i32 2
  %156 = load i32, ptr %155, align 4
  %157 = load ptr, ptr %3, align 8
  %158 = getelementptr inbounds %struct.ldmParams_t, ptr %157, i32 0, i32 1
  %159 = load i32, ptr %158, align 4
  %160 = icmp ult i32 %156, %159
  br i1 %160, label %161, label %165

161:                                              ; preds = %153
  %162 = load ptr, ptr %3, align 8
  %163 = getelementptr inbounds %struct.ldmParams_t, ptr %162, i32 0, i32 2
  %164 = load i32, ptr %163, align 4
  br label %169

165:                                              ; preds = %153
  %166 = load ptr, ptr %3, align 8
  %167 = getelementptr inbounds %struct.ldmParams_t, ptr %166, i32 0, i32 1
  %168 = load i32, ptr %167, align 4
  br label %169

169:                                              ; preds = %165, %161
  %170 = phi i32 [ %164, %161 ], [ %168, %165 ]
  %171 = load ptr, ptr %3, align 8
  %172 = getelementptr inbounds %struct.ldmParams_t, ptr %171, i32 0, i32 2
  store i32 %170, ptr %172, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @ZSTD_ldm_getTableSize(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  store ptr %0, ptr %2, align 8
  %7 = getelementptr inbounds %struct.ldmParams_t, ptr %0, i32 0, i32 1
  %8 = load i32, ptr %7, align 4
  %9 = zext i32 %8 to i64
  %10 = shl i64 1, %9
  store i64 %10, ptr %3, align 8
  %11 = getelementptr inbounds %struct.ldmParams_t, ptr %0, i32 0, i32 2
  %12 = load i32, ptr %11, align 4
  %13 = getelementptr inbounds %struct.ldmParams_t, ptr %0, i32 0, i32 1
  %14 = load i32, ptr %13, align 4
  %15 = icmp ult i32 %12, %14
  br i1 %15, label %16, label %19

16:                                               ; preds = %1
  %17 = getelementptr inbounds %struct.ldmParams_t, ptr %0, i32 0, i32 2
  %18 = load i32, ptr %17, align 4
  br label %22

19:                                               ; preds = %1
  %20 = getelementptr inbounds %struct.ldmParams_t, ptr %0, i32 0, i32 1
  %21 = load i32, ptr %20, align 4
  br label %22

22:                                               ; preds = %19, %16
  %23 = phi i32 [ %18, %16 ], [ %21, %19 ]
  %24 = zext i32 %23 to i64
  store i64 %24, ptr %4, align 8
  %25 = getelementptr inbounds %struct.ldmParams_t, ptr %0, i32 0, i32 1
  %26 = load i32, ptr %25, align 4
  %27 = zext i32 %26 to i64
  %28 = load i64, ptr %4, align 8
  %29 = sub i64 %27, %28
  %30 = shl i64 1, %29
  store i64 %30, ptr %5, align 8
  %31 = load i64, ptr %5, align 8
  %32 = call i64 @ZSTD_cwksp_alloc_size(i64 noundef %31)
  %33 = load i64, ptr %3, align 8
  %34 = mul i64 %33, 8
  %35 = call i64 @ZSTD_cwksp_alloc_size(i64 noundef %34)
  %36 = add i64 %32, %35
  store i64 %36, ptr %6, align 8
  %37 = getelementptr inbounds %struct.ldmParams_t, ptr %0, i32 0, i32 0
  %38 = load i32, ptr %37, align 4
  %39 = icmp eq i32 %38, 1
  br i1 %39, label %40, label %42

40:                                               ; preds = %22
  %41 = load i64, ptr %6, align 8
  br label %43

42:                                               ; preds = %22
  br label %43

43:                                               ; preds = %42, %40
  %44 = phi i64 [ %41, %40 ], [ 0, %42 ]
  ret i64 %44
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @ZSTD_cwksp_alloc_size(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  %4 = load i64, ptr %3, align 8
  %5 = icmp eq i64 %4, 0
  br i1 %5, label %6, label %7

6:                                                ; preds = %1
  store i64 0, ptr %2, align 8
  br label %9

7:                                                ; preds = %1
  %8 = load i64, ptr %3, align 8
  store i64 %8, ptr %2, align 8
  br label %9

9:                                                ; preds = %7, %6
  %10 = load i64, ptr %2, align 8
  ret i64 %10
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @ZSTD_ldm_getMaxNbSeq(ptr noundef %0, i64 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  store ptr %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = getelementptr inbounds %struct.ldmParams_t, ptr %0, i32 0, i32 0
  %6 = load i32, ptr %5, align 4
  %7 = icmp eq i32 %6, 1
  br i1 %7, label %8, label %14

8:                                                ; preds = %2
  %9 = load i64, ptr %4, align 8
  %10 = getelementptr inbounds %struct.ldmParams_t, ptr %0, i32 0, i32 3
  %11 = load i32, ptr %10, align 4
  %12 = zext i32 %11 to i64
  %13 = udiv i64 %9, %12
  br label %15

14:                                               ; preds = %2
  br label %15

15:                                               ; preds = %14, %8
  %16 = phi i64 [ %13, %8 ], [ 0, %14 ]
  ret i64 %16
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @ZSTD_ldm_fillHashTable(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca ptr, align 8
  %13 = alloca ptr, align 8
  %14 = alloca %struct.ldmRollingHashState_t, align 8
  %15 = alloca ptr, align 8
  %16 = alloca i32, align 4
  %17 = alloca i64, align 8
  %18 = alloca i32, align 4
  %19 = alloca ptr, align 8
  %20 = alloca i64, align 8
  %21 = alloca i32, align 4
  %22 = alloca %struct.ldmEntry_t, align 4
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store ptr %2, ptr %7, align 8
  store ptr %3, ptr %8, align 8
  %23 = load ptr, ptr %8, align 8
  %24 = getelementptr inbounds %struct.ldmParams_t, ptr %23, i32 0, i32 3
  %25 = load i32, ptr %24, align 4
  store i32 %25, ptr %9, align 4
  %26 = load ptr, ptr %8, align 8
  %27 = getelementptr inbounds %struct.ldmParams_t, ptr %26, i32 0, i32 2
  %28 = load i32, ptr %27, align 4
  store i32 %28, ptr %10, align 4
  %29 = load ptr, ptr %8, align 8
  %30 = getelementptr inbounds %struct.ldmParams_t, ptr %29, i32 0, i32 1
  %31 = load i32, ptr %30, align 4
  %32 = load i32, ptr %10, align 4
  %33 = sub i32 %31, %32
  store i32 %33, ptr %11, align 4
  %34 = load ptr, ptr %5, align 8
  %35 = getelementptr inbounds %struct.ldmState_t, ptr %34, i32 0, i32 0
  %36 = getelementptr inbounds %struct.ZSTD_window_t, ptr %35, i32 0, i32 1
  %37 = load ptr, ptr %36, align 8
  store ptr %37, ptr %12, align 8
  %38 = load ptr, ptr %6, align 8
  store ptr %38, ptr %13, align 8
  %39 = load ptr, ptr %5, align 8
  %40 = getelementptr inbounds %struct.ldmState_t, ptr %39, i32 0, i32 4
  %41 = getelementptr inbounds [64 x i64], ptr %40, i64 0, i64 0
  store ptr %41, ptr %15, align 8
  br label %42

42:                                               ; preds = %4
  br label %43

43:                                               ; preds = %42
  %44 = load ptr, ptr %8, align 8
  call void @ZSTD_ldm_gear_init(ptr noundef %14, ptr noundef %44)
  br label %45

45:                                               ; preds = %120, %43
  %46 = load ptr, ptr %6, align 8
  %47 = load ptr, ptr %7, align 8
  %48 = icmp ult ptr %46, %47
  br i1 %48, label %49, label %124

49:                                               ; preds = %45
  store i32 0, ptr %16, align 4
  %50 = load ptr, ptr %6, align 8
  %51 = load ptr, ptr %7, align 8
  %52 = load ptr, ptr %6, align 8
  %53 = ptrtoint ptr %51 to i64
  %54 = ptrtoint ptr %52 to i64
  %55 = sub i64 %53, %54
  %56 = load ptr, ptr %15, align 8
  %57 = call i64 @ZSTD_ldm_gear_feed(ptr noundef %14, ptr noundef %50, i64 noundef %55, ptr noundef %56, ptr noundef %16)
  store i64 %57, ptr %17, align 8
  store i32 0, ptr %18, align 4
  br label %58

58:                                               ; preds = %117, %49
  %59 = load i32, ptr %18, align 4
  %60 = load i32, ptr %16, align 4
  %61 = icmp ult i32 %59, %60
  br i1 %61, label %62, label %120

62:                                               ; preds = %58
  %63 = load ptr, ptr %6, align 8
  %64 = load ptr, ptr %15, align 8
  %65 = load i32, ptr %18, align 4
  %66 = zext i32 %65 to i64
  %67 = getelementptr inbounds i64, ptr %64, i64 %66
  %68 = load i64, ptr %67, align 8
  %69 = getelementptr inbounds i8, ptr %63, i64 %68
  %70 = load ptr, ptr %13, align 8
  %71 = load i32, ptr %9, align 4
  %72 = zext i32 %71 to i64
  %73 = getelementptr inbounds i8, ptr %70, i64 %72
  %74 = icmp uge ptr %69, %73
  br i1 %74, label %75, label %116

75:                                               ; preds = %62
  %76 = load ptr, ptr %6, align 8
  %77 = load ptr, ptr %15, align 8
  %78 = load i32, ptr %18, align 4
  %79 = zext i32 %78 to i64
  %80 = getelementptr inbounds i64, ptr %77, i64 %79
  %81 = load i64, ptr %80, align 8
  %82 = getelementptr inbounds i8, ptr %76, i64 %81
  %83 = load i32, ptr %9, align 4
  %84 = zext i32 %83 to i64
  %85 = sub i64 0, %84
  %86 = getelementptr inbounds i8, ptr %82, i64 %85
  store ptr %86, ptr %19, align 8
  %87 = load ptr, ptr %19, align 8
  %88 = load i32, ptr %9, align 4
  %89 = zext i32 %88 to i64
  %90 = call i64 @XXH_INLINE_XXH64(ptr nocapture noundef %87, i64 noundef %89, i64 noundef 0) #7
  store i64 %90, ptr %20, align 8
  %91 = load i64, ptr %20, align 8
  %92 = load i32, ptr %11, align 4
  %93 = shl i32 1, %92
  %94 = sub i32 %93, 1
  %95 = zext i32 %94 to i64
  %96 = and i64 %91, %95
  %97 = trunc i64 %96 to i32
  store i32 %97, ptr %21, align 4
  %98 = load ptr, ptr %19, align 8
  %99 = load ptr, ptr %12, align 8
  %100 = ptrtoint ptr %98 to i64
  %101 = ptrtoint ptr %99 to i64
  %102 = sub i64 %100, %101
  %103 = trunc i64 %102 to i32
  %104 = getelementptr inbounds %struct.ldmEntry_t, ptr %22, i32 0, i32 0
  store i32 %103, ptr %104, align 4
  %105 = load i64, ptr %20, align 8
  %106 = lshr i64 %105, 32
  %107 = trunc i64 %106 to i32
  %108 = getelementptr inbounds %struct.ldmEntry_t, ptr %22, i32 0, i32 1
  store i32 %107, ptr %108, align 4
  %109 = load ptr, ptr %5, align 8
  %110 = load i32, ptr %21, align 4
  %111 = zext i32 %110 to i64
  %112 = load ptr, ptr %8, align 8
  %113 = getelementptr inbounds %struct.ldmParams_t, ptr %112, i32 0, i32 2
  %114 = load i32, ptr %113, align 4
  %115 = load i64, ptr %22, align 4
  call void @ZSTD_ldm_insertEntry(ptr noundef %109, i64 noundef %111, i64 %115, i32 noundef %114)
  br label %116

116:                                              ; preds = %75, %62
  br label %117

117:                                              ; preds = %116
  %118 = load i32, ptr %18, align 4
  %119 = add i32 %118, 1
  store i32 %119, ptr %18, align 4
  br label %58, !llvm.loop !6

120:                                              ; preds = %58
  %121 = load i64, ptr %17, align 8
  %122 = load ptr, ptr %6, align 8
  %123 = getelementptr inbounds i8, ptr %122, i64 %121
  store ptr %123, ptr %6, align 8
  br label %45, !llvm.loop !8

124:                                              ; preds = %45
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @ZSTD_ldm_gear_init(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %7 = load ptr, ptr %4, align 8
  %8 = getelementptr inbounds %struct.ldmParams_t, ptr %7, i32 0, i32 3
  %9 = load i32, ptr %8, align 4
  %10 = icmp ult i32 %9, 64
  br i1 %10, label %11, label %15

11:                                               ; preds = %2
  %12 = load ptr, ptr %4, align 8
  %13 = getelementptr inbounds %struct.ldmParams_t, ptr %12, i32 0, i32 3
  %14 = load i32, ptr %13, align 4
  br label %16

15:                                               ; preds = %2
  br label %16

16:                                               ; preds = %15, %11
  %17 = phi i32 [ %14, %11 ], [ 64, %15 ]
  store i32 %17, ptr %5, align 4
  %18 = load ptr, ptr %4, align 8
  %19 = getelementptr inbounds %struct.ldmParams_t, ptr %18, i32 0, i32 4
  %20 = load i32, ptr %19, align 4
  store i32 %20, ptr %6, align 4
  %21 = load ptr, ptr %3, align 8
  %22 = getelementptr inbounds %struct.ldmRollingHashState_t, ptr %21, i32 0, i32 0
  store i64 4294967295, ptr %22, align 8
  %23 = load i32, ptr %6, align 4
  %24 = icmp ugt i32 %23, 0
  br i1 %24, label %25, label %41

25:                                               ; preds = %16
  %26 = load i32, ptr %6, align 4
  %27 = load i32, ptr %5, align 4
  %28 = icmp ule i32 %26, %27
  br i1 %28, label %29, label %41

29:                                               ; preds = %25
  %30 = load i32, ptr %6, align 4
  %31 = zext i32 %30 to i64
  %32 = shl i64 1, %31
  %33 = sub i64 %32, 1
  %34 = load i32, ptr %5, align 4
  %35 = load i32, ptr %6, align 4
  %36 = sub i32 %34, %35
  %37 = zext i32 %36 to i64
  %38 = shl i64 %33, %37
  %39 = load ptr, ptr %3, align 8
  %40 = getelementptr inbounds %struct.ldmRollingHashState_t, ptr %39, i32 0, i32 1
  store i64 %38, ptr %40, align 8
  br label %48

41:                                               ; preds = %25, %16
  %42 = load i32, ptr %6, align 4
  %43 = zext i32 %42 to i64
  %44 = shl i64 1, %43
  %45 = sub i64 %44, 1
  %46 = load ptr, ptr %3, align 8
  %47 = getelementptr inbounds %struct.ldmRollingHashState_t, ptr %46, i32 0, i32 1
  store i64 %45, ptr %47, align 8
  br label %48

48:                                               ; preds = %41, %29
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @ZSTD_ldm_gear_feed(ptr noundef %0, ptr noundef %1, i64 noundef %2, ptr noundef %3, ptr noundef %4) #0 {
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i64, align 8
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  store ptr %0, ptr %6, align 8
  store ptr %1, ptr %7, align 8
  store i64 %2, ptr %8, align 8
  store ptr %3, ptr %9, align 8
  store ptr %4, ptr %10, align 8
  %14 = load ptr, ptr %6, align 8
  %15 = getelementptr inbounds %struct.ldmRollingHashState_t, ptr %14, i32 0, i32 0
  %16 = load i64, ptr %15, align 8
  store i64 %16, ptr %12, align 8
  %17 = load ptr, ptr %6, align 8
  %18 = getelementptr inbounds %struct.ldmRollingHashState_t, ptr %17, i32 0, i32 1
  %19 = load i64, ptr %18, align 8
  store i64 %19, ptr %13, align 8
  store i64 0, ptr %11, align 8
  br label %20

20:                                               ; preds = %181, %5
  %21 = load i64, ptr %11, align 8
  %22 = add i64 %21, 3
  %23 = load i64, ptr %8, align 8
  %24 = icmp ult i64 %22, %23
  br i1 %24, label %25, label %182

25:                                               ; preds = %20
  br label %26

26:                                               ; preds = %25
  %27 = load i64, ptr %12, align 8
  %28 = shl i64 %27, 1
  %29 = load ptr, ptr %7, align 8
  %30 = load i64, ptr %11, align 8
  %31 = getelementptr inbounds i8, ptr %29, i64 %30
  %32 = load i8, ptr %31, align 1
  %33 = zext i8 %32 to i32
  %34 = and i32 %33, 255
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds [256 x i64], ptr @ZSTD_ldm_gearTab, i64 0, i64 %35
  %37 = load i64, ptr %36, align 8
  %38 = add i64 %28, %37
  store i64 %38, ptr %12, align 8
  %39 = load i64, ptr %11, align 8
  %40 = add i64 %39, 1
  store i64 %40, ptr %11, align 8
  %41 = load i64, ptr %12, align 8
  %42 = load i64, ptr %13, align 8
  %43 = and i64 %41, %42
  %44 = icmp eq i64 %43, 0
  %45 = zext i1 %44 to i32
  %46 = sext i32 %45 to i64
  %47 = icmp ne i64 %46, 0
  br i1 %47, label %48, label %63

48:                                               ; preds = %26
  %49 = load i64, ptr %11, align 8
  %50 = load ptr, ptr %9, align 8
  %51 = load ptr, ptr %10, align 8
  %52 = load i32, ptr %51, align 4
  %53 = zext i32 %52 to i64
  %54 = getelementptr inbounds i64, ptr %50, i64 %53
  store i64 %49, ptr %54, align 8
  %55 = load ptr, ptr %10, align 8
  %56 = load i32, ptr %55, align 4
  %57 = add i32 %56, 1
  store i32 %57, ptr %55, align 4
  %58 = load ptr, ptr %10, align 8
  %59 = load i32, ptr %58, align 4
  %60 = icmp eq i32 %59, 64
  br i1 %60, label %61, label %62

61:                                               ; preds = %48
  br label %228

62:                                               ; preds = %48
  br label %63

63:                                               ; preds = %62, %26
  br label %64

64:                                               ; preds = %63
  br label %65

65:                                               ; preds = %64
  %66 = load i64, ptr %12, align 8
  %67 = shl i64 %66, 1
  %68 = load ptr, ptr %7, align 8
  %69 = load i64, ptr %11, align 8
  %70 = getelementptr inbounds i8, ptr %68, i64 %69
  %71 = load i8, ptr %70, align 1
  %72 = zext i8 %71 to i32
  %73 = and i32 %72, 255
  %74 = sext i32 %73 to i64
  %75 = getelementptr inbounds [256 x i64], ptr @ZSTD_ldm_gearTab, i64 0, i64 %74
  %76 = load i64, ptr %75, align 8
  %77 = add i64 %67, %76
  store i64 %77, ptr %12, align 8
  %78 = load i64, ptr %11, align 8
  %79 = add i64 %78, 1
  store i64 %79, ptr %11, align 8
  %80 = load i64, ptr %12, align 8
  %81 = load i64, ptr %13, align 8
  %82 = and i64 %80, %81
  %83 = icmp eq i64 %82, 0
  %84 = zext i1 %83 to i32
  %85 = sext i32 %84 to i64
  %86 = icmp ne i64 %85, 0
  br i1 %86, label %87, label %102

87:                                               ; preds = %65
  %88 = load i64, ptr %11, align 8
  %89 = load ptr, ptr %9, align 8
  %90 = load ptr, ptr %10, align 8
  %91 = load i32, ptr %90, align 4
  %92 = zext i32 %91 to i64
  %93 = getelementptr inbounds i64, ptr %89, i64 %92
  store i64 %88, ptr %93, align 8
  %94 = load ptr, ptr %10, align 8
  %95 = load i32, ptr %94, align 4
  %96 = add i32 %95, 1
  store i32 %96, ptr %94, align 4
  %97 = load ptr, ptr %10, align 8
  %98 = load i32, ptr %97, align 4
  %99 = icmp eq i32 %98, 64
  br i1 %99, label %100, label %101

100:                                              ; preds = %87
  br label %228

101:                                              ; preds = %87
  br label %102

102:                                              ; preds = %101, %65
  br label %103

103:                                              ; preds = %102
  br label %104

104:                                              ; preds = %103
  %105 = load i64, ptr %12, align 8
  %106 = shl i64 %105, 1
  %107 = load ptr, ptr %7, align 8
  %108 = load i64, ptr %11, align 8
  %109 = getelementptr inbounds i8, ptr %107, i64 %108
  %110 = load i8, ptr %109, align 1
  %111 = zext i8 %110 to i32
  %112 = and i32 %111, 255
  %113 = sext i32 %112 to i64
  %114 = getelementptr inbounds [256 x i64], ptr @ZSTD_ldm_gearTab, i64 0, i64 %113
  %115 = load i64, ptr %114, align 8
  %116 = add i64 %106, %115
  store i64 %116, ptr %12, align 8
  %117 = load i64, ptr %11, align 8
  %118 = add i64 %117, 1
  store i64 %118, ptr %11, align 8
  %119 = load i64, ptr %12, align 8
  %120 = load i64, ptr %13, align 8
  %121 = and i64 %119, %120
  %122 = icmp eq i64 %121, 0
  %123 = zext i1 %122 to i32
  %124 = sext i32 %123 to i64
  %125 = icmp ne i64 %124, 0
  br i1 %125, label %126, label %141

126:                                              ; preds = %104
  %127 = load i64, ptr %11, align 8
  %128 = load ptr, ptr %9, align 8
  %129 = load ptr, ptr %10, align 8
  %130 = load i32, ptr %129, align 4
  %131 = zext i32 %130 to i64
  %132 = getelementptr inbounds i64, ptr %128, i64 %131
  store i64 %127, ptr %132, align 8
  %133 = load ptr, ptr %10, align 8
  %134 = load i32, ptr %133, align 4
  %135 = add i32 %134, 1
  store i32 %135, ptr %133, align 4
  %136 = load ptr, ptr %10, align 8
  %137 = load i32, ptr %136, align 4
  %138 = icmp eq i32 %137, 64
  br i1 %138, label %139, label %140

139:                                              ; preds = %126
  br label %228

140:                                              ; preds = %126
  br label %141

141:                                              ; preds = %140, %104
  br label %142

142:                                              ; preds = %141
  br label %143

143:                                              ; preds = %142
  %144 = load i64, ptr %12, align 8
  %145 = shl i64 %144, 1
  %146 = load ptr, ptr %7, align 8
  %147 = load i64, ptr %11, align 8
  %148 = getelementptr inbounds i8, ptr %146, i64 %147
  %149 = load i8, ptr %148, align 1
  %150 = zext i8 %149 to i32
  %151 = and i32 %150, 255
  %152 = sext i32 %151 to i64
  %153 = getelementptr inbounds [256 x i64], ptr @ZSTD_ldm_gearTab, i64 0, i64 %152
  %154 = load i64, ptr %153, align 8
  %155 = add i64 %145, %154
  store i64 %155, ptr %12, align 8
  %156 = load i64, ptr %11, align 8
  %157 = add i64 %156, 1
  store i64 %157, ptr %11, align 8
  %158 = load i64, ptr %12, align 8
  %159 = load i64, ptr %13, align 8
  %160 = and i64 %158, %159
  %161 = icmp eq i64 %160, 0
  %162 = zext i1 %161 to i32
  %163 = sext i32 %162 to i64
  %164 = icmp ne i64 %163, 0
  br i1 %164, label %165, label %180

165:                                              ; preds = %143
  %166 = load i64, ptr %11, align 8
  %167 = load ptr, ptr %9, align 8
  %168 = load ptr, ptr %10, align 8
  %169 = load i32, ptr %168, align 4
  %170 = zext i32 %169 to i64
  %171 = getelementptr inbounds i64, ptr %167, i64 %170
  store i64 %166, ptr %171, align 8
  %172 = load ptr, ptr %10, align 8
  %173 = load i32, ptr %172, align 4
  %174 = add i32 %173, 1
  store i32 %174, ptr %172, align 4
  %175 = load ptr, ptr %10, align 8
  %176 = load i32, ptr %175, align 4
  %177 = icmp eq i32 %176, 64
  br i1 %177, label %178, label %179

178:                                              ; preds = %165
  br label %228

179:                                              ; preds = %165
  br label %180

180:                                              ; preds = %179, %143
  br label %181

181:                                              ; preds = %180
  br label %20, !llvm.loop !9

182:                                              ; preds = %20
  br label %183

183:                                              ; preds = %226, %182
  %184 = load i64, ptr %11, align 8
  %185 = load i64, ptr %8, align 8
  %186 = icmp ult i64 %184, %185
  br i1 %186, label %187, label %227

187:                                              ; preds = %183
  br label %188

188:                                              ; preds = %187
  %189 = load i64, ptr %12, align 8
  %190 = shl i64 %189, 1
  %191 = load ptr, ptr %7, align 8
  %192 = load i64, ptr %11, align 8
  %193 = getelementptr inbounds i8, ptr %191, i64 %192
  %194 = load i8, ptr %193, align 1
  %195 = zext i8 %194 to i32
  %196 = and i32 %195, 255
  %197 = sext i32 %196 to i64
  %198 = getelementptr inbounds [256 x i64], ptr @ZSTD_ldm_gearTab, i64 0, i64 %197
  %199 = load i64, ptr %198, align 8
  %200 = add i64 %190, %199
  store i64 %200, ptr %12, align 8
  %201 = load i64, ptr %11, align 8
  %202 = add i64 %201, 1
  store i64 %202, ptr %11, align 8
  %203 = load i64, ptr %12, align 8
  %204 = load i64, ptr %13, align 8
  %205 = and i64 %203, %204
  %206 = icmp eq i64 %205, 0
  %207 = zext i1 %206 to i32
  %208 = sext i32 %207 to i64
  %209 = icmp ne i64 %208, 0
  br i1 %209, label %210, label %225

210:                                              ; preds = %188
  %211 = load i64, ptr %11, align 8
  %212 = load ptr, ptr %9, align 8
  %213 = load ptr, ptr %10, align 8
  %214 = load i32, ptr %213, align 4
  %215 = zext i32 %214 to i64
  %216 = getelementptr inbounds i64, ptr %212, i64 %215
  store i64 %211, ptr %216, align 8
  %217 = load ptr, ptr %10, align 8
  %218 = load i32, ptr %217, align 4
  %219 = add i32 %218, 1
  store i32 %219, ptr %217, align 4
  %220 = load ptr, ptr %10, align 8
  %221 = load i32, ptr %220, align 4
  %222 = icmp eq i32 %221, 64
  br i1 %222, label %223, label %224

223:                                              ; preds = %210
  br label %228

224:                                              ; preds = %210
  br label %225

225:                                              ; preds = %224, %188
  br label %226

226:                                              ; preds = %225
  br label %183, !llvm.loop !10

227:                                              ; preds = %183
  br label %228

228:                                              ; preds = %227, %223, %178, %139, %100, %61
  %229 = load i64, ptr %12, align 8
  %230 = load ptr, ptr %6, align 8
  %231 = getelementptr inbounds %struct.ldmRollingHashState_t, ptr %230, i32 0, i32 0
  store i64 %229, ptr %231, align 8
  %232 = load i64, ptr %11, align 8
  ret i64 %232
}

; Function Attrs: noinline nounwind optnone willreturn memory(read) uwtable
define internal i64 @XXH_INLINE_XXH64(ptr nocapture noundef %0, i64 noundef %1, i64 noundef %2) #1 {
  %4 = alloca ptr, align 8
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  store ptr %0, ptr %4, align 8
  store i64 %1, ptr %5, align 8
  store i64 %2, ptr %6, align 8
  %7 = load ptr, ptr %4, align 8
  %8 = load i64, ptr %5, align 8
  %9 = load i64, ptr %6, align 8
  %10 = call i64 @XXH64_endian_align(ptr noundef %7, i64 noundef %8, i64 noundef %9, i32 noundef 1) #7
  ret i64 %10
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @ZSTD_ldm_insertEntry(ptr noundef %0, i64 noundef %1, i64 %2, i32 noundef %3) #0 {
  %5 = alloca %struct.ldmEntry_t, align 4
  %6 = alloca ptr, align 8
  %7 = alloca i64, align 8
  %8 = alloca i32, align 4
  %9 = alloca ptr, align 8
  %10 = alloca i32, align 4
  store i64 %2, ptr %5, align 4
  store ptr %0, ptr %6, align 8
  store i64 %1, ptr %7, align 8
  store i32 %3, ptr %8, align 4
  %11 = load ptr, ptr %6, align 8
  %12 = getelementptr inbounds %struct.ldmState_t, ptr %11, i32 0, i32 3
  %13 = load ptr, ptr %12, align 8
  %14 = load i64, ptr %7, align 8
  %15 = getelementptr inbounds i8, ptr %13, i64 %14
  store ptr %15, ptr %9, align 8
  %16 = load ptr, ptr %9, align 8
  %17 = load i8, ptr %16, align 1
  %18 = zext i8 %17 to i32
  store i32 %18, ptr %10, align 4
  %19 = load ptr, ptr %6, align 8
  %20 = load i64, ptr %7, align 8
  %21 = load i32, ptr %8, align 4
  %22 = call ptr @ZSTD_ldm_getBucket(ptr noundef %19, i64 noundef %20, i32 noundef %21)
  %23 = load i32, ptr %10, align 4
  %24 = zext i32 %23 to i64
  %25 = getelementptr inbounds %struct.ldmEntry_t, ptr %22, i64 %24
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %25, ptr align 4 %5, i64 8, i1 false)
  %26 = load i32, ptr %10, align 4
  %27 = add i32 %26, 1
  %28 = load i32, ptr %8, align 4
  %29 = shl i32 1, %28
  %30 = sub i32 %29, 1
  %31 = and i32 %27, %30
  %32 = trunc i32 %31 to i8
  %33 = load ptr, ptr %9, align 8
  store i8 %32, ptr %33, align 1
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @ZSTD_ldm_generateSequences(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, i64 noundef %4) #0 {
  %6 = alloca i64, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca i64, align 8
  %12 = alloca i32, align 4
  %13 = alloca ptr, align 8
  %14 = alloca ptr, align 8
  %15 = alloca i64, align 8
  %16 = alloca i64, align 8
  %17 = alloca i64, align 8
  %18 = alloca i64, align 8
  %19 = alloca ptr, align 8
  %20 = alloca i64, align 8
  %21 = alloca ptr, align 8
  %22 = alloca i64, align 8
  %23 = alloca i64, align 8
  %24 = alloca i64, align 8
  %25 = alloca %struct.ZSTD_window_t, align 8
  %26 = alloca i32, align 4
  %27 = alloca i32, align 4
  store ptr %0, ptr %7, align 8
  store ptr %1, ptr %8, align 8
  store ptr %2, ptr %9, align 8
  store ptr %3, ptr %10, align 8
  store i64 %4, ptr %11, align 8
  %28 = load ptr, ptr %9, align 8
  %29 = getelementptr inbounds %struct.ldmParams_t, ptr %28, i32 0, i32 5
  %30 = load i32, ptr %29, align 4
  %31 = shl i32 1, %30
  store i32 %31, ptr %12, align 4
  %32 = load ptr, ptr %10, align 8
  store ptr %32, ptr %13, align 8
  %33 = load ptr, ptr %13, align 8
  %34 = load i64, ptr %11, align 8
  %35 = getelementptr inbounds i8, ptr %33, i64 %34
  store ptr %35, ptr %14, align 8
  store i64 1048576, ptr %15, align 8
  %36 = load i64, ptr %11, align 8
  %37 = udiv i64 %36, 1048576
  %38 = load i64, ptr %11, align 8
  %39 = urem i64 %38, 1048576
  %40 = icmp ne i64 %39, 0
  %41 = zext i1 %40 to i32
  %42 = sext i32 %41 to i64
  %43 = add i64 %37, %42
  store i64 %43, ptr %16, align 8
  store i64 0, ptr %18, align 8
  store i64 0, ptr %17, align 8
  br label %44

44:                                               ; preds = %153, %5
  %45 = load i64, ptr %17, align 8
  %46 = load i64, ptr %16, align 8
  %47 = icmp ult i64 %45, %46
  br i1 %47, label %48, label %56

48:                                               ; preds = %44
  %49 = load ptr, ptr %8, align 8
  %50 = getelementptr inbounds %struct.RawSeqStore_t, ptr %49, i32 0, i32 3
  %51 = load i64, ptr %50, align 8
  %52 = load ptr, ptr %8, align 8
  %53 = getelementptr inbounds %struct.RawSeqStore_t, ptr %52, i32 0, i32 4
  %54 = load i64, ptr %53, align 8
  %55 = icmp ult i64 %51, %54
  br label %56

56:                                               ; preds = %48, %44
  %57 = phi i1 [ false, %44 ], [ %55, %48 ]
  br i1 %57, label %58, label %156

58:                                               ; preds = %56
  %59 = load ptr, ptr %13, align 8
  %60 = load i64, ptr %17, align 8
  %61 = mul i64 %60, 1048576
  %62 = getelementptr inbounds i8, ptr %59, i64 %61
  store ptr %62, ptr %19, align 8
  %63 = load ptr, ptr %14, align 8
  %64 = load ptr, ptr %19, align 8
  %65 = ptrtoint ptr %63 to i64
  %66 = ptrtoint ptr %64 to i64
  %67 = sub i64 %65, %66
  store i64 %67, ptr %20, align 8
  %68 = load i64, ptr %20, align 8
  %69 = icmp ult i64 %68, 1048576
  br i1 %69, label %70, label %72

70:                                               ; preds = %58
  %71 = load ptr, ptr %14, align 8
  br label %75

72:                                               ; preds = %58
  %73 = load ptr, ptr %19, align 8
  %74 = getelementptr inbounds i8, ptr %73, i64 1048576
  br label %75

75:                                               ; preds = %72, %70
  %76 = phi ptr [ %71, %70 ], [ %74, %72 ]
  store ptr %76, ptr %21, align 8
  %77 = load ptr, ptr %21, align 8
  %78 = load ptr, ptr %19, align 8
  %79 = ptrtoint ptr %77 to i64
  %80 = ptrtoint ptr %78 to i64
  %81 = sub i64 %79, %80
  store i64 %81, ptr %22, align 8
  %82 = load ptr, ptr %8, align 8
  %83 = getelementptr inbounds %struct.RawSeqStore_t, ptr %82, i32 0, i32 3
  %84 = load i64, ptr %83, align 8
  store i64 %84, ptr %24, align 8
  %85 = load ptr, ptr %7, align 8
  %86 = getelementptr inbounds %struct.ldmState_t, ptr %85, i32 0, i32 0
  %87 = load i32, ptr %12, align 4
  %88 = load ptr, ptr %7, align 8
  %89 = getelementptr inbounds %struct.ldmState_t, ptr %88, i32 0, i32 2
  %90 = load i32, ptr %89, align 8
  %91 = load ptr, ptr %19, align 8
  %92 = load ptr, ptr %21, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %25, ptr align 8 %86, i64 40, i1 false)
  %93 = call i32 @ZSTD_window_needOverflowCorrection(ptr noundef %25, i32 noundef 0, i32 noundef %87, i32 noundef %90, ptr noundef %91, ptr noundef %92)
  %94 = icmp ne i32 %93, 0
  br i1 %94, label %95, label %112

95:                                               ; preds = %75
  %96 = load ptr, ptr %9, align 8
  %97 = getelementptr inbounds %struct.ldmParams_t, ptr %96, i32 0, i32 1
  %98 = load i32, ptr %97, align 4
  %99 = shl i32 1, %98
  store i32 %99, ptr %26, align 4
  %100 = load ptr, ptr %7, align 8
  %101 = getelementptr inbounds %struct.ldmState_t, ptr %100, i32 0, i32 0
  %102 = load i32, ptr %12, align 4
  %103 = load ptr, ptr %19, align 8
  %104 = call i32 @ZSTD_window_correctOverflow(ptr noundef %101, i32 noundef 0, i32 noundef %102, ptr noundef %103)
  store i32 %104, ptr %27, align 4
  %105 = load ptr, ptr %7, align 8
  %106 = getelementptr inbounds %struct.ldmState_t, ptr %105, i32 0, i32 1
  %107 = load ptr, ptr %106, align 8
  %108 = load i32, ptr %26, align 4
  %109 = load i32, ptr %27, align 4
  call void @ZSTD_ldm_reduceTable(ptr noundef %107, i32 noundef %108, i32 noundef %109)
  %110 = load ptr, ptr %7, align 8
  %111 = getelementptr inbounds %struct.ldmState_t, ptr %110, i32 0, i32 2
  store i32 0, ptr %111, align 8
  br label %112

112:                                              ; preds = %95, %75
  %113 = load ptr, ptr %7, align 8
  %114 = getelementptr inbounds %struct.ldmState_t, ptr %113, i32 0, i32 0
  %115 = load ptr, ptr %21, align 8
  %116 = load i32, ptr %12, align 4
  %117 = load ptr, ptr %7, align 8
  %118 = getelementptr inbounds %struct.ldmState_t, ptr %117, i32 0, i32 2
  call void @ZSTD_window_enforceMaxDist(ptr noundef %114, ptr noundef %115, i32 noundef %116, ptr noundef %118, ptr noundef null)
  %119 = load ptr, ptr %7, align 8
  %120 = load ptr, ptr %8, align 8
  %121 = load ptr, ptr %9, align 8
  %122 = load ptr, ptr %19, align 8
  %123 = load i64, ptr %22, align 8
  %124 = call i64 @ZSTD_ldm_generateSequences_internal(ptr noundef %119, ptr noundef %120, ptr noundef %121, ptr noundef %122, i64 noundef %123)
  store i64 %124, ptr %23, align 8
  %125 = load i64, ptr %23, align 8
  %126 = call i32 @ERR_isError(i64 noundef %125)
  %127 = icmp ne i32 %126, 0
  br i1 %127, label %128, label %130

128:                                              ; preds = %112
  %129 = load i64, ptr %23, align 8
  store i64 %129, ptr %6, align 8
  br label %157

130:                                              ; preds = %112
  %131 = load i64, ptr %24, align 8
  %132 = load ptr, ptr %8, align 8
  %133 = getelementptr inbounds %struct.RawSeqStore_t, ptr %132, i32 0, i32 3
  %134 = load i64, ptr %133, align 8
  %135 = icmp ult i64 %131, %134
  br i1 %135, label %136, label %148

136:                                              ; preds = %130
  %137 = load i64, ptr %18, align 8
  %138 = trunc i64 %137 to i32
  %139 = load ptr, ptr %8, align 8
  %140 = getelementptr inbounds %struct.RawSeqStore_t, ptr %139, i32 0, i32 0
  %141 = load ptr, ptr %140, align 8
  %142 = load i64, ptr %24, align 8
  %143 = getelementptr inbounds %struct.rawSeq, ptr %141, i64 %142
  %144 = getelementptr inbounds %struct.rawSeq, ptr %143, i32 0, i32 1
  %145 = load i32, ptr %144, align 4
  %146 = add i32 %145, %138
  store i32 %146, ptr %144, align 4
  %147 = load i64, ptr %23, align 8
  store i64 %147, ptr %18, align 8
  br label %152

148:                                              ; preds = %130
  %149 = load i64, ptr %22, align 8
  %150 = load i64, ptr %18, align 8
  %151 = add i64 %150, %149
  store i64 %151, ptr %18, align 8
  br label %152

152:                                              ; preds = %148, %136
  br label %153

153:                                              ; preds = %152
  %154 = load i64, ptr %17, align 8
  %155 = add i64 %154, 1
  store i64 %155, ptr %17, align 8
  br label %44, !llvm.loop !11

156:                                              ; preds = %56
  store i64 0, ptr %6, align 8
  br label %157

157:                                              ; preds = %156, %128
  %158 = load i64, ptr %6, align 8
  ret i64 %158
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @ZSTD_window_needOverflowCorrection(ptr noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, ptr noundef %4, ptr noundef %5) #0 {
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca ptr, align 8
  %12 = alloca ptr, align 8
  %13 = alloca i32, align 4
  store ptr %0, ptr %7, align 8
  store i32 %1, ptr %8, align 4
  store i32 %2, ptr %9, align 4
  store i32 %3, ptr %10, align 4
  store ptr %4, ptr %11, align 8
  store ptr %5, ptr %12, align 8
  %14 = load ptr, ptr %12, align 8
  %15 = getelementptr inbounds %struct.ZSTD_window_t, ptr %0, i32 0, i32 1
  %16 = load ptr, ptr %15, align 8
  %17 = ptrtoint ptr %14 to i64
  %18 = ptrtoint ptr %16 to i64
  %19 = sub i64 %17, %18
  %20 = trunc i64 %19 to i32
  store i32 %20, ptr %13, align 4
  %21 = load i32, ptr %13, align 4
  %22 = call i32 @MEM_64bits()
  %23 = icmp ne i32 %22, 0
  %24 = zext i1 %23 to i64
  %25 = select i1 %23, i32 -624951296, i32 2097152000
  %26 = icmp ugt i32 %21, %25
  %27 = zext i1 %26 to i32
  ret i32 %27
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @ZSTD_window_correctOverflow(ptr noundef %0, i32 noundef %1, i32 noundef %2, ptr noundef %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store i32 %1, ptr %6, align 4
  store i32 %2, ptr %7, align 4
  store ptr %3, ptr %8, align 8
  %16 = load i32, ptr %6, align 4
  %17 = shl i32 1, %16
  store i32 %17, ptr %9, align 4
  %18 = load i32, ptr %9, align 4
  %19 = sub i32 %18, 1
  store i32 %19, ptr %10, align 4
  %20 = load ptr, ptr %8, align 8
  %21 = load ptr, ptr %5, align 8
  %22 = getelementptr inbounds %struct.ZSTD_window_t, ptr %21, i32 0, i32 1
  %23 = load ptr, ptr %22, align 8
  %24 = ptrtoint ptr %20 to i64
  %25 = ptrtoint ptr %23 to i64
  %26 = sub i64 %24, %25
  %27 = trunc i64 %26 to i32
  store i32 %27, ptr %11, align 4
  %28 = load i32, ptr %11, align 4
  %29 = load i32, ptr %10, align 4
  %30 = and i32 %28, %29
  store i32 %30, ptr %12, align 4
  %31 = load i32, ptr %12, align 4
  %32 = icmp ult i32 %31, 2
  br i1 %32, label %33, label %41

33:                                               ; preds = %4
  %34 = load i32, ptr %9, align 4
  %35 = icmp ugt i32 %34, 2
  br i1 %35, label %36, label %38

36:                                               ; preds = %33
  %37 = load i32, ptr %9, align 4
  br label %39

38:                                               ; preds = %33
  br label %39

39:                                               ; preds = %38, %36
  %40 = phi i32 [ %37, %36 ], [ 2, %38 ]
  br label %42

41:                                               ; preds = %4
  br label %42

42:                                               ; preds = %41, %39
  %43 = phi i32 [ %40, %39 ], [ 0, %41 ]
  store i32 %43, ptr %13, align 4
  %44 = load i32, ptr %12, align 4
  %45 = load i32, ptr %13, align 4
  %46 = add i32 %44, %45
  %47 = load i32, ptr %7, align 4
  %48 = load i32, ptr %9, align 4
  %49 = icmp ugt i32 %47, %48
  br i1 %49, label %50, label %52

50:                                               ; preds = %42
  %51 = load i32, ptr %7, align 4
  br label %54

52:                                               ; preds = %42
  %53 = load i32, ptr %9, align 4
  br label %54

54:                                               ; preds = %52, %50
  %55 = phi i32 [ %51, %50 ], [ %53, %52 ]
  %56 = add i32 %46, %55
  store i32 %56, ptr %14, align 4
  %57 = load i32, ptr %11, align 4
  %58 = load i32, ptr %14, align 4
  %59 = sub i32 %57, %58
  store i32 %59, ptr %15, align 4
  %60 = load i32, ptr %15, align 4
  %61 = load ptr, ptr %5, align 8
  %62 = getelementptr inbounds %struct.ZSTD_window_t, ptr %61, i32 0, i32 1
  %63 = load ptr, ptr %62, align 8
  %64 = zext i32 %60 to i64
  %65 = getelementptr inbounds i8, ptr %63, i64 %64
  store ptr %65, ptr %62, align 8
  %66 = load i32, ptr %15, align 4
  %67 = load ptr, ptr %5, align 8
  %68 = getelementptr inbounds %struct.ZSTD_window_t, ptr %67, i32 0, i32 2
  %69 = load ptr, ptr %68, align 8
  %70 = zext i32 %66 to i64
  %71 = getelementptr inbounds i8, ptr %69, i64 %70
  store ptr %71, ptr %68, align 8
  %72 = load ptr, ptr %5, align 8
  %73 = getelementptr inbounds %struct.ZSTD_window_t, ptr %72, i32 0, i32 4
  %74 = load i32, ptr %73, align 4
  %75 = load i32, ptr %15, align 4
  %76 = add i32 %75, 2
  %77 = icmp ult i32 %74, %76
  br i1 %77, label %78, label %81

78:                                               ; preds = %54
  %79 = load ptr, ptr %5, align 8
  %80 = getelementptr inbounds %struct.ZSTD_window_t, ptr %79, i32 0, i32 4
  store i32 2, ptr %80, align 4
  br label %87

81:                                               ; preds = %54
  %82 = load i32, ptr %15, align 4
  %83 = load ptr, ptr %5, align 8
  %84 = getelementptr inbounds %struct.ZSTD_window_t, ptr %83, i32 0, i32 4
  %85 = load i32, ptr %84, align 4
  %86 = sub i32 %85, %82
  store i32 %86, ptr %84, align 4
  br label %87

87:                                               ; preds = %81, %78
  %88 = load ptr, ptr %5, align 8
  %89 = getelementptr inbounds %struct.ZSTD_window_t, ptr %88, i32 0, i32 3
  %90 = load i32, ptr %89, align 8
  %91 = load i32, ptr %15, align 4
  %92 = add i32 %91, 2
  %93 = icmp ult i32 %90, %92
  br i1 %93, label %94, label %97

94:                                               ; preds = %87
  %95 = load ptr, ptr %5, align 8
  %96 = getelementptr inbounds %struct.ZSTD_window_t, ptr %95, i32 0, i32 3
  store i32 2, ptr %96, align 8
  br label %103

97:                                               ; preds = %87
  %98 = load i32, ptr %15, align 4
  %99 = load ptr, ptr %5, align 8
  %100 = getelementptr inbounds %struct.ZSTD_window_t, ptr %99, i32 0, i32 3
  %101 = load i32, ptr %100, align 8
  %102 = sub i32 %101, %98
  store i32 %102, ptr %100, align 8
  br label %103

103:                                              ; preds = %97, %94
  %104 = load ptr, ptr %5, align 8
  %105 = getelementptr inbounds %struct.ZSTD_window_t, ptr %104, i32 0, i32 5
  %106 = load i32, ptr %105, align 8
  %107 = add i32 %106, 1
  store i32 %107, ptr %105, align 8
  br label %108

108:                                              ; preds = %103
  br label %109

109:                                              ; preds = %108
  %110 = load i32, ptr %15, align 4
  ret i32 %110
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @ZSTD_ldm_reduceTable(ptr noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store i32 %2, ptr %6, align 4
  store i32 0, ptr %7, align 4
  br label %8

8:                                                ; preds = %37, %3
  %9 = load i32, ptr %7, align 4
  %10 = load i32, ptr %5, align 4
  %11 = icmp ult i32 %9, %10
  br i1 %11, label %12, label %40

12:                                               ; preds = %8
  %13 = load ptr, ptr %4, align 8
  %14 = load i32, ptr %7, align 4
  %15 = zext i32 %14 to i64
  %16 = getelementptr inbounds %struct.ldmEntry_t, ptr %13, i64 %15
  %17 = getelementptr inbounds %struct.ldmEntry_t, ptr %16, i32 0, i32 0
  %18 = load i32, ptr %17, align 4
  %19 = load i32, ptr %6, align 4
  %20 = icmp ult i32 %18, %19
  br i1 %20, label %21, label %27

21:                                               ; preds = %12
  %22 = load ptr, ptr %4, align 8
  %23 = load i32, ptr %7, align 4
  %24 = zext i32 %23 to i64
  %25 = getelementptr inbounds %struct.ldmEntry_t, ptr %22, i64 %24
  %26 = getelementptr inbounds %struct.ldmEntry_t, ptr %25, i32 0, i32 0
  store i32 0, ptr %26, align 4
  br label %36

27:                                               ; preds = %12
  %28 = load i32, ptr %6, align 4
  %29 = load ptr, ptr %4, align 8
  %30 = load i32, ptr %7, align 4
  %31 = zext i32 %30 to i64
  %32 = getelementptr inbounds %struct.ldmEntry_t, ptr %29, i64 %31
  %33 = getelementptr inbounds %struct.ldmEntry_t, ptr %32, i32 0, i32 0
  %34 = load i32, ptr %33, align 4
  %35 = sub i32 %34, %28
  store i32 %35, ptr %33, align 4
  br label %36

36:                                               ; preds = %27, %21
  br label %37

37:                                               ; preds = %36
  %38 = load i32, ptr %7, align 4
  %39 = add i32 %38, 1
  store i32 %39, ptr %7, align 4
  br label %8, !llvm.loop !12

40:                                               ; preds = %8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @ZSTD_window_enforceMaxDist(ptr noundef %0, ptr noundef %1, i32 noundef %2, ptr noundef %3, ptr noundef %4) #0 {
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  store ptr %0, ptr %6, align 8
  store ptr %1, ptr %7, align 8
  store i32 %2, ptr %8, align 4
  store ptr %3, ptr %9, align 8
  store ptr %4, ptr %10, align 8
  %14 = load ptr, ptr %7, align 8
  %15 = load ptr, ptr %6, align 8
  %16 = getelementptr inbounds %struct.ZSTD_window_t, ptr %15, i32 0, i32 1
  %17 = load ptr, ptr %16, align 8
  %18 = ptrtoint ptr %14 to i64
  %19 = ptrtoint ptr %17 to i64
  %20 = sub i64 %18, %19
  %21 = trunc i64 %20 to i32
  store i32 %21, ptr %11, align 4
  %22 = load ptr, ptr %9, align 8
  %23 = icmp ne ptr %22, null
  br i1 %23, label %24, label %27

24:                                               ; preds = %5
  %25 = load ptr, ptr %9, align 8
  %26 = load i32, ptr %25, align 4
  br label %28

27:                                               ; preds = %5
  br label %28

28:                                               ; preds = %27, %24
  %29 = phi i32 [ %26, %24 ], [ 0, %27 ]
  store i32 %29, ptr %12, align 4
  br label %30

30:                                               ; preds = %28
  br label %31

31:                                               ; preds = %30
  %32 = load i32, ptr %11, align 4
  %33 = load i32, ptr %8, align 4
  %34 = load i32, ptr %12, align 4
  %35 = add i32 %33, %34
  %36 = icmp ugt i32 %32, %35
  br i1 %36, label %37, label %77

37:                                               ; preds = %31
  %38 = load i32, ptr %11, align 4
  %39 = load i32, ptr %8, align 4
  %40 = sub i32 %38, %39
  store i32 %40, ptr %13, align 4
  %41 = load ptr, ptr %6, align 8
  %42 = getelementptr inbounds %struct.ZSTD_window_t, ptr %41, i32 0, i32 4
  %43 = load i32, ptr %42, align 4
  %44 = load i32, ptr %13, align 4
  %45 = icmp ult i32 %43, %44
  br i1 %45, label %46, label %50

46:                                               ; preds = %37
  %47 = load i32, ptr %13, align 4
  %48 = load ptr, ptr %6, align 8
  %49 = getelementptr inbounds %struct.ZSTD_window_t, ptr %48, i32 0, i32 4
  store i32 %47, ptr %49, align 4
  br label %50

50:                                               ; preds = %46, %37
  %51 = load ptr, ptr %6, align 8
  %52 = getelementptr inbounds %struct.ZSTD_window_t, ptr %51, i32 0, i32 3
  %53 = load i32, ptr %52, align 8
  %54 = load ptr, ptr %6, align 8
  %55 = getelementptr inbounds %struct.ZSTD_window_t, ptr %54, i32 0, i32 4
  %56 = load i32, ptr %55, align 4
  %57 = icmp ult i32 %53, %56
  br i1 %57, label %58, label %66

58:                                               ; preds = %50
  br label %59

59:                                               ; preds = %58
  br label %60

60:                                               ; preds = %59
  %61 = load ptr, ptr %6, align 8
  %62 = getelementptr inbounds %struct.ZSTD_window_t, ptr %61, i32 0, i32 4
  %63 = load i32, ptr %62, align 4
  %64 = load ptr, ptr %6, align 8
  %65 = getelementptr inbounds %struct.ZSTD_window_t, ptr %64, i32 0, i32 3
  store i32 %63, ptr %65, align 8
  br label %66

66:                                               ; preds = %60, %50
  %67 = load ptr, ptr %9, align 8
  %68 = icmp ne ptr %67, null
  br i1 %68, label %69, label %71

69:                                               ; preds = %66
  %70 = load ptr, ptr %9, align 8
  store i32 0, ptr %70, align 4
  br label %71

71:                                               ; preds = %69, %66
  %72 = load ptr, ptr %10, align 8
  %73 = icmp ne ptr %72, null
  br i1 %73, label %74, label %76

74:                                               ; preds = %71
  %75 = load ptr, ptr %10, align 8
  store ptr null, ptr %75, align 8
  br label %76

76:                                               ; preds = %74, %71
  br label %77

77:                                               ; preds = %76, %31
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @ZSTD_ldm_generateSequences_internal(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, i64 noundef %4) #0 {
  %6 = alloca i64, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca i64, align 8
  %12 = alloca i32, align 4
  %13 = alloca %struct.ZSTD_window_t, align 8
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca ptr, align 8
  %20 = alloca ptr, align 8
  %21 = alloca ptr, align 8
  %22 = alloca ptr, align 8
  %23 = alloca ptr, align 8
  %24 = alloca ptr, align 8
  %25 = alloca ptr, align 8
  %26 = alloca ptr, align 8
  %27 = alloca ptr, align 8
  %28 = alloca ptr, align 8
  %29 = alloca %struct.ldmRollingHashState_t, align 8
  %30 = alloca ptr, align 8
  %31 = alloca ptr, align 8
  %32 = alloca i32, align 4
  %33 = alloca i64, align 8
  %34 = alloca i32, align 4
  %35 = alloca ptr, align 8
  %36 = alloca i64, align 8
  %37 = alloca i32, align 4
  %38 = alloca i64, align 8
  %39 = alloca i64, align 8
  %40 = alloca i64, align 8
  %41 = alloca i64, align 8
  %42 = alloca i32, align 4
  %43 = alloca ptr, align 8
  %44 = alloca i32, align 4
  %45 = alloca i32, align 4
  %46 = alloca ptr, align 8
  %47 = alloca ptr, align 8
  %48 = alloca ptr, align 8
  %49 = alloca %struct.ldmEntry_t, align 4
  %50 = alloca i64, align 8
  %51 = alloca i64, align 8
  %52 = alloca i64, align 8
  %53 = alloca ptr, align 8
  %54 = alloca ptr, align 8
  %55 = alloca ptr, align 8
  %56 = alloca ptr, align 8
  %57 = alloca ptr, align 8
  %58 = alloca ptr, align 8
  store ptr %0, ptr %7, align 8
  store ptr %1, ptr %8, align 8
  store ptr %2, ptr %9, align 8
  store ptr %3, ptr %10, align 8
  store i64 %4, ptr %11, align 8
  %59 = load ptr, ptr %7, align 8
  %60 = getelementptr inbounds %struct.ldmState_t, ptr %59, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %13, ptr align 8 %60, i64 40, i1 false)
  %61 = call i32 @ZSTD_window_hasExtDict(ptr noundef %13)
  store i32 %61, ptr %12, align 4
  %62 = load ptr, ptr %9, align 8
  %63 = getelementptr inbounds %struct.ldmParams_t, ptr %62, i32 0, i32 3
  %64 = load i32, ptr %63, align 4
  store i32 %64, ptr %14, align 4
  %65 = load ptr, ptr %9, align 8
  %66 = getelementptr inbounds %struct.ldmParams_t, ptr %65, i32 0, i32 2
  %67 = load i32, ptr %66, align 4
  %68 = shl i32 1, %67
  store i32 %68, ptr %15, align 4
  %69 = load ptr, ptr %9, align 8
  %70 = getelementptr inbounds %struct.ldmParams_t, ptr %69, i32 0, i32 1
  %71 = load i32, ptr %70, align 4
  %72 = load ptr, ptr %9, align 8
  %73 = getelementptr inbounds %struct.ldmParams_t, ptr %72, i32 0, i32 2
  %74 = load i32, ptr %73, align 4
  %75 = sub i32 %71, %74
  store i32 %75, ptr %16, align 4
  %76 = load ptr, ptr %7, align 8
  %77 = getelementptr inbounds %struct.ldmState_t, ptr %76, i32 0, i32 0
  %78 = getelementptr inbounds %struct.ZSTD_window_t, ptr %77, i32 0, i32 3
  %79 = load i32, ptr %78, align 8
  store i32 %79, ptr %17, align 4
  %80 = load i32, ptr %12, align 4
  %81 = icmp ne i32 %80, 0
  br i1 %81, label %82, label %87

82:                                               ; preds = %5
  %83 = load ptr, ptr %7, align 8
  %84 = getelementptr inbounds %struct.ldmState_t, ptr %83, i32 0, i32 0
  %85 = getelementptr inbounds %struct.ZSTD_window_t, ptr %84, i32 0, i32 4
  %86 = load i32, ptr %85, align 4
  br label %89

87:                                               ; preds = %5
  %88 = load i32, ptr %17, align 4
  br label %89

89:                                               ; preds = %87, %82
  %90 = phi i32 [ %86, %82 ], [ %88, %87 ]
  store i32 %90, ptr %18, align 4
  %91 = load ptr, ptr %7, align 8
  %92 = getelementptr inbounds %struct.ldmState_t, ptr %91, i32 0, i32 0
  %93 = getelementptr inbounds %struct.ZSTD_window_t, ptr %92, i32 0, i32 1
  %94 = load ptr, ptr %93, align 8
  store ptr %94, ptr %19, align 8
  %95 = load i32, ptr %12, align 4
  %96 = icmp ne i32 %95, 0
  br i1 %96, label %97, label %102

97:                                               ; preds = %89
  %98 = load ptr, ptr %7, align 8
  %99 = getelementptr inbounds %struct.ldmState_t, ptr %98, i32 0, i32 0
  %100 = getelementptr inbounds %struct.ZSTD_window_t, ptr %99, i32 0, i32 2
  %101 = load ptr, ptr %100, align 8
  br label %103

102:                                              ; preds = %89
  br label %103

103:                                              ; preds = %102, %97
  %104 = phi ptr [ %101, %97 ], [ null, %102 ]
  store ptr %104, ptr %20, align 8
  %105 = load i32, ptr %12, align 4
  %106 = icmp ne i32 %105, 0
  br i1 %106, label %107, label %112

107:                                              ; preds = %103
  %108 = load ptr, ptr %20, align 8
  %109 = load i32, ptr %18, align 4
  %110 = zext i32 %109 to i64
  %111 = getelementptr inbounds i8, ptr %108, i64 %110
  br label %113

112:                                              ; preds = %103
  br label %113

113:                                              ; preds = %112, %107
  %114 = phi ptr [ %111, %107 ], [ null, %112 ]
  store ptr %114, ptr %21, align 8
  %115 = load i32, ptr %12, align 4
  %116 = icmp ne i32 %115, 0
  br i1 %116, label %117, label %122

117:                                              ; preds = %113
  %118 = load ptr, ptr %20, align 8
  %119 = load i32, ptr %17, align 4
  %120 = zext i32 %119 to i64
  %121 = getelementptr inbounds i8, ptr %118, i64 %120
  br label %123

122:                                              ; preds = %113
  br label %123

123:                                              ; preds = %122, %117
  %124 = phi ptr [ %121, %117 ], [ null, %122 ]
  store ptr %124, ptr %22, align 8
  %125 = load ptr, ptr %19, align 8
  %126 = load i32, ptr %17, align 4
  %127 = zext i32 %126 to i64
  %128 = getelementptr inbounds i8, ptr %125, i64 %127
  store ptr %128, ptr %23, align 8
  %129 = load ptr, ptr %10, align 8
  store ptr %129, ptr %24, align 8
  %130 = load ptr, ptr %24, align 8
  %131 = load i64, ptr %11, align 8
  %132 = getelementptr inbounds i8, ptr %130, i64 %131
  store ptr %132, ptr %25, align 8
  %133 = load ptr, ptr %25, align 8
  %134 = getelementptr inbounds i8, ptr %133, i64 -8
  store ptr %134, ptr %26, align 8
  %135 = load ptr, ptr %24, align 8
  store ptr %135, ptr %27, align 8
  %136 = load ptr, ptr %24, align 8
  store ptr %136, ptr %28, align 8
  %137 = load ptr, ptr %7, align 8
  %138 = getelementptr inbounds %struct.ldmState_t, ptr %137, i32 0, i32 4
  %139 = getelementptr inbounds [64 x i64], ptr %138, i64 0, i64 0
  store ptr %139, ptr %30, align 8
  %140 = load ptr, ptr %7, align 8
  %141 = getelementptr inbounds %struct.ldmState_t, ptr %140, i32 0, i32 5
  %142 = getelementptr inbounds [64 x %struct.ldmMatchCandidate_t], ptr %141, i64 0, i64 0
  store ptr %142, ptr %31, align 8
  %143 = load i64, ptr %11, align 8
  %144 = load i32, ptr %14, align 4
  %145 = zext i32 %144 to i64
  %146 = icmp ult i64 %143, %145
  br i1 %146, label %147, label %153

147:                                              ; preds = %123
  %148 = load ptr, ptr %25, align 8
  %149 = load ptr, ptr %27, align 8
  %150 = ptrtoint ptr %148 to i64
  %151 = ptrtoint ptr %149 to i64
  %152 = sub i64 %150, %151
  store i64 %152, ptr %6, align 8
  br label %519

153:                                              ; preds = %123
  %154 = load ptr, ptr %9, align 8
  call void @ZSTD_ldm_gear_init(ptr noundef %29, ptr noundef %154)
  %155 = load ptr, ptr %28, align 8
  %156 = load i32, ptr %14, align 4
  %157 = zext i32 %156 to i64
  call void @ZSTD_ldm_gear_reset(ptr noundef %29, ptr noundef %155, i64 noundef %157)
  %158 = load i32, ptr %14, align 4
  %159 = load ptr, ptr %28, align 8
  %160 = zext i32 %158 to i64
  %161 = getelementptr inbounds i8, ptr %159, i64 %160
  store ptr %161, ptr %28, align 8
  br label %162

162:                                              ; preds = %509, %153
  %163 = load ptr, ptr %28, align 8
  %164 = load ptr, ptr %26, align 8
  %165 = icmp ult ptr %163, %164
  br i1 %165, label %166, label %513

166:                                              ; preds = %162
  store i32 0, ptr %32, align 4
  %167 = load ptr, ptr %28, align 8
  %168 = load ptr, ptr %26, align 8
  %169 = load ptr, ptr %28, align 8
  %170 = ptrtoint ptr %168 to i64
  %171 = ptrtoint ptr %169 to i64
  %172 = sub i64 %170, %171
  %173 = load ptr, ptr %30, align 8
  %174 = call i64 @ZSTD_ldm_gear_feed(ptr noundef %29, ptr noundef %167, i64 noundef %172, ptr noundef %173, ptr noundef %32)
  store i64 %174, ptr %33, align 8
  store i32 0, ptr %34, align 4
  br label %175

175:                                              ; preds = %240, %166
  %176 = load i32, ptr %34, align 4
  %177 = load i32, ptr %32, align 4
  %178 = icmp ult i32 %176, %177
  br i1 %178, label %179, label %243

179:                                              ; preds = %175
  %180 = load ptr, ptr %28, align 8
  %181 = load ptr, ptr %30, align 8
  %182 = load i32, ptr %34, align 4
  %183 = zext i32 %182 to i64
  %184 = getelementptr inbounds i64, ptr %181, i64 %183
  %185 = load i64, ptr %184, align 8
  %186 = getelementptr inbounds i8, ptr %180, i64 %185
  %187 = load i32, ptr %14, align 4
  %188 = zext i32 %187 to i64
  %189 = sub i64 0, %188
  %190 = getelementptr inbounds i8, ptr %186, i64 %189
  store ptr %190, ptr %35, align 8
  %191 = load ptr, ptr %35, align 8
  %192 = load i32, ptr %14, align 4
  %193 = zext i32 %192 to i64
  %194 = call i64 @XXH_INLINE_XXH64(ptr nocapture noundef %191, i64 noundef %193, i64 noundef 0) #7
  store i64 %194, ptr %36, align 8
  %195 = load i64, ptr %36, align 8
  %196 = load i32, ptr %16, align 4
  %197 = shl i32 1, %196
  %198 = sub i32 %197, 1
  %199 = zext i32 %198 to i64
  %200 = and i64 %195, %199
  %201 = trunc i64 %200 to i32
  store i32 %201, ptr %37, align 4
  %202 = load ptr, ptr %35, align 8
  %203 = load ptr, ptr %31, align 8
  %204 = load i32, ptr %34, align 4
  %205 = zext i32 %204 to i64
  %206 = getelementptr inbounds %struct.ldmMatchCandidate_t, ptr %203, i64 %205
  %207 = getelementptr inbounds %struct.ldmMatchCandidate_t, ptr %206, i32 0, i32 0
  store ptr %202, ptr %207, align 8
  %208 = load i32, ptr %37, align 4
  %209 = load ptr, ptr %31, align 8
  %210 = load i32, ptr %34, align 4
  %211 = zext i32 %210 to i64
  %212 = getelementptr inbounds %struct.ldmMatchCandidate_t, ptr %209, i64 %211
  %213 = getelementptr inbounds %struct.ldmMatchCandidate_t, ptr %212, i32 0, i32 1
  store i32 %208, ptr %213, align 8
  %214 = load i64, ptr %36, align 8
  %215 = lshr i64 %214, 32
  %216 = trunc i64 %215 to i32
  %217 = load ptr, ptr %31, align 8
  %218 = load i32, ptr %34, align 4
  %219 = zext i32 %218 to i64
  %220 = getelementptr inbounds %struct.ldmMatchCandidate_t, ptr %217, i64 %219
  %221 = getelementptr inbounds %struct.ldmMatchCandidate_t, ptr %220, i32 0, i32 2
  store i32 %216, ptr %221, align 4
  %222 = load ptr, ptr %7, align 8
  %223 = load i32, ptr %37, align 4
  %224 = zext i32 %223 to i64
  %225 = load ptr, ptr %9, align 8
  %226 = getelementptr inbounds %struct.ldmParams_t, ptr %225, i32 0, i32 2
  %227 = load i32, ptr %226, align 4
  %228 = call ptr @ZSTD_ldm_getBucket(ptr noundef %222, i64 noundef %224, i32 noundef %227)
  %229 = load ptr, ptr %31, align 8
  %230 = load i32, ptr %34, align 4
  %231 = zext i32 %230 to i64
  %232 = getelementptr inbounds %struct.ldmMatchCandidate_t, ptr %229, i64 %231
  %233 = getelementptr inbounds %struct.ldmMatchCandidate_t, ptr %232, i32 0, i32 3
  store ptr %228, ptr %233, align 8
  %234 = load ptr, ptr %31, align 8
  %235 = load i32, ptr %34, align 4
  %236 = zext i32 %235 to i64
  %237 = getelementptr inbounds %struct.ldmMatchCandidate_t, ptr %234, i64 %236
  %238 = getelementptr inbounds %struct.ldmMatchCandidate_t, ptr %237, i32 0, i32 3
  %239 = load ptr, ptr %238, align 8
  call void @llvm.prefetch.p0(ptr %239, i32 0, i32 3, i32 1)
  br label %240

240:                                              ; preds = %179
  %241 = load i32, ptr %34, align 4
  %242 = add i32 %241, 1
  store i32 %242, ptr %34, align 4
  br label %175, !llvm.loop !13

243:                                              ; preds = %175
  store i32 0, ptr %34, align 4
  br label %244

244:                                              ; preds = %506, %243
  %245 = load i32, ptr %34, align 4
  %246 = load i32, ptr %32, align 4
  %247 = icmp ult i32 %245, %246
  br i1 %247, label %248, label %509

248:                                              ; preds = %244
  store i64 0, ptr %38, align 8
  store i64 0, ptr %39, align 8
  store i64 0, ptr %40, align 8
  %249 = load ptr, ptr %31, align 8
  %250 = load i32, ptr %34, align 4
  %251 = zext i32 %250 to i64
  %252 = getelementptr inbounds %struct.ldmMatchCandidate_t, ptr %249, i64 %251
  %253 = getelementptr inbounds %struct.ldmMatchCandidate_t, ptr %252, i32 0, i32 0
  %254 = load ptr, ptr %253, align 8
  store ptr %254, ptr %43, align 8
  %255 = load ptr, ptr %31, align 8
  %256 = load i32, ptr %34, align 4
  %257 = zext i32 %256 to i64
  %258 = getelementptr inbounds %struct.ldmMatchCandidate_t, ptr %255, i64 %257
  %259 = getelementptr inbounds %struct.ldmMatchCandidate_t, ptr %258, i32 0, i32 2
  %260 = load i32, ptr %259, align 4
  store i32 %260, ptr %44, align 4
  %261 = load ptr, ptr %31, align 8
  %262 = load i32, ptr %34, align 4
  %263 = zext i32 %262 to i64
  %264 = getelementptr inbounds %struct.ldmMatchCandidate_t, ptr %261, i64 %263
  %265 = getelementptr inbounds %struct.ldmMatchCandidate_t, ptr %264, i32 0, i32 1
  %266 = load i32, ptr %265, align 8
  store i32 %266, ptr %45, align 4
  %267 = load ptr, ptr %31, align 8
  %268 = load i32, ptr %34, align 4
  %269 = zext i32 %268 to i64
  %270 = getelementptr inbounds %struct.ldmMatchCandidate_t, ptr %267, i64 %269
  %271 = getelementptr inbounds %struct.ldmMatchCandidate_t, ptr %270, i32 0, i32 3
  %272 = load ptr, ptr %271, align 8
  store ptr %272, ptr %46, align 8
  store ptr null, ptr %48, align 8
  %273 = load ptr, ptr %43, align 8
  %274 = load ptr, ptr %19, align 8
  %275 = ptrtoint ptr %273 to i64
  %276 = ptrtoint ptr %274 to i64
  %277 = sub i64 %275, %276
  %278 = trunc i64 %277 to i32
  %279 = getelementptr inbounds %struct.ldmEntry_t, ptr %49, i32 0, i32 0
  store i32 %278, ptr %279, align 4
  %280 = load i32, ptr %44, align 4
  %281 = getelementptr inbounds %struct.ldmEntry_t, ptr %49, i32 0, i32 1
  store i32 %280, ptr %281, align 4
  %282 = load ptr, ptr %43, align 8
  %283 = load ptr, ptr %27, align 8
  %284 = icmp ult ptr %282, %283
  br i1 %284, label %285, label %293

285:                                              ; preds = %248
  %286 = load ptr, ptr %7, align 8
  %287 = load i32, ptr %45, align 4
  %288 = zext i32 %287 to i64
  %289 = load ptr, ptr %9, align 8
  %290 = getelementptr inbounds %struct.ldmParams_t, ptr %289, i32 0, i32 2
  %291 = load i32, ptr %290, align 4
  %292 = load i64, ptr %49, align 4
  call void @ZSTD_ldm_insertEntry(ptr noundef %286, i64 noundef %288, i64 %292, i32 noundef %291)
  br label %506

293:                                              ; preds = %248
  %294 = load ptr, ptr %46, align 8
  store ptr %294, ptr %47, align 8
  br label %295

295:                                              ; preds = %412, %293
  %296 = load ptr, ptr %47, align 8
  %297 = load ptr, ptr %46, align 8
  %298 = load i32, ptr %15, align 4
  %299 = zext i32 %298 to i64
  %300 = getelementptr inbounds %struct.ldmEntry_t, ptr %297, i64 %299
  %301 = icmp ult ptr %296, %300
  br i1 %301, label %302, label %415

302:                                              ; preds = %295
  %303 = load ptr, ptr %47, align 8
  %304 = getelementptr inbounds %struct.ldmEntry_t, ptr %303, i32 0, i32 1
  %305 = load i32, ptr %304, align 4
  %306 = load i32, ptr %44, align 4
  %307 = icmp ne i32 %305, %306
  br i1 %307, label %314, label %308

308:                                              ; preds = %302
  %309 = load ptr, ptr %47, align 8
  %310 = getelementptr inbounds %struct.ldmEntry_t, ptr %309, i32 0, i32 0
  %311 = load i32, ptr %310, align 4
  %312 = load i32, ptr %18, align 4
  %313 = icmp ule i32 %311, %312
  br i1 %313, label %314, label %315

314:                                              ; preds = %308, %302
  br label %412

315:                                              ; preds = %308
  %316 = load i32, ptr %12, align 4
  %317 = icmp ne i32 %316, 0
  br i1 %317, label %318, label %377

318:                                              ; preds = %315
  %319 = load ptr, ptr %47, align 8
  %320 = getelementptr inbounds %struct.ldmEntry_t, ptr %319, i32 0, i32 0
  %321 = load i32, ptr %320, align 4
  %322 = load i32, ptr %17, align 4
  %323 = icmp ult i32 %321, %322
  br i1 %323, label %324, label %326

324:                                              ; preds = %318
  %325 = load ptr, ptr %20, align 8
  br label %328

326:                                              ; preds = %318
  %327 = load ptr, ptr %19, align 8
  br label %328

328:                                              ; preds = %326, %324
  %329 = phi ptr [ %325, %324 ], [ %327, %326 ]
  store ptr %329, ptr %53, align 8
  %330 = load ptr, ptr %53, align 8
  %331 = load ptr, ptr %47, align 8
  %332 = getelementptr inbounds %struct.ldmEntry_t, ptr %331, i32 0, i32 0
  %333 = load i32, ptr %332, align 4
  %334 = zext i32 %333 to i64
  %335 = getelementptr inbounds i8, ptr %330, i64 %334
  store ptr %335, ptr %54, align 8
  %336 = load ptr, ptr %47, align 8
  %337 = getelementptr inbounds %struct.ldmEntry_t, ptr %336, i32 0, i32 0
  %338 = load i32, ptr %337, align 4
  %339 = load i32, ptr %17, align 4
  %340 = icmp ult i32 %338, %339
  br i1 %340, label %341, label %343

341:                                              ; preds = %328
  %342 = load ptr, ptr %22, align 8
  br label %345

343:                                              ; preds = %328
  %344 = load ptr, ptr %25, align 8
  br label %345

345:                                              ; preds = %343, %341
  %346 = phi ptr [ %342, %341 ], [ %344, %343 ]
  store ptr %346, ptr %55, align 8
  %347 = load ptr, ptr %47, align 8
  %348 = getelementptr inbounds %struct.ldmEntry_t, ptr %347, i32 0, i32 0
  %349 = load i32, ptr %348, align 4
  %350 = load i32, ptr %17, align 4
  %351 = icmp ult i32 %349, %350
  br i1 %351, label %352, label %354

352:                                              ; preds = %345
  %353 = load ptr, ptr %21, align 8
  br label %356

354:                                              ; preds = %345
  %355 = load ptr, ptr %23, align 8
  br label %356

356:                                              ; preds = %354, %352
  %357 = phi ptr [ %353, %352 ], [ %355, %354 ]
  store ptr %357, ptr %56, align 8
  %358 = load ptr, ptr %43, align 8
  %359 = load ptr, ptr %54, align 8
  %360 = load ptr, ptr %25, align 8
  %361 = load ptr, ptr %55, align 8
  %362 = load ptr, ptr %23, align 8
  %363 = call i64 @ZSTD_count_2segments(ptr noundef %358, ptr noundef %359, ptr noundef %360, ptr noundef %361, ptr noundef %362)
  store i64 %363, ptr %50, align 8
  %364 = load i64, ptr %50, align 8
  %365 = load i32, ptr %14, align 4
  %366 = zext i32 %365 to i64
  %367 = icmp ult i64 %364, %366
  br i1 %367, label %368, label %369

368:                                              ; preds = %356
  br label %412

369:                                              ; preds = %356
  %370 = load ptr, ptr %43, align 8
  %371 = load ptr, ptr %27, align 8
  %372 = load ptr, ptr %54, align 8
  %373 = load ptr, ptr %56, align 8
  %374 = load ptr, ptr %21, align 8
  %375 = load ptr, ptr %22, align 8
  %376 = call i64 @ZSTD_ldm_countBackwardsMatch_2segments(ptr noundef %370, ptr noundef %371, ptr noundef %372, ptr noundef %373, ptr noundef %374, ptr noundef %375)
  store i64 %376, ptr %51, align 8
  br label %399

377:                                              ; preds = %315
  %378 = load ptr, ptr %19, align 8
  %379 = load ptr, ptr %47, align 8
  %380 = getelementptr inbounds %struct.ldmEntry_t, ptr %379, i32 0, i32 0
  %381 = load i32, ptr %380, align 4
  %382 = zext i32 %381 to i64
  %383 = getelementptr inbounds i8, ptr %378, i64 %382
  store ptr %383, ptr %57, align 8
  %384 = load ptr, ptr %43, align 8
  %385 = load ptr, ptr %57, align 8
  %386 = load ptr, ptr %25, align 8
  %387 = call i64 @ZSTD_count(ptr noundef %384, ptr noundef %385, ptr noundef %386)
  store i64 %387, ptr %50, align 8
  %388 = load i64, ptr %50, align 8
  %389 = load i32, ptr %14, align 4
  %390 = zext i32 %389 to i64
  %391 = icmp ult i64 %388, %390
  br i1 %391, label %392, label %393

392:                                              ; preds = %377
  br label %412

393:                                              ; preds = %377
  %394 = load ptr, ptr %43, align 8
  %395 = load ptr, ptr %27, align 8
  %396 = load ptr, ptr %57, align 8
  %397 = load ptr, ptr %23, align 8
  %398 = call i64 @ZSTD_ldm_countBackwardsMatch(ptr noundef %394, ptr noundef %395, ptr noundef %396, ptr noundef %397)
  store i64 %398, ptr %51, align 8
  br label %399

399:                                              ; preds = %393, %369
  %400 = load i64, ptr %50, align 8
  %401 = load i64, ptr %51, align 8
  %402 = add i64 %400, %401
  store i64 %402, ptr %52, align 8
  %403 = load i64, ptr %52, align 8
  %404 = load i64, ptr %40, align 8
  %405 = icmp ugt i64 %403, %404
  br i1 %405, label %406, label %411

406:                                              ; preds = %399
  %407 = load i64, ptr %52, align 8
  store i64 %407, ptr %40, align 8
  %408 = load i64, ptr %50, align 8
  store i64 %408, ptr %38, align 8
  %409 = load i64, ptr %51, align 8
  store i64 %409, ptr %39, align 8
  %410 = load ptr, ptr %47, align 8
  store ptr %410, ptr %48, align 8
  br label %411

411:                                              ; preds = %406, %399
  br label %412

412:                                              ; preds = %411, %392, %368, %314
  %413 = load ptr, ptr %47, align 8
  %414 = getelementptr inbounds %struct.ldmEntry_t, ptr %413, i32 1
  store ptr %414, ptr %47, align 8
  br label %295, !llvm.loop !14

415:                                              ; preds = %295
  %416 = load ptr, ptr %48, align 8
  %417 = icmp eq ptr %416, null
  br i1 %417, label %418, label %426

418:                                              ; preds = %415
  %419 = load ptr, ptr %7, align 8
  %420 = load i32, ptr %45, align 4
  %421 = zext i32 %420 to i64
  %422 = load ptr, ptr %9, align 8
  %423 = getelementptr inbounds %struct.ldmParams_t, ptr %422, i32 0, i32 2
  %424 = load i32, ptr %423, align 4
  %425 = load i64, ptr %49, align 4
  call void @ZSTD_ldm_insertEntry(ptr noundef %419, i64 noundef %421, i64 %425, i32 noundef %424)
  br label %506

426:                                              ; preds = %415
  %427 = load ptr, ptr %43, align 8
  %428 = load ptr, ptr %19, align 8
  %429 = ptrtoint ptr %427 to i64
  %430 = ptrtoint ptr %428 to i64
  %431 = sub i64 %429, %430
  %432 = trunc i64 %431 to i32
  %433 = load ptr, ptr %48, align 8
  %434 = getelementptr inbounds %struct.ldmEntry_t, ptr %433, i32 0, i32 0
  %435 = load i32, ptr %434, align 4
  %436 = sub i32 %432, %435
  store i32 %436, ptr %42, align 4
  %437 = load i64, ptr %38, align 8
  %438 = load i64, ptr %39, align 8
  %439 = add i64 %437, %438
  store i64 %439, ptr %41, align 8
  %440 = load ptr, ptr %8, align 8
  %441 = getelementptr inbounds %struct.RawSeqStore_t, ptr %440, i32 0, i32 0
  %442 = load ptr, ptr %441, align 8
  %443 = load ptr, ptr %8, align 8
  %444 = getelementptr inbounds %struct.RawSeqStore_t, ptr %443, i32 0, i32 3
  %445 = load i64, ptr %444, align 8
  %446 = getelementptr inbounds %struct.rawSeq, ptr %442, i64 %445
  store ptr %446, ptr %58, align 8
  %447 = load ptr, ptr %8, align 8
  %448 = getelementptr inbounds %struct.RawSeqStore_t, ptr %447, i32 0, i32 3
  %449 = load i64, ptr %448, align 8
  %450 = load ptr, ptr %8, align 8
  %451 = getelementptr inbounds %struct.RawSeqStore_t, ptr %450, i32 0, i32 4
  %452 = load i64, ptr %451, align 8
  %453 = icmp eq i64 %449, %452
  br i1 %453, label %454, label %455

454:                                              ; preds = %426
  store i64 -70, ptr %6, align 8
  br label %519

455:                                              ; preds = %426
  %456 = load ptr, ptr %43, align 8
  %457 = load i64, ptr %39, align 8
  %458 = sub i64 0, %457
  %459 = getelementptr inbounds i8, ptr %456, i64 %458
  %460 = load ptr, ptr %27, align 8
  %461 = ptrtoint ptr %459 to i64
  %462 = ptrtoint ptr %460 to i64
  %463 = sub i64 %461, %462
  %464 = trunc i64 %463 to i32
  %465 = load ptr, ptr %58, align 8
  %466 = getelementptr inbounds %struct.rawSeq, ptr %465, i32 0, i32 1
  store i32 %464, ptr %466, align 4
  %467 = load i64, ptr %41, align 8
  %468 = trunc i64 %467 to i32
  %469 = load ptr, ptr %58, align 8
  %470 = getelementptr inbounds %struct.rawSeq, ptr %469, i32 0, i32 2
  store i32 %468, ptr %470, align 4
  %471 = load i32, ptr %42, align 4
  %472 = load ptr, ptr %58, align 8
  %473 = getelementptr inbounds %struct.rawSeq, ptr %472, i32 0, i32 0
  store i32 %471, ptr %473, align 4
  %474 = load ptr, ptr %8, align 8
  %475 = getelementptr inbounds %struct.RawSeqStore_t, ptr %474, i32 0, i32 3
  %476 = load i64, ptr %475, align 8
  %477 = add i64 %476, 1
  store i64 %477, ptr %475, align 8
  %478 = load ptr, ptr %7, align 8
  %479 = load i32, ptr %45, align 4
  %480 = zext i32 %479 to i64
  %481 = load ptr, ptr %9, align 8
  %482 = getelementptr inbounds %struct.ldmParams_t, ptr %481, i32 0, i32 2
  %483 = load i32, ptr %482, align 4
  %484 = load i64, ptr %49, align 4
  call void @ZSTD_ldm_insertEntry(ptr noundef %478, i64 noundef %480, i64 %484, i32 noundef %483)
  %485 = load ptr, ptr %43, align 8
  %486 = load i64, ptr %38, align 8
  %487 = getelementptr inbounds i8, ptr %485, i64 %486
  store ptr %487, ptr %27, align 8
  %488 = load ptr, ptr %27, align 8
  %489 = load ptr, ptr %28, align 8
  %490 = load i64, ptr %33, align 8
  %491 = getelementptr inbounds i8, ptr %489, i64 %490
  %492 = icmp ugt ptr %488, %491
  br i1 %492, label %493, label %505

493:                                              ; preds = %455
  %494 = load ptr, ptr %27, align 8
  %495 = load i32, ptr %14, align 4
  %496 = zext i32 %495 to i64
  %497 = sub i64 0, %496
  %498 = getelementptr inbounds i8, ptr %494, i64 %497
  %499 = load i32, ptr %14, align 4
  %500 = zext i32 %499 to i64
  call void @ZSTD_ldm_gear_reset(ptr noundef %29, ptr noundef %498, i64 noundef %500)
  %501 = load ptr, ptr %27, align 8
  %502 = load i64, ptr %33, align 8
  %503 = sub i64 0, %502
  %504 = getelementptr inbounds i8, ptr %501, i64 %503
  store ptr %504, ptr %28, align 8
  br label %509

505:                                              ; preds = %455
  br label %506

506:                                              ; preds = %505, %418, %285
  %507 = load i32, ptr %34, align 4
  %508 = add i32 %507, 1
  store i32 %508, ptr %34, align 4
  br label %244, !llvm.loop !15

509:                                              ; preds = %493, %244
  %510 = load i64, ptr %33, align 8
  %511 = load ptr, ptr %28, align 8
  %512 = getelementptr inbounds i8, ptr %511, i64 %510
  store ptr %512, ptr %28, align 8
  br label %162, !llvm.loop !16

513:                                              ; preds = %162
  %514 = load ptr, ptr %25, align 8
  %515 = load ptr, ptr %27, align 8
  %516 = ptrtoint ptr %514 to i64
  %517 = ptrtoint ptr %515 to i64
  %518 = sub i64 %516, %517
  store i64 %518, ptr %6, align 8
  br label %519

519:                                              ; preds = %513, %454, %147
  %520 = load i64, ptr %6, align 8
  ret i64 %520
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @ERR_isError(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8
  %4 = icmp ugt i64 %3, -120
  %5 = zext i1 %4 to i32
  ret i32 %5
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @ZSTD_ldm_skipSequences(ptr noundef %0, i64 noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i64, align 8
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
  store i64 %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  br label %8

8:                                                ; preds = %94, %3
  %9 = load i64, ptr %5, align 8
  %10 = icmp ugt i64 %9, 0
  br i1 %10, label %11, label %19

11:                                               ; preds = %8
  %12 = load ptr, ptr %4, align 8
  %13 = getelementptr inbounds %struct.RawSeqStore_t, ptr %12, i32 0, i32 1
  %14 = load i64, ptr %13, align 8
  %15 = load ptr, ptr %4, align 8
  %16 = getelementptr inbounds %struct.RawSeqStore_t, ptr %15, i32 0, i32 3
  %17 = load i64, ptr %16, align 8
  %18 = icmp ult i64 %14, %17
  br label %19

19:                                               ; preds = %11, %8
  %20 = phi i1 [ false, %8 ], [ %18, %11 ]
  br i1 %20, label %21, label %107

21:                                               ; preds = %19
  %22 = load ptr, ptr %4, align 8
  %23 = getelementptr inbounds %struct.RawSeqStore_t, ptr %22, i32 0, i32 0
  %24 = load ptr, ptr %23, align 8
  %25 = load ptr, ptr %4, align 8
  %26 = getelementptr inbounds %struct.RawSeqStore_t, ptr %25, i32 0, i32 1
  %27 = load i64, ptr %26, align 8
  %28 = getelementptr inbounds %struct.rawSeq, ptr %24, i64 %27
  store ptr %28, ptr %7, align 8
  %29 = load i64, ptr %5, align 8
  %30 = load ptr, ptr %7, align 8
  %31 = getelementptr inbounds %struct.rawSeq, ptr %30, i32 0, i32 1
  %32 = load i32, ptr %31, align 4
  %33 = zext i32 %32 to i64
  %34 = icmp ule i64 %29, %33
  br i1 %34, label %35, label %42

35:                                               ; preds = %21
  %36 = load i64, ptr %5, align 8
  %37 = trunc i64 %36 to i32
  %38 = load ptr, ptr %7, align 8
  %39 = getelementptr inbounds %struct.rawSeq, ptr %38, i32 0, i32 1
  %40 = load i32, ptr %39, align 4
  %41 = sub i32 %40, %37
  store i32 %41, ptr %39, align 4
  br label %107

42:                                               ; preds = %21
  %43 = load ptr, ptr %7, align 8
  %44 = getelementptr inbounds %struct.rawSeq, ptr %43, i32 0, i32 1
  %45 = load i32, ptr %44, align 4
  %46 = zext i32 %45 to i64
  %47 = load i64, ptr %5, align 8
  %48 = sub i64 %47, %46
  store i64 %48, ptr %5, align 8
  %49 = load ptr, ptr %7, align 8
  %50 = getelementptr inbounds %struct.rawSeq, ptr %49, i32 0, i32 1
  store i32 0, ptr %50, align 4
  %51 = load i64, ptr %5, align 8
  %52 = load ptr, ptr %7, align 8
  %53 = getelementptr inbounds %struct.rawSeq, ptr %52, i32 0, i32 2
  %54 = load i32, ptr %53, align 4
  %55 = zext i32 %54 to i64
  %56 = icmp ult i64 %51, %55
  br i1 %56, label %57, label %94

57:                                               ; preds = %42
  %58 = load i64, ptr %5, align 8
  %59 = trunc i64 %58 to i32
  %60 = load ptr, ptr %7, align 8
  %61 = getelementptr inbounds %struct.rawSeq, ptr %60, i32 0, i32 2
  %62 = load i32, ptr %61, align 4
  %63 = sub i32 %62, %59
  store i32 %63, ptr %61, align 4
  %64 = load ptr, ptr %7, align 8
  %65 = getelementptr inbounds %struct.rawSeq, ptr %64, i32 0, i32 2
  %66 = load i32, ptr %65, align 4
  %67 = load i32, ptr %6, align 4
  %68 = icmp ult i32 %66, %67
  br i1 %68, label %69, label %93

69:                                               ; preds = %57
  %70 = load ptr, ptr %4, align 8
  %71 = getelementptr inbounds %struct.RawSeqStore_t, ptr %70, i32 0, i32 1
  %72 = load i64, ptr %71, align 8
  %73 = add i64 %72, 1
  %74 = load ptr, ptr %4, align 8
  %75 = getelementptr inbounds %struct.RawSeqStore_t, ptr %74, i32 0, i32 3
  %76 = load i64, ptr %75, align 8
  %77 = icmp ult i64 %73, %76
  br i1 %77, label %78, label %88

78:                                               ; preds = %69
  %79 = load ptr, ptr %7, align 8
  %80 = getelementptr inbounds %struct.rawSeq, ptr %79, i64 0
  %81 = getelementptr inbounds %struct.rawSeq, ptr %80, i32 0, i32 2
  %82 = load i32, ptr %81, align 4
  %83 = load ptr, ptr %7, align 8
  %84 = getelementptr inbounds %struct.rawSeq, ptr %83, i64 1
  %85 = getelementptr inbounds %struct.rawSeq, ptr %84, i32 0, i32 1
  %86 = load i32, ptr %85, align 4
  %87 = add i32 %86, %82
  store i32 %87, ptr %85, align 4
  br label %88

88:                                               ; preds = %78, %69
  %89 = load ptr, ptr %4, align 8
  %90 = getelementptr inbounds %struct.RawSeqStore_t, ptr %89, i32 0, i32 1
  %91 = load i64, ptr %90, align 8
  %92 = add i64 %91, 1
  store i64 %92, ptr %90, align 8
  br label %93

93:                                               ; preds = %88, %57
  br label %107

94:                                               ; preds = %42
  %95 = load ptr, ptr %7, align 8
  %96 = getelementptr inbounds %struct.rawSeq, ptr %95, i32 0, i32 2
  %97 = load i32, ptr %96, align 4
  %98 = zext i32 %97 to i64
  %99 = load i64, ptr %5, align 8
  %100 = sub i64 %99, %98
  store i64 %100, ptr %5, align 8
  %101 = load ptr, ptr %7, align 8
  %102 = getelementptr inbounds %struct.rawSeq, ptr %101, i32 0, i32 2
  store i32 0, ptr %102, align 4
  %103 = load ptr, ptr %4, align 8
  %104 = getelementptr inbounds %struct.RawSeqStore_t, ptr %103, i32 0, i32 1
  %105 = load i64, ptr %104, align 8
  %106 = add i64 %105, 1
  store i64 %106, ptr %104, align 8
  br label %8, !llvm.loop !17

107:                                              ; preds = %35, %93, %19
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @ZSTD_ldm_skipRawSeqStoreBytes(ptr noundef %0, i64 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  %6 = alloca %struct.rawSeq, align 4
  store ptr %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %7 = load ptr, ptr %3, align 8
  %8 = getelementptr inbounds %struct.RawSeqStore_t, ptr %7, i32 0, i32 2
  %9 = load i64, ptr %8, align 8
  %10 = load i64, ptr %4, align 8
  %11 = add i64 %9, %10
  %12 = trunc i64 %11 to i32
  store i32 %12, ptr %5, align 4
  br label %13

13:                                               ; preds = %58, %2
  %14 = load i32, ptr %5, align 4
  %15 = icmp ne i32 %14, 0
  br i1 %15, label %16, label %24

16:                                               ; preds = %13
  %17 = load ptr, ptr %3, align 8
  %18 = getelementptr inbounds %struct.RawSeqStore_t, ptr %17, i32 0, i32 1
  %19 = load i64, ptr %18, align 8
  %20 = load ptr, ptr %3, align 8
  %21 = getelementptr inbounds %struct.RawSeqStore_t, ptr %20, i32 0, i32 3
  %22 = load i64, ptr %21, align 8
  %23 = icmp ult i64 %19, %22
  br label %24

24:                                               ; preds = %16, %13
  %25 = phi i1 [ false, %13 ], [ %23, %16 ]
  br i1 %25, label %26, label %59

26:                                               ; preds = %24
  %27 = load ptr, ptr %3, align 8
  %28 = getelementptr inbounds %struct.RawSeqStore_t, ptr %27, i32 0, i32 0
  %29 = load ptr, ptr %28, align 8
  %30 = load ptr, ptr %3, align 8
  %31 = getelementptr inbounds %struct.RawSeqStore_t, ptr %30, i32 0, i32 1
  %32 = load i64, ptr %31, align 8
  %33 = getelementptr inbounds %struct.rawSeq, ptr %29, i64 %32
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %6, ptr align 4 %33, i64 12, i1 false)
  %34 = load i32, ptr %5, align 4
  %35 = getelementptr inbounds %struct.rawSeq, ptr %6, i32 0, i32 1
  %36 = load i32, ptr %35, align 4
  %37 = getelementptr inbounds %struct.rawSeq, ptr %6, i32 0, i32 2
  %38 = load i32, ptr %37, align 4
  %39 = add i32 %36, %38
  %40 = icmp uge i32 %34, %39
  br i1 %40, label %41, label %53

41:                                               ; preds = %26
  %42 = getelementptr inbounds %struct.rawSeq, ptr %6, i32 0, i32 1
  %43 = load i32, ptr %42, align 4
  %44 = getelementptr inbounds %struct.rawSeq, ptr %6, i32 0, i32 2
  %45 = load i32, ptr %44, align 4
  %46 = add i32 %43, %45
  %47 = load i32, ptr %5, align 4
  %48 = sub i32 %47, %46
  store i32 %48, ptr %5, align 4
  %49 = load ptr, ptr %3, align 8
  %50 = getelementptr inbounds %struct.RawSeqStore_t, ptr %49, i32 0, i32 1
  %51 = load i64, ptr %50, align 8
  %52 = add i64 %51, 1
  store i64 %52, ptr %50, align 8
  br label %58

53:                                               ; preds = %26
  %54 = load i32, ptr %5, align 4
  %55 = zext i32 %54 to i64
  %56 = load ptr, ptr %3, align 8
  %57 = getelementptr inbounds %struct.RawSeqStore_t, ptr %56, i32 0, i32 2
  store i64 %55, ptr %57, align 8
  br label %59

58:                                               ; preds = %41
  br label %13, !llvm.loop !18

59:                                               ; preds = %53, %24
  %60 = load i32, ptr %5, align 4
  %61 = icmp eq i32 %60, 0
  br i1 %61, label %70, label %62

62:                                               ; preds = %59
  %63 = load ptr, ptr %3, align 8
  %64 = getelementptr inbounds %struct.RawSeqStore_t, ptr %63, i32 0, i32 1
  %65 = load i64, ptr %64, align 8
  %66 = load ptr, ptr %3, align 8
  %67 = getelementptr inbounds %struct.RawSeqStore_t, ptr %66, i32 0, i32 3
  %68 = load i64, ptr %67, align 8
  %69 = icmp eq i64 %65, %68
  br i1 %69, label %70, label %73

70:                                               ; preds = %62, %59
  %71 = load ptr, ptr %3, align 8
  %72 = getelementptr inbounds %struct.RawSeqStore_t, ptr %71, i32 0, i32 2
  store i64 0, ptr %72, align 8
  br label %73

73:                                               ; preds = %70, %62
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @ZSTD_ldm_blockCompress(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, i32 noundef %4, ptr noundef %5, i64 noundef %6) #0 {
  %8 = alloca ptr, align 8
  %9 = alloca i64, align 8
  %10 = alloca i32, align 4
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  %13 = alloca ptr, align 8
  %14 = alloca ptr, align 8
  %15 = alloca i64, align 8
  %16 = alloca i32, align 4
  %17 = alloca i64, align 8
  %18 = alloca ptr, align 8
  %19 = alloca ptr, align 8
  %20 = alloca ptr, align 8
  %21 = alloca ptr, align 8
  %22 = alloca i64, align 8
  %23 = alloca ptr, align 8
  %24 = alloca ptr, align 8
  %25 = alloca i32, align 4
  %26 = alloca i64, align 8
  %27 = alloca ptr, align 8
  %28 = alloca ptr, align 8
  %29 = alloca i64, align 8
  %30 = alloca ptr, align 8
  %31 = alloca ptr, align 8
  %32 = alloca ptr, align 8
  %33 = alloca ptr, align 8
  %34 = alloca i32, align 4
  %35 = alloca ptr, align 8
  %36 = alloca i64, align 8
  %37 = alloca ptr, align 8
  %38 = alloca i32, align 4
  %39 = alloca ptr, align 8
  %40 = alloca ptr, align 8
  %41 = alloca ptr, align 8
  %42 = alloca ptr, align 8
  %43 = alloca i64, align 8
  %44 = alloca %struct.rawSeq, align 4
  %45 = alloca [2 x i64], align 8
  %46 = alloca i32, align 4
  %47 = alloca i64, align 8
  store ptr %0, ptr %30, align 8
  store ptr %1, ptr %31, align 8
  store ptr %2, ptr %32, align 8
  store ptr %3, ptr %33, align 8
  store i32 %4, ptr %34, align 4
  store ptr %5, ptr %35, align 8
  store i64 %6, ptr %36, align 8
  %48 = load ptr, ptr %31, align 8
  %49 = getelementptr inbounds %struct.ZSTD_MatchState_t, ptr %48, i32 0, i32 16
  store ptr %49, ptr %37, align 8
  %50 = load ptr, ptr %37, align 8
  %51 = getelementptr inbounds %struct.ZSTD_compressionParameters, ptr %50, i32 0, i32 4
  %52 = load i32, ptr %51, align 4
  store i32 %52, ptr %38, align 4
  %53 = load ptr, ptr %37, align 8
  %54 = getelementptr inbounds %struct.ZSTD_compressionParameters, ptr %53, i32 0, i32 6
  %55 = load i32, ptr %54, align 4
  %56 = load i32, ptr %34, align 4
  %57 = load ptr, ptr %31, align 8
  %58 = call i32 @ZSTD_matchState_dictMode(ptr noundef %57)
  %59 = call ptr @ZSTD_selectBlockCompressor(i32 noundef %55, i32 noundef %56, i32 noundef %58)
  store ptr %59, ptr %39, align 8
  %60 = load ptr, ptr %35, align 8
  store ptr %60, ptr %40, align 8
  %61 = load ptr, ptr %40, align 8
  %62 = load i64, ptr %36, align 8
  %63 = getelementptr inbounds i8, ptr %61, i64 %62
  store ptr %63, ptr %41, align 8
  %64 = load ptr, ptr %40, align 8
  store ptr %64, ptr %42, align 8
  br label %65

65:                                               ; preds = %7
  br label %66

66:                                               ; preds = %65
  %67 = load ptr, ptr %37, align 8
  %68 = getelementptr inbounds %struct.ZSTD_compressionParameters, ptr %67, i32 0, i32 6
  %69 = load i32, ptr %68, align 4
  %70 = icmp uge i32 %69, 7
  br i1 %70, label %71, label %85

71:                                               ; preds = %66
  %72 = load ptr, ptr %30, align 8
  %73 = load ptr, ptr %31, align 8
  %74 = getelementptr inbounds %struct.ZSTD_MatchState_t, ptr %73, i32 0, i32 17
  store ptr %72, ptr %74, align 8
  %75 = load ptr, ptr %39, align 8
  %76 = load ptr, ptr %31, align 8
  %77 = load ptr, ptr %32, align 8
  %78 = load ptr, ptr %33, align 8
  %79 = load ptr, ptr %35, align 8
  %80 = load i64, ptr %36, align 8
  %81 = call i64 %75(ptr noundef %76, ptr noundef %77, ptr noundef %78, ptr noundef %79, i64 noundef %80)
  store i64 %81, ptr %43, align 8
  %82 = load ptr, ptr %30, align 8
  %83 = load i64, ptr %36, align 8
  call void @ZSTD_ldm_skipRawSeqStoreBytes(ptr noundef %82, i64 noundef %83)
  %84 = load i64, ptr %43, align 8
  store i64 %84, ptr %29, align 8
  br label %353

85:                                               ; preds = %66
  br label %86

86:                                               ; preds = %320, %85
  %87 = load ptr, ptr %30, align 8
  %88 = getelementptr inbounds %struct.RawSeqStore_t, ptr %87, i32 0, i32 1
  %89 = load i64, ptr %88, align 8
  %90 = load ptr, ptr %30, align 8
  %91 = getelementptr inbounds %struct.RawSeqStore_t, ptr %90, i32 0, i32 3
  %92 = load i64, ptr %91, align 8
  %93 = icmp ult i64 %89, %92
  br i1 %93, label %94, label %98

94:                                               ; preds = %86
  %95 = load ptr, ptr %42, align 8
  %96 = load ptr, ptr %41, align 8
  %97 = icmp ult ptr %95, %96
  br label %98

98:                                               ; preds = %94, %86
  %99 = phi i1 [ false, %86 ], [ %97, %94 ]
  br i1 %99, label %100, label %336

100:                                              ; preds = %98
  %101 = load ptr, ptr %30, align 8
  %102 = load ptr, ptr %41, align 8
  %103 = load ptr, ptr %42, align 8
  %104 = ptrtoint ptr %102 to i64
  %105 = ptrtoint ptr %103 to i64
  %106 = sub i64 %104, %105
  %107 = trunc i64 %106 to i32
  %108 = load i32, ptr %38, align 4
  %109 = call [2 x i64] @maybeSplitSequence(ptr noundef %101, i32 noundef %107, i32 noundef %108)
  store [2 x i64] %109, ptr %45, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %44, ptr align 8 %45, i64 12, i1 false)
  %110 = getelementptr inbounds %struct.rawSeq, ptr %44, i32 0, i32 0
  %111 = load i32, ptr %110, align 4
  %112 = icmp eq i32 %111, 0
  br i1 %112, label %113, label %114

113:                                              ; preds = %100
  br label %336

114:                                              ; preds = %100
  %115 = load ptr, ptr %31, align 8
  %116 = load ptr, ptr %42, align 8
  call void @ZSTD_ldm_limitTableUpdate(ptr noundef %115, ptr noundef %116)
  %117 = load ptr, ptr %31, align 8
  %118 = load ptr, ptr %42, align 8
  %119 = call i64 @ZSTD_ldm_fillFastTables(ptr noundef %117, ptr noundef %118)
  br label %120

120:                                              ; preds = %114
  br label %121

121:                                              ; preds = %120
  %122 = load ptr, ptr %39, align 8
  %123 = load ptr, ptr %31, align 8
  %124 = load ptr, ptr %32, align 8
  %125 = load ptr, ptr %33, align 8
  %126 = load ptr, ptr %42, align 8
  %127 = getelementptr inbounds %struct.rawSeq, ptr %44, i32 0, i32 1
  %128 = load i32, ptr %127, align 4
  %129 = zext i32 %128 to i64
  %130 = call i64 %122(ptr noundef %123, ptr noundef %124, ptr noundef %125, ptr noundef %126, i64 noundef %129)
  store i64 %130, ptr %47, align 8
  %131 = getelementptr inbounds %struct.rawSeq, ptr %44, i32 0, i32 1
  %132 = load i32, ptr %131, align 4
  %133 = load ptr, ptr %42, align 8
  %134 = zext i32 %132 to i64
  %135 = getelementptr inbounds i8, ptr %133, i64 %134
  store ptr %135, ptr %42, align 8
  store i32 2, ptr %46, align 4
  br label %136

136:                                              ; preds = %150, %121
  %137 = load i32, ptr %46, align 4
  %138 = icmp sgt i32 %137, 0
  br i1 %138, label %139, label %153

139:                                              ; preds = %136
  %140 = load ptr, ptr %33, align 8
  %141 = load i32, ptr %46, align 4
  %142 = sub nsw i32 %141, 1
  %143 = sext i32 %142 to i64
  %144 = getelementptr inbounds i32, ptr %140, i64 %143
  %145 = load i32, ptr %144, align 4
  %146 = load ptr, ptr %33, align 8
  %147 = load i32, ptr %46, align 4
  %148 = sext i32 %147 to i64
  %149 = getelementptr inbounds i32, ptr %146, i64 %148
  store i32 %145, ptr %149, align 4
  br label %150

150:                                              ; preds = %139
  %151 = load i32, ptr %46, align 4
  %152 = add nsw i32 %151, -1
  store i32 %152, ptr %46, align 4
  br label %136, !llvm.loop !19

153:                                              ; preds = %136
  %154 = getelementptr inbounds %struct.rawSeq, ptr %44, i32 0, i32 0
  %155 = load i32, ptr %154, align 4
  %156 = load ptr, ptr %33, align 8
  %157 = getelementptr inbounds i32, ptr %156, i64 0
  store i32 %155, ptr %157, align 4
  %158 = load ptr, ptr %32, align 8
  %159 = load i64, ptr %47, align 8
  %160 = load ptr, ptr %42, align 8
  %161 = load i64, ptr %47, align 8
  %162 = sub i64 0, %161
  %163 = getelementptr inbounds i8, ptr %160, i64 %162
  %164 = load ptr, ptr %41, align 8
  %165 = getelementptr inbounds %struct.rawSeq, ptr %44, i32 0, i32 0
  %166 = load i32, ptr %165, align 4
  %167 = add i32 %166, 3
  %168 = getelementptr inbounds %struct.rawSeq, ptr %44, i32 0, i32 2
  %169 = load i32, ptr %168, align 4
  %170 = zext i32 %169 to i64
  store ptr %158, ptr %21, align 8
  store i64 %159, ptr %22, align 8
  store ptr %163, ptr %23, align 8
  store ptr %164, ptr %24, align 8
  store i32 %167, ptr %25, align 4
  store i64 %170, ptr %26, align 8
  %171 = load ptr, ptr %24, align 8
  %172 = getelementptr inbounds i8, ptr %171, i64 -32
  store ptr %172, ptr %27, align 8
  %173 = load ptr, ptr %23, align 8
  %174 = load i64, ptr %22, align 8
  %175 = getelementptr inbounds i8, ptr %173, i64 %174
  store ptr %175, ptr %28, align 8
  %176 = load ptr, ptr %28, align 8
  %177 = load ptr, ptr %27, align 8
  %178 = icmp ule ptr %176, %177
  br i1 %178, label %179, label %252

179:                                              ; preds = %153
  %180 = load ptr, ptr %21, align 8
  %181 = getelementptr inbounds %struct.SeqStore_t, ptr %180, i32 0, i32 3
  %182 = load ptr, ptr %181, align 8
  %183 = load ptr, ptr %23, align 8
  call void @ZSTD_copy16(ptr noundef %182, ptr noundef %183)
  %184 = load i64, ptr %22, align 8
  %185 = icmp ugt i64 %184, 16
  br i1 %185, label %186, label %251

186:                                              ; preds = %179
  %187 = load ptr, ptr %21, align 8
  %188 = getelementptr inbounds %struct.SeqStore_t, ptr %187, i32 0, i32 3
  %189 = load ptr, ptr %188, align 8
  %190 = getelementptr inbounds i8, ptr %189, i64 16
  %191 = load ptr, ptr %23, align 8
  %192 = getelementptr inbounds i8, ptr %191, i64 16
  %193 = load i64, ptr %22, align 8
  %194 = sub nsw i64 %193, 16
  store ptr %190, ptr %13, align 8
  store ptr %192, ptr %14, align 8
  store i64 %194, ptr %15, align 8
  store i32 0, ptr %16, align 4
  %195 = load ptr, ptr %13, align 8
  %196 = load ptr, ptr %14, align 8
  %197 = ptrtoint ptr %195 to i64
  %198 = ptrtoint ptr %196 to i64
  %199 = sub i64 %197, %198
  store i64 %199, ptr %17, align 8
  %200 = load ptr, ptr %14, align 8
  store ptr %200, ptr %18, align 8
  %201 = load ptr, ptr %13, align 8
  store ptr %201, ptr %19, align 8
  %202 = load ptr, ptr %19, align 8
  %203 = load i64, ptr %15, align 8
  %204 = getelementptr inbounds i8, ptr %202, i64 %203
  store ptr %204, ptr %20, align 8
  %205 = load i32, ptr %16, align 4
  %206 = icmp eq i32 %205, 1
  br i1 %206, label %207, label %222

207:                                              ; preds = %186
  %208 = load i64, ptr %17, align 8
  %209 = icmp slt i64 %208, 16
  br i1 %209, label %210, label %222

210:                                              ; preds = %207
  br label %211

211:                                              ; preds = %211, %210
  %212 = load ptr, ptr %19, align 8
  %213 = load ptr, ptr %18, align 8
  call void @ZSTD_copy8(ptr noundef %212, ptr noundef %213)
  %214 = load ptr, ptr %19, align 8
  %215 = getelementptr inbounds i8, ptr %214, i64 8
  store ptr %215, ptr %19, align 8
  %216 = load ptr, ptr %18, align 8
  %217 = getelementptr inbounds i8, ptr %216, i64 8
  store ptr %217, ptr %18, align 8
  %218 = load ptr, ptr %19, align 8
  %219 = load ptr, ptr %20, align 8
  %220 = icmp ult ptr %218, %219
  br i1 %220, label %211, label %221, !llvm.loop !20

221:                                              ; preds = %211
  br label %250

222:                                              ; preds = %207, %186
  %223 = load ptr, ptr %19, align 8
  %224 = load ptr, ptr %18, align 8
  call void @ZSTD_copy16(ptr noundef %223, ptr noundef %224)
  %225 = load i64, ptr %15, align 8
  %226 = icmp sge i64 16, %225
  br i1 %226, label %227, label %228

227:                                              ; preds = %222
  br label %250

228:                                              ; preds = %222
  %229 = load ptr, ptr %19, align 8
  %230 = getelementptr inbounds i8, ptr %229, i64 16
  store ptr %230, ptr %19, align 8
  %231 = load ptr, ptr %18, align 8
  %232 = getelementptr inbounds i8, ptr %231, i64 16
  store ptr %232, ptr %18, align 8
  br label %233

233:                                              ; preds = %233, %228
  %234 = load ptr, ptr %19, align 8
  %235 = load ptr, ptr %18, align 8
  call void @ZSTD_copy16(ptr noundef %234, ptr noundef %235)
  %236 = load ptr, ptr %19, align 8
  %237 = getelementptr inbounds i8, ptr %236, i64 16
  store ptr %237, ptr %19, align 8
  %238 = load ptr, ptr %18, align 8
  %239 = getelementptr inbounds i8, ptr %238, i64 16
  store ptr %239, ptr %18, align 8
  %240 = load ptr, ptr %19, align 8
  %241 = load ptr, ptr %18, align 8
  call void @ZSTD_copy16(ptr noundef %240, ptr noundef %241)
  %242 = load ptr, ptr %19, align 8
  %243 = getelementptr inbounds i8, ptr %242, i64 16
  store ptr %243, ptr %19, align 8
  %244 = load ptr, ptr %18, align 8
  %245 = getelementptr inbounds i8, ptr %244, i64 16
  store ptr %245, ptr %18, align 8
  %246 = load ptr, ptr %19, align 8
  %247 = load ptr, ptr %20, align 8
  %248 = icmp ult ptr %246, %247
  br i1 %248, label %233, label %249, !llvm.loop !21

249:                                              ; preds = %233
  br label %250

250:                                              ; preds = %221, %227, %249
  br label %251

251:                                              ; preds = %250, %179
  br label %259

252:                                              ; preds = %153
  %253 = load ptr, ptr %21, align 8
  %254 = getelementptr inbounds %struct.SeqStore_t, ptr %253, i32 0, i32 3
  %255 = load ptr, ptr %254, align 8
  %256 = load ptr, ptr %23, align 8
  %257 = load ptr, ptr %28, align 8
  %258 = load ptr, ptr %27, align 8
  call void @ZSTD_safecopyLiterals(ptr noundef %255, ptr noundef %256, ptr noundef %257, ptr noundef %258)
  br label %259

259:                                              ; preds = %251, %252
  %260 = load i64, ptr %22, align 8
  %261 = load ptr, ptr %21, align 8
  %262 = getelementptr inbounds %struct.SeqStore_t, ptr %261, i32 0, i32 3
  %263 = load ptr, ptr %262, align 8
  %264 = getelementptr inbounds i8, ptr %263, i64 %260
  store ptr %264, ptr %262, align 8
  %265 = load ptr, ptr %21, align 8
  %266 = load i64, ptr %22, align 8
  %267 = load i32, ptr %25, align 4
  %268 = load i64, ptr %26, align 8
  store ptr %265, ptr %8, align 8
  store i64 %266, ptr %9, align 8
  store i32 %267, ptr %10, align 4
  store i64 %268, ptr %11, align 8
  %269 = load i64, ptr %9, align 8
  %270 = icmp ugt i64 %269, 65535
  %271 = zext i1 %270 to i32
  %272 = sext i32 %271 to i64
  br i1 %270, label %273, label %288

273:                                              ; preds = %259
  %274 = load ptr, ptr %8, align 8
  %275 = getelementptr inbounds %struct.SeqStore_t, ptr %274, i32 0, i32 9
  store i32 1, ptr %275, align 8
  %276 = load ptr, ptr %8, align 8
  %277 = getelementptr inbounds %struct.SeqStore_t, ptr %276, i32 0, i32 1
  %278 = load ptr, ptr %277, align 8
  %279 = load ptr, ptr %8, align 8
  %280 = load ptr, ptr %279, align 8
  %281 = ptrtoint ptr %278 to i64
  %282 = ptrtoint ptr %280 to i64
  %283 = sub i64 %281, %282
  %284 = sdiv exact i64 %283, 8
  %285 = trunc i64 %284 to i32
  %286 = load ptr, ptr %8, align 8
  %287 = getelementptr inbounds %struct.SeqStore_t, ptr %286, i32 0, i32 10
  store i32 %285, ptr %287, align 4
  br label %288

288:                                              ; preds = %273, %259
  %289 = load i64, ptr %9, align 8
  %290 = trunc i64 %289 to i16
  %291 = load ptr, ptr %8, align 8
  %292 = getelementptr inbounds %struct.SeqStore_t, ptr %291, i32 0, i32 1
  %293 = load ptr, ptr %292, align 8
  %294 = getelementptr inbounds %struct.SeqDef_s, ptr %293, i32 0, i32 1
  store i16 %290, ptr %294, align 4
  %295 = load i32, ptr %10, align 4
  %296 = load ptr, ptr %8, align 8
  %297 = getelementptr inbounds %struct.SeqStore_t, ptr %296, i32 0, i32 1
  %298 = load ptr, ptr %297, align 8
  store i32 %295, ptr %298, align 4
  %299 = load i64, ptr %11, align 8
  %300 = sub i64 %299, 3
  store i64 %300, ptr %12, align 8
  %301 = load i64, ptr %12, align 8
  %302 = icmp ugt i64 %301, 65535
  %303 = zext i1 %302 to i32
  %304 = sext i32 %303 to i64
  br i1 %302, label %305, label %320

305:                                              ; preds = %288
  %306 = load ptr, ptr %8, align 8
  %307 = getelementptr inbounds %struct.SeqStore_t, ptr %306, i32 0, i32 9
  store i32 2, ptr %307, align 8
  %308 = load ptr, ptr %8, align 8
  %309 = getelementptr inbounds %struct.SeqStore_t, ptr %308, i32 0, i32 1
  %310 = load ptr, ptr %309, align 8
  %311 = load ptr, ptr %8, align 8
  %312 = load ptr, ptr %311, align 8
  %313 = ptrtoint ptr %310 to i64
  %314 = ptrtoint ptr %312 to i64
  %315 = sub i64 %313, %314
  %316 = sdiv exact i64 %315, 8
  %317 = trunc i64 %316 to i32
  %318 = load ptr, ptr %8, align 8
  %319 = getelementptr inbounds %struct.SeqStore_t, ptr %318, i32 0, i32 10
  store i32 %317, ptr %319, align 4
  br label %320

320:                                              ; preds = %288, %305
  %321 = load i64, ptr %12, align 8
  %322 = trunc i64 %321 to i16
  %323 = load ptr, ptr %8, align 8
  %324 = getelementptr inbounds %struct.SeqStore_t, ptr %323, i32 0, i32 1
  %325 = load ptr, ptr %324, align 8
  %326 = getelementptr inbounds %struct.SeqDef_s, ptr %325, i32 0, i32 2
  store i16 %322, ptr %326, align 2
  %327 = load ptr, ptr %8, align 8
  %328 = getelementptr inbounds %struct.SeqStore_t, ptr %327, i32 0, i32 1
  %329 = load ptr, ptr %328, align 8
  %330 = getelementptr inbounds %struct.SeqDef_s, ptr %329, i32 1
  store ptr %330, ptr %328, align 8
  %331 = getelementptr inbounds %struct.rawSeq, ptr %44, i32 0, i32 2
  %332 = load i32, ptr %331, align 4
  %333 = load ptr, ptr %42, align 8
  %334 = zext i32 %332 to i64
  %335 = getelementptr inbounds i8, ptr %333, i64 %334
  store ptr %335, ptr %42, align 8
  br label %86, !llvm.loop !22

336:                                              ; preds = %113, %98
  %337 = load ptr, ptr %31, align 8
  %338 = load ptr, ptr %42, align 8
  call void @ZSTD_ldm_limitTableUpdate(ptr noundef %337, ptr noundef %338)
  %339 = load ptr, ptr %31, align 8
  %340 = load ptr, ptr %42, align 8
  %341 = call i64 @ZSTD_ldm_fillFastTables(ptr noundef %339, ptr noundef %340)
  %342 = load ptr, ptr %39, align 8
  %343 = load ptr, ptr %31, align 8
  %344 = load ptr, ptr %32, align 8
  %345 = load ptr, ptr %33, align 8
  %346 = load ptr, ptr %42, align 8
  %347 = load ptr, ptr %41, align 8
  %348 = load ptr, ptr %42, align 8
  %349 = ptrtoint ptr %347 to i64
  %350 = ptrtoint ptr %348 to i64
  %351 = sub i64 %349, %350
  %352 = call i64 %342(ptr noundef %343, ptr noundef %344, ptr noundef %345, ptr noundef %346, i64 noundef %351)
  store i64 %352, ptr %29, align 8
  br label %353

353:                                              ; preds = %336, %71
  %354 = load i64, ptr %29, align 8
  ret i64 %354
}

declare ptr @ZSTD_selectBlockCompressor(i32 noundef, i32 noundef, i32 noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @ZSTD_matchState_dictMode(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca %struct.ZSTD_window_t, align 8
  store ptr %0, ptr %2, align 8
  %4 = load ptr, ptr %2, align 8
  %5 = getelementptr inbounds %struct.ZSTD_MatchState_t, ptr %4, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %3, ptr align 8 %5, i64 40, i1 false)
  %6 = call i32 @ZSTD_window_hasExtDict(ptr noundef %3)
  %7 = icmp ne i32 %6, 0
  br i1 %7, label %8, label %9

8:                                                ; preds = %1
  br label %26

9:                                                ; preds = %1
  %10 = load ptr, ptr %2, align 8
  %11 = getelementptr inbounds %struct.ZSTD_MatchState_t, ptr %10, i32 0, i32 15
  %12 = load ptr, ptr %11, align 8
  %13 = icmp ne ptr %12, null
  br i1 %13, label %14, label %23

14:                                               ; preds = %9
  %15 = load ptr, ptr %2, align 8
  %16 = getelementptr inbounds %struct.ZSTD_MatchState_t, ptr %15, i32 0, i32 15
  %17 = load ptr, ptr %16, align 8
  %18 = getelementptr inbounds %struct.ZSTD_MatchState_t, ptr %17, i32 0, i32 13
  %19 = load i32, ptr %18, align 4
  %20 = icmp ne i32 %19, 0
  %21 = zext i1 %20 to i64
  %22 = select i1 %20, i32 3, i32 2
  br label %24

23:                                               ; preds = %9
  br label %24

24:                                               ; preds = %23, %14
  %25 = phi i32 [ %22, %14 ], [ 0, %23 ]
  br label %26

26:                                               ; preds = %24, %8
  %27 = phi i32 [ 1, %8 ], [ %25, %24 ]
  ret i32 %27
}

; Function Attrs: noinline nounwind optnone uwtable
define internal [2 x i64] @maybeSplitSequence(ptr noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca %struct.rawSeq, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca [2 x i64], align 8
  store ptr %0, ptr %5, align 8
  store i32 %1, ptr %6, align 4
  store i32 %2, ptr %7, align 4
  %9 = load ptr, ptr %5, align 8
  %10 = getelementptr inbounds %struct.RawSeqStore_t, ptr %9, i32 0, i32 0
  %11 = load ptr, ptr %10, align 8
  %12 = load ptr, ptr %5, align 8
  %13 = getelementptr inbounds %struct.RawSeqStore_t, ptr %12, i32 0, i32 1
  %14 = load i64, ptr %13, align 8
  %15 = getelementptr inbounds %struct.rawSeq, ptr %11, i64 %14
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %4, ptr align 4 %15, i64 12, i1 false)
  %16 = load i32, ptr %6, align 4
  %17 = getelementptr inbounds %struct.rawSeq, ptr %4, i32 0, i32 1
  %18 = load i32, ptr %17, align 4
  %19 = getelementptr inbounds %struct.rawSeq, ptr %4, i32 0, i32 2
  %20 = load i32, ptr %19, align 4
  %21 = add i32 %18, %20
  %22 = icmp uge i32 %16, %21
  br i1 %22, label %23, label %28

23:                                               ; preds = %3
  %24 = load ptr, ptr %5, align 8
  %25 = getelementptr inbounds %struct.RawSeqStore_t, ptr %24, i32 0, i32 1
  %26 = load i64, ptr %25, align 8
  %27 = add i64 %26, 1
  store i64 %27, ptr %25, align 8
  br label %62

28:                                               ; preds = %3
  %29 = load i32, ptr %6, align 4
  %30 = getelementptr inbounds %struct.rawSeq, ptr %4, i32 0, i32 1
  %31 = load i32, ptr %30, align 4
  %32 = icmp ule i32 %29, %31
  br i1 %32, label %33, label %35

33:                                               ; preds = %28
  %34 = getelementptr inbounds %struct.rawSeq, ptr %4, i32 0, i32 0
  store i32 0, ptr %34, align 4
  br label %57

35:                                               ; preds = %28
  %36 = load i32, ptr %6, align 4
  %37 = getelementptr inbounds %struct.rawSeq, ptr %4, i32 0, i32 1
  %38 = load i32, ptr %37, align 4
  %39 = getelementptr inbounds %struct.rawSeq, ptr %4, i32 0, i32 2
  %40 = load i32, ptr %39, align 4
  %41 = add i32 %38, %40
  %42 = icmp ult i32 %36, %41
  br i1 %42, label %43, label %56

43:                                               ; preds = %35
  %44 = load i32, ptr %6, align 4
  %45 = getelementptr inbounds %struct.rawSeq, ptr %4, i32 0, i32 1
  %46 = load i32, ptr %45, align 4
  %47 = sub i32 %44, %46
  %48 = getelementptr inbounds %struct.rawSeq, ptr %4, i32 0, i32 2
  store i32 %47, ptr %48, align 4
  %49 = getelementptr inbounds %struct.rawSeq, ptr %4, i32 0, i32 2
  %50 = load i32, ptr %49, align 4
  %51 = load i32, ptr %7, align 4
  %52 = icmp ult i32 %50, %51
  br i1 %52, label %53, label %55

53:                                               ; preds = %43
  %54 = getelementptr inbounds %struct.rawSeq, ptr %4, i32 0, i32 0
  store i32 0, ptr %54, align 4
  br label %55

55:                                               ; preds = %53, %43
  br label %56

56:                                               ; preds = %55, %35
  br label %57

57:                                               ; preds = %56, %33
  %58 = load ptr, ptr %5, align 8
  %59 = load i32, ptr %6, align 4
  %60 = zext i32 %59 to i64
  %61 = load i32, ptr %7, align 4
  call void @ZSTD_ldm_skipSequences(ptr noundef %58, i64 noundef %60, i32 noundef %61)
  br label %62

62:                                               ; preds = %57, %23
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %8, ptr align 4 %4, i64 12, i1 false)
  %63 = load [2 x i64], ptr %8, align 8
  ret [2 x i64] %63
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @ZSTD_ldm_limitTableUpdate(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %6 = load ptr, ptr %4, align 8
  %7 = load ptr, ptr %3, align 8
  %8 = getelementptr inbounds %struct.ZSTD_MatchState_t, ptr %7, i32 0, i32 0
  %9 = getelementptr inbounds %struct.ZSTD_window_t, ptr %8, i32 0, i32 1
  %10 = load ptr, ptr %9, align 8
  %11 = ptrtoint ptr %6 to i64
  %12 = ptrtoint ptr %10 to i64
  %13 = sub i64 %11, %12
  %14 = trunc i64 %13 to i32
  store i32 %14, ptr %5, align 4
  %15 = load i32, ptr %5, align 4
  %16 = load ptr, ptr %3, align 8
  %17 = getelementptr inbounds %struct.ZSTD_MatchState_t, ptr %16, i32 0, i32 2
  %18 = load i32, ptr %17, align 4
  %19 = add i32 %18, 1024
  %20 = icmp ugt i32 %15, %19
  br i1 %20, label %21, label %43

21:                                               ; preds = %2
  %22 = load i32, ptr %5, align 4
  %23 = load i32, ptr %5, align 4
  %24 = load ptr, ptr %3, align 8
  %25 = getelementptr inbounds %struct.ZSTD_MatchState_t, ptr %24, i32 0, i32 2
  %26 = load i32, ptr %25, align 4
  %27 = sub i32 %23, %26
  %28 = sub i32 %27, 1024
  %29 = icmp ult i32 512, %28
  br i1 %29, label %30, label %31

30:                                               ; preds = %21
  br label %38

31:                                               ; preds = %21
  %32 = load i32, ptr %5, align 4
  %33 = load ptr, ptr %3, align 8
  %34 = getelementptr inbounds %struct.ZSTD_MatchState_t, ptr %33, i32 0, i32 2
  %35 = load i32, ptr %34, align 4
  %36 = sub i32 %32, %35
  %37 = sub i32 %36, 1024
  br label %38

38:                                               ; preds = %31, %30
  %39 = phi i32 [ 512, %30 ], [ %37, %31 ]
  %40 = sub i32 %22, %39
  %41 = load ptr, ptr %3, align 8
  %42 = getelementptr inbounds %struct.ZSTD_MatchState_t, ptr %41, i32 0, i32 2
  store i32 %40, ptr %42, align 4
  br label %43

43:                                               ; preds = %38, %2
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @ZSTD_ldm_fillFastTables(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %6 = load ptr, ptr %4, align 8
  store ptr %6, ptr %5, align 8
  %7 = load ptr, ptr %3, align 8
  %8 = getelementptr inbounds %struct.ZSTD_MatchState_t, ptr %7, i32 0, i32 16
  %9 = getelementptr inbounds %struct.ZSTD_compressionParameters, ptr %8, i32 0, i32 6
  %10 = load i32, ptr %9, align 8
  switch i32 %10, label %18 [
    i32 1, label %11
    i32 2, label %14
    i32 3, label %17
    i32 4, label %17
    i32 5, label %17
    i32 6, label %17
    i32 7, label %17
    i32 8, label %17
    i32 9, label %17
  ]

11:                                               ; preds = %2
  %12 = load ptr, ptr %3, align 8
  %13 = load ptr, ptr %5, align 8
  call void @ZSTD_fillHashTable(ptr noundef %12, ptr noundef %13, i32 noundef 0, i32 noundef 0)
  br label %19

14:                                               ; preds = %2
  %15 = load ptr, ptr %3, align 8
  %16 = load ptr, ptr %5, align 8
  call void @ZSTD_fillDoubleHashTable(ptr noundef %15, ptr noundef %16, i32 noundef 0, i32 noundef 0)
  br label %19

17:                                               ; preds = %2, %2, %2, %2, %2, %2, %2
  br label %19

18:                                               ; preds = %2
  br label %19

19:                                               ; preds = %18, %17, %14, %11
  ret i64 0
}

; Function Attrs: noinline nounwind optnone willreturn memory(read) uwtable
define internal i64 @XXH64_endian_align(ptr noundef %0, i64 noundef %1, i64 noundef %2, i32 noundef %3) #1 {
  %5 = alloca ptr, align 8
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  %8 = alloca i32, align 4
  %9 = alloca i64, align 8
  %10 = alloca ptr, align 8
  %11 = alloca ptr, align 8
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  %14 = alloca i64, align 8
  %15 = alloca i64, align 8
  store ptr %0, ptr %5, align 8
  store i64 %1, ptr %6, align 8
  store i64 %2, ptr %7, align 8
  store i32 %3, ptr %8, align 4
  %16 = load ptr, ptr %5, align 8
  %17 = icmp eq ptr %16, null
  br i1 %17, label %18, label %21

18:                                               ; preds = %4
  %19 = load i64, ptr %6, align 8
  %20 = icmp eq i64 %19, 0
  call void @llvm.assume(i1 %20)
  br label %21

21:                                               ; preds = %18, %4
  %22 = load i64, ptr %6, align 8
  %23 = icmp uge i64 %22, 32
  br i1 %23, label %24, label %96

24:                                               ; preds = %21
  %25 = load ptr, ptr %5, align 8
  %26 = load i64, ptr %6, align 8
  %27 = getelementptr inbounds i8, ptr %25, i64 %26
  store ptr %27, ptr %10, align 8
  %28 = load ptr, ptr %10, align 8
  %29 = getelementptr inbounds i8, ptr %28, i64 -31
  store ptr %29, ptr %11, align 8
  %30 = load i64, ptr %7, align 8
  %31 = add i64 %30, -7046029288634856825
  %32 = add i64 %31, -4417276706812531889
  store i64 %32, ptr %12, align 8
  %33 = load i64, ptr %7, align 8
  %34 = add i64 %33, -4417276706812531889
  store i64 %34, ptr %13, align 8
  %35 = load i64, ptr %7, align 8
  %36 = add i64 %35, 0
  store i64 %36, ptr %14, align 8
  %37 = load i64, ptr %7, align 8
  %38 = sub i64 %37, -7046029288634856825
  store i64 %38, ptr %15, align 8
  br label %39

39:                                               ; preds = %68, %24
  %40 = load i64, ptr %12, align 8
  %41 = load ptr, ptr %5, align 8
  %42 = load i32, ptr %8, align 4
  %43 = call i64 @XXH_readLE64_align(ptr noundef %41, i32 noundef %42)
  %44 = call i64 @XXH64_round(i64 noundef %40, i64 noundef %43)
  store i64 %44, ptr %12, align 8
  %45 = load ptr, ptr %5, align 8
  %46 = getelementptr inbounds i8, ptr %45, i64 8
  store ptr %46, ptr %5, align 8
  %47 = load i64, ptr %13, align 8
  %48 = load ptr, ptr %5, align 8
  %49 = load i32, ptr %8, align 4
  %50 = call i64 @XXH_readLE64_align(ptr noundef %48, i32 noundef %49)
  %51 = call i64 @XXH64_round(i64 noundef %47, i64 noundef %50)
  store i64 %51, ptr %13, align 8
  %52 = load ptr, ptr %5, align 8
  %53 = getelementptr inbounds i8, ptr %52, i64 8
  store ptr %53, ptr %5, align 8
  %54 = load i64, ptr %14, align 8
  %55 = load ptr, ptr %5, align 8
  %56 = load i32, ptr %8, align 4
  %57 = call i64 @XXH_readLE64_align(ptr noundef %55, i32 noundef %56)
  %58 = call i64 @XXH64_round(i64 noundef %54, i64 noundef %57)
  store i64 %58, ptr %14, align 8
  %59 = load ptr, ptr %5, align 8
  %60 = getelementptr inbounds i8, ptr %59, i64 8
  store ptr %60, ptr %5, align 8
  %61 = load i64, ptr %15, align 8
  %62 = load ptr, ptr %5, align 8
  %63 = load i32, ptr %8, align 4
  %64 = call i64 @XXH_readLE64_align(ptr noundef %62, i32 noundef %63)
  %65 = call i64 @XXH64_round(i64 noundef %61, i64 noundef %64)
  store i64 %65, ptr %15, align 8
  %66 = load ptr, ptr %5, align 8
  %67 = getelementptr inbounds i8, ptr %66, i64 8
  store ptr %67, ptr %5, align 8
  br label %68

68:                                               ; preds = %39
  %69 = load ptr, ptr %5, align 8
  %70 = load ptr, ptr %11, align 8
  %71 = icmp ult ptr %69, %70
  br i1 %71, label %39, label %72, !llvm.loop !23

72:                                               ; preds = %68
  %73 = load i64, ptr %12, align 8
  %74 = call i64 @llvm.fshl.i64(i64 %73, i64 %73, i64 1)
  %75 = load i64, ptr %13, align 8
  %76 = call i64 @llvm.fshl.i64(i64 %75, i64 %75, i64 7)
  %77 = add i64 %74, %76
  %78 = load i64, ptr %14, align 8
  %79 = call i64 @llvm.fshl.i64(i64 %78, i64 %78, i64 12)
  %80 = add i64 %77, %79
  %81 = load i64, ptr %15, align 8
  %82 = call i64 @llvm.fshl.i64(i64 %81, i64 %81, i64 18)
  %83 = add i64 %80, %82
  store i64 %83, ptr %9, align 8
  %84 = load i64, ptr %9, align 8
  %85 = load i64, ptr %12, align 8
  %86 = call i64 @XXH64_mergeRound(i64 noundef %84, i64 noundef %85)
  store i64 %86, ptr %9, align 8
  %87 = load i64, ptr %9, align 8
  %88 = load i64, ptr %13, align 8
  %89 = call i64 @XXH64_mergeRound(i64 noundef %87, i64 noundef %88)
  store i64 %89, ptr %9, align 8
  %90 = load i64, ptr %9, align 8
  %91 = load i64, ptr %14, align 8
  %92 = call i64 @XXH64_mergeRound(i64 noundef %90, i64 noundef %91)
  store i64 %92, ptr %9, align 8
  %93 = load i64, ptr %9, align 8
  %94 = load i64, ptr %15, align 8
  %95 = call i64 @XXH64_mergeRound(i64 noundef %93, i64 noundef %94)
  store i64 %95, ptr %9, align 8
  br label %99

96:                                               ; preds = %21
  %97 = load i64, ptr %7, align 8
  %98 = add i64 %97, 2870177450012600261
  store i64 %98, ptr %9, align 8
  br label %99

99:                                               ; preds = %96, %72
  %100 = load i64, ptr %6, align 8
  %101 = load i64, ptr %9, align 8
  %102 = add i64 %101, %100
  store i64 %102, ptr %9, align 8
  %103 = load i64, ptr %9, align 8
  %104 = load ptr, ptr %5, align 8
  %105 = load i64, ptr %6, align 8
  %106 = load i32, ptr %8, align 4
  %107 = call i64 @XXH64_finalize(i64 noundef %103, ptr noundef %104, i64 noundef %105, i32 noundef %106) #7
  ret i64 %107
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @XXH64_round(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = load i64, ptr %4, align 8
  %6 = mul i64 %5, -4417276706812531889
  %7 = load i64, ptr %3, align 8
  %8 = add i64 %7, %6
  store i64 %8, ptr %3, align 8
  %9 = load i64, ptr %3, align 8
  %10 = call i64 @llvm.fshl.i64(i64 %9, i64 %9, i64 31)
  store i64 %10, ptr %3, align 8
  %11 = load i64, ptr %3, align 8
  %12 = mul i64 %11, -7046029288634856825
  store i64 %12, ptr %3, align 8
  %13 = load i64, ptr %3, align 8
  ret i64 %13
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @XXH_readLE64_align(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  %6 = load i32, ptr %5, align 4
  %7 = icmp eq i32 %6, 1
  br i1 %7, label %8, label %11

8:                                                ; preds = %2
  %9 = load ptr, ptr %4, align 8
  %10 = call i64 @XXH_readLE64(ptr noundef %9)
  store i64 %10, ptr %3, align 8
  br label %14

11:                                               ; preds = %2
  %12 = load ptr, ptr %4, align 8
  %13 = load i64, ptr %12, align 8
  store i64 %13, ptr %3, align 8
  br label %14

14:                                               ; preds = %11, %8
  %15 = load i64, ptr %3, align 8
  ret i64 %15
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.fshl.i64(i64, i64, i64) #5

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @XXH64_mergeRound(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = load i64, ptr %4, align 8
  %6 = call i64 @XXH64_round(i64 noundef 0, i64 noundef %5)
  store i64 %6, ptr %4, align 8
  %7 = load i64, ptr %4, align 8
  %8 = load i64, ptr %3, align 8
  %9 = xor i64 %8, %7
  store i64 %9, ptr %3, align 8
  %10 = load i64, ptr %3, align 8
  %11 = mul i64 %10, -7046029288634856825
  %12 = add i64 %11, -8796714831421723037
  store i64 %12, ptr %3, align 8
  %13 = load i64, ptr %3, align 8
  ret i64 %13
}

; Function Attrs: noinline nounwind optnone willreturn memory(read) uwtable
define internal i64 @XXH64_finalize(i64 noundef %0, ptr noundef %1, i64 noundef %2, i32 noundef %3) #1 {
  %5 = alloca i64, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i64, align 8
  %8 = alloca i32, align 4
  %9 = alloca i64, align 8
  store i64 %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store i64 %2, ptr %7, align 8
  store i32 %3, ptr %8, align 4
  %10 = load ptr, ptr %6, align 8
  %11 = icmp eq ptr %10, null
  br i1 %11, label %12, label %15

12:                                               ; preds = %4
  %13 = load i64, ptr %7, align 8
  %14 = icmp eq i64 %13, 0
  call void @llvm.assume(i1 %14)
  br label %15

15:                                               ; preds = %12, %4
  %16 = load i64, ptr %7, align 8
  %17 = and i64 %16, 31
  store i64 %17, ptr %7, align 8
  br label %18

18:                                               ; preds = %21, %15
  %19 = load i64, ptr %7, align 8
  %20 = icmp uge i64 %19, 8
  br i1 %20, label %21, label %37

21:                                               ; preds = %18
  %22 = load ptr, ptr %6, align 8
  %23 = load i32, ptr %8, align 4
  %24 = call i64 @XXH_readLE64_align(ptr noundef %22, i32 noundef %23)
  %25 = call i64 @XXH64_round(i64 noundef 0, i64 noundef %24)
  store i64 %25, ptr %9, align 8
  %26 = load ptr, ptr %6, align 8
  %27 = getelementptr inbounds i8, ptr %26, i64 8
  store ptr %27, ptr %6, align 8
  %28 = load i64, ptr %9, align 8
  %29 = load i64, ptr %5, align 8
  %30 = xor i64 %29, %28
  store i64 %30, ptr %5, align 8
  %31 = load i64, ptr %5, align 8
  %32 = call i64 @llvm.fshl.i64(i64 %31, i64 %31, i64 27)
  %33 = mul i64 %32, -7046029288634856825
  %34 = add i64 %33, -8796714831421723037
  store i64 %34, ptr %5, align 8
  %35 = load i64, ptr %7, align 8
  %36 = sub i64 %35, 8
  store i64 %36, ptr %7, align 8
  br label %18, !llvm.loop !24

37:                                               ; preds = %18
  %38 = load i64, ptr %7, align 8
  %39 = icmp uge i64 %38, 4
  br i1 %39, label %40, label %56

40:                                               ; preds = %37
  %41 = load ptr, ptr %6, align 8
  %42 = load i32, ptr %8, align 4
  %43 = call i32 @XXH_readLE32_align(ptr noundef %41, i32 noundef %42)
  %44 = zext i32 %43 to i64
  %45 = mul i64 %44, -7046029288634856825
  %46 = load i64, ptr %5, align 8
  %47 = xor i64 %46, %45
  store i64 %47, ptr %5, align 8
  %48 = load ptr, ptr %6, align 8
  %49 = getelementptr inbounds i8, ptr %48, i64 4
  store ptr %49, ptr %6, align 8
  %50 = load i64, ptr %5, align 8
  %51 = call i64 @llvm.fshl.i64(i64 %50, i64 %50, i64 23)
  %52 = mul i64 %51, -4417276706812531889
  %53 = add i64 %52, 1609587929392839161
  store i64 %53, ptr %5, align 8
  %54 = load i64, ptr %7, align 8
  %55 = sub i64 %54, 4
  store i64 %55, ptr %7, align 8
  br label %56

56:                                               ; preds = %40, %37
  br label %57

57:                                               ; preds = %60, %56
  %58 = load i64, ptr %7, align 8
  %59 = icmp ugt i64 %58, 0
  br i1 %59, label %60, label %73

60:                                               ; preds = %57
  %61 = load ptr, ptr %6, align 8
  %62 = getelementptr inbounds i8, ptr %61, i32 1
  store ptr %62, ptr %6, align 8
  %63 = load i8, ptr %61, align 1
  %64 = zext i8 %63 to i64
  %65 = mul i64 %64, 2870177450012600261
  %66 = load i64, ptr %5, align 8
  %67 = xor i64 %66, %65
  store i64 %67, ptr %5, align 8
  %68 = load i64, ptr %5, align 8
  %69 = call i64 @llvm.fshl.i64(i64 %68, i64 %68, i64 11)
  %70 = mul i64 %69, -7046029288634856825
  store i64 %70, ptr %5, align 8
  %71 = load i64, ptr %7, align 8
  %72 = add i64 %71, -1
  store i64 %72, ptr %7, align 8
  br label %57, !llvm.loop !25

73:                                               ; preds = %57
  %74 = load i64, ptr %5, align 8
  %75 = call i64 @XXH64_avalanche(i64 noundef %74)
  ret i64 %75
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @XXH_readLE64(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = call i64 @XXH_read64(ptr noundef %3)
  ret i64 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @XXH_read64(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = load i64, ptr %3, align 1
  ret i64 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @XXH_readLE32_align(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  %6 = load i32, ptr %5, align 4
  %7 = icmp eq i32 %6, 1
  br i1 %7, label %8, label %11

8:                                                ; preds = %2
  %9 = load ptr, ptr %4, align 8
  %10 = call i32 @XXH_readLE32(ptr noundef %9)
  store i32 %10, ptr %3, align 4
  br label %14

11:                                               ; preds = %2
  %12 = load ptr, ptr %4, align 8
  %13 = load i32, ptr %12, align 4
  store i32 %13, ptr %3, align 4
  br label %14

14:                                               ; preds = %11, %8
  %15 = load i32, ptr %3, align 4
  ret i32 %15
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @XXH64_avalanche(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8
  %4 = lshr i64 %3, 33
  %5 = load i64, ptr %2, align 8
  %6 = xor i64 %5, %4
  store i64 %6, ptr %2, align 8
  %7 = load i64, ptr %2, align 8
  %8 = mul i64 %7, -4417276706812531889
  store i64 %8, ptr %2, align 8
  %9 = load i64, ptr %2, align 8
  %10 = lshr i64 %9, 29
  %11 = load i64, ptr %2, align 8
  %12 = xor i64 %11, %10
  store i64 %12, ptr %2, align 8
  %13 = load i64, ptr %2, align 8
  %14 = mul i64 %13, 1609587929392839161
  store i64 %14, ptr %2, align 8
  %15 = load i64, ptr %2, align 8
  %16 = lshr i64 %15, 32
  %17 = load i64, ptr %2, align 8
  %18 = xor i64 %17, %16
  store i64 %18, ptr %2, align 8
  %19 = load i64, ptr %2, align 8
  ret i64 %19
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @XXH_readLE32(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = call i32 @XXH_read32(ptr noundef %3)
  ret i32 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @XXH_read32(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = load i32, ptr %3, align 1
  ret i32 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @ZSTD_ldm_getBucket(ptr noundef %0, i64 noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i64, align 8
  %6 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store i64 %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  %7 = load ptr, ptr %4, align 8
  %8 = getelementptr inbounds %struct.ldmState_t, ptr %7, i32 0, i32 1
  %9 = load ptr, ptr %8, align 8
  %10 = load i64, ptr %5, align 8
  %11 = load i32, ptr %6, align 4
  %12 = zext i32 %11 to i64
  %13 = shl i64 %10, %12
  %14 = getelementptr inbounds %struct.ldmEntry_t, ptr %9, i64 %13
  ret ptr %14
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @MEM_64bits() #0 {
  ret i32 1
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @ZSTD_window_hasExtDict(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = getelementptr inbounds %struct.ZSTD_window_t, ptr %0, i32 0, i32 4
  %4 = load i32, ptr %3, align 4
  %5 = getelementptr inbounds %struct.ZSTD_window_t, ptr %0, i32 0, i32 3
  %6 = load i32, ptr %5, align 8
  %7 = icmp ult i32 %4, %6
  %8 = zext i1 %7 to i32
  ret i32 %8
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @ZSTD_ldm_gear_reset(ptr noundef %0, ptr noundef %1, i64 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i64 %2, ptr %6, align 8
  %9 = load ptr, ptr %4, align 8
  %10 = getelementptr inbounds %struct.ldmRollingHashState_t, ptr %9, i32 0, i32 0
  %11 = load i64, ptr %10, align 8
  store i64 %11, ptr %7, align 8
  store i64 0, ptr %8, align 8
  br label %12

12:                                               ; preds = %81, %3
  %13 = load i64, ptr %8, align 8
  %14 = add i64 %13, 3
  %15 = load i64, ptr %6, align 8
  %16 = icmp ult i64 %14, %15
  br i1 %16, label %17, label %82

17:                                               ; preds = %12
  br label %18

18:                                               ; preds = %17
  %19 = load i64, ptr %7, align 8
  %20 = shl i64 %19, 1
  %21 = load ptr, ptr %5, align 8
  %22 = load i64, ptr %8, align 8
  %23 = getelementptr inbounds i8, ptr %21, i64 %22
  %24 = load i8, ptr %23, align 1
  %25 = zext i8 %24 to i32
  %26 = and i32 %25, 255
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds [256 x i64], ptr @ZSTD_ldm_gearTab, i64 0, i64 %27
  %29 = load i64, ptr %28, align 8
  %30 = add i64 %20, %29
  store i64 %30, ptr %7, align 8
  %31 = load i64, ptr %8, align 8
  %32 = add i64 %31, 1
  store i64 %32, ptr %8, align 8
  br label %33

33:                                               ; preds = %18
  br label %34

34:                                               ; preds = %33
  %35 = load i64, ptr %7, align 8
  %36 = shl i64 %35, 1
  %37 = load ptr, ptr %5, align 8
  %38 = load i64, ptr %8, align 8
  %39 = getelementptr inbounds i8, ptr %37, i64 %38
  %40 = load i8, ptr %39, align 1
  %41 = zext i8 %40 to i32
  %42 = and i32 %41, 255
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds [256 x i64], ptr @ZSTD_ldm_gearTab, i64 0, i64 %43
  %45 = load i64, ptr %44, align 8
  %46 = add i64 %36, %45
  store i64 %46, ptr %7, align 8
  %47 = load i64, ptr %8, align 8
  %48 = add i64 %47, 1
  store i64 %48, ptr %8, align 8
  br label %49

49:                                               ; preds = %34
  br label %50

50:                                               ; preds = %49
  %51 = load i64, ptr %7, align 8
  %52 = shl i64 %51, 1
  %53 = load ptr, ptr %5, align 8
  %54 = load i64, ptr %8, align 8
  %55 = getelementptr inbounds i8, ptr %53, i64 %54
  %56 = load i8, ptr %55, align 1
  %57 = zext i8 %56 to i32
  %58 = and i32 %57, 255
  %59 = sext i32 %58 to i64
  %60 = getelementptr inbounds [256 x i64], ptr @ZSTD_ldm_gearTab, i64 0, i64 %59
  %61 = load i64, ptr %60, align 8
  %62 = add i64 %52, %61
  store i64 %62, ptr %7, align 8
  %63 = load i64, ptr %8, align 8
  %64 = add i64 %63, 1
  store i64 %64, ptr %8, align 8
  br label %65

65:                                               ; preds = %50
  br label %66

66:                                               ; preds = %65
  %67 = load i64, ptr %7, align 8
  %68 = shl i64 %67, 1
  %69 = load ptr, ptr %5, align 8
  %70 = load i64, ptr %8, align 8
  %71 = getelementptr inbounds i8, ptr %69, i64 %70
  %72 = load i8, ptr %71, align 1
  %73 = zext i8 %72 to i32
  %74 = and i32 %73, 255
  %75 = sext i32 %74 to i64
  %76 = getelementptr inbounds [256 x i64], ptr @ZSTD_ldm_gearTab, i64 0, i64 %75
  %77 = load i64, ptr %76, align 8
  %78 = add i64 %68, %77
  store i64 %78, ptr %7, align 8
  %79 = load i64, ptr %8, align 8
  %80 = add i64 %79, 1
  store i64 %80, ptr %8, align 8
  br label %81

81:                                               ; preds = %66
  br label %12, !llvm.loop !26

82:                                               ; preds = %12
  br label %83

83:                                               ; preds = %103, %82
  %84 = load i64, ptr %8, align 8
  %85 = load i64, ptr %6, align 8
  %86 = icmp ult i64 %84, %85
  br i1 %86, label %87, label %104

87:                                               ; preds = %83
  br label %88

88:                                               ; preds = %87
  %89 = load i64, ptr %7, align 8
  %90 = shl i64 %89, 1
  %91 = load ptr, ptr %5, align 8
  %92 = load i64, ptr %8, align 8
  %93 = getelementptr inbounds i8, ptr %91, i64 %92
  %94 = load i8, ptr %93, align 1
  %95 = zext i8 %94 to i32
  %96 = and i32 %95, 255
  %97 = sext i32 %96 to i64
  %98 = getelementptr inbounds [256 x i64], ptr @ZSTD_ldm_gearTab, i64 0, i64 %97
  %99 = load i64, ptr %98, align 8
  %100 = add i64 %90, %99
  store i64 %100, ptr %7, align 8
  %101 = load i64, ptr %8, align 8
  %102 = add i64 %101, 1
  store i64 %102, ptr %8, align 8
  br label %103

103:                                              ; preds = %88
  br label %83, !llvm.loop !27

104:                                              ; preds = %83
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @llvm.prefetch.p0(ptr nocapture readonly, i32 immarg, i32 immarg, i32 immarg) #6

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @ZSTD_count_2segments(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, ptr noundef %4) #0 {
  %6 = alloca i64, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca ptr, align 8
  %12 = alloca ptr, align 8
  %13 = alloca i64, align 8
  store ptr %0, ptr %7, align 8
  store ptr %1, ptr %8, align 8
  store ptr %2, ptr %9, align 8
  store ptr %3, ptr %10, align 8
  store ptr %4, ptr %11, align 8
  %14 = load ptr, ptr %7, align 8
  %15 = load ptr, ptr %10, align 8
  %16 = load ptr, ptr %8, align 8
  %17 = ptrtoint ptr %15 to i64
  %18 = ptrtoint ptr %16 to i64
  %19 = sub i64 %17, %18
  %20 = getelementptr inbounds i8, ptr %14, i64 %19
  %21 = load ptr, ptr %9, align 8
  %22 = icmp ult ptr %20, %21
  br i1 %22, label %23, label %31

23:                                               ; preds = %5
  %24 = load ptr, ptr %7, align 8
  %25 = load ptr, ptr %10, align 8
  %26 = load ptr, ptr %8, align 8
  %27 = ptrtoint ptr %25 to i64
  %28 = ptrtoint ptr %26 to i64
  %29 = sub i64 %27, %28
  %30 = getelementptr inbounds i8, ptr %24, i64 %29
  br label %33

31:                                               ; preds = %5
  %32 = load ptr, ptr %9, align 8
  br label %33

33:                                               ; preds = %31, %23
  %34 = phi ptr [ %30, %23 ], [ %32, %31 ]
  store ptr %34, ptr %12, align 8
  %35 = load ptr, ptr %7, align 8
  %36 = load ptr, ptr %8, align 8
  %37 = load ptr, ptr %12, align 8
  %38 = call i64 @ZSTD_count(ptr noundef %35, ptr noundef %36, ptr noundef %37)
  store i64 %38, ptr %13, align 8
  %39 = load ptr, ptr %8, align 8
  %40 = load i64, ptr %13, align 8
  %41 = getelementptr inbounds i8, ptr %39, i64 %40
  %42 = load ptr, ptr %10, align 8
  %43 = icmp ne ptr %41, %42
  br i1 %43, label %44, label %46

44:                                               ; preds = %33
  %45 = load i64, ptr %13, align 8
  store i64 %45, ptr %6, align 8
  br label %65

46:                                               ; preds = %33
  br label %47

47:                                               ; preds = %46
  br label %48

48:                                               ; preds = %47
  br label %49

49:                                               ; preds = %48
  br label %50

50:                                               ; preds = %49
  br label %51

51:                                               ; preds = %50
  br label %52

52:                                               ; preds = %51
  br label %53

53:                                               ; preds = %52
  br label %54

54:                                               ; preds = %53
  br label %55

55:                                               ; preds = %54
  br label %56

56:                                               ; preds = %55
  %57 = load i64, ptr %13, align 8
  %58 = load ptr, ptr %7, align 8
  %59 = load i64, ptr %13, align 8
  %60 = getelementptr inbounds i8, ptr %58, i64 %59
  %61 = load ptr, ptr %11, align 8
  %62 = load ptr, ptr %9, align 8
  %63 = call i64 @ZSTD_count(ptr noundef %60, ptr noundef %61, ptr noundef %62)
  %64 = add i64 %57, %63
  store i64 %64, ptr %6, align 8
  br label %65

65:                                               ; preds = %56, %44
  %66 = load i64, ptr %6, align 8
  ret i64 %66
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @ZSTD_ldm_countBackwardsMatch_2segments(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, ptr noundef %4, ptr noundef %5) #0 {
  %7 = alloca i64, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca ptr, align 8
  %12 = alloca ptr, align 8
  %13 = alloca ptr, align 8
  %14 = alloca i64, align 8
  store ptr %0, ptr %8, align 8
  store ptr %1, ptr %9, align 8
  store ptr %2, ptr %10, align 8
  store ptr %3, ptr %11, align 8
  store ptr %4, ptr %12, align 8
  store ptr %5, ptr %13, align 8
  %15 = load ptr, ptr %8, align 8
  %16 = load ptr, ptr %9, align 8
  %17 = load ptr, ptr %10, align 8
  %18 = load ptr, ptr %11, align 8
  %19 = call i64 @ZSTD_ldm_countBackwardsMatch(ptr noundef %15, ptr noundef %16, ptr noundef %17, ptr noundef %18)
  store i64 %19, ptr %14, align 8
  %20 = load ptr, ptr %10, align 8
  %21 = load i64, ptr %14, align 8
  %22 = sub i64 0, %21
  %23 = getelementptr inbounds i8, ptr %20, i64 %22
  %24 = load ptr, ptr %11, align 8
  %25 = icmp ne ptr %23, %24
  br i1 %25, label %30, label %26

26:                                               ; preds = %6
  %27 = load ptr, ptr %11, align 8
  %28 = load ptr, ptr %12, align 8
  %29 = icmp eq ptr %27, %28
  br i1 %29, label %30, label %32

30:                                               ; preds = %26, %6
  %31 = load i64, ptr %14, align 8
  store i64 %31, ptr %7, align 8
  br label %48

32:                                               ; preds = %26
  br label %33

33:                                               ; preds = %32
  br label %34

34:                                               ; preds = %33
  %35 = load ptr, ptr %8, align 8
  %36 = load i64, ptr %14, align 8
  %37 = sub i64 0, %36
  %38 = getelementptr inbounds i8, ptr %35, i64 %37
  %39 = load ptr, ptr %9, align 8
  %40 = load ptr, ptr %13, align 8
  %41 = load ptr, ptr %12, align 8
  %42 = call i64 @ZSTD_ldm_countBackwardsMatch(ptr noundef %38, ptr noundef %39, ptr noundef %40, ptr noundef %41)
  %43 = load i64, ptr %14, align 8
  %44 = add i64 %43, %42
  store i64 %44, ptr %14, align 8
  br label %45

45:                                               ; preds = %34
  br label %46

46:                                               ; preds = %45
  %47 = load i64, ptr %14, align 8
  store i64 %47, ptr %7, align 8
  br label %48

48:                                               ; preds = %46, %30
  %49 = load i64, ptr %7, align 8
  ret i64 %49
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @ZSTD_count(ptr noundef %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca i64, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca i64, align 8
  %11 = alloca i64, align 8
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store ptr %2, ptr %7, align 8
  %12 = load ptr, ptr %5, align 8
  store ptr %12, ptr %8, align 8
  %13 = load ptr, ptr %7, align 8
  %14 = getelementptr inbounds i8, ptr %13, i64 -7
  store ptr %14, ptr %9, align 8
  %15 = load ptr, ptr %5, align 8
  %16 = load ptr, ptr %9, align 8
  %17 = icmp ult ptr %15, %16
  br i1 %17, label %18, label %64

18:                                               ; preds = %3
  %19 = load ptr, ptr %6, align 8
  %20 = call i64 @MEM_readST(ptr noundef %19)
  %21 = load ptr, ptr %5, align 8
  %22 = call i64 @MEM_readST(ptr noundef %21)
  %23 = xor i64 %20, %22
  store i64 %23, ptr %10, align 8
  %24 = load i64, ptr %10, align 8
  %25 = icmp ne i64 %24, 0
  br i1 %25, label %26, label %30

26:                                               ; preds = %18
  %27 = load i64, ptr %10, align 8
  %28 = call i32 @ZSTD_NbCommonBytes(i64 noundef %27)
  %29 = zext i32 %28 to i64
  store i64 %29, ptr %4, align 8
  br label %122

30:                                               ; preds = %18
  %31 = load ptr, ptr %5, align 8
  %32 = getelementptr inbounds i8, ptr %31, i64 8
  store ptr %32, ptr %5, align 8
  %33 = load ptr, ptr %6, align 8
  %34 = getelementptr inbounds i8, ptr %33, i64 8
  store ptr %34, ptr %6, align 8
  br label %35

35:                                               ; preds = %47, %30
  %36 = load ptr, ptr %5, align 8
  %37 = load ptr, ptr %9, align 8
  %38 = icmp ult ptr %36, %37
  br i1 %38, label %39, label %63

39:                                               ; preds = %35
  %40 = load ptr, ptr %6, align 8
  %41 = call i64 @MEM_readST(ptr noundef %40)
  %42 = load ptr, ptr %5, align 8
  %43 = call i64 @MEM_readST(ptr noundef %42)
  %44 = xor i64 %41, %43
  store i64 %44, ptr %11, align 8
  %45 = load i64, ptr %11, align 8
  %46 = icmp ne i64 %45, 0
  br i1 %46, label %52, label %47

47:                                               ; preds = %39
  %48 = load ptr, ptr %5, align 8
  %49 = getelementptr inbounds i8, ptr %48, i64 8
  store ptr %49, ptr %5, align 8
  %50 = load ptr, ptr %6, align 8
  %51 = getelementptr inbounds i8, ptr %50, i64 8
  store ptr %51, ptr %6, align 8
  br label %35, !llvm.loop !28

52:                                               ; preds = %39
  %53 = load i64, ptr %11, align 8
  %54 = call i32 @ZSTD_NbCommonBytes(i64 noundef %53)
  %55 = load ptr, ptr %5, align 8
  %56 = zext i32 %54 to i64
  %57 = getelementptr inbounds i8, ptr %55, i64 %56
  store ptr %57, ptr %5, align 8
  %58 = load ptr, ptr %5, align 8
  %59 = load ptr, ptr %8, align 8
  %60 = ptrtoint ptr %58 to i64
  %61 = ptrtoint ptr %59 to i64
  %62 = sub i64 %60, %61
  store i64 %62, ptr %4, align 8
  br label %122

63:                                               ; preds = %35
  br label %64

64:                                               ; preds = %63, %3
  %65 = call i32 @MEM_64bits()
  %66 = icmp ne i32 %65, 0
  br i1 %66, label %67, label %83

67:                                               ; preds = %64
  %68 = load ptr, ptr %5, align 8
  %69 = load ptr, ptr %7, align 8
  %70 = getelementptr inbounds i8, ptr %69, i64 -3
  %71 = icmp ult ptr %68, %70
  br i1 %71, label %72, label %83

72:                                               ; preds = %67
  %73 = load ptr, ptr %6, align 8
  %74 = call i32 @MEM_read32(ptr noundef %73)
  %75 = load ptr, ptr %5, align 8
  %76 = call i32 @MEM_read32(ptr noundef %75)
  %77 = icmp eq i32 %74, %76
  br i1 %77, label %78, label %83

78:                                               ; preds = %72
  %79 = load ptr, ptr %5, align 8
  %80 = getelementptr inbounds i8, ptr %79, i64 4
  store ptr %80, ptr %5, align 8
  %81 = load ptr, ptr %6, align 8
  %82 = getelementptr inbounds i8, ptr %81, i64 4
  store ptr %82, ptr %6, align 8
  br label %83

83:                                               ; preds = %78, %72, %67, %64
  %84 = load ptr, ptr %5, align 8
  %85 = load ptr, ptr %7, align 8
  %86 = getelementptr inbounds i8, ptr %85, i64 -1
  %87 = icmp ult ptr %84, %86
  br i1 %87, label %88, label %101

88:                                               ; preds = %83
  %89 = load ptr, ptr %6, align 8
  %90 = call i16 @MEM_read16(ptr noundef %89)
  %91 = zext i16 %90 to i32
  %92 = load ptr, ptr %5, align 8
  %93 = call i16 @MEM_read16(ptr noundef %92)
  %94 = zext i16 %93 to i32
  %95 = icmp eq i32 %91, %94
  br i1 %95, label %96, label %101

96:                                               ; preds = %88
  %97 = load ptr, ptr %5, align 8
  %98 = getelementptr inbounds i8, ptr %97, i64 2
  store ptr %98, ptr %5, align 8
  %99 = load ptr, ptr %6, align 8
  %100 = getelementptr inbounds i8, ptr %99, i64 2
  store ptr %100, ptr %6, align 8
  br label %101

101:                                              ; preds = %96, %88, %83
  %102 = load ptr, ptr %5, align 8
  %103 = load ptr, ptr %7, align 8
  %104 = icmp ult ptr %102, %103
  br i1 %104, label %105, label %116

105:                                              ; preds = %101
  %106 = load ptr, ptr %6, align 8
  %107 = load i8, ptr %106, align 1
  %108 = zext i8 %107 to i32
  %109 = load ptr, ptr %5, align 8
  %110 = load i8, ptr %109, align 1
  %111 = zext i8 %110 to i32
  %112 = icmp eq i32 %108, %111
  br i1 %112, label %113, label %116

113:                                              ; preds = %105
  %114 = load ptr, ptr %5, align 8
  %115 = getelementptr inbounds i8, ptr %114, i32 1
  store ptr %115, ptr %5, align 8
  br label %116

116:                                              ; preds = %113, %105, %101
  %117 = load ptr, ptr %5, align 8
  %118 = load ptr, ptr %8, align 8
  %119 = ptrtoint ptr %117 to i64
  %120 = ptrtoint ptr %118 to i64
  %121 = sub i64 %119, %120
  store i64 %121, ptr %4, align 8
  br label %122

122:                                              ; preds = %116, %52, %26
  %123 = load i64, ptr %4, align 8
  ret i64 %123
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @ZSTD_ldm_countBackwardsMatch(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i64, align 8
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store ptr %2, ptr %7, align 8
  store ptr %3, ptr %8, align 8
  store i64 0, ptr %9, align 8
  br label %10

10:                                               ; preds = %30, %4
  %11 = load ptr, ptr %5, align 8
  %12 = load ptr, ptr %6, align 8
  %13 = icmp ugt ptr %11, %12
  br i1 %13, label %14, label %28

14:                                               ; preds = %10
  %15 = load ptr, ptr %7, align 8
  %16 = load ptr, ptr %8, align 8
  %17 = icmp ugt ptr %15, %16
  br i1 %17, label %18, label %28

18:                                               ; preds = %14
  %19 = load ptr, ptr %5, align 8
  %20 = getelementptr inbounds i8, ptr %19, i64 -1
  %21 = load i8, ptr %20, align 1
  %22 = zext i8 %21 to i32
  %23 = load ptr, ptr %7, align 8
  %24 = getelementptr inbounds i8, ptr %23, i64 -1
  %25 = load i8, ptr %24, align 1
  %26 = zext i8 %25 to i32
  %27 = icmp eq i32 %22, %26
  br label %28

28:                                               ; preds = %18, %14, %10
  %29 = phi i1 [ false, %14 ], [ false, %10 ], [ %27, %18 ]
  br i1 %29, label %30, label %37

30:                                               ; preds = %28
  %31 = load ptr, ptr %5, align 8
  %32 = getelementptr inbounds i8, ptr %31, i32 -1
  store ptr %32, ptr %5, align 8
  %33 = load ptr, ptr %7, align 8
  %34 = getelementptr inbounds i8, ptr %33, i32 -1
  store ptr %34, ptr %7, align 8
  %35 = load i64, ptr %9, align 8
  %36 = add i64 %35, 1
  store i64 %36, ptr %9, align 8
  br label %10, !llvm.loop !29

37:                                               ; preds = %28
  %38 = load i64, ptr %9, align 8
  ret i64 %38
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @MEM_readST(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = load i64, ptr %3, align 1
  ret i64 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @ZSTD_NbCommonBytes(i64 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  %4 = call i32 @MEM_isLittleEndian()
  %5 = icmp ne i32 %4, 0
  br i1 %5, label %6, label %18

6:                                                ; preds = %1
  %7 = call i32 @MEM_64bits()
  %8 = icmp ne i32 %7, 0
  br i1 %8, label %9, label %13

9:                                                ; preds = %6
  %10 = load i64, ptr %3, align 8
  %11 = call i32 @ZSTD_countTrailingZeros64(i64 noundef %10)
  %12 = lshr i32 %11, 3
  store i32 %12, ptr %2, align 4
  br label %30

13:                                               ; preds = %6
  %14 = load i64, ptr %3, align 8
  %15 = trunc i64 %14 to i32
  %16 = call i32 @ZSTD_countTrailingZeros32(i32 noundef %15)
  %17 = lshr i32 %16, 3
  store i32 %17, ptr %2, align 4
  br label %30

18:                                               ; preds = %1
  %19 = call i32 @MEM_64bits()
  %20 = icmp ne i32 %19, 0
  br i1 %20, label %21, label %25

21:                                               ; preds = %18
  %22 = load i64, ptr %3, align 8
  %23 = call i32 @ZSTD_countLeadingZeros64(i64 noundef %22)
  %24 = lshr i32 %23, 3
  store i32 %24, ptr %2, align 4
  br label %30

25:                                               ; preds = %18
  %26 = load i64, ptr %3, align 8
  %27 = trunc i64 %26 to i32
  %28 = call i32 @ZSTD_countLeadingZeros32(i32 noundef %27)
  %29 = lshr i32 %28, 3
  store i32 %29, ptr %2, align 4
  br label %30

30:                                               ; preds = %25, %21, %13, %9
  %31 = load i32, ptr %2, align 4
  ret i32 %31
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @MEM_read32(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = load i32, ptr %3, align 1
  ret i32 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i16 @MEM_read16(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = load i16, ptr %3, align 1
  ret i16 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @MEM_isLittleEndian() #0 {
  ret i32 1
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @ZSTD_countTrailingZeros64(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8
  %4 = call i64 @llvm.cttz.i64(i64 %3, i1 false)
  %5 = trunc i64 %4 to i32
  ret i32 %5
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @ZSTD_countTrailingZeros32(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = call i32 @llvm.cttz.i32(i32 %3, i1 false)
  ret i32 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @ZSTD_countLeadingZeros64(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8
  %4 = call i64 @llvm.ctlz.i64(i64 %3, i1 false)
  %5 = trunc i64 %4 to i32
  ret i32 %5
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @ZSTD_countLeadingZeros32(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = call i32 @llvm.ctlz.i32(i32 %3, i1 false)
  ret i32 %4
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.cttz.i64(i64, i1 immarg) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.cttz.i32(i32, i1 immarg) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctlz.i64(i64, i1 immarg) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctlz.i32(i32, i1 immarg) #5

declare void @ZSTD_fillHashTable(ptr noundef, ptr noundef, i32 noundef, i32 noundef) #3

declare void @ZSTD_fillDoubleHashTable(ptr noundef, ptr noundef, i32 noundef, i32 noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal void @ZSTD_copy16(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca <16 x i8>, align 16
  %6 = alloca <16 x i8>, align 16
  %7 = alloca <16 x i8>, align 16
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %8 = load ptr, ptr %4, align 8
  %9 = load <16 x i8>, ptr %8, align 1
  store <16 x i8> %9, ptr %6, align 16
  %10 = load <16 x i8>, ptr %6, align 16
  store <16 x i8> %10, ptr %7, align 16
  %11 = load <16 x i8>, ptr %7, align 16
  store <16 x i8> %11, ptr %5, align 16
  %12 = load ptr, ptr %3, align 8
  %13 = load <16 x i8>, ptr %5, align 16
  store <16 x i8> %13, ptr %12, align 1
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @ZSTD_safecopyLiterals(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i64, align 8
  %8 = alloca i32, align 4
  %9 = alloca i64, align 8
  %10 = alloca ptr, align 8
  %11 = alloca ptr, align 8
  %12 = alloca ptr, align 8
  %13 = alloca ptr, align 8
  %14 = alloca ptr, align 8
  %15 = alloca ptr, align 8
  %16 = alloca ptr, align 8
  store ptr %0, ptr %13, align 8
  store ptr %1, ptr %14, align 8
  store ptr %2, ptr %15, align 8
  store ptr %3, ptr %16, align 8
  %17 = load ptr, ptr %14, align 8
  %18 = load ptr, ptr %16, align 8
  %19 = icmp ule ptr %17, %18
  br i1 %19, label %20, label %92

20:                                               ; preds = %4
  %21 = load ptr, ptr %13, align 8
  %22 = load ptr, ptr %14, align 8
  %23 = load ptr, ptr %16, align 8
  %24 = load ptr, ptr %14, align 8
  %25 = ptrtoint ptr %23 to i64
  %26 = ptrtoint ptr %24 to i64
  %27 = sub i64 %25, %26
  store ptr %21, ptr %5, align 8
  store ptr %22, ptr %6, align 8
  store i64 %27, ptr %7, align 8
  store i32 0, ptr %8, align 4
  %28 = load ptr, ptr %5, align 8
  %29 = load ptr, ptr %6, align 8
  %30 = ptrtoint ptr %28 to i64
  %31 = ptrtoint ptr %29 to i64
  %32 = sub i64 %30, %31
  store i64 %32, ptr %9, align 8
  %33 = load ptr, ptr %6, align 8
  store ptr %33, ptr %10, align 8
  %34 = load ptr, ptr %5, align 8
  store ptr %34, ptr %11, align 8
  %35 = load ptr, ptr %11, align 8
  %36 = load i64, ptr %7, align 8
  %37 = getelementptr inbounds i8, ptr %35, i64 %36
  store ptr %37, ptr %12, align 8
  %38 = load i32, ptr %8, align 4
  %39 = icmp eq i32 %38, 1
  br i1 %39, label %40, label %55

40:                                               ; preds = %20
  %41 = load i64, ptr %9, align 8
  %42 = icmp slt i64 %41, 16
  br i1 %42, label %43, label %55

43:                                               ; preds = %40
  br label %44

44:                                               ; preds = %44, %43
  %45 = load ptr, ptr %11, align 8
  %46 = load ptr, ptr %10, align 8
  call void @ZSTD_copy8(ptr noundef %45, ptr noundef %46)
  %47 = load ptr, ptr %11, align 8
  %48 = getelementptr inbounds i8, ptr %47, i64 8
  store ptr %48, ptr %11, align 8
  %49 = load ptr, ptr %10, align 8
  %50 = getelementptr inbounds i8, ptr %49, i64 8
  store ptr %50, ptr %10, align 8
  %51 = load ptr, ptr %11, align 8
  %52 = load ptr, ptr %12, align 8
  %53 = icmp ult ptr %51, %52
  br i1 %53, label %44, label %54, !llvm.loop !20

54:                                               ; preds = %44
  br label %83

55:                                               ; preds = %40, %20
  %56 = load ptr, ptr %11, align 8
  %57 = load ptr, ptr %10, align 8
  call void @ZSTD_copy16(ptr noundef %56, ptr noundef %57)
  %58 = load i64, ptr %7, align 8
  %59 = icmp sge i64 16, %58
  br i1 %59, label %60, label %61

60:                                               ; preds = %55
  br label %83

61:                                               ; preds = %55
  %62 = load ptr, ptr %11, align 8
  %63 = getelementptr inbounds i8, ptr %62, i64 16
  store ptr %63, ptr %11, align 8
  %64 = load ptr, ptr %10, align 8
  %65 = getelementptr inbounds i8, ptr %64, i64 16
  store ptr %65, ptr %10, align 8
  br label %66

66:                                               ; preds = %66, %61
  %67 = load ptr, ptr %11, align 8
  %68 = load ptr, ptr %10, align 8
  call void @ZSTD_copy16(ptr noundef %67, ptr noundef %68)
  %69 = load ptr, ptr %11, align 8
  %70 = getelementptr inbounds i8, ptr %69, i64 16
  store ptr %70, ptr %11, align 8
  %71 = load ptr, ptr %10, align 8
  %72 = getelementptr inbounds i8, ptr %71, i64 16
  store ptr %72, ptr %10, align 8
  %73 = load ptr, ptr %11, align 8
  %74 = load ptr, ptr %10, align 8
  call void @ZSTD_copy16(ptr noundef %73, ptr noundef %74)
  %75 = load ptr, ptr %11, align 8
  %76 = getelementptr inbounds i8, ptr %75, i64 16
  store ptr %76, ptr %11, align 8
  %77 = load ptr, ptr %10, align 8
  %78 = getelementptr inbounds i8, ptr %77, i64 16
  store ptr %78, ptr %10, align 8
  %79 = load ptr, ptr %11, align 8
  %80 = load ptr, ptr %12, align 8
  %81 = icmp ult ptr %79, %80
  br i1 %81, label %66, label %82, !llvm.loop !21

82:                                               ; preds = %66
  br label %83

83:                                               ; preds = %54, %60, %82
  %84 = load ptr, ptr %16, align 8
  %85 = load ptr, ptr %14, align 8
  %86 = ptrtoint ptr %84 to i64
  %87 = ptrtoint ptr %85 to i64
  %88 = sub i64 %86, %87
  %89 = load ptr, ptr %13, align 8
  %90 = getelementptr inbounds i8, ptr %89, i64 %88
  store ptr %90, ptr %13, align 8
  %91 = load ptr, ptr %16, align 8
  store ptr %91, ptr %14, align 8
  br label %92

92:                                               ; preds = %83, %4
  br label %93

93:                                               ; preds = %97, %92
  %94 = load ptr, ptr %14, align 8
  %95 = load ptr, ptr %15, align 8
  %96 = icmp ult ptr %94, %95
  br i1 %96, label %97, label %103

97:                                               ; preds = %93
  %98 = load ptr, ptr %14, align 8
  %99 = getelementptr inbounds i8, ptr %98, i32 1
  store ptr %99, ptr %14, align 8
  %100 = load i8, ptr %98, align 1
  %101 = load ptr, ptr %13, align 8
  %102 = getelementptr inbounds i8, ptr %101, i32 1
  store ptr %102, ptr %13, align 8
  store i8 %100, ptr %101, align 1
  br label %93, !llvm.loop !30

103:                                              ; preds = %93
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @ZSTD_copy8(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca <8 x i8>, align 8
  %6 = alloca <8 x i8>, align 8
  %7 = alloca <8 x i8>, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %8 = load ptr, ptr %4, align 8
  %9 = load <8 x i8>, ptr %8, align 1
  store <8 x i8> %9, ptr %6, align 8
  %10 = load <8 x i8>, ptr %6, align 8
  store <8 x i8> %10, ptr %7, align 8
  %11 = load <8 x i8>, ptr %7, align 8
  store <8 x i8> %11, ptr %5, align 8
  %12 = load ptr, ptr %3, align 8
  %13 = load <8 x i8>, ptr %5, align 8
  store <8 x i8> %13, ptr %12, align 1
  ret void
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { noinline nounwind optnone willreturn memory(read) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) }
attributes #7 = { nounwind willreturn memory(read) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = distinct !{!8, !7}
!9 = distinct !{!9, !7}
!10 = distinct !{!10, !7}
!11 = distinct !{!11, !7}
!12 = distinct !{!12, !7}
!13 = distinct !{!13, !7}
!14 = distinct !{!14, !7}
!15 = distinct !{!15, !7}
!16 = distinct !{!16, !7}
!17 = distinct !{!17, !7}
!18 = distinct !{!18, !7}
!19 = distinct !{!19, !7}
!20 = distinct !{!20, !7}
!21 = distinct !{!21, !7}
!22 = distinct !{!22, !7}
!23 = distinct !{!23, !7}
!24 = distinct !{!24, !7}
!25 = distinct !{!25, !7}
!26 = distinct !{!26, !7}
!27 = distinct !{!27, !7}
!28 = distinct !{!28, !7}
!29 = distinct !{!29, !7}
!30 = distinct !{!30, !7}
