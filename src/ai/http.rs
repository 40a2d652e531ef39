//! HTTP plumbing for model requests: one ureq agent per request (so an abort can shut exactly its
//! connection down), rustls with the embedded webpki roots or `SSL_CERT_FILE` / `SSL_CERT_DIR`,
//! proxies from `HTTPS_PROXY` / `HTTP_PROXY` / `NO_PROXY`, explicit deadlines per phase, and name
//! lookups that an abort interrupts.

use std::path::Path;
use std::sync::OnceLock;
use std::time::Duration;

use ureq::config::Config;
use ureq::tls::{Certificate, PemItem, RootCerts, TlsConfig};
use ureq::unversioned::transport::{
    Buffers, ConnectionDetails, Connector, DefaultConnector, NextTimeout, Transport,
};

use crate::ai::resolve::CancellableResolver;
use crate::util::cancel::Cancel;

/// Deadlines of one model request, by phase.
#[derive(Clone, Copy, Debug)]
pub struct Deadlines {
    pub connect: Duration,
    /// From sending the request to the response headers.
    pub first_byte: Duration,
    /// Longest silence between two reads of the stream.
    pub idle: Duration,
}

impl Deadlines {
    /// Defaults, overridable by `AMA_CONNECT_TIMEOUT_MS`, `AMA_FIRST_BYTE_TIMEOUT_MS` and
    /// `AMA_STREAM_IDLE_TIMEOUT_MS`.
    pub fn from_env() -> Deadlines {
        let ms = |name: &str, default: u64| {
            Duration::from_millis(
                std::env::var(name)
                    .ok()
                    .and_then(|v| v.parse().ok())
                    .unwrap_or(default),
            )
        };
        Deadlines {
            connect: ms("AMA_CONNECT_TIMEOUT_MS", 30_000),
            first_byte: ms("AMA_FIRST_BYTE_TIMEOUT_MS", 300_000),
            idle: ms("AMA_STREAM_IDLE_TIMEOUT_MS", 300_000),
        }
    }
}

/// Custom roots from `SSL_CERT_FILE` / `SSL_CERT_DIR`, read once. Like OpenSSL, they replace the
/// embedded roots when present. Errors are reported once on stderr and the embedded roots stay.
fn root_certs() -> &'static RootCerts {
    static ROOTS: OnceLock<RootCerts> = OnceLock::new();
    ROOTS.get_or_init(|| {
        let mut certs: Vec<Certificate<'static>> = Vec::new();
        if let Some(file) = std::env::var_os("SSL_CERT_FILE").filter(|v| !v.is_empty()) {
            read_pem_file(Path::new(&file), &mut certs);
        }
        if let Some(dir) = std::env::var_os("SSL_CERT_DIR").filter(|v| !v.is_empty()) {
            for d in std::env::split_paths(&dir) {
                let Ok(entries) = std::fs::read_dir(&d) else {
                    eprintln!(
                        "warning: SSL_CERT_DIR `{}` cannot be read; ignoring it",
                        d.display()
                    );
                    continue;
                };
                // Hash-named symlinks duplicate the real files: read regular files only.
                for e in entries.flatten() {
                    if e.file_type().is_ok_and(|t| t.is_file()) {
                        read_pem_file(&e.path(), &mut certs);
                    }
                }
            }
        }
        if certs.is_empty() {
            RootCerts::WebPki
        } else {
            RootCerts::new_with_certs(&certs)
        }
    })
}

fn read_pem_file(path: &Path, out: &mut Vec<Certificate<'static>>) {
    let Ok(bytes) = std::fs::read(path) else {
        eprintln!(
            "warning: certificate file `{}` cannot be read; ignoring it",
            path.display()
        );
        return;
    };
    for item in ureq::tls::parse_pem(&bytes).flatten() {
        if let PemItem::Certificate(c) = item {
            out.push(c);
        }
    }
}

