; ModuleID = 'src/zlib/trees.c'
source_filename = "src/zlib/trees.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.static_tree_desc_s = type { ptr, ptr, i32, i32, i32 }
%struct.ct_data_s = type { %union.anon, %union.anon.0 }
%union.anon = type { i16 }
%union.anon.0 = type { i16 }

@_dist_code = dso_local local_unnamed_addr constant [512 x i8] c"\00\01\02\03\04\04\05\05\06\06\06\06\07\07\07\07\08\08\08\08\08\08\08\08\09\09\09\09\09\09\09\09\0A\0A\0A\0A\0A\0A\0A\0A\0A\0A\0A\0A\0A\0A\0A\0A\0B\0B\0B\0B\0B\0B\0B\0B\0B\0B\0B\0B\0B\0B\0B\0B\0C\0C\0C\0C\0C\0C\0C\0C\0C\0C\0C\0C\0C\0C\0C\0C\0C\0C\0C\0C\0C\0C\0C\0C\0C\0C\0C\0C\0C\0C\0C\0C\0D\0D\0D\0D\0D\0D\0D\0D\0D\0D\0D\0D\0D\0D\0D\0D\0D\0D\0D\0D\0D\0D\0D\0D\0D\0D\0D\0D\0D\0D\0D\0D\0E\0E\0E\0E\0E\0E\0E\0E\0E\0E\0E\0E\0E\0E\0E\0E\0E\0E\0E\0E\0E\0E\0E\0E\0E\0E\0E\0E\0E\0E\0E\0E\0E\0E\0E\0E\0E\0E\0E\0E\0E\0E\0E\0E\0E\0E\0E\0E\0E\0E\0E\0E\0E\0E\0E\0E\0E\0E\0E\0E\0E\0E\0E\0E\0F\0F\0F\0F\0F\0F\0F\0F\0F\0F\0F\0F\0F\0F\0F\0F\0F\0F\0F\0F\0F\0F\0F\0F\0F\0F\0F\0F\0F\0F\0F\0F\0F\0F\0F\0F\0F\0F\0F\0F\0F\0F\0F\0F\0F\0F\0F\0F\0F\0F\0F\0F\0F\0F\0F\0F\0F\0F\0F\0F\0F\0F\0F\0F\00\00\10\11\12\12\13\13\14\14\14\14\15\15\15\15\16\16\16\16\16\16\16\16\17\17\17\17\17\17\17\17\18\18\18\18\18\18\18\18\18\18\18\18\18\18\18\18\19\19\19\19\19\19\19\19\19\19\19\19\19\19\19\19\1A\1A\1A\1A\1A\1A\1A\1A\1A\1A\1A\1A\1A\1A\1A\1A\1A\1A\1A\1A\1A\1A\1A\1A\1A\1A\1A\1A\1A\1A\1A\1A\1B\1B\1B\1B\1B\1B\1B\1B\1B\1B\1B\1B\1B\1B\1B\1B\1B\1B\1B\1B\1B\1B\1B\1B\1B\1B\1B\1B\1B\1B\1B\1B\1C\1C\1C\1C\1C\1C\1C\1C\1C\1C\1C\1C\1C\1C\1C\1C\1C\1C\1C\1C\1C\1C\1C\1C\1C\1C\1C\1C\1C\1C\1C\1C\1C\1C\1C\1C\1C\1C\1C\1C\1C\1C\1C\1C\1C\1C\1C\1C\1C\1C\1C\1C\1C\1C\1C\1C\1C\1C\1C\1C\1C\1C\1C\1C\1D\1D\1D\1D\1D\1D\1D\1D\1D\1D\1D\1D\1D\1D\1D\1D\1D\1D\1D\1D\1D\1D\1D\1D\1D\1D\1D\1D\1D\1D\1D\1D\1D\1D\1D\1D\1D\1D\1D\1D\1D\1D\1D\1D\1D\1D\1D\1D\1D\1D\1D\1D\1D\1D\1D\1D\1D\1D\1D\1D\1D\1D\1D\1D", align 1
@_length_code = dso_local local_unnamed_addr constant [256 x i8] c"\00\01\02\03\04\05\06\07\08\08\09\09\0A\0A\0B\0B\0C\0C\0C\0C\0D\0D\0D\0D\0E\0E\0E\0E\0F\0F\0F\0F\10\10\10\10\10\10\10\10\11\11\11\11\11\11\11\11\12\12\12\12\12\12\12\12\13\13\13\13\13\13\13\13\14\14\14\14\14\14\14\14\14\14\14\14\14\14\14\14\15\15\15\15\15\15\15\15\15\15\15\15\15\15\15\15\16\16\16\16\16\16\16\16\16\16\16\16\16\16\16\16\17\17\17\17\17\17\17\17\17\17\17\17\17\17\17\17\18\18\18\18\18\18\18\18\18\18\18\18\18\18\18\18\18\18\18\18\18\18\18\18\18\18\18\18\18\18\18\18\19\19\19\19\19\19\19\19\19\19\19\19\19\19\19\19\19\19\19\19\19\19\19\19\19\19\19\19\19\19\19\19\1A\1A\1A\1A\1A\1A\1A\1A\1A\1A\1A\1A\1A\1A\1A\1A\1A\1A\1A\1A\1A\1A\1A\1A\1A\1A\1A\1A\1A\1A\1A\1A\1B\1B\1B\1B\1B\1B\1B\1B\1B\1B\1B\1B\1B\1B\1B\1B\1B\1B\1B\1B\1B\1B\1B\1B\1B\1B\1B\1B\1B\1B\1B\1C", align 1
@static_l_desc = internal constant %struct.static_tree_desc_s { ptr @static_ltree, ptr @extra_lbits, i32 257, i32 286, i32 15 }, align 8
@static_d_desc = internal constant %struct.static_tree_desc_s { ptr @static_dtree, ptr @extra_dbits, i32 0, i32 30, i32 15 }, align 8
@static_bl_desc = internal constant %struct.static_tree_desc_s { ptr null, ptr @extra_blbits, i32 0, i32 19, i32 7 }, align 8
@static_ltree = internal constant [288 x %struct.ct_data_s] [%struct.ct_data_s { %union.anon { i16 12 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 140 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 76 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 204 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 44 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 172 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 108 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 236 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 28 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 156 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 92 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 220 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 60 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 188 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 124 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 252 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 2 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 130 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 66 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 194 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 34 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 162 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 98 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 226 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 18 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 146 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 82 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 210 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 50 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 178 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 114 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 242 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 10 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 138 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 74 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 202 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 42 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 170 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 106 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 234 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 26 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 154 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 90 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 218 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 58 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 186 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 122 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 250 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 6 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 134 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 70 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 198 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 38 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 166 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 102 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 230 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 22 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 150 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 86 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 214 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 54 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 182 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 118 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 246 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 14 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 142 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 78 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 206 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 46 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 174 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 110 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 238 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 30 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 158 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 94 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 222 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 62 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 190 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 126 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 254 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 1 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 129 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 65 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 193 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 33 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 161 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 97 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 225 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 17 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 145 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 81 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 209 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 49 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 177 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 113 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 241 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 9 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 137 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 73 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 201 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 41 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 169 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 105 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 233 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 25 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 153 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 89 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 217 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 57 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 185 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 121 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 249 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 5 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 133 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 69 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 197 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 37 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 165 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 101 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 229 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 21 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 149 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 85 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 213 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 53 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 181 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 117 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 245 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 13 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 141 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 77 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 205 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 45 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 173 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 109 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 237 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 29 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 157 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 93 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 221 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 61 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 189 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 125 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 253 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 19 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 275 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 147 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 403 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 83 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 339 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 211 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 467 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 51 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 307 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 179 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 435 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 115 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 371 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 243 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 499 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 11 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 267 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 139 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 395 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 75 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 331 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 203 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 459 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 43 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 299 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 171 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 427 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 107 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 363 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 235 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 491 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 27 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 283 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 155 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 411 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 91 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 347 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 219 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 475 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 59 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 315 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 187 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 443 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 123 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 379 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 251 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 507 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 7 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 263 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 135 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 391 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 71 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 327 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 199 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 455 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 39 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 295 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 167 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 423 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 103 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 359 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 231 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 487 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 23 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 279 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 151 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 407 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 87 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 343 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 215 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 471 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 55 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 311 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 183 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 439 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 119 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 375 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 247 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 503 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 15 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 271 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 143 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 399 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 79 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 335 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 207 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 463 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 47 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 303 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 175 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 431 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 111 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 367 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 239 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 495 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 31 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 287 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 159 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 415 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 95 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 351 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 223 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 479 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 63 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 319 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 191 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 447 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 127 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 383 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 255 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 511 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon zeroinitializer, %union.anon.0 { i16 7 } }, %struct.ct_data_s { %union.anon { i16 64 }, %union.anon.0 { i16 7 } }, %struct.ct_data_s { %union.anon { i16 32 }, %union.anon.0 { i16 7 } }, %struct.ct_data_s { %union.anon { i16 96 }, %union.anon.0 { i16 7 } }, %struct.ct_data_s { %union.anon { i16 16 }, %union.anon.0 { i16 7 } }, %struct.ct_data_s { %union.anon { i16 80 }, %union.anon.0 { i16 7 } }, %struct.ct_data_s { %union.anon { i16 48 }, %union.anon.0 { i16 7 } }, %struct.ct_data_s { %union.anon { i16 112 }, %union.anon.0 { i16 7 } }, %struct.ct_data_s { %union.anon { i16 8 }, %union.anon.0 { i16 7 } }, %struct.ct_data_s { %union.anon { i16 72 }, %union.anon.0 { i16 7 } }, %struct.ct_data_s { %union.anon { i16 40 }, %union.anon.0 { i16 7 } }, %struct.ct_data_s { %union.anon { i16 104 }, %union.anon.0 { i16 7 } }, %struct.ct_data_s { %union.anon { i16 24 }, %union.anon.0 { i16 7 } }, %struct.ct_data_s { %union.anon { i16 88 }, %union.anon.0 { i16 7 } }, %struct.ct_data_s { %union.anon { i16 56 }, %union.anon.0 { i16 7 } }, %struct.ct_data_s { %union.anon { i16 120 }, %union.anon.0 { i16 7 } }, %struct.ct_data_s { %union.anon { i16 4 }, %union.anon.0 { i16 7 } }, %struct.ct_data_s { %union.anon { i16 68 }, %union.anon.0 { i16 7 } }, %struct.ct_data_s { %union.anon { i16 36 }, %union.anon.0 { i16 7 } }, %struct.ct_data_s { %union.anon { i16 100 }, %union.anon.0 { i16 7 } }, %struct.ct_data_s { %union.anon { i16 20 }, %union.anon.0 { i16 7 } }, %struct.ct_data_s { %union.anon { i16 84 }, %union.anon.0 { i16 7 } }, %struct.ct_data_s { %union.anon { i16 52 }, %union.anon.0 { i16 7 } }, %struct.ct_data_s { %union.anon { i16 116 }, %union.anon.0 { i16 7 } }, %struct.ct_data_s { %union.anon { i16 3 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 131 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 67 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 195 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 35 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 163 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 99 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 227 }, %union.anon.0 { i16 8 } }], align 2
@static_dtree = internal constant [30 x %struct.ct_data_s] [%struct.ct_data_s { %union.anon zeroinitializer, %union.anon.0 { i16 5 } }, %struct.ct_data_s { %union.anon { i16 16 }, %union.anon.0 { i16 5 } }, %struct.ct_data_s { %union.anon { i16 8 }, %union.anon.0 { i16 5 } }, %struct.ct_data_s { %union.anon { i16 24 }, %union.anon.0 { i16 5 } }, %struct.ct_data_s { %union.anon { i16 4 }, %union.anon.0 { i16 5 } }, %struct.ct_data_s { %union.anon { i16 20 }, %union.anon.0 { i16 5 } }, %struct.ct_data_s { %union.anon { i16 12 }, %union.anon.0 { i16 5 } }, %struct.ct_data_s { %union.anon { i16 28 }, %union.anon.0 { i16 5 } }, %struct.ct_data_s { %union.anon { i16 2 }, %union.anon.0 { i16 5 } }, %struct.ct_data_s { %union.anon { i16 18 }, %union.anon.0 { i16 5 } }, %struct.ct_data_s { %union.anon { i16 10 }, %union.anon.0 { i16 5 } }, %struct.ct_data_s { %union.anon { i16 26 }, %union.anon.0 { i16 5 } }, %struct.ct_data_s { %union.anon { i16 6 }, %union.anon.0 { i16 5 } }, %struct.ct_data_s { %union.anon { i16 22 }, %union.anon.0 { i16 5 } }, %struct.ct_data_s { %union.anon { i16 14 }, %union.anon.0 { i16 5 } }, %struct.ct_data_s { %union.anon { i16 30 }, %union.anon.0 { i16 5 } }, %struct.ct_data_s { %union.anon { i16 1 }, %union.anon.0 { i16 5 } }, %struct.ct_data_s { %union.anon { i16 17 }, %union.anon.0 { i16 5 } }, %struct.ct_data_s { %union.anon { i16 9 }, %union.anon.0 { i16 5 } }, %struct.ct_data_s { %union.anon { i16 25 }, %union.anon.0 { i16 5 } }, %struct.ct_data_s { %union.anon { i16 5 }, %union.anon.0 { i16 5 } }, %struct.ct_data_s { %union.anon { i16 21 }, %union.anon.0 { i16 5 } }, %struct.ct_data_s { %union.anon { i16 13 }, %union.anon.0 { i16 5 } }, %struct.ct_data_s { %union.anon { i16 29 }, %union.anon.0 { i16 5 } }, %struct.ct_data_s { %union.anon { i16 3 }, %union.anon.0 { i16 5 } }, %struct.ct_data_s { %union.anon { i16 19 }, %union.anon.0 { i16 5 } }, %struct.ct_data_s { %union.anon { i16 11 }, %union.anon.0 { i16 5 } }, %struct.ct_data_s { %union.anon { i16 27 }, %union.anon.0 { i16 5 } }, %struct.ct_data_s { %union.anon { i16 7 }, %union.anon.0 { i16 5 } }, %struct.ct_data_s { %union.anon { i16 23 }, %union.anon.0 { i16 5 } }], align 2
@extra_lbits = internal constant [29 x i32] [i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 1, i32 1, i32 1, i32 1, i32 2, i32 2, i32 2, i32 2, i32 3, i32 3, i32 3, i32 3, i32 4, i32 4, i32 4, i32 4, i32 5, i32 5, i32 5, i32 5, i32 0], align 4
@extra_dbits = internal constant [30 x i32] [i32 0, i32 0, i32 0, i32 0, i32 1, i32 1, i32 2, i32 2, i32 3, i32 3, i32 4, i32 4, i32 5, i32 5, i32 6, i32 6, i32 7, i32 7, i32 8, i32 8, i32 9, i32 9, i32 10, i32 10, i32 11, i32 11, i32 12, i32 12, i32 13, i32 13], align 4
@extra_blbits = internal constant [19 x i32] [i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 2, i32 3, i32 7], align 4
@bl_order = internal unnamed_addr constant [19 x i8] c"\10\11\12\00\08\07\09\06\0A\05\0B\04\0C\03\0D\02\0E\01\0F", align 1
@base_length = internal unnamed_addr constant [29 x i32] [i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 10, i32 12, i32 14, i32 16, i32 20, i32 24, i32 28, i32 32, i32 40, i32 48, i32 56, i32 64, i32 80, i32 96, i32 112, i32 128, i32 160, i32 192, i32 224, i32 0], align 4
@base_dist = internal unnamed_addr constant [30 x i32] [i32 0, i32 1, i32 2, i32 3, i32 4, i32 6, i32 8, i32 12, i32 16, i32 24, i32 32, i32 48, i32 64, i32 96, i32 128, i32 192, i32 256, i32 384, i32 512, i32 768, i32 1024, i32 1536, i32 2048, i32 3072, i32 4096, i32 6144, i32 8192, i32 12288, i32 16384, i32 24576], align 4

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: write) uwtable
define dso_local void @_tr_init(ptr noundef %0) local_unnamed_addr #0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 212
  %3 = getelementptr inbounds i8, ptr %0, i64 2904
  store ptr %2, ptr %3, align 8, !tbaa !6
  %4 = getelementptr inbounds i8, ptr %0, i64 2920
  store ptr @static_l_desc, ptr %4, align 8, !tbaa !15
  %5 = getelementptr inbounds i8, ptr %0, i64 2504
  %6 = getelementptr inbounds i8, ptr %0, i64 2928
  store ptr %5, ptr %6, align 8, !tbaa !16
  %7 = getelementptr inbounds i8, ptr %0, i64 2944
  store ptr @static_d_desc, ptr %7, align 8, !tbaa !17
  %8 = getelementptr inbounds i8, ptr %0, i64 2748
  %9 = getelementptr inbounds i8, ptr %0, i64 2952
  store ptr %8, ptr %9, align 8, !tbaa !18
  %10 = getelementptr inbounds i8, ptr %0, i64 2968
  store ptr @static_bl_desc, ptr %10, align 8, !tbaa !19
  %11 = getelementptr inbounds i8, ptr %0, i64 5936
  store i16 0, ptr %11, align 8, !tbaa !20
  %12 = getelementptr inbounds i8, ptr %0, i64 5940
  store i32 0, ptr %12, align 4, !tbaa !21
  %13 = getelementptr inbounds i8, ptr %0, i64 5944
  store i32 0, ptr %13, align 8, !tbaa !22
  tail call fastcc void @init_block(ptr noundef %0)
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: write) uwtable
define internal fastcc void @init_block(ptr nocapture noundef writeonly %0) unnamed_addr #0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 212
  br label %3

3:                                                ; preds = %3, %1
  %4 = phi i64 [ 0, %1 ], [ %8, %3 ]
  %5 = or disjoint i64 %4, 1
  %6 = getelementptr inbounds [573 x %struct.ct_data_s], ptr %2, i64 0, i64 %4
  %7 = getelementptr inbounds [573 x %struct.ct_data_s], ptr %2, i64 0, i64 %5
  store i16 0, ptr %6, align 4, !tbaa !23
  store i16 0, ptr %7, align 4, !tbaa !23
  %8 = add nuw i64 %4, 2
  %9 = icmp eq i64 %8, 286
  br i1 %9, label %10, label %3, !llvm.loop !24

