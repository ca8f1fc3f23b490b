//! The setup screen's logic, without a window: what can be chosen, keyboard focus,
//! and turning the choices into a game. Remembered in a settings file.
//!
//! Besides the booklet's four games, a family's own rule sets (issue 32), saved in the
//! data directory, can be chosen by name: the setup remembers the name, and a game of
//! them gets their pieces, dice, tries, house rules and cards.

use crate::ui::shell::name_entry::{NameEntry, NameKey, Step};
use serde::{Deserialize, Serialize};
use track::bots::BotKind;
use track::cards::CardSet;
use track::dice::Dice;
use track::pieces::Seat;
use track::variant::{HouseRule, HouseRules, Variant};
use track::{RuleSet, Setup};

/// How much the game helps a person.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Help {
    /// Step by step, the targets, "why not?", the move map and hints.
    #[default]
    Beginner,
    /// The targets and "why not?".
    Player,
    /// Nothing shown: a refused click says only "not possible" (the teacher's quiz).
    Expert,
}

impl Help {
    /// Every level, in the order the setup screen cycles through.
    pub const ALL: [Help; 3] = [Help::Beginner, Help::Player, Help::Expert];
}

/// How fast the computers play their turns (a person's own moves always show at the
/// normal pace).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum ComputerSpeed {
    /// Every roll, move and card at the pace a person follows.
    #[default]
    Normal,
    /// Every move still shown, each short: a round of three computers in a few seconds.
    Quick,
    /// The computers' turns at once: each event one frame, their cards not held.
    Instant,
}

impl ComputerSpeed {
    /// Every speed, in the order the setup and the menu cycle through.
    pub const ALL: [ComputerSpeed; 3] = [
        ComputerSpeed::Normal,
        ComputerSpeed::Quick,
        ComputerSpeed::Instant,
    ];

    /// The share of the normal time a computer's event, pause or card takes.
    pub fn time_share(self) -> f32 {
        match self {
            ComputerSpeed::Normal => 1.0,
            ComputerSpeed::Quick => 0.3,
            ComputerSpeed::Instant => 0.0,
        }
    }

    /// The next speed (the menu's entry steps through them).
    pub fn next(self) -> ComputerSpeed {
        let i = ComputerSpeed::ALL
            .iter()
            .position(|s| *s == self)
            .unwrap_or(0);
        ComputerSpeed::ALL[(i + 1) % ComputerSpeed::ALL.len()]
    }
}

/// One seat at the table.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SeatChoice {
    /// Whether somebody plays this seat.
    pub plays: bool,
    /// Whether the computer plays it.
    pub computer: bool,
    /// The computer's level.
    pub level: BotKind,
    /// The player's name (empty: the colour's name).
    pub name: String,
    /// How much the game helps this person.
    #[serde(default)]
    pub help: Help,
}

/// Everything the setup screen asks, as remembered between games.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SetupModel {
    /// The variant id (with a rule set chosen: the booklet's game it started from).
    pub variant: String,
    /// The family's own rule set chosen, by its name, in place of a booklet game.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rule_set: Option<String>,
    /// The rule sets saved in the data directory, as last read (`None`: not read since
    /// the setup screen was last entered). Never in the settings file.
    #[serde(skip)]
    pub rule_sets: Option<Vec<RuleSet>>,
    /// The rule files found broken and said already (each is said once).
    #[serde(skip)]
    pub broken_said: Vec<String>,
    /// House rules switched on.
    pub rules: Vec<HouseRule>,
    /// The four seats.
    pub seats: [SeatChoice; 4],
    /// Who starts; `None` rolls for it.
    pub first: Option<Seat>,
    /// `de` or `en`.
    pub lang: String,
    /// Whether the window was fullscreen last time.
    #[serde(default)]
    pub fullscreen: bool,
    /// How fast the computers play.
    #[serde(default)]
    pub computer_speed: ComputerSpeed,
    /// Which control has the keyboard focus.
    #[serde(skip)]
    pub focus: usize,
    /// A seat's name being typed in the name box (`shell/name_entry.rs`).
    #[serde(skip)]
    pub naming: Option<(Seat, NameEntry)>,
}

