//! Checks of address and vector computations: `getelementptr` (source type, pointer and
//! index operands, struct indices) and the masks of `shufflevector`.

use super::*;

impl Verifier<'_> {
    pub(super) fn shuffle_ok(&self, body: &Body, args: &[Value], mask: Const, res: Type) -> bool {
        let t = self.t;
        let vt = self.ty(body, args[0]);
        if self.ty(body, args[1]) != vt {
            return false;
        }
        let TypeData::Vector {
            len,
            scalable,
            elem,
        } = *t.get(vt)
        else {
            return false;
        };
        let TypeData::Vector {
            len: ml,
            scalable: ms,
            elem: me,
        } = *t.get(self.m.consts.ty(mask))
        else {
            return false;
        };
        if t.int_width(me) != Some(32) || ms != scalable {
            return false;
        }
        let limit = 2 * len as u64;
        let elem_ok = |x: Const| match self.m.consts.get(x).kind {
            ConstKind::Int(v) => v < limit,
            ConstKind::Undef | ConstKind::Poison => true,
            _ => false,
        };
        let mask_ok = match &self.m.consts.get(mask).kind {
            ConstKind::Undef | ConstKind::Poison | ConstKind::Zero => true,
            ConstKind::Aggregate(es) => !scalable && es.iter().all(|&x| elem_ok(x)),
            ConstKind::Splat(x) => {
                if scalable {
                    matches!(
                        self.m.consts.get(*x).kind,
                        ConstKind::Int(0) | ConstKind::Undef | ConstKind::Poison
                    )
                } else {
                    elem_ok(*x)
                }
            }
            _ => false,
        };
        if !mask_ok {
            return false;
        }
        matches!(*t.get(res), TypeData::Vector { len: rl, scalable: rs, elem: re }
            if rl == ml && rs == ms && re == elem)
    }

    pub(super) fn gep(&mut self, body: &Body, i: Inst, source: Type) -> VResult {
        let t = self.t;
        let args = body.args(i);
        let d = &body.insts[i];
        let e = |msg: &str| Err(err(body, i, msg));
        let Some(&base) = args.first() else {
            return e("getelementptr requires a pointer operand");
        };
        let bt = self.ty(body, base);
        if !self.ptr_like(bt) {
            return e("GEP base pointer is not a vector or a vector of pointers");
        }
        if !self.is_sized(source) {
            return e("GEP into unsized type");
        }
        let mut width = t.is_vector(bt).then(|| elem_count(t, bt));
        for &idx in &args[1..] {
            let it = self.ty(body, idx);
            if !self.int_like(it) {
                return e("GEP indexes must be integers");
            }
            if t.is_vector(it) {
                let w = elem_count(t, it);
                match width {
                    Some(x) if x != w => return e("invalid GEP index vector width"),
                    _ => width = Some(w),
                }
            }
        }
        let mut cur = source;
        for &idx in args.iter().skip(2) {
            cur = match t.get(cur) {
                TypeData::Array { elem, .. } | TypeData::Vector { elem, .. } => *elem,
                TypeData::Struct { .. } | TypeData::Named(_) => {
                    let fields = t.struct_fields(cur).unwrap_or(&[]);
                    match self.struct_index(idx) {
                        Some(k) if (k as usize) < fields.len() => fields[k as usize],
                        _ => return e("invalid getelementptr indices"),
                    }
                }
                _ => return e("invalid getelementptr indices"),
            };
        }
        let scalar_ptr = t.scalar(bt);
        let ok = match width {
            Some((n, s)) => matches!(*t.get(d.ty), TypeData::Vector { len, scalable, elem }
                if len == n && scalable == s && elem == scalar_ptr),
            None => d.ty == bt,
        };
        if !ok {
            return e("GEP is not of right type for indices");
        }
        Ok(())
    }

    /// The value of a struct index: a constant `i32` (or a splat of one), else `None`.
    fn struct_index(&self, v: Value) -> Option<u64> {
        let t = self.t;
        let Value::Const(k) = v else { return None };
        let kd = self.m.consts.get(k);
        if t.int_width(t.scalar(kd.ty)) != Some(32) {
            return None;
        }
        match &kd.kind {
            ConstKind::Int(x) if !t.is_vector(kd.ty) => Some(*x),
            _ if elem_count(t, kd.ty).1 => None,
            ConstKind::Zero => Some(0),
            ConstKind::Splat(x) => self.m.consts.as_u64(*x),
            ConstKind::Aggregate(es) => {
                let first = self.m.consts.as_u64(*es.first()?)?;
                es.iter()
                    .all(|&x| self.m.consts.as_u64(x) == Some(first))
                    .then_some(first)
            }
            _ => None,
        }
    }
}
