//! The rule lab's editor, without a window: a [`RuleSet`] being changed control by
//! control (the booklet's game it starts from, the pieces, the dice's faces, the tries,
//! the house rules, the cards and their counts, the name), the keyboard focus, and what
//! the first reason is that the rules make no game. *Try it*, *Save*, *Play it* and
//! *Export* are refused while a reason stands; the screen says it under the editor.

use crate::texts::EditorPage;
use shell::name_entry::{NameEntry, NameKey, Step as NameStep};
use track::cards::CardSet;
use track::dice::{Dice, Face};
use track::pieces::Role;
use track::rule_set::{Base, Die, Knob, RuleSet, MAX_COUNT, MAX_FACES, MAX_NAME, TRIES_RANGE};
use track::variant::{HouseRule, HouseRules};
use track::RuleSetProblem;

/// One less or one more.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Step {
    /// One less (or the previous page).
    Less,
    /// One more (or the next page).
    More,
}

/// A control of the editor: what a click, a tap or Enter on the focus changes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Control {
    /// The name field (typing goes there while it has the focus).
    Name,
    /// A tab: one page of the editor.
    Page(EditorPage),
    /// Start again from a booklet game (the name stays).
    Base(Base),
    /// Whether a piece plays.
    Piece(Role),
    /// The tries, one less or one more.
    Tries(Step),
    /// A die's face: the next face (1 … 12, `+`, `#`).
    Face(Die, usize),
    /// A new face on a die.
    AddFace(Die),
    /// The die's last face off.
    RemoveFace(Die),
    /// A house rule on or off.
    Rule(HouseRule),
    /// Protection of covered pieces on or off.
    Protection,
    /// A knob the booklet names on or off (issue 51).
    Knob(Knob),
    /// Which die moves a kind of piece: the orange one (on) or the white one (issue 51).
    DieOf(Role),
    /// The action cards on or off.
    Action,
    /// One card of the base deck (by its place there), one less or one more.
    Count(usize, Step),
    /// The previous or next page of cards.
    CardsPage(Step),
    /// Try the rules.
    TryIt,
    /// Save them under their name.
    Save,
    /// Play a game with them.
    PlayIt,
    /// Open a saved rule set.
    Open,
    /// Import a rule file (browser: the file chooser).
    Import,
    /// Export the rule file.
    Export,
    /// Back to the start screen.
    Back,
}

/// What a control asks the screen to do beyond changing the rules.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EditorAction {
    /// Nothing (the rules may have changed).
    None,
    /// Run the lab on the rules (they make a game).
    TryIt,
    /// Save them (they make a game).
    Save,
    /// Save them and play a game with them (they make a game).
    PlayIt,
    /// Show the saved rule sets.
    Open,
    /// Ask for a rule file.
    Import,
    /// Export them (they make a game).
    Export,
    /// Leave (the screen asks first when changes are not saved).
    Back,
}

/// Every face a white face cycles through: 1 … 12, then `+` and `#`.
fn white_faces() -> Vec<Face> {
    let mut all: Vec<Face> = (1..=track::rule_set::MAX_NUMBER).map(Face::Pips).collect();
    all.extend([Face::Plus, Face::Hash]);
    all
}

/// The rule lab's editor.
#[derive(Clone, Debug)]
pub struct Editor {
    /// The rules being changed.
    pub rules: RuleSet,
    /// The page on show.
    pub page: EditorPage,
    /// The control with the keyboard focus.
    pub focus: Control,
    /// The page of cards on show.
    pub card_page: usize,
    /// How many cards a page shows (the layout sets it).
    pub cards_per_page: usize,
    /// The rules as last saved or opened: leaving asks when they differ.
    kept: RuleSet,
    /// The deck the counts are of.
    deck: CardSet,
    /// The name being typed in the name box (`shell/name_entry.rs`).
    pub naming: Option<NameEntry>,
}