10:                                               ; preds = %3
  %11 = getelementptr inbounds i8, ptr %0, i64 2504
  store i16 0, ptr %11, align 4, !tbaa !23
  %12 = getelementptr inbounds i8, ptr %0, i64 2508
  store i16 0, ptr %12, align 4, !tbaa !23
  %13 = getelementptr inbounds i8, ptr %0, i64 2512
  store i16 0, ptr %13, align 4, !tbaa !23
  %14 = getelementptr inbounds i8, ptr %0, i64 2516
  store i16 0, ptr %14, align 4, !tbaa !23
  %15 = getelementptr inbounds i8, ptr %0, i64 2520
  store i16 0, ptr %15, align 4, !tbaa !23
  %16 = getelementptr inbounds i8, ptr %0, i64 2524
  store i16 0, ptr %16, align 4, !tbaa !23
  %17 = getelementptr inbounds i8, ptr %0, i64 2528
  store i16 0, ptr %17, align 4, !tbaa !23
  %18 = getelementptr inbounds i8, ptr %0, i64 2532
  store i16 0, ptr %18, align 4, !tbaa !23
  %19 = getelementptr inbounds i8, ptr %0, i64 2536
  store i16 0, ptr %19, align 4, !tbaa !23
  %20 = getelementptr inbounds i8, ptr %0, i64 2540
  store i16 0, ptr %20, align 4, !tbaa !23
  %21 = getelementptr inbounds i8, ptr %0, i64 2544
  store i16 0, ptr %21, align 4, !tbaa !23
  %22 = getelementptr inbounds i8, ptr %0, i64 2548
  store i16 0, ptr %22, align 4, !tbaa !23
  %23 = getelementptr inbounds i8, ptr %0, i64 2552
  store i16 0, ptr %23, align 4, !tbaa !23
  %24 = getelementptr inbounds i8, ptr %0, i64 2556
  store i16 0, ptr %24, align 4, !tbaa !23
  %25 = getelementptr inbounds i8, ptr %0, i64 2560
  store i16 0, ptr %25, align 4, !tbaa !23
  %26 = getelementptr inbounds i8, ptr %0, i64 2564
  store i16 0, ptr %26, align 4, !tbaa !23
  %27 = getelementptr inbounds i8, ptr %0, i64 2568
  store i16 0, ptr %27, align 4, !tbaa !23
  %28 = getelementptr inbounds i8, ptr %0, i64 2572
  store i16 0, ptr %28, align 4, !tbaa !23
  %29 = getelementptr inbounds i8, ptr %0, i64 2576
  store i16 0, ptr %29, align 4, !tbaa !23
  %30 = getelementptr inbounds i8, ptr %0, i64 2580
  store i16 0, ptr %30, align 4, !tbaa !23
  %31 = getelementptr inbounds i8, ptr %0, i64 2584
  store i16 0, ptr %31, align 4, !tbaa !23
  %32 = getelementptr inbounds i8, ptr %0, i64 2588
  store i16 0, ptr %32, align 4, !tbaa !23
  %33 = getelementptr inbounds i8, ptr %0, i64 2592
  store i16 0, ptr %33, align 4, !tbaa !23
  %34 = getelementptr inbounds i8, ptr %0, i64 2596
  store i16 0, ptr %34, align 4, !tbaa !23
  %35 = getelementptr inbounds i8, ptr %0, i64 2600
  store i16 0, ptr %35, align 4, !tbaa !23
  %36 = getelementptr inbounds i8, ptr %0, i64 2604
  store i16 0, ptr %36, align 4, !tbaa !23
  %37 = getelementptr inbounds i8, ptr %0, i64 2608
  store i16 0, ptr %37, align 4, !tbaa !23
  %38 = getelementptr inbounds i8, ptr %0, i64 2612
  store i16 0, ptr %38, align 4, !tbaa !23
  %39 = getelementptr inbounds i8, ptr %0, i64 2616
  store i16 0, ptr %39, align 4, !tbaa !23
  %40 = getelementptr inbounds i8, ptr %0, i64 2620
  store i16 0, ptr %40, align 4, !tbaa !23
  %41 = getelementptr inbounds i8, ptr %0, i64 2748
  store i16 0, ptr %41, align 4, !tbaa !23
  %42 = getelementptr inbounds i8, ptr %0, i64 2752
  store i16 0, ptr %42, align 4, !tbaa !23
  %43 = getelementptr inbounds i8, ptr %0, i64 2756
  store i16 0, ptr %43, align 4, !tbaa !23
  %44 = getelementptr inbounds i8, ptr %0, i64 2760
  store i16 0, ptr %44, align 4, !tbaa !23
  %45 = getelementptr inbounds i8, ptr %0, i64 2764
  store i16 0, ptr %45, align 4, !tbaa !23
  %46 = getelementptr inbounds i8, ptr %0, i64 2768
  store i16 0, ptr %46, align 4, !tbaa !23
  %47 = getelementptr inbounds i8, ptr %0, i64 2772
  store i16 0, ptr %47, align 4, !tbaa !23
  %48 = getelementptr inbounds i8, ptr %0, i64 2776
  store i16 0, ptr %48, align 4, !tbaa !23
  %49 = getelementptr inbounds i8, ptr %0, i64 2780
  store i16 0, ptr %49, align 4, !tbaa !23
  %50 = getelementptr inbounds i8, ptr %0, i64 2784
  store i16 0, ptr %50, align 4, !tbaa !23
  %51 = getelementptr inbounds i8, ptr %0, i64 2788
  store i16 0, ptr %51, align 4, !tbaa !23
  %52 = getelementptr inbounds i8, ptr %0, i64 2792
  store i16 0, ptr %52, align 4, !tbaa !23
  %53 = getelementptr inbounds i8, ptr %0, i64 2796
  store i16 0, ptr %53, align 4, !tbaa !23
  %54 = getelementptr inbounds i8, ptr %0, i64 2800
  store i16 0, ptr %54, align 4, !tbaa !23
  %55 = getelementptr inbounds i8, ptr %0, i64 2804
  store i16 0, ptr %55, align 4, !tbaa !23
  %56 = getelementptr inbounds i8, ptr %0, i64 2808
  store i16 0, ptr %56, align 4, !tbaa !23
  %57 = getelementptr inbounds i8, ptr %0, i64 2812
  store i16 0, ptr %57, align 4, !tbaa !23
  %58 = getelementptr inbounds i8, ptr %0, i64 2816
  store i16 0, ptr %58, align 4, !tbaa !23
  %59 = getelementptr inbounds i8, ptr %0, i64 2820
  store i16 0, ptr %59, align 4, !tbaa !23
  %60 = getelementptr inbounds i8, ptr %0, i64 1236
  store i16 1, ptr %60, align 4, !tbaa !23
  %61 = getelementptr inbounds i8, ptr %0, i64 5912
  %62 = getelementptr inbounds i8, ptr %0, i64 5900
  store i32 0, ptr %62, align 4, !tbaa !28
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(20) %61, i8 0, i64 20, i1 false)
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none) uwtable
define dso_local void @_tr_stored_block(ptr nocapture noundef %0, ptr nocapture noundef readonly %1, i64 noundef %2, i32 noundef %3) local_unnamed_addr #1 {
  %5 = getelementptr inbounds i8, ptr %0, i64 5940
  %6 = load i32, ptr %5, align 4, !tbaa !21
  %7 = icmp sgt i32 %6, 13
  br i1 %7, label %8, label %35

8:                                                ; preds = %4
  %9 = and i32 %3, 65535
  %10 = shl i32 %3, %6
  %11 = getelementptr inbounds i8, ptr %0, i64 5936
  %12 = load i16, ptr %11, align 8, !tbaa !20
  %13 = trunc i32 %10 to i16
  %14 = or i16 %12, %13
  store i16 %14, ptr %11, align 8, !tbaa !20
  %15 = trunc i16 %14 to i8
  %16 = getelementptr inbounds i8, ptr %0, i64 16
  %17 = load ptr, ptr %16, align 8, !tbaa !29
  %18 = getelementptr inbounds i8, ptr %0, i64 40
  %19 = load i64, ptr %18, align 8, !tbaa !30
  %20 = add i64 %19, 1
  store i64 %20, ptr %18, align 8, !tbaa !30
  %21 = getelementptr inbounds i8, ptr %17, i64 %19
  store i8 %15, ptr %21, align 1, !tbaa !23
  %22 = load i16, ptr %11, align 8, !tbaa !20
  %23 = lshr i16 %22, 8
  %24 = trunc nuw i16 %23 to i8
  %25 = load ptr, ptr %16, align 8, !tbaa !29
  %26 = load i64, ptr %18, align 8, !tbaa !30
  %27 = add i64 %26, 1
  store i64 %27, ptr %18, align 8, !tbaa !30
  %28 = getelementptr inbounds i8, ptr %25, i64 %26
  store i8 %24, ptr %28, align 1, !tbaa !23
  %29 = load i32, ptr %5, align 4, !tbaa !21
  %30 = sub nsw i32 16, %29
  %31 = lshr i32 %9, %30
  %32 = trunc nuw i32 %31 to i16
  store i16 %32, ptr %11, align 8, !tbaa !20
  %33 = add nsw i32 %29, -13
  %34 = trunc i32 %31 to i8
  br label %43

35:                                               ; preds = %4
  %36 = shl i32 %3, %6
  %37 = getelementptr inbounds i8, ptr %0, i64 5936
  %38 = load i16, ptr %37, align 8, !tbaa !20
  %39 = trunc i32 %36 to i16
  %40 = or i16 %38, %39
  store i16 %40, ptr %37, align 8, !tbaa !20
  %41 = add nsw i32 %6, 3
  %42 = trunc i16 %40 to i8
  br label %43

43:                                               ; preds = %35, %8
  %44 = phi i8 [ %42, %35 ], [ %34, %8 ]
  %45 = phi i32 [ %41, %35 ], [ %33, %8 ]
  store i32 %45, ptr %5, align 4, !tbaa !21
  %46 = icmp sgt i32 %45, 8
  br i1 %46, label %47, label %58

47:                                               ; preds = %43
  %48 = getelementptr inbounds i8, ptr %0, i64 5936
  %49 = getelementptr inbounds i8, ptr %0, i64 16
  %50 = load ptr, ptr %49, align 8, !tbaa !29
  %51 = getelementptr inbounds i8, ptr %0, i64 40
  %52 = load i64, ptr %51, align 8, !tbaa !30
  %53 = add i64 %52, 1
  store i64 %53, ptr %51, align 8, !tbaa !30
  %54 = getelementptr inbounds i8, ptr %50, i64 %52
  store i8 %44, ptr %54, align 1, !tbaa !23
  %55 = load i16, ptr %48, align 8, !tbaa !20
  %56 = lshr i16 %55, 8
  %57 = trunc nuw i16 %56 to i8
  br label %63

58:                                               ; preds = %43
  %59 = icmp sgt i32 %45, 0
  br i1 %59, label %60, label %72

60:                                               ; preds = %58
  %61 = getelementptr inbounds i8, ptr %0, i64 16
  %62 = getelementptr inbounds i8, ptr %0, i64 40
  br label %63

63:                                               ; preds = %60, %47
  %64 = phi ptr [ %62, %60 ], [ %51, %47 ]
  %65 = phi ptr [ %61, %60 ], [ %49, %47 ]
  %66 = phi i8 [ %44, %60 ], [ %57, %47 ]
  %67 = load ptr, ptr %65, align 8, !tbaa !29
  %68 = load i64, ptr %64, align 8, !tbaa !30
  %69 = add i64 %68, 1
  store i64 %69, ptr %64, align 8, !tbaa !30
  %70 = getelementptr inbounds i8, ptr %67, i64 %68
  store i8 %66, ptr %70, align 1, !tbaa !23
  %71 = load i32, ptr %5, align 4, !tbaa !21
  br label %72

72:                                               ; preds = %58, %63
  %73 = phi i32 [ %45, %58 ], [ %71, %63 ]
  %74 = add i32 %73, 7
  %75 = and i32 %74, 7
  %76 = add nuw nsw i32 %75, 1
  %77 = getelementptr inbounds i8, ptr %0, i64 5944
  store i32 %76, ptr %77, align 8, !tbaa !22
  %78 = getelementptr inbounds i8, ptr %0, i64 5936
  store i16 0, ptr %78, align 8, !tbaa !20
  store i32 0, ptr %5, align 4, !tbaa !21
  %79 = trunc i64 %2 to i8
  %80 = getelementptr inbounds i8, ptr %0, i64 16
  %81 = load ptr, ptr %80, align 8, !tbaa !29
  %82 = getelementptr inbounds i8, ptr %0, i64 40
  %83 = load i64, ptr %82, align 8, !tbaa !30
  %84 = add i64 %83, 1
  store i64 %84, ptr %82, align 8, !tbaa !30
  %85 = getelementptr inbounds i8, ptr %81, i64 %83
  store i8 %79, ptr %85, align 1, !tbaa !23
  %86 = lshr i64 %2, 8
  %87 = trunc i64 %86 to i8
  %88 = load ptr, ptr %80, align 8, !tbaa !29
  %89 = load i64, ptr %82, align 8, !tbaa !30
  %90 = add i64 %89, 1
  store i64 %90, ptr %82, align 8, !tbaa !30
  %91 = getelementptr inbounds i8, ptr %88, i64 %89
  store i8 %87, ptr %91, align 1, !tbaa !23
  %92 = trunc i64 %2 to i32
  %93 = xor i32 %92, 65535
  %94 = trunc i32 %93 to i8
  %95 = load ptr, ptr %80, align 8, !tbaa !29
  %96 = load i64, ptr %82, align 8, !tbaa !30
  %97 = add i64 %96, 1
  store i64 %97, ptr %82, align 8, !tbaa !30
  %98 = getelementptr inbounds i8, ptr %95, i64 %96
  store i8 %94, ptr %98, align 1, !tbaa !23
  %99 = lshr i32 %93, 8
  %100 = trunc i32 %99 to i8
  %101 = load ptr, ptr %80, align 8, !tbaa !29
  %102 = load i64, ptr %82, align 8, !tbaa !30
  %103 = add i64 %102, 1
  store i64 %103, ptr %82, align 8, !tbaa !30
  %104 = getelementptr inbounds i8, ptr %101, i64 %102
  store i8 %100, ptr %104, align 1, !tbaa !23
  %105 = icmp eq i64 %2, 0
  br i1 %105, label %110, label %106

106:                                              ; preds = %72
  %107 = load ptr, ptr %80, align 8, !tbaa !29
  %108 = load i64, ptr %82, align 8, !tbaa !30
  %109 = getelementptr inbounds i8, ptr %107, i64 %108
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %109, ptr align 1 %1, i64 %2, i1 false)
  br label %110

110:                                              ; preds = %106, %72
  %111 = load i64, ptr %82, align 8, !tbaa !30
  %112 = add i64 %111, %2
  store i64 %112, ptr %82, align 8, !tbaa !30
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(write, argmem: readwrite, inaccessiblemem: none) uwtable
define dso_local void @_tr_flush_bits(ptr nocapture noundef %0) local_unnamed_addr #4 {
  %2 = getelementptr inbounds i8, ptr %0, i64 5940
  %3 = load i32, ptr %2, align 4, !tbaa !21
  %4 = icmp eq i32 %3, 16
  br i1 %4, label %5, label %22

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %0, i64 5936
  %7 = load i16, ptr %6, align 8, !tbaa !20
  %8 = trunc i16 %7 to i8
  %9 = getelementptr inbounds i8, ptr %0, i64 16
  %10 = load ptr, ptr %9, align 8, !tbaa !29
  %11 = getelementptr inbounds i8, ptr %0, i64 40
  %12 = load i64, ptr %11, align 8, !tbaa !30
  %13 = add i64 %12, 1
  store i64 %13, ptr %11, align 8, !tbaa !30
  %14 = getelementptr inbounds i8, ptr %10, i64 %12
  store i8 %8, ptr %14, align 1, !tbaa !23
  %15 = load i16, ptr %6, align 8, !tbaa !20
  %16 = lshr i16 %15, 8
  %17 = trunc nuw i16 %16 to i8
  %18 = load ptr, ptr %9, align 8, !tbaa !29
  %19 = load i64, ptr %11, align 8, !tbaa !30
  %20 = add i64 %19, 1
  store i64 %20, ptr %11, align 8, !tbaa !30
  %21 = getelementptr inbounds i8, ptr %18, i64 %19
  store i8 %17, ptr %21, align 1, !tbaa !23
  store i16 0, ptr %6, align 8, !tbaa !20
  br label %38

22:                                               ; preds = %1
  %23 = icmp sgt i32 %3, 7
  br i1 %23, label %24, label %40

24:                                               ; preds = %22
  %25 = getelementptr inbounds i8, ptr %0, i64 5936
  %26 = load i16, ptr %25, align 8, !tbaa !20
  %27 = trunc i16 %26 to i8
  %28 = getelementptr inbounds i8, ptr %0, i64 16
  %29 = load ptr, ptr %28, align 8, !tbaa !29
  %30 = getelementptr inbounds i8, ptr %0, i64 40
  %31 = load i64, ptr %30, align 8, !tbaa !30
  %32 = add i64 %31, 1
  store i64 %32, ptr %30, align 8, !tbaa !30
  %33 = getelementptr inbounds i8, ptr %29, i64 %31
  store i8 %27, ptr %33, align 1, !tbaa !23
  %34 = load i16, ptr %25, align 8, !tbaa !20
  %35 = lshr i16 %34, 8
  store i16 %35, ptr %25, align 8, !tbaa !20
  %36 = load i32, ptr %2, align 4, !tbaa !21
  %37 = add nsw i32 %36, -8
  br label %38

38:                                               ; preds = %24, %5
  %39 = phi i32 [ %37, %24 ], [ 0, %5 ]
  store i32 %39, ptr %2, align 4, !tbaa !21
  br label %40

40:                                               ; preds = %22, %38
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(write, argmem: readwrite, inaccessiblemem: none) uwtable
define dso_local void @_tr_align(ptr nocapture noundef %0) local_unnamed_addr #4 {
  %2 = getelementptr inbounds i8, ptr %0, i64 5940
  %3 = load i32, ptr %2, align 4, !tbaa !21
  %4 = icmp sgt i32 %3, 13
  %5 = shl i32 2, %3
  %6 = getelementptr inbounds i8, ptr %0, i64 5936
  %7 = load i16, ptr %6, align 8, !tbaa !20
  %8 = trunc i32 %5 to i16
  %9 = or i16 %7, %8
  store i16 %9, ptr %6, align 8, !tbaa !20
  br i1 %4, label %10, label %31

10:                                               ; preds = %1
  %11 = trunc i16 %9 to i8
  %12 = getelementptr inbounds i8, ptr %0, i64 16
  %13 = load ptr, ptr %12, align 8, !tbaa !29
  %14 = getelementptr inbounds i8, ptr %0, i64 40
  %15 = load i64, ptr %14, align 8, !tbaa !30
  %16 = add i64 %15, 1
  store i64 %16, ptr %14, align 8, !tbaa !30
  %17 = getelementptr inbounds i8, ptr %13, i64 %15
  store i8 %11, ptr %17, align 1, !tbaa !23
  %18 = load i16, ptr %6, align 8, !tbaa !20
  %19 = lshr i16 %18, 8
  %20 = trunc nuw i16 %19 to i8
  %21 = load ptr, ptr %12, align 8, !tbaa !29
  %22 = load i64, ptr %14, align 8, !tbaa !30
  %23 = add i64 %22, 1
  store i64 %23, ptr %14, align 8, !tbaa !30
  %24 = getelementptr inbounds i8, ptr %21, i64 %22
  store i8 %20, ptr %24, align 1, !tbaa !23
  %25 = load i32, ptr %2, align 4, !tbaa !21
  %26 = sub nsw i32 16, %25
  %27 = lshr i32 2, %26
  %28 = trunc nuw nsw i32 %27 to i16
  store i16 %28, ptr %6, align 8, !tbaa !20
  %29 = add nsw i32 %25, -13
  %30 = trunc nuw nsw i32 %27 to i8
  br label %34

31:                                               ; preds = %1
  %32 = add nsw i32 %3, 3
  %33 = trunc i16 %9 to i8
  br label %34

34:                                               ; preds = %31, %10
  %35 = phi i8 [ %33, %31 ], [ %30, %10 ]
  %36 = phi i32 [ %32, %31 ], [ %29, %10 ]
  store i32 %36, ptr %2, align 4, !tbaa !21
  %37 = icmp sgt i32 %36, 9
  br i1 %37, label %38, label %55

38:                                               ; preds = %34
  %39 = getelementptr inbounds i8, ptr %0, i64 5936
  %40 = getelementptr inbounds i8, ptr %0, i64 16
  %41 = load ptr, ptr %40, align 8, !tbaa !29
  %42 = getelementptr inbounds i8, ptr %0, i64 40
  %43 = load i64, ptr %42, align 8, !tbaa !30
  %44 = add i64 %43, 1
  store i64 %44, ptr %42, align 8, !tbaa !30
  %45 = getelementptr inbounds i8, ptr %41, i64 %43
  store i8 %35, ptr %45, align 1, !tbaa !23
  %46 = load i16, ptr %39, align 8, !tbaa !20
  %47 = lshr i16 %46, 8
  %48 = trunc nuw i16 %47 to i8
  %49 = load ptr, ptr %40, align 8, !tbaa !29
  %50 = load i64, ptr %42, align 8, !tbaa !30
  %51 = add i64 %50, 1
  store i64 %51, ptr %42, align 8, !tbaa !30
  %52 = getelementptr inbounds i8, ptr %49, i64 %50
  store i8 %48, ptr %52, align 1, !tbaa !23
  store i16 0, ptr %39, align 8, !tbaa !20
  %53 = load i32, ptr %2, align 4, !tbaa !21
  %54 = add nsw i32 %53, -9
  br label %57

55:                                               ; preds = %34
  %56 = add nsw i32 %36, 7
  br label %57

57:                                               ; preds = %55, %38
  %58 = phi i8 [ %35, %55 ], [ 0, %38 ]
  %59 = phi i32 [ %56, %55 ], [ %54, %38 ]
  store i32 %59, ptr %2, align 4, !tbaa !21
  %60 = icmp eq i32 %59, 16
  br i1 %60, label %61, label %76

61:                                               ; preds = %57
  %62 = getelementptr inbounds i8, ptr %0, i64 5936
  %63 = getelementptr inbounds i8, ptr %0, i64 16
  %64 = load ptr, ptr %63, align 8, !tbaa !29
  %65 = getelementptr inbounds i8, ptr %0, i64 40
  %66 = load i64, ptr %65, align 8, !tbaa !30
  %67 = add i64 %66, 1
  store i64 %67, ptr %65, align 8, !tbaa !30
  %68 = getelementptr inbounds i8, ptr %64, i64 %66
  store i8 %58, ptr %68, align 1, !tbaa !23
  %69 = load i16, ptr %62, align 8, !tbaa !20
  %70 = lshr i16 %69, 8
  %71 = trunc nuw i16 %70 to i8
  %72 = load ptr, ptr %63, align 8, !tbaa !29
  %73 = load i64, ptr %65, align 8, !tbaa !30
  %74 = add i64 %73, 1
  store i64 %74, ptr %65, align 8, !tbaa !30
  %75 = getelementptr inbounds i8, ptr %72, i64 %73
  store i8 %71, ptr %75, align 1, !tbaa !23
  store i16 0, ptr %62, align 8, !tbaa !20
  br label %90

76:                                               ; preds = %57
  %77 = icmp sgt i32 %59, 7
  br i1 %77, label %78, label %92

78:                                               ; preds = %76
  %79 = getelementptr inbounds i8, ptr %0, i64 5936
  %80 = getelementptr inbounds i8, ptr %0, i64 16
  %81 = load ptr, ptr %80, align 8, !tbaa !29
  %82 = getelementptr inbounds i8, ptr %0, i64 40
  %83 = load i64, ptr %82, align 8, !tbaa !30
  %84 = add i64 %83, 1
  store i64 %84, ptr %82, align 8, !tbaa !30
  %85 = getelementptr inbounds i8, ptr %81, i64 %83
  store i8 %58, ptr %85, align 1, !tbaa !23
  %86 = load i16, ptr %79, align 8, !tbaa !20
  %87 = lshr i16 %86, 8
  store i16 %87, ptr %79, align 8, !tbaa !20
  %88 = load i32, ptr %2, align 4, !tbaa !21
  %89 = add nsw i32 %88, -8
  br label %90

90:                                               ; preds = %78, %61
  %91 = phi i32 [ %89, %78 ], [ 0, %61 ]
  store i32 %91, ptr %2, align 4, !tbaa !21
  br label %92

92:                                               ; preds = %76, %90
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define dso_local void @_tr_flush_block(ptr noundef %0, ptr noundef readonly %1, i64 noundef %2, i32 noundef %3) local_unnamed_addr #5 {
  %5 = getelementptr inbounds i8, ptr %0, i64 196
  %6 = load i32, ptr %5, align 4, !tbaa !31
  %7 = icmp sgt i32 %6, 0
  br i1 %7, label %8, label %288

8:                                                ; preds = %4
  %9 = load ptr, ptr %0, align 8, !tbaa !32
  %10 = getelementptr inbounds i8, ptr %9, i64 88
  %11 = load i32, ptr %10, align 8, !tbaa !33
  %12 = icmp eq i32 %11, 2
  br i1 %12, label %13, label %50

