//! The `sandbox` keys of a project's `.ama/config.json`, which may only tighten: a repository
//! someone else wrote must not turn the sandbox off (its commands would run unconfined), turn it
//! on (default mode would then run its commands without asking), or widen what is writable. So
//! the keys honoured are `sandbox.network: "deny"` and `sandbox.unixSockets: "deny"`; every other
//! sandbox key there is ignored with a warning that names the file.

use std::path::Path;

use crate::config::project::ProjectFile;
use crate::config::sandbox::SandboxSettings;
use crate::config::settings::Settings;

/// Applies the project config (`<cwd>/.ama/config.json`, read), when there is one, to
/// `settings`. A config that cannot be read is left to the permission settings, which refuse
/// to start with it.
pub fn apply(settings: &mut SandboxSettings, project: &ProjectFile) {
    if let Some(loaded) = project.settings() {
        tighten(settings, &loaded, &project.path);
    }
}

/// Applies the project config `project` (read from `file`) to `settings`, the user's.
pub fn tighten(settings: &mut SandboxSettings, project: &Settings, file: &Path) {
    let keys = &project.sandbox;
    if let Some(v) = &keys.not_object {
        settings.warnings.push(format!(
            "`{}` sets \"sandbox\" to {v}, which is not an object; a project config may only set \"sandbox\": {{\"network\": \"deny\"}}, so it is ignored",
            file.display()
        ));
    }
    for (key, value) in &keys.set() {
        if *key == "network" && value == "deny" {
            settings.network_allow = false;
            continue;
        }
        if *key == "unixSockets" && value == "deny" {
            settings.unix_sockets_allow = false;
            continue;
        }
        settings.warnings.push(format!(
            "`{}` sets \"sandbox.{key}\" to {value}; a project config may only tighten the sandbox (\"sandbox.network\": \"deny\", \"sandbox.unixSockets\": \"deny\"), so it is ignored (set it in your user config or pass --sandbox / --no-sandbox)",
            file.display()
        ));
    }
    for key in &keys.unknown {
        settings.warnings.push(format!(
            "`{}` sets the unknown key \"sandbox.{key}\"; it is ignored",
            file.display()
        ));
    }
}

#[cfg(test)]
mod tests {
    use std::path::Path;

    use super::tighten;
    use crate::config::sandbox::SandboxSettings;
    use crate::config::settings::Settings;

    fn project(json: &str) -> Settings {
        serde_json::from_str(json).expect("test config parses")
    }

    fn user(bash: bool, network_allow: bool) -> SandboxSettings {
        SandboxSettings {
            bash,
            network_allow,
            ..SandboxSettings::default()
        }
    }

    #[test]
    fn only_network_deny_is_taken() {
        let file = Path::new("/w/.ama/config.json");
        // (project config, user bash, user network_allow) → (bash, network_allow, enabled, warnings)
        let table: &[(&str, bool, bool, bool, bool, bool, usize)] = &[
            (r#"{}"#, true, true, true, true, true, 0),
            (
                r#"{"sandbox": {"network": "deny"}}"#,
                true,
                true,
                true,
                false,
                true,
                0,
            ),
            (
                r#"{"sandbox.network": "deny"}"#,
                false,
                true,
                false,
                false,
                true,
                0,
            ),
            (
                r#"{"sandbox": {"network": "allow"}}"#,
                true,
                false,
                true,
                false,
                true,
                1,
            ),
            (
                r#"{"sandbox": {"bash": "off"}}"#,
                true,
                false,
                true,
                false,
                true,
                1,
            ),
            (
                r#"{"sandbox": {"bash": "auto"}}"#,
                false,
                false,
                false,
                false,
                true,
                1,
            ),
            (
                r#"{"sandbox": {"enabled": "off", "bash": "off"}}"#,
                true,
                false,
                true,
                false,
                true,
                2,
            ),
            (
                r#"{"sandbox.enabled": "off"}"#,
                true,
                false,
                true,
                false,
                true,
                1,
            ),
            (
                r#"{"sandbox": {"writable": ["/"]}}"#,
                true,
                false,
                true,
                false,
                true,
                1,
            ),
            (
                r#"{"sandbox": {"nope": 1}}"#,
                true,
                false,
                true,
                false,
                true,
                1,
            ),
            (r#"{"sandbox": "off"}"#, true, false, true, false, true, 1),
        ];
        for &(json, bash, net, want_bash, want_net, want_enabled, warnings) in table {
            let mut s = user(bash, net);
            tighten(&mut s, &project(json), file);
            assert_eq!(
                (s.bash, s.network_allow, s.enabled, s.warnings.len()),
                (want_bash, want_net, want_enabled, warnings),
                "{json}: {:?}",
                s.warnings
            );
            assert!(s.writable.is_empty(), "{json}");
        }
    }

    #[test]
    fn the_warning_names_the_file_key_and_fix() {
        let mut s = user(true, false);
        tighten(
            &mut s,
            &project(r#"{"sandbox": {"bash": "off"}}"#),
            Path::new("/w/.ama/config.json"),
        );
        assert_eq!(
            s.warnings,
            [
                "`/w/.ama/config.json` sets \"sandbox.bash\" to \"off\"; a project config may only tighten the sandbox (\"sandbox.network\": \"deny\", \"sandbox.unixSockets\": \"deny\"), so it is ignored (set it in your user config or pass --sandbox / --no-sandbox)"
            ]
        );
    }

    #[test]
    fn unix_sockets_deny_tightens_and_allow_is_ignored() {
        let file = Path::new("/w/.ama/config.json");
        let mut s = user(true, false);
        s.unix_sockets_allow = true;
        tighten(
            &mut s,
            &project(r#"{"sandbox": {"unixSockets": "deny"}}"#),
            file,
        );
        assert!(
            !s.unix_sockets_allow && s.warnings.is_empty(),
            "{:?}",
            s.warnings
        );
        let mut s = user(true, false);
        tighten(
            &mut s,
            &project(r#"{"sandbox.unixSockets": "allow"}"#),
            file,
        );
        assert!(!s.unix_sockets_allow);
        assert_eq!(s.warnings.len(), 1, "{:?}", s.warnings);
        assert!(
            s.warnings[0].contains("\"sandbox.unixSockets\" to \"allow\""),
            "{:?}",
            s.warnings
        );
    }
}
