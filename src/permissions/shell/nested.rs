//! Finishing a segment: leading `NAME=value` assignments, wrapper commands (`env`, `sudo`,
//! `doas`, `nice`, `nohup`, `timeout`, `command`, `builtin`, `exec`, `time`, `stdbuf`, …), and
//! the commands nested inside it — `sh -c` and friends, `eval`, `xargs`, `find -exec`, command and
//! process substitutions, expanding here-docs — which are analysed one level deeper.

use crate::permissions::shell::parse::{Ctx, parse_into};
use crate::permissions::shell::scan::substitutions_in;
use crate::permissions::shell::word::Word;
use crate::permissions::shell::wrappers::strip_wrappers;
use crate::permissions::shell::{Analysis, MAX_DEPTH, Origin, Segment};

/// Shells whose `-c` string is a command.
const SHELLS: [&str; 10] = [
    "sh", "bash", "zsh", "dash", "ksh", "ash", "mksh", "fish", "busybox", "rbash",
];

/// Appends `seg` (and what is nested in it) to `out`.
pub(crate) fn finish(out: &mut Analysis, mut seg: Segment, compound_header: bool) {
    let mut nested: Vec<(Origin, String)> = Vec::new();
    let mut sub_segments: Vec<(Origin, Vec<Word>)> = Vec::new();
    // A run-time value that reaches code text (`eval`, `sh -c`, …) is parsed again as code by
    // the shell: its quotes and separators act there. Nothing written in it can be trusted.
    let run_time = seg.words.iter().any(|w| w.is_dynamic() || w.glob);
    if compound_header {
        seg.cmd = seg.words.len();
    } else {
        seg.assigns = seg
            .words
            .iter()
            .take_while(|w| w.assignment().is_some())
            .count();
        seg.cmd = seg.assigns;
        strip_wrappers(&mut seg, &mut nested, &mut sub_segments);
        find_nested(&seg, &mut nested, &mut sub_segments);
    }
    crate::permissions::shell::names::check(&seg, &mut nested, out);
    for w in seg
        .words
        .iter()
        .chain(seg.redirects.iter().map(|r| &r.target))
    {
        for s in &w.substitutions {
            nested.push((Origin::CommandSubst, s.clone()));
        }
        for s in &w.process_substitutions {
            nested.push((Origin::ProcessSubst, s.clone()));
        }
    }
    for r in &seg.redirects {
        if let (true, Some(body)) = (r.body_expands, &r.body) {
            if body.contains(['$', '`']) {
                out.heredoc_expands = true;
            }
            match substitutions_in(body, false) {
                Ok(found) => nested.extend(found.into_iter().map(|s| (Origin::CommandSubst, s))),
                Err(e) => out.fail(e),
            }
        }
    }
    let depth = seg.depth;
    let base = seg.clone();
    let idx = out.push_segment(seg);
    if nested.is_empty() && sub_segments.is_empty() {
        return;
    }
    if depth + 1 > MAX_DEPTH {
        out.too_deep = true;
        return;
    }
    for (origin, text) in nested {
        let ctx = Ctx {
            depth: depth + 1,
            origin,
            parent: Some(idx),
            grouped: false,
            arith: false,
            pipes: Vec::new(),
        };
        let first = out.segments.len();
        parse_into(&text, ctx, out);
        if run_time && matches!(origin, Origin::Eval | Origin::ShellC) {
            mark_run_time(out, first);
        }
    }
    for (origin, words) in sub_segments {
        let child = Segment {
            words,
            redirects: Vec::new(),
            assigns: 0,
            wrappers: Vec::new(),
            cmd: 0,
            uncertain: false,
            extra_args: origin == Origin::Xargs,
            depth: depth + 1,
            origin,
            parent: Some(idx),
            pipeline: base.pipeline,
            stage: base.stage,
            pipes: base.pipes.clone(),
            background: base.background,
            grouped: base.grouped,
            arith: false,
        };
        if child.words.is_empty() {
            continue;
        }
        finish(out, child, false);
    }
}

/// Marks the segments from `first` on as parsed from code text that holds a run-time value:
/// their programs count as known only at run time (a dynamic word) and the segments as
/// uncertain, so no classifier trusts their names, arguments or quoting. The text was read
/// with each expansion as its source (`$X`), but the shell reads the expanded value, whose
/// quotes (`'`, smuggled in by `$'\''` or `"'"`) and separators (`;`) change what runs.
fn mark_run_time(out: &mut Analysis, first: usize) {
    for s in out.segments.iter_mut().skip(first) {
        s.uncertain = true;
        let cmd = s.cmd.min(s.words.len().saturating_sub(1));
        if let Some(w) = s.words.get_mut(cmd) {
            w.expansion = true;
        }
    }
}

