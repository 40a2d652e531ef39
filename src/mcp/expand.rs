//! `${VAR}` and `${VAR:-default}` in MCP server configs, as Claude Code expands them: every string
//! of a server entry goes through `expand` before it is used. A variable that is unset (or empty,
//! for the `:-` form) and has no default is an error that names it, so a missing token is caught
//! at load time instead of reaching a server as an empty header.

/// Expands `text`, looking variables up with `lookup`. `$` not followed by `{` is kept as it is.
pub fn expand(text: &str, lookup: &dyn Fn(&str) -> Option<String>) -> Result<String, String> {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(at) = rest.find("${") {
        out.push_str(&rest[..at]);
        let after = &rest[at + 2..];
        let Some(end) = after.find('}') else {
            return Err(format!(
                "`{text}` has a `${{` without its closing `}}`; write `${{NAME}}` or `${{NAME:-default}}`"
            ));
        };
        let inner = &after[..end];
        let (name, default) = match inner.split_once(":-") {
            Some((n, d)) => (n, Some(d)),
            None => (inner, None),
        };
        let valid = !name.is_empty()
            && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
            && !name.starts_with(|c: char| c.is_ascii_digit());
        if !valid {
            return Err(format!(
                "`{text}` names the variable `{name}`, which is not a valid variable name (letters, digits and `_`)"
            ));
        }
        match (lookup(name), default) {
            (Some(v), Some(d)) if v.is_empty() => out.push_str(d),
            (Some(v), _) => out.push_str(&v),
            (None, Some(d)) => out.push_str(d),
            (None, None) => {
                return Err(format!(
                    "`{text}` uses `${{{name}}}`, which is not set; export {name}, or give a default with `${{{name}:-value}}`"
                ));
            }
        }
        rest = &after[end + 1..];
    }
    out.push_str(rest);
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::expand;

    fn env(name: &str) -> Option<String> {
        match name {
            "TOKEN" => Some("t0k".into()),
            "EMPTY" => Some(String::new()),
            _ => None,
        }
    }

    #[test]
    fn expands_and_defaults() {
        for (input, want) in [
            ("plain", "plain"),
            ("Bearer ${TOKEN}", "Bearer t0k"),
            ("${TOKEN}${TOKEN}", "t0kt0k"),
            ("${NOPE:-dflt}/x", "dflt/x"),
            ("${EMPTY:-dflt}", "dflt"),
            ("${EMPTY}", ""),
            ("${NOPE:-}", ""),
            ("$HOME stays", "$HOME stays"),
            ("${TOKEN:-a:-b}", "t0k"),
        ] {
            assert_eq!(expand(input, &env).as_deref(), Ok(want), "{input}");
        }
    }

    #[test]
    fn errors_name_the_variable() {
        assert_eq!(
            expand("Bearer ${NOPE}", &env),
            Err("`Bearer ${NOPE}` uses `${NOPE}`, which is not set; export NOPE, or give a default with `${NOPE:-value}`".into())
        );
        let open = expand("x ${TOKEN", &env).unwrap_err();
        assert!(open.contains("without its closing"), "{open}");
        let bad = expand("${A-B}", &env).unwrap_err();
        assert!(bad.contains("`A-B`"), "{bad}");
    }
}
