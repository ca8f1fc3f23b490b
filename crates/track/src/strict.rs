//! Unknown fields are refused at every depth. serde's `deny_unknown_fields` does not
//! reach the unit variants of an internally tagged enum: `{"type":"roll","cheat":true}`
//! would read as a roll. [`bare_unit_variants`] refuses those fields before the typed
//! reading, for the commands of a save and the effects of a card.

use serde::Serialize;
use serde_json::Value;

/// The `type` tags of an internally tagged enum's unit variants, as serde writes them.
pub fn unit_tags<T: Serialize>(units: &[T]) -> Vec<String> {
    units
        .iter()
        .filter_map(|u| serde_json::to_value(u).ok())
        .filter_map(|v| v.get("type").and_then(Value::as_str).map(str::to_string))
        .collect()
}

/// A field on a unit variant, which takes none: `{"type":"roll","cheat":true}`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StrayField {
    /// The field's name (`cheat`).
    pub field: String,
    /// The variant's `type` tag (`roll`).
    pub tag: String,
}

/// Checks that an object whose `type` is one of `tags` has no field beside `type`.
///
/// # Errors
/// The first such field and its variant's tag.
pub fn bare_unit_variants(value: &Value, tags: &[String]) -> Result<(), StrayField> {
    let Some(object) = value.as_object() else {
        return Ok(());
    };
    let Some(tag) = object.get("type").and_then(Value::as_str) else {
        return Ok(());
    };
    if !tags.iter().any(|t| t == tag) {
        return Ok(());
    }
    match object.keys().find(|k| *k != "type") {
        Some(field) => Err(StrayField {
            field: field.clone(),
            tag: tag.to_string(),
        }),
        None => Ok(()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::Effect;
    use crate::Command;

    fn command_tags() -> Vec<String> {
        unit_tags(&Command::UNIT_VARIANTS)
    }

    #[test]
    fn a_command_without_fields_takes_no_field() {
        let cheat: Value = serde_json::from_str(r#"{"type":"roll","cheat":true}"#).unwrap();
        let e = bare_unit_variants(&cheat, &command_tags()).expect_err("cheat");
        assert_eq!(
            e,
            StrayField {
                field: "cheat".into(),
                tag: "roll".into()
            }
        );
        let roll: Value = serde_json::from_str(r#"{"type":"roll"}"#).unwrap();
        assert_eq!(bare_unit_variants(&roll, &command_tags()), Ok(()));
    }

    #[test]
    fn every_unit_command_and_effect_is_listed() {
        assert_eq!(command_tags(), ["roll", "draw-card", "pass"]);
        let effects = unit_tags(&Effect::UNIT_VARIANTS);
        for e in &Effect::UNIT_VARIANTS {
            assert!(effects.iter().any(|t| t == e.name()), "{}", e.name());
        }
    }

    #[test]
    fn a_command_with_fields_is_left_to_its_schema() {
        let moved: Value =
            serde_json::from_str(r#"{"type":"move","role":"queen","route":[]}"#).unwrap();
        assert_eq!(bare_unit_variants(&moved, &command_tags()), Ok(()));
        // …whose own `deny_unknown_fields` refuses the extra field.
        let extra = r#"{"type":"move","role":"queen","route":[],"cheat":1}"#;
        assert!(serde_json::from_str::<Command>(extra).is_err());
    }
}
