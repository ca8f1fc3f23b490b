//! A family's own rules as one value (issue 32): which pieces play, the dice's faces,
//! the tries, the house rules, the action cards and their counts, and the game's name.
//! [`RuleSet::check`] refuses, with a typed reason, what could not make a game before
//! anything runs; [`RuleSet::variant`], [`RuleSet::dice`] and [`RuleSet::cards`] give
//! what [`crate::Setup`] and [`crate::State::new`] need.
//!
//! A rule file may leave out every field but `name` and `base`: a missing one is the
//! base game's (the booklet's dice, 3 tries, no house rule, every card as often as in
//! the base deck). Written, a rule set has every field.

use super::cards::{CardSet, Effect};
use super::dice::{Dice, Face};
use super::pieces::Role;
use super::variant::{booklet_orange_moves, HouseRule, HouseRules, Variant};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// The longest name of a rule set, in characters.
pub const MAX_NAME: usize = 40;
/// The most faces a die may have.
pub const MAX_FACES: usize = 12;
/// The highest number on a die.
pub const MAX_NUMBER: u8 = 12;
/// The fewest and the most tries (§4.5).
pub const TRIES_RANGE: std::ops::RangeInclusive<u8> = 1..=6;
/// The most copies of one card.
pub const MAX_COUNT: u8 = 9;

/// The booklet's game a rule set started from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Base {
    /// The small game.
    Small,
    /// The small game with action cards.
    SmallAction,
    /// The large game.
    Large,
    /// The large game with action cards.
    LargeAction,
}

impl Base {
    /// Every base, in menu order.
    pub const ALL: [Base; 4] = [
        Base::Small,
        Base::SmallAction,
        Base::Large,
        Base::LargeAction,
    ];

    /// The preset's id (`small`, `small-action`, `large`, `large-action`).
    pub fn id(self) -> &'static str {
        match self {
            Base::Small => "small",
            Base::SmallAction => "small-action",
            Base::Large => "large",
            Base::LargeAction => "large-action",
        }
    }

    /// The base of a preset's id.
    pub fn from_id(id: &str) -> Option<Base> {
        Base::ALL.into_iter().find(|b| b.id() == id)
    }

    /// The preset itself.
    pub fn variant(self) -> Variant {
        Variant::by_id(self.id()).expect("every base is an embedded preset")
    }
}

/// The two dice, as a rule set's problems name them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Die {
    /// The white die: numbers, `+` and `#`.
    White,
    /// The orange die: numbers for king and pawn.
    Orange,
}

/// A field of a rule file, as a reader's error names it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum RuleField {
    /// `name`.
    Name,
    /// `base`.
    Base,
    /// `roles`.
    Roles,
    /// `white`.
    White,
    /// `orange`.
    Orange,
    /// `tries`.
    Tries,
    /// `house_rules`.
    HouseRules,
    /// `action`.
    Action,
    /// `protection`.
    Protection,
    /// `deck`.
    Deck,
    /// `fast_start`.
    FastStart,
    /// `bring_in_on_any_roll`.
    BringInOnAnyRoll,
    /// `exact_home`.
    ExactHome,
    /// `bring_in_ends_turn`.
    BringInEndsTurn,
    /// `start_fields_may_fill`.
    StartFieldsMayFill,
    /// `capture_any`.
    CaptureAny,
    /// `orange_moves`.
    OrangeMoves,
}

impl RuleField {
    /// Every field, in the order a rule set writes them.
    pub const ALL: [RuleField; 17] = [
        RuleField::Name,
        RuleField::Base,
        RuleField::Roles,
        RuleField::White,
        RuleField::Orange,
        RuleField::Tries,
        RuleField::HouseRules,
        RuleField::Action,
        RuleField::Protection,
        RuleField::Deck,
        RuleField::FastStart,
        RuleField::BringInOnAnyRoll,
        RuleField::ExactHome,
        RuleField::BringInEndsTurn,
        RuleField::StartFieldsMayFill,
        RuleField::CaptureAny,
        RuleField::OrangeMoves,
    ];

