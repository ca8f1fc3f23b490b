//! The game: state, commands, events, and the turn (rules.md §4–§7).
//!
//! A [`Command`] goes to [`State::check`], then [`State::execute`], which produces
//! [`Event`]s; only [`State::apply`] changes the state. `execute` works on a scratch
//! copy, applying each event as it is produced, so that later decisions of the same
//! command see their effect. [`State::play`] does all three.

use super::board::Board;
use super::cards::{Card, CardSet, Effect};
use super::dice::{Dice, Face};
use super::geometry::Square;
use super::movement::{can_move, roll_outcomes, Occupancy, RollOptions, RollOutcomes, Target};
use super::pieces::{Location, PieceId, Position, Role, Seat};
use super::protection;
use super::variant::{HouseRule, HouseRules, Variant};
use rand::seq::SliceRandom;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};
use std::fmt;
use std::sync::Arc;

/// How many rolls a player without active pieces gets in one turn (§4.5).
pub const TRIES: u8 = 3;

/// Who plays what: everything fixed when a game starts.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Setup {
    /// The variant preset.
    pub variant: Variant,
    /// House rules in force.
    pub rules: HouseRules,
    /// The playing seats, in turn order.
    pub seats: Vec<Seat>,
    /// Who rolls first.
    pub first: Seat,
    /// The seed of the game's random generator.
    pub seed: u64,
}

impl Setup {
    /// The default seats for a number of players: 2 → 0 and 2; 3 → 0, 1, 2; 4 → all.
    pub fn default_seats(players: usize) -> Vec<Seat> {
        match players {
            2 => vec![Seat(0), Seat(2)],
            3 => vec![Seat(0), Seat(1), Seat(2)],
            _ => Seat::ALL.to_vec(),
        }
    }

    /// A setup with default seats, the first seat starting.
    pub fn new(variant: Variant, rules: HouseRules, players: usize, seed: u64) -> Setup {
        let seats = Self::default_seats(players);
        Setup {
            first: seats[0],
            variant,
            rules,
            seats,
            seed,
        }
    }

    /// Whether covered pieces are protected (§6).
    pub fn protection(&self) -> bool {
        self.variant.protection || self.rules.has(HouseRule::ProtectCovered)
    }
}

/// A player's decision.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "kebab-case")]
pub enum Command {
    /// Roll the dice.
    Roll,
    /// Bring a piece from the box onto a start field (after `+`, or by a card).
    BringIn {
        /// The piece kind.
        role: Role,
        /// The start field.
        field: Square,
    },
    /// Draw the top action card (after `+`/`#` in the action games).
    DrawCard,
    /// Make a roll with one piece: the square landed on by each move (the house square
    /// last when coming home).
    Move {
        /// The piece kind.
        role: Role,
        /// The route.
        route: Vec<Square>,
    },
    /// Do nothing with this roll (where declining is allowed).
    Pass,
    /// Card: swap two active pieces.
    Swap {
        /// One piece.
        a: PieceId,
        /// The other.
        b: PieceId,
    },
    /// Card: send an opponent's active piece back to its box.
    SendBack {
        /// The piece.
        piece: PieceId,
    },
    /// Card: put an own active piece on a free pause field of one's colour.
    SafeSpot {
        /// The piece kind.
        role: Role,
        /// The pause field.
        field: Square,
    },
}

/// A choice as listed for players and bots: a [`Command`] with a roll's target instead of its route.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Choice {
    /// Roll the dice.
    Roll,
    /// Bring a piece in.
    BringIn {
        /// The piece kind.
        role: Role,
        /// The start field.
        field: Square,
    },
    /// Draw a card.
    DrawCard,
    /// A roll of one piece to one result.
    Move {
        /// The piece kind.
        role: Role,
        /// Where it ends.
        target: Target,
        /// What it captures.
        captures: Option<PieceId>,
        /// How many moves the example route takes.
        moves: u8,
    },
    /// Decline.
    Pass,
    /// Swap two active pieces.
    Swap {
        /// One piece.
        a: PieceId,
        /// The other.
        b: PieceId,
    },
    /// Send an opponent's piece to its box.
    SendBack {
        /// The piece.
        piece: PieceId,
    },
    /// Put an own piece on a pause field.
    SafeSpot {
        /// The piece kind.
        role: Role,
        /// The pause field.
        field: Square,
    },
}

