//! Run-time values that bash evaluates as arithmetic. bash evaluates a variable's *value*
//! recursively in arithmetic, and an array subscript in that value is expanded: after
//! `x=$(cat f)`, `echo $((x))` runs `cmd` when `f` holds `a[$(cmd)]`. Nothing in the command
//! text shows `cmd`, so a command that feeds a run-time value into arithmetic is "not
//! understood" and on the dangerous list (`arith-runtime`), so it asks in every mode.
//!
//! A value is *run-time* when the command line assigns it from anything but a literal without
//! `[` (a command substitution, `read`, `mapfile`, `getopts`, `printf -v`, `for NAME in` over
//! globs or expansions, an expansion of another run-time value), or when bash sets it from
//! input (`REPLY`, `OPTARG`, `BASH_REMATCH`, …, and the positional parameters, which a
//! function call or `set --` fills). The environment is not run-time: every bash call is a
//! fresh `bash -c` with the environment of the user who started ama, which the model cannot
//! change. A substitution whose output is a number (`wc` on stdin, `nproc`, `id -u`,
//! `date +%s`, `seq` with numeric arguments) is not run-time either.
//!
//! The arithmetic contexts: `$(( ))`, `$[ ]`, `(( ))`, `let`, the operands of `[[ … -eq … ]]`
//! (and `-ne -lt -le -gt -ge`), `${y:OFFSET:LENGTH}`, `${a[SUB]}`, assignments to a
//! `declare -i` name, and `${!x}` (the value is taken as a name, subscript included). `test`
//! and `[` are not arithmetic (bash converts their operands as plain numbers), nor are
//! `shift`, `return`, `exit`, `break`, `printf %d` or `read -t`; the differential test checks
//! these forms against real bash.

use std::collections::BTreeSet;

use crate::permissions::shell::scan::{
    Cursor, ansi_c, arithmetic, backtick, balanced_braces, balanced_brackets, balanced_parens,
    until_quote,
};
use crate::permissions::shell::word::Word;
use crate::permissions::shell::{Analysis, Segment, analyze};

/// Names bash fills from input or from the command line itself.
const ALWAYS: [&str; 7] = [
    "REPLY",
    "MAPFILE",
    "OPTARG",
    "BASH_REMATCH",
    "BASH_COMMAND",
    "BASH_ARGV",
    "_",
];

/// The `declare` family: each takes `NAME=value` operands and `-i`.
const DECLARERS: [&str; 5] = ["declare", "typeset", "local", "export", "readonly"];

/// Checks a whole analysis; on a run-time value in arithmetic, records why and fails it.
pub(crate) fn check(out: &mut Analysis) {
    // The differential test shows once that it finds this class with the check switched off.
    #[cfg(test)]
    if std::env::var_os("AMA_TEST_ARITH_CHECK_OFF").is_some() {
        return;
    }
    // A text already not understood for another reason (a subscript holding a command) keeps
    // that reason as its error, and the dangerous list names that one.
    if let Some(why) = runtime_in_arithmetic(&out.segments) {
        out.runtime_arith = Some(why.clone());
        out.fail(why);
    }
}

/// Why a run-time value reaches arithmetic in `segments`, if one does.
pub(crate) fn runtime_in_arithmetic(segments: &[Segment]) -> Option<String> {
    let tainted = tainted_names(segments);
    let integers = integer_names(segments);
    for s in segments {
        for (expr, shown) in contexts(s, &integers) {
            if let Some(name) = runtime_ref(&expr, &tainted) {
                return Some(format!(
                    "`{shown}` evaluates {name} as arithmetic, and its value is only known at run time (bash runs a command in an array subscript inside that value)"
                ));
            }
        }
        for name in indirect_names(s) {
            if is_runtime_name(&name, &tainted) {
                return Some(format!(
                    "`${{!{name}}}` takes the value of `{name}`, only known at run time, as a variable name (bash runs a command in an array subscript inside it)"
                ));
            }
        }
    }
    None
}

