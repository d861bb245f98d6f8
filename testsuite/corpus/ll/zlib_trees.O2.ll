; ModuleID = 'src/zlib/trees.c'
source_filename = "src/zlib/trees.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.static_tree_desc_s = type { ptr, ptr, i32, i32, i32 }
%struct.ct_data_s = type { %union.anon, %union.anon.0 }
%union.anon = type { i16 }
%union.anon.0 = type { i16 }

@_dist_code = dso_local local_unnamed_addr constant [512 x i8] c"\00\01\02\03\04\04\05\05\06\06\06\06\07\07\07\07\08\08\08\08\08\08\08\08\09\09\09\09\09\09\09\09\0A\0A\0A\0A\0A\0A\0A\0A\0A\0A\0A\0A\0A\0A\0A\0A\0B\0B\0B\0B\0B\0B\0B\0B\0B\0B\0B\0B\0B\0B\0B\0B\0C\0C\0C\0C\0C\0C\0C\0C\0C\0C\0C\0C\0C\0C\0C\0C\0C\0C\0C\0C\0C\0C\0C\0C\0C\0C\0C\0C\0C\0C\0C\0C\0D\0D\0D\0D\0D\0D\0D\0D\0D\0D\0D\0D\0D\0D\0D\0D\0D\0D\0D\0D\0D\0D\0D\0D\0D\0D\0D\0D\0D\0D\0D\0D\0E\0E\0E\0E\0E\0E\0E\0E\0E\0E\0E\0E\0E\0E\0E\0E\0E\0E\0E\0E\0E\0E\0E\0E\0E\0E\0E\0E\0E\0E\0E\0E\0E\0E\0E\0E\0E\0E\0E\0E\0E\0E\0E\0E\0E\0E\0E\0E\0E\0E\0E\0E\0E\0E\0E\0E\0E\0E\0E\0E\0E\0E\0E\0E\0F\0F\0F\0F\0F\0F\0F\0F\0F\0F\0F\0F\0F\0F\0F\0F\0F\0F\0F\0F\0F\0F\0F\0F\0F\0F\0F\0F\0F\0F\0F\0F\0F\0F\0F\0F\0F\0F\0F\0F\0F\0F\0F\0F\0F\0F\0F\0F\0F\0F\0F\0F\0F\0F\0F\0F\0F\0F\0F\0F\0F\0F\0F\0F\00\00\10\11\12\12\13\13\14\14\14\14\15\15\15\15\16\16\16\16\16\16\16\16\17\17\17\17\17\17\17\17\18\18\18\18\18\18\18\18\18\18\18\18\18\18\18\18\19\19\19\19\19\19\19\19\19\19\19\19\19\19\19\19\1A\1A\1A\1A\1A\1A\1A\1A\1A\1A\1A\1A\1A\1A\1A\1A\1A\1A\1A\1A\1A\1A\1A\1A\1A\1A\1A\1A\1A\1A\1A\1A\1B\1B\1B\1B\1B\1B\1B\1B\1B\1B\1B\1B\1B\1B\1B\1B\1B\1B\1B\1B\1B\1B\1B\1B\1B\1B\1B\1B\1B\1B\1B\1B\1C\1C\1C\1C\1C\1C\1C\1C\1C\1C\1C\1C\1C\1C\1C\1C\1C\1C\1C\1C\1C\1C\1C\1C\1C\1C\1C\1C\1C\1C\1C\1C\1C\1C\1C\1C\1C\1C\1C\1C\1C\1C\1C\1C\1C\1C\1C\1C\1C\1C\1C\1C\1C\1C\1C\1C\1C\1C\1C\1C\1C\1C\1C\1C\1D\1D\1D\1D\1D\1D\1D\1D\1D\1D\1D\1D\1D\1D\1D\1D\1D\1D\1D\1D\1D\1D\1D\1D\1D\1D\1D\1D\1D\1D\1D\1D\1D\1D\1D\1D\1D\1D\1D\1D\1D\1D\1D\1D\1D\1D\1D\1D\1D\1D\1D\1D\1D\1D\1D\1D\1D\1D\1D\1D\1D\1D\1D\1D", align 16
@_length_code = dso_local local_unnamed_addr constant [256 x i8] c"\00\01\02\03\04\05\06\07\08\08\09\09\0A\0A\0B\0B\0C\0C\0C\0C\0D\0D\0D\0D\0E\0E\0E\0E\0F\0F\0F\0F\10\10\10\10\10\10\10\10\11\11\11\11\11\11\11\11\12\12\12\12\12\12\12\12\13\13\13\13\13\13\13\13\14\14\14\14\14\14\14\14\14\14\14\14\14\14\14\14\15\15\15\15\15\15\15\15\15\15\15\15\15\15\15\15\16\16\16\16\16\16\16\16\16\16\16\16\16\16\16\16\17\17\17\17\17\17\17\17\17\17\17\17\17\17\17\17\18\18\18\18\18\18\18\18\18\18\18\18\18\18\18\18\18\18\18\18\18\18\18\18\18\18\18\18\18\18\18\18\19\19\19\19\19\19\19\19\19\19\19\19\19\19\19\19\19\19\19\19\19\19\19\19\19\19\19\19\19\19\19\19\1A\1A\1A\1A\1A\1A\1A\1A\1A\1A\1A\1A\1A\1A\1A\1A\1A\1A\1A\1A\1A\1A\1A\1A\1A\1A\1A\1A\1A\1A\1A\1A\1B\1B\1B\1B\1B\1B\1B\1B\1B\1B\1B\1B\1B\1B\1B\1B\1B\1B\1B\1B\1B\1B\1B\1B\1B\1B\1B\1B\1B\1B\1B\1C", align 16
@static_l_desc = internal constant %struct.static_tree_desc_s { ptr @static_ltree, ptr @extra_lbits, i32 257, i32 286, i32 15 }, align 8
@static_d_desc = internal constant %struct.static_tree_desc_s { ptr @static_dtree, ptr @extra_dbits, i32 0, i32 30, i32 15 }, align 8
@static_bl_desc = internal constant %struct.static_tree_desc_s { ptr null, ptr @extra_blbits, i32 0, i32 19, i32 7 }, align 8
@static_ltree = internal constant [288 x %struct.ct_data_s] [%struct.ct_data_s { %union.anon { i16 12 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 140 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 76 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 204 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 44 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 172 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 108 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 236 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 28 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 156 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 92 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 220 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 60 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 188 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 124 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 252 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 2 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 130 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 66 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 194 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 34 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 162 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 98 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 226 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 18 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 146 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 82 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 210 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 50 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 178 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 114 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 242 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 10 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 138 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 74 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 202 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 42 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 170 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 106 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 234 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 26 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 154 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 90 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 218 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 58 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 186 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 122 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 250 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 6 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 134 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 70 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 198 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 38 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 166 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 102 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 230 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 22 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 150 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 86 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 214 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 54 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 182 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 118 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 246 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 14 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 142 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 78 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 206 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 46 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 174 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 110 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 238 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 30 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 158 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 94 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 222 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 62 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 190 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 126 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 254 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 1 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 129 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 65 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 193 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 33 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 161 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 97 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 225 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 17 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 145 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 81 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 209 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 49 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 177 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 113 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 241 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 9 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 137 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 73 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 201 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 41 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 169 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 105 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 233 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 25 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 153 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 89 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 217 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 57 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 185 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 121 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 249 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 5 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 133 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 69 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 197 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 37 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 165 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 101 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 229 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 21 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 149 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 85 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 213 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 53 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 181 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 117 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 245 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 13 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 141 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 77 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 205 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 45 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 173 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 109 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 237 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 29 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 157 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 93 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 221 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 61 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 189 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 125 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 253 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 19 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 275 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 147 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 403 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 83 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 339 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 211 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 467 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 51 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 307 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 179 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 435 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 115 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 371 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 243 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 499 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 11 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 267 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 139 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 395 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 75 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 331 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 203 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 459 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 43 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 299 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 171 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 427 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 107 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 363 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 235 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 491 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 27 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 283 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 155 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 411 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 91 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 347 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 219 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 475 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 59 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 315 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 187 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 443 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 123 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 379 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 251 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 507 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 7 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 263 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 135 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 391 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 71 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 327 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 199 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 455 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 39 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 295 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 167 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 423 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 103 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 359 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 231 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 487 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 23 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 279 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 151 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 407 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 87 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 343 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 215 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 471 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 55 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 311 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 183 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 439 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 119 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 375 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 247 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 503 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 15 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 271 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 143 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 399 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 79 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 335 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 207 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 463 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 47 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 303 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 175 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 431 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 111 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 367 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 239 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 495 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 31 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 287 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 159 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 415 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 95 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 351 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 223 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 479 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 63 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 319 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 191 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 447 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 127 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 383 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 255 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon { i16 511 }, %union.anon.0 { i16 9 } }, %struct.ct_data_s { %union.anon zeroinitializer, %union.anon.0 { i16 7 } }, %struct.ct_data_s { %union.anon { i16 64 }, %union.anon.0 { i16 7 } }, %struct.ct_data_s { %union.anon { i16 32 }, %union.anon.0 { i16 7 } }, %struct.ct_data_s { %union.anon { i16 96 }, %union.anon.0 { i16 7 } }, %struct.ct_data_s { %union.anon { i16 16 }, %union.anon.0 { i16 7 } }, %struct.ct_data_s { %union.anon { i16 80 }, %union.anon.0 { i16 7 } }, %struct.ct_data_s { %union.anon { i16 48 }, %union.anon.0 { i16 7 } }, %struct.ct_data_s { %union.anon { i16 112 }, %union.anon.0 { i16 7 } }, %struct.ct_data_s { %union.anon { i16 8 }, %union.anon.0 { i16 7 } }, %struct.ct_data_s { %union.anon { i16 72 }, %union.anon.0 { i16 7 } }, %struct.ct_data_s { %union.anon { i16 40 }, %union.anon.0 { i16 7 } }, %struct.ct_data_s { %union.anon { i16 104 }, %union.anon.0 { i16 7 } }, %struct.ct_data_s { %union.anon { i16 24 }, %union.anon.0 { i16 7 } }, %struct.ct_data_s { %union.anon { i16 88 }, %union.anon.0 { i16 7 } }, %struct.ct_data_s { %union.anon { i16 56 }, %union.anon.0 { i16 7 } }, %struct.ct_data_s { %union.anon { i16 120 }, %union.anon.0 { i16 7 } }, %struct.ct_data_s { %union.anon { i16 4 }, %union.anon.0 { i16 7 } }, %struct.ct_data_s { %union.anon { i16 68 }, %union.anon.0 { i16 7 } }, %struct.ct_data_s { %union.anon { i16 36 }, %union.anon.0 { i16 7 } }, %struct.ct_data_s { %union.anon { i16 100 }, %union.anon.0 { i16 7 } }, %struct.ct_data_s { %union.anon { i16 20 }, %union.anon.0 { i16 7 } }, %struct.ct_data_s { %union.anon { i16 84 }, %union.anon.0 { i16 7 } }, %struct.ct_data_s { %union.anon { i16 52 }, %union.anon.0 { i16 7 } }, %struct.ct_data_s { %union.anon { i16 116 }, %union.anon.0 { i16 7 } }, %struct.ct_data_s { %union.anon { i16 3 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 131 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 67 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 195 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 35 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 163 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 99 }, %union.anon.0 { i16 8 } }, %struct.ct_data_s { %union.anon { i16 227 }, %union.anon.0 { i16 8 } }], align 16
@static_dtree = internal constant [30 x %struct.ct_data_s] [%struct.ct_data_s { %union.anon zeroinitializer, %union.anon.0 { i16 5 } }, %struct.ct_data_s { %union.anon { i16 16 }, %union.anon.0 { i16 5 } }, %struct.ct_data_s { %union.anon { i16 8 }, %union.anon.0 { i16 5 } }, %struct.ct_data_s { %union.anon { i16 24 }, %union.anon.0 { i16 5 } }, %struct.ct_data_s { %union.anon { i16 4 }, %union.anon.0 { i16 5 } }, %struct.ct_data_s { %union.anon { i16 20 }, %union.anon.0 { i16 5 } }, %struct.ct_data_s { %union.anon { i16 12 }, %union.anon.0 { i16 5 } }, %struct.ct_data_s { %union.anon { i16 28 }, %union.anon.0 { i16 5 } }, %struct.ct_data_s { %union.anon { i16 2 }, %union.anon.0 { i16 5 } }, %struct.ct_data_s { %union.anon { i16 18 }, %union.anon.0 { i16 5 } }, %struct.ct_data_s { %union.anon { i16 10 }, %union.anon.0 { i16 5 } }, %struct.ct_data_s { %union.anon { i16 26 }, %union.anon.0 { i16 5 } }, %struct.ct_data_s { %union.anon { i16 6 }, %union.anon.0 { i16 5 } }, %struct.ct_data_s { %union.anon { i16 22 }, %union.anon.0 { i16 5 } }, %struct.ct_data_s { %union.anon { i16 14 }, %union.anon.0 { i16 5 } }, %struct.ct_data_s { %union.anon { i16 30 }, %union.anon.0 { i16 5 } }, %struct.ct_data_s { %union.anon { i16 1 }, %union.anon.0 { i16 5 } }, %struct.ct_data_s { %union.anon { i16 17 }, %union.anon.0 { i16 5 } }, %struct.ct_data_s { %union.anon { i16 9 }, %union.anon.0 { i16 5 } }, %struct.ct_data_s { %union.anon { i16 25 }, %union.anon.0 { i16 5 } }, %struct.ct_data_s { %union.anon { i16 5 }, %union.anon.0 { i16 5 } }, %struct.ct_data_s { %union.anon { i16 21 }, %union.anon.0 { i16 5 } }, %struct.ct_data_s { %union.anon { i16 13 }, %union.anon.0 { i16 5 } }, %struct.ct_data_s { %union.anon { i16 29 }, %union.anon.0 { i16 5 } }, %struct.ct_data_s { %union.anon { i16 3 }, %union.anon.0 { i16 5 } }, %struct.ct_data_s { %union.anon { i16 19 }, %union.anon.0 { i16 5 } }, %struct.ct_data_s { %union.anon { i16 11 }, %union.anon.0 { i16 5 } }, %struct.ct_data_s { %union.anon { i16 27 }, %union.anon.0 { i16 5 } }, %struct.ct_data_s { %union.anon { i16 7 }, %union.anon.0 { i16 5 } }, %struct.ct_data_s { %union.anon { i16 23 }, %union.anon.0 { i16 5 } }], align 16
@extra_lbits = internal constant [29 x i32] [i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 1, i32 1, i32 1, i32 1, i32 2, i32 2, i32 2, i32 2, i32 3, i32 3, i32 3, i32 3, i32 4, i32 4, i32 4, i32 4, i32 5, i32 5, i32 5, i32 5, i32 0], align 16
@extra_dbits = internal constant [30 x i32] [i32 0, i32 0, i32 0, i32 0, i32 1, i32 1, i32 2, i32 2, i32 3, i32 3, i32 4, i32 4, i32 5, i32 5, i32 6, i32 6, i32 7, i32 7, i32 8, i32 8, i32 9, i32 9, i32 10, i32 10, i32 11, i32 11, i32 12, i32 12, i32 13, i32 13], align 16
@extra_blbits = internal constant [19 x i32] [i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 2, i32 3, i32 7], align 16
@bl_order = internal unnamed_addr constant [19 x i8] c"\10\11\12\00\08\07\09\06\0A\05\0B\04\0C\03\0D\02\0E\01\0F", align 16
@base_length = internal unnamed_addr constant [29 x i32] [i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 10, i32 12, i32 14, i32 16, i32 20, i32 24, i32 28, i32 32, i32 40, i32 48, i32 56, i32 64, i32 80, i32 96, i32 112, i32 128, i32 160, i32 192, i32 224, i32 0], align 16
@base_dist = internal unnamed_addr constant [30 x i32] [i32 0, i32 1, i32 2, i32 3, i32 4, i32 6, i32 8, i32 12, i32 16, i32 24, i32 32, i32 48, i32 64, i32 96, i32 128, i32 192, i32 256, i32 384, i32 512, i32 768, i32 1024, i32 1536, i32 2048, i32 3072, i32 4096, i32 6144, i32 8192, i32 12288, i32 16384, i32 24576], align 16

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: write) uwtable
define dso_local void @_tr_init(ptr noundef %0) local_unnamed_addr #0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 212
  %3 = getelementptr inbounds i8, ptr %0, i64 2904
  store ptr %2, ptr %3, align 8, !tbaa !5
  %4 = getelementptr inbounds i8, ptr %0, i64 2920
  store ptr @static_l_desc, ptr %4, align 8, !tbaa !14
  %5 = getelementptr inbounds i8, ptr %0, i64 2504
  %6 = getelementptr inbounds i8, ptr %0, i64 2928
  store ptr %5, ptr %6, align 8, !tbaa !15
  %7 = getelementptr inbounds i8, ptr %0, i64 2944
  store ptr @static_d_desc, ptr %7, align 8, !tbaa !16
  %8 = getelementptr inbounds i8, ptr %0, i64 2748
  %9 = getelementptr inbounds i8, ptr %0, i64 2952
  store ptr %8, ptr %9, align 8, !tbaa !17
  %10 = getelementptr inbounds i8, ptr %0, i64 2968
  store ptr @static_bl_desc, ptr %10, align 8, !tbaa !18
  %11 = getelementptr inbounds i8, ptr %0, i64 5936
  store i16 0, ptr %11, align 8, !tbaa !19
  %12 = getelementptr inbounds i8, ptr %0, i64 5940
  store i32 0, ptr %12, align 4, !tbaa !20
  %13 = getelementptr inbounds i8, ptr %0, i64 5944
  store i32 0, ptr %13, align 8, !tbaa !21
  tail call fastcc void @init_block(ptr noundef %0)
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: write) uwtable
define internal fastcc void @init_block(ptr nocapture noundef writeonly %0) unnamed_addr #0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 212
  br label %56