/// Something that happened. The log of events replays a game exactly.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "kebab-case")]
pub enum Event {
    /// A seat's turn begins.
    TurnStarted {
        /// Whose turn.
        seat: Seat,
        /// The round number, from 1.
        round: u32,
    },
    /// A seat's turn is skipped (a "miss a turn" card).
    TurnSkipped {
        /// Whose turn.
        seat: Seat,
    },
    /// The dice were thrown.
    Rolled {
        /// Who rolled.
        seat: Seat,
        /// The white die.
        white: Face,
        /// The orange die, in the large game.
        orange: Option<u8>,
    },
    /// A piece came from the box onto a start field.
    BroughtIn {
        /// The piece.
        piece: PieceId,
        /// The start field.
        field: Square,
    },
    /// One move of a roll.
    Stepped {
        /// The piece.
        piece: PieceId,
        /// From.
        from: Square,
        /// To.
        to: Square,
    },
    /// A piece was captured and went back to its box.
    Captured {
        /// The captured piece.
        piece: PieceId,
        /// The capturing piece.
        by: PieceId,
        /// Where.
        at: Square,
    },
    /// A piece came home (its last move went from `from` into the house square `to`).
    CameHome {
        /// The piece.
        piece: PieceId,
        /// The square it moved from.
        from: Square,
        /// The house square it moved into.
        to: Square,
    },
    /// The player rolls again in the same turn.
    RollAgain {
        /// Who.
        seat: Seat,
        /// Whether this roll may capture covered pieces (a card).
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        capture_covered: bool,
    },
    /// A roll with nothing to do.
    RollLost {
        /// Who.
        seat: Seat,
    },
    /// Another try for a player without active pieces (§4.5).
    TryAgain {
        /// Who.
        seat: Seat,
        /// Tries left after this one.
        tries_left: u8,
    },
    /// `#`: the player misses this turn.
    MissedTurn {
        /// Who.
        seat: Seat,
    },
    /// The player declined the roll's options.
    Passed {
        /// Who.
        seat: Seat,
    },
    /// A card was drawn.
    CardDrawn {
        /// Who.
        seat: Seat,
        /// The card's id.
        card: String,
    },
    /// The discard pile was shuffled into a new draw pile.
    DeckShuffled,
    /// The drawn card could change nothing, or nothing more, and is discarded.
    CardNotCarriedOut {
        /// Who.
        seat: Seat,
        /// The card's id.
        card: String,
    },
    /// The drawn card went to the discard pile.
    CardDiscarded {
        /// The card's id.
        card: String,
    },
    /// A card moved a piece (to the box, a start field, a pause field…).
    Placed {
        /// The piece.
        piece: PieceId,
        /// Where it was.
        from: Location,
        /// Where it is now.
        to: Location,
    },
    /// A card swapped two pieces.
    Swapped {
        /// One piece.
        a: PieceId,
        /// The other.
        b: PieceId,
    },
    /// The seat will miss its next turn.
    WillMissTurn {
        /// Who.
        seat: Seat,
    },
    /// All pieces of the seat are home: it takes the next placing.
    Finished {
        /// Who.
        seat: Seat,
        /// 1 for first place.
        placing: u8,
    },
    /// The game is over.
    GameOver {
        /// Seats by placing.
        placings: Vec<Seat>,
    },
}

/// Why a command is refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// The game is over.
    GameOver,
    /// The command does not fit the decision at hand.
    NotNow,
    /// Not among the legal choices (e.g. a start field that is taken, a covered piece).
    NotLegal,
    /// A route with a move the piece cannot make.
    BadRoute {
        /// Which move (0-based).
        step: usize,
    },
    /// The route's length does not fit the pips.
    WrongLength {
        /// Moves in the route.
        moves: usize,
        /// Pips of the roll.
        pips: u8,
    },
    /// The piece cannot make this roll now.
    PieceNotMovable(Role),
}

impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Refusal::GameOver => write!(f, "the game is over"),
            Refusal::NotNow => write!(f, "that is not the decision at hand"),
            Refusal::NotLegal => write!(f, "that is not allowed now"),
            Refusal::BadRoute { step } => {
                write!(f, "move {} of the route is not possible", step + 1)
            }
            Refusal::WrongLength { moves, pips } => {
                write!(f, "the route has {moves} moves but the roll is {pips}")
            }
            Refusal::PieceNotMovable(r) => write!(f, "the {r} cannot make this roll"),
        }
    }
}

impl std::error::Error for Refusal {}

/// A roll waiting to be made by a card: which piece, how many moves, moving as which kind.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CardRoll {
    /// The drawer's piece kind that moves.
    pub role: Role,
    /// How many moves.
    pub pips: u8,
    /// It moves like this kind (promotion: a pawn moving as a queen).
    pub moves_as: Role,
}

/// What the drawn card still asks for.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "kebab-case")]
pub enum CardTask {
    /// Choose two active pieces to swap.
    Swap,
    /// Choose an opponent's piece to send back.
    SendBack,
    /// Choose an own piece and a free own pause field.
    SafeSpot,
    /// Choose a box piece and a start field.
    BringIn,
    /// Make this roll.
    Roll(CardRoll),
}

/// The decision at hand.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "kebab-case")]
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
        card: String,
        /// What it asks for.
        task: CardTask,
    },
    /// The game is over.
    Over,
}

/// The turn in progress.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
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

/// The draw pile and discard pile, by index into the game's cards.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Deck {
    /// The card definitions in this game's deck.
    pub cards: Vec<Card>,
    /// Draw pile, top last.
    pub draw: Vec<usize>,
    /// Discard pile.
    pub discard: Vec<usize>,
}

impl Deck {
    /// The deck of a setup: the cards of the variant, each `count` times.
    pub fn for_setup(set: &CardSet, setup: &Setup) -> Deck {
        if !setup.variant.action {
            return Deck {
                cards: vec![],
                draw: vec![],
                discard: vec![],
            };
        }
        let cards: Vec<Card> = set
            .for_variant(&setup.variant, &setup.rules)
            .into_iter()
            .cloned()
            .collect();
        let draw = cards
            .iter()
            .enumerate()
            .flat_map(|(i, c)| std::iter::repeat_n(i, c.count as usize))
            .collect();
        Deck {
            cards,
            draw,
            discard: vec![],
        }
    }

    /// The card with this id.
    pub fn card(&self, id: &str) -> Option<&Card> {
        self.cards.iter().find(|c| c.id == id)
    }