fn is_ident(s: &str) -> bool {
    let mut c = s.chars();
    c.next()
        .is_some_and(|f| f.is_ascii_alphabetic() || f == '_')
        && c.all(|x| x.is_ascii_alphanumeric() || x == '_')
}

/// Positional and special parameters that hold input: `$1`…, `$@`, `$*`, `$_`.
fn is_positional(name: &str) -> bool {
    name == "@" || name == "*" || (!name.is_empty() && name.chars().all(|c| c.is_ascii_digit()))
}

fn is_runtime_name(name: &str, tainted: &BTreeSet<String>) -> bool {
    is_positional(name) || tainted.contains(name) || ALWAYS.contains(&name)
}

/// The names the line gives a run-time value, closed over assignments between them.
fn tainted_names(segments: &[Segment]) -> BTreeSet<String> {
    let mut tainted = BTreeSet::new();
    let mut assigned: Vec<(String, String)> = Vec::new();
    for s in segments {
        for_loop(s, &mut tainted, &mut assigned);
        assignments(s, &mut assigned);
        input_names(s, &mut tainted);
    }
    // Assignments refer to each other (`y=$x`, `y=x`); repeat until nothing changes.
    loop {
        let before = tainted.len();
        for (name, value) in &assigned {
            if !tainted.contains(name) && runtime_value(value, &tainted) {
                tainted.insert(name.clone());
            }
        }
        if tainted.len() == before {
            return tainted;
        }
    }
}

/// `for NAME in WORDS` / `select NAME in WORDS`: the name takes each word, so it is assigned
/// them all (a glob is run-time: file names are input too).
fn for_loop(s: &Segment, tainted: &mut BTreeSet<String>, assigned: &mut Vec<(String, String)>) {
    let Some(first) = s.words.first() else {
        return;
    };
    if s.cmd != s.words.len() || !matches!(first.raw.as_str(), "for" | "select") {
        return;
    }
    let Some(name) = s.words.get(1) else {
        return;
    };
    let words = match s.words.get(2) {
        Some(w) if w.text == "in" => &s.words[3..],
        // `for x; do` walks the positional parameters.
        _ => {
            tainted.insert(name.text.clone());
            return;
        }
    };
    if first.raw == "select"
        || words
            .iter()
            .any(|w| w.glob || !w.process_substitutions.is_empty())
    {
        tainted.insert(name.text.clone());
    }
    for w in words {
        assigned.push((name.text.clone(), w.raw.clone()));
    }
}

/// Every `NAME=value` (and `NAME+=value`) the segment makes, with the value as written.
fn assignments(s: &Segment, out: &mut Vec<(String, String)>) {
    let mut push = |w: &Word| {
        if let Some((name, _)) = w.assignment() {
            let name = name.split('[').next().unwrap_or(name).to_string();
            let value = w.raw.split_once('=').map_or("", |(_, v)| v).to_string();
            out.push((name, value));
        }
    };
    for w in &s.words[..s.assigns.min(s.words.len())] {
        push(w);
    }
    if s.is(&DECLARERS) {
        for w in s.args() {
            push(w);
        }
    }
}

/// Names that builtins read input into: `read`, `mapfile`, `getopts`, `printf -v`.
fn input_names(s: &Segment, tainted: &mut BTreeSet<String>) {
    let idents = || {
        s.args()
            .iter()
            .filter(|w| is_ident(&w.text))
            .map(|w| w.text.clone())
    };
    match s.name() {
        // Option values that look like names (`-p prompt`) are counted too: that only errs wide.
        "read" | "mapfile" | "readarray" | "getopts" => tainted.extend(idents()),
        "printf" => {
            let a = s.args();
            for (i, w) in a.iter().enumerate() {
                if w.text == "-v" {
                    if let Some(n) = a.get(i + 1) {
                        tainted.insert(n.text.clone());
                    }
                } else if let Some(n) = w.text.strip_prefix("-v") {
                    tainted.insert(n.to_string());
                }
            }
        }
        _ => {}
    }
}