/// One focusable control of the setup screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Control {
    /// Choose the variant with this index among the presets.
    Variant(usize),
    /// Choose one of the family's own rule sets: "Our rules: ◀ name ▶" (only when
    /// some are saved).
    OwnRules,
    /// Toggle a house rule.
    Rule(HouseRule),
    /// Whether the seat plays.
    Plays(Seat),
    /// Human or computer.
    Computer(Seat),
    /// The computer's level.
    Level(Seat),
    /// A person's help level.
    Help(Seat),
    /// The player's name.
    Name(Seat),
    /// Who starts.
    First,
    /// How fast the computers play.
    Speed,
    /// The language.
    Lang,
    /// Start the game.
    Start,
    /// Back to the start screen (what Esc does).
    Back,
}

/// A key on the setup screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SetupKey {
    /// Tab or Down.
    Next,
    /// Shift-Tab or Up.
    Prev,
    /// Left.
    Left,
    /// Right.
    Right,
    /// Enter or Space.
    Activate,
    /// Escape.
    Escape,
    /// Backspace (in a name).
    Backspace,
    /// A typed character (in a name).
    Char(char),
}

/// What the setup screen asks the app to do.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SetupAction {
    /// Nothing beyond redrawing.
    None,
    /// Start the game.
    Start,
    /// Back to the start screen (Esc): never out of the program.
    Back,
}

/// The longest name.
pub const MAX_NAME: usize = 16;

/// The computer levels offered (everything but the uniform random bot).
pub fn levels() -> Vec<BotKind> {
    BotKind::ALL
        .into_iter()
        .filter(|k| *k != BotKind::Random)
        .collect()
}

impl Default for SetupModel {
    fn default() -> Self {
        let seat = |plays: bool, computer: bool| SeatChoice {
            plays,
            computer,
            level: BotKind::Greedy,
            name: String::new(),
            help: Help::Beginner,
        };
        SetupModel {
            variant: "small".into(),
            rule_set: None,
            rule_sets: None,
            broken_said: vec![],
            rules: vec![],
            seats: [
                seat(true, false),
                seat(true, false),
                seat(true, false),
                seat(true, true),
            ],
            first: None,
            lang: "en".into(),
            fullscreen: false,
            computer_speed: ComputerSpeed::Normal,
            focus: 0,
            naming: None,
        }
    }
}

impl SetupModel {
    /// Every control in focus order.
    pub fn controls(&self) -> Vec<Control> {
        let mut c: Vec<Control> = (0..Variant::presets().len())
            .map(Control::Variant)
            .collect();
        if !self.saved_rule_sets().is_empty() {
            c.push(Control::OwnRules);
        }
        c.extend(HouseRule::ALL.map(Control::Rule));
        for s in Seat::ALL {
            c.push(Control::Plays(s));
            if self.seats[s.index()].plays {
                c.push(Control::Computer(s));
                if self.seats[s.index()].computer {
                    c.push(Control::Level(s));
                } else {
                    c.push(Control::Help(s));
                }
                c.push(Control::Name(s));
            }
        }
        c.extend([
            Control::First,
            Control::Speed,
            Control::Lang,
            Control::Start,
            Control::Back,
        ]);
        c
    }

    /// The focused control.
    pub fn focused(&self) -> Control {
        let c = self.controls();
        c[self.focus.min(c.len() - 1)]
    }

    /// The playing seats in turn order.
    pub fn playing(&self) -> Vec<Seat> {
        Seat::ALL
            .into_iter()
            .filter(|s| self.seats[s.index()].plays)
            .collect()
    }

    /// Whether the choices make a game; else the reason (a message key for the screen).
    pub fn can_start(&self) -> bool {
        let game = match &self.rule_set {
            Some(_) => self.chosen_rule_set().is_some(),
            None => Variant::by_id(&self.variant).is_some(),
        };
        (2..=4).contains(&self.playing().len()) && game
    }

