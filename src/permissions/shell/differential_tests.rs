//! The analyser against real bash: random command lines from a small grammar (words, quotes,
//! `$'…'`, separators, comments, control bytes, here-docs, line continuations, substitutions,
//! redirections) are analysed and then run by bash in a throwaway directory, under a `DEBUG` trap
//! that records `$BASH_COMMAND` and with a `PATH` of stubs that record their arguments. Every
//! command bash runs, every file it creates and every `/dev/tcp` it opens must be seen by the
//! analyser; a line the analyser could not parse is skipped (it is never judged safe). The
//! grammar includes every place bash takes a variable name or evaluates arithmetic, with
//! subscripts holding `$(touch …)`, backticks, `$x` and literals in every quoting; the `touch`
//! and `rm` stubs record those commands wherever bash runs them, subscripts included. It also
//! gives a variable a run-time value holding `a[$(touch V)]` and uses it in every arithmetic
//! context (`arith.rs`), where bash runs `touch` though no word shows it.
//! `AMA_FUZZ_SEED` and `AMA_FUZZ_COUNT` change the seed and count (`make fuzz`).

use std::collections::BTreeSet;
use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use super::parse::odd_char_error;
use super::{Analysis, analyze};

const DEFAULT_SEED: u64 = 0x00a1_5eed_2026;
const DEFAULT_COUNT: usize = 10_000;

/// Programs found through `PATH`: each records its name and arguments.
const STUBS: [&str; 8] = ["touch", "rm", "ls", "cat", "curl", "wc", "env", "timeout"];

/// xorshift64*: deterministic and good enough to pick grammar branches.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
    fn pick<'a>(&mut self, items: &[&'a str]) -> &'a str {
        items[self.below(items.len())]
    }
    fn chance(&mut self, percent: usize) -> bool {
        self.below(100) < percent
    }
}

const NAMES: [&str; 20] = [
    "touch",
    "rm",
    "ls",
    "cat",
    "curl",
    "wc",
    "echo",
    "cd",
    "eval",
    "exec",
    "printf",
    "true",
    "/bin/true",
    "/bin/echo",
    "command touch",
    "builtin echo",
    "env touch",
    "timeout 5 rm",
    "X=1 touch",
    "t\\ouch",
];

const ARGS: [&str; 44] = [
    "F",
    "G",
    "a",
    "'a b'",
    "\"q $x\"",
    "$'t\\tb'",
    "$'\\r'",
    "\\#",
    "a#b",
    "#c",
    "$x",
    "${x:-y}",
    "$[1+2]",
    "$((2*3))",
    "*",
    "\"$(touch S)\"",
    "`touch B`",
    "$(echo e)",
    "\r",
    "x\ry",
    "\r#",
    "\x01",
    "\x0b",
    "\x0c",
    "\x7f",
    "a\\\nb",
    "'#'",
    "$'#'",
    "\"#\"",
    "-f",
    "--",
    "F\\;touch",
    "'F;touch'",
    "$'a\\';touch'",
    "\"a\\\"\"",
    "d",
    "{a,b}",
    "~",
    "$'\\x23'",
    "'\r'",
    "a\\\r",
    "$[$(touch P)]",
    "\\$(touch Q)",
    "'$(touch R)'",
];

const SEPS: [&str; 16] = [
    " ; ", ";", " && ", " || ", " | ", "\n", "\r\n", " \r# ; ", " \r#", " #", "&&\\\n", "\t;\t",
    "\r;", ";\r", " |& ", " \\\n",
];

const REDIRS: [&str; 12] = [
    " > out1",
    " >>out2",
    " 2> err",
    " < in",
    " >/dev/tcp/127.0.0.1/9",
    " &> both",
    " >\rcr",
    " > 'sp c'",
    " >$'\\x6fx'",
    " <>rw",
    " 3>fd3",
    " >| clob",
];