/// Names with the integer attribute (`declare -i n`): assigning to them is arithmetic.
fn integer_names(segments: &[Segment]) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    for s in segments.iter().filter(|s| s.is(&DECLARERS)) {
        let mut integer = false;
        for w in s.args() {
            let t = w.text.as_str();
            if t.starts_with('-') && !t.contains('=') {
                integer |= t.contains('i');
            } else if integer {
                let name = t.split(['=', '+', '[']).next().unwrap_or(t);
                out.insert(name.to_string());
            }
        }
    }
    out
}

/// The arithmetic expressions in a segment, each with the text to show.
fn contexts(s: &Segment, integers: &BTreeSet<String>) -> Vec<(String, String)> {
    let mut out = Vec::new();
    let words = s.words.iter().chain(s.redirects.iter().map(|r| &r.target));
    for w in words.filter(|w| w.expansion) {
        for e in expressions(&w.raw, true) {
            out.push((e, w.raw.clone()));
        }
    }
    for r in &s.redirects {
        if let (true, Some(body)) = (r.body_expands, &r.body) {
            for e in expressions(body, false) {
                out.push((e, body.trim().to_string()));
            }
        }
    }
    if s.arith {
        let text: Vec<&str> = s.words.iter().map(|w| w.raw.as_str()).collect();
        let text = text.join(" ");
        out.push((text.clone(), format!("(( {text} ))")));
    }
    match s.name() {
        "let" => out.extend(s.args().iter().map(|w| (w.raw.clone(), s.source()))),
        "[[" => {
            let a = s.args();
            for (i, w) in a.iter().enumerate() {
                if matches!(
                    w.text.as_str(),
                    "-eq" | "-ne" | "-lt" | "-le" | "-gt" | "-ge"
                ) {
                    let around = [i.checked_sub(1).and_then(|j| a.get(j)), a.get(i + 1)];
                    for n in around.into_iter().flatten() {
                        out.push((n.raw.clone(), s.source()));
                    }
                }
            }
        }
        _ => {}
    }
    // Assignments to integer names, before a command or through `declare`.
    let mut assigned: Vec<(String, String)> = Vec::new();
    assignments(s, &mut assigned);
    for (name, value) in assigned {
        if integers.contains(&name) {
            out.push((value, s.source()));
        }
    }
    out
}

/// The `$((…))`, `$[…]`, `${y:OFF:LEN}` and `${a[SUB]}` expressions in `text`, nested ones
/// included. `single_quotes` says whether `'…'` quotes (it does not in a here-doc body).
fn expressions(text: &str, single_quotes: bool) -> Vec<String> {
    let mut out = Vec::new();
    collect(text, single_quotes, 0, &mut out, &mut Vec::new());
    out
}

/// The names of `${!NAME}` indirections in the segment's words.
fn indirect_names(s: &Segment) -> Vec<String> {
    let mut out = Vec::new();
    for w in s.words.iter().filter(|w| w.expansion) {
        collect(&w.raw, true, 0, &mut Vec::new(), &mut out);
    }
    out
}

const MAX_NESTING: usize = 32;

