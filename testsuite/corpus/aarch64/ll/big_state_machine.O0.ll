; ModuleID = 'programs/big_state_machine.c'
source_filename = "programs/big_state_machine.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [6 x i8] c"%08x \00", align 1
@.str.1 = private unnamed_addr constant [19 x i8] c"\0Ahash %08x bad %d\0A\00", align 1
@mulk = internal constant [160 x i32] [i32 -647309593, i32 -1034953443, i32 62068793, i32 -1500626997, i32 837171203, i32 314445891, i32 -926423679, i32 -430758411, i32 -996218613, i32 299569533, i32 -1887291689, i32 -825321633, i32 525317341, i32 405717981, i32 1139253891, i32 -1860372517, i32 1012389559, i32 917364325, i32 -83391683, i32 1192383509, i32 967762389, i32 2137477857, i32 1589662525, i32 -1141641615, i32 -1335593681, i32 1918704965, i32 -1446689719, i32 1733218301, i32 -1880368993, i32 1070019297, i32 -1500332363, i32 1935319229, i32 -579793643, i32 -699677023, i32 -369558299, i32 -2128437907, i32 465776001, i32 -2069607629, i32 129400059, i32 -2092176777, i32 -371126265, i32 -1974820325, i32 -385407365, i32 -1370581671, i32 1580460113, i32 1025780727, i32 1716686125, i32 2118346019, i32 -1353301729, i32 353983591, i32 1810367979, i32 1999554563, i32 476860987, i32 1407704747, i32 1070397409, i32 1907886759, i32 1304466625, i32 1823786071, i32 -1863172913, i32 535181637, i32 735345771, i32 936149775, i32 -1165511313, i32 -1645577387, i32 -129755291, i32 -340745973, i32 1652894759, i32 1126237841, i32 -1845484005, i32 -511913485, i32 -1562310201, i32 -956276573, i32 -867662957, i32 755930391, i32 -1592945629, i32 24048377, i32 -2076529645, i32 -1150314575, i32 -1200433017, i32 1186623401, i32 102027021, i32 -831758495, i32 -258587133, i32 2058644651, i32 -435369309, i32 1427215211, i32 -1315043017, i32 -1584014705, i32 865947341, i32 -900347621, i32 -1608017669, i32 1297998559, i32 120791359, i32 -1171996605, i32 1708106165, i32 1576358333, i32 925004795, i32 -274098105, i32 -1884470347, i32 -60046567, i32 1075577009, i32 989759647, i32 396343185, i32 -343464313, i32 -885346809, i32 876295005, i32 1079203233, i32 -350978765, i32 -1891029977, i32 25123661, i32 71075363, i32 649979101, i32 -1874914311, i32 -1795145405, i32 -905166151, i32 -305936617, i32 -923449171, i32 572551569, i32 1410421455, i32 915643139, i32 551491021, i32 -697494787, i32 -1677285683, i32 -1619262129, i32 1316439643, i32 -2103667291, i32 1227572293, i32 124533307, i32 902434341, i32 1841400313, i32 1689304233, i32 -336960741, i32 -1364916783, i32 -1799398723, i32 1724615883, i32 -897766415, i32 -1518497309, i32 -1544392681, i32 -1168985783, i32 -1458115463, i32 -814566151, i32 1890466967, i32 -1843438335, i32 -1879178019, i32 -41589123, i32 1202505987, i32 -2138577779, i32 1213198105, i32 -1987781607, i32 314113015, i32 -1467484627, i32 2049964433, i32 -123244545, i32 -645787945, i32 -1280128049, i32 2072524755, i32 -357196443, i32 -1507844371, i32 681451111, i32 -432351461], align 4
@addk = internal constant [160 x i32] [i32 1812468063, i32 -1273398673, i32 -730063258, i32 1685203986, i32 -1535930249, i32 -1118966572, i32 -1629177452, i32 -1068998934, i32 61515540, i32 -1378983723, i32 -372286932, i32 1663279027, i32 1340020746, i32 1358014457, i32 168407850, i32 1966238442, i32 1684329740, i32 -429016924, i32 568176298, i32 47874088, i32 -1051877733, i32 991097359, i32 -100551896, i32 -2112211723, i32 2111355009, i32 -1738724202, i32 -510678916, i32 418691403, i32 -1053720650, i32 -941125777, i32 537552615, i32 275530725, i32 -1464242761, i32 4924312, i32 1447667018, i32 -1770975919, i32 -1650996721, i32 1333748375, i32 1352880976, i32 1881944441, i32 -1538816932, i32 1012240244, i32 427064490, i32 -1353156625, i32 -1407808566, i32 -2145832751, i32 1151481337, i32 -632238957, i32 -317181305, i32 202559714, i32 -375006848, i32 -141775782, i32 598591352, i32 153692187, i32 1623483919, i32 -1805790040, i32 105877790, i32 -194901473, i32 -2075837275, i32 449893096, i32 -1083281096, i32 -1110108564, i32 96326954, i32 1521827340, i32 -287203481, i32 909936975, i32 1423963137, i32 303802442, i32 697938686, i32 -1923305772, i32 566950641, i32 105696157, i32 -431746090, i32 -1358660463, i32 -1717675277, i32 1098069826, i32 -1277542843, i32 869135589, i32 -337784379, i32 729500040, i32 793390229, i32 -1775344794, i32 -872838745, i32 1770618942, i32 -1206510579, i32 519983137, i32 1108540958, i32 -2056591470, i32 -1107332858, i32 -1558751794, i32 1833313030, i32 1195994882, i32 -842332627, i32 -1412134157, i32 -1444804660, i32 1131021141, i32 1604343577, i32 1330317306, i32 -1659460889, i32 1936625052, i32 451576756, i32 2038192223, i32 -1770310004, i32 1504397314, i32 -2116419667, i32 -3047107, i32 896156370, i32 567016369, i32 -1537901897, i32 437999373, i32 -386458487, i32 1122873370, i32 55716182, i32 965317233, i32 -1563958648, i32 107650275, i32 -1515153503, i32 428591692, i32 300527939, i32 669979604, i32 -1464094500, i32 -2046389733, i32 -632437177, i32 619118961, i32 -280161290, i32 59478463, i32 1476846083, i32 1580363900, i32 -1681838011, i32 869639011, i32 -1899209760, i32 -1508527341, i32 1151729029, i32 105585201, i32 522549956, i32 1638303046, i32 -432792123, i32 55072920, i32 -1766174373, i32 1674336290, i32 1752699822, i32 -400270274, i32 1573780891, i32 49939964, i32 -992519807, i32 -1478349372, i32 -2070418182, i32 179781193, i32 664284557, i32 -1860356674, i32 1769455916, i32 -710928901, i32 -1946399742, i32 1387887933, i32 342511622, i32 -932291435, i32 2100132565, i32 382230586, i32 -931348082, i32 -873229196], align 4
@next_a = internal constant [160 x i32] [i32 106, i32 2, i32 76, i32 94, i32 49, i32 69, i32 144, i32 111, i32 41, i32 95, i32 31, i32 110, i32 66, i32 143, i32 44, i32 156, i32 141, i32 47, i32 90, i32 23, i32 135, i32 105, i32 149, i32 129, i32 42, i32 37, i32 52, i32 19, i32 48, i32 87, i32 82, i32 6, i32 117, i32 86, i32 6, i32 130, i32 106, i32 0, i32 1, i32 41, i32 148, i32 45, i32 73, i32 25, i32 106, i32 27, i32 147, i32 46, i32 96, i32 59, i32 134, i32 152, i32 84, i32 10, i32 59, i32 30, i32 127, i32 55, i32 142, i32 47, i32 65, i32 150, i32 111, i32 132, i32 33, i32 10, i32 42, i32 77, i32 2, i32 38, i32 58, i32 89, i32 138, i32 87, i32 40, i32 98, i32 82, i32 3, i32 12, i32 15, i32 113, i32 20, i32 99, i32 45, i32 2, i32 94, i32 55, i32 131, i32 31, i32 123, i32 159, i32 15, i32 3, i32 125, i32 83, i32 156, i32 107, i32 140, i32 51, i32 93, i32 30, i32 142, i32 38, i32 20, i32 126, i32 42, i32 85, i32 59, i32 52, i32 41, i32 41, i32 73, i32 38, i32 137, i32 23, i32 133, i32 0, i32 37, i32 0, i32 126, i32 47, i32 155, i32 24, i32 67, i32 129, i32 103, i32 16, i32 117, i32 106, i32 46, i32 62, i32 47, i32 6, i32 95, i32 84, i32 45, i32 101, i32 45, i32 45, i32 146, i32 132, i32 63, i32 105, i32 131, i32 106, i32 83, i32 30, i32 17, i32 117, i32 49, i32 159, i32 146, i32 51, i32 34, i32 135, i32 59, i32 84, i32 145, i32 74, i32 32], align 4
@next_b = internal constant [160 x i32] [i32 137, i32 130, i32 15, i32 66, i32 109, i32 11, i32 93, i32 132, i32 137, i32 146, i32 27, i32 17, i32 39, i32 95, i32 9, i32 70, i32 113, i32 94, i32 102, i32 78, i32 114, i32 156, i32 67, i32 79, i32 126, i32 122, i32 12, i32 67, i32 114, i32 7, i32 56, i32 88, i32 34, i32 0, i32 21, i32 7, i32 28, i32 154, i32 48, i32 101, i32 125, i32 46, i32 69, i32 89, i32 53, i32 76, i32 80, i32 99, i32 19, i32 157, i32 77, i32 94, i32 10, i32 107, i32 48, i32 41, i32 20, i32 36, i32 78, i32 59, i32 85, i32 108, i32 51, i32 3, i32 38, i32 29, i32 131, i32 8, i32 87, i32 100, i32 81, i32 10, i32 61, i32 25, i32 124, i32 38, i32 148, i32 52, i32 66, i32 145, i32 136, i32 91, i32 40, i32 72, i32 9, i32 23, i32 24, i32 135, i32 53, i32 140, i32 129, i32 104, i32 134, i32 3, i32 133, i32 38, i32 150, i32 136, i32 83, i32 150, i32 41, i32 117, i32 106, i32 112, i32 6, i32 95, i32 7, i32 99, i32 90, i32 138, i32 152, i32 4, i32 81, i32 120, i32 112, i32 11, i32 81, i32 80, i32 99, i32 76, i32 32, i32 97, i32 144, i32 159, i32 14, i32 145, i32 28, i32 124, i32 30, i32 24, i32 157, i32 44, i32 8, i32 13, i32 79, i32 55, i32 134, i32 24, i32 117, i32 127, i32 120, i32 15, i32 108, i32 56, i32 56, i32 84, i32 41, i32 98, i32 150, i32 139, i32 61, i32 120, i32 46, i32 53, i32 141, i32 147, i32 141, i32 54, i32 40, i32 116], align 4

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store i32 0, ptr %2, align 4
  store i32 0, ptr %3, align 4
  store i32 1, ptr %4, align 4
  br label %7

7:                                                ; preds = %28, %0
  %8 = load i32, ptr %4, align 4
  %9 = icmp ult i32 %8, 40
  br i1 %9, label %10, label %31

10:                                               ; preds = %7
  %11 = load i32, ptr %4, align 4
  %12 = call i32 @big_run(i32 noundef %11, i32 noundef 5000)
  store i32 %12, ptr %5, align 4
  %13 = load i32, ptr %4, align 4
  %14 = call i32 @table_run(i32 noundef %13, i32 noundef 5000)
  store i32 %14, ptr %6, align 4
  %15 = load i32, ptr %5, align 4
  %16 = load i32, ptr %6, align 4
  %17 = icmp ne i32 %15, %16
  br i1 %17, label %18, label %21

18:                                               ; preds = %10
  %19 = load i32, ptr %3, align 4
  %20 = add nsw i32 %19, 1
  store i32 %20, ptr %3, align 4
  br label %21

21:                                               ; preds = %18, %10
  %22 = load i32, ptr %2, align 4
  %23 = mul i32 %22, 31
  %24 = load i32, ptr %5, align 4
  %25 = add i32 %23, %24
  store i32 %25, ptr %2, align 4
  %26 = load i32, ptr %5, align 4
  %27 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %26)
  br label %28

28:                                               ; preds = %21
  %29 = load i32, ptr %4, align 4
  %30 = add i32 %29, 3
  store i32 %30, ptr %4, align 4
  br label %7, !llvm.loop !6

31:                                               ; preds = %7
  %32 = load i32, ptr %2, align 4
  %33 = load i32, ptr %3, align 4
  %34 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %32, i32 noundef %33)
  %35 = load i32, ptr %3, align 4
  %36 = icmp ne i32 %35, 0
  br i1 %36, label %37, label %38

37:                                               ; preds = %31
  br label %41

38:                                               ; preds = %31
  %39 = load i32, ptr %2, align 4
  %40 = and i32 %39, 127
  br label %41

