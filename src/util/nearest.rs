//! "Did you mean …?" for any layer: the nearest known word by edit distance. The CLI uses it for
//! flags and subcommands (`cli::suggest`), and the layers below for values a user typed: a tool
//! name in `--tools`, a model id in `--model`, a `stats --by` group (issue #30).

/// Edit distance over characters, with a swap of two neighbours counting as one edit
/// (optimal string alignment), so `modle` is one edit from `model`.
pub fn distance(a: &str, b: &str) -> usize {
    let a: Vec<char> = a.chars().collect();
    let b: Vec<char> = b.chars().collect();
    let width = b.len() + 1;
    let mut d = vec![0usize; (a.len() + 1) * width];
    for i in 0..=a.len() {
        d[i * width] = i;
    }
    for (j, cell) in d.iter_mut().enumerate().take(width) {
        *cell = j;
    }
    for i in 1..=a.len() {
        for j in 1..=b.len() {
            let cost = usize::from(a[i - 1] != b[j - 1]);
            let mut best = (d[(i - 1) * width + j] + 1)
                .min(d[i * width + j - 1] + 1)
                .min(d[(i - 1) * width + j - 1] + cost);
            if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                best = best.min(d[(i - 2) * width + j - 2] + 1);
            }
            d[i * width + j] = best;
        }
    }
    d[a.len() * width + b.len()]
}

/// The candidate nearest to `word` within edit distance 2 (ties: the first listed).
pub fn nearest<'a>(
    word: &str,
    candidates: impl IntoIterator<Item = &'a str>,
) -> Option<&'a str> {
    candidates
        .into_iter()
        .map(|c| (distance(word, c), c))
        .filter(|(d, _)| *d <= 2)
        .min_by_key(|(d, _)| *d)
        .map(|(_, c)| c)
}

/// `" (did you mean `X`?)"` for the nearest candidate, or nothing: for the end of a phrase in an
/// error message, as `Error::NotOneOf` says it.
pub fn did_you_mean<'a>(word: &str, candidates: impl IntoIterator<Item = &'a str>) -> String {
    nearest(word, candidates)
        .map(|g| format!(" (did you mean `{g}`?)"))
        .unwrap_or_default()
}
