//! A real headless Chromium driven over WebDriver, shared by the browser tests: start it at a
//! given window size, wait for elements, save screenshots, and check a page with axe-core.
//!
//! Needs Chromium and chromedriver (Debian packages `chromium` and `chromium-driver`) and
//! axe-core in `tools/axe/node_modules` (`npm ci` there); `scripts/test.sh` installs all three.
//! `CHROMEDRIVER` and `CHROMIUM` override the browser's paths.

use std::fmt::Write as _;
use std::net::TcpListener;
use std::path::PathBuf;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use fantoccini::elements::Element;
use fantoccini::{Client, ClientBuilder, Locator};
use hyper_util::client::legacy::connect::HttpConnector;
use serde::Deserialize;
use serde_json::{json, Value};

/// The phone the pages are designed for first (an iPhone 12 to 15's CSS viewport).
pub const PHONE: (u32, u32) = (390, 844);
/// The smallest phone the pages must still fit: 360 px is the narrowest common Android
/// viewport, and 740 px its height.
pub const SMALL_PHONE: (u32, u32) = (360, 740);
/// A laptop screen.
pub const DESKTOP: (u32, u32) = (1280, 900);

/// A running chromedriver; stopped when dropped, after the session it served.
pub struct Driver(Child);

impl Drop for Driver {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

fn free_port() -> u16 {
    TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port()
}

/// A fresh headless Chromium whose viewport (the page's part of the window) is `width` ×
/// `height` CSS pixels. Keep the
/// `Driver` alive as long as the `Client`.
pub async fn browser(width: u32, height: u32) -> (Client, Driver) {
    let chromedriver =
        std::env::var("CHROMEDRIVER").unwrap_or_else(|_| "/usr/bin/chromedriver".into());
    let chromium = std::env::var("CHROMIUM").unwrap_or_else(|_| "/usr/bin/chromium".into());
    assert!(
        std::path::Path::new(&chromedriver).exists() && std::path::Path::new(&chromium).exists(),
        "Chromium and chromedriver are needed: apt-get install chromium chromium-driver (scripts/test.sh does)"
    );
    let port = free_port();
    let driver = Driver(
        Command::new(&chromedriver)
            .arg(format!("--port={port}"))
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .unwrap(),
    );
    let capabilities = json!({
        "goog:chromeOptions": {
            "binary": chromium,
            "args": ["--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                     "--disable-quic", "--no-first-run", "--disable-background-networking",
                     "--disable-component-update", "--disable-sync",
                     format!("--window-size={width},{height}")]
        }
    });
    let Value::Object(capabilities) = capabilities else {
        unreachable!()
    };
    let started = Instant::now();
    loop {
        let attempt = ClientBuilder::new(HttpConnector::new())
            .capabilities(capabilities.clone())
            .connect(&format!("http://127.0.0.1:{port}"))
            .await;
        match attempt {
            Ok(client) => {
                fit_viewport(&client, width, height).await;
                return (client, driver);
            }
            Err(error) if started.elapsed() < Duration::from_secs(30) => {
                let _ = error;
                tokio::time::sleep(Duration::from_millis(200)).await;
            }
            Err(error) => panic!("chromedriver did not start a session: {error}"),
        }
    }
}

/// Sizes the window so the page itself gets `width` × `height`: Chromium's `--window-size`
/// counts the window's own frame and will not go below 500 px wide, yet a phone's viewport is
/// what the pages must fit.
async fn fit_viewport(client: &Client, width: u32, height: u32) {
    let read = |script: &'static str| async move {
        let pair: (i64, i64) =
            serde_json::from_value(client.execute(script, vec![]).await.unwrap()).unwrap();
        pair
    };
    let (frame_width, frame_height) = read(
        "return [window.outerWidth - window.innerWidth, window.outerHeight - window.innerHeight];",
    )
    .await;
    let outer = |inner: u32, frame: i64| u32::try_from(i64::from(inner) + frame).unwrap();
    client
        .set_window_size(outer(width, frame_width), outer(height, frame_height))
        .await
        .unwrap();
    let viewport = read("return [window.innerWidth, window.innerHeight];").await;
    assert_eq!(
        viewport,
        (i64::from(width), i64::from(height)),
        "the browser's viewport"
    );
}

/// The first element `css` selects, once it exists (within 15 seconds).
pub async fn wait_for(client: &Client, css: &str) -> Element {
    client
        .wait()
        .at_most(Duration::from_secs(15))
        .for_element(Locator::Css(css))
        .await
        .unwrap_or_else(|error| panic!("{css} never appeared: {error}"))
}

