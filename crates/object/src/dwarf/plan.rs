//! What the debug information says of each function, read from its metadata and
//! compiled code without the compile unit being written: plain data made for all
//! functions in parallel, which the serial writer then turns into DIEs.

use super::FunctionScopes;
use crate::arch::ArchTables;
use crate::PlacedFunction;
use gimli::write::{Address, Expression, Location};
use gimli::{constants, Register};
use rllc_codegen::debug_lines::{subprogram, ValueLocation, ValueVariable, NO_SCOPE};
use rllc_ir::debuginfo::{tuple_elements, DiNode};
use rllc_ir::metadata::{MdRef, Metadata};
use rllc_ir::module::Module;

/// What a declaration node (a subprogram or a variable) says of its DIE.
pub(super) struct Declaration {
    pub name: Option<Vec<u8>>,
    pub linkage_name: Option<Vec<u8>>,
    /// Its `DIFile` node and line.
    pub file: Option<(u32, u64)>,
    /// Its type node (`None` for subprograms, whose type is their return type).
    pub ty: Option<MdRef>,
}

impl Declaration {
    /// The declaration of `node`.
    pub fn of(node: &DiNode) -> Declaration {
        Declaration {
            name: node.string("name"),
            linkage_name: node.string("linkageName"),
            file: match node.node_ref("file") {
                Some(MdRef::Node(n)) => Some((n, node.uint("line"))),
                _ => None,
            },
            ty: match node.kind {
                b"DISubprogram" => None,
                _ => node.node_ref("type"),
            },
        }
    }
}

/// What a `DISubprogram` says of its DIE.
pub(super) struct SubprogramDeclaration {
    pub declaration: Declaration,
    /// Its return type: the first of its subroutine type's types (none for void).
    pub ret: Option<MdRef>,
    pub prototyped: bool,
}

impl SubprogramDeclaration {
    /// The declaration of subprogram node `sp`.
    pub fn of(md: &Metadata, sp: &DiNode) -> SubprogramDeclaration {
        SubprogramDeclaration {
            declaration: Declaration::of(sp),
            ret: sp
                .node_ref("type")
                .and_then(|t| DiNode::of(md, t))
                .and_then(|t| t.field("types").map(|ts| tuple_elements(md, ts)))
                .and_then(|ts| ts.first().copied().flatten()),
            prototyped: sp
                .field("flags")
                .is_some_and(|f| super::has_flag(f, b"DIFlagPrototyped")),
        }
    }
}

/// A variable of a function that gets a DIE.
pub(super) struct Variable {
    /// Its lexical block (an index in [`FunctionScopes::scopes`]), `None` for the
    /// function itself.
    pub parent: Option<usize>,
    /// Its argument number (0 for a local variable).
    pub arg: u64,
    pub declaration: Declaration,
    pub location: Option<VariableLocation>,
}

/// Where a variable is.
pub(super) enum VariableLocation {
    /// In one place (a frame slot) for the whole function.
    Expression(Expression),
    /// In places that depend on the code address.
    List(Vec<Location>),
}

/// The debug information of one function with a subprogram.
pub(super) struct FunctionPlan {
    pub subprogram: SubprogramDeclaration,
    pub scopes: FunctionScopes,
    /// Its variables with a DIE, in order: those in frame slots, then those in registers
    /// or constant (parameters first, in order).
    pub variables: Vec<Variable>,
}

impl FunctionPlan {
    /// The plan of placed function number `k`, `f`, of module `m`; `None` when it has no
    /// subprogram.
    pub fn of(m: &Module, k: usize, f: &PlacedFunction, arch: &ArchTables) -> Option<FunctionPlan> {
        let md = &m.metadata;
        let sp_ref = subprogram(m, f.global)?;
        let sp = DiNode::of(md, sp_ref)?;
        let sp_node = match sp_ref {
            MdRef::Node(n) => n,
            _ => NO_SCOPE,
        };
        let scopes = FunctionScopes::of(md, &f.compiled.lines, f.compiled.code.len() as u64);
        // A variable in its lexical block if that has code (a variable of a block
        // without code is left out rather than put in a wider scope).
        let variable = |variable: MdRef| {
            let var = DiNode::of(md, variable)?;
            let parent = match var.node_ref("scope") {
                Some(MdRef::Node(n)) => match scopes.index.get(&(n, NO_SCOPE)) {
                    Some(&s) => Some(s),
                    None if sp_node == n => None,
                    None => return None,
                },
                _ => None,
            };
            Some(Variable {
                parent,
                arg: var.uint("arg"),
                declaration: Declaration::of(&var),
                location: None,
            })
        };
        let mut variables: Vec<Variable> = f
            .compiled
            .variables
            .iter()
            .filter_map(|v| {
                let mut loc = Expression::new();
                loc.op_fbreg(v.cfa_offset);
                Some(Variable {
                    location: Some(VariableLocation::Expression(loc)),
                    ..variable(v.variable)?
                })
            })
            .collect();
        // Variables with values in registers or constant, parameters first (in order):
        // elsewhere the value is not available.
        let mut in_registers: Vec<(Variable, &ValueVariable)> = f
            .compiled
            .value_variables
            .iter()
            .filter(|v| {
                !f.compiled
                    .variables
                    .iter()
                    .any(|w| w.variable == v.variable)
            })
            .filter_map(|v| Some((variable(v.variable)?, v)))
            .collect();
        in_registers.sort_by_key(|(var, _)| (var.arg == 0, var.arg));
        variables.extend(in_registers.into_iter().map(|(var, v)| {
            let list = location_list(v, k, arch);
            Variable {
                location: (!list.is_empty()).then_some(VariableLocation::List(list)),
                ..var
            }
        }));
        Some(FunctionPlan {
            subprogram: SubprogramDeclaration::of(md, &sp),
            scopes,
            variables,
        })
    }
}

/// The locations of variable `v` of function `k`: its ranges whose place DWARF can say.
fn location_list(v: &ValueVariable, k: usize, arch: &ArchTables) -> Vec<Location> {
    v.ranges
        .iter()
        .filter_map(|&(start, end, location)| {
            let mut data = Expression::new();
            match location {
                ValueLocation::Register(reg) => {
                    data.op_reg(Register(arch.dwarf_register(reg).ok()?));
                }
                ValueLocation::Constant(c) => {
                    data.op_constu(c);
                    data.op(constants::DW_OP_stack_value);
                }
            }
            Some(Location::StartLength {
                begin: Address::Symbol {
                    symbol: k,
                    addend: i64::from(start),
                },
                length: u64::from(end - start),
                data,
            })
        })
        .collect()
}
