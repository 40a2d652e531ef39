//! Claude Code's custom slash commands: `*.md` files in `~/.claude/commands/`, a trusted
//! project's `.claude/commands/` and a loaded plugin's `commands/`, with the same front matter
//! and body rules as a skill (Claude Code loads both the same way). As in Claude Code, a file in
//! a sub-folder keeps its own name and shows the folder in its description:
//! `frontend/build.md` is `/build` "(project:frontend)", also reachable as `/frontend:build`; a
//! plugin's `commit.md` is `/commit` and `/<plugin>:commit`. The first command of a name wins.

use std::path::{Path, PathBuf};

use crate::skills::{Roots, Skill, front_matter, valid_name};

/// Larger command files are skipped with a warning.
const MAX_COMMAND_BYTES: u64 = 256 * 1024;

/// How deep sub-folders are read.
const MAX_DEPTH: usize = 4;

/// What makes a skill a command.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Command {
    /// Its other names (`frontend:build`, `<plugin>:commit`).
    pub aliases: Vec<String>,
    /// Where it comes from, as Claude Code shows it: `user`, `project`, `project:frontend`,
    /// `plugin:commit-commands`.
    pub scope: String,
}

/// One place commands are read from.
struct Place {
    dir: PathBuf,
    /// `user`, `project`, or the plugin's name.
    scope: String,
    plugin: Option<(String, PathBuf)>,
}

/// The command files under `roots`, in lookup order (user, trusted project, plugins), with
/// warnings for files skipped.
pub fn discover(roots: &Roots) -> (Vec<Skill>, Vec<String>) {
    let mut places = Vec::new();
    if let Some(d) = &roots.claude_user {
        places.push(Place {
            dir: d.join("commands"),
            scope: "user".into(),
            plugin: None,
        });
    }
    if let Some(p) = &roots.trusted_project {
        places.push(Place {
            dir: p.join(".claude").join("commands"),
            scope: "project".into(),
            plugin: None,
        });
    }
    for (name, root) in &roots.plugins {
        places.push(Place {
            dir: root.join("commands"),
            scope: format!("plugin:{name}"),
            plugin: Some((name.clone(), root.clone())),
        });
    }
    let mut out: Vec<Skill> = Vec::new();
    let mut warnings = Vec::new();
    for place in places {
        let mut files = Vec::new();
        walk(&place.dir, &[], &mut files);
        files.sort();
        for (folders, file) in files {
            match read(&place, &folders, &file) {
                Ok(c) => add(&mut out, c, &mut warnings),
                Err(why) => warnings.push(format!(
                    "Claude Code command `{}` is skipped: {why}",
                    file.display()
                )),
            }
        }
    }
    (out, warnings)
}

/// Adds `c` under its first free name; one whose every name is taken is named and skipped.
fn add(out: &mut Vec<Skill>, mut c: Skill, warnings: &mut Vec<String>) {
    let taken = |n: &str, out: &[Skill]| {
        out.iter().any(|s| {
            s.name == n
                || s.command
                    .as_ref()
                    .is_some_and(|k| k.aliases.iter().any(|a| a == n))
        })
    };
    let mut names = vec![c.name.clone()];
    if let Some(k) = &c.command {
        names.extend(k.aliases.iter().cloned());
    }
    let free: Vec<String> = names.into_iter().filter(|n| !taken(n, out)).collect();
    let Some((first, rest)) = free.split_first() else {
        warnings.push(format!(
            "Claude Code command `{}` is ignored: a command of that name was found first",
            c.path.display()
        ));
        return;
    };
    c.name = first.clone();
    if let Some(k) = &mut c.command {
        k.aliases = rest.to_vec();
    }
    out.push(c);
}

/// The `*.md` files under `dir`, with the folders that lead to each.
fn walk(dir: &Path, folders: &[String], out: &mut Vec<(Vec<String>, PathBuf)>) {
    if folders.len() > MAX_DEPTH {
        return;
    }
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for e in entries.flatten() {
        let path = e.path();
        let Some(name) = path.file_name().and_then(|n| n.to_str()).map(str::to_string) else {
            continue;
        };
        if name.starts_with('.') {
            continue;
        }
        if path.is_dir() {
            let mut deeper = folders.to_vec();
            deeper.push(name);
            walk(&path, &deeper, out);
        } else if name.ends_with(".md") {
            out.push((folders.to_vec(), path));
        }
    }
}

