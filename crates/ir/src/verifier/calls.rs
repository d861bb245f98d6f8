//! Checks of calls (`call`, `invoke`, `callbr`): the call-site details, arguments and
//! result against the function type (varargs, intrinsics called with their declaration's
//! type, token and metadata parameters), unwind destinations, and `musttail` calls against
//! the caller's signature and the `ret` that must follow them.

use super::*;

impl Verifier<'_> {
    pub(super) fn call(
        &mut self,
        cx: &FnCx,
        b: Block,
        i: Inst,
        id: crate::inst::CallId,
    ) -> VResult {
        let body = cx.body;
        let t = self.t;
        let d = &body.insts[i];
        let args = body.args(i);
        let e = |msg: &str| Err(err(body, i, msg));
        let Some(info) = body.calls.get(id) else {
            return e("call refers to call-site details that do not exist");
        };
        let n = info.num_args as usize;
        let nb: usize = info.bundles.iter().map(|x| x.1 as usize).sum();
        let ndest = match d.kind {
            InstKind::Invoke(_) => 2,
            InstKind::CallBr(_) => 1 + info.num_indirect as usize,
            _ => 0,
        };
        if args.len() != 1 + n + nb + ndest {
            return e("malformed call operand list");
        }
        let dests = &args[1 + n + nb..];
        if dests.iter().any(|v| !matches!(v, Value::Block(_))) {
            return e(&format!(
                "{} destination must be a basic block",
                opcode(&d.kind)
            ));
        }
        let callee = args[0];
        let Some((ret, params, vararg)) = t.function_parts(info.fn_ty) else {
            return e("callee type is not a function type");
        };
        match callee {
            Value::Asm(k) => {
                let asm = &body.asms[k as usize];
                if asm.fn_ty != info.fn_ty {
                    return e("inline asm type does not match the call's function type");
                }
                if let Err(msg) = asm_constraints_fit(t, &asm.constraints, ret, params.len()) {
                    return e(&format!(
                        "invalid type for inline asm constraint string: {msg}"
                    ));
                }
            }
            _ => {
                if !t.is_ptr(self.ty(body, callee)) {
                    return e("called function must be a pointer");
                }
            }
        }
        if n < params.len() || (!vararg && n != params.len()) {
            return e(&format!(
                "incorrect number of arguments passed to called function: {n} instead of {}{}",
                if vararg { "at least " } else { "" },
                params.len()
            ));
        }
        for (k, (&a, &p)) in args[1..1 + n].iter().zip(params).enumerate() {
            let at = self.ty(body, a);
            if at != p {
                return e(&format!(
                    "call parameter type does not match function signature: argument {} is '{}' but the function takes '{}'",
                    k + 1,
                    self.type_str(at),
                    self.type_str(p)
                ));
            }
        }
        if d.ty != ret {
            return e("call result type does not match the callee's return type");
        }
        let direct = self.direct_callee(callee);
        let intrinsic = direct.is_some_and(|g| self.is_intrinsic_name(g));
        if let Some(g) = direct.filter(|_| intrinsic) {
            if self.m.globals[g].value_type != info.fn_ty {
                return e(&format!(
                    "invalid user of intrinsic instruction: {} is called with a different function type",
                    self.global_name(g)
                ));
            }
        }
        if !intrinsic {
            for &p in params {
                if matches!(t.get(p), TypeData::Metadata) {
                    return e("function has metadata parameter but isn't an intrinsic");
                }
                if self.is_token(p) {
                    return e("function has token parameter but isn't an intrinsic");
                }
            }
        }
        if direct.is_none() {
            if self.is_token(ret) {
                return e("return type cannot be token for indirect call");
            }
            if matches!(t.get(ret), TypeData::X86Amx) {
                return e("return type cannot be x86_amx for indirect call");
            }
        }
        match d.kind {
            InstKind::Call(_) if info.tail == TailKind::MustTail => {
                self.musttail(cx, b, i, info.fn_ty, info.cc, callee, intrinsic)?
            }
            InstKind::Invoke(_) => {
                let Value::Block(unwind) = dests[1] else {
                    unreachable!("checked above")
                };
                let pad = self.first_non_phi(body, unwind);
                if !pad.is_some_and(|p| is_eh_pad(&body.insts[p].kind)) {
                    return e(
                        "the unwind destination does not have an exception handling instruction",
                    );
                }
            }
            InstKind::CallBr(_) if !matches!(callee, Value::Asm(_)) && !intrinsic => {
                return e("callbr is currently only used for asm-goto");
            }
            _ => {}
        }
        Ok(())
    }

    #[allow(clippy::too_many_arguments)]
    fn musttail(
        &self,
        cx: &FnCx,
        b: Block,
        i: Inst,
        fn_ty: Type,
        cc: CallConv,
        callee: Value,
        intrinsic: bool,
    ) -> VResult {
        let body = cx.body;
        let t = self.t;
        let e = |msg: &str| Err(err(body, i, msg));
        if matches!(callee, Value::Asm(_)) {
            return e("cannot use musttail call with inline asm");
        }
        let (cret, cparams, cvararg) = t.function_parts(fn_ty).expect("checked by caller");
        if cx.vararg != cvararg {
            return e("cannot guarantee tail call due to mismatched varargs");
        }
        if cx.ret != cret {
            return e("cannot guarantee tail call due to mismatched return types");
        }
        let caller = match &self.m.globals[cx.g].kind {
            GlobalKind::Func(f) => f.cc,
            _ => CallConv::C,
        };
        if caller != cc {
            return e("cannot guarantee tail call due to mismatched calling conv");
        }
        // The call must be followed by `ret` (optionally through a bitcast) of its value.
        let insts = &body.blocks[b].insts;
        let k = self.loc[i.index()].idx as usize;
        let mut ret_val = Value::Inst(i);
        let mut next = insts.get(k + 1).copied();
        if let Some(n) = next {
            if matches!(body.insts[n].kind, InstKind::Cast(CastOp::BitCast)) {
                if body.args(n).first() != Some(&ret_val) {
                    return Err(err(
                        body,
                        n,
                        "bitcast following musttail call must use the call",
                    ));
                }
                ret_val = Value::Inst(n);
                next = insts.get(k + 2).copied();
            }
        }
        let Some(r) = next.filter(|&n| matches!(body.insts[n].kind, InstKind::Ret)) else {
            return e("musttail call must precede a ret with an optional bitcast");
        };
        match body.args(r).first() {
            None => {}
            Some(&v) if v == ret_val => {}
            Some(&Value::Const(c))
                if matches!(
                    self.m.consts.get(c).kind,
                    ConstKind::Undef | ConstKind::Poison
                ) => {}
            Some(_) => return Err(err(body, r, "musttail call result must be returned")),
        }
        if matches!(cc, CallConv::Tail | CallConv::SwiftTail) || intrinsic {
            return Ok(());
        }
        if cx.params.len() != cparams.len() {
            return e("cannot guarantee tail call due to mismatched parameter counts");
        }
        if cx.params != cparams {
            return e("cannot guarantee tail call due to mismatched parameter types");
        }
        Ok(())
    }
}