fn collect(
    text: &str,
    single_quotes: bool,
    depth: usize,
    exprs: &mut Vec<String>,
    indirect: &mut Vec<String>,
) {
    if depth > MAX_NESTING {
        return;
    }
    let mut cur = Cursor::new(text);
    let mut double = false;
    while let Some(c) = cur.bump() {
        match c {
            '\\' => {
                cur.bump();
            }
            '"' => double = !double,
            '\'' if single_quotes && !double => {
                let _ = until_quote(&mut cur, '\'');
            }
            '$' if cur.peek() == Some('\'') && !double => {
                cur.bump();
                let _ = ansi_c(&mut cur);
            }
            '`' => {
                let _ = backtick(&mut cur);
            }
            '$' if cur.peek() == Some('(') => {
                cur.bump();
                if let Ok(inner) = balanced_parens(&mut cur)
                    && let Some(expr) = arithmetic(&inner)
                {
                    exprs.push(expr.to_string());
                    collect(expr, single_quotes, depth + 1, exprs, indirect);
                }
            }
            '$' if cur.peek() == Some('[') => {
                cur.bump();
                if let Ok(inner) = balanced_brackets(&mut cur) {
                    collect(&inner, single_quotes, depth + 1, exprs, indirect);
                    exprs.push(inner);
                }
            }
            '$' if cur.peek() == Some('{') => {
                cur.bump();
                if let Ok(inner) = balanced_braces(&mut cur) {
                    parameter(&inner, single_quotes, depth, exprs, indirect);
                }
            }
            _ => {}
        }
    }
}

/// The inside of `${…}`: its subscript, substring offsets and indirection.
fn parameter(
    inner: &str,
    single_quotes: bool,
    depth: usize,
    exprs: &mut Vec<String>,
    indirect: &mut Vec<String>,
) {
    let (bang, body) = match inner.strip_prefix('!') {
        Some(b) => (true, b),
        None => (
            false,
            inner
                .strip_prefix('#')
                .filter(|b| !b.is_empty())
                .unwrap_or(inner),
        ),
    };
    let name_len = if body.starts_with(|c: char| c.is_ascii_digit()) {
        body.chars().take_while(char::is_ascii_digit).count()
    } else if body.starts_with(['@', '*', '#', '?', '$', '!', '-']) {
        1
    } else {
        body.chars()
            .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
            .count()
    };
    let name = &body[..name_len];
    let mut rest = &body[name_len..];
    let mut listing = false;
    if let Some(after) = rest.strip_prefix('[') {
        let mut cur = Cursor::new(after);
        if let Ok(sub) = balanced_brackets(&mut cur) {
            listing = sub == "@" || sub == "*";
            if !listing {
                collect(&sub, single_quotes, depth + 1, exprs, indirect);
                exprs.push(sub.clone());
            }
            rest = &after[sub.len() + 1..];
        }
    }
    if bang
        && !listing
        && !name.is_empty()
        && (rest.is_empty() || rest.starts_with([':', '-', '=', '?', '+']))
    {
        indirect.push(name.to_string());
    }
    if let Some(range) = rest.strip_prefix(':')
        && !range.starts_with(['-', '=', '?', '+'])
    {
        // `${y:OFF:LEN}`: both are arithmetic (a `:` inside `?:` is rare enough to split on).
        for part in range.splitn(2, ':') {
            collect(part, single_quotes, depth + 1, exprs, indirect);
            exprs.push(part.to_string());
        }
        return;
    }
    collect(rest, single_quotes, depth + 1, exprs, indirect);
}

/// The names an arithmetic expression refers to, bare or expanded, and whether it holds a
/// command substitution whose output is not a number.
fn runtime_ref(expr: &str, tainted: &BTreeSet<String>) -> Option<String> {
    if let Some(sub) = non_numeric_substitution(expr) {
        return Some(format!("the output of `$({sub})`"));
    }
    let mut names = expansion_names(expr);
    names.extend(bare_names(expr));
    names
        .into_iter()
        .find(|n| is_runtime_name(n, tainted))
        .map(|n| match is_positional(&n) {
            true => format!("`${n}`"),
            false => format!("`{n}`"),
        })
}

/// Whether an assignment's value (as written) is only known at run time.
fn runtime_value(value: &str, tainted: &BTreeSet<String>) -> bool {
    if value.contains('[') || non_numeric_substitution(value).is_some() {
        return true;
    }
    // `$((…))` and `${#x}` are numbers; a bare word may name a run-time variable (`y=x`).
    let mut names = expansion_names(value);
    names.extend(bare_names(value));
    names.iter().any(|n| is_runtime_name(n, tainted))
}

