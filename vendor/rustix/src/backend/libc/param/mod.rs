pub(crate) mod auxv;
