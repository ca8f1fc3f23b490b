//! What is clickable now and what a click or key means: plain Rust over the rules
//! state, without a window, so that every turn situation is unit-tested.

use crate::table::declines::{
    declined, empty_square, not_now, nothing_to_choose, piece_refused, why_no_bring_in,
    why_no_card, why_no_pass,
};
pub use crate::table::input::{Button, CursorItem, Declined, Input, Key, Lit, Outcome, Picking};
use track::geometry::Square;
use track::movement::Target;
use track::pieces::{Location, PieceId, Role};
use track::{CardTask, Choice, Command, Phase, State};

/// The player's choice in progress for the decision at hand.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Interaction {
    /// What is being chosen.
    pub picking: Picking,
    /// Moves walked so far, in step-by-step mode.
    pub walk: Vec<Square>,
    /// Whether rolls are walked move by move.
    pub step_mode: bool,
    /// The keyboard cursor: an index into [`Interaction::cursor_items`].
    pub cursor: Option<usize>,
    /// Whether the targets are shown (off: a teacher's quiz, where a wrong answer is
    /// still explained and a right one still played).
    pub show_moves: bool,
    /// The computer's hint on show: the command Enter plays, its way drawn on the board.
    /// Any other input puts it away.
    pub hinted: Option<Command>,
}

impl Default for Interaction {
    fn default() -> Interaction {
        Interaction {
            picking: Picking::Nothing,
            walk: vec![],
            step_mode: false,
            cursor: None,
            show_moves: true,
            hinted: None,
        }
    }
}

fn role_of_digit(d: u8) -> Option<Role> {
    Role::ALL.get((d as usize).checked_sub(1)?).copied()
}

impl Interaction {
    /// Forgets the choice in progress (after the state moved on).
    pub fn reset(&mut self) {
        self.picking = Picking::Nothing;
        self.walk.clear();
        self.cursor = None;
        self.hinted = None;
    }

    /// What the arrow keys step through: the highlighted squares, or else the pieces
    /// that can be chosen.
    pub fn cursor_items(&self, state: &State) -> Vec<CursorItem> {
        let lit = self.lit(state);
        if self.picking == Picking::BringIn(None) {
            // First the box pieces that may come in, then the free start fields.
            let seat = state.turn().seat;
            let mut items: Vec<CursorItem> = bring_in_roles(&state.legal_choices())
                .into_iter()
                .map(|role| CursorItem::Piece(PieceId { seat, role }))
                .collect();
            items.extend(lit.into_iter().map(CursorItem::Lit));
            return items;
        }
        if !lit.is_empty() {
            return lit.into_iter().map(CursorItem::Lit).collect();
        }
        self.clickable_pieces(state)
            .into_iter()
            .map(CursorItem::Piece)
            .collect()
    }

    /// The choices a hint may suggest now: with a walk begun step by step, only the
    /// walked piece's results that the walk still leads to (the walk stays); else every
    /// legal choice.
    pub fn hint_choices(&self, state: &State) -> Vec<Choice> {
        let choices = state.legal_choices();
        let Picking::Roll(role) = self.picking else {
            return choices;
        };
        if self.walk.is_empty() {
            return choices;
        }
        let on: Vec<Choice> = choices
            .iter()
            .filter(|c| {
                matches!(c, Choice::Move { role: r, target, .. }
                if *r == role && self.route_through(state, role, *target).is_some())
            })
            .cloned()
            .collect();
        if on.is_empty() {
            choices
        } else {
            on
        }
    }

    /// Shows a suggested choice (the computer's hint): for a roll or a bring-in, selects
    /// the piece and keeps the command to play, which the board draws and Enter plays
    /// (a walk begun step by step stays, and the hint goes on from where it stands);
    /// any other choice is sent at once. Step by step stays as the player set it.
    pub fn suggest(&mut self, state: &State, choice: &Choice) -> Outcome {
        let (picking, cmd) = match choice {
            Choice::Move { role, target, .. } => {
                let walking = self.picking == Picking::Roll(*role) && !self.walk.is_empty();
                let through = walking
                    .then(|| self.route_through(state, *role, *target))
                    .flatten();
                match through {
                    Some(cmd) => {
                        self.cursor = None;
                        self.hinted = Some(cmd);
                        return Outcome::Changed;
                    }
                    None => (Picking::Roll(*role), state.command_for(choice)),
                }
            }
            Choice::BringIn { role, .. } => {
                (Picking::BringIn(Some(*role)), state.command_for(choice))
            }
            other => {
                self.reset();
                return Outcome::Send(state.command_for(other));
            }
        };
        self.reset();
        self.picking = picking;
        self.hinted = Some(cmd);
        Outcome::Changed
    }

