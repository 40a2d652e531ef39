//! The required wrapper list (issue #24) against the analyser: each wrapper, spelled the way
//! it takes a command, must hand `rm -rf ~` to the dangerous list and show `touch` as the
//! command deny rules see. A wrapper missing from the table fails here.

use std::path::Path;

use crate::permissions::dangerous::check;
use crate::permissions::paths::Project;
use crate::permissions::shell::analyze;

/// Each wrapper of the issue and a template; `CMD` is replaced by the command, `'CMD'` by it
/// quoted as one shell string.
const REQUIRED: &[(&str, &str)] = &[
    ("script", "script -qc 'CMD' /dev/null"),
    ("script", "script -c 'CMD'"),
    ("script", "script --command 'CMD' /dev/null"),
    ("script", "script --command='CMD' /dev/null"),
    ("script", "script -q -c'CMD' /dev/null"),
    ("script", "script /dev/null -qec 'CMD'"),
    ("script", "script --comm 'CMD' log"),
    ("unbuffer", "unbuffer -p CMD"),
    ("stdbuf", "stdbuf -oL -e0 CMD"),
    ("setsid", "setsid -f CMD"),
    ("flock", "flock /tmp/l CMD"),
    ("flock", "flock -n -w 3 /tmp/l CMD"),
    ("flock", "flock -c 'CMD' /tmp/l"),
    ("flock", "flock /tmp/l -c 'CMD'"),
    ("flock", "flock -xc 'CMD' /tmp/l"),
    ("chrt", "chrt -f 10 CMD"),
    ("taskset", "taskset -c 0-3 CMD"),
    ("taskset", "taskset 0x1 CMD"),
    ("ionice", "ionice -c2 -n7 CMD"),
    ("nice", "nice -n 5 CMD"),
    ("nice", "nice -10 CMD"),
    ("nohup", "nohup CMD"),
    ("timeout", "timeout -s KILL 5 CMD"),
    ("timeout", "timeout --kill-after=1 5s CMD"),
    ("time", "time -p CMD"),
    ("env", "env -i A=1 CMD"),
    ("env", "env -S 'CMD'"),
    ("env", "env --split-string='CMD'"),
    ("env", "env -u HOME CMD"),
    ("env", "env -C /tmp CMD"),
    ("sudo", "sudo -u root -- CMD"),
    ("doas", "doas -u root CMD"),
    ("su", "su -c 'CMD'"),
    ("su", "su root -c 'CMD'"),
    ("su", "su -lc 'CMD' root"),
    ("su", "su - root --command='CMD'"),
    ("runuser", "runuser -u nobody -- CMD"),
    ("runuser", "runuser -l nobody -c 'CMD'"),
    ("chroot", "chroot --userspec=1:1 / CMD"),
    ("unshare", "unshare -r -n CMD"),
    ("nsenter", "nsenter -t 1 -m CMD"),
    (
        "systemd-run",
        "systemd-run --user --scope -p CPUQuota=10% CMD",
    ),
    ("dbus-run-session", "dbus-run-session -- CMD"),
    ("ssh-agent", "ssh-agent -s CMD"),
    ("strace", "strace -f -o /tmp/t CMD"),
    ("ltrace", "ltrace -f CMD"),
    ("busybox", "busybox CMD"),
    ("toybox", "toybox CMD"),
    ("watch", "watch -n 1 'CMD'"),
    ("parallel", "parallel -j2 'CMD' ::: a b"),
    ("parallel", "parallel ::: 'CMD'"),
    ("parallel", "parallel --will-cite CMD ::: a"),
    ("parallel", "parallel CMD ::: a ::: b"),
    ("xargs", "echo x | xargs -r CMD"),
    ("find", "find . -exec CMD ;"),
    ("find", "find . -execdir CMD {} +"),
    ("find", "find . -ok CMD ;"),
    ("find", "find . -okdir CMD ;"),
    ("tmux", "tmux new-session -d 'CMD'"),
    ("tmux", "tmux new -d -s x 'CMD'"),
    ("tmux", "tmux new-window CMD"),
    ("tmux", "tmux split-window -h 'CMD'"),
    ("tmux", "tmux run-shell 'CMD'"),
    ("tmux", "tmux send-keys -t x 'CMD' Enter"),
    ("tmux", "tmux respawn-pane -k 'CMD'"),
    ("tmux", "tmux -S /tmp/sock new-session -d 'CMD'"),
    ("tmux", "tmux ls \\; neww 'CMD'"),
    ("tmux", "tmux -c 'CMD'"),
    ("screen", "screen -dm CMD"),
    ("screen", "screen -dmS n CMD"),
    ("screen", "screen -S n -X stuff 'CMD\\n'"),
    ("screen", "screen -X exec CMD"),
    ("command", "command -p CMD"),
    ("exec", "exec -a x CMD"),
];

