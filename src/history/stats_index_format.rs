//! The bytes of `stats-index.json` (version 3): one JSON array, positional throughout, so a
//! file's figures are a few numbers and no field names, and every name (day, provider, model,
//! kind, tool, agent, cwd) is written once in a string table and referred to by its place:
//!
//! ```text
//! [3, zone, sessions dir, [name, …], [[dir, [file, …]], …]]
//! file     = [file name, mtime ns, size, cwd, skipped lines, [bucket, …], [external, …]]
//! bucket   = [day, provider, model, channel or null, [kind, n, …], turns, turn ms, input,
//!             output, cache read, cache write, cost, priced, unpriced, errors, retries,
//!             [tool, n, …]]
//! external = [day, agent, sessions, turns, usd, priced, tokens, requests]
//! ```
//!
//! Decoding reads the version and zone first and stops at the first thing that differs or
//! does not fit (a short or long row, a name out of the table, counts out of order): any such
//! index is dropped whole and rebuilt. Names decode into shared `Arc<str>`s of the table, so a
//! file's figures cost its key, its bucket list and its tallies, and no string copies.

use std::borrow::Cow;
use std::collections::HashMap;
use std::fmt;

use serde::de::{self, DeserializeSeed, Deserializer, SeqAccess, Visitor};
use serde::{Deserialize, Serialize};

use crate::history::stats_figures::{Bucket, ExternalBucket, FileStats, Name, Tally};
use crate::history::stats_index::{Cached, Files};

pub(crate) const VERSION: u32 = 3;

/// The files of an index of `VERSION` for `zone` and the sessions directory `root` (of its
/// directory `only`, when given: the others are checked as JSON and skipped); `None` for
/// anything else.
pub(crate) fn decode(bytes: &[u8], zone: &str, root: &str, only: Option<&str>) -> Option<Files> {
    let mut de = serde_json::Deserializer::from_slice(bytes);
    let files_hint = (bytes.len() / 160).min(1 << 16);
    let files = Index {
        zone,
        root,
        only,
        files_hint: if only.is_some() { 0 } else { files_hint },
    }
    .deserialize(&mut de)
    .ok()?;
    de.end().ok()?;
    Some(files)
}

/// A string borrowed from the input when it has no escapes.
struct Text<'a>(Cow<'a, str>);

impl<'de> Deserialize<'de> for Text<'de> {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct V;
        impl<'de> Visitor<'de> for V {
            type Value = Text<'de>;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                f.write_str("a string")
            }
            fn visit_borrowed_str<E>(self, s: &'de str) -> Result<Text<'de>, E> {
                Ok(Text(Cow::Borrowed(s)))
            }
            fn visit_str<E>(self, s: &str) -> Result<Text<'de>, E> {
                Ok(Text(Cow::Owned(s.to_string())))
            }
        }
        d.deserialize_str(V)
    }
}

/// The next element of a row, which must be there.
fn next<'de, T: Deserialize<'de>, A: SeqAccess<'de>>(seq: &mut A) -> Result<T, A::Error> {
    seq.next_element()?
        .ok_or_else(|| de::Error::custom("a row of the stats index is short"))
}

fn next_seed<'de, S: DeserializeSeed<'de>, A: SeqAccess<'de>>(
    seq: &mut A,
    seed: S,
) -> Result<S::Value, A::Error> {
    seq.next_element_seed(seed)?
        .ok_or_else(|| de::Error::custom("a row of the stats index is short"))
}

/// The name at place `i` of the string table.
fn name<E: de::Error>(names: &[Name], i: u32) -> Result<Name, E> {
    names
        .get(i as usize)
        .cloned()
        .ok_or_else(|| E::custom("a name of the stats index is out of its table"))
}

/// Implements `DeserializeSeed` for a seed that is its own sequence visitor.
macro_rules! seq_seed {
    ($t:ty, $v:ty) => {
        impl<'de> DeserializeSeed<'de> for $t {
            type Value = $v;
            fn deserialize<D: Deserializer<'de>>(self, d: D) -> Result<Self::Value, D::Error> {
                d.deserialize_seq(self)
            }
        }
    };
}

