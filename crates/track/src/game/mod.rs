//! The game state ([`State`]) and its read-only questions.

pub mod event;

use super::board::Board;
use super::card_effects::CardTask;
use super::cards::{CardId, CardSet};
use super::deck::Deck;
use super::dice::{Dice, Face};
use super::movement::RollOptions;
use super::pieces::{Location, PieceId, Position, Seat};
use super::setup::{Setup, SetupError};
use super::variant::HouseRule;
use rand::seq::SliceRandom;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};
use std::sync::Arc;

/// The decision at hand.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(remote = "Self", tag = "type", rename_all = "kebab-case")]
pub enum Phase {
    /// The player must roll.
    Roll,
    /// The dice show these faces; the player chooses what to do.
    Decide {
        /// The white die.
        white: Face,
        /// The orange die (large game).
        orange: Option<u8>,
    },
    /// A drawn card asks for a choice.
    Card {
        /// The card's id.
        card: CardId,
        /// What it asks for.
        task: CardTask,
    },
    /// The game is over.
    Over,
}

crate::strict::tagged_without_stray_fields!(Phase, |p| matches!(p, Phase::Roll | Phase::Over));

/// The turn in progress.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Turn {
    /// Whose turn.
    pub seat: Seat,
    /// Useless rolls so far while the player had no active piece.
    pub tries_used: u8,
    /// Whether a piece was brought in this turn (which ends the tries).
    pub brought_in: bool,
    /// Whether the next roll may capture covered pieces (a card).
    pub capture_covered: bool,
}

impl Turn {
    fn new(seat: Seat) -> Turn {
        Turn {
            seat,
            tries_used: 0,
            brought_in: false,
            capture_covered: false,
        }
    }
}

/// The whole game state. It round-trips through JSON.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct State {
    setup: Setup,
    board: Arc<Board>,
    dice: Dice,
    deck: Deck,
    position: Position,
    #[serde(deserialize_with = "crate::strict::rng")]
    rng: ChaCha8Rng,
    phase: Phase,
    turn: Turn,
    round: u32,
    placings: Vec<Seat>,
    miss_next: Vec<Seat>,
    /// The legal choices of this exact state, computed once on first use.
    #[serde(skip)]
    choices: ChoiceCache,
}

/// A memo of the legal choices. It never counts in comparisons or saves, and every
/// change of the state drops it.
#[derive(Clone, Debug, Default)]
struct ChoiceCache(std::sync::OnceLock<super::choices::Decision>);

impl PartialEq for ChoiceCache {
    fn eq(&self, _: &Self) -> bool {
        true
    }
}

impl State {
    /// A new game: every piece of the variant in its box, the deck shuffled with the
    /// game's seeded generator, the first player to roll.
    ///
    /// ```
    /// use std::sync::Arc;
    /// use track::{board::Board, cards::CardSet, dice::Dice, Phase, Setup, State};
    /// use track::variant::{HouseRules, Variant};
    /// let setup = Setup::new(Variant::by_id("large-action").unwrap(), HouseRules::default(), 3, 42);
    /// let state = State::new(setup, Arc::new(Board::classic()), Dice::default_dice(), &CardSet::default_deck())
    ///     .expect("three default seats fit the classic board");
    /// assert_eq!(*state.phase(), Phase::Roll);
    /// assert_eq!(state.position().in_box(state.turn().seat).count(), 6);
    /// ```
    ///
    /// # Errors
    /// A [`SetupError`] when the seats do not fit the board.
    pub fn new(
        setup: Setup,
        board: Arc<Board>,
        dice: Dice,
        cards: &CardSet,
    ) -> Result<State, SetupError> {
        let mut seen = setup.seats.clone();
        seen.sort();
        seen.dedup();
        if seen.len() != setup.seats.len() || !(2..=4).contains(&seen.len()) {
            return Err(SetupError::BadSeats);
        }
        for s in &setup.seats {
            if board.seat(*s).is_none() {
                return Err(SetupError::SeatNotOnBoard(*s));
            }
        }
        if !setup.seats.contains(&setup.first) {
            return Err(SetupError::FirstNotPlaying(setup.first));
        }
        let mut position = Position::empty();
        for s in &setup.seats {
            for r in &setup.variant.roles {
                position.set(PieceId { seat: *s, role: *r }, Location::Box);
            }
            // A fast start: the first piece stands on the start field nearer the line.
            if let (true, Some(first), Some(l)) = (
                setup.variant.fast_start,
                setup.variant.roles.first(),
                board.seat(*s),
            ) {
                let piece = PieceId {
                    seat: *s,
                    role: *first,
                };
                position.set(piece, Location::Track(l.start[0]));
            }
        }
        let mut rng = ChaCha8Rng::seed_from_u64(setup.seed);
        let mut deck = Deck::for_setup(cards, &setup);
        deck.draw.shuffle(&mut rng);
        let turn = Turn::new(setup.first);
        Ok(State {
            setup,
            board,
            dice,
            deck,
            position,
            rng,
            phase: Phase::Roll,
            turn,
            round: 1,
            placings: vec![],
            miss_next: vec![],
            choices: ChoiceCache::default(),
        })
    }