    /// The field's name in the JSON.
    pub fn name(self) -> &'static str {
        match self {
            RuleField::Name => "name",
            RuleField::Base => "base",
            RuleField::Roles => "roles",
            RuleField::White => "white",
            RuleField::Orange => "orange",
            RuleField::Tries => "tries",
            RuleField::HouseRules => "house_rules",
            RuleField::Action => "action",
            RuleField::Protection => "protection",
            RuleField::Deck => "deck",
            RuleField::FastStart => "fast_start",
            RuleField::BringInOnAnyRoll => "bring_in_on_any_roll",
            RuleField::ExactHome => "exact_home",
            RuleField::BringInEndsTurn => "bring_in_ends_turn",
            RuleField::StartFieldsMayFill => "start_fields_may_fill",
            RuleField::CaptureAny => "capture_any",
            RuleField::OrangeMoves => "orange_moves",
        }
    }

    /// The field of a JSON name.
    pub fn from_name(s: &str) -> Option<RuleField> {
        RuleField::ALL.into_iter().find(|f| f.name() == s)
    }
}

/// A knob the booklet names that its own games leave as they are (issue 51): a switch
/// of a rule set, off in the booklet's games.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Knob {
    /// Every player begins with the first of their pieces on a start field.
    FastStart,
    /// A number may bring a piece in instead of moving one.
    BringInOnAnyRoll,
    /// A piece comes home only with the last move of its roll, as in Ludo.
    ExactHome,
    /// No roll again after bringing a piece in.
    BringInEndsTurn,
    /// Own pieces may stand on both start fields.
    StartFieldsMayFill,
    /// Every move of a roll may capture, not only the last.
    CaptureAny,
}

impl Knob {
    /// Every knob, in the editor's order.
    pub const ALL: [Knob; 6] = [
        Knob::FastStart,
        Knob::BringInOnAnyRoll,
        Knob::BringInEndsTurn,
        Knob::StartFieldsMayFill,
        Knob::ExactHome,
        Knob::CaptureAny,
    ];

    /// The knob's field of a rule file.
    pub fn field(self) -> RuleField {
        match self {
            Knob::FastStart => RuleField::FastStart,
            Knob::BringInOnAnyRoll => RuleField::BringInOnAnyRoll,
            Knob::ExactHome => RuleField::ExactHome,
            Knob::BringInEndsTurn => RuleField::BringInEndsTurn,
            Knob::StartFieldsMayFill => RuleField::StartFieldsMayFill,
            Knob::CaptureAny => RuleField::CaptureAny,
        }
    }

    /// Whether the knob is on in `rules`.
    pub fn is_on(self, rules: &RuleSet) -> bool {
        match self {
            Knob::FastStart => rules.fast_start,
            Knob::BringInOnAnyRoll => rules.bring_in_on_any_roll,
            Knob::ExactHome => rules.exact_home,
            Knob::BringInEndsTurn => rules.bring_in_ends_turn,
            Knob::StartFieldsMayFill => rules.start_fields_may_fill,
            Knob::CaptureAny => rules.capture_any,
        }
    }

    /// Turns the knob the other way in `rules`.
    pub fn toggle(self, rules: &mut RuleSet) {
        let b = match self {
            Knob::FastStart => &mut rules.fast_start,
            Knob::BringInOnAnyRoll => &mut rules.bring_in_on_any_roll,
            Knob::ExactHome => &mut rules.exact_home,
            Knob::BringInEndsTurn => &mut rules.bring_in_ends_turn,
            Knob::StartFieldsMayFill => &mut rules.start_fields_may_fill,
            Knob::CaptureAny => &mut rules.capture_any,
        };
        *b = !*b;
    }
}

