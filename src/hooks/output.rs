//! What hooks answered, folded into one outcome per event: exit 0 with JSON (`continue`,
//! `stopReason`, `suppressOutput`, `systemMessage`, `decision`/`reason`, `hookSpecificOutput`
//! with `permissionDecision`, `permissionDecisionReason` and `additionalContext`), exit 0 with
//! plain text (context for UserPromptSubmit and SessionStart), exit 2 (blocks, with stderr as
//! the reason) and any other exit (a non-blocking error shown to the user).

use serde_json::Value;

use crate::hooks::Event;
use crate::hooks::exec::Ran;

/// A hook's permission decision for a tool call.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Permission {
    Allow,
    Ask(String),
    Deny(String),
}

/// Everything the hooks of one event said.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Outcome {
    /// Exit 2 or `decision: "block"`: the reason (PreToolUse denies the call, UserPromptSubmit
    /// erases the prompt, Stop continues the run, PostToolUse tells the model).
    pub blocked: Option<String>,
    /// PreToolUse's `permissionDecision` (deny beats ask beats allow).
    pub permission: Option<Permission>,
    /// Text for the model (`additionalContext`, or plain stdout where that counts).
    pub context: Vec<String>,
    /// `continue: false`: the run stops, with `stopReason` for the user.
    pub stop: Option<crate::hooks::Stopped>,
    /// Lines for the user: `systemMessage`, and the errors of hooks that failed.
    pub notices: Vec<String>,
}

impl Outcome {
    /// Adds one hook's answer.
    pub fn add(&mut self, event: Event, ran: &Ran) {
        match ran.exit_code {
            Some(0) => self.add_success(event, ran),
            Some(2) => {
                let why = ran.stderr.trim();
                let why = if why.is_empty() {
                    format!("blocked by the hook `{}`", ran.command)
                } else {
                    why.to_string()
                };
                self.block(why);
            }
            code => {
                let how = match code {
                    Some(c) => format!("exited with {c}"),
                    None if ran.timed_out => "timed out".to_string(),
                    None => "was killed".to_string(),
                };
                let detail = ran.stderr.trim();
                self.notices.push(if detail.is_empty() {
                    format!("{} hook `{}` {how}", event.as_str(), ran.command)
                } else {
                    format!("{} hook `{}` {how}: {detail}", event.as_str(), ran.command)
                });
            }
        }
    }

    fn block(&mut self, why: String) {
        match &mut self.blocked {
            Some(b) => {
                b.push('\n');
                b.push_str(&why);
            }
            None => self.blocked = Some(why),
        }
    }

    fn add_success(&mut self, event: Event, ran: &Ran) {
        let text = ran.stdout.trim();
        let json = text
            .starts_with('{')
            .then(|| serde_json::from_str::<Value>(text).ok())
            .flatten()
            .filter(Value::is_object);
        let Some(v) = json else {
            if !text.is_empty() && matches!(event, Event::UserPromptSubmit | Event::SessionStart) {
                self.context.push(text.to_string());
            }
            return;
        };
        let s = |v: &Value, k: &str| v.get(k).and_then(Value::as_str).map(str::to_string);
        if v.get("continue").and_then(Value::as_bool) == Some(false) && self.stop.is_none() {
            self.stop = Some(crate::hooks::Stopped {
                hook: ran.command.clone(),
                reason: s(&v, "stopReason").unwrap_or_else(|| {
                    format!("stopped by the {} hook `{}`", event.as_str(), ran.command)
                }),
            });
        }
        if let Some(m) = s(&v, "systemMessage") {
            self.notices.push(m);
        }
        let reason = s(&v, "reason");
        let specific = v.get("hookSpecificOutput");
        if let Some(ctx) = specific.and_then(|h| s(h, "additionalContext"))
            && !ctx.trim().is_empty()
        {
            self.context.push(ctx);
        }
        let decision = specific
            .and_then(|h| s(h, "permissionDecision"))
            .filter(|_| event == Event::PreToolUse);
        if let Some(d) = decision {
            let why = specific
                .and_then(|h| s(h, "permissionDecisionReason"))
                .or(reason.clone())
                .unwrap_or_else(|| format!("decided by the hook `{}`", ran.command));
            match d.as_str() {
                "deny" => self.permit(Permission::Deny(why)),
                "ask" => self.permit(Permission::Ask(why)),
                "allow" => self.permit(Permission::Allow),
                _ => self.notices.push(format!(
                    "PreToolUse hook `{}` answered permissionDecision \"{d}\"; use allow, deny or ask",
                    ran.command
                )),
            }
            return;
        }
        match v.get("decision").and_then(Value::as_str) {
            Some("block") => {
                let why =
                    reason.unwrap_or_else(|| format!("blocked by the hook `{}`", ran.command));
                if event == Event::PreToolUse {
                    self.permit(Permission::Deny(why));
                } else {
                    self.block(why);
                }
            }
            // Claude Code's older PreToolUse spelling of allow.
            Some("approve") if event == Event::PreToolUse => self.permit(Permission::Allow),
            _ => {}
        }
    }

