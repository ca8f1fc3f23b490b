//! The dice: faces are data (`assets/dice.json`).

use rand::Rng;
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;

/// The embedded default dice.
pub const DEFAULT_DICE: &str = include_str!("../../../assets/dice.json");

/// One face of a die.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Face {
    /// A number: that many moves.
    Pips(u8),
    /// `+`: bring a piece in ("einsetzen").
    Plus,
    /// `#`: miss the turn ("aussetzen").
    Hash,
}

impl fmt::Display for Face {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Face::Pips(n) => write!(f, "{n}"),
            Face::Plus => f.write_str("+"),
            Face::Hash => f.write_str("#"),
        }
    }
}

impl Face {
    /// Parses `1`…`99`, `+` or `#`.
    pub fn parse(s: &str) -> Option<Face> {
        match s {
            "+" => Some(Face::Plus),
            "#" => Some(Face::Hash),
            _ => s.parse::<u8>().ok().filter(|n| *n > 0).map(Face::Pips),
        }
    }
}

impl Serialize for Face {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for Face {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        d.deserialize_any(FaceVisitor)
    }
}

/// Reads a face written as text (`"3"`, `"+"`, `"#"`), as the game writes it, or as a
/// bare number (`3`), as a person writing a rule file may.
struct FaceVisitor;

impl serde::de::Visitor<'_> for FaceVisitor {
    type Value = Face;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a die face: a number from 1, \"+\" or \"#\"")
    }

    fn visit_str<E: serde::de::Error>(self, s: &str) -> Result<Face, E> {
        Face::parse(s).ok_or_else(|| E::custom(format!("unknown die face '{s}'")))
    }

    fn visit_u64<E: serde::de::Error>(self, n: u64) -> Result<Face, E> {
        u8::try_from(n)
            .ok()
            .filter(|n| *n > 0)
            .map(Face::Pips)
            .ok_or_else(|| E::custom(format!("unknown die face '{n}'")))
    }

    fn visit_i64<E: serde::de::Error>(self, n: i64) -> Result<Face, E> {
        Err(E::custom(format!("unknown die face '{n}'")))
    }
}

/// The white die (every face) and the orange die (numbers only).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Dice {
    /// Faces of the white die.
    pub white: Vec<Face>,
    /// Faces of the orange die (large game): numbers for king and pawn.
    pub orange: Vec<Face>,
}

impl Dice {
    /// The default dice: white `1 2 3 4 + #`, orange `3 4 5 6 7 8`.
    pub fn default_dice() -> Dice {
        serde_json::from_str(DEFAULT_DICE).expect("the embedded dice are valid")
    }

    /// Throws the white die, and the orange one when `orange`. The face is drawn as a
    /// `u64` index, never a `usize`: a `usize` range draws differently where `usize` has
    /// 32 bits (the browser build), and the same seed must give the same game on every
    /// platform (a save from the desktop plays on in the browser). On 64-bit machines the
    /// two draws are the same, so no seeded game changed.
    pub fn throw(&self, rng: &mut ChaCha8Rng, orange: bool) -> (Face, Option<u8>) {
        let face = |rng: &mut ChaCha8Rng, n: usize| rng.gen_range(0..n as u64) as usize;
        let white = self.white[face(rng, self.white.len())];
        let orange = orange.then(|| match self.orange[face(rng, self.orange.len())] {
            Face::Pips(n) => n,
            _ => 0,
        });
        (white, orange)
    }
}