3:                                                ; preds = %56
  %4 = getelementptr inbounds i8, ptr %0, i64 2504
  store i16 0, ptr %4, align 4, !tbaa !22
  %5 = getelementptr inbounds i8, ptr %0, i64 2508
  store i16 0, ptr %5, align 4, !tbaa !22
  %6 = getelementptr inbounds i8, ptr %0, i64 2512
  store i16 0, ptr %6, align 4, !tbaa !22
  %7 = getelementptr inbounds i8, ptr %0, i64 2516
  store i16 0, ptr %7, align 4, !tbaa !22
  %8 = getelementptr inbounds i8, ptr %0, i64 2520
  store i16 0, ptr %8, align 4, !tbaa !22
  %9 = getelementptr inbounds i8, ptr %0, i64 2524
  store i16 0, ptr %9, align 4, !tbaa !22
  %10 = getelementptr inbounds i8, ptr %0, i64 2528
  store i16 0, ptr %10, align 4, !tbaa !22
  %11 = getelementptr inbounds i8, ptr %0, i64 2532
  store i16 0, ptr %11, align 4, !tbaa !22
  %12 = getelementptr inbounds i8, ptr %0, i64 2536
  store i16 0, ptr %12, align 4, !tbaa !22
  %13 = getelementptr inbounds i8, ptr %0, i64 2540
  store i16 0, ptr %13, align 4, !tbaa !22
  %14 = getelementptr inbounds i8, ptr %0, i64 2544
  store i16 0, ptr %14, align 4, !tbaa !22
  %15 = getelementptr inbounds i8, ptr %0, i64 2548
  store i16 0, ptr %15, align 4, !tbaa !22
  %16 = getelementptr inbounds i8, ptr %0, i64 2552
  store i16 0, ptr %16, align 4, !tbaa !22
  %17 = getelementptr inbounds i8, ptr %0, i64 2556
  store i16 0, ptr %17, align 4, !tbaa !22
  %18 = getelementptr inbounds i8, ptr %0, i64 2560
  store i16 0, ptr %18, align 4, !tbaa !22
  %19 = getelementptr inbounds i8, ptr %0, i64 2564
  store i16 0, ptr %19, align 4, !tbaa !22
  %20 = getelementptr inbounds i8, ptr %0, i64 2568
  store i16 0, ptr %20, align 4, !tbaa !22
  %21 = getelementptr inbounds i8, ptr %0, i64 2572
  store i16 0, ptr %21, align 4, !tbaa !22
  %22 = getelementptr inbounds i8, ptr %0, i64 2576
  store i16 0, ptr %22, align 4, !tbaa !22
  %23 = getelementptr inbounds i8, ptr %0, i64 2580
  store i16 0, ptr %23, align 4, !tbaa !22
  %24 = getelementptr inbounds i8, ptr %0, i64 2584
  store i16 0, ptr %24, align 4, !tbaa !22
  %25 = getelementptr inbounds i8, ptr %0, i64 2588
  store i16 0, ptr %25, align 4, !tbaa !22
  %26 = getelementptr inbounds i8, ptr %0, i64 2592
  store i16 0, ptr %26, align 4, !tbaa !22
  %27 = getelementptr inbounds i8, ptr %0, i64 2596
  store i16 0, ptr %27, align 4, !tbaa !22
  %28 = getelementptr inbounds i8, ptr %0, i64 2600
  store i16 0, ptr %28, align 4, !tbaa !22
  %29 = getelementptr inbounds i8, ptr %0, i64 2604
  store i16 0, ptr %29, align 4, !tbaa !22
  %30 = getelementptr inbounds i8, ptr %0, i64 2608
  store i16 0, ptr %30, align 4, !tbaa !22
  %31 = getelementptr inbounds i8, ptr %0, i64 2612
  store i16 0, ptr %31, align 4, !tbaa !22
  %32 = getelementptr inbounds i8, ptr %0, i64 2616
  store i16 0, ptr %32, align 4, !tbaa !22
  %33 = getelementptr inbounds i8, ptr %0, i64 2620
  store i16 0, ptr %33, align 4, !tbaa !22
  %34 = getelementptr inbounds i8, ptr %0, i64 2748
  store i16 0, ptr %34, align 4, !tbaa !22
  %35 = getelementptr inbounds i8, ptr %0, i64 2752
  store i16 0, ptr %35, align 4, !tbaa !22
  %36 = getelementptr inbounds i8, ptr %0, i64 2756
  store i16 0, ptr %36, align 4, !tbaa !22
  %37 = getelementptr inbounds i8, ptr %0, i64 2760
  store i16 0, ptr %37, align 4, !tbaa !22
  %38 = getelementptr inbounds i8, ptr %0, i64 2764
  store i16 0, ptr %38, align 4, !tbaa !22
  %39 = getelementptr inbounds i8, ptr %0, i64 2768
  store i16 0, ptr %39, align 4, !tbaa !22
  %40 = getelementptr inbounds i8, ptr %0, i64 2772
  store i16 0, ptr %40, align 4, !tbaa !22
  %41 = getelementptr inbounds i8, ptr %0, i64 2776
  store i16 0, ptr %41, align 4, !tbaa !22
  %42 = getelementptr inbounds i8, ptr %0, i64 2780
  store i16 0, ptr %42, align 4, !tbaa !22
  %43 = getelementptr inbounds i8, ptr %0, i64 2784
  store i16 0, ptr %43, align 4, !tbaa !22
  %44 = getelementptr inbounds i8, ptr %0, i64 2788
  store i16 0, ptr %44, align 4, !tbaa !22
  %45 = getelementptr inbounds i8, ptr %0, i64 2792
  store i16 0, ptr %45, align 4, !tbaa !22
  %46 = getelementptr inbounds i8, ptr %0, i64 2796
  store i16 0, ptr %46, align 4, !tbaa !22
  %47 = getelementptr inbounds i8, ptr %0, i64 2800
  store i16 0, ptr %47, align 4, !tbaa !22
  %48 = getelementptr inbounds i8, ptr %0, i64 2804
  store i16 0, ptr %48, align 4, !tbaa !22
  %49 = getelementptr inbounds i8, ptr %0, i64 2808
  store i16 0, ptr %49, align 4, !tbaa !22
  %50 = getelementptr inbounds i8, ptr %0, i64 2812
  store i16 0, ptr %50, align 4, !tbaa !22
  %51 = getelementptr inbounds i8, ptr %0, i64 2816
  store i16 0, ptr %51, align 4, !tbaa !22
  %52 = getelementptr inbounds i8, ptr %0, i64 2820
  store i16 0, ptr %52, align 4, !tbaa !22
  %53 = getelementptr inbounds i8, ptr %0, i64 1236
  store i16 1, ptr %53, align 4, !tbaa !22
  %54 = getelementptr inbounds i8, ptr %0, i64 5912
  %55 = getelementptr inbounds i8, ptr %0, i64 5900
  store i32 0, ptr %55, align 4, !tbaa !23
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(20) %54, i8 0, i64 20, i1 false)
  ret void

56:                                               ; preds = %56, %1
  %57 = phi i64 [ 0, %1 ], [ %61, %56 ]
  %58 = getelementptr inbounds [573 x %struct.ct_data_s], ptr %2, i64 0, i64 %57
  store i16 0, ptr %58, align 4, !tbaa !22
  %59 = or disjoint i64 %57, 1
  %60 = getelementptr inbounds [573 x %struct.ct_data_s], ptr %2, i64 0, i64 %59
  store i16 0, ptr %60, align 4, !tbaa !22
  %61 = add nuw nsw i64 %57, 2
  %62 = icmp eq i64 %61, 286
  br i1 %62, label %3, label %56, !llvm.loop !24
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none) uwtable
define dso_local void @_tr_stored_block(ptr nocapture noundef %0, ptr nocapture noundef readonly %1, i64 noundef %2, i32 noundef %3) local_unnamed_addr #1 {
  %5 = getelementptr inbounds i8, ptr %0, i64 5940
  %6 = load i32, ptr %5, align 4, !tbaa !20
  %7 = icmp sgt i32 %6, 13
  br i1 %7, label %8, label %34

8:                                                ; preds = %4
  %9 = and i32 %3, 65535
  %10 = shl i32 %3, %6
  %11 = getelementptr inbounds i8, ptr %0, i64 5936
  %12 = load i16, ptr %11, align 8, !tbaa !19
  %13 = trunc i32 %10 to i16
  %14 = or i16 %12, %13
  store i16 %14, ptr %11, align 8, !tbaa !19
  %15 = trunc i16 %14 to i8
  %16 = getelementptr inbounds i8, ptr %0, i64 16
  %17 = load ptr, ptr %16, align 8, !tbaa !26
  %18 = getelementptr inbounds i8, ptr %0, i64 40
  %19 = load i64, ptr %18, align 8, !tbaa !27
  %20 = add i64 %19, 1
  store i64 %20, ptr %18, align 8, !tbaa !27
  %21 = getelementptr inbounds i8, ptr %17, i64 %19
  store i8 %15, ptr %21, align 1, !tbaa !22
  %22 = load i16, ptr %11, align 8, !tbaa !19
  %23 = lshr i16 %22, 8
  %24 = trunc nuw i16 %23 to i8
  %25 = load ptr, ptr %16, align 8, !tbaa !26
  %26 = load i64, ptr %18, align 8, !tbaa !27
  %27 = add i64 %26, 1
  store i64 %27, ptr %18, align 8, !tbaa !27
  %28 = getelementptr inbounds i8, ptr %25, i64 %26
  store i8 %24, ptr %28, align 1, !tbaa !22
  %29 = load i32, ptr %5, align 4, !tbaa !20
  %30 = sub nsw i32 16, %29
  %31 = lshr i32 %9, %30
  %32 = trunc nuw i32 %31 to i16
  store i16 %32, ptr %11, align 8, !tbaa !19
  %33 = add nsw i32 %29, -13
  br label %41

34:                                               ; preds = %4
  %35 = shl i32 %3, %6
  %36 = getelementptr inbounds i8, ptr %0, i64 5936
  %37 = load i16, ptr %36, align 8, !tbaa !19
  %38 = trunc i32 %35 to i16
  %39 = or i16 %37, %38
  store i16 %39, ptr %36, align 8, !tbaa !19
  %40 = add nsw i32 %6, 3
  br label %41

41:                                               ; preds = %34, %8
  %42 = phi i16 [ %39, %34 ], [ %32, %8 ]
  %43 = phi i32 [ %40, %34 ], [ %33, %8 ]
  store i32 %43, ptr %5, align 4, !tbaa !20
  %44 = icmp sgt i32 %43, 8
  br i1 %44, label %45, label %56

45:                                               ; preds = %41
  %46 = getelementptr inbounds i8, ptr %0, i64 5936
  %47 = trunc i16 %42 to i8
  %48 = getelementptr inbounds i8, ptr %0, i64 16
  %49 = load ptr, ptr %48, align 8, !tbaa !26
  %50 = getelementptr inbounds i8, ptr %0, i64 40
  %51 = load i64, ptr %50, align 8, !tbaa !27
  %52 = add i64 %51, 1
  store i64 %52, ptr %50, align 8, !tbaa !27
  %53 = getelementptr inbounds i8, ptr %49, i64 %51
  store i8 %47, ptr %53, align 1, !tbaa !22
  %54 = load i16, ptr %46, align 8, !tbaa !19
  %55 = lshr i16 %54, 8
  br label %61

56:                                               ; preds = %41
  %57 = icmp sgt i32 %43, 0
  br i1 %57, label %58, label %71

58:                                               ; preds = %56
  %59 = getelementptr inbounds i8, ptr %0, i64 16
  %60 = getelementptr inbounds i8, ptr %0, i64 40
  br label %61

61:                                               ; preds = %58, %45
  %62 = phi ptr [ %60, %58 ], [ %50, %45 ]
  %63 = phi ptr [ %59, %58 ], [ %48, %45 ]
  %64 = phi i16 [ %42, %58 ], [ %55, %45 ]
  %65 = trunc i16 %64 to i8
  %66 = load ptr, ptr %63, align 8, !tbaa !26
  %67 = load i64, ptr %62, align 8, !tbaa !27
  %68 = add i64 %67, 1
  store i64 %68, ptr %62, align 8, !tbaa !27
  %69 = getelementptr inbounds i8, ptr %66, i64 %67
  store i8 %65, ptr %69, align 1, !tbaa !22
  %70 = load i32, ptr %5, align 4, !tbaa !20
  br label %71

71:                                               ; preds = %56, %61
  %72 = phi i32 [ %43, %56 ], [ %70, %61 ]
  %73 = add i32 %72, 7
  %74 = and i32 %73, 7
  %75 = add nuw nsw i32 %74, 1
  %76 = getelementptr inbounds i8, ptr %0, i64 5944
  store i32 %75, ptr %76, align 8, !tbaa !21
  %77 = getelementptr inbounds i8, ptr %0, i64 5936
  store i16 0, ptr %77, align 8, !tbaa !19
  store i32 0, ptr %5, align 4, !tbaa !20
  %78 = trunc i64 %2 to i8
  %79 = getelementptr inbounds i8, ptr %0, i64 16
  %80 = load ptr, ptr %79, align 8, !tbaa !26
  %81 = getelementptr inbounds i8, ptr %0, i64 40
  %82 = load i64, ptr %81, align 8, !tbaa !27
  %83 = add i64 %82, 1
  store i64 %83, ptr %81, align 8, !tbaa !27
  %84 = getelementptr inbounds i8, ptr %80, i64 %82
  store i8 %78, ptr %84, align 1, !tbaa !22
  %85 = lshr i64 %2, 8
  %86 = trunc i64 %85 to i8
  %87 = load ptr, ptr %79, align 8, !tbaa !26
  %88 = load i64, ptr %81, align 8, !tbaa !27
  %89 = add i64 %88, 1
  store i64 %89, ptr %81, align 8, !tbaa !27
  %90 = getelementptr inbounds i8, ptr %87, i64 %88
  store i8 %86, ptr %90, align 1, !tbaa !22
  %91 = trunc i64 %2 to i32
  %92 = xor i32 %91, 65535
  %93 = trunc i32 %92 to i8
  %94 = load ptr, ptr %79, align 8, !tbaa !26
  %95 = load i64, ptr %81, align 8, !tbaa !27
  %96 = add i64 %95, 1
  store i64 %96, ptr %81, align 8, !tbaa !27
  %97 = getelementptr inbounds i8, ptr %94, i64 %95
  store i8 %93, ptr %97, align 1, !tbaa !22
  %98 = lshr i32 %92, 8
  %99 = trunc i32 %98 to i8
  %100 = load ptr, ptr %79, align 8, !tbaa !26
  %101 = load i64, ptr %81, align 8, !tbaa !27
  %102 = add i64 %101, 1
  store i64 %102, ptr %81, align 8, !tbaa !27
  %103 = getelementptr inbounds i8, ptr %100, i64 %101
  store i8 %99, ptr %103, align 1, !tbaa !22
  %104 = icmp eq i64 %2, 0
  br i1 %104, label %109, label %105

105:                                              ; preds = %71
  %106 = load ptr, ptr %79, align 8, !tbaa !26
  %107 = load i64, ptr %81, align 8, !tbaa !27
  %108 = getelementptr inbounds i8, ptr %106, i64 %107
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %108, ptr align 1 %1, i64 %2, i1 false)
  br label %109

109:                                              ; preds = %105, %71
  %110 = load i64, ptr %81, align 8, !tbaa !27
  %111 = add i64 %110, %2
  store i64 %111, ptr %81, align 8, !tbaa !27
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
  %3 = load i32, ptr %2, align 4, !tbaa !20
  %4 = icmp eq i32 %3, 16
  br i1 %4, label %5, label %22

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %0, i64 5936
  %7 = load i16, ptr %6, align 8, !tbaa !19
  %8 = trunc i16 %7 to i8
  %9 = getelementptr inbounds i8, ptr %0, i64 16
  %10 = load ptr, ptr %9, align 8, !tbaa !26
  %11 = getelementptr inbounds i8, ptr %0, i64 40
  %12 = load i64, ptr %11, align 8, !tbaa !27
  %13 = add i64 %12, 1
  store i64 %13, ptr %11, align 8, !tbaa !27
  %14 = getelementptr inbounds i8, ptr %10, i64 %12
  store i8 %8, ptr %14, align 1, !tbaa !22
  %15 = load i16, ptr %6, align 8, !tbaa !19
  %16 = lshr i16 %15, 8
  %17 = trunc nuw i16 %16 to i8
  %18 = load ptr, ptr %9, align 8, !tbaa !26
  %19 = load i64, ptr %11, align 8, !tbaa !27
  %20 = add i64 %19, 1
  store i64 %20, ptr %11, align 8, !tbaa !27
  %21 = getelementptr inbounds i8, ptr %18, i64 %19
  store i8 %17, ptr %21, align 1, !tbaa !22
  store i16 0, ptr %6, align 8, !tbaa !19
  br label %38

22:                                               ; preds = %1
  %23 = icmp sgt i32 %3, 7
  br i1 %23, label %24, label %40

24:                                               ; preds = %22
  %25 = getelementptr inbounds i8, ptr %0, i64 5936
  %26 = load i16, ptr %25, align 8, !tbaa !19
  %27 = trunc i16 %26 to i8
  %28 = getelementptr inbounds i8, ptr %0, i64 16
  %29 = load ptr, ptr %28, align 8, !tbaa !26
  %30 = getelementptr inbounds i8, ptr %0, i64 40
  %31 = load i64, ptr %30, align 8, !tbaa !27
  %32 = add i64 %31, 1
  store i64 %32, ptr %30, align 8, !tbaa !27
  %33 = getelementptr inbounds i8, ptr %29, i64 %31
  store i8 %27, ptr %33, align 1, !tbaa !22
  %34 = load i16, ptr %25, align 8, !tbaa !19
  %35 = lshr i16 %34, 8
  store i16 %35, ptr %25, align 8, !tbaa !19
  %36 = load i32, ptr %2, align 4, !tbaa !20
  %37 = add nsw i32 %36, -8
  br label %38

38:                                               ; preds = %24, %5
  %39 = phi i32 [ %37, %24 ], [ 0, %5 ]
  store i32 %39, ptr %2, align 4, !tbaa !20
  br label %40

40:                                               ; preds = %22, %38
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(write, argmem: readwrite, inaccessiblemem: none) uwtable
define dso_local void @_tr_align(ptr nocapture noundef %0) local_unnamed_addr #4 {
  %2 = getelementptr inbounds i8, ptr %0, i64 5940
  %3 = load i32, ptr %2, align 4, !tbaa !20
  %4 = icmp sgt i32 %3, 13
  %5 = shl i32 2, %3
  %6 = getelementptr inbounds i8, ptr %0, i64 5936
  %7 = load i16, ptr %6, align 8, !tbaa !19
  %8 = trunc i32 %5 to i16
  %9 = or i16 %7, %8
  store i16 %9, ptr %6, align 8, !tbaa !19
  br i1 %4, label %10, label %30

10:                                               ; preds = %1
  %11 = trunc i16 %9 to i8
  %12 = getelementptr inbounds i8, ptr %0, i64 16
  %13 = load ptr, ptr %12, align 8, !tbaa !26
  %14 = getelementptr inbounds i8, ptr %0, i64 40
  %15 = load i64, ptr %14, align 8, !tbaa !27
  %16 = add i64 %15, 1
  store i64 %16, ptr %14, align 8, !tbaa !27
  %17 = getelementptr inbounds i8, ptr %13, i64 %15
  store i8 %11, ptr %17, align 1, !tbaa !22
  %18 = load i16, ptr %6, align 8, !tbaa !19
  %19 = lshr i16 %18, 8
  %20 = trunc nuw i16 %19 to i8
  %21 = load ptr, ptr %12, align 8, !tbaa !26
  %22 = load i64, ptr %14, align 8, !tbaa !27
  %23 = add i64 %22, 1
  store i64 %23, ptr %14, align 8, !tbaa !27
  %24 = getelementptr inbounds i8, ptr %21, i64 %22
  store i8 %20, ptr %24, align 1, !tbaa !22
  %25 = load i32, ptr %2, align 4, !tbaa !20
  %26 = sub nsw i32 16, %25
  %27 = lshr i32 2, %26
  %28 = trunc nuw nsw i32 %27 to i16
  store i16 %28, ptr %6, align 8, !tbaa !19
  %29 = add nsw i32 %25, -13
  br label %32

30:                                               ; preds = %1
  %31 = add nsw i32 %3, 3
  br label %32

32:                                               ; preds = %30, %10
  %33 = phi i16 [ %9, %30 ], [ %28, %10 ]
  %34 = phi i32 [ %31, %30 ], [ %29, %10 ]
  store i32 %34, ptr %2, align 4, !tbaa !20
  %35 = icmp sgt i32 %34, 9
  %36 = trunc i16 %33 to i8
  br i1 %35, label %37, label %54

37:                                               ; preds = %32
  %38 = getelementptr inbounds i8, ptr %0, i64 5936
  %39 = getelementptr inbounds i8, ptr %0, i64 16
  %40 = load ptr, ptr %39, align 8, !tbaa !26
  %41 = getelementptr inbounds i8, ptr %0, i64 40
  %42 = load i64, ptr %41, align 8, !tbaa !27
  %43 = add i64 %42, 1
  store i64 %43, ptr %41, align 8, !tbaa !27
  %44 = getelementptr inbounds i8, ptr %40, i64 %42
  store i8 %36, ptr %44, align 1, !tbaa !22
  %45 = load i16, ptr %38, align 8, !tbaa !19
  %46 = lshr i16 %45, 8
  %47 = trunc nuw i16 %46 to i8
  %48 = load ptr, ptr %39, align 8, !tbaa !26
  %49 = load i64, ptr %41, align 8, !tbaa !27
  %50 = add i64 %49, 1
  store i64 %50, ptr %41, align 8, !tbaa !27
  %51 = getelementptr inbounds i8, ptr %48, i64 %49
  store i8 %47, ptr %51, align 1, !tbaa !22
  store i16 0, ptr %38, align 8, !tbaa !19
  %52 = load i32, ptr %2, align 4, !tbaa !20
  %53 = add nsw i32 %52, -9
  br label %56

54:                                               ; preds = %32
  %55 = add nsw i32 %34, 7
  br label %56

56:                                               ; preds = %54, %37
  %57 = phi i8 [ %36, %54 ], [ 0, %37 ]
  %58 = phi i32 [ %55, %54 ], [ %53, %37 ]
  store i32 %58, ptr %2, align 4, !tbaa !20
  %59 = icmp eq i32 %58, 16
  br i1 %59, label %60, label %75