    /// The item under the keyboard cursor.
    pub fn cursor_item(&self, state: &State) -> Option<CursorItem> {
        self.cursor
            .and_then(|i| self.cursor_items(state).get(i).copied())
    }

    /// The buttons offered now.
    pub fn buttons(&self, state: &State) -> Vec<Button> {
        let choices = state.legal_choices();
        let mut out = vec![];
        if choices.contains(&Choice::Roll) {
            out.push(Button::Roll);
        }
        if choices.iter().any(|c| matches!(c, Choice::BringIn { .. }))
            && !matches!(state.phase(), Phase::Card { .. })
        {
            out.push(Button::BringIn);
        }
        if choices.contains(&Choice::DrawCard) {
            out.push(Button::DrawCard);
        }
        if choices.contains(&Choice::Pass) {
            out.push(Button::Pass);
        }
        if choices.iter().any(|c| matches!(c, Choice::Move { .. })) {
            out.push(Button::StepMode);
        }
        out
    }

    /// The pieces that can be clicked now (on the board, in boxes).
    pub fn clickable_pieces(&self, state: &State) -> Vec<PieceId> {
        let seat = state.turn().seat;
        let mut out: Vec<PieceId> = vec![];
        let mut add = |p: PieceId| {
            if !out.contains(&p) {
                out.push(p);
            }
        };
        for c in state.legal_choices() {
            match c {
                Choice::Move { role, .. } => add(PieceId { seat, role }),
                Choice::BringIn { role, .. } => add(PieceId { seat, role }),
                Choice::Swap { a, b } => {
                    if let Picking::Swap(first) = self.picking {
                        if a == first {
                            add(b);
                        } else if b == first {
                            add(a);
                        }
                    } else {
                        add(a);
                        add(b);
                    }
                }
                Choice::SendBack { piece } => add(piece),
                Choice::SafeSpot { role, .. } => add(PieceId { seat, role }),
                _ => {}
            }
        }
        out
    }

    /// The highlighted squares for the choice in progress.
    pub fn lit(&self, state: &State) -> Vec<Lit> {
        let seat = state.turn().seat;
        let choices = state.legal_choices();
        match self.picking {
            Picking::Nothing | Picking::Swap(_) => vec![],
            Picking::BringIn(role) => choices
                .iter()
                .filter_map(|c| match c {
                    Choice::BringIn { role: r, field } if role.is_none_or(|x| x == *r) => {
                        Some(Lit {
                            square: *field,
                            moves: 0,
                            home: false,
                            last: true,
                        })
                    }
                    _ => None,
                })
                .fold(vec![], |mut v, l| {
                    if !v.contains(&l) {
                        v.push(l);
                    }
                    v
                }),
            Picking::SafeSpot(role) => choices
                .iter()
                .filter_map(|c| match c {
                    Choice::SafeSpot { role: r, field } if *r == role => Some(Lit {
                        square: *field,
                        moves: 0,
                        home: false,
                        last: true,
                    }),
                    _ => None,
                })
                .collect(),
            Picking::Roll(role) => {
                if self.step_mode {
                    self.step_targets(state, role)
                } else {
                    let house = state.board().seat(seat).map(|l| l.house[0]);
                    choices
                        .iter()
                        .filter_map(|c| match c {
                            Choice::Move {
                                role: r,
                                target,
                                moves,
                                ..
                            } if *r == role => match target {
                                Target::Square(s) => Some(Lit {
                                    square: *s,
                                    moves: *moves,
                                    home: false,
                                    last: true,
                                }),
                                Target::Home => house.map(|h| Lit {
                                    square: h,
                                    moves: *moves,
                                    home: true,
                                    last: true,
                                }),
                            },
                            _ => None,
                        })
                        .collect()
                }
            }
        }
    }

