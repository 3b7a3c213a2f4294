#![allow(clippy::unwrap_used, clippy::expect_used)]

use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine as _;
use serde_json::json;

use super::{SealError, SealKey, SealKeys, Sealed, Sealer};

const KEY_A: &str = "000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f";
const KEY_B: &str = "ffeeddccbbaa99887766554433221100ffeeddccbbaa99887766554433221100";

fn sealer(keys: &[&str]) -> Sealer {
    let keys: Vec<SealKey> = keys.iter().map(|k| k.parse().unwrap()).collect();
    Sealer::new(&keys).unwrap()
}

fn contents() -> Sealed {
    Sealed {
        version: 3,
        state: json!({"rng": {"seed": 42}, "players": [1, 2]}),
    }
}

#[test]
fn a_sealed_state_opens_to_what_was_sealed_and_hides_it() {
    let sealer = sealer(&[KEY_A]);
    let token = sealer.seal("new-bedford", &contents()).unwrap();
    assert!(token.starts_with("qds1.new-bedford."));
    assert!(!token.contains("seed") && !token.contains("players"));
    assert_eq!(sealer.unseal("new-bedford", &token).unwrap(), contents());
}

#[test]
fn sealing_twice_gives_different_tokens() {
    let sealer = sealer(&[KEY_A]);
    let one = sealer.seal("nantucket", &contents()).unwrap();
    let two = sealer.seal("nantucket", &contents()).unwrap();
    assert_ne!(one, two, "a fresh nonce every time");
}

#[test]
fn every_altered_byte_is_refused() {
    let sealer = sealer(&[KEY_A]);
    let token = sealer.seal("new-bedford", &contents()).unwrap();
    let prefix = "qds1.new-bedford.";
    let mut bytes = URL_SAFE_NO_PAD.decode(&token[prefix.len()..]).unwrap();
    for index in 0..bytes.len() {
        bytes[index] ^= 0x01;
        let altered = format!("{prefix}{}", URL_SAFE_NO_PAD.encode(&bytes));
        assert!(
            matches!(
                sealer.unseal("new-bedford", &altered),
                Err(SealError::Invalid(_))
            ),
            "byte {index} altered"
        );
        bytes[index] ^= 0x01;
    }
}

#[test]
fn truncated_garbage_and_foreign_tokens_are_invalid_not_errors() {
    let sealer = sealer(&[KEY_A]);
    let token = sealer.seal("new-bedford", &contents()).unwrap();
    for bad in [
        "",
        "qds1",
        "qds1.new-bedford.",
        "qds1.new-bedford.!!!!",
        "qds2.new-bedford.AAAA",
        "{\"state\": {}}",
        &token[..token.len() - 1],
        &token[..30],
    ] {
        assert!(
            matches!(
                sealer.unseal("new-bedford", bad),
                Err(SealError::Invalid(_))
            ),
            "{bad:?}"
        );
    }
    let foreign = self::sealer(&[KEY_B])
        .seal("new-bedford", &contents())
        .unwrap();
    assert_eq!(
        sealer.unseal("new-bedford", &foreign),
        Err(SealError::Invalid("it does not authenticate"))
    );
}

#[test]
fn a_state_sealed_for_one_game_is_refused_by_another() {
    let sealer = sealer(&[KEY_A]);
    let token = sealer.seal("nantucket", &contents()).unwrap();
    assert_eq!(
        sealer.unseal("new-bedford", &token),
        Err(SealError::WrongGame {
            sealed_for: "nantucket".to_owned(),
            used_with: "new-bedford".to_owned()
        })
    );
    // Renaming the game in the clear breaks authentication.
    let renamed = token.replacen("qds1.nantucket.", "qds1.new-bedford.", 1);
    assert!(matches!(
        sealer.unseal("new-bedford", &renamed),
        Err(SealError::Invalid(_))
    ));
}

#[test]
fn keys_rotate_the_first_seals_and_every_key_unseals() {
    let old = sealer(&[KEY_A]);
    let rotated = sealer(&[KEY_B, KEY_A]);
    let under_old = old.seal("fleet", &contents()).unwrap();
    assert_eq!(rotated.unseal("fleet", &under_old).unwrap(), contents());
    let under_new = rotated.seal("fleet", &contents()).unwrap();
    assert!(old.unseal("fleet", &under_new).is_err(), "sealed under B");
    assert_eq!(
        sealer(&[KEY_B]).unseal("fleet", &under_new).unwrap(),
        contents()
    );
}

#[test]
fn keys_are_64_hex_digits_and_never_printed() {
    assert!("abc".parse::<SealKey>().is_err());
    assert!(KEY_A.replace('0', "g").parse::<SealKey>().is_err());
    assert!(format!("{KEY_A}00").parse::<SealKey>().is_err());
    let key: SealKey = KEY_A.to_uppercase().parse().unwrap();
    assert_eq!(key, KEY_A.parse().unwrap());
    assert_eq!(format!("{key:?}"), "SealKey(<redacted>)");
    assert!(Sealer::new(&[]).is_none());
    assert!(Sealer::ephemeral().is_ok());
}

/// Item "seal key errors never echo the key": each message says which key of the list is
/// wrong and how, and holds none of its text.
#[test]
fn a_bad_key_list_says_which_key_and_why_without_its_text() {
    let short = "0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcde";
    let not_hex = format!("{}zz{}", &KEY_A[..10], &KEY_A[12..]);
    let cases = [
        (format!("{KEY_A},{short}"), "key 2 of 2 has 63 characters"),
        (
            format!("{not_hex},{KEY_B}"),
            "key 1 of 2 has a character that is not a hex digit at position 11",
        ),
        (format!("{KEY_A},,{KEY_B}"), "key 2 of 3 has 0 characters"),
    ];
    for (list, why) in cases {
        let message = list.parse::<SealKeys>().unwrap_err().to_string();
        assert!(message.contains(why), "{message}");
        assert!(message.contains("64 hex digits"), "{message}");
        for key in list.split(',').filter(|key| key.len() >= 6) {
            assert!(!message.contains(&key[..6]), "{message}");
        }
    }
    let keys: SealKeys = format!("{KEY_A}, {KEY_B}").parse().unwrap();
    assert_eq!(keys.as_slice().len(), 2);
}
