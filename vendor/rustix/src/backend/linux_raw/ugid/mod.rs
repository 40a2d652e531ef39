pub(crate) mod syscalls;
