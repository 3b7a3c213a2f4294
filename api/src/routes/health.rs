use actix_web::{get, web, HttpResponse};

use crate::problem::{ApiError, Problem};
use crate::store::MatchStore;
use serde::Serialize;
use utoipa::ToSchema;

#[derive(Debug, Serialize, ToSchema)]
pub struct Health {
    #[schema(example = "ok")]
    pub status: &'static str,
    #[schema(example = "0.2.0")]
    pub version: &'static str,
}

/// Liveness check.
#[utoipa::path(tag = "service", responses((status = 200, description = "The service is up", body = Health)))]
#[get("/healthz")]
pub async fn healthz() -> HttpResponse {
    HttpResponse::Ok().json(Health {
        status: "ok",
        version: env!("CARGO_PKG_VERSION"),
    })
}

/// Readiness: whether the match store answers, so a load balancer sends named-match traffic
/// only to nodes that can serve it. Liveness stays `/healthz`: a node whose database is away
/// is alive, and recovers by itself when the database returns.
#[utoipa::path(tag = "service", responses(
    (status = 200, description = "The match store answers", body = Health),
    (status = 503, description = "The match store does not answer now (`store-unavailable`)", body = Problem, content_type = "application/problem+json",
        headers(("Retry-After" = u32, description = "Seconds to wait before asking again"))),
))]
#[get("/readyz")]
pub async fn readyz(store: web::Data<dyn MatchStore>) -> Result<HttpResponse, ApiError> {
    let pinged = web::block(move || store.ping())
        .await
        .map_err(|error| ApiError::Internal(format!("worker failed: {error}")))?;
    // Any failure to answer is "not ready", whatever its kind: the probe asks nothing else.
    pinged.map_err(|error| ApiError::StoreUnavailable(error.to_string()))?;
    Ok(HttpResponse::Ok().json(Health {
        status: "ready",
        version: env!("CARGO_PKG_VERSION"),
    }))
}

pub fn configure(config: &mut web::ServiceConfig) {
    config.service(healthz).service(readyz);
}