fn command(r: &mut Rng, out: &mut String, depth: usize) {
    if depth < 2 && r.chance(6) {
        let (open, close) = *[("( ", " )"), ("{ ", "; }"), ("$(", ")"), ("eval '", "'")]
            .get(r.below(4))
            .unwrap_or(&("( ", " )"));
        out.push_str(open);
        line(r, out, depth + 1, 3);
        out.push_str(close);
        return;
    }
    if r.chance(5) {
        let (op, delim) = *[("<<", "E"), ("<<", "'E'"), ("<<-", "E"), ("<< ", "\"E\"")]
            .get(r.below(4))
            .unwrap_or(&("<<", "E"));
        let body = r.pick(&["x $(touch H)", "`touch H2`", "#x", "\tE", "$x\r", "plain"]);
        let _ = write!(out, "cat {op}{delim}\n{body}\n\tE\nE\n");
        return;
    }
    if r.chance(8) {
        name_form(r, out);
        return;
    }
    if r.chance(6) {
        arith_form(r, out);
        return;
    }
    out.push_str(r.pick(&NAMES));
    for _ in 0..r.below(4) {
        out.push(' ');
        out.push_str(r.pick(&ARGS));
        if r.chance(10) {
            out.push_str(r.pick(&ARGS));
        }
    }
    if r.chance(25) {
        out.push_str(r.pick(&REDIRS));
    }
}

/// Commands where bash takes a variable name (`NAME`, replaced by `a[SUB]` in some quoting) or
/// evaluates arithmetic, where a subscript is expanded and evaluated: `$(…)` in it runs.
const NAME_FORMS: [&str; 24] = [
    "printf -v NAME %s x",
    "printf -vNAME %s x",
    "read NAME",
    "read -r -a NAME",
    "mapfile NAME",
    "readarray -t NAME",
    "declare NAME=1",
    "typeset -i NAME=2",
    "export NAME=1",
    "readonly NAME=1",
    "unset NAME",
    "[[ -v NAME ]]",
    "[[ NAME -eq 1 ]]",
    "test -v NAME",
    "[ -v NAME ]",
    "let NAME=1",
    "(( NAME ))",
    "echo $(( NAME ))",
    "wait -p NAME",
    "f() { local NAME=1; }; f",
    "NAME=1",
    "echo ${a[QSUB]}",
    "echo ${a[QSUB]:-d}",
    "b=NAME; printf -v 'a[b]' %s x",
];

/// What a subscript holds: commands (each creating a file and running the `touch` stub),
/// an expansion, and literals.
const SUBSCRIPTS: [&str; 6] = ["$(touch N)", "`touch M`", "$x", "1", "b", "$(rm -f in)"];

fn name_form(r: &mut Rng, out: &mut String) {
    let sub = r.pick(&SUBSCRIPTS);
    let name = format!("a[{sub}]");
    let escaped = |specials: &str| {
        let mut e = String::new();
        for c in name.chars() {
            if specials.contains(c) {
                e.push('\\');
            }
            e.push(c);
        }
        e
    };
    let spelled = match r.below(4) {
        0 => format!("'{name}'"),
        1 => format!("\"{}\"", escaped("$`\"\\")),
        2 => escaped("$`() '\"\\"),
        _ => name.clone(),
    };
    let form = r.pick(&NAME_FORMS);
    out.push_str(
        &form
            .replace("NAME", &spelled)
            .replace("QSUB", &format!("'{sub}'")),
    );
}

/// Ways to give `v` a value only known at run time: `a[$(touch V)]`, hidden from the text in a
/// string that bash reads back (`a[` and `$(` are spelled apart where the quoting allows).
const RUNTIME_SOURCES: [&str; 8] = [
    "v=$(printf %s 'a[$(touch V)]')",
    "v=\"$(printf '%s[%s' a '$(touch V)]')\"",
    "read -r v <<<'a[$(touch V)]'",
    "printf -v v %s 'a[$(touch V)]'",
    "mapfile -t w <<<'a[$(touch V)]'; v=${w[0]}",
    "for v in \"$(printf %s 'a[$(touch V)]')\"; do :; done",
    "u=$(printf %s 'a[$(touch V)]'); v=$u",
    "getopts v: o -v 'a[$(touch V)]'; v=$OPTARG",
];

/// Every place bash evaluates `v`'s value as arithmetic or as a name, and look-alikes where it
/// does not (`test`, `[`, `shift`, `printf %d`, `${#v}`).
const ARITH_CONTEXTS: [&str; 26] = [
    "echo $((v))",
    "echo $(( $v ))",
    "echo \"$((v+1))\"",
    "(( v ))",
    "let v",
    "let 'y=v'",
    "[[ $v -eq 1 ]]",
    "[[ v -ne 1 ]]",
    "[[ 1 -lt \"$v\" ]]",
    "y=abc; echo ${y:v:1}",
    "y=abc; echo ${y:0:v}",
    "a=1; echo ${a[v]}",
    "a=1; echo \"${a[$v]}\"",
    "declare -i y; y=v",
    "declare -i y=$v",
    "echo $[v]",
    "echo ${!v}",
    "case 1 in $((v))) ;; esac",
    "set -- \"$v\"; echo $(($1))",
    "y=$v; echo $((y))",
    "f() { echo $(($1)); }; f \"$v\"",
    "test \"$v\" -eq 1",
    "[ \"$v\" -eq 1 ]",
    "shift $v",
    "printf %d \"$v\"",
    "echo ${#v}",
];

