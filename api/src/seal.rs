//! Sealed stateless states: the whole game state encrypted and authenticated under a server key
//! (XChaCha20-Poly1305), handed to the client as an opaque string. The client can carry it
//! from request to request but can neither read it (the RNG's seed, hidden cards) nor alter it.
//!
//! Format: `qds1.<game>.<base64url(nonce ‖ ciphertext)>`. The game id stands in the clear so a
//! token used with the wrong game gets a precise refusal, and it is also the AEAD's associated
//! data, so changing it breaks authentication. The plaintext is JSON: the state and a version
//! that grows by one with every action, which lets a client notice an older token replayed.

use std::fmt;
use std::str::FromStr;

use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine as _;
use chacha20poly1305::aead::{Aead, KeyInit, Payload};
use chacha20poly1305::{XChaCha20Poly1305, XNonce};
use serde::{Deserialize, Serialize};
use serde_json::Value;
use thiserror::Error;

/// Bytes in a seal key.
pub const KEY_BYTES: usize = 32;
const NONCE_BYTES: usize = 24;
/// Poly1305's tag: a ciphertext is never shorter.
const TAG_BYTES: usize = 16;
const FORMAT: &str = "qds1";

/// One 256-bit key, written as 64 hex digits. Its `Debug` never shows the key.
#[derive(Clone, PartialEq, Eq)]
pub struct SealKey([u8; KEY_BYTES]);

impl fmt::Debug for SealKey {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("SealKey(<redacted>)")
    }
}

/// What a seal key is, for every message about a bad one.
const KEY_FORMAT: &str =
    "a seal key is 64 hex digits (32 random bytes, e.g. from `openssl rand -hex 32`)";

/// Why a list of seal keys cannot be used. It says where a key goes wrong but never holds any
/// of its text: the message reaches the terminal and the logs, and even part of a key there
/// would weaken it.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum BadSealKey {
    #[error("{KEY_FORMAT}; key {position} of {count} has {length} characters")]
    Length {
        position: usize,
        count: usize,
        length: usize,
    },
    #[error("{KEY_FORMAT}; key {position} of {count} has a character that is not a hex digit at position {at}")]
    NotHex {
        position: usize,
        count: usize,
        at: usize,
    },
    #[error("{KEY_FORMAT}; the list is not UTF-8 text")]
    NotText,
}

impl SealKey {
    /// Key `position` (from 1) of a list of `count`, spaces around it ignored.
    fn parse_in_list(text: &str, position: usize, count: usize) -> Result<Self, BadSealKey> {
        let text = text.trim();
        let length = text.chars().count();
        if length != KEY_BYTES * 2 {
            return Err(BadSealKey::Length {
                position,
                count,
                length,
            });
        }
        if let Some(at) = text.chars().position(|c| !c.is_ascii_hexdigit()) {
            return Err(BadSealKey::NotHex {
                position,
                count,
                at: at.saturating_add(1),
            });
        }
        let mut key = [0u8; KEY_BYTES];
        for (byte, pair) in key.iter_mut().zip(text.as_bytes().chunks_exact(2)) {
            if let [high, low] = pair {
                *byte = (hex_value(*high) << 4) | hex_value(*low);
            }
        }
        Ok(Self(key))
    }
}

/// The value of an ASCII hex digit (checked by the caller; anything else reads as 0).
fn hex_value(digit: u8) -> u8 {
    char::from(digit)
        .to_digit(16)
        .and_then(|value| u8::try_from(value).ok())
        .unwrap_or(0)
}

impl FromStr for SealKey {
    type Err = BadSealKey;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        Self::parse_in_list(text, 1, 1)
    }
}

/// The `--seal-key` list: comma-separated keys, the first sealing, every one unsealing.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct SealKeys(Vec<SealKey>);

impl SealKeys {
    pub fn as_slice(&self) -> &[SealKey] {
        &self.0
    }
}

impl FromStr for SealKeys {
    type Err = BadSealKey;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let count = text.split(',').count();
        text.split(',')
            .enumerate()
            .map(|(index, key)| SealKey::parse_in_list(key, index.saturating_add(1), count))
            .collect::<Result<_, _>>()
            .map(Self)
    }
}

