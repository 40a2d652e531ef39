//! `@path/to/image.png` in a prompt: the image is attached to the message when the model takes
//! images; when it does not, or the file cannot be read, the prompt is not sent and the error
//! says why. Paths may be quoted (`@"my shot.png"`); relative paths start at the cwd. An MCP
//! resource mention (`@server:demo://x.png`) is not a file: `commands::mentions` reads it.

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

/// The image paths named with `@` (at the start or after whitespace), in order.
pub(crate) fn image_refs(text: &str) -> Vec<String> {
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
        if before_ok
            && mime(word).is_some()
            && crate::commands::mentions::parse_word(word).is_none()
        {
            out.push(word.to_string());
        }
        rest = tail;
        at_start = false;
    }
    out
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

#[cfg(test)]
mod tests {
    use super::{base64, image_refs, images};

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
