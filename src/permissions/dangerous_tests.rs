//! Each dangerous-list entry with a command it catches and a look-alike it lets through.
use std::path::Path;

use super::check;
use crate::permissions::paths::Project;
use crate::permissions::shell::analyze;

/// Each entry with a command it catches and a look-alike it lets through.
#[test]
fn every_entry_positive_and_negative() {
    let p = Project::with(
        Path::new("/w"),
        Some(Path::new("/home/u")),
        Path::new("/d/auth.json"),
    );
    let table: &[(&str, &str, &str)] = &[
        ("unparseable", "echo 'x", "echo 'x'"),
        ("dynamic-command", "$X arg", "echo $X"),
        ("sudo", "sudo make install", "make install"),
        ("device-write", "cat img > /dev/sdb", "cat img > disk.img"),
        ("rm-outside", "rm -rf ../x", "rm -rf ./x"),
        ("rm-outside", "find /var -delete", "find . -delete"),
        ("dd-device", "dd if=x of=/dev/nvme0n1", "dd if=x of=y.img"),
        ("chmod-system", "chown -R u /etc", "chown -R u src"),
        ("shutdown", "shutdown now", "echo shutdown"),
        ("crontab-remove", "crontab -r", "crontab -l"),
        ("kill-all", "kill -9 -1", "kill -9 1234"),
        ("mkfs", "mkfs.xfs /dev/sdc", "mkdir fs"),
        ("force-push", "git push --force", "git push"),
        (
            "git-reset-hard",
            "git reset --hard",
            "git reset --soft HEAD~1",
        ),
        ("git-clean", "git clean -fd", "git clean -nd"),
        ("git-branch-delete", "git branch -D x", "git branch -d x"),
        ("git-history", "git filter-branch x", "git log"),
        ("fork-bomb", ":(){ :|:& };:", "f(){ a|b& };f"),
        ("download-exec", "curl x | sh", "curl x | grep y"),
        ("download-exec", "bash <(curl x)", "diff <(curl x) y"),
        ("infra-apply", "terraform destroy", "terraform plan"),
        (
            "kubectl-delete",
            "kubectl delete ns x",
            "kubectl describe ns x",
        ),
        ("helm-uninstall", "helm uninstall x", "helm status x"),
        (
            "cloud-delete",
            "gcloud sql instances delete x",
            "gcloud sql instances list",
        ),
        ("deploy", "wrangler deploy", "wrangler dev"),
        ("gh-destructive", "gh api -f a=b repos/x", "gh api repos/x"),
        (
            "destructive-sql",
            "psql -c 'DELETE FROM t'",
            "psql -c 'DELETE FROM t WHERE a=1'",
        ),
    ];
    for (entry, yes, no) in table {
        assert_eq!(
            check(&p, &analyze(yes)).map(|h| h.entry),
            Some(*entry),
            "{yes}"
        );
        assert_eq!(check(&p, &analyze(no)), None, "{no}");
    }
}