13:                                               ; preds = %8
  %14 = getelementptr inbounds i8, ptr %0, i64 212
  br label %15

15:                                               ; preds = %24, %13
  %16 = phi i64 [ 0, %13 ], [ %25, %24 ]
  %17 = phi i64 [ 4093624447, %13 ], [ %26, %24 ]
  %18 = and i64 %17, 1
  %19 = icmp eq i64 %18, 0
  br i1 %19, label %24, label %20

20:                                               ; preds = %15
  %21 = getelementptr inbounds [573 x %struct.ct_data_s], ptr %14, i64 0, i64 %16
  %22 = load i16, ptr %21, align 4, !tbaa !23
  %23 = icmp eq i16 %22, 0
  br i1 %23, label %24, label %48

24:                                               ; preds = %20, %15
  %25 = add nuw nsw i64 %16, 1
  %26 = lshr i64 %17, 1
  %27 = icmp eq i64 %25, 32
  br i1 %27, label %28, label %15, !llvm.loop !35

28:                                               ; preds = %24
  %29 = getelementptr inbounds i8, ptr %0, i64 248
  %30 = load i16, ptr %29, align 4, !tbaa !23
  %31 = icmp eq i16 %30, 0
  br i1 %31, label %32, label %48

32:                                               ; preds = %28
  %33 = getelementptr inbounds i8, ptr %0, i64 252
  %34 = load i16, ptr %33, align 4, !tbaa !23
  %35 = icmp eq i16 %34, 0
  br i1 %35, label %36, label %48

36:                                               ; preds = %32
  %37 = getelementptr inbounds i8, ptr %0, i64 264
  %38 = load i16, ptr %37, align 4, !tbaa !23
  %39 = icmp eq i16 %38, 0
  br i1 %39, label %43, label %48

40:                                               ; preds = %43
  %41 = add nuw nsw i64 %44, 1
  %42 = icmp eq i64 %41, 256
  br i1 %42, label %48, label %43, !llvm.loop !36

43:                                               ; preds = %36, %40
  %44 = phi i64 [ %41, %40 ], [ 32, %36 ]
  %45 = getelementptr inbounds [573 x %struct.ct_data_s], ptr %14, i64 0, i64 %44
  %46 = load i16, ptr %45, align 4, !tbaa !23
  %47 = icmp eq i16 %46, 0
  br i1 %47, label %40, label %48

48:                                               ; preds = %20, %40, %43, %28, %32, %36
  %49 = phi i32 [ 1, %36 ], [ 1, %32 ], [ 1, %28 ], [ 1, %43 ], [ 0, %40 ], [ 0, %20 ]
  store i32 %49, ptr %10, align 8, !tbaa !33
  br label %50

50:                                               ; preds = %48, %8
  %51 = getelementptr inbounds i8, ptr %0, i64 2904
  tail call fastcc void @build_tree(ptr noundef nonnull %0, ptr noundef nonnull %51)
  %52 = getelementptr inbounds i8, ptr %0, i64 2928
  tail call fastcc void @build_tree(ptr noundef nonnull %0, ptr noundef nonnull %52)
  %53 = getelementptr inbounds i8, ptr %0, i64 212
  %54 = getelementptr inbounds i8, ptr %0, i64 2912
  %55 = load i32, ptr %54, align 8, !tbaa !37
  %56 = getelementptr inbounds i8, ptr %0, i64 214
  %57 = load i16, ptr %56, align 2, !tbaa !23
  %58 = sext i32 %55 to i64
  %59 = getelementptr %struct.ct_data_s, ptr %53, i64 %58
  %60 = getelementptr i8, ptr %59, i64 6
  store i16 -1, ptr %60, align 2, !tbaa !23
  %61 = icmp slt i32 %55, 0
  br i1 %61, label %127, label %62

62:                                               ; preds = %50
  %63 = icmp eq i16 %57, 0
  %64 = select i1 %63, i32 3, i32 4
  %65 = select i1 %63, i32 138, i32 7
  %66 = zext i16 %57 to i32
  %67 = getelementptr inbounds i8, ptr %0, i64 2748
  %68 = getelementptr inbounds i8, ptr %0, i64 2812
  %69 = getelementptr inbounds i8, ptr %0, i64 2820
  %70 = getelementptr inbounds i8, ptr %0, i64 2816
  %71 = add nuw i32 %55, 1
  %72 = zext i32 %71 to i64
  br label %73

73:                                               ; preds = %121, %62
  %74 = phi i64 [ 0, %62 ], [ %80, %121 ]
  %75 = phi i32 [ %64, %62 ], [ %125, %121 ]
  %76 = phi i32 [ %65, %62 ], [ %124, %121 ]
  %77 = phi i32 [ 0, %62 ], [ %123, %121 ]
  %78 = phi i32 [ %66, %62 ], [ %83, %121 ]
  %79 = phi i32 [ -1, %62 ], [ %122, %121 ]
  %80 = add nuw nsw i64 %74, 1
  %81 = getelementptr inbounds %struct.ct_data_s, ptr %53, i64 %80, i32 1
  %82 = load i16, ptr %81, align 2, !tbaa !23
  %83 = zext i16 %82 to i32
  %84 = add nsw i32 %77, 1
  %85 = icmp slt i32 %84, %76
  %86 = icmp eq i32 %78, %83
  %87 = select i1 %85, i1 %86, i1 false
  br i1 %87, label %121, label %88

88:                                               ; preds = %73
  %89 = icmp slt i32 %84, %75
  br i1 %89, label %90, label %96

90:                                               ; preds = %88
  %91 = zext nneg i32 %78 to i64
  %92 = getelementptr inbounds [39 x %struct.ct_data_s], ptr %67, i64 0, i64 %91
  %93 = load i16, ptr %92, align 4, !tbaa !23
  %94 = trunc i32 %84 to i16
  %95 = add i16 %93, %94
  store i16 %95, ptr %92, align 4, !tbaa !23
  br label %116

96:                                               ; preds = %88
  %97 = icmp eq i32 %78, 0
  br i1 %97, label %108, label %98

98:                                               ; preds = %96
  %99 = icmp eq i32 %78, %79
  br i1 %99, label %105, label %100

100:                                              ; preds = %98
  %101 = zext nneg i32 %78 to i64
  %102 = getelementptr inbounds [39 x %struct.ct_data_s], ptr %67, i64 0, i64 %101
  %103 = load i16, ptr %102, align 4, !tbaa !23
  %104 = add i16 %103, 1
  store i16 %104, ptr %102, align 4, !tbaa !23
  br label %105

105:                                              ; preds = %100, %98
  %106 = load i16, ptr %68, align 4, !tbaa !23
  %107 = add i16 %106, 1
  store i16 %107, ptr %68, align 4, !tbaa !23
  br label %116

108:                                              ; preds = %96
  %109 = icmp slt i32 %77, 10
  br i1 %109, label %110, label %113

110:                                              ; preds = %108
  %111 = load i16, ptr %70, align 4, !tbaa !23
  %112 = add i16 %111, 1
  store i16 %112, ptr %70, align 4, !tbaa !23
  br label %116

113:                                              ; preds = %108
  %114 = load i16, ptr %69, align 4, !tbaa !23
  %115 = add i16 %114, 1
  store i16 %115, ptr %69, align 4, !tbaa !23
  br label %116

116:                                              ; preds = %113, %110, %105, %90
  %117 = icmp eq i16 %82, 0
  br i1 %117, label %121, label %118

118:                                              ; preds = %116
  %119 = select i1 %86, i32 6, i32 7
  %120 = select i1 %86, i32 3, i32 4
  br label %121

121:                                              ; preds = %118, %116, %73
  %122 = phi i32 [ %79, %73 ], [ %78, %116 ], [ %78, %118 ]
  %123 = phi i32 [ %84, %73 ], [ 0, %116 ], [ 0, %118 ]
  %124 = phi i32 [ %76, %73 ], [ 138, %116 ], [ %119, %118 ]
  %125 = phi i32 [ %75, %73 ], [ 3, %116 ], [ %120, %118 ]
  %126 = icmp eq i64 %80, %72
  br i1 %126, label %127, label %73, !llvm.loop !38

127:                                              ; preds = %121, %50
  %128 = getelementptr inbounds i8, ptr %0, i64 2504
  %129 = getelementptr inbounds i8, ptr %0, i64 2936
  %130 = load i32, ptr %129, align 8, !tbaa !39
  %131 = getelementptr inbounds i8, ptr %0, i64 2506
  %132 = load i16, ptr %131, align 2, !tbaa !23
  %133 = sext i32 %130 to i64
  %134 = getelementptr %struct.ct_data_s, ptr %128, i64 %133
  %135 = getelementptr i8, ptr %134, i64 6
  store i16 -1, ptr %135, align 2, !tbaa !23
  %136 = icmp slt i32 %130, 0
  br i1 %136, label %202, label %137

137:                                              ; preds = %127
  %138 = icmp eq i16 %132, 0
  %139 = select i1 %138, i32 3, i32 4
  %140 = select i1 %138, i32 138, i32 7
  %141 = zext i16 %132 to i32
  %142 = getelementptr inbounds i8, ptr %0, i64 2748
  %143 = getelementptr inbounds i8, ptr %0, i64 2812
  %144 = getelementptr inbounds i8, ptr %0, i64 2820
  %145 = getelementptr inbounds i8, ptr %0, i64 2816
  %146 = add nuw i32 %130, 1
  %147 = zext i32 %146 to i64
  br label %148

148:                                              ; preds = %196, %137
  %149 = phi i64 [ 0, %137 ], [ %155, %196 ]
  %150 = phi i32 [ %139, %137 ], [ %200, %196 ]
  %151 = phi i32 [ %140, %137 ], [ %199, %196 ]
  %152 = phi i32 [ 0, %137 ], [ %198, %196 ]
  %153 = phi i32 [ %141, %137 ], [ %158, %196 ]
  %154 = phi i32 [ -1, %137 ], [ %197, %196 ]
  %155 = add nuw nsw i64 %149, 1
  %156 = getelementptr inbounds %struct.ct_data_s, ptr %128, i64 %155, i32 1
  %157 = load i16, ptr %156, align 2, !tbaa !23
  %158 = zext i16 %157 to i32
  %159 = add nsw i32 %152, 1
  %160 = icmp slt i32 %159, %151
  %161 = icmp eq i32 %153, %158
  %162 = select i1 %160, i1 %161, i1 false
  br i1 %162, label %196, label %163

163:                                              ; preds = %148
  %164 = icmp slt i32 %159, %150
  br i1 %164, label %165, label %171

165:                                              ; preds = %163
  %166 = zext nneg i32 %153 to i64
  %167 = getelementptr inbounds [39 x %struct.ct_data_s], ptr %142, i64 0, i64 %166
  %168 = load i16, ptr %167, align 4, !tbaa !23
  %169 = trunc i32 %159 to i16
  %170 = add i16 %168, %169
  store i16 %170, ptr %167, align 4, !tbaa !23
  br label %191

171:                                              ; preds = %163
  %172 = icmp eq i32 %153, 0
  br i1 %172, label %183, label %173

173:                                              ; preds = %171
  %174 = icmp eq i32 %153, %154
  br i1 %174, label %180, label %175

175:                                              ; preds = %173
  %176 = zext nneg i32 %153 to i64
  %177 = getelementptr inbounds [39 x %struct.ct_data_s], ptr %142, i64 0, i64 %176
  %178 = load i16, ptr %177, align 4, !tbaa !23
  %179 = add i16 %178, 1
  store i16 %179, ptr %177, align 4, !tbaa !23
  br label %180

180:                                              ; preds = %175, %173
  %181 = load i16, ptr %143, align 4, !tbaa !23
  %182 = add i16 %181, 1
  store i16 %182, ptr %143, align 4, !tbaa !23
  br label %191

183:                                              ; preds = %171
  %184 = icmp slt i32 %152, 10
  br i1 %184, label %185, label %188

185:                                              ; preds = %183
  %186 = load i16, ptr %145, align 4, !tbaa !23
  %187 = add i16 %186, 1
  store i16 %187, ptr %145, align 4, !tbaa !23
  br label %191

188:                                              ; preds = %183
  %189 = load i16, ptr %144, align 4, !tbaa !23
  %190 = add i16 %189, 1
  store i16 %190, ptr %144, align 4, !tbaa !23
  br label %191

191:                                              ; preds = %188, %185, %180, %165
  %192 = icmp eq i16 %157, 0
  br i1 %192, label %196, label %193

193:                                              ; preds = %191
  %194 = select i1 %161, i32 6, i32 7
  %195 = select i1 %161, i32 3, i32 4
  br label %196

196:                                              ; preds = %193, %191, %148
  %197 = phi i32 [ %154, %148 ], [ %153, %191 ], [ %153, %193 ]
  %198 = phi i32 [ %159, %148 ], [ 0, %191 ], [ 0, %193 ]
  %199 = phi i32 [ %151, %148 ], [ 138, %191 ], [ %194, %193 ]
  %200 = phi i32 [ %150, %148 ], [ 3, %191 ], [ %195, %193 ]
  %201 = icmp eq i64 %155, %147
  br i1 %201, label %202, label %148, !llvm.loop !38

202:                                              ; preds = %196, %127
  %203 = getelementptr inbounds i8, ptr %0, i64 2952
  tail call fastcc void @build_tree(ptr noundef nonnull %0, ptr noundef nonnull %203)
  %204 = getelementptr inbounds i8, ptr %0, i64 2810
  %205 = load i16, ptr %204, align 2, !tbaa !23
  %206 = icmp eq i16 %205, 0
  br i1 %206, label %207, label %268

207:                                              ; preds = %202
  %208 = getelementptr inbounds i8, ptr %0, i64 2754
  %209 = load i16, ptr %208, align 2, !tbaa !23
  %210 = icmp eq i16 %209, 0
  br i1 %210, label %211, label %268

211:                                              ; preds = %207
  %212 = getelementptr inbounds i8, ptr %0, i64 2806
  %213 = load i16, ptr %212, align 2, !tbaa !23
  %214 = icmp eq i16 %213, 0
  br i1 %214, label %215, label %268

215:                                              ; preds = %211
  %216 = getelementptr inbounds i8, ptr %0, i64 2758
  %217 = load i16, ptr %216, align 2, !tbaa !23
  %218 = icmp eq i16 %217, 0
  br i1 %218, label %219, label %268

219:                                              ; preds = %215
  %220 = getelementptr inbounds i8, ptr %0, i64 2802
  %221 = load i16, ptr %220, align 2, !tbaa !23
  %222 = icmp eq i16 %221, 0
  br i1 %222, label %223, label %268

223:                                              ; preds = %219
  %224 = getelementptr inbounds i8, ptr %0, i64 2762
  %225 = load i16, ptr %224, align 2, !tbaa !23
  %226 = icmp eq i16 %225, 0
  br i1 %226, label %227, label %268

227:                                              ; preds = %223
  %228 = getelementptr inbounds i8, ptr %0, i64 2798
  %229 = load i16, ptr %228, align 2, !tbaa !23
  %230 = icmp eq i16 %229, 0
  br i1 %230, label %231, label %268

231:                                              ; preds = %227
  %232 = getelementptr inbounds i8, ptr %0, i64 2766
  %233 = load i16, ptr %232, align 2, !tbaa !23
  %234 = icmp eq i16 %233, 0
  br i1 %234, label %235, label %268

235:                                              ; preds = %231
  %236 = getelementptr inbounds i8, ptr %0, i64 2794
  %237 = load i16, ptr %236, align 2, !tbaa !23
  %238 = icmp eq i16 %237, 0
  br i1 %238, label %239, label %268

239:                                              ; preds = %235
  %240 = getelementptr inbounds i8, ptr %0, i64 2770
  %241 = load i16, ptr %240, align 2, !tbaa !23
  %242 = icmp eq i16 %241, 0
  br i1 %242, label %243, label %268

243:                                              ; preds = %239
  %244 = getelementptr inbounds i8, ptr %0, i64 2790
  %245 = load i16, ptr %244, align 2, !tbaa !23
  %246 = icmp eq i16 %245, 0
  br i1 %246, label %247, label %268

247:                                              ; preds = %243
  %248 = getelementptr inbounds i8, ptr %0, i64 2774
  %249 = load i16, ptr %248, align 2, !tbaa !23
  %250 = icmp eq i16 %249, 0
  br i1 %250, label %251, label %268

251:                                              ; preds = %247
  %252 = getelementptr inbounds i8, ptr %0, i64 2786
  %253 = load i16, ptr %252, align 2, !tbaa !23
  %254 = icmp eq i16 %253, 0
  br i1 %254, label %255, label %268

255:                                              ; preds = %251
  %256 = getelementptr inbounds i8, ptr %0, i64 2778
  %257 = load i16, ptr %256, align 2, !tbaa !23
  %258 = icmp eq i16 %257, 0
  br i1 %258, label %259, label %268

259:                                              ; preds = %255
  %260 = getelementptr inbounds i8, ptr %0, i64 2782
  %261 = load i16, ptr %260, align 2, !tbaa !23
  %262 = icmp eq i16 %261, 0
  br i1 %262, label %263, label %268

263:                                              ; preds = %259
  %264 = getelementptr inbounds i8, ptr %0, i64 2750
  %265 = load i16, ptr %264, align 2, !tbaa !23
  %266 = icmp eq i16 %265, 0
  %267 = select i1 %266, i32 2, i32 3
  br label %268

268:                                              ; preds = %202, %207, %211, %215, %219, %223, %227, %231, %235, %239, %243, %247, %251, %255, %259, %263
  %269 = phi i32 [ 18, %202 ], [ 17, %207 ], [ 16, %211 ], [ 15, %215 ], [ 14, %219 ], [ 13, %223 ], [ 12, %227 ], [ 11, %231 ], [ 10, %235 ], [ 9, %239 ], [ 8, %243 ], [ 7, %247 ], [ 6, %251 ], [ 5, %255 ], [ 4, %259 ], [ %267, %263 ]
  %270 = mul nuw nsw i32 %269, 3
  %271 = add nuw nsw i32 %270, 17
  %272 = zext nneg i32 %271 to i64
  %273 = getelementptr inbounds i8, ptr %0, i64 5912
  %274 = load i64, ptr %273, align 8, !tbaa !40
  %275 = add i64 %274, %272
  store i64 %275, ptr %273, align 8, !tbaa !40
  %276 = add i64 %275, 10
  %277 = lshr i64 %276, 3
  %278 = getelementptr inbounds i8, ptr %0, i64 5920
  %279 = load i64, ptr %278, align 8, !tbaa !41
  %280 = add i64 %279, 10
  %281 = lshr i64 %280, 3
  %282 = icmp ugt i64 %281, %277
  br i1 %282, label %283, label %287

283:                                              ; preds = %268
  %284 = getelementptr inbounds i8, ptr %0, i64 200
  %285 = load i32, ptr %284, align 8, !tbaa !42
  %286 = icmp eq i32 %285, 4
  br i1 %286, label %287, label %290

287:                                              ; preds = %283, %268
  br label %290

288:                                              ; preds = %4
  %289 = add i64 %2, 5
  br label %290

290:                                              ; preds = %283, %287, %288
  %291 = phi i32 [ %269, %287 ], [ %269, %283 ], [ 0, %288 ]
  %292 = phi i64 [ %281, %287 ], [ %281, %283 ], [ %289, %288 ]
  %293 = phi i64 [ %281, %287 ], [ %277, %283 ], [ %289, %288 ]
  %294 = add i64 %2, 4
  %295 = icmp ule i64 %294, %293
  %296 = icmp ne ptr %1, null
  %297 = and i1 %296, %295
  br i1 %297, label %298, label %299

298:                                              ; preds = %290
  tail call void @_tr_stored_block(ptr noundef nonnull %0, ptr noundef nonnull %1, i64 noundef %2, i32 noundef %3)
  br label %535

299:                                              ; preds = %290
  %300 = icmp eq i64 %292, %293
  %301 = getelementptr inbounds i8, ptr %0, i64 5940
  %302 = load i32, ptr %301, align 4, !tbaa !21
  %303 = icmp sgt i32 %302, 13
  br i1 %300, label %304, label %341

304:                                              ; preds = %299
  %305 = add i32 %3, 2
  br i1 %303, label %306, label %332

306:                                              ; preds = %304
  %307 = and i32 %305, 65535
  %308 = shl i32 %305, %302
  %309 = getelementptr inbounds i8, ptr %0, i64 5936
  %310 = load i16, ptr %309, align 8, !tbaa !20
  %311 = trunc i32 %308 to i16
  %312 = or i16 %310, %311
  store i16 %312, ptr %309, align 8, !tbaa !20
  %313 = trunc i16 %312 to i8
  %314 = getelementptr inbounds i8, ptr %0, i64 16
  %315 = load ptr, ptr %314, align 8, !tbaa !29
  %316 = getelementptr inbounds i8, ptr %0, i64 40
  %317 = load i64, ptr %316, align 8, !tbaa !30
  %318 = add i64 %317, 1
  store i64 %318, ptr %316, align 8, !tbaa !30
  %319 = getelementptr inbounds i8, ptr %315, i64 %317
  store i8 %313, ptr %319, align 1, !tbaa !23
  %320 = load i16, ptr %309, align 8, !tbaa !20
  %321 = lshr i16 %320, 8
  %322 = trunc nuw i16 %321 to i8
  %323 = load ptr, ptr %314, align 8, !tbaa !29
  %324 = load i64, ptr %316, align 8, !tbaa !30
  %325 = add i64 %324, 1
  store i64 %325, ptr %316, align 8, !tbaa !30
  %326 = getelementptr inbounds i8, ptr %323, i64 %324
  store i8 %322, ptr %326, align 1, !tbaa !23
  %327 = load i32, ptr %301, align 4, !tbaa !21
  %328 = sub nsw i32 16, %327
  %329 = lshr i32 %307, %328
  %330 = trunc nuw i32 %329 to i16
  store i16 %330, ptr %309, align 8, !tbaa !20
  %331 = add nsw i32 %327, -13
  br label %339

