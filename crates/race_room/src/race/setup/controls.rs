//! The setup screen's controls, without a window: the focus order, a click or Enter on a
//! control, Left and Right stepping its value, the keys, and the name box's end.

use crate::race::setup::{levels, ComputerSpeed, Help, SetupModel, MAX_NAME};
use shell::name_entry::{NameEntry, NameKey, Step};
use track::pieces::Seat;
use track::variant::{HouseRule, Variant};

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
    /// Whether the texts are read to the person (issue 54): the speaker beside the name.
    ReadToMe(Seat),
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
                if !self.seats[s.index()].computer {
                    c.push(Control::ReadToMe(s));
                }
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
            Control::ReadToMe(s) => {
                let seat = &mut self.seats[s.index()];
                seat.read_to_me = base::speech::read_to_me::switched(seat.read_to_me, seat.help);
            }
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
                let all = crate::i18n::Lang::ALL;
                let now = crate::i18n::Lang::from_code(&self.lang);
                let i = all.iter().position(|l| *l == now).unwrap_or(0);
                self.lang = all[cycle(all.len(), i)].code().into();
            }
            Control::Rule(_) | Control::Plays(_) | Control::Computer(_) | Control::ReadToMe(_) => {
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
        let Some((name, go_on)) = step.ended() else {
            return false;
        };
        if let Some(name) = name {
            self.seats[seat.index()].name = name;
        }
        self.naming = None;
        go_on
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
        let mut codes: Vec<String> = crate::i18n::Lang::ALL
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
}