impl Editor {
    /// An editor on the small game, named `name`.
    pub fn new(name: String) -> Editor {
        let deck = CardSet::default_deck();
        let mut rules = RuleSet::from_preset(&Base::Small.variant(), &Dice::default_dice(), &deck);
        rules.name = name;
        Editor {
            kept: rules.clone(),
            rules,
            page: EditorPage::Game,
            focus: Control::Name,
            card_page: 0,
            cards_per_page: 6,
            deck,
            naming: None,
        }
    }

    /// The base deck.
    pub fn deck(&self) -> &CardSet {
        &self.deck
    }

    /// Opens a rule set (saved or imported): it counts as kept.
    pub fn open(&mut self, rules: RuleSet) {
        self.kept = rules.clone();
        self.rules = rules;
        self.page = EditorPage::Game;
        self.card_page = 0;
    }

    /// Takes in a rule set from a file: it is not saved yet, so leaving asks.
    pub fn import(&mut self, rules: RuleSet) {
        self.rules = rules;
        self.page = EditorPage::Game;
        self.card_page = 0;
    }

    /// The rules are saved as they are now.
    pub fn mark_kept(&mut self) {
        self.kept = self.rules.clone();
    }

    /// Whether the rules changed since they were opened or saved.
    pub fn changed(&self) -> bool {
        self.rules != self.kept
    }

    /// The first reason the rules make no game.
    pub fn problem(&self) -> Option<RuleSetProblem> {
        self.rules.check(&self.deck).err()
    }

    /// How many copies of card `i` of the base deck the rules have.
    pub fn count(&self, i: usize) -> u8 {
        self.deck.cards.get(i).map_or(0, |c| {
            self.rules
                .deck
                .get(c.id.as_str())
                .copied()
                .unwrap_or(c.count)
        })
    }

    /// The pages of cards.
    pub fn card_pages(&self) -> usize {
        self.deck
            .cards
            .len()
            .div_ceil(self.cards_per_page.max(1))
            .max(1)
    }

    /// The cards on the page on show: their places in the base deck.
    pub fn cards_on_page(&self) -> std::ops::Range<usize> {
        let per = self.cards_per_page.max(1);
        let page = self.card_page.min(self.card_pages() - 1);
        let start = page * per;
        start..(start + per).min(self.deck.cards.len())
    }

    /// The faces of a die.
    pub fn faces(&self, die: Die) -> &[Face] {
        match die {
            Die::White => &self.rules.white,
            Die::Orange => &self.rules.orange,
        }
    }

    fn faces_mut(&mut self, die: Die) -> &mut Vec<Face> {
        match die {
            Die::White => &mut self.rules.white,
            Die::Orange => &mut self.rules.orange,
        }
    }

    /// The buttons under every page, in focus order (Import only in the browser, which
    /// has a file chooser; the desktop opens the rule files of its data folder).
    pub fn bottom_controls() -> Vec<Control> {
        let mut c = vec![
            Control::TryIt,
            Control::Save,
            Control::PlayIt,
            Control::Open,
        ];
        if cfg!(target_arch = "wasm32") {
            c.push(Control::Import);
        }
        c.extend([Control::Export, Control::Back]);
        c
    }

    /// The page's own controls, in focus order.
    pub fn page_controls(&self) -> Vec<Control> {
        let mut c = vec![];
        match self.page {
            EditorPage::Game => {
                c.extend(Base::ALL.map(Control::Base));
                c.extend(Role::ALL.map(Control::Piece));
                c.extend([Control::Tries(Step::Less), Control::Tries(Step::More)]);
            }
            EditorPage::Dice => {
                let mut dice = vec![Die::White];
                if self.rules.orange_die() {
                    dice.push(Die::Orange);
                }
                for die in dice {
                    c.extend((0..self.faces(die).len()).map(|i| Control::Face(die, i)));
                    c.extend([Control::AddFace(die), Control::RemoveFace(die)]);
                }
            }
            EditorPage::Rules => {
                c.extend(HouseRule::ALL.map(Control::Rule));
                c.push(Control::Protection);
            }
            EditorPage::More => {
                c.extend(Knob::ALL.map(Control::Knob));
                c.extend(self.rules.roles.iter().map(|r| Control::DieOf(*r)));
            }
            EditorPage::Cards => {
                c.push(Control::Action);
                if self.rules.action {
                    for i in self.cards_on_page() {
                        c.extend([Control::Count(i, Step::Less), Control::Count(i, Step::More)]);
                    }
                    c.extend([
                        Control::CardsPage(Step::Less),
                        Control::CardsPage(Step::More),
                    ]);
                }
            }
        }
        c
    }

