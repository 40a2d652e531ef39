//! Variable names that bash evaluates as code. Wherever bash takes a variable *name*
//! (`printf -v`, `read`, `mapfile`, `declare`, `unset`, `[[ -v ]]`, `test -v`, `wait -p`,
//! `getopts`, `a[i]=x`) or evaluates arithmetic (`let`, `(( ))`, `$(( ))`, `[[ a -eq b ]]`,
//! `declare -i`), an array subscript `a[…]` is expanded and evaluated: `$(…)` in it runs, and a
//! bare name in it is evaluated again as arithmetic, so `b='a[$(id)]'` then `a[b]` runs `id`.
//! Quoting does not stop this (`printf -v 'a[$(id)]' …` runs `id`). So a name whose subscript is
//! not a plain number (or `@`/`*`), and a name only known at run time, make the command "not
//! understood"; command substitutions visible in a subscript are surfaced as nested commands so
//! deny rules and the dangerous list still see them.

use crate::permissions::shell::scan::substitutions_in;
use crate::permissions::shell::word::Word;
use crate::permissions::shell::{Analysis, Origin, Segment};

/// Marks a word bash evaluates as code outright, in [`name_positions`].
const CODE: &str = "\u{0}code";

/// Builtins whose every argument is checked for code in a subscript.
const NAME_BUILTINS: [&str; 17] = [
    "printf",
    "read",
    "mapfile",
    "readarray",
    "declare",
    "typeset",
    "local",
    "export",
    "readonly",
    "unset",
    "wait",
    "getopts",
    "test",
    "[",
    "[[",
    "let",
    "exec",
];

/// Checks one segment before it is stored: fails `out` for a name bash would evaluate as code,
/// and adds the substitutions written in such subscripts to `nested`.
pub(crate) fn check(seg: &Segment, nested: &mut Vec<(Origin, String)>, out: &mut Analysis) {
    let mut problem: Option<String> = None;
    let mut note = |p: String| {
        if problem.is_none() {
            problem = Some(p);
        }
    };
    // Code in a subscript of an expansion (`${a[$(id)]}`, `$(( a['$(id)'] ))`) anywhere, and in
    // the words of name builtins, assignments and `(( ))` bodies.
    let name = seg.name();
    let all_words = NAME_BUILTINS.contains(&name) || seg.origin == Origin::Subshell;
    for (i, w) in seg.words.iter().enumerate() {
        let checked = all_words || w.expansion || i <= seg.cmd;
        if checked && let Some(subs) = code_in_subscripts(&w.text) {
            nested.extend(subs.into_iter().map(|s| (Origin::CommandSubst, s)));
            note(format!(
                "`{}` holds an array subscript with a command or expansion in it, which bash evaluates as code",
                w.raw
            ));
        }
    }
    // `a[i]=x` assignments, before the command or as the command itself.
    for w in seg.words.iter().take(seg.cmd + 1) {
        if let Some(n) = subscripted_assignment(w)
            && let Err(e) = literal_name(w, n, w.is_dynamic())
        {
            note(e);
        }
    }
    for (w, name_text, dynamic) in name_positions(seg) {
        if let Err(e) = literal_name(w, &name_text, dynamic) {
            note(e);
        }
    }
    if let Some(p) = problem {
        out.fail(p);
    }
}

/// The text of `w` when it is written `NAME[…]=…` or `NAME[…]+=…`: the `NAME[…]` part.
fn subscripted_assignment(w: &Word) -> Option<&str> {
    let t = w.text.as_str();
    let open = t.find('[')?;
    if open == 0 || !is_ident(&t[..open]) {
        return None;
    }
    let close = t[open..].find("]=").or_else(|| t[open..].find("]+="))? + open;
    Some(&t[..=close])
}

fn is_ident(s: &str) -> bool {
    let mut c = s.chars();
    c.next()
        .is_some_and(|f| f.is_ascii_alphabetic() || f == '_')
        && c.all(|x| x.is_ascii_alphanumeric() || x == '_')
}

