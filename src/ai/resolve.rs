//! Name resolution that an abort can interrupt. `getaddrinfo` cannot be cancelled, so the lookup
//! runs on a helper thread and the request's thread waits for it in short slices, checking the
//! run's `Cancel` between them: an abort stops the wait within one slice and the helper is left to
//! finish on its own (its answer is dropped).
//!
//! Testing hook, only in a build with the `test-hooks` feature (`make test`): `AMA_TEST_DNS_STALL=<host>`
//! makes the lookup of exactly that host never answer, so the integration tests can abort a run
//! stuck in DNS without any real resolver. The release binary has no such variable.

use std::net::{SocketAddr, ToSocketAddrs};
use std::sync::mpsc::{self, RecvTimeoutError};
use std::time::{Duration, Instant};

use ureq::config::Config;
use ureq::http::Uri;
use ureq::unversioned::resolver::{DefaultResolver, ResolvedSocketAddrs, Resolver};
use ureq::unversioned::transport::NextTimeout;

use crate::util::cancel::Cancel;

/// How often a waiting lookup checks for an abort.
const SLICE: Duration = Duration::from_millis(20);

/// A resolver bound to one request's `Cancel`.
pub struct CancellableResolver {
    cancel: Cancel,
}

/// Whether the `AMA_TEST_DNS_STALL` hook names `host` (`test-hooks` builds only).
#[cfg(feature = "test-hooks")]
fn dns_stall_hook(host: &str) -> bool {
    std::env::var("AMA_TEST_DNS_STALL").is_ok_and(|h| !h.is_empty() && h == host)
}

/// Without the `test-hooks` feature no lookup stalls on purpose.
#[cfg(not(feature = "test-hooks"))]
fn dns_stall_hook(_host: &str) -> bool {
    false
}

impl CancellableResolver {
    pub fn new(cancel: Cancel) -> CancellableResolver {
        CancellableResolver { cancel }
    }
}

impl std::fmt::Debug for CancellableResolver {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("CancellableResolver")
    }
}

impl Resolver for CancellableResolver {
    fn resolve(
        &self,
        uri: &Uri,
        config: &Config,
        timeout: NextTimeout,
    ) -> Result<ResolvedSocketAddrs, ureq::Error> {
        let (Some(scheme), Some(authority)) = (uri.scheme(), uri.authority()) else {
            return Err(ureq::Error::BadUri(format!("{uri}: no scheme or host")));
        };
        let Some(target) = DefaultResolver::host_and_port(scheme, authority) else {
            return Err(ureq::Error::BadUri(format!("{uri}: unknown port")));
        };
        let found: Vec<SocketAddr> = match target.parse::<SocketAddr>() {
            // An IP literal needs no lookup.
            Ok(addr) => vec![addr],
            Err(_) => self.lookup(authority.host(), target.clone(), timeout)?,
        };
        let mut out = self.empty();
        for addr in config.ip_family().keep_wanted(found.into_iter()).take(16) {
            out.push(addr);
        }
        if out.is_empty() {
            return Err(ureq::Error::HostNotFound);
        }
        Ok(out)
    }
}

impl CancellableResolver {
    fn lookup(
        &self,
        host: &str,
        target: String,
        timeout: NextTimeout,
    ) -> Result<Vec<SocketAddr>, ureq::Error> {
        let stall = dns_stall_hook(host);
        let (tx, rx) = mpsc::sync_channel(1);
        std::thread::Builder::new()
            .name("ama-dns".into())
            .spawn(move || {
                if stall {
                    // Test hook: a resolver that never answers. The thread ends with the process.
                    loop {
                        std::thread::sleep(Duration::from_secs(3600));
                    }
                }
                let _ = tx.send(target.to_socket_addrs().map(|a| a.collect::<Vec<_>>()));
            })
            .map_err(ureq::Error::Io)?;
        let deadline = (!timeout.after.is_not_happening()).then(|| Instant::now() + *timeout.after);
        loop {
            if self.cancel.is_cancelled() {
                return Err(ureq::Error::Io(std::io::Error::new(
                    std::io::ErrorKind::Interrupted,
                    "aborted while resolving the host name",
                )));
            }
            let slice = match deadline {
                Some(d) => {
                    let left = d.saturating_duration_since(Instant::now());
                    if left.is_zero() {
                        return Err(ureq::Error::Timeout(timeout.reason));
                    }
                    left.min(SLICE)
                }
                None => SLICE,
            };
            match rx.recv_timeout(slice) {
                Ok(result) => return result.map_err(ureq::Error::Io),
                Err(RecvTimeoutError::Timeout) => continue,
                Err(RecvTimeoutError::Disconnected) => {
                    return Err(ureq::Error::Io(std::io::Error::other(
                        "the name lookup thread ended without an answer",
                    )));
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use std::time::{Duration, Instant};

    use ureq::config::Config;
    use ureq::http::Uri;
    use ureq::unversioned::resolver::Resolver;
    use ureq::unversioned::transport::NextTimeout;

    use super::CancellableResolver;
    use crate::util::cancel::Cancel;

    fn no_timeout() -> NextTimeout {
        NextTimeout {
            reason: ureq::Timeout::Resolve,
            ..NextTimeout::default()
        }
    }

    #[test]
    fn literals_and_localhost_resolve() {
        let r = CancellableResolver::new(Cancel::new());
        let cfg = Config::default();
        let uri: Uri = "http://127.0.0.1:8080/x".parse().expect("uri");
        let got = r.resolve(&uri, &cfg, no_timeout()).expect("literal");
        assert_eq!(got.len(), 1);
        assert_eq!(got[0].to_string(), "127.0.0.1:8080");
        let uri: Uri = "https://[::1]/x".parse().expect("uri");
        let got = r.resolve(&uri, &cfg, no_timeout()).expect("v6 literal");
        assert_eq!(got[0].to_string(), "[::1]:443");
        let uri: Uri = "http://localhost:9/x".parse().expect("uri");
        let got = r.resolve(&uri, &cfg, no_timeout()).expect("localhost");
        assert!(got.iter().all(|a| a.port() == 9 && a.ip().is_loopback()));
    }

    #[test]
    fn an_abort_stops_the_wait() {
        let cancel = Cancel::new();
        let r = CancellableResolver::new(cancel.clone());
        // Without a stall hook this host resolves (or fails) quickly, so cancel first: the check
        // comes before the first wait.
        cancel.cancel();
        let uri: Uri = "http://example.invalid/x".parse().expect("uri");
        let t = Instant::now();
        let err = r
            .resolve(&uri, &Config::default(), no_timeout())
            .expect_err("aborted");
        assert!(err.to_string().contains("aborted while resolving"), "{err}");
        assert!(t.elapsed() < Duration::from_secs(1));
    }
}