    /// Every control in focus order: the name, the tabs, the page's, the buttons.
    pub fn controls(&self) -> Vec<Control> {
        let mut c = vec![Control::Name];
        c.extend(EditorPage::ALL.map(Control::Page));
        c.extend(self.page_controls());
        c.extend(Self::bottom_controls());
        c
    }

    /// The focus one control on (`forward`) or back, round the ends.
    pub fn move_focus(&mut self, forward: bool) {
        let c = self.controls();
        let n = c.len();
        let i = c.iter().position(|x| *x == self.focus);
        let j = match (i, forward) {
            (None, _) => 0,
            (Some(i), true) => (i + 1) % n,
            (Some(i), false) => (i + n - 1) % n,
        };
        self.focus = c[j];
    }

    /// A typed character: while the name has the focus, it opens the name box with it.
    pub fn type_char(&mut self, ch: char) {
        if !ch.is_control() {
            self.begin_naming(NameKey::Char(ch));
        }
    }

    /// Backspace: while the name has the focus, it opens the name box without the
    /// name's last letter.
    pub fn backspace(&mut self) {
        self.begin_naming(NameKey::Backspace);
    }

    /// Opens the name box, with `key`'s change, while the name has the focus.
    fn begin_naming(&mut self, key: NameKey) {
        if self.focus == Control::Name && self.naming.is_none() {
            self.naming = Some(NameEntry::begun_by(&self.rules.name, MAX_NAME, key));
        }
    }

    /// What a frame of the name box did: *Done*, or a press outside it, gives the rules
    /// the typed name; *Cancel* leaves it. Returns whether the frame goes on to the
    /// editor (a press outside the box is the editor's too).
    pub fn end_naming(&mut self, step: NameStep) -> bool {
        if self.naming.is_none() {
            return true;
        }
        let Some((name, go_on)) = step.ended() else {
            return false;
        };
        if let Some(name) = name {
            self.rules.name = name;
        }
        self.naming = None;
        go_on
    }

    /// Carries out a click on a control, or Enter on the focused one.
    pub fn activate(&mut self, control: Control) -> EditorAction {
        self.focus = control;
        let blocked = self.problem().is_some();
        match control {
            Control::Name => {
                self.naming = Some(NameEntry::new(&self.rules.name, MAX_NAME));
            }
            Control::Page(p) => {
                self.page = p;
                self.card_page = 0;
            }
            Control::Base(b) => {
                let name = std::mem::take(&mut self.rules.name);
                self.rules = RuleSet::from_preset(&b.variant(), &Dice::default_dice(), &self.deck);
                self.rules.name = name;
            }
            Control::Piece(r) => {
                if self.rules.roles.contains(&r) {
                    self.rules.roles.retain(|x| *x != r);
                } else {
                    let mut roles = self.rules.roles.clone();
                    roles.push(r);
                    self.rules.roles = Role::ALL
                        .into_iter()
                        .filter(|x| roles.contains(x))
                        .collect();
                }
            }
            Control::Tries(step) => {
                let t = match step {
                    Step::Less => self.rules.tries.saturating_sub(1),
                    Step::More => self.rules.tries.saturating_add(1),
                };
                self.rules.tries = t.clamp(*TRIES_RANGE.start(), *TRIES_RANGE.end());
            }
            Control::Face(die, i) => self.next_face(die, i),
            Control::AddFace(die) => {
                let faces = self.faces_mut(die);
                if faces.len() < MAX_FACES {
                    faces.push(Face::Pips(1));
                }
            }
            Control::RemoveFace(die) => {
                self.faces_mut(die).pop();
                if !self.controls().contains(&self.focus) {
                    self.focus = Control::RemoveFace(die);
                }
            }
            Control::Rule(r) => {
                let mut rules = self.rules.house_rules.0.clone();
                if rules.contains(&r) {
                    rules.retain(|x| *x != r);
                } else {
                    rules.push(r);
                }
                self.rules.house_rules = HouseRules(
                    HouseRule::ALL
                        .into_iter()
                        .filter(|x| rules.contains(x))
                        .collect(),
                );
            }
            Control::Protection => self.rules.protection = !self.rules.protection,
            Control::Knob(k) => k.toggle(&mut self.rules),
            Control::DieOf(r) => self.rules.toggle_die_of(r),
            Control::Action => self.rules.action = !self.rules.action,
            Control::Count(i, step) => {
                let now = self.count(i);
                let n = match step {
                    Step::Less => now.saturating_sub(1),
                    Step::More => (now + 1).min(MAX_COUNT),
                };
                if let Some(card) = self.deck.cards.get(i) {
                    self.rules.deck.insert(card.id.to_string(), n);
                }
            }
            Control::CardsPage(step) => {
                let pages = self.card_pages();
                self.card_page = match step {
                    Step::Less => (self.card_page + pages - 1) % pages,
                    Step::More => (self.card_page + 1) % pages,
                };
            }
            Control::TryIt if !blocked => return EditorAction::TryIt,
            Control::Save if !blocked => return EditorAction::Save,
            Control::PlayIt if !blocked => return EditorAction::PlayIt,
            Control::Export if !blocked => return EditorAction::Export,
            Control::TryIt | Control::Save | Control::PlayIt | Control::Export => {}
            Control::Open => return EditorAction::Open,
            Control::Import => return EditorAction::Import,
            Control::Back => return EditorAction::Back,
        }
        EditorAction::None
    }