41:                                               ; preds = %38, %37
  %42 = phi i32 [ 100, %37 ], [ %40, %38 ]
  ret i32 %42
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @big_run(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i32 %0, ptr %4, align 4
  store i32 %1, ptr %5, align 4
  store i32 0, ptr %6, align 4
  store i32 0, ptr %7, align 4
  br label %8

8:                                                ; preds = %2259, %2258, %2246, %2245, %2233, %2232, %2220, %2219, %2207, %2206, %2194, %2193, %2181, %2180, %2168, %2167, %2155, %2154, %2142, %2141, %2129, %2128, %2116, %2115, %2103, %2102, %2090, %2089, %2077, %2076, %2064, %2063, %2051, %2050, %2038, %2037, %2025, %2024, %2012, %2011, %1999, %1998, %1986, %1985, %1973, %1972, %1960, %1959, %1947, %1946, %1934, %1933, %1921, %1920, %1908, %1907, %1895, %1894, %1882, %1881, %1869, %1868, %1856, %1855, %1843, %1842, %1830, %1829, %1817, %1816, %1804, %1803, %1791, %1790, %1778, %1777, %1765, %1764, %1752, %1751, %1739, %1738, %1726, %1725, %1713, %1712, %1700, %1699, %1687, %1686, %1674, %1673, %1661, %1660, %1648, %1647, %1635, %1634, %1622, %1621, %1609, %1608, %1596, %1595, %1583, %1582, %1570, %1569, %1557, %1556, %1544, %1543, %1531, %1530, %1518, %1517, %1505, %1504, %1492, %1491, %1479, %1478, %1466, %1465, %1453, %1452, %1440, %1439, %1427, %1426, %1414, %1413, %1401, %1400, %1388, %1387, %1375, %1374, %1362, %1361, %1349, %1348, %1336, %1335, %1323, %1322, %1310, %1309, %1297, %1296, %1284, %1283, %1271, %1270, %1258, %1257, %1245, %1244, %1232, %1231, %1219, %1218, %1206, %1205, %1193, %1192, %1180, %1179, %1167, %1166, %1154, %1153, %1141, %1140, %1128, %1127, %1115, %1114, %1102, %1101, %1089, %1088, %1076, %1075, %1063, %1062, %1050, %1049, %1037, %1036, %1024, %1023, %1011, %1010, %998, %997, %985, %984, %972, %971, %959, %958, %946, %945, %933, %932, %920, %919, %907, %906, %894, %893, %881, %880, %868, %867, %855, %854, %842, %841, %829, %828, %816, %815, %803, %802, %790, %789, %777, %776, %764, %763, %751, %750, %738, %737, %725, %724, %712, %711, %699, %698, %686, %685, %673, %672, %660, %659, %647, %646, %634, %633, %621, %620, %608, %607, %595, %594, %582, %581, %569, %568, %556, %555, %543, %542, %530, %529, %517, %516, %504, %503, %491, %490, %478, %477, %465, %464, %452, %451, %439, %438, %426, %425, %413, %412, %400, %399, %387, %386, %374, %373, %361, %360, %348, %347, %335, %334, %322, %321, %309, %308, %296, %295, %283, %282, %270, %269, %257, %256, %244, %243, %231, %230, %218, %217, %205, %204, %192, %191, %2
  %9 = load i32, ptr %7, align 4
  %10 = add nsw i32 %9, 1
  store i32 %10, ptr %7, align 4
  %11 = load i32, ptr %5, align 4
  %12 = icmp sge i32 %9, %11
  br i1 %12, label %13, label %17

13:                                               ; preds = %8
  %14 = load i32, ptr %4, align 4
  %15 = load i32, ptr %6, align 4
  %16 = xor i32 %14, %15
  store i32 %16, ptr %3, align 4
  br label %2260

17:                                               ; preds = %8
  %18 = load i32, ptr %6, align 4
  switch i32 %18, label %179 [
    i32 0, label %19
    i32 1, label %20
    i32 2, label %21
    i32 3, label %22
    i32 4, label %23
    i32 5, label %24
    i32 6, label %25
    i32 7, label %26
    i32 8, label %27
    i32 9, label %28
    i32 10, label %29
    i32 11, label %30
    i32 12, label %31
    i32 13, label %32
    i32 14, label %33
    i32 15, label %34
    i32 16, label %35
    i32 17, label %36
    i32 18, label %37
    i32 19, label %38
    i32 20, label %39
    i32 21, label %40
    i32 22, label %41
    i32 23, label %42
    i32 24, label %43
    i32 25, label %44
    i32 26, label %45
    i32 27, label %46
    i32 28, label %47
    i32 29, label %48
    i32 30, label %49
    i32 31, label %50
    i32 32, label %51
    i32 33, label %52
    i32 34, label %53
    i32 35, label %54
    i32 36, label %55
    i32 37, label %56
    i32 38, label %57
    i32 39, label %58
    i32 40, label %59
    i32 41, label %60
    i32 42, label %61
    i32 43, label %62
    i32 44, label %63
    i32 45, label %64
    i32 46, label %65
    i32 47, label %66
    i32 48, label %67
    i32 49, label %68
    i32 50, label %69
    i32 51, label %70
    i32 52, label %71
    i32 53, label %72
    i32 54, label %73
    i32 55, label %74
    i32 56, label %75
    i32 57, label %76
    i32 58, label %77
    i32 59, label %78
    i32 60, label %79
    i32 61, label %80
    i32 62, label %81
    i32 63, label %82
    i32 64, label %83
    i32 65, label %84
    i32 66, label %85
    i32 67, label %86
    i32 68, label %87
    i32 69, label %88
    i32 70, label %89
    i32 71, label %90
    i32 72, label %91
    i32 73, label %92
    i32 74, label %93
    i32 75, label %94
    i32 76, label %95
    i32 77, label %96
    i32 78, label %97
    i32 79, label %98
    i32 80, label %99
    i32 81, label %100
    i32 82, label %101
    i32 83, label %102
    i32 84, label %103
    i32 85, label %104
    i32 86, label %105
    i32 87, label %106
    i32 88, label %107
    i32 89, label %108
    i32 90, label %109
    i32 91, label %110
    i32 92, label %111
    i32 93, label %112
    i32 94, label %113
    i32 95, label %114
    i32 96, label %115
    i32 97, label %116
    i32 98, label %117
    i32 99, label %118
    i32 100, label %119
    i32 101, label %120
    i32 102, label %121
    i32 103, label %122
    i32 104, label %123
    i32 105, label %124
    i32 106, label %125
    i32 107, label %126
    i32 108, label %127
    i32 109, label %128
    i32 110, label %129
    i32 111, label %130
    i32 112, label %131
    i32 113, label %132
    i32 114, label %133
    i32 115, label %134
    i32 116, label %135
    i32 117, label %136
    i32 118, label %137
    i32 119, label %138
    i32 120, label %139
    i32 121, label %140
    i32 122, label %141
    i32 123, label %142
    i32 124, label %143
    i32 125, label %144
    i32 126, label %145
    i32 127, label %146
    i32 128, label %147
    i32 129, label %148
    i32 130, label %149
    i32 131, label %150
    i32 132, label %151
    i32 133, label %152
    i32 134, label %153
    i32 135, label %154
    i32 136, label %155
    i32 137, label %156
    i32 138, label %157
    i32 139, label %158
    i32 140, label %159
    i32 141, label %160
    i32 142, label %161
    i32 143, label %162
    i32 144, label %163
    i32 145, label %164
    i32 146, label %165
    i32 147, label %166
    i32 148, label %167
    i32 149, label %168
    i32 150, label %169
    i32 151, label %170
    i32 152, label %171
    i32 153, label %172
    i32 154, label %173
    i32 155, label %174
    i32 156, label %175
    i32 157, label %176
    i32 158, label %177
    i32 159, label %178
  ]

19:                                               ; preds = %17
  br label %180

20:                                               ; preds = %17
  br label %193

21:                                               ; preds = %17
  br label %206

22:                                               ; preds = %17
  br label %219

23:                                               ; preds = %17
  br label %232

24:                                               ; preds = %17
  br label %245

25:                                               ; preds = %17
  br label %258

26:                                               ; preds = %17
  br label %271

27:                                               ; preds = %17
  br label %284

28:                                               ; preds = %17
  br label %297

29:                                               ; preds = %17
  br label %310

30:                                               ; preds = %17
  br label %323

31:                                               ; preds = %17
  br label %336

32:                                               ; preds = %17
  br label %349

33:                                               ; preds = %17
  br label %362

34:                                               ; preds = %17
  br label %375

35:                                               ; preds = %17
  br label %388

36:                                               ; preds = %17
  br label %401

37:                                               ; preds = %17
  br label %414

38:                                               ; preds = %17
  br label %427

39:                                               ; preds = %17
  br label %440

40:                                               ; preds = %17
  br label %453

41:                                               ; preds = %17
  br label %466

42:                                               ; preds = %17
  br label %479

43:                                               ; preds = %17
  br label %492

44:                                               ; preds = %17
  br label %505

45:                                               ; preds = %17
  br label %518

46:                                               ; preds = %17
  br label %531

47:                                               ; preds = %17
  br label %544

48:                                               ; preds = %17
  br label %557

49:                                               ; preds = %17
  br label %570

50:                                               ; preds = %17
  br label %583

51:                                               ; preds = %17
  br label %596

52:                                               ; preds = %17
  br label %609

53:                                               ; preds = %17
  br label %622

54:                                               ; preds = %17
  br label %635

55:                                               ; preds = %17
  br label %648

56:                                               ; preds = %17
  br label %661

57:                                               ; preds = %17
  br label %674

58:                                               ; preds = %17
  br label %687

59:                                               ; preds = %17
  br label %700

60:                                               ; preds = %17
  br label %713

61:                                               ; preds = %17
  br label %726

62:                                               ; preds = %17
  br label %739

63:                                               ; preds = %17
  br label %752

64:                                               ; preds = %17
  br label %765

65:                                               ; preds = %17
  br label %778

66:                                               ; preds = %17
  br label %791

67:                                               ; preds = %17
  br label %804

68:                                               ; preds = %17
  br label %817

69:                                               ; preds = %17
  br label %830

70:                                               ; preds = %17
  br label %843

71:                                               ; preds = %17
  br label %856

72:                                               ; preds = %17
  br label %869

73:                                               ; preds = %17
  br label %882

74:                                               ; preds = %17
  br label %895

75:                                               ; preds = %17
  br label %908

76:                                               ; preds = %17
  br label %921

77:                                               ; preds = %17
  br label %934

78:                                               ; preds = %17
  br label %947

79:                                               ; preds = %17
  br label %960

80:                                               ; preds = %17
  br label %973

81:                                               ; preds = %17
  br label %986

82:                                               ; preds = %17
  br label %999

83:                                               ; preds = %17
  br label %1012

84:                                               ; preds = %17
  br label %1025

85:                                               ; preds = %17
  br label %1038

86:                                               ; preds = %17
  br label %1051

87:                                               ; preds = %17
  br label %1064

88:                                               ; preds = %17
  br label %1077

89:                                               ; preds = %17
  br label %1090

90:                                               ; preds = %17
  br label %1103

91:                                               ; preds = %17
  br label %1116

92:                                               ; preds = %17
  br label %1129

93:                                               ; preds = %17
  br label %1142

94:                                               ; preds = %17
  br label %1155

95:                                               ; preds = %17
  br label %1168

96:                                               ; preds = %17
  br label %1181

97:                                               ; preds = %17
  br label %1194

98:                                               ; preds = %17
  br label %1207

99:                                               ; preds = %17
  br label %1220

100:                                              ; preds = %17
  br label %1233

101:                                              ; preds = %17
  br label %1246

102:                                              ; preds = %17
  br label %1259

103:                                              ; preds = %17
  br label %1272

104:                                              ; preds = %17
  br label %1285

105:                                              ; preds = %17
  br label %1298

106:                                              ; preds = %17
  br label %1311

107:                                              ; preds = %17
  br label %1324

108:                                              ; preds = %17
  br label %1337

109:                                              ; preds = %17
  br label %1350

110:                                              ; preds = %17
  br label %1363

111:                                              ; preds = %17
  br label %1376

112:                                              ; preds = %17
  br label %1389

113:                                              ; preds = %17
  br label %1402

114:                                              ; preds = %17
  br label %1415

115:                                              ; preds = %17
  br label %1428

116:                                              ; preds = %17
  br label %1441

117:                                              ; preds = %17
  br label %1454

118:                                              ; preds = %17
  br label %1467

119:                                              ; preds = %17
  br label %1480

120:                                              ; preds = %17
  br label %1493

121:                                              ; preds = %17
  br label %1506

122:                                              ; preds = %17
  br label %1519

123:                                              ; preds = %17
  br label %1532

124:                                              ; preds = %17
  br label %1545

125:                                              ; preds = %17
  br label %1558

126:                                              ; preds = %17
  br label %1571

127:                                              ; preds = %17
  br label %1584

128:                                              ; preds = %17
  br label %1597

129:                                              ; preds = %17
  br label %1610

130:                                              ; preds = %17
  br label %1623

131:                                              ; preds = %17
  br label %1636

132:                                              ; preds = %17
  br label %1649

133:                                              ; preds = %17
  br label %1662

134:                                              ; preds = %17
  br label %1675

135:                                              ; preds = %17
  br label %1688

136:                                              ; preds = %17
  br label %1701

137:                                              ; preds = %17
  br label %1714

138:                                              ; preds = %17
  br label %1727

139:                                              ; preds = %17
  br label %1740

140:                                              ; preds = %17
  br label %1753

141:                                              ; preds = %17
  br label %1766

142:                                              ; preds = %17
  br label %1779

143:                                              ; preds = %17
  br label %1792

144:                                              ; preds = %17
  br label %1805

145:                                              ; preds = %17
  br label %1818

146:                                              ; preds = %17
  br label %1831

147:                                              ; preds = %17
  br label %1844

148:                                              ; preds = %17
  br label %1857

149:                                              ; preds = %17
  br label %1870

150:                                              ; preds = %17
  br label %1883

151:                                              ; preds = %17
  br label %1896

152:                                              ; preds = %17
  br label %1909

153:                                              ; preds = %17
  br label %1922

154:                                              ; preds = %17
  br label %1935

155:                                              ; preds = %17
  br label %1948

156:                                              ; preds = %17
  br label %1961

157:                                              ; preds = %17
  br label %1974

158:                                              ; preds = %17
  br label %1987

159:                                              ; preds = %17
  br label %2000

160:                                              ; preds = %17
  br label %2013

161:                                              ; preds = %17
  br label %2026

162:                                              ; preds = %17
  br label %2039

163:                                              ; preds = %17
  br label %2052

164:                                              ; preds = %17
  br label %2065

165:                                              ; preds = %17
  br label %2078

166:                                              ; preds = %17
  br label %2091

167:                                              ; preds = %17
  br label %2104

168:                                              ; preds = %17
  br label %2117

169:                                              ; preds = %17
  br label %2130

170:                                              ; preds = %17
  br label %2143

171:                                              ; preds = %17
  br label %2156

172:                                              ; preds = %17
  br label %2169

173:                                              ; preds = %17
  br label %2182

174:                                              ; preds = %17
  br label %2195

175:                                              ; preds = %17
  br label %2208

176:                                              ; preds = %17
  br label %2221

177:                                              ; preds = %17
  br label %2234

178:                                              ; preds = %17
  br label %2247

179:                                              ; preds = %17
  store i32 0, ptr %3, align 4
  br label %2260

180:                                              ; preds = %19
  %181 = load i32, ptr %4, align 4
  %182 = mul i32 %181, -647309593
  %183 = add i32 %182, 1812468063
  store i32 %183, ptr %4, align 4
  %184 = load i32, ptr %4, align 4
  %185 = lshr i32 %184, 3
  %186 = load i32, ptr %4, align 4
  %187 = xor i32 %186, %185
  store i32 %187, ptr %4, align 4
  %188 = load i32, ptr %4, align 4
  %189 = and i32 %188, 256
  %190 = icmp ne i32 %189, 0
  br i1 %190, label %191, label %192

191:                                              ; preds = %180
  store i32 106, ptr %6, align 4
  br label %8

192:                                              ; preds = %180
  store i32 137, ptr %6, align 4
  br label %8

193:                                              ; preds = %20
  %194 = load i32, ptr %4, align 4
  %195 = mul i32 %194, -1034953443
  %196 = add i32 %195, -1273398673
  store i32 %196, ptr %4, align 4
  %197 = load i32, ptr %4, align 4
  %198 = lshr i32 %197, 4
  %199 = load i32, ptr %4, align 4
  %200 = xor i32 %199, %198
  store i32 %200, ptr %4, align 4
  %201 = load i32, ptr %4, align 4
  %202 = and i32 %201, 256
  %203 = icmp ne i32 %202, 0
  br i1 %203, label %204, label %205

204:                                              ; preds = %193
  store i32 2, ptr %6, align 4
  br label %8

205:                                              ; preds = %193
  store i32 130, ptr %6, align 4
  br label %8

206:                                              ; preds = %21
  %207 = load i32, ptr %4, align 4
  %208 = mul i32 %207, 62068793
  %209 = add i32 %208, -730063258
  store i32 %209, ptr %4, align 4
  %210 = load i32, ptr %4, align 4
  %211 = lshr i32 %210, 5
  %212 = load i32, ptr %4, align 4
  %213 = xor i32 %212, %211
  store i32 %213, ptr %4, align 4
  %214 = load i32, ptr %4, align 4
  %215 = and i32 %214, 256
  %216 = icmp ne i32 %215, 0
  br i1 %216, label %217, label %218

217:                                              ; preds = %206
  store i32 76, ptr %6, align 4
  br label %8

218:                                              ; preds = %206
  store i32 15, ptr %6, align 4
  br label %8

219:                                              ; preds = %22
  %220 = load i32, ptr %4, align 4
  %221 = mul i32 %220, -1500626997
  %222 = add i32 %221, 1685203986
  store i32 %222, ptr %4, align 4
  %223 = load i32, ptr %4, align 4
  %224 = lshr i32 %223, 6
  %225 = load i32, ptr %4, align 4
  %226 = xor i32 %225, %224
  store i32 %226, ptr %4, align 4
  %227 = load i32, ptr %4, align 4
  %228 = and i32 %227, 256
  %229 = icmp ne i32 %228, 0
  br i1 %229, label %230, label %231

230:                                              ; preds = %219
  store i32 94, ptr %6, align 4
  br label %8

231:                                              ; preds = %219
  store i32 66, ptr %6, align 4
  br label %8

232:                                              ; preds = %23
  %233 = load i32, ptr %4, align 4
  %234 = mul i32 %233, 837171203
  %235 = add i32 %234, -1535930249
  store i32 %235, ptr %4, align 4
  %236 = load i32, ptr %4, align 4
  %237 = lshr i32 %236, 7
  %238 = load i32, ptr %4, align 4
  %239 = xor i32 %238, %237
  store i32 %239, ptr %4, align 4
  %240 = load i32, ptr %4, align 4
  %241 = and i32 %240, 256
  %242 = icmp ne i32 %241, 0
  br i1 %242, label %243, label %244

243:                                              ; preds = %232
  store i32 49, ptr %6, align 4
  br label %8

244:                                              ; preds = %232
  store i32 109, ptr %6, align 4
  br label %8

245:                                              ; preds = %24
  %246 = load i32, ptr %4, align 4
  %247 = mul i32 %246, 314445891
  %248 = add i32 %247, -1118966572
  store i32 %248, ptr %4, align 4
  %249 = load i32, ptr %4, align 4
  %250 = lshr i32 %249, 8
  %251 = load i32, ptr %4, align 4
  %252 = xor i32 %251, %250
  store i32 %252, ptr %4, align 4
  %253 = load i32, ptr %4, align 4
  %254 = and i32 %253, 256
  %255 = icmp ne i32 %254, 0
  br i1 %255, label %256, label %257

256:                                              ; preds = %245
  store i32 69, ptr %6, align 4
  br label %8

257:                                              ; preds = %245
  store i32 11, ptr %6, align 4
  br label %8

258:                                              ; preds = %25
  %259 = load i32, ptr %4, align 4
  %260 = mul i32 %259, -926423679
  %261 = add i32 %260, -1629177452
  store i32 %261, ptr %4, align 4
  %262 = load i32, ptr %4, align 4
  %263 = lshr i32 %262, 9
  %264 = load i32, ptr %4, align 4
  %265 = xor i32 %264, %263
  store i32 %265, ptr %4, align 4
  %266 = load i32, ptr %4, align 4
  %267 = and i32 %266, 256
  %268 = icmp ne i32 %267, 0
  br i1 %268, label %269, label %270

269:                                              ; preds = %258
  store i32 144, ptr %6, align 4
  br label %8

270:                                              ; preds = %258
  store i32 93, ptr %6, align 4
  br label %8

271:                                              ; preds = %26
  %272 = load i32, ptr %4, align 4
  %273 = mul i32 %272, -430758411
  %274 = add i32 %273, -1068998934
  store i32 %274, ptr %4, align 4
  %275 = load i32, ptr %4, align 4
  %276 = lshr i32 %275, 10
  %277 = load i32, ptr %4, align 4
  %278 = xor i32 %277, %276
  store i32 %278, ptr %4, align 4
  %279 = load i32, ptr %4, align 4
  %280 = and i32 %279, 256
  %281 = icmp ne i32 %280, 0
  br i1 %281, label %282, label %283

282:                                              ; preds = %271
  store i32 111, ptr %6, align 4
  br label %8

283:                                              ; preds = %271
  store i32 132, ptr %6, align 4
  br label %8

284:                                              ; preds = %27
  %285 = load i32, ptr %4, align 4
  %286 = mul i32 %285, -996218613
  %287 = add i32 %286, 61515540
  store i32 %287, ptr %4, align 4
  %288 = load i32, ptr %4, align 4
  %289 = lshr i32 %288, 11
  %290 = load i32, ptr %4, align 4
  %291 = xor i32 %290, %289
  store i32 %291, ptr %4, align 4
  %292 = load i32, ptr %4, align 4
  %293 = and i32 %292, 256
  %294 = icmp ne i32 %293, 0
  br i1 %294, label %295, label %296

295:                                              ; preds = %284
  store i32 41, ptr %6, align 4
  br label %8

296:                                              ; preds = %284
  store i32 137, ptr %6, align 4
  br label %8

297:                                              ; preds = %28
  %298 = load i32, ptr %4, align 4
  %299 = mul i32 %298, 299569533
  %300 = add i32 %299, -1378983723
  store i32 %300, ptr %4, align 4
  %301 = load i32, ptr %4, align 4
  %302 = lshr i32 %301, 12
  %303 = load i32, ptr %4, align 4
  %304 = xor i32 %303, %302
  store i32 %304, ptr %4, align 4
  %305 = load i32, ptr %4, align 4
  %306 = and i32 %305, 256
  %307 = icmp ne i32 %306, 0
  br i1 %307, label %308, label %309

308:                                              ; preds = %297
  store i32 95, ptr %6, align 4
  br label %8

309:                                              ; preds = %297
  store i32 146, ptr %6, align 4
  br label %8

310:                                              ; preds = %29
  %311 = load i32, ptr %4, align 4
  %312 = mul i32 %311, -1887291689
  %313 = add i32 %312, -372286932
  store i32 %313, ptr %4, align 4
  %314 = load i32, ptr %4, align 4
  %315 = lshr i32 %314, 13
  %316 = load i32, ptr %4, align 4
  %317 = xor i32 %316, %315
  store i32 %317, ptr %4, align 4
  %318 = load i32, ptr %4, align 4
  %319 = and i32 %318, 256
  %320 = icmp ne i32 %319, 0
  br i1 %320, label %321, label %322

321:                                              ; preds = %310
  store i32 31, ptr %6, align 4
  br label %8

322:                                              ; preds = %310
  store i32 27, ptr %6, align 4
  br label %8

323:                                              ; preds = %30
  %324 = load i32, ptr %4, align 4
  %325 = mul i32 %324, -825321633
  %326 = add i32 %325, 1663279027
  store i32 %326, ptr %4, align 4
  %327 = load i32, ptr %4, align 4
  %328 = lshr i32 %327, 14
  %329 = load i32, ptr %4, align 4
  %330 = xor i32 %329, %328
  store i32 %330, ptr %4, align 4
  %331 = load i32, ptr %4, align 4
  %332 = and i32 %331, 256
  %333 = icmp ne i32 %332, 0
  br i1 %333, label %334, label %335

334:                                              ; preds = %323
  store i32 110, ptr %6, align 4
  br label %8

335:                                              ; preds = %323
  store i32 17, ptr %6, align 4
  br label %8

336:                                              ; preds = %31
  %337 = load i32, ptr %4, align 4
  %338 = mul i32 %337, 525317341
  %339 = add i32 %338, 1340020746
  store i32 %339, ptr %4, align 4
  %340 = load i32, ptr %4, align 4
  %341 = lshr i32 %340, 15
  %342 = load i32, ptr %4, align 4
  %343 = xor i32 %342, %341
  store i32 %343, ptr %4, align 4
  %344 = load i32, ptr %4, align 4
  %345 = and i32 %344, 256
  %346 = icmp ne i32 %345, 0
  br i1 %346, label %347, label %348

347:                                              ; preds = %336
  store i32 66, ptr %6, align 4
  br label %8

348:                                              ; preds = %336
  store i32 39, ptr %6, align 4
  br label %8

349:                                              ; preds = %32
  %350 = load i32, ptr %4, align 4
  %351 = mul i32 %350, 405717981
  %352 = add i32 %351, 1358014457
  store i32 %352, ptr %4, align 4
  %353 = load i32, ptr %4, align 4
  %354 = lshr i32 %353, 3
  %355 = load i32, ptr %4, align 4
  %356 = xor i32 %355, %354
  store i32 %356, ptr %4, align 4
  %357 = load i32, ptr %4, align 4
  %358 = and i32 %357, 256
  %359 = icmp ne i32 %358, 0
  br i1 %359, label %360, label %361

360:                                              ; preds = %349
  store i32 143, ptr %6, align 4
  br label %8

361:                                              ; preds = %349
  store i32 95, ptr %6, align 4
  br label %8

362:                                              ; preds = %33
  %363 = load i32, ptr %4, align 4
  %364 = mul i32 %363, 1139253891
  %365 = add i32 %364, 168407850
  store i32 %365, ptr %4, align 4
  %366 = load i32, ptr %4, align 4
  %367 = lshr i32 %366, 4
  %368 = load i32, ptr %4, align 4
  %369 = xor i32 %368, %367
  store i32 %369, ptr %4, align 4
  %370 = load i32, ptr %4, align 4
  %371 = and i32 %370, 256
  %372 = icmp ne i32 %371, 0
  br i1 %372, label %373, label %374

373:                                              ; preds = %362
  store i32 44, ptr %6, align 4
  br label %8

374:                                              ; preds = %362
  store i32 9, ptr %6, align 4
  br label %8

375:                                              ; preds = %34
  %376 = load i32, ptr %4, align 4
  %377 = mul i32 %376, -1860372517
  %378 = add i32 %377, 1966238442
  store i32 %378, ptr %4, align 4
  %379 = load i32, ptr %4, align 4
  %380 = lshr i32 %379, 5
  %381 = load i32, ptr %4, align 4
  %382 = xor i32 %381, %380
  store i32 %382, ptr %4, align 4
  %383 = load i32, ptr %4, align 4
  %384 = and i32 %383, 256
  %385 = icmp ne i32 %384, 0
  br i1 %385, label %386, label %387

386:                                              ; preds = %375
  store i32 156, ptr %6, align 4
  br label %8

387:                                              ; preds = %375
  store i32 70, ptr %6, align 4
  br label %8

388:                                              ; preds = %35
  %389 = load i32, ptr %4, align 4
  %390 = mul i32 %389, 1012389559
  %391 = add i32 %390, 1684329740
  store i32 %391, ptr %4, align 4
  %392 = load i32, ptr %4, align 4
  %393 = lshr i32 %392, 6
  %394 = load i32, ptr %4, align 4
  %395 = xor i32 %394, %393
  store i32 %395, ptr %4, align 4
  %396 = load i32, ptr %4, align 4
  %397 = and i32 %396, 256
  %398 = icmp ne i32 %397, 0
  br i1 %398, label %399, label %400

399:                                              ; preds = %388
  store i32 141, ptr %6, align 4
  br label %8

400:                                              ; preds = %388
  store i32 113, ptr %6, align 4
  br label %8

401:                                              ; preds = %36
  %402 = load i32, ptr %4, align 4
  %403 = mul i32 %402, 917364325
  %404 = add i32 %403, -429016924
  store i32 %404, ptr %4, align 4
  %405 = load i32, ptr %4, align 4
  %406 = lshr i32 %405, 7
  %407 = load i32, ptr %4, align 4
  %408 = xor i32 %407, %406
  store i32 %408, ptr %4, align 4
  %409 = load i32, ptr %4, align 4
  %410 = and i32 %409, 256
  %411 = icmp ne i32 %410, 0
  br i1 %411, label %412, label %413

412:                                              ; preds = %401
  store i32 47, ptr %6, align 4
  br label %8

413:                                              ; preds = %401
  store i32 94, ptr %6, align 4
  br label %8

414:                                              ; preds = %37
  %415 = load i32, ptr %4, align 4
  %416 = mul i32 %415, -83391683
  %417 = add i32 %416, 568176298
  store i32 %417, ptr %4, align 4
  %418 = load i32, ptr %4, align 4
  %419 = lshr i32 %418, 8
  %420 = load i32, ptr %4, align 4
  %421 = xor i32 %420, %419
  store i32 %421, ptr %4, align 4
  %422 = load i32, ptr %4, align 4
  %423 = and i32 %422, 256
  %424 = icmp ne i32 %423, 0
  br i1 %424, label %425, label %426

425:                                              ; preds = %414
  store i32 90, ptr %6, align 4
  br label %8

426:                                              ; preds = %414
  store i32 102, ptr %6, align 4
  br label %8

427:                                              ; preds = %38
  %428 = load i32, ptr %4, align 4
  %429 = mul i32 %428, 1192383509
  %430 = add i32 %429, 47874088
  store i32 %430, ptr %4, align 4
  %431 = load i32, ptr %4, align 4
  %432 = lshr i32 %431, 9
  %433 = load i32, ptr %4, align 4
  %434 = xor i32 %433, %432
  store i32 %434, ptr %4, align 4
  %435 = load i32, ptr %4, align 4
  %436 = and i32 %435, 256
  %437 = icmp ne i32 %436, 0
  br i1 %437, label %438, label %439

438:                                              ; preds = %427
  store i32 23, ptr %6, align 4
  br label %8

439:                                              ; preds = %427
  store i32 78, ptr %6, align 4
  br label %8

440:                                              ; preds = %39
  %441 = load i32, ptr %4, align 4
  %442 = mul i32 %441, 967762389
  %443 = add i32 %442, -1051877733
  store i32 %443, ptr %4, align 4
  %444 = load i32, ptr %4, align 4
  %445 = lshr i32 %444, 10
  %446 = load i32, ptr %4, align 4
  %447 = xor i32 %446, %445
  store i32 %447, ptr %4, align 4
  %448 = load i32, ptr %4, align 4
  %449 = and i32 %448, 256
  %450 = icmp ne i32 %449, 0
  br i1 %450, label %451, label %452

451:                                              ; preds = %440
  store i32 135, ptr %6, align 4
  br label %8

452:                                              ; preds = %440
  store i32 114, ptr %6, align 4
  br label %8

453:                                              ; preds = %40
  %454 = load i32, ptr %4, align 4
  %455 = mul i32 %454, 2137477857
  %456 = add i32 %455, 991097359
  store i32 %456, ptr %4, align 4
  %457 = load i32, ptr %4, align 4
  %458 = lshr i32 %457, 11
  %459 = load i32, ptr %4, align 4
  %460 = xor i32 %459, %458
  store i32 %460, ptr %4, align 4
  %461 = load i32, ptr %4, align 4
  %462 = and i32 %461, 256
  %463 = icmp ne i32 %462, 0
  br i1 %463, label %464, label %465

464:                                              ; preds = %453
  store i32 105, ptr %6, align 4
  br label %8

465:                                              ; preds = %453
  store i32 156, ptr %6, align 4
  br label %8

466:                                              ; preds = %41
  %467 = load i32, ptr %4, align 4
  %468 = mul i32 %467, 1589662525
  %469 = add i32 %468, -100551896
  store i32 %469, ptr %4, align 4
  %470 = load i32, ptr %4, align 4
  %471 = lshr i32 %470, 12
  %472 = load i32, ptr %4, align 4
  %473 = xor i32 %472, %471
  store i32 %473, ptr %4, align 4
  %474 = load i32, ptr %4, align 4
  %475 = and i32 %474, 256
  %476 = icmp ne i32 %475, 0
  br i1 %476, label %477, label %478

477:                                              ; preds = %466
  store i32 149, ptr %6, align 4
  br label %8

478:                                              ; preds = %466
  store i32 67, ptr %6, align 4
  br label %8

479:                                              ; preds = %42
  %480 = load i32, ptr %4, align 4
  %481 = mul i32 %480, -1141641615
  %482 = add i32 %481, -2112211723
  store i32 %482, ptr %4, align 4
  %483 = load i32, ptr %4, align 4
  %484 = lshr i32 %483, 13
  %485 = load i32, ptr %4, align 4
  %486 = xor i32 %485, %484
  store i32 %486, ptr %4, align 4
  %487 = load i32, ptr %4, align 4
  %488 = and i32 %487, 256
  %489 = icmp ne i32 %488, 0
  br i1 %489, label %490, label %491

490:                                              ; preds = %479
  store i32 129, ptr %6, align 4
  br label %8

491:                                              ; preds = %479
  store i32 79, ptr %6, align 4
  br label %8

492:                                              ; preds = %43
  %493 = load i32, ptr %4, align 4
  %494 = mul i32 %493, -1335593681
  %495 = add i32 %494, 2111355009
  store i32 %495, ptr %4, align 4
  %496 = load i32, ptr %4, align 4
  %497 = lshr i32 %496, 14
  %498 = load i32, ptr %4, align 4
  %499 = xor i32 %498, %497
  store i32 %499, ptr %4, align 4
  %500 = load i32, ptr %4, align 4
  %501 = and i32 %500, 256
  %502 = icmp ne i32 %501, 0
  br i1 %502, label %503, label %504

503:                                              ; preds = %492
  store i32 42, ptr %6, align 4
  br label %8

504:                                              ; preds = %492
  store i32 126, ptr %6, align 4
  br label %8

505:                                              ; preds = %44
  %506 = load i32, ptr %4, align 4
  %507 = mul i32 %506, 1918704965
  %508 = add i32 %507, -1738724202
  store i32 %508, ptr %4, align 4
  %509 = load i32, ptr %4, align 4
  %510 = lshr i32 %509, 15
  %511 = load i32, ptr %4, align 4
  %512 = xor i32 %511, %510
  store i32 %512, ptr %4, align 4
  %513 = load i32, ptr %4, align 4
  %514 = and i32 %513, 256
  %515 = icmp ne i32 %514, 0
  br i1 %515, label %516, label %517

516:                                              ; preds = %505
  store i32 37, ptr %6, align 4
  br label %8

517:                                              ; preds = %505
  store i32 122, ptr %6, align 4
  br label %8

518:                                              ; preds = %45
  %519 = load i32, ptr %4, align 4
  %520 = mul i32 %519, -1446689719
  %521 = add i32 %520, -510678916
  store i32 %521, ptr %4, align 4
  %522 = load i32, ptr %4, align 4
  %523 = lshr i32 %522, 3
  %524 = load i32, ptr %4, align 4
  %525 = xor i32 %524, %523
  store i32 %525, ptr %4, align 4
  %526 = load i32, ptr %4, align 4
  %527 = and i32 %526, 256
  %528 = icmp ne i32 %527, 0
  br i1 %528, label %529, label %530

529:                                              ; preds = %518
  store i32 52, ptr %6, align 4
  br label %8

530:                                              ; preds = %518
  store i32 12, ptr %6, align 4
  br label %8

531:                                              ; preds = %46
  %532 = load i32, ptr %4, align 4
  %533 = mul i32 %532, 1733218301
  %534 = add i32 %533, 418691403
  store i32 %534, ptr %4, align 4
  %535 = load i32, ptr %4, align 4
  %536 = lshr i32 %535, 4
  %537 = load i32, ptr %4, align 4
  %538 = xor i32 %537, %536
  store i32 %538, ptr %4, align 4
  %539 = load i32, ptr %4, align 4
  %540 = and i32 %539, 256
  %541 = icmp ne i32 %540, 0
  br i1 %541, label %542, label %543

542:                                              ; preds = %531
  store i32 19, ptr %6, align 4
  br label %8

543:                                              ; preds = %531
  store i32 67, ptr %6, align 4
  br label %8

544:                                              ; preds = %47
  %545 = load i32, ptr %4, align 4
  %546 = mul i32 %545, -1880368993
  %547 = add i32 %546, -1053720650
  store i32 %547, ptr %4, align 4
  %548 = load i32, ptr %4, align 4
  %549 = lshr i32 %548, 5
  %550 = load i32, ptr %4, align 4
  %551 = xor i32 %550, %549
  store i32 %551, ptr %4, align 4
  %552 = load i32, ptr %4, align 4
  %553 = and i32 %552, 256
  %554 = icmp ne i32 %553, 0
  br i1 %554, label %555, label %556

555:                                              ; preds = %544
  store i32 48, ptr %6, align 4
  br label %8

556:                                              ; preds = %544
  store i32 114, ptr %6, align 4
  br label %8

557:                                              ; preds = %48
  %558 = load i32, ptr %4, align 4
  %559 = mul i32 %558, 1070019297
  %560 = add i32 %559, -941125777
  store i32 %560, ptr %4, align 4
  %561 = load i32, ptr %4, align 4
  %562 = lshr i32 %561, 6
  %563 = load i32, ptr %4, align 4
  %564 = xor i32 %563, %562
  store i32 %564, ptr %4, align 4
  %565 = load i32, ptr %4, align 4
  %566 = and i32 %565, 256
  %567 = icmp ne i32 %566, 0
  br i1 %567, label %568, label %569

568:                                              ; preds = %557
  store i32 87, ptr %6, align 4
  br label %8

569:                                              ; preds = %557
  store i32 7, ptr %6, align 4
  br label %8

570:                                              ; preds = %49
  %571 = load i32, ptr %4, align 4
  %572 = mul i32 %571, -1500332363
  %573 = add i32 %572, 537552615
  store i32 %573, ptr %4, align 4
  %574 = load i32, ptr %4, align 4
  %575 = lshr i32 %574, 7
  %576 = load i32, ptr %4, align 4
  %577 = xor i32 %576, %575
  store i32 %577, ptr %4, align 4
  %578 = load i32, ptr %4, align 4
  %579 = and i32 %578, 256
  %580 = icmp ne i32 %579, 0
  br i1 %580, label %581, label %582

581:                                              ; preds = %570
  store i32 82, ptr %6, align 4
  br label %8

582:                                              ; preds = %570
  store i32 56, ptr %6, align 4
  br label %8

583:                                              ; preds = %50
  %584 = load i32, ptr %4, align 4
  %585 = mul i32 %584, 1935319229
  %586 = add i32 %585, 275530725
  store i32 %586, ptr %4, align 4
  %587 = load i32, ptr %4, align 4
  %588 = lshr i32 %587, 8
  %589 = load i32, ptr %4, align 4
  %590 = xor i32 %589, %588
  store i32 %590, ptr %4, align 4
  %591 = load i32, ptr %4, align 4
  %592 = and i32 %591, 256
  %593 = icmp ne i32 %592, 0
  br i1 %593, label %594, label %595

594:                                              ; preds = %583
  store i32 6, ptr %6, align 4
  br label %8

595:                                              ; preds = %583
  store i32 88, ptr %6, align 4
  br label %8

596:                                              ; preds = %51
  %597 = load i32, ptr %4, align 4
  %598 = mul i32 %597, -579793643
  %599 = add i32 %598, -1464242761
  store i32 %599, ptr %4, align 4
  %600 = load i32, ptr %4, align 4
  %601 = lshr i32 %600, 9
  %602 = load i32, ptr %4, align 4
  %603 = xor i32 %602, %601
  store i32 %603, ptr %4, align 4
  %604 = load i32, ptr %4, align 4
  %605 = and i32 %604, 256
  %606 = icmp ne i32 %605, 0
  br i1 %606, label %607, label %608

607:                                              ; preds = %596
  store i32 117, ptr %6, align 4
  br label %8

608:                                              ; preds = %596
  store i32 34, ptr %6, align 4
  br label %8

609:                                              ; preds = %52
  %610 = load i32, ptr %4, align 4
  %611 = mul i32 %610, -699677023
  %612 = add i32 %611, 4924312
  store i32 %612, ptr %4, align 4
  %613 = load i32, ptr %4, align 4
  %614 = lshr i32 %613, 10
  %615 = load i32, ptr %4, align 4
  %616 = xor i32 %615, %614
  store i32 %616, ptr %4, align 4
  %617 = load i32, ptr %4, align 4
  %618 = and i32 %617, 256
  %619 = icmp ne i32 %618, 0
  br i1 %619, label %620, label %621

620:                                              ; preds = %609
  store i32 86, ptr %6, align 4
  br label %8

621:                                              ; preds = %609
  store i32 0, ptr %6, align 4
  br label %8

622:                                              ; preds = %53
  %623 = load i32, ptr %4, align 4
  %624 = mul i32 %623, -369558299
  %625 = add i32 %624, 1447667018
  store i32 %625, ptr %4, align 4
  %626 = load i32, ptr %4, align 4
  %627 = lshr i32 %626, 11
  %628 = load i32, ptr %4, align 4
  %629 = xor i32 %628, %627
  store i32 %629, ptr %4, align 4
  %630 = load i32, ptr %4, align 4
  %631 = and i32 %630, 256
  %632 = icmp ne i32 %631, 0
  br i1 %632, label %633, label %634

633:                                              ; preds = %622
  store i32 6, ptr %6, align 4
  br label %8

634:                                              ; preds = %622
  store i32 21, ptr %6, align 4
  br label %8

635:                                              ; preds = %54
  %636 = load i32, ptr %4, align 4
  %637 = mul i32 %636, -2128437907
  %638 = add i32 %637, -1770975919
  store i32 %638, ptr %4, align 4
  %639 = load i32, ptr %4, align 4
  %640 = lshr i32 %639, 12
  %641 = load i32, ptr %4, align 4
  %642 = xor i32 %641, %640
  store i32 %642, ptr %4, align 4
  %643 = load i32, ptr %4, align 4
  %644 = and i32 %643, 256
  %645 = icmp ne i32 %644, 0
  br i1 %645, label %646, label %647

646:                                              ; preds = %635
  store i32 130, ptr %6, align 4
  br label %8

647:                                              ; preds = %635
  store i32 7, ptr %6, align 4
  br label %8

648:                                              ; preds = %55
  %649 = load i32, ptr %4, align 4
  %650 = mul i32 %649, 465776001
  %651 = add i32 %650, -1650996721
  store i32 %651, ptr %4, align 4
  %652 = load i32, ptr %4, align 4
  %653 = lshr i32 %652, 13
  %654 = load i32, ptr %4, align 4
  %655 = xor i32 %654, %653
  store i32 %655, ptr %4, align 4
  %656 = load i32, ptr %4, align 4
  %657 = and i32 %656, 256
  %658 = icmp ne i32 %657, 0
  br i1 %658, label %659, label %660

659:                                              ; preds = %648
  store i32 106, ptr %6, align 4
  br label %8

660:                                              ; preds = %648
  store i32 28, ptr %6, align 4
  br label %8

661:                                              ; preds = %56
  %662 = load i32, ptr %4, align 4
  %663 = mul i32 %662, -2069607629
  %664 = add i32 %663, 1333748375
  store i32 %664, ptr %4, align 4
  %665 = load i32, ptr %4, align 4
  %666 = lshr i32 %665, 14
  %667 = load i32, ptr %4, align 4
  %668 = xor i32 %667, %666
  store i32 %668, ptr %4, align 4
  %669 = load i32, ptr %4, align 4
  %670 = and i32 %669, 256
  %671 = icmp ne i32 %670, 0
  br i1 %671, label %672, label %673

672:                                              ; preds = %661
  store i32 0, ptr %6, align 4
  br label %8

673:                                              ; preds = %661
  store i32 154, ptr %6, align 4
  br label %8

674:                                              ; preds = %57
  %675 = load i32, ptr %4, align 4
  %676 = mul i32 %675, 129400059
  %677 = add i32 %676, 1352880976
  store i32 %677, ptr %4, align 4
  %678 = load i32, ptr %4, align 4
  %679 = lshr i32 %678, 15
  %680 = load i32, ptr %4, align 4
  %681 = xor i32 %680, %679
  store i32 %681, ptr %4, align 4
  %682 = load i32, ptr %4, align 4
  %683 = and i32 %682, 256
  %684 = icmp ne i32 %683, 0
  br i1 %684, label %685, label %686

685:                                              ; preds = %674
  store i32 1, ptr %6, align 4
  br label %8

686:                                              ; preds = %674
  store i32 48, ptr %6, align 4
  br label %8

687:                                              ; preds = %58
  %688 = load i32, ptr %4, align 4
  %689 = mul i32 %688, -2092176777
  %690 = add i32 %689, 1881944441
  store i32 %690, ptr %4, align 4
  %691 = load i32, ptr %4, align 4
  %692 = lshr i32 %691, 3
  %693 = load i32, ptr %4, align 4
  %694 = xor i32 %693, %692
  store i32 %694, ptr %4, align 4
  %695 = load i32, ptr %4, align 4
  %696 = and i32 %695, 256
  %697 = icmp ne i32 %696, 0
  br i1 %697, label %698, label %699

698:                                              ; preds = %687
  store i32 41, ptr %6, align 4
  br label %8

699:                                              ; preds = %687
  store i32 101, ptr %6, align 4
  br label %8

700:                                              ; preds = %59
  %701 = load i32, ptr %4, align 4
  %702 = mul i32 %701, -371126265
  %703 = add i32 %702, -1538816932
  store i32 %703, ptr %4, align 4
  %704 = load i32, ptr %4, align 4
  %705 = lshr i32 %704, 4
  %706 = load i32, ptr %4, align 4
  %707 = xor i32 %706, %705
  store i32 %707, ptr %4, align 4
  %708 = load i32, ptr %4, align 4
  %709 = and i32 %708, 256
  %710 = icmp ne i32 %709, 0
  br i1 %710, label %711, label %712

711:                                              ; preds = %700
  store i32 148, ptr %6, align 4
  br label %8

712:                                              ; preds = %700
  store i32 125, ptr %6, align 4
  br label %8

713:                                              ; preds = %60
  %714 = load i32, ptr %4, align 4
  %715 = mul i32 %714, -1974820325
  %716 = add i32 %715, 1012240244
  store i32 %716, ptr %4, align 4
  %717 = load i32, ptr %4, align 4
  %718 = lshr i32 %717, 5
  %719 = load i32, ptr %4, align 4
  %720 = xor i32 %719, %718
  store i32 %720, ptr %4, align 4
  %721 = load i32, ptr %4, align 4
  %722 = and i32 %721, 256
  %723 = icmp ne i32 %722, 0
  br i1 %723, label %724, label %725

724:                                              ; preds = %713
  store i32 45, ptr %6, align 4
  br label %8

725:                                              ; preds = %713
  store i32 46, ptr %6, align 4
  br label %8

726:                                              ; preds = %61
  %727 = load i32, ptr %4, align 4
  %728 = mul i32 %727, -385407365
  %729 = add i32 %728, 427064490
  store i32 %729, ptr %4, align 4
  %730 = load i32, ptr %4, align 4
  %731 = lshr i32 %730, 6
  %732 = load i32, ptr %4, align 4
  %733 = xor i32 %732, %731
  store i32 %733, ptr %4, align 4
  %734 = load i32, ptr %4, align 4
  %735 = and i32 %734, 256
  %736 = icmp ne i32 %735, 0
  br i1 %736, label %737, label %738

737:                                              ; preds = %726
  store i32 73, ptr %6, align 4
  br label %8

738:                                              ; preds = %726
  store i32 69, ptr %6, align 4
  br label %8

739:                                              ; preds = %62
  %740 = load i32, ptr %4, align 4
  %741 = mul i32 %740, -1370581671
  %742 = add i32 %741, -1353156625
  store i32 %742, ptr %4, align 4
  %743 = load i32, ptr %4, align 4
  %744 = lshr i32 %743, 7
  %745 = load i32, ptr %4, align 4
  %746 = xor i32 %745, %744
  store i32 %746, ptr %4, align 4
  %747 = load i32, ptr %4, align 4
  %748 = and i32 %747, 256
  %749 = icmp ne i32 %748, 0
  br i1 %749, label %750, label %751

750:                                              ; preds = %739
  store i32 25, ptr %6, align 4
  br label %8

751:                                              ; preds = %739
  store i32 89, ptr %6, align 4
  br label %8

752:                                              ; preds = %63
  %753 = load i32, ptr %4, align 4
  %754 = mul i32 %753, 1580460113
  %755 = add i32 %754, -1407808566
  store i32 %755, ptr %4, align 4
  %756 = load i32, ptr %4, align 4
  %757 = lshr i32 %756, 8
  %758 = load i32, ptr %4, align 4
  %759 = xor i32 %758, %757
  store i32 %759, ptr %4, align 4
  %760 = load i32, ptr %4, align 4
  %761 = and i32 %760, 256
  %762 = icmp ne i32 %761, 0
  br i1 %762, label %763, label %764

763:                                              ; preds = %752
  store i32 106, ptr %6, align 4
  br label %8

764:                                              ; preds = %752
  store i32 53, ptr %6, align 4
  br label %8

765:                                              ; preds = %64
  %766 = load i32, ptr %4, align 4
  %767 = mul i32 %766, 1025780727
  %768 = add i32 %767, -2145832751
  store i32 %768, ptr %4, align 4
  %769 = load i32, ptr %4, align 4
  %770 = lshr i32 %769, 9
  %771 = load i32, ptr %4, align 4
  %772 = xor i32 %771, %770
  store i32 %772, ptr %4, align 4
  %773 = load i32, ptr %4, align 4
  %774 = and i32 %773, 256
  %775 = icmp ne i32 %774, 0
  br i1 %775, label %776, label %777

776:                                              ; preds = %765
  store i32 27, ptr %6, align 4
  br label %8

777:                                              ; preds = %765
  store i32 76, ptr %6, align 4
  br label %8

778:                                              ; preds = %65
  %779 = load i32, ptr %4, align 4
  %780 = mul i32 %779, 1716686125
  %781 = add i32 %780, 1151481337
  store i32 %781, ptr %4, align 4
  %782 = load i32, ptr %4, align 4
  %783 = lshr i32 %782, 10
  %784 = load i32, ptr %4, align 4
  %785 = xor i32 %784, %783
  store i32 %785, ptr %4, align 4
  %786 = load i32, ptr %4, align 4
  %787 = and i32 %786, 256
  %788 = icmp ne i32 %787, 0
  br i1 %788, label %789, label %790

789:                                              ; preds = %778
  store i32 147, ptr %6, align 4
  br label %8

790:                                              ; preds = %778
  store i32 80, ptr %6, align 4
  br label %8

791:                                              ; preds = %66
  %792 = load i32, ptr %4, align 4
  %793 = mul i32 %792, 2118346019
  %794 = add i32 %793, -632238957
  store i32 %794, ptr %4, align 4
  %795 = load i32, ptr %4, align 4
  %796 = lshr i32 %795, 11
  %797 = load i32, ptr %4, align 4
  %798 = xor i32 %797, %796
  store i32 %798, ptr %4, align 4
  %799 = load i32, ptr %4, align 4
  %800 = and i32 %799, 256
  %801 = icmp ne i32 %800, 0
  br i1 %801, label %802, label %803

802:                                              ; preds = %791
  store i32 46, ptr %6, align 4
  br label %8

803:                                              ; preds = %791
  store i32 99, ptr %6, align 4
  br label %8

804:                                              ; preds = %67
  %805 = load i32, ptr %4, align 4
  %806 = mul i32 %805, -1353301729
  %807 = add i32 %806, -317181305
  store i32 %807, ptr %4, align 4
  %808 = load i32, ptr %4, align 4
  %809 = lshr i32 %808, 12
  %810 = load i32, ptr %4, align 4
  %811 = xor i32 %810, %809
  store i32 %811, ptr %4, align 4
  %812 = load i32, ptr %4, align 4
  %813 = and i32 %812, 256
  %814 = icmp ne i32 %813, 0
  br i1 %814, label %815, label %816

815:                                              ; preds = %804
  store i32 96, ptr %6, align 4
  br label %8

816:                                              ; preds = %804
  store i32 19, ptr %6, align 4
  br label %8

817:                                              ; preds = %68
  %818 = load i32, ptr %4, align 4
  %819 = mul i32 %818, 353983591
  %820 = add i32 %819, 202559714
  store i32 %820, ptr %4, align 4
  %821 = load i32, ptr %4, align 4
  %822 = lshr i32 %821, 13
  %823 = load i32, ptr %4, align 4
  %824 = xor i32 %823, %822
  store i32 %824, ptr %4, align 4
  %825 = load i32, ptr %4, align 4
  %826 = and i32 %825, 256
  %827 = icmp ne i32 %826, 0
  br i1 %827, label %828, label %829

828:                                              ; preds = %817
  store i32 59, ptr %6, align 4
  br label %8

829:                                              ; preds = %817
  store i32 157, ptr %6, align 4
  br label %8

830:                                              ; preds = %69
  %831 = load i32, ptr %4, align 4
  %832 = mul i32 %831, 1810367979
  %833 = add i32 %832, -375006848
  store i32 %833, ptr %4, align 4
  %834 = load i32, ptr %4, align 4
  %835 = lshr i32 %834, 14
  %836 = load i32, ptr %4, align 4
  %837 = xor i32 %836, %835
  store i32 %837, ptr %4, align 4
  %838 = load i32, ptr %4, align 4
  %839 = and i32 %838, 256
  %840 = icmp ne i32 %839, 0
  br i1 %840, label %841, label %842

841:                                              ; preds = %830
  store i32 134, ptr %6, align 4
  br label %8

842:                                              ; preds = %830
  store i32 77, ptr %6, align 4
  br label %8

843:                                              ; preds = %70
  %844 = load i32, ptr %4, align 4
  %845 = mul i32 %844, 1999554563
  %846 = add i32 %845, -141775782
  store i32 %846, ptr %4, align 4
  %847 = load i32, ptr %4, align 4
  %848 = lshr i32 %847, 15
  %849 = load i32, ptr %4, align 4
  %850 = xor i32 %849, %848
  store i32 %850, ptr %4, align 4
  %851 = load i32, ptr %4, align 4
  %852 = and i32 %851, 256
  %853 = icmp ne i32 %852, 0
  br i1 %853, label %854, label %855

854:                                              ; preds = %843
  store i32 152, ptr %6, align 4
  br label %8

855:                                              ; preds = %843
  store i32 94, ptr %6, align 4
  br label %8

856:                                              ; preds = %71
  %857 = load i32, ptr %4, align 4
  %858 = mul i32 %857, 476860987
  %859 = add i32 %858, 598591352
  store i32 %859, ptr %4, align 4
  %860 = load i32, ptr %4, align 4
  %861 = lshr i32 %860, 3
  %862 = load i32, ptr %4, align 4
  %863 = xor i32 %862, %861
  store i32 %863, ptr %4, align 4
  %864 = load i32, ptr %4, align 4
  %865 = and i32 %864, 256
  %866 = icmp ne i32 %865, 0
  br i1 %866, label %867, label %868

867:                                              ; preds = %856
  store i32 84, ptr %6, align 4
  br label %8

868:                                              ; preds = %856
  store i32 10, ptr %6, align 4
  br label %8

869:                                              ; preds = %72
  %870 = load i32, ptr %4, align 4
  %871 = mul i32 %870, 1407704747
  %872 = add i32 %871, 153692187
  store i32 %872, ptr %4, align 4
  %873 = load i32, ptr %4, align 4
  %874 = lshr i32 %873, 4
  %875 = load i32, ptr %4, align 4
  %876 = xor i32 %875, %874
  store i32 %876, ptr %4, align 4
  %877 = load i32, ptr %4, align 4
  %878 = and i32 %877, 256
  %879 = icmp ne i32 %878, 0
  br i1 %879, label %880, label %881

880:                                              ; preds = %869
  store i32 10, ptr %6, align 4
  br label %8

881:                                              ; preds = %869
  store i32 107, ptr %6, align 4
  br label %8

882:                                              ; preds = %73
  %883 = load i32, ptr %4, align 4
  %884 = mul i32 %883, 1070397409
  %885 = add i32 %884, 1623483919
  store i32 %885, ptr %4, align 4
  %886 = load i32, ptr %4, align 4
  %887 = lshr i32 %886, 5
  %888 = load i32, ptr %4, align 4
  %889 = xor i32 %888, %887
  store i32 %889, ptr %4, align 4
  %890 = load i32, ptr %4, align 4
  %891 = and i32 %890, 256
  %892 = icmp ne i32 %891, 0
  br i1 %892, label %893, label %894

893:                                              ; preds = %882
  store i32 59, ptr %6, align 4
  br label %8

894:                                              ; preds = %882
  store i32 48, ptr %6, align 4
  br label %8

895:                                              ; preds = %74
  %896 = load i32, ptr %4, align 4
  %897 = mul i32 %896, 1907886759
  %898 = add i32 %897, -1805790040
  store i32 %898, ptr %4, align 4
  %899 = load i32, ptr %4, align 4
  %900 = lshr i32 %899, 6
  %901 = load i32, ptr %4, align 4
  %902 = xor i32 %901, %900
  store i32 %902, ptr %4, align 4
  %903 = load i32, ptr %4, align 4
  %904 = and i32 %903, 256
  %905 = icmp ne i32 %904, 0
  br i1 %905, label %906, label %907

906:                                              ; preds = %895
  store i32 30, ptr %6, align 4
  br label %8

907:                                              ; preds = %895
  store i32 41, ptr %6, align 4
  br label %8

908:                                              ; preds = %75
  %909 = load i32, ptr %4, align 4
  %910 = mul i32 %909, 1304466625
  %911 = add i32 %910, 105877790
  store i32 %911, ptr %4, align 4
  %912 = load i32, ptr %4, align 4
  %913 = lshr i32 %912, 7
  %914 = load i32, ptr %4, align 4
  %915 = xor i32 %914, %913
  store i32 %915, ptr %4, align 4
  %916 = load i32, ptr %4, align 4
  %917 = and i32 %916, 256
  %918 = icmp ne i32 %917, 0
  br i1 %918, label %919, label %920

919:                                              ; preds = %908
  store i32 127, ptr %6, align 4
  br label %8

920:                                              ; preds = %908
  store i32 20, ptr %6, align 4
  br label %8

921:                                              ; preds = %76
  %922 = load i32, ptr %4, align 4
  %923 = mul i32 %922, 1823786071
  %924 = add i32 %923, -194901473
  store i32 %924, ptr %4, align 4
  %925 = load i32, ptr %4, align 4
  %926 = lshr i32 %925, 8
  %927 = load i32, ptr %4, align 4
  %928 = xor i32 %927, %926
  store i32 %928, ptr %4, align 4
  %929 = load i32, ptr %4, align 4
  %930 = and i32 %929, 256
  %931 = icmp ne i32 %930, 0
  br i1 %931, label %932, label %933

932:                                              ; preds = %921
  store i32 55, ptr %6, align 4
  br label %8

933:                                              ; preds = %921
  store i32 36, ptr %6, align 4
  br label %8

934:                                              ; preds = %77
  %935 = load i32, ptr %4, align 4
  %936 = mul i32 %935, -1863172913
  %937 = add i32 %936, -2075837275
  store i32 %937, ptr %4, align 4
  %938 = load i32, ptr %4, align 4
  %939 = lshr i32 %938, 9
  %940 = load i32, ptr %4, align 4
  %941 = xor i32 %940, %939
  store i32 %941, ptr %4, align 4
  %942 = load i32, ptr %4, align 4
  %943 = and i32 %942, 256
  %944 = icmp ne i32 %943, 0
  br i1 %944, label %945, label %946

945:                                              ; preds = %934
  store i32 142, ptr %6, align 4
  br label %8

946:                                              ; preds = %934
  store i32 78, ptr %6, align 4
  br label %8

947:                                              ; preds = %78
  %948 = load i32, ptr %4, align 4
  %949 = mul i32 %948, 535181637
  %950 = add i32 %949, 449893096
  store i32 %950, ptr %4, align 4
  %951 = load i32, ptr %4, align 4
  %952 = lshr i32 %951, 10
  %953 = load i32, ptr %4, align 4
  %954 = xor i32 %953, %952
  store i32 %954, ptr %4, align 4
  %955 = load i32, ptr %4, align 4
  %956 = and i32 %955, 256
  %957 = icmp ne i32 %956, 0
  br i1 %957, label %958, label %959

958:                                              ; preds = %947
  store i32 47, ptr %6, align 4
  br label %8

959:                                              ; preds = %947
  store i32 59, ptr %6, align 4
  br label %8

960:                                              ; preds = %79
  %961 = load i32, ptr %4, align 4
  %962 = mul i32 %961, 735345771
  %963 = add i32 %962, -1083281096
  store i32 %963, ptr %4, align 4
  %964 = load i32, ptr %4, align 4
  %965 = lshr i32 %964, 11
  %966 = load i32, ptr %4, align 4
  %967 = xor i32 %966, %965
  store i32 %967, ptr %4, align 4
  %968 = load i32, ptr %4, align 4
  %969 = and i32 %968, 256
  %970 = icmp ne i32 %969, 0
  br i1 %970, label %971, label %972

971:                                              ; preds = %960
  store i32 65, ptr %6, align 4
  br label %8

972:                                              ; preds = %960
  store i32 85, ptr %6, align 4
  br label %8

973:                                              ; preds = %80
  %974 = load i32, ptr %4, align 4
  %975 = mul i32 %974, 936149775
  %976 = add i32 %975, -1110108564
  store i32 %976, ptr %4, align 4
  %977 = load i32, ptr %4, align 4
  %978 = lshr i32 %977, 12
  %979 = load i32, ptr %4, align 4
  %980 = xor i32 %979, %978
  store i32 %980, ptr %4, align 4
  %981 = load i32, ptr %4, align 4
  %982 = and i32 %981, 256
  %983 = icmp ne i32 %982, 0
  br i1 %983, label %984, label %985

984:                                              ; preds = %973
  store i32 150, ptr %6, align 4
  br label %8

985:                                              ; preds = %973
  store i32 108, ptr %6, align 4
  br label %8

986:                                              ; preds = %81
  %987 = load i32, ptr %4, align 4
  %988 = mul i32 %987, -1165511313
  %989 = add i32 %988, 96326954
  store i32 %989, ptr %4, align 4
  %990 = load i32, ptr %4, align 4
  %991 = lshr i32 %990, 13
  %992 = load i32, ptr %4, align 4
  %993 = xor i32 %992, %991
  store i32 %993, ptr %4, align 4
  %994 = load i32, ptr %4, align 4
  %995 = and i32 %994, 256
  %996 = icmp ne i32 %995, 0
  br i1 %996, label %997, label %998

997:                                              ; preds = %986
  store i32 111, ptr %6, align 4
  br label %8

998:                                              ; preds = %986
  store i32 51, ptr %6, align 4
  br label %8

999:                                              ; preds = %82
  %1000 = load i32, ptr %4, align 4
  %1001 = mul i32 %1000, -1645577387
  %1002 = add i32 %1001, 1521827340
  store i32 %1002, ptr %4, align 4
  %1003 = load i32, ptr %4, align 4
  %1004 = lshr i32 %1003, 14
  %1005 = load i32, ptr %4, align 4
  %1006 = xor i32 %1005, %1004
  store i32 %1006, ptr %4, align 4
  %1007 = load i32, ptr %4, align 4
  %1008 = and i32 %1007, 256
  %1009 = icmp ne i32 %1008, 0
  br i1 %1009, label %1010, label %1011

1010:                                             ; preds = %999
  store i32 132, ptr %6, align 4
  br label %8

1011:                                             ; preds = %999
  store i32 3, ptr %6, align 4
  br label %8

1012:                                             ; preds = %83
  %1013 = load i32, ptr %4, align 4
  %1014 = mul i32 %1013, -129755291
  %1015 = add i32 %1014, -287203481
  store i32 %1015, ptr %4, align 4
  %1016 = load i32, ptr %4, align 4
  %1017 = lshr i32 %1016, 15
  %1018 = load i32, ptr %4, align 4
  %1019 = xor i32 %1018, %1017
  store i32 %1019, ptr %4, align 4
  %1020 = load i32, ptr %4, align 4
  %1021 = and i32 %1020, 256
  %1022 = icmp ne i32 %1021, 0
  br i1 %1022, label %1023, label %1024

1023:                                             ; preds = %1012
  store i32 33, ptr %6, align 4
  br label %8

1024:                                             ; preds = %1012
  store i32 38, ptr %6, align 4
  br label %8

1025:                                             ; preds = %84
  %1026 = load i32, ptr %4, align 4
  %1027 = mul i32 %1026, -340745973
  %1028 = add i32 %1027, 909936975
  store i32 %1028, ptr %4, align 4
  %1029 = load i32, ptr %4, align 4
  %1030 = lshr i32 %1029, 3
  %1031 = load i32, ptr %4, align 4
  %1032 = xor i32 %1031, %1030
  store i32 %1032, ptr %4, align 4
  %1033 = load i32, ptr %4, align 4
  %1034 = and i32 %1033, 256
  %1035 = icmp ne i32 %1034, 0
  br i1 %1035, label %1036, label %1037

1036:                                             ; preds = %1025
  store i32 10, ptr %6, align 4
  br label %8

1037:                                             ; preds = %1025
  store i32 29, ptr %6, align 4
  br label %8

1038:                                             ; preds = %85
  %1039 = load i32, ptr %4, align 4
  %1040 = mul i32 %1039, 1652894759
  %1041 = add i32 %1040, 1423963137
  store i32 %1041, ptr %4, align 4
  %1042 = load i32, ptr %4, align 4
  %1043 = lshr i32 %1042, 4
  %1044 = load i32, ptr %4, align 4
  %1045 = xor i32 %1044, %1043
  store i32 %1045, ptr %4, align 4
  %1046 = load i32, ptr %4, align 4
  %1047 = and i32 %1046, 256
  %1048 = icmp ne i32 %1047, 0
  br i1 %1048, label %1049, label %1050

1049:                                             ; preds = %1038
  store i32 42, ptr %6, align 4
  br label %8

1050:                                             ; preds = %1038
  store i32 131, ptr %6, align 4
  br label %8

1051:                                             ; preds = %86
  %1052 = load i32, ptr %4, align 4
  %1053 = mul i32 %1052, 1126237841
  %1054 = add i32 %1053, 303802442
  store i32 %1054, ptr %4, align 4
  %1055 = load i32, ptr %4, align 4
  %1056 = lshr i32 %1055, 5
  %1057 = load i32, ptr %4, align 4
  %1058 = xor i32 %1057, %1056
  store i32 %1058, ptr %4, align 4
  %1059 = load i32, ptr %4, align 4
  %1060 = and i32 %1059, 256
  %1061 = icmp ne i32 %1060, 0
  br i1 %1061, label %1062, label %1063

1062:                                             ; preds = %1051
  store i32 77, ptr %6, align 4
  br label %8

1063:                                             ; preds = %1051
  store i32 8, ptr %6, align 4
  br label %8

1064:                                             ; preds = %87
  %1065 = load i32, ptr %4, align 4
  %1066 = mul i32 %1065, -1845484005
  %1067 = add i32 %1066, 697938686
  store i32 %1067, ptr %4, align 4
  %1068 = load i32, ptr %4, align 4
  %1069 = lshr i32 %1068, 6
  %1070 = load i32, ptr %4, align 4
  %1071 = xor i32 %1070, %1069
  store i32 %1071, ptr %4, align 4
  %1072 = load i32, ptr %4, align 4
  %1073 = and i32 %1072, 256
  %1074 = icmp ne i32 %1073, 0
  br i1 %1074, label %1075, label %1076

1075:                                             ; preds = %1064
  store i32 2, ptr %6, align 4
  br label %8

1076:                                             ; preds = %1064
  store i32 87, ptr %6, align 4
  br label %8

1077:                                             ; preds = %88
  %1078 = load i32, ptr %4, align 4
  %1079 = mul i32 %1078, -511913485
  %1080 = add i32 %1079, -1923305772
  store i32 %1080, ptr %4, align 4
  %1081 = load i32, ptr %4, align 4
  %1082 = lshr i32 %1081, 7
  %1083 = load i32, ptr %4, align 4
  %1084 = xor i32 %1083, %1082
  store i32 %1084, ptr %4, align 4
  %1085 = load i32, ptr %4, align 4
  %1086 = and i32 %1085, 256
  %1087 = icmp ne i32 %1086, 0
  br i1 %1087, label %1088, label %1089

1088:                                             ; preds = %1077
  store i32 38, ptr %6, align 4
  br label %8

1089:                                             ; preds = %1077
  store i32 100, ptr %6, align 4
  br label %8

1090:                                             ; preds = %89
  %1091 = load i32, ptr %4, align 4
  %1092 = mul i32 %1091, -1562310201
  %1093 = add i32 %1092, 566950641
  store i32 %1093, ptr %4, align 4
  %1094 = load i32, ptr %4, align 4
  %1095 = lshr i32 %1094, 8
  %1096 = load i32, ptr %4, align 4
  %1097 = xor i32 %1096, %1095
  store i32 %1097, ptr %4, align 4
  %1098 = load i32, ptr %4, align 4
  %1099 = and i32 %1098, 256
  %1100 = icmp ne i32 %1099, 0
  br i1 %1100, label %1101, label %1102

1101:                                             ; preds = %1090
  store i32 58, ptr %6, align 4
  br label %8

1102:                                             ; preds = %1090
  store i32 81, ptr %6, align 4
  br label %8

1103:                                             ; preds = %90
  %1104 = load i32, ptr %4, align 4
  %1105 = mul i32 %1104, -956276573
  %1106 = add i32 %1105, 105696157
  store i32 %1106, ptr %4, align 4
  %1107 = load i32, ptr %4, align 4
  %1108 = lshr i32 %1107, 9
  %1109 = load i32, ptr %4, align 4
  %1110 = xor i32 %1109, %1108
  store i32 %1110, ptr %4, align 4
  %1111 = load i32, ptr %4, align 4
  %1112 = and i32 %1111, 256
  %1113 = icmp ne i32 %1112, 0
  br i1 %1113, label %1114, label %1115

1114:                                             ; preds = %1103
  store i32 89, ptr %6, align 4
  br label %8

1115:                                             ; preds = %1103
  store i32 10, ptr %6, align 4
  br label %8

1116:                                             ; preds = %91
  %1117 = load i32, ptr %4, align 4
  %1118 = mul i32 %1117, -867662957
  %1119 = add i32 %1118, -431746090
  store i32 %1119, ptr %4, align 4
  %1120 = load i32, ptr %4, align 4
  %1121 = lshr i32 %1120, 10
  %1122 = load i32, ptr %4, align 4
  %1123 = xor i32 %1122, %1121
  store i32 %1123, ptr %4, align 4
  %1124 = load i32, ptr %4, align 4
  %1125 = and i32 %1124, 256
  %1126 = icmp ne i32 %1125, 0
  br i1 %1126, label %1127, label %1128

1127:                                             ; preds = %1116
  store i32 138, ptr %6, align 4
  br label %8

1128:                                             ; preds = %1116
  store i32 61, ptr %6, align 4
  br label %8

1129:                                             ; preds = %92
  %1130 = load i32, ptr %4, align 4
  %1131 = mul i32 %1130, 755930391
  %1132 = add i32 %1131, -1358660463
  store i32 %1132, ptr %4, align 4
  %1133 = load i32, ptr %4, align 4
  %1134 = lshr i32 %1133, 11
  %1135 = load i32, ptr %4, align 4
  %1136 = xor i32 %1135, %1134
  store i32 %1136, ptr %4, align 4
  %1137 = load i32, ptr %4, align 4
  %1138 = and i32 %1137, 256
  %1139 = icmp ne i32 %1138, 0
  br i1 %1139, label %1140, label %1141

1140:                                             ; preds = %1129
  store i32 87, ptr %6, align 4
  br label %8

1141:                                             ; preds = %1129
  store i32 25, ptr %6, align 4
  br label %8

1142:                                             ; preds = %93
  %1143 = load i32, ptr %4, align 4
  %1144 = mul i32 %1143, -1592945629
  %1145 = add i32 %1144, -1717675277
  store i32 %1145, ptr %4, align 4
  %1146 = load i32, ptr %4, align 4
  %1147 = lshr i32 %1146, 12
  %1148 = load i32, ptr %4, align 4
  %1149 = xor i32 %1148, %1147
  store i32 %1149, ptr %4, align 4
  %1150 = load i32, ptr %4, align 4
  %1151 = and i32 %1150, 256
  %1152 = icmp ne i32 %1151, 0
  br i1 %1152, label %1153, label %1154

1153:                                             ; preds = %1142
  store i32 40, ptr %6, align 4
  br label %8

1154:                                             ; preds = %1142
  store i32 124, ptr %6, align 4
  br label %8

1155:                                             ; preds = %94
  %1156 = load i32, ptr %4, align 4
  %1157 = mul i32 %1156, 24048377
  %1158 = add i32 %1157, 1098069826
  store i32 %1158, ptr %4, align 4
  %1159 = load i32, ptr %4, align 4
  %1160 = lshr i32 %1159, 13
  %1161 = load i32, ptr %4, align 4
  %1162 = xor i32 %1161, %1160
  store i32 %1162, ptr %4, align 4
  %1163 = load i32, ptr %4, align 4
  %1164 = and i32 %1163, 256
  %1165 = icmp ne i32 %1164, 0
  br i1 %1165, label %1166, label %1167

1166:                                             ; preds = %1155
  store i32 98, ptr %6, align 4
  br label %8

1167:                                             ; preds = %1155
  store i32 38, ptr %6, align 4
  br label %8

1168:                                             ; preds = %95
  %1169 = load i32, ptr %4, align 4
  %1170 = mul i32 %1169, -2076529645
  %1171 = add i32 %1170, -1277542843
  store i32 %1171, ptr %4, align 4
  %1172 = load i32, ptr %4, align 4
  %1173 = lshr i32 %1172, 14
  %1174 = load i32, ptr %4, align 4
  %1175 = xor i32 %1174, %1173
  store i32 %1175, ptr %4, align 4
  %1176 = load i32, ptr %4, align 4
  %1177 = and i32 %1176, 256
  %1178 = icmp ne i32 %1177, 0
  br i1 %1178, label %1179, label %1180

1179:                                             ; preds = %1168
  store i32 82, ptr %6, align 4
  br label %8

1180:                                             ; preds = %1168
  store i32 148, ptr %6, align 4
  br label %8

1181:                                             ; preds = %96
  %1182 = load i32, ptr %4, align 4
  %1183 = mul i32 %1182, -1150314575
  %1184 = add i32 %1183, 869135589
  store i32 %1184, ptr %4, align 4
  %1185 = load i32, ptr %4, align 4
  %1186 = lshr i32 %1185, 15
  %1187 = load i32, ptr %4, align 4
  %1188 = xor i32 %1187, %1186
  store i32 %1188, ptr %4, align 4
  %1189 = load i32, ptr %4, align 4
  %1190 = and i32 %1189, 256
  %1191 = icmp ne i32 %1190, 0
  br i1 %1191, label %1192, label %1193

1192:                                             ; preds = %1181
  store i32 3, ptr %6, align 4
  br label %8

1193:                                             ; preds = %1181
  store i32 52, ptr %6, align 4
  br label %8

1194:                                             ; preds = %97
  %1195 = load i32, ptr %4, align 4
  %1196 = mul i32 %1195, -1200433017
  %1197 = add i32 %1196, -337784379
  store i32 %1197, ptr %4, align 4
  %1198 = load i32, ptr %4, align 4
  %1199 = lshr i32 %1198, 3
  %1200 = load i32, ptr %4, align 4
  %1201 = xor i32 %1200, %1199
  store i32 %1201, ptr %4, align 4
  %1202 = load i32, ptr %4, align 4
  %1203 = and i32 %1202, 256
  %1204 = icmp ne i32 %1203, 0
  br i1 %1204, label %1205, label %1206

1205:                                             ; preds = %1194
  store i32 12, ptr %6, align 4
  br label %8

1206:                                             ; preds = %1194
  store i32 66, ptr %6, align 4
  br label %8

1207:                                             ; preds = %98
  %1208 = load i32, ptr %4, align 4
  %1209 = mul i32 %1208, 1186623401
  %1210 = add i32 %1209, 729500040
  store i32 %1210, ptr %4, align 4
  %1211 = load i32, ptr %4, align 4
  %1212 = lshr i32 %1211, 4
  %1213 = load i32, ptr %4, align 4
  %1214 = xor i32 %1213, %1212
  store i32 %1214, ptr %4, align 4
  %1215 = load i32, ptr %4, align 4
  %1216 = and i32 %1215, 256
  %1217 = icmp ne i32 %1216, 0
  br i1 %1217, label %1218, label %1219

1218:                                             ; preds = %1207
  store i32 15, ptr %6, align 4
  br label %8

1219:                                             ; preds = %1207
  store i32 145, ptr %6, align 4
  br label %8

1220:                                             ; preds = %99
  %1221 = load i32, ptr %4, align 4
  %1222 = mul i32 %1221, 102027021
  %1223 = add i32 %1222, 793390229
  store i32 %1223, ptr %4, align 4
  %1224 = load i32, ptr %4, align 4
  %1225 = lshr i32 %1224, 5
  %1226 = load i32, ptr %4, align 4
  %1227 = xor i32 %1226, %1225
  store i32 %1227, ptr %4, align 4
  %1228 = load i32, ptr %4, align 4
  %1229 = and i32 %1228, 256
  %1230 = icmp ne i32 %1229, 0
  br i1 %1230, label %1231, label %1232

1231:                                             ; preds = %1220
  store i32 113, ptr %6, align 4
  br label %8

1232:                                             ; preds = %1220
  store i32 136, ptr %6, align 4
  br label %8

1233:                                             ; preds = %100
  %1234 = load i32, ptr %4, align 4
  %1235 = mul i32 %1234, -831758495
  %1236 = add i32 %1235, -1775344794
  store i32 %1236, ptr %4, align 4
  %1237 = load i32, ptr %4, align 4
  %1238 = lshr i32 %1237, 6
  %1239 = load i32, ptr %4, align 4
  %1240 = xor i32 %1239, %1238
  store i32 %1240, ptr %4, align 4
  %1241 = load i32, ptr %4, align 4
  %1242 = and i32 %1241, 256
  %1243 = icmp ne i32 %1242, 0
  br i1 %1243, label %1244, label %1245

1244:                                             ; preds = %1233
  store i32 20, ptr %6, align 4
  br label %8

1245:                                             ; preds = %1233
  store i32 91, ptr %6, align 4
  br label %8

1246:                                             ; preds = %101
  %1247 = load i32, ptr %4, align 4
  %1248 = mul i32 %1247, -258587133
  %1249 = add i32 %1248, -872838745
  store i32 %1249, ptr %4, align 4
  %1250 = load i32, ptr %4, align 4
  %1251 = lshr i32 %1250, 7
  %1252 = load i32, ptr %4, align 4
  %1253 = xor i32 %1252, %1251
  store i32 %1253, ptr %4, align 4
  %1254 = load i32, ptr %4, align 4
  %1255 = and i32 %1254, 256
  %1256 = icmp ne i32 %1255, 0
  br i1 %1256, label %1257, label %1258

1257:                                             ; preds = %1246
  store i32 99, ptr %6, align 4
  br label %8

1258:                                             ; preds = %1246
  store i32 40, ptr %6, align 4
  br label %8

1259:                                             ; preds = %102
  %1260 = load i32, ptr %4, align 4
  %1261 = mul i32 %1260, 2058644651
  %1262 = add i32 %1261, 1770618942
  store i32 %1262, ptr %4, align 4
  %1263 = load i32, ptr %4, align 4
  %1264 = lshr i32 %1263, 8
  %1265 = load i32, ptr %4, align 4
  %1266 = xor i32 %1265, %1264
  store i32 %1266, ptr %4, align 4
  %1267 = load i32, ptr %4, align 4
  %1268 = and i32 %1267, 256
  %1269 = icmp ne i32 %1268, 0
  br i1 %1269, label %1270, label %1271

1270:                                             ; preds = %1259
  store i32 45, ptr %6, align 4
  br label %8

1271:                                             ; preds = %1259
  store i32 72, ptr %6, align 4
  br label %8

1272:                                             ; preds = %103
  %1273 = load i32, ptr %4, align 4
  %1274 = mul i32 %1273, -435369309
  %1275 = add i32 %1274, -1206510579
  store i32 %1275, ptr %4, align 4
  %1276 = load i32, ptr %4, align 4
  %1277 = lshr i32 %1276, 9
  %1278 = load i32, ptr %4, align 4
  %1279 = xor i32 %1278, %1277
  store i32 %1279, ptr %4, align 4
  %1280 = load i32, ptr %4, align 4
  %1281 = and i32 %1280, 256
  %1282 = icmp ne i32 %1281, 0
  br i1 %1282, label %1283, label %1284

1283:                                             ; preds = %1272
  store i32 2, ptr %6, align 4
  br label %8

1284:                                             ; preds = %1272
  store i32 9, ptr %6, align 4
  br label %8

1285:                                             ; preds = %104
  %1286 = load i32, ptr %4, align 4
  %1287 = mul i32 %1286, 1427215211
  %1288 = add i32 %1287, 519983137
  store i32 %1288, ptr %4, align 4
  %1289 = load i32, ptr %4, align 4
  %1290 = lshr i32 %1289, 10
  %1291 = load i32, ptr %4, align 4
  %1292 = xor i32 %1291, %1290
  store i32 %1292, ptr %4, align 4
  %1293 = load i32, ptr %4, align 4
  %1294 = and i32 %1293, 256
  %1295 = icmp ne i32 %1294, 0
  br i1 %1295, label %1296, label %1297

1296:                                             ; preds = %1285
  store i32 94, ptr %6, align 4
  br label %8

1297:                                             ; preds = %1285
  store i32 23, ptr %6, align 4
  br label %8

1298:                                             ; preds = %105
  %1299 = load i32, ptr %4, align 4
  %1300 = mul i32 %1299, -1315043017
  %1301 = add i32 %1300, 1108540958
  store i32 %1301, ptr %4, align 4
  %1302 = load i32, ptr %4, align 4
  %1303 = lshr i32 %1302, 11
  %1304 = load i32, ptr %4, align 4
  %1305 = xor i32 %1304, %1303
  store i32 %1305, ptr %4, align 4
  %1306 = load i32, ptr %4, align 4
  %1307 = and i32 %1306, 256
  %1308 = icmp ne i32 %1307, 0
  br i1 %1308, label %1309, label %1310

1309:                                             ; preds = %1298
  store i32 55, ptr %6, align 4
  br label %8

1310:                                             ; preds = %1298
  store i32 24, ptr %6, align 4
  br label %8

1311:                                             ; preds = %106
  %1312 = load i32, ptr %4, align 4
  %1313 = mul i32 %1312, -1584014705
  %1314 = add i32 %1313, -2056591470
  store i32 %1314, ptr %4, align 4
  %1315 = load i32, ptr %4, align 4
  %1316 = lshr i32 %1315, 12
  %1317 = load i32, ptr %4, align 4
  %1318 = xor i32 %1317, %1316
  store i32 %1318, ptr %4, align 4
  %1319 = load i32, ptr %4, align 4
  %1320 = and i32 %1319, 256
  %1321 = icmp ne i32 %1320, 0
  br i1 %1321, label %1322, label %1323

1322:                                             ; preds = %1311
  store i32 131, ptr %6, align 4
  br label %8

1323:                                             ; preds = %1311
  store i32 135, ptr %6, align 4
  br label %8

1324:                                             ; preds = %107
  %1325 = load i32, ptr %4, align 4
  %1326 = mul i32 %1325, 865947341
  %1327 = add i32 %1326, -1107332858
  store i32 %1327, ptr %4, align 4
  %1328 = load i32, ptr %4, align 4
  %1329 = lshr i32 %1328, 13
  %1330 = load i32, ptr %4, align 4
  %1331 = xor i32 %1330, %1329
  store i32 %1331, ptr %4, align 4
  %1332 = load i32, ptr %4, align 4
  %1333 = and i32 %1332, 256
  %1334 = icmp ne i32 %1333, 0
  br i1 %1334, label %1335, label %1336

1335:                                             ; preds = %1324
  store i32 31, ptr %6, align 4
  br label %8

1336:                                             ; preds = %1324
  store i32 53, ptr %6, align 4
  br label %8

1337:                                             ; preds = %108
  %1338 = load i32, ptr %4, align 4
  %1339 = mul i32 %1338, -900347621
  %1340 = add i32 %1339, -1558751794
  store i32 %1340, ptr %4, align 4
  %1341 = load i32, ptr %4, align 4
  %1342 = lshr i32 %1341, 14
  %1343 = load i32, ptr %4, align 4
  %1344 = xor i32 %1343, %1342
  store i32 %1344, ptr %4, align 4
  %1345 = load i32, ptr %4, align 4
  %1346 = and i32 %1345, 256
  %1347 = icmp ne i32 %1346, 0
  br i1 %1347, label %1348, label %1349

1348:                                             ; preds = %1337
  store i32 123, ptr %6, align 4
  br label %8

1349:                                             ; preds = %1337
  store i32 140, ptr %6, align 4
  br label %8

1350:                                             ; preds = %109
  %1351 = load i32, ptr %4, align 4
  %1352 = mul i32 %1351, -1608017669
  %1353 = add i32 %1352, 1833313030
  store i32 %1353, ptr %4, align 4
  %1354 = load i32, ptr %4, align 4
  %1355 = lshr i32 %1354, 15
  %1356 = load i32, ptr %4, align 4
  %1357 = xor i32 %1356, %1355
  store i32 %1357, ptr %4, align 4
  %1358 = load i32, ptr %4, align 4
  %1359 = and i32 %1358, 256
  %1360 = icmp ne i32 %1359, 0
  br i1 %1360, label %1361, label %1362

1361:                                             ; preds = %1350
  store i32 159, ptr %6, align 4
  br label %8

1362:                                             ; preds = %1350
  store i32 129, ptr %6, align 4
  br label %8

1363:                                             ; preds = %110
  %1364 = load i32, ptr %4, align 4
  %1365 = mul i32 %1364, 1297998559
  %1366 = add i32 %1365, 1195994882
  store i32 %1366, ptr %4, align 4
  %1367 = load i32, ptr %4, align 4
  %1368 = lshr i32 %1367, 3
  %1369 = load i32, ptr %4, align 4
  %1370 = xor i32 %1369, %1368
  store i32 %1370, ptr %4, align 4
  %1371 = load i32, ptr %4, align 4
  %1372 = and i32 %1371, 256
  %1373 = icmp ne i32 %1372, 0
  br i1 %1373, label %1374, label %1375

1374:                                             ; preds = %1363
  store i32 15, ptr %6, align 4
  br label %8

1375:                                             ; preds = %1363
  store i32 104, ptr %6, align 4
  br label %8

1376:                                             ; preds = %111
  %1377 = load i32, ptr %4, align 4
  %1378 = mul i32 %1377, 120791359
  %1379 = add i32 %1378, -842332627
  store i32 %1379, ptr %4, align 4
  %1380 = load i32, ptr %4, align 4
  %1381 = lshr i32 %1380, 4
  %1382 = load i32, ptr %4, align 4
  %1383 = xor i32 %1382, %1381
  store i32 %1383, ptr %4, align 4
  %1384 = load i32, ptr %4, align 4
  %1385 = and i32 %1384, 256
  %1386 = icmp ne i32 %1385, 0
  br i1 %1386, label %1387, label %1388

1387:                                             ; preds = %1376
  store i32 3, ptr %6, align 4
  br label %8

1388:                                             ; preds = %1376
  store i32 134, ptr %6, align 4
  br label %8

1389:                                             ; preds = %112
  %1390 = load i32, ptr %4, align 4
  %1391 = mul i32 %1390, -1171996605
  %1392 = add i32 %1391, -1412134157
  store i32 %1392, ptr %4, align 4
  %1393 = load i32, ptr %4, align 4
  %1394 = lshr i32 %1393, 5
  %1395 = load i32, ptr %4, align 4
  %1396 = xor i32 %1395, %1394
  store i32 %1396, ptr %4, align 4
  %1397 = load i32, ptr %4, align 4
  %1398 = and i32 %1397, 256
  %1399 = icmp ne i32 %1398, 0
  br i1 %1399, label %1400, label %1401

1400:                                             ; preds = %1389
  store i32 125, ptr %6, align 4
  br label %8

1401:                                             ; preds = %1389
  store i32 3, ptr %6, align 4
  br label %8

1402:                                             ; preds = %113
  %1403 = load i32, ptr %4, align 4
  %1404 = mul i32 %1403, 1708106165
  %1405 = add i32 %1404, -1444804660
  store i32 %1405, ptr %4, align 4
  %1406 = load i32, ptr %4, align 4
  %1407 = lshr i32 %1406, 6
  %1408 = load i32, ptr %4, align 4
  %1409 = xor i32 %1408, %1407
  store i32 %1409, ptr %4, align 4
  %1410 = load i32, ptr %4, align 4
  %1411 = and i32 %1410, 256
  %1412 = icmp ne i32 %1411, 0
  br i1 %1412, label %1413, label %1414

1413:                                             ; preds = %1402
  store i32 83, ptr %6, align 4
  br label %8

1414:                                             ; preds = %1402
  store i32 133, ptr %6, align 4
  br label %8

1415:                                             ; preds = %114
  %1416 = load i32, ptr %4, align 4
  %1417 = mul i32 %1416, 1576358333
  %1418 = add i32 %1417, 1131021141
  store i32 %1418, ptr %4, align 4
  %1419 = load i32, ptr %4, align 4
  %1420 = lshr i32 %1419, 7
  %1421 = load i32, ptr %4, align 4
  %1422 = xor i32 %1421, %1420
  store i32 %1422, ptr %4, align 4
  %1423 = load i32, ptr %4, align 4
  %1424 = and i32 %1423, 256
  %1425 = icmp ne i32 %1424, 0
  br i1 %1425, label %1426, label %1427

1426:                                             ; preds = %1415
  store i32 156, ptr %6, align 4
  br label %8

1427:                                             ; preds = %1415
  store i32 38, ptr %6, align 4
  br label %8

1428:                                             ; preds = %115
  %1429 = load i32, ptr %4, align 4
  %1430 = mul i32 %1429, 925004795
  %1431 = add i32 %1430, 1604343577
  store i32 %1431, ptr %4, align 4
  %1432 = load i32, ptr %4, align 4
  %1433 = lshr i32 %1432, 8
  %1434 = load i32, ptr %4, align 4
  %1435 = xor i32 %1434, %1433
  store i32 %1435, ptr %4, align 4
  %1436 = load i32, ptr %4, align 4
  %1437 = and i32 %1436, 256
  %1438 = icmp ne i32 %1437, 0
  br i1 %1438, label %1439, label %1440

1439:                                             ; preds = %1428
  store i32 107, ptr %6, align 4
  br label %8

1440:                                             ; preds = %1428
  store i32 150, ptr %6, align 4
  br label %8

1441:                                             ; preds = %116
  %1442 = load i32, ptr %4, align 4
  %1443 = mul i32 %1442, -274098105
  %1444 = add i32 %1443, 1330317306
  store i32 %1444, ptr %4, align 4
  %1445 = load i32, ptr %4, align 4
  %1446 = lshr i32 %1445, 9
  %1447 = load i32, ptr %4, align 4
  %1448 = xor i32 %1447, %1446
  store i32 %1448, ptr %4, align 4
  %1449 = load i32, ptr %4, align 4
  %1450 = and i32 %1449, 256
  %1451 = icmp ne i32 %1450, 0
  br i1 %1451, label %1452, label %1453

1452:                                             ; preds = %1441
  store i32 140, ptr %6, align 4
  br label %8

1453:                                             ; preds = %1441
  store i32 136, ptr %6, align 4
  br label %8

1454:                                             ; preds = %117
  %1455 = load i32, ptr %4, align 4
  %1456 = mul i32 %1455, -1884470347
  %1457 = add i32 %1456, -1659460889
  store i32 %1457, ptr %4, align 4
  %1458 = load i32, ptr %4, align 4
  %1459 = lshr i32 %1458, 10
  %1460 = load i32, ptr %4, align 4
  %1461 = xor i32 %1460, %1459
  store i32 %1461, ptr %4, align 4
  %1462 = load i32, ptr %4, align 4
  %1463 = and i32 %1462, 256
  %1464 = icmp ne i32 %1463, 0
  br i1 %1464, label %1465, label %1466

1465:                                             ; preds = %1454
  store i32 51, ptr %6, align 4
  br label %8

1466:                                             ; preds = %1454
  store i32 83, ptr %6, align 4
  br label %8

1467:                                             ; preds = %118
  %1468 = load i32, ptr %4, align 4
  %1469 = mul i32 %1468, -60046567
  %1470 = add i32 %1469, 1936625052
  store i32 %1470, ptr %4, align 4
  %1471 = load i32, ptr %4, align 4
  %1472 = lshr i32 %1471, 11
  %1473 = load i32, ptr %4, align 4
  %1474 = xor i32 %1473, %1472
  store i32 %1474, ptr %4, align 4
  %1475 = load i32, ptr %4, align 4
  %1476 = and i32 %1475, 256
  %1477 = icmp ne i32 %1476, 0
  br i1 %1477, label %1478, label %1479

1478:                                             ; preds = %1467
  store i32 93, ptr %6, align 4
  br label %8

1479:                                             ; preds = %1467
  store i32 150, ptr %6, align 4
  br label %8

1480:                                             ; preds = %119
  %1481 = load i32, ptr %4, align 4
  %1482 = mul i32 %1481, 1075577009
  %1483 = add i32 %1482, 451576756
  store i32 %1483, ptr %4, align 4
  %1484 = load i32, ptr %4, align 4
  %1485 = lshr i32 %1484, 12
  %1486 = load i32, ptr %4, align 4
  %1487 = xor i32 %1486, %1485
  store i32 %1487, ptr %4, align 4
  %1488 = load i32, ptr %4, align 4
  %1489 = and i32 %1488, 256
  %1490 = icmp ne i32 %1489, 0
  br i1 %1490, label %1491, label %1492

1491:                                             ; preds = %1480
  store i32 30, ptr %6, align 4
  br label %8

1492:                                             ; preds = %1480
  store i32 41, ptr %6, align 4
  br label %8

1493:                                             ; preds = %120
  %1494 = load i32, ptr %4, align 4
  %1495 = mul i32 %1494, 989759647
  %1496 = add i32 %1495, 2038192223
  store i32 %1496, ptr %4, align 4
  %1497 = load i32, ptr %4, align 4
  %1498 = lshr i32 %1497, 13
  %1499 = load i32, ptr %4, align 4
  %1500 = xor i32 %1499, %1498
  store i32 %1500, ptr %4, align 4
  %1501 = load i32, ptr %4, align 4
  %1502 = and i32 %1501, 256
  %1503 = icmp ne i32 %1502, 0
  br i1 %1503, label %1504, label %1505

1504:                                             ; preds = %1493
  store i32 142, ptr %6, align 4
  br label %8

1505:                                             ; preds = %1493
  store i32 117, ptr %6, align 4
  br label %8

1506:                                             ; preds = %121
  %1507 = load i32, ptr %4, align 4
  %1508 = mul i32 %1507, 396343185
  %1509 = add i32 %1508, -1770310004
  store i32 %1509, ptr %4, align 4
  %1510 = load i32, ptr %4, align 4
  %1511 = lshr i32 %1510, 14
  %1512 = load i32, ptr %4, align 4
  %1513 = xor i32 %1512, %1511
  store i32 %1513, ptr %4, align 4
  %1514 = load i32, ptr %4, align 4
  %1515 = and i32 %1514, 256
  %1516 = icmp ne i32 %1515, 0
  br i1 %1516, label %1517, label %1518

1517:                                             ; preds = %1506
  store i32 38, ptr %6, align 4
  br label %8

1518:                                             ; preds = %1506
  store i32 106, ptr %6, align 4
  br label %8

1519:                                             ; preds = %122
  %1520 = load i32, ptr %4, align 4
  %1521 = mul i32 %1520, -343464313
  %1522 = add i32 %1521, 1504397314
  store i32 %1522, ptr %4, align 4
  %1523 = load i32, ptr %4, align 4
  %1524 = lshr i32 %1523, 15
  %1525 = load i32, ptr %4, align 4
  %1526 = xor i32 %1525, %1524
  store i32 %1526, ptr %4, align 4
  %1527 = load i32, ptr %4, align 4
  %1528 = and i32 %1527, 256
  %1529 = icmp ne i32 %1528, 0
  br i1 %1529, label %1530, label %1531

1530:                                             ; preds = %1519
  store i32 20, ptr %6, align 4
  br label %8

1531:                                             ; preds = %1519
  store i32 112, ptr %6, align 4
  br label %8

1532:                                             ; preds = %123
  %1533 = load i32, ptr %4, align 4
  %1534 = mul i32 %1533, -885346809
  %1535 = add i32 %1534, -2116419667
  store i32 %1535, ptr %4, align 4
  %1536 = load i32, ptr %4, align 4
  %1537 = lshr i32 %1536, 3
  %1538 = load i32, ptr %4, align 4
  %1539 = xor i32 %1538, %1537
  store i32 %1539, ptr %4, align 4
  %1540 = load i32, ptr %4, align 4
  %1541 = and i32 %1540, 256
  %1542 = icmp ne i32 %1541, 0
  br i1 %1542, label %1543, label %1544

1543:                                             ; preds = %1532
  store i32 126, ptr %6, align 4
  br label %8

1544:                                             ; preds = %1532
  store i32 6, ptr %6, align 4
  br label %8

1545:                                             ; preds = %124
  %1546 = load i32, ptr %4, align 4
  %1547 = mul i32 %1546, 876295005
  %1548 = add i32 %1547, -3047107
  store i32 %1548, ptr %4, align 4
  %1549 = load i32, ptr %4, align 4
  %1550 = lshr i32 %1549, 4
  %1551 = load i32, ptr %4, align 4
  %1552 = xor i32 %1551, %1550
  store i32 %1552, ptr %4, align 4
  %1553 = load i32, ptr %4, align 4
  %1554 = and i32 %1553, 256
  %1555 = icmp ne i32 %1554, 0
  br i1 %1555, label %1556, label %1557

1556:                                             ; preds = %1545
  store i32 42, ptr %6, align 4
  br label %8

1557:                                             ; preds = %1545
  store i32 95, ptr %6, align 4
  br label %8

1558:                                             ; preds = %125
  %1559 = load i32, ptr %4, align 4
  %1560 = mul i32 %1559, 1079203233
  %1561 = add i32 %1560, 896156370
  store i32 %1561, ptr %4, align 4
  %1562 = load i32, ptr %4, align 4
  %1563 = lshr i32 %1562, 5
  %1564 = load i32, ptr %4, align 4
  %1565 = xor i32 %1564, %1563
  store i32 %1565, ptr %4, align 4
  %1566 = load i32, ptr %4, align 4
  %1567 = and i32 %1566, 256
  %1568 = icmp ne i32 %1567, 0
  br i1 %1568, label %1569, label %1570

1569:                                             ; preds = %1558
  store i32 85, ptr %6, align 4
  br label %8

1570:                                             ; preds = %1558
  store i32 7, ptr %6, align 4
  br label %8

1571:                                             ; preds = %126
  %1572 = load i32, ptr %4, align 4
  %1573 = mul i32 %1572, -350978765
  %1574 = add i32 %1573, 567016369
  store i32 %1574, ptr %4, align 4
  %1575 = load i32, ptr %4, align 4
  %1576 = lshr i32 %1575, 6
  %1577 = load i32, ptr %4, align 4
  %1578 = xor i32 %1577, %1576
  store i32 %1578, ptr %4, align 4
  %1579 = load i32, ptr %4, align 4
  %1580 = and i32 %1579, 256
  %1581 = icmp ne i32 %1580, 0
  br i1 %1581, label %1582, label %1583

1582:                                             ; preds = %1571
  store i32 59, ptr %6, align 4
  br label %8

1583:                                             ; preds = %1571
  store i32 99, ptr %6, align 4
  br label %8

1584:                                             ; preds = %127
  %1585 = load i32, ptr %4, align 4
  %1586 = mul i32 %1585, -1891029977
  %1587 = add i32 %1586, -1537901897
  store i32 %1587, ptr %4, align 4
  %1588 = load i32, ptr %4, align 4
  %1589 = lshr i32 %1588, 7
  %1590 = load i32, ptr %4, align 4
  %1591 = xor i32 %1590, %1589
  store i32 %1591, ptr %4, align 4
  %1592 = load i32, ptr %4, align 4
  %1593 = and i32 %1592, 256
  %1594 = icmp ne i32 %1593, 0
  br i1 %1594, label %1595, label %1596

1595:                                             ; preds = %1584
  store i32 52, ptr %6, align 4
  br label %8

1596:                                             ; preds = %1584
  store i32 90, ptr %6, align 4
  br label %8

1597:                                             ; preds = %128
  %1598 = load i32, ptr %4, align 4
  %1599 = mul i32 %1598, 25123661
  %1600 = add i32 %1599, 437999373
  store i32 %1600, ptr %4, align 4
  %1601 = load i32, ptr %4, align 4
  %1602 = lshr i32 %1601, 8
  %1603 = load i32, ptr %4, align 4
  %1604 = xor i32 %1603, %1602
  store i32 %1604, ptr %4, align 4
  %1605 = load i32, ptr %4, align 4
  %1606 = and i32 %1605, 256
  %1607 = icmp ne i32 %1606, 0
  br i1 %1607, label %1608, label %1609

1608:                                             ; preds = %1597
  store i32 41, ptr %6, align 4
  br label %8

1609:                                             ; preds = %1597
  store i32 138, ptr %6, align 4
  br label %8

1610:                                             ; preds = %129
  %1611 = load i32, ptr %4, align 4
  %1612 = mul i32 %1611, 71075363
  %1613 = add i32 %1612, -386458487
  store i32 %1613, ptr %4, align 4
  %1614 = load i32, ptr %4, align 4
  %1615 = lshr i32 %1614, 9
  %1616 = load i32, ptr %4, align 4
  %1617 = xor i32 %1616, %1615
  store i32 %1617, ptr %4, align 4
  %1618 = load i32, ptr %4, align 4
  %1619 = and i32 %1618, 256
  %1620 = icmp ne i32 %1619, 0
  br i1 %1620, label %1621, label %1622

1621:                                             ; preds = %1610
  store i32 41, ptr %6, align 4
  br label %8

1622:                                             ; preds = %1610
  store i32 152, ptr %6, align 4
  br label %8

1623:                                             ; preds = %130
  %1624 = load i32, ptr %4, align 4
  %1625 = mul i32 %1624, 649979101
  %1626 = add i32 %1625, 1122873370
  store i32 %1626, ptr %4, align 4
  %1627 = load i32, ptr %4, align 4
  %1628 = lshr i32 %1627, 10
  %1629 = load i32, ptr %4, align 4
  %1630 = xor i32 %1629, %1628
  store i32 %1630, ptr %4, align 4
  %1631 = load i32, ptr %4, align 4
  %1632 = and i32 %1631, 256
  %1633 = icmp ne i32 %1632, 0
  br i1 %1633, label %1634, label %1635

1634:                                             ; preds = %1623
  store i32 73, ptr %6, align 4
  br label %8

1635:                                             ; preds = %1623
  store i32 4, ptr %6, align 4
  br label %8

1636:                                             ; preds = %131
  %1637 = load i32, ptr %4, align 4
  %1638 = mul i32 %1637, -1874914311
  %1639 = add i32 %1638, 55716182
  store i32 %1639, ptr %4, align 4
  %1640 = load i32, ptr %4, align 4
  %1641 = lshr i32 %1640, 11
  %1642 = load i32, ptr %4, align 4
  %1643 = xor i32 %1642, %1641
  store i32 %1643, ptr %4, align 4
  %1644 = load i32, ptr %4, align 4
  %1645 = and i32 %1644, 256
  %1646 = icmp ne i32 %1645, 0
  br i1 %1646, label %1647, label %1648

1647:                                             ; preds = %1636
  store i32 38, ptr %6, align 4
  br label %8

1648:                                             ; preds = %1636
  store i32 81, ptr %6, align 4
  br label %8

1649:                                             ; preds = %132
  %1650 = load i32, ptr %4, align 4
  %1651 = mul i32 %1650, -1795145405
  %1652 = add i32 %1651, 965317233
  store i32 %1652, ptr %4, align 4
  %1653 = load i32, ptr %4, align 4
  %1654 = lshr i32 %1653, 12
  %1655 = load i32, ptr %4, align 4
  %1656 = xor i32 %1655, %1654
  store i32 %1656, ptr %4, align 4
  %1657 = load i32, ptr %4, align 4
  %1658 = and i32 %1657, 256
  %1659 = icmp ne i32 %1658, 0
  br i1 %1659, label %1660, label %1661

1660:                                             ; preds = %1649
  store i32 137, ptr %6, align 4
  br label %8

1661:                                             ; preds = %1649
  store i32 120, ptr %6, align 4
  br label %8

1662:                                             ; preds = %133
  %1663 = load i32, ptr %4, align 4
  %1664 = mul i32 %1663, -905166151
  %1665 = add i32 %1664, -1563958648
  store i32 %1665, ptr %4, align 4
  %1666 = load i32, ptr %4, align 4
  %1667 = lshr i32 %1666, 13
  %1668 = load i32, ptr %4, align 4
  %1669 = xor i32 %1668, %1667
  store i32 %1669, ptr %4, align 4
  %1670 = load i32, ptr %4, align 4
  %1671 = and i32 %1670, 256
  %1672 = icmp ne i32 %1671, 0
  br i1 %1672, label %1673, label %1674

1673:                                             ; preds = %1662
  store i32 23, ptr %6, align 4
  br label %8

1674:                                             ; preds = %1662
  store i32 112, ptr %6, align 4
  br label %8

1675:                                             ; preds = %134
  %1676 = load i32, ptr %4, align 4
  %1677 = mul i32 %1676, -305936617
  %1678 = add i32 %1677, 107650275
  store i32 %1678, ptr %4, align 4
  %1679 = load i32, ptr %4, align 4
  %1680 = lshr i32 %1679, 14
  %1681 = load i32, ptr %4, align 4
  %1682 = xor i32 %1681, %1680
  store i32 %1682, ptr %4, align 4
  %1683 = load i32, ptr %4, align 4
  %1684 = and i32 %1683, 256
  %1685 = icmp ne i32 %1684, 0
  br i1 %1685, label %1686, label %1687

1686:                                             ; preds = %1675
  store i32 133, ptr %6, align 4
  br label %8

1687:                                             ; preds = %1675
  store i32 11, ptr %6, align 4
  br label %8

1688:                                             ; preds = %135
  %1689 = load i32, ptr %4, align 4
  %1690 = mul i32 %1689, -923449171
  %1691 = add i32 %1690, -1515153503
  store i32 %1691, ptr %4, align 4
  %1692 = load i32, ptr %4, align 4
  %1693 = lshr i32 %1692, 15
  %1694 = load i32, ptr %4, align 4
  %1695 = xor i32 %1694, %1693
  store i32 %1695, ptr %4, align 4
  %1696 = load i32, ptr %4, align 4
  %1697 = and i32 %1696, 256
  %1698 = icmp ne i32 %1697, 0
  br i1 %1698, label %1699, label %1700

1699:                                             ; preds = %1688
  store i32 0, ptr %6, align 4
  br label %8

1700:                                             ; preds = %1688
  store i32 81, ptr %6, align 4
  br label %8

1701:                                             ; preds = %136
  %1702 = load i32, ptr %4, align 4
  %1703 = mul i32 %1702, 572551569
  %1704 = add i32 %1703, 428591692
  store i32 %1704, ptr %4, align 4
  %1705 = load i32, ptr %4, align 4
  %1706 = lshr i32 %1705, 3
  %1707 = load i32, ptr %4, align 4
  %1708 = xor i32 %1707, %1706
  store i32 %1708, ptr %4, align 4
  %1709 = load i32, ptr %4, align 4
  %1710 = and i32 %1709, 256
  %1711 = icmp ne i32 %1710, 0
  br i1 %1711, label %1712, label %1713

1712:                                             ; preds = %1701
  store i32 37, ptr %6, align 4
  br label %8

1713:                                             ; preds = %1701
  store i32 80, ptr %6, align 4
  br label %8

1714:                                             ; preds = %137
  %1715 = load i32, ptr %4, align 4
  %1716 = mul i32 %1715, 1410421455
  %1717 = add i32 %1716, 300527939
  store i32 %1717, ptr %4, align 4
  %1718 = load i32, ptr %4, align 4
  %1719 = lshr i32 %1718, 4
  %1720 = load i32, ptr %4, align 4
  %1721 = xor i32 %1720, %1719
  store i32 %1721, ptr %4, align 4
  %1722 = load i32, ptr %4, align 4
  %1723 = and i32 %1722, 256
  %1724 = icmp ne i32 %1723, 0
  br i1 %1724, label %1725, label %1726

1725:                                             ; preds = %1714
  store i32 0, ptr %6, align 4
  br label %8

1726:                                             ; preds = %1714
  store i32 99, ptr %6, align 4
  br label %8

1727:                                             ; preds = %138
  %1728 = load i32, ptr %4, align 4
  %1729 = mul i32 %1728, 915643139
  %1730 = add i32 %1729, 669979604
  store i32 %1730, ptr %4, align 4
  %1731 = load i32, ptr %4, align 4
  %1732 = lshr i32 %1731, 5
  %1733 = load i32, ptr %4, align 4
  %1734 = xor i32 %1733, %1732
  store i32 %1734, ptr %4, align 4
  %1735 = load i32, ptr %4, align 4
  %1736 = and i32 %1735, 256
  %1737 = icmp ne i32 %1736, 0
  br i1 %1737, label %1738, label %1739

1738:                                             ; preds = %1727
  store i32 126, ptr %6, align 4
  br label %8

1739:                                             ; preds = %1727
  store i32 76, ptr %6, align 4
  br label %8

1740:                                             ; preds = %139
  %1741 = load i32, ptr %4, align 4
  %1742 = mul i32 %1741, 551491021
  %1743 = add i32 %1742, -1464094500
  store i32 %1743, ptr %4, align 4
  %1744 = load i32, ptr %4, align 4
  %1745 = lshr i32 %1744, 6
  %1746 = load i32, ptr %4, align 4
  %1747 = xor i32 %1746, %1745
  store i32 %1747, ptr %4, align 4
  %1748 = load i32, ptr %4, align 4
  %1749 = and i32 %1748, 256
  %1750 = icmp ne i32 %1749, 0
  br i1 %1750, label %1751, label %1752

1751:                                             ; preds = %1740
  store i32 47, ptr %6, align 4
  br label %8

1752:                                             ; preds = %1740
  store i32 32, ptr %6, align 4
  br label %8

1753:                                             ; preds = %140
  %1754 = load i32, ptr %4, align 4
  %1755 = mul i32 %1754, -697494787
  %1756 = add i32 %1755, -2046389733
  store i32 %1756, ptr %4, align 4
  %1757 = load i32, ptr %4, align 4
  %1758 = lshr i32 %1757, 7
  %1759 = load i32, ptr %4, align 4
  %1760 = xor i32 %1759, %1758
  store i32 %1760, ptr %4, align 4
  %1761 = load i32, ptr %4, align 4
  %1762 = and i32 %1761, 256
  %1763 = icmp ne i32 %1762, 0
  br i1 %1763, label %1764, label %1765

1764:                                             ; preds = %1753
  store i32 155, ptr %6, align 4
  br label %8

1765:                                             ; preds = %1753
  store i32 97, ptr %6, align 4
  br label %8

1766:                                             ; preds = %141
  %1767 = load i32, ptr %4, align 4
  %1768 = mul i32 %1767, -1677285683
  %1769 = add i32 %1768, -632437177
  store i32 %1769, ptr %4, align 4
  %1770 = load i32, ptr %4, align 4
  %1771 = lshr i32 %1770, 8
  %1772 = load i32, ptr %4, align 4
  %1773 = xor i32 %1772, %1771
  store i32 %1773, ptr %4, align 4
  %1774 = load i32, ptr %4, align 4
  %1775 = and i32 %1774, 256
  %1776 = icmp ne i32 %1775, 0
  br i1 %1776, label %1777, label %1778

1777:                                             ; preds = %1766
  store i32 24, ptr %6, align 4
  br label %8

1778:                                             ; preds = %1766
  store i32 144, ptr %6, align 4
  br label %8

1779:                                             ; preds = %142
  %1780 = load i32, ptr %4, align 4
  %1781 = mul i32 %1780, -1619262129
  %1782 = add i32 %1781, 619118961
  store i32 %1782, ptr %4, align 4
  %1783 = load i32, ptr %4, align 4
  %1784 = lshr i32 %1783, 9
  %1785 = load i32, ptr %4, align 4
  %1786 = xor i32 %1785, %1784
  store i32 %1786, ptr %4, align 4
  %1787 = load i32, ptr %4, align 4
  %1788 = and i32 %1787, 256
  %1789 = icmp ne i32 %1788, 0
  br i1 %1789, label %1790, label %1791

1790:                                             ; preds = %1779
  store i32 67, ptr %6, align 4
  br label %8

1791:                                             ; preds = %1779
  store i32 159, ptr %6, align 4
  br label %8

1792:                                             ; preds = %143
  %1793 = load i32, ptr %4, align 4
  %1794 = mul i32 %1793, 1316439643
  %1795 = add i32 %1794, -280161290
  store i32 %1795, ptr %4, align 4
  %1796 = load i32, ptr %4, align 4
  %1797 = lshr i32 %1796, 10
  %1798 = load i32, ptr %4, align 4
  %1799 = xor i32 %1798, %1797
  store i32 %1799, ptr %4, align 4
  %1800 = load i32, ptr %4, align 4
  %1801 = and i32 %1800, 256
  %1802 = icmp ne i32 %1801, 0
  br i1 %1802, label %1803, label %1804

1803:                                             ; preds = %1792
  store i32 129, ptr %6, align 4
  br label %8

1804:                                             ; preds = %1792
  store i32 14, ptr %6, align 4
  br label %8

1805:                                             ; preds = %144
  %1806 = load i32, ptr %4, align 4
  %1807 = mul i32 %1806, -2103667291
  %1808 = add i32 %1807, 59478463
  store i32 %1808, ptr %4, align 4
  %1809 = load i32, ptr %4, align 4
  %1810 = lshr i32 %1809, 11
  %1811 = load i32, ptr %4, align 4
  %1812 = xor i32 %1811, %1810
  store i32 %1812, ptr %4, align 4
  %1813 = load i32, ptr %4, align 4
  %1814 = and i32 %1813, 256
  %1815 = icmp ne i32 %1814, 0
  br i1 %1815, label %1816, label %1817

1816:                                             ; preds = %1805
  store i32 103, ptr %6, align 4
  br label %8

1817:                                             ; preds = %1805
  store i32 145, ptr %6, align 4
  br label %8

1818:                                             ; preds = %145
  %1819 = load i32, ptr %4, align 4
  %1820 = mul i32 %1819, 1227572293
  %1821 = add i32 %1820, 1476846083
  store i32 %1821, ptr %4, align 4
  %1822 = load i32, ptr %4, align 4
  %1823 = lshr i32 %1822, 12
  %1824 = load i32, ptr %4, align 4
  %1825 = xor i32 %1824, %1823
  store i32 %1825, ptr %4, align 4
  %1826 = load i32, ptr %4, align 4
  %1827 = and i32 %1826, 256
  %1828 = icmp ne i32 %1827, 0
  br i1 %1828, label %1829, label %1830

1829:                                             ; preds = %1818
  store i32 16, ptr %6, align 4
  br label %8

1830:                                             ; preds = %1818
  store i32 28, ptr %6, align 4
  br label %8

1831:                                             ; preds = %146
  %1832 = load i32, ptr %4, align 4
  %1833 = mul i32 %1832, 124533307
  %1834 = add i32 %1833, 1580363900
  store i32 %1834, ptr %4, align 4
  %1835 = load i32, ptr %4, align 4
  %1836 = lshr i32 %1835, 13
  %1837 = load i32, ptr %4, align 4
  %1838 = xor i32 %1837, %1836
  store i32 %1838, ptr %4, align 4
  %1839 = load i32, ptr %4, align 4
  %1840 = and i32 %1839, 256
  %1841 = icmp ne i32 %1840, 0
  br i1 %1841, label %1842, label %1843

1842:                                             ; preds = %1831
  store i32 117, ptr %6, align 4
  br label %8

1843:                                             ; preds = %1831
  store i32 124, ptr %6, align 4
  br label %8

1844:                                             ; preds = %147
  %1845 = load i32, ptr %4, align 4
  %1846 = mul i32 %1845, 902434341
  %1847 = add i32 %1846, -1681838011
  store i32 %1847, ptr %4, align 4
  %1848 = load i32, ptr %4, align 4
  %1849 = lshr i32 %1848, 14
  %1850 = load i32, ptr %4, align 4
  %1851 = xor i32 %1850, %1849
  store i32 %1851, ptr %4, align 4
  %1852 = load i32, ptr %4, align 4
  %1853 = and i32 %1852, 256
  %1854 = icmp ne i32 %1853, 0
  br i1 %1854, label %1855, label %1856

1855:                                             ; preds = %1844
  store i32 106, ptr %6, align 4
  br label %8

1856:                                             ; preds = %1844
  store i32 30, ptr %6, align 4
  br label %8

1857:                                             ; preds = %148
  %1858 = load i32, ptr %4, align 4
  %1859 = mul i32 %1858, 1841400313
  %1860 = add i32 %1859, 869639011
  store i32 %1860, ptr %4, align 4
  %1861 = load i32, ptr %4, align 4
  %1862 = lshr i32 %1861, 15
  %1863 = load i32, ptr %4, align 4
  %1864 = xor i32 %1863, %1862
  store i32 %1864, ptr %4, align 4
  %1865 = load i32, ptr %4, align 4
  %1866 = and i32 %1865, 256
  %1867 = icmp ne i32 %1866, 0
  br i1 %1867, label %1868, label %1869

1868:                                             ; preds = %1857
  store i32 46, ptr %6, align 4
  br label %8

1869:                                             ; preds = %1857
  store i32 24, ptr %6, align 4
  br label %8

1870:                                             ; preds = %149
  %1871 = load i32, ptr %4, align 4
  %1872 = mul i32 %1871, 1689304233
  %1873 = add i32 %1872, -1899209760
  store i32 %1873, ptr %4, align 4
  %1874 = load i32, ptr %4, align 4
  %1875 = lshr i32 %1874, 3
  %1876 = load i32, ptr %4, align 4
  %1877 = xor i32 %1876, %1875
  store i32 %1877, ptr %4, align 4
  %1878 = load i32, ptr %4, align 4
  %1879 = and i32 %1878, 256
  %1880 = icmp ne i32 %1879, 0
  br i1 %1880, label %1881, label %1882

1881:                                             ; preds = %1870
  store i32 62, ptr %6, align 4
  br label %8

1882:                                             ; preds = %1870
  store i32 157, ptr %6, align 4
  br label %8

1883:                                             ; preds = %150
  %1884 = load i32, ptr %4, align 4
  %1885 = mul i32 %1884, -336960741
  %1886 = add i32 %1885, -1508527341
  store i32 %1886, ptr %4, align 4
  %1887 = load i32, ptr %4, align 4
  %1888 = lshr i32 %1887, 4
  %1889 = load i32, ptr %4, align 4
  %1890 = xor i32 %1889, %1888
  store i32 %1890, ptr %4, align 4
  %1891 = load i32, ptr %4, align 4
  %1892 = and i32 %1891, 256
  %1893 = icmp ne i32 %1892, 0
  br i1 %1893, label %1894, label %1895

1894:                                             ; preds = %1883
  store i32 47, ptr %6, align 4
  br label %8

1895:                                             ; preds = %1883
  store i32 44, ptr %6, align 4
  br label %8

1896:                                             ; preds = %151
  %1897 = load i32, ptr %4, align 4
  %1898 = mul i32 %1897, -1364916783
  %1899 = add i32 %1898, 1151729029
  store i32 %1899, ptr %4, align 4
  %1900 = load i32, ptr %4, align 4
  %1901 = lshr i32 %1900, 5
  %1902 = load i32, ptr %4, align 4
  %1903 = xor i32 %1902, %1901
  store i32 %1903, ptr %4, align 4
  %1904 = load i32, ptr %4, align 4
  %1905 = and i32 %1904, 256
  %1906 = icmp ne i32 %1905, 0
  br i1 %1906, label %1907, label %1908

1907:                                             ; preds = %1896
  store i32 6, ptr %6, align 4
  br label %8

1908:                                             ; preds = %1896
  store i32 8, ptr %6, align 4
  br label %8

1909:                                             ; preds = %152
  %1910 = load i32, ptr %4, align 4
  %1911 = mul i32 %1910, -1799398723
  %1912 = add i32 %1911, 105585201
  store i32 %1912, ptr %4, align 4
  %1913 = load i32, ptr %4, align 4
  %1914 = lshr i32 %1913, 6
  %1915 = load i32, ptr %4, align 4
  %1916 = xor i32 %1915, %1914
  store i32 %1916, ptr %4, align 4
  %1917 = load i32, ptr %4, align 4
  %1918 = and i32 %1917, 256
  %1919 = icmp ne i32 %1918, 0
  br i1 %1919, label %1920, label %1921

1920:                                             ; preds = %1909
  store i32 95, ptr %6, align 4
  br label %8

1921:                                             ; preds = %1909
  store i32 13, ptr %6, align 4
  br label %8

1922:                                             ; preds = %153
  %1923 = load i32, ptr %4, align 4
  %1924 = mul i32 %1923, 1724615883
  %1925 = add i32 %1924, 522549956
  store i32 %1925, ptr %4, align 4
  %1926 = load i32, ptr %4, align 4
  %1927 = lshr i32 %1926, 7
  %1928 = load i32, ptr %4, align 4
  %1929 = xor i32 %1928, %1927
  store i32 %1929, ptr %4, align 4
  %1930 = load i32, ptr %4, align 4
  %1931 = and i32 %1930, 256
  %1932 = icmp ne i32 %1931, 0
  br i1 %1932, label %1933, label %1934

1933:                                             ; preds = %1922
  store i32 84, ptr %6, align 4
  br label %8

1934:                                             ; preds = %1922
  store i32 79, ptr %6, align 4
  br label %8

1935:                                             ; preds = %154
  %1936 = load i32, ptr %4, align 4
  %1937 = mul i32 %1936, -897766415
  %1938 = add i32 %1937, 1638303046
  store i32 %1938, ptr %4, align 4
  %1939 = load i32, ptr %4, align 4
  %1940 = lshr i32 %1939, 8
  %1941 = load i32, ptr %4, align 4
  %1942 = xor i32 %1941, %1940
  store i32 %1942, ptr %4, align 4
  %1943 = load i32, ptr %4, align 4
  %1944 = and i32 %1943, 256
  %1945 = icmp ne i32 %1944, 0
  br i1 %1945, label %1946, label %1947

1946:                                             ; preds = %1935
  store i32 45, ptr %6, align 4
  br label %8

1947:                                             ; preds = %1935
  store i32 55, ptr %6, align 4
  br label %8

1948:                                             ; preds = %155
  %1949 = load i32, ptr %4, align 4
  %1950 = mul i32 %1949, -1518497309
  %1951 = add i32 %1950, -432792123
  store i32 %1951, ptr %4, align 4
  %1952 = load i32, ptr %4, align 4
  %1953 = lshr i32 %1952, 9
  %1954 = load i32, ptr %4, align 4
  %1955 = xor i32 %1954, %1953
  store i32 %1955, ptr %4, align 4
  %1956 = load i32, ptr %4, align 4
  %1957 = and i32 %1956, 256
  %1958 = icmp ne i32 %1957, 0
  br i1 %1958, label %1959, label %1960

1959:                                             ; preds = %1948
  store i32 101, ptr %6, align 4
  br label %8

1960:                                             ; preds = %1948
  store i32 134, ptr %6, align 4
  br label %8

1961:                                             ; preds = %156
  %1962 = load i32, ptr %4, align 4
  %1963 = mul i32 %1962, -1544392681
  %1964 = add i32 %1963, 55072920
  store i32 %1964, ptr %4, align 4
  %1965 = load i32, ptr %4, align 4
  %1966 = lshr i32 %1965, 10
  %1967 = load i32, ptr %4, align 4
  %1968 = xor i32 %1967, %1966
  store i32 %1968, ptr %4, align 4
  %1969 = load i32, ptr %4, align 4
  %1970 = and i32 %1969, 256
  %1971 = icmp ne i32 %1970, 0
  br i1 %1971, label %1972, label %1973

1972:                                             ; preds = %1961
  store i32 45, ptr %6, align 4
  br label %8

1973:                                             ; preds = %1961
  store i32 24, ptr %6, align 4
  br label %8

1974:                                             ; preds = %157
  %1975 = load i32, ptr %4, align 4
  %1976 = mul i32 %1975, -1168985783
  %1977 = add i32 %1976, -1766174373
  store i32 %1977, ptr %4, align 4
  %1978 = load i32, ptr %4, align 4
  %1979 = lshr i32 %1978, 11
  %1980 = load i32, ptr %4, align 4
  %1981 = xor i32 %1980, %1979
  store i32 %1981, ptr %4, align 4
  %1982 = load i32, ptr %4, align 4
  %1983 = and i32 %1982, 256
  %1984 = icmp ne i32 %1983, 0
  br i1 %1984, label %1985, label %1986

1985:                                             ; preds = %1974
  store i32 45, ptr %6, align 4
  br label %8

1986:                                             ; preds = %1974
  store i32 117, ptr %6, align 4
  br label %8

1987:                                             ; preds = %158
  %1988 = load i32, ptr %4, align 4
  %1989 = mul i32 %1988, -1458115463
  %1990 = add i32 %1989, 1674336290
  store i32 %1990, ptr %4, align 4
  %1991 = load i32, ptr %4, align 4
  %1992 = lshr i32 %1991, 12
  %1993 = load i32, ptr %4, align 4
  %1994 = xor i32 %1993, %1992
  store i32 %1994, ptr %4, align 4
  %1995 = load i32, ptr %4, align 4
  %1996 = and i32 %1995, 256
  %1997 = icmp ne i32 %1996, 0
  br i1 %1997, label %1998, label %1999

1998:                                             ; preds = %1987
  store i32 146, ptr %6, align 4
  br label %8

1999:                                             ; preds = %1987
  store i32 127, ptr %6, align 4
  br label %8

2000:                                             ; preds = %159
  %2001 = load i32, ptr %4, align 4
  %2002 = mul i32 %2001, -814566151
  %2003 = add i32 %2002, 1752699822
  store i32 %2003, ptr %4, align 4
  %2004 = load i32, ptr %4, align 4
  %2005 = lshr i32 %2004, 13
  %2006 = load i32, ptr %4, align 4
  %2007 = xor i32 %2006, %2005
  store i32 %2007, ptr %4, align 4
  %2008 = load i32, ptr %4, align 4
  %2009 = and i32 %2008, 256
  %2010 = icmp ne i32 %2009, 0
  br i1 %2010, label %2011, label %2012

2011:                                             ; preds = %2000
  store i32 132, ptr %6, align 4
  br label %8

2012:                                             ; preds = %2000
  store i32 120, ptr %6, align 4
  br label %8

2013:                                             ; preds = %160
  %2014 = load i32, ptr %4, align 4
  %2015 = mul i32 %2014, 1890466967
  %2016 = add i32 %2015, -400270274
  store i32 %2016, ptr %4, align 4
  %2017 = load i32, ptr %4, align 4
  %2018 = lshr i32 %2017, 14
  %2019 = load i32, ptr %4, align 4
  %2020 = xor i32 %2019, %2018
  store i32 %2020, ptr %4, align 4
  %2021 = load i32, ptr %4, align 4
  %2022 = and i32 %2021, 256
  %2023 = icmp ne i32 %2022, 0
  br i1 %2023, label %2024, label %2025

2024:                                             ; preds = %2013
  store i32 63, ptr %6, align 4
  br label %8

2025:                                             ; preds = %2013
  store i32 15, ptr %6, align 4
  br label %8

2026:                                             ; preds = %161
  %2027 = load i32, ptr %4, align 4
  %2028 = mul i32 %2027, -1843438335
  %2029 = add i32 %2028, 1573780891
  store i32 %2029, ptr %4, align 4
  %2030 = load i32, ptr %4, align 4
  %2031 = lshr i32 %2030, 15
  %2032 = load i32, ptr %4, align 4
  %2033 = xor i32 %2032, %2031
  store i32 %2033, ptr %4, align 4
  %2034 = load i32, ptr %4, align 4
  %2035 = and i32 %2034, 256
  %2036 = icmp ne i32 %2035, 0
  br i1 %2036, label %2037, label %2038

2037:                                             ; preds = %2026
  store i32 105, ptr %6, align 4
  br label %8

2038:                                             ; preds = %2026
  store i32 108, ptr %6, align 4
  br label %8

2039:                                             ; preds = %162
  %2040 = load i32, ptr %4, align 4
  %2041 = mul i32 %2040, -1879178019
  %2042 = add i32 %2041, 49939964
  store i32 %2042, ptr %4, align 4
  %2043 = load i32, ptr %4, align 4
  %2044 = lshr i32 %2043, 3
  %2045 = load i32, ptr %4, align 4
  %2046 = xor i32 %2045, %2044
  store i32 %2046, ptr %4, align 4
  %2047 = load i32, ptr %4, align 4
  %2048 = and i32 %2047, 256
  %2049 = icmp ne i32 %2048, 0
  br i1 %2049, label %2050, label %2051

2050:                                             ; preds = %2039
  store i32 131, ptr %6, align 4
  br label %8

2051:                                             ; preds = %2039
  store i32 56, ptr %6, align 4
  br label %8

2052:                                             ; preds = %163
  %2053 = load i32, ptr %4, align 4
  %2054 = mul i32 %2053, -41589123
  %2055 = add i32 %2054, -992519807
  store i32 %2055, ptr %4, align 4
  %2056 = load i32, ptr %4, align 4
  %2057 = lshr i32 %2056, 4
  %2058 = load i32, ptr %4, align 4
  %2059 = xor i32 %2058, %2057
  store i32 %2059, ptr %4, align 4
  %2060 = load i32, ptr %4, align 4
  %2061 = and i32 %2060, 256
  %2062 = icmp ne i32 %2061, 0
  br i1 %2062, label %2063, label %2064

2063:                                             ; preds = %2052
  store i32 106, ptr %6, align 4
  br label %8

2064:                                             ; preds = %2052
  store i32 56, ptr %6, align 4
  br label %8

2065:                                             ; preds = %164
  %2066 = load i32, ptr %4, align 4
  %2067 = mul i32 %2066, 1202505987
  %2068 = add i32 %2067, -1478349372
  store i32 %2068, ptr %4, align 4
  %2069 = load i32, ptr %4, align 4
  %2070 = lshr i32 %2069, 5
  %2071 = load i32, ptr %4, align 4
  %2072 = xor i32 %2071, %2070
  store i32 %2072, ptr %4, align 4
  %2073 = load i32, ptr %4, align 4
  %2074 = and i32 %2073, 256
  %2075 = icmp ne i32 %2074, 0
  br i1 %2075, label %2076, label %2077

2076:                                             ; preds = %2065
  store i32 83, ptr %6, align 4
  br label %8

2077:                                             ; preds = %2065
  store i32 84, ptr %6, align 4
  br label %8

2078:                                             ; preds = %165
  %2079 = load i32, ptr %4, align 4
  %2080 = mul i32 %2079, -2138577779
  %2081 = add i32 %2080, -2070418182
  store i32 %2081, ptr %4, align 4
  %2082 = load i32, ptr %4, align 4
  %2083 = lshr i32 %2082, 6
  %2084 = load i32, ptr %4, align 4
  %2085 = xor i32 %2084, %2083
  store i32 %2085, ptr %4, align 4
  %2086 = load i32, ptr %4, align 4
  %2087 = and i32 %2086, 256
  %2088 = icmp ne i32 %2087, 0
  br i1 %2088, label %2089, label %2090

2089:                                             ; preds = %2078
  store i32 30, ptr %6, align 4
  br label %8

2090:                                             ; preds = %2078
  store i32 41, ptr %6, align 4
  br label %8

2091:                                             ; preds = %166
  %2092 = load i32, ptr %4, align 4
  %2093 = mul i32 %2092, 1213198105
  %2094 = add i32 %2093, 179781193
  store i32 %2094, ptr %4, align 4
  %2095 = load i32, ptr %4, align 4
  %2096 = lshr i32 %2095, 7
  %2097 = load i32, ptr %4, align 4
  %2098 = xor i32 %2097, %2096
  store i32 %2098, ptr %4, align 4
  %2099 = load i32, ptr %4, align 4
  %2100 = and i32 %2099, 256
  %2101 = icmp ne i32 %2100, 0
  br i1 %2101, label %2102, label %2103

2102:                                             ; preds = %2091
  store i32 17, ptr %6, align 4
  br label %8

2103:                                             ; preds = %2091
  store i32 98, ptr %6, align 4
  br label %8

2104:                                             ; preds = %167
  %2105 = load i32, ptr %4, align 4
  %2106 = mul i32 %2105, -1987781607
  %2107 = add i32 %2106, 664284557
  store i32 %2107, ptr %4, align 4
  %2108 = load i32, ptr %4, align 4
  %2109 = lshr i32 %2108, 8
  %2110 = load i32, ptr %4, align 4
  %2111 = xor i32 %2110, %2109
  store i32 %2111, ptr %4, align 4
  %2112 = load i32, ptr %4, align 4
  %2113 = and i32 %2112, 256
  %2114 = icmp ne i32 %2113, 0
  br i1 %2114, label %2115, label %2116

2115:                                             ; preds = %2104
  store i32 117, ptr %6, align 4
  br label %8

2116:                                             ; preds = %2104
  store i32 150, ptr %6, align 4
  br label %8

2117:                                             ; preds = %168
  %2118 = load i32, ptr %4, align 4
  %2119 = mul i32 %2118, 314113015
  %2120 = add i32 %2119, -1860356674
  store i32 %2120, ptr %4, align 4
  %2121 = load i32, ptr %4, align 4
  %2122 = lshr i32 %2121, 9
  %2123 = load i32, ptr %4, align 4
  %2124 = xor i32 %2123, %2122
  store i32 %2124, ptr %4, align 4
  %2125 = load i32, ptr %4, align 4
  %2126 = and i32 %2125, 256
  %2127 = icmp ne i32 %2126, 0
  br i1 %2127, label %2128, label %2129

2128:                                             ; preds = %2117
  store i32 49, ptr %6, align 4
  br label %8

2129:                                             ; preds = %2117
  store i32 139, ptr %6, align 4
  br label %8

2130:                                             ; preds = %169
  %2131 = load i32, ptr %4, align 4
  %2132 = mul i32 %2131, -1467484627
  %2133 = add i32 %2132, 1769455916
  store i32 %2133, ptr %4, align 4
  %2134 = load i32, ptr %4, align 4
  %2135 = lshr i32 %2134, 10
  %2136 = load i32, ptr %4, align 4
  %2137 = xor i32 %2136, %2135
  store i32 %2137, ptr %4, align 4
  %2138 = load i32, ptr %4, align 4
  %2139 = and i32 %2138, 256
  %2140 = icmp ne i32 %2139, 0
  br i1 %2140, label %2141, label %2142

2141:                                             ; preds = %2130
  store i32 159, ptr %6, align 4
  br label %8

2142:                                             ; preds = %2130
  store i32 61, ptr %6, align 4
  br label %8

2143:                                             ; preds = %170
  %2144 = load i32, ptr %4, align 4
  %2145 = mul i32 %2144, 2049964433
  %2146 = add i32 %2145, -710928901
  store i32 %2146, ptr %4, align 4
  %2147 = load i32, ptr %4, align 4
  %2148 = lshr i32 %2147, 11
  %2149 = load i32, ptr %4, align 4
  %2150 = xor i32 %2149, %2148
  store i32 %2150, ptr %4, align 4
  %2151 = load i32, ptr %4, align 4
  %2152 = and i32 %2151, 256
  %2153 = icmp ne i32 %2152, 0
  br i1 %2153, label %2154, label %2155

2154:                                             ; preds = %2143
  store i32 146, ptr %6, align 4
  br label %8

2155:                                             ; preds = %2143
  store i32 120, ptr %6, align 4
  br label %8

2156:                                             ; preds = %171
  %2157 = load i32, ptr %4, align 4
  %2158 = mul i32 %2157, -123244545
  %2159 = add i32 %2158, -1946399742
  store i32 %2159, ptr %4, align 4
  %2160 = load i32, ptr %4, align 4
  %2161 = lshr i32 %2160, 12
  %2162 = load i32, ptr %4, align 4
  %2163 = xor i32 %2162, %2161
  store i32 %2163, ptr %4, align 4
  %2164 = load i32, ptr %4, align 4
  %2165 = and i32 %2164, 256
  %2166 = icmp ne i32 %2165, 0
  br i1 %2166, label %2167, label %2168

2167:                                             ; preds = %2156
  store i32 51, ptr %6, align 4
  br label %8

2168:                                             ; preds = %2156
  store i32 46, ptr %6, align 4
  br label %8

2169:                                             ; preds = %172
  %2170 = load i32, ptr %4, align 4
  %2171 = mul i32 %2170, -645787945
  %2172 = add i32 %2171, 1387887933
  store i32 %2172, ptr %4, align 4
  %2173 = load i32, ptr %4, align 4
  %2174 = lshr i32 %2173, 13
  %2175 = load i32, ptr %4, align 4
  %2176 = xor i32 %2175, %2174
  store i32 %2176, ptr %4, align 4
  %2177 = load i32, ptr %4, align 4
  %2178 = and i32 %2177, 256
  %2179 = icmp ne i32 %2178, 0
  br i1 %2179, label %2180, label %2181

2180:                                             ; preds = %2169
  store i32 34, ptr %6, align 4
  br label %8

2181:                                             ; preds = %2169
  store i32 53, ptr %6, align 4
  br label %8

2182:                                             ; preds = %173
  %2183 = load i32, ptr %4, align 4
  %2184 = mul i32 %2183, -1280128049
  %2185 = add i32 %2184, 342511622
  store i32 %2185, ptr %4, align 4
  %2186 = load i32, ptr %4, align 4
  %2187 = lshr i32 %2186, 14
  %2188 = load i32, ptr %4, align 4
  %2189 = xor i32 %2188, %2187
  store i32 %2189, ptr %4, align 4
  %2190 = load i32, ptr %4, align 4
  %2191 = and i32 %2190, 256
  %2192 = icmp ne i32 %2191, 0
  br i1 %2192, label %2193, label %2194

2193:                                             ; preds = %2182
  store i32 135, ptr %6, align 4
  br label %8

2194:                                             ; preds = %2182
  store i32 141, ptr %6, align 4
  br label %8

2195:                                             ; preds = %174
  %2196 = load i32, ptr %4, align 4
  %2197 = mul i32 %2196, 2072524755
  %2198 = add i32 %2197, -932291435
  store i32 %2198, ptr %4, align 4
  %2199 = load i32, ptr %4, align 4
  %2200 = lshr i32 %2199, 15
  %2201 = load i32, ptr %4, align 4
  %2202 = xor i32 %2201, %2200
  store i32 %2202, ptr %4, align 4
  %2203 = load i32, ptr %4, align 4
  %2204 = and i32 %2203, 256
  %2205 = icmp ne i32 %2204, 0
  br i1 %2205, label %2206, label %2207

2206:                                             ; preds = %2195
  store i32 59, ptr %6, align 4
  br label %8

2207:                                             ; preds = %2195
  store i32 147, ptr %6, align 4
  br label %8

2208:                                             ; preds = %175
  %2209 = load i32, ptr %4, align 4
  %2210 = mul i32 %2209, -357196443
  %2211 = add i32 %2210, 2100132565
  store i32 %2211, ptr %4, align 4
  %2212 = load i32, ptr %4, align 4
  %2213 = lshr i32 %2212, 3
  %2214 = load i32, ptr %4, align 4
  %2215 = xor i32 %2214, %2213
  store i32 %2215, ptr %4, align 4
  %2216 = load i32, ptr %4, align 4
  %2217 = and i32 %2216, 256
  %2218 = icmp ne i32 %2217, 0
  br i1 %2218, label %2219, label %2220

2219:                                             ; preds = %2208
  store i32 84, ptr %6, align 4
  br label %8

2220:                                             ; preds = %2208
  store i32 141, ptr %6, align 4
  br label %8

2221:                                             ; preds = %176
  %2222 = load i32, ptr %4, align 4
  %2223 = mul i32 %2222, -1507844371
  %2224 = add i32 %2223, 382230586
  store i32 %2224, ptr %4, align 4
  %2225 = load i32, ptr %4, align 4
  %2226 = lshr i32 %2225, 4
  %2227 = load i32, ptr %4, align 4
  %2228 = xor i32 %2227, %2226
  store i32 %2228, ptr %4, align 4
  %2229 = load i32, ptr %4, align 4
  %2230 = and i32 %2229, 256
  %2231 = icmp ne i32 %2230, 0
  br i1 %2231, label %2232, label %2233

2232:                                             ; preds = %2221
  store i32 145, ptr %6, align 4
  br label %8

2233:                                             ; preds = %2221
  store i32 54, ptr %6, align 4
  br label %8

2234:                                             ; preds = %177
  %2235 = load i32, ptr %4, align 4
  %2236 = mul i32 %2235, 681451111
  %2237 = add i32 %2236, -931348082
  store i32 %2237, ptr %4, align 4
  %2238 = load i32, ptr %4, align 4
  %2239 = lshr i32 %2238, 5
  %2240 = load i32, ptr %4, align 4
  %2241 = xor i32 %2240, %2239
  store i32 %2241, ptr %4, align 4
  %2242 = load i32, ptr %4, align 4
  %2243 = and i32 %2242, 256
  %2244 = icmp ne i32 %2243, 0
  br i1 %2244, label %2245, label %2246

2245:                                             ; preds = %2234
  store i32 74, ptr %6, align 4
  br label %8

2246:                                             ; preds = %2234
  store i32 40, ptr %6, align 4
  br label %8

2247:                                             ; preds = %178
  %2248 = load i32, ptr %4, align 4
  %2249 = mul i32 %2248, -432351461
  %2250 = add i32 %2249, -873229196
  store i32 %2250, ptr %4, align 4
  %2251 = load i32, ptr %4, align 4
  %2252 = lshr i32 %2251, 6
  %2253 = load i32, ptr %4, align 4
  %2254 = xor i32 %2253, %2252
  store i32 %2254, ptr %4, align 4
  %2255 = load i32, ptr %4, align 4
  %2256 = and i32 %2255, 256
  %2257 = icmp ne i32 %2256, 0
  br i1 %2257, label %2258, label %2259

2258:                                             ; preds = %2247
  store i32 32, ptr %6, align 4
  br label %8

2259:                                             ; preds = %2247
  store i32 116, ptr %6, align 4
  br label %8

2260:                                             ; preds = %179, %13
  %2261 = load i32, ptr %3, align 4
  ret i32 %2261
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @table_run(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  store i32 0, ptr %5, align 4
  store i32 0, ptr %6, align 4
  br label %7

7:                                                ; preds = %45, %2
  %8 = load i32, ptr %6, align 4
  %9 = load i32, ptr %4, align 4
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %11, label %48

11:                                               ; preds = %7
  %12 = load i32, ptr %3, align 4
  %13 = load i32, ptr %5, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds [160 x i32], ptr @mulk, i64 0, i64 %14
  %16 = load i32, ptr %15, align 4
  %17 = mul i32 %12, %16
  %18 = load i32, ptr %5, align 4
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds [160 x i32], ptr @addk, i64 0, i64 %19
  %21 = load i32, ptr %20, align 4
  %22 = add i32 %17, %21
  store i32 %22, ptr %3, align 4
  %23 = load i32, ptr %3, align 4
  %24 = load i32, ptr %5, align 4
  %25 = srem i32 %24, 13
  %26 = add nsw i32 %25, 3
  %27 = lshr i32 %23, %26
  %28 = load i32, ptr %3, align 4
  %29 = xor i32 %28, %27
  store i32 %29, ptr %3, align 4
  %30 = load i32, ptr %3, align 4
  %31 = and i32 %30, 256
  %32 = icmp ne i32 %31, 0
  br i1 %32, label %33, label %38

33:                                               ; preds = %11
  %34 = load i32, ptr %5, align 4
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds [160 x i32], ptr @next_a, i64 0, i64 %35
  %37 = load i32, ptr %36, align 4
  br label %43

38:                                               ; preds = %11
  %39 = load i32, ptr %5, align 4
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds [160 x i32], ptr @next_b, i64 0, i64 %40
  %42 = load i32, ptr %41, align 4
  br label %43

43:                                               ; preds = %38, %33
  %44 = phi i32 [ %37, %33 ], [ %42, %38 ]
  store i32 %44, ptr %5, align 4
  br label %45

45:                                               ; preds = %43
  %46 = load i32, ptr %6, align 4
  %47 = add nsw i32 %46, 1
  store i32 %47, ptr %6, align 4
  br label %7, !llvm.loop !8

48:                                               ; preds = %7
  %49 = load i32, ptr %3, align 4
  %50 = load i32, ptr %5, align 4
  %51 = xor i32 %49, %50
  ret i32 %51
}

declare i32 @printf(ptr noundef, ...) #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }

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
