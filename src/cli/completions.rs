//! `ama completions bash|zsh|fish`: prints a completion script for that shell, generated from
//! the same table that parses the arguments (`cli::table`), so a flag or subcommand added there
//! is completed everywhere without touching this file. `--model` asks `ama --list-models` at
//! completion time.

use std::ffi::OsString;

use crate::ai::catalog;
use crate::cli::table::{Completes, FLAGS, Flag, SUBCOMMANDS, Subcommand};
use crate::error::{Error, Result};

const HELP: &str = "usage: ama completions bash|zsh|fish

Prints a completion script for that shell on stdout.

    bash: ama completions bash > ~/.local/share/bash-completion/completions/ama
    zsh:  ama completions zsh > ~/.zfunc/_ama   (with fpath+=~/.zfunc before compinit)
    fish: ama completions fish > ~/.config/fish/completions/ama.fish

FLAGS:
    -h, --help    show this help
";

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
            crate::util::output::write_stdout(HELP.as_bytes());
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

/// What a value completes to, with the dynamic lists filled in.
enum Values {
    None,
    Free,
    Words(Vec<String>),
    Models,
    Dirs,
    Files,
}

fn values(flag: &Flag) -> Values {
    match flag.completes() {
        None => Values::None,
        Some(Completes::Anything) => Values::Free,
        Some(Completes::Words(w)) => Values::Words(w.iter().map(|s| s.to_string()).collect()),
        Some(Completes::Providers) => {
            Values::Words(catalog::PROVIDERS.iter().map(|p| p.name.into()).collect())
        }
        Some(Completes::Tools) => Values::Words(
            crate::tools::registry::builtin()
                .iter()
                .map(|t| t.name().to_string())
                .collect(),
        ),
        Some(Completes::Models) => Values::Models,
        Some(Completes::Dirs) => Values::Dirs,
        Some(Completes::Files) => Values::Files,
    }
}

/// The model list at completion time: the first column of `--list-models`, without the
/// `provider/<any model id>` placeholder lines.
const LIST_MODELS: &str = "--list-models 2>/dev/null | cut -f1 | grep -v '<'";

fn bash_case(flags: &[Flag]) -> String {
    let mut cases = String::new();
    for f in flags {
        let names = match f.short {
            Some(s) => format!("-{s}|--{}", f.long),
            None => format!("--{}", f.long),
        };
        let action = match values(f) {
            Values::None => continue,
            Values::Free => "return 0".to_string(),
            Values::Words(w) => format!(
                "COMPREPLY=( $(compgen -W \"{}\" -- \"$cur\") ); return 0",
                w.join(" ")
            ),
            Values::Models => format!(
                "COMPREPLY=( $(compgen -W \"$(\"${{COMP_WORDS[0]}}\" {LIST_MODELS})\" -- \"$cur\") ); return 0"
            ),
            Values::Dirs => "COMPREPLY=( $(compgen -d -- \"$cur\") ); return 0".to_string(),
            Values::Files => "COMPREPLY=( $(compgen -f -- \"$cur\") ); return 0".to_string(),
        };
        cases.push_str(&format!("            {names}) {action} ;;\n"));
    }
    cases
}

fn flag_words(flags: &[Flag]) -> String {
    let mut all = Vec::new();
    for f in flags {
        all.extend(f.short.map(|s| format!("-{s}")));
        all.push(format!("--{}", f.long));
    }
    all.join(" ")
}