    /// Whether a card can be drawn (from the pile, or after reshuffling the discards).
    pub fn can_draw(&self) -> bool {
        !self.draw.is_empty() || !self.discard.is_empty()
    }
}

/// The whole game state. It round-trips through JSON.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct State {
    setup: Setup,
    board: Arc<Board>,
    dice: Dice,
    deck: Deck,
    position: Position,
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
struct ChoiceCache(std::sync::OnceLock<Vec<Choice>>);

impl PartialEq for ChoiceCache {
    fn eq(&self, _: &Self) -> bool {
        true
    }
}

/// Errors creating a game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SetupError {
    /// A seat the board does not have.
    SeatNotOnBoard(Seat),
    /// Fewer than 2 or more than 4 players, or a seat twice.
    BadSeats,
    /// The first player is not playing.
    FirstNotPlaying(Seat),
}

impl fmt::Display for SetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SetupError::SeatNotOnBoard(s) => write!(f, "the board has no {s}"),
            SetupError::BadSeats => write!(f, "a game needs 2 to 4 different seats"),
            SetupError::FirstNotPlaying(s) => write!(f, "{s} starts but does not play"),
        }
    }
}

impl std::error::Error for SetupError {}

impl State {
    /// A new game: every piece of the variant in its box, the deck shuffled with the
    /// game's seeded generator, the first player to roll.
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

    fn roll_options(&self, capture_covered: bool) -> RollOptions {
        RollOptions {
            protection: self.setup.protection(),
            capture_covered,
            stop_early: self.setup.rules.has(HouseRule::MayStopEarly),
            moves_as: None,
        }
    }

    // ----- legal choices -----

    /// Every choice for the decision at hand. Empty when the game is over.
    pub fn legal_choices(&self) -> Vec<Choice> {
        self.choices
            .0
            .get_or_init(|| self.compute_choices())
            .clone()
    }

    fn compute_choices(&self) -> Vec<Choice> {
        match &self.phase {
            Phase::Over => vec![],
            Phase::Roll => vec![Choice::Roll],
            Phase::Decide { white, orange } => self.roll_choices(*white, *orange),
            Phase::Card { task, .. } => self.card_choices(task),
        }
    }

    /// Every command for the decision at hand, rolls with an example route.
    pub fn legal_commands(&self) -> Vec<Command> {
        self.legal_choices()
            .into_iter()
            .map(|c| self.command_for(&c))
            .collect()
    }

    /// The command that carries out a choice (a roll gets an example route).
    pub fn command_for(&self, choice: &Choice) -> Command {
        match choice {
            Choice::Roll => Command::Roll,
            Choice::BringIn { role, field } => Command::BringIn {
                role: *role,
                field: *field,
            },
            Choice::DrawCard => Command::DrawCard,
            Choice::Pass => Command::Pass,
            Choice::Swap { a, b } => Command::Swap { a: *a, b: *b },
            Choice::SendBack { piece } => Command::SendBack { piece: *piece },
            Choice::SafeSpot { role, field } => Command::SafeSpot {
                role: *role,
                field: *field,
            },
            Choice::Move { role, target, .. } => {
                let route = self
                    .outcomes_for(*role)
                    .and_then(|o| o.route(&self.board, *target))
                    .unwrap_or_default();
                Command::Move { role: *role, route }
            }
        }
    }

    /// The pips and movement kind each piece kind may roll with now.
    fn roll_allowance(&self) -> Vec<(Role, u8, Role, bool)> {
        let roles = &self.setup.variant.roles;
        let cc = self.turn.capture_covered;
        match &self.phase {
            Phase::Decide { white, orange } => {
                let mut v = vec![];
                for r in roles {
                    let pips = match (r, white) {
                        (Role::King | Role::Pawn, _) => orange.unwrap_or(0),
                        (_, Face::Pips(n)) => *n,
                        _ => 0,
                    };
                    if pips > 0 {
                        v.push((*r, pips, *r, cc));
                    }
                }
                v
            }
            Phase::Card {
                task: CardTask::Roll(cr),
                ..
            } => vec![(cr.role, cr.pips, cr.moves_as, false)],
            _ => vec![],
        }
    }

    /// The roll outcomes of one of the current player's kinds, if it may roll now.
    pub fn outcomes_for(&self, role: Role) -> Option<RollOutcomes> {
        let (_, pips, moves_as, cc) = self.roll_allowance().into_iter().find(|a| a.0 == role)?;
        Some(self.outcomes(role, pips, moves_as, cc))
    }

    fn outcomes(
        &self,
        role: Role,
        pips: u8,
        moves_as: Role,
        capture_covered: bool,
    ) -> RollOutcomes {
        let piece = PieceId {
            seat: self.turn.seat,
            role,
        };
        let mut opts = self.roll_options(capture_covered);
        opts.moves_as = (moves_as != role).then_some(moves_as);
        roll_outcomes(&self.board, &self.position, piece, pips, opts)
    }

