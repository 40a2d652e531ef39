//! The languages the code highlighter (`highlight.rs`) knows, as data: each one's keywords
//! (sorted, for a binary search), comment markers and string quotes. Kept apart so the lexer
//! stays one small loop and a language is a table row, not code.

/// A string's delimiters: `close` ends it (`""` for a Rust raw string, closed by `"` and the
/// hashes it opened with); `escapes` lets `\` hide the next character; `multiline` carries an
/// unclosed string to the next line.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Quote {
    pub open: &'static str,
    pub close: &'static str,
    pub escapes: bool,
    pub multiline: bool,
}

const fn q(open: &'static str, escapes: bool, multiline: bool) -> Quote {
    Quote {
        open,
        close: open,
        escapes,
        multiline,
    }
}

/// One language's lexical rules.
pub(super) struct Syntax {
    /// Sorted (a unit test checks it).
    pub keywords: &'static [&'static str],
    pub line_comments: &'static [&'static str],
    /// `#` starts a comment only at the start of a word (shell `$#`, YAML `a#b`).
    pub hash_at_word_start: bool,
    pub block_comment: Option<(&'static str, &'static str)>,
    /// Block comments nest (Rust).
    pub nested_comments: bool,
    /// Longer openers first (`"""` before `"`).
    pub quotes: &'static [Quote],
    /// Rust's raw strings (`r#"…"#`) and `'a'` versus the lifetime `'a`.
    pub rust: bool,
    /// A line's first word `#include`, `#define` … is a keyword (C, C++).
    pub directives: bool,
}

const C_QUOTES: &[Quote] = &[q("\"", true, false), q("'", true, false)];
const SLASH: &[&str] = &["//"];
const HASH: &[&str] = &["#"];
const C_BLOCK: Option<(&str, &str)> = Some(("/*", "*/"));

const fn lang(
    keywords: &'static [&'static str],
    line_comments: &'static [&'static str],
    block_comment: Option<(&'static str, &'static str)>,
    quotes: &'static [Quote],
) -> Syntax {
    Syntax {
        keywords,
        line_comments,
        hash_at_word_start: false,
        block_comment,
        nested_comments: false,
        quotes,
        rust: false,
        directives: false,
    }
}

pub(super) static RUST: Syntax = Syntax {
    nested_comments: true,
    rust: true,
    ..lang(
        &[
            "Self", "as", "async", "await", "break", "const", "continue", "crate", "dyn", "else",
            "enum", "extern", "false", "fn", "for", "if", "impl", "in", "let", "loop", "match",
            "mod", "move", "mut", "pub", "ref", "return", "self", "static", "struct", "super",
            "trait", "true", "type", "unsafe", "use", "where", "while", "yield",
        ],
        SLASH,
        C_BLOCK,
        &[q("\"", true, true)],
    )
};

pub(super) static PYTHON: Syntax = lang(
    &[
        "False", "None", "True", "and", "as", "assert", "async", "await", "break", "class",
        "continue", "def", "del", "elif", "else", "except", "finally", "for", "from", "global",
        "if", "import", "in", "is", "lambda", "nonlocal", "not", "or", "pass", "raise", "return",
        "try", "while", "with", "yield",
    ],
    HASH,
    None,
    &[
        q("\"\"\"", true, true),
        q("'''", true, true),
        q("\"", true, false),
        q("'", true, false),
    ],
);

pub(super) static JAVASCRIPT: Syntax = lang(
    &[
        "as", "async", "await", "break", "case", "catch", "class", "const", "continue", "default",
        "delete", "do", "else", "enum", "export", "extends", "false", "finally", "for", "from",
        "function", "if", "implements", "import", "in", "instanceof", "interface", "let", "new",
        "null", "of", "private", "protected", "public", "readonly", "return", "static", "super",
        "switch", "this", "throw", "true", "try", "type", "typeof", "undefined", "var", "void",
        "while", "yield",
    ],
    SLASH,
    C_BLOCK,
    &[
        q("\"", true, false),
        q("'", true, false),
        q("`", true, true),
    ],
);

