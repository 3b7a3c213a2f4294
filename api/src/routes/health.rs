use actix_web::{get, web, HttpResponse};
use serde::Serialize;
use utoipa::ToSchema;

#[derive(Debug, Serialize, ToSchema)]
pub struct Health {
    #[schema(example = "ok")]
    pub status: &'static str,
    #[schema(example = "0.1.0")]
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

pub fn configure(config: &mut web::ServiceConfig) {
    config.service(healthz);
}
