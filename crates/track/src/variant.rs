//! Variants (rules.md §5) as data presets, and the house-rule toggles.

use super::pieces::Role;
use serde::{Deserialize, Serialize};
use std::fmt;

/// The embedded presets.
pub const VARIANTS: &str = include_str!("../../../assets/variants.json");

/// A variant preset: which pieces play, which dice, cards, and the protection rule.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Variant {
    /// `small`, `small-action`, `large` or `large-action`.
    pub id: String,
    /// The piece kinds each seat plays.
    pub roles: Vec<Role>,
    /// Whether the orange die moves king and pawn.
    pub orange_die: bool,
    /// Whether `+`/`#` may draw an action card.
    pub action: bool,
    /// Whether covered pieces cannot be captured (§6).
    pub protection: bool,
    /// How many rolls a player without active pieces gets in one turn (§4.5): 3 in
    /// the booklet's games, which is left out of the JSON so that the presets and the
    /// saves written before a rule set could change it read and write as they did.
    #[serde(default = "booklet_tries", skip_serializing_if = "is_booklet_tries")]
    pub tries: u8,
    /// A fast start (issue 51): every player begins with the first piece of `roles` on
    /// the start field nearer the blocking line, not in the box. Off in the booklet's
    /// games, and then left out of the JSON, as are the knobs below.
    #[serde(default, skip_serializing_if = "is_off")]
    pub fast_start: bool,
    /// Bring in on any roll (issue 51): a number may bring a piece in instead of
    /// moving one, as a `+` does.
    #[serde(default, skip_serializing_if = "is_off")]
    pub bring_in_on_any_roll: bool,
    /// Come home exactly, as in Ludo (issue 51): a piece comes home only with the last
    /// move of its roll; in the booklet the surplus moves lapse ("lässt den Rest der
    /// Züge verfallen").
    #[serde(default, skip_serializing_if = "is_off")]
    pub exact_home: bool,
    /// No roll again after bringing a piece in (issue 51): the turn ends there; in the
    /// booklet "Es darf nun noch einmal gewürfelt werden".
    #[serde(default, skip_serializing_if = "is_off")]
    pub bring_in_ends_turn: bool,
    /// Both start fields may be taken (issue 51): the booklet's "Mindestens ein
    /// Startfeld muss immer frei sein" (§4.6) does not hold.
    #[serde(default, skip_serializing_if = "is_off")]
    pub start_fields_may_fill: bool,
    /// Capture on any move (issue 51): every move of a roll may capture, not only the
    /// last ("Mit dem letzten Zug einer Figur, kann auch eine gegnerische Figur
    /// geschlagen werden").
    #[serde(default, skip_serializing_if = "is_off")]
    pub capture_any: bool,
    /// Which die moves which piece (issue 51): the kinds the orange die moves; the
    /// white die moves the others. The booklet's "Will man mit Dame, Turm, Läufer oder
    /// Springer ziehen, gilt der weiße Würfel, für den König und den Bauern der
    /// orangene Würfel": king and pawn, and then left out of the JSON.
    #[serde(
        default = "booklet_orange_moves",
        skip_serializing_if = "is_booklet_orange_moves"
    )]
    pub orange_moves: Vec<Role>,
}

fn is_off(b: &bool) -> bool {
    !*b
}

/// The booklet's number of tries (§4.5).
pub const BOOKLET_TRIES: u8 = 3;

fn booklet_tries() -> u8 {
    BOOKLET_TRIES
}

fn is_booklet_tries(n: &u8) -> bool {
    *n == BOOKLET_TRIES
}

/// The kinds the orange die moves in the booklet's large game: king and pawn.
pub const BOOKLET_ORANGE_MOVES: [Role; 2] = [Role::King, Role::Pawn];

/// The booklet's kinds moved by the orange die, as a list.
pub fn booklet_orange_moves() -> Vec<Role> {
    BOOKLET_ORANGE_MOVES.to_vec()
}

/// Whether `roles` are the booklet's (king and pawn, in any order).
#[allow(clippy::ptr_arg)] // serde's `skip_serializing_if` hands in the field itself
pub fn is_booklet_orange_moves(roles: &Vec<Role>) -> bool {
    roles.len() == BOOKLET_ORANGE_MOVES.len()
        && BOOKLET_ORANGE_MOVES.iter().all(|r| roles.contains(r))
}

impl Variant {
    /// Every preset, in menu order.
    pub fn presets() -> Vec<Variant> {
        serde_json::from_str(VARIANTS).expect("the embedded variants are valid")
    }

    /// The preset with this id.
    pub fn by_id(id: &str) -> Option<Variant> {
        Self::presets().into_iter().find(|v| v.id == id)
    }

    /// Whether the orange die moves pieces of this kind in this game (king and pawn in
    /// the booklet); the white die moves the others.
    pub fn moved_by_orange(&self, role: Role) -> bool {
        self.orange_moves.contains(&role)
    }
}

/// A house rule toggle (all off by default).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum HouseRule {
    /// Small game: `+` and `#` both bring in; `#` misses the turn only when nothing can be brought in.
    SymbolsBringIn,
    /// Action games: `#` draws a card, `+` brings in.
    HashDrawsCard,
    /// Turns the protection rule on and adds the capture-covered cards.
    ProtectCovered,
    /// A roll may be 1 … n moves.
    MayStopEarly,
    /// The game ends when the first player finishes.
    EndAfterFirstWinner,
}

impl HouseRule {
    /// Every house rule.
    pub const ALL: [HouseRule; 5] = [
        HouseRule::SymbolsBringIn,
        HouseRule::HashDrawsCard,
        HouseRule::ProtectCovered,
        HouseRule::MayStopEarly,
        HouseRule::EndAfterFirstWinner,
    ];

    /// The command-line name.
    pub fn name(self) -> &'static str {
        match self {
            HouseRule::SymbolsBringIn => "symbols-bring-in",
            HouseRule::HashDrawsCard => "hash-draws-card",
            HouseRule::ProtectCovered => "protect-covered",
            HouseRule::MayStopEarly => "may-stop-early",
            HouseRule::EndAfterFirstWinner => "end-after-first-winner",
        }
    }

    /// Parses a command-line name.
    pub fn from_name(s: &str) -> Option<HouseRule> {
        Self::ALL.into_iter().find(|r| r.name() == s)
    }
}

impl fmt::Display for HouseRule {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The set of house rules in force.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct HouseRules(pub Vec<HouseRule>);

impl HouseRules {
    /// Whether a rule is on.
    pub fn has(&self, r: HouseRule) -> bool {
        self.0.contains(&r)
    }

    /// Turns a rule on.
    pub fn with(mut self, r: HouseRule) -> Self {
        if !self.has(r) {
            self.0.push(r);
        }
        self
    }
}
