//! `ama completions bash|zsh|fish`: prints a completion script for that shell.
//!
//! The flags come from the `--help` text itself (`cli::args::HELP`), so a flag added there is
//! completed without touching this file. Value lists come from the help text too (`a | b | c`),
//! or from the catalog and tool registry; `--model` asks `ama --list-models` at completion time.

use std::ffi::OsString;

use crate::ai::catalog;
use crate::cli::args::HELP;
use crate::error::{Error, Result};

/// One flag of `ama --help`.
#[derive(Clone, Debug, PartialEq)]
struct Flag {
    short: Option<char>,
    long: String,
    takes_value: bool,
    help: String,
}

/// What a flag's value completes to.
enum Values {
    None,
    Words(Vec<String>),
    Models,
    Dirs,
}

const SUBCOMMANDS: [(&str, &str); 2] = [
    (
        "doctor",
        "check the install, config, keys, storage and terminal",
    ),
    ("completions", "print a shell completion script"),
];

const DOCTOR_FLAGS: [(&str, bool, &str); 4] = [
    (
        "online",
        false,
        "also check that each configured provider can be reached",
    ),
    ("json", false, "print the report as one JSON object"),
    (
        "timeout",
        true,
        "deadline in seconds for each --online check",
    ),
    ("help", false, "show help"),
];

const SHELLS: [&str; 3] = ["bash", "zsh", "fish"];

pub fn run(raw: Vec<OsString>) -> Result<i32> {
    let words: Vec<String> = raw
        .into_iter()
        .map(|w| w.to_string_lossy().into_owned())
        .collect();
    let script = match words.iter().map(String::as_str).collect::<Vec<_>>()[..] {
        ["bash"] => bash(),
        ["zsh"] => zsh(),
        ["fish"] => fish(),
        ["-h"] | ["--help"] => {
            crate::util::output::write_stdout(
                b"usage: ama completions bash|zsh|fish\n\n\
                  bash: ama completions bash > ~/.local/share/bash-completion/completions/ama\n\
                  zsh:  ama completions zsh > ~/.zfunc/_ama   (with fpath+=~/.zfunc before compinit)\n\
                  fish: ama completions fish > ~/.config/fish/completions/ama.fish\n",
            );
            return Ok(0);
        }
        _ => {
            return Err(Error::Usage(format!(
                "`ama completions` takes one shell, bash, zsh or fish; got `{}`",
                words.join(" ")
            )));
        }
    };
    crate::util::output::write_stdout(script.as_bytes());
    Ok(0)
}

/// The flags listed under `FLAGS:` in the help text; continuation lines are skipped.
fn flags() -> Vec<Flag> {
    let section = HELP
        .split("FLAGS:\n")
        .nth(1)
        .and_then(|rest| rest.split("\n\n").next())
        .unwrap_or("");
    let mut out = Vec::new();
    for line in section.lines() {
        let line = line.trim_start();
        if !line.starts_with('-') {
            continue;
        }
        let (spec, help) = match line.find("  ") {
            Some(i) => (&line[..i], line[i..].trim()),
            None => (line, ""),
        };
        let mut flag = Flag {
            short: None,
            long: String::new(),
            takes_value: spec.contains('<'),
            help: help.to_string(),
        };
        for word in spec.split([',', ' ']).filter(|w| !w.is_empty()) {
            if let Some(long) = word.strip_prefix("--") {
                flag.long = long.to_string();
            } else if let Some(short) = word.strip_prefix('-') {
                flag.short = short.chars().next();
            }
        }
        if !flag.long.is_empty() {
            out.push(flag);
        }
    }
    out
}

fn values(flag: &Flag) -> Values {
    if !flag.takes_value {
        return Values::None;
    }
    match flag.long.as_str() {
        "model" => Values::Models,
        "session-dir" => Values::Dirs,
        "provider" => Values::Words(catalog::PROVIDERS.iter().map(|p| p.name.into()).collect()),
        "tools" => Values::Words(
            crate::tools::registry::builtin()
                .iter()
                .map(|t| t.name().to_string())
                .collect(),
        ),
        _ if flag.help.contains(" | ") => Values::Words(
            flag.help
                .split('|')
                .filter_map(|part| part.split_whitespace().next())
                .map(String::from)
                .collect(),
        ),
        _ => Values::None,
    }
}