332:                                              ; preds = %304
  %333 = shl i32 %305, %302
  %334 = getelementptr inbounds i8, ptr %0, i64 5936
  %335 = load i16, ptr %334, align 8, !tbaa !20
  %336 = trunc i32 %333 to i16
  %337 = or i16 %335, %336
  store i16 %337, ptr %334, align 8, !tbaa !20
  %338 = add nsw i32 %302, 3
  br label %339

339:                                              ; preds = %332, %306
  %340 = phi i32 [ %338, %332 ], [ %331, %306 ]
  store i32 %340, ptr %301, align 4, !tbaa !21
  tail call fastcc void @compress_block(ptr noundef nonnull %0, ptr noundef nonnull @static_ltree, ptr noundef nonnull @static_dtree)
  br label %535

341:                                              ; preds = %299
  %342 = add i32 %3, 4
  br i1 %303, label %343, label %369

343:                                              ; preds = %341
  %344 = and i32 %342, 65535
  %345 = shl i32 %342, %302
  %346 = getelementptr inbounds i8, ptr %0, i64 5936
  %347 = load i16, ptr %346, align 8, !tbaa !20
  %348 = trunc i32 %345 to i16
  %349 = or i16 %347, %348
  store i16 %349, ptr %346, align 8, !tbaa !20
  %350 = trunc i16 %349 to i8
  %351 = getelementptr inbounds i8, ptr %0, i64 16
  %352 = load ptr, ptr %351, align 8, !tbaa !29
  %353 = getelementptr inbounds i8, ptr %0, i64 40
  %354 = load i64, ptr %353, align 8, !tbaa !30
  %355 = add i64 %354, 1
  store i64 %355, ptr %353, align 8, !tbaa !30
  %356 = getelementptr inbounds i8, ptr %352, i64 %354
  store i8 %350, ptr %356, align 1, !tbaa !23
  %357 = load i16, ptr %346, align 8, !tbaa !20
  %358 = lshr i16 %357, 8
  %359 = trunc nuw i16 %358 to i8
  %360 = load ptr, ptr %351, align 8, !tbaa !29
  %361 = load i64, ptr %353, align 8, !tbaa !30
  %362 = add i64 %361, 1
  store i64 %362, ptr %353, align 8, !tbaa !30
  %363 = getelementptr inbounds i8, ptr %360, i64 %361
  store i8 %359, ptr %363, align 1, !tbaa !23
  %364 = load i32, ptr %301, align 4, !tbaa !21
  %365 = sub nsw i32 16, %364
  %366 = lshr i32 %344, %365
  %367 = trunc nuw i32 %366 to i16
  %368 = add nsw i32 %364, -13
  br label %376

369:                                              ; preds = %341
  %370 = shl i32 %342, %302
  %371 = getelementptr inbounds i8, ptr %0, i64 5936
  %372 = load i16, ptr %371, align 8, !tbaa !20
  %373 = trunc i32 %370 to i16
  %374 = or i16 %372, %373
  %375 = add nsw i32 %302, 3
  br label %376

376:                                              ; preds = %369, %343
  %377 = phi i16 [ %374, %369 ], [ %367, %343 ]
  %378 = phi i32 [ %375, %369 ], [ %368, %343 ]
  store i32 %378, ptr %301, align 4, !tbaa !21
  %379 = getelementptr inbounds i8, ptr %0, i64 2912
  %380 = load i32, ptr %379, align 8, !tbaa !37
  %381 = getelementptr inbounds i8, ptr %0, i64 2936
  %382 = load i32, ptr %381, align 8, !tbaa !39
  %383 = add nuw nsw i32 %291, 1
  %384 = icmp sgt i32 %378, 11
  %385 = add i32 %380, 65280
  br i1 %384, label %386, label %411

386:                                              ; preds = %376
  %387 = and i32 %385, 65535
  %388 = shl i32 %385, %378
  %389 = getelementptr inbounds i8, ptr %0, i64 5936
  %390 = trunc i32 %388 to i16
  %391 = or i16 %377, %390
  store i16 %391, ptr %389, align 8, !tbaa !20
  %392 = trunc i16 %391 to i8
  %393 = getelementptr inbounds i8, ptr %0, i64 16
  %394 = load ptr, ptr %393, align 8, !tbaa !29
  %395 = getelementptr inbounds i8, ptr %0, i64 40
  %396 = load i64, ptr %395, align 8, !tbaa !30
  %397 = add i64 %396, 1
  store i64 %397, ptr %395, align 8, !tbaa !30
  %398 = getelementptr inbounds i8, ptr %394, i64 %396
  store i8 %392, ptr %398, align 1, !tbaa !23
  %399 = load i16, ptr %389, align 8, !tbaa !20
  %400 = lshr i16 %399, 8
  %401 = trunc nuw i16 %400 to i8
  %402 = load ptr, ptr %393, align 8, !tbaa !29
  %403 = load i64, ptr %395, align 8, !tbaa !30
  %404 = add i64 %403, 1
  store i64 %404, ptr %395, align 8, !tbaa !30
  %405 = getelementptr inbounds i8, ptr %402, i64 %403
  store i8 %401, ptr %405, align 1, !tbaa !23
  %406 = load i32, ptr %301, align 4, !tbaa !21
  %407 = sub nsw i32 16, %406
  %408 = lshr i32 %387, %407
  %409 = trunc nuw i32 %408 to i16
  %410 = add nsw i32 %406, -11
  br label %416

411:                                              ; preds = %376
  %412 = shl i32 %385, %378
  %413 = trunc i32 %412 to i16
  %414 = or i16 %377, %413
  %415 = add nsw i32 %378, 5
  br label %416

416:                                              ; preds = %411, %386
  %417 = phi i16 [ %414, %411 ], [ %409, %386 ]
  %418 = phi i32 [ %415, %411 ], [ %410, %386 ]
  store i32 %418, ptr %301, align 4, !tbaa !21
  %419 = icmp sgt i32 %418, 11
  br i1 %419, label %420, label %445

420:                                              ; preds = %416
  %421 = and i32 %382, 65535
  %422 = shl i32 %382, %418
  %423 = getelementptr inbounds i8, ptr %0, i64 5936
  %424 = trunc i32 %422 to i16
  %425 = or i16 %417, %424
  store i16 %425, ptr %423, align 8, !tbaa !20
  %426 = trunc i16 %425 to i8
  %427 = getelementptr inbounds i8, ptr %0, i64 16
  %428 = load ptr, ptr %427, align 8, !tbaa !29
  %429 = getelementptr inbounds i8, ptr %0, i64 40
  %430 = load i64, ptr %429, align 8, !tbaa !30
  %431 = add i64 %430, 1
  store i64 %431, ptr %429, align 8, !tbaa !30
  %432 = getelementptr inbounds i8, ptr %428, i64 %430
  store i8 %426, ptr %432, align 1, !tbaa !23
  %433 = load i16, ptr %423, align 8, !tbaa !20
  %434 = lshr i16 %433, 8
  %435 = trunc nuw i16 %434 to i8
  %436 = load ptr, ptr %427, align 8, !tbaa !29
  %437 = load i64, ptr %429, align 8, !tbaa !30
  %438 = add i64 %437, 1
  store i64 %438, ptr %429, align 8, !tbaa !30
  %439 = getelementptr inbounds i8, ptr %436, i64 %437
  store i8 %435, ptr %439, align 1, !tbaa !23
  %440 = load i32, ptr %301, align 4, !tbaa !21
  %441 = sub nsw i32 16, %440
  %442 = lshr i32 %421, %441
  %443 = trunc nuw i32 %442 to i16
  %444 = add nsw i32 %440, -11
  br label %450

445:                                              ; preds = %416
  %446 = shl i32 %382, %418
  %447 = trunc i32 %446 to i16
  %448 = or i16 %417, %447
  %449 = add nsw i32 %418, 5
  br label %450

450:                                              ; preds = %445, %420
  %451 = phi i16 [ %448, %445 ], [ %443, %420 ]
  %452 = phi i32 [ %449, %445 ], [ %444, %420 ]
  store i32 %452, ptr %301, align 4, !tbaa !21
  %453 = icmp sgt i32 %452, 12
  %454 = add nuw nsw i32 %291, 65533
  br i1 %453, label %455, label %480

455:                                              ; preds = %450
  %456 = and i32 %454, 65535
  %457 = shl i32 %454, %452
  %458 = getelementptr inbounds i8, ptr %0, i64 5936
  %459 = trunc i32 %457 to i16
  %460 = or i16 %451, %459
  store i16 %460, ptr %458, align 8, !tbaa !20
  %461 = trunc i16 %460 to i8
  %462 = getelementptr inbounds i8, ptr %0, i64 16
  %463 = load ptr, ptr %462, align 8, !tbaa !29
  %464 = getelementptr inbounds i8, ptr %0, i64 40
  %465 = load i64, ptr %464, align 8, !tbaa !30
  %466 = add i64 %465, 1
  store i64 %466, ptr %464, align 8, !tbaa !30
  %467 = getelementptr inbounds i8, ptr %463, i64 %465
  store i8 %461, ptr %467, align 1, !tbaa !23
  %468 = load i16, ptr %458, align 8, !tbaa !20
  %469 = lshr i16 %468, 8
  %470 = trunc nuw i16 %469 to i8
  %471 = load ptr, ptr %462, align 8, !tbaa !29
  %472 = load i64, ptr %464, align 8, !tbaa !30
  %473 = add i64 %472, 1
  store i64 %473, ptr %464, align 8, !tbaa !30
  %474 = getelementptr inbounds i8, ptr %471, i64 %472
  store i8 %470, ptr %474, align 1, !tbaa !23
  %475 = load i32, ptr %301, align 4, !tbaa !21
  %476 = sub nsw i32 16, %475
  %477 = lshr i32 %456, %476
  %478 = trunc nuw i32 %477 to i16
  %479 = add nsw i32 %475, -12
  br label %485

480:                                              ; preds = %450
  %481 = shl nuw nsw i32 %454, %452
  %482 = trunc i32 %481 to i16
  %483 = or i16 %451, %482
  %484 = add nsw i32 %452, 4
  br label %485

485:                                              ; preds = %455, %480
  %486 = phi i16 [ %483, %480 ], [ %478, %455 ]
  %487 = phi i32 [ %484, %480 ], [ %479, %455 ]
  store i32 %487, ptr %301, align 4, !tbaa !21
  %488 = getelementptr inbounds i8, ptr %0, i64 2748
  %489 = getelementptr inbounds i8, ptr %0, i64 5936
  %490 = getelementptr inbounds i8, ptr %0, i64 16
  %491 = getelementptr inbounds i8, ptr %0, i64 40
  %492 = zext nneg i32 %383 to i64
  br label %493

493:                                              ; preds = %527, %485
  %494 = phi i16 [ %486, %485 ], [ %528, %527 ]
  %495 = phi i32 [ %487, %485 ], [ %529, %527 ]
  %496 = phi i64 [ 0, %485 ], [ %530, %527 ]
  %497 = icmp sgt i32 %495, 13
  %498 = getelementptr inbounds [19 x i8], ptr @bl_order, i64 0, i64 %496
  %499 = load i8, ptr %498, align 1, !tbaa !23
  %500 = zext i8 %499 to i64
  %501 = getelementptr inbounds [39 x %struct.ct_data_s], ptr %488, i64 0, i64 %500, i32 1
  %502 = load i16, ptr %501, align 2, !tbaa !23
  %503 = zext i16 %502 to i32
  %504 = shl i32 %503, %495
  %505 = trunc i32 %504 to i16
  %506 = or i16 %494, %505
  store i16 %506, ptr %489, align 8, !tbaa !20
  br i1 %497, label %507, label %525

507:                                              ; preds = %493
  %508 = trunc i16 %506 to i8
  %509 = load ptr, ptr %490, align 8, !tbaa !29
  %510 = load i64, ptr %491, align 8, !tbaa !30
  %511 = add i64 %510, 1
  store i64 %511, ptr %491, align 8, !tbaa !30
  %512 = getelementptr inbounds i8, ptr %509, i64 %510
  store i8 %508, ptr %512, align 1, !tbaa !23
  %513 = load i16, ptr %489, align 8, !tbaa !20
  %514 = lshr i16 %513, 8
  %515 = trunc nuw i16 %514 to i8
  %516 = load ptr, ptr %490, align 8, !tbaa !29
  %517 = load i64, ptr %491, align 8, !tbaa !30
  %518 = add i64 %517, 1
  store i64 %518, ptr %491, align 8, !tbaa !30
  %519 = getelementptr inbounds i8, ptr %516, i64 %517
  store i8 %515, ptr %519, align 1, !tbaa !23
  %520 = load i32, ptr %301, align 4, !tbaa !21
  %521 = sub nsw i32 16, %520
  %522 = lshr i32 %503, %521
  %523 = trunc nuw i32 %522 to i16
  store i16 %523, ptr %489, align 8, !tbaa !20
  %524 = add nsw i32 %520, -13
  br label %527

525:                                              ; preds = %493
  %526 = add nsw i32 %495, 3
  br label %527

527:                                              ; preds = %525, %507
  %528 = phi i16 [ %506, %525 ], [ %523, %507 ]
  %529 = phi i32 [ %526, %525 ], [ %524, %507 ]
  store i32 %529, ptr %301, align 4, !tbaa !21
  %530 = add nuw nsw i64 %496, 1
  %531 = icmp eq i64 %530, %492
  br i1 %531, label %532, label %493, !llvm.loop !43

532:                                              ; preds = %527
  %533 = getelementptr inbounds i8, ptr %0, i64 212
  tail call fastcc void @send_tree(ptr noundef nonnull %0, ptr noundef nonnull %533, i32 noundef %380)
  %534 = getelementptr inbounds i8, ptr %0, i64 2504
  tail call fastcc void @send_tree(ptr noundef nonnull %0, ptr noundef nonnull %534, i32 noundef %382)
  tail call fastcc void @compress_block(ptr noundef nonnull %0, ptr noundef nonnull %533, ptr noundef nonnull %534)
  br label %535

535:                                              ; preds = %339, %532, %298
  tail call fastcc void @init_block(ptr noundef nonnull %0)
  %536 = icmp eq i32 %3, 0
  br i1 %536, label %578, label %537

537:                                              ; preds = %535
  %538 = getelementptr inbounds i8, ptr %0, i64 5940
  %539 = load i32, ptr %538, align 4, !tbaa !21
  %540 = icmp sgt i32 %539, 8
  br i1 %540, label %541, label %554

541:                                              ; preds = %537
  %542 = getelementptr inbounds i8, ptr %0, i64 5936
  %543 = load i16, ptr %542, align 8, !tbaa !20
  %544 = trunc i16 %543 to i8
  %545 = getelementptr inbounds i8, ptr %0, i64 16
  %546 = load ptr, ptr %545, align 8, !tbaa !29
  %547 = getelementptr inbounds i8, ptr %0, i64 40
  %548 = load i64, ptr %547, align 8, !tbaa !30
  %549 = add i64 %548, 1
  store i64 %549, ptr %547, align 8, !tbaa !30
  %550 = getelementptr inbounds i8, ptr %546, i64 %548
  store i8 %544, ptr %550, align 1, !tbaa !23
  %551 = load i16, ptr %542, align 8, !tbaa !20
  %552 = lshr i16 %551, 8
  %553 = trunc nuw i16 %552 to i8
  br label %562

554:                                              ; preds = %537
  %555 = icmp sgt i32 %539, 0
  br i1 %555, label %556, label %571

556:                                              ; preds = %554
  %557 = getelementptr inbounds i8, ptr %0, i64 5936
  %558 = load i16, ptr %557, align 8, !tbaa !20
  %559 = trunc i16 %558 to i8
  %560 = getelementptr inbounds i8, ptr %0, i64 16
  %561 = getelementptr inbounds i8, ptr %0, i64 40
  br label %562

562:                                              ; preds = %556, %541
  %563 = phi ptr [ %561, %556 ], [ %547, %541 ]
  %564 = phi ptr [ %560, %556 ], [ %545, %541 ]
  %565 = phi i8 [ %559, %556 ], [ %553, %541 ]
  %566 = load ptr, ptr %564, align 8, !tbaa !29
  %567 = load i64, ptr %563, align 8, !tbaa !30
  %568 = add i64 %567, 1
  store i64 %568, ptr %563, align 8, !tbaa !30
  %569 = getelementptr inbounds i8, ptr %566, i64 %567
  store i8 %565, ptr %569, align 1, !tbaa !23
  %570 = load i32, ptr %538, align 4, !tbaa !21
  br label %571

571:                                              ; preds = %554, %562
  %572 = phi i32 [ %539, %554 ], [ %570, %562 ]
  %573 = add i32 %572, 7
  %574 = and i32 %573, 7
  %575 = add nuw nsw i32 %574, 1
  %576 = getelementptr inbounds i8, ptr %0, i64 5944
  store i32 %575, ptr %576, align 8, !tbaa !22
  %577 = getelementptr inbounds i8, ptr %0, i64 5936
  store i16 0, ptr %577, align 8, !tbaa !20
  store i32 0, ptr %538, align 4, !tbaa !21
  br label %578

578:                                              ; preds = %571, %535
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal fastcc void @build_tree(ptr noundef %0, ptr nocapture noundef %1) unnamed_addr #5 {
  %3 = alloca [16 x i16], align 2
  %4 = load ptr, ptr %1, align 8, !tbaa !44
  %5 = getelementptr inbounds i8, ptr %1, i64 16
  %6 = load ptr, ptr %5, align 8, !tbaa !45
  %7 = load ptr, ptr %6, align 8, !tbaa !46
  %8 = getelementptr inbounds i8, ptr %6, i64 20
  %9 = load i32, ptr %8, align 4, !tbaa !48
  %10 = getelementptr inbounds i8, ptr %0, i64 5300
  %11 = getelementptr inbounds i8, ptr %0, i64 5304
  store <2 x i32> <i32 0, i32 573>, ptr %10, align 4, !tbaa !49
  %12 = icmp sgt i32 %9, 0
  br i1 %12, label %13, label %20

13:                                               ; preds = %2
  %14 = getelementptr inbounds i8, ptr %0, i64 3008
  %15 = getelementptr inbounds i8, ptr %0, i64 5308
  %16 = zext nneg i32 %9 to i64
  br label %28

17:                                               ; preds = %43
  %18 = load i32, ptr %10, align 4, !tbaa !50
  %19 = icmp slt i32 %18, 2
  br i1 %19, label %20, label %71

20:                                               ; preds = %2, %17
  %21 = phi i32 [ %44, %17 ], [ -1, %2 ]
  %22 = phi i32 [ %18, %17 ], [ 0, %2 ]
  %23 = getelementptr inbounds i8, ptr %0, i64 3008
  %24 = getelementptr inbounds i8, ptr %0, i64 5308
  %25 = getelementptr inbounds i8, ptr %0, i64 5912
  %26 = icmp eq ptr %7, null
  %27 = getelementptr inbounds i8, ptr %0, i64 5920
  br label %47

28:                                               ; preds = %13, %43
  %29 = phi i64 [ 0, %13 ], [ %45, %43 ]
  %30 = phi i32 [ -1, %13 ], [ %44, %43 ]
  %31 = getelementptr inbounds %struct.ct_data_s, ptr %4, i64 %29
  %32 = load i16, ptr %31, align 2, !tbaa !23
  %33 = icmp eq i16 %32, 0
  br i1 %33, label %41, label %34

34:                                               ; preds = %28
  %35 = load i32, ptr %10, align 4, !tbaa !50
  %36 = add nsw i32 %35, 1
  store i32 %36, ptr %10, align 4, !tbaa !50
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds [573 x i32], ptr %14, i64 0, i64 %37
  %39 = trunc nuw nsw i64 %29 to i32
  store i32 %39, ptr %38, align 4, !tbaa !49
  %40 = getelementptr inbounds [573 x i8], ptr %15, i64 0, i64 %29
  store i8 0, ptr %40, align 1, !tbaa !23
  br label %43

41:                                               ; preds = %28
  %42 = getelementptr inbounds i8, ptr %31, i64 2
  store i16 0, ptr %42, align 2, !tbaa !23
  br label %43

43:                                               ; preds = %34, %41
  %44 = phi i32 [ %39, %34 ], [ %30, %41 ]
  %45 = add nuw nsw i64 %29, 1
  %46 = icmp eq i64 %45, %16
  br i1 %46, label %17, label %28, !llvm.loop !51

47:                                               ; preds = %20, %68
  %48 = phi i32 [ %22, %20 ], [ %69, %68 ]
  %49 = phi i32 [ %21, %20 ], [ %52, %68 ]
  %50 = icmp slt i32 %49, 2
  %51 = add nsw i32 %49, 1
  %52 = select i1 %50, i32 %51, i32 %49
  %53 = select i1 %50, i32 %51, i32 0
  %54 = add nsw i32 %48, 1
  store i32 %54, ptr %10, align 4, !tbaa !50
  %55 = sext i32 %54 to i64
  %56 = getelementptr inbounds [573 x i32], ptr %23, i64 0, i64 %55
  store i32 %53, ptr %56, align 4, !tbaa !49
  %57 = sext i32 %53 to i64
  %58 = getelementptr inbounds %struct.ct_data_s, ptr %4, i64 %57
  store i16 1, ptr %58, align 2, !tbaa !23
  %59 = getelementptr inbounds [573 x i8], ptr %24, i64 0, i64 %57
  store i8 0, ptr %59, align 1, !tbaa !23
  %60 = load i64, ptr %25, align 8, !tbaa !40
  %61 = add i64 %60, -1
  store i64 %61, ptr %25, align 8, !tbaa !40
  br i1 %26, label %68, label %62

