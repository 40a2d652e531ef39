//! `--from <id>[#n]` and `--image <path>`: the first prompt built from a past user message and
//! image files, checked before any model is asked. A model that takes no images refuses them
//! here with exit 2. `--mode rpc` takes neither.

use crate::ai::types::ContentBlock;
use crate::app::compose;
use crate::app::options::Args;
use crate::error::{Error, Result};
use crate::history::from::{parse_spec, reuse};
use crate::session::paths;

/// Largest image file `--image` reads.
const MAX_IMAGE_BYTES: u64 = 20 << 20;

/// Fills `args.prompt` and `args.images` from `--from` and `--image`.
pub(crate) fn apply(args: &mut Args, print: bool) -> Result<()> {
    if args.from.is_none() && args.image_paths.is_empty() {
        return Ok(());
    }
    if args.mode.as_deref() == Some("rpc") {
        return Err(Error::Usage(
            "--from and --image do not apply to `--mode rpc`; send the prompt and images with the RPC `prompt` command".into(),
        ));
    }
    let mut images: Vec<ContentBlock> = Vec::new();
    if let Some(spec) = args.from.clone() {
        let (id, n) = parse_spec(&spec)?;
        let config = compose::user_config(args);
        let configured = config.settings()?.session_dir.clone();
        let root = paths::sessions_root(args.session_dir.as_deref(), configured.as_deref());
        let path = paths::resolve(&root, id)?;
        let reused = reuse(&path, &spec, id, n)?;
        let text = match args.prompt.take() {
            Some(extra) if !extra.is_empty() => format!("{}\n\n{extra}", reused.text),
            _ => reused.text,
        };
        args.prompt = Some(text);
        if !reused.images.is_empty() {
            if print {
                images.extend(reused.images);
            } else {
                eprintln!(
                    "note: user message #{} of `{id}` has {} image(s); only -p sends them, so this prompt is its text",
                    reused.n,
                    reused.images.len()
                );
            }
        }
    }
    for path in &args.image_paths {
        images.push(load_image(path)?);
    }
    if !images.is_empty() {
        check_model_takes_images(args)?;
    }
    args.images = images;
    Ok(())
}

fn load_image(path: &str) -> Result<ContentBlock> {
    let meta = std::fs::metadata(path).map_err(|e| {
        Error::Usage(format!(
            "--image `{path}` cannot be read ({e}); give an image file"
        ))
    })?;
    if !meta.is_file() || meta.len() > MAX_IMAGE_BYTES {
        return Err(Error::Usage(format!(
            "--image `{path}` is not a regular file of at most {} MiB",
            MAX_IMAGE_BYTES >> 20
        )));
    }
    let bytes = std::fs::read(path)
        .map_err(|e| Error::Usage(format!("--image `{path}` cannot be read ({e})")))?;
    let mime = crate::tools::image::detect(&bytes)
        .map(|k| k.mime())
        .ok_or_else(|| {
            Error::Usage(format!(
                "--image `{path}` is not a PNG, JPEG, GIF or WebP image (judged by its first bytes)"
            ))
        })?;
    Ok(ContentBlock::Image {
        data: crate::tools::image::base64(&bytes),
        mime_type: mime.to_string(),
    })
}

/// Exit 2 when the run's model does not take images. A model that cannot be resolved is left
/// to the normal start-up, which reports it with its own exit code.
fn check_model_takes_images(args: &Args) -> Result<()> {
    let Ok(registry) = compose::registry(args) else {
        return Ok(());
    };
    let Ok(spec) = compose::model_spec(args, &registry) else {
        return Ok(());
    };
    let Ok(model) = registry.find(&spec) else {
        return Ok(());
    };
    if model.input.iter().any(|i| i == "image") {
        return Ok(());
    }
    Err(Error::Usage(format!(
        "`{}/{}` takes no image input (its input types: {}), so the image(s) cannot be sent; choose a model that accepts images with --model, or leave out --image",
        model.provider,
        model.id,
        model.input.join(", ")
    )))
}
