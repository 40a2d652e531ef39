//! Issue #30, reliability: the session lock is a kernel lock (`flock`) that goes with its holder.
//! A lock file naming a live pid that is not ama (a reused pid) does not block; a second ama on
//! the same session is refused with a message naming the holder; a lock held by another program
//! says that it is not ama; after a `kill -9` of the holder the next run proceeds.

use std::process::{Command, Stdio};
use std::time::Duration;

use crate::sessions::only_file;
use crate::support::Test;
use crate::support::mock::{MockServer, Turn};

fn sleeper(args: &[&str]) -> std::process::Child {
    Command::new(args[0])
        .args(&args[1..])
        .stdin(Stdio::null())
        .spawn()
        .unwrap_or_else(|e| panic!("spawn {args:?}: {e}"))
}

#[test]
fn the_kernel_lock_decides_and_a_refusal_names_the_holder() {
    let mock = MockServer::start(vec![
        Turn::text("one"),
        Turn::text("two"),
        Turn::text("slow").delay_ms(30_000),
        Turn::text("four"),
    ]);
    let t = Test::new()
        .mock(&mock, "openai-completions")
        .args(&["-p", "first"]);
    t.run().status(0).stdout("one\n");
    let path = only_file(&t);
    let lock = format!("{}.lock", path.display());

    // A lock file naming a live program that is not ama (its pid reused): no kernel lock, taken.
    let mut sleep = sleeper(&["sleep", "60"]);
    std::fs::write(&lock, format!("{}\n", sleep.id())).unwrap_or_else(|e| panic!("{e}"));
    let t = t.clear_args().args(&["-p", "-c", "second"]);
    t.run().status(0).stdout("two\n");
    assert!(!std::path::Path::new(&lock).exists(), "removed at exit");

    // Another program holding the kernel lock (this test, on a lock file that names the sleep):
    // refused, and the message says the process named is not ama.
    std::fs::write(&lock, format!("{}\n", sleep.id())).unwrap_or_else(|e| panic!("{e}"));
    let file = std::fs::File::open(&lock).unwrap_or_else(|e| panic!("{e}"));
    let held = nix::fcntl::Flock::lock(file, nix::fcntl::FlockArg::LockExclusiveNonblock)
        .unwrap_or_else(|(_, e)| panic!("flock {lock}: {e}"));
    t.run().status(5).stderr_contains(&format!(
        "is locked by pid {}, which is not ama (`sleep 60`)",
        sleep.id()
    ));
    drop(held);
    let _ = sleep.kill();
    let _ = sleep.wait();

    // A real second ama: refused, naming the first.
    let t = t.clear_args().args(&["-p", "-c", "third"]);
    let mut first = t.spawn();
    drop(first.stdin.take());
    mock.wait_for_requests(3, Duration::from_secs(20));
    t.run().status(5).stderr_contains(&format!(
        "session file `{}` is in use by another ama process (pid {})",
        path.display(),
        first.id()
    ));
    // kill -9 of the holder: the kernel lock goes with it, the lock file stays, the next run
    // proceeds.
    let _ = first.kill();
    let _ = first.wait();
    assert!(
        std::path::Path::new(&lock).exists(),
        "a killed ama leaves its lock file"
    );
    t.run().status(0).stdout("four\n");
}
