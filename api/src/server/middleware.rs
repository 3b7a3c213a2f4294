//! No panic reaches a client: a panic while a request is handled becomes a 500 problem
//! document instead of a dropped connection, and every server-error problem carries the
//! request id that `TracingLogger` put on that request's log line.

use std::any::Any;
use std::future::{ready, Future, Ready};
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::pin::Pin;
use std::rc::Rc;
use std::task::{Context, Poll};

use actix_web::body::{self, BoxBody, MessageBody};
use actix_web::dev::{forward_ready, Service, ServiceRequest, ServiceResponse, Transform};
use actix_web::http::header::{self, HeaderValue};
use actix_web::http::StatusCode;
use actix_web::{Error, HttpMessage, HttpResponse, ResponseError};
use thiserror::Error;
use tracing_actix_web::RequestId;

use crate::problem::{Problem, PROBLEM_JSON};

/// Wraps the application inside `TracingLogger`, so the request id exists and the request's
/// span is current when a panic is logged.
pub struct CatchPanics;

impl<S, B> Transform<S, ServiceRequest> for CatchPanics
where
    S: Service<ServiceRequest, Response = ServiceResponse<B>, Error = Error> + 'static,
    B: MessageBody + 'static,
{
    type Response = ServiceResponse<BoxBody>;
    type Error = Error;
    type Transform = CatchPanicsService<S>;
    type InitError = ();
    type Future = Ready<Result<Self::Transform, Self::InitError>>;

    fn new_transform(&self, service: S) -> Self::Future {
        ready(Ok(CatchPanicsService {
            service: Rc::new(service),
        }))
    }
}

pub struct CatchPanicsService<S> {
    service: Rc<S>,
}

type Answer = Pin<Box<dyn Future<Output = Result<ServiceResponse<BoxBody>, Error>>>>;
type Panic = Box<dyn Any + Send>;

impl<S, B> Service<ServiceRequest> for CatchPanicsService<S>
where
    S: Service<ServiceRequest, Response = ServiceResponse<B>, Error = Error> + 'static,
    B: MessageBody + 'static,
{
    type Response = ServiceResponse<BoxBody>;
    type Error = Error;
    type Future = Answer;

    forward_ready!(service);

    fn call(&self, request: ServiceRequest) -> Self::Future {
        let request_id = request
            .extensions()
            .get::<RequestId>()
            .map(ToString::to_string);
        // Handlers run as part of the future, but a service may also panic while creating it.
        let called = catch_unwind(AssertUnwindSafe(|| self.service.call(request)));
        Box::pin(async move {
            let outcome = match called {
                Ok(answer) => CatchUnwind(Box::pin(answer)).await,
                Err(panic) => Err(panic),
            };
            match outcome {
                Ok(Ok(response)) => with_request_id(response, request_id.as_deref()).await,
                Ok(Err(error)) => Err(error),
                Err(panic) => {
                    tracing::error!(
                        request_id = request_id.as_deref().unwrap_or("none"),
                        panic = panic_message(panic.as_ref()),
                        "a request handler panicked"
                    );
                    // An error rather than a response: the request went down with the handler,
                    // and actix renders an error's response without one.
                    Err(Panicked { request_id }.into())
                }
            }
        })
    }
}

/// A handler panicked; answered as a 500 problem carrying the request id.
#[derive(Debug, Error)]
#[error("a request handler panicked")]
struct Panicked {
    request_id: Option<String>,
}

impl ResponseError for Panicked {
    fn status_code(&self) -> StatusCode {
        StatusCode::INTERNAL_SERVER_ERROR
    }

    fn error_response(&self) -> HttpResponse {
        let mut problem = Problem::new(
            StatusCode::INTERNAL_SERVER_ERROR,
            "internal",
            "Internal error",
            "the server failed while handling this request; the error has been logged under \
             this request's id",
        );
        problem.request_id = self.request_id.clone();
        problem.to_response()
    }
}

/// Polls a future, turning a panic during any poll into an error value.
struct CatchUnwind<F>(Pin<Box<F>>);

impl<F: Future> Future for CatchUnwind<F> {
    type Output = Result<F::Output, Panic>;

    fn poll(self: Pin<&mut Self>, context: &mut Context<'_>) -> Poll<Self::Output> {
        let inner = self.get_mut().0.as_mut();
        match catch_unwind(AssertUnwindSafe(|| inner.poll(context))) {
            Ok(Poll::Ready(output)) => Poll::Ready(Ok(output)),
            Ok(Poll::Pending) => Poll::Pending,
            Err(panic) => Poll::Ready(Err(panic)),
        }
    }
}

fn panic_message(panic: &(dyn Any + Send)) -> &str {
    panic
        .downcast_ref::<&str>()
        .copied()
        .or_else(|| panic.downcast_ref::<String>().map(String::as_str))
        .unwrap_or("a panic without a message")
}

/// Adds `request_id` to a server-error problem document (storage failures, internal errors),
/// so the client can quote the id the log line carries. Other responses pass unchanged.
async fn with_request_id<B: MessageBody + 'static>(
    response: ServiceResponse<B>,
    request_id: Option<&str>,
) -> Result<ServiceResponse<BoxBody>, Error> {
    let is_problem = response
        .headers()
        .get(header::CONTENT_TYPE)
        .is_some_and(|value| value == HeaderValue::from_static(PROBLEM_JSON));
    let Some(request_id) = request_id.filter(|_| is_problem && response.status().is_server_error())
    else {
        return Ok(response.map_into_boxed_body());
    };
    let (request, response) = response.into_parts();
    let (response, body) = response.into_parts();
    let bytes = body::to_bytes(body)
        .await
        .map_err(|error| actix_web::error::ErrorInternalServerError(error.into().to_string()))?;
    let document = match serde_json::from_slice::<serde_json::Value>(&bytes) {
        Ok(serde_json::Value::Object(mut fields)) => {
            fields.insert("request_id".to_owned(), request_id.into());
            serde_json::to_vec(&fields).unwrap_or_else(|_| bytes.to_vec())
        }
        // Not a JSON object after all: the body goes out as it was.
        _ => bytes.to_vec(),
    };
    Ok(ServiceResponse::new(
        request,
        response.set_body(BoxBody::new(document)),
    ))
}
