//! Skills: directories with a `SKILL.md` whose front matter gives a `name` and a `description`
//! (and Claude Code's `disable-model-invocation`, `allowed-tools`, `argument-hint`). They are
//! found in the user's `<config dir>/skills`, a profile's `skillDirs`, Claude Code's
//! `~/.claude/skills`, — only in a trusted project — `.ama/skills` and `.claude/skills`, and the
//! loaded plugins' `skills/`. Claude Code's command files (`commands.rs`) are read beside them,
//! as skills that are typed as `/<name>`. The system prompt lists each skill the model may use
//! with its name, description and location; the model reads the file with `read` when it needs
//! it, and `/skill:<name>` sends the body as the prompt (`commands::skill_prompt`). The
//! discovered list is one per agent.

pub mod commands;
pub mod front_matter;

use std::path::{Path, PathBuf};

/// A discovered skill, or a Claude Code command file (`command` is set).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Skill {
    pub name: String,
    pub description: String,
    /// The SKILL.md file (the command's file).
    pub path: PathBuf,
    /// The text after the front matter.
    pub body: String,
    /// `disable-model-invocation: true`: not offered to the model; `/skill:<name>` still runs it.
    pub user_only: bool,
    /// `allowed-tools`: Claude Code tool rules allowed without asking during the run that
    /// invoking it starts.
    pub allowed_tools: Vec<String>,
    /// `argument-hint`, shown in command lists.
    pub argument_hint: String,
    /// The plugin it came from: its root, for `${CLAUDE_PLUGIN_ROOT}`.
    pub plugin_root: Option<PathBuf>,
    /// Set for a Claude Code command file: typed as `/<name>` (or one of its other names).
    pub command: Option<commands::Command>,
    /// Found in Claude Code's places (`~/.claude`, a project's `.claude`, a plugin), for the
    /// start-up line.
    pub from_claude: bool,
}

impl Skill {
    /// The directory that holds it (`${CLAUDE_SKILL_DIR}`).
    pub fn dir(&self) -> &Path {
        self.path.parent().unwrap_or(Path::new("."))
    }

    /// Whether the model is offered it: a skill without `disable-model-invocation`.
    pub fn model_invocable(&self) -> bool {
        self.command.is_none() && !self.user_only
    }
}

/// Where to look, in order; the first skill of a name wins.
#[derive(Clone, Debug, Default)]
pub struct Roots {
    /// `<config dir>/skills`.
    pub user: Option<PathBuf>,
    /// A profile's `skillDirs`.
    pub profile: Vec<PathBuf>,
    /// Claude Code's user directory (`~/.claude`): its `skills/` and `commands/`.
    pub claude_user: Option<PathBuf>,
    /// The project directory when it is trusted (`.ama/skills`, then `.claude/skills`, and
    /// `.claude/commands`).
    pub trusted_project: Option<PathBuf>,
    /// The loaded plugins (name, root): their `skills/` and `commands/`.
    pub plugins: Vec<(String, PathBuf)>,
}

impl Roots {
    /// The skill directories in lookup order, each with the plugin root it belongs to and
    /// whether it is one of Claude Code's places.
    fn skill_dirs(&self) -> Vec<(PathBuf, Option<PathBuf>, bool)> {
        let mut dirs: Vec<(PathBuf, Option<PathBuf>, bool)> = Vec::new();
        dirs.extend(self.user.iter().map(|d| (d.clone(), None, false)));
        dirs.extend(self.profile.iter().map(|d| (d.clone(), None, false)));
        dirs.extend(self.claude_user.iter().map(|d| (d.join("skills"), None, true)));
        if let Some(p) = &self.trusted_project {
            dirs.push((p.join(".ama").join("skills"), None, false));
            dirs.push((p.join(".claude").join("skills"), None, true));
        }
        for (_, root) in &self.plugins {
            dirs.push((root.join("skills"), Some(root.clone()), true));
        }
        dirs
    }
}

/// Every skill and Claude Code command under `roots`, with a warning line for each one
/// skipped.
pub fn discover(roots: &Roots) -> (Vec<Skill>, Vec<String>) {
    let mut skills: Vec<Skill> = Vec::new();
    let mut warnings = Vec::new();
    for (dir, plugin_root, from_claude) in roots.skill_dirs() {
        let Ok(entries) = std::fs::read_dir(&dir) else {
            continue;
        };
        let mut found: Vec<PathBuf> = entries
            .flatten()
            .map(|e| e.path().join("SKILL.md"))
            .filter(|p| p.is_file())
            .collect();
        found.sort();
        for file in found {
            match load(&file) {
                Ok(skill) if skills.iter().any(|s| s.name == skill.name) => warnings.push(format!(
                    "skill `{}` in `{}` is ignored: a skill of that name was found first",
                    skill.name,
                    file.display()
                )),
                Ok(skill) => skills.push(Skill {
                    plugin_root: plugin_root.clone(),
                    from_claude,
                    ..skill
                }),
                Err(e) => warnings.push(format!("skill `{}` is ignored: {e}", file.display())),
            }
        }
    }
    let (found, w) = commands::discover(roots);
    skills.extend(found);
    warnings.extend(w);
    (skills, warnings)
}