/// Commands nested in the arguments: `sh -c`, `eval`, `trap`, `alias`, `find -exec`.
fn find_nested(
    seg: &Segment,
    nested: &mut Vec<(Origin, String)>,
    subs: &mut Vec<(Origin, Vec<Word>)>,
) {
    let args = seg.args();
    let name = seg.name();
    // `su -c` and `runuser -c` are rows of the wrapper table.
    if SHELLS.contains(&name) {
        let mut i = 0;
        let mut c_flag = false;
        while let Some(w) = args.get(i) {
            let t = w.text.as_str();
            if t == "--" || !(t.starts_with('-') || t.starts_with('+')) || t == "-" {
                break;
            }
            if t == "--command" {
                if let Some(s) = args.get(i + 1) {
                    nested.push((Origin::ShellC, s.text.clone()));
                }
                return;
            }
            if let Some(s) = t.strip_prefix("--command=") {
                nested.push((Origin::ShellC, s.to_string()));
                return;
            }
            if !t.starts_with("--") && t[1..].contains('c') {
                c_flag = true;
            }
            let valued: &[&str] = &["-o", "+o", "-O", "+O", "--rcfile", "--init-file"];
            i += if valued.contains(&t) { 2 } else { 1 };
        }
        if c_flag && let Some(s) = args.get(i) {
            nested.push((Origin::ShellC, s.text.clone()));
        }
        return;
    }
    // `trap CMD SIG` and `alias n=CMD` store command text that runs later in this shell.
    if name == "trap" {
        if let Some(w) = args.iter().find(|w| !w.text.starts_with('-')) {
            nested.push((Origin::Eval, w.text.clone()));
        }
        return;
    }
    if name == "alias" {
        for w in args {
            if let Some((_, value)) = w.text.split_once('=') {
                nested.push((Origin::Eval, value.to_string()));
            }
        }
        return;
    }
    if name == "eval" {
        // `eval` takes `--` as the end of its (no) options, as bash's builtins do.
        let args = match args.first() {
            Some(w) if w.text == "--" => &args[1..],
            _ => args,
        };
        let text: Vec<&str> = args.iter().map(|w| w.text.as_str()).collect();
        nested.push((Origin::Eval, text.join(" ")));
        return;
    }
    if name == "find" {
        let roots: Vec<&str> = args
            .iter()
            .map(|w| w.text.as_str())
            .take_while(|t| !t.starts_with('-') && *t != "(" && *t != "!")
            .collect();
        let root = roots
            .iter()
            .find(|r| r.starts_with('/') || r.starts_with('~') || r.starts_with(".."))
            .or(roots.first())
            .copied()
            .unwrap_or(".");
        let mut i = 0;
        while i < args.len() {
            let t = args[i].text.as_str();
            if matches!(t, "-exec" | "-execdir" | "-ok" | "-okdir") {
                let mut words = Vec::new();
                i += 1;
                while let Some(w) = args.get(i) {
                    if w.text == ";" || (w.text == "+" && words.len() > 1) {
                        break;
                    }
                    let mut w = w.clone();
                    if w.text.contains("{}") {
                        let replaced = w.text.replace("{}", &format!("{root}/{{}}"));
                        w.text = replaced;
                        // `{}` stands for every path find reaches below its root.
                        w.glob = true;
                    }
                    words.push(w);
                    i += 1;
                }
                subs.push((Origin::FindExec, words));
            }
            i += 1;
        }
    }
}

/// Shell scripts fed on stdin to segments from `first` on: a here-doc or here-string of `sh` /
/// `bash` / …, or `echo` / `printf` piped straight into one. They are analysed as nested
/// commands.
pub(crate) fn stdin_scripts(out: &mut Analysis, first: usize) {
    let end = out.segments.len();
    let mut scripts: Vec<(usize, String, bool)> = Vec::new();
    for i in first..end {
        let s = &out.segments[i];
        let shell = s.is(&SHELLS) && s.args().iter().all(|w| w.text.starts_with('-'));
        if !shell {
            continue;
        }
        for r in &s.redirects {
            match (r.op, &r.body) {
                (_, Some(body)) => {
                    let run_time = r.body_expands && body.contains(['$', '`']);
                    scripts.push((i, body.clone(), run_time));
                }
                (crate::permissions::shell::RedirOp::HereString, None) => {
                    let run_time = r.target.is_dynamic() || r.target.glob;
                    scripts.push((i, r.target.text.clone(), run_time));
                }
                _ => {}
            }
        }
        if let Some(prev) = out.previous_stage(s)
            && prev.is(&["echo", "printf"])
        {
            let text: Vec<&str> = prev.args().iter().map(|w| w.text.as_str()).collect();
            let run_time = prev.words.iter().any(|w| w.is_dynamic() || w.glob);
            scripts.push((i, text.join(" ").replace("\\n", "\n"), run_time));
        }
    }
    for (i, script, run_time) in scripts {
        let depth = out.segments[i].depth;
        if depth + 1 > MAX_DEPTH {
            out.too_deep = true;
            continue;
        }
        let ctx = Ctx {
            depth: depth + 1,
            origin: Origin::ShellC,
            parent: Some(i),
            grouped: false,
            arith: false,
            pipes: Vec::new(),
        };
        let first = out.segments.len();
        parse_into(&script, ctx, out);
        if run_time {
            mark_run_time(out, first);
        }
    }
}