fn env_any(names: &[&str]) -> Option<String> {
    names
        .iter()
        .find_map(|n| std::env::var(n).ok().filter(|v| !v.is_empty()))
}

/// The proxy for a URL's scheme: `HTTPS_PROXY` for https, `HTTP_PROXY` for http, then `ALL_PROXY`.
/// `NO_PROXY` is applied by ureq.
fn proxy_for(url: &str) -> Option<ureq::Proxy> {
    let https = url.starts_with("https:");
    let chosen = if https {
        env_any(&["HTTPS_PROXY", "https_proxy", "ALL_PROXY", "all_proxy"])
    } else {
        env_any(&["HTTP_PROXY", "http_proxy", "ALL_PROXY", "all_proxy"])
    }?;
    if no_proxy_matches(url) {
        return None;
    }
    match ureq::Proxy::new(&chosen) {
        Ok(p) => Some(p),
        Err(e) => {
            eprintln!(
                "warning: proxy setting `{}` is invalid ({e}); connecting directly",
                redact(&chosen)
            );
            None
        }
    }
}

/// Whether `NO_PROXY` exempts this URL's host: exact names, `.suffix`, `*`, and IP literals.
fn no_proxy_matches(url: &str) -> bool {
    let Some(list) = env_any(&["NO_PROXY", "no_proxy"]) else {
        return false;
    };
    let host = host_of(url).to_ascii_lowercase();
    list.split(',')
        .map(|s| s.trim().to_ascii_lowercase())
        .filter(|s| !s.is_empty())
        .any(|pat| {
            let pat = pat.split(':').next().unwrap_or("").to_string();
            pat == "*"
                || host == pat
                || host.ends_with(&format!(".{}", pat.trim_start_matches('.')))
        })
}

fn host_of(url: &str) -> &str {
    let rest = url.split_once("://").map(|(_, r)| r).unwrap_or(url);
    let authority = rest.split('/').next().unwrap_or("");
    let authority = authority
        .rsplit_once('@')
        .map(|(_, h)| h)
        .unwrap_or(authority);
    if let Some(stripped) = authority.strip_prefix('[') {
        return stripped.split(']').next().unwrap_or("");
    }
    authority.split(':').next().unwrap_or("")
}

/// A proxy URL without its credentials, for messages.
fn redact(url: &str) -> String {
    match (url.split_once("://"), url.rsplit_once('@')) {
        (Some((scheme, _)), Some((_, host))) => format!("{scheme}://***@{host}"),
        _ => url.to_string(),
    }
}

/// A fresh agent for one request to `url`.
pub fn agent_for(url: &str, d: Deadlines) -> ureq::Agent {
    config_for(url, d).new_agent()
}

/// A fresh agent whose name lookups stop waiting when `cancel` fires (see `ai::resolve`).
pub fn cancellable_agent(url: &str, d: Deadlines, cancel: &Cancel) -> ureq::Agent {
    ureq::Agent::with_parts(
        config_for(url, d),
        DefaultConnector::new().chain(BeforeRead),
        CancellableResolver::new(cancel.clone()),
    )
}

/// Wraps every connection so that the stream thread's staged events are handed on just before
/// the transport waits for the socket: one hand-off per network read (ai/handoff.rs). When a
/// plain-TCP read brought `BULK` bytes or more, the reader is behind a bulk stream and more is
/// most likely waiting: the next read first waits at most `QUICK` without handing on, so a burst
/// the reader lags behind costs one hand-off, not one per read (issue #33). A paced stream (a
/// real provider's: small reads, TLS records) hands on before every read, as before.
#[derive(Debug)]
struct BeforeRead;

impl Connector<Box<dyn Transport>> for BeforeRead {
    type Out = Announced;

    fn connect(
        &self,
        _: &ConnectionDetails,
        chained: Option<Box<dyn Transport>>,
    ) -> Result<Option<Announced>, ureq::Error> {
        Ok(chained.map(|inner| Announced { inner, bulk: false }))
    }
}