struct Index<'z> {
    zone: &'z str,
    root: &'z str,
    only: Option<&'z str>,
    /// About how many files the bytes hold (a file's row is 150 bytes or more), so the map is
    /// not grown and rehashed ten times on the way to a thousand files.
    files_hint: usize,
}
seq_seed!(Index<'_>, Files);

impl<'de> Visitor<'de> for Index<'_> {
    type Value = Files;
    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("a stats index")
    }
    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Files, A::Error> {
        if next::<u32, _>(&mut seq)? != VERSION {
            return Err(de::Error::custom("another version of the stats index"));
        }
        if next::<Text, _>(&mut seq)?.0 != self.zone || next::<Text, _>(&mut seq)?.0 != self.root
        {
            return Err(de::Error::custom("another time zone or sessions directory"));
        }
        let names = next_seed(&mut seq, Names)?;
        let mut files = Files::with_capacity_and_hasher(self.files_hint, Default::default());
        next_seed(
            &mut seq,
            Dirs {
                names: &names,
                only: self.only,
                files: &mut files,
            },
        )?;
        Ok(files)
    }
}

struct Names;
seq_seed!(Names, Vec<Name>);

impl<'de> Visitor<'de> for Names {
    type Value = Vec<Name>;
    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("a list of names")
    }
    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Vec<Name>, A::Error> {
        let mut out = Vec::new();
        while let Some(t) = seq.next_element::<Text>()? {
            out.push(Name::from(&*t.0));
        }
        Ok(out)
    }
}

/// `[[dir, [file, …]], …]`, inserted into `files`.
struct Dirs<'s> {
    names: &'s [Name],
    only: Option<&'s str>,
    files: &'s mut Files,
}
seq_seed!(Dirs<'_>, ());

impl<'de> Visitor<'de> for Dirs<'_> {
    type Value = ();
    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("a list of directories")
    }
    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<(), A::Error> {
        let (names, only) = (self.names, self.only);
        while let Some(()) = seq.next_element_seed(Dir {
            names,
            only,
            files: &mut *self.files,
        })? {}
        Ok(())
    }
}

struct Dir<'s> {
    names: &'s [Name],
    only: Option<&'s str>,
    files: &'s mut Files,
}
seq_seed!(Dir<'_>, ());

impl<'de> Visitor<'de> for Dir<'_> {
    type Value = ();
    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("a directory and its files")
    }
    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<(), A::Error> {
        let dir: Text = next(&mut seq)?;
        if self.only.is_some_and(|only| only != dir.0) {
            next::<de::IgnoredAny, _>(&mut seq)?;
            return Ok(());
        }
        next_seed(
            &mut seq,
            DirFiles {
                dir: &dir.0,
                names: self.names,
                files: self.files,
            },
        )
    }
}

struct DirFiles<'s> {
    dir: &'s str,
    names: &'s [Name],
    files: &'s mut Files,
}
seq_seed!(DirFiles<'_>, ());

impl<'de> Visitor<'de> for DirFiles<'_> {
    type Value = ();
    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("a list of files")
    }
    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<(), A::Error> {
        while let Some((file, cached)) = seq.next_element_seed(File(self.names))? {
            let mut key = String::with_capacity(self.dir.len() + 1 + file.0.len());
            key.push_str(self.dir);
            key.push('/');
            key.push_str(&file.0);
            self.files.insert(key, cached);
        }
        Ok(())
    }
}

#[derive(Clone, Copy)]
struct File<'s>(&'s [Name]);
seq_seed!(File<'_>, (Text<'de>, Cached));

impl<'de> Visitor<'de> for File<'_> {
    type Value = (Text<'de>, Cached);
    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("a file's figures")
    }
    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Self::Value, A::Error> {
        let file: Text = next(&mut seq)?;
        let mtime_ns = next(&mut seq)?;
        let size = next(&mut seq)?;
        let cwd = name(self.0, next(&mut seq)?)?;
        let skipped_lines = next(&mut seq)?;
        let buckets = next_seed(&mut seq, List(BucketRow(self.0)))?;
        let external = next_seed(&mut seq, List(ExternalRow(self.0)))?;
        let stats = FileStats {
            cwd,
            buckets,
            skipped_lines,
            external,
        };
        Ok((
            file,
            Cached {
                mtime_ns,
                size,
                stats,
            },
        ))
    }
}

/// A list of rows, each read by the seed `S`.
#[derive(Clone, Copy)]
struct List<S>(S);

impl<'de, S: DeserializeSeed<'de> + Copy> DeserializeSeed<'de> for List<S> {
    type Value = Vec<S::Value>;
    fn deserialize<D: Deserializer<'de>>(self, d: D) -> Result<Self::Value, D::Error> {
        d.deserialize_seq(self)
    }
}