fn bash_subcommand(s: &Subcommand) -> String {
    format!(
        "        {name})
            case \"$prev\" in
{cases}            esac
            if [[ \"$cur\" == -* ]]; then
                COMPREPLY=( $(compgen -W \"{flags}\" -- \"$cur\") )
            elif [[ $COMP_CWORD -eq 2 ]]; then
                COMPREPLY=( $(compgen -W \"{words}\" -- \"$cur\") )
            fi
            return 0 ;;
",
        name = s.name,
        cases = bash_case(s.flags),
        flags = flag_words(s.flags),
        words = s.words.join(" "),
    )
}

fn bash() -> String {
    let subs: Vec<&str> = SUBCOMMANDS.iter().map(|s| s.name).collect();
    let sub_cases: String = SUBCOMMANDS.iter().map(bash_subcommand).collect();
    format!(
        r#"# bash completion for ama, from `ama completions bash`.
# Load it with: source <(ama completions bash)
_ama() {{
    local cur="${{COMP_WORDS[COMP_CWORD]}}"
    local prev="${{COMP_WORDS[COMP_CWORD-1]}}"
    COMPREPLY=()
    if [[ $COMP_CWORD -ge 2 ]]; then
        case "${{COMP_WORDS[1]}}" in
{sub_cases}        esac
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
        cases = bash_case(FLAGS),
        all = flag_words(FLAGS),
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

fn zsh_specs(flags: &[Flag], indent: &str) -> String {
    let mut specs = String::new();
    for f in flags {
        let help = zsh_text(f.help);
        let action = match values(f) {
            Values::None => String::new(),
            Values::Free => ": :".to_string(),
            Values::Words(w) => format!(": :({})", w.join(" ")),
            Values::Models => ": :_ama_models".to_string(),
            Values::Dirs => ": :_files -/".to_string(),
            Values::Files => ": :_files".to_string(),
        };
        let names = match f.short {
            Some(s) => format!("'(-{s} --{l})'{{-{s},--{l}}}'", l = f.long),
            None => format!("'--{}", f.long),
        };
        specs.push_str(&format!("{indent}{names}[{help}]{action}' \\\n"));
    }
    specs
}

fn zsh() -> String {
    let subs: Vec<String> = SUBCOMMANDS
        .iter()
        .map(|s| format!("'{}:{}'", s.name, zsh_text(s.help)))
        .collect();
    let mut sub_cases = String::new();
    for s in SUBCOMMANDS {
        sub_cases.push_str(&format!(
            "            {name})
                shift words; (( CURRENT-- ))
                _arguments \\
{specs}                    '1:: :({words})' '*:: :'
                return ;;
",
            name = s.name,
            specs = zsh_specs(s.flags, "                    "),
            words = s.words.join(" "),
        ));
    }
    format!(
        r#"#compdef ama
# zsh completion for ama, from `ama completions zsh`.
# Install: ama completions zsh > "${{fpath[1]}}/_ama", then restart zsh (compinit picks it up).

_ama_models() {{
    local -a models
    models=( ${{(f)"$(ama {LIST_MODELS})"}} )
    compadd -a models
}}

_ama() {{
    if (( CURRENT > 2 )); then
        case ${{words[2]}} in
{sub_cases}        esac
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
        subs = subs.join(" "),
        specs = zsh_specs(FLAGS, "    "),
    )
}

/// Text safe inside fish single quotes.
fn fish_text(s: &str) -> String {
    s.replace('\\', "\\\\").replace('\'', "\\'")
}

fn fish_flags(out: &mut String, condition: &str, flags: &[Flag]) {
    for f in flags {
        let short = f.short.map(|s| format!(" -s {s}")).unwrap_or_default();
        let action = match values(f) {
            Values::None => String::new(),
            Values::Free => " -x".to_string(),
            Values::Words(w) => format!(" -x -a '{}'", w.join(" ")),
            Values::Models => format!(" -x -a '(ama {LIST_MODELS})'"),
            Values::Dirs => " -x -a '(__fish_complete_directories)'".to_string(),
            Values::Files => " -r -F".to_string(),
        };
        out.push_str(&format!(
            "complete -c ama -n '{condition}'{short} -l {}{action} -d '{}'\n",
            f.long,
            fish_text(f.help)
        ));
    }
}

fn fish() -> String {
    let mut out = String::from(
        "# fish completion for ama, from `ama completions fish`.\n\
         # Install: ama completions fish > ~/.config/fish/completions/ama.fish\n\
         complete -c ama -f\n",
    );
    let subs: Vec<&str> = SUBCOMMANDS.iter().map(|s| s.name).collect();
    for s in SUBCOMMANDS {
        out.push_str(&format!(
            "complete -c ama -n '__fish_use_subcommand' -a {} -d '{}'\n",
            s.name,
            fish_text(s.help)
        ));
        let seen = format!("__fish_seen_subcommand_from {}", s.name);
        if !s.words.is_empty() {
            out.push_str(&format!(
                "complete -c ama -n '{seen}' -x -a '{}'\n",
                s.words.join(" ")
            ));
        }
        fish_flags(&mut out, &seen, s.flags);
    }
    let top = format!("not __fish_seen_subcommand_from {}", subs.join(" "));
    fish_flags(&mut out, &top, FLAGS);
    out
}

#[cfg(test)]
mod tests {
    use super::{bash, fish, zsh};
    use crate::cli::table::{FLAGS, SUBCOMMANDS};

    #[test]
    fn every_flag_and_subcommand_is_in_every_shell() {
        for (shell, script) in [("bash", bash()), ("zsh", zsh()), ("fish", fish())] {
            for f in FLAGS {
                let named = script.contains(&format!("--{}", f.long))
                    || script.contains(&format!("-l {} ", f.long));
                assert!(named, "{shell} completion lacks --{}", f.long);
            }
            for s in SUBCOMMANDS {
                assert!(script.contains(s.name), "{shell} lacks {}", s.name);
                for w in s.words {
                    assert!(script.contains(w), "{shell} lacks {} {w}", s.name);
                }
                for f in s.flags {
                    let named = script.contains(&format!("--{}", f.long))
                        || script.contains(&format!("-l {} ", f.long));
                    assert!(named, "{shell} lacks {} --{}", s.name, f.long);
                }
            }
        }
    }
}