pub(super) static GO: Syntax = lang(
    &[
        "break", "case", "chan", "const", "continue", "default", "defer", "else", "fallthrough",
        "false", "for", "func", "go", "goto", "if", "import", "interface", "map", "nil", "package",
        "range", "return", "select", "struct", "switch", "true", "type", "var",
    ],
    SLASH,
    C_BLOCK,
    &[
        q("\"", true, false),
        q("'", true, false),
        q("`", false, true),
    ],
);

pub(super) static C: Syntax = Syntax {
    directives: true,
    ..lang(
        &[
            "NULL", "auto", "bool", "break", "case", "char", "const", "continue", "default", "do",
            "double", "else", "enum", "extern", "false", "float", "for", "goto", "if", "inline",
            "int", "long", "register", "return", "short", "signed", "sizeof", "static", "struct",
            "switch", "true", "typedef", "union", "unsigned", "void", "volatile", "while",
        ],
        SLASH,
        C_BLOCK,
        C_QUOTES,
    )
};

pub(super) static CPP: Syntax = Syntax {
    directives: true,
    ..lang(
        &[
            "auto", "bool", "break", "case", "catch", "char", "class", "const", "constexpr",
            "continue", "default", "delete", "do", "double", "else", "enum", "explicit", "extern",
            "false", "float", "for", "friend", "if", "inline", "int", "long", "namespace", "new",
            "noexcept", "nullptr", "operator", "override", "private", "protected", "public",
            "return", "short", "signed", "sizeof", "static", "struct", "switch", "template",
            "this", "throw", "true", "try", "typedef", "typename", "union", "unsigned", "using",
            "virtual", "void", "volatile", "while",
        ],
        SLASH,
        C_BLOCK,
        C_QUOTES,
    )
};

pub(super) static JAVA: Syntax = lang(
    &[
        "abstract", "boolean", "break", "byte", "case", "catch", "char", "class", "continue",
        "default", "do", "double", "else", "enum", "extends", "false", "final", "finally",
        "float", "for", "if", "implements", "import", "instanceof", "int", "interface", "long",
        "new", "null", "package", "private", "protected", "public", "record", "return", "short",
        "static", "super", "switch", "synchronized", "this", "throw", "throws", "true", "try",
        "var", "void", "volatile", "while",
    ],
    SLASH,
    C_BLOCK,
    &[
        q("\"\"\"", true, true),
        q("\"", true, false),
        q("'", true, false),
    ],
);

pub(super) static SHELL: Syntax = Syntax {
    hash_at_word_start: true,
    ..lang(
        &[
            "case", "do", "done", "elif", "else", "esac", "exit", "export", "fi", "for",
            "function", "if", "in", "local", "readonly", "return", "select", "set", "then",
            "until", "while",
        ],
        HASH,
        None,
        &[q("\"", true, true), q("'", false, true)],
    )
};

pub(super) static JSON: Syntax = lang(
    &["false", "null", "true"],
    &[],
    None,
    &[q("\"", true, false)],
);

pub(super) static TOML: Syntax = lang(
    &["false", "true"],
    HASH,
    None,
    &[
        q("\"\"\"", true, true),
        q("'''", false, true),
        q("\"", true, false),
        q("'", false, false),
    ],
);

pub(super) static YAML: Syntax = Syntax {
    hash_at_word_start: true,
    ..lang(
        &["false", "no", "null", "true", "yes"],
        HASH,
        None,
        &[q("\"", true, true), q("'", false, true)],
    )
};

/// Every table, for the sortedness test.
#[cfg(test)]
pub(super) fn all() -> [&'static Syntax; 11] {
    [
        &RUST,
        &PYTHON,
        &JAVASCRIPT,
        &GO,
        &C,
        &CPP,
        &JAVA,
        &SHELL,
        &JSON,
        &TOML,
        &YAML,
    ]
}
