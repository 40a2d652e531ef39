//! Table tests of the shell analysis: segmentation, wrappers, nesting and syntax errors.

use crate::permissions::shell::{Analysis, Origin, analyze};

fn names(a: &Analysis) -> Vec<String> {
    a.segments.iter().map(|s| s.name().to_string()).collect()
}

fn ok(text: &str) -> Analysis {
    let a = analyze(text);
    assert!(a.error.is_none(), "{text}: {:?}", a.error);
    a
}

#[test]
fn segments_split_at_operators() {
    let cases: &[(&str, &[&str])] = &[
        ("ls", &["ls"]),
        (
            "ls && pwd; echo 'hi there' | wc -l",
            &["ls", "pwd", "echo", "wc"],
        ),
        ("a || b & c", &["a", "b", "c"]),
        ("a\nb\n\nc", &["a", "b", "c"]),
        ("a |& b", &["a", "b"]),
        ("ls;", &["ls"]),
        ("ls # rm -rf /", &["ls"]),
        ("echo a#b", &["echo"]),
        ("(cd x && ls) > out", &["cd", "ls", ""]),
        ("{ ls; pwd; } 2>/dev/null", &["ls", "pwd", ""]),
        ("if true; then rm x; fi", &["true", "rm"]),
        ("for f in *.rs; do wc -l \"$f\"; done", &["", "wc"]),
        (
            "while read l; do echo \"$l\"; done < in.txt",
            &["read", "echo", ""],
        ),
        ("case $x in a|b) rm a ;; *) ls ;; esac", &["", "rm", "ls"]),
        ("f() { echo hi; }; f", &["echo", "f"]),
        (":(){ :|:& };:", &[":", ":", ":"]),
        ("ls \\\n  -la", &["ls"]),
    ];
    for (text, want) in cases {
        assert_eq!(names(&ok(text)), *want, "{text}");
    }
    let a = ok("ls -la | grep x | wc -l");
    assert!(
        a.segments
            .iter()
            .all(|s| s.pipeline == a.segments[0].pipeline)
    );
    assert_eq!(
        a.segments.iter().map(|s| s.stage).collect::<Vec<_>>(),
        [0, 1, 2]
    );
    assert!(ok("echo hi & echo bye").background);
    assert!(ok("(ls)").subshell);
    assert!(ok("if x; then y; fi").compound);
}

#[test]
fn syntax_errors_are_reported() {
    for text in [
        "ls &&",
        "&& ls",
        "ls | | wc",
        "ls ;; pwd",
        "; ls",
        "echo 'open",
        "echo \"open",
        "echo $(ls",
        "(ls",
        "{ ls; ",
        "ls )",
        "echo >",
        "a | ",
        "case x in a) ls",
        "ls ( x )",
    ] {
        assert!(analyze(text).error.is_some(), "{text}");
    }
}

#[test]
fn assignments_and_wrappers() {
    let a = ok("FOO=1 BAR=2 ls -la");
    assert_eq!(a.segments[0].assigns, 2);
    assert_eq!(a.segments[0].name(), "ls");
    let cases: &[(&str, &str, &[&str])] = &[
        ("sudo -u root rm -rf /", "rm", &["sudo"]),
        ("env -i FOO=1 git diff", "git", &["env"]),
        ("nice -n 10 nohup make test", "make", &["nice", "nohup"]),
        ("timeout -s KILL 5 cargo test", "cargo", &["timeout"]),
        ("command rm x", "rm", &["command"]),
        ("builtin cd /", "cd", &["builtin"]),
        ("exec -a x rm y", "rm", &["exec"]),
        ("time -p ls", "ls", &["time"]),
        ("stdbuf -oL grep x", "grep", &["stdbuf"]),
        ("doas -u root reboot", "reboot", &["doas"]),
        ("nice -10 rm x", "rm", &["nice"]),
        ("/usr/bin/sudo /bin/rm x", "rm", &["sudo"]),
        ("env", "env", &[]),
        ("command -v rm", "command", &[]),
        ("sudo -i", "sudo", &[]),
    ];
    for (text, name, wrappers) in cases {
        let a = ok(text);
        assert_eq!(a.segments[0].name(), *name, "{text}");
        assert_eq!(a.segments[0].wrappers, *wrappers, "{text}");
    }
    let a = ok("\\rm -rf x");
    assert_eq!(a.segments[0].name(), "rm");
    assert!(a.segments[0].words[0].backslash);
    assert!(ok("sudo --weird rm x").segments[0].uncertain);
}

