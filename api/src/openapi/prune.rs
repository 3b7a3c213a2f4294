//! Drops schemas nothing refers to: the templates and stand-ins once every game has its own
//! copies, and any type that stopped being used. An unused schema would only confuse client
//! generators and the linter.

use std::collections::BTreeSet;

use utoipa::Modify;

const REF_PREFIX: &str = "\"#/components/schemas/";

/// The schema names `$ref`ed anywhere in `text` (JSON).
fn referenced(text: &str) -> impl Iterator<Item = &str> {
    text.split(REF_PREFIX)
        .skip(1)
        .filter_map(|rest| rest.split('"').next())
}

pub(super) struct UnusedSchemas;

impl Modify for UnusedSchemas {
    fn modify(&self, openapi: &mut utoipa::openapi::OpenApi) {
        let Some(components) = openapi.components.as_mut() else {
            return;
        };
        // The paths, and what sits beside them (the top-level `webhooks`).
        let Ok(roots) = serde_json::to_string(&(&openapi.paths, &openapi.extensions)) else {
            return;
        };
        let mut used: BTreeSet<String> = referenced(&roots).map(str::to_owned).collect();
        let mut pending: Vec<String> = used.iter().cloned().collect();
        while let Some(name) = pending.pop() {
            let Some(text) = components
                .schemas
                .get(&name)
                .and_then(|schema| serde_json::to_string(schema).ok())
            else {
                continue;
            };
            for next in referenced(&text) {
                if used.insert(next.to_owned()) {
                    pending.push(next.to_owned());
                }
            }
        }
        components.schemas.retain(|name, _| used.contains(name));
    }
}
