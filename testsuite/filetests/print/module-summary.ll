; test print
; Module summary entries (^N): module paths and hashes, gv entries with function,
; variable and alias summaries (flags, funcFlags, calls with hotness/relbf/tail, refs,
; typeIdInfo, vTableFuncs, params), typeid and typeidCompatibleVTable entries, flags and
; blockcount. They follow the IR and are printed as written.
define i32 @f(i32 %x) {
  ret i32 %x
}

@g = global i32 0
@vt = linkonce_odr constant [1 x ptr] [ptr @f]
@a = weak_odr protected alias i32, ptr @g

declare void @ext()

^0 = module: (path: "summary.o", hash: (1, 2, 3, 4, 5))
^1 = module: (path: "", hash: (0, 0, 0, 0, 0))
^2 = gv: (name: "f", summaries: (function: (module: ^0, flags: (linkage: external, visibility: default, notEligibleToImport: 0, live: 1, dsoLocal: 1, canAutoHide: 0, importType: definition), insts: 1, funcFlags: (readNone: 1, readOnly: 0, noRecurse: 1, returnDoesNotAlias: 0, noInline: 0, alwaysInline: 0, noUnwind: 1, mayThrow: 0, hasUnknownCall: 0, mustBeUnreachable: 0), calls: ((callee: ^4, hotness: hot), (callee: ^4, relbf: 256, tail: 1)), refs: (^5, readonly ^6, writeonly ^7), typeIdInfo: (typeTests: (^9, 42), typeTestAssumeVCalls: (vFuncId: (^9, offset: 16)), typeCheckedLoadVCalls: (vFuncId: (guid: 7004155349499253778, offset: 0)), typeTestAssumeConstVCalls: ((vFuncId: (^9, offset: 8), args: (1, 2)), (vFuncId: (^9, offset: 24))), typeCheckedLoadConstVCalls: ((vFuncId: (^9, offset: 8), args: (3)))), params: ((param: 0, offset: [0, 4], calls: ((callee: ^4, param: 1, offset: [-4, 8]))))))) ; guid = 14740650423002898831
^3 = gv: (guid: 1234, summaries: (function: (module: ^1, flags: (linkage: internal, visibility: hidden, notEligibleToImport: 1, live: 0, dsoLocal: 0, canAutoHide: 1, importType: declaration), insts: 3)))
^4 = gv: (name: "ext")
^5 = gv: (name: "g", summaries: (variable: (module: ^0, flags: (linkage: external, visibility: default, notEligibleToImport: 0, live: 1, dsoLocal: 0, canAutoHide: 0, importType: definition), varFlags: (readonly: 0, writeonly: 0, constant: 0))))
^6 = gv: (name: "vt", summaries: (variable: (module: ^0, flags: (linkage: linkonce_odr, visibility: default, notEligibleToImport: 0, live: 0, dsoLocal: 0, canAutoHide: 0), varFlags: (readonly: 1, writeonly: 0, constant: 1, vcall_visibility: 2), vTableFuncs: ((virtFunc: ^2, offset: 16)), refs: (^2))))
^7 = gv: (name: "a", summaries: (alias: (module: ^0, flags: (linkage: weak_odr, visibility: protected, notEligibleToImport: 0, live: 0, dsoLocal: 0, canAutoHide: 0), aliasee: ^5)))
^8 = typeidCompatibleVTable: (name: "_ZTS1A", summary: ((offset: 16, ^6), (offset: 24, ^6)))
^9 = typeid: (name: "_ZTS1A", summary: (typeTestRes: (kind: allOnes, sizeM1BitWidth: 7, alignLog2: 0, sizeM1: 0, bitMask: 0, inlineBits: 0), wpdResolutions: ((offset: 0, wpdRes: (kind: branchFunnel)), (offset: 8, wpdRes: (kind: singleImpl, singleImplName: "_ZN1A1nEi")), (offset: 16, wpdRes: (kind: indir, resByArg: (args: (1, 2), byArg: (kind: uniformRetVal, info: 1, byte: 0, bit: 0))))))) ; guid = 7004155349499253778
^10 = typeid: (name: "_ZTS1B", summary: (typeTestRes: (kind: unsat, sizeM1BitWidth: 0)))
^11 = flags: 8
^12 = blockcount: 1234
; EXPECTED:
; @g = global i32 0
; @vt = linkonce_odr constant [1 x ptr] [ptr @f]
;
; @a = weak_odr protected alias i32, ptr @g
;
; define i32 @f(i32 %x) {
;   ret i32 %x
; }
;
; declare void @ext()
; ^0 = module: (path: "summary.o", hash: (1, 2, 3, 4, 5))
; ^1 = module: (path: "", hash: (0, 0, 0, 0, 0))
; ^2 = gv: (name: "f", summaries: (function: (module: ^0, flags: (linkage: external, visibility: default, notEligibleToImport: 0, live: 1, dsoLocal: 1, canAutoHide: 0, importType: definition), insts: 1, funcFlags: (readNone: 1, readOnly: 0, noRecurse: 1, returnDoesNotAlias: 0, noInline: 0, alwaysInline: 0, noUnwind: 1, mayThrow: 0, hasUnknownCall: 0, mustBeUnreachable: 0), calls: ((callee: ^4, hotness: hot), (callee: ^4, relbf: 256, tail: 1)), refs: (^5, readonly ^6, writeonly ^7), typeIdInfo: (typeTests: (^9, 42), typeTestAssumeVCalls: (vFuncId: (^9, offset: 16)), typeCheckedLoadVCalls: (vFuncId: (guid: 7004155349499253778, offset: 0)), typeTestAssumeConstVCalls: ((vFuncId: (^9, offset: 8), args: (1, 2)), (vFuncId: (^9, offset: 24))), typeCheckedLoadConstVCalls: ((vFuncId: (^9, offset: 8), args: (3)))), params: ((param: 0, offset: [0, 4], calls: ((callee: ^4, param: 1, offset: [-4, 8])))))))
; ^3 = gv: (guid: 1234, summaries: (function: (module: ^1, flags: (linkage: internal, visibility: hidden, notEligibleToImport: 1, live: 0, dsoLocal: 0, canAutoHide: 1, importType: declaration), insts: 3)))
; ^4 = gv: (name: "ext")
; ^5 = gv: (name: "g", summaries: (variable: (module: ^0, flags: (linkage: external, visibility: default, notEligibleToImport: 0, live: 1, dsoLocal: 0, canAutoHide: 0, importType: definition), varFlags: (readonly: 0, writeonly: 0, constant: 0))))
; ^6 = gv: (name: "vt", summaries: (variable: (module: ^0, flags: (linkage: linkonce_odr, visibility: default, notEligibleToImport: 0, live: 0, dsoLocal: 0, canAutoHide: 0), varFlags: (readonly: 1, writeonly: 0, constant: 1, vcall_visibility: 2), vTableFuncs: ((virtFunc: ^2, offset: 16)), refs: (^2))))
; ^7 = gv: (name: "a", summaries: (alias: (module: ^0, flags: (linkage: weak_odr, visibility: protected, notEligibleToImport: 0, live: 0, dsoLocal: 0, canAutoHide: 0), aliasee: ^5)))
; ^8 = typeidCompatibleVTable: (name: "_ZTS1A", summary: ((offset: 16, ^6), (offset: 24, ^6)))
; ^9 = typeid: (name: "_ZTS1A", summary: (typeTestRes: (kind: allOnes, sizeM1BitWidth: 7, alignLog2: 0, sizeM1: 0, bitMask: 0, inlineBits: 0), wpdResolutions: ((offset: 0, wpdRes: (kind: branchFunnel)), (offset: 8, wpdRes: (kind: singleImpl, singleImplName: "_ZN1A1nEi")), (offset: 16, wpdRes: (kind: indir, resByArg: (args: (1, 2), byArg: (kind: uniformRetVal, info: 1, byte: 0, bit: 0)))))))
; ^10 = typeid: (name: "_ZTS1B", summary: (typeTestRes: (kind: unsat, sizeM1BitWidth: 0)))
; ^11 = flags: 8
; ^12 = blockcount: 1234