    /// Step by step on or off; a walk begun is dropped.
    pub fn toggle_step_mode(&mut self) {
        self.step_mode = !self.step_mode;
        self.walk.clear();
    }

    /// Handles one input: a command to send, a changed selection, or why not.
    pub fn handle(&mut self, state: &State, input: Input) -> Outcome {
        // A hint on show: Enter plays it, anything else puts it away.
        if let Some(cmd) = self.hinted.take() {
            if input == Input::Key(Key::Enter) && !state.is_over() {
                self.reset();
                return Outcome::Send(cmd);
            }
        }
        if state.is_over() {
            return declined(None, Declined::GameOver);
        }
        if matches!(
            input,
            Input::Square(_) | Input::Piece(_) | Input::Key(Key::Digit(_))
        ) {
            self.cursor = None;
        }
        let seat = state.turn().seat;
        let choices = state.legal_choices();
        match input {
            Input::Button(Button::Roll) | Input::Key(Key::Space) => {
                if choices.contains(&Choice::Roll) {
                    self.reset();
                    return Outcome::Send(Command::Roll);
                }
                declined(None, not_now(state))
            }
            Input::Button(Button::Pass) => {
                if choices.contains(&Choice::Pass) {
                    self.reset();
                    return Outcome::Send(Command::Pass);
                }
                declined(None, why_no_pass(state))
            }
            Input::Button(Button::DrawCard) => {
                if choices.contains(&Choice::DrawCard) {
                    self.reset();
                    return Outcome::Send(Command::DrawCard);
                }
                declined(None, why_no_card(state))
            }
            Input::Button(Button::StepMode) => {
                self.toggle_step_mode();
                Outcome::Changed
            }
            Input::Button(Button::BringIn) => {
                let roles: Vec<Role> = bring_in_roles(&choices);
                if roles.is_empty() {
                    return declined(None, why_no_bring_in(state));
                }
                self.walk.clear();
                self.picking = Picking::BringIn(if roles.len() == 1 {
                    Some(roles[0])
                } else {
                    None
                });
                self.maybe_single_field(state)
            }
            Input::Key(Key::Escape) => {
                if self.picking == Picking::Nothing {
                    return Outcome::Ignored;
                }
                self.reset();
                Outcome::Changed
            }
            Input::Key(Key::Backspace) | Input::Button(Button::StepBack) => {
                self.cursor = None;
                if self.walk.pop().is_some() {
                    Outcome::Changed
                } else {
                    declined(None, Declined::NothingToTakeBack)
                }
            }
            Input::Key(k @ (Key::Next | Key::Prev)) => {
                let n = self.cursor_items(state).len();
                if n == 0 {
                    return declined(None, nothing_to_choose(state));
                }
                self.cursor = Some(match (self.cursor, k) {
                    (None, Key::Next) => 0,
                    (None, _) => n - 1,
                    (Some(i), Key::Next) => (i + 1) % n,
                    (Some(i), _) => (i + n - 1) % n,
                });
                Outcome::Changed
            }
            Input::Key(Key::Enter) if self.cursor_item(state).is_some() => {
                let item = self.cursor_item(state).expect("checked");
                self.cursor = None;
                match item {
                    CursorItem::Lit(l) => self.click_lit(state, l),
                    CursorItem::Piece(p) => self.pick_piece(state, p),
                }
            }
            Input::Key(Key::Enter) => self.enter_without_cursor(state),
            Input::Key(Key::Digit(d)) => {
                let Some(role) = role_of_digit(d) else {
                    return Outcome::Ignored;
                };
                let p = PieceId { seat, role };
                // A kind the game (or the school's level) does not have.
                if state.position().location(p).is_none() {
                    return declined(None, Declined::NotInGame { role });
                }
                let out = self.pick_piece(state, p);
                if out == Outcome::Changed && !self.lit(state).is_empty() {
                    // The cursor waits on the first target, so that Enter plays it.
                    self.cursor = Some(0);
                }
                out
            }
            Input::Piece(p) => self.pick_piece(state, p),
            Input::Square(sq) => self.click_square(state, sq),
        }
    }