/// Whether `name` can be a skill's name: letters, digits, `-`, `_` and `.`.
pub fn valid_name(name: &str) -> bool {
    !name.is_empty()
        && name
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, '-' | '_' | '.'))
}

/// Reads one SKILL.md. A `name` that is not a valid name (Claude Code allows spaces) falls
/// back to its directory's name.
pub fn load(file: &Path) -> Result<Skill, String> {
    let text = std::fs::read_to_string(file).map_err(|e| format!("it cannot be read ({e})"))?;
    let (meta, body) = front_matter::split(&text);
    let dir_name = file
        .parent()
        .and_then(Path::file_name)
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    let name = match meta.text("name").filter(|n| valid_name(n)) {
        Some(n) => n,
        None if valid_name(&dir_name) => dir_name,
        None => {
            return Err(format!(
                "neither its name nor its folder's name `{dir_name}` is letters, digits, `-`, `_` or `.`; rename the folder"
            ));
        }
    };
    let description = meta.text("description").unwrap_or_default();
    if description.is_empty() {
        return Err(
            "its front matter has no `description`; add one so the model knows when to use it"
                .into(),
        );
    }
    Ok(Skill {
        name,
        description,
        path: file.to_path_buf(),
        body: body.trim_start_matches('\n').to_string(),
        user_only: meta.flag("disable-model-invocation"),
        allowed_tools: meta.list("allowed-tools"),
        argument_hint: meta.text("argument-hint").unwrap_or_default(),
        plugin_root: None,
        command: None,
        from_claude: false,
    })
}

/// The `skills` section of the system prompt, or `None` without skills (the prompt then stays
/// byte for byte what it was).
pub fn prompt_section(skills: &[Skill]) -> Option<String> {
    let offered: Vec<&Skill> = skills.iter().filter(|s| s.model_invocable()).collect();
    if offered.is_empty() {
        return None;
    }
    let mut out = String::from(
        "Skills (instructions for special tasks; when a task matches a skill's description, read its SKILL.md with the read tool before you start):",
    );
    for s in offered {
        out.push_str(&format!(
            "\n- {}: {} ({})",
            s.name,
            s.description,
            s.path.display()
        ));
    }
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::{Roots, discover, prompt_section};

    #[test]
    fn discovery_order_duplicates_and_trust() {
        let root = std::env::temp_dir().join(format!("ama-skills-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&root);
        let write = |rel: &str, text: &str| {
            let p = root.join(rel);
            std::fs::create_dir_all(p.parent().unwrap_or(&root)).unwrap_or_default();
            std::fs::write(p, text).unwrap_or_default();
        };
        write(
            "user/pdf/SKILL.md",
            "---\nname: pdf\ndescription: \"Fill PDF forms\"\n---\nUse pdftk.\n",
        );
        write(
            "proj/.ama/skills/pdf/SKILL.md",
            "---\nname: pdf\ndescription: other\n---\n",
        );
        write(
            "proj/.claude/skills/deploy/SKILL.md",
            "---\ndescription: Deploy it\n---\nRun make deploy.\n",
        );
        write("proj/.claude/skills/bad/SKILL.md", "---\nname: bad\n---\n");
        // Claude Code's own: a name with spaces falls back to the folder's name, and a
        // user-only skill is not offered to the model.
        write(
            "claude/skills/brand-guidelines/SKILL.md",
            "---\nname: Brand Guidelines\ndescription: Apply the brand\n---\n",
        );
        write(
            "claude/skills/release/SKILL.md",
            "---\ndescription: Cut a release\ndisable-model-invocation: true\nallowed-tools: Bash(git tag:*), Read\nargument-hint: <version>\n---\nTag $1.\n",
        );
        let roots = Roots {
            user: Some(root.join("user")),
            ..Roots::default()
        };
        let (skills, warnings) = discover(&roots);
        assert_eq!(skills.len(), 1);
        assert_eq!(skills[0].body, "Use pdftk.\n");
        assert!(warnings.is_empty());
        let (skills, warnings) = discover(&Roots {
            trusted_project: Some(root.join("proj")),
            ..roots
        });
        let names: Vec<&str> = skills.iter().map(|s| s.name.as_str()).collect();
        assert_eq!(names, ["pdf", "deploy"]);
        assert_eq!(warnings.len(), 2, "{warnings:?}");
        let section = prompt_section(&skills).unwrap_or_default();
        assert!(section.contains("\n- deploy: Deploy it ("), "{section}");
        let (skills, _) = discover(&Roots {
            claude_user: Some(root.join("claude")),
            ..Roots::default()
        });
        let names: Vec<&str> = skills.iter().map(|s| s.name.as_str()).collect();
        assert_eq!(names, ["brand-guidelines", "release"]);
        let release = &skills[1];
        assert!(release.user_only);
        assert_eq!(release.allowed_tools, ["Bash(git tag:*)", "Read"]);
        assert_eq!(release.argument_hint, "<version>");
        let section = prompt_section(&skills).unwrap_or_default();
        assert!(section.contains("- brand-guidelines: Apply the brand"), "{section}");
        assert!(!section.contains("release"), "{section}");
        assert_eq!(prompt_section(&[]), None);
        let _ = std::fs::remove_dir_all(&root);
    }
}
