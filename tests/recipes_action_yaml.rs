//! contrib/github-action/action.yml checked against the structure GitHub requires of a composite
//! action's metadata (docs.github.com, "Metadata syntax for GitHub Actions"): the keys, each
//! input's description, `runs.using: composite` with steps that name a shell, every
//! `${{ inputs.* }}` and `${{ steps.*.outputs.* }}` naming something that exists, every INPUT_*
//! variable the scripts read being set from an input, and every output written by run.sh. The
//! GitLab and Kubernetes recipes are checked for what docs/ci.md says of them. The YAML
//! is read with python3's yaml module (Debian's python3-yaml), the one YAML reader at hand;
//! without it the test prints SKIPPED, and fails when CI=true.

use std::collections::BTreeSet;
use std::path::Path;
use std::process::Command;

use serde_json::Value;

const ACTION: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/contrib/github-action");

/// The documents of a YAML file as a JSON array, through python3; `None` after saying why not.
fn yaml_docs(path: &Path) -> Option<Value> {
    let out = Command::new("python3")
        .args([
            "-c",
            "import json, sys, yaml; print(json.dumps(list(yaml.safe_load_all(open(sys.argv[1])))))",
        ])
        .arg(path)
        .output();
    match out {
        Ok(o) if o.status.success() => Some(
            serde_json::from_slice(&o.stdout)
                .unwrap_or_else(|e| panic!("python3's JSON of {}: {e}", path.display())),
        ),
        other => {
            let why = match other {
                Ok(o) => String::from_utf8_lossy(&o.stderr).into_owned(),
                Err(e) => e.to_string(),
            };
            if why.contains("Error")
                && !why.contains("ModuleNotFoundError")
                && !why.contains("No such file")
            {
                panic!("{} is not valid YAML: {why}", path.display());
            }
            let reason = format!("python3 with the yaml module is needed to read YAML: {why}");
            if std::env::var("CI").is_ok_and(|v| v == "true") {
                panic!("{reason}");
            }
            crate::support::skip::skipped(&reason);
            None
        }
    }
}

/// A one-document YAML file as JSON.
fn yaml(path: &Path) -> Option<Value> {
    let docs = yaml_docs(path)?;
    assert_eq!(
        docs.as_array().map(Vec::len),
        Some(1),
        "{}: one document",
        path.display()
    );
    Some(docs[0].clone())
}

/// The names inside every `${{ <prefix>NAME` in `text`.
fn references(text: &str, prefix: &str) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    for part in text.split("${{").skip(1) {
        let expr = part.split("}}").next().unwrap_or("");
        for (i, _) in expr.match_indices(prefix) {
            let name: String = expr[i + prefix.len()..]
                .chars()
                .take_while(|c| c.is_ascii_alphanumeric() || *c == '-' || *c == '_' || *c == '.')
                .collect();
            out.insert(name);
        }
    }
    out
}

fn input_var(name: &str) -> String {
    format!("INPUT_{}", name.replace('-', "_").to_uppercase())
}