    /// A game of the classic board, default dice and deck.
    pub fn classic(setup: Setup) -> State {
        State::new(
            setup,
            Arc::new(Board::classic()),
            Dice::default_dice(),
            &CardSet::default_deck(),
        )
        .expect("default seats fit the classic board")
    }

    /// Replaces the position, for scenarios and lessons: any pieces, any squares.
    pub fn with_position(mut self, position: Position) -> State {
        self.position = position;
        self.choices = ChoiceCache::default();
        self
    }

    /// Sets the decision at hand and whose turn it is, for scenarios.
    pub fn with_phase(mut self, seat: Seat, phase: Phase) -> State {
        self.turn = Turn::new(seat);
        self.phase = phase;
        self.choices = ChoiceCache::default();
        self
    }

    /// Replaces the game's random generator (the dealer of the dice and shuffles) by
    /// one seeded from `seed`; nothing else changes. The hard player imagines positions
    /// this way, on a generator of its own, and tests change the future dice this way.
    pub fn with_dealer_seed(mut self, seed: u64) -> State {
        self.rng = ChaCha8Rng::seed_from_u64(seed);
        self.choices = ChoiceCache::default();
        self
    }

    /// Puts the cards still to be drawn in another order (seeded by `seed`); nothing
    /// else changes. Tests use it, with [`State::with_dealer_seed`], to check that a
    /// computer player never reads the cards or dice still to come.
    pub fn with_draw_pile_shuffled(mut self, seed: u64) -> State {
        self.deck.draw.shuffle(&mut ChaCha8Rng::seed_from_u64(seed));
        self.choices = ChoiceCache::default();
        self
    }

    /// Replaces the draw pile (top last) by these card ids, for scenarios.
    pub fn with_draw_pile(mut self, ids: &[&str]) -> State {
        self.deck.draw = ids
            .iter()
            .filter_map(|id| self.deck.cards.iter().position(|c| c.id == *id))
            .collect();
        self.deck.discard.clear();
        self.choices = ChoiceCache::default();
        self
    }

    /// The setup.
    pub fn setup(&self) -> &Setup {
        &self.setup
    }
    /// The board.
    pub fn board(&self) -> &Board {
        &self.board
    }
    /// The board, shared.
    pub fn board_arc(&self) -> &Arc<Board> {
        &self.board
    }
    /// The dice.
    pub fn dice(&self) -> &Dice {
        &self.dice
    }
    /// The deck.
    pub fn deck(&self) -> &Deck {
        &self.deck
    }
    /// Where every piece stands.
    pub fn position(&self) -> &Position {
        &self.position
    }
    /// The decision at hand.
    pub fn phase(&self) -> &Phase {
        &self.phase
    }
    /// The turn in progress.
    pub fn turn(&self) -> &Turn {
        &self.turn
    }
    /// The round, from 1.
    pub fn round(&self) -> u32 {
        self.round
    }
    /// Seats that have finished, in order.
    pub fn placings(&self) -> &[Seat] {
        &self.placings
    }
    /// Whether the game is over.
    pub fn is_over(&self) -> bool {
        self.phase == Phase::Over
    }
    /// Seats that will miss their next turn.
    pub fn missing_next(&self) -> &[Seat] {
        &self.miss_next
    }
    /// Whether a seat has finished.
    pub fn has_finished(&self, seat: Seat) -> bool {
        self.placings.contains(&seat)
    }

    /// A generator for bots' tie-breaks: a function of the game state, independent of
    /// the dice, so that the same seed always gives the same decisions.
    pub fn decision_rng(&self) -> ChaCha8Rng {
        let mut r = self.rng.clone();
        r.set_stream(1);
        r
    }

    /// Draws from a copy of the dealer's generator (the game's seeded random generator)
    /// and returns what was drawn with the generator's position after the draw. The
    /// state itself is unchanged: the event that carries the outcome also carries that
    /// position, and [`State::apply`] moves the generator there without drawing.
    pub(super) fn deal<T>(&self, draw: impl FnOnce(&mut ChaCha8Rng) -> T) -> (T, u64) {
        let mut rng = self.rng.clone();
        let drawn = draw(&mut rng);
        // A game draws far fewer than 2^64 words.
        (drawn, rng.get_word_pos() as u64)
    }

    /// The memo of this exact state's legal choices.
    pub(super) fn choice_memo(&self) -> &std::sync::OnceLock<super::choices::Decision> {
        &self.choices.0
    }

    pub(super) fn roll_options(&self, capture_covered: bool) -> RollOptions {
        RollOptions {
            protection: self.setup.protection(),
            capture_covered,
            stop_early: self.setup.rules.has(HouseRule::MayStopEarly),
            moves_as: None,
            exact_home: self.setup.variant.exact_home,
            capture_any: self.setup.variant.capture_any,
        }
    }

    // ----- legal choices -----
}