    /// The roll choices of the current player, after the game-level filters: the
    /// no-blockade rule (§6) and "start fields stay open" (§4.6).
    fn move_choices(&self) -> Vec<Choice> {
        let seat = self.turn.seat;
        let mut all = vec![];
        let protect = self.setup.protection();
        let watch =
            protect.then(|| protection::BlockadeWatch::new(&self.board, &self.position, seat));
        let starts = self.start_watch();
        for (role, pips, moves_as, cc) in self.roll_allowance() {
            let out = self.outcomes(role, pips, moves_as, cc);
            for r in &out.results {
                let landing = match r.target {
                    Target::Square(s) => Some(s),
                    Target::Home => None,
                };
                if watch
                    .as_ref()
                    .is_some_and(|w| w.needs_check(&self.board, landing))
                {
                    let after = self.after_move(out.piece, r.target, r.captures);
                    if protection::creates_blockade(&self.board, &self.position, &after, seat) {
                        continue;
                    }
                }
                all.push((
                    Choice::Move {
                        role,
                        target: r.target,
                        captures: r.captures,
                        moves: r.moves,
                    },
                    starts.closes(out.origin, r.target),
                ));
            }
        }
        // Rolls that leave both start fields taken are refused, unless every roll does.
        let any_open = all.iter().any(|(_, closes)| !closes);
        all.into_iter()
            .filter(|(_, closes)| !any_open || !closes)
            .map(|(c, _)| c)
            .collect()
    }

    /// What "start fields stay open" (§4.6) needs to judge the current player's rolls.
    fn start_watch(&self) -> StartWatch {
        let seat = self.turn.seat;
        let active = self.position.in_box(seat).next().is_some();
        match self.board.seat(seat) {
            Some(l) if active => StartWatch {
                fields: Some(l.start),
                own: l
                    .start
                    .map(|f| self.position.piece_at(f).is_some_and(|p| p.seat == seat)),
            },
            _ => StartWatch {
                fields: None,
                own: [false; 2],
            },
        }
    }

    fn after_move(&self, piece: PieceId, target: Target, captures: Option<PieceId>) -> Position {
        let mut after = self.position.clone();
        if let Some(v) = captures {
            after.set(v, Location::Box);
        }
        after.set(
            piece,
            match target {
                Target::Square(s) => Location::Track(s),
                Target::Home => Location::Home,
            },
        );
        after
    }

    /// Bring-in choices of the current player: any box piece onto a free own start
    /// field, or onto one held by a foreign piece that may be captured there.
    fn bring_in_choices(&self) -> Vec<Choice> {
        let seat = self.turn.seat;
        let Some(layout) = self.board.seat(seat) else {
            return vec![];
        };
        let boxed: Vec<PieceId> = self.position.in_box(seat).collect();
        if boxed.is_empty() {
            return vec![];
        }
        let mut out = vec![];
        for field in layout.start {
            let victim = self.position.piece_at(field);
            if let Some(v) = victim {
                if v.seat == seat || !self.may_capture_from_outside(v) {
                    continue;
                }
            }
            for p in &boxed {
                if self.setup.protection() {
                    let mut after = self.position.clone();
                    if let Some(v) = victim {
                        after.set(v, Location::Box);
                    }
                    after.set(*p, Location::Track(field));
                    if protection::creates_blockade(&self.board, &self.position, &after, seat) {
                        continue;
                    }
                }
                out.push(Choice::BringIn {
                    role: p.role,
                    field,
                });
            }
        }
        out
    }

    /// Whether `victim` may be captured by a piece arriving from outside the track (a
    /// bring-in, or a card): not on its own pause field, and not covered under the
    /// protection rule.
    fn may_capture_from_outside(&self, victim: PieceId) -> bool {
        let Some(sq) = self.position.square_of(victim) else {
            return false;
        };
        if self.board.is_pause_of(sq, victim.seat) {
            return false;
        }
        !(self.setup.protection()
            && protection::is_covered(&self.board, &self.position, victim, None))
    }

    fn roll_choices(&self, white: Face, orange: Option<u8>) -> Vec<Choice> {
        let v = &self.setup.variant;
        let rules = &self.setup.rules;
        let can_draw = v.action && self.deck.can_draw();
        let mut out = vec![];
        match white {
            Face::Pips(_) => return self.move_choices(),
            Face::Plus => {
                out.extend(self.bring_in_choices());
                if can_draw && !rules.has(HouseRule::HashDrawsCard) {
                    out.push(Choice::DrawCard);
                }
                if orange.is_some() {
                    out.extend(self.move_choices());
                }
            }
            Face::Hash => {
                if v.action {
                    if !rules.has(HouseRule::HashDrawsCard) {
                        out.extend(self.bring_in_choices());
                    }
                    if can_draw {
                        out.push(Choice::DrawCard);
                    }
                } else if rules.has(HouseRule::SymbolsBringIn) {
                    out.extend(self.bring_in_choices());
                }
            }
        }
        if !out.is_empty() {
            out.push(Choice::Pass);
        }
        out
    }