    fn permit(&mut self, p: Permission) {
        let rank = |p: &Permission| match p {
            Permission::Allow => 0,
            Permission::Ask(_) => 1,
            Permission::Deny(_) => 2,
        };
        if self
            .permission
            .as_ref()
            .is_none_or(|old| rank(&p) > rank(old))
        {
            self.permission = Some(p);
        }
    }
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use super::{Outcome, Permission};
    use crate::hooks::Event;
    use crate::hooks::exec::Ran;

    fn ran(code: Option<i32>, stdout: &str, stderr: &str) -> Ran {
        Ran {
            command: "h".into(),
            exit_code: code,
            stdout: stdout.into(),
            stderr: stderr.into(),
            duration: Duration::ZERO,
            timed_out: false,
        }
    }

    fn fold(event: Event, rs: &[Ran]) -> Outcome {
        let mut o = Outcome::default();
        for r in rs {
            o.add(event, r);
        }
        o
    }

    #[test]
    fn exit_codes() {
        let o = fold(Event::PreToolUse, &[ran(Some(2), "", "no rm\n")]);
        assert_eq!(o.blocked.as_deref(), Some("no rm"));
        let o = fold(Event::Stop, &[ran(Some(1), "", "boom")]);
        assert_eq!(o.notices, ["Stop hook `h` exited with 1: boom"]);
        assert!(o.blocked.is_none());
        let o = fold(Event::UserPromptSubmit, &[ran(Some(0), "ctx line\n", "")]);
        assert_eq!(o.context, ["ctx line"]);
        let o = fold(Event::PostToolUse, &[ran(Some(0), "plain\n", "")]);
        assert!(o.context.is_empty());
    }

    #[test]
    fn json_forms() {
        let deny = r#"{"hookSpecificOutput": {"hookEventName": "PreToolUse", "permissionDecision": "deny", "permissionDecisionReason": "no"}}"#;
        let ask = r#"{"hookSpecificOutput": {"permissionDecision": "ask", "permissionDecisionReason": "sure?"}}"#;
        let allow = r#"{"hookSpecificOutput": {"permissionDecision": "allow"}}"#;
        let o = fold(
            Event::PreToolUse,
            &[ran(Some(0), allow, ""), ran(Some(0), ask, "")],
        );
        assert_eq!(o.permission, Some(Permission::Ask("sure?".into())));
        let o = fold(
            Event::PreToolUse,
            &[ran(Some(0), deny, ""), ran(Some(0), allow, "")],
        );
        assert_eq!(o.permission, Some(Permission::Deny("no".into())));
        let o = fold(
            Event::PreToolUse,
            &[ran(Some(0), r#"{"decision": "block", "reason": "r"}"#, "")],
        );
        assert_eq!(o.permission, Some(Permission::Deny("r".into())));
        let o = fold(
            Event::Stop,
            &[ran(
                Some(0),
                r#"{"decision": "block", "reason": "go on"}"#,
                "",
            )],
        );
        assert_eq!(o.blocked.as_deref(), Some("go on"));
        let o = fold(
            Event::UserPromptSubmit,
            &[ran(
                Some(0),
                r#"{"continue": false, "stopReason": "halt", "systemMessage": "hi", "hookSpecificOutput": {"additionalContext": "c"}}"#,
                "",
            )],
        );
        assert_eq!(o.stop.map(|s| s.reason).as_deref(), Some("halt"));
        assert_eq!(o.notices, ["hi"]);
        assert_eq!(o.context, ["c"]);
    }
}
