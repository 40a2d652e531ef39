//! The components of tui.md's layout. Each renders its own state for a width and holds text that
//! has been through the sanitiser.

pub mod approval;
pub mod blocks;
pub mod confirm;
pub mod header;
pub mod loader;
pub mod markdown;
pub mod markdown_table;
pub mod plan_dialog;
pub mod select_list;
pub mod status_bar;
pub mod text;
pub mod tool_call;
