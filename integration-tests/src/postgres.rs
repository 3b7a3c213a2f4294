//! A throwaway PostgreSQL cluster for the tests, and a fresh database in it for each server.
//!
//! `QUARTERDECK_TEST_POSTGRES` may name a server to use instead (a URL whose user may create
//! databases). Otherwise the first test that needs one runs `initdb` into a temporary folder
//! (as the `postgres` user, or `nobody`, when the tests run as root: PostgreSQL refuses to run
//! as root) and starts it on a free loopback port. A watchdog shell holds the read end of a pipe
//! whose write end only this process holds, so when the test process ends, however it ends,
//! the cluster is stopped and its folder removed. Without `initdb` the PostgreSQL runs of the
//! tests say so and pass, unless `QUARTERDECK_REQUIRE_POSTGRES` is set (`scripts/test.sh` sets
//! it after installing PostgreSQL), when they fail.

use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::atomic::{AtomicU32, Ordering};
use std::sync::OnceLock;
use std::time::{Duration, Instant};

/// The user the cluster's superuser is called, and the tests connect as.
const USER: &str = "quarterdeck";

pub struct Cluster {
    /// `postgres://quarterdeck@127.0.0.1:<port>`, without a database.
    base: String,
    /// The admin database's URL, for creating each test's database.
    admin: String,
    /// Where `pg_ctl` is, with the data directory and the user it runs as, when this process
    /// started the cluster (absent for `QUARTERDECK_TEST_POSTGRES`).
    owned: Option<Owned>,
}

struct Owned {
    bin: PathBuf,
    data: PathBuf,
    log: PathBuf,
    run_as: Option<String>,
    /// Holds the watchdog's pipe open for the life of the cluster.
    watchdog: Child,
}

/// Closing the watchdog's pipe stops the cluster and removes its folder; the shared cluster
/// is never dropped, so its watchdog acts when the process ends.
impl Drop for Owned {
    fn drop(&mut self) {
        drop(self.watchdog.stdin.take());
        let _ = self.watchdog.wait();
    }
}

static CLUSTER: OnceLock<Option<Cluster>> = OnceLock::new();

/// The cluster, started on first use; `None` when there is no PostgreSQL to start.
pub fn cluster() -> Option<&'static Cluster> {
    CLUSTER.get_or_init(start).as_ref()
}

/// Whether a missing PostgreSQL fails the test instead of skipping its PostgreSQL run.
pub fn required() -> bool {
    std::env::var_os("QUARTERDECK_REQUIRE_POSTGRES").is_some_and(|value| value != "0")
}

fn start() -> Option<Cluster> {
    if let Ok(url) = std::env::var("QUARTERDECK_TEST_POSTGRES") {
        let base = url
            .rsplit_once('/')
            .filter(|(scheme, _)| !scheme.ends_with('/'))
            .map_or(url.clone(), |(base, _)| base.to_owned());
        return Some(Cluster {
            base,
            admin: url,
            owned: None,
        });
    }
    start_own(None)
}

/// A server certificate and its key, PEM, for a cluster that speaks TLS.
pub struct ServerTls {
    pub certificate: String,
    pub key: String,
}

