//! TLS to PostgreSQL, chosen by the URL's `sslmode` and `sslrootcert` as libpq reads them.
//!
//! | `sslmode`     | encrypted            | server certificate checked            |
//! |---------------|----------------------|---------------------------------------|
//! | `disable`     | never                | —                                     |
//! | `prefer`      | when the server can  | against `sslrootcert` when given      |
//! | `require`     | always               | against `sslrootcert` when given      |
//! | `verify-ca`   | always               | signed by `sslrootcert`               |
//! | `verify-full` | always               | signed by `sslrootcert`, for the host |
//!
//! `prefer` is the default, as in libpq. `sslrootcert` is a PEM file of root certificates, or
//! `system` for the operating system's. The driver knows only `disable`, `prefer` and
//! `require`, so the two parameters are taken out of the URL here and become the rustls
//! configuration handed to the pool.

use std::borrow::Cow;
use std::path::PathBuf;
use std::sync::Arc;

use percent_encoding::percent_decode_str;
use rustls::client::danger::{HandshakeSignatureValid, ServerCertVerified, ServerCertVerifier};
use rustls::client::WebPkiServerVerifier;
use rustls::crypto::{verify_tls12_signature, verify_tls13_signature, CryptoProvider};
use rustls::pki_types::pem::PemObject;
use rustls::pki_types::{CertificateDer, ServerName, UnixTime};
use rustls::{
    CertificateError, ClientConfig, DigitallySignedStruct, RootCertStore, SignatureScheme,
};
use tokio_postgres_rustls::MakeRustlsConnect;

use crate::store::StoreError;

/// The URL the driver reads, and the TLS connector the pool opens connections with.
pub(super) struct Connection {
    pub url: String,
    pub tls: MakeRustlsConnect,
    /// The `sslmode` in force, as the URL names it (`prefer` when it names none).
    pub mode: &'static str,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Mode {
    Disable,
    Prefer,
    Require,
    VerifyCa,
    VerifyFull,
}

impl Mode {
    fn parse(text: &str) -> Result<Self, StoreError> {
        match text {
            "disable" => Ok(Self::Disable),
            "prefer" => Ok(Self::Prefer),
            "require" => Ok(Self::Require),
            "verify-ca" => Ok(Self::VerifyCa),
            "verify-full" => Ok(Self::VerifyFull),
            "allow" => Err(bad_url(
                "sslmode=allow (plain first, TLS as a fallback) is not supported; use prefer, which tries TLS first",
            )),
            other => Err(bad_url(&format!(
                "sslmode={other} is not one of disable, prefer, require, verify-ca, verify-full"
            ))),
        }
    }

    fn name(self) -> &'static str {
        match self {
            Self::Disable => "disable",
            Self::Prefer => "prefer",
            Self::Require => "require",
            Self::VerifyCa => "verify-ca",
            Self::VerifyFull => "verify-full",
        }
    }

    /// What the driver is told: it only decides whether TLS is tried and whether it is a must.
    fn for_driver(self) -> &'static str {
        match self {
            Self::Disable => "sslmode=disable",
            Self::Prefer => "sslmode=prefer",
            Self::Require | Self::VerifyCa | Self::VerifyFull => "sslmode=require",
        }
    }
}

/// Where trusted root certificates come from.
enum Roots {
    File(PathBuf),
    System,
}

/// Splits the TLS settings off `url` and builds the connector they ask for.
pub(super) fn connection(url: &str) -> Result<Connection, StoreError> {
    let (base, query) = url.split_once('?').unwrap_or((url, ""));
    let mut mode = Mode::Prefer;
    let mut roots = None;
    let mut kept = Vec::new();
    for pair in query.split('&').filter(|pair| !pair.is_empty()) {
        let (key, value) = pair.split_once('=').unwrap_or((pair, ""));
        let value = decode(value)?;
        match key {
            "sslmode" => mode = Mode::parse(&value)?,
            "sslrootcert" if value == "system" => roots = Some(Roots::System),
            "sslrootcert" if value.is_empty() => {
                return Err(bad_url(
                    "sslrootcert is empty: give a PEM file of root certificates, or system",
                ))
            }
            "sslrootcert" => roots = Some(Roots::File(PathBuf::from(value.as_ref()))),
            "sslcert" | "sslkey" | "sslpassword" => {
                return Err(bad_url(&format!(
                    "{key}: client certificates are not supported; authenticate with a password in the URL"
                )))
            }
            _ => kept.push(pair),
        }
    }
    kept.push(mode.for_driver());
    let verifier = verifier(mode, roots)?;
    let config = ClientConfig::builder_with_provider(provider())
        .with_safe_default_protocol_versions()
        .map_err(|error| bad_url(&format!("TLS cannot be set up: {error}")))?
        .dangerous()
        .with_custom_certificate_verifier(verifier)
        .with_no_client_auth();
    Ok(Connection {
        url: format!("{base}?{}", kept.join("&")),
        tls: MakeRustlsConnect::new(config),
        mode: mode.name(),
    })
}