60:                                               ; preds = %56
  %61 = getelementptr inbounds i8, ptr %0, i64 5936
  %62 = getelementptr inbounds i8, ptr %0, i64 16
  %63 = load ptr, ptr %62, align 8, !tbaa !26
  %64 = getelementptr inbounds i8, ptr %0, i64 40
  %65 = load i64, ptr %64, align 8, !tbaa !27
  %66 = add i64 %65, 1
  store i64 %66, ptr %64, align 8, !tbaa !27
  %67 = getelementptr inbounds i8, ptr %63, i64 %65
  store i8 %57, ptr %67, align 1, !tbaa !22
  %68 = load i16, ptr %61, align 8, !tbaa !19
  %69 = lshr i16 %68, 8
  %70 = trunc nuw i16 %69 to i8
  %71 = load ptr, ptr %62, align 8, !tbaa !26
  %72 = load i64, ptr %64, align 8, !tbaa !27
  %73 = add i64 %72, 1
  store i64 %73, ptr %64, align 8, !tbaa !27
  %74 = getelementptr inbounds i8, ptr %71, i64 %72
  store i8 %70, ptr %74, align 1, !tbaa !22
  store i16 0, ptr %61, align 8, !tbaa !19
  br label %89

75:                                               ; preds = %56
  %76 = icmp sgt i32 %58, 7
  br i1 %76, label %77, label %91

77:                                               ; preds = %75
  %78 = getelementptr inbounds i8, ptr %0, i64 5936
  %79 = getelementptr inbounds i8, ptr %0, i64 16
  %80 = load ptr, ptr %79, align 8, !tbaa !26
  %81 = getelementptr inbounds i8, ptr %0, i64 40
  %82 = load i64, ptr %81, align 8, !tbaa !27
  %83 = add i64 %82, 1
  store i64 %83, ptr %81, align 8, !tbaa !27
  %84 = getelementptr inbounds i8, ptr %80, i64 %82
  store i8 %57, ptr %84, align 1, !tbaa !22
  %85 = load i16, ptr %78, align 8, !tbaa !19
  %86 = lshr i16 %85, 8
  store i16 %86, ptr %78, align 8, !tbaa !19
  %87 = load i32, ptr %2, align 4, !tbaa !20
  %88 = add nsw i32 %87, -8
  br label %89

89:                                               ; preds = %77, %60
  %90 = phi i32 [ %88, %77 ], [ 0, %60 ]
  store i32 %90, ptr %2, align 4, !tbaa !20
  br label %91

91:                                               ; preds = %75, %89
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define dso_local void @_tr_flush_block(ptr noundef %0, ptr noundef readonly %1, i64 noundef %2, i32 noundef %3) local_unnamed_addr #5 {
  %5 = getelementptr inbounds i8, ptr %0, i64 196
  %6 = load i32, ptr %5, align 4, !tbaa !28
  %7 = icmp sgt i32 %6, 0
  br i1 %7, label %8, label %311

8:                                                ; preds = %4
  %9 = load ptr, ptr %0, align 8, !tbaa !29
  %10 = getelementptr inbounds i8, ptr %9, i64 88
  %11 = load i32, ptr %10, align 8, !tbaa !30
  %12 = icmp eq i32 %11, 2
  br i1 %12, label %13, label %73

13:                                               ; preds = %8
  %14 = getelementptr inbounds i8, ptr %0, i64 212
  br label %15

15:                                               ; preds = %33, %13
  %16 = phi i64 [ 0, %13 ], [ %34, %33 ]
  %17 = phi i64 [ 4093624447, %13 ], [ %25, %33 ]
  %18 = and i64 %17, 1
  %19 = icmp eq i64 %18, 0
  br i1 %19, label %24, label %20

20:                                               ; preds = %15
  %21 = getelementptr inbounds [573 x %struct.ct_data_s], ptr %14, i64 0, i64 %16
  %22 = load i16, ptr %21, align 4, !tbaa !22
  %23 = icmp eq i16 %22, 0
  br i1 %23, label %24, label %71

24:                                               ; preds = %20, %15
  %25 = lshr i64 %17, 2
  %26 = and i64 %17, 2
  %27 = icmp eq i64 %26, 0
  br i1 %27, label %33, label %28

28:                                               ; preds = %24
  %29 = or disjoint i64 %16, 1
  %30 = getelementptr inbounds [573 x %struct.ct_data_s], ptr %14, i64 0, i64 %29
  %31 = load i16, ptr %30, align 4, !tbaa !22
  %32 = icmp eq i16 %31, 0
  br i1 %32, label %33, label %71

33:                                               ; preds = %28, %24
  %34 = add nuw nsw i64 %16, 2
  %35 = icmp eq i64 %34, 32
  br i1 %35, label %36, label %15, !llvm.loop !32

36:                                               ; preds = %33
  %37 = getelementptr inbounds i8, ptr %0, i64 248
  %38 = load i16, ptr %37, align 4, !tbaa !22
  %39 = icmp eq i16 %38, 0
  br i1 %39, label %40, label %71

40:                                               ; preds = %36
  %41 = getelementptr inbounds i8, ptr %0, i64 252
  %42 = load i16, ptr %41, align 4, !tbaa !22
  %43 = icmp eq i16 %42, 0
  br i1 %43, label %44, label %71

44:                                               ; preds = %40
  %45 = getelementptr inbounds i8, ptr %0, i64 264
  %46 = load i16, ptr %45, align 4, !tbaa !22
  %47 = icmp eq i16 %46, 0
  br i1 %47, label %66, label %71

48:                                               ; preds = %66
  %49 = or disjoint i64 %67, 1
  %50 = getelementptr inbounds [573 x %struct.ct_data_s], ptr %14, i64 0, i64 %49
  %51 = load i16, ptr %50, align 4, !tbaa !22
  %52 = icmp eq i16 %51, 0
  br i1 %52, label %53, label %71

53:                                               ; preds = %48
  %54 = or disjoint i64 %67, 2
  %55 = getelementptr inbounds [573 x %struct.ct_data_s], ptr %14, i64 0, i64 %54
  %56 = load i16, ptr %55, align 4, !tbaa !22
  %57 = icmp eq i16 %56, 0
  br i1 %57, label %58, label %71

58:                                               ; preds = %53
  %59 = or disjoint i64 %67, 3
  %60 = getelementptr inbounds [573 x %struct.ct_data_s], ptr %14, i64 0, i64 %59
  %61 = load i16, ptr %60, align 4, !tbaa !22
  %62 = icmp eq i16 %61, 0
  br i1 %62, label %63, label %71

63:                                               ; preds = %58
  %64 = add nuw nsw i64 %67, 4
  %65 = icmp eq i64 %64, 256
  br i1 %65, label %71, label %66, !llvm.loop !33

66:                                               ; preds = %44, %63
  %67 = phi i64 [ %64, %63 ], [ 32, %44 ]
  %68 = getelementptr inbounds [573 x %struct.ct_data_s], ptr %14, i64 0, i64 %67
  %69 = load i16, ptr %68, align 4, !tbaa !22
  %70 = icmp eq i16 %69, 0
  br i1 %70, label %48, label %71

71:                                               ; preds = %20, %28, %66, %48, %53, %58, %63, %36, %40, %44
  %72 = phi i32 [ 1, %44 ], [ 1, %40 ], [ 1, %36 ], [ 1, %66 ], [ 1, %48 ], [ 1, %53 ], [ 1, %58 ], [ 0, %63 ], [ 0, %28 ], [ 0, %20 ]
  store i32 %72, ptr %10, align 8, !tbaa !30
  br label %73

73:                                               ; preds = %71, %8
  %74 = getelementptr inbounds i8, ptr %0, i64 2904
  tail call fastcc void @build_tree(ptr noundef nonnull %0, ptr noundef nonnull %74)
  %75 = getelementptr inbounds i8, ptr %0, i64 2928
  tail call fastcc void @build_tree(ptr noundef nonnull %0, ptr noundef nonnull %75)
  %76 = getelementptr inbounds i8, ptr %0, i64 212
  %77 = getelementptr inbounds i8, ptr %0, i64 2912
  %78 = load i32, ptr %77, align 8, !tbaa !34
  %79 = getelementptr inbounds i8, ptr %0, i64 214
  %80 = load i16, ptr %79, align 2, !tbaa !22
  %81 = sext i32 %78 to i64
  %82 = getelementptr %struct.ct_data_s, ptr %76, i64 %81
  %83 = getelementptr i8, ptr %82, i64 6
  store i16 -1, ptr %83, align 2, !tbaa !22
  %84 = icmp slt i32 %78, 0
  br i1 %84, label %150, label %85

85:                                               ; preds = %73
  %86 = icmp eq i16 %80, 0
  %87 = select i1 %86, i32 3, i32 4
  %88 = select i1 %86, i32 138, i32 7
  %89 = zext i16 %80 to i32
  %90 = getelementptr inbounds i8, ptr %0, i64 2748
  %91 = getelementptr inbounds i8, ptr %0, i64 2812
  %92 = getelementptr inbounds i8, ptr %0, i64 2820
  %93 = getelementptr inbounds i8, ptr %0, i64 2816
  %94 = add nuw i32 %78, 1
  %95 = zext i32 %94 to i64
  br label %96

96:                                               ; preds = %144, %85
  %97 = phi i64 [ 0, %85 ], [ %103, %144 ]
  %98 = phi i32 [ %87, %85 ], [ %148, %144 ]
  %99 = phi i32 [ %88, %85 ], [ %147, %144 ]
  %100 = phi i32 [ 0, %85 ], [ %146, %144 ]
  %101 = phi i32 [ %89, %85 ], [ %106, %144 ]
  %102 = phi i32 [ -1, %85 ], [ %145, %144 ]
  %103 = add nuw nsw i64 %97, 1
  %104 = getelementptr inbounds %struct.ct_data_s, ptr %76, i64 %103, i32 1
  %105 = load i16, ptr %104, align 2, !tbaa !22
  %106 = zext i16 %105 to i32
  %107 = add nsw i32 %100, 1
  %108 = icmp slt i32 %107, %99
  %109 = icmp eq i32 %101, %106
  %110 = select i1 %108, i1 %109, i1 false
  br i1 %110, label %144, label %111

111:                                              ; preds = %96
  %112 = icmp slt i32 %107, %98
  br i1 %112, label %113, label %119

113:                                              ; preds = %111
  %114 = zext nneg i32 %101 to i64
  %115 = getelementptr inbounds [39 x %struct.ct_data_s], ptr %90, i64 0, i64 %114
  %116 = load i16, ptr %115, align 4, !tbaa !22
  %117 = trunc i32 %107 to i16
  %118 = add i16 %116, %117
  store i16 %118, ptr %115, align 4, !tbaa !22
  br label %139

119:                                              ; preds = %111
  %120 = icmp eq i32 %101, 0
  br i1 %120, label %131, label %121

121:                                              ; preds = %119
  %122 = icmp eq i32 %101, %102
  br i1 %122, label %128, label %123

123:                                              ; preds = %121
  %124 = zext nneg i32 %101 to i64
  %125 = getelementptr inbounds [39 x %struct.ct_data_s], ptr %90, i64 0, i64 %124
  %126 = load i16, ptr %125, align 4, !tbaa !22
  %127 = add i16 %126, 1
  store i16 %127, ptr %125, align 4, !tbaa !22
  br label %128

128:                                              ; preds = %123, %121
  %129 = load i16, ptr %91, align 4, !tbaa !22
  %130 = add i16 %129, 1
  store i16 %130, ptr %91, align 4, !tbaa !22
  br label %139

131:                                              ; preds = %119
  %132 = icmp slt i32 %100, 10
  br i1 %132, label %133, label %136

133:                                              ; preds = %131
  %134 = load i16, ptr %93, align 4, !tbaa !22
  %135 = add i16 %134, 1
  store i16 %135, ptr %93, align 4, !tbaa !22
  br label %139

136:                                              ; preds = %131
  %137 = load i16, ptr %92, align 4, !tbaa !22
  %138 = add i16 %137, 1
  store i16 %138, ptr %92, align 4, !tbaa !22
  br label %139

139:                                              ; preds = %136, %133, %128, %113
  %140 = icmp eq i16 %105, 0
  br i1 %140, label %144, label %141

141:                                              ; preds = %139
  %142 = select i1 %109, i32 6, i32 7
  %143 = select i1 %109, i32 3, i32 4
  br label %144

144:                                              ; preds = %141, %139, %96
  %145 = phi i32 [ %102, %96 ], [ %101, %139 ], [ %101, %141 ]
  %146 = phi i32 [ %107, %96 ], [ 0, %139 ], [ 0, %141 ]
  %147 = phi i32 [ %99, %96 ], [ 138, %139 ], [ %142, %141 ]
  %148 = phi i32 [ %98, %96 ], [ 3, %139 ], [ %143, %141 ]
  %149 = icmp eq i64 %103, %95
  br i1 %149, label %150, label %96, !llvm.loop !35

150:                                              ; preds = %144, %73
  %151 = getelementptr inbounds i8, ptr %0, i64 2504
  %152 = getelementptr inbounds i8, ptr %0, i64 2936
  %153 = load i32, ptr %152, align 8, !tbaa !36
  %154 = getelementptr inbounds i8, ptr %0, i64 2506
  %155 = load i16, ptr %154, align 2, !tbaa !22
  %156 = sext i32 %153 to i64
  %157 = getelementptr %struct.ct_data_s, ptr %151, i64 %156
  %158 = getelementptr i8, ptr %157, i64 6
  store i16 -1, ptr %158, align 2, !tbaa !22
  %159 = icmp slt i32 %153, 0
  br i1 %159, label %225, label %160

160:                                              ; preds = %150
  %161 = icmp eq i16 %155, 0
  %162 = select i1 %161, i32 3, i32 4
  %163 = select i1 %161, i32 138, i32 7
  %164 = zext i16 %155 to i32
  %165 = getelementptr inbounds i8, ptr %0, i64 2748
  %166 = getelementptr inbounds i8, ptr %0, i64 2812
  %167 = getelementptr inbounds i8, ptr %0, i64 2820
  %168 = getelementptr inbounds i8, ptr %0, i64 2816
  %169 = add nuw i32 %153, 1
  %170 = zext i32 %169 to i64
  br label %171

171:                                              ; preds = %219, %160
  %172 = phi i64 [ 0, %160 ], [ %178, %219 ]
  %173 = phi i32 [ %162, %160 ], [ %223, %219 ]
  %174 = phi i32 [ %163, %160 ], [ %222, %219 ]
  %175 = phi i32 [ 0, %160 ], [ %221, %219 ]
  %176 = phi i32 [ %164, %160 ], [ %181, %219 ]
  %177 = phi i32 [ -1, %160 ], [ %220, %219 ]
  %178 = add nuw nsw i64 %172, 1
  %179 = getelementptr inbounds %struct.ct_data_s, ptr %151, i64 %178, i32 1
  %180 = load i16, ptr %179, align 2, !tbaa !22
  %181 = zext i16 %180 to i32
  %182 = add nsw i32 %175, 1
  %183 = icmp slt i32 %182, %174
  %184 = icmp eq i32 %176, %181
  %185 = select i1 %183, i1 %184, i1 false
  br i1 %185, label %219, label %186

186:                                              ; preds = %171
  %187 = icmp slt i32 %182, %173
  br i1 %187, label %188, label %194

188:                                              ; preds = %186
  %189 = zext nneg i32 %176 to i64
  %190 = getelementptr inbounds [39 x %struct.ct_data_s], ptr %165, i64 0, i64 %189
  %191 = load i16, ptr %190, align 4, !tbaa !22
  %192 = trunc i32 %182 to i16
  %193 = add i16 %191, %192
  store i16 %193, ptr %190, align 4, !tbaa !22
  br label %214

194:                                              ; preds = %186
  %195 = icmp eq i32 %176, 0
  br i1 %195, label %206, label %196

196:                                              ; preds = %194
  %197 = icmp eq i32 %176, %177
  br i1 %197, label %203, label %198

198:                                              ; preds = %196
  %199 = zext nneg i32 %176 to i64
  %200 = getelementptr inbounds [39 x %struct.ct_data_s], ptr %165, i64 0, i64 %199
  %201 = load i16, ptr %200, align 4, !tbaa !22
  %202 = add i16 %201, 1
  store i16 %202, ptr %200, align 4, !tbaa !22
  br label %203

203:                                              ; preds = %198, %196
  %204 = load i16, ptr %166, align 4, !tbaa !22
  %205 = add i16 %204, 1
  store i16 %205, ptr %166, align 4, !tbaa !22
  br label %214

206:                                              ; preds = %194
  %207 = icmp slt i32 %175, 10
  br i1 %207, label %208, label %211

208:                                              ; preds = %206
  %209 = load i16, ptr %168, align 4, !tbaa !22
  %210 = add i16 %209, 1
  store i16 %210, ptr %168, align 4, !tbaa !22
  br label %214

211:                                              ; preds = %206
  %212 = load i16, ptr %167, align 4, !tbaa !22
  %213 = add i16 %212, 1
  store i16 %213, ptr %167, align 4, !tbaa !22
  br label %214

214:                                              ; preds = %211, %208, %203, %188
  %215 = icmp eq i16 %180, 0
  br i1 %215, label %219, label %216

216:                                              ; preds = %214
  %217 = select i1 %184, i32 6, i32 7
  %218 = select i1 %184, i32 3, i32 4
  br label %219

219:                                              ; preds = %216, %214, %171
  %220 = phi i32 [ %177, %171 ], [ %176, %214 ], [ %176, %216 ]
  %221 = phi i32 [ %182, %171 ], [ 0, %214 ], [ 0, %216 ]
  %222 = phi i32 [ %174, %171 ], [ 138, %214 ], [ %217, %216 ]
  %223 = phi i32 [ %173, %171 ], [ 3, %214 ], [ %218, %216 ]
  %224 = icmp eq i64 %178, %170
  br i1 %224, label %225, label %171, !llvm.loop !35

225:                                              ; preds = %219, %150
  %226 = getelementptr inbounds i8, ptr %0, i64 2952
  tail call fastcc void @build_tree(ptr noundef nonnull %0, ptr noundef nonnull %226)
  %227 = getelementptr inbounds i8, ptr %0, i64 2810
  %228 = load i16, ptr %227, align 2, !tbaa !22
  %229 = icmp eq i16 %228, 0
  br i1 %229, label %230, label %291

230:                                              ; preds = %225
  %231 = getelementptr inbounds i8, ptr %0, i64 2754
  %232 = load i16, ptr %231, align 2, !tbaa !22
  %233 = icmp eq i16 %232, 0
  br i1 %233, label %234, label %291

234:                                              ; preds = %230
  %235 = getelementptr inbounds i8, ptr %0, i64 2806
  %236 = load i16, ptr %235, align 2, !tbaa !22
  %237 = icmp eq i16 %236, 0
  br i1 %237, label %238, label %291

238:                                              ; preds = %234
  %239 = getelementptr inbounds i8, ptr %0, i64 2758
  %240 = load i16, ptr %239, align 2, !tbaa !22
  %241 = icmp eq i16 %240, 0
  br i1 %241, label %242, label %291

242:                                              ; preds = %238
  %243 = getelementptr inbounds i8, ptr %0, i64 2802
  %244 = load i16, ptr %243, align 2, !tbaa !22
  %245 = icmp eq i16 %244, 0
  br i1 %245, label %246, label %291

246:                                              ; preds = %242
  %247 = getelementptr inbounds i8, ptr %0, i64 2762
  %248 = load i16, ptr %247, align 2, !tbaa !22
  %249 = icmp eq i16 %248, 0
  br i1 %249, label %250, label %291

250:                                              ; preds = %246
  %251 = getelementptr inbounds i8, ptr %0, i64 2798
  %252 = load i16, ptr %251, align 2, !tbaa !22
  %253 = icmp eq i16 %252, 0
  br i1 %253, label %254, label %291

254:                                              ; preds = %250
  %255 = getelementptr inbounds i8, ptr %0, i64 2766
  %256 = load i16, ptr %255, align 2, !tbaa !22
  %257 = icmp eq i16 %256, 0
  br i1 %257, label %258, label %291

258:                                              ; preds = %254
  %259 = getelementptr inbounds i8, ptr %0, i64 2794
  %260 = load i16, ptr %259, align 2, !tbaa !22
  %261 = icmp eq i16 %260, 0
  br i1 %261, label %262, label %291

262:                                              ; preds = %258
  %263 = getelementptr inbounds i8, ptr %0, i64 2770
  %264 = load i16, ptr %263, align 2, !tbaa !22
  %265 = icmp eq i16 %264, 0
  br i1 %265, label %266, label %291

266:                                              ; preds = %262
  %267 = getelementptr inbounds i8, ptr %0, i64 2790
  %268 = load i16, ptr %267, align 2, !tbaa !22
  %269 = icmp eq i16 %268, 0
  br i1 %269, label %270, label %291

270:                                              ; preds = %266
  %271 = getelementptr inbounds i8, ptr %0, i64 2774
  %272 = load i16, ptr %271, align 2, !tbaa !22
  %273 = icmp eq i16 %272, 0
  br i1 %273, label %274, label %291

