//! Bounds on what a request may carry. The server enforces them, the problems that refuse a
//! request quote them and the OpenAPI document publishes them, so they live below all three.

/// Largest request body accepted; a four-player score sheet is a few kilobytes.
pub const MAX_BODY_BYTES: usize = 256 * 1024;

/// Longest `Idempotency-Key`: room for any UUID, ULID or hash-based key, and a bound on what a
/// client can make the store keep.
pub const MAX_IDEMPOTENCY_KEY: usize = 255;
