//! What the two stores' tests share.

/// The `.sql` files in `migrations/<folder>` (the top folder for `""`) are exactly `listed`,
/// in order: a migration file nobody lists would never run.
pub(super) fn assert_migration_files_listed(folder: &str, listed: &[(&str, &str)]) {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../migrations")
        .join(folder);
    let mut on_disk: Vec<String> = std::fs::read_dir(dir)
        .unwrap()
        .map(|entry| entry.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|name| name.ends_with(".sql"))
        .collect();
    on_disk.sort();
    let listed: Vec<&str> = listed.iter().map(|(name, _)| *name).collect();
    assert_eq!(on_disk, listed);
}
