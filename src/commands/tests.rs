//! Registry tests: parsing, template expansion and front matter, clashes, precedence, listing.

use std::path::Path;

use super::templates::{Template, discover, split_args};
use super::{Registry, Source, parse};

fn write(dir: &Path, name: &str, text: &str) {
    std::fs::create_dir_all(dir).unwrap_or_else(|e| panic!("{e}"));
    std::fs::write(dir.join(name), text).unwrap_or_else(|e| panic!("{e}"));
}

#[test]
fn parses_command_lines() {
    let cases: [(&str, Option<(&str, &str)>); 8] = [
        ("/help", Some(("help", ""))),
        ("/model  anthropic/x@y ", Some(("model", "anthropic/x@y"))),
        ("/name my  session", Some(("name", "my  session"))),
        ("/skill:review src/a.rs", Some(("skill:review", "src/a.rs"))),
        ("/usr/bin/ls -l", None),
        ("/", None),
        ("hello /help", None),
        ("/tree\nmore", Some(("tree", "more"))),
    ];
    for (input, want) in cases {
        assert_eq!(parse(input), want, "{input:?}");
    }
}

#[test]
fn expands_arguments() {
    let t = Template::parse(
        "review",
        "---\ndescription: Review a file\nargument-hint: \"<file> [focus]\"\n---\nReview $1 for $2.\nAll: $ARGUMENTS; cost $5; $x $0\n",
        Path::new("/p/review.md"),
    );
    assert_eq!(t.description, "Review a file");
    assert_eq!(t.argument_hint, "<file> [focus]");
    assert_eq!(
        t.expand("src/a.rs 'error handling'"),
        "Review src/a.rs for error handling.\nAll: src/a.rs 'error handling'; cost ; $x $0\n"
    );
    assert_eq!(
        split_args(r#"a "b c" '' d"#),
        ["a", "b c", "", "d"].map(String::from)
    );
    // No front matter: the first line describes it, the whole text is the body.
    let plain = Template::parse(
        "plain",
        "\nExplain $ARGUMENTS simply\n",
        Path::new("/p/x.md"),
    );
    assert_eq!(plain.description, "Explain $ARGUMENTS simply");
    assert_eq!(plain.expand("monads"), "\nExplain monads simply\n");
    // An unclosed front matter is body text.
    let open = Template::parse("o", "---\nnot: closed\n", Path::new("/p/o.md"));
    assert_eq!(open.body, "---\nnot: closed\n");
    assert_eq!(
        super::skill_prompt::render("Do the thing.", "on a.rs", &mut |c| c.to_string()),
        "Do the thing.\n\non a.rs"
    );
    assert_eq!(
        super::skill_prompt::render("Fix $1", "a.rs", &mut |c| c.to_string()),
        "Fix a.rs"
    );
}

#[test]
fn project_wins_and_builtins_are_never_shadowed() {
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let user = dir.path().join("user");
    let project = dir.path().join("project");
    write(&user, "review.md", "user review $1");
    write(&user, "only-user.md", "---\ndescription: mine\n---\nbody");
    write(&user, "help.md", "shadow help");
    write(&user, "bad name.md", "x");
    write(&user, "notes.txt", "not a template");
    write(&project, "review.md", "project review $1");
    write(&project, "clear.md", "shadow an alias");

    let (found, warnings) = discover(Some(&user), Some(&project));
    assert_eq!(warnings.len(), 1, "{warnings:?}");
    assert!(warnings[0].contains("bad name.md"), "{warnings:?}");
    let mut r = Registry::builtin();
    for t in found {
        r.add_template(t);
    }
    let names: Vec<String> = r
        .list()
        .into_iter()
        .filter(|c| c.source == Source::Template)
        .map(|c| c.name)
        .collect();
    assert_eq!(names, ["only-user", "review"]);
    let review = r.templates.iter().find(|t| t.name == "review");
    assert_eq!(
        review.map(|t| t.expand("a.rs")),
        Some("project review a.rs".to_string())
    );
    assert_eq!(r.warnings().len(), 2, "{:?}", r.warnings());
    assert!(r.warnings()[0].contains("/help"), "{:?}", r.warnings());
    assert!(r.warnings()[1].contains("/clear"), "{:?}", r.warnings());

    // Untrusted: the project directory is not read at all.
    let (found, _) = discover(Some(&user), None);
    let review = found.iter().find(|t| t.name == "review");
    assert_eq!(review.map(|t| t.expand("a")), Some("user review a".into()));
}

#[test]
fn lists_builtins_templates_and_skills() {
    let mut r = Registry::builtin();
    r.add_template(Template::parse("zeta", "z", Path::new("/z.md")));
    r.add_skill(&crate::skills::Skill {
        name: "lint".into(),
        description: "Run the linters".into(),
        body: "Lint $ARGUMENTS".into(),
        ..crate::skills::Skill::default()
    });
    let list = r.list();
    let names: Vec<&str> = list.iter().map(|c| c.name.as_str()).collect();
    assert_eq!(
        names,
        [
            "help",
            "new",
            "resume",
            "session",
            "name",
            "label",
            "model",
            "thinking",
            "permission",
            "permissions",
            "codemode",
            "tree",
            "fork",
            "compact",
            "prune",
            "cache",
            "rewind",
            "export",
            "copy",
            "exit",
            "quit",
            "zeta",
            "skill:lint"
        ]
    );
    assert_eq!(list[1].aliases, ["clear"]);
    assert_eq!(list[22].source, Source::Skill);
    let help = super::help::lines(&list);
    assert_eq!(help[0], "Commands:");
    assert!(
        help.iter()
            .any(|l| l.starts_with("  /new ") && l.ends_with("(also /clear)")),
        "{help:?}"
    );
    assert!(help.iter().any(|l| l.contains("Ctrl+L")), "{help:?}");
}

#[test]
fn folded_prompt_appends_the_attachments_text_and_leaves_images_out() {
    use crate::ai::types::ContentBlock;
    let e = super::Expanded {
        text: "see".into(),
        attachments: vec![
            ContentBlock::text("<mcp_resource server=\"ev\" uri=\"x://a\">\nA\n</mcp_resource>"),
            ContentBlock::Image {
                data: "AAAA".into(),
                mime_type: "image/png".into(),
            },
        ],
    };
    assert_eq!(
        e.folded(),
        "see\n\n<mcp_resource server=\"ev\" uri=\"x://a\">\nA\n</mcp_resource>"
    );
}

#[test]
fn without_mcp_servers_no_mcp_command_is_listed_and_mentions_need_a_server() {
    let r = Registry::builtin();
    assert!(r.list().iter().all(|c| c.source != Source::Mcp));
    assert!(r.mcp().is_none());
    assert_eq!(r.mentions("plain text @a.png").map(|b| b.len()).ok(), Some(0));
    assert!(
        r.mentions("@ev:demo://x")
            .is_err_and(|e| e.code() == "invalid_arguments")
    );
}
