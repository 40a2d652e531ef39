//! `@path/to/image.png` in a prompt: the image is attached to the message when the model takes
//! images; when it does not, or the file cannot be read, the prompt is not sent and the error
//! says why. `@path/to/file.txt` naming a text file attaches its content as a
//! `<file path="…">…</file>` text block of the same user message (cut like the `read` tool's
//! output: 2 000 lines or 50 KiB), so the session records what the model saw; a word that names
//! no file stays plain text (`@someone`). Paths may be quoted (`@"my shot.png"`); relative paths
//! start at the cwd. An MCP resource mention (`@server:demo://x.png`) is not a file:
//! `commands::mentions` reads it.

use std::path::Path;

use crate::ai::types::ContentBlock;
use crate::tools::image::base64;

/// Larger images are refused (providers reject them anyway).
const MAX_IMAGE_BYTES: u64 = 20 * 1024 * 1024;

fn mime(path: &str) -> Option<&'static str> {
    let ext = path.rsplit_once('.')?.1.to_ascii_lowercase();
    Some(match ext.as_str() {
        "png" => "image/png",
        "jpg" | "jpeg" => "image/jpeg",
        "gif" => "image/gif",
        "webp" => "image/webp",
        _ => return None,
    })
}

/// The words after `@` (at the start or after whitespace; `@"…"` quoted), in order.
fn at_words(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut rest = text;
    let mut at_start = true;
    while let Some(i) = rest.find('@') {
        let before_ok = if i == 0 {
            at_start
        } else {
            rest[..i].ends_with(char::is_whitespace)
        };
        let after = &rest[i + 1..];
        let (word, tail) = match after.strip_prefix('"') {
            Some(q) => match q.find('"') {
                Some(end) => (&q[..end], &q[end + 1..]),
                None => (q, ""),
            },
            None => {
                let end = after.find(char::is_whitespace).unwrap_or(after.len());
                (&after[..end], &after[end..])
            }
        };
        if before_ok && !word.is_empty() && crate::commands::mentions::parse_word(word).is_none() {
            out.push(word.to_string());
        }
        rest = tail;
        at_start = false;
    }
    out
}

/// The image paths named with `@` (at the start or after whitespace), in order.
pub(crate) fn image_refs(text: &str) -> Vec<String> {
    at_words(text)
        .into_iter()
        .filter(|w| mime(w).is_some())
        .collect()
}

/// The `@` words that name a regular file under `cwd` and are not images.
pub(crate) fn file_refs(text: &str, cwd: &Path) -> Vec<String> {
    at_words(text)
        .into_iter()
        .filter(|w| mime(w).is_none() && cwd.join(w).is_file())
        .collect()
}

/// Why a prompt's `@image` cannot be sent. `Display` words it.
#[derive(Debug)]
pub(crate) enum AttachError {
    /// The model takes no images; `image` is the first one named.
    NoImageInput { model: String, image: String },
    /// The file's metadata cannot be read (`path` is `image` joined to the cwd).
    Missing {
        image: String,
        path: std::path::PathBuf,
        source: std::io::Error,
    },
    /// Larger than `MAX_IMAGE_BYTES`.
    TooLarge { image: String },
    /// The file cannot be read.
    Unreadable {
        image: String,
        source: std::io::Error,
    },
    /// An `@file` that is not UTF-8 text.
    NotText { file: String },
}

impl std::fmt::Display for AttachError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            AttachError::NoImageInput { model, image } => write!(
                f,
                "the model {model} does not take images, so @{image} was not sent; choose a model marked `img` with /model, or remove the @"
            ),
            AttachError::Missing {
                image,
                path,
                source,
            } => write!(
                f,
                "cannot attach @{image}: {source} ({}); nothing was sent",
                path.display()
            ),
            AttachError::TooLarge { image } => write!(
                f,
                "cannot attach @{image}: it is larger than {} MiB; nothing was sent",
                MAX_IMAGE_BYTES / 1024 / 1024
            ),
            AttachError::Unreadable { image, source } => {
                write!(f, "cannot attach @{image}: {source}; nothing was sent")
            }
            AttachError::NotText { file } => write!(
                f,
                "cannot attach @{file}: it is not a UTF-8 text file; nothing was sent (ask the model to read it, or remove the @)"
            ),
        }
    }
}

/// The image blocks for `text`, or why it cannot be sent.
pub(crate) fn images(
    text: &str,
    cwd: &Path,
    accepts: bool,
    model: &str,
) -> Result<Vec<ContentBlock>, AttachError> {
    let refs = image_refs(text);
    if refs.is_empty() {
        return Ok(Vec::new());
    }
    if !accepts {
        return Err(AttachError::NoImageInput {
            model: model.to_string(),
            image: refs[0].clone(),
        });
    }
    refs.iter()
        .map(|r| {
            let path = cwd.join(r);
            let meta = std::fs::metadata(&path).map_err(|source| AttachError::Missing {
                image: r.clone(),
                path: path.clone(),
                source,
            })?;
            if meta.len() > MAX_IMAGE_BYTES {
                return Err(AttachError::TooLarge { image: r.clone() });
            }
            let bytes = std::fs::read(&path).map_err(|source| AttachError::Unreadable {
                image: r.clone(),
                source,
            })?;
            Ok(ContentBlock::Image {
                data: base64(&bytes),
                mime_type: mime(r).unwrap_or("image/png").to_string(),
            })
        })
        .collect()
}