    /// The saved rule sets as last read (none before they are read).
    pub fn saved_rule_sets(&self) -> &[RuleSet] {
        self.rule_sets.as_deref().unwrap_or(&[])
    }

    /// The chosen rule set, if one is chosen and still saved.
    pub fn chosen_rule_set(&self) -> Option<&RuleSet> {
        let name = self.rule_set.as_ref()?;
        self.saved_rule_sets().iter().find(|r| &r.name == name)
    }

    /// The rule set the stepper shows: the chosen one, else the first saved.
    pub fn shown_rule_set(&self) -> Option<&RuleSet> {
        self.chosen_rule_set()
            .or_else(|| self.saved_rule_sets().first())
    }

    /// Chooses a saved rule set by its index: its name, its base game, and its house
    /// rules shown as chosen.
    fn choose_rule_set(&mut self, i: usize) {
        let Some(r) = self.saved_rule_sets().get(i).cloned() else {
            return;
        };
        self.rule_set = Some(r.name.clone());
        self.variant = r.base.id().to_string();
        self.rules = r.house_rules.0.clone();
    }

    /// Takes the rule sets just read from the data directory. A remembered rule set that
    /// is no longer among them falls back to the small game: its name is returned, to
    /// be said once.
    pub fn take_rule_sets(&mut self, found: Vec<RuleSet>) -> Option<String> {
        self.rule_sets = Some(found);
        let gone = self.rule_set.is_some() && self.chosen_rule_set().is_none();
        if !gone {
            return None;
        }
        let keep = self.focused();
        let name = self.rule_set.take();
        self.variant = "small".into();
        self.rules.clear();
        self.focus_on(keep);
        name
    }

    /// Takes the rule sets just read and chooses `rules` among them (added when it is
    /// not there: its file may not have been written), with the focus on it.
    pub fn choose_own(&mut self, mut found: Vec<RuleSet>, rules: RuleSet) {
        found.retain(|r| r.name != rules.name);
        found.push(rules.clone());
        crate::order::sort_by(&mut found, |a, b| {
            (a.name.to_lowercase(), &a.name).cmp(&(b.name.to_lowercase(), &b.name))
        });
        let i = found.iter().position(|r| r.name == rules.name).unwrap_or(0);
        self.rule_sets = Some(found);
        self.choose_rule_set(i);
        self.focus_on(Control::OwnRules);
    }

    /// The dice and cards of the chosen game: a rule set's own, else the booklet's dice
    /// and `base_deck`.
    pub fn dice_and_cards(&self, base_deck: &CardSet) -> (Dice, CardSet) {
        match self.chosen_rule_set() {
            Some(r) => (r.dice(), r.cards(base_deck)),
            None => (Dice::default_dice(), base_deck.clone()),
        }
    }

    /// Moves the focus onto a control (after a click).
    pub fn focus_on(&mut self, control: Control) {
        if let Some(i) = self.controls().iter().position(|c| *c == control) {
            self.focus = i;
        }
    }