62:                                               ; preds = %47
  %63 = getelementptr inbounds %struct.ct_data_s, ptr %7, i64 %57, i32 1
  %64 = load i16, ptr %63, align 2, !tbaa !23
  %65 = zext i16 %64 to i64
  %66 = load i64, ptr %27, align 8, !tbaa !41
  %67 = sub i64 %66, %65
  store i64 %67, ptr %27, align 8, !tbaa !41
  br label %68

68:                                               ; preds = %62, %47
  %69 = load i32, ptr %10, align 4, !tbaa !50
  %70 = icmp slt i32 %69, 2
  br i1 %70, label %47, label %71, !llvm.loop !52

71:                                               ; preds = %68, %17
  %72 = phi i32 [ %44, %17 ], [ %52, %68 ]
  %73 = phi i32 [ %18, %17 ], [ %69, %68 ]
  %74 = getelementptr inbounds i8, ptr %1, i64 8
  store i32 %72, ptr %74, align 8, !tbaa !53
  %75 = getelementptr inbounds i8, ptr %0, i64 3008
  %76 = getelementptr inbounds i8, ptr %0, i64 5308
  %77 = lshr i32 %73, 1
  %78 = zext nneg i32 %77 to i64
  br label %85

79:                                               ; preds = %152
  %80 = load i32, ptr %10, align 4, !tbaa !50
  %81 = getelementptr inbounds i8, ptr %0, i64 3008
  %82 = getelementptr inbounds i8, ptr %0, i64 3012
  %83 = getelementptr inbounds i8, ptr %0, i64 5308
  %84 = sext i32 %9 to i64
  br label %158

85:                                               ; preds = %71, %152
  %86 = phi i64 [ %78, %71 ], [ %156, %152 ]
  %87 = getelementptr inbounds [573 x i32], ptr %75, i64 0, i64 %86
  %88 = load i32, ptr %87, align 4, !tbaa !49
  %89 = sext i32 %88 to i64
  %90 = getelementptr inbounds [573 x i8], ptr %76, i64 0, i64 %89
  %91 = load i32, ptr %10, align 4, !tbaa !50
  %92 = trunc i64 %86 to i32
  %93 = shl i32 %92, 1
  %94 = icmp sgt i32 %93, %91
  %95 = trunc nuw nsw i64 %86 to i32
  br i1 %94, label %152, label %96

96:                                               ; preds = %85
  %97 = getelementptr inbounds %struct.ct_data_s, ptr %4, i64 %89
  br label %98

98:                                               ; preds = %146, %96
  %99 = phi i32 [ %91, %96 ], [ %150, %146 ]
  %100 = phi i32 [ %93, %96 ], [ %149, %146 ]
  %101 = phi i32 [ %95, %96 ], [ %131, %146 ]
  %102 = icmp slt i32 %100, %99
  br i1 %102, label %105, label %103

103:                                              ; preds = %98
  %104 = sext i32 %100 to i64
  br label %129

105:                                              ; preds = %98
  %106 = or disjoint i32 %100, 1
  %107 = sext i32 %106 to i64
  %108 = getelementptr inbounds [573 x i32], ptr %75, i64 0, i64 %107
  %109 = load i32, ptr %108, align 4, !tbaa !49
  %110 = sext i32 %109 to i64
  %111 = getelementptr inbounds %struct.ct_data_s, ptr %4, i64 %110
  %112 = load i16, ptr %111, align 2, !tbaa !23
  %113 = sext i32 %100 to i64
  %114 = getelementptr inbounds [573 x i32], ptr %75, i64 0, i64 %113
  %115 = load i32, ptr %114, align 4, !tbaa !49
  %116 = sext i32 %115 to i64
  %117 = getelementptr inbounds %struct.ct_data_s, ptr %4, i64 %116
  %118 = load i16, ptr %117, align 2, !tbaa !23
  %119 = icmp ult i16 %112, %118
  br i1 %119, label %128, label %120

120:                                              ; preds = %105
  %121 = icmp eq i16 %112, %118
  br i1 %121, label %122, label %129

122:                                              ; preds = %120
  %123 = getelementptr inbounds [573 x i8], ptr %76, i64 0, i64 %110
  %124 = load i8, ptr %123, align 1, !tbaa !23
  %125 = getelementptr inbounds [573 x i8], ptr %76, i64 0, i64 %116
  %126 = load i8, ptr %125, align 1, !tbaa !23
  %127 = icmp ugt i8 %124, %126
  br i1 %127, label %129, label %128

128:                                              ; preds = %122, %105
  br label %129

129:                                              ; preds = %128, %122, %120, %103
  %130 = phi i64 [ %104, %103 ], [ %107, %128 ], [ %113, %122 ], [ %113, %120 ]
  %131 = phi i32 [ %100, %103 ], [ %106, %128 ], [ %100, %122 ], [ %100, %120 ]
  %132 = load i16, ptr %97, align 2, !tbaa !23
  %133 = getelementptr inbounds [573 x i32], ptr %75, i64 0, i64 %130
  %134 = load i32, ptr %133, align 4, !tbaa !49
  %135 = sext i32 %134 to i64
  %136 = getelementptr inbounds %struct.ct_data_s, ptr %4, i64 %135
  %137 = load i16, ptr %136, align 2, !tbaa !23
  %138 = icmp ult i16 %132, %137
  br i1 %138, label %152, label %139

139:                                              ; preds = %129
  %140 = icmp eq i16 %132, %137
  br i1 %140, label %141, label %146

141:                                              ; preds = %139
  %142 = load i8, ptr %90, align 1, !tbaa !23
  %143 = getelementptr inbounds [573 x i8], ptr %76, i64 0, i64 %135
  %144 = load i8, ptr %143, align 1, !tbaa !23
  %145 = icmp ugt i8 %142, %144
  br i1 %145, label %146, label %152

146:                                              ; preds = %141, %139
  %147 = sext i32 %101 to i64
  %148 = getelementptr inbounds [573 x i32], ptr %75, i64 0, i64 %147
  store i32 %134, ptr %148, align 4, !tbaa !49
  %149 = shl i32 %131, 1
  %150 = load i32, ptr %10, align 4, !tbaa !50
  %151 = icmp sgt i32 %149, %150
  br i1 %151, label %152, label %98, !llvm.loop !54

152:                                              ; preds = %129, %141, %146, %85
  %153 = phi i32 [ %95, %85 ], [ %131, %146 ], [ %101, %141 ], [ %101, %129 ]
  %154 = sext i32 %153 to i64
  %155 = getelementptr inbounds [573 x i32], ptr %75, i64 0, i64 %154
  store i32 %88, ptr %155, align 4, !tbaa !49
  %156 = add nsw i64 %86, -1
  %157 = icmp sgt i64 %86, 1
  br i1 %157, label %85, label %79, !llvm.loop !55

158:                                              ; preds = %79, %314
  %159 = phi i32 [ %80, %79 ], [ %318, %314 ]
  %160 = phi i64 [ %84, %79 ], [ %257, %314 ]
  %161 = load i32, ptr %82, align 4, !tbaa !49
  %162 = add nsw i32 %159, -1
  store i32 %162, ptr %10, align 4, !tbaa !50
  %163 = sext i32 %159 to i64
  %164 = getelementptr inbounds [573 x i32], ptr %81, i64 0, i64 %163
  %165 = load i32, ptr %164, align 4, !tbaa !49
  store i32 %165, ptr %82, align 4, !tbaa !49
  %166 = sext i32 %165 to i64
  %167 = getelementptr inbounds [573 x i8], ptr %83, i64 0, i64 %166
  %168 = icmp slt i32 %159, 3
  br i1 %168, label %225, label %169

169:                                              ; preds = %158
  %170 = getelementptr inbounds %struct.ct_data_s, ptr %4, i64 %166
  br label %171

171:                                              ; preds = %219, %169
  %172 = phi i32 [ %162, %169 ], [ %223, %219 ]
  %173 = phi i32 [ 2, %169 ], [ %222, %219 ]
  %174 = phi i32 [ 1, %169 ], [ %204, %219 ]
  %175 = icmp slt i32 %173, %172
  br i1 %175, label %178, label %176

176:                                              ; preds = %171
  %177 = sext i32 %173 to i64
  br label %202

178:                                              ; preds = %171
  %179 = or disjoint i32 %173, 1
  %180 = sext i32 %179 to i64
  %181 = getelementptr inbounds [573 x i32], ptr %81, i64 0, i64 %180
  %182 = load i32, ptr %181, align 4, !tbaa !49
  %183 = sext i32 %182 to i64
  %184 = getelementptr inbounds %struct.ct_data_s, ptr %4, i64 %183
  %185 = load i16, ptr %184, align 2, !tbaa !23
  %186 = sext i32 %173 to i64
  %187 = getelementptr inbounds [573 x i32], ptr %81, i64 0, i64 %186
  %188 = load i32, ptr %187, align 4, !tbaa !49
  %189 = sext i32 %188 to i64
  %190 = getelementptr inbounds %struct.ct_data_s, ptr %4, i64 %189
  %191 = load i16, ptr %190, align 2, !tbaa !23
  %192 = icmp ult i16 %185, %191
  br i1 %192, label %201, label %193

193:                                              ; preds = %178
  %194 = icmp eq i16 %185, %191
  br i1 %194, label %195, label %202

195:                                              ; preds = %193
  %196 = getelementptr inbounds [573 x i8], ptr %83, i64 0, i64 %183
  %197 = load i8, ptr %196, align 1, !tbaa !23
  %198 = getelementptr inbounds [573 x i8], ptr %83, i64 0, i64 %189
  %199 = load i8, ptr %198, align 1, !tbaa !23
  %200 = icmp ugt i8 %197, %199
  br i1 %200, label %202, label %201

201:                                              ; preds = %195, %178
  br label %202

202:                                              ; preds = %201, %195, %193, %176
  %203 = phi i64 [ %177, %176 ], [ %180, %201 ], [ %186, %195 ], [ %186, %193 ]
  %204 = phi i32 [ %173, %176 ], [ %179, %201 ], [ %173, %195 ], [ %173, %193 ]
  %205 = load i16, ptr %170, align 2, !tbaa !23
  %206 = getelementptr inbounds [573 x i32], ptr %81, i64 0, i64 %203
  %207 = load i32, ptr %206, align 4, !tbaa !49
  %208 = sext i32 %207 to i64
  %209 = getelementptr inbounds %struct.ct_data_s, ptr %4, i64 %208
  %210 = load i16, ptr %209, align 2, !tbaa !23
  %211 = icmp ult i16 %205, %210
  br i1 %211, label %225, label %212

212:                                              ; preds = %202
  %213 = icmp eq i16 %205, %210
  br i1 %213, label %214, label %219

214:                                              ; preds = %212
  %215 = load i8, ptr %167, align 1, !tbaa !23
  %216 = getelementptr inbounds [573 x i8], ptr %83, i64 0, i64 %208
  %217 = load i8, ptr %216, align 1, !tbaa !23
  %218 = icmp ugt i8 %215, %217
  br i1 %218, label %219, label %225

219:                                              ; preds = %214, %212
  %220 = sext i32 %174 to i64
  %221 = getelementptr inbounds [573 x i32], ptr %81, i64 0, i64 %220
  store i32 %207, ptr %221, align 4, !tbaa !49
  %222 = shl i32 %204, 1
  %223 = load i32, ptr %10, align 4, !tbaa !50
  %224 = icmp sgt i32 %222, %223
  br i1 %224, label %225, label %171, !llvm.loop !54

225:                                              ; preds = %202, %214, %219, %158
  %226 = phi i32 [ 1, %158 ], [ %204, %219 ], [ %174, %214 ], [ %174, %202 ]
  %227 = sext i32 %226 to i64
  %228 = getelementptr inbounds [573 x i32], ptr %81, i64 0, i64 %227
  store i32 %165, ptr %228, align 4, !tbaa !49
  %229 = load i32, ptr %82, align 4, !tbaa !49
  %230 = load i32, ptr %11, align 8, !tbaa !56
  %231 = add nsw i32 %230, -1
  store i32 %231, ptr %11, align 8, !tbaa !56
  %232 = sext i32 %231 to i64
  %233 = getelementptr inbounds [573 x i32], ptr %81, i64 0, i64 %232
  store i32 %161, ptr %233, align 4, !tbaa !49
  %234 = load i32, ptr %11, align 8, !tbaa !56
  %235 = add nsw i32 %234, -1
  store i32 %235, ptr %11, align 8, !tbaa !56
  %236 = sext i32 %235 to i64
  %237 = getelementptr inbounds [573 x i32], ptr %81, i64 0, i64 %236
  store i32 %229, ptr %237, align 4, !tbaa !49
  %238 = sext i32 %161 to i64
  %239 = getelementptr inbounds %struct.ct_data_s, ptr %4, i64 %238
  %240 = load i16, ptr %239, align 2, !tbaa !23
  %241 = sext i32 %229 to i64
  %242 = getelementptr inbounds %struct.ct_data_s, ptr %4, i64 %241
  %243 = load i16, ptr %242, align 2, !tbaa !23
  %244 = add i16 %243, %240
  %245 = getelementptr inbounds %struct.ct_data_s, ptr %4, i64 %160
  store i16 %244, ptr %245, align 2, !tbaa !23
  %246 = getelementptr inbounds [573 x i8], ptr %83, i64 0, i64 %238
  %247 = load i8, ptr %246, align 1, !tbaa !23
  %248 = getelementptr inbounds [573 x i8], ptr %83, i64 0, i64 %241
  %249 = load i8, ptr %248, align 1, !tbaa !23
  %250 = tail call i8 @llvm.umax.i8(i8 %247, i8 %249)
  %251 = add i8 %250, 1
  %252 = getelementptr inbounds [573 x i8], ptr %83, i64 0, i64 %160
  store i8 %251, ptr %252, align 1, !tbaa !23
  %253 = trunc nsw i64 %160 to i32
  %254 = trunc i64 %160 to i16
  %255 = getelementptr inbounds i8, ptr %242, i64 2
  store i16 %254, ptr %255, align 2, !tbaa !23
  %256 = getelementptr inbounds i8, ptr %239, i64 2
  store i16 %254, ptr %256, align 2, !tbaa !23
  %257 = add nsw i64 %160, 1
  store i32 %253, ptr %82, align 4, !tbaa !49
  %258 = load i32, ptr %10, align 4, !tbaa !50
  %259 = icmp slt i32 %258, 2
  br i1 %259, label %314, label %260

260:                                              ; preds = %225, %308
  %261 = phi i32 [ %312, %308 ], [ %258, %225 ]
  %262 = phi i32 [ %311, %308 ], [ 2, %225 ]
  %263 = phi i32 [ %293, %308 ], [ 1, %225 ]
  %264 = icmp slt i32 %262, %261
  br i1 %264, label %267, label %265

265:                                              ; preds = %260
  %266 = sext i32 %262 to i64
  br label %291

267:                                              ; preds = %260
  %268 = or disjoint i32 %262, 1
  %269 = sext i32 %268 to i64
  %270 = getelementptr inbounds [573 x i32], ptr %81, i64 0, i64 %269
  %271 = load i32, ptr %270, align 4, !tbaa !49
  %272 = sext i32 %271 to i64
  %273 = getelementptr inbounds %struct.ct_data_s, ptr %4, i64 %272
  %274 = load i16, ptr %273, align 2, !tbaa !23
  %275 = sext i32 %262 to i64
  %276 = getelementptr inbounds [573 x i32], ptr %81, i64 0, i64 %275
  %277 = load i32, ptr %276, align 4, !tbaa !49
  %278 = sext i32 %277 to i64
  %279 = getelementptr inbounds %struct.ct_data_s, ptr %4, i64 %278
  %280 = load i16, ptr %279, align 2, !tbaa !23
  %281 = icmp ult i16 %274, %280
  br i1 %281, label %290, label %282

282:                                              ; preds = %267
  %283 = icmp eq i16 %274, %280
  br i1 %283, label %284, label %291

284:                                              ; preds = %282
  %285 = getelementptr inbounds [573 x i8], ptr %83, i64 0, i64 %272
  %286 = load i8, ptr %285, align 1, !tbaa !23
  %287 = getelementptr inbounds [573 x i8], ptr %83, i64 0, i64 %278
  %288 = load i8, ptr %287, align 1, !tbaa !23
  %289 = icmp ugt i8 %286, %288
  br i1 %289, label %291, label %290

290:                                              ; preds = %284, %267
  br label %291

291:                                              ; preds = %290, %284, %282, %265
  %292 = phi i64 [ %266, %265 ], [ %269, %290 ], [ %275, %284 ], [ %275, %282 ]
  %293 = phi i32 [ %262, %265 ], [ %268, %290 ], [ %262, %284 ], [ %262, %282 ]
  %294 = load i16, ptr %245, align 2, !tbaa !23
  %295 = getelementptr inbounds [573 x i32], ptr %81, i64 0, i64 %292
  %296 = load i32, ptr %295, align 4, !tbaa !49
  %297 = sext i32 %296 to i64
  %298 = getelementptr inbounds %struct.ct_data_s, ptr %4, i64 %297
  %299 = load i16, ptr %298, align 2, !tbaa !23
  %300 = icmp ult i16 %294, %299
  br i1 %300, label %314, label %301

301:                                              ; preds = %291
  %302 = icmp eq i16 %294, %299
  br i1 %302, label %303, label %308

303:                                              ; preds = %301
  %304 = load i8, ptr %252, align 1, !tbaa !23
  %305 = getelementptr inbounds [573 x i8], ptr %83, i64 0, i64 %297
  %306 = load i8, ptr %305, align 1, !tbaa !23
  %307 = icmp ugt i8 %304, %306
  br i1 %307, label %308, label %314

308:                                              ; preds = %303, %301
  %309 = sext i32 %263 to i64
  %310 = getelementptr inbounds [573 x i32], ptr %81, i64 0, i64 %309
  store i32 %296, ptr %310, align 4, !tbaa !49
  %311 = shl i32 %293, 1
  %312 = load i32, ptr %10, align 4, !tbaa !50
  %313 = icmp sgt i32 %311, %312
  br i1 %313, label %314, label %260, !llvm.loop !54

314:                                              ; preds = %291, %303, %308, %225
  %315 = phi i32 [ 1, %225 ], [ %293, %308 ], [ %263, %303 ], [ %263, %291 ]
  %316 = sext i32 %315 to i64
  %317 = getelementptr inbounds [573 x i32], ptr %81, i64 0, i64 %316
  store i32 %253, ptr %317, align 4, !tbaa !49
  %318 = load i32, ptr %10, align 4, !tbaa !50
  %319 = icmp sgt i32 %318, 1
  br i1 %319, label %158, label %320, !llvm.loop !57

320:                                              ; preds = %314
  %321 = load i32, ptr %82, align 4, !tbaa !49
  %322 = load i32, ptr %11, align 8, !tbaa !56
  %323 = add nsw i32 %322, -1
  store i32 %323, ptr %11, align 8, !tbaa !56
  %324 = sext i32 %323 to i64
  %325 = getelementptr inbounds [573 x i32], ptr %81, i64 0, i64 %324
  store i32 %321, ptr %325, align 4, !tbaa !49
  %326 = load ptr, ptr %1, align 8, !tbaa !44
  %327 = load i32, ptr %74, align 8, !tbaa !53
  %328 = load ptr, ptr %5, align 8, !tbaa !45
  %329 = load ptr, ptr %328, align 8, !tbaa !46
  %330 = getelementptr inbounds i8, ptr %328, i64 8
  %331 = load ptr, ptr %330, align 8, !tbaa !58
  %332 = getelementptr inbounds i8, ptr %328, i64 16
  %333 = load i32, ptr %332, align 8, !tbaa !59
  %334 = getelementptr inbounds i8, ptr %328, i64 24
  %335 = load i32, ptr %334, align 8, !tbaa !60
  %336 = getelementptr inbounds i8, ptr %0, i64 2976
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 2 dereferenceable(32) %336, i8 0, i64 32, i1 false), !tbaa !61
  %337 = load i32, ptr %11, align 8, !tbaa !56
  %338 = sext i32 %337 to i64
  %339 = getelementptr inbounds [573 x i32], ptr %81, i64 0, i64 %338
  %340 = load i32, ptr %339, align 4, !tbaa !49
  %341 = sext i32 %340 to i64
  %342 = getelementptr inbounds %struct.ct_data_s, ptr %326, i64 %341, i32 1
  store i16 0, ptr %342, align 2, !tbaa !23
  %343 = load i32, ptr %11, align 8, !tbaa !56
  %344 = icmp slt i32 %343, 572
  br i1 %344, label %345, label %472

345:                                              ; preds = %320
  %346 = getelementptr inbounds i8, ptr %0, i64 5912
  %347 = icmp eq ptr %329, null
  %348 = getelementptr inbounds i8, ptr %0, i64 5920
  %349 = sext i32 %343 to i64
  %350 = add nsw i64 %349, 1
  br label %351

351:                                              ; preds = %400, %345
  %352 = phi i64 [ %350, %345 ], [ %401, %400 ]
  %353 = phi i32 [ 0, %345 ], [ %368, %400 ]
  %354 = getelementptr inbounds [573 x i32], ptr %81, i64 0, i64 %352
  %355 = load i32, ptr %354, align 4, !tbaa !49
  %356 = sext i32 %355 to i64
  %357 = getelementptr inbounds %struct.ct_data_s, ptr %326, i64 %356
  %358 = getelementptr inbounds i8, ptr %357, i64 2
  %359 = load i16, ptr %358, align 2, !tbaa !23
  %360 = zext i16 %359 to i64
  %361 = getelementptr inbounds %struct.ct_data_s, ptr %326, i64 %360, i32 1
  %362 = load i16, ptr %361, align 2, !tbaa !23
  %363 = zext i16 %362 to i32
  %364 = add nuw nsw i32 %363, 1
  %365 = icmp sle i32 %335, %363
  %366 = select i1 %365, i32 %335, i32 %364
  %367 = zext i1 %365 to i32
  %368 = add nuw nsw i32 %353, %367
  %369 = trunc i32 %366 to i16
  store i16 %369, ptr %358, align 2, !tbaa !23
  %370 = icmp sgt i32 %355, %327
  br i1 %370, label %400, label %371