/// A family's own rules: everything that makes a game of the track but the board and
/// the players. It round-trips through JSON (`docs/rule-sets.md`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(from = "RuleFile")]
pub struct RuleSet {
    /// The game's name: the variant's id in a game and its save.
    pub name: String,
    /// The booklet's game it started from.
    pub base: Base,
    /// The piece kinds each seat plays, in the order given.
    pub roles: Vec<Role>,
    /// The white die's faces.
    pub white: Vec<Face>,
    /// The orange die's faces (numbers; used only when king or pawn play).
    pub orange: Vec<Face>,
    /// Rolls a player without an active piece gets in a turn (§4.5).
    pub tries: u8,
    /// The booklet's house rules in force.
    pub house_rules: HouseRules,
    /// Whether action cards are in the game.
    pub action: bool,
    /// Whether covered pieces cannot be captured (§6).
    pub protection: bool,
    /// Copies of each card, by the card's id: 0 takes the card out; a card not listed
    /// is in as often as in the base deck.
    pub deck: BTreeMap<String, u8>,
    /// The knobs the booklet names that its games leave as they are (issue 51), each
    /// off in the booklet's games: every player begins with a piece on a start field.
    pub fast_start: bool,
    /// A number may bring a piece in instead of moving one.
    pub bring_in_on_any_roll: bool,
    /// A piece comes home only with the last move of its roll, as in Ludo.
    pub exact_home: bool,
    /// The turn ends after bringing a piece in, with no roll again.
    pub bring_in_ends_turn: bool,
    /// Own pieces may stand on both start fields.
    pub start_fields_may_fill: bool,
    /// Every move of a roll may capture, not only the last.
    pub capture_any: bool,
    /// Which die moves which piece: the kinds the orange die moves, in the order of
    /// [`Role::ALL`]; the white die moves the others. King and pawn in the booklet.
    pub orange_moves: Vec<Role>,
}

/// A rule file as read: every field but `name` and `base` may be left out.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RuleFile {
    name: String,
    base: Base,
    roles: Option<Vec<Role>>,
    white: Option<Vec<Face>>,
    orange: Option<Vec<Face>>,
    tries: Option<u8>,
    house_rules: Option<HouseRules>,
    action: Option<bool>,
    protection: Option<bool>,
    #[serde(default)]
    deck: BTreeMap<String, u8>,
    #[serde(default)]
    fast_start: bool,
    #[serde(default)]
    bring_in_on_any_roll: bool,
    #[serde(default)]
    exact_home: bool,
    #[serde(default)]
    bring_in_ends_turn: bool,
    #[serde(default)]
    start_fields_may_fill: bool,
    #[serde(default)]
    capture_any: bool,
    #[serde(default = "booklet_orange_moves")]
    orange_moves: Vec<Role>,
}

impl From<RuleFile> for RuleSet {
    fn from(f: RuleFile) -> RuleSet {
        let preset = f.base.variant();
        let dice = Dice::default_dice();
        RuleSet {
            name: f.name,
            base: f.base,
            roles: f.roles.unwrap_or(preset.roles),
            white: f.white.unwrap_or(dice.white),
            orange: f.orange.unwrap_or(dice.orange),
            tries: f.tries.unwrap_or(preset.tries),
            house_rules: f.house_rules.unwrap_or_default(),
            action: f.action.unwrap_or(preset.action),
            protection: f.protection.unwrap_or(preset.protection),
            deck: f.deck,
            fast_start: f.fast_start,
            bring_in_on_any_roll: f.bring_in_on_any_roll,
            exact_home: f.exact_home,
            bring_in_ends_turn: f.bring_in_ends_turn,
            start_fields_may_fill: f.start_fields_may_fill,
            capture_any: f.capture_any,
            orange_moves: in_role_order(&f.orange_moves),
        }
    }
}

/// Each kind of `roles` once, in the order of [`Role::ALL`].
fn in_role_order(roles: &[Role]) -> Vec<Role> {
    Role::ALL
        .into_iter()
        .filter(|r| roles.contains(r))
        .collect()
}