274:                                              ; preds = %270
  %275 = getelementptr inbounds i8, ptr %0, i64 2786
  %276 = load i16, ptr %275, align 2, !tbaa !22
  %277 = icmp eq i16 %276, 0
  br i1 %277, label %278, label %291

278:                                              ; preds = %274
  %279 = getelementptr inbounds i8, ptr %0, i64 2778
  %280 = load i16, ptr %279, align 2, !tbaa !22
  %281 = icmp eq i16 %280, 0
  br i1 %281, label %282, label %291

282:                                              ; preds = %278
  %283 = getelementptr inbounds i8, ptr %0, i64 2782
  %284 = load i16, ptr %283, align 2, !tbaa !22
  %285 = icmp eq i16 %284, 0
  br i1 %285, label %286, label %291

286:                                              ; preds = %282
  %287 = getelementptr inbounds i8, ptr %0, i64 2750
  %288 = load i16, ptr %287, align 2, !tbaa !22
  %289 = icmp eq i16 %288, 0
  %290 = select i1 %289, i32 2, i32 3
  br label %291

291:                                              ; preds = %225, %230, %234, %238, %242, %246, %250, %254, %258, %262, %266, %270, %274, %278, %282, %286
  %292 = phi i32 [ 18, %225 ], [ 17, %230 ], [ 16, %234 ], [ 15, %238 ], [ 14, %242 ], [ 13, %246 ], [ 12, %250 ], [ 11, %254 ], [ 10, %258 ], [ 9, %262 ], [ 8, %266 ], [ 7, %270 ], [ 6, %274 ], [ 5, %278 ], [ 4, %282 ], [ %290, %286 ]
  %293 = mul nuw nsw i32 %292, 3
  %294 = add nuw nsw i32 %293, 17
  %295 = zext nneg i32 %294 to i64
  %296 = getelementptr inbounds i8, ptr %0, i64 5912
  %297 = load i64, ptr %296, align 8, !tbaa !37
  %298 = add i64 %297, %295
  store i64 %298, ptr %296, align 8, !tbaa !37
  %299 = add i64 %298, 10
  %300 = lshr i64 %299, 3
  %301 = getelementptr inbounds i8, ptr %0, i64 5920
  %302 = load i64, ptr %301, align 8, !tbaa !38
  %303 = add i64 %302, 10
  %304 = lshr i64 %303, 3
  %305 = icmp ugt i64 %304, %300
  br i1 %305, label %306, label %310

306:                                              ; preds = %291
  %307 = getelementptr inbounds i8, ptr %0, i64 200
  %308 = load i32, ptr %307, align 8, !tbaa !39
  %309 = icmp eq i32 %308, 4
  br i1 %309, label %310, label %313

310:                                              ; preds = %306, %291
  br label %313

311:                                              ; preds = %4
  %312 = add i64 %2, 5
  br label %313

313:                                              ; preds = %306, %310, %311
  %314 = phi i32 [ %292, %310 ], [ %292, %306 ], [ 0, %311 ]
  %315 = phi i64 [ %304, %310 ], [ %304, %306 ], [ %312, %311 ]
  %316 = phi i64 [ %304, %310 ], [ %300, %306 ], [ %312, %311 ]
  %317 = add i64 %2, 4
  %318 = icmp ule i64 %317, %316
  %319 = icmp ne ptr %1, null
  %320 = and i1 %319, %318
  br i1 %320, label %321, label %322

321:                                              ; preds = %313
  tail call void @_tr_stored_block(ptr noundef nonnull %0, ptr noundef nonnull %1, i64 noundef %2, i32 noundef %3)
  br label %558

322:                                              ; preds = %313
  %323 = icmp eq i64 %315, %316
  %324 = getelementptr inbounds i8, ptr %0, i64 5940
  %325 = load i32, ptr %324, align 4, !tbaa !20
  %326 = icmp sgt i32 %325, 13
  br i1 %323, label %327, label %364

327:                                              ; preds = %322
  %328 = add i32 %3, 2
  br i1 %326, label %329, label %355

329:                                              ; preds = %327
  %330 = and i32 %328, 65535
  %331 = shl i32 %328, %325
  %332 = getelementptr inbounds i8, ptr %0, i64 5936
  %333 = load i16, ptr %332, align 8, !tbaa !19
  %334 = trunc i32 %331 to i16
  %335 = or i16 %333, %334
  store i16 %335, ptr %332, align 8, !tbaa !19
  %336 = trunc i16 %335 to i8
  %337 = getelementptr inbounds i8, ptr %0, i64 16
  %338 = load ptr, ptr %337, align 8, !tbaa !26
  %339 = getelementptr inbounds i8, ptr %0, i64 40
  %340 = load i64, ptr %339, align 8, !tbaa !27
  %341 = add i64 %340, 1
  store i64 %341, ptr %339, align 8, !tbaa !27
  %342 = getelementptr inbounds i8, ptr %338, i64 %340
  store i8 %336, ptr %342, align 1, !tbaa !22
  %343 = load i16, ptr %332, align 8, !tbaa !19
  %344 = lshr i16 %343, 8
  %345 = trunc nuw i16 %344 to i8
  %346 = load ptr, ptr %337, align 8, !tbaa !26
  %347 = load i64, ptr %339, align 8, !tbaa !27
  %348 = add i64 %347, 1
  store i64 %348, ptr %339, align 8, !tbaa !27
  %349 = getelementptr inbounds i8, ptr %346, i64 %347
  store i8 %345, ptr %349, align 1, !tbaa !22
  %350 = load i32, ptr %324, align 4, !tbaa !20
  %351 = sub nsw i32 16, %350
  %352 = lshr i32 %330, %351
  %353 = trunc nuw i32 %352 to i16
  store i16 %353, ptr %332, align 8, !tbaa !19
  %354 = add nsw i32 %350, -13
  br label %362

355:                                              ; preds = %327
  %356 = shl i32 %328, %325
  %357 = getelementptr inbounds i8, ptr %0, i64 5936
  %358 = load i16, ptr %357, align 8, !tbaa !19
  %359 = trunc i32 %356 to i16
  %360 = or i16 %358, %359
  store i16 %360, ptr %357, align 8, !tbaa !19
  %361 = add nsw i32 %325, 3
  br label %362

362:                                              ; preds = %355, %329
  %363 = phi i32 [ %361, %355 ], [ %354, %329 ]
  store i32 %363, ptr %324, align 4, !tbaa !20
  tail call fastcc void @compress_block(ptr noundef nonnull %0, ptr noundef nonnull @static_ltree, ptr noundef nonnull @static_dtree)
  br label %558

364:                                              ; preds = %322
  %365 = add i32 %3, 4
  br i1 %326, label %366, label %392

366:                                              ; preds = %364
  %367 = and i32 %365, 65535
  %368 = shl i32 %365, %325
  %369 = getelementptr inbounds i8, ptr %0, i64 5936
  %370 = load i16, ptr %369, align 8, !tbaa !19
  %371 = trunc i32 %368 to i16
  %372 = or i16 %370, %371
  store i16 %372, ptr %369, align 8, !tbaa !19
  %373 = trunc i16 %372 to i8
  %374 = getelementptr inbounds i8, ptr %0, i64 16
  %375 = load ptr, ptr %374, align 8, !tbaa !26
  %376 = getelementptr inbounds i8, ptr %0, i64 40
  %377 = load i64, ptr %376, align 8, !tbaa !27
  %378 = add i64 %377, 1
  store i64 %378, ptr %376, align 8, !tbaa !27
  %379 = getelementptr inbounds i8, ptr %375, i64 %377
  store i8 %373, ptr %379, align 1, !tbaa !22
  %380 = load i16, ptr %369, align 8, !tbaa !19
  %381 = lshr i16 %380, 8
  %382 = trunc nuw i16 %381 to i8
  %383 = load ptr, ptr %374, align 8, !tbaa !26
  %384 = load i64, ptr %376, align 8, !tbaa !27
  %385 = add i64 %384, 1
  store i64 %385, ptr %376, align 8, !tbaa !27
  %386 = getelementptr inbounds i8, ptr %383, i64 %384
  store i8 %382, ptr %386, align 1, !tbaa !22
  %387 = load i32, ptr %324, align 4, !tbaa !20
  %388 = sub nsw i32 16, %387
  %389 = lshr i32 %367, %388
  %390 = trunc nuw i32 %389 to i16
  %391 = add nsw i32 %387, -13
  br label %399

392:                                              ; preds = %364
  %393 = shl i32 %365, %325
  %394 = getelementptr inbounds i8, ptr %0, i64 5936
  %395 = load i16, ptr %394, align 8, !tbaa !19
  %396 = trunc i32 %393 to i16
  %397 = or i16 %395, %396
  %398 = add nsw i32 %325, 3
  br label %399

399:                                              ; preds = %392, %366
  %400 = phi i16 [ %397, %392 ], [ %390, %366 ]
  %401 = phi i32 [ %398, %392 ], [ %391, %366 ]
  store i32 %401, ptr %324, align 4, !tbaa !20
  %402 = getelementptr inbounds i8, ptr %0, i64 2912
  %403 = load i32, ptr %402, align 8, !tbaa !34
  %404 = getelementptr inbounds i8, ptr %0, i64 2936
  %405 = load i32, ptr %404, align 8, !tbaa !36
  %406 = add nuw nsw i32 %314, 1
  %407 = icmp sgt i32 %401, 11
  %408 = add i32 %403, 65280
  br i1 %407, label %409, label %434

409:                                              ; preds = %399
  %410 = and i32 %408, 65535
  %411 = shl i32 %408, %401
  %412 = getelementptr inbounds i8, ptr %0, i64 5936
  %413 = trunc i32 %411 to i16
  %414 = or i16 %400, %413
  store i16 %414, ptr %412, align 8, !tbaa !19
  %415 = trunc i16 %414 to i8
  %416 = getelementptr inbounds i8, ptr %0, i64 16
  %417 = load ptr, ptr %416, align 8, !tbaa !26
  %418 = getelementptr inbounds i8, ptr %0, i64 40
  %419 = load i64, ptr %418, align 8, !tbaa !27
  %420 = add i64 %419, 1
  store i64 %420, ptr %418, align 8, !tbaa !27
  %421 = getelementptr inbounds i8, ptr %417, i64 %419
  store i8 %415, ptr %421, align 1, !tbaa !22
  %422 = load i16, ptr %412, align 8, !tbaa !19
  %423 = lshr i16 %422, 8
  %424 = trunc nuw i16 %423 to i8
  %425 = load ptr, ptr %416, align 8, !tbaa !26
  %426 = load i64, ptr %418, align 8, !tbaa !27
  %427 = add i64 %426, 1
  store i64 %427, ptr %418, align 8, !tbaa !27
  %428 = getelementptr inbounds i8, ptr %425, i64 %426
  store i8 %424, ptr %428, align 1, !tbaa !22
  %429 = load i32, ptr %324, align 4, !tbaa !20
  %430 = sub nsw i32 16, %429
  %431 = lshr i32 %410, %430
  %432 = trunc nuw i32 %431 to i16
  %433 = add nsw i32 %429, -11
  br label %439

434:                                              ; preds = %399
  %435 = shl i32 %408, %401
  %436 = trunc i32 %435 to i16
  %437 = or i16 %400, %436
  %438 = add nsw i32 %401, 5
  br label %439

439:                                              ; preds = %434, %409
  %440 = phi i16 [ %437, %434 ], [ %432, %409 ]
  %441 = phi i32 [ %438, %434 ], [ %433, %409 ]
  store i32 %441, ptr %324, align 4, !tbaa !20
  %442 = icmp sgt i32 %441, 11
  br i1 %442, label %443, label %468

443:                                              ; preds = %439
  %444 = and i32 %405, 65535
  %445 = shl i32 %405, %441
  %446 = getelementptr inbounds i8, ptr %0, i64 5936
  %447 = trunc i32 %445 to i16
  %448 = or i16 %440, %447
  store i16 %448, ptr %446, align 8, !tbaa !19
  %449 = trunc i16 %448 to i8
  %450 = getelementptr inbounds i8, ptr %0, i64 16
  %451 = load ptr, ptr %450, align 8, !tbaa !26
  %452 = getelementptr inbounds i8, ptr %0, i64 40
  %453 = load i64, ptr %452, align 8, !tbaa !27
  %454 = add i64 %453, 1
  store i64 %454, ptr %452, align 8, !tbaa !27
  %455 = getelementptr inbounds i8, ptr %451, i64 %453
  store i8 %449, ptr %455, align 1, !tbaa !22
  %456 = load i16, ptr %446, align 8, !tbaa !19
  %457 = lshr i16 %456, 8
  %458 = trunc nuw i16 %457 to i8
  %459 = load ptr, ptr %450, align 8, !tbaa !26
  %460 = load i64, ptr %452, align 8, !tbaa !27
  %461 = add i64 %460, 1
  store i64 %461, ptr %452, align 8, !tbaa !27
  %462 = getelementptr inbounds i8, ptr %459, i64 %460
  store i8 %458, ptr %462, align 1, !tbaa !22
  %463 = load i32, ptr %324, align 4, !tbaa !20
  %464 = sub nsw i32 16, %463
  %465 = lshr i32 %444, %464
  %466 = trunc nuw i32 %465 to i16
  %467 = add nsw i32 %463, -11
  br label %473

468:                                              ; preds = %439
  %469 = shl i32 %405, %441
  %470 = trunc i32 %469 to i16
  %471 = or i16 %440, %470
  %472 = add nsw i32 %441, 5
  br label %473

473:                                              ; preds = %468, %443
  %474 = phi i16 [ %471, %468 ], [ %466, %443 ]
  %475 = phi i32 [ %472, %468 ], [ %467, %443 ]
  store i32 %475, ptr %324, align 4, !tbaa !20
  %476 = icmp sgt i32 %475, 12
  %477 = add nuw nsw i32 %314, 65533
  br i1 %476, label %478, label %503

478:                                              ; preds = %473
  %479 = and i32 %477, 65535
  %480 = shl i32 %477, %475
  %481 = getelementptr inbounds i8, ptr %0, i64 5936
  %482 = trunc i32 %480 to i16
  %483 = or i16 %474, %482
  store i16 %483, ptr %481, align 8, !tbaa !19
  %484 = trunc i16 %483 to i8
  %485 = getelementptr inbounds i8, ptr %0, i64 16
  %486 = load ptr, ptr %485, align 8, !tbaa !26
  %487 = getelementptr inbounds i8, ptr %0, i64 40
  %488 = load i64, ptr %487, align 8, !tbaa !27
  %489 = add i64 %488, 1
  store i64 %489, ptr %487, align 8, !tbaa !27
  %490 = getelementptr inbounds i8, ptr %486, i64 %488
  store i8 %484, ptr %490, align 1, !tbaa !22
  %491 = load i16, ptr %481, align 8, !tbaa !19
  %492 = lshr i16 %491, 8
  %493 = trunc nuw i16 %492 to i8
  %494 = load ptr, ptr %485, align 8, !tbaa !26
  %495 = load i64, ptr %487, align 8, !tbaa !27
  %496 = add i64 %495, 1
  store i64 %496, ptr %487, align 8, !tbaa !27
  %497 = getelementptr inbounds i8, ptr %494, i64 %495
  store i8 %493, ptr %497, align 1, !tbaa !22
  %498 = load i32, ptr %324, align 4, !tbaa !20
  %499 = sub nsw i32 16, %498
  %500 = lshr i32 %479, %499
  %501 = trunc nuw i32 %500 to i16
  %502 = add nsw i32 %498, -12
  br label %508

503:                                              ; preds = %473
  %504 = shl nuw nsw i32 %477, %475
  %505 = trunc i32 %504 to i16
  %506 = or i16 %474, %505
  %507 = add nsw i32 %475, 4
  br label %508

508:                                              ; preds = %478, %503
  %509 = phi i16 [ %506, %503 ], [ %501, %478 ]
  %510 = phi i32 [ %507, %503 ], [ %502, %478 ]
  store i32 %510, ptr %324, align 4, !tbaa !20
  %511 = getelementptr inbounds i8, ptr %0, i64 2748
  %512 = getelementptr inbounds i8, ptr %0, i64 5936
  %513 = getelementptr inbounds i8, ptr %0, i64 16
  %514 = getelementptr inbounds i8, ptr %0, i64 40
  %515 = zext nneg i32 %406 to i64
  br label %516

516:                                              ; preds = %550, %508
  %517 = phi i16 [ %509, %508 ], [ %551, %550 ]
  %518 = phi i32 [ %510, %508 ], [ %552, %550 ]
  %519 = phi i64 [ 0, %508 ], [ %553, %550 ]
  %520 = icmp sgt i32 %518, 13
  %521 = getelementptr inbounds [19 x i8], ptr @bl_order, i64 0, i64 %519
  %522 = load i8, ptr %521, align 1, !tbaa !22
  %523 = zext i8 %522 to i64
  %524 = getelementptr inbounds [39 x %struct.ct_data_s], ptr %511, i64 0, i64 %523, i32 1
  %525 = load i16, ptr %524, align 2, !tbaa !22
  %526 = zext i16 %525 to i32
  %527 = shl i32 %526, %518
  %528 = trunc i32 %527 to i16
  %529 = or i16 %517, %528
  store i16 %529, ptr %512, align 8, !tbaa !19
  br i1 %520, label %530, label %548

530:                                              ; preds = %516
  %531 = trunc i16 %529 to i8
  %532 = load ptr, ptr %513, align 8, !tbaa !26
  %533 = load i64, ptr %514, align 8, !tbaa !27
  %534 = add i64 %533, 1
  store i64 %534, ptr %514, align 8, !tbaa !27
  %535 = getelementptr inbounds i8, ptr %532, i64 %533
  store i8 %531, ptr %535, align 1, !tbaa !22
  %536 = load i16, ptr %512, align 8, !tbaa !19
  %537 = lshr i16 %536, 8
  %538 = trunc nuw i16 %537 to i8
  %539 = load ptr, ptr %513, align 8, !tbaa !26
  %540 = load i64, ptr %514, align 8, !tbaa !27
  %541 = add i64 %540, 1
  store i64 %541, ptr %514, align 8, !tbaa !27
  %542 = getelementptr inbounds i8, ptr %539, i64 %540
  store i8 %538, ptr %542, align 1, !tbaa !22
  %543 = load i32, ptr %324, align 4, !tbaa !20
  %544 = sub nsw i32 16, %543
  %545 = lshr i32 %526, %544
  %546 = trunc nuw i32 %545 to i16
  store i16 %546, ptr %512, align 8, !tbaa !19
  %547 = add nsw i32 %543, -13
  br label %550

548:                                              ; preds = %516
  %549 = add nsw i32 %518, 3
  br label %550

550:                                              ; preds = %548, %530
  %551 = phi i16 [ %529, %548 ], [ %546, %530 ]
  %552 = phi i32 [ %549, %548 ], [ %547, %530 ]
  store i32 %552, ptr %324, align 4, !tbaa !20
  %553 = add nuw nsw i64 %519, 1
  %554 = icmp eq i64 %553, %515
  br i1 %554, label %555, label %516, !llvm.loop !40

555:                                              ; preds = %550
  %556 = getelementptr inbounds i8, ptr %0, i64 212
  tail call fastcc void @send_tree(ptr noundef nonnull %0, ptr noundef nonnull %556, i32 noundef %403)
  %557 = getelementptr inbounds i8, ptr %0, i64 2504
  tail call fastcc void @send_tree(ptr noundef nonnull %0, ptr noundef nonnull %557, i32 noundef %405)
  tail call fastcc void @compress_block(ptr noundef nonnull %0, ptr noundef nonnull %556, ptr noundef nonnull %557)
  br label %558

558:                                              ; preds = %362, %555, %321
  tail call fastcc void @init_block(ptr noundef nonnull %0)
  %559 = icmp eq i32 %3, 0
  br i1 %559, label %600, label %560

560:                                              ; preds = %558
  %561 = getelementptr inbounds i8, ptr %0, i64 5940
  %562 = load i32, ptr %561, align 4, !tbaa !20
  %563 = icmp sgt i32 %562, 8
  br i1 %563, label %564, label %576