fn project() -> Project {
    Project::with(
        Path::new("/w"),
        Some(Path::new("/home/u")),
        Path::new("/d/auth.json"),
    )
}

fn spell(template: &str, cmd: &str) -> String {
    template.replace("CMD", cmd)
}

#[test]
fn every_required_wrapper_is_in_the_table() {
    let known = super::names();
    for (name, _) in REQUIRED {
        assert!(known.contains(name), "{name} is not a known wrapper");
    }
}

#[test]
fn the_dangerous_list_sees_through_every_wrapper() {
    let p = project();
    for (name, template) in REQUIRED {
        let line = spell(template, "rm -rf ~");
        let a = analyze(&line);
        let hit = check(&p, &a);
        assert!(hit.is_some(), "{name}: `{line}` passed the dangerous list");
    }
}

#[test]
fn deny_rules_see_the_wrapped_command() {
    for (name, template) in REQUIRED {
        let line = spell(template, "touch F");
        let a = analyze(&line);
        assert!(
            a.segments
                .iter()
                .any(|s| s.name() == "touch" && s.arg_texts().first() == Some(&"F")),
            "{name}: `{line}` hides touch: {:?}",
            a.segments.iter().map(|s| s.effective()).collect::<Vec<_>>()
        );
    }
}

#[test]
fn harmless_wrapped_commands_pass_the_dangerous_list() {
    let p = project();
    for (name, template) in REQUIRED {
        if matches!(*name, "sudo" | "doas" | "su" | "runuser") || template.contains("env -S") {
            continue;
        }
        if template.contains("--split-string") {
            continue;
        }
        let line = spell(template, "ls");
        let hit = check(&p, &analyze(&line));
        assert!(hit.is_none(), "{name}: `{line}` asks: {hit:?}");
    }
}

#[test]
fn unknown_wrapper_options_ask_in_every_mode() {
    let p = project();
    for line in [
        "script --bogus 'rm -rf ~'",
        "timeout --frobnicate 5 rm -rf ~",
        "nice --weird 5 rm -rf ~",
        "tmux frobnicate 'rm -rf ~'",
        "tmux send-keys C-c",
        "screen -X eval 'stuff x'",
        "echo 'rm -rf ~' | parallel",
        "find . | parallel rm",
        "parallel rm :::: list",
        "parallel -a list rm",
        "su root -- script.sh",
        "flock -Q /tmp/l rm -rf ~",
        "strace --weird rm -rf ~",
    ] {
        let hit = check(&p, &analyze(line)).map(|h| h.entry);
        assert!(hit.is_some(), "`{line}` passed the dangerous list");
    }
    assert_eq!(
        check(&p, &analyze("nice --weird 5 ls")).map(|h| h.entry),
        Some("wrapper-unknown")
    );
}

