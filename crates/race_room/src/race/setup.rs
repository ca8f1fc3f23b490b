//! The setup screen's choices, without a window: who plays (the seats, their computer
//! levels, help levels and names), which game, who starts, the computers' speed, and
//! turning the choices into a game. Remembered in a settings file. The focus, keys and
//! clicks that step through the choices are in `setup/controls.rs`.
//!
//! Besides the booklet's four games, a family's own rule sets (issue 32), saved in the
//! data directory, can be chosen by name: the setup remembers the name, and a game of
//! them gets their pieces, dice, tries, house rules and cards.

mod controls;

pub use base::choices::{ComputerSpeed, Help};
pub use controls::{Control, SetupAction, SetupKey};

use serde::{Deserialize, Serialize};
use shell::name_entry::NameEntry;
use track::bots::BotKind;
use track::cards::CardSet;
use track::dice::Dice;
use track::pieces::Seat;
use track::variant::{HouseRule, HouseRules, Variant};
use track::{RuleSet, Setup};

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
    /// Whether the texts are read to this person (issue 54); not set, as the help level
    /// says (`speech::read_to_me`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub read_to_me: base::speech::read_to_me::ReadToMe,
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
    /// Whether the piece school and the chess school read their texts aloud (issue 54);
    /// not set, on.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub school_read_to_me: Option<bool>,
    /// Which control has the keyboard focus.
    #[serde(skip)]
    pub focus: usize,
    /// A seat's name being typed in the name box (`shell/name_entry.rs`).
    #[serde(skip)]
    pub naming: Option<(Seat, NameEntry)>,
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
            read_to_me: None,
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
            school_read_to_me: None,
            focus: 0,
            naming: None,
        }
    }
}

impl SetupModel {
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
        base::order::sort_by(&mut found, |a, b| {
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
            Some(t) => {
                match serde_json::from_str::<SetupModel>(base::platform::strip_byte_order_mark(t)) {
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
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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
