//! The prompt of a print-mode run: the argument, then piped stdin after a blank line. Stdin is
//! read with a cap, and a prompt larger than the model's context window (estimated at 4 bytes
//! per token) is refused before anything is sent.

use std::io::Read;

use crate::app::compose;
use crate::app::options::Args;
use crate::error::{Error, Result};

/// Bytes per token in the size estimate.
const BYTES_PER_TOKEN: u64 = 4;
/// The stdin cap when the model (and so its window) is not known yet.
const FALLBACK_CAP: u64 = 64 << 20;

/// The largest prompt the run accepts, and why.
pub(super) struct Limit {
    bytes: u64,
    /// `provider/id` and its context window, when the model could be resolved.
    model: Option<(String, u64)>,
}

/// The limit for the model this run would use; when it cannot be resolved yet (the error is
/// reported later, with its own exit code), a fixed cap.
pub(super) fn limit(args: &Args) -> Limit {
    let model = compose::registry(args).ok().and_then(|registry| {
        let spec = compose::model_spec(args, &registry).ok()?;
        registry.find(&spec).ok()
    });
    match model {
        Some(m) => Limit {
            bytes: m.context_window.saturating_mul(BYTES_PER_TOKEN),
            model: Some((format!("{}/{}", m.provider, m.id), m.context_window)),
        },
        None => Limit {
            bytes: FALLBACK_CAP,
            model: None,
        },
    }
}

impl Limit {
    /// Refuses a prompt of `len` bytes that cannot fit.
    pub(super) fn check(&self, len: usize) -> Result<()> {
        let len = len as u64;
        if len <= self.bytes {
            return Ok(());
        }
        Err(Error::PromptTooLarge {
            len,
            limit: self.bytes,
            bytes_per_token: BYTES_PER_TOKEN,
            model: self.model.clone(),
        })
    }
}

/// The prompt argument, then piped stdin after a blank line. An empty prompt is an error.
pub(super) fn assemble(arg: Option<String>, stdin_is_tty: bool, limit: &Limit) -> Result<String> {
    let arg = arg.filter(|a| !a.trim().is_empty());
    let piped = if stdin_is_tty {
        None
    } else {
        read_stdin(limit)?.filter(|p| !p.trim().is_empty())
    };
    match (arg, piped) {
        (Some(a), Some(p)) => Ok(format!("{a}\n\n{p}")),
        (Some(a), None) => Ok(a),
        (None, Some(p)) => Ok(p),
        (None, None) => Err(Error::Usage(
            "the prompt is empty: pass it as an argument (`ama -p \"<prompt>\"`) or pipe it on stdin".into(),
        )),
    }
}

/// Reads stdin when it is a pipe or a file; a terminal, /dev/null or a socket is not read.
/// Looks at fd 0 itself, so a container root without `/dev` behaves the same. Reads at most one
/// byte past the limit, so a huge input is refused without being held in memory.
fn read_stdin(limit: &Limit) -> Result<Option<String>> {
    use nix::sys::stat::{SFlag, fstat};
    let kind =
        fstat(std::io::stdin()).map(|st| SFlag::from_bits_truncate(st.st_mode) & SFlag::S_IFMT);
    let readable = kind.is_ok_and(|k| k == SFlag::S_IFIFO || k == SFlag::S_IFREG);
    if !readable {
        return Ok(None);
    }
    let mut buf = Vec::new();
    std::io::stdin()
        .lock()
        .take(limit.bytes.saturating_add(1))
        .read_to_end(&mut buf)
        .map_err(|e| Error::io("read the prompt from", "stdin", e))?;
    limit.check(buf.len())?;
    match String::from_utf8(buf) {
        Ok(s) => Ok(Some(s)),
        Err(_) => Err(Error::Usage(
            "stdin is not valid UTF-8 text; pipe a text prompt".into(),
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::Limit;

    #[test]
    fn the_limit_is_inclusive() {
        let l = Limit {
            bytes: 400,
            model: Some(("p/m".into(), 100)),
        };
        assert!(l.check(400).is_ok());
        let e = l.check(401).err().map(|e| (e.exit_code(), e.to_string()));
        let (code, text) = e.unwrap_or_default();
        assert_eq!(code, 2);
        assert_eq!(
            text,
            "the prompt is 401 bytes or more (about 100 tokens at 4 bytes a token) and cannot fit: `p/m` has a context window of 100 tokens, about 400 bytes. Nothing was sent. Pass a shorter prompt, or name the file and let the model read the parts it needs"
        );
    }
}
