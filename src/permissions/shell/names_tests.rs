//! Generated tests for names bash evaluates as code: every name-taking builtin × every quoting
//! of a subscript holding a command × every context must never be judged safe, and the command
//! in the subscript, where it is written out, must be seen as a nested command.

use crate::permissions::readonly;
use crate::permissions::shell::{Origin, analyze};

/// `NAME` is replaced by a spelling of the name `a[$(touch F)]`.
const FORMS: [&str; 16] = [
    "printf -v NAME %s x",
    "read NAME",
    "read -r -a NAME",
    "mapfile NAME",
    "readarray -t NAME",
    "declare NAME=1",
    "typeset NAME",
    "local NAME=1",
    "export NAME=1",
    "readonly NAME=1",
    "unset NAME",
    "[[ -v NAME ]]",
    "test -v NAME",
    "[ -v NAME ]",
    "let NAME=1",
    "wait -p NAME",
];

/// Spellings of `a[$(touch F)]` that bash reads as that name.
const SPELLINGS: [&str; 7] = [
    "'a[$(touch F)]'",
    "\"a[\\$(touch F)]\"",
    "a[\\$(touch\\ F)]",
    "'a[`touch F`]'",
    "\"a[\\`touch F\\`]\"",
    "'a[$x]'",
    "'a[b]'",
];

const CONTEXTS: [&str; 4] = ["{}", "cd . && {}", "echo hi | {}", "sh -c \"{}\""];

#[test]
fn subscripts_in_names_are_never_safe() {
    let project = crate::permissions::paths::Project::new(std::path::Path::new("/tmp"));
    let mut n = 0;
    for form in FORMS {
        for spelling in SPELLINGS {
            for ctx in CONTEXTS {
                let cmd = form.replace("NAME", spelling);
                let text = if ctx.starts_with("sh -c") {
                    // Inside double quotes, `"`, `$`, `` ` `` and `\` need one more escape.
                    let mut esc = String::new();
                    for c in cmd.chars() {
                        if matches!(c, '"' | '$' | '`' | '\\') {
                            esc.push('\\');
                        }
                        esc.push(c);
                    }
                    ctx.replace("{}", &esc)
                } else {
                    ctx.replace("{}", &cmd)
                };
                let a = analyze(&text);
                assert!(!a.understood(), "judged understood: {text}");
                assert!(
                    readonly::check(&project, &a).is_err(),
                    "judged read-only: {text}"
                );
                n += 1;
            }
        }
    }
    assert_eq!(n, FORMS.len() * SPELLINGS.len() * CONTEXTS.len());
}

#[test]
fn written_out_commands_in_subscripts_are_nested() {
    for text in [
        "printf -v 'a[$(touch F)]' %s x",
        "printf -v'a[$(touch F)]' %s x",
        "read -ra 'a[$(touch F)]'",
        "declare 'a[$(touch F)]=1'",
        "echo ${a['$(touch F)']}",
        "echo $(( a['$(touch F)'] ))",
        "a['$(touch F)']=1",
        "(( a['$(touch F)'] ))",
        "x='a[$(touch F)]'",
    ] {
        let a = analyze(text);
        assert!(!a.understood(), "{text}");
        assert!(
            a.segments
                .iter()
                .any(|s| s.origin == Origin::CommandSubst && s.name() == "touch"),
            "touch not nested: {text}: {:?}",
            a.segments.iter().map(|s| s.name()).collect::<Vec<_>>()
        );
    }
}

#[test]
fn run_time_names_and_code_values_are_not_understood() {
    for text in [
        "printf -v \"$x\" %s y",
        "read \"$x\"",
        "unset \"$v\"",
        "declare \"$n=1\"",
        "mapfile -C 'touch F' -c 1 a",
        "declare -i x=b",
        "local -n r='a[b]'",
        "[[ 'a[b]' -eq 1 ]]",
        "getopts ab 'a[$(touch F)]'",
        "wait -n -p \"$p\"",
    ] {
        assert!(!analyze(text).understood(), "{text}");
    }
}

#[test]
fn literal_names_stay_as_before() {
    let project = crate::permissions::paths::Project::new(std::path::Path::new("/tmp"));
    for text in [
        "printf -v 'a[1]' %s x",
        "printf -v x %s \"$y\"",
        "read -r a",
        "read -r -a arr",
        "echo \"${arr[@]}\"",
        "unset 'a[3]'",
        "export PATH=\"$HOME/bin:$PATH\"",
        "declare -i n=5",
        "[[ -v HOME ]]",
        "grep '[a-z]x[0-9]' f",
        "echo $((1 + 2))",
    ] {
        let a = analyze(text);
        assert!(a.understood(), "{text}: {:?}", a.error);
    }
    assert!(readonly::check(&project, &analyze("printf -v 'a[1]' %s x")).is_ok());
}
