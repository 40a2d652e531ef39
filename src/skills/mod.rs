//! Skills: directories with a `SKILL.md` whose front matter gives a `name` and a `description`.
//! They are found in the user's `<config dir>/skills`, a profile's `skillDirs`, and — only in a
//! trusted project — `.ama/skills` and `.claude/skills`. The system prompt lists each skill's
//! name, description and location; the model reads the file with `read` when it needs it, and
//! `/skill:<name>` sends the body as the prompt. The discovered list is one per process.

use std::path::{Path, PathBuf};

/// A discovered skill.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Skill {
    pub name: String,
    pub description: String,
    /// The SKILL.md file.
    pub path: PathBuf,
    /// The text after the front matter.
    pub body: String,
}

/// Where to look, in order; the first skill of a name wins.
#[derive(Clone, Debug, Default)]
pub struct Roots {
    /// `<config dir>/skills`.
    pub user: Option<PathBuf>,
    /// A profile's `skillDirs`.
    pub profile: Vec<PathBuf>,
    /// The project directory when it is trusted (`.ama/skills`, then `.claude/skills`).
    pub trusted_project: Option<PathBuf>,
}

/// Every skill under `roots`, with a warning line for each one skipped.
pub fn discover(roots: &Roots) -> (Vec<Skill>, Vec<String>) {
    let mut dirs: Vec<PathBuf> = Vec::new();
    dirs.extend(roots.user.iter().cloned());
    dirs.extend(roots.profile.iter().cloned());
    if let Some(p) = &roots.trusted_project {
        dirs.push(p.join(".ama").join("skills"));
        dirs.push(p.join(".claude").join("skills"));
    }
    let mut skills: Vec<Skill> = Vec::new();
    let mut warnings = Vec::new();
    for dir in dirs {
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
                Ok(skill) => skills.push(skill),
                Err(e) => warnings.push(format!("skill `{}` is ignored: {e}", file.display())),
            }
        }
    }
    (skills, warnings)
}

/// Reads one SKILL.md. The name defaults to its directory's name.
pub fn load(file: &Path) -> Result<Skill, String> {
    let text = std::fs::read_to_string(file).map_err(|e| format!("it cannot be read ({e})"))?;
    let (front, body) = split_front_matter(&text);
    let field = |key: &str| {
        front.lines().find_map(|l| {
            let (k, v) = l.split_once(':')?;
            (k.trim() == key).then(|| unquote(v.trim()).to_string())
        })
    };
    let dir_name = file
        .parent()
        .and_then(Path::file_name)
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    let name = field("name").filter(|n| !n.is_empty()).unwrap_or(dir_name);
    let valid = !name.is_empty()
        && name
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, '-' | '_' | '.'));
    if !valid {
        return Err(format!(
            "its name `{name}` must be letters, digits, `-`, `_` or `.`"
        ));
    }
    let description = field("description").unwrap_or_default();
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
    })
}

/// `---\n<front matter>\n---\n<body>`; without front matter, all of it is the body.
fn split_front_matter(text: &str) -> (&str, &str) {
    let Some(rest) = text
        .strip_prefix("---\n")
        .or_else(|| text.strip_prefix("---\r\n"))
    else {
        return ("", text);
    };
    match rest.find("\n---") {
        Some(end) => {
            let after = &rest[end + 4..];
            let body = after.split_once('\n').map_or("", |(_, b)| b);
            (&rest[..end], body)
        }
        None => ("", text),
    }
}

fn unquote(v: &str) -> &str {
    v.strip_prefix('"')
        .and_then(|s| s.strip_suffix('"'))
        .or_else(|| v.strip_prefix('\'').and_then(|s| s.strip_suffix('\'')))
        .unwrap_or(v)
}

/// The `skills` section of the system prompt, or `None` without skills (the prompt then stays
/// byte for byte what it was).
pub fn prompt_section(skills: &[Skill]) -> Option<String> {
    if skills.is_empty() {
        return None;
    }
    let mut out = String::from(
        "Skills (instructions for special tasks; when a task matches a skill's description, read its SKILL.md with the read tool before you start):",
    );
    for s in skills {
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
    use super::{Roots, discover, prompt_section, split_front_matter};

    #[test]
    fn front_matter() {
        let table = [
            ("---\nname: a\n---\nbody\n", ("name: a", "body\n")),
            ("no front\n", ("", "no front\n")),
            (
                "---\nname: a\nunterminated",
                ("", "---\nname: a\nunterminated"),
            ),
        ];
        for (input, want) in table {
            assert_eq!(split_front_matter(input), want, "{input:?}");
        }
    }

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
        let roots = Roots {
            user: Some(root.join("user")),
            profile: Vec::new(),
            trusted_project: None,
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
        assert_eq!(prompt_section(&[]), None);
        let _ = std::fs::remove_dir_all(&root);
    }
}