/// A name word bash would not evaluate as code: known before run time, and any subscript a
/// plain number, `@` or `*`.
fn literal_name(w: &Word, name: &str, dynamic: bool) -> Result<(), String> {
    if name == CODE {
        return Err(format!(
            "bash evaluates `{}` as code (a `mapfile -C` callback, or a `declare -i` / `-n` value that is not a plain number)",
            w.raw
        ));
    }
    if dynamic || name.contains('`') {
        return Err(format!(
            "the variable name `{}` is only known at run time, and bash would evaluate a subscript in it as code",
            w.raw
        ));
    }
    match name.find('[') {
        None => Ok(()),
        Some(open) => {
            let sub = name[open + 1..].strip_suffix(']').unwrap_or("x");
            if sub == "@"
                || sub == "*"
                || (!sub.is_empty() && sub.chars().all(|c| c.is_ascii_digit()))
            {
                Ok(())
            } else {
                Err(format!(
                    "the variable name `{}` has a subscript that is not a plain number; bash evaluates it as code",
                    w.raw
                ))
            }
        }
    }
}

/// The index of the `]` that closes the `[` at `open` (nested brackets counted), or
/// `chars.len()` when it is never closed.
fn closing_bracket(chars: &[char], open: usize) -> usize {
    let mut depth = 0usize;
    for (j, c) in chars.iter().enumerate().skip(open) {
        match c {
            '[' => depth += 1,
            ']' => {
                depth -= 1;
                if depth == 0 {
                    return j;
                }
            }
            _ => {}
        }
    }
    chars.len()
}

/// The substitutions written in every `NAME[…]` subscript of `text` that holds `$` or a
/// backtick; `None` when no subscript does.
fn code_in_subscripts(text: &str) -> Option<Vec<String>> {
    let chars: Vec<char> = text.chars().collect();
    let mut found = false;
    let mut subs = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        let ident_before = i > 0 && (chars[i - 1].is_ascii_alphanumeric() || chars[i - 1] == '_');
        if chars[i] == '[' && ident_before {
            let j = closing_bracket(&chars, i);
            let inner: String = chars[i + 1..j.min(chars.len())].iter().collect();
            if inner.contains(['$', '`']) {
                found = true;
                subs.extend(substitutions_in(&inner, false).unwrap_or_default());
            }
            i = j.max(i + 1);
            continue;
        }
        i += 1;
    }
    found.then_some(subs)
}

/// The words in name positions of the segment's command, each with the name text to judge.
fn whole(w: &Word) -> Named<'_> {
    (w, w.text.clone(), w.is_dynamic())
}

/// A word in a name position, the name text to judge, and whether the name is only known at
/// run time.
type Named<'a> = (&'a Word, String, bool);

fn name_positions(seg: &Segment) -> Vec<Named<'_>> {
    let a = seg.args();
    let mut out: Vec<Named<'_>> = Vec::new();
    match seg.name() {
        "printf" => {
            let mut i = 0;
            while let Some(w) = a.get(i) {
                match w.text.as_str() {
                    "--" => break,
                    "-v" => {
                        if let Some(n) = a.get(i + 1) {
                            out.push(whole(n));
                        }
                        i += 2;
                    }
                    t if t.starts_with("-v") => {
                        out.push((w, t[2..].to_string(), w.is_dynamic()));
                        i += 1;
                    }
                    _ if w.is_dynamic() && i == 0 => {
                        // `printf "$o" …` may be `printf -v NAME`.
                        out.push(whole(w));
                        break;
                    }
                    _ => break,
                }
            }
        }
        "read" => options_then_names(a, "adinNptu", "a", true, &mut out),
        "mapfile" | "readarray" => options_then_names(a, "dnOsuCc", "", true, &mut out),
        "wait" => options_then_names(a, "p", "p", false, &mut out),
        "declare" | "typeset" | "local" | "export" | "readonly" => declared(a, &mut out),
        "unset" => {
            for w in a {
                if !w.text.starts_with('-') || w.is_dynamic() {
                    out.push(whole(w));
                }
            }
        }
        "getopts" => {
            let operands: Vec<&Word> = a.iter().filter(|w| !w.text.starts_with('-')).collect();
            if let Some(n) = operands.get(1) {
                out.push(whole(n));
            }
        }
        "test" | "[" | "[[" => {
            for (i, w) in a.iter().enumerate() {
                let t = w.text.as_str();
                if (t == "-v" || t == "-R")
                    && let Some(n) = a.get(i + 1)
                {
                    out.push(whole(n));
                }
                if seg.name() == "[[" && matches!(t, "-eq" | "-ne" | "-lt" | "-le" | "-gt" | "-ge")
                {
                    for n in [i.checked_sub(1).and_then(|j| a.get(j)), a.get(i + 1)]
                        .into_iter()
                        .flatten()
                    {
                        if n.text.contains('[') {
                            out.push(whole(n));
                        }
                    }
                }
            }
        }
        "let" => {
            for w in a {
                if w.text.contains('[') {
                    for part in arith_names(&w.text) {
                        out.push((w, part, w.is_dynamic()));
                    }
                }
            }
        }
        _ => {}
    }
    out
}

