//! Run-time values in arithmetic, as a class: every way to give `v` a run-time value, crossed
//! with every arithmetic context, is "not understood" and hits `arith-runtime`; literal values,
//! numeric substitutions and the contexts bash does not evaluate (checked with real bash) stay
//! as they were.

use std::path::Path;

use crate::permissions::dangerous::check;
use crate::permissions::paths::Project;
use crate::permissions::shell::analyze;

const SOURCES: &[&str] = &[
    "v=$(cat f)",
    "v=\"$(cat f)\"",
    "v=`cat f`",
    "read -r v < f",
    "read v <<<\"$(cat f)\"",
    "printf -v v %s x",
    "mapfile -t w < f; v=${w[0]}",
    "readarray w < f; v=\"${w[1]}\"",
    "getopts a: v",
    "for v in *; do :; done",
    "for v in $(cat f); do :; done",
    "for v in \"$@\"; do :; done",
    "u=$(cat f); v=$u",
    "u=$(cat f); v=${u%x}",
    "u=$(cat f); v=u",
    "v='a[0]'",
    "export v=$(cat f)",
    "local v=$(cat f)",
    "declare v=\"$(cat f)\"",
    "read -a v < f",
    "v=$(printf %s 'a[$(touch V)]')",
];

/// Contexts where bash evaluates `v`'s value (verified with bash 5.2).
const CONTEXTS: &[&str] = &[
    "echo $((v))",
    "echo $(( $v ))",
    "echo \"$((v+1))\"",
    "echo $((1+${v}))",
    "((v))",
    "(( v > 1 ))",
    "let v",
    "let 'y=v+1'",
    "[[ $v -eq 1 ]]",
    "[[ v -ne 1 ]]",
    "[[ 1 -lt \"$v\" ]]",
    "y=abc; echo ${y:v:1}",
    "y=abc; echo ${y:0:v}",
    "echo ${a[v]}",
    "echo \"${a[$v]}\"",
    "declare -i y; y=v",
    "declare -i y; y=$v",
    "declare -i y=$v",
    "echo $[v]",
    "echo ${!v}",
    "case 1 in $((v))) ;; esac",
    "y=$v; echo $((y))",
    "cat <<E\n$((v))\nE",
    "echo ${@:v}",
    "f() { local -i y=$v; }; f",
];

/// Look-alikes bash does not evaluate as arithmetic.
const NOT_ARITHMETIC: &[&str] = &[
    "test \"$v\" -eq 1",
    "[ \"$v\" -eq 1 ]",
    "shift $v",
    "printf %d \"$v\"",
    "echo ${#v}",
    "echo \"$v\"",
    "echo ${v:0:1}",
    "echo $((${#v}+1))",
    "[[ $v == 1 ]]",
];

fn project() -> Project {
    Project::with(
        Path::new("/w"),
        Some(Path::new("/home/u")),
        Path::new("/d/auth.json"),
    )
}

#[test]
fn every_runtime_source_in_every_context_is_not_understood() {
    let p = project();
    let mut n = 0;
    for src in SOURCES {
        for ctx in CONTEXTS {
            let line = format!("{src}; {ctx}");
            let a = analyze(&line);
            assert!(a.runtime_arith.is_some(), "`{line}` was not caught");
            assert!(!a.understood(), "`{line}` counts as understood");
            // A subscript written with a command in it (`"${a[$v]}"`) is reported first.
            let want = if a.error == a.runtime_arith {
                "arith-runtime"
            } else {
                "unparseable"
            };
            assert_eq!(check(&p, &a).map(|h| h.entry), Some(want), "{line}");
            n += 1;
        }
    }
    assert_eq!(n, SOURCES.len() * CONTEXTS.len());
}

#[test]
fn contexts_bash_does_not_evaluate_pass() {
    for src in SOURCES {
        for ctx in NOT_ARITHMETIC {
            let line = format!("{src}; {ctx}");
            assert_eq!(analyze(&line).runtime_arith, None, "{line}");
        }
    }
}

#[test]
fn literal_and_numeric_values_pass() {
    for ctx in CONTEXTS {
        for src in [
            "v=5",
            "v=$((2*3))",
            "v=$(wc -l < f)",
            "v=$(cat f | wc -l)",
            "v=$(nproc)",
            "v=$(id -u)",
            "v=$(date +%s)",
            "for v in 1 2 3; do :; done",
            "for v in $(seq 1 5); do :; done",
            "v=${#HOME}",
        ] {
            let line = format!("{src}; {ctx}");
            assert_eq!(analyze(&line).runtime_arith, None, "{line}");
        }
    }
    for line in [
        "n=5; echo $((n+1))",
        "for i in 1 2 3; do echo $((i*2)); done",
        "echo $(( $(wc -l < f) + 1 ))",
        "echo $((HOME))",
        "x=$(cat f); echo ${!a[@]}",
        "mapfile -t L < f; echo ${L[1]}",
    ] {
        assert_eq!(analyze(line).runtime_arith, None, "{line}");
    }
}

#[test]
fn positional_parameters_and_input_names_are_run_time() {
    for line in [
        "f() { echo $(($1)); }; f 'a[$(id)]'",
        "echo $(($1))",
        "read; echo $((REPLY))",
        "[[ $s =~ .x ]]; echo $((BASH_REMATCH))",
        "echo $(( $(cat f) ))",
        "echo $(( `cat f` ))",
        "v=$(wc -l f); echo $((v))",
        "v=$(seq -f %g 1); echo $((v))",
    ] {
        assert!(analyze(line).runtime_arith.is_some(), "{line}");
    }
}
