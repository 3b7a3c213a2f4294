use super::super::migrations::{migrations, FILES};

#[test]
fn migrations_are_valid() {
    assert!(migrations().validate().is_ok());
}

#[test]
fn every_migration_file_is_listed_in_order() {
    crate::store::test_support::assert_migration_files_listed("", &FILES);
}
