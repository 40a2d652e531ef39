pub mod consts;
#[cfg(feature = "const-generics")]
pub mod generic_const_mappings;
pub mod op;