fn bash() -> String {
    let flags = flags();
    let mut all: Vec<String> = Vec::new();
    let mut cases = String::new();
    for f in &flags {
        let names = match f.short {
            Some(s) => format!("-{s}|--{}", f.long),
            None => format!("--{}", f.long),
        };
        all.extend(f.short.map(|s| format!("-{s}")));
        all.push(format!("--{}", f.long));
        let action = match values(f) {
            Values::None if f.takes_value => "return 0".to_string(),
            Values::None => continue,
            Values::Words(w) => format!(
                "COMPREPLY=( $(compgen -W \"{}\" -- \"$cur\") ); return 0",
                w.join(" ")
            ),
            Values::Models => "COMPREPLY=( $(compgen -W \"$(\"${COMP_WORDS[0]}\" --list-models 2>/dev/null | cut -f1)\" -- \"$cur\") ); return 0".to_string(),
            Values::Dirs => "COMPREPLY=( $(compgen -d -- \"$cur\") ); return 0".to_string(),
        };
        cases.push_str(&format!("        {names}) {action} ;;\n"));
    }
    let doctor: Vec<String> = DOCTOR_FLAGS
        .iter()
        .map(|(f, ..)| format!("--{f}"))
        .collect();
    let subs: Vec<&str> = SUBCOMMANDS.iter().map(|(s, _)| *s).collect();
    format!(
        r#"# bash completion for ama, from `ama completions bash`.
# Load it with: source <(ama completions bash)
_ama() {{
    local cur="${{COMP_WORDS[COMP_CWORD]}}"
    local prev="${{COMP_WORDS[COMP_CWORD-1]}}"
    COMPREPLY=()
    if [[ $COMP_CWORD -ge 2 ]]; then
        case "${{COMP_WORDS[1]}}" in
            doctor)
                [[ "$prev" == --timeout ]] && return 0
                COMPREPLY=( $(compgen -W "{doctor}" -- "$cur") ); return 0 ;;
            completions)
                [[ $COMP_CWORD -eq 2 ]] && COMPREPLY=( $(compgen -W "{shells}" -- "$cur") )
                return 0 ;;
        esac
    fi
    case "$prev" in
{cases}    esac
    if [[ "$cur" == -* ]]; then
        COMPREPLY=( $(compgen -W "{all}" -- "$cur") )
    elif [[ $COMP_CWORD -eq 1 ]]; then
        COMPREPLY=( $(compgen -W "{subs}" -- "$cur") )
    fi
    return 0
}}
complete -o default -F _ama ama
"#,
        doctor = doctor.join(" "),
        shells = SHELLS.join(" "),
        all = all.join(" "),
        subs = subs.join(" "),
    )
}

/// Text safe inside a zsh `_arguments` description in single quotes.
fn zsh_text(s: &str) -> String {
    s.replace('\'', "’")
        .replace('[', "(")
        .replace(']', ")")
        .replace(':', " -")
}