    /// Carries out a click on a control, or Enter/Space on the focused one.
    pub fn activate(&mut self, control: Control) -> SetupAction {
        self.focus_on(control);
        match control {
            Control::Variant(i) => {
                if let Some(v) = Variant::presets().get(i) {
                    self.variant = v.id.clone();
                    self.rule_set = None;
                }
            }
            // A first click chooses the rule set on show; the next ones the next.
            Control::OwnRules if self.chosen_rule_set().is_some() => {
                self.change(Control::OwnRules, 1)
            }
            Control::OwnRules => {
                let shown = self.shown_rule_set().map(|r| r.name.clone());
                let i = self
                    .saved_rule_sets()
                    .iter()
                    .position(|r| Some(&r.name) == shown.as_ref());
                self.choose_rule_set(i.unwrap_or(0));
            }
            Control::Rule(r) => {
                if self.rules.contains(&r) {
                    self.rules.retain(|x| *x != r);
                } else {
                    self.rules.push(r);
                }
            }
            Control::Plays(s) => {
                let seat = &mut self.seats[s.index()];
                // Never fewer than two players.
                if seat.plays && self.playing().len() <= 2 {
                    return SetupAction::None;
                }
                self.seats[s.index()].plays = !self.seats[s.index()].plays;
                if self.first == Some(s) {
                    self.first = None;
                }
            }
            Control::Computer(s) => {
                self.seats[s.index()].computer = !self.seats[s.index()].computer
            }
            Control::Level(s) => self.change(Control::Level(s), 1),
            Control::Help(s) => self.change(Control::Help(s), 1),
            Control::Name(s) => {
                self.naming = Some((s, NameEntry::new(&self.seats[s.index()].name, MAX_NAME)))
            }
            Control::First => self.change(Control::First, 1),
            Control::Speed => self.change(Control::Speed, 1),
            Control::Lang => self.change(Control::Lang, 1),
            Control::Start => {
                if self.can_start() {
                    return SetupAction::Start;
                }
            }
            Control::Back => return SetupAction::Back,
        }
        self.focus_on(control);
        SetupAction::None
    }

    /// Left/Right on a control: the previous or next value.
    pub fn change(&mut self, control: Control, step: i32) {
        let cycle = |len: usize, i: usize| ((i as i32 + step).rem_euclid(len as i32)) as usize;
        match control {
            Control::Variant(_) => {
                let p = Variant::presets();
                let i = p.iter().position(|v| v.id == self.variant).unwrap_or(0);
                let j = cycle(p.len(), i);
                self.variant = p[j].id.clone();
                self.rule_set = None;
                self.focus_on(Control::Variant(j));
            }
            Control::OwnRules => {
                let n = self.saved_rule_sets().len();
                if n == 0 {
                    return;
                }
                let now = self.chosen_rule_set().map(|r| r.name.clone());
                let j = match now {
                    Some(name) => {
                        let i = self.saved_rule_sets().iter().position(|r| r.name == name);
                        cycle(n, i.unwrap_or(0))
                    }
                    // Not chosen yet: the one on show is chosen first.
                    None => 0,
                };
                self.choose_rule_set(j);
                self.focus_on(Control::OwnRules);
            }
            Control::Level(s) => {
                let l = levels();
                let i = l
                    .iter()
                    .position(|k| *k == self.seats[s.index()].level)
                    .unwrap_or(0);
                self.seats[s.index()].level = l[cycle(l.len(), i)];
            }
            Control::Help(s) => {
                let i = Help::ALL
                    .iter()
                    .position(|h| *h == self.seats[s.index()].help)
                    .unwrap_or(0);
                self.seats[s.index()].help = Help::ALL[cycle(Help::ALL.len(), i)];
            }
            Control::First => {
                let mut options: Vec<Option<Seat>> = vec![None];
                options.extend(self.playing().into_iter().map(Some));
                let i = options.iter().position(|o| *o == self.first).unwrap_or(0);
                self.first = options[cycle(options.len(), i)];
            }
            Control::Speed => {
                let all = ComputerSpeed::ALL;
                let i = all
                    .iter()
                    .position(|s| *s == self.computer_speed)
                    .unwrap_or(0);
                self.computer_speed = all[cycle(all.len(), i)];
            }
            Control::Lang => {
                let all = crate::ui::i18n::Lang::ALL;
                let now = crate::ui::i18n::Lang::from_code(&self.lang);
                let i = all.iter().position(|l| *l == now).unwrap_or(0);
                self.lang = all[cycle(all.len(), i)].code().into();
            }
            Control::Rule(_) | Control::Plays(_) | Control::Computer(_) => {
                let _ = self.activate(control);
            }
            Control::Name(_) | Control::Start | Control::Back => {}
        }
    }