#[test]
fn recipes_action_yml_is_a_well_formed_composite_action() {
    let path = Path::new(ACTION).join("action.yml");
    let Some(action) = yaml(&path) else {
        return;
    };
    let text = std::fs::read_to_string(&path).unwrap_or_default();
    let top: BTreeSet<&str> = action
        .as_object()
        .unwrap_or_else(|| panic!("action.yml is not a mapping"))
        .keys()
        .map(String::as_str)
        .collect();
    let allowed = BTreeSet::from([
        "name",
        "author",
        "description",
        "inputs",
        "outputs",
        "runs",
        "branding",
    ]);
    assert!(
        top.is_subset(&allowed),
        "unknown top-level keys: {:?}",
        top.difference(&allowed)
    );
    for key in ["name", "description"] {
        assert!(
            action[key].as_str().is_some_and(|s| !s.is_empty()),
            "`{key}` is required"
        );
    }

    let inputs = action["inputs"]
        .as_object()
        .unwrap_or_else(|| panic!("inputs"));
    for (name, input) in inputs {
        assert!(
            input["description"].as_str().is_some_and(|s| !s.is_empty()),
            "input {name}"
        );
        let keys: BTreeSet<&str> = input
            .as_object()
            .into_iter()
            .flatten()
            .map(|(k, _)| k.as_str())
            .collect();
        assert!(
            keys.is_subset(&BTreeSet::from([
                "description",
                "required",
                "default",
                "deprecationMessage"
            ])),
            "input {name}: {keys:?}"
        );
        if input["required"] != Value::Bool(true) {
            assert!(
                input["default"].is_string(),
                "optional input {name} needs a string default"
            );
        }
    }
    assert_eq!(inputs["prompt"]["required"], Value::Bool(true));
    // Every input is used, and every `inputs.X` is an input.
    let used = references(&text, "inputs.");
    let declared: BTreeSet<String> = inputs.keys().cloned().collect();
    assert_eq!(used, declared, "inputs used vs declared");

    let runs = &action["runs"];
    assert_eq!(runs["using"], Value::String("composite".into()));
    let steps = runs["steps"]
        .as_array()
        .unwrap_or_else(|| panic!("runs.steps"));
    let ids: BTreeSet<String> = steps
        .iter()
        .filter_map(|s| s["id"].as_str().map(String::from))
        .collect();
    let mut scripts_env = BTreeSet::new();
    for step in steps {
        assert_eq!(step["shell"], Value::String("bash".into()), "{step}");
        let run = step["run"]
            .as_str()
            .unwrap_or_else(|| panic!("a composite step needs run or uses: {step}"));
        if let Some(script) = run.split("$GITHUB_ACTION_PATH/").nth(1) {
            let script = script.trim_end_matches(['"', '\'']);
            let file = Path::new(ACTION).join(script);
            let mode = std::fs::metadata(&file)
                .map(|m| std::os::unix::fs::PermissionsExt::mode(&m.permissions()));
            assert!(
                mode.is_ok_and(|m| m & 0o111 != 0),
                "{} must exist and be executable",
                file.display()
            );
        }
        for (k, _) in step["env"].as_object().into_iter().flatten() {
            scripts_env.insert(k.clone());
        }
    }
    // `steps.ID.outputs.NAME`: ID is a step, and NAME is written by that step's script.
    let written =
        |script: &str| std::fs::read_to_string(Path::new(ACTION).join(script)).unwrap_or_default();
    for r in references(&text, "steps.") {
        let mut parts = r.splitn(3, '.');
        let (id, _, name) = (
            parts.next().unwrap_or(""),
            parts.next(),
            parts.next().unwrap_or(""),
        );
        assert!(ids.contains(id), "steps.{r}: no step `{id}`");
        let script = if id == "install" {
            "install.sh"
        } else {
            "run.sh"
        };
        let body = written(script);
        assert!(
            body.contains(&format!("echo \"{name}=")) || body.contains(&format!("echo \"{name}<<")),
            "{script} never writes the output `{name}`"
        );
    }
    // Every output points at a step's output.
    for (name, out) in action["outputs"].as_object().into_iter().flatten() {
        assert!(out["description"].is_string(), "output {name}");
        assert_eq!(
            out["value"],
            Value::String(format!("${{{{ steps.run.outputs.{name} }}}}")),
            "output {name}"
        );
    }
    // Every INPUT_* a script reads is set by its step, from the input of that name.
    for script in ["install.sh", "run.sh"] {
        let body = written(script);
        for (i, _) in body.match_indices("INPUT_") {
            let var: String = body[i..]
                .chars()
                .take_while(|c| c.is_ascii_uppercase() || c.is_ascii_digit() || *c == '_')
                .collect();
            if var == "INPUT_" {
                continue; // `INPUT_*` in a comment
            }
            assert!(
                scripts_env.contains(&var),
                "{script} reads {var}, which action.yml never sets"
            );
            let input = var
                .trim_start_matches("INPUT_")
                .to_lowercase()
                .replace('_', "-");
            assert!(declared.contains(&input), "{var} has no input `{input}`");
            assert_eq!(input_var(&input), var);
            assert!(
                text.contains(&format!("{var}: ${{{{ inputs.{input} }}}}")),
                "{var} is not set from inputs.{input}"
            );
        }
    }
}

#[test]
fn recipes_gitlab_and_kubernetes_files_hold_what_ci_md_says() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("contrib");
    let Some(gitlab) = yaml(&root.join("gitlab-ci.yml")) else {
        return;
    };
    for job in ["ama-review", "ama-parallel"] {
        let script = gitlab[job]["script"].to_string();
        for needle in [
            "ama -p",
            "--output-format json",
            "--max-turns",
            "--session-dir",
        ] {
            assert!(script.contains(needle), "{job}: no `{needle}` in {script}");
        }
        assert_eq!(
            gitlab[job]["artifacts"]["when"],
            Value::String("always".into()),
            "{job}"
        );
    }
    assert!(gitlab["ama-parallel"]["parallel"]["matrix"].is_array());

    let Some(docs) = yaml_docs(&root.join("kubernetes/job.yaml")) else {
        return;
    };
    let kinds: Vec<&str> = docs
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(|d| d["kind"].as_str())
        .collect();
    assert_eq!(kinds, ["ConfigMap", "PersistentVolumeClaim", "Job"]);
    let (tasks, claim, job) = (&docs[0], &docs[1], &docs[2]);
    assert_eq!(
        claim["spec"]["accessModes"],
        serde_json::json!(["ReadWriteMany"])
    );
    let spec = &job["spec"];
    assert_eq!(spec["completionMode"], Value::String("Indexed".into()));
    let completions = spec["completions"].as_u64().unwrap_or(0) as usize;
    assert_eq!(
        tasks["data"].as_object().map(|m| m.len()),
        Some(completions),
        "a task per index"
    );
    assert_eq!(
        spec["podFailurePolicy"]["rules"][0]["onExitCodes"]["values"],
        serde_json::json!([2, 3, 4, 5, 6, 7, 8])
    );
    let pod = &spec["template"]["spec"];
    let ama = &pod["containers"][0];
    let args = ama["args"].to_string();
    for needle in [
        "-p",
        "--output-format json",
        "--session-dir /sessions",
        "JOB_COMPLETION_INDEX",
    ] {
        assert!(args.contains(needle), "no `{needle}` in {args}");
    }
    let mounts: Vec<(&str, &str)> = ama["volumeMounts"]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(|m| Some((m["name"].as_str()?, m["mountPath"].as_str()?)))
        .collect();
    assert!(mounts.contains(&("sessions", "/sessions")), "{mounts:?}");
    let volume = pod["volumes"]
        .as_array()
        .into_iter()
        .flatten()
        .find(|v| v["name"] == "sessions")
        .unwrap_or_else(|| panic!("no sessions volume"));
    assert_eq!(
        volume["persistentVolumeClaim"]["claimName"],
        claim["metadata"]["name"]
    );
}