/// A read of at least this many bytes means the peer is sending faster than it is read.
const BULK: usize = 16 * 1024;

/// How long a read after a bulk read may wait before the staged events are handed on.
const QUICK: Duration = Duration::from_millis(1);

#[derive(Debug)]
struct Announced {
    inner: Box<dyn Transport>,
    /// The last read brought `BULK` bytes or more over plain TCP.
    bulk: bool,
}

impl Announced {
    /// One read, noting whether it was a bulk read.
    fn read(&mut self, timeout: NextTimeout) -> Result<bool, ureq::Error> {
        let before = self.inner.buffers().input().len();
        let read = self.inner.await_input(timeout);
        let after = self.inner.buffers().input().len();
        self.bulk = read.is_ok() && !self.inner.is_tls() && after >= before + BULK;
        read
    }
}

impl Transport for Announced {
    fn buffers(&mut self) -> &mut dyn Buffers {
        self.inner.buffers()
    }

    fn transmit_output(&mut self, amount: usize, timeout: NextTimeout) -> Result<(), ureq::Error> {
        self.inner.transmit_output(amount, timeout)
    }

    fn await_input(&mut self, timeout: NextTimeout) -> Result<bool, ureq::Error> {
        if self.bulk && crate::ai::handoff::is_staging() {
            let quick = Some(QUICK.into());
            let first = NextTimeout {
                per_read: timeout.per_read.min(quick).or(quick),
                ..timeout
            };
            match self.read(first) {
                // Nothing came at once: hand on what is staged, then wait as usual.
                Err(ureq::Error::Timeout(_)) => {}
                other => return other,
            }
        }
        crate::ai::handoff::before_socket_read();
        self.read(timeout)
    }

    fn is_open(&mut self) -> bool {
        self.inner.is_open()
    }

    fn is_tls(&self) -> bool {
        self.inner.is_tls()
    }
}

fn config_for(url: &str, d: Deadlines) -> Config {
    let mut config = ureq::Agent::config_builder();
    // Roots are read only for https, so a plain-http local server costs no certificate parsing.
    if url.starts_with("https:") {
        config = config.tls_config(
            TlsConfig::builder()
                .root_certs(root_certs().clone())
                .build(),
        );
    }
    config
        .http_status_as_error(false)
        .proxy(proxy_for(url))
        .timeout_connect(Some(d.connect))
        .timeout_recv_response(Some(d.first_byte))
        .timeout_per_read(Some(d.idle))
        .timeout_send_request(Some(d.connect))
        .timeout_send_body(Some(d.first_byte))
        .user_agent(format!("ama/{}", env!("CARGO_PKG_VERSION")))
        .accept_encoding("identity")
        .build()
}

/// Parses `retry-after-ms` (milliseconds) or `retry-after` (seconds) headers.
pub fn retry_after(headers: &ureq::http::HeaderMap) -> Option<Duration> {
    let get = |n: &str| headers.get(n).and_then(|v| v.to_str().ok()).map(str::trim);
    if let Some(ms) = get("retry-after-ms").and_then(|v| v.parse::<f64>().ok()) {
        return Some(Duration::from_millis(ms.max(0.0) as u64));
    }
    get("retry-after")
        .and_then(|v| v.parse::<f64>().ok())
        .map(|s| Duration::from_millis((s.max(0.0) * 1000.0) as u64))
}

#[cfg(test)]
mod tests {
    use super::{host_of, redact};

    #[test]
    fn hosts_and_redaction() {
        assert_eq!(
            host_of("https://api.anthropic.com/v1/messages"),
            "api.anthropic.com"
        );
        assert_eq!(host_of("http://127.0.0.1:8080/v1"), "127.0.0.1");
        assert_eq!(host_of("http://[::1]:80/x"), "::1");
        assert_eq!(redact("http://user:pw@proxy:3128"), "http://***@proxy:3128");
    }
}