/// Like [`wait_for`], looking every 20 ms rather than fantoccini's 250: for a test that waits
/// on a page hundreds of times (a whole match played through it), where the default period
/// would be most of its run time.
pub async fn wait_closely(client: &Client, css: &str) -> Element {
    client
        .wait()
        .at_most(Duration::from_secs(15))
        .every(Duration::from_millis(20))
        .for_element(Locator::Css(css))
        .await
        .unwrap_or_else(|error| panic!("{css} never appeared: {error}"))
}

/// The directory screenshots are saved in: `target/browser-screenshots` of the workspace.
fn screenshot_dir() -> PathBuf {
    PathBuf::from(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../target/browser-screenshots"
    ))
}

/// Saves what the browser shows as `target/browser-screenshots/{name}.png`.
pub async fn screenshot(client: &Client, name: &str) {
    let png = client.screenshot().await.unwrap();
    let dir = screenshot_dir();
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join(format!("{name}.png")), png).unwrap();
}

/// How far the page is wider than the browser's viewport, in CSS pixels: more than 0 means a
/// reader has to scroll sideways.
pub async fn horizontal_overflow(client: &Client) -> i64 {
    client
        .execute(
            "return document.documentElement.scrollWidth - document.documentElement.clientWidth;",
            vec![],
        )
        .await
        .unwrap()
        .as_i64()
        .unwrap()
}

/// Every visible tap target (link, button, field, select, disclosure summary) smaller than
/// 44×44 CSS pixels, as `tag#id.class "text": width×height`. A link inside a sentence is left
/// out: WCAG's target-size rule exempts inline links, whose size is the line's.
pub async fn small_tap_targets(client: &Client) -> Vec<String> {
    let found = client
        .execute(
            "const inSentence = (node) => node.tagName === 'A'
               && node.parentElement.textContent.trim() !== node.textContent.trim()
               && getComputedStyle(node).display === 'inline';
             return [...document.querySelectorAll('a[href], button, input, select, summary')]
               .filter((node) => node.getClientRects().length > 0 && !inSentence(node))
               .map((node) => [node, node.getBoundingClientRect()])
               .filter(([, box]) => box.width < 44 || box.height < 44)
               .map(([node, box]) => `${node.tagName.toLowerCase()}${node.id ? '#' + node.id : ''}`
                 + `${node.className ? '.' + String(node.className).trim().replace(/\\s+/g, '.') : ''}`
                 + ` \"${node.textContent.trim().slice(0, 30)}\": ${Math.round(box.width)}×${Math.round(box.height)}`);",
            vec![],
        )
        .await
        .unwrap();
    serde_json::from_value(found).unwrap()
}

/// One rule axe-core found broken, with every element that breaks it.
#[derive(Debug, Deserialize)]
pub struct AxeViolation {
    pub id: String,
    pub impact: Option<String>,
    pub help: String,
    /// The CSS selectors of the offending elements.
    pub targets: Vec<String>,
}

const AXE_PATH: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/../tools/axe/node_modules/axe-core/axe.min.js"
);

/// Runs axe-core (the version pinned in `tools/axe/package-lock.json`) on the page the
/// browser shows and returns what it finds. The script is handed over WebDriver rather than
/// served, so the service ships nothing for its tests.
pub async fn axe_violations(client: &Client) -> Vec<AxeViolation> {
    let source = std::fs::read_to_string(AXE_PATH).unwrap_or_else(|error| {
        panic!("{AXE_PATH}: {error}; run `npm ci` in tools/axe (scripts/test.sh does)")
    });
    let loaded = client
        .execute(&format!("{source}\nreturn typeof window.axe;"), vec![])
        .await
        .unwrap();
    assert_eq!(loaded, "object", "axe-core did not load");
    let found = client
        .execute_async(
            "const done = arguments[arguments.length - 1];
             window.axe.run(document, { resultTypes: ['violations'] })
               .then(results => done(results.violations.map(v => ({
                 id: v.id, impact: v.impact, help: v.help,
                 targets: v.nodes.map(node => node.target.join(' ')),
               }))))
               .catch(error => done([{ id: 'axe-failed', impact: null, help: String(error), targets: [] }]));",
            vec![],
        )
        .await
        .unwrap();
    serde_json::from_value(found).unwrap()
}

/// Fails with a readable list (rule id, impact, what it asks, the offending elements) when
/// axe-core finds anything wrong with the page the browser shows; `page` names it.
pub async fn assert_accessible(client: &Client, page: &str) {
    let violations = axe_violations(client).await;
    if violations.is_empty() {
        return;
    }
    let mut report = String::new();
    for violation in &violations {
        let _ = writeln!(
            report,
            "- {} ({}): {}",
            violation.id,
            violation.impact.as_deref().unwrap_or("no impact given"),
            violation.help
        );
        for target in &violation.targets {
            let _ = writeln!(report, "    {target}");
        }
    }
    panic!(
        "axe-core finds {} problem(s) on {page}:\n{report}",
        violations.len()
    );
}