/// The first command substitution in `text` whose output is not known to be a number.
fn non_numeric_substitution(text: &str) -> Option<String> {
    let subs = crate::permissions::shell::scan::substitutions_in(text, false).ok()?;
    subs.into_iter().find(|s| !numeric_command(s))
}

/// A command whose output is only a number: `wc` reading stdin, `nproc`, `id -u`, `date +%s`,
/// `seq` with numeric arguments.
fn numeric_command(text: &str) -> bool {
    let a = analyze(text);
    if !a.understood() || a.segments.iter().any(|s| s.depth > 0) {
        return false;
    }
    let Some(last) = a.top().last() else {
        return false;
    };
    if last.background || !last.wrappers.is_empty() || last.assigns > 0 {
        return false;
    }
    let args: Vec<&str> = last.arg_texts();
    let literal = last.args().iter().all(|w| !w.is_dynamic() && !w.glob);
    literal
        && match last.name() {
            "wc" => args.iter().all(|a| {
                a.len() > 1 && a.starts_with('-') && a[1..].chars().all(|c| "lcwm".contains(c))
            }),
            "nproc" => args.is_empty(),
            "id" => matches!(args.as_slice(), ["-u" | "-g" | "-ru" | "-rg"]),
            "date" => args == ["+%s"],
            "seq" => args.iter().all(|a| {
                !a.is_empty()
                    && a.chars()
                        .all(|c| c.is_ascii_digit() || c == '-' || c == '.')
            }),
            _ => false,
        }
}

/// The parameters `text` expands (`$x`, `${x…}`, `$1`, `$@`), not those inside a substitution.
fn expansion_names(text: &str) -> Vec<String> {
    let chars: Vec<char> = text.chars().collect();
    let mut out = Vec::new();
    let mut i = 0;
    while i + 1 < chars.len() {
        if chars[i] != '$' {
            i += 1;
            continue;
        }
        let mut j = i + 1;
        if chars[j] == '{' {
            j += 1;
            if chars.get(j) == Some(&'#') && chars.get(j + 1).is_some_and(|c| *c != '}') {
                // `${#x}` is a length: a number.
                i = j;
                continue;
            }
            if chars.get(j) == Some(&'!') {
                j += 1;
            }
        }
        let start = j;
        if chars
            .get(j)
            .is_some_and(|c| c.is_ascii_digit() || matches!(c, '@' | '*' | '_'))
            && !chars
                .get(j + 1)
                .is_some_and(|c| c.is_ascii_alphanumeric() || *c == '_')
        {
            out.push(chars[j].to_string());
            i = j + 1;
            continue;
        }
        while chars
            .get(j)
            .is_some_and(|c| c.is_ascii_alphanumeric() || *c == '_')
        {
            j += 1;
        }
        if j > start {
            out.push(chars[start..j].iter().collect());
        }
        i = j.max(i + 1);
    }
    out
}

/// Identifiers written bare in an arithmetic expression (`x` in `x+1`); bash evaluates their
/// values again. Names after `$` are left to [`expansion_names`].
fn bare_names(expr: &str) -> Vec<String> {
    let chars: Vec<char> = expr.chars().collect();
    let mut out = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        if c.is_ascii_alphabetic() || c == '_' {
            let start = i;
            while i < chars.len() && (chars[i].is_ascii_alphanumeric() || chars[i] == '_') {
                i += 1;
            }
            let prev = start.checked_sub(1).map(|p| chars[p]);
            let after_digit = prev.is_some_and(|p| p.is_ascii_alphanumeric());
            if !matches!(prev, Some('$' | '{' | '!' | '#')) && !after_digit {
                out.push(chars[start..i].iter().collect());
            }
        } else {
            i += 1;
        }
    }
    out
}