564:                                              ; preds = %560
  %565 = getelementptr inbounds i8, ptr %0, i64 5936
  %566 = load i16, ptr %565, align 8, !tbaa !19
  %567 = trunc i16 %566 to i8
  %568 = getelementptr inbounds i8, ptr %0, i64 16
  %569 = load ptr, ptr %568, align 8, !tbaa !26
  %570 = getelementptr inbounds i8, ptr %0, i64 40
  %571 = load i64, ptr %570, align 8, !tbaa !27
  %572 = add i64 %571, 1
  store i64 %572, ptr %570, align 8, !tbaa !27
  %573 = getelementptr inbounds i8, ptr %569, i64 %571
  store i8 %567, ptr %573, align 1, !tbaa !22
  %574 = load i16, ptr %565, align 8, !tbaa !19
  %575 = lshr i16 %574, 8
  br label %583

576:                                              ; preds = %560
  %577 = icmp sgt i32 %562, 0
  br i1 %577, label %578, label %593

578:                                              ; preds = %576
  %579 = getelementptr inbounds i8, ptr %0, i64 5936
  %580 = load i16, ptr %579, align 8, !tbaa !19
  %581 = getelementptr inbounds i8, ptr %0, i64 16
  %582 = getelementptr inbounds i8, ptr %0, i64 40
  br label %583

583:                                              ; preds = %578, %564
  %584 = phi ptr [ %582, %578 ], [ %570, %564 ]
  %585 = phi ptr [ %581, %578 ], [ %568, %564 ]
  %586 = phi i16 [ %580, %578 ], [ %575, %564 ]
  %587 = trunc i16 %586 to i8
  %588 = load ptr, ptr %585, align 8, !tbaa !26
  %589 = load i64, ptr %584, align 8, !tbaa !27
  %590 = add i64 %589, 1
  store i64 %590, ptr %584, align 8, !tbaa !27
  %591 = getelementptr inbounds i8, ptr %588, i64 %589
  store i8 %587, ptr %591, align 1, !tbaa !22
  %592 = load i32, ptr %561, align 4, !tbaa !20
  br label %593

593:                                              ; preds = %576, %583
  %594 = phi i32 [ %562, %576 ], [ %592, %583 ]
  %595 = add i32 %594, 7
  %596 = and i32 %595, 7
  %597 = add nuw nsw i32 %596, 1
  %598 = getelementptr inbounds i8, ptr %0, i64 5944
  store i32 %597, ptr %598, align 8, !tbaa !21
  %599 = getelementptr inbounds i8, ptr %0, i64 5936
  store i16 0, ptr %599, align 8, !tbaa !19
  store i32 0, ptr %561, align 4, !tbaa !20
  br label %600

600:                                              ; preds = %593, %558
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal fastcc void @build_tree(ptr noundef %0, ptr nocapture noundef %1) unnamed_addr #5 {
  %3 = alloca [16 x i16], align 16
  %4 = load ptr, ptr %1, align 8, !tbaa !41
  %5 = getelementptr inbounds i8, ptr %1, i64 16
  %6 = load ptr, ptr %5, align 8, !tbaa !42
  %7 = load ptr, ptr %6, align 8, !tbaa !43
  %8 = getelementptr inbounds i8, ptr %6, i64 20
  %9 = load i32, ptr %8, align 4, !tbaa !45
  %10 = getelementptr inbounds i8, ptr %0, i64 5300
  store i32 0, ptr %10, align 4, !tbaa !46
  %11 = getelementptr inbounds i8, ptr %0, i64 5304
  store i32 573, ptr %11, align 8, !tbaa !47
  %12 = icmp sgt i32 %9, 0
  br i1 %12, label %13, label %20

13:                                               ; preds = %2
  %14 = getelementptr inbounds i8, ptr %0, i64 3008
  %15 = getelementptr inbounds i8, ptr %0, i64 5308
  %16 = zext nneg i32 %9 to i64
  br label %28

17:                                               ; preds = %43
  %18 = load i32, ptr %10, align 4, !tbaa !46
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
  %32 = load i16, ptr %31, align 2, !tbaa !22
  %33 = icmp eq i16 %32, 0
  br i1 %33, label %41, label %34

34:                                               ; preds = %28
  %35 = load i32, ptr %10, align 4, !tbaa !46
  %36 = add nsw i32 %35, 1
  store i32 %36, ptr %10, align 4, !tbaa !46
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds [573 x i32], ptr %14, i64 0, i64 %37
  %39 = trunc nuw nsw i64 %29 to i32
  store i32 %39, ptr %38, align 4, !tbaa !48
  %40 = getelementptr inbounds [573 x i8], ptr %15, i64 0, i64 %29
  store i8 0, ptr %40, align 1, !tbaa !22
  br label %43

41:                                               ; preds = %28
  %42 = getelementptr inbounds i8, ptr %31, i64 2
  store i16 0, ptr %42, align 2, !tbaa !22
  br label %43

43:                                               ; preds = %34, %41
  %44 = phi i32 [ %39, %34 ], [ %30, %41 ]
  %45 = add nuw nsw i64 %29, 1
  %46 = icmp eq i64 %45, %16
  br i1 %46, label %17, label %28, !llvm.loop !49

47:                                               ; preds = %20, %68
  %48 = phi i32 [ %22, %20 ], [ %69, %68 ]
  %49 = phi i32 [ %21, %20 ], [ %52, %68 ]
  %50 = icmp slt i32 %49, 2
  %51 = add nsw i32 %49, 1
  %52 = select i1 %50, i32 %51, i32 %49
  %53 = select i1 %50, i32 %51, i32 0
  %54 = add nsw i32 %48, 1
  store i32 %54, ptr %10, align 4, !tbaa !46
  %55 = sext i32 %54 to i64
  %56 = getelementptr inbounds [573 x i32], ptr %23, i64 0, i64 %55
  store i32 %53, ptr %56, align 4, !tbaa !48
  %57 = sext i32 %53 to i64
  %58 = getelementptr inbounds %struct.ct_data_s, ptr %4, i64 %57
  store i16 1, ptr %58, align 2, !tbaa !22
  %59 = getelementptr inbounds [573 x i8], ptr %24, i64 0, i64 %57
  store i8 0, ptr %59, align 1, !tbaa !22
  %60 = load i64, ptr %25, align 8, !tbaa !37
  %61 = add i64 %60, -1
  store i64 %61, ptr %25, align 8, !tbaa !37
  br i1 %26, label %68, label %62

62:                                               ; preds = %47
  %63 = getelementptr inbounds %struct.ct_data_s, ptr %7, i64 %57, i32 1
  %64 = load i16, ptr %63, align 2, !tbaa !22
  %65 = zext i16 %64 to i64
  %66 = load i64, ptr %27, align 8, !tbaa !38
  %67 = sub i64 %66, %65
  store i64 %67, ptr %27, align 8, !tbaa !38
  br label %68

68:                                               ; preds = %62, %47
  %69 = load i32, ptr %10, align 4, !tbaa !46
  %70 = icmp slt i32 %69, 2
  br i1 %70, label %47, label %71, !llvm.loop !50

71:                                               ; preds = %68, %17
  %72 = phi i32 [ %44, %17 ], [ %52, %68 ]
  %73 = phi i32 [ %18, %17 ], [ %69, %68 ]
  %74 = getelementptr inbounds i8, ptr %1, i64 8
  store i32 %72, ptr %74, align 8, !tbaa !51
  %75 = getelementptr inbounds i8, ptr %0, i64 3008
  %76 = getelementptr inbounds i8, ptr %0, i64 5308
  %77 = lshr i32 %73, 1
  %78 = zext nneg i32 %77 to i64
  br label %85

79:                                               ; preds = %152
  %80 = load i32, ptr %10, align 4, !tbaa !46
  %81 = getelementptr inbounds i8, ptr %0, i64 3008
  %82 = getelementptr inbounds i8, ptr %0, i64 3012
  %83 = getelementptr inbounds i8, ptr %0, i64 5308
  %84 = sext i32 %9 to i64
  br label %158

85:                                               ; preds = %71, %152
  %86 = phi i64 [ %78, %71 ], [ %156, %152 ]
  %87 = getelementptr inbounds [573 x i32], ptr %75, i64 0, i64 %86
  %88 = load i32, ptr %87, align 4, !tbaa !48
  %89 = sext i32 %88 to i64
  %90 = getelementptr inbounds [573 x i8], ptr %76, i64 0, i64 %89
  %91 = load i32, ptr %10, align 4, !tbaa !46
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
  %109 = load i32, ptr %108, align 4, !tbaa !48
  %110 = sext i32 %109 to i64
  %111 = getelementptr inbounds %struct.ct_data_s, ptr %4, i64 %110
  %112 = load i16, ptr %111, align 2, !tbaa !22
  %113 = sext i32 %100 to i64
  %114 = getelementptr inbounds [573 x i32], ptr %75, i64 0, i64 %113
  %115 = load i32, ptr %114, align 4, !tbaa !48
  %116 = sext i32 %115 to i64
  %117 = getelementptr inbounds %struct.ct_data_s, ptr %4, i64 %116
  %118 = load i16, ptr %117, align 2, !tbaa !22
  %119 = icmp ult i16 %112, %118
  br i1 %119, label %128, label %120

120:                                              ; preds = %105
  %121 = icmp eq i16 %112, %118
  br i1 %121, label %122, label %129

122:                                              ; preds = %120
  %123 = getelementptr inbounds [573 x i8], ptr %76, i64 0, i64 %110
  %124 = load i8, ptr %123, align 1, !tbaa !22
  %125 = getelementptr inbounds [573 x i8], ptr %76, i64 0, i64 %116
  %126 = load i8, ptr %125, align 1, !tbaa !22
  %127 = icmp ugt i8 %124, %126
  br i1 %127, label %129, label %128

128:                                              ; preds = %122, %105
  br label %129

129:                                              ; preds = %128, %122, %120, %103
  %130 = phi i64 [ %104, %103 ], [ %107, %128 ], [ %113, %122 ], [ %113, %120 ]
  %131 = phi i32 [ %100, %103 ], [ %106, %128 ], [ %100, %122 ], [ %100, %120 ]
  %132 = load i16, ptr %97, align 2, !tbaa !22
  %133 = getelementptr inbounds [573 x i32], ptr %75, i64 0, i64 %130
  %134 = load i32, ptr %133, align 4, !tbaa !48
  %135 = sext i32 %134 to i64
  %136 = getelementptr inbounds %struct.ct_data_s, ptr %4, i64 %135
  %137 = load i16, ptr %136, align 2, !tbaa !22
  %138 = icmp ult i16 %132, %137
  br i1 %138, label %152, label %139

139:                                              ; preds = %129
  %140 = icmp eq i16 %132, %137
  br i1 %140, label %141, label %146

141:                                              ; preds = %139
  %142 = load i8, ptr %90, align 1, !tbaa !22
  %143 = getelementptr inbounds [573 x i8], ptr %76, i64 0, i64 %135
  %144 = load i8, ptr %143, align 1, !tbaa !22
  %145 = icmp ugt i8 %142, %144
  br i1 %145, label %146, label %152

146:                                              ; preds = %141, %139
  %147 = sext i32 %101 to i64
  %148 = getelementptr inbounds [573 x i32], ptr %75, i64 0, i64 %147
  store i32 %134, ptr %148, align 4, !tbaa !48
  %149 = shl i32 %131, 1
  %150 = load i32, ptr %10, align 4, !tbaa !46
  %151 = icmp sgt i32 %149, %150
  br i1 %151, label %152, label %98, !llvm.loop !52

152:                                              ; preds = %129, %141, %146, %85
  %153 = phi i32 [ %95, %85 ], [ %131, %146 ], [ %101, %141 ], [ %101, %129 ]
  %154 = sext i32 %153 to i64
  %155 = getelementptr inbounds [573 x i32], ptr %75, i64 0, i64 %154
  store i32 %88, ptr %155, align 4, !tbaa !48
  %156 = add nsw i64 %86, -1
  %157 = icmp sgt i64 %86, 1
  br i1 %157, label %85, label %79, !llvm.loop !53

158:                                              ; preds = %79, %314
  %159 = phi i32 [ %80, %79 ], [ %318, %314 ]
  %160 = phi i64 [ %84, %79 ], [ %257, %314 ]
  %161 = load i32, ptr %82, align 4, !tbaa !48
  %162 = add nsw i32 %159, -1
  store i32 %162, ptr %10, align 4, !tbaa !46
  %163 = sext i32 %159 to i64
  %164 = getelementptr inbounds [573 x i32], ptr %81, i64 0, i64 %163
  %165 = load i32, ptr %164, align 4, !tbaa !48
  store i32 %165, ptr %82, align 4, !tbaa !48
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
  %182 = load i32, ptr %181, align 4, !tbaa !48
  %183 = sext i32 %182 to i64
  %184 = getelementptr inbounds %struct.ct_data_s, ptr %4, i64 %183
  %185 = load i16, ptr %184, align 2, !tbaa !22
  %186 = sext i32 %173 to i64
  %187 = getelementptr inbounds [573 x i32], ptr %81, i64 0, i64 %186
  %188 = load i32, ptr %187, align 4, !tbaa !48
  %189 = sext i32 %188 to i64
  %190 = getelementptr inbounds %struct.ct_data_s, ptr %4, i64 %189
  %191 = load i16, ptr %190, align 2, !tbaa !22
  %192 = icmp ult i16 %185, %191
  br i1 %192, label %201, label %193

193:                                              ; preds = %178
  %194 = icmp eq i16 %185, %191
  br i1 %194, label %195, label %202

195:                                              ; preds = %193
  %196 = getelementptr inbounds [573 x i8], ptr %83, i64 0, i64 %183
  %197 = load i8, ptr %196, align 1, !tbaa !22
  %198 = getelementptr inbounds [573 x i8], ptr %83, i64 0, i64 %189
  %199 = load i8, ptr %198, align 1, !tbaa !22
  %200 = icmp ugt i8 %197, %199
  br i1 %200, label %202, label %201

201:                                              ; preds = %195, %178
  br label %202

202:                                              ; preds = %201, %195, %193, %176
  %203 = phi i64 [ %177, %176 ], [ %180, %201 ], [ %186, %195 ], [ %186, %193 ]
  %204 = phi i32 [ %173, %176 ], [ %179, %201 ], [ %173, %195 ], [ %173, %193 ]
  %205 = load i16, ptr %170, align 2, !tbaa !22
  %206 = getelementptr inbounds [573 x i32], ptr %81, i64 0, i64 %203
  %207 = load i32, ptr %206, align 4, !tbaa !48
  %208 = sext i32 %207 to i64
  %209 = getelementptr inbounds %struct.ct_data_s, ptr %4, i64 %208
  %210 = load i16, ptr %209, align 2, !tbaa !22
  %211 = icmp ult i16 %205, %210
  br i1 %211, label %225, label %212

212:                                              ; preds = %202
  %213 = icmp eq i16 %205, %210
  br i1 %213, label %214, label %219

214:                                              ; preds = %212
  %215 = load i8, ptr %167, align 1, !tbaa !22
  %216 = getelementptr inbounds [573 x i8], ptr %83, i64 0, i64 %208
  %217 = load i8, ptr %216, align 1, !tbaa !22
  %218 = icmp ugt i8 %215, %217
  br i1 %218, label %219, label %225

219:                                              ; preds = %214, %212
  %220 = sext i32 %174 to i64
  %221 = getelementptr inbounds [573 x i32], ptr %81, i64 0, i64 %220
  store i32 %207, ptr %221, align 4, !tbaa !48
  %222 = shl i32 %204, 1
  %223 = load i32, ptr %10, align 4, !tbaa !46
  %224 = icmp sgt i32 %222, %223
  br i1 %224, label %225, label %171, !llvm.loop !52

225:                                              ; preds = %202, %214, %219, %158
  %226 = phi i32 [ 1, %158 ], [ %204, %219 ], [ %174, %214 ], [ %174, %202 ]
  %227 = sext i32 %226 to i64
  %228 = getelementptr inbounds [573 x i32], ptr %81, i64 0, i64 %227
  store i32 %165, ptr %228, align 4, !tbaa !48
  %229 = load i32, ptr %82, align 4, !tbaa !48
  %230 = load i32, ptr %11, align 8, !tbaa !47
  %231 = add nsw i32 %230, -1
  store i32 %231, ptr %11, align 8, !tbaa !47
  %232 = sext i32 %231 to i64
  %233 = getelementptr inbounds [573 x i32], ptr %81, i64 0, i64 %232
  store i32 %161, ptr %233, align 4, !tbaa !48
  %234 = load i32, ptr %11, align 8, !tbaa !47
  %235 = add nsw i32 %234, -1
  store i32 %235, ptr %11, align 8, !tbaa !47
  %236 = sext i32 %235 to i64
  %237 = getelementptr inbounds [573 x i32], ptr %81, i64 0, i64 %236
  store i32 %229, ptr %237, align 4, !tbaa !48
  %238 = sext i32 %161 to i64
  %239 = getelementptr inbounds %struct.ct_data_s, ptr %4, i64 %238
  %240 = load i16, ptr %239, align 2, !tbaa !22
  %241 = sext i32 %229 to i64
  %242 = getelementptr inbounds %struct.ct_data_s, ptr %4, i64 %241
  %243 = load i16, ptr %242, align 2, !tbaa !22
  %244 = add i16 %243, %240
  %245 = getelementptr inbounds %struct.ct_data_s, ptr %4, i64 %160
  store i16 %244, ptr %245, align 2, !tbaa !22
  %246 = getelementptr inbounds [573 x i8], ptr %83, i64 0, i64 %238
  %247 = load i8, ptr %246, align 1, !tbaa !22
  %248 = getelementptr inbounds [573 x i8], ptr %83, i64 0, i64 %241
  %249 = load i8, ptr %248, align 1, !tbaa !22
  %250 = tail call i8 @llvm.umax.i8(i8 %247, i8 %249)
  %251 = add i8 %250, 1
  %252 = getelementptr inbounds [573 x i8], ptr %83, i64 0, i64 %160
  store i8 %251, ptr %252, align 1, !tbaa !22
  %253 = trunc nsw i64 %160 to i32
  %254 = trunc i64 %160 to i16
  %255 = getelementptr inbounds i8, ptr %242, i64 2
  store i16 %254, ptr %255, align 2, !tbaa !22
  %256 = getelementptr inbounds i8, ptr %239, i64 2
  store i16 %254, ptr %256, align 2, !tbaa !22
  %257 = add nsw i64 %160, 1
  store i32 %253, ptr %82, align 4, !tbaa !48
  %258 = load i32, ptr %10, align 4, !tbaa !46
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
  %271 = load i32, ptr %270, align 4, !tbaa !48
  %272 = sext i32 %271 to i64
  %273 = getelementptr inbounds %struct.ct_data_s, ptr %4, i64 %272
  %274 = load i16, ptr %273, align 2, !tbaa !22
  %275 = sext i32 %262 to i64
  %276 = getelementptr inbounds [573 x i32], ptr %81, i64 0, i64 %275
  %277 = load i32, ptr %276, align 4, !tbaa !48
  %278 = sext i32 %277 to i64
  %279 = getelementptr inbounds %struct.ct_data_s, ptr %4, i64 %278
  %280 = load i16, ptr %279, align 2, !tbaa !22
  %281 = icmp ult i16 %274, %280
  br i1 %281, label %290, label %282

282:                                              ; preds = %267
  %283 = icmp eq i16 %274, %280
  br i1 %283, label %284, label %291

284:                                              ; preds = %282
  %285 = getelementptr inbounds [573 x i8], ptr %83, i64 0, i64 %272
  %286 = load i8, ptr %285, align 1, !tbaa !22
  %287 = getelementptr inbounds [573 x i8], ptr %83, i64 0, i64 %278
  %288 = load i8, ptr %287, align 1, !tbaa !22
  %289 = icmp ugt i8 %286, %288
  br i1 %289, label %291, label %290

290:                                              ; preds = %284, %267
  br label %291

291:                                              ; preds = %290, %284, %282, %265
  %292 = phi i64 [ %266, %265 ], [ %269, %290 ], [ %275, %284 ], [ %275, %282 ]
  %293 = phi i32 [ %262, %265 ], [ %268, %290 ], [ %262, %284 ], [ %262, %282 ]
  %294 = load i16, ptr %245, align 2, !tbaa !22
  %295 = getelementptr inbounds [573 x i32], ptr %81, i64 0, i64 %292
  %296 = load i32, ptr %295, align 4, !tbaa !48
  %297 = sext i32 %296 to i64
  %298 = getelementptr inbounds %struct.ct_data_s, ptr %4, i64 %297
  %299 = load i16, ptr %298, align 2, !tbaa !22
  %300 = icmp ult i16 %294, %299
  br i1 %300, label %314, label %301

301:                                              ; preds = %291
  %302 = icmp eq i16 %294, %299
  br i1 %302, label %303, label %308

