//! Images for `read`: recognising png, jpeg, gif and webp by their magic bytes (never by the
//! name), and base64 for the image block.

/// An image format `read` can send to a model.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ImageKind {
    Png,
    Jpeg,
    Gif,
    Webp,
}

impl ImageKind {
    pub fn mime(self) -> &'static str {
        match self {
            ImageKind::Png => "image/png",
            ImageKind::Jpeg => "image/jpeg",
            ImageKind::Gif => "image/gif",
            ImageKind::Webp => "image/webp",
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            ImageKind::Png => "PNG",
            ImageKind::Jpeg => "JPEG",
            ImageKind::Gif => "GIF",
            ImageKind::Webp => "WebP",
        }
    }
}

/// The image format whose signature `head` (the file's first bytes) starts with.
pub fn detect(head: &[u8]) -> Option<ImageKind> {
    if head.starts_with(b"\x89PNG\r\n\x1a\n") {
        Some(ImageKind::Png)
    } else if head.starts_with(b"\xFF\xD8\xFF") {
        Some(ImageKind::Jpeg)
    } else if head.starts_with(b"GIF87a") || head.starts_with(b"GIF89a") {
        Some(ImageKind::Gif)
    } else if head.len() >= 12 && head.starts_with(b"RIFF") && &head[8..12] == b"WEBP" {
        Some(ImageKind::Webp)
    } else {
        None
    }
}

/// Standard base64 with padding (the `base64` crate's standard engine).
pub fn base64(bytes: &[u8]) -> String {
    use base64::Engine;
    base64::engine::general_purpose::STANDARD.encode(bytes)
}

#[cfg(test)]
mod tests {
    use super::{ImageKind, base64, detect};

    #[test]
    fn magic_and_base64() {
        let cases: [(&[u8], Option<ImageKind>); 6] = [
            (b"\x89PNG\r\n\x1a\n....", Some(ImageKind::Png)),
            (b"\xFF\xD8\xFF\xE0", Some(ImageKind::Jpeg)),
            (b"GIF89a..", Some(ImageKind::Gif)),
            (b"RIFF\0\0\0\0WEBPVP8 ", Some(ImageKind::Webp)),
            (b"RIFF\0\0\0\0WAVE", None),
            (b"plain text", None),
        ];
        for (head, want) in cases {
            assert_eq!(detect(head), want, "{head:?}");
        }
        for (raw, enc) in [
            ("", ""),
            ("f", "Zg=="),
            ("fo", "Zm8="),
            ("foo", "Zm9v"),
            ("foobar", "Zm9vYmFy"),
        ] {
            assert_eq!(base64(raw.as_bytes()), enc);
        }
    }
}