/// One attached text file: its `<file>` block and the note for the transcript.
pub(crate) struct Attached {
    pub block: ContentBlock,
    pub note: String,
}

/// The `<file path="…">` blocks of the text files `text` names, or why one cannot be sent.
pub(crate) fn files(text: &str, cwd: &Path) -> Result<Vec<Attached>, AttachError> {
    file_refs(text, cwd)
        .into_iter()
        .map(|r| file_block(&r, &cwd.join(&r)))
        .collect()
}

fn file_block(name: &str, path: &Path) -> Result<Attached, AttachError> {
    use std::io::Read;
    use crate::tools::truncate::{MAX_BYTES, MAX_LINES};
    let unreadable = |source| AttachError::Unreadable {
        image: name.to_string(),
        source,
    };
    let size = std::fs::metadata(path).map_err(unreadable)?.len();
    let mut bytes = Vec::new();
    std::fs::File::open(path)
        .and_then(|f| f.take(MAX_BYTES as u64).read_to_end(&mut bytes))
        .map_err(unreadable)?;
    let cut_bytes = size > bytes.len() as u64;
    if cut_bytes {
        // Not in the middle of a line (nor of a character).
        let end = bytes.iter().rposition(|&b| b == b'\n').map_or(0, |i| i + 1);
        bytes.truncate(end);
    }
    if bytes.contains(&0) {
        return Err(AttachError::NotText { file: name.into() });
    }
    let text = String::from_utf8(bytes).map_err(|_| AttachError::NotText { file: name.into() })?;
    let total = text.lines().count();
    let kept: Vec<&str> = text.lines().take(MAX_LINES).collect();
    let mut body = kept.join("\n");
    let cut = cut_bytes || total > kept.len();
    if cut {
        body.push_str(&format!(
            "\n[cut after {} ({} KiB at most): use the read tool with an offset for the rest]",
            crate::tui::components::count(kept.len(), "line", "lines"),
            MAX_BYTES / 1024
        ));
    }
    let quoted = name.replace('&', "&amp;").replace('"', "&quot;");
    let note = format!(
        "Attached {name} ({}{})",
        crate::tui::components::count(kept.len(), "line", "lines"),
        if cut { ", cut" } else { "" }
    );
    Ok(Attached {
        block: ContentBlock::text(format!("<file path=\"{quoted}\">\n{body}\n</file>")),
        note,
    })
}

#[cfg(test)]
mod tests {
    use super::{base64, file_refs, files, image_refs, images};

    #[test]
    fn base64_pads() {
        for (input, want) in [
            ("", ""),
            ("f", "Zg=="),
            ("fo", "Zm8="),
            ("foo", "Zm9v"),
            ("hello!", "aGVsbG8h"),
        ] {
            assert_eq!(base64(input.as_bytes()), want);
        }
    }

    #[test]
    fn finds_image_refs() {
        assert_eq!(
            image_refs(r#"@a.png look at @"my shot.JPG" and @src/main.rs, me@x.png"#),
            ["a.png", "my shot.JPG"]
        );
        assert!(image_refs("no images @here").is_empty());
        assert!(image_refs("@ev:demo://pic.png is a resource").is_empty());
    }

    #[test]
    fn text_files_are_attached_as_file_blocks() {
        let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
        let root = dir.path();
        std::fs::write(root.join("hello.txt"), "one\ntwo\n").unwrap_or_else(|e| panic!("{e}"));
        std::fs::write(root.join("my notes.md"), "x").unwrap_or_else(|e| panic!("{e}"));
        std::fs::write(root.join("bin.dat"), b"a\0b").unwrap_or_else(|e| panic!("{e}"));
        let big: String = (0..3000).map(|i| format!("{i}\n")).collect();
        std::fs::write(root.join("big.txt"), big).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(
            file_refs(r#"@hello.txt and @"my notes.md", not @nobody or me@hello.txt"#, root),
            ["hello.txt", "my notes.md"]
        );
        let got = files("see @hello.txt", root).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(got.len(), 1);
        assert_eq!(
            got[0].block,
            crate::ai::types::ContentBlock::text("<file path=\"hello.txt\">\none\ntwo\n</file>")
        );
        assert_eq!(got[0].note, "Attached hello.txt (2 lines)");
        let got = files("@big.txt", root).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(got[0].note, "Attached big.txt (2000 lines, cut)");
        let err = files("@bin.dat", root).err().map(|e| e.to_string());
        assert!(err.as_deref().is_some_and(|e| e.contains("not a UTF-8 text file")), "{err:?}");
        assert!(files("@nobody here", root).is_ok_and(|v| v.is_empty()));
    }

    #[test]
    fn refuses_when_the_model_takes_no_images() {
        let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
        std::fs::write(dir.path().join("a.png"), b"\x89PNG").unwrap_or_else(|e| panic!("{e}"));
        let err = images("see @a.png", dir.path(), false, "mock/text-only");
        assert!(
            err.as_ref().is_err_and(|e| e
                .to_string()
                .contains("mock/text-only does not take images")),
            "{err:?}"
        );
        let ok = images("see @a.png", dir.path(), true, "m");
        assert_eq!(ok.map(|v| v.len()).ok(), Some(1));
        assert!(images("see @b.png", dir.path(), true, "m").is_err());
    }
}