371:                                              ; preds = %351
  %372 = sext i32 %366 to i64
  %373 = getelementptr inbounds [16 x i16], ptr %336, i64 0, i64 %372
  %374 = load i16, ptr %373, align 2, !tbaa !61
  %375 = add i16 %374, 1
  store i16 %375, ptr %373, align 2, !tbaa !61
  %376 = icmp slt i32 %355, %333
  br i1 %376, label %382, label %377

377:                                              ; preds = %371
  %378 = sub nsw i32 %355, %333
  %379 = sext i32 %378 to i64
  %380 = getelementptr inbounds i32, ptr %331, i64 %379
  %381 = load i32, ptr %380, align 4, !tbaa !49
  br label %382

382:                                              ; preds = %377, %371
  %383 = phi i32 [ %381, %377 ], [ 0, %371 ]
  %384 = load i16, ptr %357, align 2, !tbaa !23
  %385 = zext i16 %384 to i64
  %386 = add nsw i32 %383, %366
  %387 = zext i32 %386 to i64
  %388 = mul nuw nsw i64 %385, %387
  %389 = load i64, ptr %346, align 8, !tbaa !40
  %390 = add i64 %388, %389
  store i64 %390, ptr %346, align 8, !tbaa !40
  br i1 %347, label %400, label %391

391:                                              ; preds = %382
  %392 = getelementptr inbounds %struct.ct_data_s, ptr %329, i64 %356, i32 1
  %393 = load i16, ptr %392, align 2, !tbaa !23
  %394 = zext i16 %393 to i32
  %395 = add nsw i32 %383, %394
  %396 = zext i32 %395 to i64
  %397 = mul nuw nsw i64 %396, %385
  %398 = load i64, ptr %348, align 8, !tbaa !41
  %399 = add i64 %397, %398
  store i64 %399, ptr %348, align 8, !tbaa !41
  br label %400

400:                                              ; preds = %391, %382, %351
  %401 = add nsw i64 %352, 1
  %402 = and i64 %401, 4294967295
  %403 = icmp eq i64 %402, 573
  br i1 %403, label %404, label %351, !llvm.loop !62

404:                                              ; preds = %400
  %405 = icmp eq i32 %368, 0
  br i1 %405, label %472, label %406

406:                                              ; preds = %404
  %407 = sext i32 %335 to i64
  %408 = getelementptr inbounds [16 x i16], ptr %336, i64 0, i64 %407
  br label %409

409:                                              ; preds = %417, %406
  %410 = phi i32 [ %427, %417 ], [ %368, %406 ]
  br label %411

411:                                              ; preds = %411, %409
  %412 = phi i64 [ %413, %411 ], [ %407, %409 ]
  %413 = add nsw i64 %412, -1
  %414 = getelementptr inbounds [16 x i16], ptr %336, i64 0, i64 %413
  %415 = load i16, ptr %414, align 2, !tbaa !61
  %416 = icmp eq i16 %415, 0
  br i1 %416, label %411, label %417, !llvm.loop !63

417:                                              ; preds = %411
  %418 = getelementptr inbounds [16 x i16], ptr %336, i64 0, i64 %413
  %419 = add i16 %415, -1
  store i16 %419, ptr %418, align 2, !tbaa !61
  %420 = shl i64 %412, 32
  %421 = ashr exact i64 %420, 32
  %422 = getelementptr inbounds [16 x i16], ptr %336, i64 0, i64 %421
  %423 = load i16, ptr %422, align 2, !tbaa !61
  %424 = add i16 %423, 2
  store i16 %424, ptr %422, align 2, !tbaa !61
  %425 = load i16, ptr %408, align 2, !tbaa !61
  %426 = add i16 %425, -1
  store i16 %426, ptr %408, align 2, !tbaa !61
  %427 = add nsw i32 %410, -2
  %428 = icmp sgt i32 %410, 2
  br i1 %428, label %409, label %429, !llvm.loop !64

429:                                              ; preds = %417
  %430 = icmp eq i32 %335, 0
  br i1 %430, label %472, label %431

431:                                              ; preds = %429, %468
  %432 = phi i64 [ %470, %468 ], [ %407, %429 ]
  %433 = phi i32 [ %469, %468 ], [ 573, %429 ]
  %434 = getelementptr inbounds [16 x i16], ptr %336, i64 0, i64 %432
  %435 = load i16, ptr %434, align 2, !tbaa !61
  %436 = trunc i64 %432 to i16
  %437 = icmp eq i16 %435, 0
  br i1 %437, label %468, label %438

438:                                              ; preds = %431
  %439 = zext i16 %435 to i32
  br label %440

440:                                              ; preds = %438, %465
  %441 = phi i32 [ %451, %465 ], [ %433, %438 ]
  %442 = phi i32 [ %466, %465 ], [ %439, %438 ]
  %443 = sext i32 %441 to i64
  br label %444

444:                                              ; preds = %444, %440
  %445 = phi i64 [ %443, %440 ], [ %446, %444 ]
  %446 = add nsw i64 %445, -1
  %447 = getelementptr inbounds [573 x i32], ptr %81, i64 0, i64 %446
  %448 = load i32, ptr %447, align 4, !tbaa !49
  %449 = icmp sgt i32 %448, %327
  br i1 %449, label %444, label %450, !llvm.loop !65

450:                                              ; preds = %444
  %451 = trunc nsw i64 %446 to i32
  %452 = sext i32 %448 to i64
  %453 = getelementptr inbounds %struct.ct_data_s, ptr %326, i64 %452
  %454 = getelementptr inbounds i8, ptr %453, i64 2
  %455 = load i16, ptr %454, align 2, !tbaa !23
  %456 = zext i16 %455 to i64
  %457 = icmp eq i64 %432, %456
  br i1 %457, label %465, label %458

458:                                              ; preds = %450
  %459 = sub nsw i64 %432, %456
  %460 = load i16, ptr %453, align 2, !tbaa !23
  %461 = zext i16 %460 to i64
  %462 = mul nsw i64 %459, %461
  %463 = load i64, ptr %346, align 8, !tbaa !40
  %464 = add i64 %462, %463
  store i64 %464, ptr %346, align 8, !tbaa !40
  store i16 %436, ptr %454, align 2, !tbaa !23
  br label %465

465:                                              ; preds = %458, %450
  %466 = add nsw i32 %442, -1
  %467 = icmp eq i32 %466, 0
  br i1 %467, label %468, label %440, !llvm.loop !65

468:                                              ; preds = %465, %431
  %469 = phi i32 [ %433, %431 ], [ %451, %465 ]
  %470 = add nsw i64 %432, -1
  %471 = icmp eq i64 %470, 0
  br i1 %471, label %472, label %431, !llvm.loop !66

472:                                              ; preds = %468, %320, %404, %429
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #9
  %473 = load i16, ptr %336, align 2, !tbaa !61
  %474 = zext i16 %473 to i32
  %475 = shl nuw nsw i32 %474, 1
  %476 = trunc i32 %475 to i16
  %477 = getelementptr inbounds i8, ptr %3, i64 2
  store i16 %476, ptr %477, align 2, !tbaa !61
  %478 = getelementptr i8, ptr %0, i64 2978
  %479 = load i16, ptr %478, align 2, !tbaa !61
  %480 = zext i16 %479 to i32
  %481 = add nuw nsw i32 %475, %480
  %482 = shl nuw nsw i32 %481, 1
  %483 = trunc i32 %482 to i16
  %484 = getelementptr inbounds i8, ptr %3, i64 4
  store i16 %483, ptr %484, align 2, !tbaa !61
  %485 = getelementptr i8, ptr %0, i64 2980
  %486 = load i16, ptr %485, align 2, !tbaa !61
  %487 = zext i16 %486 to i32
  %488 = add nuw nsw i32 %482, %487
  %489 = shl nuw nsw i32 %488, 1
  %490 = trunc i32 %489 to i16
  %491 = getelementptr inbounds i8, ptr %3, i64 6
  store i16 %490, ptr %491, align 2, !tbaa !61
  %492 = getelementptr i8, ptr %0, i64 2982
  %493 = load i16, ptr %492, align 2, !tbaa !61
  %494 = zext i16 %493 to i32
  %495 = add nuw nsw i32 %489, %494
  %496 = shl nuw nsw i32 %495, 1
  %497 = trunc i32 %496 to i16
  %498 = getelementptr inbounds i8, ptr %3, i64 8
  store i16 %497, ptr %498, align 2, !tbaa !61
  %499 = getelementptr i8, ptr %0, i64 2984
  %500 = load i16, ptr %499, align 2, !tbaa !61
  %501 = zext i16 %500 to i32
  %502 = add nuw nsw i32 %496, %501
  %503 = shl nuw nsw i32 %502, 1
  %504 = trunc i32 %503 to i16
  %505 = getelementptr inbounds i8, ptr %3, i64 10
  store i16 %504, ptr %505, align 2, !tbaa !61
  %506 = getelementptr i8, ptr %0, i64 2986
  %507 = load i16, ptr %506, align 2, !tbaa !61
  %508 = zext i16 %507 to i32
  %509 = add nuw nsw i32 %503, %508
  %510 = shl nuw nsw i32 %509, 1
  %511 = trunc i32 %510 to i16
  %512 = getelementptr inbounds i8, ptr %3, i64 12
  store i16 %511, ptr %512, align 2, !tbaa !61
  %513 = getelementptr i8, ptr %0, i64 2988
  %514 = load i16, ptr %513, align 2, !tbaa !61
  %515 = zext i16 %514 to i32
  %516 = add nuw nsw i32 %510, %515
  %517 = shl nuw nsw i32 %516, 1
  %518 = trunc i32 %517 to i16
  %519 = getelementptr inbounds i8, ptr %3, i64 14
  store i16 %518, ptr %519, align 2, !tbaa !61
  %520 = getelementptr i8, ptr %0, i64 2990
  %521 = load i16, ptr %520, align 2, !tbaa !61
  %522 = zext i16 %521 to i32
  %523 = add nuw nsw i32 %517, %522
  %524 = shl nuw nsw i32 %523, 1
  %525 = trunc i32 %524 to i16
  %526 = getelementptr inbounds i8, ptr %3, i64 16
  store i16 %525, ptr %526, align 2, !tbaa !61
  %527 = getelementptr i8, ptr %0, i64 2992
  %528 = load i16, ptr %527, align 2, !tbaa !61
  %529 = zext i16 %528 to i32
  %530 = add nuw nsw i32 %524, %529
  %531 = shl nuw nsw i32 %530, 1
  %532 = trunc i32 %531 to i16
  %533 = getelementptr inbounds i8, ptr %3, i64 18
  store i16 %532, ptr %533, align 2, !tbaa !61
  %534 = getelementptr i8, ptr %0, i64 2994
  %535 = load i16, ptr %534, align 2, !tbaa !61
  %536 = zext i16 %535 to i32
  %537 = add nuw nsw i32 %531, %536
  %538 = shl nuw nsw i32 %537, 1
  %539 = trunc i32 %538 to i16
  %540 = getelementptr inbounds i8, ptr %3, i64 20
  store i16 %539, ptr %540, align 2, !tbaa !61
  %541 = getelementptr i8, ptr %0, i64 2996
  %542 = load i16, ptr %541, align 2, !tbaa !61
  %543 = zext i16 %542 to i32
  %544 = add nuw nsw i32 %538, %543
  %545 = shl nuw nsw i32 %544, 1
  %546 = trunc i32 %545 to i16
  %547 = getelementptr inbounds i8, ptr %3, i64 22
  store i16 %546, ptr %547, align 2, !tbaa !61
  %548 = getelementptr i8, ptr %0, i64 2998
  %549 = load i16, ptr %548, align 2, !tbaa !61
  %550 = zext i16 %549 to i32
  %551 = add nuw nsw i32 %545, %550
  %552 = shl nuw nsw i32 %551, 1
  %553 = trunc i32 %552 to i16
  %554 = getelementptr inbounds i8, ptr %3, i64 24
  store i16 %553, ptr %554, align 2, !tbaa !61
  %555 = getelementptr i8, ptr %0, i64 3000
  %556 = load i16, ptr %555, align 2, !tbaa !61
  %557 = trunc i32 %552 to i16
  %558 = add i16 %556, %557
  %559 = shl i16 %558, 1
  %560 = getelementptr inbounds i8, ptr %3, i64 26
  store i16 %559, ptr %560, align 2, !tbaa !61
  %561 = getelementptr i8, ptr %0, i64 3002
  %562 = load i16, ptr %561, align 2, !tbaa !61
  %563 = add i16 %562, %559
  %564 = shl i16 %563, 1
  %565 = getelementptr inbounds i8, ptr %3, i64 28
  store i16 %564, ptr %565, align 2, !tbaa !61
  %566 = getelementptr i8, ptr %0, i64 3004
  %567 = load i16, ptr %566, align 2, !tbaa !61
  %568 = add i16 %564, %567
  %569 = shl i16 %568, 1
  %570 = getelementptr inbounds i8, ptr %3, i64 30
  store i16 %569, ptr %570, align 2, !tbaa !61
  %571 = icmp slt i32 %72, 0
  br i1 %571, label %603, label %572

572:                                              ; preds = %472
  %573 = add nuw i32 %72, 1
  %574 = zext i32 %573 to i64
  br label %575

575:                                              ; preds = %600, %572
  %576 = phi i64 [ 0, %572 ], [ %601, %600 ]
  %577 = getelementptr inbounds %struct.ct_data_s, ptr %4, i64 %576
  %578 = getelementptr inbounds i8, ptr %577, i64 2
  %579 = load i16, ptr %578, align 2, !tbaa !23
  %580 = icmp eq i16 %579, 0
  br i1 %580, label %600, label %581

581:                                              ; preds = %575
  %582 = zext i16 %579 to i32
  %583 = zext i16 %579 to i64
  %584 = getelementptr inbounds [16 x i16], ptr %3, i64 0, i64 %583
  %585 = load i16, ptr %584, align 2, !tbaa !61
  %586 = add i16 %585, 1
  store i16 %586, ptr %584, align 2, !tbaa !61
  %587 = zext i16 %585 to i32
  br label %588

588:                                              ; preds = %588, %581
  %589 = phi i32 [ %587, %581 ], [ %594, %588 ]
  %590 = phi i32 [ %582, %581 ], [ %596, %588 ]
  %591 = phi i32 [ 0, %581 ], [ %595, %588 ]
  %592 = and i32 %589, 1
  %593 = or disjoint i32 %591, %592
  %594 = lshr i32 %589, 1
  %595 = shl i32 %593, 1
  %596 = add nsw i32 %590, -1
  %597 = icmp ugt i32 %590, 1
  br i1 %597, label %588, label %598, !llvm.loop !67

598:                                              ; preds = %588
  %599 = trunc i32 %593 to i16
  store i16 %599, ptr %577, align 2, !tbaa !23
  br label %600

600:                                              ; preds = %598, %575
  %601 = add nuw nsw i64 %576, 1
  %602 = icmp eq i64 %601, %574
  br i1 %602, label %603, label %575, !llvm.loop !68

603:                                              ; preds = %600, %472
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #9
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal fastcc void @compress_block(ptr nocapture noundef %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2) unnamed_addr #5 {
  %4 = getelementptr inbounds i8, ptr %0, i64 5900
  %5 = load i32, ptr %4, align 4, !tbaa !28
  %6 = icmp eq i32 %5, 0
  br i1 %6, label %7, label %10

7:                                                ; preds = %3
  %8 = getelementptr inbounds i8, ptr %0, i64 5940
  %9 = load i32, ptr %8, align 4, !tbaa !21
  br label %246

10:                                               ; preds = %3
  %11 = getelementptr inbounds i8, ptr %0, i64 5888
  %12 = getelementptr inbounds i8, ptr %0, i64 5940
  %13 = getelementptr inbounds i8, ptr %0, i64 5936
  %14 = getelementptr inbounds i8, ptr %0, i64 16
  %15 = getelementptr inbounds i8, ptr %0, i64 40
  br label %16

16:                                               ; preds = %10, %242
  %17 = phi i32 [ %31, %242 ], [ 0, %10 ]
  %18 = load ptr, ptr %11, align 8, !tbaa !69
  %19 = add nuw i32 %17, 1
  %20 = zext i32 %17 to i64
  %21 = getelementptr inbounds i8, ptr %18, i64 %20
  %22 = load i8, ptr %21, align 1, !tbaa !23
  %23 = zext i8 %22 to i32
  %24 = add i32 %17, 2
  %25 = zext i32 %19 to i64
  %26 = getelementptr inbounds i8, ptr %18, i64 %25
  %27 = load i8, ptr %26, align 1, !tbaa !23
  %28 = zext i8 %27 to i32
  %29 = shl nuw nsw i32 %28, 8
  %30 = or disjoint i32 %29, %23
  %31 = add i32 %17, 3
  %32 = zext i32 %24 to i64
  %33 = getelementptr inbounds i8, ptr %18, i64 %32
  %34 = load i8, ptr %33, align 1, !tbaa !23
  %35 = zext i8 %34 to i32
  %36 = icmp eq i32 %30, 0
  %37 = zext i8 %34 to i64
  br i1 %36, label %38, label %73

38:                                               ; preds = %16
  %39 = getelementptr inbounds %struct.ct_data_s, ptr %1, i64 %37
  %40 = getelementptr inbounds i8, ptr %39, i64 2
  %41 = load i16, ptr %40, align 2, !tbaa !23
  %42 = zext i16 %41 to i32
  %43 = load i32, ptr %12, align 4, !tbaa !21
  %44 = sub nsw i32 16, %42
  %45 = icmp sgt i32 %43, %44
  %46 = load i16, ptr %39, align 2, !tbaa !23
  %47 = zext i16 %46 to i32
  %48 = shl i32 %47, %43
  %49 = load i16, ptr %13, align 8, !tbaa !20
  %50 = trunc i32 %48 to i16
  %51 = or i16 %49, %50
  store i16 %51, ptr %13, align 8, !tbaa !20
  br i1 %45, label %52, label %71

52:                                               ; preds = %38
  %53 = trunc i16 %51 to i8
  %54 = load ptr, ptr %14, align 8, !tbaa !29
  %55 = load i64, ptr %15, align 8, !tbaa !30
  %56 = add i64 %55, 1
  store i64 %56, ptr %15, align 8, !tbaa !30
  %57 = getelementptr inbounds i8, ptr %54, i64 %55
  store i8 %53, ptr %57, align 1, !tbaa !23
  %58 = load i16, ptr %13, align 8, !tbaa !20
  %59 = lshr i16 %58, 8
  %60 = trunc nuw i16 %59 to i8
  %61 = load ptr, ptr %14, align 8, !tbaa !29
  %62 = load i64, ptr %15, align 8, !tbaa !30
  %63 = add i64 %62, 1
  store i64 %63, ptr %15, align 8, !tbaa !30
  %64 = getelementptr inbounds i8, ptr %61, i64 %62
  store i8 %60, ptr %64, align 1, !tbaa !23
  %65 = load i32, ptr %12, align 4, !tbaa !21
  %66 = sub nsw i32 16, %65
  %67 = lshr i32 %47, %66
  %68 = trunc nuw i32 %67 to i16
  store i16 %68, ptr %13, align 8, !tbaa !20
  %69 = add nsw i32 %42, -16
  %70 = add nsw i32 %69, %65
  br label %240

71:                                               ; preds = %38
  %72 = add nsw i32 %43, %42
  br label %240

73:                                               ; preds = %16
  %74 = getelementptr inbounds [256 x i8], ptr @_length_code, i64 0, i64 %37
  %75 = load i8, ptr %74, align 1, !tbaa !23
  %76 = zext i8 %75 to i64
  %77 = getelementptr inbounds %struct.ct_data_s, ptr %1, i64 %76
  %78 = getelementptr inbounds i8, ptr %77, i64 1028
  %79 = getelementptr inbounds i8, ptr %77, i64 1030
  %80 = load i16, ptr %79, align 2, !tbaa !23
  %81 = zext i16 %80 to i32
  %82 = load i32, ptr %12, align 4, !tbaa !21
  %83 = sub nsw i32 16, %81
  %84 = icmp sgt i32 %82, %83
  %85 = load i16, ptr %78, align 2, !tbaa !23
  %86 = zext i16 %85 to i32
  %87 = shl i32 %86, %82
  %88 = load i16, ptr %13, align 8, !tbaa !20
  %89 = trunc i32 %87 to i16
  %90 = or i16 %88, %89
  store i16 %90, ptr %13, align 8, !tbaa !20
  br i1 %84, label %91, label %110

91:                                               ; preds = %73
  %92 = trunc i16 %90 to i8
  %93 = load ptr, ptr %14, align 8, !tbaa !29
  %94 = load i64, ptr %15, align 8, !tbaa !30
  %95 = add i64 %94, 1
  store i64 %95, ptr %15, align 8, !tbaa !30
  %96 = getelementptr inbounds i8, ptr %93, i64 %94
  store i8 %92, ptr %96, align 1, !tbaa !23
  %97 = load i16, ptr %13, align 8, !tbaa !20
  %98 = lshr i16 %97, 8
  %99 = trunc nuw i16 %98 to i8
  %100 = load ptr, ptr %14, align 8, !tbaa !29
  %101 = load i64, ptr %15, align 8, !tbaa !30
  %102 = add i64 %101, 1
  store i64 %102, ptr %15, align 8, !tbaa !30
  %103 = getelementptr inbounds i8, ptr %100, i64 %101
  store i8 %99, ptr %103, align 1, !tbaa !23
  %104 = load i32, ptr %12, align 4, !tbaa !21
  %105 = sub nsw i32 16, %104
  %106 = lshr i32 %86, %105
  %107 = trunc nuw i32 %106 to i16
  store i16 %107, ptr %13, align 8, !tbaa !20
  %108 = add nsw i32 %81, -16
  %109 = add nsw i32 %108, %104
  br label %112