#[test]
fn nested_commands_are_expanded() {
    let cases: &[(&str, Origin, &str)] = &[
        ("sh -c 'rm -rf /'", Origin::ShellC, "rm"),
        ("bash -lc \"git status\"", Origin::ShellC, "git"),
        ("zsh -c 'ls'", Origin::ShellC, "ls"),
        ("su -c 'reboot' root", Origin::ShellC, "reboot"),
        ("eval rm -rf /", Origin::Eval, "rm"),
        (
            "find . -name '*.o' -exec rm -f {} \\;",
            Origin::FindExec,
            "rm",
        ),
        ("find . -execdir sh -c 'x' \\;", Origin::FindExec, "sh"),
        ("ls | xargs rm -rf", Origin::Xargs, "rm"),
        ("ls | xargs -0 -n 1 sudo rm", Origin::Xargs, "rm"),
        ("echo $(rm -rf /)", Origin::CommandSubst, "rm"),
        ("echo `id`", Origin::CommandSubst, "id"),
        ("diff <(ls a) <(ls b)", Origin::ProcessSubst, "ls"),
        ("env -S 'rm -rf /'", Origin::ShellC, "rm"),
        ("watch -n 1 rm x", Origin::ShellC, "rm"),
        ("cat <<EOF\n$(rm x)\nEOF", Origin::CommandSubst, "rm"),
        ("python3 <<< \"$(rm -rf /)\"", Origin::CommandSubst, "rm"),
    ];
    for (text, origin, name) in cases {
        let a = ok(text);
        let hit = a
            .segments
            .iter()
            .any(|s| s.depth == 1 && s.origin == *origin && s.name() == *name);
        assert!(hit, "{text}: {:#?}", a.segments);
    }
    let a = ok("find /etc -exec rm -rf {} +");
    let rm = a.segments.iter().find(|s| s.name() == "rm");
    assert_eq!(rm.map(|s| s.arg_texts()), Some(vec!["-rf", "/etc/{}"]));
    assert!(ok("xargs rm").segments.iter().any(|s| s.extra_args));
    assert!(ok("cat <<'EOF'\n$(rm x)\nEOF").segments.len() == 1);
    assert!(ok("cat <<EOF\n$HOME\nEOF").heredoc_expands);
}

#[test]
fn nesting_has_a_depth_limit() {
    let a = ok("sh -c \"sh -c 'sh -c ls'\"");
    assert!(a.understood());
    assert_eq!(a.segments.iter().map(|s| s.depth).max(), Some(3));
    let deep = "eval eval eval eval eval eval ls";
    assert!(analyze(deep).too_deep, "{deep}");
    assert!(!analyze(deep).understood());
}

#[test]
fn here_docs_and_redirects() {
    let a = ok("cat > out.txt <<'EOF'\nhello\n$(not run)\nEOF\necho done");
    assert_eq!(names(&a), ["cat", "echo"]);
    let r = &a.segments[0].redirects;
    assert_eq!(r.len(), 2);
    assert!(r[0].writes_file() && r[0].target.text == "out.txt");
    assert_eq!(r[1].body.as_deref(), Some("hello\n$(not run)\n"));
    let a = ok("ls 2>&1 >/dev/null 2>> err.log &> all.log < in");
    let r = &a.segments[0].redirects;
    let writes: Vec<&str> = r
        .iter()
        .filter(|r| r.writes_file())
        .map(|r| r.target.text.as_str())
        .collect();
    assert_eq!(writes, ["/dev/null", "err.log", "all.log"]);
    assert!(r.iter().any(|r| r.reads_file() && r.target.text == "in"));
    let a = ok("cat <<-X\n\tbody\n\tX\nls");
    assert_eq!(names(&a), ["cat", "ls"]);
    let a = ok("echo hi >&2");
    assert!(!a.segments[0].redirects[0].writes_file());
    assert!(ok("echo hi >& f").segments[0].redirects[0].writes_file());
}

/// Fuzzer seed 275908342690633: `$'…'` decoding smuggles a quote into `eval`'s text, and an
/// expansion (`$((2*3))`) written outside quotes lands inside them once eval reads the text.
/// The analyser read it as the literal `$((2*3))`; bash ran the value. Every program of code
/// text built from a run-time value now counts as known only at run time.
#[test]
fn eval_text_with_smuggled_quotes() {
    let line = "eval $'a\\';touch'-- $((2*3)) G$'a\\';touch' || curl\n";
    let a = ok(line);
    assert!(!a.plain(), "{line}");
    let nested: Vec<_> = a.segments.iter().filter(|s| s.depth > 0).collect();
    assert!(!nested.is_empty(), "{line}");
    for s in nested {
        assert!(
            s.program().is_some_and(|w| w.is_dynamic()),
            "{line}: {s:#?}"
        );
        assert!(s.uncertain, "{line}");
    }
    // Static spellings of the quote decode exactly as bash does: the eval text is
    // `a';touch b'`, one command named `a;touch b`.
    for q in ["\\'", "\\x27", "\\047", "\\u0027", "\\U00000027", "\\47"] {
        let line = format!("eval $'a{q};touch' b$'{q}'");
        assert_eq!(names(&ok(&line)), ["eval", "a;touch b"], "{line}");
    }
    // Nested eval: the outer one's text holds the quoted `$'…'` again.
    let line = "eval \"eval \\$'a\\\\';touch' b\\$'\\\\''\"";
    assert_eq!(names(&ok(line)), ["eval", "eval", "a;touch b"], "{line}");
    // Run-time values reaching code text: quote, separator or glob from the value.
    for line in [
        "eval \"'\"$X\"'\" -rf /",
        "eval \"echo '$X'\"",
        "eval \"echo '$(id)'\"",
        "sh -c \"'\"$X\"'\"",
        "bash -c \"echo '${X}'\"",
        "eval \"'\"*\"'\"",
        "bash <<< \"echo '$X'\"",
        "bash <<EOF\necho '$X'\nEOF",
        "echo \"echo '$X'\" | sh",
        "env -S \"echo '$X'\"",
    ] {
        let a = ok(line);
        let nested: Vec<_> = a.segments.iter().filter(|s| s.depth > 0).collect();
        assert!(!nested.is_empty(), "{line}");
        for s in nested.iter().filter(|s| s.origin != Origin::CommandSubst) {
            assert!(
                s.program().is_some_and(|w| w.is_dynamic()),
                "{line}: {s:#?}"
            );
        }
    }
    // Static code text stays exact.
    let a = ok("eval \"echo '\\$X'\"");
    assert!(a.segments.iter().all(|s| !s.uncertain));
    assert_eq!(a.segments[1].arg_texts(), ["$X"]);
}
