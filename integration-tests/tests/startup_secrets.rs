//! What the binary prints when it refuses to start: a malformed `--seal-key` (or
//! `QUARTERDECK_SEAL_KEY`) is described by position, length and offending character, and no
//! part of any key in the list reaches the terminal.

use std::process::{Command, Output};

use quarterdeck_integration_tests::{binary_path, scratch_dir};

const GOOD: &str = "6f1c0a9e3b7d25e8c4f1a0b9d3e7c5a2f8b6d4e0c2a1f3b5d7e9c8a6b4d2f0e1";
/// A window shorter than this could appear in any message by chance (`64 hex`).
const WINDOW: usize = 6;

/// Starts the binary with `list` given as the flag, or else in the environment, and returns
/// what it printed; it must refuse to start.
fn refused_with(list: &str, as_flag: bool) -> String {
    let dir = scratch_dir();
    let mut command = Command::new(binary_path());
    command
        .args(["--addr", "127.0.0.1:0", "--database"])
        .arg(dir.join("m.db"))
        .env_remove("QUARTERDECK_SEAL_KEY");
    if as_flag {
        command.args(["--seal-key", list]);
    } else {
        command.env("QUARTERDECK_SEAL_KEY", list);
    }
    let Output {
        status,
        stdout,
        stderr,
    } = command.output().unwrap();
    let _ = std::fs::remove_dir_all(dir);
    assert!(!status.success(), "started with {list:?}");
    format!(
        "{}{}",
        String::from_utf8_lossy(&stdout),
        String::from_utf8_lossy(&stderr)
    )
}

/// Item "seal key errors never echo the key".
#[test]
fn a_malformed_seal_key_is_described_without_printing_any_part_of_the_keys() {
    let short = &GOOD[..60];
    let not_hex = format!("{}Q{}", &GOOD[..40], &GOOD[41..]);
    let too_long = format!("{GOOD}{GOOD}");
    let non_ascii = format!("{}é{}", &GOOD[..30], &GOOD[31..]);
    let cases = [
        (format!("{GOOD},{short}"), "key 2 of 2 has 60 characters"),
        (
            format!("{not_hex},{GOOD}"),
            "key 1 of 2 has a character that is not a hex digit at position 41",
        ),
        (
            format!("{GOOD},{GOOD},{too_long}"),
            "key 3 of 3 has 128 characters",
        ),
        (
            non_ascii.clone(),
            "key 1 of 1 has a character that is not a hex digit at position 31",
        ),
        (format!("{GOOD},,{GOOD}"), "key 2 of 3 has 0 characters"),
    ];
    for (list, why) in &cases {
        for as_flag in [true, false] {
            let printed = refused_with(list, as_flag);
            assert!(printed.contains(why), "{list}: {printed}");
            assert!(printed.contains("64 hex digits"), "{printed}");
            for key in list.split(',') {
                let chars: Vec<char> = key.chars().collect();
                for window in chars.windows(WINDOW) {
                    let piece: String = window.iter().collect();
                    assert!(
                        !printed.contains(&piece),
                        "{piece:?} of a key was printed: {printed}"
                    );
                }
            }
        }
    }
}
