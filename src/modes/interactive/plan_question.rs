//! Line mode's plan question: after a run that proposed a plan (`<proposed_plan>` in plan mode),
//! the same choices the terminal UI's dialog offers, asked on stderr and answered on the input:
//! approve (back to the mode before plan mode), approve with accept-edits, approve with manual
//! approvals, reject with feedback, or keep planning. The answer's next prompt is returned.

use std::io::{BufRead, Write};

use crate::agent::Agent;
use crate::agent::plan::{PlanDecision, PlanStatus, parse};
use crate::permissions::mode::Mode;

/// The question's answer keys.
const QUESTION: &str = "Approve this plan? [1] yes  [2] yes, accept edits  [3] yes, ask before edits  [4] no, give feedback  [5] keep planning: ";

/// When the last run ended with a proposal that is still open, asks about it; returns the
/// prompt to send next (the approved plan's start, or the feedback).
pub fn review<R: BufRead>(agent: &Agent, input: &mut R) -> Option<String> {
    let ended_with_plan = agent
        .last_run()
        .is_some_and(|s| parse::proposed_plan(&s.final_text).is_some());
    let plan = agent
        .latest_plan()
        .filter(|p| ended_with_plan && p.status == PlanStatus::Proposed)?;
    let mut err = std::io::stderr().lock();
    let decision = ask(input, &mut err, plan.steps.len())?;
    drop(err);
    match agent.plan_response(&plan.id, decision) {
        Ok(resolution) => {
            if let Some(mode) = resolution.mode {
                crate::util::output::write_stderr_line(&format!(
                    "Plan approved; permission mode: {}",
                    mode.display_name()
                ));
            }
            resolution.prompt
        }
        Err(e) => {
            crate::util::output::write_stderr_line(&format!("error: {e}"));
            None
        }
    }
}

/// Writes the question to `w` and reads the answer (and the feedback for a rejection) from
/// `r`. End of input, or three answers that are not a choice, keep planning (`None`).
pub fn ask<R: BufRead, W: Write>(r: &mut R, w: &mut W, steps: usize) -> Option<PlanDecision> {
    let _ = writeln!(
        w,
        "Plan proposed ({steps} step{}).",
        if steps == 1 { "" } else { "s" }
    );
    for _ in 0..3 {
        let _ = write!(w, "{QUESTION}");
        let _ = w.flush();
        let answer = read_line(r, w)?;
        let decision = match answer.trim().to_ascii_lowercase().as_str() {
            "1" | "y" | "yes" => PlanDecision::Approve { mode: None },
            "2" => PlanDecision::Approve {
                mode: Some(Mode::AutoEdit),
            },
            "3" => PlanDecision::Approve {
                mode: Some(Mode::Default),
            },
            "4" | "n" | "no" => {
                let _ = write!(w, "Feedback: ");
                let _ = w.flush();
                let feedback = read_line(r, w)?;
                if feedback.trim().is_empty() {
                    let _ = writeln!(w, "No feedback given; keep planning.");
                    return None;
                }
                PlanDecision::Reject {
                    feedback: feedback.trim().to_string(),
                }
            }
            "5" | "" => return None,
            _ => continue,
        };
        return Some(decision);
    }
    None
}

fn read_line<R: BufRead, W: Write>(r: &mut R, w: &mut W) -> Option<String> {
    let mut line = String::new();
    match r.read_line(&mut line) {
        Ok(0) | Err(_) => {
            let _ = writeln!(w);
            None
        }
        Ok(_) => Some(line.trim_end_matches(['\n', '\r']).to_string()),
    }
}

#[cfg(test)]
mod tests {
    use super::ask;
    use crate::agent::plan::PlanDecision;
    use crate::permissions::mode::Mode;

    #[test]
    fn answers() {
        let table: [(&str, Option<PlanDecision>); 8] = [
            ("1\n", Some(PlanDecision::Approve { mode: None })),
            ("y\n", Some(PlanDecision::Approve { mode: None })),
            (
                "2\n",
                Some(PlanDecision::Approve {
                    mode: Some(Mode::AutoEdit),
                }),
            ),
            (
                "3\n",
                Some(PlanDecision::Approve {
                    mode: Some(Mode::Default),
                }),
            ),
            (
                "4\nsmaller steps\n",
                Some(PlanDecision::Reject {
                    feedback: "smaller steps".into(),
                }),
            ),
            ("4\n\n", None),
            ("x\nx\n5\n", None),
            ("", None),
        ];
        for (input, want) in table {
            let mut out = Vec::new();
            assert_eq!(ask(&mut input.as_bytes(), &mut out, 2), want, "{input:?}");
            let text = String::from_utf8_lossy(&out);
            assert!(
                text.starts_with("Plan proposed (2 steps).\nApprove this plan? [1] yes"),
                "{text}"
            );
        }
    }
}