    fn card_choices(&self, task: &CardTask) -> Vec<Choice> {
        let seat = self.turn.seat;
        match task {
            CardTask::Roll(_) => self.move_choices(),
            CardTask::BringIn => self.bring_in_choices(),
            CardTask::Swap => {
                let active: Vec<(PieceId, Square)> = self
                    .position
                    .pieces()
                    .filter_map(|(p, at)| match at {
                        Location::Track(s) if !self.has_finished(p.seat) => Some((p, s)),
                        _ => None,
                    })
                    .collect();
                let mut out = vec![];
                for (i, (a, sa)) in active.iter().enumerate() {
                    for (b, sb) in &active[i + 1..] {
                        if self.setup.protection() {
                            let mut after = self.position.clone();
                            after.set(*a, Location::Track(*sb));
                            after.set(*b, Location::Track(*sa));
                            if blockade_created_by_any(&self.board, &self.position, &after) {
                                continue;
                            }
                        }
                        out.push(Choice::Swap { a: *a, b: *b });
                    }
                }
                out
            }
            CardTask::SendBack => self
                .position
                .pieces()
                .filter(|(p, at)| {
                    p.seat != seat && matches!(at, Location::Track(_)) && !self.has_finished(p.seat)
                })
                .filter(|(p, _)| self.may_capture_from_outside(*p))
                .map(|(piece, _)| Choice::SendBack { piece })
                .collect(),
            CardTask::SafeSpot => {
                let Some(layout) = self.board.seat(seat) else {
                    return vec![];
                };
                let mut out = vec![];
                for (p, _) in self.position.active_of(seat) {
                    for f in &layout.pause {
                        if self.position.piece_at(*f).is_none() {
                            out.push(Choice::SafeSpot {
                                role: p.role,
                                field: *f,
                            });
                        }
                    }
                }
                out
            }
        }
    }

    // ----- check, execute, apply -----

    /// Whether a command is legal now.
    ///
    /// # Errors
    /// The [`Refusal`] saying why not.
    pub fn check(&self, cmd: &Command) -> Result<(), Refusal> {
        if self.phase == Phase::Over {
            return Err(Refusal::GameOver);
        }
        let choices = self.legal_choices();
        let wanted = match cmd {
            Command::Move { role, route } => Choice::Move {
                role: *role,
                target: self.check_route(*role, route)?,
                captures: None,
                moves: 0,
            },
            Command::Roll => Choice::Roll,
            Command::BringIn { role, field } => Choice::BringIn {
                role: *role,
                field: *field,
            },
            Command::DrawCard => Choice::DrawCard,
            Command::Pass => Choice::Pass,
            Command::Swap { a, b } => Choice::Swap { a: *a, b: *b },
            Command::SendBack { piece } => Choice::SendBack { piece: *piece },
            Command::SafeSpot { role, field } => Choice::SafeSpot {
                role: *role,
                field: *field,
            },
        };
        let found = choices.iter().any(|c| match (c, &wanted) {
            (
                Choice::Move {
                    role: r1,
                    target: t1,
                    ..
                },
                Choice::Move {
                    role: r2,
                    target: t2,
                    ..
                },
            ) => r1 == r2 && t1 == t2,
            (Choice::Swap { a, b }, Choice::Swap { a: c, b: d }) => {
                (a == c && b == d) || (a == d && b == c)
            }
            (x, y) => x == y,
        });
        if found {
            Ok(())
        } else if matches!(wanted, Choice::Roll) || choices.is_empty() {
            Err(Refusal::NotNow)
        } else {
            Err(Refusal::NotLegal)
        }
    }

    /// Checks a route move by move and returns where it ends.
    fn check_route(&self, role: Role, route: &[Square]) -> Result<Target, Refusal> {
        let Some((_, pips, moves_as, _)) = self.roll_allowance().into_iter().find(|a| a.0 == role)
        else {
            return Err(Refusal::PieceNotMovable(role));
        };
        let piece = PieceId {
            seat: self.turn.seat,
            role,
        };
        let Some(origin) = self.position.square_of(piece) else {
            return Err(Refusal::PieceNotMovable(role));
        };
        if route.is_empty() || route.len() > pips as usize {
            return Err(Refusal::WrongLength {
                moves: route.len(),
                pips,
            });
        }
        let occ = Occupancy::of(&self.board, &self.position).all;
        let mut empty = self.board.track() & !occ;
        empty.insert(self.board.index(origin));
        let house = self.board.tables(piece.seat).house;
        let mut cur = origin;
        for (i, &sq) in route.iter().enumerate() {
            let last = i + 1 == route.len();
            if !self.board.contains(sq) {
                return Err(Refusal::BadRoute { step: i });
            }
            let idx = self.board.index(sq);
            if house.contains(idx) {
                if !last
                    || !super::movement::comes_home(
                        &self.board,
                        piece.seat,
                        moves_as,
                        cur,
                        sq,
                        empty,
                    )
                {
                    return Err(Refusal::BadRoute { step: i });
                }
                return Ok(Target::Home);
            }
            let ok = if empty.contains(idx) {
                can_move(&self.board, piece.seat, moves_as, cur, sq, empty, false)
            } else {
                last && can_move(&self.board, piece.seat, moves_as, cur, sq, empty, true)
            };
            if !ok {
                return Err(Refusal::BadRoute { step: i });
            }
            cur = sq;
        }
        if route.len() < pips as usize && !self.setup.rules.has(HouseRule::MayStopEarly) {
            return Err(Refusal::WrongLength {
                moves: route.len(),
                pips,
            });
        }
        Ok(Target::Square(cur))
    }

    /// Checks a command and returns the events it produces, without changing `self`.
    ///
    /// # Errors
    /// The [`Refusal`] saying why the command is not legal now.
    pub fn execute(&self, cmd: &Command) -> Result<Vec<Event>, Refusal> {
        self.check(cmd)?;
        let mut scratch = self.clone();
        let mut events = vec![];
        scratch.run(cmd, &mut events);
        Ok(events)
    }

    /// Checks, executes and applies a command, returning its events.
    ///
    /// # Errors
    /// The [`Refusal`]; the state is then untouched.
    pub fn play(&mut self, cmd: &Command) -> Result<Vec<Event>, Refusal> {
        self.check(cmd)?;
        let mut events = vec![];
        let mut scratch = self.clone();
        scratch.run(cmd, &mut events);
        *self = scratch;
        Ok(events)
    }