/// Why a rule set cannot make a game: one reason, with its values.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RuleSetProblem {
    /// The name is empty (or only spaces).
    EmptyName,
    /// The name is longer than [`MAX_NAME`] characters.
    NameTooLong {
        /// Its length in characters.
        length: usize,
        /// The most allowed.
        max: usize,
    },
    /// No piece plays.
    NoPiece,
    /// A piece kind is listed twice.
    PieceTwice(Role),
    /// A die that is needed has no face.
    NoFaces(Die),
    /// A die has more than [`MAX_FACES`] faces.
    TooManyFaces {
        /// Which die.
        die: Die,
        /// How many faces it has.
        faces: usize,
        /// The most allowed.
        max: usize,
    },
    /// A face shows a number over [`MAX_NUMBER`].
    NumberTooHigh {
        /// Which die.
        die: Die,
        /// The number.
        number: u8,
        /// The highest allowed.
        max: u8,
    },
    /// The orange die, which king and pawn move by, shows `+` or `#`.
    OrangeSymbol(Face),
    /// The white die has no number, so the pieces it moves could never move.
    NoNumberFace,
    /// No face brings a piece in (no `+`, and `#` does not bring in): nobody could ever
    /// leave the start box.
    NoBringIn,
    /// The white die shows only `#`, so the orange die is never used: the pieces it
    /// moves (king, pawn) could never move, and no card moves them either.
    OrangeNeverUsed,
    /// In a game with action cards, no face of the dice moves pieces of this kind, and
    /// no card that can be drawn gives them moves (a deck whose cards only send pieces
    /// back, or whose cards are never drawn): they could never move, and no game would
    /// ever end.
    CardsNeverMove(Role),
    /// The tries are outside [`TRIES_RANGE`].
    TriesOutOfRange {
        /// The tries asked for.
        tries: u8,
        /// The fewest allowed.
        min: u8,
        /// The most allowed.
        max: u8,
    },
    /// The deck names a card the base deck does not know.
    UnknownCard(String),
    /// A card is in more than [`MAX_COUNT`] times.
    CountTooHigh {
        /// The card's id.
        card: String,
        /// Its count.
        count: u8,
        /// The most allowed.
        max: u8,
    },
    /// Action cards are on, but no card is left for these pieces.
    NoCards,
    /// A house rule that needs the action cards, without them.
    NeedsCards(HouseRule),
}

impl RuleSet {
    /// The rule set of a booklet's game: its pieces, dice, tries and rules, and every
    /// card of `cards` with its count. A variant that is no preset gets the base that
    /// is most like it (large with king or pawn, action with cards).
    pub fn from_preset(variant: &Variant, dice: &Dice, cards: &CardSet) -> RuleSet {
        let base = Base::from_id(&variant.id).unwrap_or({
            let large = variant.roles.iter().any(|r| r.uses_orange_die());
            match (large, variant.action) {
                (false, false) => Base::Small,
                (false, true) => Base::SmallAction,
                (true, false) => Base::Large,
                (true, true) => Base::LargeAction,
            }
        });
        RuleSet {
            name: variant.id.clone(),
            base,
            roles: variant.roles.clone(),
            white: dice.white.clone(),
            orange: dice.orange.clone(),
            tries: variant.tries,
            house_rules: HouseRules::default(),
            action: variant.action,
            protection: variant.protection,
            deck: cards
                .cards
                .iter()
                .map(|c| (c.id.to_string(), c.count))
                .collect(),
            fast_start: variant.fast_start,
            bring_in_on_any_roll: variant.bring_in_on_any_roll,
            exact_home: variant.exact_home,
            bring_in_ends_turn: variant.bring_in_ends_turn,
            start_fields_may_fill: variant.start_fields_may_fill,
            capture_any: variant.capture_any,
            orange_moves: in_role_order(&variant.orange_moves),
        }
    }

