//! Unions as client generators read them. utoipa publishes an internally tagged enum as a
//! `oneOf` of inline objects, each with its tag property as a one-value string enum; a
//! generator can neither name such a variant (openapi-python-client calls it `…Type7`) nor
//! pick it by its tag. Here each variant becomes a schema of its own, `<Union><Tag>`, titled
//! with that name, and the union gets a discriminator on the tag mapping every value to it.
//! A union without a tag (a serde enum whose unit variants are bare strings) cannot be
//! discriminated: its inline variants get a title each, which generators use as the name.

use std::collections::{BTreeMap, BTreeSet};

use quarterdeck_engine::core::openapi::pascal_case;
use serde_json::Value;
use utoipa::openapi::schema::{Discriminator, Object, OneOf, Schema, SchemaType, Type};
use utoipa::openapi::{Ref, RefOr};
use utoipa::Modify;

pub(super) struct TaggedUnions;

impl Modify for TaggedUnions {
    fn modify(&self, openapi: &mut utoipa::openapi::OpenApi) {
        if let Some(components) = openapi.components.as_mut() {
            tag_unions(&mut components.schemas);
        }
    }
}

/// Gives every top-level `oneOf` in `schemas` a discriminator (hoisting its variants) or, when
/// it has no tag, titles for its inline variants.
pub(super) fn tag_unions(schemas: &mut BTreeMap<String, RefOr<Schema>>) {
    let unions: Vec<(String, OneOf)> = schemas
        .iter()
        .filter_map(|(name, schema)| match schema {
            RefOr::T(Schema::OneOf(union)) if union.discriminator.is_none() => {
                Some((name.clone(), union.clone()))
            }
            _ => None,
        })
        .collect();
    for (name, mut union) in unions {
        match tag_of(&union.items) {
            Some((tag, values)) => {
                let variants = variant_names(&name, &values);
                // A name already taken would replace another schema: that union stays as it
                // is, and the document's test names it.
                if variants.iter().any(|variant| schemas.contains_key(variant)) {
                    continue;
                }
                hoist(&mut union, &tag, &values, &variants, schemas);
            }
            None => title_variants(&name, &mut union),
        }
        schemas.insert(name, RefOr::T(Schema::OneOf(union)));
    }
}

/// Moves each inline variant into `schemas` under its name and discriminates the union.
fn hoist(
    union: &mut OneOf,
    tag: &str,
    values: &[String],
    variants: &[String],
    schemas: &mut BTreeMap<String, RefOr<Schema>>,
) {
    let mut discriminator = Discriminator::new(tag);
    for ((item, value), variant) in union.items.iter_mut().zip(values).zip(variants) {
        let reference = RefOr::Ref(Ref::from_schema_name(variant.as_str()));
        let mut schema = std::mem::replace(item, reference);
        if let RefOr::T(Schema::Object(object)) = &mut schema {
            object.title = Some(variant.clone());
        }
        schemas.insert(variant.clone(), schema);
        discriminator
            .mapping
            .insert(value.clone(), format!("#/components/schemas/{variant}"));
    }
    union.discriminator = Some(discriminator);
}

/// The tag every variant carries (required, a one-value string enum, a different value in
/// each) and the variants' values in order; `None` unless every variant is an inline object.
fn tag_of(items: &[RefOr<Schema>]) -> Option<(String, Vec<String>)> {
    let objects: Vec<&Object> = items
        .iter()
        .map(|item| match item {
            RefOr::T(Schema::Object(object)) => Some(object),
            _ => None,
        })
        .collect::<Option<_>>()?;
    objects.first()?.required.iter().find_map(|property| {
        let values: Vec<String> = objects
            .iter()
            .map(|object| tag_value(object, property))
            .collect::<Option<_>>()?;
        let distinct: BTreeSet<&String> = values.iter().collect();
        (distinct.len() == values.len()).then(|| (property.clone(), values))
    })
}

/// The one value `object` allows for its required `property`, when that is a string enum.
fn tag_value(object: &Object, property: &str) -> Option<String> {
    if !object.required.iter().any(|required| required == property) {
        return None;
    }
    match object.properties.get(property) {
        Some(RefOr::T(Schema::Object(tag))) => single_string(tag),
        _ => None,
    }
}

fn single_string(schema: &Object) -> Option<String> {
    match schema.enum_values.as_deref() {
        Some([Value::String(value)]) => Some(value.clone()),
        _ => None,
    }
}

fn variant_names(union: &str, values: &[String]) -> Vec<String> {
    values
        .iter()
        .map(|value| format!("{union}{}", pascal_case(value)))
        .collect()
}

/// Titles an untagged union's inline variants `<Union><What>`: an object of one property
/// (serde's externally tagged variant) by that property, a one-value string enum by its
/// value, anything else by its type.
fn title_variants(union: &str, one_of: &mut OneOf) {
    for item in &mut one_of.items {
        let object = match item {
            RefOr::T(Schema::Object(object)) => object,
            RefOr::T(Schema::Array(list)) => {
                list.title = Some(format!("{union}List"));
                continue;
            }
            _ => continue,
        };
        let what = match (object.properties.keys().next(), single_string(object)) {
            (Some(property), _) if object.properties.len() == 1 => pascal_case(property),
            (_, Some(value)) => pascal_case(&value),
            _ => type_name(&object.schema_type).to_owned(),
        };
        object.title = Some(format!("{union}{what}"));
    }
}

fn type_name(schema_type: &SchemaType) -> &'static str {
    match schema_type {
        SchemaType::Type(Type::String) => "Text",
        SchemaType::Type(Type::Boolean) => "Flag",
        SchemaType::Type(Type::Null) => "None",
        SchemaType::Type(Type::Integer | Type::Number) => "Number",
        SchemaType::Type(Type::Array) => "List",
        SchemaType::Type(Type::Object) | SchemaType::Array(_) | SchemaType::AnyValue => "Value",
    }
}

#[cfg(test)]
mod tests {
    use super::pascal_case;

    #[test]
    fn tag_values_become_pascal_case_names() {
        assert_eq!(pascal_case("launch-ship"), "LaunchShip");
        assert_eq!(pascal_case("drop-out"), "DropOut");
        assert_eq!(pascal_case("pay_crate2"), "PayCrate2");
    }
}