    /// A face to the next one: white through 1 … 12, `+`, `#`; orange (which moves king
    /// and pawn) through the numbers.
    fn next_face(&mut self, die: Die, i: usize) {
        let cycle: Vec<Face> = match die {
            Die::White => white_faces(),
            Die::Orange => (1..=track::rule_set::MAX_NUMBER).map(Face::Pips).collect(),
        };
        let faces = self.faces_mut(die);
        if let Some(f) = faces.get_mut(i) {
            let now = cycle.iter().position(|x| x == f);
            *f = cycle[now.map_or(0, |k| (k + 1) % cycle.len())];
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn editor() -> Editor {
        Editor::new("Unser Spiel".into())
    }

    #[test]
    fn a_new_editor_holds_the_small_game_which_makes_a_game() {
        let e = editor();
        assert_eq!(e.rules.base, Base::Small);
        assert_eq!(e.problem(), None);
        assert!(!e.changed());
    }

    #[test]
    fn toggling_pieces_keeps_the_booklets_order_and_shows_the_orange_die_with_king_or_pawn() {
        let mut e = editor();
        e.page = EditorPage::Dice;
        assert!(!e.page_controls().contains(&Control::AddFace(Die::Orange)));
        e.activate(Control::Piece(Role::Pawn));
        e.activate(Control::Piece(Role::Queen));
        assert!(e.rules.roles.contains(&Role::Pawn));
        assert!(!e.rules.roles.contains(&Role::Queen));
        let order: Vec<usize> = e
            .rules
            .roles
            .iter()
            .map(|r| Role::ALL.iter().position(|x| x == r).unwrap())
            .collect();
        assert!(order.windows(2).all(|w| w[0] < w[1]), "{:?}", e.rules.roles);
        e.page = EditorPage::Dice;
        assert!(e.page_controls().contains(&Control::AddFace(Die::Orange)));
        assert!(e.changed());
    }

    #[test]
    fn no_piece_is_refused_with_its_reason_and_blocks_try_it_save_and_play_it() {
        let mut e = editor();
        for r in e.rules.roles.clone() {
            e.activate(Control::Piece(r));
        }
        assert_eq!(e.problem(), Some(RuleSetProblem::NoPiece));
        for c in [
            Control::TryIt,
            Control::Save,
            Control::PlayIt,
            Control::Export,
        ] {
            assert_eq!(e.activate(c), EditorAction::None, "{c:?} is refused");
        }
        e.activate(Control::Piece(Role::Knight));
        assert_eq!(e.problem(), None);
        assert_eq!(e.activate(Control::TryIt), EditorAction::TryIt);
    }

    #[test]
    fn a_face_cycles_through_the_numbers_plus_and_hash_and_a_die_without_plus_is_refused() {
        let mut e = editor();
        // The small game's white die: 1 2 3 4 + #.
        let plus = e.rules.white.iter().position(|f| *f == Face::Plus).unwrap();
        e.activate(Control::Face(Die::White, plus));
        assert_eq!(e.rules.white[plus], Face::Hash);
        let hash = e
            .rules
            .white
            .iter()
            .rposition(|f| *f == Face::Hash)
            .unwrap();
        e.activate(Control::Face(Die::White, hash));
        assert_eq!(e.rules.white[hash], Face::Pips(1), "after # comes 1 again");
        // No + and # that brings nobody in (small game, no house rule): refused.
        assert_eq!(e.problem(), Some(RuleSetProblem::NoBringIn));
        assert_eq!(e.activate(Control::TryIt), EditorAction::None);
        e.activate(Control::Face(Die::White, 0));
        assert_eq!(e.rules.white[0], Face::Pips(2));
    }

    #[test]
    fn faces_are_added_up_to_the_most_and_removed_down_to_none_which_is_refused() {
        let mut e = editor();
        for _ in 0..20 {
            e.activate(Control::AddFace(Die::White));
        }
        assert_eq!(e.rules.white.len(), MAX_FACES);
        for _ in 0..20 {
            e.activate(Control::RemoveFace(Die::White));
        }
        assert!(e.rules.white.is_empty());
        assert_eq!(e.problem(), Some(RuleSetProblem::NoFaces(Die::White)));
    }

    #[test]
    fn tries_and_card_counts_stay_in_their_ranges() {
        let mut e = editor();
        for _ in 0..10 {
            e.activate(Control::Tries(Step::More));
        }
        assert_eq!(e.rules.tries, *TRIES_RANGE.end());
        for _ in 0..10 {
            e.activate(Control::Tries(Step::Less));
        }
        assert_eq!(e.rules.tries, *TRIES_RANGE.start());
        for _ in 0..12 {
            e.activate(Control::Count(0, Step::More));
        }
        assert_eq!(e.count(0), MAX_COUNT);
        for _ in 0..12 {
            e.activate(Control::Count(0, Step::Less));
        }
        assert_eq!(e.count(0), 0);
        assert_eq!(e.problem(), None, "a card taken out is no problem");
    }

    #[test]
    fn the_more_rules_page_turns_each_knob_of_the_booklet_on_and_off() {
        let mut e = editor();
        e.activate(Control::Page(EditorPage::More));
        assert_eq!(
            e.page_controls()[..Knob::ALL.len()],
            Knob::ALL.map(Control::Knob),
            "every knob, in order"
        );
        for k in Knob::ALL {
            assert!(!k.is_on(&e.rules), "{k:?} is off in the booklet's game");
            e.activate(Control::Knob(k));
            assert!(k.is_on(&e.rules), "{k:?} on");
            assert_eq!(e.problem(), None);
        }
        let v = e.rules.variant();
        assert!(v.fast_start && v.bring_in_on_any_roll && v.exact_home);
        assert!(v.bring_in_ends_turn && v.start_fields_may_fill && v.capture_any);
        assert!(e.changed());
        for k in Knob::ALL {
            e.activate(Control::Knob(k));
        }
        assert!(!e.changed(), "off again: the booklet's game");
    }

    #[test]
    fn the_more_rules_page_says_which_die_moves_each_piece_that_plays() {
        let mut e = editor();
        e.activate(Control::Base(Base::Large));
        e.activate(Control::Page(EditorPage::More));
        let dice: Vec<Control> = e
            .page_controls()
            .into_iter()
            .filter(|c| matches!(c, Control::DieOf(_)))
            .collect();
        assert_eq!(dice, Role::ALL.map(Control::DieOf).to_vec());
        assert!(e.rules.moved_by_orange(Role::King) && !e.rules.moved_by_orange(Role::Knight));
        // The knight by the orange die, the king by the white one.
        e.activate(Control::DieOf(Role::Knight));
        e.activate(Control::DieOf(Role::King));
        assert_eq!(e.rules.orange_moves, vec![Role::Knight, Role::Pawn]);
        assert_eq!(e.problem(), None);
        assert!(e.changed());
        // Every piece by the white die: no orange die, and its page says so.
        e.activate(Control::DieOf(Role::Knight));
        e.activate(Control::DieOf(Role::Pawn));
        assert!(!e.rules.orange_die());
        e.activate(Control::Page(EditorPage::Dice));
        assert!(!e
            .page_controls()
            .iter()
            .any(|c| matches!(c, Control::Face(Die::Orange, _))));
        // The small game: only its four pieces are offered.
        e.activate(Control::Base(Base::Small));
        e.activate(Control::Page(EditorPage::More));
        let n = e
            .page_controls()
            .iter()
            .filter(|c| matches!(c, Control::DieOf(_)))
            .count();
        assert_eq!(n, 4);
    }

    #[test]
    fn starting_again_from_a_booklet_game_keeps_the_name() {
        let mut e = editor();
        e.activate(Control::Base(Base::LargeAction));
        assert_eq!(e.rules.base, Base::LargeAction);
        assert!(e.rules.action && e.rules.orange_die());
        assert_eq!(e.rules.name, "Unser Spiel");
    }

    #[test]
    fn the_name_box_opens_only_while_the_name_has_the_focus_and_an_empty_name_is_refused() {
        let mut e = editor();
        e.focus = Control::Save;
        e.type_char('x');
        e.backspace();
        assert_eq!(
            (e.naming.as_ref(), e.rules.name.as_str()),
            (None, "Unser Spiel")
        );
        e.focus = Control::Name;
        e.backspace();
        let typed = e.naming.as_ref().map(|n| n.text.clone());
        assert_eq!(
            typed.as_deref(),
            Some("Unser Spie"),
            "Backspace's change is kept"
        );
        assert!(!e.end_naming(NameStep::Done(String::new())));
        assert_eq!(e.problem(), Some(RuleSetProblem::EmptyName));
        // A tap on the name opens the box; Cancel leaves the name as it was.
        e.activate(Control::Name);
        assert!(!e.end_naming(NameStep::Cancel));
        assert_eq!((e.naming.is_none(), e.rules.name.as_str()), (true, ""));
        e.type_char('N');
        assert!(
            e.end_naming(NameStep::Outside("Nur Springer".into())),
            "the tap goes on"
        );
        assert_eq!(e.rules.name, "Nur Springer");
        e.type_char('a');
        let long: String = std::iter::repeat_n('a', 60).collect();
        let box_max = e.naming.as_ref().map(|n| n.max);
        assert_eq!(box_max, Some(MAX_NAME), "the box holds the longest name");
        assert!(!e.end_naming(NameStep::Done(long.chars().take(MAX_NAME).collect())));
        assert_eq!(e.rules.name.chars().count(), MAX_NAME);
    }

    #[test]
    fn the_keyboard_reaches_every_control_of_every_page() {
        let mut e = editor();
        e.activate(Control::Base(Base::LargeAction));
        for page in EditorPage::ALL {
            e.page = page;
            let all = e.controls();
            e.focus = all[0];
            let mut seen = vec![];
            for _ in 0..all.len() {
                seen.push(e.focus);
                e.move_focus(true);
            }
            assert_eq!(seen, all, "{page:?}");
            e.move_focus(false);
            assert_eq!(e.focus, *all.last().unwrap());
        }
    }

    #[test]
    fn the_cards_page_in_pages_through_every_card() {
        let mut e = editor();
        e.activate(Control::Base(Base::SmallAction));
        e.cards_per_page = 5;
        let mut seen = vec![];
        for _ in 0..e.card_pages() {
            seen.extend(e.cards_on_page());
            e.activate(Control::CardsPage(Step::More));
        }
        assert_eq!(seen, (0..e.deck().cards.len()).collect::<Vec<_>>());
        assert_eq!(e.card_page, 0, "round again to the first page");
    }
}