    /// Whether the orange die is thrown: a piece it moves plays (king or pawn in the
    /// booklet).
    pub fn orange_die(&self) -> bool {
        self.roles.iter().any(|r| self.moved_by_orange(*r))
    }

    /// Whether the orange die moves pieces of this kind; the white die moves the others.
    pub fn moved_by_orange(&self, role: Role) -> bool {
        self.orange_moves.contains(&role)
    }

    /// Pieces of this kind move by the other die from now on.
    pub fn toggle_die_of(&mut self, role: Role) {
        let mut moves = self.orange_moves.clone();
        if let Some(i) = moves.iter().position(|r| *r == role) {
            moves.remove(i);
        } else {
            moves.push(role);
        }
        self.orange_moves = in_role_order(&moves);
    }

    /// The variant of a game with these rules; its id is the rule set's name, so that
    /// a save says which game it was.
    pub fn variant(&self) -> Variant {
        Variant {
            id: self.name.clone(),
            roles: self.roles.clone(),
            orange_die: self.orange_die(),
            action: self.action,
            protection: self.protection,
            tries: self.tries,
            fast_start: self.fast_start,
            bring_in_on_any_roll: self.bring_in_on_any_roll,
            exact_home: self.exact_home,
            bring_in_ends_turn: self.bring_in_ends_turn,
            start_fields_may_fill: self.start_fields_may_fill,
            capture_any: self.capture_any,
            orange_moves: self.orange_moves.clone(),
        }
    }

    /// The dice of a game with these rules.
    pub fn dice(&self) -> Dice {
        Dice {
            white: self.white.clone(),
            orange: self.orange.clone(),
        }
    }

    /// The card definitions of a game with these rules: the base deck's cards with the
    /// rule set's counts, those with 0 left out.
    pub fn cards(&self, base_deck: &CardSet) -> CardSet {
        CardSet {
            cards: base_deck
                .cards
                .iter()
                .map(|c| {
                    let mut c = c.clone();
                    c.count = self.deck.get(c.id.as_str()).copied().unwrap_or(c.count);
                    c
                })
                .filter(|c| c.count > 0)
                .collect(),
        }
    }