fn zsh() -> String {
    let mut specs = String::new();
    for f in flags() {
        let help = zsh_text(&f.help);
        let action = match values(&f) {
            Values::None if f.takes_value => ": :".to_string(),
            Values::None => String::new(),
            Values::Words(w) => format!(": :({})", w.join(" ")),
            Values::Models => ": :_ama_models".to_string(),
            Values::Dirs => ": :_files -/".to_string(),
        };
        let names = match f.short {
            Some(s) => format!("'(-{s} --{l})'{{-{s},--{l}}}'", l = f.long),
            None => format!("'--{}", f.long),
        };
        specs.push_str(&format!("    {names}[{help}]{action}' \\\n"));
    }
    let doctor: Vec<String> = DOCTOR_FLAGS
        .iter()
        .map(|(f, value, help)| {
            let value = if *value { ": :" } else { "" };
            format!("'--{f}[{}]{value}'", zsh_text(help))
        })
        .collect();
    let subs: Vec<String> = SUBCOMMANDS
        .iter()
        .map(|(s, h)| format!("'{s}:{}'", zsh_text(h)))
        .collect();
    format!(
        r#"#compdef ama
# zsh completion for ama, from `ama completions zsh`.
# Install: ama completions zsh > "${{fpath[1]}}/_ama", then restart zsh (compinit picks it up).

_ama_models() {{
    local -a models
    models=( ${{(f)"$(ama --list-models 2>/dev/null | cut -f1)"}} )
    compadd -a models
}}

_ama() {{
    if (( CURRENT > 2 )); then
        case ${{words[2]}} in
            doctor)
                shift words; (( CURRENT-- ))
                _arguments {doctor}
                return ;;
            completions)
                (( CURRENT == 3 )) && compadd {shells}
                return ;;
        esac
    fi
    local curcontext="$curcontext" state line
    local -a subcommands
    subcommands=( {subs} )
    _arguments -s \
{specs}    '1:: :->first' \
    '*:: :'
    if [[ $state == first ]]; then
        _describe -t subcommands 'subcommand' subcommands
    fi
}}

_ama "$@"
"#,
        doctor = doctor.join(" "),
        shells = SHELLS.join(" "),
        subs = subs.join(" "),
    )
}

/// Text safe inside fish single quotes.
fn fish_text(s: &str) -> String {
    s.replace('\\', "\\\\").replace('\'', "\\'")
}

fn fish() -> String {
    let mut out = String::from(
        "# fish completion for ama, from `ama completions fish`.\n\
         # Install: ama completions fish > ~/.config/fish/completions/ama.fish\n\
         complete -c ama -f\n",
    );
    let subs: Vec<&str> = SUBCOMMANDS.iter().map(|(s, _)| *s).collect();
    let top = format!("not __fish_seen_subcommand_from {}", subs.join(" "));
    for (s, help) in SUBCOMMANDS {
        out.push_str(&format!(
            "complete -c ama -n '__fish_use_subcommand' -a {s} -d '{}'\n",
            fish_text(help)
        ));
    }
    for (f, value, help) in DOCTOR_FLAGS {
        out.push_str(&format!(
            "complete -c ama -n '__fish_seen_subcommand_from doctor' -l {f}{} -d '{}'\n",
            if value { " -x" } else { "" },
            fish_text(help)
        ));
    }
    out.push_str(&format!(
        "complete -c ama -n '__fish_seen_subcommand_from completions' -x -a '{}'\n",
        SHELLS.join(" ")
    ));
    for f in flags() {
        let short = f.short.map(|s| format!(" -s {s}")).unwrap_or_default();
        let action = match values(&f) {
            Values::None if f.takes_value => " -x".to_string(),
            Values::None => String::new(),
            Values::Words(w) => format!(" -x -a '{}'", w.join(" ")),
            Values::Models => {
                " -x -a '(ama --list-models 2>/dev/null | string split -f1 \\t)'".to_string()
            }
            Values::Dirs => " -x -a '(__fish_complete_directories)'".to_string(),
        };
        out.push_str(&format!(
            "complete -c ama -n '{top}'{short} -l {}{action} -d '{}'\n",
            f.long,
            fish_text(&f.help)
        ));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::{Values, bash, fish, flags, values, zsh};

    #[test]
    fn flags_come_from_the_help_text() {
        let all = flags();
        let model = all.iter().find(|f| f.long == "model");
        assert!(model.is_some_and(|f| f.short == Some('m') && f.takes_value));
        let print = all.iter().find(|f| f.long == "print");
        assert!(print.is_some_and(|f| f.short == Some('p') && !f.takes_value));
        let format = all.iter().find(|f| f.long == "output-format");
        let words = format.map(values);
        assert!(matches!(&words, Some(Values::Words(w)) if w == &["text", "json", "stream-json"]),);
        for f in &all {
            let long = format!("--{}", f.long);
            for (shell, script) in [("bash", bash()), ("zsh", zsh()), ("fish", fish())] {
                let named = script.contains(&long) || script.contains(&format!("-l {}", f.long));
                assert!(named, "{shell} completion lacks {long}");
            }
        }
    }
}