303:                                              ; preds = %301
  %304 = load i8, ptr %252, align 1, !tbaa !22
  %305 = getelementptr inbounds [573 x i8], ptr %83, i64 0, i64 %297
  %306 = load i8, ptr %305, align 1, !tbaa !22
  %307 = icmp ugt i8 %304, %306
  br i1 %307, label %308, label %314

308:                                              ; preds = %303, %301
  %309 = sext i32 %263 to i64
  %310 = getelementptr inbounds [573 x i32], ptr %81, i64 0, i64 %309
  store i32 %296, ptr %310, align 4, !tbaa !48
  %311 = shl i32 %293, 1
  %312 = load i32, ptr %10, align 4, !tbaa !46
  %313 = icmp sgt i32 %311, %312
  br i1 %313, label %314, label %260, !llvm.loop !52

314:                                              ; preds = %291, %303, %308, %225
  %315 = phi i32 [ 1, %225 ], [ %293, %308 ], [ %263, %303 ], [ %263, %291 ]
  %316 = sext i32 %315 to i64
  %317 = getelementptr inbounds [573 x i32], ptr %81, i64 0, i64 %316
  store i32 %253, ptr %317, align 4, !tbaa !48
  %318 = load i32, ptr %10, align 4, !tbaa !46
  %319 = icmp sgt i32 %318, 1
  br i1 %319, label %158, label %320, !llvm.loop !54

320:                                              ; preds = %314
  %321 = load i32, ptr %82, align 4, !tbaa !48
  %322 = load i32, ptr %11, align 8, !tbaa !47
  %323 = add nsw i32 %322, -1
  store i32 %323, ptr %11, align 8, !tbaa !47
  %324 = sext i32 %323 to i64
  %325 = getelementptr inbounds [573 x i32], ptr %81, i64 0, i64 %324
  store i32 %321, ptr %325, align 4, !tbaa !48
  %326 = load ptr, ptr %1, align 8, !tbaa !41
  %327 = load i32, ptr %74, align 8, !tbaa !51
  %328 = load ptr, ptr %5, align 8, !tbaa !42
  %329 = load ptr, ptr %328, align 8, !tbaa !43
  %330 = getelementptr inbounds i8, ptr %328, i64 8
  %331 = load ptr, ptr %330, align 8, !tbaa !55
  %332 = getelementptr inbounds i8, ptr %328, i64 16
  %333 = load i32, ptr %332, align 8, !tbaa !56
  %334 = getelementptr inbounds i8, ptr %328, i64 24
  %335 = load i32, ptr %334, align 8, !tbaa !57
  %336 = getelementptr inbounds i8, ptr %0, i64 2976
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 2 dereferenceable(32) %336, i8 0, i64 32, i1 false), !tbaa !58
  %337 = load i32, ptr %11, align 8, !tbaa !47
  %338 = sext i32 %337 to i64
  %339 = getelementptr inbounds [573 x i32], ptr %81, i64 0, i64 %338
  %340 = load i32, ptr %339, align 4, !tbaa !48
  %341 = sext i32 %340 to i64
  %342 = getelementptr inbounds %struct.ct_data_s, ptr %326, i64 %341, i32 1
  store i16 0, ptr %342, align 2, !tbaa !22
  %343 = load i32, ptr %11, align 8, !tbaa !47
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
  %355 = load i32, ptr %354, align 4, !tbaa !48
  %356 = sext i32 %355 to i64
  %357 = getelementptr inbounds %struct.ct_data_s, ptr %326, i64 %356
  %358 = getelementptr inbounds i8, ptr %357, i64 2
  %359 = load i16, ptr %358, align 2, !tbaa !22
  %360 = zext i16 %359 to i64
  %361 = getelementptr inbounds %struct.ct_data_s, ptr %326, i64 %360, i32 1
  %362 = load i16, ptr %361, align 2, !tbaa !22
  %363 = zext i16 %362 to i32
  %364 = add nuw nsw i32 %363, 1
  %365 = icmp sle i32 %335, %363
  %366 = select i1 %365, i32 %335, i32 %364
  %367 = zext i1 %365 to i32
  %368 = add nuw nsw i32 %353, %367
  %369 = trunc i32 %366 to i16
  store i16 %369, ptr %358, align 2, !tbaa !22
  %370 = icmp sgt i32 %355, %327
  br i1 %370, label %400, label %371

371:                                              ; preds = %351
  %372 = sext i32 %366 to i64
  %373 = getelementptr inbounds [16 x i16], ptr %336, i64 0, i64 %372
  %374 = load i16, ptr %373, align 2, !tbaa !58
  %375 = add i16 %374, 1
  store i16 %375, ptr %373, align 2, !tbaa !58
  %376 = icmp slt i32 %355, %333
  br i1 %376, label %382, label %377

377:                                              ; preds = %371
  %378 = sub nsw i32 %355, %333
  %379 = sext i32 %378 to i64
  %380 = getelementptr inbounds i32, ptr %331, i64 %379
  %381 = load i32, ptr %380, align 4, !tbaa !48
  br label %382

382:                                              ; preds = %377, %371
  %383 = phi i32 [ %381, %377 ], [ 0, %371 ]
  %384 = load i16, ptr %357, align 2, !tbaa !22
  %385 = zext i16 %384 to i64
  %386 = add nsw i32 %383, %366
  %387 = zext i32 %386 to i64
  %388 = mul nuw nsw i64 %385, %387
  %389 = load i64, ptr %346, align 8, !tbaa !37
  %390 = add i64 %388, %389
  store i64 %390, ptr %346, align 8, !tbaa !37
  br i1 %347, label %400, label %391

391:                                              ; preds = %382
  %392 = getelementptr inbounds %struct.ct_data_s, ptr %329, i64 %356, i32 1
  %393 = load i16, ptr %392, align 2, !tbaa !22
  %394 = zext i16 %393 to i32
  %395 = add nsw i32 %383, %394
  %396 = zext i32 %395 to i64
  %397 = mul nuw nsw i64 %396, %385
  %398 = load i64, ptr %348, align 8, !tbaa !38
  %399 = add i64 %397, %398
  store i64 %399, ptr %348, align 8, !tbaa !38
  br label %400

400:                                              ; preds = %391, %382, %351
  %401 = add nsw i64 %352, 1
  %402 = and i64 %401, 4294967295
  %403 = icmp eq i64 %402, 573
  br i1 %403, label %404, label %351, !llvm.loop !59

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
  %415 = load i16, ptr %414, align 2, !tbaa !58
  %416 = icmp eq i16 %415, 0
  br i1 %416, label %411, label %417, !llvm.loop !60

417:                                              ; preds = %411
  %418 = getelementptr inbounds [16 x i16], ptr %336, i64 0, i64 %413
  %419 = add i16 %415, -1
  store i16 %419, ptr %418, align 2, !tbaa !58
  %420 = shl i64 %412, 32
  %421 = ashr exact i64 %420, 32
  %422 = getelementptr inbounds [16 x i16], ptr %336, i64 0, i64 %421
  %423 = load i16, ptr %422, align 2, !tbaa !58
  %424 = add i16 %423, 2
  store i16 %424, ptr %422, align 2, !tbaa !58
  %425 = load i16, ptr %408, align 2, !tbaa !58
  %426 = add i16 %425, -1
  store i16 %426, ptr %408, align 2, !tbaa !58
  %427 = add nsw i32 %410, -2
  %428 = icmp sgt i32 %410, 2
  br i1 %428, label %409, label %429, !llvm.loop !61

429:                                              ; preds = %417
  %430 = icmp eq i32 %335, 0
  br i1 %430, label %472, label %431

431:                                              ; preds = %429, %468
  %432 = phi i64 [ %470, %468 ], [ %407, %429 ]
  %433 = phi i32 [ %469, %468 ], [ 573, %429 ]
  %434 = getelementptr inbounds [16 x i16], ptr %336, i64 0, i64 %432
  %435 = load i16, ptr %434, align 2, !tbaa !58
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
  %448 = load i32, ptr %447, align 4, !tbaa !48
  %449 = icmp sgt i32 %448, %327
  br i1 %449, label %444, label %450, !llvm.loop !62

450:                                              ; preds = %444
  %451 = trunc nsw i64 %446 to i32
  %452 = sext i32 %448 to i64
  %453 = getelementptr inbounds %struct.ct_data_s, ptr %326, i64 %452
  %454 = getelementptr inbounds i8, ptr %453, i64 2
  %455 = load i16, ptr %454, align 2, !tbaa !22
  %456 = zext i16 %455 to i64
  %457 = icmp eq i64 %432, %456
  br i1 %457, label %465, label %458

458:                                              ; preds = %450
  %459 = sub nsw i64 %432, %456
  %460 = load i16, ptr %453, align 2, !tbaa !22
  %461 = zext i16 %460 to i64
  %462 = mul nsw i64 %459, %461
  %463 = load i64, ptr %346, align 8, !tbaa !37
  %464 = add i64 %462, %463
  store i64 %464, ptr %346, align 8, !tbaa !37
  store i16 %436, ptr %454, align 2, !tbaa !22
  br label %465

465:                                              ; preds = %458, %450
  %466 = add nsw i32 %442, -1
  %467 = icmp eq i32 %466, 0
  br i1 %467, label %468, label %440, !llvm.loop !62

468:                                              ; preds = %465, %431
  %469 = phi i32 [ %433, %431 ], [ %451, %465 ]
  %470 = add nsw i64 %432, -1
  %471 = icmp eq i64 %470, 0
  br i1 %471, label %472, label %431, !llvm.loop !63

472:                                              ; preds = %468, %320, %404, %429
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #9
  %473 = load i16, ptr %336, align 2, !tbaa !58
  %474 = shl i16 %473, 1
  %475 = getelementptr inbounds i8, ptr %3, i64 2
  store i16 %474, ptr %475, align 2, !tbaa !58
  %476 = getelementptr i8, ptr %0, i64 2978
  %477 = load i16, ptr %476, align 2, !tbaa !58
  %478 = add i16 %477, %474
  %479 = shl i16 %478, 1
  %480 = getelementptr inbounds i8, ptr %3, i64 4
  store i16 %479, ptr %480, align 4, !tbaa !58
  %481 = getelementptr i8, ptr %0, i64 2980
  %482 = load i16, ptr %481, align 2, !tbaa !58
  %483 = add i16 %482, %479
  %484 = shl i16 %483, 1
  %485 = getelementptr inbounds i8, ptr %3, i64 6
  store i16 %484, ptr %485, align 2, !tbaa !58
  %486 = getelementptr i8, ptr %0, i64 2982
  %487 = load i16, ptr %486, align 2, !tbaa !58
  %488 = add i16 %487, %484
  %489 = shl i16 %488, 1
  %490 = getelementptr inbounds i8, ptr %3, i64 8
  store i16 %489, ptr %490, align 8, !tbaa !58
  %491 = getelementptr i8, ptr %0, i64 2984
  %492 = load i16, ptr %491, align 2, !tbaa !58
  %493 = add i16 %492, %489
  %494 = shl i16 %493, 1
  %495 = getelementptr inbounds i8, ptr %3, i64 10
  store i16 %494, ptr %495, align 2, !tbaa !58
  %496 = getelementptr i8, ptr %0, i64 2986
  %497 = load i16, ptr %496, align 2, !tbaa !58
  %498 = add i16 %497, %494
  %499 = shl i16 %498, 1
  %500 = getelementptr inbounds i8, ptr %3, i64 12
  store i16 %499, ptr %500, align 4, !tbaa !58
  %501 = getelementptr i8, ptr %0, i64 2988
  %502 = load i16, ptr %501, align 2, !tbaa !58
  %503 = add i16 %502, %499
  %504 = shl i16 %503, 1
  %505 = getelementptr inbounds i8, ptr %3, i64 14
  store i16 %504, ptr %505, align 2, !tbaa !58
  %506 = getelementptr i8, ptr %0, i64 2990
  %507 = load i16, ptr %506, align 2, !tbaa !58
  %508 = add i16 %507, %504
  %509 = shl i16 %508, 1
  %510 = getelementptr inbounds i8, ptr %3, i64 16
  store i16 %509, ptr %510, align 16, !tbaa !58
  %511 = getelementptr i8, ptr %0, i64 2992
  %512 = load i16, ptr %511, align 2, !tbaa !58
  %513 = add i16 %512, %509
  %514 = shl i16 %513, 1
  %515 = getelementptr inbounds i8, ptr %3, i64 18
  store i16 %514, ptr %515, align 2, !tbaa !58
  %516 = getelementptr i8, ptr %0, i64 2994
  %517 = load i16, ptr %516, align 2, !tbaa !58
  %518 = add i16 %517, %514
  %519 = shl i16 %518, 1
  %520 = getelementptr inbounds i8, ptr %3, i64 20
  store i16 %519, ptr %520, align 4, !tbaa !58
  %521 = getelementptr i8, ptr %0, i64 2996
  %522 = load i16, ptr %521, align 2, !tbaa !58
  %523 = add i16 %522, %519
  %524 = shl i16 %523, 1
  %525 = getelementptr inbounds i8, ptr %3, i64 22
  store i16 %524, ptr %525, align 2, !tbaa !58
  %526 = getelementptr i8, ptr %0, i64 2998
  %527 = load i16, ptr %526, align 2, !tbaa !58
  %528 = add i16 %527, %524
  %529 = shl i16 %528, 1
  %530 = getelementptr inbounds i8, ptr %3, i64 24
  store i16 %529, ptr %530, align 8, !tbaa !58
  %531 = getelementptr i8, ptr %0, i64 3000
  %532 = load i16, ptr %531, align 2, !tbaa !58
  %533 = add i16 %532, %529
  %534 = shl i16 %533, 1
  %535 = getelementptr inbounds i8, ptr %3, i64 26
  store i16 %534, ptr %535, align 2, !tbaa !58
  %536 = getelementptr i8, ptr %0, i64 3002
  %537 = load i16, ptr %536, align 2, !tbaa !58
  %538 = add i16 %537, %534
  %539 = shl i16 %538, 1
  %540 = getelementptr inbounds i8, ptr %3, i64 28
  store i16 %539, ptr %540, align 4, !tbaa !58
  %541 = getelementptr i8, ptr %0, i64 3004
  %542 = load i16, ptr %541, align 2, !tbaa !58
  %543 = add i16 %542, %539
  %544 = shl i16 %543, 1
  %545 = getelementptr inbounds i8, ptr %3, i64 30
  store i16 %544, ptr %545, align 2, !tbaa !58
  %546 = icmp slt i32 %72, 0
  br i1 %546, label %606, label %547

547:                                              ; preds = %472
  %548 = add nuw i32 %72, 1
  %549 = zext i32 %548 to i64
  br label %550

550:                                              ; preds = %603, %547
  %551 = phi i64 [ 0, %547 ], [ %604, %603 ]
  %552 = getelementptr inbounds %struct.ct_data_s, ptr %4, i64 %551
  %553 = getelementptr inbounds i8, ptr %552, i64 2
  %554 = load i16, ptr %553, align 2, !tbaa !22
  %555 = icmp eq i16 %554, 0
  br i1 %555, label %603, label %556

556:                                              ; preds = %550
  %557 = zext i16 %554 to i32
  %558 = zext i16 %554 to i64
  %559 = getelementptr inbounds [16 x i16], ptr %3, i64 0, i64 %558
  %560 = load i16, ptr %559, align 2, !tbaa !58
  %561 = add i16 %560, 1
  store i16 %561, ptr %559, align 2, !tbaa !58
  %562 = and i32 %557, 3
  %563 = icmp ult i16 %554, 4
  br i1 %563, label %586, label %564

564:                                              ; preds = %556
  %565 = and i32 %557, 65532
  br label %566

566:                                              ; preds = %566, %564
  %567 = phi i16 [ %560, %564 ], [ %582, %566 ]
  %568 = phi i16 [ 0, %564 ], [ %583, %566 ]
  %569 = phi i32 [ 0, %564 ], [ %584, %566 ]
  %570 = and i16 %567, 1
  %571 = or disjoint i16 %568, %570
  %572 = shl i16 %571, 2
  %573 = and i16 %567, 2
  %574 = or disjoint i16 %572, %573
  %575 = lshr i16 %567, 2
  %576 = and i16 %575, 1
  %577 = or disjoint i16 %574, %576
  %578 = lshr i16 %567, 3
  %579 = shl i16 %577, 1
  %580 = and i16 %578, 1
  %581 = or disjoint i16 %579, %580
  %582 = lshr i16 %567, 4
  %583 = shl i16 %581, 1
  %584 = add i32 %569, 4
  %585 = icmp eq i32 %584, %565
  br i1 %585, label %586, label %566, !llvm.loop !64

586:                                              ; preds = %566, %556
  %587 = phi i16 [ poison, %556 ], [ %581, %566 ]
  %588 = phi i16 [ %560, %556 ], [ %582, %566 ]
  %589 = phi i16 [ 0, %556 ], [ %583, %566 ]
  %590 = icmp eq i32 %562, 0
  br i1 %590, label %601, label %591

591:                                              ; preds = %586, %591
  %592 = phi i16 [ %597, %591 ], [ %588, %586 ]
  %593 = phi i16 [ %598, %591 ], [ %589, %586 ]
  %594 = phi i32 [ %599, %591 ], [ 0, %586 ]
  %595 = and i16 %592, 1
  %596 = or disjoint i16 %593, %595
  %597 = lshr i16 %592, 1
  %598 = shl i16 %596, 1
  %599 = add i32 %594, 1
  %600 = icmp eq i32 %599, %562
  br i1 %600, label %601, label %591, !llvm.loop !65

601:                                              ; preds = %591, %586
  %602 = phi i16 [ %587, %586 ], [ %596, %591 ]
  store i16 %602, ptr %552, align 2, !tbaa !22
  br label %603

603:                                              ; preds = %601, %550
  %604 = add nuw nsw i64 %551, 1
  %605 = icmp eq i64 %604, %549
  br i1 %605, label %606, label %550, !llvm.loop !67

606:                                              ; preds = %603, %472
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #9
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal fastcc void @compress_block(ptr nocapture noundef %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2) unnamed_addr #5 {
  %4 = getelementptr inbounds i8, ptr %0, i64 5900
  %5 = load i32, ptr %4, align 4, !tbaa !23
  %6 = icmp eq i32 %5, 0
  br i1 %6, label %7, label %10

7:                                                ; preds = %3
  %8 = getelementptr inbounds i8, ptr %0, i64 5940
  %9 = load i32, ptr %8, align 4, !tbaa !20
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
  %18 = load ptr, ptr %11, align 8, !tbaa !68
  %19 = add nuw i32 %17, 1
  %20 = zext i32 %17 to i64
  %21 = getelementptr inbounds i8, ptr %18, i64 %20
  %22 = load i8, ptr %21, align 1, !tbaa !22
  %23 = zext i8 %22 to i32
  %24 = add i32 %17, 2
  %25 = zext i32 %19 to i64
  %26 = getelementptr inbounds i8, ptr %18, i64 %25
  %27 = load i8, ptr %26, align 1, !tbaa !22
  %28 = zext i8 %27 to i32
  %29 = shl nuw nsw i32 %28, 8
  %30 = or disjoint i32 %29, %23
  %31 = add i32 %17, 3
  %32 = zext i32 %24 to i64
  %33 = getelementptr inbounds i8, ptr %18, i64 %32
  %34 = load i8, ptr %33, align 1, !tbaa !22
  %35 = zext i8 %34 to i32
  %36 = icmp eq i32 %30, 0
  %37 = zext i8 %34 to i64
  br i1 %36, label %38, label %73

38:                                               ; preds = %16
  %39 = getelementptr inbounds %struct.ct_data_s, ptr %1, i64 %37
  %40 = getelementptr inbounds i8, ptr %39, i64 2
  %41 = load i16, ptr %40, align 2, !tbaa !22
  %42 = zext i16 %41 to i32
  %43 = load i32, ptr %12, align 4, !tbaa !20
  %44 = sub nsw i32 16, %42
  %45 = icmp sgt i32 %43, %44
  %46 = load i16, ptr %39, align 2, !tbaa !22
  %47 = zext i16 %46 to i32
  %48 = shl i32 %47, %43
  %49 = load i16, ptr %13, align 8, !tbaa !19
  %50 = trunc i32 %48 to i16
  %51 = or i16 %49, %50
  store i16 %51, ptr %13, align 8, !tbaa !19
  br i1 %45, label %52, label %71