    /// Whether these rules can make a game that can be played and can end: the first
    /// reason why not, in the order of the fields (name, pieces, dice, tries, cards).
    ///
    /// # Errors
    /// The [`RuleSetProblem`] with its values.
    pub fn check(&self, base_deck: &CardSet) -> Result<(), RuleSetProblem> {
        use RuleSetProblem as P;
        let name = self.name.trim();
        if name.is_empty() {
            return Err(P::EmptyName);
        }
        let length = self.name.chars().count();
        if length > MAX_NAME {
            return Err(P::NameTooLong {
                length,
                max: MAX_NAME,
            });
        }
        if self.roles.is_empty() {
            return Err(P::NoPiece);
        }
        for (i, r) in self.roles.iter().enumerate() {
            if self.roles[..i].contains(r) {
                return Err(P::PieceTwice(*r));
            }
        }
        self.check_die(Die::White, &self.white)?;
        if self.orange_die() {
            self.check_die(Die::Orange, &self.orange)?;
            if let Some(f) = self.orange.iter().find(|f| !matches!(f, Face::Pips(_))) {
                return Err(P::OrangeSymbol(*f));
            }
        }
        if !TRIES_RANGE.contains(&self.tries) {
            return Err(P::TriesOutOfRange {
                tries: self.tries,
                min: *TRIES_RANGE.start(),
                max: *TRIES_RANGE.end(),
            });
        }
        for (card, count) in &self.deck {
            if !base_deck.cards.iter().any(|c| c.id == card.as_str()) {
                return Err(P::UnknownCard(card.clone()));
            }
            if *count > MAX_COUNT {
                return Err(P::CountTooHigh {
                    card: card.clone(),
                    count: *count,
                    max: MAX_COUNT,
                });
            }
        }
        if !self.action && self.house_rules.has(HouseRule::HashDrawsCard) {
            return Err(P::NeedsCards(HouseRule::HashDrawsCard));
        }
        let cards = self.cards(base_deck);
        let in_game = cards.for_variant(&self.variant(), &self.house_rules);
        if self.action && in_game.is_empty() {
            return Err(P::NoCards);
        }
        // A card brings in: a bring-in card, or cards that put every kind that plays
        // on a start field ("Alle Damen müssen auf ein Startfeld", from the box too).
        let card_brings_in = in_game.iter().any(|c| c.effect == Effect::BringIn)
            || self.roles.iter().all(|r| {
                in_game
                    .iter()
                    .any(|c| c.effect == Effect::AllToStart { role: *r })
            });
        if !self
            .white
            .iter()
            .any(|f| self.face_brings_in(*f, card_brings_in))
        {
            return Err(P::NoBringIn);
        }
        // Every kind of piece that plays must be able to move, or no game ends. The
        // white die moves its pieces on a number; the orange die moves its pieces on a
        // number or a `+` of the white die (a `#` moves nothing). In an action game a
        // card that can be drawn and gives a kind moves moves it too.
        let draws = self.action && self.white.iter().any(|f| self.face_draws_card(*f));
        for r in &self.roles {
            let by_dice = self.white.iter().any(|f| match f {
                Face::Pips(_) => true,
                Face::Plus => self.moved_by_orange(*r),
                Face::Hash => false,
            });
            let by_card = draws
                && in_game.iter().any(|c| match c.effect {
                    Effect::ExtraMoves { role, .. } => role == *r,
                    Effect::Promotion { .. } => *r == Role::Pawn,
                    _ => false,
                });
            if !by_dice && !by_card {
                return Err(if self.action {
                    P::CardsNeverMove(*r)
                } else if self.moved_by_orange(*r) {
                    P::OrangeNeverUsed
                } else {
                    P::NoNumberFace
                });
            }
        }
        Ok(())
    }

    /// A die's faces: some, not too many, no number too high.
    fn check_die(&self, die: Die, faces: &[Face]) -> Result<(), RuleSetProblem> {
        if faces.is_empty() {
            return Err(RuleSetProblem::NoFaces(die));
        }
        if faces.len() > MAX_FACES {
            return Err(RuleSetProblem::TooManyFaces {
                die,
                faces: faces.len(),
                max: MAX_FACES,
            });
        }
        for f in faces {
            if let Face::Pips(n) = f {
                if *n > MAX_NUMBER {
                    return Err(RuleSetProblem::NumberTooHigh {
                        die,
                        number: *n,
                        max: MAX_NUMBER,
                    });
                }
            }
        }
        Ok(())
    }

    /// Whether a white face lets the player draw an action card, as `roll_choices` lets
    /// it (in an action game): `+` unless `#` draws the cards, and `#`.
    fn face_draws_card(&self, face: Face) -> bool {
        match face {
            Face::Pips(_) => false,
            Face::Plus => !self.house_rules.has(HouseRule::HashDrawsCard),
            Face::Hash => true,
        }
    }

    /// Whether a white face can bring a piece in, as `roll_choices` lets it: a number
    /// with *bring in on any roll*; `+` always; `#` in an action game unless it draws a card, or with symbols-bring-in
    /// in a game without cards. A face that draws a card brings in when the deck has a
    /// bring-in card.
    fn face_brings_in(&self, face: Face, card_brings_in: bool) -> bool {
        let hash_draws = self.house_rules.has(HouseRule::HashDrawsCard);
        match face {
            Face::Pips(_) => self.bring_in_on_any_roll,
            Face::Plus => true,
            Face::Hash if self.action => !hash_draws || card_brings_in,
            Face::Hash => self.house_rules.has(HouseRule::SymbolsBringIn),
        }
    }
}