    /// A click on a board square: a lit square first, then a square further along a
    /// walk, then a piece standing there; else why not.
    fn click_square(&mut self, state: &State, sq: Square) -> Outcome {
        let seat = state.turn().seat;
        let lit = self.lit(state);
        let home_click = state
            .board()
            .seat(seat)
            .is_some_and(|l| l.house.contains(&sq));
        if let Some(l) = lit
            .iter()
            .find(|l| l.square == sq || (l.home && home_click))
            .copied()
        {
            return self.click_lit(state, l);
        }
        if let (true, Picking::Roll(role)) = (self.step_mode, self.picking) {
            if self.walk.last() == Some(&sq) {
                return declined(Some(sq), Declined::StandsHere { role });
            }
            // The chosen piece itself, before its walk: about the piece, not a way.
            let own_square = self.walk.is_empty()
                && state.position().square_of(PieceId { seat, role }) == Some(sq);
            if own_square {
                return self.refusal(state, role, sq);
            }
            if let Some(out) = self.walk_further(state, role, sq, home_click) {
                return out;
            }
        }
        let occupant = state.position().piece_at(sq);
        match (occupant, self.picking) {
            // Another piece of the player's (or any piece for a card): choose it, or
            // why not.
            // (The chosen piece's own square, not lit, is a square it cannot end on.)
            (Some(p), Picking::Roll(role))
                if p.seat == seat && !(p.role == role && self.walk.is_empty()) =>
            {
                self.pick_piece(state, p)
            }
            (Some(p), picking) if !matches!(picking, Picking::Roll(_)) => self.pick_piece(state, p),
            // The chosen piece cannot go there: why not.
            (_, Picking::Roll(role)) => self.refusal(state, role, sq),
            (_, Picking::BringIn(_) | Picking::SafeSpot(_)) => {
                declined(Some(sq), Declined::ChooseMarked)
            }
            (_, Picking::Swap(_)) => declined(Some(sq), Declined::CardFirst),
            (_, Picking::Nothing) => declined(Some(sq), empty_square(state)),
        }
    }

    /// A click on a highlighted square.
    fn click_lit(&mut self, state: &State, l: Lit) -> Outcome {
        match self.picking {
            Picking::BringIn(Some(role)) => {
                self.reset();
                Outcome::Send(Command::BringIn {
                    role,
                    field: l.square,
                })
            }
            Picking::BringIn(None) => {
                // Any box piece will do: the first that may come in here.
                let role = state.legal_choices().iter().find_map(|c| match c {
                    Choice::BringIn { role, field } if *field == l.square => Some(*role),
                    _ => None,
                });
                match role {
                    Some(role) => {
                        self.reset();
                        Outcome::Send(Command::BringIn {
                            role,
                            field: l.square,
                        })
                    }
                    None => Outcome::Ignored,
                }
            }
            Picking::SafeSpot(role) => {
                self.reset();
                Outcome::Send(Command::SafeSpot {
                    role,
                    field: l.square,
                })
            }
            Picking::Roll(role) => {
                if !self.step_mode {
                    let target = if l.home {
                        Target::Home
                    } else {
                        Target::Square(l.square)
                    };
                    let choice = state
                        .legal_choices()
                        .into_iter()
                        .find(|c| matches!(c, Choice::Move { role: r, target: t, .. } if *r == role && *t == target));
                    return match choice {
                        Some(c) => {
                            self.reset();
                            Outcome::Send(state.command_for(&c))
                        }
                        None => Outcome::Ignored,
                    };
                }
                let sq = if l.home {
                    // The house square the move actually lands on.
                    state
                        .board()
                        .seat(state.turn().seat)
                        .map(|h| h.house[0])
                        .unwrap_or(l.square)
                } else {
                    l.square
                };
                self.walk.push(sq);
                self.cursor = None;
                let pips = state.outcomes_for(role).map(|o| o.pips).unwrap_or(0);
                if l.home
                    || (l.last && self.walk.len() as u8 >= pips)
                    || (l.last && !self.has_further(state))
                {
                    let mut route = std::mem::take(&mut self.walk);
                    if l.home {
                        // Rebuild the last move's landing square exactly.
                        route.pop();
                        let cmd = state.home_command(role, &route);
                        self.reset();
                        return cmd.map(Outcome::Send).unwrap_or(Outcome::Ignored);
                    }
                    let cmd = Command::Move { role, route };
                    self.reset();
                    return Outcome::Send(cmd);
                }
                Outcome::Changed
            }
            Picking::Nothing | Picking::Swap(_) => Outcome::Ignored,
        }
    }