52:                                               ; preds = %38
  %53 = trunc i16 %51 to i8
  %54 = load ptr, ptr %14, align 8, !tbaa !26
  %55 = load i64, ptr %15, align 8, !tbaa !27
  %56 = add i64 %55, 1
  store i64 %56, ptr %15, align 8, !tbaa !27
  %57 = getelementptr inbounds i8, ptr %54, i64 %55
  store i8 %53, ptr %57, align 1, !tbaa !22
  %58 = load i16, ptr %13, align 8, !tbaa !19
  %59 = lshr i16 %58, 8
  %60 = trunc nuw i16 %59 to i8
  %61 = load ptr, ptr %14, align 8, !tbaa !26
  %62 = load i64, ptr %15, align 8, !tbaa !27
  %63 = add i64 %62, 1
  store i64 %63, ptr %15, align 8, !tbaa !27
  %64 = getelementptr inbounds i8, ptr %61, i64 %62
  store i8 %60, ptr %64, align 1, !tbaa !22
  %65 = load i32, ptr %12, align 4, !tbaa !20
  %66 = sub nsw i32 16, %65
  %67 = lshr i32 %47, %66
  %68 = trunc nuw i32 %67 to i16
  store i16 %68, ptr %13, align 8, !tbaa !19
  %69 = add nsw i32 %42, -16
  %70 = add nsw i32 %69, %65
  br label %240

71:                                               ; preds = %38
  %72 = add nsw i32 %43, %42
  br label %240

73:                                               ; preds = %16
  %74 = getelementptr inbounds [256 x i8], ptr @_length_code, i64 0, i64 %37
  %75 = load i8, ptr %74, align 1, !tbaa !22
  %76 = zext i8 %75 to i64
  %77 = getelementptr inbounds %struct.ct_data_s, ptr %1, i64 %76
  %78 = getelementptr inbounds i8, ptr %77, i64 1028
  %79 = getelementptr inbounds i8, ptr %77, i64 1030
  %80 = load i16, ptr %79, align 2, !tbaa !22
  %81 = zext i16 %80 to i32
  %82 = load i32, ptr %12, align 4, !tbaa !20
  %83 = sub nsw i32 16, %81
  %84 = icmp sgt i32 %82, %83
  %85 = load i16, ptr %78, align 2, !tbaa !22
  %86 = zext i16 %85 to i32
  %87 = shl i32 %86, %82
  %88 = load i16, ptr %13, align 8, !tbaa !19
  %89 = trunc i32 %87 to i16
  %90 = or i16 %88, %89
  store i16 %90, ptr %13, align 8, !tbaa !19
  br i1 %84, label %91, label %110

91:                                               ; preds = %73
  %92 = trunc i16 %90 to i8
  %93 = load ptr, ptr %14, align 8, !tbaa !26
  %94 = load i64, ptr %15, align 8, !tbaa !27
  %95 = add i64 %94, 1
  store i64 %95, ptr %15, align 8, !tbaa !27
  %96 = getelementptr inbounds i8, ptr %93, i64 %94
  store i8 %92, ptr %96, align 1, !tbaa !22
  %97 = load i16, ptr %13, align 8, !tbaa !19
  %98 = lshr i16 %97, 8
  %99 = trunc nuw i16 %98 to i8
  %100 = load ptr, ptr %14, align 8, !tbaa !26
  %101 = load i64, ptr %15, align 8, !tbaa !27
  %102 = add i64 %101, 1
  store i64 %102, ptr %15, align 8, !tbaa !27
  %103 = getelementptr inbounds i8, ptr %100, i64 %101
  store i8 %99, ptr %103, align 1, !tbaa !22
  %104 = load i32, ptr %12, align 4, !tbaa !20
  %105 = sub nsw i32 16, %104
  %106 = lshr i32 %86, %105
  %107 = trunc nuw i32 %106 to i16
  store i16 %107, ptr %13, align 8, !tbaa !19
  %108 = add nsw i32 %81, -16
  %109 = add nsw i32 %108, %104
  br label %112

110:                                              ; preds = %73
  %111 = add nsw i32 %82, %81
  br label %112

112:                                              ; preds = %110, %91
  %113 = phi i16 [ %90, %110 ], [ %107, %91 ]
  %114 = phi i32 [ %111, %110 ], [ %109, %91 ]
  store i32 %114, ptr %12, align 4, !tbaa !20
  %115 = getelementptr inbounds [29 x i32], ptr @extra_lbits, i64 0, i64 %76
  %116 = load i32, ptr %115, align 4, !tbaa !48
  %117 = add nsw i64 %76, -28
  %118 = icmp ult i64 %117, -20
  br i1 %118, label %156, label %119

119:                                              ; preds = %112
  %120 = getelementptr inbounds [29 x i32], ptr @base_length, i64 0, i64 %76
  %121 = load i32, ptr %120, align 4, !tbaa !48
  %122 = sub nsw i32 %35, %121
  %123 = sub nsw i32 16, %116
  %124 = icmp sgt i32 %114, %123
  br i1 %124, label %125, label %148

125:                                              ; preds = %119
  %126 = and i32 %122, 65535
  %127 = shl i32 %122, %114
  %128 = trunc i32 %127 to i16
  %129 = or i16 %113, %128
  store i16 %129, ptr %13, align 8, !tbaa !19
  %130 = trunc i16 %129 to i8
  %131 = load ptr, ptr %14, align 8, !tbaa !26
  %132 = load i64, ptr %15, align 8, !tbaa !27
  %133 = add i64 %132, 1
  store i64 %133, ptr %15, align 8, !tbaa !27
  %134 = getelementptr inbounds i8, ptr %131, i64 %132
  store i8 %130, ptr %134, align 1, !tbaa !22
  %135 = load i16, ptr %13, align 8, !tbaa !19
  %136 = lshr i16 %135, 8
  %137 = trunc nuw i16 %136 to i8
  %138 = load ptr, ptr %14, align 8, !tbaa !26
  %139 = load i64, ptr %15, align 8, !tbaa !27
  %140 = add i64 %139, 1
  store i64 %140, ptr %15, align 8, !tbaa !27
  %141 = getelementptr inbounds i8, ptr %138, i64 %139
  store i8 %137, ptr %141, align 1, !tbaa !22
  %142 = load i32, ptr %12, align 4, !tbaa !20
  %143 = sub nsw i32 16, %142
  %144 = lshr i32 %126, %143
  %145 = trunc nuw i32 %144 to i16
  store i16 %145, ptr %13, align 8, !tbaa !19
  %146 = add nsw i32 %116, -16
  %147 = add nsw i32 %146, %142
  br label %153

148:                                              ; preds = %119
  %149 = shl i32 %122, %114
  %150 = trunc i32 %149 to i16
  %151 = or i16 %113, %150
  store i16 %151, ptr %13, align 8, !tbaa !19
  %152 = add nsw i32 %116, %114
  br label %153

153:                                              ; preds = %148, %125
  %154 = phi i16 [ %151, %148 ], [ %145, %125 ]
  %155 = phi i32 [ %152, %148 ], [ %147, %125 ]
  store i32 %155, ptr %12, align 4, !tbaa !20
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
  %166 = load i8, ptr %165, align 1, !tbaa !22
  %167 = zext i8 %166 to i64
  %168 = getelementptr inbounds %struct.ct_data_s, ptr %2, i64 %167
  %169 = getelementptr inbounds i8, ptr %168, i64 2
  %170 = load i16, ptr %169, align 2, !tbaa !22
  %171 = zext i16 %170 to i32
  %172 = sub nsw i32 16, %171
  %173 = icmp sgt i32 %158, %172
  %174 = load i16, ptr %168, align 2, !tbaa !22
  %175 = zext i16 %174 to i32
  %176 = shl i32 %175, %158
  %177 = trunc i32 %176 to i16
  %178 = or i16 %157, %177
  store i16 %178, ptr %13, align 8, !tbaa !19
  br i1 %173, label %179, label %198

179:                                              ; preds = %156
  %180 = trunc i16 %178 to i8
  %181 = load ptr, ptr %14, align 8, !tbaa !26
  %182 = load i64, ptr %15, align 8, !tbaa !27
  %183 = add i64 %182, 1
  store i64 %183, ptr %15, align 8, !tbaa !27
  %184 = getelementptr inbounds i8, ptr %181, i64 %182
  store i8 %180, ptr %184, align 1, !tbaa !22
  %185 = load i16, ptr %13, align 8, !tbaa !19
  %186 = lshr i16 %185, 8
  %187 = trunc nuw i16 %186 to i8
  %188 = load ptr, ptr %14, align 8, !tbaa !26
  %189 = load i64, ptr %15, align 8, !tbaa !27
  %190 = add i64 %189, 1
  store i64 %190, ptr %15, align 8, !tbaa !27
  %191 = getelementptr inbounds i8, ptr %188, i64 %189
  store i8 %187, ptr %191, align 1, !tbaa !22
  %192 = load i32, ptr %12, align 4, !tbaa !20
  %193 = sub nsw i32 16, %192
  %194 = lshr i32 %175, %193
  %195 = trunc nuw i32 %194 to i16
  store i16 %195, ptr %13, align 8, !tbaa !19
  %196 = add nsw i32 %171, -16
  %197 = add nsw i32 %196, %192
  br label %200

198:                                              ; preds = %156
  %199 = add nsw i32 %158, %171
  br label %200

200:                                              ; preds = %198, %179
  %201 = phi i16 [ %178, %198 ], [ %195, %179 ]
  %202 = phi i32 [ %199, %198 ], [ %197, %179 ]
  store i32 %202, ptr %12, align 4, !tbaa !20
  %203 = getelementptr inbounds [30 x i32], ptr @extra_dbits, i64 0, i64 %167
  %204 = load i32, ptr %203, align 4, !tbaa !48
  %205 = icmp ult i8 %166, 4
  br i1 %205, label %242, label %206

206:                                              ; preds = %200
  %207 = getelementptr inbounds [30 x i32], ptr @base_dist, i64 0, i64 %167
  %208 = load i32, ptr %207, align 4, !tbaa !48
  %209 = sub i32 %159, %208
  %210 = sub nsw i32 16, %204
  %211 = icmp sgt i32 %202, %210
  br i1 %211, label %212, label %235

212:                                              ; preds = %206
  %213 = and i32 %209, 65535
  %214 = shl i32 %209, %202
  %215 = trunc i32 %214 to i16
  %216 = or i16 %201, %215
  store i16 %216, ptr %13, align 8, !tbaa !19
  %217 = trunc i16 %216 to i8
  %218 = load ptr, ptr %14, align 8, !tbaa !26
  %219 = load i64, ptr %15, align 8, !tbaa !27
  %220 = add i64 %219, 1
  store i64 %220, ptr %15, align 8, !tbaa !27
  %221 = getelementptr inbounds i8, ptr %218, i64 %219
  store i8 %217, ptr %221, align 1, !tbaa !22
  %222 = load i16, ptr %13, align 8, !tbaa !19
  %223 = lshr i16 %222, 8
  %224 = trunc nuw i16 %223 to i8
  %225 = load ptr, ptr %14, align 8, !tbaa !26
  %226 = load i64, ptr %15, align 8, !tbaa !27
  %227 = add i64 %226, 1
  store i64 %227, ptr %15, align 8, !tbaa !27
  %228 = getelementptr inbounds i8, ptr %225, i64 %226
  store i8 %224, ptr %228, align 1, !tbaa !22
  %229 = load i32, ptr %12, align 4, !tbaa !20
  %230 = sub nsw i32 16, %229
  %231 = lshr i32 %213, %230
  %232 = trunc nuw i32 %231 to i16
  store i16 %232, ptr %13, align 8, !tbaa !19
  %233 = add nsw i32 %204, -16
  %234 = add nsw i32 %233, %229
  br label %240

235:                                              ; preds = %206
  %236 = shl i32 %209, %202
  %237 = trunc i32 %236 to i16
  %238 = or i16 %201, %237
  store i16 %238, ptr %13, align 8, !tbaa !19
  %239 = add nsw i32 %204, %202
  br label %240

240:                                              ; preds = %212, %235, %52, %71
  %241 = phi i32 [ %72, %71 ], [ %70, %52 ], [ %239, %235 ], [ %234, %212 ]
  store i32 %241, ptr %12, align 4, !tbaa !20
  br label %242

242:                                              ; preds = %240, %200
  %243 = phi i32 [ %202, %200 ], [ %241, %240 ]
  %244 = load i32, ptr %4, align 4, !tbaa !23
  %245 = icmp ult i32 %31, %244
  br i1 %245, label %16, label %246, !llvm.loop !69

246:                                              ; preds = %242, %7
  %247 = phi i32 [ %9, %7 ], [ %243, %242 ]
  %248 = getelementptr inbounds i8, ptr %1, i64 1024
  %249 = getelementptr inbounds i8, ptr %1, i64 1026
  %250 = load i16, ptr %249, align 2, !tbaa !22
  %251 = zext i16 %250 to i32
  %252 = getelementptr inbounds i8, ptr %0, i64 5940
  %253 = sub nsw i32 16, %251
  %254 = icmp sgt i32 %247, %253
  %255 = load i16, ptr %248, align 2, !tbaa !22
  %256 = zext i16 %255 to i32
  %257 = shl i32 %256, %247
  %258 = getelementptr inbounds i8, ptr %0, i64 5936
  %259 = load i16, ptr %258, align 8, !tbaa !19
  %260 = trunc i32 %257 to i16
  %261 = or i16 %259, %260
  store i16 %261, ptr %258, align 8, !tbaa !19
  br i1 %254, label %262, label %283

262:                                              ; preds = %246
  %263 = trunc i16 %261 to i8
  %264 = getelementptr inbounds i8, ptr %0, i64 16
  %265 = load ptr, ptr %264, align 8, !tbaa !26
  %266 = getelementptr inbounds i8, ptr %0, i64 40
  %267 = load i64, ptr %266, align 8, !tbaa !27
  %268 = add i64 %267, 1
  store i64 %268, ptr %266, align 8, !tbaa !27
  %269 = getelementptr inbounds i8, ptr %265, i64 %267
  store i8 %263, ptr %269, align 1, !tbaa !22
  %270 = load i16, ptr %258, align 8, !tbaa !19
  %271 = lshr i16 %270, 8
  %272 = trunc nuw i16 %271 to i8
  %273 = load ptr, ptr %264, align 8, !tbaa !26
  %274 = load i64, ptr %266, align 8, !tbaa !27
  %275 = add i64 %274, 1
  store i64 %275, ptr %266, align 8, !tbaa !27
  %276 = getelementptr inbounds i8, ptr %273, i64 %274
  store i8 %272, ptr %276, align 1, !tbaa !22
  %277 = load i32, ptr %252, align 4, !tbaa !20
  %278 = sub nsw i32 16, %277
  %279 = lshr i32 %256, %278
  %280 = trunc nuw i32 %279 to i16
  store i16 %280, ptr %258, align 8, !tbaa !19
  %281 = add nsw i32 %251, -16
  %282 = add nsw i32 %281, %277
  br label %285

283:                                              ; preds = %246
  %284 = add nsw i32 %247, %251
  br label %285

