//! What the model is told about plan mode: the full and the short instructions
//! (`ama.plan_mode`), the note that plan mode was left by hand (`ama.plan_mode_exit`), and the
//! hand-over of an approved plan (`ama.plan_approved`). They reach the model as messages before
//! a prompt, never as system-prompt edits, so the cached prefix stays the same.

use crate::permissions::mode::Mode;

/// `ama.plan_mode`, full version: on entering plan mode and after a compaction.
pub const FULL: &str = "<system-reminder>
Plan mode is active. The user wants the task researched and planned before anything changes.
- Do not edit or create files, and do not run commands that change anything: such tool calls are denied in plan mode. Reading, searching and read-only commands are allowed.
- Explore the code until you understand what the task needs. Ask the user when an important choice is unclear.
- When the plan is ready, end your reply with it inside one <proposed_plan> block, for example:

<proposed_plan>
# Add a --json flag
Print the report as JSON when --json is given.
1. Parse the flag in src/cli.rs
2. Serialise the report in src/report.rs
3. Test both outputs
</proposed_plan>

- Write each step as one numbered item: on approval the steps become the todo list.
- The user then approves the plan, rejects it with feedback, or asks you to keep planning. Do not start the work before the plan is approved.
</system-reminder>";

/// `ama.plan_mode`, short version: every 5 prompts while plan mode lasts.
pub const SHORT: &str = "<system-reminder>
Plan mode is still active: research only, change nothing. End with the plan in a <proposed_plan> block, one numbered item per step, for the user to approve.
</system-reminder>";

/// `ama.plan_mode_exit`: the user left plan mode without approving a plan.
pub fn exit(mode: Mode) -> String {
    format!(
        "<system-reminder>
Plan mode has ended: the user left it by hand and no plan was approved. The permission mode is now `{}`; you may edit files and run commands as it allows.
</system-reminder>",
        mode.as_str()
    )
}

/// `ama.plan_approved`: the approved plan, where it is kept, and how to report progress (the
/// todo list when the todo tool is active, else a `[DONE:<step>]` line per finished step).
pub fn approved(markdown: &str, file: Option<&str>, mode: Mode, todo_tool: bool) -> String {
    let mut out = format!(
        "<system-reminder>
The user approved the plan below. Plan mode has ended; the permission mode is now `{}`. Carry out the plan now.
",
        mode.as_str()
    );
    if let Some(file) = file {
        out.push_str(&format!("The plan is also saved at {file}.\n"));
    }
    out.push_str("\n<approved_plan>\n");
    out.push_str(markdown);
    out.push_str("\n</approved_plan>\n\n");
    if todo_tool {
        out.push_str("Track progress with the todo tool: the list already holds one item per plan step (its planStep is the step number). Mark an item in_progress when you start it and done as soon as it is finished.\n");
    } else {
        out.push_str("Report progress as you go: when a step is finished, write a line of its own `[DONE:<n>]`, where <n> is the step's number (e.g. `[DONE:1]`).\n");
    }
    out.push_str("</system-reminder>");
    out
}
