//! Skills end to end: discovery (user, profile, trusted project), the system prompt's list, and
//! RPC `get_skills`.

use serde_json::json;

use crate::support::Test;
use crate::support::mock::{MockServer, Turn};
use crate::support::rpc::{ok, start};

const API: &str = "anthropic-messages";

fn skill(name: &str, description: &str) -> String {
    format!("---\nname: {name}\ndescription: {description}\n---\n# {name}\nSteps for {name}.\n")
}

/// The system prompt of the first model request.
fn system_prompt(mock: &MockServer) -> String {
    let r = mock.model_requests();
    r.first()
        .map(|r| r.body["system"].to_string())
        .unwrap_or_default()
}

#[test]
fn skills_are_listed_in_the_system_prompt_only_from_trusted_projects() {
    let run = |trust: bool| {
        let mock = MockServer::start(vec![Turn::text("ok")]);
        let mut t = Test::new()
            .mock(&mock, API)
            .write(
                ".ama/skills/deploy/SKILL.md",
                skill("deploy", "Deploy the service"),
            )
            .write(
                ".claude/skills/review/SKILL.md",
                skill("review", "Review a pull request"),
            )
            .args(&["-p", "hi"]);
        let user = t.config_dir().join("skills/pdf");
        std::fs::create_dir_all(&user).unwrap_or_default();
        std::fs::write(user.join("SKILL.md"), skill("pdf", "Fill PDF forms")).unwrap_or_default();
        if trust {
            t = t.arg("--trust-project");
        }
        t.run().status(0);
        (system_prompt(&mock), t)
    };
    let (prompt, t) = run(false);
    let user_md = t.config_dir().join("skills/pdf/SKILL.md");
    assert!(
        prompt.contains(&format!("- pdf: Fill PDF forms ({})", user_md.display())),
        "{prompt}"
    );
    assert!(
        !prompt.contains("deploy"),
        "untrusted project skills are not listed: {prompt}"
    );
    let (prompt, t) = run(true);
    let work = t.path();
    for line in [
        format!(
            "- pdf: Fill PDF forms ({})",
            t.config_dir().join("skills/pdf/SKILL.md").display()
        ),
        format!(
            "- deploy: Deploy the service ({})",
            work.join(".ama/skills/deploy/SKILL.md").display()
        ),
        format!(
            "- review: Review a pull request ({})",
            work.join(".claude/skills/review/SKILL.md").display()
        ),
    ] {
        assert!(prompt.contains(&line), "{line} in {prompt}");
    }
}

#[test]
fn no_skills_no_section() {
    let mock = MockServer::start(vec![Turn::text("ok")]);
    Test::new()
        .mock(&mock, API)
        .args(&["-p", "hi"])
        .run()
        .status(0);
    assert!(!system_prompt(&mock).contains("Skills ("));
}

#[test]
fn profile_skill_dirs_and_get_skills_over_rpc() {
    let mock = MockServer::start(vec![]);
    let t = Test::new()
        .mock(&mock, API)
        .write("team/skills/lint/SKILL.md", skill("lint", "Lint the code"))
        .write("team/profile.json", r#"{"skillDirs": ["skills"]}"#);
    let profile = t.path().join("team/profile.json");
    let t = t.arg("--profile").arg(profile);
    let mut c = start(&t);
    let data = ok(&mut c, json!({"type": "get_skills"}));
    assert_eq!(
        data,
        json!({"skills": [{
            "name": "lint", "description": "Lint the code",
            "location": t.path().join("team/skills/lint/SKILL.md").display().to_string()
        }]})
    );
}