/// A cluster of this process's own, from `initdb`; `None` without one. With `tls` it offers
/// TLS, and every database but the admin one (`postgres`) takes TLS connections only.
fn start_own(tls: Option<&ServerTls>) -> Option<Cluster> {
    let Some(bin) = postgres_bin() else {
        assert!(
            !required(),
            "QUARTERDECK_REQUIRE_POSTGRES is set but no initdb was found (install postgresql)"
        );
        return None;
    };
    let dir = crate::scratch_dir();
    let data = dir.join("data");
    let run_as = running_as_root().then(unprivileged_user);
    if let Some(user) = &run_as {
        let status = Command::new("chown")
            .args([user.as_str(), &dir.to_string_lossy()])
            .status()
            .expect("chown runs");
        assert!(status.success(), "cannot give {} to {user}", dir.display());
    }
    let run = |program: &str, args: &[&str]| {
        let mut command = match &run_as {
            Some(user) => {
                let mut command = Command::new("runuser");
                command.args(["-u", user, "--"]).arg(bin.join(program));
                command
            }
            None => Command::new(bin.join(program)),
        };
        let output = command.args(args).output().expect("PostgreSQL tool runs");
        assert!(
            output.status.success(),
            "{program} {args:?} failed:\n{}{}",
            String::from_utf8_lossy(&output.stdout),
            String::from_utf8_lossy(&output.stderr)
        );
    };
    let data_arg = data.to_string_lossy().into_owned();
    run(
        "initdb",
        &[
            "-D",
            &data_arg,
            "-U",
            USER,
            "--auth=trust",
            "-E",
            "UTF8",
            "--no-sync",
        ],
    );
    let port = free_port();
    // In the configuration file rather than on pg_ctl's command line, so a restart after a
    // test stopped the cluster comes back on the same port.
    let settings = format!(
        "\nport = {port}\nlisten_addresses = '127.0.0.1'\nunix_socket_directories = '{}'\nmax_connections = 300\n",
        dir.display()
    );
    std::fs::OpenOptions::new()
        .append(true)
        .open(data.join("postgresql.conf"))
        .and_then(|mut file| std::io::Write::write_all(&mut file, settings.as_bytes()))
        .expect("configure the cluster");
    if let Some(tls) = tls {
        offer_tls(&data, tls, run_as.as_deref());
    }
    let log = dir.join("postgres.log");
    run(
        "pg_ctl",
        &["-D", &data_arg, "-l", &log.to_string_lossy(), "-w", "start"],
    );
    let watchdog = watchdog(&bin, &data, &dir, run_as.as_deref());
    let base = format!("postgres://{USER}@127.0.0.1:{port}");
    let cluster = Cluster {
        admin: format!("{base}/postgres"),
        base,
        owned: Some(Owned {
            bin,
            data,
            log,
            run_as,
            watchdog,
        }),
    };
    cluster.wait_until_up(Duration::from_secs(30));
    Some(cluster)
}

/// Turns TLS on with `tls`'s certificate; the admin database stays reachable in plain text
/// (the harness's own client), every other one by TLS only.
fn offer_tls(data: &Path, tls: &ServerTls, run_as: Option<&str>) {
    use std::os::unix::fs::PermissionsExt;
    for (name, pem) in [("server.crt", &tls.certificate), ("server.key", &tls.key)] {
        let path = data.join(name);
        std::fs::write(&path, pem).expect("write the server's certificate");
        // PostgreSQL refuses a key others can read.
        std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o600)).unwrap();
        if let Some(user) = run_as {
            let status = Command::new("chown").arg(user).arg(&path).status().unwrap();
            assert!(status.success(), "cannot give {} to {user}", path.display());
        }
    }
    let settings = "\nssl = on\nssl_cert_file = 'server.crt'\nssl_key_file = 'server.key'\n";
    std::fs::OpenOptions::new()
        .append(true)
        .open(data.join("postgresql.conf"))
        .and_then(|mut file| std::io::Write::write_all(&mut file, settings.as_bytes()))
        .expect("configure TLS");
    let access = "local all all trust\n\
                  hostnossl postgres all 127.0.0.1/32 trust\n\
                  hostssl all all 127.0.0.1/32 trust\n";
    std::fs::write(data.join("pg_hba.conf"), access).expect("write pg_hba.conf");
}

/// A shell that waits for its standard input to close (this process ending), then stops the
/// cluster and removes its folder.
fn watchdog(bin: &Path, data: &Path, dir: &Path, run_as: Option<&str>) -> Child {
    let pg_ctl = bin.join("pg_ctl");
    let stop = match run_as {
        Some(user) => format!(
            "runuser -u {user} -- '{}' -D '{}' -m immediate stop",
            pg_ctl.display(),
            data.display()
        ),
        None => format!(
            "'{}' -D '{}' -m immediate stop",
            pg_ctl.display(),
            data.display()
        ),
    };
    let script = format!(
        "read -r _ignored; {stop} >/dev/null 2>&1; rm -rf '{}'",
        dir.display()
    );
    Command::new("sh")
        .args(["-c", &script])
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("watchdog shell starts")
}