fn arith_form(r: &mut Rng, out: &mut String) {
    let _ = write!(
        out,
        "{}; {}",
        r.pick(&RUNTIME_SOURCES),
        r.pick(&ARITH_CONTEXTS)
    );
}

fn line(r: &mut Rng, out: &mut String, depth: usize, max: usize) {
    let n = 1 + r.below(max);
    for i in 0..n {
        if i > 0 {
            out.push_str(r.pick(&SEPS));
        }
        command(r, out, depth);
    }
    if depth == 0 && r.chance(15) {
        out.push_str(r.pick(&[" # touch C", "\r# ; touch D", " \\\n", "#\n touch E"]));
    }
}

/// What bash did for one line.
#[derive(Default)]
struct Run {
    /// `$BASH_COMMAND` of every simple command, in order.
    commands: Vec<String>,
    /// `name\x1fargs…` of every stub run.
    stubs: Vec<String>,
    /// Names created in the line's directory.
    created: Vec<String>,
}

/// One `printf`, so records of stubs running at once in a pipeline do not interleave.
const STUB_SCRIPT: &str = "#!/bin/sh\nr=\"S ${0##*/}\"\nfor a; do r=\"$r\x1f$a\"; done\nprintf '%s\\0' \"$r\" >>\"$LOG\"\n";

const DRIVER: &str = r#"cd "$ROOT" || exit 9
for ((i = FROM; i < TO; i++)); do
  printf '@@ %s\0' "$i" >>"$LOG"
  ( cd "d$i" && set -T && trap 'printf "T %s\0" "$BASH_COMMAND" >>"$LOG"' DEBUG && . "../l$i" ) </dev/null >/dev/null 2>&1
done
"#;

fn setup(root: &Path, lines: &[String]) -> PathBuf {
    let stubs = root.join("stubs");
    std::fs::create_dir_all(&stubs).unwrap_or_else(|e| panic!("{e}"));
    for name in STUBS {
        let p = stubs.join(name);
        std::fs::write(&p, STUB_SCRIPT).unwrap_or_else(|e| panic!("{e}"));
        use std::os::unix::fs::PermissionsExt;
        std::fs::set_permissions(&p, std::fs::Permissions::from_mode(0o755))
            .unwrap_or_else(|e| panic!("{e}"));
    }
    for (i, l) in lines.iter().enumerate() {
        let d = root.join(format!("d{i}"));
        std::fs::create_dir_all(d.join("d")).unwrap_or_else(|e| panic!("{e}"));
        std::fs::write(d.join("in"), "in\n").unwrap_or_else(|e| panic!("{e}"));
        std::fs::write(root.join(format!("l{i}")), l).unwrap_or_else(|e| panic!("{e}"));
    }
    stubs
}

/// The full path of a program on the test's own `PATH`.
fn which(name: &str) -> String {
    std::env::var("PATH")
        .unwrap_or_default()
        .split(':')
        .map(|d| Path::new(d).join(name))
        .find(|p| p.is_file())
        .map_or_else(|| name.to_string(), |p| p.display().to_string())
}

fn unshare_works() -> bool {
    Command::new("unshare")
        .args(["-rn", "true"])
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .is_ok_and(|s| s.success())
}

