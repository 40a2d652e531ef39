//! `ama sessions search | export | prune | restore`: their flags checked, the work done by
//! `history::`.