/// The folder holding `initdb` and `pg_ctl`: on the PATH, or Debian's versioned folder.
fn postgres_bin() -> Option<PathBuf> {
    let path = std::env::var_os("PATH").unwrap_or_default();
    let mut candidates: Vec<PathBuf> = std::env::split_paths(&path).collect();
    if let Ok(versions) = std::fs::read_dir("/usr/lib/postgresql") {
        let mut versioned: Vec<PathBuf> = versions
            .filter_map(Result::ok)
            .map(|entry| entry.path().join("bin"))
            .collect();
        // The newest first.
        versioned.sort();
        versioned.reverse();
        candidates.extend(versioned);
    }
    candidates
        .into_iter()
        .find(|dir| dir.join("initdb").is_file() && dir.join("pg_ctl").is_file())
}

fn running_as_root() -> bool {
    Command::new("id")
        .arg("-u")
        .output()
        .is_ok_and(|output| String::from_utf8_lossy(&output.stdout).trim() == "0")
}

/// `postgres` when the package made that user, else `nobody`.
fn unprivileged_user() -> String {
    let exists = Command::new("id")
        .arg("postgres")
        .output()
        .is_ok_and(|output| output.status.success());
    if exists { "postgres" } else { "nobody" }.to_owned()
}

/// A loopback port nobody listens on now.
pub fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0")
        .and_then(|listener| listener.local_addr())
        .expect("a free port")
        .port()
}

impl Cluster {
    /// A cluster for one test alone, which it may stop and start (the shared one must stay
    /// up for the others); removed when dropped. `None` without `initdb`.
    pub fn private() -> Option<Self> {
        start_own(None)
    }

    /// A private cluster offering TLS with `tls`'s certificate: its test databases take TLS
    /// connections only. `None` without `initdb`.
    pub fn private_with_tls(tls: &ServerTls) -> Option<Self> {
        start_own(Some(tls))
    }

    /// A new, empty database of its own; its URL.
    pub fn database(&self) -> String {
        static NEXT: AtomicU32 = AtomicU32::new(0);
        let name = format!(
            "qd_{}_{}",
            std::process::id(),
            NEXT.fetch_add(1, Ordering::Relaxed)
        );
        let mut admin = self.client(&self.admin);
        admin
            .batch_execute(&format!("CREATE DATABASE {name}"))
            .expect("create a test database");
        format!("{}/{name}", self.base)
    }

    /// A plain connection, for reading what a server stored.
    pub fn client(&self, url: &str) -> postgres::Client {
        postgres::Client::connect(url, postgres::NoTls)
            .unwrap_or_else(|error| panic!("cannot connect to {url}: {error}"))
    }

    fn wait_until_up(&self, within: Duration) {
        let started = Instant::now();
        loop {
            match postgres::Client::connect(&self.admin, postgres::NoTls) {
                Ok(_) => return,
                Err(error) if started.elapsed() > within => {
                    panic!("PostgreSQL did not come up: {error}")
                }
                Err(_) => std::thread::sleep(Duration::from_millis(100)),
            }
        }
    }

    /// Stops the server at once (`immediate`: as a crash would), for tests of a database that
    /// goes away; only a cluster these tests started can be stopped.
    pub fn stop(&self) {
        self.pg_ctl(&["-m", "immediate", "stop"]);
    }

    /// Starts a stopped cluster again on the same port.
    pub fn restart(&self) {
        let log = self
            .owned
            .as_ref()
            .map(|owned| owned.log.to_string_lossy().into_owned());
        self.pg_ctl(&["-l", log.as_deref().unwrap_or("/dev/null"), "-w", "start"]);
        self.wait_until_up(Duration::from_secs(30));
    }

    fn pg_ctl(&self, args: &[&str]) {
        let owned = self
            .owned
            .as_ref()
            .expect("only a cluster the tests started can be stopped and started");
        let pg_ctl = owned.bin.join("pg_ctl");
        let mut command = match &owned.run_as {
            Some(user) => {
                let mut command = Command::new("runuser");
                command.args(["-u", user, "--"]).arg(pg_ctl);
                command
            }
            None => Command::new(pg_ctl),
        };
        let status = command
            .arg("-D")
            .arg(&owned.data)
            .args(args)
            .stdout(Stdio::null())
            .status()
            .expect("pg_ctl runs");
        assert!(status.success(), "pg_ctl {args:?} failed");
    }
}