    fn emit(&mut self, events: &mut Vec<Event>, e: Event) {
        self.apply(&e);
        events.push(e);
    }

    /// Carries out a checked command on this (scratch) state.
    fn run(&mut self, cmd: &Command, ev: &mut Vec<Event>) {
        let seat = self.turn.seat;
        match cmd {
            Command::Roll => {
                let (white, orange) = self
                    .dice
                    .throw(&mut self.rng.clone(), self.setup.variant.orange_die);
                self.emit(
                    ev,
                    Event::Rolled {
                        seat,
                        white,
                        orange,
                    },
                );
                if self.legal_choices().is_empty() {
                    self.useless_roll(white, ev);
                }
            }
            Command::Pass => {
                self.emit(ev, Event::Passed { seat });
                self.end_turn(ev);
            }
            Command::BringIn { role, field } => {
                let by_card = matches!(self.phase, Phase::Card { .. });
                let piece = PieceId { seat, role: *role };
                if let Some(v) = self.position.piece_at(*field) {
                    self.emit(
                        ev,
                        Event::Captured {
                            piece: v,
                            by: piece,
                            at: *field,
                        },
                    );
                }
                self.emit(
                    ev,
                    Event::BroughtIn {
                        piece,
                        field: *field,
                    },
                );
                if by_card {
                    self.card_done(ev);
                } else {
                    self.emit(
                        ev,
                        Event::RollAgain {
                            seat,
                            capture_covered: false,
                        },
                    );
                }
            }
            Command::Move { role, route } => {
                let by_card = matches!(self.phase, Phase::Card { .. });
                let piece = PieceId { seat, role: *role };
                let mut cur = self.position.square_of(piece).expect("checked");
                let house = self.board.tables(seat).house;
                for (i, &sq) in route.iter().enumerate() {
                    if house.contains(self.board.index(sq)) {
                        self.emit(
                            ev,
                            Event::CameHome {
                                piece,
                                from: cur,
                                to: sq,
                            },
                        );
                        break;
                    }
                    let victim = (i + 1 == route.len())
                        .then(|| self.position.piece_at(sq))
                        .flatten();
                    self.emit(
                        ev,
                        Event::Stepped {
                            piece,
                            from: cur,
                            to: sq,
                        },
                    );
                    if let Some(v) = victim {
                        self.emit(
                            ev,
                            Event::Captured {
                                piece: v,
                                by: piece,
                                at: sq,
                            },
                        );
                    }
                    cur = sq;
                }
                if by_card {
                    self.discard_drawn(ev);
                }
                if !self.check_finish(seat, ev) {
                    self.end_turn(ev);
                }
            }
            Command::DrawCard => self.draw_card(ev),
            Command::Swap { a, b } => {
                self.emit(ev, Event::Swapped { a: *a, b: *b });
                self.card_done(ev);
            }
            Command::SendBack { piece } => {
                let from = self.position.location(*piece).expect("checked");
                self.emit(
                    ev,
                    Event::Placed {
                        piece: *piece,
                        from,
                        to: Location::Box,
                    },
                );
                self.card_done(ev);
            }
            Command::SafeSpot { role, field } => {
                let piece = PieceId { seat, role: *role };
                let from = self.position.location(piece).expect("checked");
                self.emit(
                    ev,
                    Event::Placed {
                        piece,
                        from,
                        to: Location::Track(*field),
                    },
                );
                self.card_done(ev);
            }
        }
    }

    /// A roll that gave nothing to do: another try, or the end of the turn.
    fn useless_roll(&mut self, white: Face, ev: &mut Vec<Event>) {
        let seat = self.turn.seat;
        let trying = !self.position.has_active(seat) && !self.turn.brought_in;
        if trying && self.turn.tries_used + 1 < TRIES {
            self.emit(ev, Event::RollLost { seat });
            let tries_left = TRIES - self.turn.tries_used - 1;
            self.emit(ev, Event::TryAgain { seat, tries_left });
        } else {
            if white == Face::Hash && !trying {
                self.emit(ev, Event::MissedTurn { seat });
            } else {
                self.emit(ev, Event::RollLost { seat });
            }
            self.end_turn(ev);
        }
    }

    /// After pieces came home: placings and the end of the game. Returns whether the game ended.
    fn check_finish(&mut self, seat: Seat, ev: &mut Vec<Event>) -> bool {
        if self.has_finished(seat) || !self.position.all_home(seat) {
            return false;
        }
        let placing = self.placings.len() as u8 + 1;
        self.emit(ev, Event::Finished { seat, placing });
        let left: Vec<Seat> = self
            .setup
            .seats
            .iter()
            .copied()
            .filter(|s| !self.has_finished(*s))
            .collect();
        if self.setup.rules.has(HouseRule::EndAfterFirstWinner) || left.len() <= 1 {
            if let [last] = left[..] {
                if !self.setup.rules.has(HouseRule::EndAfterFirstWinner) {
                    self.emit(
                        ev,
                        Event::Finished {
                            seat: last,
                            placing: placing + 1,
                        },
                    );
                }
            }
            let placings = self.placings.clone();
            self.emit(ev, Event::GameOver { placings });
            return true;
        }
        if self.turn.seat == seat {
            self.end_turn(ev);
        }
        true
    }