110:                                              ; preds = %73
  %111 = add nsw i32 %82, %81
  br label %112

112:                                              ; preds = %110, %91
  %113 = phi i16 [ %90, %110 ], [ %107, %91 ]
  %114 = phi i32 [ %111, %110 ], [ %109, %91 ]
  store i32 %114, ptr %12, align 4, !tbaa !21
  %115 = getelementptr inbounds [29 x i32], ptr @extra_lbits, i64 0, i64 %76
  %116 = load i32, ptr %115, align 4, !tbaa !49
  %117 = add nsw i64 %76, -28
  %118 = icmp ult i64 %117, -20
  br i1 %118, label %156, label %119

119:                                              ; preds = %112
  %120 = getelementptr inbounds [29 x i32], ptr @base_length, i64 0, i64 %76
  %121 = load i32, ptr %120, align 4, !tbaa !49
  %122 = sub nsw i32 %35, %121
  %123 = sub nsw i32 16, %116
  %124 = icmp sgt i32 %114, %123
  br i1 %124, label %125, label %148

125:                                              ; preds = %119
  %126 = and i32 %122, 65535
  %127 = shl i32 %122, %114
  %128 = trunc i32 %127 to i16
  %129 = or i16 %113, %128
  store i16 %129, ptr %13, align 8, !tbaa !20
  %130 = trunc i16 %129 to i8
  %131 = load ptr, ptr %14, align 8, !tbaa !29
  %132 = load i64, ptr %15, align 8, !tbaa !30
  %133 = add i64 %132, 1
  store i64 %133, ptr %15, align 8, !tbaa !30
  %134 = getelementptr inbounds i8, ptr %131, i64 %132
  store i8 %130, ptr %134, align 1, !tbaa !23
  %135 = load i16, ptr %13, align 8, !tbaa !20
  %136 = lshr i16 %135, 8
  %137 = trunc nuw i16 %136 to i8
  %138 = load ptr, ptr %14, align 8, !tbaa !29
  %139 = load i64, ptr %15, align 8, !tbaa !30
  %140 = add i64 %139, 1
  store i64 %140, ptr %15, align 8, !tbaa !30
  %141 = getelementptr inbounds i8, ptr %138, i64 %139
  store i8 %137, ptr %141, align 1, !tbaa !23
  %142 = load i32, ptr %12, align 4, !tbaa !21
  %143 = sub nsw i32 16, %142
  %144 = lshr i32 %126, %143
  %145 = trunc nuw i32 %144 to i16
  store i16 %145, ptr %13, align 8, !tbaa !20
  %146 = add nsw i32 %116, -16
  %147 = add nsw i32 %146, %142
  br label %153

148:                                              ; preds = %119
  %149 = shl i32 %122, %114
  %150 = trunc i32 %149 to i16
  %151 = or i16 %113, %150
  store i16 %151, ptr %13, align 8, !tbaa !20
  %152 = add nsw i32 %116, %114
  br label %153

153:                                              ; preds = %148, %125
  %154 = phi i16 [ %151, %148 ], [ %145, %125 ]
  %155 = phi i32 [ %152, %148 ], [ %147, %125 ]
  store i32 %155, ptr %12, align 4, !tbaa !21
  br label %156

156:                                              ; preds = %153, %112
  %157 = phi i16 [ %154, %153 ], [ %113, %112 ]
  %158 = phi i32 [ %155, %153 ], [ %114, %112 ]
  %159 = add nsw i32 %30, -1
  %160 = icmp ult i32 %30, 257
  %161 = lshr i32 %159, 7
  %162 = add nuw nsw i32 %161, 256
  %163 = select i1 %160, i32 %159, i32 %162
  %164 = zext nneg i32 %163 to i64
  %165 = getelementptr inbounds [512 x i8], ptr @_dist_code, i64 0, i64 %164
  %166 = load i8, ptr %165, align 1, !tbaa !23
  %167 = zext i8 %166 to i64
  %168 = getelementptr inbounds %struct.ct_data_s, ptr %2, i64 %167
  %169 = getelementptr inbounds i8, ptr %168, i64 2
  %170 = load i16, ptr %169, align 2, !tbaa !23
  %171 = zext i16 %170 to i32
  %172 = sub nsw i32 16, %171
  %173 = icmp sgt i32 %158, %172
  %174 = load i16, ptr %168, align 2, !tbaa !23
  %175 = zext i16 %174 to i32
  %176 = shl i32 %175, %158
  %177 = trunc i32 %176 to i16
  %178 = or i16 %157, %177
  store i16 %178, ptr %13, align 8, !tbaa !20
  br i1 %173, label %179, label %198

179:                                              ; preds = %156
  %180 = trunc i16 %178 to i8
  %181 = load ptr, ptr %14, align 8, !tbaa !29
  %182 = load i64, ptr %15, align 8, !tbaa !30
  %183 = add i64 %182, 1
  store i64 %183, ptr %15, align 8, !tbaa !30
  %184 = getelementptr inbounds i8, ptr %181, i64 %182
  store i8 %180, ptr %184, align 1, !tbaa !23
  %185 = load i16, ptr %13, align 8, !tbaa !20
  %186 = lshr i16 %185, 8
  %187 = trunc nuw i16 %186 to i8
  %188 = load ptr, ptr %14, align 8, !tbaa !29
  %189 = load i64, ptr %15, align 8, !tbaa !30
  %190 = add i64 %189, 1
  store i64 %190, ptr %15, align 8, !tbaa !30
  %191 = getelementptr inbounds i8, ptr %188, i64 %189
  store i8 %187, ptr %191, align 1, !tbaa !23
  %192 = load i32, ptr %12, align 4, !tbaa !21
  %193 = sub nsw i32 16, %192
  %194 = lshr i32 %175, %193
  %195 = trunc nuw i32 %194 to i16
  store i16 %195, ptr %13, align 8, !tbaa !20
  %196 = add nsw i32 %171, -16
  %197 = add nsw i32 %196, %192
  br label %200

198:                                              ; preds = %156
  %199 = add nsw i32 %158, %171
  br label %200

200:                                              ; preds = %198, %179
  %201 = phi i16 [ %178, %198 ], [ %195, %179 ]
  %202 = phi i32 [ %199, %198 ], [ %197, %179 ]
  store i32 %202, ptr %12, align 4, !tbaa !21
  %203 = getelementptr inbounds [30 x i32], ptr @extra_dbits, i64 0, i64 %167
  %204 = load i32, ptr %203, align 4, !tbaa !49
  %205 = icmp ult i8 %166, 4
  br i1 %205, label %242, label %206

206:                                              ; preds = %200
  %207 = getelementptr inbounds [30 x i32], ptr @base_dist, i64 0, i64 %167
  %208 = load i32, ptr %207, align 4, !tbaa !49
  %209 = sub i32 %159, %208
  %210 = sub nsw i32 16, %204
  %211 = icmp sgt i32 %202, %210
  br i1 %211, label %212, label %235

212:                                              ; preds = %206
  %213 = and i32 %209, 65535
  %214 = shl i32 %209, %202
  %215 = trunc i32 %214 to i16
  %216 = or i16 %201, %215
  store i16 %216, ptr %13, align 8, !tbaa !20
  %217 = trunc i16 %216 to i8
  %218 = load ptr, ptr %14, align 8, !tbaa !29
  %219 = load i64, ptr %15, align 8, !tbaa !30
  %220 = add i64 %219, 1
  store i64 %220, ptr %15, align 8, !tbaa !30
  %221 = getelementptr inbounds i8, ptr %218, i64 %219
  store i8 %217, ptr %221, align 1, !tbaa !23
  %222 = load i16, ptr %13, align 8, !tbaa !20
  %223 = lshr i16 %222, 8
  %224 = trunc nuw i16 %223 to i8
  %225 = load ptr, ptr %14, align 8, !tbaa !29
  %226 = load i64, ptr %15, align 8, !tbaa !30
  %227 = add i64 %226, 1
  store i64 %227, ptr %15, align 8, !tbaa !30
  %228 = getelementptr inbounds i8, ptr %225, i64 %226
  store i8 %224, ptr %228, align 1, !tbaa !23
  %229 = load i32, ptr %12, align 4, !tbaa !21
  %230 = sub nsw i32 16, %229
  %231 = lshr i32 %213, %230
  %232 = trunc nuw i32 %231 to i16
  store i16 %232, ptr %13, align 8, !tbaa !20
  %233 = add nsw i32 %204, -16
  %234 = add nsw i32 %233, %229
  br label %240

235:                                              ; preds = %206
  %236 = shl i32 %209, %202
  %237 = trunc i32 %236 to i16
  %238 = or i16 %201, %237
  store i16 %238, ptr %13, align 8, !tbaa !20
  %239 = add nsw i32 %204, %202
  br label %240

240:                                              ; preds = %212, %235, %52, %71
  %241 = phi i32 [ %72, %71 ], [ %70, %52 ], [ %239, %235 ], [ %234, %212 ]
  store i32 %241, ptr %12, align 4, !tbaa !21
  br label %242

242:                                              ; preds = %240, %200
  %243 = phi i32 [ %202, %200 ], [ %241, %240 ]
  %244 = load i32, ptr %4, align 4, !tbaa !28
  %245 = icmp ult i32 %31, %244
  br i1 %245, label %16, label %246, !llvm.loop !70

246:                                              ; preds = %242, %7
  %247 = phi i32 [ %9, %7 ], [ %243, %242 ]
  %248 = getelementptr inbounds i8, ptr %1, i64 1024
  %249 = getelementptr inbounds i8, ptr %1, i64 1026
  %250 = load i16, ptr %249, align 2, !tbaa !23
  %251 = zext i16 %250 to i32
  %252 = getelementptr inbounds i8, ptr %0, i64 5940
  %253 = sub nsw i32 16, %251
  %254 = icmp sgt i32 %247, %253
  %255 = load i16, ptr %248, align 2, !tbaa !23
  %256 = zext i16 %255 to i32
  %257 = shl i32 %256, %247
  %258 = getelementptr inbounds i8, ptr %0, i64 5936
  %259 = load i16, ptr %258, align 8, !tbaa !20
  %260 = trunc i32 %257 to i16
  %261 = or i16 %259, %260
  store i16 %261, ptr %258, align 8, !tbaa !20
  br i1 %254, label %262, label %283

262:                                              ; preds = %246
  %263 = trunc i16 %261 to i8
  %264 = getelementptr inbounds i8, ptr %0, i64 16
  %265 = load ptr, ptr %264, align 8, !tbaa !29
  %266 = getelementptr inbounds i8, ptr %0, i64 40
  %267 = load i64, ptr %266, align 8, !tbaa !30
  %268 = add i64 %267, 1
  store i64 %268, ptr %266, align 8, !tbaa !30
  %269 = getelementptr inbounds i8, ptr %265, i64 %267
  store i8 %263, ptr %269, align 1, !tbaa !23
  %270 = load i16, ptr %258, align 8, !tbaa !20
  %271 = lshr i16 %270, 8
  %272 = trunc nuw i16 %271 to i8
  %273 = load ptr, ptr %264, align 8, !tbaa !29
  %274 = load i64, ptr %266, align 8, !tbaa !30
  %275 = add i64 %274, 1
  store i64 %275, ptr %266, align 8, !tbaa !30
  %276 = getelementptr inbounds i8, ptr %273, i64 %274
  store i8 %272, ptr %276, align 1, !tbaa !23
  %277 = load i32, ptr %252, align 4, !tbaa !21
  %278 = sub nsw i32 16, %277
  %279 = lshr i32 %256, %278
  %280 = trunc nuw i32 %279 to i16
  store i16 %280, ptr %258, align 8, !tbaa !20
  %281 = add nsw i32 %251, -16
  %282 = add nsw i32 %281, %277
  br label %285

283:                                              ; preds = %246
  %284 = add nsw i32 %247, %251
  br label %285

285:                                              ; preds = %283, %262
  %286 = phi i32 [ %284, %283 ], [ %282, %262 ]
  store i32 %286, ptr %252, align 4, !tbaa !21
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none) uwtable
define dso_local range(i32 0, 2) i32 @_tr_tally(ptr nocapture noundef %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #1 {
  %4 = trunc i32 %1 to i8
  %5 = getelementptr inbounds i8, ptr %0, i64 5888
  %6 = load ptr, ptr %5, align 8, !tbaa !69
  %7 = getelementptr inbounds i8, ptr %0, i64 5900
  %8 = load i32, ptr %7, align 4, !tbaa !28
  %9 = add i32 %8, 1
  store i32 %9, ptr %7, align 4, !tbaa !28
  %10 = zext i32 %8 to i64
  %11 = getelementptr inbounds i8, ptr %6, i64 %10
  store i8 %4, ptr %11, align 1, !tbaa !23
  %12 = lshr i32 %1, 8
  %13 = trunc i32 %12 to i8
  %14 = load ptr, ptr %5, align 8, !tbaa !69
  %15 = load i32, ptr %7, align 4, !tbaa !28
  %16 = add i32 %15, 1
  store i32 %16, ptr %7, align 4, !tbaa !28
  %17 = zext i32 %15 to i64
  %18 = getelementptr inbounds i8, ptr %14, i64 %17
  store i8 %13, ptr %18, align 1, !tbaa !23
  %19 = trunc i32 %2 to i8
  %20 = load ptr, ptr %5, align 8, !tbaa !69
  %21 = load i32, ptr %7, align 4, !tbaa !28
  %22 = add i32 %21, 1
  store i32 %22, ptr %7, align 4, !tbaa !28
  %23 = zext i32 %21 to i64
  %24 = getelementptr inbounds i8, ptr %20, i64 %23
  store i8 %19, ptr %24, align 1, !tbaa !23
  %25 = icmp eq i32 %1, 0
  br i1 %25, label %26, label %30

26:                                               ; preds = %3
  %27 = getelementptr inbounds i8, ptr %0, i64 212
  %28 = zext i32 %2 to i64
  %29 = getelementptr inbounds [573 x %struct.ct_data_s], ptr %27, i64 0, i64 %28
  br label %54

30:                                               ; preds = %3
  %31 = getelementptr inbounds i8, ptr %0, i64 5928
  %32 = load i32, ptr %31, align 8, !tbaa !71
  %33 = add i32 %32, 1
  store i32 %33, ptr %31, align 8, !tbaa !71
  %34 = add i32 %1, -1
  %35 = getelementptr inbounds i8, ptr %0, i64 212
  %36 = zext i32 %2 to i64
  %37 = getelementptr inbounds [256 x i8], ptr @_length_code, i64 0, i64 %36
  %38 = load i8, ptr %37, align 1, !tbaa !23
  %39 = zext i8 %38 to i64
  %40 = add nuw nsw i64 %39, 257
  %41 = getelementptr inbounds [573 x %struct.ct_data_s], ptr %35, i64 0, i64 %40
  %42 = load i16, ptr %41, align 4, !tbaa !23
  %43 = add i16 %42, 1
  store i16 %43, ptr %41, align 4, !tbaa !23
  %44 = getelementptr inbounds i8, ptr %0, i64 2504
  %45 = icmp ult i32 %1, 257
  %46 = lshr i32 %34, 7
  %47 = add nuw nsw i32 %46, 256
  %48 = select i1 %45, i32 %34, i32 %47
  %49 = zext nneg i32 %48 to i64
  %50 = getelementptr inbounds [512 x i8], ptr @_dist_code, i64 0, i64 %49
  %51 = load i8, ptr %50, align 1, !tbaa !23
  %52 = zext i8 %51 to i64
  %53 = getelementptr inbounds [61 x %struct.ct_data_s], ptr %44, i64 0, i64 %52
  br label %54

54:                                               ; preds = %30, %26
  %55 = phi ptr [ %53, %30 ], [ %29, %26 ]
  %56 = load i16, ptr %55, align 4, !tbaa !23
  %57 = add i16 %56, 1
  store i16 %57, ptr %55, align 4, !tbaa !23
  %58 = load i32, ptr %7, align 4, !tbaa !28
  %59 = getelementptr inbounds i8, ptr %0, i64 5904
  %60 = load i32, ptr %59, align 8, !tbaa !72
  %61 = icmp eq i32 %58, %60
  %62 = zext i1 %61 to i32
  ret i32 %62
}

; Function Attrs: nofree norecurse nosync nounwind memory(write, argmem: readwrite, inaccessiblemem: none) uwtable
define internal fastcc void @send_tree(ptr noundef %0, ptr nocapture noundef readonly %1, i32 noundef %2) unnamed_addr #6 {
  %4 = icmp slt i32 %2, 0
  br i1 %4, label %335, label %5

5:                                                ; preds = %3
  %6 = getelementptr inbounds i8, ptr %1, i64 2
  %7 = load i16, ptr %6, align 2, !tbaa !23
  %8 = icmp eq i16 %7, 0
  %9 = select i1 %8, i32 138, i32 7
  %10 = select i1 %8, i32 3, i32 4
  %11 = zext i16 %7 to i32
  %12 = getelementptr inbounds i8, ptr %0, i64 2748
  %13 = getelementptr inbounds i8, ptr %0, i64 5940
  %14 = getelementptr inbounds i8, ptr %0, i64 5936
  %15 = getelementptr inbounds i8, ptr %0, i64 16
  %16 = getelementptr inbounds i8, ptr %0, i64 40
  %17 = getelementptr inbounds i8, ptr %0, i64 2812
  %18 = getelementptr inbounds i8, ptr %0, i64 2814
  %19 = getelementptr inbounds i8, ptr %0, i64 2820
  %20 = getelementptr inbounds i8, ptr %0, i64 2822
  %21 = getelementptr inbounds i8, ptr %0, i64 2816
  %22 = getelementptr inbounds i8, ptr %0, i64 2818
  %23 = add nuw i32 %2, 1
  %24 = zext i32 %23 to i64
  br label %25

25:                                               ; preds = %5, %329
  %26 = phi i64 [ 0, %5 ], [ %32, %329 ]
  %27 = phi i32 [ -1, %5 ], [ %333, %329 ]
  %28 = phi i32 [ %11, %5 ], [ %35, %329 ]
  %29 = phi i32 [ 0, %5 ], [ %332, %329 ]
  %30 = phi i32 [ %9, %5 ], [ %331, %329 ]
  %31 = phi i32 [ %10, %5 ], [ %330, %329 ]
  %32 = add nuw nsw i64 %26, 1
  %33 = getelementptr inbounds %struct.ct_data_s, ptr %1, i64 %32, i32 1
  %34 = load i16, ptr %33, align 2, !tbaa !23
  %35 = zext i16 %34 to i32
  %36 = add nsw i32 %29, 1
  %37 = icmp slt i32 %36, %30
  %38 = icmp eq i32 %28, %35
  %39 = select i1 %37, i1 %38, i1 false
  br i1 %39, label %329, label %40

40:                                               ; preds = %25
  %41 = icmp slt i32 %36, %31
  br i1 %41, label %42, label %85

42:                                               ; preds = %40
  %43 = zext nneg i32 %28 to i64
  %44 = getelementptr inbounds [39 x %struct.ct_data_s], ptr %12, i64 0, i64 %43
  %45 = getelementptr inbounds i8, ptr %44, i64 2
  %46 = load i32, ptr %13, align 4, !tbaa !21
  br label %47

47:                                               ; preds = %42, %81
  %48 = phi i32 [ %82, %81 ], [ %46, %42 ]
  %49 = phi i32 [ %83, %81 ], [ %36, %42 ]
  %50 = load i16, ptr %45, align 2, !tbaa !23
  %51 = zext i16 %50 to i32
  %52 = sub nsw i32 16, %51
  %53 = icmp sgt i32 %48, %52
  %54 = load i16, ptr %44, align 4, !tbaa !23
  %55 = zext i16 %54 to i32
  %56 = shl i32 %55, %48
  %57 = load i16, ptr %14, align 8, !tbaa !20
  %58 = trunc i32 %56 to i16
  %59 = or i16 %57, %58
  store i16 %59, ptr %14, align 8, !tbaa !20
  br i1 %53, label %60, label %79

60:                                               ; preds = %47
  %61 = trunc i16 %59 to i8
  %62 = load ptr, ptr %15, align 8, !tbaa !29
  %63 = load i64, ptr %16, align 8, !tbaa !30
  %64 = add i64 %63, 1
  store i64 %64, ptr %16, align 8, !tbaa !30
  %65 = getelementptr inbounds i8, ptr %62, i64 %63
  store i8 %61, ptr %65, align 1, !tbaa !23
  %66 = load i16, ptr %14, align 8, !tbaa !20
  %67 = lshr i16 %66, 8
  %68 = trunc nuw i16 %67 to i8
  %69 = load ptr, ptr %15, align 8, !tbaa !29
  %70 = load i64, ptr %16, align 8, !tbaa !30
  %71 = add i64 %70, 1
  store i64 %71, ptr %16, align 8, !tbaa !30
  %72 = getelementptr inbounds i8, ptr %69, i64 %70
  store i8 %68, ptr %72, align 1, !tbaa !23
  %73 = load i32, ptr %13, align 4, !tbaa !21
  %74 = sub nsw i32 16, %73
  %75 = lshr i32 %55, %74
  %76 = trunc nuw i32 %75 to i16
  store i16 %76, ptr %14, align 8, !tbaa !20
  %77 = add nsw i32 %51, -16
  %78 = add nsw i32 %77, %73
  br label %81

79:                                               ; preds = %47
  %80 = add nsw i32 %48, %51
  br label %81

