//! The two pattern languages of permission rules: `star_match` for command text and task ids
//! (`*` matches anything, spaces and slashes included; the rest is literal), and `glob_match`,
//! gitignore-style globs over `/`-separated paths (`*`, `?`, `[…]`, `**`, patterns without a
//! slash matching at any depth, a directory matching everything below it).

/// `*` matches any run of characters; everything else matches itself. Anchored at both ends.
pub fn star_match(pattern: &str, text: &str) -> bool {
    let p: Vec<char> = pattern.chars().collect();
    let t: Vec<char> = text.chars().collect();
    let (mut pi, mut ti) = (0, 0);
    let mut star: Option<(usize, usize)> = None;
    while ti < t.len() {
        if pi < p.len() && p[pi] == '*' {
            star = Some((pi, ti));
            pi += 1;
        } else if pi < p.len() && p[pi] == t[ti] {
            pi += 1;
            ti += 1;
        } else if let Some((sp, st)) = star {
            pi = sp + 1;
            ti = st + 1;
            star = Some((sp, st + 1));
        } else {
            return false;
        }
    }
    p[pi..].iter().all(|&c| c == '*')
}

/// Whether a gitignore-style `pattern` matches `path` (relative, `/`-separated, no `.` or `..`
/// components) or one of its parent directories.
pub fn glob_match(pattern: &str, path: &str) -> bool {
    let pattern = pattern.trim_end_matches('/');
    let mut pat: Vec<&str> = pattern.split('/').filter(|s| !s.is_empty()).collect();
    if pat.is_empty() {
        return false;
    }
    // No slash inside: matches at any depth, like `**/pattern`.
    if !pattern.contains('/') {
        pat.insert(0, "**");
    }
    let parts: Vec<&str> = path.split('/').filter(|s| !s.is_empty()).collect();
    (1..=parts.len()).any(|k| segments(&pat, &parts[..k]))
}

fn segments(pat: &[&str], parts: &[&str]) -> bool {
    match pat.first() {
        None => parts.is_empty(),
        Some(&"**") => (0..=parts.len()).any(|skip| segments(&pat[1..], &parts[skip..])),
        Some(p) => match parts.first() {
            Some(part) => segment(p, part) && segments(&pat[1..], &parts[1..]),
            None => false,
        },
    }
}

/// One path component against one pattern component: `*`, `?`, `[…]` (with `!`/`^` and ranges)
/// and `\` escapes.
fn segment(pattern: &str, text: &str) -> bool {
    let p: Vec<char> = pattern.chars().collect();
    let t: Vec<char> = text.chars().collect();
    fn go(p: &[char], t: &[char]) -> bool {
        match p.first() {
            None => t.is_empty(),
            Some('*') => (0..=t.len()).any(|i| go(&p[1..], &t[i..])),
            Some('?') => !t.is_empty() && go(&p[1..], &t[1..]),
            Some('[') => match (class(&p[1..]), t.first()) {
                (Some((matches, used)), Some(&c)) => matches(c) && go(&p[1 + used..], &t[1..]),
                (None, Some(&c)) => c == '[' && go(&p[1..], &t[1..]),
                (_, None) => false,
            },
            Some('\\') if p.len() > 1 => t.first() == Some(&p[1]) && go(&p[2..], &t[1..]),
            Some(&c) => t.first() == Some(&c) && go(&p[1..], &t[1..]),
        }
    }
    go(&p, &t)
}

type ClassFn = Box<dyn Fn(char) -> bool>;

/// A bracket class after its `[`: the predicate and how many characters it used (`]` included).
fn class(p: &[char]) -> Option<(ClassFn, usize)> {
    let mut i = 0;
    let negate = matches!(p.first(), Some('!' | '^'));
    if negate {
        i += 1;
    }
    let mut ranges: Vec<(char, char)> = Vec::new();
    let start = i;
    while i < p.len() {
        if p[i] == ']' && i > start {
            let f = move |c: char| ranges.iter().any(|&(a, b)| a <= c && c <= b) != negate;
            return Some((Box::new(f), i + 1));
        }
        if i + 2 < p.len() && p[i + 1] == '-' && p[i + 2] != ']' {
            ranges.push((p[i], p[i + 2]));
            i += 3;
        } else {
            ranges.push((p[i], p[i]));
            i += 1;
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::{glob_match, star_match};

    #[test]
    fn stars() {
        let yes = [
            ("npm test*", "npm test"),
            ("npm test*", "npm test -- --watch"),
            ("terraform *", "terraform apply -auto-approve"),
            ("*.env*", "cat app/.env.local"),
            ("git push *", "git push origin main"),
            ("*", ""),
            ("a*b*c", "a/x b y c"),
        ];
        for (p, t) in yes {
            assert!(star_match(p, t), "{p} vs {t}");
        }
        let no = [
            ("npm test*", "npm run test"),
            ("git push", "git push origin"),
            ("terraform *", "terraform"),
            ("a*b", "a-c"),
        ];
        for (p, t) in no {
            assert!(!star_match(p, t), "{p} vs {t}");
        }
    }

    #[test]
    fn gitignore_globs() {
        let yes = [
            ("src/**", "src/a.rs"),
            ("src/**", "src/deep/er/a.rs"),
            ("src/**/*.rs", "src/a.rs"),
            ("src/**/*.rs", "src/x/y/a.rs"),
            ("**/.env*", ".env"),
            ("**/.env*", "app/.env.local"),
            ("*.pem", "keys/a.pem"),
            (".env", "deep/dir/.env"),
            ("build/", "build/out/a.o"),
            ("build", "build"),
            ("docs/*.md", "docs/a.md"),
            ("src/gen", "src/gen/x.rs"),
            ("a?c", "abc"),
            ("[ab]x", "bx"),
            ("[!a]x", "bx"),
            ("[a-c]x", "cx"),
            ("node_modules", "web/node_modules/x/index.js"),
            ("etc/**", "etc/passwd"),
        ];
        for (p, t) in yes {
            assert!(glob_match(p, t), "{p} vs {t}");
        }
        let no = [
            ("src/**", "lib/a.rs"),
            ("src/*.rs", "src/x/a.rs"),
            ("docs/*.md", "x/docs/a.md"),
            ("*.pem", "a.pem.txt"),
            ("a?c", "ac"),
            ("[!a]x", "ax"),
            (".env", ".env.example"),
            ("src/gen", "src/generated.rs"),
            ("", "x"),
        ];
        for (p, t) in no {
            assert!(!glob_match(p, t), "{p} vs {t}");
        }
    }
}
