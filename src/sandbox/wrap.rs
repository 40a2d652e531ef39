//! A command line and a policy in, the command line that runs it inside the detected sandbox
//! out. The sandbox program execs the command in the same process group (bwrap without
//! `--new-session`, sandbox-exec by exec), so the process layer still ends the whole tree.

use std::ffi::OsString;

use crate::sandbox::detect::{Kind, Status};
use crate::sandbox::error::SandboxError;
use crate::sandbox::profile::{self, Policy};

/// A wrapped command line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Wrapped {
    pub program: OsString,
    pub args: Vec<OsString>,
}

/// `program args` run inside the sandbox `status` under `policy`. Only a sandbox that restricts
/// writes can wrap; anything else is an error, never an unconfined run.
pub fn wrap(
    status: &Status,
    program: &OsString,
    args: &[OsString],
    policy: &Policy,
) -> Result<Wrapped, SandboxError> {
    let sandbox = match (&status.program, status.confines_bash()) {
        (Some(p), true) => p.clone().into_os_string(),
        _ => {
            return Err(SandboxError::Unsupported {
                kind: status.kind.as_str(),
            });
        }
    };
    let resolved = profile::resolve(policy)?;
    let mut out = match status.kind {
        Kind::Bwrap => {
            let mut a = profile::bwrap_args(&resolved);
            a.push("--".into());
            a
        }
        Kind::SandboxExec => vec!["-p".into(), profile::sbpl(&resolved).into()],
        Kind::Unshare | Kind::None => {
            return Err(SandboxError::Unsupported {
                kind: status.kind.as_str(),
            });
        }
    };
    out.push(program.clone());
    out.extend(args.iter().cloned());
    Ok(Wrapped {
        program: sandbox,
        args: out,
    })
}