    /// Handles a key on the setup screen.
    pub fn key(&mut self, key: SetupKey) -> SetupAction {
        let n = self.controls().len();
        let focused = self.focused();
        match key {
            SetupKey::Next => self.focus = (self.focus.min(n - 1) + 1) % n,
            SetupKey::Prev => self.focus = (self.focus.min(n - 1) + n - 1) % n,
            SetupKey::Left => self.change(focused, -1),
            SetupKey::Right => self.change(focused, 1),
            SetupKey::Activate => return self.activate(focused),
            SetupKey::Escape => return SetupAction::Back,
            // A letter or Backspace on a name opens the name box with its change.
            SetupKey::Backspace | SetupKey::Char(_) => {
                if let Control::Name(s) = focused {
                    let k = match key {
                        SetupKey::Char(c) => NameKey::Char(c),
                        _ => NameKey::Backspace,
                    };
                    let name = &self.seats[s.index()].name;
                    self.naming = Some((s, NameEntry::begun_by(name, MAX_NAME, k)));
                }
            }
        }
        SetupAction::None
    }

    /// What a frame of the name box did: *Done*, or a press outside it, keeps the
    /// typed name; *Cancel* leaves the name as it was. Returns whether the frame goes
    /// on to the setup (a press outside the box is the setup's too).
    pub fn end_naming(&mut self, step: Step) -> bool {
        let Some((seat, _)) = self.naming else {
            return true;
        };
        let (name, go_on) = match step {
            Step::Typing => return false,
            Step::Cancel => (None, false),
            Step::Done(name) => (Some(name), false),
            Step::Outside(name) => (Some(name), true),
        };
        if let Some(name) = name {
            self.seats[seat.index()].name = name;
        }
        self.naming = None;
        go_on
    }

    /// The game setup and, per playing seat, its computer level (`None`: a person).
    /// "Roll for it" picks the first player with the seed, as a die would.
    pub fn to_setup(&self, seed: u64) -> Option<(Setup, Vec<Option<BotKind>>)> {
        if !self.can_start() {
            return None;
        }
        let variant = match &self.rule_set {
            Some(_) => self.chosen_rule_set()?.variant(),
            None => Variant::by_id(&self.variant)?,
        };
        let mut rules = HouseRules::default();
        for r in &self.rules {
            rules = rules.with(*r);
        }
        let seats = self.playing();
        let first = match self.first {
            Some(s) if seats.contains(&s) => s,
            _ => seats[(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 33) as usize % seats.len()],
        };
        let bots = seats
            .iter()
            .map(|s| {
                let c = &self.seats[s.index()];
                c.computer.then_some(c.level)
            })
            .collect();
        Some((
            Setup {
                variant,
                rules,
                seats,
                first,
                seed,
            },
            bots,
        ))
    }