    fn order_position(&self, seat: Seat) -> usize {
        let n = self.setup.seats.len();
        let i = self
            .setup
            .seats
            .iter()
            .position(|s| *s == seat)
            .unwrap_or(0);
        let f = self
            .setup
            .seats
            .iter()
            .position(|s| *s == self.setup.first)
            .unwrap_or(0);
        (i + n - f) % n
    }

    /// Passes the turn to the next player still in the game.
    fn end_turn(&mut self, ev: &mut Vec<Event>) {
        let n = self.setup.seats.len();
        let mut cur = self.turn.seat;
        let mut round = self.round;
        for _ in 0..(2 * n + 1) {
            let i = self.setup.seats.iter().position(|s| *s == cur).unwrap_or(0);
            let next = self.setup.seats[(i + 1) % n];
            if self.order_position(next) <= self.order_position(cur) {
                round += 1;
            }
            cur = next;
            if self.has_finished(next) {
                continue;
            }
            if self.miss_next.contains(&next) {
                self.emit(ev, Event::TurnSkipped { seat: next });
                continue;
            }
            self.emit(ev, Event::TurnStarted { seat: next, round });
            return;
        }
    }

    fn draw_card(&mut self, ev: &mut Vec<Event>) {
        let seat = self.turn.seat;
        if self.deck.draw.is_empty() {
            self.emit(ev, Event::DeckShuffled);
        }
        let Some(&top) = self.deck.draw.last() else {
            self.end_turn(ev);
            return;
        };
        let card = self.deck.cards[top].clone();
        self.emit(
            ev,
            Event::CardDrawn {
                seat,
                card: card.id.clone(),
            },
        );
        let task = card_task(&card.effect);
        if task.is_some() {
            if self.legal_choices().is_empty() {
                self.emit(
                    ev,
                    Event::CardNotCarriedOut {
                        seat,
                        card: card.id.clone(),
                    },
                );
                self.card_done(ev);
            }
            // Otherwise the phase set by applying `CardDrawn` waits for the player's choice.
            return;
        }
        let changed = self.immediate_card(&card.effect, ev);
        if !changed {
            self.emit(
                ev,
                Event::CardNotCarriedOut {
                    seat,
                    card: card.id.clone(),
                },
            );
        }
        self.card_done(ev);
    }
}

/// The choice a card asks for, if any.
fn card_task(effect: &Effect) -> Option<CardTask> {
    {
        match effect {
            Effect::Swap => Some(CardTask::Swap),
            Effect::OpponentToBox => Some(CardTask::SendBack),
            Effect::SafeSpot => Some(CardTask::SafeSpot),
            Effect::BringIn => Some(CardTask::BringIn),
            Effect::ExtraMoves { role, moves } => Some(CardTask::Roll(CardRoll {
                role: *role,
                pips: *moves,
                moves_as: *role,
            })),
            Effect::Promotion { moves } => Some(CardTask::Roll(CardRoll {
                role: Role::Pawn,
                pips: *moves,
                moves_as: Role::Queen,
            })),
            _ => None,
        }
    }
}

impl State {
    /// Carries out a card that asks no choice. Returns whether anything changed.
    fn immediate_card(&mut self, effect: &Effect, ev: &mut Vec<Event>) -> bool {
        let seat = self.turn.seat;
        match effect {
            Effect::MissTurn => {
                self.emit(ev, Event::WillMissTurn { seat });
                true
            }
            Effect::RollAgain => true,
            Effect::CaptureCovered => true,
            Effect::OwnToBox { role } => {
                let piece = PieceId { seat, role: *role };
                match self.position.location(piece) {
                    Some(from @ Location::Track(_)) => {
                        self.emit(
                            ev,
                            Event::Placed {
                                piece,
                                from,
                                to: Location::Box,
                            },
                        );
                        true
                    }
                    _ => false,
                }
            }
            Effect::Castling => {
                let king = PieceId {
                    seat,
                    role: Role::King,
                };
                let rook = PieceId {
                    seat,
                    role: Role::Rook,
                };
                if self.position.square_of(king).is_some()
                    && self.position.square_of(rook).is_some()
                {
                    self.emit(ev, Event::Swapped { a: king, b: rook });
                    true
                } else {
                    false
                }
            }
            Effect::AllToStart { role } => self.all_to_start(*role, ev),
            _ => false,
        }
    }

    /// "All pieces of kind K go to a start field" (§7): seat order from the drawer, no choices.
    fn all_to_start(&mut self, role: Role, ev: &mut Vec<Event>) -> bool {
        let n = self.setup.seats.len();
        let d = self
            .setup
            .seats
            .iter()
            .position(|s| *s == self.turn.seat)
            .unwrap_or(0);
        let mut changed = false;
        for k in 0..n {
            let owner = self.setup.seats[(d + k) % n];
            if self.has_finished(owner) {
                continue;
            }
            let piece = PieceId { seat: owner, role };
            let Some(from) = self.position.location(piece) else {
                continue;
            };
            let Some(layout) = self.board.seat(owner).cloned() else {
                continue;
            };
            if let Location::Track(s) = from {
                if layout.start.contains(&s) {
                    continue;
                }
            }
            let free = layout
                .start
                .iter()
                .find(|f| self.position.piece_at(**f).is_none());
            let foreign = layout.start.iter().find(|f| {
                self.position
                    .piece_at(**f)
                    .is_some_and(|v| v.seat != owner && self.may_capture_from_outside(v))
            });
            let own = layout
                .start
                .iter()
                .find(|f| self.position.piece_at(**f).is_some_and(|v| v.seat == owner));
            let Some(&field) = free.or(foreign).or(own) else {
                continue;
            };
            if let Some(v) = self.position.piece_at(field) {
                if v.seat == owner {
                    self.emit(
                        ev,
                        Event::Placed {
                            piece: v,
                            from: Location::Track(field),
                            to: Location::Box,
                        },
                    );
                } else {
                    self.emit(
                        ev,
                        Event::Captured {
                            piece: v,
                            by: piece,
                            at: field,
                        },
                    );
                }
            }
            self.emit(
                ev,
                Event::Placed {
                    piece,
                    from,
                    to: Location::Track(field),
                },
            );
            changed = true;
        }
        changed
    }