285:                                              ; preds = %283, %262
  %286 = phi i32 [ %284, %283 ], [ %282, %262 ]
  store i32 %286, ptr %252, align 4, !tbaa !20
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none) uwtable
define dso_local range(i32 0, 2) i32 @_tr_tally(ptr nocapture noundef %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #1 {
  %4 = trunc i32 %1 to i8
  %5 = getelementptr inbounds i8, ptr %0, i64 5888
  %6 = load ptr, ptr %5, align 8, !tbaa !68
  %7 = getelementptr inbounds i8, ptr %0, i64 5900
  %8 = load i32, ptr %7, align 4, !tbaa !23
  %9 = add i32 %8, 1
  store i32 %9, ptr %7, align 4, !tbaa !23
  %10 = zext i32 %8 to i64
  %11 = getelementptr inbounds i8, ptr %6, i64 %10
  store i8 %4, ptr %11, align 1, !tbaa !22
  %12 = lshr i32 %1, 8
  %13 = trunc i32 %12 to i8
  %14 = load ptr, ptr %5, align 8, !tbaa !68
  %15 = load i32, ptr %7, align 4, !tbaa !23
  %16 = add i32 %15, 1
  store i32 %16, ptr %7, align 4, !tbaa !23
  %17 = zext i32 %15 to i64
  %18 = getelementptr inbounds i8, ptr %14, i64 %17
  store i8 %13, ptr %18, align 1, !tbaa !22
  %19 = trunc i32 %2 to i8
  %20 = load ptr, ptr %5, align 8, !tbaa !68
  %21 = load i32, ptr %7, align 4, !tbaa !23
  %22 = add i32 %21, 1
  store i32 %22, ptr %7, align 4, !tbaa !23
  %23 = zext i32 %21 to i64
  %24 = getelementptr inbounds i8, ptr %20, i64 %23
  store i8 %19, ptr %24, align 1, !tbaa !22
  %25 = icmp eq i32 %1, 0
  br i1 %25, label %26, label %30

26:                                               ; preds = %3
  %27 = getelementptr inbounds i8, ptr %0, i64 212
  %28 = zext i32 %2 to i64
  %29 = getelementptr inbounds [573 x %struct.ct_data_s], ptr %27, i64 0, i64 %28
  br label %54

30:                                               ; preds = %3
  %31 = getelementptr inbounds i8, ptr %0, i64 5928
  %32 = load i32, ptr %31, align 8, !tbaa !70
  %33 = add i32 %32, 1
  store i32 %33, ptr %31, align 8, !tbaa !70
  %34 = add i32 %1, -1
  %35 = getelementptr inbounds i8, ptr %0, i64 212
  %36 = zext i32 %2 to i64
  %37 = getelementptr inbounds [256 x i8], ptr @_length_code, i64 0, i64 %36
  %38 = load i8, ptr %37, align 1, !tbaa !22
  %39 = zext i8 %38 to i64
  %40 = add nuw nsw i64 %39, 257
  %41 = getelementptr inbounds [573 x %struct.ct_data_s], ptr %35, i64 0, i64 %40
  %42 = load i16, ptr %41, align 4, !tbaa !22
  %43 = add i16 %42, 1
  store i16 %43, ptr %41, align 4, !tbaa !22
  %44 = getelementptr inbounds i8, ptr %0, i64 2504
  %45 = icmp ult i32 %1, 257
  %46 = lshr i32 %34, 7
  %47 = add nuw nsw i32 %46, 256
  %48 = select i1 %45, i32 %34, i32 %47
  %49 = zext nneg i32 %48 to i64
  %50 = getelementptr inbounds [512 x i8], ptr @_dist_code, i64 0, i64 %49
  %51 = load i8, ptr %50, align 1, !tbaa !22
  %52 = zext i8 %51 to i64
  %53 = getelementptr inbounds [61 x %struct.ct_data_s], ptr %44, i64 0, i64 %52
  br label %54

54:                                               ; preds = %30, %26
  %55 = phi ptr [ %53, %30 ], [ %29, %26 ]
  %56 = load i16, ptr %55, align 4, !tbaa !22
  %57 = add i16 %56, 1
  store i16 %57, ptr %55, align 4, !tbaa !22
  %58 = load i32, ptr %7, align 4, !tbaa !23
  %59 = getelementptr inbounds i8, ptr %0, i64 5904
  %60 = load i32, ptr %59, align 8, !tbaa !71
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
  %7 = load i16, ptr %6, align 2, !tbaa !22
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
  %34 = load i16, ptr %33, align 2, !tbaa !22
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
  %46 = load i32, ptr %13, align 4, !tbaa !20
  br label %47

47:                                               ; preds = %42, %81
  %48 = phi i32 [ %82, %81 ], [ %46, %42 ]
  %49 = phi i32 [ %83, %81 ], [ %36, %42 ]
  %50 = load i16, ptr %45, align 2, !tbaa !22
  %51 = zext i16 %50 to i32
  %52 = sub nsw i32 16, %51
  %53 = icmp sgt i32 %48, %52
  %54 = load i16, ptr %44, align 4, !tbaa !22
  %55 = zext i16 %54 to i32
  %56 = shl i32 %55, %48
  %57 = load i16, ptr %14, align 8, !tbaa !19
  %58 = trunc i32 %56 to i16
  %59 = or i16 %57, %58
  store i16 %59, ptr %14, align 8, !tbaa !19
  br i1 %53, label %60, label %79

60:                                               ; preds = %47
  %61 = trunc i16 %59 to i8
  %62 = load ptr, ptr %15, align 8, !tbaa !26
  %63 = load i64, ptr %16, align 8, !tbaa !27
  %64 = add i64 %63, 1
  store i64 %64, ptr %16, align 8, !tbaa !27
  %65 = getelementptr inbounds i8, ptr %62, i64 %63
  store i8 %61, ptr %65, align 1, !tbaa !22
  %66 = load i16, ptr %14, align 8, !tbaa !19
  %67 = lshr i16 %66, 8
  %68 = trunc nuw i16 %67 to i8
  %69 = load ptr, ptr %15, align 8, !tbaa !26
  %70 = load i64, ptr %16, align 8, !tbaa !27
  %71 = add i64 %70, 1
  store i64 %71, ptr %16, align 8, !tbaa !27
  %72 = getelementptr inbounds i8, ptr %69, i64 %70
  store i8 %68, ptr %72, align 1, !tbaa !22
  %73 = load i32, ptr %13, align 4, !tbaa !20
  %74 = sub nsw i32 16, %73
  %75 = lshr i32 %55, %74
  %76 = trunc nuw i32 %75 to i16
  store i16 %76, ptr %14, align 8, !tbaa !19
  %77 = add nsw i32 %51, -16
  %78 = add nsw i32 %77, %73
  br label %81

79:                                               ; preds = %47
  %80 = add nsw i32 %48, %51
  br label %81

81:                                               ; preds = %79, %60
  %82 = phi i32 [ %80, %79 ], [ %78, %60 ]
  store i32 %82, ptr %13, align 4, !tbaa !20
  %83 = add nsw i32 %49, -1
  %84 = icmp eq i32 %83, 0
  br i1 %84, label %324, label %47, !llvm.loop !72

85:                                               ; preds = %40
  %86 = icmp eq i32 %28, 0
  %87 = load i32, ptr %13, align 4, !tbaa !20
  br i1 %86, label %193, label %88

88:                                               ; preds = %85
  %89 = icmp eq i32 %28, %27
  br i1 %89, label %127, label %90

90:                                               ; preds = %88
  %91 = zext nneg i32 %28 to i64
  %92 = getelementptr inbounds [39 x %struct.ct_data_s], ptr %12, i64 0, i64 %91
  %93 = getelementptr inbounds i8, ptr %92, i64 2
  %94 = load i16, ptr %93, align 2, !tbaa !22
  %95 = zext i16 %94 to i32
  %96 = sub nsw i32 16, %95
  %97 = icmp sgt i32 %87, %96
  %98 = load i16, ptr %92, align 4, !tbaa !22
  %99 = zext i16 %98 to i32
  %100 = shl i32 %99, %87
  %101 = load i16, ptr %14, align 8, !tbaa !19
  %102 = trunc i32 %100 to i16
  %103 = or i16 %101, %102
  store i16 %103, ptr %14, align 8, !tbaa !19
  br i1 %97, label %104, label %123

104:                                              ; preds = %90
  %105 = trunc i16 %103 to i8
  %106 = load ptr, ptr %15, align 8, !tbaa !26
  %107 = load i64, ptr %16, align 8, !tbaa !27
  %108 = add i64 %107, 1
  store i64 %108, ptr %16, align 8, !tbaa !27
  %109 = getelementptr inbounds i8, ptr %106, i64 %107
  store i8 %105, ptr %109, align 1, !tbaa !22
  %110 = load i16, ptr %14, align 8, !tbaa !19
  %111 = lshr i16 %110, 8
  %112 = trunc nuw i16 %111 to i8
  %113 = load ptr, ptr %15, align 8, !tbaa !26
  %114 = load i64, ptr %16, align 8, !tbaa !27
  %115 = add i64 %114, 1
  store i64 %115, ptr %16, align 8, !tbaa !27
  %116 = getelementptr inbounds i8, ptr %113, i64 %114
  store i8 %112, ptr %116, align 1, !tbaa !22
  %117 = load i32, ptr %13, align 4, !tbaa !20
  %118 = sub nsw i32 16, %117
  %119 = lshr i32 %99, %118
  %120 = trunc nuw i32 %119 to i16
  store i16 %120, ptr %14, align 8, !tbaa !19
  %121 = add nsw i32 %95, -16
  %122 = add nsw i32 %121, %117
  br label %125

123:                                              ; preds = %90
  %124 = add nsw i32 %87, %95
  br label %125

125:                                              ; preds = %123, %104
  %126 = phi i32 [ %124, %123 ], [ %122, %104 ]
  store i32 %126, ptr %13, align 4, !tbaa !20
  br label %127

127:                                              ; preds = %125, %88
  %128 = phi i32 [ %126, %125 ], [ %87, %88 ]
  %129 = phi i32 [ %29, %125 ], [ %36, %88 ]
  %130 = load i16, ptr %18, align 2, !tbaa !22
  %131 = zext i16 %130 to i32
  %132 = sub nsw i32 16, %131
  %133 = icmp sgt i32 %128, %132
  %134 = load i16, ptr %17, align 4, !tbaa !22
  %135 = zext i16 %134 to i32
  %136 = shl i32 %135, %128
  %137 = load i16, ptr %14, align 8, !tbaa !19
  %138 = trunc i32 %136 to i16
  %139 = or i16 %137, %138
  br i1 %133, label %140, label %159

140:                                              ; preds = %127
  store i16 %139, ptr %14, align 8, !tbaa !19
  %141 = trunc i16 %139 to i8
  %142 = load ptr, ptr %15, align 8, !tbaa !26
  %143 = load i64, ptr %16, align 8, !tbaa !27
  %144 = add i64 %143, 1
  store i64 %144, ptr %16, align 8, !tbaa !27
  %145 = getelementptr inbounds i8, ptr %142, i64 %143
  store i8 %141, ptr %145, align 1, !tbaa !22
  %146 = load i16, ptr %14, align 8, !tbaa !19
  %147 = lshr i16 %146, 8
  %148 = trunc nuw i16 %147 to i8
  %149 = load ptr, ptr %15, align 8, !tbaa !26
  %150 = load i64, ptr %16, align 8, !tbaa !27
  %151 = add i64 %150, 1
  store i64 %151, ptr %16, align 8, !tbaa !27
  %152 = getelementptr inbounds i8, ptr %149, i64 %150
  store i8 %148, ptr %152, align 1, !tbaa !22
  %153 = load i32, ptr %13, align 4, !tbaa !20
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
  store i32 %163, ptr %13, align 4, !tbaa !20
  %164 = icmp sgt i32 %163, 14
  %165 = add i32 %129, 65533
  br i1 %164, label %166, label %188

166:                                              ; preds = %161
  %167 = and i32 %165, 65535
  %168 = shl i32 %165, %163
  %169 = trunc i32 %168 to i16
  %170 = or i16 %162, %169
  store i16 %170, ptr %14, align 8, !tbaa !19
  %171 = trunc i16 %170 to i8
  %172 = load ptr, ptr %15, align 8, !tbaa !26
  %173 = load i64, ptr %16, align 8, !tbaa !27
  %174 = add i64 %173, 1
  store i64 %174, ptr %16, align 8, !tbaa !27
  %175 = getelementptr inbounds i8, ptr %172, i64 %173
  store i8 %171, ptr %175, align 1, !tbaa !22
  %176 = load i16, ptr %14, align 8, !tbaa !19
  %177 = lshr i16 %176, 8
  %178 = trunc nuw i16 %177 to i8
  %179 = load ptr, ptr %15, align 8, !tbaa !26
  %180 = load i64, ptr %16, align 8, !tbaa !27
  %181 = add i64 %180, 1
  store i64 %181, ptr %16, align 8, !tbaa !27
  %182 = getelementptr inbounds i8, ptr %179, i64 %180
  store i8 %178, ptr %182, align 1, !tbaa !22
  %183 = load i32, ptr %13, align 4, !tbaa !20
  %184 = sub nsw i32 16, %183
  %185 = lshr i32 %167, %184
  %186 = trunc nuw i32 %185 to i16
  store i16 %186, ptr %14, align 8, !tbaa !19
  %187 = add nsw i32 %183, -14
  br label %322

188:                                              ; preds = %161
  %189 = shl i32 %165, %163
  %190 = trunc i32 %189 to i16
  %191 = or i16 %162, %190
  store i16 %191, ptr %14, align 8, !tbaa !19
  %192 = add nsw i32 %163, 2
  br label %322

193:                                              ; preds = %85
  %194 = icmp slt i32 %29, 10
  %195 = load i16, ptr %14, align 8, !tbaa !19
  br i1 %194, label %196, label %259

196:                                              ; preds = %193
  %197 = load i16, ptr %22, align 2, !tbaa !22
  %198 = zext i16 %197 to i32
  %199 = sub nsw i32 16, %198
  %200 = icmp sgt i32 %87, %199
  %201 = load i16, ptr %21, align 4, !tbaa !22
  %202 = zext i16 %201 to i32
  %203 = shl i32 %202, %87
  %204 = trunc i32 %203 to i16
  %205 = or i16 %195, %204
  br i1 %200, label %206, label %225

206:                                              ; preds = %196
  store i16 %205, ptr %14, align 8, !tbaa !19
  %207 = trunc i16 %205 to i8
  %208 = load ptr, ptr %15, align 8, !tbaa !26
  %209 = load i64, ptr %16, align 8, !tbaa !27
  %210 = add i64 %209, 1
  store i64 %210, ptr %16, align 8, !tbaa !27
  %211 = getelementptr inbounds i8, ptr %208, i64 %209
  store i8 %207, ptr %211, align 1, !tbaa !22
  %212 = load i16, ptr %14, align 8, !tbaa !19
  %213 = lshr i16 %212, 8
  %214 = trunc nuw i16 %213 to i8
  %215 = load ptr, ptr %15, align 8, !tbaa !26
  %216 = load i64, ptr %16, align 8, !tbaa !27
  %217 = add i64 %216, 1
  store i64 %217, ptr %16, align 8, !tbaa !27
  %218 = getelementptr inbounds i8, ptr %215, i64 %216
  store i8 %214, ptr %218, align 1, !tbaa !22
  %219 = load i32, ptr %13, align 4, !tbaa !20
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
  store i32 %229, ptr %13, align 4, !tbaa !20
  %230 = icmp sgt i32 %229, 13
  %231 = add nsw i32 %29, 65534
  br i1 %230, label %232, label %254

232:                                              ; preds = %227
  %233 = and i32 %231, 65535
  %234 = shl i32 %231, %229
  %235 = trunc i32 %234 to i16
  %236 = or i16 %228, %235
  store i16 %236, ptr %14, align 8, !tbaa !19
  %237 = trunc i16 %236 to i8
  %238 = load ptr, ptr %15, align 8, !tbaa !26
  %239 = load i64, ptr %16, align 8, !tbaa !27
  %240 = add i64 %239, 1
  store i64 %240, ptr %16, align 8, !tbaa !27
  %241 = getelementptr inbounds i8, ptr %238, i64 %239
  store i8 %237, ptr %241, align 1, !tbaa !22
  %242 = load i16, ptr %14, align 8, !tbaa !19
  %243 = lshr i16 %242, 8
  %244 = trunc nuw i16 %243 to i8
  %245 = load ptr, ptr %15, align 8, !tbaa !26
  %246 = load i64, ptr %16, align 8, !tbaa !27
  %247 = add i64 %246, 1
  store i64 %247, ptr %16, align 8, !tbaa !27
  %248 = getelementptr inbounds i8, ptr %245, i64 %246
  store i8 %244, ptr %248, align 1, !tbaa !22
  %249 = load i32, ptr %13, align 4, !tbaa !20
  %250 = sub nsw i32 16, %249
  %251 = lshr i32 %233, %250
  %252 = trunc nuw i32 %251 to i16
  store i16 %252, ptr %14, align 8, !tbaa !19
  %253 = add nsw i32 %249, -13
  br label %322

254:                                              ; preds = %227
  %255 = shl i32 %231, %229
  %256 = trunc i32 %255 to i16
  %257 = or i16 %228, %256
  store i16 %257, ptr %14, align 8, !tbaa !19
  %258 = add nsw i32 %229, 3
  br label %322

259:                                              ; preds = %193
  %260 = load i16, ptr %20, align 2, !tbaa !22
  %261 = zext i16 %260 to i32
  %262 = sub nsw i32 16, %261
  %263 = icmp sgt i32 %87, %262
  %264 = load i16, ptr %19, align 4, !tbaa !22
  %265 = zext i16 %264 to i32
  %266 = shl i32 %265, %87
  %267 = trunc i32 %266 to i16
  %268 = or i16 %195, %267
  br i1 %263, label %269, label %288

269:                                              ; preds = %259
  store i16 %268, ptr %14, align 8, !tbaa !19
  %270 = trunc i16 %268 to i8
  %271 = load ptr, ptr %15, align 8, !tbaa !26
  %272 = load i64, ptr %16, align 8, !tbaa !27
  %273 = add i64 %272, 1
  store i64 %273, ptr %16, align 8, !tbaa !27
  %274 = getelementptr inbounds i8, ptr %271, i64 %272
  store i8 %270, ptr %274, align 1, !tbaa !22
  %275 = load i16, ptr %14, align 8, !tbaa !19
  %276 = lshr i16 %275, 8
  %277 = trunc nuw i16 %276 to i8
  %278 = load ptr, ptr %15, align 8, !tbaa !26
  %279 = load i64, ptr %16, align 8, !tbaa !27
  %280 = add i64 %279, 1
  store i64 %280, ptr %16, align 8, !tbaa !27
  %281 = getelementptr inbounds i8, ptr %278, i64 %279
  store i8 %277, ptr %281, align 1, !tbaa !22
  %282 = load i32, ptr %13, align 4, !tbaa !20
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
  store i32 %292, ptr %13, align 4, !tbaa !20
  %293 = icmp sgt i32 %292, 9
  %294 = add nuw i32 %29, 65526
  br i1 %293, label %295, label %317

295:                                              ; preds = %290
  %296 = and i32 %294, 65535
  %297 = shl i32 %294, %292
  %298 = trunc i32 %297 to i16
  %299 = or i16 %291, %298
  store i16 %299, ptr %14, align 8, !tbaa !19
  %300 = trunc i16 %299 to i8
  %301 = load ptr, ptr %15, align 8, !tbaa !26
  %302 = load i64, ptr %16, align 8, !tbaa !27
  %303 = add i64 %302, 1
  store i64 %303, ptr %16, align 8, !tbaa !27
  %304 = getelementptr inbounds i8, ptr %301, i64 %302
  store i8 %300, ptr %304, align 1, !tbaa !22
  %305 = load i16, ptr %14, align 8, !tbaa !19
  %306 = lshr i16 %305, 8
  %307 = trunc nuw i16 %306 to i8
  %308 = load ptr, ptr %15, align 8, !tbaa !26
  %309 = load i64, ptr %16, align 8, !tbaa !27
  %310 = add i64 %309, 1
  store i64 %310, ptr %16, align 8, !tbaa !27
  %311 = getelementptr inbounds i8, ptr %308, i64 %309
  store i8 %307, ptr %311, align 1, !tbaa !22
  %312 = load i32, ptr %13, align 4, !tbaa !20
  %313 = sub nsw i32 16, %312
  %314 = lshr i32 %296, %313
  %315 = trunc nuw i32 %314 to i16
  store i16 %315, ptr %14, align 8, !tbaa !19
  %316 = add nsw i32 %312, -9
  br label %322

317:                                              ; preds = %290
  %318 = shl i32 %294, %292
  %319 = trunc i32 %318 to i16
  %320 = or i16 %291, %319
  store i16 %320, ptr %14, align 8, !tbaa !19
  %321 = add nsw i32 %292, 7
  br label %322

322:                                              ; preds = %295, %317, %232, %254, %166, %188
  %323 = phi i32 [ %192, %188 ], [ %187, %166 ], [ %258, %254 ], [ %253, %232 ], [ %321, %317 ], [ %316, %295 ]
  store i32 %323, ptr %13, align 4, !tbaa !20
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
  br i1 %334, label %335, label %25, !llvm.loop !73

335:                                              ; preds = %329, %3
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i8 @llvm.umax.i8(i8, i8) #8

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { mustprogress nofree norecurse nosync nounwind willreturn memory(write, argmem: readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree norecurse nosync nounwind memory(write, argmem: readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #8 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !7, i64 2904}
!6 = !{!"internal_state", !7, i64 0, !10, i64 8, !7, i64 16, !11, i64 24, !7, i64 32, !11, i64 40, !10, i64 48, !7, i64 56, !11, i64 64, !8, i64 72, !10, i64 76, !10, i64 80, !10, i64 84, !10, i64 88, !7, i64 96, !11, i64 104, !7, i64 112, !7, i64 120, !10, i64 128, !10, i64 132, !10, i64 136, !10, i64 140, !10, i64 144, !11, i64 152, !10, i64 160, !10, i64 164, !10, i64 168, !10, i64 172, !10, i64 176, !10, i64 180, !10, i64 184, !10, i64 188, !10, i64 192, !10, i64 196, !10, i64 200, !10, i64 204, !10, i64 208, !8, i64 212, !8, i64 2504, !8, i64 2748, !12, i64 2904, !12, i64 2928, !12, i64 2952, !8, i64 2976, !8, i64 3008, !10, i64 5300, !10, i64 5304, !8, i64 5308, !7, i64 5888, !10, i64 5896, !10, i64 5900, !10, i64 5904, !11, i64 5912, !11, i64 5920, !10, i64 5928, !10, i64 5932, !13, i64 5936, !10, i64 5940, !10, i64 5944, !11, i64 5952, !10, i64 5960}
!7 = !{!"any pointer", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!"int", !8, i64 0}
!11 = !{!"long", !8, i64 0}
!12 = !{!"tree_desc_s", !7, i64 0, !10, i64 8, !7, i64 16}
!13 = !{!"short", !8, i64 0}
!14 = !{!6, !7, i64 2920}
!15 = !{!6, !7, i64 2928}
!16 = !{!6, !7, i64 2944}
!17 = !{!6, !7, i64 2952}
!18 = !{!6, !7, i64 2968}
!19 = !{!6, !13, i64 5936}
!20 = !{!6, !10, i64 5940}
!21 = !{!6, !10, i64 5944}
!22 = !{!8, !8, i64 0}
!23 = !{!6, !10, i64 5900}
!24 = distinct !{!24, !25}
!25 = !{!"llvm.loop.mustprogress"}
!26 = !{!6, !7, i64 16}
!27 = !{!6, !11, i64 40}
!28 = !{!6, !10, i64 196}
!29 = !{!6, !7, i64 0}
!30 = !{!31, !10, i64 88}
!31 = !{!"z_stream_s", !7, i64 0, !10, i64 8, !11, i64 16, !7, i64 24, !10, i64 32, !11, i64 40, !7, i64 48, !7, i64 56, !7, i64 64, !7, i64 72, !7, i64 80, !10, i64 88, !11, i64 96, !11, i64 104}
!32 = distinct !{!32, !25}
!33 = distinct !{!33, !25}
!34 = !{!6, !10, i64 2912}
!35 = distinct !{!35, !25}
!36 = !{!6, !10, i64 2936}
!37 = !{!6, !11, i64 5912}
!38 = !{!6, !11, i64 5920}
!39 = !{!6, !10, i64 200}
!40 = distinct !{!40, !25}
!41 = !{!12, !7, i64 0}
!42 = !{!12, !7, i64 16}
!43 = !{!44, !7, i64 0}
!44 = !{!"static_tree_desc_s", !7, i64 0, !7, i64 8, !10, i64 16, !10, i64 20, !10, i64 24}
!45 = !{!44, !10, i64 20}
!46 = !{!6, !10, i64 5300}
!47 = !{!6, !10, i64 5304}
!48 = !{!10, !10, i64 0}
!49 = distinct !{!49, !25}
!50 = distinct !{!50, !25}
!51 = !{!12, !10, i64 8}
!52 = distinct !{!52, !25}
!53 = distinct !{!53, !25}
!54 = distinct !{!54, !25}
!55 = !{!44, !7, i64 8}
!56 = !{!44, !10, i64 16}
!57 = !{!44, !10, i64 24}
!58 = !{!13, !13, i64 0}
!59 = distinct !{!59, !25}
!60 = distinct !{!60, !25}
!61 = distinct !{!61, !25}
!62 = distinct !{!62, !25}
!63 = distinct !{!63, !25}
!64 = distinct !{!64, !25}
!65 = distinct !{!65, !66}
!66 = !{!"llvm.loop.unroll.disable"}
!67 = distinct !{!67, !25}
!68 = !{!6, !7, i64 5888}
!69 = distinct !{!69, !25}
!70 = !{!6, !10, i64 5928}
!71 = !{!6, !10, i64 5904}
!72 = distinct !{!72, !25}
!73 = distinct !{!73, !25}
