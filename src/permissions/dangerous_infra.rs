//! The dangerous-command entries about systems outside the machine: infrastructure apply and
//! destroy, cluster and cloud deletions, deploys, destructive GitHub calls and destructive SQL
//! passed to a database client. Split from `dangerous.rs` to keep each list readable.

use crate::permissions::Hit;
use crate::permissions::args::{self, long, short};
use crate::permissions::shell::Segment;

fn hit(entry: &'static str, reason: String) -> Option<Hit> {
    Some(Hit { entry, reason })
}

/// The first non-option argument, and the one after it.
fn subs(s: &Segment) -> (Option<&str>, Option<&str>) {
    let ops = args::operands(s.args());
    (
        ops.first().map(|w| w.text.as_str()),
        ops.get(1).map(|w| w.text.as_str()),
    )
}

pub fn check(s: &Segment) -> Option<Hit> {
    let name = s.name();
    let a = s.args();
    let (sub, sub2) = subs(s);
    match (name, sub) {
        ("terraform" | "tofu" | "terragrunt", Some(v @ ("apply" | "destroy"))) => hit(
            "infra-apply",
            format!("`{name} {v}` changes real infrastructure"),
        ),
        ("pulumi", Some(v @ ("up" | "update" | "destroy" | "apply"))) => hit(
            "infra-apply",
            format!("`pulumi {v}` changes real infrastructure"),
        ),
        ("cdk", Some(v @ ("deploy" | "destroy"))) => hit(
            "infra-apply",
            format!("`cdk {v}` changes real infrastructure"),
        ),
        ("kubectl" | "oc", _) if args::any(a, &["delete"]) => hit(
            "kubectl-delete",
            format!("`{name} delete` removes cluster resources"),
        ),
        ("helm", _)
            if args::any(a, &["uninstall", "delete"]) || matches!(sub, Some("del" | "un")) =>
        {
            hit(
                "helm-uninstall",
                "`helm uninstall` removes a release".into(),
            )
        }
        ("gcloud" | "az" | "doctl", _) if args::any(a, &["delete"]) => hit(
            "cloud-delete",
            format!("`{name} … delete` removes cloud resources"),
        ),
        ("aws", _)
            if a.iter().any(|w| {
                w.text.starts_with("delete-")
                    || w.text.starts_with("terminate-")
                    || w.text == "rb"
                    || w.text == "rm"
            }) =>
        {
            hit("cloud-delete", "`aws` deletes cloud resources".into())
        }
        ("gsutil", Some(v @ ("rm" | "rb"))) => hit(
            "cloud-delete",
            format!("`gsutil {v}` deletes cloud storage"),
        ),
        ("firebase" | "netlify", Some("deploy"))
        | ("wrangler", Some("deploy" | "publish" | "delete"))
        | ("fly" | "flyctl", Some("deploy" | "destroy"))
        | ("serverless" | "sls", Some("deploy" | "remove")) => hit(
            "deploy",
            format!("`{name} {}` changes a live service", sub.unwrap_or("")),
        ),
        ("vercel", _)
            if long(a, &["--prod"]) || matches!(sub, Some("deploy" | "remove" | "rm")) =>
        {
            hit("deploy", "`vercel` changes a live deployment".into())
        }
        ("gh", Some("repo")) if matches!(sub2, Some("delete" | "archive")) => hit(
            "gh-destructive",
            format!(
                "`gh repo {}` changes a repository for good",
                sub2.unwrap_or("")
            ),
        ),
        ("gh", Some("release")) if sub2 == Some("delete") => hit(
            "gh-destructive",
            "`gh release delete` deletes a release".into(),
        ),
        ("gh", Some("pr")) if sub2 == Some("merge") => hit(
            "gh-destructive",
            "`gh pr merge` merges a pull request".into(),
        ),
        ("gh", Some("api")) if gh_api_mutates(s) => hit(
            "gh-destructive",
            "`gh api` with a method other than GET changes GitHub data".into(),
        ),
        ("psql" | "mysql" | "mariadb" | "sqlite3" | "duckdb", _) => sql(s),
        _ => None,
    }
}

fn gh_api_mutates(s: &Segment) -> bool {
    let a = s.args();
    let method = a.iter().enumerate().find_map(|(i, w)| {
        let t = w.text.as_str();
        if t == "-X" || t == "--method" {
            a.get(i + 1).map(|w| w.text.to_ascii_uppercase())
        } else if let Some(v) = t.strip_prefix("--method=").or_else(|| t.strip_prefix("-X")) {
            (!v.is_empty()).then(|| v.to_ascii_uppercase())
        } else {
            None
        }
    });
    match method {
        Some(m) => m != "GET",
        None => {
            short(s.args(), 'f')
                || short(s.args(), 'F')
                || long(s.args(), &["--field", "--raw-field", "--input"])
        }
    }
}

/// SQL given on the command line (`psql -c`, `mysql -e`, `sqlite3 db "…"`) or in a here-doc.
fn sql(s: &Segment) -> Option<Hit> {
    let a = s.args();
    let mut texts: Vec<&str> = Vec::new();
    for (i, w) in a.iter().enumerate() {
        let t = w.text.as_str();
        match t {
            "-c" | "--command" | "-e" | "--execute" => {
                if let Some(v) = a.get(i + 1) {
                    texts.push(&v.text);
                }
            }
            _ => {
                for prefix in ["--command=", "--execute=", "-c", "-e"] {
                    if let Some(v) = t.strip_prefix(prefix).filter(|v| !v.is_empty()) {
                        texts.push(v);
                    }
                }
            }
        }
    }
    if s.is(&["sqlite3", "duckdb"]) {
        texts.extend(args::operands(a).iter().skip(1).map(|w| w.text.as_str()));
    }
    for r in &s.redirects {
        if let Some(b) = &r.body {
            texts.push(b);
        }
        if r.op == crate::permissions::shell::RedirOp::HereString {
            texts.push(&r.target.text);
        }
    }
    for t in texts {
        if let Some(what) = destructive_sql(t) {
            return hit(
                "destructive-sql",
                format!("`{}` runs destructive SQL ({what})", s.name()),
            );
        }
    }
    None
}

/// `DROP`, `TRUNCATE`, or `DELETE` / `UPDATE` without `WHERE`, in any statement.
pub fn destructive_sql(text: &str) -> Option<&'static str> {
    for statement in text.split(';') {
        let upper = statement.to_ascii_uppercase();
        let words: Vec<&str> = upper
            .split(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
            .filter(|w| !w.is_empty())
            .collect();
        if words.contains(&"DROP") {
            return Some("DROP");
        }
        if words.contains(&"TRUNCATE") {
            return Some("TRUNCATE");
        }
        match words.first() {
            Some(&"DELETE") if !words.contains(&"WHERE") => return Some("DELETE without WHERE"),
            Some(&"UPDATE") if !words.contains(&"WHERE") => return Some("UPDATE without WHERE"),
            _ => {}
        }
    }
    None
}