/// LLVM's `InlineAsm::verify`: outputs come first, then inputs and labels, then clobbers;
/// the outputs (but those written through a pointer, `=*`) make the result (none: `void`,
/// several: a struct of as many fields) and the inputs, with the pointers of `=*`
/// outputs, are the parameters. rllc-fuzz found inputs without arguments, which the code
/// generator read past.
fn asm_constraints_fit(
    t: &crate::types::Types,
    constraints: &[u8],
    ret: Type,
    params: usize,
) -> Result<(), &'static str> {
    let (mut outputs, mut inputs, mut indirect, mut clobbers, mut labels) = (0, 0, 0, 0, 0);
    for c in constraints.split(|&b| b == b',').filter(|c| !c.is_empty()) {
        let is_indirect = || {
            c.iter()
                .skip(1)
                .take_while(|b| b"*&%#".contains(b))
                .any(|&b| b == b'*')
        };
        match c[0] {
            b'~' => clobbers += 1,
            b'!' if clobbers != 0 => {
                return Err("label constraint occurs after clobber constraint")
            }
            b'!' => labels += 1,
            b'=' if inputs - indirect != 0 || clobbers != 0 || labels != 0 => {
                return Err("output constraint occurs after input, clobber or label constraint")
            }
            b'=' if !is_indirect() => outputs += 1,
            _ if clobbers != 0 => return Err("input constraint occurs after clobber constraint"),
            b'=' => {
                indirect += 1;
                inputs += 1;
            }
            _ => {
                // A matching constraint names an output before it.
                let code = c.iter().skip_while(|b| b"*&%#".contains(b));
                let digits: Vec<u8> = code.take_while(|b| b.is_ascii_digit()).copied().collect();
                if !digits.is_empty()
                    && std::str::from_utf8(&digits)
                        .ok()
                        .and_then(|n| n.parse::<usize>().ok())
                        .is_none_or(|n| n >= outputs + indirect)
                {
                    return Err("failed to parse constraints");
                }
                inputs += 1;
            }
        }
    }
    let fields = t.struct_fields(ret).map(<[Type]>::len);
    match outputs {
        0 if ret != t.common().void => return Err("inline asm without outputs must return void"),
        1 if fields.is_some() => return Err("inline asm with one output cannot return struct"),
        0 | 1 => {}
        n if fields != Some(n) => {
            return Err(
                "number of output constraints does not match number of return struct elements",
            )
        }
        _ => {}
    }
    if inputs != params {
        return Err("number of input constraints does not match number of parameters");
    }
    Ok(())
}
