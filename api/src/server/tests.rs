//! The application in-process, with routes that fail on purpose: no production route panics,
//! so the panic guard is proved here, against the same `app` the server runs.

use std::io::Write;
use std::sync::atomic::{AtomicU32, Ordering};
use std::sync::{Arc, Mutex, OnceLock};

use actix_web::http::header::{HeaderValue, CONTENT_TYPE};
use actix_web::{test as actix, web, HttpResponse};
use serde_json::Value;
use tracing_subscriber::fmt::format::FmtSpan;
use tracing_subscriber::fmt::MakeWriter;

use super::{allowed, app, configure, is_json};
use crate::problem::ApiError;
use crate::seal::Sealer;
use crate::store::{MatchStore, SqliteStore, StoreError};

/// Log output kept in memory, one JSON object per line as `--log-format json` writes it.
#[derive(Clone, Default)]
struct Captured(Arc<Mutex<Vec<u8>>>);

impl Write for Captured {
    fn write(&mut self, bytes: &[u8]) -> std::io::Result<usize> {
        self.0.lock().unwrap().extend_from_slice(bytes);
        Ok(bytes.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

impl<'a> MakeWriter<'a> for Captured {
    type Writer = Captured;

    fn make_writer(&'a self) -> Self::Writer {
        self.clone()
    }
}

impl Captured {
    fn lines(&self) -> Vec<Value> {
        String::from_utf8(self.0.lock().unwrap().clone())
            .unwrap()
            .lines()
            .map(|line| serde_json::from_str(line).unwrap())
            .collect()
    }
}

async fn panics() -> HttpResponse {
    panic!("a deliberate panic in a test route")
}

async fn fails_internally() -> Result<HttpResponse, ApiError> {
    Err(ApiError::Internal(
        "a deliberate internal failure".to_owned(),
    ))
}

async fn fails_in_storage() -> Result<HttpResponse, ApiError> {
    Err(ApiError::Storage(StoreError::Poisoned))
}

fn with_failing_routes(config: &mut web::ServiceConfig) {
    configure(config);
    config
        .route("/test/panic", web::get().to(panics))
        .route("/test/internal", web::get().to(fails_internally))
        .route("/test/storage", web::get().to(fails_in_storage));
}

fn sealer() -> web::Data<Sealer> {
    web::Data::new(Sealer::ephemeral().unwrap())
}

fn store() -> web::Data<dyn MatchStore> {
    static NEXT: AtomicU32 = AtomicU32::new(0);
    let dir = std::env::temp_dir().join(format!(
        "quarterdeck-server-{}-{}",
        std::process::id(),
        NEXT.fetch_add(1, Ordering::Relaxed)
    ));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let store: std::sync::Arc<dyn MatchStore> =
        std::sync::Arc::new(SqliteStore::open(&dir.join("m.db")).unwrap());
    web::Data::from(store)
}

/// The log of every request this test binary makes, one process-wide subscriber for all threads.
///
/// Not one subscriber per test: tracing caches per call site whether anyone listens, and a
/// site first reached on a thread without a subscriber of its own, while only one test's
/// subscriber existed elsewhere, was cached as unheard, so that test's request span went
/// unlogged (a CI run failed so). Tests tell their lines apart by request id.
fn captured() -> &'static Captured {
    static CAPTURED: OnceLock<Captured> = OnceLock::new();
    CAPTURED.get_or_init(|| {
        let captured = Captured::default();
        let subscriber = tracing_subscriber::fmt()
            .json()
            .with_span_events(FmtSpan::CLOSE)
            .with_writer(captured.clone())
            .finish();
        tracing::subscriber::set_global_default(subscriber).unwrap();
        captured
    })
}

/// Calls `path` and returns the status, the problem document, and the log line closing the
/// request's span, found by the request id the problem carries.
async fn call_and_find_log(path: &str) -> (u16, Value, Value) {
    let captured = captured();
    // Sites another thread reached before the subscriber existed are asked again.
    tracing::callsite::rebuild_interest_cache();
    let service = actix::init_service(app(store(), sealer(), with_failing_routes)).await;
    // An error leaving the application is rendered by actix's connection, as here.
    let response =
        match actix::try_call_service(&service, actix::TestRequest::get().uri(path).to_request())
            .await
        {
            Ok(response) => response.into_parts().1.map_into_boxed_body(),
            Err(error) => error.error_response(),
        };
    let status = response.status().as_u16();
    assert_eq!(
        response.headers().get(CONTENT_TYPE).unwrap(),
        "application/problem+json"
    );
    let body = actix_web::body::to_bytes(response.into_body())
        .await
        .unwrap();
    let problem: Value = serde_json::from_slice(&body).unwrap();
    let id = problem["request_id"]
        .as_str()
        .unwrap_or_else(|| panic!("{problem}"));
    let closing = captured
        .lines()
        .into_iter()
        .find(|line| line["fields"]["message"] == "close" && line["span"]["request_id"] == id)
        .unwrap_or_else(|| panic!("no log line closes request {id}: {:?}", captured.lines()));
    // The service keeps answering after a panic: nothing was torn down.
    let health = actix::call_service(
        &service,
        actix::TestRequest::get().uri("/healthz").to_request(),
    )
    .await;
    assert_eq!(health.status(), 200);
    (status, problem, closing)
}

#[actix_web::test]
async fn a_panic_in_a_handler_is_a_500_problem_with_the_request_id_of_its_log_line() {
    let (status, problem, closing) = call_and_find_log("/test/panic").await;
    assert_eq!(status, 500);
    assert_eq!(problem["code"], "internal");
    assert_eq!(problem["status"], 500);
    assert_eq!(closing["span"]["http.status_code"], 500, "{closing}");
    assert_eq!(closing["span"]["http.route"], "/test/panic", "{closing}");
}

#[actix_web::test]
async fn internal_and_storage_failures_carry_the_request_id_of_their_log_line() {
    for (path, code) in [
        ("/test/internal", "internal"),
        ("/test/storage", "storage-error"),
    ] {
        let (status, problem, closing) = call_and_find_log(path).await;
        assert_eq!(
            (status, problem["code"].as_str()),
            (500, Some(code)),
            "{problem}"
        );
        assert_eq!(closing["span"]["http.status_code"], 500, "{closing}");
    }
}

#[actix_web::test]
async fn client_errors_carry_no_request_id() {
    let service = actix::init_service(app(store(), sealer(), configure)).await;
    let response = actix::call_service(
        &service,
        actix::TestRequest::get()
            .uri("/v1/games/monopoly")
            .to_request(),
    )
    .await;
    assert_eq!(response.status(), 404);
    let problem: Value = actix::read_body_json(response).await;
    assert_eq!(problem["code"], "unknown-game");
    assert!(problem.get("request_id").is_none(), "{problem}");
}

#[test]
fn allow_lists_each_method_once_with_head_beside_get() {
    let allow = |value: &str| {
        allowed(Some(&HeaderValue::from_str(value).unwrap()))
            .map(|value| value.to_str().unwrap().to_owned())
    };
    assert_eq!(allow("GET").as_deref(), Some("GET, HEAD"));
    assert_eq!(allow("POST").as_deref(), Some("POST"));
    assert_eq!(
        allow("GET, DELETE, GET").as_deref(),
        Some("GET, HEAD, DELETE")
    );
    assert_eq!(allow("").as_deref(), None);
    assert_eq!(allowed(None), None);
}

#[test]
fn json_media_types_are_application_json_and_any_plus_json() {
    for json in [
        "application/json",
        "Application/JSON",
        "application/json; charset=utf-8",
        "application/problem+json",
        "application/vnd.api+json ; q=1",
    ] {
        assert!(is_json(&HeaderValue::from_static(json)), "{json}");
    }
    for other in [
        "text/plain",
        "application/x-www-form-urlencoded",
        "multipart/form-data; boundary=x",
        "text/json+xml",
        "application/jsonp",
        "",
    ] {
        assert!(!is_json(&HeaderValue::from_static(other)), "{other}");
    }
}