fn provider() -> Arc<CryptoProvider> {
    Arc::new(rustls::crypto::ring::default_provider())
}

fn bad_url(detail: &str) -> StoreError {
    StoreError::BadDatabaseUrl(detail.to_owned())
}

fn decode(value: &str) -> Result<Cow<'_, str>, StoreError> {
    percent_decode_str(value)
        .decode_utf8()
        .map_err(|_| bad_url(&format!("{value:?} is not percent-encoded UTF-8")))
}

/// The check the server's certificate gets: none without roots (as libpq's `prefer` and
/// `require`), its chain with them, its chain and host name for `verify-full`.
fn verifier(mode: Mode, roots: Option<Roots>) -> Result<Arc<dyn ServerCertVerifier>, StoreError> {
    let Some(roots) = roots else {
        if matches!(mode, Mode::VerifyCa | Mode::VerifyFull) {
            return Err(bad_url(&format!(
                "sslmode={} checks the server's certificate against root certificates: add sslrootcert=/path/to/root.crt, or sslrootcert=system for the operating system's",
                mode.name()
            )));
        }
        return Ok(Arc::new(Unverified(provider())));
    };
    let store = Arc::new(root_store(roots)?);
    let webpki = WebPkiServerVerifier::builder_with_provider(store, provider())
        .build()
        .map_err(|error| bad_url(&format!("the root certificates cannot be used: {error}")))?;
    Ok(if mode == Mode::VerifyFull {
        webpki
    } else {
        Arc::new(ChainOnly(webpki))
    })
}

fn root_store(roots: Roots) -> Result<RootCertStore, StoreError> {
    let (certificates, source) = match roots {
        Roots::File(path) => {
            let certificates = CertificateDer::pem_file_iter(&path)
                .and_then(|certificates| certificates.collect::<Result<Vec<_>, _>>())
                .map_err(|error| {
                    bad_url(&format!(
                        "sslrootcert {} cannot be read as PEM certificates: {error}",
                        path.display()
                    ))
                })?;
            (certificates, format!("sslrootcert {}", path.display()))
        }
        Roots::System => (
            rustls_native_certs::load_native_certs().certs,
            "the operating system's certificate store (sslrootcert=system)".to_owned(),
        ),
    };
    let mut store = RootCertStore::empty();
    let (added, _ignored) = store.add_parsable_certificates(certificates);
    if added == 0 {
        return Err(bad_url(&format!(
            "{source} holds no usable root certificate"
        )));
    }
    Ok(store)
}

/// Encrypts without knowing who answers, as libpq's `prefer` and `require` without roots do:
/// the handshake's signatures are still checked, the certificate is not.
#[derive(Debug)]
struct Unverified(Arc<CryptoProvider>);