    fn has_further(&self, state: &State) -> bool {
        match self.picking {
            Picking::Roll(role) => !self.step_targets(state, role).is_empty(),
            _ => false,
        }
    }

    /// A click on a piece, or its digit key: chosen, played (a card's choice), or why
    /// not.
    fn pick_piece(&mut self, state: &State, p: PieceId) -> Outcome {
        let seat = state.turn().seat;
        let choices = state.legal_choices();
        // Card choices about any piece.
        if let Phase::Card { task, .. } = state.phase() {
            match task {
                CardTask::SendBack => {
                    if choices.contains(&Choice::SendBack { piece: p }) {
                        self.reset();
                        return Outcome::Send(Command::SendBack { piece: p });
                    }
                    return piece_refused(state, p);
                }
                CardTask::Swap => {
                    if let Picking::Swap(first) = self.picking {
                        if first == p {
                            self.reset();
                            return Outcome::Changed;
                        }
                        if choices.contains(&Choice::Swap { a: first, b: p })
                            || choices.contains(&Choice::Swap { a: p, b: first })
                        {
                            self.reset();
                            return Outcome::Send(Command::Swap { a: first, b: p });
                        }
                    }
                    if choices
                        .iter()
                        .any(|c| matches!(c, Choice::Swap { a, b } if *a == p || *b == p))
                    {
                        self.picking = Picking::Swap(p);
                        return Outcome::Changed;
                    }
                    return piece_refused(state, p);
                }
                CardTask::SafeSpot => {
                    if p.seat == seat
                        && choices
                            .iter()
                            .any(|c| matches!(c, Choice::SafeSpot { role, .. } if *role == p.role))
                    {
                        self.picking = Picking::SafeSpot(p.role);
                        return Outcome::Changed;
                    }
                    return piece_refused(state, p);
                }
                CardTask::BringIn | CardTask::Roll(_) => {}
            }
        }
        if p.seat != seat {
            return piece_refused(state, p);
        }
        let in_box = state.position().location(p) == Some(Location::Box);
        if in_box {
            if choices
                .iter()
                .any(|c| matches!(c, Choice::BringIn { role, .. } if *role == p.role))
            {
                self.walk.clear();
                self.picking = Picking::BringIn(Some(p.role));
                return self.maybe_single_field(state);
            }
            return piece_refused(state, p);
        }
        if choices
            .iter()
            .any(|c| matches!(c, Choice::Move { role, .. } if *role == p.role))
        {
            if self.picking == Picking::Roll(p.role) && self.walk.is_empty() {
                let square = state.position().square_of(p);
                return declined(square, Declined::AlreadyChosen { role: p.role });
            }
            self.walk.clear();
            self.picking = Picking::Roll(p.role);
            return Outcome::Changed;
        }
        piece_refused(state, p)
    }

    /// With a bring-in piece chosen and only one start field possible, bring it in at once.
    fn maybe_single_field(&mut self, state: &State) -> Outcome {
        if let Picking::BringIn(Some(role)) = self.picking {
            let lit = self.lit(state);
            if lit.len() == 1 {
                self.reset();
                return Outcome::Send(Command::BringIn {
                    role,
                    field: lit[0].square,
                });
            }
        }
        Outcome::Changed
    }
}

/// The kinds that may be brought in now.
pub fn bring_in_roles(choices: &[Choice]) -> Vec<Role> {
    let mut roles = vec![];
    for c in choices {
        if let Choice::BringIn { role, .. } = c {
            if !roles.contains(role) {
                roles.push(*role);
            }
        }
    }
    roles
}
