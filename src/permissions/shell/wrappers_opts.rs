//! Reading a wrapper's options the way getopt does: short clusters (`-qc CMD`, `-c'CMD'`,
//! `-n5`), long options with `=value` or a separate value, unique long-option abbreviations
//! (`--comm`), and, for wrappers that permute (`script`, `su`), options after operands. What the
//! spec does not name is reported as unknown, so the segment is never judged on a guess.

use crate::permissions::shell::word::Word;

/// A wrapper's options. `short_opt` take a value only when it is glued on (`-t`, `-tFILE`).
pub(crate) struct Spec {
    pub short_flags: &'static str,
    pub short_valued: &'static str,
    pub short_opt: &'static str,
    pub long_flags: &'static [&'static str],
    pub long_valued: &'static [&'static str],
    /// `nice -10`: a dash and digits is an option.
    pub digits: bool,
    /// Options may follow operands (GNU getopt without `+`); only `--` ends them.
    pub permute: bool,
}

impl Spec {
    pub(crate) const NONE: Spec = Spec {
        short_flags: "",
        short_valued: "",
        short_opt: "",
        long_flags: &[],
        long_valued: &[],
        digits: false,
        permute: false,
    };
}

/// What was read: where the operands start, the options met with their values (short ones as
/// `-c`, long ones by their full name), the operands (when permuting), and whether any option
/// was unknown.
#[derive(Default, Debug)]
pub(crate) struct Parsed {
    pub next: usize,
    pub unknown: bool,
    pub opts: Vec<(String, Option<String>)>,
    /// With `permute`, the indices of the operands met between options.
    pub operands: Vec<usize>,
}

impl Parsed {
    /// The value of the last of `names` given, if any.
    pub(crate) fn value(&self, names: &[&str]) -> Option<&str> {
        self.opts
            .iter()
            .rev()
            .find(|(n, _)| names.contains(&n.as_str()))
            .and_then(|(_, v)| v.as_deref())
    }

    pub(crate) fn has(&self, names: &[&str]) -> bool {
        self.opts.iter().any(|(n, _)| names.contains(&n.as_str()))
    }
}

/// The full long option `name` abbreviates, if exactly one matches.
fn long_name(spec: &Spec, name: &str) -> Option<(&'static str, bool)> {
    let all = spec
        .long_flags
        .iter()
        .map(|n| (*n, false))
        .chain(spec.long_valued.iter().map(|n| (*n, true)));
    if let Some(exact) = all.clone().find(|(n, _)| *n == name) {
        return Some(exact);
    }
    let mut found = all.filter(|(n, _)| n.starts_with(name));
    match (found.next(), found.next()) {
        (Some(one), None) => Some(one),
        _ => None,
    }
}

/// Reads options from `start`.
pub(crate) fn parse(words: &[Word], start: usize, spec: &Spec) -> Parsed {
    let mut p = Parsed::default();
    let mut i = start;
    while let Some(w) = words.get(i) {
        let t = w.text.as_str();
        if t == "--" {
            i += 1;
            break;
        }
        if !t.starts_with('-') || t == "-" || w.is_dynamic() {
            if spec.permute && !w.is_dynamic() {
                p.operands.push(i);
                i += 1;
                continue;
            }
            if w.is_dynamic() && t.starts_with('-') {
                p.unknown = true;
            }
            break;
        }
        if let Some(long) = t.strip_prefix("--") {
            let (name, glued) = match long.split_once('=') {
                Some((n, v)) => (n, Some(v.to_string())),
                None => (long, None),
            };
            match long_name(spec, &format!("--{name}")) {
                Some((full, true)) => {
                    let value = match glued {
                        Some(v) => Some(v),
                        None => {
                            i += 1;
                            words.get(i).map(|w| w.text.clone())
                        }
                    };
                    p.opts.push((full.to_string(), value));
                }
                Some((full, false)) => p.opts.push((full.to_string(), glued)),
                None => p.unknown = true,
            }
            i += 1;
            continue;
        }
        if spec.digits && t[1..].chars().all(|c| c.is_ascii_digit()) {
            p.opts.push(("-n".to_string(), Some(t[1..].to_string())));
            i += 1;
            continue;
        }
        let cluster: Vec<char> = t[1..].chars().collect();
        let mut k = 0;
        while let Some(&c) = cluster.get(k) {
            let rest: String = cluster[k + 1..].iter().collect();
            if spec.short_valued.contains(c) {
                let value = if rest.is_empty() {
                    i += 1;
                    words.get(i).map(|w| w.text.clone())
                } else {
                    Some(rest)
                };
                p.opts.push((format!("-{c}"), value));
                break;
            }
            if spec.short_opt.contains(c) {
                p.opts
                    .push((format!("-{c}"), (!rest.is_empty()).then_some(rest)));
                break;
            }
            if spec.short_flags.contains(c) {
                p.opts.push((format!("-{c}"), None));
                k += 1;
                continue;
            }
            p.unknown = true;
            break;
        }
        i += 1;
    }
    p.next = i.min(words.len());
    p
}