impl ServerCertVerifier for Unverified {
    fn verify_server_cert(
        &self,
        _end_entity: &CertificateDer<'_>,
        _intermediates: &[CertificateDer<'_>],
        _server_name: &ServerName<'_>,
        _ocsp_response: &[u8],
        _now: UnixTime,
    ) -> Result<ServerCertVerified, rustls::Error> {
        Ok(ServerCertVerified::assertion())
    }

    fn verify_tls12_signature(
        &self,
        message: &[u8],
        cert: &CertificateDer<'_>,
        signature: &DigitallySignedStruct,
    ) -> Result<HandshakeSignatureValid, rustls::Error> {
        verify_tls12_signature(
            message,
            cert,
            signature,
            &self.0.signature_verification_algorithms,
        )
    }

    fn verify_tls13_signature(
        &self,
        message: &[u8],
        cert: &CertificateDer<'_>,
        signature: &DigitallySignedStruct,
    ) -> Result<HandshakeSignatureValid, rustls::Error> {
        verify_tls13_signature(
            message,
            cert,
            signature,
            &self.0.signature_verification_algorithms,
        )
    }

    fn supported_verify_schemes(&self) -> Vec<SignatureScheme> {
        self.0.signature_verification_algorithms.supported_schemes()
    }
}

/// libpq's `verify-ca`: the chain must lead to a trusted root; the name on the certificate
/// may differ from the host connected to.
#[derive(Debug)]
struct ChainOnly(Arc<WebPkiServerVerifier>);

impl ServerCertVerifier for ChainOnly {
    fn verify_server_cert(
        &self,
        end_entity: &CertificateDer<'_>,
        intermediates: &[CertificateDer<'_>],
        server_name: &ServerName<'_>,
        ocsp_response: &[u8],
        now: UnixTime,
    ) -> Result<ServerCertVerified, rustls::Error> {
        // The name is checked after the chain, so a wrong name means the chain held.
        match self
            .0
            .verify_server_cert(end_entity, intermediates, server_name, ocsp_response, now)
        {
            Err(rustls::Error::InvalidCertificate(
                CertificateError::NotValidForName | CertificateError::NotValidForNameContext { .. },
            )) => Ok(ServerCertVerified::assertion()),
            other => other,
        }
    }

    fn verify_tls12_signature(
        &self,
        message: &[u8],
        cert: &CertificateDer<'_>,
        signature: &DigitallySignedStruct,
    ) -> Result<HandshakeSignatureValid, rustls::Error> {
        self.0.verify_tls12_signature(message, cert, signature)
    }

    fn verify_tls13_signature(
        &self,
        message: &[u8],
        cert: &CertificateDer<'_>,
        signature: &DigitallySignedStruct,
    ) -> Result<HandshakeSignatureValid, rustls::Error> {
        self.0.verify_tls13_signature(message, cert, signature)
    }

    fn supported_verify_schemes(&self) -> Vec<SignatureScheme> {
        self.0.supported_verify_schemes()
    }
}

#[cfg(test)]
mod tests {
    use super::connection;
    use crate::store::StoreError;

    fn refusal(url: &str) -> String {
        match connection(url) {
            Err(StoreError::BadDatabaseUrl(detail)) => detail,
            Err(other) => panic!("{url}: unexpected error {other}"),
            Ok(_) => panic!("{url} was accepted"),
        }
    }

    #[test]
    fn the_driver_gets_the_url_without_our_tls_parameters() {
        let plain = connection("postgres://qd@db/matches").unwrap();
        assert_eq!(plain.url, "postgres://qd@db/matches?sslmode=prefer");
        let required =
            connection("postgres://qd@db/matches?application_name=a&sslmode=require").unwrap();
        assert_eq!(
            required.url,
            "postgres://qd@db/matches?application_name=a&sslmode=require"
        );
        let full = connection("postgres://qd@db/m?sslmode=verify-full&sslrootcert=system");
        // A machine without any system roots refuses instead; both say what happened.
        match full {
            Ok(full) => assert_eq!(full.url, "postgres://qd@db/m?sslmode=require"),
            Err(error) => assert!(error.to_string().contains("no usable root"), "{error}"),
        }
    }

    #[test]
    fn verifying_needs_root_certificates() {
        for mode in ["verify-ca", "verify-full"] {
            let detail = refusal(&format!("postgres://qd@db/m?sslmode={mode}"));
            assert!(detail.contains("sslrootcert=/path/to/root.crt"), "{detail}");
            assert!(detail.contains(mode), "{detail}");
        }
    }

    #[test]
    fn unusable_tls_settings_say_what_to_do() {
        assert!(refusal("postgres://qd@db/m?sslmode=allow").contains("use prefer"));
        assert!(refusal("postgres://qd@db/m?sslmode=on").contains("verify-full"));
        assert!(refusal("postgres://qd@db/m?sslcert=c.pem").contains("not supported"));
        assert!(refusal("postgres://qd@db/m?sslrootcert=").contains("PEM file"));
        let missing = refusal("postgres://qd@db/m?sslmode=verify-full&sslrootcert=/nowhere/ca.pem");
        assert!(missing.contains("/nowhere/ca.pem"), "{missing}");
        let not_pem = refusal(&format!(
            "postgres://qd@db/m?sslmode=verify-ca&sslrootcert={}",
            concat!(env!("CARGO_MANIFEST_DIR"), "/Cargo.toml")
        ));
        assert!(not_pem.contains("no usable root certificate"), "{not_pem}");
    }
}
