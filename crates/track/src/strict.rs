//! Unknown fields are refused at every depth. serde's `deny_unknown_fields` does not
//! reach the unit variants of an internally tagged enum: `{"type":"roll","cheat":true}`
//! would read as a roll. [`tagged_without_stray_fields!`] gives such an enum a reading
//! that refuses them (the commands, a card's effect, the phase and a card's task of a
//! saved state, a chess save's player), and [`bare_unit_variants`] names the field and
//! the variant before the typed reading, for the typed errors of a save's commands and a
//! deck's effects. [`rng`] reads the dice generator of a saved state strictly too: its
//! own crate's reading takes any field.

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Deserializer, Serialize};
use serde_json::Value;

/// Gives an internally tagged enum, derived with `#[serde(remote = "Self", tag = …)]`,
/// its `Serialize` (the derived one, unchanged) and a `Deserialize` that refuses a field
/// beside `type` on the variants `$is_unit` names, which take none.
#[macro_export]
macro_rules! tagged_without_stray_fields {
    ($ty:ident, $is_unit:expr) => {
        impl serde::Serialize for $ty {
            fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
                $ty::serialize(self, s)
            }
        }
        impl<'de> serde::Deserialize<'de> for $ty {
            fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
                $crate::strict::read_tagged(d, $ty::deserialize, $is_unit)
            }
        }
    };
}
pub use tagged_without_stray_fields;

/// Reads a value of an internally tagged enum with `read` (its derived reading) and
/// refuses it when it is one of the variants without fields (`is_unit`) but the object
/// has a field beside `type`.
///
/// # Errors
/// The derived reading's error, or serde's unknown field (see [`unknown_field`]).
pub fn read_tagged<'de, D, T>(
    d: D,
    read: fn(Value) -> Result<T, serde_json::Error>,
    is_unit: fn(&T) -> bool,
) -> Result<T, D::Error>
where
    D: Deserializer<'de>,
{
    use serde::de::Error;
    let value = Value::deserialize(d)?;
    let stray = value
        .as_object()
        .and_then(|o| o.keys().find(|k| *k != "type").cloned());
    let read = read(value).map_err(D::Error::custom)?;
    match stray {
        Some(field) if is_unit(&read) => Err(D::Error::unknown_field(&field, &[])),
        _ => Ok(read),
    }
}

/// Reads a value of an externally tagged enum with `read` (its derived reading),
/// naming a second key of its object (`{"track": …, "x": 1}`) as an unknown field.
///
/// # Errors
/// The derived reading's error, or serde's unknown field.
pub fn read_one_key<'de, D, T>(
    d: D,
    read: fn(Value) -> Result<T, serde_json::Error>,
) -> Result<T, D::Error>
where
    D: Deserializer<'de>,
{
    use serde::de::Error;
    let value = Value::deserialize(d)?;
    if let Some(second) = value.as_object().and_then(|o| o.keys().nth(1)) {
        return Err(D::Error::unknown_field(second, &[]));
    }
    read(value).map_err(D::Error::custom)
}

/// The field serde's error names as unknown (`unknown field `cheat`, expected …`), when
/// that is what it says: for the typed errors of the loaders.
pub fn unknown_field(message: &str) -> Option<&str> {
    message.strip_prefix("unknown field `")?.split('`').next()
}

/// Reads a saved dice generator as `rand_chacha` writes it (`seed`, `stream`,
/// `word_pos`), refusing any other field, and makes it as `rand_chacha` does.
///
/// # Errors
/// A missing or unknown field, a value of the wrong kind.
pub fn rng<'de, D: Deserializer<'de>>(d: D) -> Result<ChaCha8Rng, D::Error> {
    #[derive(Deserialize)]
    #[serde(deny_unknown_fields)]
    struct Stream {
        seed: [u8; 32],
        stream: u64,
        word_pos: u128,
    }
    let s = Stream::deserialize(d)?;
    let mut rng = ChaCha8Rng::from_seed(s.seed);
    rng.set_stream(s.stream);
    rng.set_word_pos(s.word_pos);
    Ok(rng)
}

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

    /// Whether `text` reads as a `T`; a refusal names the unknown field.
    fn reads<T: serde::de::DeserializeOwned>(text: &str) -> bool {
        match serde_json::from_str::<T>(text) {
            Ok(_) => true,
            Err(e) => {
                assert!(e.to_string().starts_with("unknown field `"), "{text}: {e}");
                false
            }
        }
    }

    #[test]
    fn a_variant_without_fields_read_typed_takes_no_field() {
        use crate::card_effects::CardTask;
        use crate::Phase;
        assert!(reads::<Phase>(r#"{"type":"over"}"#));
        assert!(!reads::<Phase>(r#"{"type":"over","winner":0}"#));
        assert!(!reads::<Phase>(r#"{"type":"roll","white":"3"}"#));
        assert!(reads::<CardTask>(r#"{"type":"send-back"}"#));
        assert!(!reads::<CardTask>(r#"{"type":"send-back","piece":1}"#));
        let roll = r#"{"type":"roll","role":"pawn","pips":2,"moves_as":"queen""#;
        assert!(reads::<CardTask>(&format!("{roll}}}")));
        assert!(!reads::<CardTask>(&format!("{roll},\"x\":1}}")));
        assert!(reads::<Command>(r#"{"type":"draw-card"}"#));
        assert!(!reads::<Command>(r#"{"type":"draw-card","cheat":true}"#));
        assert!(reads::<Effect>(r#"{"type":"swap"}"#));
        assert!(!reads::<Effect>(r#"{"type":"swap","role":"king"}"#));
        assert!(!reads::<Effect>(r#"{"type":"promotion","moves":2,"x":0}"#));
    }

    #[test]
    fn the_dice_generator_reads_as_it_was_written_and_takes_no_other_field() {
        use rand::RngCore;
        #[derive(Deserialize)]
        struct Holder {
            #[serde(deserialize_with = "rng")]
            rng: ChaCha8Rng,
        }
        let mut written = ChaCha8Rng::seed_from_u64(7);
        written.set_stream(3);
        for _ in 0..5 {
            written.next_u32();
        }
        let text = format!(r#"{{"rng":{}}}"#, serde_json::to_string(&written).unwrap());
        let mut read = serde_json::from_str::<Holder>(&text).unwrap().rng;
        assert_eq!(read, written);
        assert_eq!(read.next_u64(), written.next_u64());
        let extra = text.replace(r#""stream""#, r#""cheat":1,"stream""#);
        assert!(serde_json::from_str::<Holder>(&extra).is_err(), "{extra}");
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