    /// Reads remembered settings; a missing file gives the defaults, a broken one the
    /// defaults and a message.
    pub fn load(text: Option<&str>) -> (SetupModel, Option<String>) {
        match text {
            None => (SetupModel::default(), None),
            Some(t) => match serde_json::from_str::<SetupModel>(t) {
                Ok(mut m) => {
                    if Variant::by_id(&m.variant).is_none() {
                        m.variant = "small".into();
                    }
                    // The rule sets are read later (`take_rule_sets`): only the seats here.
                    if !(2..=4).contains(&m.playing().len()) {
                        m.seats = SetupModel::default().seats;
                    }
                    for s in &mut m.seats {
                        s.name = s
                            .name
                            .chars()
                            .filter(|c| !c.is_control())
                            .take(MAX_NAME)
                            .collect();
                    }
                    (m, None)
                }
                Err(e) => (SetupModel::default(), Some(format!("{e}"))),
            },
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn escape_on_the_setup_screen_goes_back_and_never_quits() {
        let mut m = SetupModel::load(None).0;
        assert_eq!(m.key(SetupKey::Escape), SetupAction::Back);
    }

    #[test]
    fn the_setup_screen_has_a_back_button_after_lets_go() {
        let mut m = SetupModel::load(None).0;
        let c = m.controls();
        assert_eq!(&c[c.len() - 2..], &[Control::Start, Control::Back]);
        assert_eq!(m.activate(Control::Back), SetupAction::Back);
    }

    #[test]
    fn each_person_has_a_help_level_that_cycles_and_old_settings_default_to_beginner() {
        let mut m = SetupModel::load(None).0;
        let s = Seat(0);
        m.seats[0].computer = false;
        assert!(m.controls().contains(&Control::Help(s)));
        assert_eq!(m.seats[0].help, Help::Beginner);
        m.activate(Control::Help(s));
        assert_eq!(m.seats[0].help, Help::Player);
        m.change(Control::Help(s), 1);
        assert_eq!(m.seats[0].help, Help::Expert);
        m.change(Control::Help(s), 1);
        assert_eq!(m.seats[0].help, Help::Beginner);
        // A computer seat has a level instead.
        m.seats[0].computer = true;
        assert!(!m.controls().contains(&Control::Help(s)));
        // Settings written before help levels existed still load.
        let old = serde_json::to_string(&m)
            .unwrap()
            .replace(",\"help\":\"beginner\"", "");
        assert!(!old.contains("help"));
        let back: SetupModel = serde_json::from_str(&old).unwrap();
        assert_eq!(back.seats[0].help, Help::Beginner);
    }

    #[test]
    fn the_computer_speed_steps_in_the_setup_and_is_kept_in_the_settings() {
        let mut m = SetupModel::default();
        assert_eq!(m.computer_speed, ComputerSpeed::Normal);
        assert!(m.controls().contains(&Control::Speed));
        m.focus_on(Control::Speed);
        m.key(SetupKey::Right);
        assert_eq!(m.computer_speed, ComputerSpeed::Quick);
        m.key(SetupKey::Activate);
        assert_eq!(m.computer_speed, ComputerSpeed::Instant);
        m.key(SetupKey::Right);
        assert_eq!(m.computer_speed, ComputerSpeed::Normal);
        m.key(SetupKey::Left);
        assert_eq!(m.computer_speed, ComputerSpeed::Instant);
        assert_eq!(ComputerSpeed::Instant.next(), ComputerSpeed::Normal);
        // Remembered in the settings file; settings written before it load as normal.
        let json = serde_json::to_string(&m).unwrap();
        assert!(json.contains("\"computer_speed\":\"instant\""), "{json}");
        let back: SetupModel = serde_json::from_str(&json).unwrap();
        assert_eq!(back.computer_speed, ComputerSpeed::Instant);
        let old = json.replace(",\"computer_speed\":\"instant\"", "");
        assert!(!old.contains("computer_speed"));
        let back: SetupModel = serde_json::from_str(&old).unwrap();
        assert_eq!(back.computer_speed, ComputerSpeed::Normal);
    }

    #[test]
    fn keyboard_alone_reaches_every_control_and_starts() {
        let mut m = SetupModel::default();
        let n = m.controls().len();
        let mut seen = vec![];
        for _ in 0..n {
            seen.push(m.focused());
            m.key(SetupKey::Next);
        }
        assert_eq!(seen, m.controls(), "Tab visits every control once");
        m.focus_on(Control::Start);
        assert_eq!(m.key(SetupKey::Activate), SetupAction::Start);
    }

    #[test]
    fn never_fewer_than_two_players() {
        let mut m = SetupModel::default();
        m.activate(Control::Plays(Seat(3)));
        m.activate(Control::Plays(Seat(2)));
        assert_eq!(m.playing(), vec![Seat(0), Seat(1)]);
        m.activate(Control::Plays(Seat(1)));
        assert_eq!(m.playing().len(), 2, "the second-last player cannot leave");
        assert!(m.can_start());
    }

    #[test]
    fn setup_carries_variant_rules_seats_levels_and_first_player() {
        let mut m = SetupModel::default();
        m.activate(Control::Variant(3));
        m.activate(Control::Rule(HouseRule::MayStopEarly));
        m.activate(Control::Plays(Seat(1)));
        m.first = Some(Seat(2));
        let (setup, bots) = m.to_setup(9).unwrap();
        assert_eq!(setup.variant.id, "large-action");
        assert!(setup.rules.has(HouseRule::MayStopEarly));
        assert_eq!(setup.seats, vec![Seat(0), Seat(2), Seat(3)]);
        assert_eq!(setup.first, Seat(2));
        assert_eq!(bots, vec![None, None, Some(BotKind::Greedy)]);
    }

    #[test]
    fn rolling_for_the_first_player_picks_a_playing_seat() {
        let m = SetupModel::default();
        let firsts: std::collections::HashSet<Seat> =
            (0..40).map(|s| m.to_setup(s).unwrap().0.first).collect();
        assert!(
            firsts.len() > 1,
            "different seeds give different first players"
        );
    }

    #[test]
    fn a_letter_on_a_focused_name_opens_the_name_box_with_it_and_done_keeps_the_name() {
        let mut m = SetupModel::default();
        m.seats[0].name = "Mi".into();
        m.focus_on(Control::Name(Seat(0)));
        m.key(SetupKey::Char('a'));
        let (seat, entry) = m.naming.clone().expect("the name box is open");
        assert_eq!((seat, entry.text.as_str()), (Seat(0), "Mia"));
        assert_eq!(
            m.seats[0].name, "Mi",
            "the name changes only when it is kept"
        );
        assert!(!m.end_naming(Step::Typing));
        assert!(!m.end_naming(Step::Done("Mia".into())));
        assert_eq!(
            (m.seats[0].name.as_str(), m.naming.is_none()),
            ("Mia", true)
        );
        m.focus_on(Control::Lang);
        m.key(SetupKey::Char('x'));
        assert!(m.naming.is_none(), "typing elsewhere opens no name box");
    }

    #[test]
    fn a_tap_on_a_name_opens_the_name_box_cancel_keeps_the_name_and_a_tap_outside_goes_on() {
        let mut m = SetupModel::default();
        m.seats[1].name = "Ole".into();
        m.activate(Control::Name(Seat(1)));
        assert_eq!(m.naming.as_ref().map(|(_, e)| e.text.as_str()), Some("Ole"));
        assert!(!m.end_naming(Step::Cancel));
        assert_eq!(
            (m.seats[1].name.as_str(), m.naming.is_none()),
            ("Ole", true)
        );
        m.activate(Control::Name(Seat(1)));
        assert!(m.end_naming(Step::Outside("Ola".into())), "the tap goes on");
        assert_eq!(m.seats[1].name, "Ola");
        // Nothing open: the frame is the setup's.
        assert!(m.end_naming(Step::Typing));
    }

    #[test]
    fn the_language_control_goes_through_all_eight_languages_both_ways() {
        let mut m = SetupModel::default();
        let mut seen = vec![m.lang.clone()];
        for _ in 0..7 {
            m.change(Control::Lang, 1);
            seen.push(m.lang.clone());
        }
        let mut codes: Vec<String> = crate::ui::i18n::Lang::ALL
            .iter()
            .map(|l| l.code().to_string())
            .collect();
        codes.sort();
        seen.sort();
        assert_eq!(seen, codes, "each language once");
        let before = m.lang.clone();
        m.change(Control::Lang, 1);
        m.change(Control::Lang, -1);
        assert_eq!(m.lang, before, "left takes back right");
    }

    #[test]
    fn broken_settings_give_defaults_and_a_message() {
        let (m, msg) = SetupModel::load(Some("{ not json"));
        assert_eq!(m, SetupModel::default());
        assert!(msg.is_some());
        let good = serde_json::to_string(&SetupModel {
            variant: "large".into(),
            ..SetupModel::default()
        })
        .unwrap();
        let (m, msg) = SetupModel::load(Some(&good));
        assert_eq!((m.variant.as_str(), msg), ("large", None));
    }
}