/// Names inside an arithmetic expression that carry a subscript (`a[i]` in `x=a[i]+1`).
fn arith_names(expr: &str) -> Vec<String> {
    let mut out = Vec::new();
    let chars: Vec<char> = expr.chars().collect();
    let mut i = 0;
    while i < chars.len() {
        if chars[i].is_ascii_alphabetic() || chars[i] == '_' {
            let start = i;
            while i < chars.len() && (chars[i].is_ascii_alphanumeric() || chars[i] == '_') {
                i += 1;
            }
            if chars.get(i) == Some(&'[') {
                i = closing_bracket(&chars, i);
                out.push(chars[start..(i + 1).min(chars.len())].iter().collect());
            }
        } else {
            i += 1;
        }
    }
    out
}

/// Options (each in `with_value` takes a value; those in `value_is_name` name a variable or,
/// for `mapfile -C`, hold code), then operands that are all names.
fn options_then_names<'a>(
    a: &'a [Word],
    with_value: &str,
    value_is_name: &str,
    operands_are_names: bool,
    out: &mut Vec<Named<'a>>,
) {
    let mut i = 0;
    let mut operands = false;
    while let Some(w) = a.get(i) {
        i += 1;
        let t = w.text.as_str();
        if operands || !t.starts_with('-') || t == "-" {
            if operands_are_names || w.is_dynamic() {
                out.push(whole(w));
            }
            operands = true;
            continue;
        }
        if t == "--" {
            operands = true;
            continue;
        }
        if w.is_dynamic() {
            // An option only known at run time may be one that takes a name.
            out.push(whole(w));
            continue;
        }
        for (k, c) in t.char_indices().skip(1) {
            if with_value.contains(c) {
                let rest = &t[k + c.len_utf8()..];
                let (vw, value, dynamic) = if rest.is_empty() {
                    let Some(v) = a.get(i) else { break };
                    i += 1;
                    whole(v)
                } else {
                    (w, rest.to_string(), w.is_dynamic())
                };
                if c == 'C' {
                    // `mapfile -C CODE` runs CODE as a command: never judged statically.
                    out.push((vw, CODE.to_string(), false));
                } else if value_is_name.contains(c) {
                    out.push((vw, value, dynamic));
                }
                break;
            }
        }
    }
}

/// `declare`-family operands: the name before `=` is a name; with `-i` or `-n` the value is too
/// (bash evaluates it as arithmetic, or as a name).
fn declared<'a>(a: &'a [Word], out: &mut Vec<Named<'a>>) {
    let mut arith = false;
    let mut options = true;
    for w in a {
        let t = w.text.as_str();
        if options && t == "--" {
            options = false;
            continue;
        }
        if options && (t.starts_with('-') || t.starts_with('+')) && !w.is_dynamic() {
            arith |= t.contains(['i', 'n']);
            continue;
        }
        options = false;
        let raw_name = w.raw.split('=').next().unwrap_or("");
        if w.is_dynamic() && (!w.raw.contains('=') || raw_name.contains(['$', '`'])) {
            out.push((w, t.to_string(), true));
            continue;
        }
        let (name, value) = match t.split_once('=') {
            Some((n, v)) => (n.trim_end_matches('+'), Some(v)),
            None => (t, None),
        };
        out.push((w, name.to_string(), false));
        if arith
            && let Some(v) = value
            && (w.is_dynamic()
                || v.chars()
                    .any(|c| c.is_ascii_alphabetic() || c == '_' || c == '['))
        {
            out.push((w, CODE.to_string(), false));
        }
    }
}