/// Runs lines `from..to` in one bash; returns the raw log.
fn run_batch(root: &Path, stubs: &Path, from: usize, to: usize, isolate: bool) -> Vec<u8> {
    let log = root.join(format!("log{from}"));
    let driver = DRIVER
        .replace("FROM", &from.to_string())
        .replace("TO", &to.to_string());
    // The child's PATH holds only the stubs, so programs are named by their full paths.
    let mut argv: Vec<String> = Vec::new();
    if isolate {
        argv.extend([which("unshare"), "-rn".into()]);
    }
    argv.push(which("bash"));
    argv.extend(["--norc", "--noprofile", "-c"].map(String::from));
    argv.push(driver);
    let mut child = Command::new(&argv[0])
        .args(&argv[1..])
        .env_clear()
        .env("PATH", stubs)
        .env("LOG", &log)
        .env("ROOT", root)
        .env("HOME", root)
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .unwrap_or_else(|e| panic!("bash: {e}"));
    let deadline = Instant::now() + Duration::from_secs(300);
    loop {
        if child.try_wait().ok().flatten().is_some() {
            break;
        }
        if Instant::now() > deadline {
            let _ = child.kill();
            panic!("bash did not finish lines {from}..{to} within 300 s");
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    std::fs::read(&log).unwrap_or_default()
}

fn parse_log(raw: &[u8], runs: &mut [Run]) {
    let mut current: Option<usize> = None;
    for rec in raw.split(|&b| b == 0) {
        let rec = String::from_utf8_lossy(rec);
        if let Some(i) = rec.strip_prefix("@@ ") {
            current = i.parse().ok();
        } else if let (Some(i), Some(c)) = (current, rec.strip_prefix("T ")) {
            if !c.starts_with(". \"../l") {
                runs[i].commands.push(c.to_string());
            }
        } else if let (Some(i), Some(s)) = (current, rec.strip_prefix("S ")) {
            runs[i].stubs.push(s.to_string());
        }
    }
}

/// Names the analyser sees run: every segment's program and wrappers. `\x01` is dropped on both
/// sides: bash uses it as its internal quoting byte and shows it unevenly, and a text holding it
/// is never understood anyway.
fn seen_names(a: &Analysis) -> BTreeSet<String> {
    let mut names = BTreeSet::new();
    for s in &a.segments {
        if let Some(w) = s.program() {
            names.insert(w.text.replace('\x01', ""));
            names.insert(s.name().replace('\x01', ""));
        }
        names.extend(s.wrappers.iter().map(|w| w.replace('\x01', "")));
    }
    names
}

/// The program of a `$BASH_COMMAND` text, read by the analyser's own word reader (bash prints
/// each word as it was written), and whether it redirects to `/dev/tcp`.
fn bash_program(text: &str) -> Option<(String, bool)> {
    let a = analyze(text);
    let s = a.segments.first()?;
    let tcp = s
        .redirects
        .iter()
        .any(|r| r.target.text.contains("/dev/tcp"));
    s.words.get(s.assigns).map(|w| (w.text.clone(), tcp))
}

/// The analyser knows it cannot name what runs: some program word is only known at run time
/// (`$x`, `$(…)`, a glob, also inside `eval`). Such a text is never plain, so never judged safe.
fn names_unknowable(a: &Analysis) -> bool {
    a.segments
        .iter()
        .any(|s| s.program().is_some_and(|w| w.is_dynamic() || w.glob))
}

/// bash quotes `\x01` and `\x7f` with `\x01` in its internal text, which `$BASH_COMMAND`
/// shows; the analyser sees the bytes as written.
fn unescape_ctl(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        if c == '\x01' && matches!(chars.peek(), Some('\x01' | '\x7f')) {
            continue;
        }
        out.push(c);
    }
    out
}

/// Why the analysis hides something bash did, if it does.
fn disagreement(a: &Analysis, run: &Run, home: &str) -> Option<String> {
    let names = seen_names(a);
    let unknowable = names_unknowable(a);
    if unknowable && a.plain() {
        return Some("a run-time program name in a text judged plain".into());
    }
    for c in &run.commands {
        let c = &unescape_ctl(c);
        let Some((p, tcp)) = bash_program(c) else {
            continue;
        };
        // A program `~` or `~/x` shows as the home directory (the test's root).
        let p = match p.strip_prefix(home) {
            Some(rest) => format!("~{rest}"),
            None => p,
        }
        .replace('\x01', "");
        // Keywords and assignments alone, and the test's own driver, are not commands.
        if p.is_empty() || p.contains('=') {
            continue;
        }
        let base = p.rsplit('/').next().unwrap_or("").to_string();
        if !unknowable && !names.contains(&p) && !names.contains(&base) {
            return Some(format!("bash ran `{c:?}` (program {p:?}); seen: {names:?}"));
        }
        if tcp
            && !a.segments.iter().any(|s| {
                s.redirects
                    .iter()
                    .any(|r| r.target.text.contains("/dev/tcp") || r.target.is_dynamic())
            })
        {
            return Some(format!("bash opened /dev/tcp in {c:?}; no redirect seen"));
        }
    }
    for stub in &run.stubs {
        if unknowable {
            break;
        }
        let mut parts = stub.split('\x1f');
        let name = parts.next().unwrap_or("");
        let args: Vec<&str> = parts.collect();
        let matched = a.segments.iter().any(|s| {
            if s.name() != name {
                return s.wrappers.iter().any(|w| w == name);
            }
            let loose = !s.wrappers.is_empty()
                || s.args().iter().any(|w| w.is_dynamic() || w.glob || w.tilde);
            loose || s.arg_texts() == args
        });
        if !matched {
            return Some(format!(
                "bash ran {name} {args:?}; the analyser did not see it"
            ));
        }
    }
    let texts: BTreeSet<&str> = a
        .words()
        .map(|w| w.text.as_str())
        .chain(a.segments.iter().flat_map(|s| s.arg_texts()))
        .collect();
    let dynamic = a.words().any(|w| w.is_dynamic() || w.glob);
    for f in &run.created {
        if !texts.contains(f.as_str()) && !dynamic {
            return Some(format!("bash created {f:?}; no word names it"));
        }
    }
    None
}

#[test]
fn analyser_agrees_with_bash() {
    if Command::new("bash").arg("--version").output().is_err() {
        eprintln!("bash is not installed; skipping the differential test");
        return;
    }
    let seed = std::env::var("AMA_FUZZ_SEED")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(DEFAULT_SEED);
    let count = std::env::var("AMA_FUZZ_COUNT")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(DEFAULT_COUNT);
    let mut rng = Rng(seed | 1);
    let lines: Vec<String> = (0..count)
        .map(|_| {
            let mut s = String::new();
            line(&mut rng, &mut s, 0, 4);
            s.push('\n');
            s
        })
        .collect();
    let tmp = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let root = tmp.path().to_path_buf();
    let stubs = setup(&root, &lines);
    let isolate = unshare_works();
    let workers = 2;
    let chunk = count.div_ceil(workers);
    let logs: Vec<Vec<u8>> = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..workers)
            .map(|w| {
                let (root, stubs) = (&root, &stubs);
                let (from, to) = (w * chunk, ((w + 1) * chunk).min(count));
                scope.spawn(move || run_batch(root, stubs, from, to, isolate))
            })
            .collect();
        handles
            .into_iter()
            .map(|h| h.join().unwrap_or_default())
            .collect()
    });
    let mut runs: Vec<Run> = (0..count).map(|_| Run::default()).collect();
    for log in &logs {
        parse_log(log, &mut runs);
    }
    let mut checked = 0;
    let mut failures = Vec::new();
    for (i, (l, run)) in lines.iter().zip(runs.iter_mut()).enumerate() {
        let dir = root.join(format!("d{i}"));
        if let Ok(entries) = std::fs::read_dir(&dir) {
            for e in entries.flatten() {
                let n = e.file_name().to_string_lossy().into_owned();
                if n != "d" && n != "in" {
                    run.created.push(n);
                }
            }
        }
        let a = analyze(l);
        // A control character makes the text "not understood", but it is still parsed as bash
        // would and must agree with bash.
        // A run-time value in arithmetic is not understood either (and on the dangerous list).
        let parsed =
            !a.too_deep && a.error == a.odd_char.map(odd_char_error) && a.runtime_arith.is_none();
        if !parsed {
            continue;
        }
        checked += 1;
        if let Some(why) = disagreement(&a, run, &root.display().to_string()) {
            failures.push(format!("line {i} {l:?}: {why}"));
        }
    }
    let ran = runs.iter().filter(|r| !r.commands.is_empty()).count();
    eprintln!(
        "differential: seed {seed}, {count} lines, {checked} analysed, {ran} run by bash, {} disagreements (unshare -rn: {isolate})",
        failures.len()
    );
    assert!(
        ran * 2 > count,
        "bash ran too few lines ({ran} of {count}); is the driver broken?"
    );
    assert!(checked * 2 > count, "too few lines were parsed ({checked})");
    assert!(
        failures.is_empty(),
        "{} disagreements (seed {seed}; rerun with AMA_FUZZ_SEED={seed}), first ones:\n{}",
        failures.len(),
        failures
            .iter()
            .take(15)
            .cloned()
            .collect::<Vec<_>>()
            .join("\n")
    );
}
