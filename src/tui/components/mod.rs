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

/// `1 line`, `2 lines`: the one plural helper of the components' texts.
pub fn count(n: usize, one: &str, many: &str) -> String {
    match n {
        1 => format!("1 {one}"),
        n => format!("{n} {many}"),
    }
}