/// Why a sealed state cannot be used.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum SealError {
    /// Not a sealed state at all, cut short, altered, or sealed under a key this service does
    /// not hold.
    #[error("`sealed_state` is not a sealed state this service issued, or it was altered or cut short ({0})")]
    Invalid(&'static str),
    #[error("`sealed_state` was sealed for {sealed_for}, not {used_with}")]
    WrongGame {
        sealed_for: String,
        used_with: String,
    },
    #[error("cannot seal the state: {0}")]
    Internal(String),
}

/// What a sealed state carries.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Sealed {
    /// 0 at setup, one more after every action sealed from it.
    pub version: u64,
    pub state: Value,
}

/// Seals with the first key and unseals with any, so keys can be rotated: put the new key
/// first, keep the old one until the states sealed under it no longer matter.
pub struct Sealer {
    ciphers: Vec<XChaCha20Poly1305>,
}

impl fmt::Debug for Sealer {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Sealer({} key(s))", self.ciphers.len())
    }
}

impl Sealer {
    /// A sealer over `keys`, the first sealing; `None` when the list is empty.
    pub fn new(keys: &[SealKey]) -> Option<Self> {
        if keys.is_empty() {
            return None;
        }
        Some(Self {
            ciphers: keys
                .iter()
                .map(|key| XChaCha20Poly1305::new(&key.0.into()))
                .collect(),
        })
    }

    /// A sealer with a fresh random key that lives as long as the process.
    pub fn ephemeral() -> Result<Self, SealError> {
        let mut key = [0u8; KEY_BYTES];
        getrandom::fill(&mut key).map_err(|error| SealError::Internal(error.to_string()))?;
        Self::new(&[SealKey(key)]).ok_or_else(|| SealError::Internal("no key".to_owned()))
    }

    pub fn seal(&self, game: &str, contents: &Sealed) -> Result<String, SealError> {
        let cipher = self
            .ciphers
            .first()
            .ok_or_else(|| SealError::Internal("no key".to_owned()))?;
        let plaintext =
            serde_json::to_vec(contents).map_err(|error| SealError::Internal(error.to_string()))?;
        let mut nonce = [0u8; NONCE_BYTES];
        getrandom::fill(&mut nonce).map_err(|error| SealError::Internal(error.to_string()))?;
        let ciphertext = cipher
            .encrypt(
                XNonce::from_slice(&nonce),
                Payload {
                    msg: &plaintext,
                    aad: game.as_bytes(),
                },
            )
            .map_err(|_| SealError::Internal("encryption failed".to_owned()))?;
        let mut sealed = Vec::with_capacity(NONCE_BYTES + ciphertext.len());
        sealed.extend_from_slice(&nonce);
        sealed.extend_from_slice(&ciphertext);
        Ok(format!(
            "{FORMAT}.{game}.{}",
            URL_SAFE_NO_PAD.encode(sealed)
        ))
    }

    /// Opens a sealed state for use with `game`.
    pub fn unseal(&self, game: &str, token: &str) -> Result<Sealed, SealError> {
        let mut parts = token.splitn(3, '.');
        let (Some(FORMAT), Some(sealed_for), Some(body)) =
            (parts.next(), parts.next(), parts.next())
        else {
            return Err(SealError::Invalid("it does not start with `qds1.<game>.`"));
        };
        let bytes = URL_SAFE_NO_PAD
            .decode(body)
            .map_err(|_| SealError::Invalid("it is not base64url"))?;
        if bytes.len() < NONCE_BYTES + TAG_BYTES {
            return Err(SealError::Invalid("it is too short"));
        }
        let (nonce, ciphertext) = bytes.split_at(NONCE_BYTES);
        let payload = || Payload {
            msg: ciphertext,
            aad: sealed_for.as_bytes(),
        };
        let plaintext = self
            .ciphers
            .iter()
            .find_map(|cipher| cipher.decrypt(XNonce::from_slice(nonce), payload()).ok())
            .ok_or(SealError::Invalid("it does not authenticate"))?;
        // Authenticated, so the game it names is the game it was sealed for.
        if sealed_for != game {
            return Err(SealError::WrongGame {
                sealed_for: sealed_for.to_owned(),
                used_with: game.to_owned(),
            });
        }
        serde_json::from_slice(&plaintext)
            .map_err(|_| SealError::Invalid("its contents do not read"))
    }
}

#[cfg(test)]
mod tests;