81:                                               ; preds = %79, %60
  %82 = phi i32 [ %80, %79 ], [ %78, %60 ]
  store i32 %82, ptr %13, align 4, !tbaa !21
  %83 = add nsw i32 %49, -1
  %84 = icmp eq i32 %83, 0
  br i1 %84, label %324, label %47, !llvm.loop !73

85:                                               ; preds = %40
  %86 = icmp eq i32 %28, 0
  %87 = load i32, ptr %13, align 4, !tbaa !21
  br i1 %86, label %193, label %88

88:                                               ; preds = %85
  %89 = icmp eq i32 %28, %27
  br i1 %89, label %127, label %90

90:                                               ; preds = %88
  %91 = zext nneg i32 %28 to i64
  %92 = getelementptr inbounds [39 x %struct.ct_data_s], ptr %12, i64 0, i64 %91
  %93 = getelementptr inbounds i8, ptr %92, i64 2
  %94 = load i16, ptr %93, align 2, !tbaa !23
  %95 = zext i16 %94 to i32
  %96 = sub nsw i32 16, %95
  %97 = icmp sgt i32 %87, %96
  %98 = load i16, ptr %92, align 4, !tbaa !23
  %99 = zext i16 %98 to i32
  %100 = shl i32 %99, %87
  %101 = load i16, ptr %14, align 8, !tbaa !20
  %102 = trunc i32 %100 to i16
  %103 = or i16 %101, %102
  store i16 %103, ptr %14, align 8, !tbaa !20
  br i1 %97, label %104, label %123

104:                                              ; preds = %90
  %105 = trunc i16 %103 to i8
  %106 = load ptr, ptr %15, align 8, !tbaa !29
  %107 = load i64, ptr %16, align 8, !tbaa !30
  %108 = add i64 %107, 1
  store i64 %108, ptr %16, align 8, !tbaa !30
  %109 = getelementptr inbounds i8, ptr %106, i64 %107
  store i8 %105, ptr %109, align 1, !tbaa !23
  %110 = load i16, ptr %14, align 8, !tbaa !20
  %111 = lshr i16 %110, 8
  %112 = trunc nuw i16 %111 to i8
  %113 = load ptr, ptr %15, align 8, !tbaa !29
  %114 = load i64, ptr %16, align 8, !tbaa !30
  %115 = add i64 %114, 1
  store i64 %115, ptr %16, align 8, !tbaa !30
  %116 = getelementptr inbounds i8, ptr %113, i64 %114
  store i8 %112, ptr %116, align 1, !tbaa !23
  %117 = load i32, ptr %13, align 4, !tbaa !21
  %118 = sub nsw i32 16, %117
  %119 = lshr i32 %99, %118
  %120 = trunc nuw i32 %119 to i16
  store i16 %120, ptr %14, align 8, !tbaa !20
  %121 = add nsw i32 %95, -16
  %122 = add nsw i32 %121, %117
  br label %125

123:                                              ; preds = %90
  %124 = add nsw i32 %87, %95
  br label %125

125:                                              ; preds = %123, %104
  %126 = phi i32 [ %124, %123 ], [ %122, %104 ]
  store i32 %126, ptr %13, align 4, !tbaa !21
  br label %127

127:                                              ; preds = %125, %88
  %128 = phi i32 [ %126, %125 ], [ %87, %88 ]
  %129 = phi i32 [ %29, %125 ], [ %36, %88 ]
  %130 = load i16, ptr %18, align 2, !tbaa !23
  %131 = zext i16 %130 to i32
  %132 = sub nsw i32 16, %131
  %133 = icmp sgt i32 %128, %132
  %134 = load i16, ptr %17, align 4, !tbaa !23
  %135 = zext i16 %134 to i32
  %136 = shl i32 %135, %128
  %137 = load i16, ptr %14, align 8, !tbaa !20
  %138 = trunc i32 %136 to i16
  %139 = or i16 %137, %138
  br i1 %133, label %140, label %159

140:                                              ; preds = %127
  store i16 %139, ptr %14, align 8, !tbaa !20
  %141 = trunc i16 %139 to i8
  %142 = load ptr, ptr %15, align 8, !tbaa !29
  %143 = load i64, ptr %16, align 8, !tbaa !30
  %144 = add i64 %143, 1
  store i64 %144, ptr %16, align 8, !tbaa !30
  %145 = getelementptr inbounds i8, ptr %142, i64 %143
  store i8 %141, ptr %145, align 1, !tbaa !23
  %146 = load i16, ptr %14, align 8, !tbaa !20
  %147 = lshr i16 %146, 8
  %148 = trunc nuw i16 %147 to i8
  %149 = load ptr, ptr %15, align 8, !tbaa !29
  %150 = load i64, ptr %16, align 8, !tbaa !30
  %151 = add i64 %150, 1
  store i64 %151, ptr %16, align 8, !tbaa !30
  %152 = getelementptr inbounds i8, ptr %149, i64 %150
  store i8 %148, ptr %152, align 1, !tbaa !23
  %153 = load i32, ptr %13, align 4, !tbaa !21
  %154 = sub nsw i32 16, %153
  %155 = lshr i32 %135, %154
  %156 = trunc nuw i32 %155 to i16
  %157 = add nsw i32 %131, -16
  %158 = add nsw i32 %157, %153
  br label %161

159:                                              ; preds = %127
  %160 = add nsw i32 %128, %131
  br label %161

161:                                              ; preds = %159, %140
  %162 = phi i16 [ %139, %159 ], [ %156, %140 ]
  %163 = phi i32 [ %160, %159 ], [ %158, %140 ]
  store i32 %163, ptr %13, align 4, !tbaa !21
  %164 = icmp sgt i32 %163, 14
  %165 = add i32 %129, 65533
  br i1 %164, label %166, label %188

166:                                              ; preds = %161
  %167 = and i32 %165, 65535
  %168 = shl i32 %165, %163
  %169 = trunc i32 %168 to i16
  %170 = or i16 %162, %169
  store i16 %170, ptr %14, align 8, !tbaa !20
  %171 = trunc i16 %170 to i8
  %172 = load ptr, ptr %15, align 8, !tbaa !29
  %173 = load i64, ptr %16, align 8, !tbaa !30
  %174 = add i64 %173, 1
  store i64 %174, ptr %16, align 8, !tbaa !30
  %175 = getelementptr inbounds i8, ptr %172, i64 %173
  store i8 %171, ptr %175, align 1, !tbaa !23
  %176 = load i16, ptr %14, align 8, !tbaa !20
  %177 = lshr i16 %176, 8
  %178 = trunc nuw i16 %177 to i8
  %179 = load ptr, ptr %15, align 8, !tbaa !29
  %180 = load i64, ptr %16, align 8, !tbaa !30
  %181 = add i64 %180, 1
  store i64 %181, ptr %16, align 8, !tbaa !30
  %182 = getelementptr inbounds i8, ptr %179, i64 %180
  store i8 %178, ptr %182, align 1, !tbaa !23
  %183 = load i32, ptr %13, align 4, !tbaa !21
  %184 = sub nsw i32 16, %183
  %185 = lshr i32 %167, %184
  %186 = trunc nuw i32 %185 to i16
  store i16 %186, ptr %14, align 8, !tbaa !20
  %187 = add nsw i32 %183, -14
  br label %322

188:                                              ; preds = %161
  %189 = shl i32 %165, %163
  %190 = trunc i32 %189 to i16
  %191 = or i16 %162, %190
  store i16 %191, ptr %14, align 8, !tbaa !20
  %192 = add nsw i32 %163, 2
  br label %322

193:                                              ; preds = %85
  %194 = icmp slt i32 %29, 10
  %195 = load i16, ptr %14, align 8, !tbaa !20
  br i1 %194, label %196, label %259

196:                                              ; preds = %193
  %197 = load i16, ptr %22, align 2, !tbaa !23
  %198 = zext i16 %197 to i32
  %199 = sub nsw i32 16, %198
  %200 = icmp sgt i32 %87, %199
  %201 = load i16, ptr %21, align 4, !tbaa !23
  %202 = zext i16 %201 to i32
  %203 = shl i32 %202, %87
  %204 = trunc i32 %203 to i16
  %205 = or i16 %195, %204
  br i1 %200, label %206, label %225

206:                                              ; preds = %196
  store i16 %205, ptr %14, align 8, !tbaa !20
  %207 = trunc i16 %205 to i8
  %208 = load ptr, ptr %15, align 8, !tbaa !29
  %209 = load i64, ptr %16, align 8, !tbaa !30
  %210 = add i64 %209, 1
  store i64 %210, ptr %16, align 8, !tbaa !30
  %211 = getelementptr inbounds i8, ptr %208, i64 %209
  store i8 %207, ptr %211, align 1, !tbaa !23
  %212 = load i16, ptr %14, align 8, !tbaa !20
  %213 = lshr i16 %212, 8
  %214 = trunc nuw i16 %213 to i8
  %215 = load ptr, ptr %15, align 8, !tbaa !29
  %216 = load i64, ptr %16, align 8, !tbaa !30
  %217 = add i64 %216, 1
  store i64 %217, ptr %16, align 8, !tbaa !30
  %218 = getelementptr inbounds i8, ptr %215, i64 %216
  store i8 %214, ptr %218, align 1, !tbaa !23
  %219 = load i32, ptr %13, align 4, !tbaa !21
  %220 = sub nsw i32 16, %219
  %221 = lshr i32 %202, %220
  %222 = trunc nuw i32 %221 to i16
  %223 = add nsw i32 %198, -16
  %224 = add nsw i32 %223, %219
  br label %227

225:                                              ; preds = %196
  %226 = add nsw i32 %87, %198
  br label %227

227:                                              ; preds = %225, %206
  %228 = phi i16 [ %205, %225 ], [ %222, %206 ]
  %229 = phi i32 [ %226, %225 ], [ %224, %206 ]
  store i32 %229, ptr %13, align 4, !tbaa !21
  %230 = icmp sgt i32 %229, 13
  %231 = add nsw i32 %29, 65534
  br i1 %230, label %232, label %254

232:                                              ; preds = %227
  %233 = and i32 %231, 65535
  %234 = shl i32 %231, %229
  %235 = trunc i32 %234 to i16
  %236 = or i16 %228, %235
  store i16 %236, ptr %14, align 8, !tbaa !20
  %237 = trunc i16 %236 to i8
  %238 = load ptr, ptr %15, align 8, !tbaa !29
  %239 = load i64, ptr %16, align 8, !tbaa !30
  %240 = add i64 %239, 1
  store i64 %240, ptr %16, align 8, !tbaa !30
  %241 = getelementptr inbounds i8, ptr %238, i64 %239
  store i8 %237, ptr %241, align 1, !tbaa !23
  %242 = load i16, ptr %14, align 8, !tbaa !20
  %243 = lshr i16 %242, 8
  %244 = trunc nuw i16 %243 to i8
  %245 = load ptr, ptr %15, align 8, !tbaa !29
  %246 = load i64, ptr %16, align 8, !tbaa !30
  %247 = add i64 %246, 1
  store i64 %247, ptr %16, align 8, !tbaa !30
  %248 = getelementptr inbounds i8, ptr %245, i64 %246
  store i8 %244, ptr %248, align 1, !tbaa !23
  %249 = load i32, ptr %13, align 4, !tbaa !21
  %250 = sub nsw i32 16, %249
  %251 = lshr i32 %233, %250
  %252 = trunc nuw i32 %251 to i16
  store i16 %252, ptr %14, align 8, !tbaa !20
  %253 = add nsw i32 %249, -13
  br label %322

254:                                              ; preds = %227
  %255 = shl i32 %231, %229
  %256 = trunc i32 %255 to i16
  %257 = or i16 %228, %256
  store i16 %257, ptr %14, align 8, !tbaa !20
  %258 = add nsw i32 %229, 3
  br label %322

259:                                              ; preds = %193
  %260 = load i16, ptr %20, align 2, !tbaa !23
  %261 = zext i16 %260 to i32
  %262 = sub nsw i32 16, %261
  %263 = icmp sgt i32 %87, %262
  %264 = load i16, ptr %19, align 4, !tbaa !23
  %265 = zext i16 %264 to i32
  %266 = shl i32 %265, %87
  %267 = trunc i32 %266 to i16
  %268 = or i16 %195, %267
  br i1 %263, label %269, label %288

269:                                              ; preds = %259
  store i16 %268, ptr %14, align 8, !tbaa !20
  %270 = trunc i16 %268 to i8
  %271 = load ptr, ptr %15, align 8, !tbaa !29
  %272 = load i64, ptr %16, align 8, !tbaa !30
  %273 = add i64 %272, 1
  store i64 %273, ptr %16, align 8, !tbaa !30
  %274 = getelementptr inbounds i8, ptr %271, i64 %272
  store i8 %270, ptr %274, align 1, !tbaa !23
  %275 = load i16, ptr %14, align 8, !tbaa !20
  %276 = lshr i16 %275, 8
  %277 = trunc nuw i16 %276 to i8
  %278 = load ptr, ptr %15, align 8, !tbaa !29
  %279 = load i64, ptr %16, align 8, !tbaa !30
  %280 = add i64 %279, 1
  store i64 %280, ptr %16, align 8, !tbaa !30
  %281 = getelementptr inbounds i8, ptr %278, i64 %279
  store i8 %277, ptr %281, align 1, !tbaa !23
  %282 = load i32, ptr %13, align 4, !tbaa !21
  %283 = sub nsw i32 16, %282
  %284 = lshr i32 %265, %283
  %285 = trunc nuw i32 %284 to i16
  %286 = add nsw i32 %261, -16
  %287 = add nsw i32 %286, %282
  br label %290

288:                                              ; preds = %259
  %289 = add nsw i32 %87, %261
  br label %290

290:                                              ; preds = %288, %269
  %291 = phi i16 [ %268, %288 ], [ %285, %269 ]
  %292 = phi i32 [ %289, %288 ], [ %287, %269 ]
  store i32 %292, ptr %13, align 4, !tbaa !21
  %293 = icmp sgt i32 %292, 9
  %294 = add nuw i32 %29, 65526
  br i1 %293, label %295, label %317

295:                                              ; preds = %290
  %296 = and i32 %294, 65535
  %297 = shl i32 %294, %292
  %298 = trunc i32 %297 to i16
  %299 = or i16 %291, %298
  store i16 %299, ptr %14, align 8, !tbaa !20
  %300 = trunc i16 %299 to i8
  %301 = load ptr, ptr %15, align 8, !tbaa !29
  %302 = load i64, ptr %16, align 8, !tbaa !30
  %303 = add i64 %302, 1
  store i64 %303, ptr %16, align 8, !tbaa !30
  %304 = getelementptr inbounds i8, ptr %301, i64 %302
  store i8 %300, ptr %304, align 1, !tbaa !23
  %305 = load i16, ptr %14, align 8, !tbaa !20
  %306 = lshr i16 %305, 8
  %307 = trunc nuw i16 %306 to i8
  %308 = load ptr, ptr %15, align 8, !tbaa !29
  %309 = load i64, ptr %16, align 8, !tbaa !30
  %310 = add i64 %309, 1
  store i64 %310, ptr %16, align 8, !tbaa !30
  %311 = getelementptr inbounds i8, ptr %308, i64 %309
  store i8 %307, ptr %311, align 1, !tbaa !23
  %312 = load i32, ptr %13, align 4, !tbaa !21
  %313 = sub nsw i32 16, %312
  %314 = lshr i32 %296, %313
  %315 = trunc nuw i32 %314 to i16
  store i16 %315, ptr %14, align 8, !tbaa !20
  %316 = add nsw i32 %312, -9
  br label %322

317:                                              ; preds = %290
  %318 = shl i32 %294, %292
  %319 = trunc i32 %318 to i16
  %320 = or i16 %291, %319
  store i16 %320, ptr %14, align 8, !tbaa !20
  %321 = add nsw i32 %292, 7
  br label %322

322:                                              ; preds = %295, %317, %232, %254, %166, %188
  %323 = phi i32 [ %192, %188 ], [ %187, %166 ], [ %258, %254 ], [ %253, %232 ], [ %321, %317 ], [ %316, %295 ]
  store i32 %323, ptr %13, align 4, !tbaa !21
  br label %324

324:                                              ; preds = %81, %322
  %325 = icmp eq i16 %34, 0
  br i1 %325, label %329, label %326

326:                                              ; preds = %324
  %327 = select i1 %38, i32 3, i32 4
  %328 = select i1 %38, i32 6, i32 7
  br label %329

329:                                              ; preds = %326, %324, %25
  %330 = phi i32 [ %31, %25 ], [ 3, %324 ], [ %327, %326 ]
  %331 = phi i32 [ %30, %25 ], [ 138, %324 ], [ %328, %326 ]
  %332 = phi i32 [ %36, %25 ], [ 0, %324 ], [ 0, %326 ]
  %333 = phi i32 [ %27, %25 ], [ %28, %324 ], [ %28, %326 ]
  %334 = icmp eq i64 %32, %24
  br i1 %334, label %335, label %25, !llvm.loop !74

335:                                              ; preds = %329, %3
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i8 @llvm.umax.i8(i8, i8) #8

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: write) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { mustprogress nofree norecurse nosync nounwind willreturn memory(write, argmem: readwrite, inaccessiblemem: none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nofree norecurse nosync nounwind memory(write, argmem: readwrite, inaccessiblemem: none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #8 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !8, i64 2904}
!7 = !{!"internal_state", !8, i64 0, !11, i64 8, !8, i64 16, !12, i64 24, !8, i64 32, !12, i64 40, !11, i64 48, !8, i64 56, !12, i64 64, !9, i64 72, !11, i64 76, !11, i64 80, !11, i64 84, !11, i64 88, !8, i64 96, !12, i64 104, !8, i64 112, !8, i64 120, !11, i64 128, !11, i64 132, !11, i64 136, !11, i64 140, !11, i64 144, !12, i64 152, !11, i64 160, !11, i64 164, !11, i64 168, !11, i64 172, !11, i64 176, !11, i64 180, !11, i64 184, !11, i64 188, !11, i64 192, !11, i64 196, !11, i64 200, !11, i64 204, !11, i64 208, !9, i64 212, !9, i64 2504, !9, i64 2748, !13, i64 2904, !13, i64 2928, !13, i64 2952, !9, i64 2976, !9, i64 3008, !11, i64 5300, !11, i64 5304, !9, i64 5308, !8, i64 5888, !11, i64 5896, !11, i64 5900, !11, i64 5904, !12, i64 5912, !12, i64 5920, !11, i64 5928, !11, i64 5932, !14, i64 5936, !11, i64 5940, !11, i64 5944, !12, i64 5952, !11, i64 5960}
!8 = !{!"any pointer", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C/C++ TBAA"}
!11 = !{!"int", !9, i64 0}
!12 = !{!"long", !9, i64 0}
!13 = !{!"tree_desc_s", !8, i64 0, !11, i64 8, !8, i64 16}
!14 = !{!"short", !9, i64 0}
!15 = !{!7, !8, i64 2920}
!16 = !{!7, !8, i64 2928}
!17 = !{!7, !8, i64 2944}
!18 = !{!7, !8, i64 2952}
!19 = !{!7, !8, i64 2968}
!20 = !{!7, !14, i64 5936}
!21 = !{!7, !11, i64 5940}
!22 = !{!7, !11, i64 5944}
!23 = !{!9, !9, i64 0}
!24 = distinct !{!24, !25, !26, !27}
!25 = !{!"llvm.loop.mustprogress"}
!26 = !{!"llvm.loop.isvectorized", i32 1}
!27 = !{!"llvm.loop.unroll.runtime.disable"}
!28 = !{!7, !11, i64 5900}
!29 = !{!7, !8, i64 16}
!30 = !{!7, !12, i64 40}
!31 = !{!7, !11, i64 196}
!32 = !{!7, !8, i64 0}
!33 = !{!34, !11, i64 88}
!34 = !{!"z_stream_s", !8, i64 0, !11, i64 8, !12, i64 16, !8, i64 24, !11, i64 32, !12, i64 40, !8, i64 48, !8, i64 56, !8, i64 64, !8, i64 72, !8, i64 80, !11, i64 88, !12, i64 96, !12, i64 104}
!35 = distinct !{!35, !25}
!36 = distinct !{!36, !25}
!37 = !{!7, !11, i64 2912}
!38 = distinct !{!38, !25}
!39 = !{!7, !11, i64 2936}
!40 = !{!7, !12, i64 5912}
!41 = !{!7, !12, i64 5920}
!42 = !{!7, !11, i64 200}
!43 = distinct !{!43, !25}
!44 = !{!13, !8, i64 0}
!45 = !{!13, !8, i64 16}
!46 = !{!47, !8, i64 0}
!47 = !{!"static_tree_desc_s", !8, i64 0, !8, i64 8, !11, i64 16, !11, i64 20, !11, i64 24}
!48 = !{!47, !11, i64 20}
!49 = !{!11, !11, i64 0}
!50 = !{!7, !11, i64 5300}
!51 = distinct !{!51, !25}
!52 = distinct !{!52, !25}
!53 = !{!13, !11, i64 8}
!54 = distinct !{!54, !25}
!55 = distinct !{!55, !25}
!56 = !{!7, !11, i64 5304}
!57 = distinct !{!57, !25}
!58 = !{!47, !8, i64 8}
!59 = !{!47, !11, i64 16}
!60 = !{!47, !11, i64 24}
!61 = !{!14, !14, i64 0}
!62 = distinct !{!62, !25}
!63 = distinct !{!63, !25}
!64 = distinct !{!64, !25}
!65 = distinct !{!65, !25}
!66 = distinct !{!66, !25}
!67 = distinct !{!67, !25}
!68 = distinct !{!68, !25}
!69 = !{!7, !8, i64 5888}
!70 = distinct !{!70, !25}
!71 = !{!7, !11, i64 5928}
!72 = !{!7, !11, i64 5904}
!73 = distinct !{!73, !25}
!74 = distinct !{!74, !25}