fn read(place: &Place, folders: &[String], file: &Path) -> Result<Skill, String> {
    let stem = file
        .file_stem()
        .and_then(|s| s.to_str())
        .unwrap_or_default()
        .to_string();
    if !valid_name(&stem) || folders.iter().any(|f| !valid_name(f)) {
        return Err(
            "a command's file and folder names use letters, digits, `-`, `_` and `.`; rename it"
                .into(),
        );
    }
    let size = std::fs::metadata(file).map(|m| m.len()).unwrap_or(0);
    if size > MAX_COMMAND_BYTES {
        return Err(format!(
            "it is larger than {} KiB",
            MAX_COMMAND_BYTES / 1024
        ));
    }
    let text = std::fs::read_to_string(file)
        .map_err(|e| format!("it cannot be read ({e}); check its permissions and encoding (UTF-8)"))?;
    let (meta, body) = front_matter::split(&text);
    let mut scope = place.scope.clone();
    if !folders.is_empty() {
        scope = format!("{scope}:{}", folders.join(":"));
    }
    let mut aliases = Vec::new();
    if !folders.is_empty() {
        aliases.push(format!("{}:{stem}", folders.join(":")));
    }
    if let Some((plugin, _)) = &place.plugin {
        aliases.push(format!("{plugin}:{stem}"));
    }
    let description = meta
        .text("description")
        .filter(|d| !d.is_empty())
        .unwrap_or_else(|| first_line(body));
    Ok(Skill {
        name: stem,
        description: format!("{description} ({scope})"),
        path: file.to_path_buf(),
        body: body.trim_start_matches('\n').to_string(),
        user_only: true,
        allowed_tools: meta.list("allowed-tools"),
        argument_hint: meta.text("argument-hint").unwrap_or_default(),
        plugin_root: place.plugin.as_ref().map(|(_, r)| r.clone()),
        command: Some(Command { aliases, scope }),
        from_claude: true,
    })
}

/// Without a `description`, the first non-empty line of the body (at most 80 characters).
fn first_line(body: &str) -> String {
    body.lines()
        .map(|l| l.trim().trim_start_matches('#').trim())
        .find(|l| !l.is_empty())
        .unwrap_or_default()
        .chars()
        .take(80)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::discover;
    use crate::skills::Roots;

    #[test]
    fn names_scopes_and_collisions() {
        let root = std::env::temp_dir().join(format!("ama-cc-commands-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&root);
        let write = |rel: &str, text: &str| {
            let p = root.join(rel);
            std::fs::create_dir_all(p.parent().unwrap_or(&root)).unwrap_or_default();
            std::fs::write(p, text).unwrap_or_default();
        };
        write("home/commands/review.md", "---\ndescription: Review it\n---\nReview $ARGUMENTS\n");
        write("proj/.claude/commands/frontend/build.md", "# Build the UI\nnpm run build\n");
        write("proj/.claude/commands/review.md", "Project review\n");
        write("plug/commands/build.md", "---\ndescription: Plugin build\n---\nmake\n");
        write("plug/commands/bad name.md", "x\n");
        let roots = Roots {
            claude_user: Some(root.join("home")),
            trusted_project: Some(root.join("proj")),
            plugins: vec![("tools".into(), root.join("plug"))],
            ..Roots::default()
        };
        let (found, warnings) = discover(&roots);
        let view: Vec<(String, Vec<String>, String)> = found
            .iter()
            .map(|s| {
                let c = s.command.clone().unwrap_or_default();
                (s.name.clone(), c.aliases, s.description.clone())
            })
            .collect();
        assert_eq!(
            view,
            [
                ("review".into(), vec![], "Review it (user)".into()),
                (
                    "build".into(),
                    vec!["frontend:build".into()],
                    "Build the UI (project:frontend)".into()
                ),
                ("tools:build".into(), vec![], "Plugin build (plugin:tools)".into()),
            ]
        );
        assert_eq!(found[2].plugin_root, Some(root.join("plug")));
        assert_eq!(warnings.len(), 2, "{warnings:?}");
        let _ = std::fs::remove_dir_all(&root);
    }
}