/// `parallel CMD ::: ARGS` runs CMD with each input (each combination of `:::` groups)
/// appended or put in place of `{}`: the dangerous list and deny rules see the result.
#[test]
fn parallel_inputs_are_arguments() {
    let p = project();
    for line in [
        "parallel rm -rf ::: ~",
        "parallel rm ::: -rf ::: ~",
        "parallel rm ::: -r -f ::: ~ /",
        "parallel rm ::: -rf :::+ ~",
        "parallel -j2 rm -rf {} ::: ~",
        "parallel 'rm -rf {}' ::: ~",
        "parallel rm -rf {1} ::: ~",
        "parallel -m rm ::: -rf ~",
        "parallel -N2 rm ::: -rf ~",
        "parallel --will-cite rm ::: -rf ::: '~'",
    ] {
        let hit = check(&p, &analyze(line)).map(|h| h.entry);
        assert!(hit.is_some(), "`{line}` passed the dangerous list");
    }
    for line in [
        "parallel touch ::: F",
        "parallel touch {} ::: F",
        "parallel ::: 'touch F'",
    ] {
        let a = analyze(line);
        assert!(
            a.segments
                .iter()
                .any(|s| s.name() == "touch" && s.arg_texts() == ["F"]),
            "`{line}` hides touch F"
        );
    }
    for line in [
        "parallel gzip ::: a.txt b.txt",
        "parallel -j4 echo {} ::: 1 2 3 ::: x y",
        "cat log | parallel --pipe wc -l",
    ] {
        let hit = check(&p, &analyze(line));
        assert!(hit.is_none(), "`{line}` asks: {hit:?}");
    }
}

/// `su USER -- ARGS` hands ARGS to the user's shell: a `-c` string there is code.
#[test]
fn su_arguments_after_the_user_go_to_the_shell() {
    for line in [
        "su root -- -c 'touch F'",
        "su - root -- -c 'touch F'",
        "su root -- -lc 'touch F'",
        "su -- root -c 'touch F'",
        "runuser nobody -- -c 'touch F'",
    ] {
        let a = analyze(line);
        assert!(
            a.segments
                .iter()
                .any(|s| s.name() == "touch" && s.arg_texts() == ["F"]),
            "`{line}` hides touch F: {:?}",
            a.segments.iter().map(|s| s.effective()).collect::<Vec<_>>()
        );
    }
    for line in [
        "su root -- script.sh",
        "su root -- --rcfile x",
        "su root -- -x",
    ] {
        let a = analyze(line);
        assert!(
            super::options_unknown(&a.segments[0]),
            "`{line}` counts as understood"
        );
    }
}

/// The table has one row per wrapper name: a second row would never be read.
#[test]
fn one_row_per_wrapper() {
    let mut names = super::names();
    let all = names.len();
    names.sort_unstable();
    names.dedup();
    assert_eq!(names.len(), all, "a wrapper has two rows");
}

/// Every spelling bash accepts for a wrapper's name (a path, quotes around all or part of it, a
/// backslash, ANSI-C quoting) is the same wrapper: the dangerous list still sees `rm -rf ~` and
/// deny rules still see `touch F`.
#[test]
fn every_spelling_of_every_wrapper() {
    let p = project();
    for (name, template) in REQUIRED {
        let (first, rest) = name.split_at(1);
        for spelled in [
            format!("/usr/bin/{name}"),
            format!("'{name}'"),
            format!("\"{name}\""),
            format!("\\{name}"),
            format!("{first}''{rest}"),
            format!("{first}\"\"{rest}"),
            format!("$'{name}'"),
        ] {
            let template = template.replacen(name, &spelled, 1);
            let line = spell(&template, "rm -rf ~");
            assert!(
                check(&p, &analyze(&line)).is_some(),
                "{name}: `{line}` passed the dangerous list"
            );
            let line = spell(&template, "touch F");
            let a = analyze(&line);
            assert!(
                a.segments
                    .iter()
                    .any(|s| s.name() == "touch" && s.arg_texts().first() == Some(&"F")),
                "{name}: `{line}` hides touch"
            );
        }
    }
}