    /// Puts the drawn card (the top of the draw pile) on the discard pile; returns its effect.
    fn discard_drawn(&mut self, ev: &mut Vec<Event>) -> Option<Effect> {
        let &top = self.deck.draw.last()?;
        let card = self.deck.cards[top].clone();
        self.emit(ev, Event::CardDiscarded { card: card.id });
        Some(card.effect)
    }

    /// The drawn card is done: discard it; roll again or end the turn.
    /// Cards never bring pieces home, so no one finishes here.
    fn card_done(&mut self, ev: &mut Vec<Event>) {
        let seat = self.turn.seat;
        match self.discard_drawn(ev) {
            Some(Effect::RollAgain) => self.emit(
                ev,
                Event::RollAgain {
                    seat,
                    capture_covered: false,
                },
            ),
            Some(Effect::CaptureCovered) => self.emit(
                ev,
                Event::RollAgain {
                    seat,
                    capture_covered: true,
                },
            ),
            _ => self.end_turn(ev),
        }
    }

    /// Changes the state by one event. The only way the state changes.
    pub fn apply(&mut self, e: &Event) {
        self.choices = ChoiceCache::default();
        match e {
            Event::TurnStarted { seat, round } => {
                self.turn = Turn::new(*seat);
                self.round = *round;
                self.phase = Phase::Roll;
            }
            Event::TurnSkipped { seat } => self.miss_next.retain(|s| s != seat),
            Event::Rolled { white, orange, .. } => {
                let thrown = self
                    .dice
                    .throw(&mut self.rng, self.setup.variant.orange_die);
                debug_assert_eq!(thrown, (*white, *orange));
                self.phase = Phase::Decide {
                    white: *white,
                    orange: *orange,
                };
            }
            Event::BroughtIn { piece, field } => {
                self.position.set(*piece, Location::Track(*field));
                self.turn.brought_in = true;
            }
            Event::Stepped { piece, to, .. } => self.position.set(*piece, Location::Track(*to)),
            Event::Captured { piece, .. } => self.position.set(*piece, Location::Box),
            Event::CameHome { piece, .. } => self.position.set(*piece, Location::Home),
            Event::RollAgain {
                capture_covered, ..
            } => {
                self.phase = Phase::Roll;
                self.turn.capture_covered = *capture_covered;
            }
            Event::TryAgain { .. } => {
                self.turn.tries_used += 1;
                self.turn.capture_covered = false;
                self.phase = Phase::Roll;
            }
            Event::RollLost { .. } | Event::MissedTurn { .. } | Event::Passed { .. } => {}
            Event::CardDrawn { card, .. } => {
                if let Some(task) = self.deck.card(card).and_then(|c| card_task(&c.effect)) {
                    self.phase = Phase::Card {
                        card: card.clone(),
                        task,
                    };
                }
            }
            Event::DeckShuffled => {
                let mut pile = std::mem::take(&mut self.deck.discard);
                pile.shuffle(&mut self.rng);
                self.deck.draw = pile;
            }
            Event::CardNotCarriedOut { .. } => {}
            Event::CardDiscarded { .. } => {
                if let Some(top) = self.deck.draw.pop() {
                    self.deck.discard.push(top);
                }
            }
            Event::Placed { piece, to, .. } => self.position.set(*piece, *to),
            Event::Swapped { a, b } => {
                let (la, lb) = (self.position.location(*a), self.position.location(*b));
                if let (Some(la), Some(lb)) = (la, lb) {
                    self.position.set(*a, lb);
                    self.position.set(*b, la);
                }
            }
            Event::WillMissTurn { seat } => {
                if !self.miss_next.contains(seat) {
                    self.miss_next.push(*seat);
                }
            }
            Event::Finished { seat, .. } => self.placings.push(*seat),
            Event::GameOver { .. } => self.phase = Phase::Over,
        }
    }
}

/// The current player's start fields, for §4.6, while their box holds pieces.
struct StartWatch {
    fields: Option<[Square; 2]>,
    own: [bool; 2],
}

impl StartWatch {
    /// Whether a roll from `origin` to `target` ends with both start fields held by own pieces.
    fn closes(&self, origin: Square, target: Target) -> bool {
        let Some(fields) = self.fields else {
            return false;
        };
        (0..2).all(|i| Target::Square(fields[i]) == target || (fields[i] != origin && self.own[i]))
    }
}

/// Whether `after` holds a blockade pair of any seat that `before` did not.
fn blockade_created_by_any(board: &Board, before: &Position, after: &Position) -> bool {
    let old = protection::blockades(board, before);
    protection::blockades(board, after)
        .iter()
        .any(|p| !old.contains(p))
}
