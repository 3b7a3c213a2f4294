use super::super::migrations::{migrations, FILES};

#[test]
fn migrations_are_valid() {
    assert!(migrations().validate().is_ok());
}

#[test]
fn every_migration_file_is_listed_in_order() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../migrations");
    let mut on_disk: Vec<String> = std::fs::read_dir(dir)
        .unwrap()
        .map(|entry| entry.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|name| name.ends_with(".sql"))
        .collect();
    on_disk.sort();
    let listed: Vec<&str> = FILES.iter().map(|(name, _)| *name).collect();
    assert_eq!(on_disk, listed);
}