impl<'de, S: DeserializeSeed<'de> + Copy> Visitor<'de> for List<S> {
    type Value = Vec<S::Value>;
    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("a list")
    }
    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Self::Value, A::Error> {
        gather(|| seq.next_element_seed(self.0))
    }
}

/// Collects rows into a `Vec` of exactly their number when they are few (most lists of a
/// file hold one to three), without growing it and shrinking it back: two reallocations per
/// list, several per file.
fn gather<T, E>(mut next: impl FnMut() -> Result<Option<T>, E>) -> Result<Vec<T>, E> {
    let mut few: [Option<T>; 4] = [None, None, None, None];
    let mut n = 0;
    while n < few.len() {
        match next()? {
            Some(row) => few[n] = Some(row),
            None => break,
        }
        n += 1;
    }
    let more = n == few.len();
    let mut out = Vec::with_capacity(if more { 2 * n } else { n });
    out.extend(few.into_iter().flatten());
    if more {
        while let Some(row) = next()? {
            out.push(row);
        }
    }
    Ok(out)
}

#[derive(Clone, Copy)]
struct BucketRow<'s>(&'s [Name]);
seq_seed!(BucketRow<'_>, Bucket);

impl<'de> Visitor<'de> for BucketRow<'_> {
    type Value = Bucket;
    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("a bucket's figures")
    }
    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Bucket, A::Error> {
        let n = self.0;
        Ok(Bucket {
            day: name(n, next(&mut seq)?)?,
            provider: name(n, next(&mut seq)?)?,
            model: name(n, next(&mut seq)?)?,
            channel: match next::<Option<u32>, _>(&mut seq)? {
                Some(i) => Some(name(n, i)?),
                None => None,
            },
            requests: next_seed(&mut seq, TallyRow(n))?,
            turns: next(&mut seq)?,
            turn_ms: next(&mut seq)?,
            input: next(&mut seq)?,
            output: next(&mut seq)?,
            cache_read: next(&mut seq)?,
            cache_write: next(&mut seq)?,
            cost: next(&mut seq)?,
            priced: next(&mut seq)?,
            unpriced: next(&mut seq)?,
            errors: next(&mut seq)?,
            retries: next(&mut seq)?,
            tools: next_seed(&mut seq, TallyRow(n))?,
        })
    }
}

/// `[name, n, name, n, …]` in strict name order.
#[derive(Clone, Copy)]
struct TallyRow<'s>(&'s [Name]);
seq_seed!(TallyRow<'_>, Tally);

impl<'de> Visitor<'de> for TallyRow<'_> {
    type Value = Tally;
    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("counts by name")
    }
    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Tally, A::Error> {
        let pairs = gather(|| match seq.next_element::<u32>()? {
            Some(i) => Ok(Some((name(self.0, i)?, next(&mut seq)?))),
            None => Ok(None),
        })?;
        Tally::from_sorted(pairs).ok_or_else(|| de::Error::custom("counts out of name order"))
    }
}

#[derive(Clone, Copy)]
struct ExternalRow<'s>(&'s [Name]);
seq_seed!(ExternalRow<'_>, ExternalBucket);

impl<'de> Visitor<'de> for ExternalRow<'_> {
    type Value = ExternalBucket;
    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("an external agent's figures")
    }
    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<ExternalBucket, A::Error> {
        let n = self.0;
        Ok(ExternalBucket {
            day: name(n, next(&mut seq)?)?,
            agent: name(n, next(&mut seq)?)?,
            sessions: next(&mut seq)?,
            turns: next(&mut seq)?,
            usd: next(&mut seq)?,
            priced: next(&mut seq)?,
            tokens: next(&mut seq)?,
            requests: next(&mut seq)?,
        })
    }
}

/// The index's bytes: files grouped by directory, in path order.
pub(crate) fn encode(zone: &str, root: &str, files: &Files) -> Vec<u8> {
    let mut rows: Vec<(&str, &str, &Cached)> = files
        .iter()
        .filter_map(|(k, c)| k.rsplit_once('/').map(|(d, f)| (d, f, c)))
        .collect();
    rows.sort_unstable_by(|a, b| (a.0, a.1).cmp(&(b.0, b.1)));
    let mut w = Writer::default();
    let mut body = Vec::with_capacity(rows.len() * 200);
    body.push(b'[');
    let mut dir: Option<&str> = None;
    for (d, f, c) in rows {
        match dir {
            Some(open) if open == d => body.push(b','),
            Some(_) => body.extend_from_slice(b"]],"),
            None => {}
        }
        if dir != Some(d) {
            body.push(b'[');
            text(&mut body, d);
            body.extend_from_slice(b",[");
            dir = Some(d);
        }
        w.file(&mut body, f, c);
    }
    if dir.is_some() {
        body.extend_from_slice(b"]]");
    }
    body.push(b']');
    let mut out = Vec::with_capacity(body.len() + 64 + w.names.len() * 24);
    out.extend_from_slice(format!("[{VERSION},").as_bytes());
    text(&mut out, zone);
    out.push(b',');
    text(&mut out, root);
    out.extend_from_slice(b",[");
    for (i, n) in w.names.iter().enumerate() {
        if i > 0 {
            out.push(b',');
        }
        text(&mut out, n);
    }
    out.extend_from_slice(b"],");
    out.extend_from_slice(&body);
    out.push(b']');
    out
}

/// A JSON value written with serde_json (escapes, and `f64`s that read back exactly).
fn value<T: Serialize + ?Sized>(out: &mut Vec<u8>, v: &T) {
    // Writing numbers and strings into a `Vec` cannot fail.
    let _ = serde_json::to_writer(&mut *out, v);
}

fn text(out: &mut Vec<u8>, s: &str) {
    value(out, s);
}

/// The string table as it is built.
#[derive(Default)]
struct Writer<'a> {
    names: Vec<&'a str>,
    places: HashMap<&'a str, u32>,
}

impl<'a> Writer<'a> {
    fn place(&mut self, s: &'a str) -> u32 {
        if let Some(&i) = self.places.get(s) {
            return i;
        }
        let i = self.names.len() as u32;
        self.names.push(s);
        self.places.insert(s, i);
        i
    }

    fn name(&mut self, out: &mut Vec<u8>, s: &'a str) {
        let i = self.place(s);
        value(out, &i);
    }

    fn numbers(out: &mut Vec<u8>, ns: &[u64]) {
        for n in ns {
            out.push(b',');
            value(out, n);
        }
    }

    fn tally(&mut self, out: &mut Vec<u8>, t: &'a Tally) {
        out.push(b'[');
        for (i, (k, n)) in t.iter().enumerate() {
            if i > 0 {
                out.push(b',');
            }
            self.name(out, k);
            out.push(b',');
            value(out, &n);
        }
        out.push(b']');
    }

    fn file(&mut self, out: &mut Vec<u8>, file: &str, c: &'a Cached) {
        let s = &c.stats;
        out.push(b'[');
        text(out, file);
        Self::numbers(out, &[c.mtime_ns, c.size]);
        out.push(b',');
        self.name(out, &s.cwd);
        Self::numbers(out, &[s.skipped_lines]);
        out.extend_from_slice(b",[");
        for (i, b) in s.buckets.iter().enumerate() {
            if i > 0 {
                out.push(b',');
            }
            self.bucket(out, b);
        }
        out.extend_from_slice(b"],[");
        for (i, e) in s.external.iter().enumerate() {
            if i > 0 {
                out.push(b',');
            }
            out.push(b'[');
            self.name(out, &e.day);
            out.push(b',');
            self.name(out, &e.agent);
            Self::numbers(out, &[e.sessions, e.turns]);
            out.push(b',');
            value(out, &e.usd);
            Self::numbers(out, &[e.priced, e.tokens, e.requests]);
            out.push(b']');
        }
        out.extend_from_slice(b"]]");
    }

    fn bucket(&mut self, out: &mut Vec<u8>, b: &'a Bucket) {
        out.push(b'[');
        self.name(out, &b.day);
        out.push(b',');
        self.name(out, &b.provider);
        out.push(b',');
        self.name(out, &b.model);
        out.push(b',');
        match &b.channel {
            Some(c) => self.name(out, c),
            None => out.extend_from_slice(b"null"),
        }
        out.push(b',');
        self.tally(out, &b.requests);
        Self::numbers(
            out,
            &[
                b.turns,
                b.turn_ms,
                b.input,
                b.output,
                b.cache_read,
                b.cache_write,
            ],
        );
        out.push(b',');
        value(out, &b.cost);
        Self::numbers(out, &[b.priced, b.unpriced, b.errors, b.retries]);
        out.push(b',');
        self.tally(out, &b.tools);
        out.push(b']');
    }
}

#[cfg(test)]
#[path = "stats_index_format_tests.rs"]
mod tests;
